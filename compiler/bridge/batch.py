"""Many hands at once with numpy: deal random deals and compute their feature matrix.

The matrix has the columns of :data:`bridgec.bridge.features.NAMES`, computed from the same
definitions (:func:`bridgec.bridge.features.parts_of`) and per-mask table as one hand's
vector (``tests/matcher/test_matcher.py`` and ``tests/bridge/test_evaluation.py`` check
that the two agree hand by hand).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import numpy.typing as npt

from bridgec.bridge import features as F
from bridgec.bridge import hand as hands
from bridgec.bridge.calls import SUITS

IntArray = npt.NDArray[np.int32]
BoolArray = npt.NDArray[np.bool_]


@lru_cache(maxsize=1)
def _suit_columns() -> IntArray:
    """(8192, SuitRow fields): every per-suit number of every mask."""
    return np.array(hands.suit_table(), dtype=np.int32)


def deal(n: int, rng: np.random.Generator) -> IntArray:
    """``n`` random deals as masks: shape (n, 4 hands, 4 suits S H D C), hand 0 = dealer.

    Card ``c`` (0-51) is suit ``c // 13`` (S H D C) and rank bit ``c % 13``, so a hand's 13
    cards summed as ``1 << c`` give all four suit masks at once.
    """
    cards = np.broadcast_to(np.arange(52, dtype=np.int64), (n, 52))
    order = rng.permuted(cards, axis=1)
    bits = np.left_shift(np.int64(1), order)
    masks = np.empty((n, 4, 4), dtype=np.int32)
    for seat in range(4):
        whole = bits[:, 13 * seat:13 * seat + 13].sum(axis=1)
        for suit in range(4):
            masks[:, seat, suit] = (whole >> (13 * suit)) & 0x1FFF
    return masks


@lru_cache(maxsize=1)
def _shape_lookup() -> IntArray:
    """(len(shape_keys) + 1, 65536): the rows of :func:`bridgec.bridge.features.shape_table`
    by shape code, one array per entry."""
    table = np.zeros((len(F.shape_keys()) + 1, 1 << 16), dtype=np.int32)
    for code, values in F.shape_table().items():
        table[:, code] = values
    return table


@lru_cache(maxsize=1)
def _field_columns() -> dict[str, IntArray]:
    """SuitRow field -> its value for each of the 8192 masks (one gather per column)."""
    table = _suit_columns()
    return {f: np.ascontiguousarray(table[:, i]) for f, i in F.COLUMN.items()}


class _Hands:
    """The columns of many hands that the parts of features read, each gathered once."""

    def __init__(self, masks: IntArray) -> None:
        self.suit = {s: masks[:, hands.HAND_SUITS.index(s)] for s in SUITS}
        self.cache: dict[tuple[str, str], IntArray] = {}
        self.sums: dict[str, IntArray] = {}
        for f in F.summed_fields():
            total = self.column(f, "C") + self.column(f, "D")
            total += self.column(f, "H")
            total += self.column(f, "S")
            self.sums[f] = total
        self.shape = self.column("length", "S") << 12 | self.column("length", "H") << 8 \
            | self.column("length", "D") << 4 | self.column("length", "C")

    def column(self, field: str, suit: str) -> IntArray:
        found = self.cache.get((field, suit))
        if found is None:
            found = self.cache[field, suit] = _field_columns()[field][self.suit[suit]]
        return found

    def of_shape(self, at: int) -> IntArray:
        """Entry ``at`` of the shape's row of :func:`bridgec.bridge.features.shape_table`."""
        column: IntArray = _shape_lookup()[at][self.shape]
        return column

    def part(self, part: F.Part, own: str | None) -> IntArray:
        """One part of a feature (:class:`bridgec.bridge.features.Part`) as a column."""
        if F.of_shape(part):
            return self.of_shape(1 + F.shape_keys().index((part, own if part.fit else None)))
        if part.suit is None:
            column = self.sums[part.field]
        else:
            column = self.column(part.field, F.part_suit(part, own))
        if part.fit and own is not None:
            column = np.where(self.column("length", own) >= F.FIT_LENGTH, column, 0)
        return column


@lru_cache(maxsize=2)
def fixed_sample(hands: int, seed: int) -> tuple[IntArray, IntArray]:
    """A fixed sample of random hands, the same every run: ``hands // 4`` deals from
    ``seed``, as masks (hands, 4 suits S H D C) and their feature matrix. The checks and the
    matcher's weights measure constraints on it (each with its own size and seed)."""
    masks = deal(hands // 4, np.random.default_rng(seed)).reshape(-1, 4)
    return masks, features(masks)


def features(masks: IntArray) -> IntArray:
    """The feature matrix (n, len(NAMES)) of hands given as masks (n, 4) in S H D C order.

    The matrix is column-major (a transposed view): its readers take whole columns.
    """
    h = _Hands(masks)
    out = np.empty((len(F.NAMES), masks.shape[0]), dtype=np.int32)
    for name in (*F.WHOLE, *F.PER_SUIT):
        first = F.figure(name).parts[0]
        for vname, own, part in F.parts_of(name):
            if part is first:
                out[F.INDEX[vname]] = h.part(part, own)
            else:
                out[F.INDEX[vname]] += h.part(part, own)
    out[F.SHAPE_AT] = h.shape
    out[F.SHAPE_SORTED_AT] = h.of_shape(0)
    result: IntArray = out.T
    return result


def to_hands(masks: IntArray) -> list[hands.Hand]:
    """The rows of an (n, 4) mask array as :class:`bridgec.bridge.hand.Hand` values."""
    return [hands.Hand(*(int(m) for m in row)) for row in masks]
