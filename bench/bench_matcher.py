"""The matcher: bid calls per second through the Python API on a generated system of more
than 5,000 rules, hands per second of ``analyze`` on SAYC, and the share of the SAYC test
set (bench/data/sayc-*.txt) that examples/sayc.bml bids as the booklet does, overall and
per booklet area (each case file names the area of its cases in ``## section:`` lines).

Targets (issue #9): over 100,000 bid calls/s on one core; over 200,000 hands/s for analyze;
at least 70% of the SAYC cases. Each job runs in a fresh process and writes its numbers to
bench/out/matcher-*.json, which the rate column reads. Rates are given per CPU second of
the process (one core, whatever else the machine is doing) and per wall-clock second.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import NamedTuple

from harness import ROOT, Benchmark, Measurement, measure_python

OUT = ROOT / "bench" / "out"
CASES = ROOT / "bench" / "data"
CASE_GLOB = "sayc-*.txt"
SECTION = "## section:"
VULS = ("none", "we", "they", "both")
SAYC = ROOT / "examples" / "sayc.bml"
BIDS = [f"{level}{s}" for level in range(1, 8) for s in "CDHSN"]


def generated_system(min_rules: int = 5000, seed: int = 9) -> object:
    """An IR document of random but well-formed rules: openings, responses, rebids."""
    from bridgec import ir

    rng = random.Random(seed)
    rules: list[ir.Rule] = []

    def rule(auction: list[str], call: str) -> None:
        lo = rng.randint(0, 20)
        terms: list[ir.Constraint] = [ir.Range(expr=ir.Feature(name="hcp"), min=lo,
                                               max=lo + rng.randint(2, 10))]
        if call[0].isdigit() and call[1] != "N":
            terms.append(ir.Range(expr=ir.Feature(name="length", suit=call[1]),  # type: ignore[arg-type]
                                  min=rng.randint(3, 6)))
        elif call == "1N" or rng.random() < 0.2:
            terms.append(ir.Shape(pattern="4-4-3-2", any_order=True))
        seats = (rng.randint(1, 4),) if rng.random() < 0.1 else ()
        rules.append(ir.Rule(
            id=f"g{len(rules)}", call=ir.Call(name=call),
            auction=tuple(ir.AuctionCall(call=c, side="we" if i % 2 == 0 else "they")
                          for i, c in enumerate(auction)),
            conditions=ir.Conditions(seats=seats),
            meaning=ir.Meaning(shows=(ir.HandConstraint(expr=ir.And(terms=tuple(terms))),))))

    def above(call: str) -> list[str]:
        return BIDS[BIDS.index(call) + 1:] if call in BIDS else BIDS

    for opening in ["P", *BIDS]:
        rule([], opening)
    for opening in BIDS[:20]:
        for response in ["P", *above(opening)[:16]]:
            rule([opening, "P"], response)
    for opening in BIDS[:30]:
        for response in above(opening)[:14]:
            for rebid in ["P", *above(response)[:18]]:
                rule([opening, "P", response, "P"], rebid)
                if len(rules) >= min_rules:
                    return ir.Document(rules=tuple(rules))
    return ir.Document(rules=tuple(rules))


_BID_CODE = f"""
import json, sys, time
sys.path.insert(0, {str(ROOT / 'bench')!r})
import numpy as np
from bench_matcher import generated_system
from bridgec.bridge import batch as hand_batch
from bridgec.matcher.compile import compile_table
from bridgec.matcher.runtime import Table
doc = generated_system()
table = Table(compile_table(doc)[0])
rng = np.random.default_rng(3)
hands = hand_batch.to_hands(hand_batch.deal(2500, rng).reshape(-1, 4))
keys = [n.key.split(":", 1)[1].split() for n in table.table.nodes]
pairs = [(hands[i % len(hands)], keys[i * 7919 % len(keys)]) for i in range(200000)]
bid = table.bid
hits = 0
start, cpu = time.perf_counter(), time.process_time()
for hand, auction in pairs:
    hits += len(bid(hand, auction))
seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
json.dump({{"calls": len(pairs), "seconds": seconds, "cpu": cpu, "rules": len(doc.rules),
            "candidates": hits}}, open({str(OUT / 'matcher-bid.json')!r}, "w"))
"""

_ANALYZE_CODE = f"""
import json, time
from bridgec.matcher.analyze import analyze
from bridgec.cli.matcher import compile_system
table = compile_system({str(SAYC)!r})
analyze(table, 20000, 1)
cpu = time.process_time()
result = analyze(table, 400000, 2)
cpu = time.process_time() - cpu
json.dump({{"deals": result.deals, "hands": result.hands, "seconds": result.seconds,
            "cpu": cpu}},
          open({str(OUT / 'matcher-analyze.json')!r}, "w"))
"""

_SAYC_CODE = f"""
import json, sys
sys.path.insert(0, {str(ROOT / 'bench')!r})
from bench_matcher import sayc_results
json.dump(sayc_results(), open({str(OUT / 'matcher-sayc.json')!r}, "w"))
"""


class Case(NamedTuple):
    """One SAYC case: where it is written, its booklet area, the situation and SAYC's call."""

    where: str
    section: str
    hand: str
    calls: tuple[str, ...]
    seat: int
    vul: str
    call: str
    topic: str


class CaseError(ValueError):
    """A case file line that cannot be read; the message starts with ``file:line``."""


def case_files(folder: Path = CASES) -> list[Path]:
    """The SAYC case files, in name order."""
    return sorted(folder.glob(CASE_GLOB))


def read_cases(paths: Iterable[Path] | None = None) -> list[Case]:
    """Every case of ``paths`` (default: all case files), each with its section."""
    return [case for path in (case_files() if paths is None else paths)
            for case in _read_file(path)]


def _read_file(path: Path) -> list[Case]:
    cases: list[Case] = []
    section: str | None = None
    for number, line in enumerate(path.read_text().splitlines(), 1):
        where = f"{path.name}:{number}"
        if line.startswith(SECTION):
            section = line[len(SECTION):].strip()
            if not section:
                raise CaseError(f"{where}: the section has no name; write '{SECTION} <area>'")
        elif line.strip() and not line.startswith("#"):
            if section is None:
                raise CaseError(f"{where}: a case before any section; put a '{SECTION} <area>' "
                                "line above it")
            cases.append(_read_case(line, where, section))
    return cases


def _read_case(line: str, where: str, section: str) -> Case:
    fields = line.split(None, 5)
    if len(fields) != 6:
        raise CaseError(f"{where}: a case has six fields (hand, auction, seat, vulnerability, "
                        f"call, topic); this line has {len(fields)}")
    hand, auction, seat, vul, call, topic = fields
    if seat not in ("1", "2", "3", "4"):
        raise CaseError(f"{where}: seat '{seat}' is not 1, 2, 3 or 4 (counted from the dealer)")
    if vul not in VULS:
        raise CaseError(f"{where}: vulnerability '{vul}' is not one of {', '.join(VULS)}")
    calls = () if auction == "-" else tuple(auction.split("-"))
    return Case(where, section, hand, calls, int(seat), vul, call, topic)


def score_cases(cases: Iterable[Case], bid: Callable[[Case], str]
                ) -> tuple[dict[str, tuple[int, int]], list[str]]:
    """Cases bid as SAYC does and cases in all, per section (in file order), and the misses."""
    areas: dict[str, tuple[int, int]] = {}
    misses: list[str] = []
    for case in cases:
        got = bid(case)
        right, total = areas.get(case.section, (0, 0))
        areas[case.section] = (right + (got == case.call), total + 1)
        if got != case.call:
            misses.append(f"{case.where}: {case.hand} after {'-'.join(case.calls) or '(none)'}: "
                          f"{got}, SAYC {case.call} ({case.topic})")
    return areas, misses


def sayc_results() -> dict[str, object]:
    """Bid every case with the bundled SAYC (the top candidate; no candidate = pass)."""
    from bridgec.cli.matcher import compile_system

    table = compile_system(str(SAYC))

    def bid(case: Case) -> str:
        found = table.bid(case.hand, case.calls, case.seat, case.vul)
        return found[0].call if found else "P"

    cases = read_cases()
    areas, misses = score_cases(cases, bid)
    return {"cases": len(cases), "expected": len(cases) - len(misses),
            "areas": {name: {"expected": right, "cases": total}
                      for name, (right, total) in areas.items()},
            "misses": misses}


def _load(name: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((OUT / name).read_text())
    return data


def _bid() -> Measurement:
    OUT.mkdir(parents=True, exist_ok=True)
    return measure_python(_BID_CODE, repeat=1)


def _bid_rate(_: Measurement) -> str:
    d = _load("matcher-bid.json")
    calls = float(d["calls"])  # type: ignore[arg-type]
    return (f"{calls / float(d['cpu']):,.0f} bid calls per CPU second, "  # type: ignore[arg-type]
            f"{calls / float(d['seconds']):,.0f} per wall second ({d['rules']} rules)")  # type: ignore[arg-type]


def _analyze() -> Measurement:
    OUT.mkdir(parents=True, exist_ok=True)
    return measure_python(_ANALYZE_CODE, repeat=1)


def _analyze_rate(_: Measurement) -> str:
    d = _load("matcher-analyze.json")
    hands = float(d["hands"])  # type: ignore[arg-type]
    return (f"{hands / float(d['cpu']):,.0f} hands per CPU second, "  # type: ignore[arg-type]
            f"{hands / float(d['seconds']):,.0f} per wall second")  # type: ignore[arg-type]


def _sayc() -> Measurement:
    OUT.mkdir(parents=True, exist_ok=True)
    return measure_python(_SAYC_CODE, repeat=1)


def _sayc_rate(_: Measurement) -> str:
    d = _load("matcher-sayc.json")
    share = 100 * int(d["expected"]) / int(d["cases"])  # type: ignore[call-overload]
    areas = d["areas"]
    assert isinstance(areas, dict)
    by_area = "; ".join(f"{name} {a['expected']}/{a['cases']}" for name, a in areas.items())
    misses = d["misses"]
    assert isinstance(misses, list)
    return (f"{d['expected']}/{d['cases']} as expected ({share:.1f}%); by area: {by_area}; "
            f"{len(misses)} misses, listed in bench/out/matcher-sayc.json")


BENCHMARKS = [
    Benchmark("matcher bid (Python API)", "5,000 generated rules, 200,000 calls", _bid,
              rate=_bid_rate, note="target > 100,000 calls/s; time = whole process"),
    Benchmark("analyze SAYC (vectorised)", "400,000 deals", _analyze, rate=_analyze_rate,
              note="target > 200,000 hands/s; opener and responder hands"),
    Benchmark("SAYC test set", "bench/data/sayc-*.txt", _sayc, rate=_sayc_rate,
              note="target >= 70%"),
]
