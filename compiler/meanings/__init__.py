"""Read the meanings players write ("15--17 HCP, BAL", "!TRF, 5+!h", "4+4+ MM, INV") into
hand constraints, with every part of the text either read or listed as unread.

The language is the ANTLR grammar in ``grammar/MeaningLexer.g4`` and
``grammar/MeaningParser.g4``; docs/meanings.md lists what it reads and how parts combine.

Example:
    >>> from bridgec.constraints.notation import constraint_notation
    >>> from bridgec.meanings import read_meaning
    >>> constraint_notation(read_meaning("15--17 HCP, BAL, maybe 5422").constraint)
    'hcp 15-17 & (BAL | 5-4-2-2*)'
    >>> constraint_notation(read_meaning("5+!h/!s", call="1S", pattern="1HS").constraint)
    'S 5+'
"""

from __future__ import annotations

import re
from functools import lru_cache

from bridgec.meanings.combine import read
from bridgec.meanings.context import AuctionContext
from bridgec.meanings.lower import Atom, lower
from bridgec.meanings.parse import pieces
from bridgec.meanings.reading import Part, Reading
from bridgec.meanings.terms import TermKind

__all__ = ["MAX_TEXT", "AuctionContext", "Part", "Reading", "read_meaning"]

MAX_TEXT = 1000
"""Longer texts are not read (the longest meaning of the corpus's systems has 161
characters): some phrases take time quadratic in their length."""


def read_meaning(text: str, call: str | None = None, pattern: str | None = None,
                 context: AuctionContext | None = None) -> Reading:
    """The reading of a meaning written for ``call``.

    Args:
        text: the meaning as plain text (suits written ``!h``; see
            :func:`bridgec.notation.inline.plain_text`).
        call: the call it describes (``1H``, ``2N``, ``X``), which ``#``, ``6+ suit`` and
            ``next suit`` refer to; None when unknown.
        pattern: the call pattern the call was written as (``1HS``, ``1M``, ``2X``), whose
            suits a list such as ``5+!h/!s`` then maps to the call's own suit.
        context: what the auction before the call shows (partner's natural suits, the
            suits of our side and of the opponents: :mod:`bridgec.meanings.context`),
            which ``fit``, ``3+ support`` and ``the other major`` refer to.

    Never raises on any text: what is not read is in ``Reading.unread``. Readings are
    cached by (text, call, pattern, context), the context only for texts whose words use
    it.
    """
    if context is not None and len(text) <= MAX_TEXT and not _uses_context(text):
        context = None
    return _read_meaning(text, call, pattern, context)


@lru_cache(maxsize=65536)
def _read_meaning(text: str, call: str | None, pattern: str | None,
                  context: AuctionContext | None) -> Reading:
    if len(text) > MAX_TEXT:
        whole = Part(0, len(text), text, "unread", f"longer than {MAX_TEXT} characters")
        return Reading(text, None, (), (whole,))
    return read(text, _atoms(text), call, pattern, context)


@lru_cache(maxsize=65536)
def _uses_context(text: str) -> bool:
    """Whether a term of the text may read the auction (a fit, support, the other major).
    A text that binds a variable itself ("(M = !h) SPL oM") names its suits."""
    atoms = _atoms(text)
    if any(atom.kind == "binding" for atom in atoms):
        return False
    for atom in atoms:
        term = atom.term
        if term is not None and (term.kind in _CONTEXT_KINDS or "other" in atom.label) \
                or atom.kind == "term" and _OTHER.search(text[atom.start:atom.end]) \
                or term is not None and term.kind == "negation" \
                and _SUPPORT.search(text[atom.start:atom.end]):
            return True
    return False


_CONTEXT_KINDS: frozenset[TermKind] = frozenset({"support", "stopper"})
_OTHER = re.compile(r"other|oM|OM|lowest|middle|highest", re.IGNORECASE)
_SUPPORT = re.compile(r"fit|supp|raise|stop", re.IGNORECASE)
"""A negation of a fit, support or stopper ("no fit") reads the auction too."""


@lru_cache(maxsize=65536)
def _atoms(text: str) -> tuple[Atom, ...]:
    return tuple(lower(pieces(text)))
