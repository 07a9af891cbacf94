"""Infer hand constraints from meanings (description text, BSS suit lengths), as ``inferred``.

For each rule that shows nothing yet and has no ``requires``, the description is read with
:func:`bridgec.meanings.read_meaning` (``15--17 hcp``, ``5+!h``, ``6+ suit``, ``BAL``...) and
the BSS minimum and maximum length of a suit bid become a length range of that suit. What
was found is added to ``meaning.shows`` as one ``hand-constraint`` with ``origin="inferred"``
and the description as its ``text``. Rules that already show something (a GIB spec, an
earlier run of this pass) are left as they are, so the pass is idempotent.
"""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.inline import plain_text
from bridgec.meanings import read_meaning

ANY_LENGTH = 8
"""BSS maximum length 8 means "any"."""


def _strain(rule: ir.Rule) -> str | None:
    if isinstance(rule.call, ir.Call) and rule.call.name[0].isdigit():
        return rule.call.name[1]
    return None


def _lengths(rule: ir.Rule, strain: str | None) -> ir.Constraint | None:
    meaning = rule.meaning
    if strain not in ("C", "D", "H", "S"):
        return None
    lo = meaning.min_length if meaning.min_length else None
    hi = meaning.max_length if meaning.max_length is not None and \
        meaning.max_length < ANY_LENGTH else None
    if lo is None and hi is None:
        return None
    return ir.Range(expr=ir.Feature(name="length", suit=strain),  # type: ignore[arg-type]
                    min=lo, max=hi)


def rule_constraint(rule: ir.Rule) -> tuple[ir.Constraint | None, str]:
    """What the rule's meaning states about the hand, and the text it was read from."""
    strain = _strain(rule)
    text = plain_text(rule.meaning.description)
    call = rule.call.name if isinstance(rule.call, ir.Call) else None
    read = read_meaning(text, call, rule.expanded_from).constraint
    found = [c for c in (read, _lengths(rule, strain)) if c is not None]
    if not found:
        return None, text
    return (found[0] if len(found) == 1 else ir.And(terms=tuple(found))), text


def _infer_rule(rule: ir.Rule) -> ir.Rule:
    if rule.meaning.shows or rule.requires is not None:
        return rule
    constraint, text = rule_constraint(rule)
    if constraint is None:
        return rule
    shown = ir.HandConstraint(expr=constraint, origin="inferred", text=text or None)
    meaning = msgspec.structs.replace(rule.meaning, shows=(shown,))
    return msgspec.structs.replace(rule, meaning=meaning)


def infer_constraints(document: ir.Document) -> ir.Document:
    """Add inferred hand constraints to rules whose meanings state them in text."""
    rules = tuple(_infer_rule(r) for r in document.rules)
    if rules == document.rules:
        return document
    return msgspec.structs.replace(document, rules=rules)
