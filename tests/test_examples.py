"""The bundled examples (make demo) pass bridgec check with no error and no warning in the
default set, and convert to every output format."""

from __future__ import annotations

from pathlib import Path

import pytest

import bridgec
from bridgec import codes, registry

EXAMPLES = sorted(p for p in (Path(__file__).resolve().parent.parent / "examples").iterdir()
                  if registry.front_end_for(p.name))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_is_clean(path: Path) -> None:
    result = bridgec.check_file(path)
    shown = [d for d in result.diagnostics if codes.selected(d)]
    assert result.ok and shown == [], result.render()


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_converts_to_every_format(path: Path) -> None:
    for target in registry.EMITTERS:
        assert bridgec.convert_file(path, target).output is not None, target
