// BML (Bridge Bidding Markup Language) lexer: the tokens of a line (see BMLParser.g4).
//
// The front end hands this lexer normalised text: "\n" line ends, no trailing blanks on a
// line and a final "\n". A line is blank (BLANK), a `//` comment at column 0 (COMMENT), or
// an optional indentation (INDENT), a head (its first word, or for auction and hand lines
// its first four words) whose token type says what kind of line it is, and a tail: SPACE,
// an optional `=` separator (EQUALS, with the blanks after it) and the description (TEXT).
// When several head rules match, the longest match wins, then the rule written first.
// The front end's hand-written reader (bridgec.frontends.bml.tree) makes the same parse
// tree; tests/frontends/bml/test_bml_grammar.py checks that on generated documents.
lexer grammar BMLLexer;

// ---- column 0: the start of a line ----
BLANK      : '\n' ;
COMMENT    : '//' ~[\n]* '\n' ;
INDENT     : [ \t]+ -> mode(HEAD) ;

VUL        : VUL_F -> mode(REST) ;
SEAT       : SEAT_F -> mode(REST) ;
INCLUDE    : INCLUDE_F -> mode(REST) ;
META       : META_F -> mode(REST) ;
DIRECTIVE  : '#' WR -> mode(REST) ;
STAR_WORD  : '*' WR -> mode(REST) ;     // a heading, only at column 0
DASH_WORD  : '-' WR -> mode(REST) ;
ENUM_FIRST : '1.' WR -> mode(REST) ;
ENUM_ITEM  : [0-9]* '.' WR -> mode(REST) ;
CALL_WORD  : CALL_F -> mode(REST) ;
PIPE_WORD  : '|' WR -> mode(REST) ;
AUCTION    : AUCTION_F -> mode(REST) ;
HAND       : HAND_F -> mode(REST) ;
WORD       : ~[ \t\n]+ -> mode(REST) ;

// #VUL, #SEAT and #INCLUDE in any (ASCII) case, as whole words.
fragment VUL_F     : '#' [vV] [uU] [lL] ;
fragment SEAT_F    : '#' [sS] [eE] [aA] [tT] ;
fragment INCLUDE_F : '#' [iI] [nN] [cC] [lL] [uU] [dD] [eE] ;
// #+KEY:value (the value may start right after the colon).
fragment META_F    : '#+' [\p{L}\p{N}_]+ ':' WR ;
// A bid table row starts with a call: a digit and a letter, maybe in parentheses.
fragment CALL_F    : '('? [0-9] [a-zA-Z] WR ;
// An auction diagram line: three calls as whole words, and a fourth word that starts
// with one (`P P 1N Pass`).
fragment AUCTION_F : AW SP AW SP AW SP '('? [1-7]? [NTPDRCHS] WR ;
fragment AW        : '('? [1-7]? [NTPDRCHS] ')'? ;
// A hand in a deal diagram: seat, optional colon, four suits (`N: AKx - QJ9x T98x`).
fragment HAND_F    : [NESW] ':'? [ \t]* CARDS SP CARDS SP CARDS SP CARDS WR ;
fragment CARDS     : [2-9AKQJTx-]+ ;
fragment SP        : [ \t]+ ;
fragment WR        : ~[ \t\n]* ;

// ---- after the indentation: the same heads, but `*` starts no heading ----
mode HEAD;
H_VUL        : VUL_F -> type(VUL), mode(REST) ;
H_SEAT       : SEAT_F -> type(SEAT), mode(REST) ;
H_INCLUDE    : INCLUDE_F -> type(INCLUDE), mode(REST) ;
H_META       : META_F -> type(META), mode(REST) ;
H_DIRECTIVE  : '#' WR -> type(DIRECTIVE), mode(REST) ;
H_DASH_WORD  : '-' WR -> type(DASH_WORD), mode(REST) ;
H_ENUM_FIRST : '1.' WR -> type(ENUM_FIRST), mode(REST) ;
H_ENUM_ITEM  : [0-9]* '.' WR -> type(ENUM_ITEM), mode(REST) ;
H_CALL_WORD  : CALL_F -> type(CALL_WORD), mode(REST) ;
H_PIPE_WORD  : '|' WR -> type(PIPE_WORD), mode(REST) ;
H_AUCTION    : AUCTION_F -> type(AUCTION), mode(REST) ;
H_HAND       : HAND_F -> type(HAND), mode(REST) ;
H_WORD       : ~[ \t\n]+ -> type(WORD), mode(REST) ;

// ---- after the head ----
mode REST;
NL         : '\n' -> mode(DEFAULT_MODE) ;
SPACE      : [ \t]+ -> mode(SEP) ;

// ---- after the blanks that follow the head: an optional `=` separator ----
mode SEP;
EQUALS     : '=' [ \t]* -> mode(DESC) ;
S_TEXT     : ~[=\n] ~[\n]* -> type(TEXT), mode(DESC) ;
S_NL       : '\n' -> type(NL), mode(DEFAULT_MODE) ;

// ---- the description: the rest of the line ----
mode DESC;
TEXT       : ~[\n]+ ;
D_NL       : '\n' -> type(NL), mode(DEFAULT_MODE) ;
