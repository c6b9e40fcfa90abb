"""Content-addressed compile cache for built ``.so`` files.

Key = sha256 over (cache format, module text, host signatures, compiler
version — kina-play + MLIR wheel + a hash of the build sources —, pipeline
identity, host CPU identity).  The object is generated for *this* CPU
(``ExecutionEngine`` targets the host), so the CPU is part of the key.

Layout (under :func:`cache_root`)::

    v1/<key[:2]>/<key>/meta.json          commit point, written last
    v1/<key[:2]>/<key>/<stem>-<uuid>.so   one or more builds (unique names)

``meta.json`` names the ``.so`` it belongs to and its sha256.  Writers put
the ``.so`` under a fresh unique name, then replace ``meta.json`` atomically
(temp file in the same directory + ``os.replace``); so a reader sees either
no entry or a complete one, and two processes building the same module both
succeed (the later ``meta.json`` wins; both libraries stay valid).  A
truncated or corrupt entry — unreadable JSON, wrong key, missing ``.so``,
size or sha256 mismatch — is treated as a miss and rebuilt.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import platform
import shutil
import threading
import time
import uuid
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any, Sequence

from ..runtime.signature import FunctionSignature
from .build import BuildArtifact, build_shared_object
from .pipeline import DEFAULT_PIPELINE, Pipeline

CACHE_FORMAT = 1
ENV_CACHE_DIR = "KINA_PLAY_CACHE_DIR"
META_NAME = "meta.json"


def cache_root() -> Path:
    """``$KINA_PLAY_CACHE_DIR``, else the XDG user cache dir + ``kina-play``."""
    env = os.environ.get(ENV_CACHE_DIR)
    if env:
        return Path(env).expanduser()
    import platformdirs  # honours $XDG_CACHE_HOME on Linux

    return Path(platformdirs.user_cache_dir("kina-play", appauthor=False))


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
    """kina-play version, MLIR wheel version, and a hash of this package's
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


def _sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _write_atomic(path: Path, data: bytes) -> None:
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


class CompileCache:
    """A compile cache rooted at ``root`` (default :func:`cache_root`).

    Keeps an in-process memo so repeated lookups of a verified entry do not
    re-hash the ``.so``.  Safe to share between threads and processes.
    """

    def __init__(self, root: str | os.PathLike[str] | None = None):
        self.root = Path(root) if root is not None else cache_root()
        self.stats = CacheStats()
        self._memo: dict[str, BuildArtifact] = {}
        self._memo_keys: dict[str, str] = {}  # first-level memo key → cache key
        self._lock = threading.Lock()

    @property
    def base(self) -> Path:
        return self.root / f"v{CACHE_FORMAT}"

    def entry_dir(self, key: str) -> Path:
        return self.base / key[:2] / key

    # -- lookup --------------------------------------------------------------

    def lookup(self, key: str) -> BuildArtifact | None:
        """A verified artifact for ``key`` or None (missing or corrupt)."""
        with self._lock:
            memo = self._memo.get(key)
        if memo is not None and memo.so_path.exists():
            return memo
        entry = self.entry_dir(key)
        meta_path = entry / META_NAME
        if not meta_path.exists():
            return None
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            if meta.get("format") != CACHE_FORMAT or meta.get("key") != key:
                raise ValueError("format or key mismatch")
            so_path = entry / meta["so"]
            if Path(meta["so"]).name != meta["so"]:
                raise ValueError("so name is not a plain file name")
            if not so_path.is_file():
                raise ValueError(f"missing {meta['so']}")
            if so_path.stat().st_size != meta["so_size"]:
                raise ValueError("so size mismatch (truncated?)")
            if _sha256_file(so_path) != meta["so_sha256"]:
                raise ValueError("so sha256 mismatch")
            sigs = tuple(FunctionSignature.from_json(d) for d in meta["signatures"])
            art = BuildArtifact(
                so_path=so_path,
                signatures=sigs,
                stage_ms={k: float(v) for k, v in meta.get("stage_ms", {}).items()},
                exported_symbols=tuple(meta.get("exported_symbols", ())),
                build_ms=float(meta.get("build_ms", 0.0)),
                cache_key=key,
            )
        except Exception as e:  # anything unreadable counts as corrupt
            self._discard(entry, meta_path, f"{type(e).__name__}: {e}")
            return None
        with self._lock:
            self._memo[key] = art
        return art

    # -- first-level memo (source → key) ----------------------------------------

    def memo_path(self, memo_key: str) -> Path:
        return self.base / "memo" / memo_key[:2] / f"{memo_key}.json"

    def memo_lookup(self, memo_key: str) -> BuildArtifact | None:
        """The verified artifact a first-level memo entry points at, or None.

        The memo maps a key the driver computes *without* running the front
        end or MLIRGen (source text, requested instances, a hash of the
        compiler's own sources, pipeline, CPU) to the content-addressed key of
        the full cache; the entry it names is then validated exactly like a
        normal lookup (size and sha256 of the ``.so``).
        """
        with self._lock:
            key = self._memo_keys.get(memo_key)
        if key is None:
            path = self.memo_path(memo_key)
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                if data.get("format") != CACHE_FORMAT or data.get("memo") != memo_key:
                    raise ValueError("format or memo key mismatch")
                key = str(data["key"])
            except FileNotFoundError:
                return None
            except Exception:
                path.unlink(missing_ok=True)
                return None
        t0 = time.perf_counter()
        art = self.lookup(key)
        if art is None:
            return None
        with self._lock:
            self._memo_keys[memo_key] = key
            self.stats.hits += 1
            self.stats.hit_ms.append((time.perf_counter() - t0) * 1e3)
        return art

    def memo_store(self, memo_key: str, key: str) -> None:
        path = self.memo_path(memo_key)
        path.parent.mkdir(parents=True, exist_ok=True)
        _write_atomic(path, json.dumps({"format": CACHE_FORMAT, "memo": memo_key, "key": key}).encode())
        with self._lock:
            self._memo_keys[memo_key] = key

    def _discard(self, entry: Path, meta_path: Path, why: str) -> None:
        with self._lock:
            self.stats.corrupt += 1
            self.stats.last_problem = why
        try:
            meta_path.unlink()
        except OSError:
            pass

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
        spent in this call; ``build_ms`` the (original) build time.
        """
        t0 = time.perf_counter()
        key = cache_key(module_text, signatures, pipeline)
        art = self.lookup(key)
        if art is not None:
            ms = (time.perf_counter() - t0) * 1e3
            with self._lock:
                self.stats.hits += 1
                self.stats.hit_ms.append(ms)
            return _with_cache_info(art, key, True, ms)

        entry = self.entry_dir(key)
        entry.mkdir(parents=True, exist_ok=True)
        art = build_shared_object(module_text, signatures, entry, pipeline=pipeline, stem=_safe_stem(stem))
        meta = {
            "format": CACHE_FORMAT,
            "key": key,
            "so": art.so_path.name,
            "so_size": art.so_path.stat().st_size,
            "so_sha256": _sha256_file(art.so_path),
            "signatures": [s.to_json() for s in signatures],
            "exported_symbols": list(art.exported_symbols),
            "stage_ms": art.stage_ms,
            "build_ms": art.build_ms,
            "compiler": compiler_version(),
            "pipeline": pipeline.name,
            "cpu": host_cpu_id(),
            "created": time.time(),
        }
        _write_atomic(entry / META_NAME, json.dumps(meta, indent=1).encode())
        art.cache_key = key
        ms = (time.perf_counter() - t0) * 1e3
        with self._lock:
            self._memo[key] = art
            self.stats.misses += 1
            self.stats.build_ms.append(ms)
        return _with_cache_info(art, key, False, ms)

    # -- maintenance -------------------------------------------------------------

    def clear(self) -> None:
        """Delete every entry (loaded libraries stay usable: Linux keeps the inode)."""
        shutil.rmtree(self.base, ignore_errors=True)
        with self._lock:
            self._memo.clear()
            self._memo_keys.clear()

    def prune_orphans(self, min_age_s: float = 3600.0) -> int:
        """Delete ``.so`` files no ``meta.json`` references (losers of a build
        race, or leftovers of a rebuilt corrupt entry) older than ``min_age_s``."""
        removed = 0
        now = time.time()
        for meta_path in list(self.base.glob("*/*")):
            if not meta_path.is_dir():
                continue
            keep = ""
            try:
                keep = json.loads((meta_path / META_NAME).read_text())["so"]
            except Exception:
                pass
            for so in meta_path.glob("*.so"):
                if so.name != keep and now - so.stat().st_mtime > min_age_s:
                    so.unlink(missing_ok=True)
                    removed += 1
        return removed


def _safe_stem(stem: str) -> str:
    s = "".join(c if c.isalnum() or c in "-_" else "_" for c in stem)[:40]
    return s or "kina"


def _with_cache_info(art: BuildArtifact, key: str, hit: bool, ms: float) -> BuildArtifact:
    """A copy carrying this call's cache info (the memo entry stays untouched)."""
    from dataclasses import replace

    return replace(art, cache_key=key, cache_hit=hit, cache_ms=ms)


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
    memos), so the next lookup behaves like a fresh process: re-read
    ``meta.json``, re-hash the ``.so``.  For the bench's warm-start figure."""
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
