"""The format-neutral walk over a document's sections, shared by the HTML and LaTeX emitters.

:class:`Renderer` visits the body block by block (headings, paragraphs, lists, tables, bid
tables, deal and auction diagrams), the rules of a document that has rules but no body, and
Table Manager boards (deal, auction grid, play). It decides everything that does not depend
on the output format: which rows are shown, what each row's full auction is, the dealer's
column, the numbers of alerts, what a board's facts say, which nodes cannot be shown. A
format subclasses it and supplies only markup, one small method per construct, the way
pandoc's writers and markdown-it-py's renderer rules do.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, get_args

import msgspec

from bridgec import ir
from bridgec.bridge.auction import auction_over
from bridgec.bridge.calls import SUITS
from bridgec.diagnostics import Diagnostic, Span, warning
from bridgec.emitters import _text as t
from bridgec.emitters._fields import PRESENTATION, Shown, dropped
from bridgec.options import EmitOptions

AUCTION_ORDER = ("W", "N", "E", "S")
"""The columns of an auction grid."""

Holding = tuple[str, str]
"""A suit letter and its cards as markup."""
Wrap = tuple[str, str]
"""The markup that opens and the markup that closes a construct."""


def block_dispatch(writer: object) -> dict[type, Callable[[Any], Any]]:
    """The writer's ``emit_<node>`` method for each kind of body block it has one for.

    Example:
        >>> class W:
        ...     def emit_heading(self, node: object) -> None: ...
        >>> list(block_dispatch(W()))
        [<class 'bridgec.ir.Heading'>]
    """
    found: dict[type, Callable[[Any], Any]] = {}
    for kind in get_args(ir.Block):
        method = getattr(writer, "emit_" + _snake(kind.__name__), None)
        if method is not None:
            found[kind] = method
    return found


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def ends_passed_out(calls: tuple[ir.Bid, ...]) -> bool:
    """True when the auction already ends with its closing passes."""
    return auction_over([bid.call for bid in calls])


class Renderer(ABC):
    """Walks a document and writes it through the format's markup methods.

    The walk methods are ``emit_<node>``; the abstract methods below them are the markup a
    format supplies. Every piece of text from the IR reaches the output through
    :meth:`text` (or :meth:`mono`), so each format escapes in one place.
    """

    FORMAT: ClassVar[str]
    """The format's name in warnings (``HTML``)."""
    SHOWN: ClassVar[Shown] = PRESENTATION
    """The IR fields the format shows; the others are reported (``emit-dropped``)."""
    STRONG: ClassVar[Wrap]
    EMPH: ClassVar[Wrap]
    LINE_BREAK: ClassVar[str]
    BID_TABLE: ClassVar[Wrap]
    """Around a bid table (its conditions, start and rows)."""
    RULES: ClassVar[Wrap]
    """Around the flat list of rules of a document without a body."""
    RULE_ROW: ClassVar[str]
    """One of those rules, with ``{auction}`` and ``{description}`` fields."""
    BOARD: ClassVar[Wrap]
    """Around a board; the opening has a ``{title}`` field (``Board 3``)."""
    KEEP: ClassVar[Wrap]
    """Around a deal and its auction, which belong on one page."""
    ROW_AUCTIONS: ClassVar[bool] = False
    """Whether :meth:`row` needs each row's full auction as plain text."""
    EMPTY_LINE: ClassVar[str]
    """What stands for a blank line (``.``) of a description."""
    VOID: ClassVar[str]
    """What stands for a void suit in a hand."""
    PLAYED_CARD: ClassVar[str]
    """A card played to a trick, with ``{seat}``, ``{suit}`` and ``{rank}`` fields."""
    CARD_SEPARATOR: ClassVar[str]
    """What stands between the cards of a trick."""
    PLAY: ClassVar[Wrap]
    """Around the play table; the opening holds its header row."""
    TRICK: ClassVar[str]
    """A row of the play table, with ``{number}``, ``{cards}`` and ``{winner}`` fields."""

    def __init__(self, options: EmitOptions) -> None:
        self.options = options
        self.out: list[str] = []
        self.diagnostics: list[Diagnostic] = []
        self.span: Span | None = None
        self.blocks = block_dispatch(self)
        self.suit_markup = {suit: self.suit(suit) for suit in SUITS}
        """Each suit symbol's markup (:meth:`suit` depends on the suit alone)."""
        self._calls: dict[tuple[object, ir.Side], tuple[str, str]] = {}
        self.in_link = False
        """True while a link's text is drawn: its addresses are not links again."""

    # -- the walk: document ---------------------------------------------------------

    def render(self, doc: ir.Document) -> str:
        """The whole document: body, rules when there is no body, then boards."""
        self.diagnostics.extend(dropped(doc, self.SHOWN, self.FORMAT))
        self.begin_document(doc)
        body = doc.body
        for index, block in enumerate(body):
            following = body[index + 1] if index + 1 < len(body) else None
            if type(block) is ir.AuctionDiagram and index and \
                    type(body[index - 1]) is ir.DealDiagram:
                continue  # drawn with the deal before it
            if type(block) is ir.DealDiagram and type(following) is ir.AuctionDiagram:
                self.emit_deal_with_auction(block, following)
            else:
                self.emit_block(block)
        if not doc.body and doc.rules:
            self.emit_rules(doc)
        for board in doc.boards:
            self.emit_board(board)
        self.end_document(doc)
        return "".join(self.out)

    def emit_block(self, block: ir.Block) -> None:
        self.span = block.span
        handler = self.blocks.get(type(block))
        if handler is None:
            self.diagnostics.append(t.unsupported(block, type(block).__name__, self.FORMAT))
            return
        handler(block)

    # -- the walk: inlines ----------------------------------------------------------

    def inlines(self, content: ir.Inlines) -> str:
        # Plain text and suit symbols are most of every description: drawn without a call
        # through the dispatch of :meth:`inline`.
        text, suits, inline = self.text, self.suit_markup, self.inline
        parts: list[str] = []
        for node in content:
            kind = type(node)
            if kind is ir.Text:
                value: str = node.text  # type: ignore[union-attr]
                if "://" in value or "www." in value:  # the cheap test first
                    parts.append(self.running_text(value))
                else:
                    parts.append(text(value))
            elif kind is ir.SuitSymbol:
                parts.append(suits[node.suit])  # type: ignore[union-attr]
            elif kind is ir.LineBreak:
                parts.append(self.LINE_BREAK)
            else:
                parts.append(inline(node))
        return "".join(parts)

    def running_text(self, text: str) -> str:
        """Running text whose written-out addresses become links (:meth:`bare_url`),
        except inside a link."""
        if self.in_link:
            return self.text(text)
        parts: list[str] = []
        done = 0
        for start, end, target in t.bare_urls(text):
            parts += [self.text(text[done:start]), self.bare_url(target, text[start:end])]
            done = end
        parts.append(self.text(text[done:]))
        return "".join(parts)

    def inline(self, node: ir.Inline) -> str:
        if isinstance(node, ir.Text):
            return self.running_text(node.text)
        if isinstance(node, ir.Strong):
            return self.wrap(self.STRONG, self.inlines(node.content))
        if isinstance(node, ir.Emph):
            return self.wrap(self.EMPH, self.inlines(node.content))
        if isinstance(node, ir.Mono):
            return self.mono(node.text)
        if isinstance(node, ir.SuitSymbol):
            return self.suit(node.suit)
        if isinstance(node, ir.CallRef):
            return self.pieces(t.name_pieces(node.call))
        if isinstance(node, ir.Link):
            return self.emit_link(node)
        return self.LINE_BREAK

    @staticmethod
    def wrap(markup: Wrap, content: str) -> str:
        return f"{markup[0]}{content}{markup[1]}"

    def emit_link(self, node: ir.Link) -> str:
        self.in_link = True
        try:
            content = self.inlines(node.content) or self.text(node.target)
        finally:
            self.in_link = False
        if not t.link_allowed(node.target):
            self.diagnostics.append(t.link_warning(node, self.FORMAT))
            return content
        target = node.target.strip()
        if not node.content or t.shown_text(node.content).strip() == target:
            return self.bare_url(target, target)  # the address shown: breakable as one
        return self.link(target, content)

    def pieces(self, pieces: list[t.Piece]) -> str:
        """Call pieces as markup: suit symbols drawn, text escaped."""
        return "".join([self.suit(p.suit) if isinstance(p, t.SuitPiece) else self.text(p)
                        for p in pieces])

    def call(self, call: ir.AnyCall, side: ir.Side) -> tuple[str, str]:
        """A row's call as markup and as plain text (kept: tables repeat the same calls)."""
        key: tuple[object, ir.Side]
        if type(call) is ir.Call:  # a concrete call is drawn from its name alone
            key = (call.name, side)
        else:
            key = (call if call.span is None else msgspec.structs.replace(call, span=None), side)
        found = self._calls.get(key)
        if found is None:
            pieces = t.side_call_pieces(call, side)
            found = self._calls[key] = (self.pieces(pieces), t.shown_pieces(pieces))
        return found

    # -- the walk: text blocks ------------------------------------------------------

    def emit_heading(self, node: ir.Heading) -> None:
        self.heading(node.level, self.inlines(node.content))

    def emit_paragraph(self, node: ir.Paragraph) -> None:
        self.paragraph(self.inlines(node.content))

    def emit_bullet_list(self, node: ir.BulletList) -> None:
        self.bullet_list([self.inlines(item.content) for item in node.items])

    def emit_ordered_list(self, node: ir.OrderedList) -> None:
        self.ordered_list(node.start, [self.inlines(item.content) for item in node.items])

    def emit_definition_list(self, node: ir.DefinitionList) -> None:
        self.definition_list([(self.inlines(item.term), self.inlines(item.definition))
                              for item in node.items])

    def emit_table(self, node: ir.Table) -> None:
        self.table([(row.header, [self.inlines(cell) for cell in row.cells])
                    for row in node.rows])

    def emit_comment(self, node: ir.Comment) -> None:
        """Comments are the author's notes to themselves: never shown."""
        return None

    def emit_raw_block(self, node: ir.RawBlock) -> None:
        self.diagnostics.append(t.unsupported(node, f"raw {node.format} text", self.FORMAT))

    # -- the walk: bid tables -------------------------------------------------------

    def emit_bid_table(self, node: ir.BidTable) -> None:
        if node.hidden:
            return
        self.out.append(self.BID_TABLE[0])
        label = t.conditions_label(node.conditions)
        if label:
            self.table_conditions(label)
        if node.start is not None:
            calls = self.pieces(t.start_pieces(node.start))
            meaning = node.start.meaning
            description = meaning.description if meaning is not None else ()
            self.start(calls, self.inlines(description) if description else None)
        before = t.auction_title(t.start_calls(node)) if self.ROW_AUCTIONS else ""
        self.emit_rows(node.rows, before, 0)
        self.out.append(self.BID_TABLE[1])

    def emit_rows(self, rows: tuple[ir.BidNode, ...], before: str, depth: int) -> None:
        """The shown rows at one depth, each followed by its own shown children."""
        self.rows_open(depth)
        description, facts, conditions = self.description, self.facts, self.conditions
        row_markup, row_end, auctions = self.row, self.row_end, self.ROW_AUCTIONS
        for row in t.visible_rows(rows):
            self.span = row.span or self.span
            call, own = self.call(row.call, row.side)
            auction = self.row_auction(row, before, own) if auctions else ""
            meaning = row.meaning
            desc = description(meaning.description) + facts(meaning) \
                + conditions(row.conditions)
            children = row.children
            nested = False
            if children:
                call += "".join([self.qualification(q) for q in t.child_qualifications(row)])
                nested = any(not child.hidden for child in children)
            row_markup(call, desc, auction, depth, nested)
            if nested:
                self.emit_rows(children, auction, depth + 1)
            row_end(nested)
        self.rows_close(depth)

    def row_auction(self, row: ir.BidNode, before: str, own: str) -> str:
        """The full auction of a row as plain text (``before`` is its parent's)."""
        if row.auction is not None:
            return t.shown_pieces(t.qualified_pieces(row.auction, (row.call, row.side),
                                                     t.AUCTION_JOINER))
        return f"{before}{t.AUCTION_JOINER}{own}" if before else own

    def description(self, content: ir.Inlines) -> str:
        """A row's description; its lines kept apart, a ``.`` line shown empty."""
        for node in content:
            if type(node) is ir.LineBreak:
                break
        else:
            return self.inlines(content)
        lines = t.split_lines(content)
        return self.LINE_BREAK.join([self.EMPTY_LINE if t.blank_line(line) else self.inlines(line)
                                     for line in lines])

    def facts(self, meaning: ir.Meaning) -> str:
        """A meaning's structured facts (artificial, forcing, lengths...) as a label."""
        if meaning.artificial is None and meaning.disposition is None and not meaning.shows \
                and meaning.min_length is None and meaning.max_length is None \
                and meaning.alert is None:  # most rows: nothing to say
            return ""
        facts = t.meaning_facts(meaning)
        return self.row_conditions("; ".join(facts)) if facts else ""

    def conditions(self, conditions: ir.Conditions) -> str:
        """A row's seat and vulnerability conditions as markup, or empty."""
        if not conditions.seats and conditions.we_vulnerable is None \
                and conditions.they_vulnerable is None:  # most rows: no label to build
            return ""
        label = t.conditions_label(conditions)
        return self.row_conditions(label) if label else ""

    # -- the walk: deals, auctions and boards ---------------------------------------

    def emit_deal_diagram(self, node: ir.DealDiagram) -> None:
        self.emit_deal(node.deal)

    def emit_deal_with_auction(self, deal: ir.DealDiagram, auction: ir.AuctionDiagram) -> None:
        """A deal and the auction written after it, kept together; the auction's seats
        start from the deal's dealer when the auction names none."""
        self.out.append(self.KEEP[0])
        self.emit_block(deal)
        self.span = auction.span
        self.emit_auction(auction.calls, auction.dealer or deal.deal.dealer, auction.complete)
        self.out.append(self.KEEP[1])

    def emit_deal(self, deal: ir.Deal) -> None:
        hands: dict[str, str] = {hand.seat: self.emit_hand(hand) for hand in deal.hands}
        facts = [self.pieces(line) for line in t.deal_header(deal)]
        north, east, south, west = (hands.get(seat, "") for seat in t.SEAT_ORDER)
        self.deal(north, east, south, west, facts)

    def emit_hand(self, hand: ir.Hand) -> str:
        suits = (("S", hand.spades), ("H", hand.hearts), ("D", hand.diamonds),
                 ("C", hand.clubs))
        return self.hand(t.SEAT_NAMES[hand.seat],
                         [(suit, self.text(cards) if cards else self.VOID)
                          for suit, cards in suits])

    def emit_auction_diagram(self, node: ir.AuctionDiagram) -> None:
        self.emit_auction(node.calls, node.dealer, node.complete)

    def emit_auction(self, calls: tuple[ir.Bid, ...], dealer: ir.Compass | None,
                     complete: bool) -> None:
        """An auction in seat columns from West, the dealer's column first filled."""
        cells = [""] * (AUCTION_ORDER.index(dealer) if dealer else 0)
        alerts: list[str] = []
        for bid in calls:
            cell = self.pieces(t.name_pieces(bid.call))
            if bid.alert is not None:
                alerts.append(bid.alert)
                cell += self.alert_mark(len(alerts), bid.alert)
            cells.append(cell)
        if complete and not ends_passed_out(calls):
            cells.append("All pass")
        rows = [cells[start:start + 4] for start in range(0, len(cells), 4)]
        self.auction(rows, [self.text(alert) for alert in alerts], bool(dealer))

    def emit_board(self, board: ir.Board) -> None:
        number = board.deal.board
        self.out.append(self.BOARD[0].format(
            title="Board" if number is None else f"Board {number}"))
        if board.teams is not None:
            self.board_note("teams", f"North/South: {self.text(board.teams.ns)}; "
                                     f"East/West: {self.text(board.teams.ew)}")
        if board.viewpoint is not None:
            self.board_note("viewpoint", f"Seen from {t.SEAT_NAMES[board.viewpoint]}")
        self.out.append(self.KEEP[0])
        self.emit_deal(board.deal)
        if board.auction:
            self.emit_auction(board.auction, board.deal.dealer, False)
        self.out.append(self.KEEP[1])
        if board.tricks:
            self.emit_play(board.tricks)
        for event in board.events:
            seat = f"{t.SEAT_NAMES[event.seat]}: " if event.seat else ""
            self.board_note("event", f"{self.text(event.event)}: {self.text(seat + event.text)}")
        if board.timing is not None:
            self.board_note("timing", self.timing(board.timing))
        self.out.append(self.BOARD[1])

    def timing(self, tm: ir.Timing) -> str:
        return (f"Time: N/S {self.text(tm.ns_board)} (total {self.text(tm.ns_total)}), "
                f"E/W {self.text(tm.ew_board)} (total {self.text(tm.ew_total)})")

    def emit_play(self, tricks: tuple[ir.Trick, ...]) -> None:
        self.out.append(self.PLAY[0])
        for trick in tricks:
            cards = self.CARD_SEPARATOR.join(
                self.PLAYED_CARD.format(seat=p.seat, suit=self.suit(p.card[1]),
                                        rank=self.text(p.card[0])) for p in trick.cards)
            winner = t.SEAT_NAMES[trick.winner] if trick.winner else ""
            self.out.append(self.TRICK.format(number=trick.number, cards=cards, winner=winner))
        self.out.append(self.PLAY[1])

    # -- the walk: rules without a body ---------------------------------------------

    def emit_rules(self, doc: ir.Document) -> None:
        self.diagnostics.append(warning(
            "the document has rules but no presentation body: they are shown as a flat "
            "list", doc.span, hint="a layout pass can arrange rules into bid tables",
            code="emit-flat-rules"))
        self.out.append(self.RULES[0])
        for rule in doc.rules:
            if rule.hidden:
                continue
            self.span = rule.span
            desc = self.inlines(rule.meaning.description) + self.facts(rule.meaning) \
                + self.conditions(rule.conditions)
            self.out.append(self.RULE_ROW.format(auction=self.rule_auction(rule),
                                                 description=desc))
        self.out.append(self.RULES[1])

    def rule_auction(self, rule: ir.Rule) -> str:
        """A rule's auction, or its pattern as written when it has no single auction."""
        if rule.auction is None or rule.call is None:
            written = self.mono(rule.pattern.source if rule.pattern is not None else "")
            return f"({written})" if rule.side == "they" else written
        return self.pieces(t.qualified_pieces(rule.auction, (rule.call, rule.side)))

    # -- markup: document and inlines -----------------------------------------------

    @abstractmethod
    def begin_document(self, doc: ir.Document) -> None:
        """Write what comes before the body: preamble, title, metadata."""

    @abstractmethod
    def end_document(self, doc: ir.Document) -> None:
        """Write what closes the document."""

    @abstractmethod
    def text(self, text: str) -> str:
        """Text from the IR, escaped."""

    @abstractmethod
    def mono(self, text: str) -> str:
        """Text (not yet escaped) in a fixed-width font."""

    @abstractmethod
    def suit(self, suit: str) -> str:
        """A suit symbol (``C D H S``)."""

    @abstractmethod
    def link(self, target: str, content: str) -> str:
        """A link to an allowed ``target`` (not yet escaped) around ``content``."""

    def bare_url(self, target: str, written: str) -> str:
        """An address written out in running text, as a link that shows it as written."""
        return self.link(target, self.text(written))

    # -- markup: text blocks --------------------------------------------------------

    @abstractmethod
    def heading(self, level: int, content: str) -> None: ...

    @abstractmethod
    def paragraph(self, content: str) -> None: ...

    @abstractmethod
    def bullet_list(self, items: list[str]) -> None: ...

    @abstractmethod
    def ordered_list(self, start: int, items: list[str]) -> None: ...

    @abstractmethod
    def definition_list(self, items: list[tuple[str, str]]) -> None: ...

    @abstractmethod
    def table(self, rows: list[tuple[bool, list[str]]]) -> None:
        """A text table: each row says whether it is a header row, then its cells."""

    # -- markup: bid tables ---------------------------------------------------------

    @abstractmethod
    def table_conditions(self, label: str) -> None:
        """The conditions of a whole table (``label`` not yet escaped)."""

    @abstractmethod
    def row_conditions(self, label: str) -> str:
        """The conditions of a row or rule, appended to its description."""

    @abstractmethod
    def start(self, calls: str, description: str | None) -> None:
        """The sequence a table continues from, and its description if it has one."""

    @abstractmethod
    def rows_open(self, depth: int) -> None: ...

    @abstractmethod
    def rows_close(self, depth: int) -> None: ...

    @abstractmethod
    def row(self, call: str, description: str, auction: str, depth: int,
            nested: bool) -> None:
        """A row; ``nested`` when shown children follow (before :meth:`row_end`)."""

    @abstractmethod
    def row_end(self, nested: bool) -> None:
        """Close a row after its children."""

    # -- markup: deals, auctions, boards, rules -------------------------------------

    @abstractmethod
    def hand(self, seat: str, holdings: list[Holding]) -> str:
        """A hand: the seat's name and the holdings from spades down."""

    @abstractmethod
    def deal(self, north: str, east: str, south: str, west: str, facts: list[str]) -> None:
        """A deal diagram: four hands (each maybe empty) around the deal's facts."""

    @abstractmethod
    def qualification(self, text: str) -> str:
        """A BSS qualification after a call (``text`` not yet escaped)."""

    @abstractmethod
    def alert_mark(self, number: int, alert: str) -> str:
        """The mark after an alerted call (``alert`` not yet escaped)."""

    @abstractmethod
    def auction(self, rows: list[list[str]], alerts: list[str], seats: bool) -> None:
        """An auction grid of up to four cells a row, with a seat header when ``seats``."""

    @abstractmethod
    def board_note(self, kind: str, text: str) -> None:
        """A line about a board: ``teams``, ``event`` or ``timing``."""
