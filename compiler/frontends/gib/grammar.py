"""The grammar's path for GIB goals: ANTLR parses, :class:`_Lowering` builds the IR.

``grammar/GibLexer.g4`` + ``GibParser.g4`` implement the seed's productions and are the
authority: :mod:`bridgec.frontends.gib.goals` asks this module about every goal the
hand-written reader declines, so every syntax error and its column come from here. It is
imported only then, which keeps the ANTLR runtime out of the start-up of a clean file.
ANTLR types never leave this module.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, cast

from bridgec import ir
from bridgec._generated.gib.GibLexer import GibLexer
from bridgec._generated.gib.GibParser import GibParser
from bridgec._generated.gib.GibParserVisitor import GibParserVisitor
from bridgec.diagnostics import Diagnostic, Span, error
from bridgec.frontends.antlr import parse_with
from bridgec.frontends.gib.fast import mgrab
from bridgec.frontends.gib.goals import too_deep
from bridgec.limits import MAX_IR_DEPTH, ir_depth

_HINTS = (
    ("token recognition error", "a goal holds no spaces; check the characters against "
     "docs/gib.md (patterns: A-Z 0-9 : . , ! ( ) | & [..] ~math~ #a a $n @nn)"),
    ("missing '`'", "a spec ends with a backquote or at the end of the field"),
)


_SPELLING = {"RPAREN": "')'", "LPAREN": "'('", "RBRACKET": "']'", "LBRACKET": "'['",
             "GRAB": "a grab #a", "CHAR": "a character", "SUIT": "a suit letter",
             "MINUS": "'-'", "DOT": "'.'", "NOT": "'!'", "MGRAB": "a grab or #n",
             "NUM": "a number", "START_SPEC": "'`'", "MATH": "'~'", "COMMA": "','",
             "STRING": "a string", "PUSH": "a push a-z", "ITERATOR": "an iterator * + ?"}
_WORD = re.compile(r"\b[A-Z_]{3,}\b")


def _readable(message: str) -> str:
    """ANTLR's message with token names spelled as the characters a user types."""
    message = message.replace("'<EOF>'", "the end of the field").replace("<EOF>",
                                                                        "the end of the field")
    message = message.replace("at '`'", "at the end of the spec")
    return _WORD.sub(lambda m: _SPELLING.get(m.group(0), m.group(0)), message)


def _hint(message: str) -> str | None:
    for key, hint in _HINTS:
        if key in message:
            return hint
    if "~" in message:
        return "math expressions are closed by a second ~"
    if "]" in message:
        return "a bracket class is closed by ]"
    return None


@lru_cache(maxsize=16384)
def _tree(source: str) -> tuple[Any, int, str]:
    """The parse tree of a goal, or None with the 0-based column and message of its first
    syntax error (cached: a database repeats its goals; trees are only read)."""
    tree, problems = parse_with(GibLexer, GibParser, source, "goalFile", path="")
    if problems:
        first = problems[0]
        return None, (first.span.col - 1 if first.span else 0), first.message
    return tree, 0, ""


def parse_goal_antlr(text: str, source: str, span: Span, shift: int
                 ) -> tuple[ir.Goal | None, tuple[Diagnostic, ...]]:
    """The grammar's reading of ``source``: the goal, or its first error located."""
    goal = None
    try:
        tree, column, problem = _tree(source)
        if tree is None:
            col = max(0, min(column - shift, len(text)))
            where = Span(path=span.path, line=span.line, col=span.col + col, via=span.via)
            message = _readable(problem)
            return None, (error(f"malformed goal '{text}': {message}", where,
                                _hint(message)),)
        goal = cast(ir.Goal, _Lowering(span, shift).visit(tree.goal()))
    except RecursionError:
        goal = None
    if goal is None or ir_depth(goal)[0] > MAX_IR_DEPTH:
        return None, (too_deep(span),)
    return ir.Goal(pattern=goal.pattern, restart=goal.restart, spec=goal.spec,
                   source=text, span=span), ()


# ---------------------------------------------------------------------------------------


_CLASS_OPS = {"[": "", "[^": "^", "[<": "<", "[>": ">"}


class _Lowering(GibParserVisitor):
    """Parse tree -> IR nodes (spans on goals, terms and spec items)."""

    def __init__(self, span: Span, shift: int) -> None:
        self.base = span
        self.shift = shift

    def _span(self, ctx: Any) -> Span:
        col = self.base.col + max(0, ctx.start.column - self.shift)
        return Span(path=self.base.path, line=self.base.line, col=col, via=self.base.via)

    # goals ------------------------------------------------------------------------
    def visitSpecGoal(self, ctx: Any) -> ir.Goal:
        return ir.Goal(spec=self.visit(ctx.specList()))

    def visitPatternGoal(self, ctx: Any) -> ir.Goal:
        pattern = self.visit(ctx.altexp()) if ctx.altexp() else None
        restart = ctx.AT().getText()[1:] if ctx.AT() else None
        return ir.Goal(pattern=pattern, restart=restart)

    def visitAltexp(self, ctx: Any) -> ir.PatAlt:
        first_goto = self.visit(ctx.goto_()) if ctx.goto_() else None
        branches = [ir.PatBranch(join="first", seq=self.visit(ctx.regexp()), goto=first_goto)]
        branches += [self.visit(b) for b in ctx.branch()]
        return ir.PatAlt(branches=tuple(branches))

    def visitOrBranch(self, ctx: Any) -> ir.PatBranch:
        goto = self.visit(ctx.goto_()) if ctx.goto_() else None
        return ir.PatBranch(join="or", seq=self.visit(ctx.regexp()), goto=goto)

    def visitAndBranch(self, ctx: Any) -> ir.PatBranch:
        return ir.PatBranch(join="and", seq=self.visit(ctx.regexp()))

    def visitThenBranch(self, ctx: Any) -> ir.PatBranch:
        return ir.PatBranch(join="then", seq=self.visit(ctx.regexp()), goto=self.visit(ctx.goto_()))

    def visitGoto_(self, ctx: Any) -> ir.PatGoto:
        text = ctx.getText()
        if text == "&&":
            return ir.PatGoto(position=0, start=True)
        return ir.PatGoto(position=int(text[1:3]), advance=text.endswith("+"))

    def visitRegexp(self, ctx: Any) -> ir.PatSeq:
        end = ctx.END().getText()[1:] if ctx.END() else None
        return ir.PatSeq(terms=tuple(self.visit(t) for t in ctx.term()),
                         end=None if end is None else int(end or "0"))

    def visitTerm(self, ctx: Any) -> ir.PatTerm:
        iterator = ctx.ITERATOR().getText() if ctx.ITERATOR() else None
        return ir.PatTerm(primary=self.visit(ctx.primary()), iterator=iterator,
                          span=self._span(ctx))

    # primaries --------------------------------------------------------------------
    def visitDotPrimary(self, ctx: Any) -> ir.PatDot:
        return ir.PatDot()

    def visitMathPrimary(self, ctx: Any) -> ir.PatMath:
        return ir.PatMath(expr=self.visit(ctx.expr()))

    def visitAnyCallPrimary(self, ctx: Any) -> ir.PatAnyCall:
        return ir.PatAnyCall()

    def visitStringPrimary(self, ctx: Any) -> ir.PatString:
        return ir.PatString(text=ctx.getText())

    def visitNotPrimary(self, ctx: Any) -> ir.PatNot:
        return ir.PatNot(operand=self.visit(ctx.primary()))

    def visitPushPrimary(self, ctx: Any) -> ir.PatPush:
        return ir.PatPush(name=ctx.getText())

    def visitGrabPrimary(self, ctx: Any) -> ir.PatGrab:
        return ir.PatGrab(name=ctx.getText()[1:])

    def visitGroupPrimary(self, ctx: Any) -> ir.PatGroup:
        return ir.PatGroup(body=self.visit(ctx.altexp()))

    def visitClassPrimary(self, ctx: Any) -> ir.PatClass:
        opener = ctx.LBRACKET().getText()
        items = tuple(self.visit(i) for i in ctx.classItem())
        if opener[1:2] in ("+", "-"):
            return ir.PatClass(op=cast(Any, opener[1]), items=items, count=len(opener) - 1)
        return ir.PatClass(op=cast(Any, _CLASS_OPS[opener]), items=items)

    def visitRangeItem(self, ctx: Any) -> ir.ClassRange:
        return ir.ClassRange(low=ctx.CHAR(0).getText(), high=ctx.CHAR(1).getText())

    def visitCharItem(self, ctx: Any) -> ir.ClassChar:
        return ir.ClassChar(char=ctx.getText())

    def visitGrabItem(self, ctx: Any) -> ir.ClassGrab:
        return ir.ClassGrab(name=ctx.getText()[-1])

    # math -------------------------------------------------------------------------
    def _binary(self, ctx: Any, op_text: str) -> ir.MathBinary:
        return ir.MathBinary(op=cast(Any, op_text), left=self.visit(ctx.getChild(0)),
                             right=self.visit(ctx.getChild(2)))

    def visitBinary0Expr(self, ctx: Any) -> ir.MathExpr:
        """A chain ``a op b op c`` of && || & | groups from the right: ``a op (b op c)``
        (the seed: "note right-to-left evaluation")."""
        operands: list[Any] = []
        ops: list[str] = []
        node: Any = ctx
        while type(node).__name__ == "Binary0ExprContext":
            operands.append(node.expr0())
            ops.append(node.BINARY0().getText())
            node = node.expr()
        operands.append(node)
        operands.reverse()
        ops.reverse()
        result = cast(ir.MathExpr, self.visit(operands[-1]))
        for operand, op in zip(reversed(operands[:-1]), reversed(ops), strict=True):
            result = ir.MathBinary(op=cast(Any, op), left=self.visit(operand), right=result)
        return result

    def visitBinary1Expr(self, ctx: Any) -> ir.MathBinary:
        return self._binary(ctx, ctx.BINARY1().getText())

    def visitBinary2Expr(self, ctx: Any) -> ir.MathBinary:
        return self._binary(ctx, ctx.getChild(1).getText())

    def visitBinary3Expr(self, ctx: Any) -> ir.MathBinary:
        return self._binary(ctx, "*")

    def visitBetweenExpr(self, ctx: Any) -> ir.MathBetween:
        value, low, high = (self.visit(e) for e in ctx.expr0())
        return ir.MathBetween(value=value, low=low, high=high)

    def visitNextExpr(self, ctx: Any) -> ir.MathExpr:
        return cast(ir.MathExpr, self.visit(ctx.getChild(0)))

    visitNext0Expr = visitNext1Expr = visitNext2Expr = visitNextExpr

    def visitParenExpr(self, ctx: Any) -> ir.MathExpr:
        return cast(ir.MathExpr, self.visit(ctx.expr()))

    def visitNotExpr(self, ctx: Any) -> ir.MathUnary:
        return ir.MathUnary(op="!", operand=self.visit(ctx.expr3()))

    def visitNegExpr(self, ctx: Any) -> ir.MathUnary:
        return ir.MathUnary(op="-", operand=self.visit(ctx.expr3()))

    def visitNumExpr(self, ctx: Any) -> ir.MathNumber:
        return ir.MathNumber(value=int(ctx.getText()))

    def visitCharExpr(self, ctx: Any) -> ir.MathChar:
        return ir.MathChar(char=ctx.getText())

    def visitCallExpr(self, ctx: Any) -> ir.MathExpr:
        args = tuple(self.visit(e) for e in ctx.exprList().expr())
        return mgrab(ctx.MGRAB().getText(), args)

    def visitGrabExpr(self, ctx: Any) -> ir.MathExpr:
        return mgrab(ctx.getText(), ())

    def visitDotExpr(self, ctx: Any) -> ir.MathDot:
        return ir.MathDot()

    # specs ------------------------------------------------------------------------
    def visitMathSpecList(self, ctx: Any) -> ir.SpecList:
        rest = self.visit(ctx.specList1()) if ctx.specList1() else ir.SpecList()
        return ir.SpecList(math=self.visit(ctx.expr()), items=rest.items, trivial=rest.trivial)

    def visitPlainSpecList(self, ctx: Any) -> ir.SpecList:
        return cast(ir.SpecList, self.visit(ctx.specList1()))

    def visitTrivialSpec(self, ctx: Any) -> ir.SpecList:
        return ir.SpecList(trivial=True)

    def visitSimpleSpecs(self, ctx: Any) -> ir.SpecList:
        return ir.SpecList(items=tuple(self.visit(s) for s in ctx.simpleSpec()))

    def visitFieldSpec(self, ctx: Any) -> ir.SpecItem:
        letter = ctx.SPEC_TOK().getText()[1]
        return ir.SpecItem(field=letter.upper(), bound="max" if letter.islower() else "min",
                           value=self.visit(ctx.val()), span=self._span(ctx))

    def visitSuitSpec(self, ctx: Any) -> ir.SpecItem:
        letter = ctx.SUBSPEC().getText()[1]
        suits = tuple(ir.SpecSuitValue(value=self.visit(s.val()), suit=s.suit().getText()[-1])
                      for s in ctx.subspec())
        return ir.SpecItem(field=letter.upper(), bound="max" if letter.islower() else "min",
                           suits=suits, span=self._span(ctx))

    def visitNumVal(self, ctx: Any) -> ir.SpecValue:
        return ir.SpecValue(number=int(ctx.getText()))

    def visitGrabVal(self, ctx: Any) -> ir.SpecValue:
        return ir.SpecValue(grab=ctx.getText()[1:])

    def visitCallVal(self, ctx: Any) -> ir.SpecValue:
        return ir.SpecValue(math=mgrab(ctx.getText(), ()))

    def visitMathVal(self, ctx: Any) -> ir.SpecValue:
        return ir.SpecValue(math=self.visit(ctx.expr()))

