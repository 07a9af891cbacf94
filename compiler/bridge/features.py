"""The hand features, by name: the one list that feature vectors, tables and reports index.

A feature is a number of one hand, defined once here as a sum of :class:`Part` s: a
per-suit number (:class:`bridgec.bridge.hand.SuitRow`) summed over the four suits or taken
from one suit, or a figure of the shape (the two longest suits). Whole-hand features are in
:data:`WHOLE`; per-suit ones in :data:`PER_SUIT`, named ``length.S`` and in suit order,
clubs first (:data:`bridgec.bridge.calls.SUITS`); two shape codes close the list:

* ``shape`` = S<<12 | H<<8 | D<<4 | C of the suit lengths;
* ``shape_sorted``: the same of the lengths sorted longest first (5-4-3-1 for 4135).

Parts that depend on the shape alone (the two longest suits, length points, dummy
shortness with a fit) are looked up once per hand in :func:`shape_table`; the others are
sums or look-ups of the per-suit table. Each feature carries its words and its scale
(docs/evaluation.md), which ``bridgec hand``, the plain-English descriptions and the docs
show. :data:`NAMES` is the order of a feature *vector* (a tuple of ints), which every
evaluator (:func:`vector` for one hand, :mod:`bridgec.bridge.batch` for many) computes
from these definitions and every reader indexes through :func:`index`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

from bridgec.bridge.calls import SUITS
from bridgec.bridge.hand import HAND_SUITS, Hand, SuitRow, suit_table

OWN = "#"
"""The suit of a per-suit feature, in its parts (``support_points.H`` counts hearts' fit)."""
FIT_LENGTH = 3
"""Cards in the trump suit from which dummy points for shortness count."""
TWO_LONGEST = "two_longest"
"""The shape figure: the lengths of the two longest suits added."""


class Part(NamedTuple):
    """One addend of a feature.

    ``field`` is a :class:`SuitRow` field, or :data:`TWO_LONGEST`; ``suit`` None sums the
    field over the four suits, a suit letter or :data:`OWN` takes that suit's; with ``fit``
    the part counts only when the feature's own suit holds :data:`FIT_LENGTH`+ cards.
    """

    field: str
    suit: str | None = None
    fit: bool = False


class Figure(NamedTuple):
    """A feature: its parts, its words (``{}`` is the suit's name) and its scale."""

    parts: tuple[Part, ...]
    words: str
    scale: str


WHOLE: dict[str, Figure] = {
    "hcp": Figure((Part("hcp"),), "HCP", "A=4 K=3 Q=2 J=1, 0-37"),
    "total_points": Figure((Part("hcp"), Part("shortness")), "total points",
                           "HCP + void 3, singleton 2, doubleton 1 (1 less with an honour); "
                           "GIB's M"),
    "losers": Figure((Part("losers"),), "losers", "GIB count (Lindelof), 0-11"),
    "controls": Figure((Part("controls"),), "controls", "A=2 K=1, 0-12"),
    "ltc": Figure((Part("ltc"),), "losers (LTC)", "standard losing-trick count, 0-12"),
    "length_points": Figure((Part("hcp"), Part("long")), "HCP with length points",
                            "HCP + 1 per card over 4 in a suit"),
    "rule_of_20": Figure((Part("hcp"), Part(TWO_LONGEST)), "rule-of-20 count",
                         "HCP + the two longest suits; 20+ opens"),
    "rule_of_15": Figure((Part("hcp"), Part("length", "S")), "rule-of-15 count",
                         "HCP + spades (Pearson points); 15+ opens in 4th seat"),
}
"""Whole-hand features (definitions in docs/evaluation.md)."""
PER_SUIT: dict[str, Figure] = {
    "length": Figure((Part("length", OWN),), "{}", "cards, 0-13"),
    "honor_points": Figure((Part("honor_points", OWN),), "8421 honour points in {}",
                           "A=8 K=4 Q=2 J=1, 0-15"),
    "suit_hcp": Figure((Part("hcp", OWN),), "HCP in {}", "A=4 K=3 Q=2 J=1, 0-10"),
    "stoppers": Figure((Part("stoppers", OWN),), "stopper value in {}",
                       "GIB scale 0-4: 1 Qx/Jxx, 2 Kx/Qxx, 3 A/QJx"),
    "quality": Figure((Part("quality", OWN),), "suit quality in {}",
                      "GIB scale 0-9: 3 biddable, 7+ solid"),
    "top_honours": Figure((Part("top_honours", OWN),), "top three honours in {}",
                          "A K Q held, 0-3"),
    "suit_quality": Figure((Part("suit_quality", OWN),), "length and top honours in {}",
                           "length + A K Q J T held, 0-18; rule of 10/11"),
    "support_points": Figure((Part("hcp"), Part("dummy", fit=True)), "support points for {}",
                             f"HCP + void 5, singleton 3, doubleton 1 with {FIT_LENGTH}+ trumps"),
}
"""Per-suit features (definitions in docs/evaluation.md)."""
SHAPE, SHAPE_SORTED = "shape", "shape_sorted"
NAMES: tuple[str, ...] = (*WHOLE, *(f"{n}.{s}" for n in PER_SUIT for s in SUITS),
                          SHAPE, SHAPE_SORTED)
"""The feature vector, in order."""
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
HCP_AT, SHAPE_AT, SHAPE_SORTED_AT = INDEX["hcp"], INDEX[SHAPE], INDEX[SHAPE_SORTED]
COLUMN: dict[str, int] = {f: i for i, f in enumerate(SuitRow._fields)}
"""SuitRow field -> its position in a row of :func:`bridgec.bridge.hand.suit_table`."""


def figure(name: str) -> Figure:
    """The definition of a feature (``hcp``, ``support_points``; no suit)."""
    return WHOLE[name] if name in WHOLE else PER_SUIT[name]


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


def shape_text(code: int) -> str:
    """``5-4-3-1`` of a shape code."""
    return "-".join(str(code >> shift & 0xF) for shift in (12, 8, 4, 0))


# ---------------------------------------------------------------------------------------
# One hand's vector


def parts_of(name: str) -> list[tuple[str, str | None, Part]]:
    """Every (vector name, own suit, part) of a feature: the layout both evaluators compute.

    Raises:
        FeatureError: a part that takes the feature's suit in a whole-hand feature.
    """
    fig = figure(name)
    owns: tuple[str | None, ...] = SUITS if name in PER_SUIT else (None,)
    out = []
    for own in owns:
        for part in fig.parts:
            if own is None and (part.suit == OWN or part.fit):
                raise FeatureError(f"feature {name} is of the whole hand; its parts name no "
                                   "suit of their own")
            out.append((key(name, own), own, part))
    return out


def _all_parts() -> list[tuple[str, str | None, Part]]:
    return [p for name in (*WHOLE, *PER_SUIT) for p in parts_of(name)]


@lru_cache(maxsize=1)
def by_length() -> dict[str, tuple[int, ...]]:
    """SuitRow fields that depend on the suit's length alone -> their value for 0-13 cards."""
    out: dict[str, tuple[int, ...]] = {}
    for field, column in COLUMN.items():
        seen: dict[int, int] = {}
        if all(seen.setdefault(m.bit_count(), row[column]) == row[column]
               for m, row in enumerate(suit_table())):
            out[field] = tuple(seen[n] for n in range(14))
    return out


def of_shape(part: Part) -> bool:
    """Whether a part is a figure of the shape: the two longest suits, or a sum over the
    suits of a number that depends on length alone (length points, dummy shortness)."""
    return part.field == TWO_LONGEST or part.suit is None and part.field in by_length()


def shape_value(part: Part, own: str | None, lengths: dict[str, int]) -> int:
    """The value of a part of the shape (:func:`of_shape`) for suit lengths by suit."""
    if part.fit and own is not None and lengths[own] < FIT_LENGTH:
        return 0
    if part.field == TWO_LONGEST:
        return sum(sorted(lengths.values(), reverse=True)[:2])
    return sum(by_length()[part.field][n] for n in lengths.values())


@lru_cache(maxsize=1)
def shape_keys() -> tuple[tuple[Part, str | None], ...]:
    """The distinct (part, own suit) of the shape the features read, in a fixed order."""
    found: dict[tuple[Part, str | None], None] = {}
    for _, own, part in _all_parts():
        if of_shape(part):
            found[part, own if part.fit else None] = None
    return tuple(found)


@lru_cache(maxsize=1)
def shape_table() -> dict[int, tuple[int, ...]]:
    """Shape code -> (sorted code, then the value of each of :func:`shape_keys`)."""
    out = {}
    for s, h, d, c in all_shapes():
        lengths = {"S": s, "H": h, "D": d, "C": c}
        code = shape_code((s, h, d, c))
        out[code] = (sorted_code((s, h, d, c)),
                     *(shape_value(p, own, lengths) for p, own in shape_keys()))
    return out


def summed_fields() -> tuple[str, ...]:
    """The SuitRow fields some feature sums over the four suits, hand by hand."""
    found = {p.field for _, _, p in _all_parts() if p.suit is None and not of_shape(p)}
    return tuple(f for f in SuitRow._fields if f in found)


def part_suit(part: Part, own: str | None) -> str:
    """The suit a one-suit part takes: its own, or the feature's for :data:`OWN`.

    Raises:
        FeatureError: the part takes the feature's suit and the feature has none.
    """
    suit = own if part.suit == OWN else part.suit
    if suit is None:
        raise FeatureError(f"part {part.field} needs the suit of a per-suit feature")
    return suit


def _part_source(part: Part, own: str | None, row: dict[str, str]) -> str:
    if of_shape(part):
        return f"sh[{1 + shape_keys().index((part, own if part.fit else None))}]"
    if part.suit is None:
        text = f"t_{part.field}"
    else:
        text = f"{row[part_suit(part, own)]}[{COLUMN[part.field]}]"
    if part.fit and own is not None:
        text = f"({text} if {row[own]}[{COLUMN['length']}] >= {FIT_LENGTH} else 0)"
    return text


def _vector_source() -> str:
    """The source of a function computing the vector from four SuitRows and the shape's
    row of :func:`shape_table`: the definitions above written out once (each sum over the
    suits once), so that a call costs only the look-ups and additions."""
    row = {s: s.lower() + "_" for s in SUITS}
    sums = [f"    t_{f} = " + " + ".join(f"{row[s]}[{COLUMN[f]}]" for s in SUITS)
            for f in summed_fields()]
    values: dict[str, list[str]] = {}
    for vname, own, part in _all_parts():
        values.setdefault(vname, []).append(_part_source(part, own, row))
    length = COLUMN["length"]
    shape = " | ".join(f"{row[s]}[{length}] << {4 * i}" for i, s in enumerate(SUITS))
    rows = ", ".join(f"_ROWS[hand[{HAND_SUITS.index(s)}]]" for s in SUITS)
    body = ", ".join(" + ".join(values[n]) for n in NAMES[:SHAPE_AT])
    return (f"def vector(hand):\n    {', '.join(row.values())} = {rows}\n"
            f"    shape = {shape}\n    sh = _SHAPES[shape]\n" + "\n".join(sums) +
            f"\n    return ({body}, shape, sh[0])\n")


@lru_cache(maxsize=1)
def vector_function() -> Callable[[Hand], tuple[int, ...]]:
    """The function :func:`vector` calls (built on first use: it needs the per-suit table);
    hot loops hold it to save a call."""
    namespace: dict[str, object] = {"_ROWS": suit_table(), "_SHAPES": shape_table()}
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


def _part_values(hand: Hand, part: Part, own: str | None) -> list[int]:
    rows = {s: suit_table()[hand.mask(s)] for s in SUITS}
    column = COLUMN.get(part.field, 0)
    if part.field == TWO_LONGEST:
        lengths = sorted((rows[s][COLUMN["length"]] for s in SUITS), reverse=True)
        return lengths[:2]
    if part.fit and own is not None and rows[own][COLUMN["length"]] < FIT_LENGTH:
        return [0]
    if part.suit is None:
        return [sum(rows[s][column] for s in SUITS)]
    return [rows[part_suit(part, own)][column]]


def breakdown(hand: Hand, name: str, suit: str | None = None) -> list[int]:
    """The addends of a feature on a hand, in the order of its parts (the rule of 20 of
    AKJ52.K984.Q73.6 is ``[13, 5, 4]``: HCP and the two longest suits).

    Raises:
        FeatureError: unknown feature name or missing suit.
    """
    index(name, suit)
    return [v for part in figure(name).parts for v in _part_values(hand, part, suit)]
