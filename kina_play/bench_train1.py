"""``kina-play bench``: StoryLM-1 training steps per second (key
``storylm1_train_steps_per_s``), the compiled step against PyTorch eager.

One step on each side: the gradient of the recipe's first batch (16
stories, 47 inputs each) and an AdamW update with the recipe's
hyper-parameters. Compiled: ``loss_shard_grad`` through
:class:`~kina_play.storylm1.data_parallel.ShardedLossGrad` (the shards of
the batch on up to one thread per usable core, OpenBLAS pinned to
``TRAIN_BLAS_THREADS``, the matmul pool cut to the cores the shards leave:
``compiled_matmul_pool_threads_in_step``), then the host AdamW — exactly
what the training loop runs. PyTorch: autograd of the same loss + ``torch.optim.AdamW``.

Two pairs, each side at the same setting: ``compiled`` vs ``torch`` at
their default threads (the headline ``ratio_compiled_over_torch``; the
thread counts are in ``compiled_threads`` and ``torch_threads``), and
``compiled_1_thread`` (the same shards in turn on one thread, and the
matmul pool at one thread, as a one-core machine trains) vs ``torch_1_thread`` (``ratio_1_thread``).

Why interleaved: on a shared machine the load moves between seconds, so
the four configurations take turns (``rounds`` rounds of a few steps each)
and each figure is the median over its rounds; the ratios compare steps
measured under the same load.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any


def _interleaved(steps: dict[str, Callable[[], None]], rounds: int, per_round: int,
                 setup: dict[str, Callable[[], object]]) -> dict[str, float]:
    """Median seconds per step of each named step, the names taking turns;
    ``setup[name]`` (if any) runs before its turn (thread settings)."""
    for name, fn in steps.items():  # warm-up: first calls build and allocate
        setup.get(name, lambda: None)()
        fn()
    times: dict[str, list[float]] = {name: [] for name in steps}
    for _ in range(rounds):
        for name, fn in steps.items():
            setup.get(name, lambda: None)()
            t0 = time.perf_counter()
            for _ in range(per_round):
                fn()
            times[name].append((time.perf_counter() - t0) / per_round)
    return {name: statistics.median(ts) for name, ts in times.items()}


def bench_storylm1_train(quick: bool) -> dict[str, Any]:
    from .runtime import blas_threads, matmul_pool
    from .storylm1 import grammar as g1
    from .storylm1 import recipe as r1
    from .storylm1.data_parallel import ShardedLossGrad, ShardPlan
    from .storylm1.engine import CompiledModel
    from .storylm1.train import TRAIN_BLAS_THREADS

    rc = r1.Recipe()
    batch = r1.make_batch(g1.corpus(rc.batch, rc.train_seed))
    model = CompiledModel()
    model.build()

    def compiled(grad_fn: ShardedLossGrad) -> Callable[[], None]:
        opt = r1.AdamW(r1.init_params(rc), rc)
        params = opt.bind()

        def step() -> None:
            _, grads = grad_fn(batch.ids, batch.targets, batch.weights, params)
            opt.step(params, grads, rc.lr)
        return step

    rounds, per_round = (4, 2) if quick else (12, 4)
    res: dict[str, Any] = {"batch": rc.batch, "window": int(batch.ids.shape[1]),
                           "rounds": rounds, "steps_per_round": per_round}
    one_core = ShardPlan.choose(rc.batch, model.shard_size, 1)
    with ShardedLossGrad(model) as parallel, ShardedLossGrad(model, plan=one_core) as single, \
            blas_threads.pinned(TRAIN_BLAS_THREADS) as blas:  # as the training loop runs it
        steps = {"compiled": compiled(parallel), "compiled_1_thread": compiled(single)}
        pool_threads = matmul_pool.threads()  # large matmuls inside a shard may split on the pool
        setup: dict[str, Callable[[], object]] = {}
        if pool_threads is not None:
            setup["compiled"] = lambda: matmul_pool.set_threads(pool_threads)
            setup["compiled_1_thread"] = lambda: matmul_pool.set_threads(1)
        torch_threads, restore = _add_torch_steps(rc, batch, steps, setup)
        try:
            secs = _interleaved(steps, rounds, per_round, setup)
        finally:
            restore()
            if pool_threads is not None:
                matmul_pool.set_threads(pool_threads)
        res.update({"compiled_threads": parallel.plan.threads, "compiled_shards": parallel.plan.shards,
                    "compiled_blas_threads": blas, "compiled_matmul_pool_threads": pool_threads,
                    "compiled_matmul_pool_threads_in_step": parallel.pool_threads_in_step(),
                    "shard_sequences": parallel.shard_size})
    res.update({name: 1.0 / s for name, s in secs.items()})
    res["torch_threads"] = torch_threads
    if torch_threads is not None:
        res["ratio_compiled_over_torch"] = res["compiled"] / res["torch"]
        res["ratio_1_thread"] = res["compiled_1_thread"] / res["torch_1_thread"]
    else:
        res["torch"] = res["torch_1_thread"] = None
    return res


def _add_torch_steps(rc: Any, batch: Any, steps: dict[str, Callable[[], None]],
                     setup: dict[str, Callable[[], object]]) -> tuple[int | None, Callable[[], None]]:
    """Add ``torch`` (its default threads) and ``torch_1_thread`` to ``steps``,
    with ``setup`` entries that set PyTorch's thread count before each turn.
    Returns (the default count, None without torch; what restores it)."""
    try:
        import torch

        from .storylm1 import recipe as r1
        from .storylm1 import torch_reference as t1
    except ImportError:
        return None, lambda: None
    default = torch.get_num_threads()
    ids, tg, wt = (torch.as_tensor(a) for a in (batch.ids, batch.targets, batch.weights))

    def torch_step() -> Callable[[], None]:
        tp = t1.to_torch(r1.init_params(rc))
        topt = torch.optim.AdamW([{"params": [tp[k] for k in tp if r1.decays(k)], "weight_decay": rc.weight_decay},
                                  {"params": [tp[k] for k in tp if not r1.decays(k)], "weight_decay": 0.0}],
                                 lr=rc.lr, betas=(rc.beta1, rc.beta2), eps=rc.eps)

        def step() -> None:
            topt.zero_grad()
            t1.weighted_nll(ids, tg, wt, tp).backward()
            topt.step()
        return step

    steps["torch"] = torch_step()
    steps["torch_1_thread"] = torch_step()
    setup["torch"] = lambda: torch.set_num_threads(default)
    setup["torch_1_thread"] = lambda: torch.set_num_threads(1)
    return default, lambda: torch.set_num_threads(default)


def storylm1_train_rows(res: dict[str, Any]) -> list[tuple[str, float | None, str, str, bool | None]]:
    """(name, value, unit, target, met) rows for the bench table."""
    r = res.get("storylm1_train_steps_per_s")
    if not r:
        return []
    ratio = r.get("ratio_compiled_over_torch")
    return [
        (f"StoryLM-1 train step, compiled ({r.get('compiled_threads')} thr: {r.get('compiled_shards')} shards, "
         f"pool {r.get('compiled_matmul_pool_threads_in_step')} thr, BLAS {r.get('compiled_blas_threads')} thr)",
         r["compiled"], "/s", "", None),
        (f"StoryLM-1 train step, PyTorch eager ({r.get('torch_threads')} thr)", r.get("torch"), "/s", "", None),
        ("  compiled / PyTorch", ratio, "×", "≥ 1×", None if ratio is None else ratio >= 1.0),
        ("StoryLM-1 train step, compiled (1 thr)", r.get("compiled_1_thread"), "/s", "", None),
        ("StoryLM-1 train step, PyTorch eager (1 thr)", r.get("torch_1_thread"), "/s", "", None),
        ("  both at 1 thread: compiled / PyTorch", r.get("ratio_1_thread"), "×", "", None),
    ]
