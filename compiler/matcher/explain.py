"""Readable forms of a matcher table: why an entry did not match a hand, and the
whole-table dump of ``bridgec matcher dump`` (stable, for snapshot tests; one line per fact:
text of the input is escaped onto its line)."""

from __future__ import annotations

from collections.abc import Sequence

from bridgec.bridge.hand import Hand
from bridgec.constraints.evaluate import GoalFn, why_not
from bridgec.constraints.notation import constraint_notation
from bridgec.diagnostics import terminal_escaped
from bridgec.matcher import format as mf
from bridgec.matcher.choice import unmet_condition


def rejection(entry: mf.Entry, table: mf.MatcherTable, f: Sequence[int], hand: Hand,
              goal: GoalFn, situation: tuple[int, bool, bool]) -> str:
    """Why ``entry`` is not among the calls answered for this hand (vector ``f``) in this
    situation (opener's seat, we vulnerable, they vulnerable)."""
    unmet = unmet_condition(entry, *situation)
    if unmet is None and entry.predicate >= 0:
        unmet = why_not(table.predicates[entry.predicate], f, hand, goal)
    return unmet or "outranked by another call"


def dump(table: mf.MatcherTable) -> str:
    """The whole table as text: nodes in key order, entries in rank order, then patterns."""
    lines = [f"matcher table {table.version}: {len(table.entries)} entries, "
             f"{len(table.nodes)} auctions, {len(table.patterns)} patterns, "
             f"{len(table.predicates)} predicates"]
    for node in table.nodes:
        lines.append(f"{node.key or '(opening)'}")
        lines.extend(_entry_line(table, i) for i in node.entries)
    for pattern in table.patterns:
        lines.append(f"pattern {terminal_escaped(pattern.goal.source)}")
        lines.extend(_entry_line(table, i) for i in pattern.entries)
    return "\n".join(lines) + "\n"


def _entry_line(table: mf.MatcherTable, i: int) -> str:
    e = table.entries[i]
    facts = [f"rule {terminal_escaped(e.rule)}"]
    if e.priority is not None:
        facts.append(f"prio {e.priority}{' default' if e.default else ''}")
    if e.seats:
        facts.append("seat " + "".join(str(s) for s in e.seats))
    for side, v in (("we", e.we_vulnerable), ("they", e.they_vulnerable)):
        if v is not None:
            facts.append(f"{side} {'vul' if v else 'not vul'}")
    facts.append(f"weight {e.weight:.4f}")
    if e.unknown:
        facts.append("unknown")
    elif e.understood < 1.0:
        facts.append(f"understood {e.understood:.0%}")
    where = f" @ {e.span}" if e.span else ""
    pred = constraint_notation(table.predicates[e.predicate]) if e.predicate >= 0 else "any hand"
    tag = " (inferred)" if e.inferred else ""
    return (f"  {e.call or '?':<3} {pred}{tag}\n      {'; '.join(facts)}{where}"
            f"{'  -- ' + terminal_escaped(e.meaning) if e.meaning else ''}")
