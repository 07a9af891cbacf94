"""Pass ``layout_bid_tables``: lay out flat rules (a BSS file) as readable bid-table trees.

Rules with a concrete auction and no bid node yet are grouped into one table per opening
side and conditions (seat and vulnerability), in order of first appearance. Each rule
becomes a row under the rows of the calls before it, sibling rows in bidding order (as BBO
lists a card's calls); a call with no rule of its own (a missing intermediate step) becomes
a ``synthetic`` row with no meaning, written without ``=``: a path that BML reads as no
definition (a record with no text and rows under it keeps ``=``: ``1C =``). In tables we
open, the opponents' passes between our calls are left out when they only pass, as in BML's
uncontested tables (``1C`` / ``1H`` is 1C-(P)-1H); once they bid, double or redouble, or a
rule describes their pass, every call is a row, as in BML's contested tables. Every laid-out
rule gets ``node``, the id of its row. Rows use the ``=`` separator, as bss2bml writes them:
a BML row ``D text`` followed by a deeper row reads as one multi-line description, ``D =
text`` does not.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from bridgec import ir
from bridgec.bridge.calls import call_order
from bridgec.verify import bid_nodes

Key = tuple[tuple[str, ir.Side], ...]
GroupKey = tuple[str, ir.Conditions]


class _Row(msgspec.Struct):
    """A row being built: its call, where it came from, its children's keys."""

    id: str
    call: str
    side: ir.Side
    auction: tuple[ir.AuctionCall, ...] | None
    rule: ir.Rule | None = None
    children: list[Key] = msgspec.field(default_factory=list)


class _Table:
    """The rows of one table by path, and its root paths in order."""

    def __init__(self) -> None:
        self.rows: dict[Key, _Row] = {}
        self.roots: list[Key] = []


def _laid_out(rule: ir.Rule) -> bool:
    return rule.node is None and rule.auction is not None and isinstance(rule.call, ir.Call)


def _calls(rule: ir.Rule) -> list[ir.AuctionCall]:
    assert rule.auction is not None and isinstance(rule.call, ir.Call)
    return [*rule.auction, ir.AuctionCall(call=rule.call.name, side=rule.side)]


def _path(calls: list[ir.AuctionCall]) -> list[int]:
    """Indexes of the calls that are rows: all of them, except the opponents' passes
    between our calls in an auction we open where they only pass (BML's uncontested
    tables)."""
    last = len(calls) - 1
    uncontested = calls[0].side == "we" and all(
        c.call == "P" for c in calls[:-1] if c.side == "they") and calls[-1].side == "we"
    return [i for i, c in enumerate(calls) if not (uncontested and c.side == "they")] \
        if uncontested else list(range(last + 1))


class _Ids:
    def __init__(self, taken: set[str]) -> None:
        self.taken = taken
        self.next = 0

    def new(self) -> str:
        while True:
            self.next += 1
            candidate = f"layout{self.next}"
            if candidate not in self.taken:
                return candidate


Parents = dict[tuple[int, ir.Side], tuple[Key, bool]]
"""By ``id`` of a rule's auction and its side: the key of the row its call goes under, and
whether every call of that path is a row without qualification."""


def _place(table: _Table, rule: ir.Rule, ids: _Ids, parents: Parents) -> str:
    assert rule.auction is not None and isinstance(rule.call, ir.Call)
    known = parents.get((id(rule.auction), rule.side))
    if known is not None:  # another rule after the same auction placed the rows above
        parent, every = known
        return _row(table, (*parent, (rule.call.name, rule.side)), rule.auction, every, ids,
                    rule).id
    calls = _calls(rule)
    key: Key = ()
    row: _Row | None = None
    path = _path(calls)
    # Only a row whose ancestors leave calls out needs its auction spelt out; storing it
    # on every row of a contested path would make the IR quadratic in the auction's length
    every = len(path) == len(calls) and not any(c.qualification for c in calls)
    for i in path:
        parent, key = key, (*key, (calls[i].call, calls[i].side))
        row = _row(table, key, calls[:i], every, ids, rule if i == len(calls) - 1 else None)
    parents[(id(rule.auction), rule.side)] = (parent, every)
    assert row is not None
    return row.id


def _row(table: _Table, key: Key, before: Sequence[ir.AuctionCall], every: bool, ids: _Ids,
         rule: ir.Rule | None) -> _Row:
    """The row ``key`` (the path of calls to it), made if new under its parent's row;
    ``rule`` defines it unless an earlier rule does."""
    row = table.rows.get(key)
    if row is None:
        parent, (call, side) = key[:-1], key[-1]
        row = _Row(id=ids.new(), call=call, side=side,
                   auction=None if every else tuple(before))
        table.rows[key] = row
        (table.rows[parent].children if parent else table.roots).append(key)
    if rule is not None and row.rule is None:
        row.rule = rule
    return row


def _bidding_order(keys: list[Key]) -> list[Key]:
    """Sibling rows in bidding order (1C before 1D before 1N before 2C, then pass, double,
    redouble), as BBO lists a card's calls, whatever the order of the file's records."""
    return sorted(keys, key=lambda key: call_order(key[-1][0]))


def _node(table: _Table, key: Key) -> ir.BidNode:
    row = table.rows[key]
    children = tuple(_node(table, k) for k in _bidding_order(row.children))
    call = ir.Call(name=row.call)
    if row.rule is None:
        return ir.BidNode(id=row.id, call=call, side=row.side, children=children,
                          auction=row.auction, synthetic=True)
    return ir.BidNode(id=row.id, call=call, side=row.side, meaning=row.rule.meaning,
                      hidden=row.rule.hidden, children=children, auction=row.auction,
                      span=row.rule.span, separator="=")


def layout_bid_tables(document: ir.Document) -> ir.Document:
    """Add a bid table per opening side and conditions for the rules not laid out yet."""
    if not any(_laid_out(r) for r in document.rules):
        return document
    ids = _Ids({n.id for n in bid_nodes(document)})
    tables: dict[GroupKey, _Table] = {}
    parents: dict[GroupKey, Parents] = {}
    rules: list[ir.Rule] = []
    for rule in document.rules:
        if not _laid_out(rule):
            rules.append(rule)
            continue
        assert rule.auction is not None  # _laid_out
        group = (rule.auction[0].side if rule.auction else rule.side, rule.conditions)
        node = _place(tables.setdefault(group, _Table()), rule, ids,
                      parents.setdefault(group, {}))
        rules.append(msgspec.structs.replace(rule, node=node))
    blocks = [ir.BidTable(rows=tuple(_node(t, k) for k in _bidding_order(t.roots)),
                          conditions=msgspec.structs.replace(conditions, span=None))
              for (_, conditions), t in tables.items()]
    return msgspec.structs.replace(document, body=(*document.body, *blocks),
                                   rules=tuple(rules))
