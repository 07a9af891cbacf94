"""Lower a Table Manager session transcript (one message per line) into IR boards.

A transcript is either one seat's view, the table manager's own log (every message once
per recipient), or a capture with columns: ``seq seat dir eol message`` TSV (the last
column is the message) or lines with an ISO timestamp before the message. Blank lines and
lines starting with ``#`` are comments. Messages that
are relayed to several seats (a call, a card, the deal) count once: a call or card that
repeats the last one of the same seat at the same point is a relay.

What is not a protocol message becomes a warning with its column; a call or card that
breaks the laws becomes a warning and a ``board-event``; nothing is dropped silently.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from bridgec import ir
from bridgec.bridge import laws
from bridgec.bridge.auction import auction_over, legal_call
from bridgec.diagnostics import Diagnostic, Span, warning
from bridgec.frontends.tm import nodes as tm
from bridgec.frontends.tm.messages import MessageError, MessageReader

_STAMP = re.compile(r"\d{4}-\d\d-\d\dT[0-9:.]+Z?\s+")
_VUL = {"Nil": "None", "NS": "NS", "EW": "EW", "All": "All"}
_IGNORED = (tm.Connect, tm.Seated, tm.ReadyForTeams, tm.ReadyToStart, tm.ReadyForDeal,
            tm.ReadyForCards, tm.ReadyForBid, tm.ReadyForCard, tm.ReadyForDummy, tm.Lead,
            tm.DummyLead, tm.StartOfBoard, tm.EndOfSession)


@dataclass
class _Board:
    """A board being read: mutable while its messages arrive."""

    span: Span
    number: int
    dealer: str
    vulnerable: str
    teams: ir.Teams | None
    hands: dict[str, list[str]] = field(default_factory=dict)
    seen_hands: set[str] = field(default_factory=set)
    remaining: dict[str, list[str]] = field(default_factory=dict)
    calls: list[ir.Bid] = field(default_factory=list)
    tricks: list[list[ir.Play]] = field(default_factory=list)
    events: list[ir.BoardEvent] = field(default_factory=list)
    timing: ir.Timing | None = None


class _Lowering:
    """Reads messages in order and builds boards."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.done: list[_Board] = []
        self.board: _Board | None = None
        self.teams: ir.Teams | None = None
        self.diagnostics: list[Diagnostic] = []
        self.parse_message = MessageReader()

    # -- lines -------------------------------------------------------------------------

    def line(self, number: int, raw: str, tsv: bool) -> None:
        offset = 0
        text = raw.rstrip("\r\n")
        if tsv:
            offset = text.rfind("\t") + 1
            text = text[offset:]
        else:
            stamp = _STAMP.match(text)
            if stamp:
                offset = stamp.end()
                text = html.unescape(text[offset:])
        if not text.strip() or text.startswith("#"):
            return  # blank lines and `#` comments (bridgec tm serve notes why a session ended)
        span = Span(path=self.path, line=number, col=offset + 1)
        ast = self.parse_message(text)
        if isinstance(ast, MessageError):
            where = Span(path=self.path, line=number, col=offset + ast.column)
            self.diagnostics.append(warning(f"line ignored: {ast.message}", where,
                                            ast.hint, code="tm-ignored"))
            return
        self.message(ast, span)

    def message(self, ast: tm.Message, span: Span) -> None:
        if isinstance(ast, tm.Teams):
            self.teams = ir.Teams(ns=ast.ns, ew=ast.ew, span=span)
        elif isinstance(ast, tm.Deal):
            self.deal(ast, span)
        elif isinstance(ast, _IGNORED):
            return
        elif self.board is None:
            self.diagnostics.append(warning(f"`{ast.kind}` message before any board, ignored",
                                            span, "a board starts with `Board number ...`",
                                            code="tm-ignored"))
        elif isinstance(ast, tm.Cards):
            self.cards(self.board, ast, span)
        elif isinstance(ast, tm.DummyCards):
            self.cards(self.playing(), ast, span)
        elif isinstance(ast, tm.Bid):
            self.bid(ast, span)
        elif isinstance(ast, tm.Play):
            self.play(self.playing(ast.card), ast, span)
        elif isinstance(ast, tm.IllegalBid):
            self.irregular("illegal-bid", self.board.calls[-1].seat if self.board.calls
                           else None, "the table manager refused the last call", span)
        elif isinstance(ast, tm.EndOfBoard):
            timed = next((b for b in (*self.done[-1:], self.board) if b.timing is None),
                         self.board)
            timed.timing = ir.Timing(ns_board=ast.ns_board_time, ns_total=ast.ns_total_time,
                                     ew_board=ast.ew_board_time, ew_total=ast.ew_total_time,
                                     span=span)

    # -- board content -----------------------------------------------------------------

    def deal(self, ast: tm.Deal, span: Span) -> None:
        b = self.board
        if b is not None and b.number == ast.board and not b.calls and not b.tricks:
            return  # the same deal message relayed to another seat
        self.finish()
        self.board = _Board(span=span, number=ast.board, dealer=ast.dealer,
                            vulnerable=ast.vulnerable, teams=self.teams)

    def playing(self, card: str | None = None) -> _Board:
        """The board cards belong to: the previous one while its play is still relayed
        (a table manager may send the next deal to one seat before the others saw the
        last trick) and the current auction has not ended."""
        assert self.board is not None
        prev = self.done[-1] if self.done else None
        if prev is None or _auction_over(self.board):
            return self.board
        if _play_open(prev) or prev.tricks and any(p.card == card for p in prev.tricks[-1]):
            return prev
        return self.board

    def cards(self, b: _Board, ast: tm.Cards | tm.DummyCards, span: Span) -> None:
        seat: str
        if isinstance(ast, tm.Cards):
            seat = ast.seat
            b.seen_hands.add(seat)
        else:
            found = laws.contract([c.call for c in b.calls], b.dealer)
            if found is None:
                self.irregular("unexpected-dummy", None, "dummy shown without a contract", span, b)
                return
            seat = laws.partner(found[1])
        if seat in b.hands:
            return
        b.hands[seat] = list(ast.cards)
        played = {p.card for t in b.tricks for p in t if p.seat == seat}
        b.remaining[seat] = [c for c in ast.cards if c not in played]

    def bid(self, ast: tm.Bid, span: Span) -> None:
        b = self.board
        assert b is not None
        call, seat = laws.to_ir_call(ast.bid), ast.seat
        calls = [c.call for c in b.calls]
        turn = laws.next_seat(b.dealer, len(calls))
        if seat != turn:
            if any(c.seat == seat and c.call == call for c in b.calls[-3:]):
                return  # relayed to another seat
            self.irregular("out-of-turn", seat, f"{seat} called {call} but {turn} was to call",
                           span)
            return
        why = legal_call(calls, call)
        if why is not None:
            self.irregular("illegal-call", seat, f"{call}: {why}", span)
            return
        b.calls.append(ir.Bid(call=call, seat=seat, alert=ast.alert, span=span))
        if ast.infos is not None:
            b.events.append(ir.BoardEvent(event="infos", seat=seat, text=ast.infos, span=span))

    def play(self, b: _Board, ast: tm.Play, span: Span) -> None:
        seat: str = ast.seat
        card = ast.card
        found = laws.contract([c.call for c in b.calls], b.dealer)
        if found is None or not auction_over([c.call for c in b.calls]):
            self.irregular("early-play", None if seat == "dummy" else seat,
                           f"{card} played before the auction ended", span, b)
            return
        if seat == "dummy":  # `dummy plays KH` (OpenSpiel's wrapper, to `dummy's card`)
            seat = laws.partner(found[1])
        trump = found[0][1]
        if b.tricks and len(b.tricks[-1]) < 4:
            current = b.tricks[-1]
            turn = laws.next_seat(current[-1].seat)
        else:
            current = []
            turn = laws.next_seat(found[1]) if not b.tricks else \
                laws.trick_winner([(p.seat, p.card) for p in b.tricks[-1]], trump)
        if any(p.seat == seat and p.card == card for t in b.tricks[-2:] for p in t):
            return  # relayed
        if seat != turn or len(b.tricks) == 13 and not current:
            self.irregular("out-of-turn", seat, f"{seat} played {card} but {turn} was to play",
                           span, b)
            return
        led = current[0].card[1] if current else None
        if seat in b.remaining:
            why = laws.legal_card(b.remaining[seat], led, card)
            if why is not None:
                self.irregular("illegal-card", seat, f"{card}: {why}", span, b)
                return
            b.remaining[seat].remove(card)
        if not current:
            b.tricks.append(current)
        current.append(ir.Play(seat=seat, card=card, span=span))  # type: ignore[arg-type]

    def irregular(self, event: str, seat: str | None, text: str, span: Span,
                  board: _Board | None = None) -> None:
        b = board or self.board
        assert b is not None
        b.events.append(ir.BoardEvent(event=event, seat=seat, text=text, span=span))  # type: ignore[arg-type]
        self.diagnostics.append(warning(f"board {b.number}: {text}", span, code="tm-board"))

    # -- output ------------------------------------------------------------------------

    def finish(self) -> None:
        if self.board is not None:
            self.done.append(self.board)
        self.board = None


def _auction_over(b: _Board) -> bool:
    return auction_over([c.call for c in b.calls])


def _play_open(b: _Board) -> bool:
    if not _auction_over(b) or laws.contract([c.call for c in b.calls], b.dealer) is None:
        return False
    return len(b.tricks) < 13 or len(b.tricks[-1]) < 4


def _to_ir(b: _Board) -> ir.Board:
    calls = [c.call for c in b.calls]
    found = laws.contract(calls, b.dealer) if auction_over(calls) else None
    trump = found[0][1] if found else "N"
    tricks = tuple(
        ir.Trick(number=i + 1, cards=tuple(t), span=t[0].span,
                 winner=laws.trick_winner([(p.seat, p.card) for p in t], trump)  # type: ignore[arg-type]
                 if len(t) == 4 else None)
        for i, t in enumerate(b.tricks))
    hands = tuple(_hand(seat, b.hands[seat]) for seat in laws.SEAT_ORDER if seat in b.hands)
    deal = ir.Deal(board=b.number, dealer=b.dealer, vulnerability=_VUL[b.vulnerable],  # type: ignore[arg-type]
                   contract=found[0] if found else None,
                   declarer=found[1] if found else None,  # type: ignore[arg-type]
                   doubled=found[2] if found else "",  # type: ignore[arg-type]
                   lead=tricks[0].cards[0].card if tricks else None,
                   hands=hands, span=b.span)
    viewpoint = next(iter(b.seen_hands)) if len(b.seen_hands) == 1 else None
    return ir.Board(deal=deal, teams=b.teams, auction=tuple(b.calls), tricks=tricks,
                    events=tuple(b.events), timing=b.timing,
                    viewpoint=viewpoint, span=b.span)  # type: ignore[arg-type]


def _hand(seat: str, cards: list[str]) -> ir.Hand:
    by_suit = {s: "".join(c[0] for c in laws.sort_hand(cards) if c[1] == s) for s in "SHDC"}
    return ir.Hand(seat=seat, spades=by_suit["S"], hearts=by_suit["H"],  # type: ignore[arg-type]
                   diamonds=by_suit["D"], clubs=by_suit["C"])


def lower(text: str, path: str) -> tuple[tuple[ir.Board, ...], tuple[Diagnostic, ...]]:
    """The boards of a transcript and the warnings about lines that could not be used."""
    lines = text.splitlines()
    tsv = bool(lines) and lines[0].startswith("seq\t")
    state = _Lowering(path)
    for number, raw in enumerate(lines, start=1):
        if tsv and number == 1:
            continue
        state.line(number, raw, tsv)
    state.finish()
    return tuple(_to_ir(b) for b in state.done), tuple(state.diagnostics)
