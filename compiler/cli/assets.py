"""The files an output links instead of embedding them (``--no-include-external-files``):
the HTML stylesheet ``bridgec.css``, the LaTeX macros ``bridgec.tex``. They are written beside
the output, so that the page is styled and pdflatex finds the macros; a file of that name
that is not bridgec's (a stylesheet of one's own) is kept, with a note."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from bridgec.output import check_not_read, to_stdout, write
from bridgec.registry import Emitter


def asset_path(emitter: Emitter, name: str) -> Path:
    """Where the installed package holds one of an emitter's linked files."""
    return Path(emitter.module.__file__ or ".").parent / "assets" / name


def write_assets(emitter: Emitter, target: str, read: Iterable[str],
                 say: Callable[[str], None] | None = None) -> None:
    """Write the files ``emitter``'s output links beside ``target`` (through the one output
    writer, never over a file the run read); ``say`` tells what was done. For standard
    output, ``say`` tells where the files are. Raises :class:`bridgec.output.OutputError`."""
    for name in emitter.assets:
        source = asset_path(emitter, name)
        if to_stdout(target):
            if say:
                say(f"the output links {name}: copy {source} beside it")
            continue
        data = source.read_bytes()
        beside = Path(target).parent / name
        try:
            existing: bytes | None = beside.read_bytes() if beside.is_file() else None
        except OSError:
            existing = None
        if existing == data:
            continue
        if existing is not None:
            if say:
                say(f"kept {beside}, which is not bridgec's {name} (remove it to get bridgec's)")
            continue
        check_not_read(str(beside), read)
        write(str(beside), data)
        if say:
            say(f"wrote {beside}")
