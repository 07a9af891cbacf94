"""Emitter for IR JSON: the whole document, for programs in any language (see ir-schema/)."""

from __future__ import annotations

from bridgec import ir
from bridgec.options import EmitOptions, EmitResult

NAME = "ir-json"


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Encode the document as indented JSON with a final newline."""
    return EmitResult(output=ir.to_json(document))
