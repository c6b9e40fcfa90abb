"""The PyTorch witness agrees with the NumPy reference (skipped, with the
reason, when PyTorch is not installed)."""

from __future__ import annotations

import numpy as np
import pytest

from kina_play.storylm0 import reference as R
from kina_play.storylm0 import spec
from kina_play.storylm0 import torch_reference as TR
from kina_play.storylm0.rollout_reference import checked_decode_instance
from kina_play.storylm0.weights import resolve_checkpoint

pytestmark = pytest.mark.skipif(not TR.torch_available(), reason=str(TR.torch_unavailable_reason()))


def test_reason_is_none_when_available() -> None:
    assert TR.torch_unavailable_reason() is None


@pytest.mark.parametrize("name", ["v0", "v1"])
def test_forward_matches_numpy(name: str) -> None:
    w = resolve_checkpoint(name)
    rng = np.random.default_rng(5)
    for toks in (np.array([list(spec.LOCKED_36)]), rng.integers(0, 8, size=(1, 36)), np.array([[3]])):
        np.testing.assert_allclose(TR.forward(toks, w), R.forward(toks, w), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("name", ["v0", "v1"])
def test_decode_matches_numpy(name: str) -> None:
    w = resolve_checkpoint(name)
    ids, recs = checked_decode_instance(w)
    k = v = None
    for tok, rec in zip(ids, recs):
        k, v, z = TR.decode_step(np.array([[tok]]), k, v, w)
        np.testing.assert_allclose(k, rec.k_next, rtol=1e-6, atol=1e-6)
        np.testing.assert_allclose(v, rec.v_next, rtol=1e-6, atol=1e-6)
        np.testing.assert_allclose(z, rec.logits, rtol=1e-5, atol=1e-5)
