"""``kina-play bench --quick --json`` runs and emits every key with a number.

No timing assertions: the figures depend on the machine and its load."""

from __future__ import annotations

import math

import pytest

from kina_play import bench, bench_incremental
from kina_play.storylm0 import torch_reference
from kina_play.storylm0.engine import programs_dir

KEYS = {
    "decode_step_us": ("compiled", "compiled_raw", "numpy", "torch"),
    "rollout32_ms": ("kv_cache", "reforward", "numpy"),
    "train40_s": ("compiled", "numpy"),
    "compile_ms": ("cold_all", "warm_all"),
    "scaled_forward_ms": ("compiled", "numpy"),
    "ratios": ("decode_vs_numpy", "decode_vs_torch", "kv_vs_reforward", "scaled_numpy_over_compiled"),
}
MAY_BE_NULL_WITHOUT_TORCH = {("decode_step_us", "torch"), ("ratios", "decode_vs_torch")}


@pytest.fixture(scope="session")
def result(quick_bench: dict) -> dict:
    """The session's quick bench (``tests/conftest.py``)."""
    return quick_bench


def _is_number(v: object) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


@pytest.mark.slow  # the quick bench (the module's `result`): the longest single fixture of the suite
def test_every_key_is_a_number(result: dict) -> None:
    torch = torch_reference.torch_available()
    for group, keys in KEYS.items():
        assert set(keys) <= set(result[group]), group
        for k in keys:
            v = result[group][k]
            if v is None and not torch and (group, k) in MAY_BE_NULL_WITHOUT_TORCH:
                continue
            assert _is_number(v), f"{group}.{k} = {v!r}"
    assert _is_number(result["rss_growth_kb_100k_calls"])


@pytest.mark.slow
def test_machine_block_and_targets(result: dict, quick_bench_programs: list[str]) -> None:
    m = result["machine"]
    assert m["cpu"] and m["cores"] >= 1 and m["numpy"] and "numpy_blas" in m
    assert len(result["targets"]) == 7
    assert result["quick"] is True
    # the rollouts really produced the locked ids, the scaled forward agrees with NumPy
    assert result["extra"]["rollout32_ms"]["ids_equal_lock"] is True
    assert result["extra"]["scaled_forward_ms"]["max_abs_diff_vs_numpy"] < 1e-4
    assert result["extra"]["compile_ms"]["warm_all_memo_hits"] is True
    assert result["extra"]["compile_ms"]["programs"] == quick_bench_programs  # every program the children were given


@pytest.mark.slow
def test_human_table_mentions_every_target(result: dict) -> None:
    text = bench.format_report(result)
    for label in ("≥ 10×", "≥ 30×", "< 3000 ms", "< 50 ms", "≥ 0.5×", "< 1024 kB"):
        assert label in text
    assert "machine:" in text


@pytest.mark.slow  # shares the quick bench: starts with the others, on the worker that ran it
def test_storylm1_training_steps_both_thread_settings(result: dict) -> None:
    r = result["storylm1_train_steps_per_s"]
    assert _is_number(r["compiled"]) and r["batch"] == 16 and r["window"] == 47
    if torch_reference.torch_available():
        for k in ("torch", "torch_1_thread", "ratio_compiled_over_torch"):
            assert _is_number(r[k]), k
        assert r["torch_threads"] >= 1
    assert _is_number(r["compiled_1_thread"])
    assert 1 <= r["compiled_threads"] <= r["compiled_shards"] in (1, r["batch"] // r["shard_sequences"])
    assert "StoryLM-1 train step" in bench.format_report(result)


def test_scaled_source_checks() -> None:
    from kina_play.compiler.driver import load_text

    prog = load_text(bench.scaled_forward_source(D=16, H=2, T=8, V=12), "<scaled>")
    assert "forward" in prog.checked.function_names


@pytest.mark.slow
def test_peers_block_reports_jax_or_its_absence_and_threads(result: dict) -> None:
    import importlib.util

    p = result["peers"]
    has_jax = importlib.util.find_spec("jax") is not None
    assert p["jax"]["available"] is has_jax
    assert _is_number(p["fma_peak"]["gflops_1_thread"]) and _is_number(p["fma_peak"]["gflops_all_cores"])
    assert len(p["forward"]) >= 2
    assert any(r["widths"]["D"] & (r["widths"]["D"] - 1) for r in p["forward"])  # a non-power-of-two width
    for r in p["forward"]:
        for k in ("compiled_ms", "numpy_ms", "compiled_gflops", "share_of_peak", "numpy_over_compiled"):
            assert _is_number(r[k]), k
        assert r["max_abs_diff_compiled_vs_numpy"] < 1e-3
        assert set(r["threads"]) == {"compiled", "numpy", "jax"}
        if has_jax:
            assert _is_number(r["jax_ms"]) and r["max_abs_diff_jax_vs_numpy"] < 1e-3 and r["threads"]["jax"]
        else:
            assert r["jax_ms"] is None and r["jax_over_compiled"] is None and r["threads"]["jax"] is None
    assert set(p["targets"]) == {"jax/compiled >= 1.0 (every width)", "share of peak >= 0.6 (D 256)",
                                 "numpy/compiled >= 1.5 (D 256)"}


def test_peers_without_jax(monkeypatch: pytest.MonkeyPatch) -> None:
    """With jax not importable the peer forward is reported absent, not an error."""
    import builtins

    from kina_play import bench_peers

    real_import = builtins.__import__

    def no_jax(name: str, *args, **kwargs):  # type: ignore[no-untyped-def]
        if name == "jax" or name.startswith("jax."):
            raise ImportError("no jax")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_jax)
    assert bench_peers.jax_forward(16, 2, 8) is None


def test_cold_compile_sets_name_the_target_five_and_every_program() -> None:
    """The 1.5 s cold target is on the five StoryLM-0-era programs; every program is reported beside it."""
    sets = bench_incremental.program_sets()
    names = sorted(p.rsplit("/", 1)[-1] for p in sets["five"])
    assert names == sorted(bench_incremental.ISSUE_FIVE)
    assert sorted(p.name for p in programs_dir().glob("*.kina")) == sorted(p.rsplit("/", 1)[-1] for p in sets["all"])
    assert set(sets["five"]) < set(sets["all"])  # storylm1.kina is in "all" only
    rows = bench_incremental.report_rows({"incremental": {
        "fresh_decode_first_call_s": 0.1, "jax_fresh_first_call_s": 0.3, "fresh_decode_vs_jax": 0.33,
        "cold_five_wall_s": 1.0, "cold_five_cpu_s": 1.5, "cold_all_programs_wall_s": 9.0,
        "cold_all_programs_cpu_s": 15.0, "cold_all_programs": [p.rsplit("/", 1)[-1] for p in sets["all"]],
        "check_cold_wall_s": None, "check_cold_cpu_s": None,
        "targets": {"fresh_decode_vs_jax <= 0.5": True, "cold_five_wall <= 1.5 s": True,
                    "check_cold_wall <= 10 s": None}}})
    labels = [r[0] for r in rows]
    assert "the five StoryLM-0-era programs cold, wall" in labels
    assert f"all {len(sets['all'])} programs cold, wall" in labels
