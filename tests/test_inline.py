"""The inline-markup reader against the rules written plainly, on generated text."""

from __future__ import annotations

import re

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
