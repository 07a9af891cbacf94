"""Limits on untrusted input that keep every front end, pass and emitter out of trouble.

The passes and emitters walk trees recursively, so the front ends refuse trees deeper than
these limits with a located error instead of letting Python's recursion limit end the run
(see docs/security.md).
"""

from __future__ import annotations

import _thread
import itertools
import os
import stat
import sys
from collections.abc import Callable, Iterator
from typing import BinaryIO, TypeVar

import msgspec

T = TypeVar("T")

MAX_TABLE_DEPTH = 100
"""Rows nested deeper than this in one bid table are refused (a real table nests < 30)."""

MAX_BID_ROWS = 100_000
"""Bid-table rows in one document (a large real system has a few thousand): past it the
front end refuses the table before any row is built."""

MAX_AUCTION = 319
"""The longest legal auction: 1C (P P X P P XX P P) before each of the 35 bids, then P P P."""

MAX_IR_DEPTH = 160
"""IR trees (inline markup, constraints, patterns) nest at most this deep, not counting
bid-table rows under rows (see MAX_BID_DEPTH)."""

MAX_BID_DEPTH = MAX_AUCTION + 1
"""Bid-table rows nest at most this deep: a table laid out from the longest legal auction,
a row for each call, fits."""

MAX_GOAL_LENGTH = 16384
"""GIB goals (a seq, constraint or spec field after macro expansion) longer than this many
characters are refused before they are read: the hand-written reader is linear, but a
malformed goal goes to ANTLR, which takes about a second for this many."""

MAX_META_MARKUP = 65536
"""IR JSON metadata values without inline content longer than this many characters are kept
as one text node, their markup unread: read line by line, a value of line ends would become
a node per line (and IR JSON written back some 30 times the input); a title or a summary is
far shorter."""

MAX_JSON_DEPTH = 2 * (MAX_IR_DEPTH + MAX_BID_DEPTH) + 16
"""IR JSON nests at most this deep (one IR level is an object plus a list)."""

_CHUNK = 1 << 20


def read_at_most(stream: BinaryIO, limit: int) -> bytes | None:
    """All of ``stream`` if it holds at most ``limit`` bytes, else None, reading no more
    than ``limit + 1`` bytes: a regular file larger than the limit (by ``fstat``) is not
    read at all; a pipe, a terminal or a device (``/dev/zero``) is read a mebibyte at a
    time until it ends or passes the limit."""
    try:
        info = os.fstat(stream.fileno())
        regular = stat.S_ISREG(info.st_mode)
    except (AttributeError, OSError, ValueError):  # a stream without a file (tests)
        regular = False
    chunks: list[bytes] = []
    total = 0
    if regular:
        size = max(info.st_size - stream.tell(), 0)
        if size > limit:
            return None
        first = stream.read(size + 1)  # one read of the whole file, and of a byte it grew
        chunks.append(first)
        total = len(first)
        if total <= size:
            return first
    while total <= limit:
        chunk = stream.read(min(limit + 1 - total, _CHUNK))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks) if total <= limit else None


MAX_TM_LINE = 4096
"""A Table Manager message is at most this long: bytes on the wire (``bridgec tm serve`` and
``tm play`` stop reading a longer line), characters in a transcript (a longer line is refused
unread)."""

MAX_TM_GRAMMAR = 1000
"""Lines of one Table Manager input the grammar is asked about: those the fast path does not
accept, to locate a refusal or to decide an unusual form (ANTLR takes up to a millisecond a
line). Later ones are refused without it, at their first column."""


MAX_PBN_GRAMMAR = 8192
"""Characters of a PBN game the grammar is asked about when the fast reader stops in it
(to locate a syntax error as ANTLR does); a longer game's error is located where the fast
reader stopped."""


MAX_BSS_GRAMMAR = 2000
"""Characters of a BSS line the grammar is asked about. The ANTLR parser takes about 50 us a
character, and the fast path reads every record the grammar accepts, so the grammar only
locates the problem of a line that is not a record; for a longer line it reads the first
characters only (a real record is shorter than 500)."""


MAX_BSS_DIAGNOSTICS = 1000
"""Diagnostics of one BSS input that are said each (the grammar locates a line's problem in
about a millisecond); later ones are counted, in one diagnostic, and the grammar is not
asked about later lines."""


_NOT_STRUCTURE = bytes(set(range(256)) - set(b'[]{}"'))
_SIGNS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")


def _structure(data: bytes) -> Iterator[tuple[int, int, int, bool, bytes]]:
    """The JSON text ``data`` a mebibyte at a time, each piece cut where no escape is split:
    its start and end, the depth and whether a string is open where it starts, and its
    brackets outside strings, ``[{`` as byte 1 and ``]}`` as byte 255 (-1 as a signed byte).

    In C: escapes are removed (escaped backslashes, then escaped quotes: in ``"\\\\"`` the
    quote ends the string), then every byte but brackets and quotes; two quotes side by
    side enclose no bracket (a string without one, or the space between two strings) and
    go; what is left is split at quotes, every other piece being outside strings. A piece
    at a time, millions of strings never make millions of pieces at once.
    """
    start = depth = 0
    inside = False
    while start < len(data):
        end = min(start + _CHUNK, len(data))
        while end < len(data) and data[end - 1] == 0x5C:  # a backslash: keep its escape
            end += 1
        piece = data[start:end]
        if b"\\" in piece:
            piece = piece.replace(b"\\\\", b"").replace(b'\\"', b"")
        signs = piece.translate(_SIGNS, _NOT_STRUCTURE).replace(b'""', b"")
        was_inside = inside
        if inside or b'"' in signs:
            parts = signs.split(b'"')
            signs = b"".join(parts[inside::2])
            inside ^= len(parts) % 2 == 0
        yield start, end, depth, was_inside, signs
        depth += signs.count(1) - signs.count(255)
        start = end


def _deepest(signs: bytes, depth: int) -> int:
    return max(itertools.accumulate(memoryview(signs).cast("b"), initial=depth))


def json_depth(data: bytes) -> int:
    """How deeply arrays and objects nest in the JSON text ``data`` (0: none), in C.

    Exact for valid JSON; for invalid JSON at least as deep as its valid beginning (a
    string that does not end runs to the end), the most a decoder reads before it stops.
    Its time and memory: docs/architecture.md, Benchmarks."""
    return max((_deepest(signs, depth) for _, _, depth, _, signs in _structure(data)),
               default=0)


def json_too_deep(data: bytes, limit: int = MAX_JSON_DEPTH) -> int | None:
    """The byte offset of the first ``[`` or ``{`` nested deeper than ``limit`` in the JSON
    text ``data``, or ``None``: found in C to the mebibyte that holds it (as
    :func:`json_depth` reads), then byte by byte in it, escapes and strings read alike."""
    for start, end, depth, in_string, signs in _structure(data):
        if _deepest(signs, depth) <= limit:
            continue
        escaped = False
        for offset in range(start, end):
            byte = data[offset]
            if escaped:
                escaped = False
            elif byte == 0x5C and data[offset + 1:offset + 2] in (b"\\", b'"'):
                escaped = True
            elif byte == 0x22:
                in_string = not in_string
            elif not in_string and byte in b"[{":
                depth += 1
                if depth > limit:
                    return offset
            elif not in_string and byte in b"]}":
                depth -= 1
        return None
    return None


def ir_depth(node: object) -> tuple[int, int]:
    """How deeply IR nodes nest under ``node`` (``node`` itself is depth 1), not counting
    rows under bid-table rows; and how deeply bid-table rows nest. No recursion."""
    deepest = rows = 0
    stack: list[tuple[object, int, int]] = [(node, 1, 0)]
    while stack:
        item, depth, row = stack.pop()
        if isinstance(item, msgspec.Struct):
            deepest = max(deepest, depth)
            if type(item).__name__ == "BidNode":
                row += 1
                rows = max(rows, row)
            for f in item.__struct_fields__:
                under_row = f == "children" and row > 0
                stack.append((getattr(item, f), depth if under_row else depth + 1,
                              row if under_row else 0))
        elif isinstance(item, (tuple, list)):
            stack.extend((value, depth, row) for value in item)
    return deepest, rows


_MARGIN = 16
"""Slack above ``levels``: data nested ``levels`` deep must never be refused by the decode."""

_RECURSION_LIMIT = _thread.allocate_lock()  # _thread: threading costs start-up time
"""Held while the process-wide recursion limit is raised: decodes in two threads of a library
caller would otherwise restore each other's limits (one left raised, or lowered mid-decode)."""


def decode_nested(decode: Callable[[bytes], T], data: bytes, levels: int) -> T:
    """``decode(data)`` (a msgspec decode) with room for ``levels`` nested arrays or objects.

    On Python 3.11 msgspec counts each level against the recursion limit (it counts C
    recursion separately from 3.12), so the limit is raised by ``levels`` for the decode.
    The room is above the current limit, so data nested more deeply than ``levels`` may
    still decode (a JSON caller knows the depth first, :func:`json_depth`); data nested
    beyond the raised limit raises RecursionError there, in C, and is made no deeper. One
    thread at a time raises the limit (msgspec holds the interpreter lock while it decodes).
    """
    with _RECURSION_LIMIT:
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(old + levels + _MARGIN)
        try:
            return decode(data)
        finally:
            sys.setrecursionlimit(old)
