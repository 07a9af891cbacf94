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
from bridgec.meanings.rule import rule_constraint


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
