"""Every example of docs/tour.md compiles and computes what the tour says.

The ``kina`` code blocks of the tour, in order, form one module.  It is
compiled through the real pipeline, and every function it defines is run
on random inputs and compared with a NumPy float64 reference written here
(the compiled f32 result within rtol/atol 2e-5 — a few dozen f32 ops deep,
sums of ≤ 32 terms of magnitude ≲ 4 — and the float64 interpreter within
1e-10).  A function added to the tour without a reference here fails
``test_every_tour_function_is_checked``.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np
import pytest

from kina_play.lang.interp import Interpreter
from kina_source import compiled  # noqa: E402  (tests/ is on sys.path)

TOUR = Path(__file__).resolve().parents[2] / "docs" / "tour.md"
BLOCK = re.compile(r"```kina\n(.*?)```", re.S)
ERF = np.vectorize(math.erf, otypes=[np.float64])
T = 5


def tour_source() -> str:
    return "\n".join(BLOCK.findall(TOUR.read_text()))


def rnd(*shape, scale=1.0, seed=[0]):
    seed[0] += 1
    return np.asarray(np.random.default_rng(seed[0]).uniform(-scale, scale, size=shape), dtype=np.float32)


def layer_norm(x, g, b):
    d = x - x.mean(-1, keepdims=True)
    return d / np.sqrt((d * d).mean(-1, keepdims=True) + 1e-5) * g + b


def softmax(x):
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def causal_mask(s):
    t = s.shape[-1]
    return np.where(np.tril(np.ones((t, t), dtype=bool)), s, -1e9)


def gelu(x):
    return 0.5 * x * (1.0 + ERF(x * 0.70710678))


def mlp(x, w1, c1, w2, c2):
    return gelu(x @ w1 + c1) @ w2 + c2


def attention(x, wq, wk, wv, wo):
    heads = lambda m: (x @ m).reshape(x.shape[0], 2, 4).transpose(1, 0, 2)  # noqa: E731
    q, k, v = heads(wq), heads(wk), heads(wv)
    p = softmax(causal_mask(q @ k.transpose(0, 2, 1) * 0.5))
    return (p @ v).transpose(1, 0, 2).reshape(x.shape[0], 8) @ wo


def block(x, g1, b1, wq, wk, wv, wo, g2, b2, w1, c1, w2, c2):
    h = x + attention(layer_norm(x, g1, b1), wq, wk, wv, wo)
    return h + mlp(layer_norm(h, g2, b2), w1, c1, w2, c2)


def power_iteration(a, v):
    for _ in range(10):
        w = a @ v
        v = w / np.sqrt((w * w).sum(0, keepdims=True))
    return v


def mse_grad(x, w, b, y):
    err = (x * w).sum(1) + b - y
    n = len(y)
    return (err * err).mean(), 2.0 / n * (err[:, None] * x).sum(0), np.asarray(2.0 / n * err.sum())


def top2(logits):
    ids = np.argsort(-logits, axis=-1, kind="stable")[:, :2]
    return np.take_along_axis(logits, ids, -1), ids


ATT = [rnd(8, 8, scale=0.5) for _ in range(4)]
MLP = [rnd(8, 32, scale=0.4), rnd(32, scale=0.1), rnd(32, 8, scale=0.3), rnd(8, scale=0.1)]
LN = [1.0 + rnd(8, scale=0.2), rnd(8, scale=0.1)]
A = rnd(3, 3) + np.eye(3, dtype=np.float32) * 2

# name -> (arguments, NumPy reference)
CASES = {
    "add_one": ([rnd(3)], lambda x: x + 1.0),
    "affine": ([rnd(2, 3), rnd(3, 4), rnd(4)], lambda x, w, b: x @ w + b),
    "outer": ([rnd(4, 1), rnd(3)], lambda a, b: a * b),
    "row_sums": ([rnd(4, 8)], lambda x: x.sum(-1)),
    "center": ([rnd(4, 8)], lambda x: x - x.mean(-1, keepdims=True)),
    "my_softmax": ([rnd(2, 5, scale=5)], softmax),
    "relu": ([rnd(2, 5)], lambda x: np.maximum(x, 0.0)),
    "count_positive": ([rnd(10)], lambda x: np.asarray((x > 0).sum(), dtype=np.int64)),
    "causal_mask": ([rnd(2, T, T)], causal_mask),
    "layer_norm": ([rnd(T, 8, scale=3)] + LN, layer_norm),
    "gelu": ([rnd(T, 32, scale=3)], gelu),
    "mlp": ([rnd(T, 8)] + MLP, mlp),
    "attention": ([rnd(T, 8)] + ATT, attention),
    "block": ([rnd(T, 8)] + LN + ATT + LN + MLP, block),
    "best_two": ([np.asarray([[0.5, 2.0, -1.0, 2.0, 0.1, 1.5]], dtype=np.float32)], top2),
    "power_iteration": ([A, np.ones((3, 1), np.float32)], power_iteration),
    "mse": ([rnd(8, 3), rnd(3), np.asarray(0.3, np.float32), rnd(8)], lambda *a: mse_grad(*a)[0]),
    "mse_grad": ([rnd(8, 3), rnd(3), np.asarray(0.3, np.float32), rnd(8)], mse_grad),
}


@pytest.fixture(scope="module")
def prog():
    return compiled(tour_source(), "tour.kina")


def test_every_tour_function_is_checked(prog):
    assert set(prog.checked.function_names) == set(CASES)


def as_tuple(v):
    return v if isinstance(v, tuple) else (v,)


@pytest.mark.parametrize("name", sorted(CASES))
def test_tour_function(prog, name):
    args, ref = CASES[name]
    want = as_tuple(ref(*[a.astype(np.float64) if a.dtype == np.float32 else a for a in args]))
    got = as_tuple(prog.call(name, *args))
    it = Interpreter(prog.checked, np.float64)
    interp = as_tuple(it.call(name, *[a.astype(np.float64) for a in args]))
    assert len(got) == len(want) == len(interp)
    for g, i, w in zip(got, interp, want):
        w = np.asarray(w)
        assert g.shape == w.shape, (name, g.shape, w.shape)
        if w.dtype.kind in "iub":
            np.testing.assert_array_equal(g, w)
            np.testing.assert_array_equal(i, w)
        else:
            np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-5)
            np.testing.assert_allclose(i, w, rtol=1e-10, atol=1e-10)


def test_the_tour_error_example_is_what_the_compiler_says():
    from kina_play.lang.diagnostics import KinaError
    from kina_play.lang.frontend import check, parse_text

    text = TOUR.read_text()
    shown = re.search(r"```text\n(.*?)\n```", text, re.S).group(1)
    src = "fn f(a: f32[2, 3], b: f32[3, 2]) -> f32[2, 3] {\n    return a + b;\n}\n"
    with pytest.raises(KinaError) as info:
        check(parse_text(src, "tour.kina"))
    assert info.value.diagnostics[0].render().splitlines()[0] == shown
