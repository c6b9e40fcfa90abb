"""The StoryLM-1 training recipe: init, data batches, AdamW, schedule.

Everything here is engine-agnostic host code: the gradient comes from a
``grad_fn`` (the compiled ``loss_grad``, or PyTorch autograd in the
reference trajectory test), the update is NumPy float32.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from . import grammar, spec


@dataclass(frozen=True)
class Recipe:
    init_seed: int = 0
    init_std: float = 0.02
    steps: int = 800
    batch: int = 16
    lr: float = 3e-2
    min_lr_frac: float = 0.01
    warmup: int = 40
    beta1: float = 0.9
    beta2: float = 0.95
    eps: float = 1e-8
    weight_decay: float = 0.0
    train_stories: int = 4000
    valid_stories: int = 512
    train_seed: int = grammar.TRAIN_SEED
    valid_seed: int = grammar.VALID_SEED
    data_seed: int = 7

    def as_dict(self) -> dict[str, float | int]:
        return asdict(self)

    def lr_at(self, step: int) -> float:
        """Linear warm-up over ``warmup`` steps, then cosine decay to
        ``min_lr_frac · lr`` at the last step."""
        if step < self.warmup:
            return self.lr * (step + 1) / self.warmup
        frac = (step - self.warmup) / max(1, self.steps - 1 - self.warmup)
        return self.lr * (self.min_lr_frac + (1 - self.min_lr_frac) * 0.5 * (1 + math.cos(math.pi * frac)))


def decays(key: str) -> bool:
    """Weight decay applies to the matrices only (not embeddings, gains, biases)."""
    return len(spec.PARAM_SHAPES[key]) == 2 and key not in ("wte", "wpe")


def init_params(recipe: Recipe) -> dict[str, np.ndarray]:
    """GPT-2 style: N(0, std) matrices and embeddings (output projections
    scaled by 1/√(2L)), LayerNorm gains 1, biases 0; one
    ``default_rng(init_seed)`` stream drawn in checkpoint key order."""
    rng = np.random.default_rng(recipe.init_seed)
    out: dict[str, np.ndarray] = {}
    for key, shape in spec.PARAMS:
        if key.endswith(".g"):
            out[key] = np.ones(shape, np.float32)
        elif key.endswith((".b", ".b1", ".b2")):
            out[key] = np.zeros(shape, np.float32)
        else:
            std = recipe.init_std / math.sqrt(2 * spec.L) if key.endswith(("attn.wo", "mlp.w2")) else recipe.init_std
            out[key] = rng.normal(0.0, std, shape).astype(np.float32)
    return out


@dataclass(frozen=True)
class Batch:
    ids: np.ndarray  # i64 [B, WINDOW−1]
    targets: np.ndarray  # i64 [B, WINDOW−1]
    weights: np.ndarray  # f32 [B, WINDOW−1], 1/count on real targets, 0 on padding

    @property
    def tokens(self) -> int:
        return int((self.weights > 0).sum())


def make_batch(stories: list[list[int]]) -> Batch:
    """Pad stories (``<bos>`` … ``<eos>``) to the window with ``<pad>``."""
    n = spec.WINDOW - 1
    ids = np.full((len(stories), n), grammar.PAD, np.int64)
    targets = np.full((len(stories), n), grammar.PAD, np.int64)
    mask = np.zeros((len(stories), n), np.float32)
    for i, s in enumerate(stories):
        if len(s) > spec.WINDOW:
            raise ValueError(f"story of {len(s)} tokens exceeds the window of {spec.WINDOW}")
        ids[i, : len(s) - 1] = s[:-1]
        targets[i, : len(s) - 1] = s[1:]
        mask[i, : len(s) - 1] = 1.0
    return Batch(ids, targets, (mask / mask.sum()).astype(np.float32))


def batches(recipe: Recipe, train: list[list[int]]) -> list[np.ndarray]:
    """The story indices of every step: epochs of a ``default_rng(data_seed)``
    permutation, cut into ``batch``-sized pieces."""
    rng = np.random.default_rng(recipe.data_seed)
    order: list[int] = []
    while len(order) < recipe.steps * recipe.batch:
        order.extend(rng.permutation(len(train)).tolist())
    return [np.array(order[i * recipe.batch:(i + 1) * recipe.batch]) for i in range(recipe.steps)]


class AdamW:
    """AdamW as in PyTorch's ``torch.optim.AdamW`` (decoupled decay, bias
    correction, eps outside the square root), in float32 on the host."""

    def __init__(self, params: dict[str, np.ndarray], recipe: Recipe) -> None:
        self.r = recipe
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}
        self.t = 0

    def step(self, params: dict[str, np.ndarray], grads: dict[str, np.ndarray], lr: float) -> None:
        r = self.r
        self.t += 1
        c1 = 1 - r.beta1 ** self.t
        c2 = 1 - r.beta2 ** self.t
        for k, g in grads.items():
            p = params[k]
            if decays(k):
                p *= np.float32(1 - lr * r.weight_decay)
            self.m[k] = r.beta1 * self.m[k] + (1 - r.beta1) * g
            self.v[k] = r.beta2 * self.v[k] + (1 - r.beta2) * g * g
            denom = np.sqrt(self.v[k] / c2) + r.eps
            p -= (lr / c1 * self.m[k] / denom).astype(np.float32)
