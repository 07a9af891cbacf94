"""IR JSON: decode and encode a generated document of 20,000 bid-table rows."""

from __future__ import annotations

import re
import subprocess
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


def _in_process() -> Measurement:
    """decode, verify, encode in one process, the imports done first (best of 5)."""
    path = _generate()
    code = (
        "import time\n"
        "from bridgec import pipeline\n"
        "times = []\n"
        "for _ in range(5):\n"
        "    start = time.perf_counter()\n"
        f"    pipeline.compile_path({str(path)!r}, to='ir-json')\n"
        "    times.append(time.perf_counter() - start)\n"
        "print(min(times))\n")
    done = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                          text=True)
    return Measurement(float(done.stdout.strip()), 0, 5)


def _located_error() -> Measurement:
    """``bridgec check`` of the same document with a wrong type in its last row: decode, the
    error, and the JSON path located as a line and column in the text."""
    path = OUT / "rows20000-bad.ir.json"
    if not path.exists():
        text = _generate().read_text()
        last = list(re.finditer(r'"line":\s*\d+', text))[-1]
        path.write_text(text[:last.start()] + '"line":"x"' + text[last.end():])
    exe = str(Path(sys.executable).parent / "bridgec")
    return measure_command([exe, "check", str(path)], ok_codes=(1,))


BENCHMARKS = [Benchmark("ir-json -> ir-json", "20,000 rows", _convert,
                        note="whole CLI run: start-up, decode, encode, write",
                        rate=lambda m: f"{20000 / m.seconds:,.0f} rows/s"),
              Benchmark("ir-json -> ir-json, in process", "20,000 rows", _in_process,
                        note="compile_path() after the imports: read, decode, verify, "
                        "encode; best of 5 (peak memory not measured)",
                        rate=lambda m: f"{20000 / m.seconds:,.0f} rows/s"),
              Benchmark("ir-json: an error in the last row, located", "20,000 rows",
                        _located_error, note="whole CLI run of check: the JSON path of "
                        "msgspec's error found in the text (frontends/ir_json/jsonpos.py)")]
