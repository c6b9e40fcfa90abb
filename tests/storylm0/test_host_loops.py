"""The host loops through the compiled .so, each against the NumPy reference."""

from __future__ import annotations

import json

import numpy as np
import pytest

from kina_play.storylm0 import reference, rollout, spec
from kina_play.storylm0.decode import DecodeSession, checked_decode_instance
from kina_play.storylm0.engine import CompiledEngine, ReferenceEngine
from kina_play.storylm0.records import ATOL
from kina_play.storylm0.rollout_reference import reforward_rollout
from kina_play.storylm0.sampling import GumbelSampler
from kina_play.storylm0.train import TrainingDiverged, train
from kina_play.storylm0.weights import fixtures_dir, load_checkpoint, patterned_v0


@pytest.fixture(scope="module")
def engine() -> CompiledEngine:
    return CompiledEngine()


@pytest.fixture(scope="module")
def v1():
    return load_checkpoint(fixtures_dir())


def test_checked_decode_instance(engine):
    res = checked_decode_instance(engine, patterned_v0())
    assert [r.fn for r in res.records] == ["decode_self", "decode_s1", "decode_s2"]
    assert [r.k_shape for r in res.records] == [(1, 2, 2, 1), (1, 2, 2, 2), (1, 2, 2, 3)]
    assert [r.v_shape for r in res.records] == [(1, 2, 1, 2), (1, 2, 2, 2), (1, 2, 3, 2)]
    assert res.records[-1].cache_shapes == "k 1x2x2x3 · v 1x2x3x2"
    assert len(res.sequence) == 4 and res.sequence[0] == spec.CHECKED_SEED_TOKEN
    assert res.sequence == res.reference_sequence
    for r in res.records:
        assert r.ok, r.checks
        assert r.checks["step vs numpy"] <= ATOL and r.checks["vs full causal forward"] <= ATOL
    # (a) the incremental KV algebra: each cache is the previous one plus a column/row.
    for prev, cur in zip(res.records, res.records[1:]):
        assert np.array_equal(cur.k[..., :-1], prev.k)
        assert np.array_equal(cur.v[:, :, :-1, :], prev.v)


def test_checked_decode_against_full_forward_independently(engine):
    """(b) without the session's own check code: the last step's logits equal the
    reference full causal forward's last row on the generated prefix."""
    res = checked_decode_instance(engine, patterned_v0())
    prefix = np.array([res.sequence[:3]], dtype=np.int64)
    full = reference.forward(prefix, patterned_v0())
    np.testing.assert_allclose(np.array(res.records[-1].logits), full[0, -1], atol=ATOL)


def test_session_back_reset_and_generic_steps(engine):
    s = DecodeSession(engine, patterned_v0())
    recs = [s.step() for _ in range(5)]
    assert [r.fn for r in recs] == ["decode_self", "decode_s1", "decode_s2", "decode__S3", "decode__S4"]
    tokens = s.tokens
    s.back()
    again = s.step()
    assert s.tokens == tokens and again.logits == recs[-1].logits
    s.reset()
    assert s.records == [] and s.tokens == [spec.CHECKED_SEED_TOKEN]


def test_session_sampled_replays_stream_after_back(engine, v1):
    s = DecodeSession(engine, v1, prompt=spec.PROMPT, sampled=True)
    recs = [s.step() for _ in range(8)]
    assert [r.mode for r in recs[:3]] == ["prompt"] * 3 and recs[3].mode == "sampled"
    assert recs[3].noise is not None and len(recs[3].perturbed) == spec.V
    assert recs[3].pick == int(np.argmax(recs[3].perturbed))
    before = s.tokens
    s.back()
    s.back()
    s.step()
    s.step()
    assert s.tokens == before


def test_greedy_lock_twice_and_trace_record(engine, v1):
    a = rollout.reforward(engine, v1)
    b = rollout.reforward(engine, v1)
    assert a.ids == b.ids == list(spec.LOCKED_36)
    assert rollout.text(a.ids) == spec.LOCKED_TEXT
    rec = json.loads(a.records[0].to_jsonl())
    for key in ("position", "fn", "logits", "probs", "pick", "us", "mode"):
        assert key in rec
    assert abs(sum(rec["probs"]) - 1) < 1e-9


def test_sampled_matches_numpy_sampler(engine, v1):
    got = [rollout.reforward(engine, v1, sampler=GumbelSampler(42, 0.8)).ids for _ in range(2)]
    ref = reforward_rollout(v1, spec.PROMPT, spec.GENERATE, sampler=GumbelSampler(42, 0.8))
    assert got[0] == got[1] == list(ref.ids)


def test_sampled_v0_matches_numpy_sampler_other_seed(engine):
    """v0 is not confident, so sampling really explores: a stronger check."""
    got = rollout.reforward(engine, patterned_v0(), sampler=GumbelSampler(7, 1.3)).ids
    ref = reforward_rollout(patterned_v0(), spec.PROMPT, spec.GENERATE, sampler=GumbelSampler(7, 1.3))
    assert got == list(ref.ids)
    assert len(set(got[4:])) > 2


@pytest.mark.parametrize("which", ["v0", "v1"])
def test_kv_cache_equals_reforward(engine, v1, which):
    w = patterned_v0() if which == "v0" else v1
    kv = rollout.kv_cache(CompiledEngine(generic_decode=True), w)
    rf = rollout.reforward(engine, w)
    assert kv.ids == rf.ids
    assert kv.records[0].fn == "prefill__P4" and kv.records[1].fn == "decode__S4"
    assert kv.records[-1].fn == "decode__S34"
    for a, b in zip(kv.records, rf.records):
        np.testing.assert_allclose(a.logits, b.logits, atol=ATOL)


def test_causal_non_leak(engine, v1):
    ok, detail = rollout.causal_non_leak(engine, v1, spec.LOCKED_36)
    assert ok, detail


def test_compiled_training_agrees_with_numpy(engine, v1):
    res = train(patterned_v0(), engine.nll_grad)
    for n in spec.TRAINED_NAMES:
        np.testing.assert_allclose(res.weights[n], v1[n], atol=1e-3)
    assert res.records[-1].loss < res.records[0].loss / 100
    assert rollout.reforward(engine, res.weights).ids[:12] == list(spec.LOCKED_12)


def test_divergence_is_refused(engine):
    with pytest.raises(TrainingDiverged, match="smaller learning rate"):
        train(patterned_v0(), engine.nll_grad, epochs=40, lr=50.0)


def test_reference_engine_matches_compiled_rollout(engine, v1):
    assert rollout.reforward(ReferenceEngine(), v1).ids == rollout.reforward(engine, v1).ids


def test_rollout_rejects_bad_prompts(engine, v1):
    with pytest.raises(ValueError, match="prompt"):
        rollout.reforward(engine, v1, prompt=[9])
    with pytest.raises(ValueError, match="at most 36"):
        rollout.reforward(engine, v1, prompt=[1, 2], n=35)


def test_checks_catch_a_slightly_wrong_gradient(tmp_path):
    """The --check tolerances are tight enough to catch a 0.05 % bug in the loss."""
    import shutil

    from kina_play.storylm0.checks import Suite
    from kina_play.storylm0.engine import programs_dir

    for p in programs_dir().glob("*.kina"):
        shutil.copy(p, tmp_path / p.name)
    src = tmp_path / "storylm0_nll_step.kina"
    text = src.read_text()
    assert "log_softmax(logits, axis = 2)" in text
    src.write_text(text.replace("log_softmax(logits, axis = 2)", "log_softmax(logits * 1.0005, axis = 2)"))
    suite = Suite()
    suite.engine = CompiledEngine(programs=tmp_path)
    ok, detail = suite.nll_grad()
    assert not ok, detail
    ok, detail = suite.train()
    assert not ok, detail
