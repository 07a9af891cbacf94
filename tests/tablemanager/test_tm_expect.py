"""What ``tm serve`` expects of a seat is a message kind (a Struct type) of that seat with the
right fields; anything else is refused with the words the server has always used."""

from __future__ import annotations

import asyncio

import pytest

from bridgec.frontends.tm import nodes as tm
from bridgec.tablemanager.server import Server, _bid_of, _card_of
from bridgec.tablemanager.wire import ProtocolError, Spelling


async def _expect(line: str, kind: type[tm.Message], *rest: object) -> str:
    server = Server([], timeout=5, log=lambda text: None, report=lambda text: None)
    reader = asyncio.StreamReader()
    reader.feed_data(line.encode() + b"\r\n")
    text, ast = await server.expect(reader, "N", kind, *rest,  # type: ignore[arg-type]
                                    spelling=Spelling())
    assert isinstance(ast, kind)
    return text


def _refusal(line: str, kind: type[tm.Message], *rest: object) -> str:
    with pytest.raises(ProtocolError) as caught:
        asyncio.run(_expect(line, kind, *rest))
    return str(caught.value)


def test_the_expected_message_is_taken() -> None:
    assert asyncio.run(_expect("North ready to start", tm.ReadyToStart)) == "North ready to start"
    assert asyncio.run(_expect("north ready for EAST's bid", tm.ReadyForBid, _bid_of("E"),
                               "from=E"))
    for who in ("West's", "dummy's"):  # dummy's card: named by its seat or as dummy
        assert asyncio.run(_expect(f"North ready for {who} card to trick 3", tm.ReadyForCard,
                                   _card_of(("W", "dummy"), 3), "player=W trick=3"))


@pytest.mark.parametrize(("line", "kind", "rest", "wanted"), [
    ("North ready for deal", tm.ReadyToStart, (), "readyToStart  was expected"),
    ("East ready to start", tm.ReadyToStart, (), "readyToStart  was expected"),
    ("North ready for West's bid", tm.ReadyForBid, (_bid_of("E"), "from=E"),
     "readyForBid from=E was expected"),
    ("North ready for dummy's card to trick 3", tm.ReadyForCard,
     (_card_of(("W",), 3), "player=W trick=3"), "readyForCard player=W trick=3 was expected"),
    ("North ready for West's card to trick 4", tm.ReadyForCard,
     (_card_of(("W", "dummy"), 3), "player=W trick=3"),
     "readyForCard player=W trick=3 was expected"),
])
def test_anything_else_is_refused_in_the_same_words(line: str, kind: type[tm.Message],
                                                   rest: tuple[object, ...],
                                                   wanted: str) -> None:
    assert _refusal(line, kind, *rest) == f"sent `{line}` where {wanted}"
