"""Every diagnostic code bridgec reports, which are on by default, and how a user picks them.

Codes are stable: their names are a type (:data:`bridgec.codenames.CodeName`), so mypy
rejects a diagnostic made with a code that is not in this table. Scripts and
``// bridgec: ignore[code]`` comments name them. Each has a
severity and a summary; docs/checks.md shows an example of each (tests/test_codes.py keeps
the two in step). The default set shows mistakes, not style: a code that is off by default
is shown only when ``--select`` names it (or ``ALL``). Errors are always shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import msgspec

from bridgec.diagnostics import Diagnostic, Span, did_you_mean


class Code(msgspec.Struct, frozen=True):
    """One diagnostic code: its usual severity, whether it is on by default, a summary."""

    severity: str
    default: bool
    summary: str


def _c(severity: str, summary: str, default: bool = True) -> Code:
    return Code(severity, default, summary)


CODES: dict[str, Code] = {
    # checks (bridgec check)
    "illegal-auction": _c("warning", "a sequence that can never occur at the table, left out "
                          "of the rules and records"),
    "unbound-variable": _c("error", "a variable call nobody could bind"),
    "conflict": _c("warning", "the same auction defined twice with different meanings"),
    "unreachable": _c("warning", "a row that defines nothing: every call it stands for "
                      "is defined earlier"),
    "impossible-conditions": _c("warning", "#SEAT/#VUL conditions that can never hold"),
    "deal-cards": _c("warning", "a deal diagram with a hand of more or fewer than 13 cards, "
                     "or a card in two hands"),
    "deal-lead": _c("warning", "an opening lead that is not from declarer's left"),
    "deal-contract": _c("warning", "an auction that does not end in the deal's contract"),
    "opponents-record": _c("warning", "a BSS record that describes an opponents' call"),
    "suit-symbol": _c("warning", "'!x' in a description where a suit symbol was meant"),
    "unit-typo": _c("warning", "a word of the same letters as a unit the reader counts ('hpc')"),
    "doubled-separator": _c("warning", "a row written with '==', which publishes '= ...'"),
    "alternation": _c("info", "a competitive table that leaves out the opponents' calls",
                      default=False),
    "constraint-overlap": _c("info", "two calls whose hand constraints overlap (the "
                             "system's order decides)", default=False),
    "constraint-hole": _c("info", "hands for which no call of an auction fits",
                          default=False),
    "meaning-unread": _c("info", "a part of a meaning the reader did not understand "
                         "(check --constraints shows them)", default=False),
    # the run
    "config": _c("error", "a bridgec.toml or [tool.bridgec] table that cannot be read"),
    # every front end
    "empty-input": _c("warning", "an input that holds nothing but white space"),
    # BML front end
    "bml-alt": _c("warning", "an alternative call list that cannot be read"),
    "bml-call": _c("error", "a call in a bid table that is not a call"),
    "bml-depth": _c("error", "a bid table nested deeper than the limit"),
    "bml-rows": _c("error", "more bid-table rows in one document than the limit"),
    "bml-directive": _c("error", "a directive bridgec does not know"),
    "bml-include": _c("error", "an #INCLUDE that cannot be read or is not allowed"),
    "bml-indent": _c("error", "indentation that does not line up with a row above"),
    "bml-seat": _c("error", "a #SEAT value that cannot be read"),
    "bml-switch": _c("warning", "a file read as BML 1 because of a line's indentation"),
    "bml-tab": _c("warning", "a tab in a bid table's indentation"),
    "bml-unbound": _c("warning", "a pattern row that stands for no bid"),
    "illegal-expansion": _c("info", "an expansion of a pattern row that is illegal in one "
                            "auction, left out there (the row stands elsewhere)"),
    "bml-vul": _c("error", "a #VUL value that cannot be read"),
    # BSS front end
    "bss-illegal": _c("warning", "a record whose call can never follow its auction, left "
                      "out"),
    # BSS emitter (docs/bss.md says what BBOalert does with each)
    "bss-bboalert-text": _c("warning", "'=', '#' or a final '\\' in a description, which "
                            "BBOalert would cut or send to chat"),
    "bss-detection": _c("warning", "'BBOalert' early in the file makes BBOalert read it as "
                        "its own format"),
    "bss-encoding": _c("warning", "text the file's encoding cannot hold"),
    "bss-inexpressible": _c("warning", "a rule BSS cannot hold (a pattern auction)"),
    "bss-long": _c("warning", "a description longer than BBOalert shows in its alert"),
    "bss-qualification": _c("warning", "a qualification BBOalert would read as calls"),
    "bss-seats": _c("warning", "seat conditions BSS cannot say"),
    "bss-summary": _c("warning", "a header summary, which BBOalert reads as an alert record"),
    "bss-their-call": _c("warning", "a record that describes an opponents' call"),
    # issue 25: the warnings that had no code
    "encoding-fallback": _c("warning", "a file that is not valid UTF-8, read in the format's "
                            "fallback encoding"),
    "bml-meta": _c("warning", "a #+KEY: line whose key no output shows, close to one that "
                   "does (#+TITEL)"),
    "ir-json-meta": _c("warning", "an IR 1.0 metadata value too long to read its inline markup"),
    "bml-cut": _c("warning", "a #CUT block that is never pasted"),
    "bml-paste": _c("warning", "a row that still holds a #PASTE placeholder"),
    "bml-deal": _c("warning", "a word of an auction or deal diagram that is not a call or a "
                   "hand, left out"),
    "bss-flags": _c("warning", "flags after '=' that are not all Y or N"),
    "bss-code": _c("warning", "a position or vulnerability code out of range, read as any"),
    "gib-macros": _c("warning", "a .txt2 database read without its macro file"),
    "gib-rule-id": _c("warning", "a GIB rule id used twice"),
    "pbn-result": _c("warning", "a PBN [Result] that the play does not give"),
    "pbn-call": _c("warning", "an unknown call in a PBN auction; the auction is kept up to it"),
    "pbn-dropped": _c("warning", "PBN text the IR has no place for, left out"),
    "tm-ignored": _c("warning", "a Table Manager line that cannot be read, ignored"),
    "tm-board": _c("warning", "an irregularity in a Table Manager board"),
    "emit-flat-rules": _c("warning", "rules without a presentation body, shown as a flat list"),
    "emit-link-scheme": _c("warning", "a link whose scheme the output does not allow"),
    "emit-no-game": _c("warning", "a PBN output with no game in it"),
    # presentation emitters (HTML, LaTeX, BML)
    "emit-dropped": _c("warning", "a field of the IR that the output format cannot show"),
    "emit-unprintable": _c("warning", "a character pdflatex cannot typeset, printed as '?'"),
    # matcher emitter
    "matcher-opaque": _c("warning", "a constraint the matcher cannot evaluate"),
    "matcher-skip": _c("warning", "a rule the matcher table leaves out"),
    "matcher-they": _c("info", "rules for the opponents' calls, which the matcher never "
                       "bids", default=False),
    "tie": _c("warning", "two GIB rules with the same pattern, constraint and priority"),
}

RENAMED = {"bml1-switch": "bml-switch"}
"""Old names still read in ``--select``, ``--ignore``, configuration and comments."""

ALL = "ALL"
_SUPPRESS = re.compile(r"bridgec:\s*ignore(?:\[([^\]]*)\])?")
SUPPRESSION = re.compile(
    r"(?<=\S)[ \t]*(?://|;)[ \t]*bridgec:[ \t]*ignore(?:\[[^\]\n]*\])?[ \t]*$", re.M)
"""A suppression comment at the end of a line of text: front ends leave it out of the
text they read, so no output ever publishes it (one alone on its line is a comment, which
they leave out as well: :func:`is_suppression`)."""
_ALONE = re.compile(r"\s*(?://|;)?\s*bridgec:\s*ignore(?:\[[^\]\n]*\])?\s*\Z")


def without_suppressions(text: str) -> str:
    """``text`` without the suppression comments that end its lines (each line keeps its
    place and the columns before the comment)."""
    return SUPPRESSION.sub("", text) if "bridgec:" in text else text


def is_suppression(comment: str) -> bool:
    """Whether a comment (with or without its ``//``) is a suppression comment."""
    return _ALONE.match(comment) is not None


def canonical(patterns: Iterable[str]) -> tuple[str, ...]:
    """The patterns with renamed codes under their new names."""
    return tuple(RENAMED.get(p, p) for p in patterns)


def visible(diagnostics: Iterable[Diagnostic], select: Iterable[str] | None = None,
            ignore: Iterable[str] = (),
            line_at: Callable[[Span], str | None] | None = None) -> list[Diagnostic]:
    """The one selection policy of every command and of the library: every error; the
    other diagnostics that ``select`` shows (None: all of them; empty: the default set)
    and ``ignore`` does not hide, unless a suppression comment silences them (read with
    ``line_at``, the source line of a span)."""
    chosen = (ALL,) if select is None else canonical(select)
    hidden = canonical(ignore)
    shown: dict[str | None, bool] = {}  # by code: the selection depends on nothing else
    out = []
    for d in diagnostics:
        if d.severity != "error":
            keep = shown.get(d.code)
            if keep is None:
                keep = shown[d.code] = _shown(d.code, chosen, hidden)
            if not keep or (line_at is not None and suppressed(d, line_at)):
                continue
        out.append(d)
    return out


def _matches(code: str | None, patterns: Iterable[str]) -> bool:
    """``code`` is named by a pattern: the code itself, a prefix ending in ``-``
    (``bml-``), or ``ALL``."""
    for p in patterns:
        if p == ALL or p == code or (code is not None and p.endswith("-")
                                      and code.startswith(p)):
            return True
    return False


def selected(d: Diagnostic, select: Iterable[str] = (), ignore: Iterable[str] = ()) -> bool:
    """Whether ``d`` is shown: errors always; others if selected (explicitly, or by
    default when ``select`` is empty) and not ignored."""
    return d.severity == "error" or _shown(d.code, tuple(select), tuple(ignore))


def wanted(code: str, select: Iterable[str] = (), ignore: Iterable[str] = ()) -> bool:
    """Whether a diagnostic with ``code`` would be shown (error codes always are): a check
    none of whose codes is wanted need not run."""
    known = CODES.get(code)
    return (known is not None and known.severity == "error") or \
        _shown(code, tuple(select), tuple(ignore))


def _shown(code: str | None, select: tuple[str, ...], ignore: tuple[str, ...]) -> bool:
    if code is None:  # nothing can name it (tests/test_codes.py: no warning without one)
        return True
    if _matches(code, ignore) and not (code is not None and code in select):
        return False
    if select:
        return _matches(code, select)
    known = CODES.get(code or "")
    return known is None or known.default


def suppressed(d: Diagnostic, line_at: Callable[[Span], str | None]) -> bool:
    """Whether a ``bridgec: ignore[code, ...]`` comment on the diagnostic's line, or
    alone on the line above it, silences ``d`` (``bridgec: ignore`` silences every code).
    Errors cannot be silenced."""
    if d.span is None or d.severity == "error":
        return False
    here = line_at(d.span)
    if here is None:  # a file not read, or (SourceCache.commented_line) without comments
        return False
    above = line_at(Span(path=d.span.path, line=d.span.line - 1)) if d.span.line > 1 else None
    for text in (here, above if above and above.lstrip().startswith(("//", ";")) else ""):
        for m in _SUPPRESS.finditer(text):
            names = canonical(n.strip() for n in (m.group(1) or "").split(",") if n.strip())
            if not names or d.code in names:
                return True
    return False


def unknown(patterns: Iterable[str]) -> list[str]:
    """The patterns that name no code (for a usage error)."""
    return [p for p in patterns if p != ALL and p not in CODES and p not in RENAMED and
            not (p.endswith("-") and any(c.startswith(p) for c in CODES))]


def suggestion(name: str) -> str:
    """`` (did you mean 'x'?)`` for a mistyped code or prefix, else ``""``."""
    prefixes = {c[:c.index("-") + 1] for c in CODES if "-" in c}
    return did_you_mean(name, [*CODES, *prefixes, ALL], cutoff=0.6)


def listed(text: str | None) -> tuple[str, ...]:
    """The codes of a comma-separated ``--select``/``--ignore`` value, as written."""
    return tuple(n.strip() for n in (text or "").split(",") if n.strip())
