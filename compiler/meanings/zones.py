"""The hand the players' words imply in the auction's context: strength zones (``INV``,
``FG``, slam try, ``QUANT``), limits (``NF``, ``S/O``, ``T/P``, ``P/C``, ``MIN``, ``MAX``),
preempts and weak calls, and the length a natural suit call shows by its role and level.

A word adds only what the text itself does not state (a stated HCP range or length of the
call's suit wins), and only where the context says it: ``INV`` after partner's 15-17 is
8-9 HCP, after partner's 11-21 opening 11-12; with partner's strength unknown it says
nothing. The table is in docs/meanings.md, "Words in the auction's context".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bridgec import ir
from bridgec.bridge.calls import MAJORS, MINORS, SUITS, bid_rank, is_bid
from bridgec.constraints.fold import walk
from bridgec.meanings import MAX_TEXT
from bridgec.meanings.auction import CallContext
from bridgec.meanings.combine import EXCEPTION
from bridgec.meanings.context import fit_length
from bridgec.meanings.reading import Part, Reading
from bridgec.meanings.terms import aces, all_of, any_of, keycards, length, points
from bridgec.meanings.vocabulary import ARTIFICIAL

GAME, SLAM = 25, 33
"""Combined HCP for a game and for a small slam."""
INVITE = 23
"""Combined HCP where an invitation starts (a game needs 25)."""

_LIMITS = frozenset({"S/O", "to play", "P/C", "COMP"})
"""Words that stop short: the hand does not want more than the contract."""
_NATURAL = frozenset({"NAT", "to play", "S/O", "NF", "PRE", "weak", "INV", "INV+", "FG",
                      "F", "F1", "LIM", "COMP", "P/C", "preference"})
"""Words said of a natural call (with no artificial word or convention beside them), except
in the cases :func:`natural_length` excludes."""
_OPENING_NATURAL = frozenset({"NAT", "to play", "S/O", "NF", "PRE", "weak"})
"""Of an opening, the words that make it natural (a forcing opening may be artificial)."""
_PRE = frozenset({"PRE", "weak"})
_ANY_HAND = frozenset({"relay", "forced", "ASK"})
"""An artificial asking call says nothing of the hand but that it asks: any hand (with
the strength its context gives, when known)."""
_GAME_LEVEL = {"C": 5, "D": 5, "H": 4, "S": 4, "N": 3}
_OPENING_LENGTH = {2: 6, 3: 7, 4: 7, 5: 8}
"""The least length of a natural opening (or jump overcall) above the one level when
weak; a strong or unmarked one is one card shorter at the two and three level."""


def implied(reading: Reading, call: str | None, cc: CallContext | None,
            artificial: bool = False) -> ir.Constraint | None:
    """What the words of ``reading`` imply for ``call`` in context ``cc``, beyond what its
    text states; None when nothing."""
    if call is None or cc is None:
        return None
    words = set(reading.words)
    agreed = _agreed(reading, words, cc) or _answer(reading, call, cc)
    if any(_OR.search(_ABBREVIATION.sub("", p.text)) for p in reading.unread) \
            or words and _OR.search(_ABBREVIATION.sub("", reading.text)):
        return agreed
    settled = not any(_open_question(p) for p in reading.unread)
    terms: list[ir.Constraint] = [] if agreed is None else [agreed]
    named = _convention(reading, call, cc) if settled else None
    if named is not None:
        terms.append(named)
    if not _states_strength(reading.constraint):
        zone = _strength(words, call, cc)
        if zone is not None and zone != (None, None):
            terms.append(points("hcp", zone[0], zone[1]))
    if "unusual NT" in reading.tags and cc.role == "opening" and not terms \
            and not _states_strength(reading.constraint):
        terms.append(points("hcp", None, cc.opening_min - 1))  # a two-suited preempt
    pen = _penalty(words, call, cc)
    if pen is not None:
        terms.append(pen)
    natural = settled and not artificial and not set(reading.tags) - _NATURAL_TAGS \
        and not words & ARTIFICIAL
    aimed = _word_target(reading, call)
    if aimed is not None and settled and words & _NATURAL and not words & ARTIFICIAL \
            and not _states_shape(reading.constraint):
        n = natural_length(aimed, words | {"NAT"}, cc)  # "weak two in !d" for 2C: diamonds
        if n is not None:
            terms.append(length(aimed[1], n, None))
    elif natural and words & _NATURAL and is_bid(call) and call[1] in SUITS \
            and not _states_shape(reading.constraint):
        n = natural_length(call, words, cc)
        if n is not None:
            terms.append(length(call[1], n, None))
    if natural and "NAT" in words and call[1:] == "N" and not cc.asked \
            and not _states_shape(reading.constraint):
        terms.append(all_of([length(s, 2, None) for s in SUITS]))  # no shortness
    if settled and "P/C" in words and is_bid(call) and call[1] in SUITS \
            and call[1] not in cc.their_suits and not _states_shape(reading.constraint):
        terms.append(length(call[1], 2, None))  # a contract it can stand
    control = _control(reading, call, cc) if settled and "CTRL" in words else None
    if control is not None:
        terms.append(control)
    target = _transfer_target(reading, call) if settled else None
    if target is not None:
        terms.append(length(target, 5, None))
    if not terms and (words & _ANY_HAND or reading.constraint is None
                      and set(reading.tags) & _ASKS):
        terms.append(points("hcp", 0, None))
    return all_of(terms) if terms else None


_ASKS = frozenset({"Puppet Stayman", "Kickback", "RKCB", "Blackwood", "Gerber",
                   "fourth suit", "NMF", "XYZ", "Lebensohl", "Retransfer"})
"""Conventions that ask or relay: said alone, any hand (its strength from its words)."""
_TRANSFERS = frozenset({"transfer", "Texas", "Jacoby"})
_NATURAL_TAGS = frozenset({"Reverse"})
"""Names of natural calls: a reverse is a natural new suit (with extra strength)."""
_NEXT = {"C": "D", "D": "H", "H": "S"}
_SUIT_NAMED = re.compile(r"!([cdhs])", re.IGNORECASE)


def _control(reading: Reading, call: str, cc: CallContext) -> ir.Constraint | None:
    """A control bid (``CTRL``, ``CTRL for !d``): first- or second-round control of the
    suit it names, else of the call's suit (the ace or king, or at most one card); None
    for a notrump call naming no suit or a bid of the opponents' suit."""
    aimed = _word_target(reading, call)
    suit = aimed[1] if aimed is not None else call[1] if is_bid(call) else ""
    if suit not in SUITS or suit in cc.their_suits:
        return None
    ace_or_king = ir.Range(expr=ir.Feature(name="honor_points", suit=suit),  # type: ignore[arg-type]
                           min=4, max=None)
    return any_of([ace_or_king, length(suit, 0, 1)])


def _word_target(reading: Reading, call: str) -> str | None:
    """A natural word aimed at one suit (``weak two in !d`` for 2C, ``FG with !d`` for
    2D): the call as if bid in that suit, natural whatever the word; None when the words
    name no suit or several."""
    if not is_bid(call):
        return None
    named = {m.group(1).upper() for p in reading.understood if p.kind == "force"
             for m in _SUIT_NAMED.finditer(p.text)}
    if len(named) != 1:
        return None
    return call[0] + named.pop()


def _transfer_target(reading: Reading, call: str) -> str | None:
    """The suit a transfer alone (``TRF``, ``Texas for !h``) shows: the one suit its words
    name, else the next suit up (2D: hearts); None for a text stating suits itself, a
    notrump or spade call with no suit named, or any other convention beside it."""
    tags = set(reading.tags)
    if not tags & _TRANSFERS or tags - _TRANSFERS or not is_bid(call) \
            or _states_shape(reading.constraint):
        return None
    named = {m.group(1).upper() for p in reading.understood if p.kind == "convention"
             for m in _SUIT_NAMED.finditer(p.text)}
    if len(named) == 1:
        return named.pop()
    if call[1] not in SUITS:
        return None
    return _NEXT.get(call[1]) if not named or _NEXT.get(call[1]) in named else None


_OR = re.compile(r"\bor\b|/\s*[A-Za-z]{2}", re.IGNORECASE)
_ABBREVIATION = re.compile(r"\b[A-Za-z]/[A-Za-z]\b|\b(?:min|med|max)/(?:min|med|max)\b",
                           re.IGNORECASE)
"""``S/O``, ``T/P``, ``P/C``: one word, not two alternatives; ``MIN/MAX``, ``min/med``:
any strength, not two hands."""
"""A word said among alternatives (``weak 6+!h or FG``) is said of one of them only."""
_NUMBER_OR_SUIT = re.compile(r"[0-9]|![cdhsCDHS]")


def _open_question(part: Part) -> bool:
    """Whether an unread part may change the suits the words imply: a condition or
    reference, a number or a suit (``Weak-two in !d``: whose suit?)."""
    if part.reading == EXCEPTION:
        return False  # it only narrows the hand read
    return part.reading.startswith("a condition") or bool(_NUMBER_OR_SUIT.search(part.text))


def _convention(reading: Reading, call: str, cc: CallContext) -> ir.Constraint | None:
    """The hand a convention named alone shows (its text stating no length of its own):
    a Gambling or Namyats opening (a solid seven-card minor, or major), Multi, Muiderberg,
    splinters, Michaels and the unusual 2NT, Drury, Bergen, Stayman
    over partner's notrump (a four-card major, invitational values), a takeout double
    (three cards or fewer in their suit; as an overcall, about opening strength)."""
    tags = set(reading.tags)
    if not tags or _states_shape(reading.constraint):
        return None
    weak = points("hcp", None, cc.opening_min - 1)
    suit = call[1] if is_bid(call) and call[1] in SUITS else None
    partner = dict(cc.partner_suits)
    if tags & {"Gambling", "Namyats"} and cc.role == "opening" and is_bid(call):
        suits = MAJORS if "Namyats" in tags or "major" in reading.text.lower() else MINORS
        return any_of([all_of([length(s, 7, None), _solid(s)]) for s in suits])
    if "Multi" in tags and cc.role == "opening" and call == "2D":
        return all_of([any_of([length("H", 6, None), length("S", 6, None)]), weak])
    if "Muiderberg" in tags and cc.role == "opening" and suit in MAJORS:
        return all_of([length(suit, 5, None), any_of([length("C", 4, None),
                                                     length("D", 4, None)]), weak])
    if "splinter" in tags and suit is not None and suit not in partner and cc.role != "opening":
        return length(suit, 0, 1)
    if "Michaels" in tags and suit is not None and suit in cc.their_suits:
        other = [m for m in MAJORS if m != suit]
        if suit in MINORS:
            return all_of([length("H", 5, None), length("S", 5, None)])
        return all_of([length(other[0], 5, None),
                       any_of([length("C", 5, None), length("D", 5, None)])])
    if tags & {"Drury", "Bergen"} and len(partner) == 1:
        trumps, shown = next(iter(partner.items()))
        if trumps in MAJORS:
            return length(trumps, max(fit_length(shown), 4 if "Bergen" in tags else 3), None)
    low = cc.partner[0] if cc.partner is not None else None
    if "Stayman" in tags and call in ("2C", "3C") and low is not None and low >= 15:
        return all_of([any_of([length("H", 4, None), length("S", 4, None)]),
                       points("hcp", max(0, INVITE - low), None)])
    if "takeout" in tags and call == "X" and cc.contract is not None \
            and cc.contract[1] in SUITS and cc.contract[1] in cc.their_suits:
        short = length(cc.contract[1], 0, 3)
        if cc.role == "overcall":
            return all_of([short, points("hcp", cc.opening_min - 1, None)])
        return short
    if "unusual NT" in tags and call == "2N" and cc.role == "overcall":
        unbid = [s for s in SUITS if s not in cc.their_suits][:2]
        return all_of([length(s, 5, None) for s in unbid])
    return None


def _solid(suit: str) -> ir.Constraint:
    """A solid suit: the ace, king and queen of it."""
    return ir.Range(expr=ir.Feature(name="top_honours", suit=suit),  # type: ignore[arg-type]
                    min=3, max=None)


_NAMED = re.compile(r"^!?([cdhsCDHS])$|^(M|m)$")


def _agreed(reading: Reading, words: set[str], cc: CallContext) -> ir.Constraint | None:
    """``S/A !h``, ``S/A for M``: the suit agreed is partner's natural suit named (``M``,
    ``m``: partner's one major or minor), with the fit its length needs; the bidder's
    own suit named keeps the length it showed; suits named whose length the auction does
    not show (``S/A !h/!s``, ``S/A for M`` after artificial calls): three of one."""
    if "S/A" not in words or len(reading.unread) > 1:
        return None
    partner = dict(cc.partner_suits)
    own = dict(cc.own_suits)
    texts = [p.text for p in reading.understood if p.reading == "S/A"]
    texts += [p.text for p in reading.unread]
    named: list[str] = []
    for word in re.split(r"[\s/]+", " ".join(texts).replace("S/A", " ").replace("for ", " ")):
        m = _NAMED.match(word)
        if m is not None:
            named += [m.group(1).upper()] if m.group(1) else \
                list(MAJORS if m.group(2) == "M" else MINORS)
    if not named:
        return None
    theirs = [s for s in named if s in partner]
    if len(theirs) == 1:
        return length(theirs[0], fit_length(partner[theirs[0]]), None)
    mine = [s for s in named if s in own]
    if len(mine) == 1 and not theirs:
        return length(mine[0], own[mine[0]], None)
    if theirs or mine:
        return None
    # suits whose length the auction leaves open: three cards of the one agreed
    return any_of([length(s, fit_length(5), None) for s in dict.fromkeys(named)])


_KEYCARD_ASKS = frozenset({"Kickback", "RKCB", "RKCB 1430", "RKCB 3014", "RKCB 0314"})
_ACE_ASKS = frozenset({"Blackwood", "Gerber"})
_KEYCARD_WORDS = _KEYCARD_ASKS | _ACE_ASKS


def _answer(reading: Reading, call: str, cc: CallContext) -> ir.Constraint | None:
    """An answer to partner's key-card or ace ask, counted in steps above it: Kickback and
    RKCB by the system's own step text (``0/3, 1/4``; third and fourth step two key
    cards), Blackwood and Gerber by aces (0 or 4, 1, 2, 3). The trumps of Kickback are
    the suit below the ask; of RKCB the one suit both partners bid naturally."""
    tags = set(cc.ask_tags)
    if not is_bid(call) or cc.contract is None or not tags & _KEYCARD_WORDS \
            or "Exclusion" in tags or not (set(reading.tags) & _KEYCARD_WORDS or any(
                p.kind == "keycards" for p in reading.understood)) \
            or _states_shape(reading.constraint):
        return None
    step = bid_rank(call) - bid_rank(cc.contract)
    if not 1 <= step <= 4:
        return None
    if tags & _KEYCARD_ASKS:
        trumps = _trumps(cc, "Kickback" in tags)
        if trumps is None or not cc.steps:
            return None
        counts = cc.steps[step - 1] if step <= 2 else (2,)
        return any_of([keycards(n, trumps) for n in counts])
    return any_of([aces(n) for n in ((0, 4), (1,), (2,), (3,))[step - 1]])


def _trumps(cc: CallContext, kickback: bool) -> str | None:
    ask = cc.contract
    if ask is None:
        return None
    if kickback:
        strains = "CDHSN"
        below = strains[strains.index(ask[1]) - 1] if ask[1] != "C" else None
        return below if below in SUITS else None
    both = [s for s, _ in cc.partner_suits if s in dict(cc.own_suits)]
    return both[0] if len(both) == 1 else None


def _penalty(words: set[str], call: str, cc: CallContext) -> ir.Constraint | None:
    """A penalty double of a suit contract: four or more cards of that suit; a penalty
    pass (of partner's takeout double): five or more; a penalty redouble: 10+ HCP."""
    if "PEN" not in words or cc.contract is None:
        return None
    strain = cc.contract[1]
    if call == "XX":
        return points("hcp", 10, None)
    if strain in SUITS and strain in cc.their_suits and call in ("X", "P"):
        return length(strain, 4 if call == "X" else 5, None)
    return None


_STRENGTH = frozenset({"hcp", "total_points", "losers", "ltc", "length_points", "rule_of_20",
                       "rule_of_15", "support_points"})
"""Features that measure strength: a text stating one states the hand's strength itself."""


def _states_strength(c: ir.Constraint | None) -> bool:
    """Whether the constraint says how strong the hand is (HCP, points of any count)."""
    return c is not None and any(isinstance(n, ir.Feature) and n.name in _STRENGTH
                                 for n in walk(c))


def _states_shape(c: ir.Constraint | None) -> bool:
    """Whether the constraint says anything of the hand's suits (a length, a shape, a
    comparison): then a suit call's own length is the text's, not the role's."""
    if isinstance(c, ir.Range) and isinstance(c.expr, ir.Feature):
        return c.expr.suit is not None
    if isinstance(c, ir.And | ir.Or):
        return any(_states_shape(t) for t in c.terms)
    if isinstance(c, ir.Not):
        return _states_shape(c.term)
    return c is not None and not isinstance(c, ir.Range)


def _after(call: str, cc: CallContext) -> str | None:
    """The contract once the call is made (the last bid for a pass or double)."""
    return call if is_bid(call) else cc.contract


def _game(contract: str | None) -> bool:
    """Whether the contract is a game or higher."""
    return contract is not None and int(contract[0]) >= _GAME_LEVEL[contract[1]]


def _strength(words: set[str], call: str, cc: CallContext) -> tuple[int | None, int | None] | None:
    if words & _PRE and cc.role in ("opening", "overcall") and "strong" not in words \
            and not words & {"FG", "INV", "F"}:
        return (None, cc.opening_min - 1)
    if cc.role == "opening" and "FG" in words and is_bid(call) and call[0] == "2":
        return (22, None)
    if cc.partner is None or cc.partner[0] is None:
        if cc.role in ("opening", "overcall"):  # partner has not bid: no zone
            return _own(words, cc)
        return _limit(words, _after(call, cc), 0) or _own(words, cc)
    low = cc.partner[0]
    high = cc.partner[1] if cc.partner[1] is not None else low + 2
    if "QUANT" in words:
        return (SLAM - 2 - low, SLAM - 1 - low)
    if "S/T" in words:
        return (max(SLAM - 2 - high, GAME - low), None)
    if words & {"FG", "choice of games"}:
        return (max(0, GAME - low), None)
    if words & {"INV", "LIM", "game try"}:
        return (max(0, INVITE - low), max(0, INVITE + 1 - low))
    if "INV+" in words or "relay" in words and cc.role != "rebid":
        return (max(0, INVITE - low), None)
    return _limit(words, _after(call, cc), low) or _own(words, cc)


def _limit(words: set[str], after: str | None,
           low: int) -> tuple[int | None, int | None] | None:
    """The most a hand that stops short may hold opposite partner's least ``low`` HCP (0
    when partner showed none: the bound then holds whatever partner has)."""
    if words & _LIMITS or words & _PRE:
        if _game(after):
            return (None, SLAM - 3 - low)
        return (None, max(0, INVITE - 1 - low))
    if "NF" in words and not _game(after):
        return (None, max(0, GAME - 1 - low))
    return None


def _own(words: set[str], cc: CallContext) -> tuple[int | None, int | None] | None:
    """``MIN`` and ``MAX``: the lower or upper part of the range the bidder showed."""
    if cc.own is None or not words & {"MIN", "MAX"}:
        return None
    lo, hi = cc.own
    if lo is not None and hi is None:  # an open range: its lower part is the minimum
        return (lo, lo + 3) if "MAX" not in words else (lo + 4, None) \
            if "MIN" not in words else None
    if lo is None or hi is None or hi - lo < 2:
        return None
    mid = (lo + hi) // 2
    if "MIN" in words and "MAX" not in words:
        return (lo, min(mid, lo + 3))
    if "MAX" in words and "MIN" not in words:
        return (mid + 1, hi)
    return None


def natural_length(call: str, words: set[str], cc: CallContext) -> int | None:
    """The least length a natural bid of its suit shows in its role and at its level: a
    raise of partner's suit the fit (eight cards together; a preference two cards), a
    rebid of one's own suit one
    card more than shown, an opening or overcall by level, a new suit by role. None for a
    bid of the opponents' suit (a cue bid), a forcing opening not called natural, an answer
    to partner's relay or question (a step) and a new suit at the four level or higher
    after our side bid suits."""
    suit, level = call[1], int(call[0])
    if cc.role == "opening" and not words & _OPENING_NATURAL or cc.asked and "NAT" not in words:
        return None
    weak = bool(words & _PRE) and "strong" not in words
    partner = dict(cc.partner_suits)
    own = dict(cc.own_suits)
    if suit in partner:
        return 2 if "preference" in words else fit_length(partner[suit])
    if suit in own:
        return max(own[suit] + 1, 5)
    if suit in cc.their_suits:
        return None
    if cc.role == "opening":
        if level == 1:
            return dict(cc.opening_lengths).get(suit, 4 if suit in "HS" else 3)
        n = _OPENING_LENGTH.get(level, 8)
        return n if weak or level > 3 else n - 1
    if cc.role == "overcall":
        if level == 1:
            return 5
        jump = cc.contract is not None and bid_rank(call) - bid_rank(cc.contract) >= 5
        return 6 if weak or jump or level >= 3 else 5
    if level >= 4 and (cc.partner_suits or cc.own_suits) and "NAT" not in words:
        return None
    if cc.role == "advance":
        return 5
    if weak:
        return 6
    return 4 if level <= 2 else 5


_SPLIT = re.compile(r"\s+or\s+|\s+/\s+", re.IGNORECASE)
_SEGMENT = re.compile(r"[,;:.]")


def _top_level(text: str) -> list[str] | None:
    """The alternatives of a text at its top level (outside brackets), each a phrase with
    no separator of its own; None when there are none."""
    if len(text) > MAX_TEXT:
        return None  # not read at all (bridgec.meanings.read_meaning)
    depth, depths = 0, []
    for ch in text:  # the bracket depth before each character
        depths.append(depth)
        depth += {"(": 1, ")": -1}.get(ch, 0)
    parts, start = [], 0
    for m in _SPLIT.finditer(text):
        if depths[m.start()] == 0:
            parts.append(text[start:m.start()])
            start = m.end()
    parts.append(text[start:])
    if len(parts) < 2 or not all(p.strip() for p in parts) \
            or any(_SEGMENT.search(p) for p in parts):
        return None  # "2+!c, NAT or BAL, 11+": where the "or" reaches is the combiner's
    return parts


def alternatives(text: str, call: str | None, cc: CallContext | None,
                 read: Callable[[str], Reading], artificial: bool = False
                 ) -> ir.Constraint | None:
    """A meaning that lists hands (``weak 6+!d or FG``, ``PRE / GF``), its words read in
    each alternative alone: the *or* of what each shows. None unless the text has words
    (plain alternatives of terms are the combiner's) and every alternative is read whole
    (nothing unread that could name a suit, a number or a condition) and shows something.
    A heading before a colon that is only a name (``Multi-coloured: ...``) is left aside."""
    if call is None or cc is None:
        return None
    head, colon, body = text.partition(":")
    if colon and head.strip() and not _SPLIT.search(head) and "(" not in head:
        heading = read(head)  # "Multi-coloured: A or B or C": a name, then the hands
        if heading.constraint is not None or heading.unread or heading.words:
            return None
        text = body
    parts = _top_level(text)
    if parts is None:
        return None
    made: list[ir.Constraint] = []
    for part in parts:
        reading = read(part)
        if any(_open_question(p) or _OR.search(p.text) for p in reading.unread):
            return None
        words = implied(reading, call, cc, artificial)
        found = [c for c in (reading.constraint, words) if c is not None]
        if not found:
            return None
        made.append(all_of(found))
    return any_of(made)
