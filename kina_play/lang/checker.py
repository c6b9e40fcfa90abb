"""The Kina type checker: AST → typed AST (the same nodes with ``ty`` set).

Two levels, so that one bad function never hides another's errors:

* :class:`ModuleChecker` checks what concerns the module as a whole —
  duplicate names, signatures, attributes, ``@main``, recursion — and then
  every function body, collecting the errors of all functions.  It also owns
  the *instances*: a generic function's body is checked once with symbolic
  dims (on the module's own nodes) and again, on a deep copy, for every
  instance some caller or the host asks for.
* :class:`FunctionChecker` checks one body (stopping at its first error).
  The same code runs symbolically and per instance: dims are ``int`` or
  ``S + k`` and every comparison goes through :mod:`.shapes`.

``@reverse_mode`` dependency rules live in :mod:`.reverse_mode`; op typing
rules in :mod:`.ops`.  The only exception that leaves :meth:`ModuleChecker.run`
is :class:`KinaError`.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Iterator, Mapping, NoReturn

from . import ast
from .diagnostics import Diagnostic, KinaError, Span
from .lexer import I64_MAX
from .ops import AXIS, DIM, DIMS, FLAG, INTS, OPS, OpCall, OpSpec, matmul_type, operator_spec, visible_ops
from .shapes import Linear, decide_nonneg, dim_symbols, shapes_equal, shift_dim, subst_dim_sym
from .types import ELEMENT_TYPES, Dim, DimExpr, TensorType, TupleType, Type, result_types
from .limits import call_depth_diagnostics, check_size

COMPARE = ("<", "<=", ">", ">=", "==", "!=")
I1 = TensorType("i1", ())
KNOWN_ATTRIBUTES = ("main", "reverse_mode")


class Abort(Exception):
    """Stop checking a function without a new diagnostic: the cause (a broken
    callee signature, a failed instance) has been reported already.  Never
    escapes :meth:`ModuleChecker.run`."""


def did_you_mean(name: str, candidates: list[str]) -> str:
    close = difflib.get_close_matches(name, candidates, n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""


def where(span: Span) -> str:
    return f"{span.line}:{span.col}"


def types_equal(a: Type, b: Type) -> bool:
    """Equal for every instance: same element type and identical dims."""
    if isinstance(a, TupleType) or isinstance(b, TupleType):
        return (
            isinstance(a, TupleType)
            and isinstance(b, TupleType)
            and len(a.items) == len(b.items)
            and all(types_equal(x, y) for x, y in zip(a.items, b.items))
        )
    return a.elem == b.elem and shapes_equal(a.shape, b.shape)


def literal(e: ast.Expr) -> tuple[int | float, bool] | None:
    """``(value, is_float)`` if ``e`` is a number literal, possibly negated."""
    if isinstance(e, ast.Number):
        return e.value, e.is_float
    if isinstance(e, ast.Unary) and e.op == "-":
        inner = literal(e.operand)
        if inner is not None:
            return -inner[0], inner[1]
    return None


def walk_exprs(node: object) -> Iterator[ast.Expr]:
    """Every expression under a statement list / expression, pre-order."""
    stack: list[object] = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, list):
            stack.extend(reversed(n))
        elif isinstance(n, (ast.Let, ast.Return)):
            stack.append(n.value)
        elif isinstance(n, ast.Expr):
            yield n
            if isinstance(n, ast.Unary):
                stack.append(n.operand)
            elif isinstance(n, ast.Binary):
                stack.extend([n.rhs, n.lhs])
            elif isinstance(n, ast.Call):
                stack.extend(reversed(n.args))
            elif isinstance(n, ast.TupleExpr):
                stack.extend(reversed(n.items))
            elif isinstance(n, ast.While):
                stack.extend([n.yield_value, n.body, n.cond])
                stack.extend(reversed([c.init for c in n.carries]))


def calls_in(fn: ast.Function) -> list[ast.Call]:
    return [e for e in walk_exprs(fn.body) if isinstance(e, ast.Call)]


# ------------------------------------------------------------------ signature


@dataclass(frozen=True)
class Signature:
    """A function as its callers see it (symbolic for a generic function)."""

    name: str
    shape_params: tuple[str, ...]
    params: tuple[tuple[str, TensorType], ...]
    results: tuple[TensorType, ...]
    is_main: bool = False
    wrt: tuple[str, ...] = ()

    # Also unpacks like a tuple ``(shape_params, params, results)``, e.g.
    # ``_, params, results = checked.signature(name)``.
    def __iter__(self) -> Iterator[object]:
        return iter((self.shape_params, self.params, self.results))

    def __getitem__(self, i: int) -> object:
        return (self.shape_params, self.params, self.results)[i]

    @property
    def result_type(self) -> Type | None:
        if not self.results:
            return None
        return self.results[0] if len(self.results) == 1 else TupleType(self.results)

    def substitute(self, env: Mapping[str, int]) -> "Signature":
        return Signature(
            self.name,
            (),
            tuple((n, t.substitute(env)) for n, t in self.params),
            tuple(t.substitute(env) for t in self.results),
            self.is_main,
            self.wrt,
        )

    def __str__(self) -> str:
        shapes = f"<{', '.join(self.shape_params)}>" if self.shape_params else ""
        params = ", ".join(f"{n}: {t}" for n, t in self.params)
        res = self.result_type
        return f"{self.name}{shapes}({params})" + (f" -> {res}" if res is not None else "")


def env_label(name: str, env: Mapping[str, object]) -> str:
    """``decode<S=3>`` — how diagnostics name an instance."""
    if not env:
        return name
    return f"{name}<{', '.join(f'{k}={v}' for k, v in env.items())}>"


# ------------------------------------------------------------- one function


@dataclass
class Binding:
    ty: TensorType
    span: Span


class FunctionChecker:
    """Types one function body (symbolically, or as one concrete instance)."""

    def __init__(self, mc: "ModuleChecker", fn: ast.Function, env: Mapping[str, Dim], symbolic: bool, label: str):
        self.mc = mc
        self.fn = fn
        self.env = dict(env)
        self.symbolic = symbolic
        self.prefix = f"{label}: " if label else ""
        self.scopes: list[dict[str, Binding]] = [{}]
        self.ops = visible_ops(mc.internal or fn.internal)
        self.results: list[TensorType] | None = None

    # ------------------------------------------------------------ helpers

    def fail(self, span: Span, message: str, *notes: str) -> NoReturn:
        raise KinaError(Diagnostic(span, self.prefix + message, notes=tuple(notes)))

    def subst_dim(self, d: Dim, span: Span, what: str) -> Dim:
        if isinstance(d, bool) or not isinstance(d, (int, DimExpr)):
            self.fail(span, f"{what}: not a dim: {d!r}")
        for s in dim_symbols(d):
            if s not in self.env:
                self.fail(span, f"{what}: unknown shape parameter '{s}'" + did_you_mean(s, list(self.env)))
        return subst_dim_sym(d, self.env)

    def subst_type(self, t: TensorType, span: Span, what: str) -> TensorType:
        """Substitute the shape env and require every dim to be positive."""
        if t.elem not in ELEMENT_TYPES:
            self.fail(span, f"{what}: unknown element type '{t.elem}'")
        shape = tuple(self.subst_dim(d, span, what) for d in t.shape)
        out = TensorType(t.elem, shape)
        for d in shape:
            ok = decide_nonneg(Linear.of(d) - 1)
            if ok is False or (ok is None and not self.symbolic):
                self.fail(span, f"{what} has type {out}: every dim must be positive")
        return out

    def lookup(self, name: str) -> Binding | None:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return None

    def visible(self) -> list[str]:
        return [n for s in self.scopes for n in s]

    def define(self, name: str, ty: TensorType, span: Span) -> None:
        if name.startswith("__") and not (self.mc.internal or self.fn.internal):
            self.fail(span, f"'{name}': names starting with '__' are reserved for the compiler")
        prev = self.lookup(name)
        if prev is not None:
            self.fail(span, f"'{name}' is already defined at {where(prev.span)}; names are immutable, choose a new name")
        self.scopes[-1][name] = Binding(ty, span)

    def set_literal(self, e: ast.Expr, ty: TensorType, span: Span | None = None) -> TensorType:
        """Give a number literal (and any minus signs on it) the type ``ty``."""
        lit = literal(e)
        assert lit is not None
        value, is_float = lit
        if ty.elem == "i64":
            if is_float:
                self.fail(span or e.span, f"float literal {value} cannot be an i64 value ({ty})")
            if not -(2**63) <= value <= I64_MAX:
                self.fail(e.span, f"integer literal {value} does not fit in i64")
        node = e
        while True:
            node.ty = ty
            if isinstance(node, ast.Unary):
                node = node.operand
            else:
                break
        return ty

    def default_literal(self, e: ast.Expr) -> TensorType:
        lit = literal(e)
        assert lit is not None
        return self.set_literal(e, TensorType("f32" if lit[1] else "i64", ()))

    # ---------------------------------------------------------- function

    def run(self) -> None:
        fn = self.fn
        for p in fn.params:
            self.define(p.name, self.subst_type(p.type, p.span, f"parameter '{p.name}'"), p.span)
        if fn.result is not None:
            rspan = fn.result_span or fn.name_span
            self.results = [self.subst_type(t, rspan, f"the result of '{fn.name}'") for t in result_types(fn.result)]
        for i, st in enumerate(fn.body):
            if isinstance(st, ast.Return):
                if i != len(fn.body) - 1:
                    self.fail(fn.body[i + 1].span, "unreachable statement after 'return'")
                self.check_return(st)
            elif isinstance(st, ast.Let):
                self.check_let(st)
            else:  # pragma: no cover - only hand-built ASTs
                self.fail(st.span, f"unexpected statement {type(st).__name__}")
        if self.results is not None and not (fn.body and isinstance(fn.body[-1], ast.Return)):
            end = Span(fn.span.source, fn.span.end_line, max(1, fn.span.end_col - 1), fn.span.end_line, fn.span.end_col)
            self.fail(end, f"function '{fn.name}' must end with a 'return' of {ast_result(self.results)}")

    def check_let(self, st: ast.Let) -> None:
        ty = self.expr(st.value, tuple_ok=True)
        if st.destructure:
            if not isinstance(ty, TupleType):
                self.fail(st.target_spans[0], f"cannot destructure a single value of type {ty}; use 'let NAME = ...'")
            if len(ty.items) != len(st.targets):
                self.fail(
                    st.target_spans[0],
                    f"'let ({', '.join(st.targets)})' names {len(st.targets)} values, "
                    f"but the value has {len(ty.items)}: {ty}",
                )
            for name, span, t in zip(st.targets, st.target_spans, ty.items):
                self.define(name, t, span)
        else:
            if len(st.targets) != 1:  # pragma: no cover - parser guarantees
                self.fail(st.span, "a plain let binds one name")
            if isinstance(ty, TupleType):
                names = ", ".join(f"v{i}" for i in range(len(ty.items)))
                self.fail(
                    st.target_spans[0],
                    f"the value has {len(ty.items)} parts ({ty}); destructure it: let ({names}) = ...",
                )
            self.define(st.targets[0], ty, st.target_spans[0])

    def check_return(self, st: ast.Return) -> None:
        fn = self.fn
        if self.results is None:
            self.fail(st.span, f"'{fn.name}' declares no result; remove the 'return' or declare '-> TYPE'")
        want = self.results
        declared = ast_result(want)
        value = st.value
        if isinstance(value, ast.TupleExpr):
            if len(value.items) != len(want):
                self.fail(value.span, f"'{fn.name}' returns {declared}, but the return gives {len(value.items)} values")
            got = [self.tensor(item, expected=w) for item, w in zip(value.items, want)]
            for i, (item, g, w) in enumerate(zip(value.items, got, want)):
                if not types_equal(g, w):
                    self.fail(item.span, f"return value {i + 1} has type {g}, but '{fn.name}' declares {w}")
            value.ty = TupleType(tuple(got))
            return
        ty = self.expr(value, tuple_ok=True, expected=want[0] if len(want) == 1 else None)
        if not types_equal(ty, declared):
            self.fail(value.span, f"'{fn.name}' returns {declared}, but the return value has type {ty}")

    # -------------------------------------------------------- expressions

    def tensor(self, e: ast.Expr, expected: TensorType | None = None) -> TensorType:
        ty = self.expr(e, expected=expected)
        assert isinstance(ty, TensorType)
        return ty

    def expr(self, e: ast.Expr, *, tuple_ok: bool = False, expected: TensorType | None = None) -> Type:
        ty = self._expr(e, expected)
        if ty not in self.mc.sized:  # each distinct type is size-checked once per module check
            check_size(ty, e.span)
            self.mc.sized.add(ty)
        if isinstance(ty, TupleType) and not tuple_ok:
            names = ", ".join(f"v{i}" for i in range(len(ty.items)))
            self.fail(e.span, f"a value with {len(ty.items)} parts ({ty}) cannot be used here; "
                              f"destructure it first: let ({names}) = ...")
        e.ty = ty
        return ty

    def _expr(self, e: ast.Expr, expected: TensorType | None) -> Type:
        if literal(e) is not None:
            return self.set_literal(e, expected) if expected is not None else self.default_literal(e)
        if isinstance(e, ast.Name):
            b = self.lookup(e.id)
            if b is None:
                self.fail(e.span, f"unknown name '{e.id}'" + did_you_mean(e.id, self.visible()))
            return b.ty
        if isinstance(e, ast.Bool):
            # Like a number literal, ``true`` / ``false`` take a known bool type
            # (a return, a yield, an argument) and splat to its shape.
            return expected if expected is not None and expected.elem == "bool" else TensorType("bool", ())
        if isinstance(e, ast.Unary):
            spec = operator_spec(e.op, unary=True)
            return self.elementwise(spec, [e.operand], e.span)
        if isinstance(e, ast.Binary):
            if e.op == "@":
                return self.matmul_op(e)
            return self.elementwise(operator_spec(e.op), [e.lhs, e.rhs], e.op_span or e.span)
        if isinstance(e, ast.Call):
            if e.callee in self.ops:
                return self.op_call(e, self.ops[e.callee])
            if e.callee in self.mc.functions:
                return self.fn_call(e)
            cands = list(self.ops) + list(self.mc.functions)
            self.fail(e.callee_span or e.span, f"unknown function or op '{e.callee}'" + did_you_mean(e.callee, cands))
        if isinstance(e, ast.While):
            return self.check_while(e)
        if isinstance(e, ast.TypeArg):
            self.fail(e.span, "a type can only appear as the first argument of fill(TYPE, VALUE)")
        if isinstance(e, ast.TupleExpr):
            self.fail(e.span, "a tuple (a, b, ...) is only allowed after 'return' or 'yield'")
        self.fail(e.span, f"unexpected expression {type(e).__name__}")  # pragma: no cover

    def elementwise_operands(self, spec: OpSpec, exprs: list[ast.Expr]) -> list[TensorType]:
        """Type the operands of an elementwise op.  A number literal takes the
        type of the first non-literal operand of its group (``x * 2.0``,
        ``select(c, s, -1e9)``); a group of literals only is f32[] if one of
        them is a float, else i64[]."""
        types: list[TensorType | None] = [None if literal(a) is not None else self.tensor(a) for a in exprs]
        for i, a in enumerate(exprs):
            if types[i] is not None:
                continue
            if i not in spec.group:
                types[i] = self.default_literal(a)
                continue
            peers = [t for j in spec.group if (t := types[j]) is not None and literal(exprs[j]) is None]
            if peers:
                types[i] = self.set_literal(a, peers[0], span=a.span)
            else:
                lits = [literal(exprs[j]) for j in spec.group]
                elem = "f32" if any(lit is not None and lit[1] for lit in lits) else "i64"
                types[i] = self.set_literal(a, TensorType(elem, ()))
        typed = [t for t in types if t is not None]
        assert len(typed) == len(types)  # the loop above typed every literal
        return typed

    def elementwise(self, spec: OpSpec, exprs: list[ast.Expr], span: Span) -> TensorType:
        args = self.elementwise_operands(spec, exprs)
        c = OpCall(spec, self, span, [a.span for a in exprs], args, {}, {}, exprs=list(exprs))
        return spec.typing(c)

    def matmul_op(self, e: ast.Binary) -> TensorType:
        args = [self.tensor(e.lhs), self.tensor(e.rhs)]
        c = OpCall(self.ops["matmul"], self, e.op_span or e.span, [e.lhs.span, e.rhs.span], args, {}, {})
        return matmul_type(c)

    def op_call(self, call: ast.Call, spec: OpSpec) -> TensorType:
        span = call.callee_span or call.span
        if len(call.args) != len(spec.operands):
            n = len(spec.operands)
            self.fail(span, f"{spec.name} takes {n} argument{'s' if n != 1 else ''}, got {len(call.args)}: "
                            f"{spec.usage()}")
        kw, kw_spans = self.op_keywords(call, spec)
        elem_arg = self.type_operand(call, spec) if spec.type_operand is not None else ""
        tensors = [call.args[i] for i in spec.tensor_operands()]
        if spec.raw_operands:
            args: list[TensorType] = []
        elif spec.elementwise:
            args = self.elementwise_operands(spec, tensors)
        else:
            args = [self.tensor(a) for a in tensors]
        c = OpCall(spec, self, span, [a.span for a in tensors] or [span], args, kw, kw_spans, exprs=list(call.args),
                   elem_arg=elem_arg)
        ty = spec.typing(c)
        # The typing rules record ints and int lists here; OpCall declares its attrs loosely (object)
        # because a symbolic body also records dims and fill values.
        call.attrs = dict(c.attrs)  # type: ignore[arg-type]
        call.target = None
        call.instance = {}
        return ty

    def type_operand(self, call: ast.Call, spec: OpSpec) -> str:
        """The element type an op takes as an operand: ``cast(x, i64)``, ``iota(f32, ...)``."""
        i = spec.type_operand
        assert i is not None  # only ops that take an element type get here
        a = call.args[i]
        what = f"{spec.name}: '{spec.operands[i]}' must be an element type (f32, i64 or bool)"
        if isinstance(a, ast.Name):
            if a.id not in ELEMENT_TYPES:
                self.fail(a.span, f"{spec.name}: unknown element type '{a.id}' (Kina has f32, i64 and bool)"
                          + did_you_mean(a.id, list(ELEMENT_TYPES)))
            return a.id
        if isinstance(a, ast.TypeArg):
            self.fail(a.span, f"{what}, not a tensor type: write {a.type.elem}, e.g. {spec.usage()}")
        self.fail(a.span, f"{what}: {spec.usage()}")

    def op_keywords(self, call: ast.Call, spec: OpSpec) -> tuple[dict[str, ast.KwValue], dict[str, Span]]:
        kw: dict[str, ast.KwValue] = {}
        spans: dict[str, Span] = {}
        for k in call.kwargs:
            kind = spec.keywords.get(k.name)
            if kind is None:
                if not spec.keywords:
                    self.fail(k.span, f"{spec.name} takes no keywords, got '{k.name}': {spec.usage()}")
                self.fail(k.span, f"{spec.name}: unknown keyword '{k.name}'"
                                  + (did_you_mean(k.name, list(spec.keywords)) or f": {spec.usage()}"))
            if k.name in kw:
                self.fail(k.span, f"{spec.name}: keyword '{k.name}' is given twice")
            v = k.value
            example = f"e.g. {k.name} = " + ("[1, 4]" if kind in (INTS, DIMS) else "true" if kind == FLAG else "1")
            if kind == FLAG:
                if not isinstance(v, bool):
                    self.fail(k.span, f"{spec.name}: '{k.name}' must be true or false ({example})")
            elif isinstance(v, bool):
                self.fail(k.span, f"{spec.name}: '{k.name}' must be an integer, not {str(v).lower()} ({example})")
            elif kind in (AXIS,):
                if isinstance(v, list) or not isinstance(v, int):
                    what = "a list" if isinstance(v, list) else f"'{v}'"
                    self.fail(k.span, f"{spec.name}: '{k.name}' must be an integer literal, not {what} ({example})")
            elif kind == DIM:
                if isinstance(v, list):
                    self.fail(k.span, f"{spec.name}: '{k.name}' must be one integer, not a list ({example})")
                v = self.subst_dim(v, k.span, f"{spec.name}: '{k.name}'")
            elif kind == INTS:
                if not isinstance(v, list):
                    self.fail(k.span, f"{spec.name}: '{k.name}' must be a list of integers ({example})")
                for d in v:
                    if not isinstance(d, int):
                        self.fail(k.span, f"{spec.name}: '{k.name}' must list integer literals, not '{d}'")
            elif kind == DIMS:
                if not isinstance(v, list):
                    self.fail(k.span, f"{spec.name}: '{k.name}' must be a list of dims ({example})")
                v = [self.subst_dim(d, k.span, f"{spec.name}: '{k.name}'") for d in v]
            kw[k.name] = v
            spans[k.name] = k.span
        for name in spec.keywords:
            if name not in kw and name in spec.defaults:
                kw[name] = spec.defaults[name]
            elif name not in kw:
                self.fail(call.callee_span or call.span, f"{spec.name}: missing keyword '{name}': {spec.usage()}")
        return kw, spans

    def fill_operands(self, c: OpCall) -> TensorType:
        """``fill(TYPE, VALUE)``: a type and a number literal, possibly negated."""
        type_arg, value = c.exprs
        if not isinstance(type_arg, ast.TypeArg):
            c.fail("the first argument must be a type, e.g. fill(f32[1, 4], 0.0)", type_arg.span)
        ty = self.subst_type(type_arg.type, type_arg.span, "fill")
        type_arg.ty = ty
        if ty.elem == "bool":
            if not isinstance(value, ast.Bool):
                c.fail("a bool tensor is filled with true or false, e.g. fill(bool[1, 4], false)", value.span)
            value.ty = TensorType("bool", ())
            c.attrs["value"] = value.value
            return ty
        lit = literal(value)
        if lit is None:
            c.fail("the value must be a number literal, e.g. fill(f32[1, 4], 0.5)", value.span)
        if ty.elem == "i64" and lit[1]:
            c.fail(f"float literal {lit[0]} cannot fill {ty}", value.span)
        self.set_literal(value, TensorType(ty.elem, ()))
        c.attrs["value"] = float(lit[0]) if ty.elem == "f32" else int(lit[0])
        return ty

    # ------------------------------------------------------ user functions

    def fn_call(self, call: ast.Call) -> Type:
        name = call.callee
        span = call.callee_span or call.span
        sig = self.mc.signatures.get(name)
        if sig is None:
            raise Abort  # its signature is broken: reported there
        if sig.is_main:
            self.fail(span, f"'{name}' is the module's @main; it cannot be called")
        if call.kwargs:
            self.fail(call.kwargs[0].span, f"'{name}' is a function; keyword arguments are only for built-in ops")
        if len(call.args) != len(sig.params):
            plist = ", ".join(f"{n}: {t}" for n, t in sig.params)
            self.fail(span, f"'{name}' takes {len(sig.params)} argument{'s' if len(sig.params) != 1 else ''} "
                            f"({plist}), got {len(call.args)}")
        env: dict[str, Dim] = {}
        # Non-literal arguments first: they fix the shape env, so that a bare
        # literal argument can then take its parameter's (now known) type.
        bare = [literal(a) is not None or isinstance(a, ast.Bool) for a in call.args]
        order = [i for i, a in enumerate(call.args) if not bare[i]]
        order += [i for i, a in enumerate(call.args) if bare[i]]
        for i in order:
            a = call.args[i]
            pty = sig.params[i][1]
            expected = None
            if bare[i] and all(s in env for d in pty.shape for s in dim_symbols(d)):
                expected = TensorType(pty.elem, tuple(subst_dim_sym(d, env) for d in pty.shape))
            at = self.tensor(a, expected=expected)
            self.unify(call, sig, i, pty, at, env)
        env = {s: env[s] for s in sig.shape_params if s in env}
        missing = [s for s in sig.shape_params if s not in env]
        if missing:
            self.fail(span, f"cannot infer shape parameter {missing[0]} of '{name}' from the arguments")
        for s, v in env.items():
            ok = decide_nonneg(Linear.of(v) - 1)
            if ok is False or (ok is None and not self.symbolic):
                self.fail(span, f"{env_label(name, env)}: shape parameter {s} = {v} is not positive")
        results = tuple(TensorType(t.elem, tuple(subst_dim_sym(d, env) for d in t.shape)) for t in sig.results)
        fixed = {k: v for k, v in env.items() if isinstance(v, int)}
        concrete = len(fixed) == len(env)
        call.attrs = {}
        call.instance = dict(env)  # symbolic while a generic body is checked
        call.target = ast.instance_symbol(name, fixed) if concrete else None
        if concrete and sig.shape_params and (not self.symbolic or not self.fn.shape_params):
            # A concrete caller (an instance, or a non-generic function, which
            # is its own only instance) fixes the callee's instance: check it now.
            self.mc.instance(name, fixed, requested_at=span)
        return results[0] if len(results) == 1 else TupleType(results)

    def unify(self, call: ast.Call, sig: Signature, i: int, pty: TensorType, at: TensorType, env: dict[str, Dim]) -> None:
        """Match argument ``i``'s type against the parameter's, binding shape params."""
        pname = sig.params[i][0]

        def mismatch() -> NoReturn:
            shown = TensorType(pty.elem, tuple(subst_dim_sym(d, env) or d for d in pty.shape))
            known = {s: env[s] for s in sig.shape_params if s in env}
            extra = f" ({', '.join(f'{k} = {v}' for k, v in known.items())})" if known and shown != pty else ""
            want = f"{pty}{extra}" if sig.shape_params else f"{pty}"
            self.fail(call.args[i].span, f"'{sig.name}': argument {i + 1} ('{pname}') has type {at}, expected {want}")

        if at.elem != pty.elem or at.rank != pty.rank:
            mismatch()
        for pd, ad in zip(pty.shape, at.shape):
            if isinstance(pd, DimExpr) and pd.sym not in env:
                env[pd.sym] = shift_dim(ad, -pd.offset)
                continue
            expected = subst_dim_sym(pd, env)
            if expected is None or Linear.of(expected) != Linear.of(ad):
                mismatch()

    # --------------------------------------------------------------- while

    def check_while(self, w: ast.While) -> TupleType:
        carry_types: list[TensorType] = []
        for c in w.carries:
            carry_types.append(self.tensor(c.init))
        self.scopes.append({})
        try:
            for c, t in zip(w.carries, carry_types):
                self.define(c.name, t, c.span)
            self.check_cond(w)
            for st in w.body:
                if not isinstance(st, ast.Let):
                    self.fail(st.span, "only 'let' statements may precede the 'yield' of a while body")
                self.check_let(st)
            items = w.yield_value.items
            yspan = w.yield_span or w.yield_value.span
            if len(items) != len(w.carries):
                self.fail(yspan, f"yield gives {len(items)} value{'s' if len(items) != 1 else ''}, "
                                 f"but the while has {len(w.carries)} carries "
                                 f"({', '.join(c.name for c in w.carries)})")
            got = []
            for c, t, item in zip(w.carries, carry_types, items):
                g = self.tensor(item, expected=t)
                if not types_equal(g, t):
                    self.fail(item.span, f"yield: carry '{c.name}' has type {t}, but the yield gives {g} "
                                         "(a carry keeps its type exactly)")
                got.append(g)
            w.yield_value.ty = TupleType(tuple(got))
        finally:
            self.scopes.pop()
        return TupleType(tuple(carry_types))

    def check_cond(self, w: ast.While) -> None:
        cond = w.cond
        if not (isinstance(cond, ast.Binary) and cond.op in COMPARE):
            self.fail(cond.span, "a while condition must be a comparison of scalars, e.g. i < 3")
        op_span = cond.op_span or cond.span
        llit, rlit = literal(cond.lhs), literal(cond.rhs)
        if llit is not None and rlit is not None:
            self.fail(op_span, "the while condition compares two literals; it must read a carry")
        if llit is not None:
            rt = self.tensor(cond.rhs)
            lt = self.set_literal(cond.lhs, rt)
        elif rlit is not None:
            lt = self.tensor(cond.lhs)
            rt = self.set_literal(cond.rhs, lt)
        else:
            lt, rt = self.tensor(cond.lhs), self.tensor(cond.rhs)
        if lt.rank != 0 or rt.rank != 0:
            self.fail(op_span, f"'{cond.op}': comparison operands must be rank 0 (scalars), got {lt} {cond.op} {rt}")
        if lt.elem != rt.elem:
            self.fail(op_span, f"'{cond.op}': element types differ: {lt} {cond.op} {rt}")
        carries = {c.name for c in w.carries}
        if not any(isinstance(x, ast.Name) and x.id in carries for x in walk_exprs(cond)):
            self.fail(cond.span, "the while condition does not read any carry, so the loop could never end")
        cond.ty = I1


def ast_result(results: list[TensorType]) -> Type:
    return results[0] if len(results) == 1 else TupleType(tuple(results))


# --------------------------------------------------------------- the module


class ModuleChecker:
    """Checks a whole module and produces / caches its instances."""

    def __init__(self, module: ast.Module, internal: bool = False):
        self.module = module
        self.internal = internal
        self.functions: dict[str, ast.Function] = {}
        self.signatures: dict[str, Signature] = {}
        self.body_ok: dict[str, bool] = {}
        self.recursive: set[str] = set()
        self.instances: dict[str, object] = {}  # symbol -> TypedFunction | KinaError
        self.in_progress: set[str] = set()
        self.diagnostics: list[Diagnostic] = []
        self.sized: set[Type | None] = set()  # types that passed check_size (it reads the budget each time)

    # ---------------------------------------------------------------- run

    def run(self) -> None:
        """Check everything; raise KinaError with all diagnostics, sorted."""
        fns = self.module.functions
        self._check_functions(self._register(fns))

    def extend(self, fns: list[ast.Function]) -> None:
        """Check functions just appended to this cleanly checked module (the
        autodiff companions), keeping everything checked before.

        Why not re-run :meth:`run`: it re-checks every body and rebuilds every
        instance, half of a warm program load.  Nothing checked before can
        change: an earlier function cannot call a new one (the call would
        have been an unknown-function error), so its body, signature and
        instances are what a full re-check would give again.  The
        whole-module rules (duplicate names, one ``@main``, recursion, call
        depth, the companion-name rule) are re-checked over all functions.
        Raises KinaError like :meth:`run`; the caller then discards this
        checker.
        """
        if self.diagnostics:
            raise ValueError("extend() needs a module that checked cleanly")
        new = self._register(fns)
        for fn in self.module.functions:  # the companion-name rule of every earlier @reverse_mode function
            sig = self.signatures.get(fn.name)
            if self.functions.get(fn.name) is fn and fn not in new and sig is not None and sig.wrt:
                self.guard(fn, lambda fn=fn, sig=sig: self.check_attributes(fn, sig.results))
        self._check_functions(new)

    def _register(self, fns: list[ast.Function]) -> list[ast.Function]:
        """Name each function (a duplicate is reported); those registered, in order."""
        out = []
        for fn in fns:
            if fn.name in self.functions:
                prev = self.functions[fn.name]
                self.report(fn.name_span, f"function '{fn.name}' is already defined at {where(prev.name_span)}")
                continue
            self.functions[fn.name] = fn
            out.append(fn)
        return out

    def _check_functions(self, fns: list[ast.Function]) -> None:
        """Signatures, the module-wide rules, then bodies and @reverse_mode of ``fns``."""
        for fn in fns:
            self.guard(fn, lambda fn=fn: self.check_signature(fn))
        self.check_main()
        self.check_recursion()
        if not self.recursive and (too_deep := call_depth_diagnostics(
                {n: [c for c in calls_in(f) if c.callee in self.functions] for n, f in self.functions.items()})):
            raise KinaError(sorted(self.diagnostics + too_deep, key=lambda d: (d.span.line, d.span.col)))
        # Generic bodies first, so an instance of a generic function whose
        # symbolic check failed is not reported a second time.
        ordered = [f for f in fns if f.shape_params] + [f for f in fns if not f.shape_params]
        for fn in ordered:
            if fn.name in self.signatures:
                ok = self.guard(fn, lambda fn=fn: self.check_body(fn))
                self.body_ok[fn.name] = ok
        from .reverse_mode import check_reverse_mode  # local: reverse_mode imports this module

        if not self.recursive:
            for fn in fns:
                sig = self.signatures.get(fn.name)
                if sig and sig.wrt and self.body_ok.get(fn.name):
                    self.guard(fn, lambda fn=fn: check_reverse_mode(self, fn))
        if self.diagnostics:
            raise KinaError(self.sorted_diagnostics())

    def report(self, span: Span, message: str, *notes: str) -> None:
        self.diagnostics.append(Diagnostic(span, message, notes=tuple(notes)))

    def guard(self, fn: ast.Function, work) -> bool:
        try:
            work()
            return True
        except KinaError as e:
            self.diagnostics.extend(e.diagnostics)
        except Abort:
            pass
        return False

    def sorted_diagnostics(self) -> list[Diagnostic]:
        seen: set[tuple] = set()
        out = []
        for d in sorted(self.diagnostics, key=lambda d: (d.span.line, d.span.col)):
            key = (d.span.line, d.span.col, d.message)
            if key not in seen:
                seen.add(key)
                out.append(d)
        return out

    def fail(self, span: Span, message: str, *notes: str) -> NoReturn:
        raise KinaError(Diagnostic(span, message, notes=tuple(notes)))

    # ---------------------------------------------------------- signatures

    def check_signature(self, fn: ast.Function) -> None:
        internal = self.internal or fn.internal
        ops = visible_ops(True)
        if fn.name.startswith("__") and not internal:
            self.fail(fn.name_span, f"'{fn.name}': names starting with '__' are reserved for the compiler")
        if fn.name in ops:
            self.fail(fn.name_span, f"'{fn.name}' is a built-in op; choose another function name")
        if len(set(fn.shape_params)) != len(fn.shape_params):
            self.fail(fn.name_span, f"'{fn.name}' declares a shape parameter twice")
        seen: dict[str, Span] = {}
        for p in fn.params:
            if p.name in seen:
                self.fail(p.span, f"parameter '{p.name}' is already defined at {where(seen[p.name])}")
            seen[p.name] = p.span
            self.check_declared_type(fn, p.type, p.span, f"parameter '{p.name}'")
        results: tuple[TensorType, ...] = ()
        if fn.result is not None:
            if isinstance(fn.result, TupleType) and not fn.result.items:
                self.fail(fn.result_span or fn.name_span, "a result tuple needs at least one type")
            results = result_types(fn.result)
            for t in results:
                self.check_declared_type(fn, t, fn.result_span or fn.name_span, f"the result of '{fn.name}'")
        wrt = self.check_attributes(fn, results)
        if fn.result is None and not fn.is_main:
            self.fail(fn.name_span, f"function '{fn.name}' needs a result type: fn {fn.name}(...) -> TYPE {{ ... }} "
                                    "(only @main may omit it)")
        self.signatures[fn.name] = Signature(
            fn.name, tuple(fn.shape_params), tuple((p.name, p.type) for p in fn.params), results, fn.is_main, wrt
        )

    def check_declared_type(self, fn: ast.Function, t: TensorType, span: Span, what: str) -> None:
        if t.elem not in ELEMENT_TYPES:
            self.fail(span, f"{what}: unknown element type '{t.elem}'")
        for d in t.shape:
            if isinstance(d, DimExpr):
                if d.sym not in fn.shape_params:
                    self.fail(span, f"{what}: unknown shape parameter '{d.sym}'")
            elif isinstance(d, bool) or not isinstance(d, int) or d < 1:
                self.fail(span, f"{what}: every dim must be a positive integer, got {t}")
        check_size(t, span)

    def check_attributes(self, fn: ast.Function, results: tuple[TensorType, ...]) -> tuple[str, ...]:
        seen: dict[str, ast.Attribute] = {}
        wrt: list[str] = []
        for a in fn.attributes:
            if a.name not in KNOWN_ATTRIBUTES:
                self.fail(a.span, f"unknown attribute '@{a.name}' (Kina has @main and @reverse_mode(wrt = [...]))"
                          + did_you_mean(a.name, list(KNOWN_ATTRIBUTES)))
            if a.name in seen:
                self.fail(a.span, f"'@{a.name}' is given twice")
            seen[a.name] = a
        if "main" in seen:
            a = seen["main"]
            if a.args:
                self.fail(a.span, "@main takes no arguments")
            if "reverse_mode" in seen:
                self.fail(seen["reverse_mode"].span, "@main cannot also be @reverse_mode")
            if fn.shape_params:
                self.fail(fn.name_span, "@main cannot be shape-generic")
            if fn.params:
                self.fail(fn.params[0].span, "@main takes no parameters: it calls the module's functions "
                                             "on fill(TYPE, VALUE) placeholders")
        if "reverse_mode" in seen:
            a = seen["reverse_mode"]
            for key in a.args:
                if key != "wrt":
                    self.fail(a.span, f"@reverse_mode: unknown argument '{key}' (it takes wrt = [...])")
            if "wrt" not in a.args:
                self.fail(a.span, "@reverse_mode needs the parameters to differentiate: @reverse_mode(wrt = [p1, p2])")
            names = a.args["wrt"]
            if not names:
                self.fail(a.span, "@reverse_mode: wrt = [] names no parameter")
            if fn.shape_params:
                self.fail(fn.name_span, "@reverse_mode on a shape-generic function is not supported")
            params = {p.name: p for p in fn.params}
            for n, span in names:
                if n in wrt:
                    self.fail(span, f"@reverse_mode: '{n}' is listed twice in wrt")
                if n not in params:
                    self.fail(span, f"@reverse_mode: '{n}' is not a parameter of '{fn.name}'"
                              + did_you_mean(n, list(params)))
                pt = params[n].type
                if pt.elem != "f32":
                    self.fail(span, f"@reverse_mode: wrt parameter '{n}' is {pt}; only f32 parameters "
                                    "can be differentiated")
                wrt.append(n)
            if not (len(results) == 1 and results[0] == TensorType("f32", ())):
                shown = ast_result(list(results)) if results else "nothing"
                self.fail(fn.result_span or fn.name_span,
                          f"@reverse_mode function '{fn.name}' must return f32[] (a scalar loss), not {shown}")
            grad = self.functions.get(f"{fn.name}_grad")
            if grad is not None and not grad.internal:
                self.fail(grad.name_span, f"'{grad.name}' is the name of the gradient companion of "
                                          f"@reverse_mode function '{fn.name}'; choose another name")
        return tuple(wrt)

    def check_main(self) -> None:
        mains = [f for f in self.functions.values() if f.is_main]
        for extra in mains[1:]:
            a = extra.attribute("main")
            assert a is not None
            self.report(a.span, f"a module has at most one @main; '{mains[0].name}' at "
                                f"{where(mains[0].name_span)} is already @main")

    def check_recursion(self) -> None:
        """Any cycle in the call graph is an error, reported at one call site per cycle."""
        edges: dict[str, list[ast.Call]] = {
            name: [c for c in calls_in(fn) if c.callee in self.functions] for name, fn in self.functions.items()
        }
        index: dict[str, int] = {}
        low: dict[str, int] = {}
        stack: list[str] = []
        on: set[str] = set()
        sccs: list[list[str]] = []
        counter = [0]

        def strong(v: str) -> None:  # Tarjan, iterative over an explicit stack
            work = [(v, 0)]
            index[v] = low[v] = counter[0]
            counter[0] += 1
            stack.append(v)
            on.add(v)
            while work:
                node, i = work.pop()
                succ = edges[node]
                if i < len(succ):
                    work.append((node, i + 1))
                    w = succ[i].callee
                    if w not in index:
                        index[w] = low[w] = counter[0]
                        counter[0] += 1
                        stack.append(w)
                        on.add(w)
                        work.append((w, 0))
                    elif w in on:
                        low[node] = min(low[node], index[w])
                    continue
                if low[node] == index[node]:
                    comp = []
                    while True:
                        x = stack.pop()
                        on.discard(x)
                        comp.append(x)
                        if x == node:
                            break
                    sccs.append(comp)
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])

        for name in self.functions:
            if name not in index:
                strong(name)
        order = {f.name: i for i, f in enumerate(self.module.functions)}
        for comp in sccs:
            members = set(comp)
            sites = [(order[n], c) for n in comp for c in edges[n] if c.callee in members]
            if not sites:
                continue
            self.recursive |= members
            _, site = min(sites, key=lambda t: (t[0], t[1].span.line, t[1].span.col))
            caller = next(n for n in comp if site in edges[n])
            if site.callee == caller:
                msg = f"recursion is not allowed: '{caller}' calls itself"
            else:
                cycle = self.cycle_path(caller, site.callee, edges, members)
                msg = f"recursion is not allowed: {' -> '.join(cycle)}"
            self.report(site.callee_span or site.span, msg)

    def cycle_path(self, start: str, nxt: str, edges: dict[str, list[ast.Call]], members: set[str]) -> list[str]:
        """``start -> nxt -> ... -> start`` (a shortest way back, by BFS)."""
        prev: dict[str, str] = {nxt: start}
        queue = [nxt]
        while queue:
            v = queue.pop(0)
            if v == start:
                break
            for c in edges[v]:
                if c.callee in members and c.callee not in prev:
                    prev[c.callee] = v
                    queue.append(c.callee)
        path = [start]
        v = start
        while True:
            v = prev[v]
            path.append(v)
            if v == start or len(path) > len(members) + 1:
                break
        path.reverse()
        return [start] + path[1:] if path[0] != start else path

    # -------------------------------------------------------------- bodies

    def check_body(self, fn: ast.Function) -> None:
        env: dict[str, Dim] = {s: DimExpr(s) for s in fn.shape_params}
        FunctionChecker(self, fn, env, symbolic=True, label="").run()

    def instance(self, name: str, env: Mapping[str, int], requested_at: Span | None = None):
        """The checked instance ``name<env>`` (a TypedFunction), cached by symbol.

        Raises KinaError naming the instance if it is refused (a dim not
        positive, an attribute out of range), Abort if its generic body is
        already known to be broken."""
        from .instances import build_instance  # local: instances imports this module

        fn = self.functions[name]
        env = {s: env[s] for s in fn.shape_params}
        symbol = ast.instance_symbol(name, env)
        cached = self.instances.get(symbol)
        if isinstance(cached, KinaError):
            raise cached
        if cached is not None:
            return cached
        if name in self.recursive or (fn.shape_params and not self.body_ok.get(name, False)):
            raise Abort
        if symbol in self.in_progress:  # pragma: no cover - recursion is refused earlier
            raise Abort
        label = env_label(name, env)
        for s, v in env.items():
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                err = KinaError(Diagnostic(fn.name_span, f"{label}: shape parameter {s} must be a positive integer, "
                                                         f"got {v}", notes=self.requested_note(requested_at)))
                self.instances[symbol] = err
                raise err
        self.in_progress.add(symbol)
        try:
            tf = build_instance(self, fn, env, label if fn.shape_params else "")
        except KinaError as e:
            notes = self.requested_note(requested_at)
            err = KinaError([Diagnostic(d.span, d.message, d.severity, d.notes + notes) for d in e.diagnostics])
            self.instances[symbol] = err
            raise err
        finally:
            self.in_progress.discard(symbol)
        self.instances[symbol] = tf
        return tf

    @staticmethod
    def requested_note(span: Span | None) -> tuple[str, ...]:
        return (f"instance requested by the call at {span}",) if span is not None else ()

    def deep_copy(self, fn: ast.Function) -> ast.Function:
        return ast.clone(fn)
