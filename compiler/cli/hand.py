"""``bridgec hand HAND [--json]``: the GIB pattern string and the features of a hand.

Each figure is printed with its scale (docs/evaluation.md); sums are worked out
(``rule_of_20  22  13 + 5 + 4 = 22``). ``--json`` adds ``sums`` and ``scales``.

``HAND`` is ``AKJ52.K984.Q73.6`` (spades.hearts.diamonds.clubs) or a PBN deal
``N:h1 h2 h3 h4`` (each hand is shown). Exit status 0, or 1 for a hand that cannot be
read. Mounted in compiler/cli/app.py with ``app.command("hand")(hand_command)``.
"""

from __future__ import annotations

import json
from typing import Annotated

import typer

from bridgec.bridge.calls import SUITS
from bridgec.bridge.features import PER_SUIT, WHOLE, breakdown, features
from bridgec.bridge.hand import Hand, HandError, parse_deal, parse_hand, pattern_fields

_SUIT_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def _report(hand: Hand) -> dict[str, object]:
    fields = pattern_fields(hand)
    return {"hand": str(hand), "pattern": "".join(fields), "fields": list(fields),
            "features": features(hand),
            "sums": {name: breakdown(hand, name) for name in WHOLE
                     if len(breakdown(hand, name)) > 1},
            "scales": {name: fig.scale for name, fig in {**WHOLE, **PER_SUIT}.items()}}


def _whole_line(name: str, value: int, sums: dict[str, list[int]]) -> str:
    """``rule_of_20      22  13 + 5 + 4 = 22  (HCP + lengths of the two longest suits)``."""
    worked = f"{' + '.join(map(str, sums[name]))} = {value}" if name in sums else ""
    return f"{name:14}{value:>4}  {worked:18}({WHOLE[name].scale})".rstrip()


def _text(seat: str | None, report: dict[str, object]) -> str:
    values = report["features"]
    sums = report["sums"]
    assert isinstance(values, dict) and isinstance(sums, dict)
    head = f"{seat}: " if seat else ""
    lines = [f"{head}{report['hand']}", f"pattern  {report['pattern']}",
             f"fields   {' '.join(report['fields'])}"]  # type: ignore[arg-type]
    lines += [_whole_line(name, values[name], sums) for name in WHOLE]
    order = tuple(reversed(SUITS))
    lines.append(f"{'':14}" + "".join(f"{_SUIT_WORDS[s]:>10}" for s in order))
    for name in PER_SUIT:
        lines.append(f"{name:14}" + "".join(f"{values[f'{name}.{s}']:>10}" for s in order))
    lines += [f"  {name}: {fig.scale}" for name, fig in PER_SUIT.items()]
    return "\n".join(lines)


def hand_command(
    hand: Annotated[str, typer.Argument(help="AKJ52.K984.Q73.6 (S.H.D.C) or N:h1 h2 h3 h4")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Print a hand's GIB pattern string and its features with their scales (HCP, total
    points, GIB losers and the losing-trick count, rule of 20, stoppers, ...)."""
    try:
        hands: dict[str | None, Hand]
        if ":" in hand:
            hands = dict(parse_deal(hand).items())
        else:
            hands = {None: parse_hand(hand)}
    except HandError as exc:
        typer.echo(f"bridgec: error: {exc}", err=True)
        typer.echo("  hint: write a hand as AKJ52.K984.Q73.6 (spades.hearts.diamonds.clubs)",
                   err=True)
        raise typer.Exit(1) from None
    reports = {seat: _report(h) for seat, h in hands.items()}
    if as_json:
        body: object = reports[None] if None in reports else reports
        typer.echo(json.dumps(body, indent=2))
        return
    typer.echo("\n\n".join(_text(seat, r) for seat, r in reports.items()))
