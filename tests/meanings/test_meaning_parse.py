"""The fast paths of bridgec.meanings.parse give what the generated ANTLR lexer and parser
give: the same tokens, and the same phrases with the same parse trees, on the readings
table, on descriptions of the corpus's real systems and on random texts."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from bridgec.meanings import parse

sys.path.insert(0, str(Path(__file__).parent))
from test_meaning_readings import CASES  # noqa: E402

WORDS = sorted({w for c in CASES for w in c.text.split()})
CHARACTERS = list("aAbcdhsSHDCMmoO!#0123456789+-=/(),.;:~?<> \tąśłéœ–—…\x01")


def _random_texts(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    texts = ["".join(rng.choice(CHARACTERS) for _ in range(rng.randint(0, 24)))
             for _ in range(count)]
    texts += [" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 7)))
              for _ in range(count)]
    return texts


def _tokens(tokens: list[object]) -> list[tuple[object, ...]]:
    return [(t.type, t.start, t.stop, t.text) for t in tokens]  # type: ignore[attr-defined]


def _phrases(text: str, engine: str) -> list[tuple[int, int, str | None]]:
    antlr, _ = parse._engines()
    return [(p.start, p.end, None if p.tree is None else
             parse.tree_of(p).toStringTree(recog=antlr.parser))
            for p in parse.pieces(text, engine)]


def _corpus_sample() -> list[str]:
    from test_meaning_corpus import corpus

    texts = sorted({d[0] for d in corpus()})
    return random.Random(4).sample(texts, 250)


@pytest.mark.parametrize("source", ["table", "random", "corpus"])
def test_the_scanner_makes_the_lexer_tokens(source: str) -> None:
    texts = {"table": [c.text for c in CASES], "random": _random_texts(1, 1500),
             "corpus": _corpus_sample() if source == "corpus" else []}[source]
    antlr, _ = parse._engines()
    for text in texts:
        assert _tokens(antlr.fast_tokens(text)) == _tokens(antlr.tokens(text)), text


@pytest.mark.parametrize("source", ["table", "random", "corpus"])
def test_the_atn_walk_makes_the_antlr_phrases(source: str) -> None:
    texts = {"table": [c.text for c in CASES], "random": _random_texts(2, 100),
             "corpus": _corpus_sample() if source == "corpus" else []}[source]
    for text in texts:
        assert _phrases(text, "atn") == _phrases(text, "antlr"), text


def test_antlr_reads_one_phrase_at_a_time_as_it_reads_the_whole() -> None:
    antlr, _ = parse._engines()
    for text in [c.text for c in CASES[:150]] + _random_texts(3, 40):
        whole = [(p.start, p.end, None if p.tree is None else p.tree.toStringTree(
            recog=antlr.parser)) for p in parse.pieces(text, "antlr")]
        tokens = antlr.tokens(text)
        each = [(p.start, p.end, None if p.tree is None else p.tree.toStringTree(
            recog=antlr.parser))
            for p in parse._one_at_a_time(antlr, parse._engines()[1], tokens, "antlr")]
        assert whole == each, text
