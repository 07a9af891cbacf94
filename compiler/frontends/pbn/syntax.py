"""The ANTLR path of PBN: a file into games of located tags, section tokens and comments.

ANTLR types never leave this module: a game is a list of :class:`Tag` (its name, its value
with PBN's escapes read, and the section tokens that follow it, each with its span). The
ANTLR runtime and the generated parser are imported when the grammar is asked, which is
only when the fast reader stops at a syntax error.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bridgec.diagnostics import Diagnostic, Span, warning

JOINER = "\u2060"
"""bridgec's PBN emitter writes it between a quote and a ``]`` of a value; read back out."""


@dataclass
class Word:
    """A section token (a call, a card, ``=1=``, ``*``...) and where it is."""

    text: str
    span: Span


@dataclass
class Tag:
    """A tag pair and the section tokens after it."""

    name: str
    value: str
    span: Span
    section: list[Word] = field(default_factory=list)


def unescape(quoted: str) -> str:
    """The value of a PBN string token: ``\\"`` is a quote, ``\\\\`` a backslash."""
    inner = quoted[1:-1]
    if "\\" not in inner:
        return inner
    out: list[str] = []
    i = 0
    while i < len(inner):
        if inner[i] == "\\" and i + 1 < len(inner) and inner[i + 1] in '"\\':
            out.append(inner[i + 1])
            i += 2
            if out[-1] == '"' and inner.startswith(JOINER + "]", i):
                i += 1
            continue
        out.append(inner[i])
        i += 1
    return "".join(out)


def stray_warning(text: str, span: Span) -> Diagnostic:
    """The warning about section data before a game's first tag (once per game)."""
    return warning(f"`{text}` before the game's first tag is left out", span,
                   "section data follows its tag ([Auction], [Play])", code="pbn-dropped")


def _shown(text: str) -> str:
    """A token quoted in a message: its first line, at most 40 characters."""
    first = text.splitlines()[0] if text.strip() else text
    return first[:40] + ("..." if len(first) > 40 or first != text else "")


def _describe(offending: Any, msg: str) -> str:
    from antlr4 import Token

    from bridgec._generated.pbn.PBNLexer import PBNLexer
    if offending is None:
        bad = msg.removeprefix("token recognition error at: ").strip("'")
        if bad.startswith('"'):
            return "a tag value's quote is not closed on its line"
        if bad.startswith("{"):
            return "a commentary `{` is never closed by `}`"
        return f"not PBN: {_shown(bad)}"
    what = ("end of the file" if offending.type == Token.EOF else
            "end of the line" if offending.type in (PBNLexer.NL, PBNLexer.GAP) else
            f"`{_shown(offending.text)}`")
    wanted = msg.split("expecting ", 1)[1] if "expecting " in msg else \
        msg.removeprefix("missing ").split(" at ", 1)[0] if msg.startswith("missing ") else ""
    missing = {"']'": "`]`", "STRING": "a quoted value", "WORD": "a tag name"}.get(wanted)
    if missing:
        return f"unexpected {what}, expected {missing}: a tag pair is `[Name \"value\"]`"
    return f"unexpected {what}: a tag pair is `[Name \"value\"]`"


def games(text: str, path: str, line_offset: int = 0
          ) -> tuple[list[list[Tag]], tuple[Diagnostic, ...]]:
    """The games of ``text`` (a game: its tags in order) and the syntax errors; ``text``
    starts at line ``1 + line_offset`` of ``path``, at a line start."""
    # ANTLR is loaded only when the fast reader stops (bridgec.frontends.pbn.fast).
    from bridgec._generated.pbn.PBNLexer import PBNLexer
    from bridgec._generated.pbn.PBNParser import PBNParser
    from bridgec.frontends.antlr import parse_with

    tree, problems = parse_with(PBNLexer, PBNParser, text, "pbn", path=path,
                                line_offset=line_offset, describe=_describe)
    if tree is None or problems:
        return [], tuple(problems)
    found: list[list[Tag]] = []
    stray: list[Diagnostic] = []
    for game in tree.game():
        tags: list[Tag] = []
        for element in game.element():
            pair = element.tagPair()
            if pair is not None:
                name = pair.WORD().getSymbol()
                tags.append(Tag(name.text, unescape(pair.STRING().getText()),
                                _span(path, pair.start, line_offset)))
                continue
            token = element.start
            if token.type in (PBNLexer.WORD, PBNLexer.STRING):
                if tags:
                    tags[-1].section.append(Word(token.text, _span(path, token, line_offset)))
                elif not any(d.span and d.span.line >= game.start.line + line_offset
                             for d in stray[-1:]):
                    stray.append(stray_warning(token.text, _span(path, token, line_offset)))
        found.append(tags)
    return found, tuple(stray)


def _span(path: str, token: Any, line_offset: int = 0) -> Span:
    return Span(path=path, line=token.line + line_offset, col=token.column + 1)
