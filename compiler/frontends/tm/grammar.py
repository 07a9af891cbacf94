"""The ANTLR path: parse a message with ``grammar/TableManager.g4`` and build its AST.

This is the authority the fast path in :mod:`bridgec.frontends.tm.messages` is checked against, and
what reports *where* a refused message goes wrong. ANTLR types never leave this module.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from antlr4 import CommonTokenStream, InputStream, Token
from antlr4.error.ErrorListener import ErrorListener

from bridgec._generated.tablemanager.TableManagerLexer import TableManagerLexer
from bridgec._generated.tablemanager.TableManagerParser import TableManagerParser
from bridgec.frontends.tm.messages import (
    AST,
    SEATS,
    VULNERABLE,
    MessageError,
    parse_hand,
)

P = TableManagerParser
_INFOS = re.compile(r"(?:\s*)infos\.", re.I | re.A)
_UNESCAPE = re.compile(r"\\(.)", re.S)
Builder = Callable[[Any, str], "AST | MessageError"]
HINT = "see docs/tm.md for the messages of the Table Manager protocol"


class _FirstError(ErrorListener):  # type: ignore[misc]
    """Keep the first syntax error (0-based column) and stop caring about the rest."""

    def __init__(self) -> None:
        self.error: MessageError | None = None

    def syntaxError(self, recognizer: Any, offending: Any, line: int, column: int,
                    msg: str, e: Any) -> None:
        if self.error is None:
            self.error = MessageError(_describe(offending, msg), column + 1, HINT)


_TOKEN_WORDS = {
    "<EOF>": "end of message", "PLAYCARD": "a card (as KH)", "CALL": "a bid (1C .. 7NT)",
    "NUMBER": "a number", "QUOTED": 'a quoted name ("...")', "SUIT": "a suit letter",
    "RANKS": "ranks", "CLOCK2": "a time m:ss", "CLOCK3": "a time h:mm:ss",
}


def _describe(offending: Any, msg: str) -> str:
    """``unexpected `X`, expected ...`` without ANTLR's long lists of alternatives."""
    if offending is None:
        return "not a Table Manager message: " + msg.removeprefix("token recognition error at: ")
    what = "end of message" if offending.type == Token.EOF else f"`{offending.text}`"
    expected = msg.rsplit("expecting ", 1)[1] if "expecting " in msg else ""
    if expected.startswith("{") and expected.count(",") >= 3:
        expected = ""
    for token, words in _TOKEN_WORDS.items():
        expected = expected.replace(token, words)
    expected = expected.replace("'", "`").strip("{}")
    if offending.tokenIndex == 0 and not expected:
        return f"not a Table Manager message (unexpected {what} at the start)"
    return f"unexpected {what}" + (f", expected {expected}" if expected else "")


def diagnose(line: str) -> AST | MessageError:
    """Parse ``line`` with the grammar: the AST, or the first error and its column."""
    text = line.rstrip("\r\n \t")
    if not text.strip():
        return MessageError("empty message", 1, "remove the blank line")
    listener = _FirstError()
    lexer = TableManagerLexer(InputStream(text))
    lexer.removeErrorListeners()
    lexer.addErrorListener(listener)
    parser = TableManagerParser(CommonTokenStream(lexer))
    parser.removeErrorListeners()
    parser.addErrorListener(listener)
    tree = parser.message()  # type: ignore[no-untyped-call]
    if listener.error is not None:
        return listener.error
    return _build(tree, text)


def _build(tree: Any, text: str) -> AST | MessageError:
    body = tree.getChild(0)
    kind = type(body).__name__.removesuffix("Context")
    builder: Builder = _BUILDERS[kind]
    return builder(body, text)


def _seat(ctx: Any) -> str:
    return SEATS[ctx.getText().lower().removesuffix("'s")]


def _col(token: Any) -> int:
    return int(token.symbol.column if hasattr(token, "symbol") else token.start.column) + 1


def _quoted(token: Any) -> str:
    return _UNESCAPE.sub(r"\1", token.getText()[1:-1])


def _connect(c: Any, text: str) -> AST | MessageError:
    version = c.NUMBER().getText()
    seat = SEATS[c.seat().getText().lower()] if c.seat() else "ANYPL"
    return {"kind": "connect", "protocolVersion": int(version), "seat": seat,
            "teamName": _quoted(c.QUOTED())}


def _seated(c: Any, text: str) -> AST:
    t = c.teamName()
    if t.QUOTED():
        name = _quoted(t.QUOTED())
    else:
        u = t.unquoted()
        name = " ".join(text[u.start.start:u.stop.stop + 1].split())
    return {"kind": "seated", "teamName": name, "seat": _seat(c.seat())}


def _teams(c: Any, text: str) -> AST:
    ns, ew = c.QUOTED()
    return {"kind": "teams", "EW": _quoted(ew), "NS": _quoted(ns)}


def _deal(c: Any, text: str) -> AST | MessageError:
    board = int(c.NUMBER().getText())
    if board < 1:
        return MessageError("board numbers start at 1", _col(c.NUMBER()))
    return {"kind": "deal", "vulnerable": VULNERABLE[c.vulnerability().getText().lower()],
            "dealer": _seat(c.seat()), "board": board}


def _hand(c: Any, text: str) -> list[str] | MessageError:
    h = c.hand()
    start = h.start.start
    stop = h.stop.stop + 1 if h.stop.type != Token.EOF else len(text)
    for r in h.getTypedRuleContexts(P.HoldingContext):
        for rank in r.getTypedRuleContexts(P.RankContext):
            bad = next((ch for ch in rank.getText() if ch in "01"), None)
            if bad is not None:
                return MessageError(f"`{bad}` is not a rank", _col(rank), "ranks are AKQJT98765432")
    return parse_hand(text[start:stop], start)


def _cards(c: Any, text: str) -> AST | MessageError:
    cards = _hand(c, text)
    if isinstance(cards, MessageError):
        return cards
    return {"kind": "cards", "cards": cards, "seat": _seat(c.possessive())}


def _dummy_cards(c: Any, text: str) -> AST | MessageError:
    cards = _hand(c, text)
    if isinstance(cards, MessageError):
        return cards
    return {"kind": "dummyCards", "cards": cards}


def _bid(c: Any, text: str) -> AST | MessageError:
    if c.PASSES():
        call = "pass"
    elif c.DOUBLES():
        call = "X"
    elif c.REDOUBLES():
        call = "XX"
    else:
        tok = c.callToken()
        raw = tok.getText().upper()
        if raw[0] not in "1234567":
            return MessageError(f"`{tok.getText()}` is not a bid", _col(tok),
                                "a bid is a level 1-7 and a strain C D H S NT, as `1NT`")
        call = raw[0] + ("NT" if raw[1:] in ("N", "NT") else raw[1:])
    ast: AST = {"kind": "bid"}
    infos = None
    if c.ALERT():
        rest = c.ALERT().getText()[len("alert."):]
        m = _INFOS.search(rest)
        if m:
            rest, infos = rest[:m.start()], rest[m.end():]
        ast["alert"] = rest.strip()
    elif c.INFOS():
        infos = c.INFOS().getText()[len("infos."):]
    ast["bid"] = call
    ast["seat"] = _seat(c.seat())
    if infos is not None:
        ast["infos"] = infos.strip()
    return ast


def _play(c: Any, text: str) -> AST | MessageError:
    raw = c.cardToken().getText().upper()
    if raw[0] in "SHDC" and raw[1] in "AKQJT98765432":
        raw = raw[1] + raw[0]
    if raw[0] not in "AKQJT98765432" or raw[1] not in "SHDC":
        return MessageError(f"`{c.cardToken().getText()}` is not a card", _col(c.cardToken()),
                            "a card is a rank and a suit, as `KH` or `TD`")
    return {"kind": "play", "card": raw, "seat": _seat(c.seat())}


def _ready(c: Any, text: str) -> AST | MessageError:
    seat = _seat(c.seat())
    if c.START():
        return {"kind": "readyToStart", "seat": seat}
    for word in ("TEAMS", "DEAL", "CARDS", "DUMMY"):
        if getattr(c, word)():
            return {"kind": "readyFor" + word.capitalize(), "seat": seat}
    if c.BID():
        return {"kind": "readyForBid", "from": _seat(c.possessive()), "seat": seat}
    trick = int(c.NUMBER().getText())
    if not 1 <= trick <= 13:
        return MessageError(f"trick {trick} does not exist", _col(c.NUMBER()),
                            "tricks are numbered 1 to 13")
    player = _seat(c.possessive()) if c.possessive() else "dummy"
    return {"kind": "readyForCard", "trick": trick, "player": player, "seat": seat}


def _to_lead(c: Any, text: str) -> AST:
    kind = "readyToStart" if c.START() else "lead"
    return {"kind": kind, "seat": _seat(c.seat())}


def _timing(c: Any, text: str) -> AST:
    b = [t.getText().strip("[]") for t in c.boardTime()]
    t = [t.getText().strip("[]") for t in c.totalTime()]
    return {"kind": "endOfBoard", "ewTotalTime": t[1], "ewBoardTime": b[1],
            "nsTotalTime": t[0], "nsBoardTime": b[0]}


def _fixed(kind: str) -> Builder:
    return lambda c, text: {"kind": kind}


_BUILDERS: dict[str, Builder] = {
    "Connect": _connect, "Seated": _seated, "Teams": _teams, "Deal": _deal,
    "Cards": _cards, "DummyCards": _dummy_cards, "Bid": _bid, "Play": _play,
    "Ready": _ready, "ToLead": _to_lead, "DummyLead": _fixed("dummyLead"),
    "StartOfBoard": _fixed("startOfBoard"), "EndOfSession": _fixed("endOfSession"),
    "IllegalBid": _fixed("illegalBid"), "Timing": _timing,
}
