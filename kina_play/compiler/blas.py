"""Large f32 matmuls through a BLAS ``sgemm`` handed in at load time.

Why: a hand-scheduled register tile reaches a fraction of the FMA peak on
one core; OpenBLAS (already installed: NumPy's wheel bundles scipy-openblas)
packs and cache-blocks; split across cores, it uses them all.  XLA does
the same with Eigen/oneDNN.  The ``.so`` must still link against libc/libm only, so it
never names BLAS: it holds a function-pointer global, set once after loading
through the exported ``__kina_set_sgemm`` (:mod:`kina_play.runtime.load_hooks`).
While the pointer is null (no BLAS found, ``KINA_PLAY_BLAS=0``, or a host
that never calls the setter) the generated loops run instead, so the result
never depends on BLAS being there.

Two steps around bufferization:

1. :func:`outline_contractions` (tensor level, before any fusion): every
   f32 contraction in plain matmul form (``[batch…,] m×k @ k×n``) with at
   least ``min_work`` multiply-adds moves into its own private function
   ``__kina_mm<i>``.  Fusion cannot cross the call, so its operands stay
   plain row-major buffers, and function-boundary bufferization hands the
   callee contiguous identity-layout memrefs.
2. :func:`call_sgemm` (memref level, after bufferization): inside each
   ``__kina_mm<i>``, the contraction becomes ``if (sgemm == null) { the
   loops } else { one call for the whole batch }`` with ``beta = 1`` (the
   accumulator's initial value is kept, whatever it is).

The pointer is ``kina_sgemm_batch(nbatch, m, n, k, a, b, c)`` (64-bit sizes,
``c[i] += a[i] @ b[i]``) of the runtime's matmul pool
(:mod:`kina_play.runtime.matmul_pool`), which calls the BLAS ``sgemm`` on
the calling thread for small work and splits large work across cores.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .rewrites import top_level_ops

if TYPE_CHECKING:  # the bindings load lazily; they ship no type information
    from mlir import ir

OUTLINED_PREFIX = "__kina_mm"
SETTER = "__kina_set_sgemm"
GLOBAL = "__kina_sgemm"


def _plain_matmul_form(op: ir.Operation) -> int | None:
    """Number of batch dims if ``op`` is an f32 ``[batch…,] m×k @ k×n``
    contraction with the standard operand order, else None."""
    from mlir import ir

    name = op.name
    operands = list(op.operands)
    if len(operands) != 3 or any(str(ir.ShapedType(v.type).element_type) != "f32" for v in operands):
        return None
    if name == "linalg.matmul":
        return 0 if "indexing_maps" not in op.attributes or _generic_batch(op) == 0 else None
    if name == "linalg.batch_matmul":
        return 1 if "indexing_maps" not in op.attributes or _generic_batch(op) == 1 else None
    if name != "linalg.generic":
        return None
    body = sorted(o.operation.name for o in op.regions[0].blocks[0].operations)
    if body != ["arith.addf", "arith.mulf", "linalg.yield"]:
        return None
    return _generic_batch(op)


def _generic_batch(op: ir.Operation) -> int | None:
    from mlir import ir

    a = op.attributes["indexing_maps"]
    maps = [str(ir.AffineMapAttr(a[i]).value) for i in range(len(a))]
    m = re.fullmatch(r"\(([^)]*)\) -> \(([^)]*)\)", maps[0])
    if not m:
        return None
    dims = [d.strip() for d in m.group(1).split(",")]
    if len(dims) < 3:
        return None
    *batch, dm, dn, dk = dims
    head = "(" + ", ".join(dims) + ") -> ("
    want = [
        head + ", ".join(batch + [dm, dk]) + ")",
        head + ", ".join(batch + [dk, dn]) + ")",
        head + ", ".join(batch + [dm, dn]) + ")",
    ]
    if maps != want:
        return None
    if "iterator_types" not in op.attributes:
        return len(batch)  # a named matmul: its maps say it all
    its = op.attributes["iterator_types"]
    kinds = ["reduction" in str(its[i]) for i in range(len(its))]
    return len(batch) if kinds == [False] * (len(dims) - 1) + [True] else None


def _work(op: ir.Operation) -> int:
    from mlir import ir

    a, b = (ir.ShapedType(v.type).shape for v in list(op.operands)[:2])
    n = 1
    for d in list(a) + [b[-1]]:
        n *= d
    return n


def outline_contractions(module: ir.Module, min_work: int) -> int:
    """Step 1 (see the module docstring); returns the number outlined."""
    from mlir import ir

    if min_work <= 0:
        return 0
    found = [o for _, o in top_level_ops(module)
             if o.name.startswith("linalg.") and _plain_matmul_form(o) is not None and _work(o) >= min_work]
    if not found:
        return 0
    anchor = list(module.body.operations)[-1]
    for i, o in enumerate(found):
        name = f"{OUTLINED_PREFIX}{i}"
        ta, tb, tc = (str(v.type) for v in o.operands)
        init = _single_use_fill(o.operands[2])
        if init is not None:
            # The zero-fill of the accumulator moves in too: the callee then
            # builds its result in the out-param the caller allocates, with
            # no copy of C across the call.
            callee_text = (
                f"func.func private @{name}(%a: {ta}, %b: {tb}, %v: {init.operands[0].type}) -> {tc} {{\n"
                f"  %e = tensor.empty() : {tc}\n"
                f"  %c = linalg.fill ins(%v : {init.operands[0].type}) outs(%e : {tc}) -> {tc}\n"
                f"  return %c : {tc}\n}}"
            )
            args = [o.operands[0], o.operands[1], init.operands[0]]
        else:
            callee_text = (
                f"func.func private @{name}(%a: {ta}, %b: {tb}, %c: {tc}) -> {tc} {{\n"
                f"  return %c : {tc}\n}}"
            )
            args = list(o.operands)
        parsed = ir.Module.parse(callee_text)  # must outlive the move
        callee = parsed.body.operations[0].operation
        callee.move_after(anchor)
        anchor = callee
        block = callee.regions[0].blocks[0]
        ops = [x.operation for x in block.operations]
        ret = ops[-1]
        c_value = ops[-2].results[0] if init is not None else block.arguments[2]
        with ir.InsertionPoint(o), o.location:
            call = ir.Operation.create(
                "func.call", results=[o.results[0].type], operands=args,
                attributes={"callee": ir.FlatSymbolRefAttr.get(name)},
            )
        o.results[0].replace_all_uses_with(call.results[0])
        o.move_before(ret)
        o.operands[0] = block.arguments[0]
        o.operands[1] = block.arguments[1]
        o.operands[2] = c_value
        ret.operands[0] = o.results[0]
        if init is not None:
            init.erase()
    return len(found)


def _single_use_fill(v: ir.Value) -> ir.Operation | None:
    """The ``linalg.fill`` producing ``v`` if the contraction is its only user."""
    owner = v.owner
    owner = getattr(owner, "operation", owner)
    if getattr(owner, "name", "") != "linalg.fill" or len(list(v.uses)) != 1:
        return None
    return owner


def call_sgemm(module: ir.Module) -> int:
    """Step 2 (see the module docstring), plus the pointer global and its
    setter when anything was outlined; returns the number of contractions."""
    from mlir import ir

    targets = []
    for fop in module.body.operations:
        f = fop.operation
        if f.name != "func.func" or not str(f.attributes["sym_name"]).strip('"').startswith(OUTLINED_PREFIX):
            continue

        def visit(op: ir.Operation) -> ir.WalkResult:
            if op.name.startswith("linalg.") and _plain_matmul_form(op) is not None:
                targets.append(op)
            return ir.WalkResult.ADVANCE

        f.walk(visit)
    usable = [o for o in targets if all(_contiguous(v.type) for v in o.operands)]
    if not usable:
        return 0
    _add_global_and_setter(module)
    for o in usable:
        _guarded_sgemm(o)
    return len(usable)


def _contiguous(t: ir.Type) -> bool:
    from mlir import ir

    mt = ir.MemRefType(t)
    return ir.MemRefType.get(mt.shape, mt.element_type, memory_space=mt.memory_space) == mt


_GLOBAL_TEXT = f"""
    llvm.mlir.global internal @{GLOBAL}() {{addr_space = 0 : i32}} : !llvm.ptr {{
      %0 = llvm.mlir.zero : !llvm.ptr
      llvm.return %0 : !llvm.ptr
    }}"""


def _add_global_and_setter(module: ir.Module) -> None:
    from mlir import ir

    text = _GLOBAL_TEXT + f"""
    llvm.func @{SETTER}(%p: !llvm.ptr) {{
      %g = llvm.mlir.addressof @{GLOBAL} : !llvm.ptr
      llvm.store %p, %g : !llvm.ptr, !llvm.ptr
      llvm.return
    }}"""
    extra = ir.Module.parse(text)
    anchor = list(module.body.operations)[-1]
    for op in list(extra.body.operations):
        op.operation.move_after(anchor)
        anchor = op.operation


def _guarded_sgemm(op: ir.Operation) -> None:
    """Replace ``op`` by ``if (!__kina_sgemm_call_…(a, b, c)) { op }``."""
    from mlir import ir

    a, b, c = op.operands
    sa, sb = (list(ir.MemRefType(v.type).shape) for v in (a, b))
    *batch, m, k = sa
    n = sb[-1]
    nbatch = 1
    for d in batch:
        nbatch *= d
    module = _module_of(op)
    name = f"__kina_sgemm_call_{nbatch}x{m}x{n}x{k}"
    existing = {str(f.operation.attributes["sym_name"]).strip('"')
                for f in module.body.operations if "sym_name" in f.operation.attributes}
    if name not in existing:
        parsed = ir.Module.parse(_sgemm_helper_text(name, nbatch, m, n, k))  # must outlive the move
        # (the text repeats the global so that it verifies on its own; only the function moves)
        list(parsed.body.operations)[-1].operation.move_after(list(module.body.operations)[-1])
    i64 = ir.IntegerType.get_signless(64)
    i1 = ir.IntegerType.get_signless(1)
    with ir.InsertionPoint(op), op.location:
        addrs = []
        for v in (a, b, c):
            idx = ir.Operation.create("memref.extract_aligned_pointer_as_index", results=[ir.IndexType.get()],
                                      operands=[v]).results[0]
            addrs.append(ir.Operation.create("arith.index_cast", results=[i64], operands=[idx]).results[0])
        ran = ir.Operation.create("func.call", results=[i1], operands=addrs,
                                  attributes={"callee": ir.FlatSymbolRefAttr.get(name)}).results[0]
        true = ir.Operation.create("arith.constant", results=[i1],
                                   attributes={"value": ir.IntegerAttr.get(i1, 1)}).results[0]
        skip = ir.Operation.create("arith.xori", results=[i1], operands=[ran, true]).results[0]
        guard = ir.Operation.create("scf.if", operands=[skip], regions=2)
        then = guard.regions[0].blocks.append()
        with ir.InsertionPoint(then):
            y = ir.Operation.create("scf.yield")
    op.move_before(y)


def _module_of(op: ir.Operation) -> ir.Module:
    o = op
    while o.name != "builtin.module":
        o = o.parent
        o = getattr(o, "operation", o)
    return o.opview


def _sgemm_helper_text(name: str, nbatch: int, m: int, n: int, k: int) -> str:
    """``func.func private @name(a, b, c as i64 addresses) -> i1``: false when
    the pointer is null, else one call ``fp(nbatch, m, n, k, a, b, c)`` (c[i] +=
    a[i] @ b[i], row-major, contiguous) and true."""
    sig = "(i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()"
    body = [
        f"%g = llvm.mlir.addressof @{GLOBAL} : !llvm.ptr",
        "%fp = llvm.load %g : !llvm.ptr -> !llvm.ptr",
        "%null = llvm.mlir.zero : !llvm.ptr",
        "%isnull = llvm.icmp \"eq\" %fp, %null : !llvm.ptr",
        "cf.cond_br %isnull, ^none, ^run",
        "^none:",
        "%f = arith.constant false",
        "func.return %f : i1",
        "^run:",
        f"%nb = llvm.mlir.constant({nbatch} : i64) : i64",
        f"%m = llvm.mlir.constant({m} : i64) : i64",
        f"%n = llvm.mlir.constant({n} : i64) : i64",
        f"%k = llvm.mlir.constant({k} : i64) : i64",
        "%pa = llvm.inttoptr %a : i64 to !llvm.ptr",
        "%pb = llvm.inttoptr %b : i64 to !llvm.ptr",
        "%pc = llvm.inttoptr %c : i64 to !llvm.ptr",
        f"llvm.call %fp(%nb, %m, %n, %k, %pa, %pb, %pc) : !llvm.ptr, {sig}",
        "%t = arith.constant true",
        "func.return %t : i1",
    ]
    return ("module {\n" + _GLOBAL_TEXT + f"\n  func.func private @{name}(%a: i64, %b: i64, %c: i64) -> i1 {{\n    "
            + "\n    ".join(body) + "\n  }\n}")
