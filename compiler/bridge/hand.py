"""The hand evaluator: parse hands and deals, compute features and GIB's pattern string.

A :class:`Hand` holds one 13-bit mask per suit (bit 12 = ace .. bit 0 = deuce). Every
per-suit number (length, HCP, 8421 honour points, controls, stoppers, quality, losers,
shortness points, and the players' counts: losing tricks, length points, dummy shortness,
suit quality) depends on that suit's mask alone, so it is computed once per mask
(8192 masks) into a table and a hand's evaluation is four table look-ups per feature.

Definitions follow the GIB bidding-database seed (see docs/gib.md, "The hand pattern
string"): stoppers 0-4, suit quality 0-9 and Lindelof losers as the seed defines them;
HCP 4-3-2-1; total points = HCP + shortness (void 3, singleton 2, doubleton 1, one less
for a short suit that holds an honour). The players' counts (standard losing-trick count,
length points, dummy shortness, suit quality for preempts) are defined below and in
docs/evaluation.md.

Public API (stable):

* :func:`parse_hand` ``"AKJ52.K984.Q73.6"`` (S.H.D.C) -> :class:`Hand`
* :func:`parse_deal` ``"N:AKJ52.K984.Q73.6 ..."`` (PBN) -> ``dict`` seat -> Hand
* :func:`pattern_string` / :func:`pattern_fields`
* :func:`suit_table` the per-mask table, from which :mod:`bridgec.bridge.features` builds
  the named hand features
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from bridgec.bridge.calls import SUIT_NAMES

RANKS = "AKQJT98765432"
"""Ranks from the ace down; bit ``12 - RANKS.index(r)`` of a suit mask."""
HAND_SUITS = ("S", "H", "D", "C")
"""Suit order of a hand string ``S.H.D.C`` and of :class:`Hand`'s fields."""
SEATS = ("N", "E", "S", "W")

_ACE, _KING, _QUEEN, _JACK, _TEN = 1 << 12, 1 << 11, 1 << 10, 1 << 9, 1 << 8
_FULL = (1 << 13) - 1


class HandError(ValueError):
    """A hand or deal string that cannot be read; the message says what and where."""


class Hand(NamedTuple):
    """One hand: a 13-bit rank mask per suit (bit 12 = ace)."""

    spades: int
    hearts: int
    diamonds: int
    clubs: int

    def mask(self, suit: str) -> int:
        """The rank mask of ``suit`` (``C D H S``)."""
        return self[HAND_SUITS.index(suit)]

    def holding(self, suit: str) -> str:
        """The cards of ``suit`` as ranks from the top (``"AKJ52"``; ``""`` = void)."""
        return mask_text(self.mask(suit))

    def card_count(self) -> int:
        """Number of cards in the hand."""
        return sum(m.bit_count() for m in self)

    def __str__(self) -> str:
        return ".".join(mask_text(m) for m in self)


def mask_text(mask: int) -> str:
    """The ranks of a suit mask from the top."""
    return "".join(r for i, r in enumerate(RANKS) if mask >> (12 - i) & 1)


# ---------------------------------------------------------------------------------------
# Parsing


def _parse_suit(text: str, where: str) -> int:
    mask = 0
    body = text.upper().replace("10", "T")
    if body == "-":
        return 0
    for ch in body:
        if ch not in RANKS:
            raise HandError(f"{where}: '{ch}' is not a card rank (use AKQJT98765432)")
        bit = 1 << (12 - RANKS.index(ch))
        if mask & bit:
            raise HandError(f"{where}: {ch} appears twice")
        mask |= bit
    return mask


def parse_hand(text: str, *, complete: bool = True) -> Hand:
    """Read ``"AKJ52.K984.Q73.6"`` (spades.hearts.diamonds.clubs; ``-`` or empty = void).

    Ranks are ``AKQJT98765432`` in either case (``10`` is read as ``T``). With
    ``complete`` the hand must hold exactly 13 cards.

    Raises:
        HandError: the text is not a hand.
    """
    parts = text.strip().split(".")
    if len(parts) != 4:
        raise HandError(f"'{text.strip()}' has {len(parts)} suit(s); write four, "
                        "spades.hearts.diamonds.clubs, as AKJ52.K984.Q73.6")
    names = [SUIT_NAMES[s] for s in HAND_SUITS]
    hand = Hand(*(_parse_suit(p.strip(), f"{name} '{p.strip()}'")
                  for p, name in zip(parts, names, strict=True)))
    if complete and hand.card_count() != 13:
        raise HandError(f"'{text.strip()}' has {hand.card_count()} cards; a hand has 13")
    return hand


def parse_deal(text: str, *, complete: bool = True) -> dict[str, Hand]:
    """Read a PBN deal ``"N:h1 h2 h3 h4"``: hands clockwise from the seat named first.

    A hand written ``-`` is unknown and left out. No card may appear twice.

    Raises:
        HandError: the text is not a deal.
    """
    body = text.strip()
    if len(body) < 2 or body[1] != ":" or body[0].upper() not in SEATS:
        raise HandError(f"'{body[:12]}' does not start with a seat and a colon, as 'N:'")
    first = SEATS.index(body[0].upper())
    hands = body[2:].split()
    if len(hands) != 4:
        raise HandError(f"a deal has four hands; found {len(hands)}")
    deal: dict[str, Hand] = {}
    seen = Hand(0, 0, 0, 0)
    for offset, item in enumerate(hands):
        seat = SEATS[(first + offset) % 4]
        if item == "-":
            continue
        try:
            hand = parse_hand(item, complete=complete)
        except HandError as exc:
            raise HandError(f"{seat}: {exc}") from None
        clash = [s for s, a, b in zip(HAND_SUITS, seen, hand, strict=True) if a & b]
        if clash:
            raise HandError(f"{seat}: a card of suit {clash[0]} is already in another hand")
        seen = Hand(*(a | b for a, b in zip(seen, hand, strict=True)))
        deal[seat] = hand
    return deal


# ---------------------------------------------------------------------------------------
# Per-suit definitions (the seed's)


def suit_hcp(mask: int) -> int:
    """4-3-2-1 points of a suit."""
    return (4 * bool(mask & _ACE) + 3 * bool(mask & _KING) + 2 * bool(mask & _QUEEN)
            + bool(mask & _JACK))


def honor_points(mask: int) -> int:
    """8-4-2-1 honour count of a suit (A=8 K=4 Q=2 J=1)."""
    return mask >> 9 & 0xF


def controls(mask: int) -> int:
    """Controls of a suit: ace 2, king 1."""
    return 2 * bool(mask & _ACE) + bool(mask & _KING)


def stoppers(mask: int) -> int:
    """Stopper value 0-4: 1 Qx/Jxx, 2 Kx/Qxx, 3 A/QJx/5+ HCP, 4 length + HCP >= 8."""
    n, hcp = mask.bit_count(), suit_hcp(mask)
    if n + hcp >= 8:
        return 4
    if mask & _ACE or hcp >= 5 or (n >= 3 and mask & _QUEEN and mask & _JACK):
        return 3
    if n >= 2 and mask & _KING or n >= 3 and mask & _QUEEN:
        return 2
    if n >= 2 and mask & _QUEEN or n >= 3 and mask & _JACK:
        return 1
    return 0


def _drop_smallest(mask: int) -> int:
    return mask & (mask - 1)


def _honours_of_five(mask: int) -> int:
    return (mask >> 8 & 0x1F).bit_count()


def _biddable(mask: int) -> bool:
    """Quality 3: 4 cards with 3 of the top 5 honours or 4+ HCP, or any 5+ cards."""
    n = mask.bit_count()
    return n >= 5 or n == 4 and (_honours_of_five(mask) >= 3 or suit_hcp(mask) >= 4)


def _has(mask: int, *bits: int) -> bool:
    return all(mask & b for b in bits)


def _top_at_least(mask: int, bit: int) -> bool:
    """The suit holds a card at least as high as ``bit`` besides A K Q."""
    rest = mask & ~(_ACE | _KING | _QUEEN)
    return rest >= bit


def quality(mask: int) -> int:
    """Suit quality 0-9 (the seed's Lindelof scale); the highest level the suit reaches."""
    n = mask.bit_count()
    level = 0
    if n >= 3:
        level = 1
    if n >= 4:
        level = 2
    if _biddable(mask):
        level = 3
        if _biddable(_drop_smallest(mask)):
            level = 4
            if _biddable(_drop_smallest(_drop_smallest(mask))):
                level = 5
                if suit_hcp(mask) >= 8 or _honours_of_five(mask) >= 4:
                    level = 6
    if n >= 6 and _has(mask, _ACE, _KING, _QUEEN) and _top_at_least(mask, _TEN):
        level = max(level, 7)
    if n >= 7 and _has(mask, _ACE, _KING, _QUEEN):
        level = max(level, 8)
    if n >= 8 and _has(mask, _ACE, _KING) and mask & ~(_ACE | _KING) >= _JACK or n >= 9 and _has(
            mask, _ACE, _KING):
        level = 9
    return level


def _solid(mask: int) -> bool:
    return quality(mask) >= 7 or _has(mask, _ACE, _KING, _QUEEN, _JACK)


def _semisolid(mask: int) -> bool:
    """Making a small card the highest missing honour would make the suit solid."""
    for bit in (_ACE, _KING, _QUEEN, _JACK):
        if not mask & bit:
            small = mask & ~(_ACE | _KING | _QUEEN | _JACK)
            if not small:
                return False
            lowest = small & -small
            return _solid((mask & ~lowest) | bit)
    return False


def losers(mask: int) -> int:
    """Lindelof losers of a suit.

    Three cards or fewer: the missing ones of A, K, Q among the top ``length`` of them (a
    singleton counts only the ace, a doubleton the ace and king). Four or more: 0 solid,
    1 semisolid, else 2.
    """
    n = mask.bit_count()
    if n <= 3:
        return sum(1 for bit in (_ACE, _KING, _QUEEN)[:n] if not mask & bit)
    if _solid(mask):
        return 0
    return 1 if _semisolid(mask) else 2


def shortness(mask: int) -> int:
    """Distribution points of a suit: void 3, singleton 2, doubleton 1, less 1 with an honour."""
    n = mask.bit_count()
    if n > 2:
        return 0
    points = 3 - n
    if n and mask & (_ACE | _KING | _QUEEN | _JACK):
        points -= 1
    return points


# ---------------------------------------------------------------------------------------
# Per-suit counts players use (docs/evaluation.md)


def ltc(mask: int) -> int:
    """Standard losing-trick count of a suit: of A, K, Q, the ones missing among the top
    ``min(length, 3)`` places (void 0, singleton 0-1, doubleton 0-2, longer 0-3).

    It differs from GIB's :func:`losers` only in suits of four or more cards, which GIB
    counts 0 (solid), 1 (semisolid) or 2.
    """
    return sum(1 for bit in (_ACE, _KING, _QUEEN)[:mask.bit_count()] if not mask & bit)


def length_points(mask: int) -> int:
    """Length points of a suit: one per card over four."""
    return max(0, mask.bit_count() - 4)


def dummy_shortness(mask: int) -> int:
    """Dummy points for shortness when supporting partner: void 5, singleton 3, doubleton 1."""
    return (5, 3, 1)[mask.bit_count()] if mask.bit_count() <= 2 else 0


def top_honours(mask: int) -> int:
    """How many of the top three honours (A K Q) the suit holds."""
    return (mask >> 10 & 0x7).bit_count()


def suit_quality(mask: int) -> int:
    """Suit quality for preempts and overcalls (the rule of 10/11): length plus the number
    of A K Q J T held."""
    return mask.bit_count() + _honours_of_five(mask)


# ---------------------------------------------------------------------------------------
# The per-mask table and the pattern string


class SuitRow(NamedTuple):
    """Every per-suit number of one mask."""

    length: int
    hcp: int
    honor_points: int
    controls: int
    stoppers: int
    quality: int
    losers: int
    shortness: int
    ltc: int
    long: int
    dummy: int
    top_honours: int
    suit_quality: int


@lru_cache(maxsize=1)
def suit_table() -> tuple[SuitRow, ...]:
    """The per-suit numbers of all 8192 masks, indexed by mask (built once)."""
    return tuple(SuitRow(m.bit_count(), suit_hcp(m), honor_points(m), controls(m),
                         stoppers(m), quality(m), losers(m), shortness(m), ltc(m),
                         length_points(m), dummy_shortness(m), top_honours(m),
                         suit_quality(m))
                 for m in range(_FULL + 1))


@lru_cache(maxsize=1)
def _fragments() -> tuple[tuple[str, str, str, str, int, int, int, int], ...]:
    """Per mask: length digit, 8421 "nn", stopper digit, quality digit, HCP + 100 *
    shortness, losers, controls, length (the pattern string's pieces)."""
    return tuple((str(min(r.length, 9)), f"{r.honor_points:02d}", str(r.stoppers),
                  str(r.quality), r.hcp + 100 * r.shortness, r.losers, r.controls, r.length)
                 for r in suit_table())


def _fields(hand: Hand) -> tuple[str, str, str, str, str, str, str, str, str]:
    frag = _fragments()
    c, d, h, s = frag[hand.clubs], frag[hand.diamonds], frag[hand.hearts], frag[hand.spades]
    points = c[4] + d[4] + h[4] + s[4]
    hcp = points % 100
    a, b, x, y = sorted(((s[7], 3, s[0] + "S"), (h[7], 2, h[0] + "H"),
                         (d[7], 1, d[0] + "D"), (c[7], 0, c[0] + "C")), reverse=True)
    return (
        f"P{hcp:02d}",
        f"M{hcp + points // 100:02d}",
        f"D{a[2]}{b[2]}{x[2]}{y[2]}",
        f"C{c[0]}{d[0]}{h[0]}{s[0]}",
        f"L{c[5] + d[5] + h[5] + s[5]:02d}",
        f"H{c[1]}C{d[1]}D{h[1]}H{s[1]}S",
        f"Q{c[6] + d[6] + h[6] + s[6]:02d}",
        f"S{c[2]}C{d[2]}D{h[2]}H{s[2]}S",
        f"G{c[3]}C{d[3]}D{h[3]}H{s[3]}S",
    )


def pattern_fields(hand: Hand) -> tuple[str, ...]:
    """The nine fields of the pattern string (see :func:`pattern_string`)."""
    return _fields(hand)


def pattern_string(hand: Hand) -> str:
    """GIB's pattern string, fixed width, no separators (57 characters).

    ``P13M15D5S4H3D1CC1345L06H00C02D04H13SQ04S0C2D2H4SG0C1D2H4S`` for AKJ52.K984.Q73.6:
    HCP, total points, lengths longest first (ties: higher suit first), lengths in
    C D H S order, losers, 8421 honour points, controls, stoppers and quality per suit
    (C D H S). Lengths above 9 are written 9.
    """
    return "".join(_fields(hand))


FIELD_OFFSETS: dict[str, tuple[int, int]] = {
    "P": (0, 3), "M": (3, 6), "D": (6, 15), "C": (15, 20), "L": (20, 23),
    "H": (23, 36), "Q": (36, 39), "S": (39, 48), "G": (48, 57),
}
"""Start and end offsets of each field in :func:`pattern_string`."""
