"""The AST of one Table Manager message, made by the same builders on both reading paths.

Each message kind is a frozen msgspec Struct tagged with its ``kind`` (a tagged union:
``msgspec.json.encode`` writes ``{"kind": ..., fields...}`` and
``msgspec.json.decode(data, type=Connect | Bid | ...)`` reads it back). Field order and
names are those of table-master-parser 1.2.10's JSON; a bid's ``alert`` and ``infos`` are
left out when absent. Seats ``N E S W``, vulnerability ``Nil NS EW All``, calls ``pass X
XX 1C .. 7NT``, cards rank then suit (``KH``).

The fast path (:mod:`bridgec.frontends.tm.messages`) and the grammar's path
(:mod:`bridgec.frontends.tm.grammar`) both import this module and neither imports the
other's AST code, so an AST and a refusal look the same whichever path read the message.
"""

from __future__ import annotations

import re
from typing import Final, Literal

import msgspec

Seat = Literal["N", "E", "S", "W"]
Vulnerability = Literal["Nil", "NS", "EW", "All"]
Card = str
"""Rank then suit, upper case: ``KH``, ``TD``."""
Call = str
"""``pass``, ``X``, ``XX`` or a bid ``1C`` .. ``7NT``."""
Clock = str
"""A time as written, without brackets: ``1:15``, ``0:11:23``."""

SEATS: Final[dict[str, Seat]] = {"north": "N", "east": "E", "south": "S", "west": "W"}
VULNERABLE: Final[dict[str, Vulnerability]] = {"neither": "Nil", "n/s": "NS", "e/w": "EW",
                                               "both": "All"}
RANKS = "AKQJT98765432"
SUITS = "SHDC"


class Message(msgspec.Struct, frozen=True, tag_field="kind", omit_defaults=True):
    """One protocol message; each kind is a subclass whose ``tag`` is its ``kind``."""

    @property
    def kind(self) -> str:
        """The message's kind as the JSON names it (``bid``, ``readyForCard``, ...)."""
        return str(self.__struct_config__.tag)


class Connect(Message, tag="connect", frozen=True):
    """``Connecting "team" as North using protocol version 18`` (``as ANYPL``: any seat)."""

    protocol_version: int = msgspec.field(name="protocolVersion")
    seat: Seat | Literal["ANYPL"]
    team_name: str = msgspec.field(name="teamName")


class Seated(Message, tag="seated", frozen=True):
    """``North "team" seated``."""

    team_name: str = msgspec.field(name="teamName")
    seat: Seat


class Teams(Message, tag="teams", frozen=True):
    """``Teams : N/S : "a" E/W : "b"``."""

    ew: str = msgspec.field(name="EW")
    ns: str = msgspec.field(name="NS")


class Deal(Message, tag="deal", frozen=True):
    """``Board number 1. Dealer North. Neither vulnerable.``"""

    vulnerable: Vulnerability
    dealer: Seat
    board: int


class Cards(Message, tag="cards", frozen=True):
    """``North's cards : S A K 4. H -. ...``: the 13 cards of a seat."""

    cards: tuple[Card, ...]
    seat: Seat


class DummyCards(Message, tag="dummyCards", frozen=True):
    """``Dummy's cards : ...``."""

    cards: tuple[Card, ...]


class Bid(Message, tag="bid", frozen=True, kw_only=True):
    """``North bids 1NT [Alert. text] [Infos. text]``, ``passes``, ``doubles``,
    ``redoubles``."""

    alert: str | None = None
    bid: Call
    seat: Seat
    infos: str | None = None


class Play(Message, tag="play", frozen=True):
    """``North plays KH``; seat ``dummy`` for ``dummy plays KH`` (OpenSpiel's wrapper)."""

    card: Card
    seat: Seat | Literal["dummy"]


class ReadyForTeams(Message, tag="readyForTeams", frozen=True):
    """``North ready for teams``."""

    seat: Seat


class ReadyForDeal(Message, tag="readyForDeal", frozen=True):
    """``North ready for deal``."""

    seat: Seat


class ReadyForCards(Message, tag="readyForCards", frozen=True):
    """``North ready for cards``."""

    seat: Seat


class ReadyForDummy(Message, tag="readyForDummy", frozen=True):
    """``North ready for dummy``."""

    seat: Seat


class ReadyForBid(Message, tag="readyForBid", frozen=True):
    """``North ready for East's bid``."""

    from_: Seat = msgspec.field(name="from")
    seat: Seat


class ReadyForCard(Message, tag="readyForCard", frozen=True):
    """``North ready for East's card to trick 3`` (player ``dummy``: ``dummy's card``)."""

    trick: int
    player: Seat | Literal["dummy"]
    seat: Seat


class ReadyToStart(Message, tag="readyToStart", frozen=True):
    """``North ready to start`` or ``North to start``."""

    seat: Seat


class Lead(Message, tag="lead", frozen=True):
    """``North to lead``."""

    seat: Seat


class EndOfBoard(Message, tag="endOfBoard", frozen=True):
    """``Timing - N/S : this board [1:15], total [0:11:23]. E/W : ...``."""

    ew_total_time: Clock = msgspec.field(name="ewTotalTime")
    ew_board_time: Clock = msgspec.field(name="ewBoardTime")
    ns_total_time: Clock = msgspec.field(name="nsTotalTime")
    ns_board_time: Clock = msgspec.field(name="nsBoardTime")


class DummyLead(Message, tag="dummyLead", frozen=True):
    """``Dummy to lead``."""


class StartOfBoard(Message, tag="startOfBoard", frozen=True):
    """``Start of board``."""


class EndOfSession(Message, tag="endOfSession", frozen=True):
    """``End of session``."""


class IllegalBid(Message, tag="illegalBid", frozen=True):
    """``Illegal bid``."""


FixedKind = Literal["dummyLead", "startOfBoard", "endOfSession", "illegalBid"]
_FIXED: Final[dict[str, Message]] = {"dummyLead": DummyLead(), "startOfBoard": StartOfBoard(),
                                     "endOfSession": EndOfSession(), "illegalBid": IllegalBid()}
_READY: Final[dict[str, type[ReadyForTeams | ReadyForDeal | ReadyForCards | ReadyForDummy]]] = {
    "teams": ReadyForTeams, "deal": ReadyForDeal, "cards": ReadyForCards,
    "dummy": ReadyForDummy}


class MessageError(msgspec.Struct, frozen=True):
    """Why a message was refused: what is wrong, at which 1-based column, and a hint."""

    message: str
    column: int
    hint: str | None = None


_UNESCAPE = re.compile(r"\\(.)", re.S)
_I = re.IGNORECASE | re.ASCII | re.DOTALL
_HOLDING = re.compile(r"\s*([shdc])(?:\s*(-)|((?:\s*[akqjt2-9])*))\s*(\.|$)", _I)


def seat(word: str) -> Seat:
    """``North`` or ``north's`` -> ``N``."""
    return SEATS[word.lower().removesuffix("'s")]


def unquote(quoted: str) -> str:
    """The text between the quotes of a quoted name, escapes undone (``\\"`` -> ``"``)."""
    return _UNESCAPE.sub(r"\1", quoted)


def connect(team: str, seat_word: str, version: int) -> Connect:
    """``Connecting "team" as North using protocol version 18`` (``team`` unquoted)."""
    return Connect(version, SEATS.get(seat_word.lower(), "ANYPL"), team)


def seated(name: str, seat_word: str) -> Seated:
    """``North "team" seated`` (``name`` unquoted, or its blank runs folded to a space)."""
    return Seated(name, seat(seat_word))


def teams(ns: str, ew: str) -> Teams:
    """``Teams : N/S : "a". E/W : "b"`` (names unquoted)."""
    return Teams(ew, ns)


def deal(board: int, dealer: str, vulnerability: str, column: int) -> Deal | MessageError:
    """``Board number 1. Dealer North. Neither vulnerable.``; ``column`` is the board's."""
    if board < 1:
        return MessageError("board numbers start at 1", column)
    return Deal(VULNERABLE[vulnerability.lower()], seat(dealer), board)


def cards(who: str, hand: list[str]) -> Cards | DummyCards:
    """``North's cards : ...`` or ``Dummy's cards : ...`` (``who`` without ``'s``)."""
    if who.lower() == "dummy":
        return DummyCards(tuple(hand))
    return Cards(tuple(hand), seat(who))


def call_name(level: str, strain: str) -> str:
    """``1`` ``nt`` -> ``1NT``; ``N`` is NT too."""
    strain = strain.upper()
    return level + ("NT" if strain in ("N", "NT") else strain)


def bid(call: str, seat_word: str, alert: str | None, infos: str | None) -> Bid:
    """``North bids 1NT [Alert. text] [Infos. text]``; ``call`` is ``pass``, ``X``, ``XX``
    or a bid; the texts are kept without their surrounding blanks."""
    return Bid(alert=None if alert is None else alert.strip(), bid=call, seat=seat(seat_word),
               infos=None if infos is None else infos.strip())


def play(card: str, seat_word: str) -> Play:
    """``North plays KH`` (``card`` rank then suit, upper case); ``dummy plays KH`` (seat
    ``dummy``: what OpenSpiel's wrapper answers to ``ready for dummy's card``)."""
    return Play(card, "dummy" if seat_word.lower() == "dummy" else seat(seat_word))


def ready_for(what: str, seat_word: str) -> Message:
    """``North ready for teams`` (deal, cards, dummy)."""
    return _READY[what.lower()](seat(seat_word))


def ready_for_bid(from_word: str, seat_word: str) -> ReadyForBid:
    """``North ready for East's bid``."""
    return ReadyForBid(seat(from_word), seat(seat_word))


def ready_for_card(trick: int, who: str, seat_word: str,
                   column: int) -> ReadyForCard | MessageError:
    """``North ready for East's card to trick 3`` (``who`` may be ``dummy``); ``column`` is
    the trick number's."""
    if not 1 <= trick <= 13:
        return MessageError(f"trick {trick} does not exist", column,
                            "tricks are numbered 1 to 13")
    player = "dummy" if who.lower().removesuffix("'s") == "dummy" else seat(who)
    return ReadyForCard(trick, player, seat(seat_word))


def ready_to_start(seat_word: str) -> ReadyToStart:
    """``North ready to start`` or ``North to start``."""
    return ReadyToStart(seat(seat_word))


def lead(seat_word: str) -> Lead:
    """``North to lead``."""
    return Lead(seat(seat_word))


def end_of_board(ns_board: str, ns_total: str, ew_board: str, ew_total: str) -> EndOfBoard:
    """``Timing - N/S : this board [1:15], total [0:11:23]. E/W : ...`` (times bare)."""
    return EndOfBoard(ew_total, ew_board, ns_total, ns_board)


def fixed(kind: FixedKind) -> Message:
    """A message of fixed words: ``dummyLead``, ``startOfBoard``, ``endOfSession``,
    ``illegalBid``."""
    return _FIXED[kind]


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
