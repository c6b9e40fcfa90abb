"""The call path's bench keys exist and hold numbers (no timing assertions:
the figures depend on the machine and its load).

They are read from the session's quick bench (``quick_bench`` in
``tests/conftest.py``), which runs :func:`bench_call_path` with
``--quick``'s settings (a 12-token long run, three runs): running the call
path a second time here would repeat its fresh ``kina-play generate``
processes for nothing.  Hence ``slow``, like the bench's own tests."""

from __future__ import annotations

import math

import pytest

from kina_play import bench
from kina_play.bench_calls import TARGETS, format_call_path


QUICK_LONG_TOKENS = 12
"""``bench_call_path``'s long run under ``--quick``."""

pytestmark = pytest.mark.slow  # shares the quick bench: starts with it, on the worker that ran it


@pytest.fixture(scope="session")
def result(quick_bench: dict) -> dict:
    return quick_bench


def _number(v: object) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v > 0


def test_every_figure_is_a_number(result: dict) -> None:
    for k in ("checked", "pooled", "call_into", "bound", "checked_python_path"):
        assert _number(result["call_us"][k]), k
    for k in ("jax_jit", "torch_eager"):  # an absent peer is reported as null
        v = result["call_us"][k]
        assert v is None or _number(v), k
    assert all(_number(v) for v in result["bind_us"].values())
    g = result["generate_us_per_token"]
    assert g["long_tokens"] == QUICK_LONG_TOKENS
    assert all(_number(g[f"{m}_{n}"]) for m in ("kv_cache", "reforward") for n in ("32", "long"))


def test_ratios_targets_and_agreement(result: dict) -> None:
    assert set(result["ratios_call_path"]) == set(TARGETS)
    assert len(result["targets_call_path"]) == len(TARGETS)
    x = result["extra"]["call_path"]
    assert x["max_abs_diff_vs_numpy"] < 1e-5
    if result["call_us"]["jax_jit"] is not None:
        assert x["jax_max_abs_diff"] < 1e-5
    rows: list[str] = []
    format_call_path(result, lambda name, value, target="", ok=None: rows.append(f"{name} {value} {target}"),
                     bench._fmt)
    assert any("jax.jit / checked call" in r and "≥ 10×" in r for r in rows)
    assert any(r.startswith(f"generate {QUICK_LONG_TOKENS}, KV / re-forward per token") for r in rows)
