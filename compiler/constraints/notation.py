"""The notation of constraints: short, exact, and the one every user of bridgec sees.

``hcp 15-17 & BAL``, ``H 5+``, ``S =4``, ``hcp <=11``, ``(H 5+ & S 4+) | (S 5+ & H 4+)``,
``4-4-4-1*`` (any suit order), ``4414`` (spades, hearts, diamonds, clubs), ``not BAL``,
``H > S``, ``(H + S) 9+``; ``hcp any`` (a range without bounds), ``and(H 5+)``, ``or()``
(an *and* or *or* of fewer than two terms). ``BAL`` and ``SEMIBAL`` stand for exactly the
*or* of shapes :func:`bridgec.constraints.shapes.balanced` and ``semi_balanced`` make;
everything else is written as it is, so two constraints with the same notation are the
same constraint. Text of the input (a GIB pattern, an opaque condition) is quoted and kept on
one line: ``pattern "P1[5-9]"``, ``[bml] "a good suit"``.

Written by the readings table (docs/meanings.md), ``bid --explain``, ``check
--constraints``, ``matcher dump`` and the matcher's reasons. Plain English is the other
rendering (:mod:`bridgec.constraints.describe`, on the same fold).
"""

from __future__ import annotations

import re

from bridgec import ir
from bridgec.constraints.fold import Fold
from bridgec.constraints.shapes import balanced, pattern_text, semi_balanced
from bridgec.diagnostics import terminal_escaped

_WHOLE = {"hcp": "hcp", "total_points": "tp", "controls": "controls", "losers": "losers",
          "ltc": "ltc", "length_points": "lp", "rule_of_20": "r20", "rule_of_15": "r15"}
"""Whole-hand feature -> its name in the notation."""
_PER_SUIT = {"length": "", "stoppers": "stop.", "honor_points": "hp.", "suit_hcp": "hcp.",
             "quality": "quality.", "suit_quality": "sq.", "top_honours": "top.",
             "support_points": "sp."}
"""Per-suit feature -> the prefix of its suit letter (a suit's length is the bare letter)."""
_ALIASES = {balanced(): "BAL", semi_balanced(): "SEMIBAL"}
_NAME = re.compile(r"[A-Za-z0-9_.+-]+")
"""An opaque condition's language written as it is (``bml``); any other is quoted."""


def _quoted(text: str) -> str:
    """Text of the input (a GIB pattern, an opaque condition) in double quotes, on one line:
    ``\\`` and ``\"`` escaped, then line ends and controls as Python escapes
    (:func:`bridgec.diagnostics.terminal_escaped`), so that no text ends the quotes, starts
    a line of a report or makes two constraints read alike."""
    return '"' + terminal_escaped(text.replace("\\", "\\\\").replace('"', '\\"')) + '"'


def _atomic(c: ir.Constraint) -> bool:
    """Whether ``c`` is written without an outer ``&`` or ``|`` (needs no parentheses)."""
    return not isinstance(c, (ir.And, ir.Or)) or len(c.terms) < 2 or c in _ALIASES


def _joined(word: str, nodes: tuple[ir.Constraint, ...], texts: list[str]) -> str:
    """``a & b``, ``a | (b & c)``; ``and(a)``, ``or()`` for fewer than two terms (as a
    one-term *and* is not its term)."""
    if len(texts) < 2:
        return f"{word}({''.join(texts)})"
    operator = " & " if word == "and" else " | "
    return operator.join(t if _atomic(n) else f"({t})"
                         for n, t in zip(nodes, texts, strict=True))


class Notation:
    """The notation backend of :func:`bridgec.constraints.fold.fold`."""

    def feature(self, x: ir.Feature) -> str:
        if x.suit is None:
            return _WHOLE.get(x.name, x.name)
        prefix = _PER_SUIT.get(x.name)
        # a whole-hand feature given a suit (IR JSON may say so; the checks reject it) is
        # not written as a per-suit one: hcp[H] is not hcp.H, the HCP in hearts
        return f"{x.name}[{x.suit}]" if prefix is None else prefix + x.suit

    def number(self, x: ir.Number) -> str:
        return str(x.value)

    def arith(self, x: ir.Arith, left: str, right: str) -> str:
        return f"({left} {x.op} {right})"

    def range(self, c: ir.Range, expr: str) -> str:
        if c.min is not None and c.max is not None:
            return f"{expr} ={c.min}" if c.min == c.max else f"{expr} {c.min}-{c.max}"
        if c.min is not None:
            return f"{expr} {c.min}+"
        return f"{expr} <={c.max}" if c.max is not None else f"{expr} any"

    def compare(self, c: ir.Compare, left: str, right: str) -> str:
        return f"{left} {c.op} {right}"

    def shape(self, c: ir.Shape) -> str:
        return pattern_text(c)

    def all(self, c: ir.And, terms: list[str]) -> str:
        return _joined("and", c.terms, terms)

    def any(self, c: ir.Or, terms: list[str]) -> str:
        return _ALIASES.get(c) or _joined("or", c.terms, terms)

    def negate(self, c: ir.Not, term: str) -> str:
        return f"not {term}" if _atomic(c.term) else f"not ({term})"

    def const(self, c: ir.Const) -> str:
        return "any" if c.value else "no hand"

    def goal(self, c: ir.PatternMatch) -> str:
        return f"pattern {_quoted(c.goal.source)}"

    def opaque(self, c: ir.Opaque) -> str:
        language = c.language if _NAME.fullmatch(c.language) else _quoted(c.language)
        return f"[{language}] {_quoted(c.text)}"


_NOTATION = Fold(Notation())


def constraint_notation(c: ir.Constraint | None) -> str:
    """A constraint in the notation; ``none`` for no constraint."""
    return "none" if c is None else _NOTATION.constraint(c)


def expr_notation(x: ir.Expr) -> str:
    """An expression in the notation: ``hcp``, ``S``, ``(H - S)``."""
    return _NOTATION.expr(x)
