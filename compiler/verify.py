"""The IR verifier: structural invariants every pass must keep (run between passes in tests).

It reports bugs in bridgec, not in the user's input: a failure means a front end or a
pass built a tree that breaks a rule the emitters rely on.
"""

from __future__ import annotations

from collections.abc import Iterator

from bridgec import ir


class VerifyError(AssertionError):
    """An IR invariant does not hold."""


def rows_under(nodes: tuple[ir.BidNode, ...]) -> Iterator[ir.BidNode]:
    """``nodes`` and every row under them, depth first, in source order: the one walk over
    bid-table rows (:func:`bid_nodes` walks a whole document with it)."""
    stack = list(reversed(nodes))
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.children))


def bid_nodes(document: ir.Document) -> Iterator[ir.BidNode]:
    """Every bid-table row of the document, depth first, in source order."""
    for block in document.body:
        if isinstance(block, ir.BidTable):
            yield from rows_under(block.rows)


def verify(document: ir.Document) -> None:
    """Check the invariants; raise :class:`VerifyError` naming the first that fails.

    * ``ir_version`` is this bridgec's;
    * bid-node ids are unique, and every rule's ``node`` names an existing bid node;
    * rule ids are unique;
    * a rule has a concrete ``auction`` or a GIB ``pattern`` (or is an opening: empty auction);
    * concrete auctions alternate sides.
    """
    if document.ir_version != ir.IR_VERSION:
        raise VerifyError(f"ir_version {document.ir_version!r} != {ir.IR_VERSION!r}")
    node_ids: set[str] = set()
    for node in bid_nodes(document):
        if node.id in node_ids:
            raise VerifyError(f"duplicate bid-node id {node.id!r}")
        node_ids.add(node.id)
    rule_ids: set[str] = set()
    for rule in document.rules:
        if rule.id in rule_ids:
            raise VerifyError(f"duplicate rule id {rule.id!r}")
        rule_ids.add(rule.id)
        if rule.node is not None and rule.node not in node_ids:
            raise VerifyError(f"rule {rule.id!r} names missing bid node {rule.node!r}")
        if rule.auction is None and rule.pattern is None:
            raise VerifyError(f"rule {rule.id!r} has neither auction nor pattern")
        _verify_alternation(rule)


def _verify_alternation(rule: ir.Rule) -> None:
    if rule.auction is None:
        return
    sides = [c.side for c in rule.auction] + [rule.side]
    for before, after in zip(sides, sides[1:], strict=False):
        if before == after:
            raise VerifyError(f"rule {rule.id!r}: two calls in a row by {before!r}")
