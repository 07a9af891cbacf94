"""Fields of the IR that have a fixed form say it in their types (``Meta(pattern=...)``, so
the JSON Schema states it too), and the IR JSON front end checks what a type cannot: that a
call pattern's text reads as its parts. Whatever IR JSON it accepts, the BML and BSS
emitters write output their own front ends read back."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bridgec import ir
from bridgec.api import compile_source
from bridgec.frontends import ir_json

from conftest import ROOT

SCHEMA = ROOT / "ir-schema" / "bridgec-ir.schema.json"


def _pattern(text: str, form: str, level: int, **parts: str) -> dict[str, Any]:
    return {"kind": "call-pattern", "text": text, "form": form, "level": level, **parts}


def _document(call: dict[str, Any], **disclosure: Any) -> dict[str, Any]:
    row = {"kind": "bid-node", "id": "r1", "call": {"kind": "call", "name": "1C"},
           "children": [{"kind": "bid-node", "id": "r2", "call": call}]}
    doc: dict[str, Any] = {"kind": "document", "ir_version": ir.IR_VERSION,
                           "source": {"kind": "source", "format": "ir-json"},
                           "body": [{"kind": "bid-table", "rows": [row]}]}
    if disclosure:
        doc["disclosure"] = {"kind": "disclosure", "header": {"kind": "disclosure-header"},
                             **disclosure}
    return doc


def _errors(doc: dict[str, Any]) -> list[tuple[str, int, int]]:
    data = json.dumps(doc, indent=1).encode()
    result = ir_json.parse(data, path="x.ir.json")
    return [(d.message, d.span.line, d.span.col) for d in result.diagnostics
            if d.severity == "error" and d.span is not None]


GOOD = [_pattern("2HS", "suits", 2, strains="HS"), _pattern("2M", "variable", 2, variable="M"),
        _pattern("3oM", "variable", 3, variable="oM"), _pattern("2red", "variable", 2,
                                                                variable="red"),
        _pattern("2steps", "step", 2), _pattern("2\\R", "placeholder", 2, variable="R"),
        _pattern("2S/3H", "suits", 3, strains="H")]


@pytest.mark.parametrize("call", GOOD, ids=[c["text"] for c in GOOD])
def test_call_patterns_as_bml_writes_them_are_read_and_round_trip(call: dict[str, Any]) -> None:
    data = json.dumps(_document(call)).encode()
    assert _errors(_document(call)) == []
    made = compile_source(data, path="x.ir.json", from_="ir-json", to="bml")
    assert isinstance(made.output, str)
    back = compile_source(made.output.encode(), path="x.bml", from_="bml")
    assert back.document is not None
    assert [d.message for d in back.diagnostics if d.severity == "error"] == []


BAD_CALLS = {
    "variable-not-a-word": (_pattern("2<b>", "variable", 2, variable="<b>"),
                            "call.variable"),
    "text-not-its-parts": (_pattern("2<b>", "variable", 2, variable="M"), "call"),
    "level-not-its-text": (_pattern("3M", "variable", 2, variable="M"), "call"),
    "form-not-its-text": (_pattern("2M", "suits", 2, strains="H"), "call"),
    "a-plain-call": (_pattern("2H", "suits", 2, strains="H"), "call"),
    "strains-not-strains": (_pattern("2HS", "suits", 2, strains="H<"), "call.strains"),
    "text-with-blanks": (_pattern("2 M", "variable", 2, variable="M"), "call.text"),
    "no-call": (_pattern("2<b>", "placeholder", 0), "call"),
}


@pytest.mark.parametrize("name", BAD_CALLS)
def test_a_call_pattern_that_is_not_its_text_is_a_located_error(name: str) -> None:
    call, where = BAD_CALLS[name]
    errors = _errors(_document(call))
    assert len(errors) == 1, errors
    message, line, col = errors[0]
    assert message.startswith("invalid IR: ")
    assert f"$.body[0].rows[0].children[0].{where})" in message
    text = json.dumps(_document(call), indent=1).splitlines()[line - 1]
    assert text[col - 1:].lstrip().startswith(('"', "{")), (text, col)


def _start(text: str, *calls: dict[str, Any]) -> dict[str, Any]:
    doc = _document({"kind": "call", "name": "2C"})
    doc["body"][0]["rows"][0]["call"]["name"] = "2D"  # after 1N, a legal auction (not 1C)
    doc["body"][0]["rows"][0]["children"][0]["call"]["name"] = "2N"
    doc["body"][0]["start"] = {"kind": "sequence-start", "text": text, "calls": list(calls)}
    return doc


def _prefix(call: dict[str, Any], side: str = "we") -> dict[str, Any]:
    return {"kind": "prefix-call", "call": call, "side": side}


ONE_N = {"kind": "call", "name": "1N"}


@pytest.mark.parametrize("doc", [_start("1N-2<b>;", _prefix(ONE_N)),
                                 _start("(1N)-P;", _prefix(ONE_N)),
                                 _start("1N;", _prefix(ONE_N, "they")),
                                 _start("", )],
                         ids=["not-a-call", "more-calls", "other-side", "no-calls"])
def test_a_sequence_start_that_is_not_its_calls_is_a_located_error(doc: dict[str, Any]
                                                                   ) -> None:
    errors = _errors(doc)
    assert len(errors) == 1, errors
    assert "(at $.body[0].start)" in errors[0][0]


@pytest.mark.parametrize("doc", [_start("(1N)-P;", _prefix(ONE_N, "they"),
                                        _prefix({"kind": "call", "name": "P"})),
                                 _start("", _prefix(ONE_N))], ids=["as-written", "no-text"])
def test_a_sequence_start_that_reads_as_its_calls_round_trips(doc: dict[str, Any]) -> None:
    assert _errors(doc) == []
    made = compile_source(json.dumps(doc).encode(), path="x.ir.json", from_="ir-json", to="bml")
    assert isinstance(made.output, str)
    back = compile_source(made.output.encode(), path="x.bml", from_="bml")
    assert [d.message for d in back.diagnostics if d.severity == "error"] == []


LEADS = [{"kind": "lead-choice", "holding": "xx", "code": "B"}]
SIGNAL = {"kind": "signal", "situation": "discards_nt", "priority": 1, "code": "A",
          "meaning": "other"}


def _carding(nt: int = 22, suits: int = 18, signals: int = 18, code: str = "B"
             ) -> dict[str, Any]:
    return {"kind": "carding-record", "leads_vs_nt": LEADS * nt,
            "leads_vs_suits": [dict(LEADS[0], code=code)] * suits, "signals": [SIGNAL] * signals}


BAD_BSS = {
    "header-code": ({"header": {"kind": "disclosure-header", "code": "0\n"}}, "header.code"),
    "header-flags": ({"header": {"kind": "disclosure-header", "flags": "NYYYYYYY"}},
                     "header.flags"),
    "convention-separator": ({"records": [{"kind": "convention-record", "file": "x",
                                           "separator": "=x"}]}, "records[0].separator"),
    "lead-code": ({"records": [_carding(code="{")]}, "records[0].leads_vs_suits[0].code"),
    "lead-count": ({"records": [_carding(nt=21)]}, "records[0].leads_vs_nt"),
    "signal-count": ({"records": [_carding(signals=19)]}, "records[0].signals"),
}


@pytest.mark.parametrize("name", BAD_BSS)
def test_bss_fields_of_a_fixed_form_are_checked_by_their_types(name: str) -> None:
    disclosure, where = BAD_BSS[name]
    errors = _errors(_document(GOOD[0], **disclosure))
    assert len(errors) == 1, errors
    assert errors[0][0].startswith("invalid IR: ")
    assert f"(at $.disclosure.{where})" in errors[0][0]


def _with_bss(**fields: Any) -> dict[str, Any]:
    bss = {"kind": "bss-fields", "competitive": False, "position": "0", "vulnerability": "0",
           "sequence": "1C", "artificial": "N", "outcomes": "YYYYYY", **fields}
    doc = _document({"kind": "call", "name": "1D"})
    doc["rules"] = [{"kind": "rule", "id": "r1", "call": {"kind": "call", "name": "1C"},
                     "auction": [], "bss": bss}]
    return doc


BAD_FIELDS = {"vulnerability": "Pass", "position": "10", "sequence": "1CPass",
              "artificial": "NY", "outcomes": "YYYYY", "min_length": "9", "disposition": ""}


@pytest.mark.parametrize("field", BAD_FIELDS)
def test_bss_fields_of_a_rule_are_checked_by_their_types(field: str) -> None:
    assert _errors(_with_bss()) == []
    errors = _errors(_with_bss(**{field: BAD_FIELDS[field]}))
    assert len(errors) == 1, errors
    assert f"(at $.rules[0].bss.{field})" in errors[0][0]


def test_a_good_carding_record_round_trips_through_bss() -> None:
    doc = _document({"kind": "call", "name": "1D"}, records=[_carding()])
    assert _errors(doc) == []
    made = compile_source(json.dumps(doc).encode(), path="x.ir.json", from_="ir-json", to="bss")
    assert isinstance(made.output, str)
    back = compile_source(made.output.encode(), path="x.bss", from_="bss")
    assert [d.message for d in back.diagnostics if d.severity == "error"] == []


def test_the_schema_states_the_fixed_forms() -> None:
    defs = json.loads(SCHEMA.read_text())["$defs"]
    assert defs["CallPattern"]["properties"]["variable"]["pattern"] == "^[A-Za-z0-9_]*$"
    assert defs["CallPattern"]["properties"]["strains"]["pattern"] == "^[CDHSN]*$"
    assert defs["CallPattern"]["properties"]["text"]["pattern"] == "^\\S+$"
    assert defs["DisclosureHeader"]["properties"]["code"]["pattern"] == "^[0-9]{2}$"
    assert defs["ConventionRecord"]["properties"]["separator"]["enum"] == ["", " "]
    assert defs["LeadChoice"]["properties"]["code"]["pattern"] == "^[A-Za-z]$"
    assert defs["CardingRecord"]["properties"]["leads_vs_nt"]["minItems"] == 22


def test_the_fuzz_finding_is_a_located_error() -> None:
    data = (ROOT / "tests" / "inputs" / "roundtrip-bml" / "fuzz"
            / "round-trip-2e4594b718eb.ir.json").read_bytes()
    result = ir_json.parse(data, path="x.ir.json")
    assert [d.severity for d in result.diagnostics] == ["error"]
    assert "call.variable" in result.diagnostics[0].message

