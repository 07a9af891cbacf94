"""Lay GIB rules out in ``Document.body``: one section per auction, each rule a table row
with its call, priority, constraint and spec in words (see ``bridgec.constraints.describe``)."""

from __future__ import annotations

import msgspec

from bridgec import ir
from bridgec.constraints.describe import describe_hand_constraint

HEADER = ("call", "priority", "when the hand has", "shows", "rule")


def _text(value: str) -> ir.Inlines:
    return (ir.Text(text=value),)


def _auction_key(rule: ir.Rule) -> str:
    """The section title: the auction before the call, or the seq pattern as written."""
    if rule.auction is not None and rule.call is not None:
        calls = [c.call for c in rule.auction]
        return f"After {' - '.join(calls)}" if calls else "Opening calls"
    source = rule.gib.sequence if rule.gib else (rule.pattern.source if rule.pattern else "")
    return f"Auctions matching {source}"


def _call(rule: ir.Rule) -> str:
    if isinstance(rule.call, ir.Call):
        return rule.call.name
    return rule.gib.sequence if rule.gib else "?"


def _flags(rule: ir.Rule) -> str:
    flags = ["default"] if rule.default else []
    names = {"C": "captain", "R": "relinquishes captaincy", "X": "no thinking",
             "?": "always simulate"}
    if rule.captaincy:
        flags.append(names[rule.captaincy])
    return f" ({', '.join(flags)})" if flags else ""


def _row(rule: ir.Rule) -> ir.TableRow:
    requires = describe_hand_constraint(rule.requires) if rule.requires else "any hand"
    shows = "; ".join(describe_hand_constraint(s) for s in rule.meaning.shows)
    ident = f"#{rule.rule_id}" if rule.rule_id is not None else rule.id
    if rule.explanation_id is not None:
        ident += f" *{rule.explanation_id}"
    cells = (_call(rule) + _flags(rule), str(rule.priority), requires, shows or "nothing shown",
             ident)
    return ir.TableRow(cells=tuple(_text(c) for c in cells))


def layout_gib_rules(document: ir.Document) -> ir.Document:
    """Append a readable presentation of ``document.rules`` (GIB rules only) to its body."""
    gib_rules = [r for r in document.rules if r.gib is not None]
    if not gib_rules:
        return document
    groups: dict[str, list[ir.Rule]] = {}
    for rule in gib_rules:
        groups.setdefault(_auction_key(rule), []).append(rule)
    blocks: list[ir.Block] = [ir.Heading(level=1, content=_text("Bidding rules"))]
    for key, rules in groups.items():
        blocks.append(ir.Heading(level=2, content=_text(key)))
        ordered = sorted(rules, key=lambda r: -(r.priority or 0))
        rows = [ir.TableRow(cells=tuple(_text(h) for h in HEADER), header=True)]
        rows += [_row(r) for r in ordered]
        blocks.append(ir.Table(rows=tuple(rows)))
    return msgspec.structs.replace(document, body=(*document.body, *blocks))
