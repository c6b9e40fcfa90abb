"""Rollouts: re-forward over a 36-long buffer, or prefill + KV decode.

Both loops pick with the same host rules (argmax, lowest index on ties; Gumbel-max
Gumbel-max on one ``RandomState`` stream) and emit one :class:`StepRecord`
per generated id, so the two can be compared id for id and row for row.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np

from . import spec
from .engine import CompiledEngine, Engine, timed
from .records import StepRecord, host_softmax
from .sampling import GumbelSampler, NonFiniteLogits, argmax_pick
from .weights import Weights

OnStep = Callable[[StepRecord], None]


@dataclass
class RolloutResult:
    ids: list[int]  # prompt ++ generated
    records: list[StepRecord] = field(default_factory=list)
    kv_cache: bool = False

    @property
    def generated(self) -> list[int]:
        return [r.pick for r in self.records]

    @property
    def total_us(self) -> float:
        return sum(r.us for r in self.records)


MAX_LEN = 1024
"""Longest prompt + generated run the host loops accept.  StoryLM-0 has no
position embedding, so its math is the same at any length; runs longer
than the 36-long buffer use the shape-generic programs (``forward<T>`` of
``storylm0_forward.kina`` for re-forward, ``prefill<P>`` + ``decode<S>`` of
``storylm0_generate.kina`` for the KV cache), one instance per length."""


def _validate(prompt: Sequence[int], n: int, max_len: int = spec.T) -> list[int]:
    ids = [int(t) for t in prompt]
    if not ids:
        raise ValueError("prompt: expected at least one token id")
    if any(not 0 <= t < spec.V for t in ids):
        raise ValueError(f"prompt: every id must be in [0, {spec.V}), got {ids}")
    if n < 0 or len(ids) + n > max_len:
        raise ValueError(f"--tokens: prompt ({len(ids)}) + tokens ({n}) must be at most {max_len}")
    return ids


def buffer_len(p: int, n: int) -> int:
    """Length of the re-forward buffer: the 36-long one, or longer for a longer run."""
    return max(spec.T, p + n)


def _pick(row: np.ndarray, sampler: GumbelSampler | None) -> tuple[int, str, list[float] | None, list[float] | None]:
    if sampler is None:
        return int(argmax_pick(row)), "greedy", None, None
    p = sampler.pick(row)
    return p.id, "sampled", p.noise.tolist(), p.perturbed.tolist()


def _record(step: int, pos: int, tok: int, fn: str, engine: str, row: np.ndarray, us: float,
            sampler: GumbelSampler | None, k_shape: tuple[int, ...] = (), v_shape: tuple[int, ...] = (),
            cache_bytes: int = 0) -> StepRecord:
    pick, mode, noise, pert = _pick(row, sampler)
    return StepRecord(
        step=step, position=pos, token_in=tok, fn=fn, engine=engine,
        logits=row.astype(float).tolist(), probs=host_softmax(row).tolist(), pick=pick, mode=mode,
        us=us, noise=noise, perturbed=pert, next_token=pick, k_shape=k_shape, v_shape=v_shape, cache_bytes=cache_bytes,
    )


def reforward(engine: Engine, w: Weights, prompt: Sequence[int] = spec.PROMPT, n: int = spec.GENERATE,
              sampler: GumbelSampler | None = None, on_step: OnStep | None = None,
              max_len: int = spec.T) -> RolloutResult:
    """Run ``forward`` on the whole padded buffer for every new id."""
    ids = _validate(prompt, n, max_len)
    buf = np.full((1, buffer_len(len(ids), n)), spec.PAD_ID, dtype=np.int64)
    buf[0, : len(ids)] = ids
    out = RolloutResult(list(ids))
    engine.warm_forward(buf.shape[1])  # a first build is not a step's µs
    for step in range(n):
        pos = len(out.ids) - 1
        logits, us = timed(engine.forward, buf, w)
        rec = _record(step, pos, out.ids[-1], "forward", engine.name, logits[0, pos], us, sampler)
        buf[0, pos + 1] = rec.pick
        out.ids.append(rec.pick)
        out.records.append(rec)
        if on_step:
            on_step(rec)
    return out


def kv_cache(engine: Engine, w: Weights, prompt: Sequence[int] = spec.PROMPT, n: int = spec.GENERATE,
             sampler: GumbelSampler | None = None, on_step: OnStep | None = None,
             max_len: int = spec.T, on_compile: Callable[[object], None] | None = None) -> RolloutResult:
    """``prefill<P>`` on the prompt, then one decode<S> per new id.

    With a :class:`CompiledEngine`, every instance the rollout needs is built
    ahead, in the background and in order (``Program.build_ahead``), so the
    first tokens run while later ``decode<S>`` instances still compile;
    ``on_compile`` receives each build step (``compiling decode<S=17> · 3/31``).
    A step's µs never include a compile: each step waits for its instance
    before the clock starts.
    """
    ids = _validate(prompt, n, max_len)
    out = RolloutResult(list(ids), kv_cache=True)
    if n == 0:
        return out
    p = len(ids)
    ahead = None
    if isinstance(engine, CompiledEngine):
        ahead = engine.program("storylm0_generate").build_ahead(
            [("prefill", {"P": p}), *[("decode", {"S": s}) for s in range(p, p + n - 1)]], progress=on_compile)
        ahead.wait("prefill", P=p)
    try:
        (k, v, z, fn), us = timed(engine.prefill, np.array([ids], dtype=np.int64), w)
        for step in range(n):
            rec = _record(step, len(out.ids) - 1, out.ids[-1], fn, engine.name, z.reshape(spec.V), us, sampler,
                          k_shape=tuple(k.shape), v_shape=tuple(v.shape), cache_bytes=int(k.nbytes + v.nbytes))
            out.ids.append(rec.pick)
            out.records.append(rec)
            if on_step:
                on_step(rec)
            if step + 1 < n:
                tok = np.array([[rec.pick]], dtype=np.int64)
                engine.warm(int(k.shape[3]))  # waits for this instance's build (off the clock)
                (k, v, z, fn), us = timed(engine.decode_step, tok, k, v, w)
    finally:
        if ahead is not None:
            ahead.cancel()
    return out


# --------------------------------------------------------------------------
# Lean greedy path: no per-step records, every call pre-bound
# --------------------------------------------------------------------------


class _GreedyPlan:
    """Every native call of one greedy rollout, bound once, run as a flat list.

    The ids live in one ``[1, P + n]`` int64 buffer.  With the KV cache, the
    chain is ``prefill<P>`` → ``greedy_one`` → (``decode<S>`` → ``greedy_one``)
    for S = P … P+n−2: each call's outputs are preallocated and are the next
    call's inputs, and ``greedy_one`` (argmax, lowest index on ties, compiled) writes
    its pick straight into the id buffer slot the next decode reads.  The
    re-forward chain is ``forward`` on the padded 36-long buffer →
    ``greedy_one`` on the last filled row, writing the pick into the buffer.
    A rollout is then ``2·n`` bare foreign calls (``BoundCall.raw``) and no
    Python work per step.
    """

    def __init__(self, engine: CompiledEngine, w: Weights, p: int, n: int, kv: bool):
        self.lock = threading.Lock()
        self.p, self.n, self.kv = p, n, kv
        wargs = w.as_kina_args()
        gen = engine.program("storylm0_generate")
        calls = []
        if kv:
            prefill, decodes = engine.kv_fns(p, n)
            greedy = gen.native.function("greedy_one")
            self.ids = np.zeros((1, p + n), dtype=np.int64)
            pre = prefill.bind(self.ids[:, :p], engine.mask(p), *wargs)
            k, v, z = pre.outs
            calls += [pre.raw, greedy.bind(z, outs=self.ids[:, p : p + 1]).raw]
            for s, dec_fn in zip(range(p, p + n - 1), decodes):
                dec = dec_fn.bind(self.ids[:, s : s + 1], k, v, *wargs)
                k, v, z = dec.outs
                calls += [dec.raw, greedy.bind(z, outs=self.ids[:, s + 1 : s + 2]).raw]
        else:
            greedy = gen.native.function("greedy_one")
            t = buffer_len(p, n)
            self.ids = np.full((1, t), spec.PAD_ID, dtype=np.int64)
            fwd = engine.forward_fn(t).bind(self.ids, engine.mask(t), *wargs)
            logits = fwd.outs[0]
            for step in range(n):
                pos = p + step - 1
                calls += [fwd.raw, greedy.bind(logits[:, pos : pos + 1, :], outs=self.ids[:, pos + 1 : pos + 2]).raw]
        self.calls = tuple(calls)

    def run(self, prompt: list[int]) -> list[int]:
        with self.lock:
            self.ids[0, : self.p] = prompt
            if not self.kv:
                self.ids[0, self.p :] = spec.PAD_ID
            for call in self.calls:
                call()
            return self.ids[0, : self.p + self.n].tolist()


_RECORD_LOOPS = {True: kv_cache, False: reforward}  # greedy_ids' kv_cache parameter shadows kv_cache()
_PLANS: dict[tuple[int, int, int, int, bool], tuple[object, object, _GreedyPlan]] = {}
_PLANS_LOCK = threading.Lock()
_PLANS_MAX = 8


def greedy_ids(engine: Engine, w: Weights, prompt: Sequence[int] = spec.PROMPT, n: int = spec.GENERATE,
               *, kv_cache: bool = True, max_len: int = spec.T) -> list[int]:
    """prompt ++ ``n`` greedy ids, as fast as the engine allows (no records).

    Same ids as :func:`kv_cache` / :func:`reforward` with ``sampler=None``.
    With a :class:`CompiledEngine` the whole rollout is a pre-bound chain of
    native calls (see :class:`_GreedyPlan`), cached per (engine, weights,
    prompt length, n); any other engine runs the record-building loop.
    """
    ids = _validate(prompt, n, max_len)
    if n == 0:
        return ids
    if not isinstance(engine, CompiledEngine):
        return _RECORD_LOOPS[bool(kv_cache)](engine, w, ids, n, max_len=max_len).ids
    key = (id(engine), id(w), len(ids), n, bool(kv_cache))
    with _PLANS_LOCK:
        hit = _PLANS.get(key)
        plan = hit[2] if hit is not None and hit[0] is engine and hit[1] is w else None
    if plan is None:
        plan = _GreedyPlan(engine, w, len(ids), n, bool(kv_cache))
        with _PLANS_LOCK:
            if len(_PLANS) >= _PLANS_MAX:
                _PLANS.pop(next(iter(_PLANS)))
            _PLANS[key] = (engine, w, plan)  # holding both keeps their ids unique
    return plan.run(ids)


# --------------------------------------------------------------------------
# One-shot path (the CLI): plain checked calls, nothing to build per run
# --------------------------------------------------------------------------


def prepare(engine: Engine, w: Weights, p: int, n: int, *, kv_cache: bool) -> None:
    """Load or compile everything a run of ``n`` ids after ``p`` prompt ids
    calls, so that timing the run measures generation, not the compiler."""
    w.kina_args()
    if isinstance(engine, CompiledEngine):
        if kv_cache:
            if n:
                engine.kv_chain(p, n)
            engine.mask(p)
        else:
            engine.warm_forward(buffer_len(p, n))
            engine.mask(buffer_len(p, n))
        engine.greedy_fn()
        gen = engine.program("storylm0_generate").native
        gen.prefault()
        if not kv_cache:
            forward_lib = engine.forward_fn(buffer_len(p, n)).module
            if forward_lib is not None:
                forward_lib.prefault()


def stream_ids(engine: Engine, w: Weights, prompt: Sequence[int] = spec.PROMPT, n: int = spec.GENERATE,
               *, kv_cache: bool = True, sampler: GumbelSampler | None = None,
               max_len: int = MAX_LEN) -> list[int]:
    """prompt ++ ``n`` ids with no step records: what ``kina-play generate``
    runs when it writes no trace.

    Greedy with the KV cache, the whole rollout is one call into the
    runtime's C loop (:func:`_kv_greedy_chain`): ``prefill<P>``, then
    ``decode<S>`` → ``greedy_one`` per id, no Python work per token.  A
    decode step is about a microsecond of compiled work, so a Python loop
    of checked calls (a different ``decode<S>`` function every token) cost
    several times the work and hid the cache's gain.  Otherwise every step
    is a plain checked call on functions looked up once per run:
    re-forward, ``forward`` on the padded buffer → ``greedy_one`` on the
    last filled row; with a sampler the pick is made on the host from the
    logits row (same stream as :func:`kv_cache` / :func:`reforward`).
    Unlike :func:`greedy_ids` there is no plan to build, which is what a
    one-shot run wants.
    """
    ids = _validate(prompt, n, max_len)
    if n == 0:
        return ids
    if not isinstance(engine, CompiledEngine):
        return _RECORD_LOOPS[bool(kv_cache)](engine, w, ids, n, sampler=sampler, max_len=max_len).ids
    wargs = w.kina_args()
    if kv_cache and sampler is None:
        return _kv_greedy_chain(engine, wargs, ids, n)
    greedy = engine.greedy_fn()
    p = len(ids)

    def sample(z: np.ndarray) -> np.ndarray:
        assert sampler is not None
        return np.array([[sampler.pick(z.reshape(spec.V)).id]], dtype=np.int64)

    pick: Callable[[np.ndarray], Any] = sample if sampler is not None else greedy  # greedy: a Function
    if kv_cache:
        prefill, decodes = engine.kv_fns(p, n)
        k, v, z = prefill(np.array([ids], dtype=np.int64), engine.mask(p), *wargs)
        _require_finite(z)
        tok = pick(z)
        toks = [tok]
        for dec in decodes:
            k, v, z = dec(tok, k, v, *wargs)
            tok = pick(z)
            toks.append(tok)
        _require_finite(z)
        return ids + [int(t[0, 0]) for t in toks]
    t = buffer_len(p, n)
    fwd, mask = engine.forward_fn(t), engine.mask(t)
    buf = np.full((1, t), spec.PAD_ID, dtype=np.int64)
    buf[0, :p] = ids
    for pos in range(p - 1, p + n - 1):
        logits = fwd(buf, mask, *wargs)
        assert isinstance(logits, np.ndarray)  # forward has one result
        if pos == p - 1:
            _require_finite(logits)
        tok = pick(logits[:, pos : pos + 1])
        buf[0, pos + 1] = tok[0, 0]
    return buf[0, : p + n].tolist()


def _kv_greedy_chain(engine: CompiledEngine, wargs: tuple[np.ndarray, ...], ids: list[int], n: int) -> list[int]:
    """The greedy KV rollout as one chain (:class:`runtime.chain.GreedyChain`,
    built in :func:`prepare`): ``prefill<P>`` → ``greedy_one`` → (``decode<S>``
    → ``greedy_one``)…, every pick written into the id buffer the next decode
    reads, in one C loop."""
    p = len(ids)
    buf = np.empty((1, p + n), dtype=np.int64)
    buf[0, :p] = ids
    if not engine.kv_chain(p, n).run(buf, p, (buf[:, :p], engine.mask(p), *wargs), wargs):
        raise NonFiniteLogits(_NON_FINITE)
    return buf[0].tolist()


_NON_FINITE = "the logits hold NaN or inf: the weights overflow float32"


def _require_finite(logits: np.ndarray) -> None:
    """The compiled greedy pick never chooses NaN, so weights that overflow
    would otherwise yield ids silently; the lean loop looks at the first and
    last logits (the record loops check every step through the pick)."""
    if not np.isfinite(logits).all():
        raise NonFiniteLogits(_NON_FINITE)


def causal_non_leak(engine: Engine, w: Weights, ids: Sequence[int]) -> tuple[bool, str]:
    """Changing any id after position p leaves every logits row ≤ p unchanged, exactly."""
    base = np.array([list(ids)], dtype=np.int64)
    ref = engine.forward(base, w)
    for p in range(spec.T - 1):
        alt = base.copy()
        alt[0, p + 1 :] = (alt[0, p + 1 :] + 1 + p % (spec.V - 1)) % spec.V
        got = engine.forward(alt, w)
        if not np.array_equal(got[0, : p + 1], ref[0, : p + 1]):
            bad = int(np.argmax(np.any(got[0, : p + 1] != ref[0, : p + 1], axis=1)))
            return False, f"changing ids after position {p} changed logits row {bad}"
    return True, f"{spec.T - 1} perturbations, rows ≤ p bit-identical"


def text(ids: Sequence[int]) -> str:
    return " ".join(spec.VOCAB[i] for i in ids)
