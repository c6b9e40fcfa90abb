"""``kina-play generate``'s lean loop (:func:`rollout.stream_ids`) and runs
past the 36-long buffer, each against the NumPy reference re-forward."""

from __future__ import annotations

import numpy as np
import pytest

from kina_play.cli import main
from kina_play.storylm0 import reference, rollout, spec
from kina_play.storylm0.engine import CompiledEngine
from kina_play.storylm0.sampling import GumbelSampler, argmax_pick
from kina_play.storylm0.weights import fixtures_dir, load_checkpoint, patterned_v0


@pytest.fixture(scope="module")
def engine() -> CompiledEngine:
    return CompiledEngine(generic_decode=True)


def numpy_greedy(w, prompt: list[int], n: int) -> list[int]:
    """Greedy ids by re-running the NumPy reference forward on the prefix."""
    ids = list(prompt)
    for _ in range(n):
        logits = reference.forward(np.array([ids], dtype=np.int64), w)
        ids.append(int(argmax_pick(logits[0, -1])))
    return ids


@pytest.mark.parametrize("kv", [True, False], ids=["kv-cache", "re-forward"])
def test_stream_ids_give_the_locked_rollout(engine, kv: bool) -> None:
    w = load_checkpoint(fixtures_dir())
    assert rollout.stream_ids(engine, w, spec.PROMPT, spec.GENERATE, kv_cache=kv) == list(spec.LOCKED_36)


@pytest.mark.parametrize("kv", [True, False], ids=["kv-cache", "re-forward"])
def test_stream_ids_sampled_match_the_record_loops(engine, kv: bool) -> None:
    w = patterned_v0()
    lean = rollout.stream_ids(engine, w, [1, 2], 12, kv_cache=kv, sampler=GumbelSampler(7, 0.8))
    loop = rollout.kv_cache if kv else rollout.reforward
    assert lean == loop(engine, w, [1, 2], 12, sampler=GumbelSampler(7, 0.8)).ids


@pytest.mark.parametrize("kv", [True, False], ids=["kv-cache", "re-forward"])
def test_runs_past_the_36_buffer_use_the_generic_programs(engine, kv: bool) -> None:
    """34 prompt ids + 5 new: prefill<34> and decode<34..37>, or forward<T=39>."""
    w = patterned_v0()
    prompt = [(3 * i + 1) % spec.V for i in range(34)]
    got = rollout.stream_ids(engine, w, prompt, 5, kv_cache=kv)
    assert got == numpy_greedy(w, prompt, 5)
    loop = rollout.kv_cache if kv else rollout.reforward
    assert loop(engine, w, prompt, 5, max_len=rollout.MAX_LEN).ids == got
    with pytest.raises(ValueError, match="must be at most 36"):
        loop(engine, w, prompt, 5)  # the record loops keep the 36-long default


def test_generate_cli_reports_the_whole_loop_per_token(capsys) -> None:
    assert main(["generate", "--kv-cache", "--tokens", "8"]) == 0
    out = capsys.readouterr().out
    assert f"ids: {list(spec.LOCKED_36[:12])}" in out.splitlines()
    (line,) = [x for x in out.splitlines() if x.startswith("time: ")]
    assert "for 8 tokens (" in line and "µs/token: the whole loop, calls and picks;" in line


def test_generate_cli_past_36_tokens(capsys) -> None:
    prompt = " ".join(spec.VOCAB[i] for i in spec.LOCKED_36[:34])
    assert main(["generate", "--prompt", prompt, "--tokens", "3"]) == 0
    out = capsys.readouterr().out
    w = load_checkpoint(fixtures_dir())
    assert f"ids: {numpy_greedy(w, list(spec.LOCKED_36[:34]), 3)}" in out.splitlines()
