"""The text and JSON reports of ``bridgec hand``: each figure with its scale and working."""

from __future__ import annotations

from bridgec.bridge.calls import SUIT_NAMES, SUITS
from bridgec.bridge.features import PER_SUIT, WHOLE, breakdown, features
from bridgec.bridge.hand import Hand, pattern_fields


def report(hand: Hand) -> dict[str, object]:
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


def text(seat: str | None, report: dict[str, object]) -> str:
    values = report["features"]
    sums = report["sums"]
    assert isinstance(values, dict) and isinstance(sums, dict)
    head = f"{seat}: " if seat else ""
    lines = [f"{head}{report['hand']}", f"pattern  {report['pattern']}",
             f"fields   {' '.join(report['fields'])}"]  # type: ignore[arg-type]
    lines += [_whole_line(name, values[name], sums) for name in WHOLE]
    order = tuple(reversed(SUITS))
    lines.append(f"{'':14}" + "".join(f"{SUIT_NAMES[s]:>10}" for s in order))
    for name in PER_SUIT:
        lines.append(f"{name:14}" + "".join(f"{values[f'{name}.{s}']:>10}" for s in order))
    lines += [f"  {name}: {fig.scale}" for name, fig in PER_SUIT.items()]
    return "\n".join(lines)
