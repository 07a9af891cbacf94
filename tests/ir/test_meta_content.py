"""Metadata as inlines: each front end makes a metadata value's ``content`` by its own
notation, the emitters only draw it, and IR JSON keeps it (IR JSON 1.0 without it still
reads as it drew)."""

from __future__ import annotations

import json

from bridgec import ir
from bridgec.emitters import html, latex
from bridgec.frontends import bml, bss, ir_json
from bridgec.limits import MAX_META_MARKUP
from bridgec.options import EmitOptions

PLAIN = EmitOptions(tree=False)


def _kinds(content: ir.Inlines) -> list[str]:
    return [type(node).__name__ for node in content]


def _bml(text: str) -> ir.Document:
    result = bml.parse(text.encode(), path="t.bml")
    assert result.document is not None
    return result.document


def _bss(text: str) -> ir.Document:
    result = bss.parse(text.encode(), path="t.bss")
    assert result.document is not None
    return result.document


def _ir_json(doc: dict[str, object]) -> ir.Document:
    result = ir_json.parse(json.dumps(doc).encode(), path="t.json")
    assert result.document is not None, result.diagnostics
    return result.document


def test_bml_reads_its_inline_markup_in_a_metadata_value() -> None:
    doc = _bml("#+TITLE: Strong 1!c\n#+DESCRIPTION: 16+ 1C, *nebulous* /or/ =mono=\n")
    title, description = doc.meta
    assert title.value == "Strong 1!c"  # as written, for the BML writer
    assert _kinds(title.content) == ["Text", "SuitSymbol"]
    assert _kinds(description.content) == ["Text", "CallRef", "Text", "Strong", "Text",
                                           "Emph", "Text", "Mono"]
    assert title.content[0].span == title.span


def test_bss_reads_a_summary_by_its_own_conventions() -> None:
    # BBO's summary: **bold**, suits in either case, \n and \\ as line breaks; a single
    # star, a slash or a call stay text (BML's markup is not BSS's)
    doc = _bss("*00{Club 1C}=NYYYYYYBy **Wbr5** over 5!H, *the* a/b/ 2D\\nnext\\\\last\n"
               "1C=NYYYYYY2216+\n")
    title, description = doc.meta
    assert title.content == (ir.Text(text="Club 1C"),)
    assert _kinds(description.content) == ["Text", "Strong", "Text", "SuitSymbol", "Text",
                                           "LineBreak", "Text", "LineBreak", "Text"]
    assert description.content[4] == ir.Text(text=", *the* a/b/ 2D")
    assert description.value == "By *Wbr5* over 5!H, *the* a/b/ 2D\nnext\nlast"


def test_html_and_latex_draw_the_content_and_read_no_markup_in_the_value() -> None:
    content = (ir.Text(text="*Not bold* 1C !h"), ir.LineBreak(), ir.SuitSymbol(suit="S"))
    doc = ir.Document(meta=(ir.MetaEntry(key="TITLE", value="*Bold*", content=content),
                            ir.MetaEntry(key="DESCRIPTION", value="*Bold*",
                                         content=content)))
    page = str(html.emit(doc, PLAIN).output)
    assert "<strong>" not in page and "Bold" not in page
    assert (f'<p class="description">*Not bold* 1C !h<br>{html.suit_html("S")}</p>'
            in page)
    assert "<title>*Not bold* 1C !h\n\u2660</title>" in page
    tex = str(latex.emit(doc, PLAIN).output)
    assert "\\textbf{Bold}" not in tex and "Bold" not in tex.split("\\begin{document}")[1]
    assert "\\title{{*}Not bold{*} 1C !h\\newline{}\\bcS{}}" in tex


def test_a_value_with_no_content_is_drawn_as_its_plain_text() -> None:
    doc = ir.Document(meta=(ir.MetaEntry(key="TITLE", value="*x* 1!c\nnext"),))
    assert doc.meta_content("TITLE") == (ir.Text(text="*x* 1!c"), ir.LineBreak(),
                                         ir.Text(text="next"))
    assert doc.meta_content("AUTHOR") is None
    page = str(html.emit(doc, PLAIN).output)
    assert '<h1 class="title">*x* 1!c<br>next</h1>' in page


def test_ir_json_keeps_the_content() -> None:
    doc = _bml("#+TITLE: *Strong* 1!c\n")
    encoded = ir.to_json(doc)
    assert '"content"' in encoded
    back = ir_json.parse(encoded.encode(), path="t.json").document
    assert back is not None and back.meta == doc.meta


def test_ir_json_without_content_reads_the_value_as_bml_markup() -> None:
    # what IR JSON 1.0 holds: the value only, in BML inline markup (BSS summaries too)
    read = _ir_json({"kind": "document", "ir_version": "1.0", "meta": [
        {"kind": "meta", "key": "TITLE", "value": "*Strong* 1!c"},
        {"kind": "meta", "key": "DESCRIPTION", "value": "a *b\nc* d"},
        {"kind": "meta", "key": "AUTHOR", "value": ""}]})
    assert read.ir_version == ir.IR_VERSION  # written back as a document of this version
    title, description, author = read.meta
    assert _kinds(title.content) == ["Strong", "Text", "SuitSymbol"]
    # line by line, as 1.0 drew it: markup does not run across a line end
    assert _kinds(description.content) == ["Text", "LineBreak", "Text"]
    assert author.content == ()
    given = (ir.Text(text="kept"),)
    kept = _ir_json({"kind": "document", "meta": [
        {"kind": "meta", "key": "TITLE", "value": "*x*",
         "content": [{"kind": "text", "text": "kept"}]}]})
    assert kept.meta[0].content == given


def test_a_long_value_without_content_is_one_text_with_a_located_warning() -> None:
    # read line by line, a value of line ends would become a node per line
    value = "a\n" * (MAX_META_MARKUP // 2 + 1)
    data = json.dumps({"kind": "document", "meta": [
        {"kind": "meta", "key": "TITLE", "value": "*short*"},
        {"kind": "meta", "key": "DESCRIPTION", "value": value}]}, indent=1).encode()
    result = ir_json.parse(data, path="t.json")
    assert result.document is not None
    title, description = result.document.meta
    assert _kinds(title.content) == ["Strong"]
    assert description.content == (ir.Text(text=value),)
    (found,) = result.diagnostics
    assert found.severity == "warning" and "DESCRIPTION" in found.message
    assert found.span is not None and (found.span.path, found.span.line) == ("t.json", 12)
