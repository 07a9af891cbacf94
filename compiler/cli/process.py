"""How a command-line run ends: its exit code, without tearing the interpreter down."""

from __future__ import annotations

import os
import sys
from typing import NoReturn


def exit_process(code: int) -> NoReturn:
    """End the process with ``code`` once standard output and error are flushed.

    A run ends holding the IR of its whole system; freeing it object by object at shutdown
    costs a large system tens of milliseconds and serves nothing, so the process ends at
    once, as mypy's does. Nothing is pending by then: outputs are written, closed and
    renamed into place before a command returns its code.
    """
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe: the reader is gone
            pass
    os._exit(code)
