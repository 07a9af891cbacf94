"""Scripted Blue Chip peers for the Table Manager tests, written from the protocol and the
corpus transcripts (never from a peer's code).

* captures read as per-seat conversations, and the boards they played;
* the message order of docs/tm.md ("Message order") synthesised for any board and seat;
* replays: one seat's conversation against bridgec's robot (the robot's calls and cards are
  the capture's, so every message can be compared), and a table of conversations against
  ``bridgec tm serve``;
* a strict third-party client and a strict third-party table manager that follow the same
  order, for whole sessions over 127.0.0.1.

Messages are compared as ASTs with a few documented equivalences (:func:`norm`).
"""

from __future__ import annotations

import asyncio
import html
import re
import socket
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from bridgec.frontends.tm.messages import MessageError, parse_message

BIN = Path(sys.executable).parent / "bridgec"
SEATS = "NESW"
NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
CODES = {v.upper(): k for k, v in NAMES.items()}
RANKS = "23456789TJQKA"
VUL_WORDS = {"Nil": "Neither", "NS": "N/S", "EW": "E/W", "All": "Both"}
PBN_VUL = {"Nil": "None", "NS": "NS", "EW": "EW", "All": "All"}
Line = tuple[str, str]  # (C2S or S2C, message)


class Mismatch(AssertionError):
    """A peer did not say what the conversation says it should."""


# -- small laws, kept apart from bridgec.bridge.laws on purpose ---------------------------------

def nxt(seat: str, steps: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + steps) % 4]


def auction_over(calls: Sequence[str]) -> bool:
    """Four passes, or a bid followed by three passes (``calls`` as ``pass X XX 1C .. 7NT``)."""
    if len(calls) < 4:
        return False
    if all(c == "pass" for c in calls):
        return True
    return all(c == "pass" for c in calls[-3:])


def contract_of(calls: Sequence[str], dealer: str) -> tuple[str, str] | None:
    """(strain ``C D H S NT``, declarer) or None when passed out."""
    bids = [i for i, c in enumerate(calls) if c not in ("pass", "X", "XX")]
    if not bids:
        return None
    strain = calls[bids[-1]][1:]
    side = bids[-1] % 2
    first = next(i for i in bids if i % 2 == side and calls[i][1:] == strain)
    return strain, nxt(dealer, first)


def winner(trick: Sequence[tuple[str, str]], strain: str) -> str:
    led = trick[0][1][1]

    def power(card: str) -> int:
        if card[1] == strain:
            return 100 + RANKS.index(card[0])
        return 50 + RANKS.index(card[0]) if card[1] == led else -1

    return max(trick, key=lambda sc: power(sc[1]))[0]


def hand_text(cards: Iterable[str]) -> str:
    parts = []
    for suit in "SHDC":
        ranks = sorted((c[0] for c in cards if c[1] == suit), key=RANKS.index, reverse=True)
        parts.append(f"{suit} {' '.join(ranks) if ranks else '-'}.")
    return " ".join(parts)


def call_words(seat: str, call: str, alert: str | None = None) -> str:
    words = {"pass": "passes", "X": "doubles", "XX": "redoubles"}
    text = f"{NAMES[seat]} {words.get(call) or 'bids ' + call}"
    return text if alert is None else f"{text} Alert. {alert}"


# -- captures ---------------------------------------------------------------------------------

@dataclass
class BoardRecord:
    """One board as a capture shows it; ``texts`` keeps the table manager's own wording."""

    number: int
    dealer: str
    vulnerable: str
    deal_text: str
    hands: dict[str, list[str]] = field(default_factory=dict)
    hand_texts: dict[str, str] = field(default_factory=dict)
    calls: list[tuple[str, str, str | None, str]] = field(default_factory=list)
    cards: list[tuple[str, str, str]] = field(default_factory=list)
    dummy_text: str | None = None
    timing: str | None = None

    def call_names(self) -> list[str]:
        return [c for _, c, _, _ in self.calls]

    def contract(self) -> tuple[str, str] | None:
        names = self.call_names()
        return contract_of(names, self.dealer) if auction_over(names) else None

    def next_player(self) -> str | None:
        found = self.contract()
        if found is None or len(self.cards) == 52:
            return None
        done, k = divmod(len(self.cards), 4)
        if k:
            return nxt(self.cards[-1][0])
        if done == 0:
            return nxt(found[1])
        return winner([(s, c) for s, c, _ in self.cards[-4:]], found[0])


@dataclass
class Session:
    """One session of a capture: its boards and each seat's conversation (if captured)."""

    name: str
    boards: list[BoardRecord]
    teams: tuple[str, str] | None
    teams_text: str | None
    conversations: dict[str, list[Line]]
    team_of: dict[str, str] = field(default_factory=dict)
    anypl: set[str] = field(default_factory=set)


def _ast(text: str) -> dict[str, Any] | None:
    """The message as table-master-parser's JSON gives it (``kind`` and its fields)."""
    ast = parse_message(text)
    return None if isinstance(ast, MessageError) else msgspec.to_builtins(ast)


def load(path: Path) -> list[Session]:
    """The sessions of a corpus capture (loopback TSV, OpenSpiel TSV or an event log)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t") if lines else []
    if header[:3] == ["seq", "seat", "dir"]:
        rows = [r.split("\t") for r in lines[1:]]
        return [_session(path.name, [(CODES[r[1].upper()], r[2], r[-1]) for r in rows])]
    if header[:3] == ["seq", "test", "dir"]:
        tests: dict[str, list[tuple[str | None, str, str]]] = {}
        for r in (row.split("\t") for row in lines[1:]):
            tests.setdefault(r[1], []).append((None, r[2], r[3]))
        return [_session(name, rows) for name, rows in tests.items()]
    stamp = re.compile(r"\d{4}-\d\d-\d\dT[0-9:.]+Z?\s")
    texts = [html.unescape(stamp.sub("", line, count=1)) for line in lines]
    return [_session(path.name, [(None, "S2C", t) for t in texts if _ast(t)])]


def _session(name: str, rows: list[tuple[str | None, str, str]]) -> Session:
    conversations: dict[str, list[Line]] = {}
    team_of: dict[str, str] = {}
    anypl: set[str] = set()
    seat_of_view = None
    for seat, direction, text in rows:
        ast = _ast(text)
        if seat is None and ast and ast["kind"] == "seated" and direction == "S2C":
            seat_of_view = ast["seat"]
    single_view = all(seat is None for seat, _, _ in rows) and seat_of_view is not None
    for seat, direction, text in rows:
        who = seat or (seat_of_view if single_view else None)
        if who is not None:
            conversations.setdefault(who, []).append((direction, text))
            ast = _ast(text)
            if ast and ast["kind"] == "connect":
                team_of[who] = ast["teamName"]
                if ast["seat"] == "ANYPL":
                    anypl.add(who)
    boards, teams, teams_text = _boards([text for _, _, text in rows])
    return Session(name, boards, teams, teams_text, conversations, team_of, anypl)


def _boards(texts: list[str]) -> tuple[list[BoardRecord], tuple[str, str] | None, str | None]:
    boards: list[BoardRecord] = []
    teams = teams_text = None
    for text in texts:
        ast = _ast(text)
        if ast is None:
            continue
        kind = ast["kind"]
        if kind == "teams" and teams is None:
            teams, teams_text = (ast["NS"], ast["EW"]), text
        elif kind == "deal" and (not boards or boards[-1].number != ast["board"]):
            boards.append(BoardRecord(ast["board"], ast["dealer"], ast["vulnerable"], text))
        elif not boards:
            continue
        elif kind == "cards":
            boards[-1].hands.setdefault(ast["seat"], list(ast["cards"]))
            boards[-1].hand_texts.setdefault(ast["seat"], text)
        elif kind == "dummyCards":
            b = next(b for b in reversed(boards) if b.contract())
            found = b.contract()
            assert found is not None
            b.hands.setdefault(nxt(found[1], 2), list(ast["cards"]))
            b.dummy_text = b.dummy_text or text
        elif kind == "bid":
            b = boards[-1]
            names = b.call_names()
            if not auction_over(names) and ast["seat"] == nxt(b.dealer, len(names)):
                b.calls.append((ast["seat"], ast["bid"], ast.get("alert"), text))
        elif kind == "play":
            for b in boards[-2:]:
                held = b.hands.get(ast["seat"], [ast["card"]])
                if b.next_player() == ast["seat"] and ast["card"] in held and \
                        all(c != ast["card"] for _, c, _ in b.cards):
                    b.cards.append((ast["seat"], ast["card"], text))
                    break
        elif kind == "endOfBoard":
            next(b for b in boards if b.timing is None).timing = text
    for b in boards:
        _complete_hands(b)
    return boards, teams, teams_text


def _complete_hands(b: BoardRecord) -> None:
    """Give the seats whose cards were never shown the cards they played and the rest."""
    known = {c for h in b.hands.values() for c in h}
    deck = [r + s for s in "SHDC" for r in reversed(RANKS)]
    for seat in SEATS:
        if seat not in b.hands:
            b.hands[seat] = [c for s, c, _ in b.cards if s == seat]
            known.update(b.hands[seat])
    spare = deque(c for c in deck if c not in known)
    for seat in SEATS:
        while len(b.hands[seat]) < 13:
            b.hands[seat].append(spare.popleft())


def pbn(boards: Sequence[BoardRecord]) -> str:
    """The boards as PBN tags for ``bridgec tm serve --deals``."""
    out = []
    for b in boards:
        holdings = [".".join("".join(sorted((c[0] for c in b.hands[s] if c[1] == suit),
                                            key=RANKS.index, reverse=True))
                             for suit in "SHDC") for s in SEATS]
        out += [f'[Board "{b.number}"]', f'[Dealer "{b.dealer}"]',
                f'[Vulnerable "{PBN_VUL[b.vulnerable]}"]', f'[Deal "N:{" ".join(holdings)}"]',
                ""]
    return "\n".join(out)


# -- comparing messages -------------------------------------------------------------------------

def norm(text: str, *, own: bool = False, team_names: bool = True) -> dict[str, Any]:
    """The AST of ``text`` with the equivalences the replays allow.

    * hands compare as sets (table managers order the suits differently);
    * a ``to lead`` message goes only to the seat that must lead, so its words (``Dummy``,
      dummy's seat or declarer's, as OpenSpiel's wrapper says) carry nothing more;
    * ``ANYPL`` in a connect matches any seat;
    * ``own``: a robot's own alert and explanation are its policy's, not the order's;
    * ``team_names=False``: a table manager that names the teams itself (OpenSpiel's
      wrapper ignores the names the clients give).
    """
    ast = parse_message(text)
    if isinstance(ast, MessageError):
        raise Mismatch(f"`{text}` is not a protocol message: {ast.message}")
    d: dict[str, Any] = msgspec.to_builtins(ast)
    if d["kind"] in ("cards", "dummyCards"):
        d["cards"] = sorted(d["cards"])
    if d["kind"] in ("lead", "dummyLead"):
        d = {"kind": "lead"}
    if d["kind"] == "connect" and d["seat"] == "ANYPL":
        d.pop("seat")
    if own:
        d.pop("alert", None)
        d.pop("infos", None)
    if d["kind"] == "teams" and not team_names:
        d = {"kind": "teams"}
    return d


def same(actual: str, expected: str, **how: bool) -> bool:
    a, e = norm(actual, **how), norm(expected, **how)
    if a["kind"] == "connect" and ("seat" not in e or "seat" not in a):
        a.pop("seat", None)
        e.pop("seat", None)
    return a == e


# -- the documented order ----------------------------------------------------------------------

def synthesize(session: Session, seat: str, *, timing: bool = True, end: bool = True,
               team: str | None = None) -> list[Line]:
    """``seat``'s conversation for the session's boards in the order of docs/tm.md.

    Table-manager lines use the capture's own wording where it has it; a board cut short
    (the capture stops) ends the conversation where the capture stops."""
    name = NAMES[seat]
    ns, ew = session.teams or ("NS", "EW")
    team = team or (ns if seat in "NS" else ew)
    out: list[Line] = [
        ("C2S", f'Connecting "{team}" as {name} using protocol version 18'),
        ("S2C", f'{name} ("{team}") seated'), ("C2S", f"{name} ready for teams"),
        ("S2C", session.teams_text or f'Teams : N/S : "{ns}" E/W : "{ew}"'),
        ("C2S", f"{name} ready to start")]
    for b in session.boards:
        out += [("S2C", "Start of board"), ("C2S", f"{name} ready for deal"),
                ("S2C", b.deal_text), ("C2S", f"{name} ready for cards"),
                ("S2C", b.hand_texts.get(seat) or f"{name}'s cards : {hand_text(b.hands[seat])}")]
        complete = _auction(b, seat, out) and _play(b, seat, out)
        if not complete:
            return out
        if timing and b.timing:
            out.append(("S2C", b.timing))
    if end:
        out.append(("S2C", "End of session"))
    return out


def _auction(b: BoardRecord, seat: str, out: list[Line]) -> bool:
    for caller, call, alert, text in b.calls:
        if caller == seat:
            out.append(("C2S", call_words(caller, call, alert)))
        else:
            out += [("C2S", f"{NAMES[seat]} ready for {NAMES[caller]}'s bid"), ("S2C", text)]
    return auction_over(b.call_names())


def _play(b: BoardRecord, seat: str, out: list[Line]) -> bool:
    found = b.contract()
    if found is None:
        return True
    declarer = found[1]
    dummy = nxt(declarer, 2)
    for index, (player, card, text) in enumerate(b.cards):
        trick, place = divmod(index, 4)
        if seat == player != dummy or (seat == declarer and player == dummy):
            if place == 0:
                out.append(("S2C", "Dummy to lead" if player == dummy else
                            f"{NAMES[player]} to lead"))
            out.append(("C2S", f"{NAMES[player]} plays {card}"))
        else:
            who = "dummy" if player == dummy else NAMES[player]
            out += [("C2S", f"{NAMES[seat]} ready for {who}'s card to trick {trick + 1}"),
                    ("S2C", text)]
        if index == 0 and seat != dummy:
            out += [("C2S", f"{NAMES[seat]} ready for dummy"),
                    ("S2C", b.dummy_text or f"Dummy's cards : {hand_text(b.hands[dummy])}")]
    return len(b.cards) == 52


# -- replaying a conversation against the robot ------------------------------------------------

class ScriptedChoices:
    """The capture's own calls and cards for one seat, as the robot's policies."""

    def __init__(self, lines: Sequence[Line]) -> None:
        self.calls: deque[str] = deque()
        self.cards: deque[str] = deque()
        for direction, text in lines:
            ast = _ast(text) if direction == "C2S" else None
            if ast and ast["kind"] == "bid":
                self.calls.append("P" if ast["bid"] == "pass" else ast["bid"].replace("NT", "N"))
            elif ast and ast["kind"] == "play":
                self.cards.append(ast["card"])

    def bid(self, hand: Sequence[str], auction: Sequence[str], seat: str,
            vulnerability: str) -> str:
        if not self.calls:
            raise Mismatch("the robot wants to call where the capture has no call")
        return self.calls.popleft()

    def play(self, hand: Sequence[str], trick: Sequence[tuple[str, str]], trump: str) -> str:
        if not self.cards:
            raise Mismatch("the robot wants to play where the capture has no card")
        card = self.cards.popleft()
        if card not in hand:
            raise Mismatch(f"the capture plays {card}, which the robot does not hold: {hand}")
        return card


class Sink:
    """A stream writer that keeps the lines written to it."""

    def __init__(self) -> None:
        self.data = b""
        self.closed = False

    @property
    def lines(self) -> list[str]:
        return [x.decode() for x in self.data.split(b"\r\n")[:-1]]

    def write(self, data: bytes) -> None:
        self.data += data

    async def drain(self) -> None:
        return None

    def close(self) -> None:
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed


async def _settle() -> None:
    for _ in range(40):
        await asyncio.sleep(0)


async def _replay_robot(lines: Sequence[Line], seat: str, team: str,
                        choose: Sequence[Line]) -> list[str]:
    from bridgec.tablemanager.robot import Robot

    choices = ScriptedChoices(choose)
    reader, sink = asyncio.StreamReader(), Sink()
    robot = Robot(seat, team, choices, 5.0, lambda _: None, cards=choices)
    task = asyncio.create_task(robot.converse(reader, sink))  # type: ignore[arg-type]
    said = 0

    def trouble(where: str) -> str:
        why = f" (the robot stopped: {task.exception()})" if task.done() and \
            not task.cancelled() and task.exception() else ""
        return f"line {where}{why}; the robot said so far: {sink.lines[-6:]}"

    ended = bool(lines) and lines[-1] == ("S2C", "End of session")
    last = max((i for i, (d, _) in enumerate(lines) if d == "S2C"), default=-1) + 1
    judged, trailing = (lines, []) if ended else (lines[:last], lines[last:])
    try:
        for n, (direction, text) in enumerate(judged, start=1):
            await _settle()
            if direction == "S2C":
                if len(sink.lines) > said:
                    raise Mismatch(f"the robot sent `{sink.lines[said]}` before it was sent "
                                   f"`{text}` " + trouble(str(n)))
                reader.feed_data(text.encode() + b"\r\n")
                continue
            if len(sink.lines) <= said:
                raise Mismatch(f"the robot did not send `{text}` " + trouble(str(n)))
            if not same(sink.lines[said], text, own=True):
                raise Mismatch(f"the robot sent `{sink.lines[said]}` where the capture has "
                               f"`{text}` " + trouble(str(n)))
            said += 1
        await _settle()
        extra = sink.lines[said:]
        if ended and extra:
            raise Mismatch(f"the robot sent `{extra[0]}` after `End of session`")
        if trailing and not extra:
            raise Mismatch(f"the robot did not send `{trailing[0][1]}` " + trouble("end"))
        for got, (_, text) in zip(extra, trailing, strict=False):
            if not same(got, text, own=True):
                raise Mismatch(f"the robot sent `{got}` where the capture has `{text}`")
        return sink.lines
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)


def replay_robot(lines: Sequence[Line], seat: str, team: str = "bridgec",
                 choose: Sequence[Line] | None = None) -> list[str]:
    """Play the table manager's side of ``lines`` to bridgec's robot seated at ``seat``.

    The robot must send exactly the capture's client lines, each before the next table
    manager line is sent (never ahead of it: a message sent too early, such as a lead before
    `to lead`, fails too). Its calls and cards are the capture's. Where a capture stops
    without `End of session`, the client lines after its last table-manager line are judged
    as far as the robot goes without an answer (at least the first). The calls and cards
    come from ``choose`` when given (a conversation cut short still has them)."""
    return asyncio.run(_replay_robot(lines, seat, team, lines if choose is None else choose))


# -- replaying a table against bridgec tm serve ------------------------------------------------

def start_server(*args: str) -> tuple[subprocess.Popen[bytes], int]:
    """``bridgec tm serve --port 0 ...`` and the port it listens on."""
    proc = subprocess.Popen([str(BIN), "tm", "serve", "--host", "127.0.0.1", "--port", "0",
                             *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stderr is not None
    line = proc.stderr.readline().decode()
    if not line.startswith("listening on 127.0.0.1:"):
        proc.kill()
        raise AssertionError(f"the server did not start: {line}")
    return proc, int(line.rsplit(":", 1)[1])


class LineSocket:
    """A blocking client socket that reads CRLF lines with a time limit."""

    def __init__(self, port: int, timeout: float) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def send(self, text: str) -> None:
        self.sock.sendall(text.encode() + b"\r\n")

    def read(self) -> str:
        while b"\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise Mismatch("the connection was closed")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode().rstrip("\r")

    def close(self) -> None:
        self.sock.close()


@dataclass
class ClientResult:
    seat: str
    error: str | None = None
    received: list[str] = field(default_factory=list)


def _run_script(port: int, seat: str, lines: Sequence[Line], result: ClientResult,
                seated: threading.Event, wait_for: list[threading.Event],
                done: threading.Barrier, timeout: float, team_names: bool) -> None:
    for event in wait_for:
        event.wait(timeout)
    sock = None
    try:
        sock = LineSocket(port, timeout)
        for n, (direction, text) in enumerate(lines, start=1):
            if direction == "C2S":
                sock.send(text)
                continue
            got = sock.read()
            result.received.append(got)
            if not same(got, text, team_names=team_names):
                raise Mismatch(f"line {n}: the server sent `{got}` where the capture has "
                               f"`{text}`")
            if norm(got)["kind"] == "seated":
                seated.set()
    except (Mismatch, OSError) as exc:
        result.error = f"{NAMES[seat]}: {exc}"
    finally:
        seated.set()
        try:
            done.wait(timeout * 4)
        except threading.BrokenBarrierError:
            pass
        if sock is not None:
            sock.close()


def replay_server(conversations: dict[str, list[Line]], deals: str, tmp_path: Path,
                  *, anypl: Iterable[str] = (), timeout: float = 5.0,
                  team_names: bool = True, extra: Sequence[str] = ()
                  ) -> tuple[list[ClientResult], int, str, Path]:
    """Play every seat's client side of ``conversations`` against ``bridgec tm serve`` with
    ``deals`` (PBN). Each client sends its lines when the conversation says and checks
    every line it receives. Seats that connect as ``ANYPL`` connect after the others are
    seated. Returns the clients' results, the server's status, its stderr and its log."""
    deals_file, log = tmp_path / "deals.pbn", tmp_path / "session.tm"
    deals_file.write_text(deals, encoding="utf-8")
    proc, port = start_server("--deals", str(deals_file), "--timeout", str(timeout),
                              "--log", str(log), *extra)
    seated = {seat: threading.Event() for seat in conversations}
    later = set(anypl)
    done = threading.Barrier(len(conversations))
    results = [ClientResult(seat) for seat in conversations]
    threads = []
    for result in results:
        waits = [seated[s] for s in conversations if s not in later] if result.seat in later \
            else []
        threads.append(threading.Thread(target=_run_script, args=(
            port, result.seat, conversations[result.seat], result, seated[result.seat],
            waits, done, timeout, team_names), daemon=True))
    for thread in threads:
        thread.start()
        time.sleep(0.02)  # connect in the capture's order of seats
    for thread in threads:
        thread.join(timeout * 60)
    try:
        _, err = proc.communicate(timeout=timeout * 6)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
    return results, proc.returncode, err.decode(), log


# -- a strict third-party client ---------------------------------------------------------------

def _hcp(hand: Sequence[str]) -> int:
    return sum({"A": 4, "K": 3, "Q": 2, "J": 1}.get(c[0], 0) for c in hand)


def _opening(hand: Sequence[str], calls: Sequence[str]) -> str:
    """Open one of the longest suit on 12+ points, respond one notrump on 6+ to partner's
    one-level opening; otherwise pass."""
    bids = [c for c in calls if c not in ("pass", "X", "XX")]
    if not bids and _hcp(hand) >= 12:
        longest = max("CDHS", key=lambda s: (sum(c[1] == s for c in hand), "CDHS".index(s)))
        return "1" + longest
    if len(bids) == 1 and len(calls) >= 2 and calls[-2] == bids[0] and bids[0][0] == "1" \
            and bids[0] != "1NT" and calls[-1] == "pass" and _hcp(hand) >= 6:
        return "1NT"
    return "pass"


def _lowest_legal(hand: Sequence[str], trick: Sequence[tuple[str, str]]) -> str:
    follow = [c for c in hand if trick and c[1] == trick[0][1][1]]
    return min(follow or hand, key=lambda c: (RANKS.index(c[0]), c[1]))


class ThirdPartyClient:
    """A client that insists on the order of docs/tm.md, as bridge_env's does: it accepts
    `seated` only as `North team seated` or `North ("team") seated`, waits for `X to lead`
    before every lead, and wants `Start of board` or `End of session` right after a board.
    It reads and writes strictly in turn, like a blocking client."""

    def __init__(self, port: int, seat: str, team: str, timeout: float = 10.0) -> None:
        self.port, self.seat, self.team, self.timeout = port, seat, team, timeout
        self.me = NAMES[seat]
        self.boards = 0
        self.stream: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def say(self, text: str) -> None:
        assert self.stream is not None
        self.stream[1].write(text.encode() + b"\r\n")
        await self.stream[1].drain()

    async def hear(self, pattern: str) -> re.Match[str]:
        assert self.stream is not None
        raw = await asyncio.wait_for(self.stream[0].readuntil(b"\r\n"), self.timeout)
        text = raw.decode().rstrip("\r\n")
        m = re.fullmatch(pattern, text, re.IGNORECASE)
        if m is None:
            raise Mismatch(f"{self.me} (third-party client) got `{text}` where `{pattern}` "
                           "was expected")
        return m

    async def run(self) -> int:
        self.stream = await asyncio.open_connection("127.0.0.1", self.port)
        try:
            await self.say(f'Connecting "{self.team}" as {self.me} using protocol version 18')
            await self.hear(rf"{self.me} (?:{re.escape(self.team)}|\(\"{re.escape(self.team)}"
                            r"\"\)) seated")
            await self.say(f"{self.me} ready for teams")
            await self.hear(r'Teams : N/S : "(.*)"\.? E/W : "(.*)"')
            await self.say(f"{self.me} ready to start")
            while (await self.hear(r"(start of board|end of session)")).group(1).lower() != \
                    "end of session":
                await self.board()
                self.boards += 1
            return self.boards
        finally:
            self.stream[1].close()

    async def board(self) -> None:
        await self.say(f"{self.me} ready for deal")
        m = await self.hear(r"Board number (\d+)\. Dealer (North|East|South|West)\. "
                            r"(Neither|N/S|E/W|Both) vulnerable\.")
        dealer = CODES[m.group(2).upper()]
        await self.say(f"{self.me} ready for cards")
        m = await self.hear(rf"{self.me}'s cards : S (.*)\. H (.*)\. D (.*)\. C (.*)\.")
        hand = [r + s for s, g in zip("SHDC", m.groups(), strict=True) for r in g.split()
                if r != "-"]
        calls: list[str] = []
        while not auction_over(calls):
            turn = nxt(dealer, len(calls))
            if turn == self.seat:
                calls.append(_opening(hand, calls))
                await self.say(call_words(self.seat, calls[-1]))
            else:
                await self.say(f"{self.me} ready for {NAMES[turn]}'s bid")
                m = await self.hear(rf"{NAMES[turn]} (passes|doubles|redoubles|"
                                    r"bids ([1-7](?:C|D|H|S|NT)))(?: Alert\..*)?")
                word = m.group(1).lower()
                calls.append({"passes": "pass", "doubles": "X", "redoubles": "XX"}.get(
                    word) or m.group(2).upper())
        found = contract_of(calls, dealer)
        if found is not None:
            await self.play(hand, *found)

    async def play(self, hand: list[str], strain: str, declarer: str) -> None:
        dummy = nxt(declarer, 2)
        dummy_hand: list[str] = []
        leader = nxt(declarer)
        for trick in range(1, 14):
            cards: list[tuple[str, str]] = []
            for place in range(4):
                player = nxt(leader, place)
                mine = player == self.seat != dummy or (player == dummy == nxt(self.seat, 2))
                if mine:
                    if place == 0:
                        await self.hear(r"(dummy|north|east|south|west) to lead")
                    held = dummy_hand if player == dummy else hand
                    card = _lowest_legal(held, cards)
                    held.remove(card)
                    await self.say(f"{NAMES[player]} plays {card}")
                else:
                    who = "dummy" if player == dummy else NAMES[player]
                    await self.say(f"{self.me} ready for {who}'s card to trick {trick}")
                    card = (await self.hear(rf"{NAMES[player]} plays ([2-9TJQKA][SHDC])")
                            ).group(1).upper()
                    if player == self.seat:
                        hand.remove(card)
                cards.append((player, card))
                if trick == 1 and place == 0 and self.seat != dummy:
                    await self.say(f"{self.me} ready for dummy")
                    m = await self.hear(r"Dummy's cards : S (.*)\. H (.*)\. D (.*)\. C (.*)\.")
                    dummy_hand = [r + s for s, g in zip("SHDC", m.groups(), strict=True)
                                  for r in g.split() if r != "-"]
            leader = winner(cards, strain)


async def third_party_clients(port: int, seats: str, timeout: float = 10.0
                              ) -> dict[str, int | str]:
    """Strict third-party clients for ``seats`` (teams `teamNS`, `teamEW`); per seat the
    boards it played, or what went wrong."""
    async def one(seat: str) -> int | str:
        client = ThirdPartyClient(port, seat, "teamNS" if seat in "NS" else "teamEW", timeout)
        try:
            return await client.run()
        except (Mismatch, OSError, TimeoutError, asyncio.IncompleteReadError) as exc:
            return f"after {client.boards} boards: {exc!r}"

    results = await asyncio.gather(*(one(s) for s in seats))
    return dict(zip(seats, results, strict=True))


# -- a strict third-party table manager --------------------------------------------------------

class ThirdPartyTable:
    """A table manager that deals ``deals`` and insists on the order of docs/tm.md, as
    bridge_env's server does: `North team seated`, `X to lead` before every lead (trick 1
    too), `ready for dummy` from every seat but dummy after the opening lead, dummy asking for
    its own cards, no `Timing`, `Start of board` straight after a board. On anything else it
    answers `ERROR: Unexpected message received.` and ends the session."""

    def __init__(self, deals: Sequence[BoardRecord], timeout: float = 10.0) -> None:
        self.deals = deals
        self.timeout = timeout
        self.streams: dict[str, tuple[asyncio.StreamReader, asyncio.StreamWriter]] = {}
        self.teams: dict[str, str] = {}
        self.seated = asyncio.Event()
        self.handshakes = 0
        self.boards = 0
        self.error: str | None = None

    async def accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        text = await self.read_from(reader)
        m = re.fullmatch(r'Connecting "(.*)" as (North|East|South|West) using protocol '
                         r"version 18", text, re.IGNORECASE)
        if m is None or CODES[m.group(2).upper()] in self.streams:
            writer.write(b"ERROR: Unexpected message received.\r\n")
            writer.close()
            return
        seat = CODES[m.group(2).upper()]
        self.streams[seat], self.teams[seat] = (reader, writer), m.group(1)
        await self.send(seat, f"{NAMES[seat]} {m.group(1)} seated")
        await self.expect(seat, f"{NAMES[seat]} ready for teams")
        self.handshakes += 1
        if self.handshakes == 4:
            self.seated.set()

    async def read_from(self, reader: asyncio.StreamReader) -> str:
        raw = await asyncio.wait_for(reader.readuntil(b"\r\n"), self.timeout)
        return raw.decode().rstrip("\r\n")

    async def send(self, seat: str, text: str) -> None:
        writer = self.streams[seat][1]
        writer.write(text.encode() + b"\r\n")
        await writer.drain()

    async def read(self, seat: str) -> str:
        return await self.read_from(self.streams[seat][0])

    async def expect(self, seat: str, wanted: str) -> None:
        text = await self.read(seat)
        if re.fullmatch(re.escape(wanted).replace(r"\ ", r"\s+"), text, re.IGNORECASE) is None:
            await self.send(seat, "ERROR: Unexpected message received.")
            raise Mismatch(f"{NAMES[seat]} sent `{text}` where `{wanted}` was expected")

    async def session(self) -> None:
        await asyncio.wait_for(self.seated.wait(), self.timeout * 3)
        for seat in SEATS:
            await self.send(seat, f'Teams : N/S : "{self.teams["N"]}" E/W : "{self.teams["E"]}"')
        for seat in SEATS:
            await self.expect(seat, f"{NAMES[seat]} ready to start")
        for deal in self.deals:
            await self.board(deal)
            self.boards += 1
        for seat in SEATS:
            await self.send(seat, "End of session")

    async def board(self, b: BoardRecord) -> None:
        for seat in SEATS:
            await self.send(seat, "Start of board")
            await self.expect(seat, f"{NAMES[seat]} ready for deal")
            await self.send(seat, f"Board number {b.number}. Dealer {NAMES[b.dealer]}. "
                                  f"{VUL_WORDS[b.vulnerable]} vulnerable.")
            await self.expect(seat, f"{NAMES[seat]} ready for cards")
            await self.send(seat, f"{NAMES[seat]}'s cards : {hand_text(b.hands[seat])}")
        calls: list[str] = []
        while not auction_over(calls):
            turn = nxt(b.dealer, len(calls))
            text = await self.read(turn)
            m = re.fullmatch(rf"{NAMES[turn]} (passes|doubles|redoubles|bids ([1-7])(C|D|H|S|NT))"
                             r"(?: Alert\..*)?", text, re.IGNORECASE)
            if m is None:
                await self.send(turn, "ERROR: Unexpected message received.")
                raise Mismatch(f"{NAMES[turn]} sent `{text}` where a call was expected")
            word = m.group(1).lower()
            calls.append({"passes": "pass", "doubles": "X", "redoubles": "XX"}.get(word) or
                         m.group(2) + m.group(3).upper())
            for seat in SEATS:
                if seat != turn:
                    await self.expect(seat, f"{NAMES[seat]} ready for {NAMES[turn]}'s bid")
                    await self.send(seat, text)
        found = contract_of(calls, b.dealer)
        if found is not None:
            await self.play(b, *found)

    async def play(self, b: BoardRecord, strain: str, declarer: str) -> None:
        dummy = nxt(declarer, 2)
        hands = {s: list(b.hands[s]) for s in SEATS}
        leader = nxt(declarer)
        for trick in range(1, 14):
            cards: list[tuple[str, str]] = []
            for place in range(4):
                player = nxt(leader, place)
                actor = declarer if player == dummy else player
                if place == 0:
                    await self.send(actor, "Dummy to lead" if player == dummy else
                                    f"{NAMES[player]} to lead")
                text = await self.read(actor)
                m = re.fullmatch(rf"{NAMES[player]} plays ([2-9TJQKA])([SHDC])", text,
                                 re.IGNORECASE)
                card = (m.group(1) + m.group(2)).upper() if m else ""
                led = [c for c in hands[player] if cards and c[1] == cards[0][1][1]]
                if card not in hands[player] or (led and card not in led):
                    await self.send(actor, "ERROR: Unexpected message received.")
                    raise Mismatch(f"{NAMES[actor]} sent `{text}` where a legal card of "
                                   f"{NAMES[player]} was expected")
                hands[player].remove(card)
                cards.append((player, card))
                who = "dummy" if player == dummy else NAMES[player]
                for seat in SEATS:
                    if seat != actor:
                        await self.expect(seat, f"{NAMES[seat]} ready for {who}'s card to "
                                                f"trick {trick}")
                        await self.send(seat, f"{NAMES[player]} plays {card}")
                if trick == 1 and place == 0:
                    for seat in SEATS:
                        if seat != dummy:
                            await self.expect(seat, f"{NAMES[seat]} ready for dummy")
                            await self.send(seat, f"Dummy's cards : {hand_text(b.hands[dummy])}")
            leader = winner(cards, strain)


async def _serve_third_party(deals: Sequence[BoardRecord], ready: Any,
                             timeout: float) -> ThirdPartyTable:
    table = ThirdPartyTable(deals, timeout)
    server = await asyncio.start_server(table.accept, "127.0.0.1", 0)
    ready(server.sockets[0].getsockname()[1])
    async with server:
        try:
            await table.session()
        except (Mismatch, TimeoutError, OSError, asyncio.IncompleteReadError) as exc:
            table.error = str(exc) or type(exc).__name__
        for _, writer in table.streams.values():
            writer.close()
    return table


def serve_third_party(deals: Sequence[BoardRecord], timeout: float = 10.0
                      ) -> tuple[int, threading.Thread, list[ThirdPartyTable]]:
    """Run a :class:`ThirdPartyTable` in a thread; its port, the thread and (when the
    thread ends) the table."""
    port: list[int] = []
    out: list[ThirdPartyTable] = []
    started = threading.Event()

    def ready(p: int) -> None:
        port.append(p)
        started.set()

    thread = threading.Thread(target=lambda: out.append(asyncio.run(
        _serve_third_party(deals, ready, timeout))), daemon=True)
    thread.start()
    started.wait(10)
    return port[0], thread, out


def deals_from_seed(seed: int, count: int) -> list[BoardRecord]:
    """``count`` boards (standard dealer and vulnerability) shuffled from ``seed``."""
    import random

    dealers = "NESW"
    vul = ["Nil", "NS", "EW", "All", "NS", "EW", "All", "Nil",
           "EW", "All", "Nil", "NS", "All", "Nil", "NS", "EW"]
    out = []
    for n in range(1, count + 1):
        deck = [r + s for s in "SHDC" for r in RANKS]
        random.Random(seed * 7919 + n).shuffle(deck)
        b = BoardRecord(n, dealers[(n - 1) % 4], vul[(n - 1) % 16], "")
        b.hands = {s: deck[i * 13:(i + 1) * 13] for i, s in enumerate(SEATS)}
        out.append(b)
    return out


# -- bridgec's own robot and table manager, in this process -------------------------------------
# Everything of a session shares one event loop: threads would spend the time on the GIL.

async def robots(port: int, seats: str, timeout: float = 10.0) -> dict[str, str | None]:
    """bridgec robots (:class:`bridgec.tablemanager.robot.Robot`, what ``bridgec tm play`` runs) for
    ``seats``; per seat None, or the error that stopped it."""
    from bridgec.tablemanager.policy import SimplePolicy
    from bridgec.tablemanager.robot import Robot
    from bridgec.tablemanager.wire import ProtocolError

    async def one(seat: str) -> str | None:
        robot = Robot(seat, "teamNS" if seat in "NS" else "teamEW", SimplePolicy(), timeout,
                      lambda _: None)
        try:
            await robot.run("127.0.0.1", port)
            return None
        except ProtocolError as exc:
            return str(exc)

    results = await asyncio.gather(*(one(s) for s in seats))
    return dict(zip(seats, results, strict=True))


async def bridgec_table(boards: int, seed: int, timeout: float = 10.0, reconnect: float = 0.0,
                        passwords: dict[str, str] | None = None
                        ) -> tuple[int, asyncio.Task[int], dict[str, list[str]]]:
    """bridgec's table manager (:func:`bridgec.tablemanager.server.serve`, what ``bridgec tm serve``
    runs) on a port the system chooses: its port, the task (its status; every wait in it is
    bounded) and its ``log`` and ``report`` lines."""
    from bridgec.tablemanager.server import seeded_deals, serve

    out: dict[str, list[str]] = {"log": [], "report": []}
    port: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(serve(
        seeded_deals(seed, boards), host="127.0.0.1", port=0, timeout=timeout,
        reconnect=reconnect, log=out["log"].append, report=out["report"].append,
        on_listen=port.set_result, passwords=passwords))
    return await port, task, out


async def third_party_table(deals: Sequence[BoardRecord], timeout: float = 10.0
                            ) -> tuple[int, asyncio.Task[ThirdPartyTable]]:
    """A :class:`ThirdPartyTable`: its port and the task that returns it when done."""
    port: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(_serve_third_party(deals, port.set_result, timeout))
    return await port, task


RESET = b"RESET"
"""In a :func:`fake_table` script: drop the connection with a TCP reset."""


async def fake_table(script: Sequence[bytes], pause: float = 0.0
                     ) -> tuple[int, asyncio.Server]:
    """A table manager that sends ``script`` to every client after its first line: raw
    bytes (each item as it is, so it may hold a line end or not), :data:`RESET` to reset
    the connection; then the end of the stream, and the connection is closed once the client
    closed its side (or after 5 s). What the client says is read and dropped. Returns its
    port and the server (close it when done)."""

    async def talk(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        async def drain_client() -> None:
            while await reader.read(4096):
                pass

        drained: asyncio.Future[None] | None = None
        try:
            await asyncio.wait_for(reader.readline(), 5)
            drained = asyncio.ensure_future(drain_client())
            for item in script:
                if item == RESET:
                    writer.transport.abort()
                    return
                writer.write(item)
                await asyncio.wait_for(writer.drain(), 5)
                await asyncio.sleep(pause)
            writer.write_eof()  # the client reads all of it, then the end
            await asyncio.wait_for(asyncio.shield(drained), 5)
        except (OSError, TimeoutError):
            pass
        finally:
            writer.close()
            if drained is not None:
                drained.cancel()

    server = await asyncio.start_server(talk, "127.0.0.1", 0)
    return server.sockets[0].getsockname()[1], server
