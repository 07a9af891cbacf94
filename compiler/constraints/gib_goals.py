"""Read a GIB constraint goal as structured hand constraints, where that is exact.

A constraint such as ``P1[5-7]&C...[5-9]`` tests fields of the hand pattern string; each
alternative starts at the field its first letter names (docs/gib.md, "Matching"). When
every alternative is a plain run of characters, dots and simple classes over one of the
fields P M L Q C H S G, the goal means ranges of ``ir.Feature`` values, and
:func:`read_constraint` returns them; otherwise None (the goal is kept as a
``PatternMatch``). The D field (lengths sorted by length) is never read this way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from bridgec import ir
from bridgec.bridge.calls import SUIT_NAMES, SUITS

_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ:_"
# field letter -> slots (offset in field, width, feature, suit) and letter positions
_WHOLE = {"P": "hcp", "M": "total_points", "L": "losers", "Q": "controls"}
_PER_SUIT = {"C": ("length", 1, 1), "H": ("honor_points", 2, 3), "S": ("stoppers", 1, 2),
             "G": ("quality", 1, 2)}


def _slots(letter: str) -> tuple[list[tuple[int, int, str, str | None]], dict[int, str], int]:
    """Slots, fixed letters by offset, and the field's width."""
    if letter in _WHOLE:
        return [(1, 2, _WHOLE[letter], None)], {}, 3
    name, width, step = _PER_SUIT[letter]
    slots: list[tuple[int, int, str, str | None]]
    if letter == "C":
        slots = [(1 + i, 1, name, s) for i, s in enumerate(SUITS)]
        return slots, {}, 5
    slots = [(1 + i * step, width, name, s) for i, s in enumerate(SUITS)]
    letters = {1 + i * step + width: s for i, s in enumerate(SUITS)}
    return slots, letters, 1 + 4 * step


def _chars(p: ir.PatPrimary) -> list[set[str]] | None:
    if isinstance(p, ir.PatString):
        return [{c} for c in p.text]
    if isinstance(p, ir.PatDot):
        return [set(_ALPHABET)]
    if isinstance(p, ir.PatClass) and p.op in ("", "^"):
        chosen: set[str] = set()
        for item in p.items:
            if isinstance(item, ir.ClassChar):
                chosen.add(item.char)
            elif isinstance(item, ir.ClassRange):
                chosen |= {chr(o) for o in range(ord(item.low), ord(item.high) + 1)}
            else:
                return None
        return [chosen if p.op == "" else set(_ALPHABET) - chosen]
    return None


def _positions(seq: ir.PatSeq) -> list[set[str]] | None:
    """The characters each position of a run of plain terms accepts, or None."""
    positions: list[set[str]] = []
    for term in seq.terms:
        chars = _chars(term.primary)
        if chars is None:
            return None
        positions += chars
    return positions


def _runs(values: list[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    for v in values:
        if runs and v == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], v)
        else:
            runs.append((v, v))
    return runs


def _slot_constraint(sets: list[set[str]], width: int, name: str,
                     suit: str | None) -> ir.Constraint | None:
    top = 9 if width == 1 else 99
    digits = [sorted(int(c) for c in chars if c in "0123456789") for chars in sets]
    allowed = digits[0] if width == 1 else sorted(10 * a + b for a in digits[0]
                                                  for b in digits[1])
    if len(allowed) == top + 1:
        return None
    if not allowed:
        return ir.Const(value=False)
    feature = ir.Feature(name=cast(Any, name), suit=cast(Any, suit))
    capped = name == "length"  # the pattern string writes 10+ card suits as 9
    ranges = [ir.Range(expr=feature, min=lo or None,
                       max=None if hi == top and (capped or width == 2) else hi)
              for lo, hi in _runs(allowed)]
    return ranges[0] if len(ranges) == 1 else ir.Or(terms=tuple(ranges))


def _seq(seq: ir.PatSeq) -> ir.Constraint | None:
    if seq.end is not None or not seq.terms or any(t.iterator for t in seq.terms):
        return None
    if len(seq.terms) == 1 and isinstance(seq.terms[0].primary, ir.PatGroup):
        return _alt(seq.terms[0].primary.body)
    first = seq.terms[0].primary
    if not isinstance(first, ir.PatString) or first.text[0] not in {*_WHOLE, *_PER_SUIT}:
        return None
    positions = _positions(seq)
    if positions is None:
        return None
    slots, letters, width = _slots(first.text[0])
    if len(positions) > width:
        return None
    positions += [set(_ALPHABET)] * (width - len(positions))
    if any(letter not in positions[i] for i, letter in letters.items()):
        return ir.Const(value=False)
    parts = [_slot_constraint(positions[o:o + w], w, n, s) for o, w, n, s in slots]
    terms = [p for p in parts if p is not None]
    if not terms:
        return ir.Const(value=True)
    return terms[0] if len(terms) == 1 else ir.And(terms=tuple(terms))


def _touching(a: ir.Constraint, b: ir.Constraint) -> ir.Range | None:
    """One range for two ranges of the same feature that meet or overlap, else None."""
    if not (isinstance(a, ir.Range) and isinstance(b, ir.Range) and a.expr == b.expr):
        return None
    lo_a, hi_a = a.min or 0, 10**6 if a.max is None else a.max
    lo_b, hi_b = b.min or 0, 10**6 if b.max is None else b.max
    if lo_b > hi_a + 1 or lo_a > hi_b + 1:
        return None
    low, high = min(lo_a, lo_b), max(hi_a, hi_b)
    return ir.Range(expr=a.expr, min=low or None, max=None if high == 10**6 else high)


def _alt(alt: ir.PatAlt) -> ir.Constraint | None:
    """The branches joined left to right (``a|b&c`` is ``(a|b)&c``): a run of joins of one
    kind makes one And or Or of the flattened operands, and in an Or each join sweeps the
    items once, merging an item into the one before it where their ranges touch.

    The run's items are kept in one list, and a sweep starts where the last one may have
    left touching neighbours (an item that grew, or the first new item), not at the
    start: a goal of thousands of alternatives is read in linear time, with the result
    of sweeping from the start every time."""
    kind: type[ir.And] | type[ir.Or] | None = None
    items: list[ir.Constraint] = []
    start = 0
    for branch in alt.branches:
        if branch.goto is not None or branch.join == "then":
            return None
        part = _seq(branch.seq)
        if part is None:
            return None
        if branch.join == "first":
            kind, items = None, [part]
            continue
        joined = ir.Or if branch.join == "or" else ir.And
        if joined is not kind:
            result = _made(kind, items)
            items = list(result.terms) if isinstance(result, joined) else [result]
            kind, start = joined, 0
        else:
            start = min(start, len(items) - 1)
        items += part.terms if isinstance(part, joined) else (part,)
        if kind is ir.Or:
            start = _sweep(items, start)
    return _made(kind, items) if items else None


def _made(kind: type[ir.And] | type[ir.Or] | None, items: list[ir.Constraint]
          ) -> ir.Constraint:
    return items[0] if len(items) == 1 or kind is None else kind(terms=tuple(items))


def _sweep(items: list[ir.Constraint], start: int) -> int:
    """Merge each of ``items[start + 1:]`` into the item before it where they touch (in
    place; ``items[:start + 1]`` have no touching neighbours); return where the next sweep
    must start: before the first item that grew, or at the last item."""
    merged = [items[start]]
    grew: int | None = None
    for item in items[start + 1:]:
        joined = _touching(merged[-1], item)
        if joined is None:
            merged.append(item)
        else:
            merged[-1] = joined
            if grew is None:
                grew = start + len(merged) - 1
    del items[start:]
    items += merged
    return max(grew - 1, 0) if grew else len(items) - 1


def read_constraint(goal: ir.Goal) -> ir.Constraint | None:
    """The exact structured meaning of a constraint goal, or None."""
    if goal.restart or goal.spec is not None or goal.pattern is None:
        return None
    branches = goal.pattern.branches
    if len(branches) == 1 and [type(t.primary) for t in branches[0].seq.terms] == [ir.PatDot]:
        if branches[0].goto is None and branches[0].seq.end is None:
            return ir.Const(value=True)
    return _alt(goal.pattern)


# ---------------------------------------------------------------------------------------
# Words for constraints that are not features (the D field)

_RANKS = ("longest suit", "second longest suit", "third longest suit", "shortest suit")


def _d_words(positions: list[set[str]]) -> str | None:
    positions = positions + [set(_ALPHABET)] * (9 - len(positions))
    if len(positions) > 9:
        return None
    words: list[str] = []
    for k, rank in enumerate(_RANKS):
        digits = sorted(int(c) for c in positions[1 + 2 * k] if c in "0123456789")
        suits = [s for s in "SHDC" if s in positions[2 + 2 * k]]
        parts = []
        if digits != list(range(10)) and digits:
            lo, hi = digits[0], digits[-1]
            if digits == list(range(lo, hi + 1)):
                parts.append(f"{lo} cards" if lo == hi else
                             f"{lo}+ cards" if hi == 9 else f"{lo}-{hi} cards")
            else:
                return None
        if len(suits) < 4:
            parts.append(" or ".join(SUIT_NAMES[x] for x in suits) or "no suit")
        if parts:
            words.append(f"{rank} {' '.join(parts)}")
    return ", ".join(words) or "any hand"


def _seq_words(seq: ir.PatSeq, describe: Callable[[ir.Constraint], str]) -> str | None:
    structured = _seq(seq)
    if structured is not None:
        return describe(structured)
    if seq.end is not None or any(t.iterator for t in seq.terms) or not seq.terms:
        return None
    if len(seq.terms) == 1 and isinstance(seq.terms[0].primary, ir.PatGroup):
        inner = alt_words(seq.terms[0].primary.body, describe)
        return f"({inner})" if inner else None
    first = seq.terms[0].primary
    if not isinstance(first, ir.PatString) or first.text[0] != "D":
        return None
    positions = _positions(seq)
    return None if positions is None else _d_words(positions)


def alt_words(alt: ir.PatAlt, describe: Callable[[ir.Constraint], str]) -> str | None:
    """A constraint's alternatives in words (the D field included), or None."""
    words: list[str] = []
    for branch in alt.branches:
        if branch.goto is not None or branch.join == "then":
            return None
        part = _seq_words(branch.seq, describe)
        if part is None:
            return None
        words.append(part if branch.join == "first" else
                     f"or {part}" if branch.join == "or" else f"and {part}")
    return " ".join(words)
