"""Commands that print system text (``bid``, ``matcher dump``, ``check``, ``analyze``) print
no terminal escapes from it: ESC sequences, BEL, CR, C1 controls and bidirectional
overrides in a system's descriptions reach the terminal as U+FFFD."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import run_cli

ESCAPES = ("\x1b]0;owned\x07", "\x1b[2J", "\u202e", "\x9b31m", "\r")


@pytest.fixture(scope="module")
def escaping_system(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("esc") / "esc.bml"
    path.write_text("#+TITLE: T\n\n1C " + "".join(ESCAPES).replace("\r", "") +
                    " red \u202eevil 12-21 HCP\n  1H 4+ hearts \x1b[2J\n", encoding="utf-8")
    return path


def _clean(output: bytes) -> None:
    text = output.decode("utf-8")
    for escape in ESCAPES:
        assert escape not in text.replace("\r\n", "\n"), (escape, text)
    assert "\x1b" not in text and "\x07" not in text


def test_bid_prints_no_terminal_escapes_from_the_system(escaping_system: Path) -> None:
    result = run_cli("bid", str(escaping_system), "--hand", "AKJ52.K984.Q73.6", "--explain")
    assert result.returncode == 0, result.stderr
    assert b"red" in result.stdout
    _clean(result.stdout + result.stderr)
    result = run_cli("bid", str(escaping_system), "--auction", "1C P", "--hand",
                     "AKJ52.K984.Q73.6", "--explain")
    assert b"4+ hearts" in result.stdout
    _clean(result.stdout + result.stderr)


def test_matcher_dump_prints_no_terminal_escapes(escaping_system: Path,
                                                 tmp_path: Path) -> None:
    table = tmp_path / "esc.matcher"
    assert run_cli("convert", str(escaping_system), "-t", "matcher", "-o",
                   str(table)).returncode == 0
    result = run_cli("matcher", "dump", str(table))
    assert result.returncode == 0
    assert b"4+ hearts" in result.stdout
    _clean(result.stdout + result.stderr)


def test_check_and_analyze_print_no_terminal_escapes(escaping_system: Path,
                                                     tmp_path: Path) -> None:
    for args in (("check", "--constraints", str(escaping_system)),
                 ("check", "--format", "json", "--select", "ALL", str(escaping_system)),
                 ("analyze", str(escaping_system), "--deals", "200", "-o",
                  str(tmp_path / "a.htm"))):
        result = run_cli(*args)
        assert result.returncode in (0, 1), result.stderr
        _clean(result.stdout + result.stderr)
