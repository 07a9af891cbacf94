"""The campaign: targets, their seeds and tokens, and the feedback loop around the worker.

:data:`TARGETS` names every target with the folder its findings are saved in
(``tests/inputs/<folder>/fuzz/``), its tokens, and its own per-input time limit where it
needs more than the default (subprocesses and sockets). :func:`campaign` fuzzes one target
for a budget of seconds: each new input is made from the pool by :func:`~fuzzing.mutators.
mutate`, :func:`~fuzzing.mutators.grow` or a structure-aware edit, or generated from
scratch; it runs in the worker under the limits; an input that behaves in a new way joins
the pool; anything but "ok" is a finding, saved once per distinct site.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from fuzzing import generators, mutators
from fuzzing.worker import Outcome, Worker

ROOT = Path(__file__).resolve().parents[2]
INPUTS = ROOT / "tests" / "inputs"
CORPUS = ROOT.parent / "shared" / "corpus"
MAX_POOL = 2000
MAX_PARENT = 64 << 10
"""Inputs larger than this never join the pool (they would slow every mutation after)."""
GROWTH = 0.1
"""The share of inputs made by growth."""

FRONT_TOKENS: dict[str, list[bytes]] = {
    "pbn": [b'[Deal "N:AKQJ.T98.765.432 - - -"]', b'[Auction "N"]', b'[Play "E"]', b"AP",
            b"=1=", b'[Note "1:x"]', b"$3", b"*", b"-", b"+", b"1NT", b"Pass", b"XX", b"SA",
            b"H10", b'"#"', b'"?"', b"{", b"}", b";", b"%", b"\n\n", b'\\"', b"\\\\",
            b'[Contract "4SX"]', b'[Declarer "S"]', b'[Result "9"]', b'[Board "1"]'],
    "bml": [b"#PASTE x a=b", b"#CUT x", b"#ENDCUT", b"#COPY y", b"#ENDCOPY", b"#HIDE",
            b"#VUL Y0", b"#SEAT 34", b"#INCLUDE nothere.bml", b"(1N)---", b"1N-2C;", b"2M",
            b"3oM", b"1X", b"2Y", b"3Z", b"2red", b"4black", b"1step", b"3steps", b"2\\R",
            b"#+TITLE: t", b"* head", b"- item", b"1. item", b" :: ", b"| a | b |", b"\t",
            b"N AKQ JT9 876 5432", b"=", b"!h", b"*b*", b"/i/", b"=m=", b"8C", b"1NT", b"[",
            b"]", b"{", b"}", b"`", b"1C-1D;", b"#+DESCRIPTION: d"],
    "bss": [b"*00{x}=NYYYYYY", b"?00", b"$ card", b"+conv.bss", b"%BBBB", b"{qual}", b"=",
            b"NYYYYYY", b"\\n", b"\\\\", b"\x01", b"\r\n", b"1N", b"P", b"D", b"R", b"9",
            b"1C1D1H1S", b"*001C1D=NYYYYYY"],
    "tm": [b"north", b"East", b"bids 1NT", b"Alert.", b"plays KH", b"ready for", b"'s cards :",
           b"S A K. H -. D 2. C 3.", b"board number 1 .", b"dealer", b"vulnerable", b"\"team\"",
           b"timing - N/S : this board 1:00", b"end of session", b"8NT", b"to lead"],
    "gib": [b"`", b"~", b"[", b"]", b"[^", b"[<", b"[+", b"[-", b"#a", b"@12+", b"@X", b"$2",
            b"&&", b"!", b",", b"*", b"+", b"?", b":P12", b":d5S", b"#0(a,b)", b"||", b"(", b")",
            b"1N:P:2C", b"0d", b" ", b"\n ", b";", b".*", b"P1[5-7]", b"C..[5-9]", b"|P",
            b"~a+b>=12~", b"&H5"],
    "ir-json": [b"{", b"}", b"[", b"]", b'"kind"', b'"bid-node"', b"null", b"-1", b"1e99",
                b'"ir_version": "1.0"', b",", b":", b'"<script>alert(1)</script>"',
                b'"\\\\input{/etc/passwd}"', b'"\\u0000"', b'"\\ud800"', b"[[[[[[[[[[",
                b'{"kind": "bid-node", "call": "1C", "children": []}', b"0", b"true",
                b'"title"', b'"children"', b'"rows"', b'"meta"', b"1.5", b'""',
                b"18446744073709551617", b"-99999999999999999999", b'"a\\nb"', b'"\\r\\n$ x"'],
}
MACRO_TOKENS = [b"define(`A', `A A')", b"A", b"B B B B", b"define(B,A A A A)", b"INV P0[89]",
                b"\n%%\n", b"dnl x", b"P1[5-7]"]
CLIENT_LINES = [b'Connecting "x" as North using protocol version 18', b"North ready for teams",
                b"North ready to start", b"North ready for deal", b"North ready for cards",
                b"North passes", b"North bids 1C", b"North plays 2S", b"North ready for dummy",
                b"North ready for East's bid", b"North ready for East's card to trick 1"]
SERVER_LINES = [b'North ("x") seated', b'Teams : N/S : "a" E/W : "b"', b"Start of board",
                b"Board number 1. Dealer North. Neither vulnerable.",
                b"North's cards : S K 9 8 5. H Q 6 4. D K J 2. C 6 5 3.", b"East passes",
                b"South bids 1H", b"West passes", b"East plays AS", b"North to lead",
                b"Dummy's cards : S Q J T. H T 9 3 2. D A Q. C Q J 8 2.", b"End of session",
                b"Timing - N/S : this board 1:00, total 1:00. E/W : this board 1:00, "
                b"total 1:00."]


@dataclass(frozen=True)
class Target:
    """A fuzz target as the campaign sees it."""

    name: str
    folder: str
    ext: str
    tokens: list[bytes]
    seconds: float | None = None
    """Per-input time limit when the target needs more than the campaign's (subprocesses)."""
    structured: Callable[[bytes, random.Random], bytes | None] | None = None
    generate: Callable[[random.Random], bytes] | None = None
    growth: bool = True


def _targets() -> dict[str, Target]:
    targets = {name: Target(name, name, ext, FRONT_TOKENS.get(name, FRONT_TOKENS["bml"]))
               for name, ext in (("bml", ".bml"), ("bml1", ".bml"), ("bss", ".bss"),
                                 ("gib", ".gib"), ("tm", ".tm"), ("pbn", ".pbn"))}
    targets["ir-json"] = Target("ir-json", "ir-json", ".ir.json", FRONT_TOKENS["ir-json"],
                                structured=mutators.mutate_json, generate=_ir_document)
    targets["gib-macros"] = Target("gib-macros", "gib-macros", ".txt",
                                   MACRO_TOKENS + FRONT_TOKENS["gib"])
    for emitter in ("bss", "bml", "ir-json"):
        targets[f"roundtrip-{emitter}"] = Target(
            f"roundtrip-{emitter}", f"roundtrip-{emitter}", ".ir.json", FRONT_TOKENS["ir-json"],
            structured=mutators.mutate_json, generate=_ir_document, growth=False)
    targets["matcher-load"] = Target("matcher-load", "matcher-load", ".matcher", [
        b"\xc0", b"\xcf\xff\xff\xff\xff\xff\xff\xff\xff", b"\xdd\xff\xff\xff\xff", b"\x90",
        b"\xa4kind", b"\xa5entry", b"\xa4node"], structured=mutators.mutate_msgpack,
        growth=False)
    targets["matcher-bid"] = Target("matcher-bid", "matcher-bid", ".gib",
                                    FRONT_TOKENS["gib"], generate=generators.gib_rules)
    targets["write"] = Target("write", "write", ".bin", [], seconds=20, growth=False,
                              generate=lambda rng: rng.randbytes(8))
    targets["tm-server"] = Target("tm-server", "tm-server", ".txt", CLIENT_LINES, seconds=40)
    targets["tm-robot"] = Target("tm-robot", "tm-robot", ".txt", SERVER_LINES, seconds=20)
    return targets


def _ir_document(rng: random.Random) -> bytes:
    import json

    from bridgec import ir

    tree = generators.from_schema(ir.schema(), rng)
    return json.dumps(tree, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")


TARGETS = _targets()
NETWORK = ("tm-server", "tm-robot")


# -- seeds ------------------------------------------------------------------------------

SEED_GLOBS: dict[str, list[str]] = {
    "bml": ["bml/**/*.bml", "bml/**/*.txt"],
    "bml1": ["bml/kungsgeten-bml/*.txt", "bml/wild/plazmonik-bml/*.txt", "bml/probes/*.bml"],
    "bss": ["bss/*.bss", "bml/**/*.bss"],
    "tm": ["tm/messages*.txt"],
}
EXTENSIONS = {"bml": (".bml",), "bml1": (".bml",), "bss": (".bss",), "gib": (".gib", ".txt2"),
              "tm": (".tm", ".tmlog"), "pbn": (".pbn",)}


def file_seeds(name: str) -> list[bytes]:
    """Our inputs of a format plus the shared corpus files (read in place)."""
    found: list[bytes] = []
    folder = INPUTS / ("bml" if name == "bml1" else name)
    extensions = EXTENSIONS.get(name, ())
    if folder.is_dir():
        found += [p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
                  and "fuzz" not in p.parts and p.name.lower().endswith(extensions)]
    for pattern in SEED_GLOBS.get(name, []):
        for path in sorted(CORPUS.glob(pattern)):
            data = path.read_bytes()
            found += data.splitlines()[:400] if name == "tm" and \
                path.name.startswith("messages") else [data]
    return found


@lru_cache(maxsize=1)
def ir_json_seeds() -> tuple[bytes, ...]:
    """Our IR inputs plus every BML/BSS/GIB/TM test input converted to IR JSON (in the worker:
    it imports every front end)."""
    from bridgec import registry
    from bridgec.options import EmitOptions, ParseOptions

    found = [p.read_bytes() for p in sorted((INPUTS / "emit").glob("*.ir.json"))]
    emitter = registry.EMITTERS["ir-json"]
    for path in sorted(INPUTS.glob("*/*")):
        front = registry.front_end_for(str(path)) if path.is_file() else None
        if front is None or front.name == "ir-json":
            continue
        result = front.parse(path.read_bytes(), path=path.name, options=ParseOptions())
        if result.document is not None:
            output = emitter.emit(result.document, EmitOptions()).output
            found.append(output.encode() if isinstance(output, str) else output)
    return tuple(found)


def matcher_seeds() -> list[bytes]:
    """Tables the matcher emitter makes from our inputs (the small ones)."""
    from bridgec.pipeline import compile_source

    found = []
    for data in ir_json_seeds():
        made = compile_source(data, path="seed.ir.json", from_="ir-json", to="matcher")
        if isinstance(made.output, bytes) and len(made.output) < 300_000:
            found.append(made.output)
    rng = random.Random(5)
    for _ in range(10):
        made = compile_source(generators.gib_rules(rng), path="g.gib", to="matcher")
        if isinstance(made.output, bytes):
            found.append(made.output)
    return found


FANOUT = b"\n".join([b"A0 P1[5-7]", *(b"A%d A%d|A%d|A%d|A%d" % (i, i - 1, i - 1, i - 1, i - 1)
                                    for i in range(1, 7))]) + b"\n%%\n1 1N 40 A6 #1\n"
"""Macros that fan out within the limits (A6 is about 40,000 characters): rules using them,
repeated by growth, multiply the expansion."""


def seeds(name: str) -> list[bytes]:
    """The seed inputs of a target (runs in the worker: see :func:`runner`)."""
    if name in ("ir-json",) or name.startswith("roundtrip-"):
        return list(ir_json_seeds())
    if name == "matcher-load":
        return matcher_seeds()
    if name == "matcher-bid":
        rng = random.Random(3)
        return file_seeds("gib") + [generators.gib_rules(rng) for _ in range(20)]
    if name == "gib-macros":
        pairs = [("macros/mac.m4", "macros/mb.txt2"), ("errors/runaway.m4", "errors/runaway.txt2")]
        return [(INPUTS / "gib" / m).read_bytes() + b"\n%%\n" + (INPUTS / "gib" / r).read_bytes()
                for m, r in pairs if (INPUTS / "gib" / m).is_file()] + [FANOUT]
    if name == "write":
        return [bytes([i]) for i in range(32)]
    if name == "tm-server":
        return [b"\n".join(CLIENT_LINES), b"hello there", b"\n".join(CLIENT_LINES[:2])]
    if name == "tm-robot":
        return [b"\n".join(SERVER_LINES), b"\n".join(SERVER_LINES[:4]), b"garbage"]
    return file_seeds(name)


def runner(target: str, data: bytes) -> Hashable:
    """What the worker runs: a target on an input, or ``seeds`` of a target (a list)."""
    if target == "seeds":
        return seeds(data.decode())  # type: ignore[return-value]
    return _run_table()[target](data)


_TABLE: dict[str, Callable[[bytes], Hashable]] = {}


def _run_table() -> dict[str, Callable[[bytes], Hashable]]:
    if not _TABLE:
        from fuzzing import network, outputs, targets

        _TABLE.update(targets.in_process())
        _TABLE["write"] = outputs.write
        _TABLE["tm-server"] = network.tm_server
        _TABLE["tm-robot"] = network.tm_robot
    return _TABLE


# -- the loop -------------------------------------------------------------------------------

@dataclass
class Found:
    """One finding: what, where it was saved, and when in the run it came."""

    status: str
    detail: str
    site: tuple[str, ...]
    path: str
    after: float
    size: int


@dataclass
class Stats:
    """What one target's campaign did."""

    name: str
    executions: int = 0
    corpus: int = 0
    found: list[Found] = field(default_factory=list)
    repeats: int = 0
    seconds: float = 0.0
    slowest: float = 0.0


Save = Callable[[Target, Outcome, bytes], str]


def save_to(folder: Path | None) -> Save:
    """Keep a failing input under ``folder/<target folder>/fuzz/`` (None: keep nothing)."""
    def save(target: Target, outcome: Outcome, data: bytes) -> str:
        if folder is None:
            return "(not saved)"
        digest = hashlib.sha1(data).hexdigest()[:12]
        where = folder / target.folder / "fuzz"
        where.mkdir(parents=True, exist_ok=True)
        path = where / f"{outcome.status}-{digest}{target.ext}"
        path.write_bytes(data)
        return str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return save


def campaign(target: Target, worker: Worker, budget: float, rng: random.Random, save: Save,
             *, max_size: int = 1 << 20, runs: int | None = None,
             log: Callable[[str], None] = print) -> Stats:
    """Fuzz one target for ``budget`` seconds or ``runs`` inputs, whichever ends first
    (a fixed number of runs makes the same inputs for the same seed)."""
    start = time.monotonic()
    got = worker.run("seeds", target.name.encode(), seconds=120)
    pool: list[bytes] = list(got.signature) if got.ok and got.signature else [b""]  # type: ignore[call-overload]
    seen: set[Hashable] = set()
    sites: set[tuple[str, ...]] = set()
    stats = Stats(target.name)
    limit = target.seconds
    while time.monotonic() - start < budget and (runs is None or stats.executions < runs):
        data = make_input(target, pool, rng, max_size)
        outcome = worker.run(target.name, data, seconds=limit)
        stats.executions += 1
        stats.slowest = max(stats.slowest, outcome.seconds)
        if outcome.ok:
            if outcome.signature not in seen:
                seen.add(outcome.signature)
                if len(data) > MAX_PARENT:  # big inputs are for growth, not for breeding
                    continue
                if len(pool) < MAX_POOL:
                    pool.append(data)
                else:
                    pool[rng.randrange(len(pool))] = data
            continue
        if outcome.site in sites:  # the same bug again: one input is enough
            stats.repeats += 1
            continue
        sites.add(outcome.site)
        path = save(target, outcome, data)
        found = Found(outcome.status, outcome.detail.strip().splitlines()[-1][:200]
                      if outcome.detail.strip() else "", outcome.site, path,
                      time.monotonic() - start, len(data))
        stats.found.append(found)
        log(f"  {found.status.upper()} after {found.after:.0f} s ({found.size} bytes): "
            f"{' '.join(found.site)}: {found.detail}\n    {path}")
    stats.corpus = len(seen)
    stats.seconds = time.monotonic() - start
    return stats


def make_input(target: Target, pool: list[bytes], rng: random.Random, max_size: int) -> bytes:
    """A new input for ``target``: generated, grown, edited structurally, or mutated."""
    r = rng.random()
    if target.generate is not None and r < 0.15:
        return target.generate(rng)
    parent = rng.choice(pool)
    if target.growth and r < 0.15 + GROWTH:
        return mutators.grow(parent, target.tokens, rng, max_size)
    if target.structured is not None and r < 0.7:
        made = target.structured(parent, rng)
        if made is not None:
            return made
    return mutators.mutate(parent, pool, target.tokens, rng)
