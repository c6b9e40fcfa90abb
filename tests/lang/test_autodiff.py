"""Reverse-mode AD (``kina_play/lang/autodiff.py``): every VJP rule, checked
twice over.

1. **The transform itself, in float64.**  For each op, a loss
   ``L = Σ op(inputs) ⊙ c`` (``c`` a random cotangent parameter) is
   compiled; the generated ``L_grad`` — ordinary typed Kina — is run by the
   NumPy interpreter (``kina_play.lang.interp``) in float64 and compared with
   central finite differences of the primal ``L``, also interpreted in
   float64.  No f32 noise: a wrong rule shows up as a real error.
   Step h = 1e-5 on inputs of magnitude ≤ 2: truncation h²·|L'''|/6 < 1e-9
   and round-off ε64·|L|/h < 1e-10, so the bound
   ``|g − FD| ≤ 1e-7 · max(1, max|FD|)`` holds with a wide margin (worst
   seen over 8 seeds per rule: 3.5e-10) while a wrong rule — a missing
   term, a wrong axis, a factor 2 — is off by O(1).
2. **The compiled companion.**  The native f32 ``L_grad`` from the same
   ``.so`` against the interpreter's float64 gradient:
   ``|g32 − g64| ≤ 4e-6 · max(1, max|g64|)`` (≈ 32 f32 ulps; the VJP
   chains here are ≤ 10 f32 ops deep over ≤ 64-term sums; worst seen over
   8 seeds per rule: 3.6e-7, log_softmax).

Then: gradients through helper calls (inlined, generic, called twice), a
wrt parameter used several times (accumulation), ``reduce_max`` ties,
``nll_grad`` of ``programs/storylm0_nll_step.kina`` against the
hand-derived NumPy gradient on v0 and v1 weights and all three windows, and
the programs AD must refuse, with the position of the fault.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

import numpy as np
import pytest

from kina_play.compiler.driver import Program, load_text
from kina_play.lang.diagnostics import KinaError
from kina_play.lang.interp import Interpreter
from kina_play.storylm0 import reference as R
from kina_play.storylm0 import spec
from kina_play.storylm0.engine import programs_dir
from kina_play.storylm0.weights import fixtures_dir, load_checkpoint, patterned_v0
from kina_source import compiled as _compiled, ints, ty  # noqa: E402  (tests/ is on sys.path)

H = 1e-5
FD_REL = 1e-7
F32_REL = 4e-6


# ------------------------------------------------------------------ helpers


def compiled(src: str) -> Program:
    return _compiled(src, "ad.kina")


@dataclass
class Case:
    """``L(params..., c) = Σ (EXPR ⊙ c)`` with ``@reverse_mode(wrt = WRT)``."""

    params: list[tuple[str, str, tuple[int, ...]]]  # name, elem, shape
    expr: str
    out: tuple[int, ...]
    wrt: list[str]
    inputs: dict[str, np.ndarray] = field(default_factory=dict)

    def source(self) -> str:
        ps = ", ".join(f"{n}: {ty(e, s)}" for n, e, s in self.params)
        n = math.prod(self.out)
        return (f"@reverse_mode(wrt = [{', '.join(self.wrt)}])\n"
                f"fn L({ps}, c: {ty('f32', self.out)}) -> f32[] {{\n"
                f"    let out = {self.expr};\n"
                f"    return reduce_sum(reshape(out * c, shape = [{n}]), axis = 0);\n}}\n")

    def args(self, rng: np.random.Generator) -> list[np.ndarray]:
        out = []
        for n, e, s in self.params:
            if n in self.inputs:
                out.append(self.inputs[n])
            elif e == "i64":
                raise AssertionError(f"i64 parameter {n} needs an explicit input")
            else:
                out.append(f32(rng.uniform(-1, 1, size=s)))
        out.append(f32(rng.uniform(-1, 1, size=self.out)))
        return out


def f32(a) -> np.ndarray:
    return np.asarray(a, dtype=np.float32)  # 0-d stays an array


def fd_gradient(it: Interpreter, name: str, args64: list[np.ndarray], index: int) -> np.ndarray:
    """Central differences of the float64-interpreted primal wrt argument ``index``."""
    base = args64[index]
    g = np.zeros_like(base)
    for i in np.ndindex(base.shape):
        vals = []
        for step in (H, -H):
            a = list(args64)
            a[index] = base.copy()
            a[index][i] += step
            vals.append(float(it.call(name, *a)))
        g[i] = (vals[0] - vals[1]) / (2 * H)
    return g


def rel_err(got: np.ndarray, want: np.ndarray) -> float:
    scale = max(1.0, float(np.abs(want).max(initial=0.0)))
    return float(np.abs(np.asarray(got, np.float64) - want).max(initial=0.0)) / scale


def check_gradients(src: str, args: list[np.ndarray], wrt: list[str], names: list[str],
                    loss: str = "L") -> tuple[np.ndarray, ...]:
    """FD vs the interpreted float64 ``loss_grad``; compiled f32 ``loss_grad`` vs it.
    Returns the float64 (loss, grads...)."""
    prog = compiled(src)
    it = Interpreter(prog.checked, np.float64)
    args64 = [a.astype(np.float64) if a.dtype == np.float32 else a for a in args]
    out64 = it.call(f"{loss}_grad", *args64)
    assert len(out64) == 1 + len(wrt)
    primal = float(it.call(loss, *args64))
    assert float(out64[0]) == pytest.approx(primal, rel=1e-12, abs=1e-12)
    for p, g in zip(wrt, out64[1:]):
        k = names.index(p)
        assert g.shape == args[k].shape and g.dtype == np.float64
        fd = fd_gradient(it, loss, args64, k)
        err = rel_err(g, fd)
        assert err <= FD_REL, f"d{loss}/d{p}: interpreter vs finite differences, rel err {err:.3g}\n{g}\n{fd}"
    out32 = prog.call(f"{loss}_grad", *args)
    assert float(out32[0]) == pytest.approx(float(out64[0]), rel=F32_REL, abs=F32_REL)
    for p, g32, g64 in zip(wrt, out32[1:], out64[1:]):
        assert g32.dtype == np.float32 and g32.shape == g64.shape
        err = rel_err(g32, g64)
        assert err <= F32_REL, f"compiled d{loss}/d{p} vs float64 interpreter: rel err {err:.3g}\n{g32}\n{g64}"
    return out64


def run_case(case: Case, seed: int) -> None:
    rng = np.random.default_rng(seed)
    names = [n for n, _, _ in case.params] + ["c"]
    check_gradients(case.source(), case.args(rng), case.wrt, names)


# ------------------------------------------------------- one case per VJP rule


def dims(rng, n: int, lo: int = 1, hi: int = 4) -> tuple[int, ...]:
    return tuple(int(d) for d in rng.integers(lo, hi + 1, size=n))


def case_gather(rng) -> Case:
    n, d = int(rng.integers(2, 6)), int(rng.integers(1, 4))
    ids_shape = dims(rng, int(rng.integers(0, 3)))
    ids = rng.integers(0, n, size=ids_shape, dtype=np.int64)
    if ids.size > 1:
        ids.flat[-1] = ids.flat[0]  # a repeated id: its rows' cotangents must add up
    return Case([("table", "f32", (n, d)), ("ids", "i64", ids_shape)], "gather(table, ids)", ids_shape + (d,),
                ["table"], {"ids": np.asarray(ids, dtype=np.int64)})


def case_gather_literal_id(rng) -> Case:
    return Case([("table", "f32", (4, 3))], "gather(table, 2) * gather(table, 2)", (3,), ["table"])


def case_matmul(rank: int) -> Callable:
    def make(rng) -> Case:
        batch = dims(rng, rank - 2, 1, 3)
        m, k, n = dims(rng, 3)
        spelled = "a @ b" if rank != 3 else "matmul(a, b)"
        return Case([("a", "f32", batch + (m, k)), ("b", "f32", batch + (k, n))], spelled, batch + (m, n), ["a", "b"])
    return make


def case_broadcast(rng) -> Case:
    target = dims(rng, int(rng.integers(1, 4)))
    keep = int(rng.integers(0, len(target) + 1))
    x = [1 if rng.random() < 0.5 else d for d in target[len(target) - keep:]]
    return Case([("x", "f32", tuple(x))], f"broadcast(x, shape = {ints(target)})", target, ["x"])


def case_reshape(rng) -> Case:
    shape = dims(rng, int(rng.integers(0, 4)))
    n = math.prod(shape)
    out = (n,) if rng.random() < 0.5 else ((1, n) if n > 1 else ())
    return Case([("x", "f32", shape)], f"reshape(x, shape = {ints(out)})", out, ["x"])


def case_transpose(rng) -> Case:
    shape = dims(rng, int(rng.integers(1, 5)))
    perm = [int(p) for p in rng.permutation(len(shape))]
    return Case([("x", "f32", shape)], f"transpose(x, perm = {ints(perm)})",
                tuple(shape[p] for p in perm), ["x"])


def concat_case(rng, wrt: list[str]) -> Case:
    shape = dims(rng, int(rng.integers(1, 4)))
    axis = int(rng.integers(0, len(shape)))
    nb = int(rng.integers(1, 4))
    b = tuple(nb if i == axis else d for i, d in enumerate(shape))
    out = tuple(d + nb if i == axis else d for i, d in enumerate(shape))
    return Case([("a", "f32", shape), ("b", "f32", b)], f"concat(a, b, axis = {axis})", out, wrt)


def case_slice(rng) -> Case:
    shape = dims(rng, int(rng.integers(1, 4)), 1, 5)
    axis = int(rng.integers(0, len(shape)))
    start = int(rng.integers(0, shape[axis]))
    size = int(rng.integers(1, shape[axis] - start + 1))
    out = tuple(size if i == axis else d for i, d in enumerate(shape))
    return Case([("x", "f32", shape)], f"slice(x, axis = {axis}, start = {start}, size = {size})", out, ["x"])


def case_pad(rng) -> Case:
    shape = dims(rng, int(rng.integers(1, 4)))
    axis, after = int(rng.integers(0, len(shape))), int(rng.integers(0, 3))
    out = tuple(d + after if i == axis else d for i, d in enumerate(shape))
    return Case([("x", "f32", shape)], f"pad(x, axis = {axis}, after = {after})", out, ["x"])


def axis_case(op: str) -> Callable:
    def make(rng) -> Case:
        shape = dims(rng, int(rng.integers(1, 4)))
        axis = int(rng.integers(0, len(shape)))
        out = shape if op in ("softmax", "log_softmax") else tuple(d for i, d in enumerate(shape) if i != axis)
        c = Case([("x", "f32", shape)], f"{op}(x, axis = {axis})", out, ["x"])
        if op == "reduce_max":  # distinct values: no tie within a step of h
            c.inputs["x"] = f32(rng.permutation(math.prod(shape)).reshape(shape) / 4.0 - 1.0)
        else:
            c.inputs["x"] = f32(rng.uniform(-2, 2, size=shape))
        return c
    return make


def math_case(op: str) -> Callable:
    def make(rng) -> Case:
        shape = dims(rng, int(rng.integers(0, 3)))
        c = Case([("x", "f32", shape)], f"{op}(x)", shape, ["x"])
        if op in ("log", "sqrt"):
            c.inputs["x"] = f32(rng.uniform(0.5, 2.0, size=shape))
        return c
    return make


def binary_case(op: str) -> Callable:
    def make(rng) -> Case:
        shape = dims(rng, int(rng.integers(0, 3)))
        c = Case([("x", "f32", shape), ("y", "f32", shape)], f"x {op} y", shape, ["x", "y"])
        if op == "/":
            c.inputs["y"] = f32(rng.uniform(0.5, 2.0, size=shape) * rng.choice([-1.0, 1.0], size=shape))
        return c
    return make


def case_literals(rng) -> Case:
    shape = dims(rng, 2)
    c = Case([("x", "f32", shape), ("y", "f32", shape)],
             "2.5 - x * 3.0 + 1.0 / y - -1.5 * x + (y - 0.5) / 4.0 + 3 * -x", shape, ["x", "y"])
    c.inputs["y"] = f32(rng.uniform(0.5, 2.0, size=shape))
    return c


def case_unary_minus(rng) -> Case:
    shape = dims(rng, 2)
    return Case([("x", "f32", shape)], "-x - -(x * x)", shape, ["x"])


def case_constants(rng) -> Case:
    """one_hot / argmax / fill are constants of the gradient (on non-wrt inputs)."""
    m, d = dims(rng, 2, 2, 4)
    t = rng.integers(0, d, size=(m,), dtype=np.int64)
    expr = (f"x * one_hot(argmax(k, axis = 1), depth = {d}) + x * one_hot(t, depth = {d}) * k"
            f" + x * fill(f32[{m}, {d}], 3.0) + fill(f32[{m}, {d}], -1.0)")
    return Case([("x", "f32", (m, d)), ("k", "f32", (m, d)), ("t", "i64", (m,))], expr, (m, d), ["x"],
                {"t": t})


def case_concat_inactive_first(rng) -> Case:
    # Regression: with only the second operand active, its gradient was dropped (zero).
    return concat_case(rng, ["b"])


RULES: dict[str, Callable] = {
    "gather": case_gather,
    "gather-literal-id": case_gather_literal_id,
    "matmul-rank2": case_matmul(2),
    "matmul-rank3": case_matmul(3),
    "matmul-rank4": case_matmul(4),
    "broadcast": case_broadcast,
    "reshape": case_reshape,
    "transpose": case_transpose,
    "concat": lambda rng: concat_case(rng, ["a", "b"]),
    "concat-first-only": lambda rng: concat_case(rng, ["a"]),
    "concat-second-only": case_concat_inactive_first,
    "slice": case_slice,
    "pad": case_pad,
    "softmax": axis_case("softmax"),
    "log_softmax": axis_case("log_softmax"),
    "reduce_sum": axis_case("reduce_sum"),
    "reduce_max": axis_case("reduce_max"),
    "exp": math_case("exp"),
    "log": math_case("log"),
    "tanh": math_case("tanh"),
    "sqrt": math_case("sqrt"),
    "add": binary_case("+"),
    "sub": binary_case("-"),
    "mul": binary_case("*"),
    "div": binary_case("/"),
    "literals": case_literals,
    "unary-minus": case_unary_minus,
    "constants": case_constants,
}
SEEDS = (0, 1, 2)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("rule", list(RULES))
def test_vjp_rule_vs_finite_differences_and_compiled(rule, seed):
    rng = np.random.default_rng(1000 * list(RULES).index(rule) + seed)
    run_case(RULES[rule](rng), seed)


# ------------------------------------------------- calls, accumulation, ties


HELPERS = """
fn attn(q: f32[2, 3], k: f32[2, 3]) -> (f32[2, 2], f32[]) {
    let s = softmax(q @ transpose(k, perm = [1, 0]), axis = 1);
    return (s, total(s * s));
}
fn total(x: f32[2, 2]) -> f32[] {
    return reduce_sum(reduce_sum(x, axis = 1), axis = 0);
}
fn grow<N>(v: f32[N]) -> f32[N + 1] {
    return pad(v, axis = 0, after = 1) * 2.0;
}
fn times(a: f32[2, 2], f: f32[2, 2]) -> f32[2, 2] {
    return a * f;
}
@reverse_mode(wrt = [q, k, v])
fn L(q: f32[2, 3], k: f32[2, 3], v: f32[3]) -> f32[] {
    let (s, sq) = attn(q, k);
    let (s2, sq2) = attn(k, q);                     // the same helper again, arguments swapped
    let g = reduce_sum(grow(v), axis = 0);          // a generic helper (instance grow<N=3>)
    let m = times(s, 2.0);                          // a literal argument, splatted to f32[2, 2]
    return sq + total(m * s2) * g + sq2;
}
"""


def test_gradient_through_helper_calls():
    rng = np.random.default_rng(42)
    args = [f32(rng.uniform(-1, 1, size=s)) for s in ((2, 3), (2, 3), (3,))]
    check_gradients(HELPERS, args, ["q", "k", "v"], ["q", "k", "v"])
    # The companion is flat: every helper call was inlined.
    prog = compiled(HELPERS)
    from kina_play.lang import ast
    from kina_play.lang.checker import walk_exprs

    grad = prog.checked.instantiate("L_grad", {})
    assert not [e for e in walk_exprs(grad.fn.body) if isinstance(e, ast.Call) and e.target is not None]


TWICE = """
@reverse_mode(wrt = [x, w])
fn L(x: f32[3, 3], w: f32[3]) -> f32[] {
    let a = x @ x;                                  // both operands of one op
    let b = concat(x, x, axis = 0);                 // both operands of concat
    let c = x * x + tanh(x);                        // one name, several ops
    let d = w / w * w + exp(w) * w;
    return reduce_sum(reduce_sum(a * c, axis = 1), axis = 0)
         + reduce_sum(reduce_sum(b, axis = 1), axis = 0) * reduce_sum(d, axis = 0);
}
@reverse_mode(wrt = [x])
fn S(x: f32[3, 3]) -> f32[] {
    return reduce_sum(reduce_sum(x * x, axis = 1), axis = 0);
}
@reverse_mode(wrt = [s])
fn I(s: f32[]) -> f32[] {
    return s;                                       // the loss is the parameter itself
}
"""


def test_wrt_parameter_used_several_times_accumulates():
    rng = np.random.default_rng(7)
    x, w = f32(rng.uniform(-1, 1, size=(3, 3))), f32(rng.uniform(0.5, 1.5, size=(3,)))
    check_gradients(TWICE, [x, w], ["x", "w"], ["x", "w"])
    loss, gx = compiled(TWICE).call("S_grad", x)
    np.testing.assert_array_equal(gx, 2 * x)  # d Σx² = 2x, exactly in f32
    assert loss == pytest.approx(float((x.astype(np.float64) ** 2).sum()), rel=1e-6)
    loss, gs = compiled(TWICE).call("I_grad", np.array(-2.5, np.float32))
    assert float(loss) == -2.5 and float(gs) == 1.0 and gs.shape == ()


TIES = """
@reverse_mode(wrt = [x])
fn L(x: f32[2, 4], c: f32[2]) -> f32[] {
    return reduce_sum(reduce_max(x, axis = 1) * c, axis = 0);
}
"""


def test_reduce_max_ties_share_the_gradient_equally():
    x = f32([[1.0, 3.0, 3.0, 2.0], [5.0, 5.0, 5.0, 5.0]])
    c = f32([2.0, 3.0])
    want = np.array([[0.0, 1.0, 1.0, 0.0], [0.75, 0.75, 0.75, 0.75]])  # c / (number of maxima) at each maximum
    prog = compiled(TIES)
    it = Interpreter(prog.checked, np.float64)
    loss, g = it.call("L_grad", x, c)
    np.testing.assert_array_equal(g, want)
    loss32, g32 = prog.call("L_grad", x, c)
    np.testing.assert_array_equal(g32, want.astype(np.float32))
    assert float(loss32) == float(loss) == 2 * 3 + 3 * 5
    # It is a valid subgradient: along the direction moving all tied maxima of a
    # row together, the (two-sided) derivative is exactly c_row = g · d; along
    # one tied element alone, the one-sided derivatives are c_row (up) and 0 (down).
    x64 = x.astype(np.float64)
    for row in (0, 1):
        d = np.zeros_like(x64)
        d[row] = x64[row] == x64[row].max()
        up = float(it.call("L", x64 + H * d, c)) - float(loss)
        down = float(loss) - float(it.call("L", x64 - H * d, c))
        assert up / H == pytest.approx(c[row], rel=1e-9) and down / H == pytest.approx(c[row], rel=1e-9)
        assert float((g * d).sum()) == pytest.approx(float(c[row]), rel=1e-12)
        i = int(np.flatnonzero(d[row])[0])
        e = np.zeros_like(x64)
        e[row, i] = 1.0
        right = (float(it.call("L", x64 + H * e, c)) - float(loss)) / H
        left = (float(loss) - float(it.call("L", x64 - H * e, c))) / H
        assert left == pytest.approx(0.0, abs=1e-9) and right == pytest.approx(c[row], rel=1e-9)
        assert left <= g[row, i] <= right


CONSTANT_LOOP = """
fn smooth<N>(h0: f32[N]) -> f32[N] {                     // a generic helper with a loop
    let (i, h) = while (i = 0, h = h0) i < 3 {
        let last = pad(slice(h, axis = 0, start = N - 1, size = 1), axis = 0, after = N - 1);
        let t = tanh(h) + fill(f32[N], 0.25) * last;
        yield (i + 1, t);
    };
    return h;
}
@reverse_mode(wrt = [x])
fn L(x: f32[2], h0: f32[2]) -> f32[] {
    let (n, h) = while (n = 0, h = h0) n < 2 {
        yield (n + 1, h * 0.5);
    };
    let (j, unused) = while (j = 0, unused = x) j < 2 {   // x enters, the result is never read
        yield (j + 1, unused * unused);
    };
    return reduce_sum(x * h * smooth(h0) * x, axis = 0);
}
"""


def test_a_loop_on_non_wrt_values_is_a_constant_of_the_gradient():
    # Regression: the checker accepts this (no wrt parameter reaches the loss
    # through a loop; docs/language.md: "a loop whose results do not reach
    # the loss is fine"), but the AD transform refused any 'while' in the primal.
    rng = np.random.default_rng(3)
    x, h0 = f32(rng.uniform(-1, 1, size=2)), f32(rng.uniform(-1, 1, size=2))
    check_gradients(CONSTANT_LOOP, [x, h0], ["x"], ["x", "h0"])


# -------------------------------------------------------------- nll_grad


@lru_cache(maxsize=None)
def nll_program() -> Program:
    path = programs_dir() / "storylm0_nll_step.kina"
    return load_text(path.read_text(), path.name)


WEIGHTS = {"v0": patterned_v0, "v1": lambda: load_checkpoint(fixtures_dir())}


@pytest.mark.parametrize("version", ["v0", "v1"])
def test_nll_grad_matches_the_hand_derived_numpy_gradient(version):
    """The compiler's gradient of the sum-NLL training loss vs ``reference.nll_grad``.

    Float64 (the AD transform, interpreted) vs float64 reference: the same
    maths in a different order, |Δ| ≤ 1e-10 · max(1, max|g|).  Compiled f32
    vs float64 reference: |Δ| ≤ 1e-5 + 1e-5 · max|g| per gradient and
    |Δloss| ≤ 1e-5 · max(1, loss).  The absolute part is set by f32
    rounding of softmax probabilities near 1 on the trained v1 weights
    (dlogits = p − 1 keeps only ~1e-7 absolute accuracy, summed over 36
    positions); worst seen 2.3e-6 (v1 embed)."""
    prog = nll_program()
    it = Interpreter(prog.checked, np.float64)
    w = WEIGHTS[version]()
    args32 = w.as_kina_args()
    mask = R.causal_mask(spec.T)
    w64 = {k: np.asarray(w[k], dtype=np.float64) for k in spec.WEIGHT_NAMES}
    for x, y in spec.windows():
        ref_loss, ref = R.nll_grad(x, y, w64, mask.astype(np.float64))
        out64 = it.call("nll_grad", x, y, mask, *args32)
        out32 = prog.call("nll_grad", x, y, mask, *args32)
        assert float(out64[0]) == pytest.approx(ref_loss, rel=1e-12)
        assert abs(float(out32[0]) - ref_loss) <= 1e-5 * max(1.0, ref_loss)
        assert float(prog.call("nll", x, y, mask, *args32)) == float(out32[0])
        for name, g64, g32 in zip(spec.TRAINED_NAMES, out64[1:], out32[1:]):
            want = ref[name].reshape(g64.shape)
            top = float(np.abs(want).max())
            assert np.abs(g64 - want).max() <= 1e-10 * max(1.0, top), name
            assert g32.dtype == np.float32
            assert np.abs(g32 - want).max() <= 1e-5 + 1e-5 * top, (version, name, np.abs(g32 - want).max())


# ------------------------------------------------------------------ refusals


def refused(src: str) -> KinaError:
    with pytest.raises(KinaError) as info:
        load_text(src, "bad.kina")
    return info.value


def position(src: str, needle: str, nth: int = 0) -> tuple[int, int]:
    """1-based (line, col) of the ``nth`` occurrence of ``needle`` in ``src``."""
    at = -1
    for _ in range(nth + 1):
        at = src.index(needle, at + 1)
    line = src.count("\n", 0, at) + 1
    return line, at - (src.rfind("\n", 0, at) + 1) + 1


REFUSALS = {
    "wrt-i64": ("""fn other(x: f32[2]) -> f32[2] { return x; }
@reverse_mode(wrt = [x, n])
fn L(x: f32[2], n: i64[2]) -> f32[] {
    return reduce_sum(x, axis = 0);
}
""", ("n]", 0), "wrt parameter 'n' is i64[2]; only f32 parameters can be differentiated"),
    "non-scalar-loss": ("""@reverse_mode(wrt = [x])
fn L(x: f32[2]) -> f32[2] {
    return x * x;
}
""", ("f32[2] {", 0), "must return f32[] (a scalar loss), not f32[2]"),
    "through-argmax": ("""@reverse_mode(wrt = [x])
fn L(x: f32[3, 4], table: f32[4, 2]) -> f32[] {
    let picked = gather(table, argmax(x, axis = 1));
    return reduce_sum(reduce_sum(picked, axis = 1), axis = 0) + reduce_sum(reduce_sum(x, axis = 1), axis = 0);
}
""", ("argmax", 0), "wrt parameter 'x' reaches the loss through argmax, which is not differentiable"),
    "through-while": ("""@reverse_mode(wrt = [x])
fn L(x: f32[2]) -> f32[] {
    let (i, h) = while (i = 0, h = x) i < 2 {
        yield (i + 1, h * h);
    };
    return reduce_sum(h, axis = 0);
}
""", ("while", 0), "reaches the loss through a while loop"),
    "unused-wrt": ("""@reverse_mode(wrt = [x, y])
fn L(x: f32[2], y: f32[2]) -> f32[] {
    return reduce_sum(x, axis = 0);
}
""", ("y]", 0), "does not depend on wrt parameter 'y'"),
}


@pytest.mark.parametrize("name", list(REFUSALS))
def test_ad_refusals_point_at_the_fault(name):
    src, (needle, nth), fragment = REFUSALS[name]
    err = refused(src)
    d = err.diagnostics[0]
    assert fragment in d.message, d.render()
    assert (d.span.line, d.span.col) == position(src, needle, nth), d.render()
    assert d.render().startswith(f"bad.kina:{d.span.line}:{d.span.col}: error: ")


def test_ad_refusal_through_a_helper_points_inside_it_with_a_note():
    src = """fn pick(x: f32[3, 4]) -> f32[3] {
    return reduce_sum(one_hot(argmax(x, axis = 1), depth = 4), axis = 1);
}
@reverse_mode(wrt = [x])
fn L(x: f32[3, 4]) -> f32[] {
    return reduce_sum(pick(x) * reduce_max(x, axis = 1), axis = 0);
}
"""
    d = refused(src).diagnostics[0]
    assert "reaches the loss through argmax" in d.message
    assert (d.span.line, d.span.col) == position(src, "argmax")
    assert any(f"{position(src, 'pick(x)')[0]}:{position(src, 'pick(x)')[1]}" in n for n in d.notes), d.notes
