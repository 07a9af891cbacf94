West "bridgec" seated
North "bridgec" seated
East "bridgec" seated
South "bridgec" seated
Teams : N/S : "bridgec" E/W : "bridgec"
Start of board
Board number 1. Dealer North. Neither vulnerable.
North's cards : S K 9 8 5. H Q 6 4. D K J 2. C 6 5 3.
East's cards : S A 7 6 4. H 8 7 5. D 8 7 5 3. C A 7.
South's cards : S Q J T. H T 9 3 2. D A Q. C Q J 8 2.
West's cards : S 3 2. H A K J. D T 9 6 4. C K T 9 4.
North passes
East passes
South bids 1H
West passes
North bids 1S
East passes
South passes
West passes
East plays AS
Dummy's cards : S Q J T. H T 9 3 2. D A Q. C Q J 8 2.
South plays TS
West plays 2S
North plays 5S
East plays 8D
South plays QD
West plays 4D
North plays KD
North plays KS
East plays 4S
South plays JS
West plays 3S
North plays QH
East plays 5H
South plays 2H
West plays KH
West plays KC
North plays 3C
East plays AC
South plays 2C
East plays 7D
South plays AD
West plays 6D
North plays 2D
South plays TH
West plays JH
North plays 4H
East plays 7H
West plays TC
North plays 5C
East plays 7C
South plays JC
South plays 9H
West plays AH
North plays 6H
East plays 8H
West plays TD
North plays JD
East plays 3D
South plays 3H
North plays 9S
East plays 6S
South plays QS
West plays 4C
South plays QC
West plays 9C
North plays 6C
East plays 5D
South plays 8C
West plays 9D
North plays 8S
East plays 7S
Timing - N/S : this board 0:00, total 0:00:00. E/W : this board 0:00, total 0:00:00.
Start of board
Board number 2. Dealer East. N/S vulnerable.
North's cards : S 6 4 2. H K J. D 9 7 4. C A K Q 7 2.
East's cards : S K J 9 7 5. H A Q 5. D A Q. C J 9 6.
South's cards : S Q 3. H 6 4 3. D K T 8 6 2. C T 4 3.
West's cards : S A T 8. H T 9 8 7 2. D J 5 3. C 8 5.
East bids 1NT
South passes
West passes
North passes
South plays KD
Dummy's cards : S A T 8. H T 9 8 7 2. D J 5 3. C 8 5.
West plays 3D
North plays 4D
East plays AD
East plays KS
South plays 3S
West plays AS
North plays 2S
West plays TH
North plays JH
East plays QH
South plays 3H
East plays JS
South plays QS
West plays 8S
North plays 4S
South plays TD
West plays JD
North plays 7D
East plays QD
East plays 9S
South plays 2D
West plays TS
North plays 6S
West plays 9H
North plays KH
East plays AH
South plays 4H
East plays JC
South plays 3C
West plays 5C
North plays QC
North plays AC
East plays 6C
South plays 4C
West plays 8C
North plays KC
East plays 9C
South plays TC
West plays 2H
North plays 7C
East plays 5S
South plays 6H
West plays 5D
North plays 9D
East plays 5H
South plays 6D
West plays 7H
North plays 2C
East plays 7S
South plays 8D
West plays 8H
Timing - N/S : this board 0:00, total 0:00:00. E/W : this board 0:00, total 0:00:00.
Start of board
Board number 3. Dealer South. E/W vulnerable.
North's cards : S A 9 4. H K 4 2. D K J 7 6 5. C A 2.
East's cards : S -. H Q 9 6. D T 4 3 2. C K 9 8 6 5 3.
South's cards : S Q J 7 5. H J T 8 5 3. D Q. C Q T 7.
West's cards : S K T 8 6 3 2. H A 7. D A 9 8. C J 4.
South passes
West bids 1S
North passes
East passes
South passes
North plays KD
Dummy's cards : S -. H Q 9 6. D T 4 3 2. C K 9 8 6 5 3.
East plays 2D
South plays QD
West plays AD
West plays KS
North plays AS
East plays 3D
South plays 5S
North plays JD
East plays 4D
South plays 3H
West plays 8D
North plays KH
East plays 6H
South plays 5H
West plays AH
West plays TS
North plays 4S
East plays 3C
South plays JS
South plays JH
West plays 7H
North plays 2H
East plays QH
East plays KC
South plays 7C
West plays 4C
North plays AC
North plays 7D
East plays TD
South plays 8H
West plays 9D
East plays 9C
South plays TC
West plays JC
North plays 2C
West plays 8S
North plays 9S
East plays 5C
South plays QS
South plays 7S
West plays 2S
North plays 4H
East plays 6C
South plays TH
West plays 3S
North plays 5D
East plays 9H
West plays 6S
North plays 6D
East plays 8C
South plays QC
Timing - N/S : this board 0:00, total 0:00:00. E/W : this board 0:00, total 0:00:00.
Start of board
Board number 4. Dealer West. Both vulnerable.
North's cards : S J T 9 7 5. H K Q J 5. D 8 5. C 6 5.
East's cards : S A Q 8 6. H T 7 2. D Q J 4 2. C A 9.
South's cards : S 2. H 8 6 4 3. D A T 9 6. C Q T 7 2.
West's cards : S K 4 3. H A 9. D K 7 3. C K J 8 4 3.
West bids 1C
North passes
East bids 1S
South passes
West passes
North passes
South plays 8H
Dummy's cards : S K 4 3. H A 9. D K 7 3. C K J 8 4 3.
West plays 9H
North plays JH
East plays 2H
North plays JS
East plays QS
South plays 2S
West plays KS
West plays KC
North plays 5C
East plays AC
South plays 2C
East plays QD
South plays AD
West plays 3D
North plays 5D
South plays 6H
West plays AH
North plays 5H
East plays 7H
West plays JC
North plays 6C
East plays 9C
South plays QC
South plays TD
West plays KD
North plays 8D
East plays 2D
West plays 8C
North plays QH
East plays 4D
South plays TC
South plays 4H
West plays 3C
North plays KH
East plays TH
North plays TS
East plays AS
South plays 3H
West plays 3S
East plays 8S
South plays 6D
West plays 4S
North plays 9S
North plays 7S
East plays 6S
South plays 7C
West plays 4C
North plays 5S
East plays JD
South plays 9D
West plays 7D
Timing - N/S : this board 0:00, total 0:00:00. E/W : this board 0:00, total 0:00:00.
End of session
