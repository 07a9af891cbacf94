# Generated from grammar/BMLParser.g4 by ANTLR 4.13.2
from antlr4 import *
if "." in __name__:
    from .BMLParser import BMLParser
else:
    from BMLParser import BMLParser

# This class defines a complete generic visitor for a parse tree produced by BMLParser.

class BMLParserVisitor(ParseTreeVisitor):

    # Visit a parse tree produced by BMLParser#document.
    def visitDocument(self, ctx:BMLParser.DocumentContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#gap.
    def visitGap(self, ctx:BMLParser.GapContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#include.
    def visitInclude(self, ctx:BMLParser.IncludeContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#block.
    def visitBlock(self, ctx:BMLParser.BlockContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#directive.
    def visitDirective(self, ctx:BMLParser.DirectiveContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#content.
    def visitContent(self, ctx:BMLParser.ContentContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#heading.
    def visitHeading(self, ctx:BMLParser.HeadingContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#bulletList.
    def visitBulletList(self, ctx:BMLParser.BulletListContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#orderedList.
    def visitOrderedList(self, ctx:BMLParser.OrderedListContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#auctionDiagram.
    def visitAuctionDiagram(self, ctx:BMLParser.AuctionDiagramContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#bidTable.
    def visitBidTable(self, ctx:BMLParser.BidTableContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#table.
    def visitTable(self, ctx:BMLParser.TableContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#directiveTable.
    def visitDirectiveTable(self, ctx:BMLParser.DirectiveTableContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#paragraph.
    def visitParagraph(self, ctx:BMLParser.ParagraphContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#row.
    def visitRow(self, ctx:BMLParser.RowContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#dealDiagram.
    def visitDealDiagram(self, ctx:BMLParser.DealDiagramContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#dealHeader.
    def visitDealHeader(self, ctx:BMLParser.DealHeaderContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#hands.
    def visitHands(self, ctx:BMLParser.HandsContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#hand.
    def visitHand(self, ctx:BMLParser.HandContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#other.
    def visitOther(self, ctx:BMLParser.OtherContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#line.
    def visitLine(self, ctx:BMLParser.LineContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#head.
    def visitHead(self, ctx:BMLParser.HeadContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by BMLParser#tail.
    def visitTail(self, ctx:BMLParser.TailContext):
        return self.visitChildren(ctx)



del BMLParser