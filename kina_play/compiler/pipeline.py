"""Tensor-level Kina MLIR → LLVM dialect → LLVM IR, in-process.

:func:`lower_to_llvm` runs one :class:`.passes.Pipeline` (the pass strings),
the Python rewrites between its passes (:mod:`.rewrites`) and the checks
that keep a bad module from crashing the process (only LLVM-dialect ops
left; only libc/libm called, :mod:`.host_symbols`).

Stages (names are what the app and ``kina-play compile --emit`` show):

``kina``
    The input: ``func``/``tensor``/``linalg``/``arith``/``math``/``scf`` on
    tensors, ``llvm.emit_c_interface`` on every exported function.
``bufferized``
    The default pipeline's schedule (:mod:`.vectorize`: large contractions
    and elementwise ops tiled and vectorized, elementwise math expanded into
    polynomials), then tensors become memrefs: results become
    caller-allocated out-params, temporaries go to the stack or get explicit
    deallocations (moved to the buffer's last use), strided copies become
    ``linalg.copy``.
``llvm``
    The LLVM dialect, plus packed entry points.  External calls are checked
    here against libc/libm *before* any JIT sees the module.
``llvmir``
    LLVM IR text (translated in-process; only produced when captured).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Callable

from . import blas, parallel
from .errors import PipelineError
from .host_symbols import (  # noqa: F401  (re-exported: build, driver, tests)
    _host_symbol_available,
    check_external_calls,
    is_reserved_name,
    reserved_reason,
)
from .passes import (  # noqa: F401  (re-exported)
    BUFFERIZE,
    DEFAULT_PIPELINE,
    LOWER_TO_LLVM,
    LOWER_VECTOR_TO_LLVM,
    PIPELINES,
    PRE_BUFFERIZE,
    REFERENCE_PIPELINE,
    STACK_PROMOTION,
    STAGES,
    VECTORIZE_PIPELINE,
    Pipeline,
    _module_pipeline,
)
from .rewrites import (  # noqa: F401  (re-exported)
    PACKED_PREFIX,
    add_packed_entry_points,
    dedup_return_operands,
    defined_functions,
    early_deallocs,
    elide_result_copies,
    hoist_loop_allocas,
    exported_functions,
    mark_public_args_read_only,
    rewrite_strided_copies,
    stack_loop_temporaries,
)

if TYPE_CHECKING:  # the bindings load lazily; they ship no type information
    from mlir import ir

_exported_functions = exported_functions  # the name build.py imports

@dataclass
class Stage:
    name: str
    ms: float
    text: str | None = None


@dataclass
class LoweringResult:
    """The LLVM-dialect module (ready for ``ExecutionEngine``) and per-stage info.

    ``module`` keeps its ``mlir.ir.Context`` alive; do not share it across
    threads.  ``stages[i].text`` is filled only with ``capture=True``.
    """

    module: ir.Module  # in the LLVM dialect
    context: ir.Context  # owning the module
    pipeline: Pipeline
    stages: list[Stage] = field(default_factory=list)
    exported: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = field(default_factory=dict)
    """Public functions with ``llvm.emit_c_interface`` → (input, result) MLIR types."""
    external_calls: tuple[str, ...] = ()  # libc/libm symbols the code calls
    parallel_loops: int = 0  # loops turned into parallel regions (:mod:`.parallel`)

    def stage(self, name: str) -> Stage:
        for s in self.stages:
            if s.name == name:
                return s
        raise KeyError(name)

    def text(self, name: str) -> str:
        t = self.stage(name).text
        if t is None:
            raise ValueError(f"stage {name!r} was not captured (use capture=True)")
        return t

    @property
    def stage_ms(self) -> dict[str, float]:
        return {s.name: s.ms for s in self.stages}


# --------------------------------------------------------------------------
# Lowering
# --------------------------------------------------------------------------

def lower_to_llvm(
    module_text: str, *, capture: bool = False, pipeline: Pipeline = DEFAULT_PIPELINE
) -> LoweringResult:
    """Parse tensor-level MLIR and lower it in-process to the LLVM dialect.

    Raises :class:`PipelineError` with the MLIR diagnostics if parsing or a
    pass fails, or if the lowered code would call anything but libc/libm.
    """
    from mlir import ir, passmanager

    from .mlirctx import thread_context

    ctx = thread_context()
    stages: list[Stage] = []
    with ctx, ir.Location.unknown():
        t0 = time.perf_counter()
        try:
            module = ir.Module.parse(module_text)
        except Exception as e:  # MLIRError carries the diagnostics
            raise PipelineError(f"cannot parse Kina MLIR:\n{e}") from e
        exported = exported_functions(module)
        clashes = [n for n in defined_functions(module) if is_reserved_name(n)]
        if clashes:
            raise PipelineError(
                f"function name(s) {clashes} are reserved ("
                + "; ".join(str(reserved_reason(n)) for n in clashes) + "); rename them"
            )
        mark_public_args_read_only(module)
        stages.append(Stage("kina", _ms(t0), module_text if capture else None))

        t0 = time.perf_counter()
        if pipeline.blas_min_work:
            blas.outline_contractions(module, pipeline.blas_min_work)
        if pipeline.schedule:
            _apply_schedule(module, pipeline)
        if pipeline.pre_bufferize:
            _run(passmanager, module, _module_pipeline(pipeline.pre_bufferize), "pre-bufferize")
        dedup_return_operands(module)
        _bufferize(passmanager, module, pipeline)
        parallel_loops = parallel.parallelize(module) if pipeline.parallel_min_work else 0
        if pipeline.elide_result_copies:
            elide_result_copies(module)
        hoist_loop_allocas(module)
        if pipeline.rewrite_strided_copies:
            rewrite_strided_copies(module)
        if pipeline.blas_min_work:
            blas.call_sgemm(module)
        if pipeline.early_dealloc:
            early_deallocs(module)
        stages.append(Stage("bufferized", _ms(t0), str(module) if capture else None))

        t0 = time.perf_counter()
        check_no_bool_buffers(module)
        _lower(passmanager, module, pipeline)
        add_packed_entry_points(module, exported)
        check_fully_lowered(module)
        external = check_external_calls(module)
        stages.append(Stage("llvm", _ms(t0), str(module) if capture else None))

        if capture:
            t0 = time.perf_counter()
            text = translate_to_llvmir(module)
            stages.append(Stage("llvmir", _ms(t0), text))

    return LoweringResult(
        module=module,
        context=ctx,
        pipeline=pipeline,
        stages=stages,
        exported=exported,
        external_calls=tuple(external),
        parallel_loops=parallel_loops,
    )

def _bufferize(passmanager: ModuleType, module: ir.Module, pipeline: Pipeline) -> None:
    """Bufferization; :func:`.rewrites.stack_loop_temporaries` runs right after
    :data:`.passes.STACK_PROMOTION`."""
    _run_around(passmanager, module, pipeline.bufferize, STACK_PROMOTION, stack_loop_temporaries, "bufferize")


def _lower(passmanager: ModuleType, module: ir.Module, pipeline: Pipeline) -> None:
    """The LLVM lowering; :func:`.parallel.dissolve_alloca_scopes` runs right
    after :data:`.parallel.OPENMP_PASS` when the pipeline has it."""
    _run_around(passmanager, module, pipeline.lower, parallel.OPENMP_PASS, parallel.dissolve_alloca_scopes,
                "lower to LLVM")


def _run_around(passmanager: ModuleType, module: ir.Module, passes: tuple[str, ...], marker: str,
                rewrite: Callable[[ir.Module], object], what: str) -> None:
    """``passes`` in two runs with the Python ``rewrite`` after ``marker``
    (in one run, without the rewrite, when ``marker`` is not among them)."""
    if marker not in passes:
        _run(passmanager, module, _module_pipeline(passes), what)
        return
    i = passes.index(marker) + 1
    _run(passmanager, module, _module_pipeline(passes[:i]), what)
    rewrite(module)
    _run(passmanager, module, _module_pipeline(passes[i:]), what)


def _apply_schedule(module: ir.Module, pipeline: Pipeline) -> None:
    if pipeline.schedule != "tile-vectorize":
        raise PipelineError(f"unknown schedule {pipeline.schedule!r}")
    from . import vectorize

    try:
        vectorize.apply_schedule(module, cleanups=pipeline.schedule_cleanups, min_work=pipeline.min_vector_work,
                                 parallel_min_work=pipeline.parallel_min_work)
    except Exception as e:
        raise PipelineError(f"schedule {pipeline.schedule!r} failed:\n{e}") from e


def translate_to_llvmir(module: ir.Module) -> str:
    """LLVM IR text of an LLVM-dialect module (in-process translation)."""
    from mlir.dialects import llvm as llvm_dialect

    return str(llvm_dialect.translate_module_to_llvmir(module.operation))

def _ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1e3


def _run(passmanager: ModuleType, module: ir.Module, pipeline_str: str, what: str) -> None:
    """Run one pass pipeline and verify the module once, at its end.

    Why not after every pass (MLIR's default): that verification was a
    quarter of the lowering's CPU time (a ``decode<S>`` 69 → 50 ms, StoryLM-1's
    ``loss_grad`` 2.26 → 1.65 s, measured in one process).  Invalid IR is
    still refused before any later stage or the LLVM translation sees it.
    """
    pm = passmanager.PassManager.parse(pipeline_str)
    pm.enable_verifier(False)
    try:
        pm.run(module.operation)
        module.operation.verify()  # raises MLIRError with the diagnostics
    except Exception as e:
        raise PipelineError(f"{what} failed ({pipeline_str}):\n{e}") from e


_HINTS = {
    "linalg.softmax": "emit softmax as max / sub-exp / sum / div linalg.generic ops",
}


def check_no_bool_buffers(module: ir.Module) -> None:
    """Raise if any buffer holds ``i1`` elements.

    Why: MemRefToLLVM asserts on a load or store of an ``i1`` memref (LLVM
    22.1.8), and an assertion aborts the whole process (the CLI, the app,
    a test run) with no traceback.  mlirgen keeps bools as ``i8`` in memory;
    an ``i1`` buffer comes from a pass (the deallocation pipeline's ownership
    flags for a loop whose carried buffers may alias), and here it is an
    error that says so instead.
    """
    from mlir import ir

    i1 = ir.IntegerType.get_signless(1)
    found: list[str] = []

    def bad(t: ir.Type) -> bool:
        return isinstance(t, ir.MemRefType) and ir.MemRefType(t).element_type == i1

    def visit(op: ir.Operation) -> ir.WalkResult:
        types = [v.type for v in op.results] + [a.type for r in op.regions for b in r.blocks for a in b.arguments]
        if any(bad(t) for t in types):
            found.append(op.name)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    if found:
        raise PipelineError("bufferization made i1 buffers (" + ", ".join(sorted(set(found)))
                            + "), which the LLVM lowering cannot store into")


def check_fully_lowered(module: ir.Module) -> None:
    """Raise unless every op is in the LLVM dialect.

    Why: translating (or JIT-compiling) a module with a leftover op such as
    ``linalg.softmax`` or an ``unrealized_conversion_cast`` segfaults the
    interpreter; here it becomes an error that names the op.
    """
    from mlir import ir

    leftovers: dict[str, int] = {}

    def visit(op: ir.Operation) -> ir.WalkResult:
        name = op.name
        if not name.startswith(("llvm.", "omp.")) and name != "builtin.module":
            leftovers[name] = leftovers.get(name, 0) + 1
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    if leftovers:
        msgs = []
        for name, n in sorted(leftovers.items()):
            hint = f" ({_HINTS[name]})" if name in _HINTS else ""
            msgs.append(f"{name} x{n}{hint}")
        raise PipelineError("ops not lowered to the LLVM dialect: " + "; ".join(msgs))
