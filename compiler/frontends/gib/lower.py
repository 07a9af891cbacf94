"""Lower one GIB rule line (``level def cr seq prio constraint spec *expl #id``) into an
``ir.Rule``, and a spec into the hand constraints it shows."""

from __future__ import annotations

import re
from typing import Any, cast

import msgspec

from bridgec import ir
from bridgec.constraints.gib_goals import read_constraint
from bridgec.diagnostics import Diagnostic, Span, error
from bridgec.frontends.gib.goals import AntlrBudget, parse_goal
from bridgec.frontends.gib.lines import Field, Line

_HEADER = re.compile(r"(\d+)(d?)([CRX?]?)\Z")
_ID = re.compile(r"#(\d+)\Z")
_EXPL = re.compile(r"\*(\d+)\Z")
_CALL = re.compile(r"[1-7][CDHSN]|P|X|R")

SPEC_FEATURES: dict[str, str] = {"P": "hcp", "M": "total_points", "L": "losers",
                                 "Q": "controls"}
"""Spec letters of whole-hand values and the ``ir.Feature`` each bounds."""
SUIT_SPEC_FEATURES: dict[str, str] = {"D": "length", "H": "honor_points", "S": "stoppers",
                                      "G": "quality"}
"""Spec letters that take suits and the per-suit ``ir.Feature`` each bounds."""
FORMAT_HINT = ("a rule line is: level[d][C|R|X|?] seq prio constraint [spec] [*expl] #id, "
               "as 1 1N:P:2C 50 P0[89]|P1. :P8 *12 #1001")


def _bad(message: str, span: Span, hint: str | None = FORMAT_HINT) -> Diagnostic:
    return error(message, span, hint)


def _split_tail(fields: list[Field]) -> tuple[Field | None, Field | None]:
    rule_id = fields.pop() if fields and _ID.match(fields[-1].text) else None
    expl = fields.pop() if fields and _EXPL.match(fields[-1].text) else None
    return expl, rule_id


_LONG_NUMBER = re.compile(r"\d{10,}")
"""A number of ten digits or more: perhaps past the IR's 32-bit integers (and ``int()``
refuses more than 4,300 digits)."""


def _too_long(fields: list[Field]) -> Diagnostic | None:
    """An error at the first number of a rule line that no IR integer can hold."""
    for f in fields:
        for found in _LONG_NUMBER.finditer(f.text):
            digits = found.group().lstrip("0")
            if len(digits) <= 10 and int(digits or "0") <= ir.INT32_MAX:
                continue
            span = Span(path=f.span.path, line=f.span.line, col=f.span.col + found.start(),
                        via=f.span.via)
            shown = found.group() if len(found.group()) <= 20 else found.group()[:20] + "..."
            return _bad(f"the number {shown} is too large (at most {ir.INT32_MAX})", span,
                        "GIB numbers (levels, priorities, ids, counts) fit in 32 bits")
    return None


def lower_rule(line: Line, budget: AntlrBudget | None = None
               ) -> tuple[ir.Rule | None, list[Diagnostic]]:
    """The rule of a logical line, or None and located errors (``budget``: the file's
    :class:`~bridgec.frontends.gib.goals.AntlrBudget`)."""
    fields = list(line.fields)
    too_long = _too_long(fields)
    if too_long is not None:
        return None, [too_long]
    header = _HEADER.match(fields[0].text)
    if header is None:
        return None, [_bad(f"'{fields[0].text}' is not a rule header (level, optional d, "
                           "optional C R X ?)", fields[0].span)]
    expl, rule_id = _split_tail(fields)
    body = fields[1:]
    if len(body) not in (3, 4):
        where = body[-1].span if body else fields[0].span
        return None, [_bad(f"a rule has seq, prio, constraint and an optional spec; "
                           f"found {len(body)} field(s) here", where)]
    if not (body[1].text.isascii() and body[1].text.isdigit()):
        return None, [_bad(f"priority '{body[1].text}' is not a number", body[1].span)]
    problems: list[Diagnostic] = []
    seq, d1 = parse_goal(body[0].text, span=body[0].span, budget=budget)
    constraint, d2 = parse_goal(body[2].text, span=body[2].span, budget=budget)
    spec, d3 = parse_goal(body[3].text, span=body[3].span, spec=True,
                          budget=budget) if len(body) == 4 else (None, ())
    problems += [*d1, *d2, *d3]
    if problems or seq is None or constraint is None:
        return None, problems
    gib = ir.GibFields(level=header.group(1), default=header.group(2),
                       captaincy=header.group(3), sequence=body[0].text,
                       priority=body[1].text, constraint=body[2].text,
                       spec=body[3].text if len(body) == 4 else "",
                       explanation=expl.text[1:] if expl else "",
                       rule_id=rule_id.text[1:] if rule_id else "",
                       unexpanded=line.source if line.expanded else None)
    call, auction = read_calls(seq)
    meaning = ir.Meaning(shows=spec_constraints(spec) if spec else ())
    rule = ir.Rule(
        id=f"gib-{gib.rule_id}" if gib.rule_id else f"gib-line{line.span.line}",
        call=call, auction=auction, pattern=seq, meaning=meaning,
        requires=ir.HandConstraint(expr=read_constraint(constraint) or ir.PatternMatch(
            goal=constraint), text=body[2].text, span=body[2].span),
        priority=int(body[1].text), default=bool(gib.default),
        captaincy=cast(Any, gib.captaincy or None), level=int(gib.level),
        explanation_id=int(gib.explanation) if gib.explanation else None,
        rule_id=int(gib.rule_id) if gib.rule_id else None, gib=gib,
        span=_rule_span(line))
    return rule, problems


def _rule_span(line: Line) -> Span:
    """The rule's line; for an expanded line, ``via`` is its first macro use."""
    via = next((f.span.via for f in line.fields if f.span.via is not None), None)
    return Span(path=line.span.path, line=line.span.line, col=1, via=via)


# ---------------------------------------------------------------------------------------


def _literal(goal: ir.Goal) -> str | None:
    """The text of a seq that is one plain string (no classes, grabs, gotos or end)."""
    if goal.pattern is None or goal.restart or len(goal.pattern.branches) != 1:
        return None
    branch = goal.pattern.branches[0]
    if branch.goto or branch.seq.end is not None:
        return None
    parts: list[str] = []
    for term in branch.seq.terms:
        if term.iterator or not isinstance(term.primary, ir.PatString):
            return None
        parts.append(term.primary.text)
    return "".join(parts)


def read_calls(goal: ir.Goal) -> tuple[ir.Call | None, tuple[ir.AuctionCall, ...] | None]:
    """The call and the auction before it, where the seq spells a concrete auction."""
    text = _literal(goal)
    if not text:
        return None, None
    calls = text.split(":")
    if not all(_CALL.fullmatch(c) for c in calls):
        return None, None
    names = ["XX" if c == "R" else c for c in calls]
    last = len(names) - 1
    auction = tuple(ir.AuctionCall(call=c, side="we" if (last - i) % 2 == 0 else "they")
                    for i, c in enumerate(names[:-1]))
    return ir.Call(name=names[-1]), auction


def _expressible(field: str, value: ir.SpecValue, suit: str | None) -> str | None:
    """The feature name a numeric spec value bounds, or None."""
    name = SPEC_FEATURES.get(field) if suit is None else SUIT_SPEC_FEATURES.get(field)
    if name is None or value.number is None or suit not in (None, "C", "D", "H", "S"):
        return None
    return name


def spec_constraints(goal: ir.Goal) -> tuple[ir.HandConstraint, ...]:
    """What a spec shows: numeric items as ranges of features; the rest (math, grabs, grab
    suits) as a ``PatternMatch`` of a spec goal holding just those parts, so nothing is
    dropped. ``text`` is the whole spec as written."""
    spec = goal.spec
    if spec is None or spec.trivial and spec.math is None:
        return ()
    bounds: dict[tuple[str, str | None], list[int | None]] = {}
    rest: list[ir.SpecItem] = []
    for item in spec.items:
        if item.value is not None:
            name = _expressible(item.field, item.value, None)
            if name is None:
                rest.append(item)
                continue
            bounds.setdefault((name, None), [None, None])[item.bound == "max"] = item.value.number
            continue
        kept = []
        for sv in item.suits:
            name = _expressible(item.field, sv.value, sv.suit)
            if name is None:
                kept.append(sv)
                continue
            bounds.setdefault((name, sv.suit), [None, None])[item.bound == "max"] = sv.value.number
        if kept:
            rest.append(msgspec.structs.replace(item, suits=tuple(kept)))
    terms: list[ir.Constraint] = [
        ir.Range(expr=ir.Feature(name=cast(Any, name), suit=cast(Any, suit)), min=lo, max=hi)
        for (name, suit), (lo, hi) in bounds.items()]
    if rest or spec.math is not None:
        residual = ir.SpecList(math=spec.math, items=tuple(rest))
        terms.append(ir.PatternMatch(goal=ir.Goal(spec=residual, source=goal.source,
                                                  span=goal.span)))
    expr: ir.Constraint = terms[0] if len(terms) == 1 else ir.And(terms=tuple(terms))
    return (ir.HandConstraint(expr=expr, text=goal.source, span=goal.span),)
