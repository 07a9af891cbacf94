"""Check what the meaning reader did not understand: one note per unread part of a rule's
meaning, at the unread text itself where the description's place in the file is known.

A rule whose meaning gives no hand constraint is *unknown* to the matcher (it ranks last
and never makes the system's call, docs/matching.md); these notes say which words to
rewrite, or which the reader should learn (docs/meanings.md).
"""

from __future__ import annotations

from bridgec import ir
from bridgec.diagnostics import Diagnostic, Span, info
from bridgec.meanings import Part, read_meaning
from bridgec.meanings.context import Contexts
from bridgec.notation.inline import plain_text


def stated_by_source(rule: ir.Rule) -> bool:
    """Whether the rule's hand constraint is written in the source (GIB, IR JSON), so its
    meaning text is not what the matcher goes by."""
    if rule.requires is not None:
        return rule.requires.origin == "source"
    return any(s.origin == "source" for s in rule.meaning.shows)


def _source_offsets(content: tuple[ir.Inline, ...]) -> list[int] | None:
    """For each character of the plain text, its offset in the description as written on
    one line; None when the description spans lines."""
    out: list[int] = []
    pos = 0
    for node in content:
        if isinstance(node, ir.LineBreak):
            return None
        if isinstance(node, (ir.Strong, ir.Emph)):
            inner = _source_offsets(node.content)
            if inner is None:
                return None
            out.extend(pos + 1 + k for k in inner)
            pos += len(inner) + 2
        elif isinstance(node, ir.Link):
            inner = _source_offsets(node.content)
            if inner is None:
                return None
            out.extend(pos + 1 + k for k in inner)
            pos += len(inner) + len(node.target) + 4
        else:
            width = len(plain_text((node,)))
            out.extend(range(pos, pos + width))
            pos += width
    return out


def _where(rule: ir.Rule, part: Part, offsets: list[int] | None) -> Span | None:
    description = rule.meaning.description
    start = description[0].span if description else None
    if start is None or offsets is None or part.end > len(offsets):
        return rule.span
    return Span(path=start.path, line=start.line, col=start.col + offsets[part.start],
                end_col=start.col + offsets[part.end - 1] + 1)


def _notes(rule: ir.Rule, contexts: Contexts) -> list[Diagnostic]:
    text = plain_text(rule.meaning.description)
    if not text.strip() or stated_by_source(rule):
        return []
    call = rule.call.name if isinstance(rule.call, ir.Call) else None
    reading = read_meaning(text, call, rule.expanded_from, contexts.of(rule))
    if not reading.unread:
        return []
    offsets = _source_offsets(rule.meaning.description)
    named = rule.expanded_from or call
    about = f"the meaning of {named}" if named else "a meaning"
    return [info(f"'{p.text}' in {about} is not understood: {p.reading}",
                 _where(rule, p, offsets), code="meaning-unread",
                 hint="rewrite it in words the reader knows (docs/meanings.md); a rule whose "
                 "meaning gives no hand constraint is unknown to the matcher")
            for p in reading.unread]


def check_meaning_coverage(document: ir.Document) -> tuple[Diagnostic, ...]:
    """A note for each part of a rule's meaning that was not understood (each distinct
    description and place once: pattern rows stand for several rules)."""
    found: dict[tuple[object, ...], Diagnostic] = {}
    contexts = Contexts(document.rules)
    for rule in document.rules:
        for d in _notes(rule, contexts):
            found.setdefault((d.span, d.message.split("' in ", 1)[0]), d)
    return tuple(found.values())
