"""Which diagnostics a command shows for an input: the project's selection
(:mod:`bridgec.config`) under the command line's, with :meth:`Result.visible` (the one
policy, :func:`bridgec.codes.visible`). ``bridgec convert`` and the drop-ins use it; it is a
module of its own so that a drop-in does not load ``convert``'s command-line reading."""

from __future__ import annotations

from bridgec import config
from bridgec.diagnostics import InputError
from bridgec.pipeline import Result


def selected_for(result: Result, path: str, select: tuple[str, ...], ignore: tuple[str, ...]
                 ) -> Result:
    """The result with the diagnostics the selection shows: the command line's over the
    project's (``bridgec.config``); a configuration that cannot be read is an error and
    nothing is written. The configuration file is among the files the run read (``--watch``
    rebuilds when it changes; no output may replace it)."""
    try:
        project = config.for_input(path)
    except InputError as exc:
        where = tuple(dict.fromkeys(d.span.path for d in exc.diagnostics if d.span))
        return Result(None, result.document, (*exc.diagnostics, *result.diagnostics),
                      result.sources, (*result.read, *where))
    shown = result.visible(*project.merged(select, ignore))
    if project.path is not None:
        shown.read = (*shown.read, project.path)
    return shown
