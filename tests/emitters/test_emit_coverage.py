"""Nothing dropped without a word: every IR field an emitter reads is shown or warned about.

The IR's Struct definitions are walked from ``Document`` (``msgspec.inspect``) through every
field an emitter claims to show (``emitters/_fields.py``); each field met must hold a value
in one of the two documents below (a body with boards and metadata, and rules without a
body), or be listed as structural with a reason. Each value in those documents must then
appear in the HTML, LaTeX and BML output, or a warning must name the field
(``Kind.field``). Strings are unique words, so a dropped container (a heading's content)
shows as its missing text; other values have the fragment they render as in ``RENDERED``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import msgspec
import pytest

from bridgec import ir, registry
from bridgec.emitters import _fields, bml, html, latex
from bridgec.options import EmitOptions, EmitResult

from conftest import INPUTS

FORMATS = {"html": (html, _fields.PRESENTATION), "latex": (latex, _fields.PRESENTATION),
           "bml": (bml, _fields.BML)}
CHECKED_ELSEWHERE = {
    "ir-json": "writes every field (tests/ir/ round-trips documents through it)",
    "bss": "writes the rules, not the body: its own warnings say what a record cannot hold "
           "(tests/emitters/test_bss_emitter.py::test_what_bss_cannot_hold_is_reported)",
    "matcher": "a compiled table, not a page: what it leaves out is a matcher-skip warning "
               "(tests/matcher/)",
    "pbn": "boards only, every other block left out whole with a warning "
           "(tests/emitters/test_emit_pbn_snapshots.py)",
}
"""Emitters this test does not read the output of, and where their losses are checked."""
OPTIONS = EmitOptions(include_external_files=False)
DESCRIBED_NAMES = {kind.__name__ for kind in _fields.DESCRIBED}


def txt(word: str) -> tuple[ir.Inline, ...]:
    return (ir.Text(text=word),)


def at(line: int) -> ir.Span:
    return ir.Span(path="cover.bml", line=line)


def body_document() -> ir.Document:
    """A document whose body, metadata and boards give every shown field a value."""
    hands = (ir.Hand(seat="N", spades="AKQJ", hearts="T98", diamonds="765", clubs="432"),)
    meaning = ir.Meaning(
        description=txt("Rowtext"), artificial=True, disposition="slam_try", min_length=3,
        max_length=5, alert=True, outcomes=ir.Outcomes(clubs=False),
        shows=(ir.HandConstraint(expr=ir.Range(expr=ir.Feature(name="hcp"), min=11, max=13),
                                 origin="inferred", text="eleven"),))
    child = ir.BidNode(
        id="c", side="they", span=at(12),
        call=ir.CallPattern(text="3Mq", form="variable", level=3, variable="Mq"),
        auction=(ir.AuctionCall(call="1N", side="they"),
                 ir.AuctionCall(call="2C", side="we", qualification="Qualtext")),
        meaning=ir.Meaning(description=txt("Childtext")))
    table = ir.BidTable(
        span=at(10), conditions=ir.Conditions(seats=(3,), we_vulnerable=True,
                                              they_vulnerable=False),
        start=ir.SequenceStart(calls=(ir.PrefixCall(call=ir.Call(name="1N"), side="they"),),
                               meaning=ir.Meaning(description=txt("Starttext"))),
        rows=(ir.BidNode(id="r", call=ir.Call(name="2C"), meaning=meaning, span=at(11),
                         conditions=ir.Conditions(seats=(4,)), children=(child,)),))
    paragraph = ir.Paragraph(span=at(5), content=(
        ir.Text(text="Paratext"), ir.Strong(content=txt("Strongtext")),
        ir.Emph(content=txt("Emphtext")), ir.Mono(text="Monotext"), ir.SuitSymbol(suit="D"),
        ir.CallRef(call="5D"), ir.LineBreak(),
        ir.Link(target="https://example.org/linktarget", content=txt("Linktext"))))
    board = ir.Board(
        deal=ir.Deal(board=88, dealer="W", hands=hands), viewpoint="E",
        teams=ir.Teams(ns="Nsteam", ew="Ewteam"), auction=(ir.Bid(call="1S", seat="W"),),
        tricks=(ir.Trick(number=9, winner="S", cards=(ir.Play(seat="W", card="8D"),)),),
        events=(ir.BoardEvent(event="Eventname", seat="E", text="Eventtext"),),
        timing=ir.Timing(ns_board="1:11", ns_total="2:22", ew_board="3:33",
                         ew_total="4:44"))
    return ir.Document(
        source=ir.Source(format="bml", path="cover.bml"),
        meta=(ir.MetaEntry(key="TITLE", value="Titletext", content=txt("Titletext"),
                           span=at(1)),
              ir.MetaEntry(key="AUTHOR", value="Authortext", content=txt("Authortext"),
                           span=at(2)),
              ir.MetaEntry(key="DESCRIPTION", value="Desctext", content=txt("Desctext"),
                           span=at(3)),
              ir.MetaEntry(key="LANGUAGE", value="Metavalue", content=txt("Metavalue"),
                           span=at(4))),
        body=(ir.Heading(level=3, content=txt("Headingtext"), span=at(4)), paragraph,
              ir.BulletList(items=(ir.ListItem(content=txt("Bulletitem")),)),
              ir.OrderedList(start=7, items=(ir.ListItem(content=txt("Ordereditem")),)),
              ir.DefinitionList(items=(ir.DefinitionItem(term=txt("Termtext"),
                                                         definition=txt("Deftext")),)),
              ir.Table(rows=(ir.TableRow(header=True, cells=(txt("Cellhead"),)),
                             ir.TableRow(cells=(txt("Cellbody"),)))),
              table,
              ir.DealDiagram(span=at(20), deal=ir.Deal(
                  board=77, dealer="E", vulnerability="EW", contract="4H", declarer="W",
                  doubled="XX", lead="QS", hands=hands, result=11)),
              ir.Paragraph(content=txt("Between")),
              ir.AuctionDiagram(span=at(22), dealer="S", complete=True, calls=(
                  ir.Bid(call="7C", alert="Alerttext"), ir.Bid(call="P"))),
              ir.RawBlock(format="zzfmt", text="Rawtext", span=at(24))),
        boards=(board,))


def rules_document() -> ir.Document:
    """Rules without a body: what HTML and LaTeX list flatly."""
    rule = ir.Rule(
        id="a", call=ir.Call(name="2C"), span=at(30),
        auction=(ir.AuctionCall(call="1N", side="they"),
                 ir.AuctionCall(call="2C", side="we", qualification="Rulequal")),
        meaning=ir.Meaning(description=txt("Ruletext")), conditions=ir.Conditions(seats=(3,)),
        requires=ir.HandConstraint(expr=ir.Const(value=True)), priority=42, default=True,
        captaincy="C", level=3, explanation_id=5, rule_id=6,
        bss=ir.BssFields(competitive=False, position="0", vulnerability="0", sequence="1C1H",
                         artificial="N", outcomes="YYYYYY"),
        gib=ir.GibFields(level="3"))
    by_pattern = ir.Rule(id="b", side="they", span=at(31), pattern=ir.Goal(source="Goalsrc"),
                         meaning=ir.Meaning(description=txt("Patterntext")))
    return ir.Document(source=ir.Source(format="gib", path="rules.gib"), rules=(rule, by_pattern))


RENDERED: dict[str, dict[str, str]] = {
    "MetaEntry.key": {"html": "<th>LANGUAGE", "latex": "LANGUAGE &", "bml": "#+LANGUAGE"},
    "Heading.level": {"html": "<h4 id=\"headingtext", "latex": "\\subsubsection{Headingtext",
                      "bml": "*** Headingtext"},
    "SuitSymbol.suit": {"html": 'Monotext</code><span class="s sd">', "latex": "}\\bcD{}5",
                        "bml": "Monotext=!d"},
    "CallRef.call": {"html": '</span>5<span class="s sd">', "latex": "\\bcD{}5\\bcD{}",
                     "bml": "!d5D"},
    "OrderedList.start": {"html": 'start="7"', "latex": "{enumi}{6}", "bml": "7. Ordereditem"},
    "TableRow.header": {"html": "<th>Cellhead", "latex": "\\textbf{Cellhead}", "bml": "|---|"},
    "Conditions.seats": {"html": "seat 3", "latex": "seat 3", "bml": "#SEAT 3"},
    "Conditions.we_vulnerable": {"html": "we vul", "latex": "we vul", "bml": "#VUL YN"},
    "Conditions.they_vulnerable": {"html": "they not vul", "latex": "they not vul",
                                   "bml": "#VUL YN"},
    "PrefixCall.call": {"html": "(1NT)", "latex": "(1NT)", "bml": "(1N)"},
    "PrefixCall.side": {"html": "(1NT)", "latex": "(1NT)", "bml": "(1N)"},
    "Call.name": {"html": '2<span class="s sc">', "latex": "2\\bcC{}", "bml": "2C "},
    "BidNode.side": {"html": "(3Mq)", "latex": "(3Mq)", "bml": "(3Mq)"},
    "BidNode.conditions": {"html": "seat 4", "latex": "seat 4", "bml": "condition of 2C"},
    "AuctionCall.call": {"html": "(1NT) \u2013 2\u2663{Qualtext}|(1NT)\u20132<span",
                         "latex": "(1NT)", "bml": "(1N)"},
    "AuctionCall.side": {"html": "(1NT) \u2013 2\u2663{Qualtext}|(1NT)\u20132<span",
                         "latex": "(1NT)", "bml": "(1N)"},
    "Meaning.artificial": {"html": "artificial", "latex": "artificial"},
    "Meaning.disposition": {"html": "slam try", "latex": "slam try"},
    "Meaning.min_length": {"html": "3-5 cards", "latex": "3-5 cards"},
    "Meaning.max_length": {"html": "3-5 cards", "latex": "3-5 cards"},
    "Meaning.alert": {"html": "; alert", "latex": "; alert"},
    "HandConstraint.expr": {"html": "11-13 HCP", "latex": "11-13 HCP"},
    "HandConstraint.origin": {"html": "(inferred)", "latex": "(inferred)"},
    "Deal.board": {"html": "Board 77", "latex": "Board 77", "bml": "E EW 77"},
    "Deal.dealer": {"html": "East / Vul: EW", "latex": "East / Vul: EW", "bml": "E EW 77"},
    "Deal.vulnerability": {"html": "Vul: EW", "latex": "Vul: EW", "bml": "E EW 77"},
    "Deal.contract": {"html": '4<span class="s sh">\u2665</span>XX by West',
                      "latex": "4\\bcH{}XX by West", "bml": "4HXXW"},
    "Deal.declarer": {"html": "XX by West", "latex": "XX by West", "bml": "4HXXW"},
    "Deal.doubled": {"html": "XX by West", "latex": "XX by West", "bml": "4HXXW"},
    "Deal.result": {"html": "by West, 11 tricks", "latex": "by West, 11 tricks"},
    "Deal.lead": {"html": 'Lead <span class="s ss">\u2660</span>Q', "latex": "Lead \\bcS{}Q",
                  "bml": "sQ"},
    "Hand.seat": {"html": '"seat">North', "latex": "\\bchand{North}", "bml": "N AKQJ"},
    "AuctionDiagram.dealer": {"html": "<tr><td></td><td></td><td></td><td>7",
                              "latex": " &  &  & 7\\bcC{}"},
    "AuctionDiagram.complete": {"html": "All pass", "latex": "All pass", "bml": "AP"},
    "Bid.call": {"html": '7<span class="s sc">', "latex": "7\\bcC{}", "bml": "7C P AP"},
    "Board.viewpoint": {"html": "Seen from East", "latex": "Seen from East"},
    "Trick.number": {"html": "<td>9</td>", "latex": "9 & "},
    "Trick.winner": {"html": "<td>South</td>", "latex": "& South"},
    "Play.seat": {"html": "W: ", "latex": "W \\bcD{}8"},
    "Play.card": {"html": '<span class="s sd">\u2666</span>8', "latex": "\\bcD{}8"},
    "BoardEvent.seat": {"html": "East: Eventtext", "latex": "East: Eventtext"},
    "RawBlock.text": {"html": "raw zzfmt text", "latex": "raw zzfmt text",
                      "bml": "raw zzfmt text"},
    "Rule.call": {"html": '2<span class="s sc">', "latex": "2\\bcC{}"},
    "Rule.side": {"html": "(<code>Goalsrc</code>)", "latex": "(\\texttt{Goalsrc})"},
}
"""How a value that is not a string shows, by format: a fragment of the output or the
warnings (``|`` between fragments that may stand for it: a row's auction is plain text in a
tooltip, a rule's auction is markup)."""

def all_kinds() -> dict[str, type]:
    """Every Struct class reachable from Document, by name."""
    found: dict[str, type] = {}
    stack: list[type] = [ir.Document]
    while stack:
        kind = stack.pop()
        if kind.__name__ in found:
            continue
        found[kind.__name__] = kind
        info = msgspec.inspect.type_info(kind)
        assert isinstance(info, msgspec.inspect.StructType)
        for field in info.fields:
            stack.extend(t.cls for t in _walk_type(field.type))
    return found


def _walk_type(info: msgspec.inspect.Type) -> Iterator[msgspec.inspect.StructType]:
    if isinstance(info, msgspec.inspect.StructType):
        yield info
    elif isinstance(info, msgspec.inspect.UnionType):
        for member in info.types:
            yield from _walk_type(member)
    elif isinstance(info, (msgspec.inspect.VarTupleType, msgspec.inspect.ListType)):
        yield from _walk_type(info.item_type)
    elif isinstance(info, msgspec.inspect.TupleType):
        for member in info.item_types:
            yield from _walk_type(member)


def reachable(shown: _fields.Shown, rules: bool) -> set[str]:
    """``Kind.field`` for every field met from Document through fields ``shown`` holds."""
    found: set[str] = set()
    seen: set[type] = set()
    stack: list[type] = [ir.Document]
    while stack:
        kind = stack.pop()
        if kind in seen:
            continue
        seen.add(kind)
        info = msgspec.inspect.type_info(kind)
        assert isinstance(info, msgspec.inspect.StructType)
        for field in info.fields:
            if _fields.structural(kind, field.name) and not (
                    rules and kind is ir.Document and field.name == "rules"):
                continue
            found.add(f"{kind.__name__}.{field.name}")
            descend = field.name in shown.get(kind, frozenset()) or (
                rules and kind is ir.Document and field.name == "rules")
            if descend and kind not in _fields.DESCRIBED:
                stack.extend(t.cls for t in _walk_type(field.type))
    return found


def held(document: ir.Document, enter: Callable[[str, object], bool] = lambda k, v: True
         ) -> Iterator[tuple[msgspec.Struct, str, object]]:
    """Every (node, field, value) of a document whose value is not the default; the walk
    goes into a value only where ``enter(Kind.field, value)`` says so."""
    stack: list[msgspec.Struct] = [document]
    while stack:
        node = stack.pop()
        for field in msgspec.structs.fields(node):
            value = getattr(node, field.name)
            default = field.default if field.default is not msgspec.NODEFAULT else (
                field.default_factory() if field.default_factory is not msgspec.NODEFAULT
                else msgspec.NODEFAULT)
            if value == default or (_fields.structural(type(node), field.name)
                                    and not (type(node) is ir.Document and field.name == "rules")):
                continue
            yield node, field.name, value
            if not enter(f"{type(node).__name__}.{field.name}", value):
                continue
            if isinstance(value, msgspec.Struct):
                stack.append(value)
            elif isinstance(value, tuple):
                stack.extend(_flatten(value))


def _flatten(value: tuple[object, ...]) -> Iterator[msgspec.Struct]:
    for item in value:
        if isinstance(item, msgspec.Struct):
            yield item
        elif isinstance(item, tuple):
            yield from _flatten(item)


def _emit(fmt: str, document: ir.Document) -> tuple[str, str]:
    module = FORMATS[fmt][0]
    result: EmitResult = module.emit(document, OPTIONS)  # type: ignore[attr-defined]
    return str(result.output), "\n".join(d.message for d in result.diagnostics)


def _is_container(value: object) -> bool:
    return isinstance(value, msgspec.Struct) or (
        isinstance(value, tuple) and any(True for _ in _flatten(value)))


def missing(fmt: str, document: ir.Document, walked: set[str]) -> list[str]:
    """The fields of ``document`` whose value is neither in the output nor named by a
    warning (the walk does not go into a field a warning names)."""
    output, warnings = _emit(fmt, document)

    def checked(key: str) -> bool:
        kind, _, name = key.partition(".")
        return key in walked and \
            f"{_fields.described(getattr(ir, kind), name)} cannot be shown" not in warnings

    def enter(key: str, value: object) -> bool:
        return checked(key) and key.split(".")[0] not in DESCRIBED_NAMES

    lost: list[str] = []
    for node, name, value in held(document, enter):
        key = f"{type(node).__name__}.{name}"
        if not checked(key) or (_is_container(value) and type(node) not in
                                _fields.DESCRIBED):
            continue  # reported, or inside a reported field, or shown through its content
        fragment = RENDERED.get(key, {}).get(fmt)
        if fragment is None and isinstance(value, str):
            fragment = value
        if fragment is None or not any(part in output + warnings
                                       for part in fragment.split("|")):
            lost.append(f"{key}={value!r}")
    return lost


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_the_documents_give_every_reachable_field_a_value(fmt: str) -> None:
    shown = FORMATS[fmt][1]
    held_keys = {f"{type(n).__name__}.{f}" for doc in (body_document(), rules_document())
                 for n, f, _ in held(doc)}
    fields = reachable(shown, rules=fmt != "bml")
    assert sorted(fields - held_keys) == []


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_every_value_is_shown_or_warned_about(fmt: str) -> None:
    shown = FORMATS[fmt][1]
    assert missing(fmt, body_document(), reachable(shown, rules=False)) == []
    if fmt != "bml":
        assert missing(fmt, rules_document(), reachable(shown, rules=True)) == []


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_dropped_fields_are_warned_once_each_at_a_located_node(fmt: str) -> None:
    module = FORMATS[fmt][0]
    twice = body_document()
    twice = msgspec.structs.replace(twice, body=twice.body + twice.body)
    result = module.emit(twice, OPTIONS)  # type: ignore[attr-defined]
    dropped = [d for d in result.diagnostics if d.code == "emit-dropped"]
    assert dropped, "the coverage document should hold a field no format shows"
    messages = [d.message for d in dropped if d.hint == "convert to -t ir-json to keep every field"]
    assert len(messages) == len(set(messages))
    assert all(d.span is not None for d in dropped)


def test_the_bml_printer_names_rules_it_cannot_print() -> None:
    _, warnings = _emit("bml", rules_document())
    assert "rules but no presentation body" in warnings


def test_the_check_finds_a_value_an_emitter_drops(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself: with the meaning's facts no longer written, it names them."""
    from bridgec.emitters import _text

    walked = reachable(_fields.PRESENTATION, rules=False)
    assert missing("html", body_document(), walked) == []
    monkeypatch.setattr(_text, "meaning_facts", lambda meaning: [])
    lost = " ".join(missing("html", body_document(), walked))
    assert "Meaning.artificial=True" in lost and "HandConstraint.expr" in lost


def test_every_structural_field_is_a_field_of_the_ir_with_a_reason() -> None:
    kinds = all_kinds() | {"*": object}
    for key, reason in _fields.STRUCTURAL.items():
        kind, name = key.split(".")
        assert kind in kinds, key
        if kind != "*":
            assert name in kinds[kind].__struct_fields__, key  # type: ignore[attr-defined]
        assert len(reason) > 10, key


def _plain_dropped(document: ir.Document, shown: _fields.Shown,
                   rules: bool) -> list[tuple[str, object]]:
    """The rule of ``_fields.dropped`` written plainly: in document order (the rules first,
    when they are walked; a node's fields before the nodes they hold), the first node of each
    kind holding a value in a field not shown; a reported field is not entered, nor is a kind
    shown as a whole in words."""
    found: dict[str, object] = {}

    def visit(node: msgspec.Struct, around: object) -> None:
        here = getattr(node, "span", None) or around
        kind = type(node)
        fields = [field for field in msgspec.structs.fields(kind)
                  if not _fields.structural(kind, field.name)]
        names = shown.get(kind, frozenset())
        for field in fields:  # the node's own fields first
            default = field.default if field.default is not msgspec.NODEFAULT else (
                field.default_factory() if field.default_factory is not msgspec.NODEFAULT
                else msgspec.NODEFAULT)
            key = f"{kind.__name__}.{field.name}"
            if field.name not in names and getattr(node, field.name) != default \
                    and key not in found:
                found[key] = here
        for field in fields:  # then what the shown ones hold
            if field.name in names and kind not in _fields.DESCRIBED:
                for inner in _fields._children(getattr(node, field.name)):
                    visit(inner, here)

    if rules and not document.body:
        for rule in document.rules:
            visit(rule, None)
    visit(document, None)
    return list(found.items())


def _walked(document: ir.Document, shown: _fields.Shown,
            rules: bool) -> list[tuple[str, object]]:
    got = _fields.dropped(document, shown, "X", rules=rules)
    keys = {_fields.described(kind, name): f"{kind.__name__}.{name}"
            for kind in vars(ir).values() if isinstance(kind, type)
            and issubclass(kind, msgspec.Struct) for name in kind.__struct_fields__}
    keys |= {_fields.described(kind, _fields.NODE): kind.__name__ for kind in vars(ir).values()
             if isinstance(kind, type) and issubclass(kind, msgspec.Struct)}
    return [(keys[d.message.split(" cannot be shown")[0]], d.span) for d in got]


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_the_walk_reports_what_the_plain_rule_does(fmt: str) -> None:
    """The same warnings in the same order at the same nodes as the rule written plainly, on
    the coverage documents repeated (each field dropped many times: the walk stops looking
    at a field once it is reported), on a BSS file's rules laid out as tables, and on rules
    beside metadata and boards (the rules are walked first)."""
    from bridgec import pipeline

    shown = FORMATS[fmt][1]
    body, rules = body_document(), rules_document()
    read = pipeline.compile_path(str(INPUTS / "bss" / "floating.bss"), to="bml")
    assert read.document is not None
    documents = [msgspec.structs.replace(body, body=body.body * 5),
                 msgspec.structs.replace(rules, rules=rules.rules * 5), read.document,
                 msgspec.structs.replace(rules, meta=body.meta, boards=body.boards)]
    for document in documents:
        for walk_rules in (True, False):
            plain = _plain_dropped(document, shown, walk_rules)
            assert plain or (walk_rules is False and not document.body)
            walked = _walked(document, shown, walk_rules)
            assert [key for key, _ in walked] == [key for key, _ in plain]
            # where no node around the field is located, the warning names a place inside
            # the value or the file (_fields._locate)
            assert [(k, w) for (k, w), (_, p) in zip(walked, plain, strict=True)
                    if p is not None] == [(k, p) for k, p in plain if p is not None]


def test_the_walk_knows_every_kind_a_document_can_hold() -> None:
    """``_fields.dropped`` looks each node's kind up in a table made from ``bridgec.ir``."""
    assert set(all_kinds().values()) <= set(_fields._KINDS)


def test_the_walk_reads_each_fields_default_as_msgspec_does() -> None:
    """``_fields.dropped`` reads defaults from ``__struct_defaults__`` (msgspec's own reading
    is slow); a default factory would show there as a factory, not its value."""
    for kind in all_kinds().values():
        report, _ = _fields._fields(kind, frozenset())
        defaults = dict(report)
        for field in msgspec.structs.fields(kind):
            if field.name in defaults:
                assert field.default_factory is msgspec.NODEFAULT, (kind, field.name)
                assert defaults[field.name] == field.default, (kind, field.name)


def test_every_emitter_is_checked_for_what_it_drops() -> None:
    """A new format fails here until its output is read above or its losses are checked
    elsewhere (say where in CHECKED_ELSEWHERE)."""
    assert set(registry.EMITTERS) == set(FORMATS) | set(CHECKED_ELSEWHERE)
