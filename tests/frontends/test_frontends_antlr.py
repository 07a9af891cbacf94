"""The shared ANTLR set-up: SLL first, full LL after an error, errors as located diagnostics.

Its answers are checked against a plain full-LL parse with ANTLR's default error strategy
(the set-up every front end used before): the same tree for every text the grammar
accepts, and errors at the same places, in the same order, for every text it refuses.
Only places are compared: ANTLR words an error from the state of its prediction cache
(``expecting {<EOF>, '='...}`` or ``expecting {'='...}``; ``missing ']'`` or
``extraneous input``), so two plain parses of one text may word it differently.
"""

from __future__ import annotations

from typing import Any

from antlr4 import CommonTokenStream, InputStream
from antlr4.error.ErrorListener import ErrorListener
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec._generated.bss.BSSLexer import BSSLexer
from bridgec._generated.bss.BSSParser import BSSParser
from bridgec._generated.gib.GibLexer import GibLexer
from bridgec._generated.gib.GibParser import GibParser
from bridgec._generated.tablemanager.TableManagerLexer import TableManagerLexer
from bridgec._generated.tablemanager.TableManagerParser import TableManagerParser
from bridgec.frontends.antlr import parse_with

GIB_CHARS = "0123456789CDHSNPXRZ:._,!()|&[]^<>+-*?~`#$@=abz"
BSS_CHARS = "*?$+%={}0123456789CDHSNPR! \t"
TM_WORDS = ["north", "bids", "1NT", "passes", "plays", "KH", "ready", "for", "east's", "bid",
            "card", "to", "trick", "3", "Board", "number", ".", "Dealer", "both", "vulnerable",
            "cards", ":", "S", "A", "-", "x", "seated", '"t"']


class _Plain(ErrorListener):  # type: ignore[misc]
    def __init__(self) -> None:
        self.errors: list[tuple[int, int, str]] = []

    def syntaxError(self, recognizer: Any, offending: Any, line: int, column: int,
                    msg: str, e: Any) -> None:
        self.errors.append((line, column + 1, msg))


def plain_ll(lexer_cls: Any, parser_cls: Any, text: str, rule: str
             ) -> tuple[Any, list[tuple[int, int, str]]]:
    """Parse the way the front ends did before the shared set-up: full LL, recover."""
    listener = _Plain()
    lexer = lexer_cls(InputStream(text))
    lexer.removeErrorListeners()
    lexer.addErrorListener(listener)
    parser = parser_cls(CommonTokenStream(lexer))
    parser.removeErrorListeners()
    parser.addErrorListener(listener)
    return getattr(parser, rule)(), listener.errors


def same_as_plain(lexer_cls: Any, parser_cls: Any, text: str, rule: str) -> None:
    tree, problems = parse_with(lexer_cls, parser_cls, text, rule, path="f.txt",
                                max_errors=None)
    plain_tree, plain_errors = plain_ll(lexer_cls, parser_cls, text, rule)
    assert [(d.span.line, d.span.col) for d in problems if d.span] == [
        (line, col) for line, col, _ in plain_errors]
    assert all(d.span is not None and d.span.path == "f.txt" for d in problems)
    if not problems:
        assert tree.toStringTree(recog=tree.parser) == plain_tree.toStringTree(
            recog=plain_tree.parser)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=GIB_CHARS, max_size=24))
def test_gib_goals_parse_as_with_full_ll(text: str) -> None:
    same_as_plain(GibLexer, GibParser, text, "goalFile")


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=BSS_CHARS, max_size=24))
def test_bss_records_parse_as_with_full_ll(text: str) -> None:
    same_as_plain(BSSLexer, BSSParser, text, "record")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(TM_WORDS), max_size=10).map(" ".join))
def test_tm_messages_parse_as_with_full_ll(text: str) -> None:
    same_as_plain(TableManagerLexer, TableManagerParser, text, "message")


def test_a_good_text_gives_a_tree_and_no_errors() -> None:
    tree, problems = parse_with(GibLexer, GibParser, "1N:P:2C|P1[89]", "goalFile", path="x")
    assert problems == ()
    assert tree.getText() == "1N:P:2C|P1[89]<EOF>"


def test_errors_are_located_and_stop_at_max_errors() -> None:
    tree, problems = parse_with(BSSLexer, BSSParser, "X00X1C", "record", path="a.bss",
                                line_offset=9)
    assert tree is None
    assert [(d.severity, d.span.path, d.span.line, d.span.col) for d in problems
            if d.span] == [("error", "a.bss", 10, 1)]
    _, all_problems = parse_with(BSSLexer, BSSParser, "X00X1C", "record", path="a.bss",
                                 max_errors=None)
    assert [d.span.col for d in all_problems if d.span] == [1, 4, 7]


def test_describe_sees_the_offending_token_or_none_for_a_lexer_error() -> None:
    seen: list[tuple[str | None, str]] = []

    def describe(offending: Any, msg: str) -> str:
        seen.append((None if offending is None else offending.text, msg))
        return "described"

    _, problems = parse_with(GibLexer, GibParser, "P1 ", "goalFile", path="g",
                             describe=describe)
    assert [d.message for d in problems] == ["described"]
    assert seen[0][0] is None and "token recognition error" in seen[0][1]
    seen.clear()
    _, problems = parse_with(GibLexer, GibParser, "P1)", "goalFile", path="g",
                             describe=describe)
    assert seen[0][0] == ")" and problems[0].span is not None and problems[0].span.col == 3
