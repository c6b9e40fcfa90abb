"""Choosing StoryLM-1's next id: greedy, temperature, top-k, top-p.

The random stream is part of the contract so that a seeded sample replays
exactly:

* generator: ``numpy.random.default_rng(seed)`` (PCG64);
* one draw per sampled step: ``u = rng.random()`` (a float64 in [0, 1));
  greedy steps draw nothing;
* the draw picks by inverse CDF: the logits row (float32 → float64) is
  divided by the temperature and soft-maxed; top-k keeps the k most probable
  ids (lowest id first on ties); top-p keeps the shortest prefix of the
  remaining ids in descending probability (lowest id first on ties) whose
  mass reaches p (at least one id); the kept probabilities are renormalized
  and, in ascending id order, the chosen id is the first whose cumulative
  probability exceeds ``u``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..storylm0.sampling import NonFiniteLogits, check_temperature_flag


@dataclass(frozen=True)
class SamplingConfig:
    sample: bool = False
    temperature: float = 1.0
    top_k: int | None = None
    top_p: float | None = None
    seed: int = 0

    def validate(self, vocab_size: int) -> None:
        check_temperature_flag(self.temperature, self.sample)  # greedy takes T = 0, as StoryLM-0 does
        if self.top_k is not None and not 1 <= self.top_k <= vocab_size:
            raise ValueError(f"--top-k must be in 1 … {vocab_size}, got {self.top_k}")
        if self.top_p is not None and not 0 < self.top_p <= 1:
            raise ValueError(f"--top-p must be in (0, 1], got {self.top_p}")


@dataclass(frozen=True)
class Candidates:
    """What a sampled step saw: the tempered distribution and the ids kept."""

    probs: np.ndarray  # float64 [V], softmax(logits / T)
    kept: np.ndarray  # int64, ascending ids that survived top-k / top-p
    kept_probs: np.ndarray  # float64, renormalized, aligned with ``kept``


def candidates(row: np.ndarray, cfg: SamplingConfig) -> Candidates:
    z = np.asarray(row, np.float64) / cfg.temperature
    if not np.isfinite(z).all():
        raise ValueError("sampling: logits row holds NaN or inf")
    p = np.exp(z - z.max())
    p /= p.sum()
    order = np.argsort(-p, kind="stable")  # descending, lowest id first on ties
    keep = order
    if cfg.top_k is not None:
        keep = keep[: cfg.top_k]
    if cfg.top_p is not None:
        cum = np.cumsum(p[keep])
        n = int(np.searchsorted(cum, cfg.top_p * cum[-1] if cfg.top_k else cfg.top_p, side="left")) + 1
        keep = keep[: min(n, len(keep))]
    kept = np.sort(keep)
    kp = p[kept] / p[kept].sum()
    return Candidates(p, kept.astype(np.int64), kp)


def pick(c: Candidates, u: float) -> int:
    """Inverse CDF over the kept ids in ascending order."""
    cum = np.cumsum(c.kept_probs)
    i = int(np.searchsorted(cum, u, side="right"))
    return int(c.kept[min(i, len(c.kept) - 1)])


class Sampler:
    """One seeded stream; ``next_id`` is greedy (argmax, lowest id on ties)
    unless ``cfg.sample``."""

    def __init__(self, cfg: SamplingConfig) -> None:
        self.cfg = cfg
        self.rng = np.random.default_rng(cfg.seed)

    def next_id(self, row: np.ndarray) -> tuple[int, Candidates | None]:
        """The pick from one logits row, greedy or sampled.  Every pick goes
        through here, so a row with NaN or inf (weights that overflow float32)
        is refused here, the checkpoint's problem, in either mode."""
        if not np.isfinite(row).all():
            raise NonFiniteLogits("the logits hold NaN or inf")
        if not self.cfg.sample:
            return int(np.argmax(np.asarray(row))), None
        c = candidates(row, self.cfg)
        return pick(c, float(self.rng.random())), c
