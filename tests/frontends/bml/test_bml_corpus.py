"""BML corpus: every input converts, and its rules equal the reference ``bml2bss`` records.

Per input with a reference ``.bss``, the set of (seat, vulnerability, full auction,
description) of our rules equals the reference's records, except for the reference's
documented differences (docs/compat.md): U+0001 for a substituted variable after digits,
and a concrete definition winning over a pattern's expansion whatever the order.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from bridgec import ir
from bridgec.diagnostics import has_errors
from bridgec.frontends import bml
from bridgec.frontends.bml import bml1
from bridgec.pipeline import run_passes

from bml_reference import (
    concrete_won,
    legal_rule,
    read_bss,
    rule_record,
    same_description,
    without_paths,
)
from conftest import CORPUS, NODE_DIR, ROOT, corpus_dir

PASSES = ("derive_rules", "dedupe", "resolve_conflicts")

GP = "gpaulissen-bml"
CASES = [(f"{GP}/data/{n}.bml", f"{GP}/expected/{n}.bss") for n in (
    "example", "example1", "example2", "example3", "example4", "example5", "example6",
    "example7", "example8", "test")]
CASES += [(f"probes/{p.stem}.bml", f"probes/bml2/{p.stem}.bss")
          for p in sorted((CORPUS / "bml" / "probes").glob("*.bml"))
          if (CORPUS / "bml" / "probes" / "bml2" / f"{p.stem}.bss").exists()]
CASES += [(f"wild/jdh8-bridge-systems-1.0/{n}.bml", f"wild/expected-bml2/{n}.bss")
          for n in ("wj", "defense")]
CASES += [(f"wild/gpaulissen-bridge-systems/{n}.bml", ref) for n, ref in (
    ("system-DA-GJP", "wild/expected-bml2/system-DA-GJP.bss"),
    # the oracle's output today, and the file SHA256SUMS names for expected-bml2/ too
    ("system-HB-GJP", "wild/gpaulissen-bridge-systems/output/system-HB-GJP.bss"))]
INPUTS = sorted({*(p.relative_to(CORPUS / "bml").as_posix()
                   for p in (CORPUS / "bml").rglob("*.bml")), "wild/plazmonik-bml/nasz_wj.txt",
                 "kungsgeten-bml/example.txt"})


def _parse(rel: str) -> tuple[ir.Document, list[object]]:
    path = corpus_dir("bml") / rel
    front = bml1 if rel.endswith(".txt") else bml
    result = front.parse(path.read_bytes(), path=str(path))
    assert result.document is not None
    assert not has_errors(result.diagnostics), [d.message for d in result.diagnostics]
    return result.document, list(result.diagnostics)


@pytest.mark.parametrize("rel", INPUTS)
def test_every_corpus_input_converts(rel: str) -> None:
    document, _ = _parse(rel)
    document = run_passes(document, PASSES, verify_each=True)
    text = ir.to_json(document)
    assert ir.msgspec.json.decode(text, type=ir.Document) == document


@pytest.mark.parametrize(("rel", "ref"), CASES)
def test_rules_match_reference_bss(rel: str, ref: str) -> None:
    document, _ = _parse(rel)
    derived = run_passes(document, PASSES[:1])
    final = run_passes(derived, PASSES[1:])
    mine = {r[:3]: r for r in map(rule_record, filter(legal_rule, final.rules))}
    theirs = without_paths({r[:3]: r for r in read_bss(corpus_dir("bml") / ref)}, set(mine))
    assert set(mine) == set(theirs), "auctions differ"
    for key, record in theirs.items():
        if mine[key] == record or same_description(record[3], mine[key][3]):
            continue
        assert concrete_won(record, list(derived.rules), mine[key]), (key, record, mine[key])


def test_p27_normal_bid_wins_over_special_written_first() -> None:
    document, _ = _parse("probes/p27_special_before_normal.bml")
    final = run_passes(document, PASSES)
    by_auction = {rule_record(r)[2]: rule_record(r)[3] for r in final.rules}
    source = (corpus_dir("bml") / "probes/p27_special_before_normal.bml").read_text()
    two_clubs = next(ln for ln in source.splitlines() if ln.startswith("2C"))
    assert by_auction["2C"] == two_clubs.split(None, 1)[1].lstrip("= ")


def test_unicode1_bug_fixed_in_p03() -> None:
    document, _ = _parse("probes/p03_var_in_desc.bml")
    final = run_passes(document, PASSES)
    descriptions = [rule_record(r)[3] for r in final.rules]
    assert all("\x01" not in d for d in descriptions)
    assert any(re.search(r"\d!h", d) for d in descriptions)


def test_bml1_system_converts_with_relative_indentation() -> None:
    document, diagnostics = _parse("wild/plazmonik-bml/nasz_wj.txt")
    final = run_passes(document, PASSES)
    assert document.source is not None and document.source.dialect == "bml1"
    assert len(final.rules) > 400


def test_corpus_ir_json_validates_against_the_schema(require_node: None,
                                                      tmp_path: Path) -> None:
    """Every corpus input's IR JSON (after the front end's passes) passes ajv."""
    outputs = []
    for i, rel in enumerate(INPUTS):
        document, _ = _parse(rel)
        out = tmp_path / f"{i}.ir.json"
        out.write_text(ir.to_json(run_passes(document, PASSES)))
        outputs.append(str(out))
    schema = ROOT / "ir-schema" / "bridgec-ir.schema.json"
    done = subprocess.run(["node", "validate.mjs", str(schema), *outputs], cwd=NODE_DIR,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
