"""Structure injection: no string of the IR becomes structure in BSS or BML output, and no
control character reaches either.

For every string field of IR documents, one at a time, a payload of line ends, control
characters and lines of each format's syntax (``001D=evil``, ``*00{evil}``, ``#INCLUDE``,
a heading, a bid row...) goes through the BSS and BML emitters; the output is read back by
bridgec's own front ends (and BSS by BBOalert's rules, tests/hardening/test_bboalert_reader.py) and
must have exactly the records, headers, blocks, headings, rows and includes of the same
document with harmless text in that field.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from test_bboalert_reader import read_file, read_line
from test_hostile import _bss_ir, _set, _string_paths

from bridgec import ir, registry
from bridgec.emitters import bml as bml_out
from bridgec.frontends.bml import source as bml_source
from bridgec.frontends.bml import tree as bml_tree
from bridgec.options import EmitOptions
from bridgec.pipeline import pipeline_for, run_passes

from conftest import INPUTS

PAYLOAD = ("x\n\r\x00\x1b[31m\x1b]0;owned\x07\r\n001D=evil\n*00{evil}=NYYYYYY\n"
           "#INCLUDE /etc/passwd\n# Heading\n\n* Heading\n1C = injected\n  1C = injected\n"
           "- item\n1. item\n// comment\n#VUL YY\n#+TITLE: evil\nN AKQ2 KQ2 KQ2 AK2\n"
           "\u2028y\x85z\x9b2J}=NYYYYYY")
SAFE = "plain words"
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
SKIPPED_KEYS = {"ir_version"}
PER_KEY = 4  # fields of one name tried per document (the BSS document has thousands)


def _sources() -> dict[str, str]:
    return {"full.ir.json": (INPUTS / "emit" / "full.ir.json").read_text(),
            "rules-only.ir.json": (INPUTS / "emit" / "rules-only.ir.json").read_text(),
            "hostile.ir.json": (INPUTS / "emit" / "hostile.ir.json").read_text(),
            "system.bss": _bss_ir()}


def _emit(text: str, target: str, options: EmitOptions = EmitOptions()) -> str | None:
    """The output of ``target`` for IR JSON text (bytes as Latin-1: a BSS file in another
    encoding); None when the IR is refused."""
    front = registry.FRONT_ENDS["ir-json"]
    result = front.parse(text.encode(), path="x.ir.json")
    if result.document is None or any(d.severity == "error" for d in result.diagnostics):
        return None
    emitter = registry.EMITTERS[target]
    out = emitter.emit(run_passes(result.document, pipeline_for(front, emitter)),
                       options).output
    return out if isinstance(out, str) else out.decode("latin-1")


def _fields(text: str) -> list[tuple[object, ...]]:
    per_key: Counter[object] = Counter()
    out = []
    for path in _string_paths(json.loads(text)):
        per_key[path[-1]] += 1
        if path[-1] not in SKIPPED_KEYS and per_key[path[-1]] <= PER_KEY:
            out.append(path)
    return out


def _with(text: str, path: tuple[object, ...], value: str) -> str:
    tree = json.loads(text)
    _set(tree, path, value)
    return json.dumps(tree)


def _no_controls(output: str) -> bool:
    return CONTROL.search(output.replace("\r\n", "\n")) is None


# BSS -------------------------------------------------------------------------------------

def _bss_shape(output: str, form: str) -> tuple[object, ...]:
    """Lines, records and headers as bridgec's BSS front end reads them, and for the
    ``bboalert`` form as BBOalert reads them (the ``spec`` form writes ``=`` and ``#`` as
    they are, with a warning)."""
    result = registry.FRONT_ENDS["bss"].parse(output.encode(), path="again.bss")
    document = result.document
    lines = [line for line in output.split("\n") if line.strip()]
    headers = [line for line in lines if re.match(r"[*?][0-9][0-9][{=]", line)]
    alerts = read_file(output) if form == "bboalert" else []
    skipped = [read_line(line) is None for line in lines] if form == "bboalert" else []
    return (len(lines), len(headers),
            None if document is None else len(document.rules),
            None if document is None or document.disclosure is None
            else len(document.disclosure.records),
            sum(d.severity == "error" for d in result.diagnostics),
            None if alerts is None else len(alerts), skipped.count(True))


@pytest.mark.parametrize("form", ["bboalert", "spec"])
@pytest.mark.parametrize("name", ["full.ir.json", "rules-only.ir.json", "system.bss"])
def test_no_text_makes_a_bss_record_or_header(name: str, form: str) -> None:
    text = _sources()[name]
    options = EmitOptions(bss_form=form)  # type: ignore[arg-type]
    checked = 0
    for path in _fields(text):
        hostile = _emit(_with(text, path, PAYLOAD), "bss", options)
        harmless = _emit(_with(text, path, SAFE), "bss", options)
        if hostile is None or harmless is None:
            continue  # refused as invalid IR (a constrained field), with a located error
        checked += 1
        assert _no_controls(hostile), (path, hostile)
        assert _bss_shape(hostile, form) == _bss_shape(harmless, form), (path, hostile)
    assert checked > 5


def test_a_line_end_in_a_bss_description_is_a_line_break() -> None:
    text = _sources()["rules-only.ir.json"]
    path = ("rules", 0, "meaning", "description", 0, "text")
    out = _emit(_with(text, path, "one\ntwo\r\nthree"), "bss")
    assert out is not None
    assert "001C=NYYYYYY008one\\ntwo\\nthree\n" in out
    again = registry.FRONT_ENDS["bss"].parse(out.encode(), path="again.bss").document
    assert again is not None
    assert again.rules[0].meaning.description.count(ir.LineBreak()) == 2


def test_a_brace_in_a_bss_name_or_qualification_does_not_end_it() -> None:
    text = _sources()["system.bss"]
    tree = json.loads(text)
    tree["disclosure"]["header"]["name"] = "A {b} c"
    qualified = next(p for p in _string_paths(tree) if p[-1] == "qualification")
    _set(tree, qualified, "x}=NYYYYYY1C")
    out = _emit(json.dumps(tree), "bss", EmitOptions(bss_form="spec"))
    assert out is not None
    assert out.startswith("*00{A {b\uff5d c}=")
    result = registry.FRONT_ENDS["bss"].parse(out.encode(), path="again.bss")
    assert not [d for d in result.diagnostics if d.severity == "error"]
    assert result.document is not None and result.document.disclosure is not None
    assert result.document.disclosure.header.name == "A {b\uff5d c"


# BML -------------------------------------------------------------------------------------

def _bml_shape(output: str, tmp_path: Path) -> tuple[object, ...]:
    """Blocks by kind, includes, comments and directives of the parse tree; headings and
    bid rows of the IR; errors."""
    nodes = bml_tree.read(bml_source.normalise(output, "again.bml", []), "again.bml")
    kinds: Counter[str] = Counter()
    for node in nodes:
        if isinstance(node, bml_tree.Include):
            kinds["include"] += 1
            continue
        kinds[str(node.kind)] += 1
        for line in [*node.lead, *node.lines]:
            if line.kind in (bml_tree.COMMENT, bml_tree.VUL, bml_tree.SEAT, bml_tree.META,
                             bml_tree.DIRECTIVE, bml_tree.INCLUDE):
                kinds[line.kind] += 1
    path = tmp_path / "again.bml"
    path.write_text(output, encoding="utf-8")
    result = registry.FRONT_ENDS["bml"].parse(output.encode(), path=str(path))
    headings = rows = 0
    if result.document is not None:
        headings = sum(isinstance(b, ir.Heading) for b in result.document.body)
        stack = [r for b in result.document.body if isinstance(b, ir.BidTable) for r in b.rows]
        while stack:
            row = stack.pop()
            rows += 1
            stack.extend(row.children)
    return (sorted(kinds.items()), headings, rows,
            sum(d.severity == "error" for d in result.diagnostics))


@pytest.mark.parametrize("name", ["full.ir.json", "hostile.ir.json", "system.bss"])
def test_no_text_makes_a_bml_heading_row_include_or_block(name: str, tmp_path: Path) -> None:
    text = _sources()[name]
    checked = 0
    for path in _fields(text):
        hostile = _emit(_with(text, path, PAYLOAD), "bml")
        harmless = _emit(_with(text, path, SAFE), "bml")
        if hostile is None or harmless is None:
            continue
        checked += 1
        assert _no_controls(hostile), (path, hostile)
        assert not re.search(r"(?im)^[ \t]*#include[ \t]+/etc/passwd", hostile), (path, hostile)
        assert _bml_shape(hostile, tmp_path) == _bml_shape(harmless, tmp_path), (path, hostile)
    assert checked > 5


def test_a_line_end_in_a_bml_description_is_a_line_break() -> None:
    text = _sources()["full.ir.json"]
    tree = json.loads(text)
    path = next(p for p in _string_paths(tree) if "rows" in p and p[-1] == "text")
    _set(tree, path, "one\n1C two\n#INCLUDE three")
    out = _emit(json.dumps(tree), "bml")
    assert out is not None
    line = next(ln for ln in out.split("\n") if ln.endswith(" one"))
    pad = " " * (len(line) - len("one"))
    assert f"{line}\n{pad}1C two\n{pad}{bml_out.GUARD}#INCLUDE three\n" in out


def test_bml_text_lines_that_read_as_structure_are_guarded_others_not() -> None:
    para = bml_out.paragraph
    assert para("plain\n(see below)\n2 players\n- dash") == "plain\n(see below)\n2 players\n- dash"
    assert para("(see below)") == "(see below)"
    assert para("2 players") == "2 players"
    for first in ("* h", "1C x", "(1D) x", "- x", "1. x", "| x |", "#INCLUDE x", "#VUL YY",
                  "#+KEY: v", "// c", "  indented", "", "P P P P", "N AKQ2 KQ2 KQ2 AK2"):
        assert para(first).startswith(bml_out.GUARD), first
    assert para("text\nN AKQ2 KQ2 KQ2 AK2") == f"text\n{bml_out.GUARD}N AKQ2 KQ2 KQ2 AK2"
    assert para("a\n\nb") == f"a\n{bml_out.GUARD}\nb"
