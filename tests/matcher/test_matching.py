"""Honest matching (docs/matching.md): unknown rules rank last and are marked, the priority
model is one for bid, analyze and the robot, auctions with opponents' calls, variables and
steps match, illegal auctions are located errors, suits show as symbols, and check
--constraints notes each unread part with a coverage line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import bridgec
from bridgec.bidding import Bidder
from bridgec.bridge import batch as hand_batch
from bridgec.bridge.calls import SUIT_SYMBOLS, with_symbols
from bridgec.cli.matcher import compile_system
from bridgec.matcher import format as mf
from bridgec.matcher.analyze import analyze
from bridgec.matcher.choice import chosen, rank
from bridgec.matcher.report import render
from bridgec.matcher.runtime import BidError, IllegalAuction, Table, from_bytes
from bridgec.tablemanager.policy import MatcherPolicy

from conftest import ROOT, corpus_dir, run_cli

HONEST = """\
1C  16+ hcp
1D  ART
1H  5+!h, 11-15 hcp, nice spots
1N  15-17 hcp, BAL
"""

COMPETITIVE = """\
1C  16+ hcp
  (1H)
    D  negative, 6+ hcp
    1S  5+!s, 6+ hcp
  (2X)
    D  takeout, 8+ hcp
1M  5+ M, 11-21 hcp
  2M  3+ M, 6-9 hcp
  1steps  artificial, 0-5 hcp
1N  15-17 hcp, BAL

#SEAT 34
1S  light, 8+ hcp, 5+!s

#SEAT 0
#VUL NY
3C  7+!c, 5-10 hcp
"""


def table_of(text: str) -> Table:
    result = bridgec.convert_text(text, "matcher", from_="bml", path="t.bml")
    assert isinstance(result.output, bytes), result.diagnostics
    return from_bytes(result.output)


@pytest.fixture(scope="module")
def honest() -> Table:
    return table_of(HONEST)


def test_unknown_rule_ranks_after_every_understood_rule(honest: Table) -> None:
    found = honest.bid("AKQ2.KQ2.A32.K32", ())  # 21 hcp: 1C fits, 1D (ART) is unknown
    assert [(c.call, c.unknown) for c in found] == [("1C", False), ("1D", True)]
    assert found[1].understood == 0.0
    call = honest.call("AKQ2.KQ2.A32.K32", ())
    assert call is not None and call.call == "1C"


def test_only_unknown_rules_match_gives_no_call(honest: Table) -> None:
    found = honest.bid("9872.982.9832.98", ())  # 0 hcp
    assert [c.call for c in found] == ["1D"] and found[0].unknown
    assert honest.call("9872.982.9832.98", ()) is None


def test_partly_understood_rule_records_its_share(honest: Table) -> None:
    entry = next(e for e in honest.table.entries if e.call == "1H")
    assert not entry.unknown and 0.0 < entry.understood < 1.0
    full = next(e for e in honest.table.entries if e.call == "1N")
    assert full.understood == 1.0 and not full.unknown


def test_bid_marks_unknown_and_partly_understood(tmp_path: Path) -> None:
    system = tmp_path / "honest.bml"
    system.write_text(HONEST)
    done = run_cli("bid", str(system), "--hand", "9872.982.9832.98")
    out = done.stdout.decode().splitlines()
    assert done.returncode == 0
    assert out[0].startswith("no call understood")
    assert out[1].startswith("1. 1D  ART  (unknown: its meaning gave no hand constraint)")
    partly = run_cli("bid", str(system), "--hand", "A2.KQJ82.Q32.982")
    first = partly.stdout.decode().splitlines()[0]
    assert first.startswith(f"1. 1H  5+{SUIT_SYMBOLS['H']}, 11-15 hcp, nice spots  (partly "
                            "understood: ")


def test_suit_symbols_and_ascii(tmp_path: Path) -> None:
    system = tmp_path / "honest.bml"
    system.write_text(HONEST)
    hand = ("--hand", "A2.KQJ82.Q32.982")
    assert "5+\u2665" in run_cli("bid", str(system), *hand).stdout.decode()
    assert "5+!h" in run_cli("bid", str(system), *hand, "--ascii").stdout.decode()
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    script = Path(sys.executable).parent / "bridgec"
    narrow = subprocess.run([str(script), "bid", str(system), *hand], env=env,
                            capture_output=True, timeout=300, check=False)
    assert narrow.returncode == 0 and "5+!h" in narrow.stdout.decode()
    assert with_symbols("!TRF, 5+!h, !SPL !c") == "!TRF, 5+\u2665, !SPL \u2663"


def test_rank_order_of_the_model() -> None:
    def entry(**kw: object) -> mf.Entry:
        return mf.Entry(rule="r", call="1C", **kw)  # type: ignore[arg-type]

    prio = entry(priority=5, unknown=True)
    known_wide = entry(weight=0.9)
    known_narrow = entry(weight=0.1)
    unknown = entry(unknown=True, weight=0.01)
    order = sorted([(unknown, 0), (known_wide, 1), (known_narrow, 2), (prio, 3)],
                   key=lambda pair: rank(pair[0], pair[1]))
    assert [i for _, i in order] == [3, 2, 1, 0]
    # GIB patterns: priority, then the database's order, not specificity
    assert rank(known_wide, 1, pattern=True) < rank(known_narrow, 2, pattern=True)
    assert chosen([prio, known_narrow]) is known_narrow
    assert chosen([known_narrow, known_wide], lambda e: e is known_wide) is known_wide


@pytest.mark.parametrize("system", ["honest", "sayc"])
def test_bid_analyze_and_robot_agree(system: str) -> None:
    table = table_of(HONEST) if system == "honest" else \
        compile_system(str(ROOT / "examples" / "sayc.bml"))
    assert table is not None
    deals = 600
    result = analyze(table, deals, seed=11)
    masks = hand_batch.deal(deals, np.random.default_rng(11))
    robot = MatcherPolicy(Bidder(table))
    calls: dict[str, int] = {}
    unknown_only = 0
    for hand in hand_batch.to_hands(masks[:, 0, :]):
        found = table.bid(hand, (), 1, "none")
        mine = table.call(hand, (), 1, "none")
        cards = [f"{r}{s}" for s, holding in zip("SHDC", str(hand).split("."), strict=True)
                 for r in holding]
        assert robot.bid(cards, [], "N", "None") == (mine.call if mine else "P")
        if mine is not None:
            calls[mine.call] = calls.get(mine.call, 0) + 1
        elif found:
            unknown_only += 1
    assert dict(result.openings.calls) == calls
    assert result.openings.unknown_only == unknown_only
    if system == "honest":
        assert unknown_only > 0 and "1D" not in result.openings.calls


def test_analyze_report_shows_understood_share(honest: Table) -> None:
    result = analyze(honest, 300, seed=3)
    assert result.openings.rules == (2, 1, 1)
    assert 0.5 < result.openings.understood < 0.75
    page = render(result, "honest")
    assert "4 rules: 2 understood fully, 1 partly, 1 unknown" in page
    assert "that only unknown rules fit" in page and "5+<span class=\"s sh\">\u2665</span>" in page


def test_competition_variables_steps_and_conditions() -> None:
    t = table_of(COMPETITIVE)
    first = lambda hand, auction, **kw: [c.call for c in t.bid(hand, auction, **kw)]  # noqa: E731
    assert first("KQJ52.K98.Q73.62", "1C (1H)") == ["1S", "X"]
    assert first("KQJ52.K98.Q73.62", ["1C", "1H"]) == ["1S", "X"]
    assert first("K52.K98.Q73.AJ62", "1C (2D)") == ["X"]
    assert first("K52.K98.Q73.AJ62", "1C (2N)") == []
    assert first("K52.K982.Q73.J62", "1H P") == ["2H"]
    assert first("K52.K982.Q73.J62", "1S P") == ["2S"]
    assert first("852.9832.Q73.J62", "1S P") == ["1N"]  # 1steps above 1S
    light = "KQJ52.K98.73.762"  # 9 hcp
    assert first(light, "P P") == ["1S"] and first(light, "", seat=3) == ["1S"]
    # no rule for seats 1 and 2 fits: the pass a player makes where the system is silent
    assert first(light, "") == ["P"] and first(light, "P") == ["P"]
    pre = "2.983.73.AKQ7654"
    assert "3C" in first(pre, "", vul="they") and "3C" not in first(pre, "", vul="we")


@pytest.mark.parametrize(("auction", "message", "col"), [
    ("1C 1H 1D", "1D (call 3) cannot be made: 1D is not higher than 1H", 7),
    ("1C (1H) X X", "X (call 4) cannot be made: the last call is already doubled", 11),
    ("1C P P P 1H", "1H (call 5) comes after the auction is over", 10),
    ("1C (1H) (1S)", "(1H) is written as an opponents' call", 4),
    ("1C P X", "X (call 3) cannot be made: you can only double or redouble the opponents",
     6),
])
def test_illegal_auction_is_a_located_error(auction: str, message: str, col: int,
                                            tmp_path: Path) -> None:
    system = tmp_path / "c.bml"
    system.write_text(COMPETITIVE)
    done = run_cli("bid", str(system), "--hand", "KQJ52.K98.Q73.62", "--auction", auction)
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert err.startswith(f"--auction:1:{col}: error: {message}")
    assert f"\n  {auction}\n" in err and "Traceback" not in err
    with pytest.raises(IllegalAuction):
        table_of(COMPETITIVE).bid("KQJ52.K98.Q73.62", auction)


def test_robot_passes_on_an_illegal_auction_and_bad_words_stay_usage_errors() -> None:
    t = table_of(COMPETITIVE)
    with pytest.raises(BidError) as caught:
        t.bid("KQJ52.K98.Q73.62", "1C (1Q)")
    assert not isinstance(caught.value, IllegalAuction)
    assert MatcherPolicy(Bidder(t)).bid(["AS"] * 13, ["1C", "1H", "1D"], "W", "None") == "P"


def test_check_constraints_notes_each_unread_part(tmp_path: Path) -> None:
    system = tmp_path / "u.bml"
    system.write_text("1C  16+ hcp, *nice* spots\n1D  ART\n1N  15-17 hcp, BAL\n")
    plain = run_cli("check", str(system))
    assert "meaning-unread" not in plain.stdout.decode() and "info:" not in \
        plain.stdout.decode()
    done = run_cli("check", "--constraints", str(system))
    out = done.stdout.decode()
    notes = [line for line in out.splitlines() if ": info: " in line]
    assert notes == [f"{system}:1:15: info: 'nice spots' in the meaning of 1C is not "
                     "understood: not a phrase the grammar reads"]
    assert "                ^~~~~~~~~~" in out
    assert "coverage: of 3 rules of our side, 1 understood fully, 1 partly, 1 unknown " \
        "(no hand constraint)" in out
    ignored = run_cli("check", "--constraints", "--ignore", "meaning-unread", str(system))
    assert ": info: " not in ignored.stdout.decode()


def test_hb_gjp_opens_nothing_outside_written_hcp_ranges() -> None:
    path = corpus_dir("bml", "wild", "expected-bml2") / "system-HB-GJP.bml"
    # the file holds one illegal row (1N (P) 2C (X) P (XX)), so no conversion writes it; its
    # other rules are compiled here without the pipeline's refusal
    from bridgec import registry
    from bridgec.matcher.runtime import from_bytes
    from bridgec.pipeline import pipeline_for, run_passes

    front, emitter = registry.FRONT_ENDS["bml"], registry.EMITTERS["matcher"]
    parsed = front.parse(path.read_bytes(), path=str(path))
    assert parsed.document is not None
    output = emitter.emit(run_passes(parsed.document, pipeline_for(front, emitter))).output
    assert isinstance(output, bytes)
    table = from_bytes(output)
    result = analyze(table, 20000, seed=1)
    written = {"1N": [(15, 17)], "2N": [(20, 22)], "2H": [(5, 10)], "2S": [(5, 10)],
               "1C": [(11, 40)], "1D": [(11, 40)], "1H": [(11, 40)], "1S": [(11, 40)],
               # PRE: below the system's opening strength (11)
               "3C": [(0, 10)], "3D": [(0, 10)], "3H": [(0, 10)], "3S": [(0, 10)],
               # "Weak-two in !d / Any game force except !d"
               "2C": [(0, 10), (22, 40)],
               # "Multi-coloured: 6+!h/6+!s and 5--10 HCP or 22--24 BAL or FG with !d"
               "2D": [(5, 10), (22, 40)],
               # "Gambling with a solid major ... (Namyats)": no strength written
               "3N": [(0, 40)], "P": [(0, 11)]}
    for call, hcp in result.openings.hcp.items():
        assert all(any(lo <= h <= hi for lo, hi in written[call]) for h in hcp), \
            (call, sorted(hcp))
    assert result.openings.unknown_only == 0  # every opening is read: weak hands pass
    assert all(h < 12 for h in result.openings.hcp.get("P", {}))
    assert sum(result.openings.rules) > result.openings.rules[0]
    page = render(result, path.name)
    assert "understood share" in page and "!h" not in page


def test_passed_hand_rules_apply_and_rank_before_the_general_rule() -> None:
    t = table_of("1S  11-21 hcp, 5+!s\n  2N  4+!s, 10-12 hcp, invitation\n\n#SEAT 34\n"
                 "1S  light, 8+ hcp, 5+!s\n  2N  4+!s, 10-12 hcp, Drury\n")
    hand = "K952.K98.A73.762"
    assert [c.meaning for c in t.bid(hand, "1S P")] == ["4+!s, 10-12 hcp, invitation"]
    passed = t.bid(hand, "P P 1S P")
    assert [c.meaning for c in passed] == ["4+!s, 10-12 hcp, Drury",
                                           "4+!s, 10-12 hcp, invitation"]
    assert t.call(hand, "P P 1S P") == passed[0]


def test_any_overcall_patterns_bind_their_suit() -> None:
    t = table_of("1C  16+ hcp\n  (1X)\n    1Y  5+ Y, 6+ hcp\n    2X  cue bid, 10+ hcp\n"
                 "(1X)\n  2X  Michaels, 5+!h, 5+!s\n")
    calls = lambda hand, auction: [c.call for c in t.bid(hand, auction)]  # noqa: E731
    assert calls("KQJ52.K98.Q73.62", "1C (1D)") == ["1S", "2D"]
    assert calls("KQJ52.K98.Q73.62", "1C (1S)") == ["2S"]
    assert calls("KQJ52.KQJ98.3.62", "(1C)") == ["2C"]
    assert calls("KQJ52.KQJ98.3.62", "(1S)") == ["2S"]
    assert calls("KQJ52.KQJ98.3.62", "(1N)") == []


SILENT = """\
1C  16+ hcp, F
  1D  0-7 hcp
1N  15-17 hcp, BAL
  2C  as agreed
1H  5+!h, 11-15 hcp
  2H  3+!h, 6-9 hcp
"""


def test_pass_where_the_system_is_silent() -> None:
    from bridgec.matcher.choice import SILENT_PASS

    t = table_of(SILENT)
    weak = "9872.982.9832.98"
    found = t.bid(weak, ())  # no opening fits, nobody forces: pass
    assert [(c.call, c.meaning, c.unknown) for c in found] == [("P", SILENT_PASS, False)]
    assert t.call(weak, ()).call == "P"  # type: ignore[union-attr]
    assert [c.call for c in t.bid("AKQ2.KQ2.A32.K32", ())] == ["1C"]  # a rule fits: no pass
    # partner's 1C forces: a hand no response fits gets no call, never a pass
    assert t.bid("A872.K82.Q832.Q8", "1C P") == [] and t.call("A872.K82.Q832.Q8", "1C P") is None
    # an unknown rule ("as agreed") may fit: it comes instead of the pass
    assert [c.call for c in t.bid(weak, "1N P")] == ["2C"] and t.call(weak, "1N P") is None
    # after 1H (not forcing) a hand no response fits passes
    assert [c.call for c in t.bid(weak, "1H P")] == ["P"]
    assert analyze(t, 200, seed=3).openings.rules == (3, 0, 0)


def test_check_constraints_reads_unread_phrases_in_context_and_leaves_out_bare_starts(
        tmp_path: Path) -> None:
    """The coverage line counts the rules the matcher holds: a sequence start's calls that
    no row defines (``1N-2C;``) are said to be left out, not counted unknown; the unread
    phrases are those of the reading in the auction (a fit for partner's hearts is read)."""
    system = tmp_path / "fit.bml"
    system.write_text("1D  4+!d, 11-21 hcp\n  1H  4+!h, 6+ hcp\n    2H  !h fit, 12-14 hcp\n\n"
                      "1N-2C;\n2D  4+!d, 0-7 hcp\n")
    done = run_cli("check", "--constraints", str(system))
    out = done.stdout.decode()
    assert done.returncode == 0, done.stderr.decode()
    assert "coverage: of 4 rules of our side, 4 understood fully, 0 partly, 0 unknown " \
        "(no hand constraint); 100.0% of their meanings understood; 2 calls of sequence " \
        "starts with no meaning of their own left out, as the matcher leaves them out" in out
    assert "commonest unread phrases" not in out  # '!h fit' is read after partner's 1H
