"""The constraint checks of `bridgec check`: overlapping sibling calls and holes, each with
an example hand that really is in the overlap or the hole."""

from __future__ import annotations

from bridgec import ir
from bridgec.bridge.hand import parse_hand
from bridgec.checks.constraint_holes import check_constraint_holes
from bridgec.checks.constraint_overlap import check_constraint_overlap
from bridgec.constraints.evaluate import evaluate
from bridgec.diagnostics import Span


def hcp(lo: int | None = None, hi: int | None = None) -> ir.Range:
    return ir.Range(expr=ir.Feature(name="hcp"), min=lo, max=hi)


def rule(line: int, call: str, c: ir.Constraint | None = None, before: str = "",
         text: str = "", priority: int | None = None) -> ir.Rule:
    auction = tuple(ir.AuctionCall(call=w.strip("()"), side="they" if w[0] == "(" else "we")
                    for w in before.split())
    shows = (ir.HandConstraint(expr=c),) if c is not None else ()
    return ir.Rule(id=f"r{line}", call=ir.Call(name=call), auction=auction,
                   meaning=ir.Meaning(description=(ir.Text(text=text),) if text else (),
                                      shows=shows),
                   priority=priority, span=Span(path="s.bml", line=line))


def example_hand(message: str) -> str:
    return message.split("such as ")[1].split(" (")[0]


def test_partial_overlap_is_reported_with_a_hand_in_both() -> None:
    a, b = hcp(10, 15), hcp(13, 20)
    found = check_constraint_overlap(ir.Document(rules=(rule(1, "1C", a), rule(2, "1D", b))))
    assert len(found) == 1
    d = found[0]
    assert d.span == Span(path="s.bml", line=2) and d.code == "constraint-overlap"
    assert "1C and 1D both fit hands such as" in d.message and "s.bml:1:1" in (d.hint or "")
    hand = parse_hand(example_hand(d.message))
    assert evaluate(a, hand) and evaluate(b, hand)


def test_nested_disjoint_or_prioritised_calls_are_not_overlaps() -> None:
    nested = (rule(1, "1C", hcp(10, 20)), rule(2, "1N", hcp(15, 17)))
    disjoint = (rule(1, "1C", hcp(0, 11)), rule(2, "1N", hcp(12, 37)))
    ranked = (rule(1, "1C", hcp(10, 15), priority=5), rule(2, "1D", hcp(13, 20), priority=9))
    for rules in (nested, disjoint, ranked):
        assert check_constraint_overlap(ir.Document(rules=rules)) == ()


def test_overlap_reads_inferred_meanings() -> None:
    rules = (rule(1, "1C", text="10--15 hcp"), rule(2, "1D", text="13--20 hcp"))
    assert len(check_constraint_overlap(ir.Document(rules=rules))) == 1


def test_hole_is_reported_with_a_hand_no_call_fits() -> None:
    a, b = hcp(0, 11), hcp(13, 37)
    found = check_constraint_holes(ir.Document(rules=(rule(1, "P", a), rule(2, "1C", b))))
    assert len(found) == 1
    d = found[0]
    assert d.span == Span(path="s.bml", line=1) and d.code == "constraint-hole"
    assert "no call (P 1C) fits" in d.message
    hand = parse_hand(example_hand(d.message))
    assert not evaluate(a, hand) and not evaluate(b, hand)
    assert "(12 HCP" in d.message


def test_no_hole_when_covered_or_a_call_is_unconstrained() -> None:
    covered = (rule(1, "P", hcp(0, 11)), rule(2, "1C", hcp(12, 37)))
    catch_all = (rule(1, "P", text="Weak"), rule(2, "1C", hcp(13, 37)))
    lone = (rule(1, "1C", hcp(13, 37)),)
    for rules in (covered, catch_all, lone):
        assert check_constraint_holes(ir.Document(rules=rules)) == ()


def test_hands_must_fit_the_bidders_earlier_calls() -> None:
    # Opener showed 12-14: rebids covering exactly that range leave no hole, though hands of
    # other strength fit no rebid; leaving out 13 makes one, shown with a 13-count.
    openings = (rule(1, "1C", hcp(12, 14)), rule(2, "P", hcp(0, 11)), rule(3, "2C", hcp(15)))
    full = (rule(4, "1N", hcp(12, 13), before="1C (P) 1H (P)"),
            rule(5, "2N", hcp(14, 14), before="1C (P) 1H (P)"))
    assert check_constraint_holes(ir.Document(rules=(*openings, *full))) == ()
    gap = (rule(4, "1N", hcp(12, 12), before="1C (P) 1H (P)"),
           rule(5, "2N", hcp(14, 14), before="1C (P) 1H (P)"))
    found = check_constraint_holes(ir.Document(rules=(*openings, *gap)))
    assert len(found) == 1 and "after 1C (P) 1H (P)" in found[0].message
    assert "(13 HCP" in found[0].message


def test_constraint_overlap_compares_a_bounded_number_of_rules_in_one_auction() -> None:
    """Thousands of rules after one auction made the pairwise comparison quadratic (a
    500 KB file ran past a minute); past MAX_COMPARED the rest are named in one note."""
    from bridgec.checks.constraint_overlap import MAX_COMPARED, check_constraint_overlap
    from bridgec.pipeline import compile_source

    calls = ["1H", "1S", "1N", "2C", "2D", "2H", "2S", "2N", "3C", "3D"]
    text = "*00{t}=NYYYYYY\n" + "".join(
        f"001C1D{calls[i % 10]}=NYYYYYY0{6 + i % 7}+ hcp, {4 + i % 3}+!s\n"
        for i in range(MAX_COMPARED + 100))
    document = compile_source(text.encode(), path="many.bss", to=None).document
    assert document is not None
    found = check_constraint_overlap(document)
    notes = [d for d in found if "are compared for overlapping hands" in d.message]
    assert len(notes) == 1
    assert f"{MAX_COMPARED + 100} rules: only the first {MAX_COMPARED}" in notes[0].message
    assert notes[0].span is not None and notes[0].span.line == MAX_COMPARED + 2
