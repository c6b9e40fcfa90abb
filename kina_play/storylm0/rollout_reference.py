"""Reference rollouts: the NumPy witness for the compiled generate paths.

* :func:`reforward_rollout` — a 36-long buffer padded with 0;
  each of the 32 steps runs the full causal forward on the whole buffer,
  takes the logits row at the last filled position, picks, writes the id.
* :func:`kv_rollout` — prefill of the prompt, then one KV-cache
  decode step per new id with a host-held KV cache.
* :func:`checked_decode_instance` — the checked decode instance: v0, seed token 3, three
  greedy steps (decode_self, decode_s1, decode_s2).

Pickers: ``None`` means argmax (lowest index on ties); a :class:`GumbelSampler`
means Gumbel-max (its stream is consumed one draw per step).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from . import reference, spec
from .reference import WeightsLike
from .sampling import GumbelSampler, argmax_pick


@dataclass
class RolloutStep:
    """One generated id: where it was read, the logits row, and the pick."""

    position: int  # index of the row that produced the pick (last filled position)
    logits: np.ndarray  # float32 [V]
    pick: int
    noise: np.ndarray | None = None  # Gumbel noise when sampled


@dataclass
class Rollout:
    """Prompt ++ generated ids, plus the per-step record."""

    ids: list[int]
    steps: list[RolloutStep] = field(default_factory=list)

    @property
    def generated(self) -> list[int]:
        return [s.pick for s in self.steps]


def _check_prompt(prompt: Sequence[int], generate: int, t: int) -> list[int]:
    p = [int(i) for i in prompt]
    if not p:
        raise ValueError("prompt must hold at least one id")
    if any(not 0 <= i < spec.V for i in p):
        raise ValueError(f"prompt ids must be in 0..{spec.V - 1}, found {p}")
    if generate < 0 or len(p) + generate > t:
        raise ValueError(f"prompt ({len(p)}) + generate ({generate}) must fit the {t}-long buffer")
    return p


def _choose(row: np.ndarray, sampler: GumbelSampler | None) -> tuple[int, np.ndarray | None]:
    if sampler is None:
        return int(argmax_pick(row)), None
    p = sampler.pick(row)
    return p.id, p.noise


def reforward_rollout(
    w: WeightsLike,
    prompt: Sequence[int] = spec.PROMPT,
    generate: int = spec.GENERATE,
    sampler: GumbelSampler | None = None,
    t: int = spec.T,
) -> Rollout:
    """Re-forward rollout (greedy unless ``sampler`` is given)."""
    p = _check_prompt(prompt, generate, t)
    buf = np.full((1, t), spec.PAD_ID, dtype=np.int64)
    buf[0, : len(p)] = p
    mask = reference.causal_mask(t)
    out = Rollout(ids=list(p))
    for i in range(generate):
        pos = len(p) + i - 1
        row = reference.forward(buf, w, mask)[0, pos].copy()
        pick, noise = _choose(row, sampler)
        buf[0, pos + 1] = pick
        out.ids.append(pick)
        out.steps.append(RolloutStep(pos, row, pick, noise))
    return out


def kv_rollout(
    w: WeightsLike,
    prompt: Sequence[int] = spec.PROMPT,
    generate: int = spec.GENERATE,
    sampler: GumbelSampler | None = None,
) -> Rollout:
    """Prefill the prompt (cache-returning forward + last-logit row), then one
    decode step per further id. Same ids as :func:`reforward_rollout`."""
    p = _check_prompt(prompt, generate, spec.T)
    out = Rollout(ids=list(p))
    if generate == 0:
        return out
    toks = np.asarray([p], dtype=np.int64)
    pre = reference.forward_cache(toks, w, reference.causal_mask(len(p)))
    k, v, row = pre.k_t, pre.v, pre.last_logits[0, 0].copy()
    for i in range(generate):
        pick, noise = _choose(row, sampler)
        out.ids.append(pick)
        out.steps.append(RolloutStep(len(p) + i - 1, row, pick, noise))
        if i + 1 < generate:
            k, v, z = reference.decode_step(np.array([[pick]], dtype=np.int64), k, v, w)
            row = z[0, 0].copy()
    return out


@dataclass
class DecodeRecord:
    """One KV-cache host step: token in, function, caches and logits out."""

    function: str
    token: int
    k_next: np.ndarray
    v_next: np.ndarray
    logits: np.ndarray  # [1, 1, V]
    pick: int


def checked_decode_instance(
    w: WeightsLike, seed_token: int = spec.CHECKED_SEED_TOKEN, steps: int = spec.CHECKED_DECODE_STEPS
) -> tuple[list[int], list[DecodeRecord]]:
    """The KV-cache host loop in NumPy: returns the ``steps + 1`` ids
    ``[t0, t1, ...]`` and each step's record."""
    ids = [int(seed_token)]
    k = v = None
    recs: list[DecodeRecord] = []
    for s in range(steps):
        fn = spec.CHECKED_DECODE_FUNCTIONS[s] if s < len(spec.CHECKED_DECODE_FUNCTIONS) else f"decode<{s}>"
        k, v, z = reference.decode_step(np.array([[ids[-1]]], dtype=np.int64), k, v, w)
        pick = int(argmax_pick(z[0, 0]))
        recs.append(DecodeRecord(fn, ids[-1], k, v, z, pick))
        ids.append(pick)
    return ids, recs
