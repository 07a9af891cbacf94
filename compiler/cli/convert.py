"""``bridgec convert``: its work, and the plain reading of its command line without typer.

``convert`` is the command users run most, and typer costs a run about 50 ms before any
work (importing it and building the command). So the console entry point reads a plain
``convert`` command line itself with :func:`fast_args`: the options as ``bridgec convert
--help`` lists them, each at most once, values after a blank or ``=``. Anything else (help,
a mistake, a form of click's it does not know) gives ``None``, and typer reads the command
line, so typer's messages stay the only ones. :func:`run_convert` is the command's work,
called by both readings. ``tests/cli/test_cli_fast.py`` checks :data:`OPTIONS` against the typer
command's parameters and that both readings of generated command lines agree.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Literal, NamedTuple

from bridgec import codes, ir, registry
from bridgec.cli.assets import write_assets
from bridgec.cli.process import keep_until_exit
from bridgec.cli.selection import selected_for
from bridgec.diagnostics import did_you_mean, terminal_safe_json
from bridgec.options import DEFAULT_MAX_INPUT_BYTES, EmitOptions, ParseOptions
from bridgec.output import OutputError, check_clashes, check_not_read, to_stdout, write
from bridgec.pipeline import OnPass, Result, SourceCache, compile_path

MAX_SHOWN = 30
"""Diagnostics printed per input before the rest are only counted."""


class Option(NamedTuple):
    """One option of ``bridgec convert`` as the plain reading knows it."""

    name: str
    """The parameter of :func:`run_convert` it sets."""
    flags: tuple[str, ...]
    """Its spellings; for a switch, those that turn it on."""
    off: tuple[str, ...] = ()
    """A switch's spellings that turn it off."""
    kind: Literal["text", "int", "switch", "list"] = "text"
    choices: tuple[str, ...] = ()
    """The values allowed (any when empty)."""
    low: int | None = None
    high: int | None = None
    default: object = None


OPTIONS = (
    Option("to", ("-t", "--to")),
    Option("from_", ("-f", "--from")),
    Option("output", ("-o", "--output")),
    Option("tree", ("--tree",), ("--no-tree",), kind="switch", default=True),
    Option("include_external_files", ("--include-external-files",),
           ("--no-include-external-files",), kind="switch", default=True),
    Option("indentation", ("-i", "--indentation"), kind="int", low=1, high=9, default=2),
    Option("four_colour", ("--four-colour",), kind="switch", default=False),
    Option("encoding", ("--encoding",)),
    Option("include_path", ("--include-path",), kind="list"),
    Option("macros", ("--macros",)),
    Option("passes", ("--passes",)),
    Option("dump_ir_after", ("--dump-ir-after",)),
    Option("verify_each", ("--verify-each",), ("--no-verify-each",), kind="switch",
           default=False),
    Option("max_input_size", ("--max-input-size",), kind="int",
           default=DEFAULT_MAX_INPUT_BYTES),
    Option("quiet", ("-q", "--quiet"), kind="switch", default=False),
    Option("bss_form", ("--bss-form",), choices=("bboalert", "spec"), default="bboalert"),
    Option("watch", ("-w", "--watch"), kind="switch", default=False),
    Option("select", ("--select",)),
    Option("ignore", ("--ignore",)),
)
"""The options of ``bridgec convert`` (``bridgec.cli.app.convert`` defines them for typer)."""

_BY_FLAG = {flag: (option, True) for option in OPTIONS for flag in option.flags} | \
    {flag: (option, False) for option in OPTIONS for flag in option.off}


def fast_args(args: Sequence[str]) -> dict[str, object] | None:
    """The parameters of :func:`run_convert` that ``args`` (after ``convert``) give, or
    ``None`` when typer must read them: help, an unknown or repeated option, a bad value, a
    form the plain reading does not know (``-qt html``, ``--``), no input or no ``-t``.

    Example:
        >>> fast_args(["a.bml", "-t", "html", "--no-tree"])["tree"]
        False
        >>> fast_args(["a.bml", "--help"]) is None
        True
    """
    values: dict[str, object] = {option.name: option.default for option in OPTIONS}
    inputs: list[str] = []
    seen: set[str] = set()
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "-" or not arg.startswith("-"):
            inputs.append(arg)
            continue
        flag, equals, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        found = _BY_FLAG.get(flag)
        if found is None:
            return None
        option, on = found
        if option.name in seen and option.kind != "list":
            return None
        seen.add(option.name)
        if option.kind == "switch":
            if equals:
                return None
            values[option.name] = on
            continue
        if not equals:
            if i == len(args):
                return None
            value = args[i]
            i += 1
        read = _value(option, value)
        if read is None:
            return None
        if option.kind == "list":
            values[option.name] = [*(values[option.name] or []), read]  # type: ignore[misc]
        else:
            values[option.name] = read
    if not inputs or values["to"] is None:
        return None
    values["inputs"] = inputs
    return values


def _value(option: Option, text: str) -> object:
    if option.choices and text not in option.choices:
        return None
    if option.kind != "int":
        return text
    try:
        number = int(text)
    except ValueError:
        return None
    if (option.low is not None and number < option.low) or \
            (option.high is not None and number > option.high):
        return None
    return number


def run_convert(inputs: Sequence[str], to: str, from_: str | None = None,
                output: str | None = None, tree: bool = True,
                include_external_files: bool = True, indentation: int = 2,
                four_colour: bool = False, encoding: str | None = None,
                include_path: Sequence[str] | None = None, macros: str | None = None,
                passes: str | None = None, dump_ir_after: str | None = None,
                verify_each: bool = False, max_input_size: int = DEFAULT_MAX_INPUT_BYTES,
                quiet: bool = False, bss_form: Literal["bboalert", "spec"] = "bboalert",
                watch: bool = False, select: str | None = None,
                ignore: str | None = None) -> int:
    """Convert each input to ``to`` and write it; the exit code (0, 1 bad input, 2 usage).
    With ``watch``, convert again whenever an input or a file it includes changes."""
    for kind, name, table in (("output", to, registry.TARGETS),
                              ("input", from_, registry.FRONT_ENDS)):
        if name is not None and name not in table:
            return usage(f"unknown {kind} format {name!r}{did_you_mean(name, table)} (one "
                         f"of: {', '.join(table)}; see 'bridgec formats')")
    chosen, hidden = codes.listed(select), codes.listed(ignore)
    for code in (*chosen, *hidden):
        if codes.unknown([code]):
            return usage(f"unknown code {code!r}{codes.suggestion(code)} (the codes are "
                         "listed in docs/checks.md)")

    def once() -> tuple[int, list[str]]:
        """One conversion of every input: its exit code and the files it read."""
        read: list[str] = list(inputs)
        code = _convert_into(read, inputs, to, from_, output, tree, include_external_files,
                             indentation, four_colour, encoding, include_path, macros,
                             passes, dump_ir_after, verify_each, max_input_size, quiet,
                             bss_form, chosen, hidden)
        return code, read

    if not watch:
        return once()[0]
    if "-" in inputs:
        return usage("--watch needs input files, not standard input")
    if output == "-":
        return usage("--watch writes files; give -o FILE or no -o, not -o -")
    from bridgec.cli.watch import watch as watching

    return watching(once, quiet)


def _convert_into(read: list[str], inputs: Sequence[str], to: str, from_: str | None,
                  output: str | None, tree: bool, include_external_files: bool,
                  indentation: int, four_colour: bool, encoding: str | None,
                  include_path: Sequence[str] | None, macros: str | None,
                  passes: str | None, dump_ir_after: str | None, verify_each: bool,
                  max_input_size: int, quiet: bool, bss_form: Literal["bboalert", "spec"],
                  chosen: tuple[str, ...], hidden: tuple[str, ...]) -> int:
    """The conversion; the files it reads are added to ``read``."""
    emitter = registry.TARGETS[to]
    names = None
    if passes is not None:
        names = [n.strip() for n in passes.split(",") if n.strip()]
        unknown = [n for n in names if n not in registry.PASSES]
        if unknown:
            return usage(f"unknown pass {unknown[0]!r} (see 'bridgec passes')")
    if dump_ir_after not in (None, "all") and dump_ir_after not in registry.PASSES:
        return usage(f"unknown pass {dump_ir_after!r} for --dump-ir-after")
    if len(inputs) > 1 and output == "-":
        return usage("several inputs cannot all go to standard output; give -o DIRECTORY")
    popts = ParseOptions(encoding=encoding, include_paths=tuple(include_path or ()),
                         macros=macros, max_input_bytes=max_input_size)
    targets = [(path, output_path(path, output, emitter.extension, len(inputs) > 1))
               for path in inputs]
    try:
        check_clashes(targets)
        check_not_read([t for _, t in targets], inputs)  # the inputs: before any work
    except OutputError as exc:
        return _refused(exc)
    sources = SourceCache()
    failed = False
    on_pass = _dumper(dump_ir_after) if dump_ir_after else None
    done: list[tuple[str, str | bytes]] = []
    for path, target in targets:
        eopts = EmitOptions(tree=tree, include_external_files=include_external_files,
                            indentation=indentation, bss_form=bss_form, output_name=target,
                            four_colour=four_colour)
        result = compile_path(path, from_=from_, to=to, parse_options=popts,
                              emit_options=eopts, passes=names, verify_each=verify_each,
                              on_pass=on_pass, sources=sources)
        keep_until_exit(result)
        result = selected_for(result, path, chosen, hidden)
        report(result, quiet, limit=None if chosen else MAX_SHOWN)
        read.extend(result.read)
        if result.output is None:
            failed = True
            continue
        done.append((target, result.output))
    try:  # no output may replace a file any input read (an #INCLUDE too), or be half made
        check_not_read([target for target, _ in done], read)
        for target, data in done:
            write(target, data)
            if not to_stdout(target) and not quiet:
                print(f"wrote {target}", file=sys.stderr)
            if not include_external_files:
                write_assets(emitter, target, read, None if quiet else _say)
    except OutputError as exc:
        return _refused(exc)
    return 1 if failed else 0


def _say(message: str) -> None:
    print(message, file=sys.stderr)


def _refused(exc: OutputError) -> int:
    """Print a refused or failed write; its exit code."""
    if exc.code == 2:
        return usage(exc.diagnostic.message + (f" ({exc.diagnostic.hint})"
                                               if exc.diagnostic.hint else ""))
    print(exc.diagnostic.render(), file=sys.stderr)
    return exc.code


def report(result: Result, quiet: bool = False, limit: int | None = MAX_SHOWN) -> None:
    """Print a result's diagnostics to stderr, sorted by position (errors only if quiet);
    past ``limit``, a line counts the rest by code and says how to see them."""
    text = result.render(errors_only=quiet, limit=limit)
    if text:
        print(text, file=sys.stderr)


def usage(message: str) -> int:
    """Print a usage error; its exit code, 2."""
    print(f"bridgec: usage error: {message}", file=sys.stderr)
    return 2


def output_path(input_path: str, output: str | None, extension: str, many: bool) -> str:
    """Where an input's output goes: ``output`` (a file, ``-``, or a directory for several
    inputs), else beside the input with the format's extension."""
    if output == "-":
        return "-"
    stem = "stdin" if input_path == "-" else registry.strip_extension(Path(input_path).name)
    if output is None:
        base = Path(".") if input_path == "-" else Path(input_path).parent
        return str(base / f"{stem}{extension}")
    if many or Path(output).is_dir():
        return str(Path(output) / f"{stem}{extension}")
    return output


def _dumper(after: str) -> OnPass:
    def dump(name: str, document: ir.Document) -> None:
        if after in (name, "all"):
            print(f"// IR after {name}", file=sys.stderr)
            print(terminal_safe_json(ir.to_json(document)), file=sys.stderr)
    return dump
