"""Large matmuls and parallel loops on every core: a small C thread pool.

It serves two kinds of job.  Large matmuls (below) go to BLAS in pieces.
Parallel loops (:mod:`kina_play.compiler.parallel`) come from the generated
code's OpenMP regions: ``kina_parallel_api`` runs a region as 16 tasks, each
computing its own contiguous share of the loop, claimed the same way.  A
worker spins for up to 100 µs after a job before it sleeps (the next matmul
or loop of a forward usually follows within microseconds; waking a sleeping
thread had cost about a tenth of the D = 256 forward's CPU time), and the
caller spins as long for the workers' last tasks.

Why: the compiled ``.so`` sends each large f32 matmul (or batch of them) to
one function pointer (:mod:`kina_play.compiler.blas`).  Handed OpenBLAS's
``sgemm`` directly, the work went to OpenBLAS's own pool, whose workers
busy-wait and split every call in fixed shares: on a shared machine a share
whose thread is not scheduled holds up the whole call (a 3 ms forward took
30–390 ms at load ≈ 20), and the per-head attention matmuls are split one
small ``sgemm`` at a time.  This module builds (once per machine, under the
compile cache) and loads ``kina_pool.so``, whose ``kina_sgemm`` is the
pointer the ``.so`` gets instead (one call per contraction: a constant
descriptor of its batch, sizes, strides and transpose flags, and the three
buffers):

* below :data:`PARALLEL_MIN_WORK` multiply-adds it calls ``sgemm`` once per
  batch entry on the calling thread, OpenBLAS at 1 thread;
* above, it cuts the work into tasks (batch entries, and blocks of rows or
  columns of each when there are few entries: see ``plan`` in the C source)
  and runs them on the calling thread
  plus ``threads − 1`` pool workers (with one thread, or while another host
  thread holds the pool, the same tasks in turn on the caller's thread).
  The tasks come from the shape alone, never from the thread count: BLAS
  kernels may round a smaller block differently (OpenBLAS's AVX2 "Haswell"
  sgemm does), and only the same blocks everywhere keep a result, and a
  StoryLM-1 checkpoint, bit-identical on any number of cores.  Tasks are *claimed*
  one at a time from a shared counter, so a worker the OS does not schedule
  costs nothing: the caller takes its tasks.  Idle workers sleep on a
  condition variable (no spinning).

Each ``sgemm`` must itself run on one thread (OpenBLAS's own pool is what
stalled under load: a forward took 20–65 ms with OpenBLAS at 2 threads,
3–4 ms with this pool, same run), so while the compiled code is inside
``kina_sgemm`` OpenBLAS is set to 1 thread and then back to what it
was (its thread count is process-wide; only the caller holding the pool
changes it, so it always ends where it started).  A second host thread that
calls in while the pool is busy calls ``sgemm`` directly, per batch entry,
at OpenBLAS's count of the moment (1 while the pool's holder runs; host
loops that run compiled code on several threads pin OpenBLAS to 1 anyway:
:mod:`.blas_threads`).

Threads: one per core this process may run on (``os.sched_getaffinity``),
or ``$KINA_PLAY_THREADS``.  :func:`stats` counts the calls that ran in
parallel and serially, so tests can see which path a program took.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import hashlib
import os
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

from ..compiler.parallel import CHUNKS
from ..cores import THREADS_ENV as ENV  # noqa: F401 - the variable's name, for callers and tests
from ..cores import host_threads

PARALLEL_MIN_WORK = 1 << 22
"""Multiply-adds (batch × m × n × k) from which a call is split across
threads: 4.2 M, ≈ 8.4 MFLOP, tens of µs even at a core's full FMA rate,
against a few µs to wake a sleeping worker.  Every matmul of the bench's
forwards (D 192–320) is above it; nothing in StoryLM-0 reaches BLAS at all."""
MIN_ROWS_PER_TASK = 32
"""Row blocks are never thinner than this (each task packs its own copy of B)."""
SYMBOL = "kina_sgemm"

SOURCE = r"""
#define _GNU_SOURCE
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <time.h>

typedef void (*sgemm_fn)(int, int, int, int64_t, int64_t, int64_t, float, const float *, int64_t,
                         const float *, int64_t, float, float *, int64_t);
typedef void (*set_fn)(int);
typedef int (*get_fn)(void);

enum { ROW_MAJOR = 101, NO_TRANS = 111, TRANS = 112, MAX_WORKERS = 255 };

static sgemm_fn k_sgemm;
static set_fn k_set;
static get_fn k_get;
static int k_threads = 1, k_started;
static int64_t k_min_work, k_min_rows = 32;
static atomic_llong k_parallel, k_serial, k_tasks, k_worker_tasks;

/* One job on the pool: `tasks` calls of run(ctx, t), t claimed from a shared counter. */
typedef struct {
    void (*run)(void *ctx, int64_t t, int64_t tasks);
    void *ctx;
    int64_t tasks;
    atomic_llong next;
    atomic_int active;
} job_t;

/* One contraction, as kina_play.compiler.blas.GemmLayout writes it (all int64_t, this order):
 * for every batch index, c (m x n, row stride ldc) += op(a) (m x k) @ op(b) (k x n), where op(x) is
 * x, or x stored transposed when its flag is set (row-major BLAS: lda / ldb are the stored rows'
 * strides); batch dims (at most MAX_BATCH_DIMS) with their element strides in a, b and c. */
enum { MAX_BATCH_DIMS = 4 };
typedef struct {
    int64_t nbdims, bsize[MAX_BATCH_DIMS], abs[MAX_BATCH_DIMS], bbs[MAX_BATCH_DIMS], cbs[MAX_BATCH_DIMS];
    int64_t m, n, k, ta, lda, tb, ldb, ldc;
} desc_t;

typedef struct {
    const desc_t *d;
    int64_t size, chunks, by_cols; /* blocks of `size` rows, or of `size` columns when by_cols */
    const float *a, *b;
    float *c;
} gemm_t;

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER, owner = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake = PTHREAD_COND_INITIALIZER, done = PTHREAD_COND_INITIALIZER;
static job_t *current;
static _Atomic uint64_t generation;

/* How long a thread spins before it sleeps: a worker after its job (the next
 * loop or matmul of the same forward usually follows within microseconds),
 * the caller for the workers' last tasks.  Waking a sleeping thread cost about
 * a tenth of a D = 256 forward's CPU time; longer spins would take CPU from
 * other processes on a shared machine. */
enum { SPIN_NS = 100000 };

static int64_t now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* One more round of a spin that started at t0 (round i): pause and say 1, or 0 once SPIN_NS passed. */
static int keep_spinning(int64_t t0, int i) {
    if ((i & 63) == 0 && now_ns() - t0 > SPIN_NS) return 0;
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
    return 1;
}

int kina_pool_set_threads(int threads);

static void gemm_task(void *ctx, int64_t t, int64_t tasks) {
    (void)tasks;
    gemm_t *g = ctx;
    const desc_t *d = g->d;
    int64_t batch = t / g->chunks, i0 = (t % g->chunks) * g->size;
    const float *a = g->a, *b = g->b;
    float *c = g->c;
    for (int64_t i = d->nbdims - 1; i >= 0; i--) { /* the batch index, last dim fastest */
        int64_t x = batch % d->bsize[i];
        batch /= d->bsize[i];
        a += x * d->abs[i];
        b += x * d->bbs[i];
        c += x * d->cbs[i];
    }
    int64_t rows = d->m, cols = d->n;
    if (g->by_cols) {
        cols = d->n - i0 < g->size ? d->n - i0 : g->size;
        b += d->tb ? i0 * d->ldb : i0;
        c += i0;
    } else {
        rows = d->m - i0 < g->size ? d->m - i0 : g->size;
        a += d->ta ? i0 : i0 * d->lda;
        c += i0 * d->ldc;
    }
    k_sgemm(ROW_MAJOR, d->ta ? TRANS : NO_TRANS, d->tb ? TRANS : NO_TRANS, rows, cols, d->k, 1.0f, a, d->lda, b,
            d->ldb, 1.0f, c, d->ldc);
}

static int64_t drain(job_t *j) {
    for (int64_t done = 0;; done++) {
        int64_t t = atomic_fetch_add(&j->next, 1);
        if (t >= j->tasks) return done;
        j->run(j->ctx, t, j->tasks);
    }
}

static void *worker(void *arg) {
    (void)arg;
    uint64_t seen = 0;
    for (;;) {
        int64_t t0 = now_ns();
        for (int i = 1; atomic_load(&generation) == seen && keep_spinning(t0, i); i++) {
        }
        pthread_mutex_lock(&mu);
        while (atomic_load(&generation) == seen) pthread_cond_wait(&wake, &mu);
        seen = atomic_load(&generation);
        job_t *j = current;
        if (!j) {
            pthread_mutex_unlock(&mu);
            continue;
        }
        atomic_fetch_add(&j->active, 1);
        pthread_mutex_unlock(&mu);
        atomic_fetch_add(&k_worker_tasks, drain(j));
        pthread_mutex_lock(&mu);
        if (atomic_fetch_sub(&j->active, 1) == 1) pthread_cond_signal(&done);
        pthread_mutex_unlock(&mu);
    }
    return 0;
}

/* Called once from Python before the first matmul. */
void kina_pool_init(void *sgemm, void *set, void *get, int threads, int64_t min_work, int64_t min_rows) {
    k_sgemm = (sgemm_fn)sgemm;
    k_set = (set_fn)set;
    k_get = (get_fn)get;
    k_min_work = min_work;
    k_min_rows = min_rows;
    kina_pool_set_threads(threads);
}

/* Threads from now on (at least 1); workers are started as needed, never stopped. */
int kina_pool_set_threads(int threads) {
    pthread_mutex_lock(&owner);
    if (threads < 1) threads = 1;
    if (threads > MAX_WORKERS + 1) threads = MAX_WORKERS + 1;
    while (k_started < threads - 1) {
        pthread_t t;
        pthread_attr_t at;
        pthread_attr_init(&at);
        pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
        int bad = pthread_create(&t, &at, worker, 0);
        pthread_attr_destroy(&at);
        if (bad) break;
        k_started++;
    }
    k_threads = threads <= k_started + 1 ? threads : k_started + 1;
    pthread_mutex_unlock(&owner);
    return k_threads;
}

int kina_pool_threads(void) { return k_threads; }
int64_t kina_pool_parallel_calls(void) { return atomic_load(&k_parallel); }
int64_t kina_pool_serial_calls(void) { return atomic_load(&k_serial); }
int64_t kina_pool_tasks(void) { return atomic_load(&k_tasks); }
int64_t kina_pool_worker_tasks(void) { return atomic_load(&k_worker_tasks); }

/* The tasks of a call: batch entries, and blocks of each when a call of W multiply-adds has
 * fewer entries than max(4, W / (4 min_work)) tasks (at most 16): every block packs the other
 * operand again, and in the D 192-320 forwards 4 blocks per matmul ran 10-15 % faster than 8 on
 * two cores, while a matmul of 64 M multiply-adds or more still spreads over up to 16 cores.
 * Decided from the shape alone, never from the thread count: BLAS kernels may round a smaller
 * matrix differently (OpenBLAS's Haswell sgemm does), so the same blocks, run serially or on any
 * number of threads, are what keeps results bit-identical. */
enum { MIN_TASKS = 4, MAX_TASKS = 16 };

/* Blocks of rows when m >= n, else of columns: each block's sgemm packs the whole of the other
 * operand again (B for row blocks, A for column blocks), so the smaller one is the one repeated.
 * Column blocks are a multiple of 16 wide (a full AVX-512 vector of C). */
static void plan(gemm_t *g, job_t *j, int64_t nbatch) {
    int64_t m = g->d->m, n = g->d->n, k = g->d->k, chunks = 1;
    g->by_cols = n > m;
    int64_t extent = g->by_cols ? n : m;
    int64_t work = nbatch * m * n * k;
    if (work >= k_min_work && nbatch < MAX_TASKS) {
        int64_t tasks = work / (4 * k_min_work); /* 4 tasks, or one per 4 x min_work multiply-adds */
        if (tasks < MIN_TASKS) tasks = MIN_TASKS;
        if (tasks > MAX_TASKS) tasks = MAX_TASKS;
        chunks = (tasks + nbatch - 1) / nbatch;
        if (chunks > extent / k_min_rows) chunks = extent / k_min_rows > 0 ? extent / k_min_rows : 1;
    }
    g->size = (extent + chunks - 1) / chunks;
    if (g->by_cols && chunks > 1) g->size = (g->size + 15) / 16 * 16;
    g->chunks = (extent + g->size - 1) / g->size;
    j->run = gemm_task;
    j->ctx = g;
    j->tasks = nbatch * g->chunks;
    atomic_init(&j->active, 0);
    atomic_init(&j->next, 0);
}

static int64_t batch_count(const desc_t *d) {
    int64_t n = 1;
    for (int64_t i = 0; i < d->nbdims; i++) n *= d->bsize[i];
    return n;
}

static void serial(gemm_t *g) {
    job_t j;
    plan(g, &j, batch_count(g->d));
    atomic_fetch_add(&k_serial, 1);
    drain(&j);
}

/* Run a job on the caller and the pool's workers; the caller must hold `owner`. */
static void run_job(job_t *j) {
    pthread_mutex_lock(&mu);
    current = j;
    atomic_fetch_add(&generation, 1);
    pthread_cond_broadcast(&wake);
    pthread_mutex_unlock(&mu);
    drain(j);
    pthread_mutex_lock(&mu);
    current = 0;  /* no worker joins from here on */
    pthread_mutex_unlock(&mu);
    int64_t t0 = now_ns();
    for (int i = 1; atomic_load(&j->active) && keep_spinning(t0, i); i++) {
    }
    pthread_mutex_lock(&mu);
    while (atomic_load(&j->active)) pthread_cond_wait(&done, &mu);
    pthread_mutex_unlock(&mu);
}

static void parallel(gemm_t *g) {
    job_t j;
    plan(g, &j, batch_count(g->d));
    run_job(&j);
    atomic_fetch_add(&k_parallel, 1);
    atomic_fetch_add(&k_tasks, j.tasks);
}

/* The contraction `d` describes, on a, b and c: the pointer the generated code calls. */
void kina_sgemm(const desc_t *d, const float *a, const float *b, float *c) {
    gemm_t g = {.d = d, .a = a, .b = b, .c = c};
    if (pthread_mutex_trylock(&owner) != 0) {  /* another host thread holds the pool */
        serial(&g);
        return;
    }
    int threads = k_threads;
    int before = k_get ? k_get() : 1;
    if (k_set && before != 1) k_set(1);
    if (threads <= 1 || batch_count(d) * d->m * d->n * d->k < k_min_work)
        serial(&g);
    else
        parallel(&g);
    if (k_set && before != 1) k_set(before);
    pthread_mutex_unlock(&owner);
}

/* ---- parallel loops: the API the generated code's OpenMP shim forwards to ----
 * A region (an outlined loop) runs as FORK_TASKS tasks; task t computes share t of the loop
 * (kina_play.compiler.parallel).  Which thread runs a task never changes what it computes. */
enum { FORK_TASKS = @FORK_TASKS@ }; /* kina_play.compiler.parallel.CHUNKS: one chunk per task */
typedef void (*micro_fn)(int32_t *, int32_t *, void *);
typedef struct { micro_fn fn; void *arg; } fork_t;
static _Thread_local int32_t t_task = 0, t_tasks = 1;
static atomic_llong k_forks_parallel, k_forks_serial;

static void fork_task(void *ctx, int64_t t, int64_t tasks) {
    fork_t *f = ctx;
    int32_t saved = t_task, saved_n = t_tasks;
    int32_t gtid = (int32_t)t, zero = 0;
    t_task = (int32_t)t;
    t_tasks = (int32_t)tasks;
    f->fn(&gtid, &zero, f->arg);
    t_task = saved;
    t_tasks = saved_n;
}

static void kina_fork(micro_fn fn, void *arg) {
    fork_t f = {fn, arg};
    job_t j = {.run = fork_task, .ctx = &f, .tasks = FORK_TASKS};
    atomic_init(&j.next, 0);
    atomic_init(&j.active, 0);
    /* inside a task, one thread, or the pool busy on another host thread: the whole loop here,
     * as one task (its chunks' temporaries then stay on this stack until the region ends) */
    if (t_tasks > 1 || k_threads <= 1 || pthread_mutex_trylock(&owner) != 0) {
        atomic_fetch_add(&k_forks_serial, 1);
        fork_task(&f, 0, 1);
        return;
    }
    run_job(&j);
    pthread_mutex_unlock(&owner);
    atomic_fetch_add(&k_forks_parallel, 1);
}

static int32_t kina_task(void) { return t_task; }
static int32_t kina_tasks(void) { return t_tasks; }

typedef struct {
    void (*fork)(micro_fn, void *);
    int32_t (*task)(void);
    int32_t (*tasks)(void);
} par_api_t;

const par_api_t kina_parallel_api = {kina_fork, kina_task, kina_tasks};
int64_t kina_pool_parallel_forks(void) { return atomic_load(&k_forks_parallel); }
int64_t kina_pool_serial_forks(void) { return atomic_load(&k_forks_serial); }
"""
SOURCE = SOURCE.replace("@FORK_TASKS@", str(CHUNKS))
"""The pool (see the module docstring); a parallel loop's region runs as
:data:`kina_play.compiler.parallel.CHUNKS` tasks, one chunk each."""


def _library_path() -> Path:
    """``kina_pool.so``, built once per machine under the compile cache (keyed
    by the source and the C compiler), written atomically."""
    from ..compiler.build import _cc
    from ..compiler.cache import cache_root, private_tempdir

    cc = _cc()
    key = hashlib.sha256((SOURCE + "\0" + cc).encode()).hexdigest()[:32]
    try:
        return _build(cache_root() / "matmul-pool" / key, cc)
    except OSError:  # an unwritable cache: a private directory for this process
        return _build(private_tempdir("kina-matmul-pool-"), cc)


def _build(d: Path, cc: str) -> Path:
    from ..compiler.build import BuildError

    lib = d / "kina_pool.so"
    if lib.is_file() and lib.stat().st_size:
        return lib
    d.mkdir(parents=True, exist_ok=True, mode=0o700)
    tag = uuid.uuid4().hex
    src, tmp = d / f".pool.{tag}.c", d / f".pool.{tag}.so"
    try:
        src.write_text(SOURCE)
        args = [cc, "-O2", "-fPIC", "-std=c11", "-shared", str(src), "-o", str(tmp), "-lpthread"]
        r = subprocess.run(args, capture_output=True, text=True)
        if r.returncode != 0:
            raise BuildError(f"building the matmul pool failed: {' '.join(args)}\n{r.stderr}")
        os.replace(tmp, lib)
    finally:
        src.unlink(missing_ok=True)
        tmp.unlink(missing_ok=True)
    return lib


@functools.lru_cache(maxsize=None)
def pool() -> ctypes.CDLL | None:
    """The loaded, initialized pool, or None (no C compiler / cache to build
    it).  Without a BLAS ``sgemm`` in the process (or with
    ``KINA_PLAY_BLAS=0``) it still runs parallel loops; matmuls then stay in
    the generated code (:func:`entry_address` is None)."""
    from .blas_threads import thread_function_addresses
    from .load_hooks import sgemm_address

    sgemm = sgemm_address()
    threads = host_threads()  # a bad $KINA_PLAY_THREADS is the user's error: raise it
    try:
        lib = ctypes.CDLL(str(_library_path()))
    except Exception:  # noqa: BLE001 - no compiler, no cache: the matmuls run in the generated loops
        return None
    setter, getter = thread_function_addresses() or (None, None)
    lib.kina_pool_init.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int,
                                   ctypes.c_int64, ctypes.c_int64]
    lib.kina_pool_init.restype = None
    lib.kina_pool_set_threads.argtypes = [ctypes.c_int]
    lib.kina_pool_threads.restype = lib.kina_pool_set_threads.restype = ctypes.c_int
    for counter in (lib.kina_pool_parallel_calls, lib.kina_pool_serial_calls, lib.kina_pool_tasks,
                    lib.kina_pool_worker_tasks, lib.kina_pool_parallel_forks, lib.kina_pool_serial_forks):
        counter.restype = ctypes.c_int64
    lib.kina_pool_init(sgemm, setter, getter, threads, PARALLEL_MIN_WORK, MIN_ROWS_PER_TASK)
    return lib


def entry_address() -> int | None:
    """What a loaded ``.so``'s sgemm pointer is set to: ``kina_sgemm``, or
    None (no pool, or no BLAS ``sgemm`` behind it)."""
    from .load_hooks import sgemm_address

    if sgemm_address() is None:
        return None  # never start the pool for nothing
    lib = pool()
    return None if lib is None else ctypes.cast(getattr(lib, SYMBOL), ctypes.c_void_p).value


def parallel_api_address() -> int | None:
    """What a loaded ``.so``'s parallel-loop pointer is set to: the pool's
    ``kina_parallel_api`` table, or None without the pool (the loops then run
    on the calling thread)."""
    lib = pool()
    return None if lib is None else ctypes.addressof(ctypes.c_char.in_dll(lib, "kina_parallel_api"))


def forks() -> tuple[int, int]:
    """(parallel loops run across the pool, run on the calling thread) so far."""
    lib = pool()
    return (0, 0) if lib is None else (int(lib.kina_pool_parallel_forks()), int(lib.kina_pool_serial_forks()))


def threads() -> int | None:
    """Threads large matmuls run on now (None without the pool)."""
    lib = pool()
    return None if lib is None else int(lib.kina_pool_threads())


def set_threads(n: int) -> int | None:
    """Set the threads large matmuls run on; the count now in force (None
    without the pool)."""
    lib = pool()
    return None if lib is None else int(lib.kina_pool_set_threads(n))


def stats() -> tuple[int, int]:
    """(calls split across threads, calls run on the calling thread) so far."""
    lib = pool()
    return (0, 0) if lib is None else (int(lib.kina_pool_parallel_calls()), int(lib.kina_pool_serial_calls()))


def tasks() -> tuple[int, int]:
    """(tasks of split calls, of which the pool's workers ran) so far: how much
    of the split work another core actually took (the caller runs the rest)."""
    lib = pool()
    return (0, 0) if lib is None else (int(lib.kina_pool_tasks()), int(lib.kina_pool_worker_tasks()))


@contextlib.contextmanager
def limited(n: int) -> Iterator[int | None]:
    """The pool at ``n`` threads inside the block (yields the count in force,
    None without the pool); the previous count is restored on exit."""
    lib = pool()
    if lib is None:
        yield None
        return
    before = int(lib.kina_pool_threads())
    try:
        yield int(lib.kina_pool_set_threads(n))
    finally:
        lib.kina_pool_set_threads(before)
