"""BML emitter: a canonical BML 2 printer.

Reading the output back gives the same IR (spans aside): ``bml -> IR -> bml -> IR``.
Metadata comes first, then the blocks in order, separated by blank lines. Bid-table rows
are indented by ``options.indentation`` per level; continuation lines of a description
line up with its first line. ``#VUL``/``#SEAT`` lines are written where a table's
conditions change (and reset where they end); ``#HIDE`` is kept. What BML cannot hold
(boards, alerts, rules without a body, raw text of other formats, BSS qualifications) is
reported as an ``emit-dropped`` warning.
"""

from __future__ import annotations

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


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Print the document as BML."""
    writer = _Writer(options)
    writer.document(document)
    return EmitResult(output="\n\n".join(writer.chunks) + "\n" if writer.chunks else "",
                      diagnostics=tuple(writer.diagnostics))


def call_text(call: ir.AnyCall, side: ir.Side = "we") -> str:
    """A call as BML writes it: ``1N``, ``D``, ``R``, patterns as written, ``(..)`` for them."""
    text = BML_CALLS.get(call.name, call.name) if isinstance(call, ir.Call) else call.text
    return f"({text})" if side == "they" else text


def start_text(start: ir.SequenceStart) -> str:
    """The first line of a continuing table: as written, or rebuilt from its calls."""
    if start.text:
        return start.text
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
        self.chunks.extend(f"#+{m.key}: {m.value}" for m in doc.meta)
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
        return "*" * node.level + " " + to_source(node.content)

    def emit_paragraph(self, node: ir.Paragraph) -> str:
        return to_source(node.content)

    def emit_bullet_list(self, node: ir.BulletList) -> str:
        return "\n".join(f"- {to_source(item.content, ' ')}" for item in node.items)

    def emit_ordered_list(self, node: ir.OrderedList) -> str:
        return "\n".join(f"{node.start + i}. {to_source(item.content, ' ')}"
                         for i, item in enumerate(node.items))

    def emit_definition_list(self, node: ir.DefinitionList) -> str:
        return "\n".join(f"- {to_source(i.term, ' ')} :: {to_source(i.definition, ' ')}"
                         if i.definition else f"- {to_source(i.term, ' ')}"
                         for i in node.items)

    def emit_table(self, node: ir.Table) -> str:
        lines: list[str] = []
        for index, row in enumerate(node.rows):
            lines.append("| " + " | ".join(to_source(c, " ") for c in row.cells) + " |")
            following = node.rows[index + 1] if index + 1 < len(node.rows) else None
            if row.header and (following is None or not following.header):
                lines.append("|" + "+".join("---" for _ in row.cells) + "|")
        return "\n".join(lines)

    def emit_comment(self, node: ir.Comment) -> str:
        return "\n".join("//" + line for line in node.text.split("\n"))

    def emit_raw_block(self, node: ir.RawBlock) -> str:
        if node.format == "bml":
            return node.text
        return self.unsupported(node, f"raw {node.format} text")

    # -- bid tables -----------------------------------------------------------------

    def emit_bid_table(self, node: ir.BidTable) -> str:
        directives = self.condition_lines(node.conditions)
        lines: list[str] = []
        if node.hidden:
            lines.append("#HIDE")
        depth = 0
        if node.start is not None:
            meaning = node.start.meaning
            described = to_source(meaning.description, " ") if meaning is not None else ""
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
        description = t.split_lines(node.meaning.description)
        first = to_source(description[0])
        lines.append(f"{head}{separator}{first}" if first or len(description) > 1 else head)
        pad = " " * (len(head) + len(separator))
        lines.extend(f"{pad}{to_source(more)}".rstrip() or f"{pad}." for more in description[1:])
        for child in node.children:
            self.row(child, depth + 1, lines)

    # -- deals and auctions ---------------------------------------------------------

    def emit_deal_diagram(self, node: ir.DealDiagram) -> str:
        deal = node.deal
        header = deal.header or deal_header(deal)
        lines = [header] if header else []
        for hand in deal.hands:
            suits = (hand.spades, hand.hearts, hand.diamonds, hand.clubs)
            lines.append(f"{hand.seat} " + " ".join(s or "-" for s in suits))
        return "\n".join(lines)

    def emit_auction_diagram(self, node: ir.AuctionDiagram) -> str:
        words = [BML_CALLS.get(bid.call, bid.call) for bid in node.calls]
        if node.complete:
            words.append("AP")
        return "\n".join(" ".join(words[i:i + 4]) for i in range(0, len(words), 4))


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
