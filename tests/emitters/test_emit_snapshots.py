"""Snapshots of every emitter variant for our own inputs (tests/inputs/emit, tests/inputs/bml).

Each snapshot holds the output and the rendered warnings; read the diff before updating.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgec import registry

from conftest import INPUTS
from test_emit_support import BML_INPUTS, EMIT_INPUTS, VARIANTS, load, require_bml

CASES = [(path, variant) for path in [*EMIT_INPUTS, *BML_INPUTS] for variant in VARIANTS]


@pytest.mark.parametrize("path,variant", CASES,
                         ids=[f"{p.name}-{v}" for p, v in CASES])
def test_emitter_snapshot(path: Path, variant: str, snapshot: object) -> None:
    if path.suffix == ".bml":
        require_bml()
    name, options = VARIANTS[variant]
    result = registry.EMITTERS[name].emit(load(path), options)
    warnings = "\n".join(d.render() for d in result.diagnostics).replace(f"{INPUTS}/", "")
    assert f"{result.output}\n--- warnings ---\n{warnings}\n" == snapshot


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_output_is_deterministic(variant: str) -> None:
    name, options = VARIANTS[variant]
    doc = load(EMIT_INPUTS[0])
    first = registry.EMITTERS[name].emit(doc, options).output
    assert registry.EMITTERS[name].emit(doc, options).output == first
