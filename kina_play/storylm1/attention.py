"""The Decode view's attention weights, taken from the compiled steps.

:class:`AttentionTap` is a :class:`.decode.Model` for the KV-cache host loop
that calls the engine's ``prefill_attn`` / ``decode_attn`` (the compiled steps
with each layer's and head's softmax probabilities for the newest position) and
keeps the last step's weights, so :func:`.decode.generate` and everything it
yields stay exactly those of the plain loop.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

import numpy as np


class AttentionModel(Protocol):
    def prefill_attn(self, ids: list[int], params: Mapping[str, np.ndarray]
                     ) -> tuple[list[np.ndarray], np.ndarray, np.ndarray]: ...

    def decode_attn(self, token: int, pos: int, caches: list[np.ndarray], params: Mapping[str, np.ndarray]
                    ) -> tuple[list[np.ndarray], np.ndarray, np.ndarray]: ...

    def forward_padded(self, ids: list[int], params: Mapping[str, np.ndarray]) -> np.ndarray: ...


class AttentionTap:
    """Steps through the ``*_attn`` functions; ``last`` is the newest
    position's attention [L, H, positions so far] (None before a step or
    after a re-forward, which has no cache to attend over)."""

    def __init__(self, model: AttentionModel) -> None:
        self.model = model
        self.last: np.ndarray | None = None

    def prefill(self, ids: list[int], params: Mapping[str, np.ndarray]) -> tuple[list[np.ndarray], np.ndarray]:
        caches, row, self.last = self.model.prefill_attn(ids, params)
        return caches, row

    def decode(self, token: int, pos: int, caches: list[np.ndarray],
               params: Mapping[str, np.ndarray]) -> tuple[list[np.ndarray], np.ndarray]:
        caches, row, self.last = self.model.decode_attn(token, pos, caches, params)
        return caches, row

    def forward_padded(self, ids: list[int], params: Mapping[str, np.ndarray]) -> np.ndarray:
        self.last = None
        return self.model.forward_padded(ids, params)
