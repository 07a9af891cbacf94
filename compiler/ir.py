"""The bridgec intermediate representation: one tree of immutable msgspec Structs.

Every front end builds a :class:`Document`, every pass rewrites one, every emitter reads
one. The JSON form (``-t ir-json``) and its schema (``ir-schema/bridgec-ir.schema.json``)
are generated from the classes in this module and nothing else.

A document holds three kinds of content (see ``docs/ir.md``):

* ``body``: the *presentation* view, what a person wrote, in order: headings, paragraphs,
  lists, bid tables as trees of :class:`BidNode`, deal and auction diagrams.
* ``rules``: the *semantic* view, a flat, ordered set of call definitions (:class:`Rule`):
  the auction before the call (concrete, or a GIB :class:`Goal`), the call, its meaning,
  its conditions, its priority and where it was written.
* ``boards``: deals played at a table (Table Manager sessions).

Conventions:

* Calls are strings ``1C`` .. ``7N``, ``P``, ``X``, ``XX`` (see :data:`CallName`).
* Suits are ``C D H S``; strains add ``N``. Compass seats are ``N E S W``.
* Seat conditions count from the dealer: seat 1 means the opening call of the auction is
  made by the dealer ("1st position"), as in BML ``#SEAT`` and BSS position codes.
* Vulnerability conditions are relative: ``we`` / ``they``.
* Every node read from source has a ``span``; it is ``None`` only for nodes a pass made.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

import msgspec
from msgspec import Meta, Struct

from bridgec.diagnostics import Span
from bridgec.limits import MAX_AUCTION

IR_VERSION = "1.2"
"""Major.minor. Minor versions only add optional fields; readers refuse another major."""

CallName = Annotated[str, Meta(pattern=r"^([1-7][CDHSN]|P|X|XX)$")]
"""A concrete call: a bid (level and strain), ``P`` pass, ``X`` double, ``XX`` redouble."""
Suit = Literal["C", "D", "H", "S"]
Compass = Literal["N", "E", "S", "W"]
Side = Literal["we", "they"]
Vulnerability = Literal["None", "NS", "EW", "All"]
CardName = Annotated[str, Meta(pattern=r"^[AKQJT98765432][CDHS]$")]
"""A card: rank then suit, as ``AS``, ``TD``, ``2C`` (the Table Manager AST form)."""

# Every integer of the IR has bounds, so IR JSON from elsewhere cannot hold a number that a
# writer (MessagePack holds 64 bits), numpy or a table index cannot take: the decoder
# refuses it with its place (docs/ir.md, "Numbers").
INT32_MAX = 2**31 - 1
Int32 = Annotated[int, Meta(ge=-(2**31), le=INT32_MAX)]
"""An integer with no narrower domain (a priority, a constant in a constraint): 32 bits."""
Count = Annotated[int, Meta(ge=0, le=INT32_MAX)]
"""A count, an index or an identifier: 0 or more, 32 bits."""
Ordinal = Annotated[int, Meta(ge=1, le=INT32_MAX)]
"""A number that counts from 1 (a trick): 32 bits."""
SuitLength = Annotated[int, Meta(ge=0, le=13)]
"""The length of a suit: 0 to 13 cards."""
Character = Annotated[str, Meta(min_length=1, max_length=1)]
"""One character (of a GIB bracket class)."""
Share = Annotated[float, Meta(ge=0.0, le=1.0)]
"""A share of a whole: 0.0 to 1.0."""


class Node(Struct, frozen=True, kw_only=True, omit_defaults=True, tag_field="kind", gc=False):
    """Base of every IR node: an optional source span."""

    span: Span | None = None


# ---------------------------------------------------------------------------------------
# Inline content


class Text(Node, frozen=True, tag="text"):
    """Plain text, verbatim (no markup left in it)."""

    text: str


class Strong(Node, frozen=True, tag="strong"):
    """Bold text (BML ``*bold*``)."""

    content: tuple[Inline, ...]


class Emph(Node, frozen=True, tag="emph"):
    """Italic text (BML ``/italic/``)."""

    content: tuple[Inline, ...]


class Mono(Node, frozen=True, tag="mono"):
    """Monospaced text (BML ``=mono=``); its content is not parsed further."""

    text: str


class SuitSymbol(Node, frozen=True, tag="suit-symbol"):
    """A suit symbol (BML/BBO ``!c !d !h !s``); ``source`` keeps the case as written."""

    suit: Suit
    source: str = ""


class CallRef(Node, frozen=True, tag="call-ref"):
    """A call named in running text (``1!c``, ``2NT``, ``4S``): shown with a suit symbol."""

    call: CallName
    source: str = ""


class Link(Node, frozen=True, tag="link"):
    """A hyperlink with its visible content."""

    target: str
    content: tuple[Inline, ...]


class LineBreak(Node, frozen=True, tag="line-break"):
    """A hard line break inside a paragraph or a multi-line description."""


Inline = Union[Text, Strong, Emph, Mono, SuitSymbol, CallRef, Link, LineBreak]
Inlines = tuple[Inline, ...]


# ---------------------------------------------------------------------------------------
# Hand constraints


FeatureName = Literal[
    "hcp",  # high-card points, 4-3-2-1
    "total_points",  # points including distribution (GIB ``M``)
    "losers",  # losing-trick count (GIB: Lindelof)
    "controls",  # A=2, K=1
    "length",  # per suit
    "honor_points",  # per suit, 8421 count (A=8 K=4 Q=2 J=1)
    "suit_hcp",  # per suit, 4-3-2-1 count
    "stoppers",  # per suit, 0-4 (GIB scale)
    "quality",  # per suit, 0-9 (GIB/Lindelof scale)
    "ltc",  # standard losing-trick count, 0-12 (differs from GIB's ``losers``)
    "length_points",  # HCP + 1 per card over 4 in each suit
    "rule_of_20",  # HCP + lengths of the two longest suits
    "rule_of_15",  # HCP + spades (Pearson points)
    "top_honours",  # per suit, A K Q held, 0-3
    "suit_quality",  # per suit, length + A K Q J T held (rule of 10/11)
    "support_points",  # per suit (trumps): HCP + void 5, singleton 3, doubleton 1 with 3+ trumps
]


class Feature(Node, frozen=True, tag="feature"):
    """A number computed from one hand; ``suit`` is set for the per-suit features."""

    name: FeatureName
    suit: Suit | None = None


class Number(Node, frozen=True, tag="number"):
    """An integer constant in a constraint expression."""

    value: Int32


class Arith(Node, frozen=True, tag="arith"):
    """An arithmetic combination of two expressions."""

    op: Literal["+", "-", "*"]
    left: Expr
    right: Expr


Expr = Union[Feature, Number, Arith]


class Range(Node, frozen=True, tag="range"):
    """``min <= expr <= max``; either bound may be absent (open)."""

    expr: Expr
    min: Int32 | None = None
    max: Int32 | None = None


class Compare(Node, frozen=True, tag="compare"):
    """A comparison between two expressions ("longer hearts than spades")."""

    op: Literal["<", "<=", "==", "!=", ">=", ">"]
    left: Expr
    right: Expr


class Shape(Node, frozen=True, tag="shape"):
    """A hand shape: suit lengths in S-H-D-C order, ``x`` for any length.

    With ``any_order`` the four lengths may be in any suit order (``4-4-3-2`` balanced
    shapes); otherwise they are spades, hearts, diamonds, clubs (``4414``).
    """

    pattern: Annotated[str, Meta(pattern=r"^[0-9x]{4}$|^([0-9x]{1,2}-){3}[0-9x]{1,2}$")]
    any_order: bool = False


class And(Node, frozen=True, tag="and"):
    """All of the terms hold."""

    terms: tuple[Constraint, ...]


class Or(Node, frozen=True, tag="or"):
    """At least one of the terms holds."""

    terms: tuple[Constraint, ...]


class Not(Node, frozen=True, tag="not"):
    """The term does not hold."""

    term: Constraint


class Const(Node, frozen=True, tag="const"):
    """Always true or always false."""

    value: bool


class PatternMatch(Node, frozen=True, tag="pattern-match"):
    """A GIB goal matched against the hand's pattern string (a GIB ``constraint``)."""

    goal: Goal


class Opaque(Node, frozen=True, tag="opaque"):
    """A condition kept only as text in its own language: never dropped, not evaluated."""

    language: str
    text: str


Constraint = Union[Range, Compare, Shape, And, Or, Not, Const, PatternMatch, Opaque]


class HandConstraint(Node, frozen=True, tag="hand-constraint"):
    """A constraint with where it came from: written by the author, or inferred from text.

    ``understood`` (derived, set by the ``infer_constraints`` pass on what it infers): the
    share of the letters and digits of the rule's meaning that the meaning reader understood,
    read in the rule's auction, a reference to another row (``idem``, ``see 1N-2!c``)
    counted as understood; 1.0 for an empty text. None for a constraint the source states,
    and for one inferred where no share was recorded (the pass records it when it runs).
    The matcher, ``bid`` and ``check --constraints`` read it instead of reading the meaning
    again.
    """

    expr: Constraint
    origin: Literal["source", "inferred"] = "source"
    text: str | None = None
    understood: Share | None = None


# ---------------------------------------------------------------------------------------
# GIB goals: patterns over the auction string (``1N:P:2C``) or the hand pattern string.


class MathNumber(Node, frozen=True, tag="math-number"):
    """A number literal in a math expression."""

    value: Int32


class MathChar(Node, frozen=True, tag="math-char"):
    """A suit-like character constant (C D H S N P X R) in a math expression."""

    char: Annotated[str, Meta(pattern=r"^[CDHSNPXR]$")]


class MathGrab(Node, frozen=True, tag="math-grab"):
    """The value saved in grab ``name`` (a-z)."""

    name: str


class MathCall(Node, frozen=True, tag="math-call"):
    """A call of function ``#n`` of the dispatch table, with zero to three arguments."""

    function: Count
    args: tuple[MathExpr, ...] = ()


class MathDot(Node, frozen=True, tag="math-dot"):
    """``.`` in a math expression: reads the next field of the string being matched."""


class MathUnary(Node, frozen=True, tag="math-unary"):
    """``-x`` or ``!x``."""

    op: Literal["-", "!"]
    operand: MathExpr


class MathBinary(Node, frozen=True, tag="math-binary"):
    """A binary operation; ``=`` assigns the right side to the grab on the left."""

    op: Literal["&&", "||", "&", "|", ">=", "<=", ">", "<", "==", "!=", "=", "+", "-", "*"]
    left: MathExpr
    right: MathExpr


class MathBetween(Node, frozen=True, tag="math-between"):
    """``x[lo,hi]``: ``lo <= x <= hi``."""

    value: MathExpr
    low: MathExpr
    high: MathExpr


MathExpr = Union[
    MathNumber, MathChar, MathGrab, MathCall, MathDot, MathUnary, MathBinary, MathBetween
]


class ClassRange(Node, frozen=True, tag="class-range"):
    """``A-Z`` inside a bracket class."""

    low: Character
    high: Character


class ClassChar(Node, frozen=True, tag="class-char"):
    """A single character inside a bracket class."""

    char: Character


class ClassGrab(Node, frozen=True, tag="class-grab"):
    """A saved grab inside a bracket class (``#a``)."""

    name: str


ClassItem = Union[ClassRange, ClassChar, ClassGrab]


class PatDot(Node, frozen=True, tag="pat-dot"):
    """``.``: matches any single character."""


class PatAnyCall(Node, frozen=True, tag="pat-any-call"):
    """``,``: matches any call (bid, pass, double, redouble)."""


class PatString(Node, frozen=True, tag="pat-string"):
    """A literal string (or single character) to match exactly."""

    text: Annotated[str, Meta(min_length=1)]


class PatMath(Node, frozen=True, tag="pat-math"):
    """``~expr~``: matches (consuming nothing of its own) when the expression is nonzero."""

    expr: MathExpr


class PatNot(Node, frozen=True, tag="pat-not"):
    """``!p``: the primary must not match here."""

    operand: PatPrimary


class PatPush(Node, frozen=True, tag="pat-push"):
    """A lower-case letter: saves the next field as grab ``name`` without advancing."""

    name: str


class PatGrab(Node, frozen=True, tag="pat-grab"):
    """``#a``: matches the field saved in grab ``name``."""

    name: str


class PatGroup(Node, frozen=True, tag="pat-group"):
    """``( ... )``: a parenthesised alternative list."""

    body: PatAlt


class PatClass(Node, frozen=True, tag="pat-class"):
    """A bracket class ``[..]``, ``[^..]`` (not), ``[<..]``/``[>..]`` (below/above),
    ``[+..]``/``[-..]`` (``count`` steps above/below)."""

    op: Literal["", "^", "<", ">", "+", "-"]
    items: tuple[ClassItem, ...]
    count: Count = 0


PatPrimary = Union[
    PatDot, PatAnyCall, PatString, PatMath, PatNot, PatPush, PatGrab, PatGroup, PatClass
]


class PatTerm(Node, frozen=True, tag="pat-term"):
    """A primary with an optional iterator ``*`` ``+`` ``?``."""

    primary: PatPrimary
    iterator: Literal["*", "+", "?"] | None = None


class PatSeq(Node, frozen=True, tag="pat-seq"):
    """A sequence of terms, optionally ending in an end token ``$n`` (``end`` = n)."""

    terms: tuple[PatTerm, ...]
    end: Count | None = None


class PatGoto(Node, frozen=True, tag="pat-goto"):
    """``@nn[+]`` jump to position nn; ``&&`` (``position`` 0, ``start``) jumps to the start."""

    position: Annotated[int, Meta(ge=0, le=99)]
    advance: bool = False
    start: bool = False


class PatBranch(Node, frozen=True, tag="pat-branch"):
    """One element of an alternative list: how it joins the previous ones, and a goto."""

    join: Literal["first", "or", "and", "then"]
    seq: PatSeq
    goto: PatGoto | None = None


class PatAlt(Node, frozen=True, tag="pat-alt"):
    """``altexp``: branches joined by ``|`` (or), ``&`` (and) or a goto (then)."""

    branches: Annotated[tuple[PatBranch, ...], Meta(min_length=1)]


class SpecValue(Node, frozen=True, tag="spec-value"):
    """A value in a spec: a number, a grab, or a math expression (exactly one is set)."""

    number: Int32 | None = None
    grab: str | None = None
    math: MathExpr | None = None


class SpecItem(Node, frozen=True, tag="spec-item"):
    """``:Pn``-style item: ``field`` letter, upper case = a minimum, lower case = a maximum.

    For suit fields (D H S G) ``suits`` holds (value, suit-or-grab) pairs.
    """

    field: str
    bound: Literal["min", "max"]
    value: SpecValue | None = None
    suits: tuple[SpecSuitValue, ...] = ()


class SpecSuitValue(Node, frozen=True, tag="spec-suit-value"):
    """One ``val suit`` element of a suit spec; ``suit`` is a suit letter or a grab name."""

    value: SpecValue
    suit: str


class SpecList(Node, frozen=True, tag="spec-list"):
    """A specification: what a call shows (``:P12:p14:D5S``), with an optional math part."""

    math: MathExpr | None = None
    items: tuple[SpecItem, ...] = ()
    trivial: bool = False


class Goal(Node, frozen=True, tag="goal"):
    """A GIB goal: an optional pattern and an optional ``@string`` restart, or a spec list."""

    pattern: PatAlt | None = None
    restart: str | None = None
    spec: SpecList | None = None
    source: str = ""


# ---------------------------------------------------------------------------------------
# Calls, meanings and conditions


class Call(Node, frozen=True, tag="call"):
    """A concrete call."""

    name: CallName


class CallPattern(Node, frozen=True, tag="call-pattern"):
    """A call still to be expanded, as written.

    ``form`` says how: ``suits`` (``2HS``: ``strains`` = "HS"), ``variable`` (``2M``,
    ``3oM``, ``1X``, ``2red``: ``variable`` = "M", "oM", "X", "red"), ``step``
    (``2steps``: ``level`` = number of steps) or ``placeholder`` (``2\\R`` in a #CUT block:
    ``variable`` = "R").
    """

    text: Annotated[str, Meta(pattern=r"^\S+$")]
    form: Literal["suits", "variable", "step", "placeholder"]
    level: Count
    strains: Annotated[str, Meta(pattern=r"^[CDHSN]*$")] = ""
    variable: Annotated[str, Meta(pattern=r"^[A-Za-z0-9_]*$")] = ""


AnyCall = Union[Call, CallPattern]

Disposition = Literal[
    "no_agreement",
    "signoff",
    "non_forcing",
    "constructive",
    "invitational",
    "forcing",
    "game_forcing",
    "slam_try",
    "control_bid",
    "preemptive",
    "transfer",
    "puppet",
    "relay",
    "asking",
    "asking_response",
]


class Outcomes(Node, frozen=True, tag="outcomes"):
    """Strains still possible as the final contract after the call (BSS flags D-I)."""

    clubs: bool = True
    diamonds: bool = True
    hearts: bool = True
    spades: bool = True
    notrump: bool = True
    defend: bool = True


class Meaning(Node, frozen=True, tag="meaning"):
    """What a call means: description and the structured facts about it."""

    description: Inlines = ()
    artificial: bool | None = None
    disposition: Disposition | None = None
    min_length: SuitLength | None = None
    max_length: SuitLength | None = None
    outcomes: Outcomes | None = None
    shows: tuple[HandConstraint, ...] = ()
    alert: bool | None = None


SeatNumber = Annotated[int, Meta(ge=1, le=4)]


class Conditions(Node, frozen=True, tag="conditions"):
    """When a definition applies: opening seat (empty = any) and vulnerability (None = any)."""

    seats: tuple[SeatNumber, ...] = ()
    we_vulnerable: bool | None = None
    they_vulnerable: bool | None = None


class AuctionCall(Node, frozen=True, tag="auction-call"):
    """One call of a concrete auction with the side that made it."""

    call: CallName
    side: Side
    qualification: str | None = None


AuctionCalls = Annotated[tuple[AuctionCall, ...], Meta(max_length=MAX_AUCTION)]
"""The calls before a call: no legal auction has more (``bridgec.limits.MAX_AUCTION``)."""


# ---------------------------------------------------------------------------------------
# Bid tables (presentation view)


class BidNode(Node, frozen=True, tag="bid-node"):
    """A row of a bid table and its sub-rows.

    ``auction`` is the full auction before this call, from the first call of the deal that
    the system describes, where the rows above leave calls out or qualify them (a pass
    fills it in; elsewhere it is the calls of the rows above); ``synthetic`` marks a row
    that a pass created (a missing intermediate step of a flat BSS file).
    """

    id: str
    call: AnyCall
    side: Side = "we"
    meaning: Meaning = Meaning()
    conditions: Conditions = Conditions()
    hidden: bool = False
    children: tuple[BidNode, ...] = ()
    auction: AuctionCalls | None = None
    synthetic: bool = False
    separator: Literal[" ", "="] = " "


class SequenceStart(Node, frozen=True, tag="sequence-start"):
    """The calls a bid table continues from (BML ``1N-2C;`` or ``(1N)-P-(P)---``)."""

    calls: tuple[PrefixCall, ...]
    meaning: Meaning | None = None
    text: str = ""


class PrefixCall(Node, frozen=True, tag="prefix-call"):
    """One call of a sequence start, with its side."""

    call: AnyCall
    side: Side = "we"


# ---------------------------------------------------------------------------------------
# Deals, boards and auction diagrams


class Hand(Node, frozen=True, tag="hand"):
    """One hand: holdings by suit as written (``AKJ52``, ``Kxx``; empty = void).

    Cards are upper-case ranks ``AKQJT98765432`` or ``x`` for an unspecified spot card.
    """

    seat: Compass
    spades: str = ""
    hearts: str = ""
    diamonds: str = ""
    clubs: str = ""


class Deal(Node, frozen=True, tag="deal"):
    """A deal: board facts and the hands shown (any subset of the four)."""

    board: Count | None = None
    dealer: Compass | None = None
    vulnerability: Vulnerability | None = None
    contract: str | None = None
    declarer: Compass | None = None
    doubled: Literal["", "X", "XX"] = ""
    lead: CardName | None = None
    hands: tuple[Hand, ...] = ()
    header: str = ""
    result: Annotated[int, Meta(ge=0, le=13)] | None = None
    """The tricks declarer took when no played tricks show it: a score sheet's result (PBN
    ``[Result]``). A board whose thirteen tricks were played leaves it out."""


class Bid(Node, frozen=True, tag="bid"):
    """A call made at the table or shown in an auction diagram, with its alert."""

    call: CallName
    seat: Compass | None = None
    alert: str | None = None


class AuctionDiagram(Node, frozen=True, tag="auction-diagram"):
    """An auction laid out by seat, starting with the dealer."""

    dealer: Compass | None = None
    calls: tuple[Bid, ...] = ()
    complete: bool = False


class Play(Node, frozen=True, tag="play"):
    """One card played to a trick."""

    seat: Compass
    card: CardName


class Trick(Node, frozen=True, tag="trick"):
    """A trick: its cards in the order played (the first is the lead) and its winner."""

    number: Ordinal
    cards: tuple[Play, ...] = ()
    winner: Compass | None = None


class BoardEvent(Node, frozen=True, tag="board-event"):
    """Something that happened at the table that is not a call or a card (a claim of an
    illegal bid, an error, a timeout)."""

    event: str
    seat: Compass | None = None
    text: str = ""


class Timing(Node, frozen=True, tag="timing"):
    """Time used, as sent by the table manager (``m:ss`` and ``h:mm:ss``)."""

    ns_board: str
    ns_total: str
    ew_board: str
    ew_total: str


class Board(Node, frozen=True, tag="board"):
    """A board played at a table: the deal, the auction, the play and what else happened."""

    deal: Deal
    teams: Teams | None = None
    auction: Annotated[tuple[Bid, ...], Meta(max_length=MAX_AUCTION)] = ()
    tricks: tuple[Trick, ...] = ()
    events: tuple[BoardEvent, ...] = ()
    timing: Timing | None = None
    viewpoint: Compass | None = None


class Teams(Node, frozen=True, tag="teams"):
    """Team names by partnership."""

    ns: str = ""
    ew: str = ""


# ---------------------------------------------------------------------------------------
# Blocks (presentation view)


class Heading(Node, frozen=True, tag="heading"):
    """A section heading (level 1 = ``*``)."""

    level: Annotated[int, Meta(ge=1, le=9)]
    content: Inlines


class Paragraph(Node, frozen=True, tag="paragraph"):
    """A paragraph of running text."""

    content: Inlines


class ListItem(Node, frozen=True, tag="list-item"):
    """One item of a bullet or ordered list."""

    content: Inlines
    marker: str = ""


class BulletList(Node, frozen=True, tag="bullet-list"):
    """An unordered list."""

    items: tuple[ListItem, ...]


class OrderedList(Node, frozen=True, tag="ordered-list"):
    """An ordered list; ``start`` is the first number."""

    items: tuple[ListItem, ...]
    start: Int32 = 1


class DefinitionItem(Node, frozen=True, tag="definition-item"):
    """A ``term :: definition`` item."""

    term: Inlines
    definition: Inlines


class DefinitionList(Node, frozen=True, tag="definition-list"):
    """A description list."""

    items: tuple[DefinitionItem, ...]


class TableRow(Node, frozen=True, tag="table-row"):
    """A row of a ``|`` table; ``header`` rows come before a ``|---`` rule."""

    cells: tuple[Inlines, ...]
    header: bool = False


class Table(Node, frozen=True, tag="table"):
    """A plain text table (``| a | b |``)."""

    rows: tuple[TableRow, ...]


class BidTable(Node, frozen=True, tag="bid-table"):
    """A bidding table: rows as a tree, optionally continuing from a sequence start."""

    rows: tuple[BidNode, ...]
    start: SequenceStart | None = None
    conditions: Conditions = Conditions()
    hidden: bool = False


class DealDiagram(Node, frozen=True, tag="deal-diagram"):
    """A deal diagram."""

    deal: Deal


class Comment(Node, frozen=True, tag="comment"):
    """Text the author wrote as a comment: not shown, kept for round trips."""

    text: str


class RawBlock(Node, frozen=True, tag="raw-block"):
    """Source text kept as it was, in its own format (e.g. an unrecognised directive)."""

    format: str
    text: str


Block = Union[
    Heading,
    Paragraph,
    BulletList,
    OrderedList,
    DefinitionList,
    Table,
    BidTable,
    DealDiagram,
    AuctionDiagram,
    Comment,
    RawBlock,
]


# ---------------------------------------------------------------------------------------
# Rules (semantic view)


BSS_SEQUENCE = r"^(?:(?:[1-7][CDHSN]|[PDR])(?:\{[^}\r\n]*\})?)*$"
"""The calls of a BSS bidding record as written: calls, each with its ``{qualification}``."""


class BssFields(Node, frozen=True, tag="bss-fields"):
    """The fields of a BSS bidding record exactly as read, for byte-exact round trips.

    ``None`` means the field was absent from the record (e.g. no disposition after a pass).
    """

    competitive: bool
    position: Annotated[str, Meta(pattern=r"^[0-9]?$")]
    vulnerability: Annotated[str, Meta(pattern=r"^[0-9]?$")]
    sequence: Annotated[str, Meta(pattern=BSS_SEQUENCE)]
    artificial: Annotated[str, Meta(min_length=1, max_length=1)]
    outcomes: Annotated[str, Meta(min_length=6, max_length=6)]
    disposition: Annotated[str, Meta(min_length=1, max_length=1)] | None = None
    min_length: Annotated[str, Meta(pattern=r"^[0-8]$")] | None = None
    max_length: Annotated[str, Meta(pattern=r"^[0-8]$")] | None = None
    description: str = ""


class GibFields(Node, frozen=True, tag="gib-fields"):
    """The text of a GIB rule line's fields as read (after macro expansion)."""

    level: str
    default: str = ""
    captaincy: str = ""
    sequence: str = ""
    priority: str = ""
    constraint: str = ""
    spec: str = ""
    explanation: str = ""
    rule_id: str = ""
    unexpanded: str | None = None


class Rule(Node, frozen=True, tag="rule"):
    """One call definition: in this auction (and these conditions), this call means this.

    Concrete rules (BML, BSS) set ``auction`` (the calls before, from the first call of
    the deal described) and ``call``. GIB rules set ``pattern``, a goal over the auction
    string that ends with the call being made, and ``call`` only where a pass could read
    it off the pattern. ``requires`` is what a hand must hold to make the call; the meaning's
    ``shows`` is what the call tells partner. ``expanded_from`` is the call pattern as written
    (``2X``) when this rule is one of its expansions: a concrete definition of the same
    auction wins over it whatever the order (BML: normal bids before special bids).
    ``context_only`` marks a rule that defines nothing: a call of a BML sequence start
    (``1N-2C;``) that no description gives a meaning, there only as the auction the rows
    under it continue from (set by the ``derive_rules`` pass; the IR JSON front end sets it
    on BML rules of IR JSON older than 1.2). Readers that list what calls mean (the
    matcher) leave it out.
    """

    id: str
    call: AnyCall | None = None
    side: Side = "we"
    auction: AuctionCalls | None = None
    pattern: Goal | None = None
    meaning: Meaning = Meaning()
    conditions: Conditions = Conditions()
    requires: HandConstraint | None = None
    priority: Int32 | None = None
    default: bool = False
    captaincy: Literal["C", "R", "X", "?"] | None = None
    level: Count | None = None
    explanation_id: Count | None = None
    rule_id: Count | None = None
    node: str | None = None
    expanded_from: str | None = None
    hidden: bool = False
    context_only: bool = False
    also_at: tuple[Span, ...] = ()
    overrides: tuple[Span, ...] = ()
    bss: BssFields | None = None
    gib: GibFields | None = None


# ---------------------------------------------------------------------------------------
# Full Disclosure (BSS) file-level records


class DisclosureHeader(Node, frozen=True, tag="disclosure-header"):
    """The BSS header record (``*00{name}=NYYYYYY summary``); ``floating`` for ``?00``."""

    floating: bool = False
    name: str | None = None
    summary: str = ""
    code: Annotated[str, Meta(pattern=r"^[0-9]{2}$")] = "00"
    flags: Annotated[str, Meta(max_length=7)] = "NYYYYYY"


CodeLetter = Annotated[str, Meta(pattern=r"^[A-Za-z]$")]
"""One code letter of the BSS carding record (``A``-``K`` in the specification)."""


class LeadChoice(Node, frozen=True, tag="lead-choice"):
    """Which card is led from a holding: ``code`` B = top card, C = next, ..."""

    holding: str
    code: CodeLetter


SignalSituation = Literal[
    "partner_leads_nt",
    "declarer_leads_nt",
    "discards_nt",
    "partner_leads_suit",
    "declarer_leads_suit",
    "discards_suit",
]
SignalMeaning = Literal[
    "no_agreement",
    "attitude_hi_encourages",
    "attitude_hi_discourages",
    "attitude_odd_encourages",
    "attitude_odd_discourages",
    "count_hi_even",
    "count_hi_odd",
    "count_odd_even",
    "suit_preference_hi_hi",
    "suit_preference_hi_low",
    "other",
    "unknown",
]


class Signal(Node, frozen=True, tag="signal"):
    """A defensive signal agreement for one situation and priority (1-3)."""

    situation: SignalSituation
    priority: Annotated[int, Meta(ge=1, le=3)]
    code: CodeLetter
    meaning: SignalMeaning


class CardingRecord(Node, frozen=True, tag="carding-record"):
    """The BSS ``%`` defensive carding record, decoded (22 + 18 leads, 18 signals)."""

    leads_vs_nt: Annotated[tuple[LeadChoice, ...], Meta(min_length=22, max_length=22)]
    leads_vs_suits: Annotated[tuple[LeadChoice, ...], Meta(min_length=18, max_length=18)]
    signals: Annotated[tuple[Signal, ...], Meta(min_length=18, max_length=18)]
    description: str = ""
    index: Count = 0


class StockCardRecord(Node, frozen=True, tag="stock-card-record"):
    """The BSS ``$`` record: the stock convention card this one is based on."""

    file: str
    index: Count = 0


class ConventionRecord(Node, frozen=True, tag="convention-record"):
    """A BSS ``+`` record: a convention file included by reference."""

    file: str
    index: Count = 0
    separator: Literal["", " "] = " "


ExtraRecord = Union[StockCardRecord, ConventionRecord, CardingRecord]


class Disclosure(Node, frozen=True, tag="disclosure"):
    """File-level facts of a Full Disclosure (BSS) file.

    ``records`` are the non-bidding records; each ``index`` is the number of bidding
    records (rules) that precede it in the file.
    """

    header: DisclosureHeader
    records: tuple[ExtraRecord, ...] = ()
    newline: Literal["\n", "\r\n"] = "\n"
    encoding: str = "utf-8"


# ---------------------------------------------------------------------------------------
# The root


class MetaEntry(Node, frozen=True, tag="meta"):
    """A metadata entry (BML ``#+KEY: value``); keys are upper case.

    ``value`` is the text as written (what a BML ``#+KEY:`` line writes back); ``content``
    is the same value as inlines, made by the front end that read it (pandoc's
    ``MetaInlines``), so emitters draw it without reading any source notation.
    """

    key: str
    value: str
    content: Inlines = ()


class Source(Node, frozen=True, tag="source"):
    """Where a document came from."""

    format: str
    path: str = ""
    dialect: str = ""


class Document(Node, frozen=True, tag="document", omit_defaults=False):
    """The root: metadata, the presentation body, the rules, the boards."""

    ir_version: str = IR_VERSION
    source: Source | None = None
    meta: tuple[MetaEntry, ...] = ()
    body: tuple[Block, ...] = ()
    rules: tuple[Rule, ...] = ()
    boards: tuple[Board, ...] = ()
    disclosure: Disclosure | None = None

    def meta_value(self, key: str) -> str | None:
        """The first value of metadata ``key`` (first wins, as in BML)."""
        for entry in self.meta:
            if entry.key == key:
                return entry.value
        return None

    def meta_content(self, key: str) -> Inlines | None:
        """The first value of metadata ``key`` as inlines; a value with no ``content``
        (a document built by a program) is its plain text, each line end a line break."""
        for entry in self.meta:
            if entry.key == key:
                return entry.content or plain_inlines(entry.value)
        return None


def plain_inlines(text: str) -> Inlines:
    """Text with no markup as inlines: its lines, each line end a :class:`LineBreak`."""
    out: list[Inline] = []
    line_break = LineBreak()  # one node for every break
    for number, line in enumerate(text.split("\n")):
        if number:
            out.append(line_break)
        if line:
            out.append(Text(text=line))
    return tuple(out)


# ---------------------------------------------------------------------------------------
# JSON


_ENCODER = msgspec.json.Encoder()


def to_json(document: Document, *, indent: int = 2) -> str:
    """Encode a document as IR JSON (stable key order, ``indent`` spaces, final newline)."""
    raw = _ENCODER.encode(document)
    return msgspec.json.format(raw, indent=indent).decode("utf-8") + "\n"


def schema() -> dict[str, object]:
    """The JSON Schema of IR JSON, generated from these Structs."""
    result: dict[str, object] = msgspec.json.schema(Document)
    result["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    result["title"] = f"bridgec IR {IR_VERSION}"
    return result
