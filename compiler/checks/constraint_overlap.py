"""Check sibling calls whose hand constraints overlap: an ambiguous system.

Two of our calls in the same auction (and conditions) overlap when some hand satisfies
both constraints, unless one constraint lies inside the other (the narrower call is then
the specific case of the wider one, and the matcher prefers it) or their priorities
differ. Each overlapping pair is reported once, at the later rule, with an example hand
from the fixed sample of :mod:`bridgec.checks.siblings`.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from bridgec import ir
from bridgec.diagnostics import Diagnostic, info
from bridgec.keys import auction_before

MAX_COMPARED = 300
"""Rules of one auction compared pairwise (about 45,000 pairs). A real system has a few
dozen calls in an auction; past this, the rest are named in one note instead of compared,
so a generated or hostile file cannot make the check quadratic."""

if TYPE_CHECKING:
    from bridgec.checks.siblings import Sibling


def _overlap(a: Sibling, b: Sibling) -> bool:
    both = a.hits & b.hits
    if a.call == b.call or a.rule.priority != b.rule.priority or not both.any():
        return False
    return bool((a.hits & ~b.hits).any() and (b.hits & ~a.hits).any())


def _report(a: Sibling, b: Sibling) -> Diagnostic:
    from bridgec.checks.siblings import example

    where = a.rule.span or b.rule.span
    return info(f"after {auction_before(b.rule)}, {a.call} and {b.call} both fit hands "
                   f"such as {example(a.hits & b.hits)}", b.rule.span or where,
                   hint=f"the other call is at {where}; narrow one of the two meanings "
                   "(strength, length, shape) so a hand fits only one",
                   code="constraint-overlap")


def _not_compared(known: list[Sibling]) -> Diagnostic:

    first = known[MAX_COMPARED].rule
    return info(f"after {auction_before(first)}, {len(known)} rules: only the first "
                f"{MAX_COMPARED} are compared for overlapping hands", first.span,
                hint="split the auction's rules, or check a smaller part of the system",
                code="constraint-overlap")


def check_constraint_overlap(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Warnings for sibling calls whose hand constraints partly overlap."""
    from bridgec.checks.siblings import sibling_groups  # numpy: only when checks run

    found: list[Diagnostic] = []
    for group in sibling_groups(document):
        known = [s for s in group.siblings if s is not None]
        if len(known) > MAX_COMPARED:
            found.append(_not_compared(known))
            known = known[:MAX_COMPARED]
        for a, b in combinations(known, 2):
            if _overlap(a, b):
                found.append(_report(a, b))
    return tuple(found)
