"""Check that every concrete auction in the rules is legal under the Laws of bridge.

Reports insufficient bids, doubles of partner (or of a pass, or of a doubled contract),
redoubles without a double by the opponents, and calls after the auction has ended.
Each illegal call is reported once, at the first rule that contains it.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.bridge.auction import Illegal, illegal
from bridgec.diagnostics import Diagnostic, error

_WORDS = {
    Illegal.NOT_A_CALL: "not a call (a bid 1C to 7N, P, X or XX)",
    Illegal.OVER: "the auction has already ended (passed out or three passes after a bid)",
    Illegal.NOTHING: "double with no bid to double",
    Illegal.PARTNER: "double of partner's call",
    Illegal.DOUBLED: "double of a contract that is already doubled or redoubled",
    Illegal.INSUFFICIENT: "insufficient bid",
}
_REDOUBLE = "redouble without a double by the opponents"


def _problem(calls: list[tuple[str, str]], i: int) -> str | None:
    """Why the ``i``-th call is illegal after the ones before it, or None."""
    call, side = calls[i]
    found = illegal([c for c, _ in calls[:i]], call, [s == side for _, s in calls[:i]])
    if found is None:
        return None
    if call == "XX" and found[0] is not Illegal.OVER:
        return _REDOUBLE
    return _WORDS[found[0]]


def _calls(rule: ir.Rule) -> list[tuple[str, str]] | None:
    if rule.auction is None or not isinstance(rule.call, ir.Call):
        return None
    calls: list[tuple[str, str]] = [(c.call, c.side) for c in rule.auction]
    return [*calls, (rule.call.name, rule.side)]


def _show(calls: list[tuple[str, str]]) -> str:
    return " ".join(c if s == "we" else f"({c})" for c, s in calls)


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
            why = _problem(calls, i)
            if why is not None:
                prefix = tuple(calls[: i + 1])
                if prefix not in seen:
                    seen.add(prefix)
                    found.append(error(f"illegal auction {_show(calls[: i + 1])}: {why}",
                                       rule.span, hint="this sequence can never occur at "
                                       "the table; correct the calls", code="illegal-auction"))
                break
    return tuple(found)
