"""Read the meanings players write ("15--17 HCP, BAL", "!TRF, 5+!h", "4+4+ MM, INV") into
hand constraints, with every part of the text either read or listed as unread.

The language is the ANTLR grammar in ``grammar/MeaningLexer.g4`` and
``grammar/MeaningParser.g4``; docs/meanings.md lists what it reads and how parts combine.

Example:
    >>> from bridgec.meanings import compact, read_meaning
    >>> compact(read_meaning("15--17 HCP, BAL, maybe 5422").constraint)
    'hcp 15-17 & (BAL | 5-4-2-2*)'
    >>> compact(read_meaning("5+!h/!s", call="1S", pattern="1HS").constraint)
    'S 5+'
"""

from __future__ import annotations

from functools import lru_cache

from bridgec.meanings.combine import read
from bridgec.meanings.compact import compact
from bridgec.meanings.lower import Atom, lower
from bridgec.meanings.parse import pieces
from bridgec.meanings.reading import Part, Reading

__all__ = ["MAX_TEXT", "Part", "Reading", "compact", "read_meaning"]

MAX_TEXT = 1000
"""Longer texts are not read (the longest meaning of the corpus's systems has 161
characters): some phrases take time quadratic in their length."""


@lru_cache(maxsize=65536)
def read_meaning(text: str, call: str | None = None, pattern: str | None = None) -> Reading:
    """The reading of a meaning written for ``call``.

    Args:
        text: the meaning as plain text (suits written ``!h``; see
            :func:`bridgec.inline.plain_text`).
        call: the call it describes (``1H``, ``2N``, ``X``), which ``#``, ``6+ suit`` and
            ``next suit`` refer to; None when unknown.
        pattern: the call pattern the call was written as (``1HS``, ``1M``, ``2X``), whose
            suits a list such as ``5+!h/!s`` then maps to the call's own suit.

    Never raises on any text: what is not read is in ``Reading.unread``.
    """
    if len(text) > MAX_TEXT:
        whole = Part(0, len(text), text, "unread", f"longer than {MAX_TEXT} characters")
        return Reading(text, None, (), (whole,))
    return read(text, _atoms(text), call, pattern)


@lru_cache(maxsize=65536)
def _atoms(text: str) -> tuple[Atom, ...]:
    return tuple(lower(pieces(text)))
