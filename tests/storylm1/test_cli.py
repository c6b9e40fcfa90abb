"""``kina-play generate/train --model storylm1`` (StoryLM-0 stays the default)."""

from __future__ import annotations

import ast
import re

import pytest

from kina_play.cli import main
from kina_play.storylm1 import grammar


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    cap = capsys.readouterr()
    return code, cap.out, cap.err


def ids_line(text: str) -> list[int]:
    return ast.literal_eval(re.search(r"^ids: (\[.*\])$", text, re.M).group(1))


def test_generate_greedy_prints_context_then_exactly_n_ids(model, capsys) -> None:
    code, out, _ = run(capsys, "generate", "--model", "storylm1", "--prompt", "once upon a time", "--tokens", "20")
    assert code == 0
    ids = ids_line(out)
    g = grammar.default_grammar()
    assert ids[:5] == [grammar.BOS] + [g.index[w] for w in "once upon a time".split()]
    assert len(ids) == 5 + 20
    assert re.search(r"^text: <bos> once upon a time ", out, re.M)


def test_generate_kv_cache_and_sampling_replay(model, capsys) -> None:
    argv = ("generate", "--model", "storylm1", "--prompt", "once", "--tokens", "30", "--sample", "--seed", "5",
            "--temperature", "1.0", "--top-k", "5", "--top-p", "0.9")
    a = ids_line(run(capsys, *argv)[1])
    b = ids_line(run(capsys, *argv, "--kv-cache")[1])
    assert a == b and len(a) == 2 + 30


def test_generate_stop_at_eos_and_unknown_word_warning(model, capsys) -> None:
    code, out, err = run(capsys, "generate", "--model", "storylm1", "--prompt", "once upon a dragon",
                         "--tokens", "60", "--stop-at-eos", "--kv-cache")
    assert code == 0
    assert "'dragon' is not in the StoryLM-1 vocabulary; using <unk>" in err
    ids = ids_line(out)
    assert ids[4] == grammar.UNK
    assert len(ids) <= 5 + 60 and (ids[-1] == grammar.EOS or len(ids) == 5 + 60)


def test_generate_prompt_special_tokens_are_those_tokens(model, capsys) -> None:
    code, out, err = run(capsys, "generate", "--model", "storylm1", "--prompt", "once <unk> <eos>", "--tokens", "1")
    assert code == 0 and "not in the StoryLM-1 vocabulary" not in err
    assert ids_line(out)[:4] == [grammar.BOS, grammar.default_grammar().index["once"], grammar.UNK, grammar.EOS]


def test_generate_trace_flag_checks_like_storylm0(model, capsys, tmp_path) -> None:
    existing = tmp_path / "t.jsonl"
    existing.write_text("keep\n")
    base = ("generate", "--model", "storylm1", "--prompt", "once", "--tokens", "2")
    code, _, err = run(capsys, *base, "--trace", str(existing))
    assert code == 2 and "--trace:" in err and "--force" in err and existing.read_text() == "keep\n"
    blocked = tmp_path / "file" / "t.jsonl"
    (tmp_path / "file").write_text("")
    code, _, err = run(capsys, *base, "--trace", str(blocked))
    assert code == 2 and err.startswith("kina-play: error: --trace:")
    code, out, _ = run(capsys, *base, "--trace", str(existing), "--force")
    assert code == 0 and len(existing.read_text().splitlines()) == 2
    assert out.splitlines()[-1] == f"trace: 2 records → {existing}"  # the last line, as StoryLM-0's


def test_generate_trace_is_never_one_of_the_checkpoints_files(model, capsys, tmp_path) -> None:
    """``--trace --force`` onto a file the run reads used to replace it (the
    shipped checkpoint.npz, or a checkpoint directory's manifest)."""
    import shutil

    from kina_play.storylm1 import checkpoint
    shipped = {str(p) for p in checkpoint.checkpoint_files("v1")}
    for f in (checkpoint.CHECKPOINT, checkpoint.MANIFEST, checkpoint.VOCAB):
        assert str(checkpoint.default_dir() / f) in shipped
    ckpt = tmp_path / "ckpt"
    shutil.copytree(checkpoint.default_dir(), ckpt)
    for f in (checkpoint.CHECKPOINT, checkpoint.MANIFEST):
        before = (ckpt / f).read_bytes()
        code, _, err = run(capsys, "generate", "--model", "storylm1", "--tokens", "2", "--checkpoint", str(ckpt),
                           "--trace", str(ckpt / f), "--force")
        assert code == 2 and "--trace" in err and "input" in err, err
        assert (ckpt / f).read_bytes() == before


def test_generate_timeout_bounds_the_steps_not_the_first_build(model, capsys) -> None:
    code, out, _ = run(capsys, "generate", "--model", "storylm1", "--tokens", "3", "--timeout", "60")
    assert code == 0 and "the module loaded or compiled first in" in out


@pytest.mark.parametrize("argv, message", [
    (("--tokens", "70"), "--tokens: expected 0..60"),
    (("--sample", "--top-k", "0"), "--top-k must be in"),
    (("--sample", "--top-p", "2"), "--top-p must be in"),
    (("--checkpoint", "/nonexistent.npz"), "no such checkpoint"),
    (("--sample", "--temperature", "inf"), "--temperature must be a finite number"),
    (("--sample", "--temperature", "1e-320"), "--temperature must be a finite number ≥ 1.89e-270"),
    (("--timeout", "-1"), "--timeout: expected a positive number"),
])
def test_generate_bad_flags_exit_2(capsys, argv, message) -> None:
    code, _, err = run(capsys, "generate", "--model", "storylm1", "--prompt", "once upon a time", *argv)
    assert code == 2 and message in err


def test_storylm1_only_flags_need_the_model(capsys) -> None:
    code, _, err = run(capsys, "generate", "--top-k", "3")
    assert code == 2 and "--model storylm1" in err


def test_train_refuses_an_unwritable_out_before_training(capsys, tmp_path) -> None:
    f = tmp_path / "file"
    f.write_text("x")
    code, _, err = run(capsys, "train", "--model", "storylm1", "--out", str(f))
    assert code == 2 and "is not a directory" in err


def test_train_never_overwrites_without_force(capsys, tmp_path) -> None:
    (tmp_path / "checkpoint.npz").write_bytes(b"old")
    code, _, err = run(capsys, "train", "--model", "storylm1", "--out", str(tmp_path))
    assert code == 2 and "pass --force" in err
    (tmp_path / "notes.txt").write_text("mine")
    code, _, err = run(capsys, "train", "--model", "storylm1", "--out", str(tmp_path), "--force")
    assert code == 2 and "holds other files (notes.txt)" in err
    assert (tmp_path / "checkpoint.npz").read_bytes() == b"old"


@pytest.mark.parametrize("sample", [False, True], ids=["greedy", "sampled"])
def test_overflowing_weights_are_the_checkpoints_problem(model, capsys, tmp_path, sample) -> None:
    """NaN logits from finite but huge weights: exit 2 naming the checkpoint,
    as StoryLM-0 does (greedy printed garbage ids, sampling a traceback)."""
    import numpy as np

    from kina_play.storylm1 import checkpoint

    params = {k: np.full_like(v, 3e38) if k in ("lnf.g", "lm_head") else v for k, v in checkpoint.load().items()}
    np.savez(tmp_path / "huge.npz", **params)
    code, out, err = run(capsys, "generate", "--model", "storylm1", "--checkpoint", str(tmp_path / "huge.npz"),
                         "--tokens", "3", *(["--sample"] if sample else []))
    assert code == 2 and "its weights overflow float32" in err and "ids:" not in out


def test_train_divergence_is_one_error_line_and_writes_nothing(model, capsys, tmp_path, monkeypatch) -> None:
    """It printed "error: training diverged: …" without the CLI's prefix."""
    from kina_play.storylm1 import recipe

    real = recipe.Recipe
    monkeypatch.setattr(recipe, "Recipe", lambda: real(steps=4, warmup=1, lr=1e20, train_stories=32, valid_stories=16))
    code, _, err = run(capsys, "train", "--model", "storylm1", "--out", str(tmp_path / "ck"))
    assert code == 1 and err.startswith("kina-play: error: training diverged: step "), err
    assert "Nothing was written" in err and not (tmp_path / "ck").exists()
