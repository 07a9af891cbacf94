"""``bridgec tm serve`` and ``bridgec tm play`` over TCP on 127.0.0.1 (ports from the OS):
a whole session of four robots, and sessions that end early (an illegal call, no server);
strangers and hang-ups are in test_tm_hardening.py.
Every process and socket here is bounded in time.
"""

from __future__ import annotations

import importlib.util
import select
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from test_tm_session import assert_legal_complete

from bridgec.frontends import tm
from bridgec.tablemanager.policy import load_policy

BIN = Path(sys.executable).parent / "bridgec"


def start_server(*args: str) -> tuple[subprocess.Popen[bytes], int]:
    """Start ``bridgec tm serve --port 0`` and read the port it prints. Unless ``args`` say
    otherwise, the first failing client ends the session (``--reconnect 0``); seats that
    come back are tested in test_tm_reconnect.py."""
    if "--reconnect" not in args:
        args = (*args, "--reconnect", "0")
    proc = subprocess.Popen([str(BIN), "tm", "serve", "--host", "127.0.0.1", "--port", "0",
                             *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stderr is not None
    ready, _, _ = select.select([proc.stderr], [], [], 20)
    if not ready:
        proc.kill()
        raise AssertionError("the server did not start")
    line = proc.stderr.readline().decode()
    assert line.startswith("listening on 127.0.0.1:"), line
    return proc, int(line.rsplit(":", 1)[1])


def finish(proc: subprocess.Popen[bytes], timeout: float = 60) -> tuple[int, str]:
    try:
        _, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise
    return proc.returncode, err.decode()


def test_four_robots_play_a_session(tmp_path: Path) -> None:
    log = tmp_path / "session.tm"
    server, port = start_server("--boards", "5", "--seed", "11", "--log", str(log),
                                "--timeout", "20")
    robots = [subprocess.Popen([str(BIN), "tm", "play", "--seat", seat, "--port", str(port),
                                "--team", f"team {seat}", "--timeout", "20"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
              for seat in ("north", "east", "south", "west")]
    results = [finish(r, 120) for r in robots]
    status, err = finish(server, 30)
    assert (status, err) == (0, "")
    assert results == [(0, "")] * 4
    result = tm.parse(log.read_bytes(), path=str(log))
    assert result.document is not None and result.diagnostics == ()
    boards = result.document.boards
    assert [b.deal.board for b in boards] == [1, 2, 3, 4, 5]
    for board in boards:
        assert_legal_complete(board)
        assert board.teams is not None and board.teams.ns == "team north"
        assert len(board.deal.hands) == 4 and board.timing is not None


def _client(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.settimeout(10)
    return sock


def _read_all(sock: socket.socket) -> str:
    chunks = []
    try:
        while chunk := sock.recv(4096):
            chunks.append(chunk)
    except (TimeoutError, ConnectionError):
        pass
    return b"".join(chunks).decode()


def test_illegal_call_is_refused() -> None:
    server, port = start_server("--boards", "1", "--timeout", "3")
    socks = {}
    for seat in ("North", "East", "South", "West"):
        socks[seat] = _client(port)
        socks[seat].sendall(f'Connecting "t" as {seat} using protocol version 18\r\n'.encode())
    for seat, sock in socks.items():
        sock.sendall(f"{seat} ready for teams\r\n{seat} ready to start\r\n"
                     f"{seat} ready for deal\r\n{seat} ready for cards\r\n".encode())
    socks["North"].sendall(b"North bids 8NT\r\n")
    received = _read_all(socks["North"])
    status, err = finish(server, 20)
    assert status == 1 and "bad message `North bids 8NT`" in err
    assert "Board number 1. Dealer North. Neither vulnerable." in received


def test_robot_without_server_fails_cleanly() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    proc = subprocess.run([str(BIN), "tm", "play", "--seat", "north", "--port", str(port),
                           "--timeout", "2"], capture_output=True, timeout=30)
    assert proc.returncode == 1
    assert b"cannot connect to 127.0.0.1" in proc.stderr and b"Traceback" not in proc.stderr


def test_robot_table_option(tmp_path: Path) -> None:
    proc = subprocess.run([str(BIN), "tm", "play", "--seat", "north", "--port", "1",
                           "--table", str(tmp_path / "missing.table")],
                          capture_output=True, timeout=30)
    assert proc.returncode == 1 and b"Traceback" not in proc.stderr
    if importlib.util.find_spec("bridgec.matcher.runtime") is None:
        assert b"needs the compiled matcher (bridgec.matcher.runtime)" in proc.stderr


def test_bad_seat_is_a_usage_error() -> None:
    proc = subprocess.run([str(BIN), "tm", "play", "--seat", "northeast"],
                          capture_output=True, timeout=30)
    assert proc.returncode == 2 and b"unknown seat" in proc.stderr


def test_robots_bid_with_a_compiled_matcher_table(tmp_path: Path) -> None:
    if importlib.util.find_spec("bridgec.matcher.runtime") is None:
        pytest.skip("bridgec.matcher.runtime is not built yet")
    table = tmp_path / "sayc.matcher"
    example = Path(__file__).parents[2] / "examples" / "sayc.bml"
    made = subprocess.run([str(BIN), "convert", str(example), "-t", "matcher", "-o",
                           str(table)], capture_output=True, timeout=120)
    assert made.returncode == 0, made.stderr
    log = tmp_path / "session.tm"
    server, port = start_server("--boards", "4", "--seed", "5", "--log", str(log),
                                "--timeout", "20")
    robots = []
    for seat in ("north", "east", "south", "west"):
        extra = ["--table", str(table)] if seat in ("north", "south") else []
        robots.append(subprocess.Popen([str(BIN), "tm", "play", "--seat", seat, "--port",
                                        str(port), "--timeout", "20", *extra],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE))
    assert [finish(r, 120) for r in robots] == [(0, "")] * 4
    assert finish(server, 30) == (0, "")
    document = tm.parse(log.read_bytes(), path="session.tm").document
    assert document is not None and len(document.boards) == 4
    policy = load_policy(str(table))
    vul = {"None": "None", "NS": "NS", "EW": "EW", "All": "All"}
    checked = 0
    for board in document.boards:
        assert_legal_complete(board)
        hands = {h.seat: [r + s for s, attr in zip("SHDC", ("spades", "hearts", "diamonds",
                                                            "clubs"), strict=True)
                          for r in getattr(h, attr)] for h in board.deal.hands}
        calls = [b.call for b in board.auction]
        for i, bid in enumerate(board.auction):
            if bid.seat in ("N", "S"):
                assert bid.seat is not None and board.deal.vulnerability is not None
                expected = policy.bid(hands[bid.seat], calls[:i], bid.seat,
                                      vul[board.deal.vulnerability])
                assert bid.call == expected
                checked += 1
    assert checked >= 8


def test_illegal_double_gets_illegal_bid_and_is_logged(tmp_path: Path) -> None:
    log = tmp_path / "session.tm"
    server, port = start_server("--boards", "1", "--timeout", "3", "--log", str(log))
    socks = {}
    for seat in ("North", "East", "South", "West"):
        socks[seat] = _client(port)
        socks[seat].sendall(f'Connecting "t" as {seat} using protocol version 18\r\n'.encode())
    for seat, sock in socks.items():
        sock.sendall(f"{seat} ready for teams\r\n{seat} ready to start\r\n"
                     f"{seat} ready for deal\r\n{seat} ready for cards\r\n".encode())
    socks["North"].sendall(b"North doubles\r\n")
    received = _read_all(socks["North"])
    status, err = finish(server, 20)
    assert status == 1 and "illegal call `North doubles`: nothing to double" in err
    assert received.endswith("Illegal bid\r\nERROR: illegal call `North doubles`: nothing to "
                             "double\r\nEnd of session\r\n")
    result = tm.parse(log.read_bytes(), path="session.tm")
    assert result.document is not None
    (board,) = result.document.boards
    assert board.auction == () and [e.event for e in board.events] == [
        "illegal-call", "illegal-bid"]
