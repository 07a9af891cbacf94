"""The walk of BML bid tables: from rows to call definitions.

A sequence start gives a definition for each of its calls, every row one for its call after
the auction above it, patterns one per bid they stand for that no earlier sibling defined
(with ``expanded_from``), a bound variable is replaced by its suit in the description, and a
pass is put between two calls of the same side. Used by the ``derive_rules`` pass and by the
BML front end (rows that stand for no bid).
"""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.bidtables.expand import candidates, may_bind, substitute
from bridgec.bridge.calls import bid_value
from bridgec.diagnostics import Span
from bridgec.verify import rows_under


class _Row(msgspec.Struct):
    """A row as the walk sees it (a bid node, or a call of a sequence start)."""

    call: ir.AnyCall
    side: ir.Side
    description: tuple[ir.Inline, ...]
    children: tuple[_Row, ...]
    node: str | None
    span: Span | None


class Walk(msgspec.Struct):
    table: ir.BidTable
    rules: list[ir.Rule]
    variables: dict[str, str] = msgspec.field(default_factory=dict)
    used: dict[str, int] = msgspec.field(default_factory=dict)
    pattern: str | None = None
    attempted: set[str] = msgspec.field(default_factory=set)
    bound: set[str] = msgspec.field(default_factory=set)


def unbound_rows(document: ir.Document) -> list[str]:
    """Ids of pattern rows that stand for no bid in any auction they appear in (a variable
    suit that cannot be bound, a step above 7NT). Only tables holding a pattern are walked.
    """
    unbound: list[str] = []
    for block in document.body:
        if isinstance(block, ir.BidTable) and _has_pattern(block):
            walk = Walk(table=block, rules=[])
            walk_rows(walk, table_rows(block), ())
            unbound += sorted(walk.attempted - walk.bound, key=lambda n: int(n[1:]))
    return unbound


def _has_pattern(table: ir.BidTable) -> bool:
    if table.start and any(isinstance(c.call, ir.CallPattern) for c in table.start.calls):
        return True
    return any(isinstance(node.call, ir.CallPattern) for node in rows_under(table.rows))


def table_rows(table: ir.BidTable) -> tuple[_Row, ...]:
    rows = tuple(_row(n) for n in table.rows)
    if table.start is None or not table.start.calls:
        return rows
    calls = table.start.calls
    meaning = table.start.meaning
    last = _Row(calls[-1].call, calls[-1].side, meaning.description if meaning else (),
                rows, None, calls[-1].span)
    for prefix in reversed(calls[:-1]):
        last = _Row(prefix.call, prefix.side, (), (last,), None, prefix.span)
    return (last,)


def _row(node: ir.BidNode) -> _Row:
    return _Row(node.call, node.side, node.meaning.description,
                tuple(_row(c) for c in node.children), node.id, node.span)


Auction = tuple[ir.AuctionCall, ...]


def walk_rows(walk: Walk, rows: tuple[_Row, ...], auction: Auction) -> None:
    """Define the calls of ``rows``, made after ``auction``, and of the rows under them."""
    done: set[tuple[str, str]] = set()
    befores: dict[str, Auction] = {}  # by side: the rows' rules share their auction
    for row in rows:
        if isinstance(row.call, ir.Call):
            _define(walk, row, row.call.name, row.description, auction, befores, walk.pattern)
            done.add((row.side, row.call.name))
        else:
            _expand(walk, row, row.call, auction, befores, set(done), done)


def _expand(walk: Walk, row: _Row, pattern: ir.CallPattern,
            auction: Auction, befores: dict[str, Auction], taken: set[tuple[str, str]],
            done: set[tuple[str, str]]) -> None:
    last = _last_bid(auction)
    if row.node and pattern.form != "placeholder":
        walk.attempted.add(row.node)
    for name, var, new in candidates(pattern, walk.variables, last):
        value = bid_value(name)
        if value is None:
            continue
        if new and var and not may_bind(var, name[1], value, walk.variables, walk.used):
            continue
        if row.node:
            walk.bound.add(row.node)
        if (row.side, name) in taken:
            continue
        if new and var:
            walk.variables[var] = name[1]
        description = row.description
        if var:
            description = substitute(description, var, walk.variables[var], row.span)
        outer, walk.pattern = walk.pattern, walk.pattern or pattern.text
        _define(walk, row, name, description, auction, befores, walk.pattern)
        walk.pattern = outer
        if new and var:
            del walk.variables[var]
        taken = taken | {(row.side, name)}
        done.add((row.side, name))


def _define(walk: Walk, row: _Row, name: str, description: tuple[ir.Inline, ...],
            auction: Auction, befores: dict[str, Auction], expanded_from: str | None) -> None:
    before = befores.get(row.side)
    if before is None:
        before = befores[row.side] = _with_passes(auction, row.side)
    table = walk.table
    walk.rules.append(ir.Rule(
        id=f"r{len(walk.rules) + 1}", call=row.call if type(row.call) is ir.Call
        and row.call.name == name else ir.Call(name=name, span=row.call.span),
        side=row.side, auction=before,
        meaning=ir.Meaning(description=_drop_dot_line(description)),
        conditions=table.conditions, hidden=table.hidden, node=row.node,
        expanded_from=expanded_from, span=row.span))
    value = bid_value(name)
    strain = name[1] if value is not None else ""
    previous = walk.used.get(strain)
    if value is not None:
        walk.used[strain] = value
    if row.children:
        walk_rows(walk, row.children, (*before, ir.AuctionCall(call=name, side=row.side)))
    if value is not None:
        if previous is None:
            del walk.used[strain]
        else:
            walk.used[strain] = previous


def _with_passes(auction: Auction, side: ir.Side) -> Auction:
    if auction and auction[-1].side == side:
        other: ir.Side = "they" if side == "we" else "we"
        return (*auction, ir.AuctionCall(call="P", side=other))
    return auction


def _last_bid(auction: Auction) -> int | None:
    for call in reversed(auction):
        value = bid_value(call.call)
        if value is not None:
            return value
    return None


def _drop_dot_line(description: tuple[ir.Inline, ...]) -> tuple[ir.Inline, ...]:
    """A last line of just ``.`` stands for an empty line: not part of the meaning."""
    if len(description) >= 2 and isinstance(description[-2], ir.LineBreak):
        last = description[-1]
        if isinstance(last, ir.Text) and last.text.strip() == ".":
            return description[:-2]
    return description
