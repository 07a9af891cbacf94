# Generated from grammar/BMLParser.g4 by ANTLR 4.13.2
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,6,31,2,0,7,0,2,1,7,1,2,2,7,2,1,0,1,0,5,0,9,8,0,10,0,12,0,12,
        9,0,1,0,1,0,1,1,1,1,4,1,18,8,1,11,1,12,1,19,1,2,3,2,23,8,2,1,2,1,
        2,3,2,27,8,2,1,2,1,2,1,2,0,0,3,0,2,4,0,0,33,0,10,1,0,0,0,2,17,1,
        0,0,0,4,22,1,0,0,0,6,9,5,1,0,0,7,9,3,2,1,0,8,6,1,0,0,0,8,7,1,0,0,
        0,9,12,1,0,0,0,10,8,1,0,0,0,10,11,1,0,0,0,11,13,1,0,0,0,12,10,1,
        0,0,0,13,14,5,0,0,1,14,1,1,0,0,0,15,18,3,4,2,0,16,18,5,2,0,0,17,
        15,1,0,0,0,17,16,1,0,0,0,18,19,1,0,0,0,19,17,1,0,0,0,19,20,1,0,0,
        0,20,3,1,0,0,0,21,23,5,3,0,0,22,21,1,0,0,0,22,23,1,0,0,0,23,24,1,
        0,0,0,24,26,5,4,0,0,25,27,5,5,0,0,26,25,1,0,0,0,26,27,1,0,0,0,27,
        28,1,0,0,0,28,29,5,6,0,0,29,5,1,0,0,0,6,8,10,17,19,22,26
    ]

class BMLParser ( Parser ):

    grammarFileName = "BMLParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [  ]

    symbolicNames = [ "<INVALID>", "BLANK", "COMMENT", "INDENT", "HEAD", 
                      "REST", "NL" ]

    RULE_document = 0
    RULE_block = 1
    RULE_line = 2

    ruleNames =  [ "document", "block", "line" ]

    EOF = Token.EOF
    BLANK=1
    COMMENT=2
    INDENT=3
    HEAD=4
    REST=5
    NL=6

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class DocumentContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EOF(self):
            return self.getToken(BMLParser.EOF, 0)

        def BLANK(self, i:int=None):
            if i is None:
                return self.getTokens(BMLParser.BLANK)
            else:
                return self.getToken(BMLParser.BLANK, i)

        def block(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.BlockContext)
            else:
                return self.getTypedRuleContext(BMLParser.BlockContext,i)


        def getRuleIndex(self):
            return BMLParser.RULE_document

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitDocument" ):
                return visitor.visitDocument(self)
            else:
                return visitor.visitChildren(self)




    def document(self):

        localctx = BMLParser.DocumentContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_document)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 10
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 30) != 0):
                self.state = 8
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [1]:
                    self.state = 6
                    self.match(BMLParser.BLANK)
                    pass
                elif token in [2, 3, 4]:
                    self.state = 7
                    self.block()
                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 12
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 13
            self.match(BMLParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BlockContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def line(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.LineContext)
            else:
                return self.getTypedRuleContext(BMLParser.LineContext,i)


        def COMMENT(self, i:int=None):
            if i is None:
                return self.getTokens(BMLParser.COMMENT)
            else:
                return self.getToken(BMLParser.COMMENT, i)

        def getRuleIndex(self):
            return BMLParser.RULE_block

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBlock" ):
                return visitor.visitBlock(self)
            else:
                return visitor.visitChildren(self)




    def block(self):

        localctx = BMLParser.BlockContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_block)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 17 
            self._errHandler.sync(self)
            _alt = 1
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt == 1:
                    self.state = 17
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [3, 4]:
                        self.state = 15
                        self.line()
                        pass
                    elif token in [2]:
                        self.state = 16
                        self.match(BMLParser.COMMENT)
                        pass
                    else:
                        raise NoViableAltException(self)


                else:
                    raise NoViableAltException(self)
                self.state = 19 
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,3,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LineContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def HEAD(self):
            return self.getToken(BMLParser.HEAD, 0)

        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def REST(self):
            return self.getToken(BMLParser.REST, 0)

        def getRuleIndex(self):
            return BMLParser.RULE_line

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLine" ):
                return visitor.visitLine(self)
            else:
                return visitor.visitChildren(self)




    def line(self):

        localctx = BMLParser.LineContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_line)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 22
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 21
                self.match(BMLParser.INDENT)


            self.state = 24
            self.match(BMLParser.HEAD)
            self.state = 26
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==5:
                self.state = 25
                self.match(BMLParser.REST)


            self.state = 28
            self.match(BMLParser.NL)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





