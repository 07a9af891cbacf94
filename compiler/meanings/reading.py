"""What a meaning says: its constraint and every part of its text, read or unread."""

from __future__ import annotations

from msgspec import Struct

from bridgec import ir


class Part(Struct, frozen=True):
    """A span of the text (``start``..``end``, character offsets, end exclusive).

    For a part read, ``kind`` is what it is (``points``, ``length``, ``shape``, ``force``,
    ``convention``, ``hedge``, ``call``...) and ``reading`` what was read, in the notation
    of :mod:`bridgec.constraints.notation`. For a part unread, ``kind`` is ``unread`` and
    ``reading`` says why. ``call`` is set when the part is about another call than the one
    described ("1HS = 5+!h/!s" names 1HS).
    """

    start: int
    end: int
    text: str
    kind: str
    reading: str
    call: str = ""


class Reading(Struct, frozen=True):
    """The reading of one meaning.

    ``constraint`` is what the text says a hand holds (None: nothing checkable);
    ``understood`` and ``unread`` are the parts, in text order, that together hold every
    letter and digit of the text once; ``tags`` the conventions named; ``words`` the
    forcing and strength words (``NF``, ``FG``, ``INV``, ``PRE``, ``weak``...).
    """

    text: str
    constraint: ir.Constraint | None
    understood: tuple[Part, ...] = ()
    unread: tuple[Part, ...] = ()
    tags: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
