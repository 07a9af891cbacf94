"""Check that every concrete auction in the rules is legal under the Laws of bridge.

Reports insufficient bids, doubles of partner (or of a pass, or of a doubled contract),
redoubles without a double by the opponents, and calls after the auction has ended.
Each illegal call is reported once, at the first rule that contains it.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.diagnostics import Diagnostic, error

_STRAINS = "CDHSN"


def _rank(call: str) -> int:
    return (int(call[0]) - 1) * 5 + _STRAINS.index(call[1])


class _State:
    """The state of an auction as calls are added."""

    def __init__(self) -> None:
        self.last_bid = -1
        self.last_side: str | None = None  # side of the last non-pass call
        self.last_kind = ""  # "bid", "X" or "XX" of the last non-pass call
        self.passes = 0
        self.calls = 0

    def problem(self, call: str, side: str) -> str | None:
        """Why ``call`` by ``side`` is illegal now, or None."""
        if self.calls >= 4 and self.passes >= (4 if self.last_bid < 0 else 3):
            return "the auction has already ended (passed out or three passes after a bid)"
        if call == "P":
            return None
        if call == "X":
            if self.last_kind == "":
                return "double with no bid to double"
            if self.last_side == side:
                return "double of partner's call"
            if self.last_kind != "bid":
                return "double of a contract that is already doubled or redoubled"
            return None
        if call == "XX":
            if self.last_kind != "X" or self.last_side == side:
                return "redouble without a double by the opponents"
            return None
        if _rank(call) <= self.last_bid:
            return "insufficient bid"
        return None

    def add(self, call: str, side: str) -> None:
        self.calls += 1
        if call == "P":
            self.passes += 1
            return
        self.passes = 0
        self.last_side = side
        if call in ("X", "XX"):
            self.last_kind = call
        else:
            self.last_kind = "bid"
            self.last_bid = _rank(call)


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
        ['illegal auction 1H (P) X: double of partner\\'s call']
    """
    seen: set[tuple[tuple[str, str], ...]] = set()
    found: list[Diagnostic] = []
    for rule in document.rules:
        calls = _calls(rule)
        if calls is None:
            continue
        state = _State()
        for i, (call, side) in enumerate(calls):
            why = state.problem(call, side)
            if why is not None:
                prefix = tuple(calls[: i + 1])
                if prefix not in seen:
                    seen.add(prefix)
                    found.append(error(f"illegal auction {_show(calls[: i + 1])}: {why}",
                                       rule.span, hint="this sequence can never occur at "
                                       "the table; correct the calls", code="illegal-auction"))
                break
            state.add(call, side)
    return tuple(found)
