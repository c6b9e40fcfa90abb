"""Ranked memref descriptors as ctypes structs, built from NumPy arrays.

MLIR's C interface passes each memref as a pointer to

    struct { T *allocated; T *aligned; int64_t offset;
             int64_t sizes[rank]; int64_t strides[rank]; }

(rank 0: only the first three fields).  The compiled code never frees what it
is given, so ``allocated == aligned == array data`` and ``offset == 0``; the
host keeps the NumPy array alive for as long as the descriptor is used.

Strides are in *elements*, not bytes, and always the canonical C-contiguous
ones: the runtime only passes C-contiguous arrays.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from typing import Sequence

import numpy as np

from ..lang.types import NUMPY_DTYPES, TensorType

NP_DTYPES: dict[str, np.dtype] = {k: np.dtype(v) for k, v in NUMPY_DTYPES.items()}
"""Kina element type → NumPy dtype (``f32`` → float32, ``i64`` → int64)."""


@functools.lru_cache(maxsize=None)
def descriptor_type(rank: int) -> type[ctypes.Structure]:
    """The ctypes struct for a rank-``rank`` memref (element type is irrelevant:
    both pointers are ``void*``)."""
    fields: list[tuple[str, object]] = [
        ("allocated", ctypes.c_void_p),
        ("aligned", ctypes.c_void_p),
        ("offset", ctypes.c_int64),
    ]
    if rank > 0:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields})


def c_strides(shape: Sequence[int]) -> tuple[int, ...]:
    """Row-major strides in elements."""
    out = []
    acc = 1
    for d in reversed(shape):
        out.append(acc)
        acc *= d
    return tuple(reversed(out))


def byte_strides(shape: Sequence[int], itemsize: int) -> tuple[int, ...]:
    return tuple(s * itemsize for s in c_strides(shape))


def empty_descriptor(t: TensorType) -> ctypes.Structure:
    """A descriptor with sizes/strides for ``t`` and a null data pointer."""
    d = descriptor_type(t.rank)()
    if t.rank:
        d.sizes[:] = list(t.static_shape)
        d.strides[:] = list(c_strides(t.static_shape))
    return d


# --- fast data pointer ------------------------------------------------------
#
# ``arr.ctypes.data`` costs ~0.75 µs here (it builds a helper object);
# reading the ``data`` field of the PyArrayObject directly costs ~0.08 µs.
# NumPy's struct starts with PyObject_HEAD followed by ``char *data`` — a
# layout that has been stable for decades — but we verify it at import and
# fall back to the slow path if it ever differs.

_DATA_OFFSET = 2 * ctypes.sizeof(ctypes.c_void_p)  # after ob_refcnt, ob_type
_from_address = ctypes.c_void_p.from_address


def _fast_data_pointer(a: np.ndarray) -> int:
    return _from_address(id(a) + _DATA_OFFSET).value or 0


def _slow_data_pointer(a: np.ndarray) -> int:
    return int(a.ctypes.data)


def _probe_fast_path() -> bool:
    if sys.implementation.name != "cpython" or hasattr(sys, "gettotalrefcount"):
        return False  # PyPy / debug builds have another object header
    try:
        for a in (np.zeros(3, np.float32), np.zeros((2, 5), np.int64)[1:], np.zeros(())):
            if _fast_data_pointer(a) != _slow_data_pointer(a):
                return False
    except Exception:
        return False
    return True


FAST_DATA_POINTER = _probe_fast_path()
data_pointer = _fast_data_pointer if FAST_DATA_POINTER else _slow_data_pointer
"""Address of an ndarray's first element (what goes into allocated/aligned)."""


def descriptor_for(a: np.ndarray) -> ctypes.Structure:
    """Descriptor viewing C-contiguous ``a`` (the caller keeps ``a`` alive)."""
    if not a.flags.c_contiguous:
        raise ValueError("memref descriptors are only built for C-contiguous arrays")
    d = descriptor_type(a.ndim)()
    p = data_pointer(a)
    d.allocated = p
    d.aligned = p
    d.offset = 0
    if a.ndim:
        d.sizes[:] = list(a.shape)
        d.strides[:] = list(c_strides(a.shape))
    return d
