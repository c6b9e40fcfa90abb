"""What a well-typed program may ask of the machine, refused at type-check time.

A tensor whose element count or byte size overflows a 64-bit size, or
exceeds the memory budget, would abort inside MLIR ("integer overflow in
size computation") or fail an allocation in compiled code and take the host
process with it.  The checker refuses such a type where it appears, with
``file:line:col``, so ``--check-only`` and a compile agree.

The budget is per tensor value (:mod:`kina_play.budget`: 4 GiB unless
``$KINA_PLAY_MAX_TENSOR_BYTES`` says otherwise); the same budget bounds the
arrays the CLI reads from an ``.npz``.

Call chains are bounded too (:data:`MAX_CALL_DEPTH`): the front end walks
them recursively, and a chain of hundreds of functions would otherwise end
in a Python ``RecursionError``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..budget import HARD_CAP as _HARD_CAP
from ..budget import MAX_TENSOR_BYTES_ENV, max_tensor_bytes
from . import ast
from .diagnostics import Diagnostic, KinaError, Span
from .types import TensorType, TupleType, Type

MAX_CALL_DEPTH = 100
_ITEMSIZE = {"f32": 4, "i64": 8, "i1": 1}


def _gib(n: int) -> str:
    return f"{n / (1 << 30):.3g} GiB" if n >= 1 << 30 else f"{n} bytes"


def size_problem(ty: TensorType) -> str | None:
    """Why ``ty`` cannot be allocated, or None (symbolic dims are checked per instance)."""
    if not ty.is_static:
        return None
    count = ty.num_elements()
    nbytes = count * _ITEMSIZE.get(ty.elem, 8)
    if count >= _HARD_CAP or nbytes >= _HARD_CAP:
        return f"{ty} has {count} elements ({nbytes} bytes), which overflows a 64-bit size"
    budget = max_tensor_bytes()
    if nbytes > budget:
        return (f"{ty} needs {_gib(nbytes)}, more than the memory budget of {_gib(budget)} per tensor "
                f"(raise it with ${MAX_TENSOR_BYTES_ENV})")
    return None


def check_size(ty: Type | None, span: Span) -> None:
    """Raise a KinaError at ``span`` if a tensor of ``ty`` could not be allocated."""
    items: Iterable[TensorType] = ty.items if isinstance(ty, TupleType) else (ty,) if isinstance(ty, TensorType) else ()
    for t in items:
        why = size_problem(t)
        if why:
            raise KinaError(Diagnostic(span, why))


def call_depth_diagnostics(edges: Mapping[str, list[ast.Call]]) -> list[Diagnostic]:
    """One diagnostic per call site that makes a chain deeper than
    :data:`MAX_CALL_DEPTH` functions (``edges``: caller → its calls; the
    graph is acyclic, recursion having been refused already)."""
    depth: dict[str, int] = {}
    for root in edges:
        stack = [(root, iter(edges[root]))]
        if root in depth:
            continue
        while stack:  # iterative DFS: the point is to never recurse in Python
            name, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                stack.pop()
                depth[name] = 1 + max((depth.get(c.callee, 0) for c in edges[name]), default=0)
            elif nxt.callee in edges and nxt.callee not in depth and all(nxt.callee != n for n, _ in stack):
                stack.append((nxt.callee, iter(edges[nxt.callee])))
    out = []
    for name, calls in edges.items():
        for c in calls:
            d = depth.get(c.callee, 0)
            if depth[name] > MAX_CALL_DEPTH >= d:  # report only where the chain crosses the limit
                out.append(Diagnostic(c.span, f"call chain too deep: '{name}' starts a chain of {depth[name]} nested "
                                              f"function calls; at most {MAX_CALL_DEPTH} are supported"))
                break
    return out[:1] if out else []
