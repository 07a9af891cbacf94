// BML parser: a document is blocks of lines separated by blank lines.
//
// A line is its indentation, its first word and the rest; `//` lines at the start of a
// line are comments. The lowering (bridgec.frontends.bml_*) gives the blocks their
// meaning; see docs/bml.md.
parser grammar BMLParser;

options { tokenVocab = BMLLexer; }

document : BLANK* (block (BLANK+ block)*)? BLANK* EOF ;

block : (line | COMMENT)+ ;

line : INDENT? HEAD REST? NL ;
