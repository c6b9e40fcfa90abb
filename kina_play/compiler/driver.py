"""The compile driver: a ``.kina`` file → checked program → MLIR → cached ``.so``.

:class:`Program` is what ``kina_play.load(path)`` returns.  It owns the
checked module (with the ``NAME_grad`` companions that autodiff adds) and
the set of generic instances asked for so far.  One module is one ``.so``:
asking for a new instance rebuilds the module with every instance asked for
(content-addressed, so a set seen before is a cache hit).
"""

from __future__ import annotations

import functools
import hashlib
import json
import threading
import time
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from ..lang import ast
from ..lang.autodiff import grad_function
from ..lang.frontend import CheckedModule, check, parse_text
from ..lang.types import TensorType
from ..runtime.module import NativeModule
from ..runtime.signature import FunctionSignature, Param
from .cache import compiler_version, default_cache, get_or_build, host_cpu_id
from .pipeline import DEFAULT_PIPELINE, Pipeline

Instance = tuple[str, tuple[tuple[str, int], ...]]


def check_program(module: ast.Module) -> CheckedModule:
    """Check a module and add the ``@reverse_mode`` companions (checked too)."""
    from ..lang.diagnostics import KinaError

    clashes = symbol_clashes(module)
    if clashes:
        raise KinaError(clashes)
    checked = check(module)
    grads = []
    for fn in module.functions:
        if fn.attribute("reverse_mode") is not None and not fn.is_generic:
            primal = checked.instantiate(fn.name, {})
            grads.append(grad_function(primal, checked.instantiate))
    if grads:
        checked.add_functions(grads)
    return checked


def symbol_clashes(module: ast.Module) -> list:
    """Function names the compiled ``.so`` cannot honour, all of them.

    * names the generated code calls itself (``expf``, ``malloc``, …): the
      function would capture those calls;
    * ``g__S3``-style names next to a generic ``g``: that is the exported
      symbol of ``g<S=3>``, so the generic call would run the wrong code;
    * the C-interface prefix ``_mlir_ciface_``.
    """
    from ..lang.diagnostics import Diagnostic
    from .pipeline import is_reserved_name

    generics = [f.name for f in module.functions if f.is_generic]
    out = []
    for fn in module.functions:
        why = None
        if is_reserved_name(fn.name):
            why = ("the compiled .so links the C library and libm, and the generated code calls "
                   f"'{fn.name}' itself")
        elif fn.name.startswith("_mlir_ciface_"):
            why = "the prefix '_mlir_ciface_' is the C interface the compiler exports for every function"
        else:
            owner = next((g for g in generics if fn.name.startswith(g + "__")), None)
            if owner is not None:
                why = f"names '{owner}__…' are the exported symbols of the instances of the generic '{owner}'"
        if why:
            out.append(Diagnostic(fn.name_span, f"function name '{fn.name}' is reserved: {why}; rename the function"))
    return out


def signature_of(tf: ast.TypedFunction) -> FunctionSignature:
    return FunctionSignature(
        symbol=tf.symbol,
        params=tuple(Param(n, t) for n, t in tf.params),
        results=tuple(tf.results),
        source_name=tf.fn.name,
        instance=tuple(tf.instance.items()),
        id_bounds=tuple(tf.id_bounds.items()),
    )


class CompileReport:
    """What one build did, for the CLI, the app's stage view and the bench.

    ``mlir`` is the module text; after a first-level memo hit (no MLIRGen ran)
    it is generated on first access.
    """

    def __init__(self, mlir: str | Callable[[], str], symbols: list[str], cache_hit: bool, ms: float,
                 stage_ms: dict[str, float] | None = None, memo_hit: bool = False):
        self._mlir = mlir
        self.symbols = symbols
        self.cache_hit = cache_hit
        self.ms = ms
        self.stage_ms = dict(stage_ms or {})
        self.memo_hit = memo_hit

    @property
    def mlir(self) -> str:
        if callable(self._mlir):
            self._mlir = self._mlir()
        return self._mlir

    def __repr__(self) -> str:
        return (f"CompileReport(symbols={self.symbols}, cache_hit={self.cache_hit}, "
                f"memo_hit={self.memo_hit}, ms={self.ms:.1f})")


# --------------------------------------------------------------------------
# First-level memo: source text → artifact, without the front end or MLIRGen
# --------------------------------------------------------------------------

_PKG = Path(__file__).resolve().parents[1]
_FINGERPRINT_SOURCES = ("lang", "compiler", "runtime/signature.py", "__init__.py")


@functools.lru_cache(maxsize=None)
def compiler_fingerprint() -> str:
    """sha256 of every source file that decides what a ``.kina`` text compiles
    to (front end, autodiff, MLIRGen, pipeline, build, signatures) plus the
    full cache's compiler version.  Editing any of them invalidates the memo."""
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


def memo_key(source: str, instances: Sequence[Instance], pipeline: Pipeline = DEFAULT_PIPELINE) -> str:
    payload = json.dumps(
        {
            "source": source,
            "instances": [[n, [list(kv) for kv in env]] for n, env in instances],
            "compiler": compiler_fingerprint(),
            "pipeline": pipeline.ident,
            "cpu": host_cpu_id(),
        },
        sort_keys=True,
    )
    return hashlib.sha256(payload.encode()).hexdigest()


class Program:
    """A loaded Kina module: call its functions on NumPy arrays.

    ``checked`` (the type-checked module) is computed on first use when the
    program was loaded from the memo: a warm start then runs neither the
    front end nor MLIRGen (see :func:`load`).
    """

    def __init__(self, checked: CheckedModule | None, path: str = "<input>", *, source: str | None = None,
                 pipeline: Pipeline = DEFAULT_PIPELINE):
        if checked is None and source is None:
            raise ValueError("Program needs a checked module or its source text")
        self.pipeline = pipeline
        self._checked = checked
        self.source = source
        self.path = path
        self._instances: list[Instance] = []
        self._native: NativeModule | None = None
        self._lock = threading.RLock()
        self.last_report: CompileReport | None = None

    def __repr__(self) -> str:
        from .describe import describe_program

        return describe_program(self)

    @property
    def checked(self) -> CheckedModule:
        if self._checked is None:
            with self._lock:
                if self._checked is None:
                    assert self.source is not None
                    self._checked = check_program(parse_text(self.source, self.path))
        return self._checked

    # ---------------------------------------------------------------- build

    def typed_functions(self, instances: Iterable[Instance] | None = None) -> list[ast.TypedFunction]:
        reqs = [(n, dict(env)) for n, env in (self._instances if instances is None else instances)]
        return self.checked.typed_functions(reqs)

    def mlir(self, instances: Iterable[Instance] | None = None) -> str:
        from . import mlirgen  # imports the MLIR bindings (≈ 0.2 s): only when emitting

        return mlirgen.emit_module(self.typed_functions(instances))

    def require(self, *instances: tuple[str, dict[str, int]]) -> NativeModule:
        """Make sure these generic instances are in the ``.so`` (one rebuild at most)."""
        with self._lock:
            new = [(n, tuple(sorted(env.items()))) for n, env in instances]
            missing = [i for i in new if i not in self._instances]
            if missing or self._native is None:
                t0 = time.perf_counter()
                wanted = self._instances + [i for i in dict.fromkeys(missing)]
                memo = self._memo_lookup(wanted)
                if memo is None:
                    for name, env in missing:
                        self.checked.instantiate(name, dict(env))  # refuse a bad instance early
                self._instances = wanted
                self._native = self._build(memo, t0)
                self._forget_bound_names()
            return self._native

    def _memo_key(self, instances: Sequence[Instance]) -> str | None:
        return None if self.source is None else memo_key(self.source, instances, self.pipeline)

    def _memo_lookup(self, instances: Sequence[Instance]) -> Any:
        k = self._memo_key(instances)
        return None if k is None else default_cache().memo_lookup(k)

    def _build(self, memo: Any = None, t0: float | None = None) -> NativeModule:
        t0 = time.perf_counter() if t0 is None else t0
        if memo is not None:
            # Same source, same instances, same compiler sources: the artifact
            # (validated by the cache) is what MLIRGen + build would give.
            inst = list(self._instances)
            self.last_report = CompileReport(
                mlir=lambda: self.mlir(inst),
                symbols=[s.symbol for s in memo.signatures],
                cache_hit=True,
                ms=(time.perf_counter() - t0) * 1e3,
                stage_ms=dict(memo.stage_ms or {}),
                memo_hit=True,
            )
            return NativeModule(memo)
        tfs = self.typed_functions()
        from . import mlirgen

        text = mlirgen.emit_module(tfs)
        sigs = [signature_of(tf) for tf in tfs if tf.exported]
        artifact = get_or_build(text, sigs, pipeline=self.pipeline)
        k = self._memo_key(self._instances)
        if k is not None and artifact.cache_key:
            try:
                default_cache().memo_store(k, artifact.cache_key)
            except OSError:
                pass  # the memo is an optimisation only
        self.last_report = CompileReport(
            mlir=text,
            symbols=[s.symbol for s in sigs],
            cache_hit=bool(getattr(artifact, "cache_hit", False)),
            ms=(time.perf_counter() - t0) * 1e3,
            stage_ms=dict(getattr(artifact, "stage_ms", {}) or {}),
        )
        return NativeModule(artifact)

    @property
    def native(self) -> NativeModule:
        return self.require()

    # ----------------------------------------------------------------- call

    def function(self, name: str, args: Sequence[Any] = ()) -> Any:
        """The runtime function for ``name``; a generic one is instantiated
        from the argument shapes (compiled once, then cached)."""
        if self.checked.is_generic(name):
            types = [_type_of(a) for a in args]
            env = self.checked.infer_instance(name, types)
            self.require((name, env))
            return self.native.fn(ast.instance_symbol(name, env))
        return self.native.fn(name)

    def instance(self, name: str, **env: int) -> Any:
        self.require((name, env))
        return self.native.fn(ast.instance_symbol(name, env))

    def call(self, name: str, *args: Any) -> Any:
        return self.function(name, args)(*args)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        if "_checked" not in self.__dict__:  # still in __init__
            raise AttributeError(name)
        checked = self.checked
        if name not in checked.function_names:
            raise AttributeError(f"{self.path} has no function {name!r}")
        if checked.function(name).is_main:
            raise AttributeError(f"{self.path}: '{name}' is the @main (compile-only; not exported to the host)")
        if not checked.is_generic(name):
            value = self.native.fn(name)  # the runtime Function itself: no extra layer
        else:
            value = lambda *args: self.call(name, *args)  # noqa: E731
        # Cache it as an instance attribute, so the next ``prog.name`` is a
        # plain attribute read (this method costs microseconds); dropped
        # when the module is rebuilt (see _forget_bound_names).
        self.__dict__[name] = value
        self.__dict__.setdefault("_bound_names", set()).add(name)
        return value

    def _forget_bound_names(self) -> None:
        for name in self.__dict__.pop("_bound_names", ()):
            self.__dict__.pop(name, None)


def _type_of(a: Any) -> TensorType:
    arr = np.asarray(a)
    elem = {"float32": "f32", "int64": "i64", "bool": "bool"}.get(str(arr.dtype), str(arr.dtype))
    return TensorType(elem, tuple(int(d) for d in arr.shape))


_LOADED: dict[tuple[str, str, str], Program] = {}
_LOAD_LOCK = threading.Lock()


def load(path: str | Path, pipeline: Pipeline = DEFAULT_PIPELINE) -> Program:
    """Parse, check and (lazily) compile a ``.kina`` file.  Programs are
    memoized per (path, source text) so the app and the host loops share
    one ``.so`` per module.

    Warm start: when the compile cache's first-level memo already knows this
    exact source (with the same compiler sources), the program is returned
    unchecked and its ``.so`` comes straight from the cache; the front end
    runs only if something asks for ``prog.checked`` (a source that compiled
    before cannot fail to check).  Otherwise the program is checked here, so
    errors surface at load time as always.  ``pipeline`` selects the
    lowering (default: :data:`.pipeline.DEFAULT_PIPELINE`).
    """
    p = Path(path)
    text = p.read_text(encoding="utf-8")
    key = (str(p.resolve()), text, pipeline.ident)
    with _LOAD_LOCK:
        prog = _LOADED.get(key)
        if prog is None:
            if default_cache().memo_lookup(memo_key(text, [], pipeline)) is not None:
                prog = Program(None, str(path), source=text, pipeline=pipeline)
            else:
                checked = check_program(parse_text(text, str(path)))
                prog = Program(checked, str(path), source=text, pipeline=pipeline)
            _LOADED[key] = prog
        return prog


def load_text(text: str, path: str = "<input>", pipeline: Pipeline = DEFAULT_PIPELINE) -> Program:
    return Program(check_program(parse_text(text, path)), path, source=text, pipeline=pipeline)


def forget_loaded() -> None:
    """Forget every loaded Program and the cache's in-process state, so the
    next :func:`load` behaves like the first one in a fresh process (the
    on-disk cache stays).  Used by the bench's warm-start figure."""
    from .cache import forget_in_process_state

    with _LOAD_LOCK:
        _LOADED.clear()
    forget_in_process_state()
