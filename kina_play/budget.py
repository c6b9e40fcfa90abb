"""The memory budget: the most bytes one tensor may take.

One number, shared by the type checker (a tensor type larger than this is a
compile error) and the input reader (an ``.npz`` array larger than this is
refused before it is inflated): :data:`DEFAULT_MAX_TENSOR_BYTES` (4 GiB),
overridden by ``$KINA_PLAY_MAX_TENSOR_BYTES`` (a positive integer number of
bytes, at most 2**62).
"""

from __future__ import annotations

import os

from .errors import UsageError

MAX_TENSOR_BYTES_ENV = "KINA_PLAY_MAX_TENSOR_BYTES"
DEFAULT_MAX_TENSOR_BYTES = 4 << 30
HARD_CAP = 1 << 62  # element counts and byte sizes stay far from int64 overflow


def max_tensor_bytes() -> int:
    """The per-tensor budget in bytes (see the module docstring)."""
    raw = os.environ.get(MAX_TENSOR_BYTES_ENV, "").strip()
    if not raw:
        return DEFAULT_MAX_TENSOR_BYTES
    try:
        value = int(raw.replace("_", ""))
    except ValueError:
        value = 0
    if not 0 < value <= HARD_CAP:
        raise UsageError(f"${MAX_TENSOR_BYTES_ENV}: expected a positive number of bytes up to 2**62, got {raw!r}")
    return value
