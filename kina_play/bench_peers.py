"""The bench's peer comparison: the default compiled forward against
``jax.jit`` (XLA CPU) and NumPy + BLAS, at real widths, with the machine's
measured FMA peak.

Everything runs in the bench's process on the same inputs, the sides'
repeats taken in turn (:meth:`.bench.Timer.interleaved`), so a burst of
load on a shared machine slows them alike.  jax is an
optional extra (``pip install -e '.[peers]'``); without it the jax figures
are ``null`` and ``peers.jax.available`` is false.  Threads: the compiled
forward's large matmuls are split across the runtime's pool (one thread per
usable core, OpenBLAS at 1 thread per task: :mod:`.runtime.matmul_pool`),
and so are the row loops of its large elementwise ops, reductions and fused
row groups (:mod:`.compiler.parallel`); smaller work runs on the calling
thread.  NumPy uses OpenBLAS at its own thread count; XLA uses its own
intra-op pool (one thread per core).  Each entry says so.

The peak is measured, not looked up: a generated kernel of independent
vector FMAs (as wide as the host's vectors, :mod:`.compiler.target`) runs
on 1 thread and on every usable core at once; GFLOP/s = 2 × lanes ×
accumulators × iterations / time.
"""

from __future__ import annotations

import statistics
import threading
import time
from typing import TYPE_CHECKING, Any, Callable

import numpy as np

from .cores import usable_cores

if TYPE_CHECKING:
    from .bench import Timer

WIDTHS: tuple[tuple[int, int, int, int], ...] = (
    (256, 8, 256, 512),  # the target's D 256 / T 256 / V 512
    (192, 6, 200, 500),  # not powers of two
    (320, 10, 120, 1000),
)
QUICK_WIDTHS = WIDTHS[:2]
TARGETS = {"jax_over_compiled": 1.0, "share_of_peak": 0.6, "numpy_over_compiled": 1.5}

FMA_ACCUMULATORS = 12
"""Independent FMA chains: ≥ latency (4) × ports (2), and with the two
constants still inside AVX2's 16 registers."""
FMA_ITERATIONS = 2_000_000


def fma_kernel_mlir(lanes: int, accumulators: int = FMA_ACCUMULATORS, iterations: int = FMA_ITERATIONS) -> str:
    """``@fma_peak(x: tensor<lanes x f32>) -> tensor<lanes x f32>``: ``accumulators``
    independent chains ``a = a * m + c`` for ``iterations`` steps, summed."""
    v = f"vector<{lanes}xf32>"
    accs = [f"%a{i}" for i in range(accumulators)]
    body = "\n".join(f"      %n{i} = vector.fma %a{i}, %m, %c : {v}" for i in range(accumulators))
    total = ["%r#0"]
    lines = []
    for i in range(1, accumulators):
        lines.append(f"    %s{i} = arith.addf {total[-1]}, %r#{i} : {v}")
        total.append(f"%s{i}")
    return f"""
module {{
  func.func @fma_peak(%x: tensor<{lanes}xf32>) -> tensor<{lanes}xf32> attributes {{llvm.emit_c_interface}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant {iterations} : index
    %pad = arith.constant 0.0 : f32
    %x0 = vector.transfer_read %x[%c0], %pad {{in_bounds = [true]}} : tensor<{lanes}xf32>, {v}
    %m = arith.constant dense<0.999999> : {v}
    %c = arith.constant dense<1.0e-6> : {v}
    %r:{accumulators} = scf.for %i = %c0 to %n step %c1 iter_args({", ".join(f"{a} = %x0" for a in accs)}) -> ({", ".join([v] * accumulators)}) {{
{body}
      scf.yield {", ".join(f"%n{i}" for i in range(accumulators))} : {", ".join([v] * accumulators)}
    }}
{chr(10).join(lines)}
    %e = tensor.empty() : tensor<{lanes}xf32>
    %w = vector.transfer_write {total[-1]}, %e[%c0] {{in_bounds = [true]}} : {v}, tensor<{lanes}xf32>
    return %w : tensor<{lanes}xf32>
  }}
}}
"""


def fma_runner(threads: int) -> tuple[Callable[[], float], float, int]:
    """``(run, flop, lanes)``: ``run()`` runs the FMA kernel once on each of
    ``threads`` threads at once and returns the seconds it took; ``flop`` is
    what one ``run()`` computes."""
    from .compiler.build import infer_signatures
    from .compiler.cache import get_or_build
    from .compiler.target import host_target
    from .runtime.module import BoundCall, NativeModule

    lanes = host_target().lanes
    text = fma_kernel_mlir(lanes)
    fn = NativeModule(get_or_build(text, infer_signatures(text), stem="fma_peak")).function("fma_peak")
    x = np.ones(lanes, np.float32)
    fn.bind(x)()
    local = [fn.bind(x) for _ in range(threads)]

    def run() -> float:
        barrier = threading.Barrier(threads + 1)

        def work(s: BoundCall) -> None:
            barrier.wait()
            s.raw()

        ts = [threading.Thread(target=work, args=(s,)) for s in local]
        for t in ts:
            t.start()
        barrier.wait()
        t0 = time.perf_counter()
        for t in ts:
            t.join()
        return time.perf_counter() - t0

    return run, threads * 2.0 * lanes * FMA_ACCUMULATORS * FMA_ITERATIONS, lanes


def measure_fma_peak(threads: int, runner: tuple[Callable[[], float], float, int] | None = None) -> dict[str, Any]:
    """GFLOP/s of the FMA kernel on 1 thread and on ``threads`` threads at once
    (best of 3 each); ``runner``: :func:`fma_runner` for ``threads``, if the caller has one."""
    run1, flop1, lanes = fma_runner(1)
    runs, flops, _ = runner or fma_runner(threads)
    one = max(flop1 / run1() / 1e9 for _ in range(3))
    many = max(flops / runs() / 1e9 for _ in range(3))
    return {"gflops_1_thread": one, "gflops_all_cores": many, "threads": threads, "lanes": lanes,
            "accumulators": FMA_ACCUMULATORS, "how": "generated vector.fma chains, best of 3"}


def compiled_threads(uses_blas: bool) -> str:
    """What the compiled forward ran on, for the bench JSON."""
    from .compiler import parallel
    from .runtime import matmul_pool

    pool = matmul_pool.threads()
    if pool is None:
        return "1 thread (no runtime pool: generated loops only)"
    loops = (f"row loops of >= {parallel.MIN_WORK} iterations: kina pool, {pool} threads;"
             " smaller loops: 1 thread")
    if not uses_blas:
        return f"matmuls: generated loops, 1 thread (no BLAS); {loops}"
    return (f"matmuls of >= {matmul_pool.PARALLEL_MIN_WORK} multiply-adds: kina pool, {pool} threads"
            f" (OpenBLAS 1 thread per task); smaller matmuls: OpenBLAS, 1 thread; {loops}")


def jax_forward(D: int, H: int, T: int) -> Callable[..., Any] | None:
    """The scaled forward as a ``jax.jit`` function, or None without jax."""
    try:
        import jax
    except ImportError:
        return None
    dh = D // H

    def f(tokens: Any, mask: Any, embed: Any, wq: Any, wk: Any, wv: Any, wo: Any, lm_head: Any, scale: Any) -> Any:
        x = embed[tokens]
        q = (x @ wq).reshape(1, T, H, dh).transpose(0, 2, 1, 3)
        kT = (x @ wk).reshape(1, T, H, dh).transpose(0, 2, 3, 1)
        v = (x @ wv).reshape(1, T, H, dh).transpose(0, 2, 1, 3)
        p = jax.nn.softmax((q @ kT) * scale + mask, axis=3)
        ctx = (p @ v).transpose(0, 2, 1, 3).reshape(1, T, D)
        return (x + ctx @ wo) @ lm_head

    return jax.jit(f)


def forward_flop(D: int, H: int, T: int, V: int) -> float:
    """Matmul FLOP of the scaled forward (2 per multiply-add)."""
    return 2.0 * T * D * D * 4 + 2.0 * H * T * T * (D // H) * 2 + 2.0 * T * D * V


def bench_peers(timer: Timer) -> dict[str, Any]:
    """The ``peers`` block of the bench JSON (see the module docstring)."""
    from .bench import numpy_scaled_forward, scaled_forward_source, scaled_inputs
    from .compiler.driver import load_text

    from .compiler import parallel
    from .runtime import matmul_pool
    from .runtime.blas_threads import controls
    from .runtime.blas_threads import pinned as blas_threads_pinned

    cores = usable_cores()
    blas = controls()
    blas_threads = blas[1]() if blas else None
    pool_threads = matmul_pool.threads()
    jax_version = None
    try:
        import jax

        jax_version = jax.__version__
    except ImportError:
        pass
    runner = fma_runner(cores)
    peak_run, peak_flop, _ = runner
    peak = measure_fma_peak(cores, runner)
    rows = []
    quick = timer.quick
    for D, H, T, V in QUICK_WIDTHS if quick else WIDTHS:
        args = scaled_inputs(D, H, T, V)
        prog = load_text(scaled_forward_source(D, H, T, V), f"<bench:forward_{D}_{T}_{V}.kina>")
        step = prog.native.function("forward").bind(*args)
        np_fwd = numpy_scaled_forward(D, H, T)
        want = np_fwd(*args)
        row: dict[str, Any] = {"widths": {"D": D, "H": H, "T": T, "V": V}, "gflop": forward_flop(D, H, T, V) / 1e9}
        row["max_abs_diff_compiled_vs_numpy"] = float(np.max(np.abs(step() - want)))
        reps, rep_s = (5, 0.02) if quick else (11, 0.1)
        # the FMA kernel on every core, timed in turn with the forwards: the share
        # of the peak then compares the two in the same moments of a shared machine
        # (its own clock, inside the threads' barrier: thread start-up does not lower the peak)
        peak_times: list[float] = []
        sides: dict[str, Callable[[], Any]] = {"compiled": step, "numpy": lambda: np_fwd(*args),
                                               "peak": lambda: peak_times.append(peak_run())}
        jf = jax_forward(D, H, T)
        if jf is not None:
            import jax.numpy as jnp

            jargs = [jnp.asarray(a) for a in args]
            run = lambda: jf(*jargs).block_until_ready()  # noqa: E731
            row["max_abs_diff_jax_vs_numpy"] = float(np.max(np.abs(np.asarray(run()) - want)))
            sides["jax"] = run
        tasks_before = matmul_pool.tasks()
        times = timer.interleaved(sides, reps=reps, rep_s=rep_s)  # only the compiled side runs pool tasks
        split, by_workers = (a - b for a, b in zip(matmul_pool.tasks(), tasks_before))
        # what share of the split matmul work the pool's other threads took in this run
        row["compiled_worker_task_share"] = by_workers / split if split else None
        row["compiled_ms"], row["numpy_ms"] = times["compiled"] * 1e3, times["numpy"] * 1e3
        row["jax_ms"] = times["jax"] * 1e3 if "jax" in times else None
        if (blas is not None and blas_threads and blas_threads > 1) or (pool_threads or 1) > 1:
            # The same two on one thread each (the compiled forward's pool and
            # NumPy's OpenBLAS): what the extra threads bring, in this run.
            with matmul_pool.limited(1), blas_threads_pinned(1):
                one = timer.interleaved({"compiled": step, "numpy": lambda: np_fwd(*args)}, reps=reps, rep_s=rep_s)
                row["compiled_ms_1_blas_thread"] = one["compiled"] * 1e3
                row["numpy_ms_1_blas_thread"] = one["numpy"] * 1e3
        row["compiled_gflops"] = row["gflop"] / row["compiled_ms"] * 1e3
        row["fma_peak_gflops_same_window"] = peak_flop / statistics.median(peak_times) / 1e9
        row["share_of_peak"] = row["compiled_gflops"] / row["fma_peak_gflops_same_window"]
        row["share_of_best_peak"] = row["compiled_gflops"] / peak["gflops_all_cores"]
        row["jax_share_of_peak"] = (None if row["jax_ms"] is None
                                    else row["gflop"] / row["jax_ms"] * 1e3 / row["fma_peak_gflops_same_window"])
        row["jax_over_compiled"] = None if row["jax_ms"] is None else row["jax_ms"] / row["compiled_ms"]
        row["numpy_over_compiled"] = row["numpy_ms"] / row["compiled_ms"]
        row["threads"] = {
            "compiled": compiled_threads(prog.native.uses_blas),
            "numpy": f"OpenBLAS, {blas_threads} threads",
            "jax": None if jf is None else f"XLA CPU intra-op pool, {cores} threads",
        }
        rows.append(row)
    first = rows[0]

    def ge(v: float | None, t: float) -> bool | None:
        return None if v is None else v >= t

    return {
        "jax": {"available": jax_version is not None, "version": jax_version},
        "cores": cores,
        "openblas_threads": blas_threads,
        "compiled_matmul_threads": pool_threads,
        "compiled_parallel_min_work": matmul_pool.PARALLEL_MIN_WORK,
        "compiled_parallel_loop_min_work": parallel.MIN_WORK,
        "fma_peak": peak,
        "forward": rows,
        "targets": {
            "jax/compiled >= 1.0 (every width)": (None if any(r["jax_over_compiled"] is None for r in rows)
                                                  else all(r["jax_over_compiled"] >= 1.0 for r in rows)),
            "share of peak >= 0.6 (D 256)": ge(first["share_of_peak"], TARGETS["share_of_peak"]),
            "numpy/compiled >= 1.5 (D 256)": ge(first["numpy_over_compiled"], TARGETS["numpy_over_compiled"]),
        },
    }


def format_peers(p: dict[str, Any]) -> list[str]:
    """Lines of the human table for the ``peers`` block."""
    pk = p["fma_peak"]
    lines = [
        f"peers (jax {'v' + p['jax']['version'] if p['jax']['available'] else 'absent: pip install -e .[peers]'};"
        f" NumPy's OpenBLAS {p['openblas_threads']} threads; compiled matmul pool"
        f" {p.get('compiled_matmul_threads')} threads; {p['cores']} cores)",
        f"  measured FMA peak: {pk['gflops_1_thread']:.0f} GFLOP/s on 1 thread,"
        f" {pk['gflops_all_cores']:.0f} on {pk['threads']}",
    ]
    for r in p["forward"]:
        w = r["widths"]
        jax_ms = "n/a" if r["jax_ms"] is None else f"{r['jax_ms']:.2f} ms"
        ratio = "n/a" if r["jax_over_compiled"] is None else f"{r['jax_over_compiled']:.2f}×"
        lines.append(
            f"  forward D {w['D']} T {w['T']} V {w['V']}: compiled {r['compiled_ms']:.2f} ms"
            f" ({r['compiled_gflops']:.0f} GFLOP/s, {100 * r['share_of_peak']:.0f}% of the"
            f" {r['fma_peak_gflops_same_window']:.0f} GFLOP/s peak timed with it,"
            f" {100 * r['share_of_best_peak']:.0f}% of the best),"
            f" jax {jax_ms}, numpy {r['numpy_ms']:.2f} ms; jax/compiled {ratio},"
            f" numpy/compiled {r['numpy_over_compiled']:.2f}×"
        )
        if r.get("compiled_worker_task_share") is not None:
            lines.append(f"    share of the split matmul tasks the pool's other threads ran:"
                         f" {100 * r['compiled_worker_task_share']:.0f}%")
        if "compiled_ms_1_blas_thread" in r:
            lines.append(f"    both on 1 thread: compiled {r['compiled_ms_1_blas_thread']:.2f} ms,"
                         f" numpy {r['numpy_ms_1_blas_thread']:.2f} ms")
    for k, v in p["targets"].items():
        lines.append(f"  {k}: {'–' if v is None else ('✓' if v else '✗')}")
    return lines
