"""What happens once per loaded ``.so`` (:func:`on_load`, called by
:class:`.module.NativeModule`): the allocator guard, the BLAS pointer, and
the allocator settings.

**Allocator guard.** Every library calls its allocations through a shim
that, on ``NULL``, jumps back to a guard around the call
(:mod:`kina_play.compiler.alloc_guard`).  The guard and the jump need
thread-local storage, so they live in one small library per process,
``guard.so``; each loaded ``.so`` gets their addresses through
``__kina_set_guard`` before its first call.  Without them (``guard.so``
cannot be built) a failed allocation prints one line and aborts.

**BLAS.** Hand a loaded ``.so`` the BLAS ``sgemm`` it may call for large matmuls.

The generated code never links against BLAS (a ``.so`` needs only libc and
libm); a module with BLAS-bound matmuls exports ``__kina_set_sgemm(void*)``
(:mod:`kina_play.compiler.blas`).  This module finds an ILP64 CBLAS
``sgemm`` in the process — NumPy's bundled scipy-openblas, already loaded
with NumPy — and passes its address once, right after ``dlopen``.  Without
one (or with ``KINA_PLAY_BLAS=0``) the pointer stays null and the module
runs its own loops.  The pointer handed over is not ``sgemm`` itself but the
entry of a small thread pool in front of it (:mod:`.matmul_pool`): small
matmuls stay on the calling thread, large ones are split across cores.

**Allocator.** Large kernels allocate multi-megabyte temporaries on every
call.  With glibc's defaults, blocks over 128 kB are ``mmap``-ed and freed
back to the kernel, and the top of the heap is trimmed at 128 kB, so every
call page-faults its temporaries in again: in the D = 256 forward, page
faults were a quarter of the run time (``perf``), and raising the two
thresholds took it from ≈ 11.5 to ≈ 4.8 ms.  So on the first load the mmap
threshold is raised to 64 MB and the trim threshold to 256 MB
(``mallopt``; memory stays with the process up to its peak instead of
being returned after each call).  ``KINA_PLAY_MALLOC_TUNING=0`` leaves the
allocator alone.
"""

from __future__ import annotations

import ctypes
import functools
import os
from typing import Callable

SETTER = "__kina_set_sgemm"
SYMBOLS = ("scipy_cblas_sgemm64_", "cblas_sgemm64_")
"""ILP64 CBLAS sgemm names (64-bit sizes, as the generated call passes)."""


@functools.lru_cache(maxsize=None)
def sgemm_address() -> int | None:
    """Address of an ILP64 ``cblas_sgemm`` already mapped into this process, or None."""
    if _disabled("KINA_PLAY_BLAS"):
        return None
    import numpy  # noqa: F401  (loads its OpenBLAS)

    for lib in mapped_libraries("blas"):
        for sym in SYMBOLS:
            if hasattr(lib, sym):
                return ctypes.cast(getattr(lib, sym), ctypes.c_void_p).value
    return None


def mapped_libraries(name_part: str) -> list[ctypes.CDLL]:
    """The shared libraries mapped into this process whose path contains
    ``name_part`` (case-insensitive), opened (again) with ctypes."""
    try:
        with open("/proc/self/maps", encoding="utf-8") as f:
            paths = sorted({line.split()[-1] for line in f if name_part in line.lower() and "/" in line})
    except OSError:
        return []
    libs = []
    for path in paths:
        try:
            libs.append(ctypes.CDLL(path))
        except OSError:
            continue
    return libs


def _disabled(var: str) -> bool:
    from ..env_vars import switch

    return not switch(var)


M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3
MMAP_THRESHOLD = 64 << 20
TRIM_THRESHOLD = 256 << 20


@functools.lru_cache(maxsize=None)
def tune_malloc() -> bool:
    """Raise glibc's mmap and trim thresholds once (see the module docstring)."""
    if _disabled("KINA_PLAY_MALLOC_TUNING"):
        return False
    try:
        libc = ctypes.CDLL("libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False  # not glibc
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD))


def on_load(lib: ctypes.CDLL) -> bool:
    """Everything a freshly loaded module needs; True when it got BLAS."""
    install_guard(lib)
    tune_malloc()
    install_parallel(lib)
    return install_sgemm(lib)


def install_parallel(lib: ctypes.CDLL) -> bool:
    """Give ``lib`` the pool's parallel-loop API (:mod:`kina_play.compiler.parallel`);
    True when given.  ``KINA_PLAY_PARALLEL=0`` keeps every loop on the calling thread."""
    from ..compiler.parallel import SETTER as PAR_SETTER
    from .matmul_pool import parallel_api_address

    if _disabled("KINA_PLAY_PARALLEL"):
        return False
    return _hand_over(lib, PAR_SETTER, parallel_api_address)


def install_guard(lib: ctypes.CDLL) -> bool:
    """Give ``lib`` the process's allocator guard; True when given."""
    from ..compiler import alloc_guard

    if not hasattr(lib, alloc_guard.SETTER):
        return False
    addresses = alloc_guard.runtime_addresses()
    if addresses is None:
        return False
    setter = getattr(lib, alloc_guard.SETTER)
    setter.argtypes = [ctypes.c_void_p] * len(addresses)
    setter.restype = None
    setter(*addresses)
    return True


def install_sgemm(lib: ctypes.CDLL) -> bool:
    """Give ``lib`` the matmul pool's entry point (:mod:`.matmul_pool`, in
    front of the BLAS ``sgemm``) if it asks for one; True when given."""
    from .matmul_pool import entry_address

    return _hand_over(lib, SETTER, entry_address)


def _hand_over(lib: ctypes.CDLL, setter_name: str, address: Callable[[], int | None]) -> bool:
    """Call ``lib``'s exported ``setter_name(void*)`` with ``address()``, if the
    library exports it (it asks for it) and the address exists; True when given.
    The address is looked up only then: it may start the runtime's pool."""
    if not hasattr(lib, setter_name):
        return False
    addr = address()
    if addr is None:
        return False
    setter = getattr(lib, setter_name)
    setter.argtypes = [ctypes.c_void_p]
    setter.restype = None
    setter(addr)
    return True
