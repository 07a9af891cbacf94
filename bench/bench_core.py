"""Issue 13's table: the drop-ins on the corpus's real systems against bridge-markup 2.7.0
(same files, same run, cold processes), and the import time of each command.

The real systems are ``../shared/corpus/bml/wild/expected-bml2/system-HB-GJP.bml`` (1,652
lines) and ``wj.bml`` (1,179 lines), and ``jdh8bs_wj.bss`` from the BSS corpus. Each job runs
7 times in fresh processes; the median is reported. Import time is ``python -X importtime``
of the module each command's entry point loads, summed over every module it imports.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from harness import ROOT, Benchmark, Measurement, measure_command, measure_interleaved

OUT = ROOT / "bench" / "out"
REF = ROOT / ".venv-ref" / "bin"
BIN = Path(sys.executable).parent
CORPUS = ROOT.parent / "shared" / "corpus"
BML = CORPUS / "bml" / "wild" / "expected-bml2"
RUNS = [
    ("bml2latex", BML / "system-HB-GJP.bml", ".tex"),
    ("bml2latex", BML / "wj.bml", ".tex"),
    ("bml2html", BML / "system-HB-GJP.bml", ".htm"),
    ("bml2bss", BML / "system-HB-GJP.bml", ".bss"),
    ("bss2bml", CORPUS / "bss" / "jdh8bs_wj.bss", ".bml"),
]
ENTRY_POINTS = {
    "bml2html, bml2latex, bml2bss, bss2bml": "bridgec.cli.dropin",
    "bridgec convert (a plain command line)": "bridgec.cli.entry",
    "bridgec (the other command lines, typer)": "bridgec.cli.app",
    "import bridgec": "bridgec",
    "bridgec.convert_file (library)": "bridgec.api",
}


def _command(tool: str, source: Path, ext: str, where: Path, tag: str) -> list[str]:
    OUT.mkdir(parents=True, exist_ok=True)
    target = OUT / f"core-{tag}-{source.stem}{ext}"
    return [str(where / tool), str(source), "-o", str(target)]


def _run(tool: str, source: Path, ext: str, where: Path, tag: str) -> Measurement:
    return measure_command(_command(tool, source, ext, where, tag), repeat=7)


def _both(tool: str, source: Path, ext: str) -> tuple[Measurement, Measurement]:
    ours, peer = measure_interleaved([_command(tool, source, ext, BIN, "ours"),
                                      _command(tool, source, ext, REF, "peer")], repeat=7)
    return ours, peer


def _lines(path: Path) -> str:
    return f"{len(path.read_bytes().splitlines()):,} lines"


def import_ms(module: str) -> Measurement:
    """Total import time (cumulative of the top-level imports) in one fresh process."""
    best = None
    for _ in range(5):
        done = subprocess.run([sys.executable, "-X", "importtime", "-c", f"import {module}"],
                              capture_output=True, text=True, check=True)
        total = 0
        for line in done.stderr.splitlines():
            parts = line.split("|")
            if len(parts) == 3 and parts[2].rstrip() and not parts[2].startswith("  ") \
                    and parts[1].strip().isdigit():
                total += int(parts[1])
        best = total if best is None else min(best, total)
    return Measurement((best or 0) / 1e6, 0, 5)


def benchmarks() -> list[Benchmark]:
    if not BML.exists():
        return []
    out: list[Benchmark] = []
    for tool, source, ext in RUNS:
        out.append(Benchmark(
            f"{tool} {source.name}", f"corpus, {_lines(source)}",
            lambda t=tool, s=source, e=ext: _run(t, s, e, BIN, "ours"),
            (lambda t=tool, s=source, e=ext: _run(t, s, e, REF, "peer"))
            if (REF / tool).exists() else None,
            f"{tool} 2.7.0", "whole run, cold process, median of 7, ours and the peer's "
            "runs taking turns",
            run_both=(lambda t=tool, s=source, e=ext: _both(t, s, e))
            if (REF / tool).exists() else None))
    for label, module in ENTRY_POINTS.items():
        out.append(Benchmark(f"import time: {label}", module,
                             lambda m=module: import_ms(m),
                             note="python -X importtime, sum of top-level imports, best of 5"))
    return out
