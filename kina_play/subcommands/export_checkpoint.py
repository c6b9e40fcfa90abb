"""``kina-play export-checkpoint --out DIR [--force]``."""

from __future__ import annotations

import argparse

from . import path_arg

HELP = "the deterministic NumPy export of storylm0-checkpoint-v1"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--out", required=True, metavar="DIR", type=path_arg,
                   help="where to write it (a new directory; compare it with fixtures/storylm0)")
    p.add_argument("--force", action="store_true", help="replace a checkpoint already in --out (as a whole, never in place)")


def run(args: argparse.Namespace) -> int:
    from ..commands import cmd_export

    return cmd_export(args)
