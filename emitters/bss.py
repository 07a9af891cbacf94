"""Emitter for BSS (BBO Full Disclosure): one record per rule of ``Document.rules``.

Two forms (``EmitOptions.bss_form``, docs/bss.md). ``spec`` writes every field the BSS
spec names: a rule read from BSS keeps its fields as read (``Rule.bss``) while they still
say what the rule says, so ``bss -> bss`` reproduces every record; other rules follow
bridge-markup's ``bml2bss`` (header from ``#+TITLE``/``#+DESCRIPTION``, position and
vulnerability codes from the conditions, the full auction with the passes, flags ``N`` and
``YYYYYY``, disposition ``0``, lengths ``08`` after a suit bid). ``bboalert``, the default,
writes what BBOalert (the browser extension that still loads BSS into BBO) shows as the
author wrote it: no disposition after a pass, double or redouble, fixed-width fields after
bids, ``=`` and ``#`` in text as their full-width forms, no header summary, and ``{}``
after a lone opening pass. Warnings say what BBOalert will do with the rest, and rules BSS
cannot hold are reported, not lost.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Literal

from bridgec import ir
from bridgec.bidtables.legality import first_illegal, shown
from bridgec.codenames import CodeName
from bridgec.diagnostics import Diagnostic, Span, warning
from bridgec.emitters._fields import BSS, dropped
from bridgec.emitters._text import one_line, single_lines
from bridgec.notation import bss_codes as codes
from bridgec.notation.inline import to_source
from bridgec.options import EmitOptions, EmitResult

NAME = "bss"

Form = Literal["bboalert", "spec"]
MAX_DESCRIPTION = 69
WARNINGS_PER_KIND = 10
PDR = ("P", "X", "XX")
# BBOalert ends an explanation at '=' and sends the text after '#' to the table chat;
# the full-width forms are the same characters under Unicode compatibility (NFKC).
BBOALERT_TEXT = {"=": "\uff1d", "#": "\uff03"}
_BBOALERT_TABLE = str.maketrans(BBOALERT_TEXT)
_READ_AS_CALLS = re.compile("[1-7PDR]")
"""What BBOalert reads as a call inside a qualification."""
FULL_WIDTH_BACKSLASH = "\uff3c"
_HEADER_CODE = re.compile("[0-9][0-9]")
LINE_BREAK = "\\n"
"""What a line end inside a record is written as: BSS's (and BBOalert's) two characters
``\\n``. Every record is one line: no text can start another record or a header."""
CLOSE_BRACE = "\uff5d"
"""``}`` inside a header name or a qualification, which end at the first ``}``."""
DETECTION_SPAN = 80  # BBOalert reads the clipboard as its own format if "bboalert" is here


class _Warnings:
    """Consumer warnings, at most ``WARNINGS_PER_KIND`` of a kind and then a count."""

    def __init__(self) -> None:
        self.found: list[Diagnostic] = []
        self.counts: Counter[CodeName] = Counter()

    def add(self, code: CodeName, message: str, span: Span | None, hint: str) -> None:
        self.counts[code] += 1
        if self.counts[code] <= WARNINGS_PER_KIND:
            self.found.append(warning(message, span, hint=hint, code=code))

    def result(self) -> tuple[Diagnostic, ...]:
        extra = [warning(f"{n - WARNINGS_PER_KIND} more records than the {WARNINGS_PER_KIND} "
                         f"shown have this problem ({code}), {n} in all", code=code,
                         hint="correct those shown and convert again to see the next ones")
                 for code, n in self.counts.items() if n > WARNINGS_PER_KIND]
        return (*self.found, *extra)


def header_line(document: ir.Document, form: Form = "bboalert",
                warn: _Warnings | None = None) -> str:
    """The header record: as read, or from the title and description metadata.

    BBOalert makes an alert record of a header whose summary has two characters or more,
    so the ``bboalert`` form leaves the summary out.
    """
    if document.disclosure is not None:
        h = document.disclosure.header
        marker, code, name, flags, summary = ("?" if h.floating else "*", h.code, h.name,
                                              h.flags, h.summary)
        code = code if _HEADER_CODE.fullmatch(code) else "00"  # IR JSON may hold any text
        span = h.span
    else:
        marker, code, flags = "*", "00", "NYYYYYY"
        name, summary = document.meta_value("TITLE") or "", \
            document.meta_value("DESCRIPTION") or ""
        span = next((m.span for m in document.meta if m.key == "DESCRIPTION"), None)
    if form == "bboalert":
        name = None if name is None else bboalert_text(name)
        if summary.strip() and warn is not None:
            warn.add("bss-summary", "BBOalert reads a header summary as an alert record "
                     "(an 'Error' line); the summary is left out", span,
                     "use --bss-form spec to keep it")
        summary = ""
    braces = "" if name is None else "{" + name.replace("}", CLOSE_BRACE) + "}"
    return f"{marker}{code}{braces}={flags}{summary}"


def bboalert_text(text: str) -> str:
    """Text as BBOalert shows it whole: ``=`` and ``#`` full-width, no final backslash."""
    out = text.translate(_BBOALERT_TABLE)
    stripped = out.rstrip()
    if stripped.endswith("\\"):  # BBOalert joins a line ending in '\' to the next one
        out = stripped[:-1] + FULL_WIDTH_BACKSLASH + out[len(stripped):]
    return out


def _calls(rule: ir.Rule) -> list[ir.AuctionCall]:
    assert rule.auction is not None and isinstance(rule.call, ir.Call)
    return [*rule.auction, ir.AuctionCall(call=rule.call.name, side=rule.side)]


def _plain_sequence(calls: Sequence[ir.AuctionCall]) -> str:
    """Calls as BSS, without their qualifications."""
    return "".join([codes.call_out(c.call) for c in calls])


def _sequence(calls: list[ir.AuctionCall], raw: ir.BssFields | None,
              prefix: str | None = None) -> str:
    """The record's calls as BSS (``prefix``: those before the last, when known)."""
    call_out = codes.call_out
    plain = _plain_sequence(calls) if prefix is None else prefix + call_out(calls[-1].call)
    if raw is not None and _strip_qualifications(raw.sequence) == plain:
        return raw.sequence
    if all(c.qualification is None for c in calls):
        return plain
    return "".join([call_out(c.call) + ("{" + c.qualification.replace("}", CLOSE_BRACE) + "}"
                                        if c.qualification is not None else "")
                    for c in calls])


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
    seats = c.seats if len(c.seats) < 2 else tuple(sorted(set(c.seats)))
    position = codes.SEATS_TO_POSITION.get(seats)
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
    outcomes = _ANY_OUTCOME if meaning.outcomes is None else _outcome_flags(meaning.outcomes)
    if raw is not None and read is not None and read.outcomes == meaning.outcomes:
        outcomes = raw.outcomes
    return artificial + outcomes


def _outcome_flags(o: ir.Outcomes) -> str:
    return "".join(["Y" if v else "N" for v in (o.clubs, o.diamonds, o.hearts, o.spades,
                                                o.notrump, o.defend)])


_ANY_OUTCOME = _outcome_flags(ir.Outcomes())
"""The outcome flags of a meaning that names no outcomes."""


def _is_suit_bid(call: str) -> bool:
    return len(call) == 2 and call[1] in "CDHS"


def _details(call: str, meaning: ir.Meaning, raw: ir.BssFields | None,
             read: ir.Meaning | None, form: Form, empty: bool) -> str:
    """Disposition and lengths. BBOalert skips a fixed width after the flags (3 after a
    suit bid, 1 after notrump, none after P/D/R): the ``bboalert`` form always fills it,
    except for a record without text, where leaving out the lengths ``08`` (any) makes
    BBOalert skip the record instead of making an empty or an error line of it."""
    if form == "bboalert" and call in PDR:
        return ""
    width = 3 if _is_suit_bid(call) else 1
    out = codes.DISPOSITION_TO_CODE.get(meaning.disposition or "no_agreement", "0")
    if _is_suit_bid(call):
        top = meaning.max_length if meaning.max_length is not None else 8
        out += f"{meaning.min_length or 0}{min(top, 8)}"
    if raw is not None and read is not None:
        if (read.disposition, read.min_length, read.max_length) == \
                (meaning.disposition, meaning.min_length, meaning.max_length):
            kept = (raw.disposition or "") + (raw.min_length or "") + (raw.max_length or "")
            if form == "spec" or len(kept) == width:
                out = kept
    if form == "bboalert" and empty and _is_suit_bid(call) and out[1:] == "08":
        return out[:1]
    return out


def _description(meaning: ir.Meaning, raw: ir.BssFields | None = None,
                 read: ir.Meaning | None = None) -> str:
    if raw is not None and read is not None and read.description == meaning.description:
        return raw.description
    return to_source(meaning.description, "\\n").removesuffix("\\n.")


def record(rule: ir.Rule, warn: _Warnings, form: Form = "bboalert",
           newline: str = "\n", prefixes: dict[int, str] | None = None) -> str | None:
    """One bidding record, or None (and a warning) if BSS cannot hold the rule.

    ``prefixes`` keeps, by ``id``, the BSS calls of the auctions already written (rules
    under one row share their auction); the caller keeps those auctions alive.
    """
    if rule.auction is None or not isinstance(rule.call, ir.Call):
        what = "a pattern auction" if rule.auction is None else f"call {rule.call}"
        warn.add("bss-inexpressible", f"BSS holds concrete auctions only; rule {rule.id} "
                 f"({what}) is not written", rule.span, "expand it to concrete calls first")
        return None
    raw = rule.bss
    read = codes.meaning_of(raw) if raw is not None else None
    calls = _calls(rule)
    star = "*" if calls[0].side == "they" else ""
    prefix = None
    if prefixes is not None:
        prefix = prefixes.get(id(rule.auction))
        if prefix is None:
            prefix = prefixes[id(rule.auction)] = _plain_sequence(rule.auction)
    body = _sequence(calls, raw, prefix)
    description = _description(rule.meaning, raw, read)
    if form == "bboalert":
        description = _for_bboalert(rule, description, warn)
        if len(calls) == 1 and rule.call.name in PDR and not body.endswith("}"):
            body += "{}"  # BBOalert skips a record with fewer than 4 characters before '='
    _consumer_checks(rule, calls, description, form, newline, warn)
    return (f"{star}{_conditions(rule, raw, warn)}{body}={_flags(rule.meaning, raw, read)}"
            f"{_details(rule.call.name, rule.meaning, raw, read, form, not description)}"
            f"{description}")


def _for_bboalert(rule: ir.Rule, description: str, warn: _Warnings) -> str:
    shown = bboalert_text(description)
    if shown != description:
        changed = [f"'{a}' as '{b}'" for a, b in zip(description, shown, strict=True)
                   if a != b]
        warn.add("bss-bboalert-text", "BBOalert ends an explanation at '=', sends the text "
                 "after '#' to the table chat and joins a line ending in '\\' to the next: "
                 f"written {', '.join(dict.fromkeys(changed))} (full-width)", rule.span,
                 "use --bss-form spec to write the text unchanged")
    assert isinstance(rule.call, ir.Call)
    if rule.call.name in PDR and len(shown) == 1:
        shown += " "  # BBOalert skips a P/D/R record with less than 2 characters of text
    return shown


def _utf16_length(text: str) -> int:
    """Length as JavaScript (BBOalert) counts it."""
    return len(text.encode("utf-16-le")) // 2


def _consumer_checks(rule: ir.Rule, calls: list[ir.AuctionCall], description: str,
                     form: Form, newline: str, warn: _Warnings) -> None:
    if form == "spec" and any(c in description for c in BBOALERT_TEXT):
        warn.add("bss-bboalert-text", "BBOalert shows the description up to its '=' and "
                 "sends the text after '#' to the table chat", rule.span,
                 "the default --bss-form bboalert writes them full-width")
    # BBOalert counts a CR as text; a character is at most 2 UTF-16 units, so most
    # descriptions are too short to need measuring.
    if 2 * len(description) + len(newline) - 1 > MAX_DESCRIPTION and \
            (size := _utf16_length(description)) + len(newline) - 1 > MAX_DESCRIPTION:
        warn.add("bss-long", f"the description has {size} characters: BBOalert alerts "
                 f"'Please read chat' and sends it to the table chat (more than "
                 f"{MAX_DESCRIPTION})", rule.span, f"shorten it to {MAX_DESCRIPTION} "
                 "characters to have it in the alert")
    if calls[-1].side == "they" and description:  # a record without text says nothing
        _their_call(rule, calls, warn)
    if form == "bboalert" and any(_READ_AS_CALLS.search(c.qualification)
                                  for c in calls if c.qualification):
        warn.add("bss-qualification", "BBOalert reads the digits 1-7 and the letters P, D, R "
                 "of a qualification ({...}) as calls of the auction", rule.span,
                 "write the qualification without them")


def _their_call(rule: ir.Rule, calls: list[ir.AuctionCall], warn: _Warnings) -> None:
    if calls[0].side == "they":
        what = "'*' record with an odd number of calls"
        bboalert = "; BBOalert reads it as an error record"
    else:
        what = "record with an even number of calls"
        bboalert = ("; BBOalert, which does not know who opened, shows it for the same calls "
                    "when they open and we make the last one")
    warn.add("bss-their-call", f"{what}: it describes an opponents' call, which BBO never "
             f"alerts{bboalert}", rule.span,
             "describe our call after it, or drop the record")


def _impossible(rule: ir.Rule, warn: _Warnings) -> bool:
    """True (with the warning) for a rule whose auction can never occur: no record, since
    BBOalert could never meet it (a BML or BSS input never gives one: its reader leaves it
    out; IR JSON and the other formats may)."""
    if rule.auction is None or not isinstance(rule.call, ir.Call):
        return False
    calls = [*((c.call, c.side) for c in rule.auction), (rule.call.name, rule.side)]
    bad = first_illegal(calls)
    if bad is None:
        return False
    warn.add("illegal-auction", f"record {shown(calls)} can never occur at the table "
             f"({bad[1]}); left out", rule.span, "correct the calls")
    return True


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Write the document's rules and Full Disclosure records as a BSS file."""
    form: Form = options.bss_form
    warn = _Warnings()
    disclosure = document.disclosure
    newline = disclosure.newline if disclosure is not None else "\n"
    extras = list(disclosure.records) if disclosure is not None else []
    lines = [header_line(document, form, warn)]
    prefixes: dict[int, str] = {}
    for index, rule in enumerate(document.rules):
        lines += [_extra(r, form) for r in extras if r.index == index]
        if _impossible(rule, warn):
            continue
        line = record(rule, warn, form, newline, prefixes)
        if line is not None:
            lines.append(line)
    lines += [_extra(r, form) for r in extras if r.index >= len(document.rules)]
    if not single_lines("".join(lines)):  # a line end or a control character in a text
        lines = [one_line(line, LINE_BREAK) for line in lines]
    text = "".join(line + newline for line in lines)
    if form == "bboalert" and "bboalert" in text[:DETECTION_SPAN].lower():
        warn.add("bss-detection", "the first 80 characters hold the word 'BBOalert': BBOalert "
                 "will read the file as its own format, not as BSS", None,
                 "leave the word out of the system name and the first record")
    encoded = _encode(text, disclosure.encoding if disclosure is not None else "utf-8", form,
                      warn)
    left_out = [*_meta_left_out(document), *dropped(document, BSS, "BSS", rules=False)]
    if not left_out:
        return encoded
    return EmitResult(output=encoded.output, diagnostics=(*left_out, *encoded.diagnostics))


HEADER_META = ("TITLE", "DESCRIPTION")
"""The metadata a BSS header holds (the system's name and summary)."""


def _meta_left_out(document: ir.Document) -> list[Diagnostic]:
    """One warning naming the metadata the header has no place for (``#+AUTHOR``...)."""
    if document.disclosure is not None:  # the header as read is written back
        return []
    left = [m for m in document.meta if m.key not in HEADER_META]
    if not left:
        return []
    keys = ", ".join(dict.fromkeys(m.key for m in left))
    where = left[0].span or (Span(path=document.source.path, line=1)
                             if document.source is not None and document.source.path else None)
    return [warning(f"metadata {keys} cannot be shown in BSS output and was left out", where,
                    hint="a BSS header holds only the title and the description",
                    code="emit-dropped")]


def _encode(text: str, encoding: str, form: Form, warn: _Warnings) -> EmitResult:
    if encoding.lower().replace("_", "-") in ("utf-8", "utf8"):
        return EmitResult(output=text, diagnostics=warn.result())
    try:
        data = text.encode(encoding)
    except UnicodeEncodeError as exc:
        bad = exc.object[exc.start:exc.end]
        if form == "bboalert":
            warn.add("bss-encoding", f"{bad!r} cannot be written in {encoding}; the file is "
                     "written as UTF-8", None, "BBOalert reads UTF-8; convert the file to it")
            return EmitResult(output=text, diagnostics=warn.result())
        data = text.encode(encoding, errors="replace")
        warn.add("bss-encoding", f"{bad!r} cannot be written in {encoding}; written as '?'",
                 None, "convert the file to UTF-8")
    except (LookupError, ValueError):  # IR JSON from elsewhere may name any encoding
        warn.add("bss-encoding", f"unknown encoding {encoding!r}; written as UTF-8", None,
                 "give a Python encoding name such as cp1252")
        return EmitResult(output=text, diagnostics=warn.result())
    return EmitResult(output=data, diagnostics=warn.result())


def _extra(record: ir.ExtraRecord, form: Form) -> str:
    """A ``$``, ``+`` or ``%`` record. BBOalert skips only ``%`` lines: in a ``$`` or ``+``
    line, an ``=`` would make an alert record, so the ``bboalert`` form writes it
    full-width."""
    shown = bboalert_text if form == "bboalert" else str
    if isinstance(record, ir.StockCardRecord):
        return "$ " + shown(record.file)
    if isinstance(record, ir.ConventionRecord):
        return "+" + shown(record.separator + record.file)
    leads = "".join(c.code for c in (*record.leads_vs_nt, *record.leads_vs_suits))
    return "%" + leads + "".join(s.code for s in record.signals) + record.description
