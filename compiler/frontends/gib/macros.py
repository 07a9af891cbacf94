"""GIB macro files (mac.m4) and macro expansion of mb.txt2, as the seed states.

A macro file holds one definition a line, in either form::

    define(`OPEN1N', `1N')      ; m4 style (quotes optional: define(OPEN1N,1N))
    OPEN1N 1N                    ; name, white space, expansion

Blank lines and lines starting with ``;`` or ``dnl`` are comments. A name starts with a
letter and holds letters, digits and ``_``; the expansion is the rest of the line, trimmed,
and holds no macro arguments. Expansion replaces every name whose preceding character is
not alphanumeric, ``@`` or ``_`` and whose following character is not alphanumeric or
``_``, and repeats until nothing changes (at most :data:`MAX_ROUNDS` rounds, and the text
may grow to at most :data:`MAX_LENGTH` characters; beyond that, a located error, given
before a longer text is built). The macro file is read up to the input size limit, like
every input, and the expanded rule file may not grow past that limit either.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bridgec.diagnostics import Diagnostic, Span, error

MAX_ROUNDS = 64
MAX_LENGTH = 65536
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
_DEFINE = re.compile(r"define\(\s*`?([^,'`\s]+)'?\s*,\s*`?(.*?)'?\s*\)\s*(?:;.*)?\Z")


@dataclass(frozen=True)
class Macro:
    """One definition and where it was written."""

    name: str
    body: str
    span: Span


@dataclass
class MacroTable:
    """The macros of a file, with the compiled matcher of their names."""

    macros: dict[str, Macro] = field(default_factory=dict)
    _regex: re.Pattern[str] | None = None

    def regex(self) -> re.Pattern[str] | None:
        """One pattern for every name, longest first, with the seed's boundary rules."""
        if self._regex is None and self.macros:
            names = sorted(self.macros, key=len, reverse=True)
            alternatives = "|".join(re.escape(n) for n in names)
            self._regex = re.compile(rf"(?<![A-Za-z0-9@_])(?:{alternatives})(?![A-Za-z0-9_])")
        return self._regex


def read_macros(text: str, path: str) -> tuple[MacroTable, tuple[Diagnostic, ...]]:
    """Read a macro file; bad lines become located errors and are skipped."""
    table = MacroTable()
    problems: list[Diagnostic] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(";") or line.startswith("dnl"):
            continue
        span = Span(path=path, line=number, col=len(raw) - len(raw.lstrip()) + 1)
        m = _DEFINE.match(line)
        name, body = (m.group(1), m.group(2)) if m else (line.split(None, 1) + [""])[:2]
        if not _NAME.match(name):
            problems.append(error(f"'{name}' is not a macro name", span,
                                  "a macro name starts with a letter and holds letters, "
                                  "digits and _"))
            continue
        if name in table.macros:
            first = table.macros[name].span
            problems.append(error(f"macro {name} is defined twice (first at {first})", span,
                                  "remove one of the definitions"))
            continue
        table.macros[name] = Macro(name, body.strip(), span)
    return table, tuple(problems)


def expand(text: str, table: MacroTable) -> tuple[str, str | None, str | None]:
    """Expand ``text`` until nothing changes.

    The length of each round's text is known before it is built (the text between uses
    plus each use's body), so a text past :data:`MAX_LENGTH` is never made.

    Returns:
        The expanded text, the first macro name used (None if none), and an error
        message when expansion does not terminate (the text is then the input).
    """
    regex = table.regex()
    if regex is None:
        return text, None, None
    first: str | None = None
    current = text
    for _ in range(MAX_ROUNDS):
        uses = list(regex.finditer(current))
        if not uses:
            return current, first, None
        first = first or uses[0].group(0)
        bodies = [table.macros[m.group(0)].body for m in uses]
        length = len(current) + sum(len(b) - (m.end() - m.start())
                                    for m, b in zip(uses, bodies, strict=True))
        if length > MAX_LENGTH:
            return text, first, (f"macro expansion grows past {MAX_LENGTH} characters "
                                 f"(starting with {first})")
        pieces: list[str] = []
        done = 0
        for m, body in zip(uses, bodies, strict=True):
            pieces += (current[done:m.start()], body)
            done = m.end()
        pieces.append(current[done:])
        current = "".join(pieces)
    return text, first, (f"macro expansion does not stop after {MAX_ROUNDS} rounds "
                         f"(starting with {first}; a macro probably expands to itself)")
