"""`bridgec check` on real files: never crashes, and on the real BSS files finds the
insufficient bids, doubles of partner and opponents'-call records that are there.

The expected counts come from a deliberately simple reading of the raw records in this test
(an independent oracle), not from the checks under test.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgec import registry
from bridgec.options import ParseOptions
from bridgec.pipeline import pipeline_for, run_checks, run_passes

from conftest import corpus_dir, run_cli

CALL = re.compile(r"[1-7][CDHSN]|P|D|R")
RECORD = re.compile(r"^(\*?)([0-6])([0-8])([^=]*)=")


def _raw_calls(line: str) -> tuple[bool, str, list[str]] | None:
    m = RECORD.match(line)
    if not m:
        return None
    sequence = re.sub(r"\{[^}]*\}", "", m.group(4))
    return m.group(1) == "*", m.group(2) + m.group(3), CALL.findall(sequence)


def _oracle(path: Path) -> dict[str, set[tuple[str, ...]]]:
    """Distinct illegal prefixes by kind, read straight from the text."""
    found: dict[str, set[tuple[str, ...]]] = {"insufficient": set(), "partner": set(),
                                             "opponents": set()}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        parsed = _raw_calls(line.strip())
        if parsed is None or not parsed[2]:
            continue
        star, conditions, calls = parsed
        if (len(calls) % 2 == 1) == star:
            found["opponents"].add((str(star), conditions, *calls))
        best, last_by = -1, None
        for i, call in enumerate(calls):
            if call[0].isdigit():
                rank = (int(call[0]) - 1) * 5 + "CDHSN".index(call[1])
                if rank <= best:
                    found["insufficient"].add(tuple(calls[: i + 1]))
                    break
                best, last_by = rank, i % 2
            elif call == "D":
                if last_by == i % 2:
                    found["partner"].add(tuple(calls[: i + 1]))
                    break
                last_by = i % 2
            elif call == "R":
                last_by = i % 2
    return found


def _diagnostics(path: Path) -> list[str]:
    front = registry.FRONT_ENDS["bss"]
    result = front.parse(path.read_bytes(), path=str(path), options=ParseOptions())
    assert result.document is not None
    document = run_passes(result.document, pipeline_for(front, None))
    found = (*result.diagnostics, *run_checks(document))  # the reader leaves out (bss-illegal)
    assert all(d.span is not None and d.span.line >= 1 for d in found)  # what can never occur
    # a record after an impossible one names that one ("... at 1C (1H) 1H"): counted once
    return [d.message for d in found if "can never occur at the table at " not in d.message]


BSS_FILES = sorted(p.name for p in (Path(__file__).resolve().parents[3] / "shared" / "corpus"
                                    / "bss").glob("*.bss"))


@pytest.mark.parametrize("name", BSS_FILES or ["(corpus missing)"])
def test_bss_checks_find_what_the_raw_records_hold(name: str) -> None:
    path = corpus_dir("bss") / name
    oracle = _oracle(path)
    messages = _diagnostics(path)
    insufficient = sum("insufficient bid" in m for m in messages)
    partner = sum("double of partner" in m for m in messages)
    opponents = sum("describes an opponents' call" in m for m in messages)
    assert insufficient == len(oracle["insufficient"])
    assert partner == len(oracle["partner"])
    assert opponents == len(oracle["opponents"])


def test_the_real_files_do_hold_such_errors() -> None:
    totals = {"insufficient": 0, "partner": 0, "opponents": 0}
    for path in sorted(corpus_dir("bss").glob("*.bss")):
        for kind, found in _oracle(path).items():
            totals[kind] += len(found)
    assert all(totals.values()), totals


def test_check_command_on_every_corpus_system_never_crashes() -> None:
    inputs = [*sorted(corpus_dir("bss").glob("*.bss")),
              *sorted(corpus_dir("bml", "gpaulissen-bml", "data").glob("*.bml")),
              *sorted(corpus_dir("bml", "probes").glob("*.bml")),
              *sorted(corpus_dir("bml", "wild").glob("*/*.bml"))]
    result = run_cli("check", *map(str, inputs))
    err = result.stdout.decode() + result.stderr.decode()
    assert result.returncode in (0, 1)
    assert "Traceback" not in err and "internal error" not in err
    assert f"in {len(inputs)} files" in err.splitlines()[-1]
