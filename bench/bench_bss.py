"""BSS: BML -> BSS on generated systems of distinct records (2,000 to 40,000 rows) against
the reference ``bml2bss``, whose duplicate search makes it quadratic (so the peer only
runs the sizes it finishes in reasonable time), and BSS -> BSS / BSS -> BML of the
generated 20,000-record file."""

from __future__ import annotations

import sys
from pathlib import Path

from harness import ROOT, Benchmark, Measurement, measure_command, measure_python

OUT = ROOT / "bench" / "out"
REF_BIN = ROOT / ".venv-ref" / "bin"
BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in "CDHSN"]
CONDITIONS = [(vul, seat) for seat in ("0", "1", "2", "3", "4", "12", "34")
              for vul in ("00", "NN", "YN", "NY", "YY", "N0", "Y0", "0N", "0Y")]
OPENINGS = 10
BRANCHING = 4
DEPTH = 5


def _tree(lines: list[str], index: int, depth: int, rows: int) -> None:
    for child in range(index + 1, min(index + 1 + BRANCHING, len(BIDS))):
        if len(lines) >= rows:
            return
        lines.append(f"{'  ' * depth}{BIDS[child]} = row {len(lines)}: 12--14 hcp")
        if depth + 1 < DEPTH:
            _tree(lines, child, depth + 1, rows)


def generate(rows: int) -> Path:
    """A BML system of ``rows`` rows, every one a distinct BSS record: bid trees of five
    levels under ten openings, repeated under each seat and vulnerability condition."""
    path = OUT / f"bss-distinct{rows}.bml"
    if path.exists():
        return path
    OUT.mkdir(parents=True, exist_ok=True)
    out: list[str] = ["#+TITLE: Generated", ""]
    bids: list[str] = []
    for vul, seat in CONDITIONS:
        out += [f"#VUL {vul}", f"#SEAT {seat}", ""]
        for opening in range(OPENINGS):
            if len(bids) >= rows:
                break
            bids.append(f"{BIDS[opening]} = opening {len(bids)}")
            start = len(bids)
            _tree(bids, opening, 1, rows)
            out += [bids[start - 1], *bids[start:], ""]
        if len(bids) >= rows:
            break
    path.write_text("\n".join(out) + "\n")
    return path


def _ours(source: Path, target: str, repeat: int = 3) -> Measurement:
    exe = str(Path(sys.executable).parent / "bridgec")
    return measure_command([exe, "convert", str(source), "-t", target, "-q", "-o",
                            str(OUT / f"ours-{source.stem}.{target}")], repeat=repeat)


def _peer(tool: str, source: Path, suffix: str) -> Measurement:
    return measure_command([str(REF_BIN / tool), str(source), "-o",
                            str(OUT / f"ref-{source.stem}{suffix}")], repeat=1, timeout=900)


def _bss20000() -> Path:
    """The BSS file bridgec writes for the 20,000-row system."""
    target = OUT / "bss-distinct20000.bss"
    if not target.exists():
        _ours(generate(20000), "bss", repeat=1)
        (OUT / "ours-bss-distinct20000.bss").rename(target)
    return target


def _rate(rows: int):  # type: ignore[no-untyped-def]
    return lambda m: f"{rows / m.seconds:,.0f} records/s (incl. start-up)"


BENCHMARKS = [Benchmark("bss: import front end and emitter", "start-up",
                        lambda: measure_python("from bridgec.frontends import bss; "
                                               "from bridgec.emitters import bss as e"))]


def _peer_bml2bss(rows: int):  # type: ignore[no-untyped-def]
    """The reference run for ``rows``, or None above the size it finishes in time."""
    if rows > 4000 or not (REF_BIN / "bml2bss").exists():
        return None
    return lambda: _peer("bml2bss", generate(rows), ".bss")


for _rows in (2000, 4000, 20000, 40000):
    _peer_run = _peer_bml2bss(_rows)
    BENCHMARKS.append(Benchmark(
        f"bml -> bss (generated, distinct records {_rows})", f"{_rows:,} records",
        lambda r=_rows: _ours(generate(r), "bss"), run_peer=_peer_run,
        peer_name="bml2bss 2.7.0" if _peer_run else "",
        rate=_rate(_rows), note="whole CLI run; the peer is quadratic, so only run "
        "up to 4,000 records" if _peer_run else "whole CLI run; linear growth"))
BENCHMARKS.append(Benchmark("bss -> bss (generated 20000)", "20,000 records",
                            lambda: _ours(_bss20000(), "bss"), rate=_rate(20000),
                            note="round trip: every record as read"))
BENCHMARKS.append(Benchmark(
    "bss -> bml (generated 20000)", "20,000 records", lambda: _ours(_bss20000(), "bml"),
    run_peer=(lambda: _peer("bss2bml", _bss20000(), ".bml"))
    if (REF_BIN / "bss2bml").exists() else None, peer_name="bss2bml 2.7.0",
    rate=_rate(20000), note="includes the layout_bid_tables pass"))
