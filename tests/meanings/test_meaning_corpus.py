"""Every description of the corpus's real systems (read in place): the reader never raises,
its parts cover the text exactly once, and every constraint it gives is satisfied by some
hand (found in a pool of random and constructed hands, and by the reader's own reasoning on
shapes and HCP)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest

from bridgec import ir, registry
from bridgec.bridge import batch as hand_batch
from bridgec.bridge.features import all_shapes
from bridgec.constraints.vectorised import evaluate
from bridgec.meanings import Reading, read_meaning
from bridgec.meanings.check import satisfiable
from bridgec.notation.inline import plain_text
from bridgec.options import ParseOptions
from bridgec.pipeline import pipeline_for, run_passes

from conftest import corpus_dir

SYSTEMS = (
    ("bml", "wild", "jdh8-bridge-systems-1.0", "wj.bml"),
    ("bml", "wild", "jdh8-bridge-systems-1.0", "defense.bml"),
    ("bml", "wild", "gpaulissen-bridge-systems", "system-DA-GJP.bml"),
    ("bml", "wild", "gpaulissen-bridge-systems", "system-HB-GJP.bml"),
    ("bml", "wild", "plazmonik-bml", "nasz_wj.txt"),
)

Described = tuple[str, str | None, str | None]


def _descriptions(path: Path, front_name: str | None) -> list[Described]:
    front = registry.FRONT_ENDS[front_name] if front_name else registry.front_end_for(str(path))
    assert front is not None
    result = front.parse(path.read_bytes(), path=str(path), options=ParseOptions())
    assert result.document is not None, path
    passes = [p for p in pipeline_for(front, None) if p != "infer_constraints"]
    document = run_passes(result.document, passes)
    out = []
    for rule in document.rules:
        call = rule.call.name if isinstance(rule.call, ir.Call) else None
        out.append((plain_text(rule.meaning.description), call, rule.expanded_from))
    return out


@lru_cache(maxsize=1)
def corpus() -> tuple[Described, ...]:
    """(description, call, call pattern) of every rule of the real systems."""
    found: list[Described] = []
    for parts in SYSTEMS:
        path = corpus_dir(*parts[:-1]) / parts[-1]
        found += _descriptions(path, "bml1" if parts[-1].endswith(".txt") else None)
    for path in sorted(corpus_dir("bss").glob("*.bss")):
        found += _descriptions(path, None)
    return tuple(found)


def _readings() -> list[tuple[Described, Reading]]:
    return [(d, read_meaning(*d)) for d in sorted(set(corpus()), key=str)]


def test_the_corpus_is_read() -> None:
    assert len(corpus()) > 10000
    assert sum(1 for d in corpus() if d[0].strip()) > 9000


def test_parts_cover_every_letter_once() -> None:
    for (text, call, _), reading in _readings():
        assert reading.text == text
        covered = [0] * len(text)
        for part in (*reading.understood, *reading.unread):
            assert part.text == text[part.start:part.end], (text, part)
            assert part.reading, (text, part)
            for i in range(part.start, part.end):
                covered[i] += 1
        for i, ch in enumerate(text):
            assert covered[i] <= 1, (text, call, i)
            assert covered[i] == 1 or not ch.isalnum(), (text, call, ch)


def _hand_pool() -> tuple[np.ndarray, np.ndarray]:
    """Random hands, and for every shape hands with top, bottom or random cards per suit."""
    rng = np.random.default_rng(11)
    masks = [hand_batch.deal(5000, rng).reshape(-1, 4)]
    made = []
    for shape in all_shapes():
        for _ in range(24):
            row = []
            for n in shape:
                way = rng.integers(3)
                if way == 0:
                    bits = range(12, 12 - n, -1)
                elif way == 1:
                    bits = range(n)
                else:
                    bits = rng.choice(13, size=n, replace=False)
                row.append(sum(1 << int(b) for b in bits))
            made.append(row)
    masks.append(np.array(made, dtype=np.int32))
    pool = np.concatenate(masks)
    return pool, hand_batch.features(pool)


def test_every_constraint_is_satisfiable() -> None:
    _, features = _hand_pool()
    constraints = {r.constraint for _, r in _readings() if r.constraint is not None}
    assert len(constraints) > 1000
    for c in constraints:
        assert satisfiable(c), c
        hits = evaluate(c, features)
        assert hits.any(), c


def test_the_pool_finds_only_what_reasoning_allows() -> None:
    """The reasoning on shapes and HCP is no stricter than the hands: a contradiction it
    finds is one no hand of the pool satisfies either."""
    _, features = _hand_pool()
    samples = [ir.And(terms=(ir.Range(expr=ir.Feature(name="hcp"), min=lo, max=lo + 2),
                             ir.Range(expr=ir.Feature(name="length", suit=s), min=n)))
               for lo in range(0, 36, 3) for s in "CDHS" for n in range(4, 13, 2)]
    for c in samples:
        found = bool(evaluate(c, features).any())
        assert not found or satisfiable(c), c


@pytest.mark.parametrize("call", [None, "1C", "2H", "3N", "X"])
def test_reading_never_raises_on_any_corpus_text(call: str | None) -> None:
    for text in sorted({d[0] for d in corpus()}):
        assert read_meaning(text, call).text == text
