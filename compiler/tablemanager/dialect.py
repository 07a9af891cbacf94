"""How a Table Manager peer spells its messages, so that each peer is answered in its own.

The protocol has no formal specification and real programs spell it differently (docs/tm.md,
*Dialects*). Reading is the same for every dialect (the parser takes every spelling); writing
follows the peer: a :class:`Spelling` starts from what the peer's seat names say and learns
the words and the card form from every message the peer sends.

* Blue Chip's spelling (bridge_env, ComputerBridge, WBridge5's table manager as logged by
  bridgec): ``North passes``, ``North bids 1NT``, ``North plays KH``,
  ``North ready for dummy's card to trick 2``.
* WBridge5's (OpenSpiel's wrapper, written for WBridge5, compares every line exactly):
  ``NORTH PASSES``, ``NORTH bids 1NT``, ``NORTH plays kh``,
  ``NORTH ready for Dummy's card to trick 2``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bridgec.bridge import laws
from bridgec.frontends.tm.nodes import Bid, Message, Play, ReadyForCard

NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
VULNERABLE = {"Nil": "Neither", "NS": "N/S", "EW": "E/W", "All": "Both"}
_WORDS = ("passes", "doubles", "redoubles", "bids", "plays")
_BLUE_CHIP = {w: w for w in _WORDS}
_WBRIDGE5 = {"passes": "PASSES", "doubles": "DOUBLES", "redoubles": "REDOUBLES",
             "bids": "bids", "plays": "plays"}
_FIRST_TWO = re.compile(r"\s*([A-Za-z]+)(?:'s)?(?:\s+([A-Za-z]+))?")
_CARD = re.compile(r"plays\s+(\S+(?:\s+\S)?)", re.IGNORECASE)
_DUMMYS = re.compile(r"\b(dummy)'s\s+card", re.IGNORECASE)


def _case(word: str) -> str:
    if word.isupper():
        return "upper"
    return "lower" if word.islower() else "title"


@dataclass
class Spelling:
    """The spelling of one peer: the case of seat names, the words of calls and plays,
    the form of a card (``KH``, ``kh``, ``HK``, ``H K`` ...) and of ``dummy's``."""

    seats: str = "title"  # "title", "upper" or "lower"
    words: dict[str, str] = field(default_factory=dict)  # learned from the peer
    card: str | None = None  # a template of R and S (upper or lower, maybe blank): "rs"
    dummy: str | None = None

    # -- writing ---------------------------------------------------------------------

    def seat(self, seat: str) -> str:
        name = NAMES[seat]
        return name.upper() if self.seats == "upper" else (
            name.lower() if self.seats == "lower" else name)

    def word(self, word: str) -> str:
        preset = _WBRIDGE5 if self.seats == "upper" else _BLUE_CHIP
        return self.words.get(word, preset[word])

    def card_text(self, card: str) -> str:
        """``KH`` (rank then suit, upper case) in this peer's form."""
        form = self.card or ("rs" if self.seats == "upper" else "RS")
        out = []
        for ch in form:
            value = card[0] if ch in "Rr" else card[1] if ch in "Ss" else ch
            out.append(value.lower() if ch.islower() else value)
        return "".join(out)

    def dummys(self) -> str:
        """``dummy`` or ``Dummy`` (in ``ready for Dummy's card``)."""
        return self.dummy or ("Dummy" if self.seats == "upper" else "dummy")

    def call(self, seat: str, call: str, alert: str | None = None) -> str:
        """``North bids 1NT``, ``EAST PASSES`` ... from an IR call (``P``, ``X``, ``1N``)."""
        words = {"P": "passes", "X": "doubles", "XX": "redoubles"}
        if call in words:
            text = f"{self.seat(seat)} {self.word(words[call])}"
        else:
            text = f"{self.seat(seat)} {self.word('bids')} {laws.to_tm_call(call)}"
        return text + (f" Alert. {alert}" if alert is not None else "")

    def play(self, seat: str, card: str) -> str:
        """``North plays KH``, ``NORTH plays kh`` ..."""
        return f"{self.seat(seat)} {self.word('plays')} {self.card_text(card)}"

    def lead(self, seat: str, declarer: str, dummy: bool) -> str:
        """``North to lead``; dummy's lead, told to declarer: ``Dummy to lead``, and to
        WBridge5's peers declarer's own seat (``SOUTH to lead``, as OpenSpiel's wrapper)."""
        if dummy and self.seats != "upper":
            return "Dummy to lead"
        return f"{self.seat(declarer if dummy else seat)} to lead"

    def seated(self, seat: str, team: str) -> str:
        """``North ("team") seated``: the form WBridge5's, ComputerBridge's and OpenSpiel's
        table managers send (bridge_env's client accepts only it or ``North team seated``)."""
        return f'{self.seat(seat)} ("{team}") seated'

    def teams(self, ns: str, ew: str) -> str:
        """``Teams : N/S : "a" E/W : "b"`` (bridge_env's form); WBridge5's peers:
        ``Teams: N/S "a" E/W "b"`` (OpenSpiel's wrapper sends it to WBridge5)."""
        if self.seats == "upper":
            return f'Teams: N/S "{ns}" E/W "{ew}"'
        return f'Teams : N/S : "{ns}" E/W : "{ew}"'

    def deal(self, board: int, dealer: str, vulnerable: str) -> str:
        """``Board number 1. Dealer North. Neither vulnerable.``"""
        return (f"Board number {board}. Dealer {self.seat(dealer)}. "
                f"{VULNERABLE[vulnerable]} vulnerable.")

    def cards(self, seat: str | None, cards: list[str]) -> str:
        """``North's cards : S A K. H -. ...`` (seat None: ``Dummy's cards : ...``)."""
        who = self.seat(seat) if seat else "Dummy"
        return f"{who}'s cards : {laws.hand_text(cards)}"

    # -- reading ---------------------------------------------------------------------

    def take_seats(self, word: str) -> None:
        """The case of the peer's seat names, from one it wrote (``ANYPL`` says none)."""
        if word.lower() in ("north", "east", "south", "west"):
            self.seats = _case(word)

    def learn(self, text: str, ast: Message) -> None:
        """Take the spelling of a message the peer sent (``text``, read as ``ast``)."""
        m = _FIRST_TWO.match(text)
        if m is None:
            return
        first, second = m.group(1), m.group(2) or ""
        self.take_seats(first)
        if isinstance(ast, (Bid, Play)) and second.lower() in _WORDS:
            self.words[second.lower()] = second
        if isinstance(ast, Play):
            card = _CARD.search(text)
            if card is not None:
                self.card = _form(card.group(1).rstrip("."))
        if isinstance(ast, ReadyForCard) and ast.player == "dummy":
            d = _DUMMYS.search(text)
            if d is not None:
                self.dummy = d.group(1)

def _form(token: str) -> str | None:
    """The template of a card as written: ``kh`` -> ``rs``, ``H K`` -> ``S R``, ``2c`` ->
    ``rs`` (a digit takes the case of the suit letter)."""
    token = token.strip()
    letters = token.replace(" ", "")
    if len(letters) != 2:
        return None
    suit_first = letters[0].upper() in "SHDC"
    rank, suit = (letters[1], letters[0]) if suit_first else (letters[0], letters[1])
    s = "s" if suit.islower() else "S"
    r = ("r" if rank.islower() else "R") if rank.isalpha() else ("r" if s == "s" else "R")
    sep = " " if " " in token else ""
    return s + sep + r if suit_first else r + sep + s
