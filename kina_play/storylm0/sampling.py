"""Choosing the next id on the host: argmax (lowest index on ties) and Gumbel-max.

Both pickers live on the host (the compiled programs return logits), so the
exact random stream is part of the spec: ``RandomState(seed)``, one
``uniform(EPS, 1 − EPS, size=8)`` float64 draw per step, and the argmax of
``row / temperature − log(−log(u))`` computed in float64 from the float32
row. Any other stream (``default_rng``, float32 noise, a draw of a different
size) would break the "sampled rollout equals the reference sampler" lock.
"""

from __future__ import annotations

import math
from typing import NamedTuple

import numpy as np

from ..errors import InputError
from . import spec


MIN_TEMPERATURE = float(np.finfo(np.float32).max) / float(np.finfo(np.float64).max)
"""The smallest temperature (≈ 1.9e-270) at which ``logits / T`` stays finite in
float64 for every finite float32 logit.  Below it a row overflowed to inf and
NaN and the "sample" was garbage (``<pad>`` after ``<pad>``); any T down to
here still picks what the formula says (at such T, the argmax)."""


def check_temperature(t: float) -> float:
    """``t`` if it is a usable temperature, else ValueError saying the range."""
    if not (math.isfinite(t) and t >= MIN_TEMPERATURE):
        raise ValueError(f"temperature must be a finite number ≥ {MIN_TEMPERATURE:.3g}, got {t!r}")
    return t


def check_temperature_flag(t: float, sample: bool) -> float:
    """``--temperature`` for a run that samples (``sample``) or is greedy, the
    one rule of both models' ``generate``: the temperature matters only when
    sampling, so a greedy run accepts any finite T ≥ 0 (0 included: greedy
    is the T → 0 limit of sampling); with ``--sample`` it must reach
    :data:`MIN_TEMPERATURE`, and 0 is pointed at greedy decoding.  A value no
    run could use (negative, NaN, inf) is refused either way.  ValueError
    with the flag's message otherwise."""
    if not sample:
        if not (math.isfinite(t) and t >= 0):
            raise ValueError(f"--temperature must be a finite number ≥ 0, got {t!r} (it applies to --sample only; "
                             "this run is greedy)")
        return t
    if t == 0:
        raise ValueError(f"--temperature 0 with --sample: sampling divides the logits by the temperature, so it must "
                         f"be a finite number ≥ {MIN_TEMPERATURE:.3g}; temperature 0 is greedy decoding, which is what "
                         "a run without --sample does")
    try:
        return check_temperature(t)
    except ValueError as e:
        raise ValueError(f"--{e}") from None


class NonFiniteLogits(InputError, ValueError):
    """A logits row holding NaN or inf: the weights overflow float32 somewhere
    in the forward pass (finite but huge weights do that), so no token can be
    picked."""


def argmax_pick(row: np.ndarray) -> np.ndarray | int:
    """Argmax over the last axis, lowest index on ties.

    A ``[V]`` row gives an ``int``; ``[..., V]`` gives an int64 array of the
    leading shape (so ``[1, 1, 8]`` logits → ``[1, 1]`` ids, the shape
    ``greedy_one`` returns). NaN has no place in an ordering, and an
    infinite logit is float32 overflow: a row holding either raises
    :class:`NonFiniteLogits` (a ``ValueError``) instead of NumPy's "NaN
    wins" convention, as the lean loops (``rollout.stream_ids``) and
    StoryLM-1's sampler do.  Inf used to pass here, so a ``--trace`` or
    ``--timeout`` run of an overflowing checkpoint printed garbage ids and
    wrote ``Infinity`` into the trace, which no JSON reader takes.
    """
    a = np.asarray(row)
    if a.ndim == 0 or a.shape[-1] == 0:
        raise ValueError(f"argmax_pick: expected [..., V] logits, found shape {list(a.shape)}")
    if not np.isfinite(a).all():
        raise NonFiniteLogits("argmax_pick: logits row contains NaN or inf")
    ids = np.argmax(a, axis=-1)  # NumPy returns the first maximal index
    return int(ids) if a.ndim == 1 else ids.astype(np.int64)


class Pick(NamedTuple):
    """One Gumbel-max step: the id, the Gumbel noise −log(−log u) and the
    perturbed scores row/temperature + noise (both float64 ``[V]``)."""

    id: int
    noise: np.ndarray
    perturbed: np.ndarray


class GumbelSampler:
    """Gumbel-max over a ``RandomState(seed)`` stream.

    Stateful: each :meth:`pick` consumes one draw of ``V`` uniforms, so two
    samplers built with the same seed and fed the same rows pick the same
    ids. Build a fresh sampler per rollout.
    """

    def __init__(self, seed: int = spec.SEED, temperature: float = spec.TEMPERATURE, eps: float = spec.EPS) -> None:
        check_temperature(temperature)
        if not 0.0 < eps < 0.5:
            raise ValueError(f"eps must be in (0, 0.5), got {eps!r}")
        self.seed = int(seed)
        self.temperature = float(temperature)
        self.eps = float(eps)
        self._rng = np.random.RandomState(self.seed)
        self.steps = 0

    def draw(self) -> np.ndarray:
        """The next ``u ~ Uniform(eps, 1 − eps)``, float64 ``[V]``."""
        self.steps += 1
        return self._rng.uniform(self.eps, 1.0 - self.eps, size=spec.V)

    def pick(self, row_f32: np.ndarray) -> Pick:
        """Pick one id from a float32 logits row of ``V`` values (any shape
        with ``V`` elements, e.g. ``[1, 1, 8]``)."""
        row = np.asarray(row_f32)
        if row.size != spec.V:
            raise ValueError(f"GumbelSampler.pick: expected {spec.V} logits, found shape {list(row.shape)}")
        if row.dtype != np.float32:
            raise ValueError(f"GumbelSampler.pick: expected float32 logits, found {row.dtype}")
        if not np.isfinite(row).all():  # NaN, or float32 overflow (as argmax_pick)
            raise NonFiniteLogits("GumbelSampler.pick: logits row contains NaN or inf")
        u = self.draw()
        gumbel = -np.log(-np.log(u))
        perturbed = row.reshape(spec.V).astype(np.float64) / self.temperature + gumbel
        return Pick(int(np.argmax(perturbed)), gumbel, perturbed)
