"""Diagnostics render as path:line:col with the source line, a caret and a hint."""

from __future__ import annotations

from bridgec.diagnostics import Span, error, warning


def test_render_with_caret_and_hint() -> None:
    d = error("unknown directive #FOO", Span(path="a.bml", line=3, col=5, end_col=9),
              hint="did you mean #HIDE?")
    assert d.render("    #FOO bar") == (
        "a.bml:3:5: error: unknown directive #FOO\n"
        "      #FOO bar\n"
        "      ^~~~\n"
        "  hint: did you mean #HIDE?"
    )


def test_render_without_source_or_span() -> None:
    assert warning("w", Span(path="x", line=1, col=2)).render() == "x:1:2: warning: w"
    assert error("no span").render() == "bridgec: error: no span"


def test_tabs_are_shown_as_spaces_so_the_caret_lines_up() -> None:
    d = error("tab", Span(path="t", line=1, col=3))
    assert d.render("a\tb").splitlines()[1:3] == ["  a b", "    ^"]


def test_via_span_is_shown() -> None:
    span = Span(path="a.bml", line=2, col=1, via=Span(path="a.bml", line=9, col=1))
    assert "a.bml:9:1: note: brought in from here" in error("x", span).render()
