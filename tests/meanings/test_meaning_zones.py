"""The players' words read in the auction's context (docs/meanings.md, "Words in the
auction's context"): strength zones from partner's range, preempts below the system's
opening strength, natural lengths by role and level, conventions by name."""

from __future__ import annotations

import pytest

from bridgec import ir
from bridgec.constraints.notation import constraint_notation
from bridgec.meanings.context import Contexts
from bridgec.meanings.rule import rule_constraint

from builders import meaning_rule

# A small system of our own: auction | call | meaning | reading in context
SYSTEM = [
    ("", "1C", "12-21 HCP, 3+!c", "hcp 12-21 & C 3+"),
    ("", "1H", "12-21 HCP, 5+!h", "hcp 12-21 & H 5+"),
    ("1H P", "1S", "4+!s, 6+ HCP", "S 4+ & hcp 6+"),
    ("1H P 1S P", "2C", "4+!c", "C 4+"),
    ("", "1N", "15-17 HCP, BAL", "hcp 15-17 & BAL"),
    ("", "2H", "weak", "hcp <=11 & H 6+"),
    ("", "3D", "PRE", "hcp <=11 & D 7+"),
    ("", "2D", "Multi", "(H 6+ | S 6+) & hcp <=11"),
    ("", "2S", "Muiderberg", "S 5+ & (C 4+ | D 4+) & hcp <=11"),
    ("", "2C", "FG", "hcp 22+"),
    # A/K: one word, no alternative
    ("", "4D", "PRE, 8+M, no outside A/K", "(H 8+ | S 8+) & hcp <=11"),
    ("", "2N", "UNT, 5+!c, 5+!d", "(C 5+ & D 5+) & hcp <=11"),
    # partner's 15-17: the zones of a notrump opening
    ("1N P", "2N", "INV", "hcp 8-9"),
    ("1N P", "3N", "to play", "hcp <=15"),
    ("1N P", "4N", "QUANT", "hcp 16-17"),
    ("1N P", "2S", "S/O", "hcp <=7 & S 4+"),
    ("1N P", "3H", "NAT, FG", "hcp 10+ & H 5+"),
    ("1N P", "2C", "Stayman", "(H 4+ | S 4+) & hcp 8+"),
    # partner's 12-21 suit opening: a raise is the fit, new suits by level
    ("1H P", "3H", "LIM", "hcp 11-12 & H 3+"),
    ("1H P", "1S", "NAT, F1", "S 4+"),
    ("1H P", "4H", "PRE", "hcp <=18 & H 3+"),
    ("1H P", "2N", "(R)", "hcp 11+"),
    ("1H P 1S P 2C P", "2H", "NF, preference", "hcp <=12 & H 2+"),
    ("1H P 2N P", "3C", "MIN", "hcp 12-15"),
    ("1H P 2N P", "3D", "MAX", "hcp 17-21"),
    ("1H P 2N P 3C P", "4C", "S/A !h", "H 3+"),
    # the opponents' suit: a penalty double holds it, an overcall is longer
    ("1C", "X", "PEN", "C 4+"),
    ("1C", "1S", "NAT", "S 5+"),
    ("1C", "2S", "weak", "hcp <=11 & S 6+"),
    ("1C", "2C", "Michaels", "H 5+ & S 5+"),
    ("1C", "2D", "T/O", "none"),
    ("1D", "X", "takeout", "D 0-3 & hcp 11+"),
    ("1H 2C P", "P", "forced", "hcp 0+"),
    # partner's strength unknown: a limit holds whatever partner has (0 HCP at least)
    ("2D P", "3H", "P/C", "hcp <=22 & H 2+"),
    ("2D P", "4H", "P/C", "hcp <=30 & H 2+"),
    ("2D P", "X", "P/C", "hcp <=22"),
    ("2D P", "3N", "T/P", "hcp <=30"),
    ("2D P 2H P", "3C", "NF", "hcp <=24 & C 5+"),
    # an open range of the bidder: the minimum is its lowest four points
    ("", "1D", "12+ HCP, 4+!d", "hcp 12+ & D 4+"),
    ("1D P 1H P", "2D", "MIN", "hcp 12-15"),
    ("1D P 1H P", "3D", "MAX", "hcp 16+"),
    # natural notrump: no singleton or void
    ("1C 1H", "1N", "NAT", "C 2+ & D 2+ & H 2+ & S 2+"),
    ("1C 1H", "2N", "NAT, INV", "hcp 11-12 & C 2+ & D 2+ & H 2+ & S 2+"),
    # a suit agreed whose length the auction does not show: three cards
    ("1H P 2N P 3C P", "4C", "S/A for !c", "C 3+"),
    ("2C P 2D P", "4D", "S/A for M", "H 3+ | S 3+"),
    ("2C P 2D P", "4H", "S/A !h/!s", "H 3+ | S 3+"),
    # a transfer alone shows the suit it names, else the next one
    ("1N P", "2D", "TRF", "H 5+"),
    ("1N P", "2H", "transfer to !s", "S 5+"),
    ("1N P", "4D", "Texas for !h/!s", "H 5+"),
    ("1N P", "2S", "TRF", "none"),
    # a weak two in another suit than the call's; an exception of suits only narrows
    ("", "2C", "Weak-two in !d / Any game force except !d", "(hcp <=11 & D 6+) | hcp 22+"),
    ("", "2C", "weak two in !d", "hcp <=11 & D 6+"),
    ("", "2H", "weak two", "hcp <=11 & H 6+"),
    ("", "2C", "FG except !d", "hcp 22+"),
    ("", "2C", "FG in !s", "hcp 22+ & S 5+"),
    # a Gambling 3NT: a solid seven-card minor (a major when it says so)
    ("", "3N", "Gambling", "(C 7+ & top.C 3+) | (D 7+ & top.D 3+)"),
    ("", "4N", "Gambling, solid major", "(H 7+ & top.H 3+) | (S 7+ & top.S 3+)"),
    # a control bid: the ace or king of its suit (or the one it names), or shortness
    ("1H P 2N P 3C P", "3S", "CTRL", "hp.S 4+ | S 0-1"),
    ("1H P 2N P 3C P", "4D", "CTRL for !c", "hp.C 4+ | C 0-1"),
    ("1C", "2C", "control bid", "none"),  # their suit: a cue bid, not a control
    # a raise is the fit; a game try invites; MIN/MAX is one word, not two hands
    ("1H P", "2H", "raise, 6-10 HCP", "H 3+ & hcp 6-10"),
    ("1H P 2H P", "3C", "game try", "hcp 17-18"),
    ("1H P", "4S", "splinter, MIN/MAX", "S 0-1"),
    ("1N P", "2N", "TRF to !c", "C 5+"),
    # a reverse is natural: a new suit of its role
    ("1H P 1S P", "2D", "NAT, reverse, F", "D 4+"),
    # the lowest, middle, highest (unbid) suit: of the suits our side did not bid
    ("1H P 2N P", "3N", "singleton lowest suit", "C =1"),
    ("1H P 2N P", "4C", "shortness in highest unbid suit", "S 0-1"),
    ("1H P 2N P", "4D", "void in middle suit", "D =0"),
    # a negated fit reads partner's suit from the auction
    ("1H P", "3N", "no fit, 13-15 HCP", "H <=2 & hcp 13-15"),
    # an answer to a convention: a step, not natural
    ("1H P 2N P 3C P", "4D", "responses to K/B", "hcp 0+"),
    # an ask named alone: any hand
    ("1H P 1S P 1N P", "2C", "PUP to 2!d", "hcp 0+"),
    ("1H P 1S P 2C P", "2D", "4SF", "hcp 0+"),
    ("1H P 1S P 1N P", "2D", "asks for support", "hcp 0+"),
    ("1N P", "3C", "asks for a 5-card major, FG", "hcp 10+"),
]


@pytest.fixture(scope="module")
def contexts() -> tuple[Contexts, list[ir.Rule]]:
    rules = [meaning_rule(a, c, t) for a, c, t, _ in SYSTEM]
    return Contexts(rules), rules


@pytest.mark.parametrize(("index", "row"), list(enumerate(SYSTEM)),
                         ids=[f"{a} {c} {t}".strip() for a, c, t, _ in SYSTEM])
def test_words_in_context(contexts: tuple[Contexts, list[ir.Rule]], index: int,
                          row: tuple[str, str, str, str]) -> None:
    found, rules = contexts
    rule = rules[index]
    got = rule_constraint(rule, None, found.of(rule), found.call(rule))[0]
    assert constraint_notation(got) == row[3]


@pytest.mark.parametrize(("auction", "call", "text"), [
    ("", "2C", "weak 6+!d or FG with ?"),    # a word among alternatives, one not read
    ("1N P", "2D", "TRF"),                   # artificial: its suit is not its own
    ("1H P", "2D", "ART, INV+"),
])
def test_words_that_imply_nothing_here(auction: str, call: str, text: str) -> None:
    rules = [meaning_rule("", "1N", "15-17 HCP, BAL"), meaning_rule("", "1H", "12-21 HCP, 5+!h"),
             meaning_rule(auction, call, text)]
    found = Contexts(rules)
    got = rule_constraint(rules[-1], None, found.of(rules[-1]), found.call(rules[-1]))[0]
    shown = constraint_notation(got)
    assert got is None or "C" not in shown and "D " not in shown
    if "or" in text or "/" in text:
        assert got is None


def test_without_a_context_the_words_say_nothing() -> None:
    rule = meaning_rule("1N P", "2N", "INV")
    assert rule_constraint(rule)[0] is None


def test_role_and_forcing() -> None:
    rules = [meaning_rule("", "1H", "12-21 HCP, 5+!h"), meaning_rule("1H P", "2N", "(R)"),
             meaning_rule("1H P", "2H", "NF"), meaning_rule("1H 1S", "X", "NEG")]
    found = Contexts(rules)
    relay, raise_, double = (found.call(r) for r in rules[1:])
    assert relay is not None and relay.role == "response" and relay.partner == (12, 21)
    assert found.call(meaning_rule("1H P 2N P", "3C", "")).asked  # type: ignore[union-attr]
    assert found.forced(("1H", "P", "2N", "P")) and not found.forced(("1H", "P", "2H", "P"))
    assert raise_ is not None and raise_.role == "response"
    assert double is not None and double.role == "response" and double.their_suits == ("S",)
    assert found.call(meaning_rule("1S", "X", "")) is not None
    assert found.call(meaning_rule("1S", "X", "")).role == "overcall"  # type: ignore[union-attr]
    advance = found.call(meaning_rule("1S 2H P", "3H", ""))
    assert advance is not None and advance.role == "advance"
    passed = found.call(meaning_rule("P P 1S P", "2S", ""))  # partner opened in third seat
    assert passed is not None and passed.role == "response" and passed.passed
    assert passed.own == (None, 11)  # the opening pass: below the opening strength
    third = found.call(meaning_rule("P P 1S P 2S P", "3S", ""))
    assert third is not None and third.role == "rebid" and not third.passed
    assert third.partner == (None, 11)


def test_keycard_answers_counted_in_steps() -> None:
    from bridgec.constraints.evaluate import evaluate as holds
    from bridgec.matcher.runtime import read_hand

    rules = [meaning_rule("", "1S", "12-21 HCP, 5+!s"), meaning_rule("1S P", "2S", "3+!s, 6-9 HCP"),
             meaning_rule("1S P 2S P", "4N", "K/B"),
             meaning_rule("1S P 2S P 4N P", "5C", "answers to K/B: 1/4, 0/3, etc."),
             meaning_rule("1S P 2S P 4N P", "5D", "answer to K/B"),
             meaning_rule("1S P 2S P 4N P", "5H", "answer to K/B")]
    found = Contexts(rules)
    read = {r.call.name: rule_constraint(r, None, found.of(r), found.call(r))[0]  # type: ignore[union-attr]
            for r in rules[3:]}
    assert all(c is not None for c in read.values())
    one = read_hand("Q8432.A2.Q32.J32")     # the ace of hearts, no king of spades: one
    kings = read_hand("AK843.A2.Q32.J32")   # two aces and the king of spades: three
    assert holds(read["5C"], one) and not holds(read["5D"], one)     # 1/4 on the first step
    assert holds(read["5D"], kings) and not holds(read["5C"], kings)  # 0/3 on the second
    assert holds(read["5H"], read_hand("A8432.A2.Q32.J32"))           # two, third step


@pytest.mark.parametrize(("auction", "call", "text", "want"), [
    ("", "2C", "weak 6+!d or FG", "(D 6+ & hcp <=11) | hcp 22+"),
    ("", "2D", "PRE 6+!h / FG", "(H 6+ & hcp <=11) | hcp 22+"),
    ("1N P", "3C", "NAT INV or NAT slam try", "(hcp 8-9 & C 5+) | (hcp 14+ & C 5+)"),
    ("", "1C", "2+!c, NAT or BAL, 11+ HCP", "C 2+ & hcp 11+"),  # the combiner's "or"
    ("", "2C", "weak 6+!d or FG with !d", "(D 6+ & hcp <=11) | (hcp 22+ & D 5+)"),
    # a heading that is only a name; a slash with no space binds tighter than "and"
    ("", "2D", "Multi-coloured: 6+!h/6+!s and 5--10 HCP or 22--24 BAL or FG with !d",
     "((H 6+ | S 6+) & hcp 5-10) | (hcp 22-24 & BAL) | (hcp 22+ & D 5+)"),
    ("", "2C", "6+!d, 5-10 HCP or 22+ HCP", "D 6+ & (hcp 5-10 | hcp 22+)"),  # no words
])
def test_words_read_in_each_alternative(auction: str, call: str, text: str,
                                        want: str) -> None:
    rules = [meaning_rule("", "1N", "15-17 HCP, BAL"), meaning_rule(auction, call, text)]
    found = Contexts(rules)
    got = rule_constraint(rules[-1], None, found.of(rules[-1]), found.call(rules[-1]))[0]
    assert constraint_notation(got) == want


def test_a_long_list_of_alternatives_is_bounded() -> None:
    """A meaning of 220,000 characters with an 'or' every few words: read in a few seconds
    at most (the split is linear, and a text over MAX_TEXT is not split)."""
    import subprocess
    import sys

    code = ("from bridgec import ir\n"
            "from bridgec.meanings.context import Contexts\n"
            "from bridgec.meanings.rule import rule_constraint\n"
            "text = 'weak or FG ' * 20000\n"
            "rule = ir.Rule(id='r', call=ir.Call(name='2C'), auction=(),\n"
            "               meaning=ir.Meaning(description=(ir.Text(text=text),)))\n"
            "found = Contexts([rule])\n"
            "print(rule_constraint(rule, None, found.of(rule), found.call(rule))[0])\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == b"None"


def test_the_longest_auction_is_read_without_deep_recursion() -> None:
    """Each call's context reads the rows before it; a 319-call auction (the most the IR
    holds), with a row for every call, is read shortest prefix first, not by recursion."""
    calls = [("1C", "P", "X", "XX")[i % 4] for i in range(319)]
    rules = [meaning_rule(" ".join(calls[:k]), calls[k], "NAT, 10+ HCP") for k in range(len(calls))]
    found = Contexts(rules)
    ctx = found.call(rules[-1])
    assert ctx is not None and ctx.role == "rebid"
