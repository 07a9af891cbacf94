"""GIB: rules parsed per second (front end on a generated rule file) and hand pattern
strings computed per second (``bridgec.bridge.hand``)."""

from __future__ import annotations

import re

from harness import ROOT, Benchmark, Measurement, measure_python

OUT = ROOT / "bench" / "out"
RULES = 5000
HANDS = 200_000
SOURCES = (ROOT / "tests" / "inputs" / "gib" / "system.gib",
           ROOT / "tests" / "inputs" / "gib" / "tokens.gib")


def _lines() -> list[str]:
    return [line.rsplit(" #", 1)[0] for p in SOURCES
            for line in p.read_text().splitlines() if line and line[0].isdigit()]


def _distinct(line: str, i: int) -> str:
    """The rule with an extra alternative in its seq and constraint, so no goal repeats."""
    fields = line.split()
    for k in (1, 3):
        if not re.search(r"@[:_A-Z]", fields[k]):   # an @ restart must stay last
            fields[k] += f"|Z{i}"
    return " ".join(fields)


def _rule_file(distinct: bool) -> str:
    """RULES rule lines cycled from our test inputs, each with its own id."""
    path = OUT / f"rules{RULES}{'-distinct' if distinct else ''}.gib"
    if not path.exists():
        OUT.mkdir(parents=True, exist_ok=True)
        lines = _lines()
        rows = [lines[i % len(lines)] for i in range(RULES)]
        if distinct:
            rows = [_distinct(row, i) for i, row in enumerate(rows)]
        path.write_text("".join(f"{row} #{i + 1}\n" for i, row in enumerate(rows)))
    return str(path)


def _parse(distinct: bool) -> Measurement:
    code = f"""
from bridgec.frontends import gib
data = open({_rule_file(distinct)!r}, "rb").read()
result = gib.parse(data, path="rules.gib")
assert len(result.document.rules) == {RULES}, result.diagnostics[:1]
"""
    return measure_python(code)


def _patterns() -> Measurement:
    code = f"""
import random
from bridgec.bridge.hand import Hand, pattern_string
rng = random.Random(1)
deck = list(range(52))
hands = []
for _ in range({HANDS} // 100):
    rng.shuffle(deck)
    suits = [0, 0, 0, 0]
    for card in deck[:13]:
        suits[card // 13] |= 1 << (card % 13)
    hands.append(Hand(*suits))
for _ in range(100):
    for h in hands:
        pattern_string(h)
"""
    return measure_python(code)


BENCHMARKS = [
    Benchmark("gib: parse and lower rules", f"{RULES:,} rules", lambda: _parse(False),
              note="fresh process: import, parse, lower; our 75 rule lines cycled (goal "
              "texts repeat, as in a real database; goals are kept by text)",
              rate=lambda m: f"{RULES / m.seconds:,.0f} rules/s"),
    Benchmark("gib: parse and lower distinct rules", f"{RULES:,} rules",
              lambda: _parse(True),
              note="as above, but every seq and constraint text differs (no cache hits "
              "for them; the spec texts still repeat)",
              rate=lambda m: f"{RULES / m.seconds:,.0f} rules/s"),
    Benchmark("hand: pattern strings", f"{HANDS:,} hands", _patterns,
              note="fresh process: import, 2,000 random hands x 100, pattern_string",
              rate=lambda m: f"{HANDS / m.seconds:,.0f} hands/s"),
]
