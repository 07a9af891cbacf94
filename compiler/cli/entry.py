"""The console entry point ``bridgec``: a plain ``convert`` command line without typer, every
other one through typer (``bridgec.cli.app``).

``convert`` is the command users run most; reading its command line with
``bridgec.cli.convert.fast_args`` spares each run the 50 ms of importing typer and building
its command. A command line that reading declines goes to typer, which reads it in full.
"""

from __future__ import annotations

import sys

from bridgec.cli.convert import fast_args, run_convert
from bridgec.cli.process import exit_process, guarded


def main() -> None:
    """Console entry point ``bridgec``."""
    args = sys.argv[1:]
    if args[:1] == ["convert"]:
        plain = fast_args(args[1:])
        if plain is not None:
            exit_process(guarded(lambda: run_convert(**plain)))  # type: ignore[arg-type]
    from bridgec.cli.app import run  # typer: imported only for the other command lines

    exit_process(run(args))
