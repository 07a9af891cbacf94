"""Timing and memory measurement for ``make bench`` (see bench/run.py).

Every measurement runs in a fresh child process (``python -c`` or a command), so peak
memory (``ru_maxrss`` of the child) is that job's alone and no state leaks between runs.
"""

from __future__ import annotations

import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Measurement:
    """Median seconds and peak resident memory (MiB) of a repeated job."""

    seconds: float
    peak_mib: float
    runs: int

    def __str__(self) -> str:
        return f"{self.seconds:.3f} s, {self.peak_mib:.0f} MiB (median of {self.runs})"


def measure_command(cmd: list[str], *, repeat: int = 3, cwd: Path = ROOT,
                    stdin: bytes | None = None, timeout: float = 1800,
                    ok_codes: tuple[int, ...] = (0,)) -> Measurement:
    """Run ``cmd`` ``repeat`` times; the median wall time and the largest peak RSS. An exit
    code outside ``ok_codes`` stops the benchmark.

    Each child's own peak memory comes from ``os.wait4`` (the rusage of that child alone).
    """
    times: list[float] = []
    peak = 0.0
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.PIPE if stdin else None,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if stdin:
            assert proc.stdin is not None
            proc.stdin.write(stdin)
            proc.stdin.close()
        watchdog = threading.Timer(timeout, proc.kill)
        watchdog.start()
        _, status, usage = os.wait4(proc.pid, 0)
        watchdog.cancel()
        proc.returncode = os.waitstatus_to_exitcode(status)
        times.append(time.perf_counter() - start)
        if proc.returncode not in ok_codes:
            raise subprocess.CalledProcessError(proc.returncode, cmd)
        peak = max(peak, usage.ru_maxrss / 1024)
    return Measurement(statistics.median(times), peak, repeat)


def measure_interleaved(cmds: list[list[str]], *, repeat: int = 7,
                        cwd: Path = ROOT) -> list[Measurement]:
    """Run each of ``cmds`` ``repeat`` times, taking turns (a, b, a, b, ...), so that a
    change in the machine's load during the run weighs on every command alike."""
    runs: list[list[Measurement]] = [[] for _ in cmds]
    for _ in range(repeat):
        for i, cmd in enumerate(cmds):
            runs[i].append(measure_command(cmd, repeat=1, cwd=cwd))
    return [Measurement(statistics.median(m.seconds for m in done),
                        max(m.peak_mib for m in done), repeat) for done in runs]


def measure_python(code: str, *, repeat: int = 3) -> Measurement:
    """Time a snippet of Python in a fresh interpreter (the snippet does the work once)."""
    return measure_command([sys.executable, "-c", code], repeat=repeat)


@dataclass
class Result:
    """One row of bench/results.md."""

    name: str
    size: str
    ours: Measurement
    peer_name: str = ""
    peer: Measurement | None = None
    note: str = ""
    rate: str = ""

    def ratio(self) -> str:
        if self.peer is None:
            return ""
        return f"{self.peer.seconds / self.ours.seconds:.1f}x faster" if \
            self.peer.seconds >= self.ours.seconds else \
            f"{self.ours.seconds / self.peer.seconds:.1f}x slower"

    def summary(self) -> str:
        text = f"bridgec {self.ours}"
        if self.peer is not None:
            text += f"; {self.peer_name} {self.peer} -> {self.ratio()}"
        return text


@dataclass
class Benchmark:
    """A named job: ``run_ours`` and optionally ``run_peer`` return Measurements; or
    ``run_both`` returns the two, measured together (see :func:`measure_interleaved`)."""

    name: str
    size: str
    run_ours: object
    run_peer: object | None = None
    peer_name: str = ""
    note: str = ""
    rate: object | None = field(default=None)
    run_both: object | None = None

    def run(self) -> Result:
        if self.run_both is not None:
            ours, peer = self.run_both()  # type: ignore[operator]
        else:
            ours = self.run_ours()  # type: ignore[operator]
            peer = self.run_peer() if self.run_peer else None  # type: ignore[operator]
        rate = self.rate(ours) if self.rate else ""  # type: ignore[operator]
        return Result(self.name, self.size, ours, self.peer_name, peer, self.note, rate)


def render_table(results: list[Result]) -> str:
    """The markdown report."""
    lines = [
        "# bridgec benchmarks",
        "",
        "Written by `make bench` (bench/run.py). Median wall time of repeated runs in fresh",
        "processes, peak resident memory of the child process; ratio = peer time / bridgec time.",
        f"Machine: {platform.machine()}, Python {platform.python_version()}.",
        "",
        "| benchmark | size | bridgec | peak MiB | rate | peer | peer time | ratio | note |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        peer_time = f"{r.peer.seconds:.3f} s" if r.peer else ""
        lines.append(f"| {r.name} | {r.size} | {r.ours.seconds:.3f} s | {r.ours.peak_mib:.0f} | "
                     f"{r.rate} | {r.peer_name} | {peer_time} | {r.ratio()} | {r.note} |")
    return "\n".join(lines) + "\n"
