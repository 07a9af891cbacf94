"""``make fuzz``: a feedback-guided fuzz campaign against every target, under limits.

Each input runs in a persistent worker process with a memory cap (``--memory``, 1 GB) and a
wall-time limit (``--limit``, 10 s): a crash, a hang, a blow-up, an injection into an output,
a file destroyed or a traceback over the network is a finding, saved once per distinct
site as ``tests/inputs/<target>/fuzz/<kind>-<hash><ext>``
(``tests/hardening/test_fuzz_regressions.py`` then replays it under the same limits). The
targets are in ``tests/fuzzing/campaign.py``; docs/security.md says what each one checks.

Usage: ``python tests/fuzz.py [--seconds N] [--runs N] [--seed S] [--limit S]
[--memory BYTES] [--max-size BYTES] [--save-dir DIR | --no-save] [TARGET ...]``; the default
budget is 300 seconds per target, every target. The summary table is printed and written
to ``build/fuzz-summary.md``.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # the worker forks: no BLAS threads
sys.path.insert(0, str(Path(__file__).resolve().parent))

from fuzzing import worker  # noqa: E402
from fuzzing.campaign import INPUTS, ROOT, TARGETS, Stats, campaign, runner, save_to  # noqa: E402


def table(rows: list[Stats]) -> str:
    """The summary: one row per target."""
    lines = ["| target | seconds | executions | exec/s | corpus | slowest s | findings |",
             "|---|---|---|---|---|---|---|"]
    for s in rows:
        found = "; ".join(f"{' '.join(f.site)} at {f.after:.0f} s" for f in s.found)
        lines.append(f"| {s.name} | {s.seconds:.0f} | {s.executions} | "
                     f"{s.executions / max(s.seconds, 1e-9):.1f} | {s.corpus} | "
                     f"{s.slowest:.1f} | {len(s.found)}{': ' + found if found else ''} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=300.0, help="budget per target")
    parser.add_argument("--seed", type=int, default=20261126)
    parser.add_argument("--limit", type=float, default=worker.SECONDS,
                        help="wall-time limit per input, seconds")
    parser.add_argument("--memory", type=int, default=worker.MEMORY,
                        help="address-space limit of the worker, bytes")
    parser.add_argument("--max-size", type=int, default=1 << 20,
                        help="largest input the growth mutations make, bytes")
    parser.add_argument("--runs", type=int, default=None,
                        help="stop a target after this many inputs (same inputs for a seed)")
    parser.add_argument("--save-dir", type=Path, default=INPUTS,
                        help="where failing inputs go (<dir>/<target>/fuzz/)")
    parser.add_argument("--no-save", action="store_true", help="keep no failing inputs")
    parser.add_argument("targets", nargs="*", default=list(TARGETS),
                        help=f"targets (default: all): {', '.join(TARGETS)}")
    args = parser.parse_args(argv)
    unknown = [t for t in args.targets if t not in TARGETS]
    if unknown:
        parser.error(f"unknown target(s) {', '.join(unknown)}; choose from {', '.join(TARGETS)}")
    rng = random.Random(args.seed)
    save = save_to(None if args.no_save else args.save_dir)
    rows = []
    with worker.Worker(runner, memory=args.memory, seconds=args.limit) as w:
        for name in args.targets:
            print(f"fuzz: {name} for {args.seconds:.0f} s", flush=True)
            stats = campaign(TARGETS[name], w, args.seconds, rng, save, max_size=args.max_size,
                             runs=args.runs,
                             log=lambda text: print(text, flush=True))
            rows.append(stats)
            print(f"  {stats.executions} executions, corpus {stats.corpus}, "
                  f"{len(stats.found)} findings (+{stats.repeats} repeats of them)", flush=True)
    summary = table(rows)
    out = ROOT / "build" / "fuzz-summary.md"
    out.parent.mkdir(exist_ok=True)
    out.write_text(summary)
    print(summary)
    return 1 if any(s.found for s in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
