"""The ANTLR path: parse a message with ``grammar/TableManager.g4`` and build its AST.

This is the authority the fast path in :mod:`bridgec.frontends.tm.messages` is checked
against, and what reports *where* a refused message goes wrong. ASTs are built by
:mod:`bridgec.frontends.tm.nodes`, as the fast path builds them; this module does not import
the fast path. ANTLR types never leave this module.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from antlr4 import Token

from bridgec._generated.tablemanager.TableManagerLexer import TableManagerLexer
from bridgec._generated.tablemanager.TableManagerParser import TableManagerParser
from bridgec.frontends.antlr import parse_with
from bridgec.frontends.tm import nodes
from bridgec.frontends.tm.nodes import Message, MessageError, parse_hand

P = TableManagerParser
_INFOS = re.compile(r"(?:\s*)infos\.", re.I | re.A)
Builder = Callable[[Any, str], "Message | MessageError"]
HINT = "see docs/tm.md for the messages of the Table Manager protocol"


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


def diagnose(line: str) -> Message | MessageError:
    """Parse ``line`` with the grammar: the AST, or the first error and its column."""
    text = line.rstrip("\r\n \t")
    if not text.strip():
        return MessageError("empty message", 1, "remove the blank line")
    tree, problems = parse_with(TableManagerLexer, TableManagerParser, text, "message",
                                path="", describe=_describe)
    if problems:
        first = problems[0]
        return MessageError(first.message, first.span.col if first.span else 1, HINT)
    return _build(tree, text)


def _build(tree: Any, text: str) -> Message | MessageError:
    body = tree.getChild(0)
    kind = type(body).__name__.removesuffix("Context")
    builder: Builder = _BUILDERS[kind]
    return builder(body, text)


def _seat(ctx: Any) -> str:
    return str(ctx.getText())


def _col(token: Any) -> int:
    return int(token.symbol.column if hasattr(token, "symbol") else token.start.column) + 1


def _quoted(token: Any) -> str:
    return nodes.unquote(token.getText()[1:-1])


def _connect(c: Any, text: str) -> Message | MessageError:
    seat = c.seat().getText() if c.seat() else "anypl"
    return nodes.connect(_quoted(c.QUOTED()), seat, int(c.NUMBER().getText()))


def _seated(c: Any, text: str) -> Message:
    t = c.teamName()
    if t.QUOTED():
        name = _quoted(t.QUOTED())
    else:
        u = t.unquoted()
        name = " ".join(text[u.start.start:u.stop.stop + 1].split())
    return nodes.seated(name, _seat(c.seat()))


def _teams(c: Any, text: str) -> Message:
    ns, ew = c.QUOTED()
    return nodes.teams(_quoted(ns), _quoted(ew))


def _deal(c: Any, text: str) -> Message | MessageError:
    return nodes.deal(int(c.NUMBER().getText()), _seat(c.seat()),
                      c.vulnerability().getText(), _col(c.NUMBER()))


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


def _cards(c: Any, text: str) -> Message | MessageError:
    cards = _hand(c, text)
    if isinstance(cards, MessageError):
        return cards
    return nodes.cards(_seat(c.possessive()), cards)


def _dummy_cards(c: Any, text: str) -> Message | MessageError:
    cards = _hand(c, text)
    if isinstance(cards, MessageError):
        return cards
    return nodes.cards("dummy", cards)


def _bid(c: Any, text: str) -> Message | MessageError:
    if c.PASSES():
        call = "pass"
    elif c.DOUBLES():
        call = "X"
    elif c.REDOUBLES():
        call = "XX"
    else:
        tok = c.callToken()
        raw = tok.getText()
        if raw[0] not in "1234567":
            return MessageError(f"`{tok.getText()}` is not a bid", _col(tok),
                                "a bid is a level 1-7 and a strain C D H S NT, as `1NT`")
        call = nodes.call_name(raw[0], raw[1:])
    alert = infos = None
    if c.ALERT():
        alert = c.ALERT().getText()[len("alert."):]
        m = _INFOS.search(alert)
        if m:
            alert, infos = alert[:m.start()], alert[m.end():]
    elif c.INFOS():
        infos = c.INFOS().getText()[len("infos."):]
    return nodes.bid(call, _seat(c.seat()), alert, infos)


def _play(c: Any, text: str) -> Message | MessageError:
    raw = c.cardToken().getText().upper()  # `C K` is read as `CK`
    if len(raw) == 2 and raw[0] in "SHDC" and raw[1] in "AKQJT98765432":
        raw = raw[1] + raw[0]
    if len(raw) != 2 or raw[0] not in "AKQJT98765432" or raw[1] not in "SHDC":
        return MessageError(f"`{c.cardToken().getText()}` is not a card", _col(c.cardToken()),
                            "a card is a rank and a suit, as `KH` or `TD`")
    return nodes.play(raw, _seat(c.seat()) if c.seat() else "dummy")


def _ready(c: Any, text: str) -> Message | MessageError:
    seat = _seat(c.seat())
    if c.START():
        return nodes.ready_to_start(seat)
    for word in ("TEAMS", "DEAL", "CARDS", "DUMMY"):
        if getattr(c, word)():
            return nodes.ready_for(word, seat)
    if c.BID():
        return nodes.ready_for_bid(_seat(c.possessive()), seat)
    who = _seat(c.possessive()) if c.possessive() else "dummy"
    return nodes.ready_for_card(int(c.NUMBER().getText()), who, seat, _col(c.NUMBER()))


def _to_lead(c: Any, text: str) -> Message:
    if c.START():
        return nodes.ready_to_start(_seat(c.seat()))
    return nodes.lead(_seat(c.seat()))


def _timing(c: Any, text: str) -> Message:
    b = [t.getText().strip("[]") for t in c.boardTime()]
    t = [t.getText().strip("[]") for t in c.totalTime()]
    return nodes.end_of_board(b[0], t[0], b[1], t[1])


def _fixed(kind: nodes.FixedKind) -> Builder:
    return lambda c, text: nodes.fixed(kind)


_BUILDERS: dict[str, Builder] = {
    "Connect": _connect, "Seated": _seated, "Teams": _teams, "Deal": _deal,
    "Cards": _cards, "DummyCards": _dummy_cards, "Bid": _bid, "Play": _play,
    "Ready": _ready, "ToLead": _to_lead, "DummyLead": _fixed("dummyLead"),
    "StartOfBoard": _fixed("startOfBoard"), "EndOfSession": _fixed("endOfSession"),
    "IllegalBid": _fixed("illegalBid"), "Timing": _timing,
}
