"""The Kina AST.  Every node carries its source span.

The same node classes form the *typed* AST: the checker fills ``ty`` on
every expression (and ``target`` / ``attrs`` on calls).  A checked
*instance* (:class:`TypedFunction`) is a deep copy in which every dim and
attribute is a plain ``int`` — that is all the MLIR lowering ever sees.
Passes that rewrite programs (monomorphization, autodiff) build new nodes
of these classes rather than inventing their own IR.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, is_dataclass
from typing import TypeVar, Union

from .diagnostics import Source, Span
from .types import Dim, TensorType, Type

# ---------------------------------------------------------------- expressions


@dataclass(eq=False)
class Expr:
    span: Span
    # Filled by the checker.
    ty: Type | None = field(default=None, init=False)


@dataclass(eq=False)
class Name(Expr):
    id: str


@dataclass(eq=False)
class Number(Expr):
    """An integer or float literal.  Next to a tensor operand it is splatted to
    that operand's type (the checker sets ``ty`` to the splat type); on its
    own an int literal is ``i64[]`` and a float literal ``f32[]``."""

    value: int | float
    is_float: bool


@dataclass(eq=False)
class Bool(Expr):
    """``true`` or ``false``: always ``bool[]`` (it broadcasts like any rank-0 value)."""

    value: bool


@dataclass(eq=False)
class TypeArg(Expr):
    """A type written where an expression stands: ``fill(f32[1, 4], 0.0)``."""

    type: TensorType


@dataclass(eq=False)
class Unary(Expr):
    op: str  # "-"
    operand: Expr


@dataclass(eq=False)
class Binary(Expr):
    op: str  # + - * / @ < <= > >= == !=
    lhs: Expr
    rhs: Expr
    # The operator token: diagnostics about the operation point here.
    op_span: Span | None = None


KwValue = Union[Dim, list[int], list[Dim]]


@dataclass(eq=False)
class Keyword:
    name: str
    value: KwValue
    span: Span


@dataclass(eq=False)
class Call(Expr):
    callee: str
    args: list[Expr]
    kwargs: list[Keyword]
    callee_span: Span | None = None
    # Filled by the checker:
    #  - built-in op: ``attrs`` holds the keyword values (ints, after shape
    #    substitution in an instance) under the op's canonical names.
    #  - user function: ``target`` is the exported symbol of the (instance
    #    of the) callee, e.g. ``decode__S3``; ``instance`` its shape env.
    attrs: dict[str, int | list[int]] = field(default_factory=dict, init=False)
    target: str | None = field(default=None, init=False)
    instance: dict[str, Dim] = field(default_factory=dict, init=False)  # symbolic in a generic body

    def kw(self, name: str) -> Keyword | None:
        for k in self.kwargs:
            if k.name == name:
                return k
        return None


@dataclass(eq=False)
class TupleExpr(Expr):
    items: list[Expr]


@dataclass(eq=False)
class Carry:
    name: str
    init: Expr
    span: Span


@dataclass(eq=False)
class While(Expr):
    """``while (c = init, ...) cond { stmts; yield (...); }`` — its type is the
    tuple of the carries' types, kept exactly through the loop."""

    carries: list[Carry]
    cond: Expr
    body: list["Stmt"]
    yield_value: TupleExpr
    yield_span: Span | None = None


# ----------------------------------------------------------------- statements


@dataclass(eq=False)
class Stmt:
    span: Span


@dataclass(eq=False)
class Let(Stmt):
    """``let x = e;`` (``targets == ["x"]``, ``destructure`` False) or
    ``let (a, b) = e;`` (``destructure`` True)."""

    targets: list[str]
    target_spans: list[Span]
    value: Expr
    destructure: bool = False

    def bind(self, env: dict, values: list) -> None:
        """Bind the targets to ``values`` (one per tuple item) in ``env``; the
        one walk every pass over statements (MLIRGen, interpreter, autodiff)
        shares."""
        if self.destructure:
            env.update(zip(self.targets, values))
        else:
            env[self.targets[0]] = values[0] if len(values) == 1 else values


@dataclass(eq=False)
class Return(Stmt):
    value: Expr  # a TupleExpr for ``return (a, b);``


# ------------------------------------------------------------------ functions


@dataclass(eq=False)
class Attribute:
    """``@main`` or ``@reverse_mode(wrt = [p1, p2])``: ``args`` maps a key to
    the list of names written (with their spans)."""

    name: str
    args: dict[str, list[tuple[str, Span]]]
    span: Span


@dataclass(eq=False)
class ParamDecl:
    name: str
    type: TensorType
    span: Span


@dataclass(eq=False)
class Function:
    name: str
    shape_params: list[str]
    params: list[ParamDecl]
    result: Type | None  # None: only for a result-less @main
    body: list[Stmt]
    attributes: list[Attribute]
    span: Span
    name_span: Span
    # Where the result type is written (diagnostics about the result).
    result_span: Span | None = None
    # Compiler-generated (e.g. by autodiff): may use reserved ``__`` names
    # and internal ops.  User code parsed from a file is never internal.
    internal: bool = False

    def attribute(self, name: str) -> Attribute | None:
        for a in self.attributes:
            if a.name == name:
                return a
        return None

    @property
    def is_main(self) -> bool:
        return self.attribute("main") is not None

    @property
    def is_generic(self) -> bool:
        return bool(self.shape_params)


@dataclass(eq=False)
class Module:
    source: Source
    functions: list[Function]

    def function(self, name: str) -> Function | None:
        for f in self.functions:
            if f.name == name:
                return f
        return None


# ------------------------------------------------------------ checked output


def instance_symbol(name: str, env: dict[str, int] | None) -> str:
    """``decode`` + {S: 3} → ``decode__S3``; several params join with ``_``.

    One symbol per (function, instance): a shape parameter may start with
    ``_``, and ``f<_T=3>`` spelled ``f___T3`` would be ``f_<T=3>`` too (the
    two ran each other's code).  Such an instance gets a ``0`` after the
    ``__`` (``f__0_T3``): no name and no size starts with a ``0``, so the
    part after ``f__`` never starts with ``_`` and no other function's
    instance, whose name is ``f_…``, can spell it.  (A function named
    ``f__…`` next to a generic ``f`` is refused: ``driver.symbol_clashes``.)
    """
    if not env:
        return name
    args = "_".join(f"{k}{v}" for k, v in env.items())
    return name + "__" + ("0" + args if args.startswith("_") else args)


@dataclass(eq=False)
class TypedFunction:
    """One concrete, fully typed function ready for lowering.

    ``fn`` is a deep copy of the source function whose every ``ty`` is
    static and every call's ``attrs`` are ints.  ``exported`` is False only
    for ``@main`` (the host never calls it)."""

    symbol: str
    fn: Function
    params: list[tuple[str, TensorType]]
    results: list[TensorType]
    instance: dict[str, int]
    exported: bool = True
    # gather ids parameters → table rows, for the runtime's range check.
    id_bounds: dict[str, int] = field(default_factory=dict)


# ----------------------------------------------------------------- copying

_N = TypeVar("_N")
_ATOM, _NODE, _LIST, _TUPLE, _DICT = range(5)
_KINDS: dict[type, int] = {t: _ATOM for t in (str, int, float, bool, type(None))}
_KINDS.update({list: _LIST, tuple: _TUPLE, dict: _DICT})


def _kind(t: type) -> int:
    k = _KINDS.get(t)
    if k is None:
        if issubclass(t, enum.Enum):
            k = _ATOM
        elif is_dataclass(t):
            # Frozen dataclasses (spans, sources, types, dims) never change: shared, not copied.
            k = _ATOM if t.__dataclass_params__.frozen else _NODE  # type: ignore[attr-defined]
        else:  # never guess: an unknown value could be mutable and end up shared
            raise TypeError(f"ast.clone: cannot copy a {t.__name__}")
        _KINDS[t] = k
    return k


def clone(node: _N) -> _N:
    """A deep copy of an AST subtree: what monomorphization checks per instance.

    Why not ``copy.deepcopy``: it also copies every immutable span, type and
    string through its generic protocol, and was a third of a warm program
    load.  Here mutable nodes (every non-frozen dataclass), lists and dicts
    are copied, immutable values are shared, and shared nodes stay shared
    (a memo by identity, as ``deepcopy`` keeps them).
    """
    memo: dict[int, object] = {}

    def copy_of(x: object) -> object:
        k = _KINDS.get(type(x))
        if k is None:
            k = _kind(type(x))
        if k == _ATOM:
            return x
        done = memo.get(id(x))
        if done is not None:
            return done
        if k == _NODE:
            new = object.__new__(type(x))
            memo[id(x)] = new
            new.__dict__.update({name: copy_of(v) for name, v in x.__dict__.items()})
            return new
        if k == _LIST:
            out: list[object] = []
            memo[id(x)] = out
            out.extend(copy_of(v) for v in x)  # type: ignore[attr-defined]
            return out
        if k == _TUPLE:
            return tuple(copy_of(v) for v in x)  # type: ignore[attr-defined]
        d: dict[object, object] = {}
        memo[id(x)] = d
        d.update({key: copy_of(v) for key, v in x.items()})  # type: ignore[attr-defined]
        return d

    return copy_of(node)  # type: ignore[return-value]
