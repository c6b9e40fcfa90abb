"""The Python IR rewrites the pass pipeline needs between MLIR passes.

Each one works around a concrete failure (a segfault, a leak, a call into
the MLIR runtime the ``.so`` must not need, a ctypes cost); the docstrings
say which.  Order of use is in :func:`.pipeline.lower_to_llvm`.
"""

from __future__ import annotations

from .alloc_guard import GUARD, UNGUARDED_PREFIX
from .errors import PipelineError


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
"""Exported alongside every ``_mlir_ciface_<f>``: ``int64_t __kina_packed_<f>(void **data)``.

Why: a ctypes call costs ≈ 35 ns per argument (13 descriptor pointers for
``decode_s2``: ≈ 0.48 µs, most of a decode step).  Shapes are static, so
the sizes and strides of every memref are compile-time constants and only
the data pointers vary: the packed entry takes one array of data pointers
(parameters, then results) and calls the function with constant sizes and
strides (one ctypes argument: ≈ 0.09 µs).  User functions cannot clash:
Kina names never start with ``__``.

It returns 0, or the byte count of an allocation that failed: the body runs
under the allocator guard (:mod:`.alloc_guard`)."""


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
        lines.append(f"  llvm.func @{UNGUARDED_PREFIX}{name}(%p: !llvm.ptr) {{")
        lines += body
        lines.append(f"    llvm.call @{name}({', '.join(vals)}) : ({sig}) -> ()")
        lines.append("    llvm.return")
        lines.append("  }")
        lines.append(f"  llvm.func @{PACKED_PREFIX}{name}(%p: !llvm.ptr) -> i64 {{")
        lines.append(f"    %body = llvm.mlir.addressof @{UNGUARDED_PREFIX}{name} : !llvm.ptr")
        lines.append(f"    %failed = llvm.call @{GUARD}(%body, %p) : (!llvm.ptr, !llvm.ptr) -> i64")
        lines.append("    llvm.return %failed : i64")
        lines.append("  }")
    if not lines:
        return
    lines.append(f"  llvm.func @{GUARD}(!llvm.ptr, !llvm.ptr) -> i64")
    try:
        extra = ir.Module.parse("module {\n" + "\n".join(lines) + "\n}")
    except Exception as e:
        raise PipelineError(f"cannot build the packed entry points:\n{e}") from e
    anchor = list(module.body.operations)[-1]  # type: ignore[attr-defined]
    for op in list(extra.body.operations):
        o = op.operation
        # the wrappers and the guard's declaration; the module's own functions' declarations stay behind
        if len(o.regions[0].blocks) or str(o.attributes["sym_name"]).strip('"') == GUARD:
            o.move_after(anchor)
            anchor = o

def _defined_llvm_functions(module: object) -> list[str]:
    return defined_functions(module, "llvm.func")


def exported_functions(module: object) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
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


def defined_functions(module: object, op_name: str = "func.func") -> list[str]:
    """Names of the functions with a body (declarations are skipped)."""
    names = []
    for op in module.body.operations:  # type: ignore[attr-defined]
        o = op.operation
        if o.name == op_name and len(o.regions[0].blocks):
            names.append(str(o.attributes["sym_name"]).strip('"'))
    return names


def top_level_ops(module: object) -> list[tuple[str, object]]:
    """(function name, op) for every op directly in a defined ``func.func`` body."""
    found = []
    for fop in module.body.operations:  # type: ignore[attr-defined]
        f = fop.operation
        if f.name != "func.func" or not len(f.regions[0].blocks):
            continue
        name = str(f.attributes["sym_name"]).strip('"')
        for op in f.regions[0].blocks[0].operations:
            found.append((name, op.operation))
    return found
