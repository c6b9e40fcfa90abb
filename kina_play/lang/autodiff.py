"""Reverse-mode AD as a Kina → Kina transformation.

For ``@reverse_mode(wrt = [p, ...]) fn NAME(...) -> f32[]`` this builds the
companion ``NAME_grad`` as ordinary (untyped) Kina AST: the primal body,
flattened to one op per ``let`` with calls inlined, followed by one adjoint
``let`` per VJP rule in reverse order, returning ``(loss, dL/dp, ...)``.
The checker then types it like any other function and MLIRGen compiles it
into the same ``.so`` — the gradients are compiled Kina code, not host
NumPy and not finite differences.

Every VJP is written with Kina's own ops (gather's scatter-add is a
``one_hot``ᵀ matmul; slice's zero-embedding a concat with ``fill``); the
only compiler-internal op is ``__eq_mask`` for ``reduce_max``.  Only values
that depend on a ``wrt`` parameter ("active" values) get adjoints.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Callable

from . import ast
from .checker import literal
from .diagnostics import Span, error
from .ops import OPS
from .types import TensorType, TupleType

NON_DIFFERENTIABLE = {"argmax", "one_hot", "fill"}


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
        if isinstance(e, ast.While):
            return self.constant_while(e, env)
        return [self.flatten(e, env)]

    def inline(self, call: ast.Call, env: dict[str, str]) -> list[str]:
        callee = self.lookup(call.callee, dict(call.instance))
        args = [self.flatten(a, env) for a in call.args]
        inner = {name: a for (name, _), a in zip(callee.params, args)}
        return self.flatten_body(callee.fn.body, inner)

    def flatten(self, e: ast.Expr, env: dict[str, str]) -> str:
        if isinstance(e, ast.Name):
            return env[e.id]
        if isinstance(e, ast.Call) and e.target is not None:
            return self.inline(e, env)[0]
        assert isinstance(e.ty, TensorType), f"untyped {type(e).__name__}"
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
            op = "@" if e.op == "@" else e.op
            return self.emit(
                ast.Binary(e.span, op, self.operand(e.lhs, env), self.operand(e.rhs, env)), e.ty, e.span
            )
        if isinstance(e, ast.Call):
            args: list[ast.Expr] = []
            for a in e.args:
                if isinstance(a, (ast.TypeArg, ast.Number)) or (
                    isinstance(a, ast.Unary) and isinstance(a.operand, ast.Number)
                ):
                    args.append(a)
                else:
                    args.append(self.operand(a, env))
            keywords = OPS[e.callee].keywords
            kwargs = [ast.Keyword(k, v, e.span) for k, v in e.attrs.items() if k in keywords]
            return self.emit(ast.Call(e.span, e.callee, args, kwargs), e.ty, e.span)
        if isinstance(e, ast.While):
            raise error(e.span, "reverse_mode: cannot differentiate through 'while'")
        raise error(e.span, f"reverse_mode: cannot differentiate {type(e).__name__}")

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
        return ast.Name(e.span, self.flatten(e, env))

    def emit(self, expr: ast.Expr, ty: TensorType, span: Span) -> str:
        name = self.fresh()
        self.nodes.append(_Node(name, expr, ty, span))
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
            if n.ty.elem != "f32":
                continue
            if isinstance(n.expr, ast.Call) and n.expr.callee in NON_DIFFERENTIABLE:
                continue
            if any(isinstance(a, ast.Name) and a.id in active for a in _operands(n.expr)):
                if isinstance(n.expr, ast.Call) and n.expr.callee == "gather":
                    if isinstance(n.expr.args[0], ast.Name) and n.expr.args[0].id in active:
                        active.add(n.name)
                    continue
                active.add(n.name)
        return active

    # helpers building AST
    def name(self, n: str) -> ast.Name:
        return ast.Name(self.span, n)

    def let(self, e: ast.Expr) -> str:
        n = self.fresh("d")
        self.out.append(ast.Let(e.span, [n], [e.span], e))
        return n

    def call(self, op: str, args: list[ast.Expr], extra_args: list[ast.Expr] | None = None, **kw: object) -> ast.Call:
        kwargs = [ast.Keyword(k, v, self.span) for k, v in kw.items()]  # type: ignore[arg-type]
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

    def keepdim(self, g: ast.Expr, full: TensorType, axis: int) -> ast.Expr:
        """Broadcast a value reduced over ``axis`` back to ``full``'s shape."""
        shape = [int(d) for d in full.shape]
        shape[axis] = 1
        return self.call("broadcast", [self.call("reshape", [g], shape=shape)], shape=[int(d) for d in full.shape])

    # ----------------------------------------------------------------- VJPs

    def vjp(self, node: _Node, g_name: str, active: set[str]) -> list[tuple[str, ast.Expr]]:
        e, t = node.expr, node.ty
        g: ast.Expr = self.name(g_name)
        y = self.name(node.name)
        out: list[tuple[str, ast.Expr]] = []

        def want(a: ast.Expr) -> str | None:
            return a.id if isinstance(a, ast.Name) and a.id in active else None

        if isinstance(e, ast.Unary):
            if (a := want(e.operand)):
                out.append((a, ast.Unary(self.span, "-", g)))
            return out
        if isinstance(e, ast.Binary):
            lhs, rhs = e.lhs, e.rhs
            la, ra = want(lhs), want(rhs)
            if e.op == "+":
                out += [(n, g) for n in (la, ra) if n]
            elif e.op == "-":
                if la:
                    out.append((la, g))
                if ra:
                    out.append((ra, ast.Unary(self.span, "-", g)))
            elif e.op == "*":
                if la:
                    out.append((la, self.bin("*", g, rhs)))
                if ra:
                    out.append((ra, self.bin("*", g, lhs)))
            elif e.op == "/":
                if la:
                    out.append((la, self.bin("/", g, rhs)))
                if ra:
                    out.append((ra, ast.Unary(self.span, "-", self.bin("/", self.bin("*", g, y), rhs))))
            elif e.op == "@":
                out += self.matmul_vjp(lhs, rhs, g, la, ra)
            return out
        assert isinstance(e, ast.Call)
        op, args, a = e.callee, e.args, {k.name: k.value for k in e.kwargs}
        x = args[0] if args else None
        xa = want(x) if x is not None else None
        xt = self.types.get(x.id) if isinstance(x, ast.Name) else None
        if op == "matmul":
            return self.matmul_vjp(args[0], args[1], g, xa, want(args[1]))
        if op == "concat":
            ax = int(a["axis"])  # type: ignore[arg-type]
            n0 = int(_type_of(x, self.types).shape[ax])  # type: ignore[arg-type]
            if xa:
                out.append((xa, self.call("slice", [g], axis=ax, start=0, size=n0)))
            if (b := want(args[1])):
                out.append((b, self.call("slice", [g], axis=ax, start=n0, size=int(t.shape[ax]) - n0)))
            return out
        if xa is None and op != "gather":
            return out
        assert xt is not None or op == "gather"
        if op == "exp":
            out.append((xa, self.bin("*", g, y)))
        elif op == "log":
            out.append((xa, self.bin("/", g, x)))
        elif op == "tanh":
            out.append((xa, self.bin("*", g, self.bin("-", ast.Number(self.span, 1.0, True), self.bin("*", y, y)))))
        elif op == "sqrt":
            out.append((xa, self.bin("/", g, self.bin("*", y, ast.Number(self.span, 2.0, True)))))
        elif op == "gather":
            if xa is None:
                return out
            table_t = self.types[x.id]  # type: ignore[union-attr]
            ids_t = _type_of(args[1], self.types)  # a Name, or a literal id (`gather(t, 3)`)
            n = ids_t.num_elements()
            rows, width = int(table_t.shape[0]), int(table_t.shape[1])
            oh = self.call("one_hot", [self.call("reshape", [args[1]], shape=[n])], depth=rows)
            gt = self.call("reshape", [g], shape=[n, width])
            out.append((xa, self.call("matmul", [self.call("transpose", [oh], perm=[1, 0]), gt])))
        elif op == "broadcast":
            assert xt is not None
            r, k = t.rank, xt.rank
            axes = list(range(r - k)) + [
                i + r - k for i, d in enumerate(xt.shape) if d == 1 and t.shape[i + r - k] != 1
            ]
            red: ast.Expr = g
            for ax in sorted(axes, reverse=True):
                red = self.call("reduce_sum", [red], axis=ax)
            out.append((xa, self.call("reshape", [red], shape=[int(d) for d in xt.shape])))
        elif op == "reshape":
            out.append((xa, self.call("reshape", [g], shape=[int(d) for d in xt.shape])))  # type: ignore[union-attr]
        elif op == "transpose":
            perm = list(a["perm"])  # type: ignore[arg-type]
            inv = [perm.index(i) for i in range(len(perm))]
            out.append((xa, self.call("transpose", [g], perm=inv)))
        elif op == "slice":
            assert xt is not None
            ax, start, size = int(a["axis"]), int(a["start"]), int(a["size"])  # type: ignore[arg-type]
            full = int(xt.shape[ax])
            val: ast.Expr = g
            if start > 0:
                zshape = [int(d) for d in t.shape]
                zshape[ax] = start
                zeros = self.call("fill", [ast.TypeArg(self.span, TensorType("f32", tuple(zshape)))],
                                  extra_args=[ast.Number(self.span, 0.0, True)])
                val = self.call("concat", [zeros, val], axis=ax)
            if full - start - size > 0:
                val = self.call("pad", [val], axis=ax, after=full - start - size)
            out.append((xa, val))
        elif op == "pad":
            ax = int(a["axis"])  # type: ignore[arg-type]
            out.append((xa, self.call("slice", [g], axis=ax, start=0, size=int(xt.shape[ax]))))  # type: ignore[union-attr]
        elif op == "softmax":
            ax = int(a["axis"])  # type: ignore[arg-type]
            s = self.call("reduce_sum", [self.bin("*", g, y)], axis=ax)
            out.append((xa, self.bin("*", y, self.bin("-", g, self.keepdim(s, t, ax)))))
        elif op == "log_softmax":
            ax = int(a["axis"])  # type: ignore[arg-type]
            s = self.call("reduce_sum", [g], axis=ax)
            out.append((xa, self.bin("-", g, self.bin("*", self.call("exp", [y]), self.keepdim(s, t, ax)))))
        elif op == "reduce_sum":
            ax = int(a["axis"])  # type: ignore[arg-type]
            out.append((xa, self.keepdim(g, xt, ax)))  # type: ignore[arg-type]
        elif op == "reduce_max":
            ax = int(a["axis"])  # type: ignore[arg-type]
            assert xt is not None
            mask = self.let(self.call("__eq_mask", [x, self.keepdim(y, xt, ax)]))  # type: ignore[list-item]
            count = self.call("reduce_sum", [self.name(mask)], axis=ax)
            share = self.bin("/", g, count)
            out.append((xa, self.bin("*", self.name(mask), self.keepdim(share, xt, ax))))
        elif op in NON_DIFFERENTIABLE:
            pass
        else:
            raise error(node.span, f"reverse_mode: no VJP rule for '{op}'")
        return out

    def matmul_vjp(self, lhs: ast.Expr, rhs: ast.Expr, g: ast.Expr, la: str | None, ra: str | None) -> list[tuple[str, ast.Expr]]:
        out: list[tuple[str, ast.Expr]] = []
        rank = self.types[lhs.id].rank if isinstance(lhs, ast.Name) else self.types[rhs.id].rank  # type: ignore[union-attr]
        swap = list(range(rank - 2)) + [rank - 1, rank - 2]
        if la:
            out.append((la, self.bin("@", g, self.call("transpose", [rhs], perm=swap))))
        if ra:
            out.append((ra, self.bin("@", self.call("transpose", [lhs], perm=swap), g)))
        return out


def _operands(e: ast.Expr) -> list[ast.Expr]:
    if isinstance(e, ast.Unary):
        return [e.operand]
    if isinstance(e, ast.Binary):
        return [e.lhs, e.rhs]
    if isinstance(e, ast.Call):
        return list(e.args)
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
        if isinstance(e, ast.TypeArg):
            assert isinstance(e.ty, TensorType)
            return ast.TypeArg(e.span, e.ty)
        if isinstance(e, ast.Unary):
            return ast.Unary(e.span, e.op, self.expr(e.operand, scope))
        if isinstance(e, ast.Binary):
            return ast.Binary(e.span, e.op, self.expr(e.lhs, scope), self.expr(e.rhs, scope), e.op_span)
        if isinstance(e, ast.Call):
            args = [self.expr(a, scope) for a in e.args]
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
