// BML parser: a document is blocks of lines separated by blank lines; `//` lines are
// comments (kept in their block). The lowering (bridgec.frontends.bml_*) gives the blocks
// their meaning from their first line; see docs/bml.md.
parser grammar BMLParser;

options { tokenVocab = BMLLexer; }

document : BLANK* (block (BLANK+ block)*)? BLANK* EOF ;

block : (LINE | COMMENT)+ ;
