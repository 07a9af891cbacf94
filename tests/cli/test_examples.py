"""The bundled examples (make demo) pass bridgec check with no error and no warning in the
default set, and convert to every output format."""

from __future__ import annotations

from pathlib import Path

import pytest

import bridgec
from bridgec import codes, registry

EXAMPLES = sorted(p for p in (Path(__file__).resolve().parents[2] / "examples").iterdir()
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


def test_demo_fails_on_an_example_with_a_check_error(tmp_path: Path) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "demo", Path(__file__).resolve().parents[2] / "tools" / "demo.py")
    assert spec is not None and spec.loader is not None
    demo = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(demo)
    examples = tmp_path / "examples"
    examples.mkdir()
    (examples / "good.bml").write_text("1C  16+\n1D  natural\n")
    assert demo.convert_all(examples, tmp_path / "build") == 0
    (examples / "bad.bml").write_text("1C  16+\n#INCLUDE missing.bml\n")  # an error
    assert demo.convert_all(examples, tmp_path / "build2") == 1
    assert not (tmp_path / "build2" / "bad").exists()
