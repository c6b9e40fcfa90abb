"""Row fusion, result-copy elision, stack temporaries and row sums, seen in
the IR the default pipeline emits (what each rewrite promises) and checked
against NumPy / float64 on the same programs."""

from __future__ import annotations

import re

import numpy as np

from kina_play.compiler.driver import load_text
from kina_play.compiler.pipeline import lower_to_llvm

SOFTMAX = """fn masked(s: f32[1, 4, 64, 96], mask: f32[1, 1, 64, 96]) -> f32[1, 4, 64, 96] {
    return softmax(s * 0.5 + broadcast(mask, shape = [1, 4, 64, 96]), axis = 3);
}"""


def _bufferized(src: str) -> str:
    return lower_to_llvm(load_text(src, "<t>").mlir([]), capture=True).text("bufferized")


def test_softmax_is_one_row_loop_and_matches_float64() -> None:
    text = _bufferized(SOFTMAX)
    # no whole-tensor temporary: only the out-parameter is [1, 4, 64, 96]
    assert not re.search(r"memref\.alloc\(\)[^\n]*memref<1x4x64x96xf32>", text)
    # the max, the sum and the row temporaries live in one loop nest, and the
    # row temporaries are hoisted to the function's entry (not re-allocated per row)
    assert text.count("vector.reduction <maximumf>") == 1 and text.count("vector.reduction <add>") == 1
    for loop in re.findall(r"scf\.for[^\n]*\{(.*?)\n    \}", text, re.S):
        assert "memref.alloca" not in loop
    rng = np.random.default_rng(0)
    s = rng.standard_normal((1, 4, 64, 96)).astype(np.float32)
    mask = np.where(rng.random((1, 1, 64, 96)) < 0.5, -1e9, 0.0).astype(np.float32)
    mask[..., 0] = 0.0  # every row keeps one entry
    got = load_text(SOFTMAX, "<t>").native.fn("masked")(s, mask)
    z = s.astype(np.float64) * 0.5 + mask
    e = np.exp(z - z.max(axis=3, keepdims=True))
    want = e / e.sum(axis=3, keepdims=True)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-7)


def test_results_are_built_in_their_out_params() -> None:
    # unit-dim folding returns an expand_shape of a [64, 96] buffer: formerly copied out
    src = "fn f(x: f32[1, 64, 96]) -> f32[1, 64, 96] { return exp(x) * 2.0; }"
    assert "memref.copy" not in _bufferized(src)
    x = np.linspace(-3, 3, 64 * 96, dtype=np.float32).reshape(1, 64, 96)
    np.testing.assert_allclose(load_text(src, "<t>").native.fn("f")(x), np.exp(x.astype(np.float64)) * 2,
                               rtol=1e-6)


def test_vector_row_sums_are_reassociated() -> None:
    src = "fn f(x: f32[64, 256]) -> f32[64] { return reduce_sum(x, axis = 1); }"
    llvmir = lower_to_llvm(load_text(src, "<t>").mlir([]), capture=True).text("llvmir")
    calls = [line for line in llvmir.splitlines() if "call" in line and "vector.reduce.fadd" in line]
    assert calls and all("reassoc" in line for line in calls)
    x = np.random.default_rng(1).standard_normal((64, 256)).astype(np.float32)
    np.testing.assert_allclose(load_text(src, "<t>").native.fn("f")(x), x.astype(np.float64).sum(axis=1),
                               rtol=1e-5, atol=1e-5)


PRIME_ROWS = """fn attn(s: f32[8, 4, 47, 47]) -> f32[8, 4, 47, 47] {
    return softmax(s * 0.25, axis = 3);
}
fn logp(z: f32[8, 47, 83]) -> f32[8, 47, 83] {
    return log_softmax(z, axis = 2);
}
fn act(x: f32[64, 127]) -> f32[64, 127] {
    return tanh(x) * exp(x * 0.5);
}
fn act47(x: f32[128, 47]) -> f32[128, 47] {
    return tanh(x) * exp(x * 0.5);
}
fn act83(x: f32[64, 83]) -> f32[64, 83] {
    return tanh(x) * exp(x * 0.5);
}"""


def test_rows_no_vector_tile_divides_are_vectorized_whole_and_match_float64() -> None:
    """Prime row widths (47, 83, 127: no tile of 4 or more lanes divides them)
    run as whole-row vectors where the target's cap allows (16 vectors: on
    AVX2 and AVX-512 all three; on SSE2 only 47), and compute what float64
    NumPy does."""
    from kina_play.compiler.target import host_target
    from kina_play.compiler.vectorize import tile_sizes

    target = host_target()
    text = _bufferized(PRIME_ROWS)
    for width, fn in ((47, "act47"), (83, "act83"), (127, "act")):  # elementwise only (reductions run whole rows anyway)
        whole = tile_sizes("ew", [8, width], target) == [1, width]
        assert whole == (width <= 16 * target.lanes)
        body = text[text.index(f"func.func @{fn}("):]
        body = body[:body.index("\n  }\n")]
        assert bool(re.search(rf"vector<(?:1x)*{width}xf32>", body)) == whole, width
    prog = load_text(PRIME_ROWS, "<t>").native
    rng = np.random.default_rng(1)
    s = rng.standard_normal((8, 4, 47, 47)).astype(np.float32)
    z = (rng.standard_normal((8, 47, 83)) * 3).astype(np.float32)
    s64 = s.astype(np.float64) * 0.25
    e = np.exp(s64 - s64.max(axis=3, keepdims=True))
    np.testing.assert_allclose(prog.fn("attn")(s), e / e.sum(axis=3, keepdims=True), rtol=1e-5, atol=1e-7)
    z64 = z.astype(np.float64)
    m = z64.max(axis=2, keepdims=True)
    want = z64 - m - np.log(np.exp(z64 - m).sum(axis=2, keepdims=True))
    np.testing.assert_allclose(prog.fn("logp")(z), want, rtol=1e-5, atol=1e-5)
    for fn, shape in (("act", (64, 127)), ("act47", (128, 47)), ("act83", (64, 83))):
        x = rng.standard_normal(shape).astype(np.float32)
        x64 = x.astype(np.float64)
        np.testing.assert_allclose(prog.fn(fn)(x), np.tanh(x64) * np.exp(x64 * 0.5), rtol=1e-5, atol=1e-6)


def test_a_reduction_with_several_inputs_is_vectorized_and_matches_float64() -> None:
    """After elementwise fusion a reduction may read several tensors (the
    squared difference of two, or a log-sum-exp's ``exp(z - max)``, the max a
    broadcast row); it is vectorized like a one-input reduction."""
    src = """fn sqdist(x: f32[64, 100], y: f32[64, 100]) -> f32[64] {
    return reduce_sum((x - y) * (x - y), axis = 1);
}"""
    text = _bufferized(src)
    assert re.search(r"vector\.(multi_)?reduction", text), text
    rng = np.random.default_rng(2)
    x, y = (rng.standard_normal((64, 100)).astype(np.float32) for _ in range(2))
    want = ((x.astype(np.float64) - y) ** 2).sum(axis=1)
    np.testing.assert_allclose(load_text(src, "<t>").native.fn("sqdist")(x, y), want, rtol=1e-5)
