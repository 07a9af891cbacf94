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

A table file comes from anywhere, so :func:`load_table` is the one way to read one: it
checks the table whole (nesting while it decodes, then types with their bounds, then every
index and predicate) before anything uses it, and raises :class:`TableError` with one
message otherwise.
"""

from __future__ import annotations

import re
from typing import Annotated

import msgspec
from msgspec import Meta, Struct

from bridgec import ir
from bridgec.bridge.features import NAMES, FeatureError, index
from bridgec.diagnostics import Span
from bridgec.limits import MAX_AUCTION, MAX_IR_DEPTH, decode_nested
from bridgec.matcher.gib_check import goal_problem
from bridgec.options import DEFAULT_MAX_INPUT_BYTES

TABLE_VERSION = "2.1"
"""Major.minor of the table layout; a reader refuses another major. 2.0: predicates are
IR constraints (1.x had a second constraint language over feature indices). 2.1: entries
say how much of their meaning was understood."""


Share = Annotated[float, Meta(ge=0.0, le=1.0)]
"""A share of hands or of a text, 0 to 1 (not NaN)."""
EntryCall = Annotated[str, Meta(pattern=r"^([1-7][CDHSN]|P|X|XX)?$")]
"""An entry's call; empty only for a GIB pattern rule whose call could not be read off."""
NodeKey = Annotated[str, Meta(pattern=r"^(we|they):(([1-7][CDHSN]|P|X|XX)( |$))*$")]
"""``we:1C P 1H P``: the side of the first call, then the calls."""
EntryIndex = Annotated[int, Meta(ge=0, le=ir.INT32_MAX)]
"""The position of an entry in ``entries``."""
PredicateIndex = Annotated[int, Meta(ge=-1, le=ir.INT32_MAX)]
"""The position of a predicate in ``predicates``; -1: none."""


class Base(Struct, frozen=True, kw_only=True, omit_defaults=True, tag_field="kind"):
    """Base of the tagged table nodes."""


class Entry(Base, tag="entry", frozen=True):
    """One rule: a call that can be made, when, with what meaning and from where."""

    rule: str
    call: EntryCall
    meaning: str = ""
    disposition: ir.Disposition | None = None
    artificial: bool | None = None
    predicate: PredicateIndex = -1
    inferred: bool = False
    weight: Share = 1.0
    priority: ir.Int32 | None = None
    default: bool = False
    seats: tuple[ir.SeatNumber, ...] = ()
    we_vulnerable: bool | None = None
    they_vulnerable: bool | None = None
    span: Span | None = None
    rule_id: ir.Count | None = None
    understood: Share = 1.0
    """The share of the meaning's text that was read (letters and digits), 1.0 for a
    constraint the source states itself."""
    unknown: bool = False
    """No constraint was stated or read (or only conditions the matcher cannot evaluate):
    the rule is *unknown*, not a rule that fits every hand."""


class Node(Base, tag="node", frozen=True):
    """A concrete auction and its entries in rank order."""

    key: Annotated[NodeKey, Meta(max_length=4 * (MAX_AUCTION + 1) + 5)]
    entries: tuple[EntryIndex, ...]


class Pattern(Base, tag="pattern", frozen=True):
    """A GIB auction pattern (over ``1N:P:2C``, ending with the call) and its entries."""

    goal: ir.Goal
    entries: tuple[EntryIndex, ...]


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


MAX_NESTING = 2 * MAX_IR_DEPTH + 16
"""A table nests at most this many MessagePack levels: predicates and goals are IR trees at
most ``MAX_IR_DEPTH`` nodes deep (an IR node is a map, its terms an array), under the
table's own few levels. The decode has room for this many levels above the recursion
limit (:func:`bridgec.limits.decode_nested`), so a deeper table may still decode, and its
trees are then refused exactly by :func:`_check_trees`; MessagePack cannot be measured
before it is decoded, as JSON is, without reading every value in Python."""

MAX_TABLE_BYTES = DEFAULT_MAX_INPUT_BYTES
"""The largest table read: the input size limit, 64 MiB (a 20,000-rule system's table is
about 9 MiB; a table decodes to about three times its size)."""

MAX_ENTRIES = 50_000
"""Entries in a table (the rules of our side): SAYC has 2,059."""
MAX_NODE_ENTRIES = 4_096
"""Entries of one auction node or pattern, which load as one function: SAYC's most is 37."""
MAX_TREE_NODES = 250_000
"""IR nodes of all predicates and goals together, which load as code: SAYC's are 18,818.
These three bound the time and memory a table takes to load (docs/matcher.md)."""

_DECODER = msgspec.msgpack.Decoder(MatcherTable)
_MAGIC = b"\xa4kind\xadmatcher-table"
"""How every table starts, after the map header: the tag, which the encoder writes first."""


def load_table(data: bytes) -> MatcherTable:
    """The table in ``data``, checked whole before any use: the one reader of table bytes
    (``bridgec bid``, ``analyze``, ``matcher dump``, the robot, the library).

    Raises:
        TableError: "not a bridgec matcher table", "matcher table version ...", or
            "damaged ..." saying where; never another exception for any bytes.
    """
    if len(data) > MAX_TABLE_BYTES:
        raise TableError(f"larger than {MAX_TABLE_BYTES >> 20} MiB, the most a matcher "
                         "table may be")
    if _MAGIC not in data[:3 + len(_MAGIC)]:
        raise TableError("not a bridgec matcher table (recompile it with "
                         "`bridgec convert SYSTEM -t matcher`)")
    table = _decode(data)
    _check_header(table)
    _check_indices(table)
    _check_trees(table)
    return table


def encode_checked(table: MatcherTable) -> bytes:
    """Encode a table the compiler made, refused as :func:`load_table` would refuse the
    bytes (a number past the bounds, a table past the size limits): what is written is
    what every reader accepts.

    Raises:
        TableError: saying where (``where``), as for a damaged file.
    """
    try:
        data = encode(table)
    except OverflowError:  # a number past 64 bits: find it through the typed conversion
        try:
            msgspec.convert(msgspec.to_builtins(table), MatcherTable)
        except msgspec.ValidationError as exc:
            raise _invalid(exc) from None
        raise TableError("a number past 64 bits") from None
    load_table(data)
    return data


def _invalid(exc: msgspec.ValidationError) -> TableError:
    message, _, where = str(exc).rpartition(" - at `")
    if not message:
        return TableError(f"damaged: {exc}")
    return TableError(f"damaged at {where.rstrip('`')}: {message}")


def _decode(data: bytes) -> MatcherTable:
    """The table decoded, its nesting bounded by the recursion limit while msgspec decodes
    (checked in C, so nothing deeper than the limit is made)."""
    try:
        return decode_nested(_DECODER.decode, data, MAX_NESTING)
    except RecursionError:
        raise TableError(f"damaged: nested deeper than {MAX_NESTING} levels") from None
    except UnicodeDecodeError:
        raise TableError("damaged: a string is not valid UTF-8") from None
    except msgspec.ValidationError as exc:
        _check_version(data)
        raise _invalid(exc) from None
    except msgspec.DecodeError as exc:
        raise TableError(f"damaged: {exc}") from None


class _Head(Base, tag="matcher-table", frozen=True):
    """The version alone, to tell a table of another layout from a damaged one."""

    version: str = TABLE_VERSION


_HEAD = msgspec.msgpack.Decoder(_Head)


def _check_version(data: bytes | MatcherTable) -> None:
    """Refuse a table of another major version (read alone when the whole does not decode)."""
    if isinstance(data, bytes):
        try:
            version = decode_nested(_HEAD.decode, data, MAX_NESTING).version
        except (RecursionError, UnicodeDecodeError, msgspec.DecodeError):
            return
    else:
        version = data.version
    if version.split(".")[0] != TABLE_VERSION.split(".")[0]:
        raise TableError(f"matcher table version {version[:20]!r}; this bridgec reads "
                         f"{TABLE_VERSION.split('.')[0]}.x (recompile the table)")


def _check_header(table: MatcherTable) -> None:
    _check_version(table)
    if tuple(table.features) != NAMES:
        raise TableError("the table's feature vector differs from this bridgec's "
                         "(recompile the table)")


def _check_indices(table: MatcherTable) -> None:
    """Every index points into its list (the types already hold them non-negative), and
    is used once, as the compiler writes them: an entry is in one node or pattern, a
    predicate is one entry's. So the code a table compiles to grows with the file, no more."""
    n_entries, n_predicates = len(table.entries), len(table.predicates)
    if n_entries > MAX_ENTRIES:
        raise TableError(f"{n_entries:,} entries, more than the {MAX_ENTRIES:,} a matcher "
                         "table may hold")
    owner = [False] * n_predicates
    for i, entry in enumerate(table.entries):
        p = entry.predicate
        if p >= n_predicates:
            raise TableError(f"damaged at $.entries[{i}].predicate: predicate {p} of "
                             f"{n_predicates}")
        if p >= 0:
            if owner[p]:
                raise TableError(f"damaged at $.entries[{i}].predicate: predicate {p} "
                                 "used twice")
            owner[p] = True
    placed = [False] * n_entries
    keys: set[str] = set()
    for i, node in enumerate(table.nodes):
        if node.key in keys:
            raise TableError(f"damaged at $.nodes[{i}].key: auction {node.key!r} twice")
        keys.add(node.key)
        _place(node.entries, placed, f"$.nodes[{i}]")
        for j in node.entries:
            if not table.entries[j].call:
                raise TableError(f"damaged at $.nodes[{i}]: entry {j} has no call")
    for i, pattern in enumerate(table.patterns):
        _place(pattern.entries, placed, f"$.patterns[{i}]")


def _place(entries: tuple[int, ...], placed: list[bool], where: str) -> None:
    if len(entries) > MAX_NODE_ENTRIES:
        raise TableError(f"{where} has {len(entries):,} entries, more than the "
                         f"{MAX_NODE_ENTRIES:,} an auction may hold")
    for j, entry in enumerate(entries):
        if entry >= len(placed):
            raise TableError(f"damaged at {where}.entries[{j}]: entry {entry} of "
                             f"{len(placed)}")
        if placed[entry]:
            raise TableError(f"damaged at {where}.entries[{j}]: entry {entry} used twice")
        placed[entry] = True


def _check_trees(table: MatcherTable) -> None:
    """Predicates and goals nest at most ``MAX_IR_DEPTH`` nodes, hold ``MAX_TREE_NODES``
    together, name features of the vector, and goals are ones the GIB matcher can run
    (:func:`bridgec.matcher.gib_check.goal_problem`). One walk, no recursion."""
    budget = MAX_TREE_NODES
    trees: list[tuple[str, Struct]] = [(f"$.predicates[{i}]", p)
                                       for i, p in enumerate(table.predicates)]
    trees += [(f"$.patterns[{i}].goal", p.goal) for i, p in enumerate(table.patterns)]
    for where, tree in trees:
        stack: list[tuple[Struct, int]] = [(tree, 1)]
        while stack:
            node, depth = stack.pop()
            budget -= 1
            if budget < 0:
                raise TableError(f"more than {MAX_TREE_NODES:,} nodes in predicates and "
                                 "goals (a matcher table bridgec makes has far fewer)")
            if depth > MAX_IR_DEPTH:
                raise TableError(f"damaged at {where}: nested deeper than {MAX_IR_DEPTH} "
                                 "nodes")
            kind = type(node)
            if kind is ir.Feature:
                try:
                    index(node.name, node.suit)  # type: ignore[attr-defined]
                except FeatureError as exc:
                    raise TableError(f"damaged at {where}: {exc}") from None
                continue
            if kind is ir.Goal:
                problem = goal_problem(node)  # type: ignore[arg-type]
                if problem is not None:
                    raise TableError(f"damaged at {where}: {problem}")
            names = _CHILDREN.get(kind)
            for name in names if names is not None else _children(kind):
                value = getattr(node, name)
                if isinstance(value, Struct):
                    stack.append((value, depth + 1))
                elif isinstance(value, tuple):
                    stack.extend((v, depth + 1) for v in value if isinstance(v, Struct))


_CHILDREN: dict[type, tuple[str, ...]] = {}


def _children(kind: type) -> tuple[str, ...]:
    """The fields of an IR node class that may hold nodes (not its span)."""
    fields: tuple[str, ...] = getattr(kind, "__struct_fields__", ())
    names = _CHILDREN[kind] = tuple(f for f in fields if f != "span")
    return names


class TableError(ValueError):
    """A file that is not a usable matcher table. The message may quote the file (a value
    msgspec refused): control characters are replaced and its length is capped, so it
    prints safely on a terminal."""

    def __init__(self, message: str) -> None:
        text = _CONTROL.sub("\ufffd", message)
        super().__init__(text if len(text) <= 400 else text[:400] + "...")
        place = _WHERE.match(text)
        self.where = place.group(1) if place else None
        """The place in the table (``$.entries[3].priority``), when the message names one."""


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_WHERE = re.compile(r"damaged at (\$[^:]*): ")


def schema() -> dict[str, object]:
    """The JSON Schema of the table layout (as decoded from MessagePack)."""
    result: dict[str, object] = msgspec.json.schema(MatcherTable)
    result["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    result["title"] = f"bridgec matcher table {TABLE_VERSION}"
    return result


def auction_key(first_side: str, calls: tuple[str, ...] | list[str]) -> str:
    """The node key of an auction: ``"we:1C P 1H P"`` (``"we:"`` = an opening)."""
    return f"{first_side}:{' '.join(calls)}"
