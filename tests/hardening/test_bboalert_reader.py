"""BBOalert's reading of BSS, re-implemented from the rules in docs/bss.md, and every BSS
bridgec writes from the corpus and the examples read with it.

The rules are those of BBOalert 9.1.2 (stanmaz/BBOalert at commit e066d36, March 2026):
the BSS import in ``getClipboardData`` (src/iframe/BBOalert.js), then the record scan and
explanation clean-up that ``findAlert``/``getAlert`` do before an alert is shown. This
module is written from that description, not from BBOalert's code.

For each conversion (``bml2bss`` of every corpus input the reference converts, ``bss ->
bss`` of every corpus ``.bss``, the examples), in the default ``bboalert`` form: the header
makes no alert record, every record shows the description bridgec holds (no disposition
digit before it, nothing cut at ``=`` or sent to the chat at ``#``), and no record shows
less of its text than BBOalert shows from the reference's file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from bridgec import ir, registry
from bridgec.emitters import bss as bss_out
from bridgec.emitters._text import one_line
from bridgec.frontends.bss.lower import ANY_LENGTH
from bridgec.notation.inline import to_source
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import pipeline_for, run_passes

from bml_reference import legal_records
from conftest import CORPUS, ROOT, corpus_dir

# --------------------------------------------------------------------------------------
# BBOalert's rules (docs/bss.md, "How BBOalert reads BSS")

LEVELS = "1234567"
CALLS = {"P": "--", "D": "Db", "R": "Rd"}
SKIP = {"N": 8, "--": 7, "Db": 7, "Rd": 7}  # characters before the explanation; else 10
MAX_ALERT = 69
CHAT = "Please read chat"


def js_length(text: str) -> int:
    """String length as JavaScript counts it (UTF-16 code units)."""
    return len(text.encode("utf-16-le")) // 2


def data_type(text: str) -> str:
    """How BBOalert classifies pasted data by its first 80 characters."""
    if text.startswith("Import,"):
        return "BBOalert"
    head = text.encode("utf-16-le")[:160].decode("utf-16-le", errors="ignore")
    if head.startswith("https://"):
        return "URL"
    if "bboalert" in head.lower():
        return "BBOalert"
    return "BSS" if "*00" in head or "?00" in head else ""


@dataclass(frozen=True)
class Alert:
    """A BBOalert record made from one BSS line: context, call, explanation."""

    context: str
    call: str
    explanation: str
    error: bool


def read_line(line: str) -> Alert | None:
    """One line of the BSS import (a CR of a CRLF file is still on the line)."""
    if line.startswith("%"):
        return None
    they = line.startswith("*")
    record = line[1:] if they else line
    fields = record.split("=")
    if len(fields) < 2 or js_length(fields[0]) < 4 or js_length(fields[1]) < 9:
        return None
    context, j, sequence = "", 2, fields[0]
    while j < len(sequence):
        if sequence[j] in LEVELS:
            context += sequence[j:j + 2]
            j += 2
        else:
            context += CALLS.get(sequence[j], "")
            j += 1
    error = they and (len(context) < 4 or (len(context) / 2) % 2 == 1)
    call = context[-2:]
    explanation = fields[1][SKIP.get(call, SKIP.get(call[-1:], 10)):].replace(",", ";")
    if js_length(explanation) > MAX_ALERT:
        explanation = CHAT + "#" + explanation
    return Alert(context=context[:-2], call=call, explanation=explanation, error=error)


def read_file(text: str) -> list[Alert] | None:
    """The records of a pasted BSS file, in BBOalert's order: lines sorted, the first
    (the empty line after the final newline) left out; None if not read as BSS."""
    if data_type(text) != "BSS":
        return None
    if not text.endswith("\n"):
        text += "\n"
    lines = sorted(text.split("\n"), key=lambda s: s.encode("utf-16-be"))
    return [a for a in map(read_line, lines[1:]) if a is not None]


def shown(alert: Alert) -> tuple[str, str | None]:
    """What the player sees: the explanation in the alert box, and the chat message."""
    text = alert.explanation.replace("\t", " ")
    text = re.sub("  +", " ", text).strip()
    alert_text, _, chat = text.partition("#")
    return alert_text, chat.split("#")[0] if "#" in text else None


def visible(alert: Alert | None) -> str:
    """All text BBOalert shows for a record: the alert, or the chat message behind
    'Please read chat'; full-width ``=``, ``#`` and ``\\`` read as the characters."""
    if alert is None:
        return ""
    text, chat = shown(alert)
    if text == CHAT and chat is not None:
        text = chat
    return text.translate(str.maketrans({"\uff1d": "=", "\uff03": "#", "\uff3c": "\\"}))


def as_bboalert_shows(description: str) -> str:
    """An author's description as BBOalert would show it whole: ',' as ';', runs of
    spaces as one, no spaces around it."""
    return re.sub("  +", " ", description.replace(",", ";").replace("\t", " ")).strip()


# --------------------------------------------------------------------------------------
# The rules on the examples docs/bss.md gives


def test_the_rules_as_documented() -> None:
    cut = read_line("002H=NYYYYYY008PRE, 5=#, 4+m")
    assert cut is not None and shown(cut) == ("PRE; 5", None)
    stray = read_line("*001CD=NYYYYYY0Takeout, 12+")
    assert stray is not None and (stray.context, stray.call) == ("1C", "Db")
    assert shown(stray) == ("0Takeout; 12+", None)
    junk = read_line("*00{BML 5542}=NYYYYYYA summary")
    assert junk is not None and (junk.context, junk.call, junk.error) == ("55", "42", False)
    error = read_line("*00{Club}=NYYYYYYStrong club")
    assert error is not None and error.error
    assert read_line("*00{Club}=NYYYYYY") is None
    assert read_line("00P=NYYYYYY0-7 HCP") is None
    assert read_line("001C1DD=NYYYYYYx") is None
    chat = read_line("001N=NYYYYYY0" + "x" * 69 + "#y")
    assert chat is not None and shown(chat) == (CHAT, "x" * 69)
    assert read_line("%BBEECDD=NYYYYYY0000") is None
    assert data_type("*00{BBOalert club}=NYYYYYY\n") == "BBOalert"


def test_the_form_bboalert_needs_and_the_spec_form() -> None:
    rules = (ir.Rule(id="r1", call=ir.Call(name="X"), auction=(
        ir.AuctionCall(call="1C", side="they"),), meaning=ir.Meaning(description=(
            ir.Text(text="Takeout, 4=4 majors"),))),)
    document = ir.Document(meta=(ir.MetaEntry(key="TITLE", value="BML 5542"),
                                 ir.MetaEntry(key="DESCRIPTION", value="Summary")),
                           rules=rules)
    spec = read_file(str(bss_out.emit(document, EmitOptions(bss_form="spec")).output))
    assert spec is not None
    assert [visible(a) for a in spec] == ["0Takeout; 4", "Summary"[3:]]
    ours = read_file(str(bss_out.emit(document).output))
    assert ours is not None and [visible(a) for a in ours] == ["Takeout; 4=4 majors"]


# --------------------------------------------------------------------------------------
# Every BSS bridgec writes from the corpus and the examples


@dataclass(frozen=True)
class Conversion:
    """An input, the front end that reads it, and the reference BSS for it (if any)."""

    source: str
    front: str
    reference: str | None
    reference_dispositions: bool = True  # the reference writes one after P/D/R

    @property
    def name(self) -> str:
        return self.source.rsplit("/", 1)[-1]


def _conversions() -> list[Conversion]:
    gp = "bml/gpaulissen-bml"
    out = [Conversion(f"{gp}/data/{n}.bml", "bml", f"{gp}/expected/{n}.bss")
           for n in ("example", "example1", "example2", "example3", "example4", "example5",
                     "example6", "example7", "example8", "test")]
    for probe in sorted((CORPUS / "bml" / "probes").glob("*.bml")):
        reference = CORPUS / "bml" / "probes" / "bml2" / f"{probe.stem}.bss"
        out.append(Conversion(f"bml/probes/{probe.name}", "bml",
                              f"bml/probes/bml2/{reference.name}" if reference.exists()
                              else None))
    out += [Conversion(f"bml/wild/jdh8-bridge-systems-1.0/{n}.bml", "bml",
                       f"bml/wild/expected-bml2/{n}.bss") for n in ("wj", "defense")]
    out += [Conversion("bml/wild/gpaulissen-bridge-systems/system-DA-GJP.bml", "bml",
                       "bml/wild/expected-bml2/system-DA-GJP.bss"),
            Conversion("bml/wild/gpaulissen-bridge-systems/system-HB-GJP.bml", "bml",
                       "bml/wild/gpaulissen-bridge-systems/output/system-HB-GJP.bss")]
    # BML 1 references write no disposition after P/D/R and their auctions do not line up
    # with BML's (no passes in contested auctions, '4CD' as 4C and a double): no reference.
    out += [Conversion("bml/kungsgeten-bml/example.txt", "bml1", None),
            Conversion("bml/wild/plazmonik-bml/nasz_wj.txt", "bml1", None)]
    out += [Conversion(f"bss/{p.name}", "bss", f"bss/{p.name}")
            for p in sorted((CORPUS / "bss").glob("*.bss"))]
    return out


CONVERSIONS = _conversions()
EXAMPLES = sorted((ROOT / "examples").glob("*.bml"))


def _convert(path: Path, front_name: str) -> tuple[ir.Document, str]:
    front = registry.FRONT_ENDS["bml" if front_name == "bml1" else front_name]
    options = ParseOptions(dialect="bml1" if front_name == "bml1" else None)
    parsed = front.parse(path.read_bytes(), path=str(path), options=options)
    assert parsed.document is not None
    emitter = registry.EMITTERS["bss"]
    document = run_passes(parsed.document, pipeline_for(front, emitter))
    output = emitter.emit(document).output
    return document, output if isinstance(output, str) else output.decode()


def _author_text(rule: ir.Rule) -> str:
    """The description bridgec holds: as read from BSS, or as written in BML (line ends as
    ``\\n`` and control characters as U+FFFD, as the BSS emitter writes them)."""
    if rule.bss is not None:
        return one_line(rule.bss.description, bss_out.LINE_BREAK)
    return one_line(to_source(rule.meaning.description, "\\n").removesuffix("\\n."),
                    bss_out.LINE_BREAK)


def _check_output(document: ir.Document, text: str) -> None:
    newline = document.disclosure.newline if document.disclosure else "\n"
    assert read_file(text) is not None, "BBOalert would not read the file as BSS"
    header, *lines = text.split(newline)
    assert read_line(header) is None, f"the header makes an alert record: {header!r}"
    records = [line for line in lines if line and line[0] not in "$+%"]
    written = [r for r in document.rules if r.auction is not None and
               isinstance(r.call, ir.Call)]
    for rule, line in zip(written, records, strict=True):
        assert not line.rstrip().endswith("\\"), line  # BBOalert joins the next line
        alert, want = read_line(line + newline.removesuffix("\n")), _author_text(rule)
        if alert is not None and alert.error:
            first = rule.auction[0].side if rule.auction else rule.side
            assert first == "they", line
            continue
        assert visible(alert) == as_bboalert_shows(want), (line, alert)


@pytest.mark.parametrize("conversion", CONVERSIONS, ids=lambda c: c.name)
def test_bboalert_shows_every_corpus_record_as_written(conversion: Conversion) -> None:
    document, text = _convert(corpus_dir() / conversion.source, conversion.front)
    _check_output(document, text)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_bboalert_shows_every_example_record_as_written(path: Path) -> None:
    document, text = _convert(path, "bml")
    _check_output(document, text)


def _by_key(text: str, skip_disposition: bool) -> dict[str, str]:
    """Per record (the part before '='), the text BBOalert shows; with
    ``skip_disposition`` without the character the writer put before a P/D/R description."""
    out: dict[str, str] = {}
    for line in text.split("\n")[1:]:
        alert = read_line(line)
        if alert is None or alert.error:
            continue
        key, tail = line.split("=", 1)
        if skip_disposition and alert.call in ("--", "Db", "Rd") and \
                tail[7:8] in tuple("0123456789ABCDE"):
            alert = read_line(f"{key}={tail[:7]}{tail[8:]}")
        out.setdefault(key.removesuffix("{}"), visible(alert))
    return out


def _lost(mine: str | None, theirs: str) -> bool:
    """Our record shows less than theirs: missing, or a proper part of their text."""
    if mine is None:
        return True
    theirs = theirs.replace("\x01", "")  # the reference's U+0001 bug (compat bss-1)
    if mine == theirs.removeprefix(ANY_LENGTH):
        return False  # lengths "any" after a call other than a suit bid (docs/bss.md)
    return mine != theirs and mine in theirs


@pytest.mark.parametrize("conversion", [c for c in CONVERSIONS if c.reference],
                         ids=lambda c: c.name)
def test_no_record_shows_less_than_the_reference(conversion: Conversion) -> None:
    document, text = _convert(corpus_dir() / conversion.source, conversion.front)
    assert conversion.reference is not None
    reference = legal_records((corpus_dir() / conversion.reference).read_bytes().decode())
    read_dispositions = conversion.front != "bss" or _reads_pdr_dispositions(document)
    mine = _by_key(text, False)
    theirs = _by_key(reference, read_dispositions)
    lost = {key: (mine.get(key), shown_text) for key, shown_text in theirs.items()
            if shown_text and _lost(mine.get(key), shown_text)}
    assert not lost


def _reads_pdr_dispositions(document: ir.Document) -> bool:
    """Whether bridgec read a disposition before the file's P/D/R descriptions."""
    return any(r.bss is not None and r.bss.disposition is not None and
               isinstance(r.call, ir.Call) and r.call.name in ("P", "X", "XX")
               for r in document.rules)


REAL_SYSTEMS = ("bml/wild/gpaulissen-bridge-systems/system-HB-GJP.bml",
                "bml/wild/gpaulissen-bridge-systems/system-DA-GJP.bml",
                "bml/wild/jdh8-bridge-systems-1.0/wj.bml",
                "bml/wild/jdh8-bridge-systems-1.0/defense.bml")
_TOKENS = {"--": "P", "Db": "X", "Rd": "XX"}


@pytest.mark.parametrize("rel", REAL_SYSTEMS, ids=lambda r: r.rsplit("/", 1)[-1])
def test_bboalert_reads_no_illegal_record_from_the_real_systems(rel: str) -> None:
    """The BSS bridgec writes for the corpus's real systems (the pattern rows' expansions
    that are illegal in some auctions left out) holds no record BBOalert reads as a call
    that can never follow its auction. A system with an illegal row of its own is not
    converted at all (tests/checks/test_one_notion_of_error.py)."""
    from bridgec.api import convert_file
    from bridgec.bridge.auction import illegal

    result = convert_file(corpus_dir() / rel, "bss")
    if result.output is None:
        assert [d.code for d in result.diagnostics if d.severity == "error"] == \
            ["illegal-auction"], result.render()
        return
    assert isinstance(result.output, str)
    alerts = read_file(result.output)
    assert alerts
    bad = []
    for alert in alerts:
        tokens = [alert.context[i:i + 2] for i in range(0, len(alert.context), 2)]
        calls = [_TOKENS.get(t, t) for t in tokens]
        if illegal(calls, _TOKENS.get(alert.call, alert.call)) is not None:
            bad.append(f"{alert.context}{alert.call}")
    assert bad == []
