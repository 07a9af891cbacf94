"""Limits on untrusted input: each gives a located error instead of a crash (RecursionError,
memory, a hang). Inputs are generated here; the deep ones go through every front end that
nests, then the passes and every emitter (``fuzzing.targets.front_end`` with ``every=True``
runs that whole chain)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from bounded import SECONDS, limit_memory, run_bounded
from typer.testing import CliRunner

from bridgec import registry
from bridgec.cli import dropin
from bridgec.cli.app import app
from bridgec.diagnostics import Diagnostic
from bridgec.limits import (
    MAX_AUCTION,
    MAX_BID_DEPTH,
    MAX_IR_DEPTH,
    MAX_JSON_DEPTH,
    MAX_TABLE_DEPTH,
)
from bridgec.options import ParseOptions

from conftest import run_cli
from fuzzing.targets import front_end

BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in "CDHSN"]


def _errors(name: str, data: bytes) -> list[Diagnostic]:
    result = registry.FRONT_ENDS[name].parse(data, path=f"deep.{name}", options=ParseOptions())
    return [d for d in result.diagnostics if d.severity == "error"]


def _bml_table(levels: int, step: int) -> bytes:
    return "".join(" " * (i * step) + f"{BIDS[i % 35]}  level {i}\n"
                   for i in range(levels)).encode()


def test_a_10000_level_bml_table_gives_one_located_error() -> None:
    data = _bml_table(10_000, 2)
    errors = _errors("bml", data)
    assert [(e.code, e.span.line, e.span.col) for e in errors] == [
        ("bml-depth", MAX_TABLE_DEPTH + 1, 2 * MAX_TABLE_DEPTH + 1)]
    assert f"nested deeper than {MAX_TABLE_DEPTH} levels" in errors[0].message
    assert errors[0].hint


@pytest.mark.parametrize(("name", "step"), [("bml", 2), ("bml1", 1)])
def test_a_table_at_the_depth_limit_goes_through_every_pass_and_emitter(name: str,
                                                                       step: int) -> None:
    assert _every(name, _bml_table(MAX_TABLE_DEPTH, step))[0] == "ok"


def test_a_deep_bml1_table_gives_a_located_error() -> None:
    errors = _errors("bml1", _bml_table(2_000, 1))
    assert [(e.code, e.span.line) for e in errors] == [("bml-depth", MAX_TABLE_DEPTH + 1)]


# IR JSON -------------------------------------------------------------------------------

def _ir(body: str) -> bytes:
    return ('{"ir_version": "1.0", "source": {"format": "bml", "path": "x"}, "body": ['
            + body + "]}").encode()


def _bid_chain(levels: int) -> str:
    node = '{"kind": "bid-node", "id": "n%d", "call": {"kind": "call", "name": "1C"}, ' \
           '"children": ['
    return '{"kind": "bid-table", "rows": [' + "".join(node % i for i in range(levels)) \
        + "]}" * levels + "]}"


def _emph_chain(levels: int) -> str:
    return '{"kind": "paragraph", "content": [' + '{"kind": "emph", "content": [' * levels \
        + '{"kind": "text", "text": "x"}' + "]}" * levels + "]}"


@pytest.mark.parametrize("data", [b"[" * 100_000, b'{"a":' * 100_000, _ir(_bid_chain(10_000)),
                                  _ir(_emph_chain(10_000)),
                                  b'{"ir_version": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"],
                         ids=["lists", "objects", "bid-nodes", "emphasis", "ir-version"])
def test_deeply_nested_ir_json_gives_a_located_error(data: bytes) -> None:
    errors = _errors("ir-json", data)
    assert len(errors) == 1
    assert f"nested deeper than {MAX_JSON_DEPTH} levels" in errors[0].message
    assert errors[0].span.line == 1
    text, col = data.decode(), errors[0].span.col
    assert text[col - 1] in "[{"  # the first bracket past the limit
    opened = sum(text[:col].count(c) for c in "[{") - sum(text[:col].count(c) for c in "]}")
    assert opened == MAX_JSON_DEPTH + 1


@pytest.mark.parametrize("chain,limit,message", [
    (_bid_chain, MAX_BID_DEPTH, f"bid-table rows nested deeper than {MAX_BID_DEPTH}"),
    (_emph_chain, MAX_IR_DEPTH, f"IR tree nested deeper than {MAX_IR_DEPTH} nodes"),
], ids=["bid-nodes", "emphasis"])
def test_ir_trees_up_to_the_limit_go_through_every_pass_and_emitter(
        chain: Callable[[int], str], limit: int, message: str) -> None:
    assert _every("ir-json", _ir(chain(limit - 8)))[0] == "ok"
    over = _errors("ir-json", _ir(chain(limit + 2)))
    assert [e.message for e in over] == [message]


def test_ir_json_auction_longer_than_any_legal_one_is_refused() -> None:
    calls = ", ".join('{"kind": "auction-call", "call": "1C", "side": "we"}'
                      for _ in range(MAX_AUCTION + 1))
    document = json.loads(_ir(""))
    document["rules"] = [json.loads('{"kind": "rule", "id": "r1", "call": {"kind": "call", '
                                    '"name": "1D"}, "auction": [' + calls + "]}")]
    errors = _errors("ir-json", json.dumps(document).encode())
    assert [e.message for e in errors] == [
        f"an auction longer than any legal one ({MAX_AUCTION} calls)"]


# GIB -----------------------------------------------------------------------------------

@pytest.mark.parametrize("goal", ["(" * 5_000 + "P1" + ")" * 5_000,  # within MAX_GOAL_LENGTH
                                  "~" + "(" * 5_000 + "1" + ")" * 5_000 + "~",
                                  "~" + "-" * 5_000 + "1~", "~" + "1+" * 5_000 + "1~",
                                  "!" * 5_000 + "P1"],
                         ids=["groups", "math-groups", "negations", "sums", "nots"])
def test_a_deeply_nested_gib_goal_gives_a_located_error(goal: str) -> None:
    errors = _errors("gib", f"; deep\n1 1C 50 {goal} . *1 #1\n".encode())
    assert [(e.span.line, e.span.col) for e in errors] == [(2, 9)]
    assert f"goal nested deeper than {MAX_IR_DEPTH} levels" in errors[0].message


@pytest.mark.parametrize("goal", ["(" * 25 + "P1" + ")" * 25, "~" + "-" * 140 + "1~",
                                  "~" + "1+" * 140 + "1~", "&".join(["P1"] * 1000)],
                         ids=["groups", "negations", "sums", "long-and"])
def test_gib_goals_below_the_limit_go_through_every_pass_and_emitter(goal: str) -> None:
    assert _every("gib", f"1 1C 50 {goal} . *1 #1\n".encode())[0] == "ok"


def test_gib_macro_growth_and_rounds_are_located_errors(tmp_path: Path) -> None:
    (tmp_path / "mac.m4").write_text("GROW (GROW|GROW)\nPING PONG\nPONG PING\n")
    (tmp_path / "mb.txt2").write_text("1 1N 40 GROW :P15 #1\n1 1C 40 PING :P15 #2\n")
    result = CliRunner().invoke(app, ["check", str(tmp_path / "mb.txt2"), "--macros",
                                      str(tmp_path / "mac.m4")])
    assert result.exit_code == 1
    assert "mb.txt2:1:" in result.output and "grows past" in result.output
    assert "mb.txt2:2:" in result.output and "rounds" in result.output


# BSS and TM: auction length --------------------------------------------------------------

def _legal_longest() -> list[str]:
    calls: list[str] = []
    for bid in BIDS:
        calls += [bid, "P", "P", "D", "P", "P", "R", "P", "P"]
    return calls[:MAX_AUCTION - 3]


def test_bss_records_up_to_the_longest_legal_auction_are_read() -> None:
    calls = _legal_longest()
    lines = ["*00{deep}=NYYYYYYlongest auction"]
    lines += ["00" + "".join(calls[:k]) + "=NYYYYYY0call" for k in range(1, len(calls) + 1)]
    assert _every("bss", ("\n".join(lines) + "\n").encode())[0] == "ok"


def test_a_bss_sequence_longer_than_any_legal_auction_is_a_located_error() -> None:
    calls = "1CDR" * 1000
    data = f"*00{{deep}}=NYYYYYYx\n001C=NYYYYYY0x\n00{calls}=NYYYYYY0x\n".encode()
    errors = _errors("bss", data)
    assert [(e.span.line, e.message) for e in errors] == [
        (3, f"a sequence of 3000 calls is longer than any legal auction ({MAX_AUCTION} calls)")]
    assert _every("bss", data)[0] == "error"


def test_a_table_manager_board_with_a_huge_auction_does_not_crash() -> None:
    head = ('Start of board\nBoard number 1. Dealer North. Neither vulnerable.\n'
            "North's cards : S K 9 8 5. H Q 6 4. D K J 2. C 6 5 3.\n")
    seats, calls = ["North", "East", "South", "West"], ["bids 1C", "doubles", "redoubles"]
    lines = [f"{seats[i % 4]} {calls[i % 3]}" for i in range(5000)]
    _every("tm", (head + "\n".join(lines) + "\n").encode())


def _every(name: str, data: bytes) -> tuple[object, ...]:
    """The front end, the checks and every emitter, as a fuzz regression input is replayed:
    ``("ok", ...)`` or ``("error", ...)``."""
    return front_end(name, data, every=True)  # type: ignore[return-value]


# Input size ------------------------------------------------------------------------------

def test_input_size_limit_on_convert_check_and_the_drop_ins(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "big.bml"
    path.write_text("1C 16+\n" * 200)
    runner = CliRunner()
    converted = runner.invoke(app, ["convert", str(path), "-t", "html", "-o", "-",
                                    "--max-input-size", "1000"])
    checked = runner.invoke(app, ["check", str(path), "--max-input-size", "1000"])
    code = dropin.run(dropin.TOOLS["bml2html"], [str(path), "-o", "-", "--max-input-size",
                                                 "1000"])
    stderr = capsys.readouterr().err
    assert (converted.exit_code, checked.exit_code, code) == (1, 1, 1)
    message = f"{path}:1:1: error: {path} is larger than the input limit of 1000 bytes"
    for text in (converted.output, checked.output, stderr):
        assert message in text
        assert "--max-input-size" in text
    assert runner.invoke(app, ["check", str(path)]).exit_code == 0


def test_input_size_limit_on_standard_input() -> None:
    result = run_cli("convert", "-", "-f", "bml", "-t", "html", "-o", "-",
                     "--max-input-size", "100", input=b"1C 16+\n" * 100)
    assert result.returncode == 1
    assert b"<stdin>:1:1: error: - is larger than the input limit of 100 bytes" \
        in result.stderr
    assert b"Traceback" not in result.stderr


def test_an_endless_input_is_read_no_further_than_the_limit() -> None:
    """A device has no size to check first: /dev/zero was read until memory ran out."""
    done = run_bounded("convert", "/dev/zero", "-f", "bml", "-t", "html", "-o", "-")
    assert done.returncode == 1
    assert done.stderr.decode().startswith("/dev/zero:1:1: error: /dev/zero is larger than "
                                           "the input limit of 67108864 bytes")


def test_a_huge_input_is_refused_before_it_is_read(tmp_path: Path) -> None:
    with open(tmp_path / "huge.bml", "wb") as huge:
        huge.truncate(3 << 30)
    for source in ("huge.bml", "-"):
        with open(tmp_path / "huge.bml", "rb") as stdin:
            done = subprocess.run([str(Path(sys.executable).parent / "bridgec"), "convert",
                                   source, "-f", "bml", "-t", "html", "-o", "-"], stdin=stdin,
                                  capture_output=True, cwd=tmp_path, timeout=10,
                                  preexec_fn=limit_memory, check=False)
        assert done.returncode == 1
        assert "is larger than the input limit of 67108864 bytes" in done.stderr.decode()


MALFORMED_BSS = ["001" + "P" * 3000 + "1C=NYYYYYY0x", "00" + "1C" * 2000 + "Q=NYYYYYY0x",
                 "001C{open=NYYYYYY0x", "0012C=NYYYYYY0x", "00=NYYYYYY0x", "001C2C3C",
                 "*001CP1Z=NYYYYYY0x", "11D1DD=NYYYYYY0x", "00" + "P" * 5000]


def test_malformed_bss_records_get_the_same_errors_without_the_slow_parser(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from bridgec.frontends import bss
    data = ("*00{x}=NYYYYYYx\n" + "\n".join(MALFORMED_BSS) + "\n").encode()
    fast = bss.parse(data, path="x.bss").diagnostics
    monkeypatch.setattr(bss, "_antlr_needed", lambda _: True)
    assert fast == bss.parse(data, path="x.bss").diagnostics
    assert len(fast) >= len(MALFORMED_BSS)


def test_megabytes_of_malformed_bss_records_are_read_quickly() -> None:
    """A hang guard (malformed records took about 40 s per MB in the ANTLR parser)."""
    data = ("*00{x}=NYYYYYYx\n" + "\n".join(["001" + "P" * 4000 + "1C=x"] * 500)).encode()
    start = time.monotonic()
    errors = _errors("bss", data)
    assert time.monotonic() - start < 30
    assert len(errors) == 500 and errors[-1].span.line == 501


def _longest_auction() -> list[str]:
    """The longest legal auction: 1C P P X P P XX P P, and so on for every bid, then P P P."""
    calls: list[str] = ["P", "P", "P"]
    for level in range(1, 8):
        for strain in "CDHSN":
            calls += [f"{level}{strain}", "P", "P", "D", "P", "P", "R", "P", "P"]
    return [*calls[:-2], "P", "P", "P"]


def test_the_longest_legal_auction_round_trips_through_ir_json(tmp_path: Path) -> None:
    import bridgec

    calls = _longest_auction()
    assert len(calls) == MAX_AUCTION
    record = "00" + "".join(calls[:-3]) + "=NYYYYYY008the longest auction"
    source = tmp_path / "long.bss"
    source.write_text(f"*00{{long}}=NYYYYYY\n{record}\n")
    as_ir = bridgec.convert_file(source, "ir-json")
    assert as_ir.ok and isinstance(as_ir.output, str), as_ir.render()
    assert len(as_ir.output) < 10_000_000  # linear in the auction's length, not quadratic
    back = bridgec.convert_text(as_ir.output, "bss", from_="ir-json", bss_form="spec")
    assert back.ok, back.render()
    assert back.output == source.read_text()


def _reference_depth(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max(map(_reference_depth, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_reference_depth, value), default=0)
    return 0


@pytest.mark.parametrize(("text", "depth"), [
    ("", 0), ("1", 0), ('"x"', 0), ("[]", 1), ("{}", 1), ("[[], [[]]]", 3),
    ('{"a": [{"b": []}]}', 4), ('["[[[[["]', 1), ('["]]]]]", [[1]]]', 3),
    ('{"[": "{", "}": [["]"]]}', 3), (r'["\\"]', 1), (r'["\\\"", ["\\\\"]]', 2),
    (r'["\\\\\"[", [[]]]', 3), (r'["\u005b\u005d", [[]]]', 3), (r'["\"", "\"[", ["]\""]]', 2),
    # invalid JSON: at least as deep as the beginning a decoder reads
    ('["a""b"]', 1), ('[""""]', 1), ("]]][[", 0), ('[["', 2), ("[[[", 3), ('["[[[[', 1),
], ids=repr)
def test_json_depth_skips_strings_and_escapes(text: str, depth: int) -> None:
    from bridgec.limits import json_depth, json_too_deep

    data = text.encode()
    assert json_depth(data) == depth
    assert json_depth(text.encode("utf-8-sig")) == depth
    assert json_too_deep(data, depth) is None
    if depth:
        offset = json_too_deep(data, depth - 1)
        assert offset is not None and data[offset:offset + 1] in (b"[", b"{")


def test_json_depth_is_exact_on_generated_json_with_brackets_in_strings() -> None:
    import random

    from bridgec.limits import json_depth, json_too_deep

    rng = random.Random(26)
    pieces = ["[", "]", "{", "}", '"', "\\", "a", "\u00e9"]

    def value(depth: int) -> object:
        if depth > 12 or rng.random() < 0.3:
            return "".join(rng.choice(pieces) for _ in range(rng.randrange(6)))
        if rng.random() < 0.5:
            return [value(depth + 1) for _ in range(rng.randrange(4))]
        return {str(value(99)): value(depth + 1) for _ in range(rng.randrange(4))}

    for _ in range(500):
        document = value(0)
        data = json.dumps(document, ensure_ascii=rng.random() < 0.5).encode()
        depth = _reference_depth(document)
        assert json_depth(data) == depth, data
        assert json_too_deep(data, depth) is None, data
        if depth:
            offset = json_too_deep(data, depth - 1)
            assert offset is not None and data[offset:offset + 1] in (b"[", b"{"), data


@pytest.mark.parametrize("cut", [0, 1, 2, 3])
def test_json_depth_reads_across_its_mebibyte_pieces(cut: int) -> None:
    """Strings, escapes and backslash runs that straddle a mebibyte, and a first too-deep
    bracket in the second mebibyte, whose offset is exact."""
    from bridgec.limits import json_depth, json_too_deep

    head = b'["' + b"x" * ((1 << 20) - 4 - cut) + b'\\\\\\"[[[' + b'", '  # "x...\\\"[[["
    for tail, depth in ((b"[" * 5 + b"]" * 5 + b"]", 6), (b'"]]]"]', 1)):
        data = head + tail
        assert json_depth(data) == depth == _reference_depth(json.loads(data))
        assert json_too_deep(data, depth) is None
        offset = json_too_deep(data, depth - 1)
        assert offset is not None and offset == (data.rindex(b"[") if depth > 1 else 0)


@pytest.mark.parametrize(("data", "message"), [
    (b"]]]]" + b"[" * 2000, "IR JSON nested deeper"),  # said first: a reader can act on it
    (b"[1," + b"[" * 5000 + b"x", "IR JSON nested deeper"),
    (b'["' + b"[" * 5000, "malformed JSON: Input data was truncated"),  # in a string
    (b'"\\\\\\' + b"[" * 5000, "malformed JSON: JSON is malformed: invalid escape"),
    (b"[" * 500 + b"}" * 500, "invalid IR: Expected `object`, got `array`"),
    (b"", "malformed JSON: Input data was truncated"),
], ids=["unbalanced", "deep-after-error", "unterminated-string", "escapes", "mismatched",
        "empty"])
def test_malformed_ir_json_is_one_located_error_whatever_its_brackets(data: bytes,
                                                                       message: str) -> None:
    errors = _errors("ir-json", b'{"body": ' + data)
    assert len(errors) == 1 and errors[0].message.startswith(message), errors


@pytest.mark.parametrize("codec", ["utf-8-sig", "utf-16", "utf-32"])
def test_deep_ir_json_in_any_unicode_form_is_located(codec: str) -> None:
    text = '{"body": [' + "\n" + "[" * (MAX_JSON_DEPTH + 5) + "]" * (MAX_JSON_DEPTH + 5) + "]}"
    errors = _errors("ir-json", text.encode(codec))
    assert [(e.span.line, e.span.col) for e in errors] == [(2, MAX_JSON_DEPTH - 1)]
    assert f"nested deeper than {MAX_JSON_DEPTH} levels" in errors[0].message


def test_ir_json_at_the_nesting_limit_is_decoded_however_deep_the_caller() -> None:
    """The decode has room for the measured depth above the caller's stack."""
    text = ('{"ir_version": "1.0", "body": [], "x": ' + "[" * (MAX_JSON_DEPTH - 1)
            + "]" * (MAX_JSON_DEPTH - 1) + "}").encode()

    def at(frames: int) -> list[Diagnostic]:
        return at(frames - 1) if frames else _errors("ir-json", text)

    assert _errors("ir-json", text) == []
    assert at(sys.getrecursionlimit() - 250) == []  # most of the stack used


def test_decode_nested_refuses_far_past_its_room_before_building_it() -> None:
    import msgspec

    from bridgec.limits import decode_nested

    assert decode_nested(msgspec.json.decode, b"[" * 900 + b"]" * 900, 900)
    with pytest.raises(RecursionError):
        decode_nested(msgspec.json.decode, b"[" * 1_000_000, 900)
    with pytest.raises(RecursionError):
        decode_nested(msgspec.msgpack.decode, b"\x91" * 1_000_000 + b"\x90", 900)


_READ = """
import sys
from bridgec.frontends import ir_json
result = ir_json.parse(open(sys.argv[1], "rb").read(), path="big.ir.json")
print(result.document is not None, [d.message for d in result.diagnostics])
"""


@pytest.mark.parametrize("shape", ["deep", "wide-and-deep"])
def test_huge_or_hostile_ir_json_is_read_or_refused_within_the_bounds(
        tmp_path: Path, shape: str) -> None:
    """10 s and 1 GB (``bounded``) for a 1,000,000-deep text, and for 50 MB of rows whose
    strings hold brackets and escaped quotes beside a field nested as deep as allowed."""
    if shape == "deep":
        data = b"[" * 1_000_000
        expected = f"False ['IR JSON nested deeper than {MAX_JSON_DEPTH} levels']"
    else:
        row = b'{"kind": "text", "text": "[[ {{ \\" ]]"},'
        data = b'{"ir_version": "1.0", "x": ' + b"[" * (MAX_JSON_DEPTH - 1) \
            + b"]" * (MAX_JSON_DEPTH - 1) + b', "body": [{"kind": "paragraph", "content": [' \
            + row * (50_000_000 // len(row)) + b'{"kind": "text", "text": "x"}]}]}'
        expected = "True []"
    (tmp_path / "big.ir.json").write_bytes(data)
    done = subprocess.run([sys.executable, "-c", _READ, "big.ir.json"], capture_output=True,
                          cwd=tmp_path, timeout=SECONDS, preexec_fn=limit_memory, check=False)
    assert done.stdout.decode().strip() == expected, done.stderr[-2000:]


def test_a_version_outside_the_head_is_found_without_decoding_the_rest(tmp_path: Path) -> None:
    """Without ``ir_version`` in its first 4 KB, a document's version was read by decoding
    the whole text untyped: 60 MB of empty lists became 20 million lists and a MemoryError."""
    data = b'{"body": [], "x": [' + b"[]," * 20_000_000 + b'[]], "ir_version": "1.0"}'
    (tmp_path / "big.ir.json").write_bytes(data)
    done = subprocess.run([sys.executable, "-c", _READ, "big.ir.json"], capture_output=True,
                          cwd=tmp_path, timeout=SECONDS, preexec_fn=limit_memory, check=False)
    assert done.stdout.decode().strip() == "True []", done.stderr[-2000:]


def test_decodes_in_two_threads_leave_the_recursion_limit_as_it_was() -> None:
    """decode_nested raises the process-wide recursion limit; a second thread that decodes
    meanwhile must neither take the raised limit as the one to restore nor have it lowered
    under it (the first decode here waits, so the two overlap)."""
    import sys
    import threading
    import time

    import msgspec

    from bridgec.limits import decode_nested

    before = sys.getrecursionlimit()
    seen: list[int] = []
    results: list[object] = []

    def slow(data: bytes) -> object:
        seen.append(sys.getrecursionlimit())
        time.sleep(0.2)
        return msgspec.json.decode(data)

    def run() -> None:
        results.append(decode_nested(slow, b"[[1]]", 500))

    threads = [threading.Thread(target=run), threading.Thread(target=run)]
    threads[0].start()
    time.sleep(0.05)
    threads[1].start()
    for t in threads:
        t.join()
    assert results == [[[1]], [[1]]]
    assert sys.getrecursionlimit() == before
    assert seen == [before + 500 + 16] * 2
