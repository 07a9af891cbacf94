# Generated from grammar/TableManager.g4 by ANTLR 4.13.2
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
        4,1,69,281,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,
        0,1,0,3,0,72,8,0,1,0,3,0,75,8,0,1,0,1,0,1,1,1,1,1,1,1,1,1,1,3,1,
        84,8,1,1,1,1,1,1,1,1,1,1,1,1,2,1,2,1,2,1,2,1,3,1,3,1,3,1,3,1,3,3,
        3,100,8,3,1,4,1,4,5,4,104,8,4,10,4,12,4,107,9,4,1,5,1,5,3,5,111,
        8,5,1,5,1,5,3,5,115,8,5,1,5,1,5,3,5,119,8,5,1,5,1,5,3,5,123,8,5,
        1,5,1,5,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,7,1,7,1,8,1,8,
        1,8,1,8,1,8,1,9,1,9,1,9,1,9,1,9,1,10,1,10,1,10,5,10,152,8,10,10,
        10,12,10,155,9,10,1,11,1,11,1,11,5,11,160,8,11,10,11,12,11,163,9,
        11,3,11,165,8,11,1,12,1,12,1,13,1,13,1,13,1,13,1,13,1,13,3,13,175,
        8,13,1,13,3,13,178,8,13,1,13,3,13,181,8,13,1,14,1,14,1,15,1,15,3,
        15,187,8,15,1,15,1,15,1,15,1,16,1,16,1,16,1,16,1,16,1,16,1,16,1,
        16,3,16,200,8,16,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,
        17,1,17,1,17,3,17,214,8,17,1,17,1,17,1,17,1,17,3,17,220,8,17,1,17,
        1,17,3,17,224,8,17,1,18,1,18,1,18,1,18,1,19,1,19,1,19,1,19,1,20,
        1,20,1,20,1,20,1,21,1,21,1,21,1,21,1,22,1,22,1,22,1,23,1,23,1,23,
        1,23,1,23,1,23,1,23,1,23,1,23,1,23,1,23,1,23,1,23,1,23,1,23,1,23,
        1,23,1,23,1,23,1,23,1,24,1,24,1,24,1,24,3,24,269,8,24,1,25,1,25,
        1,25,1,25,3,25,275,8,25,1,26,1,26,1,27,1,27,1,27,0,0,28,0,2,4,6,
        8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,
        52,54,0,9,6,1,18,18,28,31,33,34,38,38,58,58,64,64,1,1,18,18,2,0,
        23,24,49,50,1,0,56,57,1,0,1,2,1,0,51,52,1,0,40,41,1,0,8,11,1,0,3,
        6,297,0,71,1,0,0,0,2,78,1,0,0,0,4,90,1,0,0,0,6,99,1,0,0,0,8,101,
        1,0,0,0,10,108,1,0,0,0,12,126,1,0,0,0,14,136,1,0,0,0,16,138,1,0,
        0,0,18,143,1,0,0,0,20,148,1,0,0,0,22,156,1,0,0,0,24,166,1,0,0,0,
        26,168,1,0,0,0,28,182,1,0,0,0,30,186,1,0,0,0,32,199,1,0,0,0,34,201,
        1,0,0,0,36,225,1,0,0,0,38,229,1,0,0,0,40,233,1,0,0,0,42,237,1,0,
        0,0,44,241,1,0,0,0,46,244,1,0,0,0,48,268,1,0,0,0,50,274,1,0,0,0,
        52,276,1,0,0,0,54,278,1,0,0,0,56,72,3,2,1,0,57,72,3,4,2,0,58,72,
        3,10,5,0,59,72,3,12,6,0,60,72,3,16,8,0,61,72,3,18,9,0,62,72,3,26,
        13,0,63,72,3,30,15,0,64,72,3,34,17,0,65,72,3,36,18,0,66,72,3,38,
        19,0,67,72,3,40,20,0,68,72,3,42,21,0,69,72,3,44,22,0,70,72,3,46,
        23,0,71,56,1,0,0,0,71,57,1,0,0,0,71,58,1,0,0,0,71,59,1,0,0,0,71,
        60,1,0,0,0,71,61,1,0,0,0,71,62,1,0,0,0,71,63,1,0,0,0,71,64,1,0,0,
        0,71,65,1,0,0,0,71,66,1,0,0,0,71,67,1,0,0,0,71,68,1,0,0,0,71,69,
        1,0,0,0,71,70,1,0,0,0,72,74,1,0,0,0,73,75,5,60,0,0,74,73,1,0,0,0,
        74,75,1,0,0,0,75,76,1,0,0,0,76,77,5,0,0,1,77,1,1,0,0,0,78,79,5,13,
        0,0,79,80,5,58,0,0,80,83,5,14,0,0,81,84,3,52,26,0,82,84,5,12,0,0,
        83,81,1,0,0,0,83,82,1,0,0,0,84,85,1,0,0,0,85,86,5,15,0,0,86,87,5,
        16,0,0,87,88,5,17,0,0,88,89,5,56,0,0,89,3,1,0,0,0,90,91,3,52,26,
        0,91,92,3,6,3,0,92,93,5,18,0,0,93,5,1,0,0,0,94,100,5,58,0,0,95,96,
        5,64,0,0,96,97,5,58,0,0,97,100,5,65,0,0,98,100,3,8,4,0,99,94,1,0,
        0,0,99,95,1,0,0,0,99,98,1,0,0,0,100,7,1,0,0,0,101,105,8,0,0,0,102,
        104,8,1,0,0,103,102,1,0,0,0,104,107,1,0,0,0,105,103,1,0,0,0,105,
        106,1,0,0,0,106,9,1,0,0,0,107,105,1,0,0,0,108,110,5,19,0,0,109,111,
        5,61,0,0,110,109,1,0,0,0,110,111,1,0,0,0,111,112,1,0,0,0,112,114,
        5,49,0,0,113,115,5,61,0,0,114,113,1,0,0,0,114,115,1,0,0,0,115,116,
        1,0,0,0,116,118,5,58,0,0,117,119,5,60,0,0,118,117,1,0,0,0,118,119,
        1,0,0,0,119,120,1,0,0,0,120,122,5,50,0,0,121,123,5,61,0,0,122,121,
        1,0,0,0,122,123,1,0,0,0,123,124,1,0,0,0,124,125,5,58,0,0,125,11,
        1,0,0,0,126,127,5,20,0,0,127,128,5,21,0,0,128,129,5,56,0,0,129,130,
        5,60,0,0,130,131,5,22,0,0,131,132,3,52,26,0,132,133,5,60,0,0,133,
        134,3,14,7,0,134,135,5,25,0,0,135,13,1,0,0,0,136,137,7,2,0,0,137,
        15,1,0,0,0,138,139,3,54,27,0,139,140,5,26,0,0,140,141,5,61,0,0,141,
        142,3,20,10,0,142,17,1,0,0,0,143,144,5,7,0,0,144,145,5,26,0,0,145,
        146,5,61,0,0,146,147,3,20,10,0,147,19,1,0,0,0,148,153,3,22,11,0,
        149,150,5,60,0,0,150,152,3,22,11,0,151,149,1,0,0,0,152,155,1,0,0,
        0,153,151,1,0,0,0,153,154,1,0,0,0,154,21,1,0,0,0,155,153,1,0,0,0,
        156,164,5,53,0,0,157,165,5,63,0,0,158,160,3,24,12,0,159,158,1,0,
        0,0,160,163,1,0,0,0,161,159,1,0,0,0,161,162,1,0,0,0,162,165,1,0,
        0,0,163,161,1,0,0,0,164,157,1,0,0,0,164,161,1,0,0,0,165,23,1,0,0,
        0,166,167,7,3,0,0,167,25,1,0,0,0,168,174,3,52,26,0,169,175,5,28,
        0,0,170,175,5,29,0,0,171,175,5,30,0,0,172,173,5,31,0,0,173,175,3,
        28,14,0,174,169,1,0,0,0,174,170,1,0,0,0,174,171,1,0,0,0,174,172,
        1,0,0,0,175,177,1,0,0,0,176,178,5,60,0,0,177,176,1,0,0,0,177,178,
        1,0,0,0,178,180,1,0,0,0,179,181,7,4,0,0,180,179,1,0,0,0,180,181,
        1,0,0,0,181,27,1,0,0,0,182,183,7,5,0,0,183,29,1,0,0,0,184,187,3,
        52,26,0,185,187,5,37,0,0,186,184,1,0,0,0,186,185,1,0,0,0,187,188,
        1,0,0,0,188,189,5,33,0,0,189,190,3,32,16,0,190,31,1,0,0,0,191,200,
        5,51,0,0,192,200,5,52,0,0,193,200,5,14,0,0,194,195,5,53,0,0,195,
        200,3,24,12,0,196,197,3,24,12,0,197,198,5,53,0,0,198,200,1,0,0,0,
        199,191,1,0,0,0,199,192,1,0,0,0,199,193,1,0,0,0,199,194,1,0,0,0,
        199,196,1,0,0,0,200,33,1,0,0,0,201,202,3,52,26,0,202,223,5,34,0,
        0,203,219,5,35,0,0,204,220,5,19,0,0,205,220,5,36,0,0,206,220,5,26,
        0,0,207,220,5,37,0,0,208,209,3,54,27,0,209,210,5,32,0,0,210,220,
        1,0,0,0,211,214,3,54,27,0,212,214,5,7,0,0,213,211,1,0,0,0,213,212,
        1,0,0,0,214,215,1,0,0,0,215,216,5,27,0,0,216,217,5,38,0,0,217,218,
        5,39,0,0,218,220,5,56,0,0,219,204,1,0,0,0,219,205,1,0,0,0,219,206,
        1,0,0,0,219,207,1,0,0,0,219,208,1,0,0,0,219,213,1,0,0,0,220,224,
        1,0,0,0,221,222,5,38,0,0,222,224,5,40,0,0,223,203,1,0,0,0,223,221,
        1,0,0,0,224,35,1,0,0,0,225,226,3,52,26,0,226,227,5,38,0,0,227,228,
        7,6,0,0,228,37,1,0,0,0,229,230,5,37,0,0,230,231,5,38,0,0,231,232,
        5,41,0,0,232,39,1,0,0,0,233,234,5,40,0,0,234,235,5,42,0,0,235,236,
        5,20,0,0,236,41,1,0,0,0,237,238,5,43,0,0,238,239,5,42,0,0,239,240,
        5,44,0,0,240,43,1,0,0,0,241,242,5,45,0,0,242,243,5,32,0,0,243,45,
        1,0,0,0,244,245,5,46,0,0,245,246,5,63,0,0,246,247,5,49,0,0,247,248,
        5,61,0,0,248,249,5,47,0,0,249,250,5,20,0,0,250,251,3,48,24,0,251,
        252,5,62,0,0,252,253,5,48,0,0,253,254,3,50,25,0,254,255,5,60,0,0,
        255,256,5,50,0,0,256,257,5,61,0,0,257,258,5,47,0,0,258,259,5,20,
        0,0,259,260,3,48,24,0,260,261,5,62,0,0,261,262,5,48,0,0,262,263,
        3,50,25,0,263,47,1,0,0,0,264,269,5,55,0,0,265,266,5,66,0,0,266,267,
        5,55,0,0,267,269,5,67,0,0,268,264,1,0,0,0,268,265,1,0,0,0,269,49,
        1,0,0,0,270,275,5,54,0,0,271,272,5,66,0,0,272,273,5,54,0,0,273,275,
        5,67,0,0,274,270,1,0,0,0,274,271,1,0,0,0,275,51,1,0,0,0,276,277,
        7,7,0,0,277,53,1,0,0,0,278,279,7,8,0,0,279,55,1,0,0,0,22,71,74,83,
        99,105,110,114,118,122,153,161,164,174,177,180,186,199,213,219,223,
        268,274
    ]

class TableManagerParser ( Parser ):

    grammarFileName = "TableManager.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "<INVALID>", "<INVALID>", "'north's'", 
                     "'east's'", "'south's'", "'west's'", "'dummy's'", "'north'", 
                     "'east'", "'south'", "'west'", "'anypl'", "'connecting'", 
                     "'as'", "'using'", "'protocol'", "'version'", "'seated'", 
                     "'teams'", "'board'", "'number'", "'dealer'", "'neither'", 
                     "'both'", "'vulnerable'", "'cards'", "'card'", "'passes'", 
                     "'doubles'", "'redoubles'", "'bids'", "'bid'", "'plays'", 
                     "'ready'", "'for'", "'deal'", "'dummy'", "'to'", "'trick'", 
                     "'start'", "'lead'", "'of'", "'end'", "'session'", 
                     "'illegal'", "'timing'", "'this'", "'total'", "'n/s'", 
                     "'e/w'", "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "'.'", "':'", "','", "'-'", "'('", "')'", 
                     "'['", "']'" ]

    symbolicNames = [ "<INVALID>", "ALERT", "INFOS", "NORTHS", "EASTS", 
                      "SOUTHS", "WESTS", "DUMMYS", "NORTH", "EAST", "SOUTH", 
                      "WEST", "ANYPL", "CONNECTING", "AS", "USING", "PROTOCOL", 
                      "VERSION", "SEATED", "TEAMS", "BOARD", "NUMBERWORD", 
                      "DEALER", "NEITHER", "BOTH", "VULNERABLE", "CARDS", 
                      "CARD", "PASSES", "DOUBLES", "REDOUBLES", "BIDS", 
                      "BID", "PLAYS", "READY", "FOR", "DEAL", "DUMMY", "TO", 
                      "TRICK", "START", "LEAD", "OF", "END", "SESSION", 
                      "ILLEGAL", "TIMING", "THIS", "TOTAL", "NS", "EW", 
                      "PLAYCARD", "CALL", "SUIT", "CLOCK3", "CLOCK2", "NUMBER", 
                      "RANKS", "QUOTED", "WORD", "DOT", "COLON", "COMMA", 
                      "DASH", "LPAREN", "RPAREN", "LBRACK", "RBRACK", "WS", 
                      "ANY" ]

    RULE_message = 0
    RULE_connect = 1
    RULE_seated = 2
    RULE_teamName = 3
    RULE_unquoted = 4
    RULE_teams = 5
    RULE_deal = 6
    RULE_vulnerability = 7
    RULE_cards = 8
    RULE_dummyCards = 9
    RULE_hand = 10
    RULE_holding = 11
    RULE_rank = 12
    RULE_bid = 13
    RULE_callToken = 14
    RULE_play = 15
    RULE_cardToken = 16
    RULE_ready = 17
    RULE_toLead = 18
    RULE_dummyLead = 19
    RULE_startOfBoard = 20
    RULE_endOfSession = 21
    RULE_illegalBid = 22
    RULE_timing = 23
    RULE_boardTime = 24
    RULE_totalTime = 25
    RULE_seat = 26
    RULE_possessive = 27

    ruleNames =  [ "message", "connect", "seated", "teamName", "unquoted", 
                   "teams", "deal", "vulnerability", "cards", "dummyCards", 
                   "hand", "holding", "rank", "bid", "callToken", "play", 
                   "cardToken", "ready", "toLead", "dummyLead", "startOfBoard", 
                   "endOfSession", "illegalBid", "timing", "boardTime", 
                   "totalTime", "seat", "possessive" ]

    EOF = Token.EOF
    ALERT=1
    INFOS=2
    NORTHS=3
    EASTS=4
    SOUTHS=5
    WESTS=6
    DUMMYS=7
    NORTH=8
    EAST=9
    SOUTH=10
    WEST=11
    ANYPL=12
    CONNECTING=13
    AS=14
    USING=15
    PROTOCOL=16
    VERSION=17
    SEATED=18
    TEAMS=19
    BOARD=20
    NUMBERWORD=21
    DEALER=22
    NEITHER=23
    BOTH=24
    VULNERABLE=25
    CARDS=26
    CARD=27
    PASSES=28
    DOUBLES=29
    REDOUBLES=30
    BIDS=31
    BID=32
    PLAYS=33
    READY=34
    FOR=35
    DEAL=36
    DUMMY=37
    TO=38
    TRICK=39
    START=40
    LEAD=41
    OF=42
    END=43
    SESSION=44
    ILLEGAL=45
    TIMING=46
    THIS=47
    TOTAL=48
    NS=49
    EW=50
    PLAYCARD=51
    CALL=52
    SUIT=53
    CLOCK3=54
    CLOCK2=55
    NUMBER=56
    RANKS=57
    QUOTED=58
    WORD=59
    DOT=60
    COLON=61
    COMMA=62
    DASH=63
    LPAREN=64
    RPAREN=65
    LBRACK=66
    RBRACK=67
    WS=68
    ANY=69

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class MessageContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EOF(self):
            return self.getToken(TableManagerParser.EOF, 0)

        def connect(self):
            return self.getTypedRuleContext(TableManagerParser.ConnectContext,0)


        def seated(self):
            return self.getTypedRuleContext(TableManagerParser.SeatedContext,0)


        def teams(self):
            return self.getTypedRuleContext(TableManagerParser.TeamsContext,0)


        def deal(self):
            return self.getTypedRuleContext(TableManagerParser.DealContext,0)


        def cards(self):
            return self.getTypedRuleContext(TableManagerParser.CardsContext,0)


        def dummyCards(self):
            return self.getTypedRuleContext(TableManagerParser.DummyCardsContext,0)


        def bid(self):
            return self.getTypedRuleContext(TableManagerParser.BidContext,0)


        def play(self):
            return self.getTypedRuleContext(TableManagerParser.PlayContext,0)


        def ready(self):
            return self.getTypedRuleContext(TableManagerParser.ReadyContext,0)


        def toLead(self):
            return self.getTypedRuleContext(TableManagerParser.ToLeadContext,0)


        def dummyLead(self):
            return self.getTypedRuleContext(TableManagerParser.DummyLeadContext,0)


        def startOfBoard(self):
            return self.getTypedRuleContext(TableManagerParser.StartOfBoardContext,0)


        def endOfSession(self):
            return self.getTypedRuleContext(TableManagerParser.EndOfSessionContext,0)


        def illegalBid(self):
            return self.getTypedRuleContext(TableManagerParser.IllegalBidContext,0)


        def timing(self):
            return self.getTypedRuleContext(TableManagerParser.TimingContext,0)


        def DOT(self):
            return self.getToken(TableManagerParser.DOT, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_message

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMessage" ):
                return visitor.visitMessage(self)
            else:
                return visitor.visitChildren(self)




    def message(self):

        localctx = TableManagerParser.MessageContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_message)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 71
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,0,self._ctx)
            if la_ == 1:
                self.state = 56
                self.connect()
                pass

            elif la_ == 2:
                self.state = 57
                self.seated()
                pass

            elif la_ == 3:
                self.state = 58
                self.teams()
                pass

            elif la_ == 4:
                self.state = 59
                self.deal()
                pass

            elif la_ == 5:
                self.state = 60
                self.cards()
                pass

            elif la_ == 6:
                self.state = 61
                self.dummyCards()
                pass

            elif la_ == 7:
                self.state = 62
                self.bid()
                pass

            elif la_ == 8:
                self.state = 63
                self.play()
                pass

            elif la_ == 9:
                self.state = 64
                self.ready()
                pass

            elif la_ == 10:
                self.state = 65
                self.toLead()
                pass

            elif la_ == 11:
                self.state = 66
                self.dummyLead()
                pass

            elif la_ == 12:
                self.state = 67
                self.startOfBoard()
                pass

            elif la_ == 13:
                self.state = 68
                self.endOfSession()
                pass

            elif la_ == 14:
                self.state = 69
                self.illegalBid()
                pass

            elif la_ == 15:
                self.state = 70
                self.timing()
                pass


            self.state = 74
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==60:
                self.state = 73
                self.match(TableManagerParser.DOT)


            self.state = 76
            self.match(TableManagerParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConnectContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CONNECTING(self):
            return self.getToken(TableManagerParser.CONNECTING, 0)

        def QUOTED(self):
            return self.getToken(TableManagerParser.QUOTED, 0)

        def AS(self):
            return self.getToken(TableManagerParser.AS, 0)

        def USING(self):
            return self.getToken(TableManagerParser.USING, 0)

        def PROTOCOL(self):
            return self.getToken(TableManagerParser.PROTOCOL, 0)

        def VERSION(self):
            return self.getToken(TableManagerParser.VERSION, 0)

        def NUMBER(self):
            return self.getToken(TableManagerParser.NUMBER, 0)

        def seat(self):
            return self.getTypedRuleContext(TableManagerParser.SeatContext,0)


        def ANYPL(self):
            return self.getToken(TableManagerParser.ANYPL, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_connect

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConnect" ):
                return visitor.visitConnect(self)
            else:
                return visitor.visitChildren(self)




    def connect(self):

        localctx = TableManagerParser.ConnectContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_connect)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 78
            self.match(TableManagerParser.CONNECTING)
            self.state = 79
            self.match(TableManagerParser.QUOTED)
            self.state = 80
            self.match(TableManagerParser.AS)
            self.state = 83
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [8, 9, 10, 11]:
                self.state = 81
                self.seat()
                pass
            elif token in [12]:
                self.state = 82
                self.match(TableManagerParser.ANYPL)
                pass
            else:
                raise NoViableAltException(self)

            self.state = 85
            self.match(TableManagerParser.USING)
            self.state = 86
            self.match(TableManagerParser.PROTOCOL)
            self.state = 87
            self.match(TableManagerParser.VERSION)
            self.state = 88
            self.match(TableManagerParser.NUMBER)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SeatedContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def seat(self):
            return self.getTypedRuleContext(TableManagerParser.SeatContext,0)


        def teamName(self):
            return self.getTypedRuleContext(TableManagerParser.TeamNameContext,0)


        def SEATED(self):
            return self.getToken(TableManagerParser.SEATED, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_seated

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSeated" ):
                return visitor.visitSeated(self)
            else:
                return visitor.visitChildren(self)




    def seated(self):

        localctx = TableManagerParser.SeatedContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_seated)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 90
            self.seat()
            self.state = 91
            self.teamName()
            self.state = 92
            self.match(TableManagerParser.SEATED)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TeamNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def QUOTED(self):
            return self.getToken(TableManagerParser.QUOTED, 0)

        def LPAREN(self):
            return self.getToken(TableManagerParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(TableManagerParser.RPAREN, 0)

        def unquoted(self):
            return self.getTypedRuleContext(TableManagerParser.UnquotedContext,0)


        def getRuleIndex(self):
            return TableManagerParser.RULE_teamName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTeamName" ):
                return visitor.visitTeamName(self)
            else:
                return visitor.visitChildren(self)




    def teamName(self):

        localctx = TableManagerParser.TeamNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_teamName)
        try:
            self.state = 99
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [58]:
                self.enterOuterAlt(localctx, 1)
                self.state = 94
                self.match(TableManagerParser.QUOTED)
                pass
            elif token in [64]:
                self.enterOuterAlt(localctx, 2)
                self.state = 95
                self.match(TableManagerParser.LPAREN)
                self.state = 96
                self.match(TableManagerParser.QUOTED)
                self.state = 97
                self.match(TableManagerParser.RPAREN)
                pass
            elif token in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 24, 25, 26, 27, 32, 35, 36, 37, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 59, 60, 61, 62, 63, 65, 66, 67, 68, 69]:
                self.enterOuterAlt(localctx, 3)
                self.state = 98
                self.unquoted()
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


    class UnquotedContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SEATED(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.SEATED)
            else:
                return self.getToken(TableManagerParser.SEATED, i)

        def QUOTED(self):
            return self.getToken(TableManagerParser.QUOTED, 0)

        def LPAREN(self):
            return self.getToken(TableManagerParser.LPAREN, 0)

        def EOF(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.EOF)
            else:
                return self.getToken(TableManagerParser.EOF, i)

        def PLAYS(self):
            return self.getToken(TableManagerParser.PLAYS, 0)

        def BIDS(self):
            return self.getToken(TableManagerParser.BIDS, 0)

        def PASSES(self):
            return self.getToken(TableManagerParser.PASSES, 0)

        def DOUBLES(self):
            return self.getToken(TableManagerParser.DOUBLES, 0)

        def REDOUBLES(self):
            return self.getToken(TableManagerParser.REDOUBLES, 0)

        def READY(self):
            return self.getToken(TableManagerParser.READY, 0)

        def TO(self):
            return self.getToken(TableManagerParser.TO, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_unquoted

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitUnquoted" ):
                return visitor.visitUnquoted(self)
            else:
                return visitor.visitChildren(self)




    def unquoted(self):

        localctx = TableManagerParser.UnquotedContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_unquoted)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 101
            _la = self._input.LA(1)
            if _la <= 0 or ((((_la - -1)) & ~0x3f) == 0 and ((1 << (_la - -1)) & 576461361652432897) != 0) or _la==64:
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 105
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & -262146) != 0) or ((((_la - 64)) & ~0x3f) == 0 and ((1 << (_la - 64)) & 63) != 0):
                self.state = 102
                _la = self._input.LA(1)
                if _la <= 0 or _la==-1 or _la==18:
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 107
                self._errHandler.sync(self)
                _la = self._input.LA(1)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TeamsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def TEAMS(self):
            return self.getToken(TableManagerParser.TEAMS, 0)

        def NS(self):
            return self.getToken(TableManagerParser.NS, 0)

        def QUOTED(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.QUOTED)
            else:
                return self.getToken(TableManagerParser.QUOTED, i)

        def EW(self):
            return self.getToken(TableManagerParser.EW, 0)

        def COLON(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.COLON)
            else:
                return self.getToken(TableManagerParser.COLON, i)

        def DOT(self):
            return self.getToken(TableManagerParser.DOT, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_teams

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTeams" ):
                return visitor.visitTeams(self)
            else:
                return visitor.visitChildren(self)




    def teams(self):

        localctx = TableManagerParser.TeamsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_teams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 108
            self.match(TableManagerParser.TEAMS)
            self.state = 110
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==61:
                self.state = 109
                self.match(TableManagerParser.COLON)


            self.state = 112
            self.match(TableManagerParser.NS)
            self.state = 114
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==61:
                self.state = 113
                self.match(TableManagerParser.COLON)


            self.state = 116
            self.match(TableManagerParser.QUOTED)
            self.state = 118
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==60:
                self.state = 117
                self.match(TableManagerParser.DOT)


            self.state = 120
            self.match(TableManagerParser.EW)
            self.state = 122
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==61:
                self.state = 121
                self.match(TableManagerParser.COLON)


            self.state = 124
            self.match(TableManagerParser.QUOTED)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class DealContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def BOARD(self):
            return self.getToken(TableManagerParser.BOARD, 0)

        def NUMBERWORD(self):
            return self.getToken(TableManagerParser.NUMBERWORD, 0)

        def NUMBER(self):
            return self.getToken(TableManagerParser.NUMBER, 0)

        def DOT(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.DOT)
            else:
                return self.getToken(TableManagerParser.DOT, i)

        def DEALER(self):
            return self.getToken(TableManagerParser.DEALER, 0)

        def seat(self):
            return self.getTypedRuleContext(TableManagerParser.SeatContext,0)


        def vulnerability(self):
            return self.getTypedRuleContext(TableManagerParser.VulnerabilityContext,0)


        def VULNERABLE(self):
            return self.getToken(TableManagerParser.VULNERABLE, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_deal

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitDeal" ):
                return visitor.visitDeal(self)
            else:
                return visitor.visitChildren(self)




    def deal(self):

        localctx = TableManagerParser.DealContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_deal)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 126
            self.match(TableManagerParser.BOARD)
            self.state = 127
            self.match(TableManagerParser.NUMBERWORD)
            self.state = 128
            self.match(TableManagerParser.NUMBER)
            self.state = 129
            self.match(TableManagerParser.DOT)
            self.state = 130
            self.match(TableManagerParser.DEALER)
            self.state = 131
            self.seat()
            self.state = 132
            self.match(TableManagerParser.DOT)
            self.state = 133
            self.vulnerability()
            self.state = 134
            self.match(TableManagerParser.VULNERABLE)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class VulnerabilityContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NEITHER(self):
            return self.getToken(TableManagerParser.NEITHER, 0)

        def NS(self):
            return self.getToken(TableManagerParser.NS, 0)

        def EW(self):
            return self.getToken(TableManagerParser.EW, 0)

        def BOTH(self):
            return self.getToken(TableManagerParser.BOTH, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_vulnerability

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitVulnerability" ):
                return visitor.visitVulnerability(self)
            else:
                return visitor.visitChildren(self)




    def vulnerability(self):

        localctx = TableManagerParser.VulnerabilityContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_vulnerability)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 136
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1688849885429760) != 0)):
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


    class CardsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def possessive(self):
            return self.getTypedRuleContext(TableManagerParser.PossessiveContext,0)


        def CARDS(self):
            return self.getToken(TableManagerParser.CARDS, 0)

        def COLON(self):
            return self.getToken(TableManagerParser.COLON, 0)

        def hand(self):
            return self.getTypedRuleContext(TableManagerParser.HandContext,0)


        def getRuleIndex(self):
            return TableManagerParser.RULE_cards

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCards" ):
                return visitor.visitCards(self)
            else:
                return visitor.visitChildren(self)




    def cards(self):

        localctx = TableManagerParser.CardsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_cards)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 138
            self.possessive()
            self.state = 139
            self.match(TableManagerParser.CARDS)
            self.state = 140
            self.match(TableManagerParser.COLON)
            self.state = 141
            self.hand()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class DummyCardsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def DUMMYS(self):
            return self.getToken(TableManagerParser.DUMMYS, 0)

        def CARDS(self):
            return self.getToken(TableManagerParser.CARDS, 0)

        def COLON(self):
            return self.getToken(TableManagerParser.COLON, 0)

        def hand(self):
            return self.getTypedRuleContext(TableManagerParser.HandContext,0)


        def getRuleIndex(self):
            return TableManagerParser.RULE_dummyCards

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitDummyCards" ):
                return visitor.visitDummyCards(self)
            else:
                return visitor.visitChildren(self)




    def dummyCards(self):

        localctx = TableManagerParser.DummyCardsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_dummyCards)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 143
            self.match(TableManagerParser.DUMMYS)
            self.state = 144
            self.match(TableManagerParser.CARDS)
            self.state = 145
            self.match(TableManagerParser.COLON)
            self.state = 146
            self.hand()
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

        def holding(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(TableManagerParser.HoldingContext)
            else:
                return self.getTypedRuleContext(TableManagerParser.HoldingContext,i)


        def DOT(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.DOT)
            else:
                return self.getToken(TableManagerParser.DOT, i)

        def getRuleIndex(self):
            return TableManagerParser.RULE_hand

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHand" ):
                return visitor.visitHand(self)
            else:
                return visitor.visitChildren(self)




    def hand(self):

        localctx = TableManagerParser.HandContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_hand)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 148
            self.holding()
            self.state = 153
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,9,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 149
                    self.match(TableManagerParser.DOT)
                    self.state = 150
                    self.holding() 
                self.state = 155
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,9,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HoldingContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SUIT(self):
            return self.getToken(TableManagerParser.SUIT, 0)

        def DASH(self):
            return self.getToken(TableManagerParser.DASH, 0)

        def rank(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(TableManagerParser.RankContext)
            else:
                return self.getTypedRuleContext(TableManagerParser.RankContext,i)


        def getRuleIndex(self):
            return TableManagerParser.RULE_holding

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHolding" ):
                return visitor.visitHolding(self)
            else:
                return visitor.visitChildren(self)




    def holding(self):

        localctx = TableManagerParser.HoldingContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_holding)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 156
            self.match(TableManagerParser.SUIT)
            self.state = 164
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [63]:
                self.state = 157
                self.match(TableManagerParser.DASH)
                pass
            elif token in [-1, 56, 57, 60]:
                self.state = 161
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==56 or _la==57:
                    self.state = 158
                    self.rank()
                    self.state = 163
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

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


    class RankContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def RANKS(self):
            return self.getToken(TableManagerParser.RANKS, 0)

        def NUMBER(self):
            return self.getToken(TableManagerParser.NUMBER, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_rank

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRank" ):
                return visitor.visitRank(self)
            else:
                return visitor.visitChildren(self)




    def rank(self):

        localctx = TableManagerParser.RankContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_rank)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 166
            _la = self._input.LA(1)
            if not(_la==56 or _la==57):
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


    class BidContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def seat(self):
            return self.getTypedRuleContext(TableManagerParser.SeatContext,0)


        def PASSES(self):
            return self.getToken(TableManagerParser.PASSES, 0)

        def DOUBLES(self):
            return self.getToken(TableManagerParser.DOUBLES, 0)

        def REDOUBLES(self):
            return self.getToken(TableManagerParser.REDOUBLES, 0)

        def BIDS(self):
            return self.getToken(TableManagerParser.BIDS, 0)

        def callToken(self):
            return self.getTypedRuleContext(TableManagerParser.CallTokenContext,0)


        def DOT(self):
            return self.getToken(TableManagerParser.DOT, 0)

        def ALERT(self):
            return self.getToken(TableManagerParser.ALERT, 0)

        def INFOS(self):
            return self.getToken(TableManagerParser.INFOS, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_bid

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBid" ):
                return visitor.visitBid(self)
            else:
                return visitor.visitChildren(self)




    def bid(self):

        localctx = TableManagerParser.BidContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_bid)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 168
            self.seat()
            self.state = 174
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [28]:
                self.state = 169
                self.match(TableManagerParser.PASSES)
                pass
            elif token in [29]:
                self.state = 170
                self.match(TableManagerParser.DOUBLES)
                pass
            elif token in [30]:
                self.state = 171
                self.match(TableManagerParser.REDOUBLES)
                pass
            elif token in [31]:
                self.state = 172
                self.match(TableManagerParser.BIDS)
                self.state = 173
                self.callToken()
                pass
            else:
                raise NoViableAltException(self)

            self.state = 177
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,13,self._ctx)
            if la_ == 1:
                self.state = 176
                self.match(TableManagerParser.DOT)


            self.state = 180
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==1 or _la==2:
                self.state = 179
                _la = self._input.LA(1)
                if not(_la==1 or _la==2):
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


    class CallTokenContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CALL(self):
            return self.getToken(TableManagerParser.CALL, 0)

        def PLAYCARD(self):
            return self.getToken(TableManagerParser.PLAYCARD, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_callToken

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallToken" ):
                return visitor.visitCallToken(self)
            else:
                return visitor.visitChildren(self)




    def callToken(self):

        localctx = TableManagerParser.CallTokenContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_callToken)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 182
            _la = self._input.LA(1)
            if not(_la==51 or _la==52):
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


    class PlayContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PLAYS(self):
            return self.getToken(TableManagerParser.PLAYS, 0)

        def cardToken(self):
            return self.getTypedRuleContext(TableManagerParser.CardTokenContext,0)


        def seat(self):
            return self.getTypedRuleContext(TableManagerParser.SeatContext,0)


        def DUMMY(self):
            return self.getToken(TableManagerParser.DUMMY, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_play

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPlay" ):
                return visitor.visitPlay(self)
            else:
                return visitor.visitChildren(self)




    def play(self):

        localctx = TableManagerParser.PlayContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_play)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 186
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [8, 9, 10, 11]:
                self.state = 184
                self.seat()
                pass
            elif token in [37]:
                self.state = 185
                self.match(TableManagerParser.DUMMY)
                pass
            else:
                raise NoViableAltException(self)

            self.state = 188
            self.match(TableManagerParser.PLAYS)
            self.state = 189
            self.cardToken()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CardTokenContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PLAYCARD(self):
            return self.getToken(TableManagerParser.PLAYCARD, 0)

        def CALL(self):
            return self.getToken(TableManagerParser.CALL, 0)

        def AS(self):
            return self.getToken(TableManagerParser.AS, 0)

        def SUIT(self):
            return self.getToken(TableManagerParser.SUIT, 0)

        def rank(self):
            return self.getTypedRuleContext(TableManagerParser.RankContext,0)


        def getRuleIndex(self):
            return TableManagerParser.RULE_cardToken

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCardToken" ):
                return visitor.visitCardToken(self)
            else:
                return visitor.visitChildren(self)




    def cardToken(self):

        localctx = TableManagerParser.CardTokenContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_cardToken)
        try:
            self.state = 199
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [51]:
                self.enterOuterAlt(localctx, 1)
                self.state = 191
                self.match(TableManagerParser.PLAYCARD)
                pass
            elif token in [52]:
                self.enterOuterAlt(localctx, 2)
                self.state = 192
                self.match(TableManagerParser.CALL)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 3)
                self.state = 193
                self.match(TableManagerParser.AS)
                pass
            elif token in [53]:
                self.enterOuterAlt(localctx, 4)
                self.state = 194
                self.match(TableManagerParser.SUIT)
                self.state = 195
                self.rank()
                pass
            elif token in [56, 57]:
                self.enterOuterAlt(localctx, 5)
                self.state = 196
                self.rank()
                self.state = 197
                self.match(TableManagerParser.SUIT)
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


    class ReadyContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def seat(self):
            return self.getTypedRuleContext(TableManagerParser.SeatContext,0)


        def READY(self):
            return self.getToken(TableManagerParser.READY, 0)

        def FOR(self):
            return self.getToken(TableManagerParser.FOR, 0)

        def TO(self):
            return self.getToken(TableManagerParser.TO, 0)

        def START(self):
            return self.getToken(TableManagerParser.START, 0)

        def TEAMS(self):
            return self.getToken(TableManagerParser.TEAMS, 0)

        def DEAL(self):
            return self.getToken(TableManagerParser.DEAL, 0)

        def CARDS(self):
            return self.getToken(TableManagerParser.CARDS, 0)

        def DUMMY(self):
            return self.getToken(TableManagerParser.DUMMY, 0)

        def possessive(self):
            return self.getTypedRuleContext(TableManagerParser.PossessiveContext,0)


        def BID(self):
            return self.getToken(TableManagerParser.BID, 0)

        def CARD(self):
            return self.getToken(TableManagerParser.CARD, 0)

        def TRICK(self):
            return self.getToken(TableManagerParser.TRICK, 0)

        def NUMBER(self):
            return self.getToken(TableManagerParser.NUMBER, 0)

        def DUMMYS(self):
            return self.getToken(TableManagerParser.DUMMYS, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_ready

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitReady" ):
                return visitor.visitReady(self)
            else:
                return visitor.visitChildren(self)




    def ready(self):

        localctx = TableManagerParser.ReadyContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_ready)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 201
            self.seat()
            self.state = 202
            self.match(TableManagerParser.READY)
            self.state = 223
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [35]:
                self.state = 203
                self.match(TableManagerParser.FOR)
                self.state = 219
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,18,self._ctx)
                if la_ == 1:
                    self.state = 204
                    self.match(TableManagerParser.TEAMS)
                    pass

                elif la_ == 2:
                    self.state = 205
                    self.match(TableManagerParser.DEAL)
                    pass

                elif la_ == 3:
                    self.state = 206
                    self.match(TableManagerParser.CARDS)
                    pass

                elif la_ == 4:
                    self.state = 207
                    self.match(TableManagerParser.DUMMY)
                    pass

                elif la_ == 5:
                    self.state = 208
                    self.possessive()
                    self.state = 209
                    self.match(TableManagerParser.BID)
                    pass

                elif la_ == 6:
                    self.state = 213
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [3, 4, 5, 6]:
                        self.state = 211
                        self.possessive()
                        pass
                    elif token in [7]:
                        self.state = 212
                        self.match(TableManagerParser.DUMMYS)
                        pass
                    else:
                        raise NoViableAltException(self)

                    self.state = 215
                    self.match(TableManagerParser.CARD)
                    self.state = 216
                    self.match(TableManagerParser.TO)
                    self.state = 217
                    self.match(TableManagerParser.TRICK)
                    self.state = 218
                    self.match(TableManagerParser.NUMBER)
                    pass


                pass
            elif token in [38]:
                self.state = 221
                self.match(TableManagerParser.TO)
                self.state = 222
                self.match(TableManagerParser.START)
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


    class ToLeadContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def seat(self):
            return self.getTypedRuleContext(TableManagerParser.SeatContext,0)


        def TO(self):
            return self.getToken(TableManagerParser.TO, 0)

        def LEAD(self):
            return self.getToken(TableManagerParser.LEAD, 0)

        def START(self):
            return self.getToken(TableManagerParser.START, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_toLead

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitToLead" ):
                return visitor.visitToLead(self)
            else:
                return visitor.visitChildren(self)




    def toLead(self):

        localctx = TableManagerParser.ToLeadContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_toLead)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 225
            self.seat()
            self.state = 226
            self.match(TableManagerParser.TO)
            self.state = 227
            _la = self._input.LA(1)
            if not(_la==40 or _la==41):
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


    class DummyLeadContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def DUMMY(self):
            return self.getToken(TableManagerParser.DUMMY, 0)

        def TO(self):
            return self.getToken(TableManagerParser.TO, 0)

        def LEAD(self):
            return self.getToken(TableManagerParser.LEAD, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_dummyLead

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitDummyLead" ):
                return visitor.visitDummyLead(self)
            else:
                return visitor.visitChildren(self)




    def dummyLead(self):

        localctx = TableManagerParser.DummyLeadContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_dummyLead)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 229
            self.match(TableManagerParser.DUMMY)
            self.state = 230
            self.match(TableManagerParser.TO)
            self.state = 231
            self.match(TableManagerParser.LEAD)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class StartOfBoardContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def START(self):
            return self.getToken(TableManagerParser.START, 0)

        def OF(self):
            return self.getToken(TableManagerParser.OF, 0)

        def BOARD(self):
            return self.getToken(TableManagerParser.BOARD, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_startOfBoard

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitStartOfBoard" ):
                return visitor.visitStartOfBoard(self)
            else:
                return visitor.visitChildren(self)




    def startOfBoard(self):

        localctx = TableManagerParser.StartOfBoardContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_startOfBoard)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 233
            self.match(TableManagerParser.START)
            self.state = 234
            self.match(TableManagerParser.OF)
            self.state = 235
            self.match(TableManagerParser.BOARD)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class EndOfSessionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def END(self):
            return self.getToken(TableManagerParser.END, 0)

        def OF(self):
            return self.getToken(TableManagerParser.OF, 0)

        def SESSION(self):
            return self.getToken(TableManagerParser.SESSION, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_endOfSession

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitEndOfSession" ):
                return visitor.visitEndOfSession(self)
            else:
                return visitor.visitChildren(self)




    def endOfSession(self):

        localctx = TableManagerParser.EndOfSessionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_endOfSession)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 237
            self.match(TableManagerParser.END)
            self.state = 238
            self.match(TableManagerParser.OF)
            self.state = 239
            self.match(TableManagerParser.SESSION)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class IllegalBidContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def ILLEGAL(self):
            return self.getToken(TableManagerParser.ILLEGAL, 0)

        def BID(self):
            return self.getToken(TableManagerParser.BID, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_illegalBid

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIllegalBid" ):
                return visitor.visitIllegalBid(self)
            else:
                return visitor.visitChildren(self)




    def illegalBid(self):

        localctx = TableManagerParser.IllegalBidContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_illegalBid)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 241
            self.match(TableManagerParser.ILLEGAL)
            self.state = 242
            self.match(TableManagerParser.BID)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TimingContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def TIMING(self):
            return self.getToken(TableManagerParser.TIMING, 0)

        def DASH(self):
            return self.getToken(TableManagerParser.DASH, 0)

        def NS(self):
            return self.getToken(TableManagerParser.NS, 0)

        def COLON(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.COLON)
            else:
                return self.getToken(TableManagerParser.COLON, i)

        def THIS(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.THIS)
            else:
                return self.getToken(TableManagerParser.THIS, i)

        def BOARD(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.BOARD)
            else:
                return self.getToken(TableManagerParser.BOARD, i)

        def boardTime(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(TableManagerParser.BoardTimeContext)
            else:
                return self.getTypedRuleContext(TableManagerParser.BoardTimeContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.COMMA)
            else:
                return self.getToken(TableManagerParser.COMMA, i)

        def TOTAL(self, i:int=None):
            if i is None:
                return self.getTokens(TableManagerParser.TOTAL)
            else:
                return self.getToken(TableManagerParser.TOTAL, i)

        def totalTime(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(TableManagerParser.TotalTimeContext)
            else:
                return self.getTypedRuleContext(TableManagerParser.TotalTimeContext,i)


        def DOT(self):
            return self.getToken(TableManagerParser.DOT, 0)

        def EW(self):
            return self.getToken(TableManagerParser.EW, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_timing

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTiming" ):
                return visitor.visitTiming(self)
            else:
                return visitor.visitChildren(self)




    def timing(self):

        localctx = TableManagerParser.TimingContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_timing)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 244
            self.match(TableManagerParser.TIMING)
            self.state = 245
            self.match(TableManagerParser.DASH)
            self.state = 246
            self.match(TableManagerParser.NS)
            self.state = 247
            self.match(TableManagerParser.COLON)
            self.state = 248
            self.match(TableManagerParser.THIS)
            self.state = 249
            self.match(TableManagerParser.BOARD)
            self.state = 250
            self.boardTime()
            self.state = 251
            self.match(TableManagerParser.COMMA)
            self.state = 252
            self.match(TableManagerParser.TOTAL)
            self.state = 253
            self.totalTime()
            self.state = 254
            self.match(TableManagerParser.DOT)
            self.state = 255
            self.match(TableManagerParser.EW)
            self.state = 256
            self.match(TableManagerParser.COLON)
            self.state = 257
            self.match(TableManagerParser.THIS)
            self.state = 258
            self.match(TableManagerParser.BOARD)
            self.state = 259
            self.boardTime()
            self.state = 260
            self.match(TableManagerParser.COMMA)
            self.state = 261
            self.match(TableManagerParser.TOTAL)
            self.state = 262
            self.totalTime()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BoardTimeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CLOCK2(self):
            return self.getToken(TableManagerParser.CLOCK2, 0)

        def LBRACK(self):
            return self.getToken(TableManagerParser.LBRACK, 0)

        def RBRACK(self):
            return self.getToken(TableManagerParser.RBRACK, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_boardTime

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBoardTime" ):
                return visitor.visitBoardTime(self)
            else:
                return visitor.visitChildren(self)




    def boardTime(self):

        localctx = TableManagerParser.BoardTimeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_boardTime)
        try:
            self.state = 268
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [55]:
                self.enterOuterAlt(localctx, 1)
                self.state = 264
                self.match(TableManagerParser.CLOCK2)
                pass
            elif token in [66]:
                self.enterOuterAlt(localctx, 2)
                self.state = 265
                self.match(TableManagerParser.LBRACK)
                self.state = 266
                self.match(TableManagerParser.CLOCK2)
                self.state = 267
                self.match(TableManagerParser.RBRACK)
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


    class TotalTimeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CLOCK3(self):
            return self.getToken(TableManagerParser.CLOCK3, 0)

        def LBRACK(self):
            return self.getToken(TableManagerParser.LBRACK, 0)

        def RBRACK(self):
            return self.getToken(TableManagerParser.RBRACK, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_totalTime

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTotalTime" ):
                return visitor.visitTotalTime(self)
            else:
                return visitor.visitChildren(self)




    def totalTime(self):

        localctx = TableManagerParser.TotalTimeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_totalTime)
        try:
            self.state = 274
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [54]:
                self.enterOuterAlt(localctx, 1)
                self.state = 270
                self.match(TableManagerParser.CLOCK3)
                pass
            elif token in [66]:
                self.enterOuterAlt(localctx, 2)
                self.state = 271
                self.match(TableManagerParser.LBRACK)
                self.state = 272
                self.match(TableManagerParser.CLOCK3)
                self.state = 273
                self.match(TableManagerParser.RBRACK)
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


    class SeatContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NORTH(self):
            return self.getToken(TableManagerParser.NORTH, 0)

        def EAST(self):
            return self.getToken(TableManagerParser.EAST, 0)

        def SOUTH(self):
            return self.getToken(TableManagerParser.SOUTH, 0)

        def WEST(self):
            return self.getToken(TableManagerParser.WEST, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_seat

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSeat" ):
                return visitor.visitSeat(self)
            else:
                return visitor.visitChildren(self)




    def seat(self):

        localctx = TableManagerParser.SeatContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_seat)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 276
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 3840) != 0)):
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


    class PossessiveContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NORTHS(self):
            return self.getToken(TableManagerParser.NORTHS, 0)

        def EASTS(self):
            return self.getToken(TableManagerParser.EASTS, 0)

        def SOUTHS(self):
            return self.getToken(TableManagerParser.SOUTHS, 0)

        def WESTS(self):
            return self.getToken(TableManagerParser.WESTS, 0)

        def getRuleIndex(self):
            return TableManagerParser.RULE_possessive

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPossessive" ):
                return visitor.visitPossessive(self)
            else:
                return visitor.visitChildren(self)




    def possessive(self):

        localctx = TableManagerParser.PossessiveContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_possessive)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 278
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 120) != 0)):
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





