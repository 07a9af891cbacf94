"""Our HTML in headless Chromium: no console errors, every bid of the IR on the page, and a
screenshot (build/screenshots/) to look at.

Needs Debian ``chromium`` (installed by .ci/run): skips without it, fails under CI=true.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from bridgec.emitters import html
from bridgec.options import EmitOptions

from conftest import INPUTS, ROOT
from test_emit_support import (
    BML_INPUTS,
    corpus_cases,
    html_text,
    load,
    normalize,
    require_bml,
    require_tool,
    visible_rows,
)

SHOTS = ROOT / "build" / "screenshots"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--enable-logging=stderr", "--v=0"]
SHOWCASE = ("test", "example4", "wj")
"""Corpus pages that also get a screenshot (one Chromium run each is enough for the rest)."""
CONSOLE = re.compile(r"CONSOLE|Uncaught|SyntaxError|Refused to", re.I)


def chromium(page: Path, profile: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """Run headless Chromium on a local page."""
    binary = require_tool("chromium")
    return subprocess.run([binary, *FLAGS, f"--user-data-dir={profile}", *extra,
                           page.as_uri()], capture_output=True, text=True, timeout=180)


def console_errors(stderr: str) -> list[str]:
    """Lines of Chromium's log that report console messages or script errors."""
    return [line for line in stderr.splitlines() if CONSOLE.search(line)]


def render(source: Path, tmp_path: Path, name: str, tree: bool = True,
           shot: bool = True) -> str:
    """Emit, load in Chromium, check the console, save a screenshot; return the DOM text."""
    document = load(source)
    page = tmp_path / f"{name}.htm"
    output = html.emit(document, EmitOptions(tree=tree)).output
    assert isinstance(output, str)
    page.write_text(output, encoding="utf-8")
    dom = chromium(page, tmp_path / "profile", "--dump-dom")
    assert dom.returncode == 0, dom.stderr[-2000:]
    assert console_errors(dom.stderr) == []
    if shot:
        SHOTS.mkdir(parents=True, exist_ok=True)
        png = SHOTS / f"{name}.png"
        taken = chromium(page, tmp_path / "profile", f"--screenshot={png}",
                         "--window-size=1000,1400", "--hide-scrollbars")
        assert taken.returncode == 0 and png.stat().st_size > 1000
    text = html_text(dom.stdout)
    missing = [(call, desc) for call, desc in visible_rows(document)
               if normalize(call) not in text or desc.replace("--", "\u2013") not in
               text.replace("--", "\u2013")]
    assert missing == []
    return text


def test_console_errors_are_detected(tmp_path: Path) -> None:
    page = tmp_path / "bad.htm"
    page.write_text("<p>x</p><script>console.error('boom')</script>", encoding="utf-8")
    assert console_errors(chromium(page, tmp_path / "profile", "--dump-dom").stderr)


@pytest.mark.parametrize("tree", [True, False], ids=["tree", "plain"])
def test_full_input_renders(tree: bool, tmp_path: Path) -> None:
    text = render(INPUTS / "emit" / "full.ir.json", tmp_path, f"full-{'tree' if tree else 'plain'}",
                  tree)
    assert "Precision club" in text and "Board 35" in text


def test_hostile_input_runs_no_script(tmp_path: Path) -> None:
    text = render(INPUTS / "emit" / "hostile.ir.json", tmp_path, "hostile")
    assert "<script>alert(1)</script>" in text


@pytest.mark.parametrize("path", BML_INPUTS, ids=lambda p: p.name)
def test_our_bml_inputs_render(path: Path, tmp_path: Path) -> None:
    require_bml()
    render(path, tmp_path, path.stem)


@pytest.mark.parametrize("source,reference", corpus_cases(), ids=lambda p: p.name)
def test_corpus_renders(source: Path, reference: Path, tmp_path: Path) -> None:
    require_bml()
    render(source, tmp_path, f"corpus-{source.stem}", shot=source.stem in SHOWCASE)
