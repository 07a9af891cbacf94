"""Auctions as people write them for ``bid``: calls with their place in the text, the
opponents' calls in parentheses, and the Laws' check that every call could be made.

``1C (1H) X``, ``1N-(2D)-X``, ``P:P:1S:P`` and lists of calls are read; a call in
parentheses must be an opponents' call (the bidder is the next to call), and every call
must be legal after the ones before it (an auction may end with the auction over).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from bridgec.bridge.auction import auction_over, illegal, legal_call
from bridgec.bridge.calls import read_call

_WORD = re.compile(r"\(\s*([^()\s:,\-]+)\s*\)|([^()\s:,\-]+)")
_GAP = re.compile(r"[\s:,\-]*")


class Token(NamedTuple):
    """One call of the text: its IR name, where it was written, whether in parentheses."""

    call: str
    start: int
    end: int
    theirs: bool


class AuctionError(ValueError):
    """An auction that cannot be read or could not have happened; ``start``/``end`` locate
    the call in the text (None for a list of calls)."""

    def __init__(self, message: str, text: str, start: int | None = None,
                 end: int | None = None, hint: str | None = None, *,
                 illegal: bool = False) -> None:
        super().__init__(message)
        self.text, self.start, self.end, self.hint = text, start, end, hint
        self.illegal = illegal
        """True: the calls are readable but could not have been made (an input error);
        False: the text is not an auction (a usage error)."""


def tokens(auction: str | Sequence[str]) -> tuple[list[Token], str]:
    """The calls of ``auction`` with their places, and the text they were read from.

    Raises:
        AuctionError: a word is not a call, or parentheses are not closed.
    """
    text = auction if isinstance(auction, str) else " ".join(auction)
    out: list[Token] = []
    pos = _GAP.match(text, 0).end()  # type: ignore[union-attr]
    while pos < len(text):
        m = _WORD.match(text, pos)
        if m is None:
            raise AuctionError(f"'{text[pos]}' is not part of a call", text, pos, pos + 1,
                               "write calls like 1C P 1H, opponents' calls as (1H)")
        word = m.group(1) or m.group(2)
        try:
            call = read_call(word)
        except ValueError as exc:
            raise AuctionError(str(exc), text, m.start(), m.end()) from None
        out.append(Token(call, m.start(), m.end(), m.group(1) is not None))
        pos = _GAP.match(text, m.end()).end()  # type: ignore[union-attr]
    return out, text


def check(found: list[Token], text: str) -> None:
    """Raise :class:`AuctionError` at the first call that could not have been made."""
    calls = [t.call for t in found]
    n = len(calls)
    for i, token in enumerate(found):
        if token.theirs and (n - i) % 2 == 0:
            raise AuctionError(
                f"({token.call}) is written as an opponents' call, but the bidder's side "
                f"makes call {i + 1} of this auction", text, token.start, token.end,
                "parentheses mark the opponents' calls; the bidder is the next to call",
                illegal=True)
        if i and auction_over(calls[:i]):
            raise AuctionError(f"{token.call} (call {i + 1}) comes after the auction is over",
                               text, token.start, token.end, illegal=True)
        if illegal(calls[:i], token.call) is not None:
            reason = legal_call(calls[:i], token.call)
            raise AuctionError(f"{token.call} (call {i + 1}) cannot be made: {reason}", text,
                               token.start, token.end, illegal=True)


def read_auction(auction: str | Sequence[str]) -> list[str]:
    """The calls of a legal auction, as IR names.

    Raises:
        AuctionError: a word is not a call, or a call could not have been made.
    """
    found, text = tokens(auction)
    check(found, text)
    return [t.call for t in found]
