"""Readable forms of a matcher table: predicates as text, why a predicate failed, and the
whole-table dump of ``bridgec matcher dump`` (stable, for snapshot tests)."""

from __future__ import annotations

import operator

from bridgec.matcher import format as mf

_OPS = {"<": operator.lt, "<=": operator.le, "==": operator.eq, "!=": operator.ne,
        ">=": operator.ge, ">": operator.gt}


def expr_text(x: mf.Expr) -> str:
    """``hcp``, ``length.H``, ``(length.H - length.S)``."""
    if isinstance(x, mf.XFeature):
        return mf.FEATURES[x.index] if 0 <= x.index < len(mf.FEATURES) else f"f[{x.index}]"
    if isinstance(x, mf.XNumber):
        return str(x.value)
    return f"({expr_text(x.left)} {x.op} {expr_text(x.right)})"


def pred_text(p: mf.Pred) -> str:
    """A one-line rendering of a predicate."""
    if isinstance(p, mf.PRange):
        e = expr_text(p.expr)
        if p.min is not None and p.max is not None:
            return f"{e} = {p.min}" if p.min == p.max else f"{p.min} <= {e} <= {p.max}"
        return f"{e} >= {p.min}" if p.min is not None else f"{e} <= {p.max}"
    if isinstance(p, mf.PCompare):
        return f"{expr_text(p.left)} {p.op} {expr_text(p.right)}"
    if isinstance(p, mf.PShape):
        kind = "any order" if p.sorted else "S-H-D-C"
        return f"shape {p.text} ({kind}, {len(p.codes)} shape(s))"
    if isinstance(p, (mf.PAnd, mf.POr)):
        word = " and " if isinstance(p, mf.PAnd) else " or "
        return "(" + word.join(pred_text(t) for t in p.terms) + ")"
    if isinstance(p, mf.PNot):
        return f"not {pred_text(p.term)}"
    if isinstance(p, mf.PConst):
        return "true" if p.value else "false"
    if isinstance(p, mf.PGoal):
        return f"gib {p.goal.source}"
    return f"opaque[{p.language}] {p.text}"


def _value(x: mf.Expr, f: tuple[int, ...]) -> int:
    if isinstance(x, mf.XFeature):
        return f[x.index]
    if isinstance(x, mf.XNumber):
        return x.value
    a, b = _value(x.left, f), _value(x.right, f)
    return a + b if x.op == "+" else a - b if x.op == "-" else a * b


def holds(p: mf.Pred, f: tuple[int, ...]) -> bool:
    """The predicate on a feature vector (GIB goals count as true: no hand here)."""
    return failing(p, f) is None


def failing(p: mf.Pred, f: tuple[int, ...]) -> str | None:
    """Why the vector fails the predicate (``"hcp is 12, needs 15 <= hcp <= 17"``), or None."""
    if isinstance(p, mf.PRange):
        v = _value(p.expr, f)
        ok = (p.min is None or v >= p.min) and (p.max is None or v <= p.max)
        return None if ok else f"{expr_text(p.expr)} is {v}, needs {pred_text(p)}"
    if isinstance(p, mf.PCompare):
        a, b = _value(p.left, f), _value(p.right, f)
        return None if _OPS[p.op](a, b) else f"needs {pred_text(p)} ({a} vs {b})"
    if isinstance(p, mf.PShape):
        code = f[mf.SHAPE_SORTED if p.sorted else mf.SHAPE]
        return None if code in p.codes else f"shape is {_shape(f)}, needs {p.text}"
    if isinstance(p, mf.PAnd):
        return next((r for r in (failing(t, f) for t in p.terms) if r), None)
    if isinstance(p, mf.POr):
        reasons = [failing(t, f) for t in p.terms]
        return None if any(r is None for r in reasons) else "none of: " + "; ".join(
            r for r in reasons if r)
    if isinstance(p, mf.PNot):
        return f"must not hold: {pred_text(p.term)}" if failing(p.term, f) is None else None
    if isinstance(p, mf.PConst):
        return None if p.value else "never holds"
    return None


def _shape(f: tuple[int, ...]) -> str:
    code = f[mf.SHAPE]
    return "".join(str(code >> s & 0xF) for s in (12, 8, 4, 0))


def dump(table: mf.MatcherTable) -> str:
    """The whole table as text: nodes in key order, entries in rank order, then patterns."""
    lines = [f"matcher table {table.version}: {len(table.entries)} entries, "
             f"{len(table.nodes)} auctions, {len(table.patterns)} patterns, "
             f"{len(table.predicates)} predicates"]
    for node in table.nodes:
        lines.append(f"{node.key or '(opening)'}")
        lines.extend(_entry_line(table, i) for i in node.entries)
    for pattern in table.patterns:
        lines.append(f"pattern {pattern.goal.source}")
        lines.extend(_entry_line(table, i) for i in pattern.entries)
    return "\n".join(lines) + "\n"


def _entry_line(table: mf.MatcherTable, i: int) -> str:
    e = table.entries[i]
    facts = [f"rule {e.rule}"]
    if e.priority is not None:
        facts.append(f"prio {e.priority}{' default' if e.default else ''}")
    if e.seats:
        facts.append("seat " + "".join(str(s) for s in e.seats))
    for side, v in (("we", e.we_vulnerable), ("they", e.they_vulnerable)):
        if v is not None:
            facts.append(f"{side} {'vul' if v else 'not vul'}")
    facts.append(f"weight {e.weight:.4f}")
    where = f" @ {e.span}" if e.span else ""
    pred = pred_text(table.predicates[e.predicate]) if e.predicate >= 0 else "any hand"
    tag = " (inferred)" if e.inferred else ""
    return (f"  {e.call or '?':<3} {pred}{tag}\n      {'; '.join(facts)}{where}"
            f"{'  -- ' + e.meaning if e.meaning else ''}")

