"""Whether a defined call can occur at the table, worded once for every reader of it.

An auction here is a sequence of ``(call, side)`` pairs from the dealer, ``side`` being
``"we"`` or ``"they"``. The BML front end words what a bid-table row defines with these
(before any pass), the ``derive_rules`` walk leaves out the expansions of a pattern row
that are illegal, and the ``illegal-auction`` check words what other formats hold.
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgec.bridge.calls import BIDS, bid_rank
from bridgec.diagnostics import Diagnostic, Span, info, warning

Calls = Sequence[tuple[str, str]]

_NOT_A_CALL = "not a call (a bid 1C to 7N, P, X or XX)"
_OVER = "the auction has already ended (passed out or three passes after a bid)"
_NOTHING = "double with no bid to double"
_PARTNER = "double of partner's call"
_DOUBLED = "double of a contract that is already doubled or redoubled"
_INSUFFICIENT = "insufficient bid"
_REDOUBLE = "redouble without a double by the opponents"


State = tuple[int, str | None, int, int]
"""Where an auction stands, all a next call's legality depends on (the Laws as
:func:`bridgec.bridge.auction.illegal` states them; ``tests/checks/test_one_notion_of_error.py``
keeps the two equal): the rank of the last bid (-1 before any), the side of the last call
that is not a pass, 0 or 1 (doubled) or 2 (redoubled) since the last bid, and the passes
since the last call that is not one. A walk down a bid table carries one per row."""

START: State = (-1, None, 0, 0)
_RANKS = {name: bid_rank(name) for name in BIDS}


def step(state: State, call: str, side: str) -> State | str:
    """The state after ``side`` calls ``call``, or why the call may not be made."""
    rank, last, doubled, passes = state
    value = _RANKS.get(call)
    if value is None and call not in ("P", "X", "XX"):
        return _NOT_A_CALL
    if passes >= 4 or (passes == 3 and last is not None):
        return _OVER
    if call == "P":
        return (rank, last, doubled, passes + 1)
    if value is not None:
        return _INSUFFICIENT if value <= rank else (value, side, 0, 0)
    if call == "X":
        if last is None:
            return _NOTHING
        if last == side:
            return _PARTNER
        return _DOUBLED if doubled else (rank, side, 1, 0)
    if last is None or last == side or doubled != 1:
        return _REDOUBLE
    return (rank, side, 2, 0)


def why_illegal(calls: Calls) -> str | None:
    """Why the last call of ``calls`` may not follow the ones before it, or None (the
    calls before it are taken as they are: legal or not)."""
    state = START
    for call, side in calls[:-1]:
        after = step(state, call, side)
        state = _forced(state, call, side) if isinstance(after, str) else after
    after = step(state, *calls[-1])
    return after if isinstance(after, str) else None


def _forced(state: State, call: str, side: str) -> State:
    """The state after an illegal call, as if it had been made (for the calls after it)."""
    rank, last, doubled, passes = state
    value = _RANKS.get(call)
    if value is not None:
        return (max(value, rank), side, 0, 0)
    if call == "P":
        return (rank, last, doubled, passes + 1)
    if call in ("X", "XX"):
        return (rank, side, 1 if call == "X" else 2, 0)
    return state


def first_illegal(calls: Calls) -> tuple[int, str] | None:
    """The index of the first call of ``calls`` that may not follow the ones before it,
    and why; None when the whole auction can occur."""
    state = START
    for i, (call, side) in enumerate(calls):
        after = step(state, call, side)
        if isinstance(after, str):
            return i, after
        state = after
    return None


def shown(calls: Calls) -> str:
    """The auction as diagnostics show it: the opponents' calls in parentheses."""
    return " ".join(c if s == "we" else f"({c})" for c, s in calls)


def illegal_auction(calls: Calls, why: str, span: Span | None) -> Diagnostic:
    """The warning for a definition whose last call can never be made (it is left out of
    the rules, so of every record and of the matcher); when the opponents' call would be
    legal as our side's after their pass, the hint says so."""
    hint = "this sequence can never occur at the table; correct the calls"
    *before, (call, side) = calls
    ours = [*before, ("P", "they"), (call, "we")]
    if side == "they" and first_illegal(ours) is None:
        hint = (f"a call in parentheses is the opponents'; if {call} is your side's, after "
                f"their pass ({shown(ours)}), write it without the parentheses")
    return warning(f"illegal auction {shown(calls)}: {why}; left out", span, hint=hint,
                   code="illegal-auction")


def skipped_expansion(calls: Calls, why: str, pattern: str, span: Span | None
                      ) -> Diagnostic:
    """The note for an expansion of a pattern row that is illegal in this auction (it is
    left out; the row's other expansions stand)."""
    return info(f"left out {shown(calls)}, an expansion of the pattern {pattern}: {why}",
                span,
                hint="the row's other expansions are kept; write the row under the "
                "auctions where it applies to say so", code="illegal-expansion")
