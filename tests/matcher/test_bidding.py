"""The robot author's API (bridgec.bidding, docs/api.md): a system or a table loaded once,
ranked calls and the chosen call, the same as ``bridgec bid``; bad input is a documented
exception with a message, never a traceback; the board's vulnerability is read for the
bidder's side in one place (bridgec.bridge.laws)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import bridgec
from bridgec import ir
from bridgec.bidding import Bidder, LoadError, bidder_from_table, load_bidder
from bridgec.bridge.laws import bidder_seat, relative_vulnerability
from bridgec.emitters import matcher as matcher_emitter
from bridgec.tablemanager.policy import MatcherPolicy, PolicyError, load_policy

from conftest import ROOT, run_cli

SAYC = ROOT / "examples" / "sayc.bml"
AUCTIONS = ["", "P", "P P", "1C P", "1D P", "1H P", "1S P", "1N P", "2C P", "1H 2C",
            "1C P 1H P", "1D P 1S P", "1S (2H)", "1N P 2C P", "P P 1S P", "1C X"]


@pytest.fixture(scope="module")
def sayc() -> Bidder:
    return bridgec.load_bidder(SAYC)


def _hands(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    deck = [r + s for s in "SHDC" for r in "AKQJT98765432"]
    out = []
    for _ in range(count):
        cards = rng.sample(deck, 13)
        out.append(".".join("".join(c[0] for c in deck if c in cards and c[1] == s)
                            for s in "SHDC"))
    return out


def _cli_calls(*args: str) -> list[str]:
    done = run_cli("bid", *args)
    assert done.returncode == 0, done.stderr.decode()
    lines = done.stdout.decode().splitlines()
    return [line.split()[1] for line in lines if line[:1].isdigit() and ". " in line]


def test_the_api_is_importable_from_bridgec_and_loads_lazily() -> None:
    assert bridgec.load_bidder is load_bidder and bridgec.Bidder is Bidder
    assert issubclass(bridgec.IllegalAuction, bridgec.BidError)
    assert issubclass(bridgec.BidError, ValueError)


def test_the_api_gives_the_same_calls_as_bridgec_bid(sayc: Bidder, tmp_path: Path) -> None:
    table = tmp_path / "sayc.matcher"
    table.write_bytes(bridgec.convert_file(SAYC, "matcher").output)
    from_table = load_bidder(table)
    rng = random.Random(23)
    cases = [(hand, rng.choice(AUCTIONS), rng.choice(["none", "we", "they", "both"]))
             for hand in _hands(10, 23)]
    for hand, auction, vul in cases:
        ranked = [c.call for c in sayc.calls(hand, auction, vul=vul)]
        assert [c.call for c in from_table.calls(hand, auction, vul=vul)] == ranked
        assert _cli_calls(str(table), "--hand", hand, "--auction", auction,
                          "--vul", vul) == ranked, (hand, auction)
        understood = [c.call for c in sayc.calls(hand, auction, vul=vul) if not c.unknown]
        assert sayc.call(hand, auction, vul=vul) == (understood[0] if understood else "P")
    hand = "KQJ52.K98.Q73.62"  # the board's vulnerability, read for the bidder
    assert _cli_calls(str(table), "--hand", hand, "--auction", "P 1H", "--vul", "NS",
                      "--dealer", "W") == [c.call for c in sayc.calls(hand, "P 1H",
                                                                      vul="they")]


def test_the_chosen_call_is_a_pass_when_nothing_understood_fits(sayc: Bidder) -> None:
    assert sayc.call("AKJ52.K984.Q73.6", "1C P") == "1S"
    assert sayc.call("AKJ52.K984.Q73.6", "1C P 1H P 2H P P P") == "P"  # the auction is over
    assert sayc.calls("AKJ52.K984.Q73.6", "1C P 1H P 2H P P P") == []


def test_an_illegal_candidate_is_never_the_chosen_call() -> None:
    bidder = bidder_from_table(bridgec.convert_text(
        "1C  12+\n  1H  5+!h, 6+ hcp\n  1D  4+!d\n", "matcher", from_="bml").output)
    assert [c.call for c in bidder.calls("KQ2.AJ3.K984.Q72", "1C P")] == ["1D"]
    # a table made past the check that refuses the impossible row (as a hand-made or old
    # table may be): the runtime still never chooses the call that cannot be made
    opened = ir.Rule(id="a", auction=(), call=ir.Call(name="1H"))
    never = ir.Rule(id="b", call=ir.Call(name="1D"), meaning=ir.Meaning(
        description=(ir.Text(text="4+!d"),)), auction=(
        ir.AuctionCall(call="1H", side="we"), ir.AuctionCall(call="P", side="they")))
    bad = bidder_from_table(matcher_emitter.emit(ir.Document(rules=(opened, never))).output)
    assert [c.call for c in bad.calls("KQ2.AJ3.K984.Q72", "1H P")] == ["1D"]
    assert bad.call("KQ2.AJ3.K984.Q72", "1H P") == "P"  # 1D is insufficient after 1H


@pytest.mark.parametrize("hand,auction,kwargs,error,message", [
    ("AKJ52.K984.Q73", "", {}, "BidError", "has 3 suit(s)"),
    ("AKJ52.K984.Q73.6", "1C 1C", {}, "IllegalAuction", "1C (call 2) cannot be made"),
    ("AKJ52.K984.Q73.6", "(1C) P", {}, "IllegalAuction", "as an opponents' call"),
    ("AKJ52.K984.Q73.6", "1Q", {}, "BidError", "'1Q' is not a call"),
    ("AKJ52.K984.Q73.6", "", {"seat": 5}, "BidError", "seat 5 is not 1-4"),
    ("AKJ52.K984.Q73.6", "", {"vul": "sometimes"}, "BidError", "vulnerability"),
    ("AKJ52.K984.Q73.6", "", {"vul": "NS"}, "BidError", "name the dealer"),
    ("AKJ52.K984.Q73.6", "", {"vul": "NS", "dealer": "Q"}, "BidError", "dealer 'Q'"),
    ("AKJ52.K984.Q73.6", "", {"vul": "red", "dealer": "N"}, "BidError", "None, NS, EW, All"),
])
def test_bad_input_is_a_documented_exception(sayc: Bidder, hand: str, auction: str,
                                             kwargs: dict[str, object], error: str,
                                             message: str) -> None:
    for ask in (sayc.calls, sayc.call):
        with pytest.raises(bridgec.BidError) as caught:
            ask(hand, auction, **kwargs)  # type: ignore[arg-type]
        assert type(caught.value).__name__ == error
        assert message in str(caught.value)


def test_an_illegal_auction_locates_the_call(sayc: Bidder) -> None:
    with pytest.raises(bridgec.IllegalAuction) as caught:
        sayc.call("AKJ52.K984.Q73.6", "1C P 1D 1C")
    assert (caught.value.error.start, caught.value.error.end) == (8, 10)  # 0-based: the last 1C


def test_a_system_or_table_that_cannot_be_loaded_is_a_load_error(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match="no-such.bml: no such file"):
        load_bidder(tmp_path / "no-such.bml")
    bad = tmp_path / "bad.bml"
    bad.write_text("1C  16+\n1Q  what?\n")
    with pytest.raises(LoadError) as caught:
        load_bidder(bad)
    assert caught.value.diagnostics and caught.value.render().startswith(f"{bad}:2:1: error")
    junk = tmp_path / "junk.matcher"
    junk.write_bytes(b"not a table")
    with pytest.raises(LoadError, match="junk.matcher: "):
        load_bidder(junk)
    with pytest.raises(LoadError, match="not a usable matcher table"):
        bidder_from_table(b"\x00" * 10)
    with pytest.raises(TypeError, match="unknown option 'colour'"):
        load_bidder(SAYC, colour=True)


def test_absolute_vulnerability_is_read_for_the_bidders_side() -> None:
    assert bidder_seat("N", 0) == "N" and bidder_seat("N", 5) == "E"
    assert bidder_seat("W", 2) == "E"
    for word, ns, ew in [("None", False, False), ("Nil", False, False), ("-", False, False),
                         ("NS", True, False), ("N-S", True, False), ("ew", False, True),
                         ("E-W", False, True), ("All", True, True), ("Both", True, True)]:
        for seat in "NS":
            assert relative_vulnerability(word, seat) == (ns, ew)
        for seat in "EW":
            assert relative_vulnerability(word, seat) == (ew, ns)
    with pytest.raises(ValueError, match="is not one of None, NS, EW, All"):
        relative_vulnerability("Red", "N")
    with pytest.raises(ValueError, match="seat 'X'"):
        relative_vulnerability("NS", "X")
    with pytest.raises(ValueError, match="dealer ''"):
        bidder_seat("", 1)


def test_the_api_reads_the_boards_vulnerability_with_the_dealer() -> None:
    system = "#VUL NY\n1S  5+!s, 8-15 hcp\n\n#VUL YN\n1S  5+!s, 12-21 hcp\n"
    bidder = bidder_from_table(bridgec.convert_text(system, "matcher", from_="bml").output)
    hand = "AKJ52.K98.Q73.62"  # 13 hcp: both rules; 9 hcp, only the first
    weak = "QJ852.K98.Q73.62"
    assert bidder.call(weak, "", vul="they") == "1S"
    assert bidder.call(weak, "", vul="we") == "P"
    # East deals: North bids after three calls; NS vulnerable = we
    assert bidder.call(weak, "P P P", vul="NS", dealer="E") == "P"
    assert bidder.call(weak, "P P P", vul="EW", dealer="E") == "1S"
    # East deals: South bids after one call
    assert bidder.call(weak, "P", vul="EW", dealer="E") == "1S"
    assert bidder.call(weak, "P", vul="NS", dealer="E") == "P"
    assert bidder.call(hand, "P", vul="NS", dealer="E") == "1S"
    assert bidder.call(hand, "P", vul="All", dealer="E") == "P"
    assert bidder.call(hand, "P", vul=(True, False)) == "1S"


def test_the_robot_bids_through_the_api(sayc: Bidder, tmp_path: Path) -> None:
    robot = MatcherPolicy(sayc)
    for hand in _hands(40, 5):
        cards = [r + s for s, holding in zip("SHDC", hand.split("."), strict=True)
                 for r in holding]
        for auction, seat, vul, relative in [([], "N", "NS", "we"), (["1C"], "E", "NS", "they"),
                                             (["P", "1H"], "S", "All", "both")]:
            assert robot.bid(cards, auction, seat, vul) == sayc.call(hand, auction, vul=relative)
    assert isinstance(load_policy(str(SAYC)), MatcherPolicy)  # a system file, compiled
    bad = tmp_path / "bad.bml"
    bad.write_text("1C  16+\n1Q  what?\n")
    with pytest.raises(PolicyError, match=r"bad.bml:2:1: error"):
        load_policy(str(bad))
