"""Where compile units are built: in this process, or in worker processes.

Why processes: MLIR's pass manager holds the GIL while it runs (a Python
thread ticking every millisecond got 27 ticks in a 413 ms build, when the
object was emitted in-process too; now ``opt`` and ``llc`` run as child
processes, but the MLIR part of a big unit still takes seconds), so threads
neither use the second core nor keep a UI responsive.  A worker process does both.  Workers are spawned (not
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
import json
import os
import subprocess
import sys
import tempfile
import threading
from dataclasses import asdict
from typing import IO, Any, Callable

from .units import UnitBuilt, UnitJob
from ..cores import usable_cores

REPLY = "@@kina-worker@@ "
"""Precedes the worker's one-line JSON reply (anything native code prints is skipped)."""

_mode = "auto"


class BuildWorkerError(RuntimeError):
    """A worker process died while building a unit."""


class RemoteBuildError(RuntimeError):
    """A build failed inside a worker (the message is the worker's)."""


def set_mode(mode: str) -> str:
    """``"auto"`` or ``"process"`` (see the module docstring); returns the previous mode."""
    global _mode
    if mode not in ("auto", "process"):
        raise ValueError(f"build mode {mode!r}: expected 'auto' or 'process'")
    prev, _mode = _mode, mode
    return prev


def mode() -> str:
    return _mode


def worker_count() -> int:
    """Worker processes in the pool: one per core."""
    return usable_cores()


class _Worker:
    """One ``python -m kina_play.compiler.worker`` child: JSON lines in, JSON lines out.

    Plain ``subprocess`` rather than ``multiprocessing``: it works whatever
    the parent did to ``sys.stdout`` (a Textual app replaces it, and
    ``multiprocessing``'s spawn then fails), and a child that dies is just
    an end of file.  Its stderr goes to a temporary file, shown if it crashes.
    """

    def __init__(self) -> None:
        self.log: IO[bytes] = tempfile.TemporaryFile()
        env = dict(os.environ)
        pkg_parent = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        env["PYTHONPATH"] = os.pathsep.join(p for p in (pkg_parent, env.get("PYTHONPATH", "")) if p)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "kina_play.compiler.worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=self.log, text=True, env=env, start_new_session=True,
        )

    def run(self, job: UnitJob) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        try:
            self.proc.stdin.write(json.dumps(asdict(job)) + "\n")
            self.proc.stdin.flush()
            while True:
                line = self.proc.stdout.readline()
                if not line:
                    raise EOFError
                if line.startswith(REPLY):
                    return dict(json.loads(line[len(REPLY):]))
        except (EOFError, OSError, ValueError):
            self.close()
            self.log.seek(0)
            tail = self.log.read()[-1500:].decode("utf-8", "replace").strip()
            code = self.proc.returncode
            how = f"signal {-code}" if code is not None and code < 0 else f"exit status {code}"
            raise BuildWorkerError(
                f"the compiler process building {job.request[0] or 'the plain functions'} died ({how}): "
                "a crash inside MLIR/LLVM" + (f"\n{tail}" if tail else "")
            ) from None

    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self) -> None:
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class _Pool:
    def __init__(self) -> None:
        self.idle: list[_Worker] = []
        self.count = 0
        self.cond = threading.Condition()

    def acquire(self) -> _Worker:
        with self.cond:
            while True:
                while self.idle:
                    w = self.idle.pop()
                    if w.alive():
                        return w
                    self.count -= 1
                if self.count < worker_count():
                    self.count += 1
                    break
                self.cond.wait()
        try:
            return _Worker()
        except BaseException:
            with self.cond:
                self.count -= 1
                self.cond.notify()
            raise

    def release(self, w: _Worker) -> None:
        with self.cond:
            if w.alive():
                self.idle.append(w)
            else:
                self.count -= 1
            self.cond.notify()

    def close(self) -> None:
        """Stop the idle workers; a later build starts new ones (busy ones are stopped when released dead)."""
        with self.cond:
            idle, self.idle = self.idle, []
            self.count -= len(idle)
            self.cond.notify_all()
        for w in idle:
            w.close()


_pool = _Pool()


def shutdown() -> None:
    _pool.close()


atexit.register(shutdown)


def build_remote(job: UnitJob) -> UnitBuilt:
    """Build one unit in a worker process; a worker that died becomes a
    :class:`BuildWorkerError` (the next build gets a fresh worker)."""
    w = _pool.acquire()
    try:
        reply = w.run(job)
    finally:
        _pool.release(w)
    if not reply.get("ok"):
        raise RemoteBuildError(str(reply.get("error", "build failed")))
    return UnitBuilt(str(reply["key"]), bool(reply["cache_hit"]), dict(reply["stage_ms"]), float(reply["ms"]))


def _prebuild_link_files() -> None:
    """Build the allocator guard every unit links with (once per cache) on a
    thread of this process, while the workers start.

    Why: a worker starts in about half a second (Python and the MLIR
    bindings); the guard takes two ``cc`` runs (≈ 0.13 s).  Left to the
    workers, each of them built it at its first link, at the same time: the
    same work twice, on the first unit's path.  Built here it is in the
    cache before any worker links; a worker that links first anyway builds
    it too, which is only slower.  A failure is the workers' to report.
    """
    from .alloc_guard import guard_files

    def build() -> None:
        try:
            guard_files()
        except Exception:  # noqa: BLE001 - the worker's own build raises it with its context
            pass

    threading.Thread(target=build, name="kina-guard", daemon=True).start()


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
    if n_remote > 0 and jobs:
        _prebuild_link_files()

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
                result = build_remote(job) if remote or build_here is None else build_here(job)
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
