"""The four Kina 2 example programs (GELU, layer norm, a causal mask built
in-program, a ReLU MLP) compile and agree with NumPy, and the interpreter
agrees with both.

References are float64 NumPy on the same f32 inputs (``math.erf`` for erf,
correctly rounded to float64).  Tolerances: GELU and layer norm are a
handful of f32 ops per element (libm erff and rsqrt within a few ulps):
rtol 1e-5 + atol 1e-6; the MLP sums 16 and 64 products of magnitude ≲ 4:
atol 2e-4 (K · eps32 · max|term| with margin); the mask is exact.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from kina_play.lang.interp import Interpreter
from kina_source import compiled  # noqa: E402  (tests/ is on sys.path)

EXAMPLES = """\
fn gelu(x: f32[4, 16]) -> f32[4, 16] {
    return 0.5 * x * (1.0 + erf(x * 0.70710678));
}

fn layer_norm(x: f32[4, 16], g: f32[16], b: f32[16]) -> f32[4, 16] {
    let mu = reduce_mean(x, axis = -1, keepdims = true);
    let d = x - mu;
    let var = reduce_mean(d * d, axis = -1, keepdims = true);
    return d * rsqrt(var + 1e-5) * g + b;
}

fn causal_scores<T>(s: f32[1, 2, T, T]) -> f32[1, 2, T, T] {
    let row = iota(i64, shape = [T, T], axis = 0);
    let col = iota(i64, shape = [T, T], axis = 1);
    return select(col <= row, s, -1e9);
}

fn relu_mlp(x: f32[8, 16], w1: f32[16, 64], w2: f32[64, 16]) -> f32[8, 16] {
    return maximum(x @ w1, 0.0) @ w2;
}
"""

ERF = np.vectorize(math.erf)


def f32(a) -> np.ndarray:
    return np.asarray(a, dtype=np.float32)


@pytest.fixture(scope="module")
def prog():
    return compiled(EXAMPLES, "kina2_examples.kina")


def both(prog, name, *args):
    """(compiled f32 result, interpreter float64 result)."""
    it = Interpreter(prog.checked, np.float64)
    return prog.call(name, *args), it.call(name, *[a.astype(np.float64) for a in args])


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_gelu(prog, seed):
    x = f32(np.random.default_rng(seed).normal(0, 2, (4, 16)))
    x[0, :4] = [0.0, -0.0, 5.0, -5.0]
    x64 = x.astype(np.float64)
    want = 0.5 * x64 * (1.0 + ERF(x64 * 0.70710678))
    got, interp = both(prog, "gelu", x)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(interp, want, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_layer_norm(prog, seed):
    rng = np.random.default_rng(seed)
    x, g, b = f32(rng.normal(1, 3, (4, 16))), f32(rng.normal(size=16)), f32(rng.normal(size=16))
    x64 = x.astype(np.float64)
    d = x64 - x64.mean(-1, keepdims=True)
    var = (d * d).mean(-1, keepdims=True)
    want = d / np.sqrt(var + 1e-5) * g + b
    got, interp = both(prog, "layer_norm", x, g, b)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(interp, want, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("t", [1, 2, 7])
def test_causal_scores(prog, t):
    s = f32(np.random.default_rng(t).normal(size=(1, 2, t, t)))
    want = np.where(np.tril(np.ones((t, t), dtype=bool)), s, np.float32(-1e9))
    got = prog.call("causal_scores", s)
    assert got.dtype == np.float32
    np.testing.assert_array_equal(got, want)
    it = Interpreter(prog.checked, np.float32)
    np.testing.assert_array_equal(it.call("causal_scores", s), want)


@pytest.mark.parametrize("seed", [0, 1])
def test_relu_mlp(prog, seed):
    rng = np.random.default_rng(seed)
    x, w1, w2 = f32(rng.uniform(-1, 1, (8, 16))), f32(rng.uniform(-1, 1, (16, 64))), f32(rng.uniform(-1, 1, (64, 16)))
    want = np.maximum(x.astype(np.float64) @ w1, 0.0) @ w2
    got, interp = both(prog, "relu_mlp", x, w1, w2)
    np.testing.assert_allclose(got, want, rtol=0, atol=2e-4)
    np.testing.assert_allclose(interp, want, rtol=1e-12, atol=1e-12)
