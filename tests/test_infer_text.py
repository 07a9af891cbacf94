"""Constraint inference from description text: a table of descriptions and the constraint
each must give (written with bridgec.constraints.text.constraint_text), and what must give
nothing."""

from __future__ import annotations

import pytest

from bridgec.constraints.infer_text import infer
from bridgec.constraints.text import constraint_text

BAL = "(shape 4-3-3-3* or shape 4-4-3-2* or shape 5-3-3-2*)"

CASES = [
    # (description, strain of the call, expected)
    ("15--17 hcp", "N", "15 <= hcp <= 17"),
    ("15-17 HCP", "N", "15 <= hcp <= 17"),
    ("11-15", "C", "11 <= hcp <= 15"),
    ("0--7", "D", "0 <= hcp <= 7"),
    ("16+ hcp", "C", "hcp >= 16"),
    ("16+", "C", "hcp >= 16"),
    ("max 7 hcp", "P", "hcp <= 7"),
    ("up to 11 points", "P", "hcp <= 11"),
    ("less than 6 hcp", "P", "hcp <= 5"),
    ("at least 12 hcp", "X", "hcp >= 12"),
    ("10--12 total points", "H", "10 <= total_points <= 12"),
    ("5+!h", "H", "length.H >= 5"),
    ("5+ hearts", "S", "length.H >= 5"),
    ("4!s", "X", "length.S == 4"),
    ("3-!h", "S", "length.H <= 3"),
    ("2--3!d", "N", "2 <= length.D <= 3"),
    ("6+ suit", "H", "length.H >= 6"),
    ("6 card suit", "D", "length.D == 6"),
    ("5+ major", "H", "length.H >= 5"),
    ("4+ major", "C", "(length.H >= 4 or length.S >= 4)"),
    ("4!h/!s", "C", "(length.H == 4 or length.S == 4)"),
    ("4-4 majors", "C", "(length.H >= 4 and length.S >= 4)"),
    ("5-5 minors", "N", "(length.C >= 5 and length.D >= 5)"),
    ("5-4 in the majors", "C", "((length.H >= 5 and length.S >= 4) or "
     "(length.S >= 5 and length.H >= 4))"),
    ("no 4 card major", "N", "(length.H <= 3 and length.S <= 3)"),
    ("balanced", "N", BAL),
    ("15--17 BAL", "N", f"(15 <= hcp <= 17 and {BAL})"),
    ("semi-balanced", "N", "(shape 4-3-3-3* or shape 4-4-3-2* or shape 5-3-3-2* or "
     "shape 5-4-2-2* or shape 6-3-2-2*)"),
    ("unbalanced", "C", f"not {BAL}"),
    ("4414", "C", "shape 4414"),
    ("4-4-4-1", "C", "shape 4-4-4-1*"),
    ("!h longer than !s", "H", "length.H > length.S"),
    ("!s at least as long as !h", "S", "length.S >= length.H"),
    ("stopper in !c", "N", "stoppers.C >= 2"),
    ("singleton or void in !d", "X", "length.D <= 1"),
    ("1 ace", "D", "((honor_points.C >= 8 and honor_points.D <= 7 and honor_points.H <= 7 and "
     "honor_points.S <= 7) or (honor_points.C <= 7 and honor_points.D >= 8 and "
     "honor_points.H <= 7 and honor_points.S <= 7) or (honor_points.C <= 7 and "
     "honor_points.D <= 7 and honor_points.H >= 8 and honor_points.S <= 7) or "
     "(honor_points.C <= 7 and honor_points.D <= 7 and honor_points.H <= 7 and "
     "honor_points.S >= 8))"),
    ("15--17 hcp, balanced", "N", f"(15 <= hcp <= 17 and {BAL})"),
    ("6+!c or 5!c and 4!h/!s, 11--15 hcp", "C",
     "((length.C >= 6 or (length.C == 5 and (length.H == 4 or length.S == 4))) "
     "and 11 <= hcp <= 15)"),
    ("Transfer: 5+!h", "D", "length.H >= 5"),
    ("4+!d, 11+ HCP (12+ if BAL)", "D", "(length.D >= 4 and hcp >= 11)"),
]

NOTHING = [
    ("Weak", "H"),
    ("Stayman, asks for a 4 card major", "C"),
    ("Forcing", "C"),
    ("1430 RKCB", "N"),
    ("Strong or weak", "D"),
    ("6+ suit", "N"),
]


@pytest.mark.parametrize(("text", "strain", "expected"), CASES, ids=[c[0] for c in CASES])
def test_description_gives_constraint(text: str, strain: str, expected: str) -> None:
    found = infer(text, strain)
    assert found is not None, text
    assert constraint_text(found) == expected


@pytest.mark.parametrize(("text", "strain"), NOTHING, ids=[c[0] for c in NOTHING])
def test_description_gives_nothing(text: str, strain: str) -> None:
    assert infer(text, strain) is None
