"""The schedules of narrower CPUs, built and run on this one.

The tile sizes and vector widths come from the CPU at run time, so on an
AVX-512 machine the AVX2 and SSE2 schedules would otherwise never be
compiled by the suite.  ``$KINA_PLAY_VECTOR_TARGET`` forces them (in a
child process, since the host target is read once per process), and LLVM
then emits that machine's instruction set (no zmm register for AVX2, no
ymm for SSE2, checked in the disassembly); every result is compared with a
float64 NumPy evaluation of the same math.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

CHILD = r'''
import json, re, sys
import numpy as np
from kina_play.compiler.driver import load_text
from kina_play.compiler.pipeline import lower_to_llvm
from kina_play.compiler.target import host_target

SRC = """
fn attn(s: f32[2, 64, 96], mask: f32[1, 64, 96]) -> f32[2, 64, 96] {
    return softmax(s + broadcast(mask, shape = [2, 64, 96]), axis = 2);
}
fn norm(x: f32[128, 96], g: f32[96]) -> f32[128, 96] {
    let m = reduce_mean(x, axis = 1, keepdims = true);
    let d = x - m;
    let v = reduce_mean(d * d, axis = 1, keepdims = true);
    return d * rsqrt(v + 1e-5) * broadcast(g, shape = [128, 96]);
}
fn gelu(x: f32[64, 128]) -> f32[64, 128] {
    return 0.5 * x * (1.0 + erf(x * 0.70710677));
}
fn mm(a: f32[48, 64], b: f32[64, 80]) -> f32[48, 80] {
    return a @ b;
}
"""
rng = np.random.default_rng(7)
prog = load_text(SRC, "<targets>")
widths = sorted({int(w) for w in re.findall(r"vector<(\d+)xf32>", lower_to_llvm(prog.mlir([]), capture=True).text("llvm"))})
s = rng.standard_normal((2, 64, 96)).astype(np.float32)
mask = np.where(rng.random((1, 64, 96)) < 0.3, -1e9, 0.0).astype(np.float32)
x = rng.standard_normal((128, 96)).astype(np.float32)
g = rng.standard_normal(96).astype(np.float32)
xg = (rng.standard_normal((64, 128)) * 3).astype(np.float32)
a = rng.standard_normal((48, 64)).astype(np.float32)
b = rng.standard_normal((64, 80)).astype(np.float32)
z = s.astype(np.float64) + mask
e = np.exp(z - z.max(axis=2, keepdims=True))
x64 = x.astype(np.float64)
d = x64 - x64.mean(axis=1, keepdims=True)
from math import erf
want = {
    "attn": e / e.sum(axis=2, keepdims=True),
    "norm": d / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5) * g,
    "gelu": 0.5 * xg * (1.0 + np.vectorize(erf)(xg.astype(np.float64) * 0.70710677)),
    "mm": a.astype(np.float64) @ b,
}
got = {"attn": prog.native.fn("attn")(s, mask), "norm": prog.native.fn("norm")(x, g),
       "gelu": prog.native.fn("gelu")(xg), "mm": prog.native.fn("mm")(a, b)}
err = {k: float(np.max(np.abs(got[k] - want[k])) / max(1.0, float(np.max(np.abs(want[k]))))) for k in want}
# the machine code: every unit library this process loaded, disassembled
import subprocess
from pathlib import Path
from kina_play.compiler.build import _llvm_tool
libs = sorted({l.split()[-1] for l in open("/proc/self/maps") if "/v2/lib/" in l and l.rstrip().endswith(".so")})
asm = "".join(subprocess.run([str(Path(_llvm_tool("llc")).with_name("llvm-objdump")), "-d", "--no-show-raw-insn", lib],
                             capture_output=True, text=True, check=True).stdout for lib in libs)
registers = sorted({r for r in ("xmm", "ymm", "zmm") if re.search(r"%" + r + r"\d", asm)})
print(json.dumps({"target": host_target().name, "widths": widths, "err": err, "libs": len(libs), "registers": registers}))
'''


@pytest.mark.parametrize("target, lanes", [("avx2", 8), ("sse2", 4)])
def test_a_narrower_schedule_builds_and_agrees_with_float64(target: str, lanes: int, tmp_path) -> None:
    env = dict(os.environ, KINA_PLAY_VECTOR_TARGET=target)
    proc = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    res = json.loads(proc.stdout.strip().splitlines()[-1])
    assert res["target"] == target
    # the schedule really is the narrower one: its matmul tile (2 vectors) and
    # elementwise tile (4 vectors) are there, and AVX-512's elementwise tile
    # (4 × 16 lanes) is not (row-long vectors, 96 here, are the row's length)
    assert {2 * lanes, 4 * lanes} <= set(res["widths"]) and 64 not in res["widths"], res["widths"]
    for name, e in res["err"].items():
        assert e <= 2e-5, (name, e)
    # and LLVM emitted that machine's instruction set, on whatever host runs the test
    widest, too_wide = {"avx2": ("ymm", {"zmm"}), "sse2": ("xmm", {"ymm", "zmm"})}[target]
    assert res["libs"] >= 1 and widest in res["registers"], res
    assert not too_wide & set(res["registers"]), res


def test_an_unknown_vector_target_is_a_usage_error(tmp_path) -> None:
    src = tmp_path / "p.kina"
    src.write_text("fn f(x: f32[4]) -> f32[4] { return x + x; }\n")
    child = ("import sys\nfrom kina_play.cli import main\n"
             f"sys.exit(main(['compile', {str(src)!r}, '--emit', 'so', '-o', {str(tmp_path / 'p.so')!r}]))")
    proc = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True,
                          env=dict(os.environ, KINA_PLAY_VECTOR_TARGET="avx1024"), timeout=300)
    assert proc.returncode == 2, proc.stderr
    assert "$KINA_PLAY_VECTOR_TARGET: expected one of avx512, avx2, sse2, got 'avx1024'" in proc.stderr
    assert "Traceback" not in proc.stderr
