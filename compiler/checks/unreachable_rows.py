"""Check for bid-table rows that define nothing and rules left with unbound variables.

A row is unreachable when every call it stands for was defined earlier (first definition
wins) or its variable suits cannot be bound; a rule whose call is still a pattern after the
passes has a variable nobody could bind.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.bidtables.walk import illegal_rows, is_path
from bridgec.diagnostics import Diagnostic, error, warning
from bridgec.verify import bid_nodes, rows_under


def check_unreachable_rows(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Warnings for rows no rule comes from."""
    if not document.rules:
        return ()
    used = {rule.node for rule in document.rules if rule.node is not None}
    reported = {(s.path, s.line, s.col) for rule in document.rules for s in rule.overrides}
    # a row that can never occur (and the rows under it): illegal-auction has said it
    reported |= {(d.span.path, d.span.line, d.span.col) for d in illegal_rows(document)
                 if d.span is not None and d.code == "illegal-auction"}
    found: list[Diagnostic] = []
    beneath = {n.id for node in bid_nodes(document) if _where(node) in reported
               for n in rows_under(node.children)}
    for node in bid_nodes(document):
        if node.id in used or node.synthetic or is_path(node) or node.id in beneath:
            continue  # under an overridden row, check_conflicts has said it
        if _where(node) in reported:
            continue  # check_conflicts names the winning definition, or illegal-auction
        text = node.call.name if isinstance(node.call, ir.Call) else node.call.text
        found.append(warning(
            f"row {text} defines nothing: each call it stands for is defined earlier "
            "(first definition wins) or its variable suits cannot be bound", node.span,
            hint="remove the row or change the earlier definition", code="unreachable"))
    return tuple(found)


def check_unbound_variables(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Errors for rules whose call is still a pattern after the passes (an error, so every
    conversion runs this; it is a loop over the rules)."""
    return tuple(error(f"variable call {rule.call.text} was left unbound", rule.span,
                       hint="use a suit not already used in the sequence",
                       code="unbound-variable")
                 for rule in document.rules if isinstance(rule.call, ir.CallPattern))


def _where(node: ir.BidNode) -> tuple[str, int, int] | None:
    return (node.span.path, node.span.line, node.span.col) if node.span else None
