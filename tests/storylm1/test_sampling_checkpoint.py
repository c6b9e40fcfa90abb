"""Sampling (seeded, replayable) and checkpoint validation."""

from __future__ import annotations

import numpy as np
import pytest

from kina_play.storylm1 import checkpoint, recipe, spec
from kina_play.storylm1.sampling import Sampler, SamplingConfig, candidates, pick


def test_greedy_is_argmax_lowest_id_on_ties() -> None:
    row = np.array([0.0, 3.0, 3.0, 1.0], np.float32)
    assert Sampler(SamplingConfig()).next_id(row) == (1, None)


def test_top_k_and_top_p_keep_the_documented_candidates() -> None:
    row = np.log(np.array([0.1, 0.4, 0.2, 0.3]))
    c = candidates(row, SamplingConfig(sample=True, top_k=2))
    assert c.kept.tolist() == [1, 3]
    np.testing.assert_allclose(c.kept_probs, [0.4 / 0.7, 0.3 / 0.7])
    c = candidates(row, SamplingConfig(sample=True, top_p=0.65))
    assert c.kept.tolist() == [1, 3]  # 0.4 + 0.3 ≥ 0.65, 0.4 alone is not
    c = candidates(row, SamplingConfig(sample=True, top_p=0.71))
    assert c.kept.tolist() == [1, 2, 3]
    c = candidates(row, SamplingConfig(sample=True, temperature=0.5))
    p = np.array([0.1, 0.4, 0.2, 0.3]) ** 2
    np.testing.assert_allclose(c.probs, p / p.sum())


def test_pick_is_inverse_cdf_over_ascending_kept_ids() -> None:
    row = np.log(np.array([0.1, 0.4, 0.2, 0.3]))
    c = candidates(row, SamplingConfig(sample=True))
    assert [pick(c, u) for u in (0.0, 0.09, 0.11, 0.49, 0.51, 0.69, 0.71, 0.999)] == [0, 0, 1, 1, 2, 2, 3, 3]


def test_seeded_stream_replays_and_matches_the_documented_draws() -> None:
    cfg = SamplingConfig(sample=True, temperature=0.9, top_k=5, top_p=0.8, seed=3)
    rows = np.random.default_rng(0).normal(size=(30, spec.V)).astype(np.float32)
    a, b = Sampler(cfg), Sampler(cfg)
    ids_a = [a.next_id(r)[0] for r in rows]
    assert ids_a == [b.next_id(r)[0] for r in rows]
    rng = np.random.default_rng(3)  # the documented stream: one rng.random() per step
    assert ids_a == [pick(candidates(r, cfg), float(rng.random())) for r in rows]


@pytest.mark.parametrize("bad", [dict(temperature=0.0), dict(top_k=0), dict(top_k=spec.V + 1), dict(top_p=0.0),
                                 dict(top_p=1.5)])
def test_bad_sampling_flags_are_refused(bad: dict) -> None:
    with pytest.raises(ValueError, match="--t"):
        SamplingConfig(sample=True, **bad).validate(spec.V)


# ------------------------------------------------------------- checkpoint


def params() -> dict[str, np.ndarray]:
    return recipe.init_params(recipe.Recipe())


def test_checkpoint_round_trip_keys_in_order(tmp_path) -> None:
    p = params()
    npz, man = checkpoint.save(tmp_path, p, {"x": 1})
    with np.load(npz) as z:
        assert list(z.files) == list(spec.PARAM_NAMES)
    back = checkpoint.load(npz)
    assert all(np.array_equal(back[k], p[k]) for k in spec.PARAM_NAMES)
    assert checkpoint.load_manifest(man) == {"x": 1}
    assert not [f for f in tmp_path.iterdir() if f.name not in ("checkpoint.npz", "manifest.json")]


def write_npz(path, arrays) -> None:  # type: ignore[no-untyped-def]
    np.savez(path, **arrays)


@pytest.mark.parametrize("mutate, message", [
    (lambda p: p.pop("h1.mlp.b2"), "missing key.*h1.mlp.b2"),
    (lambda p: p.update(extra=np.zeros(3, np.float32)), "unexpected key.*extra"),
    (lambda p: p.update({"wte": np.zeros((3, spec.D), np.float32)}), rf"'wte' has shape \[3, 64\]; expected \[{spec.V}, 64\]"),
    (lambda p: p.update({"lnf.g": np.ones(spec.D, np.float64)}), "'lnf.g' has dtype float64; expected float32"),
    (lambda p: p["h0.attn.wq"].__setitem__((0, 0), np.nan), "'h0.attn.wq' holds NaN or inf"),
])
def test_checkpoint_validation_names_the_field(tmp_path, mutate, message) -> None:
    p = params()
    mutate(p)
    write_npz(tmp_path / "c.npz", p)
    with pytest.raises(checkpoint.CheckpointError, match=message):
        checkpoint.load(tmp_path / "c.npz")


def test_checkpoint_key_order_and_unreadable_files(tmp_path) -> None:
    p = params()
    write_npz(tmp_path / "c.npz", dict(reversed(list(p.items()))))
    with pytest.raises(checkpoint.CheckpointError, match="order"):
        checkpoint.load(tmp_path / "c.npz")
    (tmp_path / "junk.npz").write_bytes(b"not a zip")
    with pytest.raises(checkpoint.CheckpointError, match="not a zip archive"):
        checkpoint.load(tmp_path / "junk.npz")
    with pytest.raises(checkpoint.CheckpointError, match="no such checkpoint"):
        checkpoint.load(tmp_path / "absent.npz")


def test_shipped_manifest_records_the_recipe_and_losses() -> None:
    man = checkpoint.load_manifest()
    assert man["recipe"] == recipe.Recipe().as_dict()
    for key in ("final_train_loss", "final_valid_loss", "entropy_rate"):
        assert np.isfinite(man[key])
