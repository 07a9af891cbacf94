"""Many hands at once with numpy: deal random deals and compute their feature matrix.

The matrix has the columns of :data:`bridgec.bridge.features.NAMES`, computed from the same
definitions (:func:`bridgec.bridge.features.parts_of`) and per-mask table as one hand's
vector (``tests/test_matcher.py`` and ``tests/test_evaluation.py`` check that the two agree
hand by hand).
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


@lru_cache(maxsize=1)
def _sorted_lookup() -> IntArray:
    table = np.zeros(1 << 16, dtype=np.int32)
    for code, sorted_code in F.sorted_of().items():
        table[code] = sorted_code
    return table


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
def _two_longest_lookup() -> IntArray:
    table = np.zeros(1 << 16, dtype=np.int32)
    for code, value in F.two_longest_of().items():
        table[code] = value
    return table


def _part(part: F.Part, own: str | None, rows: dict[str, IntArray],
          sums: dict[str, IntArray], shape: IntArray) -> IntArray:
    """One part of a feature (:class:`bridgec.bridge.features.Part`) as a column."""
    if part.field == F.TWO_LONGEST:
        column: IntArray = _two_longest_lookup()[shape]
    elif part.suit is None:
        column = sums[part.field]
    else:
        column = rows[F.part_suit(part, own)][:, F.COLUMN[part.field]]
    if part.fit and own is not None:
        fit = rows[own][:, F.COLUMN["length"]] >= F.FIT_LENGTH
        column = np.where(fit, column, 0).astype(np.int32)
    return column


def _added(columns: list[IntArray]) -> IntArray:
    total = columns[0].copy()
    for column in columns[1:]:
        total += column
    return total


def features(masks: IntArray) -> IntArray:
    """The feature matrix (n, len(NAMES)) of hands given as masks (n, 4) in S H D C order."""
    table = _suit_columns()
    rows = {s: table[masks[:, hands.HAND_SUITS.index(s)]] for s in SUITS}
    sums = {f: _added([rows[s][:, F.COLUMN[f]] for s in SUITS]) for f in F.summed_fields()}
    length = F.COLUMN["length"]
    shape = _added([rows[s][:, length] << 4 * i for i, s in enumerate(SUITS)])
    out = np.zeros((masks.shape[0], len(F.NAMES)), dtype=np.int32)
    for name in (*F.WHOLE, *F.PER_SUIT):
        for vname, own, part in F.parts_of(name):
            out[:, F.INDEX[vname]] += _part(part, own, rows, sums, shape)
    out[:, F.SHAPE_AT] = shape
    out[:, F.SHAPE_SORTED_AT] = _sorted_lookup()[shape]
    return out


def to_hands(masks: IntArray) -> list[hands.Hand]:
    """The rows of an (n, 4) mask array as :class:`bridgec.bridge.hand.Hand` values."""
    return [hands.Hand(*(int(m) for m in row)) for row in masks]
