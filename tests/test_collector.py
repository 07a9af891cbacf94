"""One place pauses the cycle collector (bridgec.collector): the pipeline and the BML and GIB
front ends pause it while they work and leave it as they found it."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from bridgec import collector
from bridgec.frontends import bml, gib
from bridgec.pipeline import compile_source


@pytest.fixture
def collecting() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_a_pause_restores_the_collector_and_nests(collecting: None) -> None:
    with collector.paused():
        assert not gc.isenabled()
        with collector.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    with collector.paused():
        pass
    assert not gc.isenabled()
    gc.enable()


def test_a_pause_ends_on_an_exception(collecting: None) -> None:
    with pytest.raises(ValueError), collector.paused():
        raise ValueError
    assert gc.isenabled()


def test_each_user_pauses_while_it_works_and_restores(collecting: None,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert bml.parse(b"1C 16+\n", path="t.bml").document is not None and gc.isenabled()
    assert gib.parse(b"", path="t.gib").document is not None and gc.isenabled()
    done = compile_source(b"1C 16+\n", path="t.bml", to="bss")
    assert done.output is not None and gc.isenabled()
