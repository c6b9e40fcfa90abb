"""Argument checking, the fast paths, threads and generic-instance dispatch."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from kina_play.compiler.build import infer_signatures
from kina_play.compiler.cache import get_or_build
from kina_play.lang.types import TensorType
from kina_play.runtime.module import BoundCall, KinaArgumentError, NativeModule
from kina_play.runtime.signature import Param

MODULES = Path(__file__).parents[1] / "compiler" / "modules"


def load_named(name: str, rename: dict[str, dict], use_helper: bool = True) -> NativeModule:
    """Build a test module with Kina-like signatures: parameter names and
    gather id bounds, as the front end would supply them."""
    text = (MODULES / f"{name}.mlir").read_text()
    sigs = []
    for s in infer_signatures(text):
        spec = rename.get(s.symbol, {})
        names = spec.get("params", [p.name for p in s.params])
        s = replace(
            s,
            symbol=spec.get("symbol", s.symbol),
            source_name=spec.get("source_name", s.symbol),
            params=tuple(Param(n, p.type) for n, p in zip(names, s.params)),
            id_bounds=tuple(spec.get("id_bounds", ())),
        )
        sigs.append(s)
    return NativeModule(get_or_build(text, sigs), use_helper=use_helper)


@pytest.fixture(scope="module")
def slicing(use_helper: bool) -> NativeModule:
    return load_named("slicing", {"concat_op": {"params": ["k_past", "k_new"]}}, use_helper)


@pytest.fixture(scope="module")
def model_ops(use_helper: bool) -> NativeModule:
    return load_named("model_ops", {"gather": {"params": ["table", "token_ids"], "id_bounds": [("token_ids", 5)]}},
                      use_helper)


def kv(*shape: int) -> np.ndarray:
    return np.random.default_rng(0).random(shape, dtype=np.float32)


# -- argument errors ---------------------------------------------------------------


def test_wrong_shape_names_function_parameter_expected_and_got(slicing) -> None:
    with pytest.raises(KinaArgumentError) as e:
        slicing.concat_op(kv(1, 2, 2, 3), kv(1, 2, 2, 1))
    assert str(e.value) == (
        "concat_op: parameter 'k_past' expects f32[1, 2, 2, 2], got float32 array of shape (1, 2, 2, 3)"
    )
    assert isinstance(e.value, ValueError)


@pytest.mark.parametrize(
    "bad, fragment",
    [
        (lambda: kv(1, 2, 2, 2).astype(np.float64), "got float64 array of shape (1, 2, 2, 2)"),
        (lambda: kv(1, 2, 2, 2).astype(np.int64), "got int64 array"),
        (lambda: kv(1, 2, 2, 2).tolist(), "got list"),
        (lambda: np.float32(1.0), "NumPy scalar float32"),
        (lambda: None, "got NoneType"),
        (lambda: np.asfortranarray(kv(1, 2, 2, 2).transpose(0, 1, 3, 2)), "C-contiguous"),
        (lambda: kv(1, 2, 2, 4)[..., ::2], "non-C-contiguous float32 array"),
        (lambda: kv(1, 2, 2, 2).astype(">f4"), "got >f4 array"),
    ],
)
def test_bad_argument_kinds(slicing, bad, fragment: str) -> None:
    with pytest.raises(KinaArgumentError, match="parameter 'k_past'") as e:
        slicing.concat_op(bad(), kv(1, 2, 2, 1))
    assert fragment in str(e.value)


def test_misaligned_array_is_refused(slicing) -> None:
    raw = np.zeros(8 * 4 + 1, np.uint8)
    a = raw[1:].view(np.float32).reshape(1, 2, 2, 2)
    assert not a.flags.aligned
    with pytest.raises(KinaArgumentError, match="aligned"):
        slicing.concat_op(a, kv(1, 2, 2, 1))


def test_argument_count(slicing) -> None:
    with pytest.raises(KinaArgumentError, match=r"concat_op: expects 2 argument\(s\) \(k_past, k_new\), got 1"):
        slicing.concat_op(kv(1, 2, 2, 2))


def test_contiguous_view_with_odd_strides_is_accepted(slicing) -> None:
    base = kv(1, 2, 2, 1)
    # same memory, non-canonical strides on the size-1 dims: still C-contiguous
    b = np.lib.stride_tricks.as_strided(base, shape=(1, 2, 2, 1), strides=(4000, 8, 4, 400))
    assert b.flags.c_contiguous and b.strides != base.strides
    a = kv(1, 2, 2, 2)
    np.testing.assert_array_equal(slicing.concat_op(a, b), np.concatenate([a, base], axis=3))


def test_gather_ids_out_of_range(model_ops) -> None:
    table = kv(5, 3)
    with pytest.raises(KinaArgumentError, match=r"gather: parameter 'token_ids' holds gather id 5, outside \[0, 5\)"):
        model_ops.gather(table, np.array([[0, 5]], np.int64))
    with pytest.raises(KinaArgumentError, match="gather id -1"):
        model_ops.gather(table, np.array([[-1, 0]], np.int64))
    np.testing.assert_array_equal(model_ops.gather(table, np.array([[4, 4]], np.int64)), table[[[4, 4]]])


def test_same_object_mutated_in_place_is_rechecked(slicing) -> None:
    a, b = kv(1, 2, 2, 2), kv(1, 2, 2, 1)
    slicing.concat_op(a, b)
    a.shape = (1, 2, 4, 1)  # same object, same buffer, new shape
    with pytest.raises(KinaArgumentError, match=r"got float32 array of shape \(1, 2, 4, 1\)"):
        slicing.concat_op(a, b)
    a.shape = (1, 2, 2, 2)
    np.testing.assert_array_equal(slicing.concat_op(a, b), np.concatenate([a, b], axis=3))


def test_failed_call_does_not_poison_the_next(slicing) -> None:
    a, b = kv(1, 2, 2, 2), kv(1, 2, 2, 1)
    with pytest.raises(KinaArgumentError):
        slicing.concat_op(a, b.astype(np.float64))
    c = kv(1, 2, 2, 1) + 1
    np.testing.assert_array_equal(slicing.concat_op(a, c), np.concatenate([a, c], axis=3))


# -- call_into / bind ----------------------------------------------------------------


def test_call_into(slicing) -> None:
    a, b = kv(1, 2, 2, 2), kv(1, 2, 2, 1)
    out = np.empty((1, 2, 2, 3), np.float32)
    r = slicing.concat_op.call_into((a, b), out)
    assert r is out
    np.testing.assert_array_equal(out, np.concatenate([a, b], axis=3))
    with pytest.raises(KinaArgumentError, match="result 'result' expects f32"):
        slicing.concat_op.call_into((a, b), np.empty((1, 2, 2, 2), np.float32))
    ro = np.empty((1, 2, 2, 3), np.float32)
    ro.flags.writeable = False
    with pytest.raises(KinaArgumentError, match="read-only"):
        slicing.concat_op.call_into((a, b), ro)


def test_call_into_refuses_an_input_as_output(native) -> None:
    add = native("elementwise").add
    a, b = kv(2, 3), kv(2, 3)
    with pytest.raises(KinaArgumentError, match="result 'result' overlaps parameter 'arg0'"):
        add.call_into((a, b), a)


def test_bind_and_set(slicing) -> None:
    fn = slicing.concat_op
    a, b = kv(1, 2, 2, 2), kv(1, 2, 2, 1)
    bound = fn.bind(a, b)
    assert isinstance(bound, BoundCall)
    r = bound()
    np.testing.assert_array_equal(r, np.concatenate([a, b], axis=3))
    b[...] = 9.0  # in-place writes are seen (same buffer)
    bound.raw()
    assert (bound.outs[0][..., 2] == 9.0).all()
    c = kv(1, 2, 2, 1) - 5
    bound.set("k_new", c)
    np.testing.assert_array_equal(bound(), np.concatenate([a, c], axis=3))
    with pytest.raises(KinaArgumentError, match="k_past"):
        bound.set(0, kv(1, 2, 2, 3))
    with pytest.raises(KinaArgumentError, match="no parameter or result named 'zz'"):
        bound.set("zz", a)
    np.testing.assert_array_equal(bound(), np.concatenate([a, c], axis=3))  # unchanged by failures


def test_raw_call_keeps_its_descriptors_alive(native) -> None:
    import gc

    a, b = kv(2, 3), kv(2, 3)
    raw = native("elementwise").add.bind(a, b).raw  # the BoundCall itself is dropped
    gc.collect()
    for _ in range(3):
        raw()
    np.testing.assert_array_equal(raw.owner.outs[0], a + b)


def test_bind_refuses_overlapping_output(native) -> None:
    add = native("elementwise").add
    big = np.zeros((4, 3), np.float32)
    a, b = big[:2], kv(2, 3)
    with pytest.raises(KinaArgumentError, match="result 'result' overlaps parameter 'arg0'"):
        add.bind(a, b, outs=big[1:3])
    bound = add.bind(a, b)
    with pytest.raises(KinaArgumentError, match="overlaps"):
        bound.set("result", big[1:3])
    np.testing.assert_array_equal(bound(), a + b)


def test_bind_multi_result(native) -> None:
    f = native("calls").twice_and_sum
    x = kv(2, 3)
    outs = f.empty_results()
    bound = f.bind(x, outs=outs)
    d, s = bound()
    assert d is outs[0] and s is outs[1]
    np.testing.assert_allclose(d, 2 * x)


# -- threads ------------------------------------------------------------------


def test_concurrent_calls_from_threads(native) -> None:
    bmm = native("linalg_named").bmm
    errors: list[str] = []

    def work(seed: int) -> None:
        rng = np.random.default_rng(seed)
        for _ in range(300):
            a = rng.random((2, 3, 4), dtype=np.float32)
            b = rng.random((2, 4, 5), dtype=np.float32)
            r = bmm(a, b)
            if not np.allclose(r, a @ b, rtol=1e-5):
                errors.append(f"thread {seed}: wrong result")
                return

    threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


# -- module / generic dispatch ---------------------------------------------------------


def test_module_lookup(slicing) -> None:
    assert slicing.fn("concat_op") is slicing.concat_op
    assert "concat_op" in dir(slicing)
    with pytest.raises(KeyError, match="available: concat_dps"):
        slicing.fn("nope")
    with pytest.raises(AttributeError):
        slicing.nope
    assert "k_past: f32[1, 2, 2, 2]" in repr(slicing.concat_op)


def test_generic_instances_dispatch_on_shapes() -> None:
    """Two monomorphized instances of one Kina function `row<S>`: the module
    exposes both symbols and the Kina name picks by argument shape."""
    text = """
    module {
      func.func @first__S2(%a: tensor<2x4xi64>) -> tensor<4xi64> attributes {llvm.emit_c_interface} {
        %r = tensor.extract_slice %a[0, 0] [1, 4] [1, 1] : tensor<2x4xi64> to tensor<4xi64>
        return %r : tensor<4xi64>
      }
      func.func @first__S3(%a: tensor<3x4xi64>) -> tensor<4xi64> attributes {llvm.emit_c_interface} {
        %r = tensor.extract_slice %a[0, 0] [1, 4] [1, 1] : tensor<3x4xi64> to tensor<4xi64>
        return %r : tensor<4xi64>
      }
    }"""
    sigs = [replace(s, source_name="first", instance=(("S", int(s.symbol[-1])),)) for s in infer_signatures(text)]
    mod = NativeModule(get_or_build(text, sigs))
    a2, a3 = np.arange(8).reshape(2, 4), np.arange(12).reshape(3, 4) + 100
    np.testing.assert_array_equal(mod.first(a2), a2[0])
    np.testing.assert_array_equal(mod.first(a3), a3[0])
    assert mod.first.resolve(a3) is mod.first__S3
    with pytest.raises(KinaArgumentError, match=r"first: no compiled instance takes argument shapes \[\(4, 4\)\]"):
        mod.first(np.zeros((4, 4), np.int64))


def test_signature_types_drive_the_checks() -> None:
    t = TensorType("f32", (1, 2, 2, 2))
    assert str(t) == "f32[1, 2, 2, 2]" and str(TensorType("f32", ())) == "f32[]"
