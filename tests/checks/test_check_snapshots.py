"""Snapshots of `bridgec check` on deliberately broken systems: tests/inputs/check/ (systems
that read but break the checks) and every tests/inputs/*/errors/ input (systems the front
ends refuse). The text is what a user sees; the exit code is part of the snapshot."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgec import registry
from bridgec.cli.app import app

from conftest import INPUTS, ROOT


def _cases() -> list[Path]:
    found = sorted((INPUTS / "check").iterdir())
    for folder in sorted(INPUTS.glob("*/errors")):
        found += sorted(p for p in folder.iterdir() if registry.front_end_for(p.name))
    return found


CASES = _cases()


@pytest.mark.parametrize("selection", [(), ("--select", "ALL")], ids=["default", "all"])
@pytest.mark.parametrize("path", CASES, ids=lambda p: str(p.relative_to(INPUTS)))
def test_check_output(path: Path, selection: tuple[str, ...], snapshot: object) -> None:
    runner = CliRunner()
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        result = runner.invoke(app, ["check", *selection, str(path.relative_to(ROOT))])
    finally:
        os.chdir(cwd)
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert f"exit {result.exit_code}\n{result.output}" == snapshot


def test_broken_systems_fail_strict_and_json_lists_every_diagnostic() -> None:
    runner = CliRunner()
    path = str(INPUTS / "check" / "broken_system.bml")
    assert runner.invoke(app, ["check", path]).exit_code == 0
    assert runner.invoke(app, ["check", "--strict", path]).exit_code == 1
    import json
    out = runner.invoke(app, ["check", "--format", "json", path]).output
    payload = json.loads(out)
    assert payload["summary"]["warnings"] == len(payload["diagnostics"]) > 0
    assert all(d["span"]["line"] >= 1 for d in payload["diagnostics"])
