"""The laws of the table beyond the auction: turn order, the contract, legal cards, tricks.

Calls here use the IR names (``P``, ``X``, ``XX``, ``1C`` .. ``7N``); cards are rank then
suit (``KH``). Legal calls and the end of the auction are in :mod:`bridgec.bridge.auction`.
Shared by session lowering, the table manager and the robot.
"""

from __future__ import annotations

from collections.abc import Sequence

SEAT_ORDER = "NESW"
RANK_ORDER = "23456789TJQKA"


def next_seat(seat: str, steps: int = 1) -> str:
    """The seat ``steps`` places clockwise from ``seat``."""
    return SEAT_ORDER[(SEAT_ORDER.index(seat) + steps) % 4]


def partner(seat: str) -> str:
    """The partner of ``seat``."""
    return next_seat(seat, 2)


def to_ir_call(call: str) -> str:
    """``pass``/``X``/``XX``/``1NT`` (AST) to ``P``/``X``/``XX``/``1N`` (IR)."""
    return "P" if call == "pass" else call.replace("NT", "N")


def to_tm_call(call: str) -> str:
    """``P``/``1N`` (IR) to ``pass``/``1NT`` (AST)."""
    return "pass" if call == "P" else (call[0] + "NT" if call.endswith("N") else call)


def contract(calls: Sequence[str], dealer: str) -> tuple[str, str, str] | None:
    """(contract ``4S``, declarer seat, ``""``/``X``/``XX``), or None when passed out."""
    bids = [i for i, c in enumerate(calls) if c not in ("P", "X", "XX")]
    if not bids:
        return None
    last = bids[-1]
    strain = calls[last][1]
    side = last % 2
    first = next(i for i in bids if i % 2 == side and calls[i][1] == strain)
    doubled = ""
    for c in calls[last + 1:]:
        if c in ("X", "XX"):
            doubled = c
    return calls[last], next_seat(dealer, first), doubled


def trick_winner(cards: Sequence[tuple[str, str]], trump: str) -> str:
    """The seat that wins a trick of (seat, card) plays; trump ``N`` means no trump."""
    led = cards[0][1][1]

    def strength(card: str) -> int:
        suit_bonus = 100 if card[1] == trump else (50 if card[1] == led else 0)
        return suit_bonus + RANK_ORDER.index(card[0]) if suit_bonus else -1

    return max(cards, key=lambda sc: strength(sc[1]))[0]


def legal_card(hand: Sequence[str], led: str | None, card: str) -> str | None:
    """Why ``card`` may not be played from ``hand`` (remaining cards), or None."""
    if card not in hand:
        return f"{card} is not in the hand"
    if led is not None and card[1] != led and any(c[1] == led for c in hand):
        return f"must follow suit ({led})"
    return None


def deal_from_seed(seed: int, board: int) -> dict[str, list[str]]:
    """Four 13-card hands for ``board``, reproducible from ``seed``."""
    import random

    deck = [r + s for s in "SHDC" for r in "AKQJT98765432"]
    random.Random(seed * 1_000_003 + board).shuffle(deck)
    return {seat: sort_hand(deck[i * 13:(i + 1) * 13]) for i, seat in enumerate(SEAT_ORDER)}


def sort_hand(cards: Sequence[str]) -> list[str]:
    """Cards sorted by suit (S H D C) then rank, high first."""
    return sorted(cards, key=lambda c: ("SHDC".index(c[1]), -RANK_ORDER.index(c[0])))


def dealer_of(board: int) -> str:
    """The standard dealer of a board number."""
    return SEAT_ORDER[(board - 1) % 4]


def vulnerability_of(board: int) -> str:
    """The standard vulnerability of a board number, as the AST's ``Nil NS EW All``."""
    return ("Nil", "NS", "EW", "All", "NS", "EW", "All", "Nil", "EW", "All", "Nil", "NS",
            "All", "Nil", "NS", "EW")[(board - 1) % 16]


def hand_text(cards: Sequence[str]) -> str:
    """``S A K 4. H -. D ... C ...`` as the table manager sends it."""
    parts = []
    for suit in "SHDC":
        ranks = [c[0] for c in sort_hand(cards) if c[1] == suit]
        parts.append(f"{suit} {' '.join(ranks) if ranks else '-'}.")
    return " ".join(parts)


_VULNERABLE_SEATS = {"none": "", "nil": "", "love": "", "-": "", "ns": "NS", "n-s": "NS",
                     "ew": "EW", "e-w": "EW", "all": "NESW", "both": "NESW"}
VULNERABLE_WORDS = ("None", "NS", "EW", "All")
"""The absolute vulnerabilities; ``Nil``/``Love``/``-``, ``N-S``, ``E-W`` and ``Both`` are
read as their synonyms, in any case."""


def bidder_seat(dealer: str, calls: int) -> str:
    """The seat (``NESW``) that makes the next call after ``calls`` calls from ``dealer``."""
    if dealer not in SEAT_ORDER or not dealer:
        raise ValueError(f"dealer '{dealer}' is not one of N, E, S, W")
    return next_seat(dealer, calls)


def relative_vulnerability(vulnerable: str, seat: str) -> tuple[bool, bool]:
    """(we vulnerable, they vulnerable) for the side of ``seat`` (``NESW``), from the
    board's absolute vulnerability: ``None``, ``NS``, ``EW`` or ``All`` (``Nil``, ``Love``,
    ``-``, ``N-S``, ``E-W``, ``Both`` too, in any case).

    Raises:
        ValueError: the word is not a vulnerability, or the seat not one of N, E, S, W.
    """
    sides = _VULNERABLE_SEATS.get(vulnerable.strip().lower())
    if sides is None:
        raise ValueError(f"vulnerability '{vulnerable}' is not one of "
                         f"{', '.join(VULNERABLE_WORDS)}")
    if seat not in SEAT_ORDER or not seat:
        raise ValueError(f"seat '{seat}' is not one of N, E, S, W")
    return seat in sides, next_seat(seat) in sides
