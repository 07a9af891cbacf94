"""The inline-markup reader against the rules written plainly, on generated text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bounded import run_bounded  # tests/ is on sys.path under pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec import ir
from bridgec.notation.inline import parse_inline, to_source

# The rules of bridgec.notation.inline's module doc as one readable pattern: each markup
# opens after whitespace or at the start; a call is not part of a word; a suit symbol is
# lower case.
RULES = re.compile(
    r"(?P<strong>(?<!\S)\*(?P<sc>\S[^*]*)\*)"
    r"|(?P<emph>(?<!\S)/(?P<ec>\S[^/]*)/)"
    r"|(?P<mono>(?<!\S)=(?P<mc>\S[^=]*)=)"
    r"|(?P<link>\[(?P<lt>[^\]\n]+)\]\((?P<lu>[^)\s]+)\))"
    r"|(?P<call>(?<![\w!])(?P<cl>[1-7])(?P<cs>NT|[CDHSN])(?!\w))"
    r"|(?P<suit>!(?P<ss>[cdhs]))"
)
KIND = {"strong": ir.Strong, "emph": ir.Emph, "mono": ir.Mono, "link": ir.Link,
        "call": ir.CallRef, "suit": ir.SuitSymbol}


def _expected(text: str) -> list[tuple[type, str]]:
    out: list[tuple[type, str]] = []
    pos = 0
    for m in RULES.finditer(text):
        if m.start() > pos:
            out.append((ir.Text, text[pos:m.start()]))
        assert m.lastgroup is not None
        out.append((KIND[m.lastgroup], m.group()))
        pos = m.end()
    if pos < len(text):
        out.append((ir.Text, text[pos:]))
    return out


TEXT = st.text(alphabet="ab *=/[]()!cdhsCDHSNT1234789 \n.,-x", max_size=24)


@settings(max_examples=3000, deadline=None)
@given(TEXT)
def test_reader_follows_the_rules(text: str) -> None:
    nodes = parse_inline(text)
    assert [(type(n), to_source((n,))) for n in nodes] == _expected(text)
    assert to_source(nodes) == text


def test_examples() -> None:
    nodes = parse_inline("*Forcing*, 5+!h after 1NT; x1C !S a/b/ /c/")
    assert [type(n).__name__ for n in nodes] == [
        "Strong", "Text", "SuitSymbol", "Text", "CallRef", "Text", "Emph"]
    call = nodes[4]
    assert isinstance(call, ir.CallRef) and call.call == "1N" and call.source == "1NT"


# The reader as it was before links were found without the pattern (it read from every
# "[" to the line's end, so a line of "[" took quadratic time): the new one must give the
# same nodes on any text.
_BEFORE = re.compile(
    r"(?:[*/=\[!]|[1-7](?=[CDHSN]))(?:"
    r"(?<=!)(?P<ss>[cdhs])"
    r"|(?<=[1-7])(?<![\w!][1-7])(?P<cs>NT|[CDHSN])(?!\w)"
    r"|(?<=\*)(?<!\S\*)(?P<sc>\S[^*]*)\*"
    r"|(?<=/)(?<!\S/)(?P<ec>\S[^/]*)/"
    r"|(?<==)(?<!\S=)(?P<mc>\S[^=]*)="
    r"|(?<=\[)(?P<lt>[^\]\n]+)\]\((?P<lu>[^)\s]+)\)"
    r")"
)


def _before(text: str) -> tuple[ir.Inline, ...]:
    out: list[ir.Inline] = []
    pos = 0
    for m in _BEFORE.finditer(text):
        if m.start() > pos:
            out.append(ir.Text(text=text[pos:m.start()]))
        kind = m.lastgroup
        if kind == "ss":
            out.append(ir.SuitSymbol(suit=m.group("ss").upper(),  # type: ignore[arg-type]
                                     source=m.group()))
        elif kind == "cs":
            strain = m.group("cs")
            out.append(ir.CallRef(call=m.group()[0] + ("N" if strain == "NT" else strain),
                                  source=m.group()))
        elif kind == "sc":
            out.append(ir.Strong(content=_before(m.group("sc"))))
        elif kind == "ec":
            out.append(ir.Emph(content=_before(m.group("ec"))))
        elif kind == "mc":
            out.append(ir.Mono(text=m.group("mc")))
        else:
            out.append(ir.Link(target=m.group("lu"), content=_before(m.group("lt"))))
        pos = m.end()
    if pos < len(text):
        out.append(ir.Text(text=text[pos:]))
    return tuple(out)


LINKY = st.text(alphabet="[]()[]()ab *=/!h1C \n\t\x85\xa0.", max_size=60)


@settings(max_examples=3000, deadline=None)
@given(st.one_of(TEXT, LINKY))
def test_reader_gives_the_nodes_it_gave_before(text: str) -> None:
    assert parse_inline(text) == _before(text)


def test_links_among_brackets() -> None:
    assert parse_inline("[[a](b) [c]](d) [e](f g) [h](i)") == (
        ir.Link(target="b", content=(ir.Text(text="[a"),)),
        ir.Text(text=" [c]](d) [e](f g) "),
        ir.Link(target="i", content=(ir.Text(text="h"),)))


@pytest.mark.parametrize("line", ["[" * 65536, "[(" * 100000, "[a](" * 50000,
                                  "[a](b" * 50000],
                         ids=["brackets", "bracket-parens", "open-targets", "long-targets"])
def test_bracket_lines_are_read_in_linear_time(tmp_path: Path, line: str) -> None:
    source = tmp_path / "brackets.bml"
    source.write_text(f"Text: {line}\n", encoding="utf-8")
    done = run_bounded("convert", str(source), "-t", "html", "-o", "-")
    assert done.returncode == 0, done.stderr.decode()
    assert line[:4096] in done.stdout.decode().replace("&#x27;", "'")
