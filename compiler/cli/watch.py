"""``bridgec convert --watch``: convert, then convert again whenever the system or a file
it includes changes, until Ctrl-C.

What to watch is what the last run read (``Result.read``: each input, every ``#INCLUDE``d
file, a GIB macro file, the project configuration), so an include added or removed while
editing is followed. Each file's stamp (modification time, size, inode) is polled, the
standard library's ``os.stat`` a few times a second: editors save by writing a new file and
renaming it over the old one, which changes the inode; a removed file changes too. Changes
to other files (the outputs among them) are not seen. After a change, the rebuild waits
until the files hold still (at most :data:`DEBOUNCE_MS`), so one save is one rebuild. No
library of file events: docs/architecture.md, Benchmarks, says why.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable

DEBOUNCE_MS = 200
"""Changes within this many milliseconds are one rebuild (an editor's save is several)."""
POLL_S = 0.1
"""Seconds between two looks at the watched files' stamps."""

Stamp = tuple[int, int, int] | None


def _key(path: str) -> str:
    return os.path.realpath(path)


def watch(run: Callable[[], tuple[int, list[str]]], quiet: bool = False) -> int:
    """Call ``run`` (a conversion: its exit code and the files it read), then again after
    each change of one of those files; Ctrl-C ends it with the last run's exit code. A
    usage error (exit code 2) ends it at once."""
    code, read = run()
    if code == 2:  # a usage error: nothing to wait for
        return code
    try:
        while True:
            wanted = sorted({_key(path) for path in read if os.path.exists(path)})
            if not wanted:
                print("bridgec: nothing to watch: no input file was read", file=sys.stderr)
                return code
            if not quiet:
                print(f"watching {_count(wanted)}; Ctrl-C stops", file=sys.stderr)
            wait_for_change(wanted)
            code, read = run()
    except KeyboardInterrupt:
        if not quiet:
            print("stopped watching", file=sys.stderr)
        return code


def wait_for_change(files: list[str]) -> None:
    """Return when one of ``files`` has been written, replaced, removed or made again, and
    the files have held still for a poll (or :data:`DEBOUNCE_MS` have passed)."""
    last = stamps(files)
    now = last
    while now == last:
        time.sleep(POLL_S)
        now = stamps(files)
    end = time.monotonic() + DEBOUNCE_MS / 1000
    while time.monotonic() < end:
        time.sleep(POLL_S / 2)
        later = stamps(files)
        if later == now:
            return
        now = later


def stamps(files: Iterable[str]) -> list[Stamp]:
    """Each file's modification time, size and inode (None for a file not there)."""
    out: list[Stamp] = []
    for path in files:
        try:
            info = os.stat(path)
        except OSError:
            out.append(None)
        else:
            out.append((info.st_mtime_ns, info.st_size, info.st_ino))
    return out


def _count(files: list[str]) -> str:
    return "1 file" if len(files) == 1 else f"{len(files)} files"
