"""Infer hand constraints from meanings (description text, BSS suit lengths), as ``inferred``.

For each rule that shows nothing yet and has no ``requires``, the description is read with
:func:`bridgec.meanings.read_meaning` (``15--17 hcp``, ``5+!h``, ``6+ suit``, ``BAL``...) and
the BSS minimum and maximum length of a suit bid become a length range of that suit. What
was found is added to ``meaning.shows`` as one ``hand-constraint`` with ``origin="inferred"``
and the description as its ``text``, with the share of the description's letters and digits
the reader understood (``understood``: :func:`bridgec.meanings.rule.understood_share`, read
as written, in the auction; the matcher and ``check --constraints`` read it from there). Rules
that already show something (a GIB spec, an earlier run of this pass) are left as they are,
except that an inferred constraint without its share (IR JSON before 1.2) gets it, so the
pass is idempotent. Calls of one
level written one by one with the same description are read as their call pattern (see
:func:`_sibling_patterns`). Each rule is read in its auction (partner's natural suits, the
opponents' suits: :class:`bridgec.meanings.context.Contexts`).
"""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.meanings.context import Contexts
from bridgec.meanings.rule import rule_constraint, share_read, understood_share
from bridgec.notation.inline import plain_text


def _infer_rule(rule: ir.Rule, contexts: Contexts, pattern: str | None = None) -> ir.Rule:
    if rule.meaning.shows or rule.requires is not None:
        return _with_shares(rule, contexts)
    context, call_context = contexts.of(rule), contexts.call(rule)
    constraint, text = rule_constraint(rule, pattern, context, call_context)
    referred = contexts.references.resolve(rule, pattern, context, call_context)
    if referred is not None:  # "idem", "see 1N-2!c-2!d", "variant 2"
        constraint = referred[0]
    if constraint is None:
        return rule
    if pattern is None or rule.expanded_from is not None:  # read as written: reuse
        share = share_read(rule, referred[1] if referred is not None else None, context)
    else:  # read as its siblings' pattern, and measured as written
        share = understood_share(rule, contexts)
    shown = ir.HandConstraint(expr=constraint, origin="inferred", text=text or None,
                              understood=share)
    meaning = msgspec.structs.replace(rule.meaning, shows=(shown,))
    return msgspec.structs.replace(rule, meaning=meaning)


def _with_shares(rule: ir.Rule, contexts: Contexts) -> ir.Rule:
    """The rule with the share understood recorded on each inferred constraint that has
    none (IR JSON before 1.2, or a program's IR)."""
    shown = (*((rule.requires,) if rule.requires is not None else ()), *rule.meaning.shows)
    if all(s.origin != "inferred" or s.understood is not None for s in shown):
        return rule
    share = understood_share(rule, contexts)

    def recorded(s: ir.HandConstraint) -> ir.HandConstraint:
        if s.origin != "inferred" or s.understood is not None:
            return s
        return msgspec.structs.replace(s, understood=share)

    meaning = msgspec.structs.replace(rule.meaning,
                                      shows=tuple(recorded(s) for s in rule.meaning.shows))
    requires = recorded(rule.requires) if rule.requires is not None else None
    return msgspec.structs.replace(rule, meaning=meaning, requires=requires)


_Key = tuple[object, ...]


def _sibling_key(rule: ir.Rule) -> _Key | None:
    call = rule.call
    if rule.expanded_from or not isinstance(call, ir.Call) or not call.name[:1].isdigit() \
            or call.name[1:2] not in "CDHS" or len(call.name) != 2:
        return None
    return (rule.side, rule.auction, rule.pattern, rule.conditions, call.name[0],
            plain_text(rule.meaning.description))


def _sibling_patterns(rules: tuple[ir.Rule, ...]) -> dict[int, str]:
    """Calls of one level written one by one with the same description in the same auction
    ("1H = 5+!h/!s" and "1S = 5+!h/!s", as a converter expands "1HS = 5+!h/!s") are read as
    that call pattern: a suit list naming exactly their suits is each call's own suit. Two
    calls cannot both mean "hearts or spades"."""
    groups: dict[_Key, list[int]] = {}
    for i, rule in enumerate(rules):
        key = _sibling_key(rule)
        if key is not None:
            groups.setdefault(key, []).append(i)
    found: dict[int, str] = {}
    for members in groups.values():
        strains = {rules[i].call.name[1] for i in members}  # type: ignore[union-attr]
        if len(strains) < 2:
            continue
        level = rules[members[0]].call.name[0]  # type: ignore[union-attr]
        pattern = level + "".join(s for s in "CDHS" if s in strains)
        found.update((i, pattern) for i in members)
    return found


def infer_constraints(document: ir.Document) -> ir.Document:
    """Add inferred hand constraints to rules whose meanings state them in text."""
    patterns = _sibling_patterns(document.rules)
    contexts = Contexts(document.rules)
    rules = tuple(_infer_rule(r, contexts, patterns.get(i))
                  for i, r in enumerate(document.rules))
    if rules == document.rules:
        return document
    return msgspec.structs.replace(document, rules=rules)
