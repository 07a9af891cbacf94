"""Front end for PBN (Portable Bridge Notation 2.1): each game into ``Document.boards``.

Extension ``.pbn``. The syntax is ``grammar/PBN.g4`` (games of tag pairs and their section
data, separated by empty lines); :mod:`bridgec.frontends.pbn.lower` reads what the tags
mean (the deal, dealer, vulnerability, auction with its notes, play, contract) into IR
boards, with a located error for each value it cannot read. :mod:`bridgec.frontends.pbn.fast`
reads the syntax of well-formed files faster; the grammar's path reads the rest and is the
authority for syntax errors. See docs/pbn.md.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.decoding import decode
from bridgec.diagnostics import Diagnostic, Span, error
from bridgec.frontends.pbn import fast, syntax
from bridgec.frontends.pbn.lower import lower
from bridgec.limits import MAX_PBN_GRAMMAR
from bridgec.options import ParseOptions, ParseResult

NAME = "pbn"
EXTENSIONS = (".pbn",)
DESCRIPTION = "PBN 2.1 (Portable Bridge Notation): deals, auctions, play"


def parse(data: bytes, *, path: str, options: ParseOptions = ParseOptions()) -> ParseResult:
    """The boards of a PBN file.

    Args:
        data: the file's bytes (:mod:`bridgec.decoding`; PBN's own ISO 8859-1 is the
            fallback, silent).
        path: the name used in diagnostics.
        options: ``encoding`` overrides the detection.

    Returns:
        The document, or no document and an error when the file holds no deal.
    """
    decoded = decode(data, path, fallback="latin-1", encoding=options.encoding, warn=False)
    found, problems = _games(decoded.text, path)
    boards, lowering = lower(found, path)
    diagnostics = (*decoded.diagnostics, *problems, *lowering)
    if not boards:
        if not any(d.severity == "error" for d in diagnostics):
            diagnostics = (*diagnostics, error(
                "no deal in this PBN file", Span(path=path, line=1),
                'a game needs a `[Deal "N:AKQ.JT9.876.5432 ..."]` tag'))
        return ParseResult(document=None, diagnostics=diagnostics)
    document = ir.Document(source=ir.Source(path=path, format=NAME), boards=boards)
    return ParseResult(document=document, diagnostics=diagnostics)


def _games(text: str, path: str) -> tuple[list[list[syntax.Tag]], tuple[Diagnostic, ...]]:
    """The games and the syntax errors: the fast reader, and the grammar for the game the
    fast reader stopped in (the whole text, should the grammar find no error there)."""
    read = fast.games(text, path)
    if not isinstance(read, fast.Stop):
        return read
    if read.end - read.start > MAX_PBN_GRAMMAR:  # ANTLR reads a few KB a second here
        return [], (_unread(text, read.at, path),)
    found, problems = syntax.games(text[read.start:read.end], path, read.line - 1)
    if problems:
        return found, problems
    if len(text) > MAX_PBN_GRAMMAR:
        return [], (_unread(text, read.at, path),)
    return syntax.games(text, path)


def _unread(text: str, at: int, path: str) -> Diagnostic:
    """The error at the first character the fast reader could not read, for a game too
    long to hand to the grammar."""
    line = text.count("\n", 0, at) + 1
    col = at - (text.rfind("\n", 0, at) + 1) + 1
    shown = text[at:at + 20].split("\n", 1)[0]
    return error(f"cannot read the PBN text here (`{shown}`)", Span(path=path, line=line, col=col),
                 "a tag is `[Name \"value\"]` on a line of its own, followed by its section "
                 "data; games are separated by an empty line (docs/pbn.md)")
