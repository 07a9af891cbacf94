"""Read a meaning with its grammar: a text becomes its phrases (parse trees) and unread tokens.

The grammar (``grammar/MeaningLexer.g4``, ``grammar/MeaningParser.g4``) is the one definition
of the meaning language. ``make grammar`` compiles it into the ATNs (state machines) of the
generated lexer and parser, and this module runs those ATNs and nothing else, so nothing here
has to be kept in step with the grammar:

* the lexer's ATN as ANTLR runs it (the longest match, the rule written first on a tie,
  ``-> skip`` rules dropped), its states built lazily into a DFA (:class:`_Scan`);
* the parser's ATN from the start of ``phrase`` at each token (:class:`_Walk`): at a decision
  the alternatives are tried in the order the grammar writes them, and the first path that
  completes the phrase is the phrase there; where no phrase starts the token is unread. This
  is the reading the grammar defines (``meaning`` in MeaningParser.g4: anything may follow a
  phrase, so the first alternative that can complete is ANTLR's choice).

Phrases are cached by the token types the walk looked at, the tokens of the pieces of a text
by their characters, and readings by text (:mod:`bridgec.meanings`). The generated parser is
not run here (the ANTLR Python runtime takes tens of seconds to build its prediction for this
grammar on a system's descriptions); tests/meanings/test_meaning_parse.py holds this module
equal to the generated lexer and to the generated parser's ``meaning`` rule, run through
their public API, on the readings table, on random texts and on real systems' descriptions.

Only this package sees ANTLR types.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from antlr4 import Token
from antlr4.atn.ATN import ATN
from antlr4.atn.ATNState import ATNState
from antlr4.atn.Transition import (
    ActionTransition,
    NotSetTransition,
    RuleTransition,
    Transition,
    WildcardTransition,
)
from antlr4.LL1Analyzer import LL1Analyzer

from bridgec._generated.meaning.MeaningLexer import MeaningLexer
from bridgec._generated.meaning.MeaningParser import MeaningParser

_CHUNK = re.compile(r"[,;:]|[^,;:]+")


class _Token:
    """The fields of an ANTLR token that the parse trees and the lowering read."""

    __slots__ = ("type", "start", "stop", "text", "tokenIndex", "line", "column")

    def __init__(self, kind: int, start: int, stop: int, text: str, index: int) -> None:
        self.type, self.start, self.stop, self.text, self.tokenIndex = kind, start, stop, \
            text, index
        self.line, self.column = 1, start

    def getInputStream(self) -> None:
        return None


@dataclass(frozen=True)
class Piece:
    """A phrase (its parse tree) or a token no phrase took (``tree`` is None).

    ``key`` identifies a phrase by its tokens (types, texts, offsets from its start): two
    phrases with the same key lower the same way, shifted.
    """

    tree: Any
    token: Any
    start: int
    end: int
    key: tuple[tuple[int, str, int], ...] = ()


class _Lexer:
    """The tokens of a text, as the generated lexer makes them."""

    def __init__(self) -> None:
        self.chunks: dict[str, tuple[tuple[int, int, int, str], ...]] = {}
        self.scan = _Scan(MeaningLexer.atn)

    def chunk_tokens(self, chunk: str) -> tuple[tuple[int, int, int, str], ...]:
        """(type, start, stop, text) of the tokens of a piece of text (no EOF), cached."""
        found = self.chunks.get(chunk)
        if found is None:
            found = self.scan.tokens(chunk)
            if len(self.chunks) > 100000:
                self.chunks.clear()
            self.chunks[chunk] = found
        return found

    def tokens(self, text: str) -> list[Any]:
        """The tokens of ``text`` with EOF, lexing the text in pieces cut at ``, ; :``.

        No token holds or crosses these characters (each is a token of its own), so the
        lexer reads the pieces as it reads the whole; the pieces repeat from one meaning to
        the next and their tokens are cached.
        """
        out: list[Any] = []
        for m in _CHUNK.finditer(text):
            base = m.start()
            for kind, start, stop, word in self.chunk_tokens(m.group(0)):
                out.append(_Token(kind, base + start, base + stop, word, len(out)))
        out.append(_Token(Token.EOF, len(text), len(text) - 1, "<EOF>", len(out)))
        return out


# ---------------------------------------------------------------------------------------
# The lexer ATN, run as a lazily built DFA


class _Scan:
    """The generated lexer's ATN run as ANTLR runs it (longest match, the rule written first
    on a tie, ``-> skip`` rules dropped), with its DFA states kept as plain sets of ATN
    states: much faster to build than the runtime's own DFA."""

    def __init__(self, atn: ATN) -> None:
        self.atn = atn
        self.types = list(atn.ruleToTokenType)
        skip = {i for i, s in enumerate(atn.states)
                if any(isinstance(t, ActionTransition) for t in s.transitions)}
        self.skip_rules = {atn.states[i].ruleIndex for i in skip}
        self.closures: dict[int, frozenset[int]] = {}
        self.ids: dict[frozenset[int], int] = {}
        self.sets: list[frozenset[int]] = []
        self.accepts: list[int | None] = []
        self.edges: dict[tuple[int, str], int] = {}
        self.moves = [tuple((_ranges(t), t.target.stateNumber) for t in s.transitions
                            if not t.isEpsilon) for s in atn.states]
        self.start = self._intern(self._closure(atn.modeToStartState[0].stateNumber))

    def _closure(self, state: int) -> frozenset[int]:
        found = self.closures.get(state)
        if found is None:
            seen, todo = {state}, [state]
            while todo:
                for t in self.atn.states[todo.pop()].transitions:
                    if t.isEpsilon and t.target.stateNumber not in seen:
                        seen.add(t.target.stateNumber)
                        todo.append(t.target.stateNumber)
            found = self.closures[state] = frozenset(seen)
        return found

    def _intern(self, states: frozenset[int]) -> int:
        found = self.ids.get(states)
        if found is None:
            found = self.ids[states] = len(self.sets)
            self.sets.append(states)
            stops = [self.atn.states[s].ruleIndex for s in states
                     if self.atn.states[s].stateType == ATNState.RULE_STOP]
            self.accepts.append(min(stops) if stops else None)
        return found

    def _step(self, current: int, ch: str) -> int:
        key = (current, ch)
        found = self.edges.get(key)
        if found is None:
            code, reach = ord(ch), set[int]()
            for s in self.sets[current]:
                for ranges, target in self.moves[s]:
                    for low, high in ranges:
                        if low <= code < high:
                            reach |= self._closure(target)
                            break
            found = self.edges[key] = self._intern(frozenset(reach)) if reach else -1
        return found

    def tokens(self, text: str) -> tuple[tuple[int, int, int, str], ...]:
        """(type, start, stop, text) of every token, as the generated lexer makes them."""
        out = []
        pos, n = 0, len(text)
        while pos < n:
            current, i, best = self.start, pos, None
            while i < n:
                current = self._step(current, text[i])
                if current < 0:
                    break
                i += 1
                rule = self.accepts[current]
                if rule is not None:
                    best = (rule, i)
            if best is None:  # cannot happen: OTHER matches any character
                best = (-1, pos + 1)
            rule, end = best
            if rule not in self.skip_rules:
                kind = self.types[rule] if rule >= 0 else Token.INVALID_TYPE
                out.append((kind, pos, end - 1, text[pos:end]))
            pos = end
        return tuple(out)


# ---------------------------------------------------------------------------------------
# The ATN walk

_EPSILON, _RULE, _MATCH = 0, 1, 2
_ENTER, _EXIT, _TOKEN = 0, 1, 2
MAX_STEPS = 20000
"""A phrase whose walk takes more steps than this (none is known) is not read: its first
token is left unread, and the walk goes on at the next token."""


class _Walk:
    """A backtracking walk of the parser's ATN from the start of ``phrase``."""

    def __init__(self) -> None:
        atn = MeaningParser.atn
        top = atn.maxTokenType
        self.stop = [s.stateType == ATNState.RULE_STOP for s in atn.states]
        look = LL1Analyzer(atn)
        self.moves: list[list[tuple[int, int, Any, frozenset[int] | None]]] = []
        for s in atn.states:
            out: list[tuple[int, int, Any, frozenset[int] | None]] = []
            for t in s.transitions:
                first = _first(look, t, top) if len(s.transitions) > 1 else None
                if isinstance(t, RuleTransition):
                    out.append((_RULE, t.target.stateNumber,
                                (t.followState.stateNumber, t.target.ruleIndex), first))
                elif t.isEpsilon:
                    out.append((_EPSILON, t.target.stateNumber, None, first))
                else:
                    out.append((_MATCH, t.target.stateNumber, _matching(t, top), first))
            self.moves.append(out)
        self.start = atn.ruleToStartState[MeaningParser.RULE_phrase].stateNumber
        first = atn.nextTokens(atn.ruleToStartState[MeaningParser.RULE_phrase])
        self.first = frozenset(t for iv in first.intervals for t in range(iv.start, iv.stop))
        self.contexts = [getattr(MeaningParser, name[0].upper() + name[1:] + "Context")
                         for name in MeaningParser.ruleNames]
        self.types: list[int] = []
        self.seen = 0
        self.steps = 0
        self.cache: dict[tuple[int, ...], tuple[int, Any]] = {}
        self.longest = 1

    def phrase(self, types: list[int], pos: int) -> tuple[int, Any] | None:
        """The phrase at ``pos``: its end (exclusive) and the walk's trail, or None.

        Raises:
            RecursionError: the walk took more than :data:`MAX_STEPS` steps.
        """
        for size in range(1, min(self.longest, len(types) - pos) + 1):
            hit = self.cache.get(tuple(types[pos:pos + size]))
            if hit is not None:
                length, trail = hit
                return (pos + length, trail) if length else None
        self.types, self.seen, self.steps = types, pos, 0
        found = self._run(self.start, pos, None, None, pos)
        window = tuple(types[pos:self.seen + 1])
        self.longest = max(self.longest, len(window))
        if len(self.cache) > 200000:
            self.cache.clear()
        self.cache[window] = (found[0] - pos, found[1]) if found else (0, None)
        return found

    def _run(self, state: int, pos: int, stack: Any, trail: Any,
             origin: int) -> tuple[int, Any] | None:
        """Follow the ATN from ``state``; at a decision, try each way in ANTLR's order.

        ``stack`` is a linked list of (follow state, rest); ``trail`` a linked list of
        (event, value, rest) with token positions relative to ``origin``.
        """
        moves, types, stop = self.moves, self.types, self.stop
        while True:
            self.steps += 1
            if self.steps > MAX_STEPS:
                raise RecursionError("meaning grammar walk too long")
            if stop[state]:
                if stack is None:
                    return pos, trail
                state, stack = stack
                trail = (_EXIT, 0, trail)
                continue
            out = moves[state]
            if len(out) != 1:
                if pos > self.seen:
                    self.seen = pos
                here = types[pos]
                for kind, target, extra, first in out:
                    if first is not None and here not in first:
                        continue
                    step = self._take(kind, target, extra, pos, stack, trail, origin)
                    if step is not None:
                        found = self._run(*step, origin)
                        if found is not None:
                            return found
                return None
            kind, target, extra, _ = out[0]
            step = self._take(kind, target, extra, pos, stack, trail, origin)
            if step is None:
                return None
            state, pos, stack, trail = step

    def _take(self, kind: int, target: int, extra: Any, pos: int, stack: Any, trail: Any,
              origin: int) -> tuple[int, int, Any, Any] | None:
        if kind == _EPSILON:
            return target, pos, stack, trail
        if kind == _RULE:
            follow, rule = extra
            return target, pos, (follow, stack), (_ENTER, rule, trail)
        if pos > self.seen:
            self.seen = pos
        if self.types[pos] not in extra:
            return None
        return target, pos + 1, stack, (_TOKEN, pos - origin, trail)

    def tree(self, trail: Any, tokens: list[Any], pos: int) -> Any:
        """The ANTLR parse tree (``PhraseContext``) a trail describes."""
        events = []
        while trail is not None:
            events.append(trail[:2])
            trail = trail[2]
        root = MeaningParser.PhraseContext(None, None, -1)
        root.start = tokens[pos]
        current, at = root, pos
        for event, value in reversed(events):
            if event == _ENTER:
                child = self.contexts[value](None, current, -1)
                child.start = tokens[at]
                current.addChild(child)
                current = child
            elif event == _EXIT:
                current.stop = tokens[at - 1]
                current = current.parentCtx
            else:
                at = pos + value + 1
                current.addTokenNode(tokens[at - 1])
        root.stop = tokens[at - 1]
        return root


def _ranges(t: Transition) -> tuple[tuple[int, int], ...]:
    """The code points a lexer transition matches, as [low, high) ranges."""
    if isinstance(t, WildcardTransition):
        return ((0, 0x110000),)
    if t.label is None:
        raise ValueError(f"unexpected lexer transition {type(t).__name__}")
    ranges = tuple((iv.start, iv.stop) for iv in t.label.intervals)
    if isinstance(t, NotSetTransition):
        edges = [0, *(x for r in ranges for x in r), 0x110000]
        return tuple((edges[i], edges[i + 1]) for i in range(0, len(edges), 2)
                     if edges[i] < edges[i + 1])
    return ranges


def _matching(t: Transition, top: int) -> frozenset[int]:
    return frozenset(k for k in range(1, top + 1) if t.matches(k, 1, top))


def _first(look: LL1Analyzer, t: Transition, top: int) -> frozenset[int] | None:
    """The tokens a way out of a decision can start with; None if it may match nothing
    (then what follows the rule decides, and the walk has to try it)."""
    if not t.isEpsilon and not isinstance(t, RuleTransition):
        return _matching(t, top)
    found = look.LOOK(t.target, None, None)
    if found is None or Token.EPSILON in found or Token.EOF in found:
        return None
    return frozenset(k for iv in found.intervals for k in range(iv.start, iv.stop)
                     if 1 <= k <= top)


# ---------------------------------------------------------------------------------------
# Entry points

_LEXER: _Lexer | None = None
_WALK: _Walk | None = None


def _engines() -> tuple[_Lexer, _Walk]:
    global _LEXER, _WALK
    if _LEXER is None or _WALK is None:
        _LEXER = _Lexer()
        _WALK = _Walk()
    return _LEXER, _WALK


def _key(tokens: list[Any]) -> tuple[tuple[int, str, int], ...]:
    base = tokens[0].start
    return tuple((t.type, t.text, t.start - base) for t in tokens)


def tokens(text: str) -> list[Any]:
    """The tokens of ``text`` (with EOF), as the generated lexer makes them."""
    return _engines()[0].tokens(text)


def pieces(text: str) -> list[Piece]:
    """The phrases and unread tokens of ``text``, in order (never fails)."""
    lexer, walk = _engines()
    found = lexer.tokens(text)
    types = [t.type for t in found]
    out: list[Piece] = []
    i = 0
    while types[i] != Token.EOF:
        end = None
        if types[i] in walk.first:
            try:
                phrase = walk.phrase(types, i)
            except RecursionError:
                phrase = None
            end = None if phrase is None else phrase[0]
        if end is None:
            out.append(Piece(None, found[i], found[i].start, found[i].stop + 1))
            i += 1
        else:
            out.append(Piece(_Lazy(walk, found, i), None, found[i].start,
                             found[end - 1].stop + 1, _key(found[i:end])))
            i = end
    return out


class _Lazy:
    """A phrase found by the walk whose tree is built only when asked for (the lowering
    of a phrase is cached by its key, so most trees are never needed)."""

    def __init__(self, walk: _Walk, tokens: list[Any], pos: int) -> None:
        self.walk, self.tokens, self.pos = walk, tokens, pos

    def build(self) -> Any:
        found = self.walk.phrase([t.type for t in self.tokens], self.pos)
        assert found is not None
        return self.walk.tree(found[1], self.tokens, self.pos)


def tree_of(piece: Piece) -> Any:
    """The parse tree of a phrase (a ``MeaningParser.PhraseContext``)."""
    return piece.tree.build() if isinstance(piece.tree, _Lazy) else piece.tree
