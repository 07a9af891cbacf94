"""Front end for Blue Chip Table Manager session transcripts: boards into ``Document.boards``.

Extensions: ``.tm`` (a transcript written by ``bridgec tm serve``) and ``.tmlog``; any other
name works with ``-f tm`` (for example ``session.log`` or a ``.tsv`` capture). See
docs/tm.md for the accepted line forms.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.decoding import decode
from bridgec.diagnostics import Span, error
from bridgec.frontends.tm.session import lower
from bridgec.options import ParseOptions, ParseResult

NAME = "tm"
EXTENSIONS = (".tm", ".tmlog")
DESCRIPTION = "Blue Chip Table Manager session transcript (one message per line)"
PASSES: tuple[str, ...] = ()


def parse(data: bytes, *, path: str, options: ParseOptions = ParseOptions()) -> ParseResult:
    """Lower a transcript into a document whose ``boards`` hold every board played.

    Args:
        data: the transcript bytes (:mod:`bridgec.decoding`; Latin-1 is the fallback).
        path: the name used in diagnostics.
        options: ``encoding`` overrides the detection.

    Returns:
        The document, or no document and an error when the file holds no board.
    """
    decoded = decode(data, path, fallback="latin-1", encoding=options.encoding, warn=False)
    boards, diagnostics = lower(decoded.text, path)
    diagnostics = (*decoded.diagnostics, *diagnostics)
    if not boards:
        problem = error("no board in this session transcript", Span(path=path, line=1),
                        "a board starts with a `Board number N. Dealer X. ... vulnerable.` "
                        "message")
        return ParseResult(document=None, diagnostics=(*diagnostics, problem))
    document = ir.Document(source=ir.Source(path=path, format=NAME), boards=boards)
    return ParseResult(document=document, diagnostics=diagnostics)
