"""The built-in op table: one :class:`OpSpec` per op, one typing rule each.

Every row of the spec's op table is one ``register(OpSpec(...))`` call
below: the operand names (arity and messages), the keywords and their kinds,
which operands a gradient may flow through (for ``@reverse_mode``), and a
typing function.  Adding an op — e.g. a compiler-internal ``__name`` op for
the autodiff pass — is one typing function and one ``register`` call; the
checker needs no change.

A typing function receives an :class:`OpCall`: the operand types (already
shape-substituted), the keyword values (validated against their kinds), and
helpers to fail with a message naming the op and the shapes.  It returns
the result type and records normalized attribute values in ``c.attrs``
(``axis`` made non-negative, lists as lists) — those land in ``Call.attrs``
for the lowering.  Dims may be symbolic (``S + 1``) while a generic body is
checked; ``c.require`` then defers a condition that depends on ``S`` to the
per-instance check (see :mod:`.shapes`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, NoReturn, Protocol

from . import ast
from .diagnostics import Span
from .shapes import Linear, decide_nonneg, dims_equal, poly_str, shape_poly, shapes_equal
from .types import Dim, TensorType

# Keyword kinds.
AXIS = "axis"  # one integer literal, may be negative (normalized NumPy-style)
DIM = "dim"  # one integer or, in a generic function, S / S + k / S - k
INTS = "ints"  # a list of integer literals (perm)
DIMS = "dims"  # a list of dims (shape)

KIND_EXAMPLE = {AXIS: "axis = 1", DIM: "{k} = 1", INTS: "{k} = [0, 2, 1]", DIMS: "{k} = [1, 4]"}


class Host(Protocol):
    """What a typing rule may ask of the checker (implemented by FunctionChecker)."""

    symbolic: bool

    def fail(self, span: Span, message: str) -> NoReturn: ...

    def fill_operands(self, c: "OpCall") -> TensorType: ...


@dataclass(frozen=True)
class OpSpec:
    name: str
    operands: tuple[str, ...]
    typing: Callable[["OpCall"], TensorType]
    keywords: dict[str, str] = field(default_factory=dict)  # name -> kind; all required
    # Per operand: may a gradient flow through it?  False marks the op as a
    # non-differentiable edge for the @reverse_mode analysis.
    differentiable: tuple[bool, ...] = ()
    raw_operands: bool = False  # typing gets unchecked operand expressions (fill)
    internal: bool = False  # only compiler-generated functions may call it
    rule: str = ""  # the spec table's typing line, for docs and help

    def usage(self) -> str:
        kws = [f"{k} = {'[...]' if kind in (INTS, DIMS) else 'k'}" for k, kind in self.keywords.items()]
        return f"{self.name}({', '.join(list(self.operands) + kws)})"

    def operand_differentiable(self, i: int) -> bool:
        return self.differentiable[i] if i < len(self.differentiable) else True


@dataclass
class OpCall:
    """One application of an op, as its typing function sees it."""

    op: OpSpec
    host: Host
    span: Span  # where op-level errors point (the op name or the operator)
    operand_spans: list[Span]
    args: list[TensorType]
    kw: dict[str, Dim | list[Dim]]
    kw_spans: dict[str, Span]
    exprs: list[ast.Expr] = field(default_factory=list)  # raw operands (fill)
    attrs: dict[str, object] = field(default_factory=dict)

    # ---------------------------------------------------------- failures

    def fail(self, message: str, span: Span | None = None) -> NoReturn:
        self.host.fail(span or self.span, f"{self.op.name}: {message}")

    def kw_span(self, key: str) -> Span:
        return self.kw_spans.get(key, self.span)

    def require(self, e: Dim | Linear, message: str, span: Span | None = None) -> None:
        """Fail unless ``e >= 0``.  While a generic body is checked
        symbolically, a condition that holds for some instances only is left
        to the per-instance check; one that holds for none fails now."""
        ok = decide_nonneg(e)
        if ok is False or (ok is None and not self.host.symbolic):
            self.fail(message, span)

    # ---------------------------------------------------------- attributes

    def axis(self, x: TensorType, key: str = "axis") -> int:
        """The normalized (non-negative) axis of ``x``; NumPy-style negatives."""
        k = self.kw[key]
        assert isinstance(k, int)
        if x.rank == 0:
            self.fail(f"needs an operand of rank >= 1 to have an axis, got {x}", self.operand_spans[0])
        if not -x.rank <= k < x.rank:
            self.fail(f"axis {k} is out of range for {x} (rank {x.rank})", self.kw_span(key))
        norm = k + x.rank if k < 0 else k
        self.attrs[key] = norm
        return norm

    def positive_dims(self, key: str) -> list[Dim]:
        dims = self.kw[key]
        assert isinstance(dims, list)
        for d in dims:
            self.require(Linear.of(d) - 1, f"'{key}' dims must be positive, got {fmt_dims(dims)}", self.kw_span(key))
        self.attrs[key] = list(dims)
        return dims

    def f32_only(self, x: TensorType) -> None:
        if x.elem != "f32":
            self.fail(f"needs an f32 operand, got {x}", self.operand_spans[0])


def fmt_dims(dims: list[Dim] | tuple[Dim, ...]) -> str:
    return "[" + ", ".join(str(d) for d in dims) + "]"


OPS: dict[str, OpSpec] = {}


def register(spec: OpSpec) -> OpSpec:
    assert spec.name not in OPS, spec.name
    if not spec.differentiable:
        object.__setattr__(spec, "differentiable", (True,) * len(spec.operands))
    OPS[spec.name] = spec
    return spec


def visible_ops(internal: bool) -> dict[str, OpSpec]:
    return {n: s for n, s in OPS.items() if internal or not s.internal}


# ------------------------------------------------------------------ typing


def _gather(c: OpCall) -> TensorType:
    table, ids = c.args
    if table.rank != 2:
        c.fail(f"table must have rank 2 (E[N, D]), got {table}", c.operand_spans[0])
    if ids.elem != "i64":
        c.fail(f"ids must be i64, got {ids}", c.operand_spans[1])
    return TensorType(table.elem, ids.shape + (table.shape[1],))


def matmul_type(c: OpCall) -> TensorType:
    a, b = c.args
    shown = f"{a} @ {b}"
    if a.elem != b.elem:
        c.fail(f"element types differ: {shown}")
    if not (2 <= a.rank <= 4 and 2 <= b.rank <= 4):
        c.fail(f"operands must have rank 2 to 4: {shown}")
    if a.rank != b.rank:
        c.fail(f"ranks differ: {shown}")
    if not shapes_equal(a.shape[:-2], b.shape[:-2]):
        c.fail(f"batch dims differ: {shown}")
    if not dims_equal(a.shape[-1], b.shape[-2]):
        c.fail(f"inner dims differ: {shown}")
    return TensorType(a.elem, a.shape[:-1] + (b.shape[-1],))


def _broadcast(c: OpCall) -> TensorType:
    (x,) = c.args
    shape = c.positive_dims("shape")
    target = fmt_dims(shape)
    if x.rank > len(shape):
        c.fail(f"cannot broadcast {x} to {target}: the target has a lower rank", c.kw_span("shape"))
    padded = (1,) * (len(shape) - x.rank) + tuple(x.shape)
    for i, (s, t) in enumerate(zip(padded, shape)):
        if not (dims_equal(s, 1) or dims_equal(s, t)):
            c.fail(
                f"cannot broadcast {x} to {target}: dim {i} is {s}, target {t} "
                "(each dim must equal the target or be 1)",
                c.kw_span("shape"),
            )
    return TensorType(x.elem, tuple(shape))


def _reshape(c: OpCall) -> TensorType:
    (x,) = c.args
    shape = c.positive_dims("shape")
    a, b = shape_poly(x.shape), shape_poly(shape)
    if a != b:
        c.fail(
            f"element counts differ: {x} has {poly_str(a)} elements, shape {fmt_dims(shape)} has {poly_str(b)}",
            c.kw_span("shape"),
        )
    return TensorType(x.elem, tuple(shape))


def _transpose(c: OpCall) -> TensorType:
    (x,) = c.args
    perm = c.kw["perm"]
    assert isinstance(perm, list)
    if sorted(perm) != list(range(x.rank)):  # type: ignore[type-var]
        c.fail(
            f"perm {fmt_dims(perm)} is not a permutation of 0..{x.rank - 1} for {x}"
            if x.rank
            else f"perm {fmt_dims(perm)}: a rank-0 operand ({x}) has no axes to permute",
            c.kw_span("perm"),
        )
    c.attrs["perm"] = list(perm)
    return TensorType(x.elem, tuple(x.shape[p] for p in perm))  # type: ignore[index]


def _concat(c: OpCall) -> TensorType:
    a, b = c.args
    shown = f"{a} and {b}"
    if a.elem != b.elem:
        c.fail(f"element types differ: {shown}")
    if a.rank != b.rank:
        c.fail(f"ranks differ: {shown}")
    k = c.axis(a)
    for i, (x, y) in enumerate(zip(a.shape, b.shape)):
        if i != k and not dims_equal(x, y):
            c.fail(f"dims differ on axis {i} (only axis {k} may differ): {shown}")
    joined = (Linear.of(a.shape[k]) + b.shape[k]).to_dim()
    if joined is None:
        c.fail(f"result dim {a.shape[k]} + {b.shape[k]} is not a dim (dims are n, S, S + k or S - k)")
    return TensorType(a.elem, a.shape[:k] + (joined,) + a.shape[k + 1 :])


def _slice(c: OpCall) -> TensorType:
    (x,) = c.args
    k = c.axis(x)
    start, size = c.kw["start"], c.kw["size"]
    assert not isinstance(start, list) and not isinstance(size, list)
    c.require(start, f"start must be >= 0, got {start}", c.kw_span("start"))
    c.require(Linear.of(size) - 1, f"size must be >= 1, got {size}", c.kw_span("size"))
    c.require(
        Linear.of(x.shape[k]) - start - size,
        f"start {start} + size {size} exceeds dim {x.shape[k]} (axis {k}) of {x}",
        c.kw_span("start"),
    )
    c.attrs["start"], c.attrs["size"] = start, size
    return TensorType(x.elem, x.shape[:k] + (size,) + x.shape[k + 1 :])


def _pad(c: OpCall) -> TensorType:
    (x,) = c.args
    k = c.axis(x)
    after = c.kw["after"]
    assert not isinstance(after, list)
    c.require(after, f"after must be >= 0, got {after}", c.kw_span("after"))
    grown = (Linear.of(x.shape[k]) + after).to_dim()
    if grown is None:
        c.fail(f"result dim {x.shape[k]} + {after} is not a dim (dims are n, S, S + k or S - k)", c.kw_span("after"))
    c.attrs["after"] = after
    return TensorType(x.elem, x.shape[:k] + (grown,) + x.shape[k + 1 :])


def _same_f32_axis(c: OpCall) -> TensorType:
    (x,) = c.args
    c.f32_only(x)
    c.axis(x)
    return x


def _argmax(c: OpCall) -> TensorType:
    (x,) = c.args
    k = c.axis(x)
    return TensorType("i64", x.shape[:k] + x.shape[k + 1 :])


def _reduce(c: OpCall) -> TensorType:
    (x,) = c.args
    k = c.axis(x)
    return TensorType(x.elem, x.shape[:k] + x.shape[k + 1 :])


def _elementwise_f32(c: OpCall) -> TensorType:
    (x,) = c.args
    c.f32_only(x)
    return x


def _one_hot(c: OpCall) -> TensorType:
    (ids,) = c.args
    if ids.elem != "i64":
        c.fail(f"ids must be i64, got {ids}", c.operand_spans[0])
    depth = c.kw["depth"]
    assert not isinstance(depth, list)
    c.require(Linear.of(depth) - 1, f"depth must be >= 1, got {depth}", c.kw_span("depth"))
    c.attrs["depth"] = depth
    return TensorType("f32", ids.shape + (depth,))


def _fill(c: OpCall) -> TensorType:
    return c.host.fill_operands(c)


def _eq_mask(c: OpCall) -> TensorType:
    a, b = c.args
    if a.elem != b.elem or not shapes_equal(a.shape, b.shape):
        c.fail(f"operands differ: {a} and {b}")
    return TensorType("f32", a.shape)


register(OpSpec("gather", ("table", "ids"), _gather, differentiable=(True, False),
                rule="table: E[N, D], ids: i64[s...] -> E[s..., D]"))
register(OpSpec("matmul", ("a", "b"), matmul_type,
                rule="E[b..., M, K], E[b..., K, N] -> E[b..., M, N]; rank 2 to 4"))
register(OpSpec("broadcast", ("x",), _broadcast, {"shape": DIMS},
                rule="E[s...] -> E[shape] (NumPy rule)"))
register(OpSpec("reshape", ("x",), _reshape, {"shape": DIMS}, rule="same element count"))
register(OpSpec("transpose", ("x",), _transpose, {"perm": INTS}, rule="perm a permutation of 0..rank-1"))
register(OpSpec("concat", ("a", "b"), _concat, {"axis": AXIS}, rule="equal dims except axis"))
register(OpSpec("slice", ("x",), _slice, {"axis": AXIS, "start": DIM, "size": DIM},
                rule="0 <= start, start + size <= dim, size >= 1"))
register(OpSpec("pad", ("x",), _pad, {"axis": AXIS, "after": DIM}, rule="after >= 0 zeros appended"))
register(OpSpec("softmax", ("x",), _same_f32_axis, {"axis": AXIS}, rule="f32, same type"))
register(OpSpec("log_softmax", ("x",), _same_f32_axis, {"axis": AXIS}, rule="f32, same type"))
register(OpSpec("argmax", ("x",), _argmax, {"axis": AXIS}, differentiable=(False,),
                rule="E[...] -> i64[...] axis removed"))
register(OpSpec("reduce_sum", ("x",), _reduce, {"axis": AXIS}, rule="axis removed"))
register(OpSpec("reduce_max", ("x",), _reduce, {"axis": AXIS}, rule="axis removed"))
for _name in ("exp", "log", "tanh", "sqrt"):
    register(OpSpec(_name, ("x",), _elementwise_f32, rule="f32, same type"))
register(OpSpec("one_hot", ("ids",), _one_hot, {"depth": DIM}, differentiable=(False,),
                rule="i64[s...] -> f32[s..., depth]"))
register(OpSpec("fill", ("TYPE", "VALUE"), _fill, raw_operands=True, differentiable=(False, False),
                rule="fill(TYPE, number) -> TYPE"))
# Compiler-internal (autodiff): 1.0 where a == b, else 0.0.
register(OpSpec("__eq_mask", ("a", "b"), _eq_mask, differentiable=(False, False), internal=True,
                rule="E[s...], E[s...] -> f32[s...]"))
