"""Drop-in replacements for the reference converters: bml2html, bml2latex, bml2bss, bss2bml.

They accept the reference tools' arguments (gpaulissen/bml 2.7.0) so existing scripts keep
working: ``inputfile`` (``-`` is stdin), ``-o/--outputfile`` (``-`` is stdout; default: the
input name with the output extension), ``-v/--verbose``, ``--version``, and for HTML and
LaTeX ``-i/--indentation``, ``--tree/--no-tree`` and
``--include-external-files/--no-include-external-files`` (and bridgec's ``--four-colour``).
Like the reference tools they print nothing but errors; ``-v`` adds warnings. Diagnostics
and exit codes are bridgec's (1 for input errors, 2 for usage errors). They import neither
typer nor numpy.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

import msgspec

from bridgec import __version__, registry
from bridgec.cli.assets import write_assets
from bridgec.cli.process import exit_process, keep_until_exit
from bridgec.cli.selection import selected_for
from bridgec.options import DEFAULT_MAX_INPUT_BYTES, EmitOptions, ParseOptions
from bridgec.output import OutputError, check_not_read, write
from bridgec.pipeline import compile_path


class Tool(msgspec.Struct, frozen=True):
    """One drop-in command: what it reads, what it writes, which flags it takes."""

    prog: str
    description: str
    source: str
    target: str
    extension: str
    layout_flags: bool


TOOLS = {
    "bml2html": Tool("bml2html", "Convert BML to HTML.", "bml", "html", ".htm", True),
    "bml2latex": Tool("bml2latex", "Convert BML to LaTeX.", "bml", "latex", ".tex", True),
    "bml2bss": Tool("bml2bss", "Convert BML to BSS.", "bml", "bss", ".bss", False),
    "bss2bml": Tool("bss2bml", "Convert BSS to BML.", "bss", "bml", ".bml", False),
}


def _parser(tool: Tool) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=tool.prog, description=tool.description,
        epilog="When no output file is supplied, it is constructed from the input file by "
        f"replacing that extension by {tool.extension} (except when the input is -).")
    if tool.layout_flags:
        parser.add_argument("-i", "--indentation", type=int, choices=range(1, 10),
                            help="the indentation of a bidtable")
    parser.add_argument("-o", "--outputfile", help="the output file (- is stdout)")
    parser.add_argument("-v", "--verbose", action="count", default=0,
                        help="increase output verbosity")
    if tool.layout_flags:
        parser.add_argument("--tree", action=argparse.BooleanOptionalAction, default=True)
        parser.add_argument("--include-external-files", action=argparse.BooleanOptionalAction,
                            default=True)
        parser.add_argument("--four-colour", action="store_true",
                            help="clubs green, diamonds orange (bridgec extension)")
    if tool.target == "bss":
        parser.add_argument("--bss-form", choices=("bboalert", "spec"), default="bboalert",
                            help="bboalert: as BBOalert reads it; spec: every field the BSS "
                            "spec names, as the reference writes it (bridgec extension)")
    parser.add_argument("--include-path", action="append", default=[], metavar="DIR",
                        help="another directory #INCLUDE may read from (bridgec extension)")
    parser.add_argument("--max-input-size", type=int, default=DEFAULT_MAX_INPUT_BYTES,
                        metavar="BYTES", help="refuse inputs larger than this (bridgec "
                        "extension)")
    parser.add_argument("--version", action="version", version=f"bridgec {__version__}")
    parser.add_argument("inputfile", help="the input file (- is stdin)")
    return parser


def default_output(inputfile: str, extension: str) -> str:
    """The reference's default: the input with its extension replaced; stdout for stdin."""
    if inputfile == "-":
        return "-"
    return str(Path(inputfile).with_suffix(extension))


def run(tool: Tool, argv: list[str]) -> int:
    """Run one drop-in command with ``argv`` (without the program name)."""
    args = _parser(tool).parse_args(argv)
    output = args.outputfile or default_output(args.inputfile, tool.extension)
    popts = ParseOptions(indentation=getattr(args, "indentation", None),
                         include_paths=tuple(args.include_path),
                         max_input_bytes=args.max_input_size)
    eopts = EmitOptions(tree=getattr(args, "tree", True),
                        include_external_files=getattr(args, "include_external_files", True),
                        bss_form="spec" if getattr(args, "bss_form", "") == "spec" else
                        "bboalert", output_name=output,
                        four_colour=getattr(args, "four_colour", False))
    try:
        check_not_read(output, (args.inputfile,))  # before any work: bss2bml card.bml
    except OutputError as exc:
        print(exc.diagnostic.render(), file=sys.stderr)
        return exc.code
    result = compile_path(args.inputfile, from_=tool.source, to=tool.target,
                          parse_options=popts, emit_options=eopts,
                          report_settled=bool(args.verbose))  # quiet: no checks to load
    keep_until_exit(result)
    result = selected_for(result, args.inputfile, (), ())  # the project's, and comments
    shown = result.render(errors_only=not args.verbose, limit=None if args.verbose else 30)
    if shown:
        print(shown, file=sys.stderr)
    if result.output is None:
        return 1
    try:
        check_not_read(output, result.read)
        write(output, result.output)
        if not eopts.include_external_files:  # the stylesheet or macros the output links
            write_assets(registry.TARGETS[tool.target], output, result.read,
                         None if output != "-" and not args.verbose else _note(tool.prog))
    except OutputError as exc:
        print(exc.diagnostic.render(), file=sys.stderr)
        return exc.code
    if args.verbose and output != "-":
        print(f"{tool.prog}: wrote {output}", file=sys.stderr)
    return 0


def _note(prog: str) -> Callable[[str], None]:
    return lambda message: print(f"{prog}: {message}", file=sys.stderr)


def _entry(name: str) -> None:
    try:
        code = run(TOOLS[name], sys.argv[1:])
    except KeyboardInterrupt:
        code = 130
    except Exception as exc:  # noqa: BLE001 - never a traceback for the user
        if os.environ.get("BRIDGEC_DEBUG"):
            raise
        print(f"{name}: internal error: {type(exc).__name__}: {exc} (a bug in bridgec; "
              "rerun with BRIDGEC_DEBUG=1 and report it)", file=sys.stderr)
        code = 1
    exit_process(code)


def bml2html() -> None:
    """Console entry point ``bml2html``."""
    _entry("bml2html")


def bml2latex() -> None:
    """Console entry point ``bml2latex``."""
    _entry("bml2latex")


def bml2bss() -> None:
    """Console entry point ``bml2bss``."""
    _entry("bml2bss")


def bss2bml() -> None:
    """Console entry point ``bss2bml``."""
    _entry("bss2bml")
