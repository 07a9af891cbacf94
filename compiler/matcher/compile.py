"""Compile a document's rules into a matcher table: entries, auction nodes in rank order,
GIB patterns, and each predicate's weight.

Concrete auctions are indexed by key (``"we:1N P"``, see :mod:`bridgec.matcher.format`),
GIB auction patterns are kept as goals to try in order, and hand constraints are kept as
IR constraints (one whose feature names are wrong becomes an opaque condition, with a
warning). Each node's entries are in the rank order of :func:`bridgec.matcher.choice.rank`
(docs/matching.md): priority, understood before unknown, specificity (the share of a fixed
sample of random hands the constraint admits), source order. Each entry records how much
of its meaning was understood, as the ``infer_constraints`` pass recorded it on the IR
(:func:`knowledge`). A rule marked ``context_only`` (a bare call of a BML sequence start)
defines nothing and is left out.
"""

from __future__ import annotations

from collections import defaultdict

import msgspec

from bridgec import ir
from bridgec.constraints.check import feature_problem, has_goal, opaque_texts
from bridgec.constraints.fold import walk
from bridgec.constraints.of_rule import stated, understood
from bridgec.diagnostics import Diagnostic, warning
from bridgec.matcher import format as mf
from bridgec.matcher.choice import SILENT_PASS, rank
from bridgec.matcher.gib_check import goal_problem
from bridgec.meanings.context import Contexts
from bridgec.notation.inline import plain_text

SAMPLE_HANDS = 8192
"""Hands dealt (fixed seed) to measure each predicate's weight."""
SAMPLE_SEED = 20240601


def compile_table(document: ir.Document) -> tuple[mf.MatcherTable, list[Diagnostic]]:
    """The table of a document's rules and the warnings about what it could not hold."""
    diagnostics: list[Diagnostic] = []
    predicates: list[ir.Constraint] = []
    entries: list[mf.Entry] = []
    keyed: dict[str, list[int]] = defaultdict(list)
    calls_of: dict[str, tuple[str, ...]] = {}
    patterns: list[tuple[ir.Goal, list[int]]] = []
    skipped_they = 0
    for rule in document.rules:
        if rule.side == "they":
            skipped_they += 1
            continue
        if rule.context_only:
            continue
        unmatchable = goal_problem(rule.pattern) if rule.pattern is not None else None
        if unmatchable is not None:
            diagnostics.append(warning(f"auction pattern cannot be matched ({unmatchable}); "
                                       "left out of the matcher table", rule.span,
                                       code="matcher-skip"))
            continue
        entry = _entry(rule, predicates, diagnostics)
        if entry is None:
            continue
        if rule.pattern is not None:
            entries.append(entry)
            patterns.append((rule.pattern, [len(entries) - 1]))
        elif rule.auction is not None:
            entries.append(entry)
            keyed[_key(rule)].append(len(entries) - 1)
            calls_of.setdefault(_key(rule), tuple(a.call for a in rule.auction))
        else:
            diagnostics.append(warning("rule has neither an auction nor a pattern; left out "
                                       "of the matcher table", rule.span, code="matcher-skip"))
    if not any(r.default or r.pattern is not None for r in document.rules):
        # GIB has defaults of its own
        _silent_passes(entries, keyed, calls_of, Contexts(document.rules))
    if skipped_they:
        diagnostics.append(Diagnostic(
            severity="info", code="matcher-they",
            message=f"{skipped_they} definition(s) of the opponents' calls are not in the "
            "matcher table (it bids for our side)"))
    entries = _weigh(entries, predicates)
    nodes = tuple(mf.Node(key=k, entries=tuple(sorted(v, key=lambda i: rank(entries[i], i))))
                  for k, v in sorted(keyed.items()))
    pats = tuple(mf.Pattern(goal=g, entries=tuple(v)) for g, v in patterns)
    source = document.source.path if document.source else ""
    table = mf.MatcherTable(source=source, predicates=tuple(predicates),
                            entries=tuple(entries), nodes=nodes, patterns=pats)
    return table, diagnostics


def _silent_passes(entries: list[mf.Entry], keyed: dict[str, list[int]],
                   calls_of: dict[str, tuple[str, ...]], contexts: Contexts) -> None:
    """What a player assumes when the file is silent: in an auction of ours with no pass
    written, pass when no written call fits, unless partner's last call forces. The pass
    is a default (:func:`bridgec.matcher.choice.gives_way`): any written rule that
    matches, understood or not, comes instead."""
    for key, members in keyed.items():
        calls = calls_of.get(key)
        if calls is None or any(entries[i].call == "P" for i in members) \
                or contexts.forced(calls):
            continue
        entries.append(mf.Entry(rule=f"{key} P (silent)", call="P", meaning=SILENT_PASS,
                                inferred=True, default=True))
        members.append(len(entries) - 1)


def _key(rule: ir.Rule) -> str:
    auction = rule.auction or ()
    first = auction[0].side if auction else rule.side
    return mf.auction_key(first, [c.call for c in auction])


def _call(rule: ir.Rule, diagnostics: list[Diagnostic]) -> str | None:
    if isinstance(rule.call, ir.Call):
        return rule.call.name
    if rule.call is None and rule.pattern is not None:
        return ""
    text = rule.call.text if isinstance(rule.call, ir.CallPattern) else "(none)"
    diagnostics.append(warning(f"call {text} was not expanded to concrete calls; left out of "
                               "the matcher table", rule.span, code="matcher-skip",
                               hint="run the expansion passes (the default pipeline)"))
    return None


def _entry(rule: ir.Rule, predicates: list[ir.Constraint],
           diagnostics: list[Diagnostic]) -> mf.Entry | None:
    call = _call(rule, diagnostics)
    if call is None:
        return None
    constraint, inferred = stated(rule)
    index = -1
    if constraint is not None:
        problem = feature_problem(constraint) or next(
            (goal_problem(n.goal) for n in walk(constraint)
             if isinstance(n, ir.PatternMatch) and goal_problem(n.goal)), None)
        predicates.append(constraint if problem is None else
                          ir.Opaque(language="bridgec", text=problem))
        index = len(predicates) - 1
        _warn_opaque(predicates[index], rule, diagnostics)
    c = rule.conditions
    share, unknown = knowledge(rule, predicates[index] if index >= 0 else None)
    return mf.Entry(rule=rule.id, call=call, meaning=plain_text(rule.meaning.description),
                    understood=share, unknown=unknown,
                    disposition=rule.meaning.disposition, artificial=rule.meaning.artificial,
                    predicate=index, inferred=inferred, priority=rule.priority,
                    default=rule.default, seats=tuple(c.seats), we_vulnerable=c.we_vulnerable,
                    they_vulnerable=c.they_vulnerable, span=rule.span, rule_id=rule.rule_id)


def knowledge(rule: ir.Rule, predicate: ir.Constraint | None = None) -> tuple[float, bool]:
    """How much of the rule's meaning was understood, and whether the rule is *unknown*
    (no constraint, or only conditions the matcher cannot evaluate): ``(share, unknown)``.
    The share is what the IR records (:func:`bridgec.constraints.of_rule.understood`).
    ``predicate``: the constraint as the table holds it, when already made."""
    constraint, _ = stated(rule)
    if constraint is None or not _evaluable(predicate or constraint):
        return 0.0, True
    return understood(rule), False


def _evaluable(pred: ir.Constraint) -> bool:
    """Whether the predicate says anything beyond conditions the matcher cannot evaluate."""
    if isinstance(pred, ir.Opaque):
        return False
    if isinstance(pred, ir.And):
        return any(_evaluable(t) for t in pred.terms)
    return True


def _warn_opaque(pred: ir.Constraint, rule: ir.Rule, diagnostics: list[Diagnostic]) -> None:
    for text in opaque_texts(pred):
        diagnostics.append(warning(f"condition '{text}' is not evaluated by the matcher "
                                   "(it counts as true)", rule.span, code="matcher-opaque"))


def _weigh(entries: list[mf.Entry], predicates: list[ir.Constraint]) -> list[mf.Entry]:
    """Each entry with the share of a fixed sample of hands its predicate admits."""
    if not predicates:
        return entries
    from bridgec.bridge import batch  # numpy only here: `bridgec bid` and the drop-ins load this
    from bridgec.constraints.vectorised import evaluate

    _, f = batch.fixed_sample(SAMPLE_HANDS, SAMPLE_SEED)
    weights = [1.0 if has_goal(p) else round(float(evaluate(p, f).mean()), 5)
               for p in predicates]
    return [e if e.predicate < 0 else msgspec.structs.replace(e, weight=weights[e.predicate])
            for e in entries]
