"""Every input a fuzz campaign ever failed on (``tests/inputs/<target>/fuzz/``) now passes its
target, replayed in the fuzz worker under the campaign's limits (10 s unless the target
needs more, 1 GB): no crash, hang, blow-up, injection, destroyed file or traceback. A
front-end input goes through the checks and every emitter (the campaign picks one)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgec import registry

from conftest import INPUTS
from fuzzing import mutators, worker
from fuzzing.campaign import TARGETS, runner

CASES = sorted(p for p in INPUTS.glob("*/fuzz/*") if p.is_file()
               and p.parent.parent.name in TARGETS)


@pytest.fixture(scope="module")
def fuzz_worker() -> worker.Worker:
    with worker.Worker(runner) as w:
        yield w  # type: ignore[misc]


@pytest.mark.parametrize("path", CASES, ids=[str(p.relative_to(INPUTS)) for p in CASES])
def test_fuzz_regression_input_passes(path: Path, fuzz_worker: worker.Worker) -> None:
    target = TARGETS[path.parent.parent.name]
    name = f"{target.name}:every" if target.name in registry.FRONT_ENDS else target.name
    outcome = fuzz_worker.run(name, path.read_bytes(), seconds=target.seconds)
    assert outcome.ok, f"{outcome.status}: {outcome.detail}"


def test_every_fuzz_folder_names_a_target() -> None:
    folders = {p.parent.name for p in INPUTS.glob("*/fuzz")}
    assert folders <= set(TARGETS)


def test_mutation_is_deterministic_for_a_seed() -> None:
    import random
    a = mutators.mutate(b"1C 16+\n 1D negative\n", [b"x"], [b"#HIDE"], random.Random(7))
    b = mutators.mutate(b"1C 16+\n 1D negative\n", [b"x"], [b"#HIDE"], random.Random(7))
    assert a == b
