"""Diagnostics render as path:line:col with the source line, a caret and a hint."""

from __future__ import annotations

from bridgec.diagnostics import (
    MESSAGE_WIDTH,
    QUOTE_WIDTH,
    Span,
    error,
    quote_window,
    terminal_escaped,
    terminal_safe_json,
    warning,
)


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


_ACTED_ON = "\x7f\x85\x9b\u061c\u200e\u200f\u2028\u2029\u202a\u202e\u2066\u2069"
"""DEL, C1 controls, the separators and the bidirectional controls: what JSON encoders
leave raw and a terminal may act on."""


def test_json_for_a_terminal_escapes_what_a_terminal_acts_on() -> None:
    import json

    text = json.dumps({"a": "x" + _ACTED_ON + "\u00e9"}, ensure_ascii=False)
    printed = terminal_safe_json(text)
    assert not any(c in printed for c in _ACTED_ON) and "\u00e9" in printed
    assert json.loads(printed) == json.loads(text)


def test_a_log_line_shows_controls_and_line_ends_as_escapes() -> None:
    assert terminal_escaped("a\tb\nc\r\x1b[2J\u202e\u2028") == \
        "a\\tb\\x0ac\\x0d\\x1b[2J\\u202e\\u2028"
    assert not any(c in terminal_escaped(_ACTED_ON) for c in _ACTED_ON)
