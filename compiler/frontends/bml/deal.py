"""BML deal diagrams (an optional header row, then ``N: AKx - QJ9x T98x`` rows) and
auction diagrams (rows of four calls), as the parse tree delimits them."""

from __future__ import annotations

import re

import msgspec

from bridgec import ir
from bridgec.diagnostics import Diagnostic, Span, warning
from bridgec.frontends.bml.tree import HAND, HAND_ROW, Line

_HAND = re.compile(HAND_ROW)
_DEALER = re.compile(r"(?:\A|\s)([NESW]),?(?:\Z|\s)")
_VUL = re.compile(r"(?:\A|\s)(All|None|EW|NS),?(?:\Z|\s)")
_BOARD = re.compile(r"(?:\A|\s)#?(\d+),?(?:\Z|\s)")
_LEAD = re.compile(r"(?:\A|\s)([shdc])([2-9AKQJT]),?(?:\Z|\s)")
_PASSED = re.compile(r"(?:\A|\s)(PASS),?(?:\Z|\s)")
_CONTRACT = re.compile(r"(?:\A|\s)([1-7])([SHDCN])(XX?)?([NESW]),?(?:\Z|\s)")
_CALLS = {"P": "P", "D": "X", "R": "XX"}


def auction_diagram(lines: list[Line], diagnostics: list[Diagnostic]) -> ir.AuctionDiagram:
    """Lower the rows of an auction diagram; ``AP`` (all pass) completes it."""
    bids: list[ir.Bid] = []
    complete = False
    for line in lines:
        col = line.indent + 1
        for word in line.text.split():
            span = Span(path=line.path, line=line.number, col=col, end_col=col + len(word),
                        via=line.via)
            col = line.indent + 1 + line.text.find(word, col - line.indent - 1) + len(word)
            bare = word.strip("()")
            call = _CALLS.get(bare, bare.replace("NT", "N"))
            if bare.upper() == "AP":
                complete = True
            elif re.fullmatch(r"[1-7][CDHSN]|P|X|XX", call):
                bids.append(ir.Bid(call=call, span=span))
            else:
                diagnostics.append(warning(f"{word!r} is not a call; left out of the auction",
                                           span, hint="write calls as 1C..7N, P, D, R or AP",
                                           code="bml-deal"))
    return ir.AuctionDiagram(calls=tuple(bids), complete=complete, span=lines[0].span())


def deal_diagram(lines: list[Line], diagnostics: list[Diagnostic]) -> ir.DealDiagram:
    """Lower a deal diagram: the header row (if the first row is not a hand) and hands."""
    header = "" if lines[0].kind == HAND else lines[0].text
    hands = []
    for line in lines:
        m = _HAND.match(line.text) if line.kind == HAND else None
        if m is None:
            if line is not lines[0]:
                diagnostics.append(warning("not a hand; left out of the deal diagram",
                                           line.span(), hint="write N: AKx QJx T9x 8765",
                                           code="bml-deal"))
            continue
        suits = [("" if s == "-" else s) for s in m.groups()[1:]]
        hands.append(ir.Hand(seat=m.group(1), spades=suits[0], hearts=suits[1],  # type: ignore[arg-type]
                             diamonds=suits[2], clubs=suits[3], span=line.span()))
    deal = _header(ir.Deal(hands=tuple(hands), header=header, span=lines[0].span()))
    return ir.DealDiagram(deal=deal, span=lines[0].span())


def _header(deal: ir.Deal) -> ir.Deal:
    """Fill in what the header row says: dealer, vulnerability, board, lead, contract."""
    text = deal.header
    facts: dict[str, object] = {}
    if (m := _DEALER.search(text)):
        facts["dealer"] = m.group(1)
    if (m := _VUL.search(text)):
        facts["vulnerability"] = m.group(1)
    if (m := _BOARD.search(text)):
        facts["board"] = int(m.group(1))
    if (m := _LEAD.search(text)):
        facts["lead"] = m.group(2) + m.group(1).upper()
    if _PASSED.search(text):
        facts["contract"] = "P"
    elif (m := _CONTRACT.search(text)):
        facts["contract"] = m.group(1) + m.group(2)
        facts["doubled"] = m.group(3) or ""
        facts["declarer"] = m.group(4)
    return msgspec.structs.replace(deal, **facts)
