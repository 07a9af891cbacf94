"""How the robot chooses calls and cards: a small interface and a simple built-in policy.

``BiddingPolicy.bid(hand, auction, seat, vulnerability) -> call`` takes the 13 cards
(``KH``), the calls so far from the dealer (IR names ``P X XX 1C .. 7N``), the robot's
seat and the board's vulnerability (``None NS EW All``) and returns an IR call.
:func:`load_policy` loads a system or a compiled matcher table for
``bridgec tm play --table PATH`` through the public API (:func:`bridgec.bidding.load_bidder`),
lazily.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from bridgec.bridge import laws
from bridgec.bridge.auction import legal_call
from bridgec.bridge.calls import STRAINS
from bridgec.constraints.shapes import BALANCED

if TYPE_CHECKING:
    from bridgec.bidding import Bidder

HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


class BiddingPolicy(Protocol):
    """Chooses the next call."""

    def bid(self, hand: Sequence[str], auction: Sequence[str], seat: str,
            vulnerability: str) -> str: ...


class CardPolicy(Protocol):
    """Chooses the next card: one of ``hand`` (the cards left in the hand that plays, its
    own or dummy's), after the cards of ``trick`` so far (seat, card), with ``trump``
    (``N`` for no trump)."""

    def play(self, hand: Sequence[str], trick: Sequence[tuple[str, str]], trump: str) -> str: ...


class PolicyError(Exception):
    """The bidding table could not be loaded."""


def points(hand: Sequence[str]) -> int:
    """High-card points."""
    return sum(HCP.get(c[0], 0) for c in hand)


def lengths(hand: Sequence[str]) -> dict[str, int]:
    """Suit lengths."""
    return {s: sum(1 for c in hand if c[1] == s) for s in "SHDC"}


class SimplePolicy:
    """Opens 1NT on 15-17 balanced, else one of its longest suit on 12+; responds to
    partner's opening with a cheap new suit or a raise on 6+; passes otherwise. Every call
    it makes is legal."""

    def bid(self, hand: Sequence[str], auction: Sequence[str], seat: str,
            vulnerability: str) -> str:
        hcp, shape = points(hand), lengths(hand)
        bids = [(i, c) for i, c in enumerate(auction) if c not in ("P", "X", "XX")]
        longest = max("SHDC", key=lambda s: (shape[s], "CDHS".index(s)))
        wanted = "P"
        if not bids and hcp >= 12:
            balanced = "-".join(map(str, sorted(shape.values(), reverse=True))) in BALANCED
            wanted = "1N" if balanced and 15 <= hcp <= 17 else "1" + longest
        elif len(bids) == 1 and (len(auction) - bids[0][0]) == 2 and hcp >= 6:
            wanted = self._respond(bids[0][1], shape, longest)
        return wanted if legal_call(auction, wanted) is None else "P"

    @staticmethod
    def _respond(opening: str, shape: dict[str, int], longest: str) -> str:
        strain = opening[1]
        level = int(opening[0])
        if strain in "SHDC" and shape[strain] >= 4:
            return f"{level + 1}{strain}" if level < 7 else "P"
        if STRAINS.index(longest) <= STRAINS.index(strain):
            level += 1
        return f"{level}{longest}" if level <= 7 else "P"


def choose_card(hand: Sequence[str], trick: Sequence[tuple[str, str]], trump: str) -> str:
    """A legal card: follow suit winning cheaply if possible, else the lowest card."""
    def rank(card: str) -> int:
        return laws.RANK_ORDER.index(card[0])

    if not trick:
        shape = lengths(hand)
        suit = max("SHDC", key=lambda s: (shape[s], s))
        return max((c for c in hand if c[1] == suit), key=rank)
    led = trick[0][1][1]
    follow = [c for c in hand if c[1] == led]
    if follow:
        winner = laws.trick_winner(list(trick), trump)
        best = next(card for seat, card in trick if seat == winner)
        beating = [c for c in follow if best[1] == led and rank(c) > rank(best)]
        return min(beating, key=rank) if beating else min(follow, key=rank)
    return min(hand, key=lambda c: (c[1] == trump, rank(c)))


class SimpleCardPolicy:
    """:func:`choose_card` as a :class:`CardPolicy`."""

    def play(self, hand: Sequence[str], trick: Sequence[tuple[str, str]], trump: str) -> str:
        return choose_card(hand, trick, trump)


class MatcherPolicy:
    """A system (:class:`bridgec.bidding.Bidder`) as a :class:`BiddingPolicy`: the call
    :meth:`~bridgec.bidding.Bidder.call` chooses (the priority model of docs/matching.md,
    as ``bid`` and ``analyze`` use it, among legal calls), or pass when no understood rule
    fits."""

    def __init__(self, bidder: Bidder) -> None:
        self.bidder = bidder

    def bid(self, hand: Sequence[str], auction: Sequence[str], seat: str,
            vulnerability: str) -> str:
        text = ".".join("".join(c[0] for c in laws.sort_hand(hand) if c[1] == suit)
                        for suit in "SHDC")
        try:
            vul = laws.relative_vulnerability(vulnerability, seat)
            return self.bidder.call(text, list(auction), seat=len(auction) % 4 + 1, vul=vul)
        except ValueError:
            return "P"


def load_policy(table: str | None) -> BiddingPolicy:
    """The built-in policy, or the system (a ``.matcher`` table or any system file) at
    ``table``."""
    if table is None:
        return SimplePolicy()
    from bridgec.bidding import LoadError, load_bidder  # the matcher loads only with a table

    try:
        return MatcherPolicy(load_bidder(table))
    except LoadError as exc:
        if exc.result is not None:  # a system with errors: each located
            raise PolicyError(exc.render()) from exc
        reason = str(exc).removeprefix(f"{table}: ")
        raise PolicyError(f"{table} is not a usable bidding table: {reason}") from exc
