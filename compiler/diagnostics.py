"""Source spans and diagnostics: the one way bridgec reports a problem with its input.

A diagnostic renders as ``path:line:col: severity: message``, followed by the source line
with a caret under the column and, where there is one, a ``hint:`` line: the form editors
and CI annotate.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Annotated, Literal

import msgspec

from bridgec.codenames import CodeName

Position = Annotated[int, msgspec.Meta(ge=1, le=2**31 - 1)]
"""A line or column number: from 1, 32 bits (IR JSON and matcher tables are read with it)."""


class Span(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True, gc=False):
    """A region of a source file; lines and columns count from 1, ``end_col`` is exclusive.

    ``via`` is where the text was brought in from: the ``#PASTE`` line of a pasted row,
    the macro use of an expanded GIB rule.
    """

    path: str
    line: Position
    col: Position = 1
    end_line: Position | None = None
    end_col: Position | None = None
    via: Span | None = None

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.col}"


Severity = Literal["error", "warning", "info", "note"]


class Diagnostic(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """One problem found in the input, located by ``span``."""

    severity: Severity
    message: str
    span: Span | None = None
    hint: str | None = None
    code: str | None = None

    def render(self, source_line: str | None = None) -> str:
        """Render as ``path:line:col: severity: message`` plus source line, caret and hint."""
        where = f"{self.span}: " if self.span else "bridgec: "
        lines = [f"{where}{self.severity}: {_shortened(self.message)}"]
        if self.span is not None and source_line is not None:
            width = 1
            if self.span.end_line in (None, self.span.line) and self.span.end_col:
                width = max(1, self.span.end_col - self.span.col)
            text, caret, width = quote_window(source_line.rstrip("\r\n"), self.span.col,
                                              width)
            lines.append("  " + text.replace("\t", " "))
            lines.append("  " + " " * caret + "^" + "~" * (width - 1))
        if self.span is not None and self.span.via is not None:
            lines.append(f"{self.span.via}: note: brought in from here")
        if self.hint:
            lines.append(f"  hint: {_shortened(self.hint)}")
        return terminal_safe("\n".join(lines))  # no terminal escapes from the input


UNSAFE_CHARACTERS = ("\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f"
                     "\u202a-\u202e\u2066-\u2069")
"""The characters no output shows as they are, as the body of a regular-expression class:
the C0 controls but TAB, LF and CR, DEL, the C1 controls (U+0080-U+009F, NEL and CSI among
them), and the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E,
U+200F, U+202A-U+202E, U+2066-U+2069), which make text read in another order than it is
written (Trojan Source). HTML and LaTeX text escaping and terminal printing replace them."""

_UNSAFE = re.compile(f"[\r{UNSAFE_CHARACTERS}]")
"""What a terminal may act on: :data:`UNSAFE_CHARACTERS` and CR, which returns the cursor
to the start of the line."""


def terminal_safe(text: str) -> str:
    """Text to print on a terminal: everything in ``_UNSAFE`` as U+FFFD.

    Every command that prints text from an input (a system's descriptions, names, paths,
    diagnostics) prints it through this, so a file cannot move the cursor, retitle the
    window, clear the screen or reorder a line.
    """
    return _UNSAFE.sub("\ufffd", text)


_JSON_UNSAFE = re.compile(f"[\r\u2028\u2029{UNSAFE_CHARACTERS}]")
"""What JSON text may hold raw but a terminal may act on: ``_UNSAFE`` and the line and
paragraph separators (JSON encoders escape the other C0 controls themselves)."""


def terminal_safe_json(text: str) -> str:
    """JSON text to print on a terminal: the same characters as ``\\uXXXX`` escapes, so the
    data stays exact (``json.dumps`` with ``ensure_ascii=False`` and msgspec leave DEL, C1,
    the separators and the bidirectional characters raw)."""
    return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


LINE_UNSAFE = re.compile(f"[\n\r\u2028\u2029{UNSAFE_CHARACTERS}]")
"""What a one-line message (a log line, a protocol message) never holds: what no output
shows as it is (:data:`UNSAFE_CHARACTERS`) and the line ends and separators."""


def terminal_escaped(text: str) -> str:
    """``text`` on one line of a terminal or a log, every :data:`LINE_UNSAFE` character (and
    TAB) as a Python escape (``\\x1b``, ``\\u202e``), so what was sent stays readable."""
    return LINE_UNSAFE.sub(_escape, text.replace("\t", "\\t"))


def _escape(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


QUOTE_WIDTH = 120
"""At most this many characters of a source line are quoted, around the column."""
MESSAGE_WIDTH = 1000
"""Messages and hints quoting longer input keep this many characters, its ends."""


def quote_window(line: str, col: int, width: int = 1) -> tuple[str, int, int]:
    """The part of ``line`` to quote for a span at 1-based ``col``, ``width`` wide: the
    whole line when short; else :data:`QUOTE_WIDTH` characters around the column, with
    ``...`` where the line goes on. Returns the text, the caret's offset in it and the
    width of the underline within it."""
    if len(line) <= QUOTE_WIDTH:
        return line, col - 1, width
    start = min(max(col - 1 - QUOTE_WIDTH // 3, 0), len(line) - QUOTE_WIDTH)
    end = start + QUOTE_WIDTH
    prefix = "..." if start > 0 else ""
    suffix = "..." if end < len(line) else ""
    caret = min(max(col - 1 - start, 0), QUOTE_WIDTH) + len(prefix)
    shown = max(1, min(width, end - (start + caret - len(prefix))))
    return prefix + line[start:end] + suffix, caret, shown


def _shortened(text: str) -> str:
    if len(text) <= MESSAGE_WIDTH:
        return text
    half = MESSAGE_WIDTH // 2
    return f"{text[:half]} ... ({len(text) - 2 * half} characters) ... {text[-half:]}"


def error(message: str, span: Span | None = None, hint: str | None = None,
          code: CodeName | None = None) -> Diagnostic:
    """Make an error diagnostic."""
    return Diagnostic(severity="error", message=message, span=span, hint=hint, code=code)


def warning(message: str, span: Span | None = None, hint: str | None = None,
            code: CodeName | None = None) -> Diagnostic:
    """Make a warning diagnostic."""
    return Diagnostic(severity="warning", message=message, span=span, hint=hint, code=code)


def info(message: str, span: Span | None = None, hint: str | None = None,
         code: CodeName | None = None) -> Diagnostic:
    """Make an info diagnostic: a finding worth knowing that is not a mistake."""
    return Diagnostic(severity="info", message=message, span=span, hint=hint, code=code)


def has_errors(diagnostics: Iterable[Diagnostic]) -> bool:
    """True if any diagnostic is an error."""
    return any(d.severity == "error" for d in diagnostics)


def sort_key(d: Diagnostic) -> tuple[str, int, int]:
    """Order diagnostics by file, line and column (unlocated ones first)."""
    if d.span is None:
        return ("", 0, 0)
    return (d.span.path, d.span.line, d.span.col)


class InputError(Exception):
    """Raised to abandon a run because of errors in the input; carries the diagnostics."""

    def __init__(self, diagnostics: Iterable[Diagnostic]) -> None:
        self.diagnostics = tuple(diagnostics)
        super().__init__("; ".join(d.message for d in self.diagnostics))


def closest(name: str, choices: Iterable[str], cutoff: float = 0.5) -> str | None:
    """The choice closest to a mistyped ``name`` (difflib's ratio at least ``cutoff``), or
    None: the one "did you mean" of every message that names a known word."""
    from difflib import get_close_matches  # only for a mistake: a run without one skips it

    close = get_close_matches(name, list(choices), n=1, cutoff=cutoff)
    return close[0] if close else None


def did_you_mean(name: str, choices: Iterable[str], cutoff: float = 0.5) -> str:
    """`` (did you mean 'x'?)`` when a choice is close to ``name``, else ``""``."""
    close = closest(name, choices, cutoff)
    return f" (did you mean {close!r}?)" if close else ""
