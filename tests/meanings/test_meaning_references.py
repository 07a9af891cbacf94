"""Meanings that refer to another row (docs/meanings.md, "References to other rows"):
``idem``, ``see 1N-2!c-2!d``, ``as after 2D - 2N``, ``variant 2`` of the bidder's own list."""

from __future__ import annotations

import pytest

from bridgec import ir
from bridgec.constraints.notation import constraint_notation
from bridgec.meanings.context import Contexts
from bridgec.meanings.rule import understood_share
from bridgec.passes.infer_constraints import infer_constraints

from builders import meaning_rule

# A small system of our own, in document order: auction | call | meaning | reading
SYSTEM = [
    ("", "1H", "12-19 HCP, 5+!h", "hcp 12-19 & H 5+"),
    ("1H P", "3D", "SPL", "D 0-1"),
    # idem: the same as the row just above, read for this call
    ("1H P", "3S", "idem", "S 0-1"),
    ("1H P", "4C", "idem", "C 0-1"),
    ("", "1N", "15-17 HCP, BAL", "hcp 15-17 & BAL"),
    ("1N P", "2C", "Stayman", "(H 4+ | S 4+) & hcp 8+"),
    ("1N P 2C P", "2D", "no 4M", "H <=3 & S <=3"),
    ("1N P 2C P 2D P", "4C", "6+!c, slam interest", "C 6+ & hcp 14+"),
    ("1N P 2C P", "2H", "4+!h", "H 4+"),
    # see / as after: the same call after the auction written
    ("1N P 2C P 2H P", "4C", "see 1N-2!c-2!d", "C 6+ & hcp 14+"),
    ("1N P 2C P 2H P", "4D", "as after 1NT - 2!c - 2!d - 4!d", "none"),
    ("1N P 2C P 2D P", "3C", "5+!c, INV", "C 5+ & hcp 8-9"),
    ("1N P 2C P 2H P", "3C", "NF, see 1N-2!c-2!d-3X", "C 5+ & hcp 8-9 & hcp <=9 & C 5+"),
    # a class in the sequence: our call at that place (1M: the major we opened)
    ("1H P 1N P", "2C", "3+!c", "C 3+"),
    ("1H P 1N P 2C P", "2N", "11-12 HCP, INV", "hcp 11-12"),
    ("1H P 1N P 2C P 2N P", "3D", "4+!d, no 3!h", "D 4+ & H <=2"),
    ("1H P 1N P 2N P", "3D", "see 1M-1NT-2!c-2NT", "D 4+ & H <=2"),
    ("1H P 1N P 2N P", "3C", "see 1m-1NT-2!c-2NT", "none"),
    # variant N: item N of the list the bidder's own earlier call gave
    ("1H P", "1S", "4+!s, 6+ HCP", "S 4+ & hcp 6+"),
    ("1H P 1S P", "2C", "one of: 1) 4+!c 2) 18-19 HCP, BAL 3) 16-18 HCP, 4!s",
     "C 4+ | (hcp 18-19 & BAL) | (hcp 16-18 & S =4)"),
    ("1H P 1S P 2C P", "2D", "(R)", "hcp 0+"),
    ("1H P 1S P 2C P 2D P", "2H", "variant 1", "C 4+"),
    ("1H P 1S P 2C P 2D P", "2S", "variant 2 or 3", "(hcp 18-19 & BAL) | (hcp 16-18 & S =4)"),
    ("1H P 1S P 2C P 2D P", "3C", "variant 1, 6+!h", "C 4+ & H 6+"),
    ("1H P 1S P 2C P 2D P", "3D", "variant 4", "none"),
]


@pytest.fixture(scope="module")
def inferred() -> list[ir.Rule]:
    rules = tuple(meaning_rule(a, c, t) for a, c, t, _ in SYSTEM)
    return list(infer_constraints(ir.Document(rules=rules)).rules)


@pytest.mark.parametrize(("index", "row"), list(enumerate(SYSTEM)),
                         ids=[f"{a} {c} {t}".strip() for a, c, t, _ in SYSTEM])
def test_references(inferred: list[ir.Rule], index: int,
                    row: tuple[str, str, str, str]) -> None:
    shows = inferred[index].meaning.shows
    assert (constraint_notation(shows[0].expr) if shows else "none") == row[3]


def test_a_reference_resolved_is_understood(inferred: list[ir.Rule]) -> None:
    rules = [meaning_rule(a, c, t) for a, c, t, _ in SYSTEM]
    contexts = Contexts(rules)
    share = {r.meaning.description[0].text: understood_share(r, contexts)  # type: ignore[union-attr]
             for r in rules}
    assert share["variant 1"] == 1.0
    assert share["idem"] == 1.0
    assert share["see 1N-2!c-2!d"] == 1.0
    assert share["variant 4"] == 0.0  # no fourth item: not read
    # the pass records the same share on what it infers
    recorded = {r.meaning.description[0].text: r.meaning.shows[0].understood  # type: ignore[union-attr]
                for r in inferred if r.meaning.shows}
    assert recorded["variant 1"] == recorded["idem"] == recorded["see 1N-2!c-2!d"] == 1.0
    assert recorded["variant 1, 6+!h"] == 1.0
    assert {text: share[text] for text in recorded} == recorded


def test_a_chain_of_references_ends() -> None:
    rules = [meaning_rule("1H P", "2H", "see 1H-3H"), meaning_rule("1H P", "3H", "see 1H-2H")]
    after = infer_constraints(ir.Document(rules=tuple(rules)))
    assert all(not r.meaning.shows for r in after.rules)


def test_a_text_too_long_to_read_refers_to_nothing() -> None:
    rules = [meaning_rule("1N P 2C P 2D P", "2H", "4+!h"),
             meaning_rule("1N P 2C P 2S P", "2H", "see 1N-2!c-2!d " + "x" * 2000)]
    after = infer_constraints(ir.Document(rules=tuple(rules)))
    assert not after.rules[1].meaning.shows
    short = infer_constraints(ir.Document(rules=(rules[0], meaning_rule(
        "1N P 2C P 2S P", "2H", "see 1N-2!c-2!d"))))
    assert constraint_notation(short.rules[1].meaning.shows[0].expr) == "H 4+"
