"""How commands print text from an input: through ``diagnostics.terminal_safe``.

A system's descriptions, names and paths reach ``bid``, ``matcher dump``, ``analyze``,
``check`` and ``hand``; printed raw, an escape sequence in them would act on the
operator's terminal (move the cursor, retitle the window, reorder a line).
"""

from __future__ import annotations

import typer

from bridgec.diagnostics import terminal_safe, terminal_safe_json


def echo(text: str, err: bool = False, nl: bool = True) -> None:
    """Print text for people, with terminal controls from the input as U+FFFD."""
    typer.echo(terminal_safe(text), err=err, nl=nl)


def echo_json(text: str) -> None:
    """Print JSON text, with the characters a terminal acts on as ``\\uXXXX`` escapes."""
    typer.echo(terminal_safe_json(text))
