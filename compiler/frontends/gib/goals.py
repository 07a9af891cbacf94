"""Parse one GIB goal (a seq, constraint or spec field) into an ``ir.Goal``.

The grammar ``grammar/GibLexer.g4`` + ``GibParser.g4`` defines goals. Each goal is first
read by the hand-written :mod:`bridgec.frontends.gib.fast`, which builds the IR the
grammar's path builds and declines anything it does not read completely; the grammar's
path (:mod:`bridgec.frontends.gib.grammar`, ANTLR) decides the rest and is the authority
for every error. :func:`parse_goal` returns the goal and located diagnostics.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.diagnostics import Diagnostic, Span
from bridgec.frontends.gib.fast import read_goal


def parse_goal(text: str, *, span: Span, spec: bool = False) -> tuple[ir.Goal | None,
                                                                     tuple[Diagnostic, ...]]:
    """Parse ``text``; ``span`` locates its first character (columns are 1-based).

    With ``spec`` the text is a spec field: the leading backquote is added as the seed
    says (unless the field already has one), and a closing one when missing.
    """
    source, shift = text, 0
    if spec:
        shift = 0 if text.startswith("`") else 1
        body = text if shift == 0 else "`" + text
        source = body + ("" if body.endswith("`") and len(body) > 1 else "`")
    fast = read_goal(source, span, shift, text)
    if fast is not None:
        return fast, ()
    from bridgec.frontends.gib.grammar import parse_goal_antlr  # only for the rare goal

    return parse_goal_antlr(text, source, span, shift)
