"""Regenerate storylm0-checkpoint-v1 with NumPy, byte for byte.

v0 (patterned) → SGD with the hand-derived reference gradients
(40 epochs, lr 0.1) → ``trained_checkpoint.npz`` + ``trained_manifest.json``
(+ ``vocab.json``). Everything on the way is bitwise reproducible (see
``reference`` and ``weights``), so the committed fixture can be checked by
re-running this and comparing bytes.

:func:`train_and_save` is the same pipeline with the knobs a ``kina-play
train`` command needs (engine grad_fn, epochs, lr, progress, cancel); it
writes only after training finished normally.

Run as ``python -m kina_play.storylm0.export [--force] [OUT_DIR]`` (default:
the repository's ``fixtures/storylm0``; an existing checkpoint needs
``--force``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import spec
from .train import EpochRecord, GradFn, TrainResult, reference_grad_fn, train
from .vocab import default_vocab
from .weights import (MANIFEST_NAME, NPZ_NAME, VOCAB_NAME, Weights, atomic_write_bytes, fixtures_dir, patterned_v0,
                      recipe, save_checkpoint, write_and_publish)

ENGINE = "numpy-reference"


@dataclass(frozen=True)
class ExportResult:
    """Paths written (all None when the run was cancelled) and the training run."""

    npz: Path | None
    manifest: Path | None
    vocab: Path | None
    train: TrainResult

    @property
    def written(self) -> bool:
        return self.manifest is not None


def train_and_save(
    out_dir: str | Path,
    *,
    w0: Weights | None = None,
    grad_fn: GradFn = reference_grad_fn,
    engine: str = ENGINE,
    epochs: int = spec.EPOCHS,
    lr: float = spec.LR,
    on_epoch: Callable[[EpochRecord], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> ExportResult:
    """Train from ``w0`` (default v0) and write ``vocab.json``, the NPZ and the
    manifest into ``out_dir``.

    Writes nothing if training diverges (:class:`TrainingDiverged` propagates)
    or is cancelled (``written`` is False). The manifest records ``engine``,
    the recipe actually used and the final epoch loss.
    """
    result = train(patterned_v0() if w0 is None else w0, grad_fn, epochs=epochs, lr=lr, on_epoch=on_epoch, should_stop=should_stop)
    if result.cancelled:
        return ExportResult(None, None, None, result)
    extra = {"engine": engine, "final_epoch_loss": result.final_loss}
    out = write_checkpoint_dir(Path(out_dir), result.weights, extra, recipe_fields=recipe(epochs=epochs, lr=lr))
    return ExportResult(out / NPZ_NAME, out / MANIFEST_NAME, out / VOCAB_NAME, result)


def write_checkpoint_dir(out: Path, weights: Weights, extra: Mapping[str, Any] | None = None, *,
                         recipe_fields: Mapping[str, Any] | None = None) -> Path:
    """Write vocab, NPZ and manifest into a fresh sibling directory, which
    then replaces ``out`` as a whole (:func:`.weights.write_and_publish`): a reader never
    sees a half-written or mixed checkpoint."""
    def write(staging: Path) -> None:
        atomic_write_bytes(staging / VOCAB_NAME, default_vocab().to_json_bytes())
        save_checkpoint(weights, staging, extra, recipe_fields=recipe_fields)

    return write_and_publish(out, write)


def export_trained_checkpoint(
    out_dir: str | Path, *, on_epoch: Callable[[EpochRecord], None] | None = None
) -> ExportResult:
    """The v1 export: :func:`train_and_save` with the exact v1 training recipe (40 epochs of SGD, lr 0.1)
    and the NumPy reference engine."""
    return train_and_save(out_dir, epochs=spec.EPOCHS, lr=spec.LR, on_epoch=on_epoch)


CHECKPOINT_FILES = frozenset({NPZ_NAME, MANIFEST_NAME, VOCAB_NAME})


def destination_problem(dest: Path, *, force: bool) -> str | None:
    """Why a checkpoint may not be written to ``dest``, or None.

    A directory holding anything but checkpoint files is never replaced (it
    would be deleted as a whole); an existing checkpoint only with ``force``."""
    if not dest.exists():
        return None
    if not dest.is_dir():
        return f"{dest} exists and is not a directory"
    entries = set(os.listdir(dest))
    others = sorted(entries - CHECKPOINT_FILES)
    if others:
        return (f"{dest} holds other files ({', '.join(others[:3])}{', ...' if len(others) > 3 else ''}); "
                "choose a new or checkpoint-only directory")
    if entries and not force:
        return f"{dest} already holds a checkpoint; pass --force to replace it"
    return None


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="export_trained_checkpoint.py",
                                description="Regenerate storylm0-checkpoint-v1 with NumPy, byte for byte "
                                            "(the same as `kina-play export-checkpoint`).")
    p.add_argument("out", nargs="?", default=None, metavar="OUT_DIR",
                   help="where to write it (default: the repository's fixtures/storylm0)")
    p.add_argument("--force", action="store_true", help="replace a checkpoint already there")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    out = Path(args.out) if args.out else fixtures_dir()
    problem = destination_problem(out, force=args.force)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2

    def show(r: EpochRecord) -> None:
        print(
            f"epoch {r.epoch + 1:2d}/{spec.EPOCHS}  loss {r.loss:10.4f}  windows "
            + " ".join(f"{x:8.4f}" for x in r.window_losses)
        )

    res = export_trained_checkpoint(out, on_epoch=show)
    print(f"wrote {res.vocab}\nwrote {res.npz}\nwrote {res.manifest}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
