"""``bridgec tm serve``: a table manager on asyncio streams.

It seats four clients (one per seat, in any order), sends the teams, deals the boards
(from a seed or a file of deals), relays calls and cards with the protocol's message flow
(a seat asks ``ready for X's bid``/``card`` and gets the call or card; the seat whose turn it
is sends it; declarer plays dummy's cards), refuses illegal calls and cards, and writes the
session log: every message that happened at the table once, in order, one per line (the
``tm`` front end lowers it into IR boards).

Any timeout, disconnect or message that does not fit ends the session for everyone: the
server reports the seat and the reason, sends ``End of session`` to the others, closes the
connections and returns a non-zero status. It never waits without a time limit. A client
that asks for a seat already taken (a fifth client, say) is reported and closed alone.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bridgec.bridge import laws as rules
from bridgec.bridge.auction import auction_over, legal_call
from bridgec.tablemanager.wire import (
    NAMES,
    ProtocolError,
    call_text,
    cards_text,
    deal_text,
    receive,
    send,
)


@dataclass
class Deal:
    """One board to play."""

    board: int
    dealer: str
    vulnerable: str
    hands: dict[str, list[str]]


@dataclass
class Board:
    """The state of the board being played, shared by the four seat tasks."""

    deal: Deal
    calls: list[tuple[str, str | None]] = field(default_factory=list)
    cards: list[tuple[str, str]] = field(default_factory=list)
    last_event: float = field(default_factory=time.monotonic)
    side_seconds: dict[str, float] = field(default_factory=lambda: {"NS": 0.0, "EW": 0.0})

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

    def remaining(self, seat: str) -> list[str]:
        played = {c for s, c in self.cards if s == seat}
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


class SessionOver(Exception):
    """The session ended early (the reason is in ``Server.failure``)."""


class Server:
    """One table: four seats, a list of deals, the session log."""

    def __init__(self, deals: list[Deal], *, timeout: float, log: Callable[[str], None],
                 report: Callable[[str], None]) -> None:
        self.deals = deals
        self.timeout = timeout
        self.log = log
        self.report = report
        self.writers: dict[str, asyncio.StreamWriter] = {}
        self.teams: dict[str, str] = {}
        self.changed = asyncio.Condition()
        self.board: Board | None = None
        self.board_index = -1
        self.ready_to_start: set[str] = set()
        self.failure: str | None = None
        self.finished = asyncio.Event()
        self.seats_done = 0
        self.totals = {"NS": 0.0, "EW": 0.0}
        self.tasks: list[asyncio.Task[None]] = []
        self.connections: list[asyncio.StreamWriter] = []
        self.told: set[int] = set()

    # -- shared state ------------------------------------------------------------------

    async def wait(self, predicate: Callable[[], bool]) -> None:
        """Wait until ``predicate`` holds (bounded by the timeout; ends on failure)."""
        async with self.changed:
            try:
                await asyncio.wait_for(
                    self.changed.wait_for(lambda: self.failure is not None or predicate()),
                    self.timeout * 4)
            except TimeoutError:
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
            self.log(f"# session ended: {reason}")
        self.finished.set()

    async def fail(self, reason: str) -> None:
        self.fail_nowait(reason)
        await self.notify()

    # -- connections -------------------------------------------------------------------

    async def connection(self, reader: asyncio.StreamReader,
                         writer: asyncio.StreamWriter) -> None:
        seat = None
        task = asyncio.current_task()
        if task is not None:
            self.tasks.append(task)
        self.connections.append(writer)
        try:
            _, ast = await receive(reader, self.timeout)
            if ast["kind"] != "connect" or ast["seat"] not in NAMES:
                raise ProtocolError("the first message must be `Connecting \"team\" as "
                                    "<seat> using protocol version 18`")
            if ast["seat"] in self.writers:  # a fifth client, or a second one for a seat
                self.report(f"bridgec tm serve: {NAMES[ast['seat']]} is already seated; "
                            "closing the new connection")
                return
            seat = ast["seat"]
            self.writers[seat] = writer
            self.teams[seat] = ast["teamName"]
            await self.seat(seat, reader, writer)
        except ProtocolError as exc:
            who = NAMES[seat] if seat else "a client"
            await self.fail(f"{who}: {exc}")
        except (SessionOver, asyncio.CancelledError):
            pass
        finally:
            if self.failure is not None:
                await self.goodbye(writer)
            writer.close()

    async def goodbye(self, writer: asyncio.StreamWriter) -> None:
        """Send ``End of session`` once to a connection that is still open."""
        if id(writer) in self.told or writer.is_closing():
            return
        self.told.add(id(writer))
        try:
            await asyncio.wait_for(send(writer, "End of session"), 1)
        except (TimeoutError, OSError, ConnectionError):
            pass

    async def expect(self, reader: asyncio.StreamReader, seat: str, kind: str,
                     **fields: Any) -> dict[str, Any]:
        """Read the next message of ``seat``; it must be ``kind`` with ``fields``."""
        text, ast = await receive(reader, self.timeout)
        if self.failure is not None:
            raise SessionOver()
        wrong = ast["kind"] != kind or ast.get("seat", seat) != seat or any(
            ast.get(k) != v and not (k == "player" and ast.get(k) == "dummy")
            for k, v in fields.items())
        if wrong:
            wanted = " ".join(f"{k}={v}" for k, v in fields.items())
            raise ProtocolError(f"sent `{text}` where {kind} {wanted} was expected")
        return ast

    # -- the flow of one seat ----------------------------------------------------------

    async def seat(self, seat: str, reader: asyncio.StreamReader,
                   writer: asyncio.StreamWriter) -> None:
        name = NAMES[seat]
        await send(writer, f'{name} "{self.teams[seat]}" seated')
        self.log(f'{name} "{self.teams[seat]}" seated')
        await self.expect(reader, seat, "readyForTeams")
        await self.notify()
        await self.wait(lambda: len(self.writers) == 4)
        ns, ew = self.teams.get("N", ""), self.teams.get("E", "")
        teams = f'Teams : N/S : "{ns}" E/W : "{ew}"'
        if seat == "N":
            self.log(teams)
        await send(writer, teams)
        await self.expect(reader, seat, "readyToStart")
        for index in range(len(self.deals)):
            await self.start_board(seat, index)
            await send(writer, "Start of board")
            await self.expect(reader, seat, "readyForDeal")
            board = self.board
            assert board is not None
            d = board.deal
            await send(writer, deal_text(d.board, d.dealer, d.vulnerable))
            await self.expect(reader, seat, "readyForCards")
            await send(writer, cards_text(seat, d.hands[seat]))
            await self.auction(seat, board, reader, writer)
            if board.contract() is not None:
                await self.play(seat, board, reader, writer)
            await self.end_board(seat, board, writer)
        await self.wait(lambda: self.board_index >= len(self.deals))
        await send(writer, "End of session")
        if seat == "N":
            self.log("End of session")
        self.seats_done += 1
        if self.seats_done == 4:
            self.finished.set()

    async def start_board(self, seat: str, index: int) -> None:
        self.ready_to_start.add(seat)
        if len(self.ready_to_start) == 4 and self.board_index < index:
            d = self.deals[index]
            self.board = Board(deal=d)
            self.board_index = index
            self.ready_to_start.clear()
            self.log("Start of board")
            self.log(deal_text(d.board, d.dealer, d.vulnerable))
            for s in "NESW":
                self.log(cards_text(s, d.hands[s]))
            await self.notify()
        await self.wait(lambda: self.board_index >= index)

    async def end_board(self, seat: str, board: Board, writer: asyncio.StreamWriter) -> None:
        if seat == "N":
            for side in ("NS", "EW"):
                self.totals[side] += board.side_seconds[side]
            ns, ew = board.side_seconds, self.totals
            self.log(f"Timing - N/S : this board {_mmss(ns['NS'])}, total {_hmmss(ew['NS'])}. "
                     f"E/W : this board {_mmss(ns['EW'])}, total {_hmmss(ew['EW'])}.")
        if self.board_index + 1 >= len(self.deals):
            self.ready_to_start.add(seat)
            if len(self.ready_to_start) == 4:
                self.board_index += 1
                await self.notify()

    async def auction(self, seat: str, board: Board, reader: asyncio.StreamReader,
                      writer: asyncio.StreamWriter) -> None:
        seen = 0
        while not auction_over(board.call_names()[:seen]):
            turn = rules.next_seat(board.deal.dealer, seen)
            if turn == seat:
                text, ast = await receive(reader, self.timeout)
                if ast["kind"] != "bid" or ast["seat"] != seat:
                    raise ProtocolError(f"sent `{text}` where {NAMES[seat]}'s call was expected")
                call = rules.to_ir_call(ast["bid"])
                why = legal_call(board.call_names(), call)
                if why is not None:
                    self.log(text)
                    self.log("Illegal bid")
                    await send(writer, "Illegal bid")
                    raise ProtocolError(f"illegal call `{text}`: {why}")
                board.charge(seat)
                board.calls.append((call, ast.get("alert")))
                self.log(call_text(seat, call, ast.get("alert")))
                await self.notify()
            else:
                await self.expect(reader, seat, "readyForBid", **{"from": turn})
                await self.wait(lambda n=seen: len(board.calls) > n)  # type: ignore[misc]
                call, alert = board.calls[seen]
                await send(writer, call_text(turn, call, alert))
            seen += 1

    async def play(self, seat: str, board: Board, reader: asyncio.StreamReader,
                   writer: asyncio.StreamWriter) -> None:
        found = board.contract()
        assert found is not None
        declarer = found[1]
        dummy = rules.partner(declarer)
        for index in range(52):
            await self.wait(lambda n=index: len(board.cards) >= n)  # type: ignore[misc]
            player, trick, current = board.to_play(index)
            actor = declarer if player == dummy else player
            if actor == seat:
                if current == [] and trick > 1:
                    await send(writer, "Dummy to lead" if player == dummy else
                               f"{NAMES[player]} to lead")
                await self.take_card(seat, player, current, board, reader)
            else:
                await self.expect(reader, seat, "readyForCard", player=player, trick=trick)
                await self.wait(lambda n=index: len(board.cards) > n)  # type: ignore[misc]
                await send(writer, f"{NAMES[player]} plays {board.cards[index][1]}")
            if index == 0 and seat != dummy:
                await self.expect(reader, seat, "readyForDummy")
                await send(writer, cards_text(None, board.deal.hands[dummy]))
                if seat == declarer:
                    self.log(cards_text(None, board.deal.hands[dummy]))

    async def take_card(self, seat: str, player: str, current: list[tuple[str, str]],
                        board: Board, reader: asyncio.StreamReader) -> None:
        text, ast = await receive(reader, self.timeout)
        if ast["kind"] != "play" or ast["seat"] != player:
            raise ProtocolError(f"sent `{text}` where {NAMES[player]}'s card was expected")
        led = current[0][1][1] if current else None
        why = rules.legal_card(board.remaining(player), led, ast["card"])
        if why is not None:
            raise ProtocolError(f"illegal card `{text}`: {why}")
        board.charge(seat)
        board.cards.append((player, ast["card"]))
        self.log(f"{NAMES[player]} plays {ast['card']}")
        await self.notify()


def _mmss(seconds: float) -> str:
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


def _hmmss(seconds: float) -> str:
    h, rest = divmod(int(seconds), 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}"


def seeded_deals(seed: int, count: int, first: int = 1) -> list[Deal]:
    """``count`` boards dealt from ``seed``, with the standard dealer and vulnerability."""
    return [Deal(board=n, dealer=rules.dealer_of(n), vulnerable=rules.vulnerability_of(n),
                 hands=rules.deal_from_seed(seed, n)) for n in range(first, first + count)]


_PBN = re.compile(r'([NESW]):((?:[AKQJT2-9]*\.){3}[AKQJT2-9]*(?:\s+(?:[AKQJT2-9]*\.){3}'
                  r'[AKQJT2-9]*){3})')


def file_deals(text: str) -> list[Deal]:
    """Deals from PBN ``[Deal "N:AKQ.JT9.876.5432 ..."]`` lines (or bare deal strings).

    Raises:
        ValueError: naming the line of a deal that is not four hands of 13 distinct cards.
    """
    deals: list[Deal] = []
    for number, line in enumerate(text.splitlines(), start=1):
        m = _PBN.search(line.upper())
        if not m:
            continue
        seat = m.group(1)
        hands: dict[str, list[str]] = {}
        for holding in m.group(2).split():
            suits = zip("SHDC", holding.split("."), strict=True)
            hands[seat] = [r + s for s, ranks in suits for r in ranks]
            seat = rules.next_seat(seat)
        cards = [c for h in hands.values() for c in h]
        if any(len(h) != 13 for h in hands.values()) or len(set(cards)) != 52:
            raise ValueError(f"line {number}: a deal needs four hands of 13 different cards")
        n = len(deals) + 1
        deals.append(Deal(board=n, dealer=rules.dealer_of(n),
                          vulnerable=rules.vulnerability_of(n), hands=hands))
    if not deals:
        raise ValueError("no deal found (write `[Deal \"N:AKQ.JT9.876.5432 ...\"]` lines)")
    return deals


async def serve(deals: list[Deal], *, host: str, port: int, timeout: float,
                log: Callable[[str], None], report: Callable[[str], None],
                on_listen: Callable[[int], None]) -> int:
    """Run one session; 0 when every board was played, 1 when it ended early."""
    server = Server(deals, timeout=timeout, log=log, report=report)
    listener = await asyncio.start_server(server.connection, host, port, limit=4096)
    on_listen(listener.sockets[0].getsockname()[1])
    async with listener:
        try:
            await asyncio.wait_for(server.finished.wait(),
                                   timeout * (60 + 120 * len(deals)))
        except TimeoutError:
            await server.fail("the session took too long")
        if server.failure is None:
            await asyncio.sleep(0.05)  # let every seat's `End of session` go out
        listener.close()
        for writer in server.connections:
            if server.failure is not None:
                await server.goodbye(writer)
            writer.close()
        if server.tasks:
            _, pending = await asyncio.wait(server.tasks, timeout=2)
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
    if len(server.writers) < 4 and server.failure is None:
        return 1
    return 0 if server.failure is None else 1
