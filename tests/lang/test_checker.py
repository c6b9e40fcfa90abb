"""Checker rules beyond single ops: names, calls, generics, while, @main,
@reverse_mode, and reporting errors of independent functions together."""

import pytest

from kina_play.lang.diagnostics import KinaError
from kina_play.lang.frontend import check, parse_text
from kina_play.lang.types import DimExpr, TensorType, TupleType

from .util import error, errors, ok

# ------------------------------------------------------------------ names


def test_unknown_name_suggests_a_close_one():
    d = error("fn f(logits: f32[2]) -> f32[2] { return exp(logit); }", "unknown name 'logit' (did you mean 'logits'?)")
    assert (d.span.line, d.span.col) == (1, 45)


def test_names_are_defined_once_params_included():
    error("fn f(x: f32[2]) -> f32[2] { let x = exp(x); return x; }", "'x' is already defined at 1:6")
    error("fn f(x: f32[2], x: f32[2]) -> f32[2] { return x; }", "parameter 'x' is already defined")
    error("fn f(x: f32[2]) -> f32[2] { let (a, a) = g(x); return x; }\n"
          "fn g(x: f32[2]) -> (f32[2], f32[2]) { return (x, x); }", "'a' is already defined")


def test_carries_are_scoped_to_the_loop_and_do_not_shadow():
    ok("fn f(h0: f32[2]) -> f32[2] { let (i, h) = while (i = 0, h = h0) i < 3 { let t = tanh(h); "
       "yield (i + 1, t); }; let t = h; return t; }")
    error("fn f(h: f32[2]) -> f32[2] { let (i, g) = while (i = 0, h = h) i < 3 { yield (i + 1, h); }; return g; }",
          "'h' is already defined")
    error("fn f(h0: f32[2]) -> f32[2] { let (i, h) = while (i = 0, h = h0) i < 3 { yield (i + 1, h); }; "
          "return exp(t); }", "unknown name 't'")


# ------------------------------------------------------------------ calls


def test_calls_in_any_order_with_exact_types():
    c = ok("fn a(x: f32[2]) -> f32[2] { return b(x); }\nfn b(x: f32[2]) -> f32[2] { return exp(x); }")
    call = c.function("a").body[0].value
    assert call.target == "b" and call.instance == {} and str(call.ty) == "f32[2]"


@pytest.mark.parametrize(
    "call,fragment",
    [("g(x, x)", "'g' takes 1 argument (x: f32[2]), got 2"),
     ("g(y)", "'g': argument 1 ('x') has type f32[3], expected f32[2]"),
     ("g(i)", "has type i64[2], expected f32[2]"),
     ("g(x, axis = 1)", "keyword arguments are only for built-in ops")],
)
def test_call_errors(call, fragment):
    error(f"fn f(x: f32[2], y: f32[3], i: i64[2]) -> f32[2] {{ return {call}; }}\n"
          "fn g(x: f32[2]) -> f32[2] { return x; }", fragment)


def test_literal_argument_takes_the_parameter_type():
    c = ok("fn f() -> f32[2] { return g(1); }\nfn g(x: f32[2]) -> f32[2] { return x; }")
    assert str(c.function("f").body[0].value.args[0].ty) == "f32[2]"


def test_tuple_results_must_be_destructured():
    src = "fn g(x: f32[2]) -> (f32[2], f32[2]) { return (x, x); }\n"
    error(src + "fn f(x: f32[2]) -> f32[2] { let t = g(x); return x; }", "destructure it: let (v0, v1) = ...")
    error(src + "fn f(x: f32[2]) -> f32[2] { return exp(g(x)); }", "cannot be used here")
    error(src + "fn f(x: f32[2]) -> f32[2] { let (a) = exp(x); return x; }", "cannot destructure a single value")
    c = ok(src + "fn f(x: f32[2]) -> (f32[2], f32[2]) { return g(x); }")
    assert c.function("f").body[0].value.ty == TupleType((TensorType("f32", (2,)),) * 2)


def test_recursion_is_refused_at_a_call_site():
    d = error("fn f(x: f32[2]) -> f32[2] { return f(x); }", "recursion is not allowed: 'f' calls itself")
    assert (d.span.line, d.span.col) == (1, 36)
    error("fn a(x: f32[2]) -> f32[2] { return b(x); }\nfn b(x: f32[2]) -> f32[2] { return c(x); }\n"
          "fn c(x: f32[2]) -> f32[2] { return a(x); }", "recursion is not allowed: a -> b -> c -> a")
    error("fn g<S>(x: f32[S]) -> f32[S] { return g(x); }", "calls itself")


def test_recursion_is_reported_once_per_cycle():
    diags = errors("fn a(x: f32[2]) -> f32[2] { return b(x); }\nfn b(x: f32[2]) -> f32[2] { return a(x); }")
    assert len(diags) == 1


# -------------------------------------------------------------- generics


GEN = """
fn step<S>(k: f32[1, S], x: f32[1, 1]) -> f32[1, S + 1] {
    return concat(k, x, axis = 1);
}
"""


def test_generic_callee_is_solved_from_arguments():
    c = ok(GEN + "fn f(k: f32[1, 3], x: f32[1, 1]) -> f32[1, 4] { return step(k, x); }")
    call = c.function("f").body[0].value
    assert call.target == "step__S3" and call.instance == {"S": 3} and str(call.ty) == "f32[1, 4]"


def test_generic_calling_generic_is_symbolic():
    c = ok(GEN + "fn two<T>(k: f32[1, T], x: f32[1, 1]) -> f32[1, T + 2] { let a = step(k, x); return step(a, x); }")
    fn = c.function("two")
    first, second = fn.body[0].value, fn.body[1].value
    assert first.instance == {"S": DimExpr("T")} and first.target is None
    assert second.instance == {"S": DimExpr("T", 1)}
    assert second.ty == TensorType("f32", (1, DimExpr("T", 2)))
    tf = c.instantiate("two", {"T": 2})
    assert [e.target for e in (tf.fn.body[0].value, tf.fn.body[1].value)] == ["step__S2", "step__S3"]
    assert [t.symbol for t in c.typed_functions([("two", {"T": 2})])] == ["two__T2", "step__S2", "step__S3"]


def test_generic_argument_mismatch_names_the_binding():
    error("fn g<S>(a: f32[1, S], b: f32[1, S + 1]) -> f32[1, S] { return a; }\n"
          "fn f(a: f32[1, 3], b: f32[1, 5]) -> f32[1, 3] { return g(a, b); }",
          "'g': argument 2 ('b') has type f32[1, 5], expected f32[1, S + 1] (S = 3)")


def test_shape_parameter_must_be_inferable_and_positive():
    error("fn g<S>(a: f32[2]) -> f32[S] { return fill(f32[S], 0.0); }\n"
          "fn f(a: f32[2]) -> f32[3] { return g(a); }", "cannot infer shape parameter S of 'g'")
    error("fn g<S>(a: f32[S + 2]) -> f32[2] { return fill(f32[2], 0.0); }\n"
          "fn f(a: f32[2]) -> f32[2] { return g(a); }", "g<S=0>: shape parameter S = 0 is not positive")


def test_generic_body_is_checked_for_every_instance():
    # an equality that holds for one S only is a difference
    error("fn f<S>(a: f32[2, S], b: f32[3, 2]) -> f32[2, 2] { return a @ b; }",
          "matmul: inner dims differ: f32[2, S] @ f32[3, 2]")
    error("fn f<S>(a: f32[S, 2]) -> f32[4, 1] { return reshape(a, shape = [4, 1]); }",
          "element counts differ: f32[S, 2] has 2*S elements, shape [4, 1] has 4")
    # symbolic element counts that always agree
    ok("fn f<T>(x: f32[1, T, 4]) -> f32[1, T, 2, 2] { return reshape(x, shape = [1, T, 2, 2]); }")
    ok("fn f<S, T>(x: f32[S, T]) -> f32[T, S] { return reshape(x, shape = [T, S]); }")
    # a condition false for every S is refused at once
    error("fn f<S>(x: f32[1, S]) -> f32[1, 1] { return slice(x, axis = 1, start = S, size = 1); }",
          "start S + size 1 exceeds dim S")
    error("fn f<S>(a: f32[1, S], b: f32[1, S]) -> f32[1, S] { return concat(a, b, axis = 1); }",
          "result dim S + S is not a dim")


def test_conditions_that_depend_on_s_are_decided_per_instance():
    c = ok("fn f<S>(x: f32[1, 4]) -> f32[1, S] { return slice(x, axis = 1, start = 0, size = S); }")
    assert str(c.instantiate("f", {"S": 4}).results[0]) == "f32[1, 4]"
    with pytest.raises(KinaError) as e:
        c.instantiate("f", {"S": 5})
    assert "f<S=5>: slice: start 0 + size 5 exceeds dim 4 (axis 1) of f32[1, 4]" in e.value.first.message
    with pytest.raises(KinaError, match="f<S=0>: shape parameter S must be a positive integer"):
        c.instantiate("f", {"S": 0})


def test_instance_refused_when_a_call_requests_it():
    diags = errors("fn shrink<S>(k: f32[1, S]) -> f32[1, S - 2] { return slice(k, axis = 1, start = 0, size = S - 2); }\n"
                   "fn f(k: f32[1, 2]) -> f32[1, 1] { let r = shrink(k); return fill(f32[1, 1], 0.0); }")
    assert len(diags) == 1
    assert diags[0].message.startswith("shrink<S=2>: the result of 'shrink' has type f32[1, 0]")
    assert "instance requested by the call at t.kina:2:43" in diags[0].notes[0]


def test_concat_of_two_symbols_is_not_a_dim():
    error("fn f<S, T>(a: f32[S], b: f32[T]) -> f32[S] { let c = concat(a, b, axis = 0); return a; }",
          "result dim S + T is not a dim")


# ------------------------------------------------------------------ while


WHILE = """
fn f(h0: f32[1, 4], w: f32[4, 4]) -> f32[1, 4] {{
    let (i, h) = while (i = {init}, h = h0) {cond} {{
        yield ({step}, tanh(h @ w));
    }};
    return h;
}}
"""


def test_while_types():
    c = ok(WHILE.format(init="0", cond="i < 3", step="i + 1"))
    w = c.function("f").body[0].value
    assert w.ty == TupleType((TensorType("i64", ()), TensorType("f32", (1, 4))))
    assert str(w.cond.ty) == "i1[]"
    c = ok(WHILE.format(init="0.0", cond="i < 3", step="i + 1"))
    assert str(c.function("f").body[0].value.ty.items[0]) == "f32[]"
    ok(WHILE.format(init="0", cond="3 > i", step="i + 1"))
    ok(WHILE.format(init="-2", cond="i != 3", step="i + 1"))


@pytest.mark.parametrize(
    "init,cond,step,fragment",
    [("0", "i < 3.5", "i + 1", "float literal 3.5 cannot be an i64 value"),
     ("0", "i", "i + 1", "a while condition must be a comparison"),
     ("0", "h0 < h0", "i + 1", "comparison operands must be rank 0"),
     ("0", "1 < 2", "i + 1", "compares two literals"),
     ("0", "i < 3", "i + 1.5", "float literal 1.5 cannot be an i64 value"),
     ("0", "i < 3", "fill(i64[1], 1)", "yield: carry 'i' has type i64[], but the yield gives i64[1]"),
     ("fill(f32[], 0.0)", "i < 3", "i + 1", "")],
)
def test_while_errors(init, cond, step, fragment):
    src = WHILE.format(init=init, cond=cond, step=step)
    if fragment:
        error(src, fragment)
    else:
        ok(src)


def test_while_with_a_single_carry_and_nested_loops():
    ok("fn f() -> i64[] { let (n) = while (n = 0) n < 3 { let (m) = while (m = n) m < 5 { yield (m + 1); }; "
       "yield (m); }; return n; }")
    error("fn f() -> i64[] { let n = while (n = 0) n < 3 { yield (n + 1); }; return n; }", "destructure it")


# ------------------------------------------------------------ functions


def test_returns():
    error("fn f(x: f32[2]) -> f32[2] { let y = exp(x); }", "function 'f' must end with a 'return' of f32[2]")
    error("fn f(x: f32[2]) -> (f32[2], f32[]) { return (x, x); }", "return value 2 has type f32[2], but 'f' declares f32[]")
    error("fn f(x: f32[2]) -> (f32[2], f32[2]) { return x; }", "returns (f32[2], f32[2]), but the return value has type f32[2]")
    error("fn f(x: f32[2]) -> f32[2] { return x; let y = x; }", "unreachable statement after 'return'")
    c = ok("fn f() -> (f32[2], i64[]) { return (0.5, 3); }")
    assert str(c.function("f").body[0].value.items[0].ty) == "f32[2]"


def test_main_rules():
    ok("@main\nfn main() { let x = fill(f32[2], 0.0); }")
    ok("@main\nfn main() -> f32[] { return fill(f32[], 1.0); }")
    error("@main\nfn main() { return fill(f32[], 1.0); }", "'main' declares no result")
    error("@main\nfn main(x: f32[2]) { let y = x; }", "@main takes no parameters")
    error("@main\nfn main<S>() { let y = 1; }", "@main cannot be shape-generic")
    error("@main(x = [a])\nfn main() { let y = 1; }", "@main takes no arguments")
    error("@main\n@main\nfn main() { let y = 1; }", "'@main' is given twice")
    d = error("@main\nfn a() { let y = 1; }\n@main\nfn b() { let y = 1; }", "at most one @main; 'a' at 2:4")
    assert d.span.line == 3
    error("fn f() { let y = 1; }", "needs a result type")


def test_duplicate_functions():
    error("fn f() -> f32[] { return 1.0; }\nfn f() -> f32[] { return 2.0; }", "function 'f' is already defined at 1:4")


# --------------------------------------------------------- reverse mode


RM = """
@reverse_mode(wrt = [{wrt}])
fn loss(x: f32[1, 4], w: f32[4, 4], ids: i64[1, 2], e: f32[8, 4]) -> {result} {{
    {body}
}}
"""


def rm(wrt="w", result="f32[]", body="return reduce_sum(reduce_sum(x @ w, axis = 1), axis = 0);"):
    return RM.format(wrt=wrt, result=result, body=body)


def test_reverse_mode_accepted():
    c = ok(rm(wrt="w, x"))
    assert c.reverse_mode() == {"loss": ["w", "x"]}
    ok(rm(wrt="e", body="let g = gather(e, ids); return reduce_sum(reduce_sum(reduce_sum(g, axis = 2), axis = 1), axis = 0);"))


@pytest.mark.parametrize(
    "kw,fragment",
    [(dict(wrt="ids"), "wrt parameter 'ids' is i64[1, 2]; only f32 parameters"),
     (dict(wrt="q"), "'q' is not a parameter of 'loss'"),
     (dict(wrt="ww"), "(did you mean 'w'?)"),
     (dict(wrt="w, w"), "'w' is listed twice"),
     (dict(wrt=""), "wrt = [] names no parameter"),
     (dict(result="f32[1]", body="return reduce_sum(x @ w, axis = 1);"), "must return f32[] (a scalar loss), not f32[1]"),
     (dict(wrt="e"), "does not depend on wrt parameter 'e'"),
     (dict(body="let k = argmax(x @ w, axis = 1); let o = one_hot(k, depth = 4); "
                 "return reduce_sum(reduce_sum(o, axis = 1), axis = 0);"), "reaches the loss through argmax"),
     (dict(wrt="e", body="let g = gather(e, ids); let k = argmax(g, axis = 2); let h = gather(e, k); "
                         "return reduce_sum(reduce_sum(reduce_sum(h, axis = 2), axis = 1), axis = 0);"),
      "reaches the loss through argmax"),
     (dict(body="let (i, h) = while (i = 0, h = x) i < 2 { yield (i + 1, h @ w); }; "
                "return reduce_sum(reduce_sum(h, axis = 1), axis = 0);"), "through a while loop"),
     (dict(body="let (i, h) = while (i = 0, h = x @ w) i < 2 { yield (i + 1, h); }; "
                "return reduce_sum(reduce_sum(h, axis = 1), axis = 0);"), "through a while loop")],
)
def test_reverse_mode_refused(kw, fragment):
    error(rm(**kw), fragment)


def test_reverse_mode_unused_loop_and_other_rules():
    # a loop that does not reach the loss is fine
    ok(rm(body="let (i, h) = while (i = 0, h = x @ w) i < 2 { yield (i + 1, h); }; "
               "return reduce_sum(reduce_sum(x @ w, axis = 1), axis = 0);"))
    error("@reverse_mode(wrt = [x])\nfn f<S>(x: f32[S]) -> f32[] { return reduce_sum(x, axis = 0); }",
          "not supported")
    error("@reverse_mode\nfn f(x: f32[2]) -> f32[] { return reduce_sum(x, axis = 0); }", "needs the parameters")
    error("@reverse_mode(of = [x])\nfn f(x: f32[2]) -> f32[] { return reduce_sum(x, axis = 0); }", "unknown argument 'of'")
    error("@reverse_mode(wrt = [x])\nfn f(x: f32[2]) -> f32[] { return reduce_sum(x, axis = 0); }\n"
          "fn f_grad(x: f32[2]) -> f32[] { return 1.0; }", "'f_grad' is the name of the gradient companion")


def test_reverse_mode_through_a_helper_reports_inside_it():
    d = error("fn helper(x: f32[1, 4]) -> f32[1, 4] { let k = argmax(x, axis = 1); return one_hot(k, depth = 4); }\n"
              + rm(body="let y = helper(x @ w); return reduce_sum(reduce_sum(y, axis = 1), axis = 0);"),
              "wrt parameter 'w' reaches the loss through argmax")
    assert d.span.line == 1 and "through the call at t.kina:" in d.notes[0]
    ok("fn helper(x: f32[1, 4], ids: i64[1, 2]) -> f32[1, 4] { let k = argmax(x, axis = 1); return x; }\n"
       + rm(body="let y = helper(x @ w, ids); return reduce_sum(reduce_sum(y, axis = 1), axis = 0);"))


# ------------------------------------------------------------- reporting


def test_errors_of_independent_functions_are_all_reported_in_order():
    diags = errors("fn c(x: i64[2]) -> i64[2] { return softmax(x, axis = 0); }\n"
                   "fn a(x: f32[2]) -> f32[2] { return y; }\n"
                   "fn ok1(x: f32[2]) -> f32[2] { return x; }\n"
                   "fn b(x: f32[2]) -> f32[3] { return x; }\n")
    assert [d.span.line for d in diags] == [1, 2, 4]


def test_a_broken_signature_does_not_cascade_into_callers():
    diags = errors("fn g(x: f32[2]) { return x; }\nfn f(x: f32[2]) -> f32[2] { let y = g(x); return x; }")
    assert len(diags) == 1 and "needs a result type" in diags[0].message


def test_check_is_idempotent():
    m = parse_text(GEN + "fn f(k: f32[1, 3], x: f32[1, 1]) -> f32[1, 4] { return step(k, x); }")
    a = check(m)
    b = check(m)
    assert a.function_names == b.function_names
    assert [t.symbol for t in a.typed_functions()] == [t.symbol for t in b.typed_functions()] == ["f", "step__S3"]


def test_reserved_names_allowed_only_internally():
    src = "fn f(x: f32[2]) -> f32[2] { let __t = exp(x); return __t; }"
    check(parse_text(src, internal=True), internal=True)
    m = parse_text(src, internal=True)
    m.functions[0].internal = False  # as if a user had written it
    with pytest.raises(KinaError, match="reserved for the compiler"):
        check(m)


def test_nothing_but_kina_error_for_hand_built_bad_asts():
    m = parse_text("fn f(x: f32[2]) -> f32[2] { return x; }")
    m.functions[0].params[0].type = TensorType("f32", (DimExpr("Q"),))
    with pytest.raises(KinaError, match="unknown shape parameter 'Q'"):
        check(m)
