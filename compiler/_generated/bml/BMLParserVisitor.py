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


    # Visit a parse tree produced by BMLParser#block.
    def visitBlock(self, ctx:BMLParser.BlockContext):
        return self.visitChildren(ctx)



del BMLParser