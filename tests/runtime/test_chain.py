"""The greedy chain (``runtime.chain.greedy_chain``): the C loop and the
Python loop of checked calls give the same ids as the NumPy reference
re-forward, decline what they should, and stop on non-finite logits."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from kina_play.runtime import callhelper
from kina_play.runtime.chain import GreedyChain, _python_chain, greedy_chain
from kina_play.runtime.module import KinaArgumentError, NativeModule
from kina_play.storylm0 import rollout, rollout_reference, spec
from kina_play.storylm0.engine import CompiledEngine
from kina_play.storylm0.sampling import GumbelSampler, NonFiniteLogits
from kina_play.storylm0.weights import Weights, patterned_v0, resolve_checkpoint


@pytest.fixture(scope="module")
def engine() -> CompiledEngine:
    return CompiledEngine()


def _python_path(fn: Any) -> Any:
    """The same compiled function, called through the pure-Python path (no C plan)."""
    return NativeModule(fn.module.artifact, use_helper=False).fn(fn.name)


def _chain_args(engine: CompiledEngine, w: Weights, prompt: list[int], n: int, *, helper: bool = True
                ) -> tuple[Any, ...]:
    prefill, decodes = engine.kv_fns(len(prompt), n)
    greedy = engine.greedy_fn()
    if not helper:
        prefill, greedy, decodes = _python_path(prefill), _python_path(greedy), [_python_path(d) for d in decodes]
    p = len(prompt)
    buf = np.zeros((1, p + n), dtype=np.int64)
    buf[0, :p] = prompt
    wargs = w.kina_args()
    return prefill, decodes, greedy, buf, p, (buf[:, :p], engine.mask(p), *wargs), wargs


CASES = [([1, 2, 3, 4], 32), ([3], 5), ([5, 6, 1], 10), ([2, 2], 1), ([(3 * i + 1) % spec.V for i in range(34)], 6)]


@pytest.mark.parametrize("prompt,n", CASES, ids=[f"p{len(p)}-n{n}" for p, n in CASES])
@pytest.mark.parametrize("helper", [True, False], ids=["C", "python"])
def test_chain_ids_match_the_numpy_reforward(engine: CompiledEngine, prompt: list[int], n: int, helper: bool) -> None:
    if helper and callhelper.helper() is None:
        pytest.skip(f"the C call helper is not available here: {callhelper.status()}")
    w = patterned_v0()
    args = _chain_args(engine, w, prompt, n, helper=helper)
    assert greedy_chain(*args) is True
    assert args[3][0].tolist() == rollout_reference.reforward_rollout(w, prompt, n, t=max(spec.T, len(prompt) + n)).ids


def test_the_c_loop_runs_and_agrees_with_the_python_loop(engine: CompiledEngine) -> None:
    h = callhelper.helper()
    if h is None:
        pytest.skip(f"the C call helper is not available here: {callhelper.status()}")
    w = resolve_checkpoint("v1")
    head, steps, pick, buf, p, head_args, fixed = _chain_args(engine, w, list(spec.PROMPT), spec.GENERATE)
    chain = GreedyChain(head, steps, pick)
    assert chain.in_c
    assert chain._c.run(buf, p, head_args, fixed) is True  # taken in C, not declined
    ref = _chain_args(engine, w, list(spec.PROMPT), spec.GENERATE)
    assert _python_chain(*ref) is True
    assert buf[0].tolist() == ref[3][0].tolist() == list(spec.LOCKED_36)


class _Sub(np.ndarray):
    """An ndarray subclass: the C loop's fast test takes exact ndarrays only."""


def test_arrays_off_the_fast_path_fall_back_to_checked_calls(engine: CompiledEngine) -> None:
    """Weights given as a subclass are declined by the C loop; the Python
    loop's checked calls take them and give the same ids."""
    w = patterned_v0()
    head, steps, pick, buf, p, head_args, fixed = _chain_args(engine, w, [1, 2], 6)
    subs = tuple(a.view(_Sub) for a in fixed)
    chain = GreedyChain(head, steps, pick)
    if chain.in_c:
        assert chain._c.run(buf, p, (head_args[0], head_args[1], *subs), subs) is None
    assert chain.run(buf, p, (head_args[0], head_args[1], *subs), subs) is True
    assert buf[0].tolist() == rollout_reference.reforward_rollout(w, [1, 2], 6).ids


def test_strided_weights_get_the_argument_error(engine: CompiledEngine) -> None:
    head, steps, pick, buf, p, head_args, fixed = _chain_args(engine, patterned_v0(), [1, 2], 4)
    strided = tuple(np.repeat(a, 2, axis=-1)[..., ::2] if a.ndim else a for a in fixed)
    with pytest.raises(KinaArgumentError, match="C-contiguous"):
        greedy_chain(head, steps, pick, buf, p, (head_args[0], head_args[1], *strided), strided)


def test_steps_that_do_not_chain_get_the_argument_error(engine: CompiledEngine) -> None:
    """decode<S> in the wrong order: the C loop declines (the carry specs do
    not match), the checked call names the parameter."""
    head, steps, pick, buf, p, head_args, fixed = _chain_args(engine, patterned_v0(), [1, 2], 4)
    chain = GreedyChain(head, steps[::-1], pick)
    assert not chain.in_c
    with pytest.raises(KinaArgumentError, match="k_past"):
        chain.run(buf, p, head_args, fixed)


def test_a_short_id_buffer_is_refused(engine: CompiledEngine) -> None:
    head, steps, pick, buf, p, head_args, fixed = _chain_args(engine, patterned_v0(), [1, 2], 4)
    with pytest.raises(ValueError, match="at least 6 elements"):
        greedy_chain(head, steps, pick, buf[:, :5].copy(), p, head_args, fixed)


@pytest.mark.parametrize("helper", [True, False], ids=["C", "python"])
def test_non_finite_logits_stop_the_chain(engine: CompiledEngine, helper: bool) -> None:
    if helper and callhelper.helper() is None:
        pytest.skip(f"the C call helper is not available here: {callhelper.status()}")
    w = patterned_v0()
    huge = w.replace(embed=np.full(spec.HOST_SHAPES["embed"], 3e38, np.float32))  # x @ wq overflows
    args = _chain_args(engine, huge, [1, 2], 4, helper=helper)
    assert greedy_chain(*args) is False
    with pytest.raises(NonFiniteLogits):
        rollout.stream_ids(engine, huge, [1, 2], 4, kv_cache=True)


def test_stream_ids_greedy_kv_is_the_chain_and_matches_the_record_loop(engine: CompiledEngine) -> None:
    w = patterned_v0()
    assert engine.kv_chain(4, 32).in_c == (callhelper.helper() is not None)
    for prompt, n in CASES[:4]:
        got = rollout.stream_ids(engine, w, prompt, n, kv_cache=True)
        assert got == rollout.kv_cache(engine, w, prompt, n).ids
        assert got == rollout.stream_ids(engine, w, prompt, n, kv_cache=False)


def test_seeded_sampling_replays_identically(engine: CompiledEngine) -> None:
    w = resolve_checkpoint("v1")
    runs = [rollout.stream_ids(engine, w, spec.PROMPT, 20, kv_cache=True, sampler=GumbelSampler(11, 0.9))
            for _ in range(2)]
    assert runs[0] == runs[1]
    assert runs[0] == rollout.kv_cache(engine, w, spec.PROMPT, 20, sampler=GumbelSampler(11, 0.9)).ids
