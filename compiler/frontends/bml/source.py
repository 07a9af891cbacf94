"""BML source reading: decode, normalise, tokenise with the ANTLR grammar, splice includes.

The result is a list of blocks (runs of lines between blank lines), each line split into
indentation, first word and rest, with its file and line number. Which kind of block a
run of lines is gets decided later (``bml_blocks``). ANTLR types never leave this module.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from antlr4 import CommonTokenStream, InputStream
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.error.ErrorListener import ErrorListener
from antlr4.ListTokenSource import ListTokenSource
from antlr4.Token import CommonToken, Token

from bridgec._generated.bml.BMLLexer import BMLLexer
from bridgec._generated.bml.BMLParser import BMLParser
from bridgec.diagnostics import Diagnostic, Span, error, warning

MAX_INCLUDE_DEPTH = 32
MAX_INCLUDES = 1000
"""At most this many ``#INCLUDE``s are read for one input (a guard against include bombs)."""


class Line:
    """One non-blank source line: ``indent`` columns, first word ``head``, then ``rest``.

    ``rest`` keeps its leading whitespace (and a ``=`` separator), so ``rest_col`` (1-based)
    is where it starts. ``comment`` marks a ``//`` line (``head`` is then the whole text).
    """

    __slots__ = ("path", "number", "indent", "head", "rest", "comment", "via")

    def __init__(self, path: str, number: int, indent: int, head: str, rest: str,
                 comment: bool = False, via: Span | None = None) -> None:
        self.path = path
        self.number = number
        self.indent = indent
        self.head = head
        self.rest = rest
        self.comment = comment
        self.via = via

    @property
    def text(self) -> str:
        """The line without its indentation."""
        return self.head + self.rest

    @property
    def rest_col(self) -> int:
        """1-based column where ``rest`` starts."""
        return self.indent + len(self.head) + 1

    def span(self, col: int | None = None, end_col: int | None = None) -> Span:
        """The span of this line (or of columns ``col``..``end_col``)."""
        start = self.indent + 1 if col is None else col
        end = self.indent + len(self.head) + len(self.rest) + 1 if end_col is None else end_col
        return Span(path=self.path, line=self.number, col=start, end_col=max(end, start + 1),
                    via=self.via)

    def __repr__(self) -> str:
        return f"Line({self.number}, {self.indent}, {self.head!r}, {self.rest!r})"


Block = list[Line]


@dataclass
class Source:
    """What reading a BML file gave: its blocks, its diagnostics, the files read."""

    blocks: list[Block] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    files: list[str] = field(default_factory=list)


def decode(data: bytes, path: str, encoding: str | None,
           diagnostics: list[Diagnostic]) -> str:
    """Bytes to text: UTF-8 (with or without BOM), else Windows-1252 with a warning."""
    if encoding:
        try:
            return data.decode(encoding, errors="replace")
        except LookupError:
            diagnostics.append(error(f"unknown encoding {encoding!r}",
                                     Span(path=path, line=1), hint="use e.g. utf-8 or cp1252"))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        diagnostics.append(warning("file is not valid UTF-8; read as Windows-1252",
                                   Span(path=path, line=line),
                                   hint="save the file as UTF-8, or give --encoding"))
        return data.decode("cp1252", errors="replace")


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


class _Listener(ErrorListener):  # type: ignore[misc]
    """Turns ANTLR syntax errors into diagnostics (the grammar accepts any normalised text,
    so these only appear on a bridgec bug)."""

    def __init__(self, path: str, diagnostics: list[Diagnostic]) -> None:
        self.path = path
        self.diagnostics = diagnostics

    def syntaxError(self, recognizer: object, offending: object, line: int, column: int,
                    msg: str, e: object) -> None:
        self.diagnostics.append(error(f"cannot read this line: {msg}",
                                      Span(path=self.path, line=line, col=column + 1)))


_SPLIT = re.compile(r"([ \t]*)([^ \t]*)(.*)", re.S)


def fast_tokens(text: str) -> list[CommonToken]:
    """The tokens ``BMLLexer`` makes of normalised text, made with ``str`` operations.

    The ANTLR lexer is the authority (``tokens(text, "antlr")``); this gives the same tokens
    (type, text, line, column, start, stop) about a hundred times faster.
    """
    out: list[CommonToken] = []
    pos = 0
    lines = text.split("\n")
    lines.pop()  # normalised text ends with "\n"
    for number, line in enumerate(lines, 1):
        if not line:
            kind = BMLLexer.BLANK
        elif line.startswith("//"):
            kind = BMLLexer.COMMENT
        else:
            kind = BMLLexer.LINE
        token = CommonToken(type=kind)
        token.text = line + "\n"
        token.line = number
        token.column = 0
        token.start = pos
        pos += len(line) + 1
        token.stop = pos - 1
        out.append(token)
    eof = CommonToken(type=Token.EOF)
    eof.text = "<EOF>"
    eof.line, eof.column, eof.start, eof.stop = len(lines) + 1, 0, pos, pos - 1
    out.append(eof)
    return out


def antlr_tokens(text: str, listener: ErrorListener) -> list[CommonToken]:
    """The tokens of the ANTLR lexer generated from ``grammar/BMLLexer.g4``."""
    lexer = BMLLexer(InputStream(text))
    lexer.removeErrorListeners()
    lexer.addErrorListener(listener)
    stream = CommonTokenStream(lexer)
    stream.fill()
    return list(stream.tokens)


def tokenise(text: str, path: str, diagnostics: list[Diagnostic],
             lexer: str = "fast") -> list[Block]:
    """Parse normalised text with the ANTLR parser; return its blocks of lines.

    ``lexer`` is ``fast`` (:func:`fast_tokens`) or ``antlr`` (the generated lexer).
    """
    listener = _Listener(path, diagnostics)
    tokens = fast_tokens(text) if lexer == "fast" else antlr_tokens(text, listener)
    parser = BMLParser(CommonTokenStream(ListTokenSource(tokens)))
    parser.removeErrorListeners()
    parser.addErrorListener(listener)
    parser._interp.predictionMode = PredictionMode.SLL
    tree = parser.document()  # type: ignore[no-untyped-call]
    blocks: list[Block] = []
    for child in tree.children or ():
        if isinstance(child, BMLParser.BlockContext):
            blocks.append([_line(c.symbol, path) for c in child.children])
    return blocks


def _line(token: CommonToken, path: str) -> Line:
    text = token.text[:-1]
    if token.type == BMLLexer.COMMENT:
        return Line(path, token.line, 0, text, "", comment=True)
    m = _SPLIT.match(text)
    assert m is not None  # the pattern matches any string
    indent, head, rest = m.groups()
    return Line(path, token.line, len(indent), head, rest)


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

    def read(self, data: bytes, path: str, stack: tuple[str, ...] = ()) -> list[Block]:
        """Blocks of ``data`` (read from ``path``) with includes spliced in."""
        diags = self.source.diagnostics
        if not stack and path != "<stdin>":
            stack = (os.path.realpath(path),)
            self.names[stack[0]] = path
        self.total_bytes += len(data)
        self.source.files.append(path)
        text = normalise(decode(data, path, self.encoding, diags), path, diags)
        if self.transform is not None:
            text = normalise(self.transform(text), path, [])
        blocks: list[Block] = []
        for block in tokenise(text, path, diags):
            current: Block = []
            for line in block:
                if not line.comment and line.head.upper() == "#INCLUDE":
                    if current:
                        blocks.append(current)
                    current = []
                    blocks.extend(self.include(line, path, stack))
                else:
                    current.append(line)
            if current:
                blocks.append(current)
        return blocks

    def include(self, line: Line, path: str, stack: tuple[str, ...]) -> list[Block]:
        """The blocks of the file an ``#INCLUDE`` line names, or a located error."""
        name = line.rest.strip()
        span = line.span()
        if not name:
            self.source.diagnostics.append(error("#INCLUDE needs a file name", span,
                                                 hint="write #INCLUDE path/to/file.bml"))
            return []
        base = Path(path).parent if path != "<stdin>" else Path(".")
        if "\x00" in name:
            self.source.diagnostics.append(error(
                "#INCLUDE file name holds a NUL character", span,
                hint="write the file name in plain characters", code="bml-include"))
            return []
        target = os.path.realpath(base / name)
        problem = self._refuse(target, stack, name, os.path.abspath(base / name))
        if problem is not None:
            self.source.diagnostics.append(error(problem[0], span, hint=problem[1],
                                                 code="bml-include"))
            return []
        try:
            data = Path(target).read_bytes()
        except OSError as exc:
            self.source.diagnostics.append(error(
                f"cannot read included file {name}: {exc.strerror}", span,
                hint="the path is relative to the including file"))
            return []
        if self.max_bytes is not None and self.total_bytes + len(data) > self.max_bytes:
            self.source.diagnostics.append(error(
                f"#INCLUDE {name}: the input and its includes pass the input limit of "
                f"{self.max_bytes} bytes", span,
                hint="raise the limit with --max-input-size if the files are trusted",
                code="bml-include"))
            return []
        shown = os.path.relpath(target) if not os.path.isabs(path) else target
        self.names[target] = shown
        return self.read(data, shown, (*stack, target))

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
