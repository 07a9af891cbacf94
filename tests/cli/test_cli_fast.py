"""The plain reading of ``bridgec convert`` command lines (``bridgec.cli.convert``) against
typer's: the same options, and the same parameters for every command line it accepts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec.cli.app import command
from bridgec.cli.convert import OPTIONS, fast_args

ROOT = Path(__file__).resolve().parents[2]


def _typer_convert() -> Any:
    return command(["convert"]).commands["convert"]


def _shape(param: Any) -> tuple[object, ...]:
    """What the plain reading must know of a click option."""
    kind = "switch" if param.is_flag else "list" if param.multiple else \
        "int" if param.type.name in ("int", "int range") else "text"
    choices = tuple(getattr(param.type, "choices", ()))
    low = getattr(param.type, "min", None)
    high = getattr(param.type, "max", None)
    default = getattr(param.default, "value", param.default)
    return (param.name, tuple(param.opts), tuple(param.secondary_opts), kind, choices, low,
            high, default)


def test_options_are_typers() -> None:
    ours = {o.name: (o.name, o.flags, o.off, o.kind, o.choices, o.low, o.high, o.default)
            for o in OPTIONS}
    theirs = {p.name: _shape(p) for p in _typer_convert().params
              if p.param_type_name == "option"}
    assert ours == theirs


def _click_params(args: list[str]) -> dict[str, object] | None:
    try:
        ctx = _typer_convert().make_context("convert", list(args))
    except Exception:  # noqa: BLE001 - typer's (vendored) click refused the command line
        return None
    params = dict(ctx.params)
    params = {k: getattr(v, "value", v) for k, v in params.items()}
    params["include_path"] = list(params["include_path"] or []) or None
    params["inputs"] = list(params["inputs"])
    return params


_VALUES = ["html", "latex", "bss", "bml", "ir-json", "spec", "bboalert", "3", "0", "12",
           "x.bml", "-", "out/", "a=b", "--tree", "-q", ""]
_TOKENS = [flag for o in OPTIONS for flag in (*o.flags, *o.off)] + [
    "a.bml", "b.bss", "-", "--", "-qt", "--help", "-h", "--bogus", "-x", "--to=html",
    "--indentation=4", "--tree=1", "-t=html", "--bss-form=spec"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(_TOKENS), st.sampled_from(_VALUES)), max_size=9))
def test_plain_reading_agrees_with_typer(args: list[str]) -> None:
    plain = fast_args(args)
    if plain is None:
        return  # typer reads it, and says what is wrong
    assert plain == _click_params(args)


def _option_words(option: Any) -> Any:
    flags = st.sampled_from([*option.flags, *option.off])
    if option.kind == "switch":
        return flags.map(lambda f: [f])
    values = st.sampled_from([*option.choices, "x"] if option.choices else
                             ["0", "1", "5", "9", "10", "-3", "x", "a=b", "-"])
    return st.tuples(flags, values, st.booleans()).map(
        lambda t: [f"{t[0]}={t[1]}"] if t[2] and t[0].startswith("--") else [t[0], t[1]])


@st.composite
def _command_lines(draw: Any) -> list[str]:
    """Inputs and options as users write them, in any order, sometimes twice or wrong."""
    words: list[list[str]] = [[draw(st.sampled_from(["a.bml", "b.bss", "-", "c.ir.json"]))]
                              for _ in range(draw(st.integers(0, 3)))]
    words.append(["-t", draw(st.sampled_from([*OPTIONS[0].choices, "pdf"]))])
    for option in draw(st.lists(st.sampled_from(OPTIONS), max_size=6)):
        words.append(draw(_option_words(option)))
    order = draw(st.permutations(range(len(words))))
    return [word for i in order for word in words[i]]


@settings(max_examples=500, deadline=None)
@given(_command_lines())
def test_command_lines_as_written(args: list[str]) -> None:
    plain = fast_args(args)
    if plain is not None:
        assert plain == _click_params(args)
    elif _click_params(args) is not None:  # typer would read it: only a repeat is declined
        flags = [a.partition("=")[0] for a in args if a.startswith("-") and a != "-"]
        names = [o.name for f in flags for o in OPTIONS if f in (*o.flags, *o.off)]
        assert len(names) != len(set(names))


@pytest.mark.parametrize("args", [
    ["a.bml", "-t", "html"],
    ["a.bml", "b.bml", "--to", "latex", "-o", "build/", "--no-tree", "-q"],
    ["-", "-f", "ir-json", "-t", "ir-json", "-o", "-"],
    ["a.bml", "-t", "bss", "--bss-form", "spec", "--include-path", "x", "--include-path", "y"],
    ["a.bml", "--to=html", "--indentation=3", "--four-colour", "--max-input-size", "100"],
])
def test_plain_command_lines_skip_typer(args: list[str]) -> None:
    plain = fast_args(args)
    assert plain is not None
    assert plain == _click_params(args)


@pytest.mark.parametrize("args", [
    ["a.bml"], ["-t", "html"], ["a.bml", "-t", "html", "--help"],
    ["a.bml", "-t", "html", "-t", "latex"], ["a.bml", "-t", "html", "-i", "12"],
    ["a.bml", "-qt", "html"], ["--", "-a.bml", "-t", "html"], ["a.bml", "-t"],
])
def test_typer_reads_the_rest(args: list[str]) -> None:
    assert fast_args(args) is None


def test_convert_does_not_import_typer(tmp_path: Path) -> None:
    source = tmp_path / "s.bml"
    source.write_text("1C 12+\n")
    code = ("import sys\n"
            f"sys.argv = ['bridgec', 'convert', {str(source)!r}, '-t', 'html', '-q']\n"
            "from bridgec.cli.entry import main\nmain()\n")
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", code],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "s.htm").exists()
    loaded = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()
              if line.startswith("import time:")}
    assert "bridgec.cli.convert" in loaded
    assert not {"typer", "click", "bridgec.cli.app"} & loaded


def test_docstring_examples_run() -> None:
    import doctest

    import bridgec.cli.convert

    found = doctest.testmod(bridgec.cli.convert)
    assert found.attempted > 0 and found.failed == 0
