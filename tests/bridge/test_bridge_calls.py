"""Bridge basics: calls (strain order, bid ranks, spellings) and auctions (when they end,
which calls are legal, and the reason why not), the facts every other module imports."""

from __future__ import annotations

import pytest

from bridgec.bridge.auction import Illegal, auction_over, illegal, legal_call
from bridgec.bridge.calls import (
    BIDS,
    CallError,
    bid_at,
    bid_rank,
    bid_value,
    is_bid,
    read_call,
    read_calls,
)


def test_bids_in_rank_order() -> None:
    assert len(BIDS) == 35 and BIDS[:6] == ("1C", "1D", "1H", "1S", "1N", "2C")
    assert [bid_rank(b) for b in BIDS] == list(range(35))
    assert all(bid_at(bid_rank(b)) == b for b in BIDS)
    assert bid_at(35) is None and bid_at(-1) is None
    assert bid_value("P") is None and bid_value("XX") is None and bid_value("3H") == 12
    assert is_bid("7N") and not is_bid("8C") and not is_bid("1X") and not is_bid("X")


@pytest.mark.parametrize(("word", "call"), [
    ("1NT", "1N"), ("1nt", "1N"), ("Pass", "P"), ("pass", "P"), ("Dbl", "X"), ("d", "X"),
    ("R", "XX"), ("Rdbl", "XX"), ("xx", "XX"), ("7s", "7S"), ("4Nt", "4N"),
])
def test_spellings(word: str, call: str) -> None:
    assert read_call(word) == call


def test_auction_text_and_bad_words() -> None:
    assert read_calls("1nt pass 2c Dbl xx") == ["1N", "P", "2C", "X", "XX"]
    assert read_calls("1N:P:2C,P-3N") == ["1N", "P", "2C", "P", "3N"]
    assert read_calls(["1C", "p"]) == ["1C", "P"] and read_calls("  ") == []
    with pytest.raises(CallError, match="'9H' is not a call"):
        read_calls("1C 9H")


def test_auction_over() -> None:
    assert auction_over(["P", "P", "P", "P"]) and auction_over(["1C", "P", "P", "P"])
    assert auction_over(["P", "1C", "X", "P", "P", "P"])
    assert not auction_over(["P", "P", "P"]) and not auction_over(["P", "1C", "P", "P"])


@pytest.mark.parametrize(("calls", "call", "why", "at"), [
    ([], "P", None, None), (["1C"], "X", None, None), (["1C", "X"], "XX", None, None),
    ([], "X", Illegal.NOTHING, None), (["P", "P"], "XX", Illegal.NOTHING, None),
    (["1C", "P"], "X", Illegal.PARTNER, 0), (["1C", "X", "P"], "XX", Illegal.PARTNER, 1),
    (["1C", "X"], "X", Illegal.DOUBLED, 1), (["1C", "X", "XX"], "X", Illegal.DOUBLED, 2),
    (["1C", "P", "P"], "XX", Illegal.UNDOUBLED, 0),
    (["1S", "X", "P"], "1H", Illegal.INSUFFICIENT, 0), (["1S"], "1S", Illegal.INSUFFICIENT, 0),
    (["1C", "P", "P", "P"], "1D", Illegal.OVER, None),
])
def test_illegal_calls_from_the_dealer(calls: list[str], call: str, why: Illegal | None,
                                       at: int | None) -> None:
    assert illegal(calls, call) == (None if why is None else (why, at))


def test_sides_need_not_alternate() -> None:
    # A bidding-system auction: our 1C, our own X of it (the sides say who made each call).
    assert illegal(["1C"], "X", ours=[True]) == (Illegal.PARTNER, 0)
    assert illegal(["1C", "P"], "X", ours=[False, True]) is None


def test_words_for_the_table() -> None:
    assert legal_call(["1S"], "1H") == "1H is not higher than 1S"
    assert legal_call([], "XX") == "nothing to redouble"
    assert legal_call(["1C", "P", "P", "P"], "P") == "the auction is over"
    assert legal_call(["1C", "P"], "X") == "you can only double or redouble the opponents"


def test_a_word_that_is_no_call_is_never_legal() -> None:
    """legal_call once answered None (legal) for `8C` after a 7C opening: any word that is
    not a bid, P, X or XX is now refused whatever the auction."""
    for word in ("8C", "0N", "1Z", "", "PP", "1c", "XXX", "2<b>"):
        assert illegal([], word) == (Illegal.NOT_A_CALL, None)
        assert legal_call(["P", "P", "7C", "X"], word) == f"{word!r} is {Illegal.NOT_A_CALL.value}"
    assert legal_call(["P", "P", "7C", "X"], "XX") is None
    assert legal_call([], "1C") is None
