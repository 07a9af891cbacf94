"""Check BSS records that describe an opponents' call.

A ``*`` record with an odd number of calls (or a we-open record with an even number) ends
with a call of the opponents: BBO and BBOalert only alert our own calls, so such a record
is never shown. BML rows for the opponents' calls only set the scene and are not reported.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.diagnostics import Diagnostic, warning


def check_opponents_records(document: ir.Document) -> tuple[Diagnostic, ...]:
    """A warning for each BSS record whose last call is the opponents'."""
    found: list[Diagnostic] = []
    for rule in document.rules:
        if rule.bss is None or rule.side != "they" or rule.auction is None:
            continue
        count = len(rule.auction) + 1
        kind = (f"'*' record with an odd number of calls ({count})" if rule.bss.competitive
                else f"record with an even number of calls ({count})")
        found.append(warning(f"{kind}: it describes an opponents' call, which BBO never "
                             "alerts", rule.span,
                             hint="describe our call after it, or drop the record",
                             code="opponents-record"))
    return tuple(found)
