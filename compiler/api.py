"""The library API: convert, check and load bidding systems from Python.

Each function returns a :class:`~bridgec.pipeline.Result` holding the output (or the IR) and
the diagnostics; bad input never raises. Options are keyword arguments named as the fields
of :class:`~bridgec.options.ParseOptions` (``encoding``, ``indentation``, ``include_paths``,
``dialect``, ``macros``, ``max_input_bytes``) and :class:`~bridgec.options.EmitOptions`
(``tree``, ``include_external_files``, ``indentation``, ``output_name``), plus ``passes``
and ``verify_each``. See docs/api.md.

Example:
    >>> import bridgec
    >>> result = bridgec.convert_text("1C  16+ any shape\\n1D  11-15\\n", "html", from_="bml")
    >>> result.ok
    True
    >>> result.output.count("16+ any shape")
    1
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

import msgspec

from bridgec import codes, config
from bridgec.diagnostics import InputError
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import Result, SourceCache, compile_path, compile_source

_PARSE_FIELDS = frozenset(ParseOptions.__struct_fields__)
_EMIT_FIELDS = frozenset(EmitOptions.__struct_fields__)


def _split(options: dict[str, object]) -> tuple[ParseOptions, EmitOptions]:
    unknown = sorted(set(options) - _PARSE_FIELDS - _EMIT_FIELDS)
    if unknown:
        known = ", ".join(sorted(_PARSE_FIELDS | _EMIT_FIELDS | {"passes", "verify_each"}))
        raise TypeError(f"unknown option {unknown[0]!r} (options: {known})")
    paths = options.get("include_paths")
    if paths is not None and not isinstance(paths, (tuple, str)):
        options["include_paths"] = tuple(paths)  # type: ignore[arg-type]
    parse = {k: v for k, v in options.items() if k in _PARSE_FIELDS}
    # ``indentation`` is both: how bid tables were indented and how to indent them
    emit = {k: v for k, v in options.items() if k in _EMIT_FIELDS and v is not None}
    return (msgspec.convert(parse, ParseOptions), msgspec.convert(emit, EmitOptions))


Selection = tuple[tuple[str, ...], tuple[str, ...]]


def selection(path: str, select: Sequence[str] | None = None, ignore: Sequence[str] = ()
              ) -> Selection:
    """The codes a run on ``path`` selects and ignores, as every command makes it: the
    project's configuration (``bridgec.toml`` or ``[tool.bridgec]``, found upwards from the
    input; :mod:`bridgec.config`, read afresh when the file changes) with ``select``
    replacing its ``select`` (None or empty: the project's, else the checks on by default)
    and ``ignore`` added to its ``ignore``. Raises :class:`InputError` for a configuration
    that cannot be read."""
    return config.for_input(path).merged(tuple(select or ()), tuple(ignore))


def _refused(exc: InputError) -> Result:
    return Result(None, None, tuple(exc.diagnostics))


def convert_text(text: str | bytes, to: str, *, from_: str, path: str = "<text>",
                 passes: Sequence[str] | None = None, verify_each: bool = False,
                 **options: object) -> Result:
    """Convert a system held in memory from the format ``from_`` to the format ``to``.

    Args:
        text: the input (``str`` is encoded as UTF-8).
        to: an output format name (``bridgec formats``): html, latex, bss, bml, ir-json,
            matcher.
        from_: an input format name: bml, bml1, bss, gib, tm, ir-json.
        path: the name diagnostics give the input; ``#INCLUDE`` reads relative to it. A
            name in angle brackets (the default ``<text>``, ``<stdin>``) is no file: its
            ``#INCLUDE`` reads only from the ``include_paths`` roots.
        passes: passes to run instead of the pipeline the output format needs.
        verify_each: run the IR verifier after every pass.
        **options: parse and emit options (see the module docstring).

    Returns:
        The result: ``output`` (``str``, or ``bytes`` for the matcher table), ``document``
        (the IR) and ``diagnostics``.

    Example:
        >>> r = convert_text("1C  16+\\n", "html", from_="bml", tree=False)
        >>> "<html" in r.output, r.diagnostics
        (True, ())
    """
    data = text.encode("utf-8") if isinstance(text, str) else text
    parse, emit = _split(dict(options))
    return compile_source(data, path=path, from_=from_, to=to, parse_options=parse,
                          emit_options=emit, passes=passes, verify_each=verify_each)


def convert_file(path: str | os.PathLike[str], to: str, *, from_: str | None = None,
                 passes: Sequence[str] | None = None, verify_each: bool = False,
                 select: Sequence[str] | None = None, ignore: Sequence[str] = (),
                 **options: object) -> Result:
    """Convert the system in the file ``path`` (``-`` is standard input) to ``to``.

    The input format comes from the file's extension unless ``from_`` names it. Nothing is
    written: the caller decides where ``result.output`` goes. The diagnostics are those
    ``bridgec convert`` shows for the same file: the project's configuration and
    ``select``/``ignore`` as ``--select``/``--ignore`` (:func:`selection`; ``["ALL"]`` for
    every one); suppression comments always apply; errors are always kept. A configuration
    that cannot be read is an error, and there is no output.

    Example:
        >>> r = convert_file("examples/sayc.bml", "latex")
        >>> r.ok, "documentclass" in r.output[:500]
        (True, True)
    """
    parse, emit = _split(dict(options))
    try:
        chosen, hidden = selection(os.fspath(path), select, ignore)
    except InputError as exc:
        return _refused(exc)
    return compile_path(os.fspath(path), from_=from_, to=to, parse_options=parse,
                        emit_options=emit, passes=passes,
                        verify_each=verify_each).visible(chosen, hidden)


def check_file(path: str | os.PathLike[str], *, from_: str | None = None,
               sources: SourceCache | None = None, select: Sequence[str] | None = None,
               ignore: Sequence[str] = (), **options: object) -> Result:
    """Check a system: front end, the passes of both views, then the checks.

    Args:
        select: run only the checks that can give one of these codes or code prefixes
            (``ALL`` for every check; see ``docs/checks.md``), replacing the project's
            ``select`` as ``--select`` does. None or ``()`` (the default): the project's,
            else the checks on by default, as ``bridgec check``.
        ignore: codes or prefixes not wanted, added to the project's ``ignore``; a check
            that gives only these is skipped. Checks that give errors always run.

    The diagnostics are those ``bridgec check`` shows for the same file and selection,
    the project's configuration included (:func:`selection`): errors always; none a
    ``// bridgec: ignore[code]`` comment silences. A configuration that cannot be read
    is an error.

    Returns:
        The result: ``document`` (None if unreadable) and the diagnostics, checks
        included; ``output`` is None.

    Example:
        >>> r = check_file("examples/sayc.bml")
        >>> r.ok
        True
    """
    parse, _ = _split(dict(options))
    try:
        chosen, hidden = selection(os.fspath(path), select, ignore)
    except InputError as exc:
        return _refused(exc)
    checks: Callable[[str], bool] = lambda code: codes.wanted(code, chosen, hidden)  # noqa: E731
    return compile_path(os.fspath(path), from_=from_, parse_options=parse, checks=checks,
                        sources=sources).visible(chosen, hidden)


def load_ir(source: str | os.PathLike[str] | bytes, *, from_: str | None = None,
            path: str = "<bytes>", **options: object) -> Result:
    """The IR of a system: a file path, or the bytes of one (then name ``from_``).

    Both views are made (the body and the rules), as ``-t ir-json`` writes them.

    Example:
        >>> r = load_ir(b"1C  16+\\n1D  natural\\n", from_="bml")
        >>> [rule.call.name for rule in r.document.rules]
        ['1C', '1D']
    """
    parse, _ = _split(dict(options))
    if isinstance(source, bytes):
        return compile_source(source, path=path, from_=from_, parse_options=parse)
    return compile_path(os.fspath(source), from_=from_, parse_options=parse)


__all__ = ["Result", "check_file", "convert_file", "convert_text", "load_ir"]
