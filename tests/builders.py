"""Small builders for IR fixtures in pass and check tests."""

from __future__ import annotations

from bridgec import ir
from bridgec.diagnostics import Span


def span(line: int, path: str = "sys.bml") -> Span:
    return Span(path=path, line=line, col=1)


def auction(text: str) -> tuple[ir.AuctionCall, ...]:
    """``"1C (1H) X"``: calls in parentheses are the opponents'."""
    out = []
    for word in text.split():
        side = "they" if word.startswith("(") else "we"
        out.append(ir.AuctionCall(call=word.strip("()"), side=side))
    return tuple(out)


def rule(rid: str, before: str, call: str, line: int, text: str = "", *, side: str = "we",
         expanded_from: str | None = None, seats: tuple[int, ...] = (),
         priority: int | None = None, default: bool = False, pattern: str | None = None,
         node: str | None = None) -> ir.Rule:
    meaning = ir.Meaning(description=(ir.Text(text=text),) if text else ())
    return ir.Rule(
        id=rid, call=ir.Call(name=call), side=side,  # type: ignore[arg-type]
        auction=None if pattern is not None else auction(before),
        pattern=ir.Goal(source=pattern) if pattern is not None else None,
        meaning=meaning, conditions=ir.Conditions(seats=seats), expanded_from=expanded_from,
        priority=priority, default=default, span=span(line), node=node)


def doc(*rules: ir.Rule, body: tuple[ir.Block, ...] = ()) -> ir.Document:
    return ir.Document(rules=rules, body=body)


def described(r: ir.Rule) -> tuple[str, str, list[int], list[int]]:
    """(id, description text, also_at lines, overrides lines) of a rule."""
    text = "".join(i.text for i in r.meaning.description if isinstance(i, ir.Text))
    return (r.id, text, [s.line for s in r.also_at], [s.line for s in r.overrides])


def meaning_rule(auction: str, call: str, text: str) -> ir.Rule:
    """Our rule for ``call`` after ``auction`` (``"1N P"``, plain calls alternating sides so
    that the last one before ``call`` is the opponents'), meaning ``text``."""
    calls = auction.split()
    n = len(calls)
    return ir.Rule(id=f"{auction}-{call}", call=ir.Call(name=call),
                   auction=tuple(ir.AuctionCall(call=c, side="we" if (n - i) % 2 == 0
                                                else "they") for i, c in enumerate(calls)),
                   meaning=ir.Meaning(description=(ir.Text(text=text),)))
