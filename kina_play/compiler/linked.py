"""One module object over the per-unit libraries of a program.

The driver compiles one ``.so`` per compile unit (see :mod:`.units`) and
loads each as a :class:`NativeModule`; :class:`ProgramModule` gathers their
functions so the host still sees one module: ``mod.fn("decode")``,
``mod.decode_s2``, ``mod.functions``, ``mod.symbols``.

Unloading: every library gets a finalizer that ``dlclose``\\ s it when its
``ctypes.CDLL`` object is garbage.  Every callable that can reach native code
(a ``Function``, a ``BoundCall``, its ``raw`` partial) holds a ctypes function
pointer, and ctypes function pointers keep their ``CDLL`` alive; so the
library is closed exactly when nothing in the process can call into it any
more (the last ``Program`` and the last function object referencing it are
gone).
"""

from __future__ import annotations

import threading
import weakref
from dataclasses import replace
from typing import Any, Callable, Iterable

from ..runtime.module import Function, GenericFunction, NativeModule, mapped_spans, prefault_spans

_dlclose: Callable[[int], None] | None
try:
    from _ctypes import dlclose as _dlclose
except ImportError:  # not POSIX: never unload
    _dlclose = None

_open_handles: set[int] = set()
_handles_lock = threading.Lock()


def _close(handle: int) -> None:
    with _handles_lock:
        _open_handles.discard(handle)
    if _dlclose is not None:
        try:
            _dlclose(handle)
        except OSError:
            pass


def load_library(artifact: Any) -> NativeModule:
    """``NativeModule(artifact)`` whose library is ``dlclose``\\ d once unreachable."""
    native = NativeModule(artifact)
    lib = native._lib
    handle = int(lib._handle)
    with _handles_lock:
        _open_handles.add(handle)
    weakref.finalize(lib, _close, handle)
    return native


def open_library_count() -> int:
    """Libraries loaded through :func:`load_library` and not yet closed (for tests and the bench)."""
    with _handles_lock:
        return len(_open_handles)


class ProgramModule(NativeModule):
    """The loaded units of one program, seen as one module.

    A :class:`NativeModule` over several libraries (its lookup — ``fn``,
    attribute access, ``dir`` — is inherited; only where the functions come
    from differs).  ``name`` may be an exported symbol (``decode__S3``) or,
    for a generic function, its Kina name (``decode``), which dispatches on
    argument shapes among the instances loaded so far.
    """

    def __init__(self, name: str = "<program>"):  # no super().__init__: there is no single artifact
        self.name = name
        self.functions: dict[str, Function] = {}
        self.generics: dict[str, GenericFunction] = {}
        self.units: dict[str, NativeModule] = {}  # symbol → the library it is called in
        self._lock = threading.Lock()

    def add(self, native: NativeModule) -> None:
        with self._lock:
            for symbol, f in native.functions.items():
                self.units[symbol] = native
                self.functions[symbol] = f
            self._regroup()

    def remove(self, symbols: Iterable[str]) -> None:
        with self._lock:
            for s in symbols:
                self.units.pop(s, None)
                self.functions.pop(s, None)
            self._regroup()

    def _regroup(self) -> None:
        by_source: dict[str, list[Function]] = {}
        for f in self.functions.values():
            by_source.setdefault(f.signature.source_name or f.name, []).append(f)
        self.generics = {src: GenericFunction(src, fs) for src, fs in by_source.items()
                         if src not in self.functions}

    @property
    def path(self) -> str:
        """The library of the first unit ("" before any): what a one-function program compiled to."""
        return next((n.path for n in self.units.values()), "")

    @property
    def paths(self) -> list[str]:
        return list(dict.fromkeys(n.path for n in self.units.values()))

    @property
    def artifact(self) -> Any:
        """The unit's artifact when the program is one library; otherwise one
        with every loaded function's signature (its ``so_path`` is the first
        unit's: load the units, not it)."""
        libs = self._libraries()
        if len(libs) == 1:
            return libs[0].artifact
        if not libs:
            raise AttributeError("nothing is loaded yet")
        return replace(libs[0].artifact, signatures=tuple(f.signature for f in self.functions.values()))

    def _libraries(self) -> list[NativeModule]:
        with self._lock:
            return list({id(n): n for n in self.units.values()}.values())

    @property
    def uses_blas(self) -> bool:
        """Whether any loaded unit calls BLAS."""
        return any(n.uses_blas for n in self._libraries())

    def prefault(self) -> int:
        """:meth:`NativeModule.prefault` over every loaded unit at once (all
        their data, then all their code: see :func:`prefault_spans`); the pages read."""
        return prefault_spans(mapped_spans(n.path for n in self._libraries()))

    def __repr__(self) -> str:
        return f"<ProgramModule {self.name} [{', '.join(self.functions)}] in {len(self.paths)} libraries>"


__all__ = ["ProgramModule", "load_library", "open_library_count"]
