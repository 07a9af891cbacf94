"""Check that competitive bid tables write every call, the opponents' included.

In a competitive auction every call, even a pass, must be written (BML spec), so once an
opponents' call appears on a path of a bid table, two calls of the same side in a row mean
a missing call of the other side.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.diagnostics import Diagnostic, info


def _call_text(node: ir.BidNode) -> str:
    return node.call.name if isinstance(node.call, ir.Call) else node.call.text


def _walk(nodes: tuple[ir.BidNode, ...], parent_side: str | None, competitive: bool,
          found: list[Diagnostic]) -> None:
    for node in nodes:
        if competitive and parent_side == node.side and not node.synthetic:
            other = "opponents'" if node.side == "we" else "our side's"
            found.append(info(
                f"{_call_text(node)} follows a call of the same side in a competitive "
                f"auction: the {other} call in between is missing", node.span,
                hint="write every call in competitive auctions, e.g. (P) for a pass",
                code="alternation"))
        _walk(node.children, node.side, competitive or node.side == "they", found)


def check_competitive_alternation(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Warnings for same-side calls in a row below an opponents' call."""
    found: list[Diagnostic] = []
    for block in document.body:
        if not isinstance(block, ir.BidTable):
            continue
        start = block.start.calls if block.start else ()
        competitive = any(c.side == "they" for c in start)
        parent = start[-1].side if start else None
        _walk(block.rows, parent, competitive, found)
    return tuple(found)
