"""What the generated code may call: libc and libm, probed in-process.

A ``.so`` that needs any other symbol would fail to load on a user's machine
(or, inside ``ExecutionEngine``, abort the interpreter), and a module
function named like a libm function would capture the backend's calls to
it.  Both are decided here, by asking the loaded libc/libm themselves.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
from typing import TYPE_CHECKING

from . import alloc_guard
from .errors import PipelineError

if TYPE_CHECKING:  # the bindings load lazily; they ship no type information
    from mlir import ir

_RESERVED_LIBC = frozenset(
    "malloc free calloc realloc aligned_alloc posix_memalign memcpy memmove memset memcmp bcmp abort".split()
)


class _DlInfo(ctypes.Structure):
    _fields_ = [
        ("dli_fname", ctypes.c_char_p),
        ("dli_fbase", ctypes.c_void_p),
        ("dli_sname", ctypes.c_char_p),
        ("dli_saddr", ctypes.c_void_p),
    ]


@functools.lru_cache(maxsize=None)
def _defined_in_libm(name: str) -> bool:
    """True when ``name`` resolves to code inside libm itself (dlsym on the
    libm handle also finds libc symbols such as ``dup``; dladdr tells them
    apart)."""
    libs = _host_libraries()
    if len(libs) < 2 or not hasattr(libs[1], name):
        return False
    try:
        dladdr = libs[0].dladdr
    except AttributeError:
        return True  # cannot tell: be conservative
    info = _DlInfo()
    addr = ctypes.cast(getattr(libs[1], name), ctypes.c_void_p)
    if not dladdr(addr, ctypes.byref(info)) or not info.dli_fname:
        return True
    return b"libm" in info.dli_fname


def is_reserved_name(name: str) -> bool:
    """Names the backend may emit calls to (libm math, allocator, mem*, the allocator guard).

    A module function with such a name would capture those calls at link
    time.  Every other name is fine: the link step exports only
    ``_mlir_ciface_*`` and binds everything else locally.
    """
    return name in _RESERVED_LIBC or name in alloc_guard.SYMBOLS or _defined_in_libm(name)


@functools.lru_cache(maxsize=None)
def _host_libraries() -> tuple[ctypes.CDLL, ...]:
    """libc and libm, opened once (``find_library`` spawns ldconfig: slow)."""
    libs = []
    for soname, short in (("libc.so.6", "c"), ("libm.so.6", "m")):
        try:
            libs.append(ctypes.CDLL(soname))
            continue
        except OSError:
            pass
        path = ctypes.util.find_library(short)
        if path:
            libs.append(ctypes.CDLL(path))
    return tuple(libs)


@functools.lru_cache(maxsize=None)
def _host_symbol_available(name: str) -> bool:
    """True when libc or libm defines ``name`` (what the .so may link against)."""
    return any(hasattr(lib, name) for lib in _host_libraries())


def check_external_calls(module: ir.Module) -> list[str]:
    """Names of body-less ``llvm.func`` declarations; raise unless all are
    libc/libm or the allocator guard's (:mod:`.alloc_guard`, linked into every library).

    This runs before ``ExecutionEngine``: an unresolvable symbol there (e.g.
    ``memrefCopy``) terminates the interpreter instead of raising.
    """
    external: list[str] = []
    for op in module.body.operations:
        if op.operation.name != "llvm.func" or len(op.operation.regions[0].blocks):
            continue
        external.append(str(op.operation.attributes["sym_name"]).strip('"'))
    bad = [n for n in external if n not in alloc_guard.SYMBOLS and not _host_symbol_available(n)]
    if bad:
        raise PipelineError(
            "lowered module calls symbols outside libc/libm: "
            + ", ".join(sorted(bad))
            + " (memrefCopy means a strided memref.copy survived; emit concat/pad "
            "in destination-passing style or enable the copy rewrite)"
        )
    return external
