"""Parse one Table Manager protocol message into its AST (table-master-parser's JSON form).

``parse_message(line)`` returns the message (a :class:`~bridgec.frontends.tm.nodes.Message`,
one tagged Struct per kind) or a :class:`MessageError` with a 1-based column. The
recogniser here is a fast path: anchored, case-insensitive regular expressions chosen by
the first words of the message. A message is accepted only when it is consumed completely
and is valid (13 distinct cards, bids 1..7, tricks 1..13). When the fast path refuses a
message, the ANTLR grammar (``grammar/TableManager.g4``, the authority) is asked where it
goes wrong, so the column and message come from the grammar (see
:mod:`bridgec.frontends.tm.grammar`). Both paths build their ASTs with
:mod:`bridgec.frontends.tm.nodes`.

Encoded as JSON, a message has the field names, order and encodings of table-master-parser
1.2.10: ``kind``, seats ``N E S W``, vulnerability ``Nil NS EW All``, calls ``pass X XX 1C
.. 7NT``, cards rank then suit (``KH``). Additions, documented in docs/tm.md: ``infos`` on
bids, seat ``ANYPL`` on connect, ``player: "dummy"`` on readyForCard.
"""

from __future__ import annotations

import re

from bridgec.frontends.tm import nodes
from bridgec.frontends.tm.nodes import (
    RANKS,
    SEATS,
    SUITS,
    VULNERABLE,
    Message,
    MessageError,
    parse_hand,
)
from bridgec.limits import MAX_TM_GRAMMAR, MAX_TM_LINE

__all__ = ["RANKS", "SEATS", "SUITS", "VULNERABLE", "Message", "MessageError", "MessageReader",
           "parse_hand", "parse_message"]

_I = re.IGNORECASE | re.ASCII | re.DOTALL
_SEAT = r"(north|east|south|west)"
_Q = r'"((?:[^"\\]|\\.)*)"'
_END = r"\s*\.?$"
_BID = re.compile(
    _SEAT + r"\s+(?:(passes)|(doubles)|(redoubles)|bids\s+([1-7])(nt|n|[cdhs])\b)"
    r"(?:\s*\.)?(?:\s*(alert)\.(.*?))?(?:\s*(infos)\.(.*))?$", _I)
_PLAY = re.compile(r"(north|east|south|west|dummy)\s+plays\s+"
                   r"(?:([akqjt2-9])\s*([cdhs])|([cdhs])\s*([akqjt2-9]))" + _END, _I)
_CARDS = re.compile(r"(north|east|south|west|dummy)'s\s+cards\s*:", _I)
_CONNECT = re.compile(r"connecting\s+" + _Q + r"\s+as\s+(north|east|south|west|anypl)\s+"
                      r"using\s+protocol\s+version\s+(\d+)" + _END, _I)
_NOT_NAME = r"(?!(?:plays|bids|passes|doubles|redoubles|ready|to)\b)"
_SEATED = re.compile(_SEAT + r"\s+(?:" + _Q + r"|\(\s*" + _Q + r"\s*\)|" + _NOT_NAME +
                     r'([^\s"(].*?))\s+seated' + _END, _I)
_TEAMS = re.compile(r"teams\s*:?\s*n/s\s*:?\s*" + _Q + r"\s*\.?\s*e/w\s*:?\s*" + _Q + _END, _I)
_DEAL = re.compile(r"board\s+number\s+(\d+)\s*\.\s*dealer\s+" + _SEAT +
                   r"\s*\.\s*(neither|n/s|e/w|both)\s+vulnerable" + _END, _I)
_TIME = r"(\[)?(\d+:\d+)(?(%d)\])"
_TIMING = re.compile(
    r"timing\s*-\s*n/s\s*:\s*this\s+board\s+" + _TIME % 1 + r"\s*,\s*total\s+" +
    r"(\[)?(\d+:\d+:\d+)(?(3)\])\s*\.\s*e/w\s*:\s*this\s+board\s+" + _TIME % 5 +
    r"\s*,\s*total\s+(\[)?(\d+:\d+:\d+)(?(7)\])" + _END, _I)
_READY = re.compile(
    _SEAT + r"\s+ready\s+(?:for\s+(?:(teams|deal|cards|dummy)|"
    r"(north|east|south|west)'s\s+bid|(north|east|south|west|dummy)'s\s+card\s+to\s+trick\s+"
    r"(\d+))|to\s+(start))" + _END, _I)
_TO = re.compile(r"(?:(north|east|south|west)\s+to\s+(lead|start)|(dummy)\s+to\s+lead)" + _END, _I)
_FIXED: dict[str, nodes.FixedKind] = {
    "start of board": "startOfBoard",
    "end of session": "endOfSession",
    "illegal bid": "illegalBid",
}
_FIXED_RE = re.compile(r"(start\s+of\s+board|end\s+of\s+session|illegal\s+bid)" + _END, _I)
_SPACES = re.compile(r"\s+")
_KEYWORD_IN_NAME = re.compile(r"seated|alert\.|infos\.", _I)
_FIRST = re.compile(r"\S*")


def parse_message(line: str) -> Message | MessageError:
    """Parse one message (a trailing CR/LF and surrounding blanks are ignored)."""
    text = line.rstrip("\r\n \t")
    start = len(text) - len(text.lstrip(" \t\r\n\f\v"))
    message = _fast(text[start:], start)
    if message is not None:
        return message
    from bridgec.frontends.tm.grammar import diagnose  # the grammar is the authority on refusals

    return diagnose(line)


class MessageReader:
    """:func:`parse_message` for the lines of one input, with the grammar's work bounded.

    The grammar is asked about the first ``grammar`` lines the fast path does not accept
    (to locate the refusal, or to accept a rare form such as a team name holding a keyword),
    as :func:`parse_message` asks it; later ones, and lines longer than ``MAX_TM_LINE``, are
    refused without it, at the message's first column. A transcript of many thousand
    malformed lines then takes about the time of as many well-formed ones.
    """

    def __init__(self, grammar: int = MAX_TM_GRAMMAR) -> None:
        self.grammar = grammar

    def __call__(self, line: str) -> Message | MessageError:
        text = line.rstrip("\r\n \t")
        start = len(text) - len(text.lstrip(" \t\r\n\f\v"))
        if len(text) > MAX_TM_LINE:
            return MessageError(f"a message longer than {MAX_TM_LINE} characters", start + 1,
                                "a Table Manager message is one short line")
        message = _fast(text[start:], start)
        if message is not None:
            return message
        if self.grammar > 0:
            self.grammar -= 1
            from bridgec.frontends.tm.grammar import diagnose

            return diagnose(line)
        return MessageError(f"not a Table Manager message (not read: more than {MAX_TM_GRAMMAR} "
                            "lines of this input needed the grammar)", start + 1,
                            "see docs/tm.md for the messages of the Table Manager protocol")


def _fast(text: str, offset: int) -> Message | MessageError | None:
    """The AST, a semantic error, or None when no message shape matches."""
    first = _FIRST.match(text).group().lower()  # type: ignore[union-attr]
    if first in SEATS:
        return _seat_message(text, offset)
    handler = _BY_FIRST.get(first)
    if handler is not None:
        return handler(text, offset)
    if first.endswith("'s") or "'s" in first:
        return _cards(text, offset)
    return None


def _seat_message(text: str, offset: int) -> Message | MessageError | None:
    second = _SECOND.match(text)
    word = second.group(1).lower() if second else ""
    shape = _BY_SECOND.get(word)
    if shape is _BID or shape is None:
        m = _BID.match(text)
        if m:
            return _bid(m)
    if shape is _PLAY:
        m = _PLAY.match(text)
        if m:
            return _play(m)
    if shape is _READY:
        m = _READY.match(text)
        if m:
            return _ready(m, offset)
    if shape is _TO:
        m = _TO.match(text)
        if m:
            return _to(m)
    m = _SEATED.match(text)
    if m:
        name = m.group(2) if m.group(2) is not None else m.group(3)
        if name is None and _KEYWORD_IN_NAME.search(m.group(4)):
            return None  # the grammar decides names that hold keywords
        name = nodes.unquote(name) if name is not None else _SPACES.sub(" ", m.group(4))
        return nodes.seated(name, m.group(1))
    return None


def _bid(m: re.Match[str]) -> Message:
    if m.group(2):
        call = "pass"
    elif m.group(3):
        call = "X"
    elif m.group(4):
        call = "XX"
    else:
        call = nodes.call_name(m.group(5), m.group(6))
    return nodes.bid(call, m.group(1), m.group(8) if m.group(7) else None,
                     m.group(10) if m.group(9) else None)


def _play(m: re.Match[str]) -> Message:
    rank = (m.group(2) or m.group(5)).upper()
    suit = (m.group(3) or m.group(4)).upper()
    return nodes.play(rank + suit, m.group(1))


def _ready(m: re.Match[str], offset: int) -> Message | MessageError:
    if m.group(2):
        return nodes.ready_for(m.group(2), m.group(1))
    if m.group(3):
        return nodes.ready_for_bid(m.group(3), m.group(1))
    if m.group(6):
        return nodes.ready_to_start(m.group(1))
    return nodes.ready_for_card(int(m.group(5)), m.group(4), m.group(1),
                                offset + m.start(5) + 1)


def _to(m: re.Match[str]) -> Message:
    if m.group(3):
        return nodes.fixed("dummyLead")
    if m.group(2).lower() == "start":
        return nodes.ready_to_start(m.group(1))
    return nodes.lead(m.group(1))


def _cards(text: str, offset: int) -> Message | MessageError | None:
    m = _CARDS.match(text)
    if not m:
        return None
    cards = parse_hand(text[m.end():], offset + m.end())
    if isinstance(cards, MessageError):
        return cards
    return nodes.cards(m.group(1), cards)


def _connect(text: str, offset: int) -> Message | MessageError | None:
    m = _CONNECT.match(text)
    if not m:
        return None
    return nodes.connect(nodes.unquote(m.group(1)), m.group(2), int(m.group(3)))


def _teams(text: str, offset: int) -> Message | None:
    m = _TEAMS.match(text)
    if not m:
        return None
    return nodes.teams(nodes.unquote(m.group(1)), nodes.unquote(m.group(2)))


def _deal(text: str, offset: int) -> Message | MessageError | None:
    m = _DEAL.match(text)
    if not m:
        return None
    return nodes.deal(int(m.group(1)), m.group(2), m.group(3), offset + m.start(1) + 1)


def _timing(text: str, offset: int) -> Message | None:
    m = _TIMING.match(text)
    if not m:
        return None
    return nodes.end_of_board(m.group(2), m.group(4), m.group(6), m.group(8))


def _fixed(text: str, offset: int) -> Message | None:
    m = _FIXED_RE.match(text)
    if not m:
        return None
    return nodes.fixed(_FIXED[_SPACES.sub(" ", m.group(1).lower())])


def _dummy(text: str, offset: int) -> Message | MessageError | None:
    m = _TO.match(text)
    if m:
        return _to(m)
    m = _PLAY.match(text)
    if m:
        return _play(m)
    return _cards(text, offset)


_SECOND = re.compile(r"\S+\s+(\S+)", _I)
_BY_SECOND = {"bids": _BID, "passes": _BID, "doubles": _BID, "redoubles": _BID,
              "plays": _PLAY, "ready": _READY, "to": _TO}

_BY_FIRST = {
    "connecting": _connect, "teams": _teams, "teams:": _teams, "board": _deal,
    "timing": _timing, "start": _fixed, "end": _fixed, "illegal": _fixed, "dummy": _dummy,
}
