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
        4,1,3,38,2,0,7,0,2,1,7,1,1,0,5,0,6,8,0,10,0,12,0,9,9,0,1,0,1,0,4,
        0,13,8,0,11,0,12,0,14,1,0,5,0,18,8,0,10,0,12,0,21,9,0,3,0,23,8,0,
        1,0,5,0,26,8,0,10,0,12,0,29,9,0,1,0,1,0,1,1,4,1,34,8,1,11,1,12,1,
        35,1,1,0,0,2,0,2,0,1,1,0,2,3,41,0,7,1,0,0,0,2,33,1,0,0,0,4,6,5,1,
        0,0,5,4,1,0,0,0,6,9,1,0,0,0,7,5,1,0,0,0,7,8,1,0,0,0,8,22,1,0,0,0,
        9,7,1,0,0,0,10,19,3,2,1,0,11,13,5,1,0,0,12,11,1,0,0,0,13,14,1,0,
        0,0,14,12,1,0,0,0,14,15,1,0,0,0,15,16,1,0,0,0,16,18,3,2,1,0,17,12,
        1,0,0,0,18,21,1,0,0,0,19,17,1,0,0,0,19,20,1,0,0,0,20,23,1,0,0,0,
        21,19,1,0,0,0,22,10,1,0,0,0,22,23,1,0,0,0,23,27,1,0,0,0,24,26,5,
        1,0,0,25,24,1,0,0,0,26,29,1,0,0,0,27,25,1,0,0,0,27,28,1,0,0,0,28,
        30,1,0,0,0,29,27,1,0,0,0,30,31,5,0,0,1,31,1,1,0,0,0,32,34,7,0,0,
        0,33,32,1,0,0,0,34,35,1,0,0,0,35,33,1,0,0,0,35,36,1,0,0,0,36,3,1,
        0,0,0,6,7,14,19,22,27,35
    ]

class BMLParser ( Parser ):

    grammarFileName = "BMLParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "'\\n'" ]

    symbolicNames = [ "<INVALID>", "BLANK", "COMMENT", "LINE" ]

    RULE_document = 0
    RULE_block = 1

    ruleNames =  [ "document", "block" ]

    EOF = Token.EOF
    BLANK=1
    COMMENT=2
    LINE=3

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
            self.state = 7
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 4
                    self.match(BMLParser.BLANK) 
                self.state = 9
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 22
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==2 or _la==3:
                self.state = 10
                self.block()
                self.state = 19
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 12 
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while True:
                            self.state = 11
                            self.match(BMLParser.BLANK)
                            self.state = 14 
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)
                            if not (_la==1):
                                break

                        self.state = 16
                        self.block() 
                    self.state = 21
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,2,self._ctx)



            self.state = 27
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==1:
                self.state = 24
                self.match(BMLParser.BLANK)
                self.state = 29
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 30
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

        def LINE(self, i:int=None):
            if i is None:
                return self.getTokens(BMLParser.LINE)
            else:
                return self.getToken(BMLParser.LINE, i)

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
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 33 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 32
                _la = self._input.LA(1)
                if not(_la==2 or _la==3):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 35 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not (_la==2 or _la==3):
                    break

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





