"""The hand constraint a rule states: its ``requires``, else everything its meaning shows;
and how much of its meaning was understood."""

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


def understood(rule: ir.Rule) -> float:
    """How much of the rule's meaning was understood, as its constraints record it: 0.0 when
    it states none, 1.0 when the source states any of them; else the share the
    ``infer_constraints`` pass recorded (``HandConstraint.understood``), 1.0 when none was
    recorded (an IR made by a program that did not run the pass)."""
    constraint, inferred = stated(rule)
    if constraint is None:
        return 0.0
    if not inferred:
        return 1.0
    if rule.requires is not None:
        share = rule.requires.understood
    else:
        share = next((s.understood for s in rule.meaning.shows if s.understood is not None),
                     None)
    return 1.0 if share is None else share
