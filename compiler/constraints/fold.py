"""The one walk over the constraint language: an operation is a backend, :func:`fold` runs it.

Every operation on ``ir.Constraint`` (evaluating it on a hand, on a matrix of hands,
writing it as Python, as notation, in words) is a :class:`Backend`: one method per node
kind, given the node and its children already folded. :func:`fold` is the only place that
dispatches on the node classes (a dict keyed by class, as sqlglot and markdown-it do), so
a new node kind is added here and in each backend, and nowhere else.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from typing import Any, Generic, Protocol, TypeVar

from bridgec import ir

T = TypeVar("T")
"""What a backend makes of a constraint."""
E = TypeVar("E")
"""What a backend makes of an expression."""

COMPARE: dict[str, Callable[[Any, Any], Any]] = {
    "<": operator.lt, "<=": operator.le, "==": operator.eq, "!=": operator.ne,
    ">=": operator.ge, ">": operator.gt}
"""The comparison operators (they work on ints and on numpy columns alike)."""
ARITH: dict[str, Callable[[Any, Any], Any]] = {
    "+": operator.add, "-": operator.sub, "*": operator.mul}
"""The arithmetic operators."""


class Backend(Protocol[T, E]):
    """One operation over constraints: what each node kind becomes."""

    def feature(self, x: ir.Feature) -> E: ...
    def number(self, x: ir.Number) -> E: ...
    def arith(self, x: ir.Arith, left: E, right: E) -> E: ...
    def range(self, c: ir.Range, expr: E) -> T: ...
    def compare(self, c: ir.Compare, left: E, right: E) -> T: ...
    def shape(self, c: ir.Shape) -> T: ...
    def all(self, c: ir.And, terms: list[T]) -> T: ...
    def any(self, c: ir.Or, terms: list[T]) -> T: ...
    def negate(self, c: ir.Not, term: T) -> T: ...
    def const(self, c: ir.Const) -> T: ...
    def goal(self, c: ir.PatternMatch) -> T: ...
    def opaque(self, c: ir.Opaque) -> T: ...


class Fold(Generic[T, E]):
    """A backend's fold: the dispatch tables bound to it, built once for a backend that
    folds many constraints (:func:`fold` builds one a call)."""

    def __init__(self, b: Backend[T, E]) -> None:
        self.b = b
        self.exprs: dict[type, Callable[[Any], E]] = {
            ir.Feature: b.feature, ir.Number: b.number,
            ir.Arith: lambda x: b.arith(x, self.expr(x.left), self.expr(x.right))}
        self.nodes: dict[type, Callable[[Any], T]] = {
            ir.Range: lambda c: b.range(c, self.expr(c.expr)),
            ir.Compare: lambda c: b.compare(c, self.expr(c.left), self.expr(c.right)),
            ir.Shape: b.shape,
            ir.And: lambda c: b.all(c, [self.constraint(t) for t in c.terms]),
            ir.Or: lambda c: b.any(c, [self.constraint(t) for t in c.terms]),
            ir.Not: lambda c: b.negate(c, self.constraint(c.term)),
            ir.Const: b.const, ir.PatternMatch: b.goal, ir.Opaque: b.opaque}

    def expr(self, x: ir.Expr) -> E:
        return self.exprs[type(x)](x)

    def constraint(self, c: ir.Constraint) -> T:
        return self.nodes[type(c)](c)


def fold(c: ir.Constraint, backend: Backend[T, E]) -> T:
    """What ``backend`` makes of the constraint ``c``."""
    return Fold(backend).constraint(c)


_CHILDREN: dict[type, Callable[[Any], tuple[Any, ...]]] = {
    ir.Arith: lambda x: (x.left, x.right), ir.Range: lambda c: (c.expr,),
    ir.Compare: lambda c: (c.left, c.right), ir.And: lambda c: c.terms,
    ir.Or: lambda c: c.terms, ir.Not: lambda c: (c.term,)}


def walk(node: ir.Constraint | ir.Expr) -> Iterator[ir.Constraint | ir.Expr]:
    """The node and every constraint and expression inside it, parents first."""
    yield node
    for child in _CHILDREN.get(type(node), lambda _: ())(node):
        yield from walk(child)
