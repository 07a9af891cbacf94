"""Structure-aware generators: inputs built from a format's definition, not from seeds.

* :func:`from_schema`: a random instance of a JSON Schema (the IR's, the matcher table's),
  with hostile values where the schema allows them (integers past 2^64 and below zero,
  control characters and newlines in every string, long arrays, deep nesting).
* :func:`gib_rules`: GIB rule lines with auction patterns (``.*``, classes, groups,
  alternations) and constraints, the inputs of the matcher's pattern runtime.
* :func:`hand` and :func:`auction`: random hands (``S.H.D.C``) and auctions, legal or not.
"""

from __future__ import annotations

import random
from typing import Any

from fuzzing.mutators import BIG, HOSTILE_STRINGS

CALLS = [f"{level}{strain}" for level in range(1, 8) for strain in "CDHSN"]
TEXT = ["x", "1C", "12-14 HCP", "5+ !s", "<b>", "\\textbf{x}", "Stayman", "a b", "*bold*"]


def from_schema(schema: dict[str, Any], rng: random.Random, depth_budget: int = 6) -> Any:
    """A random value of the schema's root type."""
    defs: dict[str, Any] = schema.get("$defs", {})

    def gen(node: dict[str, Any], depth: int) -> Any:
        if "$ref" in node:
            return gen(defs[node["$ref"].rsplit("/", 1)[1]], depth)
        for key in ("anyOf", "oneOf"):
            if key in node:
                options = node[key]
                if depth <= 0:  # prefer leaves (null, strings) when deep
                    leaves = [o for o in options if "$ref" not in o] or options
                    return gen(rng.choice(leaves), depth)
                return gen(rng.choice(options), depth)
        if "const" in node:
            return node["const"]
        if "enum" in node:
            return rng.choice(node["enum"]) if rng.random() < 0.97 else \
                rng.choice(HOSTILE_STRINGS)
        kind = node.get("type")
        if isinstance(kind, list):
            kind = rng.choice(kind)
        if kind == "object" or "properties" in node:
            out: dict[str, Any] = {}
            required = set(node.get("required", ()))
            for name, sub in node.get("properties", {}).items():
                if name in required or rng.random() < 0.5:
                    out[name] = gen(sub, depth - 1)
            return out
        if kind == "array":
            items = node.get("items", {})
            most = node.get("maxItems", 6)
            count = rng.choice([0, 1, 1, 2, 3, min(most, 6)] if depth > 0 else [0, 0, 1])
            if rng.random() < 0.02:
                count = min(most + rng.choice([0, 1]), 400)
            return [gen(items, depth - 1) for _ in range(count)]
        if kind == "string":
            return string(rng)
        if kind == "integer":
            return integer(rng, node)
        if kind == "number":
            return rng.choice([0.0, 0.5, 1.0, -1.0, 1e308, integer(rng, node)])
        if kind == "boolean":
            return rng.random() < 0.5
        if kind == "null":
            return None
        return string(rng)

    return gen(schema, depth_budget)


def string(rng: random.Random) -> str:
    """A string, often plain, sometimes with a line break, a control character or markup."""
    r = rng.random()
    if r < 0.6:
        return rng.choice(TEXT + CALLS[:10])
    if r < 0.9:
        base = rng.choice(TEXT)
        cut = rng.randint(0, len(base))
        return base[:cut] + rng.choice(HOSTILE_STRINGS) + base[cut:]
    return "".join(chr(rng.choice([rng.randrange(0, 32), rng.randrange(32, 127),
                                   rng.randrange(127, 0x3000)]))
                   for _ in range(rng.randint(0, 20)))


def integer(rng: random.Random, node: dict[str, Any]) -> int:
    """An integer within the schema's bounds, or on or past them, or past 2^64."""
    low, high = int(node.get("minimum", -5)), int(node.get("maximum", 40))
    return rng.choice([low, high, low - 1, high + 1, rng.randint(low, high),
                       rng.randint(low, high), rng.choice(BIG)])


# -- GIB ---------------------------------------------------------------------------------

PATTERN_ATOMS = [".", ".*", "..", "P", "X", "R", "1N", "2C", "1S", "[CD]", "[^P]", "[<1N]",
                 "[+D]", "[-S]", "[1-7]", "(1N|2N)", "(P.)*", "(..)*", "#a", "a", "$2", "@12",
                 ":", "!1N", "?", "+", "*", "|", "&", "Z", "1.", ".N", "[CDHS]*"]
CONSTRAINTS = ["P1[5-7]", "C..[5-9]", "H5", "S4+", "~a>=12~", "P0[89]|P1.", ".", "!S4",
               "(P1.|H5)", "~c+d>=8~", "D[456]", "N", "P2.&S5"]
SPECS = ["", ":P15", ":D5H", "`:P12:p14`", "`~e>1~`", ":S4"]


def gib_pattern(rng: random.Random) -> str:
    """A GIB auction pattern: atoms in sequence, some repeated, grouped or alternated."""
    parts = [rng.choice(PATTERN_ATOMS) for _ in range(rng.randint(1, 8))]
    if rng.random() < 0.2:  # runs of wildcards: backtracking in the pattern runtime
        parts = [".*"] * rng.randint(2, 12) + [rng.choice(["Z", "1N", "P", "7N"])]
    text = "".join(parts)
    if rng.random() < 0.15:
        text = "(" + text + ")*" + rng.choice(["", "P", ".*Z"])
    return text


def gib_rules(rng: random.Random, count: int = 0) -> bytes:
    """A small GIB rule file: rules with patterns, constraints, specs and ids."""
    lines = [";fuzz"]
    for number in range(1, (count or rng.randint(1, 12)) + 1):
        level = rng.choice(["1", "2", "1d", "2C", "3?", "1R"])
        seq = gib_pattern(rng) if rng.random() < 0.7 else \
            ":".join(rng.choice(["1N", "P", "2C", "X", "1C", "1H"])
                     for _ in range(rng.randint(1, 5)))
        prio = rng.choice(["40", "55", "0", "99", "9999999999999999999999"])
        spec = rng.choice(SPECS)
        lines.append(f"{level} {seq} {prio} {rng.choice(CONSTRAINTS)} {spec} #{number}".strip())
    return ("\n".join(lines) + "\n").encode()


# -- hands and auctions --------------------------------------------------------------------

RANKS = "AKQJT98765432"


def hand(rng: random.Random) -> str:
    """A random 13-card hand as S.H.D.C."""
    cards = rng.sample([(s, r) for s in range(4) for r in RANKS], 13)
    return ".".join("".join(r for r in RANKS if (s, r) in cards) for s in range(4))


def auction(rng: random.Random) -> str:
    """A random auction: usually legal (rising bids, doubles, passes), sometimes not."""
    calls: list[str] = []
    level = -1
    for _ in range(rng.choice([0, 0, 1, 2, 3, 4, 6, 10])):
        r = rng.random()
        if r < 0.45:
            calls.append("P")
        elif r < 0.5:
            calls.append(rng.choice(["X", "XX", "D", "R", "1Z", "8C", "--"]))
        elif level < len(CALLS) - 1:
            level = rng.randint(level + 1, min(level + 6, len(CALLS) - 1))
            calls.append(CALLS[level])
    return " ".join(calls)
