"""A BBO card (BSS) converted to HTML or LaTeX reads as BBO shows it: line breaks as
breaks, ``**bold**`` bold, no length digits in the text, calls in bidding order."""

from __future__ import annotations

import re

import bridgec
from bridgec import ir
from bridgec.frontends import bss
from bridgec.notation.bss_codes import description_inlines, summary_markup

from conftest import corpus_dir

CARD = (
    "*00{Card}=NYYYYYYBy **Me**.\\\\Second line.\\nThird.\n"
    "002C=YYYYYYNB0821-23.  Strong.\n"
    "001N=NYYYYYY315-17, **balanced**.\n"
    "001C=NYYYYYY33812-21.\n"
    "001NP2C=YYYYYYN9Stayman\n"
    "001NP2CP2N=YNNNNYN708Pass or correct.\n"
    "001NP2CP2D=YYYYYYN708No major.\n"
)


def rule(document: ir.Document, calls: str) -> ir.Rule:
    return next(r for r in document.rules
                if "".join(c.call for c in (r.auction or ())) + r.call.name == calls)


def test_bbo_line_breaks_and_bold_in_descriptions() -> None:
    assert description_inlines("a\\\\b\\nc **d !h** e *f*") == (
        ir.Text(text="a"), ir.LineBreak(), ir.Text(text="b"), ir.LineBreak(),
        ir.Text(text="c "), ir.Strong(content=(ir.Text(text="d "), ir.SuitSymbol(
            suit="H", source="!h"))), ir.Text(text=" e *f*"))
    assert summary_markup("By **Me**.\\\\Next\\nLast") == "By *Me*.\nNext\nLast"


def test_lengths_any_after_a_notrump_bid_are_not_text() -> None:
    document = bss.parse(CARD.encode(), path="card.bss").document
    assert document is not None
    after_nt = rule(document, "1NP2CP2N")
    assert after_nt.meaning.description == (ir.Text(text="Pass or correct."),)
    assert after_nt.bss is not None
    assert (after_nt.bss.disposition, after_nt.bss.min_length, after_nt.bss.max_length) == \
        ("7", "0", "8")
    assert rule(document, "1N").meaning.description[0] == ir.Text(text="15-17, ")


def test_a_card_in_html_reads_as_bbo_shows_it() -> None:
    page = bridgec.convert_text(CARD, "html", from_="bss").output
    assert isinstance(page, str)
    assert '<p class="description">By <strong>Me</strong>.<br>Second line.<br>Third.</p>' \
        in page
    body = page[page.index("<body"):]
    assert "<strong>balanced</strong>" in body and "\\\\" not in body and "08" not in body
    openings = re.findall(r'class="row"[^>]*data-auction="([^"–]+)"', page)
    assert openings == ["1♣", "1NT", "2♣"]  # bidding order, not the file's
    assert page.index('data-auction="1NT – (Pass) – 2♣ – (Pass) – 2♦"') < \
        page.index('data-auction="1NT – (Pass) – 2♣ – (Pass) – 2NT"')


def test_a_card_in_latex_reads_as_bbo_shows_it() -> None:
    tex = bridgec.convert_text(CARD, "latex", from_="bss").output
    assert isinstance(tex, str)
    assert "By \\textbf{Me}.\\newline{}Second line.\\newline{}Third." in tex
    assert "08" not in tex and "textbackslash" not in tex


def test_the_wbridge5_card() -> None:
    path = corpus_dir("bss") / "jdh8_Wbr5.bss"
    page = bridgec.convert_file(str(path), "html").output
    assert isinstance(page, str)
    assert "<strong>Wbridge5</strong>" in page and "*Wbridge5*" not in page
    assert "\\\\" not in page and not re.search(r">\d\dPass", page)
    first = re.findall(r'data-auction="([^"–]+)"', page)
    assert first[:5] == ["1♣", "1♦", "1♥", "1♠", "1NT"]


def test_a_cards_records_that_are_not_bids_are_named_where_they_are_left_out() -> None:
    """The carding (%) and file-name ($) records have no place in a page or in BML: the
    conversion says so, once, with the count; BSS keeps them and says nothing."""
    card = ("*00{Card}=NYYYYYY\n$ card.bss\n001C=NYYYYYY0082+!c\n"
            "%BBEECDDDDBBBBBBBBBBBBBBDDFCCEDGCBBBBBBBBHFAHFAHCAHFAHFAHCA\n")
    for to in ("html", "latex", "bml"):
        result = bridgec.convert_text(card, to, from_="bss")
        found = [d for d in result.diagnostics if "not bids" in d.message]
        assert [(d.code, d.span.line if d.span else 0) for d in found] == [("emit-dropped", 2)]
        assert found[0].message.startswith("2 record(s) of the BBO card")
    kept = bridgec.convert_text(card, "bss", from_="bss")
    assert isinstance(kept.output, str) and "$ card.bss" in kept.output
    assert not [d for d in kept.diagnostics if "not bids" in d.message]
