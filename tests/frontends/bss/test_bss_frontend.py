"""BSS front end: corpus round trips, field splitting, sides, encodings, error recovery."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from bridgec import ir, registry
from bridgec.emitters import bss as bss_out
from bridgec.emitters._text import one_line
from bridgec.frontends import bss
from bridgec.limits import MAX_BSS_DIAGNOSTICS
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import run_passes
from bridgec.verify import verify

from bml_reference import legal_records
from conftest import CORPUS, INPUTS, ROOT, corpus_dir, run_cli

CORPUS_FILES = sorted((CORPUS / "bss").glob("*.bss"))
SCHEMA = json.loads((ROOT / "ir-schema" / "bridgec-ir.schema.json").read_text())


def records(text: str) -> list[str]:
    """The non-blank lines of a BSS text, trailing CR removed."""
    return [line.removesuffix("\r") for line in text.split("\n") if line.strip()]


def parse(data: bytes, path: str = "t.bss", encoding: str | None = None) -> ir.Document:
    result = bss.parse(data, path=path, options=ParseOptions(encoding=encoding))
    assert result.document is not None
    assert not [d for d in result.diagnostics if d.severity == "error"], result.diagnostics
    return result.document


def rule_for(document: ir.Document, record: str) -> ir.Rule:
    """The rule read from the record whose text starts with ``record``."""
    for rule in document.rules:
        assert rule.bss is not None
        star = "*" if rule.bss.competitive else ""
        head = f"{star}{rule.bss.position}{rule.bss.vulnerability}{rule.bss.sequence}="
        if head == record:
            return rule
    raise AssertionError(f"no record {record}")


def test_corpus_is_there() -> None:
    assert len(list(corpus_dir("bss").glob("*.bss"))) >= 15


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: p.name)
def test_corpus_round_trip_reproduces_every_record(path: Path) -> None:
    data = path.read_bytes()
    passes = registry.FRONT_ENDS["bss"].passes()
    document = run_passes(parse(data, str(path)), passes, verify_each=True)
    output = bss_out.emit(document, EmitOptions(bss_form="spec")).output
    text = output if isinstance(output, str) else output.decode()
    # control characters (U+0001 left by bridge-markup's bml2bss) are written as U+FFFD;
    # a record that can never occur at the table is left out (bss-illegal)
    assert records(text) == [one_line(r) for r in records(legal_records(data.decode("utf-8")))]


FULL_WIDTH = str.maketrans({"\uff1d": "=", "\uff03": "#", "\uff3c": "\\"})


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: p.name)
def test_bboalert_form_reads_back_as_the_same_rules(path: Path) -> None:
    """The default form drops dispositions after P/D/R and writes '=' and '#' full-width:
    read back, every rule has its auction, conditions and description (full-width forms
    aside; P/D/R descriptions of one character gain a space; control characters are
    U+FFFD)."""
    first = parse(path.read_bytes(), str(path))
    output = bss_out.emit(first).output
    again = parse(output.encode() if isinstance(output, str) else output, "again.bss")

    def facts(document: ir.Document) -> list[tuple[object, ...]]:
        return [(r.conditions, r.auction, r.call, r.side,
                 one_line(bss_out._description(r.meaning)).translate(FULL_WIDTH).rstrip())
                for r in document.rules]
    assert facts(again) == facts(first)


def test_a_file_without_dispositions_after_pdr_is_read_as_such() -> None:
    """One P/D/R record whose text cannot start with a disposition code shows the writer
    leaves them out; then ``16+`` after a double is text, not disposition ``1``."""
    lines = ["*00{}=NYYYYYY", "*001ND=NYYYYYY16+.  Penalty."]
    alone = parse("\n".join(lines).encode())
    assert alone.rules[0].meaning.disposition == "signoff"
    both = parse("\n".join([*lines, "001C1HP=NYYYYYYnatural"]).encode())
    assert [bss_out._description(r.meaning) for r in both.rules] == ["16+.  Penalty.",
                                                                     "natural"]
    assert [r.meaning.disposition for r in both.rules] == [None, None]
    wbr5 = parse((corpus_dir("bss") / "jdh8_Wbr5.bss").read_bytes())
    assert bss_out._description(rule_for(wbr5, "*001ND=").meaning) == "16+.  Penalty."


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: p.name)
def test_corpus_ir_validates_against_schema(path: Path) -> None:
    document = run_passes(parse(path.read_bytes(), str(path)), registry.FRONT_ENDS["bss"].passes())
    jsonschema.Draft202012Validator(SCHEMA).validate(json.loads(ir.to_json(document)))


def test_corpus_record_counts_match_the_readme() -> None:
    folder = corpus_dir("bss")
    wbr5 = parse((folder / "jdh8_Wbr5.bss").read_bytes())
    assert len(wbr5.rules) == 296 + 152
    assert sum(r.side == "they" or bool(r.auction and r.auction[0].side == "they")
               for r in wbr5.rules) >= 152
    assert wbr5.disclosure is not None and wbr5.disclosure.newline == "\r\n"
    kinds = [type(r).__name__ for r in wbr5.disclosure.records]
    assert kinds == ["CardingRecord", "ConventionRecord"]
    rkcb = parse((folder / "jdh8_RKCB.bss").read_bytes())
    assert rkcb.disclosure is not None and rkcb.disclosure.header.floating
    assert len(rkcb.rules) == 65
    defense = parse((folder / "jdh8bs_defense.bss").read_bytes())
    assert len(defense.rules) == 565 - 3  # 3 illegal expansions of patterns (bss-illegal)
    assert all(r.bss is not None and r.bss.competitive for r in defense.rules)


@pytest.mark.parametrize(("file", "record", "disposition", "lengths", "description"), [
    ("jdh8_RKCB.bss", "004NDR=", None, (None, None), "0 keys."),
    ("jdh8_RKCB.bss", "004N5HD=", None, (None, None), "Even number of keys."),
    ("jdh8_RKCB.bss", "004N=", "D", (None, None), "Ask for keycards"),
    ("jdh8_Wbr5.bss", "001C1DD=", None, (None, None), "4+!H."),
    ("jdh8_Wbr5.bss", "004C=", "6", ("0", "8"), "7+!H."),
    ("gpbml_example4.bss", "*001N2CDP=", "0", (None, None), "5+!c, suggestion"),
    ("gpbml_example4.bss", "*001N2CD2D=", "0", ("0", "8"), "5+!d, suggestion"),
    ("kung_example.bss", "*001N2CDP=", None, (None, None), "5+!c, suggestion"),
    ("kung_example.bss", "*001N2CD=", None, (None, None), ""),
    ("gpbml_example.bss", "003N=", "0", (None, None), "Gambling"),
])
def test_optional_fields_are_split_as_the_writers_meant(
        file: str, record: str, disposition: str | None, lengths: tuple[str | None, str | None],
        description: str) -> None:
    document = parse((corpus_dir("bss") / file).read_bytes())
    fields = rule_for(document, record).bss
    assert fields is not None
    assert fields.disposition == disposition
    assert (fields.min_length, fields.max_length) == lengths
    assert fields.description.startswith(description)


def test_sides_alternate_from_the_opening_side() -> None:
    document = parse((INPUTS / "bss" / "system.bss").read_bytes())
    rule = rule_for(document, "*001N2C{Stayman}D=")
    assert rule.auction is not None
    assert [(c.call, c.side) for c in rule.auction] == [("1N", "they"), ("2C", "we")]
    assert rule.auction[1].qualification == "Stayman"
    assert (rule.call, rule.side) == (ir.Call(name="X"), "they")
    uncontested = rule_for(document, "001CP1DP1H=")
    assert uncontested.auction is not None
    assert [c.side for c in uncontested.auction] == ["we", "they", "we", "they"]
    assert uncontested.side == "we"
    verify(document)


def test_codes_become_conditions_and_meaning() -> None:
    document = parse((INPUTS / "bss" / "system.bss").read_bytes())
    rule = rule_for(document, "551H=")
    assert rule.conditions == ir.Conditions(seats=(1, 2), we_vulnerable=False)
    assert rule.meaning.disposition == "non_forcing"
    assert (rule.meaning.min_length, rule.meaning.max_length) == (5, None)
    gambling = rule_for(document, "372N=")
    assert gambling.conditions == ir.Conditions(seats=(3,), they_vulnerable=False)
    assert gambling.meaning.outcomes == ir.Outcomes(hearts=False, spades=False)
    assert gambling.meaning.disposition == "preemptive"
    assert rule_for(document, "641H=").conditions == ir.Conditions(
        seats=(3, 4), we_vulnerable=True, they_vulnerable=True)
    assert rule_for(document, "081S=").conditions == ir.Conditions(they_vulnerable=True)
    assert rule_for(document, "001CP1D=").meaning.artificial is True
    assert rule_for(document, "001CP1DP1H=").meaning.artificial is False


def test_description_suits_line_breaks_and_control_characters() -> None:
    document = parse((INPUTS / "bss" / "system.bss").read_bytes())
    assert rule_for(document, "001C=").meaning.description[0] == ir.SuitSymbol(suit="C",
                                                                               source="!C")
    broken = rule_for(document, "001CP1H=").meaning.description
    assert ir.LineBreak() in broken
    assert broken[-1] == ir.Text(text="Game forcing")
    kept = rule_for(document, "372N=").meaning.description
    assert ir.Text(text="Gambling \x01") in kept
    assert rule_for(document, "081S=").meaning.description == (  # BBO shows \\ as a break
        ir.Text(text="Either path "), ir.LineBreak(), ir.Text(text=" kept"))


def test_carding_record_is_decoded() -> None:
    document = parse((INPUTS / "bss" / "system.bss").read_bytes())
    assert document.disclosure is not None
    carding = document.disclosure.records[-1]
    assert isinstance(carding, ir.CardingRecord)
    assert len(carding.leads_vs_nt) == 22 and len(carding.leads_vs_suits) == 18
    assert carding.leads_vs_nt[0] == ir.LeadChoice(holding="xx", code="B")
    assert carding.leads_vs_suits[9].holding == "AK"
    assert len(carding.signals) == 18
    assert carding.signals[0] == ir.Signal(situation="partner_leads_nt", priority=1, code="H",
                                           meaning="count_odd_even")
    assert carding.signals[-1].situation == "discards_suit"
    assert carding.signals[-1].meaning == "no_agreement"
    assert carding.description.startswith("Standard carding")
    assert carding.index == len(document.rules)
    stock = document.disclosure.records[0]
    assert stock == ir.StockCardRecord(file="SAYC.bss", index=0, span=stock.span)


def test_bad_records_are_reported_and_the_rest_is_read() -> None:
    path = INPUTS / "bss" / "errors" / "bad_records.bss"
    result = bss.parse(path.read_bytes(), path=str(path))
    assert result.document is not None
    errors = [d for d in result.diagnostics if d.severity == "error"]
    assert [d.span.line for d in errors if d.span] == [3, 4, 5, 7, 8]
    assert all(d.hint for d in errors)
    assert [r.span.line for r in result.document.rules if r.span] == [2, 6, 9]


def test_bad_records_exit_1_with_located_errors() -> None:
    result = run_cli("convert", str(INPUTS / "bss" / "errors" / "bad_records.bss"),
                     "-t", "bss", "-o", "-")
    assert result.returncode == 1
    assert b"bad_records.bss:3:3: error: cannot read this bidding record: '1X' is not a call" \
        in result.stderr
    assert b"Traceback" not in result.stderr


def test_crlf_and_trailing_spaces_round_trip_byte_for_byte(tmp_path: Path) -> None:
    source = (INPUTS / "bss" / "system.bss").read_bytes().replace(b"\n", b"\r\n")
    path = tmp_path / "crlf.bss"
    path.write_bytes(source)
    result = run_cli("convert", str(path), "-t", "bss", "-o", "-", "--bss-form", "spec")
    assert result.returncode == 0, result.stderr.decode()
    expected = b"".join(line + b"\r\n" for line in source.split(b"\r\n") if line.strip())
    # but for its U+0001, written as U+FFFD
    assert result.stdout == expected.replace(b"\x01", "\ufffd".encode())


def test_latin1_is_detected_and_written_back(tmp_path: Path) -> None:
    source = "*00{Syst\xe8me}=NYYYYYYR\xe9sum\xe9\n001C=NYYYYYY0083+!c, tr\xe8fle\n"
    path = tmp_path / "latin.bss"
    path.write_bytes(source.encode("latin-1"))
    document = parse(path.read_bytes())
    assert document.disclosure is not None and document.disclosure.encoding == "latin-1"
    assert document.meta_value("TITLE") == "Syst\xe8me"
    result = run_cli("convert", str(path), "-t", "bss", "-o", "-", "--bss-form", "spec")
    assert result.stdout == source.encode("latin-1")
    result = run_cli("convert", str(path), "-t", "bss", "-o", "-")
    assert result.stdout == source.replace("R\xe9sum\xe9", "").encode("latin-1")


def test_encoding_option_overrides_detection() -> None:
    data = "*00{Été}=NYYYYYY\n".encode()
    assert parse(data).meta_value("TITLE") == "Été"
    assert parse(data, encoding="latin-1").meta_value("TITLE") == "Ã\x89tÃ©"
    result = bss.parse(b"*00{\xff}=NYYYYYY\n", path="t.bss", options=ParseOptions(
        encoding="utf-8"))
    assert [d.severity for d in result.diagnostics] == ["error"]
    assert "not valid utf-8" in result.diagnostics[0].message


def test_nothing_readable_gives_no_document() -> None:
    result = bss.parse(b"\n  \n", path="t.bss")
    assert result.document is None
    assert result.diagnostics[0].span is not None


def test_utf8_bom_is_skipped() -> None:
    document = parse("\ufeff*00{BOM}=NYYYYYY\n001C=NYYYYYY0082+!c\n".encode())
    assert document.meta_value("TITLE") == "BOM" and len(document.rules) == 1


def test_problems_past_the_limit_are_counted_in_one_diagnostic() -> None:
    """A fuzz finding: 500,000 lines that are no records, each located by the grammar and
    each an error, took more than 10 s and 700 MB."""
    data = b"*00{x}=NYYYYYYx\n" + b"x\n" * (MAX_BSS_DIAGNOSTICS + 500)
    result = bss.parse(data, path="many.bss")
    said = result.diagnostics
    assert len(said) == MAX_BSS_DIAGNOSTICS + 1
    assert all(d.span is not None and d.span.line == n + 2 and d.span.col == 1
               for n, d in enumerate(said[:-1]))
    last = said[-1]
    assert last.severity == "error" and last.span is not None
    assert last.span.line == MAX_BSS_DIAGNOSTICS + 2
    assert last.message.startswith("500 more problems (500 errors) from here on are not listed")
