"""derive_rules: one rule per call definition of the bid tables, in document order, with the
auction above it (a pass between two calls of the same side), patterns expanded."""

from __future__ import annotations

from bridgec import ir
from bridgec.frontends import bml
from bridgec.passes.derive_rules import derive_rules
from bridgec.verify import verify


def _read(text: str) -> ir.Document:
    result = bml.parse(text.encode(), path="t.bml")
    assert result.document is not None and not result.diagnostics
    return result.document


def _plain(rule: ir.Rule) -> str:
    return " ".join(piece.text for piece in rule.meaning.description
                    if isinstance(piece, ir.Text))


def test_each_row_becomes_a_rule_after_the_auction_above_it() -> None:
    before = _read("1C 16+ hcp\n  1D negative\n1N 15-17\n")
    assert before.rules == ()
    after = derive_rules(before)
    verify(after)
    shown = [([(c.call, c.side) for c in r.auction], r.call.name, _plain(r))
             for r in after.rules]
    assert shown == [([], "1C", "16+ hcp"),
                     ([("1C", "we"), ("P", "they")], "1D", "negative"),
                     ([], "1N", "15-17")]
    assert [r.span.line for r in after.rules if r.span] == [1, 2, 3]


def test_patterns_stand_for_each_bid_no_earlier_sibling_defined() -> None:
    after = derive_rules(_read("1C\n  1H hearts\n  1x long x\n"))
    calls = [(r.call.name, r.expanded_from) for r in after.rules]  # 1C alone: a path
    assert calls == [("1H", None), ("1D", "1x"), ("1S", "1x")]


def test_the_body_is_untouched_and_a_second_run_adds_the_rules_again() -> None:
    before = _read("1C 16+\n")
    once = derive_rules(before)
    assert once.body == before.body and len(once.rules) == 1
    assert len(derive_rules(once).rules) == 2


def test_a_bare_sequence_start_call_is_marked_context_only() -> None:
    after = derive_rules(_read("1N-2C;\n2D no major\n\n1N-2C-2D; Smolen\n2H 5 hearts\n"))
    marked = [([c.call for c in r.auction], r.call.name, r.context_only) for r in after.rules]
    assert marked == [
        ([], "1N", True), (["1N", "P"], "2C", True),  # only the auction of the rows below
        (["1N", "P", "2C", "P"], "2D", False),  # a row: a definition
        ([], "1N", True), (["1N", "P"], "2C", True),
        (["1N", "P", "2C", "P"], "2D", False),  # the start's last call has a description
        (["1N", "P", "2C", "P", "2D", "P"], "2H", False)]
