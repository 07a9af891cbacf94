"""The matcher: calls per second through the public API (:mod:`bridgec.bidding`) on a
generated system of more than 5,000 rules, hands per second of ``analyze`` on SAYC, and
how examples/sayc.bml scores on two sets of cases, by area: the project's own test set
(bench/data/sayc-*.txt, each case file names the area of its cases in ``## section:``
lines) and the published suite's dev half (``../shared/corpus/sayc/dev.tsv``, read in
place; its misses are listed in bench/out/sayc-dev-misses.txt). Cases are read and scored
by ``sayc_cases``.

Targets (issues #9, #23): over 100,000 calls/s on one core; over 200,000 hands/s for
analyze; at least 95% of the project's cases; at least 85% of the dev half. Each job runs
in a fresh process and writes its numbers to bench/out/matcher-*.json, which the rate
column reads. Rates are given per CPU second of the process (one core, whatever else the
machine is doing) and per wall-clock second.
"""

from __future__ import annotations

import json
import random

from harness import ROOT, Benchmark, Measurement, measure_python
from sayc_cases import (  # noqa: F401  (the test set's readers, for tests/matcher/test_sayc_cases.py)
    CASE_GLOB,
    CASES,
    SUITE,
    Case,
    CaseError,
    read_cases,
    read_suite,
    score_cases,
    score_with,
    suite_missing,
)

OUT = ROOT / "bench" / "out"
DEV_MISSES = OUT / "sayc-dev-misses.txt"
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
from bridgec.bidding import Bidder
from bridgec.matcher.compile import compile_table
from bridgec.matcher.runtime import Table
doc = generated_system()
bidder = Bidder(Table(compile_table(doc)[0]))
rng = np.random.default_rng(3)
hands = hand_batch.to_hands(hand_batch.deal(2500, rng).reshape(-1, 4))
keys = [n.key.split(":", 1)[1].split() for n in bidder.table.table.nodes]
pairs = [(hands[i % len(hands)], keys[i * 7919 % len(keys)]) for i in range(200000)]
out = {{"calls": len(pairs), "rules": len(doc.rules)}}
for name, ask in (("ranked", bidder.calls), ("chosen", bidder.call)):
    start, cpu = time.perf_counter(), time.process_time()
    for hand, auction in pairs:
        ask(hand, auction)
    out[name] = {{"seconds": time.perf_counter() - start, "cpu": time.process_time() - cpu}}
json.dump(out, open({str(OUT / 'matcher-bid.json')!r}, "w"))
"""

_ANALYZE_CODE = f"""
import json, time
from bridgec.matcher.analyze import analyze
from bridgec.bidding import load_bidder
table = load_bidder({str(SAYC)!r}).table
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

_DEV_CODE = f"""
import json, sys
sys.path.insert(0, {str(ROOT / 'bench')!r})
from bench_matcher import dev_results
json.dump(dev_results(), open({str(OUT / 'matcher-sayc-dev.json')!r}, "w"))
"""


def sayc_results() -> dict[str, object]:
    """Bid every case of the project's test set with the bundled SAYC (the API's call)."""
    from bridgec.bidding import load_bidder

    return score_with(load_bidder(SAYC), read_cases())


def dev_results() -> dict[str, object]:
    """Bid the published suite's dev half with the bundled SAYC (the API's call), and list
    its misses in bench/out/sayc-dev-misses.txt; ``missing`` says why when the shared
    corpus is not beside the project."""
    from bridgec.bidding import load_bidder

    why = suite_missing()
    if why is not None:
        return {"missing": why}
    result = score_with(load_bidder(SAYC), read_suite())
    misses = result["misses"]
    assert isinstance(misses, list)
    OUT.mkdir(parents=True, exist_ok=True)
    DEV_MISSES.write_text(f"# misses of {SUITE} (not to be committed: the corpus's text)\n"
                          + "".join(f"{m}\n" for m in misses), encoding="utf-8")
    return {**result, "misses": len(misses)}


def _load(name: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((OUT / name).read_text())
    return data


def _bid() -> Measurement:
    OUT.mkdir(parents=True, exist_ok=True)
    return measure_python(_BID_CODE, repeat=1)


def _bid_rate(_: Measurement) -> str:
    d = _load("matcher-bid.json")
    calls = float(d["calls"])  # type: ignore[arg-type]

    def rate(name: str) -> str:
        t = d[name]
        assert isinstance(t, dict)
        return (f"{calls / float(t['cpu']):,.0f} per CPU second, "
                f"{calls / float(t['seconds']):,.0f} per wall second")

    return (f"Bidder.calls (ranked): {rate('ranked')}; Bidder.call (chosen): "
            f"{rate('chosen')} ({d['rules']} rules)")


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
    return _score_text(_load("matcher-sayc.json"), "bench/out/matcher-sayc.json")


def _dev() -> Measurement:
    OUT.mkdir(parents=True, exist_ok=True)
    return measure_python(_DEV_CODE, repeat=1)


def _dev_rate(_: Measurement) -> str:
    d = _load("matcher-sayc-dev.json")
    if "missing" in d:
        return f"not measured: {d['missing']}"
    return _score_text(d, str(DEV_MISSES.relative_to(ROOT)))


def _score_text(d: dict[str, object], listed: str) -> str:
    share = 100 * int(d["expected"]) / int(d["cases"])  # type: ignore[call-overload]
    areas = d["areas"]
    assert isinstance(areas, dict)
    by_area = "; ".join(f"{name} {a['expected']}/{a['cases']}" for name, a in areas.items())
    misses = d["misses"]
    count = len(misses) if isinstance(misses, list) else misses
    return (f"{d['expected']}/{d['cases']} as expected ({share:.1f}%); by area: {by_area}; "
            f"{count} misses, listed in {listed}")


BENCHMARKS = [
    Benchmark("matcher bid (Python API)", "5,000 generated rules, 200,000 calls", _bid,
              rate=_bid_rate, note="target > 100,000 calls/s; time = whole process "
              "(both runs)"),
    Benchmark("analyze SAYC (vectorised)", "400,000 deals", _analyze, rate=_analyze_rate,
              note="target > 200,000 hands/s; opener and responder hands"),
    Benchmark("SAYC test set", "bench/data/sayc-*.txt", _sayc, rate=_sayc_rate,
              note="the project's own cases; target >= 95%"),
    Benchmark("SAYC published suite, dev half", "../shared/corpus/sayc/dev.tsv", _dev,
              rate=_dev_rate, note="saycbridge's test_sayc.py, half; read in place, North "
              "deals, absolute vulnerability; target >= 85%"),
]
