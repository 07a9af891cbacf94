# Generated from grammar/GibParser.g4 by ANTLR 4.13.2
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
        4,1,36,245,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,1,0,1,0,1,0,1,1,1,1,1,1,1,1,1,1,3,1,51,8,1,1,1,3,1,54,8,1,3,
        1,56,8,1,1,2,3,2,59,8,2,1,2,1,2,5,2,63,8,2,10,2,12,2,66,9,2,1,3,
        1,3,3,3,70,8,3,1,3,1,3,1,3,1,3,1,3,1,3,3,3,78,8,3,1,4,1,4,1,5,4,
        5,83,8,5,11,5,12,5,84,1,5,3,5,88,8,5,1,6,1,6,3,6,92,8,6,1,7,1,7,
        1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,4,7,
        111,8,7,11,7,12,7,112,1,7,1,7,3,7,117,8,7,1,8,1,8,1,8,1,8,1,8,3,
        8,124,8,8,1,9,1,9,1,9,1,9,1,9,1,9,5,9,132,8,9,10,9,12,9,135,9,9,
        1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,
        5,10,150,8,10,10,10,12,10,153,9,10,1,11,1,11,1,11,1,11,1,11,1,11,
        5,11,161,8,11,10,11,12,11,164,9,11,1,12,1,12,1,12,1,12,1,12,1,12,
        5,12,172,8,12,10,12,12,12,175,9,12,1,13,1,13,1,13,1,13,1,13,1,13,
        1,13,1,13,1,13,1,13,1,13,1,13,1,13,1,13,1,13,1,13,1,13,3,13,194,
        8,13,1,14,1,14,1,14,5,14,199,8,14,10,14,12,14,202,9,14,1,15,1,15,
        1,15,1,15,3,15,208,8,15,1,15,3,15,211,8,15,1,16,1,16,4,16,215,8,
        16,11,16,12,16,216,3,16,219,8,16,1,17,1,17,1,17,1,17,4,17,225,8,
        17,11,17,12,17,226,3,17,229,8,17,1,18,1,18,1,18,1,19,1,19,1,19,1,
        19,1,19,1,19,1,19,3,19,241,8,19,1,20,1,20,1,20,0,4,18,20,22,24,21,
        0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,0,3,1,
        0,10,11,2,0,3,3,5,5,2,0,20,20,31,31,267,0,42,1,0,0,0,2,55,1,0,0,
        0,4,58,1,0,0,0,6,77,1,0,0,0,8,79,1,0,0,0,10,82,1,0,0,0,12,89,1,0,
        0,0,14,116,1,0,0,0,16,123,1,0,0,0,18,125,1,0,0,0,20,136,1,0,0,0,
        22,154,1,0,0,0,24,165,1,0,0,0,26,193,1,0,0,0,28,195,1,0,0,0,30,210,
        1,0,0,0,32,218,1,0,0,0,34,228,1,0,0,0,36,230,1,0,0,0,38,240,1,0,
        0,0,40,242,1,0,0,0,42,43,3,2,1,0,43,44,5,0,0,1,44,1,1,0,0,0,45,46,
        5,6,0,0,46,47,3,30,15,0,47,48,5,6,0,0,48,56,1,0,0,0,49,51,3,4,2,
        0,50,49,1,0,0,0,50,51,1,0,0,0,51,53,1,0,0,0,52,54,5,9,0,0,53,52,
        1,0,0,0,53,54,1,0,0,0,54,56,1,0,0,0,55,45,1,0,0,0,55,50,1,0,0,0,
        56,3,1,0,0,0,57,59,3,8,4,0,58,57,1,0,0,0,58,59,1,0,0,0,59,60,1,0,
        0,0,60,64,3,10,5,0,61,63,3,6,3,0,62,61,1,0,0,0,63,66,1,0,0,0,64,
        62,1,0,0,0,64,65,1,0,0,0,65,5,1,0,0,0,66,64,1,0,0,0,67,69,5,18,0,
        0,68,70,3,8,4,0,69,68,1,0,0,0,69,70,1,0,0,0,70,71,1,0,0,0,71,78,
        3,10,5,0,72,73,5,19,0,0,73,78,3,10,5,0,74,75,3,8,4,0,75,76,3,10,
        5,0,76,78,1,0,0,0,77,67,1,0,0,0,77,72,1,0,0,0,77,74,1,0,0,0,78,7,
        1,0,0,0,79,80,7,0,0,0,80,9,1,0,0,0,81,83,3,12,6,0,82,81,1,0,0,0,
        83,84,1,0,0,0,84,82,1,0,0,0,84,85,1,0,0,0,85,87,1,0,0,0,86,88,5,
        12,0,0,87,86,1,0,0,0,87,88,1,0,0,0,88,11,1,0,0,0,89,91,3,14,7,0,
        90,92,5,23,0,0,91,90,1,0,0,0,91,92,1,0,0,0,92,13,1,0,0,0,93,117,
        5,13,0,0,94,95,5,7,0,0,95,96,3,18,9,0,96,97,5,7,0,0,97,117,1,0,0,
        0,98,117,5,17,0,0,99,117,5,24,0,0,100,101,5,14,0,0,101,117,3,14,
        7,0,102,117,5,22,0,0,103,117,5,20,0,0,104,105,5,15,0,0,105,106,3,
        4,2,0,106,107,5,16,0,0,107,117,1,0,0,0,108,110,5,8,0,0,109,111,3,
        16,8,0,110,109,1,0,0,0,111,112,1,0,0,0,112,110,1,0,0,0,112,113,1,
        0,0,0,113,114,1,0,0,0,114,115,5,26,0,0,115,117,1,0,0,0,116,93,1,
        0,0,0,116,94,1,0,0,0,116,98,1,0,0,0,116,99,1,0,0,0,116,100,1,0,0,
        0,116,102,1,0,0,0,116,103,1,0,0,0,116,104,1,0,0,0,116,108,1,0,0,
        0,117,15,1,0,0,0,118,119,5,28,0,0,119,120,5,27,0,0,120,124,5,28,
        0,0,121,124,5,28,0,0,122,124,5,20,0,0,123,118,1,0,0,0,123,121,1,
        0,0,0,123,122,1,0,0,0,124,17,1,0,0,0,125,126,6,9,-1,0,126,127,3,
        20,10,0,127,133,1,0,0,0,128,129,10,2,0,0,129,130,5,1,0,0,130,132,
        3,20,10,0,131,128,1,0,0,0,132,135,1,0,0,0,133,131,1,0,0,0,133,134,
        1,0,0,0,134,19,1,0,0,0,135,133,1,0,0,0,136,137,6,10,-1,0,137,138,
        3,22,11,0,138,151,1,0,0,0,139,140,10,3,0,0,140,141,5,2,0,0,141,150,
        3,22,11,0,142,143,10,2,0,0,143,144,5,8,0,0,144,145,3,20,10,0,145,
        146,5,17,0,0,146,147,3,20,10,0,147,148,5,26,0,0,148,150,1,0,0,0,
        149,139,1,0,0,0,149,142,1,0,0,0,150,153,1,0,0,0,151,149,1,0,0,0,
        151,152,1,0,0,0,152,21,1,0,0,0,153,151,1,0,0,0,154,155,6,11,-1,0,
        155,156,3,24,12,0,156,162,1,0,0,0,157,158,10,2,0,0,158,159,7,1,0,
        0,159,161,3,24,12,0,160,157,1,0,0,0,161,164,1,0,0,0,162,160,1,0,
        0,0,162,163,1,0,0,0,163,23,1,0,0,0,164,162,1,0,0,0,165,166,6,12,
        -1,0,166,167,3,26,13,0,167,173,1,0,0,0,168,169,10,2,0,0,169,170,
        5,4,0,0,170,172,3,26,13,0,171,168,1,0,0,0,172,175,1,0,0,0,173,171,
        1,0,0,0,173,174,1,0,0,0,174,25,1,0,0,0,175,173,1,0,0,0,176,177,5,
        15,0,0,177,178,3,18,9,0,178,179,5,16,0,0,179,194,1,0,0,0,180,181,
        5,14,0,0,181,194,3,26,13,0,182,183,5,5,0,0,183,194,3,26,13,0,184,
        194,5,25,0,0,185,194,5,28,0,0,186,187,5,21,0,0,187,188,5,15,0,0,
        188,189,3,28,14,0,189,190,5,16,0,0,190,194,1,0,0,0,191,194,5,21,
        0,0,192,194,5,13,0,0,193,176,1,0,0,0,193,180,1,0,0,0,193,182,1,0,
        0,0,193,184,1,0,0,0,193,185,1,0,0,0,193,186,1,0,0,0,193,191,1,0,
        0,0,193,192,1,0,0,0,194,27,1,0,0,0,195,200,3,18,9,0,196,197,5,17,
        0,0,197,199,3,18,9,0,198,196,1,0,0,0,199,202,1,0,0,0,200,198,1,0,
        0,0,200,201,1,0,0,0,201,29,1,0,0,0,202,200,1,0,0,0,203,204,5,7,0,
        0,204,205,3,18,9,0,205,207,5,7,0,0,206,208,3,32,16,0,207,206,1,0,
        0,0,207,208,1,0,0,0,208,211,1,0,0,0,209,211,3,32,16,0,210,203,1,
        0,0,0,210,209,1,0,0,0,211,31,1,0,0,0,212,219,5,13,0,0,213,215,3,
        34,17,0,214,213,1,0,0,0,215,216,1,0,0,0,216,214,1,0,0,0,216,217,
        1,0,0,0,217,219,1,0,0,0,218,212,1,0,0,0,218,214,1,0,0,0,219,33,1,
        0,0,0,220,221,5,29,0,0,221,229,3,38,19,0,222,224,5,30,0,0,223,225,
        3,36,18,0,224,223,1,0,0,0,225,226,1,0,0,0,226,224,1,0,0,0,226,227,
        1,0,0,0,227,229,1,0,0,0,228,220,1,0,0,0,228,222,1,0,0,0,229,35,1,
        0,0,0,230,231,3,38,19,0,231,232,3,40,20,0,232,37,1,0,0,0,233,241,
        5,25,0,0,234,241,5,20,0,0,235,241,5,21,0,0,236,237,5,7,0,0,237,238,
        3,18,9,0,238,239,5,7,0,0,239,241,1,0,0,0,240,233,1,0,0,0,240,234,
        1,0,0,0,240,235,1,0,0,0,240,236,1,0,0,0,241,39,1,0,0,0,242,243,7,
        2,0,0,243,41,1,0,0,0,27,50,53,55,58,64,69,77,84,87,91,112,116,123,
        133,149,151,162,173,193,200,207,210,216,218,226,228,240
    ]

class GibParser ( Parser ):

    grammarFileName = "GibParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "'&&'", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "'|'", "'&'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "'+'", "'*'", "<INVALID>", 
                     "'['" ]

    symbolicNames = [ "<INVALID>", "BINARY0", "BINARY1", "BINARY2", "BINARY3", 
                      "MINUS", "START_SPEC", "MATH", "LBRACKET", "AT", "GOTO", 
                      "GOTO_START", "END", "DOT", "NOT", "LPAREN", "RPAREN", 
                      "COMMA", "OR", "AND", "GRAB", "MGRAB", "PUSH", "ITERATOR", 
                      "STRING", "NUM", "RBRACKET", "DASH", "CHAR", "SPEC_TOK", 
                      "SUBSPEC", "SUIT", "M_PLUS", "M_TIMES", "M_MINUS", 
                      "M_LBRACKET", "M_RBRACKET" ]

    RULE_goalFile = 0
    RULE_goal = 1
    RULE_altexp = 2
    RULE_branch = 3
    RULE_goto_ = 4
    RULE_regexp = 5
    RULE_term = 6
    RULE_primary = 7
    RULE_classItem = 8
    RULE_expr = 9
    RULE_expr0 = 10
    RULE_expr1 = 11
    RULE_expr2 = 12
    RULE_expr3 = 13
    RULE_exprList = 14
    RULE_specList = 15
    RULE_specList1 = 16
    RULE_simpleSpec = 17
    RULE_subspec = 18
    RULE_val = 19
    RULE_suit = 20

    ruleNames =  [ "goalFile", "goal", "altexp", "branch", "goto_", "regexp", 
                   "term", "primary", "classItem", "expr", "expr0", "expr1", 
                   "expr2", "expr3", "exprList", "specList", "specList1", 
                   "simpleSpec", "subspec", "val", "suit" ]

    EOF = Token.EOF
    BINARY0=1
    BINARY1=2
    BINARY2=3
    BINARY3=4
    MINUS=5
    START_SPEC=6
    MATH=7
    LBRACKET=8
    AT=9
    GOTO=10
    GOTO_START=11
    END=12
    DOT=13
    NOT=14
    LPAREN=15
    RPAREN=16
    COMMA=17
    OR=18
    AND=19
    GRAB=20
    MGRAB=21
    PUSH=22
    ITERATOR=23
    STRING=24
    NUM=25
    RBRACKET=26
    DASH=27
    CHAR=28
    SPEC_TOK=29
    SUBSPEC=30
    SUIT=31
    M_PLUS=32
    M_TIMES=33
    M_MINUS=34
    M_LBRACKET=35
    M_RBRACKET=36

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class GoalFileContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def goal(self):
            return self.getTypedRuleContext(GibParser.GoalContext,0)


        def EOF(self):
            return self.getToken(GibParser.EOF, 0)

        def getRuleIndex(self):
            return GibParser.RULE_goalFile

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGoalFile" ):
                return visitor.visitGoalFile(self)
            else:
                return visitor.visitChildren(self)




    def goalFile(self):

        localctx = GibParser.GoalFileContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_goalFile)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 42
            self.goal()
            self.state = 43
            self.match(GibParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class GoalContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_goal

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class SpecGoalContext(GoalContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.GoalContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def START_SPEC(self, i:int=None):
            if i is None:
                return self.getTokens(GibParser.START_SPEC)
            else:
                return self.getToken(GibParser.START_SPEC, i)
        def specList(self):
            return self.getTypedRuleContext(GibParser.SpecListContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSpecGoal" ):
                return visitor.visitSpecGoal(self)
            else:
                return visitor.visitChildren(self)


    class PatternGoalContext(GoalContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.GoalContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def altexp(self):
            return self.getTypedRuleContext(GibParser.AltexpContext,0)

        def AT(self):
            return self.getToken(GibParser.AT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPatternGoal" ):
                return visitor.visitPatternGoal(self)
            else:
                return visitor.visitChildren(self)



    def goal(self):

        localctx = GibParser.GoalContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_goal)
        self._la = 0 # Token type
        try:
            self.state = 55
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [6]:
                localctx = GibParser.SpecGoalContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 45
                self.match(GibParser.START_SPEC)
                self.state = 46
                self.specList()
                self.state = 47
                self.match(GibParser.START_SPEC)
                pass
            elif token in [-1, 7, 8, 9, 10, 11, 13, 14, 15, 17, 20, 22, 24]:
                localctx = GibParser.PatternGoalContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 50
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 22211968) != 0):
                    self.state = 49
                    self.altexp()


                self.state = 53
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==9:
                    self.state = 52
                    self.match(GibParser.AT)


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


    class AltexpContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def regexp(self):
            return self.getTypedRuleContext(GibParser.RegexpContext,0)


        def goto_(self):
            return self.getTypedRuleContext(GibParser.Goto_Context,0)


        def branch(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(GibParser.BranchContext)
            else:
                return self.getTypedRuleContext(GibParser.BranchContext,i)


        def getRuleIndex(self):
            return GibParser.RULE_altexp

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAltexp" ):
                return visitor.visitAltexp(self)
            else:
                return visitor.visitChildren(self)




    def altexp(self):

        localctx = GibParser.AltexpContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_altexp)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 58
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==10 or _la==11:
                self.state = 57
                self.goto_()


            self.state = 60
            self.regexp()
            self.state = 64
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & 789504) != 0):
                self.state = 61
                self.branch()
                self.state = 66
                self._errHandler.sync(self)
                _la = self._input.LA(1)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BranchContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_branch

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class ThenBranchContext(BranchContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.BranchContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def goto_(self):
            return self.getTypedRuleContext(GibParser.Goto_Context,0)

        def regexp(self):
            return self.getTypedRuleContext(GibParser.RegexpContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitThenBranch" ):
                return visitor.visitThenBranch(self)
            else:
                return visitor.visitChildren(self)


    class OrBranchContext(BranchContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.BranchContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def OR(self):
            return self.getToken(GibParser.OR, 0)
        def regexp(self):
            return self.getTypedRuleContext(GibParser.RegexpContext,0)

        def goto_(self):
            return self.getTypedRuleContext(GibParser.Goto_Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOrBranch" ):
                return visitor.visitOrBranch(self)
            else:
                return visitor.visitChildren(self)


    class AndBranchContext(BranchContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.BranchContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def AND(self):
            return self.getToken(GibParser.AND, 0)
        def regexp(self):
            return self.getTypedRuleContext(GibParser.RegexpContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAndBranch" ):
                return visitor.visitAndBranch(self)
            else:
                return visitor.visitChildren(self)



    def branch(self):

        localctx = GibParser.BranchContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_branch)
        self._la = 0 # Token type
        try:
            self.state = 77
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [18]:
                localctx = GibParser.OrBranchContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 67
                self.match(GibParser.OR)
                self.state = 69
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==10 or _la==11:
                    self.state = 68
                    self.goto_()


                self.state = 71
                self.regexp()
                pass
            elif token in [19]:
                localctx = GibParser.AndBranchContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 72
                self.match(GibParser.AND)
                self.state = 73
                self.regexp()
                pass
            elif token in [10, 11]:
                localctx = GibParser.ThenBranchContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 74
                self.goto_()
                self.state = 75
                self.regexp()
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


    class Goto_Context(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def GOTO(self):
            return self.getToken(GibParser.GOTO, 0)

        def GOTO_START(self):
            return self.getToken(GibParser.GOTO_START, 0)

        def getRuleIndex(self):
            return GibParser.RULE_goto_

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGoto_" ):
                return visitor.visitGoto_(self)
            else:
                return visitor.visitChildren(self)




    def goto_(self):

        localctx = GibParser.Goto_Context(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_goto_)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 79
            _la = self._input.LA(1)
            if not(_la==10 or _la==11):
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


    class RegexpContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def term(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(GibParser.TermContext)
            else:
                return self.getTypedRuleContext(GibParser.TermContext,i)


        def END(self):
            return self.getToken(GibParser.END, 0)

        def getRuleIndex(self):
            return GibParser.RULE_regexp

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRegexp" ):
                return visitor.visitRegexp(self)
            else:
                return visitor.visitChildren(self)




    def regexp(self):

        localctx = GibParser.RegexpContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_regexp)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 82 
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while True:
                self.state = 81
                self.term()
                self.state = 84 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if not ((((_la) & ~0x3f) == 0 and ((1 << _la) & 22208896) != 0)):
                    break

            self.state = 87
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==12:
                self.state = 86
                self.match(GibParser.END)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TermContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def primary(self):
            return self.getTypedRuleContext(GibParser.PrimaryContext,0)


        def ITERATOR(self):
            return self.getToken(GibParser.ITERATOR, 0)

        def getRuleIndex(self):
            return GibParser.RULE_term

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTerm" ):
                return visitor.visitTerm(self)
            else:
                return visitor.visitChildren(self)




    def term(self):

        localctx = GibParser.TermContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_term)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 89
            self.primary()
            self.state = 91
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 90
                self.match(GibParser.ITERATOR)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PrimaryContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_primary

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class DotPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def DOT(self):
            return self.getToken(GibParser.DOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitDotPrimary" ):
                return visitor.visitDotPrimary(self)
            else:
                return visitor.visitChildren(self)


    class PushPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def PUSH(self):
            return self.getToken(GibParser.PUSH, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPushPrimary" ):
                return visitor.visitPushPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ClassPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACKET(self):
            return self.getToken(GibParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(GibParser.RBRACKET, 0)
        def classItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(GibParser.ClassItemContext)
            else:
                return self.getTypedRuleContext(GibParser.ClassItemContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitClassPrimary" ):
                return visitor.visitClassPrimary(self)
            else:
                return visitor.visitChildren(self)


    class AnyCallPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def COMMA(self):
            return self.getToken(GibParser.COMMA, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAnyCallPrimary" ):
                return visitor.visitAnyCallPrimary(self)
            else:
                return visitor.visitChildren(self)


    class NotPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def NOT(self):
            return self.getToken(GibParser.NOT, 0)
        def primary(self):
            return self.getTypedRuleContext(GibParser.PrimaryContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNotPrimary" ):
                return visitor.visitNotPrimary(self)
            else:
                return visitor.visitChildren(self)


    class StringPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def STRING(self):
            return self.getToken(GibParser.STRING, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitStringPrimary" ):
                return visitor.visitStringPrimary(self)
            else:
                return visitor.visitChildren(self)


    class GrabPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def GRAB(self):
            return self.getToken(GibParser.GRAB, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGrabPrimary" ):
                return visitor.visitGrabPrimary(self)
            else:
                return visitor.visitChildren(self)


    class GroupPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(GibParser.LPAREN, 0)
        def altexp(self):
            return self.getTypedRuleContext(GibParser.AltexpContext,0)

        def RPAREN(self):
            return self.getToken(GibParser.RPAREN, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGroupPrimary" ):
                return visitor.visitGroupPrimary(self)
            else:
                return visitor.visitChildren(self)


    class MathPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def MATH(self, i:int=None):
            if i is None:
                return self.getTokens(GibParser.MATH)
            else:
                return self.getToken(GibParser.MATH, i)
        def expr(self):
            return self.getTypedRuleContext(GibParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMathPrimary" ):
                return visitor.visitMathPrimary(self)
            else:
                return visitor.visitChildren(self)



    def primary(self):

        localctx = GibParser.PrimaryContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_primary)
        self._la = 0 # Token type
        try:
            self.state = 116
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [13]:
                localctx = GibParser.DotPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 93
                self.match(GibParser.DOT)
                pass
            elif token in [7]:
                localctx = GibParser.MathPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 94
                self.match(GibParser.MATH)
                self.state = 95
                self.expr(0)
                self.state = 96
                self.match(GibParser.MATH)
                pass
            elif token in [17]:
                localctx = GibParser.AnyCallPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 98
                self.match(GibParser.COMMA)
                pass
            elif token in [24]:
                localctx = GibParser.StringPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 99
                self.match(GibParser.STRING)
                pass
            elif token in [14]:
                localctx = GibParser.NotPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 100
                self.match(GibParser.NOT)
                self.state = 101
                self.primary()
                pass
            elif token in [22]:
                localctx = GibParser.PushPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 102
                self.match(GibParser.PUSH)
                pass
            elif token in [20]:
                localctx = GibParser.GrabPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 103
                self.match(GibParser.GRAB)
                pass
            elif token in [15]:
                localctx = GibParser.GroupPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 104
                self.match(GibParser.LPAREN)
                self.state = 105
                self.altexp()
                self.state = 106
                self.match(GibParser.RPAREN)
                pass
            elif token in [8]:
                localctx = GibParser.ClassPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 108
                self.match(GibParser.LBRACKET)
                self.state = 110 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 109
                    self.classItem()
                    self.state = 112 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==20 or _la==28):
                        break

                self.state = 114
                self.match(GibParser.RBRACKET)
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


    class ClassItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_classItem

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class CharItemContext(ClassItemContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.ClassItemContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CHAR(self):
            return self.getToken(GibParser.CHAR, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCharItem" ):
                return visitor.visitCharItem(self)
            else:
                return visitor.visitChildren(self)


    class GrabItemContext(ClassItemContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.ClassItemContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def GRAB(self):
            return self.getToken(GibParser.GRAB, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGrabItem" ):
                return visitor.visitGrabItem(self)
            else:
                return visitor.visitChildren(self)


    class RangeItemContext(ClassItemContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.ClassItemContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CHAR(self, i:int=None):
            if i is None:
                return self.getTokens(GibParser.CHAR)
            else:
                return self.getToken(GibParser.CHAR, i)
        def DASH(self):
            return self.getToken(GibParser.DASH, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRangeItem" ):
                return visitor.visitRangeItem(self)
            else:
                return visitor.visitChildren(self)



    def classItem(self):

        localctx = GibParser.ClassItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_classItem)
        try:
            self.state = 123
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,12,self._ctx)
            if la_ == 1:
                localctx = GibParser.RangeItemContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 118
                self.match(GibParser.CHAR)
                self.state = 119
                self.match(GibParser.DASH)
                self.state = 120
                self.match(GibParser.CHAR)
                pass

            elif la_ == 2:
                localctx = GibParser.CharItemContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 121
                self.match(GibParser.CHAR)
                pass

            elif la_ == 3:
                localctx = GibParser.GrabItemContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 122
                self.match(GibParser.GRAB)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_expr

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class NextExprContext(ExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.ExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def expr0(self):
            return self.getTypedRuleContext(GibParser.Expr0Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNextExpr" ):
                return visitor.visitNextExpr(self)
            else:
                return visitor.visitChildren(self)


    class Binary0ExprContext(ExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.ExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def expr(self):
            return self.getTypedRuleContext(GibParser.ExprContext,0)

        def BINARY0(self):
            return self.getToken(GibParser.BINARY0, 0)
        def expr0(self):
            return self.getTypedRuleContext(GibParser.Expr0Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBinary0Expr" ):
                return visitor.visitBinary0Expr(self)
            else:
                return visitor.visitChildren(self)



    def expr(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = GibParser.ExprContext(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 18
        self.enterRecursionRule(localctx, 18, self.RULE_expr, _p)
        try:
            self.enterOuterAlt(localctx, 1)
            localctx = GibParser.NextExprContext(self, localctx)
            self._ctx = localctx
            _prevctx = localctx

            self.state = 126
            self.expr0(0)
            self._ctx.stop = self._input.LT(-1)
            self.state = 133
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,13,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    localctx = GibParser.Binary0ExprContext(self, GibParser.ExprContext(self, _parentctx, _parentState))
                    self.pushNewRecursionContext(localctx, _startState, self.RULE_expr)
                    self.state = 128
                    if not self.precpred(self._ctx, 2):
                        from antlr4.error.Errors import FailedPredicateException
                        raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                    self.state = 129
                    self.match(GibParser.BINARY0)
                    self.state = 130
                    self.expr0(0) 
                self.state = 135
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,13,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class Expr0Context(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_expr0

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class Next0ExprContext(Expr0Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr0Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def expr1(self):
            return self.getTypedRuleContext(GibParser.Expr1Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNext0Expr" ):
                return visitor.visitNext0Expr(self)
            else:
                return visitor.visitChildren(self)


    class Binary1ExprContext(Expr0Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr0Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def expr0(self):
            return self.getTypedRuleContext(GibParser.Expr0Context,0)

        def BINARY1(self):
            return self.getToken(GibParser.BINARY1, 0)
        def expr1(self):
            return self.getTypedRuleContext(GibParser.Expr1Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBinary1Expr" ):
                return visitor.visitBinary1Expr(self)
            else:
                return visitor.visitChildren(self)


    class BetweenExprContext(Expr0Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr0Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def expr0(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(GibParser.Expr0Context)
            else:
                return self.getTypedRuleContext(GibParser.Expr0Context,i)

        def LBRACKET(self):
            return self.getToken(GibParser.LBRACKET, 0)
        def COMMA(self):
            return self.getToken(GibParser.COMMA, 0)
        def RBRACKET(self):
            return self.getToken(GibParser.RBRACKET, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBetweenExpr" ):
                return visitor.visitBetweenExpr(self)
            else:
                return visitor.visitChildren(self)



    def expr0(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = GibParser.Expr0Context(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 20
        self.enterRecursionRule(localctx, 20, self.RULE_expr0, _p)
        try:
            self.enterOuterAlt(localctx, 1)
            localctx = GibParser.Next0ExprContext(self, localctx)
            self._ctx = localctx
            _prevctx = localctx

            self.state = 137
            self.expr1(0)
            self._ctx.stop = self._input.LT(-1)
            self.state = 151
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,15,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    self.state = 149
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,14,self._ctx)
                    if la_ == 1:
                        localctx = GibParser.Binary1ExprContext(self, GibParser.Expr0Context(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_expr0)
                        self.state = 139
                        if not self.precpred(self._ctx, 3):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 3)")
                        self.state = 140
                        self.match(GibParser.BINARY1)
                        self.state = 141
                        self.expr1(0)
                        pass

                    elif la_ == 2:
                        localctx = GibParser.BetweenExprContext(self, GibParser.Expr0Context(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_expr0)
                        self.state = 142
                        if not self.precpred(self._ctx, 2):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                        self.state = 143
                        self.match(GibParser.LBRACKET)
                        self.state = 144
                        self.expr0(0)
                        self.state = 145
                        self.match(GibParser.COMMA)
                        self.state = 146
                        self.expr0(0)
                        self.state = 147
                        self.match(GibParser.RBRACKET)
                        pass

             
                self.state = 153
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,15,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class Expr1Context(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_expr1

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class Next1ExprContext(Expr1Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr1Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def expr2(self):
            return self.getTypedRuleContext(GibParser.Expr2Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNext1Expr" ):
                return visitor.visitNext1Expr(self)
            else:
                return visitor.visitChildren(self)


    class Binary2ExprContext(Expr1Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr1Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def expr1(self):
            return self.getTypedRuleContext(GibParser.Expr1Context,0)

        def expr2(self):
            return self.getTypedRuleContext(GibParser.Expr2Context,0)

        def BINARY2(self):
            return self.getToken(GibParser.BINARY2, 0)
        def MINUS(self):
            return self.getToken(GibParser.MINUS, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBinary2Expr" ):
                return visitor.visitBinary2Expr(self)
            else:
                return visitor.visitChildren(self)



    def expr1(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = GibParser.Expr1Context(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 22
        self.enterRecursionRule(localctx, 22, self.RULE_expr1, _p)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            localctx = GibParser.Next1ExprContext(self, localctx)
            self._ctx = localctx
            _prevctx = localctx

            self.state = 155
            self.expr2(0)
            self._ctx.stop = self._input.LT(-1)
            self.state = 162
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,16,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    localctx = GibParser.Binary2ExprContext(self, GibParser.Expr1Context(self, _parentctx, _parentState))
                    self.pushNewRecursionContext(localctx, _startState, self.RULE_expr1)
                    self.state = 157
                    if not self.precpred(self._ctx, 2):
                        from antlr4.error.Errors import FailedPredicateException
                        raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                    self.state = 158
                    _la = self._input.LA(1)
                    if not(_la==3 or _la==5):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    self.state = 159
                    self.expr2(0) 
                self.state = 164
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,16,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class Expr2Context(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_expr2

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class Binary3ExprContext(Expr2Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr2Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def expr2(self):
            return self.getTypedRuleContext(GibParser.Expr2Context,0)

        def BINARY3(self):
            return self.getToken(GibParser.BINARY3, 0)
        def expr3(self):
            return self.getTypedRuleContext(GibParser.Expr3Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBinary3Expr" ):
                return visitor.visitBinary3Expr(self)
            else:
                return visitor.visitChildren(self)


    class Next2ExprContext(Expr2Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr2Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def expr3(self):
            return self.getTypedRuleContext(GibParser.Expr3Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNext2Expr" ):
                return visitor.visitNext2Expr(self)
            else:
                return visitor.visitChildren(self)



    def expr2(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = GibParser.Expr2Context(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 24
        self.enterRecursionRule(localctx, 24, self.RULE_expr2, _p)
        try:
            self.enterOuterAlt(localctx, 1)
            localctx = GibParser.Next2ExprContext(self, localctx)
            self._ctx = localctx
            _prevctx = localctx

            self.state = 166
            self.expr3()
            self._ctx.stop = self._input.LT(-1)
            self.state = 173
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,17,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    localctx = GibParser.Binary3ExprContext(self, GibParser.Expr2Context(self, _parentctx, _parentState))
                    self.pushNewRecursionContext(localctx, _startState, self.RULE_expr2)
                    self.state = 168
                    if not self.precpred(self._ctx, 2):
                        from antlr4.error.Errors import FailedPredicateException
                        raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                    self.state = 169
                    self.match(GibParser.BINARY3)
                    self.state = 170
                    self.expr3() 
                self.state = 175
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,17,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class Expr3Context(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_expr3

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class CharExprContext(Expr3Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr3Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def CHAR(self):
            return self.getToken(GibParser.CHAR, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCharExpr" ):
                return visitor.visitCharExpr(self)
            else:
                return visitor.visitChildren(self)


    class DotExprContext(Expr3Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr3Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def DOT(self):
            return self.getToken(GibParser.DOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitDotExpr" ):
                return visitor.visitDotExpr(self)
            else:
                return visitor.visitChildren(self)


    class NotExprContext(Expr3Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr3Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def NOT(self):
            return self.getToken(GibParser.NOT, 0)
        def expr3(self):
            return self.getTypedRuleContext(GibParser.Expr3Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNotExpr" ):
                return visitor.visitNotExpr(self)
            else:
                return visitor.visitChildren(self)


    class NegExprContext(Expr3Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr3Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def MINUS(self):
            return self.getToken(GibParser.MINUS, 0)
        def expr3(self):
            return self.getTypedRuleContext(GibParser.Expr3Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNegExpr" ):
                return visitor.visitNegExpr(self)
            else:
                return visitor.visitChildren(self)


    class GrabExprContext(Expr3Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr3Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def MGRAB(self):
            return self.getToken(GibParser.MGRAB, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGrabExpr" ):
                return visitor.visitGrabExpr(self)
            else:
                return visitor.visitChildren(self)


    class CallExprContext(Expr3Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr3Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def MGRAB(self):
            return self.getToken(GibParser.MGRAB, 0)
        def LPAREN(self):
            return self.getToken(GibParser.LPAREN, 0)
        def exprList(self):
            return self.getTypedRuleContext(GibParser.ExprListContext,0)

        def RPAREN(self):
            return self.getToken(GibParser.RPAREN, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallExpr" ):
                return visitor.visitCallExpr(self)
            else:
                return visitor.visitChildren(self)


    class ParenExprContext(Expr3Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr3Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(GibParser.LPAREN, 0)
        def expr(self):
            return self.getTypedRuleContext(GibParser.ExprContext,0)

        def RPAREN(self):
            return self.getToken(GibParser.RPAREN, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitParenExpr" ):
                return visitor.visitParenExpr(self)
            else:
                return visitor.visitChildren(self)


    class NumExprContext(Expr3Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.Expr3Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def NUM(self):
            return self.getToken(GibParser.NUM, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNumExpr" ):
                return visitor.visitNumExpr(self)
            else:
                return visitor.visitChildren(self)



    def expr3(self):

        localctx = GibParser.Expr3Context(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_expr3)
        try:
            self.state = 193
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,18,self._ctx)
            if la_ == 1:
                localctx = GibParser.ParenExprContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 176
                self.match(GibParser.LPAREN)
                self.state = 177
                self.expr(0)
                self.state = 178
                self.match(GibParser.RPAREN)
                pass

            elif la_ == 2:
                localctx = GibParser.NotExprContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 180
                self.match(GibParser.NOT)
                self.state = 181
                self.expr3()
                pass

            elif la_ == 3:
                localctx = GibParser.NegExprContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 182
                self.match(GibParser.MINUS)
                self.state = 183
                self.expr3()
                pass

            elif la_ == 4:
                localctx = GibParser.NumExprContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 184
                self.match(GibParser.NUM)
                pass

            elif la_ == 5:
                localctx = GibParser.CharExprContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 185
                self.match(GibParser.CHAR)
                pass

            elif la_ == 6:
                localctx = GibParser.CallExprContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 186
                self.match(GibParser.MGRAB)
                self.state = 187
                self.match(GibParser.LPAREN)
                self.state = 188
                self.exprList()
                self.state = 189
                self.match(GibParser.RPAREN)
                pass

            elif la_ == 7:
                localctx = GibParser.GrabExprContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 191
                self.match(GibParser.MGRAB)
                pass

            elif la_ == 8:
                localctx = GibParser.DotExprContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 192
                self.match(GibParser.DOT)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExprListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(GibParser.ExprContext)
            else:
                return self.getTypedRuleContext(GibParser.ExprContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(GibParser.COMMA)
            else:
                return self.getToken(GibParser.COMMA, i)

        def getRuleIndex(self):
            return GibParser.RULE_exprList

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitExprList" ):
                return visitor.visitExprList(self)
            else:
                return visitor.visitChildren(self)




    def exprList(self):

        localctx = GibParser.ExprListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_exprList)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 195
            self.expr(0)
            self.state = 200
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==17:
                self.state = 196
                self.match(GibParser.COMMA)
                self.state = 197
                self.expr(0)
                self.state = 202
                self._errHandler.sync(self)
                _la = self._input.LA(1)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SpecListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_specList

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class MathSpecListContext(SpecListContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.SpecListContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def MATH(self, i:int=None):
            if i is None:
                return self.getTokens(GibParser.MATH)
            else:
                return self.getToken(GibParser.MATH, i)
        def expr(self):
            return self.getTypedRuleContext(GibParser.ExprContext,0)

        def specList1(self):
            return self.getTypedRuleContext(GibParser.SpecList1Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMathSpecList" ):
                return visitor.visitMathSpecList(self)
            else:
                return visitor.visitChildren(self)


    class PlainSpecListContext(SpecListContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.SpecListContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def specList1(self):
            return self.getTypedRuleContext(GibParser.SpecList1Context,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPlainSpecList" ):
                return visitor.visitPlainSpecList(self)
            else:
                return visitor.visitChildren(self)



    def specList(self):

        localctx = GibParser.SpecListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_specList)
        self._la = 0 # Token type
        try:
            self.state = 210
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [7]:
                localctx = GibParser.MathSpecListContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 203
                self.match(GibParser.MATH)
                self.state = 204
                self.expr(0)
                self.state = 205
                self.match(GibParser.MATH)
                self.state = 207
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1610620928) != 0):
                    self.state = 206
                    self.specList1()


                pass
            elif token in [13, 29, 30]:
                localctx = GibParser.PlainSpecListContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 209
                self.specList1()
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


    class SpecList1Context(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_specList1

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class SimpleSpecsContext(SpecList1Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.SpecList1Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def simpleSpec(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(GibParser.SimpleSpecContext)
            else:
                return self.getTypedRuleContext(GibParser.SimpleSpecContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSimpleSpecs" ):
                return visitor.visitSimpleSpecs(self)
            else:
                return visitor.visitChildren(self)


    class TrivialSpecContext(SpecList1Context):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.SpecList1Context
            super().__init__(parser)
            self.copyFrom(ctx)

        def DOT(self):
            return self.getToken(GibParser.DOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTrivialSpec" ):
                return visitor.visitTrivialSpec(self)
            else:
                return visitor.visitChildren(self)



    def specList1(self):

        localctx = GibParser.SpecList1Context(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_specList1)
        self._la = 0 # Token type
        try:
            self.state = 218
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [13]:
                localctx = GibParser.TrivialSpecContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 212
                self.match(GibParser.DOT)
                pass
            elif token in [29, 30]:
                localctx = GibParser.SimpleSpecsContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 214 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 213
                    self.simpleSpec()
                    self.state = 216 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==29 or _la==30):
                        break

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


    class SimpleSpecContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_simpleSpec

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class FieldSpecContext(SimpleSpecContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.SimpleSpecContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def SPEC_TOK(self):
            return self.getToken(GibParser.SPEC_TOK, 0)
        def val(self):
            return self.getTypedRuleContext(GibParser.ValContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldSpec" ):
                return visitor.visitFieldSpec(self)
            else:
                return visitor.visitChildren(self)


    class SuitSpecContext(SimpleSpecContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.SimpleSpecContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def SUBSPEC(self):
            return self.getToken(GibParser.SUBSPEC, 0)
        def subspec(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(GibParser.SubspecContext)
            else:
                return self.getTypedRuleContext(GibParser.SubspecContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSuitSpec" ):
                return visitor.visitSuitSpec(self)
            else:
                return visitor.visitChildren(self)



    def simpleSpec(self):

        localctx = GibParser.SimpleSpecContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_simpleSpec)
        self._la = 0 # Token type
        try:
            self.state = 228
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [29]:
                localctx = GibParser.FieldSpecContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 220
                self.match(GibParser.SPEC_TOK)
                self.state = 221
                self.val()
                pass
            elif token in [30]:
                localctx = GibParser.SuitSpecContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 222
                self.match(GibParser.SUBSPEC)
                self.state = 224 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 223
                    self.subspec()
                    self.state = 226 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not ((((_la) & ~0x3f) == 0 and ((1 << _la) & 36700288) != 0)):
                        break

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


    class SubspecContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def val(self):
            return self.getTypedRuleContext(GibParser.ValContext,0)


        def suit(self):
            return self.getTypedRuleContext(GibParser.SuitContext,0)


        def getRuleIndex(self):
            return GibParser.RULE_subspec

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubspec" ):
                return visitor.visitSubspec(self)
            else:
                return visitor.visitChildren(self)




    def subspec(self):

        localctx = GibParser.SubspecContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_subspec)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 230
            self.val()
            self.state = 231
            self.suit()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ValContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return GibParser.RULE_val

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class CallValContext(ValContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.ValContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def MGRAB(self):
            return self.getToken(GibParser.MGRAB, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallVal" ):
                return visitor.visitCallVal(self)
            else:
                return visitor.visitChildren(self)


    class NumValContext(ValContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.ValContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def NUM(self):
            return self.getToken(GibParser.NUM, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNumVal" ):
                return visitor.visitNumVal(self)
            else:
                return visitor.visitChildren(self)


    class MathValContext(ValContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.ValContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def MATH(self, i:int=None):
            if i is None:
                return self.getTokens(GibParser.MATH)
            else:
                return self.getToken(GibParser.MATH, i)
        def expr(self):
            return self.getTypedRuleContext(GibParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMathVal" ):
                return visitor.visitMathVal(self)
            else:
                return visitor.visitChildren(self)


    class GrabValContext(ValContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a GibParser.ValContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def GRAB(self):
            return self.getToken(GibParser.GRAB, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGrabVal" ):
                return visitor.visitGrabVal(self)
            else:
                return visitor.visitChildren(self)



    def val(self):

        localctx = GibParser.ValContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_val)
        try:
            self.state = 240
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [25]:
                localctx = GibParser.NumValContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 233
                self.match(GibParser.NUM)
                pass
            elif token in [20]:
                localctx = GibParser.GrabValContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 234
                self.match(GibParser.GRAB)
                pass
            elif token in [21]:
                localctx = GibParser.CallValContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 235
                self.match(GibParser.MGRAB)
                pass
            elif token in [7]:
                localctx = GibParser.MathValContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 236
                self.match(GibParser.MATH)
                self.state = 237
                self.expr(0)
                self.state = 238
                self.match(GibParser.MATH)
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


    class SuitContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def GRAB(self):
            return self.getToken(GibParser.GRAB, 0)

        def SUIT(self):
            return self.getToken(GibParser.SUIT, 0)

        def getRuleIndex(self):
            return GibParser.RULE_suit

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSuit" ):
                return visitor.visitSuit(self)
            else:
                return visitor.visitChildren(self)




    def suit(self):

        localctx = GibParser.SuitContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_suit)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 242
            _la = self._input.LA(1)
            if not(_la==20 or _la==31):
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



    def sempred(self, localctx:RuleContext, ruleIndex:int, predIndex:int):
        if self._predicates == None:
            self._predicates = dict()
        self._predicates[9] = self.expr_sempred
        self._predicates[10] = self.expr0_sempred
        self._predicates[11] = self.expr1_sempred
        self._predicates[12] = self.expr2_sempred
        pred = self._predicates.get(ruleIndex, None)
        if pred is None:
            raise Exception("No predicate with index:" + str(ruleIndex))
        else:
            return pred(localctx, predIndex)

    def expr_sempred(self, localctx:ExprContext, predIndex:int):
            if predIndex == 0:
                return self.precpred(self._ctx, 2)
         

    def expr0_sempred(self, localctx:Expr0Context, predIndex:int):
            if predIndex == 1:
                return self.precpred(self._ctx, 3)
         

            if predIndex == 2:
                return self.precpred(self._ctx, 2)
         

    def expr1_sempred(self, localctx:Expr1Context, predIndex:int):
            if predIndex == 3:
                return self.precpred(self._ctx, 2)
         

    def expr2_sempred(self, localctx:Expr2Context, predIndex:int):
            if predIndex == 4:
                return self.precpred(self._ctx, 2)
         




