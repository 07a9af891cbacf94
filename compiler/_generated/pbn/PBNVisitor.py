# Generated from grammar/PBN.g4 by ANTLR 4.13.2
from antlr4 import *
if "." in __name__:
    from .PBNParser import PBNParser
else:
    from PBNParser import PBNParser

# This class defines a complete generic visitor for a parse tree produced by PBNParser.

class PBNVisitor(ParseTreeVisitor):

    # Visit a parse tree produced by PBNParser#pbn.
    def visitPbn(self, ctx:PBNParser.PbnContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by PBNParser#game.
    def visitGame(self, ctx:PBNParser.GameContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by PBNParser#element.
    def visitElement(self, ctx:PBNParser.ElementContext):
        return self.visitChildren(ctx)


    # Visit a parse tree produced by PBNParser#tagPair.
    def visitTagPair(self, ctx:PBNParser.TagPairContext):
        return self.visitChildren(ctx)



del PBNParser