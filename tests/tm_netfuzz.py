"""A bounded network fuzzer for the Table Manager table, in process on 127.0.0.1 (issue 21).

Two entry points, each bounded in count and time and deterministic for a seed, for
``tests/tablemanager/test_tm_netfuzz.py`` and for a longer campaign (``tests/fuzz.py``):

* :func:`fuzz_server`: a ``bridgec tm serve`` session (:func:`bridgec.tablemanager.server.serve`
  on port 0, with passwords) that four robots with the passwords play while strangers send
  random and mutated protocol lines, nasty characters and resets;
* :func:`fuzz_robot`: a robot (:class:`bridgec.tablemanager.robot.Robot`) against a scripted
  table (:func:`tm_peers.fake_table`) that sends mutated conversations, resets and early ends.

Each returns what happened (:class:`ServerRun`, :class:`RobotRun`) and records, instead of
letting asyncio print them, the exceptions no task retrieved: a finding is any of those, a
robot error other than :class:`~bridgec.tablemanager.wire.ProtocolError`, a session of the
four that did not end normally, or a control character in a report or an error.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from typing import Any

from tm_peers import RESET, fake_table

from bridgec.tablemanager.policy import SimplePolicy
from bridgec.tablemanager.robot import Robot
from bridgec.tablemanager.server import seeded_deals, serve
from bridgec.tablemanager.wire import ProtocolError

LINES = [
    'Connecting "team" as North using protocol version 18',
    'Connecting "teamNS:pw-ns" as South using protocol version 18',
    'Connecting "teamEW" as ANYPL using protocol version 18',
    'North ("team") seated', "North ready for teams", "East ready to start",
    "South ready for deal", "West ready for cards", "North ready for East's bid",
    "North bids 1NT Alert. 15-17", "East passes", "South doubles", "West redoubles",
    "North ready for dummy's card to trick 2", "North plays KH", "South to lead",
    "Dummy to lead", 'Teams : N/S : "a" E/W : "b"', "Start of board", "End of session",
    "Board number 3. Dealer South. E/W vulnerable.",
    "North's cards : S A K 4. H -. D Q J 9 8 7 6 5 4 3. C 2",
    "Timing - N/S : this board 1:15, total 0:11:23. E/W : this board 1:20, total 0:12:00.",
]
"""Protocol messages of every kind, the material of the mutations."""

NASTY = ["\r", "\n", "\x00", "\x1b[2J", "\x1b]0;x\x07", "\x85", "\x9b31m", "\u202e",
         "\u2028", "\t", '"', "\\", "\ufffd", "é"]
"""Inserted into lines: line ends, terminal escapes, C1 and bidi controls, quotes."""

PASSWORDS = {"N": "pw-ns", "S": "pw-ns", "E": "pw-ew", "W": "pw-ew"}


def mutate(rng: random.Random, line: str) -> bytes:
    """``line`` changed once or twice: a character inserted, deleted or replaced, a nasty
    sequence inserted, a word doubled, cut short; maybe a bit flipped; a line end or none."""
    for _ in range(rng.randint(1, 2)):
        at = rng.randint(0, len(line))
        op = rng.randrange(5)
        if op == 0:
            line = line[:at] + rng.choice(NASTY) + line[at:]
        elif op == 1:
            line = line[:at] + line[at + 1:]
        elif op == 2:
            line = line[:at] + chr(rng.randint(32, 126)) + line[at + 1:]
        elif op == 3:
            words = line.split(" ")
            i = rng.randrange(len(words))
            line = " ".join(words[:i] + [words[i]] + words[i:])
        else:
            line = line[:at]
    data = bytearray(line.encode("utf-8"))
    if data and rng.random() < 0.2:
        data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    return bytes(data) + rng.choice([b"\r\n", b"\n", b"\r\n", b""])


async def stranger(rng: random.Random, port: int) -> None:
    """One connection: a few lines (mostly mutated), then a reset, a read or a close."""
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), 5)
    except (OSError, TimeoutError):
        return
    try:
        for _ in range(rng.randint(1, 4)):
            line = rng.choice(LINES)
            writer.write(mutate(rng, line) if rng.random() < 0.8 else line.encode() + b"\r\n")
            await writer.drain()
            await asyncio.sleep(rng.random() * 0.05)
        end = rng.randrange(3)
        if end == 0:
            writer.transport.abort()  # a TCP reset
        elif end == 1:
            await asyncio.wait_for(reader.read(65536), 0.5)
    except (OSError, TimeoutError):
        pass
    finally:
        writer.close()


def conversation(rng: random.Random) -> list[bytes]:
    """What a table manager sends North, cut anywhere, some lines mutated, maybe a reset."""
    script = [b'North ("x") seated\r\n', b'Teams : N/S : "x" E/W : "y"\r\n',
              b"Start of board\r\n", b"Board number 1. Dealer East. Neither vulnerable.\r\n",
              b"North's cards : S 5 4 3 2. H 5 4 3. D 5 4 3. C A K Q.\r\n",
              b"East bids 1C\r\n", b"South passes\r\n", b"West bids 1H\r\n",
              b"East passes\r\n", b"South passes\r\n", b"West passes\r\n",
              b"East to lead\r\n", b"East plays 2S\r\n", b"End of session\r\n"]
    script = script[:rng.randint(1, len(script))]
    for _ in range(rng.randint(0, 2)):
        at = rng.randrange(len(script))
        script[at] = mutate(rng, script[at].decode("utf-8", "replace").rstrip("\r\n"))
    if rng.random() < 0.3:
        script.insert(rng.randint(0, len(script)), RESET)
    return script


def _recorder(found: list[str]) -> Any:
    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        found.append(f"{context.get('message')}: {context.get('exception')!r}")
    return handler


@dataclass
class ServerRun:
    """What :func:`fuzz_server` saw."""

    status: int = -1  # the session's: 0 when every board was played
    robots: list[str | None] = field(default_factory=list)  # per seat N E S W: None or error
    log: list[str] = field(default_factory=list)  # the session log
    report: list[str] = field(default_factory=list)  # what the operator was told
    unhandled: list[str] = field(default_factory=list)  # exceptions no task retrieved


async def _fuzz_server(rng: random.Random, run: ServerRun, strangers: int, boards: int,
                       at_once: int) -> None:
    asyncio.get_running_loop().set_exception_handler(_recorder(run.unhandled))
    listening: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    table = asyncio.create_task(serve(
        seeded_deals(rng.randrange(1000), boards), host="127.0.0.1", port=0, timeout=5,
        reconnect=0, log=run.log.append, report=run.report.append,
        on_listen=listening.set_result, passwords=PASSWORDS))
    port = await listening

    async def all_strangers() -> None:
        for _ in range(0, strangers, at_once):
            await asyncio.gather(*(stranger(rng, port) for _ in range(at_once)))

    async def robot(seat: str) -> str | None:
        await asyncio.sleep(0.2)  # the strangers come first
        player = Robot(seat, "teamNS" if seat in "NS" else "teamEW", SimplePolicy(), 10,
                       lambda _: None, password=PASSWORDS[seat], boards=boards)
        try:
            await player.run("127.0.0.1", port)
            return None
        except ProtocolError as exc:
            return str(exc)

    fuzz = asyncio.create_task(all_strangers())
    run.robots = list(await asyncio.gather(*(robot(seat) for seat in "NESW")))
    await fuzz
    run.status = await asyncio.wait_for(table, 60)


def fuzz_server(seed: int, strangers: int = 60, boards: int = 2, at_once: int = 4,
                limit: float = 120) -> ServerRun:
    """Strangers (``at_once`` at a time) against a session of four robots, with
    ``reconnect`` 0; every await is bounded, the whole run by ``limit`` seconds."""
    run = ServerRun()
    asyncio.run(asyncio.wait_for(_fuzz_server(random.Random(seed), run, strangers, boards,
                                              at_once), limit))
    return run


@dataclass
class RobotRun:
    """What :func:`fuzz_robot` saw: how many scripts ended normally, the protocol errors,
    other exceptions (findings) and the exceptions no task retrieved."""

    ended: int = 0
    errors: list[str] = field(default_factory=list)
    other: list[str] = field(default_factory=list)
    unhandled: list[str] = field(default_factory=list)


async def _fuzz_robot(rng: random.Random, run: RobotRun, cases: int) -> None:
    asyncio.get_running_loop().set_exception_handler(_recorder(run.unhandled))
    for _ in range(cases):
        port, server = await fake_table(conversation(rng))
        robot = Robot("N", "x", SimplePolicy(), 2, lambda _: None)
        try:
            await asyncio.wait_for(robot.run("127.0.0.1", port), 10)
            run.ended += 1
        except ProtocolError as exc:
            run.errors.append(str(exc))
        except Exception as exc:  # a finding
            run.other.append(repr(exc))
        finally:
            server.close()


def fuzz_robot(seed: int, cases: int = 150, limit: float = 120) -> RobotRun:
    """``cases`` mutated conversations against a robot, each bounded, all by ``limit``."""
    run = RobotRun()
    asyncio.run(asyncio.wait_for(_fuzz_robot(random.Random(seed), run, cases), limit))
    return run
