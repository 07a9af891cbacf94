"""Canonical names of the forcing and strength words and of the conventions a meaning names.

The lexer (grammar/MeaningLexer.g4) decides which words are read; these tables only say
how each spelling is reported (``non-forcing`` -> ``NF``, ``BW`` -> ``Blackwood``).
"""

from __future__ import annotations

import re

_FORCE = {
    "NF": ("nf", "non-forcing", "nonforcing", "non forcing", "not forcing"),
    "F": ("f", "forcing", "forsing"),
    "F1": ("f1", "f1r", "rf", "one-round-force", "one round force", "one-round-forcing",
           "one round forcing", "forcing one round"),
    "FG": ("fg", "gf", "game forcing", "game-forcing", "game force", "game-force",
           "forcing to game"),
    "INV": ("inv", "invite", "inviting", "invitational", "invitation", "invit", "inwit"),
    "S/O": ("s/o", "sign-off", "signoff", "sign off"),
    "to play": ("to play", "t/p", "do gry"),
    "P/C": ("p/c", "pass/correct", "pass or correct", "pass-or-correct"),
    "S/T": ("s/t", "slam try", "slam-try", "slam interest", "slam-interest"),
    "QUANT": ("quant", "quantitative"),
    "LIM": ("lim", "limit"),
    "forced": ("forced", "mandatory"),
    "relay": ("relay", "rel", "(r)"),
    "CONST": ("const", "constructive"),
    "NEG": ("neg", "negative"),
    "PEN": ("pen", "penalty"),
    "SOS": ("sos",),
    "semi-forcing": ("semiforcing", "semi-forcing", "semi forcing"),
    "PRE": ("pre", "preemptive", "pre-emptive", "preempt", "blok", "barrage"),
    "COMP": ("comp", "competitive"),
    "choice of games": ("choice of games", "cog"),
    "cue bid": ("cue", "cuebid", "cue-bid", "cue bid"),
    "CTRL": ("ctrl", "control bid", "control-bid"),
    "answer": ("response to", "responses to", "answer to", "answers to", "reply to",
               "replies to"),
    "S/A": ("s/a",),
    "preference": ("preference", "pref"),
    "game try": ("g/t", "game try"),
    "mild": ("mild",),
    "weak": ("weak", "weak two", "weak 2", "weaktwo", "weak2", "słaby", "słaba", "słabe",
             "faible", "zwak", "light"),
    "strong": ("strong", "str", "silny", "silna", "silne", "fort", "forte", "sterk"),
    "MIN": ("min", "minimum"),
    "MAX": ("max", "maximum"),
    "NAT": ("nat", "natural", "naturalny", "naturalne", "naturalna", "naturel",
            "naturelle", "natuurlijk"),
    "ART": ("art", "artificial", "conv", "conventional", "sztuczny", "sztuczne",
            "sztuczna", "artificiel", "artificielle", "kunstmatig"),
}
FORCE_WORDS = {spelling: name for name, spellings in _FORCE.items() for spelling in spellings}

_TAGS = {
    "Stayman": ("stayman", "stay"),
    "Puppet Stayman": ("puppet", "pup", "puppet stayman"),
    "transfer": ("transfer", "transfers", "trf"),
    "RKCB": ("rkcb", "rkc", "roman key card", "roman key-card", "roman keycard"),
    "Blackwood": ("blackwood", "bw"),
    "takeout": ("takeout", "take-out", "take out", "t/o"),
    "unusual NT": ("unt",),
    "NMF": ("nmf", "new minor forcing"),
    "fourth suit": ("4sf", "4sfg", "fourth suit", "fourth-suit", "fourth suit forcing",
                    "fourth-suit-forcing", "4th suit", "4th-suit", "4th suit forcing",
                    "4th-suit-forcing"),
    "splinter": ("spl", "splinter", "splinters", "splintera", "splinterem"),
    "XYZ": ("xyz",),
    "Kickback": ("kickback", "k/b"),
    "DONT": ("dont",),
    "Multi": ("multi", "multi-coloured", "multi-colored", "multi coloured", "multicoloured",
              "multi colored", "multicolored"),
    "mini NT": ("mini-nt", "mini nt"),
    "lead directing": ("lead-directing", "lead directing"),
}
TAGS = {spelling: name for name, spellings in _TAGS.items() for spelling in spellings}

ARTIFICIAL = frozenset({"ART", "relay", "ASK", "answer", "cue bid", "CTRL", "S/A", "P/C"})
"""Words that make a call artificial: its "suit" need not be the suit it names."""

_SPACES = re.compile(r"[\s\u00a0]+")


def normalise(text: str) -> str:
    """Lower case, no alert mark, single spaces."""
    return _SPACES.sub(" ", text.lstrip("!").strip().lower())


def force_word(text: str) -> str:
    """The canonical name of a forcing or strength word."""
    key = normalise(text)
    return FORCE_WORDS.get(key, FORCE_WORDS.get(key.replace("-", " "), key.upper()))


def tag(text: str) -> str:
    """The canonical name of a convention (``BW`` -> ``Blackwood``, ``1430`` ->
    ``RKCB 1430``)."""
    key = normalise(text)
    if key.isdigit():
        return f"RKCB {key}"
    if key in TAGS:
        return TAGS[key]
    return " ".join(w.capitalize() if w.isalpha() else w for w in key.split(" "))
