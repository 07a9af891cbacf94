"""The published SAYC suite's dev half (../shared/corpus/sayc/dev.tsv, read in place): its
cases are read and scored through the public API one way (bench/sayc_cases.py), and the
bundled system scores at least a floor on it."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

import pytest

import bridgec

from conftest import ROOT, corpus_dir

DEV_FLOOR = 0.85
"""The least share of the dev half examples/sayc.bml must bid as the suite expects (51.5 %
when this test was written). It only ever goes up: raise it, a little below the score, as
the system gets better; never lower it."""


def _cases() -> ModuleType:
    if str(ROOT / "bench") not in sys.path:
        sys.path.insert(0, str(ROOT / "bench"))
    return importlib.import_module("sayc_cases")


class Recorder:
    """A stand-in Bidder that records what it was asked and answers one call."""

    def __init__(self, answer: str = "1S") -> None:
        self.asked: list[tuple[object, ...]] = []
        self.answer = answer

    def call(self, hand: str, auction: tuple[str, ...], *, seat: int, vul: str,
             dealer: str | None) -> str:
        self.asked.append((hand, auction, seat, vul, dealer))
        if hand == "bad":
            raise bridgec.BidError("'bad' has 1 suit(s)")
        return self.answer


def test_suite_cases_are_read_with_the_seat_from_the_auction(tmp_path: Path) -> None:
    suite = tmp_path / "dev.tsv"
    suite.write_text("# group\thand\tauction\tvulnerable\texpected\n"
                     "g1\tAKJ52.K984.Q73.6\t\tNone\t1S\n"
                     "g1\tAKJ52.K984.Q73.6\t1C P 1H\tN-S\tX\n"
                     "\n"
                     "g2\tAKJ52.K984.Q73.6\tP P P 1D P\tE-W\tP\n", encoding="utf-8")
    cases = _cases().read_suite(suite)
    assert [(c.section, c.calls, c.seat, c.vul, c.dealer, c.call, c.where) for c in cases] == [
        ("g1", (), 1, "None", "N", "1S", "dev.tsv:2"),
        ("g1", ("1C", "P", "1H"), 4, "N-S", "N", "X", "dev.tsv:3"),
        ("g2", ("P", "P", "P", "1D", "P"), 2, "E-W", "N", "P", "dev.tsv:5")]


@pytest.mark.parametrize("line,message", [
    ("g\tAKJ52.K984.Q73.6\t\tNone", "dev.tsv:1: a suite case has five tab-separated fields"),
    ("g\tAKJ52.K984.Q73.6\t\tRed\t1S", "dev.tsv:1: vulnerability 'Red' is not one of"),
])
def test_a_bad_suite_line_is_located(tmp_path: Path, line: str, message: str) -> None:
    suite = tmp_path / "dev.tsv"
    suite.write_text(line + "\n", encoding="utf-8")
    with pytest.raises(_cases().CaseError, match=message):
        _cases().read_suite(suite)


def test_a_case_is_scored_through_the_api_with_the_dealer_and_the_boards_vulnerability(
        tmp_path: Path) -> None:
    mod = _cases()
    suite = tmp_path / "dev.tsv"
    suite.write_text("a\tAKJ52.K984.Q73.6\t1C P\tE-W\t1S\n"
                     "a\tbad\t1C P\tBoth\t1S\n"
                     "b\tAKJ52.K984.Q73.6\t1C\tNone\tP\n", encoding="utf-8")
    cases = mod.read_suite(suite)
    bidder = Recorder()
    result = mod.score_with(bidder, cases)
    assert bidder.asked == [("AKJ52.K984.Q73.6", ("1C", "P"), 3, "E-W", "N"),
                            ("bad", ("1C", "P"), 3, "Both", "N"),
                            ("AKJ52.K984.Q73.6", ("1C",), 2, "None", "N")]
    assert result["areas"] == {"a": {"expected": 1, "cases": 2}, "b": {"expected": 0, "cases": 1}}
    assert result["misses"] == [
        "dev.tsv:2: bad after 1C-P (Both, dealer N): error: 'bad' has 1 suit(s), expected 1S (a)",
        "dev.tsv:3: AKJ52.K984.Q73.6 after 1C (None, dealer N): 1S, expected P (b)"]


def test_the_suite_is_reported_missing_rather_than_read(tmp_path: Path) -> None:
    reason = _cases().suite_missing(tmp_path / "absent" / "dev.tsv")
    assert reason is not None and "clone the project beside shared/" in reason


def test_the_board_vulnerability_reaches_the_real_api(tmp_path: Path) -> None:
    """North deals: after one call East bids; ``N-S`` vulnerable is ``they`` for East."""
    mod = _cases()
    bidder = bridgec.bidder_from_table(bridgec.convert_text(
        "#VUL NY\n1S  5+!s, 8-15 hcp\n", "matcher", from_="bml").output)
    suite = tmp_path / "dev.tsv"
    suite.write_text("a\tQJ852.K98.Q73.62\tP\tN-S\t1S\n"
                     "a\tQJ852.K98.Q73.62\tP\tE-W\tP\n"
                     "a\tQJ852.K98.Q73.62\tP P\tE-W\t1S\n", encoding="utf-8")
    assert mod.score_with(bidder, mod.read_suite(suite))["misses"] == []


def test_the_dev_half_scores_at_least_the_floor() -> None:
    suite = corpus_dir("sayc") / "dev.tsv"
    mod = _cases()
    result = mod.score_with(bridgec.load_bidder(ROOT / "examples" / "sayc.bml"),
                            mod.read_suite(suite))
    share = int(result["expected"]) / int(result["cases"])
    assert share >= DEV_FLOOR, f"dev half {share:.1%} < floor {DEV_FLOOR:.0%}"
