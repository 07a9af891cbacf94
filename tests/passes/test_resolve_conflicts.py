"""resolve_conflicts: first wins, concrete beats expanded, empty descriptions are filled."""

from __future__ import annotations

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
