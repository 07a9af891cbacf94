"""Emitter for the compiled matcher table: the rules of a system as a lookup table that bids.

The compilation is :mod:`bridgec.matcher.compile`; read the table with
:func:`bridgec.matcher.runtime.load`, print it with ``bridgec matcher dump``.
"""

from __future__ import annotations

import re

from bridgec import ir
from bridgec.diagnostics import InputError, Span, error
from bridgec.matcher import format as mf
from bridgec.matcher.compile import compile_table
from bridgec.options import EmitOptions, EmitResult

NAME = "matcher"

_PLACE = re.compile(r"\$\.(entries|predicates|patterns)\[(\d+)\]")


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Compile the document's rules into a table (MessagePack bytes), checked as every
    reader checks it (:func:`bridgec.matcher.format.load_table`): a rule with a number the
    table cannot hold, or a system past its size limits, is an error, not a file that
    no reader takes."""
    table, diagnostics = compile_table(document)
    try:
        data = mf.encode_checked(table)
    except mf.TableError as exc:
        detail = str(exc).split(": ", 1)[1] if exc.where else str(exc)
        place = f" ({exc.where.split('.', 2)[-1]})" if exc.where else ""
        raise InputError([*diagnostics, error(
            f"the rules cannot be written as a matcher table: {detail}{place}",
            _span(table, exc.where),
            hint="docs/matcher.md says what a matcher table holds: numbers of 32 bits, "
                 "goals the GIB matcher runs, at most 50,000 rules")]) from None
    return EmitResult(output=data, diagnostics=tuple(diagnostics))


def _span(table: mf.MatcherTable, where: str | None) -> Span | None:
    """Where the rule of the table's place ``$.entries[3]...`` was written."""
    place = _PLACE.match(where or "")
    if place is None:
        return None
    kind, n = place.group(1), int(place.group(2))
    if kind == "predicates":
        return next((e.span for e in table.entries if e.predicate == n), None)
    if kind == "patterns":
        return table.entries[table.patterns[n].entries[0]].span
    return table.entries[n].span
