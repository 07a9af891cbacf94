// BML (Bridge Bidding Markup Language) lexer: one token per line.
//
// The front end hands this lexer normalised text: "\n" line ends, no trailing blanks on a
// line and a final "\n". A line is BLANK (empty: blocks are separated by blank lines), a
// COMMENT (`//` at the start of a line) or a LINE, one coarse token: its indentation, first
// word and description are split by the lowering (bridgec.frontends.bml_source), and
// inline markup inside a description by bridgec.inline. Coarse tokens keep the pure-Python
// runtime fast; bml_source also has a str-based tokeniser that must give exactly these
// tokens (tests/test_bml_grammar.py checks it against this lexer).
lexer grammar BMLLexer;

BLANK   : '\n' ;
COMMENT : '//' ~[\n]* '\n' ;
LINE    : ~[\n]+ '\n' ;
