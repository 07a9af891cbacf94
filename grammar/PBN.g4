// Portable Bridge Notation (PBN 2.1), import format: games of tag pairs, each tag's section
// data (the calls of [Auction], the tricks of [Play], the rows of a *Table tag) and
// commentary. An empty line ends a game. What the tokens mean (calls, cards, notes, hands)
// is checked by the lowering in compiler/frontends/pbn/lower.py, with located errors.
grammar PBN;

pbn      : ( game | GAP | NL )* EOF ;
game     : element ( element | NL )* ;
element  : tagPair | WORD | STRING | COMMENTARY | LINE_COMMENT | ESCAPE ;
tagPair  : LBRACK WORD STRING RBRACK ;

LBRACK       : '[' ;
RBRACK       : ']' ;
// A tag value: `\"` is a quote and `\\` a backslash (section 2.4); it stays on its line.
STRING       : '"' ( '\\' ~[\r\n] | ~["\\\r\n] )* '"' ;
COMMENTARY   : '{' ~'}'* '}' ;
LINE_COMMENT : ';' ~[\r\n]* ;
// `%` escapes the rest of its line (directives such as `% PBN 2.1`, `% EXPORT`).
ESCAPE       : '%' ~[\r\n]* ;
GAP          : [ \t]* ( '\r'? '\n' | '\r' ) ( [ \t]* ( '\r'? '\n' | '\r' ) )+ ;
NL           : [ \t]* ( '\r'? '\n' | '\r' ) ;
WORD         : ~[ \t\r\n[\]"{};%]+ ;
WS           : [ \t]+ -> skip ;
