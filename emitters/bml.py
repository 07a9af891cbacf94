"""BML emitter: a canonical BML 2 printer.

Reading the output back gives the same IR (spans aside): ``bml -> IR -> bml -> IR``.
Metadata comes first, then the blocks in order, separated by blank lines. Bid-table rows
are indented by ``options.indentation`` per level; continuation lines of a description
line up with its first line. ``#VUL``/``#SEAT`` lines are written where a table's
conditions change (and reset where they end); ``#HIDE`` is kept. What BML cannot hold
(boards, alerts, rules without a body, raw text of other formats, BSS qualifications) is
reported as an ``emit-dropped`` warning.

No text of the IR becomes structure: BML has no escape character, so a line of text that
the reader would take for something else (a heading, a row, a list item, an ``#INCLUDE``,
a comment, a blank line between blocks) starts with a no-break space (``GUARD``), which
the reader takes for a letter; a one-line field gets its line ends as spaces, and a line
end inside a description is a line break. Control characters are written as U+FFFD.
"""

from __future__ import annotations

import re

from bridgec import ir
from bridgec.diagnostics import Diagnostic, warning
from bridgec.emitters import _text as t
from bridgec.emitters._fields import BML, dropped
from bridgec.emitters._sections import block_dispatch
from bridgec.notation.inline import to_source
from bridgec.options import EmitOptions, EmitResult

NAME = "bml"

BML_CALLS = {"X": "D", "XX": "R"}
VUL_CODES = {None: "0", True: "Y", False: "N"}
_META_KEY = re.compile(r"\W")

GUARD = "\u00a0"
"""Written before a line of text the reader would take for structure: no blank to BML
(its blanks are space and TAB), so the line is a word of text; shown as a space."""
_LINE_END = re.compile("\r\n|[\r\n\u2028\u2029]")
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
"""Control characters but TAB and LF, written as U+FFFD (one scan of the output)."""

# What the reader (grammar/BMLLexer.g4) takes a line for, by its first word. Text lines are
# checked against these: wherever a line of text starts, BML reads ...
_ANYWHERE = re.compile(r"[ \t]*(?:$|#include(?:[ \t]|$))|//", re.I)
"""... an empty line (the end of a block), an ``#INCLUDE`` or a ``//`` comment."""
_DIRECTIVE = re.compile(r"[ \t]*#")
"""... a directive (in a paragraph, a heading or a list item, the reader takes it for text,
but a reader of the file may not)."""
_IN_TABLE = re.compile(r"[ \t]|#|//")
"""... in a bid table, a row or a directive (or, at column 0, a comment)."""
_IN_BULLETS = re.compile(r"[ \t]*-")
_IN_ENUM = re.compile(r"[ \t]*[0-9]*\.")
"""... in a list, a new item."""
_AW = r"\(?[1-7]?[NTPDRCHS]\)?"
_CARDS = r"[2-9AKQJTx-]+"
_HAND = re.compile(rf"[NESW]:?[ \t]*{_CARDS}[ \t]+{_CARDS}[ \t]+{_CARDS}[ \t]+{_CARDS}")
_AUCTION = rf"{_AW}[ \t]+{_AW}[ \t]+{_AW}[ \t]+\(?[1-7]?[NTPDRCHS]"
_ROW_OR_ITEM = r"[0-9]*\.|\(?[0-9][a-zA-Z]"
_BLOCK_START = re.compile(
    rf"[ \t]|[#*|-]|{_ROW_OR_ITEM}|{_AUCTION}|{_HAND.pattern}")
"""... as the first line of a block, anything but a paragraph: an indented line, a
directive, a heading, a table, a list, a row, an auction or a hand."""
_DEAL_HEADER = re.compile(rf"[ \t]|[*|-]|{_ROW_OR_ITEM}|#(?:vul|seat|include)(?:[ \t]|$)|"
                          rf"#\+\w+:|{_AUCTION}|{_HAND.pattern}", re.I)
"""... as the first line of a deal diagram, anything but its header (which may be a
directive-like ``#35, Dealer N``)."""
_CALL_WORD = re.compile(r"\(?[0-9]")


def text_lines(text: str) -> list[str]:
    """Text split at its line ends (CR LF, CR, LF, U+2028, U+2029)."""
    if "\n" not in text and "\r" not in text and "\u2028" not in text \
            and "\u2029" not in text:  # most texts: no regular expression
        return [text]
    return _LINE_END.split(text)


def flat(text: str) -> str:
    """A one-line field: line ends as spaces."""
    return _LINE_END.sub(" ", text)


def guard(line: str, *structure: re.Pattern[str]) -> str:
    """``line`` with ``GUARD`` before it if it starts with any of ``structure``."""
    for pattern in structure:
        if pattern.match(line):
            return GUARD + line
    return line


def guard_lines(text: str, *structure: re.Pattern[str]) -> str:
    """Multi-line text: each line after the first guarded against ``_ANYWHERE`` and
    ``structure`` (the first line follows the marker the caller writes)."""
    lines = text_lines(text)
    if len(lines) == 1:
        return text
    return "\n".join([lines[0], *(guard(line, _ANYWHERE, _DIRECTIVE, *structure)
                                  for line in lines[1:])])


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Print the document as BML."""
    writer = _Writer(options)
    writer.document(document)
    out = "\n\n".join(writer.chunks) + "\n" if writer.chunks else ""
    if _CONTROL.search(out) is not None:
        out = _CONTROL.sub("\ufffd", out)
    return EmitResult(output=out, diagnostics=tuple(writer.diagnostics))


def call_text(call: ir.AnyCall, side: ir.Side = "we") -> str:
    """A call as BML writes it: ``1N``, ``D``, ``R``, patterns as written, ``(..)`` for them."""
    if isinstance(call, ir.Call):
        text = BML_CALLS.get(call.name, call.name)
    else:  # a pattern is one word that starts with its level, never a directive
        text = flat(call.text).replace(" ", "_").replace("\t", "_")
        text = text if _CALL_WORD.match(text) else GUARD + text
    return f"({text})" if side == "they" else text


def start_text(start: ir.SequenceStart) -> str:
    """The first line of a continuing table: as written, or rebuilt from its calls."""
    if start.text:
        text = flat(start.text)
        return text if _CALL_WORD.match(text) else GUARD + text
    return "-".join(call_text(p.call, p.side) for p in start.calls) + ";"


class _Writer:
    """Collects the printed blocks; one ``emit_<node>`` method per IR node kind."""

    def __init__(self, options: EmitOptions) -> None:
        self.options = options
        self.step = max(1, options.indentation)
        self.chunks: list[str] = []
        self.diagnostics: list[Diagnostic] = []
        self.seats: tuple[int, ...] = ()
        self.vul: tuple[bool | None, bool | None] = (None, None)
        self.blocks = block_dispatch(self)

    def document(self, doc: ir.Document) -> None:
        self.diagnostics.extend(dropped(doc, BML, "BML", rules=False))
        self.chunks.extend(f"#+{_META_KEY.sub('_', m.key) or '_'}: {flat(m.value)}"
                           for m in doc.meta)
        for block in doc.body:
            handler = self.blocks.get(type(block))
            text = handler(block) if handler else self.unsupported(block, type(block).__name__)
            if text:
                self.chunks.append(text)
        if not doc.body and doc.rules:
            self.diagnostics.append(warning(
                "the document has rules but no presentation body; BML output holds only "
                "bid tables from a body", doc.span,
                hint="run the layout pass (--passes layout_bid_tables) to arrange the rules",
                code="emit-dropped"))

    def unsupported(self, node: object, what: str) -> str:
        self.diagnostics.append(t.unsupported(node, what, "BML"))
        return ""

    # -- text blocks ----------------------------------------------------------------

    def emit_heading(self, node: ir.Heading) -> str:
        return "*" * node.level + " " + guard_lines(to_source(node.content))

    def emit_paragraph(self, node: ir.Paragraph) -> str:
        return paragraph(to_source(node.content))

    def emit_bullet_list(self, node: ir.BulletList) -> str:
        return "\n".join(f"- {guard_lines(to_source(item.content, ' '), _IN_BULLETS)}"
                         for item in node.items)

    def emit_ordered_list(self, node: ir.OrderedList) -> str:
        return "\n".join(f"{node.start + i}. {guard_lines(to_source(item.content, ' '), _IN_ENUM)}"
                         for i, item in enumerate(node.items))

    def emit_definition_list(self, node: ir.DefinitionList) -> str:
        def item(i: ir.DefinitionItem) -> str:
            term = to_source(i.term, " ")
            text = f"{term} :: {to_source(i.definition, ' ')}" if i.definition else term
            return "- " + guard_lines(text, _IN_BULLETS)
        return "\n".join(item(i) for i in node.items)

    def emit_table(self, node: ir.Table) -> str:
        lines: list[str] = []
        for index, row in enumerate(node.rows):
            lines.append("| " + " | ".join(flat(to_source(c, " ")) for c in row.cells) + " |")
            following = node.rows[index + 1] if index + 1 < len(node.rows) else None
            if row.header and (following is None or not following.header):
                lines.append("|" + "+".join("---" for _ in row.cells) + "|")
        return "\n".join(lines)

    def emit_comment(self, node: ir.Comment) -> str:
        return "\n".join("//" + line for line in text_lines(node.text))

    def emit_raw_block(self, node: ir.RawBlock) -> str:
        if node.format != "bml":
            return self.unsupported(node, f"raw {node.format} text")
        text = paragraph(node.text)
        if text != node.text:
            self.diagnostics.append(warning(
                "raw BML text that would be read as structure (a heading, a row, a "
                "directive, a new block) is written as the text of a paragraph", node.span,
                hint="give the structure as IR nodes", code="emit-dropped"))
        return text

    # -- bid tables -----------------------------------------------------------------

    def emit_bid_table(self, node: ir.BidTable) -> str:
        directives = self.condition_lines(node.conditions)
        lines: list[str] = []
        if node.hidden:
            lines.append("#HIDE")
        depth = 0
        if node.start is not None:
            meaning = node.start.meaning
            described = flat(to_source(meaning.description, " ")) if meaning is not None \
                else ""
            first = start_text(node.start)
            lines.append(f"{first} {described}".rstrip())
            # a start written as a row (described, or not ending in - or ;) has its
            # continuations indented under it, as the reference tools expect
            depth = 1 if described or not first.endswith(("-", ";")) else 0
        elif node.rows and isinstance(node.rows[0].call, ir.Call) \
                and node.rows[0].call.name in ("P", "X", "XX"):
            lines.append("#BIDTABLE")
        for row in node.rows:
            self.row(row, depth, lines)
        return "\n\n".join([*directives, "\n".join(lines)])

    def condition_lines(self, conditions: ir.Conditions) -> list[str]:
        lines: list[str] = []
        vul = (conditions.we_vulnerable, conditions.they_vulnerable)
        if vul != self.vul:
            lines.append(f"#VUL {VUL_CODES[vul[0]]}{VUL_CODES[vul[1]]}")
            self.vul = vul
        if conditions.seats != self.seats:
            lines.append("#SEAT " + ("".join(str(s) for s in conditions.seats) or "0"))
            self.seats = conditions.seats
        return lines

    def row(self, node: ir.BidNode, depth: int, lines: list[str]) -> None:
        indent = " " * (self.step * depth)
        call = call_text(node.call, node.side)
        if node.conditions != ir.Conditions():
            self.diagnostics.append(warning(
                "BML has no way to give one row its own seat or vulnerability condition; "
                f"the condition of {call} ({t.conditions_label(node.conditions)}) is left out",
                node.span, hint="move the row into a table of its own after #SEAT/#VUL",
                code="emit-dropped"))
        if node.hidden:
            self.diagnostics.append(warning(
                f"BML can hide whole tables only (#HIDE); row {call} is printed visible",
                node.span, hint="move the row into a table of its own with #HIDE",
                code="emit-dropped"))
        head = f"{indent}{call}"
        separator = " = " if node.separator == "=" else " "
        while len(head) + len(separator) <= self.step * (depth + 1):
            separator = " " + separator  # a child's indent must not reach the description
        description = [to_source(line) for line in t.split_lines(node.meaning.description)]
        if any("\n" in text or "\r" in text or "\u2028" in text or "\u2029" in text
               for text in description):
            description = [part for text in description for part in text_lines(text)]
        first = description[0]
        if first or len(description) > 1:
            lines.append(f"{head}{separator}{first}")
        else:  # ``1C =`` with rows under it is a definition with no text, ``1C`` a path
            lines.append(f"{head} =" if node.separator == "=" and node.children else head)
        pad = " " * (len(head) + len(separator))
        lines.extend(f"{pad}{guard(more, _IN_TABLE, _ANYWHERE)}".rstrip() or f"{pad}."
                     for more in description[1:])
        for child in node.children:
            self.row(child, depth + 1, lines)

    # -- deals and auctions ---------------------------------------------------------

    def emit_deal_diagram(self, node: ir.DealDiagram) -> str:
        deal = node.deal
        header = flat(deal.header or deal_header(deal))
        lines = [guard(header, _DEAL_HEADER, _ANYWHERE)] if header else []
        for hand in deal.hands:
            suits = (hand.spades, hand.hearts, hand.diamonds, hand.clubs)
            lines.append(f"{hand.seat} " + " ".join(flat(s) or "-" for s in suits))
        return "\n".join(lines)

    def emit_auction_diagram(self, node: ir.AuctionDiagram) -> str:
        words = [flat(BML_CALLS.get(bid.call, bid.call)) for bid in node.calls]
        if node.complete:
            words.append("AP")
        return "\n".join(" ".join(words[i:i + 4]) for i in range(0, len(words), 4))


def paragraph(text: str) -> str:
    """Text as the lines of a paragraph: the first must read as a paragraph's, no other
    may end the block, and together they must not read as a deal diagram (a line of text
    and a hand)."""
    lines = text_lines(text)
    out = [guard(lines[0], _BLOCK_START, _ANYWHERE)]
    out += [guard(line, _ANYWHERE, _DIRECTIVE) for line in lines[1:]]
    hands = [i for i, line in enumerate(out) if i and _HAND.match(line)]
    if hands and len(out) - 1 - len(hands) <= 1:
        for i in hands:
            out[i] = GUARD + out[i]
    return "\n".join(out)


def deal_header(deal: ir.Deal) -> str:
    """A header row for a deal built from its facts: ``N None 35 4SXS hK``."""
    words: list[str] = []
    if deal.dealer:
        words.append(deal.dealer)
    if deal.vulnerability:
        words.append(deal.vulnerability)
    if deal.board is not None:
        words.append(str(deal.board))
    if deal.contract == "P":
        words.append("PASS")
    elif deal.contract:
        words.append(f"{deal.contract}{deal.doubled}{deal.declarer or ''}")
    if deal.lead:
        words.append(deal.lead[1].lower() + deal.lead[0])
    return " ".join(words)
