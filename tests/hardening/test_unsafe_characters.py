"""C1 controls (U+0080-U+009F, NEL among them) and bidirectional overrides and isolates
(U+202A-U+202E, U+2066-U+2069) from the input reach no output: HTML and LaTeX text
escaping replace them as they replace C0 controls (diagnostics: tests/test_diagnostics.py)."""

from __future__ import annotations

import pytest

import bridgec

UNSAFE = "\u0080\u0085\u009b\u009f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
SAMPLE = "a{0}b"


def _system(text: str) -> str:
    return (f"#+TITLE: {text}\n#+AUTHOR: {text}\n\n* Heading {text}\n\nPara {text} "
            f"=mono {text}= [link {text}](http://x.org/{text})\n\n- item {text}\n\n"
            f"1C  16+ {text}\n  1D  neg {text}\n")


@pytest.mark.parametrize("char", list(UNSAFE), ids=[f"U+{ord(c):04X}" for c in UNSAFE])
@pytest.mark.parametrize("to", ["html", "latex"])
def test_unsafe_characters_reach_no_output(char: str, to: str) -> None:
    result = bridgec.convert_text(_system(SAMPLE.format(char)), to, from_="bml",
                                  path="x.bml")
    assert result.ok and isinstance(result.output, str)
    assert char not in result.output
    assert result.output.count("a\ufffdb" if to == "html" else "ab") >= 6
