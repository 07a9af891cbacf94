"""Messages on the wire: write the protocol's lines from values, read lines with a timeout.

The text written here is what ``bridgec tm serve`` and ``bridgec tm play`` send; every
line round-trips through :func:`bridgec.frontends.tm.messages.parse_message`.
"""

from __future__ import annotations

import asyncio

from bridgec.diagnostics import LINE_UNSAFE, terminal_escaped
from bridgec.frontends.tm.messages import Message, MessageError, parse_message
from bridgec.limits import MAX_TM_LINE
from bridgec.tablemanager.dialect import NAMES, VULNERABLE, Spelling

__all__ = ["BLUE_CHIP", "CONTROL", "MAX_LINE", "NAMES", "VULNERABLE", "ConnectionClosed",
           "ProtocolError", "Spelling", "call_text", "cards_text", "check", "deal_text",
           "receive", "seated_text", "send"]

MAX_LINE = MAX_TM_LINE


class ProtocolError(Exception):
    """The peer sent something else than the protocol allows here, or went away."""


class ConnectionClosed(ProtocolError):
    """The peer closed the connection between two messages (no reset, no half a line)."""


CONTROL = LINE_UNSAFE
"""Characters no message holds (:data:`bridgec.diagnostics.LINE_UNSAFE`): what no output
shows as it is (C0 controls, DEL, C1 controls and the bidirectional formatting characters
that reorder what a terminal shows), and the line ends and separators (a CR or LF inside a
message would forge a line in another seat's stream or the log)."""


BLUE_CHIP = Spelling()
"""Blue Chip's spelling, as bridgec writes its log (:mod:`bridgec.tablemanager.dialect`)."""


def call_text(seat: str, call: str, alert: str | None = None,
              spelling: Spelling = BLUE_CHIP) -> str:
    """``North bids 1NT``, ``East passes`` ... from an IR call (``P``, ``X``, ``1N``)."""
    return spelling.call(seat, call, alert)


def seated_text(seat: str, team: str, spelling: Spelling = BLUE_CHIP) -> str:
    """``North ("team") seated`` (:meth:`Spelling.seated`)."""
    return spelling.seated(seat, team)


def deal_text(board: int, dealer: str, vulnerable: str, spelling: Spelling = BLUE_CHIP) -> str:
    """``Board number 1. Dealer North. Neither vulnerable.``"""
    return spelling.deal(board, dealer, vulnerable)


def cards_text(seat: str | None, cards: list[str], spelling: Spelling = BLUE_CHIP) -> str:
    """``North's cards : S A K. H -. ...`` (seat None: ``Dummy's cards : ...``)."""
    return spelling.cards(seat, cards)


def _closed(exc: OSError) -> ProtocolError:
    return ProtocolError(f"the connection was closed ({exc.strerror or exc.__class__.__name__})")


async def send(writer: asyncio.StreamWriter, line: str, timeout: float = 30.0) -> None:
    """Write one message with CRLF; raise :class:`ProtocolError` when the peer went away
    (a reset, a broken pipe) or reads nothing for ``timeout`` seconds."""
    if CONTROL.search(line):  # what is sent comes from checked messages: never happens
        raise ProtocolError(f"refused to send `{terminal_escaped(line)}`: a control character")
    try:
        if writer.is_closing():
            raise ConnectionResetError("the connection is closed")
        writer.write(line.encode("utf-8") + b"\r\n")
        await asyncio.wait_for(writer.drain(), timeout)
    except TimeoutError as exc:
        raise ProtocolError(f"the peer read nothing for {timeout:g} s") from exc
    except OSError as exc:  # ConnectionError is an OSError
        raise _closed(exc) from exc


def check(raw: bytes) -> tuple[str, Message]:
    """One line as read (up to ``\\n``): its text and AST, or :class:`ProtocolError`. A
    message is one line of printable text; the error quotes it escaped."""
    text = raw.decode("utf-8", "replace").removesuffix("\n").removesuffix("\r")
    if text[:6].upper() == "ERROR:":  # bridge_env's table manager, and ours, on a failure
        raise ProtocolError(f"the peer reported an error: `{terminal_escaped(text[:200])}`")
    bad = CONTROL.search(text)
    if bad is not None:
        raise ProtocolError(f"a control character ({terminal_escaped(bad.group())}) in "
                            f"`{terminal_escaped(text)}` (column {bad.start() + 1}): a message "
                            "is one line of text")
    ast = parse_message(text)
    if isinstance(ast, MessageError):
        raise ProtocolError(f"bad message `{text}` (column {ast.column}: {ast.message})")
    return text, ast


async def receive(reader: asyncio.StreamReader, timeout: float) -> tuple[str, Message]:
    """Read one message; raise :class:`ProtocolError` on timeout, EOF, a reset, an overlong
    line or a bad line."""
    try:
        raw = await asyncio.wait_for(reader.readuntil(b"\n"), timeout)
    except TimeoutError as exc:
        raise ProtocolError(f"no message within {timeout:g} s") from exc
    except asyncio.IncompleteReadError as exc:
        if exc.partial.strip():
            raise ProtocolError("the connection was closed in the middle of a line") from exc
        raise ConnectionClosed("the connection was closed") from exc
    except asyncio.LimitOverrunError as exc:
        raise ProtocolError(f"a line longer than {MAX_LINE} bytes") from exc
    except OSError as exc:
        raise _closed(exc) from exc
    return check(raw)
