"""Diagnostics render as path:line:col with the source line, a caret and a hint."""

from __future__ import annotations

from bridgec.diagnostics import MESSAGE_WIDTH, QUOTE_WIDTH, Span, error, quote_window, warning


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


def test_a_long_line_is_quoted_around_the_column() -> None:
    """A 10 MB line was quoted whole, and underlined, for every diagnostic on it."""
    line = "a" * 5_000_000 + "HERE" + "b" * 5_000_000
    d = error("bad", Span(path="f", line=1, col=5_000_001, end_col=5_000_005))
    lines = d.render(line).splitlines()
    assert len(d.render(line)) < 400
    assert lines[1].startswith("  ...a") and lines[1].endswith("b...")
    caret = lines[2].index("^")
    assert lines[1][caret:caret + 4] == "HERE" and lines[2][caret:] == "^~~~"


def test_the_ends_of_a_long_line_are_quoted_from_its_ends() -> None:
    line = "x" * 150 + "END"
    start = error("bad", Span(path="f", line=1, col=1, end_col=4)).render(line).splitlines()
    assert start[1] == "  " + "x" * QUOTE_WIDTH + "..." and start[2] == "  ^~~"
    end = error("bad", Span(path="f", line=1, col=151, end_col=154)).render(line)
    quoted, under = end.splitlines()[1:3]
    assert quoted.endswith("xxEND") and quoted.startswith("  ...")
    assert quoted[under.index("^"):] == "END" and under.endswith("^~~")
    assert quote_window("short", 3, 2) == ("short", 2, 2)


def test_long_messages_keep_their_ends() -> None:
    d = error("#INCLUDE " + "x" * 10_000 + ".bml not found", hint="h" * 5000)
    text = d.render()
    assert len(text) < 2 * MESSAGE_WIDTH + 200 and "not found" in text


def test_c1_controls_and_bidi_overrides_are_not_printed() -> None:
    line = "1C  a\u0085b \u202eevil\u202c \u2066x\u2069 \x9b31m"
    text = error("bad \u202e", Span(path="f", line=1, col=1)).render(line)
    assert not any(c in text for c in "\u0085\u202e\u202c\u2066\u2069\x9b")
    assert "a\ufffdb" in text
