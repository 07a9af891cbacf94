"""#INCLUDE confinement: only the input's directory tree (and --include-path roots) can be
read; absolute paths, ``..`` escapes and symbolic links out are refused with a located error
and a hint; depth, count, size and cycles are bounded. Inputs are written by the tests."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from bounded import run_bounded
from typer.testing import CliRunner

from bridgec.cli import dropin
from bridgec.cli.app import app
from bridgec.frontends import bml
from bridgec.frontends.bml.source import MAX_INCLUDE_DEPTH, MAX_INCLUDES
from bridgec.options import ParseOptions

from conftest import run_cli

SECRET = "SECRET-TEXT-4711"


def _parse(path: Path, **options: object) -> tuple[str, str]:
    """(errors as text, the document's text) of a BML file read from disk."""
    result = bml.parse(path.read_bytes(), path=str(path), options=ParseOptions(**options))
    errors = "\n".join(f"{d.span.line}:{d.span.col}: {d.message} | {d.hint}"
                       for d in result.diagnostics if d.severity == "error")
    return errors, repr(result.document)


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """``tmp/outside/secret.bml`` (not under the input's folder) and ``tmp/in/``."""
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.bml").write_text(f"{SECRET}\n")
    (tmp_path / "in").mkdir()
    return tmp_path


def _main(folder: Path, include: str) -> Path:
    path = folder / "main.bml"
    path.write_text(f"Intro\n\n#INCLUDE {include}\n\n1C 16+\n")
    return path


def test_relative_include_inside_the_tree_is_read(tree: Path) -> None:
    (tree / "in" / "sub").mkdir()
    (tree / "in" / "sub" / "part.bml").write_text("Part text\n")
    errors, document = _parse(_main(tree / "in", "sub/part.bml"))
    assert errors == ""
    assert "Part text" in document


def test_absolute_path_outside_is_refused_with_a_located_error(tree: Path) -> None:
    errors, document = _parse(_main(tree / "in", str(tree / "outside" / "secret.bml")))
    assert errors.startswith("3:1: #INCLUDE /")
    assert "absolute path outside the input's directory" in errors
    assert "--include-path" in errors
    assert SECRET not in document


def test_etc_passwd_is_refused(tree: Path) -> None:
    errors, document = _parse(_main(tree / "in", "/etc/passwd"))
    assert "3:1: #INCLUDE /etc/passwd: an absolute path outside" in errors
    assert "root:" not in document


def test_dotdot_escape_is_refused(tree: Path) -> None:
    errors, document = _parse(_main(tree / "in", "../outside/secret.bml"))
    assert "3:1: #INCLUDE ../outside/secret.bml leads outside the input's directory" in errors
    assert SECRET not in document


def test_dotdot_that_stays_inside_is_read(tree: Path) -> None:
    (tree / "in" / "a").mkdir()
    (tree / "in" / "b.bml").write_text("B text\n")
    errors, document = _parse(_main(tree / "in", "a/../b.bml"))
    assert errors == ""
    assert "B text" in document


def test_symlink_out_of_the_tree_is_refused(tree: Path) -> None:
    os.symlink(tree / "outside" / "secret.bml", tree / "in" / "link.bml")
    errors, document = _parse(_main(tree / "in", "link.bml"))
    assert "3:1: #INCLUDE link.bml is a symbolic link to a file outside" in errors
    assert SECRET not in document


def test_symlinked_folder_out_of_the_tree_is_refused(tree: Path) -> None:
    os.symlink(tree / "outside", tree / "in" / "dir")
    errors, document = _parse(_main(tree / "in", "dir/secret.bml"))
    assert "symbolic link to a file outside" in errors
    assert SECRET not in document


def test_include_path_option_adds_a_root(tree: Path) -> None:
    main = _main(tree / "in", "../outside/secret.bml")
    errors, document = _parse(main, include_paths=(str(tree / "outside"),))
    assert errors == ""
    assert SECRET in document


def test_include_path_reaches_convert_check_and_the_drop_ins(
        tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main = _main(tree / "in", "../outside/secret.bml")
    runner = CliRunner()
    root = str(tree / "outside")
    out = tree / "out.html"
    for extra in ([], ["--include-path", root]):
        converted = runner.invoke(app, ["convert", str(main), "-t", "html", "-o", str(out),
                                        *extra])
        checked = runner.invoke(app, ["check", str(main), *extra])
        code = dropin.run(dropin.TOOLS["bml2html"], [str(main), "-o", str(out), *extra])
        stderr = capsys.readouterr().err
        if extra:
            assert (converted.exit_code, checked.exit_code, code) == (0, 0, 0), stderr
            assert SECRET in out.read_text()
        else:
            assert (converted.exit_code, checked.exit_code, code) == (1, 1, 1)
            assert "leads outside" in stderr
            assert "leads outside" in str(checked.output)
            out.unlink(missing_ok=True)


def test_include_path_reaches_the_real_command(tree: Path) -> None:
    main = _main(tree / "in", "../outside/secret.bml")
    refused = run_cli("convert", str(main), "-t", "html", "-o", "-")
    assert refused.returncode == 1
    assert b"main.bml:3:1: error: #INCLUDE ../outside/secret.bml leads outside" in refused.stderr
    assert SECRET.encode() not in refused.stdout
    allowed = run_cli("convert", str(main), "-t", "html", "-o", "-", "--include-path",
                      str(tree / "outside"))
    assert allowed.returncode == 0
    assert SECRET.encode() in allowed.stdout


def test_cycle_is_reported_with_the_chain(tmp_path: Path) -> None:
    (tmp_path / "a.bml").write_text("A\n\n#INCLUDE b.bml\n")
    (tmp_path / "b.bml").write_text("B\n\n#INCLUDE c.bml\n")
    (tmp_path / "c.bml").write_text("C\n\n#INCLUDE a.bml\n")
    errors, _ = _parse(tmp_path / "a.bml")
    assert errors.count("\n") == 0, errors
    assert "3:1: #INCLUDE a.bml closes a cycle: " in errors
    chain = errors.split("closes a cycle: ")[1].split(" |")[0].split(" -> ")
    assert [Path(p).name for p in chain] == ["a.bml", "b.bml", "c.bml", "a.bml"]


def test_self_include_is_a_cycle(tmp_path: Path) -> None:
    (tmp_path / "a.bml").write_text("A\n\n#INCLUDE a.bml\n")
    errors, _ = _parse(tmp_path / "a.bml")
    assert "closes a cycle" in errors and errors.count("closes a cycle") == 1


def test_include_depth_is_capped(tmp_path: Path) -> None:
    count = MAX_INCLUDE_DEPTH + 8
    for i in range(count):
        (tmp_path / f"f{i}.bml").write_text(f"File {i}\n\n#INCLUDE f{i + 1}.bml\n")
    (tmp_path / f"f{count}.bml").write_text("Last\n")
    errors, document = _parse(tmp_path / "f0.bml")
    assert f"3:1: #INCLUDE nested deeper than {MAX_INCLUDE_DEPTH} files" in errors
    assert f"File {MAX_INCLUDE_DEPTH}" in document
    assert "Last" not in document


def test_include_bomb_is_stopped_quickly(tmp_path: Path) -> None:
    """Each file includes the next one twice: 2**20 reads without the count limit."""
    for i in range(20):
        (tmp_path / f"f{i}.bml").write_text(f"#INCLUDE f{i + 1}.bml\n\n#INCLUDE f{i + 1}.bml\n")
    (tmp_path / "f20.bml").write_text("Leaf\n")
    start = time.monotonic()
    errors, _ = _parse(tmp_path / "f0.bml")
    assert time.monotonic() - start < 60  # a hang guard, not a speed target
    assert f"more than {MAX_INCLUDES} #INCLUDEs in one input" in errors


def test_includes_count_towards_the_input_size_limit(tmp_path: Path) -> None:
    (tmp_path / "big.bml").write_text("x" * 5000 + "\n")
    main = tmp_path / "main.bml"
    main.write_text("#INCLUDE big.bml\n\n#INCLUDE big.bml\n")
    errors, _ = _parse(main, max_input_bytes=8000)
    assert "3:1: #INCLUDE big.bml: the input and its includes pass the input limit of " \
           "8000 bytes" in errors
    assert "--max-input-size" in errors
    assert _parse(main)[0] == ""


def test_missing_and_empty_include_names(tmp_path: Path) -> None:
    main = tmp_path / "main.bml"
    main.write_text("#INCLUDE nothere.bml\n\n#INCLUDE\n")
    errors, _ = _parse(main)
    assert "1:1: included file nothere.bml not found" in errors
    assert "3:1: #INCLUDE needs a file name" in errors


def test_a_nul_in_an_include_name_is_a_located_error(tmp_path: Path) -> None:
    """Found by make fuzz: os.path.realpath raised ValueError."""
    main = tmp_path / "main.bml"
    main.write_bytes(b"Text\n\n#INCLUDE a\x00b.bml\n")
    errors, _ = _parse(main)
    assert "3:1: #INCLUDE file name holds a NUL character" in errors


def test_an_overlong_include_name_is_a_located_error(tmp_path: Path) -> None:
    main = tmp_path / "main.bml"
    main.write_text("#INCLUDE " + "x" * 5000 + ".bml\n")
    errors, _ = _parse(main)
    assert errors.startswith("1:1: included file xxx")


def test_a_huge_include_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """A 3 GB (sparse) include was read whole before its size was checked."""
    with open(tmp_path / "huge.bml", "wb") as huge:
        huge.truncate(3 << 30)
    main = tmp_path / "main.bml"
    main.write_text("Text\n\n#INCLUDE huge.bml\n")
    done = run_bounded("convert", str(main), "-t", "html", "-o", "-")
    assert done.returncode == 1
    assert f"{main}:3:1: error: #INCLUDE huge.bml: the input and its includes pass the " \
        "input limit of 67108864 bytes" in done.stderr.decode()


def test_an_include_that_is_not_text_is_a_located_error(tmp_path: Path) -> None:
    (tmp_path / "image.bml").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    (tmp_path / "nul.bml").write_bytes(b"Text\n" * 3000 + b"1C \x00\n")
    main = tmp_path / "main.bml"
    main.write_text("#INCLUDE image.bml\n\n#INCLUDE nul.bml\n")
    errors, document = _parse(main)
    assert "1:1: #INCLUDE image.bml: the file is a PNG image, not BML text" in errors
    assert "3:1: #INCLUDE nul.bml: the file is binary data, not BML text" in errors
    assert "IHDR" not in document


@pytest.mark.parametrize("form", ["utf-8-sig", "utf-16", "utf-16-be", "utf-16-le", "utf-32"])
def test_includes_are_decoded_as_the_input_is(tmp_path: Path, form: str) -> None:
    (tmp_path / "part.bml").write_bytes("1C  16+ \u00e9t\u00e9 \u2665\n".encode(form))
    main = tmp_path / "main.bml"
    main.write_text("Intro\n\n#INCLUDE part.bml\n")
    errors, document = _parse(main)
    assert errors == "" and "16+ \u00e9t\u00e9 \u2665" in document


def test_an_include_from_standard_input_needs_include_path_roots(
        tmp_path: Path, tree: Path) -> None:
    """Standard input has no directory: its #INCLUDE read the current directory."""
    (tree / "outside" / "part.bml").write_text("1C  from the root\n")
    stdin = b"Text\n\n#INCLUDE secret.bml\n"
    done = run_cli("convert", "-", "-f", "bml", "-t", "html", "-o", "-", input=stdin,
                   cwd=tree / "outside")
    stderr = done.stderr.decode()
    assert done.returncode == 1 and SECRET.encode() not in done.stdout
    assert "<stdin>:3:1: error: #INCLUDE secret.bml: <stdin> has no directory to include " \
        "from" in stderr and "--include-path DIR" in stderr
    done = run_cli("convert", "-", "-f", "bml", "-t", "html", "-o", "-", "--include-path",
                   str(tree / "in"), input=b"#INCLUDE secret.bml\n", cwd=tree / "outside")
    assert done.returncode == 1 and SECRET.encode() not in done.stdout
    assert "included file secret.bml not found" in done.stderr.decode()
    done = run_cli("convert", "-", "-f", "bml", "-t", "html", "-o", "-", "--include-path",
                   str(tree / "in"), "--include-path", str(tree / "outside"),
                   input=b"#INCLUDE part.bml\n", cwd=tmp_path)
    assert done.returncode == 0, done.stderr.decode()
    assert b"from the root" in done.stdout


def test_text_without_a_file_includes_nothing_from_the_current_directory(
        tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tree / "outside")
    for path in ("<stdin>", "<text>"):
        result = bml.parse(b"#INCLUDE secret.bml\n", path=path, options=ParseOptions())
        assert [d.message for d in result.diagnostics] == [
            f"#INCLUDE secret.bml: {path} has no directory to include from"]
        assert SECRET not in repr(result.document)
