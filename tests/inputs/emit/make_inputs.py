"""Writes the emitter test inputs (*.ir.json) in this folder from hand-built IR.

Run ``.venv/bin/python tests/inputs/emit/make_inputs.py`` after changing it; the JSON
files are committed and are what the tests read.
"""

from __future__ import annotations

from pathlib import Path

from bridgec import ir
from bridgec.diagnostics import Span

HERE = Path(__file__).resolve().parent


def sp(line: int, path: str = "full.bml") -> Span:
    return Span(path=path, line=line, col=1)


def text(s: str) -> ir.Text:
    return ir.Text(text=s)


def desc(*parts: ir.Inline) -> ir.Meaning:
    return ir.Meaning(description=tuple(parts))


def node(ident: str, name: str, *parts: ir.Inline, children: tuple[ir.BidNode, ...] = (),
         side: ir.Side = "we", line: int = 1, **kw: object) -> ir.BidNode:
    return ir.BidNode(id=ident, call=ir.Call(name=name), side=side, meaning=desc(*parts),
                      children=children, span=sp(line), **kw)  # type: ignore[arg-type]


def pattern(ident: str, written: str, form: str, level: int, *parts: ir.Inline,
            strains: str = "", variable: str = "", line: int = 1) -> ir.BidNode:
    call = ir.CallPattern(text=written, form=form, level=level,  # type: ignore[arg-type]
                          strains=strains, variable=variable)
    return ir.BidNode(id=ident, call=call, meaning=desc(*parts), span=sp(line))


def full() -> ir.Document:
    """Every kind of block and inline the presentation emitters render."""
    opening = ir.BidTable(span=sp(10), rows=(
        node("n1", "1C", text("16+ hcp, any shape"), line=10, children=(
            node("n2", "1D", text("0--7 hcp, "), ir.Strong(content=(text("artificial"),)),
                 line=11, children=(node("n3", "1H", text("20+ hcp"), line=12),)),
            pattern("n4", "1HS", "suits", 1, text("5+ suit, game forcing"), strains="HS",
                    line=13),
            pattern("n5", "2M", "variable", 2, text("6+ suit, 5--7 hcp"), variable="M",
                    line=14),
        )),
        node("n6", "1N", text("14--16 hcp"), ir.LineBreak(),
             text("may hold a 5-card major"), line=15),
        node("n7", "2C", text("6+"), ir.SuitSymbol(suit="C", source="!c"),
             text(" or 5"), ir.SuitSymbol(suit="C", source="!c"), text(" and a 4-card major"),
             line=17),
        node("n8", "2D", text("Hidden row"), line=18, hidden=True),
        node("n9", "3N", text("Gambling, see "), ir.CallRef(call="3N", source="3N"),
             line=19, conditions=ir.Conditions(seats=(3, 4))),
    ))
    defence = ir.BidTable(
        span=sp(21),
        start=ir.SequenceStart(text="(1N)---", calls=(
            ir.PrefixCall(call=ir.Call(name="1N"), side="they"),)),
        conditions=ir.Conditions(we_vulnerable=False, they_vulnerable=True),
        rows=(
            node("n10", "X", text("Strength, 15+"), line=22),
            node("n11", "2C", text("Majors"), line=23, children=(
                node("n12", "X", line=24, side="they", children=(
                    node("n13", "P", text("Long clubs"), line=25),
                    node("n14", "XX", text("Pick a major"), line=26),
                )),
            )),
        ))
    stayman = ir.BidTable(
        span=sp(28),
        start=ir.SequenceStart(text="1N-2C;", calls=(
            ir.PrefixCall(call=ir.Call(name="1N")), ir.PrefixCall(call=ir.Call(name="2C")))),
        rows=(node("n15", "2D", text("No major"), line=29),
              pattern("n16", "2\\R", "placeholder", 2, text("Transfer"), variable="R",
                      line=30)))
    deal = ir.Deal(board=35, dealer="N", vulnerability="None", contract="4S", doubled="X",
                   declarer="S", lead="KH", hands=(
                       ir.Hand(seat="N", spades="Kxx", hearts="T9", diamonds="xxx",
                               clubs="Q987x"),
                       ir.Hand(seat="E", spades="Jx", hearts="AJxxx", diamonds="AJx",
                               clubs="KTx"),
                       ir.Hand(seat="S", spades="A987xx", hearts="", diamonds="Q9xx",
                               clubs="Axx"),
                       ir.Hand(seat="W", spades="QT", hearts="KQxxxx", diamonds="KTx",
                               clubs="Jx")))
    auction = ir.AuctionDiagram(span=sp(40), dealer="W", complete=True, calls=(
        ir.Bid(call="P"), ir.Bid(call="1C", alert="16+ any"), ir.Bid(call="1H"),
        ir.Bid(call="X"), ir.Bid(call="3N")))
    body: tuple[ir.Block, ...] = (
        ir.Heading(level=1, span=sp(5), content=(
            text("The "), ir.CallRef(call="1C", source="1!c"), text(" opening"))),
        ir.Paragraph(span=sp(7), content=(
            ir.Emph(content=(text("Here's"),)), text(" "), ir.Strong(content=(text("an"),)),
            text(" "), ir.Mono(text="example"), text(" with 4SFG kept as a word, a "),
            ir.Link(target="https://example.org/bml?a=1&b=2", content=(text("link"),)),
            text(" and 100% of 5--7.")),),
        opening, defence, stayman,
        ir.Heading(level=2, span=sp(32), content=(text("Lists"),)),
        ir.BulletList(span=sp(33), items=(
            ir.ListItem(content=(text("first item"),)), ir.ListItem(content=(text("second"),)))),
        ir.OrderedList(span=sp(35), start=3, items=(ir.ListItem(content=(text("third"),)),)),
        ir.DefinitionList(span=sp(36), items=(ir.DefinitionItem(
            term=(text("Forcing"),), definition=(text("partner must bid"),)),)),
        ir.Table(span=sp(37), rows=(
            ir.TableRow(header=True, cells=((text("hcp"),), (text("bid"),))),
            ir.TableRow(cells=((text("15--17"),), (ir.CallRef(call="1N", source="1N"),))))),
        ir.Comment(span=sp(38), text="a note to self"),
        ir.DealDiagram(span=sp(39), deal=deal),
        auction,
    )
    board = ir.Board(deal=ir.Deal(board=1, dealer="N", vulnerability="None", hands=deal.hands),
                     teams=ir.Teams(ns="Reds", ew="Blues"),
                     auction=(ir.Bid(call="1N", seat="N"), ir.Bid(call="P", seat="E"),
                              ir.Bid(call="3N", seat="S", alert="to play"),
                              ir.Bid(call="P", seat="W"), ir.Bid(call="P", seat="N"),
                              ir.Bid(call="P", seat="E")),
                     tricks=(ir.Trick(number=1, winner="E", cards=(
                         ir.Play(seat="E", card="AH"), ir.Play(seat="S", card="2H"),
                         ir.Play(seat="W", card="4H"), ir.Play(seat="N", card="9H"))),))
    return ir.Document(
        source=ir.Source(format="bml", path="full.bml"),
        meta=(ir.MetaEntry(key="TITLE", value="Precision club", span=sp(1)),
              ir.MetaEntry(key="AUTHOR", value="J. Smith", span=sp(2)),
              ir.MetaEntry(key="DESCRIPTION", value="Strong club, 5-card majors", span=sp(3))),
        body=body, boards=(board,))


HOSTILE = ("<script>alert(1)</script> \" ' & } { \\input{/etc/passwd} \\write18{ls} "
           "\\catcode`\\{=12 $x^2_y$ # % ~ ^ \\ }}}")


def hostile() -> ir.Document:
    """Text that must come out as text in every format: markup, macros, braces."""
    t = text(HOSTILE)
    path = "hostile.bml"
    return ir.Document(
        source=ir.Source(format="bml", path=path),
        meta=(ir.MetaEntry(key="TITLE", value=HOSTILE, span=sp(1, path)),
              ir.MetaEntry(key="AUTHOR", value="A & B }{ \\end{document}", span=sp(2, path)),
              ir.MetaEntry(key="DESCRIPTION", value="\"><b>x</b>", span=sp(3, path))),
        body=(ir.Heading(level=1, content=(t,), span=sp(4, path)),
              ir.Paragraph(content=(t, ir.Mono(text=HOSTILE),
                                    ir.Link(target="javascript:alert(1)", content=(t,),
                                            span=sp(5, path))), span=sp(5, path)),
              ir.BidTable(span=sp(7, path), rows=(
                  node("h1", "1C", t, line=7),
                  pattern("h2", "2<b>", "variable", 2, t, variable="<b>", line=8))),
              ir.Table(rows=(ir.TableRow(cells=((t,), (text("& | %"),))),), span=sp(9, path)),
              ir.RawBlock(format="bml", text="#WHATEVER <b>", span=sp(10, path))))


def rules_only() -> ir.Document:
    """A document with rules and no body (a BSS file before any layout pass)."""
    path = "rules.bss"
    rules = (
        ir.Rule(id="r1", call=ir.Call(name="1C"), auction=(), span=sp(1, path),
                meaning=desc(text("16+ hcp"))),
        ir.Rule(id="r2", call=ir.Call(name="1D"), span=sp(2, path),
                auction=(ir.AuctionCall(call="1C", side="we"),),
                meaning=desc(text("Negative")), conditions=ir.Conditions(seats=(1, 2))),
    )
    return ir.Document(source=ir.Source(format="bss", path=path), rules=rules)


def main() -> None:
    for name, doc in (("full", full()), ("hostile", hostile()), ("rules-only", rules_only())):
        (HERE / f"{name}.ir.json").write_text(ir.to_json(doc), encoding="utf-8")


if __name__ == "__main__":
    main()
