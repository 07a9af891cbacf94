"""Ways to make a new input from old ones: byte and line edits, growth, structure edits.

* :func:`mutate`: one to four small edits (bit flips, format tokens, deletions, line
  splices from another input).
* :func:`grow`: one token, line or slice repeated until the input is 1 KB to ``max_size``
  (a long line of ``[``, a goal of 64,000 terms, 100,000 rules), or a bracket pair nested
  that deep: inputs that find superlinear time and memory, which small edits never reach.
* :func:`mutate_tree`: a structure-aware edit of a decoded JSON or MessagePack tree: a value
  replaced by a hostile one (integers past 2^64, negatives, control characters and newlines
  in strings, markup), dropped, repeated, or nested deeper.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import msgspec

PAIRS = [(b"(", b")"), (b"[", b"]"), (b"{", b"}"), (b"~", b"~"), (b"`", b"`"), (b"*", b"*"),
         (b"/", b"/"), (b"=", b"="), (b"[[", b"]]"), (b'{"a":', b"}"), (b"[", b"]")]


def mutate(data: bytes, pool: list[bytes], tokens: list[bytes], rng: random.Random,
           max_size: int = 200_000) -> bytes:
    """One to four random edits: bytes, lines, tokens, splices from another input."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        choice = rng.randrange(8)
        pos = rng.randint(0, len(out))
        if choice == 0 and out:
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        elif choice == 1:
            out[pos:pos] = rng.choice(tokens) if tokens else b"x"
        elif choice == 2 and out:
            end = min(len(out), pos + rng.randint(1, 16))
            del out[pos:end]
        elif choice == 3:
            out[pos:pos] = bytes([rng.choice(b" \t\n\r()=-;#*!|:.{}[]`~\\\x00\xff")])
        else:
            lines = bytes(out).split(b"\n")
            other = rng.choice(pool).split(b"\n")
            i = rng.randrange(len(lines))
            if choice == 4:
                lines.insert(i, rng.choice(other))
            elif choice == 5 and len(lines) > 1:
                del lines[i]
            elif choice == 6:
                lines[i] = b" " * rng.randint(0, 9) + lines[i].lstrip()
            else:
                j = rng.randrange(len(lines))
                lines[i], lines[j] = lines[j], lines[i]
            out = bytearray(b"\n".join(lines))
    return bytes(out[:max_size])


def grow(data: bytes, tokens: list[bytes], rng: random.Random, max_size: int) -> bytes:
    """``data`` with one unit repeated (or one bracket pair nested) to a size of 1 KB up to
    ``max_size``: a token, a line of the input, or a slice of it."""
    sizes = [1 << k for k in range(10, max(11, max_size.bit_length()))]
    size = min(rng.choice(sizes), max_size)
    lines = data.split(b"\n")
    where = rng.randrange(len(lines))
    choice = rng.randrange(5)
    if choice == 0:
        opening, closing = rng.choice(PAIRS)
        depth = max(1, size // (len(opening) + len(closing)))
        middle = rng.choice(tokens) if tokens and rng.random() < 0.5 else b""
        line = lines[where]
        cut = rng.randint(0, len(line))
        lines[where] = line[:cut] + opening * depth + middle + closing * depth * \
            rng.randint(0, 1) + line[cut:]
        return b"\n".join(lines)[:max_size * 2]
    if choice == 1 and tokens:
        unit = rng.choice(tokens)
        sep = rng.choice([b"", b" ", b"\n", b",", b"|", b":"])
    elif choice == 2 and data:
        start = rng.randrange(len(data))
        unit = data[start:start + rng.randint(1, 64)]
        sep = b""
    else:  # a whole line again and again (rules, records, rows)
        unit = lines[where] or b"x"
        sep = b"\n"
    count = max(1, size // (len(unit) + len(sep)))
    block = sep.join([unit] * count)
    line = lines[where]
    if sep == b"\n":
        lines[where:where] = [block]
    else:
        cut = rng.randint(0, len(line))
        lines[where] = line[:cut] + block + line[cut:]
    return b"\n".join(lines)


BIG = [2**64, 2**64 + 1, 2**63, -(2**63) - 1, 10**30, -(10**30), 2**31, -1, -(2**31)]
HOSTILE_STRINGS = [
    "<script>alert(1)</script>", "\\input{/etc/passwd}", "{", "}", "\x00", "", "x" * 300,
    "a\nb", "\n$ injected record\n", "\n* injected heading\n", "\r\n?00 1C injected",
    "\n#+TITLE: injected\n", "line\x0bbreak", "\x1b[31mred\x1b[0m", "\u2028", "\x85",
    "\ud7ff", "1C", "7NT", "Pass", "X", "XX", "!s", "bid-node", "%", "\\", "`~[", "|",
    "\t", "P", "1N:P:2C", ".*", "\n", "\r", "\x7f", "\x1f", "*", "#", "$", "?", "+",
]
HOSTILE_VALUES: list[object] = [
    *BIG, *HOSTILE_STRINGS, 0, 10**6, 1.5, -0.5, 1e308, float("inf"), None, True, False,
    [], {}, [[]], {"kind": "text", "text": "\n* x"},
]


def _slots(tree: object) -> list[tuple[Any, Any]]:
    slots: list[tuple[Any, Any]] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            slots.extend((node, k) for k in node)
            stack.extend(node.values())
        elif isinstance(node, list):
            slots.extend((node, i) for i in range(len(node)))
            stack.extend(node)
    return slots


def edit_tree(tree: object, rng: random.Random) -> object:
    """One structure-aware edit of a decoded tree, in place where possible; returns the tree."""
    slots = _slots(tree)
    if not slots:
        return rng.choice(HOSTILE_VALUES)
    parent, key = rng.choice(slots)
    value = parent[key]
    choice = rng.randrange(7)
    if choice == 0 and isinstance(parent, dict):
        del parent[key]
    elif choice == 1:
        parent[key] = [value] * rng.randint(0, 3)
    elif choice == 2 and isinstance(parent, list):
        parent.extend(copy.deepcopy(rng.choice(parent)) for _ in range(rng.randint(1, 40)))
    elif choice == 3 and isinstance(value, str):  # text with a line break or a control
        cut = rng.randint(0, len(value))
        parent[key] = value[:cut] + rng.choice(HOSTILE_STRINGS) + value[cut:]
    elif choice == 4 and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = rng.choice([*BIG, value + 1, value - 1, -value, value * 1000])
    elif choice == 5 and isinstance(value, dict | list):  # nest the value deeper
        for _ in range(rng.choice([1, 2, 10, 100, 1000])):
            value = [value] if rng.random() < 0.5 else {"kind": "text", "children": [value]}
        parent[key] = value
    else:
        parent[key] = copy.deepcopy(rng.choice(HOSTILE_VALUES))
    return tree


MAX_TREE = 4 << 20
"""Structure edits that make a tree larger than this are dropped (repeats compound)."""


def mutate_json(data: bytes, rng: random.Random) -> bytes | None:
    """A structure-aware edit of a JSON input (None when it is not JSON)."""
    try:
        tree = json.loads(data)
    except (ValueError, RecursionError):
        return None
    try:
        for _ in range(rng.randint(1, 3)):
            tree = edit_tree(tree, rng)
        made = json.dumps(tree, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    except (ValueError, RecursionError):
        return None
    return made if len(made) < MAX_TREE else None


def mutate_msgpack(data: bytes, rng: random.Random) -> bytes | None:
    """A structure-aware edit of a MessagePack input (None when it is not MessagePack)."""
    try:
        tree = msgspec.msgpack.decode(data)
    except (msgspec.DecodeError, RecursionError, UnicodeDecodeError):  # a flipped string
        return None
    try:
        for _ in range(rng.randint(1, 3)):
            tree = edit_tree(tree, rng)
        made = msgspec.msgpack.encode(tree)
    except (TypeError, OverflowError, ValueError, RecursionError):
        return None
    return made if len(made) < MAX_TREE else None
