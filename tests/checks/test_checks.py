"""The checks: each finds its kind of error, located, and stays quiet on correct input."""

from __future__ import annotations

from bridgec import ir
from bridgec.checks.auction_legality import check_auction_legality
from bridgec.checks.competitive_alternation import check_competitive_alternation
from bridgec.checks.conditions import check_conditions
from bridgec.checks.conflicts import check_conflicts
from bridgec.checks.unreachable_rows import check_unbound_variables, check_unreachable_rows
from bridgec.passes.resolve_conflicts import resolve_conflicts

from builders import doc, rule, span


def messages(found: tuple) -> list[tuple[int, str]]:  # type: ignore[type-arg]
    return [(d.span.line if d.span else 0, d.message) for d in found]


def test_legal_auctions_give_nothing() -> None:
    rules = [rule("a", "1C (1H) X (XX)", "P", 1), rule("b", "1N (P) 2C (X)", "XX", 2),
             rule("c", "P (P) P", "1S", 3, side="they"), rule("d", "1S (P) P (2H)", "P", 4)]
    assert check_auction_legality(doc(*rules)) == ()


def test_illegal_auctions_are_reported_once_each() -> None:
    rules = [rule("a", "1C (P)", "1C", 1), rule("b", "1C (P) 1C (P)", "1H", 2),
             rule("c", "1H (P)", "X", 3), rule("d", "1H (P)", "XX", 4),
             rule("e", "1H (P) P (P)", "2C", 5), rule("f", "P (P) P (P)", "1C", 6),
             rule("g", "", "X", 7), rule("h", "1S (X)", "X", 8)]
    assert messages(check_auction_legality(doc(*rules))) == [
        (1, "illegal auction 1C (P) 1C: insufficient bid; left out"),
        (3, "illegal auction 1H (P) X: double of partner's call; left out"),
        (4, "illegal auction 1H (P) XX: redouble without a double by the opponents; left out"),
        (5, "illegal auction 1H (P) P (P) 2C: the auction has already ended (passed out or "
            "three passes after a bid); left out"),
        (6, "illegal auction P (P) P (P) 1C: the auction has already ended (passed out or "
            "three passes after a bid); left out"),
        (7, "illegal auction X: double with no bid to double; left out"),
        (8, "illegal auction 1S (X) X: double of a contract that is already doubled or "
            "redoubled; left out"),
    ]


def test_conflicts_name_both_places_but_not_pattern_losses() -> None:
    node = ir.BidNode(id="n9", call=ir.CallPattern(text="2X", form="variable", level=2,
                                                  variable="X"), span=span(9))
    body = (ir.BidTable(rows=(node,)),)
    resolved = resolve_conflicts(doc(rule("a", "", "1C", 1, "16+"), rule("b", "", "1C", 5, "15+"),
                                     rule("c", "", "2C", 2, "strong"),
                                     rule("x", "", "2C", 9, "weak", expanded_from="2X"),
                                     body=body))
    found = check_conflicts(resolved)
    assert messages(found) == [(5, "definition of 1C is ignored: the one at sys.bml:1:1 comes "
                                   "first and wins")]


def test_gib_ties_are_reported() -> None:
    found = check_conflicts(doc(rule("a", "", "3N", 1, pattern="1N:P", priority=40),
                                rule("b", "", "3N", 2, pattern="1N:P", priority=40)))
    assert messages(found) == [(2, "rule ties with the rule at sys.bml:1:1: same pattern, "
                                   "constraint and priority 40")]


def _node(nid: str, call: str, side: str, line: int, *children: ir.BidNode,
          seats: tuple[int, ...] = ()) -> ir.BidNode:
    return ir.BidNode(id=nid, call=ir.Call(name=call), side=side,  # type: ignore[arg-type]
                      children=children, span=span(line), conditions=ir.Conditions(seats=seats))


def test_competitive_alternation() -> None:
    table = ir.BidTable(rows=(
        _node("a", "1C", "we", 1, _node("b", "1H", "we", 2)),  # uncontested: fine
        _node("c", "1N", "they", 3, _node("d", "X", "we", 4, _node("e", "2C", "we", 5))),
    ))
    assert messages(check_competitive_alternation(doc(body=(table,)))) == [
        (5, "2C follows a call of the same side in a competitive auction: the opponents' "
            "call in between is missing")]


def test_impossible_conditions() -> None:
    table = ir.BidTable(conditions=ir.Conditions(seats=(1, 2)), rows=(
        _node("a", "1C", "we", 1, seats=(1,)), _node("b", "2C", "we", 2, seats=(3, 4))))
    assert messages(check_conditions(doc(body=(table,)))) == [
        (2, "conditions can never hold: seats [3, 4] inside seats [1, 2]")]


def test_unreachable_rows_and_unbound_variables() -> None:
    table = ir.BidTable(rows=(_node("a", "1C", "we", 1), _node("b", "1D", "we", 2)))
    unbound = ir.Rule(id="u", auction=(), call=ir.CallPattern(
        text="2oM", form="variable", level=2, variable="oM"), span=span(3))
    document = doc(rule("r", "", "1C", 1, node="a"), unbound, body=(table,))
    found = (*check_unreachable_rows(document), *check_unbound_variables(document))
    assert [(d.severity, line, m.split(":")[0]) for (line, m), d in
            zip(messages(found), found, strict=True)] == [
        ("warning", 2, "row 1D defines nothing"),
        ("error", 3, "variable call 2oM was left unbound")]


def test_a_bare_sequence_start_is_not_a_conflict() -> None:
    start = ir.SequenceStart(calls=(ir.PrefixCall(call=ir.Call(name="1C")),), text="1C;",
                             span=span(5))
    table = ir.BidTable(start=start, rows=())
    resolved = resolve_conflicts(doc(rule("a", "", "1C", 1, "16+"), rule("s", "", "1C", 5),
                                     body=(table,)))
    assert check_conflicts(resolved) == ()


def test_conflicts_left_unresolved_are_reported_at_the_later_one() -> None:
    found = check_conflicts(doc(rule("a", "", "1N", 1, "15-17"), rule("b", "", "1N", 2, "12-14"),
                                rule("c", "", "1N", 3, "15-17")))
    assert messages(found) == [(2, "conflicting definition of 1N: the one at sys.bml:1:1 "
                                   "comes first, and readers such as BBO use it")]
