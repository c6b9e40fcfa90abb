"""The performance paths: first-level memo, packed entry points, early
deallocation, the ``vectorize`` pipeline and its polynomial ``exp``."""

from __future__ import annotations

import ctypes
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from kina_play.bench import numpy_scaled_forward, scaled_forward_source, scaled_inputs
from kina_play.compiler import driver
from kina_play.compiler.build import build_shared_object, infer_signatures
from kina_play.compiler.cache import default_cache
from kina_play.compiler.pipeline import (
    DEFAULT_PIPELINE,
    PACKED_PREFIX,
    REFERENCE_PIPELINE,
    VECTORIZE_PIPELINE,
    lower_to_llvm,
)
from kina_play.runtime.module import NativeModule

MODULES = Path(__file__).parent / "modules"


def module_text(name: str) -> str:
    return (MODULES / f"{name}.mlir").read_text()

SMALL = """
fn double(x: f32[2, 3]) -> f32[2, 3] { return x + x; }
fn scaled<N>(x: f32[N]) -> f32[N] { return x * x; }
"""


def _write(tmp_path: Path, text: str, name: str = "small.kina") -> Path:
    p = tmp_path / name
    p.write_text(text)
    return p


# --------------------------------------------------------------- warm start


def test_warm_load_takes_every_unit_from_the_cache(tmp_path: Path) -> None:
    p = _write(tmp_path, SMALL)
    first = driver.load(p)
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(first.native.fn("double")(x), x + x)
    assert first.last_report is not None and not first.last_report.memo_hit

    driver.forget_loaded()
    warm = driver.load(p)
    np.testing.assert_array_equal(warm.native.fn("double")(x), x + x)
    assert warm.last_report.memo_hit and warm.last_report.cache_hit
    assert "func.func @double" in warm.last_report.mlir  # generated on demand


def test_unit_keys_cover_instances_source_and_pipeline(tmp_path: Path) -> None:
    p = _write(tmp_path, SMALL)
    prog = driver.load(p)
    f = prog.instance("scaled", N=4)
    np.testing.assert_array_equal(f(np.full(4, 3, np.float32)), np.full(4, 9, np.float32))
    driver.forget_loaded()
    again = driver.load(p)
    again.instance("scaled", N=4)
    assert again.last_report.memo_hit
    again.instance("scaled", N=5)  # another instance is a miss, and builds only that instance
    assert not again.last_report.memo_hit and again.last_report.symbols[-1] == "scaled__N5"
    # an edited source is a miss, and a bad one fails at load time
    driver.forget_loaded()
    _write(tmp_path, SMALL.replace("x + x", "x * x"))
    edited = driver.load(p)
    np.testing.assert_array_equal(edited.native.fn("double")(np.full((2, 3), 3, np.float32)),
                                  np.full((2, 3), 9, np.float32))
    assert not edited.last_report.memo_hit
    _write(tmp_path, "fn broken(x: f32[2]) -> f32[3] { return x; }")
    with pytest.raises(Exception):
        driver.load(p)


def test_corrupt_library_under_a_unit_key_is_rebuilt(tmp_path: Path) -> None:
    p = _write(tmp_path, SMALL.replace("x + x", "x + x + x"))
    prog = driver.load(p)
    so = Path(prog.native.path)
    # Truncate the cached library on disk.  Through a new inode (temp +
    # rename): truncating the mapped file in place would SIGBUS this very
    # process, which still has the old library loaded.
    tmp = so.with_name(so.name + ".corrupt")
    tmp.write_bytes(so.read_bytes()[:100])
    tmp.replace(so)
    driver.forget_loaded()
    again = driver.load(p)
    x = np.ones((2, 3), np.float32)
    np.testing.assert_array_equal(again.native.fn("double")(x), 3 * x)
    assert not again.last_report.memo_hit


# --------------------------------------------------------------- packed entry


def test_packed_entry_points_are_exported_and_used(tmp_path: Path) -> None:
    text = module_text("elementwise")
    art = build_shared_object(text, infer_signatures(text), tmp_path)
    mod = NativeModule(art)
    f = mod.fn("add")
    lib = ctypes.CDLL(str(art.so_path))
    assert hasattr(lib, PACKED_PREFIX + "add")
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(f(a, a), a + a)
    b = f.bind(a, a)
    b.raw()
    np.testing.assert_array_equal(b.outs[0], a + a)


def test_a_library_without_packed_entries_is_refused(tmp_path: Path) -> None:
    """Every library this compiler builds has ``__kina_packed_<f>``; one
    without it (another tool's, or an older build) is refused at load."""
    from kina_play.runtime.module import KinaLoadError

    text = module_text("elementwise")
    art = build_shared_object(text, infer_signatures(text), tmp_path)
    ghost = replace(art.signatures[0], symbol="not_there")
    with pytest.raises(KinaLoadError, match="does not export __kina_packed_not_there"):
        NativeModule(replace(art, signatures=(ghost,)))


def test_identical_arguments_still_rechecked_after_in_place_edits(tmp_path: Path) -> None:
    text = module_text("elementwise")
    f = NativeModule(build_shared_object(text, infer_signatures(text), tmp_path)).fn("add")
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    f(a, a)
    a.shape = (3, 2)
    with pytest.raises(ValueError, match="expects"):
        f(a, a)


# --------------------------------------------------------------- early dealloc


def test_every_heap_temporary_is_freed() -> None:
    # Every heap temporary has its free (results built in their out-params
    # need neither).  Allocations go through the allocator guard's functions
    # (kina_play/compiler/alloc_guard.py), never plain malloc/free.
    text = lower_to_llvm(module_text("model_ops"), capture=True).text("llvm")
    assert "llvm.call @malloc" not in text and "llvm.call @free" not in text
    assert text.count("llvm.call @_mlir_memref_to_llvm_alloc") == text.count("llvm.call @_mlir_memref_to_llvm_free")


# --------------------------------------------------------------- vectorize


def test_vectorized_scaled_forward_matches_numpy_blas() -> None:
    D, H, T, V = 64, 4, 32, 48
    prog = driver.load_text(scaled_forward_source(D, H, T, V), "<scaled>", pipeline=VECTORIZE_PIPELINE)
    args = scaled_inputs(D, H, T, V, seed=1)
    got = prog.native.fn("forward")(*args)
    want = numpy_scaled_forward(D, H, T)(*args)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


def test_default_pipeline_agrees_with_reference_on_the_programs() -> None:
    from kina_play.storylm0 import reference, spec
    from kina_play.storylm0.engine import programs_dir
    from kina_play.storylm0.weights import patterned_v0

    w = patterned_v0().as_kina_args()
    rollout = programs_dir() / "storylm0_rollout.kina"
    tokens = np.array([list(spec.LOCKED_36)], dtype=np.int64)
    mask = reference.causal_mask(spec.T)
    a = driver.load(rollout, pipeline=REFERENCE_PIPELINE).native.fn("forward")(tokens, mask, *w)
    b = driver.load(rollout).native.fn("forward")(tokens, mask, *w)
    np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-5)
    assert DEFAULT_PIPELINE.ident != REFERENCE_PIPELINE.ident


def test_polynomial_exp_is_accurate() -> None:
    text = """
    module {
      func.func @e(%x: tensor<4096xf32>) -> tensor<4096xf32> attributes {llvm.emit_c_interface} {
        %0 = tensor.empty() : tensor<4096xf32>
        %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                             iterator_types = ["parallel"]} ins(%x : tensor<4096xf32>) outs(%0 : tensor<4096xf32>) {
        ^bb0(%in: f32, %out: f32):
          %2 = math.exp %in : f32
          linalg.yield %2 : f32
        } -> tensor<4096xf32>
        return %1 : tensor<4096xf32>
      }
    }"""
    f = NativeModule(default_cache().get_or_build(text, infer_signatures(text), pipeline=VECTORIZE_PIPELINE)).fn("e")
    rng = np.random.default_rng(0)
    x = np.concatenate([
        rng.uniform(-87.0, 88.7, 4000),
        [0.0, -0.0, 1.0, -1.0, 88.5, 88.8, 100.0, -87.5, -100.0, -1e9, np.inf, -np.inf, np.nan, 1e-8, -1e-8],
    ]).astype(np.float32)
    x = np.pad(x, (0, 4096 - x.size))
    got = f(x).astype(np.float64)
    want = np.exp(x.astype(np.float64))
    finite = np.isfinite(want) & (want > 1.2e-38) & (want < 3.4e38)
    rel = np.abs(got[finite] - want[finite]) / want[finite]
    assert rel.max() < 4e-7  # ≈ 3 ulp
    assert np.isnan(got[np.isnan(x)]).all()
    assert (got[x > 88.73] == np.inf).all()
    assert (got[x < -104.0] == 0.0).all()
    tiny = (x < -87.4) & (x > -103.0)  # denormal results: absolute error below the denormal spacing
    assert np.all(np.abs(got[tiny] - want[tiny]) <= 2 * 1.4e-45)
    assert got[x == 0.0][0] == 1.0
