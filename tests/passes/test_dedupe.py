"""dedupe: identical definitions merge into the first; everything else is untouched."""

from __future__ import annotations

from bridgec.passes.dedupe import dedupe
from bridgec.verify import verify

from builders import described, doc, rule


def test_identical_rules_merge_into_the_first_keeping_spans() -> None:
    before = doc(rule("a", "", "1C", 1, "16+"), rule("b", "1C (P)", "1D", 2, "neg"),
                 rule("c", "", "1C", 7, "16+"), rule("d", "", "1C", 9, "16+"))
    after = dedupe(before)
    verify(after)
    assert [described(r) for r in after.rules] == [("a", "16+", [7, 9], []),
                                                  ("b", "neg", [], [])]


def test_different_meanings_conditions_or_sides_are_not_merged() -> None:
    before = doc(rule("a", "", "1C", 1, "16+"), rule("b", "", "1C", 2, "15+"),
                 rule("c", "", "1C", 3, "16+", seats=(3, 4)),
                 rule("d", "", "1C", 4, "16+", side="they"))
    assert dedupe(before) == before


def test_spans_do_not_make_rules_different() -> None:
    a, b = rule("a", "", "2N", 1, "20-21"), rule("b", "", "2N", 30, "20-21")
    assert len(dedupe(doc(a, b)).rules) == 1


def test_idempotent_and_pure() -> None:
    before = doc(rule("a", "", "1C", 1, "x"), rule("b", "", "1C", 2, "x"))
    snapshot = before
    once = dedupe(before)
    assert dedupe(once) == once
    assert before == snapshot and len(before.rules) == 2
