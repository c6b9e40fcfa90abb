"""StoryLM-1's fixed sizes and its parameter table (names, shapes, order).

The order is the checkpoint's key order and the order in which every Kina
function of ``programs/storylm1.kina`` takes its parameters.
"""

from __future__ import annotations

from .grammar import default_grammar

T_MAX = 64
D = 64
H = 4
DH = D // H
L = 2
F = 256
LN_EPS = 1e-5
V = len(default_grammar().words)

WINDOW = 48
"""Training window: a story of at most 48 tokens (``<bos>`` … ``<eos>``),
fed as 47 inputs and 47 targets."""

LAYER_PARAMS: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("ln1.g", (D,)), ("ln1.b", (D,)),
    ("attn.wq", (D, D)), ("attn.wk", (D, D)), ("attn.wv", (D, D)), ("attn.wo", (D, D)),
    ("ln2.g", (D,)), ("ln2.b", (D,)),
    ("mlp.w1", (D, F)), ("mlp.b1", (F,)), ("mlp.w2", (F, D)), ("mlp.b2", (D,)),
)

PARAMS: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("wte", (V, D)), ("wpe", (T_MAX, D)),
    *((f"h{layer}.{name}", shape) for layer in range(L) for name, shape in LAYER_PARAMS),
    ("lnf.g", (D,)), ("lnf.b", (D,)), ("lm_head", (D, V)),
)
PARAM_NAMES: tuple[str, ...] = tuple(n for n, _ in PARAMS)
PARAM_SHAPES: dict[str, tuple[int, ...]] = dict(PARAMS)


