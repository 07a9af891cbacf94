"""Constraints in bridgec's short notation: ``(15 <= hcp <= 17 and shape 4-3-3-3*)``.

The notation of ``bridgec check --constraints``, ``bridgec matcher dump`` and the matcher's
explanations (plain English is :mod:`bridgec.constraints.describe`).
"""

from __future__ import annotations

from bridgec import ir
from bridgec.bridge.features import key
from bridgec.constraints.fold import fold, fold_expr
from bridgec.constraints.shapes import pattern_text


class Notation:
    """The notation backend (plain English, :mod:`bridgec.constraints.describe`, builds on it)."""

    def feature(self, x: ir.Feature) -> str:
        return key(x.name, x.suit)

    def number(self, x: ir.Number) -> str:
        return str(x.value)

    def arith(self, x: ir.Arith, left: str, right: str) -> str:
        return f"({left} {x.op} {right})"

    def range(self, c: ir.Range, expr: str) -> str:
        if c.min is not None and c.max is not None:
            return f"{c.min} <= {expr} <= {c.max}" if c.min != c.max else f"{expr} == {c.min}"
        return f"{expr} >= {c.min}" if c.min is not None else f"{expr} <= {c.max}"

    def compare(self, c: ir.Compare, left: str, right: str) -> str:
        return f"{left} {c.op} {right}"

    def shape(self, c: ir.Shape) -> str:
        return f"shape {pattern_text(c)}"

    def all(self, c: ir.And, terms: list[str]) -> str:
        return "(" + " and ".join(terms) + ")"

    def any(self, c: ir.Or, terms: list[str]) -> str:
        return "(" + " or ".join(terms) + ")"

    def negate(self, c: ir.Not, term: str) -> str:
        return f"not {term}"

    def const(self, c: ir.Const) -> str:
        return str(c.value).lower()

    def goal(self, c: ir.PatternMatch) -> str:
        return f"pattern {c.goal.source}"

    def opaque(self, c: ir.Opaque) -> str:
        return f"[{c.language}] {c.text}"


_TEXT = Notation()


def constraint_text(c: ir.Constraint) -> str:
    """A constraint in the short notation."""
    return fold(c, _TEXT)


def expr_text(x: ir.Expr) -> str:
    """An expression in the short notation: ``hcp``, ``(length.H - length.S)``."""
    return fold_expr(x, _TEXT)
