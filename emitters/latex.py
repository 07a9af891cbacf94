"""LaTeX emitter: a standalone document that compiles with pdflatex on a stock TeX Live.

The support macros (``emitters/assets/bridgec.tex``) are embedded in the preamble, or
``\\input`` with ``--no-include-external-files``. Bid tables are rows with hanging
indentation (plain view) or with guide lines per level (tree view, the default).

Every piece of text from the IR goes through the renderer's ``text`` method, which escapes
``& % $ # _ { } ~ ^ \\`` and brackets, so no macro (``\\input``, ``\\write18``,
``\\catcode``) and no unbalanced brace can come from the input. Characters pdflatex cannot
typeset are replaced by ``?`` with a warning.
"""

from __future__ import annotations

import re
from pathlib import Path

from bridgec import ir
from bridgec.bridge.calls import SUIT_SYMBOLS, SUITS
from bridgec.diagnostics import UNSAFE_CHARACTERS, warning
from bridgec.emitters import _text as t
from bridgec.emitters._sections import Holding, Renderer
from bridgec.options import EmitOptions, EmitResult

NAME = "latex"

MACROS = "bridgec.tex"
ESCAPES = {
    "\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#",
    "%": r"\%", "_": r"\_", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}",
    "[": "{[}", "]": "{]}", "*": "{*}", "\n": " ", "\r": " ", "\t": " ",
    **{SUIT_SYMBOLS[suit]: rf"\bc{suit}{{}}" for suit in SUITS},
    "\u2667": r"\bcC{}", "\u2662": r"\bcD{}", "\u2661": r"\bcH{}", "\u2664": r"\bcS{}",
    "\u00a0": "~", "<": r"\textless{}", ">": r"\textgreater{}", "|": r"\textbar{}",
    "\u20ac": r"\texteuro{}", "\u2212": r"\textminus{}", "\u2264": r"\ensuremath{\leq}",
    "\u2265": r"\ensuremath{\geq}", "\u2260": r"\ensuremath{\neq}",
    "\u2192": r"\ensuremath{\rightarrow}", "\u00d7": r"\texttimes{}",
}
TYPESETTABLE = set("\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2122")
SECTIONS = ("section", "subsection", "subsubsection", "paragraph", "subparagraph")
FOUR_COLOUR = ("\\definecolor{bcclubs}{rgb}{0,0.5,0}"
               "\\definecolor{bcdiamonds}{rgb}{0.88,0.44,0}\n")
"""With ``four_colour``: clubs green, diamonds orange (hearts stay red, spades black)."""
URL_SAFE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/:?=.-@!'()+,;")

_PLAIN = re.compile(r"[A-Za-z0-9 ,.;:!?()+='/@\"`-]*")
"""Text that needs no escaping at all (the common case)."""


def emit(document: ir.Document, options: EmitOptions = EmitOptions()) -> EmitResult:
    """Render the whole document as one LaTeX file."""
    writer = _Document(options)
    output = writer.render(document)
    return EmitResult(output=output, diagnostics=tuple(writer.diagnostics))


def macros() -> str:
    """The text of the support macros that documents embed or ``\\input``."""
    return (Path(__file__).parent / "assets" / MACROS).read_text(encoding="utf-8")


_WORK = re.compile("[" + "".join(map(re.escape, ESCAPES)) + "]|[^\x20-\x7e\xa0-\u017f"
                   + "".join(map(re.escape, TYPESETTABLE)) + "]")
"""A character :meth:`_Document.text` must change: an escape, or one not typesettable."""
_UNSAFE = re.compile(f"[{UNSAFE_CHARACTERS}]")
_URL_BREAK = re.compile(r"[/.?=-]|\\[_&#]|\\%|\\textasciitilde\{\}")
"""Where an escaped address may break: after a separator or an escaped one."""


def url(target: str) -> str:
    """A link target for ``\\href``: unsafe bytes percent-encoded, ``%`` and ``#`` escaped."""
    out: list[str] = []
    for char in target:
        if char in URL_SAFE:
            out.append(char)
        elif char == "#":
            out.append(r"\#")
        else:
            out.extend(f"\\%{byte:02X}" for byte in char.encode("utf-8"))
    return "".join(out)


class _Document(Renderer):
    """LaTeX markup for the shared walk; support macros draw suits, rows and deals."""

    FORMAT = "LaTeX"
    STRONG = ("\\textbf{", "}")
    EMPH = ("\\emph{", "}")
    LINE_BREAK = "\\newline{}"
    BID_TABLE = RULES = ("\\begin{bcbidtable}\n", "\\end{bcbidtable}\n")
    RULE_ROW = "\\bcrow{{0}}{{{auction}}}{{{description}}}\n"
    EMPTY_LINE = "\\mbox{}"
    VOID = "\\bcvoid{}"
    PLAYED_CARD = "{seat} {suit}{rank}"
    CARD_SEPARATOR = ", "
    PLAY = ("\n\\par\\noindent\\begin{tabular}{rll}\n"
            "\\textbf{Trick} & \\textbf{Cards} & \\textbf{Won by}\\\\\\hline\n",
            "\\end{tabular}\n\n")
    TRICK = "{number} & {cards} & {winner}\\\\\n"
    BOARD = ("\n\\subsection*{{{title}}}\n", "")
    KEEP = ("\n\\begin{bckeep}\n", "\\end{bckeep}\n")

    def __init__(self, options: EmitOptions) -> None:
        super().__init__(options)
        self.bad_chars: set[str] = set()

    # -- document -------------------------------------------------------------------

    def begin_document(self, doc: ir.Document) -> None:
        w = self.out.append
        w("\\documentclass[a4paper]{article}\n\\usepackage[utf8]{inputenc}\n"
          "\\usepackage[T1]{fontenc}\n"
          "\\IfFileExists{lmodern.sty}{\\usepackage{lmodern}}{\\usepackage{times}}\n")
        if self.options.include_external_files:
            w(f"% bridgec support macros\n{macros()}")
        else:
            w(f"\\input{{{MACROS}}}\n")
        if self.options.four_colour:
            w(FOUR_COLOUR)
        self.titles(doc)
        w("\\begin{document}\n")
        if doc.meta_value("TITLE") is not None:
            w("\\maketitle\n")
        description = doc.meta_content("DESCRIPTION")
        if description is not None:
            w(f"\\begin{{quote}}\n{self.inlines(description)}\n\\end{{quote}}\n")
        others = t.meta_rest(doc)
        if others:
            rows = "".join(f"{self.text(e.key)} & {self.text(e.value)}\\\\\n" for e in others)
            w(f"\\begin{{bcmeta}}\n{rows}\\end{{bcmeta}}\n")
        if any(isinstance(block, ir.Heading) for block in doc.body):
            w("\\tableofcontents\n")

    def end_document(self, doc: ir.Document) -> None:
        self.out.append("\\end{document}\n")

    def titles(self, doc: ir.Document) -> None:
        title = doc.meta_content("TITLE")
        if title is None:
            return
        self.out.append(f"\\title{{{self.inlines(title)}}}\n")
        author = doc.meta_content("AUTHOR") or ()
        self.out.append(f"\\author{{{self.inlines(author)}}}\n\\date{{}}\n")

    # -- escaping and inlines -------------------------------------------------------

    def text(self, text: str) -> str:
        """Escape text; characters pdflatex cannot print become ``?`` (with a warning)."""
        if _PLAIN.fullmatch(text):
            return text
        return _WORK.sub(self._replace, text)

    def _replace(self, m: re.Match[str]) -> str:
        char = m.group()
        special = ESCAPES.get(char)
        if special is not None:
            return special
        if _UNSAFE.match(char):  # control characters, bidirectional overrides
            return ""
        self.bad_char(char)
        return "?"

    def bad_char(self, char: str) -> None:
        if char in self.bad_chars:
            return
        self.bad_chars.add(char)
        self.diagnostics.append(warning(
            f"character {char!r} (U+{ord(char):04X}) cannot be typeset by pdflatex with "
            "standard packages; it is printed as '?'", self.span,
            hint="use HTML output for this text, or replace the character",
            code="emit-unprintable"))

    def mono(self, text: str) -> str:
        return f"\\texttt{{{self.text(text)}}}"

    def suit(self, suit: str) -> str:
        return f"\\bc{suit}{{}}"

    def link(self, target: str, content: str) -> str:
        return f"\\href{{{url(target)}}}{{{content}}}"

    def bare_url(self, target: str, written: str) -> str:
        """An address in running text: a link in typewriter type that may break after each
        ``/ . - _ ? & = #`` (a long address is otherwise an overfull line)."""
        shown = _URL_BREAK.sub(r"\g<0>\\allowbreak{}", self.text(written))
        return f"\\href{{{url(target)}}}{{\\texttt{{{shown}}}}}"

    # -- text blocks ----------------------------------------------------------------

    def heading(self, level: int, content: str) -> None:
        command = SECTIONS[min(level, len(SECTIONS)) - 1]
        self.out.append(f"\n\\{command}{{{content}}}\n\n")

    def paragraph(self, content: str) -> None:
        self.out.append(f"\n{content}\n\n")

    def bullet_list(self, items: list[str]) -> None:
        self._list("itemize", "", [f"\\item {item}\n" for item in items])

    def ordered_list(self, start: int, items: list[str]) -> None:
        prelude = f"\\setcounter{{enumi}}{{{start - 1}}}\n" if start != 1 else ""
        self._list("enumerate", prelude, [f"\\item {item}\n" for item in items])

    def definition_list(self, items: list[tuple[str, str]]) -> None:
        self._list("description", "", [f"\\item[{{{term}}}] {definition}\n"
                                       for term, definition in items])

    def _list(self, env: str, prelude: str, items: list[str]) -> None:
        if items:  # an empty list environment is a LaTeX error
            self.out.append(f"\\begin{{{env}}}\n{prelude}{''.join(items)}\\end{{{env}}}\n")

    def table(self, rows: list[tuple[bool, list[str]]]) -> None:
        width = max((len(cells) for _, cells in rows), default=0)
        if width == 0:
            return
        w = self.out.append
        w(f"\n\\par\\noindent\\begin{{tabular}}{{|{'l|' * width}}}\\hline\n")
        for header, cells in rows:
            cells = cells + [""] * (width - len(cells))
            if header:
                cells = [f"\\textbf{{{c}}}" if c else c for c in cells]
            w(" & ".join(cells) + " \\\\\\hline\n")
        w("\\end{tabular}\n\n")

    # -- bid tables -----------------------------------------------------------------

    def table_conditions(self, label: str) -> None:
        self.out.append(f"\\noindent\\bccond{{{self.text(label)}}}\\par\n")

    def row_conditions(self, label: str) -> str:
        return f"\\bccond{{{self.text(label)}}}"

    def start(self, calls: str, description: str | None) -> None:
        text = calls if description is None else f"{calls} {description}"
        self.out.append(f"\\bcstart{{{text}}}\n")

    def rows_open(self, depth: int) -> None:
        """Rows carry their depth; nothing encloses a level."""

    def rows_close(self, depth: int) -> None:
        """Rows carry their depth; nothing encloses a level."""

    def row(self, call: str, description: str, auction: str, depth: int,
            nested: bool) -> None:
        if self.options.tree:
            guides = "\\bcguide" * depth
            self.out.append(f"\\bctreerow{{{depth}}}{{{guides}}}{{{call}}}{{{description}}}\n")
        else:
            self.out.append(f"\\bcrow{{{depth}}}{{{call}}}{{{description}}}\n")

    def row_end(self, nested: bool) -> None:
        """Rows close where they are written."""

    # -- deals, auctions, boards, rules ---------------------------------------------

    def hand(self, seat: str, holdings: list[Holding]) -> str:
        return f"\\bchand{{{seat}}}" + "".join(f"{{{cards}}}" for _, cards in holdings)

    def deal(self, north: str, east: str, south: str, west: str, facts: list[str]) -> None:
        middle = "\\newline ".join(facts)
        self.out.append(f"\\bcdeal{{{north}}}{{{west}}}{{{middle}}}{{{east}}}{{{south}}}\n")

    def qualification(self, text: str) -> str:
        return f"\\bcqual{{{self.text(text)}}}"

    def alert_mark(self, number: int, alert: str) -> str:
        return f"\\textsuperscript{{{number}}}"

    def auction(self, rows: list[list[str]], alerts: list[str], seats: bool) -> None:
        w = self.out.append
        w("\n\\begin{bcauction}\n\\begin{tabular}{llll}\n")
        if seats:
            w("\\textbf{West} & \\textbf{North} & \\textbf{East} & \\textbf{South}\\\\\\hline\n")
        for row in rows:
            w(" & ".join(row + [""] * (4 - len(row))) + " \\\\\n")
        w("\\end{tabular}\n")
        if alerts:
            items = "".join(f"\\item {alert}\n" for alert in alerts)
            w(f"\\begin{{enumerate}}\\footnotesize\n{items}\\end{{enumerate}}\n")
        w("\\end{bcauction}\n")

    def board_note(self, kind: str, text: str) -> None:
        # the teams line follows the heading directly; later notes are paragraphs of their own
        self.out.append(f"{text}\n\n" if kind == "teams" else f"\n{text}\n\n")
