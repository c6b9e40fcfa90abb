"""``kina-play export-checkpoint``: the deterministic NumPy export of storylm0-checkpoint-v1 (see shared/spec/cli.md).  Not yet implemented."""

from __future__ import annotations

import argparse

from . import not_implemented

HELP = "the deterministic NumPy export of storylm0-checkpoint-v1"


def add_arguments(p: argparse.ArgumentParser) -> None:
    # Accept anything until the owner of this command defines its options.
    p.add_argument("rest", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    return not_implemented("export-checkpoint")
