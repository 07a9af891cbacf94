"""The built wheel holds every module of compiler/ (as ``bridgec``) and emitters/ (as
``bridgec.emitters``) and the emitters' assets: setuptools finds the packages (the
``package-dir`` mapping of pyproject.toml), so a new one
is shipped without being listed. Built from the tracked files in a temporary folder, as
``make bench`` does, bounded by a subprocess timeout."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conftest import ROOT


def _tracked() -> list[str]:
    done = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                          timeout=60)
    if done.returncode != 0:
        pytest.skip("not a git checkout: the tracked files are unknown")
    return [name for name in done.stdout.decode().split("\0") if name]


def test_the_wheel_holds_every_module(tmp_path: Path) -> None:
    tracked = _tracked()
    source = tmp_path / "src"
    for name in tracked:
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        (source / name).write_bytes((ROOT / name).read_bytes())
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                            str(tmp_path / "dist"), str(source)],
                           capture_output=True, timeout=600)
    assert built.returncode == 0, built.stderr[-3000:]
    (wheel,) = (tmp_path / "dist").glob("bridgec-*.whl")
    shipped = set(zipfile.ZipFile(wheel).namelist())
    wanted = set()
    for name in tracked:
        top, _, rest = name.partition("/")
        if top == "compiler" and not rest.startswith("emitters/"):
            wanted.add(f"bridgec/{rest}")
        elif top == "emitters":
            wanted.add(f"bridgec/emitters/{rest}")
    wanted = {name for name in wanted
              if name.endswith((".py", ".css", ".tex")) or name.endswith("py.typed")}
    assert sorted(wanted - shipped) == []
    assert "bridgec/frontends/pbn/__init__.py" in shipped  # once missing from the list
    assert "bridgec/meanings/__init__.py" in shipped


def test_the_readme_and_the_architecture_name_every_package() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    architecture = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    packages = sorted(path.parent.name for path in (ROOT / "compiler").glob("*/__init__.py"))
    assert "meanings" in packages
    layout = readme[readme.index("## Layout"):]
    assert [name for name in packages
            if not re.search(rf"(?m)^  (\S+/ )*{name}/ ", layout)] == []
    assert [name for name in packages
            if f"`bridgec.{name}" not in architecture] == []


def test_make_demo_installs_only_what_the_demo_needs_and_says_so() -> None:
    make = shutil.which("make")
    if make is None:
        pytest.skip("make is not installed")
    plan = subprocess.run([make, "-n", "-B", "demo"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)  # -n: print the commands, run none
    assert plan.returncode == 0, plan.stderr
    installs = [line for line in plan.stdout.splitlines() if "pip install" in line]
    assert installs == [".venv/bin/python -m pip install -q -e ."]
    assert "installing bridgec (runtime dependencies only)" in plan.stdout
    assert "converting them to every format" in plan.stdout
