"""The op table's machinery: what one op declaration holds, and the typing helpers.

Every built-in op (and every operator: ``+``, ``<``, unary ``-``) is declared
exactly once, in :mod:`.op_table`, as an :class:`OpSpec` carrying all of its
facets side by side:

* **typing** — a function of an :class:`OpCall` returning the result type and
  recording normalized attributes in ``c.attrs`` (they land in ``Call.attrs``);
* **lowering** — ``scalar`` names the per-element MLIR body of an elementwise
  op (an MLIR op name such as ``math.erf``, or a key of MLIRGen's table of
  composite bodies); ``lower`` names MLIRGen's structural lowering otherwise;
* **NumPy meaning** — ``numpy(xs, ctx)``, which the interpreter runs;
* **VJP** — ``vjp(d)``, written with Kina ops through a :class:`Grad`
  builder, or :data:`ZERO_GRAD` (no gradient flows; a ``wrt`` path through it
  contributes zero) or :data:`NO_GRAD` (a ``wrt`` path through it is a
  compile error, as for ``argmax``);
* **doc** — one line, rendered into the op table of ``docs/language.md``.

The checker, MLIRGen, the interpreter, autodiff, the fuzz tests and the docs
all iterate this table; ``tests/lang/test_op_table.py`` fails if an op lacks
a facet.  Elementwise ops (``scalar`` set) broadcast their operands by the
NumPy rule; a number literal operand takes the type of the other operand of
its ``group``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, NoReturn, Protocol, Sequence, Union

from . import ast
from .diagnostics import Span
from .shapes import Linear, decide_nonneg, dims_equal, poly_str, shape_poly, shapes_equal
from .types import Dim, TensorType, TupleType, static_dim

# Keyword kinds.
AXIS = "axis"  # one integer literal, may be negative (normalized NumPy-style)
DIM = "dim"  # one integer or, in a generic function, S / S + k / S - k
INTS = "ints"  # a list of integer literals (perm)
DIMS = "dims"  # a list of dims (shape)
FLAG = "flag"  # true or false

ZERO_GRAD = "zero gradient"  # vjp facet: differentiable paths may pass; they contribute zero
NO_GRAD = "not differentiable"  # vjp facet: a wrt path through the op is a compile error


class Grad(Protocol):
    """What a VJP rule may use to build its adjoint expressions (autodiff's builder).

    ``g`` is the adjoint of the op's (first) result, ``y`` the result itself;
    ``x(i)`` / ``t(i)`` are operand ``i`` and its type.  A rule returns one
    expression (or None) per operand, written at the result's shape: the
    builder sums a broadcast operand's adjoint back to the operand's shape."""

    g: ast.Expr
    y: ast.Expr
    out: TensorType
    attrs: dict[str, Any]

    def x(self, i: int) -> ast.Expr: ...

    def t(self, i: int) -> TensorType: ...

    def call(self, op: str, *args: ast.Expr, **kw: ast.KwValue) -> ast.Expr: ...

    def bin(self, op: str, a: ast.Expr, b: ast.Expr) -> ast.Expr: ...

    def num(self, v: float) -> ast.Expr: ...

    def neg(self, a: ast.Expr) -> ast.Expr: ...

    def keep(self, g: ast.Expr, axis: int) -> ast.Expr:
        """A value reduced over ``axis`` (with or without keepdims) broadcast
        back to operand 0's shape."""

    def let(self, e: ast.Expr) -> ast.Expr:
        """Bind ``e`` to a fresh name (so it is computed once)."""

    def sum_to(self, g: ast.Expr, t: TensorType) -> ast.Expr:
        """Sum a result-shaped adjoint over the axes ``t`` was broadcast along."""

    def zeros(self, shape: list[int]) -> ast.Expr: ...

    def result(self, i: int) -> ast.Expr:
        """Result ``i`` of a tuple-valued op (``top_k``'s indices)."""


@dataclass(frozen=True)
class NpCtx:
    """What a NumPy meaning sees besides its operand arrays."""

    attrs: dict[str, Any]
    out: Union[TensorType, TupleType]
    dtype: Callable[[str], Any]  # element type -> NumPy dtype (f32 may run in float64)

    @property
    def shape(self) -> tuple[int, ...]:
        assert isinstance(self.out, TensorType)
        return self.out.static_shape


VJP = Union[Callable[[Grad], Sequence[Union[ast.Expr, None]]], str]
NumpyFn = Callable[[list, NpCtx], Any]


class Host(Protocol):
    """What a typing rule may ask of the checker (implemented by FunctionChecker)."""

    symbolic: bool

    def fail(self, span: Span, message: str) -> NoReturn: ...

    def fill_operands(self, c: "OpCall") -> TensorType: ...


@dataclass(frozen=True)
class OpSpec:
    name: str  # how Kina spells it: a callee name, or the operator ("+", "<")
    operands: tuple[str, ...]
    typing: Callable[["OpCall"], Any]
    keywords: dict[str, str] = field(default_factory=dict)  # name -> kind
    doc: str = ""  # one line for the docs' op table
    numpy: NumpyFn | None = None
    vjp: VJP | None = None
    scalar: str = ""  # elementwise: the MLIR body (op name or composite key)
    lower: str = ""  # structural: MLIRGen's lowering method (lower_<name>)
    defaults: Mapping[str, ast.KwValue] = field(default_factory=dict)  # optional keywords
    # Per operand: may a wrt path pass through it?  False makes a path through
    # it a compile error (argmax, the ids of gather).  Derived from NO_GRAD.
    differentiable: tuple[bool, ...] = ()
    group: tuple[int, ...] = ()  # elementwise: operands whose element types agree
    type_operand: int | None = None  # operand index that is an element type name (cast, iota)
    raw_operands: bool = False  # typing gets unchecked operand expressions (fill)
    internal: bool = False  # only compiler-generated functions may call it
    operator: bool = False  # spelled as an operator, not callable by name
    rule: str = ""  # the typing line, for docs and help
    grad_note: str = ""  # a qualification of the gradient, for the docs

    @property
    def label(self) -> str:
        """How messages name the op: ``softmax`` or ``'+'``."""
        return f"'{self.name}'" if self.operator else self.name

    @property
    def elementwise(self) -> bool:
        return bool(self.scalar)

    def spelling(self) -> str:
        if self.operator:
            return f"-{self.operands[0]}" if len(self.operands) == 1 else f"a {self.name} b"
        return self.usage()

    def usage(self) -> str:
        kws = []
        for k, kind in self.keywords.items():
            if k in self.defaults:
                continue  # optional: the docs list it
            v = "[...]" if kind in (INTS, DIMS) else ("false" if kind == FLAG else "k")
            kws.append(f"{k} = {v}")
        return f"{self.name}({', '.join(list(self.operands) + kws)})"

    def operand_differentiable(self, i: int) -> bool:
        return self.differentiable[i] if i < len(self.differentiable) else True

    def tensor_operands(self) -> list[int]:
        """Indices of the operands that are tensors (not a type name)."""
        return [i for i in range(len(self.operands)) if i != self.type_operand]


@dataclass
class OpCall:
    """One application of an op, as its typing function sees it."""

    op: OpSpec
    host: Host
    span: Span  # where op-level errors point (the op name or the operator)
    operand_spans: list[Span]
    args: list[TensorType]
    kw: dict[str, ast.KwValue]
    kw_spans: dict[str, Span]
    exprs: list[ast.Expr] = field(default_factory=list)  # raw operands (fill)
    attrs: dict[str, object] = field(default_factory=dict)
    elem_arg: str = ""  # the element type named by the type operand (cast, iota)

    # ---------------------------------------------------------- failures

    def fail(self, message: str, span: Span | None = None) -> NoReturn:
        self.host.fail(span or self.span, f"{self.op.label}: {message}")

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
        raw = self.kw[key]
        assert isinstance(raw, list)
        dims: list[Dim] = list(raw)
        for d in dims:
            self.require(Linear.of(d) - 1, f"'{key}' dims must be positive, got {fmt_dims(dims)}", self.kw_span(key))
        self.attrs[key] = list(dims)
        return dims

    def f32_only(self, x: TensorType) -> None:
        if x.elem != "f32":
            self.fail(f"needs an f32 operand, got {x}", self.operand_spans[0])

    def elems(self, allowed: tuple[str, ...], what: str = "") -> None:
        """Every operand's element type is one of ``allowed``."""
        for i, x in enumerate(self.args):
            if x.elem not in allowed:
                names = " or ".join(allowed)
                self.fail(f"{what or 'operands'} must be {names}, got {x}",
                          self.operand_spans[i] if not self.op.operator else self.span)

    def broadcast(self, types: Sequence[TensorType] | None = None) -> tuple[Dim, ...]:
        """The NumPy broadcast of the operands' shapes (left-pad with 1s; each
        dim equal or 1), or an error naming the shapes."""
        types = list(self.args if types is None else types)
        rank = max(t.rank for t in types)
        out: list[Dim] = [1] * rank
        for t in types:
            padded = (1,) * (rank - t.rank) + tuple(t.shape)
            for i, d in enumerate(padded):
                if dims_equal(d, 1):
                    continue
                if dims_equal(out[i], 1) or dims_equal(out[i], d):
                    out[i] = d
                    continue
                shown = " and ".join(str(x) for x in types)
                self.fail(f"cannot broadcast {shown}: dim {d} does not match {out[i]} "
                          f"(NumPy rule: dims align from the right; each must be equal or 1)")
        return tuple(out)

    def flag(self, key: str) -> bool:
        """A true/false keyword; recorded in ``attrs`` only when true."""
        v = bool(self.kw.get(key, False))
        if v:
            self.attrs[key] = True
        return v

    def reduced(self, x: TensorType, k: int) -> tuple[Dim, ...]:
        """``x``'s shape without axis ``k`` — or with it as 1 under ``keepdims = true``."""
        if self.flag("keepdims"):
            return x.shape[:k] + (1,) + x.shape[k + 1 :]
        return x.shape[:k] + x.shape[k + 1 :]


def fmt_dims(dims: Sequence[Dim]) -> str:
    return "[" + ", ".join(str(d) for d in dims) + "]"


OPS: dict[str, OpSpec] = {}


def register(spec: OpSpec) -> OpSpec:
    assert spec.name not in OPS, spec.name
    if not spec.differentiable:
        open_ = spec.vjp != NO_GRAD
        flags = tuple(open_ and i != spec.type_operand for i in range(len(spec.operands)))
        object.__setattr__(spec, "differentiable", flags)  # a type operand carries nothing
    if spec.scalar and not spec.group:  # the tensor operands (a type operand is no value: cast's T)
        object.__setattr__(spec, "group", tuple(i for i in range(len(spec.operands)) if i != spec.type_operand))
    OPS[spec.name] = spec
    return spec


def visible_ops(internal: bool) -> dict[str, OpSpec]:
    """The ops a call may name (operators are spelled, not called)."""
    return {n: s for n, s in OPS.items() if (internal or not s.internal) and not s.operator}


def operator_spec(symbol: str, unary: bool = False) -> OpSpec:
    """The op an operator spells: ``-x`` is ``neg``, ``a @ b`` is ``matmul``."""
    return OPS["neg" if unary else {"@": "matmul"}.get(symbol, symbol)]


# ------------------------------------------------------------------ typing


def gather_type(c: OpCall) -> TensorType:
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
    if a.elem not in ("f32", "i64"):  # a sum of products: arithmetic, which bool does not have
        c.fail(f"needs f32 or i64 operands, got {shown}")
    if not (2 <= a.rank <= 4 and 2 <= b.rank <= 4):
        c.fail(f"operands must have rank 2 to 4: {shown}")
    if a.rank != b.rank:
        c.fail(f"ranks differ: {shown}")
    if not shapes_equal(a.shape[:-2], b.shape[:-2]):
        c.fail(f"batch dims differ: {shown}")
    if not dims_equal(a.shape[-1], b.shape[-2]):
        c.fail(f"inner dims differ: {shown}")
    return TensorType(a.elem, a.shape[:-1] + (b.shape[-1],))


def broadcast_type(c: OpCall) -> TensorType:
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


def reshape_type(c: OpCall) -> TensorType:
    (x,) = c.args
    shape = c.positive_dims("shape")
    a, b = shape_poly(x.shape), shape_poly(shape)
    if a != b:
        c.fail(
            f"element counts differ: {x} has {poly_str(a)} elements, shape {fmt_dims(shape)} has {poly_str(b)}",
            c.kw_span("shape"),
        )
    return TensorType(x.elem, tuple(shape))


def transpose_type(c: OpCall) -> TensorType:
    (x,) = c.args
    raw = c.kw["perm"]
    assert isinstance(raw, list)
    perm = [static_dim(p) for p in raw]  # the checker let only integer literals through
    if sorted(perm) != list(range(x.rank)):
        c.fail(
            f"perm {fmt_dims(perm)} is not a permutation of 0..{x.rank - 1} for {x}"
            if x.rank
            else f"perm {fmt_dims(perm)}: a rank-0 operand ({x}) has no axes to permute",
            c.kw_span("perm"),
        )
    c.attrs["perm"] = list(perm)
    return TensorType(x.elem, tuple(x.shape[p] for p in perm))


def concat_type(c: OpCall) -> TensorType:
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


def slice_type(c: OpCall) -> TensorType:
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


def pad_type(c: OpCall) -> TensorType:
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


def same_f32_axis(c: OpCall) -> TensorType:
    (x,) = c.args
    c.f32_only(x)
    c.axis(x)
    return x


def argmax_type(c: OpCall) -> TensorType:
    (x,) = c.args
    k = c.axis(x)
    return TensorType("i64", c.reduced(x, k))


def reduce_type(c: OpCall) -> TensorType:
    (x,) = c.args
    c.elems(("f32", "i64"), "the operand")
    k = c.axis(x)
    return TensorType(x.elem, c.reduced(x, k))


def unary_f32(c: OpCall) -> TensorType:
    (x,) = c.args
    c.f32_only(x)
    return x


def one_hot_type(c: OpCall) -> TensorType:
    (ids,) = c.args
    if ids.elem != "i64":
        c.fail(f"ids must be i64, got {ids}", c.operand_spans[0])
    depth = c.kw["depth"]
    assert not isinstance(depth, list)
    c.require(Linear.of(depth) - 1, f"depth must be >= 1, got {depth}", c.kw_span("depth"))
    c.attrs["depth"] = depth
    return TensorType("f32", ids.shape + (depth,))


def fill_type(c: OpCall) -> TensorType:
    return c.host.fill_operands(c)


def scatter_rows_type(c: OpCall) -> TensorType:
    """``__scatter_rows(ids, src, depth = N)``: ``i64[n]``, ``E[n, D]`` -> ``E[N, D]``."""
    ids, src = c.args
    if ids.elem != "i64" or ids.rank != 1:
        c.fail(f"ids must be i64[n], got {ids}", c.operand_spans[0])
    if src.rank != 2 or not dims_equal(src.shape[0], ids.shape[0]):
        c.fail(f"src must be E[n, D] with n the ids' count, got {src} for {ids}", c.operand_spans[1])
    depth = c.kw["depth"]
    assert not isinstance(depth, list)
    c.require(Linear.of(depth) - 1, f"depth must be >= 1, got {depth}", c.kw_span("depth"))
    c.attrs["depth"] = depth
    return TensorType(src.elem, (depth, src.shape[1]))


def eq_mask_type(c: OpCall) -> TensorType:
    a, b = c.args
    if a.elem != b.elem or not shapes_equal(a.shape, b.shape):
        c.fail(f"operands differ: {a} and {b}")
    return TensorType("f32", a.shape)


# ------------------------------------------------------- elementwise typing
#
# The checker has already typed the operands (a literal took the type of the
# other operand of its group); these rules check element types and broadcast.


def _same_group_elem(c: OpCall) -> str:
    group = [c.args[i] for i in c.op.group]
    first = group[0]
    for other in group[1:]:
        if other.elem != first.elem:
            shown = f"{first} {c.op.name} {other}" if c.op.operator else f"{first} and {other}"
            c.fail(f"element types differ: {shown}")
    return first.elem


def elementwise(allowed: tuple[str, ...], result: str | None = None) -> Callable[[OpCall], TensorType]:
    """A broadcasting elementwise rule: operands in ``allowed``, result
    ``result`` (default: the operands' element type)."""

    def rule(c: OpCall) -> TensorType:
        elem = _same_group_elem(c)
        c.elems(allowed)
        return TensorType(result or elem, c.broadcast())

    return rule


def arith_type(c: OpCall) -> TensorType:
    elem = _same_group_elem(c)
    shape = c.broadcast()
    ty = TensorType(elem, shape)
    if elem == "bool":
        c.fail(f"needs f32 or i64 operands, got {c.args[0]} {c.op.name} {c.args[1]}")
    if c.op.name == "/" and elem == "i64":
        c.fail(f"division needs f32 operands, got {ty} (i64 division is not supported)")
    return ty


def compare_type(c: OpCall) -> TensorType:
    elem = _same_group_elem(c)
    if elem == "bool" and c.op.name not in ("==", "!="):
        c.fail(f"orders f32 or i64 values, got {c.args[0]} {c.op.name} {c.args[1]} (bool has only == and !=)")
    return TensorType("bool", c.broadcast())


def neg_type(c: OpCall) -> TensorType:
    (x,) = c.args
    if x.elem == "bool":
        c.fail(f"negation needs f32 or i64, got {x} (use logical_not for bool)")
    return x


def select_type(c: OpCall) -> TensorType:
    cond, a, b = c.args
    if cond.elem != "bool":
        c.fail(f"the condition must be bool (e.g. a comparison such as x > 0.0), got {cond}", c.operand_spans[0])
    elem = _same_group_elem(c)
    return TensorType(elem, c.broadcast())


def cast_type(c: OpCall) -> TensorType:
    (x,) = c.args
    return TensorType(c.elem_arg, x.shape)


def iota_type(c: OpCall) -> TensorType:
    if c.elem_arg not in ("f32", "i64"):
        c.fail(f"counts in f32 or i64, not {c.elem_arg}", c.operand_spans[0])
    shape = c.positive_dims("shape")
    out = TensorType(c.elem_arg, tuple(shape))
    k = c.kw["axis"]
    assert isinstance(k, int)
    if not shape:
        c.fail("needs a shape of rank >= 1 to have an axis", c.kw_span("shape"))
    if not -len(shape) <= k < len(shape):
        c.fail(f"axis {k} is out of range for {out} (rank {len(shape)})", c.kw_span("axis"))
    c.attrs["axis"] = k + len(shape) if k < 0 else k
    return out


def reduce_f32_type(c: OpCall) -> TensorType:
    (x,) = c.args
    c.f32_only(x)
    k = c.axis(x)
    return TensorType(x.elem, c.reduced(x, k))


def cumsum_type(c: OpCall) -> TensorType:
    (x,) = c.args
    c.elems(("f32", "i64"), "the operand")
    c.axis(x)
    return x


def top_k_type(c: OpCall) -> TupleType:
    (x,) = c.args
    c.elems(("f32", "i64"), "the operand")
    if x.rank == 0:
        c.fail(f"works along the last axis; a rank-0 operand ({x}) has none", c.operand_spans[0])
    k = c.kw["k"]
    assert not isinstance(k, list)
    n = x.shape[-1]
    c.require(Linear.of(k) - 1, f"k must be >= 1, got {k}", c.kw_span("k"))
    c.require(Linear.of(n) - k, f"k = {k} exceeds the last dim {n} of {x} (1 <= k <= n)", c.kw_span("k"))
    c.attrs["k"] = k
    lead = x.shape[:-1]
    return TupleType((TensorType(x.elem, lead + (k,)), TensorType("i64", lead + (k,))))


from . import op_table  # noqa: E402,F401  (fills OPS; it imports this module)
