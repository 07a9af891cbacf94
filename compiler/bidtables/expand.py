"""Expansion of BML call patterns for ``derive_rules``: variable suits, multi-suit bids,
steps, and the substitution of a bound variable in a description.

The rules are BML's: ``m om M oM X Y Z`` bind to suits not yet used in the auction, a
newly bound variable's bid must be higher than every bid before it, ``X < Y < Z``; ``om``
and ``oM`` are the other minor and major once ``m``/``M`` is bound; ``red`` and ``black``
and ``2HS`` give each suit; ``Nstep(s)`` is N bids above the last bid of the auction.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bridgec import ir
from bridgec.bridge.calls import bid_at
from bridgec.diagnostics import Span
from bridgec.notation.inline import parse_inline, to_source

_VAR_SUITS = {"M": "HS", "m": "CD", "X": "CDHS", "Y": "CDHS", "Z": "CDHS"}
_FIXED = {"red": "DH", "black": "CS"}
_OTHER = {"oM": ("M", {"H": "S", "S": "H"}), "om": ("m", {"C": "D", "D": "C"})}


def candidates(pattern: ir.CallPattern, variables: dict[str, str],
               last_bid: int | None) -> list[tuple[str, str | None, bool]]:
    """The bids a pattern may stand for: ``(bid, variable, newly bound)`` in suit order."""
    level = str(pattern.level)
    if pattern.form == "suits":
        return [(level + s, None, False) for s in pattern.strains]
    if pattern.form == "step":
        if last_bid is None:
            return []
        name = bid_at(last_bid + pattern.level)
        return [(name, None, False)] if name else []
    if pattern.form != "variable":
        return []
    var = pattern.variable
    if var in _FIXED:
        return [(level + s, None, False) for s in _FIXED[var]]
    if var in variables:
        return [(level + variables[var], var, False)]
    if var in _OTHER:
        base, other = _OTHER[var]
        if base not in variables:
            return []
        return [(level + other[variables[base]], var, True)]
    return [(level + s, var, True) for s in _VAR_SUITS.get(var, "")]


def may_bind(var: str, suit: str, value: int, variables: dict[str, str],
             used: dict[str, int]) -> bool:
    """May ``var`` newly stand for ``suit`` (a bid of ``value``)?"""
    if used and value <= max(used.values()):
        return False
    if suit in used:
        return False
    order = "XYZ"
    if var in order:
        for other in order:
            bound = variables.get(other)
            if bound is None or other == var:
                continue
            if (order.index(other) < order.index(var)) != (bound < suit):
                return False
    return True


@lru_cache(maxsize=4096)
def _patterns(var: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    # from the start of a run of digits only: from each digit of a long run it is quadratic
    return re.compile(r"(?<![0-9])([0-9]+)" + var + r"\b"), re.compile(r"\b" + var + r"\b")


def substitute(description: tuple[ir.Inline, ...], var: str, suit: str,
               span: Span | None) -> tuple[ir.Inline, ...]:
    """Replace the variable in a description by the suit symbol (``5+ M`` -> ``5+ !h``)."""
    if not description:
        return description
    text = to_source(description, "\n")
    digits, word = _patterns(var)
    symbol = "!" + suit.lower()
    new = word.sub(symbol, digits.sub(lambda m: m.group(1) + symbol, text))
    if new == text:
        return description
    out: list[ir.Inline] = []
    for i, line in enumerate(new.split("\n")):
        if i:
            out.append(ir.LineBreak(span=span))
        out.extend(parse_inline(line, span))
    return tuple(out)
