"""resolve_conflicts: first wins, concrete beats expanded, empty descriptions are filled."""

from __future__ import annotations

from bridgec.frontends import bml
from bridgec.passes.derive_rules import derive_rules
from bridgec.passes.resolve_conflicts import resolve_conflicts
from bridgec.verify import verify

from builders import described, doc, rule


def test_first_definition_wins_and_records_the_loser() -> None:
    after = resolve_conflicts(doc(rule("a", "", "1C", 1, "16+"), rule("b", "", "1C", 5, "15+")))
    verify(after)
    assert [described(r) for r in after.rules] == [("a", "16+", [], [5])]


def test_concrete_call_wins_over_an_expanded_pattern_whatever_the_order() -> None:
    after = resolve_conflicts(doc(rule("x", "", "2C", 1, "weak", expanded_from="2X"),
                                  rule("c", "", "2C", 4, "strong")))
    assert [described(r) for r in after.rules] == [("c", "strong", [], [1])]


def test_empty_description_is_filled_from_a_later_duplicate() -> None:
    after = resolve_conflicts(doc(rule("a", "1N (P)", "2C", 1, ""),
                                  rule("b", "1N (P)", "2C", 8, "Stayman")))
    assert [described(r) for r in after.rules] == [("a", "Stayman", [], [8])]


def test_different_conditions_do_not_conflict() -> None:
    before = doc(rule("a", "", "1N", 1, "15-17"), rule("b", "", "1N", 2, "12-14", seats=(3, 4)))
    assert resolve_conflicts(before) == before


def test_gib_default_rule_yields_to_equal_or_higher_priority() -> None:
    before = doc(rule("d", "", "3N", 1, pattern="1N:P", priority=40, default=True),
                 rule("n", "", "3N", 2, pattern="1N:P", priority=40),
                 rule("low", "", "2C", 3, pattern="1N:P", priority=10, default=True))
    after = resolve_conflicts(before)
    assert [(r.id, [s.line for s in r.overrides]) for r in after.rules] == [("n", [1]),
                                                                            ("low", [])]


def test_gib_default_rule_stays_against_lower_priority() -> None:
    before = doc(rule("d", "", "3N", 1, pattern="1N:P", priority=40, default=True),
                 rule("n", "", "3N", 2, pattern="1N:P", priority=30))
    assert resolve_conflicts(before) == before


def test_idempotent() -> None:
    once = resolve_conflicts(doc(rule("a", "", "1C", 1, ""), rule("b", "", "1C", 2, "x"),
                                 rule("c", "", "1C", 3, "y")))
    assert resolve_conflicts(once) == once
    assert [described(r) for r in once.rules] == [("a", "x", [], [2, 3])]


def test_a_bare_start_call_that_takes_a_description_is_no_longer_context_only() -> None:
    read = bml.parse(b"1N-2C;\n2D no major\n\n1N-2C; Stayman\n2H 4 hearts\n", path="t.bml")
    assert read.document is not None
    after = resolve_conflicts(derive_rules(read.document))
    verify(after)
    marked = {(len(r.auction or ()), r.call.name): r.context_only for r in after.rules}
    # 1N stays bare; the first 2C (bare) wins and takes the second's "Stayman"
    assert marked == {(0, "1N"): True, (2, "2C"): False, (4, "2D"): False, (4, "2H"): False}
