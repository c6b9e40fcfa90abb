"""Engines: the same four StoryLM-0 calls through compiled Kina or NumPy.

The host loops (decode, rollout, train) are written once against this small
surface; :class:`CompiledEngine` runs the ``.so`` built from ``programs/``,
:class:`ReferenceEngine` the independent NumPy witness.  A check is then
just "run the loop with both engines and compare the records".
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Protocol

import numpy as np

from . import reference, spec
from .train import reference_grad_fn
from ..runtime.chain import GreedyChain
from .weights import Weights

if TYPE_CHECKING:
    from ..compiler.driver import Program
    from ..runtime.module import Function

DecodeOut = tuple[np.ndarray, np.ndarray, np.ndarray, str]


def programs_dir() -> Path:
    """``programs/`` next to the package (repo layout), or $KINA_PLAY_PROGRAMS."""
    env = os.environ.get("KINA_PLAY_PROGRAMS")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "programs"


GENERATE_PROGRAMS = ("storylm0_rollout", "storylm0_forward", "storylm0_generate")
"""The programs ``generate`` compiles (re-forward at 36, ``forward<T>`` past it, prefill + decode)."""


def program_files(stems: tuple[str, ...] = GENERATE_PROGRAMS) -> list[Path]:
    """Those programs' paths (no output of the run may be one of them)."""
    return [programs_dir() / f"{stem}.kina" for stem in stems]


NAMED_DECODE = {0: "decode_self", 1: "decode_s1", 2: "decode_s2"}
"""The named decode functions, by past length S."""


class Engine(Protocol):
    name: str

    def warm(self, s: int) -> None: ...

    def warm_forward(self, t: int = ...) -> None: ...

    def decode_step(
        self, token_ids: np.ndarray, k_past: np.ndarray | None, v_past: np.ndarray | None, w: Weights
    ) -> DecodeOut: ...

    def prefill(self, tokens: np.ndarray, w: Weights) -> DecodeOut: ...

    def forward(self, tokens: np.ndarray, w: Weights) -> np.ndarray: ...

    def nll_grad(
        self, tokens: np.ndarray, targets: np.ndarray, mask: np.ndarray, w: Weights
    ) -> tuple[float, dict[str, np.ndarray]]: ...


class ReferenceEngine:
    """NumPy, written from the spec; knows nothing of compiled code."""

    name = "numpy"

    def warm(self, s: int) -> None:
        """Nothing to prepare (see :meth:`CompiledEngine.warm`)."""

    def warm_forward(self, t: int = spec.T) -> None:
        """Nothing to prepare."""

    def decode_step(self, token_ids: np.ndarray, k_past: np.ndarray | None, v_past: np.ndarray | None,
                    w: Weights) -> DecodeOut:
        s = 0 if k_past is None else int(k_past.shape[3])
        k, v, z = reference.decode_step(token_ids, k_past, v_past, w)
        return k, v, z, f"reference.decode_step(S={s})"

    def prefill(self, tokens: np.ndarray, w: Weights) -> DecodeOut:
        fc = reference.forward_cache(tokens, w)
        return fc.k_t, fc.v, fc.last_logits, f"reference.forward_cache(P={tokens.shape[1]})"

    def forward(self, tokens: np.ndarray, w: Weights) -> np.ndarray:
        return reference.forward(tokens, w)

    # The training loop's NumPy gradient function, already in the engine's shape.
    nll_grad = staticmethod(reference_grad_fn)


class CompiledEngine:
    """Every call goes through a ``.so`` compiled from ``programs/*.kina``.

    ``generic_decode`` chooses ``decode<S>`` instances even for S ≤ 2 (the
    KV rollout uses them); by default S = 0, 1, 2 call the named
    ``decode_self`` / ``decode_s1`` / ``decode_s2``.
    """

    name = "compiled"

    def __init__(self, programs: Path | None = None, generic_decode: bool = False):
        self.dir = programs or programs_dir()
        self.generic_decode = generic_decode
        self._progs: dict[str, Program] = {}
        self._masks: dict[int, np.ndarray] = {}
        self._decode_fns: dict[tuple[int, int], Function] = {}
        self._kv_fns: dict[tuple[int, int], tuple[object, Function, list[Function]]] = {}
        self._greedy: tuple[Program, Function] | None = None
        self._kv_chains: dict[tuple[int, int], GreedyChain] = {}

    def program(self, stem: str) -> Program:
        from ..compiler.driver import load

        if stem not in self._progs:
            self._progs[stem] = load(self.dir / f"{stem}.kina")
        return self._progs[stem]

    def mask(self, t: int) -> np.ndarray:
        if t not in self._masks:
            self._masks[t] = reference.causal_mask(t)
        return self._masks[t]

    def decode_fn(self, s: int) -> Function:
        """The runtime function that decodes with a past of length ``s``
        (looked up once per ``s`` and program build)."""
        gen = self.program("storylm0_generate")
        key = (s, id(gen.native))
        fn = self._decode_fns.get(key)
        if fn is None:
            fn = self._decode_fns[key] = self._lookup_decode(gen, s)
        return fn

    def _lookup_decode(self, gen: Program, s: int) -> Function:
        if s in NAMED_DECODE and not (self.generic_decode and s > 0):
            return gen.native.function(NAMED_DECODE[s])
        return gen.instance("decode", S=s)

    def warm(self, s: int) -> None:
        """Build the decode function for past length ``s`` now, so that a
        step's µs measure the call and not a first compile of ``decode<S>``."""
        self.decode_fn(s)

    def warm_forward(self, t: int = spec.T) -> None:
        """Load (or build) the forward over ``t`` positions before a timed loop."""
        self.forward_fn(t)

    def forward_fn(self, t: int) -> Function:
        """The runtime ``forward`` over a ``t``-long buffer: the rollout
        program's for the 36-long buffer, else ``forward<T=t>`` of the
        shape-generic ``storylm0_forward.kina`` (for runs past 36 tokens)."""
        if t == spec.T:
            return self.program("storylm0_rollout").native.function("forward")
        return self.program("storylm0_forward").instance("forward", T=t)

    def kv_fns(self, p: int, n: int) -> tuple[Function, list[Function]]:
        """``prefill<P=p>`` and the ``decode<S>`` functions for S = p … p+n−2,
        from one build: what a KV rollout of ``n`` ids after a ``p``-long
        prompt calls, looked up once (each Function keeps its own call plan,
        so no step rebuilds anything)."""
        from ..lang.ast import instance_symbol

        gen = self.program("storylm0_generate")
        hit = self._kv_fns.get((p, n))
        if hit is not None and hit[0] is gen:  # a Function keeps its library loaded: no re-check needed
            return hit[1], hit[2]
        native = gen.require(("prefill", {"P": p}), *[("decode", {"S": s}) for s in range(p, p + n - 1)])
        decodes = [native.functions[instance_symbol("decode", {"S": s})] for s in range(p, p + n - 1)]
        prefill = native.functions[instance_symbol("prefill", {"P": p})]
        self._kv_fns[(p, n)] = (gen, prefill, decodes)
        return prefill, decodes

    def kv_chain(self, p: int, n: int) -> GreedyChain:
        """The greedy KV rollout of ``n`` ids after a ``p``-long prompt as one
        :class:`~kina_play.runtime.chain.GreedyChain` (``prefill<P>``, the
        ``decode<S>`` list, ``greedy_one``), checked once and kept per (P, n)."""
        prefill, decodes = self.kv_fns(p, n)
        greedy = self.greedy_fn()
        hit = self._kv_chains.get((p, n))
        if hit is None or hit.head is not prefill or hit.pick is not greedy:
            hit = self._kv_chains[(p, n)] = GreedyChain(prefill, decodes, greedy)
        return hit

    def greedy_fn(self) -> Function:
        """The compiled greedy pick ``greedy_one`` (argmax, lowest index on
        ties), looked up once per program."""
        gen = self.program("storylm0_generate")
        hit = self._greedy
        if hit is None or hit[0] is not gen:
            hit = self._greedy = (gen, gen.native.function("greedy_one"))
        return hit[1]

    def decode_step(self, token_ids: np.ndarray, k_past: np.ndarray | None, v_past: np.ndarray | None,
                    w: Weights) -> DecodeOut:
        s = 0 if k_past is None else int(k_past.shape[3])
        fn = self.decode_fn(s)
        args = (token_ids,) if k_past is None else (token_ids, k_past, v_past)
        k, v, z = fn(*args, *w.kina_args())
        return k, v, z, fn.symbol

    def prefill(self, tokens: np.ndarray, w: Weights) -> DecodeOut:
        p = int(tokens.shape[1])
        fn = self.program("storylm0_generate").instance("prefill", P=p)
        k, v, z = fn(tokens, self.mask(p), *w.kina_args())
        return k, v, z, fn.symbol

    def forward(self, tokens: np.ndarray, w: Weights) -> np.ndarray:
        t = int(tokens.shape[1])
        logits = self.forward_fn(t)(tokens, self.mask(t), *w.kina_args())
        assert isinstance(logits, np.ndarray)  # forward has one result
        return logits

    def nll_grad(self, tokens: np.ndarray, targets: np.ndarray, mask: np.ndarray,
                 w: Weights) -> tuple[float, dict[str, np.ndarray]]:
        fn = self.program("storylm0_nll_step").native.function("nll_grad")
        loss, *grads = fn(tokens, targets, mask, *w.kina_args())
        return float(loss), {
            n: g.reshape(spec.HOST_SHAPES[n]) for n, g in zip(spec.TRAINED_NAMES, grads)
        }


def engine_named(name: str) -> Engine:
    if name == "compiled":
        return CompiledEngine()
    if name == "numpy":
        return ReferenceEngine()
    raise ValueError(f"--engine: expected 'compiled' or 'numpy', got {name!r}")


def timed(fn: Callable[..., Any], *args: Any) -> tuple[Any, float]:
    """``(result, µs)`` — every record carries the µs of its call."""
    t0 = time.perf_counter()
    out = fn(*args)
    return out, (time.perf_counter() - t0) * 1e6
