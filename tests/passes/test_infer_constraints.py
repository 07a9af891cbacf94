"""The infer_constraints pass: before/after on small documents, idempotence, BSS lengths,
rules that already show something are left alone, and the share of each meaning understood
recorded on what the pass infers."""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.constraints.notation import constraint_notation
from bridgec.meanings.context import Contexts
from bridgec.meanings.rule import understood_share
from bridgec.passes.infer_constraints import infer_constraints
from bridgec.verify import verify

from builders import doc, rule


def _shown(r: ir.Rule) -> list[tuple[str, str, str | None]]:
    return [(constraint_notation(s.expr), s.origin, s.text) for s in r.meaning.shows]


def test_descriptions_become_inferred_constraints() -> None:
    before = doc(rule("r1", "", "1N", 1, "15--17 hcp, balanced"),
                 rule("r2", "1N (P)", "2D", 2, "Transfer: 5+!h"),
                 rule("r3", "1N (P)", "2C", 3, "as agreed"),
                 rule("r4", "1N (P)", "2C", 4, "Stayman"))
    after = infer_constraints(before)
    verify(after)
    assert _shown(after.rules[0]) == [("hcp 15-17 & BAL", "inferred", "15--17 hcp, balanced")]
    assert _shown(after.rules[1]) == [("H 5+", "inferred", "Transfer: 5+!h")]
    assert after.rules[2] == before.rules[2]
    # a convention named alone, read in its auction: Stayman over partner's 15-17
    assert _shown(after.rules[3]) == [("(H 4+ | S 4+) & hcp 8+", "inferred", "Stayman")]
    assert before.rules[0].meaning.shows == ()  # the input is not changed


def test_bid_suit_is_the_call_strain() -> None:
    after = infer_constraints(doc(rule("r1", "", "2H", 1, "6+ suit, 5--11")))
    assert _shown(after.rules[0])[0][0] == "H 6+ & hcp 5-11"


def test_bss_lengths_of_a_suit_bid() -> None:
    r = rule("r1", "", "1S", 1, "")
    r = msgspec.structs.replace(r, meaning=ir.Meaning(min_length=5, max_length=8))
    n = msgspec.structs.replace(rule("r2", "", "1N", 2, ""),
                                meaning=ir.Meaning(min_length=2, max_length=5))
    after = infer_constraints(doc(r, n))
    assert _shown(after.rules[0]) == [("S 5+", "inferred", None)]
    assert after.rules[1].meaning.shows == ()  # notrump: lengths say nothing of a suit


def test_rules_that_show_something_are_kept() -> None:
    own = ir.HandConstraint(expr=ir.Range(expr=ir.Feature(name="hcp"), min=20))
    r = msgspec.structs.replace(rule("r1", "", "2C", 1, "5+!c"),
                                meaning=ir.Meaning(description=(ir.Text(text="5+!c"),),
                                                   shows=(own,)))
    assert infer_constraints(doc(r)).rules[0] == r


def test_idempotent() -> None:
    before = doc(rule("r1", "", "1N", 1, "15--17 hcp, balanced"),
                 rule("r2", "1C (1H)", "X", 2, "4!s, 6+ hcp"))
    once = infer_constraints(before)
    assert infer_constraints(once) == once
    assert infer_constraints(doc()) == doc()


def test_sibling_calls_with_one_description_are_their_pattern() -> None:
    """"1H = 5+!h/!s" and "1S = 5+!h/!s" (a converter's expansion of 1HS) are each the
    call's own suit; a lone call with that text, or siblings of another level, stay wide."""
    after = infer_constraints(doc(rule("r1", "", "1H", 1, "5+!h/!s, 11+ HCP"),
                                  rule("r2", "", "1S", 2, "5+!h/!s, 11+ HCP"),
                                  rule("r3", "1C (P)", "1H", 3, "5+!h/!s, 11+ HCP"),
                                  rule("r4", "1C (P)", "2S", 4, "5+!h/!s, 11+ HCP")))
    assert _shown(after.rules[0])[0][0] == "H 5+ & hcp 11+"
    assert _shown(after.rules[1])[0][0] == "S 5+ & hcp 11+"
    wide = "(H 5+ | S 5+) & hcp 11+"
    assert _shown(after.rules[2])[0][0] == wide
    assert _shown(after.rules[3])[0][0] == wide


SHARED = (rule("r1", "", "1N", 1, "15--17 hcp, balanced"),
          rule("r2", "1N (P)", "2D", 2, "Transfer: 5+!h, frobnicate wildly"),
          # siblings read as their pattern (1HS), their share measured as written
          rule("r3", "", "1H", 3, "5+!h/!s, 11-21 blorp"),
          rule("r4", "", "1S", 4, "5+!h/!s, 11-21 blorp"))


def test_each_inferred_constraint_records_the_share_understood() -> None:
    after = infer_constraints(doc(*SHARED))
    # the numbers the matcher computed by reading each meaning again, before the IR held them
    assert [r.meaning.shows[0].understood for r in after.rules] == [1.0, 0.3846, 0.25, 0.25]
    contexts = Contexts(SHARED)
    assert [understood_share(r, contexts) for r in SHARED] == [1.0, 0.3846, 0.25, 0.25]


def test_an_inferred_constraint_without_its_share_gets_it() -> None:
    """IR JSON before 1.2 (or a program) may hold inferred constraints with no share."""
    after = infer_constraints(doc(*SHARED))
    bare = tuple(msgspec.structs.replace(r, meaning=msgspec.structs.replace(
        r.meaning, shows=tuple(msgspec.structs.replace(s, understood=None)
                               for s in r.meaning.shows))) for r in after.rules)
    own = ir.HandConstraint(expr=ir.Range(expr=ir.Feature(name="hcp"), min=20))
    stated = msgspec.structs.replace(bare[1], id="r5", meaning=msgspec.structs.replace(
        bare[1].meaning, shows=(own,)))
    again = infer_constraints(doc(*bare, stated))
    assert again.rules[:4] == after.rules
    assert again.rules[4] == stated  # a constraint the source states has no share
    assert infer_constraints(again) == again
