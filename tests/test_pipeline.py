"""Every front end x every one of our inputs: parse, run its pipeline with the verifier after
each pass, round-trip through IR JSON, validate against the schema, and feed every emitter.

New front ends and emitters are covered as soon as they are registered and have inputs in
tests/inputs/<front-end name>/.
"""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import msgspec
import pytest

from bridgec import ir, registry
from bridgec.diagnostics import has_errors
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import pipeline_for, run_passes
from bridgec.verify import verify

from conftest import INPUTS, ROOT

SCHEMA = json.loads((ROOT / "ir-schema" / "bridgec-ir.schema.json").read_text())
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def _cases() -> list[tuple[str, Path]]:
    cases = []
    for name, module in registry.FRONT_ENDS.items():
        folder = INPUTS / name
        if not folder.is_dir():
            continue
        for path in sorted(folder.iterdir()):
            if path.is_file() and any(path.name.lower().endswith(e) for e in module.extensions):
                cases.append((name, path))
    return cases


CASES = _cases()


def _parse(name: str, path: Path) -> ir.Document:
    module = registry.FRONT_ENDS[name]
    result = module.parse(path.read_bytes(), path=str(path.relative_to(ROOT)),
                          options=ParseOptions())
    assert result.document is not None, [d.render() for d in result.diagnostics]
    assert not has_errors(result.diagnostics), [d.render() for d in result.diagnostics]
    return result.document


@pytest.mark.parametrize(("name", "path"), CASES, ids=[f"{n}-{p.name}" for n, p in CASES])
def test_front_end_pipeline_verifies_round_trips_and_validates(name: str, path: Path) -> None:
    document = _parse(name, path)
    verify(document)
    document = run_passes(document, pipeline_for(registry.FRONT_ENDS[name], None),
                          verify_each=True)
    text = ir.to_json(document)
    assert msgspec.json.decode(text, type=ir.Document) == document
    VALIDATOR.validate(json.loads(text))


@pytest.mark.parametrize(("name", "path"), CASES, ids=[f"{n}-{p.name}" for n, p in CASES])
def test_every_emitter_accepts_every_input(name: str, path: Path) -> None:
    document = _parse(name, path)
    front = registry.FRONT_ENDS[name]
    for emitter in registry.EMITTERS.values():
        out = run_passes(document, pipeline_for(front, emitter), verify_each=True)
        result = emitter.emit(out, EmitOptions())
        assert isinstance(result.output, bytes if emitter.binary else str)
        assert not has_errors(result.diagnostics), [d.render() for d in result.diagnostics]
