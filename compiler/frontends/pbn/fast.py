"""A hand-written reader of PBN's syntax that finds the games the grammar's path finds, faster.

``grammar/PBN.g4`` defines the syntax; this module follows it token for token (one regular
expression whose alternatives are the lexer's rules, longest match first, and a loop that
is the parser's three rules) and builds the same :class:`~bridgec.frontends.pbn.syntax.Tag`
lists with the same spans (lines counted at ``\\n`` and columns in characters, as ANTLR
counts them). It only answers for text it reads completely: at anything else (every syntax
error) it says where the game it could not read starts (:class:`Stop`), and the ANTLR path
reads that game (games are separated by empty lines, so a game starts where the grammar's
top rule starts), which stays the authority for errors and their columns: a syntax error
at the end of megabytes of games costs the parse of one game, not of the file.
tests/frontends/pbn/test_pbn_fast.py checks that the two paths agree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bridgec.diagnostics import Diagnostic, Span
from bridgec.frontends.pbn.syntax import Tag, Word, stray_warning, unescape

_NL = r"(?:\r\n?|\n)"
_TOKEN = re.compile(
    rf"(?P<gap>[ \t]*{_NL}(?:[ \t]*{_NL})+)"   # GAP before NL before WS: the longest
    rf"|(?P<nl>[ \t]*{_NL})"
    r"|(?P<ws>[ \t]+)"
    r'|(?P<tag>\[[ \t]*(?P<name>[^ \t\r\n\[\]"{};%]+)[ \t]*'
    r'(?P<value>"(?:\\[^\r\n]|[^"\\\r\n])*")[ \t]*\])'   # LBRACK WORD STRING RBRACK
    r'|(?P<string>"(?:\\[^\r\n]|[^"\\\r\n])*")'
    r"|(?P<comment>\{[^}]*\}|;[^\r\n]*|%[^\r\n]*)"
    r'|(?P<word>[^ \t\r\n\[\]"{};%]+)')


@dataclass(frozen=True)
class Stop:
    """Where the reader stopped: the empty lines before the game that holds a syntax
    error start at offset ``start``, on line ``line`` (the start of the text when no game
    came before); the grammar finds the error reading no further than offset ``end`` (see
    :func:`_window_end`). Read from the empty lines, the game is in the grammar's state
    of the whole file: after a ``GAP`` token in the top rule's loop, so ANTLR reports the
    same first error (its order of a lexer and a parser error depends on that state)."""

    start: int
    line: int
    end: int
    at: int
    """The offset of the first character the reader could not read."""


def games(text: str, path: str) -> tuple[list[list[Tag]], tuple[Diagnostic, ...]] | Stop:
    """The games of ``text`` as :func:`bridgec.frontends.pbn.syntax.games` finds them, or
    where the text stops being read here (then ask the grammar about that game)."""
    found: list[list[Tag]] = []
    stray: list[Diagnostic] = []
    tags: list[Tag] | None = None  # the game being read
    start_line = 0
    gap_start, gap_line = 0, 1  # the last empty line(s) before the game being read
    line, line_start = 1, 0
    position, end = 0, len(text)
    match = _TOKEN.match
    while position < end:
        m = match(text, position)
        if m is None:
            if "\n" not in text[gap_start:position]:  # `\r` line ends: ANTLR's one line
                gap_start, gap_line = 0, 1
            return Stop(gap_start, gap_line, _window_end(text, position), position)
        kind = m.lastgroup
        if kind in ("nl", "gap", "ws"):
            if kind == "gap":
                if tags is not None:
                    found.append(tags)
                    tags = None
                gap_start, gap_line = position, line
        else:
            if tags is None:
                tags, start_line = [], line
            span = Span(path=path, line=line, col=position - line_start + 1)
            if kind == "tag":
                tags.append(Tag(m.group("name"), unescape(m.group("value")), span))
            elif kind in ("word", "string"):
                if tags:
                    tags[-1].section.append(Word(m.group(), span))
                elif not any(d.span and d.span.line >= start_line for d in stray[-1:]):
                    stray.append(stray_warning(m.group(), span))
        newlines = text.count("\n", position, m.end())
        if newlines:
            line += newlines
            line_start = text.rindex("\n", position, m.end()) + 1
        position = m.end()
    if tags is not None:
        found.append(tags)
    return found, tuple(stray)


_BLANK_LINES = re.compile(r"(?:[ \t\r]*\n)*")


def _window_end(text: str, position: int) -> int:
    """Where the grammar can stop reading the game that fails at ``position``: ANTLR looks
    two tokens past the token it stops at (on ``position``'s line, or the line end after
    it), so the window holds the rest of that line, the blank lines after it, two more
    lines, and a commentary ``{`` opened there up to its ``}`` (the one token that spans
    lines: cut short, it would be an error of its own)."""
    end = position
    while True:
        line_end = text.find("\n", end)
        if line_end < 0:
            return len(text)
        blank = _BLANK_LINES.match(text, line_end + 1)
        end = blank.end() if blank else line_end + 1
        for _ in range(2):
            line_end = text.find("\n", end)
            if line_end < 0:
                return len(text)
            end = line_end + 1
        opened = text.rfind("{", position, end)
        if opened < 0 or text.find("}", opened, end) >= 0:
            return end
        close = text.find("}", end)
        if close < 0:
            return len(text)
        end = position = close
