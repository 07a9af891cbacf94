"""The regular-expression fast path of the BSS reader agrees with the ANTLR grammar."""

from __future__ import annotations

from pathlib import Path

import pytest
from bounded import run_bounded
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec.frontends.bss.syntax import (
    Bidding,
    CallText,
    Header,
    SyntaxProblem,
    _fast,
    read_record,
    read_record_antlr,
)
from bridgec.limits import MAX_BSS_GRAMMAR

from conftest import CORPUS, INPUTS, corpus_dir

CORPUS_FILES = sorted((CORPUS / "bss").glob("*.bss"))
OWN = sorted((INPUTS / "bss").rglob("*.bss"))
ALPHABET = "*?$+%={}0123456789CDHSNPRXY!ch \t\r"


def agree(line: str) -> None:
    fast = _fast(line)
    if fast is not None:
        assert fast == read_record_antlr(line), line


@pytest.mark.parametrize("path", [*CORPUS_FILES, *OWN], ids=lambda p: p.name)
def test_fast_path_agrees_on_every_line(path: Path) -> None:
    if path in CORPUS_FILES:
        corpus_dir("bss")
    for line in path.read_text(encoding="utf-8").split("\n"):
        agree(line.removesuffix("\r"))


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=30))
def test_fast_path_agrees_on_random_lines(line: str) -> None:
    agree(line)


@pytest.mark.parametrize("line", ["01D=NYYYYYY0", "*01D=NYYYYYY0", "001C =NYYYYYY",
                                  "001C{x=NYYYYYY"])
def test_lines_the_fast_path_leaves_to_the_grammar(line: str) -> None:
    assert _fast(line) is None
    slow = read_record_antlr(line)
    assert isinstance(slow, SyntaxProblem)
    got = read_record(line)
    assert isinstance(got, SyntaxProblem) and got.col == slow.col


def test_header_with_spaces_is_read_by_the_fast_path() -> None:
    for line in ("*00 {x} = NYYYYYY", "?01\t=NYYYYYY", "*00{x}" + " " * 5000 + "=N"):
        assert _fast(line) == read_record_antlr(line), line
    assert read_record("*00 {x} = NYYYYYY") == Header(floating=False, code="00", name="x",
                                                      tail=" NYYYYYY")


@pytest.mark.parametrize("line", [
    "001C" + "1C{x}" * 1000,                 # no '=': the problem is at the end
    "?00{x}" + " " * 3000 + "y=N",           # past the part the grammar reads
    "?0" + "0" * 3000 + "=N",                # in it
    "01D" + "1C" * 1500 + "=N",
    "?00{" + "x" * 3000,
], ids=["no-equals", "late", "early", "1D", "open-brace"])
def test_a_long_line_is_located_as_the_grammar_locates_it(line: str) -> None:
    assert len(line) > MAX_BSS_GRAMMAR
    slow = read_record_antlr(line)
    got = read_record(line)
    assert isinstance(slow, SyntaxProblem) and isinstance(got, SyntaxProblem)
    assert got.col == slow.col


def test_a_megabyte_record_is_located_within_the_bounds(tmp_path: Path) -> None:
    path = tmp_path / "long.bss"
    calls = "1C{x}" * 200_000
    path.write_text(f"*00{{x}}=NYYYYYYx\n001C{calls}\n")
    done = run_bounded("check", str(path))
    stderr = (done.stdout + done.stderr).decode()
    assert done.returncode == 1, stderr
    assert f"long.bss:2:{len(calls) + 5}: error: cannot read this bidding record: it ends " \
        "too early" in stderr


def test_columns_of_calls_and_text() -> None:
    record = read_record("*002C{Natural}3C=NYYYYYY0")
    assert isinstance(record, Bidding)
    assert [(c.text, c.qualification, c.col) for c in record.calls] == [
        ("2C", "Natural", 4), ("3C", None, 15)]
    assert record.tail_col == 18
    header = read_record("?00{RKCB}=NYYYYYYx")
    assert header == Header(floating=True, code="00", name="RKCB", tail="NYYYYYYx")
    assert isinstance(read_record("001X=NYYYYYY"), SyntaxProblem)


# Records generated from the shapes of grammar/BSSParser.g4, then mutated: the fast path
# gives the grammar's record or leaves the line to the grammar.
DIGIT = st.sampled_from("0123456789")
QUALIFICATION = st.text(alphabet="abc 1!=*{", max_size=6).map(lambda t: "{" + t + "}")
CALL = st.sampled_from([f"{level}{strain}" for level in "17" for strain in "CDHSN"]
                       + ["P", "D", "R", "4H", "3N"])
TEXT = st.text(alphabet="NY0123456789!cdhs +-.=*{}", max_size=20)
SPACE = st.sampled_from(["", "", " ", "\t", "  "])
HEADER = st.tuples(st.sampled_from("*?"), DIGIT, DIGIT, SPACE,
                   st.one_of(st.just(""), QUALIFICATION), SPACE, TEXT).map(
    lambda t: "".join(t[:6]) + "=" + t[6])
BIDDING = st.tuples(st.sampled_from(["", "*"]), DIGIT, DIGIT,
                    st.lists(st.tuples(CALL, st.one_of(st.just(""), QUALIFICATION)).map(
                        "".join), min_size=1, max_size=4).map("".join), TEXT).map(
    lambda t: "".join(t[:4]) + "=" + t[4])
FREE = st.tuples(st.sampled_from("$+%"), TEXT).map("".join)
RECORDS = st.one_of(HEADER, BIDDING, FREE)


@st.composite
def mutated_records(draw: st.DrawFn) -> str:
    line = draw(RECORDS)
    for _ in range(draw(st.integers(0, 2))):
        pos = draw(st.integers(0, len(line)))
        char = draw(st.sampled_from(ALPHABET))
        line = line[:pos] + char + line[pos + (1 if draw(st.booleans()) else 0):]
    return line


@settings(max_examples=400, deadline=None)
@given(RECORDS)
def test_fast_path_agrees_on_records_of_the_grammar(line: str) -> None:
    assert read_record(line) == read_record_antlr(line), line


@settings(max_examples=400, deadline=None)
@given(mutated_records())
def test_fast_path_agrees_on_mutated_records(line: str) -> None:
    agree(line)
    assert read_record(line) == read_record_antlr(line), line


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(BIDDING, mutated_records()), min_size=1, max_size=12))
def test_shared_call_prefixes_change_nothing(lines: list[str]) -> None:
    """The calls before the last, shared between the lines of a file, read the same."""
    prefixes: dict[tuple[str, int], tuple[CallText, ...]] = {}
    for line in lines + lines:  # the second time round, every prefix is already known
        assert _fast(line, prefixes) == _fast(line), line
