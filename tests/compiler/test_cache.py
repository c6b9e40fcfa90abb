"""The compile cache: keys, hits, trust (owner, permissions, names bound to
keys), corruption, read-only fallback, LRU pruning, concurrency, and the
``kina-play cache`` command.  Each attack on the cache listed in the
hardening issue is one test here or in ``test_incremental.py``."""

from __future__ import annotations

import json
import multiprocessing as mp
import os
import stat
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from kina_play.cli import main as cli_main
from kina_play.compiler import cache as cache_mod
from kina_play.compiler.build import infer_signatures
from kina_play.compiler.cache import (
    CacheError,
    CompileCache,
    cache_key,
    cache_root,
    default_cache,
    get_or_build,
    is_digest,
    library_name,
)
from kina_play.compiler.pipeline import DEFAULT_PIPELINE
from kina_play.runtime.module import NativeModule

MODULES = Path(__file__).parent / "modules"
TEXT = (MODULES / "elementwise.mlir").read_text()
SIGS = infer_signatures(TEXT)
OTHER = TEXT.replace("arith.addf", "arith.mulf")  # same signatures, other code


def check_works(art) -> None:
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    np.testing.assert_array_equal(NativeModule(art).add(a, a), a + a)


def _writable_file(p: Path) -> Path:
    p.chmod(0o600)  # libraries are committed read-only
    return p


def test_cache_root_env_and_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path / "explicit"))
    assert cache_root() == tmp_path / "explicit"
    monkeypatch.delenv("KINA_PLAY_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_root() == tmp_path / "xdg" / "kina-play"


def test_key_covers_text_signatures_pipeline() -> None:
    k = cache_key(TEXT, SIGS)
    assert k == cache_key(TEXT, SIGS) and is_digest(k)
    assert k != cache_key(TEXT + "\n", SIGS)
    assert k != cache_key(TEXT, SIGS[:1])
    assert k != cache_key(TEXT, SIGS, replace(DEFAULT_PIPELINE, opt_level=DEFAULT_PIPELINE.opt_level + 1))
    assert "mlir 22." in cache_mod.compiler_version()
    assert cache_mod.host_cpu_id().count("|") == 2


def test_miss_then_hit_from_disk(tmp_path: Path) -> None:
    c1 = CompileCache(tmp_path)
    a = c1.get_or_build(TEXT, SIGS)
    assert a.cache_hit is False and c1.stats.misses == 1
    c2 = CompileCache(tmp_path)  # fresh process view
    b = c2.get_or_build(TEXT, SIGS)
    assert b.cache_hit is True and c2.stats.hits == 1
    assert b.so_path == a.so_path
    assert b.signatures == tuple(SIGS)
    # the library's name is the hash of (key, bytes); meta.json holds no hash and no signatures
    assert b.so_path.name == library_name(b.cache_key, b.so_path)
    meta = json.loads((c2.entry_dir(b.cache_key) / "meta.json").read_text())
    assert "signatures" not in meta and "so_sha256" not in meta
    check_works(b)


def test_default_cache_follows_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path))
    art = get_or_build(TEXT, SIGS)
    assert tmp_path in art.so_path.parents
    assert default_cache().root == tmp_path


# ----------------------------------------------------------------- the root


def test_root_is_created_private(tmp_path: Path) -> None:
    root = tmp_path / "a" / "cache"
    c = CompileCache(root)
    c.get_or_build(TEXT, SIGS)
    assert stat.S_IMODE(root.stat().st_mode) == 0o700
    for d in (c.base, c.base / "lib"):
        assert stat.S_IMODE(d.stat().st_mode) & 0o077 == 0


@pytest.mark.parametrize("mode", [0o777, 0o770, 0o702])
def test_root_writable_by_others_is_refused(tmp_path: Path, mode: int) -> None:
    root = tmp_path / "shared"
    root.mkdir()
    root.chmod(mode)
    with pytest.raises(CacheError, match="writable by"):
        CompileCache(root)


def test_root_owned_by_another_user_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "theirs"
    root.mkdir(mode=0o700)
    me = os.getuid()
    monkeypatch.setattr(os, "getuid", lambda: me + 1)  # the directory now belongs to "someone else"
    with pytest.raises(CacheError, match="owned by uid"):
        CompileCache(root)


def test_cli_reports_an_untrusted_root_without_a_traceback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    root = tmp_path / "shared"
    root.mkdir()
    root.chmod(0o777)
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(root))
    assert cli_main(["cache", "info"]) == 2
    err = capsys.readouterr().err
    assert "writable by" in err and "chmod go-w" in err and "Traceback" not in err


def test_read_only_root_falls_back_to_a_private_temporary_cache(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    root = tmp_path / "ro"
    root.mkdir()
    root.chmod(0o500)
    if os.geteuid() == 0:  # root ignores directory permissions: only a read-only mount would stop it
        monkeypatch.setattr(cache_mod, "_writable", lambda p: p != root)
    try:
        c = CompileCache(root)
        assert c.root != root and stat.S_IMODE(c.root.stat().st_mode) == 0o700
        assert "not writable" in capsys.readouterr().err
        check_works(c.get_or_build(TEXT, SIGS))
        assert not any(root.iterdir())
    finally:
        root.chmod(0o700)


# ------------------------------------------------------------- keys and names


def test_keys_must_be_hex_digests(tmp_path: Path) -> None:
    c = CompileCache(tmp_path)
    for bad in ("../../x", "ab/../../cd", "A" * 64, "0" * 63, "", "g" * 64):
        assert not is_digest(bad)
        assert c.lookup(bad, SIGS) is None
        with pytest.raises(ValueError, match="hex digest"):
            c.build(bad, TEXT, SIGS)
    assert not any((tmp_path).glob("**/*.so"))


def _entry(art) -> Path:
    return art.so_path.parent


def test_planted_library_with_a_vouching_meta_json_is_refused(tmp_path: Path) -> None:
    c = CompileCache(tmp_path)
    good = c.get_or_build(TEXT, SIGS)
    evil = c.get_or_build(OTHER, SIGS)  # a working library that multiplies
    # replace the bytes under the good name, and make meta.json "vouch" for them
    so = _writable_file(good.so_path)
    tmp = so.with_name("planted.tmp")
    tmp.write_bytes(evil.so_path.read_bytes())
    tmp.replace(so)
    meta = _entry(good) / "meta.json"
    meta.write_text(json.dumps({"so": so.name, "so_sha256": cache_mod.sha256_file(so), "so_size": so.stat().st_size}))
    fresh = CompileCache(tmp_path)
    again = fresh.get_or_build(TEXT, SIGS)
    assert again.cache_hit is False and fresh.stats.corrupt == 1
    check_works(again)  # adds, as the source says


def test_library_moved_in_from_another_entry_is_refused(tmp_path: Path) -> None:
    """Pointing one module's entry at another's library (a valid library, with
    its own valid name) does not make the other module's results ours."""
    c = CompileCache(tmp_path)
    good = c.get_or_build(TEXT, SIGS)
    evil = c.get_or_build(OTHER, SIGS)
    _writable_file(good.so_path).unlink()
    moved = _entry(good) / evil.so_path.name
    moved.write_bytes(evil.so_path.read_bytes())
    fresh = CompileCache(tmp_path)
    again = fresh.get_or_build(TEXT, SIGS)
    assert again.cache_hit is False and not moved.exists()
    check_works(again)


def _corrupt_truncate(p: Path) -> None:
    tmp = p.with_name("t.tmp")
    tmp.write_bytes(p.read_bytes()[:100])
    tmp.replace(p)


def _corrupt_flip(p: Path) -> None:
    b = bytearray(p.read_bytes())
    b[len(b) // 2] ^= 0xFF
    tmp = p.with_name("t.tmp")
    tmp.write_bytes(bytes(b))
    tmp.replace(p)


def _corrupt_empty(p: Path) -> None:
    tmp = p.with_name("t.tmp")
    tmp.write_bytes(b"")
    tmp.replace(p)


def _corrupt_delete(p: Path) -> None:
    p.unlink()


def _corrupt_symlink(p: Path) -> None:
    p.unlink()
    p.symlink_to("/bin/true")


@pytest.mark.parametrize("corrupt", [_corrupt_truncate, _corrupt_flip, _corrupt_empty, _corrupt_delete,
                                     _corrupt_symlink])
def test_corrupt_entry_is_detected_and_rebuilt(tmp_path: Path, corrupt) -> None:
    first = CompileCache(tmp_path).get_or_build(TEXT, SIGS)
    corrupt(first.so_path)
    c = CompileCache(tmp_path)
    again = c.get_or_build(TEXT, SIGS)
    assert again.cache_hit is False
    check_works(again)
    # and the rebuilt entry is a clean hit afterwards, with nothing broken left behind
    assert CompileCache(tmp_path).get_or_build(TEXT, SIGS).cache_hit is True
    assert [p.name for p in _entry(again).glob("*.so")] == [again.so_path.name]


def test_meta_json_is_informational_only(tmp_path: Path) -> None:
    first = CompileCache(tmp_path).get_or_build(TEXT, SIGS)
    meta = _entry(first) / "meta.json"
    # garbage, or a signature edited to a wrong result shape: neither is read as truth
    bad_sig = SIGS[0].to_json()
    bad_sig["results"] = [{"elem": "f32", "shape": [1, 1, 1]}]
    for text in ("{not json", json.dumps({"signatures": [bad_sig], "so": "../../../etc/passwd"})):
        meta.write_text(text)
        c = CompileCache(tmp_path)
        hit = c.get_or_build(TEXT, SIGS)
        assert hit.cache_hit is True and hit.signatures == tuple(SIGS)
        check_works(hit)


# ------------------------------------------------------------- bound and prune


def test_lru_prune_keeps_the_recently_used(tmp_path: Path) -> None:
    c = CompileCache(tmp_path, max_bytes=1 << 40)
    arts = [c.get_or_build(TEXT.replace("@add", f"@add{i}") if i else TEXT,
                           infer_signatures(TEXT.replace("@add", f"@add{i}") if i else TEXT)) for i in range(3)]
    for i, a in enumerate(arts):  # deterministic ages: 0 oldest
        os.utime(_entry(a), (1_000_000 + i, 1_000_000 + i))
    CompileCache(tmp_path).library(arts[0].cache_key)  # a use makes entry 0 the newest
    sizes = {a.cache_key: sum(f.stat().st_size for f in _entry(a).iterdir()) for a in arts}
    keep = sizes[arts[0].cache_key] + sizes[arts[2].cache_key]
    removed, freed = CompileCache(tmp_path).prune(keep)
    assert removed == 1 and freed == sizes[arts[1].cache_key]
    assert _entry(arts[0]).is_dir() and _entry(arts[2]).is_dir() and not _entry(arts[1]).exists()
    assert CompileCache(tmp_path).info().bytes <= keep


def test_bound_from_env_and_bad_values(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("KINA_PLAY_CACHE_MAX_MB", "3")
    assert CompileCache(tmp_path).max_bytes == 3 << 20
    monkeypatch.setenv("KINA_PLAY_CACHE_MAX_MB", "lots")
    with pytest.raises(CacheError, match="KINA_PLAY_CACHE_MAX_MB"):
        CompileCache(tmp_path)
    monkeypatch.delenv("KINA_PLAY_CACHE_MAX_MB")
    assert CompileCache(tmp_path).max_bytes == cache_mod.DEFAULT_MAX_BYTES


def test_builds_keep_the_cache_within_its_bound(tmp_path: Path) -> None:
    c = CompileCache(tmp_path, max_bytes=0)
    c.get_or_build(TEXT, SIGS)
    assert c.info().entries == 0  # pruned right after the build (the loaded library stays usable)


def test_cache_command_info_prune_clear(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path))
    CompileCache(tmp_path).get_or_build(TEXT, SIGS)
    dead = tmp_path / "v2" / "tmp" / "deadbuild"
    dead.mkdir(parents=True)
    assert cli_main(["cache", "info"]) == 0
    out = capsys.readouterr().out
    assert "entries     1" in out and "dead builds 1" in out and str(tmp_path) in out
    assert cli_main(["cache", "prune", "--max-mb", "0"]) == 0
    assert "pruned 1 entries" in capsys.readouterr().out and not dead.exists()
    CompileCache(tmp_path).get_or_build(TEXT, SIGS)
    assert cli_main(["cache", "clear"]) == 0
    assert "cleared" in capsys.readouterr().out and CompileCache(tmp_path).info().entries == 0
    assert cli_main(["cache", "prune", "--max-mb", "-1"]) == 2
    assert cli_main(["cache", "frobnicate"]) == 2


# ----------------------------------------------------------------- concurrency


def _compile_in_child(root: str, barrier, queue) -> None:
    """Runs in a spawned process: wait for the others, then compile."""
    try:
        c = CompileCache(root)
        barrier.wait(timeout=600)
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
    results = [queue.get(timeout=600) for _ in range(n)]
    for p in procs:
        p.join(timeout=600)
        assert p.exitcode == 0
    assert all(r[0] == "ok" for r in results), results
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    assert all(r[3] == (a + a).tolist() for r in results)
    # the key's build lock: one process builds, the others wait and load its library
    assert sum(not r[2] for r in results) == 1, results
    # whatever the interleaving, the entry left behind is valid
    c = CompileCache(tmp_path)
    art = c.get_or_build(TEXT, SIGS)
    assert art.cache_hit is True and c.stats.corrupt == 0
    check_works(art)
