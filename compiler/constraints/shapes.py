"""Shape patterns: the shape codes (:mod:`bridgec.bridge.features`) a pattern accepts.

``4-4-3-2`` with ``any_order`` accepts every hand whose lengths sorted longest first are
4-4-3-2 (its *sorted* codes); ``4414`` without it is exactly 4 spades, 4 hearts, 1 diamond
and 4 clubs. ``x`` stands for any length. Balanced and semi-balanced hands are defined here,
once: the meaning reader reads ``BAL`` as :func:`balanced` and the notation
(:mod:`bridgec.constraints.notation`) writes it back as ``BAL``.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations

from bridgec import ir
from bridgec.bridge.features import SHAPE_AT, SHAPE_SORTED_AT, all_shapes, shape_code, sorted_code

BALANCED = ("4-3-3-3", "4-4-3-2", "5-3-3-2")
"""The balanced shapes, longest suit first, in any suit order."""
SEMI_BALANCED = (*BALANCED, "5-4-2-2", "6-3-2-2")
"""The semi-balanced shapes: the balanced ones, 5-4-2-2 and 6-3-2-2."""


def _any_order(patterns: tuple[str, ...]) -> ir.Constraint:
    return ir.Or(terms=tuple(ir.Shape(pattern=p, any_order=True) for p in patterns))


@lru_cache(maxsize=1)
def balanced() -> ir.Constraint:
    """4-3-3-3, 4-4-3-2 or 5-3-3-2 (any suit order): the notation's ``BAL``."""
    return _any_order(BALANCED)


@lru_cache(maxsize=1)
def semi_balanced() -> ir.Constraint:
    """Balanced, 5-4-2-2 or 6-3-2-2 (any suit order): the notation's ``SEMIBAL``."""
    return _any_order(SEMI_BALANCED)


def _parts(pattern: str) -> tuple[int | None, ...]:
    parts = pattern.split("-") if "-" in pattern else list(pattern)
    return tuple(None if p == "x" else int(p) for p in parts)


def _fits(lengths: tuple[int, ...], parts: tuple[int | None, ...]) -> bool:
    return all(p is None or p == n for p, n in zip(parts, lengths, strict=True))


@lru_cache(maxsize=1024)
def shape_codes(pattern: str, any_order: bool) -> frozenset[int]:
    """The codes a pattern accepts: sorted codes with ``any_order``, else exact ones."""
    parts = _parts(pattern)
    if not any_order:
        return frozenset(shape_code(s) for s in all_shapes() if _fits(s, parts))
    return frozenset(sorted_code(s) for s in all_shapes()
                     if any(_fits(p, parts) for p in permutations(s)))


def codes(c: ir.Shape) -> frozenset[int]:
    """The shape codes ``c`` accepts, in the column :func:`column` names."""
    return shape_codes(c.pattern, c.any_order)


def column(c: ir.Shape) -> int:
    """The vector position of the shape code ``c`` tests (sorted or exact)."""
    return SHAPE_SORTED_AT if c.any_order else SHAPE_AT


def alike(terms: tuple[ir.Constraint, ...]) -> list[ir.Shape]:
    """The shapes among ``terms`` when two or more, all exact or all any-order (an *or* of
    them is one set of codes: ``balanced``); else none."""
    shapes = [t for t in terms if isinstance(t, ir.Shape)]
    return shapes if len(shapes) > 1 and len({s.any_order for s in shapes}) == 1 else []


def pattern_text(c: ir.Shape) -> str:
    """``4-3-3-3*`` (any order) or ``4414``."""
    return c.pattern + ("*" if c.any_order else "")
