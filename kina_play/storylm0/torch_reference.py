"""The StoryLM-0 forward and decode step in PyTorch: a second, optional witness.

The KV-cache decode check runs in NumPy, and the same algebra in PyTorch
when it is present. PyTorch is an optional extra (``pip install
kina-play[torch]``), so this module imports it lazily: :func:`torch_available`
says whether it can be used and :func:`torch_unavailable_reason` says why
not, so callers can report "skipped: <reason>" instead of pretending.

Inputs and outputs are NumPy arrays with the shapes of
:mod:`kina_play.storylm0.reference`. The computation uses ``torch.matmul``
etc. in float32 (or float64 if the weights are float64), so its results
agree with the NumPy reference to rounding, not bit for bit.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from . import spec

_reason: str | None = None
_torch: Any = None
_checked = False


def _load() -> Any:
    global _torch, _reason, _checked
    if not _checked:
        _checked = True
        try:
            import torch  # noqa: PLC0415 — optional dependency, imported on demand

            _torch = torch
        except Exception as e:  # ImportError, or a broken install (OSError from a .so)
            _reason = f"PyTorch is not importable ({type(e).__name__}: {e}); install it with `pip install -e '.[torch]'` (the CPU build torch==2.13.0)"
    return _torch


def torch_available() -> bool:
    """True when ``import torch`` works."""
    return _load() is not None


def torch_version() -> str:
    """The installed torch version ("" when absent), for check lines."""
    t = _load()
    return "" if t is None else str(t.__version__)


def torch_unavailable_reason() -> str | None:
    """Why the PyTorch witness cannot run, or None when it can."""
    _load()
    return _reason


def _require() -> Any:
    t = _load()
    if t is None:
        raise RuntimeError(_reason)
    return t


def _weights(w: Mapping[str, np.ndarray]) -> tuple[Any, ...]:
    torch = _require()
    dt = torch.float64 if np.asarray(w["embed"]).dtype == np.float64 else torch.float32
    return tuple(torch.as_tensor(np.array(w[n]), dtype=dt) for n in spec.WEIGHT_NAMES)


def causal_mask(t: int, dtype: Any = None) -> Any:
    """``[1, 1, t, t]``: 0 on/below the diagonal, −1e9 above."""
    torch = _require()
    m = torch.full((t, t), -1e9, dtype=dtype or torch.float32).triu(1)
    return m.reshape(1, 1, t, t)


def forward(tokens: np.ndarray, w: Mapping[str, np.ndarray]) -> np.ndarray:
    """Logits ``[1, T, 8]`` of the full causal forward."""
    torch = _require()
    embed, wq, wk, wv, wo, lm_head, scale = _weights(w)
    ids = torch.as_tensor(np.asarray(tokens, dtype=np.int64))
    b, t = ids.shape
    with torch.no_grad():
        x = embed[ids]  # [1, T, D]
        q = (x @ wq).reshape(b, t, spec.H, spec.DH).transpose(1, 2)
        k_t = (x @ wk).reshape(b, t, spec.H, spec.DH).permute(0, 2, 3, 1)
        v = (x @ wv).reshape(b, t, spec.H, spec.DH).transpose(1, 2)
        scores = (q @ k_t) * scale + causal_mask(t, embed.dtype)
        probs = torch.softmax(scores, dim=3)
        ctx = (probs @ v).transpose(1, 2).reshape(b, t, spec.D)
        logits = (x + ctx @ wo) @ lm_head
    return logits.numpy()


def decode_step(
    token_ids: np.ndarray, k_past: np.ndarray | None, v_past: np.ndarray | None, w: Mapping[str, np.ndarray]
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One KV-cache decode step → ``(k_next, v_next, logits)``; no mask."""
    torch = _require()
    embed, wq, wk, wv, wo, lm_head, scale = _weights(w)
    ids = torch.as_tensor(np.asarray(token_ids, dtype=np.int64))
    with torch.no_grad():
        x = embed[ids]  # [1, 1, D]
        q = (x @ wq).reshape(1, 1, spec.H, spec.DH).transpose(1, 2)  # [1, H, 1, Dh]
        k_new = (x @ wk).reshape(1, 1, spec.H, spec.DH).permute(0, 2, 3, 1)  # [1, H, Dh, 1]
        v_new = (x @ wv).reshape(1, 1, spec.H, spec.DH).transpose(1, 2)  # [1, H, 1, Dh]
        if k_past is None:
            k_next, v_next = k_new, v_new
        else:
            k_next = torch.cat([torch.as_tensor(np.array(k_past), dtype=embed.dtype), k_new], dim=3)
            v_next = torch.cat([torch.as_tensor(np.array(v_past), dtype=embed.dtype), v_new], dim=2)
        probs = torch.softmax((q @ k_next) * scale, dim=3)
        ctx = (probs @ v_next).transpose(1, 2).reshape(1, 1, spec.D)
        logits = (x + ctx @ wo) @ lm_head
    return k_next.contiguous().numpy(), v_next.contiguous().numpy(), logits.numpy()
