"""Resolve conflicting definitions: same auction and conditions, different meanings.

Concrete rules (BML, BSS): a definition made by a bid row wins over the description on a
table's first line (``1C-1H-1N = ...``, which names the auction the table goes on from), a
row written with a concrete call wins over one expanded from a call pattern (``2C`` over
``2X``, as BML's normal-before-special rule says), and otherwise the first definition wins;
an empty description of the winner is filled from the first loser that has one (a bare
sequence-start call so filled is no longer ``context_only``). GIB rules
(with a ``pattern``): a default rule is superseded by any rule of higher or equal priority
for the same pattern and call; other equal rules stay (the check reports ties). Losers'
spans go to the winner's ``overrides``.
"""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.diagnostics import Span
from bridgec.keys import has_description, key_ids


def _rank(rule: ir.Rule, starts: set[Span]) -> tuple[bool, bool]:
    """(made by a bid row, written with a concrete call): higher wins a conflict."""
    from_start = rule.node is None and rule.span is not None and rule.span in starts
    return not from_start, rule.expanded_from is None


def _start_spans(document: ir.Document) -> set[Span]:
    """Where the calls of the tables' first lines stand: the rules made there."""
    return {c.span for block in document.body if isinstance(block, ir.BidTable)
            and block.start is not None for c in block.start.calls if c.span is not None}


def _resolve_concrete(rules: list[ir.Rule], starts: set[Span]) -> list[ir.Rule]:
    """The winner of ``rules``, absorbing the losers one by one in order: each loser's span
    and overrides follow the winner's; a winner without a description takes the loser's."""
    winner, rank = rules[0], _rank(rules[0], starts)
    meaning, overrides = winner.meaning, list(winner.overrides)
    for rule in rules[1:]:
        rule_rank = _rank(rule, starts)
        if rule_rank > rank:  # the rule wins and absorbs the winner so far
            lost = [winner.span] if winner.span is not None else []
            overrides = [*rule.overrides, *lost, *overrides]
            meaning = _filled(rule.meaning, meaning)
            winner, rank = rule, rule_rank
        else:
            if rule.span is not None:
                overrides.append(rule.span)
            overrides.extend(rule.overrides)
            meaning = _filled(meaning, rule.meaning)
    # a bare sequence-start call that takes a loser's description now defines the call
    context_only = winner.context_only and not meaning.description
    return [msgspec.structs.replace(winner, meaning=meaning, overrides=tuple(overrides),
                                    context_only=context_only)]


def _filled(meaning: ir.Meaning, loser: ir.Meaning) -> ir.Meaning:
    """``meaning``, with the loser's description if it has none of its own."""
    if not has_description(meaning) and has_description(loser):
        return msgspec.structs.replace(meaning, description=loser.description)
    return meaning


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
    ids, distinct = key_ids(document.rules)
    if distinct == len(ids):
        return document
    groups: list[list[ir.Rule]] = [[] for _ in range(distinct)]  # in order of first rule
    for rule, key in zip(document.rules, ids, strict=True):
        groups[key].append(rule)
    out: list[ir.Rule] = []
    starts = _start_spans(document)
    for group in groups:
        if len(group) == 1:
            out.extend(group)
        elif group[0].pattern is not None and group[0].auction is None:
            out.extend(_resolve_gib(group))
        else:
            out.extend(_resolve_concrete(group, starts))
    return msgspec.structs.replace(document, rules=tuple(out))
