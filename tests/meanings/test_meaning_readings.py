"""The readings table (tests/meanings/readings.txt): each meaning gives the constraint and
the unread parts written there, and the table holds at least 400 meanings."""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

import pytest

from bridgec.constraints.notation import constraint_notation
from bridgec.meanings import read_meaning

TABLE = Path(__file__).with_name("readings.txt")
_CASE = re.compile(r"^(?:\[(?P<call>[^<\]]+)(?:<(?P<pattern>[^\]]+))?\] )?(?P<text>.*?) ?=> "
                   r"(?P<constraint>.*?)(?: \?\? (?P<unread>.*))?$")


class Case(NamedTuple):
    line: int
    call: str | None
    pattern: str | None
    text: str
    constraint: str
    unread: tuple[str, ...]


def cases() -> list[Case]:
    """The cases of the table, with their line numbers."""
    out = []
    for number, line in enumerate(TABLE.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        m = _CASE.match(line)
        assert m is not None, f"readings.txt:{number}: not a case: {line!r}"
        unread = tuple(m["unread"].split(" | ")) if m["unread"] else ()
        out.append(Case(number, m["call"], m["pattern"], m["text"], m["constraint"], unread))
    return out


CASES = cases()


def test_the_table_holds_400_meanings() -> None:
    assert len({(c.call, c.text) for c in CASES}) >= 400


@pytest.mark.parametrize("case", CASES, ids=[f"{c.line}:{c.text[:40]}" for c in CASES])
def test_reading(case: Case) -> None:
    reading = read_meaning(case.text, case.call, case.pattern)
    assert constraint_notation(reading.constraint) == case.constraint
    assert tuple(p.text for p in reading.unread) == case.unread
