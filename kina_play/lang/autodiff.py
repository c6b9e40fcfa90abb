"""Reverse-mode AD as a Kina → Kina transformation.

For ``@reverse_mode(wrt = [p, ...]) fn NAME(...) -> f32[]`` this builds the
companion ``NAME_grad`` as ordinary (untyped) Kina AST: the primal body,
flattened to one op per ``let`` with calls inlined, followed by one adjoint
``let`` per VJP rule in reverse order, returning ``(loss, dL/dp, ...)``.
The checker then types it like any other function and MLIRGen compiles it
into the same ``.so`` — the gradients are compiled Kina code, not host
NumPy and not finite differences.

Every VJP is written with Kina's own ops (slice's zero-embedding is a
concat with ``fill``) and two compiler-internal ones: ``__eq_mask`` for
``reduce_max`` / ``reduce_min`` and ``__scatter_rows``, gather's
scatter-add.  Only values
that depend on a ``wrt`` parameter ("active" values) get adjoints.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Callable

from . import ast
from .checker import literal
from .diagnostics import Span, error
from .ops import NO_GRAD, OPS, ZERO_GRAD, OpSpec, operator_spec
from .types import TensorType, TupleType, static_dim, static_env


@dataclass
class _Node:
    """One flattened primal op: ``let name = expr`` with its type."""

    name: str
    expr: ast.Expr  # args are Names or Numbers (or TypeArg for fill)
    ty: TensorType
    span: Span
    # A constant ``while`` binds several names: ``let (a, b) = while ...``.
    targets: list[str] | None = None


InstanceLookup = Callable[[str, dict[str, int]], ast.TypedFunction]


def grad_function(primal: ast.TypedFunction, lookup: InstanceLookup) -> ast.Function:
    """The untyped ``NAME_grad`` function for a checked, concrete ``primal``.

    ``lookup(name, env)`` returns the checked instance of a called function
    (used to inline calls)."""
    fn = primal.fn
    attr = fn.attribute("reverse_mode")
    assert attr is not None
    wrt = [n for n, _ in attr.args.get("wrt", [])]
    return _Builder(primal, lookup, wrt).build()


class _Builder:
    def __init__(self, primal: ast.TypedFunction, lookup: InstanceLookup, wrt: list[str]):
        self.primal = primal
        self.lookup = lookup
        self.wrt = wrt
        self.nodes: list[_Node] = []
        self.node_named: dict[str, _Node] = {}
        self.types: dict[str, TensorType] = dict(primal.params)
        self.counter = itertools.count()
        self.out: list[ast.Stmt] = []
        self.span = primal.fn.span

    # ------------------------------------------------------------ flattening

    def fresh(self, stem: str = "v") -> str:
        return f"__{stem}{next(self.counter)}"

    def flatten_body(self, body: list[ast.Stmt], env: dict[str, str]) -> list[str]:
        """Flatten statements; ``env`` maps source names to flat names.
        Returns the flat names of the returned value(s)."""
        for st in body:
            if isinstance(st, ast.Let):
                st.bind(env, self.flatten_multi(st.value, env))
            elif isinstance(st, ast.Return):
                return self.flatten_multi(st.value, env)
        raise error(self.span, "reverse_mode: function has no return")

    def flatten_multi(self, e: ast.Expr, env: dict[str, str]) -> list[str]:
        if isinstance(e, ast.TupleExpr):
            return [self.flatten(i, env) for i in e.items]
        if isinstance(e, ast.Call) and e.target is not None:
            return self.inline(e, env)
        if isinstance(e, ast.Call) and isinstance(e.ty, TupleType):  # a tuple-valued op (top_k)
            names = [self.fresh() for _ in e.ty.items]
            for n, t in zip(names, e.ty.items):
                self.types[n] = t
            self.nodes.append(_Node(names[0], self.op_call(e, env), e.ty.items[0], e.span, targets=names))
            return names
        if isinstance(e, ast.While):
            return self.constant_while(e, env)
        return [self.flatten(e, env)]

    def inline(self, call: ast.Call, env: dict[str, str]) -> list[str]:
        callee = self.lookup(call.callee, static_env(call.instance))
        args = [self.flatten(a, env) for a in call.args]
        inner = {name: a for (name, _), a in zip(callee.params, args)}
        return self.flatten_body(callee.fn.body, inner)

    def flatten(self, e: ast.Expr, env: dict[str, str]) -> str:
        if isinstance(e, ast.Name):
            return env[e.id]
        if isinstance(e, ast.Call) and e.target is not None:
            return self.inline(e, env)[0]
        assert isinstance(e.ty, TensorType), f"untyped {type(e).__name__}"
        if isinstance(e, ast.Bool):
            return self.emit(ast.Bool(e.span, e.value), e.ty, e.span)
        lit = literal(e)
        if lit is not None:
            # A literal bound on its own (a call argument, a negated literal
            # operand) must keep the type it was splatted to: `let v = 2.5;`
            # would be re-typed f32[].  fill(TYPE, value) states the type.
            fill = ast.Call(e.span, "fill", [ast.TypeArg(e.span, e.ty), ast.Number(e.span, lit[0], lit[1])], [])
            return self.emit(fill, e.ty, e.span)
        if isinstance(e, ast.Unary):
            return self.emit(ast.Unary(e.span, e.op, self.operand(e.operand, env)), e.ty, e.span)
        if isinstance(e, ast.Binary):
            lhs, rhs = self.operand(e.lhs, env), self.operand(e.rhs, env)
            if e.op == "@" and (rows := self.shared_matrix_matmul(lhs, rhs, e.ty, e.span)) is not None:
                return rows
            return self.emit(ast.Binary(e.span, e.op, lhs, rhs), e.ty, e.span)
        if isinstance(e, ast.Call):
            call = self.op_call(e, env)
            if e.callee == "matmul" and len(call.args) == 2 and (
                    rows := self.shared_matrix_matmul(call.args[0], call.args[1], e.ty, e.span)) is not None:
                return rows
            return self.emit(call, e.ty, e.span)
        if isinstance(e, ast.While):
            raise error(e.span, "reverse_mode: cannot differentiate through 'while'")
        raise error(e.span, f"reverse_mode: cannot differentiate {type(e).__name__}")

    def op_call(self, e: ast.Call, env: dict[str, str]) -> ast.Call:
        """A built-in call with its operands flattened (literals, types and
        the element type operand stay as written)."""
        spec = OPS[e.callee]
        args: list[ast.Expr] = []
        for i, a in enumerate(e.args):
            if i == spec.type_operand or isinstance(a, (ast.TypeArg, ast.Number, ast.Bool)) or (
                isinstance(a, ast.Unary) and isinstance(a.operand, ast.Number)
            ):
                args.append(a)
            else:
                args.append(self.operand(a, env))
        kwargs = [ast.Keyword(k, v, e.span) for k, v in e.attrs.items() if k in spec.keywords]
        return ast.Call(e.span, e.callee, args, kwargs)

    def shared_matrix_matmul(self, a: ast.Expr, b: ast.Expr, ty: TensorType, span: Span) -> str | None:
        """``a @ broadcast(w)`` for a rank-2 ``w`` as one 2-D matmul of all of
        ``a``'s rows, reshaped back (the same products, summed the same way).

        Why: the batched form materialises ``w`` once per batch entry and its
        VJP sums a batch of per-entry ``aᵀ·g`` products; the 2-D form has a
        single ``a_rowsᵀ · g_rows`` contraction over every row (one large,
        BLAS-sized matmul instead of a batch of small ones plus a reduction).
        Returns None (nothing emitted) when the pattern does not apply."""
        if not (isinstance(a, ast.Name) and isinstance(b, ast.Name)):
            return None
        node = self.node_named.get(b.id)
        if node is None or not (isinstance(node.expr, ast.Call) and node.expr.callee == "broadcast"):
            return None
        w = node.expr.args[0]
        if not isinstance(w, ast.Name):
            return None
        at, wt = self.types[a.id], self.types[w.id]
        if wt.rank != 2 or at.rank < 3 or not at.is_static or tuple(node.ty.shape[-2:]) != tuple(wt.shape):
            return None
        cols = static_dim(at.shape[-1])
        rows = at.num_elements() // cols
        a_rows = self.emit(self.call("reshape", [a], shape=[rows, cols]),
                           TensorType(at.elem, (rows, at.shape[-1])), span)
        y_rows = self.emit(ast.Binary(span, "@", self.name(a_rows), w),
                           TensorType(ty.elem, (rows, wt.shape[1])), span)
        return self.emit(self.call("reshape", [self.name(y_rows)], shape=list(ty.static_shape)), ty, span)

    def constant_while(self, w: ast.While, env: dict[str, str]) -> list[str]:
        """A loop is a *constant* of the gradient: the checker refuses a
        program in which a wrt parameter flows through a loop into the loss,
        so whatever the loss reads from a loop does not depend on a wrt
        parameter.  Emit it unchanged, its names renamed into the flat
        namespace (free names through ``env``, carries and inner lets fresh)."""
        assert isinstance(w.ty, TupleType)
        loop = _Renamer(self.fresh, self.types).expr(w, dict(env))
        names = [self.fresh() for _ in w.carries]
        for n, t in zip(names, w.ty.items):
            self.types[n] = t
        self.nodes.append(_Node(names[0], loop, w.ty.items[0], w.span, targets=names))
        return names

    def operand(self, e: ast.Expr, env: dict[str, str]) -> ast.Expr:
        if isinstance(e, ast.Number):
            return ast.Number(e.span, e.value, e.is_float)
        if isinstance(e, ast.Bool):
            return ast.Bool(e.span, e.value)
        return ast.Name(e.span, self.flatten(e, env))

    def emit(self, expr: ast.Expr, ty: TensorType, span: Span) -> str:
        name = self.fresh()
        self.nodes.append(_Node(name, expr, ty, span))
        self.node_named[name] = self.nodes[-1]
        self.types[name] = ty
        return name

    # --------------------------------------------------------------- adjoint

    def build(self) -> ast.Function:
        fn = self.primal.fn
        env = {name: name for name, _ in self.primal.params}
        (loss,) = self.flatten_body(fn.body, env)
        active = self.activity()
        for n in self.nodes:
            if n.targets is not None:
                self.out.append(ast.Let(n.span, list(n.targets), [n.span] * len(n.targets), n.expr, destructure=True))
            else:
                self.out.append(ast.Let(n.span, [n.name], [n.span], n.expr))

        contrib: dict[str, list[ast.Expr]] = {}
        seed = self.let(self.call("fill", [ast.TypeArg(self.span, TensorType("f32", ()))],
                                  extra_args=[ast.Number(self.span, 1.0, True)]))
        contrib[loss] = [self.name(seed)]
        for node in reversed(self.nodes):
            if node.name not in contrib or node.name not in active:
                continue
            g = self.accumulate(contrib.pop(node.name), node.span)
            for target, value in self.vjp(node, g, active):
                contrib.setdefault(target, []).append(value)

        results: list[ast.Expr] = [self.name(loss)]
        for p in self.wrt:
            if p in contrib:
                results.append(self.name(self.accumulate(contrib[p], self.span)))
            else:  # the loss does not depend on p: its gradient is zero
                results.append(self.call("fill", [ast.TypeArg(self.span, self.types[p])],
                                         extra_args=[ast.Number(self.span, 0.0, True)]))
        self.out.append(ast.Return(self.span, ast.TupleExpr(self.span, results)))
        result = TupleType(tuple([TensorType("f32", ())] + [self.types[p] for p in self.wrt]))
        params = [ast.ParamDecl(p.name, p.type, p.span) for p in fn.params]
        return ast.Function(
            fn.name + "_grad", [], params, result, self.out, [], fn.span, fn.name_span
        )

    def activity(self) -> set[str]:
        """Names that depend on a wrt parameter through differentiable f32 ops."""
        active = set(self.wrt)
        for n in self.nodes:
            spec = _spec_of(n.expr)
            if n.ty.elem != "f32" or spec is None or not callable(spec.vjp):
                continue
            if any(isinstance(a, ast.Name) and a.id in active and spec.operand_differentiable(i)
                   for i, a in enumerate(_operands(n.expr))):
                active.add(n.name)
        return active

    # helpers building AST
    def name(self, n: str) -> ast.Name:
        return ast.Name(self.span, n)

    def let(self, e: ast.Expr) -> str:
        n = self.fresh("d")
        self.out.append(ast.Let(e.span, [n], [e.span], e))
        return n

    def call(self, op: str, args: list[ast.Expr], extra_args: list[ast.Expr] | None = None,
             **kw: ast.KwValue) -> ast.Call:
        kwargs = [ast.Keyword(k, v, self.span) for k, v in kw.items()]
        return ast.Call(self.span, op, args + (extra_args or []), kwargs)

    def bin(self, op: str, a: ast.Expr, b: ast.Expr) -> ast.Binary:
        return ast.Binary(self.span, op, a, b)

    def accumulate(self, parts: list[ast.Expr], span: Span) -> str:
        total = parts[0]
        for p in parts[1:]:
            total = self.bin("+", total, p)
        if isinstance(total, ast.Name):
            return total.id
        return self.let(total)

    def keepdim(self, g: ast.Expr, full: TensorType, axis: int, kept: bool = False) -> ast.Expr:
        """Broadcast a value reduced over ``axis`` back to ``full``'s shape."""
        shape = list(full.static_shape)
        if not kept:
            shape[axis] = 1
            g = self.call("reshape", [g], shape=shape)
        return self.call("broadcast", [g], shape=list(full.static_shape))

    def sum_to(self, g: ast.Expr, full: TensorType, part: TensorType) -> ast.Expr:
        """Sum ``g`` (shaped like ``full``) over the axes ``part`` was broadcast along."""
        r, k = full.rank, part.rank
        axes = list(range(r - k)) + [
            i + r - k for i, d in enumerate(part.shape) if d == 1 and full.shape[i + r - k] != 1
        ]
        red: ast.Expr = g
        for ax in sorted(axes, reverse=True):
            red = self.call("reduce_sum", [red], axis=ax)
        return self.call("reshape", [red], shape=list(part.static_shape))

    # ----------------------------------------------------------------- VJPs

    def vjp(self, node: _Node, g_name: str, active: set[str]) -> list[tuple[str, ast.Expr]]:
        """The adjoints of ``node``'s active operands, from its op's VJP rule."""
        spec = _spec_of(node.expr)
        assert spec is not None and callable(spec.vjp), node.expr
        operands = _operands(node.expr)
        d = _Grad(self, node, operands, self.name(g_name))
        out: list[tuple[str, ast.Expr]] = []
        for i, (a, adj) in enumerate(zip(operands, spec.vjp(d))):
            if adj is None or not (isinstance(a, ast.Name) and a.id in active):
                continue
            at = self.types[a.id]
            if spec.elementwise and tuple(at.shape) != tuple(node.ty.shape):
                adj = self.sum_to(adj, node.ty, at)
            out.append((a.id, adj))
        return out


class _Grad:
    """The :class:`~.ops.Grad` a VJP rule builds its adjoints with."""

    def __init__(self, b: _Builder, node: _Node, operands: list[ast.Expr], g: ast.Expr):
        self.b = b
        self.node = node
        self.operands = operands
        self.g = g
        self.y: ast.Expr = b.name(node.name)
        self.out = node.ty
        e = node.expr
        self.attrs = {k.name: k.value for k in e.kwargs} if isinstance(e, ast.Call) else {}

    def x(self, i: int) -> ast.Expr:
        a = self.operands[i]
        lit = literal(a)
        if lit is not None:  # a fresh node: the checker types each use of a literal on its own
            return ast.Number(a.span, lit[0], lit[1])
        return a

    def t(self, i: int) -> TensorType:
        return _type_of(self.operands[i], self.b.types)

    def call(self, op: str, *args: ast.Expr, **kw: ast.KwValue) -> ast.Expr:
        return self.b.call(op, list(args), None, **kw)

    def bin(self, op: str, a: ast.Expr, b: ast.Expr) -> ast.Expr:
        return self.b.bin(op, a, b)

    def num(self, v: float) -> ast.Expr:
        return ast.Number(self.b.span, v, True)

    def neg(self, a: ast.Expr) -> ast.Expr:
        return ast.Unary(self.b.span, "-", a)

    def keep(self, g: ast.Expr, axis: int) -> ast.Expr:
        return self.b.keepdim(g, self.t(0), axis, kept=bool(self.attrs.get("keepdims")))

    def let(self, e: ast.Expr) -> ast.Expr:
        return self.b.name(self.b.let(e))

    def sum_to(self, g: ast.Expr, t: TensorType) -> ast.Expr:
        return self.b.sum_to(g, self.out, t)

    def zeros(self, shape: list[int]) -> ast.Expr:
        return self.b.call("fill", [ast.TypeArg(self.b.span, TensorType("f32", tuple(shape)))],
                           extra_args=[ast.Number(self.b.span, 0.0, True)])

    def result(self, i: int) -> ast.Expr:
        assert self.node.targets is not None
        return self.b.name(self.node.targets[i])


def _spec_of(e: ast.Expr) -> OpSpec | None:
    """The op a flattened primal node applies (None for a constant loop)."""
    if isinstance(e, ast.Unary):
        return operator_spec("-", unary=True)
    if isinstance(e, ast.Binary):
        return operator_spec(e.op)
    if isinstance(e, ast.Call):
        return OPS[e.callee]
    return None


def _operands(e: ast.Expr) -> list[ast.Expr]:
    """A node's tensor operands, in the order its op declares them."""
    if isinstance(e, ast.Unary):
        return [e.operand]
    if isinstance(e, ast.Binary):
        return [e.lhs, e.rhs]
    if isinstance(e, ast.Call):
        spec = OPS[e.callee]
        return [] if spec.raw_operands else [e.args[i] for i in spec.tensor_operands()]
    return []


def _type_of(e: ast.Expr, types: dict[str, TensorType]) -> TensorType:
    """The static type of a flattened operand (a Name or a typed literal)."""
    if isinstance(e, ast.Name):
        return types[e.id]
    assert isinstance(e.ty, TensorType), f"untyped {type(e).__name__}"
    return e.ty


class _Renamer:
    """A fresh copy of a typed loop for the gradient function: every name
    renamed, built-in keywords taken from the (int) ``attrs``, types written
    in ``fill`` taken static — so a loop inlined from a generic instance
    re-checks in the non-generic ``NAME_grad``."""

    def __init__(self, fresh: Callable[[], str], types: dict[str, TensorType]):
        self.fresh = fresh
        self.types = types

    def expr(self, e: ast.Expr, scope: dict[str, str]) -> ast.Expr:
        if isinstance(e, ast.Name):
            return ast.Name(e.span, scope[e.id])
        if isinstance(e, ast.Number):
            return ast.Number(e.span, e.value, e.is_float)
        if isinstance(e, ast.Bool):
            return ast.Bool(e.span, e.value)
        if isinstance(e, ast.TypeArg):
            assert isinstance(e.ty, TensorType)
            return ast.TypeArg(e.span, e.ty)
        if isinstance(e, ast.Unary):
            return ast.Unary(e.span, e.op, self.expr(e.operand, scope))
        if isinstance(e, ast.Binary):
            return ast.Binary(e.span, e.op, self.expr(e.lhs, scope), self.expr(e.rhs, scope), e.op_span)
        if isinstance(e, ast.Call):
            type_operand = OPS[e.callee].type_operand if e.target is None else None
            args = [a if i == type_operand else self.expr(a, scope) for i, a in enumerate(e.args)]
            kwargs: list[ast.Keyword] = []
            if e.target is None:  # a built-in op
                keywords = OPS[e.callee].keywords
                kwargs = [ast.Keyword(k, v, e.span) for k, v in e.attrs.items() if k in keywords]
            return ast.Call(e.span, e.callee, args, kwargs, e.callee_span)
        if isinstance(e, ast.TupleExpr):
            return ast.TupleExpr(e.span, [self.expr(i, scope) for i in e.items])
        if isinstance(e, ast.While):
            carries = [ast.Carry(self.fresh(), self.expr(c.init, scope), c.span) for c in e.carries]
            inner = dict(scope)
            inner.update({c.name: n.name for c, n in zip(e.carries, carries)})
            cond = self.expr(e.cond, inner)
            body: list[ast.Stmt] = []
            for st in e.body:
                assert isinstance(st, ast.Let)
                value = self.expr(st.value, inner)
                targets = [self.fresh() for _ in st.targets]
                inner.update(dict(zip(st.targets, targets)))
                body.append(ast.Let(st.span, targets, list(st.target_spans), value, st.destructure))
            yv = self.expr(e.yield_value, inner)
            assert isinstance(yv, ast.TupleExpr)
            return ast.While(e.span, carries, cond, body, yv, e.yield_span)
        raise error(e.span, f"reverse_mode: cannot copy {type(e).__name__}")
