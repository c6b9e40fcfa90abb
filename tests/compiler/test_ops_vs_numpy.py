"""Every built-in op, compiled from generated Kina source, against NumPy.

Each test writes a small ``.kina`` module, compiles it through the real
pipeline (front end → MLIRGen → pass pipeline → object → ``.so``, into the
session's temporary cache) and compares the native result with a direct
NumPy implementation written here, on several shapes.  Hypothesis draws the
small shapes where a compile is cheap (each new shape is a new module,
≈ 50–80 ms), so ``max_examples`` stays modest and the examples are
derandomized (a failure always reproduces; the database is off so no
``.hypothesis/`` directory appears in the work tree).

Tolerances.  Data-movement ops (gather, broadcast, reshape, transpose,
concat, slice, pad, one_hot, fill, argmax, reduce_max) and all i64
arithmetic must be **bit-exact**.  Float ops are compared with a float64
NumPy reference computed from the very same f32 inputs:

* ``+ - * /`` and unary minus of two f32 values: exact against the f32
  NumPy result (one IEEE operation each);
* ``exp / log / tanh / sqrt``: rtol 1e-6 (≈ 8 f32 ulps; libm's expf/logf/
  tanhf are within 1–2 ulps of the float64 value rounded);
* ``matmul`` / ``reduce_sum`` over K ≤ 8 terms of magnitude ≤ 1: atol 1e-5
  (K·eps32·max|term| with a wide margin — the kernel's summation order is
  not NumPy's);
* ``softmax`` atol 1e-6 on probabilities; ``log_softmax`` rtol 1e-6 +
  atol 1e-5 (the result is ``(x − max) − log Σ``, whose f32 rounding is
  relative to |x − max|, which reaches 1e20 in the large-magnitude cases).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kina_play.compiler.driver import Program, load_text
from kina_play.lang.diagnostics import KinaError
from kina_play.runtime.module import KinaArgumentError
from kina_source import compiled as _compiled, ints, ty  # noqa: E402  (tests/ is on sys.path)

HYP = dict(deadline=None, database=None, derandomize=True,
           suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
FEW = settings(max_examples=10, **HYP)
SOME = settings(max_examples=14, **HYP)


# ------------------------------------------------------------------ helpers


def compiled(src: str) -> Program:
    return _compiled(src, "ops.kina")


def run(src: str, *args, fn: str = "f"):
    return compiled(src).call(fn, *args)


def unary_fn(expr: str, x_ty: str, out_ty: str) -> str:
    return f"fn f(x: {x_ty}) -> {out_ty} {{\n    return {expr};\n}}\n"


def rand_f32(rng: np.random.Generator, shape, scale: float = 1.0) -> np.ndarray:
    return np.asarray(rng.uniform(-1.0, 1.0, size=shape) * scale, dtype=np.float32)  # 0-d stays an array


def exact(got: np.ndarray, want: np.ndarray) -> None:
    want = np.asarray(want)
    assert got.shape == want.shape, (got.shape, want.shape)
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    np.testing.assert_array_equal(got, want)


def close(got: np.ndarray, want: np.ndarray, *, rtol: float = 0.0, atol: float = 0.0) -> None:
    want = np.asarray(want)
    assert got.shape == want.shape, (got.shape, want.shape)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=rtol, atol=atol)


shape_st = st.lists(st.integers(1, 4), min_size=1, max_size=4).map(tuple)
seed_st = st.integers(0, 2**32 - 1)


# ------------------------------------------------------------------- gather


@SOME
@given(n=st.integers(1, 6), d=st.integers(1, 5), ids_shape=st.lists(st.integers(1, 4), max_size=2).map(tuple),
       seed=seed_st)
def test_gather(n, d, ids_shape, seed):
    rng = np.random.default_rng(seed)
    src = (f"fn f(t: {ty('f32', (n, d))}, ids: {ty('i64', ids_shape)}) -> {ty('f32', ids_shape + (d,))} {{\n"
           f"    return gather(t, ids);\n}}\n")
    table = rand_f32(rng, (n, d))
    ids = rng.integers(0, n, size=ids_shape, dtype=np.int64)
    exact(run(src, table, ids), table[ids])


@pytest.mark.parametrize("ids_shape", [(), (5,), (2, 3)], ids=["rank0", "rank1", "rank2"])
def test_gather_i64_table_and_each_ids_rank(ids_shape):
    rng = np.random.default_rng(1)
    src = (f"fn f(t: i64[4, 3], ids: {ty('i64', ids_shape)}) -> {ty('i64', ids_shape + (3,))} {{\n"
           f"    return gather(t, ids);\n}}\n")
    table = rng.integers(-100, 100, size=(4, 3), dtype=np.int64)
    ids = rng.integers(0, 4, size=ids_shape, dtype=np.int64)
    exact(run(src, table, ids), table[ids])
    # Every row reachable, first and last included.
    for i in (0, 3):
        full = np.full(ids_shape, i, dtype=np.int64)
        exact(run(src, table, full), table[full])


# ------------------------------------------------------------------- matmul


@pytest.mark.parametrize("rank", [2, 3, 4])
@FEW
@given(data=st.data())
def test_matmul_f32(rank, data):
    batch = tuple(data.draw(st.lists(st.integers(1, 3), min_size=rank - 2, max_size=rank - 2)))
    m, k, n = (data.draw(st.integers(1, 5)) for _ in range(3))
    rng = np.random.default_rng(data.draw(seed_st))
    a, b = rand_f32(rng, batch + (m, k)), rand_f32(rng, batch + (k, n))
    out_t = ty("f32", batch + (m, n))
    src = (f"fn f(a: {ty('f32', a.shape)}, b: {ty('f32', b.shape)}) -> {out_t} {{ return a @ b; }}\n"
           f"fn g(a: {ty('f32', a.shape)}, b: {ty('f32', b.shape)}) -> {out_t} {{ return matmul(a, b); }}\n")
    want = np.matmul(a.astype(np.float64), b.astype(np.float64))
    close(run(src, a, b), want, atol=1e-5)
    close(run(src, a, b, fn="g"), want, atol=1e-5)


@pytest.mark.parametrize("rank", [2, 3, 4])
def test_matmul_i64_exact(rank):
    rng = np.random.default_rng(rank)
    batch = (2, 3)[: rank - 2]
    a = rng.integers(-1000, 1000, size=batch + (3, 4), dtype=np.int64)
    b = rng.integers(-1000, 1000, size=batch + (4, 2), dtype=np.int64)
    src = f"fn f(a: {ty('i64', a.shape)}, b: {ty('i64', b.shape)}) -> {ty('i64', batch + (3, 2))} {{ return a @ b; }}\n"
    exact(run(src, a, b), np.matmul(a, b))


# ---------------------------------------------------------------- broadcast


@st.composite
def broadcast_case(draw):
    target = draw(st.lists(st.integers(1, 4), min_size=1, max_size=4).map(tuple))
    keep = draw(st.integers(0, len(target)))  # operand rank (left-padded with 1s)
    src = list(target[len(target) - keep:])
    for i in range(len(src)):
        if draw(st.booleans()):
            src[i] = 1  # a 1 → N dim
    return tuple(src), target


@SOME
@given(case=broadcast_case(), seed=seed_st)
def test_broadcast(case, seed):
    x_shape, target = case
    x = rand_f32(np.random.default_rng(seed), x_shape)
    src = unary_fn(f"broadcast(x, shape = {ints(target)})", ty("f32", x_shape), ty("f32", target))
    exact(run(src, x), np.broadcast_to(x, target))


def test_broadcast_rank_padding_and_1_to_n_fixed():
    x = np.arange(3, dtype=np.float32).reshape(3, 1)
    src = unary_fn("broadcast(x, shape = [2, 3, 4])", "f32[3, 1]", "f32[2, 3, 4]")
    exact(run(src, x), np.broadcast_to(x, (2, 3, 4)))
    s = np.array(7, dtype=np.int64)
    src = unary_fn("broadcast(x, shape = [2, 2])", "i64[]", "i64[2, 2]")
    exact(run(src, s), np.full((2, 2), 7, dtype=np.int64))


# ------------------------------------------------------------------ reshape


@st.composite
def reshape_case(draw):
    src = draw(st.lists(st.integers(1, 4), max_size=4).map(tuple))  # rank 0 included
    n = math.prod(src)
    dims: list[int] = []
    rest = n
    for _ in range(draw(st.integers(0, 3))):
        divs = [d for d in range(1, rest + 1) if rest % d == 0]
        d = draw(st.sampled_from(divs))
        dims.append(d)
        rest //= d
    if rest > 1 or draw(st.booleans()):
        dims.append(rest)
    return src, tuple(dims)  # may be () when n == 1


@SOME
@given(case=reshape_case(), seed=seed_st)
def test_reshape(case, seed):
    src_shape, dst = case
    x = rand_f32(np.random.default_rng(seed), src_shape)
    src = unary_fn(f"reshape(x, shape = {ints(dst)})", ty("f32", src_shape), ty("f32", dst))
    exact(run(src, x), x.reshape(dst))


@pytest.mark.parametrize("src_shape,dst", [((1, 1), ()), ((), (1, 1, 1)), ((), ()), ((1,), ()), ((2, 3), (3, 2))])
def test_reshape_to_and_from_rank0(src_shape, dst):
    x = np.asarray(np.arange(math.prod(src_shape)) + 1.5, dtype=np.float32).reshape(src_shape)
    src = unary_fn(f"reshape(x, shape = {ints(dst)})", ty("f32", src_shape), ty("f32", dst))
    exact(run(src, x), x.reshape(dst))


# ---------------------------------------------------------------- transpose


@SOME
@given(shape=st.lists(st.integers(1, 4), max_size=4).map(tuple), data=st.data())
def test_transpose(shape, data):
    perm = data.draw(st.permutations(list(range(len(shape)))))
    x = rand_f32(np.random.default_rng(data.draw(seed_st)), shape)
    out = tuple(shape[p] for p in perm)
    src = unary_fn(f"transpose(x, perm = {ints(perm)})", ty("f32", shape), ty("f32", out))
    exact(run(src, x), np.transpose(x, perm))


def test_transpose_rank0_and_identity():
    # Regression: an identity perm (rank 0: perm = []) made MLIRGen build an
    # empty permutation map, which aborted the whole process.
    s = np.array(2.5, dtype=np.float32)
    exact(run(unary_fn("transpose(x, perm = [])", "f32[]", "f32[]"), s), s)
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    exact(run(unary_fn("transpose(x, perm = [0, 1])", "f32[2, 3]", "f32[2, 3]"), x), x)


# ------------------------------------------------------------------- concat


@SOME
@given(shape=shape_st, data=st.data())
def test_concat_each_axis(shape, data):
    axis = data.draw(st.integers(0, len(shape) - 1))
    nb = data.draw(st.integers(1, 4))
    b_shape = tuple(nb if i == axis else d for i, d in enumerate(shape))
    out = tuple(d + nb if i == axis else d for i, d in enumerate(shape))
    spelled = data.draw(st.sampled_from([axis, axis - len(shape)]))  # negative axes too
    rng = np.random.default_rng(data.draw(seed_st))
    a, b = rand_f32(rng, shape), rand_f32(rng, b_shape)
    src = (f"fn f(a: {ty('f32', shape)}, b: {ty('f32', b_shape)}) -> {ty('f32', out)} {{\n"
           f"    return concat(a, b, axis = {spelled});\n}}\n")
    exact(run(src, a, b), np.concatenate([a, b], axis=axis))


@pytest.mark.parametrize("axis", [0, 1, 2])
def test_concat_i64_each_axis(axis):
    a = np.arange(24, dtype=np.int64).reshape(2, 3, 4)
    b_shape = tuple(1 if i == axis else d for i, d in enumerate(a.shape))
    b = -np.arange(math.prod(b_shape), dtype=np.int64).reshape(b_shape)
    out = tuple(d + 1 if i == axis else d for i, d in enumerate(a.shape))
    src = (f"fn f(a: i64[2, 3, 4], b: {ty('i64', b_shape)}) -> {ty('i64', out)} {{\n"
           f"    return concat(a, b, axis = {axis});\n}}\n")
    exact(run(src, a, b), np.concatenate([a, b], axis=axis))


# -------------------------------------------------------------- slice / pad


@SOME
@given(shape=shape_st, data=st.data())
def test_slice(shape, data):
    axis = data.draw(st.integers(0, len(shape) - 1))
    start = data.draw(st.integers(0, shape[axis] - 1))
    size = data.draw(st.integers(1, shape[axis] - start))
    x = rand_f32(np.random.default_rng(data.draw(seed_st)), shape)
    out = tuple(size if i == axis else d for i, d in enumerate(shape))
    src = unary_fn(f"slice(x, axis = {axis}, start = {start}, size = {size})", ty("f32", shape), ty("f32", out))
    idx = tuple(slice(start, start + size) if i == axis else slice(None) for i in range(len(shape)))
    exact(run(src, x), x[idx])


@SOME
@given(shape=shape_st, data=st.data())
def test_pad(shape, data):
    axis = data.draw(st.integers(0, len(shape) - 1))
    after = data.draw(st.integers(0, 3))  # after = 0 is a no-op
    x = rand_f32(np.random.default_rng(data.draw(seed_st)), shape)
    out = tuple(d + after if i == axis else d for i, d in enumerate(shape))
    src = unary_fn(f"pad(x, axis = {axis}, after = {after})", ty("f32", shape), ty("f32", out))
    widths = [(0, after) if i == axis else (0, 0) for i in range(len(shape))]
    exact(run(src, x), np.pad(x, widths))


def test_slice_and_pad_i64():
    x = np.arange(12, dtype=np.int64).reshape(3, 4) - 6
    src = ("fn f(x: i64[3, 4]) -> (i64[3, 2], i64[5, 4]) {\n"
           "    return (slice(x, axis = 1, start = 1, size = 2), pad(x, axis = 0, after = 2));\n}\n")
    s, p = run(src, x)
    exact(s, x[:, 1:3])
    exact(p, np.pad(x, [(0, 2), (0, 0)]))


# ---------------------------------------------------- softmax / log_softmax


def np_softmax(x: np.ndarray, axis: int) -> np.ndarray:
    x = x.astype(np.float64)
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def np_log_softmax(x: np.ndarray, axis: int) -> np.ndarray:
    x = x.astype(np.float64)
    s = x - x.max(axis=axis, keepdims=True)
    return s - np.log(np.exp(s).sum(axis=axis, keepdims=True))


SOFTMAX_CASES = [((5,), 0), ((3, 4), 0), ((3, 4), 1), ((2, 3, 4), 0), ((2, 3, 4), 1), ((2, 3, 4), 2),
                 ((1, 2, 3, 4), 3), ((1, 2, 3, 4), 1)]


@pytest.mark.parametrize("shape,axis", SOFTMAX_CASES)
def test_softmax_and_log_softmax_each_axis(shape, axis):
    src = (f"fn f(x: {ty('f32', shape)}) -> {ty('f32', shape)} {{ return softmax(x, axis = {axis}); }}\n"
           f"fn g(x: {ty('f32', shape)}) -> {ty('f32', shape)} {{ return log_softmax(x, axis = {axis}); }}\n")
    rng = np.random.default_rng(len(shape) * 10 + axis)
    # Large magnitudes: a naive exp would overflow (e^89 > f32 max) or lose
    # everything to underflow; the max-subtracted form must stay exact-ish.
    for scale in (1.0, 100.0, 1e4, 1e20):
        x = rand_f32(rng, shape, scale)
        sm, lsm = run(src, x), run(src, x, fn="g")
        assert np.isfinite(sm).all() and np.isfinite(lsm).all(), scale
        close(sm, np_softmax(x, axis), atol=1e-6)
        np.testing.assert_allclose(sm.sum(axis=axis, dtype=np.float64), 1.0, atol=1e-6)
        close(lsm, np_log_softmax(x, axis), rtol=1e-6, atol=1e-5)


def test_softmax_ties_and_all_equal():
    src = "fn f(x: f32[2, 3]) -> f32[2, 3] { return softmax(x, axis = 1); }\n"
    x = np.array([[3e38, 3e38, -3e38], [-7.0, -7.0, -7.0]], dtype=np.float32)
    close(run(src, x), np.array([[0.5, 0.5, 0.0], [1 / 3, 1 / 3, 1 / 3]]), atol=1e-7)


# ------------------------------------------------------------------- argmax


@SOME
@given(shape=shape_st, data=st.data())
def test_argmax_ties_lowest_index(shape, data):
    axis = data.draw(st.integers(0, len(shape) - 1))
    rng = np.random.default_rng(data.draw(seed_st))
    # Few distinct values: ties are the common case.
    xf = rng.integers(-2, 2, size=shape).astype(np.float32)
    xi = rng.integers(-2, 2, size=shape).astype(np.int64)
    out = tuple(d for i, d in enumerate(shape) if i != axis)
    src = (f"fn f(x: {ty('f32', shape)}) -> {ty('i64', out)} {{ return argmax(x, axis = {axis}); }}\n"
           f"fn g(x: {ty('i64', shape)}) -> {ty('i64', out)} {{ return argmax(x, axis = {axis}); }}\n")
    exact(run(src, xf), np.argmax(xf, axis=axis))
    exact(run(src, xi, fn="g"), np.argmax(xi, axis=axis))


def test_argmax_extremes():
    src = "fn f(x: f32[4]) -> i64[] { return argmax(x, axis = 0); }\n"
    for x in ([-np.inf, -np.inf, -np.inf, -np.inf], [-3e38, -np.inf, -3e38, 0.0], [1.0, 2.0, 2.0, 2.0],
              [0.0, -0.0, 0.0, 0.0]):
        a = np.array(x, dtype=np.float32)
        exact(run(src, a), np.argmax(a))
    src = "fn f(x: i64[3]) -> i64[] { return argmax(x, axis = 0); }\n"
    a = np.array([-(2**63), -(2**63), -(2**63)], dtype=np.int64)
    exact(run(src, a), np.int64(0))


ARGMAX_NAN_ROWS = [  # (row, the index argmax gives: the first largest number; 0 when every entry is NaN)
    ([np.nan, -np.inf, -np.inf], 1), ([np.nan, np.nan, -np.inf], 2), ([-np.inf, np.nan, -np.inf], 0),
    ([np.nan, np.nan, np.nan], 0), ([np.nan, 1.0, 1.0], 1), ([2.0, np.nan, 2.0], 0), ([1.0, 3.0, np.nan], 1),
    ([np.inf, np.nan, np.inf], 0), ([-np.inf, -np.inf, -np.inf], 0), ([0.0, -0.0, np.nan], 0),
]


@pytest.mark.parametrize("pipeline", ["default", "hot", "reference"])
def test_argmax_nan_never_wins(pipeline):
    """docs/language.md, "argmax and NaN": a NaN never wins, also against a
    row whose numbers are all -inf ([NaN, -inf] gave the NaN's index 0 while
    the running best started at -inf); a row of only NaN gives 0.  The
    interpreter agrees."""
    from dataclasses import replace

    from kina_play.compiler.passes import DEFAULT_PIPELINE, REFERENCE_PIPELINE
    from kina_play.lang.interp import Interpreter

    pipe = {"default": DEFAULT_PIPELINE, "reference": REFERENCE_PIPELINE,
            "hot": replace(DEFAULT_PIPELINE, name="default-hot", min_vector_work=1)}[pipeline]
    x = np.array([r for r, _ in ARGMAX_NAN_ROWS], np.float32)
    want = np.array([i for _, i in ARGMAX_NAN_ROWS], np.int64)
    n = len(ARGMAX_NAN_ROWS)
    src = (f"fn f(x: f32[{n}, 3], xt: f32[3, {n}]) -> (i64[{n}], i64[{n}, 1], i64[{n}]) {{\n"
           f"    return (argmax(x, axis = 1), argmax(x, axis = -1, keepdims = true), argmax(xt, axis = 0));\n}}\n")
    prog = load_text(src, "argmax_nan.kina", pipeline=pipe)
    xt = np.ascontiguousarray(x.T)
    for got in (prog.call("f", x, xt), Interpreter(prog.checked, np.float64).call("f", x.astype(np.float64),
                                                                                  xt.astype(np.float64))):
        exact(got[0], want)
        exact(got[1], want[:, None])
        exact(got[2], want)


# --------------------------------------------------- reduce_sum / reduce_max


@SOME
@given(shape=shape_st, data=st.data())
def test_reduce_sum_and_max(shape, data):
    axis = data.draw(st.integers(0, len(shape) - 1))
    rng = np.random.default_rng(data.draw(seed_st))
    x = rand_f32(rng, shape)
    xi = rng.integers(-50, 50, size=shape, dtype=np.int64)
    out = tuple(d for i, d in enumerate(shape) if i != axis)
    f32o, i64o = ty("f32", out), ty("i64", out)
    src = (f"fn fs(x: {ty('f32', shape)}) -> {f32o} {{ return reduce_sum(x, axis = {axis}); }}\n"
           f"fn fm(x: {ty('f32', shape)}) -> {f32o} {{ return reduce_max(x, axis = {axis - len(shape)}); }}\n"
           f"fn is(x: {ty('i64', shape)}) -> {i64o} {{ return reduce_sum(x, axis = {axis}); }}\n"
           f"fn im(x: {ty('i64', shape)}) -> {i64o} {{ return reduce_max(x, axis = {axis}); }}\n")
    close(run(src, x, fn="fs"), x.astype(np.float64).sum(axis=axis), atol=1e-5)
    exact(run(src, x, fn="fm"), x.max(axis=axis))
    exact(run(src, xi, fn="is"), xi.sum(axis=axis))
    exact(run(src, xi, fn="im"), xi.max(axis=axis))


def test_reduce_max_all_negative_and_inf():
    src = "fn f(x: f32[2, 3]) -> f32[2] { return reduce_max(x, axis = 1); }\n"
    x = np.array([[-5.0, -3.0, -4.0], [-np.inf, -np.inf, -1e38]], dtype=np.float32)
    exact(run(src, x), x.max(axis=1))


# ------------------------------------------------------ exp / log / tanh / sqrt


@pytest.mark.parametrize("op", ["exp", "log", "tanh", "sqrt"])
def test_elementwise_math(op):
    rng = np.random.default_rng(7)
    if op in ("log", "sqrt"):
        x = np.concatenate([rng.uniform(1e-6, 10, 30), rng.uniform(10, 1e30, 10)]).astype(np.float32)
    elif op == "exp":
        x = rng.uniform(-80, 80, 40).astype(np.float32)
    else:
        x = np.concatenate([rng.uniform(-3, 3, 30), [-50, -10, 0, 10, 50, 1e-3, -1e-3, 20, -20, 8]]).astype(np.float32)
    x = x.reshape(2, 4, 5)
    src = unary_fn(f"{op}(x)", "f32[2, 4, 5]", "f32[2, 4, 5]")
    want = getattr(np, op)(x.astype(np.float64))
    close(run(src, x), want, rtol=1e-6)


def test_elementwise_math_edges():
    src = ("fn f(x: f32[4]) -> (f32[4], f32[4], f32[4], f32[4]) {\n"
           "    return (exp(x), log(x), tanh(x), sqrt(x));\n}\n")
    x = np.array([0.0, 1.0, 100.0, -1.0], dtype=np.float32)
    e, lg, th, sq = run(src, x)
    exact(e[:1], np.ones(1, np.float32))
    assert abs(float(e[1]) - math.e) <= 2 * float(np.spacing(np.float32(math.e)))  # ≤ 2 ulp (f32): CPUs with and without FMA differ
    assert e[2] == np.inf  # e^100 overflows f32
    assert lg[0] == -np.inf and lg[1] == 0.0 and np.isnan(lg[3])
    exact(th[:1], np.zeros(1, np.float32))
    assert th[2] == 1.0 and abs(float(th[3]) - math.tanh(-1.0)) <= 2 * abs(float(np.spacing(np.float32(math.tanh(-1.0)))))  # ≤ 2 ulp (f32)
    exact(sq[:2], np.array([0.0, 1.0], dtype=np.float32))
    assert sq[2] == 10.0 and np.isnan(sq[3])


# ----------------------------------------------------------- one_hot / fill


@pytest.mark.parametrize("ids_shape,depth", [((), 5), ((4,), 3), ((2, 3), 8), ((1, 1, 2), 1)])
def test_one_hot(ids_shape, depth):
    rng = np.random.default_rng(depth)
    ids = rng.integers(0, depth, size=ids_shape, dtype=np.int64)
    src = unary_fn(f"one_hot(x, depth = {depth})", ty("i64", ids_shape), ty("f32", ids_shape + (depth,)))
    want = (ids[..., None] == np.arange(depth)).astype(np.float32)
    exact(run(src, ids), want)


def test_fill_f32_i64_negative_rank0():
    src = ("fn f() -> (f32[2, 3], f32[], i64[4], i64[], f32[1]) {\n"
           "    return (fill(f32[2, 3], 0.25), fill(f32[], -1.5e3), fill(i64[4], -7),\n"
           "            fill(i64[], 9223372036854775807), fill(f32[1], 3));\n}\n")
    a, b, c, d, e = run(src)
    exact(a, np.full((2, 3), 0.25, np.float32))
    exact(b, np.array(-1500.0, np.float32))
    exact(c, np.full(4, -7, np.int64))
    exact(d, np.array(2**63 - 1, np.int64))
    exact(e, np.array([3.0], np.float32))


# -------------------------------------------------------- arithmetic, literals


def test_f32_arithmetic_with_literals_on_both_sides():
    src = ("fn f(x: f32[3, 4], y: f32[3, 4]) -> (f32[3, 4], f32[3, 4], f32[3, 4], f32[3, 4], f32[3, 4], f32[3, 4]) {\n"
           "    return (x + y, x - y, x * y, x / y, -x, -(x - y));\n}\n"
           "fn g(x: f32[3, 4]) -> (f32[3, 4], f32[3, 4], f32[3, 4], f32[3, 4], f32[3, 4], f32[3, 4], f32[3, 4], f32[3, 4]) {\n"
           "    return (2.5 + x, x + 2.5, 1.0 - x, x - 0.75, 3 * x, x * -2.0, 1.0 / x, x / 4.0);\n}\n"
           "fn h(x: f32[3, 4]) -> (f32[3, 4], f32[3, 4], f32[3, 4]) {\n"
           "    return (-2.5 * x, x - -1.5, --x);\n}\n")
    rng = np.random.default_rng(3)
    x, y = rand_f32(rng, (3, 4)) + np.float32(2), rand_f32(rng, (3, 4)) - np.float32(2)
    f32 = np.float32
    for got, want in zip(run(src, x, y), [x + y, x - y, x * y, x / y, -x, -(x - y)]):
        exact(got, want)
    wants = [f32(2.5) + x, x + f32(2.5), f32(1) - x, x - f32(0.75), f32(3) * x, x * f32(-2), f32(1) / x, x / f32(4)]
    for got, want in zip(run(src, x, fn="g"), wants):
        exact(got, want)
    for got, want in zip(run(src, x, fn="h"), [f32(-2.5) * x, x + f32(1.5), x]):
        exact(got, want)


def test_literal_only_expressions_fold_like_f32_and_i64_arithmetic():
    # Two literals are folded at compile time; the fold must equal what the
    # unfolded f32 / wrapping i64 code computes (regression: folding went
    # through Python float64 — double rounding, 0.0 / 0.0 = inf — and an
    # overflowing i64 fold crashed MLIRGen with a TypeError).
    src = ("fn f() -> (f32[], f32[], f32[], f32[], i64[], i64[], i64[]) {\n"
           "    return (8.4442 - 0.4048, 1.4 * 6.184, 0.0 / 0.0, 1.0 / 0.0,\n"
           "            9223372036854775807 + 1, 4611686018427387904 * 4, 2 + 3 * 4);\n}\n")
    a, b, c, d, e, f, g = run(src)
    f32 = np.float32
    exact(a, f32(8.4442) - f32(0.4048))
    exact(b, f32(1.4) * f32(6.184))
    assert np.isnan(c) and d == np.inf
    exact(e, np.int64(-(2**63)))
    exact(f, np.int64(0))
    exact(g, np.int64(14))


@SOME
@given(shape=shape_st, seed=seed_st)
def test_i64_arithmetic_wraps_like_numpy(shape, seed):
    rng = np.random.default_rng(seed)
    x = rng.integers(-(2**63), 2**63 - 1, size=shape, dtype=np.int64, endpoint=True)
    y = rng.integers(-5, 5, size=shape, dtype=np.int64)
    t = ty("i64", shape)
    src = (f"fn f(x: {t}, y: {t}) -> ({t}, {t}, {t}, {t}, {t}) {{\n"
           f"    return (x + y, x - y, x * y, -x, (3 - x) * 2 + 9223372036854775807);\n}}\n")
    with np.errstate(over="ignore"):
        wants = [x + y, x - y, x * y, -x, (np.int64(3) - x) * np.int64(2) + np.int64(2**63 - 1)]
    for got, want in zip(run(src, x, y), wants):
        exact(got, want)


# ------------------------------------------------------ generic instances S


DECODE_LIKE = """
// A decode-like generic step: a cache that grows by one on two axes, an
// attention over S + 1 positions, S-dependent slice / pad / broadcast.
fn step<S>(x: f32[1, 4], k_past: f32[1, 4, S], v_past: f32[1, S, 4], w: f32[1, 4, 4])
    -> (f32[1, 4, S + 1], f32[1, S + 1, 4], f32[1, 4], f32[1, 2, S], i64[1]) {
    let q = reshape(x, shape = [1, 1, 4]) @ w;                       // [1, 1, 4]
    let k_next = concat(k_past, reshape(x, shape = [1, 4, 1]), axis = 2);
    let v_next = concat(v_past, reshape(x, shape = [1, 1, 4]), axis = 1);
    let scores = (q @ k_next) * broadcast(fill(f32[], 0.5), shape = [1, 1, S + 1]);
    let probs = softmax(scores, axis = 2);
    let out = reshape(probs @ v_next, shape = [1, 4]);
    let last = slice(k_next, axis = 2, start = S - 1, size = 2);     // [1, 4, 2]
    let tail = pad(slice(last, axis = 1, start = 0, size = 2), axis = 2, after = S - 1);
    let t2 = transpose(slice(tail, axis = 2, start = 0, size = S), perm = [0, 1, 2]);
    return (k_next, v_next, out, t2, argmax(reshape(probs, shape = [1, S + 1]), axis = 1));
}
"""


def decode_like_numpy(x, k_past, v_past, w):
    s = k_past.shape[2]
    x64, kp, vp, w64 = (a.astype(np.float64) for a in (x, k_past, v_past, w))
    q = x64.reshape(1, 1, 4) @ w64
    k_next = np.concatenate([kp, x64.reshape(1, 4, 1)], axis=2)
    v_next = np.concatenate([vp, x64.reshape(1, 1, 4)], axis=1)
    probs = np_softmax((q @ k_next) * 0.5, 2)
    out = (probs @ v_next).reshape(1, 4)
    last = k_next[:, :, s - 1:s + 1]
    tail = np.pad(last[:, 0:2, :], [(0, 0), (0, 0), (0, s - 1)])
    t2 = tail[:, :, :s]
    return k_next, v_next, out, t2, np.argmax(probs.reshape(1, s + 1), axis=1)


def test_generic_instances_s1_to_s8():
    prog = load_text(DECODE_LIKE, "decode_like.kina")
    rng = np.random.default_rng(8)
    x, w = rand_f32(rng, (1, 4)), rand_f32(rng, (1, 4, 4))
    for s in range(1, 9):
        k_past, v_past = rand_f32(rng, (1, 4, s)), rand_f32(rng, (1, s, 4))
        want = decode_like_numpy(x, k_past, v_past, w)
        by_value = prog.instance("step", S=s)
        assert by_value.name == f"step__S{s}"
        got = by_value(x, k_past, v_past, w)
        inferred = prog.call("step", x, k_past, v_past, w)  # instance chosen from the shapes
        for g, i, wnt in zip(got, inferred, want):
            exact(i, g)
            if g.dtype == np.int64:
                exact(g, wnt)
            else:
                close(g, wnt, atol=1e-5)
    # Every instance asked for lives in the one .so, each exported once.
    syms = prog.last_report.symbols
    assert [f"step__S{s}" for s in range(1, 9)] == sorted((x for x in syms if x.startswith("step__")),
                                                           key=lambda n: int(n.split("S")[1]))


def test_generic_instance_refused_is_kina_error():
    prog = load_text(DECODE_LIKE, "decode_like.kina")
    with pytest.raises(KinaError) as info:
        prog.instance("step", S=0)
    assert "step<S=0>" in info.value.diagnostics[0].message


# -------------------------------------------------------------------- while


WHILE_SRC = """
fn power(h0: f32[2, 3], w: f32[3, 3], n: i64[]) -> (i64[], f32[2, 3]) {
    let (i, h) = while (i = 0, h = h0) i < n {
        let next = tanh(h @ w);
        yield (i + 1, next);
    };
    return (i, h);
}
fn doubling(x: f32[]) -> (f32[], i64[]) {
    let (y, k) = while (y = x, k = 0) y < 100.0 {
        yield (y * 2.0, k + 1);
    };
    return (y, k);
}
fn nested(a: f32[2]) -> f32[2] {
    let (i, acc) = while (i = 0, acc = a) 3 > i {
        let (j, inner) = while (j = 0, inner = acc) j <= i {
            yield (j + 1, inner + a);
        };
        yield (i + 1, inner);
    };
    return acc;
}
"""


def test_while_counter_and_matrix_carry():
    prog = load_text(WHILE_SRC, "loops.kina")
    rng = np.random.default_rng(5)
    h0, w = rand_f32(rng, (2, 3)), rand_f32(rng, (3, 3))
    for n in (0, 1, 3, 7):
        i, h = prog.call("power", h0, w, np.array(n, np.int64))
        want = h0.astype(np.float64)
        for _ in range(n):
            want = np.tanh(want @ w.astype(np.float64))
        exact(i, np.int64(n))
        close(h, want, atol=1e-5)
    y, k = prog.call("doubling", np.array(3.0, np.float32))
    exact(y, np.float32(192.0))
    exact(k, np.int64(6))
    y, k = prog.call("doubling", np.array(500.0, np.float32))  # zero iterations
    exact(y, np.float32(500.0))
    exact(k, np.int64(0))
    a = np.array([1.0, -2.0], np.float32)
    exact(prog.call("nested", a), a * 7)  # 1 + (1 + 2 + 3) additions


def test_llm_generate_program():
    from kina_play.storylm0.engine import programs_dir

    prog = load_text((programs_dir() / "llm_generate.kina").read_text(), "llm_generate.kina")
    rng = np.random.default_rng(11)
    h0, w = rand_f32(rng, (1, 4)), rand_f32(rng, (4, 4))
    want = h0.astype(np.float64)
    for _ in range(3):
        want = np.tanh(want @ w.astype(np.float64))
    close(prog.call("llm_generate", h0, w), want, atol=1e-5)


# --------------------------------------------- multi-result, rank 0, calls


CALLS_SRC = """
fn top(x: f32[2, 3], s: f32[]) -> (f32[], f32[2, 3], i64[2]) {
    let (total, scaled) = helper(x, s);      // helper is defined below
    return (total, scaled, argmax(scaled, axis = 1));
}
fn helper(x: f32[2, 3], s: f32[]) -> (f32[], f32[2, 3]) {
    let scaled = x * broadcast(s, shape = [2, 3]);
    return (sum2(scaled), scaled);
}
fn sum2(x: f32[2, 3]) -> f32[] {
    return reduce_sum(reduce_sum(x, axis = 1), axis = 0);
}
fn scalar(a: f32[], b: f32[]) -> f32[] {
    return a * b + sum2(fill(f32[2, 3], 1.0)) - sqrt(b);
}
fn echo(x: f32[2, 3]) -> (f32[2, 3], f32[2, 3], f32[]) {
    return (x, x, 1.5);
}
fn uses_generic(x: f32[3]) -> f32[4] {
    return grow(x) + grow(slice(x, axis = 0, start = 0, size = 3));
}
fn grow<N>(v: f32[N]) -> f32[N + 1] {
    return pad(v, axis = 0, after = 1) * 2.0;
}
"""


def test_multi_result_rank0_and_calls_between_functions():
    prog = load_text(CALLS_SRC, "calls.kina")
    rng = np.random.default_rng(2)
    x, s = rand_f32(rng, (2, 3)), np.array(1.75, np.float32)
    total, scaled, am = prog.call("top", x, s)
    want = x * s
    exact(scaled, want)
    close(total, want.astype(np.float64).sum(), atol=1e-5)
    exact(am, np.argmax(want, axis=1))
    a, b = np.array(3.0, np.float32), np.array(4.0, np.float32)
    out = prog.call("scalar", a, b)
    assert out.shape == () and out.dtype == np.float32
    exact(out, np.float32(12.0 + 6.0 - 2.0))
    e1, e2, lit = prog.call("echo", x)
    exact(e1, x)
    exact(e2, x)
    exact(lit, np.float32(1.5))
    assert e1 is not e2 and not np.shares_memory(e1, x)
    v = rand_f32(rng, (3,))
    exact(prog.call("uses_generic", v), np.pad(v, (0, 1)) * np.float32(2) * np.float32(2))


def test_the_same_computed_value_returned_twice():
    # Regression: `return (y, y)` with y computed in the function made
    # buffer-results-to-out-params segfault, killing the whole process
    # (also hit by every `x + y` loss: dL/dx and dL/dy are one value).
    src = ("fn f(x: f32[2, 3]) -> (f32[2, 3], f32[2, 3], f32[]) {\n"
           "    let y = x * 2.0;\n    let s = reduce_sum(reduce_sum(y, axis = 1), axis = 0);\n"
           "    return (y, y, s);\n}\n"
           "fn g(x: f32[]) -> (f32[], f32[], f32[]) {\n    let y = x + 1.0;\n    return (y, y, y);\n}\n"
           "fn h(x: f32[2, 3]) -> (f32[2, 3], f32[2, 3], f32[]) {\n"
           "    let (a, b, s) = f(x);\n    let (i, p, q) = while (i = 0, p = a, q = b) i < 2 {\n"
           "        let z = p + q;\n        yield (i + 1, z, z);\n    };\n    return (p, q, s);\n}\n")
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    a, b, s = run(src, x)
    exact(a, x * 2)
    exact(b, x * 2)
    assert not np.shares_memory(a, b)
    exact(s, np.float32(30.0))
    for r in run(src, np.array(1.5, np.float32), fn="g"):
        exact(r, np.float32(2.5))
    p, q, s = run(src, x, fn="h")
    exact(p, x * 8)
    exact(q, x * 8)


ALIASING_LOOPS = [  # (prelude, carries' initial values, yield, return)
    ("let a = x * 2.0;", "p = a, q = a", "p, q", "(p, q)"),
    ("let a = x * 2.0;", "p = a, q = a", "q, p", "(q, a)"),
    ("let a = x * 2.0;", "p = a, q = x", "z, z", "(p, p)"),
    ("let (a, b, s) = f(x);", "p = a, q = b", "z, z", "(p, q)"),
    ("let (a, b, s) = f(x);", "p = a, q = a", "z, a", "(q, a)"),
    ("let a = x;", "p = x, q = x", "z, q", "(p, x)"),
]


@pytest.mark.parametrize("prelude,inits,yields,ret", ALIASING_LOOPS)
def test_loops_that_carry_yield_or_return_one_value_twice(prelude, inits, yields, ret):
    """Regression: these crashed the compiler process (segfault in
    buffer-results-to-out-params, or an assertion lowering the deallocation
    helper's memref<?xi1>).  Checked against the interpreter."""
    from kina_play.lang.interp import Interpreter

    src = ("fn f(x: f32[2, 3]) -> (f32[2, 3], f32[2, 3], f32[]) {\n"
           "    let y = x * 2.0;\n    return (y, y, reduce_sum(reduce_sum(y, axis = 1), axis = 0));\n}\n"
           f"fn h(x: f32[2, 3]) -> (f32[2, 3], f32[2, 3]) {{\n    {prelude}\n"
           f"    let (i, p, q) = while (i = 0, {inits}) i < 3 {{\n        let z = p + q;\n"
           f"        yield (i + 1, {yields});\n    }};\n    return {ret};\n}}\n")
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    keep = x.copy()
    got = run(src, x, fn="h")
    want = Interpreter(compiled(src).checked, np.float32).call("h", x)
    for g, w in zip(got, want):
        exact(g, w)
    assert not np.shares_memory(got[0], got[1])
    exact(x, keep)  # the argument is never written


def test_duplicate_result_made_by_canonicalization_does_not_kill_the_process(tmp_path):
    """Regression: ``(y * 1.0, y)`` canonicalizes to ``return (y, y)`` after
    MLIRGen, which segfaulted buffer-results-to-out-params (fixed in the
    pipeline: ``dedup_return_operands``).  Run in a subprocess so that a
    regression fails this test instead of killing the whole session."""
    import os
    import subprocess
    import sys

    code = ("import numpy as np\nfrom kina_play.compiler.driver import load_text\n"
            "p = load_text('fn f(x: f32[2]) -> (f32[2], f32[2]) { let y = x * 2.0; return (y * 1.0, y); }')\n"
            "a, b = p.call('f', np.ones(2, np.float32))\nassert (a == 2).all() and (b == 2).all()\n")
    env = dict(os.environ, KINA_PLAY_CACHE_DIR=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    crashed = proc.returncode < 0 or proc.returncode >= 128  # killed by SIGSEGV / SIGABRT
    assert proc.returncode == 0, f"{'crashed' if crashed else 'failed'}, exit {proc.returncode}: {proc.stderr[-500:]}"


# ---------------------------------------------------------- argument checks


ARGS_SRC = """
fn f(table: f32[4, 3], ids: i64[2, 2], s: f32[]) -> f32[2, 2, 3] {
    return gather(table, ids) * broadcast(s, shape = [2, 2, 3]);
}
fn via(tokens: i64[2, 2], t: f32[4, 3]) -> f32[2, 2, 3] {
    return f(t, tokens, fill(f32[], 1.0));
}
"""


@pytest.fixture(scope="module")
def args_prog() -> Program:
    return load_text(ARGS_SRC, "args.kina")


def good_args():
    return (np.arange(12, dtype=np.float32).reshape(4, 3), np.array([[0, 1], [2, 3]], np.int64),
            np.array(2.0, np.float32))


@pytest.mark.parametrize("case", ["dtype", "shape", "rank0-shape", "non-contiguous", "count-few", "count-many",
                                  "id-high", "id-negative", "not-an-array", "byte-order"])
def test_argument_errors_name_the_parameter(args_prog, case):
    f = args_prog.native.fn("f")
    table, ids, s = good_args()
    expect = {"dtype": "table", "shape": "ids", "rank0-shape": "s", "non-contiguous": "table",
              "id-high": "ids", "id-negative": "ids", "not-an-array": "s", "byte-order": "table"}.get(case)
    args: tuple = (table, ids, s)
    if case == "dtype":
        args = (table.astype(np.float64), ids, s)
    elif case == "shape":
        args = (table, ids.reshape(4, 1), s)
    elif case == "rank0-shape":
        args = (table, ids, s.reshape(1))
    elif case == "non-contiguous":
        args = (np.arange(24, dtype=np.float32).reshape(4, 6)[:, ::2], ids, s)
        assert not args[0].flags.c_contiguous and args[0].shape == (4, 3)
    elif case == "count-few":
        args = (table, ids)
    elif case == "count-many":
        args = (table, ids, s, s)
    elif case == "id-high":
        args = (table, np.array([[0, 1], [4, 3]], np.int64), s)
    elif case == "id-negative":
        args = (table, np.array([[0, -1], [2, 3]], np.int64), s)
    elif case == "not-an-array":
        args = (table, ids, 2.0)
    elif case == "byte-order":
        args = (table.astype(table.dtype.newbyteorder()), ids, s)
    with pytest.raises(KinaArgumentError) as info:
        f(*args)
    msg = str(info.value)
    assert msg.startswith("f"), msg
    if expect is not None:
        assert f"'{expect}'" in msg, msg
    else:
        assert "3" in msg and "argument" in msg.lower(), msg
    if case.startswith("id-"):
        assert "outside [0, 4)" in msg, msg
    # The function still works afterwards: nothing was corrupted.
    exact(f(*good_args()), (table[ids] * s))


def test_gather_id_bound_propagates_through_a_call(args_prog):
    via = args_prog.native.fn("via")
    t = np.ones((4, 3), np.float32)
    with pytest.raises(KinaArgumentError, match=r"'tokens' holds gather id 7, outside \[0, 4\)"):
        via(np.array([[0, 7], [1, 1]], np.int64), t)
    exact(via(np.array([[3, 0], [1, 1]], np.int64), t), np.ones((2, 2, 3), np.float32))


def test_argument_errors_through_program_call(args_prog):
    table, ids, s = good_args()
    with pytest.raises(KinaArgumentError, match="'s'"):
        args_prog.call("f", table, ids, np.array(2.0, np.float64))
    with pytest.raises(KinaArgumentError, match="'table'"):
        args_prog.call("f", table.astype(np.int64), ids, s)


def test_generic_wrong_shape_is_a_clear_error():
    prog = load_text(DECODE_LIKE, "decode_like.kina")
    x, w = np.zeros((1, 4), np.float32), np.zeros((1, 4, 4), np.float32)
    with pytest.raises(ValueError, match="v_past"):
        prog.call("step", x, np.zeros((1, 4, 2), np.float32), np.zeros((1, 3, 4), np.float32), w)
    inst = prog.instance("step", S=2)
    with pytest.raises(KinaArgumentError, match="'v_past'"):
        inst(x, np.zeros((1, 4, 2), np.float32), np.zeros((1, 3, 4), np.float32), w)
