"""Check deal diagrams and the auction diagrams that follow them against the laws.

A deal shows 13 cards a hand and no card twice (all four hands: 13 cards a suit); the
opening lead comes from declarer's left and is a card that hand can hold; the auction
after a deal is legal, starts with the deal's dealer and ends in the stated contract.
"""

from __future__ import annotations

from bridgec import ir
from bridgec.bridge import calls
from bridgec.bridge.auction import legal_call
from bridgec.bridge.calls import SUIT_NAMES, SUIT_SYMBOLS
from bridgec.bridge.laws import contract, next_seat
from bridgec.diagnostics import Diagnostic, Span, warning

SUITS = tuple((SUIT_NAMES[s], s, SUIT_SYMBOLS[s]) for s in reversed(calls.SUITS))
"""(name, letter, symbol) of each suit, spades first as a deal is written."""
SYMBOL = {letter: symbol for _, letter, symbol in SUITS}


def check_deals(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Diagnostics for impossible deals, leads from the wrong hand, and auctions that are
    illegal or do not reach the deal's contract."""
    found: list[Diagnostic] = []
    deal: ir.DealDiagram | None = None
    for block in document.body:
        if isinstance(block, ir.DealDiagram):
            deal = block
            found += _cards(block) + _lead(block)
        elif isinstance(block, ir.AuctionDiagram):
            found += _auction(block, deal.deal if deal else None)
            deal = None
        elif not isinstance(block, (ir.Paragraph, ir.Comment)):
            deal = None
    return tuple(found)


def _holding(hand: ir.Hand, suit: str) -> str:
    return "" if getattr(hand, suit) == "-" else str(getattr(hand, suit))


def _card(rank: str, letter: str) -> str:
    return f"{SYMBOL[letter]}{'10' if rank == 'T' else rank}"


def _cards(block: ir.DealDiagram) -> list[Diagnostic]:
    found: list[Diagnostic] = []
    hands = block.deal.hands
    for hand in hands:
        count = sum(len(_holding(hand, suit)) for suit, _, _ in SUITS)
        if count != 13:
            found.append(warning(f"{hand.seat} holds {count} cards, not 13", hand.span or
                                 block.span, hint="count the hand's cards (x for each "
                                 "small card)", code="deal-cards"))
    for suit, letter, _ in SUITS:
        holder: dict[str, str] = {}
        for hand in hands:
            for rank in _holding(hand, suit).replace("x", ""):
                if rank in holder:
                    found.append(warning(
                        f"{_card(rank, letter)} is in both {holder[rank]} and {hand.seat}",
                        hand.span or block.span, hint="a card is in one hand only",
                        code="deal-cards"))
                holder[rank] = hand.seat
        total = sum(len(_holding(h, suit)) for h in hands)
        if len(hands) == 4 and total != 13:
            found.append(warning(f"the four hands hold {total} {suit}, not 13", block.span,
                                 hint="count the x's: each stands for one small card",
                                 code="deal-cards"))
    return found


def _lead(block: ir.DealDiagram) -> list[Diagnostic]:
    deal = block.deal
    if deal.lead is None or deal.declarer is None:
        return []
    leader = next_seat(deal.declarer)
    rank, letter = deal.lead[0], deal.lead[1]
    suit = next(name for name, s, _ in SUITS if s == letter)
    by_seat: dict[str, str] = {h.seat: _holding(h, suit) for h in deal.hands}
    owner = next((seat for seat, held in by_seat.items() if rank in held), None)
    where = f"{deal.declarer} declares, so {leader} leads"
    if owner is not None and owner != leader:
        return [warning(f"the opening lead {_card(rank, letter)} is in {owner}'s hand; {where}",
                        block.span, hint="correct the lead or the declarer", code="deal-lead")]
    held = by_seat.get(leader)
    if owner is None and held is not None and ("x" not in held or rank in "AKQJT"):
        return [warning(f"{leader} leads, but holds no {_card(rank, letter)}", block.span,
                        hint="correct the lead or the hands", code="deal-lead")]
    return []


def _auction(block: ir.AuctionDiagram, deal: ir.Deal | None) -> list[Diagnostic]:
    calls: list[str] = []
    for bid in block.calls:
        why = legal_call(calls, bid.call)
        if why is not None:
            return [warning(f"illegal auction: {bid.call} after "
                            f"{' '.join(calls) or 'nothing'}: {why}", bid.span or block.span,
                            hint="correct the calls", code="illegal-auction")]
        calls.append(bid.call)
    if deal is None or not deal.contract or deal.dealer is None:
        return []
    dealer = block.dealer or deal.dealer
    if block.dealer is not None and block.dealer != deal.dealer:
        return [warning(f"the auction starts with {block.dealer}, but {deal.dealer} deals",
                        block.span, code="deal-contract")]
    reached = contract(calls, dealer) if block.complete else None
    if reached is None:
        return []
    stated = (deal.contract, deal.declarer or reached[1], deal.doubled)
    if reached != stated:
        said = f"{stated[0]}{stated[2]} by {stated[1]}"
        got = f"{reached[0]}{reached[2]} by {reached[1]}"
        return [warning(f"the auction ends in {got}, but the deal says {said}",
                        _end(block), hint="correct the auction or the deal's header",
                        code="deal-contract")]
    return []


def _end(block: ir.AuctionDiagram) -> Span | None:
    return block.calls[-1].span if block.calls and block.calls[-1].span else block.span
