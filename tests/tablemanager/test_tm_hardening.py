"""``bridgec tm serve`` and ``bridgec tm play`` against hostile peers over 127.0.0.1 (ports
from the OS). A stranger (a client without a seat: garbage, control characters, an overlong
line, silence, a reset, a fifth client, a wrong password) is closed alone and the four play
on, also with ``--reconnect 0``; a flood or a hang-up of a seated client ends the session; a
robot maps resets, control characters and a session ended early to a clean exit 1. Every
socket and process here is bounded in time (issue 21)."""

from __future__ import annotations

import asyncio
import socket
import struct
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from test_tm_network import BIN, _client, _read_all, finish, start_server

from bridgec.frontends import tm
from bridgec.tablemanager.server import Server, seeded_deals, serve
from bridgec.tablemanager.wire import MAX_LINE


def _seat(port: int, seat: str) -> socket.socket:
    sock = _client(port)
    sock.sendall(f'Connecting "t" as {seat} using protocol version 18\r\n'.encode())
    return sock


def _robot(port: int, seat: str, *extra: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([str(BIN), "tm", "play", "--seat", seat, "--port", str(port),
                             "--team", f"team {seat}", "--timeout", "10", *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _reset(sock: socket.socket) -> None:
    """Close with a TCP reset (RST), not a FIN."""
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()


def _four_play(server: subprocess.Popen[bytes], port: int, *extra: str) -> str:
    """Four ``bridgec tm play`` robots play the session: every one and the server exit 0
    with nothing on stderr but the server's notes. Returns the server's stderr."""
    robots = [_robot(port, seat, *extra) for seat in ("north", "east", "south", "west")]
    assert [finish(r, 60) for r in robots] == [(0, "")] * 4
    status, err = finish(server, 30)
    assert status == 0, err
    assert "Traceback" not in err and "internal error" not in err
    return err


def _garbage(port: int) -> str:
    sock = _client(port)
    sock.sendall(b"hello there\r\n")
    return _read_all(sock)


def _bytes(port: int) -> str:
    sock = _client(port)
    sock.sendall(bytes(range(256)) + b"\xff\xfe\x00\r\n")
    return _read_all(sock)


def _overlong(port: int) -> str:
    sock = _client(port)
    sock.sendall(b"x" * (MAX_LINE * 4))  # no line end at all
    return _read_all(sock)


def _silence(port: int) -> str:
    return _read_all(_client(port))


def _silent_after_connecting(port: int) -> str:
    return _read_all(_seat(port, "North"))  # seated, but never `ready for teams`


def _reset_after_connecting(port: int) -> str:
    sock = _client(port)
    sock.sendall(b'Connecting "x" as North using protocol version 18\r\n')
    time.sleep(0.2)
    _reset(sock)  # finding 15: the seat stays free, not kept for team `x`
    time.sleep(0.2)
    return ""


def _terminal_escape(port: int) -> str:
    sock = _client(port)
    sock.sendall(b"\x1b]0;owned\x07\x1b[2J\x9b31m\xe2\x80\xae hello\r\n")
    return _read_all(sock)


def _cr_in_team(port: int) -> str:
    sock = _client(port)
    sock.sendall(b'Connecting "a\rBoard number 9. Dealer North. Both vulnerable." as North '
                 b"using protocol version 18\r\n")
    return _read_all(sock)


STRANGERS: dict[str, tuple[Callable[[int], str], str]] = {
    "garbage": (_garbage, "a client: bad message `hello there`"),
    "bytes": (_bytes, "a client: a control character (\\x00)"),
    "overlong": (_overlong, f"a client: a line longer than {MAX_LINE} bytes"),
    "silence": (_silence, "a client: no message within 2 s"),
    "silent-after-connecting": (_silent_after_connecting, "a client: no message within 2 s"),
    "reset-after-connecting": (_reset_after_connecting, "a client: the connection was closed"),
    "terminal-escape": (_terminal_escape, "a client: a control character (\\x1b)"),
    "cr-in-team-name": (_cr_in_team, "a client: a control character (\\x0d)"),
}


@pytest.mark.parametrize("stranger", list(STRANGERS))
def test_a_stranger_is_closed_alone_and_the_four_play_on(stranger: str) -> None:
    """Findings 15-18: whatever a client without a seat does, it is closed alone (told why
    with an `ERROR:` line when it still listens), holds no seat, and the session is not
    ended, with ``--reconnect 0`` too; nothing it sent reaches the terminal raw."""
    server, port = start_server("--boards", "1", "--timeout", "2", "--reconnect", "0")
    act, reported = STRANGERS[stranger]
    received = act(port)
    assert received in ("", 'North ("t") seated\r\n') or received.startswith("ERROR: ") or \
        received.startswith('North ("t") seated\r\nERROR: '), received
    assert not any(line.startswith("Board number") for line in received.split("\r\n"))
    err = _four_play(server, port)
    assert f"bridgec tm serve: {reported}" in err and err.rstrip().endswith("closing it")
    assert not set(err) & {"\x1b", "\x07", "\x9b", "\r", "\u202e"}, err
    assert err.count("\n") == 1  # one line for the stranger (after `listening on`)


def test_a_stranger_cannot_end_a_running_session(tmp_path: Path) -> None:
    """Finding 18: with ``--reconnect 0``, a stranger who asks for a taken seat in the middle
    of the session is refused alone; the session ends normally."""
    log = tmp_path / "session.tm"
    server, port = start_server("--boards", "3", "--timeout", "5", "--reconnect", "0",
                                "--log", str(log))
    robots = [_robot(port, seat) for seat in ("north", "east", "south", "west")]
    started = time.monotonic()
    while " plays " not in log.read_text():
        assert time.monotonic() - started < 30 and server.poll() is None
        time.sleep(0.05)
    for seat in ("North", "East", "ANYPL"):
        intruder = _client(port)
        intruder.sendall(f'Connecting "team north" as {seat} using protocol version 18\r\n'
                         f"{seat} ready for teams\r\n".encode())
        assert _read_all(intruder).startswith("ERROR: ")
    assert [finish(r, 60) for r in robots] == [(0, "")] * 4
    status, err = finish(server, 30)
    assert status == 0 and "Traceback" not in err
    assert "is already seated; closing it" in err or "every seat is taken; closing it" in err


def test_a_seat_is_taken_only_when_its_handshake_is_done() -> None:
    """Two clients ask for North: the one that completes `ready for teams` first sits; the
    other is refused alone (the four then play the board)."""
    server, port = start_server("--boards", "1", "--timeout", "3")
    slow, quick = _seat(port, "North"), _seat(port, "North")
    assert slow.recv(4096) == quick.recv(4096) == b'North ("t") seated\r\n'
    quick.sendall(b"North ready for teams\r\n")
    time.sleep(0.2)
    slow.sendall(b"North ready for teams\r\n")
    assert _read_all(slow) == "ERROR: North is already seated\r\n"
    socks = {"North": quick} | {seat: _seat(port, seat) for seat in ("East", "South", "West")}
    for seat, sock in socks.items():
        if seat != "North":
            sock.sendall(f"{seat} ready for teams\r\n".encode())
        sock.sendall(f"{seat} ready to start\r\n{seat} ready for deal\r\n"
                     f"{seat} ready for cards\r\n".encode())
    socks["North"].sendall(b"North doubles\r\n")  # the table answers the four
    received = _read_all(socks["North"])
    status, err = finish(server, 20)
    assert "Teams : N/S" in received and "Illegal bid\r\n" in received
    assert status == 1 and "Traceback" not in err
    assert "a client: North is already seated; closing it" in err


def test_passwords_keep_strangers_out_and_stay_secret(tmp_path: Path) -> None:
    """``--password`` and ``--team-password``: a client without the secret is refused alone,
    robots with it play; the secret is neither relayed, logged nor reported."""
    log = tmp_path / "session.tm"
    server, port = start_server("--boards", "1", "--timeout", "5", "--log", str(log),
                                "--password", "s3cret-all", "--team-password", "NS=ns-k3y")
    for line in ('Connecting "team north" as North using protocol version 18',
                 'Connecting "team north:s3cret-all" as South using protocol version 18',
                 'Connecting "team east:wrong" as East using protocol version 18',
                 'Connecting "team east:ns-k3y" as East using protocol version 18',
                 'Connecting "x:s3cret-al" as Nort using protocol version 18'):
        stranger = _client(port)
        stranger.sendall(line.encode() + b"\r\n")
        assert _read_all(stranger).startswith("ERROR: ")
    robots = [_robot(port, seat, "--password", "ns-k3y" if seat in ("north", "south")
                     else "s3cret-all", "-v") for seat in ("north", "east", "south", "west")]
    results = [finish(r, 60) for r in robots]
    assert [status for status, _ in results] == [0] * 4
    status, err = finish(server, 30)
    assert status == 0 and "Traceback" not in err
    assert err.count("wrong or missing password") == 4
    text = log.read_text()
    assert 'Teams : N/S : "team north" E/W : "team east"' in text
    for secret in ("s3cret", "ns-k3y"):
        assert secret not in text and secret not in err
        assert all(secret not in robot_err for _, robot_err in results)


def _ends_cleanly(server: subprocess.Popen[bytes], started: float) -> str:
    status, err = finish(server, 30)
    assert status == 1
    assert "ending the session" in err and "Traceback" not in err
    assert time.monotonic() - started < 30
    return err


def test_a_flood_of_lines_ends_the_session_without_reading_it_all() -> None:
    server, port = start_server("--boards", "1", "--timeout", "2")
    started = time.monotonic()
    north = _seat(port, "North")
    try:
        for _ in range(2000):
            north.sendall(b"North ready for teams\r\n" * 50)
    except OSError:
        pass  # the server closed the connection: it stopped reading, as it should
    _ends_cleanly(server, started)  # the others never came: the wait for them is bounded


def test_a_hang_up_in_the_middle_of_a_board_ends_it_for_everyone(tmp_path: Path) -> None:
    log = tmp_path / "session.tm"
    server, port = start_server("--boards", "2", "--timeout", "5", "--log", str(log))
    started = time.monotonic()
    robots = [_robot(port, seat) for seat in ("east", "south", "west")]
    north = _seat(port, "North")
    north.sendall(b"North ready for teams\r\nNorth ready to start\r\nNorth ready for deal\r\n"
                  b"North ready for cards\r\n")
    received = b""
    while b"North's cards" not in received:
        received += north.recv(4096)
    north.close()  # in the middle of the first board's auction
    err = _ends_cleanly(server, started)
    assert "North: the connection was closed" in err
    for robot in robots:
        status, robot_err = finish(robot, 30)
        assert status in (0, 1) and "Traceback" not in robot_err
    result = tm.parse(log.read_bytes(), path="session.tm")
    assert result.document is not None
    assert [b.deal.board for b in result.document.boards] == [1]




def test_a_seated_player_cannot_forge_a_line_in_the_log_or_the_others_streams(
        tmp_path: Path) -> None:
    """Finding 16: a CR inside an alert is refused (the session ends, ``--reconnect 0``);
    the forged board reaches neither the other seats nor the session log."""
    log = tmp_path / "session.tm"
    server, port = start_server("--boards", "1", "--timeout", "3", "--log", str(log))
    socks = {seat: _seat(port, seat) for seat in ("North", "East", "South", "West")}
    for seat, sock in socks.items():
        sock.sendall(f"{seat} ready for teams\r\n{seat} ready to start\r\n"
                     f"{seat} ready for deal\r\n{seat} ready for cards\r\n".encode())
    for seat in ("East", "South", "West"):
        socks[seat].sendall(f"{seat} ready for North's bid\r\n".encode())
    socks["North"].sendall(b"North bids 1C Alert. x\rBoard number 9. Dealer North. Both "
                           b"vulnerable.\r\n")
    received = {seat: _read_all(sock) for seat, sock in socks.items()}
    status, err = finish(server, 20)
    assert status == 1 and "North: a control character (\\x0d)" in err
    assert "\r" not in err.replace("\r\n", "\n")
    assert received["North"].endswith("\r\nEnd of session\r\n")
    assert "ERROR: a control character (\\x0d)" in received["North"]
    assert not any(line.startswith("Board number 9") for line in received["North"].split("\r\n"))
    for text in (received["East"], received["South"], received["West"], log.read_text()):
        assert not any(line.startswith("Board number 9") or "Alert" in line
                       for line in text.splitlines() if not line.startswith("#"))
    assert "\r" not in log.read_text()  # the reason is a `#` line, escaped


def test_a_server_that_cannot_listen_keeps_the_old_log(tmp_path: Path) -> None:
    log = tmp_path / "session.tm"
    log.write_text("# an earlier session\n")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([str(BIN), "tm", "serve", "--port", str(port), "--log",
                               str(log)], capture_output=True, timeout=20)
    assert done.returncode == 2 and b"cannot listen on 127.0.0.1" in done.stderr
    assert log.read_text() == "# an earlier session\n"
    # A log that cannot be written is the output writer's message, as for every output.
    missing = subprocess.run([str(BIN), "tm", "serve", "--port", "0", "--log",
                              str(log / "such.tm")], capture_output=True, timeout=20)
    assert missing.returncode == 1 and b"error: cannot write " in missing.stderr
    assert b"internal error" not in missing.stderr


def test_a_bug_in_a_seat_ends_the_session_with_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """The last line of defence, as the CLI's: an unexpected exception in a connection is
    one `internal error` line and the end of the session, never asyncio's traceback."""
    async def broken(*args: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(Server, "seat", broken)
    report: list[str] = []
    unhandled: list[object] = []

    async def session() -> int:
        asyncio.get_running_loop().set_exception_handler(lambda _, c: unhandled.append(c))
        port: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        table = asyncio.create_task(serve(
            seeded_deals(1, 1), host="127.0.0.1", port=0, timeout=2, log=lambda _: None,
            report=report.append, on_listen=port.set_result))
        reader, writer = await asyncio.open_connection("127.0.0.1", await port)
        writer.write(b'Connecting "t" as North using protocol version 18\r\n'
                     b"North ready for teams\r\n")
        assert await asyncio.wait_for(reader.read(), 10) == (
            b'North ("t") seated\r\nEnd of session\r\n')
        writer.close()
        return await asyncio.wait_for(table, 10)

    assert asyncio.run(session()) == 1 and unhandled == []
    assert report == ["bridgec tm serve: internal error: RuntimeError: a bug; ending the "
                      "session"]


def test_a_secret_sent_to_a_seat_without_one_is_not_relayed(tmp_path: Path) -> None:
    log = tmp_path / "session.tm"
    server, port = start_server("--boards", "1", "--timeout", "5", "--log", str(log),
                                "--team-password", "NS=k1")
    extra = {"north": ["--password", "k1"], "south": ["--password", "k1"],
             "east": ["--password", "leak-me"], "west": []}
    robots = [_robot(port, seat, "-v", *args) for seat, args in extra.items()]
    results = [finish(r, 60) for r in robots]
    status, err = finish(server, 30)
    assert status == 0 and [s for s, _ in results] == [0] * 4
    assert 'Teams : N/S : "team north" E/W : "team east"' in log.read_text()
    assert all("leak-me" not in text for text in (log.read_text(), err,
                                                   *(e for _, e in results)))
