"""Checks run only when one of their codes is wanted; the registry lists every check's codes."""

from __future__ import annotations

import re
from pathlib import Path

from bridgec import check_file, codes, registry

ROOT = Path(__file__).resolve().parents[2]
CHECKS = ROOT / "compiler" / "checks"


def _written_codes(target: str) -> set[str]:
    """The codes a check module's source gives (``code="..."``)."""
    module, _, function = target.partition(":")
    module = module.rsplit(".", 1)[1]
    text = (CHECKS / f"{module}.py").read_text(encoding="utf-8")
    if sum(t.startswith(f"bridgec.checks.{module}:") for t in map(
            registry.CHECKS.target, registry.CHECKS)) > 1:  # several checks: its own body
        text = re.search(rf"\ndef {function}\(.*?(?=\ndef |\Z)", text, re.S).group()  # type: ignore[union-attr]
    found = set(re.findall(r'code="([a-z0-9-]+)"', text))
    shared = (CHECKS.parent / "bidtables" / "legality.py").read_text(encoding="utf-8")
    for name, body in re.findall(r"\ndef (\w+)(.*?)(?=\ndef |\Z)", shared, re.S):
        if re.search(rf"\b{name}\b", text) or ("bidtables.walk" in text and
                                                  name in ("illegal_auction",
                                                           "skipped_expansion")):
            found |= set(re.findall(r'code="([a-z0-9-]+)"', body))  # the shared wording
    return found


def test_registry_lists_every_code_a_check_gives() -> None:
    for name in registry.CHECKS:
        written = _written_codes(registry.CHECKS.target(name))
        assert written, f"{name}: no code found in its module"
        assert written <= set(registry.CHECK_CODES[name]), name
        assert set(registry.CHECK_CODES[name]) <= set(codes.CODES), name


def test_wanted_follows_select_and_ignore() -> None:
    assert codes.wanted("conflict")
    assert not codes.wanted("constraint-overlap")  # opt-in
    assert codes.wanted("constraint-overlap", ("constraint-",))
    assert codes.wanted("constraint-overlap", ("ALL",))
    assert not codes.wanted("conflict", (), ("conflict",))
    assert codes.wanted("unbound-variable", (), ("ALL",))  # errors always


def test_opt_in_checks_run_only_when_selected(tmp_path: Path) -> None:
    system = tmp_path / "s.bml"
    system.write_text("1C 12-21 hcp, 3+!c\n1D 12-21 hcp, 3+!d\n1D 5+!d, 11-15\n",
                      encoding="utf-8")
    everything = {d.code for d in check_file(system, select=["ALL"]).diagnostics}
    default = {d.code for d in check_file(system, select=()).diagnostics}
    chosen = {d.code for d in check_file(system, select=("constraint-overlap",)).diagnostics}
    assert {"conflict", "constraint-overlap"} <= everything
    assert "conflict" in default and "constraint-overlap" not in default
    assert "constraint-overlap" in chosen and "conflict" not in chosen
