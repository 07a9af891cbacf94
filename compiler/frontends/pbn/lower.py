"""What PBN tags mean: games of tags into IR boards, each value checked with a located error.

A game becomes an :class:`ir.Board` when it has a ``[Deal]``: its hands (``-`` for a hand not
given), ``[Board]``, ``[Dealer]``, ``[Vulnerable]``; the ``[Auction]`` calls (each checked
against the laws; ``AP`` is all pass; a note ``=n=`` gives the call its ``[Note "n:..."]``
as the alert); the ``[Play]`` tricks (columns in seat order from the opening leader, as
PBN writes them, put in the order played); ``[Contract]``/``[Declarer]`` when there is no
auction. A tag value ``#`` repeats the previous game's. Teams are read from the player
tags when partners have one name (as bridgec's PBN emitter writes a session's teams).
Tags the IR has no place for are one warning per tag name; nothing is dropped silently.
"""

from __future__ import annotations

import re

from bridgec import ir
from bridgec.bridge import laws
from bridgec.bridge.auction import auction_over, legal_call
from bridgec.diagnostics import Diagnostic, Span, error, warning
from bridgec.frontends.pbn.syntax import Tag, Word

_SEATS = {"n": "N", "e": "E", "s": "S", "w": "W", "north": "N", "east": "E",
          "south": "S", "west": "W"}
_VULNERABLE = {"none": "None", "love": "None", "-": "None", "ns": "NS", "ew": "EW",
               "all": "All", "both": "All"}
_CALL = re.compile(r"([1-7])(C|D|H|S|NT|N)$", re.I)
_CARD = re.compile(r"([SHDC])([AKQJT2-9]|10)$", re.I)
_NOTE = re.compile(r"=(\d+)=$")
_HAND = re.compile(r"[AKQJT2-9]*(\.[AKQJT2-9]*){3}$", re.I)
_DERIVED = {"contract", "declarer", "score"}
"""Kept through the auction, the contract and the result; a warning when they do not say it."""
_READ = {"deal", "board", "dealer", "vulnerable", "auction", "play", "note", "result",
         "north", "east", "south", "west"}
_UNKNOWN = {"", "?", "#"}


class _Problem(Exception):
    """A value that cannot be read: the game's board is not made."""

    def __init__(self, message: str, span: Span, hint: str | None = None) -> None:
        super().__init__(message)
        self.diagnostic = error(message, span, hint)


def lower(games: list[list[Tag]], path: str
          ) -> tuple[tuple[ir.Board, ...], tuple[Diagnostic, ...]]:
    """The boards of ``games`` and what could not be read."""
    boards: list[ir.Board] = []
    diagnostics: list[Diagnostic] = []
    warned: set[str] = set()
    previous: dict[str, Tag] = {}
    for game in _split(games):
        tags: dict[str, Tag] = {}
        notes: dict[str, str] = {}
        for t in game:
            key = t.name.lower()
            if t.value == "#" and key in previous:
                t = Tag(t.name, previous[key].value, t.span, t.section)
            if key == "note":
                number, colon, text = t.value.partition(":")
                if colon and number.strip().isdigit():
                    notes[str(int(number))] = text
                    continue
                diagnostics.append(error(f"a note must be `n:text`, not `{t.value}`", t.span))
                continue
            tags.setdefault(key, t)
        previous = tags
        if "deal" not in tags:
            if any(k not in _UNKNOWN for k in tags) and game:
                diagnostics.append(warning("a game without a [Deal] tag is left out",
                                           game[0].span, 'add [Deal "N:..."]', code="pbn-dropped"))
            continue
        try:
            board, unused = _board(tags, notes, diagnostics)
        except _Problem as problem:
            diagnostics.append(problem.diagnostic)
            continue
        boards.append(board)
        for key in unused:
            if key not in warned:
                warned.add(key)
                t = tags[key]
                diagnostics.append(warning(
                    f"[{t.name}] is not kept: bridgec's IR has no place for it", t.span,
                    "convert from PBN only what the IR holds (docs/pbn.md)", code="pbn-dropped"))
    return tuple(boards), tuple(diagnostics)


def _split(games: list[list[Tag]]) -> list[list[Tag]]:
    """Games as written, a game split where its ``[Deal]`` or ``[Board]`` tag comes again
    (files that list deals without the empty line between games)."""
    found: list[list[Tag]] = []
    for game in games:
        current: list[Tag] = []
        seen: set[str] = set()
        for t in game:
            key = t.name.lower()
            if key in ("deal", "board") and key in seen:
                found.append(current)
                current, seen = [], set()
            seen.add(key)
            current.append(t)
        found.append(current)
    return found


def _board(tags: dict[str, Tag], notes: dict[str, str], diagnostics: list[Diagnostic]
           ) -> tuple[ir.Board, list[str]]:
    deal_tag = tags["deal"]
    hands = _hands(deal_tag)
    number = _number(tags.get("board"))
    dealer = _seat(tags.get("dealer"))
    vulnerability = _vulnerability(tags.get("vulnerable"))
    auction, auction_dealer = _auction(tags.get("auction"), notes, diagnostics)
    dealer = dealer or auction_dealer
    calls = [b.call for b in auction]
    found = laws.contract(calls, dealer) if dealer and auction_over(calls) else None
    contract, declarer, doubled = found if found else _contract_tags(tags)
    tricks = _play(tags.get("play"), hands, contract, declarer) if contract and declarer \
        else ()
    result = _result(tags.get("result"), contract)
    complete = len(tricks) == 13 and all(t.winner for t in tricks)
    if complete and declarer:
        played = sum(1 for t in tricks if t.winner in (declarer, laws.partner(declarer)))
        if result is not None and result != played:
            diagnostics.append(warning(
                f"[Result \"{result}\"] but declarer took {played} tricks in the play",
                tags["result"].span, "the play is kept; correct the result", code="pbn-result"))
        result = None  # the tricks say it
    unused = [k for k, t in tags.items()
              if k not in _READ and t.value.strip() not in _UNKNOWN
              and not (k in _DERIVED and _derived(k, auction, contract,
                                                  complete or result is not None))]
    teams = _teams(tags)
    if teams is None:
        unused += [k for k in ("north", "east", "south", "west")
                   if k in tags and tags[k].value.strip() not in _UNKNOWN]
    deal = ir.Deal(board=number, dealer=dealer, vulnerability=vulnerability,  # type: ignore[arg-type]
                   contract=contract, declarer=declarer, doubled=doubled,  # type: ignore[arg-type]
                   lead=tricks[0].cards[0].card if tricks else None, result=result,
                   hands=tuple(ir.Hand(seat=s, spades=h[0], hearts=h[1],  # type: ignore[arg-type]
                                       diamonds=h[2], clubs=h[3])
                               for s, h in hands.items()),
                   span=deal_tag.span)
    span = next(iter(tags.values())).span
    return ir.Board(deal=deal, teams=teams, auction=tuple(auction), tricks=tricks,
                    span=span), unused


def _derived(key: str, auction: list[ir.Bid], contract: str | None, settled: bool) -> bool:
    """True when the auction, the contract and the result (or the play) say what the tag
    says: ``settled`` when the tricks declarer took are known."""
    if key == "score":
        return contract is not None and settled or contract == "P" or \
            bool(auction) and contract is None
    return contract is not None or bool(auction)


def _result(tag: Tag | None, contract: str | None) -> int | None:
    if tag is None or tag.value.strip() in _UNKNOWN or contract in (None, "P"):
        return None
    text = tag.value.strip()
    if text.isascii() and text.isdigit() and int(text) <= 13:
        return int(text)
    raise _Problem(f"[Result \"{text}\"]: the tricks declarer took, 0 to 13", tag.span)


def _hands(tag: Tag) -> dict[str, tuple[str, str, str, str]]:
    text = tag.value.strip()
    first, colon, rest = text.partition(":")
    if not colon or first.strip().upper() not in "NESW" or len(first.strip()) != 1:
        raise _Problem(f"[Deal \"{text}\"]: a deal starts with the seat of its first hand, "
                       "as `N:`", tag.span, 'write [Deal "N:AKQ.JT9.876.5432 ..."]')
    seat = first.strip().upper()
    holdings = rest.split()
    if len(holdings) != 4:
        raise _Problem(f"a deal has four hands (or `-`), not {len(holdings)}", tag.span,
                       "separate the hands with spaces, clockwise from the first seat")
    hands: dict[str, tuple[str, str, str, str]] = {}
    seen: set[str] = set()
    for holding in holdings:
        if holding != "-":
            if not _HAND.match(holding):
                raise _Problem(f"`{holding}` is not a hand: four suits (spades first) "
                               "separated by dots, ranks AKQJT98765432", tag.span)
            suits = holding.upper().split(".")
            cards = [r + s for s, ranks in zip("SHDC", suits, strict=True) for r in ranks]
            if len(set(cards)) != len(cards) or seen & set(cards):
                raise _Problem(f"`{holding}`: a card is dealt twice", tag.span)
            seen |= set(cards)
            if len(cards) != 13:
                raise _Problem(f"`{holding}` holds {len(cards)} cards, not 13", tag.span)
            hands[seat] = (suits[0], suits[1], suits[2], suits[3])
        seat = laws.next_seat(seat)
    return {s: hands[s] for s in laws.SEAT_ORDER if s in hands}


def _number(tag: Tag | None) -> int | None:
    if tag is None or tag.value.strip() in _UNKNOWN:
        return None
    text = tag.value.strip()
    if text.isascii() and text.isdigit() and 1 <= int(text) <= ir.INT32_MAX:
        return int(text)
    raise _Problem(f"[Board \"{text}\"]: a board number is a whole number from 1", tag.span)


def _seat(tag: Tag | None) -> str | None:
    if tag is None or tag.value.strip() in _UNKNOWN:
        return None
    seat = _SEATS.get(tag.value.strip().lower())
    if seat is None:
        raise _Problem(f"[{tag.name} \"{tag.value}\"]: a seat is N, E, S or W", tag.span)
    return seat


def _vulnerability(tag: Tag | None) -> str | None:
    if tag is None or tag.value.strip() in ("", "?", "#"):
        return None
    found = _VULNERABLE.get(tag.value.strip().lower())
    if found is None:
        raise _Problem(f"[Vulnerable \"{tag.value}\"] must be None, NS, EW or All", tag.span)
    return found


def _auction(tag: Tag | None, notes: dict[str, str], diagnostics: list[Diagnostic]
             ) -> tuple[list[ir.Bid], str | None]:
    if tag is None:
        return [], None
    dealer = _seat(tag)
    if dealer is None:
        raise _Problem("[Auction] needs the seat of the first call", tag.span)
    bids: list[ir.Bid] = []
    for word in tag.section:
        text = word.text
        note = _NOTE.match(text)
        if note:
            if not bids:
                raise _Problem(f"note `{text}` before the first call", word.span)
            alert = notes.get(str(int(note.group(1))))
            if alert is None:
                raise _Problem(f"no [Note \"{int(note.group(1))}:...\"] for `{text}`",
                               word.span, "add the note after the auction")
            last = bids[-1]
            bids[-1] = ir.Bid(call=last.call, seat=last.seat, span=last.span,
                              alert=alert if last.alert is None else f"{last.alert}; {alert}")
            continue
        if text.startswith(("$", "^")) or text == "+":
            continue  # a NAG, an irregularity's mark, "the auction goes on"
        if text == "*":
            break  # the end of the auction as written
        if text == "-":
            diagnostics.append(warning(
                "an unknown call (`-`): the auction is kept up to it", word.span,
                "the IR holds only known calls", code="pbn-call"))
            break
        text = text.rstrip("!?")  # a suffix annotation: good call, poor call...
        calls = [b.call for b in bids]
        if text.upper() == "AP":  # all pass: passes until the auction ends
            if auction_over(calls):
                raise _Problem(f"{text}: the auction is over", word.span)
            while not auction_over(calls):
                bids.append(ir.Bid(call="P", seat=laws.next_seat(dealer, len(calls)),  # type: ignore[arg-type]
                                   span=word.span))
                calls.append("P")
            continue
        call = _call(Word(text, word.span))
        why = legal_call(calls, call)
        if why is not None:
            raise _Problem(f"{text}: {why}", word.span)
        bids.append(ir.Bid(call=call, seat=laws.next_seat(dealer, len(calls)),  # type: ignore[arg-type]
                           span=word.span))
    return bids, dealer


def _call(word: Word) -> str:
    text = word.text.upper()
    if text in ("PASS", "P"):
        return "P"
    if text in ("X", "XX"):
        return text
    m = _CALL.match(text)
    if m is None:
        raise _Problem(f"`{word.text}` is not a call", word.span,
                       "calls are Pass, X, XX, 1C .. 7NT")
    return m.group(1) + m.group(2)[0]


def _contract_tags(tags: dict[str, Tag]) -> tuple[str | None, str | None, str]:
    tag = tags.get("contract")
    if tag is None or tag.value.strip() in _UNKNOWN:
        return None, None, ""
    if tag.value.strip().lower() == "pass":
        return "P", None, ""  # passed out, as a BML deal header says it
    m = re.match(r"([1-7])(NT|N|S|H|D|C)(XX|X)?$", tag.value.strip(), re.I)
    if m is None:
        raise _Problem(f"[Contract \"{tag.value}\"] is not a contract", tag.span,
                       "write it as 4S, 3NTX, 6HXX or Pass")
    declarer = _seat(tags.get("declarer"))
    if declarer is None:
        raise _Problem("a contract needs its [Declarer]", tag.span)
    return m.group(1) + m.group(2).upper()[0], declarer, (m.group(3) or "").upper()


def _play(tag: Tag | None, hands: dict[str, tuple[str, str, str, str]], contract: str,
          declarer: str) -> tuple[ir.Trick, ...]:
    if tag is None:
        return ()
    leader = _seat(tag)
    if leader != laws.next_seat(declarer):
        raise _Problem(f"[Play \"{tag.value}\"]: the opening leader is "
                       f"{laws.next_seat(declarer)}, on declarer {declarer}'s left", tag.span)
    trump = contract[1]
    remaining = {s: [r + suit for suit, ranks in zip("SHDC", h, strict=True) for r in ranks]
                 for s, h in hands.items()}
    hands_cards = {s: frozenset(cards) for s, cards in remaining.items()}
    played: set[str] = set()
    columns = [laws.next_seat(leader, k) for k in range(4)]
    rows: list[list[Word | None]] = []
    row: list[Word | None] = []
    for word in tag.section:
        if word.text == "*":
            break
        if _NOTE.match(word.text) or word.text.startswith(("$", "^")):
            continue
        row.append(None if word.text in ("-", "+") else word)
        if len(row) == 4:
            rows.append(row)
            row = []
    if row:
        rows.append(row + [None] * (4 - len(row)))
    tricks: list[ir.Trick] = []
    turn = leader
    for number, cells in enumerate(rows, start=1):
        if number > 13:
            raise _Problem("more than 13 tricks", cells[0].span if cells[0] else tag.span)
        by_seat = dict(zip(columns, cells, strict=True))
        plays: list[ir.Play] = []
        seat = turn
        for _ in range(4):
            cell = by_seat[seat]
            if cell is None:
                break
            card = _card(cell)
            led = plays[0].card[1] if plays else None
            holder = next((s for s, h in hands_cards.items() if card in h), seat)
            if card in played or holder != seat:
                held = "played before" if card in played else f"{holder} holds it"
                raise _Problem(f"{cell.text} by {seat} in trick {number}: {held}", cell.span)
            played.add(card)
            if seat in remaining:
                why = laws.legal_card(remaining[seat], led, card)
                if why is not None:
                    raise _Problem(f"{cell.text} by {seat} in trick {number}: {why}",
                                   cell.span)
                remaining[seat].remove(card)
            plays.append(ir.Play(seat=seat, card=card, span=cell.span))  # type: ignore[arg-type]
            seat = laws.next_seat(seat)
        if not plays:
            break
        winner = laws.trick_winner([(p.seat, p.card) for p in plays], trump) \
            if len(plays) == 4 else None
        tricks.append(ir.Trick(number=number, cards=tuple(plays), winner=winner,  # type: ignore[arg-type]
                               span=plays[0].span))
        if winner is None:
            break
        turn = winner
    return tuple(tricks)


def _card(word: Word) -> str:
    m = _CARD.match(word.text.upper().rstrip("!?"))  # a suffix annotation: good card...
    if m is None:
        raise _Problem(f"`{word.text}` is not a card", word.span, "cards are suit then rank: "
                       "SA, HT, D2")
    rank = "T" if m.group(2) == "10" else m.group(2)
    return rank + m.group(1)


def _teams(tags: dict[str, Tag]) -> ir.Teams | None:
    names = {k: tags[k].value for k in ("north", "east", "south", "west") if k in tags}
    if len(names) == 4 and names["north"] == names["south"] and \
            names["east"] == names["west"] and (names["north"] or names["east"]):
        return ir.Teams(ns=names["north"], ew=names["east"])
    return None
