"""The auction a meaning is read in: the suits partner, our side and the opponents bid.

Words such as ``fit``, ``!c-fit``, ``3+ support`` and ``the other major`` name a suit only
through the auction. A suit counts as bid *naturally* only when the row that defines that
call (same auction, same call) reads as natural (no convention, artificial word or
``artificial`` flag) and states a length of that suit; any other call in a suit leaves the
context unclear, and the words that need it stay unread (docs/meanings.md, "The auction").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bridgec import ir
from bridgec.bridge.calls import MAJORS, SUITS, is_bid


@dataclass(frozen=True)
class AuctionContext:
    """What the auction before a call shows.

    ``partner``: partner's suits bid naturally, first bid first, each with the least length
    its row states; ``partner_clear``: every suit bid of partner's was read as natural.
    ``ours``: the suits our side (partner and the bidder) bid naturally; ``ours_clear``
    likewise. ``theirs``: the suits the opponents bid (any suit call of theirs).
    """

    partner: tuple[tuple[str, int], ...] = ()
    partner_clear: bool = True
    ours: tuple[str, ...] = ()
    ours_clear: bool = True
    theirs: tuple[str, ...] = ()

    def partner_suit(self, suit: str | None = None) -> tuple[str, int] | None:
        """Partner's one natural suit (or ``suit``, when partner bid it naturally)."""
        if suit is not None:
            return next((p for p in self.partner if p[0] == suit), None)
        if not self.partner_clear or len(self.partner) != 1:
            return None
        return self.partner[0]

    def other_major(self) -> str | None:
        """The major our side has not bid, when it bid exactly one (and every bid of ours
        in a suit was natural)."""
        bid = [s for s in self.ours if s in MAJORS]
        if not self.ours_clear or len(bid) != 1:
            return None
        return "S" if bid[0] == "H" else "H"

    def their_suit(self) -> str | None:
        """The opponents' one suit, when they bid exactly one that our side did not."""
        if len(self.theirs) != 1 or self.theirs[0] in self.ours:
            return None
        return self.theirs[0]


def fit_length(shown: int) -> int:
    """The least length a fit for a suit partner showed ``shown`` or more cards of takes:
    eight cards together, at least two and at most four (a suit that may be short)."""
    return max(2, min(4, 8 - shown))


def _strain(call: str) -> str | None:
    """The suit of a suit bid; None for notrump, pass, double and redouble."""
    return call[1] if is_bid(call) and call[1] in SUITS else None


def _shown(c: ir.Constraint | None, suit: str) -> int | None:
    """The least length of ``suit`` a constraint states outright (a length or an *and* of
    terms holding one)."""
    if isinstance(c, ir.Range) and isinstance(c.expr, ir.Feature) \
            and c.expr.name == "length" and c.expr.suit == suit and c.min:
        return c.min
    if isinstance(c, ir.And):
        found = [n for t in c.terms if (n := _shown(t, suit)) is not None]
        return max(found) if found else None
    return None


class Contexts:
    """The auction contexts of a document's rules, natural calls read from their rows."""

    def __init__(self, rules: Sequence[ir.Rule]) -> None:
        self._rows: dict[tuple[str, ...], ir.Rule] = {}
        for rule in rules:
            if isinstance(rule.call, ir.Call) and rule.auction is not None:
                key = (*(a.call for a in rule.auction), rule.call.name)
                self._rows.setdefault(key, rule)
        self._natural: dict[tuple[str, ...], int | None] = {}

    def natural(self, calls: tuple[str, ...]) -> int | None:
        """The length of its suit the last of ``calls`` shows, if its row reads as
        natural; None when not, or when no row defines it."""
        if calls not in self._natural:
            self._natural[calls] = self._read(calls)
        return self._natural[calls]

    def _read(self, calls: tuple[str, ...]) -> int | None:
        from bridgec.meanings import read_meaning
        from bridgec.meanings.rule import rule_constraint
        from bridgec.meanings.vocabulary import ARTIFICIAL
        from bridgec.notation.inline import plain_text

        row = self._rows.get(calls)
        suit = _strain(calls[-1])
        if row is None or suit is None or row.meaning.artificial:
            return None
        reading = read_meaning(plain_text(row.meaning.description), calls[-1],
                               row.expanded_from)
        if reading.tags or set(reading.words) & ARTIFICIAL:
            return None
        return _shown(rule_constraint(row)[0], suit)

    def of(self, rule: ir.Rule) -> AuctionContext | None:
        """The context of a rule's call; None for a rule without a concrete auction."""
        if rule.auction is None:
            return None
        calls = tuple(a.call for a in rule.auction)
        n = len(calls)
        partner: list[tuple[str, int]] = []
        ours: list[str] = []
        theirs: list[str] = []
        partner_clear = ours_clear = True
        for i, call in enumerate(calls):
            suit = _strain(call)
            if suit is None:
                continue
            if (n - i) % 2:
                if suit not in theirs:
                    theirs.append(suit)
                continue
            shown = self.natural(calls[:i + 1])
            mine = (n - i) % 4 == 0
            if shown is None:
                ours_clear = False
                partner_clear = partner_clear and mine
                continue
            if suit not in ours:
                ours.append(suit)
            if not mine and all(p[0] != suit for p in partner):
                partner.append((suit, shown))
            elif not mine:
                partner = [(s, max(k, shown) if s == suit else k) for s, k in partner]
        return AuctionContext(tuple(partner), partner_clear, tuple(ours), ours_clear,
                              tuple(theirs))
