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
import heapq
import itertools
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

    def _reply(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EOFError
            if line.startswith(REPLY):
                return dict(json.loads(line[len(REPLY):]))

    def _died(self, doing: str, why: str = "") -> BuildWorkerError:
        self.close()
        self.log.seek(0)
        tail = self.log.read()[-1500:].decode("utf-8", "replace").strip()
        code = self.proc.returncode
        how = f"signal {-code}" if code is not None and code < 0 else f"exit status {code}"
        return BuildWorkerError(f"the compiler process {doing} died ({how})" + (f": {why}" if why else "")
                                + (f"\n{tail}" if tail else ""))

    def wait_ready(self) -> None:
        """Return once the worker has imported the compiler (its first line)."""
        try:
            self._reply()
        except (EOFError, OSError, ValueError):
            raise self._died("starting") from None

    def run(self, job: UnitJob) -> dict[str, Any]:
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps(asdict(job)) + "\n")
            self.proc.stdin.flush()
            return self._reply()
        except (EOFError, OSError, ValueError):
            what = job.request[0] or "the plain functions"
            raise self._died(f"building {what}", "a crash inside MLIR/LLVM") from None

    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self) -> None:
        self.end_input()
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()

    def end_input(self) -> None:
        """Close its stdin: the worker exits once its current job is done."""
        try:
            if self.proc.stdin:
                self.proc.stdin.close()
        except OSError:
            pass


class _Pool:
    """At most one worker per core, handed out in priority order.

    Why an order: every build in flight (several programs' background
    builds, a call waiting for its instance) asks this one pool, and a
    freed worker used to go to whichever thread woke first.  Loading the
    shipped programs together then started StoryLM-0's biggest unit last
    (a fifth of the work, alone on one core at the end).  The caller says
    what comes first (:func:`run_jobs`' ``priority``); equal priorities
    are served in the order they asked.  A new worker joins the pool only
    once it has started (its imports take about half a second), so the
    choice of its first job is made then, among everything asked for by
    that time, not by whoever asked first.
    """

    def __init__(self) -> None:
        self.idle: list[_Worker] = []
        self.count = 0  # started or starting
        self.cond = threading.Condition()
        self.waiting: list[tuple[Any, int]] = []  # a heap of (priority, arrival)
        self._arrivals = itertools.count()
        self.broken: BuildWorkerError | None = None  # a worker that died while starting, for the next in line

    def acquire(self, priority: Any = ()) -> _Worker:
        with self.cond:
            me = (priority, next(self._arrivals))
            heapq.heappush(self.waiting, me)
            try:
                while True:
                    if self.waiting[0] == me:
                        if self.broken is not None:
                            err, self.broken = self.broken, None
                            raise err
                        while self.idle:
                            w = self.idle.pop()
                            if w.alive():
                                return w
                            self.count -= 1
                    if self.count < worker_count():
                        self.count += 1
                        threading.Thread(target=self._start_one, name="kina-worker-start", daemon=True).start()
                    self.cond.wait()
            finally:
                self.waiting.remove(me)
                heapq.heapify(self.waiting)
                self.cond.notify_all()  # the next in line looks again

    def _start_one(self) -> None:
        try:
            w = _Worker()
            w.wait_ready()
        except (BuildWorkerError, OSError) as e:
            with self.cond:
                self.count -= 1
                self.broken = e if isinstance(e, BuildWorkerError) else BuildWorkerError(
                    f"could not start a compiler process: {e}")
                self.cond.notify_all()
            return
        self.release(w)

    def release(self, w: _Worker) -> None:
        with self.cond:
            if w.alive():
                self.idle.append(w)
            else:
                self.count -= 1
            self.cond.notify_all()

    def close(self) -> None:
        """Stop the idle workers; a later build starts new ones (busy ones are stopped when released dead)."""
        with self.cond:
            idle, self.idle = self.idle, []
            self.count -= len(idle)
            self.cond.notify_all()
        for w in idle:  # all at once: each takes a tenth of a second to exit (Python, MLIR, LLVM)
            w.end_input()
        for w in idle:
            w.close()


_pool = _Pool()


def shutdown() -> None:
    _pool.close()


atexit.register(shutdown)


def build_remote(job: UnitJob, priority: Any = ()) -> UnitBuilt:
    """Build one unit in a worker process (the pool's next free worker goes
    to the lowest ``priority`` waiting); a worker that died becomes a
    :class:`BuildWorkerError` (the next build gets a fresh worker)."""
    w = _pool.acquire(priority)
    try:
        reply = w.run(job)
    finally:
        _pool.release(w)
    if not reply.get("ok"):
        raise RemoteBuildError(str(reply.get("error", "build failed")))
    return UnitBuilt(str(reply["key"]), bool(reply["cache_hit"]), dict(reply["stage_ms"]), float(reply["ms"]))


def _prebuild_helpers() -> None:
    """Build the allocator guard every unit links with (once per cache), and
    the call helper, on a thread of this process while the workers start.

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
        # The runtime's C call helper, which this process needs to load the first library.  The
        # install built it (setup.py), so this only loads it; without that build it is one
        # ``cc`` run of 0.5–1.2 s (Python's and NumPy's headers), which left to the first load
        # held up that program's next build, both workers idle meanwhile.
        from ..runtime import callhelper

        callhelper.helper()  # never raises: a failed build is the pure-Python path, and says so

    threading.Thread(target=build, name="kina-guard", daemon=True).start()


def run_jobs(jobs: list[UnitJob], build_here: Callable[[UnitJob], Any] | None,
             on_done: Callable[[UnitJob, Any, BaseException | None], None],
             on_start: Callable[[UnitJob], bool] | None = None,
             priority: Callable[[UnitJob], Any] | None = None) -> None:
    """Build ``jobs`` in order, across this process (when ``build_here`` is
    given) and the workers.  ``on_start(job)`` may return False to skip the
    job (a cancelled background build); ``on_done(job, result, error)`` runs
    in completion order, on the thread that finished the job.  ``priority(job)``
    ranks a job against every other job of this process waiting for a worker
    (lowest first; comparable values, e.g. tuples)."""
    queue = list(jobs)
    lock = threading.Lock()
    if build_here is None:
        # Two threads per worker: while threads hand their finished units to ``on_done`` (loading a
        # library takes this process's GIL, which a caller's own work may hold), others already wait
        # with this list's next jobs, so a freed worker goes to one of them if it ranks first (with one
        # thread per worker it went to whatever else waited meanwhile: StoryLM-1's biggest unit
        # overtook the rollout instances ``--check`` needed first).
        n_remote = min(2 * worker_count(), len(jobs))
    else:  # this process is one builder; the workers take the rest of the cores
        n_remote = min(worker_count() - 1, len(jobs) - 1)
    if n_remote > 0 and jobs:
        _prebuild_helpers()

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
                if remote or build_here is None:
                    result = build_remote(job, () if priority is None else priority(job))
                else:
                    result = build_here(job)
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
