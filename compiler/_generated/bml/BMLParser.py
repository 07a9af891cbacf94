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
        4,1,6,50,2,0,7,0,2,1,7,1,2,2,7,2,1,0,5,0,8,8,0,10,0,12,0,11,9,0,
        1,0,1,0,4,0,15,8,0,11,0,12,0,16,1,0,5,0,20,8,0,10,0,12,0,23,9,0,
        3,0,25,8,0,1,0,5,0,28,8,0,10,0,12,0,31,9,0,1,0,1,0,1,1,1,1,4,1,37,
        8,1,11,1,12,1,38,1,2,3,2,42,8,2,1,2,1,2,3,2,46,8,2,1,2,1,2,1,2,0,
        0,3,0,2,4,0,0,55,0,9,1,0,0,0,2,36,1,0,0,0,4,41,1,0,0,0,6,8,5,1,0,
        0,7,6,1,0,0,0,8,11,1,0,0,0,9,7,1,0,0,0,9,10,1,0,0,0,10,24,1,0,0,
        0,11,9,1,0,0,0,12,21,3,2,1,0,13,15,5,1,0,0,14,13,1,0,0,0,15,16,1,
        0,0,0,16,14,1,0,0,0,16,17,1,0,0,0,17,18,1,0,0,0,18,20,3,2,1,0,19,
        14,1,0,0,0,20,23,1,0,0,0,21,19,1,0,0,0,21,22,1,0,0,0,22,25,1,0,0,
        0,23,21,1,0,0,0,24,12,1,0,0,0,24,25,1,0,0,0,25,29,1,0,0,0,26,28,
        5,1,0,0,27,26,1,0,0,0,28,31,1,0,0,0,29,27,1,0,0,0,29,30,1,0,0,0,
        30,32,1,0,0,0,31,29,1,0,0,0,32,33,5,0,0,1,33,1,1,0,0,0,34,37,3,4,
        2,0,35,37,5,2,0,0,36,34,1,0,0,0,36,35,1,0,0,0,37,38,1,0,0,0,38,36,
        1,0,0,0,38,39,1,0,0,0,39,3,1,0,0,0,40,42,5,3,0,0,41,40,1,0,0,0,41,
        42,1,0,0,0,42,43,1,0,0,0,43,45,5,4,0,0,44,46,5,5,0,0,45,44,1,0,0,
        0,45,46,1,0,0,0,46,47,1,0,0,0,47,48,5,6,0,0,48,5,1,0,0,0,9,9,16,
        21,24,29,36,38,41,45
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
            self.state = 9
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 6
                    self.match(BMLParser.BLANK) 
                self.state = 11
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 24
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 28) != 0):
                self.state = 12
                self.block()
                self.state = 21
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 14 
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        while True:
                            self.state = 13
                            self.match(BMLParser.BLANK)
                            self.state = 16 
                            self._errHandler.sync(self)
                            _la = self._input.LA(1)
                            if not (_la==1):
                                break

                        self.state = 18
                        self.block() 
                    self.state = 23
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,2,self._ctx)



            self.state = 29
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==1:
                self.state = 26
                self.match(BMLParser.BLANK)
                self.state = 31
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 32
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
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 36 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 36
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [3, 4]:
                    self.state = 34
                    self.line()
                    pass
                elif token in [2]:
                    self.state = 35
                    self.match(BMLParser.COMMENT)
                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 38 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not ((((_la) & ~0x3f) == 0 and ((1 << _la) & 28) != 0)):
                    break

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
            self.state = 41
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 40
                self.match(BMLParser.INDENT)


            self.state = 43
            self.match(BMLParser.HEAD)
            self.state = 45
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==5:
                self.state = 44
                self.match(BMLParser.REST)


            self.state = 47
            self.match(BMLParser.NL)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





