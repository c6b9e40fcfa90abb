"""The NumPy interpreter (``kina_play.lang.interp``) agrees with the compiled
code on every function of every program in ``programs/``.

Two independent evaluations of the same typed AST — the interpreter (one
NumPy line per op) and the native ``.so`` (MLIRGen → LLVM) — on random
inputs within the valid ranges (token ids in ``[0, 8)``, the causal mask,
scale 1/√2, weights ~ N(0, 0.5²)).  The interpreter runs in float32 (same
precision as the kernel) and in float64 (what the AD tests trust).

Tolerance: max |Δ| / max(1, max |reference|) ≤ 4e-6 (≈ 32 f32 ulps) for
the float32 and the float64 interpreter alike.  They differ from the kernel
only by f32 rounding (summation order in matmul/reductions, libm vs NumPy
exp/tanh); over 5 draws per function the worst seen was 4.2e-7 (the
36-position attention and its gradient, ~30 ops deep), so the bound has a
10x margin and still catches any wrong index or op.  i64 results (argmax)
are compared exactly.
"""

from __future__ import annotations

import zlib
from functools import lru_cache

import numpy as np
import pytest

from kina_play.compiler.driver import Program, load_text
from kina_play.lang import ast
from kina_play.lang.interp import InterpError, Interpreter
from kina_play.storylm0 import reference as R
from kina_play.storylm0.engine import programs_dir

# Generic functions: the instances exercised (the programs' own host loops
# use T = 36, S = 1.. 35, P = 4).
INSTANCES = {"forward": [{"T": 1}, {"T": 5}, {"T": 36}], "decode": [{"S": 1}, {"S": 4}, {"S": 9}],
             "prefill": [{"P": 1}, {"P": 4}, {"P": 7}]}
REL32 = REL64 = 4e-6


@lru_cache(maxsize=None)
def program(stem: str) -> Program:
    path = programs_dir() / f"{stem}.kina"
    prog = load_text(path.read_text(), path.name)
    requests = [(n, env) for n in prog.checked.function_names if prog.checked.is_generic(n)
                for env in INSTANCES[n]]
    prog.require(*requests)  # one .so with every instance
    return prog


def cases() -> list[tuple[str, str, dict[str, int]]]:
    out = []
    for path in sorted(programs_dir().glob("*.kina")):
        if path.stem == "storylm1":
            continue  # its 2-layer model is checked against its own NumPy/PyTorch witnesses (tests/storylm1)
        prog_fns = load_text(path.read_text(), path.name).checked
        for name in prog_fns.function_names:
            if name == prog_fns.main:
                continue
            for env in INSTANCES.get(name, [{}]) if prog_fns.is_generic(name) else [{}]:
                out.append((path.stem, name, env))
    return out


CASES = cases()


def case_id(c) -> str:
    stem, name, env = c
    return f"{stem}:{ast.instance_symbol(name, env)}"


def inputs(tf: ast.TypedFunction, rng: np.random.Generator) -> list[np.ndarray]:
    args = []
    for pname, t in tf.params:
        shape = tuple(int(d) for d in t.shape)
        if t.elem == "i64":
            bound = tf.id_bounds.get(pname, 8)  # gather ids: the table rows; one_hot targets: V = 8
            args.append(rng.integers(0, bound, size=shape, dtype=np.int64))
        elif pname == "mask":
            args.append(R.causal_mask(shape[-1]).reshape(shape))
        elif pname == "scale":
            args.append(np.array(1 / np.sqrt(2), dtype=np.float32))
        else:
            args.append(np.asarray(rng.normal(0.0, 0.5, size=shape), dtype=np.float32))
    return args


def compare(got: np.ndarray, want: np.ndarray, rel: float, what: str) -> float:
    assert got.shape == want.shape, what
    if got.dtype == np.int64:
        np.testing.assert_array_equal(got, want, err_msg=what)
        return 0.0
    assert np.isfinite(got).all() and np.isfinite(want).all(), what
    scale = max(1.0, float(np.abs(want).max(initial=0.0)))
    err = float(np.abs(got.astype(np.float64) - want.astype(np.float64)).max(initial=0.0)) / scale
    assert err <= rel, f"{what}: max |Δ| / max(1, max|ref|) = {err:.3g} > {rel}"
    return err


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_interpreter_agrees_with_compiled(case):
    stem, name, env = case
    prog = program(stem)
    tf = prog.checked.instantiate(name, env)
    native = prog.native.fn(tf.symbol)
    rng = np.random.default_rng(zlib.crc32(case_id(case).encode()))
    i32, i64 = Interpreter(prog.checked, np.float32), Interpreter(prog.checked, np.float64)
    for _ in range(2):
        args = inputs(tf, rng)
        got = native(*args)
        got = list(got) if isinstance(got, tuple) else [got]
        r32 = i32.run(tf, args)
        r64 = i64.run(tf, args)
        assert len(got) == len(r32) == len(r64) == len(tf.results)
        for k, (g, a, b) in enumerate(zip(got, r32, r64)):
            assert a.dtype == (np.float32 if g.dtype == np.float32 else np.int64)
            assert b.dtype == (np.float64 if g.dtype == np.float32 else np.int64)
            compare(g, a, REL32, f"{tf.symbol} result {k} (float32 interpreter)")
            compare(g, b, REL64, f"{tf.symbol} result {k} (float64 interpreter)")


def test_interpreter_call_infers_generic_instances_and_runs_main():
    prog = program("storylm0_generate")
    it = Interpreter(prog.checked, np.float64)
    rng = np.random.default_rng(0)
    tf = prog.checked.instantiate("decode", {"S": 4})
    args = inputs(tf, rng)
    by_env = it.call("decode", *args, env={"S": 4})
    inferred = it.call("decode", *args)
    for a, b in zip(by_env, inferred):
        np.testing.assert_array_equal(a, b)
    assert it.call("main") is None  # @main: bootstrap placeholders, no result


def test_interpreter_runs_the_while_program_and_refuses_bad_input():
    prog = program("llm_generate")
    it = Interpreter(prog.checked, np.float64)
    h0, w = np.full((1, 4), 0.5), np.full((4, 4), 0.25)
    h = h0
    for _ in range(3):
        h = np.tanh(h @ w)
    np.testing.assert_allclose(it.call("llm_generate", h0, w), h, rtol=1e-15)
    with pytest.raises(InterpError, match="parameter 'w' expects f32\\[4, 4\\]"):
        it.call("llm_generate", h0, np.zeros((4, 3)))
    with pytest.raises(InterpError, match="takes 2 arguments"):
        it.call("llm_generate", h0)


def test_interpreter_refuses_out_of_range_gather_ids():
    prog = program("storylm0_generate")
    tf = prog.checked.instantiate("decode_self", {})
    args = inputs(tf, np.random.default_rng(1))
    args[0] = np.array([[8]], dtype=np.int64)
    with pytest.raises(InterpError, match=r"gather id 8 outside \[0, 8\)"):
        Interpreter(prog.checked).run(tf, args)


def test_interpreter_checks_the_checker_types():
    """Each value the interpreter computes must have the checker's static
    type: a wrong ``ty`` on a node is caught, not silently evaluated."""
    from kina_play.lang.types import TensorType

    prog = load_text("fn f(x: f32[2, 3]) -> f32[3] { return reduce_sum(x, axis = 0); }\n", "t.kina")
    tf = prog.checked.instantiate("f", {})
    ret = tf.fn.body[-1]
    assert isinstance(ret, ast.Return)
    ret.value.ty = TensorType("f32", (2,))  # corrupt it
    with pytest.raises(InterpError, match="does not match its static type f32\\[2\\]"):
        Interpreter(prog.checked).run(tf, [np.zeros((2, 3))])


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_interpreter_takes_unary_math_of_a_scalar(dtype) -> None:
    # erf went through np.frompyfunc, which returns a Python float for a 0-d array (it crashed)
    import math

    prog = load_text("fn f(x: f32[]) -> f32[] { return erf(x) + exp(x) + tanh(x); }", "<scalar>")
    got = Interpreter(prog.checked, dtype).call("f", np.array(0.5, dtype))
    assert np.ndim(got) == 0
    assert abs(float(got) - (math.erf(0.5) + math.exp(0.5) + math.tanh(0.5))) < 1e-6
    assert abs(float(prog.native.fn("f")(np.array(0.5, np.float32))) - float(got)) < 1e-5
