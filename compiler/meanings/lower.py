"""Lower the phrases of a meaning (ANTLR parse trees) into atoms: terms, words and marks.

An :class:`Atom` is one phrase or one unread token with its span (character offsets in the
text, end exclusive). Terms keep a maker for their constraint (see
:mod:`bridgec.meanings.terms`); how atoms combine is :mod:`bridgec.meanings.combine`'s part.
A phrase whose numbers do not fit (a shape that does not add up to 13, a range that goes
down) becomes one unread atom.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from antlr4.tree.Tree import TerminalNode

from bridgec import ir
from bridgec._generated.meaning.MeaningParser import MeaningParser as P
from bridgec._generated.meaning.MeaningParserVisitor import MeaningParserVisitor
from bridgec.bridge.calls import MAJORS, MINORS
from bridgec.constraints.shapes import balanced, semi_balanced
from bridgec.meanings import evaluation as ev
from bridgec.meanings import terms as t
from bridgec.meanings import vocabulary
from bridgec.meanings.context import fit_length
from bridgec.meanings.parse import Piece, tree_of
from bridgec.meanings.terms import Context, SuitRef, Term

MAX_LENGTH = 13

AtomKind = Literal[
    # phrases
    "term", "force", "tag", "call", "calldef", "binding", "oneof", "enum", "hedge", "cond",
    # connectives and separators
    "or", "and", "either", "sep", "stop", "open", "close",
    # words no phrase took: a negation, a bound or "NT" alone, "partner"/"asks", any other
    "neg", "bound", "nt", "about", "other",
    # punctuation that says nothing ("*", "|", "@", a control character)
    "gap",
]
"""What an atom is (docs/meanings.md, "Atoms")."""

Strain = Literal["C", "D", "H", "S"]


@dataclass(frozen=True)
class Atom:
    """A phrase or unread token: ``kind`` says which (see docs/meanings.md, "Atoms")."""

    kind: AtomKind
    start: int
    end: int
    term: Term | None = None
    words: tuple[str, ...] = ()
    label: str = ""
    fallback: tuple[Atom, ...] = ()
    strain: Strain | None = None
    """The suit an ``other`` atom names alone (``!h``, ``clubs``): the combiner may read it."""


class _Invalid(Exception):
    """A phrase whose numbers do not fit: it is read as unread text."""


def _tokens(ctx: Any) -> list[Any]:
    return [c.symbol for c in ctx.getChildren() if isinstance(c, TerminalNode)]


def _types(ctx: Any) -> list[int]:
    return [tok.type for tok in _tokens(ctx)]


def _numbers(ctx: Any) -> list[int]:
    return [int(tok.text) for tok in _tokens(ctx) if tok.type == P.NUMBER]


def _span(ctx: Any) -> tuple[int, int]:
    return ctx.start.start, ctx.stop.stop + 1


_SUIT_LETTER = {"c": "C", "d": "D", "h": "H", "s": "S"}
_NUMBER_WORDS = {w: n for n, w in enumerate(
    ("three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
     "thirteen"), 3)}
_SUIT_WORD = {P.CLUBS: "C", P.DIAMONDS: "D", P.HEARTS: "H", P.SPADES: "S"}
_CLASSES = {P.MAJOR_SYM: MAJORS, P.MAJOR: MAJORS, P.MINOR_SYM: MINORS,
            P.MINOR: MINORS, P.RED: ("D", "H"), P.BLACK: ("C", "S"),
            P.POINTED: ("D", "S"), P.ROUNDED: ("C", "H"), P.BOTH_MAJORS: MAJORS,
            P.MAJORS: MAJORS, P.BOTH_MINORS: MINORS, P.MINORS: MINORS}
_BOUNDS = {P.AT_LEAST, P.AT_MOST, P.EXACTLY, P.LESS_THAN, P.MORE_THAN}
_HEDGES = {P.HEDGE_A: "allow", P.HEDGE_M: "mostly", P.HEDGE_P: "post", P.TILDE: "mostly",
           P.QMARK: "post"}
_CONNECTIVES: dict[int, AtomKind] = {
    P.OR: "or", P.SLASH: "or", P.AND: "and", P.WITH: "and", P.PLUS: "and", P.IE: "and",
    P.EITHER: "either"}
_SEPARATORS: dict[int, AtomKind] = {
    P.COMMA: "sep", P.SEMI: "sep", P.COLON: "sep", P.DASH: "sep", P.PERIOD: "stop",
    P.LPAREN: "open", P.LBRACK: "open", P.RPAREN: "close", P.RBRACK: "close"}


def _count(lo: int | None, hi: int | None, limit: int = MAX_LENGTH) -> tuple[int | None,
                                                                             int | None]:
    for v in (lo, hi):
        if v is not None and not 0 <= v <= limit:
            raise _Invalid
    if lo is not None and hi is not None and lo > hi:
        raise _Invalid
    return lo, hi


class Lowering(MeaningParserVisitor):
    """Visit one phrase; ``negated`` is set while reading the terms a negation covers
    ("no 4 card major": a plain count is a minimum, four or more)."""

    def __init__(self) -> None:
        self.negated = False

    # -- phrases -------------------------------------------------------------------

    def visitPhrase(self, ctx: Any) -> list[Atom]:
        child = ctx.getChild(0)
        start, end = _span(child)
        try:
            atoms: list[Atom] = self.visit(child)
        except _Invalid as invalid:
            why = str(invalid) or "numbers that do not fit"
            return [Atom("other", start, end, label=why)]
        return atoms

    def visitTerm(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        term: Term = self.visit(ctx.termBody().getChild(0))
        if term.kind == "call":
            return [Atom("call", start, end, label=ctx.getText())]
        return [Atom("term", start, end, term=term, words=term.tags)]

    def visitNegated(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        self.negated = True
        try:
            parts: list[Term] = [self.visit(n.getChild(0)) for n in ctx.negatable()]
        finally:
            self.negated = False
        joiner = "or" if P.OR in _types(ctx) else "and"
        term = Term("negation", t.negated([p.make for p in parts], joiner),
                    tags=tuple(tag for p in parts for tag in p.tags))
        return [Atom("term", start, end, term=term, words=term.tags)]

    def visitAuction(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        calls = [a.call() for a in ctx.auctionCall()]
        plain = all(a.getChildCount() == 1 for a in ctx.auctionCall())
        pair = _length_pair(calls) if len(calls) == 2 and plain else None
        if pair is not None:
            return [Atom("term", start, end, term=pair)]
        return [Atom("call", start, end, label=ctx.getText())]

    def visitCallMention(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        named = ctx.callFamily() or ctx.call()
        return [Atom("call", start, end, label=named.getText())]

    def visitCallFamily(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        return [Atom("call", start, end, label=ctx.getText())]

    def visitCallRef(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        return [Atom("call", start, end, label=ctx.getText())]

    def visitCallDef(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        toks = _tokens(ctx)
        label = "".join(tok.text for tok in toks[:-1])
        return [Atom("calldef", start, end, label=_call_pattern(label))]

    def visitBinding(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        return [Atom("binding", start, end, label=ctx.getText())]

    def visitForce(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        word = vocabulary.force_word(ctx.forceWord().getText())
        if P.PLUS in _types(ctx) or P.AT_LEAST in _types(ctx):
            word += "+"
        return [Atom("force", start, end, words=(word,))]

    def visitConvention(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        names = tuple(vocabulary.tag(_text(n)) for n in ctx.conventionName())
        target = _transfer_target(ctx) if "transfer" in names else None
        if target is not None:
            term = Term("transfer", t.transfer_length(target), tags=names)
            return [Atom("term", start, end, term=term, words=names)]
        return [Atom("tag", start, end, words=names)]

    def visitOneOf(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        return [Atom("oneof", start, end)]

    def visitEnumMarker(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        toks = _tokens(ctx)
        label = next(tok for tok in toks if tok.type not in (P.LPAREN, P.RPAREN))
        fallback = tuple(token_atom(tok) for tok in toks)
        return [Atom("enum", start, end, label=label.text.lower(), fallback=fallback)]

    def visitHedge(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        return [Atom("hedge", start, end, label=_HEDGES[ctx.start.type])]

    def visitCondition(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        return [Atom("cond" if ctx.start.type == P.COND else "about", start, end)]

    def visitConnective(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        return [Atom(_CONNECTIVES[ctx.start.type], start, end)]

    def visitSeparator(self, ctx: Any) -> list[Atom]:
        start, end = _span(ctx)
        return [Atom(_SEPARATORS[ctx.start.type], start, end)]

    # -- terms ---------------------------------------------------------------------

    def visitTwoSuited(self, ctx: Any) -> Term:
        types = _types(ctx)
        if P.NUMBER not in types and ctx.twoNumbers() is None:
            # "both MM": both suits of the class, at least four cards each
            if self.negated:
                raise _Invalid("both majors or minors denied: which is not said")
            both = _CLASSES[P.BOTH_MAJORS if P.BOTH_MAJORS in types else P.BOTH_MINORS]
            return t.fixed("two-suited", t.all_of([t.length(s, 4, None) for s in both]))
        pair_ctx = ctx.pairClass()
        pair = _CLASSES[pair_ctx.start.type] if pair_ctx is not None else None
        if ctx.twoNumbers() is not None:
            a, b = sorted(_numbers(ctx.twoNumbers()), reverse=True)
        else:
            digits = _tokens(ctx)[0].text
            if len(digits) == 2:
                a, b = sorted((int(digits[0]), int(digits[1])), reverse=True)
            else:
                return self._one_of_class(ctx, int(digits), pair, types)
        if b < 3 or a + b > MAX_LENGTH:
            raise _Invalid
        c = t.two_suited((pair[0], pair[1]) if pair else None, a, b)
        return t.fixed("two-suited", c)

    def _one_of_class(self, ctx: Any, n: int, pair: tuple[str, ...] | None,
                      types: list[int]) -> Term:
        """``4+ in both minors``, ``4 card majors``: one number for a class of suits."""
        assert pair is not None
        if n > MAX_LENGTH:
            raise _Invalid
        plus = P.PLUS in types or P.OR_LONGER in types or self.negated
        lo, hi = n, (None if plus else n)
        both = P.BOTH in types or ctx.pairClass().start.type in (P.BOTH_MAJORS, P.BOTH_MINORS)
        if both:
            return t.fixed("two-suited", t.all_of([t.length(s, lo, hi) for s in pair]))
        return Term("length", t.suit_lengths([SuitRef("class", pair)], lo, hi))

    def visitClassShape(self, ctx: Any) -> Term:
        toks = _tokens(ctx)
        digits = "".join(tok.text for tok in toks if tok.type == P.NUMBER)
        shape = t.shape_dashed([int(d) for d in digits]) if len(digits) == 4 else None
        if shape is None:
            raise _Invalid
        pair = _CLASSES[toks[1].type]
        n = int(digits[0])
        return t.fixed("shape", t.all_of([shape, t.any_of([t.length(s, n, n) for s in pair])]),
                       shape=True)

    def visitLength(self, ctx: Any) -> Term:
        parts: list[Term] = [self.visit(one) for one in ctx.lengthOne()]
        if len(parts) == 1:
            return parts[0]

        def make(c: Context) -> ir.Constraint | None:
            made = [p.make(c) for p in parts]
            return None if any(m is None for m in made) else t.all_of(made)  # type: ignore[arg-type]
        return Term("length", make)

    def visitLengthOne(self, ctx: Any) -> Term:
        word = ctx.NUMWORD()
        if ctx.bound() is not None:
            n = _NUMBER_WORDS[word.getText().lower()] if word is not None \
                else int(_tokens(ctx)[0].text)
            lo, hi = _bound(ctx.bound().start.type, n)
            plain = False
        elif word is not None:
            n = _NUMBER_WORDS[word.getText().lower()]
            lo, hi, plain = n, (None if self.negated else n), True
        else:
            lo, hi, plain = self.visit(ctx.lengthCount())
        lo, hi = _count(lo, hi)
        refs = self.visit(ctx.suits()) if ctx.suits() is not None else [SuitRef("implicit")]
        if plain and not self.negated and lo is not None and lo <= 2 and ctx.cardWord() is None \
                and len(refs) == 1 and refs[0].kind in ("literal", "class"):
            return Term("call", lambda c: None)  # "1!d", "2M": a call, not a length
        return Term("length", t.suit_lengths(refs, lo, hi))

    def visitLengthCount(self, ctx: Any) -> tuple[int | None, int | None,
                                                                  bool]:
        types = [ty for ty in _types(ctx) if ty != P.NUMBER]
        nums = _numbers(ctx)
        if P.LPAREN in types:
            low, high = min(nums), max(nums)
            return low, (None if P.PLUS in types else high), False
        if len(nums) == 2:
            return nums[0], nums[1], False
        n = nums[0]
        if not types:
            return n, (None if self.negated else n), True
        if types[0] in (P.PLUS, P.OR_LONGER):
            return n, None, False
        if types[0] == P.EQ:
            return n, n, False
        return None, n, False

    def visitSuits(self, ctx: Any) -> list[SuitRef]:
        return [self.visit(s) for s in ctx.suit()]

    def visitSuit(self, ctx: Any) -> SuitRef:
        types = _types(ctx)
        first = ctx.start
        if first.type == P.SUIT:
            return SuitRef("literal", (_SUIT_LETTER[first.text[-1].lower()],))
        if first.type in _SUIT_WORD:
            return SuitRef("literal", (_SUIT_WORD[first.type],))
        if first.type == P.HASH:
            return SuitRef("bid")
        if first.type == P.OTHER_MAJOR or (first.type == P.OTHERW and P.MAJOR in types):
            return SuitRef("other-major")
        if first.type == P.OTHER_MINOR or (first.type == P.OTHERW and P.MINOR in types):
            return SuitRef("other-minor")
        if first.type == P.NEXT and P.SUITW in types:
            return SuitRef("next")
        if first.type == P.RANKED:
            return SuitRef(_RANKS[first.text.lower()])
        classes = [ty for ty in types if ty in _CLASSES]
        if classes:
            return SuitRef("class", _CLASSES[classes[0]])
        return SuitRef("implicit")

    def visitCompare(self, ctx: Any) -> Term:
        left, right = (self.visit(s) for s in ctx.suit())
        op = ">=" if {P.AS_LONG_AS, P.GE} & set(_types(ctx)) else ">"

        def make(c: Context) -> ir.Constraint | None:
            a, b = t.resolve([left], c), t.resolve([right], c)
            if a is None or b is None or len(a) != 1 or len(b) != 1 or a == b:
                return None
            return ir.Compare(op=op, left=ir.Feature(name="length", suit=a[0]),  # type: ignore[arg-type]
                              right=ir.Feature(name="length", suit=b[0]))  # type: ignore[arg-type]
        return Term("compare", make)

    def visitShortness(self, ctx: Any) -> Term:
        word = ctx.shortWord()
        wtypes = _types(word)
        if P.VOID in wtypes and P.SINGLETON not in wtypes:
            lo, hi = 0, 0
        elif P.SINGLETON in wtypes:
            lo, hi = (0 if P.VOID in wtypes else 1), 1
        elif P.DOUBLETON in wtypes:
            lo, hi = 2, 2
        else:
            lo, hi = 0, 1
        tags = ("splinter",) if P.SPLINTER in wtypes else ()
        if tags and ctx.suits() is None:  # "SPL": which suit is short is not said
            return Term("shortness", lambda c: None, tags=tags, checkable=False)
        refs = self.visit(ctx.suits()) if ctx.suits() is not None else [SuitRef("any")]
        if self.negated and ctx.suits() is not None and _open_ended(refs):
            return Term("shortness", lambda c: None, tags=tags)
        return Term("shortness", t.suit_lengths(refs, lo, hi), tags=tags)

    def visitStopper(self, ctx: Any) -> Term:
        if P.HALF in _types(ctx):
            return Term("stopper", lambda c: None, checkable=False)
        refs = self.visit(ctx.suits())
        if self.negated and _open_ended(refs):
            return Term("stopper", lambda c: None)

        def make(c: Context) -> ir.Constraint | None:
            suits = t.resolve(refs, c)
            if suits is None:
                return None
            return t.any_of([ir.Range(expr=ir.Feature(name="stoppers", suit=s),  # type: ignore[arg-type]
                                      min=2) for s in suits])
        return Term("stopper", make)

    def visitSupport(self, ctx: Any) -> Term:
        """Partner's suit: a count of it ("3+ support") or a fit ("fit", "!c-fit", "fit
        !h"), read only with the auction (:mod:`bridgec.meanings.context`). Without it a
        count says nothing checkable, and a fit in a suit named is left unread: it is
        partner's suit only when partner bid it naturally (the corpus writes "!c-fit" for a
        call after partner's "55 MM"), and how long it is depends on what partner showed."""
        if ctx.suits() is not None:
            refs = self.visit(ctx.suits())
            named: tuple[str, ...] = refs[0].suits if len(refs) == 1 \
                and refs[0].kind == "literal" else ()
            return Term("support", _fit("".join(named) if len(named) == 1 else "", None, None),
                        why="a fit in a suit named: partner's suit, whose length the "
                        "auction tells")
        lo = hi = None
        if ctx.lengthCount() is not None:
            lo, hi, plain = self.visit(ctx.lengthCount())
            lo, hi = _count(lo, None if plain else hi)
        elif ctx.NUMWORD() is not None:
            lo = _NUMBER_WORDS[ctx.NUMWORD().getText().lower()]
        return Term("support", _fit(None, lo, hi), checkable=False)

    def visitOneSuiter(self, ctx: Any) -> Term:
        """A one-suited hand: five cards or more in some suit (six is usual, but writers
        call a 5-3-3-2 with a good five-card suit a one-suiter too)."""
        return Term("length", t.suit_lengths([SuitRef("any")], 5, None))

    def visitAces(self, ctx: Any) -> Term:
        if P.KEYCARDS in _types(ctx):
            return Term("keycards", lambda c: None, tags=("RKCB",), checkable=False)
        counts = _numbers(ctx)
        if any(n > 4 for n in counts):
            raise _Invalid
        if P.KINGS in _types(ctx):
            return t.fixed("kings", t.any_of([t.kings(n) for n in counts]))
        return t.fixed("aces", t.any_of([t.aces(n) for n in counts]))

    def visitHonour(self, ctx: Any) -> Term:
        held = {"A" if tok.type == P.ACES else "K" for tok in _tokens(ctx)
                if tok.type in (P.ACES, P.KINGS)}
        if any(tok.text.lower().endswith("s") for tok in _tokens(ctx)
               if tok.type in (P.ACES, P.KINGS)):
            raise _Invalid  # "aces in the minors": how many is not said
        refs: list[SuitRef] = self.visit(ctx.suits())

        def make(c: Context) -> ir.Constraint | None:
            suits = t.resolve(refs, c)
            return None if suits is None else t.any_of([t.honour(s, held) for s in suits])
        return Term("honour", make)

    def visitControls(self, ctx: Any) -> Term:
        lo, hi, plain = self.visit(ctx.lengthCount())
        if plain and not self.negated:
            hi = lo
        lo, hi = _count(lo, hi, 12)
        return t.fixed("controls", t.points("controls", lo, hi))

    def visitPoints(self, ctx: Any) -> Term:
        types = _types(ctx)
        nums = _numbers(ctx)
        unit = ctx.unit()
        name = _UNITS.get(unit.start.type, "hcp") if unit is not None else "hcp"
        lo, hi = _points_bounds(types, nums)
        lo, hi = _count(lo, hi, 12 if name == "ltc" else 40)
        if name == "support_points":
            named = unit.suit()
            refs: list[SuitRef] | None = [self.visit(named)] if named is not None else None
            return Term("points", lambda c: ev.support_points(lo, hi, c, refs))
        return Term("points", lambda c: t.points(name, lo, hi), bare=unit is None)

    def visitEvaluation(self, ctx: Any) -> Term:
        """"rule of 20", "Pearson points", "7-loser hand", "good suit", "two of the top
        three honours" (docs/evaluation.md)."""
        first, nums = ctx.start.type, _numbers(ctx)
        if first == P.RULE_OF:
            made = ev.rule_of(nums[0])
            if made is None:
                raise _Invalid
            return t.fixed("points", made)
        if first == P.PEARSON:
            return t.fixed("points", ev.rule_of(15))
        if first == P.NUMBER:
            return t.fixed("points", t.points("ltc", *_count(nums[0], nums[0], 12)))
        if first == P.GOOD:
            refs = [self.visit(ctx.suit())]
            return Term("quality", lambda c: ev.good_suit(refs, c))
        refs = self.visit(ctx.suits()) if ctx.suits() is not None else [SuitRef("implicit")]
        return Term("quality", lambda c: ev.top_honours(refs, c))

    def visitShapes(self, ctx: Any) -> Term:
        made = [self.visit(s) for s in ctx.shape()]
        return t.fixed("shape", t.any_of(made), shape=True)

    def visitShape(self, ctx: Any) -> ir.Constraint:
        first = ctx.start.type
        found: ir.Constraint | None
        if first == P.BALANCED:
            found = balanced()
        elif first == P.SEMIBAL:
            found = semi_balanced()
        elif first == P.UNBALANCED:
            found = ir.Not(term=balanced())
        elif first == P.SHAPE4:
            found = t.shape_digits(ctx.getText())
        elif P.LPAREN in _types(ctx):
            texts = [tok.text for tok in _tokens(ctx)]
            i = texts.index("(")
            found = t.shape_grouped("".join(texts[:i]), texts[i + 1], "".join(texts[i + 3:]))
        else:
            found = t.shape_dashed(_numbers(ctx))
        if found is None:
            raise _Invalid
        return found

    def visitBareNumbers(self, ctx: Any) -> Term:
        nums = _numbers(ctx)
        if len(nums) == 1:
            n = _count(nums[0], None, t.MAX_HCP)[0]
            return Term("points", lambda c: t.points("hcp", n, None), bare=True)
        a, b = nums
        if a < b:
            lo, hi = _count(a, b, t.MAX_HCP)
            return Term("points", lambda c: t.points("hcp", lo, hi), bare=True)
        if 3 <= b and a + b <= MAX_LENGTH:
            return Term("two-suited", lambda c: t.two_suited(None, a, b), bare=True)
        raise _Invalid


_UNITS = {P.TOTAL: "total_points", P.SUPPORT_PTS: "support_points", P.LOSERS: "ltc",
          P.PEARSON: "rule_of_15"}


def _transfer_target(ctx: Any) -> SuitRef | None:
    """The one suit a transfer is "to" ("to !h", "to H", "to the next suit", "to 2!h"), if
    the phrase names one; None for "to 2NT", "to !h/!s", "in !h"."""
    target = ctx.conventionTarget()
    if target is None or target.TO() is None:
        return None
    if target.SUIT_LETTER() is not None:
        return SuitRef("literal", (target.SUIT_LETTER().getText(),))
    suits = target.suits()
    if suits is not None:
        refs: list[SuitRef] = Lowering().visit(suits)
        ok = len(refs) == 1 and (refs[0].kind == "next" or (refs[0].kind == "literal"
                                                           and len(refs[0].suits) == 1))
        return refs[0] if ok else None
    call = target.call()
    if call is not None:
        toks = _tokens(call)
        if len(toks) == 2 and toks[1].type == P.SUIT:
            return SuitRef("literal", (_SUIT_LETTER[toks[1].text[-1].lower()],))
        strain = call.getText()[1:2]
        if call.start.type == P.CALL and strain in "CDHS":
            return SuitRef("literal", (strain,))
    return None


def _open_ended(refs: list[SuitRef]) -> bool:
    """Suits written as a class ("M", "oM"): which one is meant may be one the text does not
    name ("no SPL M" is about one major), so "not in any of them" would say too much."""
    return any(r.kind not in ("literal", "bid", "any") for r in refs)


def _text(ctx: Any) -> str:
    return " ".join(tok.text for tok in _tokens(ctx))


def _bound(kind: int, n: int) -> tuple[int | None, int | None]:
    if kind == P.AT_LEAST:
        return n, None
    if kind == P.AT_MOST:
        return None, n
    if kind == P.EXACTLY:
        return n, n
    if kind == P.LESS_THAN:
        return None, n - 1
    return n + 1, None


def _points_bounds(types: list[int], nums: list[int]) -> tuple[int | None, int | None]:
    if len(nums) == 2:
        return nums[0], nums[1]
    n = nums[0]
    first = types[0]
    if first in _BOUNDS or first in (P.MINW, P.MAXW):
        if first == P.MINW:
            return n, None
        if first == P.MAXW:
            return None, n
        return _bound(first, n)
    rest = [ty for ty in types if ty != P.NUMBER]
    if rest and rest[0] in (P.PLUS, P.OR_LONGER):
        return n, None
    if rest and rest[0] in (P.DASH, P.MINUS):
        return None, n
    return n, n


_CALL_STRAINS = {"!c": "C", "!d": "D", "!h": "H", "!s": "S", "nt": "N", "n": "N", "sa": "N"}


def _call_pattern(text: str) -> str:
    """``1!h`` -> ``1H``, ``2NT`` -> ``2N``, ``1HS`` stays."""
    level, rest = text[0], text[1:].replace(" ", "")
    return level + _CALL_STRAINS.get(rest.lower(), rest.upper())


def _length_pair(calls: list[Any]) -> Term | None:
    """Two "calls" that are two lengths: ``5!s-5!d``, ``6!s-4!h``, ``5M-5!c`` (the first at
    least 4, the second at least 3 and not longer, 13 cards at most). Else an auction."""
    refs: list[tuple[int, SuitRef]] = []
    for call in calls:
        toks = _tokens(call)
        if len(toks) != 2 or toks[0].type != P.NUMBER:
            return None
        second = toks[1]
        if second.type == P.SUIT:
            ref = SuitRef("literal", (_SUIT_LETTER[second.text[-1].lower()],))
        elif second.type in _CLASSES:
            ref = SuitRef("class", _CLASSES[second.type])
        elif second.type == P.HASH:
            ref = SuitRef("bid")
        else:
            return None
        refs.append((int(toks[0].text), ref))
    (a, x), (b, y) = refs
    if not (a >= 4 and 3 <= b <= a and a + b <= MAX_LENGTH):
        return None
    first, second_ = t.suit_lengths([x], a, a), t.suit_lengths([y], b, b)

    def make(c: Context) -> ir.Constraint | None:
        one, two = first(c), second_(c)
        return None if one is None or two is None else t.all_of([one, two])
    return Term("length", make)


def _fit(named: str | None, lo: int | None, hi: int | None) -> t.Maker:
    """Partner's suit (``named``: only that suit, when partner bid it naturally; "": a suit
    that is not one literal suit) held ``lo..hi`` times, or as a fit (no count given)."""
    def make(c: Context) -> ir.Constraint | None:
        if c.auction is None or named == "":
            return None
        found = c.auction.partner_suit(named)
        if found is None:
            return None
        suit, shown = found
        if lo is None and hi is None:
            return t.length(suit, fit_length(shown), None)
        return t.length(suit, lo, hi)
    return make


_RANKS: dict[str, t.SuitKind] = {"lowest": "lowest", "middle": "middle",
                                  "highest": "highest"}
_PUNCTUATION_ONLY = frozenset("!?\"'*`^_|\\@$%&<>=~\x01\x02\x03")
_UNREAD_KINDS: dict[int, AtomKind] = {P.NEGW: "neg", P.NT: "nt",
                                      **{b: "bound" for b in _BOUNDS}}
_SUIT_WORDS: dict[int, Strain] = {P.CLUBS: "C", P.DIAMONDS: "D", P.HEARTS: "H",
                                  P.SPADES: "S"}
_SUIT_SYMBOLS: dict[str, Strain] = {"c": "C", "d": "D", "h": "H", "s": "S"}


def _strain(token: Any) -> Strain | None:
    """The strain of a suit symbol or name no phrase took (the combiner may read it alone)."""
    if token.type == P.SUIT:
        return _SUIT_SYMBOLS[str(token.text[1]).lower()]
    return _SUIT_WORDS.get(token.type)


def token_atom(token: Any) -> Atom:
    """The atom of one token no phrase took (or of a token of a marker that is none)."""
    start, end = token.start, token.stop + 1
    if token.type in _SEPARATORS:
        return Atom(_SEPARATORS[token.type], start, end)
    if token.type in _CONNECTIVES:
        return Atom(_CONNECTIVES[token.type], start, end)
    if token.type in _UNREAD_KINDS:
        return Atom(_UNREAD_KINDS[token.type], start, end)
    if all(ch in _PUNCTUATION_ONLY or not ch.isprintable() for ch in token.text):
        return Atom("gap", start, end)
    return Atom("other", start, end, strain=_strain(token))


_LOWERED: dict[tuple[tuple[int, str, int], ...], tuple[Atom, ...]] = {}


def _shift(atom: Atom, by: int) -> Atom:
    fallback = tuple(_shift(a, by) for a in atom.fallback) if atom.fallback else ()
    return Atom(atom.kind, atom.start + by, atom.end + by, atom.term, atom.words, atom.label,
                fallback, atom.strain)


def lower(pieces: list[Piece]) -> list[Atom]:
    """The atoms of a meaning's phrases and unread tokens, in order.

    A phrase's atoms depend on its tokens only, so they are kept by the phrase's key and
    shifted to where the phrase is.
    """
    lowering = Lowering()
    atoms: list[Atom] = []
    for piece in pieces:
        if piece.tree is None:
            atoms.append(token_atom(piece.token))
            continue
        made = _LOWERED.get(piece.key) if piece.key else None
        if made is None:
            found = lowering.visitPhrase(tree_of(piece))
            made = tuple(_shift(a, -piece.start) for a in found)
            if piece.key:
                if len(_LOWERED) > 100000:
                    _LOWERED.clear()
                _LOWERED[piece.key] = made
        atoms.extend(_shift(a, piece.start) for a in made)
    return atoms
