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
   one row (inner extent ≤ 64 for elementwise) and vectorized.  A last dim
   that no vector tile divides (a prime width, or 82 = 2 × 41) is
   vectorized a whole row at a time up to :data:`WHOLE_ROW_VECTORS`
   vectors; a longer one is still tiled to rows, unvectorized, so that its
   rows run in parallel (:mod:`.parallel`).
4. ``math.exp`` is expanded (:func:`expand_exp`) into a Cephes-style
   polynomial in ``arith`` ops *before* vectorization: LLVM would otherwise
   scalarize a vector ``exp`` into one libm ``expf`` call per lane (the
   softmax then cost more than every matmul together).

Transposes and gathers stay scalar loops (cheap at these sizes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from .blas import OUTLINED_PREFIX
from .math_expand import expand_math
from .parallel import annotate, worth_it
from .rewrites import dim_positions, top_level_ops
from .row_fusion import ROW_ATTR, fuse_rows
from .target import AVX512, VectorTarget, elementwise_width, host_target, matmul_tile

if TYPE_CHECKING:  # the bindings load lazily; they ship no type information
    from mlir import ir

TRANSFORM_ATTR = "kina.vec"

_MAX_REDUCTION = 1024  # a reduction row must fit in a vector
MIN_VECTOR_WORK = 4096
"""Iterations (product of the loop ranges) below which an op stays a scalar
loop nest.  Tiny ops (StoryLM-0's decode step: 8-wide matmuls, 2-head
softmax) run in tens of nanoseconds as scalar loops; tiling and vectorizing
them only adds loop overhead, code size and compile time."""
WHOLE_ROW_VECTORS = 16
"""An elementwise op whose last dim no vector tile divides (a prime width
such as 47, or 82 = 2 × 41) is vectorized a whole row at a time when the
row is at most this many vectors long (128 floats on AVX2, 256 on AVX-512); longer
such rows stay scalar.  Why: StoryLM-1's attention rows (47 wide) and its
log-softmax over the vocabulary (82) were scalar loops of the expanded
``exp`` and ``log`` polynomials, the hottest code of its training step;
as whole-row vectors (LLVM splits a ``vector<47xf32>`` into full
registers and a short tail) the step's gradient took 5.2 instead of
6.9 ms per shard and computed the same bits, and its build took no
longer.  Reductions already ran whole rows (:data:`_MAX_REDUCTION`)."""
CONTRACTION_WORK_FACTOR = 16
"""A contraction is tiled and vectorized from ``16 × min_work`` multiply-adds
(a 40 × 40 × 40 matmul at the default threshold).  Below that its vector
code cost more compile time than it saved: StoryLM-0's ``nll_step`` has
eight 36 × 8 × V contractions, and vectorizing them added ≈ 0.7 s to its
cold build for microseconds per training step."""


# --------------------------------------------------------------------------
# Classification
# --------------------------------------------------------------------------


def _shape(v: ir.Value) -> tuple[int, ...]:
    from mlir import ir

    return tuple(ir.ShapedType(v.type).shape)


def _maps(op: ir.Operation) -> list[ir.AffineMap]:
    from mlir import ir

    a = op.attributes["indexing_maps"]
    return [ir.AffineMapAttr(a[i]).value for i in range(len(a))]


def _iterators(op: ir.Operation) -> list[str]:
    a = op.attributes["iterator_types"]
    return [str(a[i]) for i in range(len(a))]


def _loop_ranges(op: ir.Operation) -> list[int | None]:
    maps = _maps(op)
    ranges: list[int | None] = [None] * maps[0].n_dims
    for v, m in zip(op.operands, maps):
        shp = _shape(v)
        for j, d in enumerate(dim_positions(m)):
            if d is not None:
                ranges[d] = shp[j]
    return ranges


def _static_ranges(op: ir.Operation) -> list[int] | None:
    """The loop ranges when every one is known, else None."""
    ranges = _loop_ranges(op)
    known = [r for r in ranges if r is not None]
    return known if len(known) == len(ranges) else None


def _body(op: ir.Operation) -> list[str]:
    return [o.operation.name for o in op.regions[0].blocks[0].operations]


def classify(op: ir.Operation) -> tuple[str | None, list[int]]:
    """``("mm" | "ew" | "red" | "gather", loop ranges)`` or ``(None, [])`` (left to loops)."""
    name = op.name
    if name == "linalg.matmul":
        a, b = _shape(op.operands[0]), _shape(op.operands[1])
        return "mm", [a[0], b[1], a[1]]
    if name == "linalg.batch_matmul":
        a, b = _shape(op.operands[0]), _shape(op.operands[1])
        return "mm", [a[0], a[1], b[2], a[2]]
    if name == "linalg.fill":
        return "ew", list(_shape(op.operands[1]))
    if name != "linalg.generic":
        return None, []
    body = _body(op)
    its = _iterators(op)
    ranges = _static_ranges(op)
    if not ranges:
        return None, []
    n_in = len(op.operands) - len(op.results)
    if "tensor.extract" in body or "linalg.index" in body:
        return ("gather", ranges) if _is_row_gather(op, n_in, its) else (None, [])
    n_red = sum("reduction" in t for t in its)
    if len(op.results) != 1:
        return None, []  # multi-output (argmax)
    if not _every_loop_materialized(op):
        return None, []
    if n_red == 0:
        return ("ew", ranges) if _identity_output(op) else (None, [])
    if n_red == 1 and "reduction" in its[-1]:
        if n_in == 2 and sorted(body) == ["arith.addf", "arith.mulf", "linalg.yield"]:
            return "mm", ranges
        if n_in >= 1 and ranges[-1] <= _MAX_REDUCTION and _combines_with_a_known_op(op, n_in):
            # Any number of inputs: after elementwise fusion a log-sum-exp reads z and its
            # broadcast max, a squared distance two tensors (both once per element).  One-input
            # reductions only, as before, left StoryLM-1's log-softmax over its vocabulary a
            # scalar loop: its loss 2.64 -> 2.44 ms and its gradient 5.06 -> 4.86 ms per shard.
            return "red", ranges
    return None, []


_COMBINERS = frozenset(
    f"arith.{o}" for o in ("addf", "addi", "mulf", "muli", "andi", "ori", "xori", "maximumf", "minimumf",
                           "maxnumf", "minnumf", "maxsi", "minsi", "maxui", "minui"))
"""The reduction combiners the linalg vectorizer knows (``vector.CombiningKind``)."""


def _combines_with_a_known_op(op: ir.Operation, n_in: int) -> bool:
    """The reduction's yielded value is one :data:`_COMBINERS` op of the
    running value (the output's block argument), which nothing else reads.

    Why: that is the only reduction the linalg vectorizer can vectorize; on
    any other it fails ("Attempted to vectorize, but failed"), and the build
    with it.  ``top_k(x, k = 1)`` whose indices are unused is such an op:
    its values pick ``x`` where the rank is 0 with ``select(rank == 0, x,
    out)`` along the reduced row (exit 70 from a well-typed program)."""
    block = op.regions[0].blocks[0]
    out = block.arguments[n_in]
    ops = list(block.operations)
    yielded = ops[-1].operands[0]
    owner = yielded.owner
    if not hasattr(owner, "name") or owner.name not in _COMBINERS:
        return False
    users = [u.owner for u in out.uses]
    return len(users) == 1 and users[0] == owner and any(v == out for v in owner.operands)


def _is_row_gather(op: ir.Operation, n_in: int, its: Sequence[str]) -> bool:
    """A table lookup as :meth:`.mlirgen` writes ``gather``: no inputs, one
    identity output, all loops parallel, the value read with ``tensor.extract``
    at indices computed in the body.  Vectorized with ``vectorize_nd_extract``,
    MLIR reads each row as one contiguous vector when the last index is the
    last loop's and the others are constant along it, and as a vector gather
    otherwise: right either way."""
    if n_in != 0 or len(op.results) != 1 or any("reduction" in t for t in its):
        return False
    return _identity_output(op)


def _identity_output(op: ir.Operation) -> bool:
    """The (last) output is written at the loop indices in order."""
    out = _maps(op)[-1]
    return [str(e) for e in out.results] == [f"d{i}" for i in range(out.n_dims)]


def _every_loop_materialized(op: ir.Operation) -> bool:
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
    block = op.regions[0].blocks[0]
    n_in = len(op.operands) - len(op.results)
    covered: set[int] = set()
    for i, m in enumerate(maps):
        if i < n_in and not len(list(block.arguments[i].uses)):
            continue
        covered.update(d for d in dim_positions(m) if d is not None)
    return covered >= set(range(maps[0].n_dims))


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


def _big_enough(kind: str, ranges: Sequence[int], min_work: int) -> bool:
    """A top-level op worth tiling: ``min_work`` iterations, 16× that for a contraction."""
    return _work(ranges) >= min_work * (CONTRACTION_WORK_FACTOR if kind == "mm" else 1)


def tile_sizes(kind: str, ranges: Sequence[int], target: VectorTarget = AVX512) -> list[int] | None:
    """Tile sizes (0 = not tiled) for one op on ``target``, or None to leave
    it to scalar loops.  Pure: the tests call it for every target."""
    if kind == "mm":
        if len(ranges) < 3:
            return None  # a dot product (m and n folded away): no tile of rows × columns
        *batch, m, n, _k = ranges
        rows, cols = matmul_tile(target)
        tm = _divisor(m, range(rows, 0, -1))
        tn = (_divisor(n, (cols, cols // 2, target.lanes)) or (n if n <= 4 * target.lanes else None)
              or _largest_divisor(n, cols, target.lanes // 2))
        if tm is None or tn is None:
            return None
        return [1 if d > 1 else 0 for d in batch] + [tm, tn, 1]
    if kind in ("ew", "gather"):
        if not ranges:
            return None
        if kind == "gather" and ranges[-1] == 1:
            # Rows of one element: a one-lane vector per row, read as a
            # ``vector.gather`` (nothing proves it contiguous), which cannot
            # be lowered from a strided table (``gather(slice(t, axis = 1,
            # size = 1), ids)``: an internal error); and there is no row to
            # vectorize.  A scalar loop.
            return None
        width = elementwise_width(target)
        last = ranges[-1]
        t = (last if last <= width else _divisor(last, (width, width // 2, width // 4, width // 8))
             or _largest_divisor(last, width, target.lanes // 2)
             or (last if last <= WHOLE_ROW_VECTORS * target.lanes else None))
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


def _feeds_contraction(op: ir.Operation) -> bool:
    """A ``linalg.fill`` whose result is the init of a contraction."""
    for use in op.results[0].uses:
        kind, _ = classify(use.owner)
        if kind == "mm":
            return True
    return False


def build_script(module: ir.Module, kinds: Sequence[str], start: int, *, finish: bool,
                 target: VectorTarget, min_work: int = MIN_VECTOR_WORK,
                 only_fills_of_contractions: bool = False, parallel_min_work: int = 0) -> tuple[str, int]:
    """Tag the ops to schedule (``kina.vec = N``) and write the transform script.

    The outermost tile loop of a top-level elementwise op or reduction with
    at least ``parallel_min_work`` iterations (0: none) is tagged to run in
    parallel (:mod:`.parallel`): it runs over leading, parallel dims only."""
    from mlir import ir

    i64 = ir.IntegerType.get_signless(64)
    lines: list[str] = []
    n = start
    candidates = top_level_ops(module) + ([("", o) for o in _row_fused_ops(module)] if "red" in kinds else [])
    for fname, o in candidates:
        if fname.startswith(OUTLINED_PREFIX):
            continue  # BLAS-bound: its loops are only the fallback
        if not o.name.startswith("linalg."):
            continue
        kind, ranges = classify(o)
        if kind is None or kind not in kinds:
            continue
        if only_fills_of_contractions and kind == "ew" and not (o.name == "linalg.fill" and _feeds_contraction(o)):
            continue  # elementwise ops wait for fusion (the second script)
        if not fname:  # a row of a fused group: the group had the work
            if _work(ranges) < target.lanes:
                continue
        elif not _big_enough(kind, ranges, min_work):
            continue
        tiles = tile_sizes(kind, ranges, target)
        rows_only = False
        parallel = bool(fname) and kind in ("ew", "red", "gather") and worth_it(_work(ranges), parallel_min_work)
        if tiles is None and kind == "ew" and parallel and len(ranges) > 1 and any(d > 1 for d in ranges[:-1]):
            # A last dim no vector tile divides (a prime width): not vectorized, but
            # still cut into rows, so that the rows can run in parallel.
            tiles, rows_only = [1 if d > 1 else 0 for d in ranges[:-1]] + [0], True
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
            if parallel:
                lines.append(annotate(f"%l{n}" + ("#0" if loops > 1 else "")).rstrip("\n"))
        extra = {"mm": " {create_named_contraction}", "gather": " {vectorize_nd_extract}"}.get(kind, "")
        if not rows_only:
            lines.append(f"    transform.structured.vectorize {handle}{extra} : !transform.any_op")
        n += 1
    return _HEAD + "\n".join(lines) + "\n" + (_LOWER_AND_HOIST if finish else "") + _TAIL, n


INTERCHANGE_ATTR = "kina.ix"


def _scheduled(kind: str, ranges: Sequence[int], target: VectorTarget, min_work: int) -> bool:
    """Whether :func:`build_script` tiles and vectorizes a top-level op of this kind and size."""
    return _big_enough(kind, ranges, min_work) and tile_sizes(kind, ranges, target) is not None


def reduction_outside_permutation(op: ir.Operation, ranges: Sequence[int], lanes: int) -> list[int] | None:
    """The loop order of a contraction with its reductions moved just outside
    the output's innermost dim (``iterator_interchange``), or None to keep it:
    already so, or that dim is narrower than a vector of ``lanes`` (``ranges``
    are the op's loop ranges).

    Why: a contraction left to scalar loops (below the vectorizing size, e.g.
    a decode step's ``[1, 64] @ [64, 256]``) ran with its reduction innermost:
    every output a chain of dependent multiply-adds, one per FMA latency,
    which LLVM may not vectorize (that would reorder the sum).  With the
    output's innermost dim innermost the loop body is ``c[j] += a[k]·b[k, j]``
    over independent outputs, which LLVM vectorizes along ``j``, and each
    output still sums its terms in the same order: the same bits.  Only
    where that dim fills a vector (StoryLM-0's 4- and 8-wide outputs then
    load and store every output once per term, and its forward ran 9 %
    slower that way) and each output sums at least a vector's worth of
    terms (shorter chains cost little, and the vector loops cost compile
    time: StoryLM-0's ``nll_grad`` built 15 % slower for no gain).
    """
    if op.name in ("linalg.matmul", "linalg.batch_matmul"):  # (b,) m, n, k
        n_dims = 3 if op.name == "linalg.matmul" else 4
        inner, red = n_dims - 2, [n_dims - 1]
    else:
        out = dim_positions(_maps(op)[-1])
        its = _iterators(op)
        if not out or out[-1] is None:
            return None
        n_dims, inner = len(its), out[-1]
        red = [d for d, t in enumerate(its) if "reduction" in t]
    if ranges[inner] < lanes or _work([ranges[d] for d in red]) < lanes:
        return None
    perm = [d for d in range(n_dims) if d != inner and d not in red] + red + [inner]
    return None if perm == list(range(n_dims)) else perm


def interchange_small_contractions(module: ir.Module, target: VectorTarget, min_work: int) -> int:
    """Give every contraction the schedule leaves to scalar loops the loop order of
    :func:`reduction_outside_permutation`; returns how many changed."""
    from mlir import ir

    i64 = ir.IntegerType.get_signless(64)
    lines: list[str] = []
    for fname, o in top_level_ops(module):
        if fname.startswith(OUTLINED_PREFIX) or not o.name.startswith("linalg."):
            continue
        kind, ranges = classify(o)
        if kind != "mm" or _scheduled(kind, ranges, target, min_work):
            continue
        perm = reduction_outside_permutation(o, ranges, target.lanes)
        if perm is None:
            continue
        n = len(lines)
        o.attributes[INTERCHANGE_ATTR] = ir.IntegerAttr.get(i64, n)
        lines.append(
            f"    %s{n} = transform.structured.match attributes{{{INTERCHANGE_ATTR} = {n} : i64}} in %root"
            " : (!transform.any_op) -> !transform.any_op\n"
            f"    %g{n} = transform.structured.generalize %s{n} : (!transform.any_op) -> !transform.any_op\n"
            f"    %x{n} = transform.structured.interchange %g{n} iterator_interchange = {perm}"
            " : (!transform.any_op) -> !transform.any_op"
        )
    if lines:
        run_script(module, _HEAD + "\n".join(lines) + "\n" + _TAIL)
        strip_attr(module, INTERCHANGE_ATTR)
    return len(lines)


def _row_fused_ops(module: ir.Module) -> list[ir.Operation]:
    """The ops :func:`.row_fusion.fuse_rows` moved into row loops."""
    from mlir import ir

    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if ROW_ATTR in op.attributes and op.parent.name != "func.func":
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def _top_level_work(module: ir.Module) -> list[tuple[ir.Operation, int | None]]:
    """Every top-level linalg op the schedule could take, with its iterations
    (None: ranges not all known).  Read once per schedule: the math expansion
    and :func:`_any_big_op` both ask."""
    out: list[tuple[ir.Operation, int | None]] = []
    for _, o in top_level_ops(module):
        if not o.name.startswith("linalg."):
            continue
        if "indexing_maps" in o.attributes:
            ranges = _static_ranges(o)
        else:
            kind, ranges = classify(o)
            if kind is None:
                continue
        out.append((o, None if ranges is None else _work(ranges)))
    return out


def _any_big_op(module: ir.Module, min_work: int,
                sized: list[tuple[ir.Operation, int | None]] | None = None) -> bool:
    """Whether any top-level linalg op has at least ``min_work`` iterations
    (or ranges not all known): only such an op can be scheduled
    (:func:`_big_enough`) or end a row group (:func:`.row_fusion.tag_groups`),
    and fusion never makes an op's iteration space larger than its consumer's."""
    sized = _top_level_work(module) if sized is None else sized
    return any(w is None or w >= min_work for _, w in sized)


def drop_unit_broadcast_dims(module: ir.Module) -> int:
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
        n_in = len(o.operands) - len(o.results)
        new_maps = list(maps)
        for i in range(n_in):
            v = o.operands[i]
            if not isinstance(v.type, ir.RankedTensorType):
                continue
            shape = list(ir.RankedTensorType(v.type).shape)
            results = [str(e) for e in maps[i].results]
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
            with ir.InsertionPoint(o), o.location:
                collapsed = tensor.CollapseShapeOp(new_type, v, groups).result
            o.operands[i] = collapsed
            exprs = [maps[i].results[j] for j in keep]
            new_maps[i] = ir.AffineMap.get(maps[i].n_dims, 0, exprs)
            changed += 1
        if new_maps != maps:
            o.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in new_maps])
    return changed


def run_script(module: ir.Module, script: str) -> None:
    """Run a transform script (its ``@__transform_main``) on ``module`` in place."""
    from mlir import ir, passmanager

    body = list(module.body.operations)
    if not body:
        return
    lib = ir.Module.parse(script)
    anchor = body[-1]
    moved = []
    for op in list(lib.body.operations):
        op.operation.move_after(anchor)
        anchor = op.operation
        moved.append(op.operation)
    attrs = module.operation.attributes
    attrs["transform.with_named_sequence"] = ir.UnitAttr.get()
    try:
        passmanager.PassManager.parse("builtin.module(transform-interpreter)").run(module.operation)
    finally:
        for o in moved:
            o.erase()
        del attrs["transform.with_named_sequence"]


def strip_tags(module: ir.Module) -> None:
    strip_attr(module, TRANSFORM_ATTR)
    strip_attr(module, ROW_ATTR)


def strip_attr(module: ir.Module, name: str) -> None:
    """Remove the attribute ``name`` from every op."""
    from mlir import ir

    def visit(op: ir.Operation) -> ir.WalkResult:
        attrs = op.attributes
        if name in attrs:
            del attrs[name]
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)


def apply_schedule(module: ir.Module, *, cleanups: Sequence[str] = ("linalg-fuse-elementwise-ops", "canonicalize"),
                   target: VectorTarget | None = None, min_work: int = MIN_VECTOR_WORK,
                   parallel_min_work: int = 0) -> dict[str, int]:
    """The whole tensor-level schedule (see the module docstring); returns counts.

    ``cleanups`` are the tensor-level passes run between the contractions
    and the elementwise ops (fusion must come after the contractions are
    vectorized).  ``target`` defaults to the host's (:func:`.target.host_target`).
    Row loops of ops and row groups with at least ``parallel_min_work``
    iterations are tagged to run in parallel (0: none; :mod:`.parallel`).
    """
    from mlir import passmanager

    target = target or host_target()
    # Polynomial math in every op of at least one vector's worth of elements, scheduled or not: in a
    # scalar loop LLVM vectorizes the polynomial, never a libm call (StoryLM-0's forward, whose
    # [1, 2, 36, 36] softmax is below the schedule's size, ran 19 % faster; StoryLM-1's decode step
    # 11 %).  Smaller ops keep libm: no vector to fill, and StoryLM-0's decode step (a 4-element exp)
    # ran 2-6 % slower with the polynomial.
    sized = _top_level_work(module)  # expanding math changes no op's iterations
    n_math = sum(expand_math(o, fma=target.fma) for o, w in sized
                 if o.name == "linalg.generic" and w is not None and w >= min(min_work, target.lanes))
    # When nothing reaches the schedule's size (a decode step) the scripts would tag nothing and row
    # fusion find no group, but asking every op cost ≈ 9 ms of a fresh decode<S>'s ≈ 130: skip them.
    big = _any_big_op(module, min_work, sized=sized)
    n1 = n2 = n_rows = 0
    if big:
        script, n1 = build_script(module, ("mm", "ew"), 0, finish=False, target=target, min_work=min_work,
                                  only_fills_of_contractions=True, parallel_min_work=parallel_min_work)
        if n1:
            run_script(module, script)
    if cleanups:
        passmanager.PassManager.parse(
            "builtin.module(" + ",".join(cleanups) + ")"
        ).run(module.operation)
    if big:
        n_rows = fuse_rows(module, min_work, parallel_min_work)
    drop_unit_broadcast_dims(module)
    if big:
        script, n2 = build_script(module, ("ew", "red", "gather"), n1, finish=True, target=target,
                                  min_work=min_work, parallel_min_work=parallel_min_work)
        if n2:
            run_script(module, script)
        strip_tags(module)
    n_ix = interchange_small_contractions(module, target, min_work)
    return {"math_expanded": n_math, "contractions": n1, "row_groups": n_rows, "vectorized": n2 - n1,
            "interchanged": n_ix}
