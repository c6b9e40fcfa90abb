"""Ranked memref descriptors and the raw C interface."""

from __future__ import annotations

import ctypes

import numpy as np
import pytest

from kina_play.lang.types import TensorType
from kina_play.runtime import memref
from kina_play.runtime.memref import (
    FAST_DATA_POINTER,
    c_strides,
    data_pointer,
    descriptor_for,
    descriptor_type,
    empty_descriptor,
)


def test_layout_matches_the_mlir_c_interface() -> None:
    # {T* allocated, T* aligned, i64 offset, i64 sizes[r], i64 strides[r]}
    assert ctypes.sizeof(descriptor_type(0)) == 24
    assert ctypes.sizeof(descriptor_type(1)) == 40
    assert ctypes.sizeof(descriptor_type(4)) == 24 + 2 * 4 * 8
    assert [f[0] for f in descriptor_type(0)._fields_] == ["allocated", "aligned", "offset"]
    assert [f[0] for f in descriptor_type(2)._fields_] == ["allocated", "aligned", "offset", "sizes", "strides"]
    assert descriptor_type(3) is descriptor_type(3)


@pytest.mark.parametrize(
    "a",
    [
        np.zeros((1, 2, 2, 3), np.float32),
        np.arange(12, dtype=np.int64).reshape(3, 4),
        np.array(2.5, np.float32),
        np.arange(20, dtype=np.float32)[4:10],  # a view with an offset
    ],
)
def test_descriptor_for(a: np.ndarray) -> None:
    d = descriptor_for(a)
    assert d.allocated == d.aligned == a.ctypes.data
    assert d.offset == 0
    if a.ndim:
        assert list(d.sizes) == list(a.shape)
        assert list(d.strides) == [s // a.itemsize for s in a.strides]


def test_fast_data_pointer_matches_numpy() -> None:
    assert FAST_DATA_POINTER  # CPython: the self-check must have passed
    for a in (np.ones(7, np.float32)[2:], np.ones((3, 3), np.int64).T.copy(), np.empty(())):
        assert data_pointer(a) == a.ctypes.data


def test_non_contiguous_refused() -> None:
    with pytest.raises(ValueError):
        descriptor_for(np.zeros((4, 4), np.float32)[:, ::2])


def test_empty_descriptor_and_strides() -> None:
    d = empty_descriptor(TensorType("f32", (1, 2, 3)))
    assert list(d.sizes) == [1, 2, 3] and list(d.strides) == [6, 3, 1] and not d.aligned
    assert c_strides(()) == () and c_strides((5,)) == (1,)


def test_raw_ciface_call(native) -> None:
    """The ABI without the runtime's help: pointers to descriptors for every
    parameter, then one per result, which the host allocates."""
    mod = native("calls")
    cfn = mod._lib["_mlir_ciface_twice_and_sum"]  # a fresh function object
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    d, s = np.empty((2, 3), np.float32), np.empty((), np.float32)
    descs = [descriptor_for(v) for v in (x, d, s)]
    cfn.restype = None
    cfn(*(ctypes.byref(v) for v in descs))
    np.testing.assert_array_equal(d, 2 * x)
    assert float(s) == 15.0
    assert memref.NP_DTYPES == {"f32": np.dtype(np.float32), "i64": np.dtype(np.int64), "bool": np.dtype(np.bool_)}
