"""The Python IR rewrites the pass pipeline needs between MLIR passes.

Each one works around a concrete failure (a segfault, a leak, a call into
the MLIR runtime the ``.so`` must not need, a ctypes cost); the docstrings
say which.  Order of use is in :func:`.pipeline.lower_to_llvm`.
"""

from __future__ import annotations

import math

from typing import TYPE_CHECKING, Any

from .alloc_guard import GUARD, UNGUARDED_PREFIX
from .errors import PipelineError

if TYPE_CHECKING:  # the bindings load lazily; they ship no type information
    from mlir import ir


def dedup_return_operands(module: ir.Module) -> int:
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

    returns: list[ir.Operation] = []
    for op in module.body.operations:
        o = op.operation
        if o.name != "func.func" or not len(o.regions[0].blocks):
            continue
        for block in o.regions[0].blocks:
            for inner in block.operations:
                if inner.operation.name == "func.return":
                    returns.append(inner.operation)
    n = 0
    for ret in returns:
        seen: list[ir.Value] = []
        for i, v in enumerate(list(ret.operands)):
            if any(v == s for s in seen) and isinstance(v.type, ir.RankedTensorType):
                with ir.InsertionPoint(ret), ret.location:
                    copy = ir.Operation.create(
                        "bufferization.alloc_tensor",
                        results=[v.type],
                        operands=[v],
                        attributes={"operandSegmentSizes": ir.DenseI32ArrayAttr.get([0, 1, 0])},
                    )
                ret.operands[i] = copy.result
                n += 1
            else:
                seen.append(v)
    return n

def mark_public_args_read_only(module: ir.Module) -> None:
    """Add ``bufferization.writable = false`` to every public function argument.

    Why: with function-boundary bufferization, arguments are writable by
    default, so an op whose init is a parameter (``linalg.generic outs(%arg)``)
    is bufferized *in place* and the kernel scribbles over the caller's NumPy
    array (e.g. a weight).  Read-only arguments make the bufferizer copy into
    the out-param instead.  Private helpers keep the default: their callers are
    in the module and the inter-procedural analysis accounts for their writes.
    """
    from mlir import ir

    for op in module.body.operations:
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

def rewrite_strided_copies(module: ir.Module) -> int:
    """Replace every ``memref.copy`` with a non-identity layout by ``linalg.copy``.

    Why: ``finalize-memref-to-llvm`` lowers a copy between contiguous memrefs
    to ``llvm.memcpy`` (libc), but any strided copy (from ``tensor.concat``,
    ``tensor.pad``, ``tensor.insert_slice`` …) becomes a call to
    ``memrefCopy`` in the MLIR C runner library, which the ``.so`` must not
    need.  ``linalg.copy`` lowers to plain loops instead.  Returns the count.
    """
    from mlir import ir

    copies: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "memref.copy":
            copies.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    n = 0
    for op in copies:
        src, dst = op.operands
        if is_identity_memref(src.type) and is_identity_memref(dst.type):
            continue
        with ir.InsertionPoint(op), op.location:
            _linalg_copy(src, dst)
        op.erase()
        n += 1
    return n


def _linalg_copy(src: ir.Value, dst: ir.Value) -> None:
    """``linalg.copy ins(src) outs(dst)`` built generically at the insertion point.

    (``mlir.dialects.linalg`` would do the same but its OpDSL import costs
    ~40 ms per process.)
    """
    from mlir import ir

    elem = ir.MemRefType(src.type).element_type
    op = ir.Operation.create(
        "linalg.copy",
        operands=[src, dst],
        attributes={"operandSegmentSizes": ir.DenseI32ArrayAttr.get([1, 1])},
        regions=1,
    )
    block = op.regions[0].blocks.append(elem, ir.MemRefType(dst.type).element_type)
    with ir.InsertionPoint(block):
        ir.Operation.create("linalg.yield", operands=[block.arguments[0]])


def is_identity_memref(t: ir.Type) -> bool:
    """Whether ``t`` is a contiguous memref in row-major order (no layout, no offset)."""
    from mlir import ir

    mt = ir.MemRefType(t)
    return ir.MemRefType.get(mt.shape, mt.element_type, memory_space=mt.memory_space) == mt


def early_deallocs(module: ir.Module) -> int:
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
    for block in function_bodies(module):
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


def hoist_loop_allocas(module: object) -> int:
    """Move every static ``memref.alloca`` inside an ``scf.for`` to the top of
    its function, unless the buffer (or a view of it) is yielded.

    Why: row fusion (:mod:`.row_fusion`) leaves row-sized temporaries inside
    its loop, and ``promote-buffers-to-stack`` turns them into ``alloca``s
    there.  An ``alloca`` outside LLVM's entry block is a dynamic stack
    allocation that is only released when the function returns: 2048 rows ×
    2 kB grew the stack by 4 MB per call, enough to overflow a thread's
    stack.  A temporary that does not leave its iteration can be one buffer
    for all iterations.  Returns the number moved.
    """
    from mlir import ir

    found: list[Any] = []

    def visit(op: Any) -> Any:
        if op.name == "memref.alloca" and not len(op.operands) and _in_for_loop(op) and not escapes(op):
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)  # type: ignore[attr-defined]
    for op in found:
        f = op
        while f.name != "func.func":
            f = f.parent
            f = getattr(f, "operation", f)
        first = f.regions[0].blocks[0].operations[0]
        op.move_before(first)
    return len(found)


LOOP_TEMPORARY_MAX_BYTES = 16 << 10
"""Largest loop temporary :func:`stack_loop_temporaries` puts on the stack."""


def stack_loop_temporaries(module: object) -> int:
    """Turn every static ``memref.alloc`` inside ``scf.for`` loops (and only
    those) of at most :data:`LOOP_TEMPORARY_MAX_BYTES`, whose buffer does not
    leave its iteration, into a ``memref.alloca``; returns the number turned.
    Runs between ``promote-buffers-to-stack`` and the deallocation pipeline,
    so no ``dealloc`` exists yet.

    Why: ``promote-buffers-to-stack`` keeps every buffer over 1 kB on the
    heap, which is right for a function's whole-tensor temporaries (a deep
    gradient has hundreds) but not for row fusion's row temporaries
    (:mod:`.row_fusion`): a softmax over rows of 512 allocated and freed
    its row buffers on the heap for every row (8 × 512 rows: 1.6 ms where
    rows of 256 took 0.19 ms), and a loop that allocates on the heap cannot
    run in parallel (:mod:`.parallel`).  On the stack, and then hoisted out
    of the loop (:func:`hoist_loop_allocas`) or to the top of a parallel
    chunk, a row temporary is one buffer (rows are at most 1024 elements, so
    a few kB) for the whole loop.
    """
    from mlir import ir

    found: list[Any] = []

    def visit(op: Any) -> Any:
        if op.name == "memref.alloc" and not len(op.operands) and _in_for_loop(op) and not escapes(op):
            size = _static_bytes(ir.MemRefType(op.results[0].type))
            if size is not None and size <= LOOP_TEMPORARY_MAX_BYTES:
                found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)  # type: ignore[attr-defined]
    from mlir.dialects import memref

    for op in found:
        align = op.attributes["alignment"] if "alignment" in op.attributes else None
        with ir.InsertionPoint(op), op.location:
            alloca = memref.AllocaOp(op.results[0].type, [], [], alignment=align)
        op.results[0].replace_all_uses_with(alloca.result)
        op.erase()
    return len(found)


def _static_bytes(t: Any) -> int | None:
    """Bytes of a static memref of ints or floats (an ``i1`` takes one), else None."""
    from mlir import ir

    e = t.element_type
    kind = ir.FloatType if isinstance(e, ir.FloatType) else ir.IntegerType if isinstance(e, ir.IntegerType) else None
    if kind is None or not t.has_static_shape:
        return None
    return math.prod(t.shape) * max(kind(e).width // 8, 1)


def _in_for_loop(op: Any) -> bool:
    """Nested in an ``scf.for`` and in no other region op but ``scf.for``s."""
    p = op.parent
    p = getattr(p, "operation", p)
    seen_for = False
    while p is not None and p.name != "func.func":
        if p.name != "scf.for":
            return False
        seen_for = True
        p = p.parent
        p = getattr(p, "operation", p)
    return seen_for


def escapes(op: Any) -> bool:
    """The buffer or a view of it reaches a yield, a return or a call."""
    work, seen = [op.results[0]], set()
    while work:
        v = work.pop()
        for use in v.uses:
            user = use.owner
            user = getattr(user, "operation", user)
            if user.name in ("scf.yield", "scf.condition", "func.return", "func.call", "memref.dealloc"):
                return True
            for r in user.results:
                if _is_memref(r.type) and r not in seen:
                    seen.add(r)
                    work.append(r)
    return False


def function_bodies(module: Any) -> list[Any]:
    """The entry block of every defined ``func.func``."""
    return [f.operation.regions[0].blocks[0] for f in module.body.operations
            if f.operation.name == "func.func" and len(f.operation.regions[0].blocks)]


def elide_result_copies(module: object) -> int:
    """Build a result in its out-parameter instead of copying it there.

    Why: ``buffer-results-to-out-params{hoist-static-allocs}`` writes a
    result straight into the caller's buffer only when the returned value is
    itself a ``memref.alloc``.  A result seen through a reshape (unit-dim
    folding turns ``[1, T, D]`` ops into ``[T, D]`` ones and returns an
    ``expand_shape`` of them: every BLAS-bound matmul) or returned after a
    call keeps its own buffer and ends in a ``memref.copy`` into the
    out-parameter: in the D = 256 forward, 3.5 MB of copies per call plus
    the temporaries' page traffic.  Here ``memref.copy %src, %out`` at the
    top of a function body, where ``%out`` is an entry-block argument used by
    nothing else and ``%src`` is a top-level ``alloc``/``alloca`` (or one
    ``expand_shape``/``collapse_shape`` of one) whose every use comes before
    the copy, loses the copy: the buffer becomes ``%out`` (or the inverse
    reshape of it, a view) and its deallocs go.  Returns the number elided.
    """
    from mlir import ir

    n = 0
    for block in function_bodies(module):
        for copy in [o.operation for o in block.operations if o.operation.name == "memref.copy"]:
            ops = [o.operation for o in block.operations]
            index = {o: i for i, o in enumerate(ops)}
            if _elide_one(ir, copy, block, index):
                n += 1
    return n


def _elide_one(ir: Any, copy: Any, block: Any, index: dict[Any, int]) -> bool:
    src, dst = copy.operands
    if not (isinstance(dst, ir.BlockArgument) and dst.owner == block
            and len(list(dst.uses)) == 1 and is_identity_memref(dst.type)):
        return False
    owner = owner_op(src)
    view = None
    if owner is not None and owner.name in ("memref.expand_shape", "memref.collapse_shape"):
        view, owner = owner, owner_op(owner.operands[0])
    if owner is None or owner.name not in ("memref.alloc", "memref.alloca") or owner not in index:
        return False
    root = owner.results[0]
    if not is_identity_memref(root.type) or (view is None and root.type != dst.type):
        return False
    deallocs: list[Any] = []
    last = _last_top_level_use_except(root, index, copy, deallocs)
    if last is None or last >= index[copy]:
        return False
    with ir.InsertionPoint(owner), owner.location:
        if view is None:
            new = dst
        elif view.name == "memref.expand_shape":
            new = ir.Operation.create("memref.collapse_shape", results=[root.type], operands=[dst],
                                      attributes={"reassociation": view.attributes["reassociation"]}).results[0]
        else:
            new = ir.Operation.create(
                "memref.expand_shape", results=[root.type], operands=[dst],
                attributes={"reassociation": view.attributes["reassociation"],
                            "static_output_shape": ir.DenseI64ArrayAttr.get(
                                list(ir.MemRefType(root.type).shape))},
            ).results[0]
    for d in deallocs:
        d.erase()
    copy.erase()
    root.replace_all_uses_with(new)
    owner.erase()
    return True


def dim_positions(m: Any) -> list[int | None]:
    """Each result of the affine map ``m``: its loop dim if it is a plain
    ``d<i>``, else None (checked by type, not by printing: this runs for every
    op of every unit)."""
    from mlir import ir

    return [e.position if isinstance(e, ir.AffineDimExpr) else None for e in m.results]


def owner_op(v: Any) -> Any:
    """The op defining ``v``, or None for a block argument."""
    from mlir import ir

    if isinstance(v, ir.BlockArgument):
        return None
    o = v.owner
    return getattr(o, "operation", o)


def _last_top_level_use_except(buf: Any, index: dict[Any, int], skip: Any,
                               deallocs: list[Any] | None) -> int | None:
    """Index of the last top-level op using ``buf`` or an alias of it, not
    counting ``skip``; -1 when there is none; None when a use is not in this
    block.  Top-level ``memref.dealloc`` ops are not uses: with ``deallocs``
    None they are ignored, else those of ``buf`` itself are appended to it
    and any other dealloc (nested, or of an alias) gives None."""
    work, seen, last = [buf], set(), -1
    while work:
        v = work.pop()
        for use in v.uses:
            user = use.owner
            user = getattr(user, "operation", user)
            if user == skip:
                continue
            top = user
            while top not in index:
                top = top.parent
                top = getattr(top, "operation", top)
                if top is None or top.name == "builtin.module":
                    return None
            if deallocs is None:
                if top.name == "memref.dealloc":
                    continue
            elif user.name == "memref.dealloc":
                if top != user or v != buf:
                    return None
                deallocs.append(user)
                continue
            last = max(last, index[top])
            for holder in (user, top) if top != user else (user,):
                for r in holder.results:
                    if _is_memref(r.type) and r not in seen:
                        seen.add(r)
                        work.append(r)
    return last

def _last_top_level_use(dealloc: Any, index: dict[Any, int]) -> int | None:
    """Index of the last top-level op using the dealloc'd buffer or an alias;
    None when some use cannot be placed (then the dealloc stays put)."""
    last = _last_top_level_use_except(dealloc.operands[0], index, dealloc, None)
    return last if last is not None and last >= 0 else None

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


def add_packed_entry_points(module: ir.Module, exported: dict[str, tuple[tuple[str, ...], tuple[str, ...]]]) -> None:
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
    anchor = list(module.body.operations)[-1]
    for op in list(extra.body.operations):
        o = op.operation
        # the wrappers and the guard's declaration; the module's own functions' declarations stay behind
        if len(o.regions[0].blocks) or str(o.attributes["sym_name"]).strip('"') == GUARD:
            o.move_after(anchor)
            anchor = o

def _defined_llvm_functions(module: ir.Module) -> list[str]:
    return defined_functions(module, "llvm.func")


def exported_functions(module: ir.Module) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Public ``func.func`` with a body and ``llvm.emit_c_interface``.

    Maps each name to its (input types, result types) as MLIR type strings,
    so the build can check the host signatures against the real code.
    """
    from mlir import ir

    funcs: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
    for op in module.body.operations:
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


def defined_functions(module: ir.Module, op_name: str = "func.func") -> list[str]:
    """Names of the functions with a body (declarations are skipped)."""
    names = []
    for op in module.body.operations:
        o = op.operation
        if o.name == op_name and len(o.regions[0].blocks):
            names.append(str(o.attributes["sym_name"]).strip('"'))
    return names


def top_level_ops(module: ir.Module) -> list[tuple[str, ir.Operation]]:
    """(function name, op) for every op directly in a defined ``func.func`` body."""
    found = []
    for fop in module.body.operations:
        f = fop.operation
        if f.name != "func.func" or not len(f.regions[0].blocks):
            continue
        name = str(f.attributes["sym_name"]).strip('"')
        for op in f.regions[0].blocks[0].operations:
            found.append((name, op.operation))
    return found
