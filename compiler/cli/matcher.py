"""The matcher's commands: ``bridgec bid``, ``bridgec matcher dump``, ``bridgec analyze``,
and the ``--constraints`` report of ``bridgec check``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from bridgec import ir, registry
from bridgec.bridge.auction import auction_over
from bridgec.bridge.calls import read_calls
from bridgec.constraints.text import constraint_text
from bridgec.diagnostics import InputError
from bridgec.matcher import format as mf
from bridgec.matcher.explain import dump
from bridgec.matcher.runtime import BidError, Table, from_bytes, load
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import (
    SourceCache,
    emit,
    front_end,
    parse_bytes,
    pipeline_for,
    read_input,
    run_passes,
    schema_json,
    write_atomic,
    write_output,
)

matcher_app = typer.Typer(help="Inspect compiled matcher tables.", no_args_is_help=True)


def _fail(message: str, code: int = 1) -> None:
    typer.echo(f"bridgec: error: {message}", err=True)
    raise typer.Exit(code)


def _load(path: str) -> Table:
    try:
        return load(path)
    except FileNotFoundError:
        _fail(f"{path}: no such file")
    except mf.TableError as exc:
        _fail(f"{path}: {exc}")
    except OSError as exc:
        _fail(f"{path}: cannot read: {exc.strerror}")
    raise AssertionError


def compile_system(path: str, cache: SourceCache | None = None) -> Table:
    """A system file of any input format compiled to a table in memory.

    Raises:
        InputError: the file cannot be read or has errors.
    """
    cache = cache or SourceCache()
    popts = ParseOptions()
    front = front_end(path, None)
    data = read_input(path, popts)
    cache.add(path, data)
    document, _ = parse_bytes(data, path, front, popts)
    emitter = registry.EMITTERS["matcher"]
    document = run_passes(document, pipeline_for(front, emitter))
    output = emit(document, emitter, EmitOptions()).output
    assert isinstance(output, bytes)
    return from_bytes(output)


def table_for(path: str) -> Table:
    """A ``.matcher`` table, or any system file compiled on the fly; exits 1 on errors."""
    if path.endswith(".matcher"):
        return _load(path)
    cache = SourceCache()
    try:
        return compile_system(path, cache)
    except InputError as exc:
        typer.echo(cache.render(exc.diagnostics), err=True)
        raise typer.Exit(1) from None


def bid_command(
    hand: Annotated[str, typer.Option("--hand", help="The hand: S.H.D.C (AKJ52.K984.Q73.6) "
                                      "or PBN N:S.H.D.C.")],
    table: Annotated[str, typer.Option("--table", "-t", help="A .matcher table, or a "
                                       "system file to compile first.")],
    auction: Annotated[str, typer.Option(help="Calls so far from the dealer: '1C P 1H P'.")]
    = "",
    seat: Annotated[int | None, typer.Option(help="Bidder's position from the dealer, 1-4 "
                                             "(default: from the auction).")] = None,
    vul: Annotated[str, typer.Option(help="none, we, they or both.")] = "none",
    explain: Annotated[bool, typer.Option("--explain", help="Also say why the other rules "
                                          "of this auction did not match.")] = False,
) -> None:
    """Ask a matcher table what to bid: ranked calls with their meaning and source.

    Examples:

      bridgec bid --table sayc.matcher --auction "1C P" --hand AKJ52.K984.Q73.6

      bridgec bid -t examples/sayc.bml --hand N:KQ2.AJ3.K984.Q72 --explain
    """
    t = table_for(table)
    try:
        found = t.bid(hand, auction, seat, vul)
        rejected = t.explain(hand, auction, seat, vul) if explain else []
    except BidError as exc:
        _fail(str(exc), 2)
    key = t.node_key(auction, seat)
    if not found and auction_over(read_calls(auction)):
        typer.echo("no call: the auction is over")
    elif not found:
        typer.echo(f"no call: the system has no rule that matches this hand"
                   f"{'' if key else ' (no definitions for this auction)'}")
    for rank, c in enumerate(found, start=1):
        where = f"  [{c.span}]" if c.span else ""
        prio = f" prio {c.priority}" if c.priority is not None else ""
        typer.echo(f"{rank}. {c.call:<3} {c.meaning}{prio}{where}")
    if explain:
        typer.echo(f"auction node: {key or '(none)'}")
        for r in rejected:
            typer.echo(f"   not {r.call:<3} {r.reason}  [{r.span}]" if r.span else
                       f"   not {r.call:<3} {r.reason}")


@matcher_app.command("dump")
def dump_command(
    table: Annotated[str, typer.Argument(help="A .matcher table.")],
) -> None:
    """Print a matcher table readably: auctions, entries in rank order, predicates.

    Example:

      bridgec matcher dump sayc.matcher
    """
    sys.stdout.write(dump(_load(table).table))


@matcher_app.command("schema")
def schema_command(
    output: Annotated[str | None, typer.Option(
        "-o", "--output", help="Write to this file instead of stdout.")] = None,
) -> None:
    """Print the JSON Schema of the matcher table layout.

    Example:

      bridgec matcher schema -o ir-schema/matcher-table.schema.json
    """
    write_output(output, schema_text())


def schema_text() -> str:
    """The table schema as committed in ir-schema/ (sorted keys, final newline)."""
    return schema_json(mf.schema())


def analyze_command(
    system: Annotated[str, typer.Argument(help="A system file, or a .matcher table.")],
    deals: Annotated[int, typer.Option(min=1, help="Random deals to bid.")] = 100000,
    seed: Annotated[int, typer.Option(help="Random seed (same seed, same report).")] = 1,
    output: Annotated[str | None, typer.Option(
        "-o", "--output", help="The HTML report (default: SYSTEM with .analysis.htm).")] = None,
) -> None:
    """Deal random hands, bid openings and first responses, write an HTML report.

    Example:

      bridgec analyze examples/sayc.bml --deals 200000 --seed 7
    """
    from bridgec.matcher.analyze import analyze  # numpy: only for this command
    from bridgec.matcher.report import render

    t = table_for(system)
    target = output or str(Path(system).with_suffix("")) + ".analysis.htm"
    show = sys.stderr.isatty()
    with typer.progressbar(length=deals, label="dealing", file=sys.stderr,
                           hidden=not show) as bar:
        result = analyze(t, deals, seed, progress=bar.update)
    write_atomic(target, render(result, Path(system).name))
    typer.echo(f"{result.deals} deals, {result.hands} hands bid in {result.seconds:.2f} s "
               f"({result.hands_per_second:,.0f} hands/s); "
               f"{result.openings.no_call} openings with no call, "
               f"{result.openings.ambiguous} ambiguous", err=True)
    typer.echo(f"wrote {target}", err=True)


def constraints_report(paths: list[str], fmt: str | None, popts: ParseOptions) -> str:
    """Every rule's hand constraint (source or inferred) and the share of rules with one."""
    lines: list[str] = []
    total = with_constraint = inferred = 0
    for path in paths:
        try:
            front = front_end(path, fmt)
            document, _ = parse_bytes(read_input(path, popts), path, front, popts)
            document = run_passes(document, (*pipeline_for(front, None),
                                             "infer_constraints"))
        except InputError:
            continue
        for rule in document.rules:
            total += 1
            shown = [*((rule.requires,) if rule.requires else ()), *rule.meaning.shows]
            if not shown:
                continue
            with_constraint += 1
            inferred += all(s.origin == "inferred" for s in shown)
            call = rule.call.name if isinstance(rule.call, ir.Call) else "?"
            auction = " ".join(c.call for c in rule.auction or ()) or "(opening)"
            text = "; ".join(f"{constraint_text(s.expr)} [{s.origin}]" for s in shown)
            lines.append(f"{rule.span or path}: {auction} -> {call}: {text}")
    share = 100 * with_constraint / total if total else 0.0
    lines.append(f"{with_constraint} of {total} rules ({share:.0f}%) have hand constraints, "
                 f"{inferred} of them inferred from their meaning")
    return "\n".join(lines)
