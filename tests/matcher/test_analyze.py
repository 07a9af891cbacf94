"""bridgec analyze: vectorised bidding agrees with Table.bid hand by hand, the counts add
up, the report is self-contained HTML with SVG charts, and the command writes it."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from bridgec.bridge import batch as hand_batch
from bridgec.cli.matcher import compile_system
from bridgec.matcher.analyze import analyze
from bridgec.matcher.report import bar_chart, render

from conftest import ROOT, run_cli

SMALL = ROOT / "tests" / "inputs" / "bml" / "matcher-small.bml"


def test_vectorised_openings_agree_with_bid() -> None:
    table = compile_system(str(SMALL))
    result = analyze(table, 400, seed=5)
    masks = hand_batch.deal(400, np.random.default_rng(5))
    expected: dict[str, int] = {}
    none = 0
    for hand in hand_batch.to_hands(masks[:, 0, :]):
        found = table.bid(hand, (), 1, "none")
        if found:
            expected[found[0].call] = expected.get(found[0].call, 0) + 1
        else:
            none += 1
    assert dict(result.openings.calls) == expected
    assert result.openings.no_call == none
    assert result.openings.hands == 400


def test_responses_follow_the_openings() -> None:
    table = compile_system(str(SMALL))
    result = analyze(table, 500, seed=6)
    opened_1c = result.openings.calls["1C"]
    stats = result.responses["we:1C P"]
    assert stats.hands == opened_1c > 0
    assert sum(stats.calls.values()) + stats.no_call == stats.hands
    assert result.hands == 500 + sum(s.hands for s in result.responses.values())
    for call, histogram in result.openings.hcp.items():
        assert sum(histogram.values()) == result.openings.calls[call]


def test_ambiguity_is_counted_with_examples() -> None:
    table = compile_system(str(SMALL))
    result = analyze(table, 300, seed=7)
    assert result.openings.ambiguous > 0  # 1C and 1N share balanced 15-17 hands
    hand, calls = result.openings.ambiguous_examples[0]
    assert len(calls) >= 2 and len(hand.split(".")) == 4


def test_report_is_self_contained_svg() -> None:
    table = compile_system(str(SMALL))
    html = render(analyze(table, 200, seed=1), "small")
    assert html.startswith("<!DOCTYPE html>") and "<svg" in html
    assert "http://" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "<script" not in html
    assert "Responses after 1C P" in html
    assert bar_chart([]) == "<p>(none)</p>"


def test_analyze_command(tmp_path: Path) -> None:
    out = tmp_path / "report.htm"
    done = run_cli("analyze", str(SMALL), "--deals", "2000", "--seed", "3", "-o", str(out))
    assert done.returncode == 0, done.stderr.decode()
    assert "2000 deals" in done.stderr.decode()
    assert out.read_text().count("<svg") > 3
    again = tmp_path / "again.htm"
    run_cli("analyze", str(SMALL), "--deals", "2000", "--seed", "3", "-o", str(again))
    assert again.read_text() == out.read_text()


def test_defaults_give_way_in_the_vectorised_path_as_in_bid() -> None:
    from bridgec import ir
    from bridgec.matcher.compile import compile_table
    from bridgec.matcher.runtime import Table

    def rule(rid: str, call: str, lo: int, priority: int, default: bool = False) -> ir.Rule:
        c = ir.HandConstraint(expr=ir.Range(expr=ir.Feature(name="hcp"), min=lo))
        return ir.Rule(id=rid, call=ir.Call(name=call), auction=(), priority=priority,
                       default=default, meaning=ir.Meaning(shows=(c,)))

    doc = ir.Document(rules=(rule("r1", "1N", 15, 10), rule("r2", "1C", 12, 20),
                             rule("r3", "2C", 14, 20, default=True),
                             rule("r4", "P", 0, 5, default=True)))
    table = Table(compile_table(doc)[0])
    result = analyze(table, 300, seed=9)
    masks = hand_batch.deal(300, np.random.default_rng(9))
    expected: dict[str, int] = {}
    for hand in hand_batch.to_hands(masks[:, 0, :]):
        call = table.bid(hand, (), 1, "none")[0].call
        expected[call] = expected.get(call, 0) + 1
    assert dict(result.openings.calls) == expected
    # 2C ranks first (narrower than 1C) but, a default, gives way to 1C at the same priority
    assert set(expected) == {"1C", "P"}
    assert [c.call for c in table.bid("AKQ2.KQ2.Q32.432", (), 1)] == ["1C", "1N"]


def test_the_bundled_sayc_has_a_call_for_every_opening_and_response() -> None:
    """``bridgec analyze examples/sayc.bml``: no hand without a call (Pass included), after
    the opening or any first response, and none that only unknown rules fit."""
    table = compile_system(str(ROOT / "examples" / "sayc.bml"))
    result = analyze(table, 100_000, seed=1)
    gaps = {auction: (stats.no_call, stats.no_call_examples[:3])
            for auction, stats in {"openings": result.openings, **result.responses}.items()
            if stats.no_call or stats.unknown_only}
    assert not gaps, gaps


def test_report_text_reads_as_the_pages_do() -> None:
    """Text left-aligned (counts right), suits coloured as the pages colour them, TeX's
    dashes shown as a dash, a shape never broken across lines."""
    table = compile_system(str(ROOT / "examples" / "sayc.bml"))
    html = render(analyze(table, 300, seed=1), "sayc")
    assert "text-align:left" in html and "td.n{text-align:right}" in html
    assert "text-align:right}" not in html.replace("td.n{text-align:right}", "")
    assert '<span class="s sh">\u2665</span>' in html and ".sd,.sh{color:#c00}" in html
    assert re.search(r"\d-\d+ hcp", html) and not re.search(r"\d--\d", html)
    assert '<td class="nb">1<span class="s ss">\u2660</span></td>' in html
    assert re.search(r'<span class="nb">\d-\d-\d-\d \(\d+\)</span>', html)
    assert ".nb{white-space:nowrap}" in html
