"""How many cores this process may use.

One answer for the whole package (parallel builds, the matmul pool, data-
parallel training, the bench's machine line), read from the CPU affinity at
run time because a container or ``taskset`` often allows fewer cores than the
machine has."""

from __future__ import annotations

import os


def usable_cores() -> int:
    """Cores in this process's CPU affinity, or the machine's count where the
    OS has no affinity call (macOS, Windows); at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)
