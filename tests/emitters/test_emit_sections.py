"""The section walk that the HTML and LaTeX emitters share: dispatch, rows, auctions, calls."""

from __future__ import annotations

import re
from typing import get_args

import pytest

from bridgec import ir
from bridgec.diagnostics import Span
from bridgec.emitters import html, latex
from bridgec.emitters._sections import Renderer, block_dispatch, ends_passed_out
from bridgec.frontends import bml
from bridgec.options import EmitOptions

from conftest import INPUTS
from test_emit_support import load

FULL = INPUTS / "emit" / "full.ir.json"
PLAIN = EmitOptions(tree=False, include_external_files=False)


def row(ident: str, name: str, side: ir.Side = "we", *children: ir.BidNode,
        call: ir.AnyCall | None = None, hidden: bool = False) -> ir.BidNode:
    return ir.BidNode(id=ident, call=call or ir.Call(name=name), side=side, hidden=hidden,
                      meaning=ir.Meaning(description=(ir.Text(text=f"row {ident}"),)),
                      children=children)


def document(*rows: ir.BidNode) -> ir.Document:
    return ir.Document(body=(ir.BidTable(rows=rows),))


def test_the_walk_and_the_bml_writer_handle_every_kind_of_block() -> None:
    from bridgec.emitters import bml

    kinds = set(get_args(ir.Block))
    assert set(block_dispatch(Renderer)) == kinds
    assert set(block_dispatch(bml._Writer)) == kinds


def test_a_node_that_is_not_a_block_is_reported_in_both_formats() -> None:
    kept = ir.Paragraph(content=(ir.Text(text="kept"),))
    doc = ir.Document(body=(kept, ir.Deal()))  # type: ignore[arg-type]
    for emitter, name in ((html, "HTML"), (latex, "LaTeX")):
        result = emitter.emit(doc, PLAIN)
        assert "kept" in str(result.output)
        assert [d.message for d in result.diagnostics] == [
            f"Deal cannot be shown in {name} output and was left out"]


@pytest.mark.parametrize("calls,passed_out", [
    (("P", "P", "P", "P"), True),
    (("1C", "P", "P", "P"), True),
    (("1C", "X", "P", "P", "P"), True),
    (("P", "P", "P"), False),
    (("1C", "P", "P"), False),
    (("1C", "P", "P", "X"), False),
])
def test_ends_passed_out(calls: tuple[str, ...], passed_out: bool) -> None:
    assert ends_passed_out(tuple(ir.Bid(call=c) for c in calls)) is passed_out


def test_html_and_latex_show_the_same_rows_at_the_same_depths() -> None:
    doc = load(FULL)
    page = str(html.emit(doc, PLAIN).output)
    tex = str(latex.emit(doc, PLAIN).output)
    html_depths = [round(float(pad or 0) / 1.6) for pad in re.findall(
        r'<tr class="row" tabindex="0" data-auction="[^"]*"><td class="call"'
        r'(?: style="padding-left:([\d.]+)em")?>', page)]
    tex_depths = [int(depth) for depth in re.findall(r"\\bcrow\{(\d+)\}", tex)]
    assert html_depths == tex_depths
    assert max(tex_depths) >= 2, "full.ir.json should hold rows at least three deep"


def test_a_row_with_only_hidden_children_is_a_leaf() -> None:
    doc = document(row("a", "1C", "we", row("b", "1D", hidden=True)), row("c", "1H"))
    page = str(html.emit(doc, EmitOptions(tree=True)).output)
    assert "<details" not in page
    assert page.count('<div class="row" tabindex="0"') == 2
    assert "row b" not in page


def test_the_same_call_by_each_side_is_drawn_for_that_side() -> None:
    doc = document(row("a", "1C", "we", row("b", "1C", "they", row("c", "1C", "we"))))
    page = str(html.emit(doc, PLAIN).output)
    club = html.suit_html("C")
    calls = re.findall(r'<td class="call"[^>]*>(.*?)</td>', page)
    assert calls == [f"1{club}", f"(1{club})", f"1{club}"]
    auctions = re.findall(r'data-auction="([^"]*)"', page)
    assert auctions[-1] == "1\u2663 \u2013 (1\u2663) \u2013 1\u2663"
    tex = str(latex.emit(doc, PLAIN).output)
    assert re.findall(r"^\\bcrow\{\d\}\{(.*)\}\{row [a-z]\}$", tex, re.M) == [
        "1\\bcC{}", "(1\\bcC{})", "1\\bcC{}"]


def test_a_pattern_pdflatex_cannot_print_shows_in_every_row_and_is_warned_about_once() -> None:
    pattern = ir.CallPattern(text="2\u263a", form="variable", level=2, variable="\u263a",
                             span=Span(path="x.bml", line=2, col=1))
    again = ir.CallPattern(text="2\u263a", form="variable", level=2, variable="\u263a",
                           span=Span(path="x.bml", line=9, col=1))
    first = ir.BidNode(id="a", call=pattern, span=Span(path="x.bml", line=2, col=1))
    second = ir.BidNode(id="b", call=again, span=Span(path="x.bml", line=9, col=1))
    result = latex.emit(ir.Document(body=(ir.BidTable(rows=(first, second)),)), PLAIN)
    assert str(result.output).count("\\bcrow{0}{2?}") == 2
    assert [(d.span.line if d.span else None) for d in result.diagnostics] == [2]


def test_every_renderer_supplies_every_markup_constant() -> None:
    constants = [name for name in Renderer.__annotations__ if name.isupper()]
    assert "BID_TABLE" in constants and "TRICK" in constants
    for renderer in (html._TreePage, html._PlainPage, latex._Document):
        missing = [name for name in constants if not hasattr(renderer, name)]
        assert missing == [], f"{renderer.__name__} lacks {missing}"


DEALER_NORTH = ir.DealDiagram(deal=ir.Deal(dealer="N", hands=(
    ir.Hand(seat="N", spades="AKx", hearts="AQx", diamonds="Kxx", clubs="JT9x"),)))
AUCTION = ir.AuctionDiagram(complete=True, calls=tuple(
    ir.Bid(call=c) for c in ("1C", "P", "1N", "P", "3N")))


def test_a_deals_auction_takes_its_seat_headings_from_the_deals_dealer() -> None:
    doc = ir.Document(body=(DEALER_NORTH, AUCTION))
    page = str(html.emit(doc, PLAIN).output)
    assert "<tr><th>West</th><th>North</th><th>East</th><th>South</th></tr>" in page
    assert '<tr><td></td><td>1<span class="s sc">\u2663</span></td><td>Pass</td>' in page
    tex = str(latex.emit(doc, PLAIN).output)
    assert "\\textbf{West} & \\textbf{North}" in tex and "\n & 1\\bcC{} & Pass & 1NT \\\\" in tex


def test_an_auction_alone_without_a_dealer_has_no_seat_headings() -> None:
    """Without a dealer nobody knows whose column is whose: no headings are made up."""
    alone = ir.Document(body=(AUCTION,))
    assert "<th>West</th>" not in str(html.emit(alone, PLAIN).output)
    apart = ir.Document(body=(DEALER_NORTH, ir.Paragraph(content=(ir.Text(text="x"),)),
                              AUCTION))
    assert str(html.emit(apart, PLAIN).output).count("<th>West</th>") == 0


def test_a_deal_and_its_auction_are_one_unit() -> None:
    doc = ir.Document(body=(DEALER_NORTH, AUCTION))
    page = str(html.emit(doc, PLAIN).output)
    unit = page[page.index('<div class="deal-auction">'):]
    assert unit.index('<figure class="deal">') < unit.index('<table class="auction">') \
        < unit.index("</div>")
    tex = str(latex.emit(doc, PLAIN).output)
    kept = tex[tex.index("\\begin{bckeep}"):tex.index("\\end{bckeep}")]
    assert "\\bcdeal{" in kept and "\\begin{bcauction}" in kept and "All pass" in kept


def test_metadata_markup_is_drawn_in_both_headers() -> None:
    read = bml.parse(b"#+TITLE: Strong 1!c\n#+DESCRIPTION: 16+ 1!c, *nebulous* 1!d\n",
                     path="t.bml")
    assert read.document is not None
    doc = read.document
    page = str(html.emit(doc, PLAIN).output)
    club, diamond = html.suit_html("C"), html.suit_html("D")
    assert f'<p class="description">16+ 1{club}, <strong>nebulous</strong> 1{diamond}</p>' \
        in page
    assert "<title>Strong 1\u2663</title>" in page
    assert '<meta name="description" content="16+ 1\u2663, nebulous 1\u2666">' in page
    assert "!c" not in page and "!d" not in page
    tex = str(latex.emit(doc, PLAIN).output)
    assert "\\title{Strong 1\\bcC{}}" in tex
    assert "16+ 1\\bcC{}, \\textbf{nebulous} 1\\bcD{}" in tex and "!c" not in tex


def test_heading_levels_are_distinct_from_each_other_and_from_a_start_line() -> None:
    doc = ir.Document(body=(
        *(ir.Heading(level=n, content=(ir.Text(text=f"Level{n}"),)) for n in range(1, 6)),
        ir.BidTable(start=ir.SequenceStart(calls=(ir.PrefixCall(call=ir.Call(name="1N")),)),
                    rows=(row("a", "2C"),))))
    page = str(html.emit(doc, EmitOptions(tree=False)).output)
    tags = re.findall(r"<(h\d) id=\"level\d\">Level\d</h\d>", page)
    assert tags == ["h2", "h3", "h4", "h5", "h6"]
    sizes = {tag: re.search(rf"main {tag} {{([^}}]*)}}", page) for tag in tags}
    styles = [m.group(1) if m else "" for m in sizes.values()]
    assert all(styles) and len(set(styles)) == len(styles)
    start = re.search(r"\.bidtable \.start {([^}]*)}", page)
    assert start and "background" in start.group(1) and start.group(1) not in styles
    tex = str(latex.emit(doc, EmitOptions(tree=False)).output)
    commands = re.findall(r"\\([a-z]+)\{Level\d\}", tex)
    assert commands == ["section", "subsection", "subsubsection", "paragraph",
                        "subparagraph"]
    assert "\\newcommand{\\bcstart}[1]{\\par\\noindent\\colorbox" in tex


@pytest.mark.parametrize("four", [False, True])
def test_four_colour_suits(four: bool) -> None:
    doc = document(row("a", "1C"))
    page = str(html.emit(doc, EmitOptions(four_colour=four)).output)
    assert ('<body class="four-colour">' in page) is four
    assert ".four-colour .sc { color: #080; }" in page  # the stylesheet holds both schemes
    assert ".four-colour .sd { color: #e07000; }" in page
    tex = str(latex.emit(doc, EmitOptions(four_colour=four)).output)
    assert ("\\definecolor{bcclubs}{rgb}{0,0.5,0}" in tex) is four
    assert ("\\definecolor{bcdiamonds}{rgb}{0.88,0.44,0}" in tex) is four
    if four:  # after the macros' black-and-red defaults, so it wins
        assert tex.index("{bcclubs}{rgb}{0,0,0}") < tex.index("{bcclubs}{rgb}{0,0.5,0}")
