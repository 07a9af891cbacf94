"""The dialects of the Table Manager protocol (issue 24): every spelling read, each peer
answered in its own (``bridgec.tablemanager.dialect``), ``ANYPL`` on both sides.

The robot against OpenSpiel's wrapper is in ``test_tm_openspiel.py``; here bridgec's table
manager with clients of both spellings, seats it gives, and the spelling of one peer."""

from __future__ import annotations

import asyncio
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
from tm_peers import BIN, bridgec_table, fake_table, start_server

from bridgec.frontends.tm.messages import Message, parse_message
from bridgec.tablemanager.dialect import Spelling
from bridgec.tablemanager.policy import SimplePolicy
from bridgec.tablemanager.robot import Robot
from bridgec.tablemanager.wire import ProtocolError

WBRIDGE5 = [  # what OpenSpiel's wrapper (WBridge5's dialect) sends, in order
    'WEST ("x") seated', 'Teams: N/S "north-south" E/W "east-west"', "start of board",
    "Board number 8. Dealer WEST. Neither vulnerable.",
    "WEST's cards: S A T 9 5. H K 6 5. D Q J 8 7 6. C 7.", "EAST PASSES", "EAST bids 1C",
    "SOUTH plays kc", "Dummy's cards: C K Q 4. D K 4. H K Q J 8 7 6 2. S 3.",
]


def _spelling(lines: list[str]) -> Spelling:
    spelling = Spelling()
    for line in lines:
        ast = parse_message(line)
        assert isinstance(ast, Message), line
        spelling.learn(line, ast)
    return spelling


def test_a_robot_answers_wbridge5_in_its_spelling() -> None:
    s = _spelling(WBRIDGE5)
    assert [s.call("N", "P"), s.call("N", "X"), s.call("N", "XX"), s.call("N", "1N"),
            s.play("E", "TH"), s.dummys(), s.seat("S")] == [
        "NORTH PASSES", "NORTH DOUBLES", "NORTH REDOUBLES", "NORTH bids 1NT", "EAST plays th",
        "Dummy", "SOUTH"]


def test_wbridge5_spelling_before_any_call_or_card() -> None:
    """North deals at OpenSpiel's table: the robot calls before it heard any call."""
    s = _spelling(WBRIDGE5[:1])
    assert (s.call("N", "P"), s.call("N", "2S"), s.play("N", "AS")) == (
        "NORTH PASSES", "NORTH bids 2S", "NORTH plays as")


@pytest.mark.parametrize(("heard", "written"), [
    ("East plays KH", "North plays 2C"), ("east plays h k", "north plays c 2"),
    ("EAST plays ck", "NORTH plays c2"), ("East plays C K", "North plays C 2"),
    ("EAST plays 7s", "NORTH plays 2c")])
def test_the_card_form_follows_the_peer(heard: str, written: str) -> None:
    assert _spelling([heard]).play("N", "2C") == written


def test_blue_chip_spelling_is_bridgec_log() -> None:
    s = Spelling()
    assert [s.call("E", "P", "x"), s.play("E", "KH"), s.seated("E", "t"), s.teams("a", "b"),
            s.deal(1, "N", "All"), s.dummys()] == [
        "East passes Alert. x", "East plays KH", 'East ("t") seated',
        'Teams : N/S : "a" E/W : "b"', "Board number 1. Dealer North. Both vulnerable.",
        "dummy"]


# -- bridgec's table manager and clients of every spelling ---------------------------------

async def _table(robots: list[Robot], boards: int = 2) -> tuple[int, dict[str, list[str]],
                                                                list[str | None]]:
    port, task, out = await bridgec_table(boards, seed=24, timeout=10)

    async def one(robot: Robot) -> str | None:
        try:
            await robot.run("127.0.0.1", port)
            return None
        except ProtocolError as exc:
            return str(exc)

    results = await asyncio.gather(*(one(r) for r in robots))
    return await task, out, list(results)


def _robot(seat: str, lines: list[str], spelling: Spelling | None = None,
           cls: type[Robot] = Robot) -> Robot:
    return cls(seat, "teamNS" if seat in "NS" else "teamEW", SimplePolicy(), 10,
               lines.append, spelling=spelling)


def test_server_answers_each_client_in_its_spelling() -> None:
    """North and South speak WBridge5's spelling, East and West Blue Chip's: each is
    answered in its own; the session log stays in Blue Chip's."""
    heard: dict[str, list[str]] = {s: [] for s in "NESW"}
    robots = [_robot(s, heard[s], Spelling(seats="upper") if s in "NS" else None)
              for s in "NESW"]
    status, out, results = asyncio.run(_table(robots))
    assert (status, results) == (0, [None] * 4)
    north = [line[2:] for line in heard["N"] if line.startswith("< ")]
    east = [line[2:] for line in heard["E"] if line.startswith("< ")]
    assert north[:2] == ['NORTH ("teamNS") seated', 'Teams: N/S "teamNS" E/W "teamEW"']
    assert east[:2] == ['East ("teamEW") seated', 'Teams : N/S : "teamNS" E/W : "teamEW"']
    said_north = [line[2:] for line in heard["N"] if line.startswith("> ")]
    assert said_north[0] == 'Connecting "teamNS" as NORTH using protocol version 18'
    upper = re.compile(r"(NORTH|EAST|SOUTH|WEST|Dummy)\b.*|Teams.*|Start of board|"
                       r"End of session|Board number \d+\. Dealer [A-Z]+\. .*")
    assert [line for line in north if not upper.fullmatch(line)] == []
    assert any(re.fullmatch(r"(EAST|WEST) plays [2-9tjqka][shdc]", line) for line in north)
    south = [line[2:] for line in heard["S"] if line.startswith("< ")]
    assert "Dummy to lead" not in north + south  # WBridge5's peers: declarer's own seat
    assert any(line == "Dummy to lead" for line in east + [
        line[2:] for line in heard["W"] if line.startswith("< ")])
    assert any(re.fullmatch(r"(North|South) plays [2-9TJQKA][SHDC]", line) for line in east)
    assert not any(re.search(r"NORTH|EAST|SOUTH|WEST|PASSES| plays [a-z2-9]{2}$", line)
                   for line in out["log"])


def test_anypl_robots_get_every_seat_at_bridgec_table() -> None:
    """Four ``tm play --seat any`` robots connect at once: the server offers each a
    different free seat (a seat offered to one is not offered to another)."""
    heard: dict[int, list[str]] = {i: [] for i in range(4)}
    robots = [_robot("ANYPL", heard[i]) for i in range(4)]
    status, _, results = asyncio.run(_table(robots, boards=1))
    assert (status, results) == (0, [None] * 4)
    assert sorted(r.seat for r in robots) == ["E", "N", "S", "W"]


class DummyWordRobot(Robot):
    """A robot that plays dummy's cards as ``dummy plays KH``."""

    async def say(self, line: str, shown: str | None = None) -> None:
        b = self.board
        dummy = self.dummy(b) if b is not None else None
        if dummy is not None:
            line = re.sub(f"^{self.spelling.seat(dummy)} plays ", "dummy plays ", line)
        await super().say(line, shown)


def test_server_takes_dummy_plays_from_declarer() -> None:
    lines: dict[str, list[str]] = {s: [] for s in "NESW"}
    robots = [_robot(s, lines[s], cls=DummyWordRobot) for s in "NESW"]
    status, out, results = asyncio.run(_table(robots, boards=3))
    assert (status, results) == (0, [None] * 4)
    assert any(line.startswith("> dummy plays ") for s in "NESW" for line in lines[s])
    assert not any(line.startswith("dummy") for line in out["log"])


def test_a_bad_client_in_wbridge5_spelling_is_named_and_closed_alone() -> None:
    """A client that asks for any seat and then sends a bad message is told which message
    (`ERROR: ...`), closed alone, and four robots that ask for any seat play on."""

    async def run() -> tuple[Any, ...]:
        port, task, out = await bridgec_table(1, seed=3, timeout=10)
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b'Connecting "x" as ANYPL using protocol version 18\r\n')
        seated = await asyncio.wait_for(reader.readline(), 10)
        writer.write(seated.split(b" ")[0] + b" PLAYS ZZ\r\n")
        refused = await asyncio.wait_for(reader.readline(), 10)
        writer.close()
        robots = [_robot("ANYPL", []) for _ in range(4)]

        async def one(robot: Robot) -> str | None:
            try:
                await robot.run("127.0.0.1", port)
                return None
            except ProtocolError as exc:
                return str(exc)

        results = await asyncio.gather(*(one(r) for r in robots))
        return seated, refused, await task, out, results

    seated, refused, status, out, results = asyncio.run(run())
    assert seated == b'North ("x") seated\r\n'
    assert refused.startswith(b"ERROR: bad message `North PLAYS ZZ`"), refused
    assert (status, results) == (0, [None] * 4)
    assert any("a client: bad message `North PLAYS ZZ`" in r for r in out["report"])


# -- the robot's end of a session, its seat, its calls ---------------------------------------

SEATED = b'North ("x") seated\r\n'
BOARD = [SEATED, b'Teams : N/S : "x" E/W : "y"\r\n', b"Start of board\r\n",
         b"Board number 1. Dealer East. Neither vulnerable.\r\n",
         b"North's cards : S 5 4 3 2. H 5 4 3. D 5 4 3. C 5 4 3.\r\n"]
PASSES = [b"East passes\r\n", b"South passes\r\n", b"West passes\r\n"]


class EightClubs(SimplePolicy):
    def bid(self, hand: Any, auction: Any, seat: str, vulnerability: str) -> str:
        return "8C"


async def _fake(script: list[bytes], seat: str = "N", boards: int | None = None,
                policy: SimplePolicy | None = None) -> str | None:
    port, server = await fake_table(script)
    robot = Robot(seat, "x", policy or SimplePolicy(), 5.0, lambda _: None, boards=boards)
    try:
        await asyncio.wait_for(robot.run("127.0.0.1", port), 10)
        return None
    except ProtocolError as exc:
        return str(exc)
    finally:
        server.close()


def test_a_close_after_a_complete_board_ends_the_session() -> None:
    """OpenSpiel's wrapper never sends `End of session`: it closes the connection after the
    last board. That ends the robot's session well; in a board, or before ``--boards N``
    boards, it does not."""
    assert asyncio.run(_fake([*BOARD, *PASSES])) is None
    assert "after 1 boards of 2" in str(asyncio.run(_fake([*BOARD, *PASSES], boards=2)))
    assert "the connection was closed" in str(asyncio.run(_fake([*BOARD, *PASSES[:2]])))


def test_the_robot_takes_the_seat_it_is_given_only_when_it_asked_for_any() -> None:
    given = [b'EAST ("x") seated\r\n', *BOARD[1:3],
             b"Board number 1. Dealer NORTH. Neither vulnerable.\r\n",
             b"EAST's cards: S 5 4 3 2. H 5 4 3. D 5 4 3. C 5 4 3.\r\n",
             b"NORTH PASSES\r\n", b"SOUTH PASSES\r\n", b"WEST PASSES\r\n"]
    assert asyncio.run(_fake(given, seat="ANYPL")) is None
    assert "we asked for North" in str(asyncio.run(_fake(given)))
    teams_first = [b'Teams : N/S : "x" E/W : "y"\r\n', SEATED]
    assert "before the table manager seated us" in str(
        asyncio.run(_fake(teams_first, seat="ANYPL")))


def test_the_robot_never_sends_a_call_that_is_not_legal() -> None:
    """A bidding policy that answers `8C` (the built-in one did, issue 24) is stopped with
    a clear error before the call reaches the table."""
    error = asyncio.run(_fake([*BOARD, *PASSES], policy=EightClubs()))
    assert error == "the bidding policy chose `8C`, which is not a legal call after P P P"


@pytest.mark.parametrize("line", [
    'NORTH "x PASSES plays <b>" seated', "East passes Alert. <script>DOUBLES</script>",
    "EAST bids 1NT Infos. plays kh \\input{x}", "west plays c k", "North x y z seated",
    "SOUTH ready for Dummy's card to trick 2"])
def test_a_peer_spelling_holds_none_of_its_text(line: str) -> None:
    """What is learned from a peer is the case of known words and the form of a card,
    never its text: nothing one peer writes reaches another peer or the log through it."""
    s = _spelling([line])
    assert all(k == v.lower() and v.isalpha() for k, v in s.words.items()), s.words
    assert set(s.card or "") <= set("RSrs ") and (s.dummy or "dummy").lower() == "dummy"
    assert s.seats in ("title", "upper", "lower")


def test_command_line_robots_ask_for_any_seat(tmp_path: Path) -> None:
    """``bridgec tm play --seat any`` four times at ``bridgec tm serve``: each gets a seat,
    the session log has every board."""
    log = tmp_path / "s.tm"
    server, port = start_server("--boards", "2", "--timeout", "10", "--log", str(log))
    robots = [subprocess.Popen([str(BIN), "tm", "play", "--seat", "any", "--port", str(port),
                                "--boards", "2"], stderr=subprocess.PIPE) for _ in range(4)]
    ends = [(r.wait(timeout=60), r.stderr.read() if r.stderr else b"") for r in robots]
    assert ends == [(0, b"")] * 4
    assert server.wait(timeout=30) == 0
    seated = [line for line in log.read_text().splitlines() if line.endswith(" seated")]
    assert sorted(seated) == sorted(f'{s} ("bridgec") seated'
                                    for s in ("North", "East", "South", "West"))
    assert log.read_text().count("Board number") == 2
