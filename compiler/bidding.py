"""The robot author's API: load a system once, then ask it what to bid.

:func:`load_bidder` reads a ``.matcher`` table, or any system file compiled through the one
pipeline (``bridgec convert SYSTEM -t matcher`` in memory); the :class:`Bidder` it returns
answers, for a hand after an auction, the calls the system makes in rank order
(:meth:`Bidder.calls`, what ``bridgec bid`` lists) and the one it chooses
(:meth:`Bidder.call`, what the Table Manager robot bids). See docs/api.md.

Bad input raises, with a message that says what is wrong and how to write it:

* :class:`LoadError`: the system has errors (``diagnostics`` and :meth:`LoadError.render`
  hold them, located) or the table file is not usable;
* :class:`BidError` (a ``ValueError``): a bad hand, seat, vulnerability or dealer, or an
  auction that is not calls;
* :class:`IllegalAuction` (a ``BidError``): calls that could not have been made, with the
  call's place in the text (``error.start``, ``error.end``).

Example:
    >>> import bridgec
    >>> sayc = bridgec.load_bidder("examples/sayc.bml")
    >>> sayc.call("AKJ52.K984.Q73.6", "1C P")
    '1S'
"""

from __future__ import annotations

import os
from collections.abc import Sequence

import msgspec

from bridgec.bridge import hand as hands
from bridgec.bridge.auction import legal_call
from bridgec.bridge.laws import bidder_seat, relative_vulnerability
from bridgec.diagnostics import Diagnostic
from bridgec.matcher import format as mf
from bridgec.matcher import runtime
from bridgec.matcher.choice import chosen
from bridgec.matcher.runtime import BidError, Candidate, IllegalAuction, Rejection, Table, Vul
from bridgec.options import ParseOptions
from bridgec.pipeline import Result, SourceCache, compile_path

Hand = str | hands.Hand
Auction = str | Sequence[str]


class LoadError(Exception):
    """A system or table that cannot be bid with: ``result`` is the compilation's result
    (None for a ``.matcher`` file), ``diagnostics`` its located messages."""

    def __init__(self, message: str, result: Result | None = None) -> None:
        super().__init__(message)
        self.result = result
        self.diagnostics: tuple[Diagnostic, ...] = result.diagnostics if result else ()

    def render(self) -> str:
        """The errors as the CLI prints them (``file:line:col``, the line, a hint)."""
        return self.result.render(errors_only=True) if self.result else str(self)


class Bidder:
    """A loaded system: ranked calls and the chosen call for a hand after an auction.

    ``auction`` is the calls so far from the dealer (``"1C P 1H P"``, ``["1C", "P"]``, the
    opponents' calls may be in parentheses: ``1C (1H) X``). ``seat`` is the bidder's
    position from the dealer (1-4; default: from the auction's length; when given and
    different, the auction is taken to omit the dealer's leading passes). ``vul`` is
    relative to the bidder: ``none``, ``we``, ``they``, ``both`` or a pair of booleans
    (we, they); with ``dealer`` (``N``, ``E``, ``S``, ``W``) it may be the board's absolute
    vulnerability instead, ``None``, ``NS``, ``EW`` or ``All`` (``N-S``, ``E-W``, ``Both``),
    read for the bidder's side (the dealer's seat plus one per call).
    """

    __slots__ = ("_bid", "_legal_after", "table")

    def __init__(self, table: Table) -> None:
        self.table = table
        """The runtime table (``bridgec.matcher.runtime.Table``), for ``analyze``."""
        self._bid = table.bid
        self._legal_after: dict[tuple[object, int | None], tuple[dict[str, bool], list[str]]] = {}
        """(auction, seat) -> whether each call asked about is legal there, and the calls."""

    def calls(self, hand: Hand, auction: Auction = "", *, seat: int | None = None,
              vul: Vul = "none", dealer: str | None = None) -> list[Candidate]:
        """Every call the system makes with ``hand`` after ``auction``, best first (what
        ``bridgec bid`` lists); empty when no rule fits or the auction is over."""
        if dealer is not None:
            vul = self._relative(vul, dealer, auction, seat)
        return self._bid(hand, auction, seat, vul)

    def call(self, hand: Hand, auction: Auction = "", *, seat: int | None = None,
             vul: Vul = "none", dealer: str | None = None) -> str:
        """The system's call: the first of :meth:`calls` that is understood (not
        ``unknown``) and legal after ``auction``; ``P`` when there is none (as a player
        passes where the system is silent)."""
        found = self.calls(hand, auction, seat=seat, vul=vul, dealer=dealer)
        if not found:
            return "P"
        best = chosen(found, lambda c: c.call == "P" or self._legal(auction, seat, c.call))
        return "P" if best is None else best.call

    def explain(self, hand: Hand, auction: Auction = "", *, seat: int | None = None,
                vul: Vul = "none", dealer: str | None = None) -> list[Rejection]:
        """Why each other rule written for this auction did not match ``hand``."""
        if dealer is not None:
            vul = self._relative(vul, dealer, auction, seat)
        return self.table.explain(hand, auction, seat, vul)

    @property
    def notes(self) -> list[str]:
        """What the table noticed while bidding: rules that never match, and why."""
        return self.table.notes

    def _legal(self, auction: Auction, seat: int | None, call: str) -> bool:
        """Whether ``call`` is legal after ``auction`` (remembered per auction and call:
        it does not depend on the hand)."""
        key = (auction if isinstance(auction, str) else tuple(auction), seat)
        known = self._legal_after.get(key)
        if known is None:
            if len(self._legal_after) > runtime.CACHE_LIMIT:
                self._legal_after.clear()
            known = self._legal_after[key] = ({}, self.table.calls(auction, seat))
        verdicts, calls = known
        verdict = verdicts.get(call)
        if verdict is None:
            verdict = verdicts[call] = legal_call(calls, call) is None
        return verdict

    def _relative(self, vul: Vul, dealer: str, auction: Auction, seat: int | None) -> Vul:
        """``vul`` relative to the bidder when it is an absolute word (``NS``...)."""
        if not isinstance(vul, str) or vul.strip().lower() in ("we", "they"):
            return vul
        calls = len(self.table.calls(auction, seat))  # raises for a bad auction
        try:
            return relative_vulnerability(vul, bidder_seat(dealer.strip().upper(), calls))
        except ValueError as exc:
            raise BidError(str(exc)) from None


def load_bidder(path: str | os.PathLike[str], *, from_: str | None = None,
                sources: SourceCache | None = None, read: list[str] | None = None,
                **options: object) -> Bidder:
    """A :class:`Bidder` for a system file (compiled through the pipeline; the format from
    its extension unless ``from_`` names it) or a ``.matcher`` table (``from_="matcher"``
    reads any file as one).

    ``options`` are the parse options of :func:`bridgec.convert_file`. The files read (the
    system, its includes) are added to ``read``; ``sources`` is the pipeline's cache of
    source files, shared with other compilations.

    Raises:
        LoadError: the system has errors, or the file cannot be read or is not a table.
    """
    unknown = sorted(set(options) - set(ParseOptions.__struct_fields__))
    if unknown:
        raise TypeError(f"unknown option {unknown[0]!r} (options: "
                        f"{', '.join(sorted(ParseOptions.__struct_fields__))})")
    name = os.fspath(path)
    if from_ == "matcher" or (from_ is None and name.endswith(".matcher")):
        if read is not None:
            read.append(name)
        try:
            return Bidder(runtime.load(name))
        except FileNotFoundError:
            raise LoadError(f"{name}: no such file") from None
        except mf.TableError as exc:
            raise LoadError(f"{name}: {exc}") from None
        except OSError as exc:
            raise LoadError(f"{name}: cannot read: {exc.strerror}") from None
    parse = msgspec.convert(options, ParseOptions)
    result = compile_path(name, from_=from_, to="matcher", parse_options=parse,
                          sources=sources)
    if read is not None:
        read.extend(result.read)
    if not isinstance(result.output, bytes):
        raise LoadError(result.render(errors_only=True) or f"{name}: no table", result)
    return Bidder(runtime.from_bytes(result.output))


def bidder_from_table(data: bytes) -> Bidder:
    """A :class:`Bidder` for the bytes of a matcher table (``convert_file(..., "matcher")``).

    Raises:
        LoadError: the bytes are not a usable table.
    """
    try:
        return Bidder(runtime.from_bytes(data))
    except mf.TableError as exc:
        raise LoadError(f"not a usable matcher table: {exc}") from None


__all__ = ["BidError", "Bidder", "Candidate", "IllegalAuction", "LoadError", "Rejection",
           "bidder_from_table", "load_bidder"]
