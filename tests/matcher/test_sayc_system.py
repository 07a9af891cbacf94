"""The bundled system (examples/sayc.bml) as the meaning reader sees it: every pass it
writes says which hands make it in words the reader knows, so no pass is an unknown rule
(docs/sayc.md)."""

from __future__ import annotations

import bridgec
from bridgec.meanings import read_meaning
from bridgec.notation.inline import plain_text

from conftest import ROOT


def test_every_written_pass_is_read() -> None:
    document = bridgec.load_ir(ROOT / "examples" / "sayc.bml").document
    unread = []
    for rule in document.rules:
        if rule.call is None or rule.call.name != "P" or rule.side != "we":
            continue
        text = plain_text(rule.meaning.description)
        if text and read_meaning(text, "P").constraint is None:
            unread.append(f"{rule.meaning.description[0].span}: P {text}")
    assert unread == []
