"""Which IR fields each emitter shows, and one warning for each field it drops.

An emitter declares the fields it renders (``SHOWN``); :func:`dropped` walks the part of a
document the emitter reads and reports every other field that holds a value (not its
default) with one located ``emit-dropped`` warning per node kind and field. Fields that
carry no content of their own (spans, ids, what the source syntax looked like) are listed
in :data:`STRUCTURAL` with the reason; ``tests/emitters/test_emit_coverage.py`` checks both lists
against the IR schema and the emitters' output.

The walk enters only fields whose type can hold a kind with something to report (most of a
system holds nothing a format drops): on the generated 20,000-row system that keeps
``dropped`` at 22 ms (HTML) against 170 ms entering every shown field (docs/architecture.md,
"Benchmarks").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Mapping
from typing import Union, get_args, get_type_hints

import msgspec

from bridgec import ir
from bridgec.diagnostics import Diagnostic, Span, warning

STRUCTURAL: dict[str, str] = {
    "*.span": "where the node was read; used to locate warnings",
    "Document.ir_version": "the version of the IR format, not of the system",
    "Document.source": "where the document came from (the path names a fallback title)",
    "Document.rules": "the semantic view, made from the body; shown only without a body",
    "Document.disclosure": "BSS file-level records, kept for BSS round trips",
    "BidNode.id": "a node's identity, for passes and checks",
    "BidNode.synthetic": "marks a row a pass made; the row itself is shown",
    "BidNode.separator": "BML source syntax (`=` or a space)",
    "BidNode.hidden": "#HIDE rows are left out on purpose (docs/emitters.md)",
    "BidTable.hidden": "#HIDE tables are left out on purpose (docs/emitters.md)",
    "Comment.text": "the author's notes to themselves, not shown on purpose",
    "CallPattern.form": "how `text` was read; `text` is shown",
    "CallPattern.level": "read from `text`, which is shown",
    "CallPattern.strains": "read from `text`, which is shown",
    "CallPattern.variable": "read from `text`, which is shown",
    "SequenceStart.text": "the start as written; its calls are shown (the text when none)",
    "SuitSymbol.source": "the symbol as written (`!c` or `!C`); the symbol is shown",
    "CallRef.source": "the call as written; the call is shown",
    "ListItem.marker": "the list marker as written; the list kind is shown",
    "Deal.header": "the source line the facts were read from; the facts are shown",
    "HandConstraint.text": "the words a constraint was read from; it is shown in words",
    "HandConstraint.understood": "derived: how much of the meaning was read, for the matcher",
    "Bid.seat": "the auction grid's column shows the seat",
    "Rule.id": "a rule's identity, for passes and checks",
    "Rule.hidden": "hidden rules are left out on purpose, as #HIDE rows are",
    "Rule.node": "the id of the bid-table row made from the rule",
    "Rule.expanded_from": "the pattern a rule was expanded from, for checks",
    "Rule.context_only": "derived: a bare sequence-start call, left out of the matcher",
    "Rule.also_at": "other places the same rule was written, for checks",
    "Rule.overrides": "the definitions this one wins over, for checks",
    "Goal.pattern": "the parse of `source`, which is shown",
    "Goal.restart": "the parse of `source`, which is shown",
    "Goal.spec": "the parse of `source`, which is shown",
}
"""``Kind.field`` (or ``*.field`` for every kind) -> why the field needs no rendering."""

Shown = Mapping[type, frozenset[str]]


def _shown(*pairs: tuple[type, str]) -> dict[type, frozenset[str]]:
    found: dict[type, set[str]] = {}
    for kind, names in pairs:
        found.setdefault(kind, set()).update(names.split())
    return {kind: frozenset(names) for kind, names in found.items()}


PRESENTATION = _shown(
    (ir.Document, "meta body boards"),
    (ir.MetaEntry, "key value content"),
    (ir.Text, "text"), (ir.Strong, "content"), (ir.Emph, "content"), (ir.Mono, "text"),
    (ir.SuitSymbol, "suit"), (ir.CallRef, "call"), (ir.Link, "target content"),
    (ir.Heading, "level content"), (ir.Paragraph, "content"), (ir.ListItem, "content"),
    (ir.BulletList, "items"), (ir.OrderedList, "items start"),
    (ir.DefinitionItem, "term definition"), (ir.DefinitionList, "items"),
    (ir.TableRow, "cells header"), (ir.Table, "rows"),
    (ir.BidTable, "rows start conditions"),
    (ir.BidNode, "call side meaning conditions children auction"),
    (ir.Call, "name"), (ir.CallPattern, "text"),
    (ir.AuctionCall, "call side qualification"),
    (ir.SequenceStart, "calls meaning"), (ir.PrefixCall, "call side"),
    (ir.Meaning, "description artificial disposition min_length max_length alert shows"),
    (ir.HandConstraint, "expr origin"),
    (ir.Conditions, "seats we_vulnerable they_vulnerable"),
    (ir.Deal, "board dealer vulnerability contract declarer doubled lead hands result"),
    (ir.Hand, "seat spades hearts diamonds clubs"),
    (ir.DealDiagram, "deal"), (ir.AuctionDiagram, "dealer calls complete"),
    (ir.Bid, "call alert"),
    (ir.Board, "deal teams auction tricks events timing viewpoint"),
    (ir.Teams, "ns ew"), (ir.Trick, "number cards winner"), (ir.Play, "seat card"),
    (ir.BoardEvent, "event seat text"), (ir.Timing, "ns_board ns_total ew_board ew_total"),
    (ir.RawBlock, "format text"),
    (ir.Rule, "call side auction meaning conditions pattern"),
    (ir.Goal, "source"),
)
"""What the HTML and LaTeX emitters show (a raw block's text is reported by the emitter
itself, naming its format). A shown field holding a constraint is shown in
words (``bridgec.constraints.describe``), so the constraint's own nodes need no entry."""

BML = {**PRESENTATION, **_shown(
    (ir.Document, "meta body"),
    (ir.BidTable, "rows start conditions"),
    (ir.BidNode, "call side meaning conditions children auction"),
    (ir.AuctionCall, "call side"),
    (ir.SequenceStart, "calls meaning"),
    (ir.Meaning, "description"),
    (ir.AuctionDiagram, "calls complete"),
    (ir.Bid, "call"),
)}
BML[ir.Deal] = BML[ir.Deal] - {"result"}  # a BML deal header has no place for the tricks
"""What the BML printer shows. A row's own conditions and raw text of another format are
reported by the printer itself (it says how to rewrite them); a row's auction is the rows
above it, so only its BSS qualifications are lost."""

WHOLE: frozenset[str] = frozenset({"<shown whole>"})
"""A kind whose content reaches the output by another route (a BSS bid table becomes
records through the rules): the walk neither looks at it nor enters it."""

LEFT_OUT: frozenset[str] = frozenset({"<left out whole>"})
"""A kind the format has no place for: one warning for the node (per kind), not one per
field, and nothing inside it is looked at."""

NODE = "__class__"
"""The field name of a warning about a whole node (a kind that is :data:`LEFT_OUT`)."""

BSS: dict[type, frozenset[str]] = {
    **{kind: LEFT_OUT for kind in get_args(ir.Block)},
    ir.Document: frozenset({"meta", "body", "rules", "disclosure"}),
    ir.MetaEntry: WHOLE, ir.Rule: WHOLE, ir.Disclosure: WHOLE,
    ir.BidTable: WHOLE, ir.Comment: WHOLE,
}
"""What the BSS emitter shows: the rules (its own warnings say what a record cannot hold;
the body's bid tables are those rules) and the header. Every other block of the body
(headings, paragraphs, lists, tables, deals) and Table Manager boards are left out."""

DESCRIBED = (ir.HandConstraint,)
"""Kinds shown as a whole in words: the walk does not look inside them."""


def structural(kind: type, name: str) -> bool:
    """True when the field ``name`` of ``kind`` carries no content to render."""
    return f"*.{name}" in STRUCTURAL or f"{kind.__name__}.{name}" in STRUCTURAL


Fields = tuple[tuple[tuple[str, object], ...], tuple[str, ...]]
"""For one kind: the fields to report when they hold a value other than their default (with
the default; :data:`NODE` for a kind left out whole), and the fields to walk into."""


def _fields(kind: type, names: frozenset[str]) -> Fields:
    """Split ``kind``'s fields by what a format shows of it (``names``)."""
    if names is LEFT_OUT:
        return ((NODE, None),), ()
    if names is WHOLE:
        return (), ()
    fields: tuple[str, ...] = kind.__struct_fields__  # type: ignore[attr-defined]
    defaults = kind.__struct_defaults__  # type: ignore[attr-defined]
    default = dict(zip(fields[len(fields) - len(defaults):], defaults, strict=True))
    report = tuple((name, default.get(name, msgspec.NODEFAULT)) for name in fields
                   if name not in names and not structural(kind, name))
    enter = tuple(name for name in fields if name in names and not structural(kind, name)
                  and kind not in DESCRIBED)
    return report, enter


_KINDS = [kind for kind in vars(ir).values()
          if isinstance(kind, type) and issubclass(kind, msgspec.Struct)]
"""Every kind of IR node: the walk looks each node's kind up in a table of them."""


def _plan(shown: Shown) -> dict[type, Fields]:
    """Each kind's fields for the walk; of the fields to walk into, only those that can hold
    a *busy* kind, one with something to report in it or inside it (most of a system is
    skipped). Made on each call: half a millisecond, and a command emits once."""
    split = {kind: _fields(kind, shown.get(kind, frozenset())) for kind in _KINDS}
    inner = {(kind, name): set(_kinds(_hints(kind)[name]))
             for kind, (_, enter) in split.items() for name in enter}
    busy = {kind for kind, (report, _) in split.items() if report}
    grew = True
    while grew:  # a kind that can hold a busy kind is busy
        grew = False
        for (kind, _), held in inner.items():
            if kind not in busy and not busy.isdisjoint(held):
                busy.add(kind)
                grew = True
    return {kind: (report, tuple(name for name in enter if not busy.isdisjoint(inner[kind, name])))
            for kind, (report, enter) in split.items()}


def _kinds(annotation: object) -> Iterator[type]:
    """The Struct classes a field's annotation can hold (through unions and tuples)."""
    if isinstance(annotation, type) and issubclass(annotation, msgspec.Struct):
        yield annotation
    else:
        for argument in get_args(annotation):
            yield from _kinds(argument)


@functools.cache
def _hints(kind: type) -> dict[str, object]:
    """A Struct's field annotations, resolved (the IR's forward references included)."""
    return get_type_hints(kind, vars(ir))


def _children(value: object) -> Iterator[msgspec.Struct]:
    """The nodes in a field's value: the value, or the nodes in a tuple (of tuples)."""
    if isinstance(value, msgspec.Struct):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            if isinstance(item, (msgspec.Struct, tuple)):
                yield from _children(item)


Held = Union[msgspec.Struct, tuple["Held", ...]]
"""What a field the walk enters holds: a node, or a tuple of them (or of tuples of them: a
table row's cells), or None (the IR has no field mixing nodes and plain values)."""


def _card_records(document: ir.Document, fmt: str) -> list[Diagnostic]:
    """The warning for a BBO card's records that are not bids (carding, file name, included
    cards: ``Document.disclosure``, kept for BSS round trips), which only BSS and IR JSON
    hold; the header's name and summary are the title and description everywhere."""
    records = document.disclosure.records if document.disclosure else ()
    if fmt == "BSS" or not records:
        return []
    return [warning(f"{len(records)} record(s) of the BBO card that are not bids (carding, "
                    f"the file name, included cards) cannot be shown in {fmt} output and "
                    "were left out", records[0].span or document.span,
                    "convert to -t bss or -t ir-json to keep them", code="emit-dropped")]


def dropped(document: ir.Document, shown: Shown, fmt: str,
            rules: bool = True) -> list[Diagnostic]:
    """One ``emit-dropped`` warning per node kind and field ``fmt`` does not show.

    The walk covers what the emitter reads (the rules when there is no body, unless
    ``rules`` is false; then meta, body, boards), each node before what it holds, and does
    not enter a field it reports, so one warning covers what is inside.
    """
    found = _card_records(document, fmt)
    plan = _plan(shown)
    seen: set[tuple[type, str]] = set()
    roots = [*document.rules, document] if rules and not document.body else [document]
    stack: list[tuple[Held, Span | None]] = [(root, None) for root in reversed(roots)]
    while stack:
        node, around = stack.pop()
        if type(node) is tuple:  # a table row's cells: each is a tuple of inlines
            stack.extend([(item, around) for item in reversed(node)])
            continue
        kind = type(node)
        report, enter = plan[kind]
        here = getattr(node, "span", None) or around
        for name, default in report:
            value = getattr(node, name)  # NODE: the node's class, never the default (None)
            if value is not default and value != default and (kind, name) not in seen:
                seen.add((kind, name))
                found.append(_warning(node, kind, name, fmt, document, here))
        for name in reversed(enter):
            value = getattr(node, name)
            if type(value) is tuple:
                if value:
                    stack.extend([(item, here) for item in reversed(value)])
            elif value is not None:
                stack.append((value, here))
    return found


_FIELD_WORDS = {
    ("Meaning", "artificial"): "the alert (artificial) flag of a meaning",
    ("Meaning", "disposition"): "what a call asks or answers (BSS disposition)",
    ("Meaning", "min_length"): "the shortest suit length of a meaning (a BSS length digit)",
    ("Meaning", "max_length"): "the longest suit length of a meaning (a BSS length digit)",
    ("Meaning", "outcomes"): "the final contracts a call allows (BSS outcome flags)",
    ("AuctionCall", "qualification"): "a {qualification} of a call in the auction",
    ("Document", "boards"): "the Table Manager boards",
    ("Document", "meta"): "the document's metadata (#+TITLE: and the other #+KEY: lines)",
}
"""What a person calls the IR fields the warnings name most (the rest: in words, from the
field's and the node's names)."""


def _words(name: str) -> str:
    """``BulletList`` -> ``bullet list``; ``min_length`` -> ``min length``."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name).replace("_", " ").lower()


def described(kind: type, name: str) -> str:
    """What the warning about a dropped field (or, for :data:`NODE`, a dropped kind of
    node) calls it: words, not the IR's names (``Meaning.outcomes``)."""
    node_words = _words(kind.__name__)
    if name == NODE:
        return f"{node_words}s"
    return _FIELD_WORDS.get((kind.__name__, name)) or \
        f"the {_words(name)} of {'an' if node_words[0] in 'aeiou' else 'a'} {node_words}"


def _warning(node: object, kind: type, name: str, fmt: str, document: ir.Document,
             around: Span | None) -> Diagnostic:
    if name == NODE:
        return warning(f"{described(kind, NODE)} cannot be shown in {fmt} output and were "
                       "left out", _locate(around, node, document), code="emit-dropped",
                       hint="convert to -t html or -t ir-json to keep them")
    what = described(kind, name)
    return warning(f"{what} cannot be shown in {fmt} output and was left "
                   "out", _locate(around, getattr(node, name), document), code="emit-dropped",
                   hint="convert to -t ir-json to keep every field")


def _locate(span: Span | None, value: object, document: ir.Document) -> Span | None:
    """The span of the node or of its nearest located ancestor; else the first located
    node inside the value; else the file."""
    if span is None:
        span = next((found for inner in _children(value) for found in _spans(inner)), None)
    if span is None and document.source is not None and document.source.path:
        span = Span(path=document.source.path, line=1)
    return span


def _spans(node: msgspec.Struct) -> Iterator[Span]:
    """The spans of a node and of the nodes inside it, outermost first (lazily)."""
    own = getattr(node, "span", None)
    if own is not None:
        yield own
    for name in node.__struct_fields__:
        for inner in _children(getattr(node, name)):
            yield from _spans(inner)
