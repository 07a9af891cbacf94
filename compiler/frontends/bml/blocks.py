"""BML blocks: lower each block of the parse tree into IR blocks.

The parse tree (``grammar/BMLParser.g4``) gives a block's kind, decided by its first line
in the reference's order: heading (``*``), list (``-``; a description list if an item holds
`` :: ``), ordered list (``1.``), auction diagram (four calls), bid table (a call first),
``|`` table, deal diagram, bid table (a directive such as ``#CUT`` or ``#BIDTABLE``), else
a paragraph; ``#VUL``, ``#SEAT`` and ``#+KEY:`` lines before it are the block's directives.
"""

from __future__ import annotations

import re

import msgspec

from bridgec import ir
from bridgec.codes import is_suppression
from bridgec.diagnostics import Diagnostic, Span, closest, error, warning
from bridgec.frontends.bml import tree
from bridgec.frontends.bml.bidtable import TableState, lower_table
from bridgec.frontends.bml.deal import auction_diagram, deal_diagram
from bridgec.frontends.bml.tree import Block, Line
from bridgec.notation.inline import parse_inline, parse_lines

_META = re.compile(r"#\+(\w+):\s*(.*)")
SHOWN_KEYS = ("TITLE", "AUTHOR", "DESCRIPTION")
"""The ``#+KEY:`` lines outputs show; a key close to one of them is warned about
(``#+TITEL``), others are kept in the IR silently (org-mode files hold many)."""
_ENUM_ITEM = re.compile(r"(\d*)\.\s*(.*)", re.S)
_SEATS = {"0": (), "1": (1,), "2": (2,), "3": (3,), "4": (4,), "12": (1, 2), "34": (3, 4)}
_VUL = {"Y": True, "N": False, "0": None}


class Lowering(msgspec.Struct):
    """Lowers blocks in document order, keeping the state that flows between them."""

    diagnostics: list[Diagnostic]
    table: TableState
    meta: list[ir.MetaEntry] = msgspec.field(default_factory=list)
    conditions: ir.Conditions = ir.Conditions()
    body: list[ir.Block] = msgspec.field(default_factory=list)

    def block(self, block: Block) -> None:
        """Lower one block of the parse tree and append what it gives."""
        for line in block.lead:
            if line.comment and not is_suppression(line.head):
                self.body.append(ir.Comment(text=line.head[2:], span=line.span()))
        lines = block.lines
        if any(ln.comment for ln in lines):
            for line in lines:
                if line.comment and not is_suppression(line.head):
                    self.body.append(ir.Comment(text=line.head[2:], span=line.span()))
            lines = [ln for ln in lines if not ln.comment]
        for line in block.lead:
            if not line.comment:
                self._directive(line)
        if block.kind is not None:
            self._content(block.kind, lines)

    def _content(self, kind: str, lines: list[Line]) -> None:
        if kind == tree.BID_TABLE or kind == tree.DIRECTIVE_TABLE:
            self._bid_table(lines)
        elif kind == tree.HEADING:
            self.body.append(_heading(lines))
        elif kind == tree.BULLET_LIST:
            self.body.append(_list(lines))
        elif kind == tree.ORDERED_LIST:
            self.body.append(_enum(lines))
        elif kind == tree.AUCTION_DIAGRAM:
            self.body.append(auction_diagram(lines, self.diagnostics))
        elif kind == tree.TABLE:
            self.body.append(_table(lines))
        elif kind == tree.DEAL_DIAGRAM:
            self.body.append(deal_diagram(lines, self.diagnostics))
        else:
            text = "\n".join(ln.text for ln in lines)
            self.body.append(ir.Paragraph(content=parse_inline(text, lines[0].span()),
                                          span=_span(lines)))

    def _bid_table(self, lines: list[Line]) -> None:
        table = lower_table(lines, self.table, self.conditions)
        if table is not None:
            self.body.append(table)

    def _unshown_key(self, written: str, line: Line) -> None:
        """A warning for a ``#+KEY`` no output shows, when it is close to one that does."""
        close = closest(written.upper(), SHOWN_KEYS, cutoff=0.7)
        if close:
            self.diagnostics.append(warning(
                f"#+{written}: no output shows this key (did you mean #+{close}?)",
                line.span(end_col=len(written) + 3),
                hint=f"the keys the outputs show: {', '.join(SHOWN_KEYS)}", code="bml-meta"))

    def _directive(self, line: Line) -> None:
        if line.kind == tree.META:
            meta = _META.fullmatch(line.text)
            assert meta is not None  # the lexer's META head is `#+KEY:`
            key = meta.group(1).upper()
            span = line.span()
            self.meta.append(ir.MetaEntry(key=key, value=meta.group(2),
                                          content=parse_lines(meta.group(2), span), span=span))
            if key not in SHOWN_KEYS:
                self._unshown_key(meta.group(1), line)
            return
        words = line.rest.split()
        value = words[0] if words else ""
        if line.kind == tree.SEAT:
            if value not in _SEATS or len(words) > 1:
                self.diagnostics.append(error(
                    f"#SEAT {line.rest.strip()}: unknown seat", line.span(),
                    hint="write #SEAT 0 (any), 1, 2, 3, 4, 12 or 34", code="bml-seat"))
                return
            self.conditions = ir.Conditions(
                seats=_SEATS[value], we_vulnerable=self.conditions.we_vulnerable,
                they_vulnerable=self.conditions.they_vulnerable)
            return
        if len(value) != 2 or any(ch not in _VUL for ch in value) or len(words) > 1:
            self.diagnostics.append(error(
                f"#VUL {line.rest.strip()}: unknown vulnerability", line.span(),
                hint="write #VUL <we><they>, each Y, N or 0: e.g. #VUL Y0", code="bml-vul"))
            return
        self.conditions = ir.Conditions(seats=self.conditions.seats,
                                        we_vulnerable=_VUL[value[0]],
                                        they_vulnerable=_VUL[value[1]])


def _span(lines: list[Line]) -> Span:
    first, last = lines[0], lines[-1]
    return Span(path=first.path, line=first.number, col=first.indent + 1,
                end_line=last.number if last.number != first.number else None,
                via=first.via)


def _heading(lines: list[Line]) -> ir.Heading:
    """A heading of one to four stars; BML has four levels, so more stars are a level-4
    heading whose text keeps the stars after the fourth (``***** Changes`` is ``*
    Changes``), as bridge-markup reads them."""
    text = "\n".join(ln.text for ln in lines)
    stars = len(text) - len(text.lstrip("*"))
    level = min(stars, 4)
    content = text[level:].lstrip()
    return ir.Heading(level=level, content=parse_inline(content, lines[0].span()),
                      span=_span(lines))


def _items(lines: list[Line], starts: re.Pattern[str]) -> list[tuple[str, str, Line]]:
    items: list[tuple[str, str, Line]] = []
    for line in lines:
        m = starts.match(line.text)
        if m:
            items.append((m.group(1), m.group(2), line))
        elif items:
            marker, text, first = items[-1]
            items[-1] = (marker, text + "\n" + line.text, first)
    return items


def _list(lines: list[Line]) -> ir.Block:
    items = _items(lines, re.compile(r"(-)\s*(.*)", re.S))
    if any(" :: " in text for _, text, _ in items):
        defs = []
        for _, text, line in items:
            term, _, definition = text.partition(" :: ")
            defs.append(ir.DefinitionItem(term=parse_inline(term, line.span()),
                                          definition=parse_inline(definition, line.span()),
                                          span=line.span()))
        return ir.DefinitionList(items=tuple(defs), span=_span(lines))
    return ir.BulletList(items=tuple(
        ir.ListItem(content=parse_inline(text, line.span()), marker=marker, span=line.span())
        for marker, text, line in items), span=_span(lines))


def _enum(lines: list[Line]) -> ir.OrderedList:
    items = _items(lines, _ENUM_ITEM)
    return ir.OrderedList(items=tuple(
        ir.ListItem(content=parse_inline(text, line.span()), marker=marker + ".",
                    span=line.span()) for marker, text, line in items), span=_span(lines))


def _table(lines: list[Line]) -> ir.Table:
    rows: list[ir.TableRow] = []
    header = 0  # the rows above the last rule line are the header
    for line in lines:
        text = line.text
        if re.fullmatch(r"\|[-+|: ]*", text):
            header = len(rows)
            continue
        cells = [c.strip() for c in text.strip("|").split("|")] if "|" in text else [text]
        rows.append(ir.TableRow(cells=tuple(parse_inline(c, line.span()) for c in cells),
                                span=line.span()))
    rows[:header] = [ir.TableRow(cells=r.cells, header=True, span=r.span) for r in rows[:header]]
    return ir.Table(rows=tuple(rows), span=_span(lines))
