"""Malformed GIB rules and macro files give located diagnostics, never a traceback."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from syrupy.assertion import SnapshotAssertion

from bridgec.diagnostics import has_errors
from bridgec.frontends import gib
from bridgec.options import ParseOptions
from bridgec.pipeline import SourceCache

from conftest import INPUTS, ROOT, run_cli

ERRORS = INPUTS / "gib" / "errors"


def _render(path: str, options: ParseOptions = ParseOptions()) -> str:
    data = (ROOT / path).read_bytes()
    result = gib.parse(data, path=path, options=options)
    cache = SourceCache()
    cache.add(path, data)
    return cache.render(result.diagnostics)


def test_bad_rules_are_located(snapshot: SnapshotAssertion) -> None:
    text = _render("tests/inputs/gib/errors/bad_rules.gib")
    # one diagnostic for every bad line (2-10) and the repeated id (12); the good rule
    # on line 11 gives none
    lines = sorted({int(x.split(":")[1]) for x in text.splitlines()
                    if x.startswith("tests/inputs/gib/errors/bad_rules.gib:")})
    assert lines == [2, 3, 4, 5, 6, 7, 8, 9, 10, 12]
    assert text == snapshot


def test_runaway_macros_are_located(snapshot: SnapshotAssertion) -> None:
    options = ParseOptions(macros="tests/inputs/gib/errors/runaway.m4")
    text = _render("tests/inputs/gib/errors/runaway.txt2", options)
    assert "runaway.txt2:1:9: error: macro expansion does not stop" in text
    assert "runaway.m4:5:1: error: macro PONG is defined twice" in text
    assert text == snapshot


def test_cli_exits_1_with_the_location() -> None:
    done = run_cli("convert", str(ERRORS / "bad_rules.gib"), "-f", "gib", "-t", "ir-json",
                   "-o", "-")
    assert done.returncode == 1
    assert b"bad_rules.gib:3:6: error: priority 'forty' is not a number" in done.stderr
    assert b"Traceback" not in done.stderr


def test_missing_macro_file_is_an_error() -> None:
    result = gib.parse(b"1 1N 40 P1. :P15 #1\n", path="x.gib",
                       options=ParseOptions(macros="/nonexistent/mac.m4"))
    assert has_errors(result.diagnostics)
    assert "cannot read the macro file" in result.diagnostics[0].message


GIB_CHARS = st.sampled_from(list("0123456789CDHSNPXR:.,!()|&[]^<>+-*?~`#$@=abgz_ \t;"))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(GIB_CHARS, max_size=40), max_size=6))
def test_random_lines_never_raise(lines: list[str]) -> None:
    data = "\n".join(lines).encode()
    result = gib.parse(data, path="random.gib")
    for d in result.diagnostics:
        assert d.span is None or d.span.line >= 1 and d.span.col >= 1


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_never_raise(data: bytes) -> None:
    gib.parse(data, path="random.gib")


def test_numbers_no_ir_integer_holds_are_located_errors() -> None:
    """A GIB number past 32 bits is an error at its digits; one of thousands of digits
    too (``int()`` refuses more than 4,300), while 2**31 - 1 is still read."""
    for number, col in (("99999999999", 6), ("2" * 16385, 6), ("2147483648", 6)):
        result = gib.parse(f"1 1N {number} P15 *1 #1\n".encode(), path="n.gib")
        errors = [d for d in result.diagnostics if d.severity == "error"]
        assert [(e.span.line, e.span.col) for e in errors if e.span] == [(1, col)]
        assert "is too large" in errors[0].message
    goal = gib.parse(b"1 1N 50 P0[89]|P12345678901 #1\n", path="g.gib")
    assert [d.span.col for d in goal.diagnostics if d.span and d.severity == "error"] == [17]
    fine = gib.parse(b"1 1N 2147483647 P15 *1 #1\n", path="n.gib")
    assert not has_errors(fine.diagnostics)
    assert fine.document is not None and fine.document.rules[0].priority == 2**31 - 1
