"""Front end for IR JSON: reads what ``-t ir-json`` writes, from bridgec or any other program."""

from __future__ import annotations

import re
from functools import cache

import msgspec
import msgspec.inspect

from bridgec import ir
from bridgec.decoding import unicode_form
from bridgec.diagnostics import Diagnostic, Span, error, warning
from bridgec.frontends.bml.calls import pattern_problem, start_problem
from bridgec.frontends.ir_json.jsonpos import byte_to_char_offset, line_col, locate
from bridgec.limits import (
    MAX_AUCTION,
    MAX_BID_DEPTH,
    MAX_IR_DEPTH,
    MAX_JSON_DEPTH,
    MAX_META_MARKUP,
    decode_nested,
    ir_depth,
    json_depth,
    json_too_deep,
)
from bridgec.notation.inline import parse_lines
from bridgec.options import ParseOptions, ParseResult

NAME = "ir-json"

_BYTE = re.compile(r"\(byte (\d+)\)")
_AT = re.compile(r" - at `(\$[^`]*)`$")
_DECODER = msgspec.json.Decoder(ir.Document)


def _major(version: str) -> str:
    return version.split(".", 1)[0]


def parse(data: bytes, *, path: str, options: ParseOptions = ParseOptions()) -> ParseResult:
    """Decode IR JSON into a Document, refusing another major IR version.

    Args:
        data: the JSON bytes: UTF-8, or UTF-16/UTF-32 as :mod:`bridgec.decoding` tells them
            (by a byte-order mark, or UTF-16 by its NUL bytes).
        path: the name used in diagnostics.
        options: unused; present for the common front-end interface.

    Returns:
        The document, or no document and a located error.
    """
    data = _as_utf8(data)
    encoded = data[3:] if data.startswith(b"\xef\xbb\xbf") else data
    try:
        text = encoded[:4096].decode("utf-8", errors="strict")
    except UnicodeDecodeError as exc:
        if exc.start < 4090:  # not a character cut at the end of the head
            return _not_utf8(data, path)
        text = ""
    depth = json_depth(encoded)
    version = _version(text, encoded, depth)
    if isinstance(version, str) and _major(version) != _major(ir.IR_VERSION):
        text = _text(data)
        line, col = locate(text, "$.ir_version")
        return _fail(f"IR version {version} is not supported (this bridgec reads "
                     f"{_major(ir.IR_VERSION)}.x)", path, line, col,
                     "convert the file with a bridgec of the matching major version")
    if depth > MAX_JSON_DEPTH:
        deep = _too_deep(encoded, path)
        if deep is not None:
            return deep
        depth = MAX_JSON_DEPTH  # deeper only past a syntax error, which the decode finds
    try:
        document = decode_nested(_DECODER.decode, encoded, depth)
    except RecursionError:
        return _fail(f"IR JSON nested deeper than {MAX_JSON_DEPTH} levels", path, 1, 1, None)
    except UnicodeDecodeError:
        return _not_utf8(data, path)
    except msgspec.DecodeError as exc:
        return _decode_error(exc, data, path)
    if depth > MAX_IR_DEPTH:  # no deeper, the IR cannot be too deep: no walk needed
        ir_levels, rows = ir_depth(document)
        if ir_levels > MAX_IR_DEPTH:
            return _fail(f"IR tree nested deeper than {MAX_IR_DEPTH} nodes", path, 1, 1,
                         "split the deepest expression or markup")
        if rows > MAX_BID_DEPTH:
            return _fail(f"bid-table rows nested deeper than {MAX_BID_DEPTH}", path, 1, 1,
                         "split the deepest bid table")
    problem = _bad_call_pattern(document)
    if problem is not None:
        where, message = problem
        line, col = locate(_text(data), where)
        return _fail(f"invalid IR: {message} (at {where})", path, line, col,
                     "write the text of the call as BML writes it (2HS, 2M, 3oM, 1X, 2steps, "
                     "2\\R) and its form, level, strains and variable as it reads")
    document = _as_current(document)
    if all(entry.content or not entry.value for entry in document.meta):
        return ParseResult(document=document)
    return _with_meta_content(document, data, path)


def _minor(version: str) -> int:
    """The minor of an IR version ``major.minor`` (0 when it has none that is a number)."""
    minor = version.partition(".")[2]
    return int(minor) if minor.isdigit() and len(minor) < 10 else 0


def _as_current(document: ir.Document) -> ir.Document:
    """A document of another minor version of this major as one of this version (minor
    versions only add optional fields); before 1.2, with its context-only rules marked."""
    if document.ir_version == ir.IR_VERSION:
        return document
    if _minor(document.ir_version) < 2:
        document = _with_context_only(document)
    return msgspec.structs.replace(document, ir_version=ir.IR_VERSION)


def _with_context_only(document: ir.Document) -> ir.Document:
    """Mark the bare sequence-start calls of a BML document of IR JSON before 1.2 (which
    had no ``Rule.context_only``) as ``context_only``, as the matcher of 1.1 told them: a
    rule of a BML source with no bid node, no description, nothing shown and nothing
    required."""
    source = document.source
    if source is None or not source.format.startswith("bml") \
            or not any(_bare_start(r) for r in document.rules):
        return document
    rules = tuple(msgspec.structs.replace(r, context_only=True) if _bare_start(r) else r
                  for r in document.rules)
    return msgspec.structs.replace(document, rules=rules)


def _bare_start(rule: ir.Rule) -> bool:
    return rule.node is None and not rule.context_only and not rule.meaning.description \
        and not rule.meaning.shows and rule.requires is None


def _with_meta_content(document: ir.Document, data: bytes, path: str) -> ParseResult:
    """Give each metadata entry written without ``content`` (IR JSON 1.0, or a program that
    writes only the value) its value as inlines, read as BML inline markup: what such a
    value holds (bridgec wrote BML and BSS metadata as BML text) and how 1.0 drew it. The
    document is then one of this IR version (it is written back with its content). A value
    longer than :data:`MAX_META_MARKUP` is one text node, with a warning."""
    meta: list[ir.MetaEntry] = []
    warnings: list[Diagnostic] = []
    for index, entry in enumerate(document.meta):
        if entry.content or not entry.value:
            meta.append(entry)
            continue
        if len(entry.value) > MAX_META_MARKUP:
            line, col = locate(_text(data), f"$.meta[{index}].value")
            warnings.append(warning(
                f"metadata {entry.key} is longer than {MAX_META_MARKUP} characters: its "
                "inline markup is not read", Span(path=path, line=line, col=col),
                "give the entry its content (see docs/ir.md) or shorten the value",
                code="ir-json-meta"))
            content: ir.Inlines = (ir.Text(text=entry.value),)
        else:
            content = parse_lines(entry.value)
        meta.append(msgspec.structs.replace(entry, content=content))
    return ParseResult(document=msgspec.structs.replace(
        document, meta=tuple(meta), ir_version=ir.IR_VERSION), diagnostics=tuple(warnings))


def _bad_call_pattern(document: ir.Document) -> tuple[str, str] | None:
    """The JSON path and problem of a call pattern or sequence start whose text does not
    read as its parts (a check the IR's types cannot make). Only fields whose type can hold
    one are walked; no recursion."""
    walked = _fields_to_walk()
    stack: list[tuple[object, str]] = [(document, "$")]
    while stack:
        item, where = stack.pop()
        problem = pattern_problem(item) if isinstance(item, ir.CallPattern) else \
            start_problem(item) if isinstance(item, ir.SequenceStart) else None
        if problem is not None:
            return where, problem
        if isinstance(item, tuple):
            stack.extend((value, f"{where}[{i}]") for i, value in enumerate(item)
                         if type(value) in walked)
        else:
            for f in walked.get(type(item), ()):
                value = getattr(item, f)
                if type(value) in walked or (type(value) is tuple and value):
                    stack.append((value, f"{where}.{f}"))
    return None


@cache
def _fields_to_walk() -> dict[type, tuple[str, ...]]:
    """For each IR node type that can hold a call pattern or a sequence start, its fields
    that can (read off the types, so a new field is walked when it can hold one)."""
    graph: dict[type, dict[str, set[type]]] = {}
    todo: list[msgspec.inspect.Type] = [msgspec.inspect.type_info(ir.Document)]
    while todo:
        info = todo.pop()
        if not isinstance(info, msgspec.inspect.StructType) or info.cls in graph:
            continue
        graph[info.cls] = {}
        for field in info.fields:
            found: set[type] = set()
            inner: list[msgspec.inspect.Type] = [field.type]
            while inner:
                t = inner.pop()
                if isinstance(t, msgspec.inspect.StructType):
                    found.add(t.cls)
                    todo.append(t)
                elif isinstance(t, msgspec.inspect.UnionType):
                    inner.extend(t.types)
                elif isinstance(t, (msgspec.inspect.ListType, msgspec.inspect.VarTupleType,
                                    msgspec.inspect.SetType, msgspec.inspect.FrozenSetType)):
                    inner.append(t.item_type)
                elif isinstance(t, msgspec.inspect.TupleType):
                    inner.extend(t.item_types)
                elif isinstance(t, msgspec.inspect.Metadata):
                    inner.append(t.type)
            graph[info.cls][field.name] = found
    holding: set[type] = {ir.CallPattern, ir.SequenceStart}
    grown = True
    while grown:
        grown = False
        for cls, fields in graph.items():
            if cls not in holding and any(refs & holding for refs in fields.values()):
                holding.add(cls)
                grown = True
    return {cls: tuple(f for f, refs in fields.items() if refs & holding)
            for cls, fields in graph.items() if cls in holding}


def _as_utf8(data: bytes) -> bytes:
    """UTF-8 bytes of IR JSON written in UTF-16 or UTF-32 (which msgspec does not read);
    other data as it is."""
    form = unicode_form(data)
    if form is None or form[0] == "utf-8":
        return data
    codec, mark = form
    try:
        return data[mark:].decode(codec).encode("utf-8")
    except UnicodeDecodeError:
        return data


_VERSION = re.compile(r'"ir_version"\s*:\s*("(?:[^"\\]|\\.)*"|[^,}\s]+)')


class _Versioned(msgspec.Struct):
    """A document's ir_version alone, as written: msgspec skips every other field unread."""

    ir_version: msgspec.Raw = msgspec.Raw(b"null")


_VERSIONED = msgspec.json.Decoder(_Versioned)


def _version(head: str, data: bytes, depth: int) -> object:
    """The document's ir_version (None when absent or not a string): the encoder writes it
    at the top, so a search of the head finds it without decoding the whole text twice;
    elsewhere it is found by a decode that makes nothing else. ``depth`` is the text's
    (:func:`bridgec.limits.json_depth`)."""
    m = _VERSION.search(head)
    if m is not None:
        raw = m.group(1).encode()
    elif depth > MAX_JSON_DEPTH:
        return None
    else:
        try:
            raw = bytes(decode_nested(_VERSIONED.decode, data, depth).ir_version)
        except (RecursionError, msgspec.DecodeError):
            return None
    if not raw.startswith(b'"'):
        return None  # not a version: the whole decode says what is wrong with it, bounded
    try:
        return msgspec.json.decode(raw)
    except msgspec.DecodeError:
        return None


def _text(data: bytes) -> str:
    return data.decode("utf-8-sig", errors="replace")


def _not_utf8(data: bytes, path: str) -> ParseResult:
    try:
        data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line, col = line_col(data[: exc.start].decode("utf-8", "replace"), exc.start)
        return _fail("IR JSON is not valid UTF-8", path, line, col, "save the file as UTF-8")
    return _fail("IR JSON is not valid UTF-8", path, 1, 1, "save the file as UTF-8")


def _too_deep(encoded: bytes, path: str) -> ParseResult | None:
    """The located error for UTF-8 ``encoded`` (no byte-order mark) nested too deep."""
    offset = json_too_deep(encoded)
    if offset is None:
        return None
    text = encoded.decode("utf-8", errors="replace")
    line, col = line_col(text, byte_to_char_offset(encoded, offset))
    return _fail(f"IR JSON nested deeper than {MAX_JSON_DEPTH} levels", path, line, col,
                 f"bridgec reads IR trees at most {MAX_IR_DEPTH} nodes deep, and bid-table "
                 f"rows at most {MAX_BID_DEPTH}")


def _decode_error(exc: msgspec.DecodeError, data: bytes, path: str) -> ParseResult:
    """The error for a failed decode (nesting too deep was said before decoding)."""
    text = _text(data)
    if isinstance(exc, msgspec.ValidationError):
        m = _AT.search(str(exc))
        where = m.group(1) if m else "$"
        line, col = locate(text, where)
        message = _AT.sub("", str(exc))
        if where.endswith(".auction") and "length <=" in message:  # the IR's Meta limit
            return _fail(f"an auction longer than any legal one ({MAX_AUCTION} calls)",
                         path, line, col, "check the auctions of the rules")
        return _fail(f"invalid IR: {message} (at {where})", path, line, col,
                     "check the document against ir-schema/bridgec-ir.schema.json")
    m = _BYTE.search(str(exc))
    raw = data[3:] if data.startswith(b"\xef\xbb\xbf") else data
    offset = byte_to_char_offset(raw, int(m.group(1))) if m else len(text)
    line, col = line_col(text, offset)
    message = _BYTE.sub("", str(exc)).strip()
    return _fail(f"malformed JSON: {message}", path, line, col, None)


def _fail(message: str, path: str, line: int, col: int, hint: str | None) -> ParseResult:
    span = Span(path=path, line=line, col=col)
    return ParseResult(document=None, diagnostics=(error(message, span, hint),))
