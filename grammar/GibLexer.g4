// GIB bidding-database goals (the seq, constraint and spec fields of a rule line).
// Three lexical contexts as the seed defines them: the default (empty) context of
// patterns, MATH between ~ and ~, SPEC between ` and `, and BRACKETS inside [ ].
lexer grammar GibLexer;

tokens { BINARY0, BINARY1, BINARY2, BINARY3, MINUS }

START_SPEC : '`' -> pushMode(SPEC) ;
MATH       : '~' -> pushMode(MATH_MODE) ;
LBRACKET   : ( '[' [^<>]? | '[+' '+'* | '[-' '-'* ) -> pushMode(BRACKETS) ;
AT         : '@' [:_A-Z] [:_A-Z0-9]* ;
GOTO       : '@' [0-9] [0-9] '+'? ;
GOTO_START : '&&' ;
END        : '$' [0-9]* ;
DOT        : '.' ;
NOT        : '!' ;
LPAREN     : '(' ;
RPAREN     : ')' ;
COMMA      : ',' ;
OR         : '|' ;
AND        : '&' ;
GRAB       : '#' [a-z] ;
MGRAB      : '#' [0-9]+ ;
PUSH       : [a-z] ;
ITERATOR   : [*+?] ;
STRING     : [:_A-Z0-9]+ ;

mode MATH_MODE;
M_END      : '~' -> type(MATH), popMode ;
M_CHAR     : [CDHSNPXR] -> type(CHAR) ;
M_BINARY1  : ( '>=' | '<=' | '>' | '<' | '==' | '!=' | '=' ) -> type(BINARY1) ;
M_BINARY0  : ( '&&' | '||' | '&' | '|' ) -> type(BINARY0) ;
M_PLUS     : '+' -> type(BINARY2) ;
M_TIMES    : '*' -> type(BINARY3) ;
M_MINUS    : '-' -> type(MINUS) ;
M_NOT      : '!' -> type(NOT) ;
M_LPAREN   : '(' -> type(LPAREN) ;
M_RPAREN   : ')' -> type(RPAREN) ;
M_LBRACKET : '[' -> type(LBRACKET) ;
M_RBRACKET : ']' -> type(RBRACKET) ;
M_COMMA    : ',' -> type(COMMA) ;
M_DOT      : '.' -> type(DOT) ;
M_CALL     : '#' [0-9]+ -> type(MGRAB) ;
M_GRAB     : '#'? [a-z] -> type(MGRAB) ;
NUM        : [0-9]+ ;

mode BRACKETS;
RBRACKET   : ']' -> popMode ;
DASH       : '-' ;
B_GRAB     : '#'? [a-z] -> type(GRAB) ;
CHAR       : [:_A-Z0-9] ;

mode SPEC;
S_END      : '`' -> type(START_SPEC), popMode ;
S_MATH     : '~' -> type(MATH), pushMode(MATH_MODE) ;
SPEC_TOK   : ':' [PMLQpmlq] ;
SUBSPEC    : ':' [DHSGdhsg] ;
SUIT       : [CDHS] ;
S_NUM      : [0-9]+ -> type(NUM) ;
S_GRAB     : '#' [a-z] -> type(GRAB) ;
S_CALL     : '#' [0-9]+ -> type(MGRAB) ;
S_DOT      : '.' -> type(DOT) ;
