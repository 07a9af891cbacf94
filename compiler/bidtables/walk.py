"""The walk of BML bid tables: from rows to call definitions.

A sequence start gives a definition for each of its calls (``context_only`` when it has no
description: only the auction the rows under it continue from), every row one for its call after
the auction above it (except a path: a row with no description, not written with ``=``, that
only leads to the rows under it, :func:`is_path`), patterns one per bid they stand for that
no earlier sibling defined (with ``expanded_from``), a bound variable is replaced by its
suit in the description, and a pass is put between two calls of the same side. An expansion
of a pattern that is illegal after its auction (``1m-(1X)`` then ``1H``: ``1C (1H) 1H``) is
left out, with the rows under it: the author meant the pattern where it can be bid. Used by
the ``derive_rules`` pass and by the BML front end (:func:`findings`: rows that stand for no
bid, illegal rows).
"""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.bidtables.expand import candidates, may_bind, substitute
from bridgec.bidtables.legality import (
    START,
    State,
    illegal_auction,
    skipped_expansion,
    step,
)
from bridgec.bridge.calls import bid_value
from bridgec.diagnostics import Diagnostic, Span
from bridgec.verify import rows_under


class _Row(msgspec.Struct):
    """A row as the walk sees it (a bid node, or a call of a sequence start)."""

    call: ir.AnyCall
    side: ir.Side
    description: tuple[ir.Inline, ...]
    children: tuple[_Row, ...]
    node: str | None
    """The bid node's id; None for a call of the sequence start."""
    span: Span | None
    explicit: bool = False
    """Written with ``=``: a record even with no description (``1N =``)."""


class Skipped(msgspec.Struct, frozen=True):
    """A definition left out because its last call can never be made after its auction."""

    row: _Row
    calls: tuple[tuple[str, str], ...]
    why: str
    pattern: str | None


class Walk(msgspec.Struct):
    table: ir.BidTable
    rules: list[ir.Rule]
    variables: dict[str, str] = msgspec.field(default_factory=dict)
    used: dict[str, int] = msgspec.field(default_factory=dict)
    pattern: str | None = None
    attempted: set[str] = msgspec.field(default_factory=set)
    bound: set[str] = msgspec.field(default_factory=set)
    skipped: list[Skipped] = msgspec.field(default_factory=list)
    kept: set[int] = msgspec.field(default_factory=set)
    """``id()`` of the rows with at least one legal expansion."""


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


def illegal_rows(document: ir.Document) -> list[Diagnostic]:
    """The definitions of the bid tables that can never be made, which ``derive_rules``
    leaves out: a warning for a row that can never be bid where it stands (once, not the
    rows under it), and a note for each left-out expansion of a pattern row that is legal
    elsewhere. Tables holding a pattern are walked in full, the others by their calls."""
    found: list[Diagnostic] = []
    for block in document.body:
        if not isinstance(block, ir.BidTable):
            continue
        plain: list[Diagnostic] = []
        if _concrete(block, plain):
            found += plain
            continue
        walk = Walk(table=block, rules=[])
        walk_rows(walk, table_rows(block), ())
        failed: set[int] = set()
        for skip in walk.skipped:
            if skip.pattern is not None and id(skip.row) in walk.kept:
                found.append(skipped_expansion(skip.calls, skip.why, skip.pattern,
                                               skip.row.span))
            elif id(skip.row) not in failed:  # once: the first auction it fails
                failed.add(id(skip.row))
                found.append(illegal_auction(skip.calls, skip.why, skip.row.span))
    return found


Trail = tuple[object, str, str] | None
"""The calls of a row's auction, last first: ``(trail before, call, side)``."""


class _Pattern(Exception):
    """A pattern row: the table is walked in full."""


def _concrete(table: ir.BidTable, found: list[Diagnostic]) -> bool:
    """The illegal rows of a table without patterns, each once (not the rows under it):
    each row's state is its parent's after one step, so the walk is linear in rows.
    False (and ``found`` to be dropped) for a table that holds a pattern."""
    try:
        _concrete_table(table, found)
    except _Pattern:
        return False
    return True


def _concrete_table(table: ir.BidTable, found: list[Diagnostic]) -> None:
    trail: Trail = None
    state = START
    steps: dict[tuple[object, ...], tuple[State | str, bool]] = {}
    for start in table.start.calls if table.start else ():
        if isinstance(start.call, ir.CallPattern):
            raise _Pattern
        if not isinstance(start.call, ir.Call):
            return
        after, trail = _after(state, trail, start.call.name, start.side, steps)
        if isinstance(after, str):
            found.append(illegal_auction(_calls(trail), after, start.span))
            return
        state = after
    _concrete_rows(table.rows, state, trail, found, steps)


def _concrete_rows(nodes: tuple[ir.BidNode, ...], state: State, trail: Trail,
                   found: list[Diagnostic], steps: dict[tuple[object, ...],
                                                        tuple[State | str, bool]]) -> None:
    last = trail[2] if trail is not None else None
    for node in nodes:
        call = node.call
        if type(call) is not ir.Call:
            if isinstance(call, ir.CallPattern):
                raise _Pattern
            continue
        key = (state, last, call.name, node.side)
        known = steps.get(key)
        if known is None:
            known = steps[key] = _step(state, last, call.name, node.side)
        after, passed = known
        if isinstance(after, str) or node.children:
            made = _made(trail, passed, call.name, node.side)
            if isinstance(after, str):
                found.append(illegal_auction(_calls(made), after, node.span))
            else:
                _concrete_rows(node.children, after, made, found, steps)


def _step(state: State, last: str | None, call: str, side: str) -> tuple[State | str, bool]:
    """The state after ``side`` calls ``call`` (the other side's pass first when ``side``
    made the last call, as :func:`_with_passes`), or why it cannot; and whether a pass
    was put in."""
    if last == side:
        passed = step(state, "P", "they" if side == "we" else "we")
        if isinstance(passed, str):
            return passed, True
        state = passed
    return step(state, call, side), last == side


def _made(trail: Trail, passed: bool, call: str, side: str) -> Trail:
    if passed:
        trail = (trail, "P", "they" if side == "we" else "we")
    return (trail, call, side)


def _after(state: State, trail: Trail, call: str, side: str,
           steps: dict[tuple[object, ...], tuple[State | str, bool]]) -> tuple[State | str, Trail]:
    after, passed = _step(state, trail[2] if trail is not None else None, call, side)
    return after, _made(trail, passed, call, side)


def _calls(trail: Trail) -> tuple[tuple[str, str], ...]:
    out: list[tuple[str, str]] = []
    while trail is not None:
        before, call, side = trail
        out.append((call, side))
        trail = before  # type: ignore[assignment]
    return tuple(reversed(out))


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
    # the calls of a sequence start are definitions, with or without a description
    last = _Row(calls[-1].call, calls[-1].side, meaning.description if meaning else (),
                rows, None, calls[-1].span, explicit=True)
    for prefix in reversed(calls[:-1]):
        last = _Row(prefix.call, prefix.side, (), (last,), None, prefix.span, explicit=True)
    return (last,)


def _row(node: ir.BidNode) -> _Row:
    return _Row(node.call, node.side, node.meaning.description,
                tuple(_row(c) for c in node.children), node.id, node.span,
                node.separator == "=")


def is_path(node: ir.BidNode) -> bool:
    """A row that is only a step to the rows under it: no description, not written with
    ``=``, rows under it (``1C`` / ``(1D)`` / ``1H = ...``). It defines no call (no BSS
    record, no matcher rule) and is still shown as the tree's step; a leaf row with no
    description stays a definition, and so does ``1N =`` with rows under it."""
    return not node.meaning.description and bool(node.children) and node.separator != "="


def _path(row: _Row, description: tuple[ir.Inline, ...]) -> bool:
    return not description and bool(row.children) and not row.explicit


Auction = tuple[ir.AuctionCall, ...]


Before = tuple[Auction, State | str]
"""A side's auction before its call (the other side's pass put in where it is implied), and
where the auction stands after it (or why that pass could not be made)."""


def walk_rows(walk: Walk, rows: tuple[_Row, ...], auction: Auction,
              state: State = START) -> None:
    """Define the calls of ``rows``, made after ``auction`` (which leaves the bidding at
    ``state``), and of the rows under them."""
    done: set[tuple[str, str]] = set()
    befores: dict[str, Before] = {}  # by side: the rows' rules share their auction
    for row in rows:
        if row.side not in befores:
            befores[row.side] = _before(auction, state, row.side)
        if isinstance(row.call, ir.Call):
            _define(walk, row, row.call.name, row.description, befores[row.side],
                    walk.pattern)
            done.add((row.side, row.call.name))
        else:
            _expand(walk, row, row.call, auction, befores[row.side], set(done), done)


def _before(auction: Auction, state: State, side: ir.Side) -> Before:
    """``auction`` with the other side's pass when it is implied, and the state after it."""
    before = _with_passes(auction, side)
    if before is auction:
        return before, state
    return before, step(state, "P", before[-1].side)


def _expand(walk: Walk, row: _Row, pattern: ir.CallPattern,
            auction: Auction, before: Before, taken: set[tuple[str, str]],
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
        _define(walk, row, name, description, before, walk.pattern)
        walk.pattern = outer
        if new and var:
            del walk.variables[var]
        taken = taken | {(row.side, name)}
        done.add((row.side, name))


def _define(walk: Walk, row: _Row, name: str, description: tuple[ir.Inline, ...],
            auction_before: Before, expanded_from: str | None) -> None:
    before, state = auction_before
    after = state if isinstance(state, str) else step(state, name, row.side)
    if isinstance(after, str):  # never a rule, nor the rows under it (illegal-auction)
        calls = (*((c.call, c.side) for c in before), (name, row.side))
        walk.skipped.append(Skipped(row, calls, after, expanded_from))
        return
    walk.kept.add(id(row))
    table = walk.table
    meaning = _drop_dot_line(description)
    if not _path(row, meaning):
        walk.rules.append(ir.Rule(
            id=f"r{len(walk.rules) + 1}", call=row.call if type(row.call) is ir.Call
            and row.call.name == name else ir.Call(name=name, span=row.call.span),
            side=row.side, auction=before, meaning=ir.Meaning(description=meaning),
            conditions=table.conditions, hidden=table.hidden, node=row.node,
            expanded_from=expanded_from, span=row.span,
            context_only=row.node is None and not meaning))  # a bare sequence-start call
    value = bid_value(name)
    strain = name[1] if value is not None else ""
    previous = walk.used.get(strain)
    if value is not None:
        walk.used[strain] = value
    if row.children:
        walk_rows(walk, row.children, (*before, ir.AuctionCall(call=name, side=row.side)),
                  after)
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
