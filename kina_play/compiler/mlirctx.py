"""One MLIR context per thread, reused by every MLIRGen and lowering on that thread.

Why: creating an ``ir.Context`` with the Python bindings registers and loads
every dialect and starts a thread pool, ≈ 9 ms of CPU (≈ 14 ms on a loaded
box), and a build made two (MLIRGen, then the lowering): ≈ 10 % of a fresh
``decode<S>``'s first call.  A context is not safe to share between threads
that use it at the same time, hence one per thread; modules made in it are
independent and freed with their Python objects, only uniqued types and
attributes stay (small: shapes and symbol names).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the bindings load lazily; they ship no type information
    from mlir import ir

_local = threading.local()


def thread_context() -> "ir.Context":
    """This thread's MLIR context (made on first use)."""
    ctx = getattr(_local, "ctx", None)
    if ctx is None:
        from mlir import ir

        ctx = _local.ctx = ir.Context()
    return ctx
