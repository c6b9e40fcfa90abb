"""The MLIR pass pipeline: tensor-level Kina MLIR → LLVM dialect → LLVM IR.

Every pass string the project runs lives in this file, so the cache key (which
hashes the pipeline) and the app's stage view (which prints each stage) see the
same thing the build runs.

Stages (names are what the app and ``kina-play compile --emit`` show):

``kina``
    The input: ``func``/``tensor``/``linalg``/``arith``/``math``/``scf`` on
    tensors, ``llvm.emit_c_interface`` on every exported function.
``bufferized``
    Tensors become memrefs.  Results become caller-allocated out-params, then
    temporaries are promoted to the stack or given explicit deallocations, and
    finally strided ``memref.copy`` ops are rewritten to ``linalg.copy`` so no
    call into the MLIR C runner library (``memrefCopy``) survives.
``llvm``
    The LLVM dialect.  External calls are checked here against libc/libm
    *before* any JIT sees the module: an unresolved symbol inside
    ``ExecutionEngine`` aborts the whole Python process.
``llvmir``
    LLVM IR text (translated in-process; only produced when captured, the
    object build translates on its own).

Why each pass is there is written next to it below; docs/compiler.md has the
long form.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import time
from dataclasses import dataclass, field
from typing import Iterable

# --------------------------------------------------------------------------
# Pass strings
# --------------------------------------------------------------------------

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
    "func.func(promote-buffers-to-stack)",
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
    "finalize-memref-to-llvm",
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
    "convert-math-to-llvm",
    "convert-math-to-libm",
    "expand-strided-metadata",
    "lower-affine",
    "convert-scf-to-cf",
    "convert-vector-to-llvm",
    "finalize-memref-to-llvm",
    "convert-arith-to-llvm",
    "convert-index-to-llvm",
    "convert-cf-to-llvm",
    "convert-func-to-llvm",
    "convert-ub-to-llvm",
    "reconcile-unrealized-casts",
)


def _module_pipeline(passes: Iterable[str]) -> str:
    return "builtin.module(" + ",".join(passes) + ")"


@dataclass(frozen=True)
class Pipeline:
    """One complete lowering recipe.

    A variant (say, a vectorizing one for the bench) is just another instance
    with different pass tuples; its :attr:`ident` differs, so the compile cache
    keeps the variants apart automatically.
    """

    name: str
    pre_bufferize: tuple[str, ...] = PRE_BUFFERIZE
    bufferize: tuple[str, ...] = BUFFERIZE
    lower: tuple[str, ...] = LOWER_TO_LLVM
    opt_level: int = 2
    """LLVM -O level of the object.  2, not 3: on these small static-shape
    kernels O3 compiled ≈ 1.6× slower and ran no faster (nll_grad, forward)."""
    rewrite_strided_copies: bool = True
    schedule: str = ""
    """Tensor-level schedule run before bufferization: ``""`` (none) or
    ``"tile-vectorize"`` (:func:`.vectorize.apply_schedule`)."""
    early_dealloc: bool = True
    """Move each ``memref.dealloc`` right after the buffer's last use
    (:func:`early_deallocs`)."""

    @property
    def bufferize_pipeline(self) -> str:
        return _module_pipeline(self.pre_bufferize + self.bufferize)

    @property
    def llvm_pipeline(self) -> str:
        return _module_pipeline(self.lower)

    @property
    def ident(self) -> str:
        """Everything that changes generated code, as one string (cache key part)."""
        return (
            f"{self.name}|schedule={self.schedule}|{self.bufferize_pipeline}"
            f"|copy-rewrite={self.rewrite_strided_copies}|early-dealloc={self.early_dealloc}"
            f"|{self.llvm_pipeline}|O{self.opt_level}"
        )


DEFAULT_PIPELINE = Pipeline(name="default")
VECTORIZE_PIPELINE = Pipeline(
    name="vectorize",
    # No named-op generalization / early fusion here: the schedule fuses
    # elementwise ops itself, *after* the contractions are vectorized.
    pre_bufferize=("eliminate-empty-tensors",),
    lower=LOWER_VECTOR_TO_LLVM,
    opt_level=3,
    schedule="tile-vectorize",
)
"""Tile + vectorize (transform dialect) for larger shapes, e.g. the bench's
D = 256 forward.  Opt-in: ``load(..., pipeline=VECTORIZE_PIPELINE)``."""
PIPELINES: dict[str, Pipeline] = {p.name: p for p in (DEFAULT_PIPELINE, VECTORIZE_PIPELINE)}

STAGES: tuple[str, ...] = ("kina", "bufferized", "llvm", "llvmir")


class PipelineError(RuntimeError):
    """The module could not be lowered to something the host may load."""


# --------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------


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

    module: object  # mlir.ir.Module in the LLVM dialect
    context: object  # mlir.ir.Context owning it
    pipeline: Pipeline
    stages: list[Stage] = field(default_factory=list)
    exported: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = field(default_factory=dict)
    """Public functions with ``llvm.emit_c_interface`` → (input, result) MLIR types."""
    external_calls: tuple[str, ...] = ()  # libc/libm symbols the code calls

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

    ctx = ir.Context()
    stages: list[Stage] = []
    with ctx, ir.Location.unknown():
        t0 = time.perf_counter()
        try:
            module = ir.Module.parse(module_text)
        except Exception as e:  # MLIRError carries the diagnostics
            raise PipelineError(f"cannot parse Kina MLIR:\n{e}") from e
        exported = _exported_functions(module)
        clashes = [n for n in _defined_functions(module) if is_reserved_name(n)]
        if clashes:
            raise PipelineError(
                f"function name(s) {clashes} are reserved: the generated code may call "
                "libm / the allocator under those names; rename them"
            )
        mark_public_args_read_only(module)
        stages.append(Stage("kina", _ms(t0), module_text if capture else None))

        t0 = time.perf_counter()
        if pipeline.schedule:
            _apply_schedule(module, pipeline.schedule)
        if pipeline.pre_bufferize:
            _run(passmanager, module, _module_pipeline(pipeline.pre_bufferize), "pre-bufferize")
        dedup_return_operands(module)
        _run(passmanager, module, _module_pipeline(pipeline.bufferize), "bufferize")
        if pipeline.rewrite_strided_copies:
            rewrite_strided_copies(module)
        if pipeline.early_dealloc:
            early_deallocs(module)
        stages.append(Stage("bufferized", _ms(t0), str(module) if capture else None))

        t0 = time.perf_counter()
        _run(passmanager, module, pipeline.llvm_pipeline, "lower to LLVM")
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
    )


def dedup_return_operands(module: object) -> int:
    """Make every ``func.return`` return each SSA value at most once.

    Why: ``buffer-results-to-out-params{hoist-static-allocs}`` segfaults on a
    function returning the same buffer twice (LLVM 22.1.8).  MLIRGen never
    emits that, but canonicalization can create it (``return (y * 1.0, y)``
    folds to ``return (y, y)``), so this runs after the tensor-level passes,
    right before bufferization: a repeated value is returned as
    ``bufferization.alloc_tensor() copy(%v)`` (a fresh buffer + copy; not
    ``linalg.copy``, which canonicalization would fold away again).  Returns
    the number of operands replaced.
    """
    from mlir import ir

    returns: list[object] = []
    for op in module.body.operations:  # type: ignore[attr-defined]
        o = op.operation
        if o.name != "func.func" or not len(o.regions[0].blocks):
            continue
        for block in o.regions[0].blocks:
            for inner in block.operations:
                if inner.operation.name == "func.return":
                    returns.append(inner.operation)
    n = 0
    for ret in returns:
        seen: list[object] = []
        for i, v in enumerate(list(ret.operands)):  # type: ignore[attr-defined]
            if any(v == s for s in seen) and isinstance(v.type, ir.RankedTensorType):
                with ir.InsertionPoint(ret), ret.location:  # type: ignore[attr-defined]
                    copy = ir.Operation.create(
                        "bufferization.alloc_tensor",
                        results=[v.type],
                        operands=[v],
                        attributes={"operandSegmentSizes": ir.DenseI32ArrayAttr.get([0, 1, 0])},
                    )
                ret.operands[i] = copy.result  # type: ignore[attr-defined]
                n += 1
            else:
                seen.append(v)
    return n


def _apply_schedule(module: object, name: str) -> None:
    if name != "tile-vectorize":
        raise PipelineError(f"unknown schedule {name!r}")
    from . import vectorize

    try:
        vectorize.apply_schedule(module)
    except Exception as e:
        raise PipelineError(f"schedule {name!r} failed:\n{e}") from e


def early_deallocs(module: object) -> int:
    """Move every top-level ``memref.dealloc`` of a function body right after
    the last top-level op that uses the buffer or any alias of it (results of
    ops taking it, e.g. views, and results of region ops using it inside).

    Why: the deallocation pipeline puts every dealloc at the end of the
    block, so all temporaries are live at once.  At D = 256 that was ≈ 12 MB
    per call, freed together at the end — glibc then trims the heap and the
    next call page-faults every page again (≈ 1100 faults, half the run
    time).  Freed as soon as they are dead, the buffers are reused by
    ``malloc`` and the peak drops.  Returns the number of deallocs moved.
    """
    moved = 0
    for fop in module.body.operations:  # type: ignore[attr-defined]
        f = fop.operation
        if f.name != "func.func" or not len(f.regions[0].blocks):
            continue
        block = f.regions[0].blocks[0]
        ops = [o.operation for o in block.operations]
        deallocs = [o for o in ops if o.name == "memref.dealloc"]
        if not deallocs:
            continue
        index = {o: i for i, o in enumerate(ops)}
        plan: list[tuple[object, int]] = []
        for d in deallocs:
            last = _last_top_level_use(d, index)
            if last is not None and last < index[d] - 1:
                plan.append((d, last))
        for d, last in plan:
            d.move_after(ops[last])  # type: ignore[attr-defined]
            moved += 1
    return moved


def _last_top_level_use(dealloc: object, index: dict) -> int | None:
    """Index of the last top-level op using the dealloc'd buffer or an alias;
    None when some use cannot be placed (then the dealloc stays put)."""
    buf = dealloc.operands[0]  # type: ignore[attr-defined]
    work, seen, last = [buf], set(), -1
    while work:
        v = work.pop()
        for use in v.uses:
            user = use.owner
            user = getattr(user, "operation", user)
            if user == dealloc:
                continue
            top = user
            while top not in index:
                top = top.parent
                top = getattr(top, "operation", top)
                if top is None or top.name == "builtin.module":
                    return None
            if top.name == "memref.dealloc":
                continue
            last = max(last, index[top])
            for holder in (user, top) if top != user else (user,):
                for r in holder.results:
                    if _is_memref(r.type) and r not in seen:
                        seen.add(r)
                        work.append(r)
    return last if last >= 0 else None


def _is_memref(t: object) -> bool:
    from mlir import ir

    return isinstance(t, (ir.MemRefType, ir.UnrankedMemRefType))


PACKED_PREFIX = "__kina_packed_"
"""Exported alongside every ``_mlir_ciface_<f>``: ``void __kina_packed_<f>(void **data)``.

Why: a ctypes call costs ≈ 35 ns per argument (13 descriptor pointers for
``decode_s2``: ≈ 0.48 µs, most of a decode step).  Shapes are static, so
the sizes and strides of every memref are compile-time constants and only
the data pointers vary: the packed entry takes one array of data pointers
(parameters, then results) and calls the function with constant sizes and
strides (one ctypes argument: ≈ 0.09 µs).  User functions cannot clash:
Kina names never start with ``__``."""


def _memref_shape(tensor_type: str) -> tuple[int, ...]:
    body = tensor_type.strip()[len("tensor<") : -1]
    return tuple(int(d) for d in body.split("x")[:-1])


def add_packed_entry_points(module: object, exported: dict[str, tuple[tuple[str, ...], tuple[str, ...]]]) -> None:
    """Add ``llvm.func @__kina_packed_<f>(!llvm.ptr)`` for each exported ``f``
    (see :data:`PACKED_PREFIX`).  Runs on the LLVM-dialect module."""
    from mlir import ir

    if not exported:
        return
    defined = set(_defined_llvm_functions(module))
    lines: list[str] = []
    for name, (ins, outs) in exported.items():
        if name not in defined:
            continue
        types: list[str] = []
        vals: list[str] = []
        body: list[str] = ["    %zero = llvm.mlir.constant(0 : i64) : i64"]
        consts: dict[int, str] = {0: "%zero"}

        def const(v: int) -> str:
            if v not in consts:
                consts[v] = f"%c{v}"
                body.append(f"    %c{v} = llvm.mlir.constant({v} : i64) : i64")
            return consts[v]

        for i, t in enumerate(ins + outs):
            shape = _memref_shape(t)
            body.append(f"    %g{i} = llvm.getelementptr %p[{i}] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr")
            body.append(f"    %a{i} = llvm.load %g{i} : !llvm.ptr -> !llvm.ptr")
            strides = []
            acc = 1
            for d in reversed(shape):
                strides.append(acc)
                acc *= d
            strides.reverse()
            vals += [f"%a{i}", f"%a{i}", "%zero"] + [const(d) for d in shape] + [const(st) for st in strides]
            types += ["!llvm.ptr", "!llvm.ptr", "i64"] + ["i64"] * (2 * len(shape))
        sig = ", ".join(types)
        lines.append(f"  llvm.func @{name}({sig})")
        lines.append(f"  llvm.func @{PACKED_PREFIX}{name}(%p: !llvm.ptr) {{")
        lines += body
        lines.append(f"    llvm.call @{name}({', '.join(vals)}) : ({sig}) -> ()")
        lines.append("    llvm.return")
        lines.append("  }")
    if not lines:
        return
    try:
        extra = ir.Module.parse("module {\n" + "\n".join(lines) + "\n}")
    except Exception as e:
        raise PipelineError(f"cannot build the packed entry points:\n{e}") from e
    anchor = list(module.body.operations)[-1]  # type: ignore[attr-defined]
    for op in list(extra.body.operations):
        o = op.operation
        if len(o.regions[0].blocks):  # the wrappers; the declarations stay behind
            o.move_after(anchor)
            anchor = o


def _defined_llvm_functions(module: object) -> list[str]:
    return _defined_functions(module, "llvm.func")


def translate_to_llvmir(module: object) -> str:
    """LLVM IR text of an LLVM-dialect module (in-process translation)."""
    from mlir.dialects import llvm as llvm_dialect

    return str(llvm_dialect.translate_module_to_llvmir(module.operation))  # type: ignore[attr-defined]


def _ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1e3


def _run(passmanager: object, module: object, pipeline_str: str, what: str) -> None:
    pm = passmanager.PassManager.parse(pipeline_str)  # type: ignore[attr-defined]
    try:
        pm.run(module.operation)  # type: ignore[attr-defined]
    except Exception as e:
        raise PipelineError(f"{what} failed ({pipeline_str}):\n{e}") from e


def _exported_functions(module: object) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Public ``func.func`` with a body and ``llvm.emit_c_interface``.

    Maps each name to its (input types, result types) as MLIR type strings,
    so the build can check the host signatures against the real code.
    """
    from mlir import ir

    funcs: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
    for op in module.body.operations:  # type: ignore[attr-defined]
        if op.operation.name != "func.func":
            continue
        attrs = op.operation.attributes
        vis = str(attrs["sym_visibility"]).strip('"') if "sym_visibility" in attrs else "public"
        if vis == "public" and "llvm.emit_c_interface" in attrs and len(op.operation.regions[0].blocks):
            ft = ir.FunctionType(ir.TypeAttr(attrs["function_type"]).value)
            funcs[str(attrs["sym_name"]).strip('"')] = (
                tuple(str(t) for t in ft.inputs),
                tuple(str(t) for t in ft.results),
            )
    return funcs


def _defined_functions(module: object, op_name: str = "func.func") -> list[str]:
    """Names of the functions with a body (declarations are skipped)."""
    names = []
    for op in module.body.operations:  # type: ignore[attr-defined]
        o = op.operation
        if o.name == op_name and len(o.regions[0].blocks):
            names.append(str(o.attributes["sym_name"]).strip('"'))
    return names


_RESERVED_LIBC = frozenset(
    "malloc free calloc realloc aligned_alloc posix_memalign memcpy memmove memset memcmp bcmp abort".split()
)


class _DlInfo(ctypes.Structure):
    _fields_ = [
        ("dli_fname", ctypes.c_char_p),
        ("dli_fbase", ctypes.c_void_p),
        ("dli_sname", ctypes.c_char_p),
        ("dli_saddr", ctypes.c_void_p),
    ]


@functools.lru_cache(maxsize=None)
def _defined_in_libm(name: str) -> bool:
    """True when ``name`` resolves to code inside libm itself (dlsym on the
    libm handle also finds libc symbols such as ``dup``; dladdr tells them
    apart)."""
    libs = _host_libraries()
    if len(libs) < 2 or not hasattr(libs[1], name):
        return False
    try:
        dladdr = libs[0].dladdr
    except AttributeError:
        return True  # cannot tell: be conservative
    info = _DlInfo()
    addr = ctypes.cast(getattr(libs[1], name), ctypes.c_void_p)
    if not dladdr(addr, ctypes.byref(info)) or not info.dli_fname:
        return True
    return b"libm" in info.dli_fname


def is_reserved_name(name: str) -> bool:
    """Names the backend may emit calls to (libm math, allocator, mem*).

    A module function with such a name would capture those calls at link
    time.  Every other name is fine: the link step exports only
    ``_mlir_ciface_*`` and binds everything else locally.
    """
    return name in _RESERVED_LIBC or _defined_in_libm(name)


def mark_public_args_read_only(module: object) -> None:
    """Add ``bufferization.writable = false`` to every public function argument.

    Why: with function-boundary bufferization, arguments are writable by
    default, so an op whose init is a parameter (``linalg.generic outs(%arg)``)
    is bufferized *in place* and the kernel scribbles over the caller's NumPy
    array (e.g. a weight).  Read-only arguments make the bufferizer copy into
    the out-param instead.  Private helpers keep the default: their callers are
    in the module and the inter-procedural analysis accounts for their writes.
    """
    from mlir import ir

    for op in module.body.operations:  # type: ignore[attr-defined]
        o = op.operation
        if o.name != "func.func" or not len(o.regions[0].blocks):
            continue
        attrs = o.attributes
        if "sym_visibility" in attrs and str(attrs["sym_visibility"]).strip('"') != "public":
            continue
        n_args = len(ir.FunctionType(ir.TypeAttr(attrs["function_type"]).value).inputs)
        old = ir.ArrayAttr(attrs["arg_attrs"]) if "arg_attrs" in attrs else None
        new = []
        for i in range(n_args):
            entries: dict[str, object] = {}
            if old is not None:
                da = ir.DictAttr(old[i])
                for j in range(len(da)):
                    entries[da[j].name] = da[j].attr
            entries["bufferization.writable"] = ir.BoolAttr.get(False)
            new.append(ir.DictAttr.get(entries))
        attrs["arg_attrs"] = ir.ArrayAttr.get(new)


def rewrite_strided_copies(module: object) -> int:
    """Replace every ``memref.copy`` with a non-identity layout by ``linalg.copy``.

    Why: ``finalize-memref-to-llvm`` lowers a copy between contiguous memrefs
    to ``llvm.memcpy`` (libc), but any strided copy (from ``tensor.concat``,
    ``tensor.pad``, ``tensor.insert_slice`` …) becomes a call to
    ``memrefCopy`` in the MLIR C runner library, which the ``.so`` must not
    need.  ``linalg.copy`` lowers to plain loops instead.  Returns the count.
    """
    from mlir import ir

    copies: list[object] = []

    def visit(op: object) -> object:
        if op.name == "memref.copy":  # type: ignore[attr-defined]
            copies.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)  # type: ignore[attr-defined]
    n = 0
    for op in copies:
        src, dst = op.operands  # type: ignore[attr-defined]
        if _is_identity_memref(src.type) and _is_identity_memref(dst.type):
            continue
        with ir.InsertionPoint(op), op.location:  # type: ignore[attr-defined]
            _linalg_copy(src, dst)
        op.erase()  # type: ignore[attr-defined]
        n += 1
    return n


def _linalg_copy(src: object, dst: object) -> None:
    """``linalg.copy ins(src) outs(dst)`` built generically at the insertion point.

    (``mlir.dialects.linalg`` would do the same but its OpDSL import costs
    ~40 ms per process.)
    """
    from mlir import ir

    elem = ir.MemRefType(src.type).element_type  # type: ignore[attr-defined]
    op = ir.Operation.create(
        "linalg.copy",
        operands=[src, dst],
        attributes={"operandSegmentSizes": ir.DenseI32ArrayAttr.get([1, 1])},
        regions=1,
    )
    block = op.regions[0].blocks.append(elem, ir.MemRefType(dst.type).element_type)  # type: ignore[attr-defined]
    with ir.InsertionPoint(block):
        ir.Operation.create("linalg.yield", operands=[block.arguments[0]])


def _is_identity_memref(t: object) -> bool:
    from mlir import ir

    mt = ir.MemRefType(t)
    return ir.MemRefType.get(mt.shape, mt.element_type, memory_space=mt.memory_space) == mt


@functools.lru_cache(maxsize=None)
def _host_libraries() -> tuple[ctypes.CDLL, ...]:
    """libc and libm, opened once (``find_library`` spawns ldconfig: slow)."""
    libs = []
    for soname, short in (("libc.so.6", "c"), ("libm.so.6", "m")):
        try:
            libs.append(ctypes.CDLL(soname))
            continue
        except OSError:
            pass
        path = ctypes.util.find_library(short)
        if path:
            libs.append(ctypes.CDLL(path))
    return tuple(libs)


@functools.lru_cache(maxsize=None)
def _host_symbol_available(name: str) -> bool:
    """True when libc or libm defines ``name`` (what the .so may link against)."""
    return any(hasattr(lib, name) for lib in _host_libraries())


_HINTS = {
    "linalg.softmax": "emit softmax as max / sub-exp / sum / div linalg.generic ops",
}


def check_fully_lowered(module: object) -> None:
    """Raise unless every op is in the LLVM dialect.

    Why: translating (or JIT-compiling) a module with a leftover op such as
    ``linalg.softmax`` or an ``unrealized_conversion_cast`` segfaults the
    interpreter; here it becomes an error that names the op.
    """
    from mlir import ir

    leftovers: dict[str, int] = {}

    def visit(op: object) -> object:
        name = op.name  # type: ignore[attr-defined]
        if not name.startswith("llvm.") and name != "builtin.module":
            leftovers[name] = leftovers.get(name, 0) + 1
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)  # type: ignore[attr-defined]
    if leftovers:
        msgs = []
        for name, n in sorted(leftovers.items()):
            hint = f" ({_HINTS[name]})" if name in _HINTS else ""
            msgs.append(f"{name} x{n}{hint}")
        raise PipelineError("ops not lowered to the LLVM dialect: " + "; ".join(msgs))


def check_external_calls(module: object) -> list[str]:
    """Names of body-less ``llvm.func`` declarations; raise unless all are libc/libm.

    This runs before ``ExecutionEngine``: an unresolvable symbol there (e.g.
    ``memrefCopy``) terminates the interpreter instead of raising.
    """
    external: list[str] = []
    for op in module.body.operations:  # type: ignore[attr-defined]
        if op.operation.name != "llvm.func" or len(op.operation.regions[0].blocks):
            continue
        external.append(str(op.operation.attributes["sym_name"]).strip('"'))
    bad = [n for n in external if not _host_symbol_available(n)]
    if bad:
        raise PipelineError(
            "lowered module calls symbols outside libc/libm: "
            + ", ".join(sorted(bad))
            + " (memrefCopy means a strided memref.copy survived; emit concat/pad "
            "in destination-passing style or enable the copy rewrite)"
        )
    return external
