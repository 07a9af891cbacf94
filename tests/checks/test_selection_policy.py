"""One selection policy, in the library: codes select and ignore alike in check_file,
convert_file and every command; suppression comments are never published; a project's
bridgec.toml or [tool.bridgec] sets the selection."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import bridgec
from bridgec import codes

from conftest import run_cli

CONFLICT = "1C  16+\n1C  other\n"
SWITCH = "1C  16+\n  1D  negative\n   1H  three spaces\n"


def _codes(result: bridgec.Result) -> list[str | None]:
    return [d.code for d in result.diagnostics]


def test_check_file_filters_as_the_command_does(tmp_path: Path) -> None:
    system = tmp_path / "s.bml"
    system.write_text(CONFLICT)
    assert "conflict" in _codes(bridgec.check_file(system))
    assert "conflict" not in _codes(bridgec.check_file(system, ignore=["conflict"]))
    assert "conflict" not in _codes(bridgec.check_file(system, select=["unreachable"]))
    converted = bridgec.convert_file(system, "bml", ignore=["conflict"])
    assert converted.ok and "conflict" not in _codes(converted)
    shown = run_cli("check", "--ignore", "conflict", str(system))
    assert shown.returncode == 0 and b"warning:" not in shown.stderr + shown.stdout


def test_a_prefix_is_one_rule() -> None:
    switch = bridgec.convert_text(SWITCH, "bml", from_="bml")
    assert "bml-switch" in _codes(switch)
    assert not codes.visible(switch.diagnostics, (), ["bml-"])
    assert not codes.visible(switch.diagnostics, (), ["bml1-switch"])  # the old name
    assert codes.unknown(["bml1-switch", "bml-switch", "bml-"]) == []


@pytest.mark.parametrize("to", ["html", "latex", "bml", "bss", "ir-json"])
def test_a_suppression_comment_is_never_published(to: str) -> None:
    text = ("Some words // bridgec: ignore\n\n1C  16+ // bridgec: ignore[conflict]\n"
            "// bridgec: ignore[conflict]\n1C  other\n")
    result = bridgec.convert_text(text, to, from_="bml")
    assert result.ok and isinstance(result.output, str)
    assert "bridgec:" not in result.output and "ignore[" not in result.output
    assert "16+" in result.output


def test_the_comment_still_silences_the_line(tmp_path: Path) -> None:
    system = tmp_path / "s.bml"
    system.write_text("1C  16+\n1C  other // bridgec: ignore[conflict]\n")
    assert "conflict" not in _codes(bridgec.check_file(system))
    assert "conflict" not in _codes(bridgec.convert_file(system, "bss"))


def test_pyproject_table_is_found_upwards(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.bridgec]\nignore = ["conflict"]\n')
    (tmp_path / "systems").mkdir()
    system = tmp_path / "systems" / "s.bml"
    system.write_text(CONFLICT)
    for args in (["check", str(system)], ["convert", str(system), "-t", "bml", "-o", "-"]):
        run = run_cli(*args)
        assert run.returncode == 0 and b"warning:" not in run.stderr + run.stdout
    selected = run_cli("check", "--select", "conflict", str(system))  # the command line wins
    assert b"warning: definition of 1C is ignored" in selected.stdout


def test_a_pyproject_without_the_table_is_passed_over(tmp_path: Path) -> None:
    (tmp_path / "bridgec.toml").write_text('ignore = ["conflict"]\n')
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "pyproject.toml").write_text("[tool.other]\nx = 1\n")
    system = tmp_path / "sub" / "s.bml"
    system.write_text(CONFLICT)
    run = run_cli("check", str(system))
    assert run.returncode == 0 and b"warning:" not in run.stdout


@pytest.mark.parametrize(("text", "message", "where"), [
    ('ignore = ["conflcit"]\n', "unknown code 'conflcit' in ignore (did you mean 'conflict'?)",
     "bridgec.toml:1:12"),
    ('ignore = "conflict"\n', "ignore must be a list of codes", "bridgec.toml:1:1"),
    ('selcet = ["ALL"]\n', "unknown key 'selcet'", "bridgec.toml:1:1"),
    ('ignore = ["conflict"\n', "not TOML: Unclosed array", "bridgec.toml:1:1"),
])
def test_a_bad_configuration_is_a_located_error(tmp_path: Path, text: str, message: str,
                                                where: str) -> None:
    (tmp_path / "bridgec.toml").write_text(text)
    (tmp_path / "s.bml").write_text(CONFLICT)
    for args in (["check", "s.bml"], ["convert", "s.bml", "-t", "html"]):
        run = run_cli(*args, cwd=tmp_path)
        out = (run.stdout + run.stderr).decode()
        assert run.returncode == 1, out
        assert f"{where}: error: bad bridgec configuration: {message}" in out
        assert "Traceback" not in out
    assert not (tmp_path / "s.htm").exists()
    dropin = run_cli("s.bml", "-o", "s.htm", cwd=tmp_path, exe="bml2html")
    assert dropin.returncode == 1 and not (tmp_path / "s.htm").exists()


def test_did_you_mean_for_codes(tmp_path: Path) -> None:
    (tmp_path / "s.bml").write_text(CONFLICT)
    for command in ("check", "convert"):
        extra = ["-t", "bml"] if command == "convert" else []
        run = run_cli(command, "s.bml", *extra, "--ignore", "conflcit", cwd=tmp_path)
        assert run.returncode == 2
        assert b"unknown code 'conflcit' (did you mean 'conflict'?)" in run.stderr


def test_a_count_of_the_rest_says_how_to_see_them(tmp_path: Path) -> None:
    system = tmp_path / "s.bml"
    system.write_text("".join(f"{level}{strain}  first\n{level}{strain}  again\n"
                              for level in "1234567" for strain in "CDHS"))  # 28 conflicts
    system.write_text(system.read_text() + "1N  a\n1N  b\n2N  a\n2N  b\n3N  a\n3N  b\n")
    done = run_cli("convert", str(system), "-t", "bss", "-o", str(tmp_path / "o.bss"))
    last = [line for line in done.stderr.decode().splitlines() if line.startswith("bridgec:")]
    assert last == ["bridgec: 1 more warning not shown (conflict 1); --select CODES shows "
                    "every one of those codes, --ignore CODES hides them"]
    every = run_cli("convert", str(system), "-t", "bss", "-o", str(tmp_path / "o.bss"),
                    "--select", "conflict")
    assert every.stderr.decode().count("warning:") == 31


def test_the_library_reads_the_project_configuration_as_the_commands_do(
        tmp_path: Path) -> None:
    """check_file and convert_file filter as ``bridgec check``/``convert`` for the same
    file, its bridgec.toml included; ``select`` replaces the project's, ``ignore`` adds."""
    (tmp_path / "bridgec.toml").write_text('ignore = ["conflict"]\n')
    system = tmp_path / "s.bml"
    system.write_text(CONFLICT + "1C  16+\n  1D  negative\n   1H  three spaces\n")
    checked = bridgec.check_file(system)
    assert "conflict" not in _codes(checked) and "bml-switch" in _codes(checked)
    command = run_cli("check", "--format", "json", str(system))
    assert sorted(d["code"] for d in json.loads(command.stdout)["diagnostics"]) == \
        sorted(_codes(checked))
    converted = bridgec.convert_file(system, "bss")
    assert converted.ok and _codes(converted) == ["bml-switch"]
    written = run_cli("convert", str(system), "-t", "bss", "-o", "-")
    assert written.stderr.decode().count("warning:") == 1 and b"read as BML 1" in written.stderr
    assert "conflict" in _codes(bridgec.check_file(system, select=["conflict"]))
    assert "conflict" in _codes(bridgec.convert_file(system, "bss", select=["conflict"]))
    assert _codes(bridgec.check_file(system, ignore=["bml-"])) == []
    assert _codes(bridgec.convert_file(system, "bss", ignore=["bml-"])) == []


def test_the_library_refuses_a_bad_project_configuration(tmp_path: Path) -> None:
    (tmp_path / "bridgec.toml").write_text('ignore = ["conflcit"]\n')
    system = tmp_path / "s.bml"
    system.write_text(CONFLICT)
    for result in (bridgec.check_file(system), bridgec.convert_file(system, "html")):
        assert not result.ok and result.output is None
        assert "bad bridgec configuration: unknown code 'conflcit'" in result.render()


def test_an_edited_configuration_is_read_again(tmp_path: Path) -> None:
    """One process (as ``--watch``) sees the configuration as it is now."""
    config = tmp_path / "bridgec.toml"
    config.write_text('ignore = ["conflict"]\n')
    system = tmp_path / "s.bml"
    system.write_text(CONFLICT)
    assert "conflict" not in _codes(bridgec.check_file(system))
    config.write_text("ignore = []\n")
    assert "conflict" in _codes(bridgec.check_file(system))
    config.unlink()
    assert "conflict" in _codes(bridgec.check_file(system))
    config.write_text('ignore = ["conflict"]\n')
    assert "conflict" not in _codes(bridgec.convert_file(system, "bss"))


def test_no_output_replaces_the_project_configuration(tmp_path: Path) -> None:
    """The configuration is an input of the run, as an #INCLUDEd file is."""
    (tmp_path / "bridgec.toml").write_text("ignore = []\n")
    (tmp_path / "s.bml").write_text(CONFLICT)
    run = run_cli("convert", "s.bml", "-t", "bss", "-o", "bridgec.toml", cwd=tmp_path)
    assert run.returncode == 1 and b"this run reads it" in run.stderr
    assert (tmp_path / "bridgec.toml").read_text() == "ignore = []\n"
