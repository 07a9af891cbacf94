"""``bridgec tm play``: a robot that plays one seat against a table manager.

It keeps the message order of docs/tm.md, the order bridge_env's, OpenSpiel's and
ComputerBridge's table managers expect: it asks once for each call and card it does not make
(``ready for X's bid``, ``ready for X's card to trick N``), makes its own calls with a
:class:`~bridgec.tablemanager.policy.BiddingPolicy`, plays cards with a
:class:`~bridgec.tablemanager.policy.CardPolicy` (dummy's too when it is declarer), leads only when
told (``X to lead``, ``Dummy to lead``; the opening lead too), and stops at
``End of session``. Every read has a time limit.

``pause`` is a short wait before ``ready for deal`` and ``ready for cards``. bridge_env's
server starts a board with a barrier shared by its four seat threads (one ``Event`` per seat
and one for the table, set and cleared by its main thread); a seat whose answer arrives
before the main thread has cleared the table's event passes the next barrier early, and the
main thread then waits for that seat forever. Robots that take a few milliseconds never hit
it; one that answers in microseconds does.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from bridgec.bridge import laws
from bridgec.bridge.auction import auction_over, legal_call
from bridgec.bridge.calls import BIDS
from bridgec.frontends.tm import nodes as tm
from bridgec.tablemanager.policy import BiddingPolicy, CardPolicy, SimpleCardPolicy
from bridgec.tablemanager.wire import (
    MAX_LINE,
    NAMES,
    ConnectionClosed,
    ProtocolError,
    Spelling,
    receive,
    send,
)

_VUL = {"Nil": "None", "NS": "NS", "EW": "EW", "All": "All"}
_CALLS = frozenset((*BIDS, "P", "X", "XX"))
MAX_BOARD_MESSAGES = 1000
"""Messages the robot reads between two deals (a board needs about 400 at most: 319 calls,
52 cards, 13 leads and a few more); a table manager that sends more is refused, so no
table keeps a robot busy for ever."""


@dataclass
class _Board:
    """What the robot knows of the board being played."""

    number: int
    dealer: str
    vulnerable: str
    hand: list[str] = field(default_factory=list)
    dummy_hand: list[str] = field(default_factory=list)
    calls: list[str] = field(default_factory=list)
    cards: list[tuple[str, str]] = field(default_factory=list)
    lead_to: int = 0  # the trick the table manager told us to lead to
    asked: tuple[str, int] = ("", -1)  # the last call or card asked for, never asked twice
    counted: bool = False  # counted in Robot.played

    def contract(self) -> tuple[str, str, str] | None:
        return laws.contract(self.calls, self.dealer)

    def complete(self) -> bool:
        """The auction is over and the board passed out or its 52 cards played."""
        return auction_over(self.calls) and (self.contract() is None or len(self.cards) == 52)

    def to_play(self) -> tuple[str, int, list[tuple[str, str]]]:
        found = self.contract()
        assert found is not None
        done, current = divmod(len(self.cards), 4)
        if current:
            trick = self.cards[-current:]
            return laws.next_seat(trick[-1][0]), done + 1, trick
        if done == 0:
            return laws.next_seat(found[1]), 1, []
        return laws.trick_winner(self.cards[-4:], found[0][1]), done + 1, []


class Robot:
    """One seat's client."""

    def __init__(self, seat: str, team: str, policy: BiddingPolicy, timeout: float,
                 log: Callable[[str], None], cards: CardPolicy | None = None,
                 pause: float = 0.0, password: str | None = None,
                 boards: int | None = None, spelling: Spelling | None = None) -> None:
        self.seat = seat  # `ANYPL` until the table manager seats us
        self.spelling = spelling or Spelling()  # the table manager's, learned as it speaks
        self.password = password
        self.boards = boards  # the boards the session must have, when known
        self.played = 0  # boards complete
        self.started = 0  # deals received
        self.heard = 0  # messages since the last deal
        self.pause = pause
        self.team = team
        self.policy = policy
        self.cards = cards or SimpleCardPolicy()
        self.timeout = timeout
        self.log = log
        self.board: _Board | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def say(self, line: str, shown: str | None = None) -> None:
        assert self.writer is not None
        self.log(f"> {shown or line}")
        await send(self.writer, line, self.timeout)

    async def run(self, host: str, port: int) -> None:
        """Play until ``End of session``; raise :class:`ProtocolError` on anything else."""
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(host, port, limit=MAX_LINE), self.timeout)
        except (TimeoutError, OSError) as exc:
            raise ProtocolError(f"cannot connect to {host}:{port}: {exc}") from exc
        try:
            await self.converse(reader, writer)
        finally:
            writer.close()

    async def converse(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Connect on an open stream and play until ``End of session``."""
        self.writer = writer
        connect = ('Connecting "{}" as '
                   + (self.spelling.seat(self.seat) if self.seat in NAMES else "ANYPL")
                   + " using protocol version 18")
        if self.password is None:
            await self.say(connect.format(self.team))
        else:  # the secret is sent, never shown
            await self.say(connect.format(f"{self.team}:{self.password}"),
                           connect.format(f"{self.team}:***"))
        while True:
            try:
                text, ast = await receive(reader, self.timeout)
            except ConnectionClosed:
                if self.board is None or not self.board.complete():
                    raise
                self.log("< (the table manager closed the connection after a board)")
                self.check_end()  # OpenSpiel's wrapper ends a match so, never with a message
                return
            self.log(f"< {text}")
            self.spelling.learn(text, ast)
            self.heard += 1
            if self.heard > MAX_BOARD_MESSAGES:
                raise ProtocolError(f"more than {MAX_BOARD_MESSAGES} messages in one board")
            if isinstance(ast, tm.EndOfSession):
                self.check_end()
                return
            await self.react(ast, text)
            if self.board is not None and not self.board.counted and self.board.complete():
                self.board.counted = True
                self.played += 1

    def check_end(self) -> None:
        """``End of session`` came: raise :class:`ProtocolError` if the table manager ended
        the session early (in a board, before any, or before ``boards``)."""
        b = self.board
        if b is not None and not b.complete():
            raise ProtocolError(f"the table manager ended the session in the middle of board "
                                f"{b.number}")
        if self.played == 0:
            raise ProtocolError("the table manager ended the session before any board")
        if self.boards is not None and self.played < self.boards:
            raise ProtocolError(f"the table manager ended the session after {self.played} "
                                f"boards of {self.boards}")

    async def react(self, ast: tm.Message, text: str) -> None:
        if isinstance(ast, tm.Seated):
            self.take_seat(ast.seat, text)
        elif self.seat == "ANYPL":
            raise ProtocolError(f"`{text}` before the table manager seated us")
        me = self.spelling.seat(self.seat) if self.seat in NAMES else ""
        if isinstance(ast, tm.Seated):
            await self.say(f"{me} ready for teams")
        elif isinstance(ast, tm.Teams):
            await self.say(f"{me} ready to start")
        elif isinstance(ast, tm.StartOfBoard):
            await asyncio.sleep(self.pause)
            await self.say(f"{me} ready for deal")
        elif isinstance(ast, tm.Deal):
            self.started += 1
            self.heard = 0
            if self.boards is not None and self.started > self.boards:
                raise ProtocolError(f"a board more than the {self.boards} of the session")
            self.board = _Board(number=ast.board, dealer=ast.dealer, vulnerable=ast.vulnerable)
            await asyncio.sleep(self.pause)
            await self.say(f"{me} ready for cards")
        elif isinstance(ast, tm.IllegalBid):
            raise ProtocolError("the table manager refused our call")
        elif self.board is None:
            raise ProtocolError(f"`{text}` before any deal")
        else:
            await self.board_message(self.board, ast, text)

    def take_seat(self, seat: str, text: str) -> None:
        """``seated``: the seat we asked for, or with ``ANYPL`` the one the manager gives."""
        if self.seat == "ANYPL":
            self.seat = seat
        elif seat != self.seat:
            raise ProtocolError(f"`{text}`: we asked for {NAMES[self.seat]}")

    async def board_message(self, b: _Board, ast: tm.Message, text: str) -> None:
        if isinstance(ast, tm.Cards) and ast.seat == self.seat:
            b.hand = list(ast.cards)
        elif isinstance(ast, tm.Bid):
            b.calls.append(laws.to_ir_call(ast.bid))
        elif isinstance(ast, tm.Play):
            seat: str | None = ast.seat
            if seat == "dummy":  # OpenSpiel's wrapper, asked for `dummy's card`
                seat = self.dummy(b)
            if seat is None:
                raise ProtocolError(f"unexpected `{text}`: there is no dummy yet")
            b.cards.append((seat, ast.card))
            if len(b.cards) == 1 and self.seat != self.dummy(b):
                await self.say(f"{self.spelling.seat(self.seat)} ready for dummy")
                return
        elif isinstance(ast, tm.DummyCards):
            b.dummy_hand = list(ast.cards)
        elif isinstance(ast, (tm.Lead, tm.DummyLead)):
            b.lead_to = self.told_to_lead(b, ast, text)
        elif isinstance(ast, tm.EndOfBoard):
            return  # `Timing - ...` after a board (ComputerBridge, OpenSpiel) needs no answer
        else:
            raise ProtocolError(f"unexpected `{text}`")
        await self.next_step(b)

    def told_to_lead(self, b: _Board, ast: tm.Lead | tm.DummyLead, text: str) -> int:
        """The trick a `X to lead` message lets us lead to. Table managers name the leader,
        or for dummy's lead `Dummy`, dummy's seat or declarer's (OpenSpiel's wrapper)."""
        found = b.contract() if auction_over(b.calls) else None
        if found is None or len(b.cards) % 4 or len(b.cards) == 52:
            raise ProtocolError(f"unexpected `{text}`: no trick is waiting for a lead")
        player, trick, _ = b.to_play()
        actor = found[1] if player == laws.partner(found[1]) else player
        named = "D" if isinstance(ast, tm.DummyLead) else ast.seat
        if actor != self.seat or named not in (player, actor, "D" if actor != player else ""):
            raise ProtocolError(f"unexpected `{text}`: {NAMES[player]} leads to trick {trick}")
        return trick

    async def ask(self, b: _Board, what: str, index: int, text: str) -> None:
        """Ask for call or card ``index`` unless we did already."""
        if b.asked != (what, index):
            b.asked = (what, index)
            await self.say(text)

    def dummy(self, b: _Board) -> str | None:
        found = b.contract()
        return laws.partner(found[1]) if found and auction_over(b.calls) else None

    async def next_step(self, b: _Board) -> None:
        """Send what the protocol wants from this seat next, if anything."""
        sp = self.spelling
        me = sp.seat(self.seat)
        if not auction_over(b.calls):
            turn = laws.next_seat(b.dealer, len(b.calls))
            if turn == self.seat:
                call = self.policy.bid(list(b.hand), list(b.calls), self.seat,
                                       _VUL[b.vulnerable])
                if call not in _CALLS or legal_call(b.calls, call) is not None:
                    raise ProtocolError(f"the bidding policy chose `{call}`, which is not a "
                                        f"legal call after {' '.join(b.calls) or 'no call'}")
                b.calls.append(call)
                await self.say(sp.call(self.seat, call))
                await self.next_step(b)
            else:
                await self.ask(b, "call", len(b.calls), f"{me} ready for {sp.seat(turn)}'s bid")
            return
        found = b.contract()
        if found is None or len(b.cards) == 52:
            return
        if len(b.cards) == 1 and not b.dummy_hand and self.seat != laws.partner(found[1]):
            return  # waiting for dummy's cards
        player, trick, current = b.to_play()
        dummy = laws.partner(found[1])
        actor = found[1] if player == dummy else player
        if actor != self.seat:
            who = sp.dummys() if player == dummy else sp.seat(player)
            await self.ask(b, "card", len(b.cards), f"{me} ready for {who}'s card to trick {trick}")
            return
        if not current and b.lead_to != trick:
            return  # the table manager says `X to lead` first, at every trick
        hand = b.dummy_hand if player == dummy else b.hand
        remaining = [c for c in hand if (player, c) not in b.cards]
        card = self.cards.play(remaining, current, found[0][1])
        b.cards.append((player, card))
        await self.say(sp.play(player, card))
        if len(b.cards) == 1 and self.seat != dummy:
            await self.say(f"{me} ready for dummy")
            return
        await self.next_step(b)
