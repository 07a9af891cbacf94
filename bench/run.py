"""``make bench``: run every ``bench/bench_*.py`` module and write ``bench/results.md``.

Each module defines ``BENCHMARKS``: a list of :class:`bench.harness.Benchmark` (or a function
``benchmarks()`` returning one). A benchmark times a callable or a command several times
and reports the median wall time and the peak memory; where it has a peer (a reference
tool doing the same job), the peer is timed the same way and the ratio peer/bridgec is
reported. Usage: ``python bench/run.py [NAME-SUBSTRING ...]``; a subset run replaces only its own
rows of ``bench/results.md``.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from harness import Benchmark, Result, render_table  # noqa: E402


def load(path: Path) -> list[Benchmark]:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if hasattr(module, "benchmarks"):
        return list(module.benchmarks())
    return list(getattr(module, "BENCHMARKS", []))


def main(argv: list[str]) -> int:
    wanted = argv[1:]
    results: list[Result] = []
    for path in sorted(HERE.glob("bench_*.py")):
        for bench in load(path):
            if wanted and not any(w in bench.name for w in wanted):
                continue
            print(f"bench: {bench.name} ...", flush=True)
            result = bench.run()
            print(f"       {result.summary()}", flush=True)
            results.append(result)
    out = HERE / "results.md"
    table = render_table(results)
    if wanted and out.exists():
        table = merge_rows(out.read_text(), table)
        print("(subset run: only its rows of bench/results.md were replaced)")
    out.write_text(table)
    print(f"wrote {out}")
    return 0


def merge_rows(old: str, new: str) -> str:
    """``old``'s table with each row that ``new`` measured again (same benchmark and size)
    replaced, and rows ``new`` adds appended; the text above the table is ``new``'s."""
    def split(text: str) -> tuple[list[str], list[str]]:
        lines = text.splitlines()
        rule = next(i for i, line in enumerate(lines) if line.startswith("|---"))
        return lines[: rule + 1], [line for line in lines[rule + 1:] if line.startswith("|")]

    def key(line: str) -> tuple[str, ...]:
        return tuple(cell.strip() for cell in line.split("|")[1:3])

    head, rows = split(new)
    fresh = {key(line): line for line in rows}
    _, kept = split(old)
    merged = [fresh.pop(key(line), line) for line in kept]
    return "\n".join([*head, *merged, *fresh.values()]) + "\n"


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
