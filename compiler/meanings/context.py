"""The auction a meaning is read in: the suits partner, our side and the opponents bid.

Words such as ``fit``, ``!c-fit``, ``3+ support`` and ``the other major`` name a suit only
through the auction. A suit counts as bid *naturally* only when the row that defines that
call (same auction, same call) reads as natural (no convention, artificial word or
``artificial`` flag) and states a length of that suit; any other call in a suit leaves the
context unclear, and the words that need it stay unread (docs/meanings.md, "The auction").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bridgec import ir
from bridgec.bridge.calls import MAJORS, SUITS, is_bid
from bridgec.meanings.auction import (
    OPENING_STRENGTH,
    Bounds,
    CallContext,
    hcp_bounds,
    least_length,
    meet,
    role,
)

if TYPE_CHECKING:
    from bridgec.meanings.references import References


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


_FORCING = frozenset({"F", "F1", "FG", "relay", "ASK", "INV+"})
_NOT_FORCING = frozenset({"NF", "S/O", "to play", "P/C"})
_ASKING = frozenset({"Stayman", "Puppet Stayman", "transfer", "RKCB", "Blackwood",
                     "fourth suit", "NMF", "XYZ", "Kickback"})


_STEPS = re.compile(r"\b([0-4])\s*/\s*([0-4])\s*[,;]\s*([0-4])\s*/\s*([0-4])\b")
_SCHEMES = {"RKCB 1430": ((1, 4), (0, 3)), "RKCB 3014": ((0, 3), (1, 4)),
            "RKCB 0314": ((0, 3), (1, 4))}


def _text(rule: ir.Rule) -> str:
    from bridgec.notation.inline import plain_text
    return plain_text(rule.meaning.description)


def _steps(answers: Sequence[str], tags: Sequence[str]) -> tuple[tuple[int, ...], ...]:
    """The key-card counts of the first two answers to a key-card ask: as the answer rows
    write them (``0/3, 1/4``), else as the ask names its scheme (``RKCB 1430``)."""
    for text in answers:
        m = _STEPS.search(text)
        if m is not None:
            a, b, c, d = (int(g) for g in m.groups())
            return ((a, b), (c, d))
    for tag in tags:
        if tag in _SCHEMES:
            return _SCHEMES[tag]
    return ()


def fit_length(shown: int) -> int:
    """The least length a fit for a suit partner showed ``shown`` or more cards of takes:
    eight cards together, at least two and at most four (a suit that may be short)."""
    return max(2, min(4, 8 - shown))


def _strain(call: str) -> str | None:
    """The suit of a suit bid; None for notrump, pass, double and redouble."""
    return call[1] if is_bid(call) and call[1] in SUITS else None


class Contexts:
    """The auction contexts of a document's rules, natural calls read from their rows."""

    def __init__(self, rules: Sequence[ir.Rule]) -> None:
        self._rows: dict[tuple[str, ...], ir.Rule] = {}
        for rule in rules:
            if isinstance(rule.call, ir.Call) and rule.auction is not None:
                key = (*(a.call for a in rule.auction), rule.call.name)
                self._rows.setdefault(key, rule)
        self._natural: dict[tuple[str, ...], int | None] = {}
        self._facts: dict[tuple[str, ...], tuple[Bounds | None, bool, bool,
                                                 tuple[str, ...]]] = {}
        self._answers: dict[tuple[str, ...], list[str]] = {}
        for key, rule in self._rows.items():
            self._answers.setdefault(key[:-1], []).append(_text(rule))
        self._calls: dict[tuple[str, ...], CallContext] = {}
        self._opening: tuple[int, tuple[tuple[str, int], ...]] | None = None
        self._all = rules
        self._references: References | None = None

    @property
    def references(self) -> References:
        """The document's rows to resolve ``idem``, ``see 1N-2!c`` and ``variant 2``."""
        if self._references is None:
            from bridgec.meanings.references import References

            self._references = References(self._all)
        return self._references

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
        return least_length(rule_constraint(row)[0], suit)

    def of(self, rule: ir.Rule) -> AuctionContext | None:
        """The context of a rule's call; None for a rule without a concrete auction."""
        if rule.auction is None:
            return None
        return self._suits(tuple(a.call for a in rule.auction))

    def call(self, rule: ir.Rule) -> CallContext | None:
        """The role, strength and forcing context of a rule's call (docs/meanings.md, "The
        auction's context"); None for a rule without a concrete auction."""
        if rule.auction is None:
            return None
        return self._call(tuple(a.call for a in rule.auction))

    def forced(self, calls: tuple[str, ...]) -> bool:
        """Whether partner's last call before the next call forces (it reads ``F``,
        ``F1``, ``FG``, a relay or an asking convention, and no ``NF``)."""
        return self._call(calls).forced

    def _opening_facts(self) -> tuple[int, tuple[tuple[str, int], ...]]:
        """The system's opening strength (the least HCP its one-level suit openings state)
        and the lengths those openings state."""
        if self._opening is None:
            from bridgec.meanings.auction import natural_suits
            from bridgec.meanings.rule import rule_constraint

            lows: list[int] = []
            lengths: list[tuple[str, int]] = []
            for suit in SUITS:
                row = self._rows.get((f"1{suit}",))
                if row is None:
                    continue
                c = rule_constraint(row)[0]
                hcp = hcp_bounds(c)
                if hcp is not None and hcp[0] is not None and 8 <= hcp[0] <= 13:
                    lows.append(hcp[0])
                n = natural_suits(c, f"1{suit}")
                if n is not None:
                    lengths.append((suit, n))
            self._opening = (min(lows) if lows else OPENING_STRENGTH, tuple(lengths))
        return self._opening

    def _row(self, calls: tuple[str, ...]) -> tuple[Bounds | None, bool, bool,
                                                    tuple[str, ...]]:
        """The HCP the last of ``calls`` showed, read in its context, whether it forces
        and whether it asks (a relay, an asking convention, an artificial call), and the
        conventions it names."""
        if calls not in self._facts:
            self._facts[calls] = self._read_row(calls)
        return self._facts[calls]

    def _read_row(self, calls: tuple[str, ...]) -> tuple[Bounds | None, bool, bool,
                                                         tuple[str, ...]]:
        from bridgec.meanings import read_meaning
        from bridgec.meanings.rule import rule_constraint
        from bridgec.notation.inline import plain_text

        row = self._rows.get(calls)
        before = calls[:-1]
        if row is None:
            if calls[-1] == "P" and all(c == "P" for c in before):
                return (None, self._opening_facts()[0] - 1), False, False, ()
            return None, False, False, ()
        c = rule_constraint(row, None, self._suits(before), self._call(before))[0]
        reading = read_meaning(plain_text(row.meaning.description), calls[-1],
                               row.expanded_from)
        words = set(reading.words)
        forcing = bool(words & _FORCING or set(reading.tags) & _ASKING) \
            and not words & _NOT_FORCING
        asks = row.meaning.artificial is True or bool(set(reading.tags) & _ASKING) \
            or bool(words & {"relay", "ASK", "ART"})
        return hcp_bounds(c), forcing, asks, reading.tags

    def _call(self, calls: tuple[str, ...]) -> CallContext:
        if calls in self._calls:
            return self._calls[calls]
        n = len(calls)
        kind, passed = role(calls)
        partner: list[Bounds] = []
        own: list[Bounds] = []
        for i in range(n % 2, n, 2):
            shown = self._row(calls[:i + 1])[0]
            if shown is not None:
                (own if (n - i) % 4 == 0 else partner).append(shown)
        last = self._row(calls[:n - 1]) if n >= 2 and calls[n - 2] != "P" else None
        forced, asked, tags = (last[1], last[2], last[3]) if last is not None \
            else (False, False, ())
        suits = self._suits(calls)
        mine = tuple((s, k) for s, k in self._lengths(calls, 0))
        contract = next((c for c in reversed(calls) if is_bid(c)), None)
        low, lengths = self._opening_facts()
        found = CallContext(kind, passed, meet(partner) if partner else None,
                            meet(own) if own else None, forced, asked, tags,
                            _steps(self._answers.get(calls, ()), tags), contract,
                            suits.partner,
                            mine, suits.theirs, low, lengths)
        self._calls[calls] = found
        return found

    def _lengths(self, calls: tuple[str, ...], seat: int) -> list[tuple[str, int]]:
        """The suits the bidder of the next call (``seat`` 0) bid naturally, with the
        most length shown."""
        n = len(calls)
        found: dict[str, int] = {}
        for i, call in enumerate(calls):
            suit = _strain(call)
            if suit is None or (n - i) % 4 != seat:
                continue
            shown = self.natural(calls[:i + 1])
            if shown is not None:
                found[suit] = max(found.get(suit, 0), shown)
        return list(found.items())

    def _suits(self, calls: tuple[str, ...]) -> AuctionContext:
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
