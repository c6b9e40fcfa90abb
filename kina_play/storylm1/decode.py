"""StoryLM-1 host generation loops: KV-cache decode and full re-forward.

Both loops take the model as an object with ``prefill`` / ``decode`` /
``forward_padded`` (the compiled :class:`.engine.CompiledModel`); each step
yields a :class:`Step` record (the app shows it, the checks compare them).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from . import grammar, spec
from .sampling import Candidates, Sampler, SamplingConfig


class Model(Protocol):
    def prefill(self, ids: list[int], params: Mapping[str, np.ndarray]) -> tuple[list[np.ndarray], np.ndarray]: ...

    def decode(self, token: int, pos: int, caches: list[np.ndarray],
               params: Mapping[str, np.ndarray]) -> tuple[list[np.ndarray], np.ndarray]: ...

    def forward_padded(self, ids: list[int], params: Mapping[str, np.ndarray]) -> np.ndarray: ...


@dataclass(frozen=True)
class Step:
    index: int  # 0-based new-token index
    position: int  # position of the token that produced these logits
    logits: np.ndarray  # float32 [V]
    next_id: int
    candidates: Candidates | None  # None for greedy
    cache_len: int  # rows of each cache filled after this step (KV path), else 0


def generate(model: Model, params: Mapping[str, np.ndarray], context: list[int], n_new: int,
             cfg: SamplingConfig = SamplingConfig(), *, kv_cache: bool = True,
             stop_at_eos: bool = False) -> Iterator[Step]:
    """Yield up to ``n_new`` steps after ``context`` (≥ 1 id; the whole
    sequence must fit in T_max)."""
    if not context:
        raise ValueError("generate: the context needs at least <bos>")
    if len(context) + n_new - 1 > spec.T_MAX:
        raise ValueError(f"context of {len(context)} ids plus {n_new} new ids exceeds T_max = {spec.T_MAX} "
                         f"(at most {spec.T_MAX - len(context) + 1} new ids)")
    sampler = Sampler(cfg)
    ids = list(context)
    caches: list[np.ndarray] = []
    for i in range(n_new):
        if kv_cache:
            if i == 0:
                caches, row = model.prefill(ids, params)
            else:
                caches, row = model.decode(ids[-1], len(ids) - 1, caches, params)
            filled = len(ids)
        else:
            row = model.forward_padded(ids, params)[-1]
            filled = 0
        nxt, cand = sampler.next_id(row)
        yield Step(i, len(ids) - 1, np.asarray(row, np.float32), nxt, cand, filled)
        ids.append(nxt)
        if stop_at_eos and nxt == grammar.EOS:
            return


def sample_story(model: Model, params: Mapping[str, np.ndarray], seed: int, temperature: float = 1.0) -> list[int]:
    """One story sampled from ``<bos>`` until ``<eos>`` or T_max tokens."""
    cfg = SamplingConfig(sample=True, temperature=temperature, seed=seed)
    ids = [grammar.BOS]
    for st in generate(model, params, ids, spec.T_MAX - 1, cfg, stop_at_eos=True):
        ids.append(st.next_id)
    return ids
