"""The architecture holds: layers import downwards only, and each command imports only
what its job needs (docs/architecture.md)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("numpy", "typer", "rich", "click", "asyncio", "dataclasses", "tempfile")


def _package_tree(tmp: Path) -> Path:
    """The import layout (bridgec -> compiler/, bridgec.emitters -> emitters/) as real
    directories of symlinked files, which import-linter can walk."""
    top = tmp / "imports"
    shutil.copytree(ROOT / "compiler", top / "bridgec", symlinks=False,
                    copy_function=os.symlink, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "emitters", top / "bridgec" / "emitters", symlinks=False,
                    copy_function=os.symlink, ignore=shutil.ignore_patterns("__pycache__"))
    return top


def test_layers_import_downwards_only(tmp_path: Path) -> None:
    lint = Path(sys.executable).parent / "lint-imports"
    if not lint.exists():
        pytest.skip("import-linter is not installed (pip install -e '.[test]')")
    env = {**os.environ, "PYTHONPATH": str(_package_tree(tmp_path))}
    done = subprocess.run([str(lint), "--config", str(ROOT / "pyproject.toml")], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "1 kept, 0 broken" in done.stdout


def _modules_after(code: str) -> list[str]:
    """Top-level packages and bridgec modules loaded after running ``code`` in a fresh
    interpreter."""
    probe = f"{code}\nimport sys\nprint(' '.join(sorted(sys.modules)))"  # json: not loaded
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()[-1].split()


def _refusing_checks() -> set[str]:
    """The modules of the checks that can give an error: every conversion runs them (what
    ``bridgec check`` calls an error, no conversion writes); no other check is loaded."""
    from bridgec import codes, registry

    return {"bridgec.checks"} | {
        registry.CHECKS.target(name).partition(":")[0] for name in registry.CHECKS
        if any(codes.CODES[c].severity == "error" for c in registry.CHECK_CODES[name])}


REFUSING_CHECKS = _refusing_checks()


def _convert(tool: str, source: Path, out: Path) -> str:
    return (f"from bridgec.cli.dropin import TOOLS, run\n"
            f"assert run(TOOLS[{tool!r}], [{str(source)!r}, '-o', {str(out)!r}]) == 0")


@pytest.mark.parametrize("tool,source", [
    ("bml2html", "examples/sayc.bml"),
    ("bml2latex", "examples/precision.bml"),
    ("bml2bss", "examples/sayc.bml"),
    ("bss2bml", "tests/inputs/bss/system.bss"),
])
def test_drop_ins_import_only_what_they_need(tool: str, source: str, tmp_path: Path) -> None:
    loaded = _modules_after(_convert(tool, ROOT / source, tmp_path / "out"))
    assert not [m for m in loaded if m.split(".")[0] in HEAVY]
    own = "bml" if source.endswith(".bml") else "bss"
    others = {"bml", "bss", "gib", "tablemanager", "meaning"} - {own}
    parsers = [m for m in loaded if m.startswith("bridgec._generated.")]
    assert not [m for m in parsers if m.split(".")[2] in others], parsers
    assert not [m for m in loaded if m.startswith(("bridgec.matcher", "bridgec.tablemanager"))]
    assert set(m for m in loaded if m.startswith("bridgec.checks")) <= REFUSING_CHECKS


START_UP = ("tomllib", "json", "difflib", "bridgec.cli.app")
"""What no command's start-up loads (docs/architecture.md, Benchmarks): the TOML reader (only
when a project configuration is found), json (only the schema commands), difflib (only to
suggest a name for a mistake), the typer app (not for a plain ``convert``)."""


@pytest.mark.parametrize("module", ["bridgec.cli.dropin", "bridgec.cli.entry", "bridgec.api"])
def test_start_up_loads_only_what_a_run_needs(module: str) -> None:
    imported = _modules_after(f"import {module}")
    assert [m for m in START_UP if m in imported] == []


def test_a_drop_in_converts_without_what_a_plain_conversion_does_not_need(
        tmp_path: Path) -> None:
    source = tmp_path / "s.bml"  # no bridgec.toml or pyproject.toml above it
    source.write_bytes((ROOT / "examples" / "sayc.bml").read_bytes())
    loaded = _modules_after(_convert("bml2html", source, tmp_path / "s.htm"))
    assert (tmp_path / "s.htm").exists()
    unwanted = (*START_UP, "bridgec.cli.convert", "bridgec.api")  # convert's command line
    assert [m for m in unwanted if m in loaded] == []
    assert "bridgec.config" in loaded  # the project's selection was looked for


def test_no_runtime_dependency_brings_typing_extensions() -> None:
    """msgspec imports ``typing_extensions`` at start-up whenever it is installed, and with
    it ``inspect``, ``ast`` and ``dis``: 8 ms more for every command (docs/architecture.md,
    Benchmarks). So none of bridgec's runtime dependencies may need it, as installed here
    (the test and dev tools do; they are not a user's installation)."""
    import tomllib
    from importlib.metadata import PackageNotFoundError, requires

    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    todo = [("bridgec", Requirement(text)) for text in project["project"]["dependencies"]]
    needed: dict[str, str] = {}  # each dependency: the one that needs it
    while todo:
        parent, requirement = todo.pop()
        name = canonicalize_name(requirement.name)
        if name in needed or (requirement.marker and
                              not requirement.marker.evaluate({"extra": ""})):
            continue
        needed[name] = parent
        try:
            below = requires(requirement.name) or []
        except PackageNotFoundError:
            continue
        todo.extend((name, Requirement(text)) for text in below)
    assert "typing-extensions" not in needed, needed


def test_importing_bridgec_loads_nothing_else() -> None:
    loaded = _modules_after("import bridgec")
    assert [m for m in loaded if m.startswith("bridgec")] == ["bridgec"]
    assert "msgspec" not in loaded


def test_bridgec_convert_imports_only_its_formats(tmp_path: Path) -> None:
    out = tmp_path / "out.htm"
    loaded = _modules_after(
        "from bridgec.cli.app import command\n"
        f"command()(['convert', {str(ROOT / 'examples' / 'sayc.bml')!r}, '-t', 'html', '-o',"
        f" {str(out)!r}, '-q'], standalone_mode=False)")
    assert out.exists()
    assert set(m for m in loaded if m.startswith("bridgec.checks")) <= REFUSING_CHECKS
    assert not [m for m in loaded if m.split(".")[0] in ("numpy", "asyncio", "pydantic")]
    assert "bridgec.bridge.features" not in loaded  # the hand tables: bid, analyze, hand
    assert not [m for m in loaded if m.startswith(("bridgec.matcher", "bridgec.tablemanager",
                                                   "bridgec.frontends.tm",
                                                   "bridgec._generated.gib",
                                                   "bridgec._generated.bss",
                                                   "bridgec._generated.tablemanager"))]
