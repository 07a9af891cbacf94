"""What the auction before a call shows, as a player reads it: the call's role, what partner
and the bidder showed (HCP), whether partner's last call forces, and the system's own
opening strength and lengths (docs/meanings.md, "The auction's context").

Built once per document by :class:`bridgec.meanings.context.Contexts`; each call's row is
read in its own context, so a word of an earlier row (partner's ``INV``) counts as the
range it implies there.
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgec import ir
from bridgec.bridge.calls import SUITS, is_bid

Bounds = tuple[int | None, int | None]
"""An HCP range: least and most (None: not stated)."""

OPENING_STRENGTH = 12
"""The least HCP of an opening, when the system's one-level openings state none."""


@dataclass(frozen=True)
class CallContext:
    """The context of one call.

    ``role``: ``opening`` (nobody bid before), ``overcall`` (the opponents bid, our side
    did not), ``response`` (partner opened, the bidder did not bid), ``advance`` (partner
    overcalled), ``rebid`` (the bidder bid before). ``passed``: the bidder passed before.
    ``partner`` / ``own``: the HCP partner and the bidder showed (None: nothing known).
    ``forced``: partner's last call forces; ``asked``: it is a relay, an asking
    convention or artificial (the answer is a step, not a natural call). ``contract``:
    the last bid before the call. ``ask_tags``: the conventions partner's last call
    names (``Kickback``, ``RKCB``...); ``steps``: the key-card counts of the first answers
    to it, as the system's own answer rows write them (``0/3, 1/4``), else ().
    ``partner_suits`` / ``own_suits``: suits partner / the bidder bid naturally, with the
    least length shown. ``their_suits``: the opponents' suit bids. ``opening_min``: the
    system's opening strength; ``opening_lengths``: the lengths its one-level suit openings
    state.
    """

    role: str
    passed: bool = False
    partner: Bounds | None = None
    own: Bounds | None = None
    forced: bool = False
    asked: bool = False
    ask_tags: tuple[str, ...] = ()
    steps: tuple[tuple[int, ...], ...] = ()
    contract: str | None = None
    partner_suits: tuple[tuple[str, int], ...] = ()
    own_suits: tuple[tuple[str, int], ...] = ()
    their_suits: tuple[str, ...] = ()
    opening_min: int = OPENING_STRENGTH
    opening_lengths: tuple[tuple[str, int], ...] = ()


def hcp_bounds(c: ir.Constraint | None) -> Bounds | None:
    """The HCP range a constraint states outright (an *and* takes the narrowest, an *or*
    the hull of its branches, each of which must state one); None when it states none."""
    if isinstance(c, ir.Range) and isinstance(c.expr, ir.Feature) and c.expr.name == "hcp":
        return (c.min, c.max)
    if isinstance(c, ir.And):
        found = [b for t in c.terms if (b := hcp_bounds(t)) is not None]
        return meet(found) if found else None
    if isinstance(c, ir.Or):
        branches = [hcp_bounds(t) for t in c.terms]
        if not branches or any(b is None for b in branches):
            return None
        los = [b[0] for b in branches if b is not None]
        his = [b[1] for b in branches if b is not None]
        return (None if None in los else min(x for x in los if x is not None),
                None if None in his else max(x for x in his if x is not None))
    return None


def meet(ranges: list[Bounds]) -> Bounds:
    """The narrowest range all of ``ranges`` allow."""
    los = [r[0] for r in ranges if r[0] is not None]
    his = [r[1] for r in ranges if r[1] is not None]
    return (max(los) if los else None, min(his) if his else None)


def role(calls: tuple[str, ...]) -> tuple[str, bool]:
    """The role of the next call after ``calls`` and whether its bidder passed before."""
    n = len(calls)
    mine = [c for i, c in enumerate(calls) if (n - i) % 4 == 0]
    partner = [(i, c) for i, c in enumerate(calls) if (n - i) % 4 == 2]
    theirs = [i for i, c in enumerate(calls) if (n - i) % 2 == 1 and c != "P"]
    passed = "P" in mine
    if any(c != "P" for c in mine):
        return "rebid", passed
    first = next((i for i, c in partner if c != "P"), None)
    if first is None:
        return ("overcall" if theirs else "opening"), passed
    if theirs and theirs[0] < first:
        return "advance", passed
    return "response", passed


def natural_suits(c: ir.Constraint | None, call: str) -> int | None:
    """The least length of the call's suit ``c`` states (None for a bid in no suit)."""
    if not is_bid(call) or call[1] not in SUITS:
        return None
    return least_length(c, call[1])


def least_length(c: ir.Constraint | None, suit: str) -> int | None:
    """The least length of ``suit`` a constraint states outright (a length or an *and* of
    terms holding one)."""
    if isinstance(c, ir.Range) and isinstance(c.expr, ir.Feature) \
            and c.expr.name == "length" and c.expr.suit == suit and c.min:
        return c.min
    if isinstance(c, ir.And):
        found = [n for t in c.terms if (n := least_length(t, suit)) is not None]
        return max(found) if found else None
    return None
