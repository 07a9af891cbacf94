"""Helpers shared by the emitter tests (inputs, visible text, tools), with their own tests.

``visible_rows`` lists what a reader must find for each shown bid-table row of an IR
document (its call and its description as plain text); ``html_text`` extracts the text a
browser shows from a page.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

import pytest

from bridgec import ir, registry
from bridgec.emitters import _text as t
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import pipeline_for, run_passes

from conftest import INPUTS

EMIT_INPUTS = sorted((INPUTS / "emit").glob("*.ir.json"))
BML_INPUTS = [INPUTS / "emit" / "cases.bml",
              *(INPUTS / "bml" / name for name in ("document.bml", "tables.bml"))]
"""Our BML inputs: the emitter's own, and two of the BML front end's (a fixed list, so new
inputs there do not change these snapshots)."""
SHOWS_TREES = frozenset({"html", "latex"})
"""The formats whose output depends on ``EmitOptions.tree``; the others ignore it."""
MORE_VARIANTS = {"bss": {"bss-spec": EmitOptions(bss_form="spec")}}
"""Variants of a format's own options besides the plain one (and the tree one)."""


def variants_of(name: str) -> dict[str, EmitOptions]:
    """The snapshot variants of one registered emitter: plain, tree, and its own options.

    The stylesheet and macros are linked so each snapshot shows the document itself
    (embedding is tested in test_emit_html and test_emit_latex).
    """
    found = {name: EmitOptions(tree=False, include_external_files=False)}
    if name in SHOWS_TREES:
        found[f"{name}-tree"] = EmitOptions(tree=True, include_external_files=False)
    return {**found, **MORE_VARIANTS.get(name, {})}


VARIANTS = {variant: (name, options) for name in registry.EMITTERS
            for variant, options in variants_of(name).items()}
"""Every snapshot variant, derived from the registry: a new format has variants at once,
and its snapshot module (``snapshot_module``) must exist before the tests pass."""
SNAPSHOT_INPUTS = [*EMIT_INPUTS, *BML_INPUTS]


def snapshot_module(name: str) -> Path:
    """The test module holding the snapshots of one format (one snapshot file a format)."""
    return Path(__file__).with_name(f"test_emit_{name.replace('-', '_')}_snapshots.py")


def snapshot_cases(name: str) -> list[tuple[Path, str]]:
    """(input, variant) for every snapshot of one format."""
    return [(path, variant) for path in SNAPSHOT_INPUTS for variant in variants_of(name)]


def snapshot_ids(cases: list[tuple[Path, str]]) -> list[str]:
    """The test ids of snapshot cases: input name and variant."""
    return [f"{path.name}-{variant}" for path, variant in cases]


def snapshot_text(path: Path, variant: str) -> str:
    """What a snapshot holds: the output (a digest and size for a binary format) and
    the rendered warnings."""
    if path.suffix == ".bml":
        require_bml()
    name, options = VARIANTS[variant]
    emitter = registry.EMITTERS[name]
    result = emitter.emit(run_passes(load(path), emitter.pipeline), options)
    output = result.output
    if isinstance(output, bytes):
        output = BINARY_SHOWN[name](output)
    warnings = "\n".join(d.render() for d in result.diagnostics)
    return f"{output}\n--- warnings ---\n{warnings}\n".replace(f"{INPUTS}/", "")


def _matcher_shown(data: bytes) -> str:
    from bridgec.matcher.explain import dump
    from bridgec.matcher.format import load_table

    return dump(load_table(data))


BINARY_SHOWN: dict[str, Callable[[bytes], str]] = {"matcher": _matcher_shown}
"""How a snapshot shows each binary format as text (a new one fails until it has a line)."""


def load(path: Path) -> ir.Document:
    """Read any input with its registered front end and its passes."""
    front = registry.front_end_for(str(path))
    assert front is not None, path
    result = front.parse(path.read_bytes(), path=str(path), options=ParseOptions())
    assert result.document is not None, [d.render() for d in result.diagnostics]
    return run_passes(result.document, pipeline_for(front, None))


def require_tool(name: str) -> str:
    """The path of an external program; skip without it (fail under CI=true)."""
    found = shutil.which(name)
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but {name} is not installed (.ci/run installs it)")
        pytest.skip(f"{name} is not installed")
    return found


def require_bml() -> None:
    """Skip until the BML front end is registered."""
    if "bml" not in registry.FRONT_ENDS:
        pytest.skip("the BML front end is not registered yet")


def normalize(text: str) -> str:
    """Whitespace collapsed, dashes unified: what a reader sees, compared loosely."""
    text = text.replace("\u2013", "--").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", text).strip()


def visible_rows(document: ir.Document) -> list[tuple[str, str]]:
    """(call, description) of every shown bid-table row, as plain text."""
    found: list[tuple[str, str]] = []

    def walk(rows: tuple[ir.BidNode, ...]) -> None:
        for row in t.visible_rows(rows):
            call = t.shown_pieces(t.side_call_pieces(row.call, row.side))
            lines = t.split_lines(row.meaning.description)
            shown = " ".join(t.shown_text(line) for line in lines if not t.blank_line(line))
            found.append((call, normalize(shown)))
            walk(row.children)

    for block in document.body:
        if isinstance(block, ir.BidTable) and not block.hidden:
            walk(block.rows)
    return found


class _TextExtractor(HTMLParser):
    """The text of a page's body, skipping style and script."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script", "title"):
            self.skip += 1
        if tag in ("br", "p", "div", "li", "tr", "td", "h1", "h2", "h3", "summary"):
            self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script", "title"):
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def html_text(page: str) -> str:
    """The visible text of an HTML page, normalized."""
    parser = _TextExtractor()
    parser.feed(page)
    return normalize("".join(parser.parts))


def test_visible_rows_skip_hidden_rows_and_tables() -> None:
    doc = load(INPUTS / "emit" / "full.ir.json")
    calls = [call for call, _ in visible_rows(doc)]
    assert "1\u2663" in calls and "(Dbl)" in calls
    assert ("2\u2666", "Hidden row") not in visible_rows(doc)


@pytest.mark.parametrize("name", list(registry.EMITTERS))
def test_every_format_has_its_snapshots(name: str) -> None:
    module = snapshot_module(name)
    assert module.exists(), f"add {module.name}, like test_emit_html_snapshots.py"


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_output_is_deterministic(variant: str) -> None:
    name, options = VARIANTS[variant]
    doc = load(EMIT_INPUTS[0])
    first = registry.EMITTERS[name].emit(doc, options).output
    assert registry.EMITTERS[name].emit(doc, options).output == first


def test_html_text_skips_style_and_joins_cells() -> None:
    page = "<style>p{}</style><p>a<br>b</p><table><tr><td>c</td><td>d</td></tr></table>"
    assert html_text(page) == "a b c d"


def corpus_cases() -> list[tuple[Path, Path]]:
    """(input, reference --no-tree .htm) for every corpus BML input with a reference page."""
    from conftest import CORPUS

    bml = CORPUS / "bml"
    cases: list[tuple[Path, Path]] = []
    for ref in sorted((bml / "gpaulissen-bml" / "expected").glob("*.htm")):
        if not ref.stem.endswith("-tree"):
            cases.append((bml / "gpaulissen-bml" / "data" / f"{ref.stem}.bml", ref))
    for ref in sorted((bml / "probes" / "bml2").glob("*.htm")):
        cases.append((bml / "probes" / f"{ref.stem}.bml", ref))
    for ref in sorted((bml / "wild" / "expected-bml2").glob("*.htm")):
        found = [p for p in sorted((bml / "wild").glob(f"*/{ref.stem}.bml"))
                 if not p.parent.name.startswith("expected")]
        cases.extend((source, ref) for source in found[:1])
    return [(source, ref) for source, ref in cases if source.exists()]


def pdf_normalize(text: str) -> str:
    """Text compared with a PDF's: no whitespace or dashes (line breaks hyphenate words)."""
    for a, b in (("\u2661", "\u2665"), ("\u2662", "\u2666"), ("\u2019", "'"),
                 ("\u2018", "`"), ("\u201c", '"'), ("\u201d", '"'), ("\ufb01", "fi"),
                 ("\ufb02", "fl"), ("\ufb00", "ff")):
        text = text.replace(a, b)
    return re.sub(r"[\s\-\u2013\u2014]", "", text)
