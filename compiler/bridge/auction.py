"""Auctions under the Laws: when an auction is over and which calls are legal in it.

Calls are IR names (:mod:`bridgec.bridge.calls`), from the dealer. Legality is decided once,
here, as an :class:`Illegal` reason; the Table Manager and the rule checks each word it
their own way.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from bridgec.bridge.calls import DOUBLE, PASS, REDOUBLE, bid_rank, is_bid


class Illegal(Enum):
    """Why a call may not be made."""

    NOT_A_CALL = "not a call: a bid (1C to 7N), P, X or XX"
    OVER = "the auction is over"
    NOTHING = "there is no bid to double or redouble"
    PARTNER = "the last call is by the bidder's own side"
    DOUBLED = "the last call is already a double or redouble"
    UNDOUBLED = "only a double can be redoubled"
    INSUFFICIENT = "the bid is not higher than the last bid"


def auction_over(calls: Sequence[str]) -> bool:
    """Four passes, or three passes after a bid, double or redouble."""
    if len(calls) < 4 or any(c != PASS for c in calls[-3:]):
        return False
    return len(calls) == 4 or any(c != PASS for c in calls[:-3])


def _last(calls: Sequence[str], skip: tuple[str, ...] = ()) -> int | None:
    """The index of the last call that is neither a pass nor one of ``skip``."""
    for i in range(len(calls) - 1, -1, -1):
        if calls[i] != PASS and calls[i] not in skip:
            return i
    return None


def illegal(calls: Sequence[str], call: str,
            ours: Sequence[bool] | None = None) -> tuple[Illegal, int | None] | None:
    """Why ``call`` may not follow ``calls``, with the index of the call it clashes with.

    ``ours[i]`` says whether ``calls[i]`` was made by the bidder's side; without it the
    calls alternate and the bidder is next to call.
    """
    if call not in (PASS, DOUBLE, REDOUBLE) and not is_bid(call):
        return Illegal.NOT_A_CALL, None
    if auction_over(calls):
        return Illegal.OVER, None
    if call == PASS:
        return None
    if call in (DOUBLE, REDOUBLE):
        last = _last(calls)
        if last is None:
            return Illegal.NOTHING, None
        if ours[last] if ours is not None else (len(calls) - last) % 2 == 0:
            return Illegal.PARTNER, last
        if call == DOUBLE and calls[last] != DOUBLE and calls[last] != REDOUBLE:
            return None
        if call == REDOUBLE and calls[last] == DOUBLE:
            return None
        return (Illegal.DOUBLED if call == DOUBLE else Illegal.UNDOUBLED), last
    last_bid = _last(calls, (DOUBLE, REDOUBLE))
    if last_bid is not None and bid_rank(call) <= bid_rank(calls[last_bid]):
        return Illegal.INSUFFICIENT, last_bid
    return None


def legal_call(calls: Sequence[str], call: str) -> str | None:
    """Why ``call`` is illegal after ``calls`` (from the dealer), in words for the table, or
    None when it is legal."""
    found = illegal(calls, call)
    if found is None:
        return None
    why, at = found
    if why is Illegal.NOTHING:
        return f"nothing to {'double' if call == DOUBLE else 'redouble'}"
    if why is Illegal.PARTNER:
        return "you can only double or redouble the opponents"
    if why is Illegal.DOUBLED:
        return "the last call is already doubled"
    if why is Illegal.NOT_A_CALL:
        return f"{call!r} is {why.value}"
    if why is Illegal.INSUFFICIENT and at is not None:
        return f"{call} is not higher than {calls[at]}"
    return str(why.value)
