"""SAYC cases and their scoring: the project's own test set (bench/data/sayc-*.txt) and the
published suite's dev half (``../shared/corpus/sayc/dev.tsv``, read in place, never copied).

A case is a hand, the calls before the bidder's from the dealer, the bidder's seat, the
vulnerability and the call expected. Both sources are scored the one way,
:func:`bid_case`: the public API's chosen call (:meth:`bridgec.bidding.Bidder.call`, a pass
when no understood rule fits). The suite's cases are dealt by North with the board's
absolute vulnerability (its README), so they carry ``dealer="N"`` and the API reads the
vulnerability for the bidder's side (:func:`bridgec.bridge.laws.relative_vulnerability`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from bridgec.bidding import Bidder

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "bench" / "data"
CASE_GLOB = "sayc-*.txt"
SECTION = "## section:"
VULS = ("none", "we", "they", "both")
SUITE = ROOT.parent / "shared" / "corpus" / "sayc" / "dev.tsv"
"""The published suite's dev half, beside the project (its README says how it was split)."""
SUITE_DEALER = "N"
SUITE_VULS = ("None", "Both", "N-S", "E-W")


class Case(NamedTuple):
    """One case: where it is written, its area (the suite's group), the situation and the
    call expected. ``dealer`` None: ``vul`` is relative to the bidder."""

    where: str
    section: str
    hand: str
    calls: tuple[str, ...]
    seat: int
    vul: str
    call: str
    topic: str
    dealer: str | None = None


class CaseError(ValueError):
    """A case file line that cannot be read; the message starts with ``file:line``."""


def case_files(folder: Path = CASES) -> list[Path]:
    """The SAYC case files, in name order."""
    return sorted(folder.glob(CASE_GLOB))


def read_cases(paths: Iterable[Path] | None = None) -> list[Case]:
    """Every case of ``paths`` (default: all case files), each with its section."""
    return [case for path in (case_files() if paths is None else paths)
            for case in _read_file(path)]


def _read_file(path: Path) -> list[Case]:
    cases: list[Case] = []
    section: str | None = None
    for number, line in enumerate(path.read_text().splitlines(), 1):
        where = f"{path.name}:{number}"
        if line.startswith(SECTION):
            section = line[len(SECTION):].strip()
            if not section:
                raise CaseError(f"{where}: the section has no name; write '{SECTION} <area>'")
        elif line.strip() and not line.startswith("#"):
            if section is None:
                raise CaseError(f"{where}: a case before any section; put a '{SECTION} <area>' "
                                "line above it")
            cases.append(_read_case(line, where, section))
    return cases


def _read_case(line: str, where: str, section: str) -> Case:
    fields = line.split(None, 5)
    if len(fields) != 6:
        raise CaseError(f"{where}: a case has six fields (hand, auction, seat, vulnerability, "
                        f"call, topic); this line has {len(fields)}")
    hand, auction, seat, vul, call, topic = fields
    if seat not in ("1", "2", "3", "4"):
        raise CaseError(f"{where}: seat '{seat}' is not 1, 2, 3 or 4 (counted from the dealer)")
    if vul not in VULS:
        raise CaseError(f"{where}: vulnerability '{vul}' is not one of {', '.join(VULS)}")
    calls = () if auction == "-" else tuple(auction.split("-"))
    return Case(where, section, hand, calls, int(seat), vul, call, topic)


def read_suite(path: Path = SUITE) -> list[Case]:
    """The cases of the suite's dev half: tab-separated group, hand, auction (from North),
    vulnerability (``None``, ``Both``, ``N-S``, ``E-W``) and call; ``#`` lines are comments.
    The bidder's seat is the number of calls modulo 4 plus 1.

    Raises:
        CaseError: a line that is not a case (``file:line`` and what is wrong).
        OSError: the file cannot be read (:func:`suite_missing` says why first).
    """
    cases: list[Case] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        where = f"{path.name}:{number}"
        fields = line.split("\t")
        if len(fields) != 5:
            raise CaseError(f"{where}: a suite case has five tab-separated fields (group, "
                            f"hand, auction, vulnerability, call); this line has {len(fields)}")
        group, hand, auction, vul, call = fields
        if vul not in SUITE_VULS:
            raise CaseError(f"{where}: vulnerability '{vul}' is not one of "
                            f"{', '.join(SUITE_VULS)}")
        calls = tuple(auction.split())
        cases.append(Case(where, group, hand, calls, len(calls) % 4 + 1, vul, call, group,
                          SUITE_DEALER))
    return cases


def suite_missing(path: Path = SUITE) -> str | None:
    """Why the suite cannot be read (the shared corpus is not beside the project), or None."""
    if path.is_file():
        return None
    return (f"the published SAYC suite is not at {path} (the shared corpus, read in place: "
            "clone the project beside shared/)")


def bid_case(bidder: Bidder, case: Case) -> str:
    """The call the system makes in ``case``: :meth:`bridgec.bidding.Bidder.call`, or
    ``error: ...`` when the API refuses the case (a bad hand or auction)."""
    from bridgec.bidding import BidError

    try:
        return bidder.call(case.hand, case.calls, seat=case.seat, vul=case.vul,
                           dealer=case.dealer)
    except BidError as exc:
        return f"error: {exc}"


def score_cases(cases: Iterable[Case], bid: Callable[[Case], str]
                ) -> tuple[dict[str, tuple[int, int]], list[str]]:
    """Cases bid as expected and cases in all, per section (in file order), and the misses,
    one line each: where, hand, auction, what was bid, what was expected, the topic."""
    areas: dict[str, tuple[int, int]] = {}
    misses: list[str] = []
    for case in cases:
        got = bid(case)
        right, total = areas.get(case.section, (0, 0))
        areas[case.section] = (right + (got == case.call), total + 1)
        if got != case.call:
            vul = f"{case.vul}, dealer {case.dealer}" if case.dealer else case.vul
            misses.append(f"{case.where}: {case.hand} after {'-'.join(case.calls) or '(none)'} "
                          f"({vul}): {got}, expected {case.call} ({case.topic})")
    return areas, misses


def score_with(bidder: Bidder, cases: list[Case]) -> dict[str, object]:
    """The score of ``cases`` as the bench writes it: cases, as expected, per area, misses."""
    areas, misses = score_cases(cases, lambda case: bid_case(bidder, case))
    return {"cases": len(cases), "expected": len(cases) - len(misses),
            "areas": {name: {"expected": right, "cases": total}
                      for name, (right, total) in areas.items()},
            "misses": misses}
