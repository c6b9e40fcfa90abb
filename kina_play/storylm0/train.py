"""The engine-agnostic host SGD loop (40 epochs, lr 0.1).

The loop owns the recipe (window order, one step per window, float32 update,
``scale`` frozen, divergence detection); an *engine* only supplies
gradients through ``grad_fn``. The NumPy reference engine is
:func:`reference_grad_fn`; the compiled engine wraps ``nll_grad`` from the
``.so`` with the same signature, so both engines are trained by the very
same code and can only differ in their gradients.

The loop writes nothing: saving is the caller's job, done only after
:func:`train` returns normally — a diverged or cancelled run therefore never
leaves a checkpoint behind.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import numpy as np

from ..errors import EXIT_FAILED, KinaPlayError
from . import reference, spec
from .weights import Weights

GradFn = Callable[[np.ndarray, np.ndarray, np.ndarray, Weights], tuple[float, Mapping[str, np.ndarray]]]
"""``grad_fn(tokens[1,36], targets[1,36], mask[1,1,36,36], weights) -> (loss, grads)``
with grads for the six trained matrices in host shapes."""


class TrainingDiverged(KinaPlayError, RuntimeError):
    """A NaN/inf loss, gradient or weight: training stopped, nothing written."""

    exit_code = EXIT_FAILED

    def __init__(self, epoch: int, window: int, what: str, lr: float) -> None:
        self.epoch, self.window, self.what, self.lr = epoch, window, what, lr
        super().__init__(
            f"training diverged at epoch {epoch + 1}, window {window}: {what}. "
            f"Nothing was written. Try a smaller learning rate than lr={lr:g} (the recipe uses {spec.LR:g})."
        )


@dataclass(frozen=True)
class EpochRecord:
    """What one epoch did, for progress bars, logs and the app."""

    epoch: int  # 0-based
    window_losses: tuple[float, ...]  # loss of each window *before* its step
    loss: float  # sum of window_losses
    grad_norms: dict[str, float]  # L2 norm of each matrix's gradient, summed over the epoch's steps in quadrature
    elapsed_s: float  # wall time of this epoch


@dataclass
class TrainResult:
    """Final weights, one record per completed epoch, and whether the run
    was cancelled by ``should_stop``."""

    weights: Weights
    records: list[EpochRecord] = field(default_factory=list)
    cancelled: bool = False
    epochs: int = 0
    lr: float = spec.LR

    @property
    def final_loss(self) -> float:
        """Sum of the last completed epoch's window losses (nan if none)."""
        return self.records[-1].loss if self.records else math.nan


def reference_grad_fn(
    tokens: np.ndarray, targets: np.ndarray, mask: np.ndarray, weights: Weights
) -> tuple[float, dict[str, np.ndarray]]:
    """The NumPy engine: :func:`reference.nll_grad` in the ``GradFn`` shape."""
    return reference.nll_grad(tokens, targets, weights, mask)


def _l2(a: np.ndarray) -> float:
    """Exactly rounded L2 norm (``math.fsum``), for display only."""
    flat = np.asarray(a, dtype=np.float64).reshape(-1)
    return math.sqrt(math.fsum((flat * flat).tolist()))


def train(
    w0: Weights,
    grad_fn: GradFn = reference_grad_fn,
    epochs: int = spec.EPOCHS,
    lr: float = spec.LR,
    on_epoch: Callable[[EpochRecord], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> TrainResult:
    """Run the v1 SGD recipe from ``w0`` and return the trained weights.

    Each epoch visits windows 0, 1, 2 in order and takes one step per window:
    ``w ← w − lr·g`` in float32 for the six matrices (``scale`` untouched).
    ``on_epoch`` receives an :class:`EpochRecord` after every epoch.
    ``should_stop`` is called before every step; it may block (a UI pause)
    and returning True cancels: the result then has ``cancelled=True`` and
    holds the weights reached so far (callers should not save them as v1).

    Raises :class:`TrainingDiverged` on a non-finite loss, gradient or
    updated weight.
    """
    if epochs < 0:
        raise ValueError(f"epochs must be >= 0, got {epochs}")
    if not (math.isfinite(lr) and lr > 0):
        raise ValueError(f"lr must be a finite positive number, got {lr!r}")
    if not isinstance(w0, Weights):
        w0 = Weights(w0)
    lr32 = np.float32(lr)
    mask = reference.causal_mask(spec.T)
    wins = spec.windows()
    w = w0
    result = TrainResult(weights=w0, lr=lr)
    for epoch in range(epochs):
        t0 = time.perf_counter()
        losses: list[float] = []
        sq = {n: 0.0 for n in spec.TRAINED_NAMES}
        for wi, (tokens, targets) in zip(spec.WINDOW_STARTS, wins):
            if should_stop is not None and should_stop():
                result.weights, result.cancelled = w, True
                return result
            # Overflow is expected on the way to a divergence and is reported
            # below as TrainingDiverged; NumPy's RuntimeWarnings would be noise.
            with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
                loss, grads = grad_fn(tokens, targets, mask, w)
            loss = float(loss)
            if not math.isfinite(loss):
                raise TrainingDiverged(epoch, wi, f"loss is {loss}", lr)
            updates: dict[str, np.ndarray] = {}
            for n in spec.TRAINED_NAMES:
                g = np.asarray(grads[n])
                if g.shape != spec.HOST_SHAPES[n]:
                    raise ValueError(f"grad_fn returned {n} with shape {list(g.shape)}, expected {list(spec.HOST_SHAPES[n])}")
                g = g.astype(np.float32, copy=False)
                if not np.isfinite(g).all():
                    raise TrainingDiverged(epoch, wi, f"gradient of {n} is not finite", lr)
                with np.errstate(over="ignore", invalid="ignore"):
                    new = (w[n] - lr32 * g).astype(np.float32, copy=False)
                if not np.isfinite(new).all():
                    raise TrainingDiverged(epoch, wi, f"weight {n} became non-finite", lr)
                updates[n] = new
                sq[n] += _l2(g) ** 2
            w = w.replace(source=f"sgd epoch {epoch + 1}", **updates)
            losses.append(loss)
        rec = EpochRecord(
            epoch=epoch,
            window_losses=tuple(losses),
            loss=math.fsum(losses),
            grad_norms={n: math.sqrt(v) for n, v in sq.items()},
            elapsed_s=time.perf_counter() - t0,
        )
        result.records.append(rec)
        result.epochs = epoch + 1
        result.weights = w
        if on_epoch is not None:
            on_epoch(rec)
    return result
