"""Hand constraints, three ways: compiled, generated as Python, and interpreted directly.

* :func:`compile_constraint` turns an ``ir.Constraint`` into a table predicate
  (:mod:`bridgec.matcher.format`): features become indices into the feature vector,
  shapes become sets of shape codes.
* :func:`python_expr` writes a predicate as a Python expression over the vector ``f``
  (and the hand ``h`` for GIB goals), which :mod:`bridgec.matcher.runtime` compiles once per table.
* :func:`evaluate` interprets an ``ir.Constraint`` on a hand straight from
  :func:`bridgec.bridge.hand.features`: slow and simple, the reference the tests hold the
  compiled form to.

:func:`vector` computes the feature vector of one hand from per-suit tables.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from functools import lru_cache
from itertools import permutations

from bridgec import ir
from bridgec.bridge import hand as hands
from bridgec.matcher import format as mf

GoalFn = Callable[[hands.Hand], bool]

_OPS: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt, "<=": operator.le, "==": operator.eq, "!=": operator.ne,
    ">=": operator.ge, ">": operator.gt}
_ARITH: dict[str, Callable[[int, int], int]] = {
    "+": operator.add, "-": operator.sub, "*": operator.mul}


# ---------------------------------------------------------------------------------------
# Shapes


@lru_cache(maxsize=1)
def all_shapes() -> tuple[tuple[int, int, int, int], ...]:
    """Every hand shape (spades, hearts, diamonds, clubs) of 13 cards: 560 of them."""
    return tuple((s, h, d, 13 - s - h - d) for s in range(14) for h in range(14 - s)
                 for d in range(14 - s - h))


def shape_code(lengths: tuple[int, int, int, int]) -> int:
    """S<<12 | H<<8 | D<<4 | C of lengths in S H D C order."""
    s, h, d, c = lengths
    return s << 12 | h << 8 | d << 4 | c


def sorted_code(lengths: tuple[int, int, int, int]) -> int:
    """The shape code of the lengths sorted longest first (5-4-3-1 for 4135)."""
    a, b, c, d = sorted(lengths, reverse=True)
    return a << 12 | b << 8 | c << 4 | d


def _pattern_parts(pattern: str) -> tuple[int | None, ...]:
    parts = pattern.split("-") if "-" in pattern else list(pattern)
    return tuple(None if p == "x" else int(p) for p in parts)


def _fits(lengths: tuple[int, ...], parts: tuple[int | None, ...]) -> bool:
    return all(p is None or p == n for p, n in zip(parts, lengths, strict=True))


@lru_cache(maxsize=1024)
def shape_codes(pattern: str, any_order: bool) -> tuple[tuple[int, ...], bool]:
    """The shape codes a shape pattern accepts, and whether they are sorted codes.

    Without ``any_order`` the pattern is S-H-D-C and the codes are exact; with it, the
    codes are of sorted lengths (``5-4-x-x`` accepts every shape with a 5 and a 4 suit).
    """
    parts = _pattern_parts(pattern)
    if not any_order:
        return tuple(sorted(shape_code(s) for s in all_shapes() if _fits(s, parts))), False
    if None not in parts:
        wanted = tuple(sorted((p for p in parts if p is not None), reverse=True))
        codes = {sorted_code(s) for s in all_shapes() if tuple(sorted(s, reverse=True)) == wanted}
    else:
        codes = {sorted_code(s) for s in all_shapes()
                 if any(_fits(p, parts) for p in permutations(s))}
    return tuple(sorted(codes)), True


@lru_cache(maxsize=1)
def sorted_of() -> dict[int, int]:
    """Shape code -> sorted shape code, for all 560 shapes."""
    return {shape_code(s): sorted_code(s) for s in all_shapes()}


# ---------------------------------------------------------------------------------------
# IR -> table predicate


def feature_index(feature: ir.Feature) -> int:
    """The vector index of a feature; per-suit features without a suit raise ValueError."""
    key = f"{feature.name}.{feature.suit}" if feature.suit else feature.name
    if key not in mf.INDEX:
        raise ValueError(f"feature {feature.name} needs a suit")
    return mf.INDEX[key]


def compile_expr(expr: ir.Expr) -> mf.Expr:
    """An IR expression over features -> a table expression over indices."""
    if isinstance(expr, ir.Feature):
        return mf.XFeature(index=feature_index(expr))
    if isinstance(expr, ir.Number):
        return mf.XNumber(value=expr.value)
    return mf.XArith(op=expr.op, left=compile_expr(expr.left), right=compile_expr(expr.right))


def compile_constraint(c: ir.Constraint) -> mf.Pred:
    """An IR constraint -> a table predicate (unusable parts become opaque, never dropped)."""
    try:
        return _compile(c)
    except ValueError as exc:
        return mf.POpaque(language="bridgec", text=str(exc))


def _compile(c: ir.Constraint) -> mf.Pred:
    if isinstance(c, ir.Range):
        return mf.PRange(expr=compile_expr(c.expr), min=c.min, max=c.max)
    if isinstance(c, ir.Compare):
        return mf.PCompare(op=c.op, left=compile_expr(c.left), right=compile_expr(c.right))
    if isinstance(c, ir.Shape):
        codes, is_sorted = shape_codes(c.pattern, c.any_order)
        return mf.PShape(codes=codes, sorted=is_sorted, text=c.pattern)
    if isinstance(c, ir.And):
        return mf.PAnd(terms=tuple(_compile(t) for t in c.terms))
    if isinstance(c, ir.Or):
        return _merge_shapes(tuple(_compile(t) for t in c.terms))
    if isinstance(c, ir.Not):
        return mf.PNot(term=_compile(c.term))
    if isinstance(c, ir.Const):
        return mf.PConst(value=c.value)
    if isinstance(c, ir.PatternMatch):
        return mf.PGoal(goal=c.goal)
    return mf.POpaque(language=c.language, text=c.text)


def _merge_shapes(terms: tuple[mf.Pred, ...]) -> mf.Pred:
    """An *or* of shapes of one kind is one shape test (``balanced`` = one set lookup)."""
    shapes = [t for t in terms if isinstance(t, mf.PShape)]
    if len(shapes) < 2 or len({s.sorted for s in shapes}) != 1:
        return mf.POr(terms=terms)
    merged = mf.PShape(codes=tuple(sorted({c for s in shapes for c in s.codes})),
                       sorted=shapes[0].sorted, text=" | ".join(s.text for s in shapes))
    rest = tuple(t for t in terms if not isinstance(t, mf.PShape))
    return merged if not rest else mf.POr(terms=(merged, *rest))


# ---------------------------------------------------------------------------------------
# Table predicate -> Python source


def python_expr(pred: mf.Pred, goals: list[mf.PGoal], shapes: list[frozenset[int]]) -> str:
    """A Python expression over ``f`` (vector) and ``h`` (hand) that is the predicate.

    Shape sets are appended to ``shapes`` (named ``_S[i]``) and goals to ``goals``
    (``_G[i](h)``). Only integers and operators from the validated table reach the text.
    """
    if isinstance(pred, mf.PRange):
        e = _py_expr(pred.expr)
        low = "" if pred.min is None else f"{int(pred.min)} <= "
        high = "" if pred.max is None else f" <= {int(pred.max)}"
        return f"({low}{e}{high})" if low or high else "True"
    if isinstance(pred, mf.PCompare):
        return f"({_py_expr(pred.left)} {_op(pred.op)} {_py_expr(pred.right)})"
    if isinstance(pred, mf.PShape):
        column = mf.SHAPE_SORTED if pred.sorted else mf.SHAPE
        if len(pred.codes) == 1:
            return f"(f[{column}] == {int(pred.codes[0])})"
        shapes.append(frozenset(int(c) for c in pred.codes))
        return f"(f[{column}] in _S[{len(shapes) - 1}])"
    if isinstance(pred, (mf.PAnd, mf.POr)):
        if not pred.terms:
            return "True" if isinstance(pred, mf.PAnd) else "False"
        joiner = " and " if isinstance(pred, mf.PAnd) else " or "
        return "(" + joiner.join(python_expr(t, goals, shapes) for t in pred.terms) + ")"
    if isinstance(pred, mf.PNot):
        return f"(not {python_expr(pred.term, goals, shapes)})"
    if isinstance(pred, mf.PConst):
        return "True" if pred.value else "False"
    if isinstance(pred, mf.PGoal):
        goals.append(pred)
        return f"_G[{len(goals) - 1}](h)"
    return "True"


def _op(op: str) -> str:
    if op not in _OPS and op not in _ARITH:
        raise ValueError(f"unknown operator {op!r}")
    return op


def _py_expr(x: mf.Expr) -> str:
    if isinstance(x, mf.XFeature):
        if not 0 <= x.index < len(mf.FEATURES):
            raise ValueError(f"feature index {x.index} out of range")
        return f"f[{int(x.index)}]"
    if isinstance(x, mf.XNumber):
        return str(int(x.value))
    return f"({_py_expr(x.left)} {_op(x.op)} {_py_expr(x.right)})"


# ---------------------------------------------------------------------------------------
# The feature vector of one hand


@lru_cache(maxsize=1)
def _rows() -> tuple[tuple[int, ...], ...]:
    """Per mask: length, hcp, shortness, losers, controls, 8421, stoppers, quality."""
    return tuple((r.length, r.hcp, r.shortness, r.losers, r.controls, r.honor_points,
                  r.stoppers, r.quality) for r in hands.suit_table())


def vector(hand: hands.Hand) -> tuple[int, ...]:
    """The feature vector (:data:`bridgec.matcher.format.FEATURES`) of a hand."""
    rows = _rows()
    s, h, d, c = rows[hand[0]], rows[hand[1]], rows[hand[2]], rows[hand[3]]
    hcp = c[1] + d[1] + h[1] + s[1]
    shape = s[0] << 12 | h[0] << 8 | d[0] << 4 | c[0]
    return (hcp, hcp + c[2] + d[2] + h[2] + s[2], c[3] + d[3] + h[3] + s[3],
            c[4] + d[4] + h[4] + s[4], c[0], d[0], h[0], s[0], c[5], d[5], h[5], s[5],
            c[1], d[1], h[1], s[1], c[6], d[6], h[6], s[6], c[7], d[7], h[7], s[7],
            shape, sorted_of()[shape])


# ---------------------------------------------------------------------------------------
# Direct interpretation of the IR (the reference)


def evaluate(c: ir.Constraint, hand: hands.Hand, goal: GoalFn | None = None) -> bool:
    """Whether ``hand`` satisfies ``c``, computed from :func:`bridgec.bridge.hand.features`.

    Opaque conditions count as true (they are not evaluated); a GIB pattern match needs
    ``goal``, a function of the hand (without one it raises ValueError).
    """
    values = hands.features(hand)
    return _eval(c, hand, values, goal)


def _value(x: ir.Expr, values: dict[str, int]) -> int:
    if isinstance(x, ir.Feature):
        return values[f"{x.name}.{x.suit}" if x.suit else x.name]
    if isinstance(x, ir.Number):
        return x.value
    return _ARITH[x.op](_value(x.left, values), _value(x.right, values))


def _shape_ok(c: ir.Shape, hand: hands.Hand) -> bool:
    lengths = tuple(m.bit_count() for m in hand)
    parts = _pattern_parts(c.pattern)
    if c.any_order:
        return any(_fits(p, parts) for p in permutations(lengths))
    return _fits(lengths, parts)


def _eval(c: ir.Constraint, hand: hands.Hand, values: dict[str, int],
          goal: GoalFn | None) -> bool:
    if isinstance(c, ir.Range):
        v = _value(c.expr, values)
        return (c.min is None or v >= c.min) and (c.max is None or v <= c.max)
    if isinstance(c, ir.Compare):
        return _OPS[c.op](_value(c.left, values), _value(c.right, values))
    if isinstance(c, ir.Shape):
        return _shape_ok(c, hand)
    if isinstance(c, ir.And):
        return all(_eval(t, hand, values, goal) for t in c.terms)
    if isinstance(c, ir.Or):
        return any(_eval(t, hand, values, goal) for t in c.terms)
    if isinstance(c, ir.Not):
        return not _eval(c.term, hand, values, goal)
    if isinstance(c, ir.Const):
        return c.value
    if isinstance(c, ir.PatternMatch):
        if goal is None:
            raise ValueError("a GIB pattern match needs the goal interpreter")
        return goal(hand)
    return True


def describe(c: ir.Constraint) -> str:
    """A short readable form: ``15 <= hcp <= 17 and shape 4-3-3-3*``."""
    if isinstance(c, ir.Range):
        e = _describe_expr(c.expr)
        if c.min is not None and c.max is not None:
            return f"{c.min} <= {e} <= {c.max}" if c.min != c.max else f"{e} == {c.min}"
        return f"{e} >= {c.min}" if c.min is not None else f"{e} <= {c.max}"
    if isinstance(c, ir.Compare):
        return f"{_describe_expr(c.left)} {c.op} {_describe_expr(c.right)}"
    if isinstance(c, ir.Shape):
        return f"shape {c.pattern}{'*' if c.any_order else ''}"
    if isinstance(c, (ir.And, ir.Or)):
        word = " and " if isinstance(c, ir.And) else " or "
        return "(" + word.join(describe(t) for t in c.terms) + ")"
    if isinstance(c, ir.Not):
        return f"not {describe(c.term)}"
    if isinstance(c, ir.Const):
        return str(c.value).lower()
    if isinstance(c, ir.PatternMatch):
        return f"pattern {c.goal.source}"
    return f"[{c.language}] {c.text}"


def _describe_expr(x: ir.Expr) -> str:
    if isinstance(x, ir.Feature):
        return f"{x.name}.{x.suit}" if x.suit else x.name
    if isinstance(x, ir.Number):
        return str(x.value)
    return f"({_describe_expr(x.left)} {x.op} {_describe_expr(x.right)})"
