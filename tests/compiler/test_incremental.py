"""Incremental compilation: one cached library per compile unit, builds ahead
of need with progress, unloading, and builds killed with SIGKILL at any point."""

from __future__ import annotations

import gc
import os
import shutil
import signal
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from kina_play.compiler import driver, workers
from kina_play.compiler.cache import CompileCache
from kina_play.compiler.linked import open_library_count
from kina_play.compiler.units import normalize, typed_source, unit_for, unit_key
from kina_play.lang.diagnostics import KinaError

REPO = Path(__file__).resolve().parents[2]

SRC = """
fn double(x: f32[2, 3]) -> f32[2, 3] { return x + x; }
fn sq<N>(x: f32[N]) -> f32[N] { return x * x; }
fn sq_plus<N>(x: f32[N]) -> f32[N] { return sq(x) + x; }
"""


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "cache"
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(d))
    driver.forget_loaded()
    yield d
    driver.forget_loaded()


def _prog(tmp_path: Path, text: str = SRC, name: str = "p.kina") -> driver.Program:
    p = tmp_path / name
    p.write_text(text)
    return driver.load(p)


def _entries(root: Path) -> set[str]:
    return {p.name for p in (root / "v2" / "lib").glob("*/*")}


def _mapped(root: Path) -> set[str]:
    """Libraries of this cache mapped into this process right now."""
    with open("/proc/self/maps") as f:
        return {line.split()[-1] for line in f if str(root / "v2" / "lib") in line}


def test_a_new_instance_compiles_that_instance_only(tmp_path: Path, cache_dir: Path) -> None:
    prog = _prog(tmp_path)
    f4 = prog.instance("sq", N=4)
    x = np.arange(4, dtype=np.float32)
    np.testing.assert_array_equal(f4(x), x * x)
    before = _entries(cache_dir)
    lib4 = prog.native.units["sq__N4"].path
    f5 = prog.instance("sq", N=5)
    y = np.arange(5, dtype=np.float32)
    np.testing.assert_array_equal(f5(y), y * y)
    new = _entries(cache_dir) - before
    assert len(new) == 1  # one unit built: sq<N=5>, nothing else rebuilt
    assert prog.native.units["sq__N4"].path == lib4
    assert set(prog.native.symbols) == {"double", "sq__N4", "sq__N5"}
    assert prog.native.fn("sq").resolve(y) is f5  # one module for the host: dispatch over instances
    assert prog.loaded_units == ["double", "sq<N=4>", "sq<N=5>"]


def test_an_instance_unit_carries_its_callees(tmp_path: Path, cache_dir: Path) -> None:
    prog = _prog(tmp_path)
    f = prog.instance("sq_plus", N=3)
    x = np.array([1, 2, 3], np.float32)
    np.testing.assert_array_equal(f(x), x * x + x)
    unit = unit_for(prog.checked, normalize("sq_plus", {"N": 3}))
    assert [tf.symbol for tf in unit.functions] == ["sq_plus__N3", "sq__N3"]
    assert [s.symbol for s in unit.signatures] == ["sq_plus__N3"]


def test_unit_key_is_the_typed_source_not_the_file(tmp_path: Path, cache_dir: Path) -> None:
    """The same function in another file (other lines, other neighbours) is the same unit."""
    a = _prog(tmp_path, SRC, "a.kina")
    b_text = "// another program\n\nfn other(x: f32[1]) -> f32[1] { return x; }\n" + SRC.replace("fn double", "\n\nfn double")
    b = _prog(tmp_path, b_text, "b.kina")
    ra = normalize("sq", {"N": 7})
    ua, ub = unit_for(a.checked, ra), unit_for(b.checked, ra)
    assert typed_source(ua.functions) == typed_source(ub.functions)
    assert unit_key(ua, "p") == unit_key(ub, "p") != unit_key(ua, "q")
    assert unit_key(ua, "p") != unit_key(unit_for(a.checked, normalize("sq", {"N": 8})), "p")
    double = normalize("double", {})
    assert unit_key(unit_for(a.checked, double), "p") == unit_key(unit_for(b.checked, double), "p")
    a.instance("sq", N=7)
    n = len(_entries(cache_dir))
    b.instance("sq", N=7)
    assert len(_entries(cache_dir)) == n + 1  # only b's `other` was new
    assert b.native.units["sq__N7"].path == a.native.units["sq__N7"].path


def test_a_bad_instance_is_refused_before_any_build(tmp_path: Path, cache_dir: Path) -> None:
    prog = _prog(tmp_path)
    prog.native
    n = len(_entries(cache_dir))
    with pytest.raises((KinaError, ValueError)):
        prog.instance("sq", N=0)
    assert len(_entries(cache_dir)) == n


def test_build_ahead_in_order_with_progress(tmp_path: Path, cache_dir: Path) -> None:
    prog = _prog(tmp_path)
    steps: list = []
    lock = threading.Lock()

    def on(step) -> None:  # type: ignore[no-untyped-def]
        with lock:
            steps.append(step)

    sizes = [3, 4, 5, 6]
    ticket = prog.build_ahead([("sq", {"N": n}) for n in sizes], progress=on)
    ticket.result(timeout=600)
    assert ticket.done()
    started = [s.label for s in steps if s.phase == "compiling"]
    assert started == ["double"] + [f"sq<N={n}>" for n in sizes]  # started in the order asked
    ready = [s for s in steps if s.phase == "ready"]
    assert sorted(s.index for s in ready) == [1, 2, 3, 4, 5] and all(s.total == 5 for s in steps)
    assert str(steps[0]) == "compiling double · 1/5"
    for n in sizes:
        x = np.arange(n, dtype=np.float32)
        np.testing.assert_array_equal(ticket.wait("sq", N=n)(x), x * x)


def test_instances_built_ahead_are_usable_before_the_rest_finish(
        tmp_path: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hold the build of sq<N=5> in the middle of a background build: sq<N=3>
    is callable meanwhile, and sq<N=5> arrives once released."""
    prog = _prog(tmp_path)
    prog.native
    release, held = threading.Event(), threading.Event()
    real = workers.build_remote

    def gated(job, *rest):  # type: ignore[no-untyped-def]
        if job.request == ("sq", (("N", 5),)):
            held.set()
            assert release.wait(600)
        return real(job, *rest)

    monkeypatch.setattr(workers, "build_remote", gated)
    ticket = prog.build_ahead([("sq", {"N": 3}), ("sq", {"N": 5})])
    assert held.wait(600)
    f3 = ticket.wait("sq", N=3)
    x = np.arange(3, dtype=np.float32)
    np.testing.assert_array_equal(f3(x), x * x)
    assert not ticket.done() and "sq__N5" not in prog.native.symbols
    release.set()
    ticket.result(timeout=600)
    y = np.arange(5, dtype=np.float32)
    np.testing.assert_array_equal(prog.instance("sq", N=5)(y), y * y)


def test_libraries_are_unloaded_when_nothing_uses_them(tmp_path: Path, cache_dir: Path) -> None:
    gc.collect()
    base = open_library_count()
    prog = _prog(tmp_path)
    fns = [prog.instance("sq", N=n) for n in (2, 3, 4)]
    assert open_library_count() == base + 4
    assert len(_mapped(cache_dir)) == 4
    kept = fns[1]  # a function someone still holds keeps its library
    del fns, prog
    driver.forget_loaded()
    gc.collect()
    assert open_library_count() == base + 1
    x = np.arange(3, dtype=np.float32)
    np.testing.assert_array_equal(kept(x), x * x)
    del kept
    gc.collect()
    assert open_library_count() == base and not _mapped(cache_dir)


def test_many_new_instances_keep_a_bounded_number_of_libraries(tmp_path: Path, cache_dir: Path) -> None:
    prog = _prog(tmp_path)
    prog.max_loaded_instances = 3
    for n in range(1, 13):
        x = np.arange(n, dtype=np.float32)
        np.testing.assert_array_equal(prog.instance("sq", N=n)(x), x * x)
    gc.collect()
    assert len(_mapped(cache_dir)) <= 1 + 3  # the plain unit + the 3 most recent instances
    assert prog.loaded_units == ["double", "sq<N=10>", "sq<N=11>", "sq<N=12>"]
    x = np.arange(2, dtype=np.float32)  # an evicted instance comes back from the cache
    np.testing.assert_array_equal(prog.instance("sq", N=2)(x), x * x)
    assert prog.last_report.memo_hit


# ------------------------------------------------------------------ SIGKILL


_KILL_CHILD = r"""
import os, signal, sys
from pathlib import Path
from kina_play.compiler import build, cache, driver

point = sys.argv[2]
def die(*a, **k):
    os.kill(os.getpid(), signal.SIGKILL)

if point == "object":          # the object is written, the link has not run
    build._link = die
elif point == "link":          # the library is linked in the scratch dir, not yet verified or committed
    build.verify_shared_object = die
elif point == "commit":        # the library is committed, its meta.json not written
    cache.write_atomic = die
elif point == "torn-library":  # as if the file system tore the commit: half a library under its final name
    real_replace = os.replace
    def torn(src, dst):
        if str(dst).endswith(".so") and "/v2/lib/" in str(dst):
            data = Path(src).read_bytes()
            Path(dst).write_bytes(data[: len(data) // 2])
            die()
        return real_replace(src, dst)
    cache.os.replace = torn
elif point == "empty-library":
    real_replace = os.replace
    def empty(src, dst):
        if str(dst).endswith(".so") and "/v2/lib/" in str(dst):
            Path(dst).write_bytes(b"")
            die()
        return real_replace(src, dst)
    cache.os.replace = empty
elif point == "half-meta":
    def half(path, data):
        Path(path).write_bytes(data[: len(data) // 2])
        die()
    cache.write_atomic = half
prog = driver.load(sys.argv[1])
prog.native
print("not killed")
"""

_RUN_CHILD = r"""
import sys, numpy as np
from kina_play.compiler import driver
prog = driver.load(sys.argv[1])
x = np.arange(6, dtype=np.float32).reshape(2, 3)
print(prog.native.fn("double")(x).tolist(), prog.instance("sq", N=3)(np.arange(3, dtype=np.float32)).tolist())
"""


def _child(code: str, *args: str, cache: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, KINA_PLAY_CACHE_DIR=str(cache), PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=600)


@pytest.mark.parametrize("point", ["object", "link", "commit", "torn-library", "empty-library", "half-meta"])
def test_a_build_killed_at_any_point_leaves_a_cache_the_next_run_trusts(tmp_path: Path, point: str) -> None:
    src = tmp_path / "p.kina"
    src.write_text(SRC)
    cache = tmp_path / "cache"
    killed = _child(_KILL_CHILD, str(src), point, cache=cache)
    assert killed.returncode == -signal.SIGKILL, (killed.returncode, killed.stdout, killed.stderr[-2000:])
    # the next run: no manual clean-up, correct results
    again = _child(_RUN_CHILD, str(src), cache=cache)
    assert again.returncode == 0, again.stderr[-2000:]
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    assert again.stdout.strip() == f"{(x + x).tolist()} {(np.arange(3.0) ** 2).tolist()}"
    # and what the killed build left (a scratch dir) is pruned; every entry left is valid
    c = CompileCache(cache)
    c.prune(stale_s=0)
    assert not any((cache / "v2" / "tmp").glob("*"))
    for entry in (cache / "v2" / "lib").glob("*/*"):
        assert c.library(entry.name) is not None, entry


def test_a_worker_builds_against_the_cache_of_each_job_after_its_first_cache_is_gone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A compile worker serves every cache its parent points at in turn (the
    bench and the tests use temporary caches and delete them): a worker
    started under a cache that is gone must still link the next job's
    library, against the allocator guard of that job's cache."""
    first, second = tmp_path / "first", tmp_path / "second"
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(first))
    driver.forget_loaded()
    workers.shutdown()  # the next worker starts under `first`
    try:
        _prog(tmp_path).build_ahead([("sq", {"N": 3})]).result(timeout=600)
        shutil.rmtree(first)
        monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(second))
        driver.forget_loaded()
        prog = _prog(tmp_path)
        prog.build_ahead([("sq", {"N": 4})]).result(timeout=600)
        y = np.arange(4, dtype=np.float32)
        np.testing.assert_array_equal(prog.instance("sq", N=4)(y), y * y)
        assert (second / "alloc-guard").is_dir() and not first.exists()
    finally:
        driver.forget_loaded()
        workers.shutdown()  # no worker of this test's environment serves later tests
