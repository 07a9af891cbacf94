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

if TYPE_CHECKING:
    from bridgec.checks.siblings import Sibling


def _overlap(a: Sibling, b: Sibling) -> bool:
    both = a.hits & b.hits
    if a.call == b.call or a.rule.priority != b.rule.priority or not both.any():
        return False
    return bool((a.hits & ~b.hits).any() and (b.hits & ~a.hits).any())


def _report(a: Sibling, b: Sibling) -> Diagnostic:
    from bridgec.checks.siblings import auction_text, example

    where = a.rule.span or b.rule.span
    return info(f"after {auction_text(b.rule)}, {a.call} and {b.call} both fit hands "
                   f"such as {example(a.hits & b.hits)}", b.rule.span or where,
                   hint=f"the other call is at {where}; narrow one of the two meanings "
                   "(strength, length, shape) so a hand fits only one",
                   code="constraint-overlap")


def check_constraint_overlap(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Warnings for sibling calls whose hand constraints partly overlap."""
    from bridgec.checks.siblings import sibling_groups  # numpy: only when checks run

    found: list[Diagnostic] = []
    for group in sibling_groups(document):
        known = [s for s in group.siblings if s is not None]
        for a, b in combinations(known, 2):
            if _overlap(a, b):
                found.append(_report(a, b))
    return tuple(found)
