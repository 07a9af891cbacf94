"""The HTML report of ``bridgec analyze``: one self-contained page, charts as inline SVG
(no scripts, no network)."""

from __future__ import annotations

from collections import Counter
from html import escape

from bridgec.bridge.calls import SUIT_SYMBOLS, is_bid, people_text
from bridgec.matcher.analyze import Analysis, CallStats

_STYLE = """body{font-family:sans-serif;max-width:64em;margin:2em auto;color:#222}
h1,h2,h3{font-weight:600}table{border-collapse:collapse;margin:.5em 0}
td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left;vertical-align:top}
td.n{text-align:right}.nb{white-space:nowrap}.bar{fill:#3a6ea5}.axis{font-size:10px}
.s{font-family:"DejaVu Sans","Segoe UI Symbol",sans-serif}.sc,.ss{color:#000}
.sd,.sh{color:#c00}.warn{color:#a33}code{font-family:monospace}"""
"""Text left-aligned and counts right-aligned; suits coloured as bridgec's pages colour them
(emitters/assets/bridgec.css); a shape is never broken across lines."""
_SUIT_SPANS = {symbol: f'<span class="s s{suit.lower()}">{symbol}</span>'
               for suit, symbol in SUIT_SYMBOLS.items()}


def people_html(text: str) -> str:
    """BML text (``5+!s, 12--21``) as escaped HTML with coloured suit symbols."""
    out = escape(people_text(text))
    for symbol, span in _SUIT_SPANS.items():
        if symbol in out:
            out = out.replace(symbol, span)
    return out


def call_html(call: str) -> str:
    """A call as the pages show it: ``1S`` as 1 and a spade symbol, ``1N`` as 1NT."""
    if not is_bid(call):
        return escape(call)
    return call[0] + ("NT" if call[1] == "N" else _SUIT_SPANS[SUIT_SYMBOLS[call[1]]])


def bar_chart(counts: list[tuple[str, int]], width: int = 560, bar: int = 16) -> str:
    """A horizontal bar chart of labelled counts, as an SVG element."""
    if not counts:
        return "<p>(none)</p>"
    top = max(c for _, c in counts) or 1
    total = sum(c for _, c in counts) or 1
    height = bar * len(counts) + 4
    rows = []
    for i, (label, count) in enumerate(counts):
        y = i * bar + 2
        w = int((width - 180) * count / top)
        rows.append(f'<text x="0" y="{y + bar - 4}" class="axis">{escape(label)}</text>'
                    f'<rect class="bar" x="70" y="{y}" width="{max(w, 1)}" '
                    f'height="{bar - 3}"/><text x="{74 + w}" y="{y + bar - 4}" class="axis">'
                    f'{count} ({100 * count / total:.1f}%)</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'role="img">{"".join(rows)}</svg>')


def histogram(values: Counter[int], width: int = 420, height: int = 90) -> str:
    """A vertical histogram of HCP 0..37 (only the range that occurs), as SVG."""
    if not values:
        return ""
    lo, hi = min(values), max(values)
    span = hi - lo + 1
    step = min(18, max(4, (width - 20) // span))
    top = max(values.values())
    bars = []
    for k in range(lo, hi + 1):
        h = int((height - 20) * values.get(k, 0) / top)
        x = 10 + (k - lo) * step
        bars.append(f'<rect class="bar" x="{x}" y="{height - 14 - h}" width="{step - 1}" '
                    f'height="{h}"><title>{k} HCP: {values.get(k, 0)}</title></rect>')
        if k % 2 == 0:
            bars.append(f'<text x="{x}" y="{height - 2}" class="axis">{k}</text>')
    w = 20 + span * step
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{height}" '
            f'role="img">{"".join(bars)}</svg>')


def understood_text(stats: CallStats) -> str:
    """How much of an auction's rules was understood, in words."""
    full, partly, unknown = stats.rules
    return (f"{sum(stats.rules)} rules: {full} understood fully, {partly} partly, {unknown} "
            f"unknown (no hand constraint read); understood share {stats.understood:.0%}.")


def _node_section(stats: CallStats, title: str) -> str:
    parts = [f"<h2>{escape(title)}</h2>",
             f"<p>{stats.hands} hands; {stats.no_call} with no call; {stats.unknown_only} "
             f"that only unknown rules fit (no call understood); {stats.ambiguous} where "
             "several different calls match at the same priority.</p>",
             f"<p>{escape(understood_text(stats))}</p>" if sum(stats.rules) else "",
             bar_chart(stats.calls.most_common())]
    parts.append("<table><tr><th>call</th><th>meaning</th><th>hands</th><th>HCP</th>"
                 "<th>commonest shapes</th></tr>")
    for call, count in stats.calls.most_common():
        shapes = ", ".join(f'<span class="nb">{escape(s)} ({n})</span>'
                           for s, n in stats.shapes.get(call, Counter()).most_common(4))
        meaning = people_html(stats.meanings.get(call, ""))
        parts.append(f'<tr><td class="nb">{call_html(call)}</td><td>{meaning}</td>'
                     f'<td class="n">{count}</td>'
                     f"<td>{histogram(stats.hcp.get(call, Counter()))}</td>"
                     f"<td>{shapes}</td></tr>")
    parts.append("</table>")
    if stats.no_call_examples:
        parts.append('<h3 class="warn">Hands with no call</h3><ul>' + "".join(
            f"<li><code>{escape(h)}</code></li>" for h in stats.no_call_examples) + "</ul>")
    if stats.ambiguous_examples:
        parts.append('<h3 class="warn">Several calls at the same priority</h3><ul>' + "".join(
            f"<li><code>{escape(h)}</code>: {escape(' '.join(c))}</li>"
            for h, c in stats.ambiguous_examples) + "</ul>")
    return "\n".join(parts)


def render(analysis: Analysis, title: str) -> str:
    """The report page."""
    sections = [_node_section(analysis.openings, "Openings (dealer, nobody vulnerable)")]
    for key in sorted(analysis.responses):
        stats = analysis.responses[key]
        sections.append(_node_section(stats, f"Responses after {key.split(':', 1)[1]}"))
    return (f"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>"
            f"{escape(title)}: analysis</title><style>{_STYLE}</style></head><body>\n"
            f"<h1>{escape(title)}</h1>\n<p>{analysis.deals} random deals, seed "
            f"{analysis.seed}; {analysis.hands} hands bid. A rule whose meaning gave no hand "
            "constraint is <em>unknown</em>: it never makes a call here (docs/matching.md)."
            "</p>\n"
            + "\n".join(sections) + "\n</body></html>\n")
