"""The API is exact: every way around the argument checks is refused with the
documented :class:`KinaArgumentError`, on both call paths (C helper and
pure Python).  Results are compared with NumPy doing the same math."""

from __future__ import annotations

import gc
import warnings
from typing import Callable

import numpy as np
import pytest

from kina_play.runtime.module import KinaArgumentError, NativeModule


@pytest.fixture(scope="module")
def mods(native: Callable[[str], NativeModule], use_helper: bool) -> Callable[[str], NativeModule]:
    """``mods("elementwise")``: the test module, loaded for this call path."""
    cache: dict[str, NativeModule] = {}

    def get(name: str) -> NativeModule:
        if name not in cache:
            cache[name] = NativeModule(native(name).artifact, use_helper=use_helper)
        return cache[name]

    return get


def rnd(*shape: int, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).random(shape, dtype=np.float32)


def test_the_path_under_test_is_the_one_used(mods, use_helper: bool) -> None:
    assert mods("elementwise").add.accelerated is use_helper


# ---------------------------------------------------------------- aliasing


def test_call_into_refuses_two_results_sharing_one_buffer(mods) -> None:
    f = mods("calls").twice_and_sum  # (x: f32[2, 3]) -> (f32[2, 3], f32[])
    x = rnd(2, 3)
    buf = np.zeros(7, np.float32)
    d, s = buf[:6].reshape(2, 3), buf[5:6].reshape(())
    with pytest.raises(KinaArgumentError, match="result 'result1' overlaps result 'result0'"):
        f.call_into((x,), (d, s))
    assert not buf.any()  # refused before the call
    d, s = buf[:6].reshape(2, 3), buf[6:7].reshape(())  # adjacent, not overlapping: fine
    f.call_into((x,), (d, s))
    np.testing.assert_allclose(d, 2 * x, rtol=1e-6)
    assert float(s) == pytest.approx(float(x.astype(np.float64).sum()), rel=1e-5)


def test_call_into_refuses_a_result_overlapping_an_input(mods) -> None:
    add = mods("elementwise").add
    big = np.zeros((4, 3), np.float32)
    a, b = big[:2], rnd(2, 3)
    with pytest.raises(KinaArgumentError, match="result 'result' overlaps parameter 'arg0'"):
        add.call_into((a, b), big[1:3])  # shares one row with a
    with pytest.raises(KinaArgumentError, match="overlaps parameter 'arg1'"):
        add.call_into((a, b), b)
    out = big[2:4]  # next to a, not over it
    add.call_into((a, b), out)
    np.testing.assert_array_equal(out, a + b)


def test_inputs_may_share_memory(mods) -> None:
    add = mods("elementwise").add
    a = rnd(2, 3)
    np.testing.assert_array_equal(add(a, a), a + a)


# ---------------------------------------------------------------- masked arrays


def test_masked_arrays_are_refused_everywhere(mods) -> None:
    add = mods("elementwise").add
    a = np.ma.masked_array(rnd(2, 3), mask=np.eye(2, 3, dtype=bool))
    b = rnd(2, 3)
    for call in (lambda: add(a, b), lambda: add.call_into((b, a), np.empty((2, 3), np.float32)),
                 lambda: add.bind(a, b), lambda: add.call_into((b, b), np.ma.masked_array(np.empty((2, 3), np.float32)))):
        with pytest.raises(KinaArgumentError, match="masked array"):
            call()
    bound = add.bind(b, b)
    with pytest.raises(KinaArgumentError, match="'arg1' is a masked array"):
        bound.set(1, a)


# ---------------------------------------------------------------- strides and pointers


def _set_strides(a: np.ndarray, strides: tuple[int, ...]) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # NumPy 2.4 deprecates it; it still works
        try:
            a.strides = strides
        except AttributeError:
            pytest.skip("this NumPy cannot edit strides in place, so the attack cannot be made")


def test_strides_edited_in_place_are_seen_by_the_plain_call(mods) -> None:
    add = mods("elementwise").add
    a, b = rnd(2, 3), rnd(2, 3, seed=1)
    np.testing.assert_array_equal(add(a, b), a + b)  # the same objects are called again below
    _set_strides(a, (0, 4))  # every row now reads row 0
    with pytest.raises(KinaArgumentError, match="parameter 'arg0' expects a C-contiguous"):
        add(a, b)
    with pytest.raises(KinaArgumentError, match="C-contiguous"):
        add.call_into((a, b), np.empty((2, 3), np.float32))


def test_strides_edited_in_place_are_seen_by_a_bound_call(mods) -> None:
    add = mods("elementwise").add
    a, b = rnd(2, 3), rnd(2, 3, seed=1)
    bound = add.bind(a, b)
    np.testing.assert_array_equal(bound(), a + b)
    _set_strides(a, (0, 4))
    for call in (bound, bound.raw):
        with pytest.raises(KinaArgumentError, match="parameter 'arg0' expects a C-contiguous"):
            call()


def test_data_pointer_is_read_at_each_call(mods) -> None:
    add = mods("elementwise").add
    a, b = rnd(2, 3), rnd(2, 3, seed=1)
    add(a, b)
    a.resize((4096,), refcheck=False)  # nobody else holds a: its buffer is reallocated
    a[:6] = np.arange(6, dtype=np.float32)
    a.resize((2, 3), refcheck=False)
    np.testing.assert_array_equal(add(a, b), np.arange(6, dtype=np.float32).reshape(2, 3) + b)


# ---------------------------------------------------------------- bound calls: pinning and re-reading


def test_a_bound_call_pins_its_arrays_against_resize(mods) -> None:
    add = mods("elementwise").add
    a, b = rnd(2, 3), rnd(2, 3, seed=1)
    base = np.zeros(12, np.float32)
    out = base[:6].reshape(2, 3)  # a view: its owner must be pinned too
    bound = add.bind(a, b, outs=out)
    for arr in (a, base):
        with pytest.raises(ValueError, match="cannot resize"):
            arr.resize((1 << 20,), refcheck=False)
    np.testing.assert_array_equal(bound(), a + b)
    np.testing.assert_array_equal(base[:6].reshape(2, 3), a + b)
    del bound, out
    gc.collect()
    base.resize((24,), refcheck=False)  # released with the bound call
    assert base.shape == (24,)


def test_a_bound_call_refuses_metadata_edited_since_bind(mods) -> None:
    add = mods("elementwise").add
    a, b = rnd(2, 3), rnd(2, 3, seed=1)
    bound = add.bind(a, b)
    a.shape = (3, 2)
    with pytest.raises(KinaArgumentError, match=r"parameter 'arg0' expects f32\[2, 3\], got float32 array of shape \(3, 2\)"):
        bound()
    a.shape = (2, 3)
    a.dtype = np.int32  # same bytes, another element type
    with pytest.raises(KinaArgumentError, match="got int32 array"):
        bound.raw()
    a.dtype = np.float32
    bound.outs[0].flags.writeable = False
    with pytest.raises(KinaArgumentError, match="result 'result' is read-only"):
        bound()
    bound.outs[0].flags.writeable = True
    np.testing.assert_array_equal(bound(), a + b)


def test_a_bound_call_rechecks_gather_ids_at_each_call(native, use_helper: bool) -> None:
    from dataclasses import replace

    base = native("model_ops")
    sig = replace(base.artifact.signature("gather"), id_bounds=(("arg1", 5),))
    art = replace(base.artifact, signatures=(sig,))
    gather = NativeModule(art, use_helper=use_helper).gather
    table, ids = rnd(5, 3), np.array([[0, 4]], np.int64)
    bound = gather.bind(table, ids)
    np.testing.assert_array_equal(bound(), table[[[0, 4]]])
    ids[0, 1] = 5  # edited in place after bind
    with pytest.raises(KinaArgumentError, match=r"holds gather id 5, outside \[0, 5\)"):
        bound()
    ids[0, 1] = 2
    np.testing.assert_array_equal(bound(), table[[[0, 2]]])


@pytest.mark.parametrize("which", [100, 3, -1, True, 1.5, None])
def test_set_with_a_bad_index_raises_the_argument_error(mods, which) -> None:
    add = mods("elementwise").add  # slots 0, 1 (parameters) and 2 (result)
    a, b = rnd(2, 3), rnd(2, 3, seed=1)
    bound = add.bind(a, b)
    with pytest.raises(KinaArgumentError, match=r"set\(\) takes a name or an index in \[0, 3\)"):
        bound.set(which, a)
    np.testing.assert_array_equal(bound(), a + b)


def test_set_by_index_reaches_results_too(mods) -> None:
    add = mods("elementwise").add
    a, b = rnd(2, 3), rnd(2, 3, seed=1)
    bound = add.bind(a, b)
    out = np.empty((2, 3), np.float32)
    bound.set(2, out)
    assert bound() is out
    np.testing.assert_array_equal(out, a + b)


# ---------------------------------------------------------------- the result pool


def test_pooled_results_never_overwrite_what_the_caller_kept(mods) -> None:
    add = mods("elementwise").add
    step = add.pooled()
    a, b = rnd(2, 3), rnd(2, 3, seed=1)
    kept = step(a, b)
    view = step(b, b)[:1]  # only a view of the second result survives
    for k in range(5):
        c = rnd(2, 3, seed=10 + k)
        np.testing.assert_array_equal(step(c, c), c + c)
    np.testing.assert_array_equal(kept, a + b)
    np.testing.assert_array_equal(view, (b + b)[:1])


def test_the_pool_reuses_an_unreferenced_result(mods, use_helper: bool) -> None:
    step = mods("elementwise").add.pooled()
    a = rnd(2, 3)
    r = step(a, a)
    addr = r.__array_interface__["data"][0]
    del r
    r = step(a, a)
    np.testing.assert_array_equal(r, a + a)
    if use_helper:
        assert r.__array_interface__["data"][0] == addr


def test_bool_arrays_are_checked_and_passed_like_the_others(use_helper: bool) -> None:
    from kina_play.compiler.driver import load_text

    prog = load_text("fn pick(c: bool[2, 3], a: f32[2, 3], b: f32[2, 3]) -> f32[2, 3] {\n"
                     "    return select(c, a, b);\n}\n", "pick.kina")
    pick = NativeModule(prog.native.artifact, use_helper=use_helper).pick
    c = np.array([[True, False, True], [False, False, True]])
    a, b = rnd(2, 3), rnd(2, 3, seed=1)
    np.testing.assert_array_equal(pick(c, a, b), np.where(c, a, b))
    with pytest.raises(KinaArgumentError, match=r"parameter 'c' expects bool\[2, 3\], got int8 array"):
        pick(c.astype(np.int8), a, b)


def test_malformed_args_and_outs_raise_the_argument_error(mods) -> None:
    add = mods("elementwise").add
    a = rnd(2, 3)
    for call in (lambda: add.call_into((a, a), None), lambda: add.call_into(a, np.empty((2, 3), np.float32)),
                 lambda: add.bind(a, a, outs=5), lambda: add.call_into((a, a), ()), lambda: add(a)):
        with pytest.raises(KinaArgumentError, match="add: "):
            call()
