"""The goal interpreter: for each kind of rule, auctions and hands that must and must not
match; structured constraints agree with matching the pattern string."""

from __future__ import annotations

import functools
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from bridgec import ir
from bridgec.bridge.features import features
from bridgec.bridge.hand import Hand, parse_hand, pattern_string
from bridgec.diagnostics import Span
from bridgec.frontends import gib
from bridgec.frontends.gib.goals import parse_goal
from bridgec.matcher.gib_match import (
    MAX_STEPS,
    GibMatchError,
    match_auction,
    match_goal,
    match_pattern,
)

import gib_match_reference as reference  # tests/ is on sys.path under pytest
from conftest import INPUTS, ROOT
from test_gib_fast import patterns


def _rules() -> dict[int, ir.Rule]:
    found: dict[int, ir.Rule] = {}
    for path in sorted((INPUTS / "gib").glob("*.gib")):
        doc = gib.parse(path.read_bytes(), path=str(path.relative_to(ROOT))).document
        assert doc is not None
        found.update({r.rule_id: r for r in doc.rules if r.rule_id is not None})
    return found


RULES = _rules()


def goal(text: str) -> ir.Goal:
    g, problems = parse_goal(text, span=Span(path="t", line=1))
    assert g is not None and problems == ()
    return g


def seq(rule_id: int) -> ir.Goal:
    g = RULES[rule_id].pattern
    assert g is not None
    return g


@functools.cache
def constraint(rule_id: int) -> ir.Goal:
    r = RULES[rule_id].requires
    assert r is not None and r.text is not None
    return goal(r.text)


# rule id: auctions that match, auctions that do not
AUCTIONS = {
    1001: (["1N"], ["1N:P", "P:1N", "2N"]),                       # literal opening
    1101: (["1N:P:2C"], ["1N:P:2C:P", "1N:X:2C", "1N:P"]),        # literal response
    1401: (["1N:2C:X", "1N:2S:X"], ["1N:2N:X", "1N:3C:X"]),       # class
    1404: (["1C:P:1H:P:2N", "1D:P:1S:P:2N"], ["1H:P:1S:P:2N"]),   # classes in calls
    2001: (["1H:P:2D", "2C:X:3C", "1S:P:2D"], ["1H:P:2S", "1H:P:3D", "1H:P:2N", "3H:P:4C"]),
    2002: (["1C:P:3H", "1H:P:3S"], ["1C:P:2H", "1H:P:3N", "1S:P:3S"]),  # [++1]
    2003: (["3S:P:2N", "2S:P:1N"], ["3S:P:3N", "1S:P:N"]),        # [-e]
    2004: (["1H:P:1S", "1C:P:1N"], ["1S:P:1H", "1S:P:1S"]),       # [>#g]
    2005: (["1S:P:2C", "1H:P:2D"], ["1C:P:2C", "1S:P:2S"]),       # [<#g]
    2006: (["1S", "P:1S", "P:P:P:1S"], ["P:1H", "1S:P"]),         # (..)*
    2007: (["1S:P:4S", "1S:P:P:X:4S"], ["1S:4S", "1S:P:4H"]),     # (..)+
    2008: (["1H:P", "1H:X:P"], ["1H:X:X:P", "1H:R:P"]),           # (..)?
    2009: (["1C:P:1S", "2D:P:1S"], ["1N:P:1S", "1C:X:1S"]),       # ! look-ahead
    2010: (["1S:X:P", "1S:X:X", "1S:X:R"], ["1S:X:1N"]),          # group with |
    2011: (["1S:P:6N:X:P", "6N:X:P"], ["1S:P:6N:X", "6N:X:P:P"]),  # $1
    2012: (["1S:P:4N:P", "4N:P"], ["1S:P:4N:P:5H", "4N:X"]),      # $
    2014: (["1N"], ["2N"]),                                       # @00+ goto
    2015: (["1S"], ["1H", "1S:P"]),                               # && then-branch
    2016: (["1H"], ["1S"]),                                       # | @00+ branch
    2018: (["1N:P:2C"], ["1N:P:2D"]),                             # math with #n
    2021: (["1S:P:2S", "1S:P:4S"], ["1S:P:1S", "1S:P:2H"]),       # #2, #3, #4 calls
    2028: (["1H:P:3H", "1S:P:3S"], ["1H:P:3S", "1C:P:3C"]),       # #g grab
}


@pytest.mark.parametrize("rule_id", list(AUCTIONS))
def test_auctions(rule_id: int) -> None:
    good, bad = AUCTIONS[rule_id]
    for auction in good:
        assert match_auction(seq(rule_id), auction).matched, auction
    for auction in bad:
        assert not match_auction(seq(rule_id), auction).matched, auction


def test_grabs_are_returned() -> None:
    result = match_auction(seq(2001), "1H:P:2D")
    assert result.grabs == {"e": "1", "g": "H", "a": "2", "b": "D"}


def test_restart_appends_to_the_auction() -> None:
    result = match_auction(seq(2017), "1N:P:2C")
    assert result.matched and result.restart == "1N:P:2C:P"


HAND_1N = "AQ2.KJ3.QT98.A32"      # 16 HCP, balanced
HAND_WEAK = "J5432.Q432.32.32"    # 3 HCP, 5 spades, 4 hearts
HAND_2S = "KQJ965.32.T98.32"      # 6 HCP, 6 spades: quality KQJ965 = 6


# rule id: hands that match, hands that do not
HANDS = {
    1001: ([HAND_1N], [HAND_WEAK, "AKQ2.KJ32.Q982.2"]),          # P field and D field
    1003: (["AKJ52.K984.Q73.6"], [HAND_1N, HAND_WEAK]),           # | and &
    1008: ([HAND_2S], ["AKQJ96.K2.T98.32", "965432.K2.QT9.32"]),  # C field and G field
    1105: (["K32.Q32.J432.Q32", "A32.K32.Q432.432"], [HAND_1N]),  # exact range
    1405: (["AK.32.AKJ2.Q5432", "AK.32.AKJ32.Q432"], ["AK32.32.AKJ2.Q32"]),  # group of fields
    1501: (["2.32.543.AKQJ432", "2.32.AKQ5432.543"], [HAND_1N]),  # quality 7+
    1502: (["AK2.432.KQ2.KJ32"], ["AK2.432.KQ2.5432"]),  # stoppers
    1503: (["AKQJ2.AKQ2.32.32"], [HAND_WEAK]),                      # losers
    1505: (["AK2.AK2.432.5432"], ["KQ2.KQ2.KQ2.QJ32"]),             # controls
    2013: (["AKJ52.K984.Q73.6"], [HAND_WEAK]),                      # @nn goto
    2015: (["AKQJ2.AKQ2.32.32"], [HAND_WEAK]),                      # goto @nn+
    2016: (["AK.AKJ52.Q32.432"], ["AKJ52.AK.Q32.432"]),             # then-goto to D
    2018: ([HAND_1N], [HAND_WEAK]),                                 # x[lo,hi]
    2019: ([HAND_1N], [HAND_WEAK]),                                 # unary -, !, &&
    2020: ([HAND_1N], [HAND_WEAK]),                                 # * + - ||
    2026: ([HAND_WEAK], [HAND_1N]),
    2027: (["AQ2.K32.Q432.432"], [HAND_1N, HAND_WEAK]),           # assignment
}


@pytest.mark.parametrize("rule_id", list(HANDS))
def test_hands(rule_id: int) -> None:
    good, bad = HANDS[rule_id]
    for text in good:
        assert match_pattern(constraint(rule_id), pattern_string(parse_hand(text))).matched, text
    for text in bad:
        assert not match_pattern(constraint(rule_id),
                                 pattern_string(parse_hand(text))).matched, text


def test_field_letters_anchor_where_a_plain_search_would_not() -> None:
    # 5+ hearts in the C field; the D field of this hand has "1C" and C-field "C1543"
    h = pattern_string(parse_hand("732.AKQ4.KQJ85.4"))
    assert not match_pattern(goal("C..[5-9]"), h).matched
    assert match_pattern(goal("C.[5-9]"), h).matched
    # spades stopped (S field) is not fooled by "4H3S" in the D field
    assert not match_pattern(goal("S.C.D.H[34]"), h).matched


def test_dispatch_table_is_pluggable() -> None:
    g = goal("1N:~#9(2)==4~P")
    with pytest.raises(GibMatchError, match="#9 is not in the dispatch table"):
        match_auction(g, "1N:P")
    assert match_auction(g, "1N:P", {9: lambda ctx, x: x * 2}).matched


def test_binary0_chains_group_from_the_right() -> None:
    # 0 && 0 || 1: left grouping gives 1, right grouping 0 && (0 || 1) = 0
    assert not match_auction(goal("~0&&0||1~1N"), "1N").matched
    assert match_auction(goal("~(0&&0)||1~1N"), "1N").matched
    g = goal("~0&&0||1~")
    assert g.pattern is not None
    expr = g.pattern.branches[0].seq.terms[0].primary
    assert isinstance(expr, ir.PatMath) and isinstance(expr.expr, ir.MathBinary)
    assert expr.expr.op == "&&" and isinstance(expr.expr.right, ir.MathBinary)


def test_specs_are_not_matched() -> None:
    spec, _ = parse_goal(":P12", span=Span(path="t", line=1), spec=True)
    assert spec is not None
    with pytest.raises(GibMatchError):
        match_auction(spec, "1N")


def _holds(c: ir.Constraint, f: dict[str, int]) -> bool:
    if isinstance(c, ir.Range):
        assert isinstance(c.expr, ir.Feature)
        v = f[c.expr.name + (f".{c.expr.suit}" if c.expr.suit else "")]
        return (c.min is None or v >= c.min) and (c.max is None or v <= c.max)
    if isinstance(c, ir.And):
        return all(_holds(t, f) for t in c.terms)
    if isinstance(c, ir.Or):
        return any(_holds(t, f) for t in c.terms)
    assert isinstance(c, ir.Const)
    return c.value


def test_structured_constraints_agree_with_matching() -> None:
    rng = random.Random(7)
    deck = list(range(52))
    structured = {i: r for i, r in RULES.items()
                  if r.requires and not isinstance(r.requires.expr, ir.PatternMatch)}
    assert len(structured) >= 40
    for _ in range(150):
        rng.shuffle(deck)
        suits = [0, 0, 0, 0]
        for card in deck[:13]:
            suits[card // 13] |= 1 << (card % 13)
        h = Hand(*suits)
        s, f = pattern_string(h), features(h)
        for rule_id, rule in structured.items():
            assert rule.requires is not None
            assert _holds(rule.requires.expr, f) == match_pattern(constraint(rule_id),
                                                                  s).matched, rule_id


CALLS = ["1C", "1D", "1H", "1S", "1N", "2C", "2H", "2S", "2N", "3N", "4S", "6N", "P", "X", "R"]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(RULES)), st.lists(st.sampled_from(CALLS), max_size=8),
       st.permutations(range(52)))
def test_matching_never_fails_on_any_auction_or_hand(rule_id: int, calls: list[str],
                                                       cards: list[int]) -> None:
    suits = [0, 0, 0, 0]
    for card in cards[:13]:
        suits[card // 13] |= 1 << (card % 13)
    try:
        match_auction(seq(rule_id), ":".join(calls))
        match_pattern(constraint(rule_id), pattern_string(Hand(*suits)))
    except GibMatchError:
        pass


# --- bounded matching (issue 21) ---------------------------------------------------------

HAND = "AKJ52.K984.Q73.6"
PATTERN = pattern_string(parse_hand(HAND))
AUCTIONS_TO_TRY = ["", "1N", "1N:P", "1N:P:2C", "P:1S:X:R", "1C:P:1H:P:2N", "6N:X:P"]


def _same(text: str, subject: str, pattern: bool) -> None:
    """The matcher and the backtracking oracle give the same answer (or both refuse)."""
    g = goal(text)
    outcomes = []
    for match in (match_goal, reference.match_goal):
        try:
            outcomes.append(match(g, subject, pattern=pattern))
        except GibMatchError:
            outcomes.append("refused")
        except reference.TooLong:  # the exponential oracle cannot say: no verdict here
            assume(False)
    assert outcomes[0] == outcomes[1], (text, subject)


def _parses(text: str) -> bool:
    g, problems = parse_goal(text, span=Span(path="t", line=1))
    return g is not None and not problems


@settings(max_examples=400, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(patterns.filter(_parses), st.sampled_from(AUCTIONS_TO_TRY))
@example("a.*b.*#a", "1N:P:2C")
@example("(a.|b:.)*(#a|#b)", "1N:P:1N")
@example("e[12]g.&~e>0~.*", "1N:P:2C")
@example("(,:)*2C&a.", "1N:P:2C")
@example("(1N|:P|.)*(.)*", "1N:P")
@example("!(1N:P)*,", "P")
@example("6N:X$1@:P", "6N:X:P")
@example("~a=1~(~a=a+1~.)*~a>2~", "1N:P:2C")
def test_matching_agrees_with_backtracking(text: str, auction: str) -> None:
    _same(text, auction, pattern=False)
    _same(text, PATTERN, pattern=True)


def test_every_rule_matches_as_backtracking_does() -> None:
    rng = random.Random(21)
    for rule in RULES.values():
        for _ in range(3):
            calls = ":".join(rng.choice(CALLS) for _ in range(rng.randint(1, 5)))
            assert rule.pattern is not None
            _same(rule.pattern.source, calls, pattern=False)
        if rule.requires is not None and rule.requires.text:
            _same(rule.requires.text, PATTERN, pattern=True)


def _bounded(tmp_path: Path, rule: str, *args: str) -> subprocess.CompletedProcess[bytes]:
    (tmp_path / "rules.gib").write_text(rule + "\n")
    script = Path(sys.executable).parent / "bridgec"
    return subprocess.run([str(script), args[0], str(tmp_path / "rules.gib"), *args[1:]],
                          capture_output=True, cwd=tmp_path, timeout=10)


@pytest.mark.parametrize("command", [["bid", "--hand", HAND],
                                     ["analyze", "--deals", "300", "-o", "report.htm"]],
                         ids=["bid", "analyze"])
def test_a_goal_that_backtracks_badly_is_answered_quickly(tmp_path: Path,
                                                          command: list[str]) -> None:
    """``.*`` six times over the 57 characters: more than 120 s when matching backtracked."""
    done = _bounded(tmp_path, "1 1N 40 .*.*.*.*.*.*Z :P15 *1 #1", *command)
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr and b"internal error" not in done.stderr


def test_a_goal_past_the_step_limit_never_matches_and_says_where(tmp_path: Path) -> None:
    bids = [f"{level}{strain}" for level in range(1, 8) for strain in "CDHSN"]
    auction = " ".join(c for bid in bids[:30] for c in (bid, "P", "P", "X", "P", "P", "XX",
                                                         "P", "P"))
    done = _bounded(tmp_path, "1 ((.*)*)*Z 40 P1. :P15 *1 #1", "bid", "--hand", HAND,
                    "--auction", auction)
    assert done.returncode == 0, done.stderr
    assert f"rules.gib:1:3: '((.*)*)*Z' never matches: the goal takes more than " \
           f"{MAX_STEPS} steps".encode() in done.stderr


def test_a_goal_calling_a_missing_function_is_named_where_the_table_is_made(
        tmp_path: Path) -> None:
    """An unknown `#n` is found when the table is compiled (bridgec.matcher.gib_check): a
    warning at the rule, never an error while bidding."""
    made = _bounded(tmp_path, "1 1N 40 ~#9~ :P15 *1 #1", "convert", "-t", "matcher", "-o",
                    str(tmp_path / "rules.matcher"))
    assert made.returncode == 0, made.stderr
    assert b"rules.gib:1:1: warning: condition '#9 is not a GIB function bridgec knows'" \
        in made.stderr
    done = _bounded(tmp_path, "1 1N 40 ~#9~ :P15 *1 #1", "bid", "--hand", HAND)
    assert done.returncode == 0, done.stderr
    assert b"internal error" not in done.stderr


