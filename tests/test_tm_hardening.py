"""``bridgec tm serve`` against hostile clients over 127.0.0.1 (ports from the OS): an overlong
line, a flood, garbage bytes, a client that never speaks, a hang-up in the middle of a board,
a fifth client. The server reports the reason, tells the others, and exits (or keeps
serving); every socket and process here is bounded in time."""

from __future__ import annotations

import socket
import subprocess
import time
from pathlib import Path

from test_tm_network import BIN, _client, _read_all, finish, start_server

from bridgec.frontends import tm
from bridgec.tablemanager.wire import MAX_LINE


def _seat(port: int, seat: str) -> socket.socket:
    sock = _client(port)
    sock.sendall(f'Connecting "t" as {seat} using protocol version 18\r\n'.encode())
    return sock


def _robot(port: int, seat: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([str(BIN), "tm", "play", "--seat", seat, "--port", str(port),
                             "--team", f"team {seat}", "--timeout", "10"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _ends_cleanly(server: subprocess.Popen[bytes], started: float) -> str:
    status, err = finish(server, 30)
    assert status == 1
    assert "ending the session" in err and "Traceback" not in err
    assert time.monotonic() - started < 30
    return err


def test_a_line_longer_than_the_limit_ends_the_session() -> None:
    server, port = start_server("--boards", "1", "--timeout", "5")
    started = time.monotonic()
    north, east = _seat(port, "North"), _client(port)
    time.sleep(0.2)
    east.sendall(b"x" * (MAX_LINE * 4))  # no line end at all
    err = _ends_cleanly(server, started)
    assert f"a line longer than {MAX_LINE} bytes" in err
    assert _read_all(north).endswith("End of session\r\n")


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


def test_garbage_bytes_end_the_session_cleanly() -> None:
    server, port = start_server("--boards", "1", "--timeout", "5")
    started = time.monotonic()
    north, east = _seat(port, "North"), _client(port)
    time.sleep(0.2)
    east.sendall(bytes(range(256)) + b"\xff\xfe\x00\r\n")
    err = _ends_cleanly(server, started)
    assert "a client: bad message" in err
    assert _read_all(north).endswith("End of session\r\n")


def test_a_client_that_never_says_anything_times_out() -> None:
    server, port = start_server("--boards", "1", "--timeout", "1")
    started = time.monotonic()
    sock = _client(port)
    err = _ends_cleanly(server, started)
    assert "a client: no message within 1 s" in err
    assert _read_all(sock) == "End of session\r\n"


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


def test_a_fifth_client_is_closed_and_the_four_play_on() -> None:
    server, port = start_server("--boards", "1", "--timeout", "3")
    socks = {seat: _seat(port, seat) for seat in ("North", "East", "South", "West")}
    for seat, sock in socks.items():
        assert sock.recv(4096).startswith(f'{seat} ("t") seated'.encode())
    intruder = _seat(port, "North")
    assert _read_all(intruder) == ""  # closed without a seat
    for seat, sock in socks.items():
        sock.sendall(f"{seat} ready for teams\r\n{seat} ready to start\r\n"
                     f"{seat} ready for deal\r\n{seat} ready for cards\r\n".encode())
    socks["North"].sendall(b"North doubles\r\n")  # the table still answers the four
    received = _read_all(socks["North"])
    status, err = finish(server, 20)
    assert "North is already seated; closing the new connection" in err
    assert "Teams : N/S" in received and received.endswith("Illegal bid\r\nEnd of session\r\n")
    assert status == 1 and "Traceback" not in err
