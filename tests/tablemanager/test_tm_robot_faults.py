"""``bridgec tm play`` against a table manager that misbehaves (a scripted fake on
127.0.0.1, ``tm_peers.fake_table``): a reset, terminal escapes, `End of session` before the
last board. The robot stops with a clean protocol error (exit 1), never an internal error or
a traceback, and prints nothing raw (issue 21)."""

from __future__ import annotations

import asyncio

import pytest
from tm_peers import BIN, RESET, fake_table

from bridgec.tablemanager.policy import SimplePolicy
from bridgec.tablemanager.robot import Robot
from bridgec.tablemanager.wire import ProtocolError, send

SEATED = b'North ("x") seated\r\n'
BOARD = [SEATED, b'Teams : N/S : "x" E/W : "y"\r\n', b"Start of board\r\n",
         b"Board number 1. Dealer East. Neither vulnerable.\r\n",
         b"North's cards : S 5 4 3 2. H 5 4 3. D 5 4 3. C 5 4 3.\r\n"]
PASSES = [b"East passes\r\n", b"South passes\r\n", b"West passes\r\n"]


async def _play(script: list[bytes], boards: int | None = None) -> str | None:
    """A robot for North against ``script``: None when it ended well, else its error."""
    port, server = await fake_table(script)
    robot = Robot("N", "x", SimplePolicy(), 5.0, lambda _: None, boards=boards)
    try:
        await asyncio.wait_for(robot.run("127.0.0.1", port), 10)
        return None
    except ProtocolError as exc:
        return str(exc)
    finally:
        server.close()


CASES = {
    "reset-at-once": ([RESET], "the connection was closed"),
    "reset-after-seated": ([SEATED, RESET], "the connection was closed"),
    "reset-in-the-auction": ([*BOARD, b"East passes\r\n", RESET], "the connection was closed"),
    "escape-in-a-line": ([b"\x1b]0;owned\x07North (\"x\") seated\r\n"],
                         "a control character (\\x1b)"),
    "cr-in-an-alert": ([*BOARD, b"East bids 1C Alert. x\rSouth passes\r\n"],
                       "a control character (\\x0d)"),
    "bidi-in-teams": ([SEATED, 'Teams : N/S : "\u202ex" E/W : "y"\r\n'.encode()],
                      "a control character (\\u202e)"),
    "error-line": ([SEATED, b"ERROR: Unexpected message received.\r\n"],
                   "the peer reported an error: `ERROR: Unexpected message received.`"),
    "end-before-any-board": ([SEATED, b'Teams : N/S : "x" E/W : "y"\r\n',
                              b"End of session\r\n"],
                             "ended the session before any board"),
    "end-in-a-board": ([*BOARD, b"East passes\r\n", b"End of session\r\n"],
                       "ended the session in the middle of board 1"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_misbehaving_table_gives_the_robot_a_protocol_error(case: str) -> None:
    script, expected = CASES[case]
    error = asyncio.run(_play(script))
    assert error is not None and expected in error, error


def test_a_passed_out_board_then_end_of_session_is_a_normal_end() -> None:
    script = [*BOARD, *PASSES, b"End of session\r\n"]
    assert asyncio.run(_play(script)) is None  # North passes too: the board is over
    assert "after 1 boards of 2" in str(asyncio.run(_play(script, boards=2)))


async def _command(script: list[bytes], *args: str) -> tuple[int, bytes]:
    port, server = await fake_table(script)
    try:
        proc = await asyncio.create_subprocess_exec(
            str(BIN), "tm", "play", "--seat", "north", "--port", str(port), "--timeout", "5",
            *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        _, err = await asyncio.wait_for(proc.communicate(), 20)
        assert proc.returncode is not None
        return proc.returncode, err
    finally:
        server.close()


@pytest.mark.parametrize("case", ["reset-after-seated", "escape-in-a-line", "end-in-a-board"])
def test_the_command_exits_1_with_a_clean_message(case: str) -> None:
    """Findings 15, 17, 18 for ``tm play``: exit 1, one escaped line, no traceback."""
    status, err = asyncio.run(_command(CASES[case][0], "-v"))
    assert status == 1, err
    assert b"Traceback" not in err and b"internal error" not in err
    assert b"\x1b" not in err and b"\x07" not in err
    assert err.splitlines()[-1].startswith(b"bridgec tm play (north): ")


def test_writing_to_a_reset_connection_is_a_protocol_error() -> None:
    """Finding 15, the robot's side: the reset reaches ``send`` (it was `internal error:
    ConnectionResetError`), on both sides, since both write with it."""
    async def write_after_reset() -> str:
        port, server = await fake_table([RESET])
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            await send(writer, 'Connecting "x" as North using protocol version 18')
            try:
                await asyncio.wait_for(reader.read(), 5)  # the reset arrives
            except ConnectionError:
                pass
            with pytest.raises(ProtocolError) as caught:
                for _ in range(3):  # the first write after a reset may still be buffered
                    await send(writer, "North ready for teams")
                    await asyncio.sleep(0.05)
            return str(caught.value)
        finally:
            writer.close()
            server.close()

    assert asyncio.run(write_after_reset()).startswith("the connection was closed")


def test_a_table_cannot_keep_the_robot_for_ever() -> None:
    """Lines the robot ignores (`Timing`) are bounded per board; with ``--boards`` a board
    more than the session's is refused."""
    timing = (b"Timing - N/S : this board 1:15, total 0:11:23. "
              b"E/W : this board 1:20, total 0:12:00.\r\n")
    error = asyncio.run(_play([*BOARD, *[timing] * 1001]))
    assert error == "more than 1000 messages in one board"
    again = [b"Start of board\r\n", BOARD[3], BOARD[4]]
    error = asyncio.run(_play([*BOARD, *PASSES, *again, *PASSES, b"End of session\r\n"],
                              boards=1))
    assert error == "a board more than the 1 of the session"
