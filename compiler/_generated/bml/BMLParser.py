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
        4,1,21,299,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,1,0,5,0,48,8,0,10,0,12,0,51,9,0,1,0,1,0,
        4,0,55,8,0,11,0,12,0,56,5,0,59,8,0,10,0,12,0,62,9,0,1,0,3,0,65,8,
        0,1,0,1,0,1,1,1,1,3,1,71,8,1,1,2,3,2,74,8,2,1,2,1,2,1,2,1,2,1,3,
        1,3,4,3,82,8,3,11,3,12,3,83,1,3,3,3,87,8,3,1,3,3,3,90,8,3,1,4,3,
        4,93,8,4,1,4,1,4,1,4,1,4,1,5,1,5,1,5,1,5,1,5,1,5,1,5,1,5,1,5,3,5,
        108,8,5,1,6,1,6,1,6,1,6,5,6,114,8,6,10,6,12,6,117,9,6,1,7,3,7,120,
        8,7,1,7,1,7,1,7,1,7,5,7,126,8,7,10,7,12,7,129,9,7,1,8,3,8,132,8,
        8,1,8,1,8,1,8,1,8,5,8,138,8,8,10,8,12,8,141,9,8,1,9,3,9,144,8,9,
        1,9,1,9,1,9,1,9,5,9,150,8,9,10,9,12,9,153,9,9,1,10,1,10,5,10,157,
        8,10,10,10,12,10,160,9,10,1,11,3,11,163,8,11,1,11,1,11,1,11,1,11,
        5,11,169,8,11,10,11,12,11,172,9,11,1,12,3,12,175,8,12,1,12,1,12,
        1,12,1,12,5,12,181,8,12,10,12,12,12,184,9,12,1,13,3,13,187,8,13,
        1,13,1,13,1,13,1,13,5,13,193,8,13,10,13,12,13,196,9,13,1,14,3,14,
        199,8,14,1,14,1,14,1,14,1,14,1,15,1,15,1,15,1,15,1,15,1,15,1,15,
        3,15,212,8,15,3,15,214,8,15,1,15,1,15,5,15,218,8,15,10,15,12,15,
        221,9,15,1,15,1,15,1,15,1,15,1,15,3,15,228,8,15,1,15,1,15,5,15,232,
        8,15,10,15,12,15,235,9,15,1,15,1,15,5,15,239,8,15,10,15,12,15,242,
        9,15,1,15,1,15,1,15,3,15,247,8,15,1,16,3,16,250,8,16,1,16,1,16,1,
        16,1,16,1,17,1,17,5,17,258,8,17,10,17,12,17,261,9,17,1,18,3,18,264,
        8,18,1,18,1,18,1,18,1,18,1,19,3,19,271,8,19,1,19,1,19,1,19,1,19,
        1,20,1,20,3,20,279,8,20,1,20,1,20,1,20,1,20,3,20,285,8,20,1,21,1,
        21,1,22,1,22,1,22,3,22,292,8,22,1,22,3,22,295,8,22,3,22,297,8,22,
        1,22,0,0,23,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,
        38,40,42,44,0,5,2,0,4,5,7,7,2,0,12,12,16,17,3,0,8,8,12,12,17,17,
        3,0,4,5,7,15,17,17,2,0,4,5,7,17,328,0,49,1,0,0,0,2,70,1,0,0,0,4,
        73,1,0,0,0,6,89,1,0,0,0,8,92,1,0,0,0,10,107,1,0,0,0,12,109,1,0,0,
        0,14,119,1,0,0,0,16,131,1,0,0,0,18,143,1,0,0,0,20,154,1,0,0,0,22,
        162,1,0,0,0,24,174,1,0,0,0,26,186,1,0,0,0,28,198,1,0,0,0,30,246,
        1,0,0,0,32,249,1,0,0,0,34,259,1,0,0,0,36,263,1,0,0,0,38,270,1,0,
        0,0,40,284,1,0,0,0,42,286,1,0,0,0,44,296,1,0,0,0,46,48,3,2,1,0,47,
        46,1,0,0,0,48,51,1,0,0,0,49,47,1,0,0,0,49,50,1,0,0,0,50,60,1,0,0,
        0,51,49,1,0,0,0,52,54,3,6,3,0,53,55,3,2,1,0,54,53,1,0,0,0,55,56,
        1,0,0,0,56,54,1,0,0,0,56,57,1,0,0,0,57,59,1,0,0,0,58,52,1,0,0,0,
        59,62,1,0,0,0,60,58,1,0,0,0,60,61,1,0,0,0,61,64,1,0,0,0,62,60,1,
        0,0,0,63,65,3,6,3,0,64,63,1,0,0,0,64,65,1,0,0,0,65,66,1,0,0,0,66,
        67,5,0,0,1,67,1,1,0,0,0,68,71,5,1,0,0,69,71,3,4,2,0,70,68,1,0,0,
        0,70,69,1,0,0,0,71,3,1,0,0,0,72,74,5,3,0,0,73,72,1,0,0,0,73,74,1,
        0,0,0,74,75,1,0,0,0,75,76,5,6,0,0,76,77,3,44,22,0,77,78,5,18,0,0,
        78,5,1,0,0,0,79,82,5,2,0,0,80,82,3,8,4,0,81,79,1,0,0,0,81,80,1,0,
        0,0,82,83,1,0,0,0,83,81,1,0,0,0,83,84,1,0,0,0,84,86,1,0,0,0,85,87,
        3,10,5,0,86,85,1,0,0,0,86,87,1,0,0,0,87,90,1,0,0,0,88,90,3,10,5,
        0,89,81,1,0,0,0,89,88,1,0,0,0,90,7,1,0,0,0,91,93,5,3,0,0,92,91,1,
        0,0,0,92,93,1,0,0,0,93,94,1,0,0,0,94,95,7,0,0,0,95,96,3,44,22,0,
        96,97,5,18,0,0,97,9,1,0,0,0,98,108,3,12,6,0,99,108,3,14,7,0,100,
        108,3,16,8,0,101,108,3,18,9,0,102,108,3,20,10,0,103,108,3,22,11,
        0,104,108,3,30,15,0,105,108,3,24,12,0,106,108,3,26,13,0,107,98,1,
        0,0,0,107,99,1,0,0,0,107,100,1,0,0,0,107,101,1,0,0,0,107,102,1,0,
        0,0,107,103,1,0,0,0,107,104,1,0,0,0,107,105,1,0,0,0,107,106,1,0,
        0,0,108,11,1,0,0,0,109,110,5,9,0,0,110,111,3,44,22,0,111,115,5,18,
        0,0,112,114,3,40,20,0,113,112,1,0,0,0,114,117,1,0,0,0,115,113,1,
        0,0,0,115,116,1,0,0,0,116,13,1,0,0,0,117,115,1,0,0,0,118,120,5,3,
        0,0,119,118,1,0,0,0,119,120,1,0,0,0,120,121,1,0,0,0,121,122,5,10,
        0,0,122,123,3,44,22,0,123,127,5,18,0,0,124,126,3,40,20,0,125,124,
        1,0,0,0,126,129,1,0,0,0,127,125,1,0,0,0,127,128,1,0,0,0,128,15,1,
        0,0,0,129,127,1,0,0,0,130,132,5,3,0,0,131,130,1,0,0,0,131,132,1,
        0,0,0,132,133,1,0,0,0,133,134,5,11,0,0,134,135,3,44,22,0,135,139,
        5,18,0,0,136,138,3,40,20,0,137,136,1,0,0,0,138,141,1,0,0,0,139,137,
        1,0,0,0,139,140,1,0,0,0,140,17,1,0,0,0,141,139,1,0,0,0,142,144,5,
        3,0,0,143,142,1,0,0,0,143,144,1,0,0,0,144,145,1,0,0,0,145,146,5,
        15,0,0,146,147,3,44,22,0,147,151,5,18,0,0,148,150,3,40,20,0,149,
        148,1,0,0,0,150,153,1,0,0,0,151,149,1,0,0,0,151,152,1,0,0,0,152,
        19,1,0,0,0,153,151,1,0,0,0,154,158,3,28,14,0,155,157,3,40,20,0,156,
        155,1,0,0,0,157,160,1,0,0,0,158,156,1,0,0,0,158,159,1,0,0,0,159,
        21,1,0,0,0,160,158,1,0,0,0,161,163,5,3,0,0,162,161,1,0,0,0,162,163,
        1,0,0,0,163,164,1,0,0,0,164,165,5,14,0,0,165,166,3,44,22,0,166,170,
        5,18,0,0,167,169,3,40,20,0,168,167,1,0,0,0,169,172,1,0,0,0,170,168,
        1,0,0,0,170,171,1,0,0,0,171,23,1,0,0,0,172,170,1,0,0,0,173,175,5,
        3,0,0,174,173,1,0,0,0,174,175,1,0,0,0,175,176,1,0,0,0,176,177,5,
        8,0,0,177,178,3,44,22,0,178,182,5,18,0,0,179,181,3,40,20,0,180,179,
        1,0,0,0,181,184,1,0,0,0,182,180,1,0,0,0,182,183,1,0,0,0,183,25,1,
        0,0,0,184,182,1,0,0,0,185,187,5,3,0,0,186,185,1,0,0,0,186,187,1,
        0,0,0,187,188,1,0,0,0,188,189,7,1,0,0,189,190,3,44,22,0,190,194,
        5,18,0,0,191,193,3,40,20,0,192,191,1,0,0,0,193,196,1,0,0,0,194,192,
        1,0,0,0,194,195,1,0,0,0,195,27,1,0,0,0,196,194,1,0,0,0,197,199,5,
        3,0,0,198,197,1,0,0,0,198,199,1,0,0,0,199,200,1,0,0,0,200,201,5,
        13,0,0,201,202,3,44,22,0,202,203,5,18,0,0,203,29,1,0,0,0,204,205,
        3,36,18,0,205,213,3,34,17,0,206,207,3,38,19,0,207,211,3,34,17,0,
        208,209,3,38,19,0,209,210,3,34,17,0,210,212,1,0,0,0,211,208,1,0,
        0,0,211,212,1,0,0,0,212,214,1,0,0,0,213,206,1,0,0,0,213,214,1,0,
        0,0,214,247,1,0,0,0,215,219,3,32,16,0,216,218,5,2,0,0,217,216,1,
        0,0,0,218,221,1,0,0,0,219,217,1,0,0,0,219,220,1,0,0,0,220,222,1,
        0,0,0,221,219,1,0,0,0,222,223,3,36,18,0,223,227,3,34,17,0,224,225,
        3,38,19,0,225,226,3,34,17,0,226,228,1,0,0,0,227,224,1,0,0,0,227,
        228,1,0,0,0,228,247,1,0,0,0,229,233,3,32,16,0,230,232,5,2,0,0,231,
        230,1,0,0,0,232,235,1,0,0,0,233,231,1,0,0,0,233,234,1,0,0,0,234,
        236,1,0,0,0,235,233,1,0,0,0,236,240,3,38,19,0,237,239,5,2,0,0,238,
        237,1,0,0,0,239,242,1,0,0,0,240,238,1,0,0,0,240,241,1,0,0,0,241,
        243,1,0,0,0,242,240,1,0,0,0,243,244,3,36,18,0,244,245,3,34,17,0,
        245,247,1,0,0,0,246,204,1,0,0,0,246,215,1,0,0,0,246,229,1,0,0,0,
        247,31,1,0,0,0,248,250,5,3,0,0,249,248,1,0,0,0,249,250,1,0,0,0,250,
        251,1,0,0,0,251,252,7,2,0,0,252,253,3,44,22,0,253,254,5,18,0,0,254,
        33,1,0,0,0,255,258,5,2,0,0,256,258,3,36,18,0,257,255,1,0,0,0,257,
        256,1,0,0,0,258,261,1,0,0,0,259,257,1,0,0,0,259,260,1,0,0,0,260,
        35,1,0,0,0,261,259,1,0,0,0,262,264,5,3,0,0,263,262,1,0,0,0,263,264,
        1,0,0,0,264,265,1,0,0,0,265,266,5,16,0,0,266,267,3,44,22,0,267,268,
        5,18,0,0,268,37,1,0,0,0,269,271,5,3,0,0,270,269,1,0,0,0,270,271,
        1,0,0,0,271,272,1,0,0,0,272,273,7,3,0,0,273,274,3,44,22,0,274,275,
        5,18,0,0,275,39,1,0,0,0,276,285,5,2,0,0,277,279,5,3,0,0,278,277,
        1,0,0,0,278,279,1,0,0,0,279,280,1,0,0,0,280,281,3,42,21,0,281,282,
        3,44,22,0,282,283,5,18,0,0,283,285,1,0,0,0,284,276,1,0,0,0,284,278,
        1,0,0,0,285,41,1,0,0,0,286,287,7,4,0,0,287,43,1,0,0,0,288,294,5,
        19,0,0,289,291,5,20,0,0,290,292,5,21,0,0,291,290,1,0,0,0,291,292,
        1,0,0,0,292,295,1,0,0,0,293,295,5,21,0,0,294,289,1,0,0,0,294,293,
        1,0,0,0,294,295,1,0,0,0,295,297,1,0,0,0,296,288,1,0,0,0,296,297,
        1,0,0,0,297,45,1,0,0,0,44,49,56,60,64,70,73,81,83,86,89,92,107,115,
        119,127,131,139,143,151,158,162,170,174,182,186,194,198,211,213,
        219,227,233,240,246,249,257,259,263,270,278,284,291,294,296
    ]

class BMLParser ( Parser ):

    grammarFileName = "BMLParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [  ]

    symbolicNames = [ "<INVALID>", "BLANK", "COMMENT", "INDENT", "VUL", 
                      "SEAT", "INCLUDE", "META", "DIRECTIVE", "STAR_WORD", 
                      "DASH_WORD", "ENUM_FIRST", "ENUM_ITEM", "CALL_WORD", 
                      "PIPE_WORD", "AUCTION", "HAND", "WORD", "NL", "SPACE", 
                      "EQUALS", "TEXT" ]

    RULE_document = 0
    RULE_gap = 1
    RULE_include = 2
    RULE_block = 3
    RULE_directive = 4
    RULE_content = 5
    RULE_heading = 6
    RULE_bulletList = 7
    RULE_orderedList = 8
    RULE_auctionDiagram = 9
    RULE_bidTable = 10
    RULE_table = 11
    RULE_directiveTable = 12
    RULE_paragraph = 13
    RULE_row = 14
    RULE_dealDiagram = 15
    RULE_dealHeader = 16
    RULE_hands = 17
    RULE_hand = 18
    RULE_other = 19
    RULE_line = 20
    RULE_head = 21
    RULE_tail = 22

    ruleNames =  [ "document", "gap", "include", "block", "directive", "content", 
                   "heading", "bulletList", "orderedList", "auctionDiagram", 
                   "bidTable", "table", "directiveTable", "paragraph", "row", 
                   "dealDiagram", "dealHeader", "hands", "hand", "other", 
                   "line", "head", "tail" ]

    EOF = Token.EOF
    BLANK=1
    COMMENT=2
    INDENT=3
    VUL=4
    SEAT=5
    INCLUDE=6
    META=7
    DIRECTIVE=8
    STAR_WORD=9
    DASH_WORD=10
    ENUM_FIRST=11
    ENUM_ITEM=12
    CALL_WORD=13
    PIPE_WORD=14
    AUCTION=15
    HAND=16
    WORD=17
    NL=18
    SPACE=19
    EQUALS=20
    TEXT=21

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

        def gap(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.GapContext)
            else:
                return self.getTypedRuleContext(BMLParser.GapContext,i)


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
            self.state = 49
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,0,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 46
                    self.gap() 
                self.state = 51
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,0,self._ctx)

            self.state = 60
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 52
                    self.block()
                    self.state = 54 
                    self._errHandler.sync(self)
                    _alt = 1
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt == 1:
                            self.state = 53
                            self.gap()

                        else:
                            raise NoViableAltException(self)
                        self.state = 56 
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,1,self._ctx)
             
                self.state = 62
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

            self.state = 64
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 262076) != 0):
                self.state = 63
                self.block()


            self.state = 66
            self.match(BMLParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class GapContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def BLANK(self):
            return self.getToken(BMLParser.BLANK, 0)

        def include(self):
            return self.getTypedRuleContext(BMLParser.IncludeContext,0)


        def getRuleIndex(self):
            return BMLParser.RULE_gap

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGap" ):
                return visitor.visitGap(self)
            else:
                return visitor.visitChildren(self)




    def gap(self):

        localctx = BMLParser.GapContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_gap)
        try:
            self.state = 70
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1]:
                self.enterOuterAlt(localctx, 1)
                self.state = 68
                self.match(BMLParser.BLANK)
                pass
            elif token in [3, 6]:
                self.enterOuterAlt(localctx, 2)
                self.state = 69
                self.include()
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


    class IncludeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INCLUDE(self):
            return self.getToken(BMLParser.INCLUDE, 0)

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def getRuleIndex(self):
            return BMLParser.RULE_include

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInclude" ):
                return visitor.visitInclude(self)
            else:
                return visitor.visitChildren(self)




    def include(self):

        localctx = BMLParser.IncludeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_include)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 73
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 72
                self.match(BMLParser.INDENT)


            self.state = 75
            self.match(BMLParser.INCLUDE)
            self.state = 76
            self.tail()
            self.state = 77
            self.match(BMLParser.NL)
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

        def COMMENT(self, i:int=None):
            if i is None:
                return self.getTokens(BMLParser.COMMENT)
            else:
                return self.getToken(BMLParser.COMMENT, i)

        def directive(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.DirectiveContext)
            else:
                return self.getTypedRuleContext(BMLParser.DirectiveContext,i)


        def content(self):
            return self.getTypedRuleContext(BMLParser.ContentContext,0)


        def getRuleIndex(self):
            return BMLParser.RULE_block

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBlock" ):
                return visitor.visitBlock(self)
            else:
                return visitor.visitChildren(self)




    def block(self):

        localctx = BMLParser.BlockContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_block)
        try:
            self.state = 89
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,9,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 81 
                self._errHandler.sync(self)
                _alt = 1
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt == 1:
                        self.state = 81
                        self._errHandler.sync(self)
                        token = self._input.LA(1)
                        if token in [2]:
                            self.state = 79
                            self.match(BMLParser.COMMENT)
                            pass
                        elif token in [3, 4, 5, 7]:
                            self.state = 80
                            self.directive()
                            pass
                        else:
                            raise NoViableAltException(self)


                    else:
                        raise NoViableAltException(self)
                    self.state = 83 
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,7,self._ctx)

                self.state = 86
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,8,self._ctx)
                if la_ == 1:
                    self.state = 85
                    self.content()


                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 88
                self.content()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class DirectiveContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def VUL(self):
            return self.getToken(BMLParser.VUL, 0)

        def SEAT(self):
            return self.getToken(BMLParser.SEAT, 0)

        def META(self):
            return self.getToken(BMLParser.META, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def getRuleIndex(self):
            return BMLParser.RULE_directive

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitDirective" ):
                return visitor.visitDirective(self)
            else:
                return visitor.visitChildren(self)




    def directive(self):

        localctx = BMLParser.DirectiveContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_directive)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 92
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 91
                self.match(BMLParser.INDENT)


            self.state = 94
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 176) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 95
            self.tail()
            self.state = 96
            self.match(BMLParser.NL)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ContentContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def heading(self):
            return self.getTypedRuleContext(BMLParser.HeadingContext,0)


        def bulletList(self):
            return self.getTypedRuleContext(BMLParser.BulletListContext,0)


        def orderedList(self):
            return self.getTypedRuleContext(BMLParser.OrderedListContext,0)


        def auctionDiagram(self):
            return self.getTypedRuleContext(BMLParser.AuctionDiagramContext,0)


        def bidTable(self):
            return self.getTypedRuleContext(BMLParser.BidTableContext,0)


        def table(self):
            return self.getTypedRuleContext(BMLParser.TableContext,0)


        def dealDiagram(self):
            return self.getTypedRuleContext(BMLParser.DealDiagramContext,0)


        def directiveTable(self):
            return self.getTypedRuleContext(BMLParser.DirectiveTableContext,0)


        def paragraph(self):
            return self.getTypedRuleContext(BMLParser.ParagraphContext,0)


        def getRuleIndex(self):
            return BMLParser.RULE_content

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitContent" ):
                return visitor.visitContent(self)
            else:
                return visitor.visitChildren(self)




    def content(self):

        localctx = BMLParser.ContentContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_content)
        try:
            self.state = 107
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,11,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 98
                self.heading()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 99
                self.bulletList()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 100
                self.orderedList()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 101
                self.auctionDiagram()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 102
                self.bidTable()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 103
                self.table()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 104
                self.dealDiagram()
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 105
                self.directiveTable()
                pass

            elif la_ == 9:
                self.enterOuterAlt(localctx, 9)
                self.state = 106
                self.paragraph()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HeadingContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def STAR_WORD(self):
            return self.getToken(BMLParser.STAR_WORD, 0)

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def line(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.LineContext)
            else:
                return self.getTypedRuleContext(BMLParser.LineContext,i)


        def getRuleIndex(self):
            return BMLParser.RULE_heading

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHeading" ):
                return visitor.visitHeading(self)
            else:
                return visitor.visitChildren(self)




    def heading(self):

        localctx = BMLParser.HeadingContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_heading)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 109
            self.match(BMLParser.STAR_WORD)
            self.state = 110
            self.tail()
            self.state = 111
            self.match(BMLParser.NL)
            self.state = 115
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,12,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 112
                    self.line() 
                self.state = 117
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,12,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BulletListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def DASH_WORD(self):
            return self.getToken(BMLParser.DASH_WORD, 0)

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def line(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.LineContext)
            else:
                return self.getTypedRuleContext(BMLParser.LineContext,i)


        def getRuleIndex(self):
            return BMLParser.RULE_bulletList

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBulletList" ):
                return visitor.visitBulletList(self)
            else:
                return visitor.visitChildren(self)




    def bulletList(self):

        localctx = BMLParser.BulletListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_bulletList)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 119
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 118
                self.match(BMLParser.INDENT)


            self.state = 121
            self.match(BMLParser.DASH_WORD)
            self.state = 122
            self.tail()
            self.state = 123
            self.match(BMLParser.NL)
            self.state = 127
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,14,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 124
                    self.line() 
                self.state = 129
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,14,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OrderedListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def ENUM_FIRST(self):
            return self.getToken(BMLParser.ENUM_FIRST, 0)

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def line(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.LineContext)
            else:
                return self.getTypedRuleContext(BMLParser.LineContext,i)


        def getRuleIndex(self):
            return BMLParser.RULE_orderedList

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOrderedList" ):
                return visitor.visitOrderedList(self)
            else:
                return visitor.visitChildren(self)




    def orderedList(self):

        localctx = BMLParser.OrderedListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_orderedList)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 131
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 130
                self.match(BMLParser.INDENT)


            self.state = 133
            self.match(BMLParser.ENUM_FIRST)
            self.state = 134
            self.tail()
            self.state = 135
            self.match(BMLParser.NL)
            self.state = 139
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,16,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 136
                    self.line() 
                self.state = 141
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,16,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AuctionDiagramContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def AUCTION(self):
            return self.getToken(BMLParser.AUCTION, 0)

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def line(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.LineContext)
            else:
                return self.getTypedRuleContext(BMLParser.LineContext,i)


        def getRuleIndex(self):
            return BMLParser.RULE_auctionDiagram

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAuctionDiagram" ):
                return visitor.visitAuctionDiagram(self)
            else:
                return visitor.visitChildren(self)




    def auctionDiagram(self):

        localctx = BMLParser.AuctionDiagramContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_auctionDiagram)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 143
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 142
                self.match(BMLParser.INDENT)


            self.state = 145
            self.match(BMLParser.AUCTION)
            self.state = 146
            self.tail()
            self.state = 147
            self.match(BMLParser.NL)
            self.state = 151
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,18,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 148
                    self.line() 
                self.state = 153
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,18,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BidTableContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def row(self):
            return self.getTypedRuleContext(BMLParser.RowContext,0)


        def line(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.LineContext)
            else:
                return self.getTypedRuleContext(BMLParser.LineContext,i)


        def getRuleIndex(self):
            return BMLParser.RULE_bidTable

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBidTable" ):
                return visitor.visitBidTable(self)
            else:
                return visitor.visitChildren(self)




    def bidTable(self):

        localctx = BMLParser.BidTableContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_bidTable)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 154
            self.row()
            self.state = 158
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,19,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 155
                    self.line() 
                self.state = 160
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,19,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TableContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PIPE_WORD(self):
            return self.getToken(BMLParser.PIPE_WORD, 0)

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def line(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.LineContext)
            else:
                return self.getTypedRuleContext(BMLParser.LineContext,i)


        def getRuleIndex(self):
            return BMLParser.RULE_table

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTable" ):
                return visitor.visitTable(self)
            else:
                return visitor.visitChildren(self)




    def table(self):

        localctx = BMLParser.TableContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_table)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 162
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 161
                self.match(BMLParser.INDENT)


            self.state = 164
            self.match(BMLParser.PIPE_WORD)
            self.state = 165
            self.tail()
            self.state = 166
            self.match(BMLParser.NL)
            self.state = 170
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,21,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 167
                    self.line() 
                self.state = 172
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,21,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class DirectiveTableContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def DIRECTIVE(self):
            return self.getToken(BMLParser.DIRECTIVE, 0)

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def line(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.LineContext)
            else:
                return self.getTypedRuleContext(BMLParser.LineContext,i)


        def getRuleIndex(self):
            return BMLParser.RULE_directiveTable

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitDirectiveTable" ):
                return visitor.visitDirectiveTable(self)
            else:
                return visitor.visitChildren(self)




    def directiveTable(self):

        localctx = BMLParser.DirectiveTableContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_directiveTable)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 174
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 173
                self.match(BMLParser.INDENT)


            self.state = 176
            self.match(BMLParser.DIRECTIVE)
            self.state = 177
            self.tail()
            self.state = 178
            self.match(BMLParser.NL)
            self.state = 182
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,23,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 179
                    self.line() 
                self.state = 184
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,23,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ParagraphContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def WORD(self):
            return self.getToken(BMLParser.WORD, 0)

        def ENUM_ITEM(self):
            return self.getToken(BMLParser.ENUM_ITEM, 0)

        def HAND(self):
            return self.getToken(BMLParser.HAND, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def line(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.LineContext)
            else:
                return self.getTypedRuleContext(BMLParser.LineContext,i)


        def getRuleIndex(self):
            return BMLParser.RULE_paragraph

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitParagraph" ):
                return visitor.visitParagraph(self)
            else:
                return visitor.visitChildren(self)




    def paragraph(self):

        localctx = BMLParser.ParagraphContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_paragraph)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 186
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 185
                self.match(BMLParser.INDENT)


            self.state = 188
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 200704) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 189
            self.tail()
            self.state = 190
            self.match(BMLParser.NL)
            self.state = 194
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,25,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 191
                    self.line() 
                self.state = 196
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,25,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class RowContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CALL_WORD(self):
            return self.getToken(BMLParser.CALL_WORD, 0)

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def getRuleIndex(self):
            return BMLParser.RULE_row

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRow" ):
                return visitor.visitRow(self)
            else:
                return visitor.visitChildren(self)




    def row(self):

        localctx = BMLParser.RowContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_row)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 198
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 197
                self.match(BMLParser.INDENT)


            self.state = 200
            self.match(BMLParser.CALL_WORD)
            self.state = 201
            self.tail()
            self.state = 202
            self.match(BMLParser.NL)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class DealDiagramContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def hand(self):
            return self.getTypedRuleContext(BMLParser.HandContext,0)


        def hands(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.HandsContext)
            else:
                return self.getTypedRuleContext(BMLParser.HandsContext,i)


        def other(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.OtherContext)
            else:
                return self.getTypedRuleContext(BMLParser.OtherContext,i)


        def dealHeader(self):
            return self.getTypedRuleContext(BMLParser.DealHeaderContext,0)


        def COMMENT(self, i:int=None):
            if i is None:
                return self.getTokens(BMLParser.COMMENT)
            else:
                return self.getToken(BMLParser.COMMENT, i)

        def getRuleIndex(self):
            return BMLParser.RULE_dealDiagram

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitDealDiagram" ):
                return visitor.visitDealDiagram(self)
            else:
                return visitor.visitChildren(self)




    def dealDiagram(self):

        localctx = BMLParser.DealDiagramContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_dealDiagram)
        self._la = 0 # Token type
        try:
            self.state = 246
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,33,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 204
                self.hand()
                self.state = 205
                self.hands()
                self.state = 213
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,28,self._ctx)
                if la_ == 1:
                    self.state = 206
                    self.other()
                    self.state = 207
                    self.hands()
                    self.state = 211
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,27,self._ctx)
                    if la_ == 1:
                        self.state = 208
                        self.other()
                        self.state = 209
                        self.hands()




                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 215
                self.dealHeader()
                self.state = 219
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==2:
                    self.state = 216
                    self.match(BMLParser.COMMENT)
                    self.state = 221
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 222
                self.hand()
                self.state = 223
                self.hands()
                self.state = 227
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,30,self._ctx)
                if la_ == 1:
                    self.state = 224
                    self.other()
                    self.state = 225
                    self.hands()


                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 229
                self.dealHeader()
                self.state = 233
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==2:
                    self.state = 230
                    self.match(BMLParser.COMMENT)
                    self.state = 235
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 236
                self.other()
                self.state = 240
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==2:
                    self.state = 237
                    self.match(BMLParser.COMMENT)
                    self.state = 242
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 243
                self.hand()
                self.state = 244
                self.hands()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class DealHeaderContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def WORD(self):
            return self.getToken(BMLParser.WORD, 0)

        def ENUM_ITEM(self):
            return self.getToken(BMLParser.ENUM_ITEM, 0)

        def DIRECTIVE(self):
            return self.getToken(BMLParser.DIRECTIVE, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def getRuleIndex(self):
            return BMLParser.RULE_dealHeader

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitDealHeader" ):
                return visitor.visitDealHeader(self)
            else:
                return visitor.visitChildren(self)




    def dealHeader(self):

        localctx = BMLParser.DealHeaderContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_dealHeader)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 249
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 248
                self.match(BMLParser.INDENT)


            self.state = 251
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 135424) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 252
            self.tail()
            self.state = 253
            self.match(BMLParser.NL)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HandsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def COMMENT(self, i:int=None):
            if i is None:
                return self.getTokens(BMLParser.COMMENT)
            else:
                return self.getToken(BMLParser.COMMENT, i)

        def hand(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(BMLParser.HandContext)
            else:
                return self.getTypedRuleContext(BMLParser.HandContext,i)


        def getRuleIndex(self):
            return BMLParser.RULE_hands

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHands" ):
                return visitor.visitHands(self)
            else:
                return visitor.visitChildren(self)




    def hands(self):

        localctx = BMLParser.HandsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_hands)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 259
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,36,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 257
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [2]:
                        self.state = 255
                        self.match(BMLParser.COMMENT)
                        pass
                    elif token in [3, 16]:
                        self.state = 256
                        self.hand()
                        pass
                    else:
                        raise NoViableAltException(self)
             
                self.state = 261
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,36,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HandContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def HAND(self):
            return self.getToken(BMLParser.HAND, 0)

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def getRuleIndex(self):
            return BMLParser.RULE_hand

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHand" ):
                return visitor.visitHand(self)
            else:
                return visitor.visitChildren(self)




    def hand(self):

        localctx = BMLParser.HandContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_hand)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 263
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 262
                self.match(BMLParser.INDENT)


            self.state = 265
            self.match(BMLParser.HAND)
            self.state = 266
            self.tail()
            self.state = 267
            self.match(BMLParser.NL)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OtherContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def VUL(self):
            return self.getToken(BMLParser.VUL, 0)

        def SEAT(self):
            return self.getToken(BMLParser.SEAT, 0)

        def META(self):
            return self.getToken(BMLParser.META, 0)

        def DIRECTIVE(self):
            return self.getToken(BMLParser.DIRECTIVE, 0)

        def STAR_WORD(self):
            return self.getToken(BMLParser.STAR_WORD, 0)

        def DASH_WORD(self):
            return self.getToken(BMLParser.DASH_WORD, 0)

        def ENUM_FIRST(self):
            return self.getToken(BMLParser.ENUM_FIRST, 0)

        def ENUM_ITEM(self):
            return self.getToken(BMLParser.ENUM_ITEM, 0)

        def CALL_WORD(self):
            return self.getToken(BMLParser.CALL_WORD, 0)

        def PIPE_WORD(self):
            return self.getToken(BMLParser.PIPE_WORD, 0)

        def AUCTION(self):
            return self.getToken(BMLParser.AUCTION, 0)

        def WORD(self):
            return self.getToken(BMLParser.WORD, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def getRuleIndex(self):
            return BMLParser.RULE_other

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOther" ):
                return visitor.visitOther(self)
            else:
                return visitor.visitChildren(self)




    def other(self):

        localctx = BMLParser.OtherContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_other)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 270
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==3:
                self.state = 269
                self.match(BMLParser.INDENT)


            self.state = 272
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 196528) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 273
            self.tail()
            self.state = 274
            self.match(BMLParser.NL)
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

        def COMMENT(self):
            return self.getToken(BMLParser.COMMENT, 0)

        def head(self):
            return self.getTypedRuleContext(BMLParser.HeadContext,0)


        def tail(self):
            return self.getTypedRuleContext(BMLParser.TailContext,0)


        def NL(self):
            return self.getToken(BMLParser.NL, 0)

        def INDENT(self):
            return self.getToken(BMLParser.INDENT, 0)

        def getRuleIndex(self):
            return BMLParser.RULE_line

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLine" ):
                return visitor.visitLine(self)
            else:
                return visitor.visitChildren(self)




    def line(self):

        localctx = BMLParser.LineContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_line)
        self._la = 0 # Token type
        try:
            self.state = 284
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [2]:
                self.enterOuterAlt(localctx, 1)
                self.state = 276
                self.match(BMLParser.COMMENT)
                pass
            elif token in [3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]:
                self.enterOuterAlt(localctx, 2)
                self.state = 278
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==3:
                    self.state = 277
                    self.match(BMLParser.INDENT)


                self.state = 280
                self.head()
                self.state = 281
                self.tail()
                self.state = 282
                self.match(BMLParser.NL)
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


    class HeadContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def VUL(self):
            return self.getToken(BMLParser.VUL, 0)

        def SEAT(self):
            return self.getToken(BMLParser.SEAT, 0)

        def META(self):
            return self.getToken(BMLParser.META, 0)

        def DIRECTIVE(self):
            return self.getToken(BMLParser.DIRECTIVE, 0)

        def STAR_WORD(self):
            return self.getToken(BMLParser.STAR_WORD, 0)

        def DASH_WORD(self):
            return self.getToken(BMLParser.DASH_WORD, 0)

        def ENUM_FIRST(self):
            return self.getToken(BMLParser.ENUM_FIRST, 0)

        def ENUM_ITEM(self):
            return self.getToken(BMLParser.ENUM_ITEM, 0)

        def CALL_WORD(self):
            return self.getToken(BMLParser.CALL_WORD, 0)

        def PIPE_WORD(self):
            return self.getToken(BMLParser.PIPE_WORD, 0)

        def AUCTION(self):
            return self.getToken(BMLParser.AUCTION, 0)

        def HAND(self):
            return self.getToken(BMLParser.HAND, 0)

        def WORD(self):
            return self.getToken(BMLParser.WORD, 0)

        def getRuleIndex(self):
            return BMLParser.RULE_head

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHead" ):
                return visitor.visitHead(self)
            else:
                return visitor.visitChildren(self)




    def head(self):

        localctx = BMLParser.HeadContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_head)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 286
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 262064) != 0)):
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


    class TailContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SPACE(self):
            return self.getToken(BMLParser.SPACE, 0)

        def EQUALS(self):
            return self.getToken(BMLParser.EQUALS, 0)

        def TEXT(self):
            return self.getToken(BMLParser.TEXT, 0)

        def getRuleIndex(self):
            return BMLParser.RULE_tail

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTail" ):
                return visitor.visitTail(self)
            else:
                return visitor.visitChildren(self)




    def tail(self):

        localctx = BMLParser.TailContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_tail)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 296
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==19:
                self.state = 288
                self.match(BMLParser.SPACE)
                self.state = 294
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [20]:
                    self.state = 289
                    self.match(BMLParser.EQUALS)
                    self.state = 291
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==21:
                        self.state = 290
                        self.match(BMLParser.TEXT)


                    pass
                elif token in [21]:
                    self.state = 293
                    self.match(BMLParser.TEXT)
                    pass
                elif token in [18]:
                    pass
                else:
                    pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





