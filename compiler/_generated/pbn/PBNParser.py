# Generated from grammar/PBN.g4 by ANTLR 4.13.2
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
        4,1,10,40,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,1,0,1,0,1,0,5,0,12,8,0,
        10,0,12,0,15,9,0,1,0,1,0,1,1,1,1,1,1,5,1,22,8,1,10,1,12,1,25,9,1,
        1,2,1,2,1,2,1,2,1,2,1,2,3,2,33,8,2,1,3,1,3,1,3,1,3,1,3,1,3,0,0,4,
        0,2,4,6,0,0,45,0,13,1,0,0,0,2,18,1,0,0,0,4,32,1,0,0,0,6,34,1,0,0,
        0,8,12,3,2,1,0,9,12,5,7,0,0,10,12,5,8,0,0,11,8,1,0,0,0,11,9,1,0,
        0,0,11,10,1,0,0,0,12,15,1,0,0,0,13,11,1,0,0,0,13,14,1,0,0,0,14,16,
        1,0,0,0,15,13,1,0,0,0,16,17,5,0,0,1,17,1,1,0,0,0,18,23,3,4,2,0,19,
        22,3,4,2,0,20,22,5,8,0,0,21,19,1,0,0,0,21,20,1,0,0,0,22,25,1,0,0,
        0,23,21,1,0,0,0,23,24,1,0,0,0,24,3,1,0,0,0,25,23,1,0,0,0,26,33,3,
        6,3,0,27,33,5,9,0,0,28,33,5,3,0,0,29,33,5,4,0,0,30,33,5,5,0,0,31,
        33,5,6,0,0,32,26,1,0,0,0,32,27,1,0,0,0,32,28,1,0,0,0,32,29,1,0,0,
        0,32,30,1,0,0,0,32,31,1,0,0,0,33,5,1,0,0,0,34,35,5,1,0,0,35,36,5,
        9,0,0,36,37,5,3,0,0,37,38,5,2,0,0,38,7,1,0,0,0,5,11,13,21,23,32
    ]

class PBNParser ( Parser ):

    grammarFileName = "PBN.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "'['", "']'" ]

    symbolicNames = [ "<INVALID>", "LBRACK", "RBRACK", "STRING", "COMMENTARY", 
                      "LINE_COMMENT", "ESCAPE", "GAP", "NL", "WORD", "WS" ]

    RULE_pbn = 0
    RULE_game = 1
    RULE_element = 2
    RULE_tagPair = 3

    ruleNames =  [ "pbn", "game", "element", "tagPair" ]

    EOF = Token.EOF
    LBRACK=1
    RBRACK=2
    STRING=3
    COMMENTARY=4
    LINE_COMMENT=5
    ESCAPE=6
    GAP=7
    NL=8
    WORD=9
    WS=10

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class PbnContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EOF(self):
            return self.getToken(PBNParser.EOF, 0)

        def game(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(PBNParser.GameContext)
            else:
                return self.getTypedRuleContext(PBNParser.GameContext,i)


        def GAP(self, i:int=None):
            if i is None:
                return self.getTokens(PBNParser.GAP)
            else:
                return self.getToken(PBNParser.GAP, i)

        def NL(self, i:int=None):
            if i is None:
                return self.getTokens(PBNParser.NL)
            else:
                return self.getToken(PBNParser.NL, i)

        def getRuleIndex(self):
            return PBNParser.RULE_pbn

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPbn" ):
                return visitor.visitPbn(self)
            else:
                return visitor.visitChildren(self)




    def pbn(self):

        localctx = PBNParser.PbnContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_pbn)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 13
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 1018) != 0):
                self.state = 11
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [1, 3, 4, 5, 6, 9]:
                    self.state = 8
                    self.game()
                    pass
                elif token in [7]:
                    self.state = 9
                    self.match(PBNParser.GAP)
                    pass
                elif token in [8]:
                    self.state = 10
                    self.match(PBNParser.NL)
                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 15
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 16
            self.match(PBNParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class GameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def element(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(PBNParser.ElementContext)
            else:
                return self.getTypedRuleContext(PBNParser.ElementContext,i)


        def NL(self, i:int=None):
            if i is None:
                return self.getTokens(PBNParser.NL)
            else:
                return self.getToken(PBNParser.NL, i)

        def getRuleIndex(self):
            return PBNParser.RULE_game

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGame" ):
                return visitor.visitGame(self)
            else:
                return visitor.visitChildren(self)




    def game(self):

        localctx = PBNParser.GameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_game)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 18
            self.element()
            self.state = 23
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,3,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 21
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [1, 3, 4, 5, 6, 9]:
                        self.state = 19
                        self.element()
                        pass
                    elif token in [8]:
                        self.state = 20
                        self.match(PBNParser.NL)
                        pass
                    else:
                        raise NoViableAltException(self)
             
                self.state = 25
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,3,self._ctx)

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

        def tagPair(self):
            return self.getTypedRuleContext(PBNParser.TagPairContext,0)


        def WORD(self):
            return self.getToken(PBNParser.WORD, 0)

        def STRING(self):
            return self.getToken(PBNParser.STRING, 0)

        def COMMENTARY(self):
            return self.getToken(PBNParser.COMMENTARY, 0)

        def LINE_COMMENT(self):
            return self.getToken(PBNParser.LINE_COMMENT, 0)

        def ESCAPE(self):
            return self.getToken(PBNParser.ESCAPE, 0)

        def getRuleIndex(self):
            return PBNParser.RULE_element

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitElement" ):
                return visitor.visitElement(self)
            else:
                return visitor.visitChildren(self)




    def element(self):

        localctx = PBNParser.ElementContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_element)
        try:
            self.state = 32
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 26
                self.tagPair()
                pass
            elif token in [9]:
                self.enterOuterAlt(localctx, 2)
                self.state = 27
                self.match(PBNParser.WORD)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 3)
                self.state = 28
                self.match(PBNParser.STRING)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 4)
                self.state = 29
                self.match(PBNParser.COMMENTARY)
                pass
            elif token in [5]:
                self.enterOuterAlt(localctx, 5)
                self.state = 30
                self.match(PBNParser.LINE_COMMENT)
                pass
            elif token in [6]:
                self.enterOuterAlt(localctx, 6)
                self.state = 31
                self.match(PBNParser.ESCAPE)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TagPairContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACK(self):
            return self.getToken(PBNParser.LBRACK, 0)

        def WORD(self):
            return self.getToken(PBNParser.WORD, 0)

        def STRING(self):
            return self.getToken(PBNParser.STRING, 0)

        def RBRACK(self):
            return self.getToken(PBNParser.RBRACK, 0)

        def getRuleIndex(self):
            return PBNParser.RULE_tagPair

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTagPair" ):
                return visitor.visitTagPair(self)
            else:
                return visitor.visitChildren(self)




    def tagPair(self):

        localctx = PBNParser.TagPairContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_tagPair)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 34
            self.match(PBNParser.LBRACK)
            self.state = 35
            self.match(PBNParser.WORD)
            self.state = 36
            self.match(PBNParser.STRING)
            self.state = 37
            self.match(PBNParser.RBRACK)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





