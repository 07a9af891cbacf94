"""Check the descriptions of bid-table rows for the slips no output tells the author about.

``!x`` where a suit symbol was meant (``!c !d !h !s`` are the symbols; anything else is
printed as written), ``hpc`` where ``hcp`` was meant (a word of the same letters as a unit
the meaning reader counts), and a doubled separator (``2N == 20-21`` publishes ``= 20-21``).
"""

from __future__ import annotations

import re

from bridgec import ir
from bridgec.diagnostics import Diagnostic, warning
from bridgec.verify import bid_nodes

_NOT_A_SUIT = re.compile(r"(?<![!\w])!([a-z])(?![a-zA-Z])")  # !F, !P: authors' marks
_WORD = re.compile(r"[A-Za-z]+")
UNITS = ("hcp",)
"""Words the meaning reader counts by, whose anagrams are warned about."""


def check_description_slips(document: ir.Document) -> tuple[Diagnostic, ...]:
    """Warnings for ``!x``, ``hpc`` and ``==`` in the rows' descriptions.

    Example:
        >>> from bridgec.api import load_ir
        >>> doc = load_ir(b"1C  16+ hpc, 5+!x\\n2N == 20-21\\n", from_="bml").document
        >>> [d.code for d in check_description_slips(doc)]
        ['suit-symbol', 'unit-typo', 'doubled-separator']
    """
    found: list[Diagnostic] = []
    for node in bid_nodes(document):
        text = "".join(t.text for t in node.meaning.description if isinstance(t, ir.Text))
        if not text:
            continue
        for m in _NOT_A_SUIT.finditer(text):
            if m.group(1).lower() not in "cdhs":
                found.append(warning(
                    f"'{m.group()}' is not a suit symbol; it is printed as written",
                    node.span, hint="the suit symbols are !c !d !h !s", code="suit-symbol"))
        for m in _WORD.finditer(text):
            word = m.group().lower()
            for unit in UNITS:
                if word != unit and sorted(word) == sorted(unit):
                    found.append(warning(f"'{m.group()}': did you mean '{unit}'?", node.span,
                                         hint="the meaning reader counts only the unit "
                                         f"'{unit}'", code="unit-typo"))
        if node.separator == "=" and text.startswith("="):
            found.append(warning("the description starts with '=': the row's '=' is written "
                                 "twice and the page shows '= ...'", node.span,
                                 hint="write one '=' between the call and its description",
                                 code="doubled-separator"))
    return tuple(found)
