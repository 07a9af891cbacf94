"""Report the conflicts that resolve_conflicts settled, naming both places.

A definition that lost to an earlier one (first definition wins) is reported at the loser
with the winner's place; the expected cases are not: a call pattern losing to a concrete
call (``2X`` against ``2C``), and a BML sequence start (``1N-2C;``) naming calls defined
elsewhere. Conflicts still present (BSS files keep every record) are reported too. GIB
rules with the same pattern, call and priority that are both non-default are reported as
ties.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.diagnostics import Diagnostic, Span, warning
from bridgec.keys import (
    auction_and_call,
    definition_fingerprint,
    has_description,
    rule_key,
)
from bridgec.verify import bid_nodes


def _pattern_spans(document: ir.Document) -> set[tuple[str, int, int]]:
    return {(n.span.path, n.span.line, n.span.col) for n in bid_nodes(document)
            if n.span is not None and isinstance(n.call, ir.CallPattern)}


def _context_lines(document: ir.Document) -> set[tuple[str, int]]:
    """Sequence-start lines with no description: they name a context, define nothing."""
    return {(b.start.span.path, b.start.span.line) for b in document.body
            if isinstance(b, ir.BidTable) and b.start is not None and b.start.span is not None
            and (b.start.meaning is None or not has_description(b.start.meaning))}


def _where(span: Span | None) -> str:
    return str(span) if span is not None else "a definition made by a pass"


def check_conflicts(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Warnings for overridden definitions and GIB priority ties."""
    return (*overridden(document), *_gib_ties(document), *_unresolved(document))


def overridden(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Warnings for the definitions ``resolve_conflicts`` dropped: what a conversion that
    ran the pass reports (``registry.REPORTED_BY``), as ``check_conflicts`` does."""
    if not any(rule.overrides for rule in document.rules):
        return ()
    patterns = _pattern_spans(document)
    contexts = _context_lines(document)
    found: list[Diagnostic] = []
    for rule in document.rules:
        for lost in rule.overrides:
            if (lost.path, lost.line, lost.col) in patterns and rule.expanded_from is None:
                continue
            if (lost.path, lost.line) in contexts:
                continue
            found.append(warning(
                f"definition of {auction_and_call(rule)} is ignored: the one at "
                f"{_where(rule.span)} comes first and wins", lost,
                hint="remove one of them, or make them differ by #SEAT/#VUL conditions",
                code="conflict"))
    return tuple(found)


def _unresolved(document: ir.Document) -> list[Diagnostic]:
    """Concrete rules still in conflict (BSS input keeps every record as written)."""
    first: dict[tuple[object, ...], ir.Rule] = {}
    found: list[Diagnostic] = []
    for rule in document.rules:
        if rule.auction is None:
            continue
        key = rule_key(rule)
        winner = first.setdefault(key, rule)
        if winner is rule or definition_fingerprint(winner) == definition_fingerprint(rule):
            continue
        found.append(warning(
            f"conflicting definition of {auction_and_call(rule)}: the one at "
            f"{_where(winner.span)} comes first, and readers such as BBO use it",
            rule.span, hint="remove one of them, or make them differ by seat or "
            "vulnerability", code="conflict"))
    return found


def _gib_ties(document: ir.Document) -> list[Diagnostic]:
    seen: dict[tuple[object, ...], ir.Rule] = {}
    found: list[Diagnostic] = []
    for rule in document.rules:
        if rule.pattern is None or rule.auction is not None or rule.default:
            continue
        key = (rule_key(rule), rule.priority)
        first = seen.setdefault(key, rule)
        if first is not rule:
            found.append(warning(
                f"rule ties with the rule at {_where(first.span)}: same pattern, "
                f"constraint and priority {rule.priority}", rule.span,
                hint="give one of them a different priority", code="tie"))
    return found
