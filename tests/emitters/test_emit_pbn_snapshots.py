"""Snapshots of the pbn emitter's variants on our own inputs (see test_emit_support).

Each snapshot holds the output and the rendered warnings; read the diff before updating.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_emit_support import snapshot_cases, snapshot_ids, snapshot_text

CASES = snapshot_cases("pbn")


@pytest.mark.parametrize("path,variant", CASES, ids=snapshot_ids(CASES))
def test_emitter_snapshot(path: Path, variant: str, snapshot: object) -> None:
    assert snapshot_text(path, variant) == snapshot
