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


_LINKER_NAMES = frozenset({"_init", "_fini", "_start", "_end", "_edata", "_etext"})
"""Names the linker gives a meaning in every shared object: ``_init`` / ``_fini``
become its constructor and destructor (a function named ``_init`` ran as the
library loaded, with no arguments, and crashed the process), the others are
section bounds it defines itself."""


def reserved_reason(name: str) -> str | None:
    """Why the compiled ``.so`` cannot have a function called ``name``, or None.

    Reserved: what the backend may emit calls to (libm math, the allocator,
    ``mem*``, the allocator guard), what the linked support code takes from
    libc (:data:`.alloc_guard.LIBC_IMPORTS`), the linker's own names
    (:data:`_LINKER_NAMES`), and names of the form ``_X…`` (underscore and
    a capital: C reserves them for the implementation; ``_DYNAMIC`` and
    ``_GLOBAL_OFFSET_TABLE_`` failed to link).  A module function with such a
    name would capture those calls or clash with those symbols.  Every other
    name is fine, even libc's ``dup`` or ``index``: the link step exports
    only ``_mlir_ciface_*`` and binds everything else locally.
    """
    if name in _RESERVED_LIBC or name in alloc_guard.SYMBOLS or _defined_in_libm(name):
        return f"the compiled .so links the C library and libm, and the generated code calls '{name}' itself"
    if name in alloc_guard.LIBC_IMPORTS:
        return f"the support code linked into every compiled .so uses libc's '{name}'"
    if name in _LINKER_NAMES or (len(name) > 1 and name[0] == "_" and name[1].isupper()):
        return f"the linker gives '{name}' a meaning of its own in every shared library"
    return None


def is_reserved_name(name: str) -> bool:
    """Whether :func:`reserved_reason` refuses ``name``."""
    return reserved_reason(name) is not None


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
