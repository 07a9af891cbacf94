"""The hand features, by name: the one list that feature vectors, tables and reports index.

A feature is a number of one hand. The whole-hand ones are sums over the four suits of
per-suit numbers (:class:`bridgec.bridge.hand.SuitRow`); the per-suit ones are named
``length.S`` and come in suit order, clubs first (:data:`bridgec.bridge.calls.SUITS`); two
shape codes close the list:

* ``shape`` = S<<12 | H<<8 | D<<4 | C of the suit lengths;
* ``shape_sorted``: the same of the lengths sorted longest first (5-4-3-1 for 4135).

:data:`NAMES` is the order of a feature *vector* (a tuple of ints), which every evaluator
(:func:`vector` for one hand, :mod:`bridgec.bridge.batch` for many) computes from the
layout below and every reader indexes through :func:`index`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from bridgec.bridge.calls import SUITS
from bridgec.bridge.hand import HAND_SUITS, Hand, SuitRow, suit_table

WHOLE: dict[str, tuple[str, ...]] = {
    "hcp": ("hcp",), "total_points": ("hcp", "shortness"), "losers": ("losers",),
    "controls": ("controls",)}
"""Whole-hand feature -> the per-suit numbers (SuitRow fields) it adds up over the suits."""
PER_SUIT: dict[str, str] = {
    "length": "length", "honor_points": "honor_points", "suit_hcp": "hcp",
    "stoppers": "stoppers", "quality": "quality"}
"""Per-suit feature -> its SuitRow field."""
SHAPE, SHAPE_SORTED = "shape", "shape_sorted"
NAMES: tuple[str, ...] = (*WHOLE, *(f"{n}.{s}" for n in PER_SUIT for s in SUITS),
                          SHAPE, SHAPE_SORTED)
"""The feature vector, in order."""
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
HCP_AT, SHAPE_AT, SHAPE_SORTED_AT = INDEX["hcp"], INDEX[SHAPE], INDEX[SHAPE_SORTED]
COLUMN: dict[str, int] = {f: i for i, f in enumerate(SuitRow._fields)}
"""SuitRow field -> its position in a row of :func:`bridgec.bridge.hand.suit_table`."""


class FeatureError(ValueError):
    """A feature name that is not in the list, or a suit where it is wrong or missing."""


def key(name: str, suit: str | None = None) -> str:
    """The name of a feature in :data:`NAMES`: ``hcp``, ``length.S``."""
    return f"{name}.{suit}" if suit else name


def index(name: str, suit: str | None = None) -> int:
    """The position of a feature in the vector.

    Raises:
        FeatureError: unknown name, a per-suit feature without a suit or the reverse.
    """
    found = INDEX.get(key(name, suit))
    if found is not None:
        return found
    if name in PER_SUIT:
        raise FeatureError(f"feature {name} needs a suit")
    if name in WHOLE:
        raise FeatureError(f"feature {name} is of the whole hand; it takes no suit")
    raise FeatureError(f"unknown feature {key(name, suit)}")


# ---------------------------------------------------------------------------------------
# Shape codes


@lru_cache(maxsize=1)
def all_shapes() -> tuple[tuple[int, int, int, int], ...]:
    """Every hand shape (spades, hearts, diamonds, clubs) of 13 cards: 560 of them."""
    return tuple((s, h, d, 13 - s - h - d) for s in range(14) for h in range(14 - s)
                 for d in range(14 - s - h))


def shape_code(lengths: tuple[int, ...]) -> int:
    """S<<12 | H<<8 | D<<4 | C of lengths in S H D C order."""
    s, h, d, c = lengths
    return s << 12 | h << 8 | d << 4 | c


def sorted_code(lengths: tuple[int, ...]) -> int:
    """The shape code of the lengths sorted longest first."""
    return shape_code(tuple(sorted(lengths, reverse=True)))


@lru_cache(maxsize=1)
def sorted_of() -> dict[int, int]:
    """Shape code -> sorted shape code, for all 560 shapes."""
    return {shape_code(s): sorted_code(s) for s in all_shapes()}


def shape_text(code: int) -> str:
    """``5-4-3-1`` of a shape code."""
    return "-".join(str(code >> shift & 0xF) for shift in (12, 8, 4, 0))


# ---------------------------------------------------------------------------------------
# One hand's vector


def _vector_source() -> str:
    """The source of a function computing the vector from four SuitRows: the layout above
    written out once, so that a call costs only the look-ups and additions."""
    row = {s: s.lower() + "_" for s in SUITS}
    values = [" + ".join(f"{row[s]}[{COLUMN[f]}]" for f in fields for s in SUITS)
              for fields in WHOLE.values()]
    values += [f"{row[s]}[{COLUMN[f]}]" for f in PER_SUIT.values() for s in SUITS]
    length = COLUMN["length"]
    shape = " | ".join(f"{row[s]}[{length}] << {4 * i}" for i, s in enumerate(SUITS))
    rows = ", ".join(f"_ROWS[hand[{HAND_SUITS.index(s)}]]" for s in SUITS)
    return (f"def vector(hand):\n    {', '.join(row.values())} = {rows}\n"
            f"    shape = {shape}\n    return ({', '.join(values)}, shape, _SORTED[shape])\n")


@lru_cache(maxsize=1)
def vector_function() -> Callable[[Hand], tuple[int, ...]]:
    """The function :func:`vector` calls (built on first use: it needs the per-suit table);
    hot loops hold it to save a call."""
    namespace: dict[str, object] = {"_ROWS": suit_table(), "_SORTED": sorted_of()}
    exec(compile(_vector_source(), "<bridgec.bridge.features>", "exec"), namespace)  # noqa: S102
    fn: Callable[[Hand], tuple[int, ...]] = namespace["vector"]  # type: ignore[assignment]
    return fn


def vector(hand: Hand) -> tuple[int, ...]:
    """The feature vector (:data:`NAMES`) of a hand."""
    return vector_function()(hand)


def features(hand: Hand) -> dict[str, int]:
    """The features of a hand by name (``{"hcp": 13, "length.S": 5, ...}``), shapes left out."""
    return {name: v for name, v in zip(NAMES[:SHAPE_AT], vector(hand), strict=False)}


def feature(hand: Hand, name: str, suit: str | None = None) -> int:
    """One feature; ``suit`` is required for the per-suit ones.

    Raises:
        FeatureError: unknown feature name or missing suit.
    """
    return vector(hand)[index(name, suit)]
