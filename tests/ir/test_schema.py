"""The JSON Schema is generated from the IR, current, and usable from Python and node."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import jsonschema
import msgspec
import pytest

from bridgec import ir
from bridgec.cli.app import schema_text

from conftest import INPUTS, NODE_DIR, ROOT, run_cli

SCHEMA_PATH = ROOT / "ir-schema" / "bridgec-ir.schema.json"
IR_INPUTS = sorted((INPUTS / "ir-json").glob("*.ir.json"))


def test_committed_schema_is_current() -> None:
    assert SCHEMA_PATH.read_text() == schema_text(), "run `make schema`"


def test_schema_command_prints_committed_schema() -> None:
    result = run_cli("schema")
    assert result.returncode == 0
    assert result.stdout.decode() == SCHEMA_PATH.read_text()


@pytest.mark.parametrize("path", IR_INPUTS, ids=lambda p: p.name)
def test_ir_json_round_trip_is_byte_identical(path: Path) -> None:
    result = run_cli("convert", str(path), "-f", "ir-json", "-t", "ir-json", "-o", "-")
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout.decode() == path.read_text()


@pytest.mark.parametrize("path", IR_INPUTS, ids=lambda p: p.name)
def test_decode_encode_is_identity(path: Path) -> None:
    document = msgspec.json.decode(path.read_bytes(), type=ir.Document)
    again = msgspec.json.decode(ir.to_json(document).encode(), type=ir.Document)
    assert again == document


@pytest.mark.parametrize("path", IR_INPUTS, ids=lambda p: p.name)
def test_python_jsonschema_accepts_inputs(path: Path) -> None:
    schema = json.loads(SCHEMA_PATH.read_text())
    jsonschema.Draft202012Validator(schema).validate(json.loads(path.read_text()))


def test_python_jsonschema_rejects_wrong_type() -> None:
    schema = json.loads(SCHEMA_PATH.read_text())
    bad = {"kind": "document", "ir_version": "1.0",
           "body": [{"kind": "heading", "level": "one", "content": []}]}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft202012Validator(schema).validate(bad)


def test_node_ajv_validates_inputs_and_rejects_bad(require_node: None, tmp_path: Path) -> None:
    bad = tmp_path / "bad.ir.json"
    doc = json.loads(IR_INPUTS[0].read_text())
    doc["body"][0]["level"] = "one"
    bad.write_text(json.dumps(doc))
    ok = subprocess.run(["node", "validate.mjs", str(SCHEMA_PATH), *map(str, IR_INPUTS)],
                        cwd=NODE_DIR, capture_output=True, text=True)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert ok.stdout.count("ok ") == len(IR_INPUTS)
    rejected = subprocess.run(["node", "validate.mjs", str(SCHEMA_PATH), str(bad)],
                              cwd=NODE_DIR, capture_output=True, text=True)
    assert rejected.returncode == 1
    assert "invalid" in rejected.stdout


def test_other_major_version_is_refused(tmp_path: Path) -> None:
    doc = json.loads(IR_INPUTS[0].read_text())
    doc["ir_version"] = "2.0"
    path = tmp_path / "future.ir.json"
    path.write_text(json.dumps(doc, indent=1))
    result = run_cli("convert", str(path), "-t", "ir-json", "-o", "-")
    assert result.returncode == 1
    err = result.stderr.decode()
    assert f"{path}:3:" in err and "IR version 2.0 is not supported" in err
    assert "Traceback" not in err


def test_newer_minor_version_is_read(tmp_path: Path) -> None:
    doc = json.loads(IR_INPUTS[0].read_text())
    doc["ir_version"] = "1.99"
    path = tmp_path / "minor.ir.json"
    path.write_text(json.dumps(doc))
    result = run_cli("convert", str(path), "-t", "ir-json", "-o", "-")
    assert result.returncode == 0, result.stderr.decode()
