// Parser of the meaning language (see MeaningLexer.g4 and docs/meanings.md).
//
// A meaning is a flat sequence of elements: the phrases this grammar knows (terms about the
// hand, forcing words, convention names, calls) and the words that change how other words
// are read (hedges, negations, conditions, connectives, separators). Any token no phrase
// takes is an `other` element, so every text parses. How the elements combine (commas and
// "or", the reach of "maybe" and "if", "one of" lists) is the lowering's part, written in
// bridgec.meanings.combine and docs/meanings.md.
//
// Where two readings of the same tokens are possible, ANTLR takes the alternative written
// first: longer and more specific phrases come first in every rule below. Numbers are checked
// by the lowering (a shape's lengths add up to 13, a points range is not decreasing); a
// phrase that fails its check is left unread.
parser grammar MeaningParser;

options { tokenVocab = MeaningLexer; }

// A meaning is phrases and, where no phrase starts, single unread tokens. Where a phrase and
// a word could both be read, the phrase is (the first alternative wins), so the meaning is
// read left to right, each phrase as the first alternative of `phrase` that can complete.
// bridgec.meanings.parse reads it so, running this grammar's ATN from `phrase` at each token.
meaning     : (phrase | other)* EOF ;
other       : . ;

phrase
    : callDef
    | auction
    | callMention
    | callFamily
    | negated
    | term
    | force
    | convention
    | binding
    | callRef
    | oneOf
    | enumMarker
    | hedge
    | condition
    | connective
    | separator
    ;

// ---------------------------------------------------------------------------------------
// Terms: what the hand holds ("a 5-card minor": an article may come first)

term        : THE? termBody ;
termBody
    : twoSuited
    | classShape
    | support
    | oneSuiter
    | length
    | compare
    | shortness
    | stopper
    | honour
    | aces
    | controls
    | evaluation
    | points
    | shapes
    | bareNumbers
    ;

// "4+4+ MM", "5-5 minors", "55 MM", "5+5+ red suits", "4-4 or longer", "4+ in both minors"
twoSuited
    : twoNumbers OR_LONGER? cardWord? (IN | OF)? THE? BOTH? pairClass OR_LONGER?
    | twoNumbers OR_LONGER
    | NUMBER PLUS? cardWord? (IN | OF)? THE? BOTH? pairClass OR_LONGER?
    | BOTH (BOTH_MAJORS | BOTH_MINORS)
    ;
twoNumbers  : NUMBER PLUS? (DASH | SLASH)? NUMBER PLUS? ;
pairClass
    : BOTH_MAJORS | BOTH_MINORS | MAJORS | MINORS
    | (RED | BLACK | POINTED | ROUNDED) SUITW?
    ;

// "5+!h", "4!s", "3-!h", "2--3!d", "4=!h", "5+!h/!s", "4-card major", "6+ suit", "6 cards",
// "at least 4!s", "(4)5+!d", "5(4)+ kara", "5!s-4+!h", "four hearts", "a five-card major"
length
    : lengthOne DASH lengthOne
    | lengthOne
    ;
lengthOne
    : lengthCount cardWord? (IN | OF)? THE? suits
    | bound NUMBER cardWord? (IN | OF)? THE? suits
    | bound NUMBER cardWord
    | lengthCount cardWord
    | bound? NUMWORD cardWord (IN | OF)? THE? suits
    | bound? NUMWORD suits
    | bound? NUMWORD cardWord
    ;
lengthCount
    : NUMBER (PLUS | EQ)?
    | NUMBER OR_LONGER
    | NUMBER (DASH | MINUS)
    | NUMBER (DASH | TO) NUMBER
    | LPAREN NUMBER RPAREN NUMBER PLUS?
    | NUMBER LPAREN NUMBER RPAREN PLUS?
    ;
bound       : AT_LEAST | AT_MOST | EXACTLY | LESS_THAN | MORE_THAN ;
cardWord    : DASH? CARD ;
suits       : suit ((SLASH | OR) suit)* ;
suit
    : SUIT | HASH | CLUBS | DIAMONDS | HEARTS | SPADES
    | MAJOR_SYM | MINOR_SYM | OTHER_MAJOR | OTHER_MINOR
    | (OTHERW | NEXT)? (MAJOR | MINOR)
    | NEXT SUITW
    | RANKED UNBIDW? SUITW
    | (RED | BLACK | POINTED | ROUNDED) SUITW?
    | SUITW
    ;

// "!h longer than !s", "longer !h than !s", "!s at least as long as !h", "!h > !s"
compare
    : suit LONGER THAN suit
    | LONGER suit THAN suit
    | suit AS_LONG_AS suit
    | suit (GT | GE) suit
    ;

// "singleton or void in !d", "SPL !c", "void in clubs", "a singleton", "singleton somewhere"
shortness
    : shortWord (IN | OF)? THE? suits
    | shortWord SOMEWHERE?
    ;
shortWord   : SINGLETON (OR VOID)? | VOID | SHORTNESS | SPLINTER | DOUBLETON ;

// "stopper in !c", "!c stopper", "partial stop in !d"
stopper
    : HALF? STOPPER (IN | FOR | OF)? THE? suits
    | suits HALF? STOPPER
    ;

// "4M333", "5m(332)": a shape whose longest suit is in a class of suits
classShape  : NUMBER (MAJOR_SYM | MINOR_SYM) (NUMBER | LPAREN NUMBER RPAREN) ;

// "3+ support", "3-card support", "4+ fit", "fit (3+)": partner's suit, not named here;
// "!c-fit", "!h fit", "fit !c", "support for !h": a suit named (left unread: see the lowering)
support
    : (lengthCount | NUMWORD) cardWord? SUPPORT
    | SUPPORT LPAREN lengthCount RPAREN
    | suits DASH? SUPPORT
    | SUPPORT (IN | FOR | WITH | OF)? THE? suits
    | SUPPORT
    ;

// "onesuiter", "one-suited": one long suit, not named
oneSuiter   : ONESUITER ;

// "ace or king in !d", "the ace of !s", "king in !h": an honour held in a suit
honour      : (ACES | KINGS) ((OR | SLASH) (ACES | KINGS))? (IN | OF) THE? suits ;

// "1 ace", "0 or 3 aces", "2 kings", "1 keys"
aces        : NUMBER ((OR | SLASH) NUMBER)* (ACES | KINGS | KEYCARDS) ;

// "3+ controls"
controls    : lengthCount CONTROLS ;

// "15--17 HCP", "15 to 17 points", "16+ HCP", "13 HCP", "12-17PC", "max 7 hcp", "at least
// 12 HCP", "up to 11", "less than 6 hcp", "10--12 total points"
points
    : NUMBER (DASH | TO) NUMBER unit
    | NUMBER PLUS unit
    | NUMBER (DASH | MINUS) unit
    | NUMBER OR_LONGER unit
    | NUMBER unit
    | (AT_LEAST | MORE_THAN | MINW) NUMBER unit
    | MAXW NUMBER unit
    | (AT_MOST | LESS_THAN) NUMBER unit?
    ;
unit        : HCP | POINTS | TOTAL | SUPPORT_PTS ((FOR | IN) THE? suit)? | LOSERS | PEARSON ;

// Hand evaluation words (docs/evaluation.md): "rule of 20", "rule of 15", "Pearson points",
// "7-loser hand", "good suit", "good !h", "two of the top three honours (in !h)"
evaluation
    : RULE_OF NUMBER
    | PEARSON
    | NUMBER DASH LOSERS
    | GOOD suit SUITW?
    | TOP_HONOURS ((IN | OF) THE? suits)?
    ;

// "BAL", "semi-balanced", "4441", "4-4-4-1", "(34)51", "4441, 5431 or 6322"
shapes
    : shape (COMMA shape)* (OR | SLASH) shape ((OR | SLASH) shape)*
    | shape
    ;
shape
    : SHAPE4
    | NUMBER DASH NUMBER DASH NUMBER DASH NUMBER
    | LPAREN NUMBER RPAREN NUMBER
    | NUMBER LPAREN NUMBER RPAREN
    | BALANCED | SEMIBAL | UNBALANCED
    ;

// Numbers without a unit: "15-17", "11+" (points) or "5-5", "6-5" (two suits); the
// lowering tells which, and reads them only where nothing follows that they could count.
bareNumbers : NUMBER (DASH | TO) NUMBER | NUMBER PLUS ;

// ---------------------------------------------------------------------------------------
// Negation: "no 4M", "not BAL", "no singleton", "denies 4!s", "without a stopper in !h",
// "no 4!h or 4!s". The negated terms are read as a whole ("no 4!s" = fewer than four).

negated     : NEGW (THE | ANY)? negatable ((AND | OR) negatable)* ;
negatable   : twoSuited | length | shapes | shortness | stopper | support ;

// ---------------------------------------------------------------------------------------
// Calls

call
    : CALL | CALLPAT
    | NUMBER (SUIT | NT | HASH | MAJOR_SYM | MINOR_SYM | OTHER_MAJOR | OTHER_MINOR)
    ;
// "1!c-1!h", "1M-1NT-2!c", "1!c-(1!d)-1!s" (or, with two plausible lengths, "5!s-5!d":
// see the lowering)
auction     : auctionCall (DASH auctionCall)+ ;
auctionCall : call | LPAREN call RPAREN ;
// "5!c!d": calls of one level in several strains
callFamily  : NUMBER SUIT SUIT+ ;
// "to 1!s", "via 3!c", "than 2!h": a call named, not a length
callMention : (TO | CALLCTX | THAN) THE? (callFamily | call) ;
// "1HS = ...", "2NT: ...": what follows describes that call
callDef     : (CALL | CALLPAT | NUMBER SUIT | NUMBER NT) (EQ | COLON) ;
// "(M = !s)", "(!h = oM)": a variable of the system bound to a suit
binding     : (MAJOR_SYM | MINOR_SYM | OTHER_MAJOR | OTHER_MINOR) EQ suit
            | suit EQ (MAJOR_SYM | MINOR_SYM | OTHER_MAJOR | OTHER_MINOR)
            ;
callRef     : CALL | CALLPAT | NUMBER NT ;

// ---------------------------------------------------------------------------------------
// What kind of call: forcing and strength words, convention names

force       : AT_LEAST? forceWord PLUS? forceTarget? ;
forceWord   : FORCE | FORCE_F | STRENGTH | MINW | MAXW | NATW ;
forceTarget : (IN | FOR | TO | OF) THE? (suits | call | NT) | WITH THE? suits | suits ;

// "transfer to !h", "transfer to H", "Jacoby transfer to 2!h": a transfer shows the suit
// it transfers to (the lowering reads a major at the one level as 4+, higher as 5+)
convention  : conventionName+ conventionTarget? ;
conventionName : CONVENTION | FOURTH | SPLINTER | RKC_SCHEME ;
conventionTarget : (IN | FOR | TO | OF) THE? (suits | call | NT | SUIT_LETTER) | suits ;

// ---------------------------------------------------------------------------------------
// Structure words

oneOf       : ONE_OF COLON? ;
// "1)", "a)", "(b)": items of a list of alternatives (checked by the lowering)
enumMarker  : LPAREN? (NUMBER | WORD | THE | SUIT_LETTER) RPAREN ;
hedge       : HEDGE_A | HEDGE_M | HEDGE_P | TILDE | QMARK ;
condition   : COND | ABOUT ;
connective  : OR | AND | WITH | EITHER | IE | PLUS | SLASH ;
separator   : COMMA | SEMI | COLON | PERIOD | LPAREN | RPAREN | LBRACK | RBRACK | DASH ;
