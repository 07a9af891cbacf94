"""OpenSpiel's BlueChip wrapper as the table manager of ``bridgec tm play`` robots.

``open_spiel/python/bots/bluechip_bridge.py`` (PyPI ``open-spiel==2.0.2``, with ``absl-py``)
was written to drive WBridge5 in computer-bridge matches: one ``BlueChipBridgeBot`` plays the
table manager's side for one seat, through a controller with ``read_line``, ``send_line`` and
``terminate``. Here each controller listens on 127.0.0.1 and starts a ``bridgec tm play --seat
any`` robot that connects to it; the seats without a robot are played by OpenSpiel's uniform
random bot. The wrapper compares every line it reads with its own spelling and raises
``ValueError`` on any other, so a match that ends is a match in which nothing was refused.

Nothing of OpenSpiel is copied here: the module is imported from the installed package
(``make peers`` installs it), and :func:`openspiel` skips a test with the reason when it
cannot be.
"""

from __future__ import annotations

import random
import socket
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

BIN = Path(sys.executable).parent / "bridgec"
STAMP = Path(sys.executable).parent.parent / ".openspiel"
"""Written by ``make peers``: ``installed``, or ``unavailable`` where no wheel fits."""


def openspiel() -> tuple[Any, Any]:
    """``pyspiel`` and OpenSpiel's ``bluechip_bridge`` module, or skip with the reason."""
    try:
        import pyspiel  # type: ignore[import-not-found]
        from open_spiel.python.bots import bluechip_bridge  # type: ignore[import-not-found]
    except ImportError as exc:  # pragma: no cover - depends on the machine
        if STAMP.exists() and STAMP.read_text().strip() == "installed":
            pytest.fail(f"`make peers` installed OpenSpiel, but it cannot be imported: {exc}")
        pytest.skip(f"OpenSpiel is not installed ({exc}); `make peers` installs "
                    "open-spiel==2.0.2 and absl-py where a wheel exists for this platform")
    return pyspiel, bluechip_bridge


class SocketController:
    """The wrapper's controller: a TCP connection to a ``bridgec tm play`` robot that this
    controller starts. Every read has a time limit; the lines of both sides are kept."""

    def __init__(self, boards: int, timeout: float, args: tuple[str, ...] = ()) -> None:
        self.timeout = timeout
        self.listener = socket.create_server(("127.0.0.1", 0))
        port = self.listener.getsockname()[1]
        self.robot = subprocess.Popen(
            [str(BIN), "tm", "play", "--seat", "any", "--port", str(port), "--boards",
             str(boards), "--pause", "0", "--timeout", str(timeout), *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.conn = self._accept()
        self.conn.settimeout(timeout)
        self.stream = self.conn.makefile("rb")
        self.lines: list[tuple[str, str]] = []  # ("C2S" | "S2C", line)
        self.result: tuple[int, str] | None = None

    def _accept(self) -> socket.socket:
        """The robot's connection; an error with its words if it ends first."""
        self.listener.settimeout(0.1)
        for _ in range(int(self.timeout * 10)):
            try:
                return self.listener.accept()[0]
            except TimeoutError:
                if self.robot.poll() is not None:
                    err = self.robot.stderr.read() if self.robot.stderr else b""
                    raise ConnectionError(f"the robot ended (status {self.robot.returncode}) "
                                          f"before it connected: {err.decode()}") from None
        raise ConnectionError(f"the robot did not connect within {self.timeout:g} s")

    def read_line(self) -> str:
        raw = self.stream.readline(4097)
        if not raw:
            status, err = self.finish()
            raise ConnectionError(f"the robot closed the connection (exit {status}): {err}")
        line = raw.decode("utf-8").removesuffix("\n").removesuffix("\r")
        self.lines.append(("C2S", line))
        return line

    def send_line(self, line: str) -> None:
        self.lines.append(("S2C", line))
        self.conn.sendall(line.encode("utf-8") + b"\r\n")

    def terminate(self) -> None:
        self.stream.close()
        self.conn.close()
        self.listener.close()

    def finish(self) -> tuple[int, str]:
        """Wait for the robot (killed after the timeout); its exit status and stderr."""
        if self.result is None:
            try:
                _, err = self.robot.communicate(timeout=self.timeout)
            except subprocess.TimeoutExpired:
                self.robot.kill()
                _, err = self.robot.communicate()
            self.result = (self.robot.returncode, err.decode("utf-8", "replace"))
        return self.result


@dataclass
class Match:
    """What a match at OpenSpiel's table gave."""

    boards: int = 0  # boards played to their end
    played: int = 0  # boards with a contract whose 52 cards were played
    robots: dict[int, tuple[int, str]] = field(default_factory=dict)  # seat -> (exit, stderr)
    lines: dict[int, list[tuple[str, str]]] = field(default_factory=dict)


def play_match(ours: set[int], boards: int, seed: int, timeout: float = 20.0,
               args: tuple[str, ...] = (),
               controllers: dict[int, SocketController] | None = None) -> Match:
    """``boards`` boards of OpenSpiel's bridge with bridgec robots in the seats ``ours``
    (0 = North ... 3 = West) behind OpenSpiel's wrapper, the other seats played by
    OpenSpiel's uniform random bot. Raises what the wrapper raises on a refused line;
    ``controllers`` (seat -> controller) then still shows each robot's end."""
    pyspiel, bluechip_bridge = openspiel()
    game = pyspiel.load_game(bluechip_bridge.GAME_STR)
    controllers = {} if controllers is None else controllers

    def factory(seat: int) -> Any:
        def make() -> SocketController:
            controllers[seat] = SocketController(boards, timeout, args)
            return controllers[seat]
        return make

    bots: dict[int, Any] = {
        p: bluechip_bridge.BlueChipBridgeBot(game, p, factory(p)) if p in ours
        else pyspiel.make_uniform_random_bot(p, seed * 4 + p) for p in range(4)}
    rng = random.Random(seed)
    match = Match()
    try:
        for _ in range(boards):
            for bot in bots.values():
                bot.restart()
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    actions, weights = zip(*state.chance_outcomes(), strict=True)
                    state.apply_action(rng.choices(actions, weights)[0])
                    continue
                player = state.current_player()
                action = bots[player].step(state)
                state.apply_action(action)
                for seat in ours:
                    bots[seat].inform_action(state, player, action)
            match.boards += 1
            history = state.history()
            match.played += sum(1 for a in history[52:] if a < 52) == 52
    finally:
        for seat in ours:
            if bots[seat]._controller is not None:  # the wrapper's: terminate() needs one
                bots[seat].terminate()
        for seat, controller in controllers.items():
            match.robots[seat] = controller.finish()
            match.lines[seat] = controller.lines
    return match
