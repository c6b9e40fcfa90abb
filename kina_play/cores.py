"""How many cores this process may use.

One answer for the whole package (parallel builds, the matmul pool, data-
parallel training, the bench's machine line), read from the CPU affinity at
run time because a container or ``taskset`` often allows fewer cores than the
machine has."""

from __future__ import annotations

import os

from .errors import UsageError

THREADS_ENV = "KINA_PLAY_THREADS"


def usable_cores() -> int:
    """Cores in this process's CPU affinity, or the machine's count where the
    OS has no affinity call (macOS, Windows); at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


def host_threads() -> int:
    """Threads for compiled code's parallel work: ``$KINA_PLAY_THREADS`` (a
    positive integer), else :func:`usable_cores`.  A bad value is the user's
    error (read at every command's start, so every command refuses it alike)."""
    forced = os.environ.get(THREADS_ENV, "").strip()
    if forced:
        if not (forced.isascii() and forced.isdigit()) or int(forced) < 1:
            raise UsageError(f"${THREADS_ENV}: expected a positive integer (threads), got {forced!r}")
        return int(forced)
    return usable_cores()
