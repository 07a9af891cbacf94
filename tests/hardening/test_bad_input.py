"""Bad input is refused early and clearly: binary files, a file in another format than the
one named, a flood of errors, invalid calls in a bid table, the switch to BML 1."""

from __future__ import annotations

from pathlib import Path

import pytest

import bridgec
from bridgec.decoding import binary_kind

from conftest import run_cli

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("head,kind", [(b"\x7fELF\x02\x01\x01\x00", "an ELF executable"),
                                       (b"\x89PNG\r\n\x1a\n\x00\x00", "a PNG image"),
                                       (b"%PDF-1.7\n", "a PDF document"),
                                       (b"1C  16+\n\x00\x01\x02", "binary data")])
def test_binary_input_is_one_error(head: bytes, kind: str, tmp_path: Path) -> None:
    path = tmp_path / "system.bml"
    path.write_bytes(head + bytes(range(256)) * 40)
    assert binary_kind(path.read_bytes()) == kind
    done = run_cli("convert", str(path), "-t", "html", "-o", str(tmp_path / "out.htm"))
    errors = [line for line in done.stderr.decode().splitlines() if ": error: " in line]
    where = "2:1" if kind == "binary data" else "1:1"  # the first NUL, or the magic number
    assert done.returncode == 1 and errors == [f"{path}:{where}: error: {path} is {kind}, not "
                                               "bml text"]
    assert not (tmp_path / "out.htm").exists()


def test_utf16_text_is_not_binary() -> None:
    assert binary_kind("1C  16+\n".encode("utf-16")) is None


def test_standard_input_is_sniffed(tmp_path: Path) -> None:
    bml = (ROOT / "examples" / "sayc.bml").read_bytes()
    done = run_cli("convert", "-", "-t", "html", "-o", "-", input=bml)
    assert done.returncode == 0 and b"<html" in done.stdout, done.stderr
    bss = b"*00{x}=NYYYYYY\n001C=NYYYYYY500strong\n"
    done = run_cli("convert", "-", "-t", "bml", "-o", "-", input=bss)
    assert done.returncode == 0 and b"1C" in done.stdout, done.stderr
    done = run_cli("convert", "-", "-t", "bml", "-o", "-", input=b"nothing to go by\n")
    assert done.returncode == 1 and b"cannot tell the input format of <stdin>" in done.stderr


@pytest.mark.parametrize(("args", "message"), [
    (["-t", "htm"], "unknown output format 'htm' (did you mean 'html'?)"),
    (["-t", "html", "-f", "bmll"], "unknown input format 'bmll' (did you mean 'bml'?)")])
def test_a_mistyped_format_gets_a_suggestion(args: list[str], message: str) -> None:
    done = run_cli("convert", str(ROOT / "examples" / "sayc.bml"), *args, "-o", "-")
    assert done.returncode == 2 and message in done.stderr.decode()


def test_a_mistyped_directive_gets_a_suggestion() -> None:
    result = bridgec.convert_text("#+TITEL: Precision\n\n1C  16+\n#INCLDUE more.bml\n",
                                  "html", from_="bml", path="s.bml")
    messages = [(d.severity, d.message) for d in result.diagnostics]
    assert ("warning", "#+TITEL: no output shows this key (did you mean #+TITLE?)") in messages
    assert ("error", "unknown directive #INCLDUE (did you mean #INCLUDE?)") in messages


def test_a_file_in_another_format_says_which(tmp_path: Path) -> None:
    done = run_cli("convert", str(ROOT / "examples" / "sayc.bml"), "-f", "bss", "-t", "html",
                   "-o", str(tmp_path / "out.htm"))
    lines = done.stderr.decode().splitlines()
    assert done.returncode == 1
    assert "looks like bml" in lines[0] and "read it with -f bml" in done.stderr.decode()
    assert len(lines) == 4  # the one error, its line, caret and hint: not one per line read
    assert done.stderr.decode().count("error:") == 1


@pytest.mark.parametrize("row,message", [("8C  eight", "8C: level 8 is not a bid level"),
                                         ("1NN  x", "1NN: unknown strain 'NN'"),
                                         ("2H=  x", "'2H=' is not a call"),
                                         ("1Q  x", "1Q: unknown strain 'Q'")])
def test_every_invalid_call_is_a_located_error(row: str, message: str) -> None:
    result = bridgec.convert_text(f"1C  16+\n  {row}\n", "html", from_="bml", path="s.bml")
    errors = [d for d in result.diagnostics if d.severity == "error"]
    assert not result.ok and result.output is None
    assert [(e.message, e.span.line, e.span.col) for e in errors if e.span] == \
        [(message, 2, 3)]


def test_the_switch_to_bml1_names_the_line_that_caused_it() -> None:
    result = bridgec.convert_text("1C  16+\n  1D  neg\n   1H  three\n", "html", from_="bml",
                                  path="s.bml")
    switch = [d for d in result.diagnostics if d.code == "bml-switch"]
    assert result.ok and len(switch) == 1 and switch[0].span is not None
    assert switch[0].span.line == 3


def test_the_silent_slips_are_warned_about(tmp_path: Path) -> None:
    system = tmp_path / "s.bml"
    system.write_text("1C  16+ hpc, 5+!x\n2N == 20-21\n1D  11-15 hcp, 4+!d, !F\n")
    found = [(d.code, d.span.line if d.span else 0)
             for d in bridgec.check_file(system).diagnostics if d.severity == "warning"]
    assert found == [("suit-symbol", 1), ("unit-typo", 1), ("doubled-separator", 2)]


def test_a_txt2_database_without_its_macros_is_warned_about() -> None:
    rule = b"1C 1C 1 clubs #1\n"
    warned = bridgec.convert_text(rule, "ir-json", from_="gib", path="mb.txt2")
    assert [d.code for d in warned.diagnostics if d.code == "gib-macros"] == ["gib-macros"]
    plain = bridgec.convert_text(rule, "ir-json", from_="gib", path="mb.txt")
    assert "gib-macros" not in [d.code for d in plain.diagnostics]
