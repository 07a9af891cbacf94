Connecting "Defenders" as East using protocol version 18
East ("Defenders") seated
East ready for teams
Teams: N/S "Declarers" E/W "Defenders"
East ready to start
Start of board
East ready for deal
Board number 3. Dealer South. E/W vulnerable.
East ready for cards
East's cards : S A K 4 3. H Q J 2. D 9 8 7. C 6 5 4.
East ready for South's bid
South bids 1N Alert. 15-17 balanced
East ready for West's bid
West passes
East ready for North's bid
North bids 3NT Infos. to play
East passes
East ready for South's bid
South passes
East ready for West's bid
West passes.
East ready for West's card to trick 1
West plays 5s
East ready for dummy
Dummy's cards : S Q J 2.H A K 3.D K Q J T.C 9 8 7.
East ready for dummy's card to trick 1
North plays S2
East plays KS
East ready for South's card to trick 1
South plays 7S
East to lead
East plays AS
East ready for South's card to trick 2
South plays 8S
East ready for West's card to trick 2
West plays 9S
East ready for dummy's card to trick 2
North plays JS
East to lead
East plays 3S
East ready for South's card to trick 3
South plays TS
East ready for West's card to trick 3
West plays 6S
East ready for dummy's card to trick 3
North plays QS
