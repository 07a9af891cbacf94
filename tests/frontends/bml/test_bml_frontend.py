"""BML front end on our own inputs: IR JSON snapshots (body and derived rules), spans on
every node, diagnostics for bad inputs, and properties (never raises, inline round trip)."""

from __future__ import annotations

import random
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgec import ir
from bridgec.diagnostics import has_errors
from bridgec.frontends import bml
from bridgec.frontends.bml import bml1
from bridgec.limits import MAX_BID_ROWS
from bridgec.notation.inline import parse_inline, to_source
from bridgec.options import ParseOptions
from bridgec.pipeline import SourceCache, run_passes

from bml_reference import DEEP_HEADINGS
from conftest import CORPUS, INPUTS

BML = INPUTS / "bml"
GOOD = sorted(p for p in BML.iterdir() if p.is_file())
ERRORS = sorted((BML / "errors").iterdir())
PASSES = ("derive_rules", "dedupe", "resolve_conflicts")


def _rel(path: Path) -> str:
    return path.relative_to(INPUTS.parent.parent).as_posix()


def _parse(path: Path, options: ParseOptions = ParseOptions()
           ) -> tuple[ir.Document | None, tuple[object, ...]]:
    front = bml1 if path.suffix == ".txt" else bml
    result = front.parse(path.read_bytes(), path=_rel(path), options=options)
    return result.document, result.diagnostics


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_ir_snapshot(path: Path, snapshot: object) -> None:
    document, diagnostics = _parse(path)
    assert document is not None and not has_errors(diagnostics)  # type: ignore[arg-type]
    document = run_passes(document, PASSES, verify_each=True)
    assert ir.to_json(document) == snapshot


def _spans(node: object, where: str = "$") -> list[str]:
    missing = []
    if isinstance(node, ir.Node):
        if node.span is None and not isinstance(node, ir.Document):
            missing.append(where)
        for name in node.__struct_fields__:
            missing += _spans(getattr(node, name), f"{where}.{name}")
    elif isinstance(node, tuple):
        for i, item in enumerate(node):
            missing += _spans(item, f"{where}[{i}]")
    return missing


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_every_body_node_has_a_span(path: Path) -> None:
    document, _ = _parse(path)
    assert document is not None
    missing = [m for m in _spans(document.body) if not m.endswith((".meaning", ".conditions"))]
    assert missing == []


@pytest.mark.parametrize("path", ERRORS, ids=lambda p: p.name)
def test_error_diagnostics(path: Path, snapshot: object) -> None:
    _, diagnostics = _parse(path, ParseOptions(dialect="bml"))
    assert diagnostics
    cache = SourceCache()
    cache.add(_rel(path), path.read_bytes())
    rendered = cache.render(diagnostics)  # type: ignore[arg-type]
    assert _rel(path) in rendered
    assert rendered == snapshot


def test_pasted_rows_keep_the_cut_row_span_and_the_paste_line() -> None:
    document, _ = _parse(BML / "tables.bml")
    assert document is not None
    tables = [b for b in document.body if isinstance(b, ir.BidTable)]
    pasted = [t for t in tables if t.start and t.start.text == "2N---"][0]
    first, second = pasted.rows
    assert first.span is not None and first.span.via is not None
    assert first.span.line == second.span.line  # type: ignore[union-attr]
    assert first.span.via.line != second.span.via.line  # type: ignore[union-attr]
    assert first.call == ir.Call(name="2D", span=first.call.span)


def test_bml1_is_detected_with_a_warning() -> None:
    data = (BML / "bml1.txt").read_bytes()
    result = bml.parse(data, path="bml1.txt")
    assert not has_errors(result.diagnostics)
    assert any("BML 1" in d.message for d in result.diagnostics)
    assert result.document is not None and result.document.source is not None
    assert result.document.source.dialect == "bml1"


@given(st.text(alphabet=st.sampled_from(list("1234567CDHSNPRXMmoYZ()-;=#!*/ \t\n.|:\\ab")),
               max_size=400))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_random_text_never_raises(text: str) -> None:
    for front in (bml, bml1):
        result = front.parse(text.encode(), path="random.bml")
        if result.document is not None and not has_errors(result.diagnostics):
            run_passes(result.document, PASSES, verify_each=True)


def _corpus_files() -> list[Path]:
    root = CORPUS / "bml"
    return sorted([*root.rglob("*.bml"), *root.rglob("*.txt")])[:60] if root.exists() else []


@given(st.data())
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_mutated_corpus_never_raises(data: st.DataObject) -> None:
    files = _corpus_files()
    if not files:
        pytest.skip("shared corpus not found")
    path = data.draw(st.sampled_from(files))
    raw = bytearray(path.read_bytes()[:4000])
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    for _ in range(data.draw(st.integers(1, 20))):
        if not raw:
            break
        i = rng.randrange(len(raw))
        op = rng.randrange(3)
        if op == 0:
            raw[i] = rng.choice(b" \t\n-=;()#!*/.1CDHSNMXmP\\\x00\xff")
        elif op == 1:
            del raw[i]
        else:
            raw.insert(i, rng.choice(b" \n  ("))
    result = bml.parse(bytes(raw), path=str(path))
    if result.document is not None and not has_errors(result.diagnostics):
        run_passes(result.document, PASSES, verify_each=True)


@given(st.text(max_size=200))
def test_inline_round_trips(text: str) -> None:
    assert to_source(parse_inline(text)) == text
    msgspec.json.encode(parse_inline(text))


def test_deal_header_contract_without_double() -> None:
    """The reference crashes on ``played 3NS`` (no double): compat bml-4."""
    text = b"#12, Dealer S, NS vul, played 3NS with sQ lead\nN: KJx AQx Kxx JT9x\n"
    result = bml.parse(text, path="deal.bml")
    assert result.document is not None and not result.diagnostics
    (diagram,) = result.document.body
    assert isinstance(diagram, ir.DealDiagram)
    deal = diagram.deal
    assert (deal.contract, deal.doubled, deal.declarer, deal.lead, deal.board, deal.dealer,
            deal.vulnerability) == ("3N", "", "S", "QS", 12, "S", "NS")


def test_only_lower_case_suit_markers_are_symbols() -> None:
    from bridgec import ir as _ir
    from bridgec.notation.inline import parse_inline

    kinds = [type(n).__name__ for n in parse_inline("5+!h, !SPL !S/T", None)]
    assert kinds == ["Text", "SuitSymbol", "Text"]
    assert isinstance(parse_inline("!s", None)[0], _ir.SuitSymbol)


@pytest.mark.parametrize("rows,refused", [(MAX_BID_ROWS, False), (MAX_BID_ROWS + 1, True)])
def test_bid_table_rows_past_the_document_limit_are_refused_before_they_are_built(
        rows: int, refused: bool) -> None:
    """A fuzz finding: half a million rows of ``{`` (1 MB) took more than 10 s."""
    data = ("1C one\n\n" + "1D x\n" + "{\n" * (rows - 2)).encode()
    result = bml1.parse(data, path="rows.bml")
    limit = [d for d in result.diagnostics if d.code == "bml-rows"]
    assert bool(limit) == refused
    if refused:
        assert limit[0].severity == "error" and limit[0].span is not None
        assert limit[0].span.line == MAX_BID_ROWS + 2  # the first row past it (a blank line)


def test_a_long_sequence_start_of_words_that_are_no_calls_is_one_short_error() -> None:
    """A fuzz finding: 150,000 words that are no calls in one sequence start, each an error
    quoting the whole 1 MB line, ran out of memory."""
    data = ("1C-" + "x-" * 100_000 + ";\n  1D x\n").encode()
    result = bml1.parse(data, path="start.bml")
    calls = [d for d in result.diagnostics if d.code == "bml-call"]
    assert len(calls) == 1
    assert calls[0].severity == "error" and len(calls[0].message) < 200
    assert calls[0].message.endswith("(and 99999 more words that are no calls)")


def test_the_rows_above_a_table_s_last_rule_line_are_its_header() -> None:
    doc = bml.parse(b"| a |\n|---|\n| b |\n|---+---|\n| c |\n", path="t.bml").document
    assert doc is not None
    table = next(b for b in doc.body if isinstance(b, ir.Table))
    assert [(to_source(r.cells[0]), r.header) for r in table.rows] == \
        [("a", True), ("b", True), ("c", False)]


def test_a_table_of_many_rule_lines_is_read_in_linear_time(tmp_path: Path) -> None:
    """Each rule line made every row above it a header row again: a 1 MB table took
    minutes."""
    from bounded import run_bounded

    path = tmp_path / "rules.bml"
    path.write_text("| a | b |\n" + "|---+---|\n| 1 | 2 |\n" * 40000)
    done = run_bounded("check", str(path))
    assert done.returncode in (0, 1), done.stderr


def test_a_heading_of_more_than_four_stars_is_level_four_with_the_rest_as_text() -> None:
    # BML has four heading levels: bridge-markup 2.7.0 reads `****` as the heading and
    # keeps the stars after it in the text (bml.get_content_type);
    # test_bml_reference_tool checks the reference still does
    result = bml.parse(DEEP_HEADINGS, path="deep.bml")
    assert result.document is not None and result.diagnostics == ()
    headings = [(block.level, to_source(block.content)) for block in result.document.body
                if isinstance(block, ir.Heading)]
    assert headings == [(3, "Three"), (4, "Four"), (4, "* Changes"), (4, "**Six")]
