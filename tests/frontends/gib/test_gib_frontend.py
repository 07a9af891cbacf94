"""The GIB front end on our own rule corpus: every token and production is used, every rule
parses and lowers, the IR round-trips through IR JSON, and the lowering is what the seed's
fields say."""

from __future__ import annotations

from pathlib import Path

import pytest
from antlr4 import CommonTokenStream, InputStream

from bridgec import ir
from bridgec._generated.gib.GibLexer import GibLexer
from bridgec._generated.gib.GibParser import GibParser
from bridgec.frontends import gib, ir_json
from bridgec.frontends.gib.lines import read_lines
from bridgec.options import ParseOptions

from conftest import INPUTS, ROOT

GIB = INPUTS / "gib"
FILES = sorted(GIB.glob("*.gib"))
MACROS = ParseOptions(macros=str(GIB / "macros" / "mac.m4"))


def _parse(path: Path, options: ParseOptions = ParseOptions()) -> ir.Document:
    result = gib.parse(path.read_bytes(), path=str(path.relative_to(ROOT)), options=options)
    assert result.document is not None
    assert result.diagnostics == (), [d.render() for d in result.diagnostics]
    return result.document


def _rules() -> dict[int, ir.Rule]:
    found: dict[int, ir.Rule] = {}
    for path in FILES:
        for rule in _parse(path).rules:
            assert rule.rule_id is not None
            found[rule.rule_id] = rule
    return found


RULES = _rules()


def test_corpus_has_at_least_sixty_rules() -> None:
    assert len(RULES) >= 60


def _goal_texts() -> list[tuple[str, bool]]:
    texts = []
    for path in FILES:
        lines, _ = read_lines(path.read_text(), str(path), None)
        for line in lines:
            if line.comment is None:
                fields = [f.text for f in line.fields]
                body = [f for f in fields[1:] if not f.startswith(("*", "#"))]
                texts += [(body[0], False), (body[2], False)]
                if len(body) == 4:
                    spec = body[3]
                    texts.append((spec if spec.startswith("`") else f"`{spec}`", True))
    return texts


def _walk(tree: object, seen: set[str]) -> None:
    seen.add(type(tree).__name__)
    for child in getattr(tree, "children", None) or ():
        _walk(child, seen)


def test_corpus_uses_every_token_and_production() -> None:
    tokens: set[str] = set()
    lexemes: set[str] = set()
    contexts: set[str] = set()
    for text, _ in _goal_texts():
        lexer = GibLexer(InputStream(text))
        stream = CommonTokenStream(lexer)
        stream.fill()
        for t in stream.tokens[:-1]:
            tokens.add(GibLexer.symbolicNames[t.type])
            lexemes.add(t.text)
        _walk(GibParser(CommonTokenStream(GibLexer(InputStream(text)))).goalFile(), contexts)
    every_token = {n for n in GibLexer.symbolicNames[1:]
                   if not n.startswith(("M_", "S_", "B_"))}  # mode rules retype to these
    assert every_token - tokens == set()
    every_context = {name for name in dir(GibParser)
                     if name.endswith("Context") and name[0].isupper()}
    assert every_context - contexts - {"ExprContext", "Expr0Context", "Expr1Context",
                                       "Expr2Context", "PrimaryContext", "ClassItemContext",
                                       "GoalContext", "BranchContext", "SpecListContext",
                                       "SpecList1Context", "SimpleSpecContext",
                                       "ValContext", "Expr3Context"} == set()
    spellings = {"[", "[^", "[<", "[>", "[+", "[++", "[-", "&&", "||", "&", "|", "==", "!=",
                 ">=", "<=", ">", "<", "=", "+", "*", "?", "-", "$", "$1", "@00+", "@03"}
    assert spellings - lexemes == set()


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_round_trip_through_ir_json(path: Path) -> None:
    document = _parse(path)
    text = ir.to_json(document)
    back = ir_json.parse(text.encode(), path="x.json")
    assert back.document == document


def test_macro_source_round_trips_too() -> None:
    document = _parse(GIB / "macros" / "mb.txt2", MACROS)
    assert ir_json.parse(ir.to_json(document).encode(), path="x").document == document


def test_rule_fields_are_lowered() -> None:
    r = RULES[1001]
    assert (r.level, r.default, r.captaincy, r.priority, r.explanation_id, r.id) == (
        1, False, None, 40, 1, "gib-1001")
    assert r.call == ir.Call(name="1N") and r.auction == ()
    assert r.gib is not None and r.gib.sequence == "1N" and r.gib.spec == (
        ":P15:p17:D2S2H2D2C:d5S5H5D5C")
    hcp = ir.Range(expr=ir.Feature(name="hcp"), min=15, max=17)
    shows = r.meaning.shows[0].expr
    assert isinstance(shows, ir.And) and shows.terms[0] == hcp
    assert ir.Range(expr=ir.Feature(name="length", suit="S"), min=2, max=5) in shows.terms
    r = RULES[1008]
    assert (r.level, r.default, r.captaincy) == (1, True, None)
    r = RULES[1107]
    assert (r.captaincy, r.rule_id, r.explanation_id) == ("X", 1107, 16)
    assert RULES[1206].captaincy == "?" and RULES[1109].captaincy == "R"
    assert RULES[1103].captaincy == "C"


def test_concrete_sequences_give_the_call_and_the_sides() -> None:
    r = RULES[1101]
    assert r.call == ir.Call(name="2C")
    assert r.auction == (ir.AuctionCall(call="1N", side="we"),
                         ir.AuctionCall(call="P", side="they"))
    assert RULES[1108].call == ir.Call(name="XX")   # GIB's R is a redouble
    assert RULES[1401].call is None                 # 1N:2[CDHS]:X is a pattern


def test_constraints_read_as_features_where_exact() -> None:
    assert RULES[1105].requires == ir.HandConstraint(
        expr=ir.Range(expr=ir.Feature(name="hcp"), min=8, max=9), text="P0[89]",
        span=RULES[1105].requires.span if RULES[1105].requires else None)
    expr = RULES[1003].requires.expr if RULES[1003].requires else None
    assert expr == ir.And(terms=(ir.Range(expr=ir.Feature(name="hcp"), min=11, max=21),
                                 ir.Range(expr=ir.Feature(name="length", suit="S"), min=5)))
    assert isinstance(RULES[1001].requires.expr if RULES[1001].requires else None,
                      ir.PatternMatch)   # the D field is not read as features
    assert RULES[1010].requires and RULES[1010].requires.expr == ir.Const(value=True)


def test_spec_keeps_what_it_cannot_express() -> None:
    shows = RULES[2001].meaning.shows[0]
    assert shows.text == ":P12:D5#b"
    assert isinstance(shows.expr, ir.And)
    residual = shows.expr.terms[-1]
    assert isinstance(residual, ir.PatternMatch) and residual.goal.spec is not None
    assert residual.goal.spec.items == (ir.SpecItem(
        field="D", bound="min", suits=(ir.SpecSuitValue(value=ir.SpecValue(number=5),
                                                        suit="b"),),
        span=residual.goal.spec.items[0].span),)


def test_spec_backquotes_are_optional() -> None:
    a, b = RULES[2022].meaning.shows[0].expr, RULES[2023].meaning.shows[0].expr
    assert isinstance(a, ir.PatternMatch) and a.goal.spec and a.goal.spec.math
    assert isinstance(b, ir.And)


def test_spans_point_at_the_fields() -> None:
    r = RULES[1101]
    assert r.span is not None and r.requires is not None and r.requires.span is not None
    line = (GIB / "system.gib").read_text().splitlines()[r.span.line - 1]
    assert line.startswith("2 1N:P:2C 50")
    assert line[r.requires.span.col - 1:].startswith("P0[89]|P1.")
    assert r.pattern and r.pattern.span and r.pattern.span.col == 3


def test_continuation_lines_and_comments() -> None:
    document = _parse(GIB / "macros" / "mb.txt2", MACROS)
    rule = next(r for r in document.rules if r.rule_id == 3007)
    assert rule.gib and rule.gib.spec == ":D4H:P8"
    assert all(isinstance(b, (ir.Comment, ir.Heading, ir.Table)) for b in document.body)
    assert isinstance(document.body[0], ir.Comment)
