"""Check that every row of the bid tables can be bid where it stands, before any pass.

A row whose call can never follow its auction (``1S-P-P-P`` then ``1H``) is left out of the
rules by ``derive_rules`` (so of every record and of the matcher) with a warning, once, at
the row; an expansion of a pattern row that is illegal in one auction (``1m-(1X)`` then
``1H``: ``1C (1H) 1H``) is left out the same way with a note, when the row stands for a
legal bid elsewhere. A conversion gives the same warnings as ``bridgec check``
(``registry.REPORTED_BY``); the row itself still shows in the pages, as written.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.bidtables.walk import illegal_rows
from bridgec.diagnostics import Diagnostic


def check_bid_table_auctions(document: ir.Document) -> tuple[Diagnostic, ...]:
    """The illegal rows of the bid tables, and the left-out expansions of pattern rows.

    Example:
        >>> from bridgec.api import load_ir
        >>> doc = load_ir(b"1S  5+!s\\n  P\\n    1H  insufficient\\n", from_="bml").document
        >>> [d.message[:31] for d in check_bid_table_auctions(doc)]
        ['illegal auction 1S (P) P (P) 1H']
    """
    return tuple(illegal_rows(document))


def skipped_expansions(document: ir.Document) -> tuple[Diagnostic, ...]:
    """What ``derive_rules`` left out, as ``bridgec check`` words it (a conversion's part)."""
    return tuple(illegal_rows(document))
