"""Every LaTeX output compiles with pdflatex, and the PDF's text holds every bid.

Needs pdflatex and pdftotext (TeX Live and poppler-utils, installed by .ci/run): the tests
skip without them, and fail under CI=true.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from bridgec import ir
from bridgec.emitters import latex
from bridgec.options import EmitOptions

from conftest import INPUTS
from test_emit_support import (
    BML_INPUTS,
    EMIT_INPUTS,
    corpus_cases,
    load,
    pdf_normalize,
    require_bml,
    require_tool,
    visible_rows,
)


def compile_pdf(source: str, folder: Path, name: str = "doc") -> str:
    """Compile with pdflatex (no shell escape) and return the PDF's text."""
    pdflatex, pdftotext = require_tool("pdflatex"), require_tool("pdftotext")
    (folder / f"{name}.tex").write_text(source, encoding="utf-8")
    run = subprocess.run([pdflatex, "-interaction=nonstopmode", "-halt-on-error",
                          "-no-shell-escape", f"{name}.tex"],
                         cwd=folder, capture_output=True, timeout=300)
    log = (folder / f"{name}.log").read_text(encoding="latin-1") if \
        (folder / f"{name}.log").exists() else ""
    assert run.returncode == 0, log[-3000:]
    if "No pages of output" in log:
        return ""
    subprocess.run([pdftotext, "-enc", "UTF-8", f"{name}.pdf", f"{name}.txt"], cwd=folder,
                   check=True, timeout=120)
    return (folder / f"{name}.txt").read_text(encoding="utf-8")


def assert_rows_in(document: ir.Document, text: str) -> None:
    flat = pdf_normalize(text)
    missing = [(call, desc) for call, desc in visible_rows(document)
               if pdf_normalize(call) not in flat or pdf_normalize(desc) not in flat]
    assert missing == []


OURS = [*EMIT_INPUTS, *BML_INPUTS]


@pytest.mark.parametrize("tree", [True, False], ids=["tree", "plain"])
@pytest.mark.parametrize("path", OURS, ids=lambda p: p.name)
def test_our_inputs_compile_and_show_every_bid(path: Path, tree: bool, tmp_path: Path) -> None:
    if path.suffix == ".bml":
        require_bml()
    document = load(path)
    output = latex.emit(document, EmitOptions(tree=tree)).output
    assert isinstance(output, str)
    assert_rows_in(document, compile_pdf(output, tmp_path))


def test_hostile_text_prints_as_text(tmp_path: Path) -> None:
    output = latex.emit(load(INPUTS / "emit" / "hostile.ir.json")).output
    assert isinstance(output, str)
    text = pdf_normalize(compile_pdf(output, tmp_path))
    assert pdf_normalize("\\input{/etc/passwd} \\write18{ls} \\catcode") in text
    assert not list(tmp_path.glob("*.w18"))


def test_linked_macros_compile_next_to_the_document(tmp_path: Path) -> None:
    output = latex.emit(load(INPUTS / "emit" / "full.ir.json"),
                        EmitOptions(include_external_files=False)).output
    assert isinstance(output, str)
    (tmp_path / latex.MACROS).write_text(latex.macros(), encoding="utf-8")
    assert "Board35" in pdf_normalize(compile_pdf(output, tmp_path))


@pytest.mark.parametrize("source,reference", corpus_cases(), ids=lambda p: p.name)
def test_corpus_compiles_and_shows_every_bid(source: Path, reference: Path,
                                             tmp_path: Path) -> None:
    require_bml()
    document = load(source)
    output = latex.emit(document).output
    assert isinstance(output, str)
    assert_rows_in(document, compile_pdf(output, tmp_path))
