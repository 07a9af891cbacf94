"""The BSS code tables and text conventions, shared by the BSS front end and emitter.

Position codes 0-6 are seat conditions, vulnerability codes 0-8 relative vulnerability,
disposition codes 0-9 and A-E the editor's "Disposition"; the ``%`` record holds 58 code
characters. Descriptions use BBO's ``!c !d !h !s`` suit symbols (any case) and the
two-character escape ``\\n`` for a line break; everything else is kept as text, U+0001 and
backslashes included.
"""

from __future__ import annotations

import re
from typing import get_args

from bridgec import ir

POSITIONS: dict[str, tuple[int, ...]] = {
    "0": (), "1": (1,), "2": (2,), "3": (3,), "4": (4,), "5": (1, 2), "6": (3, 4),
}
SEATS_TO_POSITION = {seats: code for code, seats in POSITIONS.items()}

VULNERABILITIES: dict[str, tuple[bool | None, bool | None]] = {
    "0": (None, None), "1": (False, False), "2": (True, False), "3": (False, True),
    "4": (True, True), "5": (False, None), "6": (True, None), "7": (None, False),
    "8": (None, True),
}
VULNERABILITY_TO_CODE = {pair: code for code, pair in VULNERABILITIES.items()}

DISPOSITIONS: dict[str, ir.Disposition] = dict(
    zip("0123456789ABCDE", get_args(ir.Disposition), strict=True))
DISPOSITION_TO_CODE = {name: code for code, name in DISPOSITIONS.items()}

CALLS_IN = {"P": "P", "D": "X", "R": "XX"}
CALLS_OUT = {"P": "P", "X": "D", "XX": "R"}

LEADS_VS_NT = ("xx", "xxx", "xxxx", "xxxxx", "Qxx", "Qxxx", "Qxxxx", "Qxxxxx", "Qxxxxxx",
               "AKx", "KQJ", "QJ10", "J109", "1098", "KQ109", "AKJ10", "AQJ", "AJ10", "A109",
               "KJ10", "K109", "Q109")
LEADS_VS_SUITS = ("xx", "xxx", "xxxx", "xxxxx", "Qxx", "Qxxx", "Qxxxx", "Qxxxxx", "Qxxxxxx",
                  "AK", "AKx", "KQJ", "QJ10", "J109", "1098", "KJ10", "K109", "Q109")
SITUATIONS: tuple[ir.SignalSituation, ...] = get_args(ir.SignalSituation)
SIGNALS: dict[str, ir.SignalMeaning] = dict(
    zip("ABCDEFGHIJK", get_args(ir.SignalMeaning)[:11], strict=True))
CARDING_CODES = len(LEADS_VS_NT) + len(LEADS_VS_SUITS) + 3 * len(SITUATIONS)

_SUITS: dict[str, ir.Suit] = {"c": "C", "d": "D", "h": "H", "s": "S"}
_SUIT = re.compile(r"![cdhsCDHS]|\\\\|\\n|\*\*(?P<bold>[^*\s](?:[^*]*[^*\s])?)\*\*")
"""What a BBO description marks: a suit (``!h``), a line break (``\\n``, or ``\\\\`` as some
cards written by hand have it) and ``**bold**``, as BBO shows them."""
_BREAKS = re.compile(r"\\\\|\\n")
_BOLD = re.compile(r"\*\*([^*\s](?:[^*]*[^*\s])?)\*\*")


def call_in(text: str) -> str:
    """A BSS call (``1C``, ``P``, ``D``, ``R``) as an IR call name."""
    return CALLS_IN.get(text, text)


def call_out(name: str) -> str:
    """An IR call name as a BSS call."""
    return CALLS_OUT.get(name, name)


def description_inlines(text: str) -> ir.Inlines:
    """A BSS description as inlines: suit symbols, line breaks (``\\n``, ``\\\\``),
    ``**bold**``, the rest text."""
    out: list[ir.Inline] = []
    pos = 0
    for match in _SUIT.finditer(text):
        if match.start() > pos:
            out.append(ir.Text(text=text[pos:match.start()]))
        token = match.group()
        if token in ("\\n", "\\\\"):
            out.append(ir.LineBreak())
        elif match.group("bold") is not None:
            out.append(ir.Strong(content=description_inlines(match.group("bold"))))
        else:
            out.append(ir.SuitSymbol(suit=_SUITS[token[1].lower()], source=token))
        pos = match.end()
    if pos < len(text):
        out.append(ir.Text(text=text[pos:]))
    return tuple(out)


def summary_markup(text: str) -> str:
    """A card's summary (its header's text) as BML inline text, for the ``DESCRIPTION``
    entry: ``**bold**`` as ``*bold*``, each line break (``\\n``, ``\\\\``) as a line end.

    Example:
        >>> summary_markup("By **Wbridge5**, a *bridge* program.")
        'By *Wbridge5*, a *bridge* program.'
    """
    return _BREAKS.sub("\n", _BOLD.sub(r"*\1*", text))


def _outcomes(flags: str) -> ir.Outcomes | None:
    if len(flags) < 6 or any(c not in "YN" for c in flags):
        return None
    yes = [c == "Y" for c in flags]
    return ir.Outcomes(clubs=yes[0], diamonds=yes[1], hearts=yes[2], spades=yes[3],
                       notrump=yes[4], defend=yes[5])


def _digit(text: str | None) -> int | None:
    """A one-digit length field (IR JSON from elsewhere may hold anything there)."""
    return int(text) if text is not None and len(text) == 1 and text in "0123456789" else None


def meaning_of(fields: ir.BssFields) -> ir.Meaning:
    """The meaning a record's fields say."""
    artificial = {"Y": True, "N": False}.get(fields.artificial)
    disposition = DISPOSITIONS.get(fields.disposition or "")
    min_length = _digit(fields.min_length)
    max_length = _digit(fields.max_length) if fields.max_length != "8" else None
    return ir.Meaning(description=description_inlines(fields.description),
                      artificial=artificial, disposition=disposition,
                      min_length=min_length, max_length=max_length,
                      outcomes=_outcomes(fields.outcomes))
