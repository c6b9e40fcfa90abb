"""Compile units: one exported function (or generic instance) and its callees.

A program is compiled and cached one unit at a time.  A unit is the root
function (``decode<S=17>``, ``forward``, …) plus every function it calls,
transitively; its MLIR text is the unit's content, so two programs that share
a function share its cached library, and a new ``decode<S>`` compiles
``decode<S>`` alone.  Each unit becomes one small ``.so``; the driver loads
them all into one :class:`kina_play.compiler.linked.ProgramModule`.

:func:`build_unit` runs the whole way (front end → MLIRGen → LLVM → cached
``.so``) from plain data, so it can run in a worker process (see
:mod:`.workers`) as well as in this one.
"""

from __future__ import annotations

import enum
import functools
import hashlib
import json
import weakref
from dataclasses import dataclass, fields, is_dataclass
from pathlib import Path
from typing import Callable, Sequence

from ..lang import ast
from ..lang.checker import walk_exprs
from ..lang.diagnostics import Span
from ..lang.frontend import CheckedModule
from ..lang.types import static_env
from ..runtime.signature import FunctionSignature, Param

Instance = tuple[str, tuple[tuple[str, int], ...]]
"""A generic instance request: ``("decode", (("S", 17),))``; ``()`` env for a plain function."""


def label(name: str, env: Sequence[tuple[str, int]]) -> str:
    """``decode<S=17>`` (what the progress line shows), ``forward`` for a plain function."""
    if not env:
        return name
    return f"{name}<{', '.join(f'{k}={v}' for k, v in env)}>"


def signature_of(tf: ast.TypedFunction) -> FunctionSignature:
    """The host signature of one typed function, derived from the program (never from the cache)."""
    return FunctionSignature(
        symbol=tf.symbol,
        params=tuple(Param(n, t) for n, t in tf.params),
        results=tuple(tf.results),
        source_name=tf.fn.name,
        instance=tuple(tf.instance.items()),
        id_bounds=tuple(tf.id_bounds.items()),
    )


@dataclass(frozen=True)
class CompileUnit:
    """The root function (the host calls it) and its transitive callees, root first."""

    request: Instance
    functions: tuple[ast.TypedFunction, ...]

    @property
    def symbol(self) -> str:
        return self.functions[0].symbol

    @property
    def label(self) -> str:
        return label(*self.request)

    @property
    def signatures(self) -> tuple[FunctionSignature, ...]:
        """Only the root is called through this unit's library."""
        return (signature_of(self.functions[0]),)

    @property
    def size(self) -> int:
        """A rough build cost (typed AST nodes), to start the biggest builds first."""
        return sum(1 for tf in self.functions for _ in walk_exprs(tf.fn.body))

    def mlir(self) -> str:
        from . import mlirgen  # imports the MLIR bindings: only when emitting

        return mlirgen.emit_module(list(self.functions))


def _closure(roots: list[ast.TypedFunction], callee: Callable[[ast.Call], ast.TypedFunction | None]) -> tuple[ast.TypedFunction, ...]:
    out = list(roots)
    seen = {tf.symbol for tf in roots}
    i = 0
    while i < len(out):
        for e in walk_exprs(out[i].fn.body):
            if isinstance(e, ast.Call) and e.target is not None and e.target not in seen:
                tf = callee(e)
                if tf is not None:
                    seen.add(e.target)
                    out.append(tf)
        i += 1
    return tuple(out)


def plain_requests(checked: CheckedModule) -> list[Instance]:
    """One request per exported non-generic function, in source order (``@main`` is compile-only).

    Read from the function list, not from ``typed_functions``: that would
    instantiate ``@main`` and every instance only it calls, which no unit
    needs (the checker has already refused any bad instance they request)."""
    main = checked.main
    return [(n, ()) for n in checked.function_names if n != main and not checked.is_generic(n)]


def unit_for(checked: CheckedModule, request: Instance) -> CompileUnit:
    """The unit for ``request``: that function (or instance) and what it calls,
    nothing else of the program (raises the checker's error for a bad instance).

    Why one unit per function, not one per program: units build in parallel
    (``nll_grad``, the biggest, is alone on one core while the others share
    the other), and a new ``decode<S>`` compiles just ``decode<S>``.  A
    helper called by two units is compiled into both (``nll`` carries its
    own ``forward``); it is small next to what parallel builds save.
    """
    name, env = request
    root = checked.instantiate(name, dict(env))
    return CompileUnit(request, _closure([root], lambda e: checked.instantiate(e.callee, static_env(e.instance))))


def normalize(name: str, env: dict[str, int] | Sequence[tuple[str, int]]) -> Instance:
    items = env.items() if isinstance(env, dict) else env
    return (name, tuple(sorted((str(k), int(v)) for k, v in items)))


_PKG = Path(__file__).resolve().parents[1]
_FINGERPRINT_SOURCES = ("lang", "compiler", "runtime/signature.py", "__init__.py")


@functools.lru_cache(maxsize=None)
def compiler_fingerprint() -> str:
    """sha256 of every source file that decides what a typed function compiles
    to (front end, autodiff, MLIRGen, pipeline, build, signatures) plus the
    cache's compiler version (kina-play and MLIR wheel versions)."""
    from .cache import compiler_version

    h = hashlib.sha256(compiler_version().encode())
    for rel in _FINGERPRINT_SOURCES:
        p = _PKG / rel
        files = sorted(p.rglob("*.py")) if p.is_dir() else [p]
        for f in files:
            try:
                h.update(str(f.relative_to(_PKG)).encode() + b"\0" + f.read_bytes() + b"\0")
            except OSError:
                pass
    return h.hexdigest()


def typed_source(functions: Sequence[ast.TypedFunction]) -> str:
    """A canonical text of typed functions: every field of the typed AST
    (types, shapes, resolved call targets, attributes), no source positions.
    Two programs with the same function (even at other lines) give the same text.

    Each function's text is computed once per process: units share their
    callees (``loss`` and ``loss_grad`` both carry ``forward_batch``), and a
    checked instance is never changed after the checker built it.
    """
    parts = ["["]
    for tf in functions:
        text = _TEXTS.get(tf)
        if text is None:
            text = _TEXTS[tf] = canonical_text(tf)
        parts.append(text + ",")
    parts.append("]")
    return "".join(parts)


_TEXTS: "weakref.WeakKeyDictionary[ast.TypedFunction, str]" = weakref.WeakKeyDictionary()


def canonical_text(node: object) -> str:
    """The canonical text of one typed-AST value (see :func:`typed_source`).

    Iterative (a deep expression must not hit Python's recursion limit) and
    written for speed, since a warm start computes it for every unit: the
    stack holds literal text (``str``) and values still to expand; atoms are
    rendered when pushed, so only nodes and containers are ever expanded.
    """
    out: list[str] = []
    emit = out.append
    stack: list[object] = [_piece(node)]
    push = stack.append
    while stack:
        x = stack.pop()
        t = type(x)
        if t is str:
            emit(x)  # type: ignore[arg-type]
            continue
        plan = _PLANS.get(t)
        if plan is None:
            plan = _plan(t)
        if plan is _LIST_PLAN:
            items: Sequence[object] = x  # type: ignore[assignment]
            emit("[")
            push("]")
            for v in reversed(items):
                push(",")
                push(_piece(v))
        elif plan is _DICT_PLAN:
            d: dict[object, object] = x  # type: ignore[assignment]
            emit("{")
            push("}")
            for k in sorted(d, key=repr, reverse=True):
                push(",")
                push(_piece(d[k]))
                push(repr(k) + ":")
        elif plan is _ENUM_PLAN:
            emit(str(x))
        else:
            head, names, seps = plan
            emit(head)
            for i in range(len(names) - 1, -1, -1):
                push(seps[i])
                push(_piece(getattr(x, names[i])))
    return "".join(out)


_ATOMS = frozenset({str, int, float, bool, type(None)})
_LIST_PLAN: tuple[str, tuple[str, ...], tuple[str, ...]] = ("[", (), ())
_DICT_PLAN: tuple[str, tuple[str, ...], tuple[str, ...]] = ("{", (), ())
_ENUM_PLAN: tuple[str, tuple[str, ...], tuple[str, ...]] = ("", (), ())
_PLANS: dict[type, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    list: _LIST_PLAN, tuple: _LIST_PLAN, dict: _DICT_PLAN}


def _piece(v: object) -> object:
    """What :func:`typed_source` pushes for a value: its text if it is an atom, else the value."""
    t = type(v)
    if t in _ATOMS:
        return repr(v)
    if t is Span:
        return "~"
    return v


def _plan(t: type) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """How to print a dataclass: ``Name(f1=`` then each field's value followed
    by ``,f2=`` … and finally ``,)``; lists, dicts and enums have fixed plans."""
    if issubclass(t, enum.Enum):
        plan = _ENUM_PLAN
    elif is_dataclass(t) and not issubclass(t, Span):
        names = tuple(f.name for f in fields(t))
        if not names:
            plan = (t.__name__ + "()", (), ())
        else:
            seps = tuple("," + n + "=" for n in names[1:]) + (",)",)
            plan = (t.__name__ + "(" + names[0] + "=", names, seps)
    else:  # never guess: an unknown node kind must not make two programs share a key
        raise TypeError(f"typed_source: cannot canonicalize {t.__name__}")
    _PLANS[t] = plan
    return plan


def unit_key(unit: CompileUnit, pipeline_ident: str) -> str:
    """The unit's cache key: sha256 of its typed source, host signatures,
    compiler fingerprint, pipeline and CPU.  Computed from the checked program
    alone (no MLIRGen, no MLIR), so a warm start never imports MLIR."""
    from .cache import CACHE_FORMAT, host_cpu_id

    payload = json.dumps(
        {"format": CACHE_FORMAT, "typed": typed_source(unit.functions),
         "signatures": [s.to_json() for s in unit.signatures], "compiler": compiler_fingerprint(),
         "pipeline": pipeline_ident, "cpu": host_cpu_id()},
        sort_keys=True,
    )
    return hashlib.sha256(payload.encode()).hexdigest()


def tier_key(key: str, tier: str) -> str:
    """The cache key of ``tier``'s build of the unit keyed ``key`` (the full tier keeps ``key``).

    Why a key of its own: a quick build is another object (another -O
    level), and the cache only ever holds what its key says; which level a
    tier means is in ``build.py``, which the compiler fingerprint hashes."""
    from .build import FULL_TIER, check_tier

    return key if check_tier(tier) == FULL_TIER else hashlib.sha256(f"{tier}\0{key}".encode()).hexdigest()


# --------------------------------------------------------------------------
# Building one unit from plain data (in this process or a worker)
# --------------------------------------------------------------------------


@functools.lru_cache(maxsize=8)
def _checked(source: str, path: str) -> CheckedModule:
    from ..lang.frontend import parse_text
    from .driver import check_program

    return check_program(parse_text(source, path))


@dataclass(frozen=True)
class UnitJob:
    """Everything a worker needs to build one unit (picklable)."""

    source: str
    path: str
    pipeline: str
    request: Instance
    key: str  # what the parent computed; the worker must agree
    cache_root: str


@dataclass(frozen=True)
class UnitBuilt:
    key: str  # the unit's content key in the cache
    cache_hit: bool
    stage_ms: dict[str, float]
    ms: float


def build_unit(job: UnitJob) -> UnitBuilt:
    """Front end → MLIRGen → cached ``.so`` for one unit, under ``job.key``.

    The caller re-derives the signatures from its own checked program and
    re-validates the library when it loads it: nothing returned here is
    trusted beyond the key.
    """
    import time

    from .cache import CompileCache
    from .pipeline import PIPELINES

    t0 = time.perf_counter()
    pipeline = PIPELINES[job.pipeline]
    unit = unit_for(_checked(job.source, job.path), job.request)
    if unit_key(unit, pipeline.ident) != job.key:
        raise RuntimeError(f"{unit.label}: the compiler sources changed while this program was running; reload it")
    art = CompileCache(job.cache_root).build(job.key, unit.mlir(), unit.signatures, pipeline=pipeline,
                                             stem=unit.symbol)
    return UnitBuilt(job.key, bool(art.cache_hit), dict(art.stage_ms), (time.perf_counter() - t0) * 1e3)
