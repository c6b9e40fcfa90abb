"""The compile driver: a ``.kina`` file → checked program → MLIR → cached ``.so``.

:class:`Program` is what ``kina_play.load(path)`` returns.  It owns the
checked module (with the ``NAME_grad`` companions that autodiff adds) and
the set of generic instances asked for so far.  One module is one ``.so``:
asking for a new instance rebuilds the module with every instance asked for
(content-addressed, so a set seen before is a cache hit).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np

from ..lang import ast
from ..lang.autodiff import grad_function
from ..lang.frontend import CheckedModule, check, parse_file, parse_text
from ..lang.types import TensorType
from ..runtime.module import NativeModule
from ..runtime.signature import FunctionSignature, Param
from . import mlirgen
from .cache import get_or_build

Instance = tuple[str, tuple[tuple[str, int], ...]]


def check_program(module: ast.Module) -> CheckedModule:
    """Check a module and add the ``@reverse_mode`` companions (checked too)."""
    checked = check(module)
    grads = []
    for fn in module.functions:
        if fn.attribute("reverse_mode") is not None and not fn.is_generic:
            primal = checked.instantiate(fn.name, {})
            grads.append(grad_function(primal, checked.instantiate))
    if grads:
        checked.add_functions(grads)
    return checked


def signature_of(tf: ast.TypedFunction) -> FunctionSignature:
    return FunctionSignature(
        symbol=tf.symbol,
        params=tuple(Param(n, t) for n, t in tf.params),
        results=tuple(tf.results),
        source_name=tf.fn.name,
        instance=tuple(tf.instance.items()),
        id_bounds=tuple(tf.id_bounds.items()),
    )


@dataclass
class CompileReport:
    """What one build did, for the CLI, the app's stage view and the bench."""

    mlir: str
    symbols: list[str]
    cache_hit: bool
    ms: float
    stage_ms: dict[str, float] = field(default_factory=dict)


class Program:
    """A loaded Kina module: call its functions on NumPy arrays."""

    def __init__(self, checked: CheckedModule, path: str = "<input>"):
        self.checked = checked
        self.path = path
        self._instances: list[Instance] = []
        self._native: NativeModule | None = None
        self._lock = threading.RLock()
        self.last_report: CompileReport | None = None

    # ---------------------------------------------------------------- build

    def typed_functions(self, instances: Iterable[Instance] | None = None) -> list[ast.TypedFunction]:
        reqs = [(n, dict(env)) for n, env in (self._instances if instances is None else instances)]
        return self.checked.typed_functions(reqs)

    def mlir(self, instances: Iterable[Instance] | None = None) -> str:
        return mlirgen.emit_module(self.typed_functions(instances))

    def require(self, *instances: tuple[str, dict[str, int]]) -> NativeModule:
        """Make sure these generic instances are in the ``.so`` (one rebuild at most)."""
        with self._lock:
            new = [(n, tuple(sorted(env.items()))) for n, env in instances]
            missing = [i for i in new if i not in self._instances]
            if missing or self._native is None:
                for name, env in missing:
                    self.checked.instantiate(name, dict(env))  # refuse a bad instance early
                self._instances.extend(missing)
                self._native = self._build()
            return self._native

    def _build(self) -> NativeModule:
        t0 = time.perf_counter()
        tfs = self.typed_functions()
        text = mlirgen.emit_module(tfs)
        sigs = [signature_of(tf) for tf in tfs if tf.exported]
        artifact = get_or_build(text, sigs)
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
        checked = self.__dict__.get("checked")
        if checked is None or name not in checked.function_names:
            raise AttributeError(f"{self.path} has no function {name!r}")
        return lambda *args: self.call(name, *args)


def _type_of(a: Any) -> TensorType:
    arr = np.asarray(a)
    elem = {"float32": "f32", "int64": "i64"}.get(str(arr.dtype), str(arr.dtype))
    return TensorType(elem, tuple(int(d) for d in arr.shape))


_LOADED: dict[tuple[str, str], Program] = {}
_LOAD_LOCK = threading.Lock()


def load(path: str | Path) -> Program:
    """Parse, check and (lazily) compile a ``.kina`` file.  Programs are
    memoized per (path, source text) so the app and the host loops share
    one ``.so`` per module."""
    p = Path(path)
    text = p.read_text()
    key = (str(p.resolve()), text)
    with _LOAD_LOCK:
        prog = _LOADED.get(key)
        if prog is None:
            prog = Program(check_program(parse_file(str(p))), str(path))
            _LOADED[key] = prog
        return prog


def load_text(text: str, path: str = "<input>") -> Program:
    return Program(check_program(parse_text(text, path)), path)
