"""Front end for IR JSON: reads what ``-t ir-json`` writes, from bridgec or any other program."""

from __future__ import annotations

import re

import msgspec

from bridgec import ir
from bridgec.diagnostics import Span, error
from bridgec.frontends.ir_json.jsonpos import byte_to_char_offset, line_col, locate
from bridgec.limits import (
    MAX_AUCTION,
    MAX_BID_DEPTH,
    MAX_IR_DEPTH,
    MAX_JSON_DEPTH,
    ir_depth,
    json_too_deep,
    longest_auction,
)
from bridgec.options import ParseOptions, ParseResult

NAME = "ir-json"
EXTENSIONS = (".ir.json", ".json")
DESCRIPTION = "bridgec IR as JSON (see ir-schema/)"
PASSES: tuple[str, ...] = ()

_BYTE = re.compile(r"\(byte (\d+)\)")
_AT = re.compile(r" - at `(\$[^`]*)`$")
_DECODER = msgspec.json.Decoder(ir.Document)


def _major(version: str) -> str:
    return version.split(".", 1)[0]


def parse(data: bytes, *, path: str, options: ParseOptions = ParseOptions()) -> ParseResult:
    """Decode IR JSON into a Document, refusing another major IR version.

    Args:
        data: the JSON bytes (UTF-8).
        path: the name used in diagnostics.
        options: unused; present for the common front-end interface.

    Returns:
        The document, or no document and a located error.
    """
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line, col = line_col(data[: exc.start].decode("utf-8", "replace"), exc.start)
        return _fail("IR JSON is not valid UTF-8", path, line, col, "save the file as UTF-8")
    too_deep = json_too_deep(text)
    if too_deep is not None:
        line, col = line_col(text, too_deep)
        return _fail(f"IR JSON nested deeper than {MAX_JSON_DEPTH} levels", path, line, col,
                     f"bridgec reads IR trees at most {MAX_IR_DEPTH} nodes deep, and bid-table "
                     f"rows at most {MAX_BID_DEPTH}")
    try:
        raw = msgspec.json.decode(text)
    except msgspec.DecodeError as exc:
        m = _BYTE.search(str(exc))
        offset = byte_to_char_offset(text.encode(), int(m.group(1))) if m else len(text)
        line, col = line_col(text, offset)
        message = _BYTE.sub("", str(exc)).strip()
        return _fail(f"malformed JSON: {message}", path, line, col, None)
    version = raw.get("ir_version") if isinstance(raw, dict) else None
    if isinstance(version, str) and _major(version) != _major(ir.IR_VERSION):
        line, col = locate(text, "$.ir_version")
        return _fail(f"IR version {version} is not supported (this bridgec reads "
                     f"{_major(ir.IR_VERSION)}.x)", path, line, col,
                     "convert the file with a bridgec of the matching major version")
    try:
        document = _DECODER.decode(text.encode())
    except msgspec.ValidationError as exc:
        m = _AT.search(str(exc))
        where = m.group(1) if m else "$"
        line, col = locate(text, where)
        message = _AT.sub("", str(exc))
        return _fail(f"invalid IR: {message} (at {where})", path, line, col,
                     "check the document against ir-schema/bridgec-ir.schema.json")
    depth, rows = ir_depth(document)
    if depth > MAX_IR_DEPTH:
        return _fail(f"IR tree nested deeper than {MAX_IR_DEPTH} nodes", path, 1, 1,
                     "split the deepest expression or markup")
    if rows > MAX_BID_DEPTH:
        return _fail(f"bid-table rows nested deeper than {MAX_BID_DEPTH}", path, 1, 1,
                     "split the deepest bid table")
    if longest_auction(document) > MAX_AUCTION:
        return _fail(f"an auction longer than any legal one ({MAX_AUCTION} calls)", path, 1,
                     1, "check the auctions of the rules")
    return ParseResult(document=document)


def _fail(message: str, path: str, line: int, col: int, hint: str | None) -> ParseResult:
    span = Span(path=path, line=line, col=col)
    return ParseResult(document=None, diagnostics=(error(message, span, hint),))
