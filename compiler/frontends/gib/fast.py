"""A hand-written reader of GIB goals that builds the IR the grammar's path builds, faster.

``grammar/GibLexer.g4`` and ``GibParser.g4`` define the goal language; this module follows
them token for token (one regular expression per lexer mode, one function per parser
rule) and builds the IR nodes :mod:`bridgec.frontends.gib.goals` builds from the ANTLR
parse tree, with the same spans. It only answers for goals it reads completely: anything
it does not accept (every syntax error, and nesting deeper than :data:`MAX_NESTING`)
returns ``None`` and goes to the ANTLR path, which stays the authority for errors and
their columns. Goals of any length are read here, in time linear in their length (the
caller refuses goals longer than ``limits.MAX_GOAL_LENGTH`` first); a long goal that
nests deeper than ``MAX_IR_DEPTH`` is :data:`TOO_DEEP`, as the ANTLR path would say.
tests/frontends/gib/test_gib_fast.py checks that the two paths agree.
"""

from __future__ import annotations

import re
from typing import Any, Literal, cast

from msgspec.structs import replace

from bridgec import ir
from bridgec.diagnostics import Span
from bridgec.limits import MAX_IR_DEPTH, ir_depth

MAX_TOKENS = 48
"""Goals of at most this many tokens nest at most ``8 + 3 * 48`` = 152 IR levels (each
token adds at most three), under ``MAX_IR_DEPTH``: only longer ones need an ``ir_depth``
walk (:data:`TOO_DEEP`)."""
MAX_NESTING = 50
"""Deeper nesting (groups, ``!``, math, unary minus, between) goes to the ANTLR path,
which decides whether Python's recursion limit allows it (each level takes a token, so
goals of at most :data:`MAX_TOKENS` tokens never reach it; ANTLR reads 60 levels)."""

# A whole bracket class is one CLASS token when it is well formed (the grammar's
# ``LBRACKET classItem+ RBRACKET``, read again by ``_ITEM``); anything else in brackets
# is left to LBRACKET and the BRACKETS mode, token by token, to decline.
_OPENER = r"\[(?:\++|-+|[\^<>])?"
_ITEM = re.compile(r"([:_A-Z0-9])-([:_A-Z0-9])|([:_A-Z0-9])|#?([a-z])")
_DEFAULT = re.compile(
    r"(?P<START_SPEC>`)|(?P<MATH>~)"
    r"|(?P<CLASS>" + _OPENER + r"(?:[:_A-Z0-9](?:-[:_A-Z0-9])?|#?[a-z])+\])"
    r"|(?P<LBRACKET>" + _OPENER + ")"
    r"|(?P<AT>@[:_A-Z][:_A-Z0-9]*)|(?P<GOTO>@[0-9][0-9]\+?)|(?P<GOTO_START>&&)"
    r"|(?P<END>\$[0-9]*)|(?P<DOT>\.)|(?P<NOT>!)|(?P<LPAREN>\()|(?P<RPAREN>\))|(?P<COMMA>,)"
    r"|(?P<OR>\|)|(?P<AND>&)|(?P<GRAB>#[a-z])|(?P<MGRAB>#[0-9]+)|(?P<PUSH>[a-z])"
    r"|(?P<ITERATOR>[*+?])|(?P<STRING>[:_A-Z0-9]+)")
_MATH = re.compile(
    r"(?P<MATH>~)|(?P<CHAR>[CDHSNPXR])|(?P<BINARY1>>=|<=|==|!=|>|<|=)"
    r"|(?P<BINARY0>&&|\|\||&|\|)|(?P<BINARY2>\+)|(?P<BINARY3>\*)|(?P<MINUS>-)|(?P<NOT>!)"
    r"|(?P<LPAREN>\()|(?P<RPAREN>\))|(?P<LBRACKET>\[)|(?P<RBRACKET>\])|(?P<COMMA>,)"
    r"|(?P<DOT>\.)|(?P<MGRAB>#[0-9]+|#?[a-z])|(?P<NUM>[0-9]+)")
_BRACKETS = re.compile(r"(?P<RBRACKET>\])|(?P<DASH>-)|(?P<GRAB>#?[a-z])|(?P<CHAR>[:_A-Z0-9])")
_SPEC = re.compile(
    r"(?P<START_SPEC>`)|(?P<MATH>~)|(?P<SPEC_TOK>:[PMLQpmlq])|(?P<SUBSPEC>:[DHSGdhsg])"
    r"|(?P<SUIT>[CDHS])|(?P<NUM>[0-9]+)|(?P<GRAB>#[a-z])|(?P<MGRAB>#[0-9]+)|(?P<DOT>\.)")

# What a token does to the mode stack, per mode: push the mode named, or pop.
_MOVES: dict[str, dict[str, str]] = {
    "default": {"START_SPEC": "spec", "MATH": "math", "LBRACKET": "brackets"},
    "math": {"MATH": "pop"}, "brackets": {"RBRACKET": "pop"},
    "spec": {"START_SPEC": "pop", "MATH": "math"}}
_MODES = {"default": _DEFAULT, "math": _MATH, "brackets": _BRACKETS, "spec": _SPEC}

_TERM_START = frozenset({"DOT", "MATH", "COMMA", "STRING", "NOT", "PUSH", "GRAB", "LPAREN",
                         "LBRACKET", "CLASS"})
_GOTOS = frozenset({"GOTO", "GOTO_START"})
_ALT_START = _TERM_START | _GOTOS
_VAL_START = frozenset({"NUM", "GRAB", "MGRAB", "MATH"})
_CLASS_OPS = {"[": "", "[^": "^", "[<": "<", "[>": ">"}


class _Refuse(Exception):
    """The goal is not one this reader answers for: the ANTLR path decides."""


def tokens(source: str) -> tuple[list[str], list[str], list[int]] | None:
    """Token types, texts and 0-based columns as GibLexer makes them (three EOFs end
    the lists), or None on a character no token starts with."""
    kinds, texts, cols, stop = _lex(source)
    return None if stop is not None else (kinds, texts, cols)


def refused_at(source: str) -> int:
    """Where (0-based) this reader stops reading a goal it declines: the first character no
    token starts with, or the first token it does not accept."""
    kinds, texts, cols, stop = _lex(source)
    if stop is not None:
        return stop
    reader = _Reader(kinds, texts, cols, Span(path="", line=1), 0)
    try:
        reader.goal(source)
    except _Refuse:
        return cols[min(reader.i, len(cols) - 1)]
    return len(source)


def _lex(source: str) -> tuple[list[str], list[str], list[int], int | None]:
    kinds: list[str] = []
    texts: list[str] = []
    cols: list[int] = []
    stack: list[str] = []
    mode = "default"
    scan, moves = _DEFAULT.match, _MOVES["default"]
    pos, end = 0, len(source)
    while pos < end:
        match = scan(source, pos)
        if match is None:
            return kinds, texts, cols, pos
        kind = match.lastgroup
        assert kind is not None
        kinds.append(kind)
        texts.append(match.group())
        cols.append(pos)
        pos = match.end()
        move = moves.get(kind)
        if move is not None:
            if move == "pop":
                mode = stack.pop()
            else:
                stack.append(mode)
                mode = move
            scan, moves = _MODES[mode].match, _MOVES[mode]
    kinds += ("EOF", "EOF", "EOF")
    texts += ("<EOF>", "<EOF>", "<EOF>")
    cols += (end, end, end)
    return kinds, texts, cols, None


TOO_DEEP = ir.Goal(source="")
"""What :func:`read_goal` answers for a goal the grammar reads but that nests deeper than
``MAX_IR_DEPTH`` (the ANTLR path refuses it with the same error)."""

_CACHE: dict[tuple[str, int], tuple[ir.Goal, int] | None] = {}
_CACHE_SIZE = 16384


def read_goal(source: str, span: Span, shift: int, text: str) -> ir.Goal | None:
    """The goal ``source`` spells, as :func:`bridgec.frontends.gib.goals.parse_goal` makes
    it (``text`` as written, ``span`` its first character, ``shift`` the characters added
    in front), :data:`TOO_DEEP`, or None when the ANTLR path must decide.

    A database repeats its goals, so each text is read once and kept: a later use gets a
    copy moved to its own ``span``.
    """
    key = (source, shift)
    if key in _CACHE:
        kept = _CACHE[key]
        if kept is None or kept[0] is TOO_DEEP:
            return None if kept is None else TOO_DEEP
        return _Move(span, kept[1]).goal(kept[0], text)
    goal = _read(source, span, shift, text)
    if len(_CACHE) < _CACHE_SIZE:
        _CACHE[key] = None if goal is None else (goal, span.col)
    return goal


def _read(source: str, span: Span, shift: int, text: str) -> ir.Goal | None:
    lexed = tokens(source)
    if lexed is None:
        return None
    try:
        goal = _Reader(*lexed, span, shift).goal(text)
    except _Refuse:
        return None
    if len(lexed[0]) - 3 > MAX_TOKENS and ir_depth(goal)[0] > MAX_IR_DEPTH:
        return TOO_DEEP
    return goal


class _Move:
    """Copies a goal read at column ``old_col`` of another line to ``base``: only terms and
    spec items carry spans, so only they and the nodes above them are made again."""

    def __init__(self, base: Span, old_col: int) -> None:
        self.base = base
        self.old_col = old_col
        self.spans: dict[int, Span] = {}

    def _span(self, old: Span | None) -> Span:
        col = (old.col if old is not None else self.old_col) - self.old_col
        span = self.spans.get(col)
        if span is None:
            base = self.base
            span = Span(path=base.path, line=base.line, col=base.col + col, via=base.via)
            self.spans[col] = span
        return span

    def goal(self, goal: ir.Goal, text: str) -> ir.Goal:
        if goal.spec is not None:
            spec = goal.spec
            items = tuple(replace(item, span=self._span(item.span)) for item in spec.items)
            return ir.Goal(spec=ir.SpecList(math=spec.math, items=items, trivial=spec.trivial),
                           source=text, span=self.base)
        pattern = None if goal.pattern is None else self.alt(goal.pattern)
        return ir.Goal(pattern=pattern, restart=goal.restart, source=text, span=self.base)

    def alt(self, alt: ir.PatAlt) -> ir.PatAlt:
        return ir.PatAlt(branches=tuple(
            ir.PatBranch(join=b.join, seq=ir.PatSeq(terms=tuple(
                ir.PatTerm(primary=self.primary(t.primary), iterator=t.iterator,
                           span=self._span(t.span)) for t in b.seq.terms), end=b.seq.end),
                goto=b.goto)
            for b in alt.branches))

    def primary(self, primary: ir.PatPrimary) -> ir.PatPrimary:
        if isinstance(primary, ir.PatGroup):
            return ir.PatGroup(body=self.alt(primary.body))
        if isinstance(primary, ir.PatNot):
            return ir.PatNot(operand=self.primary(primary.operand))
        return primary


class _Reader:
    """Recursive descent over the token lists, one method per parser rule."""

    def __init__(self, kinds: list[str], texts: list[str], cols: list[int], span: Span,
                 shift: int) -> None:
        self.kinds = kinds
        self.texts = texts
        self.cols = cols
        self.i = 0
        self.base = span
        self.shift = shift
        self.spans: dict[int, Span] = {}
        self.depth = 0

    def _deeper(self) -> None:
        """One more level of nesting (the caller's ``self.depth -= 1`` leaves it; a
        refusal ends the whole reading)."""
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise _Refuse

    def _span(self, col: int) -> Span:
        span = self.spans.get(col)
        if span is None:
            base = self.base
            span = Span(path=base.path, line=base.line,
                        col=base.col + max(0, col - self.shift), via=base.via)
            self.spans[col] = span
        return span

    def _expect(self, kind: str) -> str:
        i = self.i
        if self.kinds[i] != kind:
            raise _Refuse
        self.i = i + 1
        return self.texts[i]

    # goals --------------------------------------------------------------------------
    def goal(self, text: str) -> ir.Goal:
        kind = self.kinds[0]
        if kind == "START_SPEC":
            self.i = 1
            spec = self.spec_list()
            self._expect("START_SPEC")
            self._expect("EOF")
            return ir.Goal(spec=spec, source=text, span=self.base)
        pattern = self.altexp() if kind in _ALT_START else None
        restart = self._expect("AT")[1:] if self.kinds[self.i] == "AT" else None
        self._expect("EOF")
        return ir.Goal(pattern=pattern, restart=restart, source=text, span=self.base)

    def altexp(self) -> ir.PatAlt:
        self._deeper()
        alt = self._altexp()
        self.depth -= 1
        return alt

    def _altexp(self) -> ir.PatAlt:
        kinds = self.kinds
        goto = self.goto() if kinds[self.i] in _GOTOS else None
        branches = [ir.PatBranch(join="first", seq=self.regexp(), goto=goto)]
        while True:
            kind = kinds[self.i]
            if kind == "OR":
                self.i += 1
                goto = self.goto() if kinds[self.i] in _GOTOS else None
                branches.append(ir.PatBranch(join="or", seq=self.regexp(), goto=goto))
            elif kind == "AND":
                self.i += 1
                branches.append(ir.PatBranch(join="and", seq=self.regexp()))
            elif kind in _GOTOS:
                goto = self.goto()
                branches.append(ir.PatBranch(join="then", seq=self.regexp(), goto=goto))
            else:
                return ir.PatAlt(branches=tuple(branches))

    def goto(self) -> ir.PatGoto:
        text = self.texts[self.i]
        self.i += 1
        if text == "&&":
            return ir.PatGoto(position=0, start=True)
        return ir.PatGoto(position=int(text[1:3]), advance=text.endswith("+"))

    def regexp(self) -> ir.PatSeq:
        kinds = self.kinds
        if kinds[self.i] not in _TERM_START:
            raise _Refuse
        terms = []
        while kinds[self.i] in _TERM_START:
            terms.append(self.term())
        end = None
        if kinds[self.i] == "END":
            end = int(self.texts[self.i][1:] or "0")
            self.i += 1
        return ir.PatSeq(terms=tuple(terms), end=end)

    def term(self) -> ir.PatTerm:
        col = self.cols[self.i]
        primary = self.primary()
        iterator = None
        if self.kinds[self.i] == "ITERATOR":
            iterator = cast(Any, self.texts[self.i])
            self.i += 1
        return ir.PatTerm(primary=primary, iterator=iterator, span=self._span(col))

    # primaries ----------------------------------------------------------------------
    def primary(self) -> ir.PatPrimary:
        i = self.i
        kind, text = self.kinds[i], self.texts[i]
        self.i = i + 1
        if kind == "STRING":
            return ir.PatString(text=text)
        if kind == "DOT":
            return ir.PatDot()
        if kind == "COMMA":
            return ir.PatAnyCall()
        if kind == "PUSH":
            return ir.PatPush(name=text)
        if kind == "GRAB":
            return ir.PatGrab(name=text[1:])
        if kind == "NOT":
            self._deeper()
            operand = self.primary()
            self.depth -= 1
            return ir.PatNot(operand=operand)
        if kind == "MATH":
            expr = self.expr()
            self._expect("MATH")
            return ir.PatMath(expr=expr)
        if kind == "LPAREN":
            body = self.altexp()
            self._expect("RPAREN")
            return ir.PatGroup(body=body)
        if kind == "CLASS":
            return class_of(text)
        if kind == "LBRACKET":
            return self.class_primary(text)
        self.i = i  # where reading stops (refused_at)
        raise _Refuse

    def class_primary(self, opener: str) -> ir.PatClass:
        items: list[ir.ClassItem] = []
        kinds, texts = self.kinds, self.texts
        while True:
            i = self.i
            kind = kinds[i]
            if kind == "CHAR" and kinds[i + 1] == "DASH":
                if kinds[i + 2] != "CHAR":
                    raise _Refuse
                items.append(ir.ClassRange(low=texts[i], high=texts[i + 2]))
                self.i = i + 3
            elif kind == "CHAR":
                items.append(ir.ClassChar(char=texts[i]))
                self.i = i + 1
            elif kind == "GRAB":
                items.append(ir.ClassGrab(name=texts[i][-1]))
                self.i = i + 1
            elif kind == "RBRACKET" and items:
                self.i = i + 1
                break
            else:
                raise _Refuse
        return _class(opener, items)

    # math ---------------------------------------------------------------------------
    def expr(self) -> ir.MathExpr:
        self._deeper()
        expr = self._expr()
        self.depth -= 1
        return expr

    def _expr(self) -> ir.MathExpr:
        """``a op b op c`` of && || & | groups from the right, as the grammar's path does."""
        operands = [self.expr0()]
        ops: list[str] = []
        while self.kinds[self.i] == "BINARY0":
            ops.append(self.texts[self.i])
            self.i += 1
            operands.append(self.expr0())
        result = operands[-1]
        for k in range(len(ops) - 1, -1, -1):
            result = ir.MathBinary(op=cast(Any, ops[k]), left=operands[k], right=result)
        return result

    def expr0(self) -> ir.MathExpr:
        left = self.expr1()
        kinds = self.kinds
        while True:
            kind = kinds[self.i]
            if kind == "BINARY1":
                op = self.texts[self.i]
                self.i += 1
                left = ir.MathBinary(op=cast(Any, op), left=left, right=self.expr1())
            elif kind == "LBRACKET":
                self.i += 1
                self._deeper()
                low = self.expr0()
                self._expect("COMMA")
                high = self.expr0()
                self._expect("RBRACKET")
                self.depth -= 1
                left = ir.MathBetween(value=left, low=low, high=high)
            else:
                return left

    def expr1(self) -> ir.MathExpr:
        left = self.expr2()
        while self.kinds[self.i] in ("BINARY2", "MINUS"):
            op = self.texts[self.i]
            self.i += 1
            left = ir.MathBinary(op=cast(Any, op), left=left, right=self.expr2())
        return left

    def expr2(self) -> ir.MathExpr:
        left = self.expr3()
        while self.kinds[self.i] == "BINARY3":
            self.i += 1
            left = ir.MathBinary(op="*", left=left, right=self.expr3())
        return left

    def expr3(self) -> ir.MathExpr:
        i = self.i
        kind, text = self.kinds[i], self.texts[i]
        self.i = i + 1
        if kind == "NUM":
            return ir.MathNumber(value=int(text))
        if kind == "CHAR":
            return ir.MathChar(char=text)
        if kind == "MGRAB":
            if self.kinds[self.i] != "LPAREN":
                return mgrab(text, ())
            self.i += 1
            args = [self.expr()]
            while self.kinds[self.i] == "COMMA":
                self.i += 1
                args.append(self.expr())
            self._expect("RPAREN")
            return mgrab(text, tuple(args))
        if kind == "LPAREN":
            expr = self.expr()
            self._expect("RPAREN")
            return expr
        if kind in ("NOT", "MINUS"):
            self._deeper()
            operand = self.expr3()
            self.depth -= 1
            return ir.MathUnary(op="!" if kind == "NOT" else "-", operand=operand)
        if kind == "DOT":
            return ir.MathDot()
        self.i = i
        raise _Refuse

    # specs --------------------------------------------------------------------------
    def spec_list(self) -> ir.SpecList:
        if self.kinds[self.i] != "MATH":
            return self.spec_list1()
        self.i += 1
        math = self.expr()
        self._expect("MATH")
        if self.kinds[self.i] not in ("DOT", "SPEC_TOK", "SUBSPEC"):
            return ir.SpecList(math=math)
        rest = self.spec_list1()
        return ir.SpecList(math=math, items=rest.items, trivial=rest.trivial)

    def spec_list1(self) -> ir.SpecList:
        kinds = self.kinds
        if kinds[self.i] == "DOT":
            self.i += 1
            return ir.SpecList(trivial=True)
        if kinds[self.i] not in ("SPEC_TOK", "SUBSPEC"):
            raise _Refuse
        items = []
        while kinds[self.i] in ("SPEC_TOK", "SUBSPEC"):
            items.append(self.simple_spec())
        return ir.SpecList(items=tuple(items))

    def simple_spec(self) -> ir.SpecItem:
        i = self.i
        kind, letter = self.kinds[i], self.texts[i][1]
        span = self._span(self.cols[i])
        self.i = i + 1
        field = letter.upper()
        bound: Literal["min", "max"] = "max" if letter.islower() else "min"
        if kind == "SPEC_TOK":
            return ir.SpecItem(field=field, bound=bound, value=self.val(), span=span)
        if self.kinds[self.i] not in _VAL_START:
            raise _Refuse
        suits = []
        while self.kinds[self.i] in _VAL_START:
            value = self.val()
            if self.kinds[self.i] not in ("GRAB", "SUIT"):
                raise _Refuse
            suits.append(ir.SpecSuitValue(value=value, suit=self.texts[self.i][-1]))
            self.i += 1
        return ir.SpecItem(field=field, bound=bound, suits=tuple(suits), span=span)

    def val(self) -> ir.SpecValue:
        i = self.i
        kind, text = self.kinds[i], self.texts[i]
        self.i = i + 1
        if kind == "NUM":
            return ir.SpecValue(number=int(text))
        if kind == "GRAB":
            return ir.SpecValue(grab=text[1:])
        if kind == "MGRAB":
            return ir.SpecValue(math=mgrab(text, ()))
        if kind == "MATH":
            expr = self.expr()
            self._expect("MATH")
            return ir.SpecValue(math=expr)
        self.i = i
        raise _Refuse


_OPENER_RE = re.compile(_OPENER)


def class_of(text: str) -> ir.PatClass:
    """The class a CLASS token spells (``[89]``, ``[^A-C#a]``, ``[++5]``)."""
    opener = cast(re.Match[str], _OPENER_RE.match(text)).group()
    items: list[ir.ClassItem] = []
    for low, high, char, grab in _ITEM.findall(text, len(opener), len(text) - 1):
        if low:
            items.append(ir.ClassRange(low=low, high=high))
        elif char:
            items.append(ir.ClassChar(char=char))
        else:
            items.append(ir.ClassGrab(name=grab))
    return _class(opener, items)


def _class(opener: str, items: list[ir.ClassItem]) -> ir.PatClass:
    if opener[1:2] in ("+", "-"):
        return ir.PatClass(op=cast(Any, opener[1]), items=tuple(items), count=len(opener) - 1)
    return ir.PatClass(op=cast(Any, _CLASS_OPS[opener]), items=tuple(items))


def mgrab(text: str, args: tuple[ir.MathExpr, ...]) -> ir.MathExpr:
    """``#n`` (a call of function n) or ``a``/``#a`` (a grab), as ``MGRAB`` spells them."""
    body = text.lstrip("#")
    if body.isascii() and body.isdigit():
        return ir.MathCall(function=int(body), args=args)
    return ir.MathGrab(name=body)
