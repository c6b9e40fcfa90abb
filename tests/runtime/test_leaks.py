"""A call leaks nothing: temporaries are on the stack or freed.

Two probes: RSS from /proc/self/statm (what the memory target is stated in) and, where
glibc offers ``mallinfo2``, the bytes malloc has handed out.  The second one
matters: a leaked block is often carved from memory the MLIR build already
freed, so RSS alone can stay flat for thousands of leaking calls.
"""

from __future__ import annotations

import ctypes
import os
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from kina_play.compiler.build import infer_signatures
from kina_play.compiler.cache import get_or_build
from kina_play.compiler.pipeline import DEFAULT_PIPELINE
from kina_play.runtime.module import NativeModule

MODULES = Path(__file__).parents[1] / "compiler" / "modules"
PAGE = os.sysconf("SC_PAGE_SIZE")

pytestmark = pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="needs /proc/self/statm")


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (n, ctypes.c_size_t)
        for n in "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost".split()
    ]


def _mallinfo2():
    try:
        f = ctypes.CDLL("libc.so.6").mallinfo2
    except (OSError, AttributeError):
        return None
    f.restype = _MallInfo2
    return f


MALLINFO2 = _mallinfo2()


def malloc_in_use() -> int:
    if MALLINFO2 is None:
        return 0
    m = MALLINFO2()
    return m.uordblks + m.hblkhd


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE


def growth_after(call, n: int, warmup: int = 500) -> tuple[int, int]:
    """(RSS growth, malloc'd-bytes growth) over ``n`` calls."""
    for _ in range(warmup):
        call()
    rss, heap = rss_bytes(), malloc_in_use()
    for _ in range(n):
        call()
    return rss_bytes() - rss, malloc_in_use() - heap


def assert_flat(call, n: int = 20_000) -> None:
    rss, heap = growth_after(call, n)
    assert rss < 1 << 20, f"RSS grew {rss} B over {n} calls"
    assert heap < 64 << 10, f"malloc'd bytes grew {heap} B over {n} calls"


def test_softmax_heap_temporaries_are_freed(native) -> None:
    # two 16 KiB heap temporaries and two small stack ones per call
    x = np.random.default_rng(0).random((1, 64, 64), dtype=np.float32)
    bound = native("model_ops").softmax.bind(x)
    assert_flat(bound.raw)


def test_while_loop_temporaries_are_freed(native) -> None:
    # every iteration allocates on the heap; 20k calls x 6 iterations
    h0 = np.full((2, 2), 0.5, np.float32)
    w = np.eye(2, dtype=np.float32)
    bound = native("loops").iterate.bind(h0, w, np.array(6, np.int64))
    assert_flat(bound.raw)
    i, h = bound()
    assert int(i) == 6


def test_checked_calls_with_calls_and_multi_results_do_not_grow(native) -> None:
    caller = native("calls").caller
    x = np.ones((2, 3), np.float32)
    assert_flat(lambda: caller(x))


def test_the_measurement_does_see_a_leak() -> None:
    """Control: without deallocation passes the same softmax leaks ~16 KiB per
    call, and the probes notice within a few hundred calls."""
    leaky = replace(
        DEFAULT_PIPELINE,
        name="leaky-no-dealloc",
        bufferize=tuple(
            p for p in DEFAULT_PIPELINE.bufferize if "dealloc" not in p and "promote-buffers" not in p
        ),
    )
    text = (MODULES / "model_ops.mlir").read_text()
    sigs = [s for s in infer_signatures(text) if s.symbol == "softmax"]
    mod = NativeModule(get_or_build(text, sigs, pipeline=leaky))
    x = np.random.default_rng(0).random((1, 64, 64), dtype=np.float32)
    assert max(growth_after(mod.softmax.bind(x).raw, 300, warmup=10)) > 1 << 20


@pytest.mark.parametrize("how", ["plain", "pooled", "call_into", "bind", "refused", "fallback"])
def test_every_call_style_frees_what_it_allocates(native, how: str) -> None:
    """The C helper's paths (and its hand-off to Python) hold no stray references."""
    f = native("calls").twice_and_sum
    x = np.ones((2, 3), np.float32)
    outs = f.empty_results()
    sub = x.view(type("Sub", (np.ndarray,), {}))  # a subclass: the C helper hands it to the Python check
    step = f.pooled()
    calls = {
        "plain": lambda: f(x),
        "pooled": lambda: step(x),
        "call_into": lambda: f.call_into((x,), outs),
        "bind": lambda: f.bind(x)(),
        "refused": lambda: pytest.raises(ValueError, f, x.astype(np.float64)),
        "fallback": lambda: f(sub),
    }
    assert_flat(calls[how], n=10_000)
