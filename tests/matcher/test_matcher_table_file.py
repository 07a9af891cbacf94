"""A ``.matcher`` file comes from anywhere: ``bridgec.matcher.format.load_table`` checks it
whole before any use (decoding, version, types with their bounds, nesting, every index,
predicates), and every loader (``bid``, ``analyze``, ``matcher dump``, the robot, the
library) goes through it. Damaged or crafted files give one ``TableError``, never another
exception, and exit 1 from the commands."""

from __future__ import annotations

import copy
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec
import pytest

from bridgec.limits import MAX_IR_DEPTH
from bridgec.matcher import format as mf
from bridgec.matcher.runtime import Table, from_bytes, load
from bridgec.pipeline import compile_path
from bridgec.tablemanager.policy import PolicyError, load_policy

from conftest import INPUTS, ROOT, run_cli

HAND = "AKJ52.K984.Q73.6"


def _table_bytes(path: Path) -> bytes:
    result = compile_path(str(path), to="matcher")
    assert isinstance(result.output, bytes)
    return result.output


@pytest.fixture(scope="module")
def bml_table() -> bytes:
    return _table_bytes(ROOT / "examples" / "precision.bml")


@pytest.fixture(scope="module")
def gib_table() -> bytes:
    return _table_bytes(INPUTS / "gib" / "system.gib")


def _use(data: bytes) -> str:
    """Load the bytes as every loader does and bid with the table: "ok" or the error."""
    try:
        table = from_bytes(data)
        for auction in ("", "1C P", "1N P", "P P 1S P"):
            table.bid(HAND, auction)
            table.explain(HAND, auction)
    except mf.TableError as exc:
        return str(exc)
    return "ok"


# --- byte flips ----------------------------------------------------------------------------


@pytest.mark.parametrize("which", ["bml_table", "gib_table"])
def test_byte_flips_give_a_table_error_or_a_valid_table(which: str,
                                                        request: pytest.FixtureRequest) -> None:
    data: bytes = request.getfixturevalue(which)
    rng = random.Random(20261126)
    outcomes = set()
    for _ in range(300):
        flipped = bytearray(data)
        flipped[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        result = _use(bytes(flipped))  # any other exception fails the test
        outcomes.add("ok" if result == "ok" else result.split(":")[0].split(" (")[0])
    assert outcomes <= {"ok", "damaged", "not a bridgec matcher table",
                        "the table's feature vector differs from this bridgec's"} | {
        o for o in outcomes if o.startswith(("damaged at ", "matcher table version"))}
    assert "ok" in outcomes and len(outcomes) > 2


def test_invalid_utf8_in_a_string_is_damage(bml_table: bytes) -> None:
    at = bml_table.index(b"forcing")
    damaged = bml_table[:at] + b"\xff" + bml_table[at + 1:]
    assert _use(damaged) == "damaged: a string is not valid UTF-8"


def test_truncated_and_foreign_files(bml_table: bytes) -> None:
    assert _use(bml_table[:len(bml_table) // 2]).startswith("damaged: ")
    for other in (b"", b"\x93garbage", b"{\"kind\": \"matcher-table\"}",
                  msgspec.msgpack.encode({"kind": "document"})):
        assert _use(other).startswith("not a bridgec matcher table")
    four_billion_entries = b"\x82\xa4kind\xadmatcher-table\xa7entries\xdd\xff\xff\xff\xff"
    assert _use(four_billion_entries) == "damaged: Input data was truncated"


# --- crafted tables ------------------------------------------------------------------------


def _crafted(data: bytes, change: Callable[[dict[str, Any]], object]) -> bytes:
    raw = msgspec.msgpack.decode(data)
    table = copy.deepcopy(raw)
    change(table)
    return msgspec.msgpack.encode(table)


def _nots(depth: int) -> dict[str, Any]:
    """A predicate ``depth`` IR nodes deep: Not(Not(... Range(hcp)))."""
    node: dict[str, Any] = {"kind": "range", "expr": {"kind": "feature", "name": "hcp"},
                            "min": 12}
    for _ in range(depth - 2):
        node = {"kind": "not", "term": node}
    return node


def _ands(depth: int) -> dict[str, Any]:
    """A predicate ``depth`` IR nodes deep, two MessagePack levels a node."""
    node: dict[str, Any] = {"kind": "const", "value": True}
    for _ in range(depth - 1):
        node = {"kind": "and", "terms": [node]}
    return node


@pytest.mark.parametrize("make", [_nots, _ands], ids=["not", "and"])
def test_predicates_up_to_the_ir_depth_are_read_and_deeper_ones_refused(
        bml_table: bytes, make: Callable[[int], dict[str, Any]]) -> None:
    def first_predicate(depth: int) -> Callable[[dict[str, Any]], object]:
        return lambda t: t["predicates"].__setitem__(0, make(depth))

    assert _use(_crafted(bml_table, first_predicate(MAX_IR_DEPTH))) == "ok"
    for depth in (MAX_IR_DEPTH + 1, 250):
        assert _use(_crafted(bml_table, first_predicate(depth))) in (
            f"damaged at $.predicates[0]: nested deeper than {MAX_IR_DEPTH} nodes",
            f"damaged: nested deeper than {mf.MAX_NESTING} levels")


def test_a_deep_gib_goal_is_refused(gib_table: bytes) -> None:
    def deep_goal(t: dict[str, Any]) -> None:
        alt: dict[str, Any] = {"kind": "pat-alt", "branches": [{
            "kind": "pat-branch", "join": "first", "seq": {"kind": "pat-seq", "terms": [
                {"kind": "pat-term", "primary": {"kind": "pat-dot"}}]}}]}
        for _ in range(40):  # five IR nodes a round
            alt = {"kind": "pat-alt", "branches": [{"kind": "pat-branch", "join": "first",
                   "seq": {"kind": "pat-seq", "terms": [{"kind": "pat-term", "primary": {
                       "kind": "pat-group", "body": alt}}]}}]}
        t["patterns"][0]["goal"] = {"kind": "goal", "pattern": alt}

    assert _use(_crafted(gib_table, deep_goal)) == \
        f"damaged at $.patterns[0].goal: nested deeper than {MAX_IR_DEPTH} nodes"


def test_deeply_nested_messagepack_is_refused_while_it_is_decoded() -> None:
    """The decode has room for MAX_NESTING levels above the recursion limit: far deeper is
    refused by the limit, in C; a deeper tree that decodes is refused by the tree check."""
    head = b"\x82\xa4kind\xadmatcher-table"

    def ands(levels: int) -> bytes:  # two MessagePack levels an IR node
        return head + b"\xaapredicates\x91" + b"\x82\xa4kind\xa3and\xa5terms\x91" * levels \
            + msgspec.msgpack.encode({"kind": "const", "value": True})

    skipped = head + b"\xa1x" + b"\x91" * 1_000_000 + b"\x90"  # a field no reader knows
    for data in (skipped, ands(1_000_000)):
        assert _use(data) == f"damaged: nested deeper than {mf.MAX_NESTING} levels"
    assert _use(ands(1_000)) in (f"damaged: nested deeper than {mf.MAX_NESTING} levels",
                                 f"damaged at $.predicates[0]: nested deeper than "
                                 f"{MAX_IR_DEPTH} nodes")


@pytest.mark.parametrize(("change", "message"), [
    (lambda t: t["nodes"][0]["entries"].__setitem__(0, -1),
     "damaged at $.nodes[0].entries[0]: Expected `int` >= 0"),
    (lambda t: t["nodes"][0]["entries"].__setitem__(0, len(t["entries"])),
     "damaged at $.nodes[0].entries[0]: entry {n} of {n}"),
    (lambda t: t["nodes"][0]["entries"].__setitem__(0, 2**64 - 1),
     "damaged at $.nodes[0].entries[0]: Expected `int` <= 2147483647"),
    (lambda t: t["entries"][0].__setitem__("predicate", -2),
     "damaged at $.entries[0].predicate: Expected `int` >= -1"),
    (lambda t: t["entries"][0].__setitem__("predicate", len(t["predicates"])),
     "damaged at $.entries[0].predicate: predicate {p} of {p}"),
    (lambda t: t["entries"][0].__setitem__("weight", float("nan")),
     "damaged at $.entries[0].weight: Expected `float` >= 0.0"),
    (lambda t: t["entries"][0].__setitem__("seats", [5]),
     "damaged at $.entries[0].seats[0]: Expected `int` <= 4"),
    (lambda t: t["entries"][0].__setitem__("call", "8C"),
     "damaged at $.entries[0].call: Expected `str` matching regex"),
    (lambda t: t["entries"][0].__setitem__("disposition", "red"),
     "damaged at $.entries[0].disposition: Invalid enum value 'red'"),
    (lambda t: t["nodes"][0].__setitem__("key", "we:1C 1Z"),
     "damaged at $.nodes[0].key: Expected `str` matching regex"),
    (lambda t: t["nodes"][1].__setitem__("key", t["nodes"][0]["key"]),
     "damaged at $.nodes[1].key: auction"),
    (lambda t: t["predicates"].__setitem__(0, {"kind": "range", "expr": {
        "kind": "feature", "name": "length"}, "min": 4}),
     "damaged at $.predicates[0]: feature length needs a suit"),
    (lambda t: t.__setitem__("version", "3.0"),
     "matcher table version '3.0'; this bridgec reads 2.x (recompile the table)"),
    (lambda t: t.update(version="3.0", entries={"a": 1}),
     "matcher table version '3.0'; this bridgec reads 2.x (recompile the table)"),
    (lambda t: t.__setitem__("features", ["hcp"]),
     "the table's feature vector differs from this bridgec's (recompile the table)"),
], ids=["negative-node-entry", "node-entry-past-the-end", "node-entry-64-bits",
        "negative-predicate", "predicate-past-the-end", "nan-weight", "seat-5", "bad-call",
        "bad-disposition", "bad-key", "key-twice", "feature-without-suit",
        "version", "version-of-another-layout", "features"])
def test_crafted_tables_are_refused_saying_where(bml_table: bytes,
                                                 change: Callable[[dict[str, Any]], object],
                                                 message: str) -> None:
    raw = msgspec.msgpack.decode(bml_table)
    expected = message.format(n=len(raw["entries"]), p=len(raw["predicates"]))
    assert _use(_crafted(bml_table, change)).startswith(expected)


def test_a_node_entry_without_a_call_is_refused(bml_table: bytes) -> None:
    data = _crafted(bml_table, lambda t: t["entries"][t["nodes"][0]["entries"][0]].__setitem__(
        "call", ""))  # only a GIB pattern's entry may leave its call to the pattern
    assert _use(data).startswith("damaged at $.nodes[0]: entry ")


def test_messages_quote_the_file_safely() -> None:
    message = str(mf.TableError("damaged: '\x1b]0;owned\x07" + "x" * 1000))
    assert "\x1b" not in message and "\x07" not in message and "\ufffd]0;owned" in message
    assert len(message) < 500


def test_a_huge_file_is_refused_unread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                       bml_table: bytes) -> None:
    monkeypatch.setattr(mf, "MAX_TABLE_BYTES", len(bml_table) - 1)
    path = tmp_path / "big.matcher"
    path.write_bytes(bml_table)
    with pytest.raises(mf.TableError, match="larger than"):
        load(path)


# --- every loader --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def damaged(tmp_path_factory: pytest.TempPathFactory, bml_table: bytes) -> Path:
    path = tmp_path_factory.mktemp("tables") / "damaged.matcher"
    path.write_bytes(_crafted(bml_table, lambda t: t["nodes"][0]["entries"].__setitem__(0, -1)))
    return path


def test_the_library_and_the_robot_refuse_a_damaged_table(damaged: Path) -> None:
    with pytest.raises(mf.TableError, match=r"damaged at \$.nodes\[0\]"):
        load(damaged)
    with pytest.raises(PolicyError, match="not a usable bidding table: damaged"):
        load_policy(str(damaged))


@pytest.mark.parametrize("command", [
    ["bid", "{t}", "--hand", HAND], ["matcher", "dump", "{t}"],
    ["analyze", "{t}", "--deals", "10", "-o", "{o}"]], ids=["bid", "dump", "analyze"])
def test_commands_refuse_a_damaged_table_with_exit_1(damaged: Path, tmp_path: Path,
                                                     command: list[str]) -> None:
    out = tmp_path / "report.htm"
    done = run_cli(*(a.format(t=damaged, o=out) for a in command))
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert err.startswith(f"bridgec: error: {damaged}: damaged at $.nodes[0].entries[0]")
    assert "internal error" not in err and "Traceback" not in err
    assert not out.exists()


def test_valid_tables_still_bid(bml_table: bytes, gib_table: bytes) -> None:
    assert isinstance(from_bytes(bml_table), Table)
    assert _use(bml_table) == "ok"
    assert _use(gib_table) == "ok"
    assert from_bytes(gib_table).bid("AKQ2.KQ3.KJ4.Q32", "")  # 1NT through a GIB pattern


# --- size: the code a table loads as is bounded ----------------------------------------------


def _wide_table(entries: int, per_node: int, terms: int = 1) -> bytes:
    """A well-formed table of ``entries`` entries, ``per_node`` to an auction, each with
    its own predicate of ``terms`` ranges: made as bytes, quickly, for any size."""
    encode = msgspec.msgpack.encode
    rng = {"kind": "range", "expr": {"kind": "feature", "name": "hcp"}, "min": 12}
    predicate = encode({"kind": "and", "terms": [rng] * terms})
    keys = [f"we:{a}" for a in ("", *(f"{lv}{s}" for lv in range(1, 8) for s in "CDHSN"))]
    keys += [f"we:{a} P {b}" for a in keys[1:] for b in keys[1:]]
    nodes = [{"kind": "node", "key": keys[n], "entries": list(range(i, min(i + per_node,
                                                                          entries)))}
             for n, i in enumerate(range(0, entries, per_node))]

    def array(items: bytes, count: int) -> bytes:
        return b"\xdd" + count.to_bytes(4, "big") + items

    return (b"\x84\xa4kind\xadmatcher-table"
            + b"\xaapredicates" + array(predicate * entries, entries)
            + b"\xa7entries" + array(b"".join(
                encode({"kind": "entry", "rule": f"r{i}", "call": "P", "predicate": i})
                for i in range(entries)), entries)
            + b"\xa5nodes" + encode(nodes))


def test_a_wide_table_within_the_limits_loads(tmp_path: Path) -> None:
    assert _use(_wide_table(50, 20, terms=3)) == "ok"


@pytest.mark.parametrize(("limit", "value", "message"), [
    ("MAX_ENTRIES", 49, "50 entries, more than the 49 a matcher table may hold"),
    ("MAX_NODE_ENTRIES", 19, "$.nodes[0] has 20 entries, more than the 19 an auction may hold"),
    ("MAX_TREE_NODES", 349, "more than 349 nodes in predicates and goals"),
])
def test_tables_past_the_size_limits_are_refused(monkeypatch: pytest.MonkeyPatch, limit: str,
                                                 value: int, message: str) -> None:
    monkeypatch.setattr(mf, limit, value)  # 50 entries, 20 to a node, 7 tree nodes each
    assert _use(_wide_table(50, 20, terms=3)).startswith(message)


def test_indices_used_twice_are_refused(bml_table: bytes) -> None:
    shared_predicate = _crafted(bml_table, lambda t: t["entries"][1].__setitem__(
        "predicate", t["entries"][0]["predicate"]))
    assert _use(shared_predicate).startswith("damaged at $.entries[1].predicate: predicate ")
    assert _use(shared_predicate).endswith(" used twice")
    shared_entry = _crafted(bml_table, lambda t: t["nodes"][1]["entries"].append(
        t["nodes"][0]["entries"][0]))
    assert "used twice" in _use(shared_entry)


@pytest.mark.parametrize(("entries", "per_node", "terms", "message"), [
    (300_000, 300_000, 1, "300,000 entries, more than the 50,000"),
    (8_000, 4_000, 20, "more than 250,000 nodes in predicates and goals"),
    (1, 1, 200_000, "more than 250,000 nodes in predicates and goals"),
], ids=["one-huge-auction", "large-predicates", "one-huge-predicate"])
def test_a_huge_table_is_refused_within_bounded_time_and_memory(
        tmp_path: Path, entries: int, per_node: int, terms: int, message: str) -> None:
    """Before the limits, the first ran out of 2 GB compiling one function (MemoryError)."""
    path = tmp_path / "huge.matcher"
    path.write_bytes(_wide_table(entries, per_node, terms))
    bridgec = Path(sys.executable).parent / "bridgec"
    done = subprocess.run(["prlimit", "--as=1000000000", str(bridgec), "bid", str(path),
                           "--hand", HAND], capture_output=True, timeout=120)
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert message in err and "internal error" not in err


def _first_goal_node(table: dict[str, Any], kind: str) -> dict[str, Any]:
    """The first node of ``kind`` in the table's pattern goals (depth first)."""
    stack: list[object] = [p["goal"] for p in table["patterns"]]
    while stack:
        node = stack.pop(0)
        if isinstance(node, dict):
            if node.get("kind") == kind:
                return node
            stack[:0] = list(node.values())
        elif isinstance(node, list):
            stack[:0] = node
    raise AssertionError(f"no {kind} in the GIB table")


@pytest.mark.parametrize(("kind", "field", "value", "message"), [
    ("pat-alt", "branches", [], "Expected `array` of length >= 1"),
    ("pat-string", "text", "", "Expected `str` of length >= 1"),
    ("class-char", "char", "AB", "Expected `str` of length <= 1"),
], ids=["no-branches", "empty-string", "two-character-class"])
def test_goals_the_gib_matcher_cannot_run_are_refused(gib_table: bytes, kind: str,
                                                      field: str, value: object,
                                                      message: str) -> None:
    """Before: IndexError or TypeError in the GIB matcher at the first bid."""
    data = _crafted(gib_table, lambda t: _first_goal_node(t, kind).__setitem__(field, value))
    result = _use(data)
    assert result.startswith("damaged at $.") and result.endswith(message)


_MATH = {"kind": "pat-alt", "branches": [{"kind": "pat-branch", "join": "first", "seq": {
    "kind": "pat-seq", "terms": [{"kind": "pat-term", "primary": {"kind": "pat-math",
                                                                  "expr": "EXPR"}}]}}]}


@pytest.mark.parametrize(("goal", "message"), [
    ({"kind": "goal", "spec": {"kind": "spec-list", "trivial": True}},
     "a spec says what a call shows; it is not matched"),
    ({"kind": "goal", "pattern": {"kind": "math-call", "function": 999}},
     "#999 is not a GIB function bridgec knows"),
    ({"kind": "goal", "pattern": {"kind": "math-call", "function": 3, "args": [
        {"kind": "math-number", "value": 1}]}}, "#3 takes 2 argument(s), not 1"),
    ({"kind": "goal", "pattern": {"kind": "math-binary", "op": "=", "left": {
        "kind": "math-number", "value": 1}, "right": {"kind": "math-number", "value": 2}}},
     "the left side of = must be a grab (a-z)"),
], ids=["spec", "unknown-function", "arity", "assignment"])
def test_goals_the_gib_matcher_would_refuse_at_every_bid_are_refused(
        gib_table: bytes, goal: dict[str, Any], message: str) -> None:
    """Before: GibMatchError (an internal error of `bridgec bid`) at the first bid."""
    if "pattern" in goal:
        text = msgspec.json.encode(_MATH).decode().replace('"EXPR"', msgspec.json.encode(
            goal["pattern"]).decode())
        goal = {"kind": "goal", "pattern": msgspec.json.decode(text)}

    def every_pattern(t: dict[str, Any]) -> None:
        for pattern in t["patterns"]:
            pattern["goal"] = goal

    assert _use(_crafted(gib_table, every_pattern)) == f"damaged at $.patterns[0].goal: {message}"
