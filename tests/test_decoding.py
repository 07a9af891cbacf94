"""One decoding policy for every front end (bridgec.decoding): byte-order marks, UTF-16 by
its NUL bytes, UTF-8, then each format's own fallback; binary data is a located error
wherever its first non-text byte is, and a magic number alone does not make text binary."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridgec
from bridgec.decoding import binary_kind, decode
from bridgec.frontends import bml, bss, gib, tm
from bridgec.options import ParseOptions

from conftest import run_cli

INPUTS = Path(__file__).parent / "inputs"

BML = ("#+TITLE: \u00c9t\u00e9 \u2665\n\nText \u00e9t\u00e9.\n\n"
       "1C  16+ \u2665 \u00e9t\u00e9\n  1D  negative\n")
BSS = "*00{\u00c9t\u00e9}=NYYYYYY\n001C=NYYYYYY0082+!c \u00e9t\u00e9\n001D=NYYYYYY0082+!d\n"


def _samples() -> dict[str, tuple[str, str]]:
    """Text of each input format and the name of its file."""
    ir_json = bridgec.convert_text(BML, "ir-json", from_="bml", path="x.bml").output
    assert isinstance(ir_json, str)
    return {"bml": (BML, "x.bml"), "bss": (BSS, "x.bss"),
            "gib": ((INPUTS / "gib" / "system.gib").read_text() + "; \u00e9t\u00e9\n",
                    "x.gib"),
            "tm": ((INPUTS / "tm" / "east-view.tm").read_text(), "x.tm"),
            "ir-json": (ir_json, "x.ir.json")}


FORMS = {
    "utf-8 BOM": lambda text: text.encode("utf-8-sig"),
    "utf-16le BOM": lambda text: codecs.BOM_UTF16_LE + text.encode("utf-16-le"),
    "utf-16be BOM": lambda text: codecs.BOM_UTF16_BE + text.encode("utf-16-be"),
    "utf-32le BOM": lambda text: codecs.BOM_UTF32_LE + text.encode("utf-32-le"),
    "utf-32be BOM": lambda text: codecs.BOM_UTF32_BE + text.encode("utf-32-be"),
    "utf-16le": lambda text: text.encode("utf-16-le"),
    "utf-16be": lambda text: text.encode("utf-16-be"),
}


@pytest.mark.parametrize("form", list(FORMS))
@pytest.mark.parametrize("source", ["bml", "bss", "gib", "tm", "ir-json"])
def test_every_front_end_reads_every_unicode_form(source: str, form: str) -> None:
    """A UTF-16 BML file with a BOM was read as Windows-1252: a page of garbage."""
    text, path = _samples()[source]
    expected = bridgec.convert_text(text.encode(), "html", from_=source, path=path)
    assert expected.ok and expected.output
    result = bridgec.convert_text(FORMS[form](text), "html", from_=source, path=path)
    assert result.diagnostics == expected.diagnostics
    assert result.output == expected.output


def test_a_utf16_system_keeps_its_bid_table(tmp_path: Path) -> None:
    path = tmp_path / "system.bml"
    path.write_bytes(BML.encode("utf-16"))
    done = run_cli("convert", str(path), "-t", "html", "-o", "-")
    assert done.returncode == 0 and done.stderr == b""
    page = done.stdout.decode()
    assert "negative" in page and "\u00e9t\u00e9" in page and "\u00c3" not in page


def test_each_format_keeps_its_own_fallback() -> None:
    cp1252 = "Text \u201cquoted\u201d \u00e9t\u00e9\n\n1C  x\n".encode("cp1252")
    result = bml.parse(cp1252, path="x.bml")
    assert [(d.severity, d.message, d.span.line if d.span else 0)
            for d in result.diagnostics] == [
        ("warning", "file is not valid UTF-8; read as Windows-1252", 1)]
    assert "\u201cquoted\u201d \u00e9t\u00e9" in repr(result.document)

    latin = BSS.encode("latin-1")
    result = bss.parse(latin, path="x.bss")
    assert result.diagnostics == () and result.document is not None
    assert result.document.disclosure is not None
    assert result.document.disclosure.encoding == "latin-1"
    assert result.document.meta_value("TITLE") == "\u00c9t\u00e9"

    rules = ("; r\u00e9ponse\n" + (INPUTS / "gib" / "system.gib").read_text()).encode("latin-1")
    result = gib.parse(rules, path="x.gib")
    assert [(d.message, d.span.line if d.span else 0) for d in result.diagnostics] == [
        ("file is not valid UTF-8; read as Latin-1", 1)]
    assert "r\u00e9ponse" in repr(result.document)

    transcript = (INPUTS / "tm" / "east-view.tm").read_text().replace(
        '"Defenders"', '"D\u00e9fense"').encode("latin-1")
    result = tm.parse(transcript, path="x.tm")
    assert result.document is not None and "D\u00e9fense" in repr(result.document)


def test_an_encoding_the_file_is_not_in_is_a_located_error() -> None:
    result = bml.parse(b"Text\n\nab \xff\n", path="x.bml", options=ParseOptions(
        encoding="utf-8"))
    assert [(d.severity, d.message, str(d.span)) for d in result.diagnostics] == [
        ("error", "the input is not valid utf-8: invalid start byte at byte 9", "x.bml:3:4")]
    result = bml.parse(b"Text\n", path="x.bml", options=ParseOptions(encoding="rot13"))
    assert [d.message for d in result.diagnostics] == ["unknown encoding 'rot13'"]


@pytest.mark.parametrize("head", ["MZ", "GIF8", "%PDF-", "PK"])
def test_text_starting_with_a_magic_number_is_text(head: str) -> None:
    text = f"{head} is how our system begins.\n\n1C  16+\n"
    result = bridgec.convert_text(text, "html", from_="bml", path="x.bml")
    assert result.ok and result.output is not None and f"{head} is how" in result.output


def test_binary_data_is_found_past_the_first_8_kb() -> None:
    data = b"Text\n\n" + b"1C  x\n" * 3000 + b"1D  \x00\x01\x02\n"
    assert binary_kind(data) == "binary data"
    result = bridgec.convert_text(data, "html", from_="bml", path="x.bml")
    assert [(d.message, str(d.span)) for d in result.diagnostics] == [
        ("x.bml is binary data, not bml text", "x.bml:3003:5")]


def test_utf16_and_utf32_text_is_not_binary() -> None:
    for codec in ("utf-16", "utf-16-le", "utf-16-be", "utf-32"):
        assert binary_kind(BML.encode(codec)) is None
    assert binary_kind(b"\x00\x01\x02\x03" * 1000) == "binary data"
    assert binary_kind(b"\x01\x02\x03\x04 control bytes") == "binary data"


def test_utf16_without_a_bom_needs_its_nul_bytes_to_say_so() -> None:
    assert decode("abc\n".encode("utf-16-le"), "x", fallback="cp1252").encoding == \
        "utf-16-le"
    assert decode("abc\n".encode("utf-16-be"), "x", fallback="cp1252").encoding == \
        "utf-16-be"
    # NULs on both sides of the code units, or too few of them: not UTF-16
    assert decode(b"a\x00\x00b", "x", fallback="cp1252").encoding == "utf-8"
    assert decode("\u4e00\u4e8c\u4e09a".encode("utf-16-le"), "x",
                  fallback="cp1252").encoding == "cp1252"


MARKED = ["utf-8 BOM", "utf-16le BOM", "utf-16be BOM", "utf-32le BOM", "utf-32be BOM"]


@settings(max_examples=300, deadline=None)
@given(st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=200))
def test_text_with_a_mark_or_in_utf8_decodes_to_itself(text: str) -> None:
    for form in MARKED:
        decoded = decode(FORMS[form](text), "x", fallback="cp1252")
        assert decoded.text == text and decoded.diagnostics == ()
        assert binary_kind(FORMS[form](text)) is None
    assert decode(text.encode(), "x", fallback="cp1252") == (text, "utf-8", ())


def test_utf16_in_another_script_is_read_when_the_user_names_it() -> None:
    """Without a mark and with few NUL bytes, UTF-16 is not told apart from binary data;
    --encoding says what it is."""
    text = "#+TITLE: \u4e00\u4e8c\u4e09\u56db\u4e94\u516d\u4e03\u516b\u4e5d\n\n1C  \u4e00\n"
    data = text.encode("utf-16-le")
    refused = bridgec.convert_text(data, "html", from_="bml", path="x.bml")
    assert [d.message for d in refused.diagnostics] == ["x.bml is binary data, not bml text"]
    result = bridgec.convert_text(data, "html", from_="bml", path="x.bml",
                                  encoding="utf-16-le")
    assert result.ok and result.output is not None and "\u4e00\u4e8c\u4e09" in result.output
