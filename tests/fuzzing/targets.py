"""What the campaign runs an input through (inside the worker, under its limits).

Each target is a function ``bytes -> signature``: the signature (diagnostic kinds, IR
shape) is the feedback; an exception is a crash; a :class:`~fuzzing.worker.Finding` is a
failure of the target's own kind:

* ``<front end>`` (bml, bml1, bss, gib, tm, ir-json): the front end, then the checks or
  one emitter with its passes, as one command would (crashes, hangs and blow-ups; what the
  outputs hold is the round trips' business).
* ``gib-macros``: a macro file and a GIB rule file (joined by a ``%%`` line) through the
  GIB front end.
* ``roundtrip-<emitter>`` (bss, bml, ir-json): IR JSON emitted, then re-read by the
  emitter's own front end: a raw control character in the output, or more headings, rows,
  records or rules than went in, is an ``injection``; output its own front end cannot
  read, or IR JSON that reads back differently, is a ``round-trip`` failure.
* ``matcher-load``: ``.matcher`` bytes loaded, then ``bid`` and ``explain`` on random
  hands and auctions; only :class:`TableError` and :class:`BidError` may be raised.
* ``matcher-bid``: a GIB rule file compiled to a table in memory, then ``bid`` on random
  hands and auctions (the pattern runtime).

``write``, ``tm-server`` and ``tm-robot`` (subprocesses and sockets) are in
:mod:`fuzzing.outputs` and :mod:`fuzzing.network`.
"""

from __future__ import annotations

import hashlib
import os
import random
import re
import tempfile
from collections import Counter
from collections.abc import Callable, Hashable

import msgspec

from bridgec import ir, registry
from bridgec.diagnostics import Diagnostic, InputError, has_errors
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import compile_source, pipeline_for, run_checks, run_passes

from fuzzing import generators
from fuzzing.worker import Finding

Target = Callable[[bytes], Hashable]

CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x80-\x9f\u2028\u2029]")
"""Characters no text output may hold raw: C0 (but TAB, LF, CR), DEL, C1, and the line and
paragraph separators (``str.splitlines`` breaks lines at all of these but TAB)."""
JSON_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")
"""In JSON only C0 is wrong raw; C1 and U+2028 are ordinary string characters there."""


def kinds(diagnostics: tuple[Diagnostic, ...] | list[Diagnostic]) -> tuple[str, ...]:
    """The kinds of diagnostics given (their messages up to the first colon)."""
    return tuple(sorted({d.message.split(":")[0][:40] for d in diagnostics}))


def check_text(emitter: str, output: str) -> None:
    """A raw control character in a text output is an injection."""
    found = (JSON_CONTROL if emitter == "ir-json" else CONTROL).search(output)
    if found:
        raise Finding("injection", f"{emitter} output holds a raw {found.group()!r} at "
                      f"offset {found.start()}", f"control-in-{emitter}")


ACTIONS = ("check", "ir-json", "html", "latex", "bml", "bss", "matcher")
"""What a front-end target does after reading, one per input (chosen by the input's hash):
``bridgec check`` or ``bridgec convert -t <emitter>``, so an input's time limit is that of
one command, the acceptance of issue 21."""


def front_end(name: str, data: bytes, options: ParseOptions = ParseOptions(),
              every: bool = False) -> Hashable:
    """The front end, then the checks or one emitter with the passes it needs (``every``:
    the checks and every emitter, as a regression input is replayed)."""
    front = registry.FRONT_ENDS[name]
    result = front.parse(data, path=f"fuzz.{name}", options=options)
    messages = kinds(result.diagnostics)
    if result.document is None or has_errors(result.diagnostics):
        return ("error", messages)
    shape = (len(result.document.body), len(result.document.rules),
             len(result.document.boards))
    found: list[object] = []
    for action in ACTIONS if every else (ACTIONS[hashlib.sha1(data).digest()[0] % len(ACTIONS)],):
        if action == "check":
            document = run_passes(result.document, pipeline_for(front, None))
            found.append(kinds(run_checks(document)))
            continue
        emitter = registry.EMITTERS[action]
        try:
            emitted = emitter.emit(run_passes(result.document, pipeline_for(front, emitter)),
                                   EmitOptions())
        except InputError as exc:  # a located refusal, as the pipeline reports it
            found.append((action, "refused", kinds(exc.diagnostics)))
            continue
        found.append((action, len(emitted.diagnostics)))
    return ("ok", messages, shape, tuple(found))


def gib_macros(data: bytes) -> Hashable:
    """``macros %% rules``: the macro file is written to a scratch file and named in the
    options, as ``--macros`` does."""
    macros, _, rules = data.partition(b"\n%%\n")
    path = os.path.join(tempfile.gettempdir(), f"bridgec-fuzz-{os.getpid()}.m4")
    with open(path, "wb") as handle:
        handle.write(macros)
    try:
        return front_end("gib", rules, ParseOptions(macros=path))
    finally:
        os.unlink(path)


STRUCTURE = ("heading", "bid-node", "table-row", "list-item", "definition-item",
             "sequence-start", "paragraph")


COMPARED = {"bss": ("rule", "bid-node"), "bml": STRUCTURE}
"""What a round trip may not gain: BSS records are rules (and rows of the body made from
them); BML holds the body (rules are derived from its tables when it is read, so an IR
JSON input without rules gains them honestly)."""


def structure(document: ir.Document) -> Counter[str]:
    """How many headings, rows, items... the document has, and its rules."""
    counts: Counter[str] = Counter()
    stack: list[object] = [msgspec.to_builtins(document.body)]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if node.get("kind") in STRUCTURE:
                counts[str(node["kind"])] += 1
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    counts["rule"] = len(document.rules)
    return counts


def round_trip(emitter: str, data: bytes) -> Hashable:
    """IR JSON -> ``emitter`` -> the emitter's own front end: nothing may be gained."""
    made = compile_source(data, path="fuzz.ir.json", from_="ir-json", to=emitter)
    if not isinstance(made.output, str):
        return ("error", kinds(made.diagnostics))
    check_text(emitter, made.output)
    ext = registry.FRONT_ENDS[emitter].extensions[0]
    back = compile_source(made.output.encode("utf-8"), path=f"fuzz{ext}", from_=emitter,
                          to=emitter if emitter == "ir-json" else None)
    if back.document is None or has_errors(back.diagnostics):
        first = re.sub(r"'[^']*'|`[^`]*`|\S*\d\S*", "_",
                       back.diagnostics[0].message if back.diagnostics else "")[:50]
        raise Finding("round-trip", f"{emitter} output is not read back: "
                      f"{[d.message for d in back.diagnostics][:2]}",
                      f"unreadable-{emitter}: {first}")
    if emitter == "ir-json":
        if back.output != made.output:
            raise Finding("round-trip", "IR JSON reads back as a different document",
                          "ir-json-differs")
        return ("ok", kinds(made.diagnostics))
    whole = compile_source(data, path="fuzz.ir.json", from_="ir-json")  # both views
    assert whole.document is not None
    before, after = structure(whole.document), structure(back.document)
    compared = COMPARED[emitter]
    gained = {k: (before[k], after[k]) for k in compared if after[k] > before[k]}
    if gained:
        raise Finding("injection", f"{emitter} round trip gained {gained}",
                      f"gain-{emitter}-{'-'.join(sorted(gained))}")
    return ("ok", kinds(made.diagnostics), tuple(sorted(after.items())))


def _probe(table: object, data: bytes, count: int) -> int:
    """``bid`` and ``explain`` on random hands and auctions, and the public API's chosen
    call (with the board's vulnerability and a dealer, some not one); returns how many
    calls came."""
    from bridgec.bidding import Bidder
    from bridgec.matcher.runtime import BidError, Table

    assert isinstance(table, Table)
    bidder = Bidder(table)
    rng = random.Random(hashlib.sha1(data).digest())
    answers = 0
    for i in range(count):
        hand, auction = generators.hand(rng), generators.auction(rng)
        seat = rng.choice([None, None, 1, 2, 3, 4])
        vul = rng.choice([None, "none", "we", "they", "both"])
        try:
            answers += len(table.bid(hand, auction, seat, vul))
            if i % 4 == 0:
                answers += len(table.explain(hand, auction, seat, vul))
        except BidError:
            pass
        try:
            answers += bidder.call(hand, auction, seat=seat,
                                   vul=rng.choice(["None", "NS", "E-W", "All", "red"]),
                                   dealer=rng.choice(["N", "E", "S", "W", "Q", ""])) != "P"
        except BidError:
            pass
    return answers


def matcher_load(data: bytes) -> Hashable:
    """``.matcher`` bytes: refused with a TableError, or loaded and asked to bid."""
    from bridgec.matcher import format as mf
    from bridgec.matcher.runtime import from_bytes

    try:
        table = from_bytes(data)
    except mf.TableError as exc:
        return ("refused", str(exc)[:40])
    return ("ok", len(table.table.entries) > 0, len(table.table.patterns) > 0,
            min(_probe(table, data, 8), 3))


def matcher_bid(data: bytes) -> Hashable:
    """A GIB rule file compiled to a table in memory, then asked to bid."""
    from bridgec.matcher.runtime import from_bytes

    made = compile_source(data, path="fuzz.gib", from_="gib", to="matcher")
    if not isinstance(made.output, bytes):
        return ("error", kinds(made.diagnostics))
    table = from_bytes(made.output)
    return ("ok", kinds(made.diagnostics), len(table.table.patterns),
            min(_probe(table, data, 16), 3))


def in_process() -> dict[str, Target]:
    """Every target that runs inside the worker, by name."""
    targets: dict[str, Target] = {
        name: (lambda data, name=name: front_end(name, data))  # type: ignore[misc]
        for name in registry.FRONT_ENDS}
    targets.update({f"{name}:every": (lambda data, name=name: front_end(  # type: ignore[misc]
        name, data, every=True)) for name in registry.FRONT_ENDS})
    targets["gib-macros"] = gib_macros
    for emitter in ("bss", "bml", "ir-json"):
        targets[f"roundtrip-{emitter}"] = \
            lambda data, emitter=emitter: round_trip(emitter, data)  # type: ignore[misc]
    targets["matcher-load"] = matcher_load
    targets["matcher-bid"] = matcher_bid
    return targets
