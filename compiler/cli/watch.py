"""``bridgec convert --watch``: convert, then convert again whenever the system or a file
it includes changes, until Ctrl-C.

What to watch is what the last run read (``Result.read``: each input, every ``#INCLUDE``d
file, a GIB macro file), so an include added or removed while editing is followed. The
folders holding those files are watched, not the files themselves, because editors save by
writing a new file and renaming it over the old one; changes to other files there (the
outputs among them) are ignored. File events come from ``watchfiles`` (inotify, FSEvents or
polling, with a short debounce so one save is one rebuild)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable

DEBOUNCE_MS = 200
"""Changes within this many milliseconds are one rebuild (an editor's save is several)."""


def _key(path: str) -> str:
    return os.path.realpath(path)


def watch(run: Callable[[], tuple[int, list[str]]], quiet: bool = False) -> int:
    """Call ``run`` (a conversion: its exit code and the files it read), then again after
    each change of one of those files; Ctrl-C ends it with the last run's exit code. A
    usage error (exit code 2) ends it at once."""
    import watchfiles  # only a watching run needs it

    code, read = run()
    if code == 2:  # a usage error: nothing to wait for
        return code
    try:
        while True:
            wanted = {_key(path) for path in read if os.path.exists(path)}
            if not wanted:
                print("bridgec: nothing to watch: no input file was read", file=sys.stderr)
                return code
            if not quiet:
                print(f"watching {_count(wanted)}; Ctrl-C stops", file=sys.stderr)
            for _ in watchfiles.watch(*_folders(wanted), debounce=DEBOUNCE_MS,
                                      recursive=False, watch_filter=_among(wanted)):
                break
            code, read = run()
    except KeyboardInterrupt:
        if not quiet:
            print("stopped watching", file=sys.stderr)
        return code


def _among(wanted: set[str]) -> Callable[[object, str], bool]:
    """The filter that lets through changes of the files ``wanted`` only."""
    return lambda _, path: _key(path) in wanted


def _folders(files: Iterable[str]) -> list[str]:
    return sorted({os.path.dirname(path) for path in files})


def _count(files: set[str]) -> str:
    return "1 file" if len(files) == 1 else f"{len(files)} files"
