"""``bid --explain``: which words and which facts of the auction gave a candidate's hand
constraint (bridgec.meanings.explain)."""

from __future__ import annotations

from bridgec.meanings.context import Contexts
from bridgec.meanings.explain import why

from builders import meaning_rule

RULES = [meaning_rule("", "1N", "15-17 HCP, BAL"), meaning_rule("1N P", "2N", "INV, no 4M"),
         meaning_rule("1N P", "3N", "idem"),
         meaning_rule("1N P", "4N", "QUANT, whatever that means")]


def test_the_words_and_the_context_that_gave_the_constraint() -> None:
    lines = why(RULES[1], Contexts(RULES))
    assert "'no 4M' (negation): H <=3 & S <=3" in lines
    assert ("INV in this auction (response; partner showed 15-17 HCP): hcp 8-9") in lines
    assert lines[-1] == "so the hand: (H <=3 & S <=3) & hcp 8-9"


def test_a_reference_and_what_was_not_read() -> None:
    contexts = Contexts(RULES)
    idem = why(RULES[2], contexts)
    assert idem[0] == "'idem' refers to the row above: (H <=3 & S <=3) & hcp 8-9"
    quant = why(RULES[3], contexts)
    assert "unread 'whatever that means': not a phrase the grammar reads" in quant
    assert quant[-1] == "so the hand: hcp 16-17"


def test_an_opening_names_the_systems_strength() -> None:
    lines = why(meaning_rule("", "3C", "PRE"), Contexts([RULES[0]]))
    assert lines[-2] == "PRE in this auction (opening; the system opens with 12+ HCP): " \
        "hcp <=11 & C 7+"
