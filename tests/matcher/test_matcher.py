"""The compiled matcher table: lookup of concrete auctions, GIB patterns, priorities and
defaults, seat and vulnerability conditions, ranking, bad input, the layout's schema, and
agreement of the compiled table with a direct interpretation of the IR."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import msgspec
import numpy as np
import pytest

from bridgec import ir
from bridgec.bridge import batch as hand_batch
from bridgec.bridge.auction import auction_over
from bridgec.bridge.calls import read_calls
from bridgec.bridge.features import INDEX, features, vector
from bridgec.bridge.hand import Hand, parse_hand
from bridgec.cli.matcher import compile_system, schema_text
from bridgec.constraints.evaluate import evaluate
from bridgec.diagnostics import Span
from bridgec.emitters.matcher import emit
from bridgec.matcher import format as mf
from bridgec.matcher.compile import compile_table
from bridgec.matcher.runtime import BidError, Table, from_bytes, load

from conftest import INPUTS, ROOT


def hcp(lo: int | None = None, hi: int | None = None) -> ir.Range:
    return ir.Range(expr=ir.Feature(name="hcp"), min=lo, max=hi)


def length(suit: str, lo: int | None = None, hi: int | None = None) -> ir.Range:
    return ir.Range(expr=ir.Feature(name="length", suit=suit), min=lo, max=hi)  # type: ignore[arg-type]


def rule(rid: str, before: str, call: str, *terms: ir.Constraint, seats: tuple[int, ...] = (),
         we_vul: bool | None = None, priority: int | None = None, default: bool = False,
         text: str = "") -> ir.Rule:
    auction = tuple(ir.AuctionCall(call=w.strip("()"), side="they" if w[0] == "(" else "we")
                    for w in before.split())
    shows = (ir.HandConstraint(expr=ir.And(terms=terms)),) if terms else ()
    return ir.Rule(id=rid, call=ir.Call(name=call), auction=auction,
                   meaning=ir.Meaning(description=(ir.Text(text=text or rid),), shows=shows),
                   conditions=ir.Conditions(seats=seats, we_vulnerable=we_vul),
                   priority=priority, default=default,
                   span=Span(path="t.bml", line=int(rid[1:]), col=1))


BAL = ir.Shape(pattern="4-3-3-3", any_order=True)
SYSTEM = ir.Document(rules=(
    rule("r1", "", "1C", length("C", 3), hcp(12, 21)),
    rule("r2", "", "1N", hcp(15, 17), ir.Or(terms=(BAL, ir.Shape(pattern="4-4-3-2",
                                                                   any_order=True)))),
    rule("r3", "", "P", hcp(0, 11)),
    rule("r4", "", "2S", length("S", 6, 6), hcp(5, 10), seats=(1, 2)),
    rule("r5", "", "3S", length("S", 6, 6), hcp(5, 10), seats=(3, 4)),
    rule("r6", "1C (P)", "1H", length("H", 4), hcp(6)),
    rule("r7", "1C (P)", "1N", hcp(6, 10)),
    rule("r8", "(1N)", "X", hcp(15)),
    rule("r9", "(1N)", "2H", length("H", 5), we_vul=False),
    rule("r10", "P (P) 1C (P)", "2C", length("C", 4), hcp(10, 12)),
))
TABLE = Table(compile_table(SYSTEM)[0])
BALANCED_15 = "AQ4.K72.KJ3.Q852"   # 15 HCP, 3-3-3-4


def calls(found: list[object]) -> list[str]:
    return [c.call for c in found]  # type: ignore[attr-defined]


# --- concrete auctions ------------------------------------------------------------------


def test_opening_ranked_most_specific_first() -> None:
    assert calls(TABLE.bid(BALANCED_15)) == ["1N", "1C"]
    found = TABLE.bid(BALANCED_15)[0]
    assert found.meaning == "r2" and found.span == Span(path="t.bml", line=2, col=1)


def test_response_and_competitive_nodes() -> None:
    assert calls(TABLE.bid("Q73.K985.J84.K92", "1C P")) == ["1H", "1N"]
    assert calls(TABLE.bid("AQ4.K72.KJ3.Q852", "1N")) == ["X"]
    assert TABLE.bid("AQ4.K72.KJ3.Q852", "1H P") == []


def test_auction_spellings() -> None:
    assert read_calls("1nt pass 2c Dbl xx") == ["1N", "P", "2C", "X", "XX"]
    assert read_calls("1N:P:2C") == ["1N", "P", "2C"]
    assert read_calls(["1C", "P"]) == ["1C", "P"]
    assert calls(TABLE.bid(BALANCED_15, "1NT")) == calls(TABLE.bid(BALANCED_15, ["1N"]))


def test_auction_over() -> None:
    assert auction_over(["P", "P", "P", "P"]) and auction_over(["1C", "P", "P", "P"])
    assert not auction_over(["P", "P", "P"]) and not auction_over(["P", "1C", "P", "P"])
    assert TABLE.bid(BALANCED_15, "1C P P P") == []


# --- seats and vulnerability -------------------------------------------------------------


def test_seat_conditions_count_from_the_dealer() -> None:
    weak = "KQJ984.72.A2.972"
    assert "2S" in calls(TABLE.bid(weak)) and "3S" not in calls(TABLE.bid(weak))
    third = calls(TABLE.bid(weak, "P P"))
    assert "3S" in third and "2S" not in third
    assert calls(TABLE.bid(weak, "", seat=3)) == third  # leading passes from the seat
    assert calls(TABLE.bid(weak, "P", seat=2)) == calls(TABLE.bid(weak, "P"))


def test_leading_passes_prefer_the_exact_auction() -> None:
    hand = "Q7.82.J84.AK9532"  # 10 HCP, six clubs
    assert calls(TABLE.bid(hand, "P P 1C P")) == ["2C"]      # passed-hand node
    assert "2C" not in calls(TABLE.bid(hand, "1C P"))          # unpassed: its own node


def test_vulnerability_conditions() -> None:
    hand = "72.KQT98.A92.972"
    assert calls(TABLE.bid(hand, "1N", vul="none")) == ["2H"]
    assert calls(TABLE.bid(hand, "1N", vul="they")) == ["2H"]
    # no rule applies: the pass a player makes where the system is silent
    assert calls(TABLE.bid(hand, "1N", vul="we")) == ["P"]
    assert calls(TABLE.bid(hand, "1N", vul=(True, True))) == ["P"]


# --- priorities, defaults and GIB patterns ----------------------------------------------


def test_priority_outranks_specificity_and_defaults_give_way() -> None:
    doc = ir.Document(rules=(
        rule("r1", "", "1N", hcp(15, 17), priority=10),
        rule("r2", "", "1C", hcp(12), priority=20),
        rule("r3", "", "2C", hcp(12), priority=20, default=True),
        rule("r4", "", "P", priority=5, default=True),
    ))
    table = Table(compile_table(doc)[0])
    assert calls(table.bid(BALANCED_15)) == ["1C", "1N"]  # 2C and P defaults give way
    assert calls(table.bid("972.842.J84.Q952")) == ["P"]   # nothing else: the default


def test_gib_patterns_through_the_goal_interpreter() -> None:
    pytest.importorskip("bridgec.matcher.gib_match")
    table = compile_system(str(INPUTS / "gib" / "system.gib"))
    assert table.table.patterns and not table.table.nodes
    stayman = table.bid("K873.Q852.J84.K9", "1N P")
    assert stayman[0].call == "2C" and stayman[0].priority == 50
    assert calls(table.bid("973.852.J842.Q92", "1N P")) == ["P"]   # 1N:P:P, 0-7
    assert calls(table.bid("973.852.J842.Q92", "1N X")) == ["P"]   # 1N:X:P
    assert calls(table.bid("AK3.AQ2.KJ3.QJ52", "1N P")) == []       # 20 HCP: no rule


# --- explanations and bad input ------------------------------------------------------------


def test_explain_says_why() -> None:
    reasons = {r.call: r.reason for r in TABLE.explain("KQJ984.72.A2.972", "P P")}
    assert reasons["2S"] == "opened in seat 3; the rule is for seat(s) [1, 2]"
    assert reasons["1N"] == "hcp is 10, needs hcp 15-17"


@pytest.mark.parametrize(("args", "message"), [
    (("AKJ52.K984.Q73",), r"has 3 suit\(s\)"),
    (("AKJ52.K984.Q73.6", "1C 9H"), "'9H' is not a call"),
    (("AKJ52.K984.Q73.6", "", 5), "seat 5 is not 1-4"),
    (("AKJ52.K984.Q73.6", "", None, "NS"), "not one of none, we, they, both"),
])
def test_bad_arguments(args: tuple[object, ...], message: str) -> None:
    with pytest.raises(BidError, match=message):
        TABLE.bid(*args)  # type: ignore[arg-type]


def test_pbn_and_hand_objects() -> None:
    assert calls(TABLE.bid("N:" + BALANCED_15)) == calls(TABLE.bid(parse_hand(BALANCED_15)))


# --- the table file ------------------------------------------------------------------------


def test_round_trip_and_load(tmp_path: Path) -> None:
    data = emit(SYSTEM).output
    assert isinstance(data, bytes)
    assert mf.load_table(data) == compile_table(SYSTEM)[0]
    path = tmp_path / "t.matcher"
    path.write_bytes(data)
    assert calls(load(path).bid(BALANCED_15)) == calls(TABLE.bid(BALANCED_15))


def test_bad_table_files() -> None:
    with pytest.raises(mf.TableError, match="not a bridgec matcher table"):
        from_bytes(b"\x93garbage")
    other = mf.encode(mf.MatcherTable(version="1.0"))
    with pytest.raises(mf.TableError, match="recompile"):
        from_bytes(other)


def test_runtime_and_bid_do_not_load_numpy(tmp_path: Path) -> None:
    path = tmp_path / "t.matcher"
    path.write_bytes(emit(SYSTEM).output)  # type: ignore[arg-type]
    code = ("import sys\nfrom bridgec.cli.app import run\n"
            f"run(['bid', {str(path)!r}, '--hand', {BALANCED_15!r}])\n"
            "print('numpy' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.stdout.splitlines() == ["1. 1N  r2  [t.bml:2:1]", "2. 1C  r1  [t.bml:1:1]",
                                        "False"], done.stderr


def test_schema_is_current() -> None:
    committed = (ROOT / "ir-schema" / "matcher-table.schema.json").read_text()
    assert committed == schema_text(), "run: bridgec matcher schema -o " \
        "ir-schema/matcher-table.schema.json"
    assert json.loads(committed)["title"].startswith("bridgec matcher table")


def test_opponents_rules_and_unexpanded_calls_are_reported() -> None:
    they = ir.Rule(id="t1", side="they", call=ir.Call(name="1N"), auction=())
    pattern = ir.Rule(id="t2", call=ir.CallPattern(text="2M", form="variable", level=2,
                                                   variable="M"), auction=(),
                      span=Span(path="t.bml", line=9))
    table, diagnostics = compile_table(ir.Document(rules=(they, pattern)))
    assert not table.entries
    assert [d.code for d in diagnostics] == ["matcher-skip", "matcher-they"]
    assert diagnostics[0].span == Span(path="t.bml", line=9)


def test_the_table_leaves_out_the_rules_marked_context_only_whatever_the_format() -> None:
    bare = ir.Rule(id="s1", call=ir.Call(name="1N"), auction=())  # no node, no description
    marked = msgspec.structs.replace(bare, id="s2", call=ir.Call(name="1C"), context_only=True)
    for source in (None, ir.Source(format="bml", path="t.bml"),
                   ir.Source(format="bss", path="t.bss")):
        table, _ = compile_table(ir.Document(source=source, rules=(bare, marked)))
        # the mark decides, not the source format: an unmarked rule is a definition
        assert [e.rule for e in table.entries if not e.default] == ["s1"], source


def test_the_table_reads_the_share_understood_that_the_ir_records() -> None:
    def shown(share: float | None, origin: str = "inferred") -> ir.Rule:
        said = ir.HandConstraint(expr=hcp(15, 17), origin=origin,  # type: ignore[arg-type]
                                 text="15-17 hcp", understood=share)
        return ir.Rule(id=f"u{len(made)}", call=ir.Call(name="1N"), auction=(),
                       meaning=ir.Meaning(description=(ir.Text(text="15-17 hcp"),),
                                          shows=(said,)))

    made: list[ir.Rule] = []
    for share, origin in ((0.25, "inferred"), (None, "inferred"), (0.25, "source")):
        made.append(shown(share, origin))
    table, _ = compile_table(ir.Document(rules=tuple(made)))
    # not read again: "15-17 hcp" reads in full, the IR says a quarter
    assert [(e.understood, e.unknown) for e in table.entries if not e.default] == [
        (0.25, False), (1.0, False), (1.0, False)]


# --- compiled table == direct interpretation ----------------------------------------------


def vector_agrees(hand: Hand) -> None:
    values = features(hand)
    v = vector(hand)
    for name, index in INDEX.items():
        if name in values:
            assert v[index] == values[name], name


def reference(document: ir.Document, hand: Hand, auction: list[str], seat: int) -> set[str]:
    """The calls the IR's rules allow, worked out rule by rule (no table). The calls of a
    BML sequence start that no row defines are context, not definitions."""
    n = len(auction)
    leading = next((i for i, c in enumerate(auction) if c != "P"), n)
    forms = [(auction, 0)] + ([(auction[leading:], leading)] if leading else [])
    for calls_, start in forms:
        first = "we" if (n - start) % 2 == 0 else "they"
        matching = [r for r in document.rules if r.side == "we" and r.auction is not None
                    and (r.node is not None or r.meaning.description or r.meaning.shows)
                    and [c.call for c in r.auction] == calls_
                    and (r.auction[0].side if r.auction else "we") == first]
        if matching:
            break
    else:
        return set()
    out = set()
    for r in matching:
        if r.conditions.seats and leading + 1 not in r.conditions.seats:
            continue
        shows = r.meaning.shows
        if all(evaluate(s.expr, hand) for s in shows):
            out.add(r.call.name)  # type: ignore[union-attr]
    return out


def test_compiled_table_agrees_with_the_ir_on_random_hands() -> None:
    import bridgec
    from bridgec.matcher.choice import SILENT_PASS  # the table's own pass: not in the IR

    result = bridgec.convert_file(ROOT / "examples" / "sayc.bml", "matcher")
    document = result.document
    assert document is not None and isinstance(result.output, bytes)
    table = from_bytes(result.output)
    rng = random.Random(4)
    hands = hand_batch.to_hands(hand_batch.deal(150, np.random.default_rng(4)).reshape(-1, 4))
    auctions = [n.key.split(":", 1)[1].split() for n in table.table.nodes]
    auctions += [["P"], ["P", "P"], ["P", "P", "P"], ["P", "1C"], ["P", "P", "1H", "P"]]
    for hand in hands:
        vector_agrees(hand)
        auction = rng.choice(auctions)
        got = {c.call for c in table.bid(hand, auction) if c.meaning != SILENT_PASS}
        assert got == reference(document, hand, auction, len(auction) % 4 + 1), \
            (str(hand), auction)


def test_numpy_features_agree_with_the_hand_evaluator() -> None:
    masks = hand_batch.deal(300, np.random.default_rng(11)).reshape(-1, 4)
    f = hand_batch.features(masks)
    for row, hand in zip(f, hand_batch.to_hands(masks), strict=True):
        assert tuple(int(x) for x in row) == vector(hand)
        vector_agrees(hand)


def test_gib_pattern_without_a_call_answers_the_call_it_matched() -> None:
    pytest.importorskip("bridgec.matcher.gib_match")
    from bridgec.frontends.gib.goals import parse_goal

    goal, _ = parse_goal("1N:P:2[CD]", span=Span(path="x.gib", line=1))
    assert goal is not None
    r = ir.Rule(id="g1", pattern=goal, priority=10,
                requires=ir.HandConstraint(expr=hcp(8)))
    table = Table(compile_table(ir.Document(rules=(r,)))[0])
    assert calls(table.bid("K873.Q852.J84.K9", "1N P")) == ["2C"]
    assert table.bid("K873.Q852.J84.K9", "1N X") == []
    assert table.bid("8732.Q52.J84.K92", "1N P") == []  # 6 HCP: the constraint fails
