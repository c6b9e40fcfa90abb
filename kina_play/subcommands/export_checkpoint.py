"""``kina-play export-checkpoint [--out DIR]``."""

from __future__ import annotations

import argparse

HELP = "the deterministic NumPy export of storylm0-checkpoint-v1"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--out", default=None, metavar="DIR",
                   help="where to write it (default: the fixtures directory, fixtures/storylm0)")


def run(args: argparse.Namespace) -> int:
    from ..commands import cmd_export
    from ..storylm0.weights import fixtures_dir

    if args.out is None:
        args.out = str(fixtures_dir())
    return cmd_export(args)
