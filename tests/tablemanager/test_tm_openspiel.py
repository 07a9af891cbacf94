"""``bridgec tm play`` robots at OpenSpiel's table (issue 24).

OpenSpiel's BlueChip wrapper (``open_spiel/python/bots/bluechip_bridge.py``, written for
WBridge5) is the table manager of one seat each; bridgec robots sit in 1 to 4 seats (every
mix), OpenSpiel's random bot in the others (:mod:`openspiel_peer`). The wrapper raises on any
line that is not exactly its own spelling, so a match that ends is one in which no message
was refused; each robot must end with status 0 and print nothing.

CI plays ``BRIDGEC_PEER_BOARDS`` boards per mix (2 by default: the whole file takes well
under a minute on 2 cores); ``make peers-long`` plays the 16-board match of the acceptance
(about 90 s). ``BRIDGEC_PEER_SEED`` changes the deals and the random bots' calls.
"""

from __future__ import annotations

import itertools
import os
import re

import pytest
from openspiel_peer import SocketController, openspiel, play_match

BOARDS = int(os.environ.get("BRIDGEC_PEER_BOARDS", "2"))
SEED = int(os.environ.get("BRIDGEC_PEER_SEED", "24"))
MIXES = [set(m) for n in range(1, 5) for m in itertools.combinations(range(4), n)]


def _mix(seats: set[int]) -> str:
    return "".join("NESW"[s] for s in sorted(seats))


@pytest.mark.parametrize("ours", MIXES, ids=_mix)
def test_robots_complete_every_board_at_openspiel_table(ours: set[int]) -> None:
    openspiel()
    match = play_match(ours, BOARDS, seed=SEED + len(ours) * 7 + min(ours))
    assert match.boards == BOARDS
    assert match.robots == {seat: (0, "") for seat in ours}, match.robots
    for seat in ours:
        said = [line for way, line in match.lines[seat] if way == "C2S"]
        name = ["NORTH", "EAST", "SOUTH", "WEST"][seat]
        assert said[0] == 'Connecting "bridgec" as ANYPL using protocol version 18'
        assert said[1] == f"{name} ready for teams"  # the wrapper's own spelling, exactly


def test_the_dialect_the_robot_speaks_at_openspiel_table() -> None:
    """Four robots, four boards: every line a robot wrote is in the wrapper's spelling
    (seats in capitals, ``PASSES``, ``bids 1NT``, ``plays kh``, ``Dummy's card``), and the
    wrapper's own lines (``start of board``, ``Timing``, no ``End of session``) were read."""
    openspiel()
    match = play_match({0, 1, 2, 3}, 4, seed=8)
    assert match.boards == 4 and match.played >= 1
    assert match.robots == {seat: (0, "") for seat in range(4)}
    said = [line for seat in range(4) for way, line in match.lines[seat] if way == "C2S"]
    shapes = re.compile(
        r'Connecting "bridgec" as ANYPL using protocol version 18'
        r"|(NORTH|EAST|SOUTH|WEST) (ready for (teams|deal|cards|dummy"
        r"|(NORTH|EAST|SOUTH|WEST)'s bid|((NORTH|EAST|SOUTH|WEST|Dummy)'s card to trick \d+))"
        r"|ready to start|PASSES|DOUBLES|REDOUBLES|bids [1-7](C|D|H|S|NT)"
        r"|plays [2-9tjqka][cdhs])")
    assert [line for line in said if not shapes.fullmatch(line)] == []
    assert any("Dummy's card" in line for line in said)
    heard = [line for seat in range(4) for way, line in match.lines[seat] if way == "S2C"]
    assert "start of board" in heard and any(h.startswith("Timing - ") for h in heard)


def test_robot_reads_dummy_plays() -> None:
    """The first failure of issue 24: a robot that asks for ``dummy's card`` gets
    ``dummy plays as`` from the wrapper. Here the robot's `Dummy's` is rewritten to
    `dummy's` on its way to the wrapper: the robots read the answers and finish."""
    openspiel()
    original = SocketController.read_line

    def lower_dummy(self: SocketController) -> str:
        return original(self).replace("Dummy's card", "dummy's card")

    SocketController.read_line = lower_dummy  # type: ignore[method-assign]
    try:
        match = play_match({0, 1, 2, 3}, 3, seed=5)
    finally:
        SocketController.read_line = original  # type: ignore[method-assign]
    heard = [line for seat in range(4) for way, line in match.lines[seat] if way == "S2C"]
    assert any(line.startswith("dummy plays ") for line in heard)
    assert match.boards == 3 and match.robots == {seat: (0, "") for seat in range(4)}


def test_a_bad_message_from_openspiel_table_is_named() -> None:
    """Bad input from the table manager's side: the robot stops with one line that names
    the message (exit 1), and the wrapper sees the connection closed."""
    openspiel()
    original = SocketController.send_line

    def corrupt(self: SocketController, line: str) -> None:
        original(self, re.sub(r" plays ..$", " plays zz", line))

    controllers: dict[int, SocketController] = {}
    SocketController.send_line = corrupt  # type: ignore[method-assign]
    try:
        with pytest.raises(ConnectionError):
            play_match({1}, 2, seed=3, timeout=5, controllers=controllers)
    finally:
        SocketController.send_line = original  # type: ignore[method-assign]
    status, err = controllers[1].finish()
    assert status == 1
    assert re.fullmatch(r"bridgec tm play \(any\): bad message `(NORTH|SOUTH|WEST) plays zz` "
                        r"\(column \d+: .*\)\n", err), err
