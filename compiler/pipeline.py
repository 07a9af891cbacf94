"""The compiler driver, written once: read -> front end -> passes -> checks -> emitter.

Every caller goes through :func:`compile_path` or :func:`compile_source`: the library API
(:mod:`bridgec.api`), the CLI, the drop-ins, ``make demo`` and the Table Manager robot. Bad
input never raises: it comes back as diagnostics in the :class:`Result`, with the files the
run read. Output files are written by :mod:`bridgec.output`.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from bridgec import codes, collector, ir, registry
from bridgec.decoding import binary, byte_position, decode
from bridgec.diagnostics import (
    Diagnostic,
    InputError,
    Span,
    did_you_mean,
    error,
    has_errors,
    sort_key,
    warning,
)
from bridgec.limits import read_at_most
from bridgec.options import DEFAULT_MAX_INPUT_BYTES, EmitOptions, ParseOptions, ParseResult
from bridgec.registry import VIEWS, Emitter, FrontEnd
from bridgec.verify import verify

STDIN_NAME = "<stdin>"
OnPass = Callable[[str, ir.Document], None]


class SourceCache:
    """Source text by path, so diagnostics can quote the offending line."""

    def __init__(self) -> None:
        self._data: dict[str, bytes] = {}
        self._texts: dict[str, list[str]] = {}
        self._commented: dict[str, bool] = {}

    def add(self, path: str, data: bytes) -> None:
        """Remember the bytes of ``path``; they are split into lines when first quoted."""
        self._data[path] = data
        self._texts.pop(path, None)
        self._commented.pop(path, None)

    def line(self, span: Span | None) -> str | None:
        """The source line a span points at, if known or readable."""
        if span is None:
            return None
        lines = self._texts.get(span.path)
        if lines is None:
            data = self._data.get(span.path)
            if data is None:
                try:
                    with open(span.path, "rb") as stream:
                        data = read_at_most(stream, DEFAULT_MAX_INPUT_BYTES)
                except (OSError, ValueError):
                    return None
                if data is None:
                    return None
            text = decode(data, span.path, fallback="cp1252", warn=False).text
            # lines end as the front ends count them: not at U+0085 or U+2028 (splitlines)
            lines = self._texts[span.path] = \
                text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        if 1 <= span.line <= len(lines):
            return lines[span.line - 1]
        return None

    def commented_line(self, span: Span) -> str | None:
        """The source line of ``span`` when its file holds a ``bridgec:`` comment at all
        (else None, without looking at the line): what suppression comments are read with."""
        commented = self._commented.get(span.path)
        if commented is None:
            data = self._data.get(span.path)
            if data is not None:
                commented = b"bridgec:" in data
            else:
                self.line(Span(path=span.path, line=1))
                commented = any("bridgec:" in text for text in self._texts.get(span.path, ()))
            self._commented[span.path] = commented
        return self.line(span) if commented else None

    def render(self, diagnostics: Iterable[Diagnostic]) -> str:
        """All diagnostics rendered with their source lines, one block each."""
        return "\n".join(d.render(self.line(d.span)) for d in diagnostics)


class Result:
    """What one run made: the output (None when there is none), the IR, the diagnostics.

    ``document`` is the IR after the passes (None when the input could not be read);
    ``output`` is ``str`` or ``bytes`` as the emitter writes, None without an emitter or
    after errors. ``sources`` quotes source lines in :meth:`render`. ``read`` names the
    files the run read: the input (``<stdin>`` for standard input), its ``#INCLUDE``s and
    the macro file; a command must not write its output over any of them.
    """

    __slots__ = ("output", "document", "diagnostics", "sources", "read", "hidden")

    def __init__(self, output: str | bytes | None, document: ir.Document | None,
                 diagnostics: tuple[Diagnostic, ...], sources: SourceCache | None = None,
                 read: tuple[str, ...] = (), hidden: int = 0) -> None:
        self.output = output
        self.document = document
        self.diagnostics = diagnostics
        self.sources = SourceCache() if sources is None else sources
        self.read = read
        self.hidden = hidden
        """How many diagnostics :meth:`visible` left out by selection (not by comments)."""

    def __repr__(self) -> str:
        return (f"Result(output={self.output!r}, document={self.document!r}, "
                f"diagnostics={self.diagnostics!r})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Result):
            return NotImplemented
        return ((self.output, self.document, self.diagnostics)
                == (other.output, other.document, other.diagnostics))

    __hash__ = None  # type: ignore[assignment]

    @property
    def ok(self) -> bool:
        """True when no diagnostic is an error."""
        return not has_errors(self.diagnostics)

    def visible(self, select: Sequence[str] | None = None, ignore: Sequence[str] = ()
                ) -> Result:
        """This result with only the diagnostics a user is shown (:func:`codes.visible`:
        every error, the rest as selected, ignored and silenced by comments)."""
        unsilenced = codes.visible(self.diagnostics, None, (), self.sources.commented_line)
        shown = codes.visible(unsilenced, select, ignore)
        hidden = 0 if len(shown) == len(unsilenced) else \
            len(unique(unsilenced)) - len(unique(shown))
        return Result(self.output, self.document, tuple(shown), self.sources, self.read,
                      self.hidden + hidden)

    def render(self, *, errors_only: bool = False, limit: int | None = None) -> str:
        """The diagnostics as ``path:line:col: severity: message`` blocks, by position,
        each once; past ``limit`` of them, one line counts the rest."""
        shown = unique(d for d in self.diagnostics if not errors_only or d.severity == "error")
        return render_limited(self.sources, shown, limit)


def unique(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """Diagnostics sorted by position, each said once (a row included or pasted twice
    gives the same finding twice)."""
    seen: set[tuple[object, ...]] = set()
    out: list[Diagnostic] = []
    for d in sorted(diagnostics, key=sort_key):
        where = (d.span.path, d.span.line, d.span.col) if d.span else None
        key = (d.severity, d.code, d.message, where)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def render_limited(sources: SourceCache, shown: list[Diagnostic], limit: int | None) -> str:
    """Render ``shown``; past ``limit`` diagnostics, say how many of each severity remain."""
    if limit is None or len(shown) <= limit:
        return sources.render(shown)
    rest = Counter(d.severity for d in shown[limit:])
    more = ", ".join(f"{n} more {sev}{'s' * (n != 1)}" for sev, n in sorted(rest.items()))
    kinds = Counter(d.code for d in shown[limit:] if d.code)
    which = ", ".join(f"{code} {n}" for code, n in kinds.most_common(5))
    return sources.render(shown[:limit]) + (
        f"\nbridgec: {more} not shown" + (f" ({which}{', ...' * (len(kinds) > 5)})"
                                          if which else "")
        + "; --select CODES shows every one of those codes, --ignore CODES hides them")


def read_input(path: str, options: ParseOptions) -> bytes:
    """Read a file (``-`` is standard input), refusing inputs over the size limit before
    reading them (at most the limit and one byte is ever read)."""
    limit = options.max_input_bytes
    if path == "-":
        data = read_at_most(sys.stdin.buffer, limit)
    else:
        try:
            with open(path, "rb") as stream:
                data = read_at_most(stream, limit)
        except IsADirectoryError:
            raise InputError([error(f"{path} is a directory, not an input file")]) from None
        except FileNotFoundError:
            raise InputError([error(f"{path}: no such file")]) from None
        except OSError as exc:
            raise InputError([error(f"{path}: cannot read: {exc.strerror}")]) from None
    if data is None:
        raise InputError([_too_big(path, limit)])
    return data


def _too_big(path: str, limit: int) -> Diagnostic:
    return error(f"{path} is larger than the input limit of {limit} bytes",
                 Span(path=STDIN_NAME if path == "-" else path, line=1, col=1),
                 hint="raise the limit with --max-input-size if the file is trusted")


def front_end(path: str, name: str | None, data: bytes | None = None) -> FrontEnd:
    """The front end named ``name``, or the one for the path's extension; for standard
    input (a name in angle brackets), the one whose typical lines ``data`` holds."""
    if name is not None:
        if name not in registry.FRONT_ENDS:
            close = did_you_mean(name, registry.FRONT_ENDS)
            raise InputError([error(f"unknown input format {name!r}{close}",
                                    hint=f"one of: {', '.join(registry.FRONT_ENDS)}")])
        return registry.FRONT_ENDS[name]
    front = registry.front_end_for(path)
    if front is None and data is not None and path.startswith("<"):
        front = sniffed(data)
    if front is None:
        known = ", ".join(sorted(registry.FRONT_ENDS))
        looks = sniffed(data) if data is not None else None
        raise InputError([error(f"cannot tell the input format of {path}"
                                + (f"; it looks like {looks.name}" if looks else ""),
                                hint=f"name it with -f FORMAT (one of: {known})")])
    return front


def sniffed(data: bytes) -> FrontEnd | None:
    """The front end whose typical lines (``looks_like``) the start of ``data`` holds
    most of, if any."""
    text = data[:65536].decode("utf-8", errors="replace")
    best: tuple[int, FrontEnd] | None = None
    for front in registry.FRONT_ENDS.values():
        if front.looks_like:
            count = len(re.findall(front.looks_like, text, re.M))
            if count and (best is None or count > best[0]):
                best = (count, front)
    return best[1] if best else None


def emitter_named(name: str) -> Emitter:
    """The emitter called ``name``."""
    if name not in registry.TARGETS:
        close = did_you_mean(name, registry.TARGETS)
        raise InputError([error(f"unknown output format {name!r}{close}",
                                hint=f"one of: {', '.join(registry.TARGETS)}")])
    return registry.TARGETS[name]


def pipeline_for(front: FrontEnd, emitter: Emitter | None,
                 override: Sequence[str] | None = None) -> tuple[str, ...]:
    """The passes to run: the override, or those of the views the consumer reads.

    Without an emitter (``check``, ``load_ir``) both views are made.
    """
    if override is not None:
        return tuple(override)
    names = list(front.passes(emitter.reads if emitter else VIEWS))
    names += [n for n in (emitter.pipeline if emitter else ()) if n not in names]
    return tuple(names)


def run_passes(document: ir.Document, names: Sequence[str], *, verify_each: bool = False,
               on_pass: OnPass | None = None) -> ir.Document:
    """Run the named passes in order; verify after each; tell ``on_pass`` after each."""
    for name in names:
        document = registry.PASSES[name](document)
        if verify_each:
            verify(document)
        if on_pass is not None:
            on_pass(name, document)
    return document


def run_checks(document: ir.Document, wanted: Callable[[str], bool] | None = None
               ) -> tuple[Diagnostic, ...]:
    """Run every registered check, or those that can give a code ``wanted`` accepts."""
    found: list[Diagnostic] = []
    for name in registry.CHECKS:
        if wanted is None or any(wanted(code) for code in registry.CHECK_CODES[name]):
            found.extend(registry.CHECKS[name](document))
    return tuple(found)


def compile_source(data: bytes, *, path: str, from_: str | None = None,
                   to: str | None = None, parse_options: ParseOptions = ParseOptions(),
                   emit_options: EmitOptions = EmitOptions(),
                   passes: Sequence[str] | None = None,
                   checks: bool | Callable[[str], bool] = False, verify_each: bool = False,
                   on_pass: OnPass | None = None,
                   sources: SourceCache | None = None, report_settled: bool = True) -> Result:
    """Compile ``data`` (read from ``path``): parse, run passes, checks, and emit to ``to``.

    Args:
        data: the input bytes; the front end decodes them.
        path: the name diagnostics give the input (and the base of its ``#INCLUDE``s).
        from_: the input format; None picks it by the extension of ``path``.
        to: the output format; None makes the IR only (both views).
        parse_options: options for the front end.
        emit_options: options for the emitter.
        passes: passes to run instead of the pipeline of the views ``to`` reads.
        checks: also run the checks and add their diagnostics: every check for True, or
            those that can give a code the function accepts.
        verify_each: run the IR verifier after every pass.
        on_pass: called with each pass's name and the IR after it.
        report_settled: with an emitter, also run the checks that report what the passes
            settled silently (``registry.REPORTED_BY``: the definitions
            ``resolve_conflicts`` dropped), so a conversion warns as ``bridgec check``
            does; a caller that shows no warnings (a quiet drop-in) may leave it out.
        sources: a cache of source texts to share between several runs.

    Returns:
        The output, the IR and every diagnostic; input errors are diagnostics, not raised.
    """
    sources = sources if sources is not None else SourceCache()
    sources.add(path, data)
    with collector.paused():
        return _compile(data, path, from_, to, parse_options, emit_options, passes, checks,
                        verify_each, on_pass, sources, report_settled)


def _compile(data: bytes, path: str, from_: str | None, to: str | None,
             parse_options: ParseOptions, emit_options: EmitOptions,
             passes: Sequence[str] | None, checks: bool | Callable[[str], bool],
             verify_each: bool, on_pass: OnPass | None, sources: SourceCache,
             report_settled: bool = True) -> Result:
    read = (path, *((parse_options.macros,) if parse_options.macros else ()))
    try:
        front = front_end(path, from_, data)
        emitter = emitter_named(to) if to is not None else None
        not_text = _not_text(data, path, front, parse_options.encoding)
        if not_text is not None:
            return Result(None, None, (not_text,), sources, read)
        parsed = _empty(path, front) if _BLANK.match(data) else \
            front.parse(data, path=path, options=parse_options)
        read = (*read, *(f for f in parsed.files if f not in read))
        found = list(parsed.diagnostics)
        if parsed.document is None or has_errors(found):
            # a file of another format: one good error, not one per line read wrongly
            found = _other_format(data, path, front) or found or \
                [error(f"{path}: could not be read")]
            return Result(None, None, tuple(found), sources, read)
        names = pipeline_for(front, emitter, passes)
        document = run_passes(parsed.document, names, verify_each=verify_each,
                              on_pass=on_pass)
        if checks:
            found += run_checks(document, None if checks is True else checks)
        if emitter is None:
            return Result(None, document, tuple(found), sources, read)
        if not checks:  # what bridgec check calls an error, no conversion writes
            found += refusals(document)
        if has_errors(found):
            return Result(None, document, tuple(found), sources, read)
        if report_settled and not checks:  # the checks asked for report it themselves
            found += _settled(document, names)
        emitted = emitter.emit(document, emit_options)
    except InputError as exc:
        return Result(None, None, tuple(exc.diagnostics), sources, read)
    return Result(emitted.output, document, (*found, *emitted.diagnostics), sources, read)


_BLANK = re.compile(rb"(?:\xef\xbb\xbf)?\s*\Z|(?:\xff\xfe|\xfe\xff)[\s\x00]*\Z")
"""An empty input: nothing but white space (and a byte-order mark)."""


def _empty(path: str, front: FrontEnd) -> ParseResult:
    """What every front end reads from an empty input: an empty document, and a warning."""
    return ParseResult(
        document=ir.Document(source=ir.Source(format=front.name, path=path)),
        diagnostics=(warning("the input is empty", Span(path=path, line=1, col=1),
                             hint="an empty system gives an empty output; check the file "
                             "name", code="empty-input"),))


ERROR_CODES = frozenset(c for c, k in codes.CODES.items() if k.severity == "error")


def refusals(document: ir.Document) -> tuple[Diagnostic, ...]:
    """The errors ``bridgec check`` finds after the passes (the checks that can give an
    error code, their errors only): a conversion with any of them writes nothing."""
    return tuple(unique(d for d in run_checks(document, ERROR_CODES.__contains__)
                        if d.severity == "error"))


def _settled(document: ir.Document, names: Sequence[str]) -> tuple[Diagnostic, ...]:
    """The warnings about what the passes run settled silently (the definitions
    ``resolve_conflicts`` dropped), as ``bridgec check`` gives them."""
    found: list[Diagnostic] = []
    for pass_name in registry.REPORTED_BY:
        if pass_name in names:
            found.extend(registry.REPORTED_BY[pass_name](document))
    return tuple(found)


def _not_text(data: bytes, path: str, front: FrontEnd, encoding: str | None
              ) -> Diagnostic | None:
    """An error when ``data`` is not text, at its first byte that is not text."""
    found = binary(data, encoding)
    if found is None:
        return None
    kind, offset = found
    line, col = byte_position(data, offset, "utf-8")
    return error(f"{path} is {kind}, not {front.name} text", Span(path=path, line=line, col=col),
                 hint="give the system's source file")


def _other_format(data: bytes, path: str, front: FrontEnd) -> list[Diagnostic]:
    """One error naming the format the file looks like, when that is not ``front``'s."""
    text = data[:65536].decode("utf-8", errors="replace")
    for other in registry.FRONT_ENDS.values():
        if other.looks_like and other.name != front.name and not \
                (front.looks_like and re.search(front.looks_like, text, re.M)) and \
                len(re.findall(other.looks_like, text, re.M)) >= min(3, text.count("\n") + 1):
            return [error(f"{path} looks like {other.name} ({other.description}), "
                          f"not {front.name}", Span(path=path, line=1, col=1),
                          hint=f"read it with -f {other.name}, or leave -f out to go by "
                          "the file's extension")]
    return []


def compile_path(path: str, *, parse_options: ParseOptions = ParseOptions(),
                 sources: SourceCache | None = None, **kwargs: object) -> Result:
    """Read ``path`` (``-`` is standard input) and :func:`compile_source` it.

    Takes the keyword arguments of :func:`compile_source`; a file that cannot be read is
    an error diagnostic in the result.
    """
    sources = sources if sources is not None else SourceCache()
    shown = STDIN_NAME if path == "-" else path
    try:
        data = read_input(path, parse_options)
    except InputError as exc:
        return Result(None, None, tuple(exc.diagnostics), sources)
    return compile_source(data, path=shown, parse_options=parse_options, sources=sources,
                          **kwargs)  # type: ignore[arg-type]


def schema_json(schema: dict[str, object]) -> str:
    """A JSON Schema as committed in ir-schema/: sorted keys, two-space indent, final newline."""
    import json  # only the schema commands write it: a conversion does not load json

    return json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


__all__ = ["DEFAULT_MAX_INPUT_BYTES", "Result", "SourceCache", "compile_path",
           "compile_source", "front_end", "pipeline_for", "read_input", "run_checks",
           "run_passes"]
