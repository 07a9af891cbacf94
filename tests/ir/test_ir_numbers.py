"""Every number of the IR has bounds (``compiler/ir.py``: 32-bit ranges, or the domain:
suit lengths 0-13, seats 1-4, heading levels 1-9, lines and columns from 1), so IR JSON
from elsewhere cannot hold a number that MessagePack, numpy or a table index cannot take:
the front end refuses it with a located error, and the JSON Schema states the bounds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

from bridgec import ir
from bridgec.api import convert_file
from bridgec.matcher import format as mf
from bridgec.matcher.runtime import from_bytes

from conftest import ROOT, run_cli

EXAMPLE = ROOT / "examples" / "small-system.ir.json"
HUGE = 10**25  # above 2**64: MessagePack cannot hold it


def _numbers(node: msgspec.inspect.Type, seen: set[type]) -> list[tuple[str, Any]]:
    """Every integer and float type reachable from ``node``, with where it is."""
    found: list[tuple[str, Any]] = []
    if isinstance(node, (msgspec.inspect.IntType, msgspec.inspect.FloatType)):
        found.append(("", node))
    elif isinstance(node, msgspec.inspect.StructType):
        if node.cls in seen:
            return found
        seen.add(node.cls)
        for field in node.fields:
            found += [(f"{node.cls.__name__}.{field.name}{where}", t)
                      for where, t in _numbers(field.type, seen)]
    elif isinstance(node, msgspec.inspect.UnionType):
        for member in node.types:
            found += _numbers(member, seen)
    elif isinstance(node, (msgspec.inspect.ListType, msgspec.inspect.VarTupleType)):
        found += _numbers(node.item_type, seen)
    elif isinstance(node, msgspec.inspect.TupleType):
        for member in node.item_types:
            found += _numbers(member, seen)
    return found


@pytest.mark.parametrize("root", [ir.Document, mf.MatcherTable], ids=["ir", "matcher-table"])
def test_every_number_of_the_ir_and_the_table_has_both_bounds(root: type) -> None:
    numbers = _numbers(msgspec.inspect.type_info(root), set())
    assert len(numbers) > 20
    unbounded = [where for where, t in numbers
                 if (t.ge if t.ge is not None else t.gt) is None
                 or (t.le if t.le is not None else t.lt) is None]
    assert unbounded == []
    too_wide = [where for where, t in numbers if isinstance(t, msgspec.inspect.IntType)
                and (t.ge < -(2**31) or t.le > ir.INT32_MAX)]
    assert too_wide == []


def _document() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(EXAMPLE.read_text())
    return loaded


def _first(node: object, key: str) -> dict[str, Any] | None:
    """The first object (depth first) holding an integer ``key``."""
    if isinstance(node, dict):
        if isinstance(node.get(key), int) and not isinstance(node.get(key), bool):
            return node
        children: list[object] = list(node.values())
    elif isinstance(node, list):
        children = list(node)
    else:
        return None
    for child in children:
        found = _first(child, key)
        if found is not None:
            return found
    return None


FIELDS = ["priority", "rule_id", "explanation_id", "min", "value", "number", "function", "end",
          "line", "col", "board", "level", "min_length", "index"]


@pytest.mark.parametrize("key", FIELDS)
@pytest.mark.parametrize("number", [HUGE, -HUGE, 2**31], ids=["huge", "huge-negative", "2^31"])
def test_ir_json_numbers_out_of_bounds_are_located_errors(tmp_path: Path, key: str,
                                                          number: int) -> None:
    document = _document()
    holder = _first(document, key)
    assert holder is not None, f"the example has no {key}"
    holder[key] = number
    path = tmp_path / "numbers.ir.json"
    path.write_text(json.dumps(document, indent=1))
    result = convert_file(str(path), "matcher")
    errors = [d for d in result.diagnostics if d.severity == "error"]
    assert result.output is None and len(errors) == 1
    assert errors[0].message.startswith(("invalid IR: Expected `int` <= ",
                                         "invalid IR: Expected `int` >= "))
    assert errors[0].message.endswith(f".{key})")
    assert errors[0].span is not None
    line = path.read_text().splitlines()[errors[0].span.line - 1]
    assert line[errors[0].span.col - 1:].startswith(str(number))


@pytest.mark.parametrize("command", [["convert", "{f}", "-t", "matcher", "-o", "{o}"],
                                     ["bid", "{f}", "--hand", "AKJ52.K984.Q73.6"],
                                     ["analyze", "{f}", "--deals", "10", "-o", "{o}"]],
                         ids=["convert", "bid", "analyze"])
def test_commands_on_a_priority_above_2_to_the_64_exit_1_with_a_located_error(
        tmp_path: Path, command: list[str]) -> None:
    document = _document()
    holder = _first(document, "priority")
    assert holder is not None
    holder["priority"] = HUGE
    path, out = tmp_path / "prio.ir.json", tmp_path / "out"
    path.write_text(json.dumps(document, indent=1))
    done = run_cli(*(a.format(f=path, o=out) for a in command))
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert f"{path}:" in err and "invalid IR: Expected `int` <= 2147483647" in err
    assert "internal error" not in err and "Traceback" not in err
    assert not out.exists()


def test_numbers_at_the_bounds_go_through_to_a_table_that_bids(tmp_path: Path) -> None:
    document = _document()
    concrete = next(r for r in document["rules"] if r.get("auction") is not None)
    concrete["priority"] = ir.INT32_MAX
    for key, number in (("rule_id", ir.INT32_MAX), ("min", -(2**31)),
                        ("line", ir.INT32_MAX)):
        holder = _first(document, key)
        assert holder is not None
        holder[key] = number
    path = tmp_path / "bounds.ir.json"
    path.write_text(json.dumps(document))
    result = convert_file(str(path), "matcher")
    assert isinstance(result.output, bytes), result.render()
    table = from_bytes(result.output)
    assert ir.INT32_MAX in {e.priority for e in table.table.entries}
    table.bid("AKJ52.K984.Q73.6", "")


def test_the_schema_states_the_bounds() -> None:
    schema = json.loads((ROOT / "ir-schema" / "bridgec-ir.schema.json").read_text())
    rule = schema["$defs"]["Rule"]["properties"]
    priority = next(t for t in rule["priority"]["anyOf"] if t.get("type") == "integer")
    assert (priority["minimum"], priority["maximum"]) == (-(2**31), ir.INT32_MAX)
    lengths = schema["$defs"]["Meaning"]["properties"]["min_length"]["anyOf"]
    assert {"type": "integer", "minimum": 0, "maximum": 13} in lengths


@pytest.mark.parametrize("number", ["99999999999999999999999", "2147483648"],
                         ids=["past-64-bits", "past-32-bits"])
def test_a_front_end_number_past_the_bounds_never_reaches_a_table(tmp_path: Path,
                                                                  number: str) -> None:
    """A front end that builds the IR in memory (GIB here) may hold any integer it read;
    the matcher emitter refuses to write a table its readers would refuse, locating the
    rule (before: OverflowError past 64 bits, a table no reader takes past 32)."""
    path, out = tmp_path / "prio.gib", tmp_path / "prio.matcher"
    path.write_text(f"1 1N {number} P1[5-7] :P15:p17 *1 #1\n")
    done = run_cli("convert", str(path), "-t", "matcher", "-o", str(out))
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert err.startswith(f"{path}:1:") and "error" in err
    assert "internal error" not in err and not out.exists()


def test_ir_json_goals_the_gib_matcher_cannot_run_stay_out_of_the_table(tmp_path: Path) -> None:
    """The example's 1N P 2C rule calls #0 with an argument (#0 takes none): the matcher
    warns and leaves the rule out; a spec as the only hand condition counts as true. Before,
    both raised GibMatchError at `bridgec bid`."""
    document = _document()
    gib_rule = next(r for r in document["rules"] if r.get("pattern"))
    spec = gib_rule["meaning"]["shows"][0]
    assert spec["expr"]["goal"].get("spec")
    document["rules"].append({**gib_rule, "id": "spec-only", "requires": spec,
                              "pattern": None, "call": {"kind": "call", "name": "2D"},
                              "auction": [{"kind": "auction-call", "call": "1N", "side": "we"},
                                          {"kind": "auction-call", "call": "P",
                                           "side": "they"}]})
    path = tmp_path / "goals.ir.json"
    path.write_text(json.dumps(document))
    result = convert_file(str(path), "matcher")
    assert isinstance(result.output, bytes), result.render()
    warnings = [d.message for d in result.diagnostics if d.severity == "warning"]
    assert "auction pattern cannot be matched (#0 takes 0 argument(s), not 1); left out of " \
        "the matcher table" in warnings
    assert any(w.startswith("condition 'a spec says what a call shows") for w in warnings)
    table = from_bytes(result.output)
    assert [c.call for c in table.bid("85.K7432.QJ5.J32", "1N P")] == ["2D"]
