"""The headless CLI: run, generate, train, export, --check."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from kina_play.cli import main
from kina_play.storylm0 import reference, spec
from kina_play.storylm0.weights import fixtures_dir, load_checkpoint, patterned_v0

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "programs"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    cap = capsys.readouterr()
    return code, cap.out, cap.err


def weights_inputs(w) -> dict[str, np.ndarray]:
    return dict(zip(spec.WEIGHT_NAMES, w.as_kina_args()))


# ------------------------------------------------------------------ run


def test_run_decode_s2_equals_reference(capsys, tmp_path):
    w = patterned_v0()
    rng = np.random.default_rng(0)
    k = rng.standard_normal((1, 2, 2, 2)).astype(np.float32)
    v = rng.standard_normal((1, 2, 2, 2)).astype(np.float32)
    ids = np.array([[5]], dtype=np.int64)
    np.savez(tmp_path / "in.npz", token_ids=ids, k_past=k, v_past=v, **weights_inputs(w))
    code, out, err = run(capsys, "run", str(PROGRAMS / "storylm0_generate.kina"), "--fn", "decode_s2",
                         "--inputs", str(tmp_path / "in.npz"), "--out", str(tmp_path / "out.npz"))
    assert code == 0, err
    got = np.load(tmp_path / "out.npz")
    for i, want in enumerate(reference.decode_step(ids, k, v, w)):
        np.testing.assert_allclose(got[f"out{i}"], want, atol=1e-5)


def test_run_generic_instance_from_shapes(capsys, tmp_path):
    w = load_checkpoint(fixtures_dir())
    toks = np.array([[1, 2, 3, 4, 5, 6, 1]], dtype=np.int64)
    np.savez(tmp_path / "in.npz", tokens=toks, mask=reference.causal_mask(7), **weights_inputs(w))
    code, out, err = run(capsys, "run", str(PROGRAMS / "storylm0_forward.kina"), "--fn", "forward",
                         "--inputs", str(tmp_path / "in.npz"), "--out", str(tmp_path / "out.npz"))
    assert code == 0, err
    assert "forward__T7" in out
    np.testing.assert_allclose(np.load(tmp_path / "out.npz")["out0"], reference.forward(toks, w), atol=1e-5)


def test_run_nll_grad(capsys, tmp_path):
    w = patterned_v0()
    tokens, targets = spec.window(1)
    np.savez(tmp_path / "in.npz", tokens=tokens, targets=targets, mask=reference.causal_mask(36), **weights_inputs(w))
    code, _, err = run(capsys, "run", str(PROGRAMS / "storylm0_nll_step.kina"), "--fn", "nll_grad",
                       "--inputs", str(tmp_path / "in.npz"), "--out", str(tmp_path / "out.npz"))
    assert code == 0, err
    got = np.load(tmp_path / "out.npz")
    loss, grads = reference.nll_grad(tokens, targets, w)
    assert abs(float(got["out0"]) - loss) < 1e-3
    for i, n in enumerate(spec.TRAINED_NAMES, start=1):
        np.testing.assert_allclose(got[f"out{i}"].reshape(spec.HOST_SHAPES[n]), grads[n], atol=2e-3)


@pytest.mark.parametrize(
    "mutate, fragment",
    [
        (lambda d: d.pop("v_past"), "missing v_past"),
        (lambda d: d.__setitem__("k_past", np.zeros((1, 2, 2, 3), np.float32)), "k_past: expected f32[1, 2, 2, 2], found float32[1, 2, 2, 3]"),  # refused from the header
        (lambda d: d.__setitem__("token_ids", np.array([[9]], np.int64)), "token_ids"),
        (lambda d: d.__setitem__("extra", np.zeros(1)), "unexpected extra"),
    ],
)
def test_run_bad_inputs_exit_2(capsys, tmp_path, mutate, fragment):
    d = dict(token_ids=np.array([[1]], np.int64), k_past=np.zeros((1, 2, 2, 2), np.float32),
             v_past=np.zeros((1, 2, 2, 2), np.float32), **weights_inputs(patterned_v0()))
    mutate(d)
    np.savez(tmp_path / "in.npz", **d)
    code, _, err = run(capsys, "run", str(PROGRAMS / "storylm0_generate.kina"), "--fn", "decode_s2",
                       "--inputs", str(tmp_path / "in.npz"), "--out", str(tmp_path / "o.npz"))
    assert code == 2 and fragment in err and "Traceback" not in err
    assert not (tmp_path / "o.npz").exists()


def test_run_unknown_function_and_missing_file(capsys, tmp_path):
    code, _, err = run(capsys, "run", str(PROGRAMS / "storylm0_generate.kina"), "--fn", "nope",
                       "--inputs", str(tmp_path / "x.npz"), "--out", str(tmp_path / "o.npz"))
    assert code == 2 and "no function 'nope'" in err
    code, _, err = run(capsys, "run", str(tmp_path / "none.kina"), "--fn", "f",
                       "--inputs", "x.npz", "--out", "o.npz")
    assert code == 2 and "none.kina" in err


# ------------------------------------------------------------- generate


def test_generate_greedy_v1_prints_ids_and_text(capsys):
    code, out, _ = run(capsys, "generate")
    assert code == 0
    assert f"ids: {list(spec.LOCKED_36)}" in out.splitlines()
    assert f"text: {spec.LOCKED_TEXT}" in out.splitlines()


def test_generate_kv_cache_trace(capsys, tmp_path):
    trace = tmp_path / "t.jsonl"
    code, out, _ = run(capsys, "generate", "--checkpoint", "v0", "--kv-cache", "--trace", str(trace))
    assert code == 0
    recs = [json.loads(line) for line in trace.read_text().splitlines()]
    assert len(recs) == 32 and recs[0]["fn"] == "prefill__P4" and recs[1]["fn"] == "decode__S4"
    assert recs[1]["k_shape"] == [1, 2, 2, 5]
    code2, out2, _ = run(capsys, "generate", "--checkpoint", "v0")
    ids = [line for line in out.splitlines() if line.startswith("ids: ")]
    assert ids == [line for line in out2.splitlines() if line.startswith("ids: ")]


def test_generate_sampled_trace_has_noise(capsys, tmp_path):
    trace = tmp_path / "t.jsonl"
    code, out, _ = run(capsys, "generate", "--checkpoint", "v0", "--sample", "--seed", "3", "--tokens", "5",
                       "--trace", str(trace))
    assert code == 0
    recs = [json.loads(line) for line in trace.read_text().splitlines()]
    assert len(recs) == 5 and all(len(r["noise"]) == 8 and r["mode"] == "sampled" for r in recs)


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["--prompt", "once upon a dragon"], "dragon"),
        (["--tokens", "2000"], "--tokens"),
        (["--sample", "--temperature", "0"], "--temperature 0 with --sample"),
        (["--temperature", "-1"], "--temperature must be a finite number ≥ 0"),
        (["--checkpoint", "/nonexistent/ckpt"], "nonexistent"),
    ],
)
def test_generate_bad_usage(capsys, argv, fragment):
    code, _, err = run(capsys, "generate", *argv)
    assert code == 2 and fragment in err and "Traceback" not in err


def test_generate_refuses_tampered_checkpoint(capsys, tmp_path):
    for f in fixtures_dir().iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    m = json.loads((tmp_path / "trained_manifest.json").read_text())
    m["npz_sha256"] = "0" * 64
    (tmp_path / "trained_manifest.json").write_text(json.dumps(m))
    code, _, err = run(capsys, "generate", "--checkpoint", str(tmp_path))
    assert code == 2 and "sha256" in err


# --------------------------------------------------------- train, export


def test_train_compiled_writes_a_loadable_checkpoint(capsys, tmp_path):
    code, out, err = run(capsys, "train", "--engine", "compiled", "--out", str(tmp_path))
    assert code == 0, err
    assert "✓ trained-v1 lock" in out
    losses = [float(line.split()[-1]) for line in out.splitlines() if line.startswith("epoch")]
    assert len(losses) == 40 and losses[-1] < losses[0]
    w = load_checkpoint(tmp_path)
    v1 = load_checkpoint(fixtures_dir())
    for n in spec.TRAINED_NAMES:
        np.testing.assert_allclose(w[n], v1[n], atol=1e-3)


def test_train_divergence_writes_nothing(capsys, tmp_path):
    code, _, err = run(capsys, "train", "--lr", "50", "--out", str(tmp_path / "ck"))
    assert code == 1 and err.startswith("kina-play: error: training diverged at epoch")  # was "error: …"
    assert not (tmp_path / "ck").exists() or not any((tmp_path / "ck").iterdir())


def test_train_bad_flags(capsys):
    assert run(capsys, "train", "--epochs", "0")[0] == 2
    assert run(capsys, "train", "--engine", "gpu")[0] == 2


@pytest.mark.parametrize("argv, fragment", [
    # every epoch keeps a record: 10**8 epochs grew ≈ 0.6 KB an epoch until memory ran out (the app's bound)
    (["--epochs", "10001"], "--epochs: expected a positive integer up to 10000"),
    # the SGD step is float32: an lr that is 0 or inf there trained nothing or diverged at once
    (["--lr", "1e-46"], "--lr: 1e-46 is 0 in float32"),
    (["--lr", "1e39"], "--lr: 1e+39 is inf in float32"),
])
def test_train_flags_within_what_a_run_can_use(capsys, tmp_path, argv, fragment):
    code, _, err = run(capsys, "train", *argv, "--out", str(tmp_path / "ck"))
    assert code == 2 and fragment in err and not (tmp_path / "ck").exists()


def test_export_checkpoint_is_byte_identical(capsys, tmp_path):
    code, out, _ = run(capsys, "export-checkpoint", "--out", str(tmp_path))
    assert code == 0
    for name in ("trained_checkpoint.npz", "trained_manifest.json"):
        assert (tmp_path / name).read_bytes() == (fixtures_dir() / name).read_bytes()


# ---------------------------------------------------------------- check


@pytest.mark.slow  # the whole --check in a fresh process
def test_check_passes_headless():
    p = subprocess.run([sys.executable, "-m", "kina_play", "--check"], capture_output=True, text=True, cwd=ROOT,
                       timeout=600)
    lines = p.stdout.strip().splitlines()
    assert p.returncode == 0, p.stdout + p.stderr
    assert lines[-1].startswith(f"{sum(1 for x in lines if x.startswith('PASS '))} passed, 0 failed")
    assert not any(x.startswith("FAIL ") for x in lines)
    compiled = {x.split()[2] for x in lines if x.startswith("PASS compile ")}
    assert compiled == {p.name for p in PROGRAMS.glob("*.kina")}  # every program, StoryLM-1's among its own checks


@pytest.mark.parametrize("script", ["validate_generate.py", "validate_trained_rollout.py"])
def test_seed_scripts(script):
    p = subprocess.run([sys.executable, str(ROOT / "scripts" / script)], capture_output=True, text=True, cwd=ROOT,
                       timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    last = p.stdout.strip().splitlines()[-1]  # "N passed, 0 failed" (", K skipped" without torch)
    assert re.fullmatch(r"\d+ passed, 0 failed(, \d+ skipped)?", last) and "PASS" in p.stdout


@pytest.mark.parametrize("pipeline", ["reference", "vectorize"])  # the scalar one, and the old alias of default
def test_run_with_another_pipeline(capsys, tmp_path, pipeline):
    w = load_checkpoint(fixtures_dir())
    toks = np.array([list(spec.LOCKED_36)], dtype=np.int64)
    np.savez(tmp_path / "in.npz", tokens=toks, mask=reference.causal_mask(36), **weights_inputs(w))
    code, out, err = run(capsys, "run", str(PROGRAMS / "storylm0_rollout.kina"), "--fn", "forward", "--pipeline",
                         pipeline, "--inputs", str(tmp_path / "in.npz"), "--out", str(tmp_path / "out.npz"))
    assert code == 0, err
    np.testing.assert_allclose(np.load(tmp_path / "out.npz")["out0"], reference.forward(toks, w), atol=1e-4)


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["compile", "{gen}", "-o", "/nonexistent-dir/x.mlir"], "cannot write /nonexistent-dir/x.mlir"),
        (["compile", "{gen}", "--emit", "so", "-o", "{tmp}"], "is a directory"),
        (["compile", "{gen}", "--instance", "decode<Q=2>"], "--instance: decode"),
        (["run", "{gen}", "--fn", "main", "--inputs", "{tmp}/x.npz", "--out", "{tmp}/o.npz"], "is the module's @main"),
        (["run", "{gen}", "--fn", "decode_s2", "--inputs", "{tmp}/junk.npz", "--out", "{tmp}/o.npz"], "not a zip archive"),
        (["generate", "--sample", "--seed", "-1"], "--seed: expected an integer in [0, 2**32)"),
        (["generate", "--sample", "--temperature", "nan"], "--temperature must be a finite number"),
        (["generate", "--sample", "--temperature", "1e-320"], "--temperature must be a finite number ≥ 1.89e-270"),
        (["generate", "--sample", "--temperature", "-0.5"], "--temperature must be a finite number"),
        (["generate", "--checkpoint", "v2"], "no checkpoint 'v2'"),
        (["train", "--out", "{tmp}/junk.npz"], "exists and is not a directory"),
    ],
)
def test_user_errors_exit_2_without_traceback(capsys, tmp_path, argv, fragment):
    (tmp_path / "junk.npz").write_text("garbage")
    argv = [a.format(gen=PROGRAMS / "storylm0_generate.kina", tmp=tmp_path) for a in argv]
    code, _, err = run(capsys, *argv)
    assert code == 2 and fragment in err and "Traceback" not in err, err


def test_generic_instance_name_clash_is_a_program_error(capsys, tmp_path):
    src = tmp_path / "clash.kina"
    src.write_text("fn f<S>(x: f32[S]) -> f32[S] { return x * 2.0; }\n"
                   "fn f__S3(x: f32[3]) -> f32[3] { return x * 100.0; }\n")
    code, _, err = run(capsys, "compile", str(src))
    assert code == 1 and f"{src}:2:4: error: function name 'f__S3' is reserved" in err


def test_instances_of_f_underscore_and_a_shape_parameter_starting_with_underscore_stay_apart(capsys, tmp_path):
    """``a<_T=3>`` and ``a_<T=3>`` were both exported as ``a___T3``: each
    call ran one of the two bodies (the interpreter too), silently."""
    from kina_play.compiler.driver import load_text
    from kina_play.lang.interp import Interpreter

    text = ("fn a_<T>(x: f32[T]) -> f32[T] { return x + 1.0; }\n"
            "fn a<_T>(x: f32[_T]) -> f32[_T] { return x * 10.0; }\n"
            "fn use(x: f32[3]) -> f32[3] { return a_(x) + a(x); }\n")
    src = tmp_path / "under.kina"
    src.write_text(text)
    code, out, _ = run(capsys, "compile", str(src), "--check-only")
    assert code == 0 and "instance a___T3" in out and "instance a__0_T3" in out
    prog = load_text(text, str(src))
    x = np.arange(3, dtype=np.float32)
    want = x + 1.0 + x * 10.0
    np.testing.assert_array_equal(prog.use(x), want)
    np.testing.assert_array_equal(Interpreter(prog.checked).call("use", x), want)
    np.testing.assert_array_equal(prog.a(x), x * 10.0)
    np.testing.assert_array_equal(prog.a_(x), x + 1.0)
