"""How many threads the process's OpenBLAS uses, read and pinned at run time.

Why: the compiled ``.so`` calls NumPy's OpenBLAS ``sgemm`` for large
matmuls (:mod:`.load_hooks`), and OpenBLAS splits any matmul above ≈ 2¹⁸
multiply-adds across its thread pool, whose workers busy-wait for work.
For a training step of many mid-sized matmuls on a small shared machine
that is a loss: with the other core busy, each split matmul waits for a
worker to be scheduled (a StoryLM-1 ``loss_grad`` took ≈ 2.5 s instead of
≈ 0.1 s at load ≈ 19).  The host loops that issue such matmuls pin
OpenBLAS to one thread with :func:`pinned`; the thread count is process-wide
(an OpenBLAS setting), so it is restored afterwards.
"""

from __future__ import annotations

import contextlib
import ctypes
from collections.abc import Callable, Iterator
from typing import Any

from .load_hooks import mapped_libraries

Setter = Callable[[int], None]
Getter = Callable[[], int]


def controls() -> tuple[Setter, Getter] | None:
    """(set, get) for the loaded OpenBLAS's thread count, or None (no OpenBLAS)."""
    found = _functions()
    if found is None:
        return None
    setter, getter = found
    return (lambda n: setter(n)), (lambda: int(getter()))


def thread_function_addresses() -> tuple[int, int] | None:
    """Addresses of OpenBLAS's ``set_num_threads`` / ``get_num_threads`` (for
    C code that sets them itself: :mod:`.matmul_pool`), or None."""
    found = _functions()
    if found is None:
        return None
    return (ctypes.cast(found[0], ctypes.c_void_p).value or 0, ctypes.cast(found[1], ctypes.c_void_p).value or 0)


def _functions() -> tuple[Any, Any] | None:
    import numpy  # noqa: F401  (loads its OpenBLAS)

    for lib in mapped_libraries("openblas"):
        for prefix in ("scipy_openblas", "openblas"):
            for suffix in ("64_", ""):
                s, g = f"{prefix}_set_num_threads{suffix}", f"{prefix}_get_num_threads{suffix}"
                if hasattr(lib, s) and hasattr(lib, g):
                    setter, getter = getattr(lib, s), getattr(lib, g)
                    setter.argtypes, setter.restype = [ctypes.c_int], None
                    getter.argtypes, getter.restype = [], ctypes.c_int
                    return setter, getter
    return None


def current() -> int | None:
    """Threads OpenBLAS will use, asked from the loaded library itself."""
    c = controls()
    return c[1]() if c else None


@contextlib.contextmanager
def pinned(threads: int) -> Iterator[int | None]:
    """OpenBLAS at ``threads`` inside the block (yields the count in force,
    None without OpenBLAS); the previous count is restored on exit."""
    c = controls()
    if c is None:
        yield None
        return
    before = c[1]()
    c[0](threads)
    try:
        yield c[1]()
    finally:
        c[0](before)
