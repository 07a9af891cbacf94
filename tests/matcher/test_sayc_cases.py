"""The SAYC test set (bench/data/sayc-*.txt): every case is a real hand in a legal auction, the
bidder is the next to call, every case names its booklet area, and the bench scores by area."""

from __future__ import annotations

import importlib
import re
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Protocol

import pytest

from bridgec.bridge.auction import legal_call
from bridgec.bridge.hand import parse_hand

ROOT = Path(__file__).resolve().parents[2]
RANKS = "AKQJT98765432"
CALL = re.compile(r"P|X|XX|[1-7][CDHSN]")
# The areas issue 14 asks the test set to cover, each with at least MIN_PER_AREA cases.
AREAS = (
    "opening bids", "third and fourth seat", "responses to one of a suit", "opener's rebids",
    "responder's rebids", "reverses", "new suit forcing", "fourth suit forcing",
    "1NT and 2NT openings", "2C opening", "weak twos", "preempts", "overcalls", "1NT overcalls",
    "takeout doubles", "negative doubles", "reopening and balancing",
    "Michaels and unusual 2NT", "Jacoby 2NT", "Blackwood and Gerber",
)
MIN_PER_AREA = 25
MIN_CASES = 800


class Case(Protocol):
    """What the test reads of a case (``bench_matcher.Case``)."""

    where: str
    section: str
    hand: str
    calls: tuple[str, ...]
    seat: int
    vul: str
    call: str
    topic: str


def _bench() -> ModuleType:
    """bench/bench_matcher.py, which imports its sibling ``harness`` by name."""
    if str(ROOT / "bench") not in sys.path:
        sys.path.insert(0, str(ROOT / "bench"))
    return importlib.import_module("bench_matcher")


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return _bench()


@pytest.fixture(scope="module")
def cases(bench: ModuleType) -> list[Case]:
    found: list[Case] = bench.read_cases()
    assert found, f"no case files match {bench.CASES}/{bench.CASE_GLOB}"
    return found


def hand_problem(hand: str) -> str | None:
    """Why ``hand`` is not 13 distinct cards written S.H.D.C from the ace down, or None."""
    suits = hand.split(".")
    if len(suits) != 4:
        return f"{len(suits)} suits; write spades.hearts.diamonds.clubs"
    for suit in suits:
        if any(card not in RANKS for card in suit):
            return f"'{suit}' holds a rank outside {RANKS}"
        if len(set(suit)) != len(suit):
            return f"'{suit}' holds a card twice"
        if list(suit) != sorted(suit, key=RANKS.index):
            return f"'{suit}' is not written from the ace down"
    count = sum(len(suit) for suit in suits)
    return None if count == 13 else f"{count} cards, not 13"


def auction_problem(calls: tuple[str, ...], call: str) -> str | None:
    """Why the auction, or ``call`` after it, breaks the laws, or None when both are legal."""
    for i, made in enumerate((*calls, call)):
        if not CALL.fullmatch(made):
            return f"'{made}' is not a call (P, X, XX or 1C..7N)"
        why = legal_call(calls[:i], made)
        if why:
            return f"call {i + 1}, {made}: {why}"
    return None


def test_every_area_is_covered(cases: list[Case]) -> None:
    counts = Counter(case.section for case in cases)
    unknown = sorted(set(counts) - set(AREAS))
    assert not unknown, f"sections outside the issue's areas: {unknown}"
    thin = {area: counts[area] for area in AREAS if counts[area] < MIN_PER_AREA}
    assert not thin, f"areas with fewer than {MIN_PER_AREA} cases: {thin}"
    assert len(cases) >= MIN_CASES


def test_hands_are_thirteen_distinct_cards(cases: list[Case]) -> None:
    bad = [f"{c.where}: {c.hand}: {why}" for c in cases
           if (why := hand_problem(c.hand))]
    assert not bad, "\n".join(bad)
    for case in cases:
        assert parse_hand(case.hand).card_count() == 13


def test_auctions_and_calls_are_legal(cases: list[Case]) -> None:
    bad = [f"{c.where}: {'-'.join(c.calls) or '-'} then {c.call}: {why}"
           for c in cases if (why := auction_problem(c.calls, c.call))]
    assert not bad, "\n".join(bad)


def test_the_bidder_is_next_to_call(cases: list[Case]) -> None:
    bad = [f"{c.where}: seat {c.seat} after {len(c.calls)} calls; "
           f"the next to call is seat {len(c.calls) % 4 + 1}"
           for c in cases if c.seat != len(c.calls) % 4 + 1]
    assert not bad, "\n".join(bad)


def test_no_situation_is_written_twice(cases: list[Case]) -> None:
    seen: dict[tuple[str, tuple[str, ...], int, str], str] = {}
    bad = []
    for c in cases:
        key = (c.hand, c.calls, c.seat, c.vul)
        if key in seen:
            bad.append(f"{c.where}: the same hand and auction as {seen[key]}")
        seen[key] = c.where
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("text,where,why", [
    ("AKJ52.K984.Q73.6 - 1 none 1S topic\n", "bad.txt:1", "before any section"),
    ("## section: x\n\nAKJ52.K984.Q73.6 - 5 none 1S topic\n", "bad.txt:3", "seat '5'"),
    ("## section: x\nAKJ52.K984.Q73.6 - 1 red 1S topic\n", "bad.txt:2", "vulnerability 'red'"),
    ("## section: x\nAKJ52.K984.Q73.6 - 1 none 1S\n", "bad.txt:2", "six fields"),
    ("# c\n## section:\n", "bad.txt:2", "no name"),
])
def test_a_bad_case_line_is_located(bench: ModuleType, tmp_path: Path, text: str, where: str,
                                    why: str) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(text)
    with pytest.raises(bench.CaseError) as error:
        bench.read_cases([path])
    assert str(error.value).startswith(f"{where}: ") and why in str(error.value)


def test_sections_apply_until_the_next(bench: ModuleType, tmp_path: Path) -> None:
    path = tmp_path / "two.txt"
    path.write_text("## section: a\nAKJ52.K984.Q73.6 - 1 none 1S t\n"
                    "AKJ52.K984.Q73.6 P 2 we 1S t\n## section: b\n"
                    "AKJ52.K984.Q73.6 1C-P 3 none 1S t u\n")
    read = bench.read_cases([path])
    assert [(c.section, c.calls, c.vul, c.topic) for c in read] == [
        ("a", (), "none", "t"), ("a", ("P",), "we", "t"), ("b", ("1C", "P"), "none", "t u")]


def test_score_is_kept_per_area(bench: ModuleType, cases: list[Case]) -> None:
    areas, misses = bench.score_cases(cases, lambda case: "P")
    passes = Counter(c.section for c in cases if c.call == "P")
    totals = Counter(c.section for c in cases)
    assert areas == {name: (passes[name], totals[name]) for name in totals}
    assert len(misses) == len(cases) - sum(passes.values())
    assert list(areas) == list(dict.fromkeys(c.section for c in cases))
