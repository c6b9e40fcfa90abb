"""``kina-play compile``: exit codes, the summary, the diagnostic format,
and no traceback for any user error."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from kina_play.cli import main

from .util import BAD, PROGRAMS, ROOT


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_compile_ok(capsys):
    code, out, err = run(capsys, "compile", str(PROGRAMS / "storylm0_generate.kina"), "--check-only")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == f"ok: {PROGRAMS / 'storylm0_generate.kina'}: 7 functions, 5 to compile"
    assert any(line.strip().startswith("decode<S>(") for line in lines)
    assert any(line.strip() == "@main main()" for line in lines)


@pytest.mark.parametrize("extra, flag", [(["-o", "x.so"], "-o"), (["--emit", "llvm"], "--emit")])
def test_compile_check_only_refuses_output_flags(capsys, tmp_path, extra, flag):
    path = str(PROGRAMS / "storylm0_generate.kina")
    code, out, err = run(capsys, "compile", path, "--check-only", *[str(tmp_path / a) if a == "x.so" else a for a in extra])
    assert code == 2 and f"{flag}: --check-only writes nothing" in err
    assert not (tmp_path / "x.so").exists()


def test_compile_with_instances_and_emit(capsys, tmp_path):
    path = str(PROGRAMS / "storylm0_generate.kina")
    code, out, err = run(capsys, "compile", path, "--instance", "decode<S=3>", "--instance", "prefill<4>",
                         "--check-only")
    assert code == 0
    assert "instance decode__S3:" in out and "instance prefill__P4:" in out
    dest = tmp_path / "gen.mlir"
    code, out, err = run(capsys, "compile", path, "--instance", "decode<S=3>", "--instance", "prefill<4>",
                         "--emit", "mlir", "-o", str(dest))
    assert code == 0 and out == ""
    text = dest.read_text()
    assert "func.func @decode__S3(" in text and "func.func @prefill__P4(" in text
    assert "-> (tensor<1x2x2x4xf32>, tensor<1x2x4x2xf32>, tensor<1x1x8xf32>)" in text


def test_compile_default_prints_mlir(capsys):
    code, out, err = run(capsys, "compile", str(PROGRAMS / "storylm0_generate.kina"))
    assert code == 0
    assert "func.func @decode_s2(" in out
    assert "-> (tensor<1x2x2x3xf32>, tensor<1x2x3x2xf32>, tensor<1x1x8xf32>)" in out


def test_compile_emit_so_and_llvm(capsys, tmp_path):
    path = str(PROGRAMS / "storylm0_generate.kina")
    so = tmp_path / "gen.so"
    code, out, _ = run(capsys, "compile", path, "--emit", "so", "-o", str(so))
    assert code == 0 and so.is_file() and "decode_s2" in out
    code, out, _ = run(capsys, "compile", path, "--emit", "llvm")
    assert code == 0 and "define void @_mlir_ciface_decode_s2(" in out
    code, out, _ = run(capsys, "compile", path, "--emit", "lowered")
    assert code == 0 and "llvm.func @_mlir_ciface_decode_s2(" in out


def test_reserved_function_name(capsys, tmp_path):
    src = tmp_path / "clash.kina"
    src.write_text("fn exp(x: f32[2]) -> f32[2] {\n    return x;\n}\n")
    code, out, err = run(capsys, "compile", str(src))
    assert code == 1 and f"{src}:1:4: error: function name 'exp' is reserved" in err


@pytest.mark.parametrize("name", ["_init", "_fini", "_DYNAMIC", "_GLOBAL_OFFSET_TABLE_", "stderr", "fprintf"])
def test_linker_and_support_code_names_are_reserved(capsys, tmp_path, name):
    # each of these linked (or crashed at load, at exit or in the call) before it was refused
    src = tmp_path / "clash.kina"
    src.write_text(f"fn {name}(x: f32[2]) -> f32[2] {{\n    return x;\n}}\n")
    code, out, err = run(capsys, "compile", str(src))
    assert code == 1 and f"{src}:1:4: error: function name '{name}' is reserved" in err
    assert "Traceback" not in err


def test_compile_error_format(capsys):
    path = BAD / "matmul_inner_dims.kina"
    code, out, err = run(capsys, "compile", str(path))
    assert code == 1 and out == ""
    assert err.splitlines() == [
        f"{path}:6:13: error: matmul: inner dims differ: f32[1, 1, 4] @ f32[1, 3, 4]",
        "        let q = matmul(x, wq);",
        "                ^~~~~~",
    ]


def test_compile_reports_every_function(capsys):
    code, _, err = run(capsys, "compile", str(BAD / "many_functions_all_reported.kina"))
    assert code == 1 and err.count(": error: ") == 3 and "Traceback" not in err


def test_refused_instance_is_a_program_error(capsys, tmp_path):
    """A size the program cannot take is the program's error, at its line."""
    src = tmp_path / "prog.kina"
    src.write_text("fn shrink<S>(k: f32[1, S]) -> f32[1, S - 2] {\n    return slice(k, axis = 1, start = 0, size = S - 2);\n}\n")
    code, _, err = run(capsys, "compile", str(src), "--instance", "shrink<S=2>")
    assert code == 1 and "shrink<S=2>:" in err and "every dim must be positive" in err


@pytest.mark.parametrize("request_, message", [
    ("decode<S=0>", "S must be a positive integer, got '0'"),
    ("decode<S=-1>", "S must be a positive integer, got '-1'"),
    ("decode<S=\u0663>", "S must be a positive integer"),  # an Arabic-Indic 3: Python's int() would take it
    ("decode<S=3,S=4>", "S is given twice"),
    ("decode<T=3>", "needs values for its shape parameters (S), got T=3"),
])
def test_a_bad_instance_flag_is_a_usage_error(capsys, request_, message):
    """No size below 1 exists in Kina: such a flag is refused as the flag's mistake (exit 2)."""
    code, _, err = run(capsys, "compile", str(PROGRAMS / "storylm0_generate.kina"), "--check-only",
                       "--instance", request_)
    assert code == 2 and message in err, err


@pytest.mark.parametrize(
    "argv,fragment",
    [(["compile"], "required"), (["compile", "a.kina", "--emit", "asm"], "invalid choice"),
     (["compile", "a.kina", "--bogus"], "unrecognized arguments"), (["--nope"], "unrecognized arguments")],
)
def test_bad_usage_exits_2(capsys, argv, fragment):
    code, _, err = run(capsys, *argv)
    assert code == 2 and fragment in err


@pytest.mark.parametrize(
    "spec,fragment",
    [("decode", "bad instance request"), ("nope<S=1>", "no function 'nope'"),
     ("decode_s2<S=1>", "not shape-generic"), ("decode<1, 2>", "shape parameters <S>")],
)
def test_bad_instance_requests_exit_2(capsys, spec, fragment):
    code, _, err = run(capsys, "compile", str(PROGRAMS / "storylm0_generate.kina"), "--instance", spec)
    assert code == 2 and fragment in err and "Traceback" not in err


def test_unreadable_input_exits_2(capsys, tmp_path):
    code, _, err = run(capsys, "compile", str(tmp_path / "missing.kina"))
    assert code == 2 and err.startswith("kina-play: error: cannot read") and "No such file" in err
    code, _, err = run(capsys, "compile", str(tmp_path))
    assert code == 2 and "cannot read" in err
    binary = tmp_path / "b.kina"
    binary.write_bytes(b"fn \xff\xfe")
    code, _, err = run(capsys, "compile", str(binary))
    assert code == 2 and "not UTF-8" in err


def test_help_exits_0(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "compile" in out and "export-checkpoint" in out
    code, out, _ = run(capsys, "compile", "--help")
    assert code == 0 and "--instance" in out


def test_bench_rejects_unknown_flags(capsys):
    code, _, err = run(capsys, "bench", "--fast")
    assert code == 2 and "unrecognized arguments: --fast" in err


@pytest.mark.parametrize(
    "argv,fragment",
    [(["run", "x.kina"], "required: --fn, --inputs, --out"),
     (["generate", "--tokens", "1021"], "--tokens: expected 0..1020"),
     (["generate", "--temperature", "warm"], "invalid float value"),
     (["train", "--epochs", "0"], "--epochs: expected a positive integer"),
     (["train", "--engine", "gpu"], "invalid choice"),
     (["--check", "a.kina"], "--check takes no files"),
     (["--check", "--demo"], "not allowed with argument")],
)
def test_other_subcommands_parse_their_flags(capsys, argv, fragment):
    code, _, err = run(capsys, *argv)
    assert code == 2 and fragment in err and "Traceback" not in err


@pytest.mark.parametrize("sub", ["run", "generate", "train", "export-checkpoint", "bench"])
def test_every_subcommand_has_help(capsys, sub):
    code, out, _ = run(capsys, sub, "--help")
    assert code == 0 and out.startswith(f"usage: kina-play {sub}")


def test_python_dash_m_and_console_script():
    path = str(PROGRAMS / "llm_generate.kina")
    p = subprocess.run([sys.executable, "-m", "kina_play", "compile", path, "--check-only"], capture_output=True, text=True, cwd=ROOT)
    assert p.returncode == 0 and p.stdout.startswith("ok: ")
    bad = str(BAD / "stray_character.kina")
    p = subprocess.run([sys.executable, "-m", "kina_play", "compile", bad], capture_output=True, text=True, cwd=ROOT)
    assert p.returncode == 1 and "stray character '%'" in p.stderr and "Traceback" not in p.stderr
    exe = shutil.which("kina-play")
    if exe is None:
        pytest.skip("the kina-play console script is not on PATH")
    p = subprocess.run([exe, "compile", path], capture_output=True, text=True, cwd=ROOT)
    assert p.returncode == 0
