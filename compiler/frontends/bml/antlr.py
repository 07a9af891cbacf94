"""The ANTLR path of the BML front end: parse with the generated parser, build the tree.

``grammar/BMLParser.g4`` is the definition of BML's syntax; this module turns its parse
tree into the nodes of :mod:`bridgec.frontends.bml.tree`, which the hand-written reader
there also makes. The front end imports this module only when that reader cannot read a
text; tests/frontends/bml/test_bml_grammar.py checks that both give the same tree. ANTLR types never
leave this module.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec

from bridgec._generated.bml.BMLLexer import BMLLexer
from bridgec._generated.bml.BMLParser import BMLParser
from bridgec.diagnostics import Diagnostic
from bridgec.frontends.antlr import parse_with
from bridgec.frontends.bml.tree import COMMENT, Block, Include, Line, Node

P = BMLParser
_NAMES = P.symbolicNames
_CONTENT = {P.HeadingContext: "heading", P.BulletListContext: "bulletList",
            P.OrderedListContext: "orderedList", P.AuctionDiagramContext: "auctionDiagram",
            P.BidTableContext: "bidTable", P.TableContext: "table",
            P.DealDiagramContext: "dealDiagram", P.DirectiveTableContext: "directiveTable",
            P.ParagraphContext: "paragraph"}


def read(text: str, path: str, diagnostics: list[Diagnostic]) -> list[Node]:
    """The parse tree of normalised text, as :func:`bridgec.frontends.bml.tree.read` makes it.

    Syntax errors (the grammar accepts any normalised text, so they mean a bridgec bug)
    become located diagnostics.
    """
    tree, problems = parse_with(BMLLexer, BMLParser, text, "document", path=path,
                                describe=lambda _token, message: f"cannot read this line: "
                                f"{message}", max_errors=None)
    diagnostics.extend(msgspec.structs.replace(
        p, hint="please report this input to the bridgec developers") for p in problems)
    if problems or tree is None:
        return []
    nodes: list[Node] = []
    for child in tree.children or ():
        if isinstance(child, P.GapContext):
            inner = child.getChild(0)
            if isinstance(inner, P.IncludeContext):
                nodes.append(Include(_lines(inner, path)[0]))
        elif isinstance(child, P.BlockContext):
            nodes.append(_block(child, path))
    return nodes


def _block(ctx: Any, path: str) -> Block:
    lead: list[Line] = []
    kind: str | None = None
    lines: list[Line] = []
    for child in ctx.children:
        if isinstance(child, P.ContentContext):
            inner = child.getChild(0)
            kind = _CONTENT[type(inner)]
            lines = _lines(inner, path)
        else:
            lead.extend(_lines(child, path))
    return Block(lead, kind, lines)


def _tokens(ctx: Any) -> Iterator[Any]:
    if not hasattr(ctx, "children"):
        yield ctx.symbol
        return
    for child in ctx.children or ():
        yield from _tokens(child)


def _lines(ctx: Any, path: str) -> list[Line]:
    """The lines of a subtree: a ``COMMENT`` token, or the tokens up to ``NL``."""
    out: list[Line] = []
    parts: list[Any] = []
    for token in _tokens(ctx):
        name = _NAMES[token.type]
        if name == COMMENT:
            out.append(Line(path, token.line, 0, COMMENT, token.text[:-1]))
        elif name == "NL":
            out.append(_line(parts, path))
            parts = []
        else:
            parts.append(token)
    return out


def _line(tokens: list[Any], path: str) -> Line:
    text = {_NAMES[t.type]: t.text for t in tokens}
    indent = len(text.pop("INDENT", ""))
    space, equals, desc = text.pop("SPACE", ""), text.pop("EQUALS", ""), text.pop("TEXT", "")
    ((kind, word),) = text.items()
    return Line(path, tokens[0].line, indent, kind, word, space, equals, desc)
