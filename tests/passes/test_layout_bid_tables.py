"""The layout_bid_tables pass: flat rules become bid-table trees."""

from __future__ import annotations

from bridgec import ir, registry
from bridgec.frontends import bss
from bridgec.passes.layout_bid_tables import layout_bid_tables
from bridgec.pipeline import pipeline_for, run_passes
from bridgec.verify import bid_nodes, verify

from conftest import INPUTS

HEADER = "*00{t}=NYYYYYY\n"


def laid_out(text: str) -> ir.Document:
    result = bss.parse((HEADER + text).encode(), path="t.bss")
    assert result.document is not None
    document = layout_bid_tables(result.document)
    verify(document)
    return document


def shape(nodes: tuple[ir.BidNode, ...]) -> list[object]:
    """Rows as (call, side, synthetic, children) for compact comparisons."""
    out: list[object] = []
    for n in nodes:
        assert isinstance(n.call, ir.Call)
        mark = "(" + n.call.name + ")" if n.side == "they" else n.call.name
        out.append((mark + ("?" if n.synthetic else ""), shape(n.children)))
    return out


def tables(document: ir.Document) -> list[ir.BidTable]:
    return [b for b in document.body if isinstance(b, ir.BidTable)]


def test_uncontested_passes_are_left_out_and_gaps_are_synthetic() -> None:
    document = laid_out("001C=NYYYYYY0082+!c\n001CP1DP1H=NYYYYYY0084+!h\n"
                        "001CP1H=NYYYYYY0084+!h\n")
    [table] = tables(document)
    assert shape(table.rows) == [("1C", [("1D?", [("1H", [])]), ("1H", [])])]
    one_d = table.rows[0].children[0]
    assert one_d.meaning == ir.Meaning() and one_d.span is None
    one_h = one_d.children[0]
    assert one_h.auction is not None
    assert [(c.call, c.side) for c in one_h.auction] == [
        ("1C", "we"), ("P", "they"), ("1D", "we"), ("P", "they")]


def test_contested_auctions_show_every_call() -> None:
    document = laid_out("001C=NYYYYYY0082+!c\n001C1DD=NYYYYYY0neg\n001C1DDP1H=NYYYYYY008x\n"
                        "001CP=NYYYYYY0they pass\n")
    [table] = tables(document)
    assert shape(table.rows) == [("1C", [("(1D)?", [("X", [("(P)?", [("1H", [])])])]),
                                         ("(P)", [])])]


def test_tables_split_by_opening_side_and_conditions() -> None:
    document = laid_out("001N=NYYYYYY015-17\n*001N=NYYYYYY0\n*001ND=NYYYYYY0pen\n"
                        "341N=NYYYYYY010-12\n001NP2C=NYYYYYY008Stayman\n")
    found = tables(document)
    assert [shape(t.rows) for t in found] == [
        [("1N", [("2C", [])])], [("(1N)", [("X", [])])], [("1N", [])]]
    assert found[2].conditions == ir.Conditions(seats=(3,), we_vulnerable=True,
                                                they_vulnerable=True)
    assert all(n.separator == "=" for n in bid_nodes(document))


def test_every_rule_points_at_its_row_and_duplicates_share_it() -> None:
    document = laid_out("001C=NYYYYYY008first\n001C=NYYYYYY008second\n")
    first, second = document.rules
    assert first.node is not None and first.node == second.node
    [table] = tables(document)
    assert table.rows[0].meaning == first.meaning


def test_rules_already_laid_out_are_left_alone() -> None:
    document = laid_out("001C=NYYYYYY008a\n")
    assert layout_bid_tables(document) is document


def test_bss_converts_to_readable_html_and_latex() -> None:
    path = INPUTS / "bss" / "system.bss"
    front = registry.FRONT_ENDS["bss"]
    parsed = front.parse(path.read_bytes(), path=str(path)).document
    assert parsed is not None
    for target in ("html", "latex", "bml"):
        emitter = registry.EMITTERS[target]
        document = run_passes(parsed, pipeline_for(front, emitter), verify_each=True)
        output = emitter.emit(document).output
        text = output if isinstance(output, str) else output.decode()
        for description in ("relay", "Game forcing", "Five hearts", "Overcall"):
            assert description in text, (target, description)
