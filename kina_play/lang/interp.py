"""A small NumPy interpreter of checked Kina functions — an independent witness.

Why it exists
-------------
The compiled ``.so`` is never trusted on its own word.  Its numbers come out
of a long chain (checker → autodiff → MLIRGen → bufferization → LLVM), and
the tests need something to hold them against that shares none of that
chain.  This module evaluates the *typed AST* directly with NumPy, one
straightforward line per op, so that

* every built-in op's semantics (its NumPy meaning, declared next to its
  typing in :mod:`.op_table`) has a second,
  obviously-correct implementation to compare the compiled kernels with;
* the reverse-mode AD transform (:mod:`.autodiff`, a Kina → Kina rewrite)
  can be verified **in float64**, independently of the f32 compiled path:
  the interpreter runs the generated ``NAME_grad`` in float64 and the tests
  compare it with central finite differences of the primal, also run here
  in float64.  A wrong VJP rule then shows up as a real discrepancy, not as
  f32 noise.

It deliberately imports nothing from the compiler or the runtime: only the
typed AST (:mod:`.ast`) and the checked module that resolves calls
(:class:`.frontend.CheckedModule`).  It also cross-checks the checker: every
value it computes must have exactly the static type (shape and element type)
the checker wrote on the expression.

Semantics (docs/language.md is the reference):

* ``f32`` values are computed in the interpreter's ``dtype`` (float32 or
  float64); ``i64`` values are ``int64`` with two's-complement wrap-around.
* ``gather`` ids outside ``[0, N)`` are an error here (:class:`InterpError`):
  the host rejects them before a compiled call, so a witness should not pretend to
  know an answer.  ``one_hot`` of an id outside ``[0, depth)`` is a zero row.
* ``argmax`` returns the lowest index on ties; a NaN never wins (as compiled).
* ``softmax`` / ``log_softmax`` are max-subtracted.
* ``while`` runs the loop on the host, at most ``max_iterations`` times.

Usage::

    interp = Interpreter(checked, dtype=np.float64)
    loss, dx, dw = interp.call("loss_grad", x, w)
    out = interp.call("decode", *args, env={"S": 3})   # or inferred from shapes
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from . import ast
from .ops import OPS, NpCtx, OpSpec, operator_spec
from .types import TensorType, TupleType, result_types, static_env

__all__ = ["InterpError", "Interpreter", "evaluate"]

Value = np.ndarray


class InterpError(ValueError):
    """A program or an argument the interpreter cannot evaluate."""


class Interpreter:
    """Evaluate checked functions of one module with NumPy.

    ``checked`` is a :class:`~kina_play.lang.frontend.CheckedModule` (anything
    with ``instantiate(name, env)``, ``is_generic(name)`` and
    ``infer_instance(name, types)``).  ``dtype`` is the float type every f32
    value is computed in.
    """

    def __init__(self, checked: Any, dtype: Any = np.float64, *, max_iterations: int = 1_000_000):
        self.checked = checked
        self.dtype = np.dtype(dtype)
        if self.dtype not in (np.dtype(np.float32), np.dtype(np.float64)):
            raise ValueError(f"dtype must be float32 or float64, got {self.dtype}")
        self.max_iterations = max_iterations
        self._instances: dict[tuple[str, tuple[tuple[str, int], ...]], ast.TypedFunction] = {}

    # ------------------------------------------------------------------ API

    def instance(self, name: str, env: Mapping[str, int] | None = None) -> ast.TypedFunction:
        key = (name, tuple(sorted((env or {}).items())))
        tf = self._instances.get(key)
        if tf is None:
            tf = self._instances[key] = self.checked.instantiate(name, dict(env or {}))
        return tf

    def call(self, name: str, *args: Any, env: Mapping[str, int] | None = None) -> Any:
        """Call function ``name`` (a generic one's instance is ``env`` or is
        inferred from the argument shapes).  Returns one array, a tuple for
        several results, or None for a result-less ``@main``."""
        if env is None and self.checked.is_generic(name):
            types = [TensorType(_elem_of(np.asarray(a)), tuple(np.shape(a))) for a in args]
            env = self.checked.infer_instance(name, types)
        tf = self.instance(name, env)
        out = self.run(tf, args)
        if not tf.results:
            return None
        return out[0] if len(out) == 1 else tuple(out)

    def run(self, tf: ast.TypedFunction, args: Sequence[Any]) -> list[Value]:
        """Evaluate one typed function on ``args``; a list of result arrays."""
        if len(args) != len(tf.params):
            raise InterpError(f"{tf.symbol} takes {len(tf.params)} arguments, got {len(args)}")
        env: dict[str, Any] = {}
        for (pname, pty), a in zip(tf.params, args):
            env[pname] = self._argument(tf.symbol, pname, pty, a)
        out = self._stmts(tf.fn.body, env)
        if out is None:
            return []
        for v, t in zip(out, tf.results):
            self._expect(v, t, tf.symbol)
        return out

    # ------------------------------------------------------------- helpers

    def np_dtype(self, elem: str) -> np.dtype:
        if elem == "f32":
            return self.dtype
        if elem == "i64":
            return np.dtype(np.int64)
        if elem in ("i1", "bool"):
            return np.dtype(np.bool_)
        raise InterpError(f"unknown element type {elem}")

    def _argument(self, fn: str, pname: str, pty: TensorType, a: Any) -> Value:
        arr = np.asarray(a)
        shape = pty.static_shape
        if arr.shape != shape:
            raise InterpError(f"{fn}: parameter '{pname}' expects {pty}, got an array of shape {arr.shape}")
        if pty.elem == "bool":
            if arr.dtype != np.bool_:
                raise InterpError(f"{fn}: parameter '{pname}' expects {pty}, got dtype {arr.dtype}")
        elif pty.elem == "i64":
            if not np.issubdtype(arr.dtype, np.integer):
                raise InterpError(f"{fn}: parameter '{pname}' expects {pty}, got dtype {arr.dtype}")
        elif not (np.issubdtype(arr.dtype, np.floating) or np.issubdtype(arr.dtype, np.integer)):
            raise InterpError(f"{fn}: parameter '{pname}' expects {pty}, got dtype {arr.dtype}")
        return np.array(arr, dtype=self.np_dtype(pty.elem), copy=True)

    def _expect(self, v: Any, ty: Any, where: str) -> None:
        """The computed value has exactly the checker's static type."""
        if isinstance(ty, TupleType):
            if not isinstance(v, list) or len(v) != len(ty.items):
                raise InterpError(f"{where}: expected a {len(ty.items)}-tuple {ty}, got {type(v).__name__}")
            for x, t in zip(v, ty.items):
                self._expect(x, t, where)
            return
        if not isinstance(ty, TensorType):
            raise InterpError(f"{where}: untyped expression (was the module checked?)")
        shape = ty.static_shape
        if not isinstance(v, np.ndarray) or v.shape != shape or v.dtype != self.np_dtype(ty.elem):
            got = f"{v.dtype} {v.shape}" if isinstance(v, np.ndarray) else type(v).__name__
            raise InterpError(f"{where}: value {got} does not match its static type {ty}")

    def _stmts(self, body: Sequence[ast.Stmt], env: dict[str, Any]) -> list[Value] | None:
        for st in body:
            if isinstance(st, ast.Let):
                st.bind(env, self._values(st.value, env))
            elif isinstance(st, ast.Return):
                return self._values(st.value, env)
            else:
                raise InterpError(f"unknown statement {type(st).__name__}")
        return None

    def _values(self, e: ast.Expr, env: dict[str, Any]) -> list[Value]:
        """One expression's values: one for a tensor, several for a tuple."""
        if isinstance(e, ast.TupleExpr):
            vals = [self.expr(i, env) for i in e.items]
        elif isinstance(e, ast.While):
            vals = self._while(e, env)
        elif isinstance(e, ast.Call) and e.target is not None:
            vals = self._user_call(e, env)
        elif isinstance(e, ast.Call) and isinstance(e.ty, TupleType):
            vals = self._builtin(e, env)
        else:
            return [self.expr(e, env)]
        self._expect(vals if isinstance(e.ty, TupleType) else vals[0], e.ty, _at(e))
        return vals

    # --------------------------------------------------------- expressions

    def expr(self, e: ast.Expr, env: dict[str, Any]) -> Value:
        v = self._expr(e, env)
        self._expect(v, e.ty, _at(e))
        return v

    def _expr(self, e: ast.Expr, env: dict[str, Any]) -> Value:
        if isinstance(e, ast.Name):
            if e.id not in env:
                raise InterpError(f"{_at(e)}: unknown name '{e.id}'")
            return env[e.id]
        ty = e.ty
        if isinstance(e, (ast.Number, ast.Unary)) and (lit := _literal(e)) is not None:
            assert isinstance(ty, TensorType)
            return self._full(ty, lit)
        if isinstance(e, ast.Bool):
            assert isinstance(ty, TensorType)
            return np.full(ty.static_shape, e.value, dtype=bool)
        if isinstance(e, ast.Unary):
            return self._apply(operator_spec("-", unary=True), e, [e.operand], env)[0]
        if isinstance(e, ast.Binary):
            return self._apply(operator_spec(e.op), e, [e.lhs, e.rhs], env)[0]
        if isinstance(e, ast.Call):
            if e.target is not None:
                vals = self._user_call(e, env)
                return vals[0]
            return self._builtin(e, env)[0]
        raise InterpError(f"{_at(e)}: cannot evaluate {type(e).__name__} as a tensor")

    def _full(self, ty: TensorType, value: int | float) -> Value:
        dt = self.np_dtype(ty.elem)
        return np.full(ty.static_shape, value, dtype=dt)

    def _user_call(self, e: ast.Call, env: dict[str, Any]) -> list[Value]:
        callee = self.instance(e.callee, static_env(e.instance))
        if callee.symbol != e.target:
            raise InterpError(f"{_at(e)}: call target {e.target} but instance is {callee.symbol}")
        args = [self.expr(a, env) for a in e.args]
        return self.run(callee, args)

    def _while(self, w: ast.While, env: dict[str, Any]) -> list[Value]:
        carries = [self.expr(c.init, env) for c in w.carries]
        for _ in range(self.max_iterations + 1):
            inner = dict(env)
            inner.update({c.name: v for c, v in zip(w.carries, carries)})
            if not self._condition(w.cond, inner):
                return carries
            out = self._stmts(w.body, inner)
            assert out is None
            carries = [self.expr(i, inner) for i in w.yield_value.items]
        raise InterpError(f"{_at(w)}: while loop ran more than {self.max_iterations} iterations")

    def _condition(self, c: ast.Expr, env: dict[str, Any]) -> bool:
        if not isinstance(c, ast.Binary):
            raise InterpError(f"{_at(c)}: a while condition must be a comparison")
        a, b = self.expr(c.lhs, env), self.expr(c.rhs, env)
        op = {"<": np.less, "<=": np.less_equal, ">": np.greater, ">=": np.greater_equal,
              "==": np.equal, "!=": np.not_equal}[c.op]
        return bool(op(a, b))

    # ------------------------------------------------------ built-in ops

    def _builtin(self, e: ast.Call, env: dict[str, Any]) -> list[Value]:
        spec = OPS[e.callee]
        operands = [] if spec.raw_operands else [e.args[i] for i in spec.tensor_operands()]
        return self._apply(spec, e, operands, env)

    def _apply(self, spec: OpSpec, e: ast.Expr, operands: Sequence[ast.Expr], env: dict[str, Any]) -> list[Value]:
        """An op's NumPy meaning (from its declaration), cast to the static types."""
        xs = [self.expr(a, env) for a in operands]
        attrs = dict(e.attrs) if isinstance(e, ast.Call) else {}
        if spec.name == "/" and xs[0].dtype.kind == "i":
            raise InterpError(f"{_at(e)}: i64 division")
        ty, meaning = e.ty, spec.numpy
        assert ty is not None and meaning is not None, e  # a checked call of an op with a NumPy meaning
        try:
            with np.errstate(all="ignore"):
                out = meaning(xs, NpCtx(attrs, ty, self.np_dtype))
        except ValueError as err:
            raise InterpError(f"{_at(e)}: {err}") from None
        types = result_types(ty)
        outs = out if isinstance(out, tuple) else (out,)
        return [np.array(np.asarray(v), dtype=self.np_dtype(t.elem)) for v, t in zip(outs, types)]


def evaluate(checked: Any, name: str, *args: Any, dtype: Any = np.float64,
             env: Mapping[str, int] | None = None) -> Any:
    """One-shot ``Interpreter(checked, dtype).call(name, *args, env=env)``."""
    return Interpreter(checked, dtype).call(name, *args, env=env)


# ------------------------------------------------------------------ utils


def _literal(e: ast.Expr) -> int | float | None:
    """The value of a number literal, possibly under unary minus signs."""
    sign = 1
    while isinstance(e, ast.Unary) and e.op == "-":
        sign = -sign
        e = e.operand
    if isinstance(e, ast.Number):
        return -e.value if sign < 0 else e.value
    return None


def _elem_of(a: np.ndarray) -> str:
    if np.issubdtype(a.dtype, np.integer):
        return "i64"
    return "f32"


def _at(e: ast.Expr) -> str:
    return str(e.span)  # path:line:col
