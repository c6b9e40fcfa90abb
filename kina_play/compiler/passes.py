"""Pass configuration: every MLIR pass string the project runs, bundled into
the two :class:`Pipeline` recipes (``default`` and ``reference``).

Every pass string lives here, so the cache key (which hashes
:attr:`Pipeline.ident`) and the app's stage view see what the build runs.
Why each pass is there is written next to it; docs/compiler.md has the long
form.  The Python rewrites between the passes are in :mod:`.rewrites`, the
tensor-level schedule of the default pipeline in :mod:`.vectorize`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from . import parallel
from .target import host_target
from .vectorize import MIN_VECTOR_WORK

PRE_BUFFERIZE: tuple[str, ...] = (
    # Named ops (transpose, broadcast, fill, matmul, …) → linalg.generic so
    # that the elementwise fusion below can see through them: a transpose or
    # a broadcast of `scale` then folds into its consumer instead of being
    # materialized in a temporary.
    "linalg-generalize-named-ops",
    "canonicalize",
    # Producer → consumer fusion of elementwise generics (only when the
    # producer has a single use, so nothing is computed twice).  Fewer ops
    # means fewer temporaries and fewer loop nests; LLVM's cost is roughly
    # linear in loop nests (IndVarSimplify dominated the object stage: the
    # AD-generated nll_grad went from ≈ 2 s to ≈ 0.7 s cold).
    "linalg-fuse-elementwise-ops",
    # Drop unit (size-1) loop dimensions: [1, 36, 4] runs as [36, 4].
    "linalg-fold-unit-extent-dims",
    "canonicalize",
    # DPS concat/pad (tensor.empty → linalg.copy → insert_slice) writes
    # straight into the destination's subview instead of a temporary.
    "eliminate-empty-tensors",
)
"""Tensor-level cleanups.  Deliberately no ``cse``: it merges ``tensor.empty``
values, which makes one-shot-bufferize see conflicting writes and add copies."""

STACK_PROMOTION = "func.func(promote-buffers-to-stack)"
"""The bufferization pass after which :func:`.rewrites.stack_loop_temporaries` runs."""

BUFFERIZE: tuple[str, ...] = (
    # Whole-module bufferization; function signatures become plain
    # (identity-layout) memrefs so the C interface sees contiguous buffers.
    "one-shot-bufferize{allow-return-allocs-from-loops bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map}",
    # Results → trailing out-params the host allocates.  Without
    # modify-public-functions the pass leaves exported functions alone;
    # hoist-static-allocs lets the kernel write into the out buffer directly
    # instead of allocating and copying.
    "buffer-results-to-out-params{modify-public-functions hoist-static-allocs}",
    # Both must run AFTER out-params: before it, the returned buffers are
    # still "escaping" and every temporary would be leaked (≈190 B/call seen).
    # After this pass the lowering puts loop temporaries of up to 16 kB on
    # the stack too (.rewrites.stack_loop_temporaries: row fusion's rows).
    STACK_PROMOTION,
    "buffer-deallocation-pipeline",
    # bufferization.clone (inserted by deallocation) → memref.alloc + copy.
    "convert-bufferization-to-memref",
    "canonicalize",
)

LOWER_TO_LLVM: tuple[str, ...] = (
    # linalg named ops and generics (incl. linalg.copy from the copy rewrite)
    # → scf loops.  linalg.softmax is NOT handled here: mlirgen must emit
    # softmax as generics.
    "func.func(convert-linalg-to-loops)",
    # After bufferization CSE is safe; together with canonicalize it removes
    # unit-trip loops and duplicate index arithmetic, and LICM hoists
    # invariant loads, so LLVM gets less to chew on.
    "canonicalize",
    "cse",
    "loop-invariant-code-motion",
    # exp/log/sqrt/tanh → LLVM intrinsics first (the backend turns them into
    # instructions or libm calls such as expf/tanhf); anything math-to-llvm
    # does not know (erf, atan2, …) → explicit libm calls.  Never the MLIR
    # runtime.
    "convert-math-to-llvm",
    "convert-math-to-libm",
    "expand-strided-metadata",
    "lower-affine",
    "convert-scf-to-cf",
    # Allocations call _mlir_memref_to_llvm_alloc/free, which the allocator
    # guard linked into every library defines: a failed malloc becomes an
    # error code from the packed entry point, not a write through NULL
    # (.alloc_guard).
    "finalize-memref-to-llvm{use-generic-functions=true}",
    "convert-arith-to-llvm",
    "convert-index-to-llvm",
    "convert-cf-to-llvm",
    # Also generates the _mlir_ciface_* wrappers for llvm.emit_c_interface.
    "convert-func-to-llvm",
    "reconcile-unrealized-casts",
)


LOWER_VECTOR_TO_LLVM: tuple[str, ...] = (
    # What the default lowering does, plus the vector dialect the
    # ``vectorize`` schedule produced: multi-reductions → vector.reduction,
    # n-D transfers → loops of 1-D transfers (fully unrolled: the shapes are
    # small and static), vector → LLVM vectors, ub.poison (transfer padding).
    "func.func(convert-linalg-to-loops)",
    "canonicalize",
    "cse",
    "loop-invariant-code-motion",
    "func.func(lower-vector-multi-reduction)",
    "func.func(convert-vector-to-scf{full-unroll=true})",
    # Chunked parallel row loops (.parallel) → OpenMP regions; the LLVM
    # translation turns them into calls of the OpenMP ABI, which the shim
    # linked into every .so forwards to the runtime's thread pool.  The
    # lowering runs the passes up to here, inlines the scopes this pass wraps
    # loop bodies in (.parallel.dissolve_alloca_scopes), then the rest.
    parallel.OPENMP_PASS,
    "convert-math-to-llvm",
    "convert-math-to-libm",
    "expand-strided-metadata",
    "lower-affine",
    "convert-scf-to-cf",
    # reassociate-fp-reductions: a vector.reduction <add> over a row (the
    # softmax's sum, a mean) otherwise becomes LLVM's *ordered* reduce.fadd,
    # i.e. one scalar add per element in a single dependency chain (256
    # dependent vaddss per row of the D = 256 forward's softmax).  With it the
    # row is summed as a tree of vector adds.  The order of an f32 sum is
    # not part of Kina's semantics (the reference pipeline and NumPy sum in
    # other orders too); the differential test bounds the difference.
    "convert-vector-to-llvm{reassociate-fp-reductions}",
    "finalize-memref-to-llvm{use-generic-functions=true}",
    "convert-arith-to-llvm",
    "convert-index-to-llvm",
    "convert-cf-to-llvm",
    "convert-openmp-to-llvm",
    "convert-func-to-llvm",
    "convert-ub-to-llvm",
    "reconcile-unrealized-casts",
)


TENSOR_CLEANUPS: tuple[str, ...] = (
    "linalg-generalize-named-ops",
    "canonicalize",
    "linalg-fuse-elementwise-ops",
    "canonicalize",
)
"""The default pipeline runs these between vectorizing the contractions and
vectorizing the elementwise ops and reductions (see :data:`DEFAULT_PIPELINE`)."""

UNIT_DIMS_AND_DPS: tuple[str, ...] = PRE_BUFFERIZE[-3:]
"""``linalg-fold-unit-extent-dims``, ``canonicalize``, ``eliminate-empty-tensors``:
in the default pipeline they run *after* the schedule.  Folded before it, the
unit dims of the D = 256 forward's ``[1, T, D]`` tensors turned its softmax
and residual ops into shapes that vectorized worse (9.9 vs 7.1 ms)."""


BLAS_MIN_WORK = 1 << 20
"""f32 matmuls of at least 2²⁰ multiply-adds (a 102³ matmul, ≈ 20 µs of
vectorized code on one core) go to BLAS when one is handed in at load time
(:mod:`.blas`); below that the call, packing and thread wake-up cost more
than they save, so small matmuls stay inline."""


def _module_pipeline(passes: Iterable[str]) -> str:
    return "builtin.module(" + ",".join(passes) + ")"


@dataclass(frozen=True)
class Pipeline:
    """One complete lowering recipe.

    A variant is just another instance with different pass tuples; its
    :attr:`ident` differs, so the compile cache keeps the variants apart.
    """

    name: str
    pre_bufferize: tuple[str, ...] = PRE_BUFFERIZE
    bufferize: tuple[str, ...] = BUFFERIZE
    lower: tuple[str, ...] = LOWER_TO_LLVM
    opt_level: int = 2
    """LLVM -O level of the object.  2: on the small static-shape kernels
    O3 compiled ≈ 1.6× slower and ran no faster (nll_grad, forward)."""
    rewrite_strided_copies: bool = True
    schedule: str = ""
    """Tensor-level schedule run before bufferization: ``""`` (none) or
    ``"tile-vectorize"`` (:func:`.vectorize.apply_schedule`)."""
    min_vector_work: int = MIN_VECTOR_WORK
    """Ops with fewer iterations stay scalar loops (:data:`.vectorize.MIN_VECTOR_WORK`);
    the differential test sets 1 to vectorize every op it can."""
    parallel_min_work: int = 0
    """Row loops of elementwise ops, reductions and row groups with at least
    this many iterations run on the runtime's thread pool (:mod:`.parallel`);
    0: none."""
    blas_min_work: int = 0
    """f32 matmuls with at least this many multiply-adds call the BLAS
    ``sgemm`` handed in at load time (:mod:`.blas`); 0: never."""
    schedule_cleanups: tuple[str, ...] = ()
    """Tensor-level passes the schedule runs after vectorizing contractions
    and before vectorizing everything else."""
    elide_result_copies: bool = True
    """Build results in their out-parameters instead of copying them there
    (:func:`.rewrites.elide_result_copies`).  On in both pipelines: the
    small programs' code stays identical between them (StoryLM-0's decode
    step), and the interpreter in the differential test checks it."""
    early_dealloc: bool = True
    """Move each ``memref.dealloc`` right after the buffer's last use
    (:func:`.rewrites.early_deallocs`)."""

    @property
    def bufferize_pipeline(self) -> str:
        return _module_pipeline(self.pre_bufferize + self.bufferize)

    @property
    def llvm_pipeline(self) -> str:
        return _module_pipeline(self.lower)

    @property
    def ident(self) -> str:
        """Everything that changes generated code, as one string (cache key
        part).  A scheduled pipeline's tiles depend on the host's vector unit,
        so its name is in (the cache key also carries the CPU)."""
        sched = (
            f"{self.schedule}({','.join(self.schedule_cleanups)})@{host_target().name}"
            f"/min-work={self.min_vector_work}" if self.schedule else ""
        )
        return (
            f"{self.name}|schedule={sched}|{self.bufferize_pipeline}"
            f"|copy-rewrite={self.rewrite_strided_copies}|early-dealloc={self.early_dealloc}"
            f"|elide-result-copies={self.elide_result_copies}"
            f"|blas-min-work={self.blas_min_work}|parallel-min-work={self.parallel_min_work}"
            f"|{self.llvm_pipeline}|O{self.opt_level}"
        )


DEFAULT_PIPELINE = Pipeline(
    name="default",
    # The schedule runs the tensor cleanups itself, *after* vectorizing the
    # contractions: fused earlier, the softmax's division lands inside the
    # ``probs @ v`` contraction and reshapes propagate into the projections,
    # and neither vectorizes.
    pre_bufferize=UNIT_DIMS_AND_DPS,
    lower=LOWER_VECTOR_TO_LLVM,
    schedule="tile-vectorize",
    schedule_cleanups=TENSOR_CLEANUPS,
    blas_min_work=BLAS_MIN_WORK,
    parallel_min_work=parallel.MIN_WORK,
)
"""Every program: elementwise math as polynomials, large contractions and
elementwise ops tiled for the host's registers and vectorized, small ops
left to scalar loops (:mod:`.vectorize`)."""
REFERENCE_PIPELINE = Pipeline(name="reference")
"""Scalar loops and libm calls: slow, simple, and what the default pipeline
is diffed against (tests/compiler/test_differential.py)."""
VECTORIZE_PIPELINE = DEFAULT_PIPELINE
"""Old name of the vectorizing pipeline, now the default."""
PIPELINES: dict[str, Pipeline] = {
    "default": DEFAULT_PIPELINE,
    "reference": REFERENCE_PIPELINE,
    "vectorize": DEFAULT_PIPELINE,  # the old opt-in name: an alias
}

STAGES: tuple[str, ...] = ("kina", "bufferized", "llvm", "llvmir")
