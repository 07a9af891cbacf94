"""Options handed to front ends and emitters, and what they hand back."""

from __future__ import annotations

from typing import Literal

import msgspec

from bridgec import ir
from bridgec.diagnostics import Diagnostic

DEFAULT_MAX_INPUT_BYTES = 64 * 1024 * 1024


class ParseOptions(msgspec.Struct, frozen=True, kw_only=True):
    """How a front end reads its input.

    ``include_paths`` are extra roots an ``#INCLUDE`` may read from (the input's own
    directory is always one); ``macros`` is a GIB macro file; ``dialect`` picks a
    language variant (``bml1``); ``encoding`` overrides detection; ``indentation`` is the
    indentation step of BML bid tables (the reference tools' ``-i``; None = detect).
    """

    encoding: str | None = None
    indentation: int | None = None
    include_paths: tuple[str, ...] = ()
    dialect: str | None = None
    macros: str | None = None
    max_input_bytes: int = DEFAULT_MAX_INPUT_BYTES


class EmitOptions(msgspec.Struct, frozen=True, kw_only=True):
    """How an emitter writes its output.

    ``tree``: bid tables as trees (HTML/LaTeX); ``include_external_files``: embed the
    stylesheet or macros instead of linking them; ``indentation``: BML indentation step;
    ``bss_form``: BSS as BBOalert reads it (``bboalert``) or as the spec writes every field
    (``spec``), see docs/bss.md.
    ``four_colour``: clubs green and diamonds orange, hearts red, spades black (HTML/LaTeX).
    """

    tree: bool = True
    include_external_files: bool = True
    indentation: int = 2
    output_name: str = ""
    bss_form: Literal["bboalert", "spec"] = "bboalert"
    four_colour: bool = False


class ParseResult(msgspec.Struct, frozen=True, kw_only=True):
    """A front end's result: the document (None if nothing usable) and its diagnostics."""

    document: ir.Document | None
    diagnostics: tuple[Diagnostic, ...] = ()
    files: tuple[str, ...] = ()
    """Files read besides the input itself (a BML file's ``#INCLUDE``s)."""


class EmitResult(msgspec.Struct, frozen=True, kw_only=True):
    """An emitter's result: the output and the warnings about what it could not express."""

    output: str | bytes
    diagnostics: tuple[Diagnostic, ...] = ()
