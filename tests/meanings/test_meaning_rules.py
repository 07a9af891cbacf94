"""The rules of reading that matter most: the known misreadings of the earlier reader do not
happen, hedges only widen, a meaning naming several calls says which part is whose, every
text is read without error, and the infer_constraints pass uses the reader."""

from __future__ import annotations

import time
from functools import lru_cache

import msgspec
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec import ir
from bridgec.bridge import batch as hand_batch
from bridgec.bridge import hand
from bridgec.constraints import vectorised
from bridgec.constraints.evaluate import evaluate
from bridgec.constraints.notation import constraint_notation
from bridgec.meanings import MAX_TEXT, read_meaning
from bridgec.meanings.check import satisfiable
from bridgec.passes.infer_constraints import infer_constraints


@lru_cache(maxsize=1)
def sample() -> np.ndarray:
    """The features of 40000 random hands."""
    masks = hand_batch.deal(10000, np.random.default_rng(2)).reshape(-1, 4)
    return hand_batch.features(masks)


def hands_of(c: ir.Constraint | None) -> np.ndarray:
    """Which sample hands satisfy ``c`` (all of them for no constraint)."""
    if c is None:
        return np.ones(sample().shape[0], dtype=bool)
    return vectorised.evaluate(c, sample())


# ---------------------------------------------------------------------------------------
# The misreadings of the regular-expression reader


def test_two_suiters_are_not_points() -> None:
    assert constraint_notation(read_meaning("4+4+ MM").constraint) == "H 4+ & S 4+"
    assert constraint_notation(read_meaning("5+5+ red suits").constraint) == "D 5+ & H 5+"


def test_a_meaning_of_several_calls_gives_each_call_its_suit() -> None:
    assert constraint_notation(read_meaning("5+!h/!s", "1H", "1HS").constraint) == "H 5+"
    assert constraint_notation(read_meaning("5+!h/!s", "1S", "1HS").constraint) == "S 5+"
    written = read_meaning("1HS = 5+!h/!s")
    assert written.constraint is None
    assert [(p.text, p.call) for p in written.understood] == [("1HS =", "1HS"),
                                                               ("5+!h/!s", "1HS")]
    assert constraint_notation(read_meaning("1HS = 5+!h/!s", "1S").constraint) == "S 5+"
    other = read_meaning("1HS = 5+!h/!s", "1D")
    assert other.constraint is None
    assert [p.text for p in other.unread] == ["5+!h/!s"]


def test_hedged_shapes_widen_the_shape_stated() -> None:
    text = "20-22 HCP, BAL ... maybe even 4441, 5431 or 6322"
    reading = read_meaning(text)
    assert reading.constraint is not None
    fits = hands_of(reading.constraint)
    assert fits.any()
    for shape, hcp, expected in [("4333", 21, True), ("4441", 20, True), ("5431", 22, True),
                                 ("6322", 21, True), ("5422", 21, False), ("5332", 19, False),
                                 ("5521", 21, False)]:
        assert _fits(reading.constraint, shape, hcp) is expected, (shape, hcp)


def _fits(c: ir.Constraint, shape: str, hcp: int) -> bool:
    """A hand of this shape (spades first) and these HCP satisfies ``c``."""
    ranks = "AKQJT98765432"
    suits = [ranks[13 - int(n):] for n in shape]  # low cards first...
    points = {"A": 4, "K": 3, "Q": 2, "J": 1}
    need = hcp
    for i, suit in enumerate(suits):  # ...then honours where the points are wanted
        top = ""
        for r in "AKQJ":
            if len(top) < len(suit) and points[r] <= need:
                top += r
                need -= points[r]
        suits[i] = top + suit[len(top):]
    if need:
        pytest.skip(f"no hand of shape {shape} with {hcp} HCP built")
    held = hand.parse_hand(".".join(_unique(s) for s in suits))
    return evaluate(c, held)


def _unique(suit: str) -> str:
    out = ""
    spots = [r for r in "23456789T" if r not in suit]
    for r in suit:
        out += r if r not in out else spots.pop(0)
    return out


BASES = ["15-17 HCP, BAL", "5+!h, 10-12 HCP", "BAL", "4441", "6+!s", "12-14, 4+!d",
         "!TRF, 5+!h", "NAT, 12+ HCP, 5+!c", "4-4 majors", "16+ HCP"]
HEDGES = [", maybe 5422", ", possibly 4!h", " (maybe 5)", ", usually 6+!s", ", 4441 possible",
          " (may have 4 cards)", ", even 9 HCP", ", can be 5-5", ", sometimes 11",
          " (4 if 5431)", ", or even 5332", ", perhaps 3 cards", " (rarely 4333)",
          ", NF, maybe 4", ", INV (even 9)"]


@pytest.mark.parametrize("base", BASES)
def test_hedges_only_widen(base: str) -> None:
    before = hands_of(read_meaning(base).constraint)
    for hedge in HEDGES:
        after = hands_of(read_meaning(base + hedge).constraint)
        assert not (before & ~after).any(), base + hedge


# ---------------------------------------------------------------------------------------
# Parts, words and tags


def test_parts_and_spans() -> None:
    reading = read_meaning("!TRF, 4+!h, 10-12 HCP (maybe 9), see 1M-1NT")
    assert [(p.start, p.end, p.kind) for p in reading.understood] == [
        (0, 4, "convention"), (6, 10, "length"), (23, 28, "hedge")]
    assert [(p.text, p.reading) for p in reading.unread] == [
        ("10-12 HCP", "a qualifier that follows may allow less than this"),
        ("9", "not a phrase the grammar reads"),
        ("see 1M-1NT", "a condition, or a reference to another auction")]
    assert constraint_notation(reading.constraint) == "H 4+"
    assert reading.tags == ("transfer",)


@pytest.mark.parametrize(("text", "words", "tags"), [
    ("NF", ("NF",), ()),
    ("non-forcing, weak", ("NF", "weak"), ()),
    ("!F1, INV+", ("F1", "INV+"), ()),
    ("game forcing, Stayman", ("FG",), ("Stayman",)),
    ("S/O", ("S/O",), ()),
    ("pass or correct", ("P/C",), ()),
    ("PRE, 7+!c", ("PRE",), ()),
    ("Strong, ART", ("strong", "ART"), ()),
    ("QUANT INV to 6NT", ("QUANT", "INV"), ()),
    ("BW", (), ("Blackwood",)),
    ("1430 RKCB", (), ("RKCB 1430", "RKCB")),
    ("!Texas TRF", (), ("Texas", "transfer")),
    ("Leaping Michaels", (), ("Leaping Michaels",)),
    ("4SFG", (), ("fourth suit",)),
    ("SPL !c, S/T", ("S/T",), ("splinter",)),
    ("T/O, 12+ points", (), ("takeout",)),
    ("usually NF", (), ()),
])
def test_words_and_tags(text: str, words: tuple[str, ...], tags: tuple[str, ...]) -> None:
    reading = read_meaning(text)
    assert reading.words == words
    assert reading.tags == tags


# ---------------------------------------------------------------------------------------
# Any text, and the pass


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60), st.sampled_from([None, "1H", "2N", "P", "3S"]))
def test_any_text_is_read(text: str, call: str | None) -> None:
    reading = read_meaning(text, call)
    spans = sorted((p.start, p.end) for p in (*reading.understood, *reading.unread))
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:], strict=False))
    if reading.constraint is not None:
        assert satisfiable(reading.constraint)


@pytest.mark.parametrize("text", ["4441, " * 160 + "or 5431", "1!c-" * 240 + "1!d",
                                  "maybe " * 160, "BAL, " * 190, "5+!h/" * 190 + "!s",
                                  "x" * 5000, "5+!h, " * 2000])
def test_long_texts_are_read_quickly(text: str) -> None:
    start = time.process_time()
    reading = read_meaning(text)
    assert time.process_time() - start < 5
    if len(text) > MAX_TEXT:
        assert [(p.start, p.end) for p in reading.unread] == [(0, len(text))]
        assert reading.constraint is None


def test_contradictions_are_not_read() -> None:
    reading = read_meaning("5+!h, 5+!s, 5+!d")
    assert reading.constraint is None
    assert {p.reading for p in reading.unread} == {"contradicts the rest of the reading"}
    assert not satisfiable(ir.Range(expr=ir.Feature(name="hcp"), min=38))
    assert not satisfiable(ir.And(terms=(ir.Shape(pattern="4-4-4-1", any_order=True),
                                         ir.Range(expr=ir.Feature(name="length", suit="S"),
                                                  min=5))))


def _rule(rid: str, call: str, text: str, expanded_from: str | None = None) -> ir.Rule:
    return ir.Rule(id=rid, call=ir.Call(name=call), auction=(),
                   meaning=ir.Meaning(description=(ir.Text(text=text),)),
                   expanded_from=expanded_from)


def test_the_pass_reads_each_call_of_a_pattern() -> None:
    document = ir.Document(rules=(_rule("r1", "1H", "5+!h/!s, 11-21", "1HS"),
                                  _rule("r2", "1S", "5+!h/!s, 11-21", "1HS"),
                                  _rule("r3", "1N", "4+4+ MM, NF")))
    after = infer_constraints(document)
    shown = [constraint_notation(r.meaning.shows[0].expr) for r in after.rules]
    assert shown == ["H 5+ & hcp 11-21", "S 5+ & hcp 11-21", "H 4+ & S 4+"]
    assert all(r.meaning.shows[0].origin == "inferred" for r in after.rules)
    assert msgspec.structs.replace(after.rules[0], meaning=document.rules[0].meaning) == \
        document.rules[0]


def test_a_suit_left_alone_by_bml2bss_digits_is_the_calls_suit() -> None:
    # bml2bss writes "5M" as "\x01!h" (a lost digit): the suit is still the call's suit.
    reading = read_meaning("\x01!h, 4+m, 5-10 HCP", call="2H")
    assert constraint_notation(reading.constraint) == "H 3+ & (C 4+ | D 4+) & hcp 5-10"
    assert reading.unread == ()
    assert read_meaning("\x01!h, 4+m, 5-10 HCP", call="2S").constraint is not None
    assert [p.text for p in read_meaning("\x01!h, 4+m", call="2S").unread] == ["!h"]


@pytest.mark.parametrize("text", ["6+!h, NF, maybe ³", "5+!h (4 if ³)", "5+!h (³)",
                                  "5+!h (²³ with a good suit)"])
def test_a_digit_int_cannot_read_is_no_number(text: str) -> None:
    """``str.isdigit`` holds for superscripts (a fuzz finding: ``int('³')`` crashed)."""
    read_meaning(text, "1H")
