"""The compiled StoryLM-1 against the NumPy and PyTorch references (the
attention weights ``prefill`` / ``decode`` return included)."""

from __future__ import annotations

import numpy as np
import pytest

from kina_play.storylm1 import decode, grammar, recipe, reference, spec
from kina_play.storylm1.attention import AttentionTap
from kina_play.storylm1.train import train


def random_params(seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {k: (1 + rng.normal(0, 0.1, s) if k.endswith(".g") else rng.normal(0, 0.3, s)).astype(np.float32)
            for k, s in spec.PARAMS}


def padded_story(seed: int) -> np.ndarray:
    s = grammar.corpus(1, seed)[0]
    ids = np.full((1, spec.T_MAX), grammar.PAD, np.int64)
    ids[0, : len(s)] = s
    return ids


@pytest.mark.parametrize("which", ["random", "trained"])
def test_forward_matches_numpy_reference(model, trained, which) -> None:
    w = random_params() if which == "random" else trained
    ids = np.random.default_rng(1).integers(0, spec.V, (1, spec.T_MAX)) if which == "random" else padded_story(9)
    got = model.forward(ids, w)
    assert got.shape == (1, spec.T_MAX, spec.V)
    assert np.abs(got - reference.forward(ids, w)).max() <= 1e-4


def test_prefill_and_decode_match_reference_cache_math(model) -> None:
    w = random_params(2)
    ctx = [grammar.BOS, 5, 6, 7]
    caches, row = model.prefill(ctx, w)
    ref = None
    for t in ctx:
        ref, ref_row = reference.decode_step(t, ref, w)
    assert np.abs(row - ref_row).max() <= 1e-4
    for layer in range(spec.L):
        assert caches[2 * layer].shape == (1, spec.H, spec.T_MAX, spec.DH)
        assert np.abs(caches[2 * layer][:, :, :4] - ref.k[layer]).max() <= 1e-4
        assert np.abs(caches[2 * layer + 1][:, :, :4] - ref.v[layer]).max() <= 1e-4
    for pos, t in enumerate([9, 10, 11], start=len(ctx)):
        caches, row = model.decode(t, pos, caches, w)
        ref, ref_row = reference.decode_step(t, ref, w)
        assert np.abs(row - ref_row).max() <= 1e-4


def test_greedy_kv_cache_equals_reforward_60_tokens(model, trained) -> None:
    kv = [s.next_id for s in decode.generate(model, trained, [grammar.BOS], 60, kv_cache=True)]
    rf = [s.next_id for s in decode.generate(model, trained, [grammar.BOS], 60, kv_cache=False)]
    assert kv == rf and len(kv) == 60


def test_sampled_generation_replays(model, trained) -> None:
    from kina_play.storylm1.sampling import SamplingConfig

    cfg = SamplingConfig(sample=True, temperature=1.0, top_k=10, top_p=0.95, seed=4)
    a = [s.next_id for s in decode.generate(model, trained, [grammar.BOS], 30, cfg)]
    b = [s.next_id for s in decode.generate(model, trained, [grammar.BOS], 30, cfg, kv_cache=False)]
    assert a == b


def test_loss_grad_matches_torch_autograd(model) -> None:
    torch_ref = pytest.importorskip("kina_play.storylm1.torch_reference")
    w = recipe.init_params(recipe.Recipe())
    b = recipe.make_batch(grammar.corpus(16, 8))
    loss, grads = model.loss_grad(b.ids, b.targets, b.weights, w)
    want_loss, want = torch_ref.loss_and_grads(b.ids, b.targets, b.weights, w)
    assert abs(loss - want_loss) <= 1e-5 * abs(want_loss)
    assert abs(loss - reference.nll(b.ids, b.targets, b.weights, w)) <= 1e-5 * abs(want_loss)
    for k in spec.PARAM_NAMES:
        assert np.abs(grads[k] - want[k]).max() <= 1e-4 * np.abs(want[k]).max() + 1e-9, k


def test_adamw_matches_torch_optim_adamw() -> None:
    torch = pytest.importorskip("torch")
    r = recipe.Recipe(weight_decay=0.01)  # the shipped recipe uses none; exercise the decay path anyway
    p = recipe.init_params(r)
    tp = {k: torch.tensor(v, requires_grad=True) for k, v in p.items()}
    opt = torch.optim.AdamW([{"params": [tp[k] for k in tp if recipe.decays(k)], "weight_decay": r.weight_decay},
                             {"params": [tp[k] for k in tp if not recipe.decays(k)], "weight_decay": 0.0}],
                            lr=r.lr, betas=(r.beta1, r.beta2), eps=r.eps)
    mine = recipe.AdamW(p, r)
    rng = np.random.default_rng(0)
    for step in range(3):
        g = {k: rng.normal(0, 0.01, v.shape).astype(np.float32) for k, v in p.items()}
        for k in tp:
            tp[k].grad = torch.tensor(g[k])
        for group in opt.param_groups:
            group["lr"] = r.lr_at(step)
        opt.step()
        mine.step(p, g, r.lr_at(step))
    for k in p:
        np.testing.assert_allclose(p[k], tp[k].detach().numpy(), rtol=1e-5, atol=1e-7, err_msg=k)


def test_short_recipe_trajectory_compiled_equals_torch_gradients(model) -> None:
    torch_ref = pytest.importorskip("kina_play.storylm1.torch_reference")
    r = recipe.Recipe(steps=4, train_stories=64, valid_stories=16)
    train_set = grammar.corpus(64, 1)
    valid_set = grammar.corpus(16, 2)
    a = train(r, model.loss_grad, eval_every=0, train_set=train_set, valid_set=valid_set)
    b = train(r, lambda i, t, w, p: torch_ref.loss_and_grads(i, t, w, p), eval_every=0,
              train_set=train_set, valid_set=valid_set)
    for ra, rb in zip(a.records, b.records):
        assert abs(ra.train_loss - rb.train_loss) <= 1e-4
    assert a.records[-1].train_loss < a.records[0].train_loss
    for k in spec.PARAM_NAMES:
        assert np.abs(a.params[k] - b.params[k]).max() <= 1e-4, k


@pytest.mark.slow
def test_full_recipe_reaches_the_targets(model, tmp_path) -> None:
    from kina_play.storylm1.commands import train_and_save

    man = train_and_save(tmp_path)
    h = grammar.default_grammar().entropy_rate
    assert man["final_valid_loss"] <= 1.10 * h


def test_check_results_are_plain_bools(model) -> None:
    from kina_play.storylm1.checks import Suite, run_checks

    suite = Suite()
    suite.checks = lambda: [("forward", suite.forward_numpy), ("vocab", suite.vocab)]  # type: ignore[method-assign]
    results = list(run_checks(suite))
    assert [r.ok for r in results] == [True, True]
    assert all(type(r.ok) is bool for r in results)


@pytest.mark.parametrize("which", ["random", "trained"])
def test_attention_weights_match_numpy_reference(model, trained, which) -> None:
    w = random_params(3) if which == "random" else trained
    ctx = [grammar.BOS, 5, 6, 7, 8]
    ref = None
    for t in ctx:
        ref, ref_row, ref_attn = reference.decode_step_attention(t, ref, w)
    caches, row, attn = model.prefill_attn(ctx, w)
    assert attn.shape == (spec.L, spec.H, len(ctx))
    assert np.abs(attn - ref_attn).max() <= 1e-5
    assert np.abs(row - ref_row).max() <= 1e-4
    for pos, t in enumerate([9, 10, 11, 12], start=len(ctx)):
        caches, row, attn = model.decode_attn(t, pos, caches, w)
        ref, ref_row, ref_attn = reference.decode_step_attention(t, ref, w)
        assert attn.shape == (spec.L, spec.H, pos + 1)
        assert np.abs(attn - ref_attn).max() <= 1e-5
        assert np.abs(row - ref_row).max() <= 1e-4
        assert np.abs(attn.astype(np.float64).sum(-1) - 1.0).max() <= 1e-5
        assert (attn >= 0).all()


def test_decode_attn_gives_unwritten_slots_zero_weight(model, trained) -> None:
    caches, _, _ = model.prefill_attn([grammar.BOS, 5, 6], trained)
    pos = 3
    out = model.program.decode(np.array([[7]], np.int64), np.array([[pos]], np.int64), *caches,
                               *model.args(trained))
    full = out[5]
    assert full.shape == (spec.L, spec.H, spec.T_MAX)
    assert (full[:, :, pos + 1:] == 0).all()
    assert np.abs(full.astype(np.float64).sum(-1) - 1.0).max() <= 1e-5


def test_prefill_attn_rows_are_the_causal_attention_of_every_prompt_position(model, trained) -> None:
    story = grammar.corpus(1, 11)[0][:12]
    ids = np.zeros((1, spec.T_MAX), np.int64)
    ids[0, : len(story)] = story
    full = model.program.prefill(ids, *model.args(trained))[5]  # [L, H, query, key]
    assert full.shape == (spec.L, spec.H, spec.T_MAX, spec.T_MAX)
    ref = None
    for i, t in enumerate(story):
        ref, _, ref_attn = reference.decode_step_attention(t, ref, trained)
        assert np.abs(full[:, :, i, : i + 1] - ref_attn).max() <= 1e-5
        assert (full[:, :, i, i + 1:] == 0).all()


def test_attention_steps_decode_the_same_ids_as_the_plain_steps(model, trained) -> None:
    tap = AttentionTap(model)
    plain = [s.next_id for s in decode.generate(model, trained, [grammar.BOS], 60, kv_cache=True)]
    seen = []
    for s in decode.generate(tap, trained, [grammar.BOS], 60, kv_cache=True):
        assert tap.last is not None and tap.last.shape == (spec.L, spec.H, s.position + 1)
        seen.append(s.next_id)
    assert seen == plain
