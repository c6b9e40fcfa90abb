"""Every command treats the same kind of bad input the same way.

Found by an audit of the CLI against its docs: an empty path meant stdout,
the default checkpoint or ``.``; a bad ``$KINA_PLAY_THREADS`` was refused
only by commands that started the matmul pool; ``$KINA_PLAY_DEMO_DELAY``
ended in a traceback; a ``--trace`` run stopped early replaced the old file
with a partial one; ``--check`` printed three lines for one failed check.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from kina_play.cli import main
from kina_play.storylm0.checks import CheckResult


def cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    cap = capsys.readouterr()
    assert "Traceback" not in cap.err and "internal error" not in cap.err, cap.err
    return code, cap.out, cap.err


@pytest.mark.parametrize("argv, flag", [
    (("generate", "--trace", ""), "--trace"),
    (("generate", "--checkpoint", " "), "--checkpoint"),
    (("generate", "--model", "storylm1", "--checkpoint", ""), "--checkpoint"),
    (("compile", "programs/storylm0_generate.kina", "-o", ""), "-o/--output"),
    (("compile", ""), "FILE.kina"),
    (("train", "--out", ""), "--out"),
    (("export-checkpoint", "--out", ""), "--out"),
    (("run", "x.kina", "--fn", "f", "--inputs", "", "--out", "o.npz"), "--inputs"),
    (("run", "x.kina", "--fn", "f", "--inputs", "i.npz", "--out", ""), "--out"),
])
def test_an_empty_path_is_refused_naming_the_flag(capsys, argv, flag) -> None:
    code, _, err = cli(capsys, *argv)
    assert code == 2 and f"argument {flag}: expected a path, got an empty string" in err


@pytest.mark.parametrize("argv", [("generate", "--tokens", "1"), ("compile", "programs/storylm0_generate.kina",
                                                                    "--check-only")])
@pytest.mark.parametrize("value", ["abc", "0", "-1", "٣"])
def test_a_bad_thread_count_is_refused_by_every_command(capsys, monkeypatch, argv, value) -> None:
    monkeypatch.setenv("KINA_PLAY_THREADS", value)
    code, _, err = cli(capsys, *argv)
    assert code == 2 and err.startswith("kina-play: error: $KINA_PLAY_THREADS: expected a positive integer")


@pytest.mark.parametrize("value", ["abc", "nan", "-1", "inf"])
def test_a_bad_demo_delay_is_a_usage_error(capsys, monkeypatch, value) -> None:
    monkeypatch.setenv("KINA_PLAY_DEMO_DELAY", value)
    code, _, err = cli(capsys, "--demo")
    assert code == 2 and "$KINA_PLAY_DEMO_DELAY: expected a finite number of seconds" in err


def test_the_demo_delay_is_read_from_the_environment(monkeypatch) -> None:
    from kina_play.env_vars import DEMO_DELAY_DEFAULT, demo_delay

    monkeypatch.delenv("KINA_PLAY_DEMO_DELAY", raising=False)
    assert demo_delay() == DEMO_DELAY_DEFAULT
    monkeypatch.setenv("KINA_PLAY_DEMO_DELAY", "0.25")
    assert demo_delay() == 0.25


@pytest.mark.parametrize("model", ["storylm0", "storylm1"])
def test_a_trace_is_written_whole_or_not_at_all(capsys, tmp_path: Path, model: str) -> None:
    trace = tmp_path / "t.jsonl"
    trace.write_text('{"keep": 1}\n')
    base = ("generate", "--model", model, "--prompt", "once", "--trace", trace, "--force")
    code, _, err = cli(capsys, *base, "--tokens", "30", "--timeout", "1e-9")
    assert code == 1 and "--timeout" in err
    assert trace.read_text() == '{"keep": 1}\n'  # the old trace, untouched
    assert [p.name for p in tmp_path.iterdir()] == ["t.jsonl"]  # and no temporary file left
    code, _, _ = cli(capsys, *base, "--tokens", "3")
    assert code == 0 and len(trace.read_text().splitlines()) == 3
    assert [p.name for p in tmp_path.iterdir()] == ["t.jsonl"]


def test_a_trace_to_a_device_is_written_straight_through(capsys) -> None:
    code, _, _ = cli(capsys, "generate", "--prompt", "once", "--tokens", "2", "--trace", "/dev/null")
    assert code == 0


def test_check_lines_are_one_line_each() -> None:
    detail = "p.kina:3:5: error: unknown name 'x'\n    let y = x;\n            ^\n(at parser.py:168)"
    line = CheckResult("compile p.kina", False, detail, 1.0).line()
    assert line == "FAIL compile p.kina: p.kina:3:5: error: unknown name 'x'"
    assert CheckResult("a", None, "no torch\nat all", 1.0).line() == "SKIP a: no torch"
    assert CheckResult("a", True, "", 1.0).line() == "PASS a"


def test_storylm1_training_says_which_flags_it_ignores(capsys, tmp_path: Path) -> None:
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "mine.txt").write_text("not a checkpoint")  # refused before any training
    code, _, err = cli(capsys, "train", "--model", "storylm1", "--epochs", "3", "--lr", "5", "--out", busy)
    assert code == 2
    assert "note: --epochs, --lr set StoryLM-0's recipe" in err


def test_storylm1_float64_checkpoint_names_the_key(capsys, tmp_path: Path) -> None:
    from kina_play.storylm1 import checkpoint

    params = checkpoint.load()
    first = next(iter(params))
    np.savez(tmp_path / "c.npz", **{k: v.astype(np.float64) if k == first else v for k, v in params.items()})
    code, _, err = cli(capsys, "generate", "--model", "storylm1", "--checkpoint", tmp_path / "c.npz")
    assert code == 2 and f"'{first}' has dtype float64; expected float32" in err


def test_a_bad_vector_target_is_a_usage_error_not_a_compile_failure(capsys, monkeypatch) -> None:
    """It used to surface from inside the schedule, as an internal error."""
    from kina_play.compiler.target import host_target

    monkeypatch.setenv("KINA_PLAY_VECTOR_TARGET", "neon")
    host_target.cache_clear()  # read once per process: this one has read it already
    try:
        code, _, err = cli(capsys, "compile", "programs/storylm0_generate.kina", "--emit", "llvm", "-o", "/dev/null")
    finally:
        monkeypatch.delenv("KINA_PLAY_VECTOR_TARGET")
        host_target.cache_clear()
    assert code == 2 and err.startswith("kina-play: error: $KINA_PLAY_VECTOR_TARGET: expected one of")


@pytest.mark.parametrize("name", sorted(__import__("kina_play.env_vars", fromlist=["SWITCHES"]).SWITCHES))
def test_every_switch_reads_the_same_words(monkeypatch, name: str) -> None:
    """One reading of on/off for every switch: ``KINA_PLAY_DETERMINISTIC=off``
    used to turn the mode on, ``KINA_PLAY_TIERED=false`` left quick builds on."""
    from kina_play.env_vars import SWITCHES, switch

    monkeypatch.delenv(name, raising=False)
    assert switch(name) is SWITCHES[name]
    for off in ("0", "off", "No", "FALSE", " false "):
        monkeypatch.setenv(name, off)
        assert switch(name) is False
    for on in ("1", "on", "Yes", "true"):
        monkeypatch.setenv(name, on)
        assert switch(name) is True


@pytest.mark.parametrize("name, value", [("KINA_PLAY_TIERED", "maybe"), ("KINA_PLAY_DETERMINISTIC", "2"),
                                         ("KINA_PLAY_LINKER", "bogus"), ("KINA_PLAY_OBJECT_BACKEND", "jit"),
                                         ("KINA_PLAY_CALL_HELPER", "rust")])
def test_a_bad_switch_or_choice_is_refused_naming_the_variable(capsys, monkeypatch, name: str, value: str) -> None:
    monkeypatch.setenv(name, value)
    code, _, err = cli(capsys, "compile", "programs/llm_generate.kina", "--check-only")
    assert code == 2 and err.startswith(f"kina-play: error: ${name}: expected one of"), err
    assert repr(value) in err


def test_the_app_reads_deterministic_off_as_off(monkeypatch) -> None:
    from kina_play.app.app import KinaPlayApp

    monkeypatch.setenv("KINA_PLAY_DETERMINISTIC", "off")
    assert KinaPlayApp().deterministic is False
    monkeypatch.setenv("KINA_PLAY_DETERMINISTIC", "yes")
    assert KinaPlayApp().deterministic is True


def test_a_closed_stdout_pipe_ends_quietly(capsys, monkeypatch) -> None:
    """``kina-play generate --trace /dev/stdout | head -1`` used to end with
    ``kina-play: error: Broken pipe`` and exit 2: the reader closing the pipe
    is no error.  (Raised here directly: whether a real pipe fills before the
    reader closes it depends on the machine's speed.)"""
    import kina_play.cli as cli_module

    def closed(argv: list[str]) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(cli_module, "_dispatch", closed)
    code, _, err = cli(capsys, "generate")
    assert code == 141 and err == ""


# ------------------------------------------- model flows (an audit of train/generate)


def _storylm0_fixture() -> Path:
    from kina_play.storylm0.weights import fixtures_dir

    return fixtures_dir()


def _storylm1_fixture() -> Path:
    from kina_play.storylm1.checkpoint import default_dir

    return default_dir()


@pytest.mark.parametrize("model, checkpoint, owner", [
    ("storylm0", lambda: _storylm1_fixture(), "a StoryLM-1 checkpoint"),
    ("storylm0", lambda: _storylm1_fixture() / "checkpoint.npz", "a StoryLM-1 checkpoint"),
    ("storylm0", lambda: _storylm1_fixture() / "manifest.json", "a StoryLM-1 checkpoint"),
    ("storylm1", lambda: "v0", "v0 is StoryLM-0's patterned checkpoint"),
    ("storylm1", lambda: _storylm0_fixture(), "a StoryLM-0 checkpoint"),
    ("storylm1", lambda: _storylm0_fixture() / "trained_checkpoint.npz", "a StoryLM-0 checkpoint"),
    ("storylm1", lambda: _storylm0_fixture() / "trained_manifest.json", "a StoryLM-0 checkpoint"),
], ids=["1dir", "1npz", "1manifest", "v0", "0dir", "0npz", "0manifest"])
def test_the_other_models_checkpoint_is_named_as_such(capsys, model, checkpoint, owner) -> None:
    """``--model storylm1 --checkpoint v0`` said "v0: no such checkpoint file";
    StoryLM-0 given StoryLM-1's directory named a missing trained_manifest.json."""
    code, _, err = cli(capsys, "generate", "--model", model, "--checkpoint", checkpoint(), "--tokens", "1")
    assert code == 2 and err.startswith(f"kina-play: error: --checkpoint {checkpoint()}: {owner}"), err
    assert ("drop --model storylm1" if model == "storylm1" else "add --model storylm1") in err


@pytest.mark.parametrize("model", ["storylm0", "storylm1"])
@pytest.mark.parametrize("name, content", [("some.mlir", b"module {}\n"), ("prog.kina", b"fn f() {}\n"),
                                           ("empty.npz", b""), ("dir", None)])
def test_a_file_that_is_no_checkpoint_is_named_with_what_one_is(capsys, tmp_path: Path, model, name, content) -> None:
    p = tmp_path / name
    p.mkdir() if content is None else p.write_bytes(content)
    code, _, err = cli(capsys, "generate", "--model", model, "--checkpoint", p, "--tokens", "1")
    what = "a StoryLM-0 checkpoint is" if model == "storylm0" else "a StoryLM-1 checkpoint is"
    assert code == 2 and err.startswith(f"kina-play: error: --checkpoint: {p}: not a StoryLM-") and what in err, err


@pytest.mark.parametrize("model", ["storylm0", "storylm1"])
def test_the_temperature_matters_only_when_sampling(capsys, model) -> None:
    """``--temperature 0`` without ``--sample`` was refused; a greedy run
    now takes it (greedy is the T → 0 limit) and says the flag is unused;
    with ``--sample`` it is refused pointing at greedy decoding."""
    base = ("generate", "--model", model, "--prompt", "once", "--tokens", "2")
    code, out, err = cli(capsys, *base, "--temperature", "0")
    assert code == 0 and "mode: greedy" in out
    assert "note: --temperature applies to --sample only; this run is greedy" in err
    code, _, err = cli(capsys, *base, "--temperature", "0", "--sample")
    assert code == 2 and "--temperature 0 with --sample" in err and "greedy decoding" in err
    for bad in ("-1", "nan", "inf"):
        code, _, err = cli(capsys, *base, "--temperature", bad)
        assert code == 2 and "--temperature must be a finite number ≥ 0" in err
    code, _, err = cli(capsys, *base, "--seed", "3", "--temperature", "2")
    assert code == 0 and "note: --temperature and --seed apply to --sample only" in err


@pytest.mark.parametrize("model, program", [("storylm0", "storylm0_rollout.kina"), ("storylm0", "storylm0_forward.kina"),
                                            ("storylm0", "storylm0_generate.kina"), ("storylm1", "storylm1.kina")])
def test_a_trace_is_never_a_program_the_run_compiles(capsys, model, program) -> None:
    """``--trace programs/storylm1.kina --force`` replaced the program with the trace."""
    from kina_play.storylm0.engine import programs_dir

    target = programs_dir() / program
    before = target.read_bytes()
    code, _, err = cli(capsys, "generate", "--model", model, "--tokens", "1", "--trace", target, "--force")
    assert code == 2 and "is also an input" in err and target.read_bytes() == before


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("model", ["storylm0", "storylm1"])
def test_a_trace_that_cannot_be_written_names_the_flag(capsys, model) -> None:
    """A full disk was "kina-play: error: No space left on device", naming nothing."""
    code, _, err = cli(capsys, "generate", "--model", model, "--tokens", "2", "--trace", "/dev/full")
    assert code == 2 and err.startswith("kina-play: error: --trace: cannot write /dev/full (")


def test_a_rollout_is_generate(capsys) -> None:
    code, _, err = cli(capsys, "rollout", "--tokens", "3")
    assert code == 2 and "a rollout is `kina-play generate`" in err


@pytest.mark.parametrize("model", ["storylm0", "storylm1"])
def test_a_checkpoint_that_cannot_be_written_after_training_names_out(capsys, tmp_path: Path, monkeypatch, model) -> None:
    """A full disk at the end of training was an OSError's bare text."""
    import errno

    from kina_play.storylm0 import weights

    def full(staging, dest):  # type: ignore[no-untyped-def]
        raise OSError(errno.ENOSPC, "No space left on device", str(dest))

    monkeypatch.setattr(weights, "publish_dir", full)
    if model == "storylm1":  # a two-step recipe: the point is the write at the end
        from kina_play.storylm1 import recipe

        real = recipe.Recipe
        monkeypatch.setattr(recipe, "Recipe", lambda: real(steps=2, warmup=1, train_stories=32, valid_stories=16))
    code, _, err = cli(capsys, "train", "--model", model, "--out", tmp_path / "ck")
    assert code == 2 and err.startswith(f"kina-play: error: --out: cannot write the checkpoint into {tmp_path / 'ck'}")
    assert not (tmp_path / "ck").exists()


def test_checkpoint_kind_knows_both_models_files() -> None:
    from kina_play import checkpoint_kind as kind
    from kina_play.storylm0 import spec as spec0
    from kina_play.storylm0 import weights
    from kina_play.storylm1 import checkpoint
    from kina_play.storylm1 import spec as spec1

    assert kind.STORYLM0_FILES == (weights.MANIFEST_NAME, weights.NPZ_NAME)
    assert kind.STORYLM1_FILES == (checkpoint.CHECKPOINT, checkpoint.MANIFEST)
    assert kind.STORYLM0_KEYS == set(spec0.WEIGHT_NAMES)
    assert kind.STORYLM1_KEYS <= set(spec1.PARAM_NAMES) and not kind.STORYLM1_KEYS & set(spec0.WEIGHT_NAMES)
    assert kind.model_of(weights.fixtures_dir()) == kind.STORYLM0
    assert kind.model_of(checkpoint.default_dir() / checkpoint.CHECKPOINT) == kind.STORYLM1


@pytest.mark.parametrize("argv, owner", [
    (("train", "--epochs", "1"), "StoryLM-1"),
    (("export-checkpoint",), "StoryLM-1"),
    (("train", "--model", "storylm1"), "StoryLM-0"),
])
def test_train_never_replaces_the_other_models_checkpoint(capsys, tmp_path: Path, argv, owner) -> None:
    """It said "holds other files (checkpoint.npz, manifest.json)"."""
    import shutil

    ck = tmp_path / "ck"
    shutil.copytree(_storylm1_fixture() if owner == "StoryLM-1" else _storylm0_fixture(), ck)
    before = {p.name: p.read_bytes() for p in ck.iterdir()}
    code, _, err = cli(capsys, *argv, "--out", ck, "--force")
    assert code == 2 and f"--out: {ck} holds a {owner} checkpoint" in err, err
    assert {p.name: p.read_bytes() for p in ck.iterdir()} == before


def test_storylm1_seed_range_is_said(capsys) -> None:
    """2**63 was refused as "expected a non-negative integer"."""
    code, _, err = cli(capsys, "generate", "--model", "storylm1", "--seed", 2**63)
    assert code == 2 and "--seed: expected an integer in [0, 2**63), got 9223372036854775808" in err


@pytest.mark.parametrize("model", ["storylm0", "storylm1"])
def test_a_trace_of_dash_is_standard_output(model, tmp_path: Path) -> None:
    """``--trace -`` wrote a file named ``-`` in the current directory."""
    import json
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")])}
    r = subprocess.run([sys.executable, "-m", "kina_play", "generate", "--model", model, "--tokens", "2", "--trace", "-"],
                       capture_output=True, text=True, cwd=tmp_path, env=env, timeout=600)
    assert r.returncode == 0, r.stderr
    records = [json.loads(line) for line in r.stdout.splitlines() if line.startswith("{")]
    assert [rec["step"] for rec in records] == [0, 1] and "ids: [" in r.stdout
    assert not (tmp_path / "-").exists()
