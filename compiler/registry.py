"""The one registry of front ends, emitters, passes and checks that the CLI reads.

Adding a format touches one line here plus its own module (see docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from bridgec import ir
from bridgec.checks.auction_legality import check_auction_legality
from bridgec.checks.competitive_alternation import check_competitive_alternation
from bridgec.checks.conditions import check_conditions
from bridgec.checks.conflicts import check_conflicts
from bridgec.checks.constraint_holes import check_constraint_holes
from bridgec.checks.constraint_overlap import check_constraint_overlap
from bridgec.checks.opponents_records import check_opponents_records
from bridgec.checks.unreachable_rows import check_unreachable_rows
from bridgec.diagnostics import Diagnostic
from bridgec.emitters import bml as bml_out
from bridgec.emitters import bss as bss_out
from bridgec.emitters import html as html_out
from bridgec.emitters import ir_json as ir_json_out
from bridgec.emitters import latex as latex_out
from bridgec.emitters import matcher as matcher_out
from bridgec.frontends import bml as bml_in
from bridgec.frontends import bss as bss_in
from bridgec.frontends import gib as gib_in
from bridgec.frontends import ir_json as ir_json_in
from bridgec.frontends import tm as tm_in
from bridgec.frontends.bml import bml1 as bml1_in
from bridgec.passes.dedupe import dedupe
from bridgec.passes.derive_rules import derive_rules
from bridgec.passes.infer_constraints import infer_constraints
from bridgec.passes.layout_bid_tables import layout_bid_tables
from bridgec.passes.layout_gib_rules import layout_gib_rules
from bridgec.passes.resolve_conflicts import resolve_conflicts

Pass = Callable[[ir.Document], ir.Document]
Check = Callable[[ir.Document], tuple[Diagnostic, ...]]

FRONT_ENDS: dict[str, ModuleType] = {m.NAME: m for m in (
    ir_json_in,
    gib_in,
    tm_in,
    bss_in,
    bml_in,
    bml1_in,
)}
EMITTERS: dict[str, ModuleType] = {m.NAME: m for m in (
    ir_json_out,
    html_out,
    latex_out,
    bml_out,
    bss_out,
    matcher_out,
)}
PASSES: dict[str, Pass] = {p.__name__: p for p in (
    derive_rules,
    dedupe,
    resolve_conflicts,
    layout_gib_rules,
    layout_bid_tables,
    infer_constraints,
)}
CHECKS: dict[str, Check] = {c.__name__: c for c in (
    check_auction_legality,
    check_competitive_alternation,
    check_conditions,
    check_conflicts,
    check_unreachable_rows,
    check_opponents_records,
    check_constraint_overlap,
    check_constraint_holes,
)}

DEFAULT_PIPELINE: tuple[str, ...] = ()
"""Passes run after every front end's own ``PASSES`` and before the emitter's."""


def front_end_for(path: str) -> ModuleType | None:
    """The front end whose extension matches ``path`` (longest extension wins)."""
    lower = path.lower()
    best: tuple[int, ModuleType] | None = None
    for module in FRONT_ENDS.values():
        for ext in module.EXTENSIONS:
            if lower.endswith(ext) and (best is None or len(ext) > best[0]):
                best = (len(ext), module)
    return best[1] if best else None
