"""The host SGD loop: recipe, records, divergence, cancellation."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from kina_play.storylm0 import reference as R
from kina_play.storylm0 import spec
from kina_play.storylm0.export import train_and_save
from kina_play.storylm0.train import EpochRecord, TrainingDiverged, reference_grad_fn, train
from kina_play.storylm0.weights import patterned_v0, resolve_checkpoint


def test_one_epoch_is_three_sgd_steps_in_window_order() -> None:
    """Replays the recipe by hand: windows 0, 1, 2; w ← w − 0.1·g in float32."""
    w = patterned_v0()
    calls: list[int] = []

    def spy(tokens, targets, mask, weights):
        calls.append(int(tokens[0, 0]) - 1)  # window w starts with id w+1
        assert mask.shape == (1, 1, 36, 36)
        return reference_grad_fn(tokens, targets, mask, weights)

    res = train(w, spy, epochs=1)
    assert calls == [0, 1, 2]
    manual = {n: w[n].copy() for n in spec.WEIGHT_NAMES}
    losses = []
    for x, y in spec.windows():
        loss, g = R.nll_grad(x, y, manual)
        losses.append(loss)
        for n in spec.TRAINED_NAMES:
            manual[n] = manual[n] - np.float32(0.1) * g[n]
    for n in spec.WEIGHT_NAMES:
        assert res.weights[n].tobytes() == manual[n].tobytes(), n
    assert res.weights["scale"] == spec.SCALE  # never trained
    rec = res.records[0]
    assert rec.window_losses == tuple(losses) and rec.epoch == 0
    assert rec.loss == pytest.approx(sum(losses))
    assert set(rec.grad_norms) == set(spec.TRAINED_NAMES) and all(v > 0 for v in rec.grad_norms.values())


def test_full_recipe_reaches_committed_v1_and_losses_fall() -> None:
    seen: list[EpochRecord] = []
    res = train(patterned_v0(), on_epoch=seen.append)
    assert len(seen) == res.epochs == 40 and not res.cancelled
    assert seen[0].loss > 150 and res.final_loss < 0.05
    assert all(b.loss < a.loss for a, b in zip(seen, seen[1:]))
    assert res.weights == resolve_checkpoint("v1")


def test_divergence_raises_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "ckpt"
    with pytest.raises(TrainingDiverged) as e:
        train_and_save(out, lr=50.0)
    msg = str(e.value)
    assert "epoch 1" in msg and "window" in msg and "smaller learning rate" in msg and "lr=50" in msg
    assert not out.exists()


def test_nan_loss_from_engine_is_divergence(tmp_path: Path) -> None:
    def bad(tokens, targets, mask, weights):
        loss, g = reference_grad_fn(tokens, targets, mask, weights)
        return (float("nan") if tokens[0, 0] == 2 else loss), g

    with pytest.raises(TrainingDiverged, match="epoch 1, window 1: loss is nan"):
        train_and_save(tmp_path / "x", grad_fn=bad)
    assert not (tmp_path / "x").exists()


def test_cancel_writes_nothing(tmp_path: Path) -> None:
    n = {"calls": 0}

    def stop() -> bool:
        n["calls"] += 1
        return n["calls"] > 4  # 4 steps run, the 5th is refused

    res = train_and_save(tmp_path / "c", should_stop=stop, epochs=3)
    assert not res.written and res.train.cancelled and res.train.epochs == 1
    assert not (tmp_path / "c").exists()


def test_bad_arguments() -> None:
    with pytest.raises(ValueError):
        train(patterned_v0(), lr=float("nan"))
    with pytest.raises(ValueError):
        train(patterned_v0(), epochs=-1)
    with pytest.raises(ValueError, match="shape"):
        train(patterned_v0(), lambda *a: (1.0, {n: np.zeros(3, np.float32) for n in spec.TRAINED_NAMES}), epochs=1)
