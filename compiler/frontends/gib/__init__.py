"""Front end for GIB bidding databases (mb.txt, or mb.txt2 with ``--macros mac.m4``).

Each rule line becomes an ``ir.Rule`` (see ``bridgec.frontends.gib.lower``); comment lines are kept
as ``ir.Comment`` blocks; the ``layout_gib_rules`` pass lays the rules out as readable
tables. The grammar and every reading of the seed are in docs/gib.md.
"""

from __future__ import annotations

import msgspec

from bridgec import collector, ir
from bridgec.decoding import decode
from bridgec.diagnostics import Diagnostic, Span, error, warning
from bridgec.frontends.gib.goals import AntlrBudget
from bridgec.frontends.gib.lines import read_lines
from bridgec.frontends.gib.lower import lower_rule
from bridgec.frontends.gib.macros import MacroTable, read_macros
from bridgec.limits import read_at_most
from bridgec.options import ParseOptions, ParseResult

NAME = "gib"


def _macros(options: ParseOptions) -> tuple[MacroTable | None, tuple[Diagnostic, ...]]:
    """The macro file, read as every input is: at most the input size limit (one byte
    more is read to tell)."""
    path, limit = options.macros, options.max_input_bytes
    if path is None:
        return None, ()
    try:
        with open(path, "rb") as stream:
            data = read_at_most(stream, limit)
    except OSError as exc:
        return None, (error(f"{path}: cannot read the macro file: {exc.strerror}",
                            None, "check the --macros path"),)
    if data is None:  # no span: quoting its first line would read the whole file
        return None, (error(f"macro file {path} is larger than the input limit of {limit} "
                            "bytes", None,
                            "raise the limit with --max-input-size if the file is trusted"),)
    decoded = decode(data, path, fallback="latin-1")
    macros, problems = read_macros(decoded.text, path)
    return macros, (*decoded.diagnostics, *problems)


def parse(data: bytes, *, path: str, options: ParseOptions = ParseOptions()) -> ParseResult:
    """Read a rule file into a Document of rules and comments; never raises on bad input."""
    with collector.paused():
        return _parse(data, path, options)


def _parse(data: bytes, path: str, options: ParseOptions) -> ParseResult:
    decoded = decode(data, path, fallback="latin-1", encoding=options.encoding)
    text = decoded.text
    found: list[Diagnostic] = list(decoded.diagnostics)
    macros, macro_problems = _macros(options)
    found += macro_problems
    if options.macros is None and path.lower().endswith(".txt2"):
        found.append(warning("a .txt2 database uses the macros of mac.m4, and no macro file "
                             "was given: its macros stay unexpanded",
                             Span(path=path, line=1, col=1),
                             hint="give the macro file with --macros mac.m4",
                             code="gib-macros"))
    lines, line_problems = read_lines(text, path, macros, options.max_input_bytes)
    found += line_problems
    body: list[ir.Block] = []
    rules: list[ir.Rule] = []
    seen: dict[str, Span | None] = {}
    budget = AntlrBudget()
    for line in lines:
        if line.comment is not None:
            body.append(ir.Comment(text=line.comment, span=line.span))
            continue
        rule, diagnostics = lower_rule(line, budget)
        found += diagnostics
        if rule is None:
            continue
        if rule.id in seen:
            found.append(warning(f"rule id #{rule.rule_id} is used again (first at "
                                 f"{seen[rule.id]})", rule.span, "give each rule its own id",
                                 code="gib-rule-id"))
            rule = _renamed(rule, len(rules))
        seen[rule.id] = rule.span
        rules.append(rule)
    document = ir.Document(source=ir.Source(format=NAME, path=path), body=tuple(body),
                           rules=tuple(rules))
    return ParseResult(document=document, diagnostics=tuple(found))


def _renamed(rule: ir.Rule, index: int) -> ir.Rule:
    return msgspec.structs.replace(rule, id=f"{rule.id}-{index + 1}")
