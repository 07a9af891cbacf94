"""No input in the shared corpus or in the hostile set makes a command crash: every input goes
through its front end, the passes and every emitter, ``bridgec check`` and the drop-ins
in-process without an exception, with exit codes 0, 1 or 2; a sample runs as real
subprocesses and must print no traceback and no internal error."""

from __future__ import annotations

import traceback
from pathlib import Path

import pytest
from test_hostile import CASES, PAYLOAD, _fill
from test_limits import _bid_chain, _bml_table, _ir
from typer.testing import CliRunner

from bridgec import registry
from bridgec.cli import dropin
from bridgec.cli.app import app
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import pipeline_for, run_passes

from conftest import corpus_dir, run_cli

DEFAULT_FRONT_END = {"bml": "bml", "bss": "bss", "tm": "tm"}
SKIP_NAMES = ("README.md", "SHA256SUMS")
DROP_INS = {"bml": ("bml2html", "bml2latex", "bml2bss"), "bss": ("bss2bml",)}


def _front_end(path: Path, folder: str) -> str:
    module = registry.front_end_for(str(path))
    return module.name if module is not None else DEFAULT_FRONT_END[folder]


def _library(name: str, data: bytes, path: str) -> str | None:
    """The whole chain in-process; the traceback of any exception."""
    try:
        front = registry.FRONT_ENDS[name]
        result = front.parse(data, path=path, options=ParseOptions())
        if result.document is None:
            return None
        for emitter in registry.EMITTERS.values():
            document = run_passes(result.document, pipeline_for(front, emitter))
            emitter.emit(document, EmitOptions())
    except Exception:  # noqa: BLE001 - any exception is the finding
        return traceback.format_exc(limit=-4)
    return None


def _commands(name: str, path: Path, out: Path, capsys: pytest.CaptureFixture[str]
              ) -> list[str]:
    """``bridgec check`` and the drop-ins in-process; what went wrong, if anything."""
    problems = []
    result = CliRunner().invoke(app, ["check", str(path), "-f", name])
    if result.exit_code not in (0, 1, 2) or (
            result.exception is not None and not isinstance(result.exception, SystemExit)):
        problems.append(f"check: exit {result.exit_code} {result.exception!r}")
    for tool in DROP_INS.get(name, ()):
        try:
            code = dropin.run(dropin.TOOLS[tool], [str(path), "-o", str(out)])
        except Exception as exc:  # noqa: BLE001 - any exception is the finding
            problems.append(f"{tool}: {exc!r}")
            continue
        if code not in (0, 1, 2):
            problems.append(f"{tool}: exit {code}")
    capsys.readouterr()
    return problems


@pytest.mark.parametrize("folder", ["bml/probes", "bml/wild", "bml/gpaulissen-bml",
                                    "bml/kungsgeten-bml", "bss", "tm"])
def test_no_corpus_input_crashes_any_command(folder: str, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    root = corpus_dir(*folder.split("/"))
    files = sorted(p for p in root.rglob("*") if p.is_file() and p.name not in SKIP_NAMES
                   and p.suffix != ".jsonl")
    assert files
    failures = []
    for path in files:
        name = _front_end(path, folder.split("/")[0])
        crash = _library(name, path.read_bytes(), str(path))
        if crash:
            failures.append(f"{path}: {crash}")
        failures += [f"{path}: {p}" for p in _commands(name, path, tmp_path / "out", capsys)]
    assert not failures, "\n".join(failures[:10])


def _hostile_inputs() -> dict[str, tuple[str, bytes]]:
    inputs = {case: (name, _fill(template, PAYLOAD)) for case, (name, template) in CASES.items()}
    inputs["bml-deep"] = ("bml", _bml_table(3000, 2))
    inputs["ir-json-deep"] = ("ir-json", _ir(_bid_chain(5000)))
    inputs["ir-json-brackets"] = ("ir-json", b"[" * 50_000)
    inputs["gib-deep"] = ("gib", b"1 1C 50 " + b"(" * 5000 + b"P1" + b")" * 5000 + b" . *1 #1\n")
    inputs["bss-long"] = ("bss", b"*00{x}=NYYYYYYx\n00" + b"1CDR" * 500 + b"=NYYYYYY0x\n")
    inputs["binary"] = ("bml", bytes(range(256)) * 4)
    return inputs


HOSTILE = _hostile_inputs()
EXTENSION = {"bml": ".bml", "bml1": ".bml", "bss": ".bss", "gib": ".gib", "tm": ".tm",
             "pbn": ".pbn", "ir-json": ".ir.json"}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_no_hostile_input_crashes_any_command(case: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    name, data = HOSTILE[case]
    path = tmp_path / f"input{EXTENSION[name]}"
    path.write_bytes(data)
    assert _library(name, data, str(path)) is None
    assert _commands(name, path, tmp_path / "out", capsys) == []


SAMPLE = ["bml-title", "bml-link", "bss-description", "tm-alert", "ir-json-deep", "gib-deep",
          "binary"]


@pytest.mark.parametrize("case", SAMPLE)
def test_real_commands_print_no_traceback(case: str, tmp_path: Path) -> None:
    name, data = HOSTILE[case]
    path = tmp_path / f"input{EXTENSION[name]}"
    path.write_bytes(data)
    runs = [run_cli("convert", str(path), "-f", name, "-t", target, "-o", str(tmp_path / "o"))
            for target in registry.EMITTERS]
    runs.append(run_cli("check", str(path), "-f", name))
    runs += [run_cli(str(path), "-o", str(tmp_path / "o"), exe=tool)
             for tool in DROP_INS.get(name, ())]
    for run in runs:
        assert run.returncode in (0, 1, 2), run.args
        assert b"Traceback" not in run.stderr + run.stdout, run.args
        assert b"internal error" not in run.stderr, (run.args, run.stderr[-500:])


def test_real_commands_on_a_corpus_sample(tmp_path: Path) -> None:
    sample = [next(iter(sorted(corpus_dir("bml", "gpaulissen-bml").rglob("*.bml")))),
              next(iter(sorted(corpus_dir("bss").glob("*.bss"))))]
    for path in sample:
        runs = [run_cli("convert", str(path), "-t", target, "-o", str(tmp_path / "o"))
                for target in ("html", "latex", "ir-json")]
        runs.append(run_cli("check", str(path)))
        for run in runs:
            assert run.returncode in (0, 1, 2), run.args
            assert b"Traceback" not in run.stderr and b"internal error" not in run.stderr
