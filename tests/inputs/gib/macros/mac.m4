; bridgec test macros for mb.txt2: one definition a line.
define(`NT_RANGE', `P1[5-7]')
define(`BAL', `D[345].....[23]')
define(`NT_OPENING', `NT_RANGE&BAL')
INV P0[89]|P1.
GF P1[0-9]|P2.
FOUR_HEARTS C..[4-9]
FOUR_SPADES C...[4-9]
STAYMAN 1N:P:2C
dnl a macro that is a whole field group (constraint and spec)
WEAK_ANY P0[0-7] :p7
