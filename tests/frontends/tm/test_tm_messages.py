"""Table Manager messages: the differential test against table-master-parser's outputs in the
corpus, the fast path against the ANTLR grammar, the variants real peers send, and errors.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgec.frontends.tm import nodes
from bridgec.frontends.tm.grammar import diagnose
from bridgec.frontends.tm.messages import Message, MessageError, parse_message

from conftest import corpus_dir

# Messages table-master-parser parses completely but wrongly; docs/compat.md rows tm-2..tm-4.
REFUSED_ON_PURPOSE = {
    "south ready for east's card to trick 548": "trick out of range (compat tm-3)",
    "South ready for East's card to trick 0": "trick out of range (compat tm-3)",
    "South ready for East's card to trick 14": "trick out of range (compat tm-3)",
    "connecting \"x\" as north using protocol version 18.5": "non-integer (compat tm-4)",
    "North's cards : S A A K. H -. D -. C -.": "duplicate card (compat tm-2)",
    "North's cards : ": "not 13 cards (compat tm-2)",
    "North's cards : H -. S A. D -. C -.": "not 13 cards (compat tm-2)",
    "Dummy's cards : S -. H -. D -. C -.": "not 13 cards (compat tm-2)",
}
DIFFERENT_ON_PURPOSE = {
    # compat tm-5: `\"` is an escaped quote everywhere in a quoted name.
    'Connecting "a \\"quoted\\" team" as North using protocol version 18':
        {"kind": "connect", "protocolVersion": 18, "seat": "N",
         "teamName": 'a "quoted" team'},
}


def _json(result: Message | MessageError) -> Any:
    """A message as ``tm parse`` writes it: its JSON object, keys in the written order."""
    return json.loads(msgspec.json.encode(result))


def _expectations(name: str) -> list[tuple[str, dict[str, object] | None, bool]]:
    """(message, reference AST or None for an error, accepted with leftover text)."""
    folder = corpus_dir("tm")
    rest = {json.loads(line)["message"]
            for line in (folder / name.replace(".jsonl", ".rest.jsonl")).open(encoding="utf-8")}
    out = []
    for line in (folder / name).open(encoding="utf-8"):
        record = json.loads(line)
        out.append((record["message"], record.get("ast"), record["message"] in rest))
    return out


@pytest.mark.parametrize("name", ["expected-asts.jsonl", "expected-tricky.jsonl"])
def test_same_ast_as_table_master_parser(name: str) -> None:
    compared = 0
    for message, ast, leftover in _expectations(name):
        if ast is None or leftover:
            continue
        ours = parse_message(message)
        if message in REFUSED_ON_PURPOSE:
            assert isinstance(ours, MessageError), message
        elif message in DIFFERENT_ON_PURPOSE:
            assert _json(ours) == DIFFERENT_ON_PURPOSE[message]
        else:  # the same keys in the same order as table-master-parser's JSON
            assert list(_json(ours).items()) == list(ast.items()), message
            compared += 1
    assert compared >= (650 if name == "expected-asts.jsonl" else 17)


KINDS = tuple(nodes.Message.__subclasses__())
ANY_MESSAGE: Any = KINDS[0]
for _kind in KINDS[1:]:
    ANY_MESSAGE = ANY_MESSAGE | _kind


def test_one_struct_per_kind() -> None:
    tags = [kind.__struct_config__.tag for kind in KINDS]
    assert sorted(tags) == sorted([
        "connect", "seated", "teams", "deal", "cards", "dummyCards", "bid", "play",
        "readyForTeams", "readyForDeal", "readyForCards", "readyForDummy", "readyForBid",
        "readyForCard", "readyToStart", "lead", "endOfBoard", "dummyLead", "startOfBoard",
        "endOfSession", "illegalBid"])
    assert all(kind.__struct_config__.tag_field == "kind" for kind in KINDS)


@pytest.mark.parametrize("name", ["expected-asts.jsonl", "expected-tricky.jsonl"])
def test_messages_read_back_as_a_tagged_union(name: str) -> None:
    """The JSON of every accepted message decodes back to the same Struct through the union
    of the kinds, its seats, vulnerability and other fixed words inside their Literals."""
    decoded = 0
    for message, _, _ in _expectations(name):
        ours = parse_message(message)
        if isinstance(ours, MessageError):
            continue
        again = msgspec.json.decode(msgspec.json.encode(ours), type=ANY_MESSAGE)
        assert again == ours and type(again) is type(ours), message
        decoded += 1
    assert decoded >= (650 if name == "expected-asts.jsonl" else 17)


def test_bid_keys_keep_their_order_with_the_additions() -> None:
    """``alert`` before the call, ``infos`` after the seat, absent ones left out."""
    assert list(_json(parse_message("West bids 1S Alert. 5+ Infos. S5")).items()) == [
        ("kind", "bid"), ("alert", "5+"), ("bid", "1S"), ("seat", "W"), ("infos", "S5")]
    assert list(_json(parse_message("West passes Infos. weak"))) == ["kind", "bid", "seat",
                                                                     "infos"]
    assert list(_json(parse_message("West passes Alert."))) == ["kind", "alert", "bid", "seat"]


def test_corpus_messages_file_matches_expectations() -> None:
    lines = (corpus_dir("tm") / "messages.txt").read_text(encoding="utf-8").split("\n")
    expected = [m for m, _, _ in _expectations("expected-asts.jsonl")]
    assert lines[: len(expected)] == expected


def _agree(message: str) -> bool:
    """The fast path and the grammar accept the same messages with the same AST."""
    fast, grammar = parse_message(message), diagnose(message)
    if isinstance(fast, MessageError) or isinstance(grammar, MessageError):
        return isinstance(fast, MessageError) and isinstance(grammar, MessageError)
    return fast == grammar


@pytest.mark.parametrize("name", ["expected-asts.jsonl", "expected-tricky.jsonl"])
def test_fast_path_agrees_with_grammar(name: str) -> None:
    for message, _, _ in _expectations(name):
        assert _agree(message), message


# What the reference accepted with leftover text, and what we do instead (docs/compat.md tm-1).
LEFTOVER = {
    "Board number 1. Dealer North. Neither vulnerable.":
        {"kind": "deal", "vulnerable": "Nil", "dealer": "N", "board": 1},
    "South ready for dummy's card to trick 1":
        {"kind": "readyForCard", "trick": 1, "player": "dummy", "seat": "S"},
    "EAST bids 4C Alert.": {"kind": "bid", "alert": "", "bid": "4C", "seat": "E"},
    "West bids 1S Infos. S5": {"kind": "bid", "bid": "1S", "seat": "W", "infos": "S5"},
    "North bids 1H.Infos.C=0-8,D=4-8": {"kind": "bid", "bid": "1H", "seat": "N",
                                        "infos": "C=0-8,D=4-8"},
    "East's cards : S Q J T.H.D Q 9 6 5.C K Q J 7 5 2.":
        {"kind": "cards", "seat": "E", "cards": ["QS", "JS", "TS", "QD", "9D", "6D", "5D",
                                                  "KC", "QC", "JC", "7C", "5C", "2C"]},
    "End of session.": {"kind": "endOfSession"},
    "north bids 1NTX": None,
    "north plays KHX": None,
    "North plays 3C. count": None,
    "Teams : N/S : \"a\" E/W : \"b\". Playing IMP": None,
    "Connecting \"NorthSouth\" as North using protocol version 19 sayc": None,
    "North's cards : S A K Q. H J T 9. D 8 7 6. C 5 4 3": None,
    "Board number 1.5. Dealer North. E/W vulnerable.": None,
    "Board number -3. Dealer North. E/W vulnerable.": None,
}


@pytest.mark.parametrize("message", list(LEFTOVER))
def test_leftover_text_is_parsed_fully_or_refused(message: str) -> None:
    result = parse_message(message)
    if LEFTOVER[message] is None:
        assert isinstance(result, MessageError)
    else:
        assert _json(result) == LEFTOVER[message]


def test_every_leftover_message_of_the_corpus_is_decided() -> None:
    """Every reference acceptance with leftover text gives a full AST or an error."""
    for message, ast, leftover in _expectations("expected-asts.jsonl"):
        if leftover:
            result = parse_message(message)
            assert isinstance(result, (Message, MessageError))
            if isinstance(result, Message):
                assert result.kind == ast["kind"] or ast["kind"] == "readyForDummy"


VARIANTS = {
    'North ("RoboNS") seated': {"kind": "seated", "teamName": "RoboNS", "seat": "N"},
    "EAST ready to start": {"kind": "readyToStart", "seat": "E"},
    'Teams: N/S "a b" E/W "c"': {"kind": "teams", "EW": "c", "NS": "a b"},
    'Teams : N/S : "ns". E/W : "ew"': {"kind": "teams", "EW": "ew", "NS": "ns"},
    'Connecting "WBridge5" as ANYPL using protocol version 18':
        {"kind": "connect", "protocolVersion": 18, "seat": "ANYPL", "teamName": "WBridge5"},
    "north bids 1N": {"kind": "bid", "bid": "1NT", "seat": "N"},
    "north bids 2nt": {"kind": "bid", "bid": "2NT", "seat": "N"},
    "NORTH plays ks": {"kind": "play", "card": "KS", "seat": "N"},
    "South plays HT": {"kind": "play", "card": "TH", "seat": "S"},
    "North plays Dk": {"kind": "play", "card": "KD", "seat": "N"},
    "WEST plays C K": {"kind": "play", "card": "KC", "seat": "W"},
    "west plays k c.": {"kind": "play", "card": "KC", "seat": "W"},
    "dummy plays as": {"kind": "play", "card": "AS", "seat": "dummy"},
    "Dummy plays 7D": {"kind": "play", "card": "7D", "seat": "dummy"},
    "start of board": {"kind": "startOfBoard"},
    "WEST's cards: S A T 9 5. H K 6 5. D Q J 8 7 6. C 7.":
        {"kind": "cards", "seat": "W", "cards": ["AS", "TS", "9S", "5S", "KH", "6H", "5H",
                                                  "QD", "JD", "8D", "7D", "6D", "7C"]},
    "Board number 8. Dealer WEST. Neither vulnerable.":
        {"kind": "deal", "vulnerable": "Nil", "dealer": "W", "board": 8},
    "north passes\r": {"kind": "bid", "bid": "pass", "seat": "N"},
    "North x y z seated\r": {"kind": "seated", "teamName": "x y z", "seat": "N"},
    "Timing - N/S : this board  [1:15],  total  [0:11:23].  E/W : this board  [1:18],  "
    "total  [0:10:23]": {"kind": "endOfBoard", "ewTotalTime": "0:10:23", "ewBoardTime": "1:18",
                         "nsTotalTime": "0:11:23", "nsBoardTime": "1:15"},
    "north's cards : s a k q j. h t 9 8. d 7 6 5. c 4 3 2.":
        {"kind": "cards", "seat": "N", "cards": ["AS", "KS", "QS", "JS", "TH", "9H", "8H",
                                                  "7D", "6D", "5D", "4C", "3C", "2C"]},
    "North doubles Alert. penalty": {"kind": "bid", "alert": "penalty", "bid": "X",
                                     "seat": "N"},
    "South redoubles": {"kind": "bid", "bid": "XX", "seat": "S"},
    "dummy to lead.": {"kind": "dummyLead"},
    "illegal bid": {"kind": "illegalBid"},
}


@pytest.mark.parametrize("message", list(VARIANTS))
def test_variants_real_peers_send(message: str) -> None:
    assert _json(parse_message(message)) == VARIANTS[message]
    assert _json(diagnose(message)) == VARIANTS[message]


ERRORS = {
    "north bids 8NT": (12, "unexpected `8`"),
    "north plays 10H": (13, "`10H` is not a card"),
    "north plays C AK": (13, "`CAK` is not a card"),
    "N bids 1NT": (1, "not a Table Manager message"),
    "Board number 0. Dealer North. Neither vulnerable.": (14, "board numbers start at 1"),
    "North's cards : S A K Q J T 9 8 7 6 5 4 3 2. H A. D -. C -.": (16, "13 cards"),
    "North's cards : S A K A. H -. D -. C -.": (23, "AS is given twice"),
    "North's cards : S A K. S Q. D -. C -.": (24, "suit S is given twice"),
    "South ready for East's card to trick 14": (38, "trick 14 does not exist"),
    "": (1, "empty message"),
    "   north   passes  extra": (20, "unexpected `extra`"),
}


@pytest.mark.parametrize("message", list(ERRORS))
def test_errors_name_the_column(message: str) -> None:
    result = parse_message(message)
    assert isinstance(result, MessageError)
    column, text = ERRORS[message]
    assert (result.column, text in result.message) == (column, True), result


WORDS = ["north", "North's", "dummy", "dummy's", "bids", "plays", "passes", "ready", "for",
         "to", "trick", "cards", ":", ".", "1NT", "7C", "KH", "hs", "S", "A", "K", "-", "3",
         "Alert.", "Infos.", '"x"', "(", ")", "seated", "Board", "number", "Dealer",
         "Neither", "vulnerable", "Teams", "N/S", "E/W", "timing", "1:15", "0:10:00", ",",
         "lead", "start", "of", "board", "end", "session", "illegal", "bid", "card", "as",
         "connecting", "using", "protocol", "version", "18", "ANYPL", "\t", "\r", "x"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join))
def test_fast_path_agrees_with_grammar_on_word_salad(text: str) -> None:
    assert _agree(text)


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=80))
def test_random_lines_never_raise(text: str) -> None:
    result = parse_message(text)
    assert isinstance(result, (Message, MessageError))
    if isinstance(result, MessageError):
        assert 1 <= result.column <= len(text) + 1


def test_our_inputs_parse(tmp_path: Path) -> None:
    """Every line of our recorded session is a valid message."""
    path = Path(__file__).parents[2] / "inputs" / "tm" / "seed7-4boards.tm"
    for line in path.read_text(encoding="utf-8").splitlines():
        assert not isinstance(parse_message(line), MessageError), line


# Messages generated from the shapes of grammar/TableManager.g4 (every message rule, random
# case and blanks, an optional final dot), then mutated: both paths agree on each.
def _word(text: str) -> st.SearchStrategy[str]:
    return st.lists(st.booleans(), min_size=len(text), max_size=len(text)).map(
        lambda ups: "".join(c.upper() if up else c for c, up in zip(text, ups, strict=True)))


def _words(*parts: str | st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    pieces = [_word(p) if isinstance(p, str) else p for p in parts]
    blanks = st.lists(st.sampled_from([" ", " ", "  ", "\t"]), min_size=len(pieces),
                      max_size=len(pieces))
    return st.tuples(st.tuples(*pieces), blanks).map(
        lambda t: "".join(b + w for w, b in zip(t[0], t[1], strict=True)).lstrip())


SEAT = st.sampled_from(["north", "east", "south", "west"]).flatmap(_word)
WHOSE = st.sampled_from(["north's", "east's", "south's", "west's"]).flatmap(_word)
QUOTED = st.text(alphabet='ab "\\.', max_size=6).map(
    lambda t: '"' + t.replace("\\", "\\\\").replace('"', '\\"') + '"')
NUMBER = st.integers(0, 20).map(str)
CALL = st.sampled_from(["1c", "7NT", "3n", "2H", "4s", "8C", "KH"])
CARD = st.sampled_from(["KH", "ts", "h5", "2C", "1S", "ZZ", "C K", "k  c", "2 c", "c ak", "10h"])
HOLDING = st.tuples(st.sampled_from("SHDC"), st.one_of(
    st.just(" -"), st.lists(st.sampled_from("AKQJT98765432"), max_size=5).map(
        lambda r: "".join(" " + c for c in r)))).map("".join)
HAND = st.lists(HOLDING, min_size=1, max_size=5).map(". ".join)
CLOCK2 = st.sampled_from(["1:15", "[0:59]", "10:00"])
CLOCK3 = st.sampled_from(["0:11:23", "[1:00:00]"])
MESSAGES = st.one_of(
    _words("connecting", QUOTED, "as", st.one_of(SEAT, _word("anypl")), "using", "protocol",
           "version", NUMBER),
    _words(SEAT, st.one_of(QUOTED, QUOTED.map(lambda q: f"({q})"),
                           st.sampled_from(["x", "Robo NS", "a  b c"])), "seated"),
    _words("teams", st.sampled_from([":", ""]), "n/s", st.sampled_from([":", ""]), QUOTED,
           st.sampled_from([".", ""]), "e/w", st.sampled_from([":", ""]), QUOTED),
    _words("board", "number", NUMBER, ".", "dealer", SEAT, ".",
           st.sampled_from(["neither", "n/s", "e/w", "both"]), "vulnerable"),
    _words(WHOSE, "cards", ":", HAND),
    _words("dummy's", "cards", ":", HAND),
    _words(SEAT, st.one_of(st.sampled_from(["passes", "doubles", "redoubles"]).flatmap(_word),
                           _words("bids", CALL)),
           st.sampled_from(["", ".", "Alert. x", "Infos. C=0-8", "Alert. a Infos. b"])),
    _words(st.one_of(SEAT, _word("dummy")), "plays", CARD),
    _words(SEAT, "ready", st.one_of(
        _words("for", st.sampled_from(["teams", "deal", "cards", "dummy"]).flatmap(_word)),
        _words("for", WHOSE, "bid"),
        _words("for", st.one_of(WHOSE, _word("dummy's")), "card", "to", "trick", NUMBER),
        _words("to", "start"))),
    _words(SEAT, "to", st.sampled_from(["lead", "start"]).flatmap(_word)),
    _words("dummy", "to", "lead"), _words("start", "of", "board"),
    _words("end", "of", "session"), _words("illegal", "bid"),
    _words("timing", "-", "n/s", ":", "this", "board", CLOCK2, ",", "total", CLOCK3, ".",
           "e/w", ":", "this", "board", CLOCK2, ",", "total", CLOCK3),
).flatmap(lambda m: st.sampled_from(["", ".", " ."]).map(lambda end: m + end))


@settings(max_examples=500, deadline=None)
@given(MESSAGES)
def test_fast_path_agrees_with_grammar_on_messages_of_the_grammar(text: str) -> None:
    assert _agree(text), text


@st.composite
def mutated_messages(draw: st.DrawFn) -> str:
    text = draw(MESSAGES)
    for _ in range(draw(st.integers(1, 2))):
        pos = draw(st.integers(0, len(text)))
        char = draw(st.sampled_from(list(" .:'\"()-1SHKx")))
        text = text[:pos] + char + text[pos + (1 if draw(st.booleans()) else 0):]
    return text


@settings(max_examples=400, deadline=None)
@given(mutated_messages())
def test_fast_path_agrees_with_grammar_on_mutated_messages(text: str) -> None:
    assert _agree(text), text
