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
from typing import Iterable, Sequence

from .blas import OUTLINED_PREFIX
from .math_expand import expand_math
from .rewrites import top_level_ops
from .target import AVX512, VectorTarget, elementwise_width, host_target, matmul_tile

TRANSFORM_ATTR = "kina.vec"

_MAX_REDUCTION = 1024  # a reduction row must fit in a vector
MIN_VECTOR_WORK = 4096
"""Iterations (product of the loop ranges) below which an op stays a scalar
loop nest.  Tiny ops (StoryLM-0's decode step: 8-wide matmuls, 2-head
softmax) run in tens of nanoseconds as scalar loops; tiling and vectorizing
them only adds loop overhead, code size and compile time."""
CONTRACTION_WORK_FACTOR = 16
"""A contraction is tiled and vectorized from ``16 × min_work`` multiply-adds
(a 40 × 40 × 40 matmul at the default threshold).  Below that its vector
code cost more compile time than it saved: StoryLM-0's ``nll_step`` has
eight 36 × 8 × V contractions, and vectorizing them added ≈ 0.7 s to its
cold build for microseconds per training step."""


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
    if not _every_loop_materialized(op):
        return None, []
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


def _every_loop_materialized(op: object) -> bool:
    """True when each loop dimension is indexed by the output or by an input
    the body actually reads.

    Why: the linalg vectorizer (LLVM 22) builds its vectors only from the
    operands it reads, and skips an input whose block argument is unused.
    ``linalg-fuse-elementwise-ops`` folds a ``linalg.fill`` (or a constant)
    into its consumer by replacing the block argument with the fill value, so
    ``reduce_sum(fill(f32[3], 2.0))`` becomes a reduction whose body is
    ``out + 2.0`` and whose only input is never read.  No vector then spans
    the reduced dimension, the vectorizer emits one ``addf`` instead of a
    reduction over 3 elements, and the result is 2.0 instead of 6.0.  The
    same happens with a fused broadcast that does not index the reduced
    dimension.  Such ops stay scalar loops, which are correct.
    """
    maps = _maps(op)
    block = op.regions[0].blocks[0]  # type: ignore[attr-defined]
    n_in = len(op.operands) - len(op.results)  # type: ignore[attr-defined]
    covered: set[int] = set()
    for i, m in enumerate(maps):
        if i < n_in and not len(list(block.arguments[i].uses)):
            continue
        for e in m.results:  # type: ignore[attr-defined]
            s = str(e)
            if re.fullmatch(r"d\d+", s):
                covered.add(int(s[1:]))
    return covered >= set(range(maps[0].n_dims))  # type: ignore[attr-defined]


def _divisor(n: int, prefs: Iterable[int]) -> int | None:
    for t in prefs:
        if t <= n and n % t == 0:
            return t
    return None


def _largest_divisor(n: int, cap: int, floor: int) -> int | None:
    """The largest divisor of ``n`` in ``[floor, cap]``, or None.  For widths
    like 500 or 1000 (no power-of-two divisor above 4): a 50-wide tile is
    three full vectors and a short one, far better than scalar loops."""
    for t in range(min(cap, n), max(floor, 1) - 1, -1):
        if n % t == 0:
            return t
    return None


def _work(ranges: Sequence[int]) -> int:
    n = 1
    for r in ranges:
        n *= r
    return n


def tile_sizes(kind: str, ranges: Sequence[int], target: VectorTarget = AVX512) -> list[int] | None:
    """Tile sizes (0 = not tiled) for one op on ``target``, or None to leave
    it to scalar loops.  Pure: the tests call it for every target."""
    if kind == "mm":
        *batch, m, n, _k = ranges
        rows, cols = matmul_tile(target)
        tm = _divisor(m, range(rows, 0, -1))
        tn = (_divisor(n, (cols, cols // 2, target.lanes)) or (n if n <= 4 * target.lanes else None)
              or _largest_divisor(n, cols, target.lanes // 2))
        if tm is None or tn is None:
            return None
        return [1 if d > 1 else 0 for d in batch] + [tm, tn, 1]
    if kind == "ew":
        if not ranges:
            return None
        width = elementwise_width(target)
        last = ranges[-1]
        t = (last if last <= width else _divisor(last, (width, width // 2, width // 4, width // 8))
             or _largest_divisor(last, width, target.lanes // 2))
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
                 target: VectorTarget, min_work: int = MIN_VECTOR_WORK,
                 only_fills_of_contractions: bool = False) -> tuple[str, int]:
    """Tag the ops to schedule (``kina.vec = N``) and write the transform script."""
    from mlir import ir

    i64 = ir.IntegerType.get_signless(64)
    lines: list[str] = []
    n = start
    for fname, o in top_level_ops(module):
        if fname.startswith(OUTLINED_PREFIX):
            continue  # BLAS-bound: its loops are only the fallback
        if not o.name.startswith("linalg."):
            continue
        kind, ranges = classify(o)
        if kind is None or kind not in kinds:
            continue
        if only_fills_of_contractions and kind == "ew" and not (o.name == "linalg.fill" and _feeds_contraction(o)):
            continue  # elementwise ops wait for fusion (the second script)
        if _work(ranges) < min_work * (CONTRACTION_WORK_FACTOR if kind == "mm" else 1):
            continue
        tiles = tile_sizes(kind, ranges, target)
        if tiles is None:
            continue
        o.attributes[TRANSFORM_ATTR] = ir.IntegerAttr.get(i64, n)
        loops = sum(1 for t in tiles if t)
        lines.append(
            f"    %m{n} = transform.structured.match attributes{{{TRANSFORM_ATTR} = {n} : i64}} in %root"
            " : (!transform.any_op) -> !transform.any_op"
        )
        handle = f"%m{n}"
        if loops:
            outs = ", ".join(["!transform.any_op"] * (1 + loops))
            handles = f"%t{n}, %l{n}" + (f":{loops}" if loops > 1 else "")
            lines.append(
                f"    {handles} = transform.structured.tile_using_for %m{n} tile_sizes {tiles}"
                f" : (!transform.any_op) -> ({outs})"
            )
            handle = f"%t{n}"
        extra = " {create_named_contraction}" if kind == "mm" else ""
        lines.append(f"    transform.structured.vectorize {handle}{extra} : !transform.any_op")
        n += 1
    return _HEAD + "\n".join(lines) + "\n" + (_LOWER_AND_HOIST if finish else "") + _TAIL, n


def _large_generics(module: object, min_work: int) -> list[object]:
    """Top-level ``linalg.generic`` ops with at least ``min_work`` iterations:
    the hot loops, where elementwise math becomes polynomials.  In tiny ops a
    few libm calls are cheaper to compile than the polynomial (StoryLM-0's
    ``nll_step`` built 1.5× slower with every ``exp`` / ``log`` expanded)."""
    found = []
    for _, o in top_level_ops(module):
        if o.name == "linalg.generic":
            ranges = _loop_ranges(o)
            if all(r is not None for r in ranges) and _work(ranges) >= min_work:  # type: ignore[arg-type]
                found.append(o)
    return found


def drop_unit_broadcast_dims(module: object) -> int:
    """Give every elementwise generic's broadcast inputs only their real dims:
    an input indexed ``(d0, d1, d2, 0)`` with a unit last dim (a per-row
    value kept with ``keepdims``, as softmax, log-softmax and LayerNorm and
    their VJPs produce) is read through a ``tensor.collapse_shape`` that
    drops the unit dim, indexed ``(d0, d1, d2)``.  Returns the inputs changed.

    Why: the vectorizer turns a constant-0 map result into a broadcasting
    ``vector.transfer_read`` that the transfer lowering cannot simplify; it
    became one scalar load and insert per lane (``x − m`` over a
    ``[16, 4, 47, 47]`` softmax cost 1.2 ms instead of ≈ 0.05 ms).  With the
    dim gone the vectorizer reads the row's one scalar and broadcasts it.
    Only inputs of top-level generics are rewritten; the result is the same
    tensor, so this cannot change a value."""
    from mlir import ir
    from mlir.dialects import tensor

    changed = 0
    for _, o in top_level_ops(module):
        if o.name != "linalg.generic":
            continue
        maps = _maps(o)
        n_in = len(o.operands) - len(o.results)  # type: ignore[attr-defined]
        new_maps = list(maps)
        for i in range(n_in):
            v = o.operands[i]  # type: ignore[attr-defined]
            if not isinstance(v.type, ir.RankedTensorType):
                continue
            shape = list(ir.RankedTensorType(v.type).shape)
            results = [str(e) for e in maps[i].results]  # type: ignore[attr-defined]
            unit = [j for j, (d, e) in enumerate(zip(shape, results)) if d == 1 and e == "0"]
            if not unit:
                continue
            keep = [j for j in range(len(shape)) if j not in unit]
            groups: list[list[int]] = []
            for j in range(len(shape)):  # each unit dim joins the kept dim before it (or after, at the front)
                if j in unit and groups:
                    groups[-1].append(j)
                elif j in unit:
                    groups.append([j])
                elif groups and all(k in unit for k in groups[-1]):
                    groups[-1].append(j)
                else:
                    groups.append([j])
            if not keep:
                groups = []
            elem = ir.RankedTensorType(v.type).element_type
            new_type = ir.RankedTensorType.get([shape[j] for j in keep], elem)
            with ir.InsertionPoint(o), o.location:  # type: ignore[attr-defined]
                collapsed = tensor.CollapseShapeOp(new_type, v, groups).result
            o.operands[i] = collapsed  # type: ignore[attr-defined]
            exprs = [maps[i].results[j] for j in keep]  # type: ignore[attr-defined]
            new_maps[i] = ir.AffineMap.get(maps[i].n_dims, 0, exprs)  # type: ignore[attr-defined]
            changed += 1
        if new_maps != maps:
            o.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in new_maps])  # type: ignore[attr-defined]
    return changed


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


def apply_schedule(module: object, *, cleanups: Sequence[str] = ("linalg-fuse-elementwise-ops", "canonicalize"),
                   target: VectorTarget | None = None, min_work: int = MIN_VECTOR_WORK) -> dict[str, int]:
    """The whole tensor-level schedule (see the module docstring); returns counts.

    ``cleanups`` are the tensor-level passes run between the contractions
    and the elementwise ops (fusion must come after the contractions are
    vectorized).  ``target`` defaults to the host's (:func:`.target.host_target`).
    """
    from mlir import passmanager

    target = target or host_target()
    n_math = sum(expand_math(op) for op in _large_generics(module, min_work))
    script, n1 = build_script(module, ("mm", "ew"), 0, finish=False, target=target, min_work=min_work,
                              only_fills_of_contractions=True)
    if n1:
        run_script(module, script)
    if cleanups:
        passmanager.PassManager.parse(  # type: ignore[attr-defined]
            "builtin.module(" + ",".join(cleanups) + ")"
        ).run(module.operation)  # type: ignore[attr-defined]
    drop_unit_broadcast_dims(module)
    script, n2 = build_script(module, ("ew", "red"), n1, finish=True, target=target, min_work=min_work)
    if n2:
        run_script(module, script)
    strip_tags(module)
    return {"math_expanded": n_math, "contractions": n1, "vectorized": n2 - n1}
