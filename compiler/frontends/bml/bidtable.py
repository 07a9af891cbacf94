"""BML bid tables: ``#CUT/#COPY/#PASTE``, ``#HIDE``, indentation into a tree of rows.

A table's lines become an :class:`ir.BidTable`: rows nest by indentation (BML 2: two
spaces a level, BML 1: any deeper indentation), a line indented to the description column
of the row above continues that description, and the first row may be a sequence start
(``1N-2C;``) that the other rows continue. Pasted rows keep the span of the row in the
cut block, with ``via`` = the ``#PASTE`` line.
"""

from __future__ import annotations

import itertools

import msgspec

from bridgec import ir
from bridgec.diagnostics import Diagnostic, Span, closest, error, warning
from bridgec.frontends.bml import tree
from bridgec.frontends.bml.calls import (
    CallError,
    is_sequence_start,
    parse_call,
    split_sequence,
    split_side,
)
from bridgec.frontends.bml.tree import AUCTION, DIRECTIVE, HAND, Line
from bridgec.limits import MAX_BID_ROWS, MAX_TABLE_DEPTH
from bridgec.notation.inline import parse_inline

MAX_PASTE_DEPTH = 16
_NOT_ROWS = frozenset((tree.COMMENT, tree.WORD, tree.DIRECTIVE, tree.VUL, tree.SEAT,
                       tree.META, tree.INCLUDE))
"""Kinds of line in a bid table that may be no row (a directive or an indented `//`)."""
TABLE_DIRECTIVES = ("#CUT", "#COPY", "#ENDCUT", "#ENDCOPY", "#PASTE", "#HIDE", "#BIDTABLE")


class TableState(msgspec.Struct):
    """What bid tables share across a document: the clipboard, ids, the dialect."""

    diagnostics: list[Diagnostic]
    step: int | None = 2
    clipboard: dict[str, list[Line]] = msgspec.field(default_factory=dict)
    defined_at: dict[str, Span] = msgspec.field(default_factory=dict)
    pasted: set[str] = msgspec.field(default_factory=set)
    patterns: bool = False
    """Whether some row or sequence start holds a call pattern (``2M``, ``\\R``)."""
    cut: dict[str, bool] = msgspec.field(default_factory=dict)
    ids: itertools.count[int] = msgspec.field(default_factory=lambda: itertools.count(1))
    rows: int = 0
    """Rows of the tables lowered so far (at most ``MAX_BID_ROWS``)."""


class _Row:
    """A row while the tree is being built."""

    __slots__ = ("line", "call", "side", "desc", "desc_col", "children", "indent", "sep")

    def __init__(self, line: Line, indent: int) -> None:
        self.line = line
        self.indent = indent
        self.children: list[_Row] = []
        if line.kind == AUCTION or line.kind == HAND:
            self.sep, desc, col = _split_rest(line)
        else:  # the tree's row: calls, blanks, optional `=`, description
            self.sep = "=" if line.equals else " "
            desc, col = line.desc, line.desc_col
        self.desc: list[tuple[str, Line, int]] = [(desc, line, col)] if desc else []
        self.desc_col = col - 1 if desc else -1


def _split_rest(line: Line) -> tuple[str, str, int]:
    """Separator, description and its 1-based column of a row whose head token is several
    words (an auction or hand line in a bid table): its first word is the call."""
    rest = line.rest.lstrip(" \t")
    col = line.indent + len(line.head) + len(line.rest) - len(rest)
    if not rest.startswith("="):
        return " ", rest, col + 1
    stripped = rest[1:].lstrip(" \t")
    return "=", stripped, col + len(rest) - len(stripped) + 1


def collect_clipboard(lines: list[Line], state: TableState) -> list[Line]:
    """Take ``#CUT`` blocks out and remember ``#COPY``/``#CUT`` blocks by name."""
    out: list[Line] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        kind = line.head.upper() if line.kind == DIRECTIVE else ""
        if kind not in ("#CUT", "#COPY"):
            out.append(line)
            i += 1
            continue
        end = "#END" + kind[1:]
        j = i + 1
        while j < len(lines) and (lines[j].kind != DIRECTIVE or lines[j].head.upper() != end):
            j += 1
        name = line.rest.split()[0] if line.rest.split() else ""
        if not name:
            state.diagnostics.append(error(f"{kind} needs a name", line.span(),
                                           hint=f"write {kind} name ... {end}"))
        if j == len(lines):
            state.diagnostics.append(error(
                f"{kind} {name} is not closed", line.span(),
                hint=f"add a line {end} before the next blank line"))
        body = [c.moved(c.indent - line.indent) for c in lines[i + 1:j] if not c.comment]
        if name:
            state.clipboard[name] = body
            state.defined_at[name] = line.span()
            state.cut[name] = kind == "#CUT"
        if kind == "#COPY":
            out.extend(lines[i + 1:j])
        i = j + 1
    return out


def _retext(row: Line, indent: int, text: str, via: Span) -> Line:
    """A pasted row: ``text`` (the row with its replacements made) read as a line again."""
    text = text.lstrip(" \t")
    line = tree.line(" " * indent + text, row.number, row.path) if text else None
    if line is None or line.comment:
        line = Line(row.path, row.number, indent, tree.WORD, text)
    line.via = via
    return line


def expand_pastes(lines: list[Line], state: TableState, depth: int = 0) -> list[Line]:
    """Replace each ``#PASTE name a=b ...`` by the named rows, re-indented and replaced."""
    out: list[Line] = []
    for line in lines:
        if line.kind != DIRECTIVE or line.head.upper() != "#PASTE":
            out.append(line)
            continue
        words = line.rest.split()
        name = words[0] if words else ""
        if name not in state.clipboard:
            known = ", ".join(sorted(state.clipboard)) or "none yet"
            state.diagnostics.append(error(
                f"#PASTE of unknown name {name!r}", line.span(),
                hint=f"define it first with #COPY {name or 'name'} or #CUT; known: {known}"))
            continue
        if depth >= MAX_PASTE_DEPTH:
            state.diagnostics.append(error(f"#PASTE {name} pastes itself", line.span(),
                                           hint="a copied block cannot paste itself"))
            continue
        state.pasted.add(name)
        pairs = _replacements(words[1:], line, state)
        pasted = []
        for row in state.clipboard[name]:
            text = row.text
            for target, replacement in pairs:
                text = text.replace(target, replacement)
            pasted.append(_retext(row, max(0, row.indent + line.indent), text, line.span()))
        out.extend(expand_pastes(pasted, state, depth + 1))
    return out


def _replacements(words: list[str], line: Line, state: TableState) -> list[tuple[str, str]]:
    pairs = []
    for word in words:
        target, eq, replacement = word.partition("=")
        if not eq or not target:
            state.diagnostics.append(error(
                f"#PASTE replacement {word!r} is not target=replacement", line.span(),
                hint="write e.g. #PASTE name \\R=D \\M=H"))
            continue
        pairs.append((target, replacement))
    return pairs


def lower_table(lines: list[Line], state: TableState, conditions: ir.Conditions
                ) -> ir.BidTable | None:
    """Lower the lines of one bid table block, or ``None`` if nothing is left in it."""
    hidden = False
    rows: list[Line] = []
    if _NOT_ROWS.isdisjoint([line.kind for line in lines]):  # most tables: rows only
        lines, rows = [], lines
    else:
        lines = expand_pastes(collect_clipboard(lines, state), state)
    for line in lines:
        if line.kind not in _NOT_ROWS:
            rows.append(line)
            continue
        kind = line.head.upper()
        if line.comment or kind == "#BIDTABLE" or line.head.startswith("//"):
            continue
        if kind == "#HIDE":
            hidden = True
        elif line.head.startswith("#"):
            _unknown_directive(line, state)
        else:
            rows.append(line)
    if not rows:
        return None
    before, state.rows = state.rows, state.rows + len(rows)
    if state.rows > MAX_BID_ROWS:
        if before > MAX_BID_ROWS:
            return None  # said once, for the table that passed the limit
        past = rows[MAX_BID_ROWS - before]
        state.diagnostics.append(error(
            f"more than {MAX_BID_ROWS} bid-table rows in one document; this table is left "
            "out", past.span(), hint="split the system into files of their own",
            code="bml-rows"))
        return None
    start, top = _build(rows, state)
    first, last = rows[0], rows[-1]
    span = Span(path=first.path, line=first.number, col=first.indent + 1,
                end_line=last.number if last.path == first.path else None, via=first.via)
    return ir.BidTable(rows=tuple(_node(r, state) for r in top), start=start,
                       conditions=conditions, hidden=hidden, span=span)


def _unknown_directive(line: Line, state: TableState) -> None:
    hint = "known in bid tables: " + " ".join(TABLE_DIRECTIVES)
    if line.head.upper() in ("#VUL", "#SEAT"):
        hint = f"put {line.head.upper()} in a block of its own (blank lines around it)"
    close = closest(line.head.upper(), [*TABLE_DIRECTIVES, "#INCLUDE", "#VUL", "#SEAT"],
                    cutoff=0.7)
    mean = f" (did you mean {close}?)" if close else ""
    state.diagnostics.append(error(f"unknown directive {line.head}{mean}", line.span(
        end_col=line.indent + len(line.head) + 1), hint=hint, code="bml-directive"))


def _build(lines: list[Line], state: TableState) -> tuple[ir.SequenceStart | None, list[_Row]]:
    base = lines[0].indent
    root: list[_Row] = []
    stack: list[_Row] = []
    last: _Row | None = None
    too_deep = False
    for line in lines:
        if last is not None and line.indent > 0 and line.indent == last.desc_col:
            last.desc.append((line.text, line, line.indent + 1))
            continue
        row = _Row(line, line.indent - base)
        if last is not None and is_sequence_start(line.head):
            state.diagnostics.append(error(
                "only the first row of a bid table can start from a sequence", line.span(),
                hint="start a new table (blank line before it) for this sequence"))
        if not _place(row, stack, root, last, state) and not too_deep:
            too_deep = True
            state.diagnostics.append(error(
                f"bid table nested deeper than {MAX_TABLE_DEPTH} levels; deeper rows are "
                "left out", line.span(), hint="continue the auction in a table of its own "
                "that starts from a sequence (e.g. 1N-2C-2D;)", code="bml-depth"))
        last = row
    return _restructure(root, state)


def _place(row: _Row, stack: list[_Row], root: list[_Row], last: _Row | None,
           state: TableState) -> bool:
    """Put ``row`` under its parent; ``False`` (row left out) past the depth limit."""
    while stack and row.indent < stack[-1].indent:
        stack.pop()
    if stack and row.indent == stack[-1].indent:
        stack.pop()
    if len(stack) >= MAX_TABLE_DEPTH:
        return False
    parent = stack[-1] if stack else None
    expected = (parent.indent + state.step) if parent and state.step else None
    if row.indent < 0 or (not stack and row.indent != 0) or (
            expected is not None and row.indent != expected):
        _bad_indent(row, stack, last, state)
    (parent.children if parent else root).append(row)
    stack.append(row)
    return True


def _bad_indent(row: _Row, stack: list[_Row], last: _Row | None, state: TableState) -> None:
    levels = sorted({r.line.indent for r in stack} | {row.line.indent - row.indent})
    options = ", ".join(str(n) for n in levels) + " (a row at that level)"
    if stack and state.step:
        options += f", {stack[-1].line.indent + state.step} (a row under {stack[-1].line.head})"
    if last is not None and last.desc_col > 0:
        options += f" or {last.desc_col} (continuing the description above)"
    state.diagnostics.append(error(
        f"bad indentation: {row.line.indent} spaces", row.line.span(),
        hint=f"expected {options}", code="bml-indent"))


def _restructure(root: list[_Row], state: TableState
                 ) -> tuple[ir.SequenceStart | None, list[_Row]]:
    first = root[0]
    if not is_sequence_start(first.line.head):
        return None, root
    if len(root) > 1 and first.children:
        state.diagnostics.append(error(
            "rows after a sequence start are both under it and beside it",
            root[1].line.span(), hint="indent all of them under the sequence start, or none"))
    start = _start(first, state)
    return start, first.children + root[1:]


def _short(head: str) -> str:
    """A row's head for a message: a long one shortened."""
    return head if len(head) <= 60 else head[:57] + "..."


def _start(row: _Row, state: TableState) -> ir.SequenceStart:
    line = row.line
    calls = []
    bad = 0
    for text in split_sequence(line.head):
        bare, side = split_side(text)
        try:
            call = parse_call(bare, line.span())
        except CallError as exc:
            bad += 1
            if bad == 1:  # one error a sequence, and the sequence shortened: it may be long
                at = len(state.diagnostics)
                state.diagnostics.append(error(f"in the sequence {_short(line.head)}: {exc}",
                                               line.span(), hint=exc.hint, code="bml-call"))
            continue
        state.patterns = state.patterns or isinstance(call, ir.CallPattern)
        calls.append(ir.PrefixCall(call=call, side=side, span=line.span()))
    if bad > 1:
        first = state.diagnostics[at]
        state.diagnostics[at] = msgspec.structs.replace(
            first, message=f"{first.message} (and {bad - 1} more words that are no calls)")
    if not calls:
        state.diagnostics.append(error(f"{_short(line.head)!r} is not a sequence of calls",
                                       line.span(), hint="write e.g. 1N-2C; or (1N)---"))
    meaning = None
    if row.desc:
        description, span = _description(row)
        meaning = ir.Meaning(description=description, span=span)
    return ir.SequenceStart(calls=tuple(calls), meaning=meaning, text=line.head,
                            span=line.span(end_col=line.indent + len(line.head) + 1))


def _plain_calls() -> dict[str, tuple[str, ir.Side]]:
    """Plain calls as written in a row (``1C``, ``1NT``, ``(D)``): their name and side."""
    out: dict[str, tuple[str, ir.Side]] = {}
    for text in ["P", "D", "R", *(f"{level}{strain}" for level in "1234567"
                                   for strain in ("C", "D", "H", "S", "N", "NT"))]:
        call = parse_call(text)
        assert isinstance(call, ir.Call)
        out[text] = (call.name, "we")
        out[f"({text})"] = (call.name, "they")
    return out


_PLAIN = _plain_calls()
_NO_MEANING = ir.Meaning()


def _node(row: _Row, state: TableState) -> ir.BidNode:
    line = row.line
    head = line.head
    plain = _PLAIN.get(head)
    if plain is None:
        call, side = _call(line, state)
    else:
        head_span = Span(path=line.path, line=line.number, col=line.indent + 1,
                         end_col=line.indent + len(head) + 1, via=line.via)
        call, side = ir.Call(name=plain[0], span=head_span), plain[1]
    if row.desc:
        description, span = _description(row)
        meaning = ir.Meaning(description=description, span=span)
    else:
        meaning = _NO_MEANING
    node_id = f"n{next(state.ids)}"  # before the children's: ids follow document order
    children = tuple([_node(c, state) for c in row.children]) if row.children else ()
    return ir.BidNode(id=node_id, call=call, side=side, meaning=meaning, children=children,
                      separator="=" if row.sep == "=" else " ", span=line.span())


def _call(line: Line, state: TableState) -> tuple[ir.AnyCall, ir.Side]:
    """The call of a row that is not a plain call (patterns, placeholders, mistakes)."""
    bare, side = split_side(line.head)
    head_span = line.span(end_col=line.indent + len(line.head) + 1)
    try:
        if is_sequence_start(bare):  # reported by _build: only a first row starts from one
            raise CallError("", "")
        call: ir.AnyCall = parse_call(bare, head_span)
    except CallError as exc:
        report = warning if state.step is None else error
        if str(exc):
            state.diagnostics.append(report(str(exc), head_span, hint=exc.hint,
                                            code="bml-call"))
        call = ir.CallPattern(text=bare, form="placeholder", level=0, span=head_span)
    state.patterns = state.patterns or isinstance(call, ir.CallPattern)
    if "/" in bare and isinstance(call, ir.CallPattern) and call.form != "placeholder":
        state.diagnostics.append(warning(
            f"{bare}: only the last call, {bare.rsplit('/', 1)[1]}, is defined", head_span,
            hint="write each call on a row of its own to define both", code="bml-alt"))
    if isinstance(call, ir.CallPattern) and call.form == "placeholder":
        if call.level:
            state.diagnostics.append(warning(
                f"{line.head} still holds a #PASTE placeholder", head_span,
                hint="give a replacement in the #PASTE line, e.g. \\R=D", code="bml-paste"))
    return call, side


def _description(row: _Row) -> tuple[tuple[ir.Inline, ...], Span]:
    """A row's description (continuation lines after line breaks) and its span."""
    text, line, col = row.desc[0]
    if len(row.desc) == 1:
        span = Span(path=line.path, line=line.number, col=col, via=line.via)
        return parse_inline(text, span), span
    out: list[ir.Inline] = []
    for i, (text, part, col) in enumerate(row.desc):
        span = Span(path=part.path, line=part.number, col=col, via=part.via)
        if i:
            out.append(ir.LineBreak(span=span))
        out.extend(parse_inline(text, span))
    last = row.desc[-1][1]
    return tuple(out), Span(path=line.path, line=line.number, col=row.desc[0][2],
                            end_line=last.number if last.number != line.number else None,
                            via=line.via)
