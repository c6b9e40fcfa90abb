"""Contractions below the vectorizing size run with the output's innermost dim
innermost (reductions just outside it), where that dim fills a vector: same
bits as the reduction-innermost order, against float64 NumPy, on every
vector target."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from kina_play.compiler import driver, vectorize
from kina_play.compiler.pipeline import lower_to_llvm
from kina_play.compiler.target import AVX2, AVX512

SRC = """
fn gemv(x: f32[1, 64], w: f32[64, 256]) -> f32[1, 256] { return x @ w; }
fn bgemv(x: f32[4, 1, 32], w: f32[4, 32, 48]) -> f32[4, 1, 48] { return x @ w; }
fn narrow(x: f32[36, 4], w: f32[4, 8]) -> f32[36, 8] { return x @ w; }
fn short_sum(x: f32[36, 2], w: f32[2, 36]) -> f32[36, 36] { return x @ w; }
"""
CHANGED = {"gemv": True, "bgemv": True, "narrow": False, "short_sum": False}
"""Which ones move their reduction out: not a 4- or 8-wide output (``narrow``),
nor a sum of 2 terms per output (``short_sum``)."""


def _iterator_orders(text: str, fn: str) -> list[str]:
    body = text.split(f"func.func @{fn}(", 1)[1].split("func.func @", 1)[0]
    return re.findall(r"iterator_types = \[([^\]]*)\]", body)


@pytest.mark.parametrize("target", [AVX512, AVX2], ids=["avx512", "avx2"])
def test_the_loop_order_moves_the_reduction_outside_a_vector_wide_output(
        target, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(vectorize, "host_target", lambda: target)
    text = driver.load_text(SRC, "<small>").mlir()
    stages = {s.name: s.text for s in lower_to_llvm(text, capture=True).stages}
    lowered = stages["bufferized"] or ""
    for fn, changed in CHANGED.items():
        orders = [o for o in _iterator_orders(lowered, fn) if "reduction" in o]
        assert orders, fn
        reduction_last = [o.replace(" ", "").endswith('"reduction"') for o in orders]
        assert not any(reduction_last) if changed else all(reduction_last), (fn, orders)


def test_the_same_bits_as_the_reduction_innermost_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = np.random.default_rng(3)
    out: dict[str, list[np.ndarray]] = {}
    for variant in ("reordered", "kept"):
        monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path / variant))
        if variant == "kept":
            monkeypatch.setattr(vectorize, "interchange_small_contractions", lambda *a, **k: 0)
        driver.forget_loaded()
        prog = driver.load_text(SRC, "<small>")
        rng = np.random.default_rng(3)
        for fn in CHANGED:
            f = getattr(prog, fn)
            args = [rng.standard_normal(t.static_shape).astype(np.float32) for _, t in f.params]
            got = np.array(f(*args))
            want = np.matmul(*(a.astype(np.float64) for a in args))
            k = args[0].shape[-1]
            assert np.abs(got - want).max() <= 1e-6 * k * max(1.0, np.abs(want).max()), fn
            out.setdefault(fn, []).append(got)
    driver.forget_loaded()
    for fn, (a, b) in out.items():
        assert np.array_equal(a, b), fn
