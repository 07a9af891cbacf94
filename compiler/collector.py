"""The one place that pauses Python's cycle collector.

IR nodes are acyclic and stay alive: reading a file or compiling a system allocates
millions of them, and every collection would walk the growing document for nothing (a
third of a GIB file's reading time). So the pipeline and the front ends that read large
files (BML, GIB) run with the collector paused; cycles made meanwhile are collected by the
next full collection. (A msgspec decode alone gains nothing from a pause: docs/architecture.md,
Benchmarks.) ``tests/test_collector.py`` checks that every one leaves it as it found it.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """Pause the cycle collector; nested pauses leave it to the outermost.

    On the way out of the outermost pause, what was allocated meanwhile joins the oldest
    generation (freezing and unfreezing does that), so the first young collection does not
    walk the whole document either; not when the caller keeps objects frozen, which
    unfreezing would release."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            if gc.get_freeze_count() == 0:
                gc.freeze()
                gc.unfreeze()
            gc.enable()
