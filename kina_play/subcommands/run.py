"""``kina-play run FILE.kina --fn NAME --inputs IN.npz --out OUT.npz``."""

from __future__ import annotations

import argparse

from . import path_arg

HELP = "call one compiled function on arrays from an .npz (one per parameter, by name)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", metavar="FILE.kina", type=path_arg)
    p.add_argument("--fn", required=True, metavar="NAME", help="the function to call (a generic one's instance "
                   "is chosen from the argument shapes)")
    p.add_argument("--inputs", required=True, metavar="IN.npz", type=path_arg, help="one array per parameter, keyed by its name")
    p.add_argument("--out", required=True, metavar="OUT.npz", type=path_arg, help="gets out0, out1, ... in result order")
    p.add_argument("--pipeline", choices=("default", "reference", "vectorize"), default="default",
                   help="lowering: default (vectorized, tiled for this CPU), or reference (scalar loops + libm, to diff against); vectorize is an old alias of default")
    p.add_argument("--force", action="store_true", help="overwrite an existing output file")
    p.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                   help="stop the call after this long (exit 1); Ctrl-C stops it at any time (exit 130)")


def run(args: argparse.Namespace) -> int:
    from ..commands import cmd_run

    return cmd_run(args)
