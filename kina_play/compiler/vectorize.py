"""The ``vectorize`` pipeline's tensor-level schedule: tile + vectorize with the
transform dialect, and a vectorizable ``exp``.

The default pipeline lowers every linalg op to scalar loops and leaves the
rest to LLVM: right for the tiny StoryLM-0 kernels (compile time matters more
than the last nanosecond), hopeless for a forward at D = 256 (≈ 1–2.5
GFLOP/s).  This schedule, applied before bufferization, is what
:data:`.pipeline.VECTORIZE_PIPELINE` adds:

1. **Contractions** (``linalg.batch_matmul`` / ``matmul``, and generics whose
   last loop is the only reduction and whose body is ``mulf`` + ``addf``) are
   tiled ``[1…, 8, 32, 1]`` over (batch…, m, n, k) with
   ``transform.structured.tile_using_for`` and vectorized into
   ``vector.contract`` (``create_named_contraction``); the contraction is then
   lowered to outer products (``vector.fma``: 8 broadcasts × 2 zmm rows per
   k) and the C tile's read/write is hoisted out of the k loop
   (``transform.loop.hoist_loop_invariant_subsets``), so it lives in 16
   registers for the whole k loop.  Their ``linalg.fill`` inits are
   vectorized too.  Non-dividing sizes fall back to smaller tiles (or leave
   the op to scalar loops) — no masking needed.
2. Only then ``linalg-fuse-elementwise-ops`` (done earlier it would fuse the
   softmax's division into the ``probs @ v`` contraction and propagate
   reshapes into the projections, and neither would vectorize).
3. **Elementwise generics, fills and last-axis reductions** are tiled to
   one row (inner extent ≤ 64 for elementwise) and vectorized.
4. ``math.exp`` is expanded (:func:`expand_exp`) into a Cephes-style
   polynomial in ``arith`` ops *before* vectorization: LLVM would otherwise
   scalarize a vector ``exp`` into one libm ``expf`` call per lane (the
   softmax then cost more than every matmul together).

Transposes and gathers stay scalar loops (cheap at these sizes).
"""

from __future__ import annotations

import re
from typing import Sequence

TRANSFORM_ATTR = "kina.vec"

_MM_TILE = (8, 32)  # (m, n) register tile: 8 rows × 2 zmm of f32
_EW_WIDTH = 64  # elementwise inner tile (4 zmm)
_MAX_REDUCTION = 1024  # a reduction row must fit in a vector


# --------------------------------------------------------------------------
# Classification
# --------------------------------------------------------------------------


def _shape(v: object) -> tuple[int, ...]:
    from mlir import ir

    return tuple(ir.ShapedType(v.type).shape)  # type: ignore[attr-defined]


def _maps(op: object) -> list[object]:
    from mlir import ir

    a = op.attributes["indexing_maps"]  # type: ignore[attr-defined]
    return [ir.AffineMapAttr(a[i]).value for i in range(len(a))]


def _iterators(op: object) -> list[str]:
    a = op.attributes["iterator_types"]  # type: ignore[attr-defined]
    return [str(a[i]) for i in range(len(a))]


def _loop_ranges(op: object) -> list[int | None]:
    maps = _maps(op)
    ranges: list[int | None] = [None] * maps[0].n_dims  # type: ignore[attr-defined]
    for v, m in zip(op.operands, maps):  # type: ignore[attr-defined]
        shp = _shape(v)
        for j, e in enumerate(m.results):  # type: ignore[attr-defined]
            s = str(e)
            if re.fullmatch(r"d\d+", s):
                ranges[int(s[1:])] = shp[j]
    return ranges


def _body(op: object) -> list[str]:
    return [o.operation.name for o in op.regions[0].blocks[0].operations]  # type: ignore[attr-defined]


def classify(op: object) -> tuple[str | None, list[int]]:
    """``("mm" | "ew" | "red", loop ranges)`` or ``(None, [])`` (left to loops)."""
    name = op.name  # type: ignore[attr-defined]
    if name == "linalg.matmul":
        a, b = _shape(op.operands[0]), _shape(op.operands[1])  # type: ignore[attr-defined]
        return "mm", [a[0], b[1], a[1]]
    if name == "linalg.batch_matmul":
        a, b = _shape(op.operands[0]), _shape(op.operands[1])  # type: ignore[attr-defined]
        return "mm", [a[0], a[1], b[2], a[2]]
    if name == "linalg.fill":
        return "ew", list(_shape(op.operands[1]))  # type: ignore[attr-defined]
    if name != "linalg.generic":
        return None, []
    body = _body(op)
    if "tensor.extract" in body or "linalg.index" in body:
        return None, []  # gathers
    its = _iterators(op)
    ranges = _loop_ranges(op)
    if any(r is None for r in ranges) or not ranges:
        return None, []
    n_in = len(op.operands) - len(op.results)  # type: ignore[attr-defined]
    n_red = sum("reduction" in t for t in its)
    if len(op.results) != 1:  # type: ignore[attr-defined]
        return None, []  # multi-output (argmax)
    if n_red == 0:
        out = _maps(op)[-1]
        if [str(e) for e in out.results] != [f"d{i}" for i in range(out.n_dims)]:  # type: ignore[attr-defined]
            return None, []
        return "ew", ranges  # type: ignore[return-value]
    if n_red == 1 and "reduction" in its[-1]:
        if n_in == 2 and sorted(body) == ["arith.addf", "arith.mulf", "linalg.yield"]:
            return "mm", ranges  # type: ignore[return-value]
        if n_in == 1 and ranges[-1] <= _MAX_REDUCTION:  # type: ignore[operator]
            return "red", ranges  # type: ignore[return-value]
    return None, []


def _divisor(n: int, prefs: Sequence[int]) -> int | None:
    for t in prefs:
        if t <= n and n % t == 0:
            return t
    return None


def tile_sizes(kind: str, ranges: Sequence[int]) -> list[int] | None:
    """Tile sizes (0 = not tiled) for one op, or None to leave it alone."""
    if kind == "mm":
        *batch, m, n, _k = ranges
        tm = _divisor(m, (_MM_TILE[0], 4, 2, 1))
        tn = _divisor(n, (_MM_TILE[1], 16, 8)) or (n if n <= 64 else None)
        if tm is None or tn is None:
            return None
        return [1 if d > 1 else 0 for d in batch] + [tm, tn, 1]
    if kind == "ew":
        if not ranges:
            return None
        last = ranges[-1]
        t = last if last <= _EW_WIDTH else _divisor(last, (_EW_WIDTH, 32, 16, 8))
        if t is None:
            return None
        return [1 if d > 1 else 0 for d in ranges[:-1]] + [t]
    if kind == "red":
        return [1 if d > 1 else 0 for d in ranges[:-1]] + [0]
    return None


# --------------------------------------------------------------------------
# Transform scripts
# --------------------------------------------------------------------------

_HEAD = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
"""
_LOWER_AND_HOIST = """    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_multi_reduction lowering_strategy = "innerreduction"
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %loops = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %loops : !transform.any_op {
    ^bb0(%loop: !transform.any_op):
      transform.loop.hoist_loop_invariant_subsets %loop : !transform.any_op
    }
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
"""
_TAIL = """    transform.yield
  }
}
"""


def _feeds_contraction(op: object) -> bool:
    """A ``linalg.fill`` whose result is the init of a contraction."""
    for use in op.results[0].uses:  # type: ignore[attr-defined]
        kind, _ = classify(use.owner)
        if kind == "mm":
            return True
    return False


def build_script(module: object, kinds: Sequence[str], start: int, *, finish: bool,
                 only_fills_of_contractions: bool = False) -> tuple[str, int]:
    """Tag the ops to schedule (``kina.vec = N``) and write the transform script."""
    from mlir import ir

    i64 = ir.IntegerType.get_signless(64)
    lines: list[str] = []
    n = start
    for fop in module.body.operations:  # type: ignore[attr-defined]
        f = fop.operation
        if f.name != "func.func" or not len(f.regions[0].blocks):
            continue
        for op in f.regions[0].blocks[0].operations:
            o = op.operation
            if not o.name.startswith("linalg."):
                continue
            kind, ranges = classify(o)
            if kind is None or kind not in kinds:
                continue
            if only_fills_of_contractions and o.name == "linalg.fill" and not _feeds_contraction(o):
                continue
            tiles = tile_sizes(kind, ranges)
            if tiles is None:
                continue
            o.attributes[TRANSFORM_ATTR] = ir.IntegerAttr.get(i64, n)
            loops = sum(1 for t in tiles if t)
            lines.append(
                f"    %m{n} = transform.structured.match attributes{{{TRANSFORM_ATTR} = {n} : i64}} in %root"
                " : (!transform.any_op) -> !transform.any_op"
            )
            target = f"%m{n}"
            if loops:
                outs = ", ".join(["!transform.any_op"] * (1 + loops))
                handles = f"%t{n}, %l{n}" + (f":{loops}" if loops > 1 else "")
                lines.append(
                    f"    {handles} = transform.structured.tile_using_for %m{n} tile_sizes {tiles}"
                    f" : (!transform.any_op) -> ({outs})"
                )
                target = f"%t{n}"
            extra = " {create_named_contraction}" if kind == "mm" else ""
            lines.append(f"    transform.structured.vectorize {target}{extra} : !transform.any_op")
            n += 1
    return _HEAD + "\n".join(lines) + "\n" + (_LOWER_AND_HOIST if finish else "") + _TAIL, n


def run_script(module: object, script: str) -> None:
    """Run a transform script (its ``@__transform_main``) on ``module`` in place."""
    from mlir import ir, passmanager

    body = list(module.body.operations)  # type: ignore[attr-defined]
    if not body:
        return
    lib = ir.Module.parse(script)
    anchor = body[-1]
    moved = []
    for op in list(lib.body.operations):
        op.operation.move_after(anchor)
        anchor = op.operation
        moved.append(op.operation)
    attrs = module.operation.attributes  # type: ignore[attr-defined]
    attrs["transform.with_named_sequence"] = ir.UnitAttr.get()
    try:
        passmanager.PassManager.parse("builtin.module(transform-interpreter)").run(module.operation)  # type: ignore[attr-defined]
    finally:
        for o in moved:
            o.erase()
        del attrs["transform.with_named_sequence"]


def strip_tags(module: object) -> None:
    from mlir import ir

    def visit(op: object) -> object:
        attrs = op.attributes  # type: ignore[attr-defined]
        if TRANSFORM_ATTR in attrs:
            del attrs[TRANSFORM_ATTR]
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)  # type: ignore[attr-defined]


def apply_schedule(module: object) -> dict[str, int]:
    """The whole tensor-level schedule (see the module docstring); returns counts."""
    from mlir import passmanager

    n_exp = expand_exp(module)
    script, n1 = build_script(module, ("mm", "ew"), 0, finish=False, only_fills_of_contractions=True)
    if n1:
        run_script(module, script)
    passmanager.PassManager.parse(  # type: ignore[attr-defined]
        "builtin.module(linalg-fuse-elementwise-ops,canonicalize)"
    ).run(module.operation)  # type: ignore[attr-defined]
    script, n2 = build_script(module, ("ew", "red"), n1, finish=True)
    if n2:
        run_script(module, script)
    strip_tags(module)
    return {"exp_expanded": n_exp, "contractions": n1, "vectorized": n2 - n1}


# --------------------------------------------------------------------------
# exp
# --------------------------------------------------------------------------

# Cephes expf: exp(r) ≈ 1 + r + r²·P(r) on |r| ≤ ln2/2, relative error ≈ 1e-7.
_EXP_P = (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1)
_EXP_HI = 88.72283935546875  # above: +inf (exp(x) > FLT_MAX)
_EXP_LO = -103.97208  # below: 0 (exp(x) < half the smallest denormal)
_LOG2E = 1.44269504088896341
_LN2_HI, _LN2_LO = 0.693359375, -2.12194440e-4


def expand_exp(module: object) -> int:
    """Replace every scalar f32 ``math.exp`` by range reduction + polynomial.

    exp(x) = 2ⁿ·exp(r), n = ⌊x·log₂e + ½⌋, r = x − n·ln2 (two-part ln2);
    2ⁿ is built from exponent bits (in two halves, so that denormal results
    and results near FLT_MAX are right).  x > 88.72 → +inf, x < −103.97 → 0,
    NaN → NaN.  Max relative error ≈ 2 ulp on normal results (tested).
    """
    from mlir import ir
    from mlir.dialects import arith
    from mlir.dialects import math as mmath

    found: list[object] = []

    def visit(op: object) -> object:
        if op.name == "math.exp" and str(op.operands[0].type) == "f32":  # type: ignore[attr-defined]
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)  # type: ignore[attr-defined]
    if not found:
        return 0
    f32 = ir.F32Type.get()
    i32 = ir.IntegerType.get_signless(32)

    def c(v: float) -> object:
        return arith.ConstantOp(f32, ir.FloatAttr.get(f32, v)).result

    for op in found:
        x = op.operands[0]  # type: ignore[attr-defined]
        with ir.InsertionPoint(op), op.location:  # type: ignore[attr-defined]
            lo = c(_EXP_LO)
            xc = arith.MinimumFOp(arith.MaximumFOp(x, lo).result, c(_EXP_HI)).result
            fx = mmath.FloorOp(arith.AddFOp(arith.MulFOp(xc, c(_LOG2E)).result, c(0.5)).result).result
            r = arith.SubFOp(xc, arith.MulFOp(fx, c(_LN2_HI)).result).result
            r = arith.SubFOp(r, arith.MulFOp(fx, c(_LN2_LO)).result).result
            p = c(_EXP_P[0])
            for k in _EXP_P[1:]:
                p = arith.AddFOp(arith.MulFOp(p, r).result, c(k)).result
            y = arith.AddFOp(arith.AddFOp(arith.MulFOp(p, arith.MulFOp(r, r).result).result, r).result, c(1.0)).result
            # 2ⁿ = 2^(n₁)·2^(n₂), n₁ = ⌊n/2⌋: both factors are normal floats for
            # every n in [−150, 128], so results near FLT_MAX and denormal
            # results come out right.
            n = arith.FPToSIOp(i32, fx).result
            n1 = arith.ShRSIOp(n, arith.ConstantOp(i32, 1).result).result
            n2 = arith.SubIOp(n, n1).result
            for part in (n1, n2):
                bits = arith.ShLIOp(
                    arith.AddIOp(part, arith.ConstantOp(i32, 127).result).result, arith.ConstantOp(i32, 23).result
                ).result
                y = arith.MulFOp(y, arith.BitcastOp(f32, bits).result).result
            over = arith.CmpFOp(arith.CmpFPredicate.OGT, x, c(_EXP_HI)).result
            y = arith.SelectOp(over, c(float("inf")), y).result
            under = arith.CmpFOp(arith.CmpFPredicate.OLT, x, lo).result
            y = arith.SelectOp(under, c(0.0), y).result
            nan = arith.CmpFOp(arith.CmpFPredicate.UNO, x, x).result
            y = arith.SelectOp(nan, x, y).result
        op.result.replace_all_uses_with(y)  # type: ignore[attr-defined]
        op.erase()  # type: ignore[attr-defined]
    return len(found)
