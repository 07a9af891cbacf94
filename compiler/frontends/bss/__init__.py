"""Front end for BSS, BBO's Full Disclosure format: one record per line.

Every bidding record becomes an :class:`ir.Rule` with its full auction (sides alternate
from ``we``, or from ``they`` for ``*`` records), call, meaning, conditions and every field
as read (``Rule.bss``); header, ``$``, ``+`` and ``%`` records go to ``Document.disclosure``.
A line that is not a record gives a located error and the lines after it are still read.
Text is decoded by :mod:`bridgec.decoding` (a byte-order mark, UTF-16 by its NUL bytes,
UTF-8, else Latin-1; ``--encoding`` overrides); CRLF line ends are kept as
``Disclosure.newline``.
"""

from __future__ import annotations

import re
from typing import Literal

from bridgec import ir
from bridgec.decoding import decode
from bridgec.diagnostics import Diagnostic, Span, error, warning
from bridgec.frontends.bss import lower as bss_lower
from bridgec.frontends.bss.syntax import (
    Bidding,
    CallText,
    Free,
    Header,
    SyntaxProblem,
    read_record,
)
from bridgec.limits import MAX_BSS_DIAGNOSTICS
from bridgec.notation import bss_codes as codes
from bridgec.options import ParseOptions, ParseResult

NAME = "bss"

BIDDING_HINT = ("a bidding record reads [*]<position 0-6><vulnerability 0-8><calls>="
                "<7 flags>[disposition][lengths]<description>, e.g. 001C=NYYYYYY0082+!c")
KIND_HINTS = {
    "$": ("stock card record", "write '$ <file name>'"),
    "+": ("convention record", "write '+<file name>'"),
    "%": ("carding record", "write '%' and the 58 carding code letters"),
    "?": ("header", "write '?00{<name>}=NYYYYYY<summary>'"),
}


class _Reader:
    """Collects the document's parts while the lines are read in order."""

    def __init__(self, path: str, pdr_dispositions: bool) -> None:
        self.path = path
        self.pdr_dispositions = pdr_dispositions
        self.rules: list[ir.Rule] = []
        self.records: list[ir.ExtraRecord] = []
        self.header: ir.DisclosureHeader | None = None
        self.diagnostics: list[Diagnostic] = []
        self.seen_record = False
        self.prefixes: dict[tuple[str, int], tuple[CallText, ...]] = {}
        self.auctions: bss_lower.Auctions = {}
        self.more: list[Diagnostic] = []
        """The first diagnostic past ``MAX_BSS_DIAGNOSTICS``; ``more_count`` counts them."""
        self.more_count = self.more_errors = 0

    def line(self, number: int, text: str) -> None:
        span = Span(path=self.path, line=number, col=1, end_col=len(text) + 1)
        mark = len(self.diagnostics)
        full = mark >= MAX_BSS_DIAGNOSTICS
        record = read_record(text, _never if full else _antlr_needed, self.prefixes)
        if isinstance(record, SyntaxProblem):
            if full and self.more:  # counted only: one error more
                self.more_count += 1
                self.more_errors += 1
                return
            self._problem(number, text, record)
        elif isinstance(record, Header):
            self._header(record, span)
        elif isinstance(record, Bidding):
            rule, diags = bss_lower.lower_bidding(record, f"bss{len(self.rules) + 1}", span,
                                                  self.pdr_dispositions, self.auctions)
            self.diagnostics += diags
            if rule is not None:
                self.rules.append(rule)
        else:
            self._free(record, span)
        if not self.seen_record and self.header is None:
            self.diagnostics.append(error("the first record of a BSS file must be its header",
                                          span, hint="start the file with "
                                          "'*00{<system name>}=NYYYYYY<summary>'"))
        self.seen_record = True
        if len(self.diagnostics) > MAX_BSS_DIAGNOSTICS:
            extra = self.diagnostics[max(mark, MAX_BSS_DIAGNOSTICS):]
            del self.diagnostics[max(mark, MAX_BSS_DIAGNOSTICS):]
            self.more = self.more or extra[:1]
            self.more_count += len(extra)
            self.more_errors += sum(d.severity == "error" for d in extra)

    def not_listed(self) -> list[Diagnostic]:
        """One diagnostic for those past ``MAX_BSS_DIAGNOSTICS``, if any."""
        if not self.more:
            return []
        first = self.more[0]
        report = error if self.more_errors else warning
        return [report(f"{self.more_count} more problems ({self.more_errors} errors) from "
                       f"here on are not listed; the first: {first.message}",
                       first.span, hint="fix the problems listed, or check that the file "
                       "is a BSS file")]

    def _problem(self, number: int, text: str, problem: SyntaxProblem) -> None:
        kind, hint = KIND_HINTS.get(text[:1], ("bidding record", BIDDING_HINT))
        bad_call = _bad_call(text) if kind == "bidding record" else None
        where = "it ends too early" if problem.col > len(text) else \
            f"unexpected {text[problem.col - 1]!r}"
        if bad_call is not None:
            token = text[bad_call:bad_call + 2] if text[bad_call].isdigit() else text[bad_call]
            problem = SyntaxProblem(message="", col=bad_call + 1)
            where = f"{token!r} is not a call"
            hint = "calls are 1C-7N, P (pass), D (double), R (redouble), then '='"
        self.diagnostics.append(error(f"cannot read this {kind}: {where}",
                                      Span(path=self.path, line=number, col=problem.col),
                                      hint=hint))

    def _header(self, record: Header, span: Span) -> None:
        if self.seen_record:
            self.diagnostics.append(error("a header record may only be the first record",
                                          span, hint="remove it or make it the first line"))
            return
        tail = record.tail.lstrip(" ")
        self.header = ir.DisclosureHeader(floating=record.floating, name=record.name,
                                          summary=tail[7:], code=record.code,
                                          flags=tail[:7], span=span)

    def _free(self, record: Free, span: Span) -> None:
        index = len(self.rules)
        if record.marker == "$":
            self.records.append(ir.StockCardRecord(file=record.text.removeprefix(" "),
                                                   index=index, span=span))
        elif record.marker == "+":
            separator: Literal["", " "] = " " if record.text.startswith(" ") else ""
            self.records.append(ir.ConventionRecord(file=record.text[len(separator):],
                                                    index=index, separator=separator,
                                                    span=span))
        else:
            carding, diags = bss_lower.lower_carding(record.text, index, span)
            self.diagnostics += diags
            if carding is not None:
                self.records.append(carding)


_CALL = re.compile(r"([1-7][CDHSN]|[PDR])(\{[^}]*\})?")


def _never(text: str) -> bool:
    return False


def _antlr_needed(text: str) -> bool:
    """False for a bidding record whose first bad call ``_problem`` will name anyway."""
    return KIND_HINTS.get(text[:1], ("bidding record", ""))[0] != "bidding record" or \
        _bad_call(text) is None


def _bad_call(text: str) -> int | None:
    """Where the calls of a bidding record stop making sense (0-based), if before '='."""
    pos = 3 if text.startswith("*") else 2
    if len(text) < pos or not text[pos - 2:pos].isdigit():
        return None
    while pos < len(text) and text[pos] != "=":
        match = _CALL.match(text, pos)
        if match is None:
            return pos
        pos = match.end()
    return None


def _meta(header: ir.DisclosureHeader | None) -> tuple[ir.MetaEntry, ...]:
    if header is None:
        return ()
    out = []
    if header.name is not None:
        out.append(ir.MetaEntry(key="TITLE", value=header.name,
                                content=ir.plain_inlines(header.name), span=header.span))
    if header.summary:
        out.append(ir.MetaEntry(key="DESCRIPTION", value=codes.summary_markup(header.summary),
                                content=codes.description_inlines(header.summary),
                                span=header.span))
    return tuple(out)


def parse(data: bytes, *, path: str, options: ParseOptions = ParseOptions()) -> ParseResult:
    """Read a BSS file into a document; never raises on bad input."""
    decoded = decode(data, path, fallback="latin-1", encoding=options.encoding, warn=False)
    text, encoding, diagnostics = decoded.text, decoded.encoding, list(decoded.diagnostics)
    first = text.split("\n", 1)[0]
    newline: Literal["\n", "\r\n"] = "\r\n" if first.endswith("\r") and "\n" in text else "\n"
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    reader = _Reader(path, bss_lower.writes_pdr_dispositions(lines))
    for number, line in enumerate(lines, start=1):
        if line.strip():
            reader.line(number, line)
    if reader.header is None and not reader.seen_record:
        diagnostics.append(error("the file holds no BSS records", Span(path=path, line=1),
                                 hint="a BSS file starts with '*00{<name>}=NYYYYYY<summary>'"))
        return ParseResult(document=None, diagnostics=tuple(diagnostics))
    disclosure = ir.Disclosure(header=reader.header or ir.DisclosureHeader(),
                               records=tuple(reader.records), newline=newline,
                               encoding=encoding)
    reader.diagnostics += reader.not_listed()
    document = ir.Document(source=ir.Source(format=NAME, path=path), meta=_meta(reader.header),
                           rules=tuple(reader.rules), disclosure=disclosure)
    return ParseResult(document=document, diagnostics=tuple(diagnostics + reader.diagnostics))
