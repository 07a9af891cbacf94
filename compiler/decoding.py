"""Bytes to text: the one decoding policy of every front end, and what is not text at all.

:func:`decode` takes the first of these that applies:

1. ``--encoding NAME``: that encoding (a byte-order mark at the start is dropped); bytes it
   cannot decode are a located error.
2. A byte-order mark: UTF-8, UTF-32 (LE, BE), UTF-16 (LE, BE).
3. UTF-16 without a mark, where its NUL bytes say so unambiguously: an even length, NUL
   bytes on one side of the code units only, in at least a quarter of them (the high
   bytes of text in a Latin script), and the whole decodes to text (no U+0000, at most
   a tenth control characters).
4. UTF-8.
5. The format's own fallback, which never fails: Windows-1252 (BML) or Latin-1 (BSS, GIB,
   Table Manager), with a warning at the first byte that is not UTF-8 where the format
   says so. IR JSON has none (JSON is UTF-8): it transcodes what :func:`unicode_form`
   finds to UTF-8 and reads the bytes with msgspec.

:func:`binary` tells text from data before any of that: data holds a NUL byte that no
UTF-16 or UTF-32 text explains, or is more than a tenth control bytes. A magic number
("%PDF-", "MZ", "GIF8"...) only names what the data is: text that starts with one is text.
"""

from __future__ import annotations

import codecs
import re
from typing import NamedTuple

from bridgec.diagnostics import Diagnostic, Span, error, warning

FALLBACK_NAMES = {"cp1252": "Windows-1252", "latin-1": "Latin-1"}
"""The fallbacks front ends use, by codec, with the names messages give them."""

_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF32_LE, "utf-32-le"),
         (codecs.BOM_UTF32_BE, "utf-32-be"), (codecs.BOM_UTF16_LE, "utf-16-le"),
         (codecs.BOM_UTF16_BE, "utf-16-be"))
"""Byte-order marks, UTF-32's before UTF-16's (``FF FE 00 00`` starts with ``FF FE``)."""

_TEXT_CONTROLS = b"\t\n\v\f\r\x1a\x1b"
"""Control bytes text may hold: white space, DOS's end of file, the escape of ANSI colours."""
_NOT_CONTROL = bytes(b for b in range(256) if b >= 0x20 or b in _TEXT_CONTROLS)
_CONTROL = re.compile("[\x00-\x08\x0e-\x19\x1c-\x1f]")
"""The control characters that are not :data:`_TEXT_CONTROLS`."""

MAGIC = {b"\x7fELF": "an ELF executable", b"\x89PNG": "a PNG image", b"%PDF-": "a PDF document",
         b"PK\x03\x04": "a ZIP archive", b"\x1f\x8b": "gzip data", b"\xff\xd8\xff": "a JPEG image",
         b"GIF8": "a GIF image", b"MZ": "a Windows executable"}
"""What binary data starting with these bytes is, to name it in the error."""


class Decoded(NamedTuple):
    """The text, the encoding it was read in (a Python codec name, or the name given with
    ``--encoding``), and what the reading found (a warning for the fallback, an error
    for bytes the named encoding cannot decode)."""

    text: str
    encoding: str
    diagnostics: tuple[Diagnostic, ...] = ()


def unicode_form(data: bytes) -> tuple[str, int] | None:
    """The UTF form ``data`` is in by its byte-order mark or its NUL bytes (steps 2-3 of
    the policy) and the length of the mark; None when neither says."""
    if data[:1] in (b"\xef", b"\xff", b"\xfe", b"\x00"):
        for bom, codec in _BOMS:
            if data.startswith(bom):
                return codec, len(bom)
    if b"\x00" not in data or len(data) % 2:
        return None
    low, high = data[0::2].count(0), data[1::2].count(0)
    units = len(data) // 2
    if low == 0 and high * 4 >= units:
        return "utf-16-le", 0
    if high == 0 and low * 4 >= units:
        return "utf-16-be", 0
    return None


def _unicode_text(data: bytes) -> tuple[str, str] | None:
    """Text and codec of data in a UTF-16 or UTF-32 form by :func:`unicode_form` that
    decodes to text: no U+0000, at most a tenth control characters (data with a mark, or
    with NULs in the pattern, that decodes to anything else is not text in that form)."""
    form = unicode_form(data)
    if form is None or form[0] == "utf-8":
        return None
    codec, mark = form
    try:
        text = data[mark:].decode(codec)
    except UnicodeDecodeError:
        return None
    return (text, codec) if _is_text(text) else None


def _is_text(text: str) -> bool:
    return "\x00" not in text and len(_CONTROL.findall(text)) * 10 <= len(text)


def binary(data: bytes, encoding: str | None = None) -> tuple[str, int] | None:
    """What binary data is (\"a PNG image\", \"binary data\") and the offset of its first
    byte that is not text; None for text, in any encoding the policy reads, or in
    ``encoding`` when the user names one (UTF-16 without a mark in another script)."""
    if encoding:
        try:
            if _is_text(data.decode(encoding)):
                return None
        except (LookupError, UnicodeError, ValueError):
            pass  # the front end's decoding says what is wrong with the name or the bytes
    if _unicode_text(data) is not None:
        return None
    if b"\x00" in data:
        offset = data.index(b"\x00")
    else:
        controls = data.translate(None, _NOT_CONTROL)
        if len(controls) * 10 <= len(data):
            return None
        offset = data.index(controls[:1])
    for magic, kind in MAGIC.items():
        if data.startswith(magic):
            return kind, 0
    return "binary data", offset


def binary_kind(data: bytes) -> str | None:
    """What binary data is (\"a PNG image\"...), or None for text."""
    found = binary(data)
    return found[0] if found is not None else None


def byte_position(data: bytes, offset: int, codec: str) -> tuple[int, int]:
    """The 1-based line and column of byte ``offset`` of ``data`` read as ``codec``."""
    before = data[:offset].decode(codec, errors="replace")
    line_start = before.rfind("\n") + 1
    return before.count("\n") + 1, len(before) - line_start + 1


def decode(data: bytes, path: str, *, fallback: str, encoding: str | None = None,
           warn: bool = True) -> Decoded:
    """Decode by the policy of the module doc.

    Args:
        data: the file's bytes.
        path: the name spans give the file.
        fallback: the format's 8-bit fallback (``cp1252``, ``latin-1``).
        encoding: the encoding the user named (``--encoding``), or None to detect.
        warn: warn when the fallback is used.

    Returns:
        The text (never None: undecodable bytes become U+FFFD where an error says so), the
        encoding used and the diagnostics.
    """
    found: list[Diagnostic] = []
    if encoding:
        named = _named(data, path, encoding)
        if named is not None:
            return named
        found.append(error(f"unknown encoding {encoding!r}", Span(path=path, line=1),
                           hint="use e.g. utf-8, cp1252 or latin-1"))
    unicode = _unicode_text(data)
    if unicode is not None:
        return Decoded(unicode[0], unicode[1], tuple(found))
    mark = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
    try:
        return Decoded(data[mark:].decode("utf-8"), "utf-8", tuple(found))
    except UnicodeDecodeError as exc:
        if warn:
            line, col = byte_position(data[mark:], exc.start, "utf-8")
            found.append(warning(f"file is not valid UTF-8; read as "
                                 f"{FALLBACK_NAMES.get(fallback, fallback)}",
                                 Span(path=path, line=line, col=col),
                                 hint="save the file as UTF-8, or give --encoding",
                                 code="encoding-fallback"))
        return Decoded(data[mark:].decode(fallback, errors="replace"), fallback,
                       tuple(found))


def _named(data: bytes, path: str, encoding: str) -> Decoded | None:
    """Decode in the encoding the user named (None when Python has no text encoding of
    that name); undecodable bytes are a located error."""
    found: tuple[Diagnostic, ...] = ()
    try:
        text = data.decode(encoding)
    except LookupError:  # no such codec, or not a text encoding (base64, rot13...)
        return None
    except UnicodeDecodeError as exc:
        text = data.decode(encoding, errors="replace")
        line, col = byte_position(data, exc.start, encoding)
        found = (error(f"the input is not valid {encoding}: {exc.reason} at byte {exc.start}",
                       Span(path=path, line=line, col=col), hint=_NAME_IT),)
    except (UnicodeError, ValueError) as exc:  # codecs such as idna fail otherwise
        return Decoded("", encoding, (error(f"the input cannot be read as {encoding}: {exc}",
                                            Span(path=path, line=1), hint=_NAME_IT),))
    return Decoded(text.removeprefix("\ufeff"), encoding, found)


_NAME_IT = "name the right one with --encoding, or leave it out to detect"
