"""The StoryLM-1 training recipe: init, data batches, AdamW, schedule.

Everything here is engine-agnostic host code: the gradient comes from a
``grad_fn`` (the compiled gradient, or PyTorch autograd in the
reference trajectory test), the update is NumPy float32.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
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
    correction, eps outside the square root), in float32 on the host.

    Why flat: the moments live in one buffer each (checkpoint key order), so
    a step is a few in-place NumPy passes over every parameter at once
    instead of ~10 temporaries per tensor for 29 tensors.  When ``params``
    are views into :attr:`flat` (:meth:`bind`), the update writes them in
    place with no copy; any other dict is copied in and out around the step.
    The arithmetic is the per-tensor formula's, in the same order."""

    def __init__(self, params: dict[str, np.ndarray], recipe: Recipe) -> None:
        self.r = recipe
        self.keys = list(params)
        sizes = [params[k].size for k in self.keys]
        self.offsets = np.concatenate([[0], np.cumsum(sizes)]).astype(int).tolist()
        total = self.offsets[-1]
        self.flat = np.concatenate([np.asarray(params[k], np.float32).ravel() for k in self.keys])
        self.grad = np.empty(total, np.float32)
        self.m = np.zeros(total, np.float32)
        self.v = np.zeros(total, np.float32)
        self._tmp = np.empty(total, np.float32)
        self._den = np.empty(total, np.float32)
        self.views = {k: self._part(self.flat, i).reshape(params[k].shape) for i, k in enumerate(self.keys)}
        self.grad_views = {k: self._part(self.grad, i).reshape(params[k].shape) for i, k in enumerate(self.keys)}
        self.t = 0

    def _part(self, buf: np.ndarray, i: int) -> np.ndarray:
        return buf[self.offsets[i]:self.offsets[i + 1]]

    def bind(self) -> dict[str, np.ndarray]:
        """The parameters as views into the flat buffer: update them in place."""
        return self.views

    def step(self, params: dict[str, np.ndarray], grads: Mapping[str, np.ndarray], lr: float) -> None:
        r = self.r
        self.t += 1
        c1 = 1 - r.beta1 ** self.t
        c2 = 1 - r.beta2 ** self.t
        bound = all(params[k] is self.views[k] for k in self.keys)
        if not bound:
            for i, k in enumerate(self.keys):
                self._part(self.flat, i)[...] = params[k].ravel()
        for i, k in enumerate(self.keys):
            if grads[k] is not self.grad_views[k]:
                self._part(self.grad, i)[...] = np.asarray(grads[k], np.float32).ravel()
        if r.weight_decay:
            for k in self.keys:
                if decays(k):
                    self.views[k] *= np.float32(1 - lr * r.weight_decay)
        g, m, v, tmp, den = self.grad, self.m, self.v, self._tmp, self._den
        m *= r.beta1  # m = β1·m + (1 − β1)·g
        np.multiply(g, 1 - r.beta1, out=tmp)
        m += tmp
        v *= r.beta2  # v = β2·v + ((1 − β2)·g)·g
        np.multiply(g, 1 - r.beta2, out=tmp)
        tmp *= g
        v += tmp
        np.divide(v, c2, out=den)  # denom = √(v / c2) + eps
        np.sqrt(den, out=den)
        den += r.eps
        np.multiply(m, lr / c1, out=tmp)  # p −= (lr / c1)·m / denom
        tmp /= den
        self.flat -= tmp
        if not bound:
            for i, k in enumerate(self.keys):
                params[k][...] = self._part(self.flat, i).reshape(params[k].shape)
