"""Resolve conflicting definitions: same auction and conditions, different meanings.

Concrete rules (BML, BSS): a definition made by a bid row wins over the description on a
table's first line (``1C-1H-1N = ...``, which names the auction the table goes on from), a
row written with a concrete call wins over one expanded from a call pattern (``2C`` over
``2X``, as BML's normal-before-special rule says), and otherwise the first definition wins;
an empty description of the winner is filled from the first loser that has one. GIB rules
(with a ``pattern``): a default rule is superseded by any rule of higher or equal priority
for the same pattern and call; other equal rules stay (the check reports ties). Losers'
spans go to the winner's ``overrides``.
"""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.diagnostics import Span
from bridgec.keys import has_description, rule_key


def _rank(rule: ir.Rule, starts: set[Span]) -> tuple[bool, bool]:
    """(made by a bid row, written with a concrete call): higher wins a conflict."""
    from_start = rule.node is None and rule.span is not None and rule.span in starts
    return not from_start, rule.expanded_from is None


def _start_spans(document: ir.Document) -> set[Span]:
    """Where the calls of the tables' first lines stand: the rules made there."""
    return {c.span for block in document.body if isinstance(block, ir.BidTable)
            and block.start is not None for c in block.start.calls if c.span is not None}


def _absorb(winner: ir.Rule, loser: ir.Rule) -> ir.Rule:
    meaning = winner.meaning
    if not has_description(meaning) and has_description(loser.meaning):
        meaning = msgspec.structs.replace(meaning, description=loser.meaning.description)
    lost = tuple(s for s in (loser.span,) if s is not None) + loser.overrides
    return msgspec.structs.replace(winner, meaning=meaning, overrides=winner.overrides + lost)


def _resolve_concrete(rules: list[ir.Rule], starts: set[Span]) -> list[ir.Rule]:
    winner = rules[0]
    for rule in rules[1:]:
        if _rank(rule, starts) > _rank(winner, starts):
            winner = _absorb(rule, winner)
        else:
            winner = _absorb(winner, rule)
    return [winner]


def _resolve_gib(rules: list[ir.Rule]) -> list[ir.Rule]:
    kept: list[ir.Rule] = []
    for rule in rules:
        rivals = [r for r in rules if r is not rule and (r.priority or 0) >= (rule.priority or 0)]
        if rule.default and any(not r.default for r in rivals):
            continue
        kept.append(rule)
    if len(kept) == len(rules):
        return rules
    lost = [r for r in rules if r not in kept]
    first = kept[0]
    for loser in lost:
        first = msgspec.structs.replace(
            first, overrides=first.overrides + tuple(s for s in (loser.span,) if s))
    return [first, *kept[1:]]


def resolve_conflicts(document: ir.Document) -> ir.Document:
    """Keep one definition per auction, call, side and conditions (see the module doc).

    Args:
        document: any valid IR document (run ``dedupe`` first to merge identical rules).

    Returns:
        The document with conflicts resolved; the winners stand where the first of their
        group stood.
    """
    groups: dict[tuple[object, ...], list[ir.Rule]] = {}
    order: list[tuple[object, ...]] = []
    for rule in document.rules:
        key = rule_key(rule)
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(rule)
    if len(order) == len(document.rules):
        return document
    out: list[ir.Rule] = []
    starts = _start_spans(document)
    for key in order:
        group = groups[key]
        if len(group) == 1:
            out.extend(group)
        elif group[0].pattern is not None and group[0].auction is None:
            out.extend(_resolve_gib(group))
        else:
            out.extend(_resolve_concrete(group, starts))
    return msgspec.structs.replace(document, rules=tuple(out))
