"""A StoryLM-1 decode the app can step, undo and restart, one record per step.

It wraps :func:`.decode.generate` (the KV-cache host loop, stepping through
the compiled ``prefill`` / ``decode`` with their attention) and keeps what a viewer
needs beside each :class:`.decode.Step`: the cache shapes of every layer
after the step and the new position's attention weights. Undo replays the seeded loop from the start, so a
sampled step comes back with the same draw.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

import numpy as np

from . import grammar, spec
from .attention import AttentionModel, AttentionTap
from .decode import Step, generate
from .sampling import SamplingConfig


@dataclass(frozen=True)
class StepView:
    step: Step
    cache_shapes: tuple[tuple[str, tuple[int, ...]], ...]
    """(name, filled shape) per cache, ``k0 v0 k1 v1``: [1, H, rows filled, Dh]."""
    capacity: tuple[int, ...]
    """The shape every cache is allocated with: [1, H, T_max, Dh]."""
    attention: np.ndarray
    """The newest position's softmax attention [L, H, rows filled] from the
    compiled step: layer, head, key position 0 … position."""

    def top(self, n: int) -> list[tuple[int, float]]:
        """The ``n`` largest logits as (id, logit), highest first, lowest id on ties."""
        order = np.argsort(-np.asarray(self.step.logits, np.float64), kind="stable")[:n]
        return [(int(i), float(self.step.logits[i])) for i in order]


def cache_views(st: Step) -> tuple[tuple[str, tuple[int, ...]], ...]:
    filled = (1, spec.H, st.cache_len, spec.DH)
    return tuple((f"{kv}{layer}", filled) for layer in range(spec.L) for kv in ("k", "v"))


class DecodeSession:
    """Context, sampling settings and the steps taken so far."""

    def __init__(self, model: AttentionModel, params: Mapping[str, np.ndarray], context: list[int] | None = None,
                 cfg: SamplingConfig = SamplingConfig()) -> None:
        self.model, self.params = AttentionTap(model), params
        self.context = list(context or [grammar.BOS])
        self.cfg = cfg
        self.views: list[StepView] = []
        self._it: Iterator[Step] | None = None

    @property
    def max_steps(self) -> int:
        return spec.T_MAX - len(self.context) + 1

    @property
    def tokens(self) -> list[int]:
        return self.context + [v.step.next_id for v in self.views]

    @property
    def done(self) -> bool:
        return len(self.views) >= self.max_steps or (bool(self.views) and self.views[-1].step.next_id == grammar.EOS)

    def step(self) -> StepView | None:
        if self.done:
            return None
        if self._it is None:
            self._it = generate(self.model, self.params, self.context, self.max_steps, self.cfg, kv_cache=True)
        st = next(self._it)
        assert self.model.last is not None  # the KV-cache loop steps through the engine's prefill_attn / decode_attn
        view = StepView(st, cache_views(st), (1, spec.H, spec.T_MAX, spec.DH), self.model.last)
        self.views.append(view)
        return view

    def reset(self) -> None:
        self.views, self._it = [], None

    def back(self) -> bool:
        if not self.views:
            return False
        n = len(self.views) - 1
        self.reset()
        for _ in range(n):
            self.step()
        return True
