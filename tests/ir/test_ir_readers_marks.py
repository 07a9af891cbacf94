"""IR 1.2: what the IR's readers need, said once. ``Rule.context_only`` marks a bare call of
a BML sequence start (made by ``derive_rules``) and ``HandConstraint.understood`` records the
share of a meaning understood (made by ``infer_constraints``); the matcher reads both and
tests no source format. IR JSON of 1.1 (no such fields) still compiles to the same table."""

from __future__ import annotations

import json
from typing import Any

from bridgec import ir
from bridgec.frontends import ir_json
from bridgec.pipeline import compile_source
from bridgec.registry import BML_RULES

SYSTEM = b"""1N 15-17 hcp, frobnicate

1N-2C;
2D no major, glorp
2H 4 hearts

2C 22+ hcp, wibble
  2D waiting
"""


def _strip(node: Any, key: str) -> Any:
    if isinstance(node, dict):
        return {k: _strip(v, key) for k, v in node.items() if k != key}
    if isinstance(node, list):
        return [_strip(v, key) for v in node]
    return node


def _as_1_1(passes: tuple[str, ...]) -> bytes:
    """The system as IR JSON 1.1 wrote it: without the fields 1.2 added."""
    result = compile_source(SYSTEM, path="t.bml", to="ir-json", passes=passes)
    assert isinstance(result.output, str)
    old = _strip(_strip(json.loads(result.output), "context_only"), "understood")
    return json.dumps({**old, "ir_version": "1.1"}).encode()


def _matcher(data: bytes, from_: str) -> bytes:
    result = compile_source(data, path="t.bml", from_=from_, to="matcher")
    assert isinstance(result.output, bytes), result.diagnostics
    return result.output


def test_ir_json_1_1_of_bml_gets_its_context_only_marks() -> None:
    derived = compile_source(SYSTEM, path="t.bml", passes=BML_RULES).document
    assert derived is not None
    marks = [r.context_only for r in derived.rules]
    assert marks.count(True) == 1  # the start's 2C: its 1N loses to the row 1N
    read = ir_json.parse(_as_1_1(BML_RULES), path="t.ir.json").document
    assert read is not None and read.ir_version == ir.IR_VERSION
    assert [r.context_only for r in read.rules] == marks
    assert _matcher(_as_1_1(BML_RULES), "ir-json") == _matcher(SYSTEM, "bml")


def test_ir_json_1_1_with_inferred_constraints_compiles_to_the_same_table() -> None:
    with_shares = (*BML_RULES, "infer_constraints")
    assert _matcher(_as_1_1(with_shares), "ir-json") == _matcher(SYSTEM, "bml")
    entries = ir_json.parse(_as_1_1(with_shares), path="t.ir.json").document
    assert entries is not None  # the shares come back when the matcher's pass runs
    assert any(s.origin == "inferred" and s.understood is None
               for r in entries.rules for s in r.meaning.shows)


def test_the_marks_of_ir_json_1_2_are_trusted_and_other_formats_are_not_marked() -> None:
    data = json.loads(_as_1_1(BML_RULES))
    as_1_2 = ir_json.parse(json.dumps({**data, "ir_version": "1.2"}).encode(), path="t.json")
    assert as_1_2.document is not None
    assert not any(r.context_only for r in as_1_2.document.rules)
    source = {**data["source"], "format": "bss"}
    as_bss = ir_json.parse(json.dumps({**data, "source": source}).encode(), path="t.json")
    assert as_bss.document is not None and as_bss.document.ir_version == ir.IR_VERSION
    assert not any(r.context_only for r in as_bss.document.rules)


def test_a_share_out_of_its_bounds_is_a_located_error() -> None:
    result = compile_source(SYSTEM, path="t.bml", to="ir-json",
                            passes=(*BML_RULES, "infer_constraints"))
    assert isinstance(result.output, str)
    for share in (1.5, -0.25):
        data = result.output.replace('"understood": 1.0', f'"understood": {share}', 1)
        assert data != result.output
        read = ir_json.parse(data.encode(), path="t.ir.json")
        assert read.document is None and len(read.diagnostics) == 1
        error = read.diagnostics[0]
        assert error.message.startswith(("invalid IR: Expected `float` <= 1.0",
                                         "invalid IR: Expected `float` >= 0.0"))
        assert error.message.endswith(".understood)") and error.span is not None
        line = data.splitlines()[error.span.line - 1]
        assert line[error.span.col - 1:].startswith(str(share))
