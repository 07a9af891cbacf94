"""The one notation of constraints (:mod:`bridgec.constraints.notation`): each form, the
aliases of the one definition of balanced hands, and exactness (two constraints written
alike are the same constraint)."""

from __future__ import annotations

import itertools

import pytest

from bridgec import ir
from bridgec.constraints.describe import describe_constraint
from bridgec.constraints.notation import constraint_notation, expr_notation
from bridgec.constraints.shapes import BALANCED, balanced, semi_balanced
from bridgec.meanings import read_meaning


def length(suit: str, lo: int | None, hi: int | None = None) -> ir.Range:
    return ir.Range(expr=ir.Feature(name="length", suit=suit), min=lo, max=hi)  # type: ignore[arg-type]


HCP = ir.Feature(name="hcp")
H5, S4 = length("H", 5), length("S", 4)
FORMS: list[tuple[ir.Constraint | None, str]] = [
    (None, "none"),
    (ir.Range(expr=HCP, min=15, max=17), "hcp 15-17"),
    (ir.Range(expr=HCP, min=13, max=13), "hcp =13"),
    (ir.Range(expr=HCP, max=11), "hcp <=11"),
    (ir.Range(expr=HCP), "hcp any"),
    (H5, "H 5+"),
    (ir.Range(expr=ir.Feature(name="stoppers", suit="C"), min=2), "stop.C 2+"),
    (ir.Range(expr=ir.Feature(name="suit_hcp", suit="H"), min=5), "hcp.H 5+"),
    (ir.Range(expr=ir.Feature(name="hcp", suit="H"), min=5), "hcp[H] 5+"),  # not valid
    (ir.Range(expr=ir.Feature(name="length"), min=5), "length 5+"),  # not valid either
    (ir.Range(expr=ir.Arith(op="+", left=ir.Feature(name="length", suit="H"),
                            right=ir.Feature(name="length", suit="S")), min=9), "(H + S) 9+"),
    (ir.Range(expr=ir.Arith(op="-", left=ir.Feature(name="length", suit="H"),
                            right=ir.Feature(name="length", suit="S")), min=-1, max=2),
     "(H - S) -1-2"),
    (ir.Compare(op=">", left=ir.Feature(name="length", suit="H"),
                right=ir.Feature(name="length", suit="S")), "H > S"),
    (ir.Shape(pattern="4-4-4-1", any_order=True), "4-4-4-1*"),
    (ir.Shape(pattern="4414"), "4414"),
    (balanced(), "BAL"),
    (semi_balanced(), "SEMIBAL"),
    (ir.Not(term=balanced()), "not BAL"),
    (ir.Not(term=ir.And(terms=(H5, S4))), "not (H 5+ & S 4+)"),
    (ir.Or(terms=(ir.And(terms=(H5, S4)), ir.And(terms=(length("S", 5), length("H", 4))))),
     "(H 5+ & S 4+) | (S 5+ & H 4+)"),
    (ir.And(terms=(ir.Range(expr=HCP, min=15, max=17), balanced())), "hcp 15-17 & BAL"),
    (ir.And(terms=(H5, ir.And(terms=(S4, balanced())))), "H 5+ & (S 4+ & BAL)"),
    (ir.And(terms=(H5,)), "and(H 5+)"),
    (ir.Or(terms=()), "or()"),
    (ir.Or(terms=(ir.Or(terms=(H5,)), S4)), "or(H 5+) | S 4+"),
    (ir.Const(value=True), "any"),
    (ir.Not(term=ir.Const(value=False)), "not no hand"),
    (ir.PatternMatch(goal=ir.Goal(source="P1[5-9]")), 'pattern "P1[5-9]"'),
    (ir.Opaque(language="bml", text="a good suit"), '[bml] "a good suit"'),
    # text of the input is quoted, on one line: it cannot end the quotes, start a line or
    # read as notation
    (ir.Opaque(language="bml", text="x & H 5+"), '[bml] "x & H 5+"'),
    (ir.Opaque(language="bml", text='x" & H 5+'), r'[bml] "x\" & H 5+"'),
    (ir.And(terms=(ir.Opaque(language="bml", text="x"), H5)), '[bml] "x" & H 5+'),
    (ir.Opaque(language="bml", text=r"a\nb"), r'[bml] "a\\nb"'),  # a backslash, an n
    (ir.Opaque(language="bml", text="a\nb\x1b[2J"), r'[bml] "a\x0ab\x1b[2J"'),
    (ir.Opaque(language="x] y", text=""), '["x] y"] ""'),
]


@pytest.mark.parametrize(("c", "text"), FORMS, ids=[t for _, t in FORMS])
def test_each_form(c: ir.Constraint | None, text: str) -> None:
    assert constraint_notation(c) == text


def test_the_forms_are_exact() -> None:
    """Different constraints, different texts: here for every pair of the forms, and for
    the one-term *and*, *or* and their term, which a shorter notation would write alike."""
    for (a, x), (b, y) in itertools.combinations(FORMS, 2):
        assert (a == b) == (x == y), (x, y)


def test_bal_is_exactly_the_one_definition_of_balanced() -> None:
    """The reader's ``BAL`` and the notation's are the shapes of constraints.shapes; the
    same shapes in another order, or one shape fewer, are written out."""
    assert read_meaning("BAL").constraint == balanced()
    assert constraint_notation(read_meaning("semi-balanced").constraint) == "SEMIBAL"
    reordered = ir.Or(terms=tuple(ir.Shape(pattern=p, any_order=True)
                                  for p in reversed(BALANCED)))
    assert constraint_notation(reordered) == "5-3-3-2* | 4-4-3-2* | 4-3-3-3*"
    fewer = ir.Or(terms=balanced().terms[:2])  # type: ignore[attr-defined]
    assert constraint_notation(fewer) == "4-3-3-3* | 4-4-3-2*"


def test_expressions_and_the_words_beside_the_notation() -> None:
    assert expr_notation(ir.Feature(name="total_points")) == "tp"
    assert expr_notation(ir.Feature(name="suit_hcp", suit="S")) == "hcp.S"
    c = ir.And(terms=(ir.Range(expr=HCP, min=15, max=17), balanced()))
    assert describe_constraint(c).startswith("15-17 HCP, (shape 4-3-3-3 (any order))")
