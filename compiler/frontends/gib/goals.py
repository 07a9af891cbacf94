"""Parse one GIB goal (a seq, constraint or spec field) into an ``ir.Goal``.

The grammar ``grammar/GibLexer.g4`` + ``GibParser.g4`` defines goals. Each goal is first
read by the hand-written :mod:`bridgec.frontends.gib.fast`, which builds the IR the
grammar's path builds and declines anything it does not read completely; the grammar's
path (:mod:`bridgec.frontends.gib.grammar`, ANTLR) decides the rest and is the authority
for every error. :func:`parse_goal` returns the goal and located diagnostics; a goal
longer than ``MAX_GOAL_LENGTH`` is refused before either path reads it.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.diagnostics import Diagnostic, Span, error
from bridgec.frontends.gib.fast import TOO_DEEP, read_goal, refused_at
from bridgec.limits import MAX_GOAL_LENGTH, MAX_IR_DEPTH

ANTLR_CHARACTERS = 16384
"""Characters of goals the fast reader declines that the grammar's path explains per
file (ANTLR reads about 20,000 a second, keeping memory for each); past them, a declined
goal is located where the fast reader stops, without ANTLR's words."""


class AntlrBudget:
    """What is left of :data:`ANTLR_CHARACTERS` for one file."""

    def __init__(self, characters: int = ANTLR_CHARACTERS) -> None:
        self.characters = characters


def too_deep(span: Span) -> Diagnostic:
    """The error of a goal that nests deeper than the IR may (both paths give it)."""
    return error(f"goal nested deeper than {MAX_IR_DEPTH} levels", span,
                 "split the goal into simpler rules or macros")


def parse_goal(text: str, *, span: Span, spec: bool = False,
               budget: AntlrBudget | None = None) -> tuple[ir.Goal | None,
                                                           tuple[Diagnostic, ...]]:
    """Parse ``text``; ``span`` locates its first character (columns are 1-based).

    With ``spec`` the text is a spec field: the leading backquote is added as the seed
    says (unless the field already has one), and a closing one when missing.
    """
    if len(text) > MAX_GOAL_LENGTH:  # before any reading: ANTLR is slow on long goals
        return None, (error(f"goal of {len(text):,} characters is longer than the limit of "
                            f"{MAX_GOAL_LENGTH:,}", span, "split it into several rules, or "
                            "use smaller macros"),)
    source, shift = text, 0
    if spec:
        shift = 0 if text.startswith("`") else 1
        body = text if shift == 0 else "`" + text
        source = body + ("" if body.endswith("`") and len(body) > 1 else "`")
    fast = read_goal(source, span, shift, text)
    if fast is TOO_DEEP:
        return None, (too_deep(span),)
    if fast is not None:
        return fast, ()
    if budget is not None:
        if budget.characters < len(source):
            return None, (_unexplained(text, source, span, shift),)
        budget.characters -= len(source)
    from bridgec.frontends.gib.grammar import parse_goal_antlr  # only for the rare goal

    return parse_goal_antlr(text, source, span, shift)


def _unexplained(text: str, source: str, span: Span, shift: int) -> Diagnostic:
    col = max(0, min(refused_at(source) - shift, len(text)))
    where = Span(path=span.path, line=span.line, col=span.col + col, via=span.via)
    return error(f"malformed goal '{text}': not read past here", where,
                 f"the first {ANTLR_CHARACTERS:,} characters of malformed goals in a file "
                 "are explained in full; fix those first")
