"""Parallel loops: the row loops of large elementwise ops, reductions and
fused row groups (a softmax, a layer norm) run on every core.

Why: with the matmuls on BLAS across cores, what kept the D = 256 forward
behind ``jax.jit`` was the generated non-matmul work (softmax, scaling and
masking, layer norms), all on one thread.

How, in four steps:

1. **Mark** (tensor level, in the tile-and-vectorize schedule): the
   outermost loop that tiling makes for a large op's leading dims, or for a
   fused row group, gets the :data:`ATTR` tag (``transform.annotate``).
   Those loops run over *parallel* dims only (the rows of an elementwise op
   or of a last-axis reduction), so their iterations are independent by
   construction; nothing has to be proven about them later.
2. **Chunk** (memref level, right after bufferization,
   :func:`parallelize`): a tagged ``scf.for`` without results, heap
   allocations or calls becomes ``scf.parallel`` over :data:`CHUNKS`
   (or fewer) contiguous chunks of its range, each chunk running the
   original loop on its share, with the loop's stack temporaries
   allocated once per chunk.  A loop that does not qualify stays as it was.
3. **Lower** with MLIR's own passes: ``convert-scf-to-openmp`` (then
   :func:`dissolve_alloca_scopes`) and ``convert-openmp-to-llvm``; the LLVM
   translation outlines each region and calls the OpenMP runtime ABI
   (``__kmpc_fork_call``, ``__kmpc_for_static_init_8u``, …).
4. **Run** with no OpenMP library: :data:`SHIM` (linked into every
   ``.so`` with the allocator guard) defines that small ABI and forwards it
   to the runtime's thread pool (:mod:`kina_play.runtime.matmul_pool`),
   handed in at load time through ``__kina_set_parallel``.  The pool runs
   the region as :data:`CHUNKS` tasks claimed from a shared counter, so a
   core the OS does not schedule costs nothing.  Unset (no pool), a region
   runs on the calling thread, whole.

Results never depend on the thread count: each iteration computes the same
thing whichever thread runs it, and no value is combined across
iterations.
"""

from __future__ import annotations

import re
from typing import Any

ATTR = "kina.par"
CHUNKS = 16
"""Chunks (tasks) per parallel loop: enough for the pool to balance a few
cores where one is slow, few enough that each task amortizes its claim."""
MIN_WORK = 1 << 17
"""Iterations of an op (or a row group's consumer) from which its row loop
runs in parallel.  Below it a fork's hand-over, and the constant loop bounds
the chunking takes away, cost more than a second core saves; and a host loop
that already runs one compiled call per core (StoryLM-1's data-parallel
training step) only gets oversubscribed: at 2¹⁵ its steps/s fell by a tenth
on two cores, at 2¹⁷ they are as without parallel loops.  The D 256
forward's softmax ([8, 256, 256]) is above it; StoryLM-0's kernels are far
below."""
SETTER = "__kina_set_parallel"
OPENMP_PASS = "convert-scf-to-openmp"


def worth_it(work: int, min_work: int) -> bool:
    """Whether an op's (or a row group's) loop of ``work`` iterations is tagged
    to run in parallel, under a pipeline's ``parallel_min_work`` (0: never)."""
    return bool(min_work) and work >= min_work


def annotate(handle: str) -> str:
    """The transform-script line that tags the loop ``handle``."""
    return f'    transform.annotate {handle} "{ATTR}" : !transform.any_op\n'


# --------------------------------------------------------------------------
# Step 2: tagged loops → chunked scf.parallel (memref level)
# --------------------------------------------------------------------------


def parallelize(module: Any) -> int:
    """Turn every qualifying tagged ``scf.for`` into a chunked ``scf.parallel``
    (see the module docstring); returns the number turned.  Every tag is
    removed, turned or not."""
    from mlir import ir

    tagged: list[Any] = []

    def visit(op: Any) -> Any:
        if op.name == "scf.for" and ATTR in op.attributes:
            tagged.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    turned = 0
    for op in tagged:
        del op.attributes[ATTR]
        if _qualifies(op):
            _chunk(op)
            turned += 1
    return turned


def _qualifies(loop: Any) -> bool:
    """No results, not inside another parallel loop, a constant trip count of
    at least 2, and a body that neither allocates on the heap (a failed
    allocation jumps back to the calling thread's guard) nor calls anything."""
    if len(loop.results):
        return False
    p = loop.parent
    while p is not None and getattr(p, "name", "") != "func.func":
        p = getattr(p, "operation", p)
        if p.name in ("scf.parallel", "scf.forall"):
            return False
        p = p.parent
    bounds = _bounds(loop)
    if bounds is None or _trips(*bounds) < 2:
        return False
    bad: list[str] = []

    def visit(op: Any) -> Any:
        from mlir import ir

        if op.name in ("memref.alloc", "memref.realloc", "func.call", "func.call_indirect", "scf.parallel",
                       "scf.forall", "scf.while"):
            bad.append(op.name)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    loop.operation.walk(visit)
    return not bad


def _bounds(loop: Any) -> tuple[int, int, int] | None:
    """(lower bound, upper bound, step) of an ``scf.for`` when all three are
    constants and the step is positive, else None."""
    lb, ub, step = (_constant(loop.operands[i]) for i in range(3))
    if lb is None or ub is None or step is None or step <= 0:
        return None
    return lb, ub, step


def _trips(lb: int, ub: int, step: int) -> int:
    return max(0, (ub - lb + step - 1) // step)


def _constant(v: Any) -> int | None:
    from mlir import ir

    owner = v.owner
    if not isinstance(owner, ir.Operation) and hasattr(owner, "operation"):
        owner = owner.operation
    if not isinstance(owner, ir.Operation) or owner.name != "arith.constant":
        return None
    try:
        return int(ir.IntegerAttr(owner.attributes["value"]).value)
    except (ValueError, TypeError):
        return None


def _chunk(loop: Any) -> None:
    """``for i in [lb, ub) step s`` → ``parallel c in [0, k): for i in chunk c``.

    Chunk ``c`` of ``k`` covers trips ``[c·n/k, (c+1)·n/k)`` of the ``n``
    trips; the loop's static ``alloca``\\ s that do not leave their iteration
    (as :func:`.rewrites.hoist_loop_allocas` decides) move to the top of the
    chunk: one per chunk, as that rewrite makes one per function."""
    from mlir import ir
    from mlir.dialects import arith, scf

    from .rewrites import escapes  # (rewrites → alloc_guard → this module: not at import time)

    bounds = _bounds(loop)
    assert bounds is not None  # _qualifies checked it
    lb, ub, step = bounds
    trips = _trips(lb, ub, step)
    k = min(trips, CHUNKS)
    index = ir.IndexType.get()

    def const(ip: ir.InsertionPoint, n: int) -> Any:
        with ip:
            return arith.ConstantOp(index, n).result

    with loop.location:
        before = ir.InsertionPoint(loop)
        zero, kk, one = const(before, 0), const(before, k), const(before, 1)
        with before:
            par = scf.ParallelOp([], [zero], [kk], [one], [])
        body = par.regions[0].blocks.append(index)
        c = body.arguments[0]
        with ir.InsertionPoint(body):
            n_c, k_c, s_c, lb_c = (arith.ConstantOp(index, x).result for x in (trips, k, step, lb))
            one_c = arith.ConstantOp(index, 1).result
            first = arith.DivUIOp(arith.MulIOp(c, n_c).result, k_c).result
            last = arith.DivUIOp(arith.MulIOp(arith.AddIOp(c, one_c).result, n_c).result, k_c).result
            start = arith.AddIOp(lb_c, arith.MulIOp(first, s_c).result).result
            stop = arith.AddIOp(lb_c, arith.MulIOp(last, s_c).result).result
            terminator = scf.ReduceOp([], 0)
        loop.operation.move_before(terminator.operation)
        loop.operands[0] = start
        loop.operands[1] = stop
        allocas: list[Any] = []

        def visit(op: Any) -> Any:
            if op.name == "memref.alloca" and not len(op.operands) and not escapes(op):
                allocas.append(op)
            return ir.WalkResult.ADVANCE

        loop.operation.walk(visit)
        first_op = body.operations[0]
        for a in allocas:
            a.move_before(first_op)


# --------------------------------------------------------------------------
# Step 3: after convert-scf-to-openmp
# --------------------------------------------------------------------------


def dissolve_alloca_scopes(module: Any) -> int:
    """Inline every ``memref.alloca_scope`` inside an OpenMP region.

    Why: ``convert-scf-to-openmp`` wraps each loop body in a scope, and a
    scope must stay one block, which ``convert-scf-to-cf`` (lowering the
    chunk's inner loop) breaks.  The chunk's temporaries were already moved
    to the top of the chunk (:func:`parallelize`), one set per task, so the
    scope has nothing left to release early."""
    from mlir import ir

    scopes: list[Any] = []

    def visit(op: Any) -> Any:
        if op.name == "memref.alloca_scope" and _inside_openmp(op):
            scopes.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for s in scopes:
        if len(s.results):
            continue
        block = s.regions[0].blocks[0]
        ops = list(block.operations)
        for op in ops[:-1]:
            op.move_before(s)
        s.erase()
    _check_regions(module)
    return len(scopes)


def _check_regions(module: Any) -> None:
    """Every OpenMP region is one work-sharing loop and its terminator.

    Why: the shim's ``__kmpc_barrier`` does nothing, because the pool's join
    after a region is the only barrier such a region needs; anything after
    the loop inside the region would run before the other tasks' shares
    finished.  ``convert-scf-to-openmp`` makes exactly this shape from the
    chunked ``scf.parallel``; a different MLIR could change it, and then the
    build must stop here rather than compute wrong results."""
    from mlir import ir

    from .errors import PipelineError

    shapes: list[list[str]] = []

    def visit(op: Any) -> Any:
        if op.name == "omp.parallel":
            shapes.append([o.operation.name for b in op.regions[0].blocks for o in b.operations])
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    bad = [s for s in shapes if s != ["omp.wsloop", "omp.terminator"]]
    if bad:
        raise PipelineError(f"an OpenMP region is not one work-sharing loop ({bad[0]}); the runtime shim "
                            "has no barrier for it")


def _inside_openmp(op: Any) -> bool:
    p = op.parent
    while p is not None:
        p = getattr(p, "operation", p)
        if p.name.startswith("omp."):
            return True
        if p.name == "func.func":
            return False
        p = p.parent
    return False


_FORK = re.compile(r"@__kmpc_fork_call\(ptr @[\w.]+, i32 (\d+)")


def check_fork_calls(llvm_ir: str) -> None:
    """The shim's ``__kmpc_fork_call`` takes at most one argument (LLVM packs
    a region's captures into one struct); refuse IR that passes more."""
    from .errors import PipelineError

    many = [int(n) for n in _FORK.findall(llvm_ir) if int(n) > 1]
    if many:
        raise PipelineError(f"an OpenMP region passes {max(many)} arguments; the runtime shim takes one")


# --------------------------------------------------------------------------
# Step 4: the OpenMP ABI the translated code calls
# --------------------------------------------------------------------------

SHIM = r"""
/* ---- parallel loops (kina_play.compiler.parallel) ---- */
#include <stdarg.h>

typedef void (*kina_micro)(int32_t *, int32_t *, void *);
typedef struct {
    void (*fork)(kina_micro, void *); /* run the region as tasks, each with its task index */
    int32_t (*task)(void);            /* this thread's task index */
    int32_t (*tasks)(void);           /* tasks in the region this thread runs */
} kina_par_api;

static const kina_par_api *kina_par;

void __kina_set_parallel(const void *api) { kina_par = (const kina_par_api *)api; }

int32_t __kmpc_global_thread_num(void *loc) {
    (void)loc;
    return kina_par ? kina_par->task() : 0;
}

void __kmpc_fork_call(void *loc, int32_t argc, void (*fn)(int32_t *, int32_t *, ...), ...) {
    (void)loc;
    void *arg = 0;
    if (argc > 0) {
        va_list ap;
        va_start(ap, fn);
        arg = va_arg(ap, void *);
        va_end(ap);
    }
    if (kina_par) {
        kina_par->fork((kina_micro)fn, arg);
    } else {
        int32_t zero = 0;
        ((kina_micro)fn)(&zero, &zero, arg);
    }
}

/* The share of [*lb, *ub] (inclusive) of task `gtid` of the region's tasks: contiguous, in order. */
#define KINA_STATIC_INIT(NAME, T)                                                                  \
    void NAME(void *loc, int32_t gtid, int32_t sched, int32_t *last, T *lb, T *ub, T *stride,     \
              T incr, T chunk) {                                                                   \
        (void)loc; (void)sched; (void)incr; (void)chunk;                                           \
        int64_t n = kina_par ? kina_par->tasks() : 1, t = gtid;                                    \
        T lo = *lb, hi = *ub;                                                                      \
        uint64_t total = hi < lo ? 0 : (uint64_t)(hi - lo) + 1;                                    \
        *stride = (T)total;                                                                        \
        if (n <= 1) { *last = 1; return; } /* one task: the whole range */                         \
        if (t < 0 || t >= n) { *lb = lo + 1; *ub = lo; *last = 0; return; } /* no iteration */     \
        uint64_t base = total / (uint64_t)n, rem = total % (uint64_t)n;                            \
        uint64_t first = (uint64_t)t * base + ((uint64_t)t < rem ? (uint64_t)t : rem);            \
        uint64_t count = base + ((uint64_t)t < rem ? 1 : 0);                                       \
        *lb = (T)(lo + (T)first);                                                                  \
        *ub = (T)(*lb + (T)count - 1);                                                             \
        *last = (t == n - 1);                                                                      \
    }

KINA_STATIC_INIT(__kmpc_for_static_init_8u, uint64_t)
KINA_STATIC_INIT(__kmpc_for_static_init_8, int64_t)
KINA_STATIC_INIT(__kmpc_for_static_init_4u, uint32_t)
KINA_STATIC_INIT(__kmpc_for_static_init_4, int32_t)

void __kmpc_for_static_fini(void *loc, int32_t gtid) { (void)loc; (void)gtid; }

/* Each region is one work-sharing loop and nothing after it: the pool's join is the barrier. */
void __kmpc_barrier(void *loc, int32_t gtid) { (void)loc; (void)gtid; }
"""
"""Linked into every ``.so`` (appended to the allocator guard's shim)."""
