"""Check for holes: hands that none of our calls in an auction covers.

Only auctions where every one of our calls has a hand constraint the checker can evaluate
(so none of them is a catch-all) are checked, over the hands consistent with the bidder's
earlier calls (see :mod:`bridgec.checks.siblings`). A hole is reported once per auction, at its
first rule, with the share of sample hands that fall through and an example hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgec import ir
from bridgec.diagnostics import Diagnostic, info
from bridgec.keys import auction_before

if TYPE_CHECKING:
    from bridgec.bridge.batch import BoolArray
    from bridgec.checks.siblings import Sibling

MIN_SIBLINGS = 2
"""A lone call is not a system of calls; it has no holes to speak of."""


def _hole(group: list[Sibling], context: BoolArray) -> Diagnostic | None:
    from bridgec.checks.siblings import example

    covered = ~context
    for s in group:
        covered |= s.hits
    if covered.all():
        return None
    share = 100 * float((~covered).sum()) / float(context.sum())
    calls = " ".join(dict.fromkeys(s.call for s in group))
    first = group[0].rule
    return info(f"after {auction_before(first)}, no call ({calls}) fits {share:.1f}% of the "
                   f"hands that can get here, such as {example(~covered)}", first.span,
                   hint="add a call for these hands (often a pass or a catch-all), or widen "
                   "a meaning", code="constraint-hole")


def check_constraint_holes(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Warnings for auctions where some hands fit none of our calls."""
    from bridgec.checks.siblings import sibling_groups  # numpy: only when checks run

    found: list[Diagnostic] = []
    for group in sibling_groups(document):
        if len(group.siblings) < MIN_SIBLINGS or any(s is None for s in group.siblings):
            continue
        hole = _hole([s for s in group.siblings if s is not None], group.context)
        if hole is not None:
            found.append(hole)
    return tuple(found)
