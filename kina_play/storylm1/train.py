"""The StoryLM-1 host training loop: batches → ``grad_fn`` → AdamW.

``grad_fn`` is the compiled gradient (the batch's shards of ``loss_shard_grad``) in the product; the short-recipe
test passes PyTorch autograd instead, so both run the very same loop and can
only differ in their gradients. Nothing is written here: saving is the
caller's job once :func:`train` returns (a diverged run leaves no file).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import numpy as np

from ..errors import EXIT_FAILED, KinaPlayError
from ..runtime import blas_threads
from . import grammar
from .recipe import AdamW, Batch, Recipe, batches, init_params, make_batch

GradFn = Callable[[np.ndarray, np.ndarray, np.ndarray, Mapping[str, np.ndarray]], tuple[float, Mapping[str, np.ndarray]]]
LossFn = Callable[[Batch, Mapping[str, np.ndarray]], float]


TRAIN_BLAS_THREADS = 1
"""OpenBLAS threads while training: the compiled gradient's matmuls (at
most 752 × 256 × 64) are too small to gain from a split across the
busy-waiting pool, and on a shared machine the split stalls each step
(:mod:`kina_play.runtime.blas_threads`)."""


class TrainingDiverged(KinaPlayError, RuntimeError):
    """A non-finite loss or gradient: training stopped, nothing written (exit 1),
    as StoryLM-0's ``TrainingDiverged``."""

    exit_code = EXIT_FAILED


@dataclass(frozen=True)
class StepRecord:
    step: int
    lr: float
    train_loss: float  # the batch's mean NLL per token, before the update
    valid_loss: float | None  # mean NLL per token on the validation set, when evaluated


@dataclass
class TrainResult:
    params: dict[str, np.ndarray]
    records: list[StepRecord] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def final_train(self) -> float:
        return self.records[-1].train_loss

    @property
    def final_valid(self) -> float:
        return next(r.valid_loss for r in reversed(self.records) if r.valid_loss is not None)


def valid_loss(grad_free_loss: LossFn, chunks: list[Batch], params: Mapping[str, np.ndarray]) -> float:
    """Mean NLL per predicted token over the validation stories (chunks are
    batches whose weights are 1/tokens-in-chunk; re-weighted to the whole)."""
    total = sum(c.tokens for c in chunks)
    return sum(grad_free_loss(c, params) * c.tokens for c in chunks) / total


def train(recipe: Recipe, grad_fn: GradFn, loss_fn: LossFn | None = None, *,
          eval_every: int = 50, eval_chunks: int = 8, progress: Callable[[StepRecord], None] | None = None,
          train_set: list[list[int]] | None = None, valid_set: list[list[int]] | None = None) -> TrainResult:
    """Run the recipe; ``loss_fn`` (the loss of a batch, no gradient) scores
    the first ``eval_chunks`` validation batches every ``eval_every`` steps
    (a cheap curve) and the whole validation set after the last step."""
    train_set = train_set if train_set is not None else grammar.corpus(recipe.train_stories, recipe.train_seed)
    valid_set = valid_set if valid_set is not None else grammar.corpus(recipe.valid_stories, recipe.valid_seed)
    chunks = [make_batch(valid_set[i:i + recipe.batch]) for i in range(0, len(valid_set), recipe.batch)]
    chunks = [c for c in chunks if c.ids.shape[0] == recipe.batch]
    score = loss_fn or (lambda b, p: grad_fn(b.ids, b.targets, b.weights, p)[0])
    opt = AdamW(init_params(recipe), recipe)
    params = opt.bind()
    result = TrainResult(params)
    t0 = time.perf_counter()
    with blas_threads.pinned(TRAIN_BLAS_THREADS):
        _run_steps(recipe, grad_fn, score, opt, params, train_set, chunks, result,
                   eval_every=eval_every, eval_chunks=eval_chunks, progress=progress)
    result.seconds = time.perf_counter() - t0
    return result


def _run_steps(recipe: Recipe, grad_fn: GradFn, score: LossFn, opt: AdamW, params: dict[str, np.ndarray],
               train_set: list[list[int]], chunks: list[Batch], result: TrainResult, *, eval_every: int,
               eval_chunks: int, progress: Callable[[StepRecord], None] | None) -> None:
    for step, idx in enumerate(batches(recipe, train_set)):
        b = make_batch([train_set[i] for i in idx])
        loss, grads = grad_fn(b.ids, b.targets, b.weights, params)
        if not math.isfinite(loss) or not all(np.isfinite(g).all() for g in grads.values()):
            raise TrainingDiverged(f"step {step}: loss or gradient is not finite (lr {recipe.lr_at(step):g})")
        lr = recipe.lr_at(step)
        opt.step(params, grads, lr)
        last = step == recipe.steps - 1
        if last:
            vl: float | None = valid_loss(score, chunks, params)
        elif eval_every and (step + 1) % eval_every == 0:
            vl = valid_loss(score, chunks[:eval_chunks], params)
        else:
            vl = None
        rec = StepRecord(step, lr, float(loss), vl)
        result.records.append(rec)
        if progress:
            progress(rec)
