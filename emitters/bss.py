"""Emitter for BSS (BBO Full Disclosure): one record per rule of ``Document.rules``.

A rule read from BSS keeps its fields as read (``Rule.bss``); each field is written as
read while it still says what the rule says, so ``bss -> bss`` reproduces every record.
Other rules follow bridge-markup's ``bml2bss``: header from ``#+TITLE``/``#+DESCRIPTION``,
position and vulnerability codes from the conditions, the full auction with the passes,
flags ``N`` and ``YYYYYY``, disposition ``0``, lengths ``08`` after a suit bid. Warnings
name what BBO or BBOalert will misread, and rules BSS cannot hold are reported, not lost.
"""

from __future__ import annotations

from collections import Counter

from bridgec import ir
from bridgec.diagnostics import Diagnostic, Span, warning
from bridgec.notation import bss_codes as codes
from bridgec.notation.inline import to_source
from bridgec.options import EmitOptions, EmitResult

NAME = "bss"
EXTENSION = ".bss"
BINARY = False
DESCRIPTION = "BBO Full Disclosure (BSS), for BBO and BBOalert"
PASSES: tuple[str, ...] = ()

MAX_DESCRIPTION = 69
WARNINGS_PER_KIND = 10


class _Warnings:
    """Consumer warnings, at most ``WARNINGS_PER_KIND`` of a kind and then a count."""

    def __init__(self) -> None:
        self.found: list[Diagnostic] = []
        self.counts: Counter[str] = Counter()

    def add(self, code: str, message: str, span: Span | None, hint: str) -> None:
        self.counts[code] += 1
        if self.counts[code] <= WARNINGS_PER_KIND:
            self.found.append(warning(message, span, hint=hint, code=code))

    def result(self) -> tuple[Diagnostic, ...]:
        extra = [warning(f"{n - WARNINGS_PER_KIND} more records like the above ({code})",
                         code=code) for code, n in self.counts.items() if n > WARNINGS_PER_KIND]
        return (*self.found, *extra)


def header_line(document: ir.Document) -> str:
    """The header record: as read, or from the title and description metadata."""
    if document.disclosure is not None:
        h = document.disclosure.header
        name = "" if h.name is None else "{" + h.name + "}"
        return f"{'?' if h.floating else '*'}{h.code}{name}={h.flags}{h.summary}"
    title = document.meta_value("TITLE") or ""
    return "*00{" + title + "}=NYYYYYY" + (document.meta_value("DESCRIPTION") or "")


def _calls(rule: ir.Rule) -> list[ir.AuctionCall]:
    assert rule.auction is not None and isinstance(rule.call, ir.Call)
    return [*rule.auction, ir.AuctionCall(call=rule.call.name, side=rule.side)]


def _sequence(calls: list[ir.AuctionCall], raw: ir.BssFields | None) -> str:
    plain = "".join(codes.call_out(c.call) for c in calls)
    if raw is not None and _strip_qualifications(raw.sequence) == plain:
        return raw.sequence
    return "".join(codes.call_out(c.call) + ("{" + c.qualification + "}" if c.qualification
                                              is not None else "") for c in calls)


def _strip_qualifications(sequence: str) -> str:
    out, depth = [], 0
    for char in sequence:
        depth += char == "{"
        if not depth:
            out.append(char)
        depth -= char == "}" and depth > 0
    return "".join(out)


def _conditions(rule: ir.Rule, raw: ir.BssFields | None, warn: _Warnings) -> str:
    c = rule.conditions
    position = codes.SEATS_TO_POSITION.get(tuple(sorted(set(c.seats))))
    if position is None:
        warn.add("bss-seats", f"BSS cannot say seats {list(c.seats)}; written as any seat",
                 rule.span, "BSS knows one seat, 1st or 2nd, or 3rd or 4th")
        position = "0"
    if raw is not None and codes.POSITIONS.get(raw.position, ()) == codes.POSITIONS[position]:
        position = raw.position  # as read, even a code the front end read as "any"
    vulnerability = codes.VULNERABILITY_TO_CODE[(c.we_vulnerable, c.they_vulnerable)]
    if raw is not None and codes.VULNERABILITIES.get(raw.vulnerability, (None, None)) == \
            (c.we_vulnerable, c.they_vulnerable):
        vulnerability = raw.vulnerability
    return position + vulnerability


def _flags(meaning: ir.Meaning, raw: ir.BssFields | None, read: ir.Meaning | None) -> str:
    artificial = "Y" if meaning.artificial else "N"
    if raw is not None and {"Y": True, "N": False}.get(raw.artificial) == meaning.artificial:
        artificial = raw.artificial
    o = meaning.outcomes or ir.Outcomes()
    outcomes = "".join("Y" if v else "N" for v in (o.clubs, o.diamonds, o.hearts, o.spades,
                                                   o.notrump, o.defend))
    if raw is not None and read is not None and read.outcomes == meaning.outcomes:
        outcomes = raw.outcomes
    return artificial + outcomes


def _details(call: str, meaning: ir.Meaning, raw: ir.BssFields | None,
             read: ir.Meaning | None) -> str:
    if raw is not None and read is not None:
        if (read.disposition, read.min_length, read.max_length) == \
                (meaning.disposition, meaning.min_length, meaning.max_length):
            return (raw.disposition or "") + (raw.min_length or "") + (raw.max_length or "")
    out = codes.DISPOSITION_TO_CODE.get(meaning.disposition or "no_agreement", "0")
    if len(call) == 2 and call[1] in "CDHS":
        top = meaning.max_length if meaning.max_length is not None else 8
        out += f"{meaning.min_length or 0}{min(top, 8)}"
    return out


def _description(meaning: ir.Meaning, raw: ir.BssFields | None = None,
                 read: ir.Meaning | None = None) -> str:
    if raw is not None and read is not None and read.description == meaning.description:
        return raw.description
    return to_source(meaning.description, "\\n").removesuffix("\\n.")


def record(rule: ir.Rule, warn: _Warnings) -> str | None:
    """One bidding record, or None (and a warning) if BSS cannot hold the rule."""
    if rule.auction is None or not isinstance(rule.call, ir.Call):
        what = "a pattern auction" if rule.auction is None else f"call {rule.call}"
        warn.add("bss-inexpressible", f"BSS holds concrete auctions only; rule {rule.id} "
                 f"({what}) is not written", rule.span, "expand it to concrete calls first")
        return None
    raw = rule.bss
    read = codes.meaning_of(raw) if raw is not None else None
    calls = _calls(rule)
    star = "*" if calls[0].side == "they" else ""
    body = _sequence(calls, raw)
    description = _description(rule.meaning, raw, read)
    _consumer_checks(rule, calls, description, warn)
    return (f"{star}{_conditions(rule, raw, warn)}{body}={_flags(rule.meaning, raw, read)}"
            f"{_details(rule.call.name, rule.meaning, raw, read)}{description}")


def _consumer_checks(rule: ir.Rule, calls: list[ir.AuctionCall], description: str,
                     warn: _Warnings) -> None:
    if "=" in description:
        warn.add("bss-equals", "the description holds '=': BBOalert reads it as a field "
                 "separator", rule.span, "write 'is' or ':' instead of '='")
    if "," in description:
        warn.add("bss-comma", "the description holds ',': BBOalert splits text at commas",
                 rule.span, "use ';' or '/' where the text must stay one piece")
    if len(description) > MAX_DESCRIPTION:
        warn.add("bss-long", f"the description has {len(description)} characters; BBO shows "
                 f"at most {MAX_DESCRIPTION}", rule.span, "shorten it")
    if calls[-1].side == "they":
        kind = "'*' record with an odd number of calls" if calls[0].side == "they" else \
            "record with an even number of calls"
        warn.add("bss-their-call", f"{kind}: it describes an opponents' call, which BBO never "
                 "alerts", rule.span, "describe our call after it, or drop the record")


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Write the document's rules and Full Disclosure records as a BSS file."""
    warn = _Warnings()
    disclosure = document.disclosure
    extras = list(disclosure.records) if disclosure is not None else []
    lines = [header_line(document)]
    for index, rule in enumerate(document.rules):
        lines += [_extra(r) for r in extras if r.index == index]
        line = record(rule, warn)
        if line is not None:
            lines.append(line)
    lines += [_extra(r) for r in extras if r.index >= len(document.rules)]
    newline = disclosure.newline if disclosure is not None else "\n"
    text = "".join(line + newline for line in lines)
    encoding = disclosure.encoding if disclosure is not None else "utf-8"
    if encoding.lower().replace("_", "-") in ("utf-8", "utf8"):
        return EmitResult(output=text, diagnostics=warn.result())
    try:
        data = text.encode(encoding)
    except UnicodeEncodeError as exc:
        data = text.encode(encoding, errors="replace")
        warn.add("bss-encoding", f"{exc.object[exc.start:exc.end]!r} cannot be written in "
                 f"{encoding}; written as '?'", None, "convert the file to UTF-8")
    except (LookupError, ValueError):  # IR JSON from elsewhere may name any encoding
        warn.add("bss-encoding", f"unknown encoding {encoding!r}; written as UTF-8", None,
                 "give a Python encoding name such as cp1252")
        return EmitResult(output=text, diagnostics=warn.result())
    return EmitResult(output=data, diagnostics=warn.result())


def _extra(record: ir.ExtraRecord) -> str:
    if isinstance(record, ir.StockCardRecord):
        return "$ " + record.file
    if isinstance(record, ir.ConventionRecord):
        return "+" + record.separator + record.file
    leads = "".join(c.code for c in (*record.leads_vs_nt, *record.leads_vs_suits))
    return "%" + leads + "".join(s.code for s in record.signals) + record.description
