"""BML source reading: decode, normalise, parse (``grammar/BMLParser.g4``), splice includes.

The result is the document's blocks (:class:`bridgec.frontends.bml.tree.Block`), those of
its ``#INCLUDE``d files spliced in where they are included, each line with its file and
line number. The parse tree is made by the hand-written reader in
:mod:`bridgec.frontends.bml.tree`, or by the generated ANTLR parser when that reader cannot
read a text; the ANTLR runtime is imported only then.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import msgspec

from bridgec.codes import without_suppressions
from bridgec.decoding import binary_kind, decode
from bridgec.diagnostics import Diagnostic, Span, error, warning
from bridgec.frontends.bml import tree
from bridgec.frontends.bml.tree import Block, Include, Line, Node
from bridgec.limits import read_at_most

MAX_INCLUDE_DEPTH = 32
MAX_INCLUDES = 1000
"""At most this many ``#INCLUDE``s are read for one input (a guard against include bombs)."""


def no_directory(path: str) -> bool:
    """True for the name of text that is not a file (``<stdin>``, ``<text>``): an
    ``#INCLUDE`` in it has no directory to be relative to."""
    return path.startswith("<") and path.endswith(">")


class Source(msgspec.Struct):
    """What reading a BML file gave: its blocks, its diagnostics, the files read."""

    diagnostics: list[Diagnostic] = msgspec.field(default_factory=list)
    files: list[str] = msgspec.field(default_factory=list)


def normalise(text: str, path: str, diagnostics: list[Diagnostic]) -> str:
    """``\\n`` line ends, no trailing blanks, a final newline; warn about TABs."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if "\t" in text:
        for number, line in enumerate(lines, 1):
            col = line.find("\t")
            if col >= 0:
                diagnostics.append(warning(
                    "TAB character read as one space", Span(path=path, line=number,
                                                            col=col + 1, end_col=col + 2),
                    hint="TABs look wider than one column; replace them with spaces",
                    code="bml-tab"))
    lines = [line.rstrip(" \t\f\v") for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n" if lines else ""


def parse_text(text: str, path: str, diagnostics: list[Diagnostic],
               engine: str = "fast") -> list[Node]:
    """The parse tree of normalised text (``grammar/BMLParser.g4``).

    ``engine`` ``fast`` is the hand-written reader (:func:`bridgec.frontends.bml.tree.read`);
    if it cannot read the text, or with ``antlr``, the generated ANTLR parser reads it (and
    locates any syntax error). The ANTLR runtime is imported only then.
    """
    if engine == "fast":
        try:
            return tree.read(text, path)
        except ValueError:
            pass
    from bridgec.frontends.bml import antlr

    return antlr.read(text, path, diagnostics)


class Reader:
    """Reads a file and its ``#INCLUDE``s (relative to the including file, no cycles)."""

    def __init__(self, roots: tuple[str, ...], encoding: str | None,
                 max_bytes: int | None = None) -> None:
        self.roots = tuple(os.path.realpath(r) for r in roots)
        self.encoding = encoding
        self.source = Source()
        self.transform: Callable[[str], str] | None = None
        self.max_bytes = max_bytes
        self.total_bytes = 0
        self.names: dict[str, str] = {}  # real path -> the name shown for it
        # (real path, name shown) -> (size, parse tree): a file included several times is
        # read and parsed once
        self.parsed: dict[tuple[str, str], tuple[int, list[Node]]] = {}

    def read(self, data: bytes, path: str) -> list[Block]:
        """Blocks of ``data`` (read from ``path``) with includes spliced in."""
        stack: tuple[str, ...] = ()
        if not no_directory(path):
            stack = (os.path.realpath(path),)
            self.names[stack[0]] = path
        self.total_bytes += len(data)
        self.source.files.append(path)
        return self.splice(self.parse(data, path), path, stack)

    def parse(self, data: bytes, path: str) -> list[Node]:
        """The parse tree of one file's bytes (diagnostics go to ``source``)."""
        diags = self.source.diagnostics
        decoded = decode(data, path, fallback="cp1252", encoding=self.encoding)
        diags.extend(decoded.diagnostics)
        text = without_suppressions(normalise(decoded.text, path, diags))
        if self.transform is not None:
            text = normalise(self.transform(text), path, [])
        return parse_text(text, path, diags)

    def splice(self, nodes: list[Node], path: str, stack: tuple[str, ...]) -> list[Block]:
        """The blocks of a parse tree, with the blocks of its includes in their place."""
        blocks: list[Block] = []
        for node in nodes:
            if isinstance(node, Include):
                blocks.extend(self.include(node.line, path, stack))
            else:
                blocks.append(node)
        return blocks

    def include(self, line: Line, path: str, stack: tuple[str, ...]) -> list[Block]:
        """The blocks of the file an ``#INCLUDE`` line names, or a located error."""
        name = line.rest.strip()
        span = line.span()
        if not name:
            self.source.diagnostics.append(error("#INCLUDE needs a file name", span,
                                                 hint="write #INCLUDE path/to/file.bml"))
            return []
        if "\x00" in name:
            self.source.diagnostics.append(error(
                "#INCLUDE file name holds a NUL character", span,
                hint="write the file name in plain characters", code="bml-include"))
            return []
        base = self._base(path, name)
        if base is None:
            self.source.diagnostics.append(error(
                f"#INCLUDE {name}: {path} has no directory to include from", span,
                hint="name the directories it may include from with --include-path DIR; "
                "the name is then looked for in each, in order", code="bml-include"))
            return []
        target = os.path.realpath(base / name)
        problem = self._refuse(target, stack, name, os.path.abspath(base / name))
        if problem is not None:
            self.source.diagnostics.append(error(problem[0], span, hint=problem[1],
                                                 code="bml-include"))
            return []
        shown = os.path.relpath(target) if not os.path.isabs(path) else target
        parsed = self.parsed.get((target, shown))
        if parsed is None:
            data = self._read(target, name, span)
            if data is None:
                return []
            parsed = (len(data), self.parse(data, shown))
            self.parsed[(target, shown)] = parsed
        elif self._too_big(parsed[0], name, span):
            return []
        self.total_bytes += parsed[0]
        self.source.files.append(shown)
        self.names[target] = shown
        return self.splice(parsed[1], shown, (*stack, target))

    def _base(self, path: str, name: str) -> Path | None:
        """The folder an ``#INCLUDE`` in ``path`` reads from: the including file's; for
        text without a file (standard input), the first ``--include-path`` root that holds
        the name (or the first root), and None without roots."""
        if not no_directory(path):
            return Path(path).parent
        if not self.roots:
            return None
        return next((Path(root) for root in self.roots
                     if os.path.isfile(os.path.join(root, name))), Path(self.roots[0]))

    def _read(self, target: str, name: str, span: Span) -> bytes | None:
        """The bytes of an included file, or None after a located error: one that cannot
        be read, would pass the input limit (found before reading it), or is not text."""
        try:
            with open(target, "rb") as stream:
                if self.max_bytes is None:
                    data: bytes | None = stream.read()
                else:
                    data = read_at_most(stream, max(self.max_bytes - self.total_bytes, 0))
        except OSError as exc:
            self.source.diagnostics.append(error(
                f"cannot read included file {name}: {exc.strerror}", span,
                hint="the path is relative to the including file"))
            return None
        if data is None:
            self._too_big(None, name, span)
            return None
        kind = binary_kind(data)
        if kind is not None:
            self.source.diagnostics.append(error(
                f"#INCLUDE {name}: the file is {kind}, not BML text", span,
                hint="include BML source files only", code="bml-include"))
            return None
        return data

    def _too_big(self, size: int | None, name: str, span: Span) -> bool:
        """Report (and say) when including ``size`` more bytes passes the input limit."""
        if self.max_bytes is None or size is not None and \
                self.total_bytes + size <= self.max_bytes:
            return False
        self.source.diagnostics.append(error(
            f"#INCLUDE {name}: the input and its includes pass the input limit of "
            f"{self.max_bytes} bytes", span,
            hint="raise the limit with --max-input-size if the files are trusted",
            code="bml-include"))
        return True

    def _inside(self, path: str) -> bool:
        return any(path == r or path.startswith(r.rstrip(os.sep) + os.sep) for r in self.roots)

    def _refuse(self, target: str, stack: tuple[str, ...], name: str, lexical: str
                ) -> tuple[str, str] | None:
        if target in stack:
            chain = " -> ".join(self.names.get(p, p) for p in (*stack, target))
            return (f"#INCLUDE {name} closes a cycle: {chain}",
                    "remove the #INCLUDE that closes the cycle")
        if len(stack) > MAX_INCLUDE_DEPTH:
            return (f"#INCLUDE nested deeper than {MAX_INCLUDE_DEPTH} files",
                    "check for a chain of includes")
        if len(self.source.files) > MAX_INCLUDES:
            return (f"more than {MAX_INCLUDES} #INCLUDEs in one input",
                    "include each file once, from one place")
        if not self._inside(target):
            return self._escape(name, lexical)
        if not os.path.isfile(target):
            return (f"included file {name} not found",
                    "the path is relative to the including file")
        return None

    def _escape(self, name: str, lexical: str) -> tuple[str, str]:
        hint = "add its folder with --include-path DIR if it is trusted"
        if os.path.isabs(name):
            return (f"#INCLUDE {name}: an absolute path outside the input's directory",
                    "write a path relative to the including file, or " + hint)
        if self._inside(lexical):
            return (f"#INCLUDE {name} is a symbolic link to a file outside the input's "
                    "directory", hint)
        return (f"#INCLUDE {name} leads outside the input's directory", hint)
