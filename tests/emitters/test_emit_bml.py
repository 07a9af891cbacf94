"""The BML printer: round trips through our front end, and the reference tool accepts it.

For every BML input the reference ``bml2bss`` (bridge-markup 2.7.0, in .venv-ref) converts,
it must convert our printed BML to the same BSS (trailing whitespace aside, as upstream's
own tests compare).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from test_emit_corpus import comparable

from bridgec import ir, registry
from bridgec.emitters import bml
from bridgec.frontends import bml as bml_in
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import pipeline_for, run_passes

from conftest import CORPUS, INPUTS, ROOT
from test_emit_support import BML_INPUTS, load, require_bml

REF_BML2BSS = ROOT / ".venv-ref" / "bin" / "bml2bss"


def reference_cases() -> list[Path]:
    corpus = CORPUS / "bml"
    found = sorted((corpus / "gpaulissen-bml" / "data").glob("*.bml"))
    found += sorted((corpus / "probes").glob("p*.bml"))
    return [*found, *BML_INPUTS]


def printed(path: Path, **options: int) -> str:
    output = bml.emit(load(path), EmitOptions(**options)).output  # type: ignore[arg-type]
    assert isinstance(output, str)
    return output


def bml2bss(source: Path, out: Path) -> str | None:
    """The reference's BSS for a file, or None when the reference rejects it."""
    run = subprocess.run([str(REF_BML2BSS), str(source), "-o", str(out)],
                         capture_output=True, timeout=120, cwd=source.parent)
    if run.returncode != 0:
        return None
    return "\n".join(line.rstrip() for line in out.read_text(encoding="latin-1").splitlines())


@pytest.mark.parametrize("path", BML_INPUTS, ids=lambda p: p.name)
def test_round_trip_of_our_inputs(path: Path) -> None:
    require_bml()
    first = load(path)
    result = bml_in.parse(printed(path).encode(), path=path.name, options=ParseOptions())
    assert result.document is not None
    again = run_passes(result.document, pipeline_for(registry.FRONT_ENDS["bml"], None))
    expected, got = comparable(first), comparable(again)
    assert isinstance(expected, dict) and isinstance(got, dict)
    for field in ("meta", "body", "rules"):
        assert got[field] == expected[field], field


@pytest.mark.parametrize("path", reference_cases(), ids=lambda p: p.name)
def test_reference_tool_reads_our_bml_the_same(path: Path, tmp_path: Path) -> None:
    require_bml()
    if not path.exists():
        pytest.skip(f"{path} is missing")
    if not REF_BML2BSS.exists():
        if os.environ.get("CI") == "true":
            pytest.fail("CI=true but .venv-ref/bin/bml2bss is missing (make test installs it)")
        pytest.skip("reference bml2bss not installed (.venv-ref)")
    ours = tmp_path / "ours" / path.name
    ours.parent.mkdir()
    ours.write_text(printed(path), encoding="utf-8")
    theirs = bml2bss(path, tmp_path / "theirs.bss")
    accepted = bml2bss(ours, tmp_path / "ours.bss")
    if theirs is None:
        return  # the reference rejects the original; nothing to compare with
    assert accepted == theirs


def test_indentation_option_sets_the_step() -> None:
    require_bml()
    text = printed(INPUTS / "bml" / "tables.bml", indentation=4)
    assert text.startswith("1C   16+ hcp\n    1D   Negative\n        1H   Any hand with 20+ hcp\n")


def test_conditions_are_written_where_they_change_and_reset() -> None:
    def table(name: str, **conditions: object) -> ir.BidTable:
        return ir.BidTable(conditions=ir.Conditions(**conditions),  # type: ignore[arg-type]
                           rows=(ir.BidNode(id=name, call=ir.Call(name=name)),))

    doc = ir.Document(body=(table("1C", seats=(3, 4), we_vulnerable=True), table("1D"),
                            table("1H")))
    assert bml.emit(doc).output == "#VUL Y0\n\n#SEAT 34\n\n1C\n\n#VUL 00\n\n#SEAT 0\n\n1D\n\n1H\n"


def test_what_bml_cannot_hold_is_reported() -> None:
    require_bml()
    result = bml.emit(load(INPUTS / "emit" / "full.ir.json"))
    messages = "\n".join(d.message for d in result.diagnostics)
    assert "the Table Manager boards cannot be shown in BML" in messages
    assert "row 2D is printed visible" in messages and "condition of 3N" in messages
    assert "the alert of a bid cannot be shown in BML" in messages
    assert "the dealer of an auction diagram cannot be shown in BML" in messages
    dropped = [d for d in result.diagnostics if d.message.startswith(("the Table", "the alert"))]
    assert all(d.code == "emit-dropped" and d.span is not None for d in dropped)


def test_no_internal_names_in_what_an_output_leaves_out() -> None:
    """A BBO card converted to HTML, BML or PBN says what it leaves out in words, not as
    the IR's ``Meaning.outcomes`` (issue 25)."""
    import re

    import bridgec

    card = (INPUTS / "bss" / "system.bss").read_bytes()
    for to in ("html", "bml", "pbn"):
        result = bridgec.convert_text(card, to, from_="bss")
        messages = [d.message for d in result.diagnostics if d.code == "emit-dropped"]
        assert messages, to
        assert not [m for m in messages if re.search(r"\b[A-Z][a-z]+[A-Za-z]*\.[a-z_]+\b|"
                                                     r"[a-z][A-Z]", m)], messages
