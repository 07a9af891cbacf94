"""Format-neutral rendering helpers shared by the HTML, LaTeX and BML emitters.

Calls, call patterns, auctions, conditions and deal headers are turned into small
sequences of *pieces* here: plain strings and :class:`SuitPiece` markers. Each emitter
then renders the pieces in its own syntax (an HTML span, a LaTeX macro), so what a reader
sees is the same in every format and escaping happens in exactly one place per format.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator

import msgspec

from bridgec import ir
from bridgec.bridge.calls import SUIT_SYMBOLS
from bridgec.diagnostics import Diagnostic, warning


class SuitPiece(msgspec.Struct, frozen=True):
    """A suit symbol to draw (``C D H S``)."""

    suit: str


Piece = str | SuitPiece

SPECIAL_CALLS = {"P": "Pass", "X": "Dbl", "XX": "Rdbl"}
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
SEAT_ORDER = ("N", "E", "S", "W")


def call_pieces(call: ir.AnyCall) -> list[Piece]:
    """A call as a reader sees it: ``1`` + club symbol, ``1NT``, ``Dbl``, or a pattern."""
    if isinstance(call, ir.Call):
        return name_pieces(call.name)
    return pattern_pieces(call)


def name_pieces(name: str) -> list[Piece]:
    """A concrete call name (``1C``, ``3N``, ``P``, ``X``, ``XX``) as pieces."""
    if name in SPECIAL_CALLS:
        return [SPECIAL_CALLS[name]]
    level, strain = name[0], name[1]
    if strain == "N":
        return [f"{level}NT"]
    return [level, SuitPiece(strain)]


def pattern_pieces(pattern: ir.CallPattern) -> list[Piece]:
    """A call pattern as written; a plain suit list (``2HS``) gets its suit symbols."""
    if pattern.form == "suits" and re.fullmatch(r"[1-7][CDHSN]+", pattern.text) \
            and re.fullmatch(r"[CDHSN]+", pattern.strains):
        pieces: list[Piece] = [str(pattern.level)]
        for strain in pattern.strains:
            pieces.append("NT" if strain == "N" else SuitPiece(strain))
        return pieces
    if pattern.form == "suits":
        return [re.sub(r"([1-7])N(?![A-Za-z])", r"\1NT", pattern.text)]
    return [pattern.text]


def side_call_pieces(call: ir.AnyCall, side: ir.Side) -> list[Piece]:
    """A call with the opponents' calls in parentheses, as BML writes them."""
    pieces = call_pieces(call)
    return ["(", *pieces, ")"] if side == "they" else pieces


def auction_pieces(calls: list[tuple[ir.AnyCall, ir.Side]],
                   joiner: str = "\u2013") -> list[Piece]:
    """Calls joined by en dashes: ``1C-(1D)-X``."""
    pieces: list[Piece] = []
    for index, (call, side) in enumerate(calls):
        if index:
            pieces.append(joiner)
        pieces.extend(side_call_pieces(call, side))
    return pieces


def qualified_pieces(calls: tuple[ir.AuctionCall, ...], last: tuple[ir.AnyCall, ir.Side],
                     joiner: str = "\u2013") -> list[Piece]:
    """An auction of calls that may carry BSS qualifications (``1C{art}``), then ``last``."""
    pieces: list[Piece] = []
    for call in calls:
        pieces.extend(side_call_pieces(ir.Call(name=call.call), call.side))
        if call.qualification:
            pieces.append("{" + call.qualification + "}")
        pieces.append(joiner)
    return [*pieces, *side_call_pieces(*last)]


def child_qualifications(node: ir.BidNode) -> list[str]:
    """The BSS qualifications of ``node``'s own call, as its children's auctions hold them."""
    found: list[str] = []
    for child in node.children:
        if child.auction and child.auction[-1].qualification \
                and child.auction[-1].qualification not in found:
            found.append(child.auction[-1].qualification)
    return found


DISPOSITIONS = {"no_agreement": "no agreement", "non_forcing": "non-forcing",
                "game_forcing": "game forcing", "slam_try": "slam try",
                "control_bid": "control bid", "asking_response": "answer to an ask"}


def meaning_facts(meaning: ir.Meaning) -> list[str]:
    """The structured facts of a meaning in words: ``artificial``, ``forcing``, ``4-6 cards``.

    The unmarked values say nothing and are not written: natural, no alert, no agreement,
    and lengths ``0``-``0`` or ``0``-``8`` (what BSS writers put when nothing is shown).
    """
    facts: list[str] = []
    if meaning.artificial:
        facts.append("artificial")
    if meaning.disposition is not None and meaning.disposition != "no_agreement":
        facts.append(DISPOSITIONS.get(meaning.disposition,
                                      meaning.disposition.replace("_", " ")))
    low = meaning.min_length or None
    high = None if meaning.max_length in (None, 8) or (meaning.max_length == 0 and not low) \
        else meaning.max_length
    # The describer is imported where it is needed: few BML meanings have these facts, and
    # it pulls in the hand-feature tables that a plain conversion never needs.
    if low is not None or high is not None:
        from bridgec.constraints.describe import describe_bounds
        facts.append(describe_bounds("cards", low, high))
    if meaning.alert:
        facts.append("alert")
    if meaning.shows:
        from bridgec.constraints.describe import describe_hand_constraint
        for shown in meaning.shows:
            words = describe_hand_constraint(shown)
            facts.append(f"{words} (inferred)" if shown.origin == "inferred" else words)
    return facts


HEADER_KEYS = ("TITLE", "AUTHOR", "DESCRIPTION")
"""The metadata a document's title block shows (the first entry of each)."""


def meta_rest(doc: ir.Document) -> list[ir.MetaEntry]:
    """The metadata entries the title block leaves out, in order."""
    used: set[str] = set()
    rest: list[ir.MetaEntry] = []
    for entry in doc.meta:
        if entry.key in HEADER_KEYS and entry.key not in used:
            used.add(entry.key)
        else:
            rest.append(entry)
    return rest


def start_calls(table: ir.BidTable) -> list[tuple[ir.AnyCall, ir.Side]]:
    """The calls a table continues from."""
    if table.start is None:
        return []
    return [(prefix.call, prefix.side) for prefix in table.start.calls]


def start_pieces(start: ir.SequenceStart) -> list[Piece]:
    """A sequence start as a reader sees it: its calls followed by an en dash."""
    pieces = auction_pieces([(p.call, p.side) for p in start.calls])
    return [*pieces, "\u2013"] if pieces else [start.text]


AUCTION_JOINER = " \u2013 "


def auction_title(calls: list[tuple[ir.AnyCall, ir.Side]]) -> str:
    """An auction as plain text with suit letters turned into symbols (for tooltips)."""
    return shown_pieces(auction_pieces(calls, AUCTION_JOINER))




_LINE_UNSAFE = re.compile("\r\n|[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]")
"""A line end (CR LF, CR, LF, U+2028, U+2029) or a control character (C0 but TAB, DEL, C1)."""
_LINE_ENDS = frozenset(("\r\n", "\r", "\n", "\u2028", "\u2029"))
CONTROL_SHOWN_AS = "\ufffd"


def single_lines(text: str) -> bool:
    """True when :func:`one_line` would leave ``text`` as it is (one scan of the text)."""
    return _LINE_UNSAFE.search(text) is None


def one_line(text: str, line_break: str = " ") -> str:
    """Text that stays on its line in a line-based output format (BSS records, BML lines):
    each line end as ``line_break``, every other control character as U+FFFD.

    Example:
        >>> one_line("a\\r\\nb\\x1b[2J", "|")
        'a|b\\ufffd[2J'
    """
    if _LINE_UNSAFE.search(text) is None:
        return text
    return _LINE_UNSAFE.sub(
        lambda m: line_break if m.group() in _LINE_ENDS else CONTROL_SHOWN_AS, text)


def shown_pieces(pieces: list[Piece]) -> str:
    """Pieces as a reader sees them, in plain Unicode text (suits as symbols)."""
    return "".join(SUIT_SYMBOLS[p.suit] if isinstance(p, SuitPiece) else p for p in pieces)


def conditions_label(conditions: ir.Conditions) -> str:
    """``seat 1-2``, ``we vul``, ``they not vul``... or empty when nothing is set."""
    parts: list[str] = []
    if conditions.seats:
        parts.append(("seat " if len(conditions.seats) == 1 else "seats ")
                     + ", ".join(str(s) for s in conditions.seats))
    for who, value in (("we", conditions.we_vulnerable), ("they", conditions.they_vulnerable)):
        if value is not None:
            parts.append(f"{who} {'vul' if value else 'not vul'}")
    return "; ".join(parts)


def visible_rows(rows: tuple[ir.BidNode, ...]) -> Iterator[ir.BidNode]:
    """The rows that are shown: hidden rows (``#HIDE``) are intentionally left out."""
    return (row for row in rows if not row.hidden)


def shown_text(inlines: ir.Inlines, line_break: str = " ") -> str:
    """Inline content as a reader sees it, in plain text (for attributes: titles, tooltips,
    metadata): suits and calls with symbols, each line break ``line_break``. The text as
    written, without markup, is :func:`bridgec.notation.inline.plain_text`."""
    out: list[str] = []
    for node in inlines:
        if isinstance(node, ir.Text):
            out.append(node.text)
        elif isinstance(node, (ir.Strong, ir.Emph, ir.Link)):
            out.append(shown_text(node.content, line_break))
        elif isinstance(node, ir.Mono):
            out.append(node.text)
        elif isinstance(node, ir.SuitSymbol):
            out.append(SUIT_SYMBOLS[node.suit])
        elif isinstance(node, ir.CallRef):
            out.append(shown_pieces(name_pieces(node.call)))
        elif isinstance(node, ir.LineBreak):
            out.append(line_break)
    return "".join(out)


def split_lines(inlines: ir.Inlines) -> list[ir.Inlines]:
    """Split a description at its line breaks (one entry per line)."""
    lines: list[list[ir.Inline]] = [[]]
    for node in inlines:
        if isinstance(node, ir.LineBreak):
            lines.append([])
        else:
            lines[-1].append(node)
    return [tuple(line) for line in lines]


def blank_line(line: ir.Inlines) -> bool:
    """A description line holding only ``.``: BML's way to write an empty line."""
    return len(line) == 1 and isinstance(line[0], ir.Text) and line[0].text.strip() == "."


def deal_header(deal: ir.Deal) -> list[list[Piece]]:
    """The facts of a deal, one line each: board, dealer/vulnerability, contract (with the
    tricks taken), lead."""
    lines: list[list[Piece]] = []
    if deal.board is not None:
        lines.append([f"Board {deal.board}"])
    who = [SEAT_NAMES[deal.dealer]] if deal.dealer else []
    if deal.vulnerability:
        who.append(f"Vul: {deal.vulnerability}")
    if who:
        lines.append([" / ".join(who)])
    if deal.contract:
        contract = contract_pieces(deal.contract)
        if deal.doubled:
            contract.append(deal.doubled)
        if deal.declarer:
            contract.append(f" by {SEAT_NAMES[deal.declarer]}")
        if deal.result is not None:
            contract.append(f", {deal.result} tricks")
        lines.append(contract)
    elif deal.result is not None:
        lines.append([f"{deal.result} tricks"])
    if deal.lead:
        lines.append(["Lead ", SuitPiece(deal.lead[1]), deal.lead[0]])
    if not lines and deal.header:
        lines.append([deal.header])
    return lines


def contract_pieces(contract: str) -> list[Piece]:
    """A contract (``4S``, ``3N``, ``P``) with its suit symbol."""
    if len(contract) >= 2 and contract[0] in "1234567" and contract[1] in "CDHSN":
        return [*name_pieces(contract[:2]), contract[2:]]
    return ["Passed out" if contract in ("P", "Pass") else contract]


SAFE_SCHEMES = ("http", "https", "mailto", "ftp")


def link_allowed(target: str) -> bool:
    """True for relative links and the http(s), mailto and ftp schemes (no script URLs)."""
    head = target.strip().split("/", 1)[0]
    if ":" not in head:
        return True
    return head.split(":", 1)[0].lower() in SAFE_SCHEMES


def link_warning(node: ir.Link, fmt: str) -> Diagnostic:
    """The warning for a link whose target is not allowed: its text is shown unlinked."""
    return warning(f"link target {node.target[:40]!r} uses a scheme that is not allowed in "
                   f"{fmt} output; the text is shown without the link", node.span,
                   hint="use an http:, https: or mailto: address", code="emit-link-scheme")


def unsupported(node: object, what: str, fmt: str) -> Diagnostic:
    """The warning for a node a format cannot show, located at the node's span."""
    span = getattr(node, "span", None)
    return warning(f"{what} cannot be shown in {fmt} output and was left out", span,
                   hint=f"convert to another format (e.g. -t ir-json) to keep the {what}",
                   code="emit-dropped")


_SLUG_DROP = re.compile(r"[^a-z0-9]+")
_SUIT_WORDS = {symbol: letter.lower() for letter, symbol in SUIT_SYMBOLS.items()}


def slug(text: str) -> str:
    """A readable anchor for a heading's text: lower-case ASCII words joined by ``-``, suit
    symbols as their letters (``1♣ opening`` -> ``1c-opening``), ``section`` when no word is
    left.

    Example:
        >>> slug("Defence against 1NT (Multi-Landy)")
        'defence-against-1nt-multi-landy'
    """
    text = "".join(_SUIT_WORDS.get(char, char) for char in text)
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return _SLUG_DROP.sub("-", text).strip("-")[:60].strip("-") or "section"


def unique_slugs(texts: Iterable[str]) -> list[str]:
    """:func:`slug` of each text, made unique by ``-2``, ``-3``... in order, so a link to
    the first of two equal headings stays the same when the second is added.

    Example:
        >>> unique_slugs(["Openings", "Openings", "Openings 2"])
        ['openings', 'openings-2', 'openings-2-2']
    """
    taken: set[str] = set()
    out: list[str] = []
    for text in texts:
        base = candidate = slug(text)
        number = 1
        while candidate in taken:
            number += 1
            candidate = f"{base}-{number}"
        taken.add(candidate)
        out.append(candidate)
    return out


BARE_URL = re.compile(r"\b(?:[Hh][Tt][Tt][Pp][Ss]?://|[Ff][Tt][Pp]://|www\.)[^\s<>\"\\{}|^`\[\]]+")
"""An address written out in running text (``https://...``, ``www.example.com``)."""
_URL_TAIL = ".,;:!?'\""


def bare_urls(text: str) -> Iterator[tuple[int, int, str]]:
    """Where ``text`` holds addresses: ``(start, end, target)`` each, the sentence's own
    punctuation after an address (and a closing bracket it did not open) left out, and
    ``https://`` put before a bare ``www.``.

    Example:
        >>> list(bare_urls("see https://example.com/a_(b). Or (www.x.org)"))
        [(4, 30, 'https://example.com/a_(b)'), (36, 45, 'https://www.x.org')]
    """
    if "://" not in text and "www." not in text:
        return
    for match in BARE_URL.finditer(text):
        found = match.group()
        while found and (found[-1] in _URL_TAIL or
                         (found[-1] == ")" and found.count("(") < found.count(")"))):
            found = found[:-1]
        if "." not in found.split("//", 1)[-1]:
            continue
        target = found if "://" in found else "https://" + found
        yield match.start(), match.start() + len(found), target
