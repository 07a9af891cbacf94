"""Table Manager transcripts and message lists are read in bounded time and memory: the
grammar locates only the first refused messages of an input, and a line longer than a wire
message is refused unread; ``tm parse`` prints nothing a terminal acts on (issue 21)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bridgec.frontends import tm
from bridgec.frontends.tm.messages import MessageError, MessageReader, parse_message
from bridgec.frontends.tm.nodes import Seated
from bridgec.limits import MAX_TM_GRAMMAR, MAX_TM_LINE

BIN = Path(sys.executable).parent / "bridgec"
BOARD = ("Board number 1. Dealer North. Neither vulnerable.\n"
         "North's cards : S A K Q J. H A K Q. D A K Q. C A K Q.\n")
MALFORMED = ["North bids 1NT zz{}", "East plays KH zz{}", "hello world {}",
             "North ready for East's card to trick 2 zz{}", "Board number 3. Dealer {}"]


def _bounded(*args: str) -> subprocess.CompletedProcess[bytes]:
    """Run bridgec with 1 GB of address space and 10 s (the acceptance bound of issue 21)."""
    return subprocess.run(["prlimit", "--as=1000000000", str(BIN), *args],
                          capture_output=True, timeout=10)


def test_the_first_refusals_are_located_by_the_grammar_as_before() -> None:
    read = MessageReader()
    for i in range(MAX_TM_GRAMMAR - 1):
        line = MALFORMED[i % len(MALFORMED)].format(i)
        assert read(line) == parse_message(line)
    rare = "North Unseated seated"  # accepted by the grammar only
    assert read(rare) == parse_message(rare) == Seated(team_name="Unseated", seat="N")
    later = read("North bids 1NT zz")
    assert isinstance(later, MessageError) and later.column == 1
    assert later.message.startswith("not a Table Manager message (not read")
    assert read("North bids 1NT") == parse_message("North bids 1NT")  # accepted as ever


def test_an_ordinary_transcript_keeps_its_located_warnings() -> None:
    text = BOARD + "North bids 1NT zz\n"
    (warning,) = tm.parse(text.encode(), path="s.tm").diagnostics
    assert warning.span is not None and warning.span.col == 16
    assert warning.message == "line ignored: " + str(
        getattr(parse_message("North bids 1NT zz"), "message", ""))


def test_a_line_longer_than_a_message_is_refused_unread() -> None:
    read = MessageReader()
    refused = read("  North bids 1NT Alert. " + "x" * MAX_TM_LINE)
    assert isinstance(refused, MessageError) and refused.column == 3
    assert f"longer than {MAX_TM_LINE} characters" in refused.message
    assert read.grammar == MAX_TM_GRAMMAR  # the grammar was not asked


def test_sixty_thousand_malformed_lines_are_read_quickly(tmp_path: Path) -> None:
    lines = [MALFORMED[i % len(MALFORMED)].format(i) for i in range(60_000)]
    path = tmp_path / "bad.tm"
    path.write_text(BOARD + "\n".join(lines) + "\n", encoding="utf-8")
    done = _bounded("convert", str(path), "-t", "ir-json", "-o", str(tmp_path / "out.json"))
    assert done.returncode == 0, done.stderr[-2000:]
    assert b"more warnings not shown" in done.stderr and b"Traceback" not in done.stderr
    parsed = _bounded("tm", "parse", str(path))
    assert parsed.returncode == 1 and parsed.stdout.count(b"\n") == 60_002


def test_a_ten_megabyte_line_is_read_quickly(tmp_path: Path) -> None:
    path = tmp_path / "long.tm"
    path.write_text(BOARD + "North bids 1NT zz" + "x" * 10_000_000 + "\n", encoding="utf-8")
    done = _bounded("convert", str(path), "-t", "ir-json", "-o", str(tmp_path / "out.json"))
    assert done.returncode == 0 and b"longer than 4096 characters" in done.stderr


def test_tm_parse_escapes_what_a_terminal_would_act_on() -> None:
    line = "North bids 1NT Alert. \x9b31mred \u202eevil \x1b[2J \x7f \u2028 é"
    done = subprocess.run([str(BIN), "tm", "parse", "-"], input=line.encode() + b"\n",
                          capture_output=True, timeout=10)
    assert done.returncode == 0
    assert json.loads(done.stdout)["ast"]["alert"] == line.split("Alert. ")[1]
    printed = done.stdout.decode("utf-8")
    assert not any(c in printed for c in "\x9b\u202e\x1b\x7f\u2028") and "é" in printed


def test_tm_parse_keeps_the_input_size_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    path.write_bytes(b"North passes\n" * 100)
    refused = _bounded("tm", "parse", "--max-input-size", "1000", str(path))
    assert refused.returncode == 1 and refused.stdout == b""
    assert b"larger than the input limit of 1000 bytes" in refused.stderr
    assert _bounded("tm", "parse", str(path)).returncode == 0
