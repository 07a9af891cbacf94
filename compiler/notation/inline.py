"""Inline markup of BML text (paragraphs, headings, list items, bid descriptions).

``*bold*``, ``/italic/`` and ``=mono=`` open after whitespace or at the start of the text
(as the BML reference does); ``!c !d !h !s`` are suit symbols (lower case only, as in
the reference: ``!S`` in ``!SPL`` or ``!S/T`` stays text); calls written with letters
in running text (``1C``, ``4S``, ``2NT``) are :class:`ir.CallRef`; a Markdown-style
``[text](url)`` is a link. Everything else is text.

:func:`parse_inline` and :func:`to_source` are inverses: ``to_source(parse_inline(t)) == t``
for any text ``t``, so emitters can write BML or BSS text back exactly as it was written.

Example:
    >>> [type(n).__name__ for n in parse_inline("*Forcing*, 5+!h after 1C")]
    ['Strong', 'Text', 'SuitSymbol', 'Text', 'CallRef']
    >>> to_source(parse_inline("*Forcing*, 5+!h after 1C"))
    '*Forcing*, 5+!h after 1C'
"""

from __future__ import annotations

import re
from functools import lru_cache

from bridgec import ir
from bridgec.diagnostics import Span

# One pattern that starts with the class of characters any markup starts with (a digit only
# before a strain letter), so the engine skips plain text at C speed; each alternative then
# checks, by lookbehind, which character it started on (``(?<=\*)``) and the "opens after
# whitespace" rule (``(?<!\S\*)`` is ``(?<!\S)`` before the star). The alternatives exclude
# each other, so the most frequent (suit symbols, calls) come first. The last group an
# alternative closes names it (``sc``: strong content, ``ss``: a suit symbol's suit...).
#
# Every alternative reads at most to the next character of its own kind, so the scan is
# linear: ``*``, ``/`` and ``=`` stop at the next star, slash or equals sign (and two
# openings are apart by a blank). A link is the exception: from each ``[`` its text runs to
# the next ``]`` or line end, past any other ``[``, so a line of ``[`` would be read again
# from each one. The pattern therefore only finds the ``[`` (``lb``), and :func:`_parse`
# finds the ``](`` and ``)`` with searches whose results it reuses for every ``[`` before
# them: ``[text](target)`` is ``[``, text up to the first ``]`` or line end (not empty),
# ``](``, a target up to the first ``)`` or blank (not empty), ``)``.
_TOKEN = re.compile(
    r"(?:[*/=\[!]|[1-7](?=[CDHSN]))(?:"
    r"(?<=!)(?P<ss>[cdhs])"
    r"|(?<=[1-7])(?<![\w!][1-7])(?P<cs>NT|[CDHSN])(?!\w)"
    r"|(?<=\*)(?<!\S\*)(?P<sc>\S[^*]*)\*"
    r"|(?<=/)(?<!\S/)(?P<ec>\S[^/]*)/"
    r"|(?<==)(?<!\S=)(?P<mc>\S[^=]*)="
    r"|(?<=\[)(?P<lb>)"
    r")"
)
_LINK_TEXT_END = re.compile(r"[\]\n]")
_LINK_TARGET_END = re.compile(r"[)\s]")
_SUITS: dict[str, ir.Suit] = {"c": "C", "d": "D", "h": "H", "s": "S"}


def parse_inline(text: str, span: Span | None = None) -> tuple[ir.Inline, ...]:
    """Parse BML inline markup.

    Args:
        text: the text as written (may hold ``\\n``; kept inside text nodes).
        span: where the text starts; given to every node made (``None`` for none).

    Returns:
        The inline nodes; an empty tuple for empty text.
    """
    if not text:
        return ()
    if span is None:
        return _parse_cached(text)
    return _parse(text, span)


def parse_lines(text: str, span: Span | None = None) -> tuple[ir.Inline, ...]:
    """Parse BML inline markup line by line, each line end a :class:`ir.LineBreak`: a
    metadata value (markup does not run across lines there; a BBO card's summary, kept as
    BML text in IR JSON 1.0, has several lines).

    Example:
        >>> [type(n).__name__ for n in parse_lines("*a\\nb*")]
        ['Text', 'LineBreak', 'Text']
    """
    out: list[ir.Inline] = []
    line_break = ir.LineBreak(span=span)  # one node for every break: a value of line ends
    for number, line in enumerate(text.split("\n")):  # costs a pointer each
        if number:
            out.append(line_break)
        if line:
            out += parse_inline(line, span)
    return tuple(out)


@lru_cache(maxsize=4096)
def _parse_cached(text: str) -> tuple[ir.Inline, ...]:
    return _parse(text, None)


def _parse(text: str, span: Span | None) -> tuple[ir.Inline, ...]:
    out: list[ir.Inline] = []
    pos = 0  # the text before pos is in out
    at = 0  # where the next search starts
    size = len(text)
    text_end = 0  # the first "]" or line end after every "[" before it
    target_from = target_end = -1  # the first ")" or blank at or after target_from
    search = _TOKEN.search
    while (m := search(text, at)) is not None:
        start = m.start()
        kind = m.lastgroup
        if kind == "lb":
            if text_end <= start:
                found = _LINK_TEXT_END.search(text, start + 1)
                text_end = found.start() if found is not None else size
            close = text_end
            if close == start + 1 or not text.startswith("](", close):
                at = start + 1
                continue
            if not target_from <= close + 2 <= target_end:
                target_from = close + 2
                found = _LINK_TARGET_END.search(text, target_from)
                target_end = found.start() if found is not None else size
            end = target_end
            if end == close + 2 or end == size or text[end] != ")":
                at = start + 1
                continue
            if start > pos:
                out.append(ir.Text(text=text[pos:start], span=span))
            out.append(ir.Link(target=text[close + 2:end],
                               content=_parse(text[start + 1:close], span), span=span))
            pos = at = end + 1
            continue
        if start > pos:
            out.append(ir.Text(text=text[pos:start], span=span))
        if kind == "ss":
            out.append(ir.SuitSymbol(suit=_SUITS[m.group("ss")], source=m.group(),
                                     span=span))
        elif kind == "cs":
            source = m.group()
            strain = m.group("cs")
            out.append(ir.CallRef(call=source[0] + ("N" if strain == "NT" else strain),
                                  source=source, span=span))
        elif kind == "sc":
            out.append(ir.Strong(content=_parse(m.group("sc"), span), span=span))
        elif kind == "ec":
            out.append(ir.Emph(content=_parse(m.group("ec"), span), span=span))
        else:
            out.append(ir.Mono(text=m.group("mc"), span=span))
        pos = at = m.end()
    if pos < size:
        out.append(ir.Text(text=text[pos:], span=span))
    return tuple(out)


def to_source(content: tuple[ir.Inline, ...], line_break: str = "\n") -> str:
    """Write inline nodes back as BML text; ``line_break`` stands for each hard break.

    Example:
        >>> to_source((ir.Text(text="a"), ir.LineBreak(), ir.Text(text="b")), "\\\\n")
        'a\\\\nb'
    """
    return "".join(_source(node, line_break) for node in content)


def _source(node: ir.Inline, line_break: str) -> str:
    if isinstance(node, ir.Text):
        return node.text
    if isinstance(node, ir.Strong):
        return "*" + to_source(node.content, line_break) + "*"
    if isinstance(node, ir.Emph):
        return "/" + to_source(node.content, line_break) + "/"
    if isinstance(node, ir.Mono):
        return "=" + node.text + "="
    if isinstance(node, ir.SuitSymbol):
        return node.source or "!" + node.suit.lower()
    if isinstance(node, ir.CallRef):
        return node.source or node.call
    if isinstance(node, ir.Link):
        return "[" + to_source(node.content, line_break) + "](" + node.target + ")"
    return line_break


def plain_text(content: tuple[ir.Inline, ...]) -> str:
    """The text as written without markup (suits as ``!h``, calls as written, breaks as
    spaces); what a reader sees, with symbols, is the emitters' ``_text.shown_text``."""
    parts: list[str] = []
    for node in content:
        if isinstance(node, (ir.Strong, ir.Emph, ir.Link)):
            parts.append(plain_text(node.content))
        elif isinstance(node, ir.LineBreak):
            parts.append(" ")
        else:
            parts.append(_source(node, " "))
    return "".join(parts)
