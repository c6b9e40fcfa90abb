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
   ``__kina_mm<i>``, as one ``linalg.generic``.  A transpose that produces
   A or B, or that is the result's only user, moves in with it as permuted
   indexing maps, so the callee reads and writes the untransposed buffers
   (unless that would leave a matrix with no unit stride: then the
   transpose stays a copy).  Fusion cannot cross the call, so the operands
   stay plain row-major buffers, and function-boundary bufferization hands
   the callee contiguous identity-layout memrefs.
2. :func:`call_sgemm` (memref level, after bufferization): inside each
   ``__kina_mm<i>``, :func:`gemm_layout` reads the contraction's maps and
   buffer shapes as BLAS sees them (batch strides, transpose flags, leading
   dimensions), and the contraction becomes ``if (sgemm == null) { the
   loops } else { one call for the whole batch }`` with ``beta = 1`` (the
   accumulator's initial value is kept, whatever it is).

The pointer is ``kina_sgemm(desc, a, b, c)`` of the runtime's matmul pool
(:mod:`kina_play.runtime.matmul_pool`), where ``desc`` points to a constant
array of 64-bit integers in the ``.so`` (:meth:`GemmLayout.desc`).  The pool
calls the BLAS ``sgemm`` on the calling thread for small work and splits
large work across cores.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .rewrites import dim_positions, is_identity_memref, owner_op, top_level_ops

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
    """Step 1 (see the module docstring); returns the number outlined.

    A ``linalg.transpose`` that feeds A or B, and one that is the only user
    of the result, moves into the callee too: the callee's contraction then
    reads (or writes) the untransposed buffer through permuted indexing
    maps, and :func:`call_sgemm` hands BLAS that buffer with a transpose
    flag or a leading dimension instead of a copy.  Why: in the D = 256
    forward the four head transposes around the attention matmuls were 7 %
    of its time (2.12 → 1.97 ms without them), all of it serial copying.
    """
    from mlir import ir

    if min_work <= 0:
        return 0
    found = [(o, nb) for _, o in top_level_ops(module) if o.name.startswith("linalg.")
             and (nb := _plain_matmul_form(o)) is not None and _work(o) >= min_work]
    anchor = list(module.body.operations)[-1] if found else None
    for i, (o, nb) in enumerate(found):
        name = f"{OUTLINED_PREFIX}{i}"
        batch = [f"d{j}" for j in range(nb)]
        dm, dn, dk = (f"d{nb + j}" for j in range(3))
        exprs = [batch + [dm, dk], batch + [dk, dn], batch + [dm, dn]]
        matrix_dims = [{dm, dk}, {dk, dn}, {dm, dn}]
        ins = []
        for x in (0, 1):  # A, B: read through a transpose that produces them
            src, perm = _transposed(o.operands[x])
            if perm is not None and _unit_stride_in(src, _through(exprs[x], perm), matrix_dims[x]):
                exprs[x] = _through(exprs[x], perm)
                ins.append(src)
            else:
                ins.append(o.operands[x])
        init = _single_use_fill(o.operands[2])
        result = o.results[0]
        out_t = _only_transpose_user(result) if init is not None else None
        if out_t is not None:  # R = transpose(C, P): R's dim i is C's dim P[i]
            through = [exprs[2][p] for p in _permutation(out_t)]
            if _unit_stride_in(out_t.results[0], through, matrix_dims[2]):
                exprs[2] = through
                result = out_t.results[0]
            else:
                out_t = None
        init_value = init.operands[0] if init is not None else None
        text = _callee_text(name, batch + [dm, dn, dk], exprs, [str(v.type) for v in ins], str(result.type),
                            None if init_value is None else str(init_value.type))
        parsed = ir.Module.parse(text)  # must outlive the move
        callee = parsed.body.operations[0].operation
        callee.move_after(anchor)
        anchor = callee
        with ir.InsertionPoint(o), o.location:
            call = ir.Operation.create(
                "func.call", results=[result.type], operands=[*ins, init_value or o.operands[2]],
                attributes={"callee": ir.FlatSymbolRefAttr.get(name)},
            )
        result.replace_all_uses_with(call.results[0])
        producers: list[ir.Operation] = []
        for v in o.operands[:2]:  # (A and B may be the same transpose)
            t = owner_op(v)
            if t is not None and t.name == "linalg.transpose" and not any(t == q for q in producers):
                producers.append(t)
        for dead in (out_t, o, init):
            if dead is not None:
                dead.erase()
        for t in producers:  # a transpose read by nothing else now
            if not list(t.results[0].uses):
                t.erase()
    return len(found)


def _callee_text(name: str, dims: list[str], exprs: list[list[str]], ins: list[str], result: str,
                 init: str | None) -> str:
    """``func.func private @name``: one ``acc + a * b`` generic over ``dims``
    (the reduction last), indexed by ``exprs``; it fills its own accumulator
    with the value it is given when ``init`` (that value's type) is set, else
    it takes the accumulator."""
    ta, tb = ins
    if init is not None:
        params = f"%a: {ta}, %b: {tb}, %v: {init}"
        init_text = (f"  %e = tensor.empty() : {result}\n"
                     f"  %c = linalg.fill ins(%v : {init}) outs(%e : {result}) -> {result}\n")
    else:
        params, init_text = f"%a: {ta}, %b: {tb}, %c: {result}", ""
    maps = ", ".join(f"affine_map<({', '.join(dims)}) -> ({', '.join(e)})>" for e in exprs)
    kinds = ", ".join(['"parallel"'] * (len(dims) - 1) + ['"reduction"'])
    return (
        f"func.func private @{name}({params}) -> {result} {{\n{init_text}"
        f"  %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{kinds}]}} "
        f"ins(%a, %b : {ta}, {tb}) outs(%c : {result}) {{\n"
        "  ^bb0(%x: f32, %y: f32, %acc: f32):\n"
        "    %p = arith.mulf %x, %y : f32\n"
        "    %s = arith.addf %acc, %p : f32\n"
        "    linalg.yield %s : f32\n"
        f"  }} -> {result}\n"
        f"  return %r : {result}\n}}"
    )


def _permutation(t: ir.Operation) -> list[int]:
    from mlir import ir

    return list(ir.DenseI64ArrayAttr(t.attributes["permutation"]))


def _transposed(v: ir.Value) -> tuple[ir.Value, list[int] | None]:
    """``(x, P)`` if ``v = linalg.transpose(x, P)``, else ``(v, None)``."""
    t = owner_op(v)
    if t is None or t.name != "linalg.transpose":
        return v, None
    return t.operands[0], _permutation(t)


def _through(exprs: list[str], perm: list[int]) -> list[str]:
    """The indexing of ``x`` when ``transpose(x, perm)`` was indexed by ``exprs``:
    the transpose's dim ``i`` is ``x``'s dim ``perm[i]``."""
    out = [""] * len(perm)
    for i, p in enumerate(perm):
        out[p] = exprs[i]
    return out


def _unit_stride_in(v: ir.Value, exprs: list[str], matrix_dims: set[str]) -> bool:
    """Whether ``v``'s innermost dim of more than one element is indexed by a
    matrix dim (an m, n or k of the contraction), not a batch dim.  Why: BLAS
    needs a unit stride along a matrix's rows or columns; a transpose that
    would take it away stays a copy (the contraction then still goes to BLAS)."""
    from mlir import ir

    shape = list(ir.ShapedType(v.type).shape)
    if all(size == 1 for size, e in zip(shape, exprs) if e in matrix_dims):
        return True  # a 1 × 1 matrix: any stride will do
    for size, e in zip(reversed(shape), reversed(exprs)):
        if size != 1:
            return e in matrix_dims
    return True


def _only_transpose_user(v: ir.Value) -> ir.Operation | None:
    """The ``linalg.transpose`` that is ``v``'s only user (as its input), if any."""
    uses = list(v.uses)
    if len(uses) != 1:
        return None
    user = uses[0].owner
    user = getattr(user, "operation", user)
    if getattr(user, "name", "") != "linalg.transpose" or uses[0].operand_number != 0:
        return None
    return user


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

    targets: list[tuple[ir.Operation, GemmLayout]] = []
    for fop in module.body.operations:
        f = fop.operation
        if f.name != "func.func" or not str(f.attributes["sym_name"]).strip('"').startswith(OUTLINED_PREFIX):
            continue

        def visit(op: ir.Operation) -> ir.WalkResult:
            layout = gemm_layout(op) if op.name == "linalg.generic" else None
            if layout is not None:
                targets.append((op, layout))
            return ir.WalkResult.ADVANCE

        f.walk(visit)
    if not targets:
        return 0
    _add_global_and_setter(module)
    for o, layout in targets:
        _guarded_sgemm(o, layout)
    return len(targets)


MAX_BATCH_DIMS = 4
"""Batch dims a descriptor holds (the pool's ``MAX_BATCH_DIMS``); more stay in the loops."""


@dataclass(frozen=True)
class GemmLayout:
    """One contraction as BLAS calls see it: for each batch index,
    ``c (m × n, row stride ldc) += op(a) @ op(b)``, ``op(x)`` being ``x`` or
    ``x`` stored transposed (``ta`` / ``tb``), row-major with leading
    dimensions ``lda`` / ``ldb``.  ``batch`` holds ``(size, a, b, c)``
    element strides per batch dim.  :meth:`desc` is what the pool reads.
    ``swapped``: the op's second operand is this ``a`` and its first this
    ``b`` (a column-major result computed as ``cᵀ = bᵀ @ aᵀ``)."""

    batch: tuple[tuple[int, int, int, int], ...]
    m: int
    n: int
    k: int
    ta: int
    lda: int
    tb: int
    ldb: int
    ldc: int
    swapped: bool = False

    def desc(self) -> list[int]:
        pad = [(1, 0, 0, 0)] * (MAX_BATCH_DIMS - len(self.batch))
        cols = list(zip(*(list(self.batch) + pad)))
        return [len(self.batch), *cols[0], *cols[1], *cols[2], *cols[3],
                self.m, self.n, self.k, self.ta, self.lda, self.tb, self.ldb, self.ldc]


def gemm_layout(op: ir.Operation) -> GemmLayout | None:
    """How BLAS can run this memref-level ``linalg.generic``, or None.

    It must be ``acc + a * b`` over contiguous f32 buffers whose indexing
    maps are projected permutations, with dims that each play one role:
    batch (in a, b and c), m (a and c), n (b and c) or k (a and b, the only
    reduction).  Several dims of one role must collapse into one (adjacent
    in both buffers that hold them), and each matrix needs a unit stride
    along its rows or its columns.  A c that is stored column-major runs as
    ``cᵀ = bᵀ @ aᵀ``.
    """
    from mlir import ir

    operands = list(op.operands)
    if len(operands) != 3 or not _is_mul_add(op):
        return None
    shapes, strides = [], []
    for v in operands:
        try:
            mt = ir.MemRefType(v.type)
        except ValueError:  # a scalar or a tensor
            return None
        if not is_identity_memref(v.type):
            return None
        if str(mt.element_type) != "f32" or not mt.has_static_shape:
            return None
        shape = list(mt.shape)
        shapes.append(shape)
        st, acc = [0] * len(shape), 1
        for i in range(len(shape) - 1, -1, -1):
            st[i], acc = acc, acc * shape[i]
        strides.append(st)
    maps_attr = op.attributes["indexing_maps"]
    its = op.attributes["iterator_types"]
    ndims = len(its)
    reduction = ["reduction" in str(its[i]) for i in range(ndims)]
    extent: dict[int, int] = {}
    stride: list[dict[int, int]] = [{}, {}, {}]
    for x in range(3):
        amap = ir.AffineMapAttr(maps_attr[x]).value
        if len(amap.results) != len(shapes[x]):
            return None
        for pos, d in enumerate(dim_positions(amap)):
            if d is None:
                return None
            if d in stride[x] or extent.get(d, shapes[x][pos]) != shapes[x][pos]:
                return None
            extent[d] = shapes[x][pos]
            stride[x][d] = strides[x][pos]
    if len(extent) != ndims or any(n == 0 for n in extent.values()):
        return None
    roles: dict[tuple[bool, bool, bool], list[int]] = {}
    for d in range(ndims):
        if extent[d] == 1:
            continue
        roles.setdefault(tuple(d in s for s in stride), []).append(d)  # type: ignore[arg-type]
    groups = {(True, True, True): "batch", (True, False, True): "m", (False, True, True): "n",
              (True, True, False): "k"}
    if any(r not in groups for r in roles):
        return None
    if any(reduction[d] != (groups[r] == "k") for r, ds in roles.items() for d in ds):
        return None
    sa, sb, sc = stride

    def one(ds: list[int], holders: list[dict[int, int]]) -> tuple[int, list[int]] | None:
        """The dims ``ds`` as one (extent, stride in each holder), if they collapse."""
        if not ds:
            return 1, [0] * len(holders)
        ds = sorted(ds, key=lambda d: -holders[0][d])
        for outer, inner in zip(ds, ds[1:]):
            if any(h[outer] != extent[inner] * h[inner] for h in holders):
                return None
        size = 1
        for d in ds:
            size *= extent[d]
        return size, [h[ds[-1]] for h in holders]

    m = one(roles.get((True, False, True), []), [sc, sa])
    n = one(roles.get((False, True, True), []), [sc, sb])
    k = one(roles.get((True, True, False), []), [sa, sb])
    if m is None or n is None or k is None:
        return None
    batch: list[tuple[int, int, int, int]] = []
    for d in sorted(roles.get((True, True, True), []), key=lambda d: -sc[d]):
        if batch and all(prev == extent[d] * s for prev, s in zip(batch[-1][1:], (sa[d], sb[d], sc[d]))):
            size = batch[-1][0] * extent[d]
            batch[-1] = (size, sa[d], sb[d], sc[d])
        else:
            batch.append((extent[d], sa[d], sb[d], sc[d]))
    if len(batch) > MAX_BATCH_DIMS:
        return None
    (mm, (cm, am)), (nn, (cn, bn)), (kk, (ak, bk)) = m, n, k
    c_ld = _leading(cm, cn, mm, nn)
    if c_ld is None:
        return None
    swapped = bool(c_ld[0])
    if swapped:  # c is column-major: c^T (n x m) = b^T @ a^T
        mm, nn, am, ak, bk, bn, cm, cn = nn, mm, bn, bk, ak, am, cn, cm
        batch = [(size, b, a, c) for size, a, b, c in batch]
        c_ld = _leading(cm, cn, mm, nn)
        if c_ld is None or c_ld[0]:
            return None
    a_ld, b_ld = _leading(am, ak, mm, kk), _leading(bk, bn, kk, nn)
    if a_ld is None or b_ld is None:
        return None
    return GemmLayout(tuple(batch), mm, nn, kk, a_ld[0], a_ld[1], b_ld[0], b_ld[1], c_ld[1], swapped)


def _leading(s_rows: int, s_cols: int, rows: int, cols: int) -> tuple[int, int] | None:
    """``(transposed, leading dimension)`` of a rows × cols matrix with these
    element strides, as row-major BLAS takes it, or None (no unit stride)."""
    if cols == 1 or s_cols == 1:
        ld = s_rows if rows > 1 else cols
        if ld >= max(1, cols):
            return 0, ld
    if rows == 1 or s_rows == 1:
        ld = s_cols if cols > 1 else rows
        if ld >= max(1, rows):
            return 1, ld
    return None


def _is_mul_add(op: ir.Operation) -> bool:
    """Whether the body is ``yield acc + a * b`` (a, b the inputs, acc the output)."""
    block = op.regions[0].blocks[0]
    body = [o.operation for o in block.operations]
    if [o.name for o in body] != ["arith.mulf", "arith.addf", "linalg.yield"]:
        return False
    mul, add, ret = body
    x, y, acc = block.arguments
    m0, m1 = mul.operands
    a0, a1 = add.operands
    product = mul.results[0]
    return ((m0 == x and m1 == y) or (m0 == y and m1 == x)) and (
        (a0 == acc and a1 == product) or (a0 == product and a1 == acc)) and ret.operands[0] == add.results[0]


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


def _guarded_sgemm(op: ir.Operation, layout: GemmLayout) -> None:
    """Replace ``op`` by ``if (!__kina_sgemm_call_…(a, b, c)) { op }``."""
    from mlir import ir

    a, b, c = op.operands
    if layout.swapped:
        a, b = b, a
    module = _module_of(op)
    desc = layout.desc()
    tag = hashlib.sha256(repr(desc).encode()).hexdigest()[:16]
    name = f"__kina_sgemm_call_{tag}"
    existing = {str(f.operation.attributes["sym_name"]).strip('"')
                for f in module.body.operations if "sym_name" in f.operation.attributes}
    if name not in existing:
        parsed = ir.Module.parse(_sgemm_helper_text(name, f"__kina_gemm_{tag}", desc))  # must outlive the move
        # (the text repeats the pointer global so that it verifies on its own; the descriptor and the function move)
        for x in list(parsed.body.operations)[1:]:
            x.operation.move_after(list(module.body.operations)[-1])
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


def _sgemm_helper_text(name: str, desc_name: str, desc: list[int]) -> str:
    """``func.func private @name(a, b, c as i64 addresses) -> i1``: false when
    the pointer is null, else one call ``fp(&desc, a, b, c)`` and true; with
    the descriptor (:meth:`GemmLayout.desc`) as a constant global."""
    sig = "(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()"
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
        f"%d = llvm.mlir.addressof @{desc_name} : !llvm.ptr",
        "%pa = llvm.inttoptr %a : i64 to !llvm.ptr",
        "%pb = llvm.inttoptr %b : i64 to !llvm.ptr",
        "%pc = llvm.inttoptr %c : i64 to !llvm.ptr",
        f"llvm.call %fp(%d, %pa, %pb, %pc) : !llvm.ptr, {sig}",
        "%t = arith.constant true",
        "func.return %t : i1",
    ]
    values = ", ".join(str(v) for v in desc)
    global_text = (f"  llvm.mlir.global internal constant @{desc_name}(dense<[{values}]> : tensor<{len(desc)}xi64>)"
                   f" {{addr_space = 0 : i32}} : !llvm.array<{len(desc)} x i64>")
    return ("module {\n" + _GLOBAL_TEXT + "\n" + global_text + f"\n  func.func private @{name}(%a: i64, %b: i64, %c: i64) -> i1 {{\n    "
            + "\n    ".join(body) + "\n  }\n}")
