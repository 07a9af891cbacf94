"""The ``bridgec`` command line (typer): convert, formats, passes, schema and friends.

Exit codes: 0 success, 1 errors in the input, 2 usage errors. Bad input never shows a
traceback; set ``BRIDGEC_DEBUG=1`` to see one for an internal error.
"""

from __future__ import annotations

import copy
import enum
import json
import re
import sys
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal

import msgspec
import typer

from bridgec import __version__, codes, config, ir, registry
from bridgec.api import check_file
from bridgec.cli.convert import run_convert, usage
from bridgec.cli.hand import hand_command
from bridgec.cli.matcher import analyze_command, bid_command, constraints_report, matcher_app
from bridgec.cli.process import guarded
from bridgec.cli.terminal import echo, echo_json
from bridgec.cli.tm import tm_app
from bridgec.cli.writing import write_file
from bridgec.diagnostics import Diagnostic, InputError
from bridgec.options import DEFAULT_MAX_INPUT_BYTES, ParseOptions
from bridgec.pipeline import (
    SourceCache,
    schema_json,
    unique,
)

app = typer.Typer(
    rich_markup_mode=None,
    name="bridgec",
    help="Compile contract-bridge bidding systems (BML, BSS, GIB rules, Table Manager "
    "sessions) into one IR and emit HTML, LaTeX, BSS, BML, IR JSON and matcher tables.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)

Target = enum.Enum("Target", {k: k for k in registry.TARGETS}, type=str)  # type: ignore[misc]
Source = enum.Enum("Source", {k: k for k in registry.FRONT_ENDS}, type=str)  # type: ignore[misc]


def _version(value: bool) -> None:
    if value:
        typer.echo(f"bridgec {__version__} (IR {ir.IR_VERSION})")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Print the version and exit.")] = False,
) -> None:
    """bridgec: one IR for bridge bidding systems, many front ends and emitters."""


class BssForm(str, enum.Enum):
    """How BSS output is written (``--bss-form``)."""

    bboalert = "bboalert"
    spec = "spec"

    @property
    def literal(self) -> Literal["bboalert", "spec"]:
        return "spec" if self is BssForm.spec else "bboalert"


@app.command()
def convert(
    inputs: Annotated[list[str], typer.Argument(help="Input files; - for standard input.")],
    to: Annotated[str, typer.Option(
        "-t", "--to", help=f"Output format: {', '.join(registry.TARGETS)}.")],
    from_: Annotated[str | None, typer.Option(
        "-f", "--from", help=f"Input format: {', '.join(registry.FRONT_ENDS)} (default: "
        "from the file extension; standard input: from its lines).")] = None,
    output: Annotated[str | None, typer.Option(
        "-o", "--output", help="Output file, - for stdout, or a directory for several "
        "inputs (default: the input name with the format's extension).")] = None,
    tree: Annotated[bool, typer.Option("--tree/--no-tree",
                                       help="Bid tables as trees (HTML, LaTeX).")] = True,
    include_external_files: Annotated[bool, typer.Option(
        "--include-external-files/--no-include-external-files",
        help="Embed the stylesheet/macros, or link them.")] = True,
    indentation: Annotated[int, typer.Option("-i", "--indentation", min=1, max=9,
                                             help="Indentation step of bid tables.")] = 2,
    four_colour: Annotated[bool, typer.Option(
        "--four-colour", help="Four-colour suits: clubs green, diamonds orange (HTML, "
        "LaTeX).")] = False,
    encoding: Annotated[str | None, typer.Option(
        help="Input encoding (default: detect).")] = None,
    include_path: Annotated[list[str] | None, typer.Option(
        "--include-path", help="Another directory #INCLUDE may read from.")] = None,
    macros: Annotated[str | None, typer.Option(help="GIB macro file (mac.m4).")] = None,
    passes: Annotated[str | None, typer.Option(
        help="Comma-separated passes to run instead of the default pipeline.")] = None,
    dump_ir_after: Annotated[str | None, typer.Option(
        help="Print the IR JSON to stderr after this pass ('all' for every pass).")] = None,
    verify_each: Annotated[bool, typer.Option(
        help="Run the IR verifier after every pass.")] = False,
    max_input_size: Annotated[int, typer.Option(
        help="Refuse inputs larger than this many bytes.")] = DEFAULT_MAX_INPUT_BYTES,
    quiet: Annotated[bool, typer.Option("-q", "--quiet", help="Show errors only.")] = False,
    bss_form: Annotated[BssForm, typer.Option(
        help="BSS output: as BBOalert reads it, or every field as the spec writes it "
        "(docs/bss.md).")] = BssForm.bboalert,
    watch: Annotated[bool, typer.Option(
        "-w", "--watch", help="Convert again whenever an input or a file it includes "
        "changes, until Ctrl-C.")] = False,
    select: Annotated[str | None, typer.Option(
        "--select", help="Show only these warning codes (as bridgec check; default: the "
        "project's bridgec.toml or [tool.bridgec], else the default set).")] = None,
    ignore: Annotated[str | None, typer.Option(
        "--ignore", help="Hide these codes (added to the project's ignore).")] = None,
) -> None:
    """Convert bidding systems between formats.

    Examples:

      bridgec convert system.bml -t html

      bridgec convert system.bml -t bss -o system.bss

      cat rules.ir.json | bridgec convert - -f ir-json -t ir-json -o -

      bridgec convert a.bml b.bml -t latex -o build/

      bridgec convert system.bml -t pdf --watch
    """
    code = run_convert(
        inputs, to, from_, output, tree, include_external_files,
        indentation, four_colour, encoding, include_path, macros, passes, dump_ir_after,
        verify_each, max_input_size, quiet, bss_form.literal, watch, select, ignore)
    if code:
        raise typer.Exit(code)


def _usage(message: str) -> None:
    raise typer.Exit(usage(message))


class CheckFormat(str, enum.Enum):
    """Output format of ``bridgec check``."""

    text = "text"
    json = "json"


@app.command()
def check(
    inputs: Annotated[list[str], typer.Argument(help="Systems to check; - for stdin.",
                                                metavar="FILE...")],
    from_: Annotated[Source | None, typer.Option(
        "-f", "--from", help="Input format (default: from the file extension).",
        metavar="FORMAT")] = None,
    select: Annotated[str | None, typer.Option(
        "--select", metavar="CODES", help="Show only these codes: comma-separated codes, "
        "prefixes ending in '-' (bml-), or ALL. Errors are always shown.")] = None,
    ignore: Annotated[str | None, typer.Option(
        "--ignore", metavar="CODES", help="Hide these codes (as --select).")] = None,
    statistics: Annotated[bool, typer.Option(
        "--statistics", help="Count the diagnostics per code instead of listing them.")
    ] = False,
    quiet: Annotated[bool, typer.Option(
        "-q", "--quiet", help="Errors only, and the summary.")] = False,
    strict: Annotated[bool, typer.Option(help="Fail (exit 1) on warnings too.")] = False,
    output_format: Annotated[CheckFormat, typer.Option(
        "--format", help="text, or json for editors and CI.")] = CheckFormat.text,
    include_path: Annotated[list[str] | None, typer.Option(
        "--include-path", help="Another directory #INCLUDE may read from.",
        metavar="DIR")] = None,
    macros: Annotated[str | None, typer.Option(help="GIB macro file (mac.m4).",
                                               metavar="FILE")] = None,
    encoding: Annotated[str | None, typer.Option(
        help="Input encoding (default: detect).", metavar="NAME")] = None,
    constraints: Annotated[bool, typer.Option(
        "--constraints", help="Also list each rule's hand constraints (inferred ones marked), "
        "a note for each part of a meaning not understood (meaning-unread), and how many "
        "rules were understood fully, partly or not at all.")] = False,
    max_input_size: Annotated[int, typer.Option(
        help="Refuse inputs larger than this many bytes.", metavar="BYTES")]
    = DEFAULT_MAX_INPUT_BYTES,
) -> None:
    """Check systems: front end, passes, then every check; each finding has a code.

    By default only mistakes are shown; style and bidding-coverage findings (alternation,
    constraint-overlap, constraint-hole, ...) need --select. A comment
    '// bridgec: ignore[code]' on a line, or alone on the line above it, silences that
    code there (and is never published in any output). A bridgec.toml, or a
    [tool.bridgec] table in pyproject.toml, beside the system or above it sets select
    and ignore for the project. Codes are listed in docs/checks.md.

    Exits 0 if no error (no warning either with --strict), else 1.

    Examples:

      bridgec check system.bml

      bridgec check --statistics --select ALL system.bml

      bridgec check --select constraint-hole --ignore bml- system.bml

      bridgec check --strict --format json system.bss
    """
    chosen, hidden = _split_codes(select), _split_codes(ignore)
    popts = ParseOptions(encoding=encoding, include_paths=tuple(include_path or ()),
                         macros=macros, max_input_bytes=max_input_size)
    sources = SourceCache()
    found: list[Diagnostic] = []
    hidden_count = 0
    for path in inputs:
        try:
            run, ignored = config.for_input(path).merged(chosen, hidden)
        except InputError as exc:
            found.extend(exc.diagnostics)
            continue
        if constraints and codes.wanted("meaning-unread", ("ALL",), ignored):
            # the checks the selection runs, and the one giving meaning-unread
            run = (*(run or (c for c, k in codes.CODES.items() if k.default)),
                   "meaning-unread")
        result = check_file(path, from_=from_.value if from_ else None, sources=sources,
                            select=run, ignore=ignored, **msgspec.structs.asdict(popts))
        found.extend(result.diagnostics)
        hidden_count += result.hidden
    everything = unique(found)
    shown = [d for d in everything if not (quiet and d.severity != "error")]
    counts: Counter[str] = Counter(d.severity for d in shown)
    summary = _summary_line(counts, len(inputs), hidden_count + len(everything) - len(shown))
    if output_format is CheckFormat.json:
        payload = {"diagnostics": [msgspec.to_builtins(d) for d in shown],
                   "summary": {"errors": counts["error"], "warnings": counts["warning"],
                               "infos": counts["info"], "files": len(inputs)}}
        echo_json(json.dumps(payload, indent=2, ensure_ascii=False))
    elif statistics:
        for (code, severity), n in sorted(Counter((d.code or "-", d.severity)
                                                  for d in shown).items(),
                                          key=lambda kv: (-kv[1], kv[0])):
            known = codes.CODES.get(code)
            echo(f"{n:>6}  {code:<24} {severity:<8} {known.summary if known else ''}")
        echo(summary)
    else:
        if shown:
            echo(sources.render(shown))
        if constraints:
            echo(constraints_report(inputs, from_.value if from_ else None, popts))
        echo(summary)
    if counts["error"] or (strict and counts["warning"]):
        raise typer.Exit(1)


def _split_codes(text: str | None) -> tuple[str, ...]:
    names = codes.listed(text)
    bad = codes.unknown(names)
    if bad:
        _usage(f"unknown code {bad[0]!r}{codes.suggestion(bad[0])} (the codes are listed in "
               "docs/checks.md)")
    return names


def _summary_line(counts: Mapping[str, int], files: int, hidden: int) -> str:
    def n(word: str, k: int) -> str:
        return f"{k} {word}{'s' * (k != 1)}"

    line = (f"{n('error', counts['error'])}, {n('warning', counts['warning'])}"
            + (f", {n('info', counts['info'])}" if counts["info"] else "")
            + f" in {n('file', files)}")
    if hidden:
        line += (f" ({hidden} more not shown by default or by your selection: "
                 "--statistics --select ALL counts them)")
    return line


@app.command()
def formats() -> None:
    """List the front ends (input formats) and emitters (output formats).

    Example:

      bridgec formats
    """
    typer.echo("Front ends (-f):")
    for name, front in registry.FRONT_ENDS.items():
        typer.echo(f"  {name:<12} {' '.join(front.extensions):<22} {front.description}")
    typer.echo("Emitters (-t):")
    for name, emitter in registry.TARGETS.items():
        typer.echo(f"  {name:<12} {emitter.extension:<22} {emitter.description}")


@app.command("passes")
def list_passes() -> None:
    """List the IR passes and checks with a one-line summary each.

    Example:

      bridgec passes
    """
    typer.echo("Passes:")
    for name, fn in registry.PASSES.items():
        typer.echo(f"  {name:<24} {_summary(fn)}")
    typer.echo("Checks:")
    for name, check_fn in registry.CHECKS.items():
        typer.echo(f"  {name:<24} {_summary(check_fn)}")
    typer.echo("Passes each input format runs for the view an output reads:")
    for name, front in registry.FRONT_ENDS.items():
        views = "; ".join(f"{view}: {', '.join(front.pipeline.get(view, ())) or 'none'}"
                          for view in registry.VIEWS)
        typer.echo(f"  {name:<12} {views}")
    typer.echo("Views each output reads (and its own passes):")
    for name, emitter in registry.EMITTERS.items():
        extra = f" (then {', '.join(emitter.pipeline)})" if emitter.pipeline else ""
        typer.echo(f"  {name:<12} {' and '.join(emitter.reads)}{extra}")


def _summary(fn: object) -> str:
    doc = (getattr(fn, "__doc__", None) or "").strip()
    if not doc:
        module = sys.modules.get(getattr(fn, "__module__", ""), None)
        doc = (module.__doc__ or "").strip() if module else ""
    first = doc.splitlines()[0] if doc else ""
    return re.sub(r":\w+:`~?([^`]*)`|``([^`]*)``", lambda m: m.group(1) or m.group(2), first)


@app.command()
def schema(
    output: Annotated[str | None, typer.Option(
        "-o", "--output", help="Write to this file instead of stdout.")] = None,
) -> None:
    """Print the JSON Schema of IR JSON (generated from the IR classes).

    Example:

      bridgec schema > ir-schema/bridgec-ir.schema.json
    """
    write_file(output, schema_text())


def schema_text() -> str:
    """The schema as committed in ir-schema/: sorted keys, two-space indent, final newline."""
    return schema_json(ir.schema())


app.add_typer(tm_app, name="tm")
app.command("hand")(hand_command)
app.add_typer(matcher_app, name="matcher")
app.command("bid")(bid_command)
app.command("analyze")(analyze_command)


METAVARS = {
    "inputs": "FILE...", "output": "FILE", "to": "FORMAT", "from_": "FORMAT",
    "include_path": "DIR", "macros": "FILE", "encoding": "NAME", "passes": "PASS,...",
    "dump_ir_after": "PASS", "max_input_size": "BYTES", "indentation": "N", "hand": "HAND",
    "table": "SYSTEM", "auction": "CALLS", "seat": "SEAT", "vul": "VUL", "system": "FILE",
    "deals": "N", "seed": "N", "file": "FILE", "host": "HOST", "port": "PORT",
    "boards": "N", "log": "FILE", "timeout": "SECONDS", "team": "NAME", "select": "CODES",
    "ignore": "CODES", "output_format": "text|json", "reconnect": "SECONDS", "pause": "SECONDS",
}
"""Placeholders in --help, by parameter name, instead of typer's <str> and <list[str]>."""


def _no_type(ctx: object) -> None:
    return None


def command(args: Sequence[str] | None = None) -> Any:
    """The click command the console entry point runs: the app, with readable metavars.

    ``args`` are the command-line arguments: when the first names a command, only that
    command is built (typer reads the signature of every command it builds, a cost each
    run would otherwise pay for all of them). ``bridgec --help`` and unknown commands get
    the whole app.
    """
    root = typer.main.get_command(_app_for(args[0] if args else None))
    stack = [root]
    while stack:
        cmd = stack.pop()
        for param in cmd.params:
            if param.name in METAVARS and not getattr(param, "is_flag", False):
                param.metavar = METAVARS[param.name]
                if getattr(param, "param_type_name", "") == "argument":
                    param.display_type_rich = _no_type  # type: ignore[attr-defined]
        stack.extend(getattr(cmd, "commands", {}).values())
    return root


def _app_for(name: str | None) -> typer.Typer:
    """The app with only the command or group ``name``, or the whole app."""
    commands = [c for c in app.registered_commands
                if c.name == name or (c.name is None and c.callback is not None
                                      and c.callback.__name__ == name)]
    groups = [g for g in app.registered_groups if g.name == name]
    if not commands and not groups:
        return app
    one = copy.copy(app)
    one.registered_commands, one.registered_groups = commands, groups
    return one


def run(args: Sequence[str]) -> int:
    """Run ``bridgec`` on ``args`` (without the program name) through typer; the exit code.

    Bad input and usage errors are messages and codes (1, 2); an internal error is a
    one-line message and 1 (``BRIDGEC_DEBUG=1`` raises it instead).
    """
    return guarded(lambda: _typer(args))


def _typer(args: Sequence[str]) -> int:
    try:
        command(args)(args=list(args), prog_name="bridgec")
    except SystemExit as exc:
        return _code(exc.code)
    return 0


def _code(code: object) -> int:
    """The exit code ``sys.exit(code)`` gives (a message is printed, and is 1)."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1
