"""Locating a JSON path in the text (the line and column of IR JSON diagnostics): checked on
random documents whose strings and skipped keys hold brackets, quotes, backslashes and line
ends, against the place a sentinel put at that path takes in the same text."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest

from bridgec.frontends.ir_json.jsonpos import line_col, locate

SENTINEL = 987654321987
PIECES = ["a", "[", "]", "{", "}", '"', "\\", "\n", ",", ":", " ", "é", "\u2028", "x y"]


def _value(rng: random.Random, depth: int) -> object:
    kind = rng.randrange(6 if depth < 4 else 3)
    if kind == 0:
        return "".join(rng.choice(PIECES) for _ in range(rng.randrange(6)))
    if kind == 1:
        return rng.choice([0, -7, 3.5, True, False, None])
    if kind == 2:
        return rng.randrange(1000)
    if kind == 3:
        return [_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {(f"k{i}" if rng.random() < 0.5 else  # a key of IR JSON, or one to skip over
             "".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 4))) + str(i)):
            _value(rng, depth + 1) for i in range(rng.randrange(4))}


def _paths(value: object, path: str = "$") -> Iterator[tuple[str, list[object]]]:
    yield path, []
    if isinstance(value, list):
        for i, item in enumerate(value):
            for sub, keys in _paths(item, f"{path}[{i}]"):
                yield sub, [i, *keys]
    elif isinstance(value, dict):
        for key, item in value.items():
            if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
                continue  # IR JSON's keys are field names: other keys are only skipped over
            for sub, keys in _paths(item, f"{path}.{key}"):
                yield sub, [key, *keys]


def _replaced(value: object, keys: list[object]) -> object:
    if not keys:
        return SENTINEL
    copy = list(value) if isinstance(value, list) else dict(value)  # type: ignore[call-overload]
    copy[keys[0]] = _replaced(copy[keys[0]], keys[1:])
    return copy


@pytest.mark.parametrize("seed", range(200))
def test_each_value_is_located_where_it_starts(seed: int) -> None:
    rng = random.Random(seed)
    document = {"body": _value(rng, 0), "rules": [_value(rng, 1) for _ in range(3)]}
    indent = rng.choice([None, 0, 2])
    text = json.dumps(document, indent=indent, ensure_ascii=rng.random() < 0.5)
    for path, keys in _paths(document):
        if path == "$":
            continue
        marked = json.dumps(_replaced(document, keys), indent=indent,
                            ensure_ascii=text.isascii())
        assert locate(text, path) == line_col(text, marked.index(str(SENTINEL))), path


def test_a_path_past_what_the_text_holds_is_located_at_the_deepest_part_found() -> None:
    text = '{"rules": [{"id": "a"}, {"id": "b"}]}'
    assert locate(text, "$.rules[1].span.line") == line_col(text, text.index('{"id": "b"}'))
    assert locate(text, "$.rules[5]") == line_col(text, text.index("["))
    assert locate('{"a": [1, "unterminated', "$.a[1]") == (1, 11)
