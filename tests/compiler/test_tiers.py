"""Quick first builds of fresh instances, replaced by their optimized builds.

A fresh small generic instance asked for in the foreground is served by a
quick build (no LLVM optimizer); the optimized build follows in the
background and the same Function objects are retargeted to it.  These tests
wait for that replacement explicitly: nothing here depends on timing."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from kina_play.compiler import build, driver
from kina_play.compiler.cache import CompileCache
from kina_play.compiler.linked import load_library
from kina_play.compiler.pipeline import DEFAULT_PIPELINE
from kina_play.compiler.units import normalize, tier_key, unit_for, unit_key

SRC = """
fn double(x: f32[2, 3]) -> f32[2, 3] { return x + x; }
fn score<N>(q: f32[N, 8], k: f32[8, N]) -> f32[N, N] {
  let s = q @ k;
  return exp(s - 1.0) * 0.5 + s;
}
"""


@pytest.fixture
def tiered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "cache"
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(d))
    monkeypatch.setenv(driver.ENV_TIERED, "1")
    driver.forget_loaded()
    yield d
    assert driver.wait_for_upgrades(120)
    driver.forget_loaded()


def _prog(tmp_path: Path) -> driver.Program:
    p = tmp_path / "t.kina"
    p.write_text(SRC)
    return driver.load(p)


def _args(n: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(n)
    return rng.standard_normal((n, 8)).astype(np.float32), rng.standard_normal((8, n)).astype(np.float32)


def _meta(cache: Path, key: str) -> dict:
    [meta] = (cache / "v2" / "lib").glob(f"*/{key}/meta.json")
    return json.loads(meta.read_text())


def test_quick_first_build_is_replaced_by_the_optimized_one_in_place(tmp_path: Path, tiered: Path) -> None:
    prog = _prog(tmp_path)
    fn = prog.instance("score", N=5)
    assert prog.quick_served == [normalize("score", {"N": 5})]
    q, k = _args(5)
    bound = fn.bind(q, k)  # made while the quick build may still serve: must follow the replacement too
    pooled = fn.pooled()
    first = fn(q, k)
    assert driver.wait_for_upgrades(120)
    assert prog.upgraded == prog.quick_served and prog.upgrade_errors == []
    assert prog.instance("score", N=5) is fn  # the same object, now running the optimized library
    key = unit_key(unit_for(prog.checked, normalize("score", {"N": 5})), DEFAULT_PIPELINE.ident)
    assert Path(fn.module.path).parent.name == key
    after, bound_after = fn(q, k), bound()
    # no fast-math: both tiers compute the same bits (each library loaded from its own cache entry)
    cache = CompileCache(tiered)
    quick = load_library(cache.lookup(tier_key(key, build.QUICK_TIER), fn_sigs(fn))).functions[fn.symbol]
    full = load_library(cache.lookup(key, fn_sigs(fn))).functions[fn.symbol]
    np.testing.assert_array_equal(quick(q, k), full(q, k))
    for got in (first, after, bound_after, pooled(q, k)):
        np.testing.assert_array_equal(got, full(q, k))
    s = q @ k
    np.testing.assert_allclose(after, np.exp(s - 1.0) * 0.5 + s, rtol=1e-5, atol=1e-5)


def fn_sigs(fn: object) -> tuple:
    return (fn.signature,)  # type: ignore[attr-defined]


def test_each_tier_has_its_own_cache_entry(tmp_path: Path, tiered: Path) -> None:
    prog = _prog(tmp_path)
    prog.instance("score", N=3)(*_args(3))
    assert driver.wait_for_upgrades(120)
    key = unit_key(unit_for(prog.checked, normalize("score", {"N": 3})), DEFAULT_PIPELINE.ident)
    qkey = tier_key(key, build.QUICK_TIER)
    assert qkey != key and tier_key(key, build.FULL_TIER) == key
    assert _meta(tiered, qkey)["tier"] == build.QUICK_TIER
    assert _meta(tiered, key)["tier"] == build.FULL_TIER
    # a second process (here: a forgotten program) finds the optimized build and serves it at once
    driver.forget_loaded()
    again = _prog(tmp_path)
    again.instance("score", N=3)
    assert again.quick_served == []


def test_plain_functions_and_switched_off_tiers_build_optimized_only(tmp_path: Path, tiered: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    prog = _prog(tmp_path)
    prog.double(np.ones((2, 3), np.float32))
    assert prog.quick_served == []
    prog.double.pooled()
    assert prog.double._pooled_plans is None  # only a quick build's function keeps its pooled callers
    monkeypatch.setenv(driver.ENV_TIERED, "0")
    prog.instance("score", N=4)(*_args(4))
    assert prog.quick_served == []


def test_tier_opt_levels() -> None:
    small = "linalg.generic " * 3
    assert build.tier_opt_level(build.QUICK_TIER, small, DEFAULT_PIPELINE) == 0
    assert build.tier_opt_level(build.FULL_TIER, small, DEFAULT_PIPELINE) == build.object_opt_level(
        small, DEFAULT_PIPELINE) >= 1
    with pytest.raises(ValueError):
        build.tier_opt_level("fastest", small, DEFAULT_PIPELINE)
    with pytest.raises(ValueError):
        tier_key("0" * 64, "fastest")


def test_retarget_refuses_another_signature(tmp_path: Path, tiered: Path) -> None:
    prog = _prog(tmp_path)
    f3, f4 = prog.instance("score", N=3), prog.instance("score", N=4)
    with pytest.raises(ValueError):
        f3.retarget(f4)


def test_several_fresh_instances_at_once_build_optimized(tmp_path: Path, tiered: Path) -> None:
    """``require`` of many instances (a rollout's) builds them optimized, in parallel, not quick one by one."""
    prog = _prog(tmp_path)
    prog.require(("score", {"N": 6}), ("score", {"N": 7}))
    assert prog.quick_served == []


def test_a_process_that_ends_leaves_the_optimized_build_in_the_cache(tmp_path: Path, tiered: Path) -> None:
    """The quick build serves the call; the exit waits for the optimized build, so the next process finds it."""
    import os
    import subprocess
    import sys

    src = tmp_path / "t.kina"
    src.write_text(SRC)
    code = ("import sys, numpy as np\n"
            "from kina_play.compiler import driver\n"
            "prog = driver.load(sys.argv[1])\n"
            "prog.instance('score', N=9)(np.ones((9, 8), np.float32), np.ones((8, 9), np.float32))\n"
            "assert prog.quick_served, 'served by the quick build'\n")
    env = dict(os.environ, KINA_PLAY_CACHE_DIR=str(tiered), KINA_PLAY_TIERED="1")
    proc = subprocess.run([sys.executable, "-c", code, str(src)], env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    prog = _prog(tmp_path)
    key = unit_key(unit_for(prog.checked, normalize("score", {"N": 9})), DEFAULT_PIPELINE.ident)
    assert _meta(tiered, key)["tier"] == build.FULL_TIER


def test_the_apps_process_mode_keeps_every_build_in_a_worker(tmp_path: Path, tiered: Path) -> None:
    from kina_play.compiler import workers

    prog = _prog(tmp_path)
    prev = workers.set_mode("process")
    try:
        prog.instance("score", N=11)(*_args(11))
    finally:
        workers.set_mode(prev)
    assert prog.quick_served == []
