"""Compiled hand-written modules give what NumPy gives."""

from __future__ import annotations

import numpy as np
import pytest

rng = np.random.default_rng(7)


def f32(*shape: int, lo: float = -1.0, hi: float = 1.0) -> np.ndarray:
    return rng.uniform(lo, hi, shape).astype(np.float32)


def close(a: np.ndarray, b: np.ndarray) -> None:
    assert a.dtype == np.asarray(b).dtype and a.shape == np.shape(b)
    np.testing.assert_allclose(a, b, rtol=2e-6, atol=2e-6)


def test_elementwise(native) -> None:
    m = native("elementwise")
    a, b = f32(2, 3), f32(2, 3, lo=0.1, hi=2.0)
    close(m.add(a, b), a + b)
    close(m.math(a, b), np.exp(np.tanh(a)) * np.sqrt(b) + np.log(b))


def test_rank0(native) -> None:
    m = native("elementwise")
    r = m.scalar(np.array(3.0, np.float32), np.array(0.5, np.float32))
    assert r.shape == () and r.dtype == np.float32 and float(r) == 0.5


def test_parameters_are_never_written(native) -> None:
    m = native("elementwise")
    a = f32(4)
    keep = a.copy()
    close(m.inc_in_place(a), keep + 1)
    np.testing.assert_array_equal(a, keep)


def test_identity_i64(native) -> None:
    a = rng.integers(-(2**40), 2**40, (3, 2))
    r = native("elementwise").identity(a)
    assert r.dtype == np.int64 and r is not a
    np.testing.assert_array_equal(r, a)


def test_linalg_named_ops(native) -> None:
    m = native("linalg_named")
    a, b = f32(2, 3, 4), f32(2, 4, 5)
    close(m.bmm(a, b), a @ b)
    a2, b2 = f32(3, 4), f32(4, 5)
    close(m.mm(a2, b2), a2 @ b2)
    close(m.transpose(a), np.transpose(a, (2, 0, 1)).copy())
    row = f32(3)
    close(m.broadcast(row), np.broadcast_to(row, (2, 3)).copy())
    x = f32(3, 4)
    s, mx = m.reduce(x)
    close(s, x.sum(axis=1))
    close(mx, x.max(axis=0))
    y = f32(2, 6)
    close(m.reshape(y), y.reshape(1, 3, 4))
    close(m.reshape2(y), y.reshape(4, 3))


def test_concat_slice_pad(native) -> None:
    m = native("slicing")
    a, b = f32(1, 2, 2, 2), f32(1, 2, 2, 1)
    want = np.concatenate([a, b], axis=3)
    close(m.concat_op(a, b), want)
    close(m.concat_dps(a, b), want)
    x = f32(2, 4, 3)
    close(m.slice(x), x[:, 1:3, :].copy())
    p = f32(2, 3)
    padded = np.pad(p, ((0, 0), (0, 2)))
    close(m.pad_op(p), padded)
    close(m.pad_dps(p), padded)
    ids = rng.integers(0, 100, (3, 4))
    np.testing.assert_array_equal(m.row(ids), ids[2])


def test_multi_result_and_calls(native) -> None:
    m = native("calls")
    x = f32(2, 3)
    d, s = m.twice_and_sum(x)
    close(d, 2 * x)
    assert s.shape == () and s.dtype == np.float32
    np.testing.assert_allclose(s, x.sum(), rtol=1e-5)
    dd, ss = m.caller(x)
    close(dd, 4 * x)
    np.testing.assert_allclose(ss, 2 * x.sum(), rtol=1e-5)
    keep = x.copy()
    close(m.bump_twice(x), x + 2)
    np.testing.assert_array_equal(x, keep)


def test_main_is_not_exported(native) -> None:
    with pytest.raises(AttributeError, match="no function 'main'"):
        native("calls").main


@pytest.mark.parametrize("n", [0, 1, 3, 7])
def test_scf_while(native, n: int) -> None:
    h0, w = f32(2, 2), f32(2, 2)
    i, h = native("loops").iterate(h0, w, np.array(n, np.int64))
    want = h0
    for _ in range(n):
        want = np.tanh(want @ w)
    assert i.dtype == np.int64 and int(i) == n
    np.testing.assert_allclose(h, want, rtol=1e-5, atol=1e-6)


def test_gather_one_hot_softmax_argmax(native) -> None:
    m = native("model_ops")
    table = f32(5, 3)
    ids = np.array([[4, 0]], np.int64)
    close(m.gather(table, ids), table[ids])
    oh = m.one_hot(np.array([[2, 0]], np.int64))
    close(oh, np.eye(4, dtype=np.float32)[[[2, 0]]])
    x = f32(1, 64, 64, lo=-5, hi=5)
    e = np.exp(x - x.max(axis=2, keepdims=True))
    np.testing.assert_allclose(m.softmax(x), e / e.sum(axis=2, keepdims=True), rtol=1e-5, atol=1e-7)
    t = np.array([[0.0, 3.0, 3.0, 1.0, -1.0], [-2.0, -2.0, -3.0, -2.0, -9.0]], np.float32)
    np.testing.assert_array_equal(m.argmax(t), np.argmax(t, axis=1))  # lowest index on ties
