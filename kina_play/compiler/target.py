"""The host's vector unit, read at run time, and the tile sizes it implies.

The schedule (:mod:`.vectorize`) must fit the register file it runs on: an
8×32 f32 tile of accumulators is 16 of AVX-512's 32 zmm registers, but with
AVX2's 16 ymm registers the same tile spills on every k step (over 700
spill/reload instructions in the D = 256 forward).  So the tile is derived
from two numbers, the vector width and the register count, and the function
that does it is pure (:func:`matmul_tile`), so that every target can be
tested on any machine.  The cache key already carries the CPU model and a
hash of its feature flags (:func:`.cache.host_cpu_id`), so a ``.so`` built
for one target is never loaded on another.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass

from ..errors import UsageError


@dataclass(frozen=True)
class VectorTarget:
    """What the schedule needs to know about the host's SIMD unit."""

    name: str
    lanes: int
    """f32 lanes per vector register (16 for zmm, 8 for ymm, 4 for xmm)."""
    registers: int
    """Architectural vector registers (32 with AVX-512, else 16 on x86-64)."""
    fma: bool
    llvm_cpu: str
    """The CPU LLVM emits for when this target is forced: the x86-64
    micro-architecture level that has exactly this vector unit."""


AVX512 = VectorTarget("avx512", lanes=16, registers=32, fma=True, llvm_cpu="x86-64-v4")
AVX2 = VectorTarget("avx2", lanes=8, registers=16, fma=True, llvm_cpu="x86-64-v3")
SSE2 = VectorTarget("sse2", lanes=4, registers=16, fma=False, llvm_cpu="x86-64")
TARGETS: dict[str, VectorTarget] = {t.name: t for t in (AVX512, AVX2, SSE2)}


def target_from_flags(flags: frozenset[str] | set[str]) -> VectorTarget:
    """The vector target for a set of ``/proc/cpuinfo`` flags.

    AVX-512F with VL gives 32 zmm; AVX2 + FMA gives 16 ymm; anything else
    on x86-64 has at least SSE2 (16 xmm).  Other architectures are treated
    as 4-lane, 16-register machines (a conservative tile that never spills).
    """
    if {"avx512f", "avx512vl"} <= flags:
        return AVX512
    if {"avx2", "fma"} <= flags:
        return AVX2
    return SSE2


@functools.lru_cache(maxsize=None)
def host_target() -> VectorTarget:
    """The target of the CPU this process runs on (read from /proc/cpuinfo),
    or the one ``$KINA_PLAY_VECTOR_TARGET`` names (``avx512``, ``avx2``,
    ``sse2``).

    Why the override: the code of a narrower machine (an AVX2 laptop, CI
    without AVX-512) can then be built and checked on any host that has at
    least that vector unit: the schedule takes that machine's tiles, and
    LLVM emits for that machine's instruction set (:func:`llvm_cpu`), so
    no wider instruction is used.  The name is part of the cache key
    (:class:`.passes.Pipeline`), so the two never share a library."""
    forced = os.environ.get("KINA_PLAY_VECTOR_TARGET")
    if forced:
        if forced not in TARGETS:
            raise UsageError(f"$KINA_PLAY_VECTOR_TARGET: expected one of {', '.join(TARGETS)}, got {forced!r}")
        return TARGETS[forced]
    flags: set[str] = set()
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key.strip() in ("flags", "Features"):
                    flags = set(value.split())
                    break
    except OSError:
        pass
    return target_from_flags(frozenset(flags))


MATMUL_VECTORS_PER_ROW = 2
"""Accumulator vectors per tile row: two keep two FMA ports busy per
broadcast of an A element."""
MAX_MATMUL_ROWS = 8
"""Rows beyond 8 gain nothing measurable (the loads of B are already
amortized) and make more shapes fall back to a smaller divisor."""


def matmul_tile(target: VectorTarget) -> tuple[int, int]:
    """(m, n) register tile of a contraction for ``target``.

    The k loop keeps ``m × v`` accumulators (``v`` =
    :data:`MATMUL_VECTORS_PER_ROW` vectors of ``lanes`` floats), ``v``
    vectors of B and one broadcast of A live: ``m·v + v + 1 ≤ registers``.
    AVX-512: 8 × 32 (19 of 32 zmm); AVX2: 6 × 16 (15 of 16 ymm); SSE2:
    6 × 8.
    """
    v = MATMUL_VECTORS_PER_ROW
    m = min(MAX_MATMUL_ROWS, (target.registers - v - 1) // v)
    return m, v * target.lanes


def elementwise_width(target: VectorTarget) -> int:
    """Inner tile of elementwise ops: four vectors (enough independent work
    to hide the latency of a polynomial's dependent FMAs)."""
    return 4 * target.lanes


def llvm_cpu() -> str:
    """``-mcpu`` for LLVM: the host's own CPU (``native``), or, when
    ``$KINA_PLAY_VECTOR_TARGET`` forces a target, that target's
    micro-architecture level (e.g. ``x86-64-v3`` for AVX2)."""
    if os.environ.get("KINA_PLAY_VECTOR_TARGET"):
        return host_target().llvm_cpu
    return "native"
