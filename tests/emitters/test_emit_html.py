"""The HTML emitter: structure, views, escaping, suit symbols, hidden tables, metadata."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from bridgec import ir, registry
from bridgec.emitters import html
from bridgec.frontends import ir_json
from bridgec.options import EmitOptions
from bridgec.pipeline import pipeline_for, run_passes

from conftest import INPUTS
from test_emit_support import html_text, load, normalize, visible_rows

FULL = INPUTS / "emit" / "full.ir.json"
HOSTILE = INPUTS / "emit" / "hostile.ir.json"
VOID = {"br", "meta", "link", "img", "hr", "input"}


class _Tags(HTMLParser):
    """Records start tags and checks that every element is closed in order."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack.pop() != tag:
            self.errors.append(tag)


def tags_of(page: str) -> _Tags:
    parser = _Tags()
    parser.feed(page)
    return parser


def page(path: object = FULL, **options: bool) -> str:
    output = html.emit(load(path), EmitOptions(**options)).output  # type: ignore[arg-type]
    assert isinstance(output, str)
    return output


def test_every_element_is_closed_in_order() -> None:
    for tree in (True, False):
        parsed = tags_of(page(tree=tree))
        assert parsed.errors == [] and parsed.stack == []


def test_every_shown_row_is_on_the_page_in_both_views() -> None:
    doc = load(FULL)
    for tree in (True, False):
        text = html_text(page(tree=tree))
        for call, description in visible_rows(doc):
            assert normalize(call) in text
            assert description in text


def test_tree_view_has_collapsible_nodes_and_plain_view_has_none() -> None:
    assert "<details open>" in page(tree=True)
    assert "<details" not in page(tree=False)


def test_rows_carry_their_full_auction_for_hover_and_focus() -> None:
    rows = [attrs for tag, attrs in tags_of(page(tree=True)).tags if "data-auction" in attrs]
    auctions = [attrs["data-auction"] for attrs in rows]
    assert "(1NT) \u2013 2\u2663 \u2013 (Dbl) \u2013 Rdbl" in auctions
    assert "1NT \u2013 2\u2663 \u2013 2\u2666" in auctions
    focusable = [a for tag, a in tags_of(page(tree=False)).tags if tag == "tr"]
    assert all(a.get("tabindex") == "0" for a in focusable if "data-auction" in a)


def test_hidden_rows_and_tables_are_left_out() -> None:
    assert "Hidden row" not in page()
    doc = load(FULL)
    hidden = ir.Document(body=(ir.BidTable(hidden=True, rows=(ir.BidNode(
        id="a", call=ir.Call(name="1C"), meaning=ir.Meaning(
            description=(ir.Text(text="secret"),))),)),))
    assert "secret" not in html.emit(hidden).output
    assert doc.body


def test_suit_symbols_only_for_calls_and_markers_not_words() -> None:
    text = page()
    assert "with 4SFG kept as a word" in text
    assert '6+<span class="s sc">\u2663</span>' in text
    assert '<span class="s sh">\u2665</span>' in text and ".sh { color: #c00; }" in text


def test_stylesheet_is_embedded_or_linked() -> None:
    assert "<style>" in page() and '<link rel="stylesheet"' not in page()
    linked = page(include_external_files=False)
    assert '<link rel="stylesheet" href="bridgec.css">' in linked and "<style>" not in linked


def test_metadata_in_head_and_header() -> None:
    text = page()
    assert "<title>Precision club</title>" in text
    assert '<meta name="author" content="J. Smith">' in text
    assert '<p class="description">Strong club, 5-card majors</p>' in text


def test_deal_auction_and_board_are_shown() -> None:
    text = html_text(page())
    assert "Board 35" in text and "KQxxxx" in text and "All pass" in text
    assert "Board 1" in text and "North/South: Reds" in text and "Won by" in text


def test_no_markup_or_script_from_any_text() -> None:
    result = html.emit(load(HOSTILE))
    parsed = tags_of(result.output)  # type: ignore[arg-type]
    assert parsed.errors == []
    assert not [tag for tag, _ in parsed.tags if tag in ("script", "b")]
    assert "javascript:" not in result.output
    assert "<script>alert(1)</script>" in html_text(result.output)  # type: ignore[arg-type]
    messages = [d.message for d in result.diagnostics]
    assert any("scheme that is not allowed" in m for m in messages)
    assert any("raw bml text" in m for m in messages)


def test_rules_without_body_are_listed_with_a_warning() -> None:
    result = html.emit(load(INPUTS / "emit" / "rules-only.ir.json"))
    text = html_text(result.output)  # type: ignore[arg-type]
    assert "1\u2663--1\u2666 Negative seats 1, 2" in text
    assert [d.severity for d in result.diagnostics] == ["warning"]


def test_four_colour_flag_of_convert_and_of_the_drop_in(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from bridgec.cli import dropin
    from bridgec.cli.app import app

    source = tmp_path / "s.bml"
    source.write_text("1C  16+\n1D  nebulous\n", encoding="utf-8")
    for flags, four in (([], False), (["--four-colour"], True)):
        out = tmp_path / f"convert{four}.htm"
        run = CliRunner().invoke(app, ["convert", str(source), "-t", "html", "-o", str(out),
                                       *flags])
        assert run.exit_code == 0, run.output
        assert ('<body class="four-colour">' in out.read_text(encoding="utf-8")) is four
        out = tmp_path / f"dropin{four}.htm"
        assert dropin.run(dropin.TOOLS["bml2html"], [str(source), "-o", str(out), *flags]) == 0
        assert ('<body class="four-colour">' in out.read_text(encoding="utf-8")) is four
    tex = tmp_path / "s.tex"
    assert dropin.run(dropin.TOOLS["bml2latex"], [str(source), "-o", str(tex),
                                                  "--four-colour"]) == 0
    assert "{bcclubs}{rgb}{0,0.5,0}" in tex.read_text(encoding="utf-8")


CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _strings(value: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """The paths of every string in decoded JSON."""
    if isinstance(value, str):
        return [path]
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _strings(v, (*path, k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _strings(v, (*path, i))]
    return []


def _with(value: Any, path: tuple[object, ...], text: str) -> Any:
    if not path:
        return text
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _with(value[path[0]], path[1:], text)  # type: ignore[index]
    return copy


def test_no_control_character_from_any_text() -> None:
    """Each string of the documents that give every field a value, with control characters
    in it: none reaches the page (each is shown as U+FFFD)."""
    shown = 0
    for source in (FULL, HOSTILE, INPUTS / "emit" / "rules-only.ir.json"):
        data = json.loads(source.read_text(encoding="utf-8"))
        for path in _strings(data):
            original = _value_at(data, path)
            changed = _with(data, path, "\x01" + original + "\x1f\x7f")
            read = ir_json.parse(json.dumps(changed).encode(), path=source.name)
            if read.document is None:
                continue  # a string the IR constrains (a tag, a suit, a call...)
            document = run_passes(read.document, pipeline_for(registry.FRONT_ENDS["ir-json"],
                                                              None))
            for tree in (True, False):
                out = html.emit(document, EmitOptions(tree=tree)).output
                assert isinstance(out, str)
                assert not CONTROL.search(out), (source.name, path)
                shown += "\ufffd" in out
    assert shown > 100


def _value_at(value: Any, path: tuple[object, ...]) -> Any:
    for step in path:
        value = value[step]
    return value
