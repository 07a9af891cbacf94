"""The shared corpus is read in place and never written: its files still match the
checksums it ships with. (The reference tools write beside their input when no -o is
given; a test or benchmark that forgets -o would change the very outputs it compares with.)
"""

from __future__ import annotations

import hashlib

from conftest import corpus_dir


def test_the_bml_corpus_matches_its_checksums() -> None:
    root = corpus_dir("bml")
    listed = (root / "SHA256SUMS").read_text().splitlines()
    changed = []
    for line in listed:
        digest, name = line.split(maxsplit=1)
        if hashlib.sha256((root / name).read_bytes()).hexdigest() != digest:
            changed.append(name)
    assert len(listed) > 100 and changed == []
    on_disk = {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}
    extra = on_disk - {n.removeprefix("./") for _, n in (x.split(maxsplit=1) for x in listed)}
    assert extra <= {"README.md", "SHA256SUMS"}, sorted(extra)
