"""``bridgec hand HAND [--json]``: the GIB pattern string and the features of a hand.

Each figure is printed with its scale (docs/evaluation.md); sums are worked out
(``rule_of_20  22  13 + 5 + 4 = 22``). ``--json`` adds ``sums`` and ``scales``.

``HAND`` is ``AKJ52.K984.Q73.6`` (spades.hearts.diamonds.clubs) or a PBN deal
``N:h1 h2 h3 h4`` (each hand is shown). Exit status 0, or 1 for a hand that cannot be
read. Mounted in compiler/cli/app.py with ``app.command("hand")(hand_command)``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer

from bridgec.cli.terminal import echo

if TYPE_CHECKING:
    from bridgec.bridge.hand import Hand


def hand_command(
    hand: Annotated[str, typer.Argument(help="AKJ52.K984.Q73.6 (S.H.D.C) or N:h1 h2 h3 h4")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Print a hand's GIB pattern string and its features with their scales (HCP, total
    points, GIB losers and the losing-trick count, rule of 20, stoppers, ...)."""
    from bridgec.bridge.hand import HandError, parse_deal, parse_hand
    from bridgec.cli import hand_text  # here: other commands start without the hand tables

    try:
        hands: dict[str | None, Hand]
        if ":" in hand:
            hands = dict(parse_deal(hand).items())
        else:
            hands = {None: parse_hand(hand)}
    except HandError as exc:
        echo(f"bridgec: error: {exc}", err=True)
        echo("  hint: write a hand as AKJ52.K984.Q73.6 (spades.hearts.diamonds.clubs)",
                   err=True)
        raise typer.Exit(1) from None
    reports = {seat: hand_text.report(h) for seat, h in hands.items()}
    if as_json:
        body: object = reports[None] if None in reports else reports
        echo(json.dumps(body, indent=2))
        return
    echo("\n\n".join(hand_text.text(seat, r) for seat, r in reports.items()))
