"""The smallest temperature the samplers take keeps ``logits / T`` finite."""

from __future__ import annotations

import numpy as np
import pytest

from kina_play.storylm0 import spec
from kina_play.storylm0.sampling import MIN_TEMPERATURE, GumbelSampler, argmax_pick


def test_at_the_smallest_temperature_the_extreme_logits_stay_finite() -> None:
    worst = np.float64(np.finfo(np.float32).max) / MIN_TEMPERATURE
    assert np.isfinite(worst) and np.isfinite(-worst)


def test_a_tiny_temperature_samples_the_argmax() -> None:
    rng = np.random.default_rng(3)
    for _ in range(20):
        row = rng.standard_normal(spec.V).astype(np.float32) * 1e30
        assert GumbelSampler(seed=1, temperature=MIN_TEMPERATURE).pick(row)[0] == argmax_pick(row)


@pytest.mark.parametrize("t", [MIN_TEMPERATURE / 2, 0.0, -1.0, float("inf"), float("nan")])
def test_unusable_temperatures_are_refused(t: float) -> None:
    with pytest.raises(ValueError, match="temperature must be a finite number"):
        GumbelSampler(seed=1, temperature=t)
