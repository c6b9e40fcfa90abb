"""``kina-play run``: call one compiled function on arrays from an .npz (see shared/spec/cli.md).  Not yet implemented."""

from __future__ import annotations

import argparse

from . import not_implemented

HELP = "call one compiled function on arrays from an .npz"


def add_arguments(p: argparse.ArgumentParser) -> None:
    # Accept anything until the owner of this command defines its options.
    p.add_argument("rest", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    return not_implemented("run")
