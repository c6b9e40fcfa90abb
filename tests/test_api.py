"""The one-line runtime API of issue 3: ``kina_play.load(path).fn(*arrays)``."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import kina_play
import kina_play.compiler.driver
from kina_play.runtime.module import KinaArgumentError
from kina_play.storylm0 import reference
from kina_play.storylm0.weights import patterned_v0

GEN = Path(__file__).resolve().parents[1] / "programs" / "storylm0_generate.kina"


@pytest.fixture(scope="module")
def mod():
    return kina_play.load(str(GEN))


def test_named_and_generic_calls_match_reference(mod):
    w = patterned_v0()
    rng = np.random.default_rng(1)
    ids = np.array([[4]], dtype=np.int64)
    for s in (2, 6):
        k = rng.standard_normal((1, 2, 2, s)).astype(np.float32)
        v = rng.standard_normal((1, 2, s, 2)).astype(np.float32)
        got = mod.decode_s2(ids, k, v, *w.as_kina_args()) if s == 2 else mod.decode(ids, k, v, *w.as_kina_args())
        for g, r in zip(got, reference.decode_step(ids, k, v, w)):
            np.testing.assert_allclose(g, r, atol=1e-5)


@pytest.mark.parametrize(
    "k_shape, ids, fragment",
    [
        ((1, 2, 2, 3), 3, "parameter 'k_past' expects f32[1, 2, 2, 2]"),
        ((1, 2, 2, 2), 9, "gather id 9, outside [0, 8)"),
        ((1, 2, 2, 2), -1, "gather id -1"),
    ],
)
def test_bad_arguments_raise_before_the_call(mod, k_shape, ids, fragment):
    w = patterned_v0().as_kina_args()
    with pytest.raises(KinaArgumentError, match=re.escape(fragment)):
        mod.decode_s2(np.array([[ids]]), np.zeros(k_shape, np.float32), np.zeros((1, 2, 2, 2), np.float32), *w)


def test_generic_shape_mismatch_and_unknown_name(mod):
    w = patterned_v0().as_kina_args()
    with pytest.raises(ValueError, match="v_past"):
        mod.decode(np.array([[1]]), np.zeros((1, 2, 2, 6), np.float32), np.zeros((1, 2, 5, 2), np.float32), *w)
    with pytest.raises(AttributeError, match="no function 'nope'"):
        mod.nope


def test_main_is_not_callable_from_the_host(mod):
    with pytest.raises(AttributeError, match="@main"):
        mod.main


def test_a_program_prints_its_path_functions_and_instances() -> None:
    prog = kina_play.compiler.driver.load_text(GEN.read_text(), str(GEN))  # a fresh Program: no instances yet
    text = repr(prog)
    assert text.startswith(f"<kina program {GEN}") and "not built yet" in text
    assert "  decode_s2(token_ids: i64[1, 1], k_past: f32[1, 2, 2, 2]," in text
    assert "  decode<S>(token_ids: i64[1, 1], k_past: f32[1, 2, 2, S]," in text
    assert "-> (f32[1, 2, 2, S + 1], f32[1, 2, S + 1, 2], f32[1, 1, 8])  · 0 instance(s) built" in text
    assert "@main main()" in text
    prog.instance("decode", S=5)
    prog.instance("decode", S=3)
    text = repr(prog)
    assert "· 2 instance(s) built: S=5; S=3" in text and "built: " in text.splitlines()[0]
    assert "prefill<P>(" in text and "· 0 instance(s) built" in text


def test_function_attributes_survive_a_new_instance() -> None:
    prog = kina_play.compiler.driver.load_text(GEN.read_text(), str(GEN))
    f = prog.decode_s2
    assert prog.decode_s2 is f  # cached after the first look-up
    prog.instance("decode", S=7)  # a new instance compiles that instance only: decode_s2 is untouched
    g = prog.decode_s2
    assert g is prog.native.fn("decode_s2") and g is f
    w = patterned_v0().as_kina_args()
    args = (np.array([[4]]), np.ones((1, 2, 2, 2), np.float32), np.ones((1, 2, 2, 2), np.float32), *w)
    for a, b in zip(f(*args), g(*args)):
        np.testing.assert_array_equal(a, b)
