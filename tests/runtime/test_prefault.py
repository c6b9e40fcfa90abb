"""Prefaulting a program's libraries before a loop: every readable page of
every loaded library is read once, the data before the code."""

from __future__ import annotations

import ctypes
import mmap

import pytest

from kina_play.runtime import module as runtime_module
from kina_play.storylm0 import spec
from kina_play.storylm0.engine import CompiledEngine


@pytest.fixture(scope="module")
def generate_module() -> object:
    engine = CompiledEngine()
    engine.kv_fns(len(spec.PROMPT), 4)  # prefill<4> and four decode<S> libraries
    return engine.program("storylm0_generate").native


def test_every_library_maps_code_and_data(generate_module: object) -> None:
    for lib in generate_module._libraries():  # type: ignore[attr-defined]
        spans = lib.mapped_spans()
        assert any(x for _, _, x in spans) and any(not x for _, _, x in spans), (lib.path, spans)
        assert all(lo < hi and lo % mmap.PAGESIZE == 0 for lo, hi, _ in spans)


def test_prefault_reads_all_the_data_then_all_the_code(generate_module: object,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    spans = [s for lib in generate_module._libraries() for s in lib.mapped_spans()]  # type: ignore[attr-defined]
    code = {lo for lo, _, x in spans if x}
    read: list[int] = []
    real = ctypes.string_at

    def recording(addr: int, size: int = -1) -> bytes:
        read.append(addr)
        return real(addr, size)

    monkeypatch.setattr(runtime_module.ctypes, "string_at", recording)
    pages = generate_module.prefault()  # type: ignore[attr-defined]
    monkeypatch.undo()
    assert sorted(read) == sorted(lo for lo, _, _ in spans)  # every span, once
    kinds = [lo in code for lo in read]
    assert kinds == sorted(kinds)  # no data span after a code span
    assert pages == sum(hi - lo for lo, hi, _ in spans) // mmap.PAGESIZE
    assert len(generate_module._libraries()) >= 5  # type: ignore[attr-defined]
