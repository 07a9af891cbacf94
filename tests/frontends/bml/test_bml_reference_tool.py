"""Our own BML inputs through the reference ``bml2bss`` (gpaulissen/bml 2.7.0 in
.venv-ref): the rules bridgec derives equal the records the reference writes."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from bridgec import ir, registry
from bridgec.bidtables.legality import first_illegal
from bridgec.frontends import bml
from bridgec.notation.inline import to_source
from bridgec.pipeline import run_passes

from bml_reference import (
    DEEP_HEADINGS,
    concrete_won,
    read_bss,
    rule_record,
    same_description,
    without_paths,
)
from conftest import INPUTS, ROOT

REF = ROOT / ".venv-ref" / "bin" / "bml2bss"
CASES = [INPUTS / "bml" / "tables.bml", ROOT / "examples" / "precision.bml"]


def _reference(source: Path, tmp: Path) -> Path:
    if not REF.exists():
        if os.environ.get("CI") == "true":
            pytest.fail("CI=true but the reference tools are missing (make peers)")
        pytest.skip("reference bml2bss not installed (make peers)")
    # the reference crashes on a contract without a double (`3NS`): compat bml-4
    text = source.read_text().replace("played 3NS", "played 3NXS")
    copy = tmp / source.name
    copy.write_text(text)
    out = tmp / "ref.bss"
    subprocess.run([str(REF), str(copy), "-o", str(out)], check=True, capture_output=True,
                   timeout=120)
    return out


def _can_occur(rule: ir.Rule) -> bool:
    assert rule.auction is not None and isinstance(rule.call, ir.Call)
    calls = [*((c.call, c.side) for c in rule.auction), (rule.call.name, rule.side)]
    return first_illegal(calls) is None


@pytest.mark.parametrize("source", CASES, ids=lambda p: p.name)
def test_rules_equal_reference_records(source: Path, tmp_path: Path) -> None:
    result = bml.parse(source.read_bytes(), path=str(source))
    assert result.document is not None
    derived = run_passes(result.document, registry.FRONT_ENDS["bml"].passes()[:1])
    document = run_passes(derived, registry.FRONT_ENDS["bml"].passes()[1:])
    # a row that can never occur is an error bridgec refuses to convert (docs/compat.md
    # emit-12); the reference writes no record for it either
    mine = {r[:3]: r for r in map(rule_record, filter(_can_occur, document.rules))}
    theirs = without_paths({r[:3]: r for r in read_bss(_reference(source, tmp_path))},
                           set(mine))
    assert set(mine) == set(theirs)
    assert [k for k, record in theirs.items()
            if not same_description(record[3], mine[k][3])
            and not concrete_won(record, list(derived.rules), mine[k])] == []


def test_headings_deeper_than_four_read_as_the_reference_reads_them(tmp_path: Path) -> None:
    latex = REF.with_name("bml2latex")
    if not latex.exists():
        pytest.skip("reference bml2latex not installed (make peers)")
    source = tmp_path / "deep.bml"
    source.write_bytes(DEEP_HEADINGS)
    subprocess.run([str(latex), str(source)], check=True, capture_output=True, timeout=60,
                   cwd=tmp_path)
    tex = (tmp_path / "deep.tex").read_text()
    # the reference's levels 3 and 4 are \subsubsection and \paragraph
    theirs = [(kind, text.strip())
              for kind, text in re.findall(r"\\(subsubsection|paragraph)\{([^}]*)\}", tex)]
    document = bml.parse(DEEP_HEADINGS, path=str(source)).document
    assert document is not None
    mine = [("subsubsection" if block.level == 3 else "paragraph", to_source(block.content))
            for block in document.body if isinstance(block, ir.Heading)]
    assert mine == theirs
