"""The bridgec command line as a user runs it: formats, exit codes, errors, safe writes."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from bridgec import registry

from conftest import INPUTS, run_cli

BIN = Path(sys.executable).parent

SMALL = INPUTS / "ir-json" / "small-system.ir.json"


def test_version() -> None:
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout.decode().startswith("bridgec ")


def test_formats_lists_every_registered_front_end_and_emitter() -> None:
    out = run_cli("formats").stdout.decode()
    for name, module in registry.FRONT_ENDS.items():
        assert f"  {name} " in out.split("Emitters")[0]
        assert all(ext in out for ext in module.extensions)
    for name in registry.EMITTERS:
        assert f"  {name} " in out.split("Emitters")[1]


def test_passes_lists_every_pass() -> None:
    out = run_cli("passes").stdout.decode()
    for name in registry.PASSES:
        assert name in out


def test_every_command_has_help_with_examples() -> None:
    for command in ("convert", "formats", "passes", "schema"):
        result = run_cli(command, "--help")
        assert result.returncode == 0
        assert "Example" in result.stdout.decode()


def test_unknown_target_is_a_usage_error() -> None:
    result = run_cli("convert", str(SMALL), "-t", "no-such-format")
    assert result.returncode == 2


def test_unknown_pass_is_a_usage_error() -> None:
    result = run_cli("convert", str(SMALL), "-t", "ir-json", "--passes", "nonsense")
    assert result.returncode == 2
    assert "unknown pass" in result.stderr.decode()


def test_missing_input_is_an_input_error() -> None:
    result = run_cli("convert", "does-not-exist.ir.json", "-t", "ir-json")
    assert result.returncode == 1
    assert "no such file" in result.stderr.decode()
    assert b"Traceback" not in result.stderr


def test_unknown_extension_asks_for_a_format(tmp_path: Path) -> None:
    path = tmp_path / "system.xyz"
    path.write_text("x")
    result = run_cli("convert", str(path), "-t", "ir-json")
    assert result.returncode == 1
    assert "-f FORMAT" in result.stderr.decode()


def test_malformed_json_is_located_and_leaves_old_output_alone(tmp_path: Path) -> None:
    bad = tmp_path / "bad.ir.json"
    bad.write_text('{"kind": "document",\n  "body": [\n    {"kind": "heading", "level": 1,, }\n')
    out = tmp_path / "out.ir.json"
    out.write_text("precious\n")
    result = run_cli("convert", str(bad), "-t", "ir-json", "-o", str(out))
    assert result.returncode == 1
    err = result.stderr.decode()
    assert err.startswith(f"{bad}:3:")
    assert "error: malformed JSON" in err
    assert "^" in err and "Traceback" not in err
    assert out.read_text() == "precious\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_invalid_ir_names_the_json_path(tmp_path: Path) -> None:
    bad = tmp_path / "bad.ir.json"
    bad.write_text('{"kind": "document", "ir_version": "1.0",\n "meta": [{"kind": "meta"}]}\n')
    result = run_cli("convert", str(bad), "-t", "ir-json", "-o", "-")
    assert result.returncode == 1
    err = result.stderr.decode()
    assert f"{bad}:2:" in err and "$.meta[0]" in err


def test_stdin_to_stdout() -> None:
    result = run_cli("convert", "-", "-f", "ir-json", "-t", "ir-json", "-o", "-",
                     input=SMALL.read_bytes())
    assert result.returncode == 0
    assert result.stdout == SMALL.read_bytes()


def test_default_output_name_and_several_inputs_into_a_directory(tmp_path: Path) -> None:
    a = tmp_path / "a.ir.json"
    b = tmp_path / "b.ir.json"
    a.write_bytes(SMALL.read_bytes())
    b.write_bytes(SMALL.read_bytes())
    out = tmp_path / "out"
    result = run_cli("convert", str(a), str(b), "-t", "ir-json", "-o", str(out))
    assert result.returncode == 0, result.stderr.decode()
    assert (out / "a.ir.json").read_bytes() == SMALL.read_bytes()
    assert (out / "b.ir.json").read_bytes() == SMALL.read_bytes()


def test_one_bad_input_of_several_fails_the_run_but_converts_the_rest(tmp_path: Path) -> None:
    good = tmp_path / "good.ir.json"
    good.write_bytes(SMALL.read_bytes())
    bad = tmp_path / "bad.ir.json"
    bad.write_text("[")
    out = tmp_path / "out"
    result = run_cli("convert", str(bad), str(good), "-t", "ir-json", "-o", str(out))
    assert result.returncode == 1
    assert (out / "good.ir.json").exists()
    assert not (out / "bad.ir.json").exists()


def test_several_inputs_to_stdout_is_a_usage_error() -> None:
    result = run_cli("convert", str(SMALL), str(SMALL), "-t", "ir-json", "-o", "-")
    assert result.returncode == 2


def test_outputs_get_ordinary_permissions(tmp_path: Path) -> None:
    out = tmp_path / "new.ir.json"
    assert run_cli("convert", str(SMALL), "-t", "ir-json", "-o", str(out)).returncode == 0
    assert out.stat().st_mode & 0o777 == 0o666 & ~_umask()
    out.chmod(0o640)
    assert run_cli("convert", str(SMALL), "-t", "ir-json", "-o", str(out)).returncode == 0
    assert out.stat().st_mode & 0o777 == 0o640


def _umask() -> int:
    import os
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _commands() -> list[tuple[str, ...]]:
    from bridgec.cli.app import command

    found: list[tuple[str, ...]] = []
    stack: list[tuple[tuple[str, ...], object]] = [((), command())]
    while stack:
        path, cmd = stack.pop()
        found.append(path)
        for name, sub in getattr(cmd, "commands", {}).items():
            stack.append(((*path, name), sub))
    return sorted(found)


@pytest.mark.parametrize("path", _commands(), ids=lambda p: " ".join(p) or "bridgec")
def test_help_is_readable(path: tuple[str, ...]) -> None:
    done = subprocess.run([str(BIN / "bridgec"), *path, "--help"], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert not re.search(r"<(str|int|float|bool|list\[|int range|path)", done.stdout), \
        done.stdout
    assert "╭" not in done.stdout  # plain text, no box drawing


def test_short_options_mean_one_thing_everywhere() -> None:
    from bridgec.cli.app import command

    meaning: dict[str, set[str]] = {}
    stack = [command()]
    while stack:
        cmd = stack.pop()
        for param in cmd.params:
            for opt in getattr(param, "opts", []):
                if len(opt) == 2 and opt.startswith("-"):
                    meaning.setdefault(opt, set()).add(param.name or "")
        stack.extend(getattr(cmd, "commands", {}).values())
    assert {k: v for k, v in meaning.items() if len(v) > 1} == {}


CONFLICT = "1C 16+\n1C natural\n1D nat\n"


@pytest.mark.parametrize("target", ["bss", "matcher", "ir-json"])
def test_convert_warns_about_conflicts_exactly_as_check_does(target: str,
                                                             tmp_path: Path) -> None:
    system = tmp_path / "conflict.bml"
    system.write_text(CONFLICT)
    checked = run_cli("check", str(system)).stdout.decode()
    warned = [line for line in checked.splitlines() if ": warning: " in line]
    assert len(warned) == 1 and "definition of 1C is ignored" in warned[0], checked
    done = run_cli("convert", str(system), "-t", target, "-o", str(tmp_path / "out"))
    assert done.returncode == 0
    err = done.stderr.decode()
    assert [line for line in err.splitlines() if ": warning: " in line] == warned
    assert checked.split(warned[0])[1].split("\n0 errors")[0] in err  # quote and hint too
    quiet = run_cli(str(system), "-o", str(tmp_path / "quiet.bss"), exe="bml2bss")
    assert quiet.returncode == 0 and quiet.stderr == b""  # the drop-in stays quiet


EMPTY_INPUTS = {"bml": b"", "bss": b"\n   \n", "gib": b"\n", "tm": b"\r\n\r\n",
                "ir.json": b"\xef\xbb\xbf  \n"}


@pytest.mark.parametrize("ext", list(EMPTY_INPUTS))
def test_an_empty_input_is_one_located_warning_and_an_empty_output(ext: str,
                                                                   tmp_path: Path) -> None:
    path = tmp_path / f"empty.{ext}"
    path.write_bytes(EMPTY_INPUTS[ext])
    for target in registry.EMITTERS:
        done = run_cli("convert", str(path), "-t", target, "-o", str(tmp_path / "out"))
        err = done.stderr.decode()
        assert done.returncode == 0, err
        assert f"{path}:1:1: warning: the input is empty" in err and "error" not in err
    bml = run_cli("convert", str(path), "-t", "bml", "-o", "-")
    assert bml.stdout == b""
    bss = run_cli("convert", str(path), "-t", "bss", "-o", "-")
    assert bss.stdout == b"*00{}=NYYYYYY\n"


def test_the_drop_ins_read_an_empty_input_as_the_reference_tools_do(tmp_path: Path) -> None:
    """bridge-markup 2.7.0: exit 0, nothing printed, an empty system's output."""
    (tmp_path / "e.bml").write_bytes(b"")
    (tmp_path / "f.bss").write_bytes(b"")
    for tool, source, made, expected in [
            ("bml2bss", "e.bml", "e.bss", b"*00{}=NYYYYYY\n"), ("bss2bml", "f.bss", "f.bml", b""),
            ("bml2html", "e.bml", "e.htm", None), ("bml2latex", "e.bml", "e.tex", None)]:
        done = run_cli(source, cwd=tmp_path, exe=tool)
        assert done.returncode == 0 and done.stderr == b"", (tool, done.stderr)
        data = (tmp_path / made).read_bytes()
        assert data == expected if expected is not None else data, tool
        verbose = run_cli(source, "-v", "-o", "-", cwd=tmp_path, exe=tool)
        assert b"warning: the input is empty" in verbose.stderr


PRESENTATION = ("#+TITLE: T\n#+AUTHOR: me\n\n* Openings\n\nSome words.\n\n- an item\n- another\n\n"
                "1C 16+\n1D natural\n\n** Responses\n\nMore words.\n")


def test_bss_output_warns_once_per_kind_of_block_it_leaves_out(tmp_path: Path) -> None:
    system = tmp_path / "s.bml"
    system.write_text(PRESENTATION)
    done = run_cli("convert", str(system), "-t", "bss", "-o", str(tmp_path / "s.bss"))
    assert done.returncode == 0
    warned = [line for line in done.stderr.decode().splitlines() if ": warning: " in line]
    assert warned == [
        f"{system}:2:1: warning: metadata AUTHOR cannot be shown in BSS output and was left out",
        f"{system}:4:1: warning: headings cannot be shown in BSS output and were left out",
        f"{system}:6:1: warning: paragraphs cannot be shown in BSS output and were left out",
        f"{system}:8:1: warning: bullet lists cannot be shown in BSS output and were "
        "left out"], done.stderr.decode()
    assert (tmp_path / "s.bss").read_text().startswith("*00{T}=NYYYYYY\n001C=")
    quiet = run_cli(str(system), "-o", str(tmp_path / "quiet.bss"), exe="bml2bss")
    assert quiet.returncode == 0 and quiet.stderr == b""  # as bridge-markup's bml2bss
    boards = run_cli("convert", str(INPUTS / "tm" / "east-view.tm"), "-t", "bss", "-o", "-")
    assert "warning: the Table Manager boards cannot be shown in BSS output" in \
        boards.stderr.decode()
    assert "Document." not in boards.stderr.decode()  # no internal names
