"""The front end's API as the compiler, runtime and CLI use it."""

import pytest

from kina_play.lang import ast
from kina_play.lang.checker import walk_exprs
from kina_play.lang.diagnostics import KinaError
from kina_play.lang.frontend import (
    check,
    compile_frontend,
    parse_file,
    parse_instance_request,
    parse_text,
)
from kina_play.lang.types import DimExpr, TensorType

from .util import PROGRAMS, ok

GEN = PROGRAMS / "storylm0_generate.kina"
W = [TensorType("f32", (8, 4))] + [TensorType("f32", (1, 4, 4))] * 4 + [TensorType("f32", (1, 4, 8)), TensorType("f32", ())]


def test_parse_file_and_text(tmp_path):
    p = tmp_path / "a.kina"
    p.write_text("fn f(x: f32[2]) -> f32[2] { return x; }\n")
    assert parse_file(p).functions[0].name == "f"
    assert parse_file(p).source.path == str(p)
    assert parse_text("fn f(x: f32[2]) -> f32[2] { return x; }").source.path == "<input>"
    with pytest.raises(OSError):
        parse_file(tmp_path / "missing.kina")


def test_signature_and_generic_queries():
    c = compile_frontend(GEN)
    assert c.function_names == ["decode_self", "decode_s1", "decode_s2", "greedy_one", "decode", "prefill", "main"]
    sig = c.signature("decode")
    assert sig.shape_params == ("S",)
    assert sig.params[1] == ("k_past", TensorType("f32", (1, 2, 2, DimExpr("S"))))
    assert str(sig.results[0]) == "f32[1, 2, 2, S + 1]"
    assert c.is_generic("decode") and c.is_generic("prefill") and not c.is_generic("decode_s2")
    assert c.main == "main" and c.signature("main").is_main
    assert c.source.path == str(GEN)
    with pytest.raises(ValueError, match="no function 'nope'"):
        c.signature("nope")


def test_infer_instance():
    c = compile_frontend(GEN)
    args = [TensorType("i64", (1, 1)), TensorType("f32", (1, 2, 2, 5)), TensorType("f32", (1, 2, 5, 2))] + W
    assert c.infer_instance("decode", args) == {"S": 5}
    assert c.infer_instance("decode_s2", [args[0], TensorType("f32", (1, 2, 2, 2)), TensorType("f32", (1, 2, 2, 2))] + W) == {}
    bad = list(args)
    bad[2] = TensorType("f32", (1, 2, 4, 2))
    with pytest.raises(ValueError, match="argument 'v_past' has type f32\\[1, 2, 4, 2\\], expected f32\\[1, 2, S, 2\\] \\(with S=5\\)"):
        c.infer_instance("decode", bad)
    with pytest.raises(ValueError, match="takes 10 arguments, got 1"):
        c.infer_instance("decode", args[:1])
    bad[0] = TensorType("f32", (1, 1))
    with pytest.raises(ValueError, match="token_ids"):
        c.infer_instance("decode", bad)


def test_instantiate_is_static_and_named():
    c = compile_frontend(GEN)
    tf = c.instantiate("decode", {"S": 3})
    assert tf.symbol == "decode__S3" == ast.instance_symbol("decode", {"S": 3})
    assert tf.instance == {"S": 3} and tf.exported
    assert [str(t) for t in tf.results] == ["f32[1, 2, 2, 4]", "f32[1, 2, 4, 2]", "f32[1, 1, 8]"]
    assert tf.params[1] == ("k_past", TensorType("f32", (1, 2, 2, 3)))
    for e in walk_exprs(tf.fn.body):
        assert e.ty is not None
        for t in getattr(e.ty, "items", (e.ty,)):
            assert t.is_static, e
        if isinstance(e, ast.Call):
            for v in e.attrs.values():
                assert all(isinstance(x, (int, float)) for x in (v if isinstance(v, list) else [v]))
    # the module's own (symbolic) nodes are untouched by instantiation
    assert str(c.function("decode").body[4].value.ty) == "f32[1, 2, 2, S + 1]"
    assert c.instantiate("decode", {"S": 3}) is tf  # cached


def test_instantiate_refusals():
    c = compile_frontend(GEN)
    with pytest.raises(KinaError) as e:
        c.instantiate("decode", {"S": 0})
    assert e.value.first.message.startswith("decode<S=0>: shape parameter S must be a positive integer")
    assert e.value.render().startswith(f"{GEN}:78:4: error: decode<S=0>:")
    with pytest.raises(ValueError, match="needs values for its shape parameters \\(S\\)"):
        c.instantiate("decode", {})
    with pytest.raises(ValueError, match="needs values"):
        c.instantiate("decode", {"S": 1, "T": 2})
    with pytest.raises(ValueError, match="must be an int"):
        c.instantiate("decode", {"S": 1.5})
    with pytest.raises(ValueError, match="needs values for its shape parameters \\(none\\)"):
        c.instantiate("decode_s2", {"S": 1})


def test_typed_functions_order_and_dedup():
    c = compile_frontend(GEN)
    names = [t.symbol for t in c.typed_functions()]
    assert names == ["decode_self", "decode_s1", "decode_s2", "greedy_one", "main"]
    tfs = c.typed_functions([("prefill", {"P": 4}), ("decode", {"S": 4}), ("decode", {"S": 1}), ("decode", {"S": 4})])
    assert [t.symbol for t in tfs] == names + ["prefill__P4", "decode__S4", "decode__S1"]
    main = next(t for t in tfs if t.symbol == "main")
    assert not main.exported and main.results == []
    assert all(t.exported for t in tfs if t.symbol != "main")


def test_typed_functions_include_transitive_instances():
    c = ok("fn g<S>(x: f32[S]) -> f32[S] { return exp(x); }\n"
           "fn h<S>(x: f32[S]) -> f32[S] { return g(x); }\n"
           "fn f(x: f32[3]) -> f32[3] { return h(x); }\n"
           "@main\nfn main() { let y = g(fill(f32[7], 0.0)); }\n")
    assert [t.symbol for t in c.typed_functions([("h", {"S": 2})])] == ["f", "main", "h__S3", "g__S7", "g__S3", "h__S2", "g__S2"]


def test_id_bounds():
    c = compile_frontend(GEN)
    assert c.instantiate("decode_s2", {}).id_bounds == {"token_ids": 8}
    assert c.instantiate("prefill", {"P": 3}).id_bounds == {"tokens": 8}
    assert c.instantiate("greedy_one", {}).id_bounds == {}
    c2 = ok("fn inner(t: f32[5, 2], i: i64[3]) -> f32[3, 2] { return gather(t, i); }\n"
            "fn outer(t: f32[5, 2], s: f32[4, 2], i: i64[3]) -> f32[3, 2] { let a = inner(t, i); "
            "let b = gather(s, i); return a + b; }\n"
            "fn twice(t: f32[5, 2], i: i64[3]) -> f32[3, 2] { let j = -i; return gather(t, j); }")
    assert c2.instantiate("outer", {}).id_bounds == {"i": 4}
    assert c2.instantiate("twice", {}).id_bounds == {}  # not used directly


def test_add_functions_for_autodiff():
    c = compile_frontend(PROGRAMS / "storylm0_nll_step.kina")
    grad = parse_text("fn nll_grad(a: f32[2], b: f32[2]) -> (f32[], f32[2]) { let __m = __eq_mask(a, b); "
                      "return (reduce_sum(__m, axis = 0), __m); }", "gen", internal=True).functions
    c.add_functions(grad)
    assert c.function_names == ["forward", "nll", "nll_grad"]
    assert [t.symbol for t in c.typed_functions()] == ["forward", "nll", "nll_grad"]
    broken = parse_text("fn nll_grad2(a: f32[2]) -> f32[3] { return a; }", "gen").functions
    with pytest.raises(KinaError, match="'nll_grad2' returns f32\\[3\\]"):
        c.add_functions(broken)
    assert c.function_names == ["forward", "nll", "nll_grad"]  # rolled back
    again = check(c.module)
    assert again.function_names == c.function_names


@pytest.mark.parametrize(
    "text,want",
    [("decode<S=3>", ("decode", {"S": 3})), (" f < S = 1 , T=2 > ", ("f", {"S": 1, "T": 2})),
     ("decode<3>", ("decode", [3]))],
)
def test_parse_instance_request(text, want):
    assert parse_instance_request(text) == want


@pytest.mark.parametrize("text", ["decode", "decode<>", "decode<S=>", "decode<S=1, 2>", "decode<S=x>", "<S=1>",
                                  "decode<S=1, S=2>", "decode<S=1>x", "decode<S=-1>", "decode<S=0>", "decode<0>",
                                  "decode<S=\u0663>"])
def test_parse_instance_request_refuses(text):
    with pytest.raises(ValueError, match="bad instance request"):
        parse_instance_request(text)


def test_resolve_request():
    c = compile_frontend(GEN)
    assert c.resolve_request("decode", [3]) == {"S": 3}
    assert c.resolve_request("decode", {"S": 3}) == {"S": 3}
    with pytest.raises(ValueError, match="shape parameters <S>"):
        c.resolve_request("decode", [1, 2])


def test_signature_unpacks_like_a_tuple():
    sig = compile_frontend(GEN).signature("greedy_one")
    shapes, params, results = sig
    assert shapes == () and params == sig[1] == (("logits", TensorType("f32", (1, 1, 8))),)
    assert results == (TensorType("i64", (1, 1)),)
