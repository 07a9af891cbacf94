# Generated from grammar/BMLLexer.g4 by ANTLR 4.13.2
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
    from typing import TextIO
else:
    from typing.io import TextIO


def serializedATN():
    return [
        4,0,6,67,6,-1,6,-1,6,-1,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,
        2,5,7,5,2,6,7,6,1,0,1,0,1,1,1,1,1,1,1,1,5,1,24,8,1,10,1,12,1,27,
        9,1,1,1,1,1,1,2,4,2,32,8,2,11,2,12,2,33,1,2,1,2,1,3,4,3,39,8,3,11,
        3,12,3,40,1,3,1,3,1,4,4,4,46,8,4,11,4,12,4,47,1,4,1,4,1,4,1,5,4,
        5,54,8,5,11,5,12,5,55,1,5,5,5,59,8,5,10,5,12,5,62,9,5,1,6,1,6,1,
        6,1,6,0,0,7,3,1,5,2,7,3,9,4,11,0,13,5,15,6,3,0,1,2,3,1,0,10,10,2,
        0,9,9,32,32,2,0,9,10,32,32,70,0,3,1,0,0,0,0,5,1,0,0,0,0,7,1,0,0,
        0,0,9,1,0,0,0,1,11,1,0,0,0,2,13,1,0,0,0,2,15,1,0,0,0,3,17,1,0,0,
        0,5,19,1,0,0,0,7,31,1,0,0,0,9,38,1,0,0,0,11,45,1,0,0,0,13,53,1,0,
        0,0,15,63,1,0,0,0,17,18,5,10,0,0,18,4,1,0,0,0,19,20,5,47,0,0,20,
        21,5,47,0,0,21,25,1,0,0,0,22,24,8,0,0,0,23,22,1,0,0,0,24,27,1,0,
        0,0,25,23,1,0,0,0,25,26,1,0,0,0,26,28,1,0,0,0,27,25,1,0,0,0,28,29,
        5,10,0,0,29,6,1,0,0,0,30,32,7,1,0,0,31,30,1,0,0,0,32,33,1,0,0,0,
        33,31,1,0,0,0,33,34,1,0,0,0,34,35,1,0,0,0,35,36,6,2,0,0,36,8,1,0,
        0,0,37,39,8,2,0,0,38,37,1,0,0,0,39,40,1,0,0,0,40,38,1,0,0,0,40,41,
        1,0,0,0,41,42,1,0,0,0,42,43,6,3,1,0,43,10,1,0,0,0,44,46,8,2,0,0,
        45,44,1,0,0,0,46,47,1,0,0,0,47,45,1,0,0,0,47,48,1,0,0,0,48,49,1,
        0,0,0,49,50,6,4,2,0,50,51,6,4,1,0,51,12,1,0,0,0,52,54,7,1,0,0,53,
        52,1,0,0,0,54,55,1,0,0,0,55,53,1,0,0,0,55,56,1,0,0,0,56,60,1,0,0,
        0,57,59,8,0,0,0,58,57,1,0,0,0,59,62,1,0,0,0,60,58,1,0,0,0,60,61,
        1,0,0,0,61,14,1,0,0,0,62,60,1,0,0,0,63,64,5,10,0,0,64,65,1,0,0,0,
        65,66,6,6,3,0,66,16,1,0,0,0,9,0,1,2,25,33,40,47,55,60,4,2,1,0,2,
        2,0,7,4,0,2,0,0
    ]

class BMLLexer(Lexer):

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    HEAD_MODE = 1
    REST_MODE = 2

    BLANK = 1
    COMMENT = 2
    INDENT = 3
    HEAD = 4
    REST = 5
    NL = 6

    channelNames = [ u"DEFAULT_TOKEN_CHANNEL", u"HIDDEN" ]

    modeNames = [ "DEFAULT_MODE", "HEAD_MODE", "REST_MODE" ]

    literalNames = [ "<INVALID>",
 ]

    symbolicNames = [ "<INVALID>",
            "BLANK", "COMMENT", "INDENT", "HEAD", "REST", "NL" ]

    ruleNames = [ "BLANK", "COMMENT", "INDENT", "HEAD", "HEAD_AFTER_INDENT", 
                  "REST", "NL" ]

    grammarFileName = "BMLLexer.g4"

    def __init__(self, input=None, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = LexerATNSimulator(self, self.atn, self.decisionsToDFA, PredictionContextCache())
        self._actions = None
        self._predicates = None


