"""How a typer command writes its output file: through :mod:`bridgec.output`, refusing a
file the command read, a refusal or failure a located message and exit 1."""

from __future__ import annotations

from collections.abc import Iterable

import typer

from bridgec.output import OutputError, check_not_read, write


def write_file(target: str | None, data: str | bytes, option: str = "-o",
               read: Iterable[str] = ()) -> None:
    """Write ``data`` to ``target`` (standard output for None or ``-``); ``read`` are the
    files the command read, which it must not overwrite (``option`` names the flag that
    chose the target, for the hint)."""
    try:
        check_not_read(target or "-", read, option)
        write(target, data)
    except OutputError as exc:
        typer.echo(exc.diagnostic.render(), err=True)
        raise typer.Exit(exc.code) from None
