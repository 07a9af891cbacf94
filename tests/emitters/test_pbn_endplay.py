"""endplay (PyPI) reads what the PBN emitter writes: the same deals, auctions, alerts, play,
contracts and trick counts as the session. The acceptance run: ``bridgec tm serve --log
s.tm`` with four ``bridgec tm play`` robots over 127.0.0.1, then ``bridgec convert s.tm -t
pbn``. Skipped with the reason when endplay is not installed (the ``test`` extra has it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import msgspec
import pytest

from bridgec import ir
from bridgec.bridge import laws
from bridgec.frontends import tm

from conftest import INPUTS

try:
    from endplay.parsers import pbn as endplay_pbn
    from endplay.types import ContractBid
except ImportError as exc:  # pragma: no cover - depends on the machine
    if os.environ.get("CI") == "true":
        raise
    pytest.skip(f"endplay is not installed ({exc}); pip install endplay",
                allow_module_level=True)

BIN = Path(sys.executable).parent / "bridgec"
SEATS = ("north", "east", "south", "west")


def convert(source: Path, target: Path) -> str:
    done = subprocess.run([str(BIN), "convert", str(source), "-t", "pbn", "-o", str(target)],
                          capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
    return target.read_text(encoding="utf-8")


_DENOM = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C", "nt": "N"}
_PENALTY = {"passed": "P", "doubled": "X", "redoubled": "XX"}


def ir_call(bid: Any) -> str:
    """An endplay call as an IR call name (``1N``, ``P``, ``X``)."""
    if isinstance(bid, ContractBid):
        return f"{bid.level}{_DENOM[bid.denom.name]}"
    return _PENALTY[bid.penalty.name]


def ir_card(card: Any) -> str:
    """An endplay card as an IR card name (rank, suit: ``TH``)."""
    return card.rank.name[1:].replace("10", "T") + _DENOM[card.suit.name]


def same_as_session(session: tuple[ir.Board, ...], text: str) -> None:
    """endplay's boards equal the session's: deal, dealer, vulnerability, auction and
    alerts, contract, declarer, the cards in the order played, the tricks declarer won."""
    boards = endplay_pbn.loads(text)
    assert len(boards) == len(session)
    for board, ours in zip(boards, session, strict=True):
        deal = ours.deal
        assert board.board_num == deal.board
        assert board.dealer.abbr == deal.dealer
        assert ["None", "All", "NS", "EW"][board.vul] == deal.vulnerability
        hands = {h.seat: f"{h.spades}.{h.hearts}.{h.diamonds}.{h.clubs}" for h in deal.hands}
        assert board.deal.to_pbn() == "N:" + " ".join(hands[s] for s in "NESW")
        calls = [c.call for c in ours.auction]
        assert [ir_call(b) for b in board.auction] == calls
        alerts = [b.announcement if b.alertable else None for b in board.auction]
        assert alerts == [c.alert for c in ours.auction]
        found = laws.contract(calls, deal.dealer or "N")
        if found is None:
            assert board.contract.is_passout()
            continue
        contract = board.contract
        assert (f"{contract.level}{_DENOM[contract.denom.name]}", contract.declarer.abbr,
                _PENALTY[contract.penalty.name].replace("P", "")) == found
        assert [ir_card(c) for c in board.play] == \
            [p.card for t in ours.tricks for p in t.cards]
        taken = sum(1 for t in ours.tricks if t.winner in (found[1], laws.partner(found[1])))
        assert contract.result + contract.level + 6 == taken


def test_endplay_reads_a_transcript_converted_to_pbn(tmp_path: Path) -> None:
    source = INPUTS / "tm" / "seed7-4boards.tm"
    result = tm.parse(source.read_bytes(), path=str(source))
    assert result.document is not None
    same_as_session(result.document.boards, convert(source, tmp_path / "s.pbn"))


def test_endplay_reads_alerts_and_hostile_text(tmp_path: Path) -> None:
    source = INPUTS / "tm" / "seed7-4boards.tm"
    document = tm.parse(source.read_bytes(), path=str(source)).document
    assert document is not None
    board = document.boards[0]
    calls = list(board.auction)
    calls[2] = msgspec.structs.replace(calls[2], alert='weak "]{ two')
    board = msgspec.structs.replace(board, auction=tuple(calls),
                                    teams=ir.Teams(ns='x"] {', ew="y"))
    document = ir.Document(boards=(board, *document.boards[1:]))
    path = tmp_path / "h.ir.json"
    path.write_text(ir.to_json(document))
    text = convert(path, tmp_path / "h.pbn")
    boards = endplay_pbn.loads(text)
    assert len(boards) == 4  # no tag was cut short or swallowed
    assert boards[0].auction[2].announcement == 'weak \\"\u2060]{ two'  # endplay keeps escapes
    assert boards[0].info["North"] == 'x\\"\u2060] {'


def play_session(log: Path, *deals: str) -> tuple[ir.Board, ...]:
    """``bridgec tm serve --log LOG`` with four ``bridgec tm play`` robots over 127.0.0.1,
    every process bounded in time; the boards of the transcript."""
    server = subprocess.Popen([str(BIN), "tm", "serve", "--host", "127.0.0.1", "--port", "0",
                               *deals, "--log", str(log), "--timeout", "20",
                               "--reconnect", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    robots: list[subprocess.Popen[bytes]] = []
    try:
        assert server.stderr is not None
        line = server.stderr.readline().decode()
        assert line.startswith("listening on 127.0.0.1:"), line
        port = line.rsplit(":", 1)[1].strip()
        robots = [subprocess.Popen([str(BIN), "tm", "play", "--seat", seat, "--port", port,
                                    "--timeout", "20"],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                  for seat in SEATS]
        for robot in robots:
            robot.communicate(timeout=120)
            assert robot.returncode == 0
        server.communicate(timeout=30)
        assert server.returncode == 0
    finally:
        for proc in (server, *robots):
            if proc.poll() is None:
                proc.kill()
    session = tm.parse(log.read_bytes(), path=str(log))
    assert session.document is not None
    return session.document.boards


def test_a_session_of_four_robots_reads_back_in_endplay(tmp_path: Path) -> None:
    """The acceptance run; then the PBN file is dealt again with `tm serve --deals`."""
    boards = play_session(tmp_path / "s.tm", "--boards", "4", "--seed", "24")
    assert len(boards) == 4
    for board in boards:
        assert len(board.tricks) == 13 or [c.call for c in board.auction] == ["P"] * 4
    text = convert(tmp_path / "s.tm", tmp_path / "s.pbn")
    same_as_session(boards, text)
    again = play_session(tmp_path / "again.tm", "--deals", str(tmp_path / "s.pbn"))
    assert [(b.deal.board, b.deal.dealer, b.deal.vulnerability, b.deal.hands)
            for b in again] == [(b.deal.board, b.deal.dealer, b.deal.vulnerability,
                                 b.deal.hands) for b in boards]
