"""``gather`` reads whole rows of its table as vectors in the default pipeline.

Before, the id came into the ``linalg.generic`` as an input, i.e. a block
argument, which MLIR's vectorizer cannot see is constant along a row; the op
was left to a scalar loop that reloaded and clamped the id for every element
(in the D = 256 forward a serial 256 × 256 copy while the other core waited).
Now the id is read in the body at the leading loop indices, and the row
becomes one contiguous vector read.  A gather only copies, so every result
must equal NumPy's ``table[ids]`` bit for bit.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from kina_play.compiler.driver import load_text
from kina_play.compiler.pipeline import lower_to_llvm


def _src(rows: int, width: int, ids: tuple[int, ...]) -> str:
    ishape = ", ".join(map(str, ids))
    oshape = ", ".join(map(str, (*ids, width)))
    return f"fn g(t: f32[{rows}, {width}], i: i64[{ishape}]) -> f32[{oshape}] {{ return gather(t, i); }}"


@pytest.mark.parametrize("rows, width, ids", [
    (50, 300, (2, 70)),     # big: tiled and vectorized
    (31, 127, (129,)),      # a prime width: one whole-row vector per id
    (10, 64, (3, 5, 7)),    # rank-3 ids
    (8, 4, (1, 36)),        # StoryLM-0's size: below the schedule's work, scalar loops
])
def test_gather_equals_numpy_bit_for_bit(rows: int, width: int, ids: tuple[int, ...]) -> None:
    rng = np.random.default_rng(rows * width)
    t = rng.standard_normal((rows, width)).astype(np.float32)
    i = rng.integers(0, rows, ids).astype(np.int64)
    i.flat[0], i.flat[-1] = 0, rows - 1  # both ends of the table
    got = load_text(_src(rows, width, ids), "<g>").native.fn("g")(t, i)
    np.testing.assert_array_equal(got, t[i])


def test_a_large_gather_is_contiguous_vector_reads() -> None:
    text = lower_to_llvm(load_text(_src(50, 300, (2, 70)), "<g>").mlir([]), capture=True).text("llvmir")
    assert re.search(r"load <\d+ x float>", text), "the table's rows are read as vectors"
    assert "masked.gather" not in text and not re.search(r"load float,", text), "no element-wise reads"


def test_a_column_of_a_sliced_table_is_gathered_by_a_scalar_loop() -> None:
    """``gather(slice(t, axis = 1, size = 1), ids)``: rows of one element
    from a strided table.  The schedule vectorized it (one lane per row, a
    ``vector.gather``, which cannot be lowered from a strided memref): an
    internal error at 4096 ids.  A one-element row has nothing to vectorize."""
    src = ("fn g(t: f32[5000, 2], i: i64[4096]) -> f32[4096, 1] "
           "{ return gather(slice(t, axis = 1, start = 1, size = 1), i); }")
    rng = np.random.default_rng(7)
    t = rng.standard_normal((5000, 2)).astype(np.float32)
    i = rng.integers(0, 5000, 4096).astype(np.int64)
    np.testing.assert_array_equal(load_text(src, "<g>").native.fn("g")(t, i), t[i][:, 1:])
