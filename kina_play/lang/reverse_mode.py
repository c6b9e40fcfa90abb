"""``@reverse_mode`` checks: which wrt parameters reach the loss, and how.

The rule (docs/language.md): every ``wrt`` parameter must reach the loss,
and only through differentiable ops.  A dependency analysis over the typed
AST tracks, for every value, the parameters it depends on; each dependency
is either *clean* or *blocked* at the first non-differentiable edge it
passed: an operand an :class:`~.ops.OpSpec` marks non-differentiable
(``argmax``, ``one_hot``, the ``ids`` of ``gather``, ``fill``) or a
``while`` loop (any value flowing into a loop — a carry's initial value or
a name the loop reads — is blocked there; differentiating through loops is
out of scope).  Calls to other functions use a per-function summary of the
same analysis, so a blocked path inside a helper is reported at the op
inside the helper.  Ops whose declaration says ``ZERO_GRAD`` (comparisons,
``floor``, ``iota``, integer casts, ``top_k``'s indices) do not block: a
path through them is allowed and contributes zero, as in JAX.

The analysis is deliberately conservative for ``while`` (all carries of a
loop depend on everything that enters it): it can refuse a program whose
loop output is independent of a wrt parameter only through a carry that
does not reach the loss — never the other way round.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import ast
from .diagnostics import Diagnostic, KinaError, Span
from .checker import Abort, walk_exprs
from .ops import OPS
from .types import TupleType

if TYPE_CHECKING:
    from .checker import ModuleChecker


@dataclass(frozen=True)
class Blocked:
    """A dependency cut at a non-differentiable op."""

    span: Span
    what: str  # "argmax", "the ids of gather", "a while loop", ...
    via: tuple[Span, ...] = ()  # calls it was reached through (outermost first)


Deps = dict[str, Blocked | None]  # parameter name -> None (clean) | where it was blocked


def _merge(*parts: Deps) -> Deps:
    out: Deps = {}
    for d in parts:
        for k, v in d.items():
            if k not in out or (out[k] is None and v is not None):
                out[k] = v
    return out


def _block(d: Deps, b: Blocked) -> Deps:
    return {k: (v if v is not None else b) for k, v in d.items()}


class Analysis:
    def __init__(self, mc: "ModuleChecker"):
        self.mc = mc
        self.summaries: dict[str, list[Deps]] = {}

    def summary(self, name: str) -> list[dict[str, Blocked | None]]:
        """Per result of function ``name``: its dependencies on its own parameters."""
        if name not in self.summaries:
            fn = self.mc.functions.get(name)
            if fn is None or not self.mc.body_ok.get(name):
                raise Abort  # the callee's own errors are reported; its flow is unknown
            self.summaries[name] = self.function(fn)
        return self.summaries[name]

    def function(self, fn: ast.Function) -> list[Deps]:
        env: dict[str, Deps] = {p.name: {p.name: None} for p in fn.params}
        results: list[Deps] = []
        for st in fn.body:
            assert isinstance(st, (ast.Let, ast.Return)), st  # the only statements
            vals = self.value(st.value, env)
            if isinstance(st, ast.Let):
                if st.destructure:
                    for n, v in zip(st.targets, vals):
                        env[n] = v
                else:
                    env[st.targets[0]] = _merge(*vals)
            else:
                results = vals
        return results

    def value(self, e: ast.Expr, env: dict[str, Deps]) -> list[Deps]:
        """Dependencies of ``e``: one entry per tuple item (one for a tensor)."""
        if isinstance(e, ast.Name):
            return [env.get(e.id, {})]
        if isinstance(e, (ast.Number, ast.TypeArg)):
            return [{}]
        if isinstance(e, ast.Unary):
            return [self.one(e.operand, env)]
        if isinstance(e, ast.Binary):
            return [_merge(self.one(e.lhs, env), self.one(e.rhs, env))]
        if isinstance(e, ast.TupleExpr):
            return [self.one(i, env) for i in e.items]
        if isinstance(e, ast.Call):
            spec = OPS.get(e.callee)
            span = e.callee_span or e.span
            if spec is not None:
                parts = []
                for i, a in enumerate(e.args):
                    d = self.one(a, env)
                    if not spec.operand_differentiable(i):
                        what = e.callee if len(spec.operands) == 1 else f"the {spec.operands[i]} of {e.callee}"
                        d = _block(d, Blocked(span, what))
                    parts.append(d)
                n = len(e.ty.items) if isinstance(e.ty, TupleType) else 1
                return [_merge(*parts) for _ in range(n)]
            callee = self.mc.functions[e.callee]
            summary = self.summary(e.callee)
            args = [self.one(a, env) for a in e.args]
            index = {p.name: i for i, p in enumerate(callee.params)}
            out = []
            for res in summary:
                parts = []
                for pname, how in res.items():
                    d = args[index[pname]]
                    if how is not None:
                        d = _block(d, Blocked(how.span, how.what, (span,) + how.via))
                    parts.append(d)
                out.append(_merge(*parts))
            return out
        if isinstance(e, ast.While):
            inner = [self.one(c.init, env) for c in e.carries]
            body: list[object] = [e.cond, e.body, e.yield_value]
            inner += [env[x.id] for x in walk_exprs(body) if isinstance(x, ast.Name) and x.id in env]
            kw = Span(e.span.source, e.span.line, e.span.col, e.span.line, e.span.col + len("while"))
            d = _block(_merge(*inner), Blocked(kw, "a while loop"))
            return [dict(d) for _ in e.carries]
        return [{}]  # pragma: no cover

    def one(self, e: ast.Expr, env: dict[str, Deps]) -> Deps:
        return _merge(*self.value(e, env))


def check_reverse_mode(mc: "ModuleChecker", fn: ast.Function) -> None:
    """Every wrt parameter reaches the loss, and only through differentiable ops."""
    attr = fn.attribute("reverse_mode")
    assert attr is not None
    loss = _merge(*Analysis(mc).function(fn))
    for name, span in attr.args.get("wrt", []):
        if name not in loss:
            raise KinaError(Diagnostic(span, f"@reverse_mode: the loss of '{fn.name}' does not depend on wrt "
                                             f"parameter '{name}' (its gradient would always be zero)"))
        how = loss[name]
        if how is not None:
            notes = tuple(f"reached from '{fn.name}' through the call at {s}" for s in how.via)
            raise KinaError(Diagnostic(
                how.span,
                f"@reverse_mode '{fn.name}': wrt parameter '{name}' reaches the loss through {how.what}, "
                "which is not differentiable",
                notes=notes,
            ))
