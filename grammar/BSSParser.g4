// Parser of one BSS record (see BSSLexer.g4). The header is the first record of a file;
// the front end checks where each kind of record may appear.
parser grammar BSSParser;

options { tokenVocab = BSSLexer; }

record      : (header | bidding | stockCard | convention | carding) EOF ;

// *00{System Name}=NYYYYYYSummary   or   ?00... (a floating convention)
header      : (STAR | QUERY) code=DIGIT DIGIT SPACE? QUALIFICATION? SPACE? EQUALS TEXT? ;

// [*]AB<calls>=CDEFGHI[J][KL][Description]
bidding     : STAR? position=DIGIT vulnerability=DIGIT element+ EQUALS TEXT? ;
element     : call QUALIFICATION? ;
call        : BID | PASS | DOUBLE | REDOUBLE ;

stockCard   : DOLLAR TEXT? ;
convention  : PLUS TEXT? ;
carding     : PERCENT TEXT? ;
