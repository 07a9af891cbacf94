"""Read a GIB rule file into logical lines and their space-delimited fields.

A line starting with a space or tab continues the previous rule; a line starting with
``;`` is a comment. Each field keeps its own span; with macros, a field is expanded on
its own (white space never belongs to a macro name); an expanded field's span is the
definition of the first macro it used and its ``via`` the macro use.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from bridgec.diagnostics import Diagnostic, Span, error
from bridgec.frontends.gib.macros import MacroTable, expand

_TOKEN = re.compile(r"\S+")


class Field(NamedTuple):
    """One space-delimited field of a rule, after macro expansion (a named tuple: a
    database has tens of thousands, and a frozen dataclass is slow to make)."""

    text: str
    span: Span


class Line(NamedTuple):
    """A logical line: a rule (``fields``) or a comment (``comment``), with its source."""

    span: Span
    source: str
    fields: tuple[Field, ...] = ()
    comment: str | None = None
    expanded: bool = False


def _physical(text: str) -> list[tuple[int, str]]:
    return list(enumerate(text.splitlines(), start=1))


def logical_lines(text: str, path: str) -> list[list[tuple[int, str]]]:
    """Group physical lines: a rule line and its continuation lines."""
    groups: list[list[tuple[int, str]]] = []
    for number, raw in _physical(text):
        if raw[:1] in (" ", "\t") and groups and not groups[-1][0][1].startswith(";"):
            if raw.strip():
                groups[-1].append((number, raw))
            continue
        if not raw.strip():
            continue
        groups.append([(number, raw)])
    return groups


def read_lines(text: str, path: str, macros: MacroTable | None,
               limit: int | None = None) -> tuple[list[Line], list[Diagnostic]]:
    """Every logical line with its fields expanded; located errors for runaway macros.

    With ``limit`` (the input size limit), expansion may make the file at most that many
    characters long: past it, a located error at the use that crosses it, and the lines
    after it are not read.
    """
    lines: list[Line] = []
    problems: list[Diagnostic] = []
    room = None if limit is None else limit - len(text)
    expanded_words: dict[str, tuple[str, str | None, str | None]] = {}
    for group in logical_lines(text, path):
        number, first = group[0]
        span = Span(path=path, line=number, col=1)
        source = " ".join(raw.strip() for _, raw in group)
        if first.startswith(";"):
            lines.append(Line(span=span, source=source, comment=first[1:].strip()))
            continue
        fields: list[Field] = []
        expanded = False
        for line_no, raw in group:
            for m in _TOKEN.finditer(raw):
                where = Span(path=path, line=line_no, col=m.start() + 1,
                             end_col=m.end() + 1)
                if macros is None:
                    fields.append(Field(m.group(0), where))
                    continue
                word = m.group(0)
                known = expanded_words.get(word)
                if known is None:
                    known = expanded_words[word] = expand(word, macros)
                out, used, problem = known
                if problem:
                    problems.append(error(problem, where, "check the macro file for a "
                                          "definition that uses its own name"))
                if used is None or problem:
                    fields.append(Field(word, where))
                    continue
                if room is not None:
                    room -= len(out) - len(word)
                    if room < 0:
                        problems.append(error(
                            f"macro expansion makes {path} larger than the input size "
                            f"limit of {limit} bytes (here, expanding {used})", where,
                            "raise the limit with --max-input-size if the files are "
                            "trusted"))
                        return lines, problems
                expanded = True
                origin = macros.macros[used].span
                via_span = Span(path=origin.path, line=origin.line, col=origin.col, via=where)
                fields += [Field(t, via_span) for t in out.split()]
        lines.append(Line(span=span, source=source, fields=tuple(fields), expanded=expanded))
    return lines, problems
