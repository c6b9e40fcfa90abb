"""``kina-play train [--epochs 40] [--lr 0.1] [--engine compiled|numpy] [--out DIR]``."""

from __future__ import annotations

import argparse
import sys

from . import path_arg

HELP = "the v1 training recipe (40 epochs of SGD, lr 0.1; --model storylm1: its AdamW recipe); writes a checkpoint (manifest + NPZ)"


STORYLM0_ONLY = {"epochs": 40, "lr": 0.1, "engine": "compiled"}
"""StoryLM-0's recipe flags and their defaults (StoryLM-1 runs its own recipe)."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--epochs", type=int, default=STORYLM0_ONLY["epochs"], help="(default: %(default)s)")
    p.add_argument("--lr", type=float, default=STORYLM0_ONLY["lr"], help="(default: %(default)s)")
    p.add_argument("--engine", default=STORYLM0_ONLY["engine"], choices=("compiled", "numpy"),
                   help="gradients from the compiled nll_grad or the NumPy reference (default: %(default)s)")
    p.add_argument("--model", default="storylm0", choices=("storylm0", "storylm1"),
                   help="storylm1 runs its own AdamW recipe (--epochs/--lr/--engine are StoryLM-0's) (default: %(default)s)")
    p.add_argument("--out", default="build/checkpoint", metavar="DIR", type=path_arg, help="(default: %(default)s)")
    p.add_argument("--force", action="store_true", help="replace a checkpoint already in --out (as a whole, never in place)")


def run(args: argparse.Namespace) -> int:
    from ..commands import cmd_train, out

    ignored = [f"--{k}" for k, default in STORYLM0_ONLY.items() if getattr(args, k) != default]
    if args.model == "storylm1" and ignored:  # said, not silently dropped (as generate does for its flags)
        out(f"note: {', '.join(ignored)} set StoryLM-0's recipe; --model storylm1 runs its own AdamW recipe "
            "(docs/storylm1.md)", sys.stderr)
    return cmd_train(args)
