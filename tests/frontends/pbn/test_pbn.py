"""PBN: the emitter (session boards, deal diagrams, escaping), the front end (its located
errors), the round trip, ``tm serve --deals FILE.pbn``, and endplay as an independent
reader of what the emitter writes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import msgspec
import pytest

from bridgec import ir, registry
from bridgec.emitters import pbn as pbn_emitter
from bridgec.frontends import pbn, tm
from bridgec.tablemanager.deals import board_deals

from conftest import INPUTS, run_cli

BIN = Path(sys.executable).parent / "bridgec"
SESSION = INPUTS / "tm" / "seed7-4boards.tm"
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
HOSTILE = 'a "b"] {c\\d\n[Deal "N:- - - -"]\r\n%x }e\x1b[2J'


def session_document(path: Path = SESSION) -> ir.Document:
    result = tm.parse(path.read_bytes(), path=path.relative_to(INPUTS).as_posix())
    assert result.document is not None
    return result.document


def emit(document: ir.Document) -> str:
    output = registry.EMITTERS["pbn"].emit(document).output
    assert isinstance(output, str)
    return output


def read_back(text: str, path: str = "x.pbn") -> tuple[ir.Document | None, list[str]]:
    result = pbn.parse(text.encode("utf-8"), path=path)
    return result.document, [d.render() for d in result.diagnostics]


def plain(board: ir.Board) -> Any:
    """A board without spans, timing, events and viewpoint (what PBN holds)."""
    data = msgspec.to_builtins(msgspec.structs.replace(board, timing=None, events=(),
                                                        viewpoint=None))

    def strip(node: Any) -> Any:
        if isinstance(node, dict):
            return {k: strip(v) for k, v in node.items() if k != "span"}
        if isinstance(node, (list, tuple)):
            return [strip(v) for v in node]
        return node
    return strip(data)


# -- the emitter and the front end agree ------------------------------------------------


def test_a_session_round_trips_through_pbn() -> None:
    document = session_document()
    back, problems = read_back(emit(document))
    assert problems == [] and back is not None
    assert [plain(b) for b in back.boards] == [plain(b) for b in document.boards]


def test_a_session_board_has_every_fact() -> None:
    text = emit(session_document())
    first = text.split("\n\n")[1]
    for line in ('[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', '[Contract "1S"]',
                 '[Declarer "N"]', '[Result "8"]', '[Auction "N"]', '[Play "E"]',
                 '[Score "NS 110"]', '[North "bridgec"]'):
        assert line in first.splitlines(), line
    assert text.startswith("% PBN 2.1\n% EXPORT\n")


def test_alerts_become_notes_and_come_back() -> None:
    board = session_document().boards[0]
    calls = list(board.auction)
    calls[2] = msgspec.structs.replace(calls[2], alert="strong; \"forcing\"")
    document = ir.Document(boards=(msgspec.structs.replace(board, auction=tuple(calls)),))
    text = emit(document)
    assert "1H =1= Pass" in text and '[Note "1:strong; \\"forcing\\""]' in text
    back, problems = read_back(text)
    assert problems == [] and back is not None
    assert back.boards[0].auction[2].alert == 'strong; "forcing"'


@pytest.mark.parametrize("field", ["ns", "ew", "alert"])
def test_text_cannot_forge_a_tag(field: str) -> None:
    """A quote, `]`, `{`, a line end or an escape in a team name or an alert stays inside
    its value: the file has the same tags, and reads back with the text (line ends as
    spaces, control characters as U+FFFD)."""
    def with_text(text: str) -> ir.Document:
        board = session_document().boards[0]
        if field == "alert":
            calls = list(board.auction)
            calls[0] = msgspec.structs.replace(calls[0], alert=text)
            board = msgspec.structs.replace(board, auction=tuple(calls))
        else:
            board = msgspec.structs.replace(board, teams=ir.Teams(**{field: text}))
        return ir.Document(boards=(board,))

    text = emit(with_text(HOSTILE))
    harmless = emit(with_text("harmless"))
    assert [line[:7] for line in text.splitlines()] == \
        [line[:7] for line in harmless.splitlines()]
    assert "\x1b" not in text and "\r" not in text
    back, problems = read_back(text)
    assert problems == [] and back is not None
    got = back.boards[0]
    shown = HOSTILE.replace("\r\n", " ").replace("\n", " ").replace("\x1b", "\ufffd")
    value = got.auction[0].alert if field == "alert" else getattr(got.teams, field)
    assert value == shown


def test_value_escapes() -> None:
    assert pbn_emitter.value('x"]') == 'x\\"\u2060]'
    assert pbn_emitter.value("a\\b\nc") == "a\\\\b c"


def test_deal_diagrams_of_a_system() -> None:
    path = INPUTS / "bml" / "document.bml"
    result = registry.FRONT_ENDS["bml"].parse(path.read_bytes(), path=str(path))
    assert result.document is not None
    emitted = registry.EMITTERS["pbn"].emit(result.document)
    text = emitted.output
    assert isinstance(text, str)
    assert text.count("[Deal ") == sum(isinstance(b, ir.DealDiagram)
                                       for b in result.document.body)
    assert '[Contract "4SX"]' in text and "X Pass 1NT AP" in text
    messages = [d.message for d in emitted.diagnostics]
    assert any("spot card" in m for m in messages)  # Kxx cannot be written: said so
    assert any("cannot be shown in PBN" in m for m in messages)  # headings, tables


# -- the front end -----------------------------------------------------------------------


@pytest.mark.parametrize("text,where,message", [
    (f'[Deal "{DEAL}"\n', "x.pbn:1:78", "expected `]`"),
    ('[Deal "N:AKQ.T98.765.432 - - -]\n', "x.pbn:1:7", "quote is not closed"),
    (f'[Board "0"]\n[Deal "{DEAL}"]\n', "x.pbn:1:1", "board number"),
    (f'[Dealer "Middle"]\n[Deal "{DEAL}"]\n', "x.pbn:1:1", "a seat is N, E, S or W"),
    ('[Deal "N:AKQJ.T98.765.432 AKQJ.T98.765.432 - -"]\n', "x.pbn:1:1", "dealt twice"),
    ('[Deal "N:AKQJ.T98.765 - - -"]\n', "x.pbn:1:1", "not a hand"),
    (f'[Deal "{DEAL}"]\n[Auction "N"]\n1C 1C\n', "x.pbn:3:4", "not higher"),
    (f'[Deal "{DEAL}"]\n[Auction "N"]\n1C =2=\n', "x.pbn:3:4", "no [Note"),
    (f'[Deal "{DEAL}"]\n[Auction "N"]\n1Z\n', "x.pbn:3:1", "not a call"),
    (f'[Deal "{DEAL}"]\n[Auction "N"]\n1S AP\n[Play "E"]\nS2 - - -\n', "x.pbn:5:1",
     "W holds it"),
    (f'[Deal "{DEAL}"]\n[Auction "N"]\n1S AP\n[Play "E"]\nS9 H4 - -\n', "x.pbn:5:4",
     "follow suit"),
    ('{ never closed\n', "x.pbn:1:1", "commentary"),
    ('[Deal "N:AKQJ.T98.765.432 - - -"]\n[Auction "N"]\n1S AP\n[Play "E"]\nSA - - -\n',
     "x.pbn:5:1", "N holds it"),
    ('[Deal "N:AKQJ.T98.765.432 - - -"]\n[Auction "N"]\n1S AP\n[Play "E"]\nH2 H3 H4 H8\n'
     "H2 - - H9\n", "x.pbn:6:1", "played before"),
    (f'[Deal "{DEAL}"]\n[Auction "N"]\n1C Pass Pass Pass AP\n', "x.pbn:3:19",
     "the auction is over"),
])
def test_bad_pbn_gives_a_located_error(text: str, where: str, message: str) -> None:
    result = pbn.parse(text.encode(), path="x.pbn")
    errors = [d for d in result.diagnostics if d.severity == "error"]
    assert errors, result.diagnostics
    rendered = errors[0].render()
    assert rendered.startswith(where) and message in rendered, rendered


def test_unknown_tags_are_reported_once_not_dropped() -> None:
    text = f'[Event "club night"]\n[Deal "{DEAL}"]\n\n[Event "club night"]\n[Deal "{DEAL}"]\n'
    document, problems = read_back(text)
    assert document is not None and len(document.boards) == 2
    assert len([p for p in problems if "[Event] is not kept" in p]) == 1


def test_a_real_pbn_file_with_inheritance_comments_and_tables() -> None:
    text = ("% PBN 2.1\n% EXPORT\n[Event \"?\"]\n[Board \"5\"]\n[Dealer \"N\"]\n"
            "[Vulnerable \"NS\"]\n"
            f"[Deal \"{DEAL}\"] ; the deal\n{{ a comment\nover lines }}\n"
            "[Auction \"N\"]\n1NT $1 Pass 3NT AP\n"
            "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN NT 9\n\n"
            f"[Event \"#\"]\n[Board \"6\"]\n[Deal \"{DEAL}\"]\n")
    document, problems = read_back(text)
    assert document is not None
    first, second = document.boards
    assert [b.call for b in first.auction] == ["1N", "P", "3N", "P", "P", "P"]
    assert (first.deal.contract, first.deal.declarer) == ("3N", "N")
    assert second.deal.board == 6
    assert any("[OptimumResultTable] is not kept" in p for p in problems)


def test_pbn_front_end_is_bounded() -> None:
    """Megabytes of games, and the same with a syntax error at the end (the grammar reads
    only that game), finish well within the subprocess's time limit."""
    game = f'[Board "1"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n[Auction "N"]\n1C Pass 1H AP\n\n'
    code = ("import sys; from bridgec.frontends import pbn; "
            "r = pbn.parse(sys.stdin.buffer.read(), path='big.pbn'); "
            "print(len(r.document.boards) if r.document else r.diagnostics[0].render())")
    for text, expected in ((game * 10000, "10000"),
                           (game * 10000 + '[Event "x"\n', "big.pbn:60001:11: error:")):
        done = subprocess.run([sys.executable, "-c", code], input=text.encode(),
                              capture_output=True, timeout=60)
        assert done.stdout.decode().startswith(expected), done.stderr.decode()


# -- tm serve --deals --------------------------------------------------------------------


def test_board_deals_from_a_pbn_file() -> None:
    text = (f'[Board "8"]\n[Dealer "West"]\n[Vulnerable "Both"]\n[Deal "{DEAL}"]\n'
            f'[Deal "{DEAL}"]\n')
    document, _ = read_back(text)
    assert document is not None
    first, second = board_deals(document.boards)
    assert (first.board, first.dealer, first.vulnerable) == (8, "W", "All")
    assert (second.board, second.dealer, second.vulnerable) == (9, "N", "EW")
    assert first.hands["N"][:4] == ["AS", "KS", "QS", "JS"]


def test_tm_serve_refuses_a_bad_deals_file_with_its_place(tmp_path: Path) -> None:
    deals = tmp_path / "deals.pbn"
    deals.write_text('[Board "3"]\n[Dealer "Middle"]\n' f'[Deal "{DEAL}"]\n')
    done = run_cli("tm", "serve", "--port", "0", "--deals", str(deals))
    err = done.stderr.decode()
    assert done.returncode == 1 and f"{deals}:2:1: error:" in err, err
    partial = tmp_path / "partial.pbn"
    partial.write_text('[Deal "N:AKQJ.T98.765.432 - - -"]\n')
    done = run_cli("tm", "serve", "--port", "0", "--deals", str(partial))
    assert done.returncode == 1 and "needs all four hands" in done.stderr.decode()


def test_a_result_without_play_is_kept_and_scored() -> None:
    text = (f'[Board "3"]\n[Dealer "S"]\n[Vulnerable "EW"]\n[Deal "{DEAL}"]\n'
            '[Declarer "W"]\n[Contract "4HX"]\n[Result "9"]\n[Score "NS 200"]\n')
    document, problems = read_back(text)
    assert problems == [] and document is not None
    deal = document.boards[0].deal
    assert (deal.contract, deal.declarer, deal.doubled, deal.result) == ("4H", "W", "X", 9)
    again = emit(document)
    assert '[Result "9"]' in again and '[Score "EW -200"]' in again


def test_a_result_the_play_contradicts_is_a_warning() -> None:
    played = emit(session_document())
    game = played.split("\n\n")[1].replace('[Result "8"]', '[Result "12"]')
    document, problems = read_back(game)
    assert document is not None and document.boards[0].deal.result is None
    assert any('[Result "12"] but declarer took 8 tricks' in p for p in problems)


PBN_INPUTS = sorted((INPUTS / "pbn").rglob("*.pbn"))


@pytest.mark.parametrize("path", PBN_INPUTS, ids=[p.name for p in PBN_INPUTS])
def test_pbn_input_snapshot(path: Path, snapshot: object) -> None:
    """Our PBN inputs read (errors/: their located errors) and written back as PBN."""
    result = pbn.parse(path.read_bytes(), path=path.relative_to(INPUTS).as_posix())
    rendered = "\n".join(d.render() for d in result.diagnostics)
    output = emit(result.document) if result.document is not None else ""
    assert (path.parent.name == "errors") == any(d.severity == "error"
                                                  for d in result.diagnostics)
    assert f"{output}\n--- diagnostics ---\n{rendered}\n" == snapshot


def test_session_pbn_snapshot(snapshot: object) -> None:
    emitted = registry.EMITTERS["pbn"].emit(session_document())
    warnings = "\n".join(d.render() for d in emitted.diagnostics)
    assert f"{emitted.output}\n--- warnings ---\n{warnings}\n" == snapshot


def test_a_passed_out_deal_without_an_auction_stays_passed_out() -> None:
    text = f'[Dealer "N"]\n[Deal "{DEAL}"]\n[Contract "Pass"]\n[Declarer ""]\n[Score "0"]\n'
    document, problems = read_back(text)
    assert problems == [] and document is not None
    assert document.boards[0].deal.contract == "P"
    again = emit(document)
    assert '[Contract "Pass"]' in again and '[Score "0"]' in again


@pytest.mark.parametrize("calls,expected", [
    ("AP", ["P", "P", "P", "P"]), ("1C AP", ["1C", "P", "P", "P"]),
    ("1C Pass AP", ["1C", "P", "P", "P"]), ("1C X XX AP", ["1C", "X", "XX", "P", "P", "P"]),
])
def test_all_pass_ends_the_auction(calls: str, expected: list[str]) -> None:
    document, problems = read_back(f'[Deal "{DEAL}"]\n[Auction "E"]\n{calls}\n')
    assert problems == [] and document is not None
    board = document.boards[0]
    assert [b.call for b in board.auction] == expected
    assert [b.seat for b in board.auction] == list("ESWNESWN"[:len(expected)])


def test_annotations_and_an_unknown_call() -> None:
    text = (f'[Deal "{DEAL}"]\n[Auction "N"]\n1C! $1 Pass ^S 1H? + AP\n'
            '[Play "W"]\nHA?! $7 - - -\n*\n\n'
            f'[Deal "{DEAL}"]\n[Auction "N"]\n1C - 1H\n')
    document, problems = read_back(text)
    assert document is not None
    first, second = document.boards
    assert [b.call for b in first.auction] == ["1C", "P", "1H", "P", "P", "P"]
    assert [p.card for t in first.tricks for p in t.cards] == ["AH"]
    assert [b.call for b in second.auction] == ["1C"]
    assert any("unknown call (`-`)" in p for p in problems)
