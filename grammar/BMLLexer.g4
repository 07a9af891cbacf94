// BML (Bridge Bidding Markup Language) lexer: coarse, line-oriented tokens.
//
// The front end hands this lexer normalised text: "\n" line ends, no trailing blanks on a
// line and a final "\n". Every line then becomes at most four tokens: its indentation, its
// first word (HEAD: a call, a sequence start, a directive, a heading's stars, a list
// marker...), the rest of the line as one token (REST, which keeps the separator so the
// description column is known) and the line end. Which kind of block a run of lines is
// (bid table, paragraph, list, diagram) is decided by the lowering from the first line, as
// BML defines it; inline markup inside REST is parsed later by bridgec.inline.
lexer grammar BMLLexer;

// --- at the start of a line
BLANK   : '\n' ;
COMMENT : '//' ~[\n]* '\n' ;
INDENT  : [ \t]+ -> mode(HEAD_MODE) ;
HEAD    : ~[ \t\n]+ -> mode(REST_MODE) ;

mode HEAD_MODE;
HEAD_AFTER_INDENT : ~[ \t\n]+ -> type(HEAD), mode(REST_MODE) ;

mode REST_MODE;
REST : [ \t]+ ~[\n]* ;
NL   : '\n' -> mode(DEFAULT_MODE) ;
