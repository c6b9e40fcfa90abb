"""The tile chooser, as a pure function of the vector target (no test here
depends on the CPU it runs on)."""

from __future__ import annotations

import pytest

from kina_play.compiler.target import AVX2, AVX512, SSE2, TARGETS, elementwise_width, matmul_tile, target_from_flags
from kina_play.compiler.vectorize import tile_sizes


def test_targets_from_cpu_flags() -> None:
    assert target_from_flags({"sse2", "avx", "avx2", "fma", "avx512f", "avx512vl"}) is AVX512
    assert target_from_flags({"sse2", "avx", "avx2", "fma"}) is AVX2
    assert target_from_flags({"sse2", "avx", "avx2", "fma", "avx512f"}) is AVX2  # no VL: stay on ymm
    assert target_from_flags({"sse2", "avx"}) is SSE2
    assert target_from_flags(set()) is SSE2


@pytest.mark.parametrize("target", TARGETS.values(), ids=lambda t: t.name)
def test_matmul_tile_fits_the_register_file(target) -> None:  # type: ignore[no-untyped-def]
    m, n = matmul_tile(target)
    vectors = n // target.lanes
    assert n % target.lanes == 0 and vectors >= 2
    # accumulators + one row of B + one broadcast of A, all in registers
    assert m * vectors + vectors + 1 <= target.registers
    assert m >= 4


def test_tiles_per_target() -> None:
    assert matmul_tile(AVX512) == (8, 32)
    assert matmul_tile(AVX2) == (6, 16)
    assert matmul_tile(SSE2) == (6, 8)
    assert [elementwise_width(t) for t in (AVX512, AVX2, SSE2)] == [64, 32, 16]


@pytest.mark.parametrize("target", TARGETS.values(), ids=lambda t: t.name)
def test_tile_sizes_divide_the_loops(target) -> None:  # type: ignore[no-untyped-def]
    for ranges in ([256, 256, 256], [1, 256, 512, 256], [8, 256, 256, 32], [255, 200, 17], [17, 127, 5]):
        tiles = tile_sizes("mm", ranges, target)
        if tiles is None:
            continue
        *_, tm, tn, tk = tiles
        assert ranges[-3] % tm == 0 and ranges[-2] % tn == 0 and tk == 1
        assert tm <= matmul_tile(target)[0] and tn <= max(matmul_tile(target)[1], 4 * target.lanes)
    # AVX2 on M = 256: 6 does not divide, the next divisor below it is used
    assert tile_sizes("mm", [256, 256, 256], AVX2) == [4, 16, 1]
    assert tile_sizes("mm", [256, 256, 256], AVX512) == [8, 32, 1]
    # elementwise: one row, the widest dividing inner tile
    assert tile_sizes("ew", [3, 256], AVX2) == [1, 32]
    assert tile_sizes("ew", [3, 17], AVX512) == [1, 17]
    assert tile_sizes("red", [3, 17], SSE2) == [1, 0]
    # widths without a power-of-two divisor: the largest divisor that still fills vectors
    assert tile_sizes("ew", [3, 500], AVX512) == [1, 50]
    assert tile_sizes("ew", [3, 1000], AVX2) == [1, 8]  # 8 divides 1000
    assert tile_sizes("ew", [3, 250], AVX2) == [1, 25]
    # a prime width no tile divides: the whole row, up to 16 vectors; longer rows stay scalar
    assert tile_sizes("ew", [8, 47], AVX2) == [1, 47]
    assert tile_sizes("ew", [8, 82], AVX2) == [1, 82]  # 2 × 41: no divisor from 4 to 32 either
    assert tile_sizes("ew", [8, 127], AVX2) == [1, 127]
    assert tile_sizes("ew", [8, 131], AVX2) is None
    assert tile_sizes("ew", [8, 131], AVX512) == [1, 131]
    assert tile_sizes("ew", [8, 67], SSE2) is None
    assert tile_sizes("mm", [64, 500, 64], AVX512) == [8, 25, 1]
