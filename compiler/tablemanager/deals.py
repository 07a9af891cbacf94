"""The boards a table manager deals: from a seed, or from the IR boards of a file (a PBN
file read by the ``pbn`` front end, a session transcript), and the state of one board."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from bridgec import ir
from bridgec.bridge import laws
from bridgec.bridge.auction import auction_over


@dataclass
class Deal:
    """One board to play."""

    board: int
    dealer: str
    vulnerable: str
    hands: dict[str, list[str]]


@dataclass
class Board:
    """The state of the board being played, shared by the four seats."""

    deal: Deal
    calls: list[tuple[str, str | None]] = field(default_factory=list)
    cards: list[tuple[str, str]] = field(default_factory=list)
    last_event: float = field(default_factory=time.monotonic)
    side_seconds: dict[str, float] = field(default_factory=lambda: {"NS": 0.0, "EW": 0.0})
    logged: set[str] = field(default_factory=set)

    def charge(self, seat: str) -> None:
        """Count the time since the last call or card against ``seat``'s side."""
        now = time.monotonic()
        self.side_seconds["NS" if seat in "NS" else "EW"] += now - self.last_event
        self.last_event = now

    def call_names(self) -> list[str]:
        return [c for c, _ in self.calls]

    def contract(self) -> tuple[str, str, str] | None:
        return laws.contract(self.call_names(), self.deal.dealer)

    def auction_over(self) -> bool:
        return auction_over(self.call_names())

    def remaining(self, seat: str, before: int = 52) -> list[str]:
        """``seat``'s cards not played among the first ``before`` cards."""
        played = {c for s, c in self.cards[:before] if s == seat}
        return [c for c in self.deal.hands[seat] if c not in played]

    def to_play(self, index: int) -> tuple[str, int, list[tuple[str, str]]]:
        """Who plays card ``index`` (0..51), to which trick, after which cards of it."""
        found = self.contract()
        assert found is not None
        cards = self.cards[:index]
        done, current = divmod(index, 4)
        trick = cards[index - current:]
        if current:
            return laws.next_seat(trick[-1][0]), done + 1, trick
        if done == 0:
            return laws.next_seat(found[1]), 1, []
        return laws.trick_winner(cards[-4:], found[0][1]), done + 1, []

    def once(self, what: str) -> bool:
        """True the first time ``what`` is asked for (a line of the log written once)."""
        if what in self.logged:
            return False
        self.logged.add(what)
        return True


def seeded_deals(seed: int, count: int, first: int = 1) -> list[Deal]:
    """``count`` boards dealt from ``seed``, with the standard dealer and vulnerability."""
    return [Deal(board=n, dealer=laws.dealer_of(n), vulnerable=laws.vulnerability_of(n),
                 hands=laws.deal_from_seed(seed, n)) for n in range(first, first + count)]


_VULNERABLE = {"None": "Nil", "NS": "NS", "EW": "EW", "All": "All"}


def board_deals(boards: tuple[ir.Board, ...]) -> list[Deal]:
    """The deals of IR boards (read by any front end: a PBN file, a session transcript) to
    play again. A board without a number takes the next one, and a board without a dealer
    or a vulnerability that number's standard ones.

    Raises:
        ValueError: naming where a board is that does not show all four hands.
    """
    deals: list[Deal] = []
    for board in boards:
        d = board.deal
        hands: dict[str, list[str]] = {}
        for h in d.hands:
            suits = zip("SHDC", (h.spades, h.hearts, h.diamonds, h.clubs), strict=True)
            hands[h.seat] = [r + s for s, ranks in suits for r in ranks]
        if len(hands) != 4 or any(len(h) != 13 or "x" in "".join(h) for h in hands.values()):
            where = f"{d.span.path}:{d.span.line}: " if d.span else ""
            raise ValueError(f"{where}a board to play needs all four hands, card by card")
        n = d.board if d.board is not None else (deals[-1].board + 1 if deals else 1)
        deals.append(Deal(board=n, dealer=d.dealer or laws.dealer_of(n),
                          vulnerable=_VULNERABLE[d.vulnerability] if d.vulnerability
                          else laws.vulnerability_of(n), hands=hands))
    if not deals:
        raise ValueError("no deal found (write `[Deal \"N:AKQ.JT9.876.5432 ...\"]` tags)")
    return deals
