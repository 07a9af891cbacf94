"""IR JSON: decode and encode a generated document of 20,000 bid-table rows."""

from __future__ import annotations

import sys
from pathlib import Path

from harness import ROOT, Benchmark, Measurement, measure_command

OUT = ROOT / "bench" / "out"


def _generate() -> Path:
    path = OUT / "rows20000.ir.json"
    if path.exists():
        return path
    OUT.mkdir(parents=True, exist_ok=True)
    code = f"""
from bridgec import ir
from bridgec.diagnostics import Span
rows = tuple(ir.BidNode(id=f"n{{i}}", call=ir.Call(name="1C"),
             meaning=ir.Meaning(description=(ir.Text(text=f"row {{i}} 12-14 hcp"),)),
             span=Span(path="gen.bml", line=i + 1)) for i in range(20000))
doc = ir.Document(body=(ir.BidTable(rows=rows),))
open({str(path)!r}, "w").write(ir.to_json(doc))
"""
    import subprocess
    subprocess.run([sys.executable, "-c", code], check=True)
    return path


def _convert() -> Measurement:
    path = _generate()
    exe = str(Path(sys.executable).parent / "bridgec")
    return measure_command([exe, "convert", str(path), "-t", "ir-json", "-o",
                            str(OUT / "rows20000.out.ir.json")])


BENCHMARKS = [Benchmark("ir-json -> ir-json", "20,000 rows", _convert,
                        note="whole CLI run: start-up, decode, encode, write")]
