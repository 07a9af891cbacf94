"""Combine the atoms of a meaning into a reading: its constraint, and every part with its
span, read or unread (the rules are listed in docs/meanings.md, "How parts combine").

The rules only ever widen what is unsure: a part that a condition, a negation of something
unread, or a doubt could change is left unread rather than read as something narrower;
words such as "maybe" widen a shape ("BAL, maybe 5431": balanced or 5-4-3-1) and never
narrow it; an "or" whose reach is unclear is left unread.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from bridgec import ir
from bridgec.constraints.notation import constraint_notation
from bridgec.meanings import check, terms
from bridgec.meanings.context import AuctionContext
from bridgec.meanings.lower import Atom
from bridgec.meanings.reading import Part, Reading
from bridgec.meanings.terms import Context
from bridgec.meanings.vocabulary import ARTIFICIAL

EXCEPTION = "an exception of suits, left out: the hand read is wider"
_BARE_SUIT_MIN = 3
_STRUCTURE = ("sep", "stop", "open", "close", "gap")
_POISON = {"cond": "a condition, or a reference to another auction",
           "about": "about another hand, or what the call asks",
           "neg": "a negation of what is not read", "bound": "a bound of what is not read",
           "except": EXCEPTION}
_BARE_FOLLOW = {"sep", "stop", "open", "close", "or", "and", "either", "force", "tag",
                "hedge", "cond", "about", "nt"}
_BARE_BEFORE = {"sep", "stop", "open", "close", "or", "and", "either", "force", "tag",
                "hedge", "cond", "about", "oneof", "enum", "calldef", "term"}


@dataclass
class Unit:
    """An atom being combined: its status, hedge and constraint (made for the call)."""

    atom: Atom
    source: str
    constraint: ir.Constraint | None = None
    unread: str = ""
    hedge: str = ""
    call: str = ""
    widened_by: list[Unit] = field(default_factory=list)
    asks: bool = False
    """Within what the call asks ("asks for aces"): about partner's answer, not this hand."""

    @property
    def text(self) -> str:
        return self.source[self.atom.start:self.atom.end]

    @property
    def is_term(self) -> bool:
        return self.atom.kind == "term" and not self.unread and not self.asks

    @property
    def counts(self) -> bool:
        """A term that constrains its segment (read, not hedged, lowered)."""
        return self.is_term and not self.hedge and self.constraint is not None


@dataclass
class Segment:
    """Units between separators; ``group`` numbers the bracketed group it is in (0: none).

    ``poison`` is the kind of word that makes it unread (``cond``, ``about``...), if any.
    """

    units: list[Unit]
    group: int
    alternatives: list[list[Unit]] = field(default_factory=list)
    poison: str = ""
    condition: ir.Constraint | None = None
    """Of a sentence's first segment ``If X``: the condition X, read; the rest of the
    sentence holds only when it holds."""
    implied: ir.Constraint | None = None
    """Of a segment ``Y if X``: *not X or Y*, read."""

    @property
    def paren(self) -> bool:
        return self.group > 0


Sentence = list[Segment]


@dataclass
class Block:
    """Sentences, or a list of alternatives ("one of", "1) ... 2) ...") after a prefix."""

    sentences: list[Sentence]
    items: list[Block] = field(default_factory=list)
    rest: Block | None = None


def _units(source: str, atoms: list[Atom], ctx: Context, call: str) -> list[Unit]:
    units = []
    for atom in atoms:
        unit = Unit(atom, source, call=call)
        if atom.kind == "term" and atom.term is not None:
            unit.constraint = atom.term.make(ctx)
            if unit.constraint is None and atom.term.checkable:
                unit.unread = atom.term.why or "which suit is meant is not said"
        elif atom.kind in ("other", "nt"):
            unit.unread = "not a phrase the grammar reads"
        units.append(unit)
    return units


def _bare_suits(units: list[Unit], ctx: Context) -> None:
    """A suit named alone between separators (``2H = !h, 4+m``, ``2C = clubs``) for a call
    in that suit is the suit the call shows: three cards or more, the least a natural call
    shows (a raise may have three). A one-level minor may be shorter (a short club), a
    convention or artificial call may name another hand's suit: those stay unread."""
    content = [u for u in units if u.atom.kind != "gap"]
    for i, u in enumerate(content):
        suit = u.atom.strain if u.atom.kind == "other" else None
        if not suit or suit != ctx.strain or ctx.artificial or ctx.level is None:
            continue
        if ctx.level == 1 and suit in "CD":
            continue
        if _alone(content, i):
            term = terms.Term("length", terms.suit_lengths(
                [terms.SuitRef("literal", (suit,))], _BARE_SUIT_MIN, None))
            u.atom = Atom("term", u.atom.start, u.atom.end, term=term)
            u.constraint = term.make(ctx)
            u.unread = ""


def _tight_slashes(units: list[Unit]) -> list[Unit]:
    """Two terms joined by a slash with no space around it (``6+!h/6+!s and 5-10 HCP``)
    are one item, either of them: the slash binds tighter than ``and`` and ``or``."""
    out: list[Unit] = []
    i = 0
    while i < len(units):
        u = units[i]
        prev = out[-1] if out else None
        after = units[i + 1] if i + 1 < len(units) else None
        if u.atom.kind == "or" and u.text == "/" and prev is not None and after is not None \
                and prev.atom.end == u.atom.start and u.atom.end == after.atom.start \
                and all(v.is_term and v.constraint is not None and v.atom.term is not None
                        for v in (prev, after)):
            assert prev.constraint is not None and after.constraint is not None
            assert prev.atom.term is not None
            either = terms.any_of([prev.constraint, after.constraint])
            out[-1] = Unit(Atom("term", prev.atom.start, after.atom.end,
                                term=terms.fixed(prev.atom.term.kind, either)),
                           u.source, either, call=prev.call)
            i += 2
            continue
        out.append(u)
        i += 1
    return out


_PAIR_WORDS = {"mm": ("C", "D"), "minors": ("C", "D"), "both minors": ("C", "D"),
               "MM": ("H", "S"), "majors": ("H", "S"), "both majors": ("H", "S")}
_TWO_SUITED_MIN = 4


def _two_suiters(units: list[Unit]) -> list[Unit]:
    """Two suits named alone between separators (``!c+!d``, ``!c and !h``, ``mm``,
    ``minors``): a two-suited hand, four or more cards in each (the least of a two-suiter;
    players mostly hold five-four or more)."""
    content = [u for u in units if u.atom.kind != "gap"]
    out = list(units)
    for i, u in enumerate(content):
        pair: tuple[str, ...] = ()
        last = i
        word = u.text if u.text in ("MM", "mm") else " ".join(u.text.lower().split())
        if u.atom.kind == "other" and word in _PAIR_WORDS:
            pair = _PAIR_WORDS[word]
        elif i + 2 < len(content) and content[i + 1].atom.kind == "and" \
                and u.atom.kind == "other" and content[i + 2].atom.kind == "other" \
                and (one := u.atom.strain) is not None \
                and (two := content[i + 2].atom.strain) is not None:
            pair = (one, two)
            last = i + 2
        if len(set(pair)) != 2 or not _bounded(content, i, last):
            continue
        made = terms.all_of([terms.length(s, _TWO_SUITED_MIN, None) for s in pair])
        first = out.index(u)
        end = out.index(content[last])
        joined = Unit(Atom("term", u.atom.start, content[last].atom.end,
                           term=terms.fixed("length", made)), u.source, made, call=u.call)
        out[first:end + 1] = [joined]
    return out


def _bounded(content: list[Unit], first: int, last: int) -> bool:
    """Whether units ``first..last`` stand between separators (or the text's ends)."""
    before = content[first - 1] if first else None
    after = content[last + 1] if last + 1 < len(content) else None
    return all(v is None or v.atom.kind in ("sep", "stop") and v.text.strip() not in
               ("-", "–", "—", "--") for v in (before, after))


_STOPPER_WORDS = frozenset({"stopper", "stop", "stopper shown"})
_STOPPER = 2
"""The stopper value of "stopper in !h" (GIB scale: Kx, Qxx or better)."""


def _bare_stoppers(units: list[Unit], ctx: Context) -> None:
    """``stopper`` alone between separators for a suit bid (``3H = stopper``) is a stopper
    in the call's suit; not for an artificial call or a convention, nor for notrump."""
    content = [u for u in units if u.atom.kind != "gap"]
    for i, u in enumerate(content):
        if u.atom.kind != "other" or " ".join(u.text.lower().split()) not in _STOPPER_WORDS \
                or ctx.strain not in ("C", "D", "H", "S") or ctx.artificial \
                or not _bounded(content, i, i):
            continue
        made = ir.Range(expr=ir.Feature(name="stoppers", suit=ctx.strain),  # type: ignore[arg-type]
                        min=_STOPPER, max=None)
        u.atom = Atom("term", u.atom.start, u.atom.end, term=terms.fixed("stopper", made))
        u.constraint = made
        u.unread = ""


_TWO_DIGITS = re.compile(r"^([4-9])([4-9])$")


def _bare_shapes(units: list[Unit], ctx: Context) -> None:
    """Two digits alone between separators (``64, STR``, ``55``), the longer first: the
    two-suited shape ``6-4`` / ``5-5`` as written with a dash."""
    from bridgec.meanings.lower import lower
    from bridgec.meanings.parse import pieces

    content = [u for u in units if u.atom.kind != "gap"]
    for i, u in enumerate(content):
        m = _TWO_DIGITS.match(u.text) if u.atom.kind == "other" else None
        if m is None or m.group(1) < m.group(2) or not _bounded(content, i, i):
            continue
        dashed = list(lower(pieces(f"{m.group(1)}-{m.group(2)}")))
        term = dashed[0].term if len(dashed) == 1 and dashed[0].kind == "term" else None
        made = term.make(ctx) if term is not None else None
        if term is None or made is None:
            continue
        u.atom = Atom("term", u.atom.start, u.atom.end, term=term)
        u.constraint = made
        u.unread = ""


def _alone(content: list[Unit], i: int) -> bool:
    """Between separators; across a dash, next to a length ("5+!c-!h") and not a call or
    an auction ("see 2!d-!h" names a sequence)."""
    for step in (-1, 1):
        j = i + step
        if not 0 <= j < len(content):
            continue
        sep = content[j]
        if sep.atom.kind not in ("sep", "stop"):
            return False
        if sep.text.strip() in ("-", "–", "—", "--"):
            k = j + step
            if not (0 <= k < len(content) and content[k].atom.kind == "term"):
                return False
    return True


def _check_bare(units: list[Unit]) -> None:
    """Numbers without a unit count points only between separators or words of strength."""
    content = [u for u in units if u.atom.kind != "gap"]
    for i, u in enumerate(content):
        term = u.atom.term
        if u.atom.kind != "term" or term is None or not term.bare:
            continue
        before = content[i - 1] if i else None
        after = content[i + 1] if i + 1 < len(content) else None
        ok_before = before is None or before.atom.kind in _BARE_BEFORE
        ok_after = after is None or after.atom.kind in _BARE_FOLLOW or (
            after.atom.kind == "term" and after.atom.term is not None
            and not after.atom.term.bare)
        if not (ok_before and ok_after):
            u.unread = "a number without a unit, next to words it may count"


def _transfer(atom: Atom) -> bool:
    return atom.kind == "term" and atom.term is not None and atom.term.kind == "transfer"


def _transfers_as_tags(atoms: Sequence[Atom], words: set[str]) -> Sequence[Atom]:
    """A transfer says which suit it shows only when nothing else in the meaning does: where
    lengths are stated (read or not: "If FG it shows 5+!h else 4+!h") they are the
    description, and a transfer that is a cue bid is to the opponents' suit."""
    if not any(_transfer(a) for a in atoms):
        return atoms
    stated = any(a.kind == "term" and a.term is not None and a.term.kind in _STATED
                 for a in atoms)
    if not stated and "cue bid" not in words:
        return atoms
    return [Atom("tag", a.start, a.end, words=a.words) if _transfer(a) else a for a in atoms]


_STATED: frozenset[terms.TermKind] = frozenset({"length", "two-suited"})


def _check_transfers(units: list[Unit]) -> None:
    """A transfer is the hand's own only when no word next to it says otherwise: "accepts
    the transfer to !h", "completes transfer to !s" are the partner's suit."""
    content = [u for u in units if u.atom.kind != "gap"]
    for i, u in enumerate(content):
        if not _transfer(u.atom):
            continue
        before = content[i - 1] if i else None
        if before is not None and before.atom.kind == "other" \
                and before.text.lower() in _ARTICLES:
            before = content[i - 2] if i > 1 else None
        after = content[i + 1] if i + 1 < len(content) else None
        if after is not None and after.text.lower() in _NEUTRAL_AFTER:
            after = None
        if any(n is not None and n.atom.kind in _NOT_BESIDE_TRANSFER for n in (before, after)):
            u.unread = "a transfer next to words that may make it another hand's"


_ARTICLES = frozenset({"a", "an", "the", "is"})
_NEUTRAL_AFTER = frozenset({"showing", "shows", "promising", "promises"})
_NOT_BESIDE_TRANSFER = frozenset({"other", "call", "nt"})


# ---------------------------------------------------------------------------------------
# Structure: sections (per call named), blocks, sentences, segments


def _enum_items(units: list[Unit]) -> list[int] | None:
    """Positions of list markers numbered 1, 2, 3... or a, b, c... (two at least)."""
    marks = [i for i, u in enumerate(units) if u.atom.kind == "enum"]
    labels = [units[i].atom.label for i in marks]
    for first in ("1", "a"):
        if labels[:1] == [first]:
            wanted = [str(n + 1) if first == "1" else chr(ord("a") + n)
                      for n in range(len(labels))]
            found = [i for i, lab in zip(marks, labels, strict=True) if lab in wanted]
            seq = [units[i].atom.label for i in found]
            if len(found) >= 2 and seq == wanted[:len(found)]:
                return found
    return None


def _expand_markers(units: list[Unit], keep: set[int]) -> list[Unit]:
    """Markers that are no list markers are read as their tokens ("(usually 5)")."""
    out: list[Unit] = []
    for i, u in enumerate(units):
        if u.atom.kind == "enum" and i not in keep:
            for a in u.atom.fallback:
                out.append(Unit(a, u.source, unread="not a phrase the grammar reads"
                                if a.kind == "other" else "", call=u.call))
        else:
            out.append(u)
    return out


def _block(units: list[Unit]) -> Block:
    """The structure of a section whose list markers are all real (see
    :func:`_expand_markers`)."""
    marks = [i for i, u in enumerate(units) if u.atom.kind == "enum"]
    if marks:
        bounds = [*marks, len(units)]
        items = [Block(_sentences(units[a + 1:b])) for a, b in zip(bounds, bounds[1:],
                                                                   strict=False)]
        return Block(_sentences(units[:marks[0]]), items)
    oneof = next((i for i, u in enumerate(units) if u.atom.kind == "oneof"), None)
    if oneof is not None:
        end = next((i for i in range(oneof + 1, len(units)) if units[i].atom.kind == "stop"),
                   len(units))
        items = [Block([[Segment(a, 0)]]) for a in _split(units[oneof + 1:end],
                                                               ("sep", "or"))]
        rest = Block(_sentences(units[end:])) if end < len(units) else None
        return Block(_sentences(units[:oneof + 1]), items, rest)
    return Block(_sentences(units))


def _split(units: list[Unit], kinds: tuple[str, ...]) -> list[list[Unit]]:
    out: list[list[Unit]] = [[]]
    for u in units:
        if u.atom.kind in kinds:
            out.append([])
        elif u.atom.kind != "gap":
            out[-1].append(u)
    return [part for part in out if part]


def _sentences(units: list[Unit]) -> list[Sentence]:
    sentences: list[Sentence] = [[]]
    current: list[Unit] = []
    depth, group, groups = 0, 0, 0

    def close() -> None:
        nonlocal current
        content = [u for u in current if u.atom.kind != "gap"]
        if content:
            sentences[-1].append(Segment(content, group if depth else 0))
        current = []

    for u in units:
        kind = u.atom.kind
        if kind not in ("sep", "stop", "open", "close"):
            current.append(u)
            continue
        close()
        if kind == "stop" and depth == 0:
            sentences.append([])
        elif kind == "open":
            if depth == 0:
                groups += 1
                group = groups
            depth += 1
        elif kind == "close":
            depth = max(0, depth - 1)
    close()
    return [s for s in sentences if s]


def _segments(block: Block) -> Iterator[tuple[Sentence, Segment]]:
    for sentence in block.sentences:
        for seg in sentence:
            yield sentence, seg
    for item in block.items:
        yield from _segments(item)
    if block.rest is not None:
        yield from _segments(block.rest)


def _all_sentences(block: Block) -> Iterator[Sentence]:
    yield from block.sentences
    for item in block.items:
        yield from _all_sentences(item)
    if block.rest is not None:
        yield from _all_sentences(block.rest)


# ---------------------------------------------------------------------------------------
# Marks: conditions, hedges


def _poison(seg: Segment, kind: str) -> None:
    """Leave unread what a word reaches: a condition or a word about another hand, its
    whole segment ("12+ if BAL"); a negation or bound of something not read, what follows
    it ("15-17 HCP without a fit"), or the whole of a segment it reaches into."""
    start = next((i for i, u in enumerate(seg.units) if u.atom.kind == kind), 0) \
        if kind in ("neg", "bound") else 0
    for u in seg.units[start:]:
        u.unread = _POISON[kind]


_IF = frozenset({"if", "when", "whenever"})


def _readable(units: list[Unit]) -> ir.Constraint | None:
    """The *and* of ``units`` when every one is a term read (no other word among them)."""
    if not units or not all(u.atom.kind == "term" and u.constraint is not None
                            and not u.unread for u in units):
        return None
    return terms.all_of([u.constraint for u in units if u.constraint is not None])


def _conditions(sentence: Sentence) -> None:
    """Conditions read as a player reads them: ``If 18-20 HCP: UNBAL`` (a sentence that
    opens with a condition) holds the rest of the sentence only under it; ``12+ if BAL``
    (a segment of terms, ``if``, terms) is *not BAL or 12+*. A condition whose terms are
    not all read leaves unread what it governs: the rest of its sentence, or its segment."""
    first = sentence[0]
    head = first.units[0]
    if not first.paren and head.atom.kind == "cond" and head.text.lower() in _IF:
        first.condition = _readable(first.units[1:])
        if first.condition is None:
            for seg in sentence[1:]:
                seg.poison = "cond"
                _poison(seg, "cond")
        return
    for seg in sentence:
        at = [i for i, u in enumerate(seg.units) if u.atom.kind == "cond"]
        if len(at) != 1 or seg.units[at[0]].text.lower() not in _IF:
            continue
        then, when = _readable(seg.units[:at[0]]), _readable(seg.units[at[0] + 1:])
        if then is not None and when is not None:
            seg.implied = terms.any_of([terms.negate(when), then])


def _mark(sentence: Sentence) -> None:
    _conditions(sentence)
    pending = reach = ""
    for n, seg in enumerate(sentence):
        if seg.condition is not None or seg.implied is not None:
            continue
        kinds = [u.atom.kind for u in seg.units if u.atom.kind in _POISON]
        kind = next((k for k in ("cond", "about") if k in kinds), kinds[0] if kinds else "")
        if not kind and seg.paren:
            kind = next((o.poison for o in sentence[:n] if o.group == seg.group and o.poison),
                        "")  # a condition reaches to the end of its brackets
        if kind == "about" and _ask(seg) or kind == "cond" and _exception(seg):
            kind = ""
        if kind:
            seg.poison = kind
            _poison(seg, kind)
            if seg.paren and n == 0 and len(sentence) > 1 and not sentence[1].paren:
                sentence[1].poison = kind  # "(after 2!h) 5+!s": the condition comes first
                _poison(sentence[1], kind)
        if pending and seg.paren:
            for u in seg.units:
                u.hedge = u.hedge or pending
        if reach and seg.paren and not kind:
            seg.poison = reach  # "not (4333)": the negation reaches into the brackets
            _poison(seg, reach)
        last = seg.units[-1].atom.kind
        reach = last if last in ("neg", "bound") and not seg.units[-1].hedge else ""
        pending = _hedge(seg)
        if all(u.atom.kind == "hedge" and u.atom.label == "post" for u in seg.units) and n:
            for u in sentence[n - 1].units:
                u.hedge = u.hedge or "post"


_ASK_WORDS = frozenset({"ask", "asks", "asking", "inquiry", "enquiry", "question", "pyta",
                        "pytanie", "demande", "vraagt"})
_BEFORE_ASK = frozenset({"force", "tag", *_STRUCTURE})


def _ask(seg: Segment) -> bool:
    """"asks for aces", "(R) asking for shortness": a segment whose first word about
    another hand is an asking word, after only forcing words and conventions, says what
    the call asks; from that word on it is read as the question (nothing of this hand)."""
    for i, u in enumerate(seg.units):
        if u.atom.kind == "about" and u.text.lower() in _ASK_WORDS:
            for v in seg.units[i:]:
                v.asks, v.unread = True, ""
            return True
        if u.atom.kind not in _BEFORE_ASK:
            return False
    return False


_EXCEPT_WORDS = frozenset({"except", "excluding"})


def _exception(seg: Segment) -> bool:
    """"Any game force except !d": an exception naming only suits, at the end of its
    segment, is left unread alone; what comes before it is read (a wider hand: the
    exception only narrows it)."""
    conds = [i for i, u in enumerate(seg.units) if u.atom.kind == "cond"]
    if len(conds) != 1 or seg.units[conds[0]].text.lower() not in _EXCEPT_WORDS:
        return False
    rest = seg.units[conds[0] + 1:]
    if not any(u.atom.strain is not None for u in rest) or not all(
            u.atom.kind in ("gap", "and", "or") or u.atom.strain is not None for u in rest):
        return False
    for u in seg.units[conds[0]:]:
        u.unread = EXCEPTION
    return True


def _hedge(seg: Segment) -> str:
    """Mark the units a hedge reaches; the hedge ending the segment, if any, reaches on."""
    units = seg.units
    for i, u in enumerate(units):
        if u.atom.kind != "hedge" or u.unread:
            continue
        if u.atom.label == "post":
            for v in units[:i]:
                v.hedge = v.hedge or "post"
        else:
            for v in units[i + 1:]:
                v.hedge = v.hedge or u.atom.label
            if i == len(units) - 1:
                return u.atom.label
    return ""


def _alternatives(seg: Segment) -> None:
    alts = _split(seg.units, ("or",))
    for alt in alts[1:]:
        if alt[0].atom.kind == "hedge" and alt[0].atom.label == "allow":
            for u in alt:  # "A or maybe B", "A or even B": the "or" already allows B
                if u.hedge == "allow" and u.atom.kind == "term":
                    u.hedge = ""
    seg.alternatives = alts


def _widen(block: Block) -> None:
    """Hedged shapes ("maybe 5431", "4333 possible") widen the shape that is stated."""
    anchor: Unit | None = None
    for _, seg in _segments(block):
        if len(seg.alternatives) == 1:
            anchor = anchor or next((u for u in seg.units if u.counts and u.atom.term is not None
                                     and u.atom.term.shape), None)
    if anchor is None:
        return
    for _, seg in _segments(block):
        for u in seg.units:
            term = u.atom.term
            if u.is_term and u.hedge in ("allow", "post") and term is not None and term.shape \
                    and u.constraint is not None:
                anchor.widened_by.append(u)
    if anchor.widened_by:
        assert anchor.constraint is not None
        extra = terms.any_of([u.constraint for u in anchor.widened_by
                              if u.constraint is not None])
        more = extra.terms if isinstance(extra, ir.Or) else (extra,)
        anchor.constraint = ir.Or(terms=(anchor.constraint, *more))


# ---------------------------------------------------------------------------------------
# Safety rules: qualifiers that follow, the reach of "or"


Bound = tuple[str, int | None, int | None]


def _bounds(c: ir.Constraint | None) -> list[Bound]:
    if isinstance(c, ir.Range) and isinstance(c.expr, ir.Feature):
        key = c.expr.name + (c.expr.suit or "")
        return [(key, c.min, c.max)]
    if isinstance(c, (ir.And, ir.Or)):
        return [b for t in c.terms for b in _bounds(t)]
    return []


def _features(c: ir.Constraint | None) -> set[str]:
    """What a part is about, for the reach of "or": a shape word (balanced, 4441) is about
    the hand's pattern, not one suit's length, so "12-21 HCP or 11 HCP and unbalanced, 5+!s"
    groups only one way."""
    if isinstance(c, ir.Shape):
        return {"shape"}
    if isinstance(c, ir.Compare):
        return _features_expr(c.left) | _features_expr(c.right)
    if isinstance(c, ir.Not):
        return _features(c.term)
    if isinstance(c, (ir.And, ir.Or)):
        return set().union(*(_features(t) for t in c.terms))
    return {b[0] for b in _bounds(c)}


def _features_expr(x: ir.Expr) -> set[str]:
    return {x.name + (x.suit or "")} if isinstance(x, ir.Feature) else set()


def _inside(inner: tuple[int | None, int | None], outer: tuple[int | None, int | None]) -> bool:
    lo, hi = inner
    olo, ohi = outer
    low_ok = olo is None or (lo is not None and lo >= olo)
    high_ok = ohi is None or (hi is not None and hi <= ohi)
    return low_ok and high_ok


def _is_qualifier(seg: Segment) -> bool:
    """A bracketed or doubtful part that adds no term of its own: what it says of a number
    or suit may be a qualification of the part before ("(4 if 5431)", "maybe 5"). Words
    about another hand are not about this one."""
    if seg.poison == "about" or any(u.counts for u in seg.units) and not _stray_number(seg):
        return False
    return seg.paren or any(u.hedge or u.atom.kind == "hedge" for u in seg.units)


def _stray_number(seg: Segment) -> bool:
    """Brackets holding a number no phrase reads besides terms ("(9 with a good suit)"):
    the number qualifies a term before, and the terms are the condition of that exception."""
    return seg.paren and any(_number(u.text) and u.atom.kind == "other" for u in seg.units)


def _number(text: str) -> bool:
    """A number as written (``str.isdigit`` holds for ``³`` too, which ``int`` refuses)."""
    return text.isascii() and text.isdigit()


def _qualify(sentence: Sentence) -> None:
    """A doubtful or conditional part after a term, saying less than it ("5+!h (4 if
    5431)", "6+!h, NF, maybe 5"), makes that term unread: it is not all there is.

    A term of the qualifier is held against every term before it about the same feature; a
    bare number against the last term before it that is about one feature."""
    for n, seg in enumerate(sentence):
        if not n or not _is_qualifier(seg):
            continue
        for u in seg.units if _stray_number(seg) else ():
            if u.counts:
                u.unread = "the condition of a number in brackets"
        before = [u for o in sentence[:n] for u in o.units if u.counts]
        if not before:
            continue
        probes = [b for u in seg.units if u.atom.kind == "term" for b in _bounds(u.constraint)]
        numbers = [int(u.text) for u in seg.units if _number(u.text)]
        last = before[-1]
        for u in before:
            mine = _bounds(u.constraint)
            clash = any(not _inside((lo, hi), (mlo, mhi)) for k, lo, hi in probes
                        for mk, mlo, mhi in mine if k == mk)
            if u is last and len({k for k, _, _ in mine}) == 1:
                clash = clash or any(not _inside((x, x), (mlo, mhi)) for x in numbers
                                     for _, mlo, mhi in mine)
            if clash:
                u.unread = "a qualifier that follows may allow less than this"


def _listed(sentence: Sentence) -> bool:
    """A sentence "A, B, or C": a part that starts or ends with "or" makes parts between
    commas alternatives."""
    return _last_or(sentence) is not None


def _last_or(sentence: Sentence) -> int | None:
    """The index of the last alternative of a list "A, B, or C" (the part after the last
    "or" that stands between parts), if the sentence is one."""
    found = None
    for n, seg in enumerate(sentence):
        if seg.units[0].atom.kind == "or":
            found = n
        elif seg.units[-1].atom.kind == "or" and n + 1 < len(sentence):
            found = n + 1
    return found


_STRENGTH = {"hcp", "total_points", "length_points", "rule_of_20", "rule_of_15", "ltc",
             "losers", "support_points", "controls"}


def _kinds(seg: Segment) -> set[str]:
    """What a part is about, broadly: the hand's pattern (suit lengths, shapes) or its
    strength (points, losers), or another feature by name."""
    keys = set().union(*(_features(u.constraint) for u in seg.units if u.counts))
    return {"pattern" if k == "shape" or k.startswith("length") else
            "strength" if k.rstrip("CDHS") in _STRENGTH else k for k in keys}


def _filler(seg: Segment) -> bool:
    return all(u.atom.kind in ("or", "either", "gap") for u in seg.units)


def _list_reach(sentence: Sentence) -> tuple[int, int] | None:
    """The alternatives ``first..last`` of "A, B, or C": going back from C, the parts about
    what C is about ("PRE 7+!c, INV+ 4+!d, or UNBAL FG": all three). A part before them
    about something else is said of every alternative ("11--15 hcp, 6+!c, or 5!c and
    4!h": the points hold for both). None: where the list starts is not clear (the part
    before C is about something else, or a part before the list repeats a feature of it)."""
    last = _last_or(sentence)
    if last is None:
        return None
    about = _kinds(sentence[last])
    first = last
    for n in range(last - 1, -1, -1):
        seg = sentence[n]
        if _filler(seg):
            continue
        mine = _kinds(seg)
        if mine & about:
            first = n
            continue
        if first == last or not mine:
            return None
        break
    if first == last:
        return None
    listed = [u.constraint for seg in sentence[first:last + 1] for u in seg.units if u.counts]
    keys = set().union(*(_features(c) for c in listed))
    for seg in sentence[:first]:
        if any(keys & _features(u.constraint) for u in seg.units if u.counts):
            return None
    return first, last


def _reach_of_list(sentence: Sentence) -> None:
    """Terms of a list whose reach is not clear, and terms after its last alternative (of
    it, or of the whole?), are left unread."""
    reach = _list_reach(sentence)
    if reach is None:
        spoiled = sentence
    else:
        spoiled = sentence[reach[1] + 1:]
    for seg in spoiled:
        for u in seg.units:
            if u.is_term:
                u.unread = "the reach of ', or' here is not clear"


def _reach_of_or(sentence: Sentence) -> None:
    """An "or" next to other parts about the same suits or points is read inside its
    segment only when that reading is plain: each alternative adds something to the rest of
    the sentence and can hold with it. "5+!h, 10+ HCP or 4+!h, 13+ HCP" read so would make
    "4+!h" and "10+ HCP" say nothing (the writer meant the "or" to reach further), so those
    parts are left unread; "5+!s, 10-21 HCP or 9 HCP and 6+!s" is read as written."""
    if _listed(sentence):
        _reach_of_list(sentence)
        return
    for seg in sentence:
        if len(seg.alternatives) < 2:
            continue
        mine = set().union(*(_features(u.constraint) for u in seg.units if u.counts))
        others = [o for o in sentence if o is not seg]
        clash = [o for o in others
                 if mine & set().union(*(_features(u.constraint) for u in o.units if u.counts))]
        if not clash or _plain_reach(seg, others):
            continue
        for o in [seg, *clash]:
            for u in o.units:
                if u.is_term:
                    u.unread = "the reach of 'or' here is not clear"


def _plain_reach(seg: Segment, others: list[Segment]) -> bool:
    """Each alternative of ``seg``, with the rest of the sentence, neither contradicts it
    nor follows from it (a writer who meant the "or" to stay in its segment writes
    alternatives that choose)."""
    rest = _and([_segment_constraint(o) for o in others])
    for alt in seg.alternatives:
        read = [u.constraint for u in alt if u.counts and u.constraint is not None]
        if not read:
            return False
        mine = terms.all_of(read)
        with_rest = mine if rest is None else terms.all_of([rest, mine])
        if not check.satisfiable(with_rest):
            return False
        if rest is not None and not check.satisfiable(terms.all_of([rest, ir.Not(term=mine)])):
            return False
    return True


# ---------------------------------------------------------------------------------------
# Constraints


def _segment_constraint(seg: Segment) -> ir.Constraint | None:
    made: list[ir.Constraint | None] = []
    for alt in seg.alternatives:
        read = [u.constraint for u in alt if u.counts and u.constraint is not None]
        made.append(terms.all_of(read) if read else None)
    if not made:
        return None
    if len(made) == 1:
        return made[0]
    if any(m is None for m in made):
        return None
    return terms.any_of(made)  # type: ignore[arg-type]


def _and(parts: list[ir.Constraint | None]) -> ir.Constraint | None:
    found = [p for p in parts if p is not None]
    return terms.all_of(found) if found else None


def _sentence_constraint(sentence: Sentence) -> ir.Constraint | None:
    if sentence[0].condition is not None:
        then = _sentence_constraint(sentence[1:]) if len(sentence) > 1 else None
        if then is None:
            return None
        return terms.any_of([terms.negate(sentence[0].condition), then])
    made = [seg.implied if seg.implied is not None else _segment_constraint(seg)
            for seg in sentence]
    reach = _list_reach(sentence)
    if reach is None:
        return _and(made)
    first, last = reach
    listed = [m for m, seg in zip(made[first:last + 1], sentence[first:last + 1], strict=True)
              if m is not None or not _filler(seg)]
    if any(m is None for m in listed):
        return _and(made[:first])
    return _and([*made[:first], terms.any_of(listed)])  # type: ignore[arg-type]


def _block_constraint(block: Block) -> ir.Constraint | None:
    parts = [_sentence_constraint(s) for s in block.sentences]
    if block.items:
        made = [_block_constraint(item) for item in block.items]
        parts.append(None if any(m is None for m in made)
                     else terms.any_of(made))  # type: ignore[arg-type]
    if block.rest is not None:
        parts.append(_block_constraint(block.rest))
    return _and(parts)


# ---------------------------------------------------------------------------------------
# Sections: a meaning that describes other calls ("1HS = 5+!h/!s")


def _level(pattern: str) -> tuple[str, frozenset[str]]:
    return pattern[:1], frozenset(pattern[1:])


def family(call: str | None, pattern: str | None) -> frozenset[str]:
    """The strains of ``pattern`` (``1HS``, ``2M``, ``1m``, ``2red``...) if the call is one of
    them at its level; empty otherwise."""
    if not call or not pattern or pattern[:1] != call[:1] or not call[:1].isdigit():
        return frozenset()
    rest = pattern[1:]
    named = {"M": "HS", "m": "CD", "oM": "HS", "om": "CD", "red": "DH", "black": "CS",
             "X": "CDHS", "Y": "CDHS", "Z": "CDHS"}
    strains = frozenset(named.get(rest, rest if set(rest) <= set("CDHS") else ""))
    return strains if call[1:2] in strains and len(strains) > 1 else frozenset()


def _applies(label: str, call: str | None) -> bool:
    if not label:
        return True
    if not call:
        return False
    level, strains = _level(label)
    return call[:1] == level and call[1:2] in strains


# ---------------------------------------------------------------------------------------
# The reading


def read(text: str, atoms: Sequence[Atom], call: str | None = None,
         pattern: str | None = None, auction: AuctionContext | None = None) -> Reading:
    """The reading of ``text`` (its atoms given) for ``call`` written as ``pattern``, in
    the ``auction`` context when known."""
    words = {w for a in atoms if a.kind in ("force", "tag") for w in a.words}
    atoms = _transfers_as_tags(atoms, words)
    strain = call[1] if call and call[:1].isdigit() and len(call) > 1 else None
    level = int(call[0]) if call and call[:1].isdigit() else None
    artificial = bool(words & ARTIFICIAL) or any(a.kind == "tag" or _transfer(a)
                                                 for a in atoms)
    made: list[ir.Constraint | None] = []
    every: list[Unit] = []
    for label, section in _sections(atoms):
        strains = family(call, label or pattern)
        ctx = Context(strain, strains, artificial, level, auction)
        units = _units(text, section, ctx, label)
        _bare_suits(units, ctx)
        _bare_stoppers(units, ctx)
        _bare_shapes(units, ctx)
        units = _tight_slashes(_two_suiters(units))
        _check_bare(units)
        _check_transfers(units)
        units = _expand_markers(units, set(_enum_items(units) or ()))
        block = _block(units)
        for sentence in _all_sentences(block):
            _mark(sentence)
            for seg in sentence:
                _alternatives(seg)
        _widen(block)
        for sentence in _all_sentences(block):
            _qualify(sentence)
            _reach_of_or(sentence)
        if _applies(label, call):
            made.append(_block_constraint(block))
        elif call:
            for u in units:
                if u.is_term:
                    u.unread = f"about {label}, not this call"
        every.extend(units)
    constraint = _and(made)
    if constraint is not None and not check.satisfiable(constraint):
        for u in every:
            if u.counts:
                u.unread = "contradicts the rest of the reading"
        constraint = None
    return _reading(text, constraint, every)


def _sections(atoms: Sequence[Atom]) -> list[tuple[str, list[Atom]]]:
    """The atoms about the call itself, then those after each "1HS =" about that call."""
    out: list[tuple[str, list[Atom]]] = [("", [])]
    for a in atoms:
        if a.kind == "calldef":
            out.append((a.label, [a]))
        else:
            out[-1][1].append(a)
    return [s for s in out if s[1]]


def _reading(text: str, constraint: ir.Constraint | None, units: list[Unit]) -> Reading:
    understood: list[Part] = []
    unread: list[Part] = []
    words: list[str] = []
    tags: list[str] = []
    joinable = False  # the last part is unread and only gaps came after it
    for u in units:
        kind = u.atom.kind
        if kind in _STRUCTURE:
            joinable = joinable and kind == "gap"
            continue
        span_text = text[u.atom.start:u.atom.end]
        if u.unread:
            last = unread[-1] if unread else None
            if joinable and last is not None and last.reading == u.unread \
                    and last.call == u.call:
                unread[-1] = Part(last.start, u.atom.end, text[last.start:u.atom.end],
                                  "unread", u.unread, u.call)
            else:
                unread.append(Part(u.atom.start, u.atom.end, span_text, "unread", u.unread,
                                   u.call))
            joinable = True
            continue
        joinable = False
        if u.asks:
            last = understood[-1] if understood else None
            if last is not None and last.kind == "ask":
                understood[-1] = Part(last.start, u.atom.end, text[last.start:u.atom.end],
                                      "ask", last.reading, u.call)
            else:
                understood.append(Part(u.atom.start, u.atom.end, span_text, "ask",
                                       "what the call asks (partner's answer)", u.call))
            if "ASK" not in words:
                words.append("ASK")
            continue
        understood.append(Part(u.atom.start, u.atom.end, span_text, _part_kind(u),
                               _describe(u), u.call))
        if not u.hedge:
            bucket = tags if kind == "tag" or kind == "term" else words
            for w in u.atom.words:
                if w not in bucket:
                    bucket.append(w)
    return Reading(text, constraint, tuple(understood), tuple(unread), tuple(tags),
                   tuple(words))


_PART_KINDS = {"force": "force", "tag": "convention", "call": "call",
               "calldef": "call-definition", "binding": "binding", "hedge": "hedge",
               "or": "connective", "and": "connective", "either": "connective",
               "oneof": "list", "enum": "list"}


def _part_kind(u: Unit) -> str:
    if u.atom.kind == "term" and u.atom.term is not None:
        return u.atom.term.kind
    return _PART_KINDS.get(u.atom.kind, u.atom.kind)


def _describe(u: Unit) -> str:
    atom = u.atom
    if atom.kind == "term":
        if atom.term is not None and not atom.term.checkable and u.constraint is None:
            return f"{atom.term.kind} (nothing a hand evaluator can check)"
        own = constraint_notation(u.constraint)
        if u.widened_by:
            own += " (widened by what a hedge allows)"
        if u.hedge == "mostly":
            return f"usually, not always: {own}"
        if u.hedge:
            return f"allowed as well: {own}"
        return own
    if atom.kind in ("force", "tag"):
        return ", ".join(atom.words)
    if atom.kind == "call":
        return f"the call {atom.label}"
    if atom.kind == "calldef":
        return f"what follows is about {atom.label}"
    if atom.kind == "hedge":
        return {"allow": "what follows may hold", "mostly": "what follows usually holds",
                "post": "what comes before may hold"}[atom.label]
    if atom.kind == "enum":
        return f"item {atom.label} of a list of alternatives"
    if atom.kind == "oneof":
        return "a list of alternatives follows"
    return atom.kind

