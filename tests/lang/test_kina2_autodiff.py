"""VJPs of the Kina 2 ops, checked like every other rule (see test_autodiff):
the generated ``L_grad`` interpreted in float64 against central finite
differences of the primal, and the compiled f32 companion against that.

Inputs are drawn away from kinks (|x| ≥ 0.1 for abs, no ties for
maximum/minimum/top_k unless a test is about ties) so the finite
differences see a smooth function.
"""

from __future__ import annotations

import numpy as np
import pytest

from kina_play.lang.interp import Interpreter

from .test_autodiff import Case, check_gradients, compiled, f32, run_case


def away_from_zero(rng, shape, lo=0.1):
    x = rng.uniform(lo, 1.0, size=shape) * rng.choice([-1.0, 1.0], size=shape)
    return f32(x)


def distinct(rng, shape):
    """Values at least 0.05 apart within the array (no ties, no kinks)."""
    n = int(np.prod(shape))
    vals = (rng.permutation(n) - n / 2) * 0.05 + rng.uniform(0, 0.01)
    return f32(np.asarray(vals).reshape(shape))


CASES = {
    # broadcasting arithmetic: the adjoint of the smaller operand is summed back
    "add_broadcast": lambda r: Case([("a", "f32", (3, 1)), ("b", "f32", (4,))], "a + b", (3, 4), ["a", "b"]),
    "sub_broadcast": lambda r: Case([("a", "f32", (2, 3, 4)), ("b", "f32", (3, 1))], "a - b", (2, 3, 4), ["a", "b"]),
    "mul_broadcast": lambda r: Case([("a", "f32", (1, 4)), ("b", "f32", (3, 1))], "a * b", (3, 4), ["a", "b"]),
    "div_broadcast": lambda r: Case([("a", "f32", (3, 4)), ("b", "f32", (4,))], "a / (b * b + 1.0)", (3, 4),
                                    ["a", "b"]),
    "select": lambda r: Case([("a", "f32", (3, 4)), ("b", "f32", (4,))], "select(a > b, a * a, b)", (3, 4),
                             ["a", "b"], {"a": distinct(r, (3, 4)), "b": f32(r.uniform(-1, 1, 4) + 0.013)}),
    "select_literal": lambda r: Case([("s", "f32", (1, 2, 3, 3))],
                                     "select(iota(i64, shape = [3, 3], axis = 1) <= iota(i64, shape = [3, 3], axis = 0), s, -3.0)",
                                     (1, 2, 3, 3), ["s"]),
    "maximum": lambda r: Case([("a", "f32", (3, 4)), ("b", "f32", (3, 4))], "maximum(a, b)", (3, 4), ["a", "b"],
                              {"a": distinct(r, (3, 4)), "b": distinct(r, (3, 4)) + f32(0.011)}),
    "maximum_literal": lambda r: Case([("a", "f32", (5,))], "maximum(a, 0.0)", (5,), ["a"],
                                      {"a": away_from_zero(r, (5,))}),
    "minimum": lambda r: Case([("a", "f32", (2, 3)), ("b", "f32", (3,))], "minimum(a, b)", (2, 3), ["a", "b"],
                              {"a": distinct(r, (2, 3)), "b": distinct(r, (3,)) + f32(0.011)}),
    "pow": lambda r: Case([("a", "f32", (2, 3)), ("b", "f32", (3,))], "pow(a * a + 0.5, b)", (2, 3), ["a", "b"]),
    "pow_literal": lambda r: Case([("a", "f32", (4,))], "pow(a, 3.0)", (4,), ["a"]),
    "pow_negative_literal": lambda r: Case([("a", "f32", (4,))], "pow(a * a + 0.5, -1.5) + maximum(a, -0.25)",
                                           (4,), ["a"], {"a": f32([-0.9, -0.4, 0.3, 0.8])}),
    "abs": lambda r: Case([("x", "f32", (6,))], "abs(x)", (6,), ["x"], {"x": away_from_zero(r, (6,))}),
    "rsqrt": lambda r: Case([("x", "f32", (2, 3))], "rsqrt(x * x + 0.5)", (2, 3), ["x"]),
    "erf": lambda r: Case([("x", "f32", (2, 3))], "erf(x)", (2, 3), ["x"]),
    "sin": lambda r: Case([("x", "f32", (4,))], "sin(x)", (4,), ["x"]),
    "cos": lambda r: Case([("x", "f32", (4,))], "cos(x)", (4,), ["x"]),
    "sigmoid": lambda r: Case([("x", "f32", (2, 2))], "sigmoid(x * 3.0)", (2, 2), ["x"]),
    "gelu": lambda r: Case([("x", "f32", (3, 5))], "0.5 * x * (1.0 + erf(x * 0.70710678))", (3, 5), ["x"]),
    "reduce_mean": lambda r: Case([("x", "f32", (3, 4))], "reduce_mean(x, axis = 1)", (3,), ["x"]),
    "reduce_mean_keepdims": lambda r: Case([("x", "f32", (3, 4))], "x - reduce_mean(x, axis = -1, keepdims = true)",
                                           (3, 4), ["x"]),
    "reduce_sum_keepdims": lambda r: Case([("x", "f32", (2, 3, 2))], "reduce_sum(x, axis = 1, keepdims = true)",
                                          (2, 1, 2), ["x"]),
    "reduce_max_keepdims": lambda r: Case([("x", "f32", (3, 4))], "reduce_max(x, axis = 0, keepdims = true)",
                                          (1, 4), ["x"], {"x": distinct(r, (3, 4))}),
    "reduce_min": lambda r: Case([("x", "f32", (3, 4))], "reduce_min(x, axis = 1)", (3,), ["x"],
                                 {"x": distinct(r, (3, 4))}),
    "cumsum": lambda r: Case([("x", "f32", (3, 4))], "cumsum(x, axis = 1) * cumsum(x, axis = 0)", (3, 4), ["x"]),
    "cast_f32": lambda r: Case([("x", "f32", (3,))], "cast(x, f32) * x", (3,), ["x"]),
    "layer_norm": lambda r: Case([("x", "f32", (2, 5)), ("g", "f32", (5,)), ("b", "f32", (5,))],
                                 "(x - reduce_mean(x, axis = -1, keepdims = true)) * rsqrt(reduce_mean("
                                 "(x - reduce_mean(x, axis = -1, keepdims = true)) * (x - reduce_mean(x, axis = -1, "
                                 "keepdims = true)), axis = -1, keepdims = true) + 1e-5) * g + b",
                                 (2, 5), ["x", "g", "b"]),
}


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("seed", [0, 1])
def test_kina2_vjp(name, seed):
    rng = np.random.default_rng(seed)
    run_case(CASES[name](rng), seed)


def test_top_k_values_vjp():
    rng = np.random.default_rng(3)
    src = ("@reverse_mode(wrt = [x])\n"
           "fn L(x: f32[2, 5], c: f32[2, 3]) -> f32[] {\n"
           "    let (v, i) = top_k(x, k = 3);\n"
           "    return reduce_sum(reshape(v * c, shape = [6]), axis = 0);\n}\n")
    check_gradients(src, [distinct(rng, (2, 5)), f32(rng.uniform(-1, 1, (2, 3)))], ["x"], ["x", "c"])


ZERO_PATHS = {
    # A wrt path through a comparison, floor, an integer cast or top_k's
    # indices is not an error: it contributes zero (as in JAX).
    "comparison": ("select(x > 0.0, x, 0.0 * x) + cast(cast(x > 0.5, i64), f32)", lambda x: np.where(x > 0, 1.0, 0.0)),
    "floor": ("floor(x * 3.0) + x", lambda x: np.ones_like(x)),
    "int_cast": ("cast(cast(x * 10.0, i64), f32) + 2.0 * x", lambda x: np.full_like(x, 2.0)),
}


@pytest.mark.parametrize("name", sorted(ZERO_PATHS))
def test_zero_gradient_paths(name):
    expr, want = ZERO_PATHS[name]
    src = ("@reverse_mode(wrt = [x])\n"
           "fn L(x: f32[6]) -> f32[] {\n"
           f"    return reduce_sum({expr}, axis = 0);\n}}\n")
    x = np.array([-0.73, -0.21, 0.07, 0.33, 0.61, 0.94])
    it = Interpreter(compiled(src).checked, np.float64)
    _, g = it.call("L_grad", x)
    np.testing.assert_allclose(g, want(x), rtol=0, atol=1e-12)
    _, g32 = compiled(src).call("L_grad", f32(x))
    np.testing.assert_allclose(g32, want(x), rtol=0, atol=1e-6)


def test_top_k_indices_carry_zero_gradient():
    src = ("@reverse_mode(wrt = [x])\n"
           "fn L(x: f32[4]) -> f32[] {\n"
           "    let (v, i) = top_k(x, k = 2);\n"
           "    return reduce_sum(cast(i, f32), axis = 0) * reduce_sum(x, axis = 0);\n}\n")
    x = np.array([0.3, -0.2, 0.9, 0.1])
    it = Interpreter(compiled(src).checked, np.float64)
    _, g = it.call("L_grad", x)
    # The indices [2, 0] are constants of the gradient: dL/dx = 2 + 0 everywhere.
    np.testing.assert_allclose(g, np.full(4, 2.0), atol=1e-12)


def test_pow_vjp_at_a_zero_base_is_zero_where_torch_and_jax_say_so():
    """``d/da = b·a^(b−1)`` is 0·inf at a = b = 0 and ``d/db = a^b·ln a`` is
    0·(−inf) or 1·(−inf) at a = 0, b >= 0: both were NaN / −inf, so one zero
    in a learnable exponent's input made its whole gradient NaN.  PyTorch
    (and JAX) give 0 there; everywhere else the formulas stand (a pole stays
    ±inf, a negative base's ln is NaN)."""
    inf, nan = np.inf, np.nan
    a = [0.0, 0.0, 0.0, 2.0, -2.0, 0.0, 1.0, 0.0, -0.0]
    b = [0.0, 1.0, 2.0, 0.0, 2.0, -1.0, 3.0, 0.5, 0.0]
    want_a = [0.0, 1.0, 0.0, 0.0, -4.0, -inf, 3.0, inf, 0.0]
    want_b = [0.0, 0.0, 0.0, np.log(2.0), nan, -inf, 0.0, 0.0, 0.0]
    src = ("@reverse_mode(wrt = [a, b])\n"
           "fn L(a: f32[9], b: f32[9]) -> f32[] {\n"
           "    return reduce_sum(pow(a, b), axis = 0);\n}\n")
    x, y = np.array(a), np.array(b)
    for out in (Interpreter(compiled(src).checked, np.float64).call("L_grad", x, y),
                compiled(src).call("L_grad", f32(x), f32(y))):
        np.testing.assert_allclose(out[1], want_a, rtol=1e-6)
        np.testing.assert_allclose(out[2], want_b, rtol=1e-6)


@pytest.mark.parametrize("expr", ["pow(a, 0.0)", "pow(a, 2.0) + pow(a, 1.0)"])
def test_pow_vjp_with_a_literal_exponent_at_zero(expr):
    """The same rule when the exponent is a literal (typed where it stands):
    pow(a, 0) has gradient 0 everywhere, 0 included."""
    src = ("@reverse_mode(wrt = [a])\n"
           "fn L(a: f32[3]) -> f32[] {\n"
           f"    return reduce_sum({expr}, axis = 0);\n}}\n")
    x = np.array([0.0, -0.0, 1.5])
    want = np.zeros(3) if expr == "pow(a, 0.0)" else 2 * x + 1
    for out in (Interpreter(compiled(src).checked, np.float64).call("L_grad", x), compiled(src).call("L_grad", f32(x))):
        np.testing.assert_allclose(out[1], want, rtol=1e-6)


def test_gather_and_top_k_vjps_leave_unpicked_entries_exactly_zero():
    """An infinite adjoint (log of a gathered 0) reaches only the table row /
    the element it came from, as PyTorch's embedding and topk backward (a
    scatter-add) give: as ``one_hot(...) @ g`` or ``one_hot(...) * g``, the
    0·inf of every other row / element was NaN."""
    inf = np.inf
    table = f32([[1.0, 2.0], [0.0, 3.0], [4.0, 5.0], [6.0, 7.0]])
    ids = np.array([0, 1, 1, 2], np.int64)
    src = ("@reverse_mode(wrt = [t])\n"
           "fn L(t: f32[4, 2], ids: i64[4]) -> f32[] {\n"
           "    return reduce_sum(reduce_sum(log(gather(t, ids)), axis = 1), axis = 0);\n}\n")
    want = [[1.0, 0.5], [inf, 2 / 3], [0.25, 0.2], [0.0, 0.0]]  # torch.nn.functional.embedding's
    for out in (Interpreter(compiled(src).checked, np.float64).call("L_grad", table.astype(np.float64), ids),
                compiled(src).call("L_grad", table, ids)):
        np.testing.assert_allclose(out[1], want, rtol=1e-6)
    x = f32([[0.0, 3.0, 1.0, 2.0], [5.0, 4.0, 0.0, 6.0]])
    src = ("@reverse_mode(wrt = [x])\n"
           "fn L(x: f32[2, 4]) -> f32[] {\n"
           "    let (v, i) = top_k(x, k = 3);\n"
           "    return reduce_sum(reduce_sum(log(v), axis = 1), axis = 0);\n}\n")
    want = [[0.0, 1 / 3, inf, 0.5], [0.2, 0.25, 0.0, 1 / 6]]  # row 0 takes 3, 2, 1; row 1 takes 6, 5, 4
    x[0, 2] = 0.0  # the third largest of row 0 is 0: log's adjoint there is inf
    x[0, 0] = -1.0
    for out in (Interpreter(compiled(src).checked, np.float64).call("L_grad", x.astype(np.float64)),
                compiled(src).call("L_grad", x)):
        np.testing.assert_allclose(out[1], want, rtol=1e-6)


def test_cumsum_vjp_is_a_reverse_scan():
    """x[i]'s adjoint is g[i] + g[i+1] + ... (a scan from the end, as
    PyTorch's flip-cumsum-flip).  As ``sum(g) − cumsum(g) + g`` it cancelled:
    beside a 1e8 the f32 gradient of the other entries was 1.0 instead of
    3.0, 2.0, and one infinite adjoint made every entry NaN."""
    src = ("@reverse_mode(wrt = [x])\n"
           "fn L(x: f32[4], w: f32[4]) -> f32[] {\n"
           "    return reduce_sum(cumsum(x, axis = 0) * w, axis = 0);\n}\n")
    x = f32([1.0, 2.0, 3.0, 4.0])
    for w, want in (([1e8, 1.0, 1.0, 1.0], [1e8, 3.0, 2.0, 1.0]), ([np.inf, 1.0, 1.0, 1.0], [np.inf, 3.0, 2.0, 1.0]),
                    ([1.0, 1.0, 1.0, np.inf], [np.inf] * 4)):
        for out in (Interpreter(compiled(src).checked, np.float32).call("L_grad", x, f32(w)),
                    compiled(src).call("L_grad", x, f32(w))):
            np.testing.assert_array_equal(out[1], f32(want))
