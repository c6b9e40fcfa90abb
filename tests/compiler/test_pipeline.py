"""The in-process pass pipeline: stages, the facts it relies on, clear errors."""

from __future__ import annotations

import os
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from kina_play.compiler import alloc_guard
from kina_play.compiler.pipeline import (
    BUFFERIZE,
    DEFAULT_PIPELINE,
    STAGES,
    Pipeline,
    REFERENCE_PIPELINE,
    PipelineError,
    lower_to_llvm,
)

MODULES = Path(__file__).parent / "modules"
ALL_MODULES = sorted(p.stem for p in MODULES.glob("*.mlir"))


def module_text(name: str) -> str:
    return (MODULES / f"{name}.mlir").read_text()


def mlir_opt() -> str:
    import mlir

    return os.path.join(list(mlir.__path__)[0], "bin", "mlir-opt")


@pytest.mark.parametrize("name", ALL_MODULES)
def test_test_modules_are_valid_mlir(name: str) -> None:
    proc = subprocess.run([mlir_opt(), str(MODULES / f"{name}.mlir")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("name", ALL_MODULES)
def test_every_stage_is_captured_and_timed(name: str) -> None:
    r = lower_to_llvm(module_text(name), capture=True)
    assert [s.name for s in r.stages] == list(STAGES)
    assert all(s.ms >= 0 for s in r.stages)
    assert r.text("kina") == module_text(name)
    bufferized = r.text("bufferized")
    assert "tensor<" not in bufferized.split("func.func", 1)[1].split("{", 1)[0]
    assert "llvm.func" in r.text("llvm")
    assert "define " in r.text("llvmir")
    # only libc/libm may be called
    assert "memrefCopy" not in r.text("llvm")


def test_without_capture_no_texts_are_kept() -> None:
    r = lower_to_llvm(module_text("elementwise"))
    assert [s.name for s in r.stages] == ["kina", "bufferized", "llvm"]
    with pytest.raises(ValueError, match="not captured"):
        r.text("llvm")


def test_results_become_out_params_and_args_stay_read_only() -> None:
    r = lower_to_llvm(module_text("elementwise"), capture=True)
    buf = r.text("bufferized")
    # add(a, b) -> out-param: three memref arguments, no results
    assert "func.func @add(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>)" in buf
    # the in-place op on a parameter now writes the out-param, not %arg0
    inc = buf.split("func.func @inc_in_place", 1)[1].split("func.func", 1)[0]
    assert "outs(%arg0" not in inc


def test_strided_copies_are_rewritten_to_linalg_copy() -> None:
    r = lower_to_llvm(module_text("slicing"), capture=True)
    buf = r.text("bufferized")
    for line in buf.splitlines():
        if "memref.copy" in line:
            assert "strided" not in line, line
    assert "linalg.copy" in buf
    assert set(r.external_calls) <= {"memcpy", "memset", "memmove"} | alloc_guard.SYMBOLS  # allocations: the guard


def test_surviving_memrefcopy_is_an_error_not_a_crash() -> None:
    no_rewrite = replace(DEFAULT_PIPELINE, name="no-copy-rewrite", rewrite_strided_copies=False)
    with pytest.raises(PipelineError, match="memrefCopy"):
        lower_to_llvm(module_text("slicing"), pipeline=no_rewrite)


def test_tanh_is_libm_in_the_reference_and_a_polynomial_in_hot_loops() -> None:
    r = lower_to_llvm(module_text("elementwise"), capture=True, pipeline=REFERENCE_PIPELINE)
    assert "llvm.intr.tanh" in r.text("llvm") or "tanhf" in r.external_calls
    # The default pipeline expands math in loops of at least min_vector_work
    # iterations; with a threshold of 1 every loop counts as hot.
    hot = replace(DEFAULT_PIPELINE, min_vector_work=1)
    d = lower_to_llvm(module_text("elementwise"), capture=True, pipeline=hot)
    assert "llvm.intr.tanh" not in d.text("llvm") and "tanhf" not in d.external_calls
    small = lower_to_llvm(module_text("elementwise"), capture=True)
    assert "llvm.intr.tanh" in small.text("llvm") or "tanhf" in small.external_calls


def test_linalg_softmax_is_reported_with_a_hint() -> None:
    text = """
    module {
      func.func @sm(%x: tensor<2x4xf32>) -> tensor<2x4xf32> attributes {llvm.emit_c_interface} {
        %e = tensor.empty() : tensor<2x4xf32>
        %r = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
        return %r : tensor<2x4xf32>
      }
    }"""
    with pytest.raises(PipelineError, match=r"linalg\.softmax.*linalg\.generic"):
        lower_to_llvm(text)


def test_an_i1_buffer_is_an_error_not_an_abort() -> None:
    """MemRefToLLVM asserts on a store into an ``i1`` memref, and the
    assertion aborted the process (a ``top_k`` inside a ``while`` once made
    such a buffer); a bool tensor that crosses a call is one."""
    text = """
    #m = affine_map<(d0) -> (d0)>
    module {
      func.func private @positive(%x: tensor<4xf32>) -> tensor<4xi1> {
        %zero = arith.constant 0.0 : f32
        %e = tensor.empty() : tensor<4xi1>
        %r = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel"]}
            ins(%x : tensor<4xf32>) outs(%e : tensor<4xi1>) {
        ^bb0(%a: f32, %o: i1):
          %c = arith.cmpf ogt, %a, %zero : f32
          linalg.yield %c : i1
        } -> tensor<4xi1>
        return %r : tensor<4xi1>
      }
      func.func @relu(%x: tensor<4xf32>) -> tensor<4xf32> attributes {llvm.emit_c_interface} {
        %zero = arith.constant 0.0 : f32
        %p = call @positive(%x) : (tensor<4xf32>) -> tensor<4xi1>
        %e = tensor.empty() : tensor<4xf32>
        %r = linalg.generic {indexing_maps = [#m, #m, #m], iterator_types = ["parallel"]}
            ins(%p, %x : tensor<4xi1>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
        ^bb0(%c: i1, %a: f32, %o: f32):
          %s = arith.select %c, %a, %zero : f32
          linalg.yield %s : f32
        } -> tensor<4xf32>
        return %r : tensor<4xf32>
      }
    }"""
    for pipeline in (DEFAULT_PIPELINE, REFERENCE_PIPELINE):
        with pytest.raises(PipelineError, match="i1 buffers"):
            lower_to_llvm(text, pipeline=pipeline)


def test_parse_error_is_a_pipeline_error() -> None:
    with pytest.raises(PipelineError, match="cannot parse"):
        lower_to_llvm("module { func.func @f( }")


@pytest.mark.parametrize("name", ["expf", "tanhf", "malloc", "memcpy"])
def test_function_names_the_backend_may_call_are_refused(name: str) -> None:
    text = module_text("elementwise").replace("@add(", f"@{name}(")
    with pytest.raises(PipelineError, match=f"{name}.*reserved"):
        lower_to_llvm(text)


def test_exported_functions_and_types_are_reported() -> None:
    r = lower_to_llvm(module_text("calls"))
    assert set(r.exported) == {"twice_and_sum", "caller", "bump_twice"}  # not private, not @main
    assert r.exported["twice_and_sum"] == (("tensor<2x3xf32>",), ("tensor<2x3xf32>", "tensor<f32>"))


def test_pipeline_ident_changes_with_passes() -> None:
    other = Pipeline(name="default", bufferize=BUFFERIZE[:2])
    assert other.ident != DEFAULT_PIPELINE.ident
    assert "buffer-deallocation-pipeline" in DEFAULT_PIPELINE.bufferize_pipeline
    b = DEFAULT_PIPELINE.bufferize_pipeline
    # the order the leak-freedom depends on
    assert b.index("buffer-results-to-out-params") < b.index("promote-buffers-to-stack")
    assert b.index("buffer-results-to-out-params") < b.index("buffer-deallocation-pipeline")
    assert "cse" not in b.split("one-shot-bufferize")[0]


def test_docs_mention_every_stage() -> None:
    doc = Path(__file__).resolve().parents[2] / "docs" / "compiler.md"
    text = doc.read_text()
    for stage in STAGES:
        assert f"`{stage}`" in text


@pytest.mark.parametrize("program", ["storylm0_generate"])
def test_small_programs_get_the_reference_code(program: str) -> None:
    """StoryLM-0's decode steps are far below every vectorization/BLAS
    threshold, and their math ops below a vector: the default pipeline must
    emit exactly the reference pipeline's LLVM IR, so the decode step cannot
    get slower.  (Its 36-token forward, ``storylm0_rollout``, differs since
    its softmax's ``exp`` became the polynomial LLVM vectorizes: 17 %
    faster, and checked against the reference by the differential tests.)"""
    from kina_play.compiler.driver import load
    from kina_play.storylm0.engine import programs_dir

    text = load(programs_dir() / f"{program}.kina").mlir([])
    ref = lower_to_llvm(text, capture=True, pipeline=REFERENCE_PIPELINE).text("llvmir")
    assert lower_to_llvm(text, capture=True).text("llvmir") == ref


SMALL_PROGRAMS = [
    "fn f(x: f32[4, 8], y: f32[8, 3]) -> f32[4, 3] { return softmax(x, axis = 1) @ y + 1.0; }",
    "fn f(t: f32[8, 4], i: i64[1, 5]) -> f32[1, 5, 4] { return tanh(gather(t, i)) * 2.0; }",
    "fn f(x: f32[6, 16]) -> f32[6] { return reduce_sum(exp(x - broadcast(reduce_max(x, axis = 1, keepdims = true), shape = [6, 16])), axis = 1); }",
]


@pytest.mark.parametrize("src", SMALL_PROGRAMS)
def test_skipping_the_schedule_of_a_small_module_changes_nothing(src: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A module whose ops are all below the schedule's size skips the scripts and row
    fusion (they would find nothing); the lowered module must be the same as when it asks."""
    from kina_play.compiler import vectorize
    from kina_play.compiler.driver import load_text

    text = load_text(src, "<small>").mlir([])
    answers: list[bool] = []
    real = vectorize._any_big_op
    monkeypatch.setattr(vectorize, "_any_big_op", lambda module, min_work, **kw: answers.append(
                        real(module, min_work, **kw)) or answers[-1])
    gated = lower_to_llvm(text, capture=True).text("llvm")
    assert answers == [False]  # the schedule was skipped
    monkeypatch.setattr(vectorize, "_any_big_op", lambda module, min_work, **kw: True)
    assert lower_to_llvm(text, capture=True).text("llvm") == gated
