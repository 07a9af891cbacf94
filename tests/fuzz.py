"""``make fuzz``: a feedback-guided mutation campaign against every front end.

For each registered front end, inputs are mutated from a seed corpus (our tests/inputs and
the shared corpus) and sent through the front end, its pipeline and every emitter. Any
exception is a bug: the input is saved as ``tests/inputs/<front end>/fuzz/crash-<hash>``
(a regression test then reads it forever) and reported. Inputs that produce a diagnostic or
an IR shape not seen before join the corpus (the feedback).

Usage: ``python tests/fuzz.py [--seconds N] [--seed S] [FRONT_END ...]``; the default budget
is 300 seconds per front end. The summary table is printed and written to
``build/fuzz-summary.md``.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import random
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from bridgec import registry
from bridgec.diagnostics import has_errors
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import pipeline_for, run_passes

ROOT = Path(__file__).resolve().parent.parent
INPUTS = ROOT / "tests" / "inputs"
CORPUS = ROOT.parent / "shared" / "corpus"

SEED_GLOBS: dict[str, list[str]] = {
    "bml": ["bml/**/*.bml", "bml/**/*.txt"],
    "bml1": ["bml/kungsgeten-bml/*.txt", "bml/wild/plazmonik-bml/*.txt", "bml/probes/*.bml"],
    "bss": ["bss/*.bss", "bml/**/*.bss"],
    "tm": ["tm/messages*.txt"],
    "gib": [],
    "ir-json": [],
}
TOKENS: dict[str, list[bytes]] = {
    "bml": [b"#PASTE x a=b", b"#CUT x", b"#ENDCUT", b"#COPY y", b"#ENDCOPY", b"#HIDE",
            b"#VUL Y0", b"#SEAT 34", b"#INCLUDE nothere.bml", b"(1N)---", b"1N-2C;", b"2M",
            b"3oM", b"1X", b"2Y", b"3Z", b"2red", b"4black", b"1step", b"3steps", b"2\\R",
            b"#+TITLE: t", b"* head", b"- item", b"1. item", b" :: ", b"| a | b |", b"\t",
            b"N AKQ JT9 876 5432", b"=", b"!h", b"*b*", b"/i/", b"=m=", b"8C", b"1NT"],
    "bss": [b"*00{x}=NYYYYYY", b"?00", b"$ card", b"+conv.bss", b"%BBBB", b"{qual}", b"=",
            b"NYYYYYY", b"\\n", b"\\\\", b"\x01", b"\r\n", b"1N", b"P", b"D", b"R", b"9"],
    "tm": [b"north", b"East", b"bids 1NT", b"Alert.", b"plays KH", b"ready for", b"'s cards :",
           b"S A K. H -. D 2. C 3.", b"board number 1 .", b"dealer", b"vulnerable", b"\"team\"",
           b"timing - N/S : this board 1:00", b"end of session", b"8NT", b"to lead"],
    "gib": [b"`", b"~", b"[", b"]", b"[^", b"[<", b"[+", b"[-", b"#a", b"@12+", b"@X", b"$2",
            b"&&", b"!", b",", b"*", b"+", b"?", b":P12", b":d5S", b"#0(a,b)", b"||", b"(", b")",
            b"1N:P:2C", b"0d", b" ", b"\n ", b";"],
    "ir-json": [b"{", b"}", b"[", b"]", b'"kind"', b'"bid-node"', b"null", b"-1", b"1e99",
                b'"ir_version": "1.0"', b",", b":", b'"<script>alert(1)</script>"',
                b'"\\\\input{/etc/passwd}"', b'"\\u0000"', b'"\\ud800"', b"[[[[[[[[[[",
                b'{"kind": "bid-node", "call": "1C", "children": []}', b"0", b"true",
                b'"title"', b'"children"', b'"rows"', b'"meta"', b"1.5", b'""'],
}


MAX_POOL = 2000


@dataclass
class Stats:
    """What one front end's campaign did."""

    name: str
    executions: int = 0
    corpus: int = 0
    crashes: list[str] = field(default_factory=list)
    kinds: set[tuple[str, str, int]] = field(default_factory=set)
    repeats: int = 0
    seconds: float = 0.0


def seeds(name: str, extensions: tuple[str, ...]) -> list[bytes]:
    """Seed inputs: our own inputs of the format plus the shared corpus files."""
    found: list[bytes] = []
    folder = INPUTS / name
    if folder.is_dir():
        found += [p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
                  and any(p.name.lower().endswith(e) for e in extensions)]
    for pattern in SEED_GLOBS.get(name, []):
        for path in sorted(CORPUS.glob(pattern)):
            data = path.read_bytes()
            if name == "tm" and path.name.startswith("messages"):
                found += data.splitlines()[:400]
            else:
                found.append(data)
    if name == "ir-json":
        found += ir_json_seeds()
    return found or [b""]


def ir_json_seeds() -> list[bytes]:
    """IR JSON seeds: our IR inputs plus every BML/BSS/GIB/TM test input converted to IR JSON."""
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
    return found


def mutate(data: bytes, pool: list[bytes], tokens: list[bytes], rng: random.Random) -> bytes:
    """One to four random edits: bytes, lines, tokens, splices from another input."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        choice = rng.randrange(8)
        pos = rng.randint(0, len(out))
        if choice == 0 and out:
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        elif choice == 1:
            out[pos:pos] = rng.choice(tokens) if tokens else b"x"
        elif choice == 2 and out:
            end = min(len(out), pos + rng.randint(1, 16))
            del out[pos:end]
        elif choice == 3:
            out[pos:pos] = bytes([rng.choice(b" \t\n\r()=-;#*!|:.{}[]`~\\\x00\xff")])
        else:
            lines = bytes(out).split(b"\n")
            other = rng.choice(pool).split(b"\n")
            i = rng.randrange(len(lines))
            if choice == 4:
                lines.insert(i, rng.choice(other))
            elif choice == 5 and len(lines) > 1:
                del lines[i]
            elif choice == 6:
                lines[i] = b" " * rng.randint(0, 9) + lines[i].lstrip()
            else:
                j = rng.randrange(len(lines))
                lines[i], lines[j] = lines[j], lines[i]
            out = bytearray(b"\n".join(lines))
    return bytes(out[: 200_000])


HOSTILE_VALUES: list[object] = [
    "<script>alert(1)</script>", "\\input{/etc/passwd}", "{", "}", "\x00", "", "x" * 300,
    -1, 0, 10**6, 1.5, None, True, [], {}, "1C", "7NT", "Pass", "X", "XX", "!s", "bid-node",
]


def mutate_json(data: bytes, rng: random.Random) -> bytes | None:
    """A structure-aware edit of a JSON input: one value replaced, dropped, or nested deeper."""
    try:
        tree = json.loads(data)
    except ValueError:
        return None
    slots: list[tuple[dict[str, object] | list[object], object]] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            slots.extend((node, k) for k in node)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            slots.extend((node, i) for i in range(len(node)))
            for value in node:
                walk(value)

    walk(tree)
    if not slots:
        return None
    parent, key = rng.choice(slots)
    choice = rng.randrange(4)
    if choice == 0 and isinstance(parent, dict):
        del parent[key]  # type: ignore[arg-type]
    elif choice == 1:
        parent[key] = [parent[key]] * rng.randint(0, 3)  # type: ignore[index]
    elif choice == 2 and isinstance(parent, list):
        parent.append(copy.deepcopy(rng.choice(parent)))
    else:
        parent[key] = copy.deepcopy(rng.choice(HOSTILE_VALUES))  # type: ignore[index]
    return json.dumps(tree).encode()


def signature(name: str, data: bytes) -> tuple[object, ...]:
    """Run the whole chain on ``data``; return what it looked like (for novelty)."""
    front = registry.FRONT_ENDS[name]
    result = front.parse(data, path=f"fuzz.{name}", options=ParseOptions())
    messages = tuple(sorted({d.message.split(":")[0][:40] for d in result.diagnostics}))
    if result.document is None or has_errors(result.diagnostics):
        return ("error", messages)
    shape: list[object] = [len(result.document.body), len(result.document.rules),
                           len(result.document.boards)]
    for emitter in registry.EMITTERS.values():
        document = run_passes(result.document, pipeline_for(front, emitter))
        emitted = emitter.emit(document, EmitOptions())
        shape.append(len(emitted.diagnostics))
    return ("ok", messages, tuple(shape))


def campaign(name: str, budget: float, rng: random.Random,
             save: Callable[[str, bytes, str], str]) -> Stats:
    """Fuzz one front end for ``budget`` seconds."""
    front = registry.FRONT_ENDS[name]
    pool = seeds(name, front.extensions)
    tokens = TOKENS.get(name, [])
    seen: set[tuple[object, ...]] = set()
    stats = Stats(name)
    start = time.monotonic()
    while time.monotonic() - start < budget:
        parent = rng.choice(pool)
        structured = mutate_json(parent, rng) if name == "ir-json" and rng.random() < 0.7 else None
        data = structured if structured is not None else mutate(parent, pool, tokens, rng)
        stats.executions += 1
        try:
            sig = signature(name, data)
        except Exception as exc:  # noqa: BLE001 - every exception is a finding
            where = traceback.extract_tb(exc.__traceback__)[-1]
            kind = (type(exc).__name__, where.filename, where.lineno)
            if kind in stats.kinds:  # the same bug again: one regression input is enough
                stats.repeats += 1
            else:
                stats.kinds.add(kind)
                stats.crashes.append(save(name, data, traceback.format_exc(limit=3)))
            continue
        if sig not in seen:
            seen.add(sig)
            if len(pool) < MAX_POOL:
                pool.append(data)
            else:
                pool[rng.randrange(len(pool))] = data
    stats.corpus = len(seen)  # distinct behaviours found
    stats.seconds = time.monotonic() - start
    return stats


def save_crash(name: str, data: bytes, why: str) -> str:
    """Keep a crashing input as a regression input; return its path."""
    digest = hashlib.sha1(data).hexdigest()[:12]
    ext = registry.FRONT_ENDS[name].extensions[0]
    folder = INPUTS / name / "fuzz"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"crash-{digest}{ext}"
    path.write_bytes(data)
    print(f"  CRASH {path.relative_to(ROOT)}\n    {why.strip().splitlines()[-1]}", flush=True)
    return str(path.relative_to(ROOT))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=300.0)
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("front_ends", nargs="*", default=list(registry.FRONT_ENDS))
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    rows = []
    for name in args.front_ends:
        print(f"fuzz: {name} for {args.seconds:.0f} s", flush=True)
        stats = campaign(name, args.seconds, rng, save_crash)
        rows.append(stats)
        print(f"  {stats.executions} executions, corpus {stats.corpus}, "
              f"{len(stats.crashes)} crashes (+{stats.repeats} repeats of them)", flush=True)
    table = ["| front end | seconds | executions | exec/s | corpus | crashes |",
             "|---|---|---|---|---|---|"]
    for s in rows:
        table.append(f"| {s.name} | {s.seconds:.0f} | {s.executions} | "
                     f"{s.executions / max(s.seconds, 1e-9):.0f} | {s.corpus} | "
                     f"{len(s.crashes)} |")
    out = ROOT / "build" / "fuzz-summary.md"
    out.parent.mkdir(exist_ok=True)
    out.write_text("\n".join(table) + "\n")
    print("\n".join(table))
    return 1 if any(s.crashes for s in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
