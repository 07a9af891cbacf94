"""Front end for Blue Chip Table Manager session transcripts: boards into ``Document.boards``.

Extensions: ``.tm`` (a transcript written by ``bridgec tm serve``) and ``.tmlog``; any other
name works with ``-f tm`` (for example ``session.log`` or a ``.tsv`` capture). See
docs/tm.md for the accepted line forms.
"""

from __future__ import annotations

from bridgec import ir
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
        data: the transcript bytes (UTF-8; Latin-1 is accepted as a fallback).
        path: the name used in diagnostics.
        options: unused; present for the common front-end interface.

    Returns:
        The document, or no document and an error when the file holds no board.
    """
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    boards, diagnostics = lower(text, path)
    if not boards:
        problem = error("no board in this session transcript", Span(path=path, line=1),
                        "a board starts with a `Board number N. Dealer X. ... vulnerable.` "
                        "message")
        return ParseResult(document=None, diagnostics=(*diagnostics, problem))
    document = ir.Document(source=ir.Source(path=path, format=NAME), boards=boards)
    return ParseResult(document=document, diagnostics=diagnostics)
