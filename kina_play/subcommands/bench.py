"""``kina-play bench [--json]`` — the benchmark (the performance issue).  Not yet implemented."""

from __future__ import annotations

import argparse

from . import not_implemented

HELP = "the benchmark"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args: argparse.Namespace) -> int:
    return not_implemented("bench")
