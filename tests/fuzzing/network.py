"""The network targets: the Table Manager server and robot over 127.0.0.1, ports from the OS.

An input is a script: protocol lines (mutated like any other input); a random generator
seeded by the input picks how each line is sent: whole with CRLF or LF, cut in half and the
connection closed, byte by byte (a slow writer), followed by a reset (``SO_LINGER`` 0),
or not at all (silence). Every process and socket is bounded in time.

* ``tm-server``: ``bridgec tm serve`` and one or two strangers that play the script. In
  one scenario out of three, four robots sit down first and the stranger comes fifth: the
  four must still play their board (a stranger may not break a table).
* ``tm-robot``: ``bridgec tm play`` against a fake table manager that plays the script.

Findings: ``traceback`` (a traceback or internal error on stderr, an exit status other
than 0 or 1), ``hang`` (no end within the bound), ``broken-table`` (the seated robots did
not finish their board because of a stranger).
"""

from __future__ import annotations

import hashlib
import os
import random
import re
import select
import socket
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Hashable
from pathlib import Path

from fuzzing.worker import Finding

BIN = Path(sys.executable).parent / "bridgec"
SEATS = ("north", "east", "south", "west")


def _bad(err: str) -> bool:
    return "Traceback" in err or "internal error" in err


def _site(who: str, err: str) -> str:
    """Where a failure came from: the process and the exception named last on stderr."""
    names = re.findall(r"\b([A-Z]\w*(?:Error|Exception))\b", err)
    return f"{who}-{names[-1] if names else 'exit'}"


def _send_script(sock: socket.socket, lines: list[bytes], rng: random.Random,
                 deadline: float) -> None:
    """Send the lines, each in a random way; may end the connection early."""
    for line in lines:
        if time.monotonic() > deadline:
            return
        how = rng.random()
        try:
            if how < 0.06:  # the line, then a reset before the peer answers
                sock.sendall(line + b"\r\n")
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                sock.close()
                return
            if how < 0.09:  # half a line, then hang up
                sock.sendall(line[: len(line) // 2])
                sock.close()
                return
            if how < 0.12:  # a slow writer
                for byte in (line + b"\r\n")[:40]:
                    sock.sendall(bytes([byte]))
                    time.sleep(0.01)
                sock.sendall((line + b"\r\n")[40:])
            else:
                sock.sendall(line + (b"\n" if how < 0.2 else b"\r\n"))
            _drain(sock, rng.choice([0.0, 0.02, 0.02, 0.02, 0.3]))
        except OSError:
            return
    ending = rng.random()
    try:
        if ending < 0.3:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        elif ending < 0.5:
            _drain(sock, 1.5)  # stay, silent, for longer than the peer's timeout
        sock.close()
    except OSError:
        pass


def _drain(sock: socket.socket, seconds: float) -> bytes:
    """Read what the peer sent within ``seconds``."""
    got = []
    end = time.monotonic() + seconds
    while (left := end - time.monotonic()) > 0:
        ready, _, _ = select.select([sock], [], [], left)
        if not ready:
            break
        chunk = sock.recv(65536)
        if not chunk:
            break
        got.append(chunk)
    return b"".join(got)


def _script(data: bytes) -> list[bytes]:
    return [line.rstrip(b"\r") for line in data.split(b"\n")][:200]


def _finish(proc: subprocess.Popen[bytes], seconds: float, what: str) -> tuple[int, str]:
    try:
        _, err = proc.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
        raise Finding("hang", f"{what}: no end within {seconds:g} s: "
                      f"{err.decode('utf-8', 'replace')[-200:]}", f"{what}-hang") from None
    return proc.returncode, err.decode("utf-8", "replace")


def _start_server(*args: str) -> tuple[subprocess.Popen[bytes], int]:
    proc = subprocess.Popen([str(BIN), "tm", "serve", "--host", "127.0.0.1", "--port", "0",
                             "--boards", "1", *args], stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert proc.stderr is not None
    ready, _, _ = select.select([proc.stderr], [], [], 8)
    line = proc.stderr.readline().decode() if ready else ""
    if not line.startswith("listening on 127.0.0.1:"):
        proc.kill()
        proc.communicate()
        raise Finding("traceback", f"the server did not start: {line[-200:]}", "server-start")
    return proc, int(line.rsplit(":", 1)[1])


def tm_server(data: bytes) -> Hashable:
    """``bridgec tm serve`` and strangers playing the script (see the module docstring)."""
    rng = random.Random(hashlib.sha1(data).digest())
    lines = _script(data)
    if rng.random() < 1 / 3:
        return _fifth_client(lines, rng)
    timeout = rng.choice(["0.5", "1"])
    server, port = _start_server("--timeout", timeout, "--reconnect", rng.choice(["0", "1"]))
    try:
        deadline = time.monotonic() + 4
        for _ in range(rng.choice([1, 1, 2])):
            try:
                sock = socket.create_connection(("127.0.0.1", port), timeout=2)
            except OSError:
                break
            _send_script(sock, lines, rng, deadline)
        time.sleep(0.2)
    finally:
        if server.poll() is None:
            server.terminate()
        status, err = _finish(server, 5, "tm-serve")
    if _bad(err) or status not in (0, 1, -15):
        raise Finding("traceback", f"tm serve: exit {status}: {err.strip()[-300:]}",
                      _site("server", err))
    return ("server", status == -15, min(len(lines), 5))


def _fifth_client(lines: list[bytes], rng: random.Random) -> Hashable:
    """Four robots sit down; then a stranger plays the script; the board must be played."""
    with tempfile.TemporaryDirectory(prefix="bridgec-fuzz-tm-") as folder:
        log = Path(folder) / "session.tm"
        server, port = _start_server("--timeout", "4", "--reconnect", "0", "--log", str(log))
        robots = [subprocess.Popen([str(BIN), "tm", "play", "--seat", seat, "--port",
                                    str(port), "--timeout", "4", "--pause", "0"],
                                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE) for seat in SEATS]
        try:
            end = time.monotonic() + 10
            while time.monotonic() < end and (
                    not log.exists() or log.read_text(errors="replace").count("seated") < 4):
                time.sleep(0.05)
            try:
                sock = socket.create_connection(("127.0.0.1", port), timeout=2)
                _send_script(sock, lines, rng, time.monotonic() + 3)
            except OSError:
                pass
            results = [_finish(r, 20, "tm-play") for r in robots]
            status, err = _finish(server, 10, "tm-serve")
        finally:
            for proc in (server, *robots):
                if proc.poll() is None:
                    proc.kill()
                    proc.communicate()
    for who, (code, text) in zip(("server", *SEATS), [(status, err), *results], strict=True):
        if _bad(text) or code not in (0, 1):
            raise Finding("traceback", f"{who}: exit {code}: {text.strip()[-300:]}",
                          _site(f"fifth-{'server' if who == 'server' else 'robot'}", text))
    if status != 0 or any(code != 0 for code, _ in results):
        raise Finding("broken-table", f"a fifth client ended the session: {err.strip()[-200:]}",
                      "fifth-client")
    return ("fifth", True)


def tm_robot(data: bytes) -> Hashable:
    """``bridgec tm play`` against a fake table manager that plays the script."""
    rng = random.Random(hashlib.sha1(data).digest())
    lines = _script(data)
    with socket.create_server(("127.0.0.1", 0)) as listener:
        port = listener.getsockname()[1]
        robot = subprocess.Popen([str(BIN), "tm", "play", "--seat", "north", "--port",
                                  str(port), "--timeout", "1", "--pause", "0"],
                                 stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, env={**os.environ})
        try:
            listener.settimeout(8)
            try:
                sock, _ = listener.accept()
            except TimeoutError:
                sock = None
            if sock is not None:
                _drain(sock, 0.3)
                _send_script(sock, lines, rng, time.monotonic() + 4)
            status, err = _finish(robot, 8, "tm-play")
        finally:
            if robot.poll() is None:
                robot.kill()
                robot.communicate()
    if _bad(err) or status not in (0, 1):
        raise Finding("traceback", f"tm play: exit {status}: {err.strip()[-300:]}",
                      _site("robot", err))
    return ("robot", status)
