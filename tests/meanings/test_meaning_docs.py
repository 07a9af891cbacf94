"""The readings table of docs/meanings.md is what the reader reads, row by row."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgec.constraints.notation import constraint_notation
from bridgec.meanings import read_meaning

DOC = Path(__file__).resolve().parents[2] / "docs" / "meanings.md"
_CALL = re.compile(r"`(?P<call>[^`]+)`(?: written as `(?P<pattern>[^`]+)`)?")


def rows() -> list[tuple[str, str | None, str | None, str]]:
    """(meaning, call, pattern, reading) for every meaning of the table."""
    text = DOC.read_text(encoding="utf-8")
    table = text.split("<!-- readings -->")[1].split("<!-- end readings -->")[0]
    out = []
    for line in table.strip().splitlines()[2:]:
        meanings, call, reading = (c.strip() for c in _cells(line))
        m = _CALL.fullmatch(call)
        for meaning in re.findall(r"`([^`]+)`", meanings):
            out.append((meaning, m["call"] if m else None, m["pattern"] if m else None,
                        reading.strip("`")))
    return out


def _cells(line: str) -> list[str]:
    """The cells of a table row (``\\|`` is a '|' inside a cell, as GitHub writes it)."""
    return [c.replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line.strip()[1:-1])]


ROWS = rows()


def test_the_table_is_found() -> None:
    assert len(ROWS) > 70


@pytest.mark.parametrize(("meaning", "call", "pattern", "reading"), ROWS,
                         ids=[r[0][:40] for r in ROWS])
def test_documented_reading(meaning: str, call: str | None, pattern: str | None,
                            reading: str) -> None:
    assert constraint_notation(read_meaning(meaning, call, pattern).constraint) == reading
