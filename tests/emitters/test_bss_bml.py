"""BML -> BSS against the reference ``bml2bss`` output, and BSS -> BML -> BSS round trips.

``bml2bss --bss-form spec`` output must equal the reference's ``.bss`` line for line, in
order, except for the reference bugs fixed in bridgec (docs/compat.md): U+0001 where a
substituted variable followed digits (compat bss-1), an earlier pattern expansion or a
table's first line winning over a bid row (compat bss-2), and records with no text for the
rows that are only paths to the rows under them (compat bss-12). In every form, no record keeps
less of the reference's text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgec import ir, registry
from bridgec.emitters import bss as bss_out
from bridgec.emitters._text import one_line
from bridgec.options import EmitOptions
from bridgec.pipeline import pipeline_for, run_passes

from bml_reference import legal_records
from conftest import CORPUS, INPUTS, corpus_dir, run_cli

GP = "gpaulissen-bml"
CASES = [(f"{GP}/data/{n}.bml", f"{GP}/expected/{n}.bss") for n in (
    "example", "example1", "example2", "example3", "example4", "example5", "example6",
    "example7", "example8", "test")]
CASES += [(f"probes/{p.stem}.bml", f"probes/bml2/{p.stem}.bss")
          for p in sorted((CORPUS / "bml" / "probes").glob("*.bml"))
          if (CORPUS / "bml" / "probes" / "bml2" / f"{p.stem}.bss").exists()]
CASES += [(f"wild/jdh8-bridge-systems-1.0/{n}.bml", f"wild/expected-bml2/{n}.bss")
          for n in ("wj", "defense")]
CASES += [("wild/gpaulissen-bridge-systems/system-DA-GJP.bml",
           "wild/expected-bml2/system-DA-GJP.bss")]
# The author's committed output: what the reference (bridge-markup 2.7.0) writes for this
# input today, and the file the corpus SHA256SUMS names for expected-bml2/ too.
CASES += [("wild/gpaulissen-bridge-systems/system-HB-GJP.bml",
           "wild/gpaulissen-bridge-systems/output/system-HB-GJP.bss")]
BSS_FILES = sorted((CORPUS / "bss").glob("*.bss"))


def lines(text: str) -> list[str]:
    return [line.removesuffix("\r") for line in text.split("\n") if line.strip()]


def convert(data: bytes, path: str, source: str, target: str,
            form: bss_out.Form = "spec") -> tuple[ir.Document, str]:
    front, emitter = registry.FRONT_ENDS[source], registry.EMITTERS[target]
    result = front.parse(data, path=path)
    assert result.document is not None
    assert not [d for d in result.diagnostics if d.severity == "error"], result.diagnostics
    document = run_passes(result.document, pipeline_for(front, emitter), verify_each=True)
    output = emitter.emit(document, EmitOptions(bss_form=form)).output
    return document, output if isinstance(output, str) else output.decode()


def _key(line: str) -> str:
    return line.split("=", 1)[0]


def _unicode1(theirs: str, mine: str) -> bool:
    """compat bss-1: the reference writes ``2M`` as ``\\x01!h``; we keep the digits."""
    if "\x01" not in theirs or "\x01" in mine:
        return False
    pattern = "[0-9]+".join(re.escape(part) for part in theirs.split("\x01"))
    return re.fullmatch(pattern, mine) is not None


def _header_braces(theirs: str) -> str:
    """compat bss-11: the reference writes a ``}`` of the title as is, which ends the name
    (no BSS reader, bridgec's included, reads the header then); we write it full-width."""
    if not theirs.startswith("*00{") or "}=" not in theirs:
        return theirs
    end = theirs.index("}=")
    return theirs[:4] + theirs[4:end].replace("}", bss_out.CLOSE_BRACE) + theirs[end:]


WRITTEN_WHERE_THEY_STAND = {"probes/p13_empty_desc_dup.bml"}
"""compat bss-12: ``1D`` (a path) then a sibling ``1D text``: the reference writes the
sibling's text at the path's place, we write its record where the sibling stands."""


def _without_paths(records: list[str], mine: list[str]) -> tuple[list[str], set[str]]:
    """compat bss-12: the reference writes a record with no text for a row with no
    description that only leads to the rows under it (a path: ``1C`` / ``(1D)`` /
    ``1H = ...``), followed by its first child's; we write none. The reference's records
    without those, and the keys of those left out."""
    def empty(line: str) -> bool:
        return re.fullmatch(r"[YN]{7}0?(08)?", line.split("=", 1)[1]) is not None

    kept: list[str] = []
    paths: set[str] = set()
    for i, line in enumerate(records):
        ours = mine[len(kept)] if len(kept) < len(mine) else ""
        if _key(ours) != _key(line) and empty(line) and i + 1 < len(records) \
                and records[i + 1].startswith(_key(line).removesuffix("{}")):
            paths.add(_key(line))
            continue
        kept.append(line)
    return kept, paths


def _rank(rule: ir.Rule) -> tuple[bool, bool]:
    """compat bss-2: a bid row (``node`` set) beats a table's first line, a concrete row an
    expanded one."""
    return rule.node is not None, rule.expanded_from is None


def _outranked(theirs: str, mine: str, derived: ir.Document) -> bool:
    """compat bss-2: the reference kept the first definition, an expansion of a pattern
    (``2X``) or a table's first line (``1C-1H-1N = ...``); we keep a bid row of the same
    auction that outranks it, as BML means."""
    keyed = [(bss_out.record(r, bss_out._Warnings(), "spec"), r) for r in derived.rules]
    same = [(line, r) for line, r in keyed if line is not None and _key(line) == _key(theirs)]
    return any(line == theirs and any(line2 == mine and _rank(r2) > _rank(r)
                                      for line2, r2 in same) for line, r in same)


@pytest.mark.parametrize(("rel", "ref"), CASES, ids=[c[0].split("/")[-1] for c in CASES])
def test_bml2bss_equals_reference_records(rel: str, ref: str) -> None:
    path = corpus_dir("bml") / rel
    _, text = convert(path.read_bytes(), str(path), "bml", "bss")
    mine = lines(legal_records(text))  # an illegal row, which no conversion writes
    theirs = lines(legal_records((corpus_dir("bml") / ref).read_text(encoding="utf-8")))
    records, paths = _without_paths(theirs[1:], mine[1:])
    theirs = [_header_braces(theirs[0]), *records]
    # a later row defining a path's call defines it (the reference's empty record won)
    mine = [m for m in mine if _key(m) not in paths or _key(m) in map(_key, records)]
    if rel in WRITTEN_WHERE_THEY_STAND:
        assert sorted(map(_key, mine)) == sorted(map(_key, theirs))
        order = {_key(t): i for i, t in enumerate(theirs)}
        mine.sort(key=lambda m: order[_key(m)])
    assert [_key(m) for m in mine] == [_key(t) for t in theirs]
    derived = None
    for m, t in zip(mine, theirs, strict=True):
        if m == t or _unicode1(t, m):
            continue
        if derived is None:
            front = registry.FRONT_ENDS["bml"]
            parsed = front.parse(path.read_bytes(), path=str(path)).document
            assert parsed is not None
            derived = run_passes(parsed, ("derive_rules",))
        assert _outranked(t, m, derived), f"{m!r} != {t!r}"


def _descriptions(text: str, pdr_disposition: bool) -> dict[str, str]:
    """Description of each record by key: the text after flags, disposition and lengths."""
    out: dict[str, str] = {}
    for line in lines(text)[1:]:
        key, tail = line.split("=", 1)
        call = re.findall(r"[1-7][CDHSN]|[PDR]", re.sub(r"\{[^}]*\}", "", key[2:]))[-1]
        skip = 7 + (3 if call[-1] in "CDHS" and len(call) == 2 else 1)
        if call in "PDR":
            skip = 8 if pdr_disposition else 7
        out.setdefault(key.removesuffix("{}"), tail[skip:])
    return out


def _part_of(mine: str, theirs: str) -> bool:
    """Our text is a proper part of the reference's: the rest of theirs is lost."""
    return mine != theirs and mine.strip() in theirs


@pytest.mark.parametrize("form", ["bboalert", "spec"])
@pytest.mark.parametrize(("rel", "ref"), CASES, ids=[c[0].split("/")[-1] for c in CASES])
def test_bml2bss_keeps_the_text_the_reference_keeps(rel: str, ref: str,
                                                    form: bss_out.Form) -> None:
    """Every reference record with a description is written, and its text is not cut:
    where the descriptions differ (compat bss-1, bss-2), ours is not a part of theirs."""
    path = corpus_dir("bml") / rel
    _, text = convert(path.read_bytes(), str(path), "bml", "bss", form)
    mine = _descriptions(legal_records(text).replace("\uff1d", "=").replace("\uff03", "#"),
                         form == "spec")
    theirs = _descriptions(legal_records((corpus_dir("bml") / ref).read_text(
        encoding="utf-8")), True)
    for key, description in theirs.items():
        if description.strip():
            assert key in mine, key
            assert not _part_of(mine[key], description.replace("\x01", "")), \
                (key, mine[key], description)


def test_a_bid_row_wins_over_the_first_line_of_a_table(tmp_path: Path) -> None:
    """compat bss-2: ``1C-1H-1N = text`` names the auction a table goes on from; a row
    defining the same call keeps its description, whichever comes first."""
    source = tmp_path / "sys.bml"
    source.write_text("1C-1H-1N = reminder\n  2C = Stayman\n\n1C\n  1H\n"
                      "    1N = 12-14 balanced\n")
    result = run_cli(str(source), "-o", "-", exe="bml2bss")
    assert result.returncode == 0, result.stderr.decode()
    assert "001CP1HP1N=NYYYYYY012-14 balanced\n" in result.stdout.decode()


def test_bml2bss_drop_in_writes_the_default_output_name(tmp_path: Path) -> None:
    source = tmp_path / "sys.bml"
    source.write_text("#+TITLE: Mini\n\n1C  2+!c\n  1M  4+ M\n")
    result = run_cli(str(source), exe="bml2bss")
    assert result.returncode == 0, result.stderr.decode()
    assert (tmp_path / "sys.bss").read_text() == (
        "*00{Mini}=NYYYYYY\n001C=NYYYYYY0082+!c\n001CP1H=NYYYYYY0084+ !h\n"
        "001CP1S=NYYYYYY0084+ !s\n")


def test_bml2bss_keeps_the_digits_before_a_variable_suit(tmp_path: Path) -> None:
    source = tmp_path / "sys.bml"
    source.write_text("1M  5+M, raise to 2M\n")
    result = run_cli(str(source), "-o", "-", exe="bml2bss")
    assert result.returncode == 0, result.stderr.decode()
    assert "\x01" not in result.stdout.decode()
    assert "001H=NYYYYYY0085+!h, raise to 2!h\n" in result.stdout.decode()


@pytest.mark.parametrize("path", BSS_FILES, ids=lambda p: p.name)
def test_bss_to_bml_to_bss_keeps_every_bidding_record_and_adds_none(path: Path,
                                                                   tmp_path: Path) -> None:
    """compat bss-12: the steps a card has no record for (``1C`` before ``1C-(1D)-1H``)
    are BML paths, read back as no record; a record with no text stays one."""
    data = corpus_dir("bss").joinpath(path.name).read_bytes()
    first, bml_text = convert(data, str(path), "bss", "bml")
    bml_path = tmp_path / "round.bml"
    bml_path.write_text(bml_text)
    _, again = convert(bml_text.encode(), str(bml_path), "bml", "bss", "spec")
    assert _facts(_reparsed(again)) == _facts(first.rules)


def _reparsed(text: str) -> tuple[ir.Rule, ...]:
    result = registry.FRONT_ENDS["bss"].parse(text.encode(), path="again.bss")
    assert result.document is not None
    return result.document.rules


def _facts(rules: tuple[ir.Rule, ...]) -> set[tuple[object, ...]]:
    """Seat, vulnerability, auction and description of each record, first per auction.

    Spaces around a description are not compared: BML cannot hold them (docs/bss.md);
    control characters are compared as the emitters write them (U+FFFD).
    """
    out: dict[tuple[object, ...], tuple[object, ...]] = {}
    for rule in rules:
        assert rule.auction is not None and isinstance(rule.call, ir.Call)
        c = rule.conditions
        key = (c.seats, c.we_vulnerable, c.they_vulnerable,
               tuple(a.call for a in rule.auction), rule.call.name, rule.auction[:1] and
               rule.auction[0].side)
        out.setdefault(key, (*key, one_line(bss_out._description(rule.meaning, None)).strip()))
    return set(out.values())


def test_bss2bml_drop_in(tmp_path: Path) -> None:
    source = tmp_path / "in.bss"
    source.write_bytes((INPUTS / "bss" / "system.bss").read_bytes())
    result = run_cli(str(source), exe="bss2bml")
    assert result.returncode == 0, result.stderr.decode()
    text = (tmp_path / "in.bml").read_text()
    assert "Five hearts" in text and "Overcall" in text


def test_bml2bss_survives_om_without_m(tmp_path: Path) -> None:
    source = tmp_path / "om.bml"
    source.write_text("1C = strong\n  1M = 4+ M\n  2oM = 5+ oM\n")
    quiet = run_cli(str(source), "-o", "-", exe="bml2bss")
    assert quiet.returncode == 0 and quiet.stderr == b""  # warnings only with -v
    result = run_cli(str(source), "-o", "-", "-v", exe="bml2bss")
    assert result.returncode == 0
    assert result.stdout.decode().splitlines()[1:] == [
        "001C=NYYYYYY008strong", "001CP1H=NYYYYYY0084+ !h", "001CP1S=NYYYYYY0084+ !s"]
    assert "om.bml:3:3: warning:" in result.stderr.decode()
    assert "Traceback" not in result.stderr.decode()


def test_bss2bml_keeps_descriptions_without_a_disposition(tmp_path: Path) -> None:
    source = tmp_path / "pdr.bss"
    source.write_text("*00{x}=NYYYYYY\n001C=NYYYYYY0082+!c\n001C1DD=NYYYYYY4+!H, 6-17\n"
                      "001CDR=NYYYYYYAsking\n")
    result = run_cli(str(source), "-o", "-", exe="bss2bml")
    assert result.returncode == 0, result.stderr.decode()
    text = result.stdout.decode()
    assert "D = 4+!H, 6-17\n" in text and "R = Asking\n" in text


def test_a_row_that_only_leads_to_rows_under_it_is_no_record(tmp_path: Path) -> None:
    """compat bss-12: ``1H`` with no description and rows under it is a path (no record, no
    matcher rule, still a row of the table); a leaf with no description and ``1N =`` with
    rows under it stay records."""
    source = tmp_path / "sys.bml"
    source.write_text("1C = strong\n  1H\n    1S = spades\n  1N =\n    2C = stayman\n"
                      "  2C\n")
    result = run_cli(str(source), "-o", "-", "--bss-form", "spec", exe="bml2bss")
    assert result.returncode == 0, result.stderr.decode()
    assert [line.split("=")[0] for line in lines(result.stdout.decode())[1:]] == [
        "001C", "001CP1HP1S", "001CP1N", "001CP1NP2C", "001CP2C"]
    html = run_cli("convert", str(source), "-t", "html", "-o", "-")
    assert html.returncode == 0, html.stderr.decode()
    assert "1♥" in html.stdout.decode()
    checked = run_cli("check", "--select", "ALL", str(source))
    assert b"defines nothing" not in checked.stdout + checked.stderr
