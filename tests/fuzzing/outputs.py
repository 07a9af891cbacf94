"""The ``write`` target: the CLI writing to random ``-o`` targets in a scratch directory.

The input bytes seed a scenario (so a saved input replays the same one): a directory with
an input system (good or bad), files that are there already, a symbolic link to a file
outside, a dangling link, a FIFO, a directory; then ``bridgec convert`` (or a drop-in) is
run with ``-o`` naming one of them, the input itself, a new nested path, or standard
output. Everything in the directory is recorded before and after. Findings:

* ``destroyed``: a path other than the one named by ``-o`` (and what a link there points
  to) changed, or anything changed on a failed run, or a temporary file was left behind;
* ``hang``: the command did not finish (a FIFO opened for writing blocks forever);
* ``traceback``: an exit status other than 0, 1 and 2, or a traceback or internal error.
"""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import subprocess
import sys
from collections.abc import Hashable
from pathlib import Path

from fuzzing.worker import Finding

BIN = Path(sys.executable).parent
INPUTS = {
    "good.bml": b"#+TITLE: t\n\n* Openings\n\n1C 16+\n 1D negative\n 1H 5+ !h\n1N 15-17\n",
    "bad.bml": b"1C 16+\n  1D [[[\n#INCLUDE /etc/passwd\n",
    "good.ir.json": b'{"kind": "document", "ir_version": "1.0", "body": [{"kind": "heading", '
                    b'"level": 1, "content": [{"kind": "text", "text": "x"}]}]}',
    "bad.ir.json": b'{"kind": "document", "body": 7}',
}
PRECIOUS = b"precious: not to be overwritten\n"
FORMATS = ["html", "latex", "bss", "bml", "ir-json", "matcher"]
TARGETS = ["existing.htm", "link", "dangling", "fifo", "dir", "dir/", "readonly.htm",
           "new/sub/out.htm", "out.htm", "-", "INPUT", "outside/keep.txt", "dir/x/..",
           ".", "link/", "existing.htm/", "fifo/x"]


def _scenario(root: Path, rng: random.Random) -> str:
    """Make the directory's files; return the input's name."""
    (root / "outside").mkdir()
    (root / "outside" / "keep.txt").write_bytes(PRECIOUS)
    (root / "existing.htm").write_bytes(PRECIOUS)
    (root / "readonly.htm").write_bytes(PRECIOUS)
    os.chmod(root / "readonly.htm", 0o444)
    os.symlink(root / "outside" / "keep.txt", root / "link")
    os.symlink(root / "nowhere" / "x", root / "dangling")
    os.mkfifo(root / "fifo")
    (root / "dir").mkdir()
    (root / "dir" / "inside.txt").write_bytes(PRECIOUS)
    name = rng.choice(list(INPUTS))
    (root / name).write_bytes(INPUTS[name])
    return name


def _snapshot(root: Path) -> dict[str, tuple[object, ...]]:
    """Every path under ``root``: its type, its bytes (files) or its target (links)."""
    seen: dict[str, tuple[object, ...]] = {}
    for folder, dirs, files in os.walk(root):
        for name in [*dirs, *files]:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            if os.path.islink(path):
                seen[rel] = ("link", os.readlink(path))
            elif os.path.isdir(path):
                seen[rel] = ("dir",)
            elif os.path.isfile(path):
                seen[rel] = ("file", Path(path).read_bytes(), os.stat(path).st_mode & 0o777)
            else:
                seen[rel] = ("other",)
    return seen


def write(data: bytes) -> Hashable:
    """Run one scenario (see the module docstring)."""
    rng = random.Random(hashlib.sha1(data).digest())
    root = Path(os.environ.get("TMPDIR", "/tmp")) / f"bridgec-fuzz-write-{os.getpid()}"
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    try:
        return _run(root, rng)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _run(root: Path, rng: random.Random) -> Hashable:
    source = _scenario(root, rng)
    target = rng.choice(TARGETS)
    target = source if target == "INPUT" else target
    fmt = rng.choice(FORMATS)
    if rng.random() < 0.25 and source.endswith(".bml") and fmt in ("html", "latex", "bss"):
        command = [str(BIN / f"bml2{fmt}"), source, "-o", target]
    else:
        command = [str(BIN / "bridgec"), "convert", source, "-t", fmt, "-o", target]
        if rng.random() < 0.2:
            command += ["-f", rng.choice(["bml", "ir-json", "bss"])]
    before = _snapshot(root)
    was_dir = (root / target).is_dir() and not (root / target).is_symlink()
    try:
        done = subprocess.run(command, cwd=root, capture_output=True, timeout=8,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise Finding("hang", f"{' '.join(command[1:])}: no end within 8 s",
                      f"write-{target}") from None
    after = _snapshot(root)
    err = done.stderr.decode("utf-8", "replace")
    if done.returncode not in (0, 1, 2) or "Traceback" in err or "internal error" in err:
        raise Finding("traceback", f"{' '.join(command[1:])}: exit {done.returncode}: "
                      f"{err.strip()[-300:]}", f"write-exit-{target}-{done.returncode}")
    allowed = set()
    if done.returncode == 0 and target != "-":
        lexical = os.path.normpath(target)
        allowed.add(lexical)
        if was_dir:  # -o DIR writes DIR/<input's stem>.<ext>
            stem = source.split(".")[0] + "."
            inside = "" if lexical == "." else lexical
            allowed |= {p for p in after if os.path.dirname(p) == inside
                        and os.path.basename(p).startswith(stem)}
        real = os.path.realpath(root / target)
        if real.startswith(str(root) + os.sep):
            allowed.add(os.path.relpath(real, root))
        parent = os.path.dirname(lexical)
        while parent and parent not in before:  # directories made for the output
            allowed.add(parent)
            parent = os.path.dirname(parent)
    changed = sorted(p for p in set(before) | set(after)
                     if before.get(p) != after.get(p) and p not in allowed)
    if changed:
        raise Finding("destroyed", f"{' '.join(command[1:])} (exit {done.returncode}) "
                      f"changed {changed[:4]}", f"write-{target}-{done.returncode}")
    return ("ok", target, fmt, done.returncode)
