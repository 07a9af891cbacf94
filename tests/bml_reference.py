"""Reading the BML reference tool's ``.bss`` output, for comparing it with our rules.

A small local record reader (the real BSS front end is separate): each bidding record
becomes ``(seat, vulnerability, auction, description)`` with the auction as BSS writes it
(``1NP2C``: calls run together, P D R; ``*`` first when they open), the seat and
vulnerability codes as written.
"""

from __future__ import annotations

import re
from pathlib import Path

from bridgec import ir
from bridgec.notation.inline import to_source

DEEP_HEADINGS = b"*** Three\n\n**** Four\n\n***** Changes\n\n******Six\n"
"""Headings of three to six stars: BML has four levels (bridge-markup reads ``****`` as the
heading and keeps the stars after it in the text)."""

_RECORD = re.compile(r"(\*?)([0-8])([0-8])([^=]*)=[NY][NY]{6}([0-9A-E]?)(.*)")
_SUIT_BID = re.compile(r".*[1-7][CDHS]")
_SEATS = {(): "0", (1,): "1", (2,): "2", (3,): "3", (4,): "4", (1, 2): "5", (3, 4): "6"}
_VUL = {(None, None): "0", (False, False): "1", (True, False): "2", (False, True): "3",
        (True, True): "4", (False, None): "5", (True, None): "6", (None, False): "7",
        (None, True): "8"}
_BSS_CALL = {"X": "D", "XX": "R"}

Record = tuple[str, str, str, str]


def legal_records(text: str) -> str:
    """``text`` (a ``.bss`` file) without the records whose call can never follow their
    auction: the reference writes each expansion of a pattern row (``1m-(1X)`` then ``1H``
    gives ``1C1H1H``); bridgec leaves those out (``illegal-expansion``, ``bss-illegal``)."""
    from bridgec.frontends import bss

    found = bss.parse(text.encode("utf-8"), path="reference.bss").diagnostics
    illegal = {d.span.line for d in found if d.code == "bss-illegal" and d.span}
    return "\n".join(line for n, line in enumerate(text.split("\n"), 1) if n not in illegal)


def read_bss(path: Path) -> list[Record]:
    """The bidding records of a reference ``.bss`` (header skipped; no illegal record)."""
    records = []
    for line in legal_records(path.read_text(encoding="utf-8")).splitlines()[1:]:
        m = _RECORD.fullmatch(line)
        assert m, f"unreadable record {line!r}"
        seq, rest = m.group(4), m.group(6)
        if m.group(5) and _SUIT_BID.fullmatch(seq) and re.match(r"[0-8]{2}", rest):
            rest = rest[2:]
        records.append((m.group(2), m.group(3), m.group(1) + seq, rest))
    return records


def without_paths(theirs: dict[tuple[str, str, str], Record],
                  mine: set[tuple[str, str, str]]) -> dict[tuple[str, str, str], Record]:
    """compat bss-12: the reference writes a record with no text for a row with no
    description that only leads to the rows under it (``1C`` / ``(1D)`` / ``1H = ...``);
    bridgec makes no rule of it. ``theirs`` without those we have no rule for."""
    def path(key: tuple[str, str, str]) -> bool:
        return key not in mine and not theirs[key][3] and any(
            other[:2] == key[:2] and other[2] != key[2] and other[2].startswith(key[2])
            for other in theirs)

    return {key: record for key, record in theirs.items() if not path(key)}


def legal_rule(rule: ir.Rule) -> bool:
    """The rule's auction can occur (an illegal row is an error; no conversion writes it)."""
    from bridgec.bidtables.legality import first_illegal

    assert rule.auction is not None and isinstance(rule.call, ir.Call)
    calls = [*((c.call, c.side) for c in rule.auction), (rule.call.name, rule.side)]
    return first_illegal(calls) is None


def rule_record(rule: ir.Rule) -> Record:
    """A rule as the record the reference writes for it (description as BML text)."""
    assert rule.auction is not None and isinstance(rule.call, ir.Call)
    calls = [*rule.auction, ir.AuctionCall(call=rule.call.name, side=rule.side)]
    seq = "*" * (calls[0].side == "they") + "".join(_BSS_CALL.get(c.call, c.call)
                                                   for c in calls)
    c = rule.conditions
    return (_SEATS[c.seats], _VUL[(c.we_vulnerable, c.they_vulnerable)], seq,
            to_source(rule.meaning.description, "\\n"))


_DIGITS = re.compile(r"\d+(![cdhs])")


def same_description(theirs: str, mine: str) -> bool:
    """Equal, or equal but for the reference's U+0001 bug (compat bml-1): it writes a
    variable after digits (``5M``) as ``\\x01!h`` where bridgec writes ``5!h``."""
    if theirs == mine:
        return True
    return "\x01" in theirs and _DIGITS.sub("\x01\\1", mine) == _DIGITS.sub("\x01\\1", theirs)


def concrete_won(record: Record, candidates: list[ir.Rule], winner: Record | None) -> bool:
    """The reference kept an earlier pattern expansion; we keep the concrete definition."""
    keyed = [(rule_record(r), r) for r in candidates if rule_record(r)[:3] == record[:3]]
    lost = any(rec[3] == record[3] and r.expanded_from for rec, r in keyed)
    won = any(winner is not None and rec == winner and not r.expanded_from
              for rec, r in keyed)
    return lost and won
