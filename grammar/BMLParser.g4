// BML parser: a document is blocks of lines separated by blank lines and `#INCLUDE` lines.
//
// A block opens with `//` comments and `#VUL`, `#SEAT` and `#+KEY:value` directives; its
// first other line decides its kind, in the reference's order (the alternatives of
// `content`). Later lines of a block may be of any kind: a bid table's rows nest by their
// indentation and a line at the description column of the row above continues that
// description, which the lowering works out from the parts each line has here
// (bridgec.frontends.bml.blocks, bidtable). Inline markup in text is bridgec.inline's.
parser grammar BMLParser;

options { tokenVocab = BMLLexer; }

document   : gap* (block gap+)* block? EOF ;
gap        : BLANK | include ;
include    : INDENT? INCLUDE tail NL ;           // #INCLUDE path, relative to this file

block      : (COMMENT | directive)+ content?
           | content
           ;
directive  : INDENT? (VUL | SEAT | META) tail NL ;

content    : heading          // `* Title` at column 0
           | bulletList       // `- item` (a description list if an item holds ` :: `)
           | orderedList      // `1. item`
           | auctionDiagram   // `P 1C P 1H`: four calls first
           | bidTable         // `1C desc`, `1N-2C;`, `(1NT)---`
           | table            // `| a | b |`
           | dealDiagram      // hands, with at most two other lines (a header row)
           | directiveTable   // `#CUT name`, `#BIDTABLE`, ... : a bid table
           | paragraph
           ;

heading        : STAR_WORD tail NL line* ;
bulletList     : INDENT? DASH_WORD tail NL line* ;
orderedList    : INDENT? ENUM_FIRST tail NL line* ;
auctionDiagram : INDENT? AUCTION tail NL line* ;
bidTable       : row line* ;
table          : INDENT? PIPE_WORD tail NL line* ;
directiveTable : INDENT? DIRECTIVE tail NL line* ;
paragraph      : INDENT? (WORD | ENUM_ITEM | HAND) tail NL line* ;

// A bid table row: indentation, the calls (`1C`, `2M`, `(D)`, `1N-2C;`), then the
// description after blanks or an `=` separator.
row        : INDENT? CALL_WORD tail NL ;

// All lines of a deal diagram but at most two (comments aside) are hands; the first
// line is a hand or a header row.
dealDiagram
           : hand hands (other hands (other hands)?)?
           | dealHeader COMMENT* hand hands (other hands)?
           | dealHeader COMMENT* other COMMENT* hand hands
           ;
dealHeader : INDENT? (WORD | ENUM_ITEM | DIRECTIVE) tail NL ;
hands      : (COMMENT | hand)* ;
hand       : INDENT? HAND tail NL ;
other      : INDENT? (VUL | SEAT | META | DIRECTIVE | STAR_WORD | DASH_WORD | ENUM_FIRST
                     | ENUM_ITEM | CALL_WORD | PIPE_WORD | AUCTION | WORD) tail NL ;

// Any line after a block's first: comments stay in the block.
line       : COMMENT | INDENT? head tail NL ;
head       : VUL | SEAT | META | DIRECTIVE | STAR_WORD | DASH_WORD | ENUM_FIRST | ENUM_ITEM
           | CALL_WORD | PIPE_WORD | AUCTION | HAND | WORD ;
tail       : (SPACE (EQUALS TEXT? | TEXT)?)? ;
