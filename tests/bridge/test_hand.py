"""The hand evaluator against the seed's definitions; every expected value below was worked
out by hand from the definitions (docs/gib.md, "The hand pattern string")."""

from __future__ import annotations

from typing import get_args

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgec import ir
from bridgec.bridge import features as F
from bridgec.bridge import hand as H
from bridgec.bridge.features import features
from bridgec.bridge.hand import (
    HandError,
    losers,
    parse_deal,
    parse_hand,
    pattern_fields,
    pattern_string,
    quality,
    stoppers,
)


def mask(holding: str) -> int:
    return parse_hand(f"{holding}...", complete=False).spades


# holding: (stoppers, quality, losers)
SUITS = {
    "": (0, 0, 0),
    "2": (0, 0, 1),
    "A": (3, 0, 0),           # an ace is a stop
    "K": (0, 0, 1),           # stiff K: not Kx, no stop, one loser (K not counted)
    "Q": (0, 0, 1),
    "Q2": (1, 0, 2),          # Qx partial; Q not counted in a doubleton
    "J32": (1, 1, 3),         # Jxx partial
    "K2": (2, 0, 1),          # Kx
    "Q32": (2, 1, 2),         # Qxx
    "QJ2": (3, 1, 2),         # QJx
    "QJ": (1, 0, 2),          # QJ doubleton is only Qx
    "KQ": (3, 0, 1),          # 5 HCP in the suit
    "A2": (3, 0, 1),
    "AK": (4, 0, 0),          # length + HCP = 9
    "AKQ": (4, 1, 0),
    "AQ2": (4, 1, 1),          # length + HCP = 9
    "KQ2": (4, 1, 1),          # length + HCP = 8
    "32": (0, 0, 2),
    "432": (0, 1, 3),
    "K432": (2, 2, 2),
    "K5432": (4, 3, 2),       # length + HCP = 8
    "J5432": (1, 3, 2),
    "Q5432": (2, 3, 2),
    "98765432": (4, 5, 2),    # length alone reaches 8
    "T98765": (0, 4, 2),
    "5432": (0, 2, 2),
    "A432": (4, 3, 2),        # 4 cards with 4 HCP: biddable; length + HCP = 8
    "KJ32": (4, 3, 2),        # only K J of the top five, but 4 HCP: biddable
    "KT32": (2, 2, 2),        # K T and 3 HCP: not biddable
    "KJT2": (4, 3, 2),        # 3 of the top five honours
    "QJ32": (3, 2, 2),
    "QJT9": (3, 3, 2),        # QJx; the 9 made the ace gives AQJT: not solid
    "AKJ52": (4, 4, 1),       # semisolid: Q missing, AKQJ5 solid
    "AKQ52": (4, 4, 1),
    "AKQ2": (4, 3, 1),        # AKQJ if the 2 were the J
    "AKJ2": (4, 3, 1),
    "AQJ2": (4, 3, 1),
    "KQJ2": (4, 3, 1),
    "AK32": (4, 3, 2),        # AKQ3 is not solid
    "AKQJ": (4, 3, 0),        # solid by AKQJ
    "AKQT32": (4, 7, 0),      # quality 7: solid
    "AKQJ32": (4, 7, 0),
    "AKQ932": (4, 6, 1),      # quality 6 (9 HCP); semisolid
    "AJ5432": (4, 5, 2),
    "AKJ432": (4, 6, 1),
    "AKQ5432": (4, 8, 0),     # quality 8
    "AKJ65432": (4, 9, 0),    # quality 9: AKJxxxxx
    "AK8765432": (4, 9, 0),   # quality 9: AKxxxxxxx
    "AK765432": (4, 5, 1),    # 8 cards but no J: quality 5; AKQ... with a Q is solid
    "KQT98": (4, 4, 2),       # KQT9 is biddable; AKQT9 (5 cards) is not solid
    "KQJT9": (4, 4, 1),       # AKQJT is solid
    "KQJT987": (4, 6, 1),
    "AKQJT": (4, 4, 0),       # four cards AKQJ are only type 3, so AKQJT is type 4
    "QJ65432": (4, 5, 2),
    "AT98765432": (4, 5, 1),  # AKT98765432 would be quality 9
}


@pytest.mark.parametrize("holding", list(SUITS), ids=[h or "void" for h in SUITS])
def test_suit_stoppers_quality_losers(holding: str) -> None:
    m = mask(holding)
    assert (stoppers(m), quality(m), losers(m)) == SUITS[holding]


def test_semisolid_uses_the_smallest_card() -> None:
    # KQJT9: the 9 becomes the ace (AKQJT, solid): one loser. QJT9: the 9 becomes the
    # ace (AQJT, not solid): two losers.
    assert (losers(mask("KQJT9")), losers(mask("QJT9"))) == (1, 2)


# hand: (hcp, total points, losers, controls, C field, D field)
HANDS = {
    "AKJ52.K984.Q73.6": (13, 15, 6, 4, "C1345", "D5S4H3D1C"),
    "AKQJT98765432...": (10, 19, 0, 3, "C0009", "D9S0H0D0C"),
    "KQ.QJ.J32.AKQJT9": (19, 19, 6, 4, "C6322", "D6C3D2S2H"),
    "5432.5432.432.32": (0, 1, 9, 0, "C2344", "D4S4H3D2C"),
    "AK32.AK2.AK2.AK2": (28, 28, 5, 12, "C3334", "D4S3H3D3C"),
    "A.KQJT987.AK5.32": (17, 19, 4, 6, "C2371", "D7H3D2C1S"),
    "-.AKQ.JT98765.432": (10, 13, 5, 3, "C3730", "D7D3H3C0S"),
    "KJ.Q.AT98765.K32": (13, 14, 6, 4, "C3712", "D7D3C2S1H"),
    "T9876.5432.32.32": (0, 2, 8, 0, "C2245", "D5S4H2D2C"),
    "AQ.AQ2.AQ32.AQ32": (24, 24, 6, 8, "C4432", "D4D4C3H2S"),
    "J.J.J5432.JT9876": (4, 6, 6, 0, "C6511", "D6C5D1S1H"),
    "AKQJ.AKQJ.AKQJ.A": (34, 35, 0, 11, "C1444", "D4S4H4D1C"),
    "2.2.2.AKQJT98765": (10, 16, 3, 3, "C9111", "D9C1S1H1D"),
    "K2.K2.K432.K5432": (12, 12, 6, 4, "C5422", "D5C4D2S2H"),
    "QJ2.QJ2.QJ2.QJ32": (12, 12, 8, 0, "C4333", "D4C3S3H3D"),
    "AKT98.-.AKQJ2.832": (17, 20, 5, 6, "C3505", "D5S5D3C0H"),
    "A5432.A5432.A2.2": (12, 14, 6, 6, "C1255", "D5S5H2D1C"),
    "9876.9876.987.98": (0, 1, 9, 0, "C2344", "D4S4H3D2C"),
    "AKQ.AKQ.AKQ.AKQJ": (37, 37, 0, 12, "C4333", "D4C3S3H3D"),
    "K.Q.J.AT98765432": (10, 13, 4, 3, "C9111", "D9C1S1H1D"),
}


@pytest.mark.parametrize("text", list(HANDS))
def test_whole_hand_numbers(text: str) -> None:
    hcp, total, lose, ctrl, c_field, d_field = HANDS[text]
    h = parse_hand(text)
    f = features(h)
    assert (f["hcp"], f["total_points"], f["losers"], f["controls"]) == (hcp, total, lose, ctrl)
    fields = pattern_fields(h)
    assert fields[0] == f"P{hcp:02d}" and fields[1] == f"M{total:02d}"
    assert (fields[3], fields[2], fields[4], fields[6]) == (c_field, d_field, f"L{lose:02d}",
                                                         f"Q{ctrl:02d}")


# hand: (stopper field, quality field)
STOPS = {
    "AJ.KT9.Q8765.J32": ("S1C2D2H3S", "G1C3D1H0S"),
    "KQJ.A2.T987.KQ32": ("S4C0D3H4S", "G3C2D0H1S"),
    "QJT9.QJ2.Q2.J432": ("S1C1D3H3S", "G2C0D1H3S"),
    "AKQT98.2.2.AKQ32": ("S4C0D0H4S", "G4C0D0H7S"),
    "A.K.QJ5432.T9876": ("S0C4D0H3S", "G3C4D0H0S"),
    "AKQJT.AKQJT.AKQ.-": ("S0C4D4H4S", "G0C1D4H4S"),
    "Q.Q2.QJ2.QJ65432": ("S4C3D1H0S", "G5C1D0H0S"),
    "JT9.JT9.JT98.JT9": ("S1C1D1H1S", "G1C2D1H1S"),
    "A2.A2.A2.KQJT987": ("S4C3D3H3S", "G6C0D0H0S"),
    "8765.8765.876.87": ("S0C0D0H0S", "G0C1D2H2S"),
}


@pytest.mark.parametrize("text", list(STOPS))
def test_stopper_and_quality_fields(text: str) -> None:
    fields = pattern_fields(parse_hand(text))
    assert (fields[7], fields[8]) == STOPS[text]


FULL = {
    "AKJ52.K984.Q73.6": "P13M15D5S4H3D1CC1345L06H00C02D04H13SQ04S0C2D2H4SG0C1D2H4S",
    "AKQJT98765432...": "P10M19D9S0H0D0CC0009L00H00C00D00H15SQ03S0C0D0H4SG0C0D0H9S",
    "KQ.QJ.J32.AKQJT9": "P19M19D6C3D2S2HC6322L06H15C01D03H06SQ04S4C1D1H3SG7C1D0H0S",
}


@pytest.mark.parametrize("text", list(FULL))
def test_full_pattern_string(text: str) -> None:
    assert pattern_string(parse_hand(text)) == FULL[text]


def test_field_offsets_cut_the_string_into_its_fields() -> None:
    h = parse_hand("AKJ52.K984.Q73.6")
    s = pattern_string(h)
    assert [s[a:b] for a, b in H.FIELD_OFFSETS.values()] == list(pattern_fields(h))


def test_ten_card_suit_is_exact_in_features_and_capped_in_the_string() -> None:
    h = parse_hand("2.2.2.AKQJT98765")
    assert features(h)["length.C"] == 10
    assert pattern_fields(h)[3] == "C9111"


def test_features_have_every_ir_feature_name() -> None:
    assert set(get_args(ir.FeatureName)) == {*F.WHOLE, *F.PER_SUIT}
    f = features(parse_hand("AKJ52.K984.Q73.6"))
    assert list(f) == [n for n in F.NAMES if n not in (F.SHAPE, F.SHAPE_SORTED)]
    assert (f["length.S"], f["honor_points.S"], f["suit_hcp.S"]) == (5, 13, 8)
    assert F.feature(parse_hand("AKJ52.K984.Q73.6"), "stoppers", "H") == 2


@pytest.mark.parametrize(("name", "suit", "message"), [
    ("length", None, "needs a suit"), ("hcp", "S", "takes no suit"), ("hcpx", None, "unknown"),
])
def test_feature_names_are_checked(name: str, suit: str | None, message: str) -> None:
    with pytest.raises(F.FeatureError, match=message):
        F.index(name, suit)


def test_shape_codes_in_the_vector() -> None:
    v = F.vector(parse_hand("AKJ52.K984.Q73.6"))
    assert F.shape_text(v[F.SHAPE_AT]) == "5-4-3-1"
    assert F.shape_text(v[F.SHAPE_SORTED_AT]) == "5-4-3-1"
    v = F.vector(parse_hand("2.AKJ52.K984.Q73"))
    assert (F.shape_text(v[F.SHAPE_AT]), F.shape_text(v[F.SHAPE_SORTED_AT])) == \
        ("1-5-4-3", "5-4-3-1")


@pytest.mark.parametrize(("text", "message"), [
    ("AKJ52.K984.Q73", "has 3 suit(s)"),
    ("AKJ52.K984.Q73.6Z", "'Z' is not a card rank"),
    ("AKK52.K984.Q73.6", "K appears twice"),
    ("AKJ52.K984.Q73.65", "has 14 cards"),
])
def test_bad_hands_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(HandError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_hand(text)


def test_ten_and_lower_case_are_read() -> None:
    assert parse_hand("ak1052.k984.q73.6") == parse_hand("AKT52.K984.Q73.6")


def test_deal_rotates_from_the_first_seat_and_skips_unknown_hands() -> None:
    deal = parse_deal("E:AKJ52.K984.Q73.6 - QT9.AQJ.AKJ2.T87 -")
    assert list(deal) == ["E", "W"]
    assert str(deal["E"]) == "AKJ52.K984.Q73.6"


def test_deal_refuses_a_card_in_two_hands() -> None:
    with pytest.raises(HandError, match="already in another hand"):
        parse_deal("N:AKJ52.K984.Q73.6 A9876.Q2.K2.Q432 - -")


@given(st.permutations(range(52)))
def test_any_hand_gives_a_57_character_string(cards: list[int]) -> None:
    chosen = cards[:13]
    suits = [0, 0, 0, 0]
    for c in chosen:
        suits[c // 13] |= 1 << (c % 13)
    h = H.Hand(*suits)
    s = pattern_string(h)
    f = features(h)
    assert len(s) == 57
    assert sum(f[f"length.{x}"] for x in "CDHS") == 13
    assert f["hcp"] == sum(f[f"suit_hcp.{x}"] for x in "CDHS")
    assert 0 <= f["losers"] <= 12
    assert all(0 <= f[f"stoppers.{x}"] <= 4 and 0 <= f[f"quality.{x}"] <= 9 for x in "CDHS")
