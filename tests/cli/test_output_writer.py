"""The one output writer (bridgec.output) as every command uses it: no run writes over a
file it read (an input, an #INCLUDE, standard input), two inputs never write one file,
symbolic links, devices and FIFOs stay what they are, and a failed write is a message."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from bounded import run_bounded

from bridgec.output import OutputError, Stream, check_clashes, check_not_read, write

from conftest import INPUTS, run_cli

BIN = Path(sys.executable).parent
MAIN = "#INCLUDE part.bml\n\nTitle\n\n* text\n"
PART = "1C 16+\n1D natural\n"
CARD = (INPUTS / "bss" / "system.bss").read_bytes()
SMALL = (INPUTS / "ir-json" / "small-system.ir.json").read_bytes()


def _system(folder: Path) -> Path:
    (folder / "part.bml").write_text(PART)
    main = folder / "main.bml"
    main.write_text(MAIN)
    return main


def _refused(done: subprocess.CompletedProcess[bytes], lost: str) -> str:
    err = done.stderr.decode()
    assert done.returncode == 1, err
    assert f"{lost}:1:1: error: not writing " in err and "this run reads it" in err, err
    assert "hint: write the output elsewhere with -o OTHER" in err
    assert "Traceback" not in err and "internal error" not in err
    return err


@pytest.mark.parametrize("name,data,args", [
    ("main.bml", MAIN.encode(), ("convert", "main.bml", "-t", "bml")),
    ("card.bss", CARD, ("convert", "card.bss", "-t", "bss")),
    ("x.ir.json", SMALL, ("convert", "x.ir.json", "-t", "ir-json")),
    ("card.bml", CARD, ("bss2bml", "card.bml")),
])
def test_a_conversion_never_writes_over_its_own_input(name: str, data: bytes,
                                                      args: tuple[str, ...],
                                                      tmp_path: Path) -> None:
    (tmp_path / "part.bml").write_text(PART)
    (tmp_path / name).write_bytes(data)
    exe = "bss2bml" if args[0] == "bss2bml" else "bridgec"
    done = run_cli(*(args[1:] if exe != "bridgec" else args), cwd=tmp_path, exe=exe)
    _refused(done, name)
    assert (tmp_path / name).read_bytes() == data
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted({"part.bml", name})


def test_an_output_onto_an_included_file_is_refused_before_anything_is_written(
        tmp_path: Path) -> None:
    main = _system(tmp_path)
    done = run_cli("convert", str(main), "-t", "bml", "-o", str(tmp_path / "part.bml"))
    _refused(done, str(tmp_path / "part.bml"))
    assert (tmp_path / "part.bml").read_text() == PART
    other = tmp_path / "other"
    other.mkdir()
    (other / "main.bml").write_text("#INCLUDE ../part.bml\n")
    done = run_cli("convert", str(main), str(other / "main.bml"), "-t", "bml",
                   "-o", str(tmp_path))  # the second input's include is the first's output
    assert done.returncode in (1, 2) and (tmp_path / "part.bml").read_text() == PART
    assert "Traceback" not in done.stderr.decode()


def test_the_same_file_under_another_name_is_refused(tmp_path: Path) -> None:
    main = _system(tmp_path)
    (tmp_path / "link.bml").symlink_to("main.bml")
    os.link(main, tmp_path / "hard.bml")
    for target in ("link.bml", "hard.bml", "./main.bml"):
        done = run_cli("convert", "main.bml", "-t", "bml", "-o", target, cwd=tmp_path)
        _refused(done, "main.bml")
    assert main.read_text() == MAIN and (tmp_path / "link.bml").is_symlink()


def test_standard_input_read_from_the_output_file_is_refused(tmp_path: Path) -> None:
    main = _system(tmp_path)
    with main.open("rb") as stdin:
        done = subprocess.run([str(BIN / "bridgec"), "convert", "-", "-f", "bml", "-t", "bml",
                               "-o", "main.bml"], stdin=stdin, capture_output=True,
                              cwd=tmp_path, timeout=120)
    assert done.returncode == 1 and "(standard input)" in done.stderr.decode()
    assert main.read_text() == MAIN


def test_the_drop_ins_refuse_their_own_input_quietly_otherwise(tmp_path: Path) -> None:
    main = _system(tmp_path)
    for tool in ("bml2html", "bml2latex", "bml2bss"):
        done = run_cli("main.bml", "-o", "main.bml", cwd=tmp_path, exe=tool)
        _refused(done, "main.bml")
        done = run_cli("main.bml", "-o", "part.bml", cwd=tmp_path, exe=tool)
        _refused(done, "part.bml")
        done = run_cli("main.bml", cwd=tmp_path, exe=tool)
        assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert main.read_text() == MAIN and (tmp_path / "part.bml").read_text() == PART


def test_two_inputs_with_the_same_name_are_a_usage_error_naming_both(tmp_path: Path) -> None:
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        _system(tmp_path / folder)
    out = tmp_path / "out"
    done = run_cli("convert", "a/main.bml", "b/main.bml", "-t", "html", "-o", "out",
                   cwd=tmp_path)
    err = done.stderr.decode()
    assert done.returncode == 2, err
    assert "a/main.bml and b/main.bml would both be written to out/main.htm" in err
    assert not out.exists()
    done = run_cli("convert", "a/main.bml", "a/main.bml", "-t", "html", "-o", "out",
                   cwd=tmp_path)  # the same input twice is the same clash
    assert done.returncode == 2 and not out.exists()


def test_an_output_through_a_symbolic_link_keeps_the_link(tmp_path: Path) -> None:
    main = _system(tmp_path)
    real = tmp_path / "real.htm"
    real.write_text("old")
    real.chmod(0o640)
    link = tmp_path / "link.htm"
    link.symlink_to("real.htm")
    assert run_cli("convert", str(main), "-t", "html", "-o", str(link)).returncode == 0
    assert link.is_symlink() and os.readlink(link) == "real.htm"
    assert real.read_text().startswith("<!DOCTYPE html>")
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    dangling = tmp_path / "dangling.htm"
    dangling.symlink_to("made.htm")
    assert run_cli("convert", str(main), "-t", "html", "-o", str(dangling)).returncode == 0
    assert dangling.is_symlink() and (tmp_path / "made.htm").read_text().startswith("<!DOC")


def test_an_output_to_a_fifo_is_written_into_it_and_the_fifo_stays(tmp_path: Path) -> None:
    main = _system(tmp_path)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    done = run_cli("convert", str(main), "-t", "bml", "-o", str(fifo))
    reader.join(timeout=20)
    assert done.returncode == 0, done.stderr.decode()
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert received and received[0].startswith(b"1C 16+")


def test_an_output_to_a_fifo_no_process_reads_is_an_error_not_a_wait(tmp_path: Path) -> None:
    main = _system(tmp_path)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    done = run_bounded("convert", str(main), "-t", "bss", "-o", str(fifo))
    assert done.returncode == 1
    assert f"cannot write {fifo}: it is a FIFO that no process reads" in done.stderr.decode()
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_link_into_a_folder_that_does_not_exist_makes_no_folder(tmp_path: Path) -> None:
    main = _system(tmp_path)
    dangling = tmp_path / "dangling.htm"
    dangling.symlink_to(tmp_path / "nowhere" / "x.htm")
    done = run_cli("convert", str(main), "-t", "html", "-o", str(dangling))
    assert done.returncode == 1
    assert f"cannot write {dangling}: No such file or directory" in done.stderr.decode()
    assert not (tmp_path / "nowhere").exists() and dangling.is_symlink()
    made = run_cli("convert", str(main), "-t", "html", "-o", str(tmp_path / "new" / "x.htm"))
    assert made.returncode == 0 and (tmp_path / "new" / "x.htm").is_file()


def test_an_output_to_a_device_writes_to_the_device(tmp_path: Path) -> None:
    main = _system(tmp_path)
    device = tmp_path / "null"
    try:
        os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # a /dev/null of our own
    except (PermissionError, OSError):
        pytest.skip("cannot make a device node here (not root)")
    done = run_cli("convert", str(main), "-t", "html", "-o", str(device))
    assert done.returncode == 0, done.stderr.decode()
    assert stat.S_ISCHR(os.lstat(device).st_mode) and os.lstat(device).st_rdev == \
        os.makedev(1, 3)


def test_dev_fd_1_is_standard_output_whatever_it_is(tmp_path: Path) -> None:
    """``/dev/fd/1`` takes the path of ``/dev/stdout``; a writer that renamed a file over
    it would fail inside /proc, where ``/dev/stdout`` itself would be replaced (as root)."""
    main = _system(tmp_path)
    piped = run_cli("convert", str(main), "-t", "bml", "-o", "/dev/fd/1")
    assert piped.returncode == 0 and piped.stdout.startswith(b"1C 16+"), piped.stderr
    out = tmp_path / "out.bml"
    out.write_bytes(b"kept\n")
    with out.open("ab") as stdout:  # the shell's >>: appended to
        subprocess.run([str(BIN / "bridgec"), "convert", str(main), "-t", "bml", "-o",
                        "/dev/fd/1"], stdout=stdout, timeout=120, check=True)
    assert out.read_bytes().startswith(b"kept\n1C 16+")


def test_a_write_that_fails_is_a_message_and_exit_1(tmp_path: Path) -> None:
    main = _system(tmp_path)
    (tmp_path / "file").write_text("x")
    done = run_cli("convert", str(main), "-t", "html", "-o", str(tmp_path / "file" / "a.htm"))
    err = done.stderr.decode()
    assert done.returncode == 1 and "cannot write" in err and "Traceback" not in err, err
    (tmp_path / "dir").mkdir()
    done = run_cli(str(main), "-o", str(tmp_path / "dir"), exe="bml2html")
    err = done.stderr.decode()
    assert done.returncode == 1 and "is a directory" in err and "Traceback" not in err, err


def test_the_writer_replaces_a_regular_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "out.txt"
    write(str(target), "one")
    write(str(target), b"two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["out.txt"]


def test_check_not_read_compares_files_not_names(tmp_path: Path) -> None:
    source = tmp_path / "a.bml"
    source.write_text("x")
    check_not_read(str(tmp_path / "new.bml"), [str(source)])  # not there: nothing to lose
    check_not_read("-", [str(source)])
    with pytest.raises(OutputError) as caught:
        check_not_read(str(tmp_path / "." / "a.bml"), [str(source)], "--log")
    assert caught.value.code == 1 and "--log OTHER" in (caught.value.diagnostic.hint or "")
    with pytest.raises(OutputError) as clash:
        check_clashes([("x/a.bml", str(tmp_path / "a.htm")),
                       ("y/a.bml", str(tmp_path / "." / "a.htm"))])
    assert clash.value.code == 2


def test_a_stream_is_written_in_place_through_a_link(tmp_path: Path) -> None:
    real = tmp_path / "log.tm"
    real.write_text("old\n")
    link = tmp_path / "link.tm"
    link.symlink_to(real)
    stream = Stream(str(link))
    stream.write("line 1\n")
    stream.flush()
    assert real.read_text() == "line 1\n"  # a log can be followed as it grows
    stream.close()
    assert link.is_symlink() and real.read_text() == "line 1\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.tm", "log.tm"]
    with pytest.raises(OutputError):
        Stream(str(tmp_path))


def test_tm_serve_does_not_log_over_its_deals_file(tmp_path: Path) -> None:
    deals = tmp_path / "deals.pbn"
    deals.write_text('[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 '
                     '432.AKQJ.T98.765"]\n')
    before = deals.read_bytes()
    done = run_cli("tm", "serve", "--port", "0", "--timeout", "0.5", "--reconnect", "0",
                   "--deals", str(deals), "--log", str(deals))
    assert done.returncode == 1 and "--log OTHER" in done.stderr.decode(), done.stderr
    assert deals.read_bytes() == before


def test_an_output_onto_the_macro_file_is_refused(tmp_path: Path) -> None:
    rules = tmp_path / "mb.txt2"
    macros = tmp_path / "mac.m4"
    rules.write_bytes((INPUTS / "gib" / "macros" / "mb.txt2").read_bytes())
    macros.write_bytes((INPUTS / "gib" / "macros" / "mac.m4").read_bytes())
    before = macros.read_bytes()
    done = run_cli("convert", "mb.txt2", "--macros", "mac.m4", "-t", "bml", "-o", "mac.m4",
                   cwd=tmp_path)
    _refused(done, "mac.m4")
    assert macros.read_bytes() == before


def test_analyze_does_not_write_its_report_over_a_file_it_read(tmp_path: Path) -> None:
    _system(tmp_path)
    for target in ("part.bml", "main.bml"):
        done = run_cli("analyze", "main.bml", "--deals", "10", "-o", target, cwd=tmp_path)
        _refused(done, target)
    assert (tmp_path / "part.bml").read_text() == PART
    assert (tmp_path / "main.bml").read_text() == MAIN


def test_the_writer_keeps_an_existing_file_s_owner_where_it_can(tmp_path: Path) -> None:
    target = tmp_path / "out.htm"
    target.write_text("old")
    if os.geteuid() != 0:
        pytest.skip("only root can give a file to another owner")
    os.chown(target, 12345, 12346)
    write(str(target), "new")
    assert (target.stat().st_uid, target.stat().st_gid) == (12345, 12346)
    assert target.read_text() == "new"
