"""One notion of error: what ``bridgec check`` calls an error, no conversion writes (exit 1,
nothing written), for every command and the drop-ins; the expansions of a pattern row that
are illegal in some auctions are left out there with a located note, never a record."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgec.api import check_file, convert_file, convert_text

from conftest import corpus_dir, run_cli

ILLEGAL = "1S = 5+!s\n  P\n    1H = insufficient\n"
PATTERN = "1m-(1X)\n  1H = transfer to spades\n  1N = natural\n"
REAL_SYSTEMS = [("gpaulissen-bridge-systems", "system-HB-GJP.bml"),
                ("gpaulissen-bridge-systems", "system-DA-GJP.bml"),
                ("jdh8-bridge-systems-1.0", "wj.bml"),
                ("jdh8-bridge-systems-1.0", "defense.bml")]


@pytest.mark.parametrize("to", ["bss", "html", "latex", "bml", "ir-json", "matcher"])
def test_an_illegal_row_is_refused_by_every_conversion(to: str) -> None:
    result = convert_text(ILLEGAL, to, from_="bml")
    assert result.output is None
    assert [d.code for d in result.diagnostics if d.severity == "error"] == ["illegal-auction"]


def test_check_and_convert_agree_on_the_command_line(tmp_path: Path) -> None:
    (tmp_path / "t.bml").write_text(ILLEGAL)
    check = run_cli("check", "t.bml", cwd=tmp_path)
    convert = run_cli("convert", "t.bml", "-t", "bss", "-o", "t.bss", cwd=tmp_path)
    assert check.returncode == convert.returncode == 1
    assert b"illegal auction 1S (P) P (P) 1H" in convert.stderr
    assert convert.stderr.count(b"error:") == 1
    assert not (tmp_path / "t.bss").exists()


@pytest.mark.parametrize("tool", ["bml2bss", "bml2html", "bml2latex"])
def test_the_drop_ins_refuse_it_too(tmp_path: Path, tool: str) -> None:
    (tmp_path / "t.bml").write_text(ILLEGAL)
    run = run_cli("t.bml", "-o", "out", cwd=tmp_path, exe=tool)
    assert run.returncode == 1
    assert run.stderr.count(b"error:") == 1  # quiet: the error only, as the reference
    assert not (tmp_path / "out").exists()


def test_an_illegal_expansion_is_a_located_note_and_no_record() -> None:
    checked = convert_text(PATTERN, "bss", from_="bml")
    assert checked.ok and isinstance(checked.output, str)
    assert "1C1H1H" not in checked.output and "1D1H1H" not in checked.output
    assert "1C1D1H" in checked.output  # where the pattern row is legal it stands
    notes = [d for d in checked.diagnostics if d.code == "illegal-expansion"]
    assert [(d.severity, d.span.line if d.span else 0) for d in notes] == [("info", 2)] * 4
    assert "left out 1C (1H) 1H, an expansion of the pattern 1m" in notes[0].message


def test_a_row_illegal_in_every_expansion_is_an_error() -> None:
    result = convert_text("1m-(1X)\n  1C = never\n", "bss", from_="bml")
    assert result.output is None
    assert [d.code for d in result.diagnostics if d.severity == "error"] == ["illegal-auction"]


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
    [error] = [d for d in convert_text(text, "html", from_="bml").diagnostics
               if d.severity == "error"]
    assert "illegal auction 1N (P) 2C (X) P (XX)" in error.message
    assert error.hint and "1N (P) 2C (X) P (P) XX" in error.hint
    assert "without the parentheses" in error.hint
    [plain] = [d for d in convert_text(ILLEGAL, "html", from_="bml").diagnostics
               if d.severity == "error"]
    assert plain.hint == "this sequence can never occur at the table; correct the calls"
