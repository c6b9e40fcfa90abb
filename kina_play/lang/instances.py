"""Monomorphization: one checked, fully static copy of a function per instance.

``decode<S>`` requested with ``S = 3`` becomes a deep copy of the function
checked again with ``S = 3`` substituted everywhere, so every ``ty`` is
static and every ``Call.attrs`` value an ``int`` — all the lowering sees.
Checking the copy (rather than substituting into the symbolic typing) is
what refuses an instance in which a dim is not positive or an attribute
is out of range, with the instance named in the message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ast
from .types import TensorType, result_types, static_env

if TYPE_CHECKING:
    from .checker import ModuleChecker


def build_instance(mc: "ModuleChecker", fn: ast.Function, env: dict[str, int], label: str) -> ast.TypedFunction:
    from .checker import FunctionChecker

    copy_fn = mc.deep_copy(fn)
    FunctionChecker(mc, copy_fn, env, symbolic=False, label=label).run()
    params = [(p.name, p.type.substitute(env)) for p in copy_fn.params]
    results = [t.substitute(env) for t in result_types(copy_fn.result)] if copy_fn.result is not None else []
    tf = ast.TypedFunction(
        symbol=ast.instance_symbol(fn.name, env),
        fn=copy_fn,
        params=params,
        results=results,
        instance=dict(env),
        exported=not fn.is_main,
    )
    tf.id_bounds = id_bounds(mc, tf)
    return tf


def id_bounds(mc: "ModuleChecker", tf: ast.TypedFunction) -> dict[str, int]:
    """i64 parameters used as ``gather`` ids → the table's row count.

    Directly (``gather(table, ids)``) or by being passed straight to a
    callee parameter that has a bound, so the host can reject an
    out-of-range id before any call.  Several uses keep the smallest bound."""
    from .checker import walk_exprs

    i64_params = {n for n, t in tf.params if t.elem == "i64"}
    bounds: dict[str, int] = {}

    def note(name: str, rows: int) -> None:
        bounds[name] = min(rows, bounds.get(name, rows))

    for e in walk_exprs(tf.fn.body):
        if not isinstance(e, ast.Call):
            continue
        if e.callee == "gather" and e.target is None and len(e.args) == 2:
            ids, table = e.args[1], e.args[0]
            if isinstance(ids, ast.Name) and ids.id in i64_params and isinstance(table.ty, TensorType):
                rows = table.ty.shape[0]
                if isinstance(rows, int):
                    note(ids.id, rows)
        elif e.target is not None and e.callee in mc.functions:
            callee = mc.instance(e.callee, static_env(e.instance))
            callee_params = [n for n, _ in callee.params]
            for arg, pname in zip(e.args, callee_params):
                if isinstance(arg, ast.Name) and arg.id in i64_params and pname in callee.id_bounds:
                    note(arg.id, callee.id_bounds[pname])
    return bounds
