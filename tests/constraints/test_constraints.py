"""The constraint language's backends agree: the interpreter, the generated Python and the
numpy columns give the same answer for every constraint kind on random hands; the
notation, the words, the reasons and the checks on feature names."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from bridgec import ir
from bridgec.bridge import batch
from bridgec.bridge.calls import SUITS
from bridgec.bridge.features import PER_SUIT, WHOLE, key, vector
from bridgec.bridge.hand import Hand, parse_hand
from bridgec.constraints.check import evaluable, feature_problem, has_goal, opaque_texts
from bridgec.constraints.describe import describe_constraint, describe_expr
from bridgec.constraints.evaluate import evaluate, why_not
from bridgec.constraints.notation import constraint_notation, expr_notation
from bridgec.constraints.python import Source
from bridgec.constraints.vectorised import evaluate as evaluate_columns


def feat(name: str, suit: str | None = None) -> ir.Feature:
    return ir.Feature(name=name, suit=suit)  # type: ignore[arg-type]


def rng_(name: str, lo: int | None, hi: int | None, suit: str | None = None) -> ir.Range:
    return ir.Range(expr=feat(name, suit), min=lo, max=hi)


BAL = ir.Or(terms=tuple(ir.Shape(pattern=p, any_order=True)
                        for p in ("4-3-3-3", "4-4-3-2", "5-3-3-2")))
GOAL = ir.Goal(source="P1[5-9]")
CASES: list[ir.Constraint] = [
    rng_("hcp", 15, 17), rng_("length", 5, None, "H"), rng_("losers", None, 7),
    rng_("quality", 4, 6, "S"), rng_("stoppers", 2, None, "D"), rng_("controls", 3, 3),
    ir.And(terms=(rng_("hcp", 12, None), BAL)), BAL, ir.Not(term=BAL),
    ir.Compare(op=">", left=feat("length", "H"), right=feat("length", "S")),
    ir.Compare(op="==", left=feat("length", "C"), right=ir.Number(value=3)),
    ir.Range(expr=ir.Arith(op="+", left=feat("hcp"), right=ir.Arith(
        op="*", left=ir.Number(value=2), right=feat("length", "S"))), min=20),
    ir.Range(expr=ir.Arith(op="-", left=feat("total_points"), right=feat("hcp")), min=1),
    ir.Shape(pattern="4414"), ir.Shape(pattern="5-4-x-x", any_order=True),
    ir.Shape(pattern="x-x-5-x"), ir.Or(terms=(ir.Shape(pattern="4-4-4-1", any_order=True),
                                              rng_("suit_hcp", 7, None, "C"))),
    ir.Const(value=True), ir.Const(value=False), ir.And(terms=()), ir.Or(terms=()),
    ir.Opaque(language="bml", text="a good suit"),
    ir.And(terms=(ir.PatternMatch(goal=GOAL), rng_("honor_points", 8, None, "S"))),
]


def goal_of_hand(goal: ir.Goal, hand: Hand) -> bool:
    return goal == GOAL and vector(hand)[0] % 2 == 0  # a stand-in goal: even HCP


def goal_of_masks(goal: ir.Goal, masks: Any) -> Any:
    return batch.features(masks)[:, 0] % 2 == 0


@pytest.fixture(scope="module")
def sample() -> tuple[Any, Any, list[Hand]]:
    masks = batch.deal(100, np.random.default_rng(17)).reshape(-1, 4)
    return masks, batch.features(masks), batch.to_hands(masks)


@pytest.mark.parametrize("c", CASES, ids=constraint_notation)
def test_backends_agree(c: ir.Constraint, sample: tuple[Any, Any, list[Hand]]) -> None:
    masks, f, hands = sample
    columns = evaluate_columns(c, f, masks, goal_of_masks)
    source = Source()
    code = eval(f"lambda f, h: {source.expression(c)}",  # noqa: S307
                {"_S": source.shapes, "_G": [lambda h, g=g: goal_of_hand(g, h)
                                             for g in source.goals]})
    for i, hand in enumerate(hands):
        expected = evaluate(c, hand, goal_of_hand)
        assert bool(columns[i]) == expected, str(hand)
        assert bool(code(vector(hand), hand)) == expected, str(hand)
    assert 0 <= int(columns.sum()) <= len(hands)


def test_some_cases_split_the_sample(sample: tuple[Any, Any, list[Hand]]) -> None:
    masks, f, _ = sample
    split = [c for c in CASES if 0 < evaluate_columns(c, f, masks, goal_of_masks).sum()
             < f.shape[0]]
    assert len(split) >= len(CASES) - 6  # the agreement above is not all-true or all-false


def test_notation_and_words() -> None:
    c = ir.And(terms=(rng_("hcp", 15, 17), BAL, rng_("length", 6, 6, "S")))
    assert constraint_notation(c) == "hcp 15-17 & BAL & S =6"
    assert describe_constraint(c) == ("15-17 HCP, (shape 4-3-3-3 (any order)) or (shape "
                                      "4-4-3-2 (any order)) or (shape 5-3-3-2 (any order)), "
                                      "exactly 6 spades")
    assert constraint_notation(ir.Not(term=ir.Const(value=False))) == "not no hand"
    assert describe_constraint(ir.Not(term=ir.Const(value=False))) == "not (no hand)"


def test_reasons() -> None:
    f = vector(parse_hand("AK5.A7.K98.85432"))
    assert why_not(rng_("hcp", 15, 17), f) == f"hcp is {f[0]}, needs hcp 15-17"
    assert why_not(ir.Shape(pattern="4-4-4-1", any_order=True), f) == \
        "shape is 3-2-3-5, needs 4-4-4-1*"
    assert why_not(BAL, f) is None
    assert why_not(BAL, vector(parse_hand("AK52.A762.K982.8"))) == \
        "shape is 4-4-4-1, needs BAL"
    assert why_not(ir.Not(term=ir.Const(value=True)), f) == "must not hold: any"
    assert why_not(ir.Or(terms=(ir.Const(value=False), rng_("hcp", 30, None))), f) == \
        f"none of: never holds; hcp is {f[0]}, needs hcp 30+"
    with pytest.raises(ValueError, match="needs the hand and the goal"):
        why_not(ir.PatternMatch(goal=GOAL), f)


FEATURES = [*WHOLE, *(key(n, s) for n in PER_SUIT for s in SUITS)]


@pytest.mark.parametrize("name", FEATURES)
def test_every_feature_has_words_and_notation(name: str) -> None:
    feature = feat(*name.split(".")) if "." in name else feat(name)
    short = expr_notation(feature)
    assert constraint_notation(ir.Range(expr=feature, min=1)) == f"{short} 1+"
    assert "_" not in short  # a name of the notation, not the IR's (total_points: tp)
    assert describe_expr(feature) and "None" not in describe_expr(feature)


def test_the_notation_names_each_feature_once() -> None:
    shorts = {expr_notation(feat(*n.split(".")) if "." in n else feat(n)) for n in FEATURES}
    assert len(shorts) == len(FEATURES)


def test_checks_on_names_goals_and_text() -> None:
    assert feature_problem(rng_("length", 5, None)) == "feature length needs a suit"
    assert feature_problem(ir.Not(term=rng_("hcp", 1, None, "S"))) == \
        "feature hcp is of the whole hand; it takes no suit"
    assert feature_problem(CASES[11]) is None
    assert opaque_texts(CASES[-2]) == ["a good suit"] and has_goal(CASES[-1])
    assert evaluable(CASES[6]) and not evaluable(CASES[-1]) and not evaluable(CASES[-2])
