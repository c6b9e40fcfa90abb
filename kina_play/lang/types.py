"""Kina types: element types, static/symbolic dims, tensor and tuple types.

A dim is either a plain ``int`` (static) or a :class:`DimExpr` ``S + k``
(symbolic, only inside a shape-generic function).  Keeping both in one
``Dim`` alias lets the checker type a generic body once, symbolically, and
again per instance after :func:`substitute` makes every dim an ``int``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Union

ELEMENT_TYPES = ("f32", "i64", "bool")


@dataclass(frozen=True)
class DimExpr:
    """``sym + offset`` (offset may be negative); a shape parameter reference."""

    sym: str
    offset: int = 0

    def __str__(self) -> str:
        if self.offset == 0:
            return self.sym
        sign = "+" if self.offset > 0 else "-"
        return f"{self.sym} {sign} {abs(self.offset)}"

    def add(self, k: int) -> "DimExpr":
        return DimExpr(self.sym, self.offset + k)


Dim = Union[int, DimExpr]


def static_dim(d: Dim) -> int:
    """``d`` as an int.  Past instantiation every dim is a number; a symbol
    reaching code that needs one is a compiler bug, so it raises."""
    if isinstance(d, DimExpr):
        raise TypeError(f"dimension '{d}' is still symbolic")
    return int(d)


def static_env(env: Mapping[str, Dim]) -> dict[str, int]:
    """A shape env as ints (an instance's, never a generic body's)."""
    return {k: static_dim(v) for k, v in env.items()}


def subst_dim(d: Dim, env: Mapping[str, int]) -> Dim:
    if isinstance(d, DimExpr) and d.sym in env:
        return env[d.sym] + d.offset
    return d


@dataclass(frozen=True)
class TensorType:
    elem: str  # "f32" | "i64" | "bool" ("i1": a while condition)
    shape: tuple[Dim, ...]

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def is_static(self) -> bool:
        return all(isinstance(d, int) for d in self.shape)

    @property
    def static_shape(self) -> tuple[int, ...]:
        """The shape as ints (the type of an instance, never of a generic)."""
        return tuple(static_dim(d) for d in self.shape)

    def num_elements(self) -> int:
        n = 1
        for d in self.shape:
            assert isinstance(d, int), "num_elements of a symbolic shape"
            n *= d
        return n

    def __str__(self) -> str:  # Kina surface spelling: f32[1, 2, S + 1]
        return f"{self.elem}[{', '.join(str(d) for d in self.shape)}]"

    def mlir(self) -> str:
        """MLIR spelling, e.g. ``tensor<1x2x2x3xf32>``; ``tensor<f32>`` for rank 0."""
        dims = "".join(f"{d}x" for d in self.shape)
        return f"tensor<{dims}{MLIR_ELEMENT.get(self.elem, self.elem)}>"

    def substitute(self, env: Mapping[str, int]) -> "TensorType":
        return TensorType(self.elem, tuple(subst_dim(d, env) for d in self.shape))


@dataclass(frozen=True)
class TupleType:
    items: tuple[TensorType, ...]

    def __str__(self) -> str:
        return f"({', '.join(str(t) for t in self.items)})"

    def mlir(self) -> str:
        return f"({', '.join(t.mlir() for t in self.items)})"

    def substitute(self, env: Mapping[str, int]) -> "TupleType":
        return TupleType(tuple(t.substitute(env) for t in self.items))


Type = Union[TensorType, TupleType]


def result_types(t: Type) -> tuple[TensorType, ...]:
    """A function's results as a flat tuple (one entry for a single tensor)."""
    return t.items if isinstance(t, TupleType) else (t,)


MLIR_ELEMENT = {"bool": "i8"}  # where the MLIR spelling differs from Kina's (bool is stored as a byte)
NUMPY_DTYPES = {"f32": "float32", "i64": "int64", "bool": "bool"}
