"""``kina-play bench``: the benchmark (see shared/spec/cli.md).  Not yet implemented."""

from __future__ import annotations

import argparse

from . import not_implemented

HELP = "the benchmark"


def add_arguments(p: argparse.ArgumentParser) -> None:
    # Accept anything until the owner of this command defines its options.
    p.add_argument("rest", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    return not_implemented("bench")
