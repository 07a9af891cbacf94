"""Identity keys for rules, shared by the dedupe and resolve_conflicts passes and the checks.

Two definitions are *of the same thing* when they have the same key: the same call after the
same auction (or the same GIB pattern), by the same side, under the same conditions.
Spans never take part in a key or a fingerprint.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec

from bridgec import ir

_ENCODER = msgspec.json.Encoder(order="deterministic")


def _strip(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k != "span"}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def fingerprint(node: msgspec.Struct | None) -> bytes:
    """A byte string equal for two nodes that are equal apart from their spans."""
    if node is None:
        return b"null"
    return _ENCODER.encode(_strip(msgspec.to_builtins(node)))


def call_name(rule: ir.Rule) -> str:
    """The rule's call as text (a pattern's text as written)."""
    if isinstance(rule.call, ir.Call):
        return rule.call.name
    if isinstance(rule.call, ir.CallPattern):
        return rule.call.text
    return ""


def auction_and_call(rule: ir.Rule) -> str:
    """The auction and call for messages: ``(1N) X`` (opponents' calls in parentheses)."""
    if rule.auction is None:
        return (rule.pattern.source if rule.pattern else "") or "?"
    calls = [_shown(c.call, c.side) for c in rule.auction]
    calls.append(_shown(call_name(rule), rule.side))
    return " ".join(calls)


def auction_before(rule: ir.Rule) -> str:
    """The auction before a rule's call for messages: ``1C (P)``; ``the opening`` when
    empty."""
    calls = [_shown(c.call, c.side) for c in rule.auction or ()]
    return " ".join(calls) if calls else "the opening"


def _shown(call: str, side: ir.Side) -> str:
    return call if side == "we" else f"({call})"


_ANYWHERE: tuple[object, ...] = ((), None, None)


def conditions_key(conditions: ir.Conditions) -> tuple[object, ...]:
    """The conditions as a hashable value (seat order does not matter)."""
    if not conditions.seats and conditions.we_vulnerable is None \
            and conditions.they_vulnerable is None:  # most rules: no condition
        return _ANYWHERE
    return (tuple(sorted(set(conditions.seats))), conditions.we_vulnerable,
            conditions.they_vulnerable)


def rule_key(rule: ir.Rule) -> tuple[object, ...]:
    """What a rule defines: auction (or GIB pattern), call, side and conditions."""
    if rule.auction is not None:
        where: object = _auction_key(rule.auction)
    else:
        where = ("pattern", rule.pattern.source if rule.pattern else "",
                 fingerprint(rule.requires))
    return (where, call_name(rule), rule.side, conditions_key(rule.conditions))


def _auction_key(auction: tuple[ir.AuctionCall, ...]) -> tuple[object, ...]:
    return tuple([(c.call, c.side, c.qualification) for c in auction])


def key_ids(rules: Sequence[ir.Rule]) -> tuple[list[int], int]:
    """Each rule's :func:`rule_key` as a small integer (equal keys, equal integers, in order
    of first appearance) and the number of distinct keys.

    Passes group rules by these integers: the keys are hashed once, and rules that share an
    auction (the rows under one parent) or conditions (a table's) share the work of them.
    """
    ids: dict[tuple[object, ...], int] = {}
    parts: dict[int, tuple[object, ...]] = {}  # by id() of auctions and conditions in rules
    out: list[int] = []
    for rule in rules:
        auction, conditions = rule.auction, rule.conditions
        if auction is None:
            key = rule_key(rule)
        else:
            where = parts.get(id(auction))
            if where is None:
                where = parts[id(auction)] = _auction_key(auction)
            when = parts.get(id(conditions))
            if when is None:
                when = parts[id(conditions)] = conditions_key(conditions)
            key = (where, call_name(rule), rule.side, when)
        found = ids.get(key)
        if found is None:
            found = ids[key] = len(ids)
        out.append(found)
    return out, len(ids)


def definition_fingerprint(rule: ir.Rule) -> bytes:
    """Everything a rule says about its call, for telling identical definitions apart."""
    parts = (fingerprint(rule.meaning), fingerprint(rule.requires), str(rule.priority),
             str(rule.default), str(rule.captaincy), str(rule.hidden))
    return "\x00".join(p if isinstance(p, str) else p.decode() for p in parts).encode()


def has_description(meaning: ir.Meaning) -> bool:
    """True if the description has any visible text."""
    for inline in meaning.description:
        if not isinstance(inline, ir.Text) or inline.text.strip():
            return True
    return False
