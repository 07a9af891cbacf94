"""Snapshots for our own BSS inputs (tests/inputs/bss): the IR, the BSS written from it
with its warnings, and for errors/ the rendered diagnostics (BML output is the BML
emitter's to snapshot; tests/emitters/test_bss_bml.py checks bss -> bml -> bss). Read the diff
before updating (`pytest tests/frontends/bss/test_bss_snapshots.py --snapshot-update`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgec import ir, registry
from bridgec.frontends import bss
from bridgec.options import EmitOptions
from bridgec.pipeline import SourceCache, pipeline_for, run_passes

from conftest import INPUTS

GOOD = sorted((INPUTS / "bss").glob("*.bss"))
BAD = sorted((INPUTS / "bss" / "errors").glob("*.bss"))


def _relative(path: Path) -> str:
    return path.relative_to(INPUTS.parent.parent).as_posix()


def _read(path: Path) -> tuple[ir.Document | None, str]:
    data = path.read_bytes()
    name = _relative(path)
    result = bss.parse(data, path=name)
    cache = SourceCache()
    cache.add(name, data)
    return result.document, cache.render(result.diagnostics)


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_ir_snapshot(path: Path, snapshot: object) -> None:
    document, diagnostics = _read(path)
    assert document is not None and diagnostics == ""
    passes = registry.FRONT_ENDS["bss"].passes()
    assert ir.to_json(run_passes(document, passes, verify_each=True)) == snapshot


@pytest.mark.parametrize("form", ["bboalert", "spec"])
@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_output_snapshot(path: Path, form: str, snapshot: object) -> None:
    document, _ = _read(path)
    assert document is not None
    emitter = registry.EMITTERS["bss"]
    result = emitter.emit(run_passes(document, pipeline_for(registry.FRONT_ENDS["bss"], emitter)),
                          EmitOptions(bss_form="spec" if form == "spec" else "bboalert"))
    cache = SourceCache()
    cache.add(_relative(path), path.read_bytes())
    assert f"{result.output}--- warnings ---\n{cache.render(result.diagnostics)}\n" == snapshot


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.name)
def test_error_snapshot(path: Path, snapshot: object) -> None:
    _, diagnostics = _read(path)
    assert diagnostics
    assert diagnostics + "\n" == snapshot
