"""dedupe: identical definitions merge into the first; everything else is untouched."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec import ir
from bridgec.diagnostics import Span
from bridgec.passes.dedupe import dedupe
from bridgec.verify import verify

from builders import described, doc, rule


def test_identical_rules_merge_into_the_first_keeping_spans() -> None:
    before = doc(rule("a", "", "1C", 1, "16+"), rule("b", "1C (P)", "1D", 2, "neg"),
                 rule("c", "", "1C", 7, "16+"), rule("d", "", "1C", 9, "16+"))
    after = dedupe(before)
    verify(after)
    assert [described(r) for r in after.rules] == [("a", "16+", [7, 9], []),
                                                  ("b", "neg", [], [])]


def test_different_meanings_conditions_or_sides_are_not_merged() -> None:
    before = doc(rule("a", "", "1C", 1, "16+"), rule("b", "", "1C", 2, "15+"),
                 rule("c", "", "1C", 3, "16+", seats=(3, 4)),
                 rule("d", "", "1C", 4, "16+", side="they"))
    assert dedupe(before) == before


def test_spans_do_not_make_rules_different() -> None:
    a, b = rule("a", "", "2N", 1, "20-21"), rule("b", "", "2N", 30, "20-21")
    assert len(dedupe(doc(a, b)).rules) == 1


def test_idempotent_and_pure() -> None:
    before = doc(rule("a", "", "1C", 1, "x"), rule("b", "", "1C", 2, "x"))
    written = ir.to_json(before)
    once = dedupe(before)
    assert len(once.rules) == 1 and dedupe(once) == once
    assert ir.to_json(before) == written and len(before.rules) == 2


def _naive(document: ir.Document) -> list[tuple[str, list[int]]]:
    """Merge by (key, full fingerprint), the definition written plainly."""
    from bridgec.keys import definition_fingerprint, rule_key

    first: dict[object, int] = {}
    out: list[tuple[str, list[int]]] = []
    for each in document.rules:
        key = (rule_key(each), definition_fingerprint(each))
        if key in first:
            out[first[key]][1].append(each.span.line if each.span else 0)
        else:
            first[key] = len(out)
            out.append((each.id, []))
    return out


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["1C", "1D"]), st.sampled_from(["a", "b", "a b"]),
                          st.booleans(), st.sampled_from(["we", "they"])), max_size=12))
def test_merges_exactly_the_rules_with_equal_key_and_fingerprint(
        specs: list[tuple[str, str, bool, str]]) -> None:
    rules = tuple(
        ir.Rule(id=f"r{i}", auction=(), call=ir.Call(name=call), side=side,  # type: ignore[arg-type]
                meaning=ir.Meaning(description=(ir.Text(text=text),), artificial=art or None),
                span=Span(path="s", line=i + 1))
        for i, (call, text, art, side) in enumerate(specs))
    out = dedupe(ir.Document(rules=rules))
    assert [(r.id, [s.line for s in r.also_at]) for r in out.rules] == _naive(
        ir.Document(rules=rules))
