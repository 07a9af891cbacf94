"""The layout_gib_rules pass and the plain-English descriptions it uses."""

from __future__ import annotations

from bridgec import ir
from bridgec.constraints.describe import describe_bounds, describe_constraint, describe_goal
from bridgec.diagnostics import Span
from bridgec.frontends import gib
from bridgec.frontends.gib.goals import parse_goal
from bridgec.passes.layout_gib_rules import layout_gib_rules

from conftest import ROOT, run_cli

SYSTEM = "tests/inputs/gib/system.gib"


def _document() -> ir.Document:
    result = gib.parse((ROOT / SYSTEM).read_bytes(), path=SYSTEM)
    assert result.document is not None
    return result.document


def _cells(row: ir.TableRow) -> list[str]:
    return ["".join(i.text for i in cell if isinstance(i, ir.Text)) for cell in row.cells]


def test_rules_are_grouped_by_auction_with_words() -> None:
    doc = layout_gib_rules(_document())
    headings = ["".join(i.text for i in b.content if isinstance(i, ir.Text))
                for b in doc.body if isinstance(b, ir.Heading)]
    assert headings[:4] == ["Bidding rules", "Opening calls", "After 1N - P", "After 1N - X"]
    assert "Auctions matching 1N:2[CDHS]:X" in headings
    table = next(b for b in doc.body if isinstance(b, ir.Table))
    rows = [_cells(r) for r in table.rows]
    assert rows[0] == ["call", "priority", "when the hand has", "shows", "rule"]
    # highest priority first; 2C (60) before 1S (46)
    assert rows[1][:2] == ["2C", "60"]
    nt = next(r for r in rows if r[0] == "1N")
    assert nt[3] == "15-17 HCP, 2-5 spades, 2-5 hearts, 2-5 diamonds, 2-5 clubs"
    assert nt[4] == "#1001 *1"
    assert nt[2] == "15-17 HCP and longest suit 3-5 cards, shortest suit 2-3 cards"
    spade = next(r for r in rows if r[0] == "1S")
    assert spade[2] == "11-21 HCP, 5+ spades"
    weak = next(r for r in rows if r[0].startswith("2S"))
    assert weak[0] == "2S (default)"


def test_every_rule_appears_once() -> None:
    doc = layout_gib_rules(_document())
    ids = [_cells(r)[4].split()[0] for b in doc.body if isinstance(b, ir.Table)
           for r in b.rows if not r.header]
    assert sorted(ids) == sorted(f"#{r.rule_id}" for r in doc.rules)


def test_documents_without_gib_rules_are_unchanged() -> None:
    doc = ir.Document(body=(ir.Paragraph(content=(ir.Text(text="x"),)),))
    assert layout_gib_rules(doc) is doc


def test_words() -> None:
    assert describe_bounds("HCP", 12, 14) == "12-14 HCP"
    assert describe_bounds("spades", 5, None) == "5+ spades"
    assert describe_bounds("losers", None, 7) == "at most 7 losers"
    assert describe_bounds("hearts", 4, 4) == "exactly 4 hearts"
    hcp = ir.Feature(name="hcp")
    assert describe_constraint(ir.Or(terms=(ir.Range(expr=hcp, min=6, max=9),
                                            ir.Not(term=ir.Const(value=False))))) == (
        "(6-9 HCP) or (not (no hand))")
    spec, _ = parse_goal(":P12:p14:D5S:g6H:Q3", span=Span(path="t", line=1), spec=True)
    assert spec is not None
    assert describe_goal(spec) == ("12+ HCP, at most 14 HCP, 5+ spades, at most 6 suit "
                                   "quality in hearts, 3+ controls")


def test_convert_to_every_readable_format() -> None:
    for target in ("html", "latex", "bml", "ir-json"):
        done = run_cli("convert", SYSTEM, "-f", "gib", "-t", target, "-o", "-", cwd=ROOT)
        assert done.returncode == 0, (target, done.stderr)
        assert b"15-17 HCP" in done.stdout, target


def test_hand_command() -> None:
    done = run_cli("hand", "AKJ52.K984.Q73.6")
    assert done.returncode == 0
    assert b"P13M15D5S4H3D1CC1345L06H00C02D04H13SQ04S0C2D2H4SG0C1D2H4S" in done.stdout
    done = run_cli("hand", "--json", "AKJ52.K984.Q73.6")
    assert b'"losers": 6' in done.stdout
    done = run_cli("hand", "N:AKJ52.K984.Q73.6 - - -")
    assert done.stdout.startswith(b"N: AKJ52.K984.Q73.6")
    done = run_cli("hand", "AKJ52.K984.Q73")
    assert done.returncode == 1 and b"error:" in done.stderr and b"Traceback" not in done.stderr
