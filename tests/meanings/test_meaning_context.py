"""Readings of meanings in the auction before the call: partner's suits, ours, theirs."""

from __future__ import annotations

import pytest

from bridgec.constraints.notation import constraint_notation
from bridgec.meanings import read_meaning
from bridgec.meanings.context import AuctionContext, Contexts

from builders import meaning_rule

# text | call | context (partner's suits with the length shown; our suits) | reading
ROWS = [
    ("!c-fit, NF", "4C", ((("C", 5),), ("C",)), "C 3+"),
    ("!c-fit, NF", "4C", ((("C", 2),), ("C",)), "C 4+"),
    ("!c-fit, NF", "4C", (), "none"),
    ("!d-fit, NF", "4D", ((("C", 4),), ("C",)), "none"),
    ("!h fit, S/T", "3S", ((("H", 4),), ("H",)), "H 4+"),
    ("!s fit", "4D", ((("S", 6),), ("S",)), "S 2+"),
    ("INV, fit", "3C", ((("H", 5),), ("H",)), "H 3+"),   # a bare fit: partner's one suit
    ("fit", "3H", ((("H", 4), ("S", 4)), ("H", "S")), "none"),  # which of partner's suits?
    ("LIM+, 3+ SUPP", "2C", ((("H", 4),), ("H",)), "H 3+"),
    ("3+ support", "2C", ((("H", 4), ("S", 4)), ("H", "S")), "none"),
    ("MAX, !h, SPL oM", "4H", ((("H", 4),), ("H",)), "H 3+ & S 0-1"),
    ("4M, FG, void oM", "3N", ((("H", 4),), ("C", "H")), "(H =4 | S =4) & S =0"),
    ("void oM", "3N", ((("H", 4),), ("H", "S")), "H =0 | S =0"),
    ("(M = !h) SPL oM", "3N", ((("S", 4),), ("S",)), "H 0-1 | S 0-1"),
]


@pytest.mark.parametrize(("text", "call", "spec", "want"), ROWS)
def test_reading_in_context(text: str, call: str, spec: tuple[object, ...], want: str) -> None:
    ctx = AuctionContext(partner=spec[0], ours=spec[1]) if spec else None  # type: ignore[arg-type]
    assert constraint_notation(read_meaning(text, call, context=ctx).constraint) == want


def test_without_context_unchanged() -> None:
    r = read_meaning("!c-fit, NF", "4C")
    assert r.constraint is None and r.unread[0].text == "!c-fit"


def test_contexts_from_rows() -> None:
    rules = [meaning_rule("", "1H", "5+!h, 11-21 HCP"), meaning_rule("", "2D", "Multi, weak 2M"),
             meaning_rule("1H P", "3H", "!h fit, INV"), meaning_rule("2D P", "3H", "!h fit")]
    contexts = Contexts(rules)
    ctx = contexts.of(rules[2])
    assert ctx is not None and ctx.partner == (("H", 5),)
    assert constraint_notation(read_meaning("!h fit, INV", "3H", context=ctx).constraint) == "H 3+"
    multi = contexts.of(rules[3])
    assert multi is not None and multi.partner == () and not multi.partner_clear
    assert constraint_notation(read_meaning("!h fit", "3H", context=multi).constraint) == "none"
