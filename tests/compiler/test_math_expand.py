"""The polynomial exp / log / tanh / erf of the default pipeline, against float64.

Error is measured in units of the f32 spacing at the exact result (ulp), so
the bound says the same on any CPU; special values (±0, ±inf, NaN,
denormals, out-of-domain) must come out exactly as IEEE libm gives them.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from kina_play.compiler.build import infer_signatures
from kina_play.compiler.cache import get_or_build
from kina_play.runtime.module import NativeModule

N = 4096


def _module(op: str) -> str:
    return f"""
    module {{
      func.func @f(%x: tensor<{N}xf32>) -> tensor<{N}xf32> attributes {{llvm.emit_c_interface}} {{
        %0 = tensor.empty() : tensor<{N}xf32>
        %1 = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                             iterator_types = ["parallel"]}} ins(%x : tensor<{N}xf32>) outs(%0 : tensor<{N}xf32>) {{
        ^bb0(%in: f32, %out: f32):
          %2 = math.{op} %in : f32
          linalg.yield %2 : f32
        }} -> tensor<{N}xf32>
        return %1 : tensor<{N}xf32>
      }}
    }}"""


def compiled(op: str):  # type: ignore[no-untyped-def]
    text = _module(op)
    f = NativeModule(get_or_build(text, infer_signatures(text))).fn("f")

    def call(x: np.ndarray) -> np.ndarray:
        buf = np.zeros(N, np.float32)
        buf[: x.size] = x
        return f(buf)[: x.size]

    return call


def ulp_error(got: np.ndarray, exact: np.ndarray) -> float:
    spacing = np.spacing(np.abs(exact).astype(np.float32)).astype(np.float64)
    return float(np.max(np.abs(got.astype(np.float64) - exact) / spacing))


def test_no_libm_call_in_the_hot_loop() -> None:
    from kina_play.compiler.pipeline import lower_to_llvm

    for op in ("exp", "log", "tanh", "erf"):
        r = lower_to_llvm(_module(op))
        assert not set(r.external_calls) & {"expf", "logf", "tanhf", "erff"}, (op, r.external_calls)


@pytest.mark.parametrize("op, lo, hi, max_ulp", [
    ("exp", -87.0, 88.7, 3.0),
    ("exp", -103.9, -87.4, 1.0),  # denormal results: the error is in units of the denormal spacing
    ("log", 1e-30, 1e30, 2.0),
    ("tanh", -12.0, 12.0, 3.0),
    ("erf", -5.0, 5.0, 3.0),
])
def test_accuracy_in_ulp(op: str, lo: float, hi: float, max_ulp: float) -> None:
    rng = np.random.default_rng(0)
    if op == "log":
        x = np.exp(rng.uniform(np.log(lo), np.log(hi), N)).astype(np.float32)
        x[:64] = np.linspace(0.5, 2.0, 64, dtype=np.float32)  # around 1, where cancellation would show
    else:
        x = rng.uniform(lo, hi, N).astype(np.float32)
        x[:64] = np.linspace(-0.7, 0.7, 64, dtype=np.float32)  # small |x| (tanh's polynomial branch)
    exact = _exact(op, x)
    assert ulp_error(compiled(op)(x), exact) <= max_ulp


def _exact(op: str, x: np.ndarray) -> np.ndarray:
    """The correctly rounded reference in float64 (NumPy has no erf: ``math.erf``)."""
    if op == "erf":
        return np.array([math.erf(float(v)) for v in x])
    return getattr(np, op)(x.astype(np.float64))  # type: ignore[no-any-return]


def test_erf_accuracy_across_the_branches() -> None:
    """Dense around the branch points |x| = 1 and 2, and deep in the tail
    (erf rounds to ±1 there)."""
    x = np.concatenate([np.linspace(-4.5, 4.5, N - 8), [0.999999, 1.0, 1.000001, 1.999999, 2.0, 2.000001, 9.0, -30.0]])
    x = x.astype(np.float32)
    assert ulp_error(compiled("erf")(x), _exact("erf", x)) <= 3.0


def test_special_values() -> None:
    inf, nan = np.inf, np.nan
    exp, log, tanh = compiled("exp"), compiled("log"), compiled("tanh")
    x = np.array([0.0, -0.0, inf, -inf, nan, 100.0, -200.0], np.float32)
    np.testing.assert_array_equal(exp(x), np.array([1, 1, inf, 0, nan, inf, 0], np.float32))
    x = np.array([1.0, 0.0, -0.0, -1.0, inf, -inf, nan, 1e-45, 1e-40], np.float32)
    got = log(x)
    np.testing.assert_array_equal(got[:7], np.array([0, -inf, -inf, nan, inf, nan, nan], np.float32))
    np.testing.assert_allclose(got[7:], np.log(x[7:].astype(np.float64)), rtol=1e-6)  # denormals
    x = np.array([0.0, -0.0, inf, -inf, nan, 50.0, -50.0, 1e-30], np.float32)
    got = tanh(x)
    np.testing.assert_array_equal(got[:7], np.array([0, -0.0, 1, -1, nan, 1, -1], np.float32))
    assert np.signbit(got[1]) and got[7] == np.float32(1e-30)
    x = np.array([0.0, -0.0, inf, -inf, nan, 1e-30], np.float32)
    got = compiled("erf")(x)
    np.testing.assert_array_equal(got[:5], np.array([0, -0.0, 1, -1, nan], np.float32))
    assert np.signbit(got[1])
    np.testing.assert_allclose(got[5], 2 / math.sqrt(math.pi) * 1e-30, rtol=1e-6)


@pytest.mark.parametrize("fma", [True, False])
def test_polynomials_fuse_multiply_adds_only_where_the_target_has_fma(fma: bool) -> None:
    """Explicit ``math.fma`` ops (same bits at every LLVM -O level) on an FMA target;
    a plain multiply and add on one without (an ``fma`` there would be a libm call)."""
    from mlir import ir

    from kina_play.compiler.math_expand import expand_math
    from kina_play.compiler.mlirctx import thread_context

    for op in ("exp", "log", "tanh", "erf"):
        with thread_context(), ir.Location.unknown():
            module = ir.Module.parse(_module(op))
            assert expand_math(module.operation, fma=fma) == 1
            text = str(module)
        assert ("math.fma" in text) == fma, op
        assert f"math.{op} " not in text
