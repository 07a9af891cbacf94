"""The one ANTLR set-up every front end uses: SLL prediction, full LL only after an error.

:func:`parse_with` runs a generated lexer and parser on a text and returns the parse tree
and the syntax errors as located :class:`~bridgec.diagnostics.Diagnostic`\\ s (1-based
columns). The first attempt predicts with SLL and bails out at the first problem: that is
ANTLR's fast mode, and when it finishes without a problem its tree is the one full LL
prediction gives (ANTLR's ``PredictionMode.SLL`` contract). Only when it meets a problem
is the text parsed again from scratch with full LL prediction and the default error
strategy, so the errors, their order and their columns are those of a plain LL parse.
ANTLR types other than the parse tree and the offending token never leave this module.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from antlr4 import CommonTokenStream, InputStream, PredictionContextCache
from antlr4.atn.ParserATNSimulator import ParserATNSimulator
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.dfa.DFA import DFA
from antlr4.error.ErrorListener import ErrorListener
from antlr4.error.Errors import ParseCancellationException
from antlr4.error.ErrorStrategy import BailErrorStrategy

from bridgec.diagnostics import Diagnostic, Span, error

Describe = Callable[[Any, str], str]
"""Turns (offending token or None for a lexer error, ANTLR's message) into the message."""


class _Enough(Exception):
    """Raised by the recorder once it holds ``max_errors`` errors: stop parsing."""


class _Flag(ErrorListener):  # type: ignore[misc]
    """Notes that something went wrong (the SLL attempt only needs to know that)."""

    def __init__(self) -> None:
        self.seen = False

    def syntaxError(self, recognizer: Any, offending: Any, line: int, column: int,
                    msg: str, e: Any) -> None:
        self.seen = True


class _Record(ErrorListener):  # type: ignore[misc]
    """Turns every syntax error into a located diagnostic."""

    def __init__(self, path: str, line_offset: int, describe: Describe | None,
                 max_errors: int | None) -> None:
        self.path = path
        self.line_offset = line_offset
        self.describe = describe
        self.max_errors = max_errors
        self.diagnostics: list[Diagnostic] = []

    def syntaxError(self, recognizer: Any, offending: Any, line: int, column: int,
                    msg: str, e: Any) -> None:
        message = msg if self.describe is None else self.describe(offending, msg)
        where = Span(path=self.path, line=line + self.line_offset, col=column + 1)
        self.diagnostics.append(error(message, where))
        if self.max_errors is not None and len(self.diagnostics) >= self.max_errors:
            raise _Enough


def _parser(lexer_cls: Any, parser_cls: Any, text: str, listener: ErrorListener,
            fresh: bool = False) -> Any:
    """A parser of ``text``; ``fresh`` gives it DFA caches of its own.

    ANTLR's error messages (the ``expecting {...}`` sets) depend on what the shared DFA
    cache learnt from earlier parses in the process; a fresh cache makes a text's errors
    read the same whatever was parsed before.
    """
    lexer = lexer_cls(InputStream(text))
    lexer.removeErrorListeners()
    lexer.addErrorListener(listener)
    parser = parser_cls(CommonTokenStream(lexer))
    parser.removeErrorListeners()
    parser.addErrorListener(listener)
    if fresh:
        decisions = [DFA(state, i) for i, state in enumerate(parser.atn.decisionToState)]
        parser._interp = ParserATNSimulator(parser, parser.atn, decisions,
                                            PredictionContextCache())
    return parser


def _sll(lexer_cls: Any, parser_cls: Any, text: str, entry_rule: str) -> Any | None:
    """The tree of an SLL parse that met no problem at all, else None."""
    flag = _Flag()
    parser = _parser(lexer_cls, parser_cls, text, flag)
    parser._interp.predictionMode = PredictionMode.SLL
    parser._errHandler = BailErrorStrategy()
    try:
        tree = getattr(parser, entry_rule)()
    except ParseCancellationException:
        return None
    return None if flag.seen else tree


def parse_with(lexer_cls: Any, parser_cls: Any, text: str, entry_rule: str, *, path: str,
               line_offset: int = 0, describe: Describe | None = None,
               max_errors: int | None = 1) -> tuple[Any | None, tuple[Diagnostic, ...]]:
    """Parse ``text`` from the parser rule ``entry_rule``: (tree, syntax errors).

    Args:
        lexer_cls, parser_cls: the generated classes (``bridgec._generated.<lang>``).
        text: what to parse.
        entry_rule: the name of the parser rule to start from, as ``"goalFile"``.
        path: the file name the diagnostics carry.
        line_offset: added to ANTLR's line numbers (the text's first line is line
            ``1 + line_offset`` of ``path``). Columns are ANTLR's plus one.
        describe: rewrites ANTLR's message; it gets the offending token (None for a
            lexer error) and ANTLR's message.
        max_errors: stop parsing after this many errors (None: recover and go on, as
            ANTLR's default strategy does). The tree is None when parsing stopped.

    Returns:
        The parse tree (None if parsing stopped early) and the errors in the order ANTLR
        met them; no errors means the text is in the language.
    """
    tree = _sll(lexer_cls, parser_cls, text, entry_rule)
    if tree is not None:
        return tree, ()
    record = _Record(path, line_offset, describe, max_errors)
    parser = _parser(lexer_cls, parser_cls, text, record, fresh=True)
    try:
        tree = getattr(parser, entry_rule)()
    except _Enough:
        tree = None
    return tree, tuple(record.diagnostics)
