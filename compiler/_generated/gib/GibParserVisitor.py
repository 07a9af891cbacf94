# Generated from grammar/GibParser.g4 by ANTLR 4.13.2
from antlr4 import *
if "." in __name__:
    from .GibParser import GibParser
else:
    from GibParser import GibParser

# This class defines a complete generic visitor for a parse tree produced by GibParser.

class GibParserVisitor(ParseTreeVisitor):

    # Visit a parse tree produced by GibParser#goalFile.
    def visitGoalFile(self, ctx:GibParser.GoalFileContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#specGoal.
    def visitSpecGoal(self, ctx:GibParser.SpecGoalContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#patternGoal.
    def visitPatternGoal(self, ctx:GibParser.PatternGoalContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#altexp.
    def visitAltexp(self, ctx:GibParser.AltexpContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#orBranch.
    def visitOrBranch(self, ctx:GibParser.OrBranchContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#andBranch.
    def visitAndBranch(self, ctx:GibParser.AndBranchContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#thenBranch.
    def visitThenBranch(self, ctx:GibParser.ThenBranchContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#goto_.
    def visitGoto_(self, ctx:GibParser.Goto_Context):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#regexp.
    def visitRegexp(self, ctx:GibParser.RegexpContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#term.
    def visitTerm(self, ctx:GibParser.TermContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#dotPrimary.
    def visitDotPrimary(self, ctx:GibParser.DotPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#mathPrimary.
    def visitMathPrimary(self, ctx:GibParser.MathPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#anyCallPrimary.
    def visitAnyCallPrimary(self, ctx:GibParser.AnyCallPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#stringPrimary.
    def visitStringPrimary(self, ctx:GibParser.StringPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#notPrimary.
    def visitNotPrimary(self, ctx:GibParser.NotPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#pushPrimary.
    def visitPushPrimary(self, ctx:GibParser.PushPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#grabPrimary.
    def visitGrabPrimary(self, ctx:GibParser.GrabPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#groupPrimary.
    def visitGroupPrimary(self, ctx:GibParser.GroupPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#classPrimary.
    def visitClassPrimary(self, ctx:GibParser.ClassPrimaryContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#rangeItem.
    def visitRangeItem(self, ctx:GibParser.RangeItemContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#charItem.
    def visitCharItem(self, ctx:GibParser.CharItemContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#grabItem.
    def visitGrabItem(self, ctx:GibParser.GrabItemContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#nextExpr.
    def visitNextExpr(self, ctx:GibParser.NextExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#binary0Expr.
    def visitBinary0Expr(self, ctx:GibParser.Binary0ExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#next0Expr.
    def visitNext0Expr(self, ctx:GibParser.Next0ExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#binary1Expr.
    def visitBinary1Expr(self, ctx:GibParser.Binary1ExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#betweenExpr.
    def visitBetweenExpr(self, ctx:GibParser.BetweenExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#next1Expr.
    def visitNext1Expr(self, ctx:GibParser.Next1ExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#binary2Expr.
    def visitBinary2Expr(self, ctx:GibParser.Binary2ExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#binary3Expr.
    def visitBinary3Expr(self, ctx:GibParser.Binary3ExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#next2Expr.
    def visitNext2Expr(self, ctx:GibParser.Next2ExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#parenExpr.
    def visitParenExpr(self, ctx:GibParser.ParenExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#notExpr.
    def visitNotExpr(self, ctx:GibParser.NotExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#negExpr.
    def visitNegExpr(self, ctx:GibParser.NegExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#numExpr.
    def visitNumExpr(self, ctx:GibParser.NumExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#charExpr.
    def visitCharExpr(self, ctx:GibParser.CharExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#callExpr.
    def visitCallExpr(self, ctx:GibParser.CallExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#grabExpr.
    def visitGrabExpr(self, ctx:GibParser.GrabExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#dotExpr.
    def visitDotExpr(self, ctx:GibParser.DotExprContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#exprList.
    def visitExprList(self, ctx:GibParser.ExprListContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#mathSpecList.
    def visitMathSpecList(self, ctx:GibParser.MathSpecListContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#plainSpecList.
    def visitPlainSpecList(self, ctx:GibParser.PlainSpecListContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#trivialSpec.
    def visitTrivialSpec(self, ctx:GibParser.TrivialSpecContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#simpleSpecs.
    def visitSimpleSpecs(self, ctx:GibParser.SimpleSpecsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#fieldSpec.
    def visitFieldSpec(self, ctx:GibParser.FieldSpecContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#suitSpec.
    def visitSuitSpec(self, ctx:GibParser.SuitSpecContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#subspec.
    def visitSubspec(self, ctx:GibParser.SubspecContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#numVal.
    def visitNumVal(self, ctx:GibParser.NumValContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#grabVal.
    def visitGrabVal(self, ctx:GibParser.GrabValContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#callVal.
    def visitCallVal(self, ctx:GibParser.CallValContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#mathVal.
    def visitMathVal(self, ctx:GibParser.MathValContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by GibParser#suit.
    def visitSuit(self, ctx:GibParser.SuitContext):
        return self.visitChildren(ctx)



del GibParser