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
        4,0,3,27,6,-1,2,0,7,0,2,1,7,1,2,2,7,2,1,0,1,0,1,1,1,1,1,1,1,1,5,
        1,14,8,1,10,1,12,1,17,9,1,1,1,1,1,1,2,4,2,22,8,2,11,2,12,2,23,1,
        2,1,2,0,0,3,1,1,3,2,5,3,1,0,1,1,0,10,10,28,0,1,1,0,0,0,0,3,1,0,0,
        0,0,5,1,0,0,0,1,7,1,0,0,0,3,9,1,0,0,0,5,21,1,0,0,0,7,8,5,10,0,0,
        8,2,1,0,0,0,9,10,5,47,0,0,10,11,5,47,0,0,11,15,1,0,0,0,12,14,8,0,
        0,0,13,12,1,0,0,0,14,17,1,0,0,0,15,13,1,0,0,0,15,16,1,0,0,0,16,18,
        1,0,0,0,17,15,1,0,0,0,18,19,5,10,0,0,19,4,1,0,0,0,20,22,8,0,0,0,
        21,20,1,0,0,0,22,23,1,0,0,0,23,21,1,0,0,0,23,24,1,0,0,0,24,25,1,
        0,0,0,25,26,5,10,0,0,26,6,1,0,0,0,3,0,15,23,0
    ]

class BMLLexer(Lexer):

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    BLANK = 1
    COMMENT = 2
    LINE = 3

    channelNames = [ u"DEFAULT_TOKEN_CHANNEL", u"HIDDEN" ]

    modeNames = [ "DEFAULT_MODE" ]

    literalNames = [ "<INVALID>",
            "'\\n'" ]

    symbolicNames = [ "<INVALID>",
            "BLANK", "COMMENT", "LINE" ]

    ruleNames = [ "BLANK", "COMMENT", "LINE" ]

    grammarFileName = "BMLLexer.g4"

    def __init__(self, input=None, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = LexerATNSimulator(self, self.atn, self.decisionsToDFA, PredictionContextCache())
        self._actions = None
        self._predicates = None


