"""The ``#n`` dispatch table of GIB math expressions: a pluggable mapping n -> function.

No public document says what GIB's functions compute, so bridgec ships a small default
set of its own (docs/gib.md, "Dispatch functions") and lets callers pass any other table
to the matcher. A function receives the :class:`MatchContext` and its integer arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from bridgec.bridge.calls import STRAINS, is_bid, rank


@dataclass(frozen=True)
class MatchContext:
    """What a dispatch function may look at: the string being matched and the position."""

    subject: str
    position: int


DispatchFunction = Callable[..., int]
DispatchTable = Mapping[int, DispatchFunction]


def _bids(subject: str) -> list[str]:
    return [c for c in subject.split(":") if is_bid(c)]


def position(ctx: MatchContext) -> int:
    """#0: the current position in the string being matched."""
    return ctx.position


def call_count(ctx: MatchContext) -> int:
    """#1: the number of calls in the string (colons + 1; 0 for an empty string)."""
    return ctx.subject.count(":") + 1 if ctx.subject else 0


def bid_rank(ctx: MatchContext, level: int, strain: int) -> int:
    """#2(level, strain): the rank of a bid, 0 for 1C up to 34 for 7N."""
    return rank(level, strain)


def maximum(ctx: MatchContext, a: int, b: int) -> int:
    """#3(a, b): the larger value."""
    return max(a, b)


def minimum(ctx: MatchContext, a: int, b: int) -> int:
    """#4(a, b): the smaller value."""
    return min(a, b)


def last_bid_level(ctx: MatchContext) -> int:
    """#5: the level of the last bid (not pass, double, redouble) in the string; 0 if none."""
    bids = _bids(ctx.subject)
    return int(bids[-1][0]) if bids else 0


def last_bid_strain(ctx: MatchContext) -> int:
    """#6: the strain (C=0 .. N=4) of the last bid in the string; -1 if none."""
    bids = _bids(ctx.subject)
    return STRAINS.index(bids[-1][1]) if bids else -1


def absolute(ctx: MatchContext, x: int) -> int:
    """#7(x): the absolute value."""
    return abs(x)


DEFAULT_DISPATCH: dict[int, DispatchFunction] = {
    0: position,
    1: call_count,
    2: bid_rank,
    3: maximum,
    4: minimum,
    5: last_bid_level,
    6: last_bid_strain,
    7: absolute,
}
"""bridgec's default functions (see each function's docstring)."""
