"""The GIB goal interpreter as it was before it was made linear: a plain backtracking
matcher, kept as the oracle that ``bridgec.matcher.gib_match`` must agree with
(tests/frontends/gib/test_gib_match.py). It takes time growing as a power of the text's
length on goals like ``.*.*.*.*.*.*Z``: give it only small goals."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from bridgec import ir
from bridgec.bridge.calls import STRAINS
from bridgec.bridge.hand import FIELD_OFFSETS
from bridgec.matcher.gib_dispatch import DEFAULT_DISPATCH, DispatchTable, MatchContext
from bridgec.matcher.gib_match import GibMatchError, MatchResult, field_value

CHAR_VALUES = {c: i for i, c in enumerate(STRAINS + "PXR")}
"""Values of the suit-like characters in math."""
_CALL = re.compile(r"[1-7][CDHSN]|P|X|R")
Grabs = dict[str, str]
Hit = tuple[int, Grabs]


class _NoField(Exception):
    """``.`` in math at the end of the string."""


class TooLong(Exception):
    """The oracle took more than ``MAX_STEPS`` steps: its answer is unknown (it is
    exponential on some goals, so a property test skips such a draw rather than hang)."""


MAX_STEPS = 200_000
"""Primaries tried before the oracle gives up on a goal (``TooLong``)."""


def _rank(c: str) -> tuple[str, int]:
    if c in "0123456789":
        return "n", int(c)
    if c in STRAINS:
        return "s", STRAINS.index(c)
    return "o", ord(c)


def _step(c: str, k: int) -> str | None:
    if c in "0123456789":
        n = int(c) + k
        return str(n) if 0 <= n <= 9 else None
    if c in STRAINS:
        i = STRAINS.index(c) + k
        return STRAINS[i] if 0 <= i < len(STRAINS) else None
    return None


class _Matcher:
    def __init__(self, subject: str, pattern_mode: bool, dispatch: DispatchTable) -> None:
        self.s = subject
        self.pattern_mode = pattern_mode
        self.dispatch = dispatch
        self.steps = 0

    # alternatives --------------------------------------------------------------------
    def alt(self, alt: ir.PatAlt, pos: int, grabs: Grabs, top: bool) -> list[Hit]:
        hits = self.branch(alt.branches[0], pos, pos, grabs, top)
        for b in alt.branches[1:]:
            if b.join == "or":
                hits = hits + self.branch(b, pos, pos, grabs, top)
            elif b.join == "and":
                hits = [h for _, g in hits for h in self.branch(b, pos, pos, g, top)]
            else:
                hits = [h for end, g in hits for h in self.branch(b, end, pos, g, top)]
        return hits

    def branch(self, b: ir.PatBranch, pos: int, start: int, grabs: Grabs, top: bool) -> list[Hit]:
        starts = [pos]
        if b.goto is not None:
            starts = self.goto_targets(b.goto)
        elif self.pattern_mode:
            first = b.seq.terms[0].primary if b.seq.terms else None
            if isinstance(first, ir.PatString) and first.text[0] in FIELD_OFFSETS:
                starts = [FIELD_OFFSETS[first.text[0]][0]]
        return [h for p in starts for h in self.regexp(b.seq, p, grabs)]

    def goto_targets(self, goto: ir.PatGoto) -> list[int]:
        if goto.start:
            return [0]
        first = min(goto.position, len(self.s))
        if not goto.advance:
            return [first]
        colon = self.s.find(":", first)
        last = len(self.s) if colon < 0 else colon
        return list(range(first, last + 1))

    def regexp(self, seq: ir.PatSeq, pos: int, grabs: Grabs) -> list[Hit]:
        if seq.end is None:
            return list(self.terms(seq.terms, 0, pos, grabs))
        calls = self.s.split(":") if self.s else []
        colons = sum(t.primary.text.count(":") for t in seq.terms
                     if isinstance(t.primary, ir.PatString))
        first = len(calls) - 1 - colons - seq.end
        if first < 0:
            return []
        begin = sum(len(c) + 1 for c in calls[:first])
        kept = len(calls) - seq.end
        boundary = sum(len(c) + 1 for c in calls[:kept]) - 1 if kept else 0
        return [(len(self.s), g) for end, g in self.terms(seq.terms, 0, begin, grabs)
                if end == boundary]

    def terms(self, terms: tuple[ir.PatTerm, ...], i: int, pos: int,
              grabs: Grabs) -> Iterator[Hit]:
        if i == len(terms):
            yield pos, grabs
            return
        for end, g in self.term(terms[i], pos, grabs):
            yield from self.terms(terms, i + 1, end, g)

    def term(self, term: ir.PatTerm, pos: int, grabs: Grabs) -> Iterator[Hit]:
        if term.iterator is None:
            yield from self.primary(term.primary, pos, grabs)
        elif term.iterator == "?":
            yield from self.primary(term.primary, pos, grabs)
            yield pos, grabs
        elif term.iterator == "*":
            yield from self.star(term.primary, pos, grabs)
        else:
            for end, g in self.primary(term.primary, pos, grabs):
                yield from self.star(term.primary, end, g)

    def star(self, p: ir.PatPrimary, pos: int, grabs: Grabs) -> Iterator[Hit]:
        for end, g in self.primary(p, pos, grabs):
            if end > pos:
                yield from self.star(p, end, g)
        yield pos, grabs

    # primaries -----------------------------------------------------------------------
    def primary(self, p: ir.PatPrimary, pos: int, grabs: Grabs) -> Iterator[Hit]:
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise TooLong
        s = self.s
        if isinstance(p, ir.PatString):
            if s.startswith(p.text, pos):
                yield pos + len(p.text), grabs
        elif isinstance(p, ir.PatDot):
            if pos < len(s):
                yield pos + 1, grabs
        elif isinstance(p, ir.PatClass):
            if pos < len(s) and self.in_class(p, s[pos], grabs):
                yield pos + 1, grabs
        elif isinstance(p, ir.PatAnyCall):
            m = _CALL.match(s, pos)
            if m:
                yield m.end(), grabs
        elif isinstance(p, ir.PatPush):
            yield pos, {**grabs, p.name: s[pos:pos + 1]}
        elif isinstance(p, ir.PatGrab):
            value = grabs.get(p.name)
            if value is not None and s.startswith(value, pos):
                yield pos + len(value), grabs
        elif isinstance(p, ir.PatGroup):
            yield from self.alt(p.body, pos, grabs, top=False)
        elif isinstance(p, ir.PatNot):
            if next(iter(self.primary(p.operand, pos, grabs)), None) is None:
                yield pos, grabs
        else:
            yield from self.math_primary(p, pos, grabs)

    def math_primary(self, p: ir.PatMath, pos: int, grabs: Grabs) -> Iterator[Hit]:
        state = _Math(self, pos, dict(grabs))
        try:
            value = state.eval(p.expr)
        except _NoField:
            return
        if value:
            yield state.pos, state.grabs

    def in_class(self, p: ir.PatClass, c: str, grabs: Grabs) -> bool:
        chars: list[str] = []
        for item in p.items:
            if isinstance(item, ir.ClassChar):
                chars.append(item.char)
            elif isinstance(item, ir.ClassGrab):
                chars.append(grabs.get(item.name, "")[:1])
            else:
                chars += [chr(o) for o in range(ord(item.low), ord(item.high) + 1)]
        chars = [x for x in chars if x]
        if p.op == "":
            return c in chars
        if p.op == "^":
            return c not in chars
        if p.op in ("<", ">"):
            kind, value = _rank(c)
            ranks = [_rank(x) for x in chars]
            if p.op == "<":
                return any(k == kind and value < v for k, v in ranks)
            return any(k == kind and value > v for k, v in ranks)
        k = p.count if p.op == "+" else -p.count
        return any(_step(x, k) == c for x in chars)


class _Math:
    """One evaluation of a math expression: its own position and grabs."""

    def __init__(self, matcher: _Matcher, pos: int, grabs: Grabs) -> None:
        self.m = matcher
        self.pos = pos
        self.grabs = grabs

    def eval(self, e: ir.MathExpr) -> int:
        if isinstance(e, ir.MathNumber):
            return e.value
        if isinstance(e, ir.MathChar):
            return CHAR_VALUES[e.char]
        if isinstance(e, ir.MathGrab):
            return field_value(self.grabs.get(e.name, "0"))
        if isinstance(e, ir.MathDot):
            return self.read_field()
        if isinstance(e, ir.MathUnary):
            v = self.eval(e.operand)
            return -v if e.op == "-" else int(not v)
        if isinstance(e, ir.MathBetween):
            v, lo, hi = self.eval(e.value), self.eval(e.low), self.eval(e.high)
            return int(lo <= v <= hi)
        if isinstance(e, ir.MathCall):
            return self.call(e)
        return self.binary(e)

    def call(self, e: ir.MathCall) -> int:
        function = self.m.dispatch.get(e.function)
        if function is None:
            raise GibMatchError(f"#{e.function} is not in the dispatch table")
        args = [self.eval(a) for a in e.args]
        try:
            return int(function(MatchContext(self.m.s, self.pos), *args))
        except TypeError as exc:
            raise GibMatchError(f"#{e.function} called with {len(args)} argument(s): "
                                f"{exc}") from None

    def binary(self, e: ir.MathBinary) -> int:
        if e.op == "=":
            if not isinstance(e.left, ir.MathGrab):
                raise GibMatchError("the left side of = must be a grab (a-z)")
            value = self.eval(e.right)
            self.grabs[e.left.name] = str(value)
            return value
        left = self.eval(e.left)
        right = self.eval(e.right)
        return _OPS[e.op](left, right)

    def read_field(self) -> int:
        s, pos = self.m.s, self.pos
        if pos >= len(s):
            raise _NoField
        end = pos + 1
        if s[pos].isdigit():
            while end < len(s) and s[end].isdigit():
                end += 1
        self.pos = end
        return field_value(s[pos:end])


_OPS: dict[str, Callable[[int, int], int]] = {
    "&&": lambda a, b: int(bool(a) and bool(b)), "||": lambda a, b: int(bool(a) or bool(b)),
    "&": lambda a, b: a & b, "|": lambda a, b: a | b,
    ">=": lambda a, b: int(a >= b), "<=": lambda a, b: int(a <= b),
    ">": lambda a, b: int(a > b), "<": lambda a, b: int(a < b),
    "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b),
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
}


def match_goal(goal: ir.Goal, subject: str, *, pattern: bool = False,
               dispatch: DispatchTable = DEFAULT_DISPATCH) -> MatchResult:
    """Match ``goal`` against an auction string, or (``pattern``) a hand pattern string.

    Raises:
        GibMatchError: the goal is a spec, or uses a function the table lacks.
    """
    if goal.spec is not None:
        raise GibMatchError("a spec says what a call shows; it is not matched")
    restart = subject + goal.restart if goal.restart else None
    if goal.pattern is None:
        return MatchResult(True, {}, restart)
    matcher = _Matcher(subject, pattern, dispatch)
    for end, grabs in matcher.alt(goal.pattern, 0, {}, top=True):
        if pattern or end == len(subject):
            return MatchResult(True, grabs, restart)
    return MatchResult(False, {})


def match_auction(goal: ir.Goal, auction: str,
                  dispatch: DispatchTable = DEFAULT_DISPATCH) -> MatchResult:
    """Match a rule's seq against ``1N:P:2C`` (the auction including the call made)."""
    return match_goal(goal, auction, dispatch=dispatch)


def match_pattern(goal: ir.Goal, pattern_string: str,
                  dispatch: DispatchTable = DEFAULT_DISPATCH) -> MatchResult:
    """Match a rule's constraint against a hand's pattern string."""
    return match_goal(goal, pattern_string, pattern=True, dispatch=dispatch)
