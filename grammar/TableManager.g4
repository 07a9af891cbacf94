// Blue Chip Bridge Table Manager protocol (version 18): one message per parse.
// Keywords are case-insensitive; blanks between words are free; a final dot is optional.
// The fast path in compiler/frontends/tm/messages.py must accept exactly what this grammar
// accepts (tests/frontends/tm/test_tm_messages.py checks the two agree); values are validated by the
// builders in compiler/frontends/tm/grammar.py and nodes.py (13 distinct cards, levels 1..7,
// tricks 1..13).
grammar TableManager;

options { caseInsensitive = true; }

message
    : ( connect | seated | teams | deal | cards | dummyCards | bid | play | ready
      | toLead | dummyLead | startOfBoard | endOfSession | illegalBid | timing
      ) DOT? EOF
    ;

connect      : CONNECTING QUOTED AS (seat | ANYPL) USING PROTOCOL VERSION NUMBER ;
seated       : seat teamName SEATED ;
teamName     : QUOTED | LPAREN QUOTED RPAREN | unquoted ;
unquoted     : ~( SEATED | QUOTED | LPAREN | EOF | PLAYS | BIDS | PASSES | DOUBLES
                | REDOUBLES | READY | TO ) ~(SEATED | EOF)* ;
teams        : TEAMS COLON? NS COLON? QUOTED DOT? EW COLON? QUOTED ;
deal         : BOARD NUMBERWORD NUMBER DOT DEALER seat DOT vulnerability VULNERABLE ;
vulnerability: NEITHER | NS | EW | BOTH ;
cards        : possessive CARDS COLON hand ;
dummyCards   : DUMMYS CARDS COLON hand ;
hand         : holding (DOT holding)* ;
holding      : SUIT (DASH | rank*) ;
rank         : RANKS | NUMBER ;
bid          : seat (PASSES | DOUBLES | REDOUBLES | BIDS callToken) DOT? (ALERT | INFOS)? ;
callToken    : CALL | PLAYCARD ;
play         : (seat | DUMMY) PLAYS cardToken ;
cardToken    : PLAYCARD | CALL | AS | SUIT rank | rank SUIT ;
ready        : seat READY ( FOR ( TEAMS | DEAL | CARDS | DUMMY | possessive BID
                               | (possessive | DUMMYS) CARD TO TRICK NUMBER )
                          | TO START ) ;
toLead       : seat TO (LEAD | START) ;
dummyLead    : DUMMY TO LEAD ;
startOfBoard : START OF BOARD ;
endOfSession : END OF SESSION ;
illegalBid   : ILLEGAL BID ;
timing       : TIMING DASH NS COLON THIS BOARD boardTime COMMA TOTAL totalTime DOT
               EW COLON THIS BOARD boardTime COMMA TOTAL totalTime ;
boardTime    : CLOCK2 | LBRACK CLOCK2 RBRACK ;
totalTime    : CLOCK3 | LBRACK CLOCK3 RBRACK ;
seat         : NORTH | EAST | SOUTH | WEST ;
possessive   : NORTHS | EASTS | SOUTHS | WESTS ;

// Free text runs to the end of the line; the visitor splits `Alert. x Infos. y`.
ALERT      : 'alert.' ~[\r\n]* ;
INFOS      : 'infos.' ~[\r\n]* ;

NORTHS     : 'north\'s' ;
EASTS      : 'east\'s' ;
SOUTHS     : 'south\'s' ;
WESTS      : 'west\'s' ;
DUMMYS     : 'dummy\'s' ;
NORTH      : 'north' ;
EAST       : 'east' ;
SOUTH      : 'south' ;
WEST       : 'west' ;
ANYPL      : 'anypl' ;
CONNECTING : 'connecting' ;
AS         : 'as' ;
USING      : 'using' ;
PROTOCOL   : 'protocol' ;
VERSION    : 'version' ;
SEATED     : 'seated' ;
TEAMS      : 'teams' ;
BOARD      : 'board' ;
NUMBERWORD : 'number' ;
DEALER     : 'dealer' ;
NEITHER    : 'neither' ;
BOTH       : 'both' ;
VULNERABLE : 'vulnerable' ;
CARDS      : 'cards' ;
CARD       : 'card' ;
PASSES     : 'passes' ;
DOUBLES    : 'doubles' ;
REDOUBLES  : 'redoubles' ;
BIDS       : 'bids' ;
BID        : 'bid' ;
PLAYS      : 'plays' ;
READY      : 'ready' ;
FOR        : 'for' ;
DEAL       : 'deal' ;
DUMMY      : 'dummy' ;
TO         : 'to' ;
TRICK      : 'trick' ;
START      : 'start' ;
LEAD       : 'lead' ;
OF         : 'of' ;
END        : 'end' ;
SESSION    : 'session' ;
ILLEGAL    : 'illegal' ;
TIMING     : 'timing' ;
THIS       : 'this' ;
TOTAL      : 'total' ;
NS         : 'n/s' ;
EW         : 'e/w' ;

PLAYCARD   : [akqjt2-9] [shdc] | [shdc] [akqjt2-9] ;
CALL       : [1-7] ('nt' | 'n' | [cdhs]) ;
SUIT       : [shdc] ;
CLOCK3     : [0-9]+ ':' [0-9]+ ':' [0-9]+ ;
CLOCK2     : [0-9]+ ':' [0-9]+ ;
NUMBER     : [0-9]+ ;
RANKS      : [akqjt2-9]+ ;
QUOTED     : '"' ( '\\' . | ~["\\] )* '"' ;
WORD       : [a-z_] [a-z0-9_]* ;
DOT        : '.' ;
COLON      : ':' ;
COMMA      : ',' ;
DASH       : '-' ;
LPAREN     : '(' ;
RPAREN     : ')' ;
LBRACK     : '[' ;
RBRACK     : ']' ;
WS         : [ \t\r\n\f\u000B]+ -> skip ;
ANY        : . ;
