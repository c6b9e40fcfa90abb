"""The batch's loss and gradient from shards of the batch run on several cores.

Why this is exact: the compiled loss is Σ weights · NLL, and the host's
weights are 1/(real targets in the *whole* batch), so cutting the batch into
shards of sequences and keeping each row's weights makes the batch's loss
and every gradient the plain sums of the shards' (the token-count weighting
is already in the weights). ``loss_shard_grad`` is the compiled gradient of
one shard (``programs/storylm1.kina``); the shards run on a small thread
pool, each writing its gradients into its own flat buffer, and the buffers
are added in shard order.

Why threads work: the native call releases the GIL (the runtime's C helper
wraps it in ``Py_BEGIN_ALLOW_THREADS``), the generated code keeps no state
between calls, and the allocation guard's jump buffer is thread-local
(:mod:`kina_play.compiler.alloc_guard`), so concurrent calls of one
function are independent. OpenBLAS, which the compiled code calls for its
large matmuls, is pinned to one thread while training and is safe to call
from several threads at once.

Reproducibility: the sum is taken in shard order whatever the thread count,
and a one-core machine runs the same shards one after the other, so a run
depends on the batch and shard size only, never on the machine's core count
(:meth:`.engine.CompiledModel.loss_grad` is the same sum on one thread). The
batch must split into whole shards: the program has no whole-batch loss.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING

import numpy as np

from ..cores import usable_cores
from ..runtime import matmul_pool
from . import spec

if TYPE_CHECKING:
    from .engine import CompiledModel


@dataclass(frozen=True)
class ShardPlan:
    shards: int  # pieces the batch is cut into, each one loss_shard_grad call
    threads: int  # threads running them (the calling thread included)

    @staticmethod
    def choose(batch: int, shard: int, cores: int) -> ShardPlan:
        """Shards of ``shard`` sequences on up to ``cores`` threads (one core
        runs them in turn, so the sum is the same)."""
        if batch < 1 or shard < 1 or batch % shard:
            raise ValueError(f"a batch of {batch} sequences does not split into whole shards of {shard}")
        shards = batch // shard
        return ShardPlan(shards, max(1, min(cores, shards)))


class ShardedLossGrad:
    """A training ``grad_fn`` (ids, targets, weights, params) → (loss, grads)
    that runs the batch's shards in parallel; ``grads`` are views into a
    buffer reused by the next call. Close it (or use ``with``) to stop the
    pool's threads."""

    def __init__(self, model: CompiledModel, cores: int | None = None, plan: ShardPlan | None = None,
                 batch: int | None = None) -> None:
        from .recipe import Recipe

        model.build()
        self.model = model
        self._shard_fn = model.program.loss_shard_grad
        batch = Recipe().batch if batch is None else batch
        self.shard_size = model.shard_size
        self.plan = plan or ShardPlan.choose(batch, self.shard_size, cores or usable_cores())
        if self.plan.shards * self.shard_size != batch or not 1 <= self.plan.threads <= self.plan.shards:
            raise ValueError(f"{self.plan}: expected {batch} / {self.shard_size} shards on 1 … shards threads")
        sizes = [int(np.prod(shape)) for shape in spec.PARAM_SHAPES.values()]
        offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(int).tolist()
        self._flat = [np.empty(offsets[-1], np.float32) for _ in range(self.plan.shards)]
        self._losses = [np.empty((), np.float32) for _ in range(self.plan.shards)]
        self._outs = [[loss] + [buf[a:b].reshape(shape) for a, b, shape in
                                zip(offsets, offsets[1:], spec.PARAM_SHAPES.values())]
                      for loss, buf in zip(self._losses, self._flat)]
        self.grads = dict(zip(spec.PARAM_NAMES, self._outs[0][1:]))
        per, extra = divmod(self.plan.shards, self.plan.threads)
        bounds = np.cumsum([0] + [per + (t < extra) for t in range(self.plan.threads)]).tolist()
        self._groups = [range(a, b) for a, b in zip(bounds, bounds[1:])]
        self._pool = ThreadPoolExecutor(self.plan.threads - 1, thread_name_prefix="loss-shard") \
            if self.plan.threads > 1 else None

    def __call__(self, ids: np.ndarray, targets: np.ndarray, weights: np.ndarray,
                 params: Mapping[str, np.ndarray]) -> tuple[float, Mapping[str, np.ndarray]]:
        args = self.model.args(params)
        rows_of = self.model.shards(ids.shape[0])
        if len(rows_of) != self.plan.shards:
            raise ValueError(f"a batch of {ids.shape[0]} sequences: this gradient runs "
                             f"{self.plan.shards} shard(s) of {self.shard_size}")

        def run(group: range) -> None:
            for i in group:
                rows = rows_of[i]
                self._shard_fn.call_into((ids[rows], targets[rows], weights[rows], *args), self._outs[i])

        with self._pool_share():
            pending = [self._pool.submit(run, g) for g in self._groups[1:]] if self._pool else []
            run(self._groups[0])
            for f in pending:
                f.result()
        total, loss = self._flat[0], self._losses[0].copy()
        for buf, part in zip(self._flat[1:], self._losses[1:]):
            total += buf
            loss += part
        return float(loss), self.grads

    def _pool_share(self) -> contextlib.AbstractContextManager[int | None]:
        """The matmul pool at ``n − (threads − 1)`` threads while the shards run
        (``n`` its count outside the step), never fewer than one.

        Why: only one host thread at a time splits its matmuls on the pool
        (the others run theirs on their own thread), so with the shards on
        every core the pool's workers only took CPU from the other shards'
        threads, and spun for them between matmuls: two shards on two cores
        ran 109 steps/s with the pool at 2 and 128 at 1 (interleaved, this
        AVX2 box). The pool's blocks never depend on its thread count, so
        neither do the bits."""
        if self.plan.threads <= 1:
            return contextlib.nullcontext(None)
        n = self.pool_threads_in_step()
        return contextlib.nullcontext(None) if n is None else matmul_pool.limited(n)

    def pool_threads_in_step(self) -> int | None:
        """The matmul pool's threads while a step's shards run (None without the pool)."""
        n = matmul_pool.threads()
        return None if n is None else max(1, n - (self.plan.threads - 1))

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None

    def __enter__(self) -> ShardedLossGrad:
        return self

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        self.close()
