"""The LaTeX emitter: escaping of every text, macros embedded or input, views, content."""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec import ir
from bridgec.emitters import latex
from bridgec.options import EmitOptions

from conftest import INPUTS
from test_emit_support import load

FULL = INPUTS / "emit" / "full.ir.json"
HOSTILE = INPUTS / "emit" / "hostile.ir.json"
DANGEROUS = re.compile(r"\\(input|include|write|immediate|catcode|def|openout|end\{document)")


def document_part(output: str) -> str:
    """Everything after the preamble's macros (the part made from the IR)."""
    return output.split("\\begin{document}", 1)[1]


def braces_balanced(text: str) -> bool:
    """True when unescaped braces nest properly."""
    depth = 0
    for match in re.finditer(r"\\.|[{}]", text, flags=re.S):
        token = match.group()
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def tex(text: str) -> str:
    doc = ir.Document(meta=(ir.MetaEntry(key="TITLE", value=text),
                            ir.MetaEntry(key="AUTHOR", value=text)),
                      body=(ir.Paragraph(content=(ir.Text(text=text),)),))
    output = latex.emit(doc).output
    assert isinstance(output, str)
    return output


def test_hostile_text_cannot_run_a_macro_or_unbalance_braces() -> None:
    output = latex.emit(load(HOSTILE)).output
    assert isinstance(output, str)
    titles = output[output.index("\\title"):]
    assert not DANGEROUS.search(titles.replace("\\end{document}\n", "", 1)[:-1])
    assert braces_balanced(output)
    assert "\\textbackslash{}input\\{/etc/passwd\\}" in output


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=40))
def test_any_text_is_escaped(text: str) -> None:
    output = tex(text)
    body = output[output.index("\\title"):]
    assert braces_balanced(body)
    assert not DANGEROUS.search(body.replace("\\end{document}", ""))
    assert "%" not in re.sub(r"\\%", "", body)


def test_title_and_author_are_escaped() -> None:
    output = tex("A & B_C {x} ~ ^ # $ % \\")
    escaped = "A \\& B\\_C \\{x\\} \\textasciitilde{} \\textasciicircum{} \\# \\$ \\% " \
        "\\textbackslash{}"
    assert f"\\title{{{escaped}}}" in output and f"\\author{{{escaped}}}" in output


def test_characters_pdflatex_cannot_print_warn_once() -> None:
    doc = ir.Document(body=(ir.Paragraph(content=(ir.Text(text="\u4e2d \u4e2d"),),
                                         span=ir.Span(path="x.bml", line=3)),))
    result = latex.emit(doc)
    assert "? ?" in result.output
    assert [d.span.line for d in result.diagnostics if d.span] == [3]


def test_macros_embedded_or_input() -> None:
    doc = load(FULL)
    embedded = latex.emit(doc).output
    assert "\\newcommand{\\bcrow}" in embedded and "\n\\input{bridgec.tex}" not in embedded
    linked = latex.emit(doc, EmitOptions(include_external_files=False)).output
    assert "\\input{bridgec.tex}" in linked and "\\newcommand{\\bcrow}" not in linked


def test_tree_and_plain_views() -> None:
    doc = load(FULL)
    tree = document_part(latex.emit(doc).output)  # type: ignore[arg-type]
    plain = document_part(latex.emit(doc, EmitOptions(tree=False)).output)  # type: ignore[arg-type]
    assert "\\bctreerow{2}{\\bcguide\\bcguide}{1\\bcH{}}{20+ hcp}" in tree
    assert "\\bcrow{2}{1\\bcH{}}{20+ hcp}" in plain and "\\bctreerow" not in plain


def test_hidden_rows_left_out_and_conditions_shown() -> None:
    output = document_part(latex.emit(load(FULL)).output)  # type: ignore[arg-type]
    assert "Hidden row" not in output
    assert "\\bccond{seats 3, 4}" in output and "\\bccond{we not vul; they vul}" in output


def test_deal_and_auction_diagrams() -> None:
    output = document_part(latex.emit(load(FULL)).output)  # type: ignore[arg-type]
    assert "\\bchand{West}{QT}{KQxxxx}{KTx}{Jx}" in output
    assert "\\bchand{South}{A987xx}{\\bcvoid{}}{Q9xx}{Axx}" in output
    assert "3NT & All pass" in output


def test_unsafe_link_targets_are_not_linked() -> None:
    result = latex.emit(load(HOSTILE))
    assert "javascript" not in result.output
    assert any("not allowed" in d.message for d in result.diagnostics)
    assert latex.url("https://x.org/a b?q=1&r=%#f") == "https://x.org/a\\%20b?q=1\\%26r=\\%25\\#f"


def _pages_of(output: str, folder: Path) -> tuple[list[int], list[int]]:
    """The PDF pages (from 0) that show the deal and those that show its auction."""
    from test_latex_pdf import compile_pdf

    folder.mkdir()
    pages = compile_pdf(output, folder).split("\f")
    return ([i for i, page in enumerate(pages) if "Board 7" in page],
            [i for i, page in enumerate(pages) if "All pass" in page])


def test_an_auction_is_printed_on_the_page_of_its_deal(tmp_path: Path) -> None:
    """Deals pushed towards the foot of a page by more and more text: each moves to the
    next page with its auction; without the unit, some of them would split."""
    deal = ir.DealDiagram(deal=ir.Deal(dealer="N", board=7, hands=tuple(
        ir.Hand(seat=seat, spades="AKx", hearts="Qxx", diamonds="Jxx", clubs="Txxx")
        for seat in ("N", "E", "S", "W"))))
    auction = ir.AuctionDiagram(complete=True, calls=(ir.Bid(call="1C"), ir.Bid(call="P")))
    split_without = 0
    for count in range(14, 21):
        filler = tuple(ir.Paragraph(content=(ir.Text(text="Filler paragraph. " * 9),))
                       for _ in range(count))
        output = latex.emit(ir.Document(body=(*filler, deal, auction))).output
        assert isinstance(output, str)
        with_deal, with_auction = _pages_of(output, tmp_path / f"kept{count}")
        assert with_deal == with_auction and len(with_deal) == 1, count
        loose = output.replace("\\begin{bckeep}", "").replace("\\end{bckeep}", "")
        with_deal, with_auction = _pages_of(loose, tmp_path / f"loose{count}")
        split_without += with_deal != with_auction
    assert split_without, "no filler length split a loose deal (the test proves nothing)"
