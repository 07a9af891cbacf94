"""The one output writer: every file a bridgec command writes goes through here.

Before anything is written, a run's targets are checked: two inputs whose outputs would be
the same file are a usage error (:func:`check_clashes`), and a target that is a file the run
read (an input, an ``#INCLUDE``d file, a macro file) is refused (:func:`check_not_read`), so
a conversion never destroys its own source. Files are compared by identity (device and
inode, following symbolic links), not by name.

:func:`write` then writes one output:

* ``-`` (or no name): standard output;
* a regular file, or a name that does not exist yet: a temporary file in the same
  directory, renamed over the target, with the target's mode and (where the system allows)
  owner, or the usual mode of a new file; a failure leaves the old file as it was;
* a symbolic link: its final target is replaced as above, and the link stays a link;
* a device, a FIFO or a socket: opened for writing and written directly, never replaced or
  unlinked (``-o /dev/null`` leaves ``/dev/null`` alone).

:class:`Stream` writes an output as it is made (the ``tm serve`` session log): in place,
through symbolic links, never renamed or unlinked, so it can be followed while it grows.

A refusal or a failed write is an :class:`OutputError`: one diagnostic and the exit code
(1, or 2 for usage errors); commands print it and end with the code.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from collections.abc import Iterable, Sequence

from bridgec.diagnostics import Diagnostic, Span, error

STDIN_NAMES = ("-", "<stdin>")
"""How standard input is named as an input: on the command line, and in diagnostics."""


class OutputError(Exception):
    """A write refused or failed: the diagnostic to print and the exit code."""

    def __init__(self, diagnostic: Diagnostic, code: int = 1) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic
        self.code = code


def to_stdout(target: str | None) -> bool:
    """True when ``target`` means standard output (no name, or ``-``)."""
    return not target or target == "-"


def _identity(path: str) -> tuple[object, ...]:
    """What names one file: device and inode when it exists (through symbolic links),
    else its real path."""
    try:
        found = os.stat(path)
    except (OSError, ValueError):
        return ("path", os.path.realpath(path))
    return ("inode", found.st_dev, found.st_ino)


def check_clashes(pairs: Sequence[tuple[str, str]]) -> None:
    """Refuse a run in which two inputs would write the same output file.

    ``pairs`` are (input, target) for every output of the run; a usage error (exit 2)
    names both inputs and the file.
    """
    first: dict[tuple[object, ...], int] = {}
    for index, (source, target) in enumerate(pairs):
        if to_stdout(target):
            continue
        key = _identity(target)
        if key not in first:
            first[key] = index
            continue
        earlier = pairs[first[key]][0]
        if earlier == source:
            raise OutputError(error(f"{source} is given twice; both outputs would be {target}",
                                    hint="give each input once"), code=2)
        raise OutputError(error(
            f"{earlier} and {source} would both be written to {target}",
            hint="convert them in separate runs with -o FILE each, or rename one input"),
            code=2)


def _regular_identity(path: str) -> tuple[int, int] | None:
    try:
        found = os.fstat(sys.stdin.fileno()) if path in STDIN_NAMES else os.stat(path)
    except (OSError, ValueError):
        return None
    return (found.st_dev, found.st_ino) if stat.S_ISREG(found.st_mode) else None


def check_not_read(targets: str | Iterable[str], read: Iterable[str],
                   option: str = "-o") -> None:
    """Refuse a target (one, or each of several) that is one of the files the run read
    (``-`` is standard input); each file is looked at once, however many targets.

    Only a regular file can be destroyed this way: a device or FIFO (``/dev/stdout`` read
    and written) is not refused. The error is located at the file that would be lost.
    """
    aims: dict[tuple[int, int], str] = {}
    for target in (targets,) if isinstance(targets, str) else targets:
        aim = None if to_stdout(target) else _regular_identity(target)
        if aim is not None:
            aims.setdefault(aim, target)
    if not aims:
        return
    for path in dict.fromkeys(read):
        lost = aims.get(_regular_identity(path) or (-1, -1))
        if lost is None:
            continue
        stdin = path in STDIN_NAMES
        also = " (standard input)" if stdin else "" if path == lost else f" (as {path})"
        raise OutputError(error(
            f"not writing {lost}: this run reads it{also}, and the output would "
            "destroy it", None if stdin else Span(path=path, line=1, col=1),
            hint=f"write the output elsewhere with {option} OTHER"))


class Stream:
    """A text output written as it is made (a session log, which a user may follow with
    ``tail -f``): opened in place through symbolic links, a regular file emptied first, a
    device or FIFO written as it is; never renamed or unlinked.

    Raises:
        OutputError: from the constructor, when the target is a directory or cannot be
            opened; from :meth:`close`, when the last write fails.
    """

    def __init__(self, target: str, *, keep: bool = False) -> None:
        """Open ``target``; with ``keep``, a regular file keeps what it holds until
        :meth:`empty` (a server that then cannot start destroys no earlier log)."""
        self.target = target
        self._regular = False
        try:
            found = _existing(target)
            if _direct(target, found):
                fd = _open_direct(target, found)
            else:
                os.makedirs(os.path.dirname(os.path.realpath(target)) or ".", exist_ok=True)
                flags = os.O_WRONLY | os.O_CREAT | (0 if keep else os.O_TRUNC)
                fd = os.open(target, flags, 0o666)
                self._regular = True
        except OSError as exc:
            raise _failed(target, exc) from None
        self._file = os.fdopen(fd, "w", encoding="utf-8", newline="\n")

    def empty(self) -> None:
        """Empty a regular file opened with ``keep`` before the first write."""
        if self._regular:
            self._file.seek(0)
            self._file.truncate(0)

    def write(self, text: str) -> int:
        """Write ``text``; the number of characters written."""
        return self._file.write(text)

    def flush(self) -> None:
        """Hand what was written to the system."""
        self._file.flush()

    def close(self) -> None:
        """Close the output."""
        try:
            self._file.close()
        except OSError as exc:
            raise _failed(self.target, exc) from None


def _existing(target: str) -> os.stat_result | None:
    """The status of the file ``target`` names (through symbolic links), None if there is
    none; a directory is an :class:`OutputError`."""
    try:
        found = os.stat(target)
    except FileNotFoundError:
        return None
    if stat.S_ISDIR(found.st_mode):
        raise OutputError(error(f"cannot write {target}: it is a directory",
                                hint="give a file name to write to"))
    return found


def _direct(target: str, found: os.stat_result | None) -> bool:
    """Whether ``target`` is written as it is: a device, FIFO or socket, or a name of an
    open file (``/dev/stdout``, ``/dev/fd/N``: whatever standard output is, perhaps a
    pipe or a file the shell opened)."""
    return found is not None and (not stat.S_ISREG(found.st_mode)
                                  or target.startswith(OPEN_FILE_NAMES))


OPEN_FILE_NAMES = ("/dev/stdout", "/dev/stderr", "/dev/fd/", "/proc/")
"""Names of files another process opened: written in place (appended to a regular one, as
the shell's ``>>`` asks; ``>`` has emptied it)."""


def _open_direct(target: str, found: os.stat_result | None) -> int:
    """Open a device, FIFO or open file for writing. A FIFO no process reads is an error
    at once (``ENXIO``), not a wait for a reader that may never come."""
    append = os.O_APPEND if found is not None and stat.S_ISREG(found.st_mode) else 0
    fifo = found is not None and stat.S_ISFIFO(found.st_mode)
    try:
        fd = os.open(target, os.O_WRONLY | append | getattr(os, "O_NOCTTY", 0)
                     | (os.O_NONBLOCK if fifo else 0))
    except OSError as exc:
        if fifo and exc.errno == errno.ENXIO:
            raise OutputError(error(f"cannot write {target}: it is a FIFO that no process "
                                    "reads", hint="start its reader first, or write "
                                    "elsewhere")) from None
        raise
    if fifo:
        os.set_blocking(fd, True)  # a reader is there: its pace, not an error, from now on
    return fd


def _failed(target: str, exc: OSError) -> OutputError:
    return OutputError(error(f"cannot write {target}: {exc.strerror or exc}",
                             hint="check the directory exists and is writable, or write "
                             "elsewhere"))


def write(target: str | None, data: str | bytes) -> None:
    """Write ``data`` to ``target`` (see the module doc); standard output for None or ``-``.

    Raises:
        OutputError: the target is a directory, or the system refused the write (the old
            file, if any, is left as it was).
    """
    if to_stdout(target):
        _write_stdout(data)
        return
    assert target is not None
    payload = data.encode("utf-8") if isinstance(data, str) else data
    real = os.path.realpath(target)  # through every symbolic link: the link stays
    try:
        found = _existing(target)
        if _direct(target, found):
            _write_direct(_open_direct(target, found), payload)
        else:
            # the folders of a name as given are made; not those a symbolic link names
            _replace(real, payload, found, make_folders=real == os.path.abspath(target))
    except OSError as exc:
        raise _failed(target, exc) from None


def _write_stdout(data: str | bytes) -> None:
    if isinstance(data, bytes):
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        sys.stdout.write(data)
        sys.stdout.flush()


def _write_direct(fd: int, payload: bytes) -> None:
    """Write to a device or FIFO as it is: no temporary file, no rename, no unlink."""
    try:
        view = memoryview(payload)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)


def _replace(path: str, payload: bytes, found: os.stat_result | None, *,
             make_folders: bool = True) -> None:
    """Write a regular file through a temporary file beside it and a rename."""
    directory = os.path.dirname(path) or "."
    if make_folders:
        os.makedirs(directory, exist_ok=True)
    fd, tmp = _temporary(directory, os.path.basename(path))
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
        if found is not None and (found.st_uid, found.st_gid) != (os.geteuid(), os.getegid()):
            try:  # keep the owner where the system lets us (root writing a user's file)
                os.chown(tmp, found.st_uid, found.st_gid)
            except OSError:
                pass
        os.chmod(tmp, found.st_mode & 0o7777 if found is not None else _new_file_mode())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _temporary(directory: str, name: str) -> tuple[int, str]:
    """A new file in ``directory``, open for writing, that no other process holds.

    ``tempfile.mkstemp`` does the same, but importing it costs every run more than the
    write; the name is ours and ``O_EXCL`` makes it safe against a file already there.
    """
    for attempt in range(100):
        tmp = os.path.join(directory, f".{name}.{os.getpid()}.{attempt}.tmp")
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name in {directory}")


def _new_file_mode() -> int:
    """The mode a new file gets: 0666 less the umask."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


__all__ = ["OutputError", "Stream", "check_clashes", "check_not_read", "to_stdout", "write"]
