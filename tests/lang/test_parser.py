"""Parser: the whole surface syntax, precedence, spans, and syntax errors."""

import pytest

from kina_play.lang import ast
from kina_play.lang.diagnostics import KinaError
from kina_play.lang.frontend import parse_text
from kina_play.lang.parser import MAX_DEPTH
from kina_play.lang.types import DimExpr, TensorType, TupleType


def parse(src: str) -> ast.Module:
    return parse_text(src, "t.kina")


def body_expr(expr: str) -> ast.Expr:
    fn = parse(f"fn f() -> f32[] {{ return {expr}; }}").functions[0]
    ret = fn.body[-1]
    assert isinstance(ret, ast.Return)
    return ret.value


def show(e: ast.Expr) -> str:
    """Fully parenthesized form, to test precedence."""
    if isinstance(e, ast.Binary):
        return f"({show(e.lhs)} {e.op} {show(e.rhs)})"
    if isinstance(e, ast.Unary):
        return f"(-{show(e.operand)})"
    if isinstance(e, ast.Name):
        return e.id
    if isinstance(e, ast.Number):
        return repr(e.value)
    if isinstance(e, ast.Call):
        return f"{e.callee}({', '.join(show(a) for a in e.args)})"
    raise AssertionError(e)


def parse_error(src: str) -> str:
    with pytest.raises(KinaError) as e:
        parse(src)
    return e.value.first.message


@pytest.mark.parametrize(
    "expr,shape",
    [("a + b * c", "(a + (b * c))"), ("a * b @ c", "(a * (b @ c))"), ("-a @ b", "((-a) @ b)"),
     ("a - b - c", "((a - b) - c)"), ("a / b * c", "((a / b) * c)"), ("(a + b) * c", "((a + b) * c)"),
     ("x + ctx @ wo", "(x + (ctx @ wo))"), ("- - a", "(-(-a))"), ("f(a) @ g(b, c)", "(f(a) @ g(b, c))"),
     ("a @ b @ c", "((a @ b) @ c)"), ("a < b + 1", "(a < (b + 1))")],
)
def test_precedence(expr, shape):
    assert show(body_expr(expr)) == shape


def test_comparisons_do_not_chain():
    assert "cannot be chained" in parse_error("fn f() -> f32[] { return a < b < c; }")


def test_function_signature_and_attributes():
    m = parse("""
@reverse_mode(wrt = [a, b])
fn f<S, P>(a: f32[1, S + 1], b: f32[], c: i64[P - 2, 3]) -> (f32[1, S + 1], f32[]) {
    return (a, b);
}
@main
fn main() {
    let x = fill(f32[1, 4], -0.5);
}
""")
    f, main = m.functions
    assert f.shape_params == ["S", "P"]
    assert [p.type for p in f.params] == [
        TensorType("f32", (1, DimExpr("S", 1))), TensorType("f32", ()), TensorType("i64", (DimExpr("P", -2), 3))]
    assert f.result == TupleType((TensorType("f32", (1, DimExpr("S", 1))), TensorType("f32", ())))
    assert f.attributes[0].name == "reverse_mode"
    assert [n for n, _ in f.attributes[0].args["wrt"]] == ["a", "b"]
    assert (f.span.line, f.span.col, f.name_span.col) == (2, 1, 4)
    assert main.is_main and main.result is None and not main.params
    call = main.body[0].value
    assert isinstance(call, ast.Call) and isinstance(call.args[0], ast.TypeArg)
    assert call.args[0].type == TensorType("f32", (1, 4))
    assert isinstance(call.args[1], ast.Unary)


def test_keywords_lists_and_dim_expressions():
    m = parse("fn f<S>(x: f32[S]) -> f32[] { let y = op(x, axis = -1, shape = [1, S + 1, S - 2], start = S); "
              "return y; }")
    call = m.functions[0].body[0].value
    assert [(k.name, k.value) for k in call.kwargs] == [
        ("axis", -1), ("shape", [1, DimExpr("S", 1), DimExpr("S", -2)]), ("start", DimExpr("S"))]


def test_let_destructure_while_and_yield():
    m = parse("""
fn f(h0: f32[1, 4], w: f32[4, 4]) -> f32[1, 4] {
    let (i, h) = while (i = 0, h = h0) i < 3 {
        let n = tanh(h @ w);
        yield (i + 1, n);
    };
    return h;
}""")
    let = m.functions[0].body[0]
    assert let.destructure and let.targets == ["i", "h"]
    w = let.value
    assert isinstance(w, ast.While)
    assert [c.name for c in w.carries] == ["i", "h"]
    assert isinstance(w.cond, ast.Binary) and w.cond.op == "<"
    assert len(w.body) == 1 and len(w.yield_value.items) == 2


def test_single_carry_yield_is_a_one_tuple():
    m = parse("fn f() -> i64[] { let (i) = while (i = 0) i < 3 { yield i + 1; }; return i; }")
    w = m.functions[0].body[0].value
    assert isinstance(w.yield_value, ast.TupleExpr) and len(w.yield_value.items) == 1


def test_binary_op_span_points_at_the_operator():
    e = body_expr("aa @ b")
    assert isinstance(e, ast.Binary) and e.op_span.col == e.lhs.span.col + 3


@pytest.mark.parametrize(
    "src,fragment",
    [
        ("fn f() -> f32[] { let x = 1 return x; }", "expected ';' after let statement"),
        ("fn f() -> f32[] { return g(1; }", "to close '(' opened at 1:27"),
        ("fn f() -> f32[] { return g(1", "unclosed '(' opened at 1:27: reached end of file"),
        ("fn f() -> f32[] { return 1;", "unclosed '{' opened at 1:17"),
        ("fn f() -> f32[] { let t = (a, b); return a; }", "only allowed as the whole value after 'return'"),
        ("fn f() -> f32[] { return (a, b) * 2; }", "expected ';' after the tuple"),
        ("fn f() -> f32[] { return -(a, b); }", "only allowed"),
        ("fn f() -> f32[] { g(x); return x; }", "bind a value with 'let"),
        ("fn f() -> f32[] { return x[0]; }", "Kina has no indexing"),
        ("fn f(x: f64[2]) -> f32[] { return x; }", "unknown element type 'f64'"),
        ("fn f(x: f32[0]) -> f32[] { return x; }", "positive integer, not 0"),
        ("fn f(x: f32[-1]) -> f32[] { return x; }", "positive integer, not -1"),
        ("fn f(x: f32[S]) -> f32[] { return x; }", "declare it as fn NAME<S>"),
        ("fn f<S>(x: f32[T]) -> f32[] { return x; }", "unknown shape parameter 'T' (declared: S)"),
        ("fn f<S, S>(x: f32[S]) -> f32[] { return x; }", "declared twice"),
        ("fn f() -> f32[] { return op(x, axis = n); }", "'n' is neither"),
        ("fn f() -> f32[] { return op(x, axis = 1, x); }", "positional argument cannot follow"),
        ("fn f() -> f32[] { return op(x, axis = 1, axis = 2); }", "given twice"),
        ("fn f() -> f32[] { return op(x, shape = [[1]]); }", "cannot be nested"),
        ("fn f() -> f32[] { yield 1; }", "only allowed at the end of a while body"),
        ("fn f() -> f32[] { let (i) = while (i = 0) i < 3 { return i; }; return i; }", "not allowed inside a while"),
        ("fn f() -> f32[] { let (i) = while (i = 0) i < 3 { let j = i; }; return i; }", "must end with 'yield"),
        ("fn f() -> f32[] { let (i) = while (i = 0) i < 3 { yield i; let j = i; }; return i; }", "must be the last"),
        ("fn f() -> f32[] { let (i) = while () i < 3 { yield i; }; return i; }", "at least one carry"),
        ("fn f() -> f32[] { let (i) = while (i = 0) { yield i; }; return i; }", "expected the while condition"),
        ("fn __f() -> f32[] { return 1; }", "reserved for the compiler"),
        ("fn f(__x: f32[]) -> f32[] { return 1; }", "reserved for the compiler"),
        ("fn f() -> f32[] { return __eq_mask(a, b); }", "reserved for the compiler"),
        ("@reverse_mode(wrt = a) fn f() -> f32[] { return 1; }", "takes a list of parameter names"),
        ("@main let", "expected 'fn' after the attribute"),
        ("let x = 1;", "expected 'fn' to start a function"),
        ("fn f() f32[] { return 1; }", "expected '->' and a result type"),
        ("fn f(a: f32[1],) -> f32[] { return 1; }", "expected an item after ','"),
        ("fn f() -> f32[] { return; }", "expected a value after 'return'"),
        ("fn f() -> () { return 1; }", "at least one type"),
    ],
)
def test_syntax_errors(src, fragment):
    assert fragment in parse_error(src)


def test_errors_in_several_functions_are_all_reported():
    with pytest.raises(KinaError) as e:
        parse("fn a() -> f32[] { return 1 }\nfn b() -> f32[] { return ; }\nfn c() -> f32[] { return 1; }")
    assert [d.span.line for d in e.value.diagnostics] == [1, 2]


def test_nesting_limit_is_a_diagnostic_not_a_crash():
    deep = "(" * 500 + "x" + ")" * 500
    assert "nested too deeply" in parse_error(f"fn f() -> f32[] {{ return {deep}; }}")
    chain = " + ".join(["x"] * (MAX_DEPTH + 5))
    assert "nested too deeply" in parse_error(f"fn f() -> f32[] {{ return {chain}; }}")
    minus = "-" * 5000 + "x"
    assert "nested too deeply" in parse_error(f"fn f() -> f32[] {{ return {minus}; }}")
    calls = "f(" * 300 + "x" + ")" * 300
    assert "nested too deeply" in parse_error(f"fn f() -> f32[] {{ return {calls}; }}")
