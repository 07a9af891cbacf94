// Lexer of one BSS (BBO Full Disclosure) record: one line of a .bss file, without its
// line end. The front end splits the file into lines, so a bad record never hides the
// records after it. Free text (after '=', '$', '+', '%') is one TEXT token; its fields
// (flags, disposition, lengths, description; carding codes) are split by the front end.
lexer grammar BSSLexer;

STAR          : '*' ;
QUERY         : '?' ;
DOLLAR        : '$' -> pushMode(FREE) ;
PLUS          : '+' -> pushMode(FREE) ;
PERCENT       : '%' -> pushMode(FREE) ;
EQUALS        : '=' -> pushMode(FREE) ;
BID           : [1-7] [CDHSN] ;
DIGIT         : [0-9] ;
PASS          : 'P' ;
DOUBLE        : 'D' ;
REDOUBLE      : 'R' ;
QUALIFICATION : '{' ~[}\r\n]* '}' ;
SPACE         : [ \t]+ ;
OTHER         : . ;

mode FREE;
TEXT          : ~[\r\n]+ ;
