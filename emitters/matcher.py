"""Emitter for the compiled matcher table: the rules of a system as a lookup table that bids.

The compilation is :mod:`bridgec.matcher.compile`; read the table with
:func:`bridgec.matcher.runtime.load`, print it with ``bridgec matcher dump``.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.matcher import format as mf
from bridgec.matcher.compile import compile_table
from bridgec.options import EmitOptions, EmitResult

NAME = "matcher"


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Compile the document's rules into a table (MessagePack bytes)."""
    table, diagnostics = compile_table(document)
    return EmitResult(output=mf.encode(table), diagnostics=tuple(diagnostics))
