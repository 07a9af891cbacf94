"""BML calls as written in bid tables: ``1C``, ``1NT``, ``P``/``D``/``R``, ``(2S)``,
multi-suit ``2HS``, variable suits ``2M 3oM 1X 2red``, steps ``2steps``, and ``2\\R``
placeholders of a ``#CUT`` block. Sequence starts ``1C-(1D)-2M;`` split into such calls.
"""

from __future__ import annotations

import re

import msgspec

from bridgec import ir
from bridgec.diagnostics import Span

_NORMAL = re.compile(r"([1-7])(NT|[CDHSN])")
_SPECIAL = re.compile(r"(\d+)([A-Za-z]+)")
_PLACEHOLDER = re.compile(r"(\d+)\\([A-Za-z0-9_]+)")
_VARIABLES = {"M": "M", "m": "m", "oM": "oM", "om": "om"}
_WORDS = {"X": "X", "Y": "Y", "Z": "Z", "RED": "red", "BLACK": "black"}
_PASS_DOUBLE = {"P": "P", "D": "X", "R": "XX"}


class CallError(ValueError):
    """A call that BML does not allow; ``hint`` says what to write instead."""

    def __init__(self, message: str, hint: str) -> None:
        super().__init__(message)
        self.hint = hint


def split_side(text: str) -> tuple[str, ir.Side]:
    """``(1N)`` is the opponents' call: strip the parentheses and say whose call it is."""
    if len(text) > 2 and text[0] == "(" and text[-1] == ")":
        return text[1:-1], "they"
    return text, "we"


def parse_call(text: str, span: Span | None = None) -> ir.AnyCall:
    """A call or call pattern (without parentheses), or :class:`CallError`.

    Example:
        >>> parse_call("2HS").strains
        'HS'
        >>> parse_call("1NT").name
        '1N'
    """
    if text in _PASS_DOUBLE:
        return ir.Call(name=_PASS_DOUBLE[text], span=span)
    m = _NORMAL.fullmatch(text)
    if m:
        strain = "N" if m.group(2) == "NT" else m.group(2)
        return ir.Call(name=m.group(1) + strain, span=span)
    if "/" in text.strip("/"):
        return _alternatives(text, span)
    m = _PLACEHOLDER.fullmatch(text)
    if m:
        return ir.CallPattern(text=text, form="placeholder", level=int(m.group(1)),
                              variable=m.group(2), span=span)
    m = _SPECIAL.fullmatch(text)
    if not m:
        raise CallError(f"{text!r} is not a call",
                        "a call is 1C..7N, P, D or R, or a pattern like 2HS, 2M, 1X, 2steps")
    return _special(text, int(m.group(1)), m.group(2), span)


def _alternatives(text: str, span: Span | None) -> ir.CallPattern:
    """``2S/3H``: BML defines the last call only; keep the text as written."""
    last = parse_call(text.rsplit("/", 1)[1], span)
    if isinstance(last, ir.CallPattern):
        return ir.CallPattern(text=text, form=last.form, level=last.level,
                              strains=last.strains, variable=last.variable, span=span)
    if last.name[0] not in "1234567":
        raise CallError(f"{text!r} is not a call", "write one call per row")
    return ir.CallPattern(text=text, form="suits", level=int(last.name[0]),
                          strains=last.name[1], span=span)


def _special(text: str, level: int, strain: str, span: Span | None) -> ir.AnyCall:
    if strain.upper() in ("STEP", "STEPS"):
        if level < 1:
            raise CallError(f"{text}: a step count must be at least 1", "write 1step, 2steps...")
        return ir.CallPattern(text=text, form="step", level=level, span=span)
    if not 1 <= level <= 7:
        raise CallError(f"{text}: level {level} is not a bid level",
                        "bids go from level 1 to 7")
    if strain in _VARIABLES or strain.upper() in _WORDS:
        variable = _VARIABLES.get(strain) or _WORDS[strain.upper()]
        return ir.CallPattern(text=text, form="variable", level=level, variable=variable,
                              span=span)
    if re.fullmatch(r"[CDHSN]+", strain) and len(set(strain)) == len(strain):
        return ir.CallPattern(text=text, form="suits", level=level, strains=strain, span=span)
    raise CallError(f"{text}: unknown strain {strain!r}",
                    "use C D H S N, several of them (2HS), m om M oM X Y Z red black, "
                    "or Nstep(s)")


def is_sequence_start(head: str) -> bool:
    """True when a bid table's first word starts from a sequence (``1N-2C;``, ``(1N)---``)."""
    return "-" in head or ";" in head


def split_sequence(head: str) -> list[str]:
    """The calls of a sequence start as written (with parentheses), in order."""
    return [c for c in head.rstrip(";-").split("-")] if head.rstrip(";-") else []


def pattern_problem(pattern: ir.CallPattern) -> str | None:
    """What is wrong with a call pattern whose parts may not be those of its text (a
    pattern from IR JSON), or None: its text must read as it, as :func:`parse_call` reads
    it. A placeholder of level 0 (a row's call kept as written because it is no call, which
    only the lenient ``bml1`` dialect reads) is refused: no emitter can write it so that its
    front end reads it back."""
    text = pattern.text
    if pattern.form == "placeholder" and pattern.level == 0:
        return f"{text!r} is no call (a call pattern of form 'placeholder' and level 0)"
    try:
        read = parse_call(text)
    except CallError as exc:
        return str(exc)
    if not isinstance(read, ir.CallPattern):
        return f"the call pattern {text!r} is a call: write it as one"
    parts = (pattern.form, pattern.level, pattern.strains, pattern.variable)
    if (read.form, read.level, read.strains, read.variable) != parts:
        return (f"the call pattern {text!r} reads as form {read.form!r}, level {read.level}, "
                f"strains {read.strains!r}, variable {read.variable!r}, not as its parts "
                f"{pattern.form!r}, {pattern.level}, {pattern.strains!r}, {pattern.variable!r}")
    return None


def start_problem(start: ir.SequenceStart) -> str | None:
    """What is wrong with a sequence start whose text may not be that of its calls (from IR
    JSON), or None: it has calls, and a text, when there is one, must read as them."""
    if not start.calls:
        return "a sequence start without calls"
    if not start.text:
        return None
    if not is_sequence_start(start.text):
        return f"the sequence start {start.text!r} has no '-' or ';'"
    read: list[tuple[ir.AnyCall, ir.Side]] = []
    for word in split_sequence(start.text):
        bare, side = split_side(word)
        try:
            read.append((parse_call(bare), side))
        except CallError as exc:
            return f"in the sequence start {start.text!r}: {exc}"
    if len(read) != len(start.calls) or any(
            side != p.side or _unplaced(call) != _unplaced(p.call)
            for (call, side), p in zip(read, start.calls, strict=True)):
        return f"the sequence start {start.text!r} does not read as its calls"
    return None


def _unplaced(call: ir.AnyCall) -> ir.AnyCall:
    return msgspec.structs.replace(call, span=None)
