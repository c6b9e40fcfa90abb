"""The five programs of programs/ type-check with the StoryLM-0 signatures."""

import re

import pytest

from kina_play.lang.frontend import compile_frontend
from kina_play.lang.types import TensorType

from .util import PROGRAMS

FIVE = ["storylm0_forward.kina", "storylm0_generate.kina", "storylm0_nll_step.kina", "storylm0_rollout.kina",
        "llm_generate.kina"]
WEIGHTS = ("embed: f32[8, 4], wq: f32[1, 4, 4], wk: f32[1, 4, 4], wv: f32[1, 4, 4], wo: f32[1, 4, 4], "
           "lm_head: f32[1, 4, 8], scale: f32[]")


@pytest.mark.parametrize("name", FIVE)
def test_program_checks_and_explains_itself(name):
    path = PROGRAMS / name
    checked = compile_frontend(path)
    requests = [(n, {s: 3 for s in checked.signature(n).shape_params}) for n in checked.function_names
                if checked.is_generic(n)]
    assert checked.typed_functions(requests)
    head = path.read_text().split("\n\n")[0]
    # a header that stands alone: it says what the program is, and cites no spec file or section number
    assert head.startswith("// ") and len(head.splitlines()) >= 3
    assert "shared/" not in head and not re.search(r"Section \d|§", head)


def test_every_program_in_programs_checks():
    assert {p.name for p in PROGRAMS.glob("*.kina")} >= set(FIVE)
    for p in PROGRAMS.glob("*.kina"):
        compile_frontend(p)


@pytest.mark.parametrize(
    "file,fn,want",
    [
        ("storylm0_forward.kina", "forward",
         f"forward<T>(tokens: i64[1, T], mask: f32[1, 1, T, T], {WEIGHTS}) -> f32[1, T, 8]"),
        ("storylm0_rollout.kina", "forward",
         f"forward(tokens: i64[1, 36], mask: f32[1, 1, 36, 36], {WEIGHTS}) -> f32[1, 36, 8]"),
        ("storylm0_nll_step.kina", "nll",
         f"nll(tokens: i64[1, 36], targets: i64[1, 36], mask: f32[1, 1, 36, 36], {WEIGHTS}) -> f32[]"),
        ("storylm0_generate.kina", "decode_self",
         f"decode_self(token_ids: i64[1, 1], {WEIGHTS}) -> (f32[1, 2, 2, 1], f32[1, 2, 1, 2], f32[1, 1, 8])"),
        ("storylm0_generate.kina", "decode_s1",
         f"decode_s1(token_ids: i64[1, 1], k_past: f32[1, 2, 2, 1], v_past: f32[1, 2, 1, 2], {WEIGHTS}) "
         "-> (f32[1, 2, 2, 2], f32[1, 2, 2, 2], f32[1, 1, 8])"),
        ("storylm0_generate.kina", "decode_s2",
         f"decode_s2(token_ids: i64[1, 1], k_past: f32[1, 2, 2, 2], v_past: f32[1, 2, 2, 2], {WEIGHTS}) "
         "-> (f32[1, 2, 2, 3], f32[1, 2, 3, 2], f32[1, 1, 8])"),
        ("storylm0_generate.kina", "greedy_one", "greedy_one(logits: f32[1, 1, 8]) -> i64[1, 1]"),
        ("storylm0_generate.kina", "decode",
         f"decode<S>(token_ids: i64[1, 1], k_past: f32[1, 2, 2, S], v_past: f32[1, 2, S, 2], {WEIGHTS}) "
         "-> (f32[1, 2, 2, S + 1], f32[1, 2, S + 1, 2], f32[1, 1, 8])"),
        ("storylm0_generate.kina", "prefill",
         f"prefill<P>(tokens: i64[1, P], mask: f32[1, 1, P, P], {WEIGHTS}) "
         "-> (f32[1, 2, 2, P], f32[1, 2, P, 2], f32[1, 1, 8])"),
        ("storylm0_generate.kina", "main", "main()"),
    ],
)
def test_signatures(file, fn, want):
    assert str(compile_frontend(PROGRAMS / file).signature(fn)) == want


def test_decode_s2_result_is_the_seed_golden():
    tf = compile_frontend(PROGRAMS / "storylm0_generate.kina").instantiate("decode_s2", {})
    assert [t.mlir() for t in tf.results] == ["tensor<1x2x2x3xf32>", "tensor<1x2x3x2xf32>", "tensor<1x1x8xf32>"]


def test_main_calls_decode_s2_on_placeholders():
    c = compile_frontend(PROGRAMS / "storylm0_generate.kina")
    (let,) = c.function("main").body
    assert let.value.callee == "decode_s2" and all(a.callee == "fill" for a in let.value.args)


def test_generic_instances_match_the_static_functions():
    c = compile_frontend(PROGRAMS / "storylm0_generate.kina")
    for s, static in ((1, "decode_s1"), (2, "decode_s2")):
        tf, ref = c.instantiate("decode", {"S": s}), c.instantiate(static, {})
        assert tf.params == ref.params and tf.results == ref.results
    fwd = compile_frontend(PROGRAMS / "storylm0_forward.kina").instantiate("forward", {"T": 36})
    roll = compile_frontend(PROGRAMS / "storylm0_rollout.kina").instantiate("forward", {})
    assert fwd.params == roll.params and fwd.results == roll.results and fwd.symbol == "forward__T36"
    pre = c.instantiate("prefill", {"P": 4})
    assert [str(t) for t in pre.results] == ["f32[1, 2, 2, 4]", "f32[1, 2, 4, 2]", "f32[1, 1, 8]"]
    last = pre.fn.body[-2].value
    assert last.callee == "slice" and last.attrs == {"axis": 1, "start": 3, "size": 1}


def test_nll_is_reverse_mode_over_the_six_matrices():
    c = compile_frontend(PROGRAMS / "storylm0_nll_step.kina")
    assert c.reverse_mode() == {"nll": ["embed", "wq", "wk", "wv", "wo", "lm_head"]}


def test_llm_generate_carry_keeps_its_types():
    c = compile_frontend(PROGRAMS / "llm_generate.kina")
    w = c.function("llm_generate").body[0].value
    assert [str(t) for t in w.ty.items] == ["i64[]", "f32[1, 4]"]
    assert w.yield_value.ty == w.ty


def test_weights_come_last_in_the_spec_order():
    order = ["embed", "wq", "wk", "wv", "wo", "lm_head", "scale"]
    for name in FIVE[:4]:
        c = compile_frontend(PROGRAMS / name)
        for fn in c.function_names:
            params = [p for p, _ in c.signature(fn).params]
            if "embed" in params:
                assert params[-7:] == order, (name, fn)
                assert c.signature(fn).params[-1][1] == TensorType("f32", ())
