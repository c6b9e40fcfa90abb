"""The independent NumPy reference of StoryLM-0: forward, KV decode, NLL and
its hand-derived gradient.

This module is the *witness* for the compiled path: it is written from
the StoryLM-0 definition alone and imports nothing from the compiler, the
runtime or the Kina front end.

Determinism on any machine
--------------------------
The v1 checkpoint is exported with this code and must come out byte for byte
the same on every machine, so every float operation here has a result that
does not depend on the CPU, the BLAS library or NumPy's SIMD dispatch:

* No BLAS. ``@`` / ``np.matmul`` / ``np.dot`` / ``einsum`` pick kernels (and
  summation orders, and FMA or not) per machine. :func:`_mm` instead loops in
  Python over the contraction index doing elementwise float multiply, then
  add — each a single correctly rounded IEEE operation, in a fixed order.
* No ``np.sum`` on floats (pairwise + SIMD-width dependent order): sums are
  explicit sequential loops of elementwise adds (:func:`_sum_last`).
* No ``np.exp`` / ``np.log`` on float32: NumPy's float32 transcendental
  kernels are SIMD code chosen per CPU (AVX2 / AVX512 / scalar) and differ in
  the last bit. Even float64 ``np.exp`` dispatches to an AVX512F kernel on
  some CPUs and to libm on others. So exp and log are evaluated in float64 by
  :func:`exp64` / :func:`log64`, written with +, -, *, /, ``rint``, ``frexp``
  and ``ldexp`` only (each exact or correctly rounded by IEEE 754), accurate to
  a couple of float64 ulps, then rounded once to float32. The result is the
  same bits everywhere, and equals the correctly rounded float32 exp/log
  except in the rare case where the true value sits within ~2⁻⁵⁰ of a float32
  rounding boundary.

The functions are dtype-generic: they compute in the dtype of
``w["embed"]``. Checkpoints are float32; the float64 path exists so the tests
can check :func:`nll_grad` against central finite differences.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from . import spec

WeightsLike = Mapping[str, np.ndarray]
"""Anything indexable by the seven weight names (a ``Weights`` or a dict)."""

# ----------------------------------------------------------------------------
# Portable float64 exp / log (see module docstring for why)
# ----------------------------------------------------------------------------

_LN2_HI = 6.93147180369123816490e-01  # fdlibm split of ln 2: n*_LN2_HI is exact for |n| < 2**11
_LN2_LO = 1.90821492927058770002e-10
_INV_LN2 = 1.44269504088896338700e00
_EXP_COEF = tuple(1.0 / math.factorial(k) for k in range(14))  # Taylor, degree 13
_LOG_COEF = tuple(1.0 / k for k in range(1, 24, 2))  # atanh series 1, 1/3, ..., 1/23
_SQRT_HALF = 0.70710678118654752440


def exp64(x: np.ndarray) -> np.ndarray:
    """exp in float64 from IEEE basic operations only (bitwise reproducible).

    Range reduction x = n·ln2 + r, |r| ≤ ln2/2, then a degree-13 Taylor
    polynomial (truncation < 1e-17) and an exact ``ldexp``.
    """
    x = np.asarray(x, dtype=np.float64)
    xc = np.clip(np.where(np.isnan(x), 0.0, x), -745.0, 709.0)  # NaN is restored below
    n = np.rint(xc * _INV_LN2)
    r = (xc - n * _LN2_HI) - n * _LN2_LO
    p = np.full_like(r, _EXP_COEF[13])
    for k in range(12, -1, -1):
        p = p * r + _EXP_COEF[k]
    out = np.ldexp(p, n.astype(np.int64))
    out = np.where(x < -745.0, 0.0, out)
    out = np.where(x > 709.0, np.inf, out)
    return np.where(np.isnan(x), np.nan, out)


def log64(x: np.ndarray) -> np.ndarray:
    """Natural log in float64 from IEEE basic operations only.

    x = m·2ᵉ with m ∈ [√½, √2); log m = 2·atanh((m−1)/(m+1)) by its odd series
    (|s| ≤ 0.172, 12 terms, truncation < 1e-19).
    """
    x = np.asarray(x, dtype=np.float64)
    m, e = np.frexp(x)
    small = m < _SQRT_HALF
    m = np.where(small, m * 2.0, m)
    e = (e - small.astype(e.dtype)).astype(np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):  # x ≤ 0, inf, nan: replaced below
        s = (m - 1.0) / (m + 1.0)
    s2 = s * s
    p = np.full_like(s, _LOG_COEF[-1])
    for c in _LOG_COEF[-2::-1]:
        p = p * s2 + c
    out = e * _LN2_HI + (e * _LN2_LO + 2.0 * s * p)
    out = np.where(x == 0.0, -np.inf, out)
    out = np.where(x == np.inf, np.inf, out)
    return np.where((x < 0.0) | np.isnan(x), np.nan, out)


def _exp(x: np.ndarray) -> np.ndarray:
    """exp in float64, rounded once to ``x``'s dtype."""
    return exp64(x).astype(x.dtype)


def _log(x: np.ndarray) -> np.ndarray:
    """log in float64, rounded once to ``x``'s dtype."""
    return log64(x).astype(x.dtype)


# ----------------------------------------------------------------------------
# Deterministic linear algebra and reductions
# ----------------------------------------------------------------------------


def _mm(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """``a @ b`` over the last two axes (batch axes broadcast), without BLAS:
    ``Σ_k a[..., :, k] * b[..., k, :]`` accumulated sequentially in k."""
    if a.shape[-1] != b.shape[-2]:
        raise ValueError(f"matmul contraction mismatch: {a.shape} @ {b.shape}")
    acc = a[..., :, 0:1] * b[..., 0:1, :]
    for k in range(1, a.shape[-1]):
        acc = acc + a[..., :, k : k + 1] * b[..., k : k + 1, :]
    return acc


def _sum_last(a: np.ndarray) -> np.ndarray:
    """Sum over the last axis (keepdims) in sequential index order."""
    acc = a[..., 0:1]
    for i in range(1, a.shape[-1]):
        acc = acc + a[..., i : i + 1]
    return acc


def _max_last(a: np.ndarray) -> np.ndarray:
    """Max over the last axis (keepdims). ``+ 0`` turns a −0 maximum into +0,
    so SIMD max kernels that disagree on max(−0, +0) cannot change a bit."""
    return np.max(a, axis=-1, keepdims=True) + a.dtype.type(0)


def softmax(s: np.ndarray) -> np.ndarray:
    """Softmax over the last axis: exp(s − max) / Σ exp(s − max)."""
    e = _exp(s - _max_last(s))
    return e / _sum_last(e)


def log_softmax(s: np.ndarray) -> np.ndarray:
    """(s − max) − log Σ exp(s − max) over the last axis."""
    sh = s - _max_last(s)
    return sh - _log(_sum_last(_exp(sh)))


# ----------------------------------------------------------------------------
# Inputs
# ----------------------------------------------------------------------------


def causal_mask(t: int = spec.T, dtype: np.dtype | type = np.float32) -> np.ndarray:
    """Additive causal mask ``[1, 1, t, t]``: 0 on and below the diagonal,
    −1e9 above (a query never sees a later position)."""
    m = np.zeros((1, 1, t, t), dtype=dtype)
    m[0, 0][np.triu_indices(t, k=1)] = spec.MASK_NEG
    return m


def _ids(tokens: np.ndarray, name: str = "tokens") -> np.ndarray:
    """Validate ``[1, T]`` integer ids in 0..V−1; return the ``[T]`` row."""
    a = np.asarray(tokens)
    if a.ndim != 2 or a.shape[0] != spec.B or a.shape[1] < 1:
        raise ValueError(f"{name}: expected shape [1, T], found {list(a.shape)}")
    if not np.issubdtype(a.dtype, np.integer):
        raise ValueError(f"{name}: expected integer ids, found dtype {a.dtype}")
    if a.min() < 0 or a.max() >= spec.V:
        raise ValueError(f"{name}: ids must be in 0..{spec.V - 1}, found {a.min()}..{a.max()}")
    return a[0].astype(np.int64)


def _unpack(w: WeightsLike) -> tuple[np.ndarray, ...]:
    """The seven weights as host-shape arrays in the dtype of ``embed``."""
    dt = np.asarray(w["embed"]).dtype
    if dt not in (np.float32, np.float64):
        raise ValueError(f"weights must be float32 or float64, found {dt}")
    out = []
    for name in spec.WEIGHT_NAMES:
        a = np.asarray(w[name])
        if a.shape != spec.HOST_SHAPES[name]:
            raise ValueError(f"{name}: expected host shape {list(spec.HOST_SHAPES[name])}, found {list(a.shape)}")
        out.append(a.astype(dt, copy=False))
    return tuple(out)


def _mask_for(t: int, mask: np.ndarray | None, dt: np.dtype) -> np.ndarray:
    if mask is None:
        return causal_mask(t, dt)[0]
    m = np.asarray(mask)
    if m.shape != (1, 1, t, t):
        raise ValueError(f"mask: expected shape [1, 1, {t}, {t}], found {list(m.shape)}")
    return m[0].astype(dt, copy=False)


def _heads(f: np.ndarray) -> np.ndarray:
    """``[T, D]`` → ``[H, T, Dh]`` (reshape [T, H, Dh], transpose)."""
    t = f.shape[0]
    return f.reshape(t, spec.H, spec.DH).transpose(1, 0, 2)


def _merge(c: np.ndarray) -> np.ndarray:
    """``[H, T, Dh]`` → ``[T, D]``."""
    t = c.shape[1]
    return np.ascontiguousarray(c.transpose(1, 0, 2)).reshape(t, spec.D)


# ----------------------------------------------------------------------------
# Forward
# ----------------------------------------------------------------------------


@dataclass(frozen=True)
class _Acts:
    """Every intermediate of one causal forward (batch axis dropped)."""

    ids: np.ndarray  # [T]
    x: np.ndarray  # [T, D]
    q: np.ndarray  # [H, T, Dh]
    k: np.ndarray  # [H, T, Dh]
    v: np.ndarray  # [H, T, Dh]
    probs: np.ndarray  # [H, T, T]
    merged: np.ndarray  # [T, D]
    hidden: np.ndarray  # [T, D]
    logits: np.ndarray  # [T, V]


def _forward_acts(ids: np.ndarray, w: WeightsLike, mask: np.ndarray | None) -> _Acts:
    embed, wq, wk, wv, wo, lm_head, scale = _unpack(w)
    m = _mask_for(ids.shape[0], mask, embed.dtype)
    x = embed[ids]
    q = _heads(_mm(x, wq))
    k = _heads(_mm(x, wk))
    v = _heads(_mm(x, wv))
    scores = _mm(q, k.transpose(0, 2, 1)) * scale + m
    probs = softmax(scores)
    merged = _merge(_mm(probs, v))
    hidden = x + _mm(merged, wo)
    logits = _mm(hidden, lm_head)
    return _Acts(ids, x, q, k, v, probs, merged, hidden, logits)


def forward(tokens: np.ndarray, w: WeightsLike, mask: np.ndarray | None = None) -> np.ndarray:
    """``forward<T>``: logits ``[1, T, 8]`` of the full causal forward.

    ``mask`` defaults to :func:`causal_mask` (the compiled programs take it
    as a parameter; passing it here lets a check use the very same array).
    """
    return _forward_acts(_ids(tokens), w, mask).logits[None]


@dataclass(frozen=True)
class ForwardCache:
    """Prefill result: logits plus the KV cache of the prefix."""

    logits: np.ndarray  # [1, T, V]
    k_t: np.ndarray  # [1, H, Dh, T]  (Kᵀ, the layout decode takes)
    v: np.ndarray  # [1, H, T, Dh]
    last_logits: np.ndarray  # [1, 1, V]


def forward_cache(tokens: np.ndarray, w: WeightsLike, mask: np.ndarray | None = None) -> ForwardCache:
    """``prefill<P>``: causal forward returning Kᵀ, V and the last logits row."""
    a = _forward_acts(_ids(tokens), w, mask)
    return ForwardCache(
        logits=a.logits[None],
        k_t=np.ascontiguousarray(a.k.transpose(0, 2, 1))[None],
        v=np.ascontiguousarray(a.v)[None],
        last_logits=a.logits[None, -1:, :].copy(),
    )


def decode_step(
    token_ids: np.ndarray,
    k_past: np.ndarray | None,
    v_past: np.ndarray | None,
    w: WeightsLike,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One KV-cache decode step → ``(k_next, v_next, logits)``.

    ``k_past`` ``[1, H, Dh, S]`` and ``v_past`` ``[1, H, S, Dh]``, or both
    ``None`` for the self-attend first step (``decode_self``). Returns
    ``[1, H, Dh, S+1]``, ``[1, H, S+1, Dh]`` and ``[1, 1, V]``. No mask: the
    new query attends to every cached position and to itself.
    """
    ids = _ids(token_ids, "token_ids")
    if ids.shape != (1,):
        raise ValueError(f"token_ids: expected shape [1, 1], found {list(np.shape(token_ids))}")
    embed, wq, wk, wv, wo, lm_head, scale = _unpack(w)
    dt = embed.dtype
    x = embed[ids]  # [1, D]
    q = _heads(_mm(x, wq))  # [H, 1, Dh]
    k_new = _heads(_mm(x, wk)).transpose(0, 2, 1)  # [H, Dh, 1]
    v_new = _heads(_mm(x, wv))  # [H, 1, Dh]
    if (k_past is None) != (v_past is None):
        raise ValueError("k_past and v_past must both be given or both be None")
    if k_past is None:
        k_next, v_next = k_new, v_new
    else:
        kp, vp = np.asarray(k_past), np.asarray(v_past)
        s = kp.shape[-1] if kp.ndim == 4 else -1
        if kp.shape != (1, spec.H, spec.DH, s) or s < 1:
            raise ValueError(f"k_past: expected shape [1, {spec.H}, {spec.DH}, S], found {list(kp.shape)}")
        if vp.shape != (1, spec.H, s, spec.DH):
            raise ValueError(f"v_past: expected shape [1, {spec.H}, {s}, {spec.DH}], found {list(vp.shape)}")
        k_next = np.concatenate([kp[0].astype(dt, copy=False), k_new], axis=2)
        v_next = np.concatenate([vp[0].astype(dt, copy=False), v_new], axis=1)
    probs = softmax(_mm(q, k_next) * scale)  # [H, 1, S+1]
    merged = _merge(_mm(probs, v_next))  # [1, D]
    logits = _mm(x + _mm(merged, wo), lm_head)  # [1, V]
    return np.ascontiguousarray(k_next)[None], np.ascontiguousarray(v_next)[None], logits[None]


# ----------------------------------------------------------------------------
# Loss and its gradient
# ----------------------------------------------------------------------------


def _nll_from_logits(logits: np.ndarray, tgt: np.ndarray) -> np.ndarray:
    logp = log_softmax(logits)
    picked = logp[np.arange(tgt.shape[0]), tgt]
    acc = picked[0]
    for t in range(1, picked.shape[0]):
        acc = acc + picked[t]
    return -acc


def nll(tokens: np.ndarray, targets: np.ndarray, w: WeightsLike, mask: np.ndarray | None = None) -> float:
    """The training loss, sum-NLL: −Σₜ log_softmax(logits[0, t])[target_t] over all positions."""
    ids, tgt = _ids(tokens), _ids(targets, "targets")
    if ids.shape != tgt.shape:
        raise ValueError(f"targets: expected shape {[1, ids.shape[0]]}, found {list(np.shape(targets))}")
    return float(_nll_from_logits(_forward_acts(ids, w, mask).logits, tgt))


def nll_grad(
    tokens: np.ndarray, targets: np.ndarray, w: WeightsLike, mask: np.ndarray | None = None
) -> tuple[float, dict[str, np.ndarray]]:
    """Sum-NLL and its gradient w.r.t. the six matrices (host shapes).

    Backprop is derived by hand, layer by layer, from the forward above:

    * dlogits = softmax(logits) − onehot(targets)        (d(−log_softmax))
    * dlm_head = hiddenᵀ·dlogits;  dhidden = dlogits·lm_headᵀ
    * dwo = mergedᵀ·dhidden;       dmerged = dhidden·woᵀ  (→ dctx per head)
    * dprobs = dctx·Vᵀ;            dV = probsᵀ·dctx
    * dscores = probs ⊙ (dprobs − Σₛ dprobs ⊙ probs)      (softmax VJP)
    * draw = dscores·scale (mask is constant); dQ = draw·K; dK = drawᵀ·Q
    * dwq = xᵀ·dq (same for k, v);  dx = dhidden + dq·wqᵀ + dk·wkᵀ + dv·wvᵀ
    * dembed = scatter-add of dx rows at the token ids (sequential in t).
    """
    ids, tgt = _ids(tokens), _ids(targets, "targets")
    if ids.shape != tgt.shape:
        raise ValueError(f"targets: expected shape {[1, ids.shape[0]]}, found {list(np.shape(targets))}")
    embed, wq, wk, wv, wo, lm_head, scale = _unpack(w)
    a = _forward_acts(ids, w, mask)
    loss = _nll_from_logits(a.logits, tgt)
    n = ids.shape[0]

    dlogits = softmax(a.logits)
    dlogits[np.arange(n), tgt] -= dlogits.dtype.type(1)

    d_lm_head = _mm(a.hidden.T, dlogits)
    dhidden = _mm(dlogits, lm_head.T)
    d_wo = _mm(a.merged.T, dhidden)
    dctx = _heads(_mm(dhidden, wo.T))  # [H, T, Dh]
    dprobs = _mm(dctx, a.v.transpose(0, 2, 1))  # [H, T, T]
    dv = _mm(a.probs.transpose(0, 2, 1), dctx)  # [H, T, Dh]
    dscores = a.probs * (dprobs - _sum_last(dprobs * a.probs))
    draw = dscores * scale
    dq = _mm(draw, a.k)  # [H, T, Dh]
    dk = _mm(draw.transpose(0, 2, 1), a.q)  # [H, T, Dh]
    dqf, dkf, dvf = _merge(dq), _merge(dk), _merge(dv)
    d_wq = _mm(a.x.T, dqf)
    d_wk = _mm(a.x.T, dkf)
    d_wv = _mm(a.x.T, dvf)
    dx = dhidden + _mm(dqf, wq.T) + _mm(dkf, wk.T) + _mm(dvf, wv.T)
    d_embed = np.zeros_like(embed)
    for t in range(n):
        d_embed[ids[t]] = d_embed[ids[t]] + dx[t]

    grads = {"embed": d_embed, "wq": d_wq, "wk": d_wk, "wv": d_wv, "wo": d_wo, "lm_head": d_lm_head}
    return float(loss), {k: np.ascontiguousarray(g) for k, g in grads.items()}
