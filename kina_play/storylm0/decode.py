"""The KV-cache host loop: static-shape decode steps, host-held KV cache.

Each step feeds one token and the cache of length S to the compiled
function for that S (``decode_self`` for S = 0, ``decode_s1``,
``decode_s2``, then ``decode<S>`` instances), stores the returned
``k_next`` / ``v_next`` and picks the next id with argmax (lowest index on
ties) or Gumbel-max.  :class:`DecodeSession` is the step/back/reset
state machine the app drives; :func:`checked_decode_instance` is the
three-step validation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from . import reference, spec
from .engine import Engine, ReferenceEngine, timed
from .records import ATOL, StepRecord, host_softmax, max_abs_diff
from .sampling import GumbelSampler, argmax_pick
from .weights import Weights


def attention_weights(token: int, k_next: np.ndarray, w: Weights) -> list[list[float]]:
    """The new query's softmax weights over the cache, per head (display).

    Computed on the host from the cache the compiled step returned and the
    query of the new token (NumPy reference algebra)."""
    x = w["embed"][token].astype(np.float64)
    q = (x @ w["wq"].astype(np.float64)).reshape(spec.H, spec.DH)
    scores = np.einsum("hd,hds->hs", q, k_next[0].astype(np.float64)) * float(w["scale"])
    scores -= scores.max(axis=1, keepdims=True)
    e = np.exp(scores)
    return (e / e.sum(axis=1, keepdims=True)).tolist()


@dataclass
class DecodeSession:
    """Step through decoding one token at a time; ``back`` undoes a step.

    ``prompt`` tokens are fed first (teacher-forced: the pick made at a
    prompt position is shown but the next prompt token is fed).  With
    ``check=True`` every step is compared with the NumPy reference step and
    with a full causal forward on the prefix."""

    engine: Engine
    weights: Weights
    prompt: Sequence[int] = (spec.CHECKED_SEED_TOKEN,)
    sampled: bool = False
    seed: int = spec.SEED
    temperature: float = spec.TEMPERATURE
    check: bool = True
    max_len: int = spec.T
    records: list[StepRecord] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.prompt:
            raise ValueError("prompt: expected at least one token id")
        for t in self.prompt:
            if not 0 <= int(t) < spec.V:
                raise ValueError(f"prompt: token id {t} is outside [0, {spec.V})")
        self.reset()

    # -------------------------------------------------------------- state

    def reset(self) -> None:
        self.records = []
        self._caches: list[tuple[np.ndarray | None, np.ndarray | None]] = [(None, None)]
        self._sampler = GumbelSampler(self.seed, self.temperature) if self.sampled else None

    @property
    def tokens(self) -> list[int]:
        """The sequence so far: the fed tokens plus the next one to feed."""
        seq = [int(self.prompt[0])]
        for r in self.records:
            seq.append(r.next_token)
        return seq

    @property
    def done(self) -> bool:
        return len(self.records) >= self.max_len

    def back(self) -> StepRecord | None:
        """Undo the last step (restores the cache and the sampler stream)."""
        if not self.records:
            return None
        rec = self.records.pop()
        self._caches.pop()
        if self._sampler is not None:
            # Replay the stream up to the remaining steps: RandomState has no rewind.
            self._sampler = GumbelSampler(self.seed, self.temperature)
            for _ in range(sum(1 for r in self.records if r.mode == "sampled")):
                self._sampler.draw()
        return rec

    # --------------------------------------------------------------- step

    def step(self) -> StepRecord:
        if self.done:
            raise ValueError(f"the cache is full: StoryLM-0 decodes at most {self.max_len} positions")
        pos = len(self.records)
        token = self.tokens[pos]
        k_past, v_past = self._caches[-1]
        ids = np.array([[token]], dtype=np.int64)
        self.engine.warm(0 if k_past is None else int(k_past.shape[3]))
        (k, v, z, fn), us = timed(self.engine.decode_step, ids, k_past, v_past, self.weights)
        row = z.reshape(spec.V)
        forced = pos + 1 < len(self.prompt)
        noise = perturbed = None
        if self._sampler is not None and not forced:
            p = self._sampler.pick(row)
            pick, noise, perturbed = p.id, p.noise.tolist(), p.perturbed.tolist()
            mode = "sampled"
        else:
            pick = int(argmax_pick(row))
            mode = "prompt" if forced else "greedy"
        rec = StepRecord(
            step=pos, position=pos, token_in=token, fn=fn, engine=self.engine.name,
            logits=row.astype(float).tolist(), probs=host_softmax(row).tolist(), pick=pick,
            mode=mode, us=us, k_shape=tuple(k.shape), v_shape=tuple(v.shape),
            cache_bytes=int(k.nbytes + v.nbytes), noise=noise, perturbed=perturbed,
            next_token=int(self.prompt[pos + 1]) if forced else pick,
            attention=attention_weights(token, k, self.weights), k=k, v=v,
        )
        if self.check:
            self._check(rec, ids, k_past, v_past, k, v, z)
        self.records.append(rec)
        self._caches.append((k, v))
        return rec

    def _check(self, rec: StepRecord, ids: np.ndarray, k_past, v_past, k, v, z) -> None:
        rk, rv, rz = reference.decode_step(ids, k_past, v_past, self.weights)
        rec.checks["step vs numpy"] = max(max_abs_diff(k, rk), max_abs_diff(v, rv), max_abs_diff(z, rz))
        prefix = np.array([self.tokens[: rec.position + 1]], dtype=np.int64)
        full = reference.forward_cache(prefix, self.weights)
        rec.checks["vs full causal forward"] = max(
            max_abs_diff(k, full.k_t), max_abs_diff(v, full.v), max_abs_diff(z, full.last_logits)
        )
        if k_past is not None:
            # (a) incremental KV algebra: the old cache is a prefix of the new, exactly.
            same = np.array_equal(k[..., :-1], k_past) and np.array_equal(v[:, :, :-1, :], v_past)
            rec.checks["cache append exact"] = 0.0 if same else float("inf")
        rec.ok = all(d <= ATOL for d in rec.checks.values())


@dataclass
class CheckedDecodeResult:
    records: list[StepRecord]
    sequence: list[int]
    reference_sequence: list[int]

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.records) and self.sequence == self.reference_sequence


def checked_decode_instance(engine: Engine, weights: Weights) -> CheckedDecodeResult:
    """The checked instance: token 3, decode_self → argmax → decode_s1 → decode_s2."""
    session = DecodeSession(engine, weights)
    for _ in range(spec.CHECKED_DECODE_STEPS):
        session.step()
    ref = DecodeSession(ReferenceEngine(), weights, check=False)
    for _ in range(spec.CHECKED_DECODE_STEPS):
        ref.step()
    return CheckedDecodeResult(session.records, session.tokens, ref.tokens)
