"""PBN emitter: every board of a session and every deal diagram, in PBN 2.1 export format.

A game per Table Manager board (``Document.boards``) and per deal diagram of the body (an
auction diagram right after a deal diagram is that deal's auction), separated by empty
lines. Each game has the tags of the mandatory tag set that are known, in their order
(``Event`` .. ``Result``), then ``Auction`` (calls four to a line, an alert as a note
``=n=`` with its ``[Note "n:text"]``), ``Play`` (a line per trick, the cards in seat order
from the opening leader, ``-`` for a card not played, ``*`` when play stopped) and
``Score`` (``NS 420``) when all thirteen tricks were played. docs/pbn.md has the details.

No text of the IR becomes structure: every text value is one line of a quoted tag value,
``\\`` and ``"`` written ``\\\\`` and ``\\"`` (PBN 2.1, section 3.2), line ends as spaces,
control characters as U+FFFD; and since readers that end a value at its first ``"]`` are
common (endplay is one), a ``]`` right after a quote is preceded by U+2060 WORD JOINER,
which shows as nothing. What PBN has no place for is an ``emit-dropped`` warning.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple, get_args

from bridgec import ir
from bridgec.bridge import laws
from bridgec.bridge.auction import auction_over
from bridgec.bridge.score import duplicate_score
from bridgec.diagnostics import Diagnostic, Span, warning
from bridgec.emitters import _fields
from bridgec.emitters._text import one_line
from bridgec.options import EmitOptions, EmitResult

NAME = "pbn"

JOINER = "\u2060"
"""Written between a quote and a ``]`` of a text value (see the module docstring)."""

SHOWN: dict[type, frozenset[str]] = {
    **{kind: _fields.LEFT_OUT for kind in get_args(ir.Block)},
    ir.Document: frozenset({"body", "boards"}),
    ir.DealDiagram: frozenset({"deal"}),
    ir.AuctionDiagram: frozenset({"dealer", "calls", "complete"}),
    ir.Deal: frozenset({"board", "dealer", "vulnerability", "contract", "declarer",
                        "doubled", "lead", "hands", "result"}),
    ir.Hand: frozenset({"seat", "spades", "hearts", "diamonds", "clubs"}),
    ir.Bid: frozenset({"call", "alert"}),
    ir.Board: frozenset({"deal", "teams", "auction", "tricks"}),
    ir.Teams: frozenset({"ns", "ew"}),
    ir.Trick: frozenset({"number", "cards", "winner"}),
    ir.Play: frozenset({"seat", "card"}),
}
"""What a PBN game holds. Headings, text, bid tables and the rest of a system's body have
no place in PBN (one warning per kind); a board's events, timing and viewpoint neither."""

_VULNERABLE = {"None": "None", "NS": "NS", "EW": "EW", "All": "All"}


def value(text: str) -> str:
    """``text`` as the inside of a PBN tag value: one line, nothing a reader can cut.

    Example:
        >>> value('a "b"] c\\\\d\\ne')
        'a \\\\"b\\\\"\\u2060] c\\\\\\\\d e'
    """
    text = one_line(text).replace("\\", "\\\\").replace('"', '\\"')
    return text.replace('"]', f'"{JOINER}]')


def tag(name: str, text: str) -> str:
    """One tag pair line."""
    return f'[{name} "{value(text)}"]'


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """The PBN file of ``document``'s boards and deal diagrams."""
    diagnostics: list[Diagnostic] = _fields.dropped(document, SHOWN, "PBN", rules=False)
    games = [_game(deal, auction, (), None, diagnostics)
             for deal, auction in _diagrams(document.body, diagnostics)]
    games += [_game(board.deal, _Auction(board.deal.dealer, board.auction), board.tricks,
                    board.teams, diagnostics)
              for board in document.boards]
    if not games:
        where = Span(path=document.source.path, line=1) if document.source else None
        diagnostics.append(warning("no deal diagram and no board: the PBN file holds no game",
                                   where, code="emit-no-game"))
    head = "% PBN 2.1\n% EXPORT\n% Creator: bridgec\n"
    return EmitResult(output=head + "".join(f"\n{game}" for game in games),
                      diagnostics=tuple(diagnostics))


def _diagrams(body: tuple[ir.Block, ...], diagnostics: list[Diagnostic]
              ) -> Iterator[tuple[ir.Deal, _Auction]]:
    """Each deal diagram with the auction diagram right after it (if any)."""
    for i, block in enumerate(body):
        if isinstance(block, ir.DealDiagram):
            after = body[i + 1] if i + 1 < len(body) else None
            yield block.deal, (_Auction(after.dealer, after.calls, after.complete)
                               if isinstance(after, ir.AuctionDiagram) else _Auction())
        elif isinstance(block, ir.AuctionDiagram) and not (
                i and isinstance(body[i - 1], ir.DealDiagram)):
            diagnostics.append(warning(
                "an auction diagram without a deal diagram before it has no "
                "place in PBN", block.span, "put the deal diagram right before the auction",
                code="emit-dropped"))


class _Auction(NamedTuple):
    """The calls of a game, from ``dealer``; ``all_pass``: the rest of the calls are passes."""

    dealer: ir.Compass | None = None
    calls: tuple[ir.Bid, ...] = ()
    all_pass: bool = False


def _game(deal: ir.Deal, auction: _Auction, tricks: tuple[ir.Trick, ...],
          teams: ir.Teams | None, diagnostics: list[Diagnostic]) -> str:
    lines: list[str] = []
    dealer = deal.dealer or auction.dealer
    calls = [b.call for b in auction.calls]
    while auction.all_pass and not auction_over(calls):
        calls.append("P")
    found = laws.contract(calls, dealer) if dealer and auction_over(calls) else None
    contract, declarer, doubled = (
        (deal.contract, deal.declarer, deal.doubled) if deal.contract else
        (found[0], found[1], found[2]) if found else (None, None, ""))
    if contract in ("P", "Pass"):
        contract, declarer, doubled = None, None, ""
        calls_passed = True
    else:
        calls_passed = False
    passed_out = calls_passed or (dealer is not None and calls == ["P"] * 4)
    lines.append(tag("Event", ""))
    lines.append(tag("Site", ""))
    lines.append(tag("Date", ""))
    if deal.board is not None:
        lines.append(f'[Board "{deal.board}"]')
    ns, ew = (teams.ns, teams.ew) if teams else ("", "")
    for seat, name in (("West", ew), ("North", ns), ("East", ew), ("South", ns)):
        lines.append(tag(seat, name))
    if dealer is not None:
        lines.append(f'[Dealer "{dealer}"]')
    if deal.vulnerability is not None:
        lines.append(f'[Vulnerable "{_VULNERABLE[deal.vulnerability]}"]')
    lines.append(f'[Deal "{_deal_text(deal, dealer or "N", diagnostics)}"]')
    lines.append('[Scoring ""]')
    taken = _declarer_tricks(tricks, declarer) if contract and declarer else None
    if taken is None and contract:
        taken = deal.result
    if passed_out:
        lines += ['[Declarer ""]', '[Contract "Pass"]', '[Result ""]']
    else:
        lines.append(f'[Declarer "{declarer or "?"}"]')
        lines.append(f'[Contract "{_contract(contract, doubled) if contract else "?"}"]')
        lines.append(f'[Result "{"?" if taken is None else taken}"]')
    if auction.calls and dealer is not None:
        lines += _auction(auction, dealer)
    elif auction.calls:
        diagnostics.append(warning("auction left out: PBN needs its dealer",
                                   auction.calls[0].span or deal.span,
                                   "give the deal's dealer", code="emit-dropped"))
    if contract and declarer and (tricks or deal.lead):
        lines += _play(tricks, deal.lead, laws.next_seat(declarer))
    elif deal.lead and not declarer:
        diagnostics.append(warning("the opening lead has no place in PBN without "
                                   "a declarer", deal.span, "give the deal's contract with its "
                                   "declarer", code="emit-dropped"))
    if passed_out:
        lines.append('[Score "0"]')
    elif contract and declarer and taken is not None:
        score = duplicate_score(contract, doubled, _vulnerable(deal, declarer), taken)
        side = "NS" if declarer in "NS" else "EW"
        lines.append(f'[Score "{side} {score}"]')
    return "\n".join(lines) + "\n"


def _contract(contract: str, doubled: str) -> str:
    return (contract[0] + "NT" if contract.endswith("N") else contract) + doubled


def _call(call: str) -> str:
    return "Pass" if call == "P" else (call[0] + "NT" if call.endswith("N") else call)


def _auction(auction: _Auction, dealer: str) -> list[str]:
    lines = [f'[Auction "{dealer}"]']
    notes: list[str] = []
    row: list[str] = []
    for i, bid in enumerate(auction.calls):
        row.append(_call(bid.call))
        if bid.alert is not None:
            notes.append(bid.alert)
            row.append(f"={len(notes)}=")
        if i % 4 == 3:
            lines.append(" ".join(row))
            row = []
    if auction.all_pass and not auction_over([b.call for b in auction.calls]):
        row.append("AP")
    if row:
        lines.append(" ".join(row))
    lines += [tag("Note", f"{n}:{text}") for n, text in enumerate(notes, start=1)]
    return lines


def _play(tricks: tuple[ir.Trick, ...], lead: str | None, leader: str) -> list[str]:
    """The play section: one line per trick, columns in seat order from ``leader``."""
    order = [laws.next_seat(leader, k) for k in range(4)]
    lines = [f'[Play "{leader}"]']
    rows: list[dict[str, str]] = [{p.seat: p.card for p in trick.cards} for trick in tricks]
    if not rows and lead is not None:
        rows = [{leader: lead}]
    for by_seat in rows:
        lines.append(" ".join(_card(by_seat[s]) if s in by_seat else "-" for s in order))
    complete = len(tricks) == 13 and all(len(t.cards) == 4 for t in tricks)
    if not complete:
        lines.append("*")
    return lines


def _card(card: str) -> str:
    """IR ``KH`` (rank, suit) as PBN ``HK`` (suit, rank)."""
    return card[1] + card[0]


def _declarer_tricks(tricks: tuple[ir.Trick, ...], declarer: str) -> int | None:
    """Tricks declarer's side took, when all thirteen were played out."""
    if len(tricks) != 13 or any(t.winner is None for t in tricks):
        return None
    return sum(1 for t in tricks if t.winner in (declarer, laws.partner(declarer)))


def _vulnerable(deal: ir.Deal, declarer: str) -> bool:
    vul = deal.vulnerability or "None"
    return vul == "All" or vul == ("NS" if declarer in "NS" else "EW")


def _deal_text(deal: ir.Deal, first: str, diagnostics: list[Diagnostic]) -> str:
    """``N:AKQ.JT9.876.5432 ...`` from ``first``; ``-`` for a hand not known card by card."""
    hands: dict[str, ir.Hand] = {h.seat: h for h in deal.hands}
    shown: list[str] = []
    for k in range(4):
        hand = hands.get(laws.next_seat(first, k))
        if hand is None:
            shown.append("-")
            continue
        holding = ".".join((hand.spades, hand.hearts, hand.diamonds, hand.clubs))
        if "x" in holding.lower():
            diagnostics.append(warning(
                f"PBN has no spot card `x`: {hand.seat}'s hand {holding} is "
                "written as unknown (`-`)", deal.span, "write every card's rank",
                code="emit-dropped"))
            shown.append("-")
        else:
            shown.append(holding)
    return f"{first}:" + " ".join(shown)
