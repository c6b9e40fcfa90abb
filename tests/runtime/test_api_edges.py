"""Python API edges found by an audit: pins through memoryviews, instance()
keywords, ambiguous generic dispatch, bool bytes, generic-call errors."""

from __future__ import annotations

import re

import numpy as np
import pytest

from kina_play.compiler.build import infer_signatures
from kina_play.compiler.cache import get_or_build
from kina_play.compiler.driver import load_text
from kina_play.runtime.module import KinaArgumentError, NativeModule

TWICE_MLIR = """
#map = affine_map<(d0) -> (d0)>
module {
  func.func @twice(%x: tensor<64xf32>) -> tensor<64xf32> attributes {llvm.emit_c_interface} {
    %e = tensor.empty() : tensor<64xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
        ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %a : f32
      linalg.yield %s : f32
    } -> tensor<64xf32>
    return %r : tensor<64xf32>
  }
}
"""

GENERIC = """
fn ba<B, A>(x: f32[B, A]) -> f32[B, A] {
    return x + 1.0;
}

fn twice<N>(x: f32[N]) -> f32[N] {
    return x * 2.0;
}

fn z<N>(x: f32[1]) -> f32[N] {
    return broadcast(x, shape = [N]);
}

fn pick(c: bool[3]) -> f32[3] {
    return select(c, 1.0, -1.0);
}

fn as_f32(c: bool[3]) -> f32[3] {
    return cast(c, f32);
}
"""


def test_bound_output_viewed_through_a_memoryview_pins_its_owner(use_helper: bool) -> None:
    """``np.asarray(memoryview(base))`` is a view of ``base`` whose ``.base`` is
    the memoryview: the pin must reach ``base`` through it, or a resize frees
    the memory the bound call writes (it aborted the process with a corrupted heap)."""
    text = TWICE_MLIR
    mod = NativeModule(get_or_build(text, infer_signatures(text)), use_helper=use_helper)
    base = np.zeros(64, np.float32)
    out = np.asarray(memoryview(base))
    assert out.base is not base and isinstance(out.base, memoryview)
    b = mod.twice.bind(np.ones(64, np.float32), outs=out)
    with pytest.raises(ValueError, match="cannot resize"):
        base.resize((1 << 16,), refcheck=False)
    b()
    np.testing.assert_array_equal(base, np.full(64, 2.0, np.float32))
    del b


@pytest.fixture(scope="module")
def prog():
    return load_text(GENERIC, "<api-edges>")


def test_instance_keywords_in_any_order(prog) -> None:
    f = prog.instance("ba", A=3, B=2)
    assert f.name == "ba__B2_A3"
    assert prog.instance("ba", B=2, A=3) is f
    np.testing.assert_array_equal(f(np.zeros((2, 3), np.float32)), np.ones((2, 3), np.float32))


@pytest.mark.parametrize("env, fragment", [
    ({"B": True, "A": 3}, "shape parameter B must be an integer, got True"),
    ({"B": 2, "A": 3.7}, "shape parameter A must be an integer, got 3.7"),
    ({"B": 2}, "needs values for its shape parameters (B, A), got B=2"),
    ({"B": 2, "A": 3, "C": 1}, "needs values for its shape parameters (B, A)"),
])
def test_instance_refuses_bad_sizes_before_building(prog, env: dict, fragment: str) -> None:
    before = list(prog.loaded_units)
    with pytest.raises(KinaArgumentError, match=re.escape(fragment)):
        prog.instance("ba", **env)
    assert prog.loaded_units == before


def test_instance_out_of_range_is_the_programs_error(prog) -> None:
    from kina_play.lang.diagnostics import KinaError

    with pytest.raises(KinaError, match=r"ba<B=0, A=3>: shape parameter B must be a positive integer, got 0"):
        prog.instance("ba", A=3, B=0)


def test_instance_of_a_plain_function_is_refused(prog) -> None:
    with pytest.raises(KinaArgumentError, match=r"shape parameters \(none\), got N=2"):
        prog.instance("pick", N=2)


def test_generic_dispatch_refuses_instances_with_the_same_argument_shapes(prog) -> None:
    prog.instance("z", N=2)
    prog.instance("z", N=3)
    with pytest.raises(KinaArgumentError, match=r"z__N2, z__N3 all take argument shapes \[\(1,\)\]"):
        prog.native.fn("z")(np.ones(1, np.float32))
    np.testing.assert_array_equal(prog.native.fn("z__N3")(np.ones(1, np.float32)), np.ones(3, np.float32))


def test_bool_arguments_read_any_nonzero_byte_as_true(prog) -> None:
    c = np.array([2, 1, 0], np.uint8).view(np.bool_)
    np.testing.assert_array_equal(prog.pick(c), np.where(c, 1.0, -1.0).astype(np.float32))
    np.testing.assert_array_equal(prog.as_f32(c), c.astype(np.float32))


@pytest.mark.parametrize("args, fragment", [
    ((np.ones(3),), "argument 'x' has type float64[3], expected f32[N]"),
    ((), "twice: expects 1 argument(s) (x), got 0"),
    ((np.ones((2, 2), np.float32),), "argument 'x' has type f32[2, 2], expected f32[N]"),
    ((np.ones(0, np.float32),), "shape parameter N must be positive"),
])
def test_generic_call_errors_are_argument_errors(prog, args: tuple, fragment: str) -> None:
    with pytest.raises(KinaArgumentError, match=re.escape(fragment)):
        prog.twice(*args)


@pytest.mark.parametrize("arg, fragment", [
    (np.arange(14, dtype=np.float32)[::2], "expects a C-contiguous f32[N], got non-C-contiguous float32 array"),
    ([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], "expects f32[N], got list"),
    (np.ma.masked_array(np.ones(7, np.float32)), "is a masked array"),
    (np.ones(7, ">f4"), "expects native byte order, got >f4"),
])
def test_generic_call_refuses_a_bad_array_before_building_its_instance(prog, arg: object, fragment: str) -> None:
    """Only the instance's own call used to find these, after compiling it."""
    before = list(prog.loaded_units)
    with pytest.raises(KinaArgumentError, match=re.escape(f"twice: parameter 'x' {fragment}")):
        prog.twice(arg)
    assert prog.loaded_units == before and "twice<N=7>" not in before


def test_generic_entry_names_itself_binds_and_is_listed(prog) -> None:
    assert repr(prog.twice) == "<kina generic function twice<N> of <api-edges>>"
    x = np.arange(5, dtype=np.float32)
    b = prog.twice.bind(x)
    np.testing.assert_array_equal(b(), 2 * x)
    assert {"ba", "twice", "z", "pick", "as_f32"} <= set(dir(prog))
