"""PDF output: the LaTeX emitter's document typeset by latexmk, or by pdflatex run until its
cross-references settle, in a private temporary folder that is removed afterwards.

TeX runs without shell escape (``-no-shell-escape``, and ``shell_escape=f`` in its
environment), without interaction, may write only in its folder (``openout_any=p``), and each
run is bounded in time (:data:`TIMEOUT`); the support macros are always embedded. The PDF's
bytes are the output, written by the one output writer like every other output, so a failed
run never leaves half a PDF. Without TeX, or when TeX fails, the run is an error (exit 1)
that says what to install or what TeX reported.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
from pathlib import Path

import msgspec

from bridgec import ir
from bridgec.diagnostics import InputError, error
from bridgec.emitters import latex
from bridgec.options import EmitOptions, EmitResult

NAME = "pdf"

TEX_PACKAGES = "latexmk texlive-latex-recommended texlive-fonts-recommended"
"""The Debian packages that typeset bridgec's LaTeX (pdflatex, xcolor, hyperref, lmodern)."""
TIMEOUT = 120.0
"""Seconds one latexmk (or pdflatex) run may take."""
PDFLATEX = ("-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape",
            "-file-line-error")
RUNS = 3
"""pdflatex runs at most, without latexmk (the table of contents needs two)."""


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Typeset the document's LaTeX (see :mod:`bridgec.emitters.latex`) as PDF bytes."""
    source = latex.emit(document, msgspec.structs.replace(options, include_external_files=True))
    assert isinstance(source.output, str)
    return EmitResult(output=typeset(source.output), diagnostics=source.diagnostics)


def typeset(source: str) -> bytes:
    """The PDF of a LaTeX document; :class:`InputError` when TeX is missing or fails."""
    latexmk, pdflatex = shutil.which("latexmk"), shutil.which("pdflatex")
    if pdflatex is None:
        raise InputError([error(
            "cannot make a PDF: pdflatex (TeX Live) is not installed",
            hint=f"install TeX, on Debian or Ubuntu: sudo apt-get install {TEX_PACKAGES}; "
            "or convert with -t latex and typeset the .tex elsewhere")])
    with tempfile.TemporaryDirectory(prefix="bridgec-pdf-") as folder:
        work = Path(folder)
        (work / "doc.tex").write_text(source, encoding="utf-8")
        if latexmk is not None:
            command = " ".join([pdflatex, *PDFLATEX, "%O", "%S"])
            _run([latexmk, "-pdf", "-quiet", "-norc", f"-pdflatex={command}", "doc.tex"], work)
        else:
            for _ in range(RUNS):
                _run([pdflatex, *PDFLATEX, "doc.tex"], work)
                if "Rerun to get" not in _log(work):
                    break
        return (work / "doc.pdf").read_bytes()


def _run(command: list[str], work: Path) -> None:
    """Run TeX in ``work``, bounded by :data:`TIMEOUT`; an error with TeX's first complaint
    when it fails."""
    env = {**os.environ, "shell_escape": "f", "openout_any": "p", "TEXMFOUTPUT": str(work)}
    with subprocess.Popen(command, cwd=work, env=env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          start_new_session=True) as process:
        try:
            status = process.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired as exc:
            os.killpg(process.pid, signal.SIGKILL)  # latexmk and the pdflatex it started
            process.wait()
            raise InputError([error(
                f"cannot make a PDF: TeX took more than {TIMEOUT:g} s",
                hint="convert with -t latex and typeset the .tex to see where it stops")]
            ) from exc
    if status != 0 or not (work / "doc.pdf").exists():
        raise InputError([error(
            f"cannot make a PDF: TeX failed: {_complaint(_log(work))}",
            hint="convert with -t latex and run pdflatex on the .tex to see its whole log")])


def _log(work: Path) -> str:
    path = work / "doc.log"
    return path.read_text(encoding="latin-1") if path.exists() else ""


def _complaint(log: str) -> str:
    """TeX's first error line (``doc.tex:12: Undefined control sequence``), or a summary."""
    for line in log.splitlines():
        if line.startswith(("!", "doc.tex:")):
            return line.lstrip("! ")[:200]
    return "no PDF was written"
