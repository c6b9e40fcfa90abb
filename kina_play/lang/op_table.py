"""Every Kina op, declared once: typing, MLIR body, NumPy meaning, VJP, doc.

One ``register(OpSpec(...))`` per op.  The facets sit side by side so an op
reads like a micrograd node: what it computes (``numpy``) next to how its
adjoint flows back (``vjp``).  Adding an op is one entry here plus one test
row; the checker, MLIRGen, the interpreter, autodiff, the fuzzers and the
docs' op table all read this table (see :mod:`.ops` for the facets).

VJP rules return one adjoint per operand, at the result's shape (autodiff
sums a broadcast operand's adjoint back to the operand's shape); ``None``
means "no gradient through this operand".
"""

from __future__ import annotations

import math
from typing import Callable

import numpy as np

from .ops import (
    AXIS, DIM, DIMS, FLAG, INTS, NO_GRAD, ZERO_GRAD, Grad, NpCtx, NumpyFn, OpSpec,
    argmax_type, arith_type, broadcast_type, cast_type, compare_type, concat_type, cumsum_type, elementwise,
    eq_mask_type, fill_type, gather_type, iota_type, matmul_type, neg_type, one_hot_type, pad_type,
    reduce_f32_type, reduce_type, register, reshape_type, same_f32_axis, scatter_rows_type, select_type,
    slice_type, top_k_type,
    transpose_type, unary_f32,
)
from .types import TensorType

KEEP = {"keepdims": FLAG}
NO_KEEP = {"keepdims": False}
_ERF = np.frompyfunc(math.erf, 1, 1)


def _np_apply(fn: Callable[..., np.ndarray]) -> NumpyFn:
    """A NumPy meaning that applies ``fn`` to the operands (one per loop pass:
    a lambda in the loop would see only the last ``fn``)."""
    return lambda xs, c: fn(*xs)


def _ax(c: NpCtx) -> int:
    return int(c.attrs["axis"])


def _kd(c: NpCtx) -> bool:
    return bool(c.attrs.get("keepdims", False))


def _swap(rank: int) -> list[int]:
    return list(range(rank - 2)) + [rank - 1, rank - 2]


# ----------------------------------------------------------- arithmetic

register(OpSpec("+", ("a", "b"), arith_type, operator=True, scalar="add", doc="sum",
                rule="E[s], E[t] -> E[broadcast(s, t)]; E f32 or i64 (i64 wraps)",
                numpy=lambda xs, c: np.add(*xs),
                vjp=lambda d: [d.g, d.g]))
register(OpSpec("-", ("a", "b"), arith_type, operator=True, scalar="sub", doc="difference",
                rule="E[s], E[t] -> E[broadcast(s, t)]",
                numpy=lambda xs, c: np.subtract(*xs),
                vjp=lambda d: [d.g, d.neg(d.g)]))
register(OpSpec("*", ("a", "b"), arith_type, operator=True, scalar="mul", doc="product",
                rule="E[s], E[t] -> E[broadcast(s, t)]",
                numpy=lambda xs, c: np.multiply(*xs),
                vjp=lambda d: [d.bin("*", d.g, d.x(1)), d.bin("*", d.g, d.x(0))]))
register(OpSpec("/", ("a", "b"), arith_type, operator=True, scalar="div", doc="quotient (IEEE: x/0 is ±inf or NaN)",
                rule="f32[s], f32[t] -> f32[broadcast(s, t)]",
                numpy=lambda xs, c: np.divide(*xs),
                vjp=lambda d: [d.bin("/", d.g, d.x(1)), d.neg(d.bin("/", d.bin("*", d.g, d.y), d.x(1)))]))
register(OpSpec("neg", ("x",), neg_type, operator=True, scalar="neg", doc="negation, written -x",
                rule="E[s] -> E[s]; E f32 or i64",
                numpy=lambda xs, c: np.negative(xs[0]),
                vjp=lambda d: [d.neg(d.g)]))
register(OpSpec("matmul", ("a", "b"), matmul_type, lower="matmul", doc="matrix product, also written a @ b",
                rule="E[b..., M, K], E[b..., K, N] -> E[b..., M, N]; rank 2 to 4",
                numpy=lambda xs, c: np.matmul(*xs),
                vjp=lambda d: [d.bin("@", d.g, d.call("transpose", d.x(1), perm=_swap(d.t(1).rank))),
                               d.bin("@", d.call("transpose", d.x(0), perm=_swap(d.t(0).rank)), d.g)]))

# ----------------------------------------------------- comparisons, logic

_CMP = {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal, "==": np.equal,
        "!=": np.not_equal}
for _sym, _fn in _CMP.items():
    register(OpSpec(_sym, ("a", "b"), compare_type, operator=True, scalar="cmp" + _sym, vjp=ZERO_GRAD,
                    doc="comparison (false when an operand is NaN, except !=)",
                    rule="E[s], E[t] -> bool[broadcast(s, t)]",
                    numpy=_np_apply(_fn)))

register(OpSpec("logical_and", ("a", "b"), elementwise(("bool",)), scalar="arith.andi", vjp=ZERO_GRAD,
                doc="elementwise and", rule="bool[s], bool[t] -> bool[broadcast(s, t)]",
                numpy=lambda xs, c: np.logical_and(*xs)))
register(OpSpec("logical_or", ("a", "b"), elementwise(("bool",)), scalar="arith.ori", vjp=ZERO_GRAD,
                doc="elementwise or", rule="bool[s], bool[t] -> bool[broadcast(s, t)]",
                numpy=lambda xs, c: np.logical_or(*xs)))
register(OpSpec("logical_not", ("a",), elementwise(("bool",)), scalar="not", vjp=ZERO_GRAD,
                doc="elementwise not", rule="bool[s] -> bool[s]",
                numpy=lambda xs, c: np.logical_not(xs[0])))
register(OpSpec("select", ("cond", "a", "b"), select_type, scalar="arith.select", group=(1, 2),
                doc="a where cond, else b (NumPy where); gradient flows to the branch taken",
                rule="bool[r], E[s], E[t] -> E[broadcast(r, s, t)]",
                numpy=lambda xs, c: np.where(*xs),
                vjp=lambda d: [None, d.call("select", d.x(0), d.g, d.num(0.0)),
                               d.call("select", d.x(0), d.num(0.0), d.g)]))
register(OpSpec("maximum", ("a", "b"), elementwise(("f32", "i64")), scalar="max",
                doc="elementwise max; NaN propagates; on ties the gradient goes to a",
                rule="E[s], E[t] -> E[broadcast(s, t)]; E f32 or i64",
                numpy=lambda xs, c: np.maximum(*xs),
                vjp=lambda d: [d.call("select", d.bin(">=", d.x(0), d.x(1)), d.g, d.num(0.0)),
                               d.call("select", d.bin(">=", d.x(0), d.x(1)), d.num(0.0), d.g)]))
register(OpSpec("minimum", ("a", "b"), elementwise(("f32", "i64")), scalar="min",
                doc="elementwise min; NaN propagates; on ties the gradient goes to a",
                rule="E[s], E[t] -> E[broadcast(s, t)]; E f32 or i64",
                numpy=lambda xs, c: np.minimum(*xs),
                vjp=lambda d: [d.call("select", d.bin("<=", d.x(0), d.x(1)), d.g, d.num(0.0)),
                               d.call("select", d.bin("<=", d.x(0), d.x(1)), d.num(0.0), d.g)]))
register(OpSpec("pow", ("a", "b"), elementwise(("f32",)), scalar="math.powf",
                doc="a to the power b, as C99 powf (a < 0 with a non-integer b is NaN)",
                rule="f32[s], f32[t] -> f32[broadcast(s, t)]",
                numpy=lambda xs, c: np.power(*xs),
                vjp=lambda d: _pow_vjp(d)))


def _pow_vjp(d: Grad) -> list:
    """d/da = b·a^(b−1), d/db = a^b·ln a, with PyTorch's (and JAX's) zeros
    where those formulas give 0·inf: d/da is 0 where b = 0 (b·a^(−1) is
    0·inf at a = 0), d/db is 0 where a = 0 and b >= 0 (a^b·ln a is 0·(−inf)
    or 1·(−inf))."""
    a, b = (lambda: d.x(0)), (lambda: d.x(1))  # a fresh node per use: a literal is typed where it stands
    da = d.bin("*", d.g, d.bin("*", b(), d.call("pow", a(), d.bin("-", b(), d.num(1.0)))))
    db = d.bin("*", d.g, d.bin("*", d.y, d.call("log", a())))
    zero_a = d.bin("==", a(), d.num(0.0))
    return [d.call("select", d.bin("==", b(), d.num(0.0)), d.num(0.0), da),
            d.call("select", d.call("logical_and", zero_a, d.bin(">=", b(), d.num(0.0))), d.num(0.0), db)]
register(OpSpec("cast", ("x", "T"), cast_type, type_operand=1, scalar="cast",
                doc="convert to T: f32->i64 truncates toward zero (NaN, inf, out of range: -2**63); bool->number is 1/0; "
                    "number->bool is x != 0",
                rule="E[s] -> T[s]; T one of f32, i64, bool", grad_note="f32 to f32 only; zero to or from i64/bool",
                numpy=lambda xs, c: _np_cast(xs[0], c),
                vjp=lambda d: [d.g if d.t(0).elem == "f32" and d.out.elem == "f32" else None]))


def _np_cast(x: np.ndarray, c: NpCtx) -> np.ndarray:
    assert isinstance(c.out, TensorType)
    target = c.dtype(c.out.elem)
    if target == np.bool_:
        return x != 0
    if x.dtype.kind == "f" and np.dtype(target).kind == "i":
        # NaN, ±inf and |x| >= 2**63 give i64's lowest, as the compiled code does
        # (NumPy's own astype gives that on x86 only; on ARM it saturates)
        with np.errstate(invalid="ignore"):
            ok = np.abs(x) < 2.0**63
            return np.where(ok, np.where(ok, x, 0).astype(target), np.iinfo(np.int64).min)
    return x.astype(target)


# ----------------------------------------------------------- f32 unary math


def _unary(name: str, scalar: str, doc: str, numpy, vjp) -> None:
    register(OpSpec(name, ("x",), unary_f32, scalar=scalar, doc=doc, rule="f32[s] -> f32[s]",
                    numpy=numpy, vjp=vjp))


_unary("exp", "math.exp", "e to the x", lambda xs, c: np.exp(xs[0]),
       lambda d: [d.bin("*", d.g, d.y)])
_unary("log", "math.log", "natural log (log 0 = -inf, log of x < 0 = NaN)", lambda xs, c: np.log(xs[0]),
       lambda d: [d.bin("/", d.g, d.x(0))])
_unary("tanh", "math.tanh", "hyperbolic tangent", lambda xs, c: np.tanh(xs[0]),
       lambda d: [d.bin("*", d.g, d.bin("-", d.num(1.0), d.bin("*", d.y, d.y)))])
_unary("sqrt", "math.sqrt", "square root (NaN below 0)", lambda xs, c: np.sqrt(xs[0]),
       lambda d: [d.bin("/", d.g, d.bin("*", d.y, d.num(2.0)))])
_unary("rsqrt", "math.rsqrt", "1 / sqrt(x)", lambda xs, c: 1.0 / np.sqrt(xs[0]),
       lambda d: [d.bin("*", d.g, d.bin("*", d.num(-0.5), d.bin("*", d.y, d.bin("*", d.y, d.y))))])
_unary("abs", "math.absf", "absolute value (gradient 0 at 0)", lambda xs, c: np.abs(xs[0]),
       lambda d: [d.call("select", d.bin(">", d.x(0), d.num(0.0)), d.g,
                         d.call("select", d.bin("<", d.x(0), d.num(0.0)), d.neg(d.g), d.num(0.0)))])
_unary("erf", "math.erf", "the error function", lambda xs, c: np.asarray(_ERF(xs[0].astype(np.float64)), dtype=np.float64),
       lambda d: [d.bin("*", d.g, d.bin("*", d.num(2.0 / math.sqrt(math.pi)),
                                         d.call("exp", d.neg(d.bin("*", d.x(0), d.x(0))))))])
_unary("sin", "math.sin", "sine (radians)", lambda xs, c: np.sin(xs[0]),
       lambda d: [d.bin("*", d.g, d.call("cos", d.x(0)))])
_unary("cos", "math.cos", "cosine (radians)", lambda xs, c: np.cos(xs[0]),
       lambda d: [d.neg(d.bin("*", d.g, d.call("sin", d.x(0))))])
_unary("sigmoid", "sigmoid", "1 / (1 + exp(-x))", lambda xs, c: 1.0 / (1.0 + np.exp(-xs[0])),
       lambda d: [d.bin("*", d.g, d.bin("*", d.y, d.bin("-", d.num(1.0), d.y)))])
_unary("floor", "math.floor", "round down to an integer value (no gradient)", lambda xs, c: np.floor(xs[0]),
       ZERO_GRAD)

# --------------------------------------------------------------- structure


def _gather_vjp(d: Grad) -> list:
    """Each gathered row's adjoint added into its table row (a scatter-add,
    as PyTorch's and JAX's): a row no id picks gets exactly 0.  (As
    ``transpose(one_hot(ids)) @ g`` one inf or NaN in ``g`` made the whole
    column NaN, 0·inf in every other row, and it cost n·N·D multiply-adds
    instead of n·D additions.)"""
    table_t, ids_t = d.t(0), d.t(1)
    n = ids_t.num_elements()
    rows, width = table_t.static_shape[0], table_t.static_shape[1]
    gt = d.call("reshape", d.g, shape=[n, width])
    return [d.call("__scatter_rows", d.call("reshape", d.x(1), shape=[n]), gt, depth=rows), None]


def _np_gather(xs: list, c: NpCtx) -> np.ndarray:
    table, ids = xs
    rows = table.shape[0]
    if ids.size and (ids.min() < 0 or ids.max() >= rows):
        bad = int(ids.min()) if ids.min() < 0 else int(ids.max())
        raise ValueError(f"gather id {bad} outside [0, {rows})")
    return table[ids]


register(OpSpec("gather", ("table", "ids"), gather_type, lower="gather", differentiable=(True, False),
                doc="rows of table picked by ids (embedding lookup); ids must be in [0, N)",
                rule="table: E[N, D], ids: i64[s...] -> E[s..., D]",
                numpy=_np_gather, vjp=_gather_vjp))


def _broadcast_vjp(d: Grad) -> list:
    return [d.sum_to(d.g, d.t(0))]


register(OpSpec("broadcast", ("x",), broadcast_type, {"shape": DIMS}, lower="broadcast",
                doc="broadcast to an explicit shape (NumPy rule)", rule="E[s...] -> E[shape] (NumPy rule)",
                numpy=lambda xs, c: np.broadcast_to(xs[0], c.shape), vjp=_broadcast_vjp))
register(OpSpec("reshape", ("x",), reshape_type, {"shape": DIMS}, lower="reshape",
                doc="same elements, new shape (row-major)", rule="same element count",
                numpy=lambda xs, c: xs[0].reshape(c.shape),
                vjp=lambda d: [d.call("reshape", d.g, shape=list(d.t(0).static_shape))]))
register(OpSpec("transpose", ("x",), transpose_type, {"perm": INTS}, lower="transpose",
                doc="permute axes: result axis i is operand axis perm[i]", rule="perm a permutation of 0..rank-1",
                numpy=lambda xs, c: np.transpose(xs[0], c.attrs["perm"]),
                vjp=lambda d: [d.call("transpose", d.g, perm=[list(d.attrs["perm"]).index(i)
                                                             for i in range(len(d.attrs["perm"]))])]))


def _concat_vjp(d: Grad) -> list:
    ax = int(d.attrs["axis"])
    n0 = d.t(0).static_shape[ax]
    return [d.call("slice", d.g, axis=ax, start=0, size=n0),
            d.call("slice", d.g, axis=ax, start=n0, size=d.out.static_shape[ax] - n0)]


register(OpSpec("concat", ("a", "b"), concat_type, {"axis": AXIS}, lower="concat",
                doc="join along axis", rule="equal dims except axis",
                numpy=lambda xs, c: np.concatenate(xs, axis=_ax(c)), vjp=_concat_vjp))


def _slice_vjp(d: Grad) -> list:
    ax, start, size = int(d.attrs["axis"]), int(d.attrs["start"]), int(d.attrs["size"])
    full = d.t(0).static_shape[ax]
    val = d.g
    if start > 0:
        zshape = list(d.out.static_shape)
        zshape[ax] = start
        val = d.call("concat", d.zeros(zshape), val, axis=ax)
    if full - start - size > 0:
        val = d.call("pad", val, axis=ax, after=full - start - size)
    return [val]


def _np_slice(xs: list, c: NpCtx) -> np.ndarray:
    ax, start, size = _ax(c), int(c.attrs["start"]), int(c.attrs["size"])
    idx = [slice(None)] * xs[0].ndim
    idx[ax] = slice(start, start + size)
    return xs[0][tuple(idx)]


def _np_pad(xs: list, c: NpCtx) -> np.ndarray:
    widths = [(0, 0)] * xs[0].ndim
    widths[_ax(c)] = (0, int(c.attrs["after"]))
    return np.pad(xs[0], widths)


register(OpSpec("slice", ("x",), slice_type, {"axis": AXIS, "start": DIM, "size": DIM}, lower="slice",
                doc="size elements from start along axis", rule="0 <= start, start + size <= dim, size >= 1",
                numpy=_np_slice, vjp=_slice_vjp))
register(OpSpec("pad", ("x",), pad_type, {"axis": AXIS, "after": DIM}, lower="pad",
                doc="append zeros along axis", rule="after >= 0 zeros appended",
                numpy=_np_pad,
                vjp=lambda d: [d.call("slice", d.g, axis=int(d.attrs["axis"]), start=0,
                                      size=d.t(0).static_shape[int(d.attrs["axis"])])]))


def _np_softmax(xs: list, c: NpCtx, log: bool) -> np.ndarray:
    x, ax = xs[0], _ax(c)
    shifted = x - np.max(x, axis=ax, keepdims=True)
    ex = np.exp(shifted)
    total = np.sum(ex, axis=ax, keepdims=True)
    return shifted - np.log(total) if log else ex / total


def _softmax_vjp(d: Grad) -> list:
    ax = int(d.attrs["axis"])
    s = d.call("reduce_sum", d.bin("*", d.g, d.y), axis=ax)
    return [d.bin("*", d.y, d.bin("-", d.g, d.keep(s, ax)))]


def _log_softmax_vjp(d: Grad) -> list:
    ax = int(d.attrs["axis"])
    s = d.call("reduce_sum", d.g, axis=ax)
    return [d.bin("-", d.g, d.bin("*", d.call("exp", d.y), d.keep(s, ax)))]


register(OpSpec("softmax", ("x",), same_f32_axis, {"axis": AXIS}, lower="softmax",
                doc="max-subtracted softmax along axis", rule="f32, same type",
                numpy=lambda xs, c: _np_softmax(xs, c, False), vjp=_softmax_vjp))
register(OpSpec("log_softmax", ("x",), same_f32_axis, {"axis": AXIS}, lower="log_softmax",
                doc="max-subtracted log of softmax along axis", rule="f32, same type",
                numpy=lambda xs, c: _np_softmax(xs, c, True), vjp=_log_softmax_vjp))

# -------------------------------------------------------------- reductions


def _np_argmax(xs: list, c: NpCtx) -> np.ndarray:
    x = xs[0]
    if x.dtype.kind != "f":
        return np.argmax(x, axis=_ax(c), keepdims=_kd(c))
    # NaN never wins (see docs/language.md, "argmax and NaN"): the first
    # position holding the largest number ([NaN, -inf] gives 1), 0 for a row
    # of only NaN.  (Replacing NaN by -inf would tie a NaN with a -inf.)
    ax = _ax(c)
    top = np.max(np.where(np.isnan(x), -np.inf, x), axis=ax, keepdims=True)
    return np.argmax(x == top, axis=ax, keepdims=_kd(c))


def _extreme_vjp(d: Grad) -> list:
    """The gradient is shared equally among the elements equal to the extreme."""
    ax, kd = int(d.attrs["axis"]), bool(d.attrs.get("keepdims", False))
    mask = d.let(d.call("__eq_mask", d.x(0), d.keep(d.y, ax)))
    count = d.call("reduce_sum", mask, axis=ax, **({"keepdims": True} if kd else {}))
    return [d.bin("*", mask, d.keep(d.bin("/", d.g, count), ax))]


register(OpSpec("argmax", ("x",), argmax_type, {"axis": AXIS, **KEEP}, defaults=NO_KEEP, lower="argmax", vjp=NO_GRAD,
                doc="index of the largest element along axis (lowest index on ties)",
                rule="E[...] -> i64[...] axis removed (kept as 1 with keepdims = true)",
                numpy=_np_argmax))
register(OpSpec("reduce_sum", ("x",), reduce_type, {"axis": AXIS, **KEEP}, defaults=NO_KEEP, lower="reduce_sum",
                doc="sum along axis", rule="E[...] -> E[...] axis removed (kept as 1 with keepdims = true)",
                numpy=lambda xs, c: np.sum(xs[0], axis=_ax(c), keepdims=_kd(c)),
                vjp=lambda d: [d.keep(d.g, int(d.attrs["axis"]))]))
register(OpSpec("reduce_max", ("x",), reduce_type, {"axis": AXIS, **KEEP}, defaults=NO_KEEP, lower="reduce_max",
                doc="max along axis; NaN propagates", rule="E[...] -> E[...] axis removed (or kept as 1)",
                numpy=lambda xs, c: np.max(xs[0], axis=_ax(c), keepdims=_kd(c)), vjp=_extreme_vjp))
register(OpSpec("reduce_min", ("x",), reduce_type, {"axis": AXIS, **KEEP}, defaults=NO_KEEP, lower="reduce_min",
                doc="min along axis; NaN propagates", rule="E[...] -> E[...] axis removed (or kept as 1)",
                numpy=lambda xs, c: np.min(xs[0], axis=_ax(c), keepdims=_kd(c)), vjp=_extreme_vjp))
register(OpSpec("reduce_mean", ("x",), reduce_f32_type, {"axis": AXIS, **KEEP}, defaults=NO_KEEP,
                lower="reduce_mean",
                doc="mean along axis (sum, then divide by the dim)", rule="f32[...] -> f32[...] axis removed (or kept as 1)",
                numpy=lambda xs, c: np.mean(xs[0], axis=_ax(c), keepdims=_kd(c)),
                vjp=lambda d: [d.bin("/", d.keep(d.g, int(d.attrs["axis"])),
                                     d.num(float(d.t(0).static_shape[int(d.attrs["axis"])])))]))


def _cumsum_vjp(d: Grad) -> list:
    """x[i] reaches every y[j], j >= i: its adjoint is the reverse inclusive
    scan of g.  (As ``sum(g) − cumsum(g) + g`` it cancelled catastrophically
    — 1.0 for 3.0 beside a 1e8 — and one infinite adjoint made every entry
    NaN.)"""
    return [d.call("__cumsum_rev", d.g, axis=int(d.attrs["axis"]))]


register(OpSpec("cumsum", ("x",), cumsum_type, {"axis": AXIS}, lower="cumsum",
                doc="inclusive running sum along axis", rule="E[s] -> E[s]; E f32 or i64",
                numpy=lambda xs, c: np.cumsum(xs[0], axis=_ax(c)), vjp=_cumsum_vjp))
# Compiler-internal (autodiff of cumsum): the inclusive running sum from the end of the axis.
register(OpSpec("__cumsum_rev", ("x",), cumsum_type, {"axis": AXIS}, lower="cumsum_rev", internal=True,
                vjp=NO_GRAD, doc="inclusive running sum from the end of axis (compiler-internal: cumsum's VJP)",
                grad_note="", rule="E[s] -> E[s]; E f32 or i64",
                numpy=lambda xs, c: np.flip(np.cumsum(np.flip(xs[0], _ax(c)), axis=_ax(c)), _ax(c))))


def _np_top_k(xs: list, c: NpCtx) -> tuple:
    x = xs[0]
    k = int(c.attrs["k"])
    n = x.shape[-1]
    flat = x.reshape(-1, n)
    idx = np.empty((flat.shape[0], k), dtype=np.int64)
    pos = np.arange(n)
    for r, row in enumerate(flat):
        nan = np.isnan(row) if row.dtype.kind == "f" else np.zeros(n, dtype=bool)
        key = np.where(nan, 0, -row) if row.dtype.kind == "f" else -row.astype(object)
        order = np.lexsort((pos, np.asarray(key), ~nan))  # NaN first, then largest, then lowest index
        idx[r] = order[:k]
    idx = idx.reshape(x.shape[:-1] + (k,))
    return np.take_along_axis(x, idx, axis=-1), idx


def _top_k_vjp(d: Grad) -> list:
    x_t = d.t(0)
    n = x_t.static_shape[-1]
    lead = list(d.out.static_shape)
    # [s..., K, n]: slot k's adjoint where element j is the one slot k took, else exactly 0 (a select,
    # not one_hot(i) * g, whose 0·inf made every other element NaN when an adjoint was infinite)
    picked = d.bin(">", d.call("one_hot", d.result(1), depth=n), d.num(0.0))
    spread = d.call("select", picked, d.call("reshape", d.g, shape=lead + [1]), d.num(0.0))
    return [d.call("reduce_sum", spread, axis=x_t.rank - 1)]


register(OpSpec("top_k", ("x",), top_k_type, {"k": DIM}, lower="top_k",
                doc="the k largest along the last axis, largest first, lowest index on ties (NaN counts as largest)",
                rule="E[s..., n] -> (E[s..., k], i64[s..., k]); 1 <= k <= n", grad_note="values; the indices carry zero",
                numpy=_np_top_k, vjp=_top_k_vjp))

# ------------------------------------------------------------- constructors


def _np_one_hot(xs: list, c: NpCtx) -> np.ndarray:
    return xs[0][..., None] == np.arange(int(c.attrs["depth"]), dtype=np.int64)


def _np_iota(xs: list, c: NpCtx) -> np.ndarray:
    return np.indices(c.shape)[_ax(c)] if c.shape else np.zeros((), np.int64)


register(OpSpec("one_hot", ("ids",), one_hot_type, {"depth": DIM}, lower="one_hot", vjp=NO_GRAD,
                doc="1.0 at each id's position along a new last axis (an id outside [0, depth) gives a zero row)",
                rule="i64[s...] -> f32[s..., depth]", numpy=_np_one_hot))
register(OpSpec("fill", ("TYPE", "VALUE"), fill_type, raw_operands=True, lower="fill", vjp=NO_GRAD,
                doc="a tensor of TYPE with every element VALUE (a number literal; true or false for bool)",
                rule="fill(TYPE, number) -> TYPE",
                numpy=lambda xs, c: np.full(c.shape, c.attrs["value"])))
register(OpSpec("iota", ("T",), iota_type, {"shape": DIMS, "axis": AXIS}, type_operand=0, lower="iota",
                vjp=ZERO_GRAD, doc="each element's index along axis (positions, causal masks)",
                rule="-> T[shape]; T f32 or i64", numpy=_np_iota))
# Compiler-internal (autodiff of gather): row i of src added into row ids[i] of a zero E[depth, D].


def _np_scatter_rows(xs: list, c: NpCtx) -> np.ndarray:
    ids, src = xs
    out = np.zeros((int(c.attrs["depth"]),) + src.shape[1:], dtype=src.dtype)
    np.add.at(out, ids, src)  # unbuffered: a repeated id adds every one of its rows, in index order
    return out


register(OpSpec("__scatter_rows", ("ids", "src"), scatter_rows_type, {"depth": DIM}, lower="scatter_rows",
                internal=True, vjp=NO_GRAD,
                doc="row i of src added into row ids[i] of zeros (compiler-internal: gather's VJP)", grad_note="",
                rule="i64[n], E[n, D] -> E[depth, D]", numpy=_np_scatter_rows))
# Compiler-internal (autodiff of reduce_max / reduce_min): 1.0 where a == b, else 0.0.
register(OpSpec("__eq_mask", ("a", "b"), eq_mask_type, scalar="eq_mask", internal=True, vjp=NO_GRAD,
                doc="1.0 where a == b, else 0.0 (compiler-internal)", grad_note="",
                rule="E[s], E[t] -> f32[broadcast(s, t)]",
                numpy=lambda xs, c: (xs[0] == xs[1])))
