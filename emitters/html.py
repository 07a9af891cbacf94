"""HTML emitter: a self-contained page of a bidding system, readable without script.

Tree view (default): bid tables as nested lists of collapsible ``<details>`` nodes;
plain view (``--no-tree``): a table with indented rows. Every row shows its full auction
on hover or keyboard focus (CSS ``attr(data-auction)``). The stylesheet
(``emitters/assets/bridgec.css``) is embedded, or linked with
``--no-include-external-files``. All text from the IR is escaped (``esc``, ``verbatim``),
control characters (C0, C1), which HTML does not allow, and bidirectional overrides and
isolates becoming U+FFFD; suit symbols come only from calls and suit-symbol nodes, never
from words in running text.
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

from bridgec import ir
from bridgec.bridge.calls import SUIT_SYMBOLS
from bridgec.diagnostics import UNSAFE_CHARACTERS
from bridgec.emitters import _text as t
from bridgec.emitters._sections import AUCTION_ORDER, Holding, Renderer
from bridgec.options import EmitOptions, EmitResult

NAME = "html"

STYLESHEET = "bridgec.css"
_CONTROL = re.compile(f"[{UNSAFE_CHARACTERS}]")
_NEEDS_ESCAPE = re.compile(f"[&<>\"'{UNSAFE_CHARACTERS}]")
"""A character :func:`esc` changes: markup, a control character (not allowed in HTML) or a
bidirectional override or isolate (text would read in another order than written)."""
SUIT_CLASS = {"C": "s sc", "D": "s sd", "H": "s sh", "S": "s ss"}
HEADER_TAGS = {"TITLE": ("h1", "title"), "AUTHOR": ("p", "author"),
               "DESCRIPTION": ("p", "description")}
TOC_DEPTH = 3
"""The deepest heading level the table of contents lists (as LaTeX's, to subsubsection);
every heading has its anchor."""
FOUR_COLOUR = "four-colour"
"""The class of ``<body>`` with ``four_colour``: the stylesheet colours each suit apart."""


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Render the whole document as one HTML page."""
    page = _TreePage(options) if options.tree else _PlainPage(options)
    out = page.render(document)  # every text of the IR went through esc or verbatim
    return EmitResult(output=out, diagnostics=tuple(page.diagnostics))


def stylesheet() -> str:
    """The text of the stylesheet that pages embed or link."""
    return (Path(__file__).parent / "assets" / STYLESHEET).read_text(encoding="utf-8")


def esc(text: str) -> str:
    """Escape text for element content and attribute values; ``--``/``---`` become dashes."""
    if "--" in text:  # en dashes in ranges (11--15) are in most descriptions
        text = text.replace("---", "\u2014").replace("--", "\u2013")
    if _NEEDS_ESCAPE.search(text) is None:
        return text
    return verbatim(text)


def verbatim(text: str) -> str:
    """Escape text as it is (code, link targets): markup characters as references, control
    characters, which HTML does not allow, and bidirectional overrides as U+FFFD."""
    return _CONTROL.sub("\ufffd", escape(text, quote=True))


def suit_html(suit: str) -> str:
    """One suit symbol, red or black."""
    return f'<span class="{SUIT_CLASS[suit]}">{SUIT_SYMBOLS[suit]}</span>'


def _head_text(content: ir.Inlines | None) -> str | None:
    """A metadata value as the page head's plain text, its line breaks kept as line ends."""
    if content is None:
        return None
    return t.shown_text(content, "\n")


class _Page(Renderer):
    """HTML markup for the shared walk; the two views differ only in their rows."""

    FORMAT = "HTML"
    STRONG = ("<strong>", "</strong>")
    EMPH = ("<em>", "</em>")
    LINE_BREAK = "<br>"
    RULES = ('<section class="rules">\n<table class="plain">\n', "</table>\n</section>\n")
    RULE_ROW = ('<tr class="row"><td class="call">{auction}</td>'
                '<td class="desc">{description}</td></tr>\n')
    ROW_AUCTIONS = True
    EMPTY_LINE = "&nbsp;"
    VOID = "\u2014"
    PLAYED_CARD = "{seat}: {suit}{rank}"
    CARD_SEPARATOR = " "
    PLAY = ('<table class="play">\n<tr><th>Trick</th><th>Cards</th><th>Won by</th></tr>\n',
            "</table>\n")
    TRICK = "<tr><td>{number}</td><td>{cards}</td><td>{winner}</td></tr>\n"
    BOARD = ('<section class="board">\n<h2>{title}</h2>\n', "</section>\n")
    KEEP = ('<div class="deal-auction">\n', "</div>\n")

    # -- document -------------------------------------------------------------------

    def begin_document(self, doc: ir.Document) -> None:
        title = _head_text(doc.meta_content("TITLE"))
        w = self.out.append
        w('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n')
        w('<meta name="viewport" content="width=device-width, initial-scale=1">\n')
        w('<meta name="generator" content="bridgec">\n')
        for key in ("AUTHOR", "DESCRIPTION"):
            plain = _head_text(doc.meta_content(key))
            if plain is not None:
                w(f'<meta name="{key.lower()}" content="{esc(plain)}">\n')
        w(f"<title>{esc(title or self._fallback_title(doc))}</title>\n")
        if self.options.include_external_files:
            w(f"<style>\n{stylesheet()}</style>\n")
        else:
            w(f'<link rel="stylesheet" href="{STYLESHEET}">\n')
        w(f'</head>\n<body class="{FOUR_COLOUR}">\n' if self.options.four_colour
          else "</head>\n<body>\n")
        self.header(doc)
        w("<main>\n")
        self.contents(doc)

    def end_document(self, doc: ir.Document) -> None:
        self.out.append("</main>\n</body>\n</html>\n")

    def contents(self, doc: ir.Document) -> None:
        """Give each heading its anchor (a readable, unique slug of its text) and list the
        headings down to :data:`TOC_DEPTH`, nested by level, as the table of contents (as
        the LaTeX has one)."""
        headings = [block for block in doc.body if type(block) is ir.Heading]
        titles = [t.shown_text(h.content) for h in headings]
        self.anchors = {id(h): a for h, a in zip(headings, t.unique_slugs(titles), strict=True)}
        listed = [(h, title) for h, title in zip(headings, titles, strict=True)
                  if h.level <= TOC_DEPTH]
        if not listed:
            return
        w = self.out.append
        w('<nav class="toc" aria-label="Contents">\n<h2>Contents</h2>\n<ul>\n')
        levels = [listed[0][0].level]  # the level of each open list
        for index, (heading, title) in enumerate(listed):
            if index and heading.level > levels[-1]:
                w("\n<ul>\n")
                levels.append(heading.level)
            elif index:
                w("</li>\n")
                while len(levels) > 1 and heading.level <= levels[-2]:
                    levels.pop()
                    w("</ul>\n</li>\n")
            w(f'<li><a href="#{self.anchors[id(heading)]}">{self.suits_in(esc(title))}</a>')
        w("</li>\n" + "</ul>\n</li>\n" * (len(levels) - 1) + "</ul>\n</nav>\n")

    def suits_in(self, text: str) -> str:
        """Escaped plain text with its suit symbols drawn in their colours."""
        for suit, symbol in SUIT_SYMBOLS.items():
            if symbol in text:
                text = text.replace(symbol, suit_html(suit))
        return text

    def _fallback_title(self, doc: ir.Document) -> str:
        for name in (self.options.output_name, doc.source.path if doc.source else ""):
            if name not in ("", "-", "<stdin>"):
                return Path(name).stem
        return "Bidding system"

    def header(self, doc: ir.Document) -> None:
        """Title, author and description (their inline markup drawn), then the other
        metadata entries as a small table."""
        parts = [(key, doc.meta_content(key)) for key in HEADER_TAGS]
        others = t.meta_rest(doc)
        if all(value is None for _, value in parts) and not others:
            return
        self.out.append('<header class="doc">\n')
        for key, value in parts:
            if value is not None:
                tag, cls = HEADER_TAGS[key]
                content = self.inlines(value)
                self.out.append(f'<{tag} class="{cls}">{content}</{tag}>\n')
        if others:
            rows = "".join(f"<tr><th>{esc(entry.key)}</th><td>{esc(entry.value)}</td></tr>\n"
                           for entry in others)
            self.out.append(f'<table class="meta">\n{rows}</table>\n')
        self.out.append("</header>\n")

    # -- inlines --------------------------------------------------------------------

    text = staticmethod(esc)  # one call for most of the page
    anchors: dict[int, str] = {}
    """Each heading's anchor (its ``id``), by the node's identity; set by :meth:`contents`."""
    anchor: str | None = None

    def mono(self, text: str) -> str:
        return f"<code>{verbatim(text)}</code>"

    def suit(self, suit: str) -> str:
        return suit_html(suit)

    def link(self, target: str, content: str) -> str:
        return f'<a href="{verbatim(target)}">{content}</a>'

    def bare_url(self, target: str, written: str) -> str:
        """An address in running text: a link that may wrap anywhere (``a.url``)."""
        return f'<a class="url" href="{verbatim(target)}">{verbatim(written)}</a>'

    # -- text blocks ----------------------------------------------------------------

    def emit_heading(self, node: ir.Heading) -> None:
        self.anchor = self.anchors.get(id(node))
        super().emit_heading(node)

    def heading(self, level: int, content: str) -> None:
        tag = f"h{min(level + 1, 6)}"
        anchor = f' id="{self.anchor}"' if self.anchor else ""
        self.out.append(f"<{tag}{anchor}>{content}</{tag}>\n")

    def paragraph(self, content: str) -> None:
        self.out.append(f"<p>{content}</p>\n")

    def bullet_list(self, items: list[str]) -> None:
        self._list("ul", "", items)

    def ordered_list(self, start: int, items: list[str]) -> None:
        self._list("ol", f' start="{start}"' if start != 1 else "", items)

    def _list(self, tag: str, attrs: str, items: list[str]) -> None:
        body = "".join(f"<li>{item}</li>\n" for item in items)
        self.out.append(f"<{tag}{attrs}>\n{body}</{tag}>\n")

    def definition_list(self, items: list[tuple[str, str]]) -> None:
        body = "".join(f"<dt>{term}</dt><dd>{definition}</dd>\n" for term, definition in items)
        self.out.append(f"<dl>\n{body}</dl>\n")

    def table(self, rows: list[tuple[bool, list[str]]]) -> None:
        self.out.append('<table class="text">\n')
        for header, cells in rows:
            tag = "th" if header else "td"
            self.out.append("<tr>" + "".join(f"<{tag}>{c}</{tag}>" for c in cells) + "</tr>\n")
        self.out.append("</table>\n")

    # -- bid tables -----------------------------------------------------------------

    def table_conditions(self, label: str) -> None:
        self.out.append(f'<div class="cond">{esc(label)}</div>\n')

    def row_conditions(self, label: str) -> str:
        return f' <span class="cond">{esc(label)}</span>'

    def start(self, calls: str, description: str | None) -> None:
        desc = f' <span class="desc">{description}</span>' if description is not None else ""
        self.out.append(f'<div class="start">{calls}{desc}</div>\n')

    # -- deals, auctions, boards, rules ---------------------------------------------

    def hand(self, seat: str, holdings: list[Holding]) -> str:
        lines = [f'<span class="seat">{seat}</span>']
        lines += [f"{suit_html(suit)} {cards}" for suit, cards in holdings]
        return "<br>".join(lines)

    def deal(self, north: str, east: str, south: str, west: str, facts: list[str]) -> None:
        self.out.append(
            '<figure class="deal"><table>\n'
            f"<tr><td></td><td>{north}</td><td></td></tr>\n"
            f'<tr><td>{west}</td><td class="facts">{"<br>".join(facts)}</td>'
            f"<td>{east}</td></tr>\n"
            f"<tr><td></td><td>{south}</td><td></td></tr>\n</table></figure>\n")

    def qualification(self, text: str) -> str:
        return f' <span class="qual">{{{esc(text)}}}</span>'

    def alert_mark(self, number: int, alert: str) -> str:
        return f'<span class="alert" title="{esc(alert)}">{number}</span>'

    def auction(self, rows: list[list[str]], alerts: list[str], seats: bool) -> None:
        w = self.out.append
        w('<table class="auction">\n')
        if seats:
            w("<tr>" + "".join(f"<th>{t.SEAT_NAMES[s]}</th>" for s in AUCTION_ORDER)
              + "</tr>\n")
        for row in rows:
            w("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>\n")
        w("</table>\n")
        if alerts:
            items = "".join(f"<li>{a}</li>" for a in alerts)
            w(f'<ol class="alerts">{items}</ol>\n')

    def board_note(self, kind: str, text: str) -> None:
        self.out.append(f'<p class="{kind}">{text}</p>\n')


class _TreePage(_Page):
    """Bid tables as nested lists; a row with shown children opens and closes."""

    BID_TABLE = ('<div class="bidtable tree">\n', "</div>\n")

    def rows_open(self, depth: int) -> None:
        self.out.append("<ul>\n")

    def rows_close(self, depth: int) -> None:
        self.out.append("</ul>\n")

    def row(self, call: str, description: str, auction: str, depth: int,
            nested: bool) -> None:
        inner = f'<span class="call">{call}</span><span class="desc">{description}</span>'
        if nested:
            self.out.append(f'<li><details open><summary><span class="row" '
                            f'data-auction="{esc(auction)}">{inner}</span></summary>\n')
        else:
            self.out.append(f'<li><div class="row" tabindex="0" data-auction="{esc(auction)}">'
                            f"{inner}</div></li>\n")

    def row_end(self, nested: bool) -> None:
        if nested:
            self.out.append("</details></li>\n")


class _PlainPage(_Page):
    """Bid tables as one table whose rows are indented by depth."""

    BID_TABLE = ('<div class="bidtable plain">\n', "</div>\n")

    def rows_open(self, depth: int) -> None:
        if depth == 0:
            self.out.append('<table class="plain">\n')

    def rows_close(self, depth: int) -> None:
        if depth == 0:
            self.out.append("</table>\n")

    def row(self, call: str, description: str, auction: str, depth: int,
            nested: bool) -> None:
        pad = f' style="padding-left:{1.6 * depth:g}em"' if depth else ""
        self.out.append(f'<tr class="row" tabindex="0" data-auction="{esc(auction)}">'
                        f'<td class="call"{pad}>{call}</td><td class="desc">{description}</td>'
                        "</tr>\n")

    def row_end(self, nested: bool) -> None:
        """Plain rows close where they are written."""
