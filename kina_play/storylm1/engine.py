"""The compiled StoryLM-1: ``programs/storylm1.kina`` as host calls.

The module holds every function the host uses: ``forward_full`` (that is
``forward<T = 64>``: the re-forward and the reference check), ``prefill``
and ``decode`` (each also returns the attention probabilities per layer and
head, which the Decode view draws and the other callers drop), ``loss_shard``
and ``loss_shard_grad``. All are plain (non-generic) functions, so the
module is built once (then it comes from the compile cache) and
``kina-play --check``'s compile of the program is the same build.

The program has one loss, over a shard of the batch; a batch's loss and
gradient are the sums of its shards' (:meth:`CompiledModel.loss`,
:meth:`CompiledModel.loss_grad`; :mod:`.data_parallel` runs the shards on
several cores and adds them in the same order, so the bits are the same).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from ..storylm0.engine import programs_dir
from . import spec

if TYPE_CHECKING:
    from ..compiler.pipeline import Pipeline

PROGRAM = "storylm1.kina"
FORWARD_T = spec.T_MAX


def program_file() -> Path:
    """The program every StoryLM-1 command compiles (no output may be it)."""
    return programs_dir() / PROGRAM


class CompiledModel:
    """Calls into the compiled module with parameters given by checkpoint key."""

    def __init__(self, programs: Path | None = None, pipeline: Pipeline | None = None) -> None:
        from ..compiler.driver import load
        from ..compiler.pipeline import DEFAULT_PIPELINE

        self.path = (programs or programs_dir()) / PROGRAM
        self.program = load(self.path, pipeline=pipeline or DEFAULT_PIPELINE)
        self._built = False

    def build(self) -> None:
        """Compile (or fetch from the cache) the module's functions, once.

        Every host call starts with it, and the decode loop calls once per
        token: after the first time it costs an attribute read, not the
        program's ``require()`` (its functions are plain, never unloaded)."""
        if not self._built:
            self.program.require()
            self._built = True

    @staticmethod
    def args(params: Mapping[str, np.ndarray]) -> list[np.ndarray]:
        return [np.ascontiguousarray(params[k], dtype=np.float32) for k in spec.PARAM_NAMES]

    def forward(self, ids: np.ndarray, params: Mapping[str, np.ndarray]) -> np.ndarray:
        """logits [1, 64, V] for ids [1, 64] (``forward<64>``)."""
        self.build()
        return self.program.forward_full(np.asarray(ids, np.int64).reshape(1, FORWARD_T), *self.args(params))

    def forward_padded(self, ids: list[int], params: Mapping[str, np.ndarray]) -> np.ndarray:
        """logits [len(ids), V] from one forward<64> of the ids padded with
        ``<pad>`` (causality: padding after t cannot change logits at t)."""
        x = np.zeros((1, FORWARD_T), np.int64)
        x[0, : len(ids)] = ids
        return self.forward(x, params)[0, : len(ids)]

    @staticmethod
    def _prompt(ids: list[int]) -> np.ndarray:
        """The prompt as ids [1, T_max], padded after its end (causality hides the padding)."""
        if not 1 <= len(ids) <= spec.T_MAX:
            raise ValueError(f"prompt of {len(ids)} ids: expected 1 … {spec.T_MAX}")
        x = np.zeros((1, spec.T_MAX), np.int64)
        x[0, : len(ids)] = ids
        return x

    @staticmethod
    def _step_ids(token: int, pos: int) -> tuple[np.ndarray, np.ndarray]:
        """(id, pos) of a decode step as i64 [1, 1] each."""
        if not 0 <= pos < spec.T_MAX:
            raise ValueError(f"position {pos} outside the context of {spec.T_MAX}")
        return np.array([[token]], np.int64), np.array([[pos]], np.int64)

    def prefill(self, ids: list[int], params: Mapping[str, np.ndarray]) -> tuple[list[np.ndarray], np.ndarray]:
        """(caches [k0, v0, k1, v1] each [1, H, T_max, Dh], logits of the last prompt id [V])."""
        self.build()
        logits, *caches, _ = self.program.prefill(self._prompt(ids), *self.args(params))
        return caches, logits[0, len(ids) - 1]

    def decode(self, token: int, pos: int, caches: list[np.ndarray],
               params: Mapping[str, np.ndarray]) -> tuple[list[np.ndarray], np.ndarray]:
        """Token at position ``pos`` (= past length) → (caches with row pos written, logits [V])."""
        self.build()
        out = self.program.decode(*self._step_ids(token, pos), *caches, *self.args(params))
        return list(out[:4]), out[4][0, 0]

    def prefill_attn(self, ids: list[int], params: Mapping[str, np.ndarray]
                     ) -> tuple[list[np.ndarray], np.ndarray, np.ndarray]:
        """:meth:`prefill` plus the last prompt position's attention [L, H, len(ids)]."""
        self.build()
        x = self._prompt(ids)
        logits, *caches, attn = self.program.prefill(x, *self.args(params))
        last = len(ids) - 1
        return caches, logits[0, last], attn[:, :, last, : last + 1]

    def decode_attn(self, token: int, pos: int, caches: list[np.ndarray], params: Mapping[str, np.ndarray]
                    ) -> tuple[list[np.ndarray], np.ndarray, np.ndarray]:
        """:meth:`decode` plus the new token's attention [L, H, pos + 1] over positions 0 … pos."""
        self.build()
        out = self.program.decode(*self._step_ids(token, pos), *caches, *self.args(params))
        return list(out[:4]), out[4][0, 0], out[5][:, :, : pos + 1]

    @property
    def shard_size(self) -> int:
        """Sequences per call of ``loss_shard`` / ``loss_shard_grad``."""
        return int(self.program.loss_shard.params[0][1].shape[0])

    def shards(self, batch: int) -> list[slice]:
        """The rows of each shard of a batch of ``batch`` sequences, in order."""
        n = self.shard_size
        if batch < 1 or batch % n:
            raise ValueError(f"a batch of {batch} sequences: expected a positive multiple of the program's "
                             f"shard of {n} (loss_shard in {PROGRAM})")
        return [slice(i, i + n) for i in range(0, batch, n)]

    def loss(self, ids: np.ndarray, targets: np.ndarray, weights: np.ndarray,
             params: Mapping[str, np.ndarray]) -> float:
        """The batch's loss: its shards' losses added in order (in f32, as the gradient's sum)."""
        args = self.args(params)
        total = np.zeros((), np.float32)
        for rows in self.shards(ids.shape[0]):
            total += self.program.loss_shard(ids[rows], targets[rows], weights[rows], *args)
        return float(total)

    def loss_grad(self, ids: np.ndarray, targets: np.ndarray, weights: np.ndarray,
                  params: Mapping[str, np.ndarray]) -> tuple[float, dict[str, np.ndarray]]:
        """The batch's loss and gradients (arrays of their own): its shards' added
        in order on this thread, by the same code that runs them on several
        (:class:`.data_parallel.ShardedLossGrad`), so the bits are the same."""
        from .data_parallel import ShardedLossGrad, ShardPlan

        batch = ids.shape[0]
        self.shards(batch)  # a batch of part shards: this method's message
        with ShardedLossGrad(self, plan=ShardPlan.choose(batch, self.shard_size, 1), batch=batch) as grad_fn:
            loss, grads = grad_fn(ids, targets, weights, params)
        return loss, dict(grads)
