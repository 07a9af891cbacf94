"""The compiler driver: read -> front end -> passes -> emitter, and safe output writing.

Everything the CLI does to a file goes through here, so library users get the same
behaviour: ``compile_source`` for bytes in memory, ``compile_path`` for a file.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from types import ModuleType

import msgspec

from bridgec import ir, registry
from bridgec.diagnostics import Diagnostic, InputError, Span, error, has_errors
from bridgec.options import EmitOptions, EmitResult, ParseOptions
from bridgec.verify import verify

STDIN_NAME = "<stdin>"


class SourceCache:
    """Source text by path, so diagnostics can quote the offending line."""

    def __init__(self) -> None:
        self._texts: dict[str, list[str]] = {}

    def add(self, path: str, data: bytes) -> None:
        """Remember the text of ``path`` (decoded leniently)."""
        self._texts[path] = data.decode("utf-8", errors="replace").splitlines()

    def line(self, span: Span | None) -> str | None:
        """The source line a span points at, if known or readable."""
        if span is None:
            return None
        lines = self._texts.get(span.path)
        if lines is None:
            try:
                self.add(span.path, Path(span.path).read_bytes())
            except OSError:
                return None
            lines = self._texts[span.path]
        if 1 <= span.line <= len(lines):
            return lines[span.line - 1]
        return None

    def render(self, diagnostics: Iterable[Diagnostic]) -> str:
        """All diagnostics rendered with their source lines, one block each."""
        return "\n".join(d.render(self.line(d.span)) for d in diagnostics)


def read_input(path: str, options: ParseOptions) -> bytes:
    """Read a file (``-`` is standard input), refusing inputs over the size limit."""
    limit = options.max_input_bytes
    if path == "-":
        data = sys.stdin.buffer.read(limit + 1)
    else:
        try:
            size = os.path.getsize(path)
            if size > limit:
                raise InputError([_too_big(path, limit)])
            data = Path(path).read_bytes()
        except IsADirectoryError:
            raise InputError([error(f"{path} is a directory, not an input file")]) from None
        except FileNotFoundError:
            raise InputError([error(f"{path}: no such file")]) from None
        except OSError as exc:
            raise InputError([error(f"{path}: cannot read: {exc.strerror}")]) from None
    if len(data) > limit:
        raise InputError([_too_big(path, limit)])
    return data


def _too_big(path: str, limit: int) -> Diagnostic:
    return error(f"{path} is larger than the input limit of {limit} bytes",
                 Span(path=STDIN_NAME if path == "-" else path, line=1, col=1),
                 hint="raise the limit with --max-input-size if the file is trusted")


def front_end(path: str, name: str | None) -> ModuleType:
    """The front end named ``name``, or the one for the path's extension."""
    if name is not None:
        return registry.FRONT_ENDS[name]
    module = registry.front_end_for(path)
    if module is None:
        known = ", ".join(sorted(registry.FRONT_ENDS))
        raise InputError([error(f"cannot tell the input format of {path}",
                                hint=f"name it with -f FORMAT (one of: {known})")])
    return module


def run_passes(document: ir.Document, names: Sequence[str], *, verify_each: bool = False,
               dump_after: str | None = None,
               dump: Callable[[str, ir.Document], None] | None = None) -> ir.Document:
    """Run the named passes in order; verify after each and dump after ``dump_after``."""
    for name in names:
        document = registry.PASSES[name](document)
        if verify_each:
            verify(document)
        if dump is not None and dump_after in (name, "all"):
            dump(name, document)
    return document


def pipeline_for(front: ModuleType, emitter: ModuleType | None,
                 override: Sequence[str] | None = None) -> tuple[str, ...]:
    """The passes to run: the override, or front end's + default + emitter's, each once."""
    if override is not None:
        return tuple(override)
    names: list[str] = []
    for name in (*front.PASSES, *registry.DEFAULT_PIPELINE,
                 *(emitter.PASSES if emitter else ())):
        if name not in names:
            names.append(name)
    return tuple(names)


def run_checks(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Run every registered check."""
    found: list[Diagnostic] = []
    for check in registry.CHECKS.values():
        found.extend(check(document))
    return tuple(found)


def parse_bytes(data: bytes, path: str, front: ModuleType,
                options: ParseOptions) -> tuple[ir.Document, tuple[Diagnostic, ...]]:
    """Run a front end; raise :class:`InputError` if it reports errors."""
    result = front.parse(data, path=path, options=options)
    if result.document is None or has_errors(result.diagnostics):
        raise InputError(result.diagnostics or [error(f"{path}: could not be read")])
    return result.document, tuple(result.diagnostics)


def emit(document: ir.Document, emitter: ModuleType, options: EmitOptions) -> EmitResult:
    """Run an emitter."""
    result: EmitResult = emitter.emit(document, options)
    return result


def write_atomic(path: str, data: str | bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename.

    A failure (or a crash) leaves any existing file at ``path`` as it was, never truncated.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
        os.chmod(tmp, _file_mode(target))
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_output(output: str | None, text: str) -> None:
    """Write ``text`` to the file ``output`` atomically, or to stdout for None or ``-``."""
    if output and output != "-":
        write_atomic(output, text)
    else:
        sys.stdout.write(text)


def schema_json(schema: dict[str, object]) -> str:
    """A JSON Schema as committed in ir-schema/: sorted keys, two-space indent, final newline."""
    return json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def _file_mode(target: Path) -> int:
    """The mode a new file would get (0666 less the umask), or the existing file's mode."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def document_to_builtins(document: ir.Document) -> object:
    """The document as plain Python data (dicts and lists), as IR JSON would decode."""
    return msgspec.to_builtins(document)
