// GIB goals: the seed's productions (goal .. suit), with altexp written as a flat list.
parser grammar GibParser;

options { tokenVocab = GibLexer; }

goalFile : goal EOF ;

goal
    : START_SPEC specList START_SPEC        # specGoal
    | altexp? AT?                           # patternGoal
    ;

altexp : goto_? regexp branch* ;

branch
    : OR goto_? regexp                      # orBranch
    | AND regexp                            # andBranch
    | goto_ regexp                          # thenBranch
    ;

goto_ : GOTO | GOTO_START ;

regexp : term+ END? ;

term : primary ITERATOR? ;

primary
    : DOT                                   # dotPrimary
    | MATH expr MATH                        # mathPrimary
    | COMMA                                 # anyCallPrimary
    | STRING                                # stringPrimary
    | NOT primary                           # notPrimary
    | PUSH                                  # pushPrimary
    | GRAB                                  # grabPrimary
    | LPAREN altexp RPAREN                  # groupPrimary
    | LBRACKET classItem+ RBRACKET          # classPrimary
    ;

classItem
    : CHAR DASH CHAR                        # rangeItem
    | CHAR                                  # charItem
    | GRAB                                  # grabItem
    ;

expr
    : expr BINARY0 expr0                    # binary0Expr
    | expr0                                 # nextExpr
    ;

expr0
    : expr0 BINARY1 expr1                   # binary1Expr
    | expr0 LBRACKET expr0 COMMA expr0 RBRACKET  # betweenExpr
    | expr1                                 # next0Expr
    ;

expr1
    : expr1 (BINARY2 | MINUS) expr2         # binary2Expr
    | expr2                                 # next1Expr
    ;

expr2
    : expr2 BINARY3 expr3                   # binary3Expr
    | expr3                                 # next2Expr
    ;

expr3
    : LPAREN expr RPAREN                    # parenExpr
    | NOT expr3                             # notExpr
    | MINUS expr3                           # negExpr
    | NUM                                   # numExpr
    | CHAR                                  # charExpr
    | MGRAB LPAREN exprList RPAREN          # callExpr
    | MGRAB                                 # grabExpr
    | DOT                                   # dotExpr
    ;

exprList : expr (COMMA expr)* ;

specList
    : MATH expr MATH specList1?             # mathSpecList
    | specList1                             # plainSpecList
    ;

specList1
    : DOT                                   # trivialSpec
    | simpleSpec+                           # simpleSpecs
    ;

simpleSpec
    : SPEC_TOK val                          # fieldSpec
    | SUBSPEC subspec+                      # suitSpec
    ;

subspec : val suit ;

val
    : NUM                                   # numVal
    | GRAB                                  # grabVal
    | MGRAB                                 # callVal
    | MATH expr MATH                        # mathVal
    ;

suit : GRAB | SUIT ;
