"""Typing of the Kina 2 ops and operators: result types and the diagnostics
for misuse (each message names the op and the types involved)."""

from __future__ import annotations

import pytest

from .test_ops import attrs as attrs_of
from .util import error, ok, refused, type_of


def test_bool_literals_and_types():
    assert type_of("a: f32[2]", "true") == "bool[]"
    assert type_of("p: bool[2, 3]", "logical_not(p)") == "bool[2, 3]"
    assert type_of("p: bool[2, 1], q: bool[3]", "logical_and(p, q)") == "bool[2, 3]"
    assert type_of("p: bool[2]", "logical_or(p, false)") == "bool[2]"
    assert type_of("a: f32[2]", "fill(bool[2, 2], false)") == "bool[2, 2]"
    refused("a: f32[2]", "fill(bool[2], 1)", "fill: a bool tensor is filled with true or false")
    refused("p: bool[2], x: f32[2]", "logical_and(p, x)", "element types differ")
    refused("x: f32[2]", "logical_not(x)", "logical_not: operands must be bool, got f32[2]")
    refused("p: bool[2]", "-p", "negation needs f32 or i64, got bool[2]")
    refused("p: bool[2], q: bool[2]", "p < q", "bool has only == and !=")
    assert type_of("p: bool[2], q: bool[2]", "p != q") == "bool[2]"


@pytest.mark.parametrize("op", ["<", "<=", ">", ">=", "==", "!="])
def test_comparisons_broadcast_to_bool(op):
    assert type_of("a: f32[4, 1], b: f32[3]", f"a {op} b") == "bool[4, 3]"
    assert type_of("a: i64[2]", f"a {op} 1") == "bool[2]"
    refused("a: f32[2], b: i64[2]", f"a {op} b", "element types differ")
    refused("a: f32[2], b: f32[3]", f"a {op} b", "cannot broadcast f32[2] and f32[3]")
    refused("a: i64[2]", f"a {op} 0.5", "float literal 0.5 cannot be an i64 value (i64[2])")


def test_select():
    assert type_of("c: bool[1, 4], a: f32[3, 1], b: f32[]", "select(c, a, b)") == "f32[3, 4]"
    assert type_of("s: f32[1, 2, 3, 3], c: bool[3, 3]", "select(c, s, -1e9)") == "f32[1, 2, 3, 3]"
    assert type_of("c: bool[2], a: i64[2]", "select(c, a, 0)") == "i64[2]"
    refused("c: i64[2], a: f32[2]", "select(c, a, a)", "select: the condition must be bool")
    refused("c: bool[2], a: f32[2], b: i64[2]", "select(c, a, b)", "select: element types differ: f32[2] and i64[2]")
    refused("c: bool[2], a: f32[3]", "select(c, a, 0.0)", "select: cannot broadcast bool[2] and f32[3]")
    refused("c: bool[2], a: i64[2]", "select(c, a, 0.5)", "float literal 0.5 cannot be an i64 value")


@pytest.mark.parametrize("op", ["maximum", "minimum"])
def test_maximum_minimum(op):
    assert type_of("a: f32[2, 3]", f"{op}(a, 0.0)") == "f32[2, 3]"
    assert type_of("a: i64[2, 1], b: i64[4]", f"{op}(a, b)") == "i64[2, 4]"
    refused("a: bool[2], b: bool[2]", f"{op}(a, b)", f"{op}: operands must be f32 or i64, got bool[2]")
    refused("a: f32[2], b: f32[3]", f"{op}(a, b)", f"{op}: cannot broadcast f32[2] and f32[3]")


def test_pow_and_unary_math():
    assert type_of("a: f32[2, 3], b: f32[3]", "pow(a, b)") == "f32[2, 3]"
    assert type_of("a: f32[2]", "pow(a, 2)") == "f32[2]"
    refused("a: i64[2]", "pow(a, 2)", "pow: operands must be f32, got i64[2]")
    for op in ("abs", "rsqrt", "erf", "sin", "cos", "sigmoid", "floor"):
        assert type_of("x: f32[2, 3]", f"{op}(x)") == "f32[2, 3]"
        refused("x: i64[2]", f"{op}(x)", f"{op}: needs an f32 operand, got i64[2]")


def test_cast():
    for src in ("f32", "i64", "bool"):
        for dst in ("f32", "i64", "bool"):
            assert type_of(f"x: {src}[2, 3]", f"cast(x, {dst})") == f"{dst}[2, 3]"
    refused("x: f32[2]", "cast(x, f16)", "cast: unknown element type 'f16' (Kina has f32, i64 and bool)")
    refused("x: f32[2]", "cast(x, f32[2])", "cast: 'T' must be an element type (f32, i64 or bool), not a tensor type")
    refused("x: f32[2]", "cast(x, 1)", "cast: 'T' must be an element type")
    refused("x: f32[2]", "cast(x)", "cast takes 2 arguments, got 1")


def test_iota():
    assert type_of("x: f32[1]", "iota(i64, shape = [3, 4], axis = 0)") == "i64[3, 4]"
    assert type_of("x: f32[1]", "iota(f32, shape = [5], axis = -1)") == "f32[5]"
    assert attrs_of("x: f32[1]", "iota(i64, shape = [3, 4], axis = -1)") == {"shape": [3, 4], "axis": 1}
    assert type_of("x: f32[1, T]", "iota(i64, shape = [T, T], axis = 1)", shapes="T") == "i64[T, T]"
    refused("x: f32[1]", "iota(bool, shape = [3], axis = 0)", "iota: counts in f32 or i64, not bool")
    refused("x: f32[1]", "iota(i64, shape = [3], axis = 1)", "iota: axis 1 is out of range for i64[3]")
    refused("x: f32[1]", "iota(i64, shape = [3, 0], axis = 1)", "dims must be positive")
    refused("x: f32[1]", "iota(i32, shape = [3], axis = 0)", "iota: unknown element type 'i32'")


@pytest.mark.parametrize("op", ["reduce_sum", "reduce_max", "reduce_min", "reduce_mean", "argmax"])
def test_keepdims(op):
    out = "i64" if op == "argmax" else "f32"
    assert type_of("x: f32[2, 3, 4]", f"{op}(x, axis = 1)") == f"{out}[2, 4]"
    assert type_of("x: f32[2, 3, 4]", f"{op}(x, axis = 1, keepdims = true)") == f"{out}[2, 1, 4]"
    assert type_of("x: f32[2, 3, 4]", f"{op}(x, axis = -1, keepdims = false)") == f"{out}[2, 3]"
    assert attrs_of("x: f32[2, 3]", f"{op}(x, axis = -1, keepdims = true)") == {"axis": 1, "keepdims": True}
    refused("x: f32[2, 3]", f"{op}(x, axis = 0, keepdims = 2)", f"{op}: 'keepdims' must be true or false")
    refused("x: f32[2, 3]", f"{op}(x, axis = true)", f"{op}: 'axis' must be an integer, not true")


def test_reduce_mean_is_f32_only():
    refused("x: i64[2, 3]", "reduce_mean(x, axis = 0)", "reduce_mean: needs an f32 operand, got i64[2, 3]")
    assert type_of("x: i64[2, 3]", "reduce_min(x, axis = 0)") == "i64[3]"


def test_cumsum():
    assert type_of("x: f32[2, 3]", "cumsum(x, axis = 1)") == "f32[2, 3]"
    assert type_of("x: i64[5]", "cumsum(x, axis = -1)") == "i64[5]"
    refused("x: bool[2]", "cumsum(x, axis = 0)", "cumsum: the operand must be f32 or i64, got bool[2]")


def top_k_src(param: str, k: str, shapes: str = "") -> str:
    generic = f"<{shapes}>" if shapes else ""
    return (f"fn f{generic}(x: {param}) -> f32[] {{\n    let (v, i) = top_k(x, k = {k});\n"
            "    return fill(f32[], 0.0);\n}\n")


def top_k_type(param: str, k: str, shapes: str = "") -> str:
    let = ok(top_k_src(param, k, shapes)).function("f").body[0]
    return str(let.value.ty)


def test_top_k():
    assert top_k_type("f32[2, 7]", "3") == "(f32[2, 3], i64[2, 3])"
    assert top_k_type("i64[7]", "7") == "(i64[7], i64[7])"
    assert top_k_type("f32[2, S]", "S", "S") == "(f32[2, S], i64[2, S])"
    error(top_k_src("f32[2, 4]", "5"), "top_k: k = 5 exceeds the last dim 4 of f32[2, 4] (1 <= k <= n)")
    error(top_k_src("f32[2, 4]", "0"), "top_k: k must be >= 1, got 0")
    error(top_k_src("f32[]", "1"), "top_k: works along the last axis; a rank-0 operand (f32[]) has none")
    error(top_k_src("bool[3]", "1"), "top_k: the operand must be f32 or i64, got bool[3]")
    refused("x: f32[2, 4]", "top_k(x)", "top_k: missing keyword 'k'")
    refused("x: f32[2, 4]", "top_k(x, k = 2) + 1.0", "a value with 2 parts")
