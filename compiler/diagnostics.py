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
        lines = [f"{where}{self.severity}: {self.message}"]
        if self.span is not None and source_line is not None:
            text = source_line.rstrip("\r\n").replace("\t", " ")
            lines.append(f"  {text}")
            width = 1
            if self.span.end_line in (None, self.span.line) and self.span.end_col:
                width = max(1, self.span.end_col - self.span.col)
            lines.append("  " + " " * (self.span.col - 1) + "^" + "~" * (width - 1))
        if self.span is not None and self.span.via is not None:
            lines.append(f"{self.span.via}: note: brought in from here")
        if self.hint:
            lines.append(f"  hint: {self.hint}")
        return _CONTROL.sub("\ufffd", "\n".join(lines))  # no terminal escapes from input


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def error(message: str, span: Span | None = None, hint: str | None = None,
          code: str | None = None) -> Diagnostic:
    """Make an error diagnostic."""
    return Diagnostic(severity="error", message=message, span=span, hint=hint, code=code)


def warning(message: str, span: Span | None = None, hint: str | None = None,
            code: str | None = None) -> Diagnostic:
    """Make a warning diagnostic."""
    return Diagnostic(severity="warning", message=message, span=span, hint=hint, code=code)


def info(message: str, span: Span | None = None, hint: str | None = None,
         code: str | None = None) -> Diagnostic:
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
