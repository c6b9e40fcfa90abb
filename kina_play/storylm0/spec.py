"""StoryLM-0 constants: every normative number of the model, in one place.

Every number in this module is normative. They live in one place so that the
NumPy reference, the host training loop, the checkpoint I/O, the CLI and the
tests cannot drift apart: nothing else in ``kina_play.storylm0`` spells a
width, a learning rate or a locked id sequence.

This module imports nothing but NumPy and knows nothing about compiled code.
"""

from __future__ import annotations

import math
from typing import Final

import numpy as np

# --- widths ---------------------------------------------------------------

B: Final[int] = 1
"""Batch size of every StoryLM-0 tensor."""
H: Final[int] = 2
"""Attention heads."""
DH: Final[int] = 2
"""Width of one head."""
D: Final[int] = H * DH
"""Model width (4)."""
V: Final[int] = 8
"""Vocabulary size: the eight classes of ``vocab.json``."""
T: Final[int] = 36
"""Rollout buffer length and training window length."""

# --- vocabulary -------------------------------------------------------------

VOCAB: Final[tuple[str, ...]] = ("<pad>", "once", "upon", "a", "time", "the", "end", "<unk>")
"""The eight words of ``fixtures/storylm0/vocab.json``; id = index."""
PAD_ID: Final[int] = 0
UNK_ID: Final[int] = 7

# --- weights ----------------------------------------------------------------

WEIGHT_NAMES: Final[tuple[str, ...]] = ("embed", "wq", "wk", "wv", "wo", "lm_head", "scale")
"""Checkpoint members, in the order every Kina function takes them (last)."""
TRAINED_NAMES: Final[tuple[str, ...]] = WEIGHT_NAMES[:6]
"""The six matrices SGD updates; ``scale`` is never trained."""

HOST_SHAPES: Final[dict[str, tuple[int, ...]]] = {
    "embed": (V, D),
    "wq": (D, D),
    "wk": (D, D),
    "wv": (D, D),
    "wo": (D, D),
    "lm_head": (D, V),
    "scale": (),
}
"""Shapes in the NPZ and in host code."""

KINA_SHAPES: Final[dict[str, tuple[int, ...]]] = {
    "embed": (V, D),
    "wq": (1, D, D),
    "wk": (1, D, D),
    "wv": (1, D, D),
    "wo": (1, D, D),
    "lm_head": (1, D, V),
    "scale": (),
}
"""Shapes of Kina function parameters: matrices left-padded with a unit batch
so that ``[B, T, D] @ W`` type-checks (the decode functions' signatures)."""

SCALE: Final[np.float32] = np.float32(1.0 / math.sqrt(2.0))
"""float32(1/sqrt(Dh)); ``math.sqrt`` is correctly rounded, so this is the
same bit pattern everywhere."""

MASK_NEG: Final[np.float32] = np.float32(-1e9)
"""Additive causal-mask value above the diagonal (exact in float32)."""

# --- corpus and training recipe (Sections 15, 24) ----------------------------

CYCLE: Final[tuple[int, ...]] = (1, 2, 3, 4, 5, 6)
"""once upon a time the end"""
CORPUS: Final[tuple[int, ...]] = CYCLE * 7
"""storylm0-corpus-v0: 42 ids."""
WINDOW_STARTS: Final[tuple[int, ...]] = (0, 1, 2)
"""Sliding windows visited, in this order, once per epoch."""
EPOCHS: Final[int] = 40
LR: Final[float] = 0.1
MAX_EPOCHS: Final[int] = 10_000
"""The most epochs one run takes (``train --epochs``, the app's Train panel):
every epoch keeps its record, and a CLI run of 10**8 epochs grew by
≈ 0.6 KB an epoch until the machine ran out of memory (the loss is
≈ 1e-6 after a few hundred)."""
OBJECTIVE: Final[str] = "sum-nll"
OPTIMIZER: Final[str] = "sgd"
INIT_FORMAT: Final[str] = "storylm0-checkpoint-v0"
CORPUS_NAME: Final[str] = "storylm0-corpus-v0"
CHECKPOINT_FORMAT: Final[str] = "storylm0-checkpoint-v1"


def window(w: int) -> tuple[np.ndarray, np.ndarray]:
    """Window ``w``: inputs ``corpus[w:w+36]``, targets ``corpus[w+1:w+37]``.

    Both are int64 ``[1, 36]`` (the shapes ``nll``/``nll_grad`` take).
    """
    if w not in WINDOW_STARTS:
        raise ValueError(f"window index must be one of {WINDOW_STARTS}, got {w!r}")
    c = np.asarray(CORPUS, dtype=np.int64)
    return c[w : w + T].reshape(1, T).copy(), c[w + 1 : w + T + 1].reshape(1, T).copy()


def windows() -> list[tuple[np.ndarray, np.ndarray]]:
    """All three training windows in visiting order."""
    return [window(w) for w in WINDOW_STARTS]


# --- generation (Sections 17, 18, 23) -----------------------------------------

PROMPT: Final[tuple[int, ...]] = (1, 2, 3, 4)
"""once upon a time"""
GENERATE: Final[int] = 32
SEED: Final[int] = 42
TEMPERATURE: Final[float] = 0.8
EPS: Final[float] = 1e-6
"""Gumbel uniforms are drawn from Uniform(EPS, 1 - EPS)."""

LOCKED_36: Final[tuple[int, ...]] = CYCLE * 6
"""v1 greedy rollout from PROMPT: prompt ++ 32 generated ids."""
LOCKED_TEXT: Final[str] = " ".join(["once upon a time the end"] * 6)
LOCKED_12: Final[tuple[int, ...]] = LOCKED_36[:12]
"""The trained-v1 eight-token lock, seen through the 36-id cycle (first 12 ids)."""

# --- decode instance (decode_self → decode_s1 → decode_s2) --------------------------------------------------------

CHECKED_SEED_TOKEN: Final[int] = 3
CHECKED_DECODE_STEPS: Final[int] = 3
CHECKED_DECODE_FUNCTIONS: Final[tuple[str, ...]] = ("decode_self", "decode_s1", "decode_s2")
"""The decode function used at step 0, 1, 2 (past length S = 0, 1, 2)."""
