"""The bounded network fuzzer of the Table Manager table (``tm_netfuzz``), run small: strangers
send random and mutated protocol lines and resets to a running ``bridgec tm serve`` session
while four robots (with the table's passwords) play it; a scripted table sends mutated
conversations and resets to a robot. Whatever they send: no exception escapes, nothing but a
protocol error, the session of the four ends normally, and no control character reaches a
report or an error (issue 21). The seeds are fixed, so a failure repeats."""

from __future__ import annotations

from test_tm_session import assert_legal_complete
from tm_netfuzz import fuzz_robot, fuzz_server

from bridgec.frontends import tm
from bridgec.tablemanager.wire import CONTROL


def test_strangers_fuzzing_the_server_do_not_stop_the_session() -> None:
    run = fuzz_server(20261126, strangers=60, boards=3)
    assert run.unhandled == []
    assert (run.status, run.robots) == (0, [None] * 4), run.report
    assert all(r.startswith("bridgec tm serve: a client: ") and r.endswith("; closing it")
               for r in run.report), run.report
    assert len(run.report) >= 15 and not any(CONTROL.search(r) for r in run.report)
    document = tm.parse("\n".join(run.log).encode(), path="session.tm").document
    assert document is not None and len(document.boards) == 3
    for board in document.boards:
        assert_legal_complete(board)


def test_a_fuzzing_table_gives_the_robot_only_protocol_errors() -> None:
    run = fuzz_robot(20261127, cases=150)
    assert run.unhandled == [] and run.other == []
    assert len(run.errors) > 100 and not any(CONTROL.search(e) for e in run.errors)
