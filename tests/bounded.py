"""Run a console script under the bounds issue 21 sets for any input: 10 s and 1 GB.

A test about a hang or a blow-up runs the finding's input through here: the run must end,
within the bounds, with exit 0 or 1. ``subprocess.TimeoutExpired`` (or a ``MemoryError``
traceback) is the failure.
"""

from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

SECONDS = 10
MEMORY = 1 << 30


def limit_memory() -> None:
    """Limit this process's address space to :data:`MEMORY` (a ``preexec_fn``)."""
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run_bounded(*args: str, input: bytes | None = None, cwd: Path | None = None,
                exe: str = "bridgec") -> subprocess.CompletedProcess[bytes]:
    """Run ``exe args`` of this virtualenv within 10 s and 1 GB of address space."""
    script = Path(sys.executable).parent / exe
    return subprocess.run([str(script), *args], input=input, capture_output=True, cwd=cwd,
                          timeout=SECONDS, preexec_fn=limit_memory, check=False)
