"""bridgec.meanings.parse runs the ATNs of the meaning grammar and nothing else: it gives
what the generated ANTLR lexer and parser give, run through their public API (the lexer's
tokens; the ``meaning`` rule's phrases with their parse trees, and its ``other`` tokens), on
the readings table, on random texts and on descriptions of the corpus's real systems."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from antlr4 import CommonTokenStream, InputStream
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.error.ErrorListener import ErrorListener
from antlr4.error.Errors import ParseCancellationException
from antlr4.error.ErrorStrategy import BailErrorStrategy

from bridgec._generated.meaning.MeaningLexer import MeaningLexer
from bridgec._generated.meaning.MeaningParser import MeaningParser
from bridgec.meanings import parse

sys.path.insert(0, str(Path(__file__).parent))
from test_meaning_readings import CASES  # noqa: E402

WORDS = sorted({w for c in CASES for w in c.text.split()})
CHARACTERS = list("aAbcdhsSHDCMmoO!#0123456789+-=/(),.;:~?<> \tąśłéœ–—…\x01")
RULES = MeaningParser.ruleNames


def _random_texts(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    texts = ["".join(rng.choice(CHARACTERS) for _ in range(rng.randint(0, 24)))
             for _ in range(count)]
    texts += [" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 7)))
              for _ in range(count)]
    return texts


def _corpus_sample(count: int) -> list[str]:
    from test_meaning_corpus import corpus

    texts = sorted({d[0] for d in corpus()})
    return random.Random(4).sample(texts, count)


def _texts(source: str, seed: int, count: int) -> list[str]:
    if source == "table":
        return [c.text for c in CASES]
    if source == "random":
        return _random_texts(seed, count)
    return _corpus_sample(count)


class _Refuse(ErrorListener):  # type: ignore[misc]
    """Every text is in the language (any token is an ``other``): an error is a bug."""

    def syntaxError(self, recognizer: Any, offending: Any, line: int, column: int, msg: str,
                    e: Any) -> None:
        raise AssertionError(f"{line}:{column}: {msg}")


def _generated(text: str) -> tuple[CommonTokenStream, Any]:
    lexer = MeaningLexer(InputStream(text))
    lexer.removeErrorListeners()
    lexer.addErrorListener(_Refuse())
    stream = CommonTokenStream(lexer)
    parser = MeaningParser(stream)
    parser.removeErrorListeners()
    parser.addErrorListener(_Refuse())
    return stream, parser


def _tokens(tokens: list[Any]) -> list[tuple[object, ...]]:
    return [(t.type, t.start, t.stop, t.text) for t in tokens]


def _antlr_tokens(text: str) -> list[tuple[object, ...]]:
    stream, _ = _generated(text)
    stream.fill()
    return _tokens(stream.tokens)


def _meaning(text: str) -> Any:
    """The ``meaning`` rule's parse, read as ANTLR's documented two-stage parse: the fast
    (SLL) prediction, and where it fails the full (LL) one."""
    _, parser = _generated(text)
    parser._interp.predictionMode = PredictionMode.SLL
    parser._errHandler = BailErrorStrategy()
    try:
        return parser.meaning()
    except ParseCancellationException:
        _, parser = _generated(text)
        return parser.meaning()


def _antlr_phrases(text: str) -> list[tuple[int, int, str | None]]:
    tree = _meaning(text)
    out: list[tuple[int, int, str | None]] = []
    for child in tree.getChildren():
        if isinstance(child, MeaningParser.PhraseContext):
            out.append((child.start.start, child.stop.stop + 1,
                        child.toStringTree(ruleNames=RULES)))
        elif isinstance(child, MeaningParser.OtherContext):
            out.append((child.start.start, child.start.stop + 1, None))
    return out


def _phrases(text: str) -> list[tuple[int, int, str | None]]:
    return [(p.start, p.end, None if p.tree is None else
             parse.tree_of(p).toStringTree(ruleNames=RULES)) for p in parse.pieces(text)]


@pytest.mark.parametrize("source", ["table", "random", "corpus"])
def test_the_scanner_makes_the_lexer_tokens(source: str) -> None:
    for text in _texts(source, 1, 1500 if source == "random" else 250):
        assert _tokens(parse.tokens(text)) == _antlr_tokens(text), text


@pytest.mark.parametrize("source", ["table", "random", "corpus"])
def test_the_atn_walk_reads_as_the_generated_parser(source: str) -> None:
    for text in _texts(source, 2, 100 if source == "random" else 250):
        assert _phrases(text) == _antlr_phrases(text), text


def test_a_walk_past_its_budget_leaves_the_token_unread(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parse, "MAX_STEPS", 3)
    _, walk = parse._engines()
    monkeypatch.setattr(walk, "cache", {})
    monkeypatch.setattr(walk, "longest", 1)
    found = parse.pieces("15-17 HCP")
    assert [p.tree for p in found] == [None] * len(found)
    assert [(p.start, p.end) for p in found] == [(0, 2), (2, 3), (3, 5), (6, 9)]


def test_the_reader_runs_no_antlr_parser() -> None:
    """The generated parser is never made: its runtime's prediction is not run on input."""
    code = ("from bridgec._generated.meaning.MeaningParser import MeaningParser\n"
            "def refuse(*args, **kwargs): raise SystemExit('MeaningParser made')\n"
            "MeaningParser.__init__ = refuse\n"
            "from bridgec.meanings import read_meaning\n"
            "for text in ('15--17 HCP, BAL', '!TRF, 5+!h', 'one of: 1) 6+!h 2) 22+ HCP'):\n"
            "    assert read_meaning(text).constraint is not None\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
