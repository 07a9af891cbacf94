"""The GIB goal interpreter: does a goal match an auction string or a hand pattern string?

A backtracking matcher over ``ir.Goal`` trees. Every reading of the seed it relies on is
in docs/gib.md ("Matching"); in short:

* auction strings (``1N:P:2C``, calls ``[1-7][CDHSN] P X R`` joined by ``:``) must be
  matched whole; a regexp ending in ``$n`` matches the calls that end ``n`` calls before
  the end of the auction instead;
* hand pattern strings (``bridgec.bridge.hand.pattern_string``): an alternative (also one inside
  parentheses) that starts with a field letter (``P M D C L H Q S G``) and has no goto
  starts at that field, as if ``@nn`` were written; matches need not reach the end;
* ``&`` joins a second match from the same position; a goto-joined one starts where the
  goto says; ``|`` is an alternative; they group left to right;
* a push saves the next character without moving; ``#a`` matches the saved text;
* ``!p`` is a look-ahead: it consumes nothing;
* math: numbers are integers, strain characters count C=0 D=1 H=2 S=3 N=4 P=5 X=6 R=7,
  ``.`` reads a field (a digit run or one character); a chain of ``&& || & |`` groups
  from the right (the seed's "right-to-left evaluation": ``a && b || c`` is
  ``a && (b || c)``); operands are evaluated left first and never short-circuit.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from operator import itemgetter
from typing import NamedTuple

from bridgec import ir
from bridgec.bridge.calls import STRAINS
from bridgec.bridge.hand import FIELD_OFFSETS
from bridgec.matcher.gib_dispatch import DEFAULT_DISPATCH, DispatchTable, MatchContext

CHAR_VALUES = {c: i for i, c in enumerate(STRAINS + "PXR")}
"""Values of the suit-like characters in math."""
_CALL = re.compile(r"[1-7][CDHSN]|P|X|R")
Grabs = tuple[tuple[str, str], ...]
"""The grabs set so far, sorted by name (hashable: states are remembered)."""
Hit = tuple[int, Grabs]
MAX_STEPS = 1_000_000
"""Steps one match may take (a state reached, a match of a primary: about a second); a
rule of our test inputs takes a few dozen."""


_POSITION, _GRABS = itemgetter(0), itemgetter(1)


class GibMatchError(ValueError):
    """A goal that cannot be evaluated: an unknown ``#n`` function, a spec goal matched."""


class MatchResult(NamedTuple):
    """Whether a goal matched, the grabs of the first match, and the ``@`` restart string."""

    matched: bool
    grabs: dict[str, str]
    restart: str | None = None


class _NoField(Exception):
    """``.`` in math at the end of the string."""


def field_value(text: str) -> int:
    """The number a field or grab stands for in math."""
    if text.isascii() and text.lstrip("-").isdigit():
        return int(text)
    if not text:
        return 0
    return CHAR_VALUES.get(text[0], ord(text[0]))


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
    """Every way a goal matches from a position, in the order a backtracking matcher finds
    them, each (end, grabs) once.

    A backtracking matcher tries the same (term, position, grabs) again and again: with
    ``.*.*.*.*.*.*Z`` it takes time growing as a power of the text's length. Here each
    sequence is matched term by term over the whole set of states reached so far (an NFA
    simulation), a repetition is one depth-first walk over the states it reaches, each
    state once, and a group's matches from a state are remembered. Keeping only the first
    of equal states keeps the backtracking order of what is left, so the first match and
    its grabs are the ones the backtracking matcher gives. Work grows with the goal's size
    times the text's length (times the text's length again per repeated group); a goal
    that would still take more than :data:`MAX_STEPS` steps raises :class:`GibMatchError`.
    """

    def __init__(self, subject: str, pattern_mode: bool, dispatch: DispatchTable) -> None:
        self.s = subject
        self.pattern_mode = pattern_mode
        self.dispatch = dispatch
        self.steps = MAX_STEPS
        self.groups: dict[tuple[int, int, Grabs], list[Hit]] = {}

    def spend(self, steps: int) -> None:
        self.steps -= steps
        if self.steps < 0:
            shown = self.s if len(self.s) <= 60 else self.s[:60] + "..."
            raise GibMatchError(f"the goal takes more than {MAX_STEPS} steps to match "
                                f"'{shown}': simplify its repeated groups")

    # alternatives --------------------------------------------------------------------
    def alt(self, alt: ir.PatAlt, pos: int, grabs: Grabs) -> list[Hit]:
        hits = self.branch(alt.branches[0], pos, grabs)
        for b in alt.branches[1:]:
            if b.join == "or":
                hits = _unique([*hits, *self.branch(b, pos, grabs)])
            elif b.join == "and":
                hits = _unique([h for g in dict.fromkeys(g for _, g in hits)
                                for h in self.branch(b, pos, g)])
            else:
                hits = _unique([h for end, g in hits for h in self.branch(b, end, g)])
        return hits

    def branch(self, b: ir.PatBranch, pos: int, grabs: Grabs) -> list[Hit]:
        starts = [pos]
        if b.goto is not None:
            starts = self.goto_targets(b.goto)
        elif self.pattern_mode:
            first = b.seq.terms[0].primary if b.seq.terms else None
            if isinstance(first, ir.PatString) and first.text[0] in FIELD_OFFSETS:
                starts = [FIELD_OFFSETS[first.text[0]][0]]
        if len(starts) == 1:
            return self.regexp(b.seq, starts[0], grabs)
        return _unique([h for p in starts for h in self.regexp(b.seq, p, grabs)])

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
            return self.terms(seq.terms, [(pos, grabs)])
        calls = self.s.split(":") if self.s else []
        colons = sum(t.primary.text.count(":") for t in seq.terms
                     if isinstance(t.primary, ir.PatString))
        first = len(calls) - 1 - colons - seq.end
        if first < 0:
            return []
        begin = sum(len(c) + 1 for c in calls[:first])
        kept = len(calls) - seq.end
        boundary = sum(len(c) + 1 for c in calls[:kept]) - 1 if kept else 0
        return _unique([(len(self.s), g) for end, g in self.terms(seq.terms, [(begin, grabs)])
                        if end == boundary])

    def terms(self, terms: tuple[ir.PatTerm, ...], states: list[Hit]) -> list[Hit]:
        """The states after ``terms``, from each of ``states`` in turn (no recursion per
        term: a goal may have thousands)."""
        for term in terms:
            if not states:
                break
            p = term.primary
            if term.iterator is None:
                states = self.step(p, states)
            elif term.iterator == "?":
                states = _unique([h for pos, g in states
                                  for h in [*self.primary(p, pos, g), (pos, g)]])
            elif term.iterator == "*":
                states = self.star(p, states)
            else:
                states = self.star(p, self.step(p, states))
            self.spend(len(states))
        return states

    def step(self, p: ir.PatPrimary, states: list[Hit]) -> list[Hit]:
        kind = type(p)
        if kind is ir.PatDot:  # the common primaries without a call a state (each state
            n = len(self.s)    # moves to a different one: nothing to remove)
            return [(pos + 1, g) for pos, g in states if pos < n]
        if kind is ir.PatString:
            s, text = self.s, p.text  # type: ignore[union-attr]
            return [(pos + len(text), g) for pos, g in states if s.startswith(text, pos)]
        if len(states) == 1:
            return self.primary(p, *states[0])
        return _unique([h for pos, g in states for h in self.primary(p, pos, g)])

    def star(self, p: ir.PatPrimary, starts: list[Hit]) -> list[Hit]:
        """``p*`` from each of ``starts`` in turn: greedy, so a state's longer matches come
        before it. One depth-first walk (post-order, children in match order) that enters
        each state once gives the backtracking order without its repeats; every match
        moves on (an empty one ends the repetition), so no state is its own descendant."""
        if type(p) is ir.PatDot:
            return self.dot_star(starts)
        out: list[Hit] = []
        seen: set[Hit] = set()
        for start in starts:
            if start in seen:
                continue
            seen.add(start)
            stack = [(start, iter(self.primary(p, *start)))]
            while stack:
                state, children = stack[-1]
                for child in children:
                    if child[0] > state[0] and child not in seen:
                        seen.add(child)
                        stack.append((child, iter(self.primary(p, *child))))
                        break
                else:
                    stack.pop()
                    out.append(state)
        return out

    def dot_star(self, starts: list[Hit]) -> list[Hit]:
        """``.*``, as :meth:`star` walks it: from a start, the end of the string first, then
        each position back to the start; the positions walked with the same grabs are
        always those from the last start back to the end, so with one set of grabs (no
        grab in the goal) it is every position from the end back to the lowest start."""
        n = len(self.s)
        out: list[Hit] = []
        if len(set(map(_GRABS, starts))) == 1:
            g = starts[0][1]
            out = [(q, g) for q in range(n, min(map(_POSITION, starts)) - 1, -1)]
            self.spend(len(out))
            return out
        low: dict[Grabs, int] = {}
        for pos, g in starts:
            top = low.get(g, n + 1)
            if pos < top:
                out += [(q, g) for q in range(top - 1, pos - 1, -1)]
                low[g] = pos
        self.spend(len(out))
        return out

    # primaries -----------------------------------------------------------------------
    def primary(self, p: ir.PatPrimary, pos: int, grabs: Grabs) -> list[Hit]:
        s = self.s
        self.steps -= 1
        if self.steps < 0:
            self.spend(0)
        if isinstance(p, ir.PatString):
            return [(pos + len(p.text), grabs)] if s.startswith(p.text, pos) else []
        if isinstance(p, ir.PatDot):
            return [(pos + 1, grabs)] if pos < len(s) else []
        if isinstance(p, ir.PatClass):
            return [(pos + 1, grabs)] if pos < len(s) and self.in_class(p, s[pos], grabs) \
                else []
        if isinstance(p, ir.PatAnyCall):
            m = _CALL.match(s, pos)
            return [(m.end(), grabs)] if m else []
        if isinstance(p, ir.PatPush):
            return [(pos, _with(grabs, p.name, s[pos:pos + 1]))]
        if isinstance(p, ir.PatGrab):
            value = _grab(grabs, p.name)
            return [(pos + len(value), grabs)] if value is not None and s.startswith(
                value, pos) else []
        if isinstance(p, ir.PatGroup):
            key = (id(p), pos, grabs)
            hits = self.groups.get(key)
            if hits is None:
                hits = self.groups[key] = self.alt(p.body, pos, grabs)
            self.spend(len(hits))
            return hits
        if isinstance(p, ir.PatNot):
            return [] if self.primary(p.operand, pos, grabs) else [(pos, grabs)]
        return self.math_primary(p, pos, grabs)

    def math_primary(self, p: ir.PatMath, pos: int, grabs: Grabs) -> list[Hit]:
        state = _Math(self, pos, dict(grabs))
        try:
            value = state.eval(p.expr)
        except _NoField:
            return []
        if value:
            return [(state.pos, tuple(sorted(state.grabs.items())))]
        return []

    def in_class(self, p: ir.PatClass, c: str, grabs: Grabs) -> bool:
        chars: list[str] = []
        for item in p.items:
            if isinstance(item, ir.ClassChar):
                chars.append(item.char)
            elif isinstance(item, ir.ClassGrab):
                chars.append((_grab(grabs, item.name) or "")[:1])
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


def _unique(hits: list[Hit]) -> list[Hit]:
    """Each hit once, where it first comes."""
    return list(dict.fromkeys(hits)) if len(hits) > 1 else hits


def _grab(grabs: Grabs, name: str) -> str | None:
    for key, value in grabs:
        if key == name:
            return value
    return None


def _with(grabs: Grabs, name: str, value: str) -> Grabs:
    return tuple(sorted({**dict(grabs), name: value}.items()))


class _Math:
    """One evaluation of a math expression: its own position and grabs."""

    def __init__(self, matcher: _Matcher, pos: int, grabs: dict[str, str]) -> None:
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
    for end, grabs in matcher.alt(goal.pattern, 0, ()):
        if pattern or end == len(subject):
            return MatchResult(True, dict(grabs), restart)
    return MatchResult(False, {})


def match_auction(goal: ir.Goal, auction: str,
                  dispatch: DispatchTable = DEFAULT_DISPATCH) -> MatchResult:
    """Match a rule's seq against ``1N:P:2C`` (the auction including the call made)."""
    return match_goal(goal, auction, dispatch=dispatch)


def match_pattern(goal: ir.Goal, pattern_string: str,
                  dispatch: DispatchTable = DEFAULT_DISPATCH) -> MatchResult:
    """Match a rule's constraint against a hand's pattern string."""
    return match_goal(goal, pattern_string, pattern=True, dispatch=dispatch)
