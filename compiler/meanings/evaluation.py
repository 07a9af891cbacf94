"""The hand-evaluation words of a meaning ("rule of 20", "7 losers", "6-9 support points",
"good suit") as constraints on the features of docs/evaluation.md."""

from __future__ import annotations

from collections.abc import Sequence

from bridgec import ir
from bridgec.meanings.terms import Context, SuitRef, any_of, resolve

RULE_OF_20 = range(18, 23)
"""The "rule of N" counts read as HCP + the two longest suits (the rule of 20 and its
variants 18-22); the rule of 15 is HCP + spades."""
CALL_SUIT = SuitRef("bid")


def feature(name: str, suit: str | None = None) -> ir.Feature:
    """A hand feature."""
    return ir.Feature(name=name, suit=suit)  # type: ignore[arg-type]


def rule_of(n: int) -> ir.Constraint | None:
    """``rule of 20`` -> ``rule_of_20 >= 20``; None for a rule no count here stands for."""
    if n == 15:
        return ir.Range(expr=feature("rule_of_15"), min=15)
    if n in RULE_OF_20:
        return ir.Range(expr=feature("rule_of_20"), min=n)
    return None


def support_points(lo: int | None, hi: int | None, ctx: Context,
                   named: Sequence[SuitRef] | None = None) -> ir.Constraint | None:
    """Support points for the suit named ("for !h") or else the call's suit (a raise names
    the trump suit); None when neither says which suit."""
    suits = resolve(named or [CALL_SUIT], ctx)
    if suits is None:
        return None
    return any_of([ir.Range(expr=feature("support_points", s), min=lo, max=hi)
                   for s in suits])


def two_of_top_three(suit: str) -> ir.Constraint:
    """Two of A K Q."""
    return ir.Range(expr=feature("top_honours", suit), min=2)


def three_of_top_five(suit: str) -> ir.Constraint:
    """Three of A K Q J T: suit quality (length + top honours) at least length + 3."""
    top = ir.Arith(op="-", left=feature("suit_quality", suit), right=feature("length", suit))
    return ir.Range(expr=top, min=3)


def good_suit(refs: list[SuitRef], ctx: Context) -> ir.Constraint | None:
    """A good suit: two of the top three honours or three of the top five."""
    suits = resolve(refs, ctx)
    if suits is None:
        return None
    return any_of([any_of([two_of_top_three(s), three_of_top_five(s)]) for s in suits])


def top_honours(refs: list[SuitRef], ctx: Context) -> ir.Constraint | None:
    """Two of the top three honours in the suit."""
    suits = resolve(refs, ctx)
    return None if suits is None else any_of([two_of_top_three(s) for s in suits])
