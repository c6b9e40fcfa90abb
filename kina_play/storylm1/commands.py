"""``kina-play train --model storylm1`` and ``generate --model storylm1``.

The generic CLI (:mod:`kina_play.commands`) hands over here when
``--model storylm1``; messages, exit codes and output lines follow the
StoryLM-0 commands (``ids: [...]``, ``text: ...``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from ..commands import (InputError, UsageError, check_new_file, note_greedy, open_trace, other_models_out_dir, out,
                        out_dir_unwritable, require_creatable)
from ..storylm0.sampling import NonFiniteLogits
from ..watchdog import StepDeadline, check_timeout
from . import checkpoint, grammar, spec


def resolve_checkpoint(name: str) -> dict[str, np.ndarray]:
    """``v1`` (the default of the shared flag) means the shipped fixture;
    ``v0`` or a StoryLM-0 checkpoint is named as the other model's."""
    from ..commands import other_models_checkpoint

    foreign = other_models_checkpoint(name, "storylm1")
    if foreign:
        raise InputError(foreign)
    try:
        return checkpoint.load(None if name in ("v1", "") else name)
    except checkpoint.CheckpointError as e:
        raise InputError(f"--checkpoint: {e}") from None


def encode_prompt(text: str) -> list[int]:
    """``<bos>`` + the prompt's words; unknown words become ``<unk>`` with a warning.

    A special token written out (``<eos>``, ``<unk>`` …) is that token, as in
    StoryLM-0's prompts and in common tokenizers: the user typed a vocabulary
    entry, so warning that it is not one would be false."""
    g = grammar.default_grammar()
    ids = [grammar.BOS]
    for word in text.split():
        if word in g.index:
            ids.append(g.index[word])
        else:
            out(f"warning: --prompt: '{word}' is not in the StoryLM-1 vocabulary; using <unk>", sys.stderr)
            ids.append(grammar.UNK)
    return ids


def cmd_generate(args: argparse.Namespace) -> int:
    from .decode import generate
    from .engine import CompiledModel
    from .sampling import SamplingConfig

    trace_path = getattr(args, "trace", None)
    if trace_path:  # before the model is built: a bad --trace is a usage error, not lost work
        from .engine import program_file

        check_new_file(trace_path, "--trace", inputs=[*checkpoint.checkpoint_files(args.checkpoint), program_file()],
                       force=getattr(args, "force", False))
    params = resolve_checkpoint(args.checkpoint)
    context = encode_prompt(args.prompt)
    cfg = SamplingConfig(sample=args.sample, temperature=args.temperature, top_k=args.top_k, top_p=args.top_p,
                         seed=args.seed)
    try:
        cfg.validate(spec.V)
    except ValueError as e:
        raise UsageError(str(e)) from None
    if not 0 <= args.seed < 2**63:
        raise UsageError(f"--seed: expected an integer in [0, 2**63), got {args.seed}")
    room = spec.T_MAX - len(context) + 1
    if len(context) > spec.T_MAX:
        raise UsageError(f"--prompt: {len(context) - 1} words; the context holds at most {spec.T_MAX - 1} after <bos>")
    if not 0 <= args.tokens <= room:
        raise UsageError(f"--tokens: expected 0..{room} for a {len(context)}-id context, got {args.tokens}")
    check_timeout(getattr(args, "timeout", None))
    note_greedy(args)
    model = CompiledModel()
    t_build = time.perf_counter()
    model.build()  # before the clock starts: --timeout bounds the steps, not the first compile (as for StoryLM-0)
    build_ms = (time.perf_counter() - t_build) * 1e3
    t0 = time.perf_counter()
    deadline = StepDeadline(getattr(args, "timeout", None))
    ids = list(context)
    try:
        with open_trace(trace_path) as trace:
            for st in generate(model, params, context, args.tokens, cfg, kv_cache=args.kv_cache,
                               stop_at_eos=getattr(args, "stop_at_eos", False)):
                ids.append(st.next_id)
                if trace:
                    trace.write(json.dumps({"step": st.index, "position": st.position, "next_id": st.next_id,
                                            "logits": [float(x) for x in st.logits]}) + "\n")
                deadline.check(st.index + 1)
    except NonFiniteLogits:
        raise InputError(f"--checkpoint {args.checkpoint}: its weights overflow float32 in the forward pass "
                         "(the logits hold NaN or inf), so no token can be picked") from None
    ms = (time.perf_counter() - t0) * 1e3
    off = lambda v: "off" if v is None else f"{v:g}"  # noqa: E731
    mode = (f"sampled (seed {args.seed}, T {args.temperature:g}, top-k {off(args.top_k)}, top-p {off(args.top_p)})"
            if args.sample else "greedy")
    g = grammar.default_grammar()
    out(f"model: storylm1   checkpoint: {args.checkpoint}   mode: {mode}   "
        f"path: {'prefill + kv-cache decode' if args.kv_cache else 're-forward'}")
    out(f"ids: {ids}")
    out(f"text: {g.decode(ids)}")
    out(f"time: {ms:.1f} ms for {len(ids) - len(context)} steps (the module loaded or compiled first in "
        f"{build_ms:.0f} ms)")
    if trace_path:  # as StoryLM-0's last line
        out(f"trace: {len(ids) - len(context)} records → {trace_path}")
    return 0



def train_and_save(out_dir: Path, recipe: Any = None, progress: Any = None) -> dict[str, Any]:
    """Run the recipe through the compiled gradient and write checkpoint,
    manifest and vocab into ``out_dir``; returns the manifest."""
    from ..storylm0.weights import write_and_publish
    from .data_parallel import ShardedLossGrad
    from .engine import CompiledModel
    from .recipe import Recipe
    from .train import train

    recipe = recipe or Recipe()
    model = CompiledModel()
    t_build = time.perf_counter()
    model.build()
    build_s = time.perf_counter() - t_build
    loss_fn = lambda b, p: model.loss(b.ids, b.targets, b.weights, p)  # noqa: E731
    with ShardedLossGrad(model, batch=recipe.batch) as grad_fn:
        res = train(recipe, grad_fn, loss_fn, progress=progress)
    g = grammar.default_grammar()
    manifest = {
        "model": "storylm1",
        "recipe": recipe.as_dict(),
        "optimizer": f"AdamW (decoupled weight decay {recipe.weight_decay:g} on attention/MLP matrices and lm_head only)",
        "schedule": "linear warm-up, then cosine decay to min_lr_frac·lr",
        "engine": "compiled loss_shard_grad over the batch's shards (programs/storylm1.kina, default pipeline)",
        "gradient_shards": grad_fn.plan.shards,
        "gradient_threads": grad_fn.plan.threads,
        "final_train_loss": res.final_train,
        "final_valid_loss": res.final_valid,
        "entropy_rate": g.entropy_rate,
        "valid_over_entropy_rate": res.final_valid / g.entropy_rate,
        "train_seconds": round(res.seconds, 1),
        "build_seconds": round(build_s, 1),
        "valid_curve": [[r.step + 1, r.valid_loss] for r in res.records if r.valid_loss is not None],
        "train_curve": [[r.step + 1, r.train_loss] for r in res.records],
    }
    # replaced whole, as StoryLM-0's is: a crash or Ctrl-C leaves the old checkpoint, never a new NPZ
    # beside an old manifest
    write_and_publish(out_dir, lambda d: (checkpoint.save(d, res.params, manifest), checkpoint.write_vocab(d, g.words)))
    return manifest


OUTPUT_FILES = frozenset({checkpoint.CHECKPOINT, checkpoint.MANIFEST, checkpoint.VOCAB})


def check_out_dir(dest: Path, force: bool) -> Path:
    """Refuse, before training, a destination that is not ours to write: not
    a directory, holding other files, or an existing checkpoint without
    ``--force``; or one we cannot create."""
    import os

    if dest.exists():
        if not dest.is_dir():
            raise UsageError(f"--out: {dest} exists and is not a directory")
        other_models_out_dir(dest, "storylm1")
        entries = set(os.listdir(dest))
        others = sorted(entries - OUTPUT_FILES)
        if others:
            raise UsageError(f"--out: {dest} holds other files ({', '.join(others[:3])}); "
                             "choose a new or StoryLM-1-checkpoint-only directory")
        if entries and not force:
            raise UsageError(f"--out: {dest} already holds a checkpoint; pass --force to replace it")
    require_creatable(dest, "--out")
    return dest


def cmd_train(args: argparse.Namespace) -> int:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from .recipe import Recipe
    from .train import StepRecord, TrainingDiverged

    dest = check_out_dir(Path(args.out), bool(getattr(args, "force", False)))
    recipe = Recipe()
    tty = sys.stdout.isatty()
    with Progress(TextColumn("train storylm1"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[loss]}"),
                  TimeElapsedColumn(), disable=not tty) as bar:
        task = bar.add_task("train", total=recipe.steps, loss="")

        def progress(rec: StepRecord) -> None:
            text = f"loss {rec.train_loss:.4f}" + (f"  valid {rec.valid_loss:.4f}" if rec.valid_loss is not None else "")
            bar.update(task, advance=1, loss=text)
            if not tty and (rec.valid_loss is not None or rec.step % 50 == 0):
                out(f"step {rec.step + 1:4d}  lr {rec.lr:.2e}  {text}")

        try:
            man = train_and_save(dest, recipe, progress)
        except TrainingDiverged as e:  # `kina-play: error: …`, exit 1, as StoryLM-0's
            raise TrainingDiverged(f"training diverged: {e}. Nothing was written.") from None
        except OSError as e:
            raise out_dir_unwritable(dest, e) from None
    out(f"valid NLL/token {man['final_valid_loss']:.4f}  H* {man['entropy_rate']:.4f}  "
        f"ratio {man['valid_over_entropy_rate']:.3f}  train {man['train_seconds']} s (+ build {man['build_seconds']} s)")
    out(f"checkpoint → {dest / checkpoint.CHECKPOINT} (+ {checkpoint.MANIFEST}, {checkpoint.VOCAB})")
    return 0
