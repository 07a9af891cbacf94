"""Check that every concrete auction in the rules is legal under the Laws of bridge.

Reports insufficient bids, doubles of partner (or of a pass, or of a doubled contract),
redoubles without a double by the opponents, and calls after the auction has ended.
Each illegal call is reported once, at the first rule that contains it.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.bidtables.legality import illegal_auction, why_illegal
from bridgec.diagnostics import Diagnostic


def _calls(rule: ir.Rule) -> list[tuple[str, str]] | None:
    if rule.auction is None or not isinstance(rule.call, ir.Call):
        return None
    calls: list[tuple[str, str]] = [(c.call, c.side) for c in rule.auction]
    return [*calls, (rule.call.name, rule.side)]


def check_auction_legality(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Report each illegal call of the rules' auctions once, at the first rule containing it.

    Example:
        >>> from bridgec import ir
        >>> from bridgec.diagnostics import Span
        >>> rule = ir.Rule(id="r", auction=(ir.AuctionCall(call="1H", side="we"),
        ...                ir.AuctionCall(call="P", side="they")), call=ir.Call(name="X"),
        ...                span=Span(path="s.bss", line=4))
        >>> [d.message for d in check_auction_legality(ir.Document(rules=(rule,)))]
        ["illegal auction 1H (P) X: double of partner's call"]
    """
    seen: set[tuple[tuple[str, str], ...]] = set()
    found: list[Diagnostic] = []
    for rule in document.rules:
        calls = _calls(rule)
        if calls is None:
            continue
        for i in range(len(calls)):
            why = why_illegal(calls[: i + 1])
            if why is not None:
                prefix = tuple(calls[: i + 1])
                if prefix not in seen:
                    seen.add(prefix)
                    found.append(illegal_auction(prefix, why, rule.span))
                break
    return tuple(found)
