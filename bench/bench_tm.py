"""Table Manager: messages parsed per second on a 100,000-message session file, against
table-master-parser 1.2.10 under node on the same file.

The session is generated (boards dealt from a seed, auctions by the robot's built-in policy,
cards by its play rule) as one seat's view of the wire: every call, card, ``ready for``
message, deal, hand and dummy. Both sides read the file, parse every line and write one JSON
line per message to stdout (discarded).
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from harness import ROOT, Benchmark, Measurement, measure_command, measure_python

OUT = ROOT / "bench" / "out"
NODE_MODULES = ROOT / "tests" / "node" / "node_modules"
MESSAGES = 100_000

PEER = """
const parser = require(process.argv[1]);
const lines = require('fs').readFileSync(process.argv[2], 'utf8').split('\\n');
if (lines[lines.length - 1] === '') lines.pop();
const out = [];
for (const message of lines) {
  parser.parse(message, (err, ast) => {
    out.push(JSON.stringify(err ? {message, error: err.message} : {message, ast}));
  });
}
process.stdout.write(out.join('\\n') + '\\n');
"""

GENERATE = """
import sys
from bridgec.bridge import laws
from bridgec.bridge.auction import auction_over
from bridgec.tablemanager.policy import SimplePolicy, choose_card
from bridgec.tablemanager.wire import NAMES, call_text, cards_text, deal_text

def board_lines(n, me="S"):
    hands = laws.deal_from_seed(2024, n)
    dealer, vul = laws.dealer_of(n), laws.vulnerability_of(n)
    out = ["Start of board", f"{NAMES[me]} ready for deal", deal_text(n, dealer, vul),
           f"{NAMES[me]} ready for cards", cards_text(me, hands[me])]
    calls, policy = [], SimplePolicy()
    while not auction_over(calls):
        seat = laws.next_seat(dealer, len(calls))
        if seat != me:
            out.append(f"{NAMES[me]} ready for {NAMES[seat]}'s bid")
        call = policy.bid(hands[seat], calls, seat, "None")
        calls.append(call)
        out.append(call_text(seat, call, "12-14" if call == "1N" else None))
    found = laws.contract(calls, dealer)
    if found is None:
        return out
    left = {s: list(h) for s, h in hands.items()}
    leader, dummy = laws.next_seat(found[1]), laws.partner(found[1])
    for trick in range(1, 14):
        cards = []
        for k in range(4):
            seat = laws.next_seat(leader, k)
            card = choose_card(left[seat], cards, found[0][1])
            left[seat].remove(card)
            cards.append((seat, card))
            if seat != me:
                who = "dummy" if seat == dummy else NAMES[seat]
                out.append(f"{NAMES[me]} ready for {who}'s card to trick {trick}")
            out.append(f"{NAMES[seat]} plays {card}")
            if trick == 1 and k == 0:
                out.append(f"{NAMES[me]} ready for dummy")
                out.append(cards_text(None, hands[dummy]))
        leader = laws.trick_winner(cards, found[0][1])
    out.append("Timing - N/S : this board 1:02, total 0:10:30. "
               "E/W : this board 0:58, total 0:09:45.")
    return out

lines = ['Connecting "bench" as South using protocol version 18', 'South "bench" seated',
         'South ready for teams', 'Teams : N/S : "bench" E/W : "peers"', 'South ready to start']
n = 0
while len(lines) < {count}:
    n += 1
    lines.extend(board_lines(n))
lines = lines[:{count}]
open(sys.argv[1], "w", newline="\\n").write("\\n".join(lines) + "\\n")
"""


def _session() -> Path:
    path = OUT / f"tm{MESSAGES}.txt"
    if path.exists():
        return path
    OUT.mkdir(parents=True, exist_ok=True)
    import subprocess

    code = GENERATE.replace("{count}", str(MESSAGES))
    subprocess.run([sys.executable, "-c", code, str(path)], check=True)
    return path


def _ours() -> Measurement:
    exe = str(Path(sys.executable).parent / "bridgec")
    return measure_command([exe, "tm", "parse", str(_session())])


def _peer() -> Measurement | None:
    node = shutil.which("node")
    if node is None or not (NODE_MODULES / "table-master-parser").exists():
        return None
    return measure_command([node, "-e", PEER, str(NODE_MODULES / "table-master-parser"),
                            str(_session())])


def _library() -> Measurement:
    code = ("from bridgec.frontends.tm.messages import parse_message\n"
            f"for line in open({str(_session())!r}, encoding='utf-8'):\n"
            "    parse_message(line)\n")
    return measure_python(code)


def _rate(m: Measurement) -> str:
    return f"{MESSAGES / m.seconds:,.0f} msg/s"


BENCHMARKS = [
    Benchmark("tm parse", "100,000 messages", _ours, _peer,
              peer_name="table-master-parser 1.2.10 (node)", rate=_rate,
              note="whole run: start-up, read, parse every line, JSON lines to stdout"),
    Benchmark("tm parse_message (library)", "100,000 messages", _library, rate=_rate,
              note="python -c: import bridgec.frontends.tm.messages, parse each line, no output"),
]
