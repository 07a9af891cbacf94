"""Macro expansion of mb.txt2 with mac.m4, as the seed states it."""

from __future__ import annotations

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
