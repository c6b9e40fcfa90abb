"""Every built-in op's typing rule: accepted and refused cases, and Call.attrs."""

import pytest

from kina_play.lang import ast
from kina_play.lang.ops import OPS, visible_ops

from .util import error, let_value, ok, refused, type_of


def attrs(params, expr, shapes=""):
    e = let_value(params, expr, shapes)
    assert isinstance(e, ast.Call)
    return e.attrs


# ------------------------------------------------------------------ gather


@pytest.mark.parametrize(
    "params,expr,want",
    [("t: f32[8, 4], ids: i64[1, 3]", "gather(t, ids)", "f32[1, 3, 4]"),
     ("t: f32[8, 4], ids: i64[]", "gather(t, ids)", "f32[4]"),
     ("t: i64[8, 4], ids: i64[2, 2, 2]", "gather(t, ids)", "i64[2, 2, 2, 4]")],
)
def test_gather_accepts(params, expr, want):
    assert type_of(params, expr) == want


@pytest.mark.parametrize(
    "params,fragment",
    [("t: f32[8], ids: i64[1]", "gather: table must have rank 2 (E[N, D]), got f32[8]"),
     ("t: f32[1, 8, 4], ids: i64[1]", "table must have rank 2"),
     ("t: f32[8, 4], ids: f32[1]", "gather: ids must be i64, got f32[1]")],
)
def test_gather_refuses(params, fragment):
    refused(params, "gather(t, ids)", fragment)


# ------------------------------------------------------------------ matmul


@pytest.mark.parametrize(
    "a,b,want",
    [("f32[2, 3]", "f32[3, 5]", "f32[2, 5]"), ("f32[1, 1, 4]", "f32[1, 4, 4]", "f32[1, 1, 4]"),
     ("f32[1, 2, 1, 2]", "f32[1, 2, 2, 3]", "f32[1, 2, 1, 3]"), ("i64[2, 2]", "i64[2, 2]", "i64[2, 2]")],
)
def test_matmul_accepts_both_spellings(a, b, want):
    assert type_of(f"a: {a}, b: {b}", "matmul(a, b)") == want
    assert type_of(f"a: {a}, b: {b}", "a @ b") == want


@pytest.mark.parametrize(
    "a,b,fragment",
    [("f32[1, 1, 4]", "f32[1, 3, 4]", "matmul: inner dims differ: f32[1, 1, 4] @ f32[1, 3, 4]"),
     ("f32[2, 2, 3]", "f32[1, 3, 4]", "batch dims differ: f32[2, 2, 3] @ f32[1, 3, 4]"),
     ("f32[1, 1, 4]", "f32[4, 4]", "ranks differ"),
     ("f32[4]", "f32[4]", "operands must have rank 2 to 4"),
     ("f32[1, 1, 1, 1, 1]", "f32[1, 1, 1, 1, 1]", "rank 2 to 4"),
     ("f32[2, 2]", "i64[2, 2]", "element types differ: f32[2, 2] @ i64[2, 2]")],
)
def test_matmul_refuses(a, b, fragment):
    refused(f"a: {a}, b: {b}", "matmul(a, b)", fragment)
    refused(f"a: {a}, b: {b}", "a @ b", fragment)


# --------------------------------------------------------------- broadcast


@pytest.mark.parametrize(
    "x,shape,want",
    [("f32[4]", "[2, 4]", "f32[2, 4]"), ("f32[1, 4]", "[3, 4]", "f32[3, 4]"), ("f32[]", "[1, 2]", "f32[1, 2]"),
     ("f32[1, 1, 3, 3]", "[1, 2, 3, 3]", "f32[1, 2, 3, 3]"), ("i64[2]", "[2]", "i64[2]")],
)
def test_broadcast_accepts(x, shape, want):
    assert type_of(f"x: {x}", f"broadcast(x, shape = {shape})") == want


@pytest.mark.parametrize(
    "x,shape,fragment",
    [("f32[1, 3]", "[1, 2, 4]", "cannot broadcast f32[1, 3] to [1, 2, 4]: dim 2 is 3, target 4"),
     ("f32[2, 4]", "[4]", "the target has a lower rank"),
     ("f32[2]", "[0, 2]", "'shape' dims must be positive"),
     ("f32[2]", "2", "'shape' must be a list of dims")],
)
def test_broadcast_refuses(x, shape, fragment):
    refused(f"x: {x}", f"broadcast(x, shape = {shape})", fragment)


# ----------------------------------------------------------------- reshape


def test_reshape_accepts_and_records_shape():
    assert type_of("x: f32[1, 6, 4]", "reshape(x, shape = [1, 6, 2, 2])") == "f32[1, 6, 2, 2]"
    assert type_of("x: f32[1, 1]", "reshape(x, shape = [])") == "f32[]"
    assert attrs("x: f32[1, 6, 4]", "reshape(x, shape = [24])") == {"shape": [24]}


@pytest.mark.parametrize(
    "shape,fragment",
    [("[1, 3]", "element counts differ: f32[1, 4] has 4 elements, shape [1, 3] has 3"),
     ("[4, 0]", "dims must be positive"), ("[-4]", "dims must be positive")],
)
def test_reshape_refuses(shape, fragment):
    refused("x: f32[1, 4]", f"reshape(x, shape = {shape})", fragment)


# --------------------------------------------------------------- transpose


def test_transpose_accepts():
    assert type_of("x: f32[1, 5, 2, 3]", "transpose(x, perm = [0, 2, 3, 1])") == "f32[1, 2, 3, 5]"
    assert attrs("x: f32[1, 5]", "transpose(x, perm = [1, 0])") == {"perm": [1, 0]}


@pytest.mark.parametrize(
    "perm,fragment",
    [("[0, 0, 1]", "perm [0, 0, 1] is not a permutation of 0..2 for f32[1, 2, 3]"),
     ("[0, 1]", "not a permutation"), ("[0, 1, 2, 3]", "not a permutation"), ("[0, -1, 1]", "not a permutation"),
     ("1", "'perm' must be a list of integers")],
)
def test_transpose_refuses(perm, fragment):
    refused("x: f32[1, 2, 3]", f"transpose(x, perm = {perm})", fragment)


def test_transpose_perm_cannot_be_symbolic():
    refused("x: f32[S, 2]", "transpose(x, perm = [S, 0])", "must list integer literals", shapes="S")


# ------------------------------------------------------------------ concat


def test_concat_accepts_and_normalizes_axis():
    assert type_of("a: f32[1, 2, 2, 3], b: f32[1, 2, 2, 1]", "concat(a, b, axis = 3)") == "f32[1, 2, 2, 4]"
    assert type_of("a: f32[1, 2, 3, 2], b: f32[1, 2, 1, 2]", "concat(a, b, axis = -2)") == "f32[1, 2, 4, 2]"
    assert attrs("a: f32[2], b: f32[3]", "concat(a, b, axis = -1)") == {"axis": 0}


@pytest.mark.parametrize(
    "a,b,axis,fragment",
    [("f32[1, 2]", "f32[2, 2]", "1", "dims differ on axis 0 (only axis 1 may differ): f32[1, 2] and f32[2, 2]"),
     ("f32[1, 2]", "f32[1, 2, 1]", "1", "ranks differ"), ("f32[1, 2]", "i64[1, 2]", "1", "element types differ"),
     ("f32[1, 2]", "f32[1, 2]", "2", "axis 2 is out of range for f32[1, 2] (rank 2)"),
     ("f32[1, 2]", "f32[1, 2]", "-3", "axis -3 is out of range"), ("f32[]", "f32[]", "0", "rank >= 1"),
     ("f32[2]", "f32[2]", "[0]", "'axis' must be an integer literal, not a list")],
)
def test_concat_refuses(a, b, axis, fragment):
    refused(f"a: {a}, b: {b}", f"concat(a, b, axis = {axis})", fragment)


# ------------------------------------------------------------------- slice


def test_slice_accepts_and_records_attrs():
    assert type_of("x: f32[1, 5, 8]", "slice(x, axis = 1, start = 4, size = 1)") == "f32[1, 1, 8]"
    assert attrs("x: f32[1, 5, 8]", "slice(x, axis = -2, start = 1, size = 3)") == {"axis": 1, "start": 1, "size": 3}


@pytest.mark.parametrize(
    "kw,fragment",
    [("axis = 1, start = -1, size = 1", "start must be >= 0, got -1"),
     ("axis = 1, start = 0, size = 0", "size must be >= 1, got 0"),
     ("axis = 1, start = 4, size = 2", "start 4 + size 2 exceeds dim 5 (axis 1) of f32[1, 5]"),
     ("axis = 1, start = 0", "missing keyword 'size'"),
     ("axis = 1, start = 0, size = 1, step = 1", "unknown keyword 'step'")],
)
def test_slice_refuses(kw, fragment):
    refused("x: f32[1, 5]", f"slice(x, {kw})", fragment)


# --------------------------------------------------------------------- pad


def test_pad_accepts_zero_and_more():
    assert type_of("x: f32[1, 3]", "pad(x, axis = 1, after = 2)") == "f32[1, 5]"
    assert type_of("x: f32[1, 3]", "pad(x, axis = 1, after = 0)") == "f32[1, 3]"
    assert attrs("x: f32[1, 3]", "pad(x, axis = -1, after = 2)") == {"axis": 1, "after": 2}


def test_pad_refuses_negative():
    refused("x: f32[1, 3]", "pad(x, axis = 1, after = -1)", "pad: after must be >= 0, got -1")


# ----------------------------------------------- softmax / log_softmax


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_softmax_family(op):
    assert type_of("x: f32[1, 2, 1, 3]", f"{op}(x, axis = 3)") == "f32[1, 2, 1, 3]"
    assert attrs("x: f32[1, 8]", f"{op}(x, axis = -1)") == {"axis": 1}
    refused("x: i64[1, 8]", f"{op}(x, axis = 1)", f"{op}: needs an f32 operand, got i64[1, 8]")
    refused("x: f32[1, 8]", f"{op}(x, axis = 2)", "out of range")
    refused("x: f32[1, 8]", f"{op}(x)", f"{op}: missing keyword 'axis'")


# ------------------------------------------------------------------ argmax


def test_argmax():
    assert type_of("x: f32[1, 1, 8]", "argmax(x, axis = 2)") == "i64[1, 1]"
    assert type_of("x: i64[3, 4]", "argmax(x, axis = 0)") == "i64[4]"
    assert type_of("x: f32[8]", "argmax(x, axis = -1)") == "i64[]"
    refused("x: f32[]", "argmax(x, axis = 0)", "needs an operand of rank >= 1")


# ------------------------------------------------------- reductions


@pytest.mark.parametrize("op", ["reduce_sum", "reduce_max"])
def test_reductions(op):
    assert type_of("x: f32[1, 36, 8]", f"{op}(x, axis = 2)") == "f32[1, 36]"
    assert type_of("x: i64[4]", f"{op}(x, axis = 0)") == "i64[]"
    assert attrs("x: f32[2, 3]", f"{op}(x, axis = -2)") == {"axis": 0}
    refused("x: f32[2, 3]", f"{op}(x, axis = 2)", "axis 2 is out of range for f32[2, 3]")


# ---------------------------------------------------------- elementwise


@pytest.mark.parametrize("op", ["exp", "log", "tanh", "sqrt"])
def test_elementwise_f32(op):
    assert type_of("x: f32[2, 3]", f"{op}(x)") == "f32[2, 3]"
    refused("x: i64[2]", f"{op}(x)", f"{op}: needs an f32 operand, got i64[2]")
    refused("x: f32[2]", f"{op}(x, axis = 0)", f"{op} takes no keywords")
    refused("x: f32[2]", f"{op}(x, x)", f"{op} takes 1 argument, got 2")


# ----------------------------------------------------------------- one_hot


def test_one_hot():
    assert type_of("ids: i64[1, 36]", "one_hot(ids, depth = 8)") == "f32[1, 36, 8]"
    assert attrs("ids: i64[3]", "one_hot(ids, depth = 8)") == {"depth": 8}
    refused("ids: f32[3]", "one_hot(ids, depth = 8)", "one_hot: ids must be i64, got f32[3]")
    refused("ids: i64[3]", "one_hot(ids, depth = 0)", "depth must be >= 1, got 0")
    refused("ids: i64[3]", "one_hot(ids, depth = [8])", "must be one integer, not a list")


# -------------------------------------------------------------------- fill


def test_fill():
    assert type_of("", "fill(f32[1, 4], 0.5)") == "f32[1, 4]"
    assert type_of("", "fill(f32[1, 4], 2)") == "f32[1, 4]"
    assert type_of("", "fill(i64[1, 1], -3)") == "i64[1, 1]"
    assert type_of("", "fill(f32[], -1e-9)") == "f32[]"
    assert attrs("", "fill(f32[2], -2)") == {"value": -2.0}
    assert attrs("", "fill(i64[2], 7)") == {"value": 7}
    value = let_value("", "fill(f32[2], -2)").args[1]
    assert str(value.ty) == "f32[]" and str(value.operand.ty) == "f32[]"


@pytest.mark.parametrize(
    "expr,fragment",
    [("fill(i64[2], 0.5)", "fill: float literal 0.5 cannot fill i64[2]"),
     ("fill(f32[2], x)", "the value must be a number literal"),
     ("fill(x, 1.0)", "the first argument must be a type"),
     ("fill(f32[2])", "fill takes 2 arguments, got 1")],
)
def test_fill_refuses(expr, fragment):
    refused("x: f32[2]", expr, fragment)


def test_type_argument_only_in_fill():
    refused("x: f32[2]", "exp(f32[2])", "a type can only appear as the first argument of fill")


# -------------------------------------------------------------- operators


@pytest.mark.parametrize("op", ["+", "-", "*", "/"])
def test_arithmetic_broadcasts(op):
    # Kina 2: elementwise operators broadcast by the NumPy rule (Kina 1 refused
    # f32[1, 2] + f32[2] with "no implicit broadcasting"; it is valid now).
    assert type_of("a: f32[2, 3], b: f32[2, 3]", f"a {op} b") == "f32[2, 3]"
    assert type_of("a: f32[1, 2], b: f32[2]", f"a {op} b") == "f32[1, 2]"
    assert type_of("a: f32[4, 1], b: f32[1, 3]", f"a {op} b") == "f32[4, 3]"
    refused("a: f32[2, 3], b: f32[3, 2]", f"a {op} b",
            f"'{op}': cannot broadcast f32[2, 3] and f32[3, 2]: dim 3 does not match 2")
    refused("a: f32[2], b: i64[2]", f"a {op} b", "element types differ")


def test_literal_operands_are_splatted():
    e = let_value("a: f32[2, 3]", "a * 2")
    assert str(e.ty) == "f32[2, 3]" and str(e.rhs.ty) == "f32[2, 3]"
    e = let_value("a: f32[2, 3]", "1.5 - a")
    assert str(e.lhs.ty) == "f32[2, 3]"
    e = let_value("a: f32[2]", "a * -1.0")
    assert str(e.rhs.ty) == "f32[2]" and str(e.rhs.operand.ty) == "f32[2]"
    assert type_of("a: i64[2]", "a + 1") == "i64[2]"
    assert type_of("", "1 + 2") == "i64[]"
    assert type_of("", "1 + 2.5") == "f32[]"
    assert type_of("", "-3") == "i64[]"
    assert type_of("", "0.5") == "f32[]"
    refused("a: i64[2]", "a * 0.5", "float literal 0.5 cannot be an i64 value (i64[2])")


def test_i64_division_is_refused():
    refused("a: i64[2], b: i64[2]", "a / b", "division needs f32 operands")
    refused("a: i64[2]", "a / 2", "division needs f32 operands")
    refused("", "6 / 2", "division needs f32 operands")
    assert type_of("a: f32[2]", "a / 2") == "f32[2]"


def test_unary_minus_any_tensor():
    assert type_of("a: f32[2]", "-a") == "f32[2]"
    assert type_of("a: i64[2, 2]", "-a") == "i64[2, 2]"


def test_comparison_is_a_bool_value():
    # Kina 2: a comparison is an expression (Kina 1 allowed it only as a while condition).
    assert type_of("a: f32[], b: f32[]", "a < b") == "bool[]"
    assert type_of("a: f32[2, 1], b: f32[3]", "a <= b") == "bool[2, 3]"


# --------------------------------------------------------- the op table


def test_every_spec_op_is_registered():
    spec_ops = {"gather", "matmul", "broadcast", "reshape", "transpose", "concat", "slice", "pad", "softmax",
                "log_softmax", "argmax", "reduce_sum", "reduce_max", "exp", "log", "tanh", "sqrt", "one_hot", "fill",
                # Kina 2
                "logical_and", "logical_or", "logical_not", "select", "cast", "iota", "maximum", "minimum", "pow",
                "abs", "rsqrt", "erf", "sin", "cos", "sigmoid", "floor", "reduce_mean", "reduce_min", "cumsum",
                "top_k"}
    assert spec_ops == set(visible_ops(internal=False))
    assert "__eq_mask" in OPS and OPS["__eq_mask"].internal
    assert "__scatter_rows" in OPS and OPS["__scatter_rows"].internal
    assert "__cumsum_rev" in OPS and OPS["__cumsum_rev"].internal


def test_non_differentiable_operands_are_marked():
    assert not OPS["argmax"].operand_differentiable(0)
    assert not OPS["one_hot"].operand_differentiable(0)
    assert OPS["gather"].operand_differentiable(0) and not OPS["gather"].operand_differentiable(1)
    assert OPS["matmul"].operand_differentiable(1)


@pytest.mark.parametrize("src, ty", [
    ("fn f(a: f32[2], b: f32[2]) -> f32[2] { return __eq_mask(a, b); }", "f32[2]"),
    # gather's VJP: row i of g added into row ids[i] of an E[N, D] of zeros
    ("fn f(i: i64[3], g: f32[3, 2]) -> f32[5, 2] { return __scatter_rows(i, g, depth = 5); }", "f32[5, 2]"),
])
def test_internal_ops_need_an_internal_function(src: str, ty: str):
    """Compiler-internal ops (the VJPs' helpers) type in generated code only."""
    from kina_play.lang.diagnostics import KinaError
    from kina_play.lang.frontend import check, parse_text

    fn = check(parse_text(src, internal=True), internal=True).function("f")
    assert str(fn.body[0].value.ty) == ty
    m = parse_text(src, internal=True)
    m.functions[0].internal = False
    name = src.split("return ")[1].split("(")[0]
    with pytest.raises(KinaError, match=f"unknown function or op '{name}'"):
        check(m)


def test_unknown_op_suggests_a_name():
    error("fn f(x: f32[2]) -> f32[2] { return tahn(x); }", "unknown function or op 'tahn' (did you mean 'tanh'?)")


def test_op_name_cannot_be_a_function_name():
    error("fn exp(x: f32[2]) -> f32[2] { return x; }", "'exp' is a built-in op")


def test_typed_nodes_everywhere():
    c = ok("fn f(x: f32[1, 4], w: f32[4, 4]) -> f32[1, 4] { let y = tanh(x @ w) * 2.0 + x; return -y; }")
    from kina_play.lang.checker import walk_exprs

    assert all(e.ty is not None for e in walk_exprs(c.function("f").body))


def test_scatter_rows_checks_its_rows():
    from kina_play.lang.diagnostics import KinaError
    from kina_play.lang.frontend import check, parse_text

    bad = "fn f(i: i64[3], g: f32[4, 2]) -> f32[5, 2] { return __scatter_rows(i, g, depth = 5); }"
    with pytest.raises(KinaError, match="src must be E\\[n, D\\]"):
        check(parse_text(bad, internal=True), internal=True)
