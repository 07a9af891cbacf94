"""Limits on untrusted input that keep every front end, pass and emitter out of trouble.

The passes and emitters walk trees recursively, so the front ends refuse trees deeper than
these limits with a located error instead of letting Python's recursion limit end the run
(see docs/security.md).
"""

from __future__ import annotations

import itertools
import os
import re
import stat
import sys
from collections.abc import Callable
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
_STRING = re.compile(rb'"[^"]*"')


def json_depth(data: bytes) -> int:
    """How deeply arrays and objects nest in the JSON text ``data`` (0: none), at C speed.

    Escapes are removed first (escaped backslashes, then escaped quotes: in ``"\\\\"`` the
    quote ends the string), then every byte but brackets and quotes; brackets become +1 and
    -1, strings (now only quotes and brackets) are removed, and the deepest running sum is
    the depth. Exact for valid JSON; for invalid JSON at least as deep as its valid
    beginning, the most a decoder reads before it stops (docs/architecture.md, Benchmarks).
    """
    if b"\\" in data:
        data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    # Two quotes side by side enclose no bracket (a string without one, or the space
    # between two strings): dropping them first leaves the regex almost nothing to do.
    signs = data.translate(_SIGNS, _NOT_STRUCTURE).replace(b'""', b"")
    if b'"' in signs:  # then a quote left is one that does not end: cut the text there
        signs = _STRING.sub(b"", signs).partition(b'"')[0]
    return max(itertools.accumulate(memoryview(signs).cast("b"), initial=0))


_JSON_TOKEN = re.compile(r'(?P<open>[\[{])|(?P<close>[\]}])|"[^"\\]*(?:\\.[^"\\]*)*"?',
                         re.DOTALL)


def json_too_deep(text: str, limit: int = MAX_JSON_DEPTH) -> int | None:
    """The offset of the first ``[`` or ``{`` nested deeper than ``limit``, or ``None``: the
    location of the error :func:`json_depth` finds (strings, an unterminated one to the
    end, are skipped by a regex, so the scan takes its time per bracket and string)."""
    depth = 0
    for token in _JSON_TOKEN.finditer(text):
        kind = token.lastgroup
        if kind == "open":
            depth += 1
            if depth > limit:
                return token.start()
        elif kind == "close":
            depth -= 1
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


def decode_nested(decode: Callable[[bytes], T], data: bytes, levels: int) -> T:
    """``decode(data)`` (a msgspec decode) with room for ``levels`` nested arrays or objects.

    On Python 3.11 msgspec counts each level against the recursion limit (it counts C
    recursion separately from 3.12), so the limit is raised by ``levels`` for the decode.
    The room is above the current limit, so data nested more deeply than ``levels`` may
    still decode (a JSON caller knows the depth first, :func:`json_depth`); data nested
    beyond the raised limit raises RecursionError, in C, before anything deep is made.
    """
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(old + levels + _MARGIN)
    try:
        return decode(data)
    finally:
        sys.setrecursionlimit(old)
