"""The whole pipeline (`bridgec check`: BML front end, its passes and every check) on
generated systems of 5,000, 10,000 and 20,000 rows, to show it stays linear in size.

Each table continues a different legal sequence, so every row defines a distinct auction
and the checks have real work (no row is simply overridden).
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

from harness import ROOT, Benchmark, Measurement, measure_command

OUT = ROOT / "bench" / "out"
BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in "CDHSN"]


def _prefixes() -> itertools.chain[tuple[str, ...]]:
    return itertools.chain(itertools.combinations(BIDS[:20], 2),
                           itertools.combinations(BIDS[:20], 3))


def generate(rows: int) -> Path:
    """``rows`` rows in tables of 40, each under its own sequence start."""
    path = OUT / f"pipeline{rows}.bml"
    if path.exists():
        return path
    OUT.mkdir(parents=True, exist_ok=True)
    lines = ["#+TITLE: generated", ""]
    made = 0
    for prefix in _prefixes():
        if made >= rows:
            break
        top = BIDS.index(prefix[-1]) + 1
        lines.append("-".join(prefix) + ";")
        for first in BIDS[top : top + 8]:
            lines.append(f"{first} = {made} natural, 5+ cards, 10-15 hcp")
            made += 1
            for second in BIDS[BIDS.index(first) + 1 : BIDS.index(first) + 5]:
                lines.append(f"  {second} = {made} forcing, 12+ hcp")
                made += 1
        lines.append("")
    path.write_text("\n".join(lines) + "\n")
    return path


def _check(rows: int) -> Measurement:
    exe = str(Path(sys.executable).parent / "bridgec")
    return measure_command([exe, "check", str(generate(rows))], repeat=3)


def _rate(rows: int):  # type: ignore[no-untyped-def]
    return lambda m: f"{rows / m.seconds:,.0f} rows/s"


BENCHMARKS = [Benchmark(f"pipeline: bridgec check (generated {n})", f"{n:,} rows",
                        lambda n=n: _check(n), rate=_rate(n),
                        note="front end + passes + every check; rows/s should stay flat")
              for n in (5000, 10000, 20000)]
