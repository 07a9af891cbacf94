"""Vectorised hands: deal many random deals with numpy, compute their feature vectors in
one go, and evaluate table predicates over whole columns.

The per-suit numbers come from the same per-mask table as :mod:`bridgec.bridge.hand` (so the two
agree by construction; ``tests/test_analyze.py`` checks it hand by hand).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from bridgec.bridge import hand as hands
from bridgec.constraints.evaluate import sorted_of
from bridgec.matcher import format as mf

IntArray = npt.NDArray[np.int32]
BoolArray = npt.NDArray[np.bool_]
GoalBatch = Callable[[mf.PGoal, IntArray], BoolArray]


@lru_cache(maxsize=1)
def _suit_columns() -> IntArray:
    """(8192, 8): length, hcp, shortness, losers, controls, 8421, stoppers, quality."""
    return np.array([(r.length, r.hcp, r.shortness, r.losers, r.controls, r.honor_points,
                      r.stoppers, r.quality) for r in hands.suit_table()], dtype=np.int32)


@lru_cache(maxsize=1)
def _sorted_lookup() -> IntArray:
    table = np.zeros(1 << 16, dtype=np.int32)
    for code, sorted_code in sorted_of().items():
        table[code] = sorted_code
    return table


def deal(n: int, rng: np.random.Generator) -> IntArray:
    """``n`` random deals as masks: shape (n, 4 hands, 4 suits S H D C), hand 0 = dealer.

    Card ``c`` (0-51) is suit ``c // 13`` (S H D C) and rank bit ``c % 13``, so a hand's 13
    cards summed as ``1 << c`` give all four suit masks at once.
    """
    cards = np.broadcast_to(np.arange(52, dtype=np.int64), (n, 52))
    order = rng.permuted(cards, axis=1)
    bits = np.left_shift(np.int64(1), order)
    masks = np.empty((n, 4, 4), dtype=np.int32)
    for seat in range(4):
        whole = bits[:, 13 * seat:13 * seat + 13].sum(axis=1)
        for suit in range(4):
            masks[:, seat, suit] = (whole >> (13 * suit)) & 0x1FFF
    return masks


def features(masks: IntArray) -> IntArray:
    """Feature matrix (n, len(FEATURES)) of hands given as masks (n, 4) in S H D C order."""
    table = _suit_columns()
    rows = [table[masks[:, i]] for i in (3, 2, 1, 0)]  # C D H S, as the vector orders suits
    out = np.empty((masks.shape[0], len(mf.FEATURES)), dtype=np.int32)
    hcp = sum(r[:, 1] for r in rows)
    out[:, 0] = hcp
    out[:, 1] = hcp + sum(r[:, 2] for r in rows)
    out[:, 2] = sum(r[:, 3] for r in rows)
    out[:, 3] = sum(r[:, 4] for r in rows)
    for block, column in enumerate((0, 5, 1, 6, 7)):
        for i, r in enumerate(rows):
            out[:, 4 + 4 * block + i] = r[:, column]
    c, d, h, s = (r[:, 0] for r in rows)
    shape = s << 12 | h << 8 | d << 4 | c
    out[:, mf.SHAPE] = shape
    out[:, mf.SHAPE_SORTED] = _sorted_lookup()[shape]
    return out


def to_hands(masks: IntArray) -> list[hands.Hand]:
    """The rows of an (n, 4) mask array as :class:`bridgec.bridge.hand.Hand` values."""
    return [hands.Hand(*(int(m) for m in row)) for row in masks]


def evaluate(pred: mf.Pred, f: IntArray, masks: IntArray | None = None,
             goal: GoalBatch | None = None) -> BoolArray:
    """The predicate over every row of the feature matrix ``f`` (a boolean column).

    GIB goals need the hands' ``masks`` and a ``goal`` function; opaque conditions are true.
    """
    n = f.shape[0]
    if isinstance(pred, mf.PRange):
        x = _expr(pred.expr, f)
        ok = np.ones(n, dtype=bool)
        if pred.min is not None:
            ok &= x >= pred.min
        if pred.max is not None:
            ok &= x <= pred.max
        return ok
    if isinstance(pred, mf.PCompare):
        return _compare(pred.op, _expr(pred.left, f), _expr(pred.right, f))
    if isinstance(pred, mf.PShape):
        column = f[:, mf.SHAPE_SORTED if pred.sorted else mf.SHAPE]
        return np.isin(column, np.array(pred.codes, dtype=np.int32))
    if isinstance(pred, mf.PAnd):
        ok = np.ones(n, dtype=bool)
        for t in pred.terms:
            ok &= evaluate(t, f, masks, goal)
        return ok
    if isinstance(pred, mf.POr):
        ok = np.zeros(n, dtype=bool)
        for t in pred.terms:
            ok |= evaluate(t, f, masks, goal)
        return ok
    if isinstance(pred, mf.PNot):
        return ~evaluate(pred.term, f, masks, goal)
    if isinstance(pred, mf.PConst):
        return np.full(n, pred.value, dtype=bool)
    if isinstance(pred, mf.PGoal):
        if goal is None or masks is None:
            return np.zeros(n, dtype=bool)
        return goal(pred, masks)
    return np.ones(n, dtype=bool)


def _expr(x: mf.Expr, f: IntArray) -> IntArray:
    if isinstance(x, mf.XFeature):
        return f[:, x.index]
    if isinstance(x, mf.XNumber):
        return np.full(f.shape[0], x.value, dtype=np.int32)
    left, right = _expr(x.left, f), _expr(x.right, f)
    if x.op == "+":
        return left + right
    return left - right if x.op == "-" else left * right


def _compare(op: str, a: IntArray, b: IntArray) -> BoolArray:
    result: BoolArray
    if op == "<":
        result = a < b
    elif op == "<=":
        result = a <= b
    elif op == "==":
        result = a == b
    elif op == "!=":
        result = a != b
    elif op == ">=":
        result = a >= b
    else:
        result = a > b
    return result
