"""Front end for BML, the Bridge Bidding Markup Language (BML 2, gpaulissen/bml).

Reads a ``.bml`` file and its ``#INCLUDE``s into the parse tree of the grammar
(``grammar/BMLLexer.g4``, ``grammar/BMLParser.g4``; see ``bridgec.frontends.bml.tree``) and
lowers it into the presentation view of the IR: headings, paragraphs, lists, tables, deal
and auction diagrams and bid tables whose rows keep their calls as written (``2M`` stays a
pattern). The pass ``derive_rules`` then works out one rule per call definition.
See ``docs/bml.md``.

A file that only reads as BML 1 (tables indented at the top level, 3- or 4-space steps)
is read as BML 1 with a warning; ``-f bml1`` says so up front.
"""

from __future__ import annotations

import os
import re

from bridgec import collector, ir
from bridgec.bidtables.walk import unbound_rows
from bridgec.diagnostics import Diagnostic, Span, has_errors, warning
from bridgec.frontends.bml.bidtable import TableState
from bridgec.frontends.bml.blocks import Lowering
from bridgec.frontends.bml.source import Reader, no_directory
from bridgec.options import ParseOptions, ParseResult
from bridgec.verify import bid_nodes

NAME = "bml"

_BML1_COMMENT = re.compile(r"(?<=\S)\s*(?<!:)//.*$", re.M)


def parse(data: bytes, *, path: str, options: ParseOptions = ParseOptions()) -> ParseResult:
    """Read BML into an IR document (body and metadata; rules come from ``derive_rules``).

    Args:
        data: the file's bytes (UTF-8, or Windows-1252 with a warning).
        path: the name used in spans; ``#INCLUDE`` is relative to its folder.
        options: ``dialect`` ``bml1`` forces BML 1; ``include_paths`` are extra roots.

    Returns:
        The document and its diagnostics; never raises on bad input.
    """
    dialect = options.dialect or NAME
    with collector.paused():
        return _parse(data, path, options, dialect)


def _parse(data: bytes, path: str, options: ParseOptions, dialect: str) -> ParseResult:
    result = read(data, path, options, dialect)
    first = next((d for d in result.diagnostics if d.code == "bml-indent"), None)
    if options.dialect is None and first is not None:
        retry = read(data, path, options, "bml1")
        if not has_errors(retry.diagnostics) and retry.document is not None:
            where = first.span or Span(path=path, line=1)
            note = warning(f"read as BML 1: this line's indentation ({first.message}) is not "
                           "BML 2's two spaces a level", where, code="bml-switch",
                           hint="indent by two spaces a level, or convert with -f bml1 to "
                           "say the file is BML 1")
            return ParseResult(document=retry.document,
                               diagnostics=(note, *retry.diagnostics), files=retry.files)
    return result


def read(data: bytes, path: str, options: ParseOptions, dialect: str) -> ParseResult:
    """Read ``data`` as the given dialect (``bml`` or ``bml1``)."""
    diagnostics: list[Diagnostic] = []
    # text without a file (standard input) includes from the --include-path roots only
    base = () if no_directory(path) else (os.path.dirname(os.path.realpath(path)),)
    reader = Reader((*base, *options.include_paths), options.encoding,
                    options.max_input_bytes)
    if dialect == "bml1":
        reader.transform = _strip_bml1_comments
    blocks = reader.read(data, path)
    diagnostics.extend(reader.source.diagnostics)
    state = TableState(diagnostics=diagnostics, step=2 if dialect == NAME else None)
    lowering = Lowering(diagnostics=diagnostics, table=state)
    for block in blocks:
        lowering.block(block)
    for name, span in state.defined_at.items():
        if name not in state.pasted and state.cut.get(name):
            diagnostics.append(warning(f"#CUT {name} is never pasted; its rows appear nowhere",
                                       span, hint=f"add #PASTE {name} where they belong, "
                                       "or use #COPY to keep them here too", code="bml-cut"))
    document = ir.Document(source=ir.Source(format="bml", path=path,
                                            dialect="" if dialect == NAME else dialect),
                           meta=tuple(lowering.meta), body=tuple(lowering.body))
    if state.patterns:  # only pattern rows can stand for no bid
        diagnostics.extend(_unbound(document, set(unbound_rows(document))))
    return ParseResult(document=document, diagnostics=tuple(diagnostics),
                       files=tuple(reader.names.values()))


def _unbound(document: ir.Document, ids: set[str]) -> list[Diagnostic]:
    """Warn about pattern rows that stand for no bid wherever they are used."""
    if not ids:
        return []
    out = []
    for node in _nodes(document):
        if node.id in ids and isinstance(node.call, ir.CallPattern):
            out.append(warning(_why(node.call), node.span, code="bml-unbound",
                               hint="check the auction above it; the row defines no call"))
    return out


def _why(call: ir.CallPattern) -> str:
    if call.variable in ("oM", "om"):
        return (f"{call.text}: {call.variable} cannot be bound: no {call.variable[1]} "
                "before it in this auction")
    if call.form == "step":
        return f"{call.text}: no bid that many steps above the last bid"
    return (f"{call.text}: no suit fits {call.variable or call.strains} here (suits already "
            "bid, X<Y<Z, higher than the last bid)")


def _nodes(document: ir.Document) -> list[ir.BidNode]:
    return sorted(bid_nodes(document), key=lambda n: int(n.id[1:]))


def _strip_bml1_comments(text: str) -> str:
    """BML 1 allows ``//`` comments after text on a line (not in ``http://``)."""
    return _BML1_COMMENT.sub("", text)
