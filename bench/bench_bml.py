"""BML: parse time of generated systems (5,000 to 40,000 rows, to show linear growth),
the wild corpus systems, and a whole conversion against the reference ``bml2bss``."""

from __future__ import annotations

import sys
from pathlib import Path

from harness import ROOT, Benchmark, Measurement, measure_command, measure_python

OUT = ROOT / "bench" / "out"
CORPUS = ROOT.parent / "shared" / "corpus" / "bml" / "wild"
REF = ROOT / ".venv-ref" / "bin" / "bml2bss"
SUITS = "CDHS"


def generate(rows: int) -> Path:
    """A system of ``rows`` rows: tables of openings, responses and rebids (3 levels)."""
    path = OUT / f"bml{rows}.bml"
    if path.exists():
        return path
    OUT.mkdir(parents=True, exist_ok=True)
    lines: list[str] = []
    n = 0
    table = 0
    while n < rows:
        table += 1
        lines.append(f"* Table {table}\n\nSome text about table {table}, with *bold* and 1!c.\n")
        for a in range(1, 4):
            for s in SUITS:
                lines.append(f"{a}{s} = opening {n}, 12--21 hcp, 5+!{s.lower()}")
                n += 1
                for b in SUITS:
                    lines.append(f"  {a + 1}{b} = response {n}, forcing\n"
                                 f"       continued on a second line")
                    lines.append(f"    {a + 2}N = rebid {n + 1}, 18--19")
                    n += 2
        lines.append("")
    path.write_text("\n".join(lines) + "\n")
    return path


def _parse(path: Path) -> Measurement:
    code = (f"from bridgec.frontends import bml; p = {str(path)!r}; "
            f"r = bml.parse(open(p, 'rb').read(), path=p); assert r.document")
    return measure_python(code)


def _parse_and_derive(path: Path) -> Measurement:
    code = (f"from bridgec import registry; from bridgec.frontends import bml; "
            f"from bridgec.pipeline import run_passes; "
            f"p = {str(path)!r}; r = bml.parse(open(p, 'rb').read(), path=p); "
            f"run_passes(r.document, registry.FRONT_ENDS['bml'].passes())")
    return measure_python(code)


def _startup() -> Measurement:
    return measure_python("from bridgec.frontends import bml")


def _ref(path: Path) -> Measurement:
    return measure_command([str(REF), str(path), "-o", str(OUT / "ref.bss")])


def _ours_bss(path: Path) -> Measurement:
    exe = str(Path(sys.executable).parent / "bridgec")
    return measure_command([exe, "convert", str(path), "-t", "bss", "-o",
                            str(OUT / "ours.bss"), "-q"], repeat=5)


def _rate(rows: int):  # type: ignore[no-untyped-def]
    return lambda m: f"{rows / m.seconds:,.0f} rows/s (incl. start-up)"


BENCHMARKS = [Benchmark("bml: import front end", "start-up", _startup)]
for _rows in (5000, 10000, 20000, 40000):
    BENCHMARKS.append(Benchmark(f"bml parse (generated {_rows})", f"{_rows:,} rows",
                                lambda r=_rows: _parse(generate(r)), rate=_rate(_rows),
                                note="ANTLR line grammar + lowering; linear growth"))
BENCHMARKS.append(Benchmark("bml parse + derive_rules/dedupe/resolve (generated 20000)",
                            "20,000 rows", lambda: _parse_and_derive(generate(20000)),
                            rate=_rate(20000)))
BENCHMARKS.append(Benchmark("bml -> bss (generated 20000)", "20,000 rows",
                            lambda: _ours_bss(generate(20000)),
                            run_peer=(lambda: _ref(generate(20000))) if REF.exists() else None,
                            peer_name="bml2bss 2.7.0", note="whole CLI run"))
for _name in ("jdh8-bridge-systems-1.0/wj.bml", "gpaulissen-bridge-systems/system-HB-GJP.bml"):
    if (CORPUS / _name).exists():
        BENCHMARKS.append(Benchmark(f"bml parse + rules ({Path(_name).name})",
                                    "corpus, with includes",
                                    lambda n=_name: _parse_and_derive(CORPUS / n),
                                    run_peer=(lambda n=_name: _ref(CORPUS / n))
                                    if REF.exists() else None,
                                    peer_name="bml2bss 2.7.0 (whole run)"))
