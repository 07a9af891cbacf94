"""What a rule's meaning states about the hand: its description read as constraints, and the
BSS minimum and maximum length of a suit bid as a length range of that suit; and how much of
the description the reader understood (:func:`understood_share`)."""

from __future__ import annotations

from bridgec import ir
from bridgec.bridge.calls import SUITS
from bridgec.meanings import read_meaning
from bridgec.meanings.auction import CallContext
from bridgec.meanings.context import AuctionContext, Contexts
from bridgec.meanings.reading import Part
from bridgec.meanings.references import Reference, blank
from bridgec.meanings.zones import alternatives, implied
from bridgec.notation.inline import plain_text

ANY_LENGTH = 8
"""BSS maximum length 8 means "any"."""


def _strain(rule: ir.Rule) -> str | None:
    if isinstance(rule.call, ir.Call) and rule.call.name[0].isdigit():
        return rule.call.name[1]
    return None


def _lengths(rule: ir.Rule, strain: str | None) -> ir.Constraint | None:
    meaning = rule.meaning
    if strain not in SUITS:
        return None
    lo = meaning.min_length if meaning.min_length else None
    hi = meaning.max_length if meaning.max_length is not None and \
        meaning.max_length < ANY_LENGTH else None
    if lo is None and hi is None:
        return None
    return ir.Range(expr=ir.Feature(name="length", suit=strain),  # type: ignore[arg-type]
                    min=lo, max=hi)


def rule_constraint(rule: ir.Rule, pattern: str | None = None,
                    context: AuctionContext | None = None,
                    call_context: CallContext | None = None) -> tuple[ir.Constraint | None, str]:
    """What the rule's meaning states about the hand, and the text it was read from;
    ``pattern`` is the call pattern to read it as when the rule was not written as one,
    ``context`` what the auction before it shows (:class:`Contexts`), ``call_context``
    the call's role and the strength shown before it, against which its words are read
    (:mod:`bridgec.meanings.zones`)."""
    strain = _strain(rule)
    text = plain_text(rule.meaning.description)
    call = rule.call.name if isinstance(rule.call, ir.Call) else None
    reading = read_meaning(text, call, rule.expanded_from or pattern, context)
    read = reading.constraint
    lengths = _lengths(rule, strain)
    artificial = bool(rule.meaning.artificial) or lengths is not None
    words = implied(reading, call, call_context, artificial)
    if reading.words and words is None:  # words among alternatives: read each alone
        pattern = rule.expanded_from or pattern
        listed = alternatives(text, call, call_context,
                              lambda part: read_meaning(part, call, pattern, context),
                              artificial)
        if listed is not None:
            read = listed
    found = [c for c in (read, words, lengths) if c is not None]
    if not found:
        return None, text
    return (found[0] if len(found) == 1 else ir.And(terms=tuple(found))), text


def understood_share(rule: ir.Rule, contexts: Contexts | None = None) -> float:
    """The share of the letters and digits of a rule's meaning that the meaning reader
    understood (1.0 for an empty text), read in its auction when ``contexts`` is given,
    where a reference to another row that resolves (``idem``, ``variant 2``) counts as
    understood. The ``infer_constraints`` pass records it on what it infers
    (``HandConstraint.understood``)."""
    if contexts is None:
        return share_read(rule, None, None)
    context = contexts.of(rule)
    found = contexts.references.resolve(rule, rule.expanded_from, context,
                                        contexts.call(rule))
    return share_read(rule, found[1] if found is not None else None, context)


def share_read(rule: ir.Rule, reference: Reference | None,
               context: AuctionContext | None) -> float:
    """:func:`understood_share`, given the reference the rule's text makes that resolves
    (None when there is none) and what the auction before the call shows."""
    call = rule.call.name if isinstance(rule.call, ir.Call) else None
    text, referred = plain_text(rule.meaning.description), 0
    if reference is not None:
        referred = sum(ch.isalnum() for ch in text[reference.start:reference.end])
        text = blank(text, reference)
    reading = read_meaning(text, call, rule.expanded_from, context)
    read = _letters(reading.understood) + referred
    total = read + _letters(reading.unread)
    return round(read / total, 4) if total else 1.0


def _letters(parts: tuple[Part, ...]) -> int:
    return sum(sum(ch.isalnum() for ch in p.text) for p in parts)
