Board number 2. Dealer East. N/S vulnerable.
East passes
South bids 1C
West bids 1C
North plays KH
East's cards : S A K. H -. D -. C -.
hello table
South bids 8NT
