"""The one walk over bid-table rows (bridgec.verify.rows_under, bid_nodes): depth first, in
source order, every row once."""

from __future__ import annotations

from bridgec.frontends import bml
from bridgec.verify import bid_nodes, rows_under


def test_rows_are_walked_depth_first_in_source_order() -> None:
    text = b"1C a\n  1D b\n    1H c\n  1S d\n1N e\n\n2C f\n"
    document = bml.parse(text, path="t.bml").document
    assert document is not None
    lines = [n.span.line for n in bid_nodes(document) if n.span]
    assert lines == [1, 2, 3, 4, 5, 7]
    first = next(iter(bid_nodes(document)))
    assert [n.span.line for n in rows_under(first.children) if n.span] == [2, 3, 4]
