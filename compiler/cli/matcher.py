"""The matcher's commands: ``bridgec bid``, ``bridgec matcher dump``, ``bridgec analyze``,
and the ``--constraints`` report of ``bridgec check``."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer

from bridgec import ir
from bridgec.cli.terminal import echo
from bridgec.cli.writing import write_file
from bridgec.diagnostics import terminal_safe
from bridgec.options import ParseOptions
from bridgec.output import OutputError, check_not_read
from bridgec.pipeline import (
    SourceCache,
    compile_path,
    run_passes,
    schema_json,
)

if TYPE_CHECKING:
    from bridgec.bidding import Bidder
    from bridgec.matcher.runtime import Candidate, IllegalAuction, Table
    from bridgec.meanings.context import Contexts

matcher_app = typer.Typer(rich_markup_mode=None, help="Inspect compiled matcher tables.",
                          no_args_is_help=True)


def _fail(message: str, code: int = 1) -> None:
    echo(f"bridgec: error: {message}", err=True)
    raise typer.Exit(code)


def _warn_notes(table: Table) -> None:
    """What the table noticed while bidding (rules that never match, and why)."""
    for note in table.notes:
        typer.echo(f"bridgec: warning: {note}", err=True)


def _load(path: str) -> Table:
    """A ``.matcher`` table file, whatever its name; exits 1 when it is not usable."""
    return _bidder(path, "matcher").table


def _bidder(path: str, from_: str | None = None, read: list[str] | None = None,
            sources: SourceCache | None = None) -> Bidder:
    """:func:`bridgec.bidding.load_bidder`; exits 1 on errors (printed to stderr)."""
    from bridgec.bidding import LoadError, load_bidder

    try:
        return load_bidder(path, from_=from_, read=read, sources=sources)
    except LoadError as exc:
        if exc.result is None:
            _fail(str(exc))
        echo(exc.render(), err=True)
        raise typer.Exit(1) from None


def compile_system(path: str, sources: SourceCache | None = None,
                   from_: str | None = None, read: list[str] | None = None) -> Table | None:
    """A system file of any input format compiled to a table in memory; None on errors
    (printed to stderr). The files read (the system, its includes) are added to ``read``."""
    try:
        return _bidder(path, from_, read, sources).table
    except typer.Exit:
        return None


def bid_command(
    table: Annotated[str, typer.Argument(help="A system file (compiled first), or a "
                                         ".matcher table.", metavar="SYSTEM")],
    hand: Annotated[str, typer.Option("--hand", help="The hand: S.H.D.C (AKJ52.K984.Q73.6) "
                                      "or PBN N:S.H.D.C.")],
    auction: Annotated[str, typer.Option(help="Calls so far from the dealer: '1C P 1H P'.")]
    = "",
    seat: Annotated[int | None, typer.Option(help="Bidder's position from the dealer, 1-4 "
                                             "(default: from the auction).")] = None,
    vul: Annotated[str, typer.Option(help="none, we, they or both; with --dealer, the "
                                     "board's: None, NS, EW or All.")] = "none",
    dealer: Annotated[str | None, typer.Option(
        help="The dealer (N, E, S, W): --vul is then the board's vulnerability, read for "
        "the bidder's side.")] = None,
    explain: Annotated[bool, typer.Option("--explain", help="Also say why the other rules "
                                          "of this auction did not match.")] = False,
    from_: Annotated[str | None, typer.Option(
        "-f", "--from", help="The system's format (default: from the file extension).",
        metavar="FORMAT")] = None,
    ascii_: Annotated[bool, typer.Option("--ascii", help="Write suits as !c !d !h !s, not "
                                         "as symbols.")] = False,
) -> None:
    """Ask a matcher table what to bid: ranked calls with their meaning and source.

    Examples:

      bridgec bid sayc.matcher --auction "1C P" --hand AKJ52.K984.Q73.6

      bridgec bid examples/sayc.bml --hand N:KQ2.AJ3.K984.Q72 --explain

      bridgec bid examples/sayc.bml --auction "1H (2C)" --hand KQ2.AJ3.K984.Q72

    Calls are ranked as docs/matching.md says; a rule whose meaning gave no hand constraint
    is listed last, marked unknown. An auction that could not have happened is an error.
    """
    from bridgec.bridge.auction import auction_over
    from bridgec.matcher.runtime import BidError, IllegalAuction

    bidder = _bidder(table, from_)
    t = bidder.table
    show = suit_text(ascii_)
    try:
        found = bidder.calls(hand, auction, seat=seat, vul=vul, dealer=dealer)
        rejected = bidder.explain(hand, auction, seat=seat, vul=vul,
                                  dealer=dealer) if explain else []
    except IllegalAuction as exc:
        _auction_error(exc)
    except BidError as exc:
        _fail(str(exc), 2)
    key = t.node_key(auction, seat)
    if not found and auction_over(t.calls(auction)):
        echo("no call: the auction is over")
    elif not found:
        echo(f"no call: the system has no rule that matches this hand"
                   f"{'' if key else ' (no definitions for this auction)'}")
    elif all(c.unknown for c in found):
        echo("no call understood: only rules whose meaning gave no hand constraint "
                   "match (marked unknown)")
    reasons = _reasons(table, from_, found) if explain else {}
    for number, c in enumerate(found, start=1):
        echo(f"{number}. {c.call:<3} {show(c.meaning)}{_facts(c)}"
                   f"{f'  [{c.span}]' if c.span else ''}")
        for line in reasons.get(c.rule, ()):
            echo(f"     {show(line)}")
    if explain:
        echo(f"auction node: {key or '(none)'}")
        for r in rejected:
            reason = show(r.reason)
            echo(f"   not {r.call:<3} {reason}  [{r.span}]" if r.span else
                       f"   not {r.call:<3} {reason}")
    _warn_notes(t)


def _reasons(path: str, from_: str | None, found: list[Candidate]) -> dict[str, list[str]]:
    """For each candidate of a system file (not a ``.matcher`` table, which keeps no
    text), the words and the facts of the auction that gave its constraint."""
    if path.endswith(".matcher") and from_ is None or not found:
        return {}
    from bridgec.meanings.context import Contexts
    from bridgec.meanings.explain import why

    loaded = compile_path(path, from_=from_)
    if loaded.document is None:
        return {}
    rules = loaded.document.rules
    contexts = Contexts(rules)
    wanted = {c.rule for c in found}
    return {r.id: [terminal_safe(line) for line in why(r, contexts)]
            for r in rules if r.id in wanted}


def _facts(c: Candidate) -> str:
    """What ``bid`` says after a candidate's meaning: priority, and how well it was read."""
    out = f" prio {c.priority}" if c.priority is not None else ""
    if c.unknown:
        return out + "  (unknown: its meaning gave no hand constraint)"
    if c.understood < 1.0:
        return out + f"  (partly understood: {c.understood:.0%} of its meaning)"
    return out


def suit_text(ascii_: bool = False) -> Callable[[str], str]:
    """How text for people shows suits: symbols, or BML's ``!h`` when ``--ascii`` is given
    or standard output cannot encode the symbols (docs/matching.md)."""
    from bridgec.bridge.calls import SUIT_SYMBOLS, people_text

    encoding = getattr(sys.stdout, "encoding", None) or "ascii"
    try:
        "".join(SUIT_SYMBOLS.values()).encode(encoding)
    except (UnicodeEncodeError, LookupError):
        ascii_ = True
    return lambda text: people_text(text, symbols=not ascii_)


def _auction_error(exc: IllegalAuction) -> NoReturn:
    """Report an auction that could not have happened as a located error; exit 1."""
    from bridgec.diagnostics import Span, error

    e = exc.error
    span = Span(path="--auction", line=1, col=e.start + 1, end_col=e.end + 1) \
        if e.start is not None and e.end is not None else None
    echo(error(str(e), span, e.hint, code="illegal-auction").render(e.text), err=True)
    raise typer.Exit(1)


@matcher_app.command("dump")
def dump_command(
    table: Annotated[str, typer.Argument(help="A .matcher table.")],
) -> None:
    """Print a matcher table readably: auctions, entries in rank order, predicates.

    Example:

      bridgec matcher dump sayc.matcher
    """
    from bridgec.matcher.explain import dump

    echo(dump(_load(table).table), nl=False)


@matcher_app.command("schema")
def schema_command(
    output: Annotated[str | None, typer.Option(
        "-o", "--output", help="Write to this file instead of stdout.")] = None,
) -> None:
    """Print the JSON Schema of the matcher table layout.

    Example:

      bridgec matcher schema -o ir-schema/matcher-table.schema.json
    """
    write_file(output, schema_text())


def schema_text() -> str:
    """The table schema as committed in ir-schema/ (sorted keys, final newline)."""
    from bridgec.matcher import format as mf

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
    from bridgec.matcher.analyze import analyze
    from bridgec.matcher.report import render

    target = output or str(Path(system).with_suffix("")) + ".analysis.htm"
    try:
        check_not_read(target, (system,))
    except OutputError as exc:
        typer.echo(exc.diagnostic.render(), err=True)
        raise typer.Exit(exc.code) from None
    read: list[str] = []
    t = _bidder(system, read=read).table
    show = sys.stderr.isatty()
    with typer.progressbar(length=deals, label="dealing", file=sys.stderr,
                           hidden=not show) as bar:
        result = analyze(t, deals, seed, progress=bar.update)
    _warn_notes(t)
    write_file(target, render(result, Path(system).name), read=read)
    echo(f"{result.deals} deals, {result.hands} hands bid in {result.seconds:.2f} s "
               f"({result.hands_per_second:,.0f} hands/s); "
               f"{result.openings.no_call} openings with no call, "
               f"{result.openings.unknown_only} that only unknown rules fit, "
               f"{result.openings.ambiguous} ambiguous", err=True)
    if sum(result.openings.rules):
        from bridgec.matcher.report import understood_text

        echo(f"openings: {understood_text(result.openings)}", err=True)
    echo(f"wrote {target}", err=True)


def constraints_report(paths: list[str], fmt: str | None, popts: ParseOptions) -> str:
    """Every rule's hand constraint (source or inferred) and the share of rules with one."""
    lines: list[str] = []
    total = with_constraint = inferred = 0
    tally = Coverage()
    from bridgec.constraints.notation import constraint_notation

    for path in paths:
        loaded = compile_path(path, from_=fmt, parse_options=popts)
        if loaded.document is None:
            continue
        from bridgec.meanings.context import Contexts

        document = run_passes(loaded.document, ("infer_constraints",))
        contexts = Contexts(document.rules)
        for rule in document.rules:
            total += 1
            tally.add(rule, contexts)
            shown = [*((rule.requires,) if rule.requires else ()), *rule.meaning.shows]
            if not shown:
                continue
            with_constraint += 1
            inferred += all(s.origin == "inferred" for s in shown)
            call = rule.call.name if isinstance(rule.call, ir.Call) else "?"
            auction = " ".join(c.call for c in rule.auction or ()) or "(opening)"
            text = "; ".join(f"{constraint_notation(s.expr)} [{s.origin}]" for s in shown)
            lines.append(f"{rule.span or path}: {auction} -> {call}: {text}")
    share = 100 * with_constraint / total if total else 0.0
    lines.append(f"{with_constraint} of {total} rules ({share:.0f}%) have hand constraints, "
                 f"{inferred} of them inferred from their meaning")
    lines.append(tally.summary())
    unread = tally.unread_summary()
    if unread:
        lines.append(unread)
    return "\n".join(lines)


UNREAD_SHOWN = 10
"""How many of the commonest unread phrases ``check --constraints`` names."""


class Coverage:
    """How many rules' meanings were understood fully, partly, not at all (unknown), of the
    rules the matcher holds (not the calls of a sequence start that no row defines, marked
    ``context_only``), and the phrases left unread, read in each rule's auction as the
    ``infer_constraints`` pass reads them."""

    def __init__(self) -> None:
        self.full = self.partly = self.unknown = self.source = self.context = 0
        self.share = 0.0
        self.unread: dict[str, set[str]] = {}
        """Each unread phrase (lower case) and the rules whose meanings hold it."""

    def add(self, rule: ir.Rule, contexts: Contexts | None = None) -> None:
        """Count one rule, with the share of its meaning understood that the IR records
        (the ``infer_constraints`` pass), as the matcher reads it."""
        from bridgec.matcher.compile import knowledge

        if rule.side == "they":
            return
        if rule.context_only:  # a sequence start's call no row defines: no meaning to read
            self.context += 1
            return
        share, unknown = knowledge(rule)
        self.share += share
        self._note_unread(rule, contexts)
        if unknown:
            self.unknown += 1
        elif share >= 1.0:
            self.full += 1
            self.source += rule.requires is not None and rule.requires.origin == "source"
        else:
            self.partly += 1

    def _note_unread(self, rule: ir.Rule, contexts: Contexts | None) -> None:
        from bridgec.meanings import read_meaning
        from bridgec.meanings.references import blank
        from bridgec.notation.inline import plain_text

        call = rule.call.name if isinstance(rule.call, ir.Call) else None
        text = plain_text(rule.meaning.description)
        found = contexts.references.resolve(rule, rule.expanded_from, contexts.of(rule),
                                            contexts.call(rule)) if contexts else None
        if found is not None:  # a reference resolved is read ("idem", "variant 2")
            text = blank(text, found[1])
        reading = read_meaning(text, call, rule.expanded_from,
                               contexts.of(rule) if contexts else None)
        for part in reading.unread:
            self.unread.setdefault(" ".join(part.text.lower().split()), set()).add(rule.id)

    def unread_summary(self, top: int = UNREAD_SHOWN) -> str:
        """One line: the phrases left unread in the most rules (none: empty)."""
        ranked = sorted(self.unread.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:top]
        if not ranked:
            return ""
        shown = ", ".join(f"{terminal_safe(text)!r} ({len(ids)})" for text, ids in ranked)
        return f"commonest unread phrases (rules): {shown}"

    def summary(self) -> str:
        """One line: the counts and the mean share understood."""
        n = self.full + self.partly + self.unknown
        mean = self.share / n if n else 0.0
        return (f"coverage: of {n} rules of our side, {self.full} understood fully"
                f"{f' ({self.source} stated by the source)' if self.source else ''}, "
                f"{self.partly} partly, {self.unknown} unknown (no hand constraint); "
                f"{mean:.1%} of their meanings understood"
                f"{self._context_note()}")

    def _context_note(self) -> str:
        if not self.context:
            return ""
        calls = "call" if self.context == 1 else "calls"
        return (f"; {self.context} {calls} of sequence starts with no meaning of their own "
                "left out, as the matcher leaves them out")
