"""The allocator every generated library calls, and the guard that turns its
failure into an error code instead of a segfault.

``finalize-memref-to-llvm{use-generic-functions=true}`` lowers
``memref.alloc`` / ``memref.dealloc`` to calls of
``_mlir_memref_to_llvm_alloc(size)`` / ``_mlir_memref_to_llvm_free(ptr)``
instead of ``malloc`` / ``free``.  Two pieces of C make that safe:

* :data:`SHIM` is linked into every ``.so`` (the version script keeps its
  symbols local, so each library binds its own copy).  It defines the
  allocator (``malloc``, and on ``NULL`` for a non-zero size, the failure
  handler) and ``__kina_guard(body, data)``, which each packed entry point
  ``__kina_packed_<f>`` calls with its body ``__kina_unguarded_<f>``
  (:func:`.rewrites.add_packed_entry_points`).  Both go through two function
  pointers that the library exports a setter for, ``__kina_set_guard``.
  Unset, the guard just calls the body and the failure handler prints one
  line and aborts (still better than writing through ``NULL``).
* :data:`RUNTIME` is built once per machine into ``guard.so`` (with the shim,
  so that ``ExecutionEngine``, which must resolve every symbol of a module
  while it compiles it or abort the process, can use it as ``shared_libs``).
  The runtime loads it once and hands every library its two functions at
  load time (:mod:`kina_play.runtime.load_hooks`): the guard
  ``sigsetjmp``\\ s into a thread-local slot and calls the body, returning 0;
  the failure handler ``siglongjmp``\\ s back to the innermost guard of the
  thread, which then returns the byte count that could not be allocated.

Thread-local storage lives in ``guard.so`` only: in every generated library
it would need ``__tls_get_addr`` from the dynamic loader (a library may need
libc and libm only) or static TLS, of which ``dlopen`` has a few hundred
bytes for a whole process.

The runtime raises :class:`kina_play.runtime.module.KinaOutOfMemory` on a
non-zero return.  Buffers the call had allocated before the failure are not
freed (the jump skips the generated deallocations): they stay leaked for the
life of the process.  Why a jump and not a ``NULL`` check in the generated
code: every allocation site would need an exit path that frees the live
buffers and leaves the loop nests, which MLIR has no pass for; the jump
costs the normal path one ``sigsetjmp`` per call (no signal mask saved).
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import os
import subprocess
import threading
import uuid
from pathlib import Path

from . import parallel

GUARD = "__kina_guard"
SETTER = "__kina_set_guard"
UNGUARDED_PREFIX = "__kina_unguarded_"
INDEX_FAIL_SYMBOL = "__kina_index_fail"
"""What generated code calls when gather ids it computed are out of range
(``mlirgen``'s id check): line, col, the id, the row count."""
SYMBOLS = frozenset({"_mlir_memref_to_llvm_alloc", "_mlir_memref_to_llvm_aligned_alloc",
                     "_mlir_memref_to_llvm_free", GUARD, INDEX_FAIL_SYMBOL})
"""What the generated code may call besides libc/libm: all defined by :data:`SHIM`."""
LIBC_IMPORTS = frozenset({"abort", "fprintf", "free", "malloc", "posix_memalign", "stderr"})
"""What :data:`SHIM` takes from libc (its undefined symbols; a test compares
them with the built object's).  Linked into every ``.so`` next to the
user's functions, so a Kina function of one of these names would be what the
shim's reference binds to (a function called ``stderr`` was handed to
``fprintf`` as a ``FILE *``): :func:`.host_symbols.is_reserved_name`
refuses them."""

SHIM = r"""
#define _POSIX_C_SOURCE 200809L /* posix_memalign under -std=c11 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef void (*kina_body)(void **);
typedef int64_t (*kina_guard_fn)(kina_body, void **);
typedef void (*kina_fail_fn)(uint64_t);
typedef void (*kina_index_fail_fn)(int64_t, int64_t, int64_t, int64_t);

static int64_t kina_unguarded(kina_body body, void **data) {
    body(data);
    return 0;
}

static void kina_abort(uint64_t n) {
    fprintf(stderr, "kina-play: compiled code could not allocate %llu bytes (no guard installed): aborting\n",
            (unsigned long long)n);
    abort();
}

static void kina_index_abort(int64_t line, int64_t col, int64_t id, int64_t n) {
    fprintf(stderr, "kina-play: line %lld, col %lld: gather id %lld outside [0, %lld) (no guard installed): aborting\n",
            (long long)line, (long long)col, (long long)id, (long long)n);
    abort();
}

static kina_guard_fn kina_guard_ptr = kina_unguarded;
static kina_fail_fn kina_fail_ptr = kina_abort;
static kina_index_fail_fn kina_index_fail_ptr = kina_index_abort;

void __kina_set_guard(void *guard, void *fail, void *index_fail) {
    kina_guard_ptr = guard ? (kina_guard_fn)guard : kina_unguarded;
    kina_fail_ptr = fail ? (kina_fail_fn)fail : kina_abort;
    kina_index_fail_ptr = index_fail ? (kina_index_fail_fn)index_fail : kina_index_abort;
}

int64_t __kina_guard(kina_body body, void **data) { return kina_guard_ptr(body, data); }

/* Called by the generated code when gather ids it computed (not ids the host
   checked before the call) fall outside the table: where, which id, how many rows. */
void __kina_index_fail(int64_t line, int64_t col, int64_t id, int64_t n) { kina_index_fail_ptr(line, col, id, n); }

void *_mlir_memref_to_llvm_alloc(uint64_t n) {
    void *p = malloc(n);
    if (__builtin_expect(p == NULL && n != 0, 0)) kina_fail_ptr(n);
    return p;
}

void *_mlir_memref_to_llvm_aligned_alloc(uint64_t align, uint64_t n) {
    void *p = NULL;
    if (posix_memalign(&p, align < sizeof(void *) ? sizeof(void *) : align, n) != 0) p = NULL;
    if (__builtin_expect(p == NULL && n != 0, 0)) kina_fail_ptr(n);
    return p;
}

void _mlir_memref_to_llvm_free(void *p) { free(p); }
""" + parallel.SHIM
"""Linked into every generated library (see the module docstring); it also
carries the OpenMP ABI of parallel loops (:data:`.parallel.SHIM`)."""

RUNTIME = r"""
#define _POSIX_C_SOURCE 200809L /* sigsetjmp under -std=c11 */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef void (*kina_body)(void **);
static _Thread_local sigjmp_buf *kina_env;
static _Thread_local int64_t kina_failed;

int64_t kina_guard_run(kina_body body, void **data) {
    sigjmp_buf env;
    sigjmp_buf *volatile prev = kina_env;
    if (sigsetjmp(env, 0)) {
        kina_env = prev;
        return kina_failed;
    }
    kina_env = &env;
    body(data);
    kina_env = prev;
    return 0;
}

void kina_guard_fail(uint64_t n) {
    if (!kina_env) {
        fprintf(stderr, "kina-play: compiled code could not allocate %llu bytes (unguarded call): aborting\n",
                (unsigned long long)n);
        abort();
    }
    kina_failed = n > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)n;
    siglongjmp(*kina_env, 1);
}

/* A gather id out of range: the guard returns -1, and the details wait here
   (this thread's) for the caller to read with kina_guard_index_info. */
static _Thread_local int64_t kina_index[4];

void kina_guard_index_fail(int64_t line, int64_t col, int64_t id, int64_t n) {
    if (!kina_env) {
        fprintf(stderr, "kina-play: line %lld, col %lld: gather id %lld outside [0, %lld) (unguarded call): aborting\n",
                (long long)line, (long long)col, (long long)id, (long long)n);
        abort();
    }
    kina_index[0] = line; kina_index[1] = col; kina_index[2] = id; kina_index[3] = n;
    kina_failed = @INDEX_FAILED@;
    siglongjmp(*kina_env, 1);
}

void kina_guard_index_info(int64_t *out) {
    for (int i = 0; i < 4; i++) out[i] = kina_index[i];
}
"""
"""The guard and the failure handler, in ``guard.so`` only (see the module docstring)."""
RUN, FAIL, INDEX_FAIL, INDEX_INFO = "kina_guard_run", "kina_guard_fail", "kina_guard_index_fail", "kina_guard_index_info"
INDEX_FAILED = -1
"""What the guard returns when the generated code called ``__kina_index_fail``
(an allocation failure returns its positive byte count)."""
RUNTIME = RUNTIME.replace("@INDEX_FAILED@", str(INDEX_FAILED))


def _root() -> Path:
    from .cache import cache_root

    return cache_root() / "alloc-guard"


def guard_files() -> tuple[Path, Path]:
    """(the shim's object, linked into each ``.so``; ``guard.so``: shim and
    runtime), built once per machine under the compile cache, keyed by the
    sources and the C compiler, written atomically.

    Looked up under the cache root of the moment, and checked to still be
    there: one process may build into several caches in turn (a compile
    worker serves every cache its parent uses; the bench and the tests point
    ``KINA_PLAY_CACHE_DIR`` at temporary caches they delete afterwards), and
    a link must never name a shim in a cache that is gone.  One thread of a
    process builds at a time (the parent prebuilds it while its compile
    workers start, and may build a unit itself meanwhile)."""
    with _BUILDING:
        files = _guard_files_under(_root())
        if not all(p.is_file() for p in files):
            _guard_files_under.cache_clear()
            files = _guard_files_under(_root())
    return files


_BUILDING = threading.Lock()


@functools.lru_cache(maxsize=None)
def _guard_files_under(root: Path) -> tuple[Path, Path]:
    from .build import _cc  # (build imports this module)

    cc = [_cc()]
    key = hashlib.sha256((SHIM + "\0" + RUNTIME + "\0" + " ".join(cc)).encode()).hexdigest()[:32]
    try:
        return _build(root / key, cc)
    except OSError:  # an unwritable cache: a private directory for this process
        from .cache import private_tempdir

        return _build(private_tempdir("kina-alloc-guard-"), cc)


def _is_elf(path: Path) -> bool:
    """A regular file that starts like an ELF object.  Why: a damaged cached
    ``shim.o`` (e.g. overwritten) made every later link fail until the cache
    was cleared; one that is not even ELF is built again instead."""
    try:
        if not path.is_file():  # (before opening: a FIFO would block the open)
            return False
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def _build(d: Path, cc: list[str]) -> tuple[Path, Path]:
    from .build import BuildError

    obj, lib = d / "shim.o", d / "guard.so"
    if _is_elf(obj) and _is_elf(lib):
        return obj, lib
    d.mkdir(parents=True, exist_ok=True, mode=0o700)
    tag = uuid.uuid4().hex
    shim_c, runtime_c = d / f".shim.{tag}.c", d / f".runtime.{tag}.c"
    tmp_obj, tmp_lib = d / f".shim.{tag}.o", d / f".guard.{tag}.so"
    flags = ["-O2", "-fPIC", "-std=c11"]
    try:
        shim_c.write_text(SHIM)
        runtime_c.write_text(RUNTIME)
        for args in ([*flags, "-c", str(shim_c), "-o", str(tmp_obj)],
                     [*flags, "-shared", str(runtime_c), str(tmp_obj), "-o", str(tmp_lib)]):
            r = subprocess.run([*cc, *args], capture_output=True, text=True)
            if r.returncode != 0:
                raise BuildError(f"building the allocator guard failed: {' '.join([*cc, *args])}\n{r.stderr}")
        os.replace(tmp_obj, obj)
        os.replace(tmp_lib, lib)
    finally:
        for p in (shim_c, runtime_c, tmp_obj, tmp_lib):
            p.unlink(missing_ok=True)
    return obj, lib


@functools.lru_cache(maxsize=None)
def _runtime_library() -> ctypes.CDLL | None:
    """``guard.so``, loaded once per process, or None when it cannot be built
    or loaded: libraries then run unguarded (see :data:`SHIM`)."""
    try:
        return ctypes.CDLL(str(guard_files()[1]))
    except Exception:  # noqa: BLE001 - no compiler, no cache: run unguarded rather than not at all
        return None


def runtime_addresses() -> tuple[int, int, int] | None:
    """Addresses of the guard and the two failure handlers in ``guard.so``
    (what ``__kina_set_guard`` takes), or None without it."""
    lib = _runtime_library()
    if lib is None:
        return None
    return tuple(ctypes.cast(getattr(lib, name), ctypes.c_void_p).value or 0  # type: ignore[return-value]
                 for name in (RUN, FAIL, INDEX_FAIL))


def last_index_failure() -> tuple[int, int, int, int]:
    """(line, col, id, rows) of this thread's last out-of-range gather id
    in compiled code; read right after its call returned :data:`INDEX_FAILED`."""
    lib = _runtime_library()
    assert lib is not None  # a library only reports through a guard it was given
    out = (ctypes.c_int64 * 4)()
    fn = getattr(lib, INDEX_INFO)
    fn.argtypes, fn.restype = [ctypes.c_void_p], None
    fn(out)
    return out[0], out[1], out[2], out[3]
