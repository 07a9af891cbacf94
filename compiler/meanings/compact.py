"""A short, exact notation of constraints, for the readings table and the docs.

``hcp 15-17 & BAL``, ``H 5+``, ``S =4``, ``(H 5+ & S 4+) | (S 5+ & H 4+)``, ``4-4-4-1*``
(any suit order), ``4414`` (spades, hearts, diamonds, clubs), ``not BAL``. ``BAL`` and
``SEMIBAL`` stand for exactly the *or* of shapes :mod:`bridgec.constraints.shapes` makes for
them; everything else is written as it is, so two constraints with the same notation are
the same constraint.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.constraints.shapes import balanced, semi_balanced

_WHOLE = {"hcp": "hcp", "total_points": "tp", "controls": "controls", "losers": "losers",
          "ltc": "ltc", "length_points": "lp", "rule_of_20": "r20", "rule_of_15": "r15"}
_PER_SUIT = {"length": "", "stoppers": "stop.", "honor_points": "hp.", "suit_hcp": "hcp.",
             "quality": "quality.", "suit_quality": "sq.", "top_honours": "top.",
             "support_points": "sp."}


def _expr(x: ir.Expr) -> str:
    if isinstance(x, ir.Feature):
        if x.suit is None:
            return _WHOLE.get(x.name, x.name)
        return _PER_SUIT.get(x.name, x.name + ".") + x.suit
    if isinstance(x, ir.Number):
        return str(x.value)
    return f"({_expr(x.left)} {x.op} {_expr(x.right)})"


def _range(c: ir.Range) -> str:
    name = _expr(c.expr)
    if c.min is not None and c.max is not None:
        return f"{name} ={c.min}" if c.min == c.max else f"{name} {c.min}-{c.max}"
    if c.min is not None:
        return f"{name} {c.min}+"
    return f"{name} <={c.max}"


_ALIASES = {balanced(): "BAL", semi_balanced(): "SEMIBAL"}


def compact(c: ir.Constraint | None) -> str:
    """The notation of a constraint; ``none`` for no constraint."""
    if c is None:
        return "none"
    alias = _ALIASES.get(c)
    if alias:
        return alias
    if isinstance(c, ir.Range):
        return _range(c)
    if isinstance(c, ir.Compare):
        return f"{_expr(c.left)} {c.op} {_expr(c.right)}"
    if isinstance(c, ir.Shape):
        return c.pattern + ("*" if c.any_order else "")
    if isinstance(c, ir.And):
        return " & ".join(_wrapped(t) for t in c.terms)
    if isinstance(c, ir.Or):
        return " | ".join(_wrapped(t) for t in c.terms)
    if isinstance(c, ir.Not):
        inner = compact(c.term)
        return f"not {inner}" if _atomic(c.term) else f"not ({inner})"
    if isinstance(c, ir.Const):
        return "any" if c.value else "no hand"
    if isinstance(c, ir.PatternMatch):
        return f"pattern {c.goal.source}"
    return f"[{c.language}] {c.text}"


def _atomic(c: ir.Constraint) -> bool:
    return c in _ALIASES or not isinstance(c, (ir.And, ir.Or))


def _wrapped(c: ir.Constraint) -> str:
    text = compact(c)
    return text if _atomic(c) else f"({text})"
