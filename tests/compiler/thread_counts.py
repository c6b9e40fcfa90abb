"""One compiled call's results on 1, 2 and 3 pool threads and from two host
threads at once: what the pool's same-bits tests compare (imported by
test_differential.py's child process and by test_parallel_loops.py)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable, Sequence

import numpy as np

from kina_play.runtime import matmul_pool


def results_on_thread_counts(fn: Callable[..., Any], args: Sequence[Any]) -> list[np.ndarray]:
    got = []
    for threads in (1, 2, 3):
        with matmul_pool.limited(threads):
            got.append(np.array(fn(*args)))
    with matmul_pool.limited(2), ThreadPoolExecutor(2) as ex:  # one caller holds the pool, the other runs alone
        got += [np.array(r) for r in ex.map(lambda _: fn(*args), range(4))]
    return got
