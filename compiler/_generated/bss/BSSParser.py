# Generated from grammar/BSSParser.g4 by ANTLR 4.13.2
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
        4,1,15,74,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,1,0,1,0,1,0,1,0,1,0,3,0,22,8,0,1,0,1,0,1,1,1,1,1,1,1,1,
        3,1,30,8,1,1,1,3,1,33,8,1,1,1,3,1,36,8,1,1,1,1,1,3,1,40,8,1,1,2,
        3,2,43,8,2,1,2,1,2,1,2,4,2,48,8,2,11,2,12,2,49,1,2,1,2,3,2,54,8,
        2,1,3,1,3,3,3,58,8,3,1,4,1,4,1,5,1,5,3,5,64,8,5,1,6,1,6,3,6,68,8,
        6,1,7,1,7,3,7,72,8,7,1,7,0,0,8,0,2,4,6,8,10,12,14,0,2,1,0,1,2,2,
        0,7,7,9,11,80,0,21,1,0,0,0,2,25,1,0,0,0,4,42,1,0,0,0,6,55,1,0,0,
        0,8,59,1,0,0,0,10,61,1,0,0,0,12,65,1,0,0,0,14,69,1,0,0,0,16,22,3,
        2,1,0,17,22,3,4,2,0,18,22,3,10,5,0,19,22,3,12,6,0,20,22,3,14,7,0,
        21,16,1,0,0,0,21,17,1,0,0,0,21,18,1,0,0,0,21,19,1,0,0,0,21,20,1,
        0,0,0,22,23,1,0,0,0,23,24,5,0,0,1,24,1,1,0,0,0,25,26,7,0,0,0,26,
        27,5,8,0,0,27,29,5,8,0,0,28,30,5,13,0,0,29,28,1,0,0,0,29,30,1,0,
        0,0,30,32,1,0,0,0,31,33,5,12,0,0,32,31,1,0,0,0,32,33,1,0,0,0,33,
        35,1,0,0,0,34,36,5,13,0,0,35,34,1,0,0,0,35,36,1,0,0,0,36,37,1,0,
        0,0,37,39,5,6,0,0,38,40,5,15,0,0,39,38,1,0,0,0,39,40,1,0,0,0,40,
        3,1,0,0,0,41,43,5,1,0,0,42,41,1,0,0,0,42,43,1,0,0,0,43,44,1,0,0,
        0,44,45,5,8,0,0,45,47,5,8,0,0,46,48,3,6,3,0,47,46,1,0,0,0,48,49,
        1,0,0,0,49,47,1,0,0,0,49,50,1,0,0,0,50,51,1,0,0,0,51,53,5,6,0,0,
        52,54,5,15,0,0,53,52,1,0,0,0,53,54,1,0,0,0,54,5,1,0,0,0,55,57,3,
        8,4,0,56,58,5,12,0,0,57,56,1,0,0,0,57,58,1,0,0,0,58,7,1,0,0,0,59,
        60,7,1,0,0,60,9,1,0,0,0,61,63,5,3,0,0,62,64,5,15,0,0,63,62,1,0,0,
        0,63,64,1,0,0,0,64,11,1,0,0,0,65,67,5,4,0,0,66,68,5,15,0,0,67,66,
        1,0,0,0,67,68,1,0,0,0,68,13,1,0,0,0,69,71,5,5,0,0,70,72,5,15,0,0,
        71,70,1,0,0,0,71,72,1,0,0,0,72,15,1,0,0,0,12,21,29,32,35,39,42,49,
        53,57,63,67,71
    ]

class BSSParser ( Parser ):

    grammarFileName = "BSSParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "'*'", "'?'", "'$'", "'+'", "'%'", "'='", 
                     "<INVALID>", "<INVALID>", "'P'", "'D'", "'R'" ]

    symbolicNames = [ "<INVALID>", "STAR", "QUERY", "DOLLAR", "PLUS", "PERCENT", 
                      "EQUALS", "BID", "DIGIT", "PASS", "DOUBLE", "REDOUBLE", 
                      "QUALIFICATION", "SPACE", "OTHER", "TEXT" ]

    RULE_record = 0
    RULE_header = 1
    RULE_bidding = 2
    RULE_element = 3
    RULE_call = 4
    RULE_stockCard = 5
    RULE_convention = 6
    RULE_carding = 7

    ruleNames =  [ "record", "header", "bidding", "element", "call", "stockCard", 
                   "convention", "carding" ]

    EOF = Token.EOF
    STAR=1
    QUERY=2
    DOLLAR=3
    PLUS=4
    PERCENT=5
    EQUALS=6
    BID=7
    DIGIT=8
    PASS=9
    DOUBLE=10
    REDOUBLE=11
    QUALIFICATION=12
    SPACE=13
    OTHER=14
    TEXT=15

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class RecordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EOF(self):
            return self.getToken(BSSParser.EOF, 0)

        def header(self):
            return self.getTypedRuleContext(BSSParser.HeaderContext,0)


        def bidding(self):
            return self.getTypedRuleContext(BSSParser.BiddingContext,0)


        def stockCard(self):
            return self.getTypedRuleContext(BSSParser.StockCardContext,0)


        def convention(self):
            return self.getTypedRuleContext(BSSParser.ConventionContext,0)


        def carding(self):
            return self.getTypedRuleContext(BSSParser.CardingContext,0)


        def getRuleIndex(self):
            return BSSParser.RULE_record

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRecord" ):
                return visitor.visitRecord(self)
            else:
                return visitor.visitChildren(self)




    def record(self):

        localctx = BSSParser.RecordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_record)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 21
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,0,self._ctx)
            if la_ == 1:
                self.state = 16
                self.header()
                pass

            elif la_ == 2:
                self.state = 17
                self.bidding()
                pass

            elif la_ == 3:
                self.state = 18
                self.stockCard()
                pass

            elif la_ == 4:
                self.state = 19
                self.convention()
                pass

            elif la_ == 5:
                self.state = 20
                self.carding()
                pass


            self.state = 23
            self.match(BSSParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HeaderContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.code = None # Token

        def DIGIT(self, i:int=None):
            if i is None:
                return self.getTokens(BSSParser.DIGIT)
            else:
                return self.getToken(BSSParser.DIGIT, i)

        def EQUALS(self):
            return self.getToken(BSSParser.EQUALS, 0)

        def STAR(self):
            return self.getToken(BSSParser.STAR, 0)

        def QUERY(self):
            return self.getToken(BSSParser.QUERY, 0)

        def SPACE(self, i:int=None):
            if i is None:
                return self.getTokens(BSSParser.SPACE)
            else:
                return self.getToken(BSSParser.SPACE, i)

        def QUALIFICATION(self):
            return self.getToken(BSSParser.QUALIFICATION, 0)

        def TEXT(self):
            return self.getToken(BSSParser.TEXT, 0)

        def getRuleIndex(self):
            return BSSParser.RULE_header

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHeader" ):
                return visitor.visitHeader(self)
            else:
                return visitor.visitChildren(self)




    def header(self):

        localctx = BSSParser.HeaderContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_header)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 25
            _la = self._input.LA(1)
            if not(_la==1 or _la==2):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 26
            localctx.code = self.match(BSSParser.DIGIT)
            self.state = 27
            self.match(BSSParser.DIGIT)
            self.state = 29
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,1,self._ctx)
            if la_ == 1:
                self.state = 28
                self.match(BSSParser.SPACE)


            self.state = 32
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==12:
                self.state = 31
                self.match(BSSParser.QUALIFICATION)


            self.state = 35
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==13:
                self.state = 34
                self.match(BSSParser.SPACE)


            self.state = 37
            self.match(BSSParser.EQUALS)
            self.state = 39
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==15:
                self.state = 38
                self.match(BSSParser.TEXT)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BiddingContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.position = None # Token
            self.vulnerability = None # Token

        def EQUALS(self):
            return self.getToken(BSSParser.EQUALS, 0)

        def DIGIT(self, i:int=None):
            if i is None:
                return self.getTokens(BSSParser.DIGIT)
            else:
                return self.getToken(BSSParser.DIGIT, i)

        def STAR(self):
            return self.getToken(BSSParser.STAR, 0)

        def element(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BSSParser.ElementContext)
            else:
                return self.getTypedRuleContext(BSSParser.ElementContext,i)


        def TEXT(self):
            return self.getToken(BSSParser.TEXT, 0)

        def getRuleIndex(self):
            return BSSParser.RULE_bidding

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBidding" ):
                return visitor.visitBidding(self)
            else:
                return visitor.visitChildren(self)




    def bidding(self):

        localctx = BSSParser.BiddingContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_bidding)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 42
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==1:
                self.state = 41
                self.match(BSSParser.STAR)


            self.state = 44
            localctx.position = self.match(BSSParser.DIGIT)
            self.state = 45
            localctx.vulnerability = self.match(BSSParser.DIGIT)
            self.state = 47 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 46
                self.element()
                self.state = 49 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not ((((_la) & ~0x3f) == 0 and ((1 << _la) & 3712) != 0)):
                    break

            self.state = 51
            self.match(BSSParser.EQUALS)
            self.state = 53
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==15:
                self.state = 52
                self.match(BSSParser.TEXT)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ElementContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def call(self):
            return self.getTypedRuleContext(BSSParser.CallContext,0)


        def QUALIFICATION(self):
            return self.getToken(BSSParser.QUALIFICATION, 0)

        def getRuleIndex(self):
            return BSSParser.RULE_element

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitElement" ):
                return visitor.visitElement(self)
            else:
                return visitor.visitChildren(self)




    def element(self):

        localctx = BSSParser.ElementContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_element)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 55
            self.call()
            self.state = 57
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==12:
                self.state = 56
                self.match(BSSParser.QUALIFICATION)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def BID(self):
            return self.getToken(BSSParser.BID, 0)

        def PASS(self):
            return self.getToken(BSSParser.PASS, 0)

        def DOUBLE(self):
            return self.getToken(BSSParser.DOUBLE, 0)

        def REDOUBLE(self):
            return self.getToken(BSSParser.REDOUBLE, 0)

        def getRuleIndex(self):
            return BSSParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = BSSParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 59
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 3712) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class StockCardContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def DOLLAR(self):
            return self.getToken(BSSParser.DOLLAR, 0)

        def TEXT(self):
            return self.getToken(BSSParser.TEXT, 0)

        def getRuleIndex(self):
            return BSSParser.RULE_stockCard

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitStockCard" ):
                return visitor.visitStockCard(self)
            else:
                return visitor.visitChildren(self)




    def stockCard(self):

        localctx = BSSParser.StockCardContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_stockCard)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 61
            self.match(BSSParser.DOLLAR)
            self.state = 63
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==15:
                self.state = 62
                self.match(BSSParser.TEXT)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConventionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PLUS(self):
            return self.getToken(BSSParser.PLUS, 0)

        def TEXT(self):
            return self.getToken(BSSParser.TEXT, 0)

        def getRuleIndex(self):
            return BSSParser.RULE_convention

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConvention" ):
                return visitor.visitConvention(self)
            else:
                return visitor.visitChildren(self)




    def convention(self):

        localctx = BSSParser.ConventionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_convention)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 65
            self.match(BSSParser.PLUS)
            self.state = 67
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==15:
                self.state = 66
                self.match(BSSParser.TEXT)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CardingContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PERCENT(self):
            return self.getToken(BSSParser.PERCENT, 0)

        def TEXT(self):
            return self.getToken(BSSParser.TEXT, 0)

        def getRuleIndex(self):
            return BSSParser.RULE_carding

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCarding" ):
                return visitor.visitCarding(self)
            else:
                return visitor.visitChildren(self)




    def carding(self):

        localctx = BSSParser.CardingContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_carding)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 69
            self.match(BSSParser.PERCENT)
            self.state = 71
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==15:
                self.state = 70
                self.match(BSSParser.TEXT)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





