# Generated from grammar/TableManager.g4 by ANTLR 4.13.2
from antlr4 import *
if "." in __name__:
    from .TableManagerParser import TableManagerParser
else:
    from TableManagerParser import TableManagerParser

# This class defines a complete generic visitor for a parse tree produced by TableManagerParser.

class TableManagerVisitor(ParseTreeVisitor):

    # Visit a parse tree produced by TableManagerParser#message.
    def visitMessage(self, ctx:TableManagerParser.MessageContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#connect.
    def visitConnect(self, ctx:TableManagerParser.ConnectContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#seated.
    def visitSeated(self, ctx:TableManagerParser.SeatedContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#teamName.
    def visitTeamName(self, ctx:TableManagerParser.TeamNameContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#unquoted.
    def visitUnquoted(self, ctx:TableManagerParser.UnquotedContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#teams.
    def visitTeams(self, ctx:TableManagerParser.TeamsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#deal.
    def visitDeal(self, ctx:TableManagerParser.DealContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#vulnerability.
    def visitVulnerability(self, ctx:TableManagerParser.VulnerabilityContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#cards.
    def visitCards(self, ctx:TableManagerParser.CardsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#dummyCards.
    def visitDummyCards(self, ctx:TableManagerParser.DummyCardsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#hand.
    def visitHand(self, ctx:TableManagerParser.HandContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#holding.
    def visitHolding(self, ctx:TableManagerParser.HoldingContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#rank.
    def visitRank(self, ctx:TableManagerParser.RankContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#bid.
    def visitBid(self, ctx:TableManagerParser.BidContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#callToken.
    def visitCallToken(self, ctx:TableManagerParser.CallTokenContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#play.
    def visitPlay(self, ctx:TableManagerParser.PlayContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#cardToken.
    def visitCardToken(self, ctx:TableManagerParser.CardTokenContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#ready.
    def visitReady(self, ctx:TableManagerParser.ReadyContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#toLead.
    def visitToLead(self, ctx:TableManagerParser.ToLeadContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#dummyLead.
    def visitDummyLead(self, ctx:TableManagerParser.DummyLeadContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#startOfBoard.
    def visitStartOfBoard(self, ctx:TableManagerParser.StartOfBoardContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#endOfSession.
    def visitEndOfSession(self, ctx:TableManagerParser.EndOfSessionContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#illegalBid.
    def visitIllegalBid(self, ctx:TableManagerParser.IllegalBidContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#timing.
    def visitTiming(self, ctx:TableManagerParser.TimingContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#boardTime.
    def visitBoardTime(self, ctx:TableManagerParser.BoardTimeContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#totalTime.
    def visitTotalTime(self, ctx:TableManagerParser.TotalTimeContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#seat.
    def visitSeat(self, ctx:TableManagerParser.SeatContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by TableManagerParser#possessive.
    def visitPossessive(self, ctx:TableManagerParser.PossessiveContext):
        return self.visitChildren(ctx)



del TableManagerParser