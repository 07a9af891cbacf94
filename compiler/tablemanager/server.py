"""``bridgec tm serve``: a table manager on asyncio streams.

It seats four clients (one per seat, in any order; ``ANYPL`` takes the first free seat),
sends the teams, deals the boards (from a seed or a file of deals) and keeps the message
order of docs/tm.md, the order bridge_env, OpenSpiel's wrapper and ComputerBridge use: a seat
asks ``ready for X's bid``/``card`` and gets the call or card; the seat whose turn it is
sends it, after ``X to lead`` (``Dummy to lead``) when it leads, the opening lead too;
declarer plays dummy's cards. It refuses illegal calls and cards and writes the session log:
every message that happened at the table once, in order (the ``tm`` front end lowers it into
IR boards).

A seat whose client fails (silence past the timeout, a hang-up, a message out of order, an
illegal call or card) is closed and kept empty for ``reconnect`` seconds: a client that
connects again as that seat, with the same team, is taken through the current board from its
start, repeats its own calls and cards, and play goes on. A seat left empty ends the session
for everyone: the server reports the seat and the reason, sends ``End of session``, closes
the connections and returns a non-zero status; with ``reconnect`` 0 the first failure of a
seated client does. It never waits without a time limit.

A client takes its seat only when its handshake (``Connecting``, ``seated``, ``ready for
teams``) is done, and with the seat's password when the table has one; a client that fails
or is refused before that is told why (``ERROR: ...``) and closed alone. Messages are
checked by :mod:`bridgec.tablemanager.wire` (one line of text, no control characters), and
what is reported about a client is escaped for the terminal.
"""

from __future__ import annotations

import asyncio
import hmac
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from bridgec.bridge import laws
from bridgec.bridge.auction import auction_over, legal_call
from bridgec.diagnostics import terminal_escaped
from bridgec.frontends.tm import nodes as tm
from bridgec.tablemanager.deals import Board, Deal, board_deals, seeded_deals
from bridgec.tablemanager.wire import (
    MAX_LINE,
    NAMES,
    ProtocolError,
    Spelling,
    call_text,
    cards_text,
    deal_text,
    receive,
    seated_text,
    send,
)

__all__ = ["Board", "Deal", "Server", "board_deals", "seeded_deals", "serve"]

MAX_PENDING = 64
"""Connections that have no seat yet, at once; more are closed at once (each may take a
``timeout`` for each handshake message)."""
_QUOTED = re.compile(r'"[^"]*"?')
_AS_SEAT = re.compile(r"\bas\s+(\w+)\s+using\s+protocol\b", re.IGNORECASE)
_M = TypeVar("_M", bound=tm.Message)


class SessionOver(Exception):
    """The session ended early (the reason is in ``Server.failure``)."""


@dataclass
class Seat:
    """Who sits in a seat: its team, and its connection while it has one."""

    team: str
    reader: asyncio.StreamReader | None
    writer: asyncio.StreamWriter | None
    task: asyncio.Task[None] | None
    vacated: int = 0
    spelling: Spelling = field(default_factory=Spelling)  # the client's, learned as it speaks

    def gone(self) -> bool:
        """The connection is closed, although its seat may not have noticed yet."""
        return self.writer is None or self.writer.is_closing() or (
            self.reader is not None and self.reader.at_eof())


class Server:
    """One table: four seats, a list of deals, the session log."""

    def __init__(self, deals: list[Deal], *, timeout: float, log: Callable[[str], None],
                 report: Callable[[str], None], reconnect: float = 0.0,
                 passwords: dict[str, str] | None = None) -> None:
        self.deals = deals
        self.timeout = timeout
        self.reconnect = reconnect
        self.log = log
        self.reporter = report
        self.passwords = dict(passwords or {})
        self.pending = 0
        self.seats: dict[str, Seat] = {}
        self.handshaken: set[str] = set()
        self.offered: set[str] = set()  # seats given to `ANYPL` clients still handshaking
        self.changed = asyncio.Condition()
        self.board: Board | None = None
        self.board_index = -1
        self.arrived: dict[int, set[str]] = {}
        self.failure: str | None = None
        self.finished = asyncio.Event()
        self.done: set[str] = set()
        self.logged: set[str] = set()
        self.totals = {"NS": 0.0, "EW": 0.0}
        self.tasks: set[asyncio.Task[None]] = set()
        self.timers: list[asyncio.Task[None]] = []
        self.connections: set[asyncio.StreamWriter] = set()
        self.told: set[int] = set()

    def report(self, text: str) -> None:
        """Tell the operator; client text is escaped, it never drives a terminal."""
        self.reporter(terminal_escaped(text))

    # -- shared state ------------------------------------------------------------------

    def vacant(self) -> bool:
        return any(s.writer is None for s in self.seats.values())

    async def wait(self, predicate: Callable[[], bool]) -> None:
        """Wait until ``predicate`` holds. While a seat is empty the reconnection limit
        bounds the wait; otherwise each stretch without news is bounded."""
        async with self.changed:
            while self.failure is None and not predicate():
                try:
                    await asyncio.wait_for(self.changed.wait(), self.timeout * 4)
                except TimeoutError:
                    if not self.vacant():
                        self.fail_nowait("the table waited too long for another seat")
        if self.failure is not None:
            raise SessionOver()

    async def notify(self) -> None:
        async with self.changed:
            self.changed.notify_all()

    def fail_nowait(self, reason: str) -> None:
        if self.failure is None:
            self.failure = reason
            self.report(f"bridgec tm serve: {reason}; ending the session")
            self.log(terminal_escaped(f"# session ended: {reason}"))
        self.finished.set()

    async def fail(self, reason: str) -> None:
        self.fail_nowait(reason)
        await self.notify()

    def once(self, what: str) -> bool:
        """True the first time ``what`` is asked for (a line of the log written once)."""
        if what in self.logged:
            return False
        self.logged.add(what)
        return True

    # -- connections -------------------------------------------------------------------

    async def connection(self, reader: asyncio.StreamReader,
                         writer: asyncio.StreamWriter) -> None:
        """One client, from its first line to its last: a seat once its handshake is done,
        else closed alone."""
        seat: str | None = None
        task = asyncio.current_task()
        if task is not None:
            self.tasks.add(task)
        self.connections.add(writer)
        try:
            if self.pending >= MAX_PENDING:
                self.report(f"bridgec tm serve: {MAX_PENDING} clients are connecting already; "
                            "closing a new connection")
                return
            self.pending += 1
            try:
                seat = await self.handshake(reader, writer)
            finally:
                self.pending -= 1
            await self.seat(seat, reader, writer)
        except ProtocolError as exc:
            await self.seat_failed(seat, writer, str(exc))
        except (SessionOver, asyncio.CancelledError):
            pass
        except Exception as exc:  # a bug: one line as the CLI gives, not asyncio's traceback
            await self.fail(f"internal error: {type(exc).__name__}: {exc}")
        finally:
            if self.failure is not None:
                await self.goodbye(writer)
            writer.close()
            self.connections.discard(writer)
            if task is not None:
                self.tasks.discard(task)

    async def handshake(self, reader: asyncio.StreamReader,
                        writer: asyncio.StreamWriter) -> str:
        """``Connecting``, ``seated``, ``ready for teams``: the seat the client takes once
        all three are done; :class:`ProtocolError` when it cannot have one. Until then it
        holds nothing: a client that fails or drops is closed alone, the seat stays free."""
        spelling = Spelling()  # the client's: its seat names' case, from `as NORTH` on
        offered: str | None = None
        try:
            text, ast = await receive(reader, self.timeout)
            if not isinstance(ast, tm.Connect):
                raise ProtocolError("the first message must be `Connecting \"team\" as "
                                    "<seat> using protocol version 18`")
            seat, team = self.wanted(ast)
            if ast.seat == "ANYPL":
                offered = seat
                self.offered.add(seat)
            asked = _AS_SEAT.search(text)
            if asked is not None:
                spelling.take_seats(asked.group(1))
            await send(writer, seated_text(seat, team, spelling), self.timeout)
            await self.expect(reader, seat, tm.ReadyForTeams, spelling=spelling)
        except ProtocolError as exc:
            reason = str(exc)
            if self.passwords:  # a refused `Connecting` line may hold a secret
                reason = _QUOTED.sub('"..."', reason)
            raise ProtocolError(reason) from None
        finally:
            self.offered.discard(offered or "")
        self.claim(seat, team, reader, writer, spelling)
        return seat

    def wanted(self, ast: tm.Connect) -> tuple[str, str]:
        """The seat and team a `Connecting` message asks for; :class:`ProtocolError` when
        it cannot have the seat (taken, kept for another team, a wrong password)."""
        seat: str | None = ast.seat
        team = ast.team_name
        if seat == "ANYPL":  # the first seat free and not offered to another such client
            seat = next((s for s in "NESW" if self.free(s) and s not in self.offered), None)
            if seat is None:
                raise ProtocolError("every seat is taken")
        assert seat is not None
        if ":" in team:  # `team:secret`: a secret is never relayed, even one not wanted
            team, _, given = team.rpartition(":")
        else:
            given = ""
        secret = self.passwords.get(seat)
        if secret is not None:
            if not hmac.compare_digest(given.encode(), secret.encode()):
                raise ProtocolError(f"wrong or missing password for {NAMES[seat]} (send "
                                    "`Connecting \"team:password\" ...`)")
        self.available(seat, team)
        return seat, team

    def free(self, seat: str) -> bool:
        return seat not in self.seats or self.seats[seat].gone()

    def available(self, seat: str, team: str) -> None:
        """:class:`ProtocolError` unless a client of ``team`` may take ``seat`` now."""
        old = self.seats.get(seat)
        if old is not None and not old.gone():  # a fifth client, or a second one for a seat
            raise ProtocolError(f"{NAMES[seat]} is already seated")
        if old is not None and old.team != team:
            raise ProtocolError(f"{NAMES[seat]} is kept for team `{old.team}`, not `{team}`")

    def claim(self, seat: str, team: str, reader: asyncio.StreamReader,
              writer: asyncio.StreamWriter, spelling: Spelling) -> None:
        """Take ``seat`` for a client whose handshake is done, unless another client took
        it in the meantime (:class:`ProtocolError`)."""
        self.available(seat, team)
        old = self.seats.get(seat)
        if old is not None:
            self.take_over(seat, old)
        self.seats[seat] = Seat(team, reader, writer, asyncio.current_task(),
                                old.vacated if old else 0, spelling)
        if self.once(f"seated {seat}"):
            self.log(seated_text(seat, team))

    def take_over(self, seat: str, old: Seat) -> None:
        """A seat comes back: end what is left of its old connection."""
        if old.writer is not None:
            old.writer.close()
            if old.task is not None and old.task is not asyncio.current_task():
                old.task.cancel()
        self.report(f"bridgec tm serve: {NAMES[seat]} is back")
        self.log(f"# {NAMES[seat]} came back")

    async def seat_failed(self, seat: str | None, writer: asyncio.StreamWriter,
                          reason: str) -> None:
        """One client failed. Without a seat it is closed alone; a seated one ends the
        session, or its seat is kept empty for a while (``reconnect``)."""
        who = NAMES[seat] if seat else "a client"
        if self.failure is not None:
            return
        await self.refuse(writer, reason)
        if seat is None:
            self.report(f"bridgec tm serve: {who}: {reason}; closing it")
            return
        if self.reconnect <= 0:
            await self.fail(f"{who}: {reason}")
            return
        state = self.seats[seat]
        if state.writer is not writer:
            return  # a newer connection holds the seat already
        self.report(f"bridgec tm serve: {who}: {reason}; waiting {self.reconnect:g} s for "
                    f"{who} to come back")
        self.log(terminal_escaped(f"# {who}: {reason}; waiting {self.reconnect:g} s for {who} "
                                  "to come back"))
        state.reader = state.writer = state.task = None
        state.vacated += 1
        self.timers.append(asyncio.create_task(self.expire(seat, state.vacated)))
        await self.notify()

    async def refuse(self, writer: asyncio.StreamWriter, reason: str) -> None:
        """Tell a failing client why, as bridge_env's table manager does (``ERROR: ...``),
        if it still listens; a line of escaped text, never another client's words."""
        if writer.is_closing():
            return
        try:
            await send(writer, "ERROR: " + terminal_escaped(reason)[:200], 1)
        except ProtocolError:
            pass

    async def expire(self, seat: str, vacated: int) -> None:
        """End the session if ``seat`` is still empty when the reconnection time is up."""
        await asyncio.sleep(self.reconnect)
        state = self.seats[seat]
        if state.writer is None and state.vacated == vacated:
            await self.fail(f"{NAMES[seat]} did not come back within {self.reconnect:g} s")

    async def goodbye(self, writer: asyncio.StreamWriter) -> None:
        """Send ``End of session`` once to a connection that is still open."""
        if id(writer) in self.told or writer.is_closing():
            return
        self.told.add(id(writer))
        try:
            writer.write(b"End of session\r\n")  # now: the connection may be closed next
            await asyncio.wait_for(writer.drain(), 1)
        except (TimeoutError, OSError, ConnectionError):
            pass

    async def expect(self, reader: asyncio.StreamReader, seat: str, kind: type[_M],
                     fits: Callable[[_M], bool] = lambda ast: True, wanted: str = "",
                     spelling: Spelling | None = None) -> tuple[str, _M]:
        """Read the next message of ``seat``; it must be a ``kind`` of ``seat`` that
        ``fits`` (``wanted`` says how, as ``from=E``, in the error)."""
        text, ast = await self.receive(reader, seat, spelling)
        if self.failure is not None:
            raise SessionOver()
        if not isinstance(ast, kind) or getattr(ast, "seat", seat) != seat or not fits(ast):
            raise ProtocolError(f"sent `{text}` where {kind.__struct_config__.tag} {wanted} "
                                "was expected")
        return text, ast

    async def receive(self, reader: asyncio.StreamReader, seat: str,
                      spelling: Spelling | None = None) -> tuple[str, tm.Message]:
        """Read the next message of ``seat`` and learn its client's spelling from it."""
        text, ast = await receive(reader, self.timeout)
        (spelling or self.seats[seat].spelling).learn(text, ast)
        return text, ast

    # -- the flow of one seat ----------------------------------------------------------

    async def seat(self, seat: str, reader: asyncio.StreamReader,
                   writer: asyncio.StreamWriter) -> None:
        """One seat's conversation after its handshake, to `End of session`. A seat that
        comes back starts at the board being played."""
        self.handshaken.add(seat)
        await self.notify()
        await self.wait(lambda: len(self.handshaken) == 4)
        ns, ew = self.seats["N"].team, self.seats["E"].team
        sp = self.seats[seat].spelling
        if self.once("teams"):
            self.log(Spelling().teams(ns, ew))
        await send(writer, sp.teams(ns, ew), self.timeout)
        await self.expect(reader, seat, tm.ReadyToStart)
        for index in range(max(self.board_index, 0), len(self.deals)):
            board = await self.start_board(seat, index)
            await send(writer, "Start of board", self.timeout)
            await self.expect(reader, seat, tm.ReadyForDeal)
            d = board.deal
            await send(writer, deal_text(d.board, d.dealer, d.vulnerable, sp), self.timeout)
            await self.expect(reader, seat, tm.ReadyForCards)
            await send(writer, cards_text(seat, d.hands[seat], sp), self.timeout)
            await self.auction(seat, board, reader, writer)
            if board.contract() is not None:
                await self.play(seat, board, reader, writer)
            await self.end_board(seat, index, board)
        await self.wait(lambda: self.board_index >= len(self.deals))
        await send(writer, "End of session", self.timeout)
        if self.once("end"):
            self.log("End of session")
        self.done.add(seat)
        if len(self.done) == 4:
            self.finished.set()

    async def arrive(self, seat: str, index: int) -> None:
        """``seat`` is ready for board ``index``; the fourth one starts it."""
        self.arrived.setdefault(index, set()).add(seat)
        if self.board_index < index and len(self.arrived[index]) == 4:
            self.board_index = index
            if index < len(self.deals):
                d = self.deals[index]
                self.board = Board(deal=d)
                self.log("Start of board")
                self.log(deal_text(d.board, d.dealer, d.vulnerable))
                for s in "NESW":
                    self.log(cards_text(s, d.hands[s]))
            await self.notify()

    async def start_board(self, seat: str, index: int) -> Board:
        await self.arrive(seat, index)
        await self.wait(lambda: self.board_index >= index)
        assert self.board is not None
        return self.board

    async def end_board(self, seat: str, index: int, board: Board) -> None:
        if board.once("timing"):
            for side in ("NS", "EW"):
                self.totals[side] += board.side_seconds[side]
            ns, ew = board.side_seconds, self.totals
            self.log(f"Timing - N/S : this board {_mmss(ns['NS'])}, total {_hmmss(ew['NS'])}. "
                     f"E/W : this board {_mmss(ns['EW'])}, total {_hmmss(ew['EW'])}.")
        await self.arrive(seat, index + 1)

    async def auction(self, seat: str, board: Board, reader: asyncio.StreamReader,
                      writer: asyncio.StreamWriter) -> None:
        seen = 0
        while not auction_over(board.call_names()[:seen]):
            turn = laws.next_seat(board.deal.dealer, seen)
            if turn == seat:
                await self.take_call(seat, seen, board, reader, writer)
            else:
                await self.expect(reader, seat, tm.ReadyForBid, _bid_of(turn), f"from={turn}")
                await self.wait(lambda n=seen: len(board.calls) > n)  # type: ignore[misc]
                call, alert = board.calls[seen]
                sp = self.seats[seat].spelling
                await send(writer, call_text(turn, call, alert, sp), self.timeout)
            seen += 1

    async def take_call(self, seat: str, index: int, board: Board,
                        reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Read ``seat``'s call number ``index``: a new one, or the one it made before it
        had to come back."""
        text, ast = await self.receive(reader, seat)
        if not isinstance(ast, tm.Bid) or ast.seat != seat:
            raise ProtocolError(f"sent `{text}` where {NAMES[seat]}'s call was expected")
        call = laws.to_ir_call(ast.bid)
        if index < len(board.calls):
            made = board.calls[index][0]
            if call != made:
                raise ProtocolError(f"came back and called {call} where it had called {made}")
            return
        why = legal_call(board.call_names(), call)
        if why is not None:
            self.log(text)
            self.log("Illegal bid")
            await send(writer, "Illegal bid", self.timeout)
            raise ProtocolError(f"illegal call `{text}`: {why}")
        board.charge(seat)
        board.calls.append((call, ast.alert))
        self.log(call_text(seat, call, ast.alert))
        await self.notify()

    async def play(self, seat: str, board: Board, reader: asyncio.StreamReader,
                   writer: asyncio.StreamWriter) -> None:
        found = board.contract()
        assert found is not None
        declarer = found[1]
        dummy = laws.partner(declarer)
        for index in range(52):
            await self.wait(lambda n=index: len(board.cards) >= n)  # type: ignore[misc]
            player, trick, current = board.to_play(index)
            actor = declarer if player == dummy else player
            sp = self.seats[seat].spelling
            if actor == seat:
                if not current:  # every lead, the opening lead too
                    await send(writer, sp.lead(player, declarer, player == dummy),
                               self.timeout)
                await self.take_card(seat, player, index, board, reader)
            else:
                named = (player, "dummy") if player == dummy else (player,)
                await self.expect(reader, seat, tm.ReadyForCard, _card_of(named, trick),
                                  f"player={player} trick={trick}")
                await self.wait(lambda n=index: len(board.cards) > n)  # type: ignore[misc]
                await send(writer, sp.play(player, board.cards[index][1]), self.timeout)
            if index == 0 and seat != dummy:
                await self.expect(reader, seat, tm.ReadyForDummy)
                await send(writer, cards_text(None, board.deal.hands[dummy], sp), self.timeout)
                if board.once("dummy"):
                    self.log(cards_text(None, board.deal.hands[dummy]))

    async def take_card(self, seat: str, player: str, index: int, board: Board,
                        reader: asyncio.StreamReader) -> None:
        """Read card ``index`` from ``seat`` (``player``'s, dummy's when seat is declarer):
        a new one, or the one it played before it had to come back."""
        text, ast = await self.receive(reader, seat)
        found = board.contract()
        dummy = laws.partner(found[1]) if found else None
        if not isinstance(ast, tm.Play) or ast.seat not in (player, "dummy" if player == dummy
                                                            else player):
            raise ProtocolError(f"sent `{text}` where {NAMES[player]}'s card was expected")
        card = ast.card
        if index < len(board.cards):
            made = board.cards[index][1]
            if card != made:
                raise ProtocolError(f"came back and played {card} where {made} was played")
            return
        current = board.cards[index - index % 4:index]
        led = current[0][1][1] if current else None
        why = laws.legal_card(board.remaining(player), led, card)
        if why is not None:
            raise ProtocolError(f"illegal card `{text}`: {why}")
        board.charge(seat)
        board.cards.append((player, card))
        self.log(f"{NAMES[player]} plays {card}")
        await self.notify()


def _bid_of(turn: str) -> Callable[[tm.ReadyForBid], bool]:
    """``ready for X's bid`` with X ``turn``."""
    return lambda ast: ast.from_ == turn


def _card_of(players: tuple[str, ...], trick: int) -> Callable[[tm.ReadyForCard], bool]:
    """``ready for X's card to trick N`` with X one of ``players`` (a seat, ``dummy``)."""
    return lambda ast: ast.player in players and ast.trick == trick


def _mmss(seconds: float) -> str:
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


def _hmmss(seconds: float) -> str:
    h, rest = divmod(int(seconds), 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}"


async def serve(deals: list[Deal], *, host: str, port: int, timeout: float,
                log: Callable[[str], None], report: Callable[[str], None],
                on_listen: Callable[[int], None], reconnect: float = 0.0,
                passwords: dict[str, str] | None = None) -> int:
    """Run one session; 0 when every board was played, 1 when it ended early.

    ``passwords`` maps seats (``N E S W``) to the secret a client for that seat must send
    after its team name (``Connecting "team:secret" as North ...``). Everything here is
    bounded in time, so a caller (a test, a fuzzer) may run it on port 0 and read the port
    from ``on_listen``."""
    server = Server(deals, timeout=timeout, log=log, report=report, reconnect=reconnect,
                    passwords=passwords)
    listener = await asyncio.start_server(server.connection, host, port, limit=MAX_LINE)
    on_listen(listener.sockets[0].getsockname()[1])
    async with listener:
        try:
            await asyncio.wait_for(server.finished.wait(),
                                   timeout * (60 + 120 * len(deals)) + reconnect * 8)
        except TimeoutError:
            await server.fail("the session took too long")
        if server.failure is None:
            await asyncio.sleep(0.05)  # let every seat's `End of session` go out
        listener.close()
        for timer in server.timers:
            timer.cancel()
        for writer in list(server.connections):
            if server.failure is not None:
                await server.goodbye(writer)
            writer.close()
        if server.tasks:
            _, pending = await asyncio.wait(list(server.tasks), timeout=2)
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
    return 0 if server.failure is None and len(server.done) == 4 else 1
