"""The one registry of front ends, emitters, passes and checks, and each source's pipeline.

Adding a format touches one line here plus its own package (see docs/architecture.md).
Nothing is imported until it is used: a command that converts BML to HTML loads the BML
front end and the HTML emitter, not the GIB parser, the matcher or numpy.

A document has two views: ``body`` (the presentation: headings, text, bid tables, deals)
and ``rules`` (one rule per call definition). A front end fills one or both; the passes
listed under a view in its ``pipeline`` make that view from what it read. An emitter
declares the views it ``reads``, and the pipeline runs only the passes those views need.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from types import ModuleType
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

import msgspec

if TYPE_CHECKING:
    from bridgec import ir
    from bridgec.diagnostics import Diagnostic
    from bridgec.options import EmitOptions, EmitResult, ParseOptions, ParseResult

View = Literal["body", "rules"]
VIEWS: tuple[View, ...] = ("body", "rules")
Pass = Callable[["ir.Document"], "ir.Document"]
Check = Callable[["ir.Document"], "tuple[Diagnostic, ...]"]

BML_RULES = ("derive_rules", "dedupe", "resolve_conflicts")


class FrontEnd(msgspec.Struct, frozen=True):
    """An input format: its module (imported on first use) and the passes of each view."""

    name: str
    module_name: str
    extensions: tuple[str, ...]
    description: str
    pipeline: Mapping[View, tuple[str, ...]] = msgspec.field(default_factory=dict)
    looks_like: str = ""
    """A regular expression that lines typical of this format match (``re.M``), to tell a
    user who named the wrong format which one the file looks like."""

    @property
    def module(self) -> ModuleType:
        """The front end's module, imported now if it was not yet."""
        return importlib.import_module(self.module_name)

    def parse(self, data: bytes, *, path: str, options: ParseOptions | None = None
              ) -> ParseResult:
        """Run the front end on ``data`` (see the module's ``parse``)."""
        if options is None:
            return self.module.parse(data, path=path)  # type: ignore[no-any-return]
        return self.module.parse(data, path=path, options=options)  # type: ignore[no-any-return]

    def passes(self, views: tuple[View, ...] = VIEWS) -> tuple[str, ...]:
        """The passes that make ``views`` from what this front end reads, each once."""
        names: list[str] = []
        for view in views:
            names += [n for n in self.pipeline.get(view, ()) if n not in names]
        return tuple(names)


class Emitter(msgspec.Struct, frozen=True):
    """An output format: its module (imported on first use) and what it reads."""

    name: str
    module_name: str
    extension: str
    description: str
    reads: tuple[View, ...]
    binary: bool = False
    pipeline: tuple[str, ...] = ()
    """Passes that reshape the IR for this format, after those of the views it reads."""
    assets: tuple[str, ...] = ()
    """Files of ``emitters/assets/`` the output embeds, or links and needs beside it."""

    @property
    def module(self) -> ModuleType:
        """The emitter's module, imported now if it was not yet."""
        return importlib.import_module(self.module_name)

    def emit(self, document: ir.Document, options: EmitOptions | None = None) -> EmitResult:
        """Run the emitter on ``document`` (see the module's ``emit``)."""
        if options is None:
            return self.module.emit(document)  # type: ignore[no-any-return]
        return self.module.emit(document, options)  # type: ignore[no-any-return]


T = TypeVar("T")


class Lazy(Mapping[str, T], Generic[T]):
    """Functions by name, each given as ``module:function`` and imported on first use."""

    def __init__(self, targets: dict[str, str]) -> None:
        self._targets = targets
        self._loaded: dict[str, T] = {}

    def __getitem__(self, name: str) -> T:
        if name not in self._loaded:
            module, _, attr = self._targets[name].partition(":")
            self._loaded[name] = getattr(importlib.import_module(module), attr)
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._targets)

    def __len__(self) -> int:
        return len(self._targets)

    def target(self, name: str) -> str:
        """Where ``name`` lives (``module:function``), without importing it."""
        return self._targets[name]


def _by_name(*entries: Any) -> dict[str, Any]:
    return {e.name: e for e in entries}


FRONT_ENDS: dict[str, FrontEnd] = _by_name(
    FrontEnd("ir-json", "bridgec.frontends.ir_json", (".ir.json", ".json"),
             "bridgec IR as JSON (see ir-schema/)", looks_like=r'\A\s*\{\s*"(ir_version|kind)"'),
    FrontEnd("gib", "bridgec.frontends.gib", (".gib", ".txt2"),
             "GIB bidding database rules (mb.txt; mb.txt2 with --macros mac.m4)",
             {"body": ("layout_gib_rules",)}, r"^\d[dCRX?]* \S+ \d+ \S.* #\d+\s*$"),
    FrontEnd("tm", "bridgec.frontends.tm", (".tm", ".tmlog"),
             "Blue Chip Table Manager session transcript (one message per line)",
             looks_like=r'^(Connecting ".*" as|\w+ (\("?.*"?\)|".*") seated|\w+ to lead)'),
    FrontEnd("bss", "bridgec.frontends.bss", (".bss",),
             "BBO Full Disclosure (BSS) convention card", {"body": ("layout_bid_tables",)},
             r"^\*?\d\d([0-9][CDHSN]|[PDR]|\{)[^=\n]*=[NY]"),
    FrontEnd("bml", "bridgec.frontends.bml", (".bml",),
             "Bridge Bidding Markup Language (BML 2; BML 1 detected)", {"rules": BML_RULES},
             r"^(#\+[A-Z]+:|#(INCLUDE|CUT|COPY|PASTE|SEAT|VUL)\b|\*+ \S|[1-7]([CDHS]|NT?) +\S)"),
    FrontEnd("pbn", "bridgec.frontends.pbn", (".pbn",),
             "PBN 2.1 (Portable Bridge Notation): deals, auctions, play",
             looks_like=r'^\[(Deal|Board|Dealer|Event|Auction) "'),
    FrontEnd("bml1", "bridgec.frontends.bml.bml1", (),
             "BML 1 (Kungsgeten/bml): relative indentation, // anywhere", {"rules": BML_RULES}),
)
EMITTERS: dict[str, Emitter] = _by_name(
    Emitter("ir-json", "bridgec.emitters.ir_json", ".ir.json",
            "bridgec IR as JSON (see ir-schema/)", reads=VIEWS),
    Emitter("html", "bridgec.emitters.html", ".htm",
            "HTML page (tree or plain bid tables, embedded stylesheet)", reads=("body",),
            assets=("bridgec.css",)),
    Emitter("latex", "bridgec.emitters.latex", ".tex",
            "LaTeX document for pdflatex (tree or plain bid tables)", reads=("body",),
            assets=("bridgec.tex",)),
    Emitter("bml", "bridgec.emitters.bml", ".bml",
            "BML 2 (Bridge Bidding Markup Language), canonical layout", reads=("body",)),
    Emitter("bss", "bridgec.emitters.bss", ".bss",
            "BBO Full Disclosure (BSS), for BBO and BBOalert", reads=("rules",)),
    Emitter("matcher", "bridgec.emitters.matcher", ".matcher",
            "compiled matcher table, MessagePack (bridgec bid / bridgec.matcher.runtime.load)",
            reads=("rules",), binary=True, pipeline=("infer_constraints",)),
    Emitter("pbn", "bridgec.emitters.pbn", ".pbn",
            "PBN 2.1 (Portable Bridge Notation): session boards and deal diagrams",
            reads=("body",)),
)
TYPESET: dict[str, Emitter] = _by_name(
    Emitter("pdf", "bridgec.emitters.pdf", ".pdf",
            "PDF typeset from the LaTeX by latexmk or pdflatex (needs TeX Live)",
            reads=("body",), binary=True),
)
"""Outputs a program outside Python typesets from an emitter's output. They are apart from
:data:`EMITTERS` (which tests run on every input) and cost a TeX run; :data:`TARGETS`
holds both, and is what ``-t`` may name."""
TARGETS: dict[str, Emitter] = {**EMITTERS, **TYPESET}
PASSES: Lazy[Pass] = Lazy({name: f"bridgec.passes.{name}:{name}" for name in (
    "derive_rules",
    "dedupe",
    "resolve_conflicts",
    "layout_gib_rules",
    "layout_bid_tables",
    "infer_constraints",
)})
_CHECKS = (  # module, function, the diagnostic codes it can give
    ("auction_legality", "check_auction_legality", "illegal-auction"),
    ("bid_tables", "check_bid_table_auctions", "illegal-auction illegal-expansion"),
    ("competitive_alternation", "check_competitive_alternation", "alternation"),
    ("conditions", "check_conditions", "impossible-conditions"),
    ("conflicts", "check_conflicts", "conflict tie"),
    ("unreachable_rows", "check_unreachable_rows", "unreachable"),
    ("unreachable_rows", "check_unbound_variables", "unbound-variable"),
    ("opponents_records", "check_opponents_records", "opponents-record"),
    ("constraint_overlap", "check_constraint_overlap", "constraint-overlap"),
    ("constraint_holes", "check_constraint_holes", "constraint-hole"),
    ("meaning_coverage", "check_meaning_coverage", "meaning-unread"),
    ("descriptions", "check_description_slips", "suit-symbol unit-typo doubled-separator"),
    ("deals", "check_deals", "deal-cards deal-contract deal-lead illegal-auction"),
)
REPORTED_BY: Lazy[Check] = Lazy({"resolve_conflicts": "bridgec.checks.conflicts:overridden",
                                  "derive_rules": "bridgec.checks.bid_tables:skipped_expansions"})
"""Passes that settle something silently, and the part of a check that reports what they
settled: a conversion that runs the pass gives those warnings, as ``bridgec check`` does."""
CHECKS: Lazy[Check] = Lazy({name: f"bridgec.checks.{module}:{name}"
                            for module, name, _ in _CHECKS})
CHECK_CODES: dict[str, tuple[str, ...]] = {name: tuple(codes.split())
                                           for _, name, codes in _CHECKS}
"""The codes each check can give: a run that shows none of them skips the check."""


def front_end_for(path: str) -> FrontEnd | None:
    """The front end whose extension matches ``path`` (longest extension wins)."""
    lower = path.lower()
    best: tuple[int, FrontEnd] | None = None
    for front in FRONT_ENDS.values():
        for ext in front.extensions:
            if lower.endswith(ext) and (best is None or len(ext) > best[0]):
                best = (len(ext), front)
    return best[1] if best else None


def strip_extension(name: str) -> str:
    """``name`` without the longest input extension it ends with (or its last suffix)."""
    lower = name.lower()
    for ext in sorted((e for f in FRONT_ENDS.values() for e in f.extensions),
                      key=len, reverse=True):
        if lower.endswith(ext):
            return name[: -len(ext)]
    stem, dot, _ = name.rpartition(".")
    return stem if dot and stem else name
