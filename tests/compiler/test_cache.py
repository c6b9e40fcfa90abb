"""The content-addressed compile cache: keys, hits, corruption, concurrency."""

from __future__ import annotations

import json
import multiprocessing as mp
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from kina_play.compiler import cache as cache_mod
from kina_play.compiler.build import infer_signatures
from kina_play.compiler.cache import CompileCache, cache_key, cache_root, default_cache, get_or_build
from kina_play.compiler.pipeline import DEFAULT_PIPELINE
from kina_play.runtime.module import NativeModule

MODULES = Path(__file__).parent / "modules"
TEXT = (MODULES / "elementwise.mlir").read_text()
SIGS = infer_signatures(TEXT)


def check_works(art) -> None:
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(NativeModule(art).add(a, a), a + a)


def test_cache_root_env_and_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path / "explicit"))
    assert cache_root() == tmp_path / "explicit"
    monkeypatch.delenv("KINA_PLAY_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_root() == tmp_path / "xdg" / "kina-play"


def test_key_covers_text_signatures_pipeline() -> None:
    k = cache_key(TEXT, SIGS)
    assert k == cache_key(TEXT, SIGS)
    assert k != cache_key(TEXT + "\n", SIGS)
    assert k != cache_key(TEXT, SIGS[:1])
    assert k != cache_key(TEXT, SIGS, replace(DEFAULT_PIPELINE, opt_level=DEFAULT_PIPELINE.opt_level + 1))
    assert "mlir 22." in cache_mod.compiler_version()
    assert cache_mod.host_cpu_id().count("|") == 2


def test_miss_then_hit_from_disk(tmp_path: Path) -> None:
    c1 = CompileCache(tmp_path)
    a = c1.get_or_build(TEXT, SIGS)
    assert a.cache_hit is False and c1.stats.misses == 1
    c2 = CompileCache(tmp_path)  # fresh process view: no memo
    b = c2.get_or_build(TEXT, SIGS)
    assert b.cache_hit is True and c2.stats.hits == 1
    assert b.so_path == a.so_path
    assert b.signatures == tuple(SIGS)
    assert b.cache_ms < a.cache_ms
    meta = json.loads((c2.entry_dir(b.cache_key) / "meta.json").read_text())
    assert meta["so"] == a.so_path.name and len(meta["so_sha256"]) == 64
    check_works(b)


def test_default_cache_follows_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path))
    art = get_or_build(TEXT, SIGS)
    assert tmp_path in art.so_path.parents
    assert default_cache().root == tmp_path


def _corrupt_so_truncate(entry: Path, meta: dict) -> None:
    p = entry / meta["so"]
    p.write_bytes(p.read_bytes()[:100])


def _corrupt_so_flip(entry: Path, meta: dict) -> None:
    p = entry / meta["so"]
    b = bytearray(p.read_bytes())
    b[len(b) // 2] ^= 0xFF
    p.write_bytes(bytes(b))


def _corrupt_so_delete(entry: Path, meta: dict) -> None:
    (entry / meta["so"]).unlink()


def _corrupt_meta_truncate(entry: Path, meta: dict) -> None:
    m = entry / "meta.json"
    m.write_text(m.read_text()[:40])


def _corrupt_meta_path(entry: Path, meta: dict) -> None:
    meta["so"] = "../../../etc/passwd"
    (entry / "meta.json").write_text(json.dumps(meta))


@pytest.mark.parametrize(
    "corrupt",
    [_corrupt_so_truncate, _corrupt_so_flip, _corrupt_so_delete, _corrupt_meta_truncate, _corrupt_meta_path],
)
def test_corrupt_entry_is_detected_and_rebuilt(tmp_path: Path, corrupt) -> None:
    first = CompileCache(tmp_path).get_or_build(TEXT, SIGS)
    entry = first.so_path.parent
    corrupt(entry, json.loads((entry / "meta.json").read_text()))

    c = CompileCache(tmp_path)
    again = c.get_or_build(TEXT, SIGS)
    assert again.cache_hit is False
    assert c.stats.corrupt == 1, c.stats
    assert again.so_path != first.so_path  # a new unique file, never the broken one
    check_works(again)
    # and the rebuilt entry is a clean hit afterwards
    assert CompileCache(tmp_path).get_or_build(TEXT, SIGS).cache_hit is True


def test_prune_orphans(tmp_path: Path) -> None:
    c = CompileCache(tmp_path)
    art = c.get_or_build(TEXT, SIGS)
    orphan = art.so_path.with_name("kina-orphan.so")
    orphan.write_bytes(b"x")
    assert c.prune_orphans(min_age_s=0) == 1
    assert art.so_path.exists() and not orphan.exists()


def _compile_in_child(root: str, barrier, queue) -> None:
    """Runs in a spawned process: wait for the others, then compile."""
    try:
        c = CompileCache(root)
        barrier.wait(timeout=60)
        art = c.get_or_build(TEXT, SIGS)
        a = np.arange(6, dtype=np.float32).reshape(2, 3)
        out = NativeModule(art).add(a, a)
        queue.put(("ok", str(art.so_path), bool(art.cache_hit), out.tolist()))
    except BaseException as e:  # report, never hang the parent
        queue.put(("error", repr(e), False, None))


def test_concurrent_compiles_of_the_same_module_all_succeed(tmp_path: Path) -> None:
    # spawn, not fork: the parent already holds MLIR thread pools
    ctx = mp.get_context("spawn")
    n = 3
    barrier = ctx.Barrier(n)
    queue = ctx.Queue()
    procs = [ctx.Process(target=_compile_in_child, args=(str(tmp_path), barrier, queue)) for _ in range(n)]
    for p in procs:
        p.start()
    results = [queue.get(timeout=120) for _ in range(n)]
    for p in procs:
        p.join(timeout=60)
        assert p.exitcode == 0
    assert all(r[0] == "ok" for r in results), results
    print("concurrent builds:", [(Path(r[1]).name, r[2]) for r in results])
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    assert all(r[3] == (a + a).tolist() for r in results)
    for _, so, _, _ in results:
        assert Path(so).exists()
    # whatever the interleaving, the entry left behind is valid
    c = CompileCache(tmp_path)
    art = c.get_or_build(TEXT, SIGS)
    assert art.cache_hit is True and c.stats.corrupt == 0
    check_works(art)
