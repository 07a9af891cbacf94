"""A rule's stated constraint has one home (bridgec.constraints.of_rule), read by the matcher
and the sibling checks; the fixed sample of hands (bridge.batch.fixed_sample) likewise."""

from __future__ import annotations

import numpy as np

from bridgec import ir
from bridgec.bridge import batch
from bridgec.checks.siblings import constraint_of
from bridgec.constraints.of_rule import stated

_HCP = ir.Range(expr=ir.Feature(name="hcp"), min=12)
_CLUBS = ir.Range(expr=ir.Feature(name="length", suit="C"), min=4)


def _rule(**fields: object) -> ir.Rule:
    return ir.Rule(id="r1", call=ir.Call(name="1C"), side="we", auction=(), **fields)  # type: ignore[arg-type]


def test_requires_comes_first_then_what_the_meaning_shows() -> None:
    shows = (ir.HandConstraint(expr=_HCP, origin="inferred"), ir.HandConstraint(expr=_CLUBS))
    meaning = ir.Meaning(shows=shows)
    assert stated(_rule(meaning=meaning)) == (ir.And(terms=(_HCP, _CLUBS)), False)
    required = ir.HandConstraint(expr=_CLUBS, origin="inferred")
    assert stated(_rule(meaning=meaning, requires=required)) == (_CLUBS, True)
    assert stated(_rule()) == (None, False)


def test_the_sibling_checks_read_the_stated_constraint_first() -> None:
    rule = _rule(meaning=ir.Meaning(shows=(ir.HandConstraint(expr=_HCP),)))
    assert constraint_of(rule) == _HCP


def test_the_fixed_sample_is_the_same_every_time() -> None:
    masks, f = batch.fixed_sample(64, 3)
    again = batch.deal(16, np.random.default_rng(3)).reshape(-1, 4)
    assert np.array_equal(masks, again) and np.array_equal(f, batch.features(again))
