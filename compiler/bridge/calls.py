"""Calls: the strains in order, the rank of a bid, and reading calls as people write them.

Calls use the IR names: ``P``, ``X``, ``XX`` and the 35 bids ``1C`` .. ``7N``. A bid's rank
counts from 0 for ``1C`` to 34 for ``7N``: five strains a level, clubs lowest, no trump
highest.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

STRAINS = "CDHSN"
"""The strains from the lowest; a strain's index is its order within a level."""
SUITS = ("C", "D", "H", "S")
"""The four suits from the lowest."""
MINORS, MAJORS = ("C", "D"), ("H", "S")
BIDS = tuple(f"{level}{strain}" for level in range(1, 8) for strain in STRAINS)
"""All 35 bids in rank order."""
PASS, DOUBLE, REDOUBLE = "P", "X", "XX"
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
"""The suit symbols (clubs, diamonds, hearts, spades) that text for people shows."""
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
"""The suits' names in English, as messages and descriptions say them."""
_MARKED_SUIT = re.compile(r"!([cdhs])")

_ALIASES = {"P": PASS, "PASS": PASS, "X": DOUBLE, "D": DOUBLE, "DBL": DOUBLE,
            "XX": REDOUBLE, "R": REDOUBLE, "RDBL": REDOUBLE}
_BID = re.compile(r"^([1-7])(C|D|H|S|N|NT)$")
_SEPARATORS = re.compile(r"[\s:,\-]+")


class CallError(ValueError):
    """A word that is not a call; the message says how to write one."""


def is_bid(call: str) -> bool:
    """Whether ``call`` is one of the 35 bids (not pass, double or redouble)."""
    return len(call) == 2 and call[0] in "1234567" and call[1] in STRAINS


def rank(level: int, strain: int) -> int:
    """The rank of the bid at ``level`` (1-7) in strain number ``strain`` (C=0 .. N=4)."""
    return 5 * (level - 1) + strain


def bid_rank(call: str) -> int:
    """0 for ``1C`` up to 34 for ``7N``."""
    return rank(int(call[0]), STRAINS.index(call[1]))


_OTHER_ORDER = {PASS: 35, DOUBLE: 36, REDOUBLE: 37}


def call_order(call: str) -> int:
    """Where ``call`` comes in bidding order: the bids from ``1C`` to ``7N``, then pass,
    double and redouble (as a bidding box lists them); anything else last.

    Example:
        >>> sorted(["P", "2C", "1N", "X", "1C"], key=call_order)
        ['1C', '1N', '2C', 'P', 'X']
    """
    if is_bid(call):
        return bid_rank(call)
    return _OTHER_ORDER.get(call, 38)


def bid_value(call: str) -> int | None:
    """The rank of ``call`` if it is a bid; None for pass, double and redouble."""
    return bid_rank(call) if is_bid(call) else None


def bid_at(value: int) -> str | None:
    """The bid of rank ``value``, or None outside 0-34."""
    return BIDS[value] if 0 <= value < len(BIDS) else None


def _spellings() -> dict[str, str]:
    table = {c: c for c in BIDS}
    table.update({f"{c[0]}NT": c for c in BIDS if c[1] == "N"})
    table.update(_ALIASES)
    table.update({k.lower(): v for k, v in table.items()})
    table.update({k.capitalize(): v for k, v in table.items()})
    return table


_SPELLINGS = _spellings()


def with_symbols(text: str) -> str:
    """Text with BML's suit marks ``!c !d !h !s`` (lower case, as BML writes them; ``!S``
    in ``!SPL`` stays) shown as suit symbols."""
    if "!" not in text:
        return text
    return _MARKED_SUIT.sub(lambda m: SUIT_SYMBOLS[m.group(1).upper()], text)


def people_text(text: str, symbols: bool = True) -> str:
    """A meaning as written in BML (``5+!s, 12--21 hcp``) as text for people: suit marks as
    symbols (unless ``symbols`` is false) and TeX's dashes as a terminal shows them
    (``12--21`` is ``12-21``, ``---`` a dash).

    Example:
        >>> people_text("5+!s, 12--21 hcp --- or 10")
        '5+♠, 12-21 hcp — or 10'
    """
    if "--" in text:
        text = text.replace("---", "\u2014" if symbols else "-").replace("--", "-")
    return with_symbols(text) if symbols else text


def read_call(word: str) -> str:
    """One call in any usual spelling (``1NT``, ``Pass``, ``Dbl``, ``R``) as its IR name.

    Raises:
        CallError: the word is not a call.
    """
    found = _SPELLINGS.get(word)
    if found is not None:
        return found
    upper = word.upper()
    m = _BID.match(upper)
    if m:
        return m.group(1) + m.group(2)[0]
    if upper in _ALIASES:
        return _ALIASES[upper]
    raise CallError(f"'{word}' is not a call (write 1C..7N, P, X, XX)")


def read_calls(auction: str | Sequence[str]) -> list[str]:
    """The calls of ``"1nt pass 2c"`` (spaces, ``:``, ``,`` or ``-`` between) or a list.

    Raises:
        CallError: an item is not a call.
    """
    items = _SEPARATORS.split(auction.strip()) if isinstance(auction, str) else auction
    spell = _SPELLINGS
    try:
        return [spell[item] for item in items if item]
    except KeyError:
        return [read_call(item) for item in items if item]
