"""The independent NumPy witness of StoryLM-1 (float64), written from the
model's definition and sharing no code with the compiled path.

``forward`` is the definition; ``decode_step`` is the KV-cache formulation
of the same math; ``nll`` is the training loss (gradients are checked
against PyTorch autograd, :mod:`.torch_reference`).  Parameters are a ``{key: array}`` mapping with checkpoint keys.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from . import spec

Params = Mapping[str, np.ndarray]

_ERF = np.vectorize(math.erf, otypes=[np.float64])


def layer_norm(x: np.ndarray, g: np.ndarray, b: np.ndarray) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + spec.LN_EPS) * g + b


def gelu(x: np.ndarray) -> np.ndarray:
    """Exact GELU with the correctly rounded ``math.erf``."""
    return 0.5 * x * (1.0 + _ERF(x / math.sqrt(2.0)))


def softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def _p(w: Params, key: str) -> np.ndarray:
    return np.asarray(w[key], dtype=np.float64)


def _split(x: np.ndarray) -> np.ndarray:
    """[..., T, D] → [..., H, T, Dh]."""
    *lead, t, _ = x.shape
    return np.moveaxis(x.reshape(*lead, t, spec.H, spec.DH), -2, -3)


def _merge(x: np.ndarray) -> np.ndarray:
    *lead, _, t, _ = x.shape
    return np.moveaxis(x, -3, -2).reshape(*lead, t, spec.D)


def _mlp(h: np.ndarray, w: Params, pre: str) -> np.ndarray:
    m = layer_norm(h, _p(w, pre + "ln2.g"), _p(w, pre + "ln2.b"))
    return h + gelu(m @ _p(w, pre + "mlp.w1") + _p(w, pre + "mlp.b1")) @ _p(w, pre + "mlp.w2") + _p(w, pre + "mlp.b2")


def forward(ids: np.ndarray, w: Params) -> np.ndarray:
    """logits [B, T, V] for ids [B, T] (T ≤ T_max), float64."""
    ids = np.asarray(ids)
    t = ids.shape[-1]
    h = _p(w, "wte")[ids] + _p(w, "wpe")[:t]
    causal = np.triu(np.full((t, t), -1e9), k=1)
    for layer in range(spec.L):
        pre = f"h{layer}."
        a = layer_norm(h, _p(w, pre + "ln1.g"), _p(w, pre + "ln1.b"))
        q, k, v = (_split(a @ _p(w, pre + f"attn.w{n}")) for n in "qkv")
        scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(spec.DH) + causal
        h = h + _merge(softmax(scores) @ v) @ _p(w, pre + "attn.wo")
        h = _mlp(h, w, pre)
    return layer_norm(h, _p(w, "lnf.g"), _p(w, "lnf.b")) @ _p(w, "lm_head")


@dataclass
class Cache:
    """Per-layer K and V, each [1, H, S, Dh]."""

    k: list[np.ndarray]
    v: list[np.ndarray]

    @property
    def length(self) -> int:
        return int(self.k[0].shape[2])


def decode_step(token: int, cache: Cache | None, w: Params) -> tuple[Cache, np.ndarray]:
    """One token at position = past length → (grown cache, logits [V])."""
    grown, logits, _ = decode_step_attention(token, cache, w)
    return grown, logits


def decode_step_attention(token: int, cache: Cache | None, w: Params) -> tuple[Cache, np.ndarray, np.ndarray]:
    """:func:`decode_step` plus the new token's attention probabilities
    [L, H, past length + 1] (layer, head, key position)."""
    s = 0 if cache is None else cache.length
    h = _p(w, "wte")[[[token]]] + _p(w, "wpe")[s]
    ks, vs, probs = [], [], []
    for layer in range(spec.L):
        pre = f"h{layer}."
        a = layer_norm(h, _p(w, pre + "ln1.g"), _p(w, pre + "ln1.b"))
        q, k, v = (_split(a @ _p(w, pre + f"attn.w{n}")) for n in "qkv")
        if cache is not None:
            k = np.concatenate([cache.k[layer], k], axis=2)
            v = np.concatenate([cache.v[layer], v], axis=2)
        ks.append(k)
        vs.append(v)
        p = softmax(q @ np.swapaxes(k, -1, -2) / math.sqrt(spec.DH))  # [1, H, 1, S + 1]
        probs.append(p[0, :, 0])
        h = h + _merge(p @ v) @ _p(w, pre + "attn.wo")
        h = _mlp(h, w, pre)
    logits = layer_norm(h, _p(w, "lnf.g"), _p(w, "lnf.b")) @ _p(w, "lm_head")
    return Cache(ks, vs), logits[0, 0], np.stack(probs)


def nll(ids: np.ndarray, targets: np.ndarray, weights: np.ndarray, w: Params) -> float:
    """Σ weights · (−log p(target)), the training loss's definition."""
    logits = forward(ids, w)
    z = logits - logits.max(-1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(-1, keepdims=True))
    picked = np.take_along_axis(logp, np.asarray(targets)[..., None], axis=-1)[..., 0]
    return float(-(picked * weights).sum())
