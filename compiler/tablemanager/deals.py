"""The boards a table manager deals: from a seed, or from PBN tags, and the state of one board.

``file_deals`` reads ``[Deal "N:AKQ.JT9.876.5432 ..."]`` with the optional ``[Board]``,
``[Dealer]`` and ``[Vulnerable]`` tags before it (a board without them gets the next number
and that number's standard dealer and vulnerability).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field

from bridgec.bridge import laws as rules
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
        return rules.contract(self.call_names(), self.deal.dealer)

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
            return rules.next_seat(trick[-1][0]), done + 1, trick
        if done == 0:
            return rules.next_seat(found[1]), 1, []
        return rules.trick_winner(cards[-4:], found[0][1]), done + 1, []

    def once(self, what: str) -> bool:
        """True the first time ``what`` is asked for (a line of the log written once)."""
        if what in self.logged:
            return False
        self.logged.add(what)
        return True


def seeded_deals(seed: int, count: int, first: int = 1) -> list[Deal]:
    """``count`` boards dealt from ``seed``, with the standard dealer and vulnerability."""
    return [Deal(board=n, dealer=rules.dealer_of(n), vulnerable=rules.vulnerability_of(n),
                 hands=rules.deal_from_seed(seed, n)) for n in range(first, first + count)]


_PBN = re.compile(r'([NESW]):((?:[AKQJT2-9]*\.){3}[AKQJT2-9]*(?:\s+(?:[AKQJT2-9]*\.){3}'
                  r'[AKQJT2-9]*){3})')
_TAG = re.compile(r'^\s*\[(Board|Dealer|Vulnerable)\s+"([^"]*)"\s*\]', re.IGNORECASE)
_VULNERABLE = {"none": "Nil", "love": "Nil", "-": "Nil", "ns": "NS", "ew": "EW",
               "all": "All", "both": "All"}


def file_deals(text: str) -> list[Deal]:
    """Deals from PBN ``[Deal "N:AKQ.JT9.876.5432 ..."]`` lines (or bare deal strings), with
    the ``[Board]``, ``[Dealer]`` and ``[Vulnerable]`` tags that come before each.

    Raises:
        ValueError: naming the line of a deal that is not four hands of 13 distinct cards,
            or of a tag whose value is not a board number, a seat or a vulnerability.
    """
    deals: list[Deal] = []
    tags: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        tag = _TAG.match(line)
        if tag:
            tags[tag.group(1).lower()] = _tag_value(tag.group(1).lower(), tag.group(2), number)
            continue
        m = _PBN.search(line.upper())
        if not m:
            continue
        hands = _hands(m.group(1), m.group(2), number)
        n = int(tags.get("board", deals[-1].board + 1 if deals else 1))
        deals.append(Deal(board=n, dealer=tags.get("dealer", rules.dealer_of(n)),
                          vulnerable=tags.get("vulnerable", rules.vulnerability_of(n)),
                          hands=hands))
        tags = {}
    if not deals:
        raise ValueError("no deal found (write `[Deal \"N:AKQ.JT9.876.5432 ...\"]` lines)")
    return deals


def _tag_value(name: str, value: str, line: int) -> str:
    value = value.strip()
    if name == "board" and value.isdigit() and int(value) >= 1:
        return str(int(value))
    if name == "dealer" and value.upper()[:1] in ("N", "E", "S", "W") and value:
        return value.upper()[0]
    if name == "vulnerable" and value.lower() in _VULNERABLE:
        return _VULNERABLE[value.lower()]
    wanted = {"board": "a board number from 1", "dealer": "N, E, S or W",
              "vulnerable": "None, NS, EW or All"}[name]
    raise ValueError(f"line {line}: [{name.capitalize()} \"{value}\"] must be {wanted}")


def _hands(seat: str, holdings: str, line: int) -> dict[str, list[str]]:
    hands: dict[str, list[str]] = {}
    for holding in holdings.split():
        suits = zip("SHDC", holding.split("."), strict=True)
        hands[seat] = [r + s for s, ranks in suits for r in ranks]
        seat = rules.next_seat(seat)
    cards = [c for h in hands.values() for c in h]
    if any(len(h) != 13 for h in hands.values()) or len(set(cards)) != 52:
        raise ValueError(f"line {line}: a deal needs four hands of 13 different cards")
    return hands
