"""The priority model: which rules match, in what order, and which call the system makes.
Stated once for the table compiler, ``bid``, ``analyze`` and the Table Manager robot
(docs/matching.md).

An entry of a table node *applies* to a situation when its seat and vulnerability
conditions hold; it *matches* a hand when it applies and its predicate holds. Matching
entries are ranked by :func:`rank`:

1. explicit priority, higher first (GIB priorities; other sources have none);
2. understood before *unknown* (a rule whose meaning gave no constraint is not a rule that
   fits every hand: it matches, is marked, and comes after every rule with a constraint);
3. specificity: the lower the share of random hands the constraint admits, the earlier
   (``1N 15-17 BAL`` before ``1C 11+``); GIB auction patterns skip this step, as GIB ranks
   by priority and then by the order of its database; at equal specificity, a rule limited
   to seats or vulnerability (``#SEAT 34``: a passed hand's Drury) before one that is not;
4. the order the rules are written in.

Of the matching entries the table answers all, in rank order, except that a GIB default
rule gives way to any other matching rule that is not a default and has at least its
priority (:func:`answered`). The system's call is the first answered entry that is not
unknown (:func:`chosen`): when only unknown rules match, the system makes no call it
understands (``bid`` lists them marked, ``analyze`` counts the hand apart, the robot
passes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from bridgec.matcher.format import Entry

SILENT_PASS = "Pass: no call of the system fits, and partner's last call does not force"
"""The meaning of the pass a player makes where the system is silent: a default entry the
table compiler adds to an auction of ours with no pass written (docs/matching.md)."""


def silent(entry: Entry) -> bool:
    """Whether ``entry`` is the pass the table adds where the system is silent."""
    return entry.default and entry.call == "P" and entry.meaning == SILENT_PASS


def unmet_condition(entry: Entry, seat: int, we_vul: bool, they_vul: bool) -> str | None:
    """Why ``entry`` does not apply in this seat (counted from the dealer) and
    vulnerability, or None when it applies."""
    if entry.seats and seat not in entry.seats:
        return f"opened in seat {seat}; the rule is for seat(s) {list(entry.seats)}"
    for name, want, have in (("we", entry.we_vulnerable, we_vul),
                             ("they", entry.they_vulnerable, they_vul)):
        if want is not None and want != have:
            return f"{name} {'are' if have else 'are not'} vulnerable"
    return None


def applies(entry: Entry, seat: int, we_vul: bool, they_vul: bool) -> bool:
    """Whether ``entry``'s seat and vulnerability conditions hold."""
    return unmet_condition(entry, seat, we_vul, they_vul) is None


SITUATIONS = tuple((seat, we, they) for seat in (1, 2, 3, 4) for we in (False, True)
                   for they in (False, True))
"""Every situation that seat and vulnerability conditions tell apart, numbered by position."""
EVERYWHERE = (1 << len(SITUATIONS)) - 1


def situation(seat: int, we_vul: bool, they_vul: bool) -> int:
    """The number of a situation in :data:`SITUATIONS`."""
    return 4 * (seat - 1) + 2 * we_vul + they_vul


def applies_where(entry: Entry) -> int:
    """The situations ``entry`` applies in, as a bit mask over :data:`SITUATIONS`."""
    if not entry.seats and entry.we_vulnerable is None and entry.they_vulnerable is None:
        return EVERYWHERE  # most entries: no conditions
    return sum(1 << n for n, (seat, we, they) in enumerate(SITUATIONS)
               if applies(entry, seat, we, they))


def rank(entry: Entry, index: int, *,
         pattern: bool = False) -> tuple[int, bool, float, bool, int]:
    """The sort key of an entry (its index in the table = the order written): smaller ranks
    first. ``pattern``: a GIB auction pattern entry, ranked without specificity."""
    general = not (entry.seats or entry.we_vulnerable is not None
                   or entry.they_vulnerable is not None)
    return (-(entry.priority or 0), entry.unknown, 1.0 if pattern else entry.weight,
            general, index)


def gives_way(default: Entry, other: Entry) -> bool:
    """Whether ``default`` is dropped when ``other`` matches too."""
    return default.default and not other.default and \
        (other.priority or 0) >= (default.priority or 0)


def answered(found: Sequence[int], entries: Sequence[Entry]) -> list[int]:
    """The matching entries ``found`` (indices, in rank order) that the table answers."""
    return [i for i in found if not entries[i].default
            or not any(j != i and gives_way(entries[i], entries[j]) for j in found)]


class Known(Protocol):
    """Anything that says whether its rule is unknown (an entry, a candidate)."""

    @property
    def unknown(self) -> bool: ...


K = TypeVar("K", bound=Known)


def chosen(ranked: Sequence[K], usable: Callable[[K], bool] | None = None) -> K | None:
    """The system's call among answered rules in rank order: the first that is understood
    (and ``usable``, e.g. legal at the table), or None when there is none."""
    for item in ranked:
        if not item.unknown and (usable is None or usable(item)):
            return item
    return None
