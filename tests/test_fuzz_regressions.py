"""Every input a fuzz campaign ever crashed on (tests/inputs/*/fuzz/) now goes through the
front end, its pipeline and every emitter without an exception."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgec import registry

import fuzz  # tests/ is on sys.path under pytest
from conftest import INPUTS

CASES = sorted(p for p in INPUTS.glob("*/fuzz/*") if p.is_file()
               and p.parent.parent.name in registry.FRONT_ENDS)


@pytest.mark.parametrize("path", CASES, ids=[str(p.relative_to(INPUTS)) for p in CASES])
def test_fuzz_regression_input_does_not_crash(path: Path) -> None:
    fuzz.signature(path.parent.parent.name, path.read_bytes())


def test_mutation_is_deterministic_for_a_seed() -> None:
    import random
    a = fuzz.mutate(b"1C 16+\n 1D negative\n", [b"x"], [b"#HIDE"], random.Random(7))
    b = fuzz.mutate(b"1C 16+\n 1D negative\n", [b"x"], [b"#HIDE"], random.Random(7))
    assert a == b
