"""The NumPy reference: portable exp/log, mask, forward, decode, NLL, gradient."""

from __future__ import annotations

import decimal
import math

import numpy as np
import pytest

from kina_play.storylm0 import reference as R
from kina_play.storylm0 import spec
from kina_play.storylm0.rollout_reference import checked_decode_instance
from kina_play.storylm0.weights import patterned_v0, resolve_checkpoint


def _naive_forward64(tokens: np.ndarray, w) -> np.ndarray:
    """The spec's forward written the obvious way (einsum, np.exp) in float64."""
    f = {n: np.asarray(w[n], dtype=np.float64) for n in spec.WEIGHT_NAMES}
    ids = tokens[0]
    t = ids.size
    x = f["embed"][ids]
    q = (x @ f["wq"]).reshape(t, 2, 2).transpose(1, 0, 2)
    k = (x @ f["wk"]).reshape(t, 2, 2).transpose(1, 0, 2)
    v = (x @ f["wv"]).reshape(t, 2, 2).transpose(1, 0, 2)
    s = np.einsum("htd,hsd->hts", q, k) * f["scale"] + np.triu(np.full((t, t), -1e9), 1)
    p = np.exp(s - s.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    ctx = np.einsum("hts,hsd->htd", p, v).transpose(1, 0, 2).reshape(t, 4)
    return ((x + ctx @ f["wo"]) @ f["lm_head"])[None]


_EXACT = decimal.Context(prec=40)  # 40 digits: far past float64's 17, so the reference is exact to < 1e-20 ulp


def _max_ulp_error(got: np.ndarray, x: np.ndarray, exact_fn) -> tuple[float, float]:
    """The largest |got − f(x)| in units in the last place of the correctly
    rounded f(x), with f evaluated in 40-digit decimal (never a CPU's libm or
    NumPy's SIMD kernels, which differ between machines)."""
    worst, at = 0.0, float("nan")
    for g, xi in zip(got.tolist(), x.tolist()):
        exact = exact_fn(_EXACT.create_decimal(xi))
        err = abs(float(_EXACT.subtract(_EXACT.create_decimal(g), exact))) / math.ulp(float(exact))
        if err > worst:
            worst, at = err, xi
    return worst, at


def test_exp64_log64_accuracy() -> None:
    """Error bounds (in ulp of the true value), from the algorithms:
    exp64 — argument reduction with a two-part ln2 plus a Horner polynomial:
    about 1 ulp (a sample of 60k points peaks at 1.07), bound 1.5;
    log64 — s = (m−1)/(m+1) carries two roundings, then 2·s·p and the
    e·ln2 sum: up to about 3 ulp near x = 1 (a sample peaks at 2.66), bound 3."""
    rng = np.random.default_rng(20261201)
    x = np.concatenate([rng.uniform(-745.0, 709.0, 2000), rng.uniform(-0.4, 0.4, 1000),
                        np.linspace(-1, 1, 201), [1e-300, -1e-300, 5e-324]])
    worst, at = _max_ulp_error(R.exp64(x), x, _EXACT.exp)
    assert worst <= 1.5, f"exp64({at!r}) is {worst:.2f} ulp from exp"
    y = np.concatenate([rng.uniform(0.7, 1.42, 2000), np.exp(rng.uniform(-690.0, 690.0, 1000)),
                        np.geomspace(1e-300, 1e300, 201), [1.318256738556421, 5e-324, 1.7976931348623157e308]])
    worst, at = _max_ulp_error(R.log64(y), y, _EXACT.ln)
    assert worst <= 3.0, f"log64({at!r}) is {worst:.2f} ulp from log"
    assert R.exp64(np.array([0.0]))[0] == 1.0 and R.log64(np.array([1.0]))[0] == 0.0
    assert R.exp64(np.array([-0.0]))[0] == 1.0
    assert R.exp64(np.array([-1e9]))[0] == 0.0 and R.exp64(np.array([1e9]))[0] == np.inf
    assert np.isnan(R.exp64(np.array([np.nan]))[0]) and np.isnan(R.log64(np.array([-1.0]))[0])
    assert R.log64(np.array([0.0]))[0] == -np.inf


def test_causal_mask() -> None:
    m = R.causal_mask(5)
    assert m.shape == (1, 1, 5, 5) and m.dtype == np.float32
    for i in range(5):
        for j in range(5):
            assert m[0, 0, i, j] == (0.0 if j <= i else np.float32(-1e9))
    assert R.causal_mask(36).shape == (1, 1, 36, 36)


def test_forward_matches_naive_float64() -> None:
    for name in ("v0", "v1"):
        w = resolve_checkpoint(name)
        toks = np.array([list(spec.LOCKED_36)], dtype=np.int64)
        z = R.forward(toks, w)
        assert z.shape == (1, 36, 8) and z.dtype == np.float32
        np.testing.assert_allclose(z, _naive_forward64(toks, w), rtol=1e-5, atol=1e-5)


def test_forward_input_errors() -> None:
    w = patterned_v0()
    with pytest.raises(ValueError, match=r"tokens: expected shape \[1, T\]"):
        R.forward(np.zeros((36,), np.int64), w)
    with pytest.raises(ValueError, match="ids must be in 0..7"):
        R.forward(np.array([[1, 8]]), w)
    with pytest.raises(ValueError, match="mask"):
        R.forward(np.array([[1, 2]]), w, R.causal_mask(3))


def test_decode_steps_equal_full_causal_forward() -> None:
    """Incremental KV algebra = full causal forward on the prefix (v0 and v1)."""
    rng = np.random.default_rng(7)
    for name in ("v0", "v1"):
        w = resolve_checkpoint(name)
        ids = rng.integers(0, 8, size=12).tolist()
        k = v = None
        for s, tok in enumerate(ids):
            k2, v2, z = R.decode_step(np.array([[tok]]), k, v, w)
            assert k2.shape == (1, 2, 2, s + 1) and v2.shape == (1, 2, s + 1, 2) and z.shape == (1, 1, 8)
            if k is not None:  # the returned cache is the old one with a column/row appended
                assert np.array_equal(k2[..., :s], k) and np.array_equal(v2[:, :, :s], v)
            pre = R.forward_cache(np.array([ids[: s + 1]]), w)
            np.testing.assert_allclose(k2, pre.k_t, rtol=0, atol=1e-6)
            np.testing.assert_allclose(v2, pre.v, rtol=0, atol=1e-6)
            np.testing.assert_allclose(z, pre.last_logits, rtol=1e-6, atol=1e-6)
            np.testing.assert_array_equal(pre.last_logits[0, 0], R.forward(np.array([ids[: s + 1]]), w)[0, -1])
            k, v = k2, v2


def test_decode_step_errors() -> None:
    w = patterned_v0()
    k, v, _ = R.decode_step(np.array([[3]]), None, None, w)
    with pytest.raises(ValueError, match="both"):
        R.decode_step(np.array([[3]]), k, None, w)
    with pytest.raises(ValueError, match="v_past"):
        R.decode_step(np.array([[3]]), k, np.zeros((1, 2, 2, 2), np.float32), w)
    with pytest.raises(ValueError, match=r"token_ids: expected shape \[1, 1\]"):
        R.decode_step(np.array([[3, 4]]), None, None, w)


def test_checked_decode_instance_v0() -> None:
    ids, recs = checked_decode_instance(patterned_v0())
    assert len(ids) == 4 and ids[0] == spec.CHECKED_SEED_TOKEN
    assert [r.function for r in recs] == ["decode_self", "decode_s1", "decode_s2"]
    assert recs[2].k_next.shape == (1, 2, 2, 3) and recs[2].v_next.shape == (1, 2, 3, 2)
    assert recs[2].logits.shape == (1, 1, 8)
    # each step against a full causal forward on the prefix
    for s, r in enumerate(recs):
        z = R.forward(np.array([ids[: s + 1]]), patterned_v0())
        np.testing.assert_allclose(r.logits[0, 0], z[0, -1], rtol=1e-6, atol=1e-6)
        assert r.pick == int(np.argmax(r.logits[0, 0]))


def test_causal_non_leak_exact_v1() -> None:
    w = resolve_checkpoint("v1")
    base_ids = np.array([list(spec.LOCKED_36)], dtype=np.int64)
    base = R.forward(base_ids, w)
    rng = np.random.default_rng(3)
    for p in range(0, 35, 3):
        changed = base_ids.copy()
        changed[0, p + 1 :] = rng.integers(0, 8, size=35 - p)
        assert np.array_equal(R.forward(changed, w)[0, : p + 1], base[0, : p + 1])


def test_nll_matches_naive() -> None:
    w = resolve_checkpoint("v1")
    x, y = spec.window(0)
    z = _naive_forward64(x, w)[0]
    lse = np.log(np.exp(z - z.max(-1, keepdims=True)).sum(-1)) + z.max(-1)
    want = float(np.sum(lse - z[np.arange(36), y[0]]))
    assert R.nll(x, y, w) == pytest.approx(want, rel=1e-4, abs=1e-5)


def test_nll_grad_vs_central_differences_float64() -> None:
    """Hand-derived backprop = central finite differences, in float64, on
    random (not patterned) weights so no structure hides a bug."""
    rng = np.random.default_rng(0)
    w0 = patterned_v0()
    w = {n: np.asarray(w0[n], np.float64) + (0 if n == "scale" else rng.normal(0, 0.4, spec.HOST_SHAPES[n])) for n in spec.WEIGHT_NAMES}
    x, y = spec.window(1)
    x = x[:, :9].copy()  # a shorter window keeps the 2·160 forwards cheap; same algebra
    y = y[:, :9].copy()
    loss, g = R.nll_grad(x, y, w)
    assert loss == pytest.approx(R.nll(x, y, w), rel=0, abs=0)
    h = 1e-6
    for n in spec.TRAINED_NAMES:
        fd = np.zeros(spec.HOST_SHAPES[n])
        for idx in np.ndindex(*spec.HOST_SHAPES[n]):
            wp = dict(w)
            a = w[n].copy()
            a[idx] += h
            wp[n] = a
            lp = R.nll(x, y, wp)
            a = w[n].copy()
            a[idx] -= h
            wp[n] = a
            fd[idx] = (lp - R.nll(x, y, wp)) / (2 * h)
        assert g[n].shape == spec.HOST_SHAPES[n] and g[n].dtype == np.float64
        np.testing.assert_allclose(g[n], fd, rtol=1e-6, atol=1e-7, err_msg=n)
    # embed rows of ids not in the window get exactly zero gradient
    unused = sorted(set(range(8)) - set(x[0].tolist()))
    assert np.all(g["embed"][unused] == 0)


def test_nll_grad_float32_close_to_float64() -> None:
    w32 = resolve_checkpoint("v0")
    w64 = {n: np.asarray(w32[n], np.float64) for n in spec.WEIGHT_NAMES}
    x, y = spec.window(0)
    l32, g32 = R.nll_grad(x, y, w32)
    l64, g64 = R.nll_grad(x, y, w64)
    assert l32 == pytest.approx(l64, rel=1e-5)
    for n in spec.TRAINED_NAMES:
        assert g32[n].dtype == np.float32
        np.testing.assert_allclose(g32[n], g64[n], rtol=1e-4, atol=1e-4, err_msg=n)


def test_reference_is_independent_and_blas_free() -> None:
    """Guards two invariants by reading the source: the witness imports nothing
    compiled, and reference.py uses no BLAS / SIMD-transcendental / pairwise-sum
    NumPy call on floats (the v1 export must be bitwise reproducible)."""
    import ast
    import inspect

    import kina_play.storylm0 as pkg
    from kina_play.storylm0 import export, rollout_reference, sampling, train, vocab, weights

    for mod in (R, rollout_reference, sampling, train, vocab, weights, export, spec):
        # the two pure-Python helpers every package shares (errors, defensive file reading) are allowed
        src = "\n".join(line for line in inspect.getsource(mod).splitlines()
                        if not line.startswith(("from ..errors import", "from ..inputs import")))
        for banned in ("kina_play.compiler", "kina_play.runtime", "kina_play.lang", "from ..", "import mlir"):
            assert banned not in src, (mod.__name__, banned)
    assert pkg.__doc__
    import kina_play.errors
    import kina_play.inputs

    for mod in (kina_play.errors, kina_play.inputs):  # ... and they import nothing compiled either
        assert not any(b in inspect.getsource(mod) for b in ("kina_play.compiler", "from .lang", "from .compiler",
                                                                "from .runtime", "import mlir")), mod.__name__
    tree = ast.parse(inspect.getsource(R))
    bad = []
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.MatMult):
            bad.append(f"@ at line {node.lineno}")
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "np":
            if node.attr in {"matmul", "dot", "einsum", "inner", "tensordot", "exp", "log", "sum", "mean", "logaddexp", "vdot"}:
                bad.append(f"np.{node.attr} at line {node.lineno}")
    assert not bad, bad
