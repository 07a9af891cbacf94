"""Messages on the wire: write the protocol's lines from values, read lines with a timeout.

The text written here is what ``bridgec tm serve`` and ``bridgec tm play`` send; every
line round-trips through :func:`bridgec.frontends.tm.messages.parse_message`.
"""

from __future__ import annotations

import asyncio

from bridgec.bridge import laws as rules
from bridgec.frontends.tm.messages import AST, MessageError, parse_message
from bridgec.limits import MAX_TM_LINE

NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
VULNERABLE = {"Nil": "Neither", "NS": "N/S", "EW": "E/W", "All": "Both"}
MAX_LINE = MAX_TM_LINE


class ProtocolError(Exception):
    """The peer sent something else than the protocol allows here, or went away."""


def call_text(seat: str, call: str, alert: str | None = None) -> str:
    """``North bids 1NT``, ``East passes`` ... from an IR call (``P``, ``X``, ``1N``)."""
    name = NAMES[seat]
    words = {"P": "passes", "X": "doubles", "XX": "redoubles"}
    text = f"{name} {words[call]}" if call in words else f"{name} bids {rules.to_tm_call(call)}"
    return text + (f" Alert. {alert}" if alert is not None else "")


def seated_text(seat: str, team: str) -> str:
    """``North ("team") seated``: the form WBridge5's, ComputerBridge's and OpenSpiel's table
    managers send (bridge_env's client accepts only it or ``North team seated``)."""
    return f'{NAMES[seat]} ("{team}") seated'


def deal_text(board: int, dealer: str, vulnerable: str) -> str:
    """``Board number 1. Dealer North. Neither vulnerable.``"""
    return f"Board number {board}. Dealer {NAMES[dealer]}. {VULNERABLE[vulnerable]} vulnerable."


def cards_text(seat: str | None, cards: list[str]) -> str:
    """``North's cards : S A K. H -. ...`` (seat None: ``Dummy's cards : ...``)."""
    who = NAMES[seat] if seat else "Dummy"
    return f"{who}'s cards : {rules.hand_text(cards)}"


async def send(writer: asyncio.StreamWriter, line: str) -> None:
    """Write one message with CRLF."""
    writer.write(line.encode("utf-8") + b"\r\n")
    await writer.drain()


async def receive(reader: asyncio.StreamReader, timeout: float) -> tuple[str, AST]:
    """Read one message; raise :class:`ProtocolError` on timeout, EOF or a bad line."""
    try:
        raw = await asyncio.wait_for(reader.readuntil(b"\n"), timeout)
    except TimeoutError as exc:
        raise ProtocolError(f"no message within {timeout:g} s") from exc
    except asyncio.IncompleteReadError as exc:
        raise ProtocolError("the connection was closed") from exc
    except asyncio.LimitOverrunError as exc:
        raise ProtocolError(f"a line longer than {MAX_LINE} bytes") from exc
    except (ConnectionError, OSError) as exc:
        raise ProtocolError(f"the connection was closed ({exc.strerror or exc})") from exc
    text = raw.decode("utf-8", "replace").rstrip("\r\n")
    ast = parse_message(text)
    if isinstance(ast, MessageError):
        raise ProtocolError(f"bad message `{text}` (column {ast.column}: {ast.message})")
    return text, ast
