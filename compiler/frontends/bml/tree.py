"""The BML parse tree (``grammar/BMLParser.g4``) and a hand-written reader that builds it.

A document is a list of :class:`Block` and :class:`Include` nodes; a block holds its lead
(``//`` comments and ``#VUL``/``#SEAT``/``#+KEY:`` directives), the kind of its content (an
alternative of the grammar's ``content`` rule) and the content's lines. A :class:`Line` is
the tokens of one source line: indentation, a head whose kind is its ``BMLLexer`` token
type, the blanks after it, an optional ``=`` separator and the description.

:func:`read` makes this tree with ``str`` operations, much faster than the generated ANTLR
parser, and without importing the ANTLR runtime. The grammar stays the definition:
``bridgec.frontends.bml.antlr`` makes the same tree with the generated parser, and
tests/frontends/bml/test_bml_grammar.py checks that both agree on generated documents and
the corpus.
"""

from __future__ import annotations

import re

from bridgec.diagnostics import Span

# Token types of a line's head (the lexer's names), and COMMENT for a `//` line.
COMMENT = "COMMENT"
VUL, SEAT, INCLUDE, META = "VUL", "SEAT", "INCLUDE", "META"
DIRECTIVE, STAR_WORD, DASH_WORD = "DIRECTIVE", "STAR_WORD", "DASH_WORD"
ENUM_FIRST, ENUM_ITEM, CALL_WORD, PIPE_WORD = "ENUM_FIRST", "ENUM_ITEM", "CALL_WORD", "PIPE_WORD"
AUCTION, HAND, WORD = "AUCTION", "HAND", "WORD"

LEAD_KINDS = frozenset((COMMENT, VUL, SEAT, META))
"""Lines that may open a block before its content (the grammar's ``block`` rule)."""

# The alternatives of the grammar's `content` rule.
HEADING, BULLET_LIST, ORDERED_LIST = "heading", "bulletList", "orderedList"
AUCTION_DIAGRAM, BID_TABLE, TABLE = "auctionDiagram", "bidTable", "table"
DEAL_DIAGRAM, DIRECTIVE_TABLE, PARAGRAPH = "dealDiagram", "directiveTable", "paragraph"

_FIRST_KIND = {STAR_WORD: HEADING, DASH_WORD: BULLET_LIST, ENUM_FIRST: ORDERED_LIST,
               AUCTION: AUCTION_DIAGRAM, CALL_WORD: BID_TABLE, PIPE_WORD: TABLE}

# The lexer's head rules as Python patterns over a line without its indentation. AUCTION
# and HAND span several words; the other heads are the first word (see _word_kind).
_AW = r"\(?[1-7]?[NTPDRCHS]\)?"
_AUCTION = re.compile(rf"{_AW}[ \t]+{_AW}[ \t]+{_AW}[ \t]+\(?[1-7]?[NTPDRCHS][^ \t]*")
_CARDS = r"([2-9AKQJTx-]+)"
HAND_ROW = rf"([NESW]):?[ \t]*{_CARDS}[ \t]+{_CARDS}[ \t]+{_CARDS}[ \t]+{_CARDS}"
"""The lexer's HAND_F but its trailing word: the seat and the four suits as groups (the one
spelling of a hand row; ``deal`` reads the suits with it)."""
_HAND = re.compile(rf"{HAND_ROW}[^ \t]*")
_LINE = re.compile(r"([ \t]*)([^ \t]+)([ \t]*)(=?[ \t]*)(.*)")
_TAIL = re.compile(r"([ \t]*)(=?[ \t]*)(.*)")
_META = re.compile(r"#\+[^\W]+:")
_ENUM = re.compile(r"[0-9]*\.")
_CALL = re.compile(r"\(?[0-9][a-zA-Z]")
_AUCTION_START = frozenset("(1234567NTPDRCHS")
_HAND_START = frozenset("NESW")
_DIRECTIVE_WORDS = {"#vul": VUL, "#seat": SEAT, "#include": INCLUDE}


class Line:
    """One non-blank source line: the tokens of ``INDENT? head tail NL`` or a ``//`` line.

    ``word`` is the head token (four words for an auction or hand line), ``head`` its first
    word and ``rest`` the text after ``head``; ``space``, ``equals`` and ``desc`` are the
    tail's tokens (blanks, the ``=`` separator with its blanks, the description).
    """

    __slots__ = ("path", "number", "indent", "kind", "word", "space", "equals", "desc",
                 "head", "rest", "via")

    def __init__(self, path: str, number: int, indent: int, kind: str, word: str,
                 space: str = "", equals: str = "", desc: str = "",
                 via: Span | None = None) -> None:
        self.path = path
        self.number = number
        self.indent = indent
        self.kind = kind
        self.word = word
        self.space = space
        self.equals = equals
        self.desc = desc
        self.via = via
        if kind == AUCTION or kind == HAND:
            head = _first_word(word)
            self.head = head
            self.rest = word[len(head):] + space + equals + desc
        else:
            self.head = word
            self.rest = space + equals + desc

    @property
    def comment(self) -> bool:
        """True for a ``//`` comment line (``head`` is then the whole text)."""
        return self.kind == COMMENT

    @property
    def text(self) -> str:
        """The line without its indentation."""
        return self.head + self.rest

    @property
    def desc_col(self) -> int:
        """1-based column where the description (``desc``) starts."""
        return self.indent + len(self.word) + len(self.space) + len(self.equals) + 1

    def span(self, col: int | None = None, end_col: int | None = None) -> Span:
        """The span of this line (or of columns ``col``..``end_col``)."""
        start = self.indent + 1 if col is None else col
        end = self.indent + len(self.head) + len(self.rest) + 1 if end_col is None else end_col
        return Span(path=self.path, line=self.number, col=start, end_col=max(end, start + 1),
                    via=self.via)

    def moved(self, indent: int, via: Span | None = None) -> Line:
        """This line at another indentation (``via``: where it was pasted)."""
        return Line(self.path, self.number, max(0, indent), self.kind, self.word, self.space,
                    self.equals, self.desc, via or self.via)

    def shape(self) -> tuple[object, ...]:
        """What the parse tree says of this line (for comparing trees)."""
        return (self.number, self.indent, self.kind, self.word, self.space, self.equals,
                self.desc)

    def __repr__(self) -> str:
        return f"Line({self.number}, {self.indent}, {self.head!r}, {self.rest!r})"


class Block:
    """A block: its lead lines, the kind of its content (or ``None``) and content lines."""

    __slots__ = ("lead", "kind", "lines")

    def __init__(self, lead: list[Line], kind: str | None, lines: list[Line]) -> None:
        self.lead = lead
        self.kind = kind
        self.lines = lines

    def shape(self) -> tuple[object, ...]:
        """What the parse tree says of this block (for comparing trees)."""
        return ("block", tuple(ln.shape() for ln in self.lead), self.kind,
                tuple(ln.shape() for ln in self.lines))


class Include:
    """An ``#INCLUDE path`` line (it ends the block before it)."""

    __slots__ = ("line",)

    def __init__(self, line: Line) -> None:
        self.line = line

    def shape(self) -> tuple[object, ...]:
        """What the parse tree says of this include (for comparing trees)."""
        return ("include", self.line.shape())


Node = Block | Include


def _first_word(text: str) -> str:
    end = len(text)
    for blank in (" ", "\t"):
        at = text.find(blank)
        if 0 <= at < end:
            end = at
    return text[:end]


def _word_kind(word: str, column0: bool) -> str:
    """The token type of a one-word head (the lexer's rule order breaks ties)."""
    first = word[0]
    if first == "#":
        if word.isascii() and word.lower() in _DIRECTIVE_WORDS:
            return _DIRECTIVE_WORDS[word.lower()]
        return META if _META.match(word) else DIRECTIVE
    if first == "*":
        return STAR_WORD if column0 else WORD
    if first == "-":
        return DASH_WORD
    if first == "|":
        return PIPE_WORD
    if "0" <= first <= "9":
        second = word[1:2]
        if second == ".":
            return ENUM_FIRST if first == "1" else ENUM_ITEM
        if second.isascii() and second.isalpha():
            return CALL_WORD
        return ENUM_ITEM if _ENUM.match(word) else WORD
    if first == ".":
        return ENUM_ITEM
    if first == "(" and _CALL.match(word):
        return CALL_WORD
    return WORD


def line(text: str, number: int, path: str) -> Line | None:
    """The tokens of one normalised line (``None`` for a blank line)."""
    if not text:
        return None
    if text[0] == "/" and text.startswith("//"):
        return Line(path, number, 0, COMMENT, text)
    m = _LINE.match(text)
    if m is None:  # pragma: no cover - normalised lines have a head
        raise ValueError(f"line {number} has no head")
    indent, word, space, equals, desc = m.groups()
    first = word[0]
    # An auction's second word starts like its first (never with `=`): most rows are no
    # auction, and this spares them the pattern.
    if (first in _AUCTION_START and not equals and desc[:1] in _AUCTION_START) \
            or first in _HAND_START:
        start = len(indent)
        long = _AUCTION.match(text, start)
        hand = _HAND.match(text, start) if first in _HAND_START else None
        if hand is not None and (long is None or hand.end() > long.end()):
            long, kind = hand, HAND
        else:
            kind = AUCTION
        if long is not None:
            tail = _TAIL.match(text, long.end())
            assert tail is not None  # the pattern matches any string
            return Line(path, number, start, kind, long.group(), tail.group(1), tail.group(2),
                        tail.group(3))
    kind = _word_kind(word, not indent)
    return Line(path, number, len(indent), kind, word, space, equals, desc)


def content_kind(lines: list[Line]) -> str:
    """The ``content`` alternative the grammar picks for a block's content lines."""
    kind = lines[0].kind
    known = _FIRST_KIND.get(kind)
    if known is not None:
        return known
    if _is_deal(lines, kind == HAND):
        return DEAL_DIAGRAM
    return DIRECTIVE_TABLE if kind == DIRECTIVE else PARAGRAPH


def _is_deal(lines: list[Line], hand_first: bool) -> bool:
    """``dealDiagram``: after a hand, at most two other lines; after a header, one."""
    others = 0
    hands = 0
    for ln in lines[1:]:
        if ln.kind == HAND:
            hands += 1
        elif ln.kind != COMMENT:
            others += 1
    if hand_first:
        return others <= 2
    return hands > 0 and others <= 1


def read(text: str, path: str) -> list[Node]:
    """The parse tree of normalised text: blocks and includes in document order."""
    rows = text.split("\n")
    rows.pop()  # normalised text ends with "\n"
    lines = [line(t, n, path) for n, t in enumerate(rows, 1)]
    nodes: list[Node] = []
    i, n = 0, len(lines)
    while i < n:
        ln = lines[i]
        if ln is None:
            i += 1
            continue
        if ln.kind == INCLUDE:
            nodes.append(Include(ln))
            i += 1
            continue
        lead: list[Line] = []
        while ln is not None and ln.kind in LEAD_KINDS:
            lead.append(ln)
            i += 1
            ln = lines[i] if i < n else None
        j = i
        while ln is not None and ln.kind != INCLUDE:
            j += 1
            ln = lines[j] if j < n else None
        body: list[Line] = lines[i:j]  # type: ignore[assignment]  # no None before j
        nodes.append(Block(lead, content_kind(body) if body else None, body))
        i = j
    return nodes


def shape(nodes: list[Node]) -> list[tuple[object, ...]]:
    """The tree as nested tuples (for comparing the two readers)."""
    return [node.shape() for node in nodes]
