"""Output injection: hostile text in every text field of every front end goes through the
HTML and LaTeX emitters as text, never as markup or macros.

Each case is an input written here with the payload in one field and a marker word next to
it. The HTML is parsed with html.parser: no script-like element, event-handler attribute or
script URL beyond what bridgec writes for a harmless input. The LaTeX is tokenised: none of
the dangerous control sequences, no raw ``^^``, balanced braces, no live ``%`` from the
input. The marker shows the field reached the output (or the emitter warned about it).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

from bridgec import registry
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import pipeline_for, run_passes

from conftest import INPUTS

PAYLOADS = [
    "<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "' onmouseover='alert(1)",
    "javascript:alert(1)", "<a href=javascript:alert(1)>j</a>", "<iframe src=//x>",
    "<!-- --> <![CDATA[ ]]> &amp; &lt;", r"\input{/etc/passwd}", r"\write18{id}",
    r"\immediate\write18{id}", r"\catcode`\{=12", r"\def\x{y}", r"\csname x\endcsname",
    r"\end{document}", "{ { {", "} } }", "^^5c^^5cinput", "100% sure", r"\\", r"\ ", "~ # $ & _",
    "\x00", "\x01\x07\x1b[31m\x7f",
]
PAYLOAD = " ".join(PAYLOADS)
SAFE = "plain words"
DANGEROUS = {"input", "include", "write", "immediate", "openout", "openin", "read", "catcode",
             "def", "edef", "gdef", "xdef", "let", "csname", "endcsname", "newcommand",
             "renewcommand", "usepackage", "special", "directlua", "end", "begin", "makeatletter",
             "lccode", "uccode", "expandafter", "jobname", "documentclass", "write18",
             "ShellEscape", "pdfshellescape", "loop", "scantokens", "endinput"}


def _no_brace(text: str) -> str:
    """The payload for fields that end at ``}`` (BSS names and qualifications)."""
    return text.replace("}", ")")


def _cases() -> dict[str, tuple[str, str]]:
    """case id -> (front end, input text with ``{P}`` where the payload goes)."""
    tm_head = ('Start of board\nBoard number 1. Dealer North. Neither vulnerable.\n'
               "North's cards : S K 9 8 5. H Q 6 4. D K J 2. C 6 5 3.\n")
    pbn_deal = ('[Dealer "N"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 '
                '432.AKQJ.T98.765"]\n')
    return {
        "bml-title": ("bml", "#+TITLE: {P}\n\n1C  x\n"),
        "bml-author": ("bml", "#+AUTHOR: {P}\n\n1C  x\n"),
        "bml-description": ("bml", "#+DESCRIPTION: {P}\n\n1C  x\n"),
        "bml-other-meta": ("bml", "#+KEYWORDS: {P}\n\n1C  x\n"),
        "bml-heading": ("bml", "* Heading {P}\n\n** Sub {P}\n"),
        "bml-paragraph": ("bml", "Text {P}\nmore {P}\n"),
        "bml-markup": ("bml", "Text *{P}* and /{P}/ and ={P}=\n"),
        "bml-list": ("bml", "- item {P}\n- two\n\n1. first {P}\n"),
        "bml-description-list": ("bml", "- term {P} :: definition {P}\n"),
        "bml-table": ("bml", "| cell {P} | b |\n|---+---|\n| 1 | {P} |\n"),
        "bml-bid-table": ("bml", "1C  {P}\n  1D  {P}\n      {P}\n"),
        "bml-sequence-start": ("bml", "1N-2C; {P}\n2D  {P}\n"),
        "bml-link": ("bml", "Text [{P}](javascript:alert(1)) [x]( JaVaScRiPt:alert(1))"
                            " [y](java\tscript:alert(1)) [z](data:text/html,<script>)\n"),
        "bml-deal-header": ("bml", "#35, Dealer N, {P}\nN: Kxx T9 xxx Q987x\n"
                                   "S: A987xx - Q9xx Axx\n"),
        "bml-deal-line": ("bml", "N None 35 4SXS hK {P}\nN Kxx T9 xxx Q987x\n"),
        "bml1-bid-table": ("bml1", "1C {P}\n 1D {P}\n"),
        "bss-header-name": ("bss", "*00{{NP}}=NYYYYYY{P}\n001C=NYYYYYY0x\n"),
        "bss-description": ("bss", "*00{x}=NYYYYYYx\n001C=NYYYYYY0{P}\n001CP1D=NYYYYYY0{P}\n"),
        "bss-qualification": ("bss", "*00{x}=NYYYYYYx\n001C=NYYYYYY0x\n"
                                     "001C{{NP}}1D=NYYYYYY0y\n"),
        "bss-free-records": ("bss", "*00{x}=NYYYYYYx\n${P}\n+{P}\n001C=NYYYYYY0x\n"),
        "bss-floating": ("bss", "?00{{NP}}=NYYYYYY{P}\n004N=YYYYYYN{P}\n"),
        "gib-comment": ("gib", "; {P}\n1 1C 50 . . *1 #1\n"),
        "tm-teams": ("tm", 'Teams : N/S : "{NP}" E/W : "{NP}"\n' + tm_head
                     + "North bids 1C\n"),
        "tm-seated": ("tm", 'West "{NP}" seated\n' + tm_head + "North bids 1C\n"),
        "tm-alert": ("tm", tm_head + "North bids 1NT Alert. {P}\nEast passes\n"),
        "pbn-note": ("pbn", pbn_deal + '[Auction "N"]\n1C =1= AP\n[Note "1:{NP}"]\n'),
        "pbn-players": ("pbn", '[North "{NP}"]\n[South "{NP}"]\n[East "{NP}"]\n'
                               '[West "{NP}"]\n' + pbn_deal),
    }


CASES = _cases()


NOT_SHOWN = {
    "bml-other-meta": "meta keys other than title, author and description are not shown",
    "bml-author": "LaTeX shows the author under a title only",
    "bml-deal-header": "a deal header is shown as the facts read from it",
    "bml-deal-line": "a deal header is shown as the facts read from it",
    "bss-free-records": "$ and + records name other files",
    "gib-comment": "comments are never shown",
    "bss-qualification": "HTML and LaTeX do not show qualifications (the BSS emitter does)",
    "tm-seated": "seat messages are protocol, not content",
    "tm-teams": "team names are protocol, not content",
}


def _fill(template: str, payload: str) -> bytes:
    quoted = payload.replace('"', "'")
    return (template.replace("{NP}", _no_brace(quoted)).replace("{P}", payload)
            .replace("{NS}", payload.replace(" ", "")).encode("utf-8"))


def _fewer(found: Counter[str], baseline: Counter[str]) -> dict[str, int]:
    """What ``found`` has more of than the page of a harmless input."""
    return {key: n for key, n in found.items() if n > baseline[key]}


def _outputs(name: str, data: bytes) -> dict[str, tuple[str, str]]:
    """emitter -> (output, warnings); empty when the front end refuses the input."""
    front = registry.FRONT_ENDS[name]
    result = front.parse(data, path=f"hostile.{name}", options=ParseOptions())
    if result.document is None or any(d.severity == "error" for d in result.diagnostics):
        return {}
    out = {}
    for target in ("html", "latex"):
        emitter = registry.EMITTERS[target]
        document = run_passes(result.document, pipeline_for(front, emitter))
        emitted = emitter.emit(document, EmitOptions())
        assert isinstance(emitted.output, str)
        out[target] = (emitted.output, "\n".join(d.message for d in emitted.diagnostics))
    return out


class _Scan(HTMLParser):
    """What in a page could run script."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: Counter[str] = Counter()
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "iframe", "object", "embed", "base", "form", "img", "svg",
                   "math", "frame", "meta", "link", "style"):
            self.found[f"<{tag}>"] += 1
        for key, value in attrs:
            if key.startswith("on"):
                self.found[f"{key}="] += 1
            cleaned = re.sub(r"[\x00-\x20]", "", value or "").lower()
            if key in ("href", "src", "action", "formaction", "data", "xlink:href") and \
                    cleaned.startswith(("javascript:", "vbscript:", "data:text")):
                self.found[f"{key}={cleaned[:11]}"] += 1
            if key == "style" and ("expression(" in cleaned or "url(" in cleaned):
                self.found["style=..."] += 1

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _scan(html: str) -> tuple[Counter[str], str]:
    scan = _Scan()
    scan.feed(html)
    scan.close()
    return scan.found, "".join(scan.text)


def _tokens(tex: str) -> list[str]:
    """LaTeX tokens that matter here: control words, control symbols, braces, comments."""
    return re.findall(r"\\[A-Za-z@]+|\\.|[{}%]|\^\^", tex, re.S)


def _control_words(tex: str) -> Counter[str]:
    return Counter(tok[1:] for tok in _tokens(tex) if re.fullmatch(r"\\[A-Za-z@]+", tok))


def _brace_problem(tex: str) -> str | None:
    depth = 0
    for line_no, line in enumerate(tex.split("\n"), 1):
        for tok in _tokens(line):
            if tok == "%":
                break  # a comment: the rest of the line is not read
            depth += {"{": 1, "}": -1}.get(tok, 0)
            if depth < 0:
                return f"unbalanced '}}' on line {line_no}"
    return f"{depth} unclosed '{{'" if depth else None


def _comments(tex: str) -> int:
    return sum(1 for tok in _tokens(tex) if tok == "%")


@pytest.mark.parametrize("case", list(CASES))
def test_hostile_text_stays_text(case: str) -> None:
    name, template = CASES[case]
    marked = f"Zq{len(case)}mark {PAYLOAD}"
    hostile = _outputs(name, _fill(template, marked))
    baseline = _outputs(name, _fill(template, f"Zq{len(case)}mark {SAFE}"))
    assert baseline, f"{case}: the harmless input should convert"
    if not hostile:
        return  # the front end refused the payload with an error: nothing is written
    html, html_warnings = hostile["html"]
    found, text = _scan(html)
    assert not _fewer(found, _scan(baseline["html"][0])[0]), case
    assert not re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", html)
    shown = case not in NOT_SHOWN
    assert f"Zq{len(case)}mark" in text or html_warnings or not shown, f"{case}: dropped"
    tex, tex_warnings = hostile["latex"]
    safe_tex = baseline["latex"][0]
    words, safe_words = _control_words(tex), _control_words(safe_tex)
    risky = {w: n for w, n in words.items() if w in DANGEROUS and n > safe_words[w]}
    assert not risky, f"{case}: {risky}"
    assert "^^" not in tex
    assert _brace_problem(tex) is None, f"{case}: {_brace_problem(tex)}"
    assert _comments(tex) == _comments(safe_tex), f"{case}: a live % from the input"
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", tex)
    assert f"Zq{len(case)}mark" in tex or tex_warnings or not shown, f"{case}: dropped"


def test_every_front_end_has_hostile_cases() -> None:
    covered = {name for name, _ in CASES.values()} | {"ir-json"}
    assert covered == set(registry.FRONT_ENDS)


def test_most_cases_reach_the_emitters() -> None:
    """The payload is accepted as text in most fields (a refusal proves nothing)."""
    reached = [case for case, (name, template) in CASES.items()
               if _outputs(name, _fill(template, PAYLOAD))]
    assert len(reached) >= len(CASES) - 3, sorted(set(CASES) - set(reached))


# IR JSON: every string field of a document that uses every node kind ---------------------

def _string_paths(node: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    if isinstance(node, dict):
        return [p for key, value in node.items() if key != "kind"
                for p in _string_paths(value, (*path, key))]
    if isinstance(node, list):
        return [p for i, value in enumerate(node) for p in _string_paths(value, (*path, i))]
    return [path] if isinstance(node, str) else []


def _set(tree: object, path: tuple[object, ...], value: str) -> None:
    for key in path[:-1]:
        tree = tree[key]  # type: ignore[index]
    tree[path[-1]] = value  # type: ignore[index]


IR_SOURCES = [INPUTS / "emit" / "full.ir.json", INPUTS / "emit" / "rules-only.ir.json"]


@pytest.mark.parametrize("source", IR_SOURCES, ids=[p.name for p in IR_SOURCES])
def test_hostile_text_in_every_ir_json_string_field(source: Path) -> None:
    tree = json.loads(source.read_text())
    paths = _string_paths(tree)
    assert len(paths) > 10
    checked = 0
    for path in paths:
        if path[-1] == "ir_version":
            continue
        changed = json.loads(source.read_text())
        _set(changed, path, PAYLOAD)
        out = _outputs("ir-json", json.dumps(changed).encode())
        if not out:
            continue  # refused as invalid IR (a constrained field), with a located error
        checked += 1
        found, _ = _scan(out["html"][0])
        assert not _fewer(found, _scan(_outputs("ir-json", source.read_bytes())["html"][0])[0]),\
            path
        tex = out["latex"][0]
        assert not {w for w in _control_words(tex) if w in DANGEROUS} - set(
            _control_words(_outputs("ir-json", source.read_bytes())["latex"][0])), path
        assert "^^" not in tex and _brace_problem(tex) is None, path
    assert checked > 5


def _bss_ir() -> str:
    result = registry.FRONT_ENDS["bss"].parse((INPUTS / "bss" / "system.bss").read_bytes(),
                                              path="system.bss")
    assert result.document is not None
    output = registry.EMITTERS["ir-json"].emit(result.document).output
    assert isinstance(output, str)
    return output


@pytest.mark.parametrize("source", ["full.ir.json", "system.bss"])
def test_ir_json_values_out_of_their_domain_do_not_crash(source: str) -> None:
    """Fields the schema leaves as free strings (found by the fuzz campaign)."""
    text = _bss_ir() if source == "system.bss" else (INPUTS / "emit" / source).read_text()
    paths = [p for p in _string_paths(json.loads(text)) if p[-1] in (
        "strains", "min_length", "max_length", "outcomes", "artificial", "disposition",
        "position", "vulnerability", "text", "form", "contract", "header", "encoding",
        "newline")]
    assert len(paths) > (50 if source == "system.bss" else 0)
    per_key: Counter[object] = Counter()
    for path in paths:
        per_key[path[-1]] += 1
        if per_key[path[-1]] > 3:
            continue
        for value in ("", "<", "X", "7NT", "\x00", "99", "\u00b3"):
            changed = json.loads(text)
            _set(changed, path, value)
            for target in registry.EMITTERS:
                front = registry.FRONT_ENDS["ir-json"]
                result = front.parse(json.dumps(changed).encode(), path="x.ir.json")
                if result.document is None:
                    continue
                emitter = registry.EMITTERS[target]
                emitter.emit(run_passes(result.document, pipeline_for(front, emitter)),
                             EmitOptions())


# pdflatex ---------------------------------------------------------------------------------

def test_hostile_latex_compiles_without_shell_escape(tmp_path: Path) -> None:
    if shutil.which("pdflatex") is None:
        pytest.skip("pdflatex is not installed")
    text = "".join(_fill(t, PAYLOAD).decode() + "\n" for case, (n, t) in CASES.items()
                   if n == "bml" and case not in ("bml-deal-header", "bml-deal-line"))
    out = _outputs("bml", text.encode())
    assert out
    (tmp_path / "h.tex").write_text(out["latex"][0])
    run = subprocess.run(["pdflatex", "-no-shell-escape", "-interaction=nonstopmode",
                          "-halt-on-error", "h.tex"], cwd=tmp_path, capture_output=True,
                         timeout=120, check=False)
    log = run.stdout.decode("utf-8", "replace")
    assert run.returncode == 0, log[-2000:]
    assert "(/etc/passwd" not in log  # TeX prints "(file" when it opens one
    assert not (tmp_path / "id").exists()
    if shutil.which("pdftotext"):
        text_out = subprocess.run(["pdftotext", "h.pdf", "-"], cwd=tmp_path, timeout=60,
                                  capture_output=True, check=True).stdout.decode()
        assert "root:" not in text_out
        assert "input{/etc/passwd}" in text_out.replace(" ", "")


def test_diagnostics_print_no_terminal_escapes_from_the_input(tmp_path: Path) -> None:
    from conftest import run_cli
    path = tmp_path / "esc.bml"
    path.write_bytes(b"Text\n\n#INCLUDE \x1b]0;owned\x07\x1b[2J.bml\n\n1C \x1b[31mred\n  1Q x\n")
    result = run_cli("check", str(path))
    assert result.returncode == 1
    assert b"#INCLUDE" in result.stdout + result.stderr
    assert b"\x1b" not in result.stdout + result.stderr
    assert b"\x07" not in result.stdout + result.stderr
