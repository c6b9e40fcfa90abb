"""The lean greedy rollout (``rollout.greedy_ids``): same ids as the
record-building loops and the NumPy reference, on both weights and paths."""

from __future__ import annotations

import pytest

from kina_play.storylm0 import rollout, rollout_reference, spec
from kina_play.storylm0.engine import CompiledEngine, ReferenceEngine
from kina_play.storylm0.weights import patterned_v0, resolve_checkpoint


@pytest.fixture(scope="module")
def engine() -> CompiledEngine:
    return CompiledEngine()


@pytest.mark.parametrize("kv", [True, False])
def test_v1_lock(engine: CompiledEngine, kv: bool) -> None:
    w = resolve_checkpoint("v1")
    assert rollout.greedy_ids(engine, w, kv_cache=kv) == list(spec.LOCKED_36)
    assert rollout.greedy_ids(engine, w, kv_cache=kv) == list(spec.LOCKED_36)  # cached plan, rerun


@pytest.mark.parametrize("prompt,n", [((1, 2, 3, 4), 32), ((3,), 5), ((5, 6, 1), 10), ((2, 2), 1), ((4,), 0)])
def test_matches_reference_and_record_loops(engine: CompiledEngine, prompt: tuple[int, ...], n: int) -> None:
    w = patterned_v0()
    want = rollout_reference.reforward_rollout(w, prompt, n).ids
    assert rollout.greedy_ids(engine, w, prompt, n, kv_cache=True) == want
    assert rollout.greedy_ids(engine, w, prompt, n, kv_cache=False) == want
    if n:
        assert rollout.kv_cache(engine, w, prompt, n).ids == want


def test_prompts_of_the_same_length_reuse_the_plan(engine: CompiledEngine) -> None:
    w = patterned_v0()
    for prompt in ((1, 2, 3, 4), (4, 3, 2, 1), (7, 7, 7, 7)):
        want = rollout_reference.reforward_rollout(w, prompt, 8).ids
        assert rollout.greedy_ids(engine, w, prompt, 8) == want


def test_reference_engine_and_validation() -> None:
    w = patterned_v0()
    assert rollout.greedy_ids(ReferenceEngine(), w, (1, 2), 4) == rollout_reference.reforward_rollout(w, (1, 2), 4).ids
    with pytest.raises(ValueError):
        rollout.greedy_ids(ReferenceEngine(), w, (1, 2), 40)
    with pytest.raises(ValueError):
        rollout.greedy_ids(ReferenceEngine(), w, (9,), 4)
