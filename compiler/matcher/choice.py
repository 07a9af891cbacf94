"""The rule for choosing a call, stated once for the runtime, the explanation and analyze.

An entry of a table node *applies* to a situation when its seat and vulnerability
conditions hold; it *matches* a hand when it applies and its predicate holds. Of the
matching entries the table answers all, in the node's rank order
(:mod:`bridgec.matcher.compile` sorts them), except that a GIB default rule gives way to
any other matching rule that is not a default and has at least its priority.
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgec.matcher.format import Entry


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
    return sum(1 << n for n, (seat, we, they) in enumerate(SITUATIONS)
               if applies(entry, seat, we, they))


def gives_way(default: Entry, other: Entry) -> bool:
    """Whether ``default`` is dropped when ``other`` matches too."""
    return default.default and not other.default and \
        (other.priority or 0) >= (default.priority or 0)


def answered(found: Sequence[int], entries: Sequence[Entry]) -> list[int]:
    """The matching entries ``found`` (indices, in rank order) that the table answers."""
    return [i for i in found if not entries[i].default
            or not any(j != i and gives_way(entries[i], entries[j]) for j in found)]
