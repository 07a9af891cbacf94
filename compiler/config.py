"""Project configuration: the codes a project selects and ignores, as ruff finds its own.

From the input's directory upwards, the first ``bridgec.toml`` (its top-level keys), or the
first ``pyproject.toml`` holding a ``[tool.bridgec]`` table, sets ``select`` and ``ignore``
(lists of codes, prefixes ending in ``-``, or ``ALL``) for every command run on that input.
On the command line ``--select`` replaces the project's ``select`` and ``--ignore`` adds to
its ``ignore``. A configuration that cannot be read is a located error (exit 1: it is an
input of the run, as an ``#INCLUDE``d file is). See docs/checks.md.

The library (``bridgec.check_file``, ``bridgec.convert_file``) and every command read it
the same way. The search upwards is made on every run (a few ``stat`` calls); a file's
reading is kept while its modification time, size and inode stay the same, so a long
process (``bridgec convert --watch``) sees an edited, added or removed configuration.
``tomllib`` is imported only when a file is found: a run without one does not load it.
"""

from __future__ import annotations

import os
import re
import stat
from functools import lru_cache

import msgspec

from bridgec import codes
from bridgec.diagnostics import Diagnostic, InputError, Span, error
from bridgec.limits import read_at_most

NAMES = ("bridgec.toml", "pyproject.toml")
KEYS = ("select", "ignore")
MAX_CONFIG_BYTES = 1 << 20


class Selection(msgspec.Struct, frozen=True):
    """What a project selects and ignores (``select`` None: the default set), and where
    it says so."""

    select: tuple[str, ...] | None = None
    ignore: tuple[str, ...] = ()
    path: str | None = None

    def merged(self, select: tuple[str, ...] | None, ignore: tuple[str, ...]
               ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The selection of a run: the command line's ``select`` over the project's, the
        two ``ignore`` lists together."""
        chosen = select if select else (self.select or ())
        return chosen, (*self.ignore, *ignore)


def for_input(path: str) -> Selection:
    """The project selection for an input (``-`` and names in angle brackets: from the
    working directory). Raises :class:`InputError` for a configuration that cannot be
    read."""
    start = os.getcwd() if path == "-" or path.startswith("<") else \
        os.path.dirname(os.path.abspath(path))
    return _for_directory(start)


def _for_directory(directory: str) -> Selection:
    while True:
        for name in NAMES:
            candidate = _shown(os.path.join(directory, name))
            try:
                info = os.stat(candidate)
            except OSError:
                continue
            if stat.S_ISREG(info.st_mode):
                found = _loaded(candidate, info.st_mtime_ns, info.st_size, info.st_ino)
                if found is not None:
                    return found
        parent = os.path.dirname(directory)
        if parent == directory:
            return Selection()
        directory = parent


@lru_cache(maxsize=64)
def _loaded(path: str, mtime_ns: int, size: int, inode: int) -> Selection | None:
    """:func:`load`, kept while the file's stamp (the other arguments) is the same."""
    del mtime_ns, size, inode  # the cache key only
    return load(path)


def _shown(path: str) -> str:
    """``path`` relative to the working directory when it is below it (as diagnostics
    name the inputs)."""
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


def load(path: str) -> Selection | None:
    """The selection a configuration file sets; None for a ``pyproject.toml`` without a
    ``[tool.bridgec]`` table."""
    try:
        with open(path, "rb") as stream:
            data = read_at_most(stream, MAX_CONFIG_BYTES)
    except OSError as exc:
        raise InputError([error(f"{path}: cannot read: {exc.strerror}")]) from None
    if data is None:
        raise InputError([_bad(path, f"larger than {MAX_CONFIG_BYTES} bytes", 1, 1)])
    text = data.decode("utf-8", errors="replace")
    import tomllib  # only when there is a file to read (docs/architecture.md, Benchmarks)

    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        where = re.search(r"line (\d+), column (\d+)", str(exc))
        line, col = (int(where.group(1)), int(where.group(2))) if where else \
            (max(1, len(text.splitlines())), 1)  # "at end of document"
        raise InputError([_bad(path, f"not TOML: {str(exc).split(' (at ')[0]}", line,
                               col)]) from None
    if os.path.basename(path) == "pyproject.toml":
        tool = table.get("tool")
        if not isinstance(tool, dict) or "bridgec" not in tool:
            return None
        table = tool["bridgec"]
        if not isinstance(table, dict):
            raise InputError([_bad(path, "[tool.bridgec] must be a table", *_at(text,
                                                                                 "bridgec"))])
    for key in table:
        if key not in KEYS:
            raise InputError([_bad(path, f"unknown key {key!r} (bridgec reads: "
                                   f"{', '.join(KEYS)})", *_at(text, key))])
    values: dict[str, tuple[str, ...]] = {}
    for key in KEYS:
        if key not in table:
            continue
        value = table[key]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise InputError([_bad(path, f"{key} must be a list of codes, e.g. "
                                   f'{key} = ["conflict", "bml-"]', *_at(text, key))])
        bad = codes.unknown(value)
        if bad:
            raise InputError([_bad(path, f"unknown code {bad[0]!r} in {key}"
                                   f"{codes.suggestion(bad[0])}", *_at(text, bad[0]))])
        values[key] = tuple(value)
    return Selection(select=values.get("select"), ignore=values.get("ignore", ()), path=path)


def _at(text: str, word: str) -> tuple[int, int]:
    """The first line and column where ``word`` is written (1, 1 if nowhere)."""
    for number, line in enumerate(text.splitlines(), 1):
        col = line.find(word)
        if col >= 0 and not line.lstrip().startswith("#"):
            return number, col + 1
    return 1, 1


def _bad(path: str, message: str, line: int, col: int) -> Diagnostic:
    return error(f"bad bridgec configuration: {message}", Span(path=path, line=line, col=col),
                 hint="see 'Project configuration' in docs/checks.md", code="config")
