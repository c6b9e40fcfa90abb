"""A decode-step-shaped function end to end, and what a call costs.

Run with ``-s`` to see the timings (µs per call, best of several repeats):
bare foreign call on bound descriptors, ``BoundCall()``, ``call_into`` and a
fully checked call.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from kina_play.compiler.build import infer_signatures
from kina_play.compiler.cache import get_or_build
from kina_play.runtime.module import KinaArgumentError, NativeModule
from kina_play.runtime.signature import Param

MODULES = Path(__file__).parents[1] / "compiler" / "modules"
NAMES = ["token_ids", "k_past", "v_past", "emb", "wk", "wv", "wo"]


@pytest.fixture(scope="module")
def decode_s2():
    text = (MODULES / "decode_like.mlir").read_text()
    (sig,) = infer_signatures(text)
    sig = replace(
        sig,
        params=tuple(Param(n, p.type) for n, p in zip(NAMES, sig.params)),
        id_bounds=(("token_ids", 8),),
    )
    return NativeModule(get_or_build(text, [sig], stem="decode_like")).decode_s2


@pytest.fixture(scope="module")
def inputs():
    rng = np.random.default_rng(3)
    f = lambda *s: rng.standard_normal(s).astype(np.float32)  # noqa: E731
    return [np.array([[5]], np.int64), f(1, 2, 2, 2), f(1, 2, 2, 2), f(8, 4), f(4, 4), f(4, 4), f(4, 8)]


def reference(ids, k_past, v_past, emb, wk, wv, wo):
    x = emb[ids[0, 0]][None, :]  # [1, 4]
    k_new = (x @ wk).reshape(1, 2, 2, 1)
    v_new = (x @ wv).reshape(1, 2, 1, 2)
    return (
        np.concatenate([k_past, k_new], axis=3),
        np.concatenate([v_past, v_new], axis=2),
        (x @ wo).reshape(1, 1, 8),
    )


def test_matches_numpy(decode_s2, inputs) -> None:
    got = decode_s2(*inputs)
    assert [g.shape for g in got] == [(1, 2, 2, 3), (1, 2, 3, 2), (1, 1, 8)]
    for g, w in zip(got, reference(*inputs)):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)


def test_error_message_names_the_parameter(decode_s2, inputs) -> None:
    bad = list(inputs)
    bad[1] = np.zeros((1, 2, 2, 3), np.float32)
    with pytest.raises(KinaArgumentError) as e:
        decode_s2(*bad)
    assert str(e.value) == (
        "decode_s2: parameter 'k_past' expects f32[1, 2, 2, 2], got float32 array of shape (1, 2, 2, 3)"
    )
    bad = list(inputs)
    bad[0] = np.array([[8]], np.int64)
    with pytest.raises(KinaArgumentError, match=r"token_ids' holds gather id 8, outside \[0, 8\)"):
        decode_s2(*bad)


def test_every_call_style_gives_the_same_results(decode_s2, inputs) -> None:
    """Plain, pooled, call_into, bound and raw calls: one set of results."""
    want = decode_s2(*inputs)
    outs = decode_s2.empty_results()
    bound = decode_s2.bind(*inputs, outs=outs)
    pooled = decode_s2.pooled()
    for got in (pooled(*inputs), pooled(*inputs), decode_s2.call_into(inputs, decode_s2.empty_results()),
                bound(), bound.raw(),
                decode_s2(inputs[0], inputs[1].copy(), inputs[2].copy(), *inputs[3:])):
        for g, w in zip(got, want):
            np.testing.assert_array_equal(g, w)
