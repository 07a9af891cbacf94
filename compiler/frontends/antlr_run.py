"""One ANTLR set-up for the front ends: collect syntax errors, SLL first, full LL on error.

Import this module only where a parse is about to run: it imports the ANTLR runtime, which
costs tens of milliseconds that the front ends' fast paths avoid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from antlr4 import CommonTokenStream, InputStream
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.error.ErrorListener import ErrorListener
from antlr4.error.Errors import ParseCancellationException
from antlr4.error.ErrorStrategy import BailErrorStrategy, DefaultErrorStrategy


@dataclass(frozen=True)
class SyntaxProblem:
    """A syntax error: 1-based line and column, ANTLR's message, the offending token."""

    line: int
    col: int
    message: str
    offending: Any


class Collect(ErrorListener):  # type: ignore[misc]
    """Collects the syntax errors of a lexer and a parser."""

    def __init__(self) -> None:
        self.problems: list[SyntaxProblem] = []

    def syntaxError(self, recognizer: Any, offending: Any, line: int, column: int,
                    msg: str, e: Any) -> None:
        self.problems.append(SyntaxProblem(line, column + 1, msg, offending))


def parse(lexer_class: Any, parser_class: Any, text: str, rule: str
          ) -> tuple[Any, list[SyntaxProblem]]:
    """Parse ``text`` from ``rule``: the parse tree and the syntax errors (in order).

    Prediction runs in SLL mode, which is much faster, and bails out at the first error;
    only then is the input parsed again in full LL mode, with error recovery, so that the
    errors reported are the grammar's and not an artefact of SLL.
    """
    listener = Collect()
    lexer = lexer_class(InputStream(text))
    lexer.removeErrorListeners()
    lexer.addErrorListener(listener)
    stream = CommonTokenStream(lexer)
    parser = parser_class(stream)
    parser.removeErrorListeners()
    parser._interp.predictionMode = PredictionMode.SLL
    parser._errHandler = BailErrorStrategy()
    try:
        return getattr(parser, rule)(), listener.problems
    except ParseCancellationException:
        pass
    stream.seek(0)
    parser.reset()
    parser.addErrorListener(listener)
    parser._interp.predictionMode = PredictionMode.LL
    parser._errHandler = DefaultErrorStrategy()
    return getattr(parser, rule)(), listener.problems
