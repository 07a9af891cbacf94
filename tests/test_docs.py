"""The examples in the docs run: docs/api.md's ``pycon`` blocks and the API's docstrings."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

import bridgec.api
import bridgec.bidding

ROOT = Path(__file__).resolve().parent.parent
FENCE = re.compile(r"```pycon\n(.*?)```", re.S)


def _run(text: str, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    test = doctest.DocTestParser().get_doctest(text, {}, name, str(ROOT / "docs"), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


@pytest.mark.parametrize("doc", ["api.md"])
def test_doc_examples_run(doc: str, monkeypatch: pytest.MonkeyPatch) -> None:
    blocks = FENCE.findall((ROOT / "docs" / doc).read_text(encoding="utf-8"))
    assert blocks
    _run("\n".join(blocks), doc, monkeypatch)


@pytest.mark.parametrize("module", [bridgec.api, bridgec.bidding], ids=["api", "bidding"])
def test_api_docstrings_run(module: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    found = doctest.testmod(module, optionflags=doctest.ELLIPSIS)  # type: ignore[arg-type]
    assert found.attempted > 0 and found.failed == 0
