"""LaTeX emitter: a standalone document that compiles with pdflatex on a stock TeX Live.

The support macros (``emitters/assets/bridgec.tex``) are embedded in the preamble, or
``\\input`` with ``--no-include-external-files``. Bid tables are rows with hanging
indentation (plain view) or with guide lines per level (tree view, the default).

Every piece of text from the IR goes through :func:`tex`, which escapes
``& % $ # _ { } ~ ^ \\`` and brackets, so no macro (``\\input``, ``\\write18``,
``\\catcode``) and no unbalanced brace can come from the input. Characters pdflatex cannot
typeset are replaced by ``?`` with a warning.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bridgec import ir
from bridgec.bridge.auction import auction_over
from bridgec.diagnostics import Diagnostic, Span, warning
from bridgec.emitters import _text as t
from bridgec.options import EmitOptions, EmitResult

NAME = "latex"
EXTENSION = ".tex"
BINARY = False
DESCRIPTION = "LaTeX document for pdflatex (tree or plain bid tables)"
PASSES: tuple[str, ...] = ()

MACROS = "bridgec.tex"
ESCAPES = {
    "\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#",
    "%": r"\%", "_": r"\_", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
    "[": "{[}", "]": "{]}", "*": "{*}", "\n": " ", "\r": " ", "\t": " ",
    "\u2663": r"\bcC{}", "\u2666": r"\bcD{}", "\u2665": r"\bcH{}", "\u2660": r"\bcS{}",
    "\u2667": r"\bcC{}", "\u2662": r"\bcD{}", "\u2661": r"\bcH{}", "\u2664": r"\bcS{}",
    "\u00a0": "~", "<": r"\textless{}", ">": r"\textgreater{}", "|": r"\textbar{}",
    "\u20ac": r"\texteuro{}", "\u2212": r"\textminus{}", "\u2264": r"\ensuremath{\leq}",
    "\u2265": r"\ensuremath{\geq}", "\u2260": r"\ensuremath{\neq}",
    "\u2192": r"\ensuremath{\rightarrow}", "\u00d7": r"\texttimes{}",
}
TYPESETTABLE = set("\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2122")
SECTIONS = ("section", "subsection", "subsubsection", "paragraph", "subparagraph")
URL_SAFE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/:?=.-@!'()+,;")

Auction = list[tuple[ir.AnyCall, ir.Side]]
_PLAIN = re.compile(r"[A-Za-z0-9 ,.;:!?()+='/@\"`-]*")
"""Text that needs no escaping at all (the common case)."""


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Render the whole document as one LaTeX file."""
    writer = _Writer(options)
    writer.document(document)
    return EmitResult(output="".join(writer.out), diagnostics=tuple(writer.diagnostics))


def macros() -> str:
    """The text of the support macros that documents embed or ``\\input``."""
    return (Path(__file__).parent / "assets" / MACROS).read_text(encoding="utf-8")


def typesettable(char: str) -> bool:
    """True for characters pdflatex (utf8 input, T1 fonts) prints without extra packages."""
    code = ord(char)
    return (0x20 <= code < 0x7F or 0xA0 <= code < 0x180) or char in TYPESETTABLE


def url(target: str) -> str:
    """A link target for ``\\href``: unsafe bytes percent-encoded, ``%`` and ``#`` escaped."""
    out: list[str] = []
    for char in target:
        if char in URL_SAFE:
            out.append(char)
        elif char == "#":
            out.append(r"\#")
        else:
            out.extend(f"\\%{byte:02X}" for byte in char.encode("utf-8"))
    return "".join(out)


class _Writer:
    """Accumulates the document; one ``emit_<node>`` method per IR node kind."""

    def __init__(self, options: EmitOptions) -> None:
        self.options = options
        self.out: list[str] = []
        self.diagnostics: list[Diagnostic] = []
        self.span: Span | None = None
        self.bad_chars: set[str] = set()
        self.blocks: dict[type, Callable[[Any], None]] = {
            ir.Heading: self.emit_heading, ir.Paragraph: self.emit_paragraph,
            ir.BulletList: self.emit_bullet_list, ir.OrderedList: self.emit_ordered_list,
            ir.DefinitionList: self.emit_definition_list, ir.Table: self.emit_table,
            ir.BidTable: self.emit_bid_table, ir.DealDiagram: self.emit_deal_diagram,
            ir.AuctionDiagram: self.emit_auction_diagram, ir.Comment: self.emit_comment,
            ir.RawBlock: self.emit_raw_block,
        }

    # -- escaping -------------------------------------------------------------------

    def tex(self, text: str) -> str:
        """Escape text; characters pdflatex cannot print become ``?`` (with a warning)."""
        if _PLAIN.fullmatch(text):
            return text
        out: list[str] = []
        for char in text:
            special = ESCAPES.get(char)
            if special is not None:
                out.append(special)
            elif typesettable(char):
                out.append(char)
            elif ord(char) < 0x20 or 0x7F <= ord(char) < 0xA0:
                continue
            else:
                out.append("?")
                self.bad_char(char)
        return "".join(out)

    def bad_char(self, char: str) -> None:
        if char in self.bad_chars:
            return
        self.bad_chars.add(char)
        self.diagnostics.append(warning(
            f"character {char!r} (U+{ord(char):04X}) cannot be typeset by pdflatex with "
            "standard packages; it is printed as '?'", self.span,
            hint="use HTML output for this text, or replace the character"))

    def pieces(self, pieces: list[t.Piece]) -> str:
        return "".join(f"\\bc{p.suit}{{}}" if isinstance(p, t.SuitPiece) else self.tex(p)
                       for p in pieces)

    # -- document -------------------------------------------------------------------

    def document(self, doc: ir.Document) -> None:
        w = self.out.append
        w("\\documentclass[a4paper]{article}\n\\usepackage[utf8]{inputenc}\n"
          "\\usepackage[T1]{fontenc}\n"
          "\\IfFileExists{lmodern.sty}{\\usepackage{lmodern}}{\\usepackage{times}}\n")
        if self.options.include_external_files:
            w(f"% bridgec support macros\n{macros()}")
        else:
            w(f"\\input{{{MACROS}}}\n")
        self.emit_titles(doc)
        w("\\begin{document}\n")
        if doc.meta_value("TITLE") is not None:
            w("\\maketitle\n")
        description = doc.meta_value("DESCRIPTION")
        if description is not None:
            w(f"\\begin{{quote}}\n{self.tex(description)}\n\\end{{quote}}\n")
        if any(isinstance(block, ir.Heading) for block in doc.body):
            w("\\tableofcontents\n")
        for block in doc.body:
            self.emit_block(block)
        if not doc.body and doc.rules:
            self.emit_rules(doc)
        for board in doc.boards:
            self.emit_board(board)
        w("\\end{document}\n")

    def emit_titles(self, doc: ir.Document) -> None:
        title = doc.meta_value("TITLE")
        if title is None:
            return
        self.out.append(f"\\title{{{self.tex(title)}}}\n")
        author = doc.meta_value("AUTHOR")
        self.out.append(f"\\author{{{self.tex(author or '')}}}\n\\date{{}}\n")

    def emit_block(self, block: ir.Block) -> None:
        self.span = block.span
        handler = self.blocks.get(type(block))
        if handler is None:
            self.diagnostics.append(t.unsupported(block, type(block).__name__, "LaTeX"))
            return
        handler(block)

    # -- inlines --------------------------------------------------------------------

    def inlines(self, content: ir.Inlines) -> str:
        return "".join(self.inline(node) for node in content)

    def inline(self, node: ir.Inline) -> str:
        if isinstance(node, ir.Text):
            return self.tex(node.text)
        if isinstance(node, ir.Strong):
            return f"\\textbf{{{self.inlines(node.content)}}}"
        if isinstance(node, ir.Emph):
            return f"\\emph{{{self.inlines(node.content)}}}"
        if isinstance(node, ir.Mono):
            return f"\\texttt{{{self.tex(node.text)}}}"
        if isinstance(node, ir.SuitSymbol):
            return f"\\bc{node.suit}{{}}"
        if isinstance(node, ir.CallRef):
            return self.pieces(t.name_pieces(node.call))
        if isinstance(node, ir.Link):
            content = self.inlines(node.content) or self.tex(node.target)
            if not t.link_allowed(node.target):
                self.diagnostics.append(t.link_warning(node, "LaTeX"))
                return content
            return f"\\href{{{url(node.target.strip())}}}{{{content}}}"
        return "\\newline{}"

    # -- text blocks ----------------------------------------------------------------

    def emit_heading(self, node: ir.Heading) -> None:
        command = SECTIONS[min(node.level, len(SECTIONS)) - 1]
        self.out.append(f"\n\\{command}{{{self.inlines(node.content)}}}\n\n")

    def emit_paragraph(self, node: ir.Paragraph) -> None:
        self.out.append(f"\n{self.inlines(node.content)}\n\n")

    def emit_bullet_list(self, node: ir.BulletList) -> None:
        self._list("itemize", "", node.items)

    def emit_ordered_list(self, node: ir.OrderedList) -> None:
        start = f"\\setcounter{{enumi}}{{{node.start - 1}}}\n" if node.start != 1 else ""
        self._list("enumerate", start, node.items)

    def _list(self, env: str, prelude: str, items: tuple[ir.ListItem, ...]) -> None:
        if not items:
            return
        body = "".join(f"\\item {self.inlines(item.content)}\n" for item in items)
        self.out.append(f"\\begin{{{env}}}\n{prelude}{body}\\end{{{env}}}\n")

    def emit_definition_list(self, node: ir.DefinitionList) -> None:
        if not node.items:
            return
        body = "".join(f"\\item[{{{self.inlines(i.term)}}}] {self.inlines(i.definition)}\n"
                       for i in node.items)
        self.out.append(f"\\begin{{description}}\n{body}\\end{{description}}\n")

    def emit_table(self, node: ir.Table) -> None:
        width = max((len(row.cells) for row in node.rows), default=0)
        if width == 0:
            return
        w = self.out.append
        w(f"\n\\par\\noindent\\begin{{tabular}}{{|{'l|' * width}}}\\hline\n")
        for row in node.rows:
            cells = [self.inlines(c) for c in row.cells] + [""] * (width - len(row.cells))
            if row.header:
                cells = [f"\\textbf{{{c}}}" if c else c for c in cells]
            w(" & ".join(cells) + " \\\\\\hline\n")
        w("\\end{tabular}\n\n")

    def emit_comment(self, node: ir.Comment) -> None:
        """Comments are the author's notes to themselves: never shown."""

    def emit_raw_block(self, node: ir.RawBlock) -> None:
        self.diagnostics.append(t.unsupported(node, f"raw {node.format} text", "LaTeX"))

    # -- bid tables -----------------------------------------------------------------

    def emit_bid_table(self, node: ir.BidTable) -> None:
        if node.hidden:
            return
        w = self.out.append
        w("\\begin{bcbidtable}\n")
        label = t.conditions_label(node.conditions)
        if label:
            w(f"\\noindent\\bccond{{{self.tex(label)}}}\\par\n")
        if node.start is not None:
            start = self.pieces(t.start_pieces(node.start))
            if node.start.meaning is not None and node.start.meaning.description:
                start += " " + self.inlines(node.start.meaning.description)
            w(f"\\bcstart{{{start}}}\n")
        self.rows(node.rows, 0)
        w("\\end{bcbidtable}\n")

    def rows(self, rows: tuple[ir.BidNode, ...], depth: int) -> None:
        for row in t.visible_rows(rows):
            self.span = row.span or self.span
            call = self.pieces(t.side_call_pieces(row.call, row.side))
            description = row.meaning.description
            if any(isinstance(node, ir.LineBreak) for node in description):
                desc = "\\newline{}".join("\\mbox{}" if t.blank_line(line) else self.inlines(line)
                                         for line in t.split_lines(description))
            else:
                desc = self.inlines(description)
            label = t.conditions_label(row.conditions)
            if label:
                desc += f"\\bccond{{{self.tex(label)}}}"
            if self.options.tree:
                guides = "\\bcguide" * depth
                self.out.append(f"\\bctreerow{{{depth}}}{{{guides}}}{{{call}}}{{{desc}}}\n")
            else:
                self.out.append(f"\\bcrow{{{depth}}}{{{call}}}{{{desc}}}\n")
            self.rows(row.children, depth + 1)

    # -- deals and auctions ---------------------------------------------------------

    def emit_deal_diagram(self, node: ir.DealDiagram) -> None:
        self.deal(node.deal)

    def deal(self, deal: ir.Deal) -> None:
        hands: dict[str, str] = {hand.seat: self.hand(hand) for hand in deal.hands}
        facts = "\\newline ".join(self.pieces(line) for line in t.deal_header(deal))
        n, e, s, w_ = (hands.get(seat, "") for seat in t.SEAT_ORDER)
        self.out.append(f"\\bcdeal{{{n}}}{{{w_}}}{{{facts}}}{{{e}}}{{{s}}}\n")

    def hand(self, hand: ir.Hand) -> str:
        suits = [self.tex(cards) if cards else "\\bcvoid{}"
                 for cards in (hand.spades, hand.hearts, hand.diamonds, hand.clubs)]
        return f"\\bchand{{{t.SEAT_NAMES[hand.seat]}}}" + "".join(f"{{{s}}}" for s in suits)

    def emit_auction_diagram(self, node: ir.AuctionDiagram) -> None:
        self.auction(node.calls, node.dealer, node.complete)

    def auction(self, calls: tuple[ir.Bid, ...], dealer: ir.Compass | None,
                complete: bool) -> None:
        order = ("W", "N", "E", "S")
        cells = [""] * (order.index(dealer) if dealer else 0)
        alerts: list[str] = []
        for bid in calls:
            cell = self.pieces(t.name_pieces(bid.call))
            if bid.alert is not None:
                alerts.append(bid.alert)
                cell += f"\\textsuperscript{{{len(alerts)}}}"
            cells.append(cell)
        if complete and not _ends_passed_out(calls):
            cells.append("All pass")
        w = self.out.append
        w("\n\\begin{bcauction}\n\\begin{tabular}{llll}\n")
        if dealer:
            w("\\textbf{West} & \\textbf{North} & \\textbf{East} & \\textbf{South}\\\\\\hline\n")
        for start in range(0, len(cells), 4):
            row = cells[start:start + 4]
            w(" & ".join(row + [""] * (4 - len(row))) + " \\\\\n")
        w("\\end{tabular}\n")
        if alerts:
            items = "".join(f"\\item {self.tex(a)}\n" for a in alerts)
            w(f"\\begin{{enumerate}}\\footnotesize\n{items}\\end{{enumerate}}\n")
        w("\\end{bcauction}\n")

    def emit_board(self, board: ir.Board) -> None:
        w = self.out.append
        number = board.deal.board
        w(f"\n\\subsection*{{Board{'' if number is None else f' {number}'}}}\n")
        if board.teams is not None:
            w(f"North/South: {self.tex(board.teams.ns)}; "
              f"East/West: {self.tex(board.teams.ew)}\n\n")
        self.deal(board.deal)
        if board.auction:
            self.auction(board.auction, board.deal.dealer, False)
        if board.tricks:
            self.play(board.tricks)
        for event in board.events:
            seat = f"{t.SEAT_NAMES[event.seat]}: " if event.seat else ""
            w(f"\n{self.tex(event.event)}: {self.tex(seat + event.text)}\n\n")
        if board.timing is not None:
            tm = board.timing
            w(f"\nTime: N/S {self.tex(tm.ns_board)} (total {self.tex(tm.ns_total)}), "
              f"E/W {self.tex(tm.ew_board)} (total {self.tex(tm.ew_total)})\n\n")

    def play(self, tricks: tuple[ir.Trick, ...]) -> None:
        w = self.out.append
        w("\n\\par\\noindent\\begin{tabular}{rll}\n"
          "\\textbf{Trick} & \\textbf{Cards} & \\textbf{Won by}\\\\\\hline\n")
        for trick in tricks:
            cards = ", ".join(f"{p.seat} \\bc{p.card[1]}{{}}{self.tex(p.card[0])}"
                              for p in trick.cards)
            winner = t.SEAT_NAMES[trick.winner] if trick.winner else ""
            w(f"{trick.number} & {cards} & {winner}\\\\\n")
        w("\\end{tabular}\n\n")

    # -- rules without a body -------------------------------------------------------

    def emit_rules(self, doc: ir.Document) -> None:
        self.diagnostics.append(warning(
            "the document has rules but no presentation body: they are shown as a flat "
            "list", doc.span, hint="a layout pass can arrange rules into bid tables"))
        self.out.append("\\begin{bcbidtable}\n")
        for rule in doc.rules:
            if rule.hidden:
                continue
            self.span = rule.span
            desc = self.inlines(rule.meaning.description)
            label = t.conditions_label(rule.conditions)
            if label:
                desc += f"\\bccond{{{self.tex(label)}}}"
            self.out.append(f"\\bcrow{{0}}{{{self.rule_auction(rule)}}}{{{desc}}}\n")
        self.out.append("\\end{bcbidtable}\n")

    def rule_auction(self, rule: ir.Rule) -> str:
        if rule.auction is None or rule.call is None:
            source = rule.pattern.source if rule.pattern is not None else ""
            return f"\\texttt{{{self.tex(source)}}}"
        calls: Auction = [(ir.Call(name=a.call), a.side) for a in rule.auction]
        return self.pieces(t.auction_pieces([*calls, (rule.call, rule.side)]))


def _ends_passed_out(calls: tuple[ir.Bid, ...]) -> bool:
    """True when the auction already ends with its closing passes."""
    return auction_over([bid.call for bid in calls])
