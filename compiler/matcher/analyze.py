"""``bridgec analyze``: deal random hands, bid the openings and first responses through a
matcher table, and report what the system does with them.

Dealing and evaluation are vectorised (:mod:`bridgec.bridge.batch`): for each table node,
every entry's predicate is evaluated over a whole batch of hands at once, and the call is
the one :func:`bridgec.matcher.choice.chosen` picks: the first entry answered, in the
table's rank order, whose rule is understood. A hand that only *unknown* rules (no
constraint understood) fit has no call; it is counted apart, not as that rule's call.
The dealer opens (seat 1, nobody vulnerable); after an opening bid the next hand passes
and the opener's partner responds.
Tables with GIB auction patterns are bid hand by hand through :meth:`Table.bid` instead.

The report (:mod:`bridgec.matcher.report`) shows call frequencies, the HCP and shape
distribution of each call, hands with no call, hands only unknown rules fit, hands where
several different calls match at the same priority (an ambiguity in the system), and per
auction how much of its rules' meanings was understood.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from bridgec.bridge import batch as hand_batch
from bridgec.bridge.features import HCP_AT, SHAPE_SORTED_AT, shape_text
from bridgec.constraints.vectorised import evaluate
from bridgec.matcher import format as mf
from bridgec.matcher.choice import applies, chosen, gives_way, silent
from bridgec.matcher.runtime import Candidate, Table

BATCH = 65536
EXAMPLES = 8


@dataclass
class CallStats:
    """What one node did: call counts, HCP histograms and shapes per call, and problems."""

    key: str
    hands: int = 0
    calls: Counter[str] = field(default_factory=Counter)
    hcp: dict[str, Counter[int]] = field(default_factory=dict)
    shapes: dict[str, Counter[str]] = field(default_factory=dict)
    no_call: int = 0
    no_call_examples: list[str] = field(default_factory=list)
    ambiguous: int = 0
    ambiguous_examples: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    meanings: dict[str, str] = field(default_factory=dict)
    unknown_only: int = 0
    """Hands that only unknown rules fit (no call understood)."""
    rules: tuple[int, int, int] = (0, 0, 0)
    """The auction's rules understood fully, partly, not at all (unknown)."""
    understood: float = 0.0
    """The mean share of the rules' meanings understood (unknown rules count 0)."""

    def know(self, entries: list[mf.Entry]) -> None:
        """Record how well the rules of this auction were understood (the pass the table
        adds where the system is silent is no rule of the system's)."""
        entries = [e for e in entries if not silent(e)]
        unknown = sum(e.unknown for e in entries)
        full = sum(not e.unknown and e.understood >= 1.0 for e in entries)
        self.rules = (full, len(entries) - full - unknown, unknown)
        self.understood = sum(0.0 if e.unknown else e.understood
                              for e in entries) / len(entries) if entries else 0.0


@dataclass
class Analysis:
    """The whole run."""

    deals: int
    seed: int
    seconds: float = 0.0
    hands: int = 0
    openings: CallStats = field(default_factory=lambda: CallStats("we:"))
    responses: dict[str, CallStats] = field(default_factory=dict)

    @property
    def hands_per_second(self) -> float:
        """Hands put through the matcher per second of the run."""
        return self.hands / self.seconds if self.seconds else 0.0


def _hand_text(row: np.ndarray) -> str:
    return str(hand_batch.to_hands(row.reshape(1, 4))[0])


class _NodeEval:
    """One table node, evaluated over batches."""

    def __init__(self, table: Table, key: str, seat: int) -> None:
        node = next(n for n in table.table.nodes if n.key == key)
        entries = [table.table.entries[i] for i in node.entries]
        self.entries = [e for e in entries if applies(e, seat, False, False)]
        self.preds = [table.table.predicates[e.predicate] if e.predicate >= 0 else None
                      for e in self.entries]
        self.displacers = [[k for k, other in enumerate(self.entries)
                            if k != j and gives_way(e, other)]
                           for j, e in enumerate(self.entries)]
        self.known = np.array([not e.unknown for e in self.entries], dtype=bool)

    def matrix(self, f: np.ndarray, masks: np.ndarray) -> np.ndarray:
        """(n, entries) booleans: which entries are answered for which hand."""
        out = np.ones((f.shape[0], len(self.entries)), dtype=bool)
        for j, pred in enumerate(self.preds):
            if pred is not None:
                out[:, j] = evaluate(pred, f, masks)
        answered = out.copy()
        for j, others in enumerate(self.displacers):
            if others:
                answered[:, j] &= ~out[:, others].any(axis=1)
        return answered


def _record(stats: CallStats, node: _NodeEval, f: np.ndarray, masks: np.ndarray) -> np.ndarray:
    """Bid every hand of the batch at one node; record; return the chosen entry (-1 none)."""
    n = f.shape[0]
    stats.hands += n
    if not node.entries:
        stats.no_call += n
        return np.full(n, -1)
    m = node.matrix(f, masks)
    choice = choose(node, m)
    any_hit: np.ndarray = np.asarray(m.any(axis=1))
    stats.unknown_only += int((any_hit & (choice < 0)).sum())
    _record_calls(stats, node, choice, f)
    _record_problems(stats, node, m, any_hit, masks)
    return choice


def choose(node: _NodeEval, m: np.ndarray) -> np.ndarray:
    """Per hand, the position in ``node.entries`` of the call
    :func:`bridgec.matcher.choice.chosen` picks from the answered matrix ``m``, or -1."""
    understood = m & node.known[None, :]
    return np.where(understood.any(axis=1), understood.argmax(axis=1), -1)


def _record_calls(stats: CallStats, node: _NodeEval, picked: np.ndarray,
                  f: np.ndarray) -> None:
    for j, entry in enumerate(node.entries):
        rows = picked == j
        count = int(rows.sum())
        if not count:
            continue
        stats.calls[entry.call] += count
        stats.meanings.setdefault(entry.call, entry.meaning)
        stats.hcp.setdefault(entry.call, Counter()).update(
            dict(zip(*np.unique(f[rows, HCP_AT], return_counts=True), strict=True)))
        codes, counts = np.unique(f[rows, SHAPE_SORTED_AT], return_counts=True)
        stats.shapes.setdefault(entry.call, Counter()).update(
            {shape_text(int(c)): int(k) for c, k in zip(codes, counts, strict=True)})


def _record_problems(stats: CallStats, node: _NodeEval, m: np.ndarray, any_hit: np.ndarray,
                     masks: np.ndarray) -> None:
    missing = np.flatnonzero(~any_hit)
    stats.no_call += len(missing)
    for i in missing[:EXAMPLES - len(stats.no_call_examples)]:
        stats.no_call_examples.append(_hand_text(masks[i]))
    prio = np.array([e.priority or 0 for e in node.entries])
    names = sorted({e.call for e in node.entries})
    onehot = np.array([[e.call == c for c in names] for e in node.entries], dtype=np.int32)
    understood = m & node.known[None, :]
    top = np.where(understood, prio, np.iinfo(np.int64).min).max(axis=1)
    at_top = understood & (prio[None, :] == top[:, None])
    distinct = ((at_top.astype(np.int32) @ onehot) > 0).sum(axis=1)
    several = np.flatnonzero(distinct > 1)
    stats.ambiguous += len(several)
    for i in several[:EXAMPLES - len(stats.ambiguous_examples)]:
        calls = tuple(dict.fromkeys(e.call for e, hit in zip(node.entries, at_top[i],
                                                            strict=True) if hit))
        stats.ambiguous_examples.append((_hand_text(masks[i]), calls))


def analyze(table: Table, deals: int, seed: int,
            progress: Callable[[int], None] | None = None) -> Analysis:
    """Deal ``deals`` random deals (``seed``) and bid openings and first responses."""
    result = Analysis(deals=deals, seed=seed)
    rng = np.random.default_rng(seed)
    opening = _NodeEval(table, "we:", 1) if table.node_key(()) == "we:" else None
    if opening is not None:
        result.openings.know(opening.entries)
    responders: dict[str, _NodeEval | None] = {}
    start = time.perf_counter()
    done = 0
    while done < deals:
        n = min(BATCH, deals - done)
        masks = hand_batch.deal(n, rng)
        if opening is None:
            _analyze_slow(table, masks, result)
        else:
            _analyze_batch(table, opening, responders, masks, result)
        done += n
        if progress:
            progress(n)
    result.seconds = time.perf_counter() - start
    return result


def _analyze_batch(table: Table, opening: _NodeEval, responders: dict[str, _NodeEval | None],
                   masks: np.ndarray, result: Analysis) -> None:
    opener, partner = masks[:, 0, :], masks[:, 2, :]
    f = hand_batch.features(opener)
    picked = _record(result.openings, opening, f, opener)
    result.hands += len(f)
    for j, entry in enumerate(opening.entries):
        rows = np.flatnonzero(picked == j)
        if entry.call == "P" or not len(rows):
            continue
        key = mf.auction_key("we", [entry.call, "P"])
        if key not in responders:
            responders[key] = _NodeEval(table, key, 1) if table.node_key(
                [entry.call, "P"]) == key else None
        node = responders[key]
        if node is None:
            continue
        if key not in result.responses:
            result.responses[key] = CallStats(key)
            result.responses[key].know(node.entries)
        stats = result.responses[key]
        _record(stats, node, hand_batch.features(partner[rows]), partner[rows])
        result.hands += len(rows)


def _analyze_slow(table: Table, masks: np.ndarray, result: Analysis) -> None:
    """Hand by hand through Table.bid (tables with GIB auction patterns)."""
    for deal in masks:
        hands = hand_batch.to_hands(deal)
        first = table.bid(hands[0], (), 1, "none")
        _count(result.openings, hands[0], first)
        result.hands += 1
        opened = chosen(first)
        if opened is not None and opened.call != "P":
            key = mf.auction_key("we", [opened.call, "P"])
            stats = result.responses.setdefault(key, CallStats(key))
            _count(stats, hands[2], table.bid(hands[2], [opened.call, "P"], 3, "none"))
            result.hands += 1


def _count(stats: CallStats, hand: object, candidates: list[Candidate]) -> None:
    stats.hands += 1
    if not candidates:
        stats.no_call += 1
        if len(stats.no_call_examples) < EXAMPLES:
            stats.no_call_examples.append(str(hand))
        return
    found = chosen(candidates)
    if found is None:
        stats.unknown_only += 1
        return
    stats.calls[found.call] += 1
    stats.meanings.setdefault(found.call, found.meaning)
