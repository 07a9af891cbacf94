"""The BSS emitter on rules that did not come from BSS, and on edited BSS rules, in both
forms: ``spec`` (every field the spec names) and ``bboalert`` (the default)."""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.diagnostics import Span
from bridgec.emitters import bss as bss_out
from bridgec.frontends import bss
from bridgec.options import EmitOptions

SPAN = Span(path="s.bml", line=3, col=1)


def call(name: str, side: ir.Side = "we", qualification: str | None = None) -> ir.AuctionCall:
    return ir.AuctionCall(call=name, side=side, qualification=qualification)


def rule(auction: list[ir.AuctionCall], name: str, side: ir.Side = "we",
         description: str = "", **fields: object) -> ir.Rule:
    meaning = ir.Meaning(description=(ir.Text(text=description),) if description else ())
    base = ir.Rule(id=f"r{len(auction)}{name}", call=ir.Call(name=name), side=side,
                   auction=tuple(auction), meaning=meaning, span=SPAN)
    return msgspec.structs.replace(base, **fields)


def emit(*rules: ir.Rule, meta: tuple[ir.MetaEntry, ...] = (),
         form: bss_out.Form = "spec") -> tuple[list[str], list[str]]:
    result = bss_out.emit(ir.Document(meta=meta, rules=rules), EmitOptions(bss_form=form))
    assert isinstance(result.output, str)
    return result.output.splitlines(), [d.message for d in result.diagnostics]


def test_header_from_title_and_description() -> None:
    meta = (ir.MetaEntry(key="TITLE", value="Club 1=2"),
            ir.MetaEntry(key="DESCRIPTION", value="Strong club"))
    assert emit(meta=meta)[0] == ["*00{Club 1=2}=NYYYYYYStrong club"]
    assert emit()[0] == ["*00{}=NYYYYYY"]
    lines, messages = emit(meta=meta, form="bboalert")
    assert lines == ["*00{Club 1\uff1d2}=NYYYYYY"]
    assert [m for m in messages if "summary" in m] == [
        "BBOalert reads a header summary as an alert record (an 'Error' line); the summary "
        "is left out"]
    assert not any("own format" in m for m in messages)
    named = (ir.MetaEntry(key="TITLE", value="Club for BBOalert"),)
    assert any("will read the file as its own format" in m
               for m in emit(meta=named, form="bboalert")[1])


RULES = (rule([], "1C", description="16+"),
         rule([call("1C"), call("P", "they")], "1N", description="8+ bal"),
         rule([call("1N", "they")], "X", description="pen"),
         rule([call("1C"), call("X", "they")], "XX"),
         rule([], "2H", description="weak", conditions=ir.Conditions(
             seats=(3, 4), we_vulnerable=False)),
         rule([], "P", description="0-7"),
         rule([call("1C"), call("1D", "they")], "X", description="T"),
         rule([], "1C", side="they"))


def test_spec_form_follows_the_reference_mapping() -> None:
    assert emit(*RULES)[0][1:] == [
        "001C=NYYYYYY00816+", "001CP1N=NYYYYYY08+ bal", "*001ND=NYYYYYY0pen",
        "001CDR=NYYYYYY0", "652H=NYYYYYY008weak", "00P=NYYYYYY00-7", "001C1DD=NYYYYYY0T",
        "*001C=NYYYYYY008"]


def test_bboalert_form_has_no_disposition_after_pass_double_redouble() -> None:
    assert emit(*RULES, form="bboalert")[0][1:] == [
        "001C=NYYYYYY00816+", "001CP1N=NYYYYYY08+ bal", "*001ND=NYYYYYYpen",
        "001CDR=NYYYYYY", "652H=NYYYYYY008weak", "00P{}=NYYYYYY0-7", "001C1DD=NYYYYYYT ",
        "*001C=NYYYYYY0"]


def test_bboalert_form_writes_equals_and_hash_full_width_once_per_record() -> None:
    lines, messages = emit(rule([], "2H", description="PRE, 5=#, 4+m = 9"),
                           rule([], "2S", description="ends in \\ "), form="bboalert")
    assert lines[1:] == ["002H=NYYYYYY008PRE, 5\uff1d\uff03, 4+m \uff1d 9",
                         "002S=NYYYYYY008ends in \uff3c "]
    changed = [m for m in messages if "full-width" in m]
    assert len(changed) == 2
    assert "'=' as '\uff1d', '#' as '\uff03'" in changed[0]
    spec, spec_messages = emit(rule([], "2H", description="PRE, 5=#"))
    assert spec[1] == "002H=NYYYYYY008PRE, 5=#"
    assert sum("up to its '='" in m for m in spec_messages) == 1


def test_every_vulnerability_code_round_trips() -> None:
    for code in "012345678":
        document = bss.parse(f"*00{{}}=NYYYYYY\n0{code}1C=NYYYYYY008x\n".encode(),
                             path="v.bss").document
        assert document is not None
        fresh = msgspec.structs.replace(document.rules[0], bss=None)
        assert emit(fresh)[0][1] == f"0{code}1C=NYYYYYY008x"


def test_structured_meaning_is_written() -> None:
    meaning = ir.Meaning(description=(ir.Text(text="5+"), ir.SuitSymbol(suit="H"),
                                      ir.LineBreak(), ir.Strong(content=(ir.Text(text="F"),))),
                         artificial=True, disposition="transfer", min_length=5,
                         outcomes=ir.Outcomes(clubs=False, defend=False))
    lines, _ = emit(rule([call("1N"), call("P", "they")], "2D", meaning=meaning))
    assert lines[1] == "001NP2D=YNYYYYNA585+!h\\n*F*"


def test_edited_bss_rules_write_the_new_meaning_and_keep_the_rest() -> None:
    text = "*00{}=NYYYYYY\n001C1DD=NYYYYYY4+!H, 6-17\n"
    document = bss.parse(text.encode(), path="e.bss").document
    assert document is not None
    assert emit(*document.rules)[0][1] == "001C1DD=NYYYYYY4+!H, 6-17"
    edited = msgspec.structs.replace(document.rules[0], meaning=msgspec.structs.replace(
        document.rules[0].meaning, description=(ir.Text(text="negative"),),
        disposition="forcing"))
    assert emit(edited)[0][1] == "001C1DD=NYYYYYY5negative"
    assert emit(edited, form="bboalert")[0][1] == "001C1DD=NYYYYYYnegative"


def test_bboalert_form_fills_the_fields_bboalert_skips() -> None:
    text = "*00{}=NYYYYYYSum\n001H=NYYYYYY5 hearts\n001N=NYYYYYYbal\n001CP=NYYYYYY0x\n"
    document = bss.parse(text.encode(), path="w.bss").document
    assert document is not None
    assert emit(*document.rules)[0][1:] == ["001H=NYYYYYY5 hearts", "001N=NYYYYYYbal",
                                            "001CP=NYYYYYY0x"]
    assert emit(*document.rules, form="bboalert")[0][1:] == [
        "001H=NYYYYYY508 hearts", "001N=NYYYYYY0bal", "001CP=NYYYYYYx "]


def test_what_bss_cannot_hold_is_reported() -> None:
    pattern = ir.Rule(id="g1", pattern=ir.Goal(source="1N:P:2C"), span=SPAN)
    variable = ir.Rule(id="v1", call=ir.CallPattern(text="2M", form="variable", level=2,
                                                    variable="M"), auction=(), span=SPAN)
    seats = rule([], "1C", description="x", conditions=ir.Conditions(seats=(1, 3)))
    lines, messages = emit(pattern, variable, seats)
    assert lines[1:] == ["001C=NYYYYYY008x"]
    assert sum("is not written" in m for m in messages) == 2
    assert any("seats [1, 3]" in m for m in messages)


def test_consumer_warnings_and_their_cap() -> None:
    rules = [rule([], "1C", description="a=b"),
             rule([], "1D", description="x" * 70),
             rule([call("1C")], "1D", side="they", description="nat"),
             rule([call("1C", "they")], "1D", side="they", description="nat"),
             rule([call("1C")], "1H", side="they"),
             rule([call("2C", "they", qualification="2 suits")], "X"),
             *(rule([call("1C"), call("P", "they")], f"{level}{suit}", description="a, # b")
               for level in range(1, 8) for suit in "HS")]
    _, messages = emit(*rules, form="bboalert")
    assert sum("'=' as" in m for m in messages) == 1
    assert sum("70 characters: BBOalert alerts 'Please read chat'" in m
               for m in messages) == 1
    assert sum("even number of calls" in m and "does not know who opened" in m
               for m in messages) == 1
    assert sum("odd number of calls" in m and "error record" in m for m in messages) == 1
    assert not any(m.endswith("which BBO never alerts") for m in messages)
    assert sum("qualification" in m for m in messages) == 1
    assert not any("','" in m for m in messages)
    assert sum("'#' as" in m for m in messages) == bss_out.WARNINGS_PER_KIND - 1
    assert "5 more records than the 10 shown have this problem (bss-bboalert-text), 15 in all" \
        in messages


def test_latin1_output_warns_about_unencodable_text() -> None:
    document = bss.parse("*00{é}=NYYYYYY\n001C=NYYYYYY008x\n".encode("latin-1"),
                         path="l.bss").document
    assert document is not None
    edited = msgspec.structs.replace(document, rules=(msgspec.structs.replace(
        document.rules[0], meaning=ir.Meaning(description=(ir.Text(text="\u2212 1"),))),))
    result = bss_out.emit(edited, EmitOptions(bss_form="spec"))
    assert result.output == "*00{é}=NYYYYYY\n001C=NYYYYYY008? 1\n".encode("latin-1")
    assert any("cannot be written in latin-1" in d.message for d in result.diagnostics)
    result = bss_out.emit(edited)
    assert result.output == "*00{é}=NYYYYYY\n001C=NYYYYYY008\u2212 1\n"
    assert any("written as UTF-8" in d.message for d in result.diagnostics)


def test_unknown_codes_are_written_back_as_read() -> None:
    text = "*00{}=NYYYYYY\n791C=NYYYYYY0082+!c\n"
    result = bss.parse(text.encode(), path="c.bss")
    assert result.document is not None
    assert [r.conditions for r in result.document.rules] == [ir.Conditions()]
    assert emit(*result.document.rules)[0][1] == "791C=NYYYYYY0082+!c"
