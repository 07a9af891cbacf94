"""The BML front end's hand-written reader makes the parse tree of grammar/BMLParser.g4.

The generated ANTLR parser is the definition: on every corpus file, on documents generated
from the grammar's shapes (block kinds; rows with indentation, calls, ``=`` separators and
descriptions; directives, comments, includes) and on random text, the reader's tree must
equal the one built from ANTLR's parse tree.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec import ir
from bridgec.diagnostics import Diagnostic
from bridgec.frontends import bml
from bridgec.frontends.bml import antlr, tree
from bridgec.frontends.bml.source import Reader, normalise, parse_text

from conftest import CORPUS, INPUTS

FILES = sorted([*(INPUTS / "bml").rglob("*.bml"), *(INPUTS / "bml").rglob("*.txt"),
                *(CORPUS / "bml").rglob("*.bml"), *(CORPUS / "bml").rglob("*.txt")])


def _same(text: str) -> list[tree.Node]:
    """Both trees of ``text`` (normalised first) are equal; return the reader's."""
    text = normalise(text, "x.bml", [])
    diagnostics: list[Diagnostic] = []
    fast = tree.read(text, "x.bml")
    slow = antlr.read(text, "x.bml", diagnostics)
    assert diagnostics == []
    assert tree.shape(fast) == tree.shape(slow)
    return fast


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_reader_equals_antlr_on_the_corpus(path: Path) -> None:
    _same(path.read_bytes().decode("utf-8", "replace"))


KINDS = [
    ("* Title\nmore", tree.HEADING),
    ("  * not a heading", tree.PARAGRAPH),
    ("- item\n- term :: definition", tree.BULLET_LIST),
    ("1. first\n2. second", tree.ORDERED_LIST),
    ("2. not first", tree.PARAGRAPH),
    ("P 1C P 1H\nP 2H AP", tree.AUCTION_DIAGRAM),
    ("1C 16+\n  1D = negative\n1NT-2C; Stayman", tree.BID_TABLE),
    ("(1H) = overcalls\n  1S 5+", tree.BID_TABLE),
    ("| a | b |\n|---|---|", tree.TABLE),
    ("N: AKx - QJ9x T98x\nS AKQJ T9 x -", tree.DEAL_DIAGRAM),
    ("Dealer N, None\nN: AKx - QJ9x T98x\nW 2 3 4 5\nE T98 x Q KJ\n// c\nS - - AK AK",
     tree.DEAL_DIAGRAM),
    ("Header\nother\nN: AKx - QJ9x T98x", tree.DEAL_DIAGRAM),
    ("Header\nN: AKx - QJ9x T98x\nother\nagain", tree.PARAGRAPH),
    ("#CUT x\n1C a\n#ENDCUT", tree.DIRECTIVE_TABLE),
    ("#BIDTABLE\nN: AKx - QJ9x T98x", tree.DEAL_DIAGRAM),
    ("Just text\n1C here", tree.PARAGRAPH),
    ("#VUL Y0\n#+TITLE: t\n// c\n1C a", tree.BID_TABLE),
]


@pytest.mark.parametrize(("text", "kind"), KINDS, ids=[k for _, k in KINDS])
def test_block_kinds(text: str, kind: str) -> None:
    (block,) = _same(text + "\n")
    assert isinstance(block, tree.Block) and block.kind == kind


def test_a_row_has_indentation_calls_separator_and_description() -> None:
    (block,) = _same("1C  16+ hcp\n  1D = 0-7\n    (X) =\n  1H\tfour *hearts*\n")
    assert isinstance(block, tree.Block)
    parts = [(ln.indent, ln.kind, ln.head, ln.equals, ln.desc, ln.desc_col)
             for ln in block.lines]
    assert parts == [(0, tree.CALL_WORD, "1C", "", "16+ hcp", 5),
                     (2, tree.CALL_WORD, "1D", "= ", "0-7", 8),
                     (4, tree.WORD, "(X)", "=", "", 10),
                     (2, tree.CALL_WORD, "1H", "", "four *hearts*", 6)]


def test_includes_and_directives_end_blocks() -> None:
    nodes = _same("Text\n#INCLUDE a.bml\n  #include  b.bml\n#SEAT 1\n// c\n#VULx\n")
    assert [type(n).__name__ for n in nodes] == ["Block", "Include", "Include", "Block"]
    last = nodes[3]
    assert isinstance(last, tree.Block)
    assert [ln.kind for ln in last.lead] == [tree.SEAT, tree.COMMENT]
    assert last.kind == tree.DIRECTIVE_TABLE  # `#VULx` is not #VUL


# ---- documents generated from the grammar's shapes ----

CALLS = ["1C", "2NT", "(1D)", "1N-2C;", "(1N)---", "2M", "3oM", "2\\R", "1C/2D", "7N", "0x"]
WORDS = ["P", "X", "D", "Text", "*bold*", "N", "S:", "E", "//", "=", "a=b", "AP", "1", ".",
         "1.", "2.", "12.x", "-", "-x", "*", "**", "|", "|a|b|", "|---|", "#", "#VUL", "#vul",
         "#SEAT", "#Seat", "#+TITLE:", "#+A:b", "#+:x", "#CUT", "#ENDCUT", "#PASTE", "#HIDE",
         "#INCLUDE", "#BIDTABLE", "#VULY", "\u00e9t\u00e9"]
SPECIAL = ["P 1C P 1H", "(1S) P P P", "1C 1D 1H 1S", "P P P", "N: AKx - QJ9x T98x",
           "S AKQJ T9 x -", "W 2 3 4 5", "E: - - - AKQJT98765432", "N 2T 3T 4T 5T",
           "S T T T T", "// a comment", "///"]
INDENTS = ["", "", " ", "  ", "    ", "\t", "  \t"]
SEPARATORS = ["", " ", "  ", " = ", " =", "=", "\t", " =  ", " \t= "]
DESCRIPTIONS = ["", "desc", "16+ hcp", "= x", "a :: b", "1C P 1H P", "!s and !h", "x  y"]


@st.composite
def _line(draw: st.DrawFn) -> str:
    head = draw(st.one_of(st.sampled_from(CALLS), st.sampled_from(WORDS),
                          st.sampled_from(SPECIAL)))
    tail = draw(st.sampled_from(SEPARATORS)) + draw(st.sampled_from(DESCRIPTIONS))
    if tail and tail[0] not in " \t":
        tail = " " + tail
    return draw(st.sampled_from(INDENTS)) + head + tail


_HANDS = st.sampled_from([s for s in SPECIAL if s[0] in "NESW"])
_BLOCK = st.one_of(st.lists(_line(), min_size=1, max_size=6),
                   st.lists(st.one_of(_HANDS, _HANDS, _line()), min_size=1, max_size=5))
_DOCUMENT = st.lists(st.tuples(_BLOCK, st.sampled_from(["\n", "\n\n", "\n\n\n"])),
                     max_size=5)


@settings(max_examples=150, deadline=None)
@given(_DOCUMENT)
def test_reader_equals_antlr_on_generated_documents(blocks: list[tuple[list[str], str]]
                                                    ) -> None:
    _same("".join("\n".join(lines) + gap for lines, gap in blocks))


@settings(deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab1C /\n\t=#-*|.:NSPx()+\r\u00e9")),
               max_size=200))
def test_reader_equals_antlr_on_random_text(text: str) -> None:
    _same(text)


# ---- the ANTLR path: syntax errors, fallback, not imported on the common path ----

def test_antlr_locates_a_syntax_error() -> None:
    diagnostics: list[Diagnostic] = []
    assert antlr.read("1C text", "x.bml", diagnostics) == []  # not normalised: no final NL
    assert [(d.span.path, d.span.line, d.span.col) for d in diagnostics
            if d.span is not None] == [("x.bml", 1, 8)]
    assert "cannot read this line" in diagnostics[0].message


def test_parse_text_with_antlr_gives_the_same_tree() -> None:
    text = "* T\n\n1C a\n  1D b\n"
    diagnostics: list[Diagnostic] = []
    assert tree.shape(parse_text(text, "x.bml", diagnostics, engine="antlr")) \
        == tree.shape(parse_text(text, "x.bml", diagnostics))
    assert diagnostics == []


def test_what_the_reader_cannot_read_goes_to_antlr(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "* T\n\n1C a\n  1D b\n"
    expected = tree.shape(tree.read(text, "x.bml"))

    def unreadable(text: str, path: str) -> list[tree.Node]:
        raise ValueError("cannot read")

    monkeypatch.setattr(tree, "read", unreadable)
    diagnostics: list[Diagnostic] = []
    assert tree.shape(parse_text(text, "x.bml", diagnostics)) == expected
    assert diagnostics == []


def test_the_common_path_does_not_import_antlr(tmp_path: Path) -> None:
    source = tmp_path / "s.bml"
    source.write_text("* Title\n\n1C 16+\n  1D negative\n\nN: AKx - QJ9x T98x\n")
    code = ("import sys\nfrom bridgec.frontends import bml\n"
            f"r = bml.parse(open({str(source)!r}, 'rb').read(), path='s.bml')\n"
            "assert r.document is not None and len(r.document.body) == 3\n"
            "print(sorted(m for m in sys.modules if m.startswith(('antlr4', 'bridgec._gen'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_a_file_included_twice_is_parsed_once(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "part.bml").write_text("Part text\n")
    main = tmp_path / "main.bml"
    main.write_text("#INCLUDE part.bml\n\nMiddle\n\n#INCLUDE part.bml\n")
    parsed: list[str] = []
    original = Reader.parse

    def counting(self: Reader, data: bytes, path: str) -> list[tree.Node]:
        parsed.append(Path(path).name)
        return original(self, data, path)

    monkeypatch.setattr(Reader, "parse", counting)
    result = bml.parse(main.read_bytes(), path=str(main))
    assert parsed == ["main.bml", "part.bml"]
    assert result.document is not None
    assert repr(result.document).count("Part text") == 2


_SUIT = st.text(alphabet=st.sampled_from(list("AKQJT98765432x-")), min_size=1, max_size=6)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from("NESW"), st.sampled_from(["", ":"]), st.sampled_from(["", " ", "\t"]),
       st.lists(_SUIT, min_size=4, max_size=4), st.sampled_from(["", "!", ",x"]))
def test_a_hand_row_is_read_as_the_grammar_delimits_it(seat: str, colon: str, gap: str,
                                                       suits: list[str], tail: str) -> None:
    text = f"{seat}{colon}{gap}{' '.join(suits)}{tail}\n"
    kinds = [node.kind for node in _same(text)]
    result = bml.parse(text.encode(), path="hand.bml")
    assert result.document is not None
    diagrams = [b for b in result.document.body if isinstance(b, ir.DealDiagram)]
    assert kinds == [tree.DEAL_DIAGRAM] and len(diagrams) == 1
    hand = diagrams[0].deal.hands[0]
    assert hand.seat == seat
    written = [s if s != "-" else "" for s in suits]
    assert [hand.spades, hand.hearts, hand.diamonds, hand.clubs[:len(written[3])]] == written
