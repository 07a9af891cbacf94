"""Constraints evaluated over many hands at once: a boolean column over a feature matrix.

The matrix is :func:`bridgec.bridge.batch.features` (one row a hand). GIB pattern matches
need the hands' masks and a ``goal`` function of them (without one they never hold);
opaque conditions hold.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from bridgec import ir
from bridgec.bridge.batch import BoolArray, IntArray
from bridgec.bridge.features import index
from bridgec.constraints.fold import ARITH, COMPARE, fold
from bridgec.constraints.shapes import codes, column

GoalBatch = Callable[[ir.Goal, IntArray], BoolArray]
"""Which of the hands (masks, n x 4) match a GIB goal."""


class _Columns:
    """The numpy backend: expressions to int columns, constraints to boolean columns."""

    def __init__(self, f: IntArray, masks: IntArray | None, goal: GoalBatch | None) -> None:
        self.f, self.masks, self.goal_fn = f, masks, goal
        self.n = f.shape[0]

    def feature(self, x: ir.Feature) -> IntArray:
        return self.f[:, index(x.name, x.suit)]

    def number(self, x: ir.Number) -> IntArray:
        return np.full(self.n, x.value, dtype=np.int32)

    def arith(self, x: ir.Arith, left: IntArray, right: IntArray) -> IntArray:
        result: IntArray = ARITH[x.op](left, right)
        return result

    def range(self, c: ir.Range, expr: IntArray) -> BoolArray:
        ok = np.ones(self.n, dtype=bool)
        if c.min is not None:
            ok &= expr >= c.min
        if c.max is not None:
            ok &= expr <= c.max
        return ok

    def compare(self, c: ir.Compare, left: IntArray, right: IntArray) -> BoolArray:
        result: BoolArray = COMPARE[c.op](left, right)
        return result

    def shape(self, c: ir.Shape) -> BoolArray:
        return np.isin(self.f[:, column(c)], np.fromiter(codes(c), dtype=np.int32))

    def all(self, c: ir.And, terms: list[BoolArray]) -> BoolArray:
        ok = np.ones(self.n, dtype=bool)
        for t in terms:
            ok &= t
        return ok

    def any(self, c: ir.Or, terms: list[BoolArray]) -> BoolArray:
        ok = np.zeros(self.n, dtype=bool)
        for t in terms:
            ok |= t
        return ok

    def negate(self, c: ir.Not, term: BoolArray) -> BoolArray:
        return ~term

    def const(self, c: ir.Const) -> BoolArray:
        return np.full(self.n, c.value, dtype=bool)

    def goal(self, c: ir.PatternMatch) -> BoolArray:
        if self.goal_fn is None or self.masks is None:
            return np.zeros(self.n, dtype=bool)
        return self.goal_fn(c.goal, self.masks)

    def opaque(self, c: ir.Opaque) -> BoolArray:
        return np.ones(self.n, dtype=bool)


def evaluate(c: ir.Constraint, f: IntArray, masks: IntArray | None = None,
             goal: GoalBatch | None = None) -> BoolArray:
    """Which rows of the feature matrix ``f`` satisfy ``c``."""
    return fold(c, _Columns(f, masks, goal))
