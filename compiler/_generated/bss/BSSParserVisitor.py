# Generated from grammar/BSSParser.g4 by ANTLR 4.13.2
from antlr4 import *
if "." in __name__:
    from .BSSParser import BSSParser
else:
    from BSSParser import BSSParser

# This class defines a complete generic visitor for a parse tree produced by BSSParser.

class BSSParserVisitor(ParseTreeVisitor):

    # Visit a parse tree produced by BSSParser#record.
    def visitRecord(self, ctx:BSSParser.RecordContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BSSParser#header.
    def visitHeader(self, ctx:BSSParser.HeaderContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BSSParser#bidding.
    def visitBidding(self, ctx:BSSParser.BiddingContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BSSParser#element.
    def visitElement(self, ctx:BSSParser.ElementContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BSSParser#call.
    def visitCall(self, ctx:BSSParser.CallContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BSSParser#stockCard.
    def visitStockCard(self, ctx:BSSParser.StockCardContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BSSParser#convention.
    def visitConvention(self, ctx:BSSParser.ConventionContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BSSParser#carding.
    def visitCarding(self, ctx:BSSParser.CardingContext):
        return self.visitChildren(ctx)



del BSSParser