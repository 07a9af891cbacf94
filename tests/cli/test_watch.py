"""``bridgec convert --watch``: an edit of an included file rebuilds the output; Ctrl-C
ends the run cleanly. Bounded by polling deadlines and subprocess timeouts."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from bridgec.cli.watch import stamps

from conftest import run_cli

DEADLINE = 60.0
"""Seconds a rebuild may take before the test gives up (never a timed assertion)."""


def _wait_for(path: Path, text: str) -> bool:
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        if path.exists() and text in path.read_text(encoding="utf-8", errors="replace"):
            return True
        time.sleep(0.1)
    return False


def test_editing_an_included_file_rebuilds_every_output(tmp_path: Path) -> None:
    (tmp_path / "main.bml").write_text("* One\n\n#INCLUDE part.bml\n", encoding="utf-8")
    (tmp_path / "other.bml").write_text("* Two\n\n#INCLUDE part.bml\n", encoding="utf-8")
    part = tmp_path / "part.bml"
    part.write_text("1C = first version\n", encoding="utf-8")
    script = Path(sys.executable).parent / "bridgec"
    with subprocess.Popen([str(script), "convert", "main.bml", "other.bml", "-t", "html",
                           "-o", ".", "--watch"], cwd=tmp_path, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as process:
        try:
            assert _wait_for(tmp_path / "other.htm", "first version")
            time.sleep(0.5)  # the watcher starts after the first build
            part.write_text("1C = second version\n", encoding="utf-8")
            assert _wait_for(tmp_path / "main.htm", "second version")
            assert _wait_for(tmp_path / "other.htm", "second version")
        finally:
            process.send_signal(signal.SIGINT)
            _, err = process.communicate(timeout=30)
    assert process.returncode == 0, err
    text = err.decode()
    assert "Traceback" not in text and "KeyboardInterrupt" not in text
    assert "watching 3 files; Ctrl-C stops" in text and "stopped watching" in text


def test_watch_needs_files(tmp_path: Path) -> None:
    done = run_cli("convert", "-", "-t", "html", "--watch", input=b"1C = x\n", cwd=tmp_path)
    assert done.returncode == 2
    assert b"--watch needs input files" in done.stderr


def test_a_usage_error_ends_the_watch(tmp_path: Path) -> None:
    (tmp_path / "a.bml").write_text("1C = x\n", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.bml").write_text("1C = y\n", encoding="utf-8")
    done = run_cli("convert", "a.bml", "sub/a.bml", "-t", "html", "-o", "out", "--watch",
                   cwd=tmp_path)  # two inputs, one output name: a clash
    assert done.returncode == 2, done.stderr
    assert b"watching" not in done.stderr


def test_editing_the_project_configuration_rebuilds_with_it(tmp_path: Path) -> None:
    """bridgec.toml is read afresh on each build, and its edit is a change to rebuild on."""
    config = tmp_path / "bridgec.toml"
    config.write_text("ignore = []\n", encoding="utf-8")
    (tmp_path / "s.bml").write_text("1C  16+\n1C  other\n", encoding="utf-8")
    log = tmp_path / "log.txt"
    script = Path(sys.executable).parent / "bridgec"
    with log.open("wb") as err, subprocess.Popen(
            [str(script), "convert", "s.bml", "-t", "bss", "--watch"], cwd=tmp_path,
            stdout=subprocess.DEVNULL, stderr=err) as process:
        try:
            assert _wait_for(log, "watching 2 files")
            assert log.read_text().count("definition of 1C is ignored") == 1
            time.sleep(0.5)  # the watcher starts after the first build
            config.write_text('ignore = ["conflict"]\n', encoding="utf-8")
            end = time.monotonic() + DEADLINE
            while log.read_text().count("wrote s.bss") < 2 and time.monotonic() < end:
                time.sleep(0.1)
        finally:
            process.send_signal(signal.SIGINT)
            process.communicate(timeout=30)
    text = log.read_text()
    assert text.count("wrote s.bss") == 2, text
    assert text.count("definition of 1C is ignored") == 1, text


def test_a_save_by_renaming_and_a_removal_are_changes(tmp_path: Path) -> None:
    """Editors save by writing a new file and renaming it over the old one: same size, and
    here the same modification time too; the inode tells them apart."""
    watched = tmp_path / "s.bml"
    watched.write_text("1C = x\n", encoding="utf-8")
    saved = tmp_path / "s.bml~"
    saved.write_text("1C = y\n", encoding="utf-8")
    old = watched.stat()
    os.utime(saved, ns=(old.st_atime_ns, old.st_mtime_ns))
    before = stamps([str(watched)])
    os.replace(saved, watched)
    after = stamps([str(watched)])
    assert after != before
    watched.unlink()
    assert stamps([str(watched)]) == [None] != after
