"""Every elementwise op of the op table, compiled, against its own declared
NumPy meaning — driven by the declarations, so an op added to the table is
covered here without a new line.

For each elementwise op and each element type its typing accepts, the op is
compiled at broadcasting shapes and run on random inputs (with NaN, ±inf
and 0 among the f32 values); the native result must match the
interpreter's (the declaration's ``numpy``) run in float64 on the same
inputs: exactly for i64/bool results and for ops that are exact in f32
(comparisons, select, maximum, casts, abs, floor, neg, *), within rtol 4e-6
(≈ 32 f32 ulps; one libm-class operation on an f32) otherwise.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from kina_play.lang.diagnostics import KinaError
from kina_play.lang.frontend import check, parse_text
from kina_play.lang.interp import Interpreter
from kina_play.lang.ops import OPS
from kina_play.lang.types import ELEMENT_TYPES, TensorType
from kina_source import compiled  # noqa: E402  (tests/ is on sys.path)

ELEMENTWISE = [n for n, s in OPS.items() if s.elementwise and not s.internal]
SHAPES = {1: [((5,),), ((2, 1, 3),)], 2: [((3, 1), (1, 4)), ((2, 3, 129), (129,)), ((1,), (1,))],
          3: [((3, 1), (1, 4), (4,)), ((1,), (2, 2), (1, 2))]}
EXACT = {"neg", "<", "<=", ">", ">=", "==", "!=", "select", "maximum", "minimum", "abs", "floor", "cast",
         "logical_and", "logical_or", "logical_not", "*"}  # * of two f32 is exact in float64


def spelled(name: str, args: list[str]) -> str:
    spec = OPS[name]
    if spec.operator:
        return f"-{args[0]}" if len(args) == 1 else f"{args[0]} {name} {args[1]}"
    return f"{name}({', '.join(args)})"


def variants(name: str):
    """(source, operand types, label) for every element type assignment the op's typing accepts."""
    spec = OPS[name]
    n = len(spec.tensor_operands())
    type_args = ELEMENT_TYPES if spec.type_operand is not None else [None]
    for shapes in SHAPES[n]:
        for elems in itertools.product(ELEMENT_TYPES, repeat=n):
            for t in type_args:
                types = [TensorType(e, s) for e, s in zip(elems, shapes)]
                names = [f"x{i}" for i in range(n)]
                args = list(names)
                if t is not None:
                    args.insert(spec.type_operand, t)
                params = ", ".join(f"{a}: {ty}" for a, ty in zip(names, types))
                body = f"fn f({params}) -> f32[] {{\n    let r = {spelled(name, args)};\n    return fill(f32[], 0.0);\n}}\n"
                try:
                    out = check(parse_text(body, "fuzz.kina")).function("f").body[0].value.ty
                except KinaError:
                    continue
                src = f"fn f({params}) -> {out} {{\n    return {spelled(name, args)};\n}}\n"
                yield src, types, f"{name}:{','.join(map(str, types))}" + (f"->{t}" if t else "")


CASES = [(n, *v) for n in ELEMENTWISE for v in variants(n)]


def test_every_elementwise_op_has_a_case():
    assert {c[0] for c in CASES} == set(ELEMENTWISE)


def sample(t: TensorType, rng: np.random.Generator) -> np.ndarray:
    shape = tuple(int(d) for d in t.shape)
    if t.elem == "bool":
        return rng.random(shape) < 0.5
    if t.elem == "i64":
        return rng.integers(-50, 50, size=shape).astype(np.int64)
    x = rng.uniform(-3, 3, size=shape)
    flat = x.reshape(-1)
    edges = [np.nan, np.inf, -np.inf, 0.0, 2.0]
    flat[: min(len(edges), flat.size // 3)] = edges[: min(len(edges), flat.size // 3)]
    return x.astype(np.float32)


@pytest.mark.parametrize("name,src,types,label", CASES, ids=[c[3] for c in CASES])
def test_compiled_matches_the_declared_numpy_meaning(name, src, types, label):
    rng = np.random.default_rng(abs(hash(label)) % 2**32)
    args = [sample(t, rng) for t in types]
    prog = compiled(src, "fuzz.kina")
    got = prog.call("f", *args)
    want = Interpreter(prog.checked, np.float64).call("f", *[a.astype(np.float64) if a.dtype == np.float32 else a
                                                               for a in args])
    assert got.shape == want.shape
    if got.dtype.kind in "iub" or name in EXACT:
        np.testing.assert_array_equal(got, want.astype(got.dtype))
    else:
        np.testing.assert_allclose(got.astype(np.float64), want, rtol=4e-6, atol=1e-37, equal_nan=True)
