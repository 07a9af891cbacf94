"""``bridgec convert X -t pdf``: typeset through latexmk (or pdflatex) without shell
escape, a clear error naming the TeX packages when TeX is missing, nothing written when
it fails."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from bridgec.diagnostics import InputError
from bridgec.emitters import pdf

from conftest import run_cli
from test_emit_support import require_tool

SYSTEM = "#+TITLE: A PDF\n\n* Openings\n\n1C = 3+!c\n  1D = 4+!d\n1N = 15--17\n"


def test_a_pdf_in_one_command(tmp_path: Path) -> None:
    require_tool("pdflatex")
    (tmp_path / "s.bml").write_text(SYSTEM, encoding="utf-8")
    done = run_cli("convert", "s.bml", "-t", "pdf", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    data = (tmp_path / "s.pdf").read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert b"wrote s.pdf" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.bml", "s.pdf"]  # no TeX files


def _without_tex(tmp_path: Path) -> dict[str, str]:
    """An environment whose PATH has python but no TeX."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "python3").symlink_to(sys.executable)
    return {**os.environ, "PATH": str(bin_dir)}


def test_without_tex_the_error_names_the_packages_and_nothing_is_written(
        tmp_path: Path) -> None:
    (tmp_path / "s.bml").write_text(SYSTEM, encoding="utf-8")
    script = Path(sys.executable).parent / "bridgec"
    done = subprocess.run([str(script), "convert", "s.bml", "-t", "pdf"], cwd=tmp_path,
                          env=_without_tex(tmp_path), capture_output=True, timeout=120)
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert "pdflatex (TeX Live) is not installed" in err
    assert "apt-get install latexmk texlive-latex-recommended" in err
    assert "Traceback" not in err
    assert not (tmp_path / "s.pdf").exists()


def _fake(folder: Path, name: str, body: str) -> None:
    path = folder / name
    path.write_text("#!/bin/sh\n" + body, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def test_tex_runs_without_shell_escape_and_without_rc_files(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A stand-in latexmk records how it is called."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "args"
    _fake(bin_dir, "latexmk", f'printf "%s\\n" "$@" > {log}\nprintf "%%PDF-1.5 x" > doc.pdf\n')
    _fake(bin_dir, "pdflatex", "exit 1\n")
    monkeypatch.setenv("PATH", str(bin_dir))
    assert pdf.typeset("\\documentclass{article}") == b"%PDF-1.5 x"
    args = log.read_text(encoding="utf-8").splitlines()
    assert "-norc" in args and "-pdf" in args
    command = next(a for a in args if a.startswith("-pdflatex="))
    assert "-no-shell-escape" in command and "-halt-on-error" in command
    assert "-shell-escape" not in command.replace("-no-shell-escape", "")


def test_a_tex_failure_is_an_error_and_leaves_no_file(tmp_path: Path) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    _fake(bin_dir, "latexmk", 'printf "! Undefined control sequence.\\n" > doc.log\nexit 12\n')
    _fake(bin_dir, "pdflatex", "exit 1\n")
    (tmp_path / "s.bml").write_text(SYSTEM, encoding="utf-8")
    script = Path(sys.executable).parent / "bridgec"
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}
    done = subprocess.run([str(script), "convert", "s.bml", "-t", "pdf"], cwd=tmp_path,
                          env=env, capture_output=True, timeout=120)
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert "TeX failed: Undefined control sequence." in err and "Traceback" not in err
    assert not (tmp_path / "s.pdf").exists()


def test_a_hung_tex_is_stopped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    _fake(bin_dir, "latexmk", "exec /bin/sleep 60\n")
    _fake(bin_dir, "pdflatex", "exit 1\n")
    monkeypatch.setattr(pdf, "TIMEOUT", 1.0)
    monkeypatch.setenv("PATH", str(bin_dir))
    with pytest.raises(InputError, match="took more than 1 s"):
        pdf.typeset("x")
