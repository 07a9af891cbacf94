"""HTML, LaTeX and BSS output of a generated 20,000-row BML system, against bml2html and
bml2latex of bridge-markup 2.7.0 (.venv-ref) on the same input; plus a 5,000-row run of
bridgec to show the time grows linearly with the rows, and the emitters timed alone (the
whole CLI run also reads the BML and runs the passes and checks).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from harness import ROOT, Benchmark, Measurement, measure_command

OUT = ROOT / "bench" / "out"
REF = ROOT / ".venv-ref" / "bin"
BRIDGEC = str(Path(sys.executable).parent / "bridgec")
STARTS = ("1C-1D;", "1C-1H;", "1C-1S;", "1D-1H;", "1D-1S;", "1N-2C;", "(1N)---", "1H-1S;")


def system(tables: int) -> str:
    """``tables`` bid tables of 20 rows each (4 rows with 4 children), with suit markers."""
    chunks = ["#+TITLE: Generated system\n#+AUTHOR: bench_emit"]
    row = 0
    for table in range(tables):
        lines = [STARTS[table % len(STARTS)]]
        for strain in "CDHS":
            row += 1
            lines.append(f"2{strain} row {row}: 5+!{strain.lower()}, 11--15 hcp, forcing")
            for child in "CDHS":
                row += 1
                lines.append(f"  3{child} row {row}: 4+!{child.lower()}, *invitational*")
        chunks.append("\n".join(lines))
    return "\n\n".join(chunks) + "\n"


def generate(rows: int) -> Path:
    path = OUT / f"emit{rows}.bml"
    if not path.exists():
        OUT.mkdir(parents=True, exist_ok=True)
        path.write_text(system(rows // 20), encoding="utf-8")
    return path


def ours(target: str, rows: int) -> Measurement:
    source = generate(rows)
    return measure_command([BRIDGEC, "convert", str(source), "-t", target, "-o",
                            str(OUT / f"emit{rows}.ours.{target}")])


def emitter_only(target: str, rows: int) -> Measurement:
    """The emitter alone, in process (the IR read once from IR JSON, then timed emit())."""
    ir_path = OUT / f"emit{rows}.ir.json"
    if not ir_path.exists():
        subprocess.run([BRIDGEC, "convert", str(generate(rows)), "-t", "ir-json", "-o",
                        str(ir_path)], check=True, capture_output=True)
    code = (
        "import sys, time\n"
        "from bridgec import registry\n"
        "from bridgec.frontends import ir_json\n"
        f"doc = ir_json.parse(open({str(ir_path)!r}, 'rb').read(), path='x').document\n"
        "start = time.perf_counter()\n"
        f"registry.EMITTERS[{target!r}].emit(doc)\n"
        "print(time.perf_counter() - start)\n")
    times = sorted(float(subprocess.run([sys.executable, "-c", code], check=True,
                                        capture_output=True, text=True).stdout)
                   for _ in range(3))
    return Measurement(times[1], 0.0, 3)


def reference(tool: str, extension: str) -> Measurement:
    source = generate(20000)
    return measure_command([str(REF / tool), str(source), "-o",
                            str(OUT / f"emit20000.ref{extension}")], repeat=1)


def rate(rows: int) -> object:
    return lambda m: f"{rows / m.seconds:,.0f} rows/s"


def benchmarks() -> list[Benchmark]:
    found = [
        Benchmark("bml -> html", "20,000 rows", lambda: ours("html", 20000),
                  (lambda: reference("bml2html", ".htm")) if (REF / "bml2html").exists()
                  else None, "bml2html 2.7.0", "whole CLI run, tree view; peer run once",
                  rate(20000)),
        Benchmark("bml -> latex", "20,000 rows", lambda: ours("latex", 20000),
                  (lambda: reference("bml2latex", ".tex")) if (REF / "bml2latex").exists()
                  else None, "bml2latex 2.7.0", "whole CLI run, tree view; peer run once",
                  rate(20000)),
        Benchmark("bml -> bss", "20,000 rows", lambda: ours("bss", 20000),
                  note="whole CLI run, the same system (rules view: derive_rules, dedupe, "
                  "resolve_conflicts); bml2bss is quadratic in records, so it is timed on "
                  "4,000 records in bench_bss", rate=rate(20000)),
        Benchmark("bml -> html", "5,000 rows", lambda: ours("html", 5000),
                  note="linearity: compare rows/s with the 20,000-row run", rate=rate(5000)),
        Benchmark("bml -> latex", "5,000 rows", lambda: ours("latex", 5000),
                  note="linearity: compare rows/s with the 20,000-row run", rate=rate(5000)),
    ]
    for target in ("html", "latex"):
        for rows in (20000, 5000):
            found.append(Benchmark(
                f"{target} emitter alone", f"{rows:,} rows",
                lambda target=target, rows=rows: emitter_only(target, rows),  # type: ignore[misc]
                note="emit() in process, IR already read (peak memory not measured)",
                rate=rate(rows)))
    return found
