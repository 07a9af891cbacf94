"""Sibling rules and a fixed sample of hands, for the constraint checks.

Siblings are our side's rules for the same auction and the same conditions. The hands
checked are those consistent with the bidder's own earlier calls in the auction. Each rule's
hand constraint is its ``requires``, else what its meaning shows, else what
:mod:`bridgec.passes.infer_constraints` reads from its text. Constraints are evaluated on a
fixed sample of random hands (same seed every run, so the checks are deterministic): what
no sample hand shows is taken not to happen, which is the nature of a sampled check.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np

from bridgec import ir
from bridgec.bridge import batch as hand_batch
from bridgec.bridge.batch import BoolArray, IntArray
from bridgec.bridge.features import HCP_AT
from bridgec.constraints.check import evaluable
from bridgec.constraints.of_rule import stated
from bridgec.constraints.vectorised import evaluate
from bridgec.meanings.rule import rule_constraint

SAMPLE = 4096
SEED = 8


@dataclass(frozen=True)
class Sibling:
    """A rule, its call and which sample hands satisfy its constraint."""

    rule: ir.Rule
    call: str
    hits: BoolArray


def sample() -> tuple[IntArray, IntArray]:
    """The sample hands (masks, S H D C) and their feature matrix."""
    return hand_batch.fixed_sample(SAMPLE, SEED)


def constraint_of(rule: ir.Rule) -> ir.Constraint | None:
    """The rule's hand constraint: the one it states, else one read from its meaning."""
    constraint, _ = stated(rule)
    return constraint if constraint is not None else rule_constraint(rule)[0]


@dataclass(frozen=True)
class Group:
    """Sibling rules and the sample hands the bidder can hold there: those consistent with
    the bidder's own earlier calls in the auction (all hands for a first call)."""

    siblings: list[Sibling | None]
    context: BoolArray


MIN_CONTEXT = 32
"""Fewer sample hands than this fit the bidder's earlier calls: the auction is not checked."""


def _hits(rule: ir.Rule, f: IntArray) -> BoolArray | None:
    c = constraint_of(rule)
    if c is None or not evaluable(c):
        return None
    return evaluate(c, f)


def _context(auction: tuple[tuple[str, str], ...],
             known: dict[tuple[tuple[str, str], ...], BoolArray], n: int) -> BoolArray:
    ok = np.ones(n, dtype=bool)
    for i in range(len(auction) - 4, -1, -4):
        hits = known.get(auction[:i + 1])
        if hits is not None:
            ok &= hits
    return ok


def sibling_groups(document: ir.Document) -> list[Group]:
    """Our side's concrete rules grouped by auction and conditions, in document order;
    ``None`` stands for a sibling whose constraint is unknown or cannot be evaluated."""
    groups: dict[tuple[object, ...], list[Sibling | None]] = defaultdict(list)
    auctions: dict[tuple[object, ...], tuple[tuple[str, str], ...]] = {}
    known: dict[tuple[tuple[str, str], ...], BoolArray] = {}
    _, f = sample()
    for rule in document.rules:
        if rule.side != "we" or rule.auction is None or not isinstance(rule.call, ir.Call):
            continue
        auction = tuple((c.call, c.side) for c in rule.auction)
        key: tuple[object, ...] = (auction, rule.conditions.seats,
                                   rule.conditions.we_vulnerable,
                                   rule.conditions.they_vulnerable)
        auctions[key] = auction
        hits = _hits(rule, f)
        if hits is not None:
            known.setdefault((*auction, (rule.call.name, "we")), hits)
        groups[key].append(None if hits is None else Sibling(rule, rule.call.name, hits))
    result = []
    for key, siblings in groups.items():
        context = _context(auctions[key], known, f.shape[0])
        if int(context.sum()) >= MIN_CONTEXT:
            result.append(Group([None if s is None else Sibling(s.rule, s.call, s.hits & context)
                                 for s in siblings], context))
    return result


def example(hits: BoolArray) -> str:
    """The first sample hand in ``hits``, with its HCP and shape: ``AKJ52.K984.Q73.6 (13 HCP,
    5-4-3-1)``."""
    masks, f = sample()
    i = int(np.flatnonzero(hits)[0])
    hand = hand_batch.to_hands(masks[i:i + 1])[0]
    shape = "-".join(str(m.bit_count()) for m in hand)
    return f"{hand} ({int(f[i, HCP_AT])} HCP, {shape})"


