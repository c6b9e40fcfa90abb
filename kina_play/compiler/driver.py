"""The compile driver: a ``.kina`` file → checked program → MLIR → cached ``.so``.

:class:`Program` is what ``kina_play.load(path)`` returns.  It owns the
checked module (with the ``NAME_grad`` companions that autodiff adds) and
the generic instances asked for so far.  Each exported function and each
instance is its own compile unit (:mod:`.units`) with its own cached
library; a new instance compiles that instance only, and the host sees one
module (:class:`.linked.ProgramModule`).  Builds run here or in worker
processes (:mod:`.workers`); :meth:`Program.build_ahead` builds a list of
instances in the background with a progress callback.
"""

from __future__ import annotations

import atexit
import itertools
import os
import queue
import threading
import time
from collections import OrderedDict
from concurrent.futures import Future
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from ..lang import ast
from ..lang.autodiff import grad_function
from ..lang.frontend import CheckedModule, check, parse_text
from ..lang.types import TensorType
from ..runtime.module import KinaArgumentError, NativeModule, check_generic_arguments
from . import workers
from .build import FULL_TIER, QUICK_TIER, BuildArtifact, BuildError, is_small_unit
from .cache import CompileCache, default_cache
from .linked import ProgramModule, load_library
from .pipeline import DEFAULT_PIPELINE, PIPELINES, Pipeline
from .units import (
    CompileUnit,
    Instance,
    UnitJob,
    compiler_fingerprint,
    label,
    normalize,
    plain_requests,
    signature_of,
    tier_key,
    unit_for,
    unit_key,
)

__all__ = ["BuildAhead", "BuildProgress", "Program", "add_progress_listener", "check_program",
           "compiler_fingerprint", "load", "load_text", "remove_progress_listener", "signature_of",
           "tiered_builds", "wait_for_upgrades"]


def check_program(module: ast.Module) -> CheckedModule:
    """Check a module and add the ``@reverse_mode`` companions (checked too)."""
    from ..lang.diagnostics import KinaError

    clashes = symbol_clashes(module)
    if clashes:
        raise KinaError(clashes)
    checked = check(module)
    grads = []
    for fn in module.functions:
        if fn.attribute("reverse_mode") is not None and not fn.is_generic:
            primal = checked.instantiate(fn.name, {})
            grads.append(grad_function(primal, checked.instantiate))
    if grads:
        checked.add_functions(grads)
    return checked


def symbol_clashes(module: ast.Module) -> list:
    """Function names the compiled ``.so`` cannot honour, all of them.

    * names the generated code or its linked support code calls (``expf``,
      ``malloc``, ``stderr``, …), and the linker's own (``_init``, ``_DYNAMIC``,
      …): :func:`.host_symbols.reserved_reason`;
    * ``g__S3``-style names next to a generic ``g``: that is the exported
      symbol of ``g<S=3>``, so the generic call would run the wrong code;
    * the C-interface prefix ``_mlir_ciface_``.
    """
    from ..lang.diagnostics import Diagnostic
    from .host_symbols import reserved_reason

    generics = [f.name for f in module.functions if f.is_generic]
    out = []
    for fn in module.functions:
        why = reserved_reason(fn.name)
        if why is None and fn.name.startswith("_mlir_ciface_"):
            why = "the prefix '_mlir_ciface_' is the C interface the compiler exports for every function"
        owner = next((g for g in generics if fn.name.startswith(g + "__")), None)
        if why is None and owner is not None:
            why = f"names '{owner}__…' are the exported symbols of the instances of the generic '{owner}'"
        if why:
            out.append(Diagnostic(fn.name_span, f"function name '{fn.name}' is reserved: {why}; rename the function"))
    return out


class CompileReport:
    """What one build did, for the CLI, the app's stage view and the bench.

    ``mlir`` is the whole module's text, generated on first access (a build
    from the cache runs no MLIRGen).  ``memo_hit``: every unit this call
    needed came from the cache by its typed-source key (no MLIRGen, no MLIR).
    """

    def __init__(self, mlir: str | Callable[[], str], symbols: list[str], cache_hit: bool, ms: float,
                 stage_ms: dict[str, float] | None = None, memo_hit: bool = False):
        self._mlir = mlir
        self.symbols = symbols
        self.cache_hit = cache_hit
        self.ms = ms
        self.stage_ms = dict(stage_ms or {})
        self.memo_hit = memo_hit

    @property
    def mlir(self) -> str:
        if callable(self._mlir):
            self._mlir = self._mlir()
        return self._mlir

    def __repr__(self) -> str:
        return (f"CompileReport(symbols={self.symbols}, cache_hit={self.cache_hit}, "
                f"memo_hit={self.memo_hit}, ms={self.ms:.1f})")


class _Cancelled(RuntimeError):
    """A background build was cancelled before this unit started."""


class BuildProgress:
    """One step of a build, for a progress line: ``compiling decode<S=17> · 3/31``.

    ``phase`` is ``"compiling"`` when a unit starts building, ``"ready"``
    when it is loaded (from the cache or just built), ``"failed"`` with
    ``error`` set.  ``index`` counts from 1 over the ``total`` units asked for.
    """

    __slots__ = ("label", "phase", "index", "total", "cache_hit", "error")

    def __init__(self, label: str, phase: str, index: int, total: int, cache_hit: bool = False,
                 error: str = ""):
        self.label, self.phase, self.index, self.total = label, phase, index, total
        self.cache_hit, self.error = cache_hit, error

    def __str__(self) -> str:
        word = {"compiling": "compiling", "ready": "ready", "failed": "failed"}[self.phase]
        return f"{word} {self.label} · {self.index}/{self.total}"

    def __repr__(self) -> str:
        return f"BuildProgress({str(self)!r})"


OnProgress = Callable[[BuildProgress], None]

_listeners: list[OnProgress] = []
_listeners_lock = threading.Lock()


def add_progress_listener(fn: OnProgress) -> None:
    """Call ``fn`` with every build step of every program in this process
    (from the thread doing the build): how the app shows compile progress
    whichever panel asked for the compile."""
    with _listeners_lock:
        _listeners.append(fn)


def remove_progress_listener(fn: OnProgress) -> None:
    with _listeners_lock:
        if fn in _listeners:
            _listeners.remove(fn)


def _broadcast(p: BuildProgress) -> None:
    with _listeners_lock:
        fns = list(_listeners)
    for fn in fns:
        fn(p)


class BuildAhead:
    """A background build of a list of instances, in order (see :meth:`Program.build_ahead`).

    ``wait(name, **env)`` blocks until that instance is loaded (or raises its
    error); ``result()`` waits for all; ``cancel()`` stops starting new
    builds (one already running finishes).
    """

    def __init__(self, program: "Program", requests: list[Instance], progress: OnProgress | None,
                 in_turn: bool = False):
        self.program = program
        self.requests = requests
        self.in_turn = in_turn
        self.turn = next(_job_order)  # taken here, in the caller's thread: builds asked in turn keep that order
        self._progress = progress
        self._cancel = threading.Event()
        self._done = threading.Event()
        self.error: BaseException | None = None
        self.progress: BuildProgress | None = None
        self._thread = threading.Thread(target=self._run, name="kina-build-ahead", daemon=True)
        self._thread.start()

    def _on(self, p: BuildProgress) -> None:
        self.progress = p
        if self._progress is not None:
            self._progress(p)

    def _run(self) -> None:
        try:
            self.program._ensure(self.requests, self._on, background=True, cancelled=self._cancel,
                                 in_turn=self.in_turn, turn=self.turn)
        except BaseException as e:  # surfaced by wait()/result()
            self.error = e
        finally:
            self._done.set()

    def cancel(self) -> None:
        self._cancel.set()

    def done(self) -> bool:
        return self._done.is_set()

    def result(self, timeout: float | None = None) -> None:
        if not self._done.wait(timeout):
            raise TimeoutError("background build still running")
        if self.error is not None and not self._cancel.is_set():
            raise self.error

    def wait(self, name: str, **env: int) -> Any:
        """The runtime function of ``name<env>``, waiting for (or doing) its build."""
        return self.program.instance(name, **env)


ENV_TIERED = "KINA_PLAY_TIERED"
"""``0`` turns off quick first builds of fresh instances (every build is the optimized one)."""


def tiered_builds() -> bool:
    """Whether a fresh small generic instance asked for now gets a quick build first (see :meth:`Program._ensure`)."""
    from ..env_vars import switch

    return switch(ENV_TIERED)


class _Upgrader:
    """One daemon thread that replaces quick builds with optimized ones, one at a time.

    Why one at a time, in the background: the caller already has working
    code; the optimized build should take one core at most, so the next
    fresh instance's quick build (on the caller's thread) is not starved on
    a two-core machine.
    """

    def __init__(self) -> None:
        self._queue: "queue.Queue[tuple[Program, Instance, CompileUnit, str, NativeModule]]" = queue.Queue()
        self._cond = threading.Condition()
        self._pending = 0
        self._thread: threading.Thread | None = None

    def submit(self, prog: "Program", r: Instance, unit: CompileUnit, key: str, quick: NativeModule) -> None:
        with self._cond:
            self._pending += 1
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="kina-upgrade", daemon=True)
                self._thread.start()
        self._queue.put((prog, r, unit, key, quick))

    def _run(self) -> None:
        while True:
            prog, r, unit, key, quick = self._queue.get()
            try:
                prog._upgrade(r, unit, key, quick)
            except BaseException as e:  # the quick build keeps serving: correct, only slower
                prog.upgrade_errors.append(f"{unit.label}: {e}")
            finally:
                with self._cond:
                    self._pending -= 1
                    self._cond.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """True once no upgrade is queued or running (False on timeout)."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending == 0, timeout)

    def finish_at_exit(self) -> None:
        """Let queued upgrades finish before the process ends (at most :data:`EXIT_WAIT_S`).

        Why: the optimized build lands in the cache only if it finishes.  A
        one-shot command that asks for one fresh instance would otherwise
        leave only the quick build behind, and every later run would start
        from it again.  Registered after the worker pool's own exit hook,
        so it runs first, while the workers are still there.
        """
        self.wait(EXIT_WAIT_S)


EXIT_WAIT_S = 60.0
"""How long a process that is ending waits for its pending optimized builds (small units: well under a second each)."""

_upgrader = _Upgrader()
atexit.register(_upgrader.finish_at_exit)


def wait_for_upgrades(timeout: float | None = None) -> bool:
    """Wait until every quick build of this process has been replaced by its optimized build."""
    return _upgrader.wait(timeout)


class _KeyBuilds:
    """The cache keys this process is building now, across every Program.

    Why: two programs can hold the very same unit (StoryLM-0's ``forward``
    is in three of the shipped programs), and loading them together (the
    playground, ``--check``) started the same build on two workers; the
    second then waited on the cache's lock for the first, a worker idle
    while other units queued.  Now a second background build waits for the
    first's and loads the library from the cache.  A call waiting now does
    not wait: the other build may be queued behind a whole rollout's
    instances, so it builds the unit itself (the cache's lock still keeps
    two builds of one key from running at once).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._building: dict[str, Future] = {}

    def claim(self, key: str) -> Future | None:
        """None: the caller builds ``key`` and must :meth:`release` it; else
        the future that completes when whoever builds it now is done (with
        or without success: the waiter then looks in the cache)."""
        with self._lock:
            fut = self._building.get(key)
            if fut is None:
                self._building[key] = Future()
            return fut

    def release(self, key: str) -> None:
        with self._lock:
            fut = self._building.pop(key, None)
        if fut is not None:
            fut.set_result(None)


_key_builds = _KeyBuilds()
_job_order = itertools.count()
"""Ranks builds asked for at once or one after another in the order they were asked."""


def _validated(cache: CompileCache, key: str, unit: CompileUnit) -> BuildArtifact:
    """The library a worker process built under ``key``, re-validated by this
    process (nothing a worker returns is trusted beyond the key)."""
    art = cache.lookup(key, unit.signatures)
    if art is None:
        raise BuildError(f"{unit.label}: the library a worker built failed validation")
    return art


def _count_build(report: dict[str, Any], art: BuildArtifact) -> None:
    """Add one build and its stage times to a compile report in the making."""
    report["built"] += 1
    for k, v in (art.stage_ms or {}).items():
        report["stage_ms"][k] = report["stage_ms"].get(k, 0.0) + float(v)


class Program:
    """A loaded Kina module: call its functions on NumPy arrays.

    Compiled one unit at a time (:mod:`.units`): each exported function and
    each generic instance asked for is its own cached library, loaded into
    one :class:`.linked.ProgramModule` (``prog.native``).  Asking for a new
    instance compiles that instance only.
    """

    max_loaded_instances = 512
    """Generic instances kept loaded per program; beyond it the least recently
    asked-for one is dropped (its library is unloaded once nothing uses it)."""

    def __init__(self, checked: CheckedModule | None, path: str = "<input>", *, source: str | None = None,
                 pipeline: Pipeline = DEFAULT_PIPELINE):
        if checked is None and source is None:
            raise ValueError("Program needs a checked module or its source text")
        self.pipeline = pipeline
        self._checked = checked
        self.source = source
        self.path = path
        self._instances: list[Instance] = []  # generic instances asked for, in order
        self._loaded: "OrderedDict[Instance, NativeModule]" = OrderedDict()
        self._inflight: dict[Instance, Future] = {}
        self._module = ProgramModule(str(path))
        self._plain: list[Instance] | None = None
        self._lock = threading.RLock()
        self.last_report: CompileReport | None = None
        self.quick_served: list[Instance] = []  # instances whose first build was a quick one
        self.upgraded: list[Instance] = []  # ... and whose optimized build has replaced it since
        self.upgrade_errors: list[str] = []

    def __repr__(self) -> str:
        from .describe import describe_program

        return describe_program(self)

    @property
    def _native(self) -> ProgramModule | None:
        """The module once any unit is loaded, else None (what ``describe_program`` reads)."""
        return self._module if self._loaded else None

    @property
    def checked(self) -> CheckedModule:
        if self._checked is None:
            with self._lock:
                if self._checked is None:
                    assert self.source is not None
                    self._checked = check_program(parse_text(self.source, self.path))
        return self._checked

    # ---------------------------------------------------------------- build

    def typed_functions(self, instances: Iterable[Instance] | None = None) -> list[ast.TypedFunction]:
        with self._lock:
            reqs = [(n, dict(env)) for n, env in (self._instances if instances is None else instances)]
            return self.checked.typed_functions(reqs)

    def mlir(self, instances: Iterable[Instance] | None = None) -> str:
        """The whole module (every function, these instances) as one MLIR text."""
        from . import mlirgen  # imports the MLIR bindings (≈ 0.2 s): only when emitting

        return mlirgen.emit_module(self.typed_functions(instances))

    def _plain_requests(self) -> list[Instance]:
        with self._lock:
            if self._plain is None:
                self._plain = plain_requests(self.checked)
            return self._plain

    def require(self, *instances: tuple[str, dict[str, int]]) -> ProgramModule:
        """Make sure every exported function and these generic instances are loaded."""
        reqs = [normalize(n, env) for n, env in instances]
        self._ensure(self._plain_requests() + reqs)
        with self._lock:
            for r in reqs:
                if r in self._loaded:
                    self._loaded.move_to_end(r)
        return self._module

    def build_ahead(self, instances: Sequence[tuple[str, dict[str, int]]],
                    progress: OnProgress | None = None, *, in_turn: bool = False) -> BuildAhead:
        """Start building these instances in the background, in order, and return at once.

        Each instance is usable as soon as it is built: ``prog.instance(...)``
        (or ``ticket.wait(...)``) for one that is still building waits for
        that build only.  ``progress`` is called from the build thread.
        Against other background builds of this process, the plain functions
        of every program go first, biggest first (the shortest wall time for
        loading several programs at once), then instances in the order asked;
        ``in_turn`` puts this build's plain functions in that queue too, behind
        what was asked before (a caller that will need them last, as
        ``--check`` needs StoryLM-1's).
        """
        reqs = self._plain_requests() + [normalize(n, env) for n, env in instances]
        return BuildAhead(self, reqs, progress, in_turn)

    def _remote_ok(self) -> bool:
        return self.source is not None and PIPELINES.get(self.pipeline.name) == self.pipeline

    def _ensure(self, requests: Sequence[Instance], progress: OnProgress | None = None, *,
                background: bool = False, cancelled: threading.Event | None = None, in_turn: bool = False,
                turn: int = 0) -> None:
        """Load every request: from the cache when it has the unit, else build
        the missing units (in order; in parallel across worker processes)."""
        t0 = time.perf_counter()
        reqs = list(dict.fromkeys(requests))
        total = len(reqs)
        with self._lock:
            todo = [r for r in reqs if r not in self._loaded]
            if not todo and self.last_report is not None:
                return  # all loaded: what every call of a host loop's ``require()`` finds
        with self._lock:  # the front end is not thread-safe; a bad instance fails here, before any build
            units = {r: unit_for(self.checked, r) for r in todo}
            keys = {r: unit_key(u, self.pipeline.ident) for r, u in units.items()}
        mine: list[Instance] = []
        theirs: list[tuple[Instance, Future]] = []
        with self._lock:
            for r in todo:
                if r in self._loaded:
                    continue
                fut = self._inflight.get(r)
                if fut is None:
                    self._inflight[r] = Future()
                    mine.append(r)
                else:
                    theirs.append((r, fut))
        done = [total - len(mine) - len(theirs)]
        report: dict[str, Any] = {"built": 0, "hits": 0, "stage_ms": {}}
        cache = default_cache()

        def note(r: Instance, phase: str, hit: bool = False, error: str = "") -> None:
            if phase != "compiling":
                done[0] += 1
            idx = done[0] + (1 if phase == "compiling" else 0)
            step = BuildProgress(units[r].label, phase, min(idx, total), total, hit, error)
            if progress is not None:
                progress(step)
            if phase != "ready" or not hit:  # cache hits are instant: nothing to show
                _broadcast(step)

        errors: dict[Instance, BaseException] = {}
        claimed: set[str] = set()  # keys this call has claimed and not released yet (see _KeyBuilds)

        def unclaim(key: str) -> None:
            with self._lock:
                if key not in claimed:
                    return  # released already (or never ours): never someone else's claim
                claimed.discard(key)
            _key_builds.release(key)

        def fail(r: Instance, err: BaseException) -> None:
            errors[r] = err
            self._fail(r, err)
            note(r, "failed", error=str(err))

        try:
            misses: list[Instance] = []
            for r in mine:
                art = cache.lookup(keys[r], units[r].signatures)
                if art is None:
                    misses.append(r)
                    continue
                self._install(r, art)
                report["hits"] += 1
                note(r, "ready", hit=True)
            texts: dict[Instance, str] = {}
            fresh = [r for r in misses if r[1]]
            if not background and len(fresh) == 1 and workers.mode() != "process" and tiered_builds():
                # One fresh instance wanted now (its first call): the quick tier.  Several at once
                # (``require`` of a whole rollout's instances) build optimized in parallel, as before.
                if self._quick_first(fresh[0], units[fresh[0]], keys[fresh[0]], texts, report, note, fail):
                    misses.remove(fresh[0])
            elsewhere: list[tuple[Instance, Future]] = []  # built by another Program of this process now
            for r in list(misses):
                other = _key_builds.claim(keys[r])
                if other is None:
                    claimed.add(keys[r])
                    art = cache.lookup(keys[r], units[r].signatures)  # built and released since our lookup
                    if art is not None:
                        misses.remove(r)
                        unclaim(keys[r])
                        self._install(r, art)
                        report["hits"] += 1
                        note(r, "ready", hit=True)
                elif background:  # a call waiting now builds it anyway: the other build may be queued far behind
                    misses.remove(r)
                    elsewhere.append((r, other))
            # Start the biggest first (the shortest wall time): all of them when
            # all are needed now; in a background build the plain functions
            # (every call needs them all) and then the instances, in the order
            # asked.  Biggest first matters: storylm1's loss_grad, half of its
            # program's compile, came last in source order, so it ran alone
            # on one core after everything else had finished.
            if not background:
                misses.sort(key=lambda r: -units[r].size)
            else:
                misses.sort(key=lambda r: (1, 0) if r[1] else (0, -units[r].size))
            jobs = [UnitJob(self.source or "", self.path, self.pipeline.name, r, keys[r], str(cache.root))
                    for r in misses]

            def build_here(job: UnitJob) -> Any:
                unit = units[job.request]
                text = texts.get(job.request) or unit.mlir()
                return cache.build(job.key, text, unit.signatures, pipeline=self.pipeline, stem=unit.symbol)

            def on_start(job: UnitJob) -> bool:
                if cancelled is not None and cancelled.is_set():
                    return False
                note(job.request, "compiling")
                return True

            def on_done(job: UnitJob, result: Any, err: BaseException | None) -> None:
                r = job.request
                if err is None and not isinstance(result, BuildArtifact):
                    try:
                        result = _validated(cache, result.key, units[r])
                    except BuildError as e:
                        err = e
                unclaim(job.key)
                if err is not None:
                    fail(r, err)
                    return
                self._install(r, result)
                with self._lock:
                    _count_build(report, result)
                note(r, "ready", hit=bool(result.cache_hit))

            def run(jobs: list[UnitJob]) -> None:
                if not jobs:
                    return
                here = None if (background or workers.mode() == "process") and self._remote_ok() else build_here
                if not self._remote_ok():
                    for job in jobs:
                        if on_start(job):
                            try:
                                res, err = build_here(job), None
                            except Exception as e:
                                res, err = None, e
                            on_done(job, res, err)
                else:
                    workers.run_jobs(jobs, here, on_done, on_start, lambda job: rank.get(job, (0,)))

            # Against the other builds of this process (see workers._Pool): a call waiting now first, biggest
            # unit first; then background plain functions, biggest first across programs (loading several
            # programs at once is then one longest-first schedule); then instances in the order asked.
            def rank_of(job: UnitJob) -> tuple[int, int, int]:
                if not background:
                    return 0, -units[job.request].size, next(_job_order)
                if job.request[1] or in_turn:
                    return 2, turn, next(_job_order)  # the build asked for first goes first
                return 1, -units[job.request].size, next(_job_order)

            rank = {job: rank_of(job) for job in jobs}
            run(jobs)
            again: list[UnitJob] = []  # what another Program was building but did not leave in the cache
            for r, other in elsewhere:
                other.result()
                art = cache.lookup(keys[r], units[r].signatures)
                if art is None:
                    again.append(UnitJob(self.source or "", self.path, self.pipeline.name, r, keys[r],
                                         str(cache.root)))
                    continue
                self._install(r, art)
                report["hits"] += 1
                note(r, "ready", hit=True)
            run(again)
        finally:
            for key in list(claimed):  # cancelled before it was built: whoever waits looks in the cache
                unclaim(key)
            with self._lock:
                for r in mine:
                    fut = self._inflight.pop(r, None)
                    if fut is None:
                        continue
                    if r in self._loaded:
                        fut.set_result(self._loaded[r])
                    else:
                        fut.set_exception(errors.get(r) or _Cancelled(units[r].label))
        for r, fut in theirs:
            try:
                fut.result()
            except _Cancelled:  # a background build stopped before this unit: build it here
                self._ensure([r], progress)
        if errors:
            raise next(iter(errors.values()))
        if cancelled is not None and cancelled.is_set():
            return
        if mine or self.last_report is None:
            inst = list(self._instances)
            self.last_report = CompileReport(
                mlir=lambda: self.mlir(inst),
                symbols=self._module.symbols,
                cache_hit=report["built"] == 0,
                ms=(time.perf_counter() - t0) * 1e3,
                stage_ms=report["stage_ms"],
                memo_hit=report["hits"] == len(mine),
            )

    def _quick_first(self, r: Instance, unit: CompileUnit, key: str, texts: dict[Instance, str],
                     report: dict[str, Any], note: Callable[..., None],
                     fail: Callable[[Instance, BaseException], None]) -> bool:
        """Serve a fresh small generic instance with a quick build now; its optimized build follows.

        Why: the first call of a new ``decode<S>`` waited ≈ 0.3 s, half of
        it in LLVM's optimizer and code generator at -O1; the quick tier
        (:func:`.build.tier_opt_level`) skips most of that.  The optimized
        build then runs in the background (:class:`_Upgrader`) and
        :meth:`_upgrade` retargets the same Function objects to it, so
        whoever holds them (bound calls, pooled callers, an engine's cache)
        runs the optimized code from then on; the results are the same bits.
        Not in the ``"process"`` build mode (the app): there every build
        runs in a worker so that the event loop never waits for the GIL, and
        the quick build would run here.
        Only small units (at most :data:`.build.SMALL_UNIT_OPS` linalg ops):
        for a big one the quick code would run many times slower while the
        optimized build takes seconds.  Returns False to leave ``r`` to the
        normal (optimized) build.
        """
        text = texts[r] = unit.mlir()
        if not is_small_unit(text):
            return False
        cache = default_cache()
        qkey = tier_key(key, QUICK_TIER)
        try:
            art = cache.lookup(qkey, unit.signatures)
            if art is None:
                note(r, "compiling")
                art = cache.build(qkey, text, unit.signatures, pipeline=self.pipeline, stem=unit.symbol,
                                  tier=QUICK_TIER)
                _count_build(report, art)
            else:
                report["hits"] += 1
        except Exception as e:
            fail(r, e)
            return True
        self._install(r, art)
        with self._lock:
            native = self._loaded.get(r)
            self.quick_served.append(r)
            if native is not None:
                for f in native.functions.values():
                    f.expect_retarget()
        note(r, "ready", hit=bool(art.cache_hit))
        if native is not None:
            _upgrader.submit(self, r, unit, key, native)
        return True

    def _upgrade(self, r: Instance, unit: CompileUnit, key: str, quick: NativeModule) -> None:
        """Build ``r``'s optimized (:data:`.build.FULL_TIER`) library and retarget the quick one's functions to it."""
        with self._lock:
            if self._loaded.get(r) is not quick:
                return  # evicted (or replaced) meanwhile: nobody new will ask for this build
        cache = default_cache()
        art = cache.lookup(key, unit.signatures)
        if art is None:
            if self._remote_ok():  # a worker process: no GIL held here while MLIR lowers
                job = UnitJob(self.source or "", self.path, self.pipeline.name, r, key, str(cache.root))
                art = _validated(cache, workers.build_remote(job, (3, next(_job_order))).key, unit)  # after all else
            else:
                art = cache.build(key, unit.mlir(), unit.signatures, pipeline=self.pipeline, stem=unit.symbol,
                                  tier=FULL_TIER)
        full = load_library(art)
        with self._lock:
            if self._loaded.get(r) is not quick:
                return
            for symbol, f in quick.functions.items():
                f.retarget(full.functions[symbol])
            self.upgraded.append(r)

    def _install(self, r: Instance, artifact: Any) -> None:
        """Load one unit and wake whoever waits for it (at once, not at the end of a batch)."""
        native = load_library(artifact)
        with self._lock:
            self._loaded[r] = native
            self._module.add(native)
            if r[1] and r not in self._instances:
                self._instances.append(r)
            self._evict()
            fut = self._inflight.pop(r, None)
        if fut is not None:
            fut.set_result(native)

    def _fail(self, r: Instance, err: BaseException) -> None:
        with self._lock:
            fut = self._inflight.pop(r, None)
        if fut is not None:
            fut.set_exception(err)

    def _evict(self) -> None:
        generic = [r for r in self._loaded if r[1]]
        extra = len(generic) - self.max_loaded_instances
        for r in generic[:max(0, extra)]:
            del self._loaded[r]
            self._instances.remove(r)
            self._module.remove([ast.instance_symbol(r[0], dict(r[1]))])

    @property
    def native(self) -> ProgramModule:
        return self.require()

    @property
    def loaded_units(self) -> list[str]:
        """Labels of the units loaded now (``forward``, ``decode<S=17>``, …)."""
        with self._lock:
            return [label(*r) for r in self._loaded]

    # ----------------------------------------------------------------- call

    def function(self, name: str, args: Sequence[Any] = ()) -> Any:
        """The runtime function for ``name``, with only its own unit built
        (``run --fn f`` waits for ``f`` and its callees, not for every other
        exported function); a generic one is instantiated from the argument
        shapes (compiled once, then cached)."""
        if self.checked.is_generic(name):
            check_generic_arguments(name, self.checked.signature(name).params, args)
            types = [_type_of(a) for a in args]
            with self._lock:
                try:
                    env = self.checked.infer_instance(name, types)
                except ValueError as e:  # the arguments' fault: the call's error, as for a plain function
                    raise KinaArgumentError(str(e)) from None
            return self._require_only(normalize(name, env)).fn(ast.instance_symbol(name, env))
        return self._require_only(normalize(name, {})).fn(name)

    def _require_only(self, request: Instance) -> ProgramModule:
        """Load this one unit (from the cache, or build it), not the others."""
        self._ensure([request])
        with self._lock:
            if request in self._loaded:
                self._loaded.move_to_end(request)
        return self._module

    def instance(self, name: str, **env: int) -> Any:
        """The instance ``name<env>``, built on first use (with the program's
        plain functions, as :attr:`native` builds them).  The keywords are the
        function's shape parameters, in any order."""
        env = self._instance_env(name, env)
        return self.require((name, env)).fn(ast.instance_symbol(name, env))

    def _instance_env(self, name: str, env: dict[str, Any]) -> dict[str, int]:
        """The front end's check of ``env`` (:meth:`CheckedModule.instance_env`),
        as the call's error, before anything is built: ``normalize`` would
        turn ``True`` or ``3.7`` into an int."""
        try:
            return self.checked.instance_env(name, env)
        except ValueError as e:
            raise KinaArgumentError(str(e)) from None

    def call(self, name: str, *args: Any) -> Any:
        return self.function(name, args)(*args)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        if "_checked" not in self.__dict__:  # still in __init__
            raise AttributeError(name)
        checked = self.checked
        if name not in checked.function_names:
            raise AttributeError(f"{self.path} has no function {name!r}")
        if checked.function(name).is_main:
            raise AttributeError(f"{self.path}: '{name}' is the @main (compile-only; not exported to the host)")
        value: Any
        if not checked.is_generic(name):
            value = self.native.fn(name)  # the runtime Function itself: no extra layer
        else:
            value = GenericEntry(self, name)
        # Cache it as an instance attribute, so the next ``prog.name`` is a
        # plain attribute read (this method costs microseconds).  Safe for
        # good: a plain function's unit is loaded once and never replaced.
        self.__dict__[name] = value
        return value


    def __dir__(self) -> list[str]:
        names = [n for n in self.checked.function_names if not self.checked.function(n).is_main]
        return sorted(set(super().__dir__()) | set(names))


class GenericEntry:
    """``prog.NAME`` for a shape-generic function: each call picks the
    instance its arguments' shapes need, built on first use."""

    def __init__(self, program: Program, name: str):
        self.program = program
        self.name = name

    def __call__(self, *args: Any) -> Any:
        return self.program.function(self.name, args)(*args)

    def bind(self, *args: Any, outs: Any = None) -> Any:
        """The instance these arguments need, bound to them (see ``Function.bind``)."""
        return self.program.function(self.name, args).bind(*args, outs=outs)

    def __repr__(self) -> str:
        params = ", ".join(self.program.checked.function(self.name).shape_params)
        return f"<kina generic function {self.name}<{params}> of {self.program.path}>"


def _type_of(a: Any) -> TensorType:
    arr = np.asarray(a)
    elem = {"float32": "f32", "int64": "i64", "bool": "bool"}.get(str(arr.dtype), str(arr.dtype))
    return TensorType(elem, tuple(int(d) for d in arr.shape))



_LOADED: dict[tuple[str, str, str], Program] = {}
_LOAD_LOCK = threading.Lock()


def load(path: str | Path, pipeline: Pipeline = DEFAULT_PIPELINE) -> Program:
    """Parse, check and (lazily) compile a ``.kina`` file.  Programs are
    memoized per (path, source text) so the app and the host loops share
    one loaded module per program.

    The program is always checked here (errors surface at load time, and
    the host signatures are derived from the program, never read from the
    cache); its units come from the cache's first-level memo when they were
    built before, so a warm start runs neither MLIRGen nor MLIR.
    ``pipeline`` selects the lowering (default: :data:`.pipeline.DEFAULT_PIPELINE`).
    """
    p = Path(path)
    text = p.read_text(encoding="utf-8")
    key = (str(p.resolve()), text, pipeline.ident)
    with _LOAD_LOCK:
        prog = _LOADED.get(key)
        if prog is None:
            checked = check_program(parse_text(text, str(path)))
            prog = _LOADED[key] = Program(checked, str(path), source=text, pipeline=pipeline)
        return prog


def load_text(text: str, path: str = "<input>", pipeline: Pipeline = DEFAULT_PIPELINE) -> Program:
    return Program(check_program(parse_text(text, path)), path, source=text, pipeline=pipeline)


def forget_loaded() -> None:
    """Forget every loaded Program and the cache's in-process state, so the
    next :func:`load` behaves like the first one in a fresh process (the
    on-disk cache stays; libraries nothing uses any more are unloaded)."""
    from .cache import forget_in_process_state

    with _LOAD_LOCK:
        _LOADED.clear()
    forget_in_process_state()
