"""HTML emitter: a self-contained page of a bidding system, readable without script.

Tree view (default): bid tables as nested lists of collapsible ``<details>`` nodes;
plain view (``--no-tree``): a table with indented rows. Every row shows its full auction
on hover or keyboard focus (CSS ``attr(data-auction)``). The stylesheet
(``emitters/assets/bridgec.css``) is embedded, or linked with
``--no-include-external-files``. All text from the IR is escaped; suit symbols come only
from calls and suit-symbol nodes, never from words in running text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from html import escape
from pathlib import Path
from typing import Any

import msgspec

from bridgec import ir
from bridgec.bridge.auction import auction_over
from bridgec.diagnostics import Diagnostic, warning
from bridgec.emitters import _text as t
from bridgec.options import EmitOptions, EmitResult

NAME = "html"
EXTENSION = ".htm"
BINARY = False
DESCRIPTION = "HTML page (tree or plain bid tables, embedded stylesheet)"
PASSES: tuple[str, ...] = ()

STYLESHEET = "bridgec.css"
_NEEDS_ESCAPE = re.compile(r"[&<>\"']|--")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
VOID = "\u2014"
SUIT_CLASS = {"C": "s sc", "D": "s sd", "H": "s sh", "S": "s ss"}

Auction = list[tuple[ir.AnyCall, ir.Side]]


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Render the whole document as one HTML page."""
    writer = _Writer(options)
    writer.document(document)
    out = "".join(writer.out)
    if _CONTROL.search(out):  # not allowed in HTML text: shown as a replacement character
        out = _CONTROL.sub("\ufffd", out)
    return EmitResult(output=out, diagnostics=tuple(writer.diagnostics))


def stylesheet() -> str:
    """The text of the stylesheet that pages embed or link."""
    return (Path(__file__).parent / "assets" / STYLESHEET).read_text(encoding="utf-8")


def esc(text: str) -> str:
    """Escape text for element content and attribute values; ``--``/``---`` become dashes."""
    if _NEEDS_ESCAPE.search(text) is None:
        return text
    return escape(text, quote=True).replace("---", "\u2014").replace("--", "\u2013")


def pieces_html(pieces: list[t.Piece]) -> str:
    """Call pieces with suit symbols as coloured spans."""
    return "".join(suit_html(p.suit) if isinstance(p, t.SuitPiece) else esc(p) for p in pieces)


def suit_html(suit: str) -> str:
    """One suit symbol, red or black."""
    return f'<span class="{SUIT_CLASS[suit]}">{t.SUIT_CHARS[suit]}</span>'


class _Writer:
    """Accumulates the page; one ``emit_<node>`` method per IR node kind."""

    def __init__(self, options: EmitOptions) -> None:
        self.options = options
        self.out: list[str] = []
        self.diagnostics: list[Diagnostic] = []
        self.blocks: dict[type, Callable[[Any], None]] = {
            ir.Heading: self.emit_heading, ir.Paragraph: self.emit_paragraph,
            ir.BulletList: self.emit_bullet_list, ir.OrderedList: self.emit_ordered_list,
            ir.DefinitionList: self.emit_definition_list, ir.Table: self.emit_table,
            ir.BidTable: self.emit_bid_table, ir.DealDiagram: self.emit_deal_diagram,
            ir.AuctionDiagram: self.emit_auction_diagram, ir.Comment: self.emit_comment,
            ir.RawBlock: self.emit_raw_block,
        }

    # -- document -------------------------------------------------------------------

    def document(self, doc: ir.Document) -> None:
        title = doc.meta_value("TITLE")
        w = self.out.append
        w('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n')
        w('<meta name="viewport" content="width=device-width, initial-scale=1">\n')
        w('<meta name="generator" content="bridgec">\n')
        for key in ("AUTHOR", "DESCRIPTION"):
            value = doc.meta_value(key)
            if value is not None:
                w(f'<meta name="{key.lower()}" content="{esc(value)}">\n')
        w(f"<title>{esc(title or self._fallback_title(doc))}</title>\n")
        if self.options.include_external_files:
            w(f"<style>\n{stylesheet()}</style>\n")
        else:
            w(f'<link rel="stylesheet" href="{STYLESHEET}">\n')
        w("</head>\n<body>\n")
        self.emit_header(doc)
        w("<main>\n")
        for block in doc.body:
            self.emit_block(block)
        if not doc.body and doc.rules:
            self.emit_rules(doc)
        for board in doc.boards:
            self.emit_board(board)
        w("</main>\n</body>\n</html>\n")

    def _fallback_title(self, doc: ir.Document) -> str:
        for name in (self.options.output_name, doc.source.path if doc.source else ""):
            if name not in ("", "-", "<stdin>"):
                return Path(name).stem
        return "Bidding system"

    def emit_header(self, doc: ir.Document) -> None:
        parts = [(key, doc.meta_value(key)) for key in ("TITLE", "AUTHOR", "DESCRIPTION")]
        if all(value is None for _, value in parts):
            return
        self.out.append('<header class="doc">\n')
        tags = {"TITLE": ("h1", "title"), "AUTHOR": ("p", "author"),
                "DESCRIPTION": ("p", "description")}
        for key, value in parts:
            if value is not None:
                tag, cls = tags[key]
                self.out.append(f'<{tag} class="{cls}">{esc(value)}</{tag}>\n')
        self.out.append("</header>\n")

    def emit_block(self, block: ir.Block) -> None:
        handler = self.blocks.get(type(block))
        if handler is None:
            self.diagnostics.append(t.unsupported(block, type(block).__name__, "HTML"))
            return
        handler(block)

    # -- inlines --------------------------------------------------------------------

    def inlines(self, content: ir.Inlines) -> str:
        return "".join(self.inline(node) for node in content)

    def inline(self, node: ir.Inline) -> str:
        if isinstance(node, ir.Text):
            return esc(node.text)
        if isinstance(node, ir.Strong):
            return f"<strong>{self.inlines(node.content)}</strong>"
        if isinstance(node, ir.Emph):
            return f"<em>{self.inlines(node.content)}</em>"
        if isinstance(node, ir.Mono):
            return f"<code>{escape(node.text, quote=True)}</code>"
        if isinstance(node, ir.SuitSymbol):
            return suit_html(node.suit)
        if isinstance(node, ir.CallRef):
            return pieces_html(t.name_pieces(node.call))
        if isinstance(node, ir.Link):
            return self.emit_link(node)
        return "<br>"

    def emit_link(self, node: ir.Link) -> str:
        content = self.inlines(node.content) or esc(node.target)
        if not t.link_allowed(node.target):
            self.diagnostics.append(t.link_warning(node, "HTML"))
            return content
        return f'<a href="{escape(node.target.strip(), quote=True)}">{content}</a>'

    # -- text blocks ----------------------------------------------------------------

    def emit_heading(self, node: ir.Heading) -> None:
        level = min(node.level + 1, 6)
        self.out.append(f"<h{level}>{self.inlines(node.content)}</h{level}>\n")

    def emit_paragraph(self, node: ir.Paragraph) -> None:
        self.out.append(f"<p>{self.inlines(node.content)}</p>\n")

    def emit_bullet_list(self, node: ir.BulletList) -> None:
        self._list("ul", "", node.items)

    def emit_ordered_list(self, node: ir.OrderedList) -> None:
        self._list("ol", f' start="{node.start}"' if node.start != 1 else "", node.items)

    def _list(self, tag: str, attrs: str, items: tuple[ir.ListItem, ...]) -> None:
        body = "".join(f"<li>{self.inlines(item.content)}</li>\n" for item in items)
        self.out.append(f"<{tag}{attrs}>\n{body}</{tag}>\n")

    def emit_definition_list(self, node: ir.DefinitionList) -> None:
        body = "".join(f"<dt>{self.inlines(i.term)}</dt><dd>{self.inlines(i.definition)}</dd>\n"
                       for i in node.items)
        self.out.append(f"<dl>\n{body}</dl>\n")

    def emit_table(self, node: ir.Table) -> None:
        self.out.append('<table class="text">\n')
        for row in node.rows:
            tag = "th" if row.header else "td"
            cells = "".join(f"<{tag}>{self.inlines(c)}</{tag}>" for c in row.cells)
            self.out.append(f"<tr>{cells}</tr>\n")
        self.out.append("</table>\n")

    def emit_comment(self, node: ir.Comment) -> None:
        """Comments are the author's notes to themselves: never shown."""

    def emit_raw_block(self, node: ir.RawBlock) -> None:
        self.diagnostics.append(t.unsupported(node, f"raw {node.format} text", "HTML"))

    # -- bid tables -----------------------------------------------------------------

    def emit_bid_table(self, node: ir.BidTable) -> None:
        if node.hidden:
            return
        view = "tree" if self.options.tree else "plain"
        w = self.out.append
        w(f'<div class="bidtable {view}">\n')
        label = t.conditions_label(node.conditions)
        if label:
            w(f'<div class="cond">{esc(label)}</div>\n')
        if node.start is not None:
            w(f'<div class="start">{pieces_html(t.start_pieces(node.start))}')
            if node.start.meaning is not None and node.start.meaning.description:
                w(f' <span class="desc">{self.inlines(node.start.meaning.description)}</span>')
            w("</div>\n")
        before = t.auction_text(t.start_calls(node)) if node.start is not None else ""
        if self.options.tree:
            self.tree_rows(node.rows, before)
        else:
            w('<table class="plain">\n')
            self.plain_rows(node.rows, before, 0)
            w("</table>\n")
        w("</div>\n")

    def row_parts(self, row: ir.BidNode, before: str) -> tuple[str, str, str, str]:
        """Call, description and auction (escaped for an attribute) of a row, and the
        plain auction text its children continue from."""
        own = _call_text(row.call, row.side)
        if row.auction is not None:
            auction = t.auction_text(t.node_auction(row, []))
        else:
            auction = f"{before}{t.AUCTION_JOINER}{own}" if before else own
        call = _call_html(row.call, row.side)
        description = row.meaning.description
        if any(isinstance(node, ir.LineBreak) for node in description):
            desc = "<br>".join("&nbsp;" if t.blank_line(line) else self.inlines(line)
                               for line in t.split_lines(description))
        else:
            desc = self.inlines(description)
        label = t.conditions_label(row.conditions)
        if label:
            desc += f' <span class="cond">{esc(label)}</span>'
        return call, desc, esc(auction), auction

    def tree_rows(self, rows: tuple[ir.BidNode, ...], before: str) -> None:
        w = self.out.append
        w("<ul>\n")
        for row in t.visible_rows(rows):
            call, desc, title, auction = self.row_parts(row, before)
            inner = (f'<span class="call">{call}</span><span class="desc">{desc}</span>')
            if any(not c.hidden for c in row.children):
                w(f'<li><details open><summary><span class="row" data-auction="{title}">'
                  f"{inner}</span></summary>\n")
                self.tree_rows(row.children, auction)
                w("</details></li>\n")
            else:
                w(f'<li><div class="row" tabindex="0" data-auction="{title}">{inner}</div></li>\n')
        w("</ul>\n")

    def plain_rows(self, rows: tuple[ir.BidNode, ...], before: str, depth: int) -> None:
        for row in t.visible_rows(rows):
            call, desc, title, auction = self.row_parts(row, before)
            pad = f' style="padding-left:{1.6 * depth:g}em"' if depth else ""
            self.out.append(f'<tr class="row" tabindex="0" data-auction="{title}">'
                            f'<td class="call"{pad}>{call}</td><td class="desc">{desc}</td></tr>\n')
            self.plain_rows(row.children, auction, depth + 1)

    # -- deals and auctions ---------------------------------------------------------

    def emit_deal_diagram(self, node: ir.DealDiagram) -> None:
        self.deal(node.deal)

    def deal(self, deal: ir.Deal) -> None:
        hands: dict[str, str] = {hand.seat: self.hand(hand) for hand in deal.hands}
        facts = "<br>".join(pieces_html(line) for line in t.deal_header(deal))
        n, e, s, w_ = (hands.get(seat, "") for seat in t.SEAT_ORDER)
        self.out.append(
            '<figure class="deal"><table>\n'
            f"<tr><td></td><td>{n}</td><td></td></tr>\n"
            f'<tr><td>{w_}</td><td class="facts">{facts}</td><td>{e}</td></tr>\n'
            f"<tr><td></td><td>{s}</td><td></td></tr>\n</table></figure>\n")

    def hand(self, hand: ir.Hand) -> str:
        suits = (("S", hand.spades), ("H", hand.hearts), ("D", hand.diamonds),
                 ("C", hand.clubs))
        lines = [f'<span class="seat">{t.SEAT_NAMES[hand.seat]}</span>']
        lines += [f"{suit_html(suit)} {esc(cards) if cards else VOID}" for suit, cards in suits]
        return "<br>".join(lines)

    def emit_auction_diagram(self, node: ir.AuctionDiagram) -> None:
        self.auction(node.calls, node.dealer, node.complete)

    def auction(self, calls: tuple[ir.Bid, ...], dealer: ir.Compass | None,
                complete: bool) -> None:
        order = ("W", "N", "E", "S")
        cells = [""] * (order.index(dealer) if dealer else 0)
        alerts: list[str] = []
        for bid in calls:
            cell = pieces_html(t.name_pieces(bid.call))
            if bid.alert is not None:
                alerts.append(bid.alert)
                cell += f'<span class="alert" title="{esc(bid.alert)}">{len(alerts)}</span>'
            cells.append(cell)
        if complete and not _ends_passed_out(calls):
            cells.append("All pass")
        w = self.out.append
        w('<table class="auction">\n')
        if dealer:
            w("<tr>" + "".join(f"<th>{s}</th>" for s in ("West", "North", "East", "South"))
              + "</tr>\n")
        for start in range(0, len(cells), 4):
            row = cells[start:start + 4]
            w("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>\n")
        w("</table>\n")
        if alerts:
            items = "".join(f"<li>{esc(a)}</li>" for a in alerts)
            w(f'<ol class="alerts">{items}</ol>\n')

    def emit_board(self, board: ir.Board) -> None:
        w = self.out.append
        number = board.deal.board
        w('<section class="board">\n')
        w(f"<h2>Board {number}</h2>\n" if number is not None else "<h2>Board</h2>\n")
        if board.teams is not None:
            w(f'<p class="teams">North/South: {esc(board.teams.ns)}; '
              f"East/West: {esc(board.teams.ew)}</p>\n")
        self.deal(board.deal)
        if board.auction:
            self.auction(board.auction, board.deal.dealer, False)
        if board.tricks:
            self.play(board.tricks)
        for event in board.events:
            seat = f"{t.SEAT_NAMES[event.seat]}: " if event.seat else ""
            w(f'<p class="event">{esc(event.event)}: {esc(seat + event.text)}</p>\n')
        if board.timing is not None:
            tm = board.timing
            w(f'<p class="timing">Time: N/S {esc(tm.ns_board)} (total {esc(tm.ns_total)}), '
              f"E/W {esc(tm.ew_board)} (total {esc(tm.ew_total)})</p>\n")
        w("</section>\n")

    def play(self, tricks: tuple[ir.Trick, ...]) -> None:
        w = self.out.append
        w('<table class="play">\n<tr><th>Trick</th><th>Cards</th><th>Won by</th></tr>\n')
        for trick in tricks:
            cards = " ".join(f"{p.seat}: {suit_html(p.card[1])}{esc(p.card[0])}"
                             for p in trick.cards)
            winner = t.SEAT_NAMES[trick.winner] if trick.winner else ""
            w(f"<tr><td>{trick.number}</td><td>{cards}</td><td>{winner}</td></tr>\n")
        w("</table>\n")

    # -- rules without a body -------------------------------------------------------

    def emit_rules(self, doc: ir.Document) -> None:
        self.diagnostics.append(warning(
            "the document has rules but no presentation body: they are shown as a flat "
            "list", doc.span, hint="a layout pass can arrange rules into bid tables"))
        w = self.out.append
        w('<section class="rules">\n<table class="plain">\n')
        for rule in doc.rules:
            if rule.hidden:
                continue
            w(f'<tr class="row"><td class="call">{self.rule_auction(rule)}</td>'
              f'<td class="desc">{self.inlines(rule.meaning.description)}')
            label = t.conditions_label(rule.conditions)
            if label:
                w(f' <span class="cond">{esc(label)}</span>')
            w("</td></tr>\n")
        w("</table>\n</section>\n")

    def rule_auction(self, rule: ir.Rule) -> str:
        if rule.auction is None or rule.call is None:
            source = rule.pattern.source if rule.pattern is not None else ""
            return f"<code>{escape(source)}</code>"
        calls: Auction = [(ir.Call(name=a.call), a.side) for a in rule.auction]
        return pieces_html(t.auction_pieces([*calls, (rule.call, rule.side)]))


def _ends_passed_out(calls: tuple[ir.Bid, ...]) -> bool:
    """True when the auction already ends with its closing passes."""
    return auction_over([bid.call for bid in calls])


def _call_html(call: ir.AnyCall, side: ir.Side) -> str:
    """A row's call as HTML (cached: tables repeat the same calls)."""
    return _cached_call(_without_span(call), side)[0]


def _call_text(call: ir.AnyCall, side: ir.Side) -> str:
    """A row's call as plain text, for auctions."""
    return _cached_call(_without_span(call), side)[1]


def _without_span(call: ir.AnyCall) -> ir.AnyCall:
    return call if call.span is None else msgspec.structs.replace(call, span=None)


@lru_cache(maxsize=4096)
def _cached_call(call: ir.AnyCall, side: ir.Side) -> tuple[str, str]:
    pieces = t.side_call_pieces(call, side)
    return pieces_html(pieces), t.plain(pieces)
