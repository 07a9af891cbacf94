"""Read hand constraints out of the way players write meanings: ``15--17 hcp``, ``5+!h``,
``6+ suit``, ``4-4 majors``, ``balanced``, ``4414``, ``0 or 4 aces``...

:func:`infer` takes a description as plain text (suits as ``!h``, see
:func:`bridgec.notation.inline.plain_text`) and the strain of the call it describes, and returns
an ``ir.Constraint`` (or None when it recognises nothing). Recognised pieces are joined
with *and*; a clause (text between ``, ; . ( )``) whose alternatives (``... or ...``) all
parse becomes an *or*. What is not recognised is left alone, and so is a clause that asks
(``asks for a major``, about partner's hand) or states a condition (``12+ if balanced``):
inference only adds what the text plainly says. The vocabulary is listed in
docs/matcher.md and pinned by tests/test_infer_text.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import combinations

from bridgec import ir
from bridgec.bridge.calls import SUITS

SUIT_WORDS = {"!c": "C", "!d": "D", "!h": "H", "!s": "S", "club": "C", "clubs": "C",
              "diamond": "D", "diamonds": "D", "heart": "H", "hearts": "H", "spade": "S",
              "spades": "S", "c": "C", "d": "D", "h": "H", "s": "S"}
CLASSES = {"major": ("H", "S"), "majors": ("H", "S"), "minor": ("C", "D"),
           "minors": ("C", "D")}
_SUIT = r"(?:!c|!d|!h|!s|clubs?|diamonds?|hearts?|spades?)"
_SUITS = rf"({_SUIT}(?:\s*/\s*{_SUIT})*)"
_NUM = r"(\d{1,2})"
_DASH = r"\s*(?:--|-|–|to)\s*"
_POINTS = r"(hcp|hp|high card points|points|pts|tp|total points|support points|dummy points)"

Piece = ir.Constraint
Handler = Callable[[re.Match[str], str | None], Piece | None]


def _length(suit: str, lo: int | None, hi: int | None) -> Piece:
    return ir.Range(expr=ir.Feature(name="length", suit=suit), min=lo,  # type: ignore[arg-type]
                    max=hi)


def _points(unit: str | None, lo: int | None, hi: int | None) -> Piece:
    name = "total_points" if unit and unit in ("tp", "total points", "support points",
                                                "dummy points") else "hcp"
    return ir.Range(expr=ir.Feature(name=name), min=lo, max=hi)  # type: ignore[arg-type]


def _any(terms: list[Piece]) -> Piece:
    return terms[0] if len(terms) == 1 else ir.Or(terms=tuple(terms))


def _all(terms: list[Piece]) -> Piece:
    return terms[0] if len(terms) == 1 else ir.And(terms=tuple(terms))


def _suits(text: str) -> list[str]:
    return [SUIT_WORDS[w.strip()] for w in text.split("/")]


BALANCED = ("4-3-3-3", "4-4-3-2", "5-3-3-2")
SEMI_BALANCED = (*BALANCED, "5-4-2-2", "6-3-2-2")


def _shapes(patterns: tuple[str, ...]) -> Piece:
    return _any([ir.Shape(pattern=p, any_order=True) for p in patterns])


def _aces(count: int) -> Piece:
    """Exactly ``count`` aces: some ``count`` suits hold the ace (8421 >= 8), the rest not."""
    ways = []
    for held in combinations(SUITS, count):
        ways.append(_all([ir.Range(expr=ir.Feature(name="honor_points", suit=s),  # type: ignore[arg-type]
                                   min=8) if s in held else
                          ir.Range(expr=ir.Feature(name="honor_points", suit=s),  # type: ignore[arg-type]
                                   max=7) for s in SUITS]))
    return _any(ways)


# ---------------------------------------------------------------------------------------
# The vocabulary: (regex, handler), tried in order; a match consumes its text.


def _h_aces(m: re.Match[str], strain: str | None) -> Piece:
    counts = [int(n) for n in re.findall(r"\d", m.group(0))]
    return _any([_aces(n) for n in counts])


def _h_two_suits(m: re.Match[str], strain: str | None) -> Piece:
    a, b = int(m.group(1)), int(m.group(2))
    x, y = CLASSES[m.group(3)]
    if a == b:
        return _all([_length(x, a, None), _length(y, a, None)])
    return _any([_all([_length(x, a, None), _length(y, b, None)]),
                 _all([_length(y, a, None), _length(x, b, None)])])


def _h_dashed_shape(m: re.Match[str], strain: str | None) -> Piece | None:
    parts = [int(p) for p in m.group(1).split("-")]
    if sum(parts) != 13:
        return None
    return ir.Shape(pattern=m.group(1), any_order=True)


def _h_exact_shape(m: re.Match[str], strain: str | None) -> Piece | None:
    if sum(int(c) for c in m.group(1)) != 13:
        return None
    return ir.Shape(pattern=m.group(1))


def _h_suit_range(m: re.Match[str], strain: str | None) -> Piece:
    lo, hi = int(m.group(1)), int(m.group(2))
    return _any([_length(s, lo, hi) for s in _suits(m.group(3))])


def _h_suit_length(m: re.Match[str], strain: str | None) -> Piece:
    n, mod = int(m.group(1)), m.group(2)
    lo, hi = (n, None) if mod == "+" else (None, n) if mod == "-" else (n, n)
    return _any([_length(s, lo, hi) for s in _suits(m.group(3))])


def _h_class_length(m: re.Match[str], strain: str | None) -> Piece:
    n, mod = int(m.group(1)), m.group(2)
    lo, hi = (n, None) if mod == "+" else (None, n) if mod == "-" else (n, n)
    suits = CLASSES[m.group(3)]
    if strain in suits:
        return _length(strain, lo, hi)
    return _any([_length(s, lo, hi) for s in suits])


def _h_bid_suit(m: re.Match[str], strain: str | None) -> Piece | None:
    if strain not in SUITS:
        return None
    n, mod = int(m.group(1)), m.group(2)
    lo, hi = (n, None) if mod == "+" else (None, n) if mod == "-" else (n, n)
    return _length(strain, lo, hi)


def _h_no_major(m: re.Match[str], strain: str | None) -> Piece:
    n = int(m.group(1))
    suits = CLASSES[m.group(2)]
    return _all([_length(s, None, n - 1) for s in suits])


def _h_longer(m: re.Match[str], strain: str | None) -> Piece:
    a, b = SUIT_WORDS[m.group(1)], SUIT_WORDS[m.group(2)]
    return ir.Compare(op=">", left=ir.Feature(name="length", suit=a),  # type: ignore[arg-type]
                      right=ir.Feature(name="length", suit=b))  # type: ignore[arg-type]


def _h_as_long(m: re.Match[str], strain: str | None) -> Piece:
    a, b = SUIT_WORDS[m.group(1)], SUIT_WORDS[m.group(2)]
    return ir.Compare(op=">=", left=ir.Feature(name="length", suit=a),  # type: ignore[arg-type]
                      right=ir.Feature(name="length", suit=b))  # type: ignore[arg-type]


def _h_stopper(m: re.Match[str], strain: str | None) -> Piece:
    return _all([ir.Range(expr=ir.Feature(name="stoppers", suit=s),  # type: ignore[arg-type]
                          min=2) for s in _suits(m.group(1))])


def _h_short(m: re.Match[str], strain: str | None) -> Piece:
    return _any([_length(s, None, 1) for s in _suits(m.group(1))])


def _h_point_range(m: re.Match[str], strain: str | None) -> Piece | None:
    lo, hi = int(m.group(1)), int(m.group(2))
    if lo > hi or hi > 37:
        return None
    return _points(m.group(3), lo, hi)


def _h_points_plus(m: re.Match[str], strain: str | None) -> Piece | None:
    n = int(m.group(1))
    return None if n > 37 else _points(m.group(2), n, None)


def _h_points_max(m: re.Match[str], strain: str | None) -> Piece:
    return _points(m.group(2), None, int(m.group(1)))


def _h_points_upto(m: re.Match[str], strain: str | None) -> Piece:
    hi = int(m.group(2)) - (1 if m.group(1) in ("less than", "fewer than", "under") else 0)
    return _points(m.group(3), None, hi)


def _h_points_min(m: re.Match[str], strain: str | None) -> Piece:
    return _points(m.group(2), int(m.group(1)), None)


def _h_points_exact(m: re.Match[str], strain: str | None) -> Piece:
    n = int(m.group(1))
    return _points(m.group(2), n, n)


def _h_balanced(m: re.Match[str], strain: str | None) -> Piece:
    word = m.group(1)
    if word.startswith("semi"):
        return _shapes(SEMI_BALANCED)
    if word.startswith("un"):
        return ir.Not(term=_shapes(BALANCED))
    return _shapes(BALANCED)


_NOT_AFTER_NUMBER = r"(?!\s*(?:-|–|\d|\+|!|card|cards|suit|major|minor|club|diamond|heart" \
    r"|spade|aces?|keycards?|controls?|%|level))"

VOCABULARY: tuple[tuple[re.Pattern[str], Handler], ...] = tuple(
    (re.compile(p), h) for p, h in (
        (r"\b([0-4](?:\s*(?:or|/)\s*[0-4])*)\s+aces?\b", _h_aces),
        (r"\b(\d)\s*-\s*(\d)\s+(?:in\s+(?:the\s+)?)?(majors|minors)\b", _h_two_suits),
        (r"\b(\d{1,2}-\d{1,2}-\d{1,2}-\d{1,2})\b", _h_dashed_shape),
        (r"\b(\d{4})\b", _h_exact_shape),
        (rf"\b{_NUM}{_DASH}{_NUM}\s*(?:card\s+|-card\s+)?{_SUITS}", _h_suit_range),
        (rf"\b{_NUM}(\+|-)?\s*(?:card\s+|-card\s+)?{_SUITS}(?![a-z])", _h_suit_length),
        (r"\b(?:no|denies|without)\s+(?:a\s+)?(\d)\s*(?:-|\s)?\s*cards?\s+(major|minor)s?\b",
         _h_no_major),
        (r"\b(\d)(\+|-)?\s*(?:-?\s*cards?\s+)?(major|minor)\b", _h_class_length),
        (r"\b(\d)(\+|-)?\s*(?:-?\s*cards?\s+)?(?:suit|trumps?)\b", _h_bid_suit),
        (rf"\b{_NUM}(\+|-)?\s*(?:card|-card)\b(?!\s+(?:major|minor|{_SUIT}))", _h_bid_suit),
        (rf"({_SUIT})\s+longer\s+than\s+({_SUIT})", _h_longer),
        (rf"longer\s+({_SUIT})\s+than\s+({_SUIT})", _h_longer),
        (rf"({_SUIT})\s+(?:at\s+least\s+)?as\s+long\s+as\s+({_SUIT})", _h_as_long),
        (rf"\bstopp?ers?\s+in\s+{_SUITS}", _h_stopper),
        (rf"({_SUIT})\s+stopp?er\b", _h_stopper),
        (rf"(?:singleton\s+or\s+void|short(?:ness|age)?)\s+in\s+{_SUITS}", _h_short),
        (rf"\b{_NUM}{_DASH}{_NUM}\s*(?:{_POINTS}\b)?{_NOT_AFTER_NUMBER}", _h_point_range),
        (rf"\b{_NUM}\+\s*(?:{_POINTS}\b)?{_NOT_AFTER_NUMBER}", _h_points_plus),
        (rf"\b(?:max(?:imum)?|at most)\s+{_NUM}\s*(?:{_POINTS}\b)?", _h_points_max),
        (rf"\b(up to|less than|fewer than|under)\s+{_NUM}\s*(?:{_POINTS}\b)?",
         _h_points_upto),
        (rf"\b(?:min(?:imum)?|at least)\s+{_NUM}\s*(?:{_POINTS}\b)", _h_points_min),
        (rf"\b{_NUM}\s*{_POINTS}\b", _h_points_exact),
        (r"\b(semi-?balanced|unbalanced|balanced|semi-?bal|unbal|bal)\b", _h_balanced),
    ))


def _pieces(text: str, strain: str | None) -> list[Piece]:
    found: list[tuple[int, Piece]] = []
    taken = [False] * len(text)
    for pattern, handler in VOCABULARY:
        for m in pattern.finditer(text):
            if any(taken[m.start():m.end()]):
                continue
            piece = handler(m, strain)
            if piece is None:
                continue
            found.append((m.start(), piece))
            for i in range(m.start(), m.end()):
                taken[i] = True
    return [p for _, p in sorted(found, key=lambda x: x[0])]


def _clause(text: str, strain: str | None) -> list[Piece]:
    alternatives = re.split(r"\s+or\s+", text)
    if len(alternatives) > 1 and not re.search(r"\d\s+or\s+\d\s+aces?", text):
        parsed = [_pieces(a, strain) for a in alternatives]
        return [_any([_all(p) for p in parsed])] if all(parsed) else []
    return _pieces(text, strain)


def infer(text: str, strain: str | None = None) -> ir.Constraint | None:
    """The constraint a description states, or None.

    Args:
        text: the description as plain text (suits written ``!h``).
        strain: the strain of the call described (``C D H S N``), for ``6+ suit``.

    Example:
        >>> from bridgec.constraints.text import constraint_text
        >>> constraint_text(infer("15--17 hcp, balanced"))  # doctest: +ELLIPSIS
        '(15 <= hcp <= 17 and (shape 4-3-3-3* or shape 4-4-3-2* or shape 5-3-3-2*))'
    """
    lowered = text.lower().replace("singleton or void", "shortness")
    clauses = [c.strip() for c in re.split(r"[.;,()]", lowered) if c.strip()]
    clauses = [c for c in clauses if not re.search(r"\bask|\bif\b|\bunless\b|\bexcept\b", c)]
    pieces = [p for c in clauses for p in _clause(c, strain)]
    return _all(pieces) if pieces else None
