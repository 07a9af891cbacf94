"""A seat whose client fails is kept for it: the client (or another one with the same team)
connects again as that seat, is taken through the board from its start, repeats its own
calls and cards, and the session goes on; a seat left empty past ``--reconnect`` ends the
session for everyone. Sessions run on one event loop in this process (the command-line test
at the end kills and restarts a ``bridgec tm play`` process)."""

from __future__ import annotations

import asyncio
import re
import signal
import subprocess
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from test_tm_session import assert_legal_complete
from tm_peers import BIN, bridgec_table, robots, start_server

from bridgec.frontends import tm
from bridgec.tablemanager.policy import SimpleCardPolicy, SimplePolicy
from bridgec.tablemanager.robot import Robot
from bridgec.tablemanager.wire import ProtocolError


def _boards(log: list[str]) -> list[object]:
    document = tm.parse("\n".join(log).encode(), path="session.tm").document
    assert document is not None
    for board in document.boards:
        assert_legal_complete(board)
    return list(document.boards)


async def _when(log: list[str], ready: Callable[[list[str]], bool], limit: float = 20) -> None:
    started = time.monotonic()
    while not ready(log):
        assert time.monotonic() - started < limit, log[-5:]
        await asyncio.sleep(0.005)


def _plays(n: int, board: int = 1) -> Callable[[list[str]], bool]:
    """True once ``n`` cards of board ``board`` are in the log."""
    def ready(log: list[str]) -> bool:
        starts = [i for i, line in enumerate(log) if line == "Start of board"]
        if len(starts) < board:
            return False
        return sum(" plays " in line for line in log[starts[board - 1]:]) >= n
    return ready


def _calls(n: int) -> Callable[[list[str]], bool]:
    return lambda log: sum(bool(re.match(r"\w+ (bids|passes|doubles)", x)) for x in log) >= n


def _robot_object(seat: str, cards: object = None) -> Robot:
    return Robot(seat, "teamNS" if seat in "NS" else "teamEW", SimplePolicy(), 10.0,
                 lambda _: None, cards=cards)  # type: ignore[arg-type]


async def _robot(port: int, seat: str, cards: object = None,
                 robot: Robot | None = None) -> str | None:
    robot = robot or _robot_object(seat, cards)
    try:
        await robot.run("127.0.0.1", port)
        return None
    except ProtocolError as exc:
        return str(exc)


async def _hang_up(robot: Robot, task: asyncio.Task[str | None]) -> None:
    """Drop the robot's connection at once (cancelling its task can be swallowed by a read
    that finishes at the same moment, in Python 3.11's wait_for)."""
    assert robot.writer is not None
    robot.writer.transport.abort()
    await asyncio.gather(task, return_exceptions=True)


CUTS = {
    "in-the-auction": _calls(2),
    "after-the-opening-lead": _plays(1),
    "in-the-play": _plays(10),
    "in-the-second-board": _plays(21, board=2),
}


@pytest.mark.parametrize("cut", list(CUTS))
def test_a_seat_that_hangs_up_comes_back_and_the_board_goes_on(cut: str) -> None:
    """North's robot is stopped at ``cut``; a new North robot connects and the session
    plays every board once, each call and card logged once."""
    async def session() -> tuple[int, dict[str, list[str]], object, object]:
        port, table, out = await bridgec_table(2, 21, reconnect=10)
        others = asyncio.create_task(robots(port, "ESW"))
        first = _robot_object("N")
        north = asyncio.create_task(_robot(port, "N", robot=first))
        await _when(out["log"], CUTS[cut])
        await _hang_up(first, north)
        await _when(out["log"], lambda log: any("waiting 10 s" in x for x in log))
        again = await _robot(port, "N")
        return await table, out, await others, again

    status, out, others, again = asyncio.run(session())
    assert status == 0, out["report"]
    assert others == {"E": None, "S": None, "W": None} and again is None
    assert len(_boards(out["log"])) == 2
    assert "# North came back" in out["log"]
    assert any(r.startswith("bridgec tm serve: North: the connection was closed")
               for r in out["report"])


class _Cheat:
    """Plays like the built-in policy, but its ``n``-th card is one it does not hold."""

    def __init__(self, n: int) -> None:
        self.n, self.played = n, 0

    def play(self, hand: Sequence[str], trick: Sequence[tuple[str, str]], trump: str) -> str:
        self.played += 1
        if self.played == self.n:
            return next(r + s for s in "SHDC" for r in "AKQJT98765432" if r + s not in hand)
        return SimpleCardPolicy().play(hand, trick, trump)


def test_a_client_that_breaks_the_rules_is_replaced() -> None:
    """North plays a card it does not hold: it is closed, the others wait, a good North
    robot takes the seat, repeats North's calls and cards and the session ends normally."""
    async def session() -> tuple[int, dict[str, list[str]], object, object, object]:
        port, table, out = await bridgec_table(1, 8, reconnect=10)
        others = asyncio.create_task(robots(port, "ESW"))
        cheat = await _robot(port, "N", cards=_Cheat(3))
        again = await _robot(port, "N")
        return await table, out, await others, cheat, again

    status, out, others, cheat, again = asyncio.run(session())
    assert status == 0, out["report"]
    assert others == {"E": None, "S": None, "W": None} and again is None
    assert cheat is not None and "ERROR: illegal card" in str(cheat)
    assert any("North: illegal card" in r and "waiting 10 s" in r for r in out["report"])
    assert len(_boards(out["log"])) == 1


def test_a_seat_left_empty_ends_the_session() -> None:
    """North hangs up in the auction and nobody comes back: after ``--reconnect`` seconds
    the others get `End of session` and the table ends with status 1."""
    async def session() -> tuple[int, dict[str, list[str]], object, float]:
        port, table, out = await bridgec_table(2, 3, reconnect=1)
        others = asyncio.create_task(robots(port, "ESW"))
        first = _robot_object("N")
        north = asyncio.create_task(_robot(port, "N", robot=first))
        await _when(out["log"], _calls(1))
        await _hang_up(first, north)
        started = time.monotonic()
        status = await table
        return status, out, await others, time.monotonic() - started

    status, out, others, took = asyncio.run(session())
    assert status == 1 and took < 8
    assert "bridgec tm serve: North did not come back within 1 s; ending the session" in \
        out["report"]
    assert others == dict.fromkeys("ESW", "the table manager ended the session in the middle "
                                   "of board 1")  # each robot got `End of session`, early


async def _raw_north(port: int, lines: list[str]) -> list[str]:
    """Connect as North, send ``lines`` in turn after each answer, return what came back."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    got = []
    try:
        for line in lines:
            writer.write(line.encode() + b"\r\n")
            await writer.drain()
            raw = await asyncio.wait_for(reader.readline(), 5)
            if not raw:
                break
            got.append(raw.decode().rstrip("\r\n"))
    finally:
        writer.close()
    return got


def test_only_the_same_team_and_the_same_calls_take_the_seat_back() -> None:
    """Another team cannot take North's empty seat; a North of the right team that makes a
    different call than North made is closed again; the next good North finishes."""
    async def session() -> tuple[int, dict[str, list[str]], object, list[str], list[str]]:
        port, table, out = await bridgec_table(1, 5, reconnect=10)
        others = asyncio.create_task(robots(port, "ESW"))
        first = _robot_object("N")
        north = asyncio.create_task(_robot(port, "N", robot=first))
        await _when(out["log"], _calls(2))  # board 1: North deals and has called
        await _hang_up(first, north)
        await _when(out["log"], lambda log: any("waiting 10 s" in x for x in log))
        intruder = await _raw_north(port, ['Connecting "other" as North using protocol '
                                           "version 18"])
        made = next(x for x in out["log"] if x.startswith("North "))
        other = "North bids 7NT" if "passes" in made else "North passes"
        liar = await _raw_north(port, [
            'Connecting "teamNS" as North using protocol version 18', "North ready for teams",
            "North ready to start", "North ready for deal", "North ready for cards", other])
        again = await _robot(port, "N")
        assert again is None
        return await table, out, await others, intruder, liar

    status, out, others, intruder, liar = asyncio.run(session())
    assert status == 0, out["report"]
    assert intruder == ["ERROR: North is kept for team `teamNS`, not `other`"]
    assert "bridgec tm serve: a client: North is kept for team `teamNS`, not `other`; closing " \
           "it" in out["report"]
    assert liar[0] == 'North ("teamNS") seated' and liar[-2].startswith("North's cards")
    assert liar[-1].startswith("ERROR: came back and called")
    assert any("North: came back and called" in r for r in out["report"])
    assert len(_boards(out["log"])) == 1


def test_command_line_robot_killed_and_started_again(tmp_path: Path) -> None:
    """``bridgec tm serve --reconnect``: North's ``bridgec tm play`` is killed in the
    middle of the play and started again; the session completes."""
    log = tmp_path / "session.tm"
    proc, port = start_server("--boards", "2", "--seed", "6", "--timeout", "30",
                              "--reconnect", "30", "--log", str(log))

    def robot(seat: str) -> subprocess.Popen[bytes]:
        return subprocess.Popen([str(BIN), "tm", "play", "--seat", seat, "--port", str(port),
                                 "--timeout", "30"], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)

    others = [robot(seat) for seat in ("east", "south", "west")]
    north = robot("north")
    started = time.monotonic()
    while log.read_text().count(" plays ") < 6:
        assert time.monotonic() - started < 60 and north.poll() is None
        time.sleep(0.05)
    north.send_signal(signal.SIGKILL)
    north.communicate()
    again = robot("north")
    assert again.communicate(timeout=120)[0] == b"" and again.returncode == 0
    assert [p.communicate(timeout=60)[1] for p in others] == [b""] * 3
    assert proc.wait(30) == 0
    text = log.read_text()
    assert "# North came back" in text
    document = tm.parse(text.encode(), path="session.tm").document
    assert document is not None and len(document.boards) == 2
    for board in document.boards:
        assert_legal_complete(board)


def test_a_client_without_a_seat_is_only_closed() -> None:
    """With seats kept for their clients, garbage from a connection that has no seat closes
    that connection only; the four robots then play the board."""
    async def session() -> tuple[int, dict[str, list[str]], object, list[str]]:
        port, table, out = await bridgec_table(1, 2, reconnect=5)
        stray = await _raw_north(port, ["hello there"])
        played = await robots(port, "NESW")
        return await table, out, played, stray

    status, out, played, stray = asyncio.run(session())
    assert stray == ["ERROR: bad message `hello there` (column 1: not a Table Manager message "
                     "(unexpected `hello` at the start))"] and status == 0, out["report"]
    assert played == {s: None for s in "NESW"}
    assert any(r.startswith("bridgec tm serve: a client: bad message `hello there`") and
               r.endswith("closing it") for r in out["report"])
