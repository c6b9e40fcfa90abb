"""Where compile units are built: in this process, or in worker processes.

Why processes: MLIR's pass manager and LLVM's object emission hold the GIL
for nearly the whole build (a Python thread ticking every millisecond got 27
ticks in a 413 ms build), so threads neither use the second core nor keep a
UI responsive.  A worker process does both.  Workers are spawned (not
forked: the parent may already hold MLIR/LLVM thread pools), live as long
as this process, and build straight into the shared on-disk cache; the
parent then validates and loads the library itself.

Modes (:func:`set_mode`):

* ``"auto"`` (CLI, library use): one miss builds here — no IPC, no worker
  start-up —; several misses are shared between this process and
  ``cpu_count − 1`` workers.
* ``"process"`` (the app): every build runs in a worker (one per core), so
  the event loop never waits for the GIL.  Background builds
  (``Program.build_ahead``) always run this way.
"""

from __future__ import annotations

import atexit
import multiprocessing as mp
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable

from .units import UnitBuilt, UnitJob, build_unit

_mode = "auto"


class BuildWorkerError(RuntimeError):
    """A worker process died while building a unit."""

_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()


def set_mode(mode: str) -> None:
    """``"auto"`` or ``"process"`` (see the module docstring)."""
    global _mode
    if mode not in ("auto", "process"):
        raise ValueError(f"build mode {mode!r}: expected 'auto' or 'process'")
    _mode = mode


def mode() -> str:
    return _mode


def cpu_count() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def worker_count() -> int:
    """Worker processes in the pool: one per core."""
    return cpu_count()


def _warm_worker() -> None:
    """Import the compiler (and MLIR) before the first job arrives."""
    import mlir.ir  # noqa: F401

    from . import mlirgen, pipeline  # noqa: F401


def pool() -> ProcessPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ProcessPoolExecutor(max_workers=worker_count(), mp_context=mp.get_context("spawn"),
                                        initializer=_warm_worker)
        return _pool


def start_workers() -> None:
    """Start the worker processes now (their start-up overlaps other work)."""
    p = pool()
    for _ in range(worker_count()):
        p.submit(os.getpid)


def shutdown() -> None:
    global _pool
    with _pool_lock:
        p, _pool = _pool, None
    if p is not None:
        p.shutdown(wait=False, cancel_futures=True)


atexit.register(shutdown)


def _reset_broken(p: ProcessPoolExecutor) -> None:
    global _pool
    with _pool_lock:
        if _pool is p:
            _pool = None
    p.shutdown(wait=False, cancel_futures=True)


def build_remote(job: UnitJob) -> UnitBuilt:
    """Build one unit in a worker; a worker that died (LLVM aborted, SIGKILL)
    becomes a :class:`BuildWorkerError` and the next build gets fresh workers."""
    p = pool()
    try:
        return p.submit(build_unit, job).result()
    except BrokenProcessPool:
        _reset_broken(p)
        raise BuildWorkerError(
            f"the compiler process building {job.request[0]} died (a crash inside MLIR/LLVM?)"
        ) from None


def run_jobs(jobs: list[UnitJob], build_here: Callable[[UnitJob], Any] | None,
             on_done: Callable[[UnitJob, Any, BaseException | None], None],
             on_start: Callable[[UnitJob], bool] | None = None) -> None:
    """Build ``jobs`` in order, across this process (when ``build_here`` is
    given) and the workers.  ``on_start(job)`` may return False to skip the
    job (a cancelled background build); ``on_done(job, result, error)`` runs
    in completion order, on the thread that finished the job."""
    queue = list(jobs)
    lock = threading.Lock()
    if build_here is None:
        n_remote = worker_count()
    else:  # this process is one builder; the workers take the rest of the cores
        n_remote = min(worker_count() - 1, len(jobs) - 1)

    def take() -> UnitJob | None:
        while True:
            with lock:
                if not queue:
                    return None
                job = queue.pop(0)
            if on_start is None or on_start(job):
                return job

    def drain(remote: bool) -> None:
        while (job := take()) is not None:
            result: Any = None
            err: BaseException | None = None
            try:
                result = build_remote(job) if remote else build_here(job)  # type: ignore[misc]
            except Exception as e:  # reported per job
                err = e
            on_done(job, result, err)

    threads = [threading.Thread(target=drain, args=(True,), daemon=True) for _ in range(n_remote)]
    for t in threads:
        t.start()
    if build_here is not None:
        drain(False)
    for t in threads:
        t.join()
