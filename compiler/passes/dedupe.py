"""Merge identical definitions (same auction, call, conditions and meaning) into the first.

The first keeps its place; the spans of the others go to its ``also_at`` so diagnostics can
still point at every place the definition was written.
"""

from __future__ import annotations

from collections import Counter

import msgspec

from bridgec import ir
from bridgec.keys import definition_fingerprint, rule_key


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
    keys: list[tuple[object, ...]] = [rule_key(rule) for rule in document.rules]
    count = Counter(keys)
    if len(count) == len(keys):  # no two rules define the same thing: nothing to merge
        return document
    # Only rules that share a key can be identical; of those, only rules whose descriptions
    # have the same text (cheap to compare) need the full fingerprint.
    keys = [(key, _plain_text(rule)) if count[key] > 1 else key
            for key, rule in zip(keys, document.rules, strict=True)]
    count = Counter(keys)
    keys = [(key, definition_fingerprint(rule)) if count[key] > 1 else key
            for key, rule in zip(keys, document.rules, strict=True)]
    first: dict[tuple[object, ...], int] = {}
    kept: list[ir.Rule] = []
    for rule, key in zip(document.rules, keys, strict=True):
        index = first.get(key)
        if index is None:
            first[key] = len(kept)
            kept.append(rule)
            continue
        winner = kept[index]
        extra = tuple(s for s in (rule.span, *rule.also_at) if s is not None)
        kept[index] = msgspec.structs.replace(
            winner, also_at=winner.also_at + extra, overrides=winner.overrides + rule.overrides)
    if len(kept) == len(document.rules):
        return document
    return msgspec.structs.replace(document, rules=tuple(kept))


def _plain_text(rule: ir.Rule) -> tuple[str, ...]:
    """The text nodes of the rule's description: equal for identical definitions."""
    return tuple([node.text for node in rule.meaning.description if type(node) is ir.Text])
