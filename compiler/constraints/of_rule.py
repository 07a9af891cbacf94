"""The hand constraint a rule states: its ``requires``, else everything its meaning shows."""

from __future__ import annotations

from bridgec import ir


def stated(rule: ir.Rule) -> tuple[ir.Constraint | None, bool]:
    """What the hand must hold as the rule says it (``requires``, else the conjunction of
    what the meaning shows), and whether all of it was inferred from the meaning's text
    (:mod:`bridgec.passes.infer_constraints`); ``(None, False)`` when it says nothing."""
    if rule.requires is not None:
        return rule.requires.expr, rule.requires.origin == "inferred"
    shows = rule.meaning.shows
    if not shows:
        return None, False
    inferred = all(s.origin == "inferred" for s in shows)
    if len(shows) == 1:
        return shows[0].expr, inferred
    return ir.And(terms=tuple(s.expr for s in shows)), inferred
