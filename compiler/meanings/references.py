"""Meanings that refer to another row, as players write them in a table: ``idem`` (the same
as the call written just above), ``see 1N-2!c-2!d`` / ``as after 2D - 2N`` / ``same meaning
as after 2!c-2!d-3X`` (the same call after that auction), and ``variant 2`` (item 2 of the
list "one of: 1) ... 2) ..." that the bidder's own earlier call gave).

A reference is resolved to the text it refers to, read for the call that refers to it (in
its own auction), or for a variant to the item's text; what else the text says is read
beside it. docs/meanings.md, "References to other rows".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import msgspec

from bridgec import ir
from bridgec.bridge.calls import is_bid
from bridgec.meanings.auction import CallContext
from bridgec.meanings.context import AuctionContext
from bridgec.meanings.terms import all_of, any_of
from bridgec.notation.inline import plain_text

MAX_DEPTH = 4
"""References followed in a chain (``idem`` of an ``idem``...); a longer chain or a cycle
is left unread."""

_IDEM = re.compile(r"^\s*(idem|ditto|the same|same as above)\s*[.!]?\s*$", re.IGNORECASE)
_CALL = r"[1-7]\s*(?:!?[cdhsCDHS]|NT|N|X|M|m)"
_SEQUENCE = rf"{_CALL}(?:\s*-\s*{_CALL})*"
_SEE = re.compile(rf"\b(?:see|as\s+after|as\s+in|(?:the\s+)?same\s+meaning(?:\s+and\s+"
                  rf"development)?\s+as\s+(?:after|in))\s+(?P<seq>{_SEQUENCE})(?![\w!])",
                  re.IGNORECASE)
_ITEM = r"(?:[1-9]|[a-e]\b)"
_VARIANT = re.compile(rf"^\s*(?:variants?|options?)\s+(?P<items>{_ITEM}"
                      rf"(?:\s*(?:or|/)\s*{_ITEM})*)(?![\w!])", re.IGNORECASE)
_LIST = re.compile(r"(?:^|(?<=\s))([1-9a-e])\)\s*")
_STRAIN = {"!C": "C", "!D": "D", "!H": "H", "!S": "S", "NT": "N"}
_CLASSES = {"X": "CDHSN", "x": "CDHSN", "M": "HS", "m": "CD"}


@dataclass(frozen=True)
class Reference:
    """A reference found in a rule's text: its span, and what it refers to: ``texts`` to
    read for the call (one: a row's meaning; several: alternatives of a list)."""

    start: int
    end: int
    texts: tuple[str, ...]
    where: str
    items: bool = False
    """The texts are items of a list about the bidder's hand, read alone (not for the
    call)."""
    """What it refers to, for the reading shown (``the row above``, ``1N P 2C P 2D P
    4C``, ``item 2 of 1H P 1S P 2C``)."""


class References:
    """The rows of a document by auction, in document order, to resolve references."""

    def __init__(self, rules: Sequence[ir.Rule]) -> None:
        self._rows: dict[tuple[str, ...], ir.Rule] = {}
        self._above: dict[str, ir.Rule] = {}
        last: dict[tuple[object, ...], ir.Rule] = {}
        for rule in rules:
            if not isinstance(rule.call, ir.Call) or rule.auction is None:
                continue
            calls = tuple(a.call for a in rule.auction)
            self._rows.setdefault((*calls, rule.call.name), rule)
            key = (rule.side, calls)
            if key in last:
                self._above[rule.id] = last[key]
            last[key] = rule

    def resolve(self, rule: ir.Rule, pattern: str | None = None,
                context: AuctionContext | None = None,
                call_context: CallContext | None = None) -> tuple[ir.Constraint, Reference] | None:
        """The constraint of a rule whose text refers to another row: what it refers to
        (any of the items named) and what the rest of its text says; None when it makes
        no reference, or what it refers to shows nothing checkable."""
        from bridgec.meanings import read_meaning
        from bridgec.meanings.rule import rule_constraint

        ref = self.find(rule)
        if ref is None:
            return None
        made: list[ir.Constraint] = []
        for text in ref.texts:
            found = read_meaning(text).constraint if ref.items \
                else rule_constraint(with_text(rule, text), pattern, context, call_context)[0]
            if found is None:
                return None
            made.append(found)
        terms = [any_of(made)]
        rest = blank(plain_text(rule.meaning.description), ref)
        if any(ch.isalnum() for ch in rest):
            said = rule_constraint(with_text(rule, rest), pattern, context, call_context)[0]
            if said is not None:
                terms.append(said)
        return all_of(terms), ref

    def find(self, rule: ir.Rule) -> Reference | None:
        """The reference the rule's text makes, resolved to text; None when it makes none
        or it cannot be resolved (no such row, a chain too long or a cycle)."""
        return self._find(rule, plain_text(rule.meaning.description), 0)

    def _find(self, rule: ir.Rule, text: str, depth: int) -> Reference | None:
        from bridgec.meanings import MAX_TEXT

        if depth >= MAX_DEPTH or not isinstance(rule.call, ir.Call) or rule.auction is None \
                or len(text) > MAX_TEXT:  # not read at all (bridgec.meanings.read_meaning)
            return None
        if _IDEM.match(text):
            above = self._above.get(rule.id)
            if above is None:
                return None
            return self._through(above, 0, len(text), "the row above", depth)
        see = _SEE.search(text)
        if see is not None:
            key = self._key(see.group("seq"), rule)
            row = self._rows.get(key) if key is not None else None
            if row is None or row is rule:
                return None
            return self._through(row, see.start(), see.end(), " ".join(key or ()), depth)
        variant = _VARIANT.match(text)
        if variant is not None:
            return self._variant(rule, variant)
        return None

    def _through(self, row: ir.Rule, start: int, end: int, where: str,
                 depth: int) -> Reference | None:
        """The text of ``row``, itself resolved if it is only a reference."""
        text = plain_text(row.meaning.description)
        if _IDEM.match(text) or _SEE.fullmatch(text.strip()):
            inner = self._find(row, text, depth + 1)
            return None if inner is None else Reference(start, end, inner.texts, where)
        return Reference(start, end, (text,), where)

    def _key(self, sequence: str, rule: ir.Rule) -> tuple[str, ...] | None:
        """The row key of a written sequence (``2!d-2!h-3X``: the referring call for
        ``X``; the call itself appended unless the sequence ends with it), our calls with
        the opponents' passes between them; None when a call is not one bid."""
        call = rule.call.name if isinstance(rule.call, ir.Call) else ""
        ours = [a.call for a in rule.auction or () if a.side == "we" and a.call != "P"]
        words = [re.sub(r"\s+", "", w) for w in sequence.split("-")]
        calls: list[str] = []
        for i, word in enumerate(words):
            level, raw = word[0], word[1:]
            if raw in _CLASSES:  # this call, or our call at that place, if of the class
                mine = call if i == len(words) - 1 or i >= len(ours) else ours[i]
                if not is_bid(mine) or mine[0] != level or mine[1] not in _CLASSES[raw]:
                    return None
                bid = mine
            else:
                bid = level + _STRAIN.get(raw.upper(), raw.upper())
            if not is_bid(bid):
                return None
            calls.append(bid)
        if calls[-1] != call:
            calls.append(call)
        key: list[str] = []
        for bid in calls:
            key.extend((bid, "P"))
        return tuple(key[:-1])

    def _variant(self, rule: ir.Rule, m: re.Match[str]) -> Reference | None:
        """Items of the list the bidder's own last call before this one gave."""
        assert rule.auction is not None
        calls = tuple(a.call for a in rule.auction)
        n = len(calls)
        for i in range(n - 4, -1, -4):
            row = self._rows.get(calls[:i + 1])
            if row is None:
                continue
            items = _items(plain_text(row.meaning.description))
            if not items:
                continue
            wanted = re.findall(_ITEM, m.group("items"))
            if not all(w.lower() in items for w in wanted):
                return None
            where = f"item {m.group('items')} of {' '.join(calls[:i + 1])}"
            return Reference(m.start(), m.end(), tuple(items[w.lower()] for w in wanted),
                             where, items=True)
        return None


def _items(text: str) -> dict[str, str]:
    """The numbered items of a list ("one of: 1) 4+!c 2) 18-19 NT"), by label."""
    marks = list(_LIST.finditer(text))
    if len(marks) < 2:
        return {}
    found: dict[str, str] = {}
    for j, mark in enumerate(marks):
        end = marks[j + 1].start() if j + 1 < len(marks) else len(text)
        found[mark.group(1).lower()] = text[mark.end():end].strip().rstrip(",;")
    return found


def with_text(rule: ir.Rule, text: str) -> ir.Rule:
    """The rule with ``text`` (plain, suits as ``!h``) as its meaning's description."""
    meaning = msgspec.structs.replace(rule.meaning, description=(ir.Text(text=text),))
    return msgspec.structs.replace(rule, meaning=meaning)


def blank(text: str, ref: Reference) -> str:
    """The text with the reference's span blanked (offsets of the rest unchanged)."""
    return text[:ref.start] + " " * (ref.end - ref.start) + text[ref.end:]
