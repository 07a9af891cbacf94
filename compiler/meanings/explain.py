"""Why a rule's meaning gave the hand constraint it gave: each part of the text read, what
its words imply in the auction's context (and which facts of the context), a reference
followed, and what was left unread (``bridgec bid --explain``; docs/meanings.md)."""

from __future__ import annotations

from bridgec import ir
from bridgec.constraints.notation import constraint_notation
from bridgec.meanings import read_meaning
from bridgec.meanings.auction import Bounds, CallContext
from bridgec.meanings.context import Contexts
from bridgec.meanings.references import blank
from bridgec.meanings.zones import alternatives, implied
from bridgec.notation.inline import plain_text

_QUIET = frozenset({"connective", "list"})
"""Parts that say nothing by themselves (``or``, ``and``, list markers)."""


def _range(bounds: Bounds) -> str:
    lo, hi = bounds
    if lo is not None and hi is not None:
        return f"{lo}-{hi}" if lo != hi else f"{lo}"
    return f"{lo}+" if lo is not None else f"at most {hi}"


def context_text(cc: CallContext) -> str:
    """The facts of the auction the words are read against, in a few words."""
    facts = [cc.role + (" by a passed hand" if cc.passed else "")]
    if cc.partner is not None and cc.partner != (None, None):
        facts.append(f"partner showed {_range(cc.partner)} HCP")
    if cc.own is not None and cc.own != (None, None):
        facts.append(f"the bidder showed {_range(cc.own)} HCP")
    if cc.partner_suits:
        facts.append("partner's suits " + ", ".join(f"{s} {n}+" for s, n in cc.partner_suits))
    if cc.their_suits:
        facts.append("their suits " + ", ".join(cc.their_suits))
    if cc.forced:
        facts.append("partner's last call forces")
    if cc.asked:
        facts.append("it answers partner's question")
    if cc.role == "opening":
        facts.append(f"the system opens with {cc.opening_min}+ HCP")
    return "; ".join(facts)


def why(rule: ir.Rule, contexts: Contexts) -> list[str]:
    """Lines saying which words of the rule's meaning, and which facts of its auction,
    gave its hand constraint."""
    call = rule.call.name if isinstance(rule.call, ir.Call) else None
    text = plain_text(rule.meaning.description)
    lines: list[str] = []
    resolved = contexts.references.resolve(rule, rule.expanded_from, contexts.of(rule),
                                           contexts.call(rule))
    if resolved is not None:
        constraint, ref = resolved
        lines.append(f"'{text[ref.start:ref.end]}' refers to {ref.where}: "
                     f"{constraint_notation(constraint)}")
        text = blank(text, ref)
    reading = read_meaning(text, call, rule.expanded_from, contexts.of(rule))
    for part in reading.understood:
        if part.kind not in _QUIET:
            lines.append(f"'{part.text}' ({part.kind}): {part.reading}")
    cc = contexts.call(rule)
    artificial = bool(rule.meaning.artificial)
    words = implied(reading, call, cc, artificial)
    how = "in this auction"
    if words is None and reading.words:
        words = alternatives(text, call, cc, lambda part: read_meaning(
            part, call, rule.expanded_from, contexts.of(rule)), artificial)
        how = "in each alternative, in this auction"
    if words is not None and cc is not None:
        said = ", ".join((*reading.words, *reading.tags)) or "the call itself"
        lines.append(f"{said} {how} ({context_text(cc)}): {constraint_notation(words)}")
    for part in reading.unread:
        lines.append(f"unread '{part.text}': {part.reading}")
    if rule.requires is None and not rule.meaning.shows:
        from bridgec.meanings.rule import rule_constraint

        final = resolved[0] if resolved is not None else rule_constraint(
            rule, None, contexts.of(rule), cc)[0]
        shown = constraint_notation(final) if final is not None else "unknown"
        lines.append(f"so the hand: {shown}")
    return lines
