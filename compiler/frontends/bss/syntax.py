"""Read one BSS record (one line) with the ANTLR parser into plain Python records.

This is the only module that touches the generated BSS parser: what it returns holds
strings and 1-based columns, never ANTLR types. A line that does not parse gives a
:class:`SyntaxProblem` with the column of the first offending character.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

import msgspec

from bridgec._generated.bss.BSSLexer import BSSLexer
from bridgec._generated.bss.BSSParser import BSSParser
from bridgec.frontends.antlr import parse_with
from bridgec.limits import MAX_BSS_GRAMMAR


class Header(msgspec.Struct, frozen=True):
    """``*00{name}=NYYYYYYsummary`` (``floating`` for ``?``); ``tail`` is after ``=``."""

    floating: bool
    code: str
    name: str | None
    tail: str


class CallText(NamedTuple):
    """One call of a bidding record as written, with its qualification and column."""

    text: str
    qualification: str | None
    col: int


class Bidding(msgspec.Struct, frozen=True):
    """A bidding record: ``[*]AB<calls>=<tail>``; ``tail_col`` is the column after ``=``."""

    competitive: bool
    position: str
    vulnerability: str
    sequence: str
    calls: tuple[CallText, ...]
    tail: str
    tail_col: int


class Free(msgspec.Struct, frozen=True):
    """A ``$``, ``+`` or ``%`` record: its marker and the text after it."""

    marker: str
    text: str


class SyntaxProblem(msgspec.Struct, frozen=True):
    """Why a line is not a record, and where (1-based column)."""

    message: str
    col: int


Record = Header | Bidding | Free


_BIDDING = re.compile(r"(\*?)([0-9])([0-9])((?:(?:[1-7][CDHSN]|[PDR])(?:\{[^}\r\n]*\})?)+)"
                      r"=([^\r\n]*)")
_CALL = re.compile(r"([1-7][CDHSN]|[PDR])(\{[^}\r\n]*\})?")
_LAST_CALL = re.compile(r"(?:[1-7][CDHSN]|[PDR])(?:\{[^}\r\n]*\})?\Z")
"""The last call of a sequence: the leftmost call that reaches its end."""
_HEADER = re.compile(r"([*?])([0-9][0-9])[ \t]*(?:\{([^}\r\n]*)\}[ \t]*)?=([^\r\n]*)")
_FREE = re.compile(r"([$+%])([^\r\n]*)")


def read_record(line: str, antlr_needed: Callable[[str], bool] = lambda _: True,
                prefixes: dict[tuple[str, int], tuple[CallText, ...]] | None = None
                ) -> Record | SyntaxProblem:
    """Parse one line (no line end) into a record, or say why it is not one.

    Records are read by regular expressions that accept exactly what the grammar accepts
    (tests/frontends/bss/test_bss_syntax.py checks that they agree); every other line goes to
    the ANTLR parser, which locates the problem, unless ``antlr_needed`` says the caller
    locates it itself. The parser is slow (linear, but about 50 us a character), so it reads
    at most the first ``MAX_BSS_GRAMMAR`` characters of a line.
    ``prefixes`` keeps the calls before the last of the records read so far: the records
    of a file share them (a record's siblings and children start with its calls).
    """
    record = _fast(line, prefixes)
    if record is not None:
        return record
    if not antlr_needed(line):
        return SyntaxProblem(message="", col=1)
    if len(line) > MAX_BSS_GRAMMAR:
        return _locate_long(line)
    return read_record_antlr(line)


def _locate_long(line: str) -> SyntaxProblem:
    """Where a line longer than the grammar is asked about stops being a record.

    The grammar reads the line's tokens with each run of spaces written as one space, each
    qualification as ``{}`` and no text after the first ``=``, ``$``, ``+`` or ``%`` (the
    same tokens, so the same problem); if that is still too long, its first
    ``MAX_BSS_GRAMMAR`` characters (tokens of at most 2 characters, so a problem well inside
    them is the line's problem; past them, only a missing ``=`` is left: the end).
    """
    short, cols = _tokens_shortened(line)
    if len(short) <= MAX_BSS_GRAMMAR:
        found = read_record_antlr(short)
        if isinstance(found, SyntaxProblem):
            col = cols[found.col - 1] if found.col <= len(short) else len(line) + 1
            return SyntaxProblem(message=found.message, col=col)
    else:
        found = read_record_antlr(short[:MAX_BSS_GRAMMAR])
        if isinstance(found, SyntaxProblem) and found.col <= MAX_BSS_GRAMMAR - 8:
            return SyntaxProblem(message=found.message, col=cols[found.col - 1])
    return SyntaxProblem(message="the record ends too early", col=len(line) + 1)


def _tokens_shortened(line: str) -> tuple[str, list[int]]:
    """The line with the same BSS tokens made short, and each character's column in it."""
    out: list[str] = []
    cols: list[int] = []
    pos = 0
    while pos < len(line):
        char = line[pos]
        out.append(char)
        cols.append(pos + 1)
        if char in "=$+%":
            break
        if char == "{" and (close := line.find("}", pos)) > 0:
            out.append("}")
            cols.append(close + 1)
            pos = close + 1
        elif char in " \t":
            while pos < len(line) and line[pos] in " \t":
                pos += 1
        else:
            pos += 1
    return "".join(out), cols


def _fast(line: str, prefixes: dict[tuple[str, int], tuple[CallText, ...]] | None = None
          ) -> Record | None:
    match = _BIDDING.fullmatch(line)
    if match is not None:
        star, position, vulnerability, sequence, tail = match.groups()
        if vulnerability in "1234567" and sequence[0] == "D":
            return None  # the lexer reads "1D" as a bid here: let ANTLR say so
        col = match.start(4) + 1
        last = _LAST_CALL.search(sequence)
        assert last is not None  # the sequence ends with a call
        head = sequence[:last.start()]
        known = {} if prefixes is None else prefixes
        before = known.get((head, col))
        if before is None:
            before = known[(head, col)] = _calls(head, col)
        calls = before + _calls(last.group(), col + last.start())
        return Bidding(competitive=bool(star), position=position, vulnerability=vulnerability,
                       sequence=sequence, calls=calls, tail=tail, tail_col=match.end(4) + 2)
    match = _HEADER.fullmatch(line)
    if match is not None:
        return Header(floating=match.group(1) == "?", code=match.group(2),
                      name=match.group(3), tail=match.group(4))
    match = _FREE.fullmatch(line)
    if match is not None:
        return Free(marker=match.group(1), text=match.group(2))
    return None


def _calls(sequence: str, col: int) -> tuple[CallText, ...]:
    """The calls of a sequence (they fill it), the first at column ``col``."""
    found: list[CallText] = []
    for call, braced in _CALL.findall(sequence):
        found.append(CallText(call, braced[1:-1] if braced else None, col))
        col += len(call) + len(braced)
    return tuple(found)


def read_record_antlr(line: str) -> Record | SyntaxProblem:
    """Parse one line with the ANTLR parser (the grammar is the authority)."""
    tree, problems = parse_with(BSSLexer, BSSParser, line, "record", path="")
    if problems:
        first = problems[0]
        return SyntaxProblem(message=first.message, col=first.span.col if first.span else 1)
    return _build(tree)


def _text(ctx: Any) -> str:
    token = ctx.TEXT()
    return "" if token is None else str(token.getText())


def _build(tree: Any) -> Record:
    if tree.header() is not None:
        ctx = tree.header()
        qual = ctx.QUALIFICATION()
        return Header(floating=ctx.QUERY() is not None, code=ctx.DIGIT(0).getText()
                      + ctx.DIGIT(1).getText(),
                      name=None if qual is None else qual.getText()[1:-1], tail=_text(ctx))
    if tree.bidding() is not None:
        return _bidding(tree.bidding())
    for marker, ctx in (("$", tree.stockCard()), ("+", tree.convention()),
                        ("%", tree.carding())):
        if ctx is not None:
            return Free(marker=marker, text=_text(ctx))
    raise AssertionError("record rule without an alternative")  # pragma: no cover


def _bidding(ctx: Any) -> Bidding:
    calls: list[CallText] = []
    for element in ctx.element():
        qual = element.QUALIFICATION()
        calls.append(CallText(text=element.call().getText(),
                              qualification=None if qual is None else qual.getText()[1:-1],
                              col=element.start.column + 1))
    first = ctx.element(0).start.start
    equals = ctx.EQUALS().getSymbol()
    source = equals.getInputStream()
    sequence = source.getText(first, equals.start - 1)
    return Bidding(competitive=ctx.STAR() is not None, position=ctx.position.text,
                   vulnerability=ctx.vulnerability.text, sequence=sequence,
                   calls=tuple(calls), tail=_text(ctx), tail_col=equals.column + 2)
