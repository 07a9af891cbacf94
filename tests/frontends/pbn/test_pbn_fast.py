"""The hand-written PBN reader (compiler/frontends/pbn/fast.py) finds the games, tags,
section tokens, spans and warnings the grammar's path finds; where it stops, the grammar
reading only the game it stopped in finds the error the grammar finds in the whole file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec import registry
from bridgec.frontends.pbn import _games as pbn_games
from bridgec.frontends.pbn import fast, syntax
from bridgec.limits import MAX_PBN_GRAMMAR

from conftest import INPUTS

FRAGMENTS = ['[Deal "N:AKQJ.T98.765.432 - - -"]', "[Board", ' "1"', "]", "[", '"', '\\"',
             "\\\\", " ", "\t", "\n", "\r\n", "\r", "\n\n", " \n \n", "1NT", "=1=", "$2",
             "*", "-", "AP", "{", "}", "{ note\nover }", ";", "; comment", "%", "% PBN 2.1",
             '[Note "1:x\\"]"]', "SA", "[ Play  \"E\" ]", "x", "é", '"quoted words"']


def agree(text: str) -> bool:
    """Both paths give the same games, warnings and syntax errors; True when the fast
    path read the whole text (else the grammar read the game it stopped in)."""
    quick = fast.games(text, "x.pbn")
    slow = syntax.games(text, "x.pbn")
    if isinstance(quick, fast.Stop):
        assert slow[1], text  # the fast path stops only at a syntax error
        found, problems = pbn_games(text, "x.pbn")
        assert found == [] and len(problems) == 1, text
        assert problems == slow[1], text
        return False
    assert quick == slow, text
    return True


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=30).map("".join))
def test_fragments_agree(text: str) -> None:
    agree(text)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from('[]"\\{};% \t\r\nAN1:.-=*$x'), max_size=60))
def test_random_text_agrees(text: str) -> None:
    agree(text)


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=0), st.sampled_from(FRAGMENTS))
def test_mutated_files_agree(where: int, fragment: str) -> None:
    text = (INPUTS / "pbn" / "games.pbn").read_text(encoding="utf-8")
    at = where % (len(text) + 1)
    agree(text[:at] + fragment + text[at:])


def test_our_files_and_the_emitters_output_take_the_fast_path(tmp_path: Path) -> None:
    texts = [p.read_text(encoding="utf-8") for p in (INPUTS / "pbn").glob("*.pbn")]
    session = INPUTS / "tm" / "seed7-4boards.tm"
    document = registry.FRONT_ENDS["tm"].parse(session.read_bytes(), path="s.tm").document
    assert document is not None
    output = registry.EMITTERS["pbn"].emit(document).output
    assert isinstance(output, str)
    texts.append(output)
    assert all(agree(text) for text in texts)


def test_syntax_errors_go_to_the_grammar() -> None:
    for text in ('[Deal "x"\n', '[Event "open', "{ never closed", "]", '[ "x"]'):
        assert isinstance(fast.games(text, "x.pbn"), fast.Stop)
        assert not agree(text)


def test_an_error_after_many_games_is_found_in_its_game() -> None:
    game = '[Board "1"]\n[Deal "N:AKQJ.T98.765.432 - - -"]\n[Auction "N"]\n1C AP\n\n'
    text = game * 3 + '[Event "x"\n' + game
    stop = fast.games(text, "x.pbn")
    assert stop == fast.Stop(start=len(game) * 3 - 2, line=14, end=len(game) * 3 + 11 + 12 + 34,
                             at=len(game) * 3)
    found, problems = pbn_games(text, "x.pbn")
    assert [p.render() for p in problems] == \
        ["x.pbn:16:11: error: unexpected end of the line, expected `]`: a tag pair is "
         '`[Name "value"]`']


def test_a_game_too_long_for_the_grammar_is_located_where_the_reader_stopped() -> None:
    """A game longer than MAX_PBN_GRAMMAR is not handed to ANTLR (a 64 KB game took
    seconds there): its error is where the fast reader stopped."""
    tags = '[Board "1"]\n[Deal "N:AKQJ.T98.765.432 - - -"]\n' + '[Event "x"]\n' * 2000
    text = tags + '[Site "y"\n'
    assert len(text) > MAX_PBN_GRAMMAR
    found, problems = pbn_games(text, "x.pbn")
    assert [(p.span.line, p.span.col) for p in problems if p.span] == [(2003, 1)]
    assert problems[0].severity == "error"
    assert "cannot read the PBN text here" in problems[0].message


def test_the_grammar_reads_only_the_game_with_the_error(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    game = '[Board "1"]\n[Deal "N:AKQJ.T98.765.432 - - -"]\n[Auction "N"]\n1C AP\n\n'
    text = game * 2000 + '[Event "x"\n' + game * 2000
    asked: list[int] = []
    real = syntax.games

    def recording(part: str, path: str, line_offset: int = 0) -> Any:
        asked.append(len(part))
        return real(part, path, line_offset)

    monkeypatch.setattr(syntax, "games", recording)
    _, problems = pbn_games(text, "x.pbn")
    assert problems and problems[0].span is not None and problems[0].span.line == 10001
    assert asked and max(asked) < 200
