"""Constraints compiled to Python source: an expression over the feature vector ``f``.

The matcher runtime (:mod:`bridgec.matcher.runtime`) joins these expressions into one
function per auction and compiles it once per table. Only integers, validated operators and
vector positions reach the text; shape sets and GIB goals are kept aside in a
:class:`Source` and named ``_S[i]`` and ``_G[i](h)`` (``h`` is the hand).
"""

from __future__ import annotations

from collections.abc import Mapping

from bridgec import ir
from bridgec.bridge.features import index
from bridgec.constraints.fold import ARITH, COMPARE, fold
from bridgec.constraints.shapes import alike, codes, column


def _op(op: str, known: Mapping[str, object]) -> str:
    if op not in known:
        raise ValueError(f"unknown operator {op!r}")
    return op


class Source:
    """The Python backend, with the shape sets and goals its expressions name."""

    def __init__(self) -> None:
        self.shapes: list[frozenset[int]] = []
        self.goals: list[ir.Goal] = []
        self._shape_names: dict[frozenset[int], int] = {}

    def expression(self, c: ir.Constraint) -> str:
        """``c`` as a Python expression over ``f``, ``h``, ``_S`` and ``_G``."""
        return fold(c, self)

    def _member(self, col: int, accepted: frozenset[int]) -> str:
        if len(accepted) == 1:
            return f"(f[{col}] == {int(next(iter(accepted)))})"
        if accepted not in self._shape_names:
            self._shape_names[accepted] = len(self.shapes)
            self.shapes.append(accepted)
        return f"(f[{col}] in _S[{self._shape_names[accepted]}])"

    def feature(self, x: ir.Feature) -> str:
        return f"f[{int(index(x.name, x.suit))}]"

    def number(self, x: ir.Number) -> str:
        return str(int(x.value))

    def arith(self, x: ir.Arith, left: str, right: str) -> str:
        return f"({left} {_op(x.op, ARITH)} {right})"

    def range(self, c: ir.Range, expr: str) -> str:
        low = "" if c.min is None else f"{int(c.min)} <= "
        high = "" if c.max is None else f" <= {int(c.max)}"
        return f"({low}{expr}{high})" if low or high else "True"

    def compare(self, c: ir.Compare, left: str, right: str) -> str:
        return f"({left} {_op(c.op, COMPARE)} {right})"

    def shape(self, c: ir.Shape) -> str:
        return self._member(column(c), codes(c))

    def all(self, c: ir.And, terms: list[str]) -> str:
        return "(" + " and ".join(terms) + ")" if terms else "True"

    def any(self, c: ir.Or, terms: list[str]) -> str:
        """Shapes of one kind among the terms become one set test (``balanced``)."""
        shapes = alike(c.terms)
        if shapes:
            merged = self._member(column(shapes[0]), frozenset().union(*map(codes, shapes)))
            terms = [merged, *(t for t, n in zip(terms, c.terms, strict=True)
                               if not isinstance(n, ir.Shape))]
        return "(" + " or ".join(terms) + ")" if terms else "False"

    def negate(self, c: ir.Not, term: str) -> str:
        return f"(not {term})"

    def const(self, c: ir.Const) -> str:
        return "True" if c.value else "False"

    def goal(self, c: ir.PatternMatch) -> str:
        self.goals.append(c.goal)
        return f"_G[{len(self.goals) - 1}](h)"

    def opaque(self, c: ir.Opaque) -> str:
        return "True"
