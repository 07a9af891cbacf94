"""The AST of one Table Manager message, made by the same builders on both reading paths.

The fast path (:mod:`bridgec.frontends.tm.messages`) and the grammar's path
(:mod:`bridgec.frontends.tm.grammar`) both import this module and neither imports the
other's AST code, so an AST and a refusal look the same whichever path read the message.
AST field names and encodings follow table-master-parser 1.2.10: ``kind``, seats
``N E S W``, vulnerability ``Nil NS EW All``, calls ``pass X XX 1C .. 7NT``, cards rank
then suit (``KH``).
"""

from __future__ import annotations

import re
from typing import Any

import msgspec

AST = dict[str, Any]

SEATS = {"north": "N", "east": "E", "south": "S", "west": "W"}
VULNERABLE = {"neither": "Nil", "n/s": "NS", "e/w": "EW", "both": "All"}
RANKS = "AKQJT98765432"
SUITS = "SHDC"


class MessageError(msgspec.Struct, frozen=True):
    """Why a message was refused: what is wrong, at which 1-based column, and a hint."""

    message: str
    column: int
    hint: str | None = None


_UNESCAPE = re.compile(r"\\(.)", re.S)
_I = re.IGNORECASE | re.ASCII | re.DOTALL
_HOLDING = re.compile(r"\s*([shdc])(?:\s*(-)|((?:\s*[akqjt2-9])*))\s*(\.|$)", _I)


def seat(word: str) -> str:
    """``North`` or ``north's`` -> ``N``."""
    return SEATS[word.lower().removesuffix("'s")]


def unquote(quoted: str) -> str:
    """The text between the quotes of a quoted name, escapes undone (``\\"`` -> ``"``)."""
    return _UNESCAPE.sub(r"\1", quoted)


def connect(team: str, seat_word: str, version: int) -> AST:
    """``Connecting "team" as North using protocol version 18`` (``team`` unquoted)."""
    who = seat_word.lower()
    return {"kind": "connect", "protocolVersion": version, "seat": SEATS.get(who, "ANYPL"),
            "teamName": team}


def seated(name: str, seat_word: str) -> AST:
    """``North "team" seated`` (``name`` unquoted, or its blank runs folded to a space)."""
    return {"kind": "seated", "teamName": name, "seat": seat(seat_word)}


def teams(ns: str, ew: str) -> AST:
    """``Teams : N/S : "a". E/W : "b"`` (names unquoted)."""
    return {"kind": "teams", "EW": ew, "NS": ns}


def deal(board: int, dealer: str, vulnerability: str, column: int) -> AST | MessageError:
    """``Board number 1. Dealer North. Neither vulnerable.``; ``column`` is the board's."""
    if board < 1:
        return MessageError("board numbers start at 1", column)
    return {"kind": "deal", "vulnerable": VULNERABLE[vulnerability.lower()],
            "dealer": seat(dealer), "board": board}


def cards(who: str, hand: list[str]) -> AST:
    """``North's cards : ...`` or ``Dummy's cards : ...`` (``who`` without ``'s``)."""
    if who.lower() == "dummy":
        return {"kind": "dummyCards", "cards": hand}
    return {"kind": "cards", "cards": hand, "seat": seat(who)}


def call_name(level: str, strain: str) -> str:
    """``1`` ``nt`` -> ``1NT``; ``N`` is NT too."""
    strain = strain.upper()
    return level + ("NT" if strain in ("N", "NT") else strain)


def bid(call: str, seat_word: str, alert: str | None, infos: str | None) -> AST:
    """``North bids 1NT [Alert. text] [Infos. text]``; ``call`` is ``pass``, ``X``, ``XX``
    or a bid; the texts are kept without their surrounding blanks."""
    ast: AST = {"kind": "bid"}
    if alert is not None:
        ast["alert"] = alert.strip()
    ast["bid"] = call
    ast["seat"] = seat(seat_word)
    if infos is not None:
        ast["infos"] = infos.strip()
    return ast


def play(card: str, seat_word: str) -> AST:
    """``North plays KH`` (``card`` rank then suit, upper case); ``dummy plays KH`` (seat
    ``dummy``: what OpenSpiel's wrapper answers to ``ready for dummy's card``)."""
    who = "dummy" if seat_word.lower() == "dummy" else seat(seat_word)
    return {"kind": "play", "card": card, "seat": who}


def ready_for(what: str, seat_word: str) -> AST:
    """``North ready for teams`` (deal, cards, dummy)."""
    return {"kind": "readyFor" + what.capitalize(), "seat": seat(seat_word)}


def ready_for_bid(from_word: str, seat_word: str) -> AST:
    """``North ready for East's bid``."""
    return {"kind": "readyForBid", "from": seat(from_word), "seat": seat(seat_word)}


def ready_for_card(trick: int, who: str, seat_word: str, column: int) -> AST | MessageError:
    """``North ready for East's card to trick 3`` (``who`` may be ``dummy``); ``column`` is
    the trick number's."""
    if not 1 <= trick <= 13:
        return MessageError(f"trick {trick} does not exist", column,
                            "tricks are numbered 1 to 13")
    player = "dummy" if who.lower().removesuffix("'s") == "dummy" else seat(who)
    return {"kind": "readyForCard", "trick": trick, "player": player, "seat": seat(seat_word)}


def ready_to_start(seat_word: str) -> AST:
    """``North ready to start`` or ``North to start``."""
    return {"kind": "readyToStart", "seat": seat(seat_word)}


def lead(seat_word: str) -> AST:
    """``North to lead``."""
    return {"kind": "lead", "seat": seat(seat_word)}


def end_of_board(ns_board: str, ns_total: str, ew_board: str, ew_total: str) -> AST:
    """``Timing - N/S : this board [1:15], total [0:11:23]. E/W : ...`` (times bare)."""
    return {"kind": "endOfBoard", "ewTotalTime": ew_total, "ewBoardTime": ew_board,
            "nsTotalTime": ns_total, "nsBoardTime": ns_board}


def fixed(kind: str) -> AST:
    """A message of fixed words: ``dummyLead``, ``startOfBoard``, ``endOfSession``,
    ``illegalBid``."""
    return {"kind": kind}


def parse_hand(text: str, offset: int) -> list[str] | MessageError:
    """``S A K 4. H -. D Q. C ...`` (any suit order, void as ``-`` or nothing) to cards."""
    found: list[str] = []
    seen_suits: set[str] = set()
    pos = 0
    while pos < len(text) and text[pos:].strip():
        m = _HOLDING.match(text, pos)
        if not m:
            col = offset + pos + len(text[pos:]) - len(text[pos:].lstrip()) + 1
            return MessageError("expected a suit letter (S, H, D or C) and its cards", col,
                                "write each suit as `S A K 4.`, a void as `H -.`")
        suit = m.group(1).upper()
        if suit in seen_suits:
            return MessageError(f"suit {suit} is given twice", offset + m.start(1) + 1)
        seen_suits.add(suit)
        for i, ch in enumerate(m.group(3) or ""):
            if ch.isspace():
                continue
            card = ch.upper() + suit
            if card in found:
                return MessageError(f"card {card} is given twice",
                                    offset + m.start(3) + i + 1)
            found.append(card)
        pos = m.end()
        if m.group(4) == "" and pos < len(text):
            break
    if len(found) != 13:
        return MessageError(f"a hand has 13 cards, this one has {len(found)}",
                            offset + 1, "list all 13 cards: `S A K 4. H -. D ... C ...`")
    return found
