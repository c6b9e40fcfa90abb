"""``kina-play train [--epochs 40] [--lr 0.1] [--engine compiled|numpy] [--out DIR]``."""

from __future__ import annotations

import argparse

HELP = "the v1 training recipe (40 epochs of SGD, lr 0.1); writes a checkpoint (manifest + NPZ)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--epochs", type=int, default=40, help="(default: %(default)s)")
    p.add_argument("--lr", type=float, default=0.1, help="(default: %(default)s)")
    p.add_argument("--engine", default="compiled", choices=("compiled", "numpy"),
                   help="gradients from the compiled nll_grad or the NumPy reference (default: %(default)s)")
    p.add_argument("--model", default="storylm0", choices=("storylm0", "storylm1"),
                   help="storylm1 runs its own AdamW recipe (--epochs/--lr/--engine are StoryLM-0's) (default: %(default)s)")
    p.add_argument("--out", default="build/checkpoint", metavar="DIR", help="(default: %(default)s)")
    p.add_argument("--force", action="store_true", help="replace a checkpoint already in --out (as a whole, never in place)")


def run(args: argparse.Namespace) -> int:
    from ..commands import cmd_train

    return cmd_train(args)
