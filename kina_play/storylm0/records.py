"""The one record of a decode/rollout step that every view reads.

The CLI prints it, ``--trace`` writes it as JSON lines, tests assert on it,
the app renders it.  Nothing downstream recomputes what is in here.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np


def host_softmax(row: np.ndarray) -> np.ndarray:
    """Probabilities of a logits row, in float64 (for display and traces)."""
    r = np.asarray(row, dtype=np.float64).reshape(-1)
    e = np.exp(r - r.max())
    return e / e.sum()


@dataclass
class StepRecord:
    step: int  # 0-based step of this loop
    position: int  # position of the token fed in (its index in the sequence)
    token_in: int
    fn: str  # the compiled function that ran: decode_s2, decode__S7, forward, prefill__P4 …
    engine: str  # "compiled" | "numpy"
    logits: list[float]
    probs: list[float]
    pick: int
    mode: str  # "greedy" | "sampled" | "prompt" (teacher-forced: pick ignored)
    us: float
    k_shape: tuple[int, ...] = ()
    v_shape: tuple[int, ...] = ()
    cache_bytes: int = 0
    noise: list[float] | None = None
    perturbed: list[float] | None = None
    next_token: int = -1  # what the host feeds next (== pick unless teacher-forced)
    attention: list[list[float]] | None = None  # per head: the new query's weights
    checks: dict[str, float] = field(default_factory=dict)  # name → max |Δ|
    ok: bool | None = None
    k: np.ndarray | None = field(default=None, repr=False)
    v: np.ndarray | None = field(default=None, repr=False)

    @property
    def cache_shapes(self) -> str:
        """``k 1x2x2x3 · v 1x2x3x2`` — MLIR notation, as the app shows it."""
        if not self.k_shape:
            return "no cache"
        return f"k {'x'.join(map(str, self.k_shape))} · v {'x'.join(map(str, self.v_shape))}"

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d.pop("k")
        d.pop("v")
        d["k_shape"], d["v_shape"] = list(self.k_shape), list(self.v_shape)
        d["checks"] = {k: (v if math.isfinite(v) else None) for k, v in self.checks.items()}
        return d

    def to_jsonl(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))


def max_abs_diff(a: np.ndarray, b: np.ndarray) -> float:
    a64, b64 = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    if a64.shape != b64.shape:
        return math.inf
    return float(np.max(np.abs(a64 - b64))) if a64.size else 0.0


ATOL = 1e-5
"""Compiled vs a reference, one step or one forward (float32, ≤ 36
positions, |logits| ≲ 10).  Measured: 0 against NumPy (same summation
order, correctly rounded exp), ~2e-6 against PyTorch (BLAS order).  A wrong
formula misses by ≥ 1e-3."""
