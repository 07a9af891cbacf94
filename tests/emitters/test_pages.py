"""Pages to navigate and print: heading anchors and a table of contents in HTML, headings
that do not look like links, written-out addresses as links (breakable in LaTeX), rows that
line up in Chromium's print, and the linked stylesheet and macros written beside the output
(``--no-include-external-files``)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import bridgec
from bridgec.emitters import html

from conftest import run_cli
from test_browser import chromium
from test_emit_support import require_tool

SYSTEM = """#+TITLE: Pages

* Openings

1C = clubs

* Openings

** 1!c and 1NT

*** Deeper

* Defence

See https://example.com/a_b?x=1, or (www.example.org/notes). A long one:
https://www.example.org/a/very/long/address/that/would/never/fit/on/one/line/of/a/page.pdf
and [a named link](https://example.net) or [https://example.net/b](https://example.net/b).
"""


def page(text: str = SYSTEM) -> str:
    result = bridgec.convert_text(text, "html", from_="bml")
    assert isinstance(result.output, str), result.render()
    return result.output


def tex(text: str = SYSTEM) -> str:
    result = bridgec.convert_text(text, "latex", from_="bml")
    assert isinstance(result.output, str), result.render()
    return result.output


def test_headings_have_readable_unique_anchors_listed_in_a_table_of_contents() -> None:
    out = page()
    ids = re.findall(r'<h\d id="([^"]+)">', out)
    assert ids == ["openings", "openings-2", "1c-and-1nt", "deeper", "defence"]
    toc = out[out.index('<nav class="toc"'):out.index("</nav>")]
    assert re.findall(r'href="#([^"]+)"', toc) == ids
    # nested by level: the level-2 and level-3 entries sit inside the second "Openings"
    assert re.search(r'href="#openings-2">Openings</a>\n<ul>\n<li><a href="#1c-and-1nt">'
                     r'1<span class="s sc">♣</span> and 1NT</a>\n<ul>\n<li>'
                     r'<a href="#deeper">Deeper</a></li>\n</ul>\n</li>\n</ul>\n</li>', toc)
    assert toc.count("<ul>") == toc.count("</ul>") and toc.count("<li>") == toc.count("</li>")


def test_a_page_without_headings_has_no_table_of_contents() -> None:
    assert "<nav" not in page("1C = clubs\n")


def test_the_contents_go_three_levels_deep_as_in_latex() -> None:
    out = page("* One\n\n** Two\n\n*** Three\n\n**** Four\n")
    toc = out[out.index('<nav class="toc"'):out.index("</nav>")]
    assert re.findall(r'href="#([^"]+)"', toc) == ["one", "two", "three"]
    assert '<h5 id="four">Four</h5>' in out


def test_no_heading_is_underlined() -> None:
    css = html.stylesheet()
    for rule in re.findall(r"main h\d[^{]*{([^}]*)}", css):
        assert "underline" not in rule
    assert re.search(r"main h2, main h3, main h4, main h5, main h6 {[^}]*text-decoration: "
                     r"none", css)


def test_written_out_addresses_are_links_in_html() -> None:
    out = page()
    assert '<a class="url" href="https://example.com/a_b?x=1">https://example.com/a_b?x=1</a>,' \
        in out
    assert '(<a class="url" href="https://www.example.org/notes">www.example.org/notes</a>).' \
        in out
    assert '<a href="https://example.net">a named link</a>' in out  # not linked twice
    assert '<a class="url" href="https://example.net/b">https://example.net/b</a>' in out
    assert out.count("<a class=\"url\"") == 4


def test_written_out_addresses_are_breakable_links_in_latex(tmp_path: Path) -> None:
    out = tex()
    assert "\\href{https://example.com/a\\%5Fb?x=1}{\\texttt{https:/\\allowbreak{}/" in out
    assert "\\href{https://example.net}{a named link}" in out
    pdflatex = require_tool("pdflatex")
    (tmp_path / "doc.tex").write_text(out, encoding="utf-8")
    run = subprocess.run([pdflatex, "-interaction=nonstopmode", "-halt-on-error",
                          "-no-shell-escape", "doc.tex"], cwd=tmp_path, capture_output=True,
                         timeout=300)
    log = (tmp_path / "doc.log").read_text(encoding="latin-1")
    assert run.returncode == 0, log[-2000:]
    assert "Overfull" not in log


def test_rows_with_children_align_with_leaf_rows_in_print(tmp_path: Path) -> None:
    """Chromium's print-to-PDF, then each call's position from pdftotext: a row with
    children and a leaf row at one depth start at the same x."""
    pdftotext = require_tool("pdftotext")
    source = tmp_path / "rows.htm"
    source.write_text(page("1N = nested\n  2C = Stayman\n2N = leaf\n"), encoding="utf-8")
    pdf = tmp_path / "rows.pdf"
    done = chromium(source, tmp_path / "profile", f"--print-to-pdf={pdf}",
                    "--no-pdf-header-footer")
    assert pdf.exists(), done.stderr[-2000:]
    boxes = subprocess.run([pdftotext, "-bbox", str(pdf), "-"], capture_output=True,
                           text=True, timeout=120, check=True).stdout
    x = {word: float(left) for left, word in
         re.findall(r'<word xMin="([\d.]+)"[^>]*>([^<]+)</word>', boxes)}
    assert abs(x["1NT"] - x["2NT"]) < 0.5, x
    assert abs(x["nested"] - x["leaf"]) < 0.5, x
    assert x["2♣"] > x["1NT"] + 5  # the child is indented


def test_linked_assets_are_written_beside_the_output(tmp_path: Path) -> None:
    (tmp_path / "s.bml").write_text(SYSTEM, encoding="utf-8")
    for target, asset in (("html", "bridgec.css"), ("latex", "bridgec.tex")):
        done = run_cli("convert", "s.bml", "-t", target, "--no-include-external-files",
                       cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        assert (tmp_path / asset).read_bytes() == \
            (Path(html.__file__).parent / "assets" / asset).read_bytes()
        assert f"wrote {asset}" in done.stderr.decode()
    pdflatex = require_tool("pdflatex")
    run = subprocess.run([pdflatex, "-interaction=nonstopmode", "-halt-on-error",
                          "-no-shell-escape", "s.tex"], cwd=tmp_path, capture_output=True,
                         timeout=300)
    assert run.returncode == 0, run.stdout[-2000:]


def test_an_own_stylesheet_beside_the_output_is_kept(tmp_path: Path) -> None:
    (tmp_path / "s.bml").write_text(SYSTEM, encoding="utf-8")
    (tmp_path / "bridgec.css").write_text("body { color: green }\n", encoding="utf-8")
    done = run_cli("convert", "s.bml", "-t", "html", "--no-include-external-files",
                   cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "bridgec.css").read_text(encoding="utf-8") == "body { color: green }\n"
    assert "kept bridgec.css" in done.stderr.decode()


def test_the_drop_in_writes_the_stylesheet_quietly(tmp_path: Path) -> None:
    (tmp_path / "s.bml").write_text(SYSTEM, encoding="utf-8")
    done = run_cli("--no-include-external-files", "s.bml", cwd=tmp_path, exe="bml2html")
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    assert (tmp_path / "s.htm").exists() and (tmp_path / "bridgec.css").exists()


def test_an_output_to_stdout_says_where_the_stylesheet_is(tmp_path: Path) -> None:
    (tmp_path / "s.bml").write_text(SYSTEM, encoding="utf-8")
    done = run_cli("convert", "s.bml", "-t", "html", "--no-include-external-files", "-o", "-",
                   cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert re.search(rb"links bridgec.css: copy \S+/assets/bridgec.css", done.stderr)
    assert not (tmp_path / "bridgec.css").exists()
