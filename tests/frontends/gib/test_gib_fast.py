"""The hand-written GIB goal reader agrees with the grammar's (ANTLR) path.

Goals are generated from the shapes of grammar/GibParser.g4 (every parser rule and
every alternative), then mutated; for each text both paths run. Where the grammar accepts
a goal of at most ``MAX_TOKENS`` tokens, the fast reader gives the same IR with the same
spans; where the grammar refuses, the fast reader declines, so every error still comes
from the grammar (except for goals deeper than the IR may nest, where both give the same
error). Long goals, far past ``MAX_TOKENS``, are read by the fast reader too.
"""

from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bridgec import ir
from bridgec.constraints.gib_goals import read_constraint
from bridgec.constraints.notation import constraint_notation
from bridgec.diagnostics import Span
from bridgec.frontends.gib import fast
from bridgec.frontends.gib.goals import AntlrBudget, parse_goal, too_deep
from bridgec.frontends.gib.grammar import parse_goal_antlr
from bridgec.limits import MAX_GOAL_LENGTH, MAX_IR_DEPTH, ir_depth

from conftest import INPUTS

SPAN = Span(path="rules.gib", line=7, col=12, via=Span(path="mac.m4", line=2, col=1))
SETTINGS = settings(max_examples=400, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

# --- the grammar's shapes ----------------------------------------------------------------

UPPER = "CDHSNPXRZ"
strings = st.text(alphabet=UPPER + "0123456789:_", min_size=1, max_size=4)
lower = st.sampled_from("abcxyz")
digits = st.text(alphabet="0123456789", min_size=1, max_size=2)
grabs = lower.map(lambda c: "#" + c)
gotos = st.one_of(st.just("&&"), st.tuples(st.integers(0, 99), st.booleans()).map(
    lambda t: f"@{t[0]:02d}" + ("+" if t[1] else "")))

expr3_leaf = st.one_of(digits, st.sampled_from("CDHSNPXR"), digits.map(lambda d: "#" + d),
                       lower, grabs, st.just("."))
BINARY = ["&&", "||", "&", "|", ">=", "<=", ">", "<", "==", "!=", "=", "+", "-", "*"]


def _expr_step(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.tuples(inner, st.sampled_from(BINARY), inner).map("".join),
        inner.map(lambda e: f"({e})"),
        inner.map(lambda e: "!" + e),
        inner.map(lambda e: "-" + e),
        st.tuples(inner, inner, inner).map(lambda t: f"{t[0]}[{t[1]},{t[2]}]"),
        st.tuples(digits, st.lists(inner, min_size=1, max_size=3)).map(
            lambda t: f"#{t[0]}({','.join(t[1])})"),
    )


exprs = st.recursive(expr3_leaf, _expr_step, max_leaves=6)
class_items = st.one_of(st.sampled_from(UPPER + "0123456789:_"),
                        st.tuples(st.sampled_from("0123456789"),
                                  st.sampled_from("0123456789")).map(lambda t: f"{t[0]}-{t[1]}"),
                        lower, grabs)
class_openers = st.sampled_from(["[", "[^", "[<", "[>", "[+", "[++", "[-", "[--"])
classes = st.tuples(class_openers, st.lists(class_items, min_size=1, max_size=4)).map(
    lambda t: t[0] + "".join(t[1]) + "]")
primary_leaf = st.one_of(st.just("."), st.just(","), strings, lower, grabs, classes,
                         exprs.map(lambda e: f"~{e}~"))


def _altexp(primary: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    term = st.tuples(primary, st.sampled_from(["", "", "*", "+", "?"])).map("".join)
    regexp = st.tuples(st.lists(term, min_size=1, max_size=3),
                       st.sampled_from(["", "", "$", "$1", "$12"])).map(
        lambda t: "".join(t[0]) + t[1])
    branch = st.one_of(
        st.tuples(st.just("|"), st.one_of(st.just(""), gotos), regexp).map("".join),
        regexp.map(lambda r: "&" + r),
        st.tuples(gotos, regexp).map("".join))
    return st.tuples(st.one_of(st.just(""), gotos), regexp,
                     st.lists(branch, max_size=3)).map(lambda t: t[0] + t[1] + "".join(t[2]))


def _primary_step(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(inner.map(lambda p: "!" + p), _altexp(inner).map(lambda a: f"({a})"))


primaries = st.recursive(primary_leaf, _primary_step, max_leaves=5)
restarts = st.one_of(st.just(""), st.text(alphabet=UPPER + ":_", min_size=1, max_size=3).map(
    lambda s: "@" + s))
patterns = st.tuples(st.one_of(st.just(""), _altexp(primaries)), restarts).map("".join)

vals = st.one_of(digits, grabs, digits.map(lambda d: "#" + d), exprs.map(lambda e: f"~{e}~"))
suits = st.one_of(st.sampled_from("CDHS"), grabs)
simple_specs = st.one_of(
    st.tuples(st.sampled_from("PMLQpmlq"), vals).map(lambda t: f":{t[0]}{t[1]}"),
    st.tuples(st.sampled_from("DHSGdhsg"),
              st.lists(st.tuples(vals, suits).map("".join), min_size=1, max_size=3)).map(
        lambda t: f":{t[0]}{''.join(t[1])}"))
spec_list1 = st.one_of(st.just("."), st.lists(simple_specs, min_size=1, max_size=3).map("".join))
specs = st.one_of(spec_list1,
                  st.tuples(exprs, st.one_of(st.just(""), spec_list1)).map(
                      lambda t: f"~{t[0]}~{t[1]}"))

MUTATION_CHARS = list("0123456789CDHSNPXRZ:._,!()|&[]^<>+-*?~`#$@=abz ")


@st.composite
def mutated(draw: st.DrawFn, texts: st.SearchStrategy[str]) -> str:
    text = draw(texts)
    for _ in range(draw(st.integers(1, 3))):
        pos = draw(st.integers(0, len(text)))
        action = draw(st.sampled_from(["insert", "delete", "replace"]))
        char = draw(st.sampled_from(MUTATION_CHARS))
        if action == "insert":
            text = text[:pos] + char + text[pos:]
        elif action == "delete":
            text = text[:pos] + text[pos + 1:]
        else:
            text = text[:pos] + char + text[pos + 1:]
    return text


# --- the check ---------------------------------------------------------------------------

def _source(text: str, spec: bool) -> tuple[str, int]:
    """What parse_goal hands both paths: the text, with backquotes added to a spec."""
    if not spec:
        return text, 0
    shift = 0 if text.startswith("`") else 1
    body = text if shift == 0 else "`" + text
    return body + ("" if body.endswith("`") and len(body) > 1 else "`"), shift


def agree(text: str, spec: bool = False) -> ir.Goal | None:
    """Both paths on ``text``: the same goal, or the fast reader declines."""
    source, shift = _source(text, spec)
    grammar_goal, problems = parse_goal_antlr(text, source, SPAN, shift)
    lexed = fast.tokens(source)
    mine = fast._read(source, SPAN, shift, text)
    if grammar_goal is None:
        if mine is fast.TOO_DEEP:  # read, but deeper than the IR may nest: the same error
            assert problems == (too_deep(SPAN),), text
        else:
            assert mine is None, (text, problems)
        assert parse_goal(text, span=SPAN, spec=spec) == (None, problems)
        return None
    if lexed is not None and len(lexed[0]) - 3 <= fast.MAX_TOKENS:  # must answer
        assert mine == grammar_goal, text
        assert ir_depth(mine)[0] <= 8 + 3 * (len(lexed[0]) - 3) <= MAX_IR_DEPTH, text
    else:  # longer: the fast reader answers unless it nests deeper than MAX_NESTING
        assert mine is None or mine == grammar_goal, text
    assert parse_goal(text, span=SPAN, spec=spec) == (grammar_goal, ())
    return grammar_goal


@SETTINGS
@given(patterns)
@example("1N:P:2C")
@example("P0[89]|P1.")
@example("")
@example("@12+P1$3&&X@AB")
@example("~a+1>=3&&b[1,2]~P1")
@example("!(A|!(B,)*)?.")
@example("[1-2-3]")
@example("P[A-]")
@example("[^-A]")
@example("[--5][++]")
@example("[-A-B]*[A-BC#a]")
@example("[8.]")
@example("[<#ab-c]")
def test_pattern_goals_agree(text: str) -> None:
    agree(text)


@SETTINGS
@given(specs)
@example(":P12:p14")
@example(":D5H#a#b:g#1C")
@example("~e>1~")
@example("`~e>1~:P1`")
@example(".")
def test_spec_goals_agree(text: str) -> None:
    agree(text, spec=True)


@SETTINGS
@given(mutated(patterns))
def test_mutated_pattern_goals_agree(text: str) -> None:
    agree(text)


@SETTINGS
@given(mutated(specs))
def test_mutated_spec_goals_agree(text: str) -> None:
    agree(text, spec=True)


@SETTINGS
@given(st.text(alphabet=MUTATION_CHARS, max_size=16))
def test_random_text_agrees(text: str) -> None:
    agree(text)
    agree(text, spec=True)


def test_every_goal_of_our_inputs_is_read_by_the_fast_reader() -> None:
    count = 0
    for path in sorted((INPUTS / "gib").glob("*.gib")):
        for line in path.read_text(encoding="utf-8").splitlines():
            fields = line.split()
            if not fields or not fields[0][:1].isdigit():
                continue
            for text in (fields[1], fields[3]):
                assert agree(text) is not None, (path.name, text)
                count += 1
            if len(fields) > 4 and not fields[4].startswith(("#", "*")):
                assert agree(fields[4], spec=True) is not None, (path.name, fields[4])
    assert count > 100


def _read_fast(text: str) -> ir.Goal | None:
    return fast._read(text, SPAN, 0, text)


long_goals = st.lists(_altexp(primaries).map(lambda a: f"({a})"), min_size=8,
                      max_size=40).flatmap(
    lambda parts: st.sampled_from("|&").map(lambda op: op.join(parts)))


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(long_goals)
def test_long_goals_agree_and_are_read_by_the_fast_reader(text: str) -> None:
    """Goals far past MAX_TOKENS: the fast reader answers for every one the grammar reads
    (their nesting stays shallow) with the same IR."""
    goal = agree(text)
    if goal is not None:
        assert _read_fast(text) == goal


@pytest.mark.parametrize("text", [
    "&".join(["P1"] * 1000),
    "|".join(f"P1[{k % 10}]&C.[{k % 7}-9]" for k in range(300)),
    "~" + "(" * (fast.MAX_NESTING - 1) + "1" + ")" * (fast.MAX_NESTING - 1) + "~",
    "~" + "+".join(["1"] * 200) + "~",               # a chain deeper than the IR may nest
    "!" * (fast.MAX_NESTING + 10) + "P1",             # deeper than MAX_NESTING: ANTLR's
    "(" * 40 + "P1" + ")" * 40 + "&P1",
], ids=["and-chain", "or-of-ands", "math-nesting", "deep-chain", "nots", "groups"])
def test_long_goals_agree(text: str) -> None:
    agree(text)


def test_long_goals_are_read_without_the_grammar() -> None:
    text = "&".join(["P1"] * 1000)
    assert _read_fast(text) == agree(text)
    assert _read_fast("~" + "+".join(["1"] * 200) + "~") is fast.TOO_DEEP


def test_goals_past_the_length_limit_are_refused_before_reading() -> None:
    text = "|".join(["P1[5-7]"] * (MAX_GOAL_LENGTH // 8 + 1))
    goal, problems = parse_goal(text, span=SPAN)
    assert goal is None
    assert [(p.span, p.message) for p in problems] == [
        (SPAN, f"goal of {len(text):,} characters is longer than the limit of "
               f"{MAX_GOAL_LENGTH:,}")]


def _bounded_parse(tmp_path: Path, data: str) -> subprocess.CompletedProcess[bytes]:
    """Read ``data`` with the GIB front end in a process of at most 1 GB and 10 s."""
    def limit_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    (tmp_path / "rules.gib").write_text(data)
    code = ("import sys; from bridgec.frontends import gib; "
            "r = gib.parse(open(sys.argv[1], 'rb').read(), path='rules.gib'); "
            "print(len(r.document.rules), *[d.message[:80] for d in r.diagnostics], "
            "sep='\\n')")
    return subprocess.run([sys.executable, "-c", code, str(tmp_path / "rules.gib")],
                          capture_output=True, timeout=10, preexec_fn=limit_memory)


def test_one_huge_goal_is_refused_quickly(tmp_path: Path) -> None:
    """64,000 terms in one goal (512 KB): 46 s through ANTLR before the limit."""
    goal = "|".join(["P1[5-7]"] * 64_000)
    done = _bounded_parse(tmp_path, f"1 1N 40 {goal} :P15 #1\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().splitlines() == [
        "0", "goal of 511,999 characters is longer than the limit of 16,384"]


def test_thousands_of_long_goals_are_read_quickly(tmp_path: Path) -> None:
    """2,000 distinct goals of 60 terms: 47 s and 500 MB through ANTLR."""
    lines = [f"1 1N:P:2C {n % 100} " + "|".join(f"P{(n + k) % 3}[{k % 10}]" for k in range(60))
             + f" :P15 *1 #{n + 1}" for n in range(2000)]
    done = _bounded_parse(tmp_path, "\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().splitlines() == ["2000"]


def test_a_kept_goal_is_moved_to_each_use() -> None:
    """The second use of a text is a copy of the first moved to its own span."""
    for text, spec in (("(A|!(B)*)&C@12D", False), (":P12:D5H#a#b", True)):
        for col, via in ((3, None), (40, Span(path="m", line=9, col=2)), (3, None)):
            span = Span(path="r.gib", line=col, col=col, via=via)
            source, shift = _source(text, spec)
            expected, _ = parse_goal_antlr(text, source, span, shift)
            assert parse_goal(text, span=span, spec=spec) == (expected, ())


@pytest.mark.parametrize(("text", "words"), [
    ("P0[1-3]|P0[7-9]|P0[4-6]|P1[0-2]", "hcp 1-12"),
    ("P0[1-3]|P0[7-9]|P0[4-6]&C.[5-9]|P1[0-2]|P1[4]",
     "((hcp 1-3 | hcp 4-9) & D 5+) | hcp 10-12 | hcp =14"),
    ("(P0[1-3]|P0[5])|P0[4]|P0[7]|P0[6]", "hcp 1-5 | hcp 6-7"),
])
def test_touching_ranges_merge_as_each_join_sweeps_them(text: str, words: str) -> None:
    """Each ``|`` sweeps the alternatives once (so 5 and 6 stay apart above): the sweeps
    now start where they may change something, with the same results."""
    goal, _ = parse_goal(text, span=SPAN)
    assert goal is not None
    constraint = read_constraint(goal)
    assert constraint is not None and constraint_notation(constraint) == words


def test_a_huge_goal_is_checked_quickly(tmp_path: Path) -> None:
    """The 512 KB goal through ``bridgec check``: also telling which format a file looks
    like once took 17 s on it (the GIB line pattern backtracked)."""
    (tmp_path / "rules.gib").write_text("1 1N 40 " + "|".join(["P1[5-7]"] * 64_000)
                                        + " :P15 *1 #1\n")
    script = Path(sys.executable).parent / "bridgec"
    done = subprocess.run([str(script), "check", "rules.gib"], capture_output=True,
                          cwd=tmp_path, timeout=10)
    assert done.returncode == 1
    assert b"rules.gib:1:9: error: goal of 511,999 characters is longer than the limit " \
           b"of 16,384" in done.stdout + done.stderr


def test_thousands_of_malformed_goals_are_located_quickly(tmp_path: Path) -> None:
    """40,000 distinct malformed goals (1.3 MB): 32 s and 940 MB when ANTLR explained
    each. The first ANTLR_CHARACTERS of them still get ANTLR's words."""
    lines = [f"1 1N {n % 100} P1[{n % 10}]]{n} :P15 *1 #{n + 1}" for n in range(40_000)]
    done = _bounded_parse(tmp_path, "\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode().splitlines()
    goal, explained = parse_goal_antlr("P1[0]]0", "P1[0]]0", SPAN, 0)
    assert goal is None and len(out) == 40_001 and out[0] == "0"
    assert out[1] == explained[0].message[:80]
    assert out[-1] == "malformed goal 'P1[9]]39999': not read past here"


def test_past_the_antlr_budget_a_malformed_goal_is_located_where_reading_stops() -> None:
    budget = AntlrBudget(0)
    for text, col in (("P1[5]]", 5), ("P1[5", 4), ("(P1|", 4), ("P1 ", 2), ("~1+~", 3)):
        goal, problems = parse_goal(text, span=SPAN, budget=budget)
        assert goal is None and [(p.span.col, p.message) for p in problems] == [
            (SPAN.col + col, f"malformed goal '{text}': not read past here")], text
