"""One notion of error: what ``bridgec check`` calls an error, no conversion writes (exit 1,
nothing written); a row that can never occur at the table is left out of the rules, so of
every record and of the matcher, with the same located warning in ``check`` and in every
conversion, and an expansion of a pattern row that is illegal in some auctions is left out
there with a located note."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgec import ir
from bridgec.api import check_file, convert_file, convert_text
from bridgec.emitters import ir_json

from conftest import corpus_dir, run_cli

ILLEGAL = "1S = 5+!s\n  P\n    1H = insufficient\n"
PATTERN = "1m-(1X)\n  1H = transfer to spades\n  1N = natural\n"
REAL_SYSTEMS = [("gpaulissen-bridge-systems", "system-HB-GJP.bml"),
                ("gpaulissen-bridge-systems", "system-DA-GJP.bml"),
                ("jdh8-bridge-systems-1.0", "wj.bml"),
                ("jdh8-bridge-systems-1.0", "defense.bml")]


@pytest.mark.parametrize("to", ["bss", "ir-json", "matcher"])
def test_an_impossible_row_is_left_out_of_the_rules_with_a_warning(to: str) -> None:
    result = convert_text(ILLEGAL, to, from_="bml")
    assert result.output is not None and result.ok
    warned = [d for d in result.diagnostics if d.code == "illegal-auction"]
    assert [(d.severity, d.span.line if d.span else 0) for d in warned] == [("warning", 3)]
    assert result.document is not None
    assert [r.call.name for r in result.document.rules if isinstance(r.call, ir.Call)] \
        == ["1S"]  # never a rule: no record, no matcher entry (P only leads to it: a path)
    if to == "bss":
        assert isinstance(result.output, str) and "1SPPP1H" not in result.output


@pytest.mark.parametrize("to", ["html", "latex", "bml"])
def test_a_page_shows_the_impossible_row_as_written_and_leaves_nothing_out(to: str) -> None:
    result = convert_text(ILLEGAL, to, from_="bml")
    assert isinstance(result.output, str) and "insufficient" in result.output
    assert not [d for d in result.diagnostics if d.code == "illegal-auction"]


def test_check_and_convert_agree_on_the_command_line(tmp_path: Path) -> None:
    (tmp_path / "t.bml").write_text(ILLEGAL)
    check = run_cli("check", "t.bml", cwd=tmp_path)
    convert = run_cli("convert", "t.bml", "-t", "bss", "-o", "t.bss", cwd=tmp_path)
    assert check.returncode == convert.returncode == 0
    for said in (check.stdout, convert.stderr):  # check reports on stdout
        assert said.count(b"warning: illegal auction 1S (P) P (P) 1H") == 1
    assert "1SPPP1H" not in (tmp_path / "t.bss").read_text()


@pytest.mark.parametrize("tool", ["bml2bss", "bml2html", "bml2latex"])
def test_the_drop_ins_leave_it_out_as_quietly_as_the_reference(tmp_path: Path,
                                                               tool: str) -> None:
    (tmp_path / "t.bml").write_text(ILLEGAL)
    run = run_cli("t.bml", "-o", "out", cwd=tmp_path, exe=tool)
    assert run.returncode == 0 and run.stderr == b""  # quiet: errors only, as the reference
    assert "1SPPP1H" not in (tmp_path / "out").read_text()


def test_an_illegal_expansion_is_a_located_note_and_no_record() -> None:
    checked = convert_text(PATTERN, "bss", from_="bml")
    assert checked.ok and isinstance(checked.output, str)
    assert "1C1H1H" not in checked.output and "1D1H1H" not in checked.output
    assert "1C1D1H" in checked.output  # where the pattern row is legal it stands
    notes = [d for d in checked.diagnostics if d.code == "illegal-expansion"]
    assert [(d.severity, d.span.line if d.span else 0) for d in notes] == [("info", 2)] * 4
    assert "left out 1C (1H) 1H, an expansion of the pattern 1m" in notes[0].message


def test_a_row_illegal_in_every_expansion_is_a_warning() -> None:
    result = convert_text("1m-(1X)\n  1C = never\n", "bss", from_="bml")
    assert isinstance(result.output, str) and "1C1H1C" not in result.output
    assert [(d.code, d.severity) for d in result.diagnostics if d.code == "illegal-auction"] \
        == [("illegal-auction", "warning")]


@pytest.mark.parametrize(("folder", "name"), REAL_SYSTEMS, ids=[n for _, n in REAL_SYSTEMS])
def test_check_and_convert_agree_on_the_real_systems(folder: str, name: str) -> None:
    path = corpus_dir("bml", "wild", folder) / name
    checked = check_file(path)
    errors = sorted(d.render() for d in checked.diagnostics if d.severity == "error")
    for to in ("bss", "html"):
        converted = convert_file(path, to)
        assert (converted.output is not None) == checked.ok, (to, errors)
        assert sorted({d.render() for d in converted.diagnostics
                       if d.severity == "error"}) == sorted(set(errors))
    dropin = run_cli(str(path), "-o", "-", exe="bml2bss")
    assert (dropin.returncode == 0) == checked.ok
    assert all(d.code == "illegal-auction" for d in checked.diagnostics
               if d.severity == "error")


def test_the_walk_s_legality_agrees_with_the_laws() -> None:
    """``bidtables.legality.step`` (one state per row) says what ``bridge.auction.illegal``
    says, on every auction of up to five calls from a small alphabet, either side."""
    import itertools

    from bridgec.bidtables.legality import first_illegal, why_illegal
    from bridgec.bridge.auction import illegal

    alphabet = ["P", "X", "XX", "1C", "Q"]
    for n in range(1, 6):
        for calls in itertools.product(alphabet, repeat=n):
            for sides in itertools.product(("we", "they"), repeat=n):
                pairs = list(zip(calls, sides, strict=True))
                laws = next((i for i in range(n) if illegal(
                    list(calls[:i]), calls[i], [s == sides[i] for s in sides[:i]])), None)
                found = first_illegal(pairs)
                assert (found[0] if found else None) == laws, pairs
                if laws is not None:
                    assert why_illegal(pairs[:laws + 1]) == found[1]  # type: ignore[index]


def test_an_opponents_call_that_would_be_legal_as_ours_says_how_to_write_ours() -> None:
    """(R) under our pass is the opponents' redouble of their own double; the hint names the
    auction the author most likely meant, our redouble after their pass."""
    text = "1N-(P)-2C-(D)\n  P = no major\n    (R) = asks again\n"
    [error] = [d for d in convert_text(text, "bss", from_="bml").diagnostics
               if d.code == "illegal-auction"]
    assert "illegal auction 1N (P) 2C (X) P (XX)" in error.message
    assert error.hint and "1N (P) 2C (X) P (P) XX" in error.hint
    assert "without the parentheses" in error.hint
    [plain] = [d for d in convert_text(ILLEGAL, "bss", from_="bml").diagnostics
               if d.code == "illegal-auction"]
    assert plain.hint == "this sequence can never occur at the table; correct the calls"


@pytest.mark.parametrize("to", ["bss", "html", "matcher"])
def test_an_error_check_gives_stops_every_conversion(to: str) -> None:
    """A rule whose call is still a pattern (``unbound-variable``, an error of ``check``):
    no conversion writes anything."""
    rule = ir.Rule(id="u", auction=(), call=ir.CallPattern(
        text="2oM", form="variable", level=2, variable="oM"))
    text = ir_json.emit(ir.Document(rules=(rule,))).output
    assert isinstance(text, str)
    converted = convert_text(text, to, from_="ir-json")
    assert converted.output is None
    assert [d.code for d in converted.diagnostics if d.severity == "error"] \
        == ["unbound-variable"]
