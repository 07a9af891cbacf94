"""Check seat and vulnerability conditions that can never hold.

A bid-table row inside a table (or a row) whose conditions contradict its own, such as
``#SEAT 12`` around a row for seat 3, or "we vulnerable" around "we not vulnerable".
"""

from __future__ import annotations

from bridgec import ir
from bridgec.diagnostics import Diagnostic, warning


def _contradiction(outer: ir.Conditions, inner: ir.Conditions) -> str | None:
    if outer.seats and inner.seats and not set(outer.seats) & set(inner.seats):
        return f"seats {list(inner.seats)} inside seats {list(outer.seats)}"
    for side in ("we_vulnerable", "they_vulnerable"):
        a, b = getattr(outer, side), getattr(inner, side)
        if a is not None and b is not None and a != b:
            return f"{side.replace('_', ' ')} {b} inside {side.replace('_', ' ')} {a}"
    return None


def _walk(nodes: tuple[ir.BidNode, ...], outer: ir.Conditions,
          found: list[Diagnostic]) -> None:
    for node in nodes:
        why = _contradiction(outer, node.conditions)
        if why:
            found.append(warning(f"conditions can never hold: {why}", node.span,
                                 hint="check the #SEAT/#VUL lines around this row",
                                 code="impossible-conditions"))
        inner = node.conditions if node.conditions != ir.Conditions() else outer
        _walk(node.children, inner, found)


def check_conditions(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Warnings for rows whose conditions contradict their table's or parent's."""
    found: list[Diagnostic] = []
    for block in document.body:
        if isinstance(block, ir.BidTable):
            _walk(block.rows, block.conditions, found)
    return tuple(found)
