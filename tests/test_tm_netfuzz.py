"""A small, bounded network fuzzer for the Table Manager table (issue 21), on 127.0.0.1 in
this process: strangers send random and mutated protocol lines and resets to a running
``bridgec tm serve`` session while four robots (with the table's passwords) play it; a
scripted table sends mutated conversations and resets to a robot. Whatever they send: no
exception escapes (asyncio's handler records none), nothing but a protocol error, the
session of the four goes on and ends normally, and no control character reaches a report.

The seed is fixed, so a failure repeats; the counts are small, so the test takes seconds.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

from test_tm_session import assert_legal_complete
from tm_peers import RESET, fake_table

from bridgec.frontends import tm
from bridgec.tablemanager.policy import SimplePolicy
from bridgec.tablemanager.robot import Robot
from bridgec.tablemanager.server import seeded_deals, serve
from bridgec.tablemanager.wire import CONTROL, ProtocolError

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
NASTY = ["\r", "\n", "\x00", "\x1b[2J", "\x1b]0;x\x07", "\x85", "\x9b31m", "\u202e",
         "\u2028", "\t", '"', "\\", "\ufffd", "é"]


def mutate(rng: random.Random, line: str) -> bytes:
    """``line`` changed once or twice: a character inserted, deleted or replaced, a nasty
    sequence inserted, a word duplicated, cut short; then maybe raw bytes flipped."""
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
    """One connection: a few lines (mutated or not), then a close, a reset or a wait."""
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


def _recorder(errors: list[str]) -> Any:
    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        errors.append(f"{context.get('message')}: {context.get('exception')!r}")
    return handler


def test_strangers_fuzzing_the_server_do_not_stop_the_session() -> None:
    """60 strangers (4 at a time) while the four play 2 boards, with ``reconnect`` 0."""
    rng = random.Random(20261126)
    log: list[str] = []
    report: list[str] = []
    errors: list[str] = []
    passwords = {"N": "pw-ns", "S": "pw-ns", "E": "pw-ew", "W": "pw-ew"}

    async def session() -> tuple[int, list[str | None]]:
        asyncio.get_running_loop().set_exception_handler(_recorder(errors))
        port: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        table = asyncio.create_task(serve(
            seeded_deals(7, 2), host="127.0.0.1", port=0, timeout=5, reconnect=0,
            log=log.append, report=report.append, on_listen=port.set_result,
            passwords=passwords))
        number = await port

        async def strangers() -> None:
            for _ in range(15):
                await asyncio.gather(*(stranger(rng, number) for _ in range(4)))

        async def robot(seat: str) -> str | None:
            await asyncio.sleep(0.2)  # the strangers come first
            player = Robot(seat, "teamNS" if seat in "NS" else "teamEW", SimplePolicy(), 10,
                           lambda _: None, password=passwords[seat], boards=2)
            try:
                await player.run("127.0.0.1", number)
                return None
            except ProtocolError as exc:
                return str(exc)

        fuzz = asyncio.create_task(strangers())
        played = await asyncio.gather(*(robot(seat) for seat in "NESW"))
        await fuzz
        return await asyncio.wait_for(table, 60), list(played)

    status, played = asyncio.run(asyncio.wait_for(session(), 120))
    assert errors == []
    assert (status, played) == (0, [None] * 4), report
    assert all(r.startswith("bridgec tm serve: a client: ") and r.endswith("; closing it")
               for r in report), report
    assert not any(CONTROL.search(r) for r in report)
    document = tm.parse("\n".join(log).encode(), path="session.tm").document
    assert document is not None and len(document.boards) == 2
    for board in document.boards:
        assert_legal_complete(board)


def _conversation(rng: random.Random) -> list[bytes]:
    """Lines a table manager sends North, some mutated, maybe a reset or an early end."""
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


def test_a_fuzzing_table_gives_the_robot_only_protocol_errors() -> None:
    """150 mutated conversations: the robot ends normally or with :class:`ProtocolError`,
    in bounded time; nothing else escapes."""
    rng = random.Random(20261127)
    errors: list[str] = []
    outcomes: dict[str, int] = {}

    async def one(script: list[bytes]) -> None:
        port, server = await fake_table(script)
        robot = Robot("N", "x", SimplePolicy(), 2, lambda _: None)
        try:
            await asyncio.wait_for(robot.run("127.0.0.1", port), 10)
            outcomes["ended"] = outcomes.get("ended", 0) + 1
        except ProtocolError as exc:
            assert not CONTROL.search(str(exc)), exc
            outcomes["protocol error"] = outcomes.get("protocol error", 0) + 1
        finally:
            server.close()

    async def all_of_them() -> None:
        asyncio.get_running_loop().set_exception_handler(_recorder(errors))
        for _ in range(150):
            await one(_conversation(rng))

    asyncio.run(asyncio.wait_for(all_of_them(), 120))
    assert errors == []
    assert outcomes.get("protocol error", 0) > 100, outcomes
