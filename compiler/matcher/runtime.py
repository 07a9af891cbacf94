"""The matcher runtime: load a compiled table and ask it what to bid.

>>> table = load("sayc.matcher")                                       # doctest: +SKIP
>>> table.bid("AKJ52.K984.Q73.6", "1C P", seat=3, vul="none")[0].call  # doctest: +SKIP
'1S'

``bid(hand, auction, seat, vul)`` answers the calls the system makes, best first:

* ``hand``: ``"AKJ52.K984.Q73.6"`` (S.H.D.C), a PBN hand ``"N:AKJ52.K984.Q73.6"`` or a
  :class:`bridgec.bridge.hand.Hand`;
* ``auction``: the calls so far from the dealer (``"1C P 1H P"``, ``["1C", "P"]``; ``:``
  or ``-`` also separate; ``Pass``, ``D``/``Dbl``, ``R``/``Rdbl``, ``NT`` are understood;
  the opponents' calls may be written in parentheses, ``1C (1H) X``). An auction that
  could not have happened raises :class:`IllegalAuction`, naming the call;
* ``seat``: the bidder's position counting from the dealer (1 = dealer). The auction's
  length already says it; when the two disagree, the auction is taken to omit the
  dealer's leading passes and passes are put in front of it to reach ``seat``;
* ``vul``: ``none``, ``we``, ``they``, ``both`` (``all``), or a pair of booleans
  (we vulnerable, they vulnerable).

Lookup: the auction's key (``"we:1C P"``: which side made the first call, and the calls) is
looked up with its leading passes; when the table has no node for it, without them (the
seat conditions then say who opened). GIB patterns are tried on the auction string
``P:1C:P:1H`` plus each call. The order of the candidates, and which one is the system's
call (:meth:`Table.call`), is :mod:`bridgec.matcher.choice` (docs/matching.md): rules whose
meaning gave no constraint come last, marked ``unknown``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import NamedTuple

from bridgec import ir
from bridgec.bridge import hand as hands
from bridgec.bridge.auction import auction_over
from bridgec.bridge.calls import BIDS, call_order
from bridgec.bridge.features import vector_function
from bridgec.constraints.python import Source
from bridgec.diagnostics import Span
from bridgec.matcher import format as mf
from bridgec.matcher.auction_reader import AuctionError, read_auction
from bridgec.matcher.choice import EVERYWHERE, answered, applies_where, chosen, rank, situation
from bridgec.matcher.explain import rejection

Vul = str | tuple[bool, bool] | None
NodeFn = Callable[[tuple[int, ...], hands.Hand, int], list[int]]
"""The matching entries of a node for a feature vector, a hand and a situation number."""
Situation = tuple[NodeFn | None, int, list[str] | None]
"""The node's function (None: no node), the situation number (seat and vulnerability) and
the calls (None once the auction is over)."""

_VUL = {"none": (False, False), "we": (True, False), "they": (False, True),
        "both": (True, True), "all": (True, True)}
COMPILE_LINES = 2000
"""Lines of generated code compiled at once when a table is loaded."""
CACHE_LIMIT = 65536
"""Auctions whose lookup is remembered (the cache is emptied when it grows past this)."""


class BidError(ValueError):
    """Bad arguments to :meth:`Table.bid`: the message says which and how to write it."""


class IllegalAuction(BidError):
    """An auction that could not have happened; ``error`` locates the call in its text."""

    def __init__(self, error: AuctionError) -> None:
        super().__init__(str(error))
        self.error = error


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
    understood: float = 1.0
    unknown: bool = False


class Rejection(NamedTuple):
    """A rule of the auction that did not match, and why."""

    call: str
    rule: str
    span: Span | None
    reason: str


def parse_vul(vul: Vul) -> tuple[bool, bool]:
    """(we vulnerable, they vulnerable) from ``none/we/they/both`` or a pair."""
    if vul is None:
        return False, False
    if isinstance(vul, tuple):
        return bool(vul[0]), bool(vul[1])
    key = vul.strip().lower()
    if key not in _VUL:
        raise BidError(f"vulnerability '{vul}' is not one of none, we, they, both "
                       "(relative to the bidder; name the dealer to give the board's: "
                       "None, NS, EW, All)")
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


class Table:
    """A loaded matcher table with its predicates compiled to Python functions.

    ``table`` is one :func:`bridgec.matcher.format.load_table` checked (or the compiler
    made): every index in range, every tree within the IR's depth.
    """

    def __init__(self, table: mf.MatcherTable) -> None:
        self.table = table
        self.candidates = tuple(_candidate(e) for e in table.entries)
        self.notes: list[str] = []
        """Why some rules never match (GIB goals that cannot be evaluated), each once."""
        self._broken: set[int] = set()
        source = Source()
        try:
            self._preds = [source.expression(p) for p in table.predicates]
        except ValueError as exc:
            raise mf.TableError(f"a predicate of the table cannot be compiled: {exc}") from None
        self._env: dict[str, object] = {
            "_S": source.shapes, "_G": [self._hand_goal(g) for g in source.goals]}
        self._vector = vector_function()
        self._node_entries = {n.key: n.entries for n in table.nodes}
        fns = self._compile([n.entries for n in table.nodes]
                            + [p.entries for p in table.patterns])
        self._nodes = dict(zip(self._node_entries, fns[:len(table.nodes)], strict=True))
        self._pattern_fns = fns[len(table.nodes):]
        self._any_default = any(e.default for e in table.entries)
        self._situations: dict[tuple[object, int | None, Vul], Situation] = {}
        self._auction_matches: dict[tuple[int, str], bool] = {}
        """Pattern number and auction string -> whether the pattern matches (remembered)."""

    # -- compilation ----------------------------------------------------------------
    def _compile(self, groups: list[tuple[int, ...]]) -> list[NodeFn]:
        """Each group of entries (a node's or a pattern's, in rank order) as a function: the
        entries that apply in situation ``q`` (:func:`bridgec.matcher.choice.situation`) and
        whose predicate holds. Functions are compiled some thousand lines at a time: a
        ``compile`` per node costs more than the node's code."""
        fns: list[NodeFn] = []
        lines: list[str] = []
        first = 0
        for n, entries in enumerate(groups):
            lines += self._source(f"_n{n}", entries)
            if len(lines) >= COMPILE_LINES or n == len(groups) - 1:
                namespace = dict(self._env)
                exec(compile("\n".join(lines), "<matcher-table>", "exec"), namespace)  # noqa: S102
                fns += [namespace[f"_n{k}"] for k in range(first, n + 1)]  # type: ignore[misc]
                lines, first = [], n + 1
        return fns

    def _source(self, name: str, entries: tuple[int, ...]) -> list[str]:
        lines = [f"def {name}(f, h, q):", "    r = []"]
        for i in entries:
            entry = self.table.entries[i]
            where = applies_where(entry)
            tests = [] if where == EVERYWHERE else [f"{int(where)} >> q & 1"]
            if entry.predicate >= 0:
                tests.append(self._preds[entry.predicate])
            lines.append(f"    if {' and '.join(tests) or 'True'}: r.append({int(i)})")
        lines.append("    return r")
        return lines

    def goal_matches(self, goal: ir.Goal, hand: hands.Hand) -> bool:
        """Whether ``hand``'s pattern string matches a GIB constraint goal."""
        return self._gib_matches(goal, hands.pattern_string(hand), pattern=True)

    def _gib_matches(self, goal: ir.Goal, subject: str, *, pattern: bool) -> bool:
        """Whether a GIB goal matches; a goal that cannot be evaluated (a ``#n`` the
        dispatch table lacks, too many steps) never matches, and a note says why, once
        (the goal is not tried again)."""
        gib = _gib()
        if gib is None or id(goal) in self._broken:
            return False
        try:
            return bool(gib.match_goal(goal, subject, pattern=pattern).matched)
        except gib.GibMatchError as exc:
            self._broken.add(id(goal))  # the table keeps its goals alive
            self.notes.append(f"{goal.span or 'a GIB goal'}: '{goal.source}' never matches: "
                              f"{exc}")
            return False

    def _hand_goal(self, goal: ir.Goal) -> Callable[[hands.Hand], bool]:
        if _gib() is None:
            self.notes.append("GIB pattern constraints need bridgec.matcher.gib_match; they "
                              "never match in this installation")
        return lambda h: self.goal_matches(goal, h)

    # -- lookup ---------------------------------------------------------------------
    def bid(self, hand: str | hands.Hand, auction: str | Sequence[str] = (),
            seat: int | None = None, vul: Vul = None) -> list[Candidate]:
        """The calls the system makes with ``hand`` after ``auction``, best first."""
        h = hand if type(hand) is hands.Hand else read_hand(hand)
        where = (auction if isinstance(auction, str) else tuple(auction), seat, vul)
        known = self._situations.get(where)
        if known is None:
            known = self._resolve(auction, seat, vul)
            if len(self._situations) > CACHE_LIMIT:
                self._situations.clear()
            self._situations[where] = known
        fn, q, calls = known
        if fn is None and (calls is None or not self.table.patterns):
            return []
        f = self._vector(h)
        found = fn(f, h, q) if fn is not None else []
        named: dict[int, str] = {}
        if calls is not None and self.table.patterns:
            hits = self._patterns(calls, f, h, q)
            if hits:
                found = self._merge(found, [i for i, _ in hits])
            named = {i: call for i, call in hits if not self.table.entries[i].call}
        if self._any_default and found:
            found = answered(found, self.table.entries)
        candidates = self.candidates
        if named:
            return [candidates[i]._replace(call=named[i]) if i in named else candidates[i]
                    for i in found]
        return [candidates[i] for i in found]

    def call(self, hand: str | hands.Hand, auction: str | Sequence[str] = (),
             seat: int | None = None, vul: Vul = None) -> Candidate | None:
        """The system's call (:func:`bridgec.matcher.choice.chosen`): the first candidate
        that is understood, or None."""
        return chosen(self.bid(hand, auction, seat, vul))

    def _merge(self, found: list[int], hits: list[int]) -> list[int]:
        """Node entries and pattern entries together, in rank order."""
        entries = self.table.entries
        patterned = set(hits)
        return sorted([*found, *hits],
                      key=lambda i: rank(entries[i], i, pattern=i in patterned))

    def _resolve(self, auction: str | Sequence[str], seat: int | None, vul: Vul) -> Situation:
        calls, opener_seat = self._situation(auction, seat)
        wv, tv = parse_vul(vul)
        q = situation(opener_seat, wv, tv)
        if auction_over(calls):
            return None, q, None
        key = next((k for k in self._keys(calls) if k in self._nodes), None)
        return (self._nodes[key] if key is not None else None), q, calls

    def _situation(self, auction: str | Sequence[str],
                   seat: int | None) -> tuple[list[str], int]:
        try:
            calls = read_auction(auction)
        except AuctionError as exc:
            if exc.illegal:
                raise IllegalAuction(exc) from None
            raise BidError(str(exc)) from None
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

    def calls(self, auction: str | Sequence[str], seat: int | None = None) -> list[str]:
        """The calls of ``auction`` from the dealer (passes added to reach ``seat``)."""
        return self._situation(auction, seat)[0]

    def node_key(self, auction: str | Sequence[str], seat: int | None = None) -> str | None:
        """The key of the table node that answers this auction, if any."""
        calls, _ = self._situation(auction, seat)
        return next((k for k in self._keys(calls) if k in self._node_entries), None)

    def _patterns(self, calls: list[str], f: tuple[int, ...], h: hands.Hand,
                  q: int) -> list[tuple[int, str]]:
        """Pattern entries that match, with the call each matched (the first that does)."""
        gib = _gib()
        if gib is None:
            return []
        fns = self._pattern_fns
        prefix = ":".join("R" if c == "XX" else c for c in calls)
        hits: list[tuple[int, str]] = []
        seen = self._auction_matches
        if len(seen) > CACHE_LIMIT:
            seen.clear()
        for n, (pattern, fn) in enumerate(zip(self.table.patterns, fns, strict=True)):
            for i in fn(f, h, q):
                call = self.table.entries[i].call
                for tried in [call] if call else [*BIDS, "P", "X", "R"]:
                    subject = f"{prefix}:{tried}" if prefix else tried
                    matched = seen.get((n, subject))
                    if matched is None:
                        matched = seen[(n, subject)] = self._gib_matches(
                            pattern.goal, subject, pattern=False)
                    if matched:
                        hits.append((i, "XX" if tried == "R" else tried))
                        break
        entries = self.table.entries
        return sorted(hits, key=lambda hit: rank(entries[hit[0]], hit[0], pattern=True))

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
        answering = {c.rule for c in self.bid(h, calls, None, (wv, tv))}
        f = self._vector(h)
        out = []
        for i in self._node_entries[key]:
            entry = self.table.entries[i]
            if entry.rule in answering:
                continue
            reason = rejection(entry, self.table, f, h, self.goal_matches,
                               (opener_seat, wv, tv))
            out.append(Rejection(entry.call, entry.rule, entry.span, reason))
        return sorted(out, key=lambda r: call_order(r.call))  # bidding order, then the node's


def _candidate(e: mf.Entry) -> Candidate:
    return Candidate(e.call, e.meaning, e.span, e.rule, e.priority, e.default, e.inferred,
                     e.weight, e.disposition, e.understood, e.unknown)


@lru_cache(maxsize=1)
def _gib() -> ModuleType | None:
    try:
        from bridgec.matcher import gib_match as match
    except ImportError:
        return None
    return match


def load(path: str | Path) -> Table:
    """Load a table written by ``bridgec convert SYSTEM -t matcher``, checked whole
    (:func:`bridgec.matcher.format.load_table`).

    Raises:
        bridgec.matcher.format.TableError: the file is not a usable table.
        OSError: the file cannot be read.
    """
    with open(path, "rb") as file:
        data = file.read(mf.MAX_TABLE_BYTES + 1)  # a larger file is refused unread
    return Table(mf.load_table(data))


def from_bytes(data: bytes) -> Table:
    """A table from MessagePack bytes (as the emitter returns them), checked whole."""
    return Table(mf.load_table(data))
