"""Session transcripts into IR boards: our recorded sessions (snapshots of ir-json, html and
bml), the corpus captures (complete, legal boards), and irregular or empty transcripts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec import ir, registry
from bridgec.bridge import laws
from bridgec.bridge.auction import auction_over, legal_call
from bridgec.frontends import tm
from bridgec.options import EmitOptions
from bridgec.pipeline import pipeline_for, run_passes
from bridgec.verify import verify

from conftest import INPUTS, corpus_dir

TM = INPUTS / "tm"
SESSIONS = sorted(TM.glob("*.tm"))


def lower(path: Path) -> tuple[ir.Document | None, str]:
    """The document and the rendered diagnostics of a transcript."""
    result = tm.parse(path.read_bytes(), path=path.name)
    return result.document, "\n".join(d.render() for d in result.diagnostics)


def assert_legal_complete(board: ir.Board) -> None:
    """The auction is complete and legal; if not passed out, 13 legal tricks were played."""
    deal = board.deal
    assert deal.dealer is not None
    calls: list[str] = []
    for i, bid in enumerate(board.auction):
        assert bid.seat == laws.next_seat(deal.dealer, i)
        assert legal_call(calls, bid.call) is None, (calls, bid.call)
        calls.append(bid.call)
    assert auction_over(calls)
    found = laws.contract(calls, deal.dealer)
    if found is None:
        assert board.tricks == ()
        return
    assert (deal.contract, deal.declarer, deal.doubled) == found
    assert len(board.tricks) == 13
    hands = {h.seat: [r + s for s, attr in zip("SHDC", ("spades", "hearts", "diamonds",
                                                        "clubs"), strict=True)
                      for r in getattr(h, attr)] for h in deal.hands}
    leader = laws.next_seat(found[1])
    for trick in board.tricks:
        assert [p.seat for p in trick.cards] == [laws.next_seat(leader, k) for k in range(4)]
        led = trick.cards[0].card[1]
        for play in trick.cards:
            if play.seat in hands:
                assert laws.legal_card(hands[play.seat], led, play.card) is None
                hands[play.seat].remove(play.card)
        leader = laws.trick_winner([(p.seat, p.card) for p in trick.cards], found[0][1])
        assert trick.winner == leader
    assert all(not cards for cards in hands.values())


@pytest.mark.parametrize("path", SESSIONS, ids=[p.name for p in SESSIONS])
@pytest.mark.parametrize("target", ["ir-json", "html", "bml"])
def test_session_snapshot(path: Path, target: str, snapshot: object) -> None:
    document, warnings = lower(path)
    assert document is not None
    emitter = registry.EMITTERS[target]
    names = pipeline_for(registry.FRONT_ENDS["tm"], emitter, None)
    document = run_passes(document, names, verify_each=True)
    result = emitter.emit(document, EmitOptions())
    rendered = "\n".join(d.render() for d in result.diagnostics)
    assert f"{result.output}\n--- warnings ---\n{warnings}\n{rendered}\n" == snapshot


def test_recorded_session_is_legal_and_complete() -> None:
    document, warnings = lower(TM / "seed7-4boards.tm")
    assert document is not None and warnings == ""
    verify(document)
    assert [b.deal.board for b in document.boards] == [1, 2, 3, 4]
    for board in document.boards:
        assert_legal_complete(board)
        assert len(board.deal.hands) == 4 and board.timing is not None
        assert board.teams == ir.Teams(ns="bridgec", ew="bridgec", span=board.teams.span)


def test_one_seat_view() -> None:
    document, warnings = lower(TM / "east-view.tm")
    assert document is not None and warnings == ""
    (board,) = document.boards
    assert board.viewpoint == "E"
    assert [(b.call, b.alert) for b in board.auction] == [
        ("1N", "15-17 balanced"), ("P", None), ("3N", None), ("P", None), ("P", None),
        ("P", None)]
    assert [e.event for e in board.events] == ["infos"]
    assert [t.winner for t in board.tricks] == ["E", "E", "N"]
    assert [h.seat for h in board.deal.hands] == ["N", "E"]


def test_irregular_transcript_warns_and_keeps_going(snapshot: object) -> None:
    document, warnings = lower(TM / "errors" / "irregular.tm")
    assert document is not None
    (board,) = document.boards
    assert [b.call for b in board.auction] == ["P", "1C"]
    assert [e.event for e in board.events] == ["illegal-call", "early-play"]
    assert warnings == snapshot


def test_transcript_without_board_is_an_error() -> None:
    result = tm.parse((TM / "errors" / "no-board.tm").read_bytes(), path="no-board.tm")
    assert result.document is None
    assert [(d.severity, d.span.line if d.span else 0) for d in result.diagnostics] == [
        ("error", 1)]


CAPTURES = {
    "bridge_env-loopback-2boards.tsv": 2,
    "bridge_env-loopback-8boards.tsv": 8,
    "computerbridge-events.log": 2,
    "computerbridge-events.table2.log": 2,
}


@pytest.mark.parametrize("name", list(CAPTURES))
def test_corpus_captures_lower_to_legal_boards(name: str) -> None:
    path = corpus_dir("tm", "sessions") / name
    result = tm.parse(path.read_bytes(), path=name)
    assert result.document is not None
    assert len(result.document.boards) == CAPTURES[name]
    for board in result.document.boards:
        assert_legal_complete(board)
        assert board.events == ()


def test_corpus_capture_warnings_are_only_non_protocol_lines() -> None:
    path = corpus_dir("tm", "sessions") / "computerbridge-events.log"
    result = tm.parse(path.read_bytes(), path="events.log")
    assert [(d.severity, d.span.line if d.span else 0) for d in result.diagnostics] == [
        ("warning", 1)]


LINES = ["Board number 1. Dealer North. Neither vulnerable.", "North bids 1C", "East passes",
         "South passes", "West passes", "North passes", "East plays KH", "West plays 2C",
         "North's cards : S A K Q J. H T 9 8. D 7 6 5. C 4 3 2.",
         "Dummy's cards : S 5 4 3 2. H 7 6 5. D 4 3 2. C K Q J.", "illegal bid",
         "Timing - N/S : this board 1:00, total 0:01:00. E/W : this board 1:00, total 0:01:00",
         'Teams : N/S : "a" E/W : "b"', "seq\tseat\tdir\teol\tmessage", "garbage", ""]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(LINES), st.text(max_size=30)), max_size=40))
def test_random_transcripts_never_raise(lines: list[str]) -> None:
    result = tm.parse("\n".join(lines).encode("utf-8", "surrogatepass"), path="fuzz.tm")
    if result.document is not None:
        verify(result.document)
    else:
        assert any(d.severity == "error" for d in result.diagnostics)
