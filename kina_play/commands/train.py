"""``kina-play train``: the Section 24 training recipe; writes a checkpoint (see shared/spec/cli.md).  Not yet implemented."""

from __future__ import annotations

import argparse

from . import not_implemented

HELP = "the Section 24 training recipe; writes a checkpoint"


def add_arguments(p: argparse.ArgumentParser) -> None:
    # Accept anything until the owner of this command defines its options.
    p.add_argument("rest", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    return not_implemented("train")
