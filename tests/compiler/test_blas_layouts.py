"""Transposes around a BLAS-bound matmul are read and written in place.

The compiled code hands BLAS the untransposed buffers with transpose flags
and leading dimensions (:func:`kina_play.compiler.blas.gemm_layout`) instead
of copying them.  Checked against a float64 NumPy reference, for random
permutations of every operand and of the result, odd sizes and batch dims.
"""

from __future__ import annotations

import re
from dataclasses import replace

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from kina_play.compiler import units
from kina_play.compiler.driver import load_text
from kina_play.compiler.pipeline import DEFAULT_PIPELINE, lower_to_llvm
from kina_play.runtime import matmul_pool

ALL_BLAS = replace(DEFAULT_PIPELINE, name="default-blas", blas_min_work=1)
"""The default pipeline with every f32 matmul sent to BLAS (however small)."""


def _dims(shape: tuple[int, ...]) -> str:
    return ", ".join(map(str, shape))


def _inverse(perm: tuple[int, ...]) -> tuple[int, ...]:
    inv = [0] * len(perm)
    for i, p in enumerate(perm):
        inv[p] = i
    return tuple(inv)


def _keeps_unit_stride(stored: tuple[int, ...], perm: tuple[int, ...], matrix_axes: set[int]) -> bool:
    """Whether ``transpose(x, perm)`` with ``x`` of shape ``stored`` has its
    innermost non-unit dim of ``x`` on one of ``matrix_axes`` (of the transposed
    view), or the matrix is 1 × 1: when BLAS can read it in place."""
    inv = _inverse(perm)
    if all(stored[axis] == 1 for axis in range(len(stored)) if inv[axis] in matrix_axes):
        return True  # a 1 × 1 matrix
    for axis in reversed(range(len(stored))):
        if stored[axis] != 1:
            return inv[axis] in matrix_axes
    return True


def _moves_data(stored: tuple[int, ...], perm: tuple[int, ...]) -> bool:
    """Whether ``transpose(x, perm)`` reorders ``x``'s elements (not only its unit dims)."""
    order = [p for p in perm if stored[p] != 1]
    return order != sorted(order)


@st.composite
def transposed_matmuls(draw: st.DrawFn) -> tuple[tuple[int, ...], ...]:
    nb = draw(st.integers(0, 2))
    size = st.sampled_from([1, 3, 5, 17])
    batch = tuple(draw(size) for _ in range(nb))
    m, k, n = draw(size), draw(size), draw(size)
    r = nb + 2
    pa, pb, pc = (tuple(draw(st.permutations(range(r)))) for _ in range(3))
    return batch, (m, k, n), pa, pb, pc


@settings(max_examples=30, deadline=None)
@given(transposed_matmuls())
def test_transposes_around_a_matmul_are_read_in_place_and_agree_with_numpy(case: tuple[tuple[int, ...], ...]) -> None:
    batch, (m, k, n), pa, pb, pc = case
    a_shape, b_shape, c_shape = batch + (m, k), batch + (k, n), batch + (m, n)
    # the stored operands: transpose(x, pa) has a's shape, so x's axis pa[i] has a_shape[i]
    x_shape = tuple(a_shape[i] for i in _inverse(pa))
    y_shape = tuple(b_shape[i] for i in _inverse(pb))
    r_shape = tuple(c_shape[p] for p in pc)
    src = (f"fn g(x: f32[{_dims(x_shape)}], y: f32[{_dims(y_shape)}]) -> f32[{_dims(r_shape)}] {{\n"
           f"    return transpose(transpose(x, perm = [{_dims(pa)}]) @ transpose(y, perm = [{_dims(pb)}]),"
           f" perm = [{_dims(pc)}]);\n}}")
    prog = load_text(src, "transposed.kina", pipeline=ALL_BLAS)
    rng = np.random.default_rng(len(src))
    x = rng.standard_normal(x_shape).astype(np.float32)
    y = rng.standard_normal(y_shape).astype(np.float32)
    before = sum(matmul_pool.stats())
    got = prog.native.function("g")(x, y)
    calls = sum(matmul_pool.stats()) - before
    want = np.transpose(np.transpose(x.astype(np.float64), pa) @ np.transpose(y.astype(np.float64), pb), pc)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5 * np.sqrt(k))
    if matmul_pool.entry_address() is not None and k > 1:
        # (with k = 1 there is nothing to sum: MLIR folds the unit dim away and the
        # product is an elementwise op, left to the generated loops)
        assert calls == 1, "the matmul did not go to BLAS"
    # each transpose BLAS can read (or write) in place is gone; the others stay copies
    r = len(a_shape)
    in_place = [_keeps_unit_stride(x_shape, pa, {r - 2, r - 1}), _keeps_unit_stride(y_shape, pb, {r - 2, r - 1}),
                _keeps_unit_stride(r_shape, _inverse(pc), {r - 2, r - 1})]  # c = transpose(result, pc⁻¹)
    moves = [_moves_data(x_shape, pa), _moves_data(y_shape, pb), _moves_data(c_shape, pc)]
    copies = sum(move and not ok for ok, move in zip(in_place, moves))
    unit = units.unit_for(prog.checked, units.plain_requests(prog.checked)[0])
    bufferized = lower_to_llvm(unit.mlir(), capture=True, pipeline=ALL_BLAS).text("bufferized")
    main = bufferized[bufferized.index("func.func @g("):bufferized.index("func.func private")]
    # each copy left in the caller writes a temporary buffer
    assert len(re.findall(r"memref\.alloca?\(", main)) == copies, main
