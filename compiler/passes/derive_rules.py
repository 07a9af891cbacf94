"""Derive the rules (one per call definition) from the bid tables of a document's body.

Walks every :class:`ir.BidTable` in document order: a sequence start gives a rule for each
of its calls, every row a rule for its call after the auction above it, patterns one rule
per bid they stand for that no earlier sibling defined (with ``expanded_from``, as are the
rows under such a bid; ``resolve_conflicts`` later lets a concrete definition win), a
bound variable is replaced by its suit in the description, and a pass is put between two
calls of the same side. Rules keep
the table's conditions (``#SEAT``/``#VUL``) and ``#HIDE``, and the row's span and id.
Duplicates stay: ``dedupe`` and ``resolve_conflicts`` decide between them.
"""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.bidtables.walk import Walk, table_rows, walk_rows


def derive_rules(document: ir.Document) -> ir.Document:
    """One rule per call definition of the document's bid tables, in document order."""
    rules: list[ir.Rule] = [r for r in document.rules]
    for block in document.body:
        if isinstance(block, ir.BidTable):
            walk = Walk(table=block, rules=rules)
            walk_rows(walk, table_rows(block), ())
    return msgspec.structs.replace(document, rules=tuple(rules))
