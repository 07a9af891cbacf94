"""Shared test fixtures: paths to the inputs, the shared corpus, and the CLI runner."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# In CI the property tests run the same examples every time (a landing never fails on a draw
# nobody can reproduce); locally they draw afresh, which is how new findings turn up.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")

ROOT = Path(__file__).resolve().parent.parent
INPUTS = ROOT / "tests" / "inputs"
SHARED = ROOT.parent / "shared"
CORPUS = SHARED / "corpus"
NODE_DIR = ROOT / "tests" / "node"


def corpus_dir(*parts: str) -> Path:
    """A folder of the shared corpus; skip the test if ../shared is absent (never in CI)."""
    path = CORPUS.joinpath(*parts)
    if not path.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but the shared corpus is missing: {path}")
        pytest.skip(f"shared corpus not found at {path} (clone the project beside shared/)")
    return path


def run_cli(*args: str, input: bytes | None = None, cwd: Path | None = None,
            exe: str = "bridgec") -> subprocess.CompletedProcess[bytes]:
    """Run a console script of this virtualenv as a user would, capturing its output."""
    script = Path(sys.executable).parent / exe
    return subprocess.run([str(script), *args], input=input, capture_output=True,
                          cwd=cwd, timeout=300)


def node_available() -> bool:
    """True when node and the test's node packages are installed."""
    return shutil.which("node") is not None and (NODE_DIR / "node_modules").exists()


@pytest.fixture
def require_node() -> None:
    """Skip (or fail under CI) when node or tests/node packages are missing."""
    if not node_available():
        if os.environ.get("CI") == "true":
            pytest.fail("CI=true but node or tests/node/node_modules is missing")
        pytest.skip("node or tests/node/node_modules missing (run `make test`)")
