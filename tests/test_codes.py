"""Diagnostic codes: every code the source reports is in compiler/codes.py and documented
in docs/checks.md, and every example there produces its code with its severity."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgec import codes
from bridgec.diagnostics import Diagnostic, Span, warning
from bridgec.pipeline import SourceCache, compile_source

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "checks.md").read_text(encoding="utf-8")
SECTION = re.compile(r"^### `([a-z0-9-]+)` — (\w+), (default|off by default)\n(.*?)(?=^##|\Z)",
                     re.M | re.S)
EXAMPLE = re.compile(r"```(\w[\w-]*)( to=[\w-]+)?\n(.*?)```", re.S)
SECTIONS = {m.group(1): m for m in SECTION.finditer(DOC)}


def _source_codes() -> set[str]:
    found: set[str] = set()
    for folder in ("compiler", "emitters"):
        for path in (ROOT / folder).rglob("*.py"):
            if "_generated" not in path.parts:
                text = path.read_text()
                found |= set(re.findall(r'code="([a-z0-9-]+)"', text))
                found |= set(re.findall(r'\.add\("([a-z0-9]+-[a-z0-9-]+)"', text))
    return found


def test_every_reported_code_is_listed() -> None:
    assert _source_codes() - set(codes.CODES) == set()


def test_every_code_is_documented_as_listed() -> None:
    assert set(SECTIONS) == set(codes.CODES)
    for name, m in SECTIONS.items():
        code = codes.CODES[name]
        assert m.group(2) == code.severity, name
        assert (m.group(3) == "default") == code.default, name


EXAMPLES = [(name, *ex.groups()) for name, m in SECTIONS.items()
            for ex in [EXAMPLE.search(m.group(4))] if ex]


@pytest.mark.parametrize("name,fmt,target,text", EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_documented_example_gives_its_code(name: str, fmt: str, target: str | None,
                                           text: str, tmp_path: Path) -> None:
    path = tmp_path / f"example.{fmt}"
    result = compile_source(text.encode(), path=str(path), from_=fmt,
                            to=target.split("=")[1] if target else None, checks=not target)
    found = [d for d in result.diagnostics if d.code == name]
    assert found, result.render()
    assert found[0].severity == codes.CODES[name].severity


def test_selection_defaults_prefixes_and_all() -> None:
    overlap = Diagnostic(severity="info", message="m", code="constraint-overlap")
    conflict = warning("m", code="conflict")
    error = Diagnostic(severity="error", message="m", code="bml-call")
    assert codes.selected(conflict) and not codes.selected(overlap)
    assert codes.selected(overlap, select=["ALL"]) and codes.selected(overlap, ["constraint-"])
    assert not codes.selected(conflict, select=["constraint-overlap"])
    assert not codes.selected(conflict, ignore=["conflict"])
    assert codes.selected(error, ignore=["ALL"])  # errors always show
    assert codes.unknown(["conflict", "bml-", "ALL", "nope", "zzz-"]) == ["nope", "zzz-"]


def test_ignore_comment_on_the_line_or_alone_above() -> None:
    sources = SourceCache()
    sources.add("s.bml", b"// bridgec: ignore[conflict]\n1C  x\n1D  y // bridgec: ignore\n"
                b"1H  z\n")

    def at(line: int, code: str = "conflict") -> Diagnostic:
        return warning("m", Span(path="s.bml", line=line), code=code)

    assert codes.suppressed(at(2), sources.line)
    assert not codes.suppressed(at(2, "unreachable"), sources.line)
    assert codes.suppressed(at(3, "anything"), sources.line)
    assert not codes.suppressed(at(4), sources.line)  # the line above is not a comment


def test_check_prints_each_finding_once_and_counts_by_code(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from bridgec.cli.app import app

    system = tmp_path / "s.bml"
    system.write_text("1C  16+\n\n1C  2+ clubs\n\n// bridgec: ignore[conflict]\n1C  three\n")
    out = CliRunner().invoke(app, ["check", str(system)]).output
    assert out.count("definition of 1C is ignored") == 1
    stats = CliRunner().invoke(app, ["check", "--statistics", "--select", "ALL", str(system)])
    assert re.search(r"^\s+1\s+conflict\s+warning", stats.output, re.M), stats.output
    bad = CliRunner().invoke(app, ["check", "--select", "nonsense", str(system)])
    assert bad.exit_code == 2


def test_every_warning_and_info_has_a_code() -> None:
    """A warning or info without a code could be neither selected nor ignored."""
    import ast

    uncoded = []
    for folder in ("compiler", "emitters"):
        for path in (ROOT / folder).rglob("*.py"):
            if "_generated" in path.parts:
                continue
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                        node.func.id in ("warning", "info") and len(node.args) < 4 and \
                        not any(k.arg == "code" for k in node.keywords):
                    uncoded.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert uncoded == []


def test_the_code_names_type_is_the_table() -> None:
    """mypy checks every ``code=`` against ``CodeName``; it must name exactly the codes."""
    from typing import get_args

    from bridgec.codenames import CodeName

    assert list(get_args(CodeName)) == list(codes.CODES)
