"""The BML front end's str-based tokeniser gives exactly the ANTLR lexer's tokens."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgec.frontends.bml.source import (
    _Listener,
    antlr_tokens,
    fast_tokens,
    normalise,
    tokenise,
)

from conftest import CORPUS, INPUTS

FILES = sorted([*(INPUTS / "bml").rglob("*.bml"), *(INPUTS / "bml").rglob("*.txt"),
                *(CORPUS / "bml").rglob("*.bml"), *(CORPUS / "bml").rglob("*.txt")])


def _key(tokens: list[object]) -> list[tuple[object, ...]]:
    return [(t.type, t.text, t.line, t.column, t.start, t.stop)  # type: ignore[attr-defined]
            for t in tokens]


def _same(text: str) -> None:
    diagnostics: list[object] = []
    text = normalise(text, "x.bml", [])
    listener = _Listener("x.bml", diagnostics)  # type: ignore[arg-type]
    assert _key(fast_tokens(text)) == _key(antlr_tokens(text, listener))
    fast = tokenise(text, "x.bml", [], "fast")
    slow = tokenise(text, "x.bml", diagnostics, "antlr")  # type: ignore[arg-type]
    assert [[repr(ln) for ln in b] for b in fast] == [[repr(ln) for ln in b] for b in slow]
    assert diagnostics == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_fast_tokens_equal_antlr_tokens(path: Path) -> None:
    _same(path.read_bytes().decode("utf-8", "replace"))


@given(st.text(alphabet=st.sampled_from(list("ab1C /\n\t=#-\r\u00e9")), max_size=300))
def test_fast_tokens_equal_antlr_tokens_on_random_text(text: str) -> None:
    _same(text)
