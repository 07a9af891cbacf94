"""Whether some hand can satisfy a constraint, by reasoning on shapes and HCP.

Every (shape, HCP) pair a hand can have is a row: the 560 shapes times the HCP a hand of
that shape can hold (a suit of n cards holds at most 0, 4, 7, 9, 10 HCP for n = 0..4+; ten
or more cards force honours). Lengths, shapes and HCP are known on a row; other features
(stoppers, controls) are unknown there, so a test of them may be true or false; the top
honours held and suit quality are bounded by the suit's length.
A constraint is satisfiable when some row may satisfy it: exact for lengths, shapes and
HCP, never claiming "unsatisfiable" for what a hand could hold.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import numpy.typing as npt

from bridgec import ir
from bridgec.bridge.features import all_shapes, shape_code, sorted_code
from bridgec.constraints.shapes import shape_codes

Bools = npt.NDArray[np.bool_]
Ints = npt.NDArray[np.int32]

_SUIT_MAX = (0, 4, 7, 9, 10)
_LONG_MIN = {10: 1, 11: 3, 12: 6, 13: 10}
_COLUMN = {"S": 0, "H": 1, "D": 2, "C": 3}


def _hcp_range(lengths: tuple[int, int, int, int]) -> tuple[int, int]:
    high = sum(_SUIT_MAX[min(n, 4)] for n in lengths)
    low = sum(_LONG_MIN.get(n, 0) for n in lengths)
    return low, high


@lru_cache(maxsize=1)
def _grid() -> tuple[Ints, Ints, Ints, Ints, Ints]:
    """Rows of (lengths S H D C, hcp, shape code, sorted code, shortness points)."""
    lengths, hcp, codes, sorted_codes, short = [], [], [], [], []
    for shape in all_shapes():
        low, high = _hcp_range(shape)
        for h in range(low, high + 1):
            lengths.append(shape)
            hcp.append(h)
            codes.append(shape_code(shape))
            sorted_codes.append(sorted_code(shape))
            short.append(sum(3 - n for n in shape if n <= 2))
    return (np.array(lengths, dtype=np.int32), np.array(hcp, dtype=np.int32),
            np.array(codes, dtype=np.int32), np.array(sorted_codes, dtype=np.int32),
            np.array(short, dtype=np.int32))


def _unknown(n: int) -> tuple[Bools, Bools]:
    return np.ones(n, dtype=bool), np.ones(n, dtype=bool)


def _value(expr: ir.Expr) -> tuple[Ints, Ints] | None:
    """The lowest and highest value of an expression on each row, where known."""
    lengths, hcp, _, _, short = _grid()
    if isinstance(expr, ir.Number):
        v = np.full(hcp.shape[0], expr.value, dtype=np.int32)
        return v, v
    if isinstance(expr, ir.Arith):
        return _arith(expr)
    if not isinstance(expr, ir.Feature):
        return None
    if expr.name == "hcp":
        return hcp, hcp
    if expr.name == "total_points":
        return hcp, hcp + short
    if expr.suit is None:
        return None
    column = lengths[:, _COLUMN[expr.suit]]
    if expr.name == "length":
        return column, column
    if expr.name in _BY_LENGTH:
        low, high = _BY_LENGTH[expr.name]
        return low[column], high[column]
    return None


_TOP = np.minimum(np.arange(14, dtype=np.int32), 5)
_LENGTHS = np.arange(14, dtype=np.int32)
_BY_LENGTH: dict[str, tuple[Ints, Ints]] = {
    "top_honours": (np.zeros(14, dtype=np.int32), np.minimum(_LENGTHS, 3)),
    "suit_quality": (_LENGTHS, _LENGTHS + _TOP),
}
"""Per-suit features bounded by the suit's length: the top three honours held and suit
quality (length + A K Q J T held)."""


def _arith(expr: ir.Arith) -> tuple[Ints, Ints] | None:
    """Bounds of a sum or difference from the bounds of its sides (never too narrow)."""
    left, right = _value(expr.left), _value(expr.right)
    if left is None or right is None or expr.op == "*":
        return None
    if expr.op == "+":
        return left[0] + right[0], left[1] + right[1]
    return left[0] - right[1], left[1] - right[0]


def _range(c: ir.Range) -> tuple[Bools, Bools]:
    n = _grid()[1].shape[0]
    value = _value(c.expr)
    if value is None:
        return _unknown(n)
    low, high = value
    lo = -(1 << 20) if c.min is None else c.min
    hi = 1 << 20 if c.max is None else c.max
    can_true = (high >= lo) & (low <= hi)
    can_false = (low < lo) | (high > hi)
    return can_true, can_false


def _compare(c: ir.Compare) -> tuple[Bools, Bools]:
    n = _grid()[1].shape[0]
    left, right = _value(c.left), _value(c.right)
    if left is None or right is None or not (left[0] is left[1] and right[0] is right[1]):
        return _unknown(n)
    a, b = left[0], right[0]
    ops = {"<": a < b, "<=": a <= b, "==": a == b, "!=": a != b, ">=": a >= b, ">": a > b}
    result: Bools = ops[c.op]
    return result, ~result


def _shape(c: ir.Shape) -> tuple[Bools, Bools]:
    _, _, codes, sorted_codes, _ = _grid()
    accepted = shape_codes(c.pattern, c.any_order)
    column = sorted_codes if c.any_order else codes
    result: Bools = np.isin(column, np.array(sorted(accepted), dtype=np.int32))
    return result, ~result


@lru_cache(maxsize=4096)
def _leaf(c: ir.Range | ir.Compare | ir.Shape) -> tuple[Bools, Bools]:
    if isinstance(c, ir.Range):
        return _range(c)
    if isinstance(c, ir.Compare):
        return _compare(c)
    return _shape(c)


def may(c: ir.Constraint) -> tuple[Bools, Bools]:
    """Per row: whether the constraint may be true, and whether it may be false."""
    n = _grid()[1].shape[0]
    if isinstance(c, (ir.Range, ir.Compare, ir.Shape)):
        return _leaf(c)
    if isinstance(c, (ir.And, ir.Or)):
        parts = [may(term) for term in c.terms]
        trues, falses = [p[0] for p in parts], [p[1] for p in parts]
        if isinstance(c, ir.And):
            return np.logical_and.reduce(trues), np.logical_or.reduce(falses)
        return np.logical_or.reduce(trues), np.logical_and.reduce(falses)
    if isinstance(c, ir.Not):
        can_true, can_false = may(c.term)
        return can_false, can_true
    if isinstance(c, ir.Const):
        return np.full(n, c.value, dtype=bool), np.full(n, not c.value, dtype=bool)
    return _unknown(n)


@lru_cache(maxsize=16384)
def satisfiable(c: ir.Constraint) -> bool:
    """False only if no hand can satisfy ``c`` (see the module docstring)."""
    return bool(may(c)[0].any())
