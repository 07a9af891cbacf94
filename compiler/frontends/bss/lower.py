"""Lower parsed BSS records into the IR: bidding records become rules, ``%`` a carding record.

The text after a bidding record's ``=`` is split here, because where its optional fields
end depends on the call: ``C`` artificial and ``D``-``I`` outcomes (seven ``Y``/``N``),
then the disposition ``J`` (0-9, A-E), then for a suit bid the lengths ``KL``, then the
description. Writers disagree on the optional fields (BML 1 and hand-written files leave
the disposition out after a pass, double or redouble; bridge-markup 2 writes ``0``), so
after P/D/R a disposition character is only taken when the text does not read as a
description: a digit followed by a space, ``+`` or ``-`` (``4+!H``, ``0 keys``), or a
letter followed by a lower-case letter (``Asking``) starts the description. A file in
which some P/D/R record's text starts with a character that is no disposition code shows
that its writer leaves them out, so none of its P/D/R records is read with one
(``16+ Penalty``). Every field is also kept as read in ``Rule.bss``, so the record is
written back byte for byte.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from bridgec import ir
from bridgec.bidtables.legality import first_illegal, shown
from bridgec.diagnostics import Diagnostic, Span, error, warning
from bridgec.frontends.bss.syntax import Bidding
from bridgec.limits import MAX_AUCTION
from bridgec.notation import bss_codes as codes

FLAGS = 7
_PDR_RECORD = re.compile(r"\*?[0-9]{2}(?:(?:[1-7][CDHSN]|[PDR])(?:\{[^}]*\})?)*[PDR]"
                         r"(?:\{[^}]*\})?=.{7}(.)")


def writes_pdr_dispositions(lines: Iterable[str]) -> bool:
    """False when a record of a pass, double or redouble starts its text with a character
    that is no disposition code: that writer never puts one there (BML 1, BBO, cards
    written by hand, bridgec's BBOalert form)."""
    for line in lines:
        match = _PDR_RECORD.match(line)
        if match is not None and match.group(1) not in codes.DISPOSITIONS:
            return False
    return True


def _split_disposition(rest: str, last_call: str, pdr_dispositions: bool) -> tuple[str | None,
                                                                                   str]:
    if not rest or rest[0] not in codes.DISPOSITIONS:
        return None, rest
    char, after = rest[0], rest[1:2]
    if last_call in ("P", "D", "R"):
        if not pdr_dispositions:
            return None, rest
        if char.isdigit() and after in (" ", "+", "-"):
            return None, rest
        if char.isalpha() and after.islower():
            return None, rest
    return char, rest[1:]


ANY_LENGTH = "08"
"""The length fields that say "any length" (minimum 0, maximum 8)."""


def _is_suit_bid(call: str) -> bool:
    return len(call) == 2 and call[1] in "CDHS"


def split_tail(tail: str, last_call: str, pdr_dispositions: bool = True) -> ir.BssFields | None:
    """The fields after ``=`` (sequence fields left empty), or None if the flags are short.

    ``pdr_dispositions`` False: the file's writer leaves the disposition out after P/D/R.
    """
    if len(tail) < FLAGS:
        return None
    disposition, rest = _split_disposition(tail[FLAGS:], last_call, pdr_dispositions)
    min_length = max_length = None
    if disposition is not None and _is_suit_bid(last_call) and len(rest) >= 2 \
            and rest[0] in "012345678" and rest[1] in "012345678":
        min_length, max_length, rest = rest[0], rest[1], rest[2:]
    elif disposition is not None and rest.startswith(ANY_LENGTH) and \
            not rest[2:3].isdigit():
        # lengths "any" after another call: writers that fill every field (Wbr5.bss,
        # "708Pass or correct") put them there too; they are no text of the record
        min_length, max_length, rest = rest[0], rest[1], rest[2:]
    return ir.BssFields(competitive=False, position="", vulnerability="", sequence="",
                        artificial=tail[0], outcomes=tail[1:FLAGS], disposition=disposition,
                        min_length=min_length, max_length=max_length, description=rest)


Auctions = dict[tuple[bool, str], tuple[tuple[ir.AuctionCall, ...], ir.Side]]
"""The auctions of the records read so far, by who opened and the calls before the last."""


def _auction(record: Bidding, auctions: Auctions | None = None
             ) -> tuple[tuple[ir.AuctionCall, ...], ir.Side]:
    """The calls before the record's last one, and the side that makes the last one.

    With ``auctions``, records with the same calls before their last share one tuple.
    """
    known = {} if auctions is None else auctions
    last = record.calls[-1]
    size = len(last.text) + (0 if last.qualification is None else len(last.qualification) + 2)
    key = (record.competitive, record.sequence[:len(record.sequence) - size])
    found = known.get(key)
    if found is None:
        found = known[key] = _read_auction(record)
    return found


def _read_auction(record: Bidding) -> tuple[tuple[ir.AuctionCall, ...], ir.Side]:
    side: ir.Side = "they" if record.competitive else "we"
    calls: list[ir.AuctionCall] = []
    for call in record.calls[:-1]:
        calls.append(ir.AuctionCall(call=codes.call_in(call.text), side=side,
                                    qualification=call.qualification))
        side = "we" if side == "they" else "they"
    return tuple(calls), side


def lower_bidding(record: Bidding, rule_id: str, span: Span, pdr_dispositions: bool = True,
                  auctions: Auctions | None = None) -> tuple[ir.Rule | None, list[Diagnostic]]:
    """A bidding record as a rule, or None and an error when its flags are missing
    (``auctions``: see :func:`_auction`)."""
    last = record.calls[-1].text
    if len(record.calls) > MAX_AUCTION:
        return None, [error(f"a sequence of {len(record.calls)} calls is longer than any "
                            f"legal auction ({MAX_AUCTION} calls)", span,
                            hint="check the calls of this record")]
    fields = split_tail(record.tail, last, pdr_dispositions)
    at = Span(path=span.path, line=span.line, col=record.tail_col)
    if fields is None:
        return None, [error("the record has fewer than 7 flags after '='", at,
                            hint="write the artificial flag and six outcome flags, "
                            "e.g. '=NYYYYYY0', then the description")]
    diags: list[Diagnostic] = []
    if any(c not in "YN" for c in record.tail[:FLAGS]):
        diags.append(warning(f"flags {record.tail[:FLAGS]!r} are not all Y or N", at,
                             hint="BBO reads only Y (yes) and N (no) here", code="bss-flags"))
    fields = ir.BssFields(competitive=record.competitive, position=record.position,
                          vulnerability=record.vulnerability, sequence=record.sequence,
                          artificial=fields.artificial, outcomes=fields.outcomes,
                          disposition=fields.disposition, min_length=fields.min_length,
                          max_length=fields.max_length, description=fields.description)
    diags += _code_warnings(record, span)
    auction, side = _auction(record, auctions)
    calls = (*((c.call, c.side) for c in auction), (codes.call_in(last), side))
    bad = first_illegal(calls)
    if bad is not None:  # BBO never meets it: no rule, so no output holds it
        where = "" if bad[0] == len(calls) - 1 else f" at {shown(calls[:bad[0] + 1])}"
        return None, [*diags, warning(
            f"record {shown(calls)} can never occur at the table{where} ({bad[1]}); "
            "left out", span, hint="BBO never meets it: delete or correct the record",
            code="bss-illegal")]
    we_vul, they_vul = codes.VULNERABILITIES.get(record.vulnerability, (None, None))
    conditions = ir.Conditions(seats=codes.POSITIONS.get(record.position, ()),
                               we_vulnerable=we_vul, they_vulnerable=they_vul)
    rule = ir.Rule(id=rule_id, call=ir.Call(name=codes.call_in(last)), side=side,
                   auction=auction, meaning=codes.meaning_of(fields), conditions=conditions,
                   bss=fields, span=span)
    return rule, diags


def _code_warnings(record: Bidding, span: Span) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    prefix = 2 if record.competitive else 1
    if record.position not in codes.POSITIONS:
        out.append(warning(f"position code {record.position!r} is not 0-6; read as any seat",
                           Span(path=span.path, line=span.line, col=prefix),
                           hint="0 any, 1-4 a seat, 5 = 1st or 2nd, 6 = 3rd or 4th",
                           code="bss-code"))
    if record.vulnerability not in codes.VULNERABILITIES:
        out.append(warning(f"vulnerability code {record.vulnerability!r} is not 0-8; read as"
                           " any vulnerability",
                           Span(path=span.path, line=span.line, col=prefix + 1),
                           hint="0 any, 1 none, 2 we, 3 they, 4 both, 5-8 one side only",
                           code="bss-code"))
    return out


def _carding_fields(text: str) -> tuple[str, str]:
    """The 58 code letters (spaces between the three groups allowed) and the rest."""
    pos, body = 0, ""
    for size in (len(codes.LEADS_VS_NT), len(codes.LEADS_VS_SUITS), 3 * len(codes.SITUATIONS)):
        while text[pos:pos + 1] == " ":
            pos += 1
        body += text[pos:pos + size]
        pos += size
    return body, text[pos:]


def lower_carding(text: str, index: int, span: Span) -> tuple[ir.CardingRecord | None,
                                                              list[Diagnostic]]:
    """The ``%`` record: 22 + 18 lead codes and 18 signal codes, then the description."""
    body, description = _carding_fields(text)
    if len(body) < codes.CARDING_CODES or not (body.isascii() and body.isalpha()):
        return None, [error(f"the carding record needs {codes.CARDING_CODES} code letters "
                            "after '%'", Span(path=span.path, line=span.line, col=2),
                            hint="22 leads vs NT, 18 leads vs suits, 18 signals (A-K)")]
    nt = len(codes.LEADS_VS_NT)
    suits = nt + len(codes.LEADS_VS_SUITS)
    signals = []
    for i, code in enumerate(body[suits:]):
        signals.append(ir.Signal(situation=codes.SITUATIONS[i // 3], priority=i % 3 + 1,
                                 code=code, meaning=codes.SIGNALS.get(code, "unknown")))
    record = ir.CardingRecord(
        leads_vs_nt=tuple(ir.LeadChoice(holding=h, code=c)
                          for h, c in zip(codes.LEADS_VS_NT, body[:nt], strict=True)),
        leads_vs_suits=tuple(ir.LeadChoice(holding=h, code=c)
                             for h, c in zip(codes.LEADS_VS_SUITS, body[nt:suits],
                                             strict=True)),
        signals=tuple(signals), description=description, index=index,
        span=span)
    return record, []
