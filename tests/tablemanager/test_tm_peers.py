"""bridgec's robot and table manager against third-party Blue Chip peers.

Every capture in ../shared/corpus/tm/sessions is replayed twice: its table manager's side
against ``bridgec tm play``'s robot, and its clients' side against ``bridgec tm serve``
(the peer's side scripted from the capture; where a capture has no wire conversation, the
order of docs/tm.md is synthesised from the boards it shows). The order itself is checked
against every capture. Then whole 8-board sessions over 127.0.0.1 for every mix of bridgec
robots and a strict third-party client, at bridgec's table and at a strict third-party
table. The three faults of issue 15 have their own tests here:

1. the robot led before `X to lead` and then asked twice
   (``test_robot_replays_the_capture``, ``test_robot_waits_to_be_told_to_lead``);
2. ``bridgec tm serve`` never told the opening leader to lead
   (``test_server_replays_the_capture``, ``test_server_tells_the_opening_leader``);
3. the `seated` line (``test_seated_line_is_what_real_table_managers_send``,
   ``test_robot_accepts_every_seated_form``).
"""

from __future__ import annotations

import asyncio
import itertools
import subprocess
from pathlib import Path

import pytest
from tm_peers import (
    BIN,
    NAMES,
    SEATS,
    LineSocket,
    Mismatch,
    Session,
    auction_over,
    bridgec_table,
    contract_of,
    deals_from_seed,
    load,
    nxt,
    pbn,
    replay_robot,
    replay_server,
    robots,
    same,
    serve_third_party,
    start_server,
    synthesize,
    third_party_clients,
    third_party_table,
)

from bridgec.frontends import tm

from conftest import corpus_dir

CAPTURES = [
    "bridge_env-loopback-2boards.tsv",
    "bridge_env-loopback-8boards.tsv",
    "openspiel-mock-deal-east.tsv",
    "openspiel-mock-uncontested-bidding.tsv",
    "computerbridge-events.log",
    "computerbridge-events.table2.log",
    "bridge-player-vs-bridge_env-loopback-FAILED.tsv",
]
WORKING = CAPTURES[:-1]
FAILED = CAPTURES[-1]


def sessions(name: str) -> list[Session]:
    return load(corpus_dir("tm", "sessions") / name)


def conversations(name: str) -> list[tuple[Session, str, list[tuple[str, str]]]]:
    """Every seat's conversation in a capture: captured, or synthesised from its boards
    (an event log has no wire lines; its table manager sent `Timing` after each board)."""
    out = []
    for session in sessions(name):
        if session.conversations:
            out += [(session, seat, lines) for seat, lines in session.conversations.items()]
        else:
            out += [(session, seat, synthesize(session, seat)) for seat in SEATS]
    return out


def test_every_capture_is_replayed() -> None:
    found = sorted(p.name for p in corpus_dir("tm", "sessions").iterdir())
    assert found == sorted(CAPTURES)


@pytest.mark.parametrize("name", [n for n in WORKING if "computerbridge" not in n])
def test_documented_order_is_what_the_captures_show(name: str) -> None:
    """The order of docs/tm.md, synthesised from a capture's boards, is line for line what
    each seat said and heard (a capture that stops mid-board: up to where it stops, and
    after that only the client's own requests)."""
    for session, seat, captured in conversations(name):
        wanted = synthesize(session, seat, end="openspiel" not in name, timing=False,
                            team=session.team_of.get(seat))
        assert len(captured) >= len(wanted)
        for n, ((d1, text), (d2, want)) in enumerate(zip(captured, wanted, strict=False), 1):
            assert d1 == d2 and same(text, want), (session.name, seat, n, text, want)
        assert all(d == "C2S" for d, _ in captured[len(wanted):])
        assert len(captured) == len(wanted) or "uncontested" in name


@pytest.mark.parametrize("name", WORKING)
def test_robot_replays_the_capture(name: str) -> None:
    """The table manager's lines of each seat, sent to the robot in order; the robot must
    answer with the capture's own lines, none of them early (issue 15, fault 1: it led
    before `X to lead`, and the late `to lead` made it ask twice later)."""
    for session, seat, lines in conversations(name):
        replay_robot(lines, seat, session.team_of.get(seat) or
                     (session.teams or ("NS", "EW"))[seat not in "NS"])


def test_robot_waits_to_be_told_to_lead() -> None:
    """The opening leader's lines of the 2-board capture, cut before `East to lead`: the
    robot must not have led (the old robot led at once)."""
    session = sessions("bridge_env-loopback-2boards.tsv")[0]
    lines = session.conversations["E"]
    told = next(i for i, (d, t) in enumerate(lines) if t == "East to lead")
    said = replay_robot(lines[:told], "E", "teamEW", choose=lines)
    assert said == [t for d, t in lines[:told] if d == "C2S"]


def test_robot_refuses_a_lead_it_is_not_on() -> None:
    """`West to lead` to East at trick 1 (East leads): the robot stops with the reason."""
    lines = sessions("bridge_env-loopback-2boards.tsv")[0].conversations["E"]
    told = next(i for i, (d, t) in enumerate(lines) if t == "East to lead")
    with pytest.raises(Mismatch, match="unexpected `West to lead`: East leads to trick 1"):
        replay_robot([*lines[:told], ("S2C", "West to lead"), ("C2S", "East plays 5D")],
                     "E", "teamEW", choose=lines)


def test_robot_does_what_bridge_player_did_not() -> None:
    """bridge-player's clients failed at bridge_env's table: after the auction they asked
    `ready for dummy` (and dummy for its own card) before the opening lead. At the same
    point the robot asks for the opening lead, and the leader waits for `East to lead`."""
    session = sessions(FAILED)[0]
    board = session.boards[0]
    found = contract_of(board.call_names(), board.dealer)
    assert found is not None
    leader = nxt(found[1])
    for seat, lines in session.conversations.items():
        cut = next(i for i, (d, t) in enumerate(lines) if d == "C2S" and
                   ("dummy" in t.lower() or "ERROR" in t)) if seat != leader else len(lines)
        bad = lines[cut][1] if seat != leader else None
        if seat == leader:
            card = board.hands[seat][0]
            ending = [("C2S", f"{NAMES[seat]} plays {card}"),
                      ("C2S", f"{NAMES[seat]} ready for dummy")]
        else:
            ending = [("C2S", f"{NAMES[seat]} ready for {NAMES[leader]}'s card to trick 1")]
            assert bad is not None and not same(bad, ending[0][1])
        replay_robot(lines[:cut] + ending, seat, "emanon")


def _lowered(path: Path) -> list[tuple[object, ...]]:
    document = tm.parse(path.read_bytes(), path=path.name).document
    assert document is not None
    return [(b.deal.board, b.deal.dealer, b.deal.hands if len(b.deal.hands) == 4 else None,
             [(c.seat, c.call) for c in b.auction],
             [(p.seat, p.card) for t in b.tricks for p in t.cards]) for b in document.boards]


@pytest.mark.parametrize("name", WORKING)
def test_server_replays_the_capture(name: str, tmp_path: Path) -> None:
    """The clients' lines of a capture, sent to ``bridgec tm serve`` dealing the capture's
    boards; every line the server sends must be the capture's (issue 15, fault 2: the
    opening leader waits for `X to lead`). Seats a capture does not show follow the order
    of docs/tm.md; a capture that stops mid-board stops the table there."""
    for session in sessions(name):
        talk = dict(session.conversations)
        for seat in SEATS:
            if seat not in talk:
                team = (session.teams or ("NS", "EW"))[seat not in "NS"]
                talk[seat] = synthesize(session, seat, timing=False, team=team,
                                        end=not session.conversations)
        complete = all(len(b.cards) == 52 or b.contract() is None and
                       auction_over(b.call_names()) for b in session.boards)
        results, status, err, log = replay_server(
            talk, pbn(session.boards), tmp_path, anypl=session.anypl,
            team_names="openspiel" not in name, extra=["--reconnect", "0"])
        assert [r.error for r in results] == [None] * 4, err
        if complete:
            assert status == 0, err
            assert _lowered(log) == _lowered(corpus_dir("tm", "sessions") / name)


def test_server_refuses_what_bridge_player_sent(tmp_path: Path) -> None:
    """bridge-player's clients at ``bridgec tm serve``: the same lines as at bridge_env's
    table up to their mistake; the server names each seat that broke the order and what it
    sent, and the opening leader is still told to lead."""
    session = sessions(FAILED)[0]
    talk = {seat: [(d, t) for d, t in lines if not t.startswith("ERROR")]
            for seat, lines in session.conversations.items()}
    results, status, err, _ = replay_server(talk, pbn(session.boards), tmp_path,
                                            extra=["--reconnect", "1"])
    assert [r.error for r in results] == [None] * 4, err
    assert status == 1
    for seat, text in (("North", "north ready for dummy"), ("West", "west ready for dummy"),
                       ("South", "south ready for dummy's card to trick 1")):
        assert f"{seat}: sent `{text}`" in err, err
    assert "Traceback" not in err


def test_seated_line_is_what_real_table_managers_send() -> None:
    """Issue 15, fault 3: `North ("teamNS") seated`, as OpenSpiel's wrapper, ComputerBridge
    and WBridge5's table managers send; bridge_env's client accepts only this form or
    `North teamNS seated`."""
    proc, port = start_server("--boards", "1", "--timeout", "2", "--reconnect", "0")
    sock = LineSocket(port, 5)
    sock.send('Connecting "teamNS" as North using protocol version 18')
    assert sock.read() == 'North ("teamNS") seated'
    sock.close()
    proc.kill()
    proc.communicate()


@pytest.mark.parametrize("form", ['North teamNS seated', 'North ("teamNS") seated',
                                  'North "teamNS" seated'])
def test_robot_accepts_every_seated_form(form: str) -> None:
    replay_robot([("C2S", 'Connecting "teamNS" as North using protocol version 18'),
                  ("S2C", form), ("C2S", "North ready for teams")], "N", "teamNS")


# -- whole sessions: every mix of bridgec robots and third-party clients ----------------------

def _robots(port: int, seats: str) -> list[subprocess.Popen[bytes]]:
    return [subprocess.Popen([str(BIN), "tm", "play", "--seat", NAMES[s].lower(), "--port",
                              str(port), "--team", "teamNS" if s in "NS" else "teamEW",
                              "--timeout", "30"], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE) for s in seats]


def _finish(procs: list[subprocess.Popen[bytes]]) -> list[tuple[int, str]]:
    out = []
    for r in procs:
        try:
            _, err = r.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            r.kill()
            _, err = r.communicate()
        out.append((r.returncode, err.decode()))
    return out


def test_server_tells_the_opening_leader() -> None:
    """Four strict third-party clients (they wait for `X to lead` before every lead) play
    two boards at ``bridgec tm serve``; the old server left the opening leader waiting."""
    proc, port = start_server("--boards", "2", "--seed", "4", "--timeout", "5",
                              "--reconnect", "0")
    played = asyncio.run(third_party_clients(port, "NESW"))
    assert proc.wait(30) == 0
    assert played == {seat: 2 for seat in "NESW"}


MIXES = ["".join(s for s, on in zip(SEATS, bits, strict=True) if on)
         for bits in itertools.product((1, 0), repeat=4)]


async def _mix(port: int, ours: str) -> tuple[dict[str, str | None], dict[str, int | str]]:
    theirs = "".join(s for s in SEATS if s not in ours)
    return await asyncio.gather(robots(port, ours), third_party_clients(port, theirs))


@pytest.mark.parametrize("ours", MIXES, ids=lambda m: f"bridgec-{m or 'none'}")
def test_eight_boards_at_bridgec_table(ours: str) -> None:
    """bridgec's table manager with bridgec robots in ``ours`` and strict third-party
    clients in the other seats: all eight boards are played. (The matrix runs in this
    process, on one event loop, to stay quick; the command-line programs play below.)"""
    async def session() -> tuple[object, ...]:
        port, table, out = await bridgec_table(8, 15)
        played = await _mix(port, ours)
        return (*played, await table, out)

    robots_done, clients_done, status, out = asyncio.run(session())
    assert robots_done == {s: None for s in ours}
    assert clients_done == {s: 8 for s in SEATS if s not in ours}
    assert status == 0, out["report"]  # type: ignore[index]
    log = "\n".join(out["log"]).encode()  # type: ignore[index]
    document = tm.parse(log, path="session.tm").document
    assert document is not None and len(document.boards) == 8


@pytest.mark.parametrize("ours", MIXES[:-1], ids=lambda m: f"bridgec-{m}")
def test_eight_boards_at_third_party_table(ours: str) -> None:
    """A strict third-party table manager with bridgec robots in ``ours`` and strict
    third-party clients in the other seats: all eight boards are played."""
    async def session() -> tuple[object, ...]:
        port, table = await third_party_table(deals_from_seed(15, 8))
        played = await _mix(port, ours)
        return (*played, await table)

    robots_done, clients_done, table = asyncio.run(session())
    assert robots_done == {s: None for s in ours}
    assert clients_done == {s: 8 for s in SEATS if s not in ours}
    assert table.error is None and table.boards == 8, table.error  # type: ignore[attr-defined]


def test_command_line_robots_at_third_party_table() -> None:
    """Four ``bridgec tm play`` processes at the strict third-party table, eight boards."""
    port, thread, table = serve_third_party(deals_from_seed(16, 8), timeout=30)
    results = _finish(_robots(port, "NESW"))
    thread.join(60)
    assert results == [(0, "")] * 4
    assert table and table[0].error is None and table[0].boards == 8, table[0].error


def test_command_line_server_with_mixed_clients(tmp_path: Path) -> None:
    """``bridgec tm serve`` with two ``bridgec tm play`` processes and two third-party
    clients, eight boards."""
    log = tmp_path / "session.tm"
    proc, port = start_server("--boards", "8", "--seed", "17", "--timeout", "30",
                              "--reconnect", "0", "--log", str(log))
    ours = _robots(port, "NS")
    theirs = asyncio.run(third_party_clients(port, "EW", timeout=30))
    assert _finish(ours) == [(0, "")] * 2
    assert theirs == {"E": 8, "W": 8}
    assert proc.wait(30) == 0
    document = tm.parse(log.read_bytes(), path="session.tm").document
    assert document is not None and len(document.boards) == 8
