"""Terms of a meaning (lengths, points, shapes...) and how each becomes an IR constraint.

A term is read once per text; its constraint is made for a :class:`Context` (the call the
meaning belongs to), because ``#``, ``6+ suit``, ``next suit`` and the suits of a call
pattern (``1HS = 5+!h/!s``) name different suits for different calls.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations, permutations
from typing import Literal

from bridgec import ir
from bridgec.bridge.calls import MAJORS, MINORS
from bridgec.constraints.shapes import balanced, semi_balanced
from bridgec.meanings.context import AuctionContext

SUITS = ("C", "D", "H", "S")
MAX_HCP = 37


@dataclass(frozen=True)
class Context:
    """The call a meaning describes.

    ``strain`` is the call's strain (``C D H S N``, None for pass, double, no call);
    ``family`` the strains of the call pattern it was written as (``1HS``: H and S; empty
    when written as itself); ``artificial`` says the meaning names a convention or an
    artificial call, so a bare "suit" is not taken to be the suit of the call; ``level`` is
    the call's level (1-7; None for pass, double, or no call given); ``auction`` what the
    auction before the call shows, when known (:mod:`bridgec.meanings.context`).
    """

    strain: str | None = None
    family: frozenset[str] = frozenset()
    artificial: bool = False
    level: int | None = None
    auction: AuctionContext | None = None


TermKind = Literal[
    "length", "two-suited", "shape", "points", "shortness", "stopper", "support", "compare",
    "honour", "aces", "kings", "keycards", "controls", "quality", "negation", "call",
    "transfer",
]
"""What a term is about (docs/meanings.md, "Atoms")."""

SuitKind = Literal["literal", "class", "bid", "implicit", "next", "other-major", "other-minor",
                   "any", "lowest", "middle", "highest"]


@dataclass(frozen=True)
class SuitRef:
    """A suit as written: ``!h`` (literal), ``M`` (class), ``#`` (bid), ``suit`` (implicit);
    ``any`` for a phrase that names no suit ("a singleton": in some suit)."""

    kind: SuitKind
    suits: tuple[str, ...] = ()


def resolve(refs: Sequence[SuitRef], ctx: Context) -> tuple[str, ...] | None:
    """The suits a list of suit references (``!h/!s``, ``M``) stands for, any one of them.

    A list whose suits are exactly the strains of the call pattern is the call's own suit
    (``1HS = 5+!h/!s``: hearts for 1H, spades for 1S). None: the text does not say which.
    """
    fixed = [r for r in refs if r.kind in ("literal", "class")]
    if fixed and len(fixed) == len(refs):
        union = tuple(s for s in SUITS if any(s in r.suits for r in fixed))
        if ctx.family and set(union) == ctx.family and ctx.strain in union:
            return (ctx.strain,)
        return union
    out: list[str] = []
    for ref in refs:
        one = _resolve_one(ref, ctx)
        if one is None:
            return None
        out.extend(s for s in one if s not in out)
    return tuple(s for s in SUITS if s in out)


def _resolve_one(ref: SuitRef, ctx: Context) -> tuple[str, ...] | None:
    strain = ctx.strain if ctx.strain in SUITS else None
    if ref.kind in ("literal", "class"):
        return ref.suits
    if ref.kind == "any":
        return SUITS
    if ref.kind == "bid":
        return (strain,) if strain else None
    if ref.kind == "implicit":
        return (strain,) if strain and not ctx.artificial else SUITS
    if ref.kind == "next":
        return (SUITS[SUITS.index(strain) + 1],) if strain in ("C", "D", "H") else None
    if ref.kind in ("lowest", "middle", "highest"):
        return _ranked(ref.kind, ctx)
    pair = MAJORS if ref.kind == "other-major" else MINORS
    if ctx.family == set(pair) and strain in pair:
        return tuple(s for s in pair if s != strain)
    other = ctx.auction.other_major() if ctx.auction and ref.kind == "other-major" else None
    return (other,) if other else pair


def _ranked(kind: str, ctx: Context) -> tuple[str, ...] | None:
    """``lowest suit``, ``highest unbid suit``: of the suits our side has not bid (all our
    suit bids natural), in rank order, the lowest, middle (of three) or highest; without
    the auction, or when it leaves other than two or three, any suit (never narrower than
    the writer meant)."""
    auction = ctx.auction
    if auction is None or not auction.ours_clear or not auction.ours:
        return SUITS
    unbid = [s for s in SUITS if s not in auction.ours]
    if len(unbid) not in (2, 3) or kind == "middle" and len(unbid) != 3:
        return SUITS
    return (unbid[0] if kind == "lowest" else unbid[-1] if kind == "highest" else unbid[1],)


# ---------------------------------------------------------------------------------------
# Building blocks


def length(suit: str, lo: int | None, hi: int | None) -> ir.Constraint:
    """``lo <= length(suit) <= hi``."""
    return ir.Range(expr=ir.Feature(name="length", suit=suit),  # type: ignore[arg-type]
                    min=lo, max=hi)


def points(name: str, lo: int | None, hi: int | None) -> ir.Constraint:
    """A range of a whole-hand feature (``hcp``, ``total_points``, ``controls``)."""
    return ir.Range(expr=ir.Feature(name=name), min=lo, max=hi)  # type: ignore[arg-type]


def any_of(terms: Sequence[ir.Constraint]) -> ir.Constraint:
    """One term, or an *or* of them (nested *or* terms are flattened, except the shapes
    of "balanced" and "semi-balanced", kept whole to be read as such)."""
    flat: list[ir.Constraint] = []
    for t in terms:
        whole = t in (balanced(), semi_balanced())
        flat.extend(t.terms if isinstance(t, ir.Or) and not whole else (t,))
    return flat[0] if len(flat) == 1 else ir.Or(terms=tuple(flat))


def all_of(terms: Sequence[ir.Constraint]) -> ir.Constraint:
    """One term, or an *and* of them (nested *and* terms are flattened)."""
    flat: list[ir.Constraint] = []
    for t in terms:
        flat.extend(t.terms if isinstance(t, ir.And) else (t,))
    return flat[0] if len(flat) == 1 else ir.And(terms=tuple(flat))


def negate(c: ir.Constraint) -> ir.Constraint:
    """``not c``, written as a range where that is plain (``not length >= 4`` -> ``<= 3``;
    features are never negative, so a minimum of 0 is no bound)."""
    if isinstance(c, ir.Range) and c.min == 0:
        c = ir.Range(expr=c.expr, max=c.max)
    if isinstance(c, ir.Range) and (c.min is None) != (c.max is None):
        if c.min is not None:
            return ir.Range(expr=c.expr, max=c.min - 1)
        assert c.max is not None
        return ir.Range(expr=c.expr, min=c.max + 1)
    if isinstance(c, ir.Or) and all(isinstance(t, ir.Range) and (t.min in (None, 0)) !=
                                    (t.max is None) for t in c.terms):
        return all_of([negate(t) for t in c.terms])
    if isinstance(c, ir.Not):
        return c.term
    return ir.Not(term=c)


def two_suited(pair: tuple[str, str] | None, a: int, b: int) -> ir.Constraint:
    """At least ``a`` cards in one suit of ``pair`` and ``b`` in the other (any two suits
    when ``pair`` is None)."""
    pairs = [pair] if pair else list(combinations(SUITS, 2))
    ways: list[ir.Constraint] = []
    for x, y in pairs:
        ways.append(all_of([length(x, a, None), length(y, b, None)]))
        if a != b:
            ways.append(all_of([length(y, a, None), length(x, b, None)]))
    return any_of(ways)


def aces(count: int) -> ir.Constraint:
    """Exactly ``count`` aces: the ace is the 8 of a suit's 8421 count."""
    ways = []
    for held in combinations(SUITS, count):
        ways.append(all_of([
            ir.Range(expr=ir.Feature(name="honor_points", suit=s),  # type: ignore[arg-type]
                     min=8) if s in held else
            ir.Range(expr=ir.Feature(name="honor_points", suit=s),  # type: ignore[arg-type]
                     max=7) for s in SUITS]))
    return any_of(ways)


def _honour_points(suit: str, lo: int, hi: int | None) -> ir.Constraint:
    return ir.Range(expr=ir.Feature(name="honor_points", suit=suit),  # type: ignore[arg-type]
                    min=lo or None, max=hi)


def honour(suit: str, held: set[str]) -> ir.Constraint:
    """The ace (``A``), the king (``K``) or either of them in ``suit``, on its 8421 count."""
    if held == {"A"}:
        return _honour_points(suit, 8, None)
    if held == {"K"}:
        return any_of([_honour_points(suit, 4, 7), _honour_points(suit, 12, None)])
    return _honour_points(suit, 4, None)


def keycards(count: int, trumps: str) -> ir.Constraint:
    """Exactly ``count`` key cards: the four aces and the king of ``trumps`` (on the 8421
    count: the trump suit's 12+ is ace and king, 8-11 the ace alone, 4-7 the king alone)."""
    keys = [*((s, "A") for s in SUITS), (trumps, "K")]
    ways = []
    for held in combinations(keys, count):
        per_suit = []
        for s in SUITS:
            ace, king = (s, "A") in held, (s, "K") in held
            if s != trumps:
                per_suit.append(_honour_points(s, 8, None) if ace else _honour_points(s, 0, 7))
            else:
                lo, hi = {(True, True): (12, None), (True, False): (8, 11),
                          (False, True): (4, 7), (False, False): (0, 3)}[(ace, king)]
                per_suit.append(_honour_points(s, lo, hi))
        ways.append(all_of(per_suit))
    return any_of(ways)


def kings(count: int) -> ir.Constraint:
    """Exactly ``count`` kings: the king is the 4 of a suit's 8421 count (4-7 without the
    ace, 12-15 with it)."""
    ways = []
    for held in combinations(SUITS, count):
        ways.append(all_of([
            any_of([_honour_points(s, 4, 7), _honour_points(s, 12, None)]) if s in held else
            any_of([_honour_points(s, 0, 3), _honour_points(s, 8, 11)]) for s in SUITS]))
    return any_of(ways)


def shape_digits(digits: str) -> ir.Constraint | None:
    """``4441`` (lengths longest first: any suit order) or ``4414`` (spades, hearts,
    diamonds, clubs); None unless four lengths that add up to 13."""
    if len(digits) != 4 or sum(int(d) for d in digits) != 13:
        return None
    if list(digits) == sorted(digits, reverse=True):
        return ir.Shape(pattern="-".join(digits), any_order=True)
    return ir.Shape(pattern=digits)


def shape_dashed(parts: Sequence[int]) -> ir.Constraint | None:
    """``4-4-4-1``: any suit order; None unless the lengths add up to 13."""
    if len(parts) != 4 or sum(parts) != 13 or max(parts) > 13:
        return None
    return ir.Shape(pattern="-".join(str(p) for p in parts), any_order=True)


def shape_grouped(before: str, group: str, after: str) -> ir.Constraint | None:
    """``(34)51``, ``33(43)``: the lengths in brackets in either order, the others fixed
    (spades, hearts, diamonds, clubs)."""
    digits = before + group + after
    if len(digits) != 4 or sum(int(d) for d in digits) != 13:
        return None
    found: list[str] = []
    for perm in permutations(group):
        pattern = before + "".join(perm) + after
        if pattern not in found:
            found.append(pattern)
    return any_of([ir.Shape(pattern=p) for p in found])


# ---------------------------------------------------------------------------------------
# Terms


Maker = Callable[[Context], ir.Constraint | None]


@dataclass(frozen=True)
class Term:
    """A phrase about the hand: ``make`` gives its constraint for a call (None when the
    call does not say which suit is meant, or the phrase names nothing that can be
    checked, as "3+ support").

    ``shape`` marks a shape (balanced, 4441...), which a hedge may widen; ``bare`` marks
    numbers without a unit, read only where nothing follows that they could count;
    ``checkable`` is False for phrases that name nothing a hand evaluator can check
    (unless the auction names it); ``why`` says why a checkable term the call or the
    auction does not resolve is unread.
    """

    kind: TermKind
    make: Maker
    shape: bool = False
    bare: bool = False
    tags: tuple[str, ...] = field(default=())
    checkable: bool = True
    why: str = ""


def transfer_length(target: SuitRef) -> Maker:
    """The suit a transfer is to, held: five or more cards for a call at the two level or
    higher (Jacoby, Texas, transfers in competition), four or more otherwise (a transfer
    response to 1!c, a double that transfers, no call given)."""
    def make(ctx: Context) -> ir.Constraint | None:
        suits = _resolve_one(target, ctx)
        if suits is None or len(suits) != 1:
            return None
        return length(suits[0], 5 if ctx.level is not None and ctx.level >= 2 else 4, None)
    return make


def fixed(kind: TermKind, c: ir.Constraint | None, *, shape: bool = False) -> Term:
    """A term whose constraint does not depend on the call."""
    return Term(kind, lambda ctx: c, shape=shape)


def suit_lengths(refs: Sequence[SuitRef], lo: int | None, hi: int | None) -> Maker:
    """``lo..hi`` cards in any one of the suits ``refs`` stand for."""
    def make(ctx: Context) -> ir.Constraint | None:
        suits = resolve(refs, ctx)
        if suits is None:
            return None
        return any_of([length(s, lo, hi) for s in suits])
    return make


def negated(makers: Sequence[Maker], joiner: str) -> Maker:
    """``not (a and b)`` / ``not (a or b)`` of the makers' constraints."""
    def make(ctx: Context) -> ir.Constraint | None:
        made = [m(ctx) for m in makers]
        if any(c is None for c in made):
            return None
        whole = any_of(made) if joiner == "or" else all_of(made)  # type: ignore[arg-type]
        return negate(whole)
    return make
