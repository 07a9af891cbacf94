"""The table's laws (calls, contract, cards, tricks), dealing, deal files, the robot's
policies, and ``bridgec tm parse`` as a command."""

from __future__ import annotations

import json
import random

import pytest

from bridgec.bridge import laws
from bridgec.bridge.auction import auction_over, legal_call
from bridgec.frontends import pbn
from bridgec.tablemanager.deals import Deal, board_deals
from bridgec.tablemanager.policy import SimplePolicy, choose_card
from bridgec.tablemanager.server import seeded_deals

from conftest import run_cli


def file_deals(text: str) -> list[Deal]:
    """The deals ``tm serve --deals x.pbn`` plays: the PBN front end, then the deals."""
    result = pbn.parse(text.encode(), path="x.pbn")
    errors = [d.render() for d in result.diagnostics if d.severity == "error"]
    if errors or result.document is None:
        raise ValueError(errors[0])
    return board_deals(result.document.boards)


@pytest.mark.parametrize("calls,call,why", [
    ([], "P", None), ([], "X", "nothing to double"), (["1C"], "1C", "not higher"),
    (["1C"], "X", None), (["1C", "P"], "X", "only double or redouble the opponents"),
    (["1C", "X"], "XX", None), (["1C", "X"], "X", "already doubled"),
    (["1C", "P", "P"], "XX", "only a double can be redoubled"), (["1N"], "2C", None),
    (["1C", "P", "P", "P"], "1D", "the auction is over"), (["7N"], "7N", "not higher"),
])
def test_legal_call(calls: list[str], call: str, why: str | None) -> None:
    result = legal_call(calls, call)
    assert (result is None) if why is None else (result is not None and why in result)


def test_contract_declarer_and_doubles() -> None:
    # N deals: N 1H, E P, S 2H, W X, N P, E P, S XX, W P, N P, E P: 2HXX by North.
    calls = ["1H", "P", "2H", "X", "P", "P", "XX", "P", "P", "P"]
    assert auction_over(calls)
    assert laws.contract(calls, "N") == ("2H", "N", "XX")
    assert laws.contract(["P"] * 4, "E") is None
    assert not auction_over(["P", "P", "P"])


def test_trick_winner_and_following_suit() -> None:
    trick = [("N", "KH"), ("E", "AH"), ("S", "2S"), ("W", "3H")]
    assert laws.trick_winner(trick, "N") == "E"
    assert laws.trick_winner(trick, "S") == "S"
    assert laws.legal_card(["2C", "5H"], "H", "2C") == "must follow suit (H)"
    assert laws.legal_card(["2C"], "H", "2C") is None
    assert laws.legal_card(["2C"], None, "AS") == "AS is not in the hand"


def test_seeded_deals_are_reproducible_and_complete() -> None:
    deals = seeded_deals(9, 16)
    assert deals == seeded_deals(9, 16) and deals != seeded_deals(10, 16)
    for d in deals:
        cards = [c for h in d.hands.values() for c in h]
        assert len(cards) == 52 == len(set(cards))
    assert [(d.dealer, d.vulnerable) for d in deals[:5]] == [
        ("N", "Nil"), ("E", "NS"), ("S", "EW"), ("W", "All"), ("N", "NS")]


def test_deal_file() -> None:
    text = ('[Board "1"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ '
            '765.432.AKQJ.T98 432.AKQJ.T98.765"]\n')
    (deal,) = file_deals(text)
    assert deal.hands["N"][:4] == ["AS", "KS", "QS", "JS"]
    assert deal.hands["W"][:3] == ["4S", "3S", "2S"]
    with pytest.raises(ValueError, match="x.pbn:1:1: error: `AKQJ.T98.765.432`: a card is "
                       "dealt twice"):
        file_deals('[Deal "N:AKQJ.T98.765.432 AKQJ.T98.765.432 765.432.AKQJ.T98 '
                   '432.AKQJ.T98.765"]')
    with pytest.raises(ValueError, match="no deal in this PBN file"):
        file_deals("% nothing here\n")


def test_deal_file_tags() -> None:
    """`[Board]`, `[Dealer]` and `[Vulnerable]` set a deal's number, dealer and
    vulnerability; a deal without them takes the next number and its standard ones."""
    deal = ('[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 '
            '432.AKQJ.T98.765"]\n')
    first, second = file_deals('[Board "8"]\n[Dealer "West"]\n[Vulnerable "Both"]\n' +
                               deal + deal)
    assert (first.board, first.dealer, first.vulnerable) == (8, "W", "All")
    assert (second.board, second.dealer, second.vulnerable) == (9, "N", "EW")
    with pytest.raises(ValueError, match=r'x.pbn:2:1: error: \[Dealer "Middle"\]: a seat is '
                       "N, E, S or W"):
        file_deals('[Board "3"]\n[Dealer "Middle"]\n' + deal)
    with pytest.raises(ValueError, match=r"x.pbn:1:1: .*a board number is a whole number"):
        file_deals('[Board "0"]\n' + deal)


def test_simple_policy_bids_legally() -> None:
    policy = SimplePolicy()
    for board in range(1, 40):
        hands = laws.deal_from_seed(1, board)
        calls: list[str] = []
        dealer = laws.dealer_of(board)
        while not auction_over(calls):
            seat = laws.next_seat(dealer, len(calls))
            call = policy.bid(hands[seat], calls, seat, "None")
            assert legal_call(calls, call) is None
            calls.append(call)


def test_simple_policy_bids_legally_after_any_auction() -> None:
    """Issue 24: at OpenSpiel's table a random bot opened 7C and the policy raised its
    partner to `8C`. After any legal auction the policy's call is a call, and legal."""
    from bridgec.bridge.calls import BIDS

    calls_of_bridge = [*BIDS, "P", "X", "XX"]
    assert SimplePolicy().bid(laws.deal_from_seed(1, 1)["N"], ["P", "P", "7C", "X"], "W",
                              "None") in calls_of_bridge
    rng = random.Random(24)
    policy = SimplePolicy()
    for board in range(1, 400):
        hands = laws.deal_from_seed(2, board)
        calls: list[str] = []
        dealer = laws.dealer_of(board)
        for _ in range(rng.randrange(0, 12)):
            legal = [c for c in calls_of_bridge if legal_call(calls, c) is None]
            if auction_over(calls) or not legal:
                break
            calls.append(rng.choice(legal))
        if auction_over(calls):
            continue
        seat = laws.next_seat(dealer, len(calls))
        call = policy.bid(hands[seat], calls, seat, "None")
        assert call in calls_of_bridge and legal_call(calls, call) is None, (calls, call)
    clubs = ["AC", "KC", "QC", "JC", "2D", "3D", "4D", "5H", "6H", "7H", "8S", "9S", "TS"]
    assert policy.bid(clubs, ["P", "P", "7C", "X"], "W", "None") == "P"


def test_choose_card_is_legal() -> None:
    hand = ["AS", "5S", "KH", "2C"]
    assert choose_card(hand, [("N", "QS")], "N") == "AS"      # win cheaply
    assert choose_card(hand, [("N", "QH"), ("E", "AH")], "N") == "KH"  # cannot win: lowest
    assert choose_card(hand, [("N", "QD")], "C") == "5S"      # discard the lowest non-trump


def test_tm_parse_command() -> None:
    lines = "North bids 1N Alert. strong\r\nnorth plays 10H\nEnd of session\n"
    proc = run_cli("tm", "parse", "-", input=lines.encode())
    assert proc.returncode == 1
    records = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert records == [
        {"message": "North bids 1N Alert. strong",
         "ast": {"kind": "bid", "alert": "strong", "bid": "1NT", "seat": "N"}},
        {"message": "north plays 10H", "column": 13, "error": "`10H` is not a card"},
        {"message": "End of session", "ast": {"kind": "endOfSession"}},
    ]
    ok = run_cli("tm", "parse", "-", input=b"west to lead\n")
    assert ok.returncode == 0 and json.loads(ok.stdout)["ast"] == {"kind": "lead", "seat": "W"}
    missing = run_cli("tm", "parse", "/nonexistent/file")
    assert missing.returncode == 1 and b"/nonexistent/file: no such file" in missing.stderr
