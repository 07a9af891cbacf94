"""Evaluate a constraint on one hand's feature vector, and say why it fails when it does.

The interpreter of the constraint language: slow and plain, the reference that the compiled
forms (:mod:`bridgec.constraints.python`, :mod:`bridgec.constraints.vectorised`) are held
to, and the source of the matcher's explanations. Opaque conditions hold (they are not
evaluated); a GIB pattern match asks the ``goal`` function given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bridgec import ir
from bridgec.bridge.features import SHAPE_AT, index, shape_text, vector
from bridgec.bridge.hand import Hand
from bridgec.constraints.fold import ARITH, COMPARE, fold
from bridgec.constraints.notation import constraint_notation, expr_notation
from bridgec.constraints.shapes import alike, codes, column, pattern_text

GoalFn = Callable[[ir.Goal, Hand], bool]
"""Whether a hand matches a GIB goal (:func:`bridgec.matcher.gib_match.match_pattern`)."""
Reason = str | None
"""Why a constraint fails; None when it holds."""


class _Reasons:
    """The interpreter backend: expressions to ints, constraints to a reason or None."""

    def __init__(self, f: Sequence[int], hand: Hand | None, goal: GoalFn | None) -> None:
        self.f, self.hand, self.goal_fn = f, hand, goal

    def feature(self, x: ir.Feature) -> int:
        return self.f[index(x.name, x.suit)]

    def number(self, x: ir.Number) -> int:
        return x.value

    def arith(self, x: ir.Arith, left: int, right: int) -> int:
        result: int = ARITH[x.op](left, right)
        return result

    def range(self, c: ir.Range, expr: int) -> Reason:
        if (c.min is None or expr >= c.min) and (c.max is None or expr <= c.max):
            return None
        return f"{expr_notation(c.expr)} is {expr}, needs {constraint_notation(c)}"

    def compare(self, c: ir.Compare, left: int, right: int) -> Reason:
        return None if COMPARE[c.op](left, right) else \
            f"needs {constraint_notation(c)} ({left} vs {right})"

    def shape(self, c: ir.Shape) -> Reason:
        if self.f[column(c)] in codes(c):
            return None
        return f"shape is {shape_text(self.f[SHAPE_AT])}, needs {pattern_text(c)}"

    def all(self, c: ir.And, terms: list[Reason]) -> Reason:
        return next((r for r in terms if r is not None), None)

    def any(self, c: ir.Or, terms: list[Reason]) -> Reason:
        if any(r is None for r in terms):
            return None
        if len(alike(c.terms)) == len(terms):
            return f"shape is {shape_text(self.f[SHAPE_AT])}, needs {constraint_notation(c)}"
        return "none of: " + "; ".join(r for r in terms if r is not None)

    def negate(self, c: ir.Not, term: Reason) -> Reason:
        return f"must not hold: {constraint_notation(c.term)}" if term is None else None

    def const(self, c: ir.Const) -> Reason:
        return None if c.value else "never holds"

    def goal(self, c: ir.PatternMatch) -> Reason:
        if self.goal_fn is None or self.hand is None:
            raise ValueError("a GIB pattern match needs the hand and the goal interpreter")
        return None if self.goal_fn(c.goal, self.hand) else \
            f"the hand does not match pattern {c.goal.source}"

    def opaque(self, c: ir.Opaque) -> Reason:
        return None


def why_not(c: ir.Constraint, f: Sequence[int], hand: Hand | None = None,
            goal: GoalFn | None = None) -> Reason:
    """Why the hand with feature vector ``f`` fails ``c`` (``"hcp is 12, needs hcp 15-17"``,
    in :mod:`bridgec.constraints.notation`), or None when it satisfies it.

    Raises:
        ValueError: ``c`` holds a GIB pattern match and no ``hand`` and ``goal`` are given.
    """
    return fold(c, _Reasons(f, hand, goal))


def evaluate(c: ir.Constraint, hand: Hand, goal: GoalFn | None = None) -> bool:
    """Whether ``hand`` satisfies ``c``."""
    return why_not(c, vector(hand), hand, goal) is None
