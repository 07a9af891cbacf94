"""The matcher's commands as a user runs them: convert -t matcher, bid (with --explain),
matcher dump (snapshot), check --constraints, and the errors for bad input."""

from __future__ import annotations

from pathlib import Path

import pytest
from msgspec import structs
from syrupy.assertion import SnapshotAssertion

from bridgec import ir
from bridgec.bridge.calls import call_order

from builders import doc, rule
from conftest import ROOT, run_cli

SMALL = Path("tests/inputs/bml/matcher-small.bml")
"""Relative to the repository root, where these tests run the CLI, so outputs name it so."""


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("matcher") / "small.matcher"
    done = run_cli("convert", str(SMALL), "-t", "matcher", "-o", str(out), cwd=ROOT)
    assert done.returncode == 0, done.stderr.decode()
    assert b"opponents' calls are not in the matcher table" not in done.stderr  # off by default
    shown = run_cli("convert", str(SMALL), "-t", "matcher", "-o", str(out), "--select",
                    "matcher-they", cwd=ROOT)
    assert b"opponents' calls are not in the matcher table" in shown.stderr
    return out


def test_dump(table: Path, snapshot: SnapshotAssertion) -> None:
    done = run_cli("matcher", "dump", str(table), cwd=ROOT)
    assert done.returncode == 0
    assert done.stdout.decode() == snapshot


def test_bid_ranked_with_meaning_and_source(table: Path) -> None:
    done = run_cli("bid", str(table), "--hand", "AQ4.K72.KJ3.Q852", cwd=ROOT)
    assert done.returncode == 0
    assert done.stdout.decode().splitlines() == [
        f"1. 1N  15-17 hcp, balanced  [{_where(10)}]",
        f"2. 1C  3+\u2663, 12-21 hcp  [{_where(6)}]",
    ]


def _where(line: int) -> str:
    return f"{SMALL}:{line}:1"


def test_bid_from_a_system_file_with_explain() -> None:
    done = run_cli("bid", str(SMALL), "--hand", "KQJ984.72.A2.972", "--auction", "P P",
                   "--explain", cwd=ROOT)
    out = done.stdout.decode().splitlines()
    assert done.returncode == 0
    assert out[0] == ("1. 2S  6\u2660, 5-10 hcp, weak in third or fourth seat  (partly "
                      f"understood: 45% of its meaning)  [{_where(16)}]")
    assert "auction node: we:" in out
    assert f"   not 1N  hcp is 10, needs hcp 15-17  [{_where(10)}]" in out
    # each candidate: the words read, what they gave, and what was left unread
    assert "     '5-10 hcp' (points): hcp 5-10" in out
    assert "     unread 'fourth seat': not a phrase the grammar reads" in out
    assert "     so the hand: S =6 & hcp 5-10" in out


def test_bid_seat_and_pbn() -> None:
    done = run_cli("bid", str(SMALL), "--hand", "N:KQJ984.72.A2.972", "--seat", "3",
                   cwd=ROOT)
    assert done.stdout.decode().startswith("1. 2S ")


def test_no_call() -> None:
    done = run_cli("bid", str(SMALL), "--hand", "AKQ.AKQ.AKQ2.AK2", "--auction", "1C P",
                   cwd=ROOT)
    assert done.returncode == 0
    assert done.stdout.decode() == "no call: the system has no rule that matches this hand\n"
    over = run_cli("bid", str(SMALL), "--hand", "AKQ.AKQ.AKQ2.AK2", "--auction",
                   "1C P P P", cwd=ROOT)
    assert over.stdout.decode() == "no call: the auction is over\n"


@pytest.mark.parametrize(("args", "code", "message"), [
    (("--hand", "AKJ52.K984.Q73"), 2, "has 3 suit(s)"),
    (("--hand", "AKJ52.K984.Q73.6", "--auction", "1C 8S"), 2, "'8S' is not a call"),
    (("--hand", "AKJ52.K984.Q73.6", "--vul", "ns"), 2, "vulnerability 'ns'"),
])
def test_bid_bad_arguments(args: tuple[str, ...], code: int, message: str) -> None:
    done = run_cli("bid", str(SMALL), *args, cwd=ROOT)
    assert done.returncode == code
    assert message in done.stderr.decode()
    assert "Traceback" not in done.stderr.decode()


def test_bad_table(tmp_path: Path) -> None:
    bad = tmp_path / "bad.matcher"
    bad.write_bytes(b"not a table")
    done = run_cli("bid", str(bad), "--hand", "AKJ52.K984.Q73.6", cwd=ROOT)
    assert done.returncode == 1
    assert "not a bridgec matcher table" in done.stderr.decode()
    missing = run_cli("matcher", "dump", str(tmp_path / "none.matcher"), cwd=ROOT)
    assert missing.returncode == 1 and "no such file" in missing.stderr.decode()


def test_check_constraints_report() -> None:
    done = run_cli("check", "--constraints", str(SMALL), cwd=ROOT)
    out = done.stdout.decode()
    assert f"{_where(10)}: (opening) -> 1N: hcp 15-17 & BAL [inferred]" in out
    assert "18 of 20 rules (90%) have hand constraints, 18 of them inferred" in out
    assert "commonest unread phrases (rules): 'fourth seat' (1), 'in third' (1), " \
        "'nothing to say' (1)" in out


def test_explain_lists_the_other_calls_in_bidding_order() -> None:
    done = run_cli("bid", str(ROOT / "examples" / "sayc.bml"), "--hand", "AKJ52.K984.Q73.6",
                   "--explain", cwd=ROOT)
    assert done.returncode == 0, done.stderr
    calls = [line.split()[1] for line in done.stdout.decode().splitlines()
             if line.startswith("   not ")]
    assert len(set(calls)) > 5
    assert calls == sorted(calls, key=call_order)
    assert "--" not in done.stdout.decode()


def test_ascii_output_has_no_tex_dashes_either() -> None:
    done = run_cli("bid", str(SMALL), "--hand", "KQJ984.72.A2.972", "--auction", "P P",
                   "--ascii", cwd=ROOT)
    assert done.stdout.decode().startswith("1. 2S  6!s, 5-10 hcp, weak")


def test_check_constraints_keeps_text_of_the_input_on_its_line(tmp_path: Path) -> None:
    """An opaque condition's text (IR JSON may hold any) is quoted on its rule's line: a
    line end in it does not start a line that reads as another rule's constraint."""
    forged = "x\nsys.bml:9:1: (opening) -> 7N: any [source]"
    one = structs.replace(rule("r1", "", "1C", 1), requires=ir.HandConstraint(
        expr=ir.Opaque(language="bml", text=forged)))
    path = tmp_path / "forged.ir.json"
    path.write_text(ir.to_json(doc(one)), encoding="utf-8")
    done = run_cli("check", "--constraints", str(path), cwd=ROOT)
    out = done.stdout.decode().splitlines()
    assert done.returncode == 0, done.stderr.decode()
    assert not any(line.startswith("sys.bml:9:1") for line in out)
    assert 'sys.bml:1:1: (opening) -> 1C: [bml] "x\\x0asys.bml:9:1: (opening) -> 7N: any ' \
        '[source]" [source]' in out


def test_matcher_dump_keeps_text_of_the_input_on_its_line(tmp_path: Path) -> None:
    """A rule's id and meaning come from the input (IR JSON may hold line ends in them): the
    dump escapes them onto their entry's lines, so no line of it is forged."""
    forged = "x\nwe:\n  7N  any"
    one = structs.replace(rule(f"r{forged}", "", "1C", 1, forged),
                          requires=ir.HandConstraint(expr=ir.Const(value=True)))
    path = tmp_path / "forged.ir.json"
    path.write_text(ir.to_json(doc(one)), encoding="utf-8")
    table = tmp_path / "forged.matcher"
    made = run_cli("convert", str(path), "-t", "matcher", "-o", str(table), cwd=ROOT)
    assert made.returncode == 0, made.stderr.decode()
    done = run_cli("matcher", "dump", str(table), cwd=ROOT)
    out = done.stdout.decode().splitlines()
    assert done.returncode == 0, done.stderr.decode()
    assert out.count("we:") == 1
    assert not any(line.startswith("  7N") for line in out)
    assert any(line.startswith("      rule rx\\x0awe:\\x0a  7N  any;") and
               line.endswith("-- x\\x0awe:\\x0a  7N  any") for line in out)
