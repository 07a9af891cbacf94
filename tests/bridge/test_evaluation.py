"""Hand evaluation as players count (docs/evaluation.md): every expected value below was
worked out by hand from the definitions, and the per-hand and numpy evaluators agree."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from bridgec import ir
from bridgec.bridge import batch
from bridgec.bridge import features as F
from bridgec.bridge.hand import Hand, dummy_shortness, length_points, ltc, parse_hand, suit_quality
from bridgec.cli.app import app
from bridgec.constraints.describe import describe_constraint
from bridgec.constraints.evaluate import evaluate
from bridgec.constraints.notation import constraint_notation
from bridgec.constraints.python import Source
from bridgec.constraints.vectorised import evaluate as evaluate_columns

EXAMPLE = "AKJ52.K984.Q73.6"


def mask(holding: str) -> int:
    return parse_hand(f"{holding}...", complete=False).spades


@pytest.mark.parametrize(("holding", "standard"), [
    ("", 0), ("A", 0), ("K", 1), ("2", 1), ("AK", 0), ("KQ", 1), ("Q2", 2), ("A2", 1),
    ("AKQ", 0), ("AQ2", 1), ("KJ2", 2), ("QJT", 2), ("432", 3), ("AKJ52", 1),
    ("KQJT9", 1), ("AK432", 1), ("Q987", 2), ("8765", 3), ("AKQ98765", 0),
])
def test_losing_trick_count_of_a_suit(holding: str, standard: int) -> None:
    assert ltc(mask(holding)) == standard


def test_ltc_and_gib_losers_differ_on_long_suits() -> None:
    # AK432 x2: standard LTC 1 each, GIB 2 each (neither solid nor semisolid); 8765: 3 vs 2.
    f = F.features(parse_hand("AK432.AK432.32.2"))
    assert (f["ltc"], f["losers"]) == (1 + 1 + 2 + 1, 2 + 2 + 2 + 1)
    f = F.features(parse_hand("8765.8765.876.87"))
    assert (f["ltc"], f["losers"]) == (3 + 3 + 3 + 2, 2 + 2 + 3 + 2)


@pytest.mark.parametrize(("holding", "length", "dummy", "quality"), [
    ("", 0, 5, 0), ("A", 0, 3, 2), ("K2", 0, 1, 3), ("QJ2", 0, 0, 5),
    ("KQJT987", 3, 0, 11), ("AKQJT98", 3, 0, 12), ("98765", 1, 0, 5), ("AT32", 0, 0, 6),
])
def test_per_suit_counts(holding: str, length: int, dummy: int, quality: int) -> None:
    m = mask(holding)
    assert (length_points(m), dummy_shortness(m), suit_quality(m)) == (length, dummy, quality)


def test_example_hand_worked_by_hand() -> None:
    # AKJ52 (8 HCP) K984 (3) Q73 (2) 6: 13 HCP; 5-4-3-1.
    f = F.features(parse_hand(EXAMPLE))
    assert f["hcp"] == 13
    assert f["total_points"] == 13 + 2          # singleton club, no honour
    assert f["ltc"] == 1 + 2 + 2 + 1            # AKJ: Q; K98: A, Q; Q73: A, K; 6: A
    assert f["length_points"] == 13 + 1         # the fifth spade
    assert f["rule_of_20"] == 13 + 5 + 4
    assert f["rule_of_15"] == 13 + 5
    assert [f[f"suit_quality.{s}"] for s in "SHDC"] == [5 + 3, 4 + 1, 3 + 1, 1 + 0]
    # with 3+ cards of the trump suit the singleton club counts 3; no fit in clubs
    assert [f[f"support_points.{s}"] for s in "SHDC"] == [16, 16, 16, 13]
    assert f["controls"] == 2 + 1 + 1 and f["stoppers.S"] == 4


def test_support_points_count_every_short_suit_with_a_fit() -> None:
    f = F.features(parse_hand("KJ82.-.A8765.Q976"))  # 10 HCP, void hearts
    assert (f["support_points.S"], f["support_points.D"], f["support_points.C"]) == (15, 15, 15)
    assert f["support_points.H"] == 10
    f = F.features(parse_hand("Q8.K92.-.AJ876543"))  # doubleton spade, void diamond
    assert f["support_points.C"] == 10 + 1 + 5 and f["support_points.S"] == 10


def test_rule_of_20_takes_the_two_longest_whatever_the_suits() -> None:
    f = F.features(parse_hand("A2.K2.QJ9876.KJ9"))
    assert f["rule_of_20"] == 14 + 6 + 3 and f["rule_of_15"] == 14 + 2


def test_breakdown_gives_the_addends() -> None:
    h = parse_hand(EXAMPLE)
    assert F.breakdown(h, "rule_of_20") == [13, 5, 4]
    assert F.breakdown(h, "support_points", "H") == [13, 3]
    assert F.breakdown(h, "support_points", "C") == [13, 0]
    with pytest.raises(F.FeatureError, match="needs a suit"):
        F.breakdown(h, "support_points")


def test_every_feature_has_words_and_a_scale() -> None:
    for name in (*F.WHOLE, *F.PER_SUIT):
        fig = F.figure(name)
        assert fig.words and fig.scale and fig.parts


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    cards = draw(st.permutations(range(52)))[:13]
    masks = [0, 0, 0, 0]
    for c in cards:
        masks[c // 13] |= 1 << (c % 13)
    return Hand(*masks)


@settings(max_examples=300, deadline=None)
@given(st.lists(hands(), min_size=1, max_size=8))
def test_per_hand_and_numpy_evaluators_agree(found: list[Hand]) -> None:
    matrix = batch.features(np.array([list(h) for h in found], dtype=np.int32))
    for row, hand in zip(matrix, found, strict=True):
        assert tuple(int(v) for v in row) == F.vector(hand)
        for name in F.WHOLE:
            assert sum(F.breakdown(hand, name)) == F.feature(hand, name)


def test_numpy_agrees_on_dealt_hands() -> None:
    masks = batch.deal(500, np.random.default_rng(20)).reshape(-1, 4)
    matrix = batch.features(masks)
    assert [tuple(int(v) for v in r) for r in matrix] == \
        [F.vector(h) for h in batch.to_hands(masks)]


# ---------------------------------------------------------------------------------------
# In constraints

def rng(name: str, lo: int | None, hi: int | None, suit: str | None = None) -> ir.Range:
    return ir.Range(expr=ir.Feature(name=name, suit=suit), min=lo, max=hi)  # type: ignore[arg-type]


CASES = [
    (rng("ltc", None, 7), "ltc <=7", "at most 7 losers (LTC)"),
    (rng("rule_of_20", 20, None), "r20 20+", "20+ rule-of-20 count"),
    (rng("rule_of_15", 15, None), "r15 15+", "15+ rule-of-15 count"),
    (rng("length_points", 12, 14), "lp 12-14", "12-14 HCP with length points"),
    (rng("suit_quality", 10, None, "S"), "sq.S 10+",
     "10+ length and top honours in spades"),
    (rng("support_points", 6, 9, "H"), "sp.H 6-9",
     "6-9 support points for hearts"),
]


@pytest.mark.parametrize(("c", "text", "words"), CASES, ids=[c[1] for c in CASES])
def test_constraints_on_the_new_features(c: ir.Constraint, text: str, words: str) -> None:
    assert constraint_notation(c) == text
    assert describe_constraint(c) == words
    masks = batch.deal(200, np.random.default_rng(3)).reshape(-1, 4)
    columns = evaluate_columns(c, batch.features(masks))
    source = Source().expression(c)
    compiled = eval(f"lambda f: {source}")  # noqa: S307 - our own generated expression
    for ok, hand in zip(columns, batch.to_hands(masks), strict=True):
        assert bool(ok) == evaluate(c, hand) == bool(compiled(F.vector(hand)))
    assert 0 < int(columns.sum()) < len(columns) or text.startswith("suit_quality")


# ---------------------------------------------------------------------------------------
# bridgec hand

def test_hand_command_prints_each_figure_with_its_scale() -> None:
    done = CliRunner().invoke(app, ["hand", EXAMPLE])
    assert done.exit_code == 0, done.output
    lines = {line.split()[0]: line for line in done.output.splitlines() if line.strip()}
    assert "6" in lines["losers"].split() and "GIB count (Lindelof), 0-11" in lines["losers"]
    assert "standard losing-trick count, 0-12" in lines["ltc"]
    assert "13 + 5 + 4 = 22" in lines["rule_of_20"]
    assert "13 + 5 = 18" in lines["rule_of_15"]
    assert lines["support_points"].split()[1:] == ["16", "16", "16", "13"]
    assert lines["suit_quality"].split()[1:] == ["8", "5", "4", "1"]
    assert "suit_quality: length + A K Q J T held" in done.output


def test_hand_command_json_has_the_new_fields() -> None:
    done = CliRunner().invoke(app, ["hand", EXAMPLE, "--json"])
    assert done.exit_code == 0, done.output
    body = json.loads(done.output)
    assert body["features"]["ltc"] == 6 and body["features"]["support_points.H"] == 16
    assert body["sums"]["rule_of_20"] == [13, 5, 4]
    assert body["scales"]["losers"] == "GIB count (Lindelof), 0-11"
    assert set(body["scales"]) == {*F.WHOLE, *F.PER_SUIT}


def test_docs_show_what_the_command_prints() -> None:
    doc = (Path(__file__).parents[2] / "docs" / "evaluation.md").read_text(encoding="utf-8")
    shown = doc.split("$ bridgec hand AKJ52.K984.Q73.6\n...\n", 1)[1].split("\n...", 1)[0]
    done = CliRunner().invoke(app, ["hand", EXAMPLE])
    assert shown.splitlines() == [line for line in done.output.splitlines()
                                  if line.split()[0] in F.WHOLE]
