"""StoryLM-1 in PyTorch (eager): the gradient witness and the speed baseline.

Only imported when torch is installed. The model is written from the
definition again (not from the NumPy reference); ``loss_and_grads`` is the
same weighted NLL as the compiled ``loss``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np
import torch

from . import spec


def _ln(x: torch.Tensor, g: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.layer_norm(x, (spec.D,), g, b, eps=spec.LN_EPS)


def forward(ids: torch.Tensor, p: Mapping[str, torch.Tensor]) -> torch.Tensor:
    bsz, t = ids.shape
    h = p["wte"][ids] + p["wpe"][:t]
    mask = torch.triu(torch.full((t, t), -1e9, dtype=h.dtype), diagonal=1)
    for layer in range(spec.L):
        pre = f"h{layer}."
        a = _ln(h, p[pre + "ln1.g"], p[pre + "ln1.b"])
        q, k, v = ((a @ p[pre + f"attn.w{n}"]).view(bsz, t, spec.H, spec.DH).transpose(1, 2) for n in "qkv")
        att = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(spec.DH) + mask, dim=-1)
        h = h + (att @ v).transpose(1, 2).reshape(bsz, t, spec.D) @ p[pre + "attn.wo"]
        m = _ln(h, p[pre + "ln2.g"], p[pre + "ln2.b"])
        u = torch.nn.functional.gelu(m @ p[pre + "mlp.w1"] + p[pre + "mlp.b1"], approximate="none")
        h = h + u @ p[pre + "mlp.w2"] + p[pre + "mlp.b2"]
    return _ln(h, p["lnf.g"], p["lnf.b"]) @ p["lm_head"]


def weighted_nll(ids: torch.Tensor, targets: torch.Tensor, weights: torch.Tensor,
                 p: Mapping[str, torch.Tensor]) -> torch.Tensor:
    logp = torch.log_softmax(forward(ids, p), dim=-1)
    return -(logp.gather(-1, targets[..., None])[..., 0] * weights).sum()


def to_torch(params: Mapping[str, np.ndarray], dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    return {k: torch.tensor(np.asarray(v), dtype=dtype, requires_grad=True) for k, v in params.items()}


def loss_and_grads(ids: np.ndarray, targets: np.ndarray, weights: np.ndarray, params: Mapping[str, np.ndarray],
                   dtype: torch.dtype = torch.float64) -> tuple[float, dict[str, np.ndarray]]:
    p = to_torch(params, dtype)
    loss = weighted_nll(torch.as_tensor(ids), torch.as_tensor(targets), torch.as_tensor(weights, dtype=dtype), p)
    loss.backward()
    grads: dict[str, np.ndarray] = {}
    for k, v in p.items():
        assert v.grad is not None  # backward() reached every parameter
        grads[k] = v.grad.numpy()
    return float(loss.detach()), grads
