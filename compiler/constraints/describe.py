"""Hand constraints and GIB goals in plain English: ``12-14 HCP, 5+ spades``.

Shared by the emitters and the GIB layout pass; every function returns a short phrase.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.bridge.calls import SUIT_NAMES
from bridgec.bridge.features import figure
from bridgec.constraints.fold import Fold
from bridgec.constraints.gib_goals import alt_words
from bridgec.constraints.notation import Notation

_SPEC_WORDS = {"P": "HCP", "M": "total points", "L": "losers", "Q": "controls",
               "D": "{}", "H": "8421 honour points in {}", "S": "stopper value in {}",
               "G": "suit quality in {}"}


def describe_expr(expr: ir.Expr) -> str:
    """A feature or arithmetic expression in words."""
    return _WORDS.expr(expr)


def describe_bounds(noun: str, low: int | str | None, high: int | str | None) -> str:
    """``12-14 HCP``, ``5+ spades``, ``at most 3 losers``, ``exactly 4 hearts``."""
    if isinstance(low, str) and not low.isdigit():
        return f"{noun} at least {low}"
    if isinstance(high, str) and not high.isdigit():
        return f"{noun} at most {high}"
    if low is not None and high is not None:
        return f"exactly {low} {noun}" if low == high else f"{low}-{high} {noun}"
    if low is not None:
        return f"{low}+ {noun}"
    if high is not None:
        return f"at most {high} {noun}"
    return f"any {noun}"


class _Words(Notation):
    """The plain-English backend, a second rendering beside the notation: words for the
    features, bounds, shapes and connectives; numbers, arithmetic and comparisons as in
    the notation."""

    def feature(self, x: ir.Feature) -> str:
        words = figure(x.name).words
        return words if x.suit is None else words.format(SUIT_NAMES[x.suit])

    def range(self, c: ir.Range, expr: str) -> str:
        return describe_bounds(expr, c.min, c.max)

    def shape(self, c: ir.Shape) -> str:
        return f"shape {c.pattern}" + (" (any order)" if c.any_order else "")

    def all(self, c: ir.And, terms: list[str]) -> str:
        return ", ".join(terms)

    def any(self, c: ir.Or, terms: list[str]) -> str:
        return " or ".join(f"({t})" for t in terms)

    def negate(self, c: ir.Not, term: str) -> str:
        return f"not ({term})"

    def const(self, c: ir.Const) -> str:
        return "any hand" if c.value else "no hand"

    def goal(self, c: ir.PatternMatch) -> str:
        return describe_goal(c.goal)

    def opaque(self, c: ir.Opaque) -> str:
        return f"{c.language}: {c.text}"


_WORDS = Fold(_Words())


def describe_constraint(c: ir.Constraint) -> str:
    """A constraint in words; GIB goals fall back to their text."""
    return _WORDS.constraint(c)


def describe_hand_constraint(hc: ir.HandConstraint) -> str:
    """A hand constraint in words."""
    return describe_constraint(hc.expr)


def _value(v: ir.SpecValue) -> str:
    if v.number is not None:
        return str(v.number)
    if v.grab is not None:
        return f"grab {v.grab}"
    return "a computed value"


def _suit(s: str) -> str:
    return SUIT_NAMES.get(s, f"the suit in {s}")


def _bounds(item: ir.SpecItem, value: str) -> tuple[str | None, str | None]:
    return (value, None) if item.bound == "min" else (None, value)


def describe_spec_item(item: ir.SpecItem) -> str:
    """``:P12`` -> ``12+ HCP``; ``:d3S`` -> ``at most 3 spades``."""
    if item.value is not None:
        return describe_bounds(_SPEC_WORDS[item.field], *_bounds(item, _value(item.value)))
    parts = []
    for sv in item.suits:
        noun = _SPEC_WORDS[item.field].format(_suit(sv.suit))
        parts.append(describe_bounds(noun, *_bounds(item, _value(sv.value))))
    return ", ".join(parts)


def describe_goal(goal: ir.Goal) -> str:
    """A spec or a pattern-string goal in words; other goals as their text."""
    if goal.spec is not None:
        spec = goal.spec
        words = [describe_spec_item(i) for i in spec.items]
        if spec.math is not None:
            words.insert(0, "a condition on the auction")
        if not words:
            return "nothing shown"
        return ", ".join(words)
    if goal.pattern is not None and goal.restart is None:
        phrase = alt_words(goal.pattern, describe_constraint)
        if phrase:
            return phrase
    return f"hand pattern {goal.source}" if goal.source else "any hand"
