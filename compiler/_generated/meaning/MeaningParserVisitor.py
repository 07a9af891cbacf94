# Generated from grammar/MeaningParser.g4 by ANTLR 4.13.2
from antlr4 import *
if "." in __name__:
    from .MeaningParser import MeaningParser
else:
    from MeaningParser import MeaningParser

# This class defines a complete generic visitor for a parse tree produced by MeaningParser.

class MeaningParserVisitor(ParseTreeVisitor):

    # Visit a parse tree produced by MeaningParser#meaning.
    def visitMeaning(self, ctx:MeaningParser.MeaningContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#other.
    def visitOther(self, ctx:MeaningParser.OtherContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#phrase.
    def visitPhrase(self, ctx:MeaningParser.PhraseContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#term.
    def visitTerm(self, ctx:MeaningParser.TermContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#termBody.
    def visitTermBody(self, ctx:MeaningParser.TermBodyContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#twoSuited.
    def visitTwoSuited(self, ctx:MeaningParser.TwoSuitedContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#twoNumbers.
    def visitTwoNumbers(self, ctx:MeaningParser.TwoNumbersContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#pairClass.
    def visitPairClass(self, ctx:MeaningParser.PairClassContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#length.
    def visitLength(self, ctx:MeaningParser.LengthContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#lengthOne.
    def visitLengthOne(self, ctx:MeaningParser.LengthOneContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#lengthCount.
    def visitLengthCount(self, ctx:MeaningParser.LengthCountContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#bound.
    def visitBound(self, ctx:MeaningParser.BoundContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#cardWord.
    def visitCardWord(self, ctx:MeaningParser.CardWordContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#suits.
    def visitSuits(self, ctx:MeaningParser.SuitsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#suit.
    def visitSuit(self, ctx:MeaningParser.SuitContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#compare.
    def visitCompare(self, ctx:MeaningParser.CompareContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#shortness.
    def visitShortness(self, ctx:MeaningParser.ShortnessContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#shortWord.
    def visitShortWord(self, ctx:MeaningParser.ShortWordContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#stopper.
    def visitStopper(self, ctx:MeaningParser.StopperContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#classShape.
    def visitClassShape(self, ctx:MeaningParser.ClassShapeContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#support.
    def visitSupport(self, ctx:MeaningParser.SupportContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#oneSuiter.
    def visitOneSuiter(self, ctx:MeaningParser.OneSuiterContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#honour.
    def visitHonour(self, ctx:MeaningParser.HonourContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#aces.
    def visitAces(self, ctx:MeaningParser.AcesContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#controls.
    def visitControls(self, ctx:MeaningParser.ControlsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#points.
    def visitPoints(self, ctx:MeaningParser.PointsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#unit.
    def visitUnit(self, ctx:MeaningParser.UnitContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#evaluation.
    def visitEvaluation(self, ctx:MeaningParser.EvaluationContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#shapes.
    def visitShapes(self, ctx:MeaningParser.ShapesContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#shape.
    def visitShape(self, ctx:MeaningParser.ShapeContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#bareNumbers.
    def visitBareNumbers(self, ctx:MeaningParser.BareNumbersContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#negated.
    def visitNegated(self, ctx:MeaningParser.NegatedContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#negatable.
    def visitNegatable(self, ctx:MeaningParser.NegatableContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#call.
    def visitCall(self, ctx:MeaningParser.CallContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#auction.
    def visitAuction(self, ctx:MeaningParser.AuctionContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#auctionCall.
    def visitAuctionCall(self, ctx:MeaningParser.AuctionCallContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#callFamily.
    def visitCallFamily(self, ctx:MeaningParser.CallFamilyContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#callMention.
    def visitCallMention(self, ctx:MeaningParser.CallMentionContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#callDef.
    def visitCallDef(self, ctx:MeaningParser.CallDefContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#binding.
    def visitBinding(self, ctx:MeaningParser.BindingContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#callRef.
    def visitCallRef(self, ctx:MeaningParser.CallRefContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#force.
    def visitForce(self, ctx:MeaningParser.ForceContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#forceWord.
    def visitForceWord(self, ctx:MeaningParser.ForceWordContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#forceTarget.
    def visitForceTarget(self, ctx:MeaningParser.ForceTargetContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#convention.
    def visitConvention(self, ctx:MeaningParser.ConventionContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#conventionName.
    def visitConventionName(self, ctx:MeaningParser.ConventionNameContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#conventionTarget.
    def visitConventionTarget(self, ctx:MeaningParser.ConventionTargetContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#oneOf.
    def visitOneOf(self, ctx:MeaningParser.OneOfContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#enumMarker.
    def visitEnumMarker(self, ctx:MeaningParser.EnumMarkerContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#hedge.
    def visitHedge(self, ctx:MeaningParser.HedgeContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#condition.
    def visitCondition(self, ctx:MeaningParser.ConditionContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#connective.
    def visitConnective(self, ctx:MeaningParser.ConnectiveContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by MeaningParser#separator.
    def visitSeparator(self, ctx:MeaningParser.SeparatorContext):
        return self.visitChildren(ctx)



del MeaningParser