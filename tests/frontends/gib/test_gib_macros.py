"""Macro expansion of mb.txt2 with mac.m4, as the seed states it."""

from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

from bridgec import ir
from bridgec.diagnostics import Span
from bridgec.frontends import gib
from bridgec.frontends.gib.macros import MAX_ROUNDS, expand, read_macros
from bridgec.options import ParseOptions

from conftest import INPUTS, ROOT, run_cli

GIB = INPUTS / "gib" / "macros"
MAC = "tests/inputs/gib/macros/mac.m4"


def _table(text: str):  # type: ignore[no-untyped-def]
    table, problems = read_macros(text, "mac.m4")
    assert problems == ()
    return table


def _rules() -> dict[int, ir.Rule]:
    path = "tests/inputs/gib/macros/mb.txt2"
    result = gib.parse((ROOT / path).read_bytes(), path=path,
                       options=ParseOptions(macros=MAC))
    assert result.document is not None and result.diagnostics == ()
    return {r.rule_id: r for r in result.document.rules if r.rule_id is not None}


def test_both_definition_forms_are_read() -> None:
    table = _table("define(`A1', `1N')\ndefine(B,2C)\nC_X 3N:P\n; comment\ndnl also\n")
    assert {n: m.body for n, m in table.macros.items()} == {"A1": "1N", "B": "2C",
                                                           "C_X": "3N:P"}
    assert table.macros["C_X"].span == Span(path="mac.m4", line=3, col=1)


def test_expansion_repeats_until_nothing_changes() -> None:
    table = _table("OUTER INNER&C..[4-9]\nINNER P1[5-7]\n")
    assert expand("OUTER", table) == ("P1[5-7]&C..[4-9]", "OUTER", None)


def test_boundaries_follow_the_seed() -> None:
    table = _table("GF P1.\n")
    # before: not alphanumeric, @ or _; after: not alphanumeric or _
    assert expand("GF", table)[0] == "P1."
    assert expand("(GF|P0)", table)[0] == "(P1.|P0)"
    assert expand(":GF:", table)[0] == ":P1.:"
    assert expand("XGF", table)[0] == "XGF"
    assert expand("_GF", table)[0] == "_GF"
    assert expand("@GF", table)[0] == "@GF"
    assert expand("GF1", table)[0] == "GF1"
    assert expand("GF_", table)[0] == "GF_"
    assert expand("GFX", table)[0] == "GFX"


def test_a_cycle_stops_with_a_message() -> None:
    table = _table("A B\nB A\n")
    text, first, problem = expand("A", table)
    assert text == "A" and first == "A"
    assert problem is not None and f"{MAX_ROUNDS} rounds" in problem


def test_growth_is_capped() -> None:
    table = _table("A (A|A)\n")
    assert expand("A", table)[2] is not None


def test_database_expands_and_keeps_the_source() -> None:
    rules = _rules()
    r = rules[3001]
    assert r.gib is not None and r.gib.constraint == "P1[5-7]&D[345].....[23]"
    assert r.gib.unexpanded == "1 1N 40 NT_OPENING :P15:p17 *1 #3001"
    assert r.requires is not None and r.requires.span is not None
    assert r.requires.span.path == MAC and r.requires.span.line == 4   # NT_OPENING
    assert r.requires.span.via == Span(path="tests/inputs/gib/macros/mb.txt2", line=2,
                                       col=9, end_col=19)
    assert r.span is not None and r.span.via is not None
    assert rules[3002].call == ir.Call(name="2C") and rules[3002].gib
    assert rules[3002].gib.sequence == "1N:P:2C"


def test_a_macro_may_expand_to_several_fields() -> None:
    r = _rules()[3005]
    assert r.gib is not None and (r.gib.constraint, r.gib.spec) == ("P0[0-7]", ":p7")


def test_words_that_only_contain_a_name_are_kept() -> None:
    rules = _rules()
    assert rules[3008].gib and rules[3008].gib.sequence == "1NX"
    r = rules[3009]
    assert r.gib and (r.gib.sequence, r.gib.constraint) == ("1N:P:2C@GF", "P_GF|XGF")
    assert r.gib.unexpanded is None


def test_without_macros_the_names_stay() -> None:
    path = "tests/inputs/gib/macros/mb.txt2"
    result = gib.parse((ROOT / path).read_bytes(), path=path)
    assert result.document is not None
    first = result.document.rules[0]
    assert first.gib and first.gib.constraint == "NT_OPENING" and first.gib.unexpanded is None


def test_cli_macros_option() -> None:
    done = run_cli("convert", str(GIB / "mb.txt2"), "-f", "gib", "--macros", MAC, "-t",
                   "ir-json", "-o", "-", cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert b'"constraint": "P1[5-7]&D[345].....[23]"' in done.stdout


# --- bounded expansion (issue 21) --------------------------------------------------------

def _check(tmp_path: Path, macros: str, *args: str) -> subprocess.CompletedProcess[bytes]:
    """``bridgec check mb.txt2 --macros MACROS ARGS`` in 1 GB of memory and 10 s."""
    def limit_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    script = Path(sys.executable).parent / "bridgec"
    return subprocess.run([str(script), "check", str(tmp_path / "mb.txt2"), "--macros",
                           macros, *args], capture_output=True, cwd=tmp_path, timeout=10,
                          preexec_fn=limit_memory)


def test_growth_is_refused_before_the_text_is_built(tmp_path: Path) -> None:
    """Two rounds of 30,000 uses each: 1.8 GB if the second round were built."""
    (tmp_path / "mac.m4").write_text("A (" + "|".join(["B"] * 30_000) + ")\n"
                                     "B (" + "|".join(["C"] * 30_000) + ")\nC P1\n")
    (tmp_path / "mb.txt2").write_text("1 1N 40 A :P15 *1 #1\n")
    done = _check(tmp_path, "mac.m4")
    assert done.returncode == 1, done.stderr
    assert b"mb.txt2:1:9: error: macro expansion grows past 65536 characters " \
           b"(starting with A)" in done.stdout + done.stderr
    assert b"internal error" not in done.stdout + done.stderr


def test_the_macro_file_is_read_up_to_the_input_limit(tmp_path: Path) -> None:
    (tmp_path / "mb.txt2").write_text("1 1N 40 P1 :P15 *1 #1\n")
    done = _check(tmp_path, "/dev/zero", "--max-input-size", "1000")
    assert done.returncode == 1, done.stderr
    assert b"macro file /dev/zero is larger than the input limit of 1000 bytes" \
        in done.stdout + done.stderr


def test_expansion_counts_towards_the_input_limit(tmp_path: Path) -> None:
    (tmp_path / "mac.m4").write_text("WIDE (" + "|".join(["P1"] * 3000) + ")\n")
    (tmp_path / "mb.txt2").write_text("".join(f"1 1N 40 WIDE :P15 *1 #{n}\n"
                                              for n in range(1, 201)))
    done = _check(tmp_path, "mac.m4", "--max-input-size", "100000")
    out = done.stdout + done.stderr
    assert done.returncode == 1, out
    assert b"mb.txt2:11:9: error: macro expansion makes " in out
    assert b"larger than the input size limit of 100000 bytes (here, expanding WIDE)" in out
