"""The matcher runtime: load a compiled table and ask it what to bid.

>>> table = load("sayc.matcher")                                       # doctest: +SKIP
>>> table.bid("AKJ52.K984.Q73.6", "1C P", seat=3, vul="none")[0].call  # doctest: +SKIP
'1S'

``bid(hand, auction, seat, vul)`` answers the calls the system makes, best first:

* ``hand``: ``"AKJ52.K984.Q73.6"`` (S.H.D.C), a PBN hand ``"N:AKJ52.K984.Q73.6"`` or a
  :class:`bridgec.bridge.hand.Hand`;
* ``auction``: the calls so far from the dealer (``"1C P 1H P"``, ``["1C", "P"]``; ``:``
  or ``-`` also separate; ``Pass``, ``D``/``Dbl``, ``R``/``Rdbl``, ``NT`` are understood);
* ``seat``: the bidder's position counting from the dealer (1 = dealer). The auction's
  length already says it; when the two disagree, the auction is taken to omit the
  dealer's leading passes and passes are put in front of it to reach ``seat``;
* ``vul``: ``none``, ``we``, ``they``, ``both`` (``all``), or a pair of booleans
  (we vulnerable, they vulnerable).

Lookup: the auction's key (``"we:1C P"``: which side made the first call, and the calls) is
looked up with its leading passes; when the table has no node for it, without them (the
seat conditions then say who opened). GIB patterns are tried on the auction string
``P:1C:P:1H`` plus each call. A GIB default rule gives way to any other matching rule of at
least its priority.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import NamedTuple

from bridgec.bridge import hand as hands
from bridgec.constraints.evaluate import python_expr, vector
from bridgec.diagnostics import Span
from bridgec.matcher import format as mf
from bridgec.matcher.explain import failing

Vul = str | tuple[bool, bool] | None
NodeFn = Callable[[tuple[int, ...], hands.Hand, int, bool, bool], list[int]]

_CALL = re.compile(r"^([1-7])(C|D|H|S|N|NT)$")
_ALIASES = {"P": "P", "PASS": "P", "X": "X", "D": "X", "DBL": "X", "XX": "XX", "R": "XX",
            "RDBL": "XX"}
_VUL = {"none": (False, False), "we": (True, False), "they": (False, True),
        "both": (True, True), "all": (True, True)}
CACHE_LIMIT = 65536
"""Auctions whose lookup is remembered (the cache is emptied when it grows past this)."""
BIDS = tuple(f"{level}{s}" for level in range(1, 8) for s in "CDHSN")


class BidError(ValueError):
    """Bad arguments to :meth:`Table.bid`: the message says which and how to write it."""


class Candidate(NamedTuple):
    """A call the system makes, with what it means and where its rule was written."""

    call: str
    meaning: str
    span: Span | None
    rule: str
    priority: int | None = None
    default: bool = False
    inferred: bool = False
    weight: float = 1.0
    disposition: str | None = None


class Rejection(NamedTuple):
    """A rule of the auction that did not match, and why."""

    call: str
    rule: str
    span: Span | None
    reason: str


def _spellings() -> dict[str, str]:
    table = {c: c for c in BIDS}
    table.update({f"{c[0]}NT": c for c in BIDS if c[1] == "N"})
    table.update(_ALIASES)
    table.update({k.lower(): v for k, v in table.items()})
    table.update({k.capitalize(): v for k, v in table.items()})
    return table


_SPELLINGS = _spellings()


def parse_auction(auction: str | Sequence[str]) -> list[str]:
    """The calls of an auction, normalised (``1NT`` -> ``1N``, ``Pass`` -> ``P``)."""
    items = re.split(r"[\s:,\-]+", auction.strip()) if isinstance(auction, str) else auction
    spell = _SPELLINGS
    try:
        return [spell[item] for item in items if item]
    except KeyError:
        pass
    calls = []
    for item in items:
        if not item:
            continue
        word = item.upper()
        m = _CALL.match(word)
        if m:
            calls.append(m.group(1) + m.group(2)[0])
        elif word in _ALIASES:
            calls.append(_ALIASES[word])
        else:
            raise BidError(f"'{item}' is not a call (write 1C..7N, P, X, XX)")
    return calls


def parse_vul(vul: Vul) -> tuple[bool, bool]:
    """(we vulnerable, they vulnerable) from ``none/we/they/both`` or a pair."""
    if vul is None:
        return False, False
    if isinstance(vul, tuple):
        return bool(vul[0]), bool(vul[1])
    key = vul.strip().lower()
    if key not in _VUL:
        raise BidError(f"vulnerability '{vul}' is not one of none, we, they, both "
                       "(relative to the bidder)")
    return _VUL[key]


def read_hand(hand: str | hands.Hand) -> hands.Hand:
    """A hand from ``S.H.D.C`` text, PBN ``N:S.H.D.C`` or a Hand."""
    if isinstance(hand, hands.Hand):
        return hand
    text = hand.strip()
    if len(text) > 2 and text[1] == ":":
        text = text[2:].split()[0] if text[2:].split() else ""
    try:
        return hands.parse_hand(text)
    except hands.HandError as exc:
        raise BidError(str(exc)) from None


def auction_over(calls: Sequence[str]) -> bool:
    """Four passes, or three passes after a bid, double or redouble."""
    if len(calls) < 4 or any(c != "P" for c in calls[-3:]):
        return False
    return len(calls) == 4 or any(c != "P" for c in calls[:-3])


class Table:
    """A loaded matcher table with its predicates compiled to Python functions."""

    def __init__(self, table: mf.MatcherTable) -> None:
        self.table = table
        self.candidates = tuple(_candidate(e) for e in table.entries)
        self._goals: list[mf.PGoal] = []
        self._shapes: list[frozenset[int]] = []
        self._preds = [python_expr(p, self._goals, self._shapes) for p in table.predicates]
        self.notes: list[str] = []
        goal_fns = [self._hand_goal(g) for g in self._goals]
        self._env: dict[str, object] = {"_S": self._shapes, "_G": goal_fns}
        self._nodes: dict[str, NodeFn] = {n.key: self._node_fn(n) for n in table.nodes}
        self._any_default = any(e.default for e in table.entries)
        self._situations: dict[tuple[object, int | None], tuple[NodeFn | None, int,
                                                                list[str] | None]] = {}
        self._auction_matches: dict[tuple[int, str], bool] = {}
        """Pattern number and auction string -> whether the pattern matches (remembered)."""
        self._pattern_fns = [(p, self._node_fn(mf.Node(key="", entries=p.entries)))
                             for p in table.patterns]

    # -- compilation ----------------------------------------------------------------
    def _condition(self, entry: mf.Entry) -> str:
        parts = []
        if entry.seats:
            parts.append(f"s in {tuple(int(s) for s in entry.seats)!r}")
        for name, value in (("wv", entry.we_vulnerable), ("tv", entry.they_vulnerable)):
            if value is not None:
                parts.append(name if value else f"not {name}")
        if entry.predicate >= 0:
            parts.append(self._preds[entry.predicate])
        return " and ".join(parts) or "True"

    def _node_fn(self, node: mf.Node) -> NodeFn:
        lines = ["def _node(f, h, s, wv, tv):", "    r = []"]
        for i in node.entries:
            lines.append(f"    if {self._condition(self.table.entries[i])}: r.append({int(i)})")
        lines.append("    return r")
        namespace = dict(self._env)
        exec(compile("\n".join(lines), "<matcher-table>", "exec"), namespace)  # noqa: S102
        fn: NodeFn = namespace["_node"]  # type: ignore[assignment]
        return fn

    def _hand_goal(self, goal: mf.PGoal) -> Callable[[hands.Hand], bool]:
        gib = _gib()
        if gib is None:
            self.notes.append("GIB pattern constraints need bridgec.matcher.gib_match; they never "
                              "match in this installation")
            return lambda h: False
        return lambda h: bool(gib.match_pattern(goal.goal, hands.pattern_string(h)).matched)

    # -- lookup ---------------------------------------------------------------------
    def bid(self, hand: str | hands.Hand, auction: str | Sequence[str] = (),
            seat: int | None = None, vul: Vul = None) -> list[Candidate]:
        """The calls the system makes with ``hand`` after ``auction``, best first."""
        h = hand if type(hand) is hands.Hand else read_hand(hand)
        where = (auction if isinstance(auction, str) else tuple(auction), seat)
        situation = self._situations.get(where)
        if situation is None:
            situation = self._resolve(auction, seat)
            if len(self._situations) > CACHE_LIMIT:
                self._situations.clear()
            self._situations[where] = situation
        fn, opener_seat, calls = situation
        pair = _VUL.get(vul) if isinstance(vul, str) else None
        wv, tv = pair if pair is not None else parse_vul(vul)
        if fn is None and not self._pattern_fns:
            return []
        f = vector(h)
        found = fn(f, h, opener_seat, wv, tv) if fn is not None else []
        named: dict[int, str] = {}
        if self._pattern_fns and calls is not None:
            hits = self._patterns(calls, f, h, opener_seat, wv, tv)
            found = found + [i for i, _ in hits]
            named = {i: call for i, call in hits if not self.table.entries[i].call}
        if self._any_default and found:
            found = _drop_defaults(found, self.table.entries)
        candidates = self.candidates
        if named:
            return [candidates[i]._replace(call=named[i]) if i in named else candidates[i]
                    for i in found]
        return [candidates[i] for i in found]

    def _resolve(self, auction: str | Sequence[str],
                 seat: int | None) -> tuple[NodeFn | None, int, list[str] | None]:
        """The node function, the opener's seat and the calls (None once the auction is over)."""
        calls, opener_seat = self._situation(auction, seat)
        if auction_over(calls):
            return None, opener_seat, None
        key = next((k for k in self._keys(calls) if k in self._nodes), None)
        return (self._nodes[key] if key else None), opener_seat, calls

    def _situation(self, auction: str | Sequence[str],
                   seat: int | None) -> tuple[list[str], int]:
        calls = parse_auction(auction)
        if seat is not None:
            if seat not in (1, 2, 3, 4):
                raise BidError(f"seat {seat} is not 1-4 (the bidder's position from the dealer)")
            calls = ["P"] * ((seat - 1 - len(calls)) % 4) + calls
        leading = next((i for i, c in enumerate(calls) if c != "P"), len(calls))
        return calls, leading + 1

    def _keys(self, calls: list[str]) -> list[str]:
        n = len(calls)
        exact = mf.auction_key("we" if n % 2 == 0 else "they", calls)
        leading = next((i for i, c in enumerate(calls) if c != "P"), n)
        stripped = mf.auction_key("we" if (n - leading) % 2 == 0 else "they", calls[leading:])
        return [exact, stripped] if leading else [exact]

    def node_key(self, auction: str | Sequence[str], seat: int | None = None) -> str | None:
        """The key of the table node that answers this auction, if any."""
        calls, _ = self._situation(auction, seat)
        return next((k for k in self._keys(calls) if k in self._nodes), None)

    def _patterns(self, calls: list[str], f: tuple[int, ...], h: hands.Hand, s: int,
                  wv: bool, tv: bool) -> list[tuple[int, str]]:
        """Pattern entries that match, with the call each matched (the first that does)."""
        gib = _gib()
        if gib is None:
            return []
        prefix = ":".join("R" if c == "XX" else c for c in calls)
        hits: list[tuple[int, str]] = []
        seen = self._auction_matches
        if len(seen) > CACHE_LIMIT:
            seen.clear()
        for n, (pattern, fn) in enumerate(self._pattern_fns):
            for i in fn(f, h, s, wv, tv):
                call = self.table.entries[i].call
                for tried in [call] if call else [*BIDS, "P", "X", "R"]:
                    subject = f"{prefix}:{tried}" if prefix else tried
                    matched = seen.get((n, subject))
                    if matched is None:
                        matched = seen[(n, subject)] = bool(
                            gib.match_auction(pattern.goal, subject).matched)
                    if matched:
                        hits.append((i, "XX" if tried == "R" else tried))
                        break
        return sorted(hits, key=lambda hit: (-(self.table.entries[hit[0]].priority or 0),
                                             hit[0]))

    # -- explanation ----------------------------------------------------------------
    def explain(self, hand: str | hands.Hand, auction: str | Sequence[str] = (),
                seat: int | None = None, vul: Vul = None) -> list[Rejection]:
        """Why each other rule of this auction's node did not match."""
        h = read_hand(hand)
        calls, opener_seat = self._situation(auction, seat)
        wv, tv = parse_vul(vul)
        key = self.node_key(calls)
        if key is None:
            return []
        node = next(n for n in self.table.nodes if n.key == key)
        chosen = {c.rule for c in self.bid(h, calls, None, (wv, tv))}
        f = vector(h)
        out = []
        for i in node.entries:
            entry = self.table.entries[i]
            if entry.rule in chosen:
                continue
            reason = _why_not(entry, self.table, f, opener_seat, wv, tv)
            out.append(Rejection(entry.call, entry.rule, entry.span, reason))
        return out


def _drop_defaults(found: list[int], entries: tuple[mf.Entry, ...]) -> list[int]:
    keep = []
    for i in found:
        e = entries[i]
        if e.default and any(not entries[j].default and (entries[j].priority or 0)
                             >= (e.priority or 0) for j in found if j != i):
            continue
        keep.append(i)
    return keep


def _candidate(e: mf.Entry) -> Candidate:
    return Candidate(e.call, e.meaning, e.span, e.rule, e.priority, e.default, e.inferred,
                     e.weight, e.disposition)


def _why_not(entry: mf.Entry, table: mf.MatcherTable, f: tuple[int, ...], seat: int,
             wv: bool, tv: bool) -> str:
    if entry.seats and seat not in entry.seats:
        return f"opened in seat {seat}; the rule is for seat(s) {list(entry.seats)}"
    for name, want, have in (("we", entry.we_vulnerable, wv),
                             ("they", entry.they_vulnerable, tv)):
        if want is not None and want != have:
            return f"{name} {'are' if have else 'are not'} vulnerable"
    if entry.predicate < 0:
        return "outranked by another call"
    return failing(table.predicates[entry.predicate], f) or "outranked by another call"


def _gib() -> ModuleType | None:
    try:
        from bridgec.matcher import gib_match as match
    except ImportError:
        return None
    return match


def load(path: str | Path) -> Table:
    """Load a table written by ``bridgec convert SYSTEM -t matcher``.

    Raises:
        bridgec.matcher.format.TableError: the file is not a usable table.
        OSError: the file cannot be read.
    """
    return Table(mf.decode(Path(path).read_bytes()))


def from_bytes(data: bytes) -> Table:
    """A table from MessagePack bytes (as the emitter returns them)."""
    return Table(mf.decode(data))
