"""The layout of a compiled matcher table (``-t matcher``): msgspec Structs, MessagePack.

A table is what :mod:`bridgec.matcher.compile` makes and :mod:`bridgec.matcher.runtime` reads:

* ``features``: the names of the hand features (:data:`bridgec.bridge.features.NAMES`) the
  table was compiled against; a reader refuses a table whose list differs from its own.
* ``predicates``: the rules' hand constraints, as IR constraints (``ir.Constraint``);
  the runtime compiles them to Python when it loads the table.
* ``entries``: one per rule: call, meaning, conditions, priority, where it was written,
  the index of its predicate and its ``weight`` (the share of random hands that satisfy
  the predicate: the lower, the more specific the rule), and how much of its meaning was
  understood (``understood``, ``unknown``; see docs/matching.md).
* ``nodes``: concrete auctions, keyed ``"we:1C P 1H P"`` (side of the first call, calls
  from the first call), each with its entries in rank order.
* ``patterns``: GIB auction patterns with their entries, tried in order.

The JSON Schema of this layout is ``ir-schema/matcher-table.schema.json``.
"""

from __future__ import annotations

import msgspec
from msgspec import Struct

from bridgec import ir
from bridgec.bridge.features import NAMES
from bridgec.diagnostics import Span

TABLE_VERSION = "2.1"
"""Major.minor of the table layout; a reader refuses another major. 2.0: predicates are
IR constraints (1.x had a second constraint language over feature indices). 2.1: entries
say how much of their meaning was understood."""


class Base(Struct, frozen=True, kw_only=True, omit_defaults=True, tag_field="kind"):
    """Base of the tagged table nodes."""


class Entry(Base, tag="entry", frozen=True):
    """One rule: a call that can be made, when, with what meaning and from where."""

    rule: str
    call: str
    meaning: str = ""
    disposition: str | None = None
    artificial: bool | None = None
    predicate: int = -1
    inferred: bool = False
    weight: float = 1.0
    priority: int | None = None
    default: bool = False
    seats: tuple[int, ...] = ()
    we_vulnerable: bool | None = None
    they_vulnerable: bool | None = None
    span: Span | None = None
    rule_id: int | None = None
    understood: float = 1.0
    """The share of the meaning's text that was read (letters and digits), 1.0 for a
    constraint the source states itself."""
    unknown: bool = False
    """No constraint was stated or read (or only conditions the matcher cannot evaluate):
    the rule is *unknown*, not a rule that fits every hand."""


class Node(Base, tag="node", frozen=True):
    """A concrete auction and its entries in rank order."""

    key: str
    entries: tuple[int, ...]


class Pattern(Base, tag="pattern", frozen=True):
    """A GIB auction pattern (over ``1N:P:2C``, ending with the call) and its entries."""

    goal: ir.Goal
    entries: tuple[int, ...]


class MatcherTable(Base, tag="matcher-table", frozen=True):
    """The whole table."""

    version: str = TABLE_VERSION
    source: str = ""
    features: tuple[str, ...] = NAMES
    predicates: tuple[ir.Constraint, ...] = ()
    entries: tuple[Entry, ...] = ()
    nodes: tuple[Node, ...] = ()
    patterns: tuple[Pattern, ...] = ()


def encode(table: MatcherTable) -> bytes:
    """The table as MessagePack."""
    return msgspec.msgpack.encode(table)


def decode(data: bytes) -> MatcherTable:
    """Read a table; raises :class:`TableError` with a readable message on bad data."""
    try:
        table = msgspec.msgpack.decode(data, type=MatcherTable)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise TableError(f"not a bridgec matcher table: {exc}") from None
    if table.version.split(".")[0] != TABLE_VERSION.split(".")[0]:
        raise TableError(f"matcher table version {table.version}; this bridgec reads "
                         f"{TABLE_VERSION.split('.')[0]}.x (recompile the table)")
    if tuple(table.features) != NAMES:
        raise TableError("the table's feature vector differs from this bridgec's "
                         "(recompile the table)")
    return table


class TableError(ValueError):
    """A file that is not a usable matcher table."""


def schema() -> dict[str, object]:
    """The JSON Schema of the table layout (as decoded from MessagePack)."""
    result: dict[str, object] = msgspec.json.schema(MatcherTable)
    result["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    result["title"] = f"bridgec matcher table {TABLE_VERSION}"
    return result


def auction_key(first_side: str, calls: tuple[str, ...] | list[str]) -> str:
    """The node key of an auction: ``"we:1C P 1H P"`` (``"we:"`` = an opening)."""
    return f"{first_side}:{' '.join(calls)}"
