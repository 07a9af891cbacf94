"""Merge identical definitions (same auction, call, conditions and meaning) into the first.

The first keeps its place; the spans of the others go to its ``also_at`` so diagnostics can
still point at every place the definition was written.
"""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.keys import definition_fingerprint, key_ids


def dedupe(document: ir.Document) -> ir.Document:
    """Merge identical rules into the first of them.

    Args:
        document: any valid IR document.

    Returns:
        The document with each group of identical rules replaced by its first member,
        whose ``also_at`` holds the spans of the others. Order is otherwise unchanged.

    Example:
        >>> from bridgec import ir
        >>> from bridgec.diagnostics import Span
        >>> r = lambda i, line: ir.Rule(id=i, auction=(), call=ir.Call(name="1C"),
        ...                             span=Span(path="a", line=line))
        >>> out = dedupe(ir.Document(rules=(r("a", 1), r("b", 5))))
        >>> [(x.id, [s.line for s in x.also_at]) for x in out.rules]
        [('a', [5])]
    """
    rules = document.rules
    ids, distinct = key_ids(rules)
    if distinct == len(ids):  # no two rules define the same thing: nothing to merge
        return document
    groups: list[list[int]] = [[] for _ in range(distinct)]
    for index, key in enumerate(ids):
        groups[key].append(index)
    first = _first_identical(rules, groups)
    if not first:
        return document
    kept: list[ir.Rule] = []
    place: dict[int, int] = {}  # index in ``rules`` -> index in ``kept``
    for index, rule in enumerate(rules):
        winner_index = first.get(index)
        if winner_index is None:
            place[index] = len(kept)
            kept.append(rule)
            continue
        at = place[winner_index]
        winner = kept[at]
        extra = tuple(s for s in (rule.span, *rule.also_at) if s is not None)
        kept[at] = msgspec.structs.replace(
            winner, also_at=winner.also_at + extra, overrides=winner.overrides + rule.overrides)
    return msgspec.structs.replace(document, rules=tuple(kept))


def _first_identical(rules: tuple[ir.Rule, ...], groups: list[list[int]]) -> dict[int, int]:
    """For each rule identical to an earlier one, the index of the first of them.

    Only rules that share a key (a group) can be identical; of those, only rules whose
    descriptions have the same text (cheap to compare) need the full fingerprint.
    """
    first: dict[int, int] = {}
    for group in groups:
        if len(group) < 2:
            continue
        by_text: dict[tuple[str, ...], list[int]] = {}
        for index in group:
            by_text.setdefault(_plain_text(rules[index]), []).append(index)
        for same in by_text.values():
            if len(same) < 2:
                continue
            seen: dict[bytes, int] = {}
            for index in same:
                earliest = seen.setdefault(definition_fingerprint(rules[index]), index)
                if earliest != index:
                    first[index] = earliest
    return first


def _plain_text(rule: ir.Rule) -> tuple[str, ...]:
    """The text nodes of the rule's description: equal for identical definitions."""
    return tuple([node.text for node in rule.meaning.description if type(node) is ir.Text])
