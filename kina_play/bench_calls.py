"""``kina-play bench``: the call path's figures (keys ``call_us``, ``bind_us``,
``generate_us_per_token``, ``ratios_call_path``, ``targets_call_path``).

``call_us``
    One ``decode_s2`` step (v0 weights, a real past) through every way of
    calling it: the plain checked call ``fn(*args)`` (fresh results), the
    pooled call ``fn.pooled()(*args)``, ``call_into``, a bound call, and the
    pure-Python call path (``KINA_PLAY_CALL_HELPER=python``, for context).
    Peers on the same math, same process: ``jax_jit`` (``jax.jit`` of the
    step, weights put on the device once, NumPy in, NumPy out; first call
    excluded) and ``torch_eager`` (PyTorch, weights as tensors once,
    ``inference_mode``, 1 intra-op thread).  ``null`` for an absent peer.
``bind_us``
    ``decode<S=10>.bind(...)`` with its results allocated, and the build of
    the 64-call bound plan of a 32-id KV rollout (``rollout._GreedyPlan``).
``generate_us_per_token``
    ``kina-play generate`` timed as a user runs it: a fresh process per run,
    the ``time:`` line's per-token figure (the whole generation loop: calls
    and picks; with ``--kv-cache`` that loop is one C call,
    ``runtime.chain.greedy_chain``; re-forward is a checked call per step;
    loading or compiling the programs is reported apart), the
    median of 7 runs (3 with ``--quick``) after a warm-up run: one loop
    lasts under a millisecond, so one preemption by another process can
    triple a run.  ``32``: the default run (v1, "once upon a time", 32 ids);
    ``long``: ``--tokens 256`` on the shape-generic programs (``decode<S>``
    for S = 4 … 258 and ``forward<T=260>``; compiled once, in the warm-up
    run, then cached; ``--quick``: 12 tokens).
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

import numpy as np

TARGETS = {"checked_vs_jax": 10.0, "checked_vs_torch": 30.0, "kv_vs_reforward_32": 3.0, "kv_vs_reforward_long": 10.0}


def _jax_decode_step(w: Any) -> tuple[Callable[..., tuple[np.ndarray, ...]] | None, str]:
    """``jax.jit`` of the StoryLM-0 decode step (the reference algebra),
    weights on the device once; NumPy in and out, as a user calls it."""
    try:
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
        import jax
        import jax.numpy as jnp
    except Exception:
        return None, "jax not installed"
    from .storylm0 import spec

    H, DH, D = spec.H, spec.DH, spec.D

    def step(tok: Any, kp: Any, vp: Any, embed: Any, wq: Any, wk: Any, wv: Any, wo: Any, lm_head: Any,
             scale: Any) -> Any:  # jax arrays (jax ships no usable types)
        x = embed[tok]  # [1, 1, D]
        q = jnp.transpose((x @ wq).reshape(1, 1, H, DH), (0, 2, 1, 3))
        kn = jnp.transpose((x @ wk).reshape(1, 1, H, DH), (0, 2, 3, 1))
        vn = jnp.transpose((x @ wv).reshape(1, 1, H, DH), (0, 2, 1, 3))
        k = jnp.concatenate([kp, kn], axis=3)
        v = jnp.concatenate([vp, vn], axis=2)
        p = jax.nn.softmax((q @ k) * scale, axis=3)
        ctx = jnp.transpose(p @ v, (0, 2, 1, 3)).reshape(1, 1, D)
        return k, v, (x + ctx @ wo) @ lm_head

    jitted = jax.jit(step)
    dev = [jnp.asarray(a) for a in w.as_kina_args()]

    def call(tok: np.ndarray, kp: np.ndarray, vp: np.ndarray) -> tuple[np.ndarray, ...]:
        return tuple(np.asarray(r) for r in jitted(tok, kp, vp, *dev))

    return call, f"jax {jax.__version__}, {jax.devices()[0].platform} backend, XLA's default threads"


def _generate_per_token(args: list[str], runs: int) -> tuple[float, float]:
    """Median per-token µs of ``kina-play generate ARGS`` over fresh processes
    (after one warm-up run that may compile), and the median load/compile ms."""
    per, prep = [], []
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    for i in range(runs + 1):
        r = subprocess.run([sys.executable, "-m", "kina_play", "generate", *args], capture_output=True,
                           text=True, env=env, timeout=3600)
        m = re.search(r"\(([\d.]+) µs/token.* in (\d+) ms\)", r.stdout)
        if r.returncode != 0 or m is None:
            raise RuntimeError(f"kina-play generate {' '.join(args)} failed: {r.stderr.strip()[-400:]}")
        if i:  # the first run is the warm-up
            per.append(float(m.group(1)))
            prep.append(float(m.group(2)))
    return statistics.median(per), statistics.median(prep)


def bench_call_path(timer: Any, out: dict[str, Any], *, long_tokens: int | None = None,
                    runs: int | None = None) -> None:
    """Measure the call path into ``out`` (``--quick``: the long run is 12
    tokens, two runs each: a smoke test, since 256 tokens first compiles 255
    ``decode<S>`` instances)."""
    long_tokens = long_tokens or (12 if timer.quick else 256)
    from .runtime import callhelper
    from .runtime.module import NativeModule
    from .storylm0 import reference, rollout, spec
    from .storylm0.engine import CompiledEngine
    from .storylm0.weights import patterned_v0, resolve_checkpoint

    w = patterned_v0()
    eng = CompiledEngine()
    wargs = w.kina_args()
    k0, v0, _ = eng.decode_fn(0)(np.array([[3]], dtype=np.int64), *wargs)
    k1, v1, _ = eng.decode_fn(1)(np.array([[2]], dtype=np.int64), k0, v0, *wargs)
    fn = eng.decode_fn(2)
    args = (np.array([[0]], dtype=np.int64), k1, v1)
    full = (*args, *wargs)
    ref = reference.decode_step(*args, w)
    pooled = fn.pooled()
    outs = fn.empty_results()
    bound = fn.bind(*full)
    owner = fn.module
    assert owner is not None  # a function of a loaded library
    py_fn = NativeModule(owner.artifact, use_helper=False).function(fn.name)
    calls: dict[str, Any] = {
        "checked": timer.per_call(lambda: fn(*full)) * 1e6,
        "pooled": timer.per_call(lambda: pooled(*full)) * 1e6,
        "call_into": timer.per_call(lambda: fn.call_into(full, outs)) * 1e6,
        "bound": timer.per_call(bound) * 1e6,
        "checked_python_path": timer.per_call(lambda: py_fn(*full)) * 1e6,
    }
    extra: dict[str, Any] = {"call_path": callhelper.status(), "threads": "compiled: 1 (the caller's)"}
    extra["max_abs_diff_vs_numpy"] = max(float(np.max(np.abs(a - b))) for a, b in zip(fn(*full), ref))

    jax_step, jax_note = _jax_decode_step(w)
    extra["jax_setup"] = jax_note
    if jax_step is None:
        calls["jax_jit"] = None
    else:
        extra["jax_max_abs_diff"] = max(float(np.max(np.abs(a - b))) for a, b in zip(jax_step(*args), ref))
        calls["jax_jit"] = timer.per_call(lambda: jax_step(*args)) * 1e6

    from .bench import _torch_decode_step, torch_one_thread

    torch_step = _torch_decode_step(w)
    if torch_step is None:
        calls["torch_eager"] = None
        extra["torch_setup"] = "PyTorch not installed"
    else:
        with torch_one_thread():
            calls["torch_eager"] = timer.per_call(lambda: torch_step(*args)) * 1e6
        extra["torch_setup"] = "weights as tensors once, inference_mode, 1 intra-op thread"
    out["call_us"] = calls

    gen = eng.program("storylm0_generate")
    dec = gen.instance("decode", S=10)
    kp, vp = np.zeros((1, 2, 2, 10), np.float32), np.zeros((1, 2, 10, 2), np.float32)
    v1w = resolve_checkpoint("v1")
    kv_eng = CompiledEngine(generic_decode=True)
    kv_eng.kv_fns(len(spec.PROMPT), spec.GENERATE)
    out["bind_us"] = {
        "decode_bind": timer.per_call(lambda: dec.bind(args[0], kp, vp, *wargs)) * 1e6,
        "rollout_plan_64_calls": timer.runs(
            lambda: rollout._GreedyPlan(kv_eng, v1w, len(spec.PROMPT), spec.GENERATE, True), reps=7) * 1e6,
    }

    runs = runs or (3 if timer.quick else 7)
    per: dict[str, Any] = {}
    for label, n in (("32", spec.GENERATE), ("long", long_tokens)):
        for mode, flag in (("kv_cache", ["--kv-cache"]), ("reforward", [])):
            us, prep_ms = _generate_per_token(["--tokens", str(n), *flag], runs)
            per[f"{mode}_{label}"] = us
            extra[f"generate_{mode}_{label}_load_ms"] = prep_ms
    per["long_tokens"] = long_tokens
    out["generate_us_per_token"] = per
    extra["generate_note"] = (f"fresh process per run, median of {runs} after a warm-up run; "
                              "the loop is single-threaded (compiled calls use the caller's thread)")

    def ratio(a: float | None, b: float | None) -> float | None:
        return None if a is None or b is None or b == 0 else a / b

    r = {
        "checked_vs_jax": ratio(calls["jax_jit"], calls["checked"]),
        "checked_vs_torch": ratio(calls["torch_eager"], calls["checked"]),
        "kv_vs_reforward_32": ratio(per["reforward_32"], per["kv_cache_32"]),
        "kv_vs_reforward_long": ratio(per["reforward_long"], per["kv_cache_long"]),
    }
    out["ratios_call_path"] = r
    out["targets_call_path"] = {f"{k} >= {t:g}": (None if (v := r[k]) is None else v >= t) for k, t in TARGETS.items()}
    out["extra"]["call_path"] = extra


def format_call_path(res: dict[str, Any], row: Callable[..., None], fmt: Callable[..., str]) -> None:
    """The call path's rows of the human table (``row(name, value, target, ok)``)."""
    c, b, g = res["call_us"], res["bind_us"], res["generate_us_per_token"]
    r, t = res["ratios_call_path"], res["targets_call_path"]
    row("decode_s2 checked call fn(*args)", fmt(c["checked"], "µs"))
    row("  pooled / call_into / bound", f"{fmt(c['pooled'])} / {fmt(c['call_into'])} / {fmt(c['bound'])} µs")
    row("  pure-Python call path (context)", fmt(c["checked_python_path"], "µs"))
    row("decode step, jax.jit (NumPy in/out)", fmt(c["jax_jit"], "µs"))
    row("decode step, PyTorch eager (1 thread)", fmt(c["torch_eager"], "µs"))
    row("  jax.jit / checked call", fmt(r["checked_vs_jax"], "×"), "≥ 10×", t["checked_vs_jax >= 10"])
    row("  PyTorch / checked call", fmt(r["checked_vs_torch"], "×"), "≥ 30×", t["checked_vs_torch >= 30"])
    row("bind decode<S>; 64-call rollout plan", f"{fmt(b['decode_bind'])} µs; {fmt(b['rollout_plan_64_calls'])} µs")
    row("generate 32, KV / re-forward per token", f"{fmt(g['kv_cache_32'])} / {fmt(g['reforward_32'])} µs")
    row("  re-forward / KV", fmt(r["kv_vs_reforward_32"], "×"), "≥ 3×", t["kv_vs_reforward_32 >= 3"])
    row(f"generate {g['long_tokens']}, KV / re-forward per token",
        f"{fmt(g['kv_cache_long'])} / {fmt(g['reforward_long'])} µs")
    row("  re-forward / KV", fmt(r["kv_vs_reforward_long"], "×"), "≥ 10×", t["kv_vs_reforward_long >= 10"])
