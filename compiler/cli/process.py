"""How a command-line run ends: its exit code, without tearing the interpreter down.

A run ends holding the IR of the system it read. Freeing it object by object, when the
command returns and again at interpreter shutdown, costs a large system tens of
milliseconds and serves nothing: the process is about to end. So a command hands its last
result to :func:`keep_until_exit`, and :func:`exit_process` ends the process without
freeing anything (clang's ``-disable-free`` and mypy's exit do the same).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import NoReturn

from bridgec.diagnostics import error


def guarded(work: Callable[[], int]) -> int:
    """``work()``'s exit code, never a traceback: an interrupt is 130, an internal error a
    one-line message and 1 (``BRIDGEC_DEBUG=1`` raises it instead)."""
    try:
        return work()
    except KeyboardInterrupt:
        print("bridgec: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # noqa: BLE001 - the last line of defence against tracebacks
        if os.environ.get("BRIDGEC_DEBUG"):
            raise
        print(error(f"internal error: {type(exc).__name__}: {exc}",
                    hint="this is a bug in bridgec; rerun with BRIDGEC_DEBUG=1 and report "
                    "the traceback").render(), file=sys.stderr)
        return 1


_KEPT: list[object] = []


def keep_until_exit(value: object) -> None:
    """Hold ``value`` (and let go of the one held before) until the process ends: a command's
    last result is never freed object by object. One is held at a time, so a run over many
    inputs frees each earlier result as it goes and its memory stays that of one input."""
    _KEPT[:] = [value]


def exit_process(code: int) -> NoReturn:
    """End the process with ``code`` once standard output and error are flushed.

    Nothing else is pending by then: outputs are written, closed and renamed into place
    before a command returns its code.
    """
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe: the reader is gone
            pass
    os._exit(code)
